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
  /** Trunk's B_dev score (meta.trunk_score). */
  trunkDevScore: number | null;
  /** The verified B_test score. */
  testScore: number;
  /** Trunk's B_test score (the reference the test score was judged against). */
  testReference: number | null;
  direction: MetricDirection;
  /** Largest tolerated |B_dev - B_test| gap; null = no gap check. */
  threshold: number | null;
}

const CAUSES = 'possible overfitting to B_dev, noise, a data split mismatch or eval contamination';

/**
 * Flags (never rejects) a node whose B_dev and B_test disagree: B_dev improved over trunk while B_test
 * got worse or the reverse, or the two absolute scores are further apart than the threshold.
 */
export function detectDivergence(input: DivergenceInput): Divergence | null {
  const { devScore, trunkDevScore, testScore, testReference, direction, threshold } = input;
  if (devScore === null) return null;
  if (trunkDevScore !== null && testReference !== null) {
    const devGain = gain(devScore, trunkDevScore, direction);
    const testGain = gain(testScore, testReference, direction);
    if ((devGain > 0 && testGain < 0) || (devGain < 0 && testGain > 0)) {
      const moved = (g: number): string => (g > 0 ? 'improved' : 'got worse');
      return {
        dev_score: devScore,
        test_score: testScore,
        kind: 'direction',
        message:
          `B_dev ${moved(devGain)} (${trunkDevScore} -> ${devScore}) but B_test ${moved(testGain)} ` +
          `(${testReference} -> ${testScore}): ${CAUSES}; investigate before trusting either`,
      };
    }
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
