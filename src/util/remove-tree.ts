/**
 * Removing a folder tree that code we do not control may have made hard to remove: an evaluation can
 * leave a folder it cannot read (`chmod 000`), a read-only folder full of files, or, running as root,
 * immutable or append-only files (`chattr +i`/`+a`). A plain recursive rm stops at the first of these,
 * and the gate would leave its temp folder (and the evaluated code) behind or lose its verdict.
 */
import { execFile } from 'node:child_process';
import { chmod, lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { InfraError } from '../errors.js';

const run = promisify(execFile);

/**
 * Gives the owner full access to every folder under `path` (folders only, from the top down, never
 * through a symbolic link), so that their entries can be listed and removed.
 */
async function openUp(path: string): Promise<void> {
  const stats = await lstat(path).catch(() => null);
  if (stats === null || !stats.isDirectory()) return;
  await chmod(path, 0o700).catch(() => undefined);
  const names = await readdir(path).catch(() => [] as string[]);
  for (const name of names) await openUp(join(path, name));
}

/** Clears the immutable and append-only flags under `path` (root only; `chattr` may be missing). */
async function clearFileFlags(path: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  await run('chattr', ['-R', '-f', '-i', '-a', '--', path]).catch(() => undefined);
}

/**
 * The plain removal: one `rm -rf` (which never follows a symbolic link, and on a large tree is several
 * times faster than Node's recursive rm, a few system calls per entry through its thread pool), or
 * Node's where `rm` cannot be run. Throws when something is left.
 */
async function removeAll(path: string): Promise<void> {
  try {
    await run('rm', ['-rf', '--', path]);
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code !== 'ENOENT') throw new Error(stderr?.trim().split('\n').at(-1) || (error as Error).message);
    await rm(path, { recursive: true, force: true, maxRetries: 2 });
  }
}

/**
 * Removes `path` and everything under it; nothing is followed through a symbolic link. Folders are
 * opened up (and, as root, file flags cleared) when a plain removal fails. Throws InfraError naming the
 * path when it still cannot be removed.
 */
export async function removeTree(path: string): Promise<void> {
  const attempts: Array<() => Promise<void>> = [
    async () => undefined,
    () => openUp(path),
    async () => {
      await clearFileFlags(path);
      await openUp(path);
    },
  ];
  let last: unknown = null;
  for (const prepare of attempts) {
    await prepare();
    try {
      await removeAll(path);
      return;
    } catch (error) {
      last = error;
    }
  }
  throw new InfraError(`could not remove ${path}: ${(last as Error).message}`);
}
