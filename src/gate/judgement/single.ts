/**
 * `single` mode's runs (Arbor's rule): one run, or `eval-repeats` runs on seeds 1..N judged by their
 * mean, each in a fresh worktree of the same commit. Also measures trunk's head when no reference is
 * configured, the same way and watched for tampering like the candidate.
 */
import { formatVerdictScore } from '../../util/metric.js';
import { meanAndSd } from '../../stats/index.js';
import type { Attempt, EvalResult } from '../../eval/types.js';
import type { GateContext, Trunk } from '../context.js';
import type { Tamper } from '../evaluate.js';
import type { Reason } from '../verdict.js';
import { RunSeries } from './runs.js';
import type { LedgerLine } from '../../ledger/line.js';
import { meanScore } from '../../ledger/select.js';
import { earlierRuns } from '../ledger/use.js';
import { judgementSeeds } from './seeds.js';

/** The runs of one commit: every attempt, each run's score, the mean, or why there is none. */
export interface RepeatedResult extends Omit<EvalResult, 'score'> {
  /** The mean of the runs' scores; null when a run gave none. */
  score: number | null;
  scores: number[];
  tampered: Tamper[];
  /** The ledger lines the runs wrote (none without the ledger). */
  deciding: LedgerLine[];
}

/**
 * Runs `commit` `eval-repeats` times (when N >= 2 on the N seeds drawn for its tree, seeds.ts; none
 * for one run), stopping at a failed run.
 */
export async function measureRepeats(
  ctx: GateContext,
  commit: string,
  label: string,
  watch: readonly string[],
): Promise<RepeatedResult> {
  const repeats = ctx.settings.evalRepeats;
  const series = new RunSeries(ctx, watch, repeats);
  const scores: number[] = [];
  let failure: EvalResult['failure'] = null;
  const seeds = repeats > 1 ? await judgementSeeds(ctx, await ctx.repo.treeOf(commit), repeats) : [];
  for (let repeat = 1; repeat <= repeats; repeat++) {
    const seed = seeds[repeat - 1] ?? null;
    const run = await series.run(commit, repeats > 1 ? `${label}-run-${repeat}` : label, seed, null);
    if (run.score === null) {
      failure = run.failure;
      break;
    }
    scores.push(run.score);
  }
  return {
    attempts: series.attempts,
    score: failure === null && scores.length > 0 ? meanAndSd(scores).mean : null,
    scores,
    failure,
    scoreKey: series.scoreKey,
    scoreLine: series.scoreLine,
    warnings: series.warnings,
    tampered: series.tampered,
    deciding: series.deciding,
  };
}

/** Measures trunk's own score when no reference is configured (same command, fresh worktrees). */
export async function measureTrunk(
  ctx: GateContext,
  trunk: Trunk,
  watch: readonly string[],
): Promise<{ score: number } | { reason: Reason; attempts?: Attempt[] }> {
  ctx.log(`no test_trunk_score or test_baseline_score: measuring ${trunk.branch} first`);
  // The ledger held fewer runs of trunk's tree than eval-repeats (else they were the reference): they count too.
  const earlier = await earlierRuns(ctx, await ctx.repo.treeOf(trunk.sha));
  const result = await measureRepeats(ctx, trunk.sha, `trunk-${trunk.sha.slice(0, 8)}`, watch);
  const tamper = result.tampered[0];
  if (tamper !== undefined) {
    return { reason: { code: 'protected_tamper', message: `measuring ${trunk.branch}: ${tamper.message}` } };
  }
  if (result.score === null) {
    const failure = result.failure ?? { code: 'no_score' as const, message: 'no score' };
    return {
      reason: {
        code: failure.code,
        message: `no reference: measuring ${trunk.branch} (${trunk.sha.slice(0, 12)}) failed: ${failure.message}`,
      },
      // Trunk's own failed runs: the verdict shows them, and says the evaluation is broken on trunk.
      attempts: result.attempts.map((attempt) => ({ ...attempt, side: 'trunk' as const })),
    };
  }
  const score = earlier.length === 0 ? result.score : meanScore([...result.deciding, ...earlier]);
  ctx.log(
    `${trunk.branch} measured: ${formatVerdictScore(score)}${earlier.length === 0 ? '' : ` (the mean with the ledger's ${earlier.length} earlier run(s))`}`,
  );
  return { score };
}
