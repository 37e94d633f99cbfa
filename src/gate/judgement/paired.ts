/**
 * `paired` mode (issue 17): trunk (the candidate's first parent) and the candidate evaluated
 * alternately on the same seeds, the order counterbalanced within pairs (T1 C1, C2 T2, T3 C3, ...) so
 * that a warm cache or a drift in machine speed favours neither side. Every run is a fresh worktree
 * (runs.ts), both sides watched for protected-file tampering. After min-repeats pairs and after each
 * pair added, the rule of src/stats decides; a pair that does not give both scores ends the judgement
 * as `eval_failed` (nothing is judged on half a pair). The fresh trunk measurement is the bar;
 * `test_baseline_score` still applies to the candidate's mean, which is the verdict's score.
 */
import { formatVerdictScore } from '../../util/metric.js';
import { isLook, meanAndSd, type PairedLook, type PairedRule } from '../../stats/index.js';
import type { Candidate } from '../candidate.js';
import { compareScore, type Reference } from '../compare.js';
import { reject, type GateContext, type Trunk } from '../context.js';
import type { PairedJudgement, PairSample, Reason, Verdict } from '../verdict.js';
import { RunSeries, withSeries, type Measure, type MeasuredRun, type Side } from './runs.js';
import type { JudgementSettings } from './settings.js';
import type { LedgerLine } from '../../ledger/line.js';
import { judgementSeeds } from './seeds.js';
import { meanScore } from '../../ledger/select.js';
import { pairedLookAt, pairedThresholds, shownThreshold, type PairedThresholds } from './thresholds.js';
import { reusablePair } from './together.js';

/** The paired judgement before any pair: what the rule is, nothing measured yet. */
export function pairedJudgement(judgement: JudgementSettings, thresholds: PairedThresholds): PairedJudgement {
  return {
    rule: 'paired',
    confidence: judgement.confidence,
    min_delta: shownThreshold(thresholds.minDelta) as number | string,
    min_effect: shownThreshold(thresholds.minEffect),
    pairs: 0,
    seeds: [],
    samples: [],
    trunk: null,
    candidate: null,
    difference: null,
    p: null,
    stopped: null,
    evaluations: 0,
    ...(judgement.looks === null ? {} : { looks: judgement.looks }),
  };
}

/**
 * The rule the paired judgement applies: the settings' pairs, or the schedule `looks` fixed. Its
 * thresholds are set at each look (thresholds.ts), in the form each was given.
 */
export function pairedRule(judgement: JudgementSettings): PairedRule {
  const { looks } = judgement;
  return {
    confidence: judgement.confidence,
    minPairs: looks === null ? judgement.minPairs : (looks[0] as number),
    maxPairs: looks === null ? judgement.maxPairs : (looks[looks.length - 1] as number),
    minDelta: 0,
    minEffect: null,
    ...(looks === null ? {} : { looks }),
  };
}

/** The order of the two runs of pair `pair` (1-based): trunk first in odd pairs, the candidate first in even ones. */
export function pairOrder(pair: number): [Side, Side] {
  return pair % 2 === 1 ? ['trunk', 'candidate'] : ['candidate', 'trunk'];
}

export interface PairedOutcome {
  verdict: Verdict;
  /** Set when the candidate passed: its mean, and the references it beat. */
  accepted: { score: number; references: Reference[]; deciding: LedgerLine[] } | null;
}

interface Pairs {
  samples: PairSample[];
  look: PairedLook | null;
  /** The run that gave no score, when one did not. */
  failed: { side: Side; seed: number; run: MeasuredRun } | null;
}

/** Runs pairs on `seeds` until the rule decides, a run fails, or a run tampers with a protected file. */
async function runPairs(
  measure: Measure,
  series: RunSeries,
  rule: PairedRule,
  lookAt: (samples: readonly PairSample[]) => PairedLook,
  seeds: readonly number[],
): Promise<Pairs> {
  const samples: PairSample[] = [];
  let look: PairedLook | null = null;
  for (let pair = 1; pair <= rule.maxPairs; pair++) {
    const seed = seeds[pair - 1] as number;
    const scores: Partial<Record<Side, number>> = {};
    for (const side of pairOrder(pair)) {
      const run = await measure(side, seed);
      if (run.score === null) return { samples, look, failed: { side, seed, run } };
      if (series.tampered.length > 0) return { samples, look, failed: null };
      scores[side] = run.score;
    }
    samples.push({ seed, trunk: scores.trunk as number, candidate: scores.candidate as number });
    if (!isLook(rule, samples.length)) continue;
    look = lookAt(samples);
    if (look.decision !== 'continue') break;
  }
  return { samples, look, failed: null };
}

