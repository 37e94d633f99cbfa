/**
 * `aggregate` (issue 20): the fan-in job. Reads every planned shard's result (results.ts), then runs
 * the gate's own judgement (judge.ts: the same rule, single or paired, with the plan's look schedule)
 * with each run's result read from its shard instead of evaluated (GateDeps `runAt`), so the ledger
 * records them as a run in one process would, and in merge mode lands with the gate's `land`. A
 * paired look that asks for the next wave's pairs ends this wave inconclusive: the outcome is the next
 * wave's plan. Trunk that moved since the plan is `superseded` here (the aggregate never evaluates,
 * so it cannot re-judge): plan again.
 */
import type { EvalResult } from '../eval/types.js';
import { reject, type GateDeps } from '../gate/context.js';
import type { GateInput } from '../gate/input.js';
import { judge } from '../gate/judge.js';
import { judgementSeeds } from '../gate/judgement/seeds.js';
import { land } from '../gate/land.js';
import { shareVerifyLines } from '../gate/ledger/share.js';
import type { ReportPlace } from '../gate/prepare.js';
import type { Verdict } from '../gate/verdict.js';
import { nextWave, type PlannedWave } from './plan.js';
import { preparePlanned, type PlannedReady } from './planned.js';
import { readResults } from './results.js';
import { shardId, type PlanDocument, type ShardResult } from './shape.js';

export type AggregateOutcome = ReportPlace &
  ({ kind: 'verdict'; verdict: Verdict } | { kind: 'next'; verdict: Verdict; wave: PlannedWave });

/** A run the judgement asked for that no result answers: the next wave's, or one the plan left to the ledger. */
class Unplanned extends Error {
  constructor(
    readonly id: string,
    /** The pair (or repeat) number of the run; 0 for an unseeded run. */
    readonly index: number,
  ) {
    super(`shard ${id} has no result`);
  }
}

/** A shard's result as the run it stands for; attempts numbered on from `firstAttempt`. */
function asRun(result: ShardResult, firstAttempt: number): EvalResult {
  return {
    attempts: result.attempts.map((attempt, i) => ({ ...attempt, n: firstAttempt + i })),
    score: result.score ?? null,
    failure: result.failure ?? null,
    scoreKey: result.score_key ?? null,
    scoreLine: null,
    warnings: result.warnings ?? [],
  };
}

function errorVerdict(verdict: Verdict, problems: readonly string[]): Verdict {
  return {
    ...verdict,
    decision: 'error',
    reasons: [...verdict.reasons, ...problems.map((message) => ({ code: 'shard_result' as const, message }))],
  };
}

/** Judges the plan's complete results and, in merge mode, lands; or plans the next wave. */
export async function aggregateShards(
  doc: PlanDocument,
  resultsDir: string,
  input: GateInput,
  deps: GateDeps,
): Promise<AggregateOutcome> {
  const prepared = await preparePlanned(doc, input, deps, 'aggregate');
  const place = { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
  if (prepared.kind === 'final') return { ...place, kind: 'verdict', verdict: prepared.verdict };
  const { logs } = prepared.ctx;
  try {
    const outcome = await judgeResults(prepared, doc, resultsDir);
    const verdict =
      outcome.kind === 'verdict' && input.mode === 'verify'
        ? await shareVerifyLines(prepared.ctx, outcome.verdict)
        : outcome.verdict;
    return { ...place, ...outcome, verdict: { ...verdict, logs: await logs.close() } };
  } catch (error) {
    await logs.close().catch(() => undefined);
    throw error;
  }
}

async function judgeResults(
  prepared: PlannedReady,
  doc: PlanDocument,
  resultsDir: string,
): Promise<{ kind: 'verdict'; verdict: Verdict } | { kind: 'next'; verdict: Verdict; wave: PlannedWave }> {
  const { plan } = doc;
  const read = await readResults(resultsDir, doc);
  if ('problems' in read) return { kind: 'verdict', verdict: errorVerdict(prepared.verdict, read.problems) };
  const { ctx } = prepared;
  const commits = { trunk: plan.trunk_sha, candidate: prepared.candidate.commit };
  // The seeds the judgement runs on, as the plan drew them (seeds.ts): a seed's number is its shard's.
  const count = Math.max(ctx.settings.evalRepeats, plan.looks[plan.looks.length - 1] as number);
  const seeds = {
    trunk: await judgementSeeds(ctx, await ctx.repo.treeOf(plan.trunk_sha), count),
    candidate: await judgementSeeds(ctx, prepared.candidate.tree, count),
  };
  const runAt: NonNullable<GateDeps['runAt']> = async (commit, at) => {
    const side = commit === commits.trunk ? 'trunk' : commit === commits.candidate ? 'candidate' : null;
    if (side === null)
      throw new Error(`internal: the judgement asked for commit ${commit}, which the plan has not`);
    // Paired: both sides run on the candidate's seeds; single: each tree on its own.
    const drawn = plan.rule === 'paired' ? seeds.candidate : seeds[side];
    const index = at.seed === null ? 0 : drawn.indexOf(at.seed) + 1;
    const id = shardId(side, index);
    const result = read.results.get(id);
    if (result === undefined || result.seed !== at.seed) throw new Unplanned(id, index);
    return { result: asRun(result, at.firstAttempt), tampered: result.tampered ?? [] };
  };
  const ready: PlannedReady = { ...prepared, ctx: { ...ctx, deps: { ...ctx.deps, runAt } } };
  // The shards' results are recorded only when the judgement accepts them (gate-ledger.ts holdRecords).
  ctx.ledger?.holdRecords();
  let judged;
  try {
    judged = await judge(ready);
  } catch (error) {
    if (!(error instanceof Unplanned)) throw error;
    const waveEnd = plan.looks[plan.wave - 1] as number;
    if (plan.rule === 'paired' && error.index > waveEnd && plan.wave < plan.looks.length) {
      const wave = await nextWave(ready, doc, ctx.deps);
      ctx.log(
        `wave ${plan.wave} is inconclusive at ${waveEnd} pair(s): wave ${plan.wave + 1} has ${wave.shards.length} shard(s)`,
      );
      return { kind: 'next', verdict: prepared.verdict, wave };
    }
    const message = `shard ${error.id}: no result, and the ledger here holds no run for it (the plan left it out because the plan job's ledger did: fetch the ledger's notes ref first)`;
    return { kind: 'verdict', verdict: errorVerdict(prepared.verdict, [message]) };
  }
  if (judged.kind === 'final') return { kind: 'verdict', verdict: judged.verdict };
  await ctx.ledger?.release();
  if (!ready.writes) return { kind: 'verdict', verdict: { ...judged.verdict, decision: 'would_merge' } };
  const landing = await land(ready, judged);
  if (landing.kind === 'merged') return { kind: 'verdict', verdict: landing.verdict };
  const message =
    landing.kind === 'cancelled'
      ? 'the call was cancelled before the push began: nothing was merged'
      : `${plan.trunk_branch} moved to ${landing.trunk.sha.slice(0, 12)} since the plan: nothing was merged (the aggregate never evaluates, so it cannot re-judge: plan again)`;
  return {
    kind: 'verdict',
    verdict: reject(judged.verdict, [
      { code: landing.kind === 'cancelled' ? 'cancelled' : 'superseded', message },
    ]),
  };
}
