/**
 * Durable writes for files Arbor and arbor-gate may both touch: write a temp file beside the target,
 * fsync, rename (write-beside.ts), all under a lock file (proper-lockfile), so a crash or a concurrent
 * writer never leaves a torn file and no update is lost.
 */
import { constants } from 'node:fs';
import { lstat, mkdir } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';
import { InfraError, UserError } from '../errors.js';
import { NotRegularFileError, readRegularText } from './regular-file.js';
import { writeBeside, writeFileDurably } from './write-beside.js';

const LOCK_OPTIONS = { realpath: false, stale: 30_000 } as const;
/** How long to wait for another writer's lock: about 45 s in all, in growing steps. */
const LOCK_WAIT = { attempts: 200, firstMs: 10, maxMs: 250, factor: 1.2 } as const;

/**
 * Takes the lock, waiting only while another writer holds it (ELOCKED). Any other failure (a read-only
 * or full file system, no permission) is final at once: waiting would not change it.
 */
async function acquireLock(path: string): Promise<() => Promise<void>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await lockfile.lock(path, LOCK_OPTIONS);
    } catch (error) {
      const held = (error as NodeJS.ErrnoException).code === 'ELOCKED';
      if (!held || attempt >= LOCK_WAIT.attempts) {
        throw new InfraError(`could not lock ${path}: ${(error as Error).message}`);
      }
      await sleep(Math.min(LOCK_WAIT.maxMs, LOCK_WAIT.firstMs * LOCK_WAIT.factor ** attempt));
    }
  }
}

export interface PathSafety {
  /**
   * No component of the path below this folder, the file itself included, may be a symbolic link, so the
   * file is never read or written through one: a checkout can hold a branch's files, and a link there
   * (`REPORT.md -> ../../.git/config`) would carry the write, or the text read, anywhere. Components
   * above it are the user's own and are followed. Checked before the folders are created and again
   * before the write.
   */
  noSymlinksBelow?: string;
}

/** Throws UserError when a component of `path` below `root` (the file included) is a symbolic link. */
export async function refuseSymlinks(path: string, root: string): Promise<void> {
  const rel = relative(root, path);
  const inside = rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
  const parts = inside ? rel.split(sep) : [basename(path)];
  let current = inside ? root : dirname(path);
  for (const part of parts) {
    current = join(current, part);
    const stats = await lstat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw new InfraError(`could not check ${current}: ${error.message}`);
    });
    if (stats === null) return;
    if (stats.isSymbolicLink()) {
      throw new UserError(
        `refusing to write ${path}: ${current} is a symbolic link (the file must not be read or written through a link)`,
      );
    }
  }
}

/** A file's text, or null when it does not exist; with `noFollow`, never through a link at its last component. */
async function readText(path: string, noFollow: boolean): Promise<string | null> {
  try {
    return await readRegularText(path, noFollow ? (constants.O_NOFOLLOW ?? 0) : 0);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ELOOP') throw new UserError(`refusing to read ${path}: it is a symbolic link`);
    if (error instanceof NotRegularFileError)
      throw new UserError(`refusing to read ${path}: ${error.message}`);
    throw new InfraError(`could not read ${path}: ${(error as Error).message}`);
  }
}

export async function writeFileAtomically(
  path: string,
  data: string,
  safety: PathSafety = {},
): Promise<void> {
  const root = safety.noSymlinksBelow;
  if (root !== undefined) await refuseSymlinks(path, root);
  await mkdir(dirname(path), { recursive: true });
  if (root !== undefined) await refuseSymlinks(path, root);
  try {
    await writeFileDurably(path, data);
  } catch (error) {
    throw new InfraError(`could not write ${path}: ${(error as Error).message}`);
  }
}

/** Runs fn while holding `${path}.lock`; the lock is released even when fn throws. */
export async function withFileLock<T>(path: string, fn: () => Promise<T>): Promise<T> {
  await mkdir(dirname(path), { recursive: true });
  const release = await acquireLock(path);
  try {
    return await fn();
  } finally {
    await release().catch(() => undefined);
  }
}

/**
 * Read-modify-write of a text file under its lock. `update` gets the current text (null when the file
 * does not exist) and returns the new text, or null to leave the file as it is.
 */
export async function updateFileAtomically(
  path: string,
  update: (current: string | null) => string | null | Promise<string | null>,
  safety: PathSafety = {},
): Promise<boolean> {
  if (safety.noSymlinksBelow !== undefined) await refuseSymlinks(path, safety.noSymlinksBelow);
  return withFileLock(path, async () => {
    if (safety.noSymlinksBelow !== undefined) await refuseSymlinks(path, safety.noSymlinksBelow);
    const next = await update(await readText(path, safety.noSymlinksBelow !== undefined));
    if (next === null) return false;
    await writeFileAtomically(path, next, safety);
    return true;
  });
}

/**
 * Writes `data` whole under the file's lock, as `updateFileAtomically` with an update that ignores
 * the current text would, without reading that text first.
 */
export async function writeFileUnderLock(path: string, data: string, safety: PathSafety = {}): Promise<void> {
  if (safety.noSymlinksBelow !== undefined) await refuseSymlinks(path, safety.noSymlinksBelow);
  await withFileLock(path, () => writeFileAtomically(path, data, safety));
}

/**
 * Replaces a file's bytes in one rename beside it (so a crash never leaves it half-written) and gives
 * it `mode`; for files outside the lock protocol (git's own config files, put back as they were).
 */
export async function replaceFile(path: string, content: Buffer, mode: number): Promise<void> {
  await writeBeside(path, content, { mode, fsync: false });
}