/**
 * How one side of a pair is measured. Seed-set noise: the ledger's run of that tree and seed when it
 * holds one. Noise the seed does not set (`together`): the ledger's whole pair made together, else
 * both sides run now, one beside the other.
 */
function pairMeasure(
  ctx: GateContext,
  series: RunSeries,
  commits: Record<Side, string>,
  label: string,
  together: boolean,
): Measure {
  const run: Measure = (side, seed) => series.run(commits[side], `${label}-${side}-seed-${seed}`, seed, side);
  if (!together)
    return (side, seed) => series.measure(commits[side], `${label}-${side}-seed-${seed}`, seed, side);
  const pairs = new Map<number, Promise<Record<Side, LedgerLine> | null>>();
  return async (side, seed) => {
    let pair = pairs.get(seed);
    if (pair === undefined) {
      const trees = {
        trunk: await ctx.repo.treeOf(commits.trunk),
        candidate: await ctx.repo.treeOf(commits.candidate),
      };
      pair = reusablePair(ctx, trees, seed);
      pairs.set(seed, pair);
    }
    const whole = await pair;
    return whole === null ? run(side, seed) : series.reuse(whole[side], side);
  };
}

function spread(values: readonly number[]): { mean: number; sd: number } | null {
  return values.length === 0 ? null : meanAndSd(values);
}

/** Why the rule rejected, in words that name the settings involved. */
function ruleReason(look: PairedLook, rule: PairedRule, thresholds: PairedThresholds): Reason {
  const minDelta = `${thresholds.minDelta.label} ${String(shownThreshold(thresholds.minDelta))}`;
  const minEffect =
    thresholds.minEffect === null
      ? ''
      : `${thresholds.minEffect.label} ${String(shownThreshold(thresholds.minEffect))}`;
  const at = `${look.pairs} pair(s)`;
  const bounds = `mean difference ${formatVerdictScore(look.mean)}, bounds [${formatVerdictScore(look.lower)}, ${formatVerdictScore(look.upper)}] at one-sided level ${look.level.toPrecision(3)}`;
  switch (look.decision) {
    case 'not_improved':
      return {
        code: 'not_improved',
        message: `paired with trunk on the same seeds, the gain's upper bound is below ${minDelta} after ${at} (${bounds})`,
      };
    case 'futility':
      return {
        code: 'not_improved',
        message: `paired with trunk on the same seeds, the gain's upper bound ${formatVerdictScore(look.futilityUpper as number)} (at confidence ${rule.confidence}) is below ${minEffect} after ${at}: stopped ${look.pairs >= rule.maxPairs ? 'at the cap' : 'early'} for futility (${bounds})`,
      };
    default:
      return {
        code: 'not_significant',
        message: `paired with trunk on the same seeds, the gain is not significant after ${at}, the most --max-repeats allows: its lower bound does not exceed ${minDelta} (${bounds}, p ${look.p.toPrecision(3)})`,
      };
  }
}

function stoppedOf(look: PairedLook, rule: PairedRule): PairedJudgement['stopped'] {
  if (look.decision === 'futility') return 'futility';
  return look.pairs >= rule.maxPairs ? 'cap' : 'early';
}

/** How `auto` hands a judgement to the paired rule: why, whether pairs are made together, its runs so far. */
export interface AutoPaired {
  chosenBy: string;
  together: boolean;
  series: RunSeries;
}

