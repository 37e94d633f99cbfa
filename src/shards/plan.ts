/**
 * `plan` (issue 20): everything `verify` resolves and checks before it evaluates (the trusted tree,
 * trunk, the source, the candidate, the static checks), and then, instead of evaluating, the shards:
 * one per side and seed of the first wave, leaving out what the ledger already holds. A refusal in
 * the static checks is the final verdict: nothing fans out. `nextWave` plans a later wave of the
 * same plan (the aggregate's inconclusive look).
 */
import { UserError } from '../errors.js';
import type { GateDeps } from '../gate/context.js';
import type { GateInput } from '../gate/input.js';
import { pairOrder } from '../gate/judgement/paired.js';
import { ledgerReference, reusableMeasurement, reusableRuns } from '../gate/ledger/use.js';
import { judgementSeeds } from '../gate/judgement/seeds.js';
import { prepare, type Ready, type ReportPlace } from '../gate/prepare.js';
import { budgetedStaticChecks } from '../gate/static-checks.js';
import type { Verdict } from '../gate/verdict.js';
import { evaluatorOf, shardedRule } from './planned.js';
import { pinCandidate } from './rebuild.js';
import {
  matrixLimitProblem,
  PLAN_VERSION,
  shardId,
  waveMatrix,
  waveSeeds,
  type MatrixEntry,
  type Plan,
  type PlanDocument,
  type PlanSettings,
  type Shard,
  type ShardBy,
  type Side,
} from './shape.js';

/** A wave ready to fan out: the plan document (all shards so far) and this wave's matrix. */
export interface PlannedWave {
  document: PlanDocument;
  matrix: { include: MatrixEntry[] };
  /** The shards of this wave (the matrix's, ungrouped). */
  shards: Shard[];
}

export type PlanOutcome = ReportPlace &
  ({ kind: 'final'; verdict: Verdict } | ({ kind: 'plan' } & PlannedWave));

/** The plan's looks: paired mode's schedule (`looks`, else min-repeats then max-repeats); one wave in single mode. */
function planLooks(ready: Ready): number[] {
  const { judgement } = ready.ctx.settings;
  if (judgement.rule === 'single') return [1];
  if (judgement.looks !== null) return judgement.looks;
  return [...new Set([judgement.minPairs, judgement.maxPairs])];
}

/** The seeds single mode runs on `tree`, numbered from 1 (the shard ids): eval-repeats drawn seeds, or one unseeded run. */
async function singleSeeds(
  ready: Ready,
  tree: string,
): Promise<Array<{ index: number; seed: number | null }>> {
  const repeats = ready.ctx.settings.evalRepeats;
  if (repeats < 2) return [{ index: 0, seed: null }];
  const seeds = await judgementSeeds(ready.ctx, tree, repeats);
  return seeds.map((seed, i) => ({ index: i + 1, seed }));
}

/** The shards of one wave that the ledger cannot answer, in the order a single process would run them. */
async function waveShards(
  ready: Ready,
  looks: readonly number[],
  wave: number,
  evaluator: string,
): Promise<Shard[]> {
  const { ctx, candidate } = ready;
  const trees: Record<Side, string> = {
    trunk: await ctx.repo.treeOf(candidate.trunkSha),
    candidate: candidate.tree,
  };
  const commits: Record<Side, string> = { trunk: candidate.trunkSha, candidate: candidate.commit };
  const shard = (side: Side, { index, seed }: { index: number; seed: number | null }): Shard => ({
    id: shardId(side, index),
    side,
    tree: trees[side],
    commit: commits[side],
    seed,
    evaluator,
  });
  const shards: Shard[] = [];
  if (ctx.settings.judgement.rule === 'paired') {
    // Both sides on the candidate's seeds, as the judgement runs them.
    const seeds = await judgementSeeds(ctx, candidate.tree, looks[looks.length - 1] as number);
    for (const index of waveSeeds(looks, wave)) {
      const seed = seeds[index - 1] as number;
      for (const side of pairOrder(index)) {
        if ((await reusableRuns(ctx, trees[side], seed)) === null) shards.push(shard(side, { index, seed }));
      }
    }
    return shards;
  }
  const measuresTrunk =
    ready.references.kind === 'measure' && (await ledgerReference(ctx, ready.trunk)) === null;
  if (measuresTrunk) shards.push(...(await singleSeeds(ready, trees.trunk)).map((at) => shard('trunk', at)));
  if ((await reusableMeasurement(ctx, candidate.tree)) === null) {
    shards.push(...(await singleSeeds(ready, trees.candidate)).map((at) => shard('candidate', at)));
  }
  return shards;
}

