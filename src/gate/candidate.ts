/**
 * The candidate: what trunk becomes if the source is merged, built before anything runs ("test what you
 * merge"). The `--no-ff` merge of the source into trunk is computed in memory (`git merge-tree
 * --write-tree`, no worktree) and made a commit with the parents a merge has: trunk first, the source
 * second. Its tree is what the evaluation runs on and, plus the gate's record of the score, what lands,
 * so the score recorded on trunk is always the measured score of trunk's code.
 */
import { UserError } from '../errors.js';
import type { GitAdapter } from '../git/adapter.js';
import type { GateContext, Trunk } from './context.js';
import type { Reason, Verdict } from './verdict.js';

/** The oldest git with `merge-tree --write-tree`. */
export const MERGE_TREE_GIT = [2, 38] as const;

export interface Candidate {
  /**
   * `merge`: trunk has commits the source lacks, so the tree is the merge of both; `source`: the source
   * already contains trunk, so the merge's tree is the source's own.
   */
  kind: 'merge' | 'source';
  /** A commit object (parents trunk, source) that no ref points at; the evaluation checks it out. */
  commit: string;
  tree: string;
  /** The merge base of trunk and the source: what the branch changed is measured from here. */
  base: string;
  /** The trunk commit the merge was computed on. */
  trunkSha: string;
}

/** Whether a git version (as numbers) has `merge-tree --write-tree`. Pure. */
export function hasMergeTree(version: readonly number[]): boolean {
  const [major = 0, minor = 0] = version;
  return major > MERGE_TREE_GIT[0] || (major === MERGE_TREE_GIT[0] && minor >= MERGE_TREE_GIT[1]);
}

/** Exit 2 on a git too old to merge in memory, naming the version needed. */
export async function requireMergeTree(repo: GitAdapter): Promise<void> {
  const version = await repo.version();
  if (!hasMergeTree(version)) {
    throw new UserError(
      `arbor-gate needs git ${MERGE_TREE_GIT.join('.')} or newer (it merges with git merge-tree --write-tree); this is git ${version.join('.')}`,
    );
  }
}

/** The merge base, or the UserError that says why a branch without one cannot be judged. */
async function mergeBaseOf(ctx: Pick<GateContext, 'repo' | 'sourceRef' | 'sourceSha'>, trunk: Trunk) {
  const { repo } = ctx;
  const base = await repo.mergeBase(trunk.sha, ctx.sourceSha);
  if (base !== null) return base;
  throw new UserError(
    (await repo.isShallow())
      ? `${ctx.sourceRef} and ${trunk.branch} have no common commit in this shallow clone: fetch the full history (e.g. actions/checkout with fetch-depth: 0)`
      : `${ctx.sourceRef} shares no history with ${trunk.branch}: an unrelated branch cannot be judged or merged`,
  );
}

function conflictReason(sourceRef: string, trunk: Trunk, conflict: string): Reason {
  const lines = conflict
    .split('\n')
    .filter((l) => l.startsWith('CONFLICT'))
    .join('; ');
  return {
    code: 'merge_conflict',
    message: `merging ${sourceRef} into ${trunk.branch} (${trunk.sha.slice(0, 12)}) conflicts: ${lines || conflict}`,
  };
}

/**
 * The `--no-ff` merge of the source into `trunk` as a commit, the conflict that prevents it, or
 * `merged` when trunk already contains the source (nothing to merge).
 */
export async function buildCandidate(
  ctx: Pick<GateContext, 'repo' | 'sourceRef' | 'sourceSha' | 'log'>,
  trunk: Trunk,
): Promise<{ candidate: Candidate } | { conflict: Reason } | { merged: true }> {
  const { repo, sourceSha } = ctx;
  const base = await mergeBaseOf(ctx, trunk);
  if (base === sourceSha) {
    ctx.log(`${ctx.sourceRef} is already merged into ${trunk.branch}`);
    return { merged: true };
  }
  const merged = await repo.mergeTree(trunk.sha, sourceSha);
  if (!merged.merged) return { conflict: conflictReason(ctx.sourceRef, trunk, merged.conflict) };
  const kind = base === trunk.sha ? 'source' : 'merge';
  const commit = await repo.commitTree(
    merged.tree,
    [trunk.sha, sourceSha],
    `arbor-gate: candidate merge of ${ctx.sourceRef} into ${trunk.branch} (not landed)`,
    { sign: false },
  );
  ctx.log(
    `candidate ${commit.slice(0, 12)} (tree ${merged.tree.slice(0, 12)}): ${
      kind === 'merge'
        ? `${trunk.branch} + ${ctx.sourceRef}`
        : `${ctx.sourceRef} already contains ${trunk.branch}`
    }`,
  );
  return { candidate: { kind, commit, tree: merged.tree, base, trunkSha: trunk.sha } };
}

/** What was evaluated, in words: in commit messages and in every face of the verdict. */
export function evaluatedWords(kind: Candidate['kind']): string {
  return kind === 'merge' ? 'trunk + this branch' : 'this branch';
}

/** The verdict's record of what was evaluated. */
export function evaluatedField(candidate: Candidate): NonNullable<Verdict['evaluated']> {
  return { kind: candidate.kind, commit: candidate.commit, tree: candidate.tree };
}
