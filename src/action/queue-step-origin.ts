/**
 * Merge-queue branches GitHub did not build (issue 37 item 16). Anyone who can push may create a
 * branch named `gh-readonly-queue/<trunk>/pr-<N>-<sha>`; a merge_group run takes the nearest queue
 * head below its entry as the step the entry is judged on, so such a branch pointed at a commit of a
 * pull request's own history (say, a worse commit its author made on the way) is a weaker step. The
 * documented defence stays a ruleset on `gh-readonly-queue/**` (SECURITY.md 8a); what the gate can
 * tell by itself is said here, and a step it can tell GitHub did not build is never taken:
 *
 * - A queue head inside the history of a pull request's head (this entry's own PR, whose head the
 *   event's queue branch names, or the PR its own name gives) is that PR's commit, not an entry:
 *   GitHub builds an entry on top of the PR's head, never below it.
 * - A pull request whose head branch is named as a queue branch: GitHub's merge queue opens none.
 *
 * What it cannot tell: a branch pointed at an entry's commits that no PR head it can see contains
 * (another PR's commits, named with a SHA that is not that PR's head; the copies a rebasing queue
 * makes), and whether a `push` or dispatched run's queue branch is GitHub's (GitHub pushes its own
 * queue branches too). Warnings name PR numbers and SHAs only, never the branch text.
 */
import type { GitAdapter } from '../git/adapter.js';
import { QUEUE_PREFIX, queueEntryName } from '../github/merge-group.js';

/** A queue head: its branch (without `refs/heads/`) and commit. */
export interface QueueHead {
  branch: string;
  sha: string;
}

const RULESET = 'restrict gh-readonly-queue/** creation in a ruleset';

/**
 * Why `head` is not an entry GitHub built (one line for the verdict), or null when the gate cannot
 * tell. `entryBranch` is the judged entry's own queue branch (the event's head_ref).
 */
export async function notBuiltByGitHub(
  git: GitAdapter,
  head: QueueHead,
  entryBranch: string,
  trunk: string,
): Promise<string | null> {
  const named = queueEntryName(head.branch, trunk);
  const owners = [queueEntryName(entryBranch, trunk), named].filter((entry) => entry !== null);
  for (const owner of owners) {
    if ((await git.resolveCommit(owner.head)) === null) continue;
    if (!(await git.isAncestor(head.sha, owner.head))) continue;
    return (
      `the queue branch of PR #${named?.pr ?? '?'} at ${head.sha.slice(0, 12)} was not taken as this entry's step: ` +
      `a commit of PR #${owner.pr}'s own history, not an entry GitHub built; ${RULESET}`
    );
  }
  return null;
}

/** The warning for a pull request whose head branch is named as a queue branch, or null. */
export function pullRequestQueueHead(headRef: string): string | null {
  if (!headRef.startsWith(QUEUE_PREFIX)) return null;
  return (
    `the pull request's head is named as a queue branch (${QUEUE_PREFIX}…): GitHub did not create it, ` +
    `and a merge_group run could take it as a step; ${RULESET}`
  );
}
