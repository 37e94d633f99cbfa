/** `judge: auto`'s rule and the relative thresholds on fixed sample sets (issue 36): pure, no runs. */
import { exactDecision, learnNoise, trunkSeedsToRun, type TreeRuns } from '../../src/gate/judgement/auto.js';
import { pairedLookAt, type PairedThresholds } from '../../src/gate/judgement/thresholds.js';
import type { PairedRule, ScorePair } from '../../src/stats/index.js';

const tree = (name: string, ...runs: Array<[number | null, number]>): TreeRuns => ({
  tree: name.padEnd(40, '0'),
  runs: runs.map(([seed, score]) => ({ seed, score })),
});
const absolute = (value: number, label = '--min-delta') => ({ kind: 'absolute', value, label }) as const;
const relative = (fraction: number, label: string) => ({ kind: 'relative', fraction, label }) as const;

describe("auto's noise from trunk's runs", () => {
  it('knows nothing without a trunk tree of two runs, and asks for two runs on different seeds', () => {
    const finding = learnNoise([tree('a', [1, 0.8]), tree('b')]);
    expect(finding.noise).toBe('unknown');
    expect(trunkSeedsToRun(finding, tree('a'))).toEqual([1, 2]);
    expect(trunkSeedsToRun(finding, tree('a', [1, 0.8]))).toEqual([2]);
  });

  it('calls runs that agree exactly deterministic, and says from which runs', () => {
    const finding = learnNoise([tree('a', [1, 0.8], [2, 0.8]), tree('b', [1, 0.7], [2, 0.7])]);
    expect(finding.noise).toBe('deterministic');
    expect(finding.because).toMatch(
      /^trunk's runs agree exactly \(2 tree\(s\); a0+: 0\.8 \(seed 1\), 0\.8 \(seed 2\)\)$/,
    );
  });

  it('measures each new trunk tree once more while deterministic, and not again once it holds two runs', () => {
    const history = [tree('new', [1, 0.9]), tree('old', [1, 0.8], [2, 0.8])];
    const finding = learnNoise(history);
    expect(finding.noise).toBe('deterministic');
    expect(trunkSeedsToRun(finding, history[0] as TreeRuns)).toEqual([2]);
    expect(trunkSeedsToRun(finding, tree('new', [1, 0.9], [2, 0.9]))).toEqual([]);
  });

  it('calls the evaluator noisy once any trunk tree ran twice with different scores, however many agree', () => {
    const finding = learnNoise([tree('a', [1, 0.8], [2, 0.8]), tree('b', [1, 0.7], [2, 0.71])]);
    expect(finding.noise).toBe('noisy');
    expect(finding.seed).toBe('unknown');
    // Whether the seed sets the noise: one seed a second time (the current tree's seed 1).
    expect(trunkSeedsToRun(finding, tree('c', [3, 0.7]))).toEqual([3]);
    expect(trunkSeedsToRun(finding, tree('c'))).toEqual([1, 1]);
  });

  it('reads whether the seed sets the noise from two runs on one seed', () => {
    const seeded = learnNoise([tree('a', [1, 0.8], [2, 0.7], [1, 0.8])]);
    expect(seeded).toMatchObject({ noise: 'noisy', seed: 'sets' });
    expect(trunkSeedsToRun(seeded, tree('a'))).toEqual([]);
    const unseeded = learnNoise([tree('a', [1, 0.8], [2, 0.7], [1, 0.81])]);
    expect(unseeded).toMatchObject({ noise: 'noisy', seed: 'does_not_set' });
    expect(unseeded.because).toContain('two runs on one seed differ');
    // One seed that differs anywhere in the history outweighs one that agreed.
    expect(learnNoise([tree('a', [1, 0.8], [1, 0.8]), tree('b', [2, 0.5], [2, 0.6])]).seed).toBe(
      'does_not_set',
    );
  });

  it('learns only from trunk: runs without a seed do not say whether the seed sets the noise', () => {
    const finding = learnNoise([tree('a', [null, 0.8], [null, 0.7])]);
    expect(finding).toMatchObject({ noise: 'noisy', seed: 'unknown' });
  });
});