/** The gate input the plan carries to every job: the settings as given, without this job's own fields or secrets. */
function planSettings(input: GateInput, looks: readonly number[], paired: boolean): PlanSettings {
  const {
    mode: _mode,
    cwd: _cwd,
    dryRun: _dry,
    reportPath: _report,
    ledgerKey: _key,
    agent: _agent,
    ...settings
  } = input;
  return paired ? { ...settings, looks: looks.join(',') } : settings;
}

/** The wave's matrix, or the refusal that names the settings sizing it (GitHub's limits). */
function checkedMatrix(ready: Ready, shards: Shard[], shardBy: ShardBy, deps: GateDeps) {
  const matrix = waveMatrix(shards, shardBy);
  const sizedBy =
    ready.ctx.settings.judgement.rule === 'paired'
      ? `${deps.name('minRepeats')} (the first wave's pairs) or ${deps.name('looks')} / ${deps.name('maxRepeats')} (the later waves')`
      : deps.name('evalRepeats');
  const problem = matrixLimitProblem(matrix, sizedBy);
  if (problem !== null) throw new UserError(problem);
  return matrix;
}

/** Resolves, checks and plans the first wave; a final verdict when there is nothing to fan out. */
export async function planShards(input: GateInput, deps: GateDeps, shardBy: ShardBy): Promise<PlanOutcome> {
  const prepared = shardedRule(await prepare({ ...input, mode: 'verify' }, deps));
  const place = { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
  if (prepared.kind === 'final') return { ...place, verdict: prepared.verdict, kind: 'final' };
  const { ctx, trunk, candidate } = prepared;
  try {
    // Under the judge's own time budget: a plan gives up where verify would, as the same verdict.
    const checked = await budgetedStaticChecks(ctx, trunk, candidate, prepared.verdict);
    if ('timeout' in checked) return { ...place, kind: 'final', verdict: checked.timeout };
    if (checked.verdict.reasons.length > 0) return { ...place, kind: 'final', verdict: checked.verdict };
    const looks = planLooks(prepared);
    const evaluator = evaluatorOf(ctx);
    const plan: Plan = {
      version: PLAN_VERSION,
      trunk_sha: trunk.sha,
      trunk_branch: trunk.branch,
      source_sha: ctx.sourceSha,
      source_ref: ctx.sourceRef,
      node_id: ctx.nodeId,
      candidate_tree: candidate.tree,
      candidate: await pinCandidate(ctx.repo, candidate.commit),
      evaluator,
      rule: ctx.settings.judgement.rule === 'single' ? 'single' : 'paired',
      shard_by: shardBy,
      settings: planSettings(input, looks, ctx.settings.judgement.rule === 'paired'),
      looks,
      wave: 1,
    };
    const shards = await waveShards(prepared, looks, 1, evaluator);
    const matrix = checkedMatrix(prepared, shards, shardBy, deps);
    ctx.log(`plan: ${shards.length} shard(s) in wave 1 of ${looks.length} (looks at ${looks.join(', ')})`);
    return { ...place, kind: 'plan', document: { plan, shards }, matrix, shards };
  } finally {
    await ctx.logs.close().catch(() => undefined);
  }
}

/** The next wave of `ready`'s plan: the document with its shards added, and the wave's matrix. */
export async function nextWave(ready: Ready, doc: PlanDocument, deps: GateDeps): Promise<PlannedWave> {
  const { plan } = doc;
  const wave = plan.wave + 1;
  const shards = await waveShards(ready, plan.looks, wave, plan.evaluator);
  const matrix = checkedMatrix(ready, shards, plan.shard_by, deps);
  return { document: { plan: { ...plan, wave }, shards: [...doc.shards, ...shards] }, matrix, shards };
}
