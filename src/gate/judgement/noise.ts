/**
 * `single` mode's noise warning (issue 17): with eval-repeats >= 2, a mean that beats a reference by
 * less than two standard errors (2 s / sqrt(n), s with n - 1) is within the evaluation's own noise, and
 * a stored reference cannot tell luck from a gain; `--judge paired` measures trunk on the same seeds.
 */
import { formatVerdictScore, gain, type MetricDirection } from '../../util/metric.js';
import type { Reference } from '../compare.js';

export function noiseWarnings(
  repeats: { n: number; mean: number; stdev: number },
  references: readonly Reference[],
  direction: MetricDirection,
): string[] {
  const twoErrors = (2 * repeats.stdev) / Math.sqrt(repeats.n);
  return references
    .filter((ref) => {
      const by = gain(repeats.mean, ref.value, direction);
      return by > 0 && by < twoErrors;
    })
    .map(
      (ref) =>
        `the mean of ${repeats.n} repeats beats ${ref.name} by ${formatVerdictScore(gain(repeats.mean, ref.value, direction))}, less than two standard errors (2·s/√n = ${formatVerdictScore(twoErrors)}): within noise; --judge paired measures trunk on the same seeds and judges with a confidence bound`,
    );
}
