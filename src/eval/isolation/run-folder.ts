/**
 * An isolated run's folder (the parent of its worktree: phase 1's checkout or view, or phase 2's
 * folder with its copy of the labels kept outside the repository) is the evaluation account's alone
 * to enter: the gate's, group the account's own group, mode 0710 (issue 37 item 7). Without a mount
 * or PID namespace (`user` isolation) every account sees every process's command line, and a scorer
 * that passes `$ARBOR_HELD_OUT` to its program names its copy of the labels there; with the folder
 * open to all (0711), another account's evaluation running meanwhile (another queue slot, another
 * gate) read the copy through that path. Closed, the path leads nowhere but for the account that runs
 * there, and an account runs one evaluation at a time (lock.ts).
 */
import { chmod } from 'node:fs/promises';
import type { Account } from './account.js';
import { chownEach } from './ownership.js';
import type { Privilege } from './tools.js';

/** Makes `folder` enterable by the gate and `account` only (the account's own group: useradd --user-group). */
export async function closeRunFolder(
  privilege: Privilege,
  folder: string,
  gate: { uid: number },
  account: Account,
): Promise<void> {
  await chownEach(privilege, `${gate.uid}:${account.gid}`, [folder]);
  await chmod(folder, 0o710);
}
