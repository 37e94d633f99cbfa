/**
 * The paired sequential judgement (issue 17): trunk and candidate measured on the same seeds, d_i the
 * direction-aware difference on seed i (positive = the candidate is better). Pure: differences in, a
 * decision and its bounds out. After `minPairs` pairs and after each pair added:
 *
 * - accept when the lower bound of mean(d) exceeds `minDelta`;
 * - reject (`not_improved`) when the upper bound is below `minDelta`;
 * - reject early for futility when the upper bound is below `minEffect` (when one is set);
 * - else ask for another pair, up to `maxPairs`, and reject there as `not_significant`.
 *
 * The bounds are one-sided Student-t bounds at the look's level (sequential.ts), which keeps the
 * false-accept rate over all looks at 1 - confidence.
 */
import { everyPair, scheduleLevels } from './sequential.js';
import { studentQuantile, studentUpperTail } from './student.js';

export interface PairedRule {
  /** One-sided confidence of the whole sequential judgement, in (0, 1). */
  confidence: number;
  minPairs: number;
  maxPairs: number;
  /** The gain that must be beaten (score units, >= 0). */
  minDelta: number;
  /** The smallest gain worth finding; null: no futility stop. */
  minEffect: number | null;
  /**
   * The pair counts the rule looks at (strictly increasing, from minPairs to maxPairs), fixed in
   * advance: a sharded judgement looks after each wave (`--looks 3,10`). Absent: after every pair.
   */
  looks?: readonly number[];
}

export type PairedDecision = 'accept' | 'not_improved' | 'futility' | 'continue' | 'not_significant';

export interface PairedLook {
  decision: PairedDecision;
  pairs: number;
  mean: number;
  /** Standard deviation of the differences (n - 1). */
  sd: number;
  /** One-sided bounds of mean(d) at `level`: the accept and not_improved decisions. */
  lower: number;
  upper: number;
  /** With min-effect: the one-sided upper bound at the confidence asked, which decides futility. */
  futilityUpper: number | null;
  /** The nominal one-sided level of this look (the confidence of each bound is 1 - level). */
  level: number;
  /** One-sided p-value of "mean(d) > minDelta" at this look. */
  p: number;
}

/** Mean and standard deviation (n - 1) of `values`; sd 0 for fewer than two. */
export function meanAndSd(values: readonly number[]): { mean: number; sd: number } {
  const n = values.length;
  const mean = values.reduce((sum, v) => sum + v, 0) / n;
  if (n < 2) return { mean, sd: 0 };
  const squares = values.reduce((sum, v) => sum + (v - mean) ** 2, 0);
  return { mean, sd: Math.sqrt(squares / (n - 1)) };
}

/** The pair counts the rule looks at: its explicit schedule, or every pair from minPairs to maxPairs. */
export function lookSchedule(rule: PairedRule): readonly number[] {
  return rule.looks ?? everyPair(rule.minPairs, rule.maxPairs);
}

/** Whether the rule looks after `pairs` pairs. */
export function isLook(rule: PairedRule, pairs: number): boolean {
  return lookSchedule(rule).includes(pairs);
}

/** The nominal level of the look at `pairs` pairs (the last look's beyond it, the first's before it). */
export function ruleLevel(rule: PairedRule, pairs: number): number {
  const schedule = lookSchedule(rule);
  const levels = scheduleLevels(schedule, 1 - rule.confidence, studentQuantile);
  const at = schedule.findIndex((n) => n >= pairs);
  return levels[at === -1 ? levels.length - 1 : at] as number;
}

/**
 * The decision after the pairs seen so far (`differences.length` of them, at least `minPairs`).
 * `futilityDifferences` are what futility tests against `minEffect` when its threshold differs in form
 * from min-delta's (a relative min-effect: thresholds.ts); the same differences otherwise.
 */
export function lookAtPairs(
  differences: readonly number[],
  rule: PairedRule,
  futilityDifferences: readonly number[] = differences,
): PairedLook {
  const n = differences.length;
  if (n < rule.minPairs || n < 2) throw new Error(`internal: a look needs at least ${rule.minPairs} pairs`);
  const { mean, sd } = meanAndSd(differences);
  const level = ruleLevel(rule, n);
  const se = sd / Math.sqrt(n);
  const half = studentQuantile(1 - level, n - 1) * se;
  const lower = mean - half;
  const upper = mean + half;
  // Futility is non-binding (the accept levels are calibrated as if it were absent), so its bound is
  // the plain one-sided bound at the confidence asked: it only risks dropping a branch whose true gain
  // is min-effect, at about 1 - confidence per look (bench: 8% of +1 sd branches with min-effect 1 sd).
  const futility = futilityDifferences === differences ? { mean, sd } : meanAndSd(futilityDifferences);
  const futilityUpper =
    rule.minEffect === null
      ? null
      : futility.mean + studentQuantile(rule.confidence, n - 1) * (futility.sd / Math.sqrt(n));
  const excess = mean - rule.minDelta;
  const p = se === 0 ? (excess > 0 ? 0 : 1) : studentUpperTail(excess / se, n - 1);
  const decision: PairedDecision =
    lower > rule.minDelta
      ? 'accept'
      : upper < rule.minDelta
        ? 'not_improved'
        : futilityUpper !== null && futilityUpper < (rule.minEffect as number)
          ? 'futility'
          : n >= rule.maxPairs
            ? 'not_significant'
            : 'continue';
  return { decision, pairs: n, mean, sd, lower, upper, level, futilityUpper, p };
}
