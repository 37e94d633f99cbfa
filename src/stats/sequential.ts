/**
 * The sequential correction: a nominal one-sided level for each look at n = min..max pairs, chosen so
 * that a branch with no real gain is accepted at some look with probability at most alpha.
 *
 * The levels fall as min/n (a Pocock-type boundary tilted towards the first looks): level_n = c * min/n,
 * with c calibrated on the exact joint null distribution of the looks. Why: under the null the sequence
 * of paired t-statistics of normal differences is pivotal (its joint distribution does not depend on
 * the unknown variance), so c is a property of (min, max, alpha) alone. It is found by a fixed-seed
 * simulation of that distribution (the largest c whose simulated crossing rate is two standard errors
 * below alpha, so that the simulation's own error errs on the safe side).
 * Spending more of the error at the first looks suits a gate, where a real gain is mostly decided
 * within 3-5 pairs (in the bench: at 3..10 pairs, mean pairs 5.1 with a constant Pocock level, 5.0 with
 * this one, at nearly the same power). O'Brien-Fleming-type spending makes the first looks, with 2-4
 * degrees of freedom, almost impossible to pass; Bonferroni (alpha split over the looks) ignores how
 * strongly the looks are correlated and halves the level. Rejections (the upper bound below min-delta
 * or min-effect) only stop a path early, which can only lower the false-accept rate: they are
 * non-binding and do not enter the calibration.
 */

/** Simulated null paths behind each level: the level's own standard error is about 0.1% at alpha 5%. */
const PATHS = 40_000;

/** xoshiro128**, seeded: the calibration is the same on every machine and every run. */
function seededUniform(seed: number): () => number {
  let s0 = seed >>> 0 || 1;
  let s1 = 0x9e3779b9;
  let s2 = 0x243f6a88;
  let s3 = 0xb7e15162;
  return () => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return (result + 0.5) / 4294967296;
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Standard normal draws from a uniform source (Box-Muller). */
export function normalSource(seed: number): () => number {
  const uniform = seededUniform(seed);
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const radius = Math.sqrt(-2 * Math.log(uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}

const cache = new Map<string, number[]>();

/** Bisection steps for the scale c: its relative precision is far below the simulation's own error. */
const STEPS = 30;

/**
 * The nominal one-sided level of each look of `schedule` (strictly increasing pair counts, the first
 * at least 2; index i is the look at schedule[i] pairs), for an overall one-sided false-accept rate
 * `alpha`. With a single look it is alpha itself. The weight of a look is first/n, so the schedule
 * min..max (a look after every pair) is the schedule of a judgement in one process. `quantile(p, df)` is Student's
 * t quantile.
 */
export function scheduleLevels(
  schedule: readonly number[],
  alpha: number,
  quantile: (p: number, df: number) => number,
): number[] {
  const first = schedule[0] as number;
  const last = schedule[schedule.length - 1] as number;
  if (schedule.length <= 1) return [alpha];
  const key = `${schedule.join(',')}:${alpha}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const looks = schedule.length;
  const lookAt = new Map(schedule.map((n, look) => [n, look]));
  const weight = (look: number) => first / (schedule[look] as number);
  // The t-statistic of every look of every simulated null path.
  const statistics = new Float64Array(PATHS * looks);
  const normal = normalSource(0x5eed);
  for (let path = 0; path < PATHS; path++) {
    let sum = 0;
    let sumSquares = 0;
    for (let n = 1; n <= last; n++) {
      const x = normal();
      sum += x;
      sumSquares += x * x;
      const look = lookAt.get(n);
      if (look === undefined) continue;
      const mean = sum / n;
      const sd = Math.sqrt(Math.max(0, (sumSquares - n * mean * mean) / (n - 1)));
      statistics[path * looks + look] = mean / (sd / Math.sqrt(n));
    }
  }
  const levelsFor = (scale: number) =>
    Array.from({ length: looks }, (_, look) => Math.min(alpha, scale * weight(look)));
  const crossingRate = (scale: number): number => {
    const thresholds = levelsFor(scale).map((level, look) =>
      quantile(1 - level, (schedule[look] as number) - 1),
    );
    let crossed = 0;
    for (let path = 0; path < PATHS; path++) {
      for (let look = 0; look < looks; look++) {
        if ((statistics[path * looks + look] as number) > (thresholds[look] as number)) {
          crossed++;
          break;
        }
      }
    }
    return crossed / PATHS;
  };
  // The largest scale whose simulated rate stays two standard errors below alpha, so that the
  // simulation's own error errs on the safe side.
  const target = alpha - 2 * Math.sqrt((alpha * (1 - alpha)) / PATHS);
  let low = 0;
  let high = alpha / weight(looks - 1);
  for (let step = 0; step < STEPS; step++) {
    const middle = (low + high) / 2;
    if (crossingRate(middle) <= target) low = middle;
    else high = middle;
  }
  const levels = levelsFor(low);
  cache.set(key, levels);
  return levels;
}

/** The pair counts min..max: a look after every pair (the schedule of a judgement in one process). */
export function everyPair(minPairs: number, maxPairs: number): number[] {
  return Array.from({ length: Math.max(1, maxPairs - minPairs + 1) }, (_, i) => minPairs + i);
}
