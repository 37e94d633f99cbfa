/**
 * Ending every process of the evaluation account: what closes the `setsid` and double-fork escapes
 * that process-group signals cannot reach. Processes are found by uid in /proc (real, effective, saved
 * or file-system uid: a setuid program started by the account still counts), and killed by a shell
 * that is the account itself (launch.ts `killAllArgv`), again and again until none is left.
 */
import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { InfraError } from '../../errors.js';
import { killAllArgv, type LaunchPlan } from './launch.js';
import { runTool, toolFailure } from './tools.js';

const POLL_MS = 20;
/** A process in uninterruptible sleep dies when its I/O returns; past this, something is wrong. */
const GIVE_UP_MS = 10_000;

/** Whether a /proc/<pid>/status text belongs to a running (not zombie) process with `uid` in any uid field. */
export function statusBelongsTo(status: string, uid: number): boolean {
  const state = /^State:\s+(\S)/m.exec(status)?.[1];
  if (state === undefined || state === 'Z' || state === 'X') return false;
  const uids = /^Uid:\s+(.+)$/m.exec(status)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  return uids.includes(uid);
}

/** Pids of the running processes that belong to `uid` (zombies do not count: they cannot act). */
export async function processesOf(uid: number): Promise<number[]> {
  const names = await readdir('/proc');
  const found = await Promise.all(
    names
      .filter((name) => /^\d+$/.test(name))
      .map(async (name) => {
        const status = await readFile(`/proc/${name}/status`, 'utf8').catch(() => '');
        return statusBelongsTo(status, uid) ? Number(name) : null;
      }),
  );
  return found.filter((pid): pid is number => pid !== null);
}

/** Kills every process of the account until none is left; InfraError when some survive GIVE_UP_MS. */
export async function endAllProcesses(plan: Pick<LaunchPlan, 'privilege' | 'account'>): Promise<void> {
  const argv = killAllArgv(plan);
  for (const deadline = Date.now() + GIVE_UP_MS; ;) {
    const left = await processesOf(plan.account.uid);
    if (left.length === 0) return;
    if (Date.now() > deadline) {
      throw new InfraError(
        `could not end the evaluation's processes (${plan.account.name}: pids ${left.slice(0, 10).join(', ')})`,
      );
    }
    const result = await runTool(argv);
    if (result.code !== 0)
      throw new InfraError(`could not end the evaluation's processes: ${toolFailure(argv, result)}`);
    await delay(POLL_MS);
  }
}
