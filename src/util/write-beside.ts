/**
 * A file's new bytes put in place in one rename: written to a temp file beside it, then renamed over
 * it, so a crash or a concurrent reader never sees it half-written. The temp file is created new and
 * never through a link (O_CREAT|O_EXCL|O_NOFOLLOW: a name planted there fails the write rather than
 * redirecting it), and it is removed when any step fails.
 *
 * In place of write-file-atomic, whose rules `writeFileDurably` keeps: a symbolic link at the path is
 * written through (its target is replaced), the replaced file keeps its mode and, where the process may
 * set it, its owner, and the bytes are flushed to disk before the rename. Loading it (with its own
 * signal-exit and `worker_threads`) cost every report's start about 4 ms of CPU, and it looked every
 * path component up on its own (a JavaScript realpath) where node's native realpath is one call.
 */
import { constants } from 'node:fs';
import { chmod, chown, open, realpath, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface WriteBesideOptions {
  /** The temp file's mode, so the file's after the rename; default 0o666 less the umask. */
  mode?: number;
  /** Given the owner of the file being replaced, so it keeps its owner. */
  owner?: { uid: number; gid: number };
  /** Flush the bytes to disk before the rename (a crash then leaves the old bytes or the new). */
  fsync: boolean;
}

let written = 0;

/** A name beside `path` that no other write (of this process or another) uses. */
function tempNameFor(path: string): string {
  written += 1;
  return join(dirname(path), `.${basename(path)}.arbor-gate-${process.pid}-${Date.now()}-${written}`);
}

/**
 * A chown or chmod the file system or the process cannot do is no failure: no such call (ENOSYS), or
 * not root (EPERM, EINVAL), as for write-file-atomic and graceful-fs.
 */
function ignorable(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  const root = process.getuid?.() === 0;
  return code === 'ENOSYS' || (!root && (code === 'EPERM' || code === 'EINVAL'));
}

/** Writes `data` to a temp file beside `path` and renames it over `path` (see the module's comment). */
export async function writeBeside(
  path: string,
  data: string | Uint8Array,
  options: WriteBesideOptions,
): Promise<void> {
  const temp = tempNameFor(path);
  let handle: FileHandle | null = null;
  try {
    handle = await open(
      temp,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0),
      options.mode ?? 0o666,
    );
    await handle.writeFile(data);
    if (options.fsync) await handle.sync();
    await handle.close();
    handle = null;
    const { owner, mode } = options;
    if (owner !== undefined) await chown(temp, owner.uid, owner.gid).catch(rethrowUnlessIgnorable);
    // The mode again, past the umask that open applied.
    if (mode !== undefined) await chmod(temp, mode).catch(rethrowUnlessIgnorable);
    await rename(temp, path);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  }
}

function rethrowUnlessIgnorable(error: unknown): void {
  if (!ignorable(error)) throw error;
}

/**
 * Replaces the file at `path` (through a link there, as write-file-atomic does), keeping the replaced
 * file's mode and owner, and flushes the bytes to disk before the rename.
 */
export async function writeFileDurably(path: string, data: string): Promise<void> {
  const target = await realpath(path).catch(() => path);
  const current = await stat(target).catch(() => null);
  await writeBeside(target, data, {
    fsync: true,
    ...(current === null
      ? {}
      : {
          mode: current.mode & 0o7777,
          ...(process.getuid === undefined ? {} : { owner: { uid: current.uid, gid: current.gid } }),
        }),
  });
}
