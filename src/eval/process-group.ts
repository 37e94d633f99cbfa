/** Signalling and ending the process group an evaluation runs in. */
import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

const POLL_MS = 20;

/** Sends `signal` to every process of the group; false when the group has no process left. */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/** State and process group from /proc/<pid>/stat; the command name may hold spaces and parentheses. */
function statFields(stat: string): { state: string; pgrp: number } | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state, , pgrp] = fields;
  return state === undefined || pgrp === undefined ? null : { state, pgrp: Number(pgrp) };
}

/**
 * Whether a process of the group is still running. A killed process whose parent died stays a zombie
 * until PID 1 reaps it, and some container inits never do; a zombie still counts for kill(-pgid, 0), so
 * on Linux the group is read from /proc and zombies are not counted.
 */
export async function groupIsRunning(pgid: number): Promise<boolean> {
  if (!signalGroup(pgid, 0)) return false;
  const pids = await readdir('/proc').catch(() => null);
  if (!pids) return true;
  const stats = await Promise.all(
    pids
      .filter((name) => /^\d+$/.test(name))
      .map((pid) => readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')),
  );
  return stats.some((stat) => {
    const fields = stat ? statFields(stat) : null;
    return fields !== null && fields.pgrp === pgid && fields.state !== 'Z' && fields.state !== 'X';
  });
}

/**
 * Ends every process left in the group: TERM, then KILL when some still run after `graceMs`. A group
 * the runner froze (SIGSTOP) is continued after the TERM, so that its processes can act on it.
 */
export async function endGroup(pgid: number, graceMs: number): Promise<void> {
  if (!(await groupIsRunning(pgid))) return;
  signalGroup(pgid, 'SIGTERM');
  signalGroup(pgid, 'SIGCONT');
  for (let waited = 0; waited < graceMs; waited += POLL_MS) {
    await delay(POLL_MS);
    if (!(await groupIsRunning(pgid))) return;
  }
  signalGroup(pgid, 'SIGKILL');
}
