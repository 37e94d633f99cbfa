/**
 * Where trunk's commit comes from. When the gate pushes trunk to a remote that has the trunk branch,
 * the remote's trunk (fetched now) is trunk: the trusted tree, the protected-path diff, the references
 * and the landing all start from it. The local branch is a copy anyone with a shell in the checkout can
 * move (an agent's `git branch -f arbor/trunk <forged>` with a rewritten evaluator); judged from it, a
 * forged evaluator would score the branch and then be pushed to the remote as a fast-forward.
 *
 * A local trunk that is not the remote's is judged as the remote's, with a warning, rather than
 * refused: a refusal would let whoever can move the local branch stop every merge, while judging the
 * remote's trunk gives the local commits no say (they are neither trusted nor landed, and the local
 * branch is left where it is). Without a remote (or with --no-push, where the gate's merges stay
 * local and the remote's trunk falls behind by design) the local branch is trunk.
 */
import type { GitAdapter } from '../git/adapter.js';

/** The commit a trunk branch is at, memoised per (remote, branch); null when it exists nowhere. */
export type TrunkCommit = (branch: string, remote: string) => Promise<string | null>;

/**
 * trunkCommit for one run, each branch asked (and fetched) once: the trusted tree is read from trunk's
 * commit and the judgement is made against trunk, and both are then the same commit. `fromRemote`:
 * the gate pushes to the remote, which then holds trunk.
 */
export function trunkCommits(repo: GitAdapter, fromRemote: boolean): TrunkCommit {
  const known = new Map<string, Promise<string | null>>();
  return (branch, remote) => {
    const key = `${remote}\0${branch}`;
    const asked = known.get(key) ?? trunkCommit(repo, fromRemote, branch, remote);
    known.set(key, asked);
    return asked;
  };
}

async function trunkCommit(
  repo: GitAdapter,
  fromRemote: boolean,
  branch: string,
  remote: string,
): Promise<string | null> {
  if (fromRemote && (await repo.remoteExists(remote))) {
    // Null: the remote has no trunk yet (the first merge creates it there), so the local branch is trunk.
    const fetched = await repo.fetchBranch(remote, branch);
    if (fetched !== null) return fetched;
  }
  return (
    (await repo.refCommit(`refs/heads/${branch}`)) ??
    (await repo.refCommit(`refs/remotes/${remote}/${branch}`))
  );
}

/**
 * The verdict's warning when the local trunk branch has commits the judged trunk (the remote's) does
 * not: they were not judged against and will not land. Null when the local branch is absent, is trunk,
 * or is only behind it (it follows after a merge).
 */
export async function localTrunkWarning(
  repo: GitAdapter,
  trunk: { branch: string; sha: string },
  remote: string,
): Promise<string | null> {
  const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
  if (local === null || local === trunk.sha || (await repo.isAncestor(local, trunk.sha))) return null;
  return `local ${trunk.branch} (${local.slice(0, 12)}) has commits that are not on ${remote}: judged against ${remote}'s ${trunk.branch} (${trunk.sha.slice(0, 12)}); the local commits are neither trusted nor landed`;
}
