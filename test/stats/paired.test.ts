/** The paired sequential rule on fixed sample sets (issue 17): pure, no runs. */
import { lookAtPairs, meanAndSd, ruleLevel, type PairedRule } from '../../src/stats/index.js';
import { gain } from '../../src/util/metric.js';

const rule: PairedRule = { confidence: 0.95, minPairs: 3, maxPairs: 10, minDelta: 0, minEffect: null };

describe('lookAtPairs', () => {
  it('accepts when the lower bound clears min-delta', () => {
    const look = lookAtPairs([1.0, 1.1, 0.9], rule);
    expect(look.decision).toBe('accept');
    expect(look.lower).toBeGreaterThan(0);
    expect(look.mean).toBeCloseTo(1, 12);
    expect(look.sd).toBeCloseTo(0.1, 12);
    expect(look.p).toBeLessThan(look.level);
  });

  it('rejects as not_improved when the upper bound is below min-delta', () => {
    expect(lookAtPairs([-1.0, -1.1, -0.9], rule).decision).toBe('not_improved');
    // A gain that is real but does not clear min-delta.
    expect(lookAtPairs([1.0, 1.1, 0.9], { ...rule, minDelta: 2 }).decision).toBe('not_improved');
  });

  it('asks for another pair while the bounds straddle min-delta, and stops at the cap', () => {
    const noisy = [1, -0.5, 0.8];
    expect(lookAtPairs(noisy, rule).decision).toBe('continue');
    const atCap = [1, -0.5, 0.8, -0.2, 0.3];
    expect(lookAtPairs(atCap, { ...rule, maxPairs: 5 }).decision).toBe('not_significant');
  });

  it('stops early for futility when the upper bound falls below min-effect (non-binding)', () => {
    const flat = [0.05, -0.05, 0.02];
    expect(lookAtPairs(flat, rule).decision).toBe('continue');
    const look = lookAtPairs(flat, { ...rule, minEffect: 1 });
    expect(look.decision).toBe('futility');
    expect(look.futilityUpper).toBeLessThan(1);
    // The accept bounds are the same with or without min-effect: it never makes accepting easier.
    expect(look.lower).toBe(lookAtPairs(flat, rule).lower);
  });

  it('is one-sided in the metric direction: lower is better under minimize', () => {
    const trunk = [0.5, 0.52, 0.49];
    const candidate = [0.4, 0.43, 0.38];
    const minimize = trunk.map((t, i) => gain(candidate[i] as number, t, 'minimize'));
    expect(lookAtPairs(minimize, rule).decision).toBe('accept');
    const maximize = trunk.map((t, i) => gain(candidate[i] as number, t, 'maximize'));
    expect(lookAtPairs(maximize, rule).decision).toBe('not_improved');
  });

  it('uses Student-t bounds: three pairs a normal bound would accept are not accepted', () => {
    // mean 1, sd 1, n 3: the normal 95% bound (1.645 se) clears 0, the t bound with 2 df (2.92 se) does not.
    const d = [0, 1, 2];
    expect(lookAtPairs(d, { ...rule, maxPairs: 3 }).decision).toBe('not_significant');
  });
});

describe('ruleLevel', () => {
  it('is the confidence itself with one look, and lies between Bonferroni and it with several', () => {
    expect(ruleLevel({ ...rule, minPairs: 5, maxPairs: 5 }, 5)).toBeCloseTo(0.05, 12);
    const first = ruleLevel(rule, 3);
    expect(first).toBeLessThan(0.05);
    expect(first).toBeGreaterThan(0.05 / 8);
    expect(ruleLevel(rule, 10)).toBeLessThan(first);
    // Deterministic: the calibration is a fixed-seed simulation.
    expect(ruleLevel({ ...rule, confidence: 0.9 }, 3)).toBe(ruleLevel({ ...rule, confidence: 0.9 }, 3));
  });
});

describe('meanAndSd', () => {
  it('uses n - 1', () => {
    expect(meanAndSd([1, 2, 3])).toEqual({ mean: 2, sd: 1 });
  });
});
