/**
 * Step three of the gate, merge mode only: lands an accepted judgement. The `--no-ff` merge commit is
 * made in a temporary detached worktree (trunk's tracked idea tree records the score in the same
 * commit), pushed, and the local trunk moved by `update-ref` with its expected old value; when trunk
 * moved meanwhile the score is re-judged against it and the merge is made again. The user's checkout
 * (current branch, index, working files) is never touched.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InfraError } from '../errors.js';
import { TempWorktree } from '../git/worktree.js';
import { parseTreeJson, serializeTree, updateTreeFile } from '../session/tree.js';
import { formatVerdictScore } from '../util/metric.js';
import type { Reference } from './compare.js';
import { reject, type GateContext, type Trunk } from './context.js';
import { rejudge, type Accepted } from './judge.js';
import { recordMerge } from './record.js';
import type { Reason, Verdict } from './verdict.js';

function mergeMessage(
  ctx: GateContext,
  trunk: Trunk,
  score: number,
  references: readonly Reference[],
): string {
  const node = ctx.nodeId === null ? '' : `node ${ctx.nodeId} `;
  const refs = references.map((r) => `${r.name} ${formatVerdictScore(r.value)}`).join(', ');
  return [
    `arbor-gate: merge ${node}(${ctx.sourceRef}) into ${trunk.branch}, B_test ${formatVerdictScore(score)}`,
    '',
    `Verified B_test score ${formatVerdictScore(score)} (${ctx.settings.metricDirection}) beats ${refs}.`,
    '',
    ...(ctx.nodeId === null ? [] : [`Arbor-Node: ${ctx.nodeId}`]),
    `Arbor-Source: ${ctx.sourceRef} ${ctx.sourceSha}`,
    `Arbor-Score: ${formatVerdictScore(score)}`,
  ].join('\n');
}

/** `--no-ff` merge of the evaluated SHA onto trunk in a temp worktree; the tracked tree is updated in the same commit. */
async function createMergeCommit(
  ctx: GateContext,
  trunk: Trunk,
  score: number,
  references: readonly Reference[],
): Promise<{ commit: string } | { conflict: string }> {
  await using worktree = await TempWorktree.create(ctx.repo, trunk.sha, 'merge', ctx.factory);
  const outcome = await worktree.git.mergeNoCommit(ctx.sourceSha);
  if (!outcome.merged) return { conflict: outcome.conflict };
  const { trusted } = ctx;
  if (trusted.origin === 'trunk' && trusted.repoPath !== null) {
    const file = join(worktree.path, trusted.repoPath);
    const tree = parseTreeJson(await readFile(file, 'utf8'), `${trunk.branch}:${trusted.repoPath}`);
    if (!recordMerge(tree, { score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef })) {
      ctx.log(`node ${ctx.nodeId ?? '(unknown)'} is not in the tree: only meta.test_trunk_score is recorded`);
    }
    await writeFile(file, serializeTree(tree));
    await worktree.git.add([trusted.repoPath]);
  }
  return { commit: await worktree.git.commit(mergeMessage(ctx, trunk, score, references)) };
}

type Landing = { landed: true; pushed: boolean } | { landed: false };

/**
 * Moves trunk to the merge commit: plain push first (the remote is the shared truth), then the local
 * branch with its expected old value. A rejected push or a local branch that moved meanwhile means
 * trunk moved: the caller re-judges.
 */
async function moveTrunk(
  ctx: GateContext,
  trunk: Trunk,
  mergeCommit: string,
  pushTo: string | null,
): Promise<Landing> {
  const { repo } = ctx;
  if (pushTo !== null) {
    const pushed = await repo.push(pushTo, mergeCommit, trunk.branch);
    if (!pushed.pushed) {
      ctx.log(
        `push to ${pushTo}/${trunk.branch} rejected (trunk moved): ${pushed.message.split('\n')[0] ?? ''}`,
      );
      return { landed: false };
    }
  }
  const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
  const reason = `arbor-gate: merge ${ctx.sourceSha.slice(0, 12)}`;
  if (local === null || local === trunk.sha || (await repo.isAncestor(local, mergeCommit))) {
    const moved = await repo.updateBranch(trunk.branch, mergeCommit, local, reason);
    if (!moved && pushTo === null) return { landed: false };
    if (!moved) ctx.log(`local ${trunk.branch} changed meanwhile: left as it is (the remote has the merge)`);
  } else {
    ctx.log(`local ${trunk.branch} has commits that are not on ${pushTo ?? 'the remote'}: left as it is`);
  }
  return { landed: true, pushed: pushTo !== null };
}

