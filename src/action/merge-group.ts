/**
 * A `merge_group` run in the Action (issue 19): which trunk the queue's base must be, and the step the
 * entry lands on. GitHub builds a group's entries cumulatively, each on a queue branch
 * `gh-readonly-queue/<trunk>/pr-<N>-<sha>`; the step is the nearest earlier one of those heads that is
 * an ancestor of this entry's head (whatever the merge method: a rebased or squashed entry has no
 * merge commit whose first parent would say it), else the group's base. The queue's branches are
 * fetched here, since a checkout holds only what existed when it was made.
 */
import { UserError } from '../errors.js';
import { stepWords, type MergeGroupEntry } from '../gate/merge-group/entry.js';
import { branchName, isMainOrMaster } from '../gate/settings.js';
import { unjudgedVerdict, type Verdict } from '../gate/verdict.js';
import type { GitAdapter } from '../git/adapter.js';
import { QUEUE_PREFIX, queueEntryPr, type MergeGroupPayload } from '../github/merge-group.js';
import { notBuiltByGitHub } from './queue-step-origin.js';

/**
 * Why this run must not judge the entry, or null. Its base is a request, as a PR's is: only the
 * workflow names the trunk; a queue on the trunk or on main/master (which resolve to it, the
 * main-guard example) is judged, a queue on any other branch (one an author prepared) is refused.
 */
export function mergeGroupRefusal(group: MergeGroupPayload, trunkInput: string | undefined): string | null {
  const trunk = trunkInput?.trim() ?? '';
  if (trunk === '') {
    return `input trunk-branch is not set, so the merge queue into ${group.baseBranch} has no trunk to be judged against: only the workflow names the trunk, never the event`;
  }
  if (group.baseBranch === branchName(trunk, 'input trunk-branch') || isMainOrMaster(group.baseBranch))
    return null;
  return `the merge queue merges into ${group.baseBranch}, not into the trunk branch ${trunk} (or main/master): put the queue on the trunk branch (its ruleset), or judge only that branch's groups`;
}

/** The rejection verdict of a refused queue entry: nothing was fetched, evaluated or reported as passing. */
export function mergeGroupRefusedVerdict(group: MergeGroupPayload, message: string): Verdict {
  return {
    ...unjudgedVerdict({
      decision: 'rejected',
      node_id: null,
      metric_direction: 'maximize',
      source: { ref: group.headBranch, sha: group.headSha },
      requestedTarget: group.baseBranch,
    }),
    reasons: [{ code: 'target_refused', message }],
  };
}

/** The queue branches of `trunk` the repository knows (the remote's, fetched here, and local ones), by commit. */
async function queueHeads(
  git: GitAdapter,
  remote: string | null,
  trunk: string,
): Promise<Array<{ branch: string; sha: string }>> {
  const folder = `${QUEUE_PREFIX}${trunk}/`;
  const places = [`refs/heads/`];
  if (remote !== null) {
    const tracking = `refs/remotes/${remote}/`;
    await git.run(['fetch', '--no-tags', '--quiet', remote, `+refs/heads/${folder}*:${tracking}${folder}*`]);
    places.push(tracking);
  }
  const heads: Array<{ branch: string; sha: string }> = [];
  for (const place of places) {
    const out = await git.run(['for-each-ref', '--format=%(objectname) %(refname)', `${place}${folder}`]);
    for (const line of out.split('\n')) {
      const [sha, ref] = line.split(' ');
      if (sha && ref?.startsWith(place)) heads.push({ sha, branch: ref.slice(place.length) });
    }
  }
  return heads;
}

/**
 * The entry's PR and the step it lands on: the nearest earlier queue head below its head that GitHub
 * may have built (queue-step-origin.ts), else the group's base; `warnings`: the heads set aside.
 */
export async function mergeGroupEntry(
  git: GitAdapter,
  remote: string | null,
  group: MergeGroupPayload,
  log: (line: string) => void,
): Promise<{ entry: MergeGroupEntry; warnings: string[] }> {
  const trunk = group.baseBranch;
  const pr = queueEntryPr(group.headBranch, trunk);
  const heads = await queueHeads(git, remote, trunk);
  if ((await git.resolveCommit(group.headSha, 'merge_group.head_sha')) !== group.headSha) {
    throw new UserError(
      `merge_group.head_sha ${group.headSha} is not in the checkout nor on a queue branch of ${trunk}`,
    );
  }
  let nearest: { branch: string; sha: string; depth: number } | null = null;
  const warnings: string[] = [];
  for (const head of heads) {
    // GitHub names every entry's branch pr-<N>-<sha>: another name under the folder is no entry.
    if (head.sha === group.headSha || head.sha === group.baseSha || queueEntryPr(head.branch, trunk) === null)
      continue;
    if (!(await git.isAncestor(head.sha, group.headSha)) || !(await git.isAncestor(group.baseSha, head.sha)))
      continue;
    const foreign = await notBuiltByGitHub(git, head, group.headBranch, trunk);
    if (foreign !== null) {
      log(foreign);
      warnings.push(foreign);
      continue;
    }
    // Every earlier entry of the group lies on the path from the base to this head: the deepest is nearest.
    const depth = Number((await git.run(['rev-list', '--count', `${group.baseSha}..${head.sha}`])).trim());
    if (nearest === null || depth > nearest.depth) nearest = { ...head, depth };
  }
  const entry: MergeGroupEntry =
    nearest === null
      ? { pr, step: { sha: group.baseSha, kind: 'base', pr: null } }
      : { pr, step: { sha: nearest.sha, kind: 'entry', pr: queueEntryPr(nearest.branch, trunk) } };
  log(
    `merge queue entry ${pr === null ? '(its branch names no PR)' : `of PR #${pr}`}: judged on ${stepWords(entry)}`,
  );
  return { entry, warnings };
}
