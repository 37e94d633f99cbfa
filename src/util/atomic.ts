/**
 * Durable writes for files Arbor and arbor-gate may both touch: write a temp file beside the target,
 * fsync, rename (write-file-atomic), all under a lock file (proper-lockfile), so a crash or a concurrent
 * writer never leaves a torn file and no update is lost.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';
import { InfraError } from '../errors.js';

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

export async function writeFileAtomically(path: string, data: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFileAtomic(path, data, { fsync: true });
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
): Promise<boolean> {
  return withFileLock(path, async () => {
    const current = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw new InfraError(`could not read ${path}: ${error.message}`);
    });
    const next = await update(current);
    if (next === null) return false;
    await writeFileAtomically(path, next);
    return true;
  });
}
