/**
 * The thresholds of a judgement (issue 36): `min-delta` and `min-effect` absolute (score units),
 * relative (a fraction of |trunk's mean|, written `N%`), or, for `auto`'s default min-effect, in noise
 * units (the standard deviation of the pair differences). Pure: pairs in, the differences each test
 * is made on and the bar it must clear out.
 *
 * A relative threshold is tested in the linear form: the hypothesis "the candidate beats trunk by r of
 * |trunk's mean|" is mean(g_i - r·s·t_i) > 0, with g_i the direction-aware gain of pair i, t_i trunk's
 * score in it and s the sign of trunk's mean. Each pair gives one difference, so the sequential rule's
 * false-accept control holds unchanged. The plug-in form (r·|mean(t)| as a fixed bar for mean(g))
 * ignores the noise of the bar it computed from the same runs and accepts more often at the boundary
 * (the bench measures both).
 */
import { gain, type MetricDirection } from '../util/metric.js';
import { meanAndSd } from './paired.js';

export type Threshold =
  | { kind: 'absolute'; value: number }
  /** A fraction of |trunk's mean| (`5%` is 0.05). */
  | { kind: 'relative'; fraction: number }
  /** A multiple of the standard deviation of the pair differences. */
  | { kind: 'noise'; units: number };

export interface ScorePair {
  trunk: number;
  candidate: number;
}

/**
 * Whether trunk's mean is within its noise of 0, where a relative threshold means nothing: two
 * standard errors of its runs (exactly 0 for runs that agree).
 */
export function nearZero(trunk: readonly number[]): boolean {
  const { mean, sd } = meanAndSd(trunk);
  return Math.abs(mean) <= (2 * sd) / Math.sqrt(trunk.length);
}

/** One test's differences and the bar their mean must clear (a relative bar is inside the differences). */
export interface ThresholdTest {
  differences: number[];
  bar: number;
  /** The bar in score units, for people: a relative one at trunk's mean, a noise one at the pairs' sd. */
  equivalent: number;
}

/**
 * The differences and bar of `threshold` over `pairs`. A relative threshold needs trunk's mean away
 * from 0 (the caller checks `nearZero` first and refuses, naming the setting).
 */
export function thresholdTest(
  pairs: readonly ScorePair[],
  direction: MetricDirection,
  threshold: Threshold,
): ThresholdTest {
  const gains = pairs.map((p) => gain(p.candidate, p.trunk, direction));
  switch (threshold.kind) {
    case 'absolute':
      return { differences: gains, bar: threshold.value, equivalent: threshold.value };
    case 'noise': {
      const bar = threshold.units * meanAndSd(gains).sd;
      return { differences: gains, bar, equivalent: bar };
    }
    case 'relative': {
      const trunkMean = meanAndSd(pairs.map((p) => p.trunk)).mean;
      const sign = Math.sign(trunkMean);
      return {
        differences: pairs.map((p, i) => (gains[i] as number) - threshold.fraction * sign * p.trunk),
        bar: 0,
        equivalent: threshold.fraction * Math.abs(trunkMean),
      };
    }
  }
}

/** A threshold as written: `0.1`, `5%`, `0.5 sd`. */
export function thresholdText(threshold: Threshold): string {
  switch (threshold.kind) {
    case 'absolute':
      return String(threshold.value);
    case 'relative':
      return `${Number((threshold.fraction * 100).toPrecision(12))}%`;
    case 'noise':
      return `${threshold.units} sd of the pair differences`;
  }
}
