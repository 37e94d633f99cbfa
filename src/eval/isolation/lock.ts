/**
 * One evaluation at a time per account on a machine. Every process of the account is ended when an
 * evaluation ends, so two gates sharing an account would kill each other's evaluations: the second
 * waits for the first (a lock file per account, in a folder only the gate's user can write, so the
 * evaluated code cannot remove it). Gates that should evaluate in parallel on one machine name
 * different accounts (`eval-user`).
 */
import { lstat, mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import lockfile from 'proper-lockfile';
import { InfraError } from '../../errors.js';
import type { Privilege } from './tools.js';

/** proper-lockfile refreshes the lock's mtime every stale/2; a lock older than this was left by a dead gate. */
const STALE_MS = 30_000;
const WAIT_STEP_MS = 500;

/** Where the gate keeps its account locks: root's /run, or the gate user's own cache folder under sudo. */
export function lockFolder(privilege: Privilege): string {
  return privilege === 'root' ? '/run/arbor-gate' : join(homedir(), '.cache', 'arbor-gate');
}

async function ensurePrivateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const stat = await lstat(folder);
  if (!stat.isDirectory() || stat.uid !== process.geteuid?.() || (stat.mode & 0o022) !== 0) {
    throw new InfraError(
      `${folder}: the gate's lock folder must be a folder of its own user that no one else can write`,
    );
  }
}

/**
 * Takes the account's lock, waiting while another gate holds it; resolves to the release function.
 * Rejects when `signal` aborts while waiting.
 */
export async function lockAccount(
  privilege: Privilege,
  account: string,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<() => Promise<void>> {
  const folder = lockFolder(privilege);
  await ensurePrivateFolder(folder).catch((error: Error) => {
    throw error instanceof InfraError
      ? error
      : new InfraError(`could not create ${folder}: ${error.message}`);
  });
  const path = join(folder, `${account}.lock`);
  for (let waited = false; ; waited = true) {
    signal?.throwIfAborted();
    try {
      return await lockfile.lock(path, {
        realpath: false,
        stale: STALE_MS,
        onCompromised: (error) =>
          log(`the lock on the evaluation account ${account} was lost: ${error.message}`),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') {
        throw new InfraError(`could not lock ${path}: ${(error as Error).message}`);
      }
    }
    if (!waited) log(`another gate is evaluating as ${account} on this machine: waiting for it to finish`);
    await delay(WAIT_STEP_MS, undefined, { signal });
  }
}
