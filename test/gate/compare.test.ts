import { compareScore, detectDivergence, isImprovement } from '../../src/gate/compare.js';

const none = { kind: 'absolute', value: 0, label: '--min-delta' } as const;

describe('compareScore', () => {
  it.each([
    [0.81, 0.8, 'maximize', 0, true],
    [0.8, 0.8, 'maximize', 0, false],
    [0.79, 0.8, 'maximize', 0, false],
    [0.15, 0.16, 'minimize', 0, true],
    [0.16, 0.16, 'minimize', 0, false],
    [0.17, 0.16, 'minimize', 0, false],
    [0.1, 0, 'maximize', 0, true],
    [0, 0, 'maximize', 0, false],
    [-0.1, 0, 'minimize', 0, true],
    [0.1, 0, 'minimize', 0, false],
    [0.85, 0.8, 'maximize', 0.05, false],
    [0.86, 0.8, 'maximize', 0.05, true],
    [0.7, 0.8, 'minimize', 0.1, false],
    [0.69, 0.8, 'minimize', 0.1, true],
  ] as const)('score %d vs %d (%s, min-delta %d) improved=%s', (score, ref, direction, delta, expected) => {
    expect(isImprovement(score, ref, direction, delta)).toBe(expected);
  });

  it('must beat every reference, and says which it did not', () => {
    const refs = [
      { name: 'test_trunk_score', value: 0.8 },
      { name: 'test_baseline_score', value: 0.9 },
    ];
    const result = compareScore(0.85, refs, 'maximize', none);
    expect(result.improved).toBe(false);
    expect(result.shortfalls).toEqual(['score 0.85 is not higher than test_baseline_score 0.9 (maximize)']);
    expect(compareScore(0.95, refs, 'maximize', none)).toEqual({ improved: true, shortfalls: [] });
  });

  it('takes a relative min-delta of |the reference|, in the metric direction, and refuses it at 0', () => {
    const fivePercent = { kind: 'relative', fraction: 0.05, label: '--min-delta' } as const;
    const trunk = [{ name: 'trunk', value: 10 }];
    expect(compareScore(10.4, trunk, 'maximize', fivePercent).improved).toBe(false);
    expect(compareScore(10.6, trunk, 'maximize', fivePercent).improved).toBe(true);
    expect(compareScore(9.6, trunk, 'minimize', fivePercent).improved).toBe(false);
    expect(compareScore(9.4, trunk, 'minimize', fivePercent).improved).toBe(true);
    // A negative metric (a log-likelihood maximized): 5% of |-10| is 0.5.
    const negative = [{ name: 'trunk', value: -10 }];
    expect(compareScore(-9.6, negative, 'maximize', fivePercent).improved).toBe(false);
    expect(compareScore(-9.4, negative, 'maximize', fivePercent).improved).toBe(true);
    expect(() => compareScore(1, [{ name: 'trunk', value: 0 }], 'maximize', fivePercent)).toThrow(
      /^--min-delta: 5% of trunk, which is 0, is no threshold/,
    );
  });
});

describe('detectDivergence', () => {
  // B_dev up by 0.1 over its parent, B_test down by 0.05 over trunk, of comparable states, quiet runs.
  const base = {
    devScore: 0.9,
    parentDevScore: 0.8,
    comparable: true,
    testScore: 0.7,
    testReference: 0.75,
    runSd: 0.01,
    testGainSe: 0.01,
    direction: 'maximize' as const,
    threshold: null,
  };
  it('flags B_dev up over its parent while B_test is down over trunk, both beyond their noise', () => {
    const d = detectDivergence(base);
    expect(d?.kind).toBe('direction');
    expect(d?.message).toMatch(/B_dev improved over its parent \(0\.8 -> 0\.9\) but B_test got worse/);
    expect(d?.message).toMatch(/overfitting.*noise.*split mismatch.*contamination/);
  });
  it('understands minimize', () => {
    expect(detectDivergence({ ...base, direction: 'minimize', devScore: 0.7, testScore: 0.8 })?.kind).toBe(
      'direction',
    );
    expect(detectDivergence({ ...base, direction: 'minimize', devScore: 0.7, testScore: 0.7 })).toBeNull();
  });
  it('says nothing of states that are not comparable, or of a base that is not known', () => {
    expect(detectDivergence({ ...base, comparable: false })).toBeNull();
    expect(detectDivergence({ ...base, parentDevScore: null })).toBeNull();
    expect(detectDivergence({ ...base, testReference: null })).toBeNull();
  });
  it('says nothing within noise, or when the noise is not known', () => {
    // The case: B_dev 0.9701 -> 0.9712 is 0.0011, within 2·√2 of a run's sd 0.001.
    const tiny = { ...base, parentDevScore: 0.9701, devScore: 0.9712, runSd: 0.001 };
    expect(detectDivergence(tiny)).toBeNull();
    expect(detectDivergence({ ...tiny, runSd: 0.0003 })?.kind).toBe('direction');
    // B_test down 0.05 with a standard error of 0.03: within twice its noise.
    expect(detectDivergence({ ...base, testGainSe: 0.03 })).toBeNull();
    expect(detectDivergence({ ...base, runSd: null })).toBeNull();
    expect(detectDivergence({ ...base, testGainSe: null })).toBeNull();
  });
  it('flags a gap past the threshold only when one is set', () => {
    const agree = { ...base, testScore: 0.8, devScore: 0.95 };
    expect(detectDivergence(agree)).toBeNull();
    expect(detectDivergence({ ...agree, threshold: 0.1 })?.kind).toBe('gap');
    expect(detectDivergence({ ...agree, threshold: 0.2 })).toBeNull();
  });
  it('says nothing without a B_dev score', () => {
    expect(detectDivergence({ ...base, devScore: null, threshold: 0 })).toBeNull();
  });
});

it('treats float noise as equal, not as an improvement', () => {
  expect(isImprovement(0.1 + 0.2, 0.3, 'maximize', 0)).toBe(false);
  expect(isImprovement(0.3 + 1e-9, 0.3, 'maximize', 0)).toBe(true);
});