/** After trunk moved: its new commit (fetched when trunk is pushed, else the local branch). */
async function refreshTrunk(ctx: GateContext, trunk: Trunk, pushTo: string | null): Promise<Trunk> {
  const sha =
    pushTo !== null
      ? await ctx.repo.fetchBranch(pushTo, trunk.branch)
      : await ctx.repo.refCommit(`refs/heads/${trunk.branch}`);
  if (sha === null) throw new InfraError(`trunk branch ${trunk.branch} disappeared while merging`);
  return { branch: trunk.branch, sha };
}

/** The CLI-mode tree (untracked local session folder) records the merge after it landed. */
async function recordInLocalTree(ctx: GateContext, score: number): Promise<void> {
  const { trusted } = ctx;
  if (trusted.origin !== 'local' || trusted.sessionDir === null || trusted.repoPath === null) return;
  if (await ctx.repo.isTracked(trusted.repoPath)) {
    ctx.log(`${trusted.label} is tracked by your checkout's branch, not by trunk: left unchanged`);
    return;
  }
  await updateTreeFile(trusted.label, (tree) => {
    recordMerge(tree, { score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef });
  });
  ctx.log(`recorded the merge in ${trusted.label}`);
}

function conflictReason(ctx: GateContext, trunk: Trunk, conflict: string): Reason {
  const lines = conflict
    .split('\n')
    .filter((l) => l.startsWith('CONFLICT'))
    .join('; ');
  return {
    code: 'merge_conflict',
    message: `merging ${ctx.sourceRef} into ${trunk.branch} (${trunk.sha.slice(0, 12)}) conflicts: ${lines || conflict}`,
  };
}

/**
 * Step 9: merges the accepted source into trunk, lands it, and re-judges when trunk moved meanwhile.
 * Returns `merged`, or the verdict that stopped it (`already_merged`, a conflict, `superseded`); throws
 * InfraError when trunk kept moving.
 */
export async function land(ctx: GateContext, firstTrunk: Trunk, judged: Accepted): Promise<Verdict> {
  const { repo, settings } = ctx;
  const pushTo = settings.push && (await repo.remoteExists(settings.remote)) ? settings.remote : null;
  if (settings.push && pushTo === null)
    ctx.log(`remote ${settings.remote} does not exist: trunk is updated locally only`);
  const maxAttempts = ctx.deps.maxLandAttempts ?? 3;
  let trunk = firstTrunk;
  let accepted = judged;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const { verdict, score } = accepted;
    if (attempt > 1 && (await repo.isAncestor(ctx.sourceSha, trunk.sha))) {
      return { ...verdict, decision: 'already_merged', target: { ...verdict.target, sha_after: trunk.sha } };
    }
    const merge = await createMergeCommit(ctx, trunk, score, accepted.references);
    if ('conflict' in merge) return reject(verdict, [conflictReason(ctx, trunk, merge.conflict)]);
    const landing = await moveTrunk(ctx, trunk, merge.commit, pushTo);
    if (landing.landed) {
      ctx.log(
        `merged into ${trunk.branch} as ${merge.commit.slice(0, 12)}${landing.pushed ? ` and pushed to ${pushTo}` : ''}`,
      );
      await recordInLocalTree(ctx, score);
      return {
        ...verdict,
        decision: 'merged',
        merge_commit: merge.commit,
        target: { ...verdict.target, sha_after: merge.commit },
      };
    }
    trunk = await refreshTrunk(ctx, trunk, pushTo);
    const rejudged = await rejudge(ctx, trunk, accepted);
    if (rejudged.kind === 'final') return rejudged.verdict;
    accepted = rejudged;
  }
  throw new InfraError(
    `${trunk.branch} kept moving: the merge could not be pushed after ${maxAttempts} attempts`,
  );
}