/** Judges the candidate by pairs against trunk; the verdict gets the runs, the judgement and the decision. */
export async function judgePaired(
  ctx: GateContext,
  trunk: Trunk,
  candidate: Candidate,
  watch: readonly string[],
  label: string,
  verdict: Verdict,
  auto: AutoPaired | null = null,
): Promise<PairedOutcome> {
  const { settings } = ctx;
  const { judgement } = settings;
  const rule = pairedRule(judgement);
  const thresholds = pairedThresholds(judgement, settings.minDelta, auto !== null);
  const series = auto?.series ?? new RunSeries(ctx, watch, 2 * rule.maxPairs, true);
  const commits: Record<Side, string> = { trunk: candidate.trunkSha, candidate: candidate.commit };
  const together = auto?.together ?? false;
  const measure = pairMeasure(ctx, series, commits, label, together);
  // The candidate's seeds, for both sides of each pair: unknowable before its tree existed.
  const seeds = await judgementSeeds(ctx, candidate.tree, rule.maxPairs);
  ctx.log(
    `paired judgement: ${trunk.branch} ${candidate.trunkSha.slice(0, 12)} against the candidate, ${rule.minPairs}..${rule.maxPairs} pairs at confidence ${rule.confidence}${together ? ', each pair made together' : ''}`,
  );
  const { samples, look, failed } = await runPairs(
    measure,
    series,
    rule,
    (pairs) => pairedLookAt(pairs, rule, thresholds, settings.metricDirection),
    seeds,
  );

  const candidateSpread = spread(samples.map((s) => s.candidate));
  const trunkSpread = spread(samples.map((s) => s.trunk));
  const judged: PairedJudgement = {
    ...pairedJudgement(judgement, thresholds),
    ...(auto === null ? {} : { chosen_by: auto.chosenBy, together, runs: series.counts }),
    pairs: samples.length,
    seeds: samples.map((s) => s.seed),
    samples,
    trunk: trunkSpread,
    candidate: candidateSpread,
    difference:
      look === null
        ? null
        : {
            mean: look.mean,
            lower: look.lower,
            upper: look.upper,
            level: look.level,
            futility_upper: look.futilityUpper,
          },
    p: look?.p ?? null,
    stopped: look === null || look.decision === 'continue' ? null : stoppedOf(look, rule),
    evaluations: series.attempts.length,
  };
  const next = withSeries(
    ctx,
    { ...verdict, judgement: judged, score: failed === null ? (candidateSpread?.mean ?? null) : null },
    series,
  );
  if (series.tampered.length > 0) return { verdict: next, accepted: null };
  if (failed !== null) {
    const failure = failed.run.failure ?? { code: 'eval_failed', message: 'no score' };
    const message = `paired run on seed ${failed.seed}, ${failed.side} (${commits[failed.side].slice(0, 12)}), gave no score: ${failure.message}; nothing is judged on half a pair`;
    return { verdict: reject(next, [{ code: 'eval_failed', message }]), accepted: null };
  }
  if (look === null || trunkSpread === null || candidateSpread === null) {
    throw new Error('internal: the paired loop ended without a look');
  }
  ctx.log(
    `paired: ${look.pairs} pair(s), mean difference ${formatVerdictScore(look.mean)} in [${formatVerdictScore(look.lower)}, ${formatVerdictScore(look.upper)}]: ${look.decision}`,
  );
  if (look.decision !== 'accept')
    return { verdict: reject(next, [ruleReason(look, rule, thresholds)]), accepted: null };
  const bar = {
    name: `${trunk.branch} paired on the same seeds (mean of ${look.pairs})`,
    value: trunkSpread.mean,
  };
  return beyondBaseline(ctx, next, candidateSpread.mean, bar, series.deciding);
}

/**
 * An accepted candidate's last check, the configured `test_baseline_score` against its mean; the
 * outcome names the references it beat (`bar`, the trunk it was judged against, first).
 */
export function beyondBaseline(
  ctx: GateContext,
  next: Verdict,
  score: number,
  bar: Reference,
  deciding: LedgerLine[],
): PairedOutcome {
  const { settings } = ctx;
  const references: Reference[] = [bar];
  if (settings.testBaselineScore !== null) {
    const baseline = { name: 'test_baseline_score', value: settings.testBaselineScore };
    const comparison = compareScore(score, [baseline], settings.metricDirection, settings.minDelta);
    if (!comparison.improved) {
      // The bar beaten in pairs is trunk; the baseline is a number stored once (Arbor records one run
      // of the baseline), which on a noisy evaluator may itself be a lucky draw: say so beside it.
      const judgement = next.judgement;
      const sd = judgement.rule === 'paired' ? judgement.trunk?.sd : undefined;
      const stored =
        sd === undefined || sd === null || sd === 0
          ? ''
          : `; test_baseline_score is a stored number, not measured in this judgement, and trunk's runs here vary by sd ${formatVerdictScore(sd)}: if it was one run, re-measure it or unset it`;
      return {
        verdict: reject(
          next,
          comparison.shortfalls.map((message) => ({
            code: 'not_improved',
            message: `the candidate's mean: ${message}${stored}`,
          })),
        ),
        accepted: null,
      };
    }
    references.push(baseline);
  }
  // The record is the mean of every candidate run the pairs rest on (a seed the ledger holds several
  // runs of counts each of them), which is what `ledger verify` checks against the deciding lines.
  const recorded = deciding.length === 0 ? score : meanScore(deciding);
  return {
    verdict: { ...next, score: recorded },
    accepted: { score: recorded, references, deciding },
  };
}
