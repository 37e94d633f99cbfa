/**
 * What the B_dev/B_test divergence flag may rest on (compare.ts `detectDivergence` decides): the
 * node's parent's B_dev from the trusted tree, whether the parent's state is the trunk state the
 * B_test gain is measured against, and the evaluator's noise from the runs this judgement used and the
 * ledger's runs of trunk's tree. Anything unknown stays null, and the flag then says nothing.
 */
import { treesWithoutArbor } from '../../git/notes.js';
import { meanAndSd } from '../../stats/index.js';
import type { IdeaTree } from '../../session/tree.js';
import { gain } from '../../util/metric.js';
import type { Candidate } from '../candidate.js';
import type { DivergenceInput } from '../compare.js';
import type { GateContext } from '../context.js';
import type { Verdict } from '../verdict.js';

export type DivergenceEvidence = Pick<
  DivergenceInput,
  'parentDevScore' | 'comparable' | 'runSd' | 'testGainSe'
>;

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The parent node of the judged one, its id and its B_dev (the root's is meta.baseline_score). */
function parentOf(tree: IdeaTree, nodeId: string): { id: string; score: number | null } | null {
  const parentId = tree.nodes[nodeId]?.parent_id;
  if (typeof parentId !== 'string') return null;
  const own = finite(tree.nodes[parentId]?.score);
  const isRoot = parentId === tree.root_id || tree.nodes[parentId]?.parent_id === null;
  return { id: parentId, score: own ?? (isRoot ? finite(tree.meta.baseline_score) : null) };
}

/**
 * Whether the parent's state is trunk's: the candidate is the node's own code (trunk is an ancestor
 * of it, so nothing landed since it branched), and the parent's branch (its code_ref) holds trunk's
 * tree, or the parent is the root and no idea of the tree was merged yet.
 */
async function parentIsTrunk(
  ctx: GateContext,
  tree: IdeaTree,
  parentId: string,
  candidate: Candidate,
): Promise<boolean> {
  if (candidate.kind !== 'source') return false;
  const ref = tree.nodes[parentId]?.code_ref;
  if (typeof ref !== 'string' || ref === '') {
    const isRoot = parentId === tree.root_id || tree.nodes[parentId]?.parent_id === null;
    return isRoot && !Object.values(tree.nodes).some((node) => node?.status === 'merged');
  }
  const parent = await ctx.repo.resolveCommit(ref, `code_ref of node ${parentId}`).catch(() => null);
  if (parent === null) return false;
  const [parentTree, trunkTree] = await Promise.all([
    ctx.repo.treeOf(parent),
    ctx.repo.treeOf(candidate.trunkSha),
  ]);
  const keys = await treesWithoutArbor(ctx.repo, [parentTree, trunkTree]);
  return keys.get(parentTree) === keys.get(trunkTree);
}

/** The pooled standard deviation of groups of runs of one tree each; null when no group has two runs. */
function pooledSd(groups: ReadonlyArray<readonly number[]>): number | null {
  let squares = 0;
  let freedom = 0;
  for (const group of groups) {
    if (group.length < 2) continue;
    squares += meanAndSd(group).sd ** 2 * (group.length - 1);
    freedom += group.length - 1;
  }
  return freedom === 0 ? null : Math.sqrt(squares / freedom);
}

/** The noise of one run and of the B_test gain, from the pairs, or from the runs of both sides. */
async function noise(
  ctx: GateContext,
  verdict: Verdict,
  candidate: Candidate,
): Promise<Pick<DivergenceInput, 'runSd' | 'testGainSe'>> {
  const { judgement } = verdict;
  if (judgement.rule === 'paired') {
    if (judgement.samples.length < 2) return { runSd: null, testGainSe: null };
    const differences = judgement.samples.map((s) => gain(s.candidate, s.trunk, verdict.metric_direction));
    const { sd } = meanAndSd(differences);
    return { runSd: sd / Math.SQRT2, testGainSe: sd / Math.sqrt(differences.length) };
  }
  const candidateRuns = verdict.repeats?.scores ?? (verdict.score === null ? [] : [verdict.score]);
  const trunkRuns =
    ctx.ledger === null
      ? []
      : (await ctx.ledger.runs(await ctx.repo.treeOf(candidate.trunkSha))).map((line) => line.score ?? NaN);
  const runSd = pooledSd([candidateRuns, trunkRuns]);
  if (runSd === null || candidateRuns.length === 0) return { runSd, testGainSe: null };
  // A configured trunk score is one number of unknown origin: counted as one run.
  const fromRuns = verdict.reference_source === 'ledger' || verdict.reference_source === 'measured';
  const trunkCount = fromRuns ? Math.max(1, trunkRuns.length) : 1;
  return { runSd, testGainSe: runSd * Math.sqrt(1 / candidateRuns.length + 1 / trunkCount) };
}

export async function divergenceEvidence(
  ctx: GateContext,
  verdict: Verdict,
  candidate: Candidate,
): Promise<DivergenceEvidence> {
  const tree = ctx.trusted.tree;
  const parent = tree === null || ctx.nodeId === null ? null : parentOf(tree, ctx.nodeId);
  if (tree === null || parent === null || parent.score === null) {
    return { parentDevScore: null, comparable: false, runSd: null, testGainSe: null };
  }
  return {
    parentDevScore: parent.score,
    comparable: await parentIsTrunk(ctx, tree, parent.id, candidate),
    ...(await noise(ctx, verdict, candidate)),
  };
}
