/**
 * Nothing shared between runs through the machine's temp folders and the worktree's parents.
 *
 * - The worktrees go under a gate-owned parent that no other user can write (workParent): a shared,
 *   world-writable parent such as /tmp lets one run leave `/tmp/node_modules`, which Node finds by
 *   walking up from the next run's worktree.
 * - In a mount namespace, /tmp, /var/tmp and /dev/shm are the run's own fresh folders, on disk beside
 *   its worktree (tmpfs would be RAM, and evaluations write gigabytes), bound over the shared ones.
 * - Without one (`user`), every file the account owns under them is deleted after each run (and
 *   before, in case a gate killed with SIGKILL left some).
 */
import { lstat, mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { InfraError } from '../../errors.js';
import type { Account } from './account.js';
import type { Bind } from './launch.js';
import { privilegedArgv, runTool, toolFailure, type Privilege } from './tools.js';

/** The machine's shared temp folders: private per run in a namespace, swept after each run without one. */
export const SHARED_TEMP_FOLDERS = ['/tmp', '/var/tmp', '/dev/shm'] as const;

/** The run's own folders (inside its temp folder `folder`) bound over the shared temp folders. */
export function privateTempBinds(folder: string): Bind[] {
  return [
    { source: join(folder, 'tmp'), target: '/tmp' },
    { source: join(folder, 'var-tmp'), target: '/var/tmp' },
    { source: join(folder, 'shm'), target: '/dev/shm' },
  ];
}

/**
 * `find` as root over the shared temp folders: removes every entry the account owns (whole, never
 * following a symbolic link, never leaving the file system), and does not descend into folders the
 * account could not have written into (neither its own, its group's nor world-writable).
 */
export function sweepArgv(account: Account): string[] {
  return [
    'find',
    ...SHARED_TEMP_FOLDERS,
    '-xdev',
    '-mindepth',
    '1',
    '(',
    '-user',
    String(account.uid),
    '-prune',
    '-exec',
    'rm',
    '-rf',
    '--one-file-system',
    '--',
    '{}',
    '+',
    ')',
    '-o',
    '(',
    '-type',
    'd',
    '!',
    '-perm',
    '-0002',
    '!',
    '-group',
    String(account.gid),
    '-prune',
    ')',
  ];
}

/** Deletes what the account left in the shared temp folders (its processes must all have ended). */
export async function sweepSharedTemp(privilege: Privilege, account: Account): Promise<void> {
  const argv = sweepArgv(account);
  const result = await runTool(privilegedArgv(privilege, argv));
  // find exits 1 when a folder is missing (no /dev/shm in some containers) or vanished meanwhile.
  if (result.code !== 0 && result.code !== 1) {
    throw new InfraError(
      `could not clear the evaluation's files from the temp folders: ${toolFailure(argv, result)}`,
    );
  }
}

/** The first folder from `path` up that another user could write or that the gate and root do not own. */
export async function openAncestor(path: string, gateUid: number): Promise<string | null> {
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const stat = await lstat(dir);
    if ((stat.mode & 0o022) !== 0 || (stat.uid !== 0 && stat.uid !== gateUid)) return dir;
    if (dir === dirname(dir)) return null;
  }
}

/** Where a gate with root's rights keeps its evaluation worktrees (one folder per gate user). */
export function privilegedWorkParent(gateUid: number): string {
  return `/var/lib/arbor-gate/worktrees-${gateUid}`;
}

/**
 * The gate-owned parent of the evaluation worktrees, created when missing: under /var/lib with root's
 * rights (mode 0711: the account can pass through to its own worktree, not list the others), else the
 * gate user's cache folder (0700). Null when the folder found there is open to others (the caller
 * falls back to the system temp folder and says so).
 */
export async function workParent(
  privilege: Privilege | null,
  gate: { uid: number; gid: number },
  env: NodeJS.ProcessEnv,
): Promise<{ path: string } | { refused: string }> {
  let path: string;
  if (privilege === null) {
    path = join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'arbor-gate', 'worktrees');
    const failed = await mkdir(path, { recursive: true, mode: 0o700 }).then(
      () => null,
      (error: Error) => error.message,
    );
    if (failed !== null) return { refused: failed };
  } else {
    path = privilegedWorkParent(gate.uid);
    // Made once per machine: a later run that finds it exactly as `install` leaves it spawns nothing.
    const made = await lstat(path).catch(() => null);
    const asMade =
      made !== null &&
      made.isDirectory() &&
      made.uid === gate.uid &&
      made.gid === gate.gid &&
      (made.mode & 0o7777) === 0o711;
    if (!asMade) {
      const argv = [
        'install',
        '-d',
        '-m',
        '0711',
        '-o',
        String(gate.uid),
        '-g',
        String(gate.gid),
        '--',
        path,
      ];
      const result = await runTool(privilegedArgv(privilege, argv));
      if (result.code !== 0) return { refused: toolFailure(argv, result) };
    }
  }
  const open = await openAncestor(path, gate.uid).catch((error: Error) => error.message);
  return open === null ? { path } : { refused: `${open} is open to other users` };
}