describe("auto's deterministic judgement", () => {
  it('rejects on one run, asks a confirming run for one that would be accepted, and accepts two that agree', () => {
    expect(exactDecision(0.8, [0.8], 'maximize', absolute(0))).toBe('reject');
    expect(exactDecision(0.8, [0.79], 'maximize', absolute(0))).toBe('reject');
    expect(exactDecision(0.8, [0.81], 'maximize', absolute(0))).toBe('confirm');
    expect(exactDecision(0.8, [0.81, 0.81], 'maximize', absolute(0))).toBe('accept');
    expect(exactDecision(0.8, [0.79], 'minimize', absolute(0))).toBe('confirm');
  });

  it('switches to paired when the confirming run differs', () => {
    expect(exactDecision(0.8, [0.81, 0.82], 'maximize', absolute(0))).toBe('noisy');
    // Even when the second run alone would be rejected: the evaluator is not deterministic.
    expect(exactDecision(0.8, [0.81, 0.7], 'maximize', absolute(0))).toBe('noisy');
  });

  it('takes min-delta in score units or as a share of |trunk|, direction-aware', () => {
    expect(exactDecision(10, [10.4], 'maximize', relative(0.05, '--min-delta'))).toBe('reject');
    expect(exactDecision(10, [10.6], 'maximize', relative(0.05, '--min-delta'))).toBe('confirm');
    expect(exactDecision(10, [9.4], 'minimize', relative(0.05, '--min-delta'))).toBe('confirm');
    expect(exactDecision(-10, [-9.6], 'maximize', relative(0.05, '--min-delta'))).toBe('reject');
    expect(exactDecision(-10, [-10.6], 'minimize', relative(0.05, '--min-delta'))).toBe('confirm');
    expect(() => exactDecision(0, [1], 'maximize', relative(0.05, 'meta.min_delta'))).toThrow(
      /^meta\.min_delta: 5% /,
    );
  });
});

describe('relative thresholds in the paired look (the linear form)', () => {
  const rule: PairedRule = { confidence: 0.95, minPairs: 3, maxPairs: 10, minDelta: 0, minEffect: null };
  const pairs = (trunk: number[], candidate: number[]): ScorePair[] =>
    trunk.map((t, i) => ({ trunk: t, candidate: candidate[i] as number }));
  const thresholds = (
    minDelta: PairedThresholds['minDelta'],
    minEffect: PairedThresholds['minEffect'] = null,
  ) => ({
    minDelta,
    minEffect,
  });

  const trunk = [10, 10.2, 9.9, 10.1];
  /** The decision on trunk's runs against the candidate at `factor` times them, under min-delta `percent`%. */
  const scaled = (sign: 1 | -1, factor: number, percent: number, direction: 'maximize' | 'minimize') =>
    pairedLookAt(
      pairs(
        trunk.map((t) => sign * t),
        trunk.map((t) => sign * t * factor),
      ),
      rule,
      thresholds(relative(percent / 100, '--min-delta')),
      direction,
    ).decision;

  it.each([
    // +8% on every pair: beyond 5%, not beyond 10%; and the same downwards under minimize.
    [1, 1.08, 5, 'maximize', 'accept'],
    [1, 1.08, 10, 'maximize', 'not_improved'],
    [1, 0.92, 5, 'minimize', 'accept'],
    [1, 0.92, 5, 'maximize', 'not_improved'],
    // A negative metric: -10 to -9.2 is 8% of |trunk| better maximized; -10 to -10.8 minimized.
    [-1, 0.92, 5, 'maximize', 'accept'],
    [-1, 1.08, 5, 'minimize', 'accept'],
    [-1, 1.08, 10, 'minimize', 'not_improved'],
  ] as const)(
    'trunk of sign %i, the candidate %d times it, min-delta %i%% (%s): %s, per pair',
    (sign, factor, percent, direction, decision) => {
      expect(scaled(sign, factor, percent, direction)).toBe(decision);
    },
  );

  it('stops for futility under a relative min-effect, and in noise units', () => {
    const trunk = [10, 10.5, 9.5, 10.2];
    const flat = pairs(trunk, [10.05, 10.45, 9.6, 10.15]);
    expect(pairedLookAt(flat, rule, thresholds(absolute(0)), 'maximize').decision).toBe('continue');
    expect(
      pairedLookAt(flat, rule, thresholds(absolute(0), relative(0.05, '--min-effect')), 'maximize').decision,
    ).toBe('futility');
    const noise = { kind: 'noise', units: 0.5, label: "auto's default min-effect" } as const;
    const look = pairedLookAt(flat, rule, thresholds(absolute(0), noise), 'maximize');
    expect(look.decision).toBe('continue');
    const bigger = pairedLookAt(flat, rule, thresholds(absolute(0), { ...noise, units: 3 }), 'maximize');
    expect(bigger.decision).toBe('futility');
  });

  it("refuses a relative threshold when trunk's mean is within its noise of 0, naming the setting", () => {
    const nearZero = pairs([0.1, -0.2, 0.05, 0.1], [0.3, 0.1, 0.2, 0.3]);
    expect(() =>
      pairedLookAt(nearZero, rule, thresholds(relative(0.05, 'meta.min_delta')), 'maximize'),
    ).toThrow(/^meta\.min_delta: 5% of \|trunk's mean\| is no threshold here/);
    expect(() =>
      pairedLookAt(nearZero, rule, thresholds(absolute(0), relative(0.05, '--min-effect')), 'maximize'),
    ).toThrow(/^--min-effect: /);
    expect(pairedLookAt(nearZero, rule, thresholds(absolute(0)), 'maximize').decision).toBe('accept');
  });
});
