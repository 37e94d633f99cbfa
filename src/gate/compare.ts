/**
 * The judgement itself (docs/architecture.md "Judge"), pure: strict, direction-aware improvement beyond min-delta
 * over every reference that is set (0.0 is a real reference), and the B_dev/B_test divergence flag.
 */
import { UserError } from '../errors.js';
import { thresholdText, type Threshold } from '../stats/index.js';
import { gain, type MetricDirection } from '../util/metric.js';
import type { Divergence } from './verdict.js';

export interface Reference {
  /** `test_trunk_score`, `test_baseline_score`, or `measured trunk` when the trunk head was evaluated. */
  name: string;
  value: number;
}

export interface Comparison {
  improved: boolean;
  /** One line per reference the score did not beat (empty when improved). */
  shortfalls: string[];
}

/**
 * Relative tolerance for float noise: 0.8 - 0.7 is 0.10000000000000009, and a mean of repeats can differ
 * from an equal score in the last bit. Differences this small are equal, so "strict" stays strict.
 */
const FLOAT_TOLERANCE = 1e-12;

export function isImprovement(
  score: number,
  reference: number,
  direction: MetricDirection,
  minDelta: number,
): boolean {
  const noise = FLOAT_TOLERANCE * Math.max(1, Math.abs(score), Math.abs(reference));
  return gain(score, reference, direction) > minDelta + noise;
}

/**
 * min-delta over `reference` in score units: as set, or its fraction of |reference| (exit 2 naming
 * where it was set when the reference is 0, where a percentage means nothing).
 */
export function deltaOver(reference: Reference, minDelta: Threshold & { label: string }): number {
  if (minDelta.kind === 'absolute') return minDelta.value;
  if (minDelta.kind === 'noise') throw new Error('internal: min-delta is never in noise units');
  if (reference.value === 0) {
    throw new UserError(
      `${minDelta.label}: ${thresholdText(minDelta)} of ${reference.name}, which is 0, is no threshold; give min-delta in score units`,
    );
  }
  return minDelta.fraction * Math.abs(reference.value);
}

export function compareScore(
  score: number,
  references: readonly Reference[],
  direction: MetricDirection,
  minDelta: Threshold & { label: string },
): Comparison {
  if (references.length === 0) throw new Error('internal: compareScore needs at least one reference');
  const better = direction === 'maximize' ? 'higher' : 'lower';
  const shortfalls = references
    .map((ref) => ({ ref, delta: deltaOver(ref, minDelta) }))
    .filter(({ ref, delta }) => !isImprovement(score, ref.value, direction, delta))
    .map(
      ({ ref, delta }) =>
        `score ${score} is not ${better} than ${ref.name} ${ref.value}` +
        (delta > 0
          ? ` by more than ${minDelta.label} ${thresholdText(minDelta)}${minDelta.kind === 'relative' ? ` (${delta})` : ''}`
          : '') +
        ` (${direction})`,
    );
  return { improved: shortfalls.length === 0, shortfalls };
}

export interface DivergenceInput {
  /** The node's B_dev score from the tree. */
  devScore: number | null;
  /** Its parent's B_dev (the tree's score of the parent; the root's is meta.baseline_score): the base of its B_dev gain. */
  parentDevScore: number | null;
  /**
   * Whether the two gains are of comparable states: the parent's state is the trunk state the B_test
   * gain is measured against (nothing landed on trunk since the node branched from its parent).
   */
  comparable: boolean;
  /** The verified B_test score. */
  testScore: number;
  /** Trunk's B_test score (the reference the test score was judged against). */
  testReference: number | null;
  /**
   * The standard deviation of one run of the evaluator, from this judgement's and the ledger's runs;
   * B_dev runs are taken to be as noisy (the tree holds one B_dev score per node, no spread). Null:
   * unknown (no tree was run twice).
   */
  runSd: number | null;
  /** The standard error of the B_test gain (its runs on both sides); null: unknown. */
  testGainSe: number | null;
  direction: MetricDirection;
  /** Largest tolerated |B_dev - B_test| gap; null = no gap check. */
  threshold: number | null;
}

const CAUSES = 'possible overfitting to B_dev, noise, a data split mismatch or eval contamination';

/** Gains closer to 0 than this many standard errors are within noise (about 95%, two-sided). */
const NOISE_ERRORS = 2;

/**
 * The node's B_dev gain over its own parent and its B_test gain over trunk, when both are known for
 * comparable states and each is beyond its noise; null otherwise (nothing can be said).
 */
function supportedGains(input: DivergenceInput): { dev: number; test: number } | null {
  const { devScore, parentDevScore, testReference, runSd, testGainSe, direction } = input;
  if (!input.comparable || devScore === null || parentDevScore === null || testReference === null)
    return null;
  if (runSd === null || testGainSe === null) return null;
  const dev = gain(devScore, parentDevScore, direction);
  const test = gain(input.testScore, testReference, direction);
  // A B_dev gain is the difference of two single runs (the node's and its parent's).
  const beyond = (value: number, se: number) => Math.abs(value) > NOISE_ERRORS * se;
  return beyond(dev, Math.SQRT2 * runSd) && beyond(test, testGainSe) ? { dev, test } : null;
}

/**
 * Flags (never rejects) a node whose B_dev and B_test disagree: its B_dev gain over its parent and its
 * B_test gain over trunk in opposite directions, both beyond their noise and of comparable states
 * (issue 36: a stale trunk B_dev or a gain within noise says nothing); or the two absolute scores
 * further apart than the threshold the user set.
 */
export function detectDivergence(input: DivergenceInput): Divergence | null {
  const { devScore, parentDevScore, testScore, testReference, threshold } = input;
  if (devScore === null) return null;
  const gains = supportedGains(input);
  if (gains !== null && Math.sign(gains.dev) === -Math.sign(gains.test) && gains.dev !== 0) {
    const moved = (g: number): string => (g > 0 ? 'improved' : 'got worse');
    return {
      dev_score: devScore,
      test_score: testScore,
      kind: 'direction',
      message:
        `B_dev ${moved(gains.dev)} over its parent (${parentDevScore} -> ${devScore}) but B_test ${moved(gains.test)} over trunk ` +
        `(${testReference} -> ${testScore}), each beyond twice its noise: ${CAUSES}; investigate before trusting either`,
    };
  }
  if (threshold !== null && Math.abs(devScore - testScore) > threshold) {
    return {
      dev_score: devScore,
      test_score: testScore,
      kind: 'gap',
      message: `B_dev ${devScore} and B_test ${testScore} differ by ${Math.abs(devScore - testScore)}, past --divergence-threshold ${threshold}: ${CAUSES}`,
    };
  }
  return null;
}
