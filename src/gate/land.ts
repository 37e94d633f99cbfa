/**
 * Step three of the gate, merge mode only: lands an accepted judgement. Nothing about the merge is
 * computed here: the evaluated candidate's tree lands as it is, in a commit with the candidate's
 * parents (trunk, source) whose message names the score and the evaluated tree; when trunk tracks the
 * idea tree, the one file that differs is the tree recording the verified score. Then refs move: a
 * plain push, and the local trunk by `update-ref` with its expected old value. A rejected push or a
 * local trunk that moved means trunk moved: the caller re-judges on it. Once trunk has moved, the
 * verdict is `merged` whatever fails after (a local tree, a checkout): that becomes a warning.
 */
import { updateTreeFile, parseTreeJson, serializeTree } from '../session/tree.js';
import { formatVerdictScore } from '../util/metric.js';
import { InfraError } from '../errors.js';
import { evaluatedWords } from './candidate.js';
import type { GateContext, Trunk } from './context.js';
import type { Accepted } from './judge.js';
import type { Ready } from './prepare.js';
import { recordMerge } from './record.js';
import { findTrunkCheckout, followTrunk, requireFollowable } from './trunk-checkout.js';
import type { Verdict } from './verdict.js';

export type Landing = { kind: 'merged'; verdict: Verdict } | { kind: 'moved'; trunk: Trunk };

function mergeMessage(ctx: GateContext, ready: Ready, accepted: Accepted): string {
  const { trunk, candidate } = ready;
  const node = ctx.nodeId === null ? '' : `node ${ctx.nodeId} `;
  const score = formatVerdictScore(accepted.score);
  const refs = accepted.references.map((r) => `${r.name} ${formatVerdictScore(r.value)}`).join(', ');
  return [
    `arbor-gate: merge ${node}(${ctx.sourceRef}) into ${trunk.branch}, B_test ${score}`,
    '',
    `Verified B_test score ${score} (${ctx.settings.metricDirection}) of ${evaluatedWords(candidate.kind)}, measured on the tree named below, beats ${refs}.`,
    '',
    ...(ctx.nodeId === null ? [] : [`Arbor-Node: ${ctx.nodeId}`]),
    `Arbor-Source: ${ctx.sourceRef} ${ctx.sourceSha}`,
    `Arbor-Score: ${score}`,
    `Arbor-Evaluated-Tree: ${candidate.tree}`,
  ].join('\n');
}

/**
 * The commit that lands: the candidate's tree (plus the score recorded in trunk's tracked idea tree),
 * the candidate's parents, the message with the trailers.
 */
async function landedCommit(ctx: GateContext, ready: Ready, accepted: Accepted): Promise<string> {
  const { repo, trusted } = ctx;
  const { candidate } = ready;
  let tree = candidate.tree;
  const entry =
    trusted.origin === 'trunk' && trusted.repoPath !== null
      ? await repo.lsTreeEntry(candidate.commit, trusted.repoPath)
      : null;
  if (entry !== null && entry.type === 'blob' && trusted.repoPath !== null) {
    const label = `${ready.trunk.branch}:${trusted.repoPath}`;
    const idea = parseTreeJson((await repo.readBlob(entry.sha)).toString('utf8'), label);
    if (!recordMerge(idea, { score: accepted.score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef })) {
      ctx.log(`node ${ctx.nodeId ?? '(unknown)'} is not in the tree: only meta.test_trunk_score is recorded`);
    }
    const blob = await repo.writeBlob(serializeTree(idea));
    tree = await repo.treeWithFile(candidate.tree, trusted.repoPath, blob, entry.mode);
  }
  return repo.commitTree(tree, [ready.trunk.sha, ctx.sourceSha], mergeMessage(ctx, ready, accepted));
}

/** Trunk's commit now: fetched from the remote it is pushed to, else the local branch. */
async function currentTrunk(ctx: GateContext, branch: string): Promise<Trunk> {
  const sha =
    ctx.pushTo !== null
      ? await ctx.repo.fetchBranch(ctx.pushTo, branch)
      : await ctx.repo.refCommit(`refs/heads/${branch}`);
  if (sha === null) throw new InfraError(`trunk branch ${branch} disappeared while merging`);
  return { branch, sha };
}

