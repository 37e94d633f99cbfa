/**
 * Arbor's own local layout: its orchestrator runs with the trunk branch checked out in the project. A
 * merge moves that checkout along like `git merge --ff-only` would: refused beforehand (exit 2, naming
 * the files) when it holds uncommitted changes to tracked files or untracked files where the merge puts
 * files, so nothing is ever overwritten, and brought along (index and files) right after the branch
 * moved.
 */
import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../errors.js';
import type { GitAdapter, GitFactory } from '../git/adapter.js';
import type { Trunk } from './context.js';

/** How many file names a refusal lists before "and N more". */
const LISTED = 10;

/** The worktree (its folder) that has `branch` checked out, or null when none has. */
export async function findTrunkCheckout(repo: GitAdapter, branch: string): Promise<string | null> {
  const holder = (await repo.worktreeList()).find((w) => w.branch === `refs/heads/${branch}`);
  return holder?.path ?? null;
}

function listed(paths: readonly string[]): string {
  const shown = paths.slice(0, LISTED).map((p) => JSON.stringify(p));
  return paths.length > LISTED ? `${shown.join(', ')} and ${paths.length - LISTED} more` : shown.join(', ');
}

/** Paths that `next` has and trunk does not: an untracked file there would be overwritten. */
async function pathsAdded(repo: GitAdapter, trunk: Trunk, next: string): Promise<string[]> {
  return (await repo.diffRaw(trunk.sha, next))
    .filter((e) => e.status === 'A' || e.status === 'R' || e.status === 'C')
    .map((e) => e.path);
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Throws a UserError when the checkout at `path` (trunk checked out) cannot follow trunk from
 * `trunk.sha` to `next` without touching uncommitted work.
 */
export async function requireFollowable(
  repo: GitAdapter,
  factory: GitFactory,
  path: string,
  trunk: Trunk,
  next: string,
): Promise<void> {
  const changed = await factory(path).changedTrackedPaths();
  const where = `the trunk branch ${trunk.branch} is checked out in ${path}`;
  const advice =
    'the gate moves a checked-out trunk only when nothing of yours is in the way: commit or stash them (or switch that checkout to another branch) and run again';
  if (changed.length > 0) {
    throw new UserError(
      `${where} with uncommitted changes to ${listed(changed.map((c) => c.path))}; ${advice}`,
    );
  }
  const inTheWay: string[] = [];
  for (const added of await pathsAdded(repo, trunk, next)) {
    if (await exists(join(path, added))) inTheWay.push(added);
  }
  if (inTheWay.length > 0) {
    throw new UserError(`${where} and holds untracked ${listed(inTheWay)}, which the merge adds; ${advice}`);
  }
}

/**
 * After trunk moved from `from` to `to`: brings the checkout's index and files along. Returns a warning
 * (the branch has moved, its files have not) when git refused, e.g. for a file edited meanwhile.
 */
export async function followTrunk(
  factory: GitFactory,
  path: string,
  from: string,
  to: string,
): Promise<string | null> {
  try {
    await factory(path).fastForwardCheckout(from, to);
    return null;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return (
      `the checkout of trunk in ${path} still has the files of ${from.slice(0, 12)} (git refused to update them: ${why}); ` +
      `nothing of yours was changed. Bring them along with: git -C ${path} read-tree -m -u ${from} ${to}`
    );
  }
}
