/**
 * Step three of the gate, merge mode only: lands an accepted judgement. Nothing about the merge is
 * computed here: the evaluated candidate's tree lands as it is, in a commit with the candidate's
 * parents (trunk, source) whose message names the score and the evaluated tree; when trunk tracks the
 * idea tree, the files that differ are the idea tree's files (idea_tree.json and idea_tree.md)
 * recording the verified score. Then refs move: a plain push, and the local trunk by `update-ref` with
 * its expected old value. A rejected push or a local trunk that moved means trunk moved: the caller
 * re-judges on it. Once trunk has moved, the verdict is `merged` whatever fails after (a local tree, a
 * checkout): that becomes a warning.
 */
import { posix } from 'node:path';
import type { TreeEntry, TreeFile } from '../git/adapter.js';
import { isRegularFile } from '../git/parse.js';
import { treeMarkdownPath, updateTreeFile } from '../session/tree.js';
import { formatVerdictScore } from '../util/metric.js';
import { InfraError } from '../errors.js';
import { evaluatedWords } from './candidate.js';
import type { GateContext, Trunk } from './context.js';
import type { Accepted } from './judge.js';
import type { Ready } from './prepare.js';
import { recordInTreeTexts, recordMerge } from './record.js';
import { findTrunkCheckout, followTrunk, requireFollowable } from './trunk-checkout.js';
import type { Verdict } from './verdict.js';
import { ledgerTrailers, pushWithLedger } from './ledger/share.js';

/** `cancelled`: the caller's signal aborted before the push began; nothing moved. */
export type Landing =
  { kind: 'merged'; verdict: Verdict } | { kind: 'moved'; trunk: Trunk } | { kind: 'cancelled' };

/** `recorded`: the idea tree's files the landed tree replaces (none when trunk does not track the tree). */
function mergeMessage(ctx: GateContext, ready: Ready, accepted: Accepted, recorded: TreeFile[]): string {
  const { trunk, candidate } = ready;
  const node = ctx.nodeId === null ? '' : `node ${ctx.nodeId} `;
  const score = formatVerdictScore(accepted.score);
  const refs = accepted.references.map((r) => `${r.name} ${formatVerdictScore(r.value)}`).join(', ');
  const names = recorded.map((file) => posix.basename(file.path)).join(' and ');
  return [
    `arbor-gate: merge ${node}(${ctx.sourceRef}) into ${trunk.branch}, B_test ${score}`,
    '',
    `Verified B_test score ${score} (${ctx.settings.metricDirection}) of ${evaluatedWords(candidate.kind)}, measured on the tree named below, beats ${refs}.`,
    ...(recorded.length === 0
      ? []
      : [
          `This commit's tree differs from it only in the idea tree's files (${names}), which record the score.`,
        ]),
    '',
    ...(ctx.settings.commitMessage === null ? [] : [ctx.settings.commitMessage, '']),
    ...(ctx.nodeId === null ? [] : [`Arbor-Node: ${ctx.nodeId}`]),
    `Arbor-Source: ${ctx.sourceRef} ${ctx.sourceSha}`,
    `Arbor-Score: ${score}`,
    `Arbor-Evaluated-Tree: ${candidate.tree}`,
    ...ledgerTrailers(ctx, accepted.deciding),
  ].join('\n');
}

/**
 * The files of trunk's tracked idea tree with the merge recorded in them: `idea_tree.json`, and
 * `idea_tree.md` beside it rendered again from the new JSON in the format Arbor wrote it in, so the
 * two never disagree on trunk. Empty when trunk does not track the tree. When trunk tracks the JSON
 * but not the Markdown, the Markdown is added: Arbor always writes the two together (and its check
 * reports a tree without it), so the landed commit holds them as Arbor would have left them. A
 * Markdown path that holds something other than a regular file is left as it is.
 */
async function recordedTreeFiles(ctx: GateContext, ready: Ready, accepted: Accepted): Promise<TreeFile[]> {
  const { repo, trusted } = ctx;
  const { candidate } = ready;
  const jsonPath = trusted.origin === 'trunk' ? trusted.repoPath : null;
  const json = jsonPath === null ? null : await repo.lsTreeEntry(candidate.commit, jsonPath);
  if (jsonPath === null || json === null || !isRegularFile(json)) return [];
  const markdownPath = treeMarkdownPath(jsonPath);
  const markdown = markdownPath === null ? null : await repo.lsTreeEntry(candidate.commit, markdownPath);
  const writesMarkdown = markdownPath !== null && (markdown === null || isRegularFile(markdown));
  const text = async (entry: TreeEntry) => (await repo.readBlob(entry.sha)).toString('utf8');
  const recorded = recordInTreeTexts(
    await text(json),
    writesMarkdown && markdown !== null ? await text(markdown) : null,
    `${ready.trunk.branch}:${jsonPath}`,
    { score: accepted.score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef },
  );
  if (!recorded.nodeFound) {
    ctx.log(`node ${ctx.nodeId ?? '(unknown)'} is not in the tree: only meta.test_trunk_score is recorded`);
  }
  const files: TreeFile[] = [{ path: jsonPath, blob: await repo.writeBlob(recorded.json), mode: json.mode }];
  if (writesMarkdown && recorded.markdown !== null) {
    const blob = await repo.writeBlob(recorded.markdown);
    files.push({ path: markdownPath, blob, mode: markdown?.mode ?? '100644' });
  }
  return files;
}

/**
 * The commit that lands: the candidate's tree (plus the score recorded in trunk's tracked idea tree,
 * built without a worktree), the candidate's parents, the message with the trailers.
 */
async function landedCommit(ctx: GateContext, ready: Ready, accepted: Accepted): Promise<string> {
  const { repo } = ctx;
  const files = await recordedTreeFiles(ctx, ready, accepted);
  const tree =
    files.length === 0 ? ready.candidate.tree : await repo.treeWithFiles(ready.candidate.tree, files);
  const message = mergeMessage(ctx, ready, accepted, files);
  return repo.commitTree(tree, [ready.trunk.sha, ctx.sourceSha], message);
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
  const pushed =
    ctx.ledger === null
      ? await repo.push(pushTo, landed, trunk.branch)
      : await pushWithLedger(ctx, ctx.ledger, pushTo, landed, trunk.branch);
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
  // The last moment a cancellation counts: once the push began, the merge is seen through.
  if (ctx.deps.signal?.aborted === true) return { kind: 'cancelled' };
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