/** After the push: the local trunk follows the remote when it can; why it did not is a warning. */
async function followRemote(ctx: GateContext, trunk: Trunk, landed: string, remote: string, reason: string) {
  const { repo } = ctx;
  const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
  if (local !== null && local !== trunk.sha && !(await repo.isAncestor(local, landed))) {
    return `local ${trunk.branch} has commits that are not on ${remote}: left as it is (${remote} has the merge)`;
  }
  if (await repo.updateBranch(trunk.branch, landed, local, reason)) return null;
  return `local ${trunk.branch} changed meanwhile: left as it is (${remote} has the merge)`;
}

/**
 * Moves trunk to `landed`: plain push first (the remote is the shared truth), then the local branch
 * with its expected old value. Returns whether the local branch moved too, or null when trunk had
 * moved meanwhile (nothing landed).
 */
async function moveTrunk(
  ctx: GateContext,
  trunk: Trunk,
  landed: string,
  warnings: string[],
): Promise<{ localMoved: boolean } | null> {
  const { repo, pushTo } = ctx;
  const reason = `arbor-gate: merge ${ctx.sourceSha.slice(0, 12)}`;
  if (pushTo === null) {
    // No remote: the local branch is trunk, and it must still be where the candidate was built.
    const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
    if (local !== trunk.sha) return null;
    return (await repo.updateBranch(trunk.branch, landed, local, reason)) ? { localMoved: true } : null;
  }
  const pushed = await repo.push(pushTo, landed, trunk.branch);
  if (!pushed.pushed) {
    ctx.log(
      `push to ${pushTo}/${trunk.branch} rejected (trunk moved): ${pushed.message.split('\n')[0] ?? ''}`,
    );
    return null;
  }
  let localMoved = false;
  await afterLanding(warnings, `moving the local ${trunk.branch}`, async () => {
    const warning = await followRemote(ctx, trunk, landed, pushTo, reason);
    localMoved = warning === null;
    return warning;
  });
  return { localMoved };
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

/** Runs a step after trunk moved; a failure becomes a warning, never an error without a verdict. */
async function afterLanding(warnings: string[], what: string, step: () => Promise<string | null | void>) {
  try {
    const warning = await step();
    if (typeof warning === 'string') warnings.push(warning);
  } catch (error) {
    warnings.push(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Step 9: lands the accepted candidate. `merged` when trunk now holds the landed commit; `moved` with
 * trunk's new commit when it moved meanwhile (nothing was landed).
 */
export async function land(ready: Ready, accepted: Accepted): Promise<Landing> {
  const { ctx, trunk } = ready;
  const landed = await landedCommit(ctx, ready, accepted);
  // A checked-out trunk must still be able to follow; checked before anything moves.
  const checkout = await findTrunkCheckout(ctx.repo, trunk.branch);
  if (checkout !== null) await requireFollowable(ctx.repo, ctx.factory, checkout, trunk, landed);
  const warnings: string[] = [];
  const moved = await moveTrunk(ctx, trunk, landed, warnings);
  if (moved === null) return { kind: 'moved', trunk: await currentTrunk(ctx, trunk.branch) };
  ctx.log(
    `merged into ${trunk.branch} as ${landed.slice(0, 12)}${ctx.pushTo !== null ? ` and pushed to ${ctx.pushTo}` : ''}`,
  );
  if (moved.localMoved && checkout !== null) {
    await afterLanding(warnings, `updating the checkout of ${trunk.branch} in ${checkout}`, () =>
      followTrunk(ctx.factory, checkout, trunk.sha, landed),
    );
  }
  await afterLanding(warnings, `recording the merge in ${ctx.trusted.label}`, () =>
    recordInLocalTree(ctx, accepted.score),
  );
  for (const warning of warnings) ctx.log(`warning: ${warning}`);
  const { verdict } = accepted;
  return {
    kind: 'merged',
    verdict: {
      ...verdict,
      decision: 'merged',
      merge_commit: landed,
      target: { ...verdict.target, sha_after: landed },
      warnings: [...(verdict.warnings ?? []), ...warnings],
    },
  };
}
