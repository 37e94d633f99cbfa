/** The paired rule with a look schedule fixed in advance (issue 20): pure, fixed sample sets. */
import {
  everyPair,
  isLook,
  lookAtPairs,
  normalSource,
  ruleLevel,
  scheduleLevels,
  type PairedRule,
} from '../../src/stats/index.js';
import { studentQuantile } from '../../src/stats/student.js';

const rule: PairedRule = { confidence: 0.95, minPairs: 3, maxPairs: 10, minDelta: 0, minEffect: null };
const twoLooks: PairedRule = { ...rule, looks: [3, 10] };

describe('an explicit look schedule', () => {
  it('looks only where the schedule says', () => {
    expect(everyPair(3, 10)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect([2, 3, 4, 9, 10, 11].map((n) => isLook(twoLooks, n))).toEqual([
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    expect([3, 4, 10].map((n) => isLook(rule, n))).toEqual([true, true, true]);
  });

  it('corrects less for two looks than for eight, and not at all for one', () => {
    expect(ruleLevel(twoLooks, 3)).toBeGreaterThan(ruleLevel(rule, 3));
    expect(ruleLevel(twoLooks, 10)).toBeGreaterThan(ruleLevel(rule, 10));
    expect(ruleLevel(twoLooks, 10)).toBeLessThan(0.05);
    expect(scheduleLevels([5], 0.05, studentQuantile)).toEqual([0.05]);
  });

  it('keeps the false-accept rate of null branches at 1 - confidence over its looks', () => {
    const [first, last] = scheduleLevels([3, 10], 0.05, studentQuantile) as [number, number];
    const normal = normalSource(7);
    let accepted = 0;
    const paths = 4000;
    for (let path = 0; path < paths; path++) {
      const d = Array.from({ length: 10 }, () => normal());
      const crosses = (n: number, level: number) => {
        const sample = d.slice(0, n);
        const mean = sample.reduce((a, b) => a + b, 0) / n;
        const sd = Math.sqrt(sample.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
        return mean - studentQuantile(1 - level, n - 1) * (sd / Math.sqrt(n)) > 0;
      };
      if (crosses(3, first) || crosses(10, last)) accepted++;
    }
    // 4000 paths: the rate's standard error is about 0.35%.
    expect(accepted / paths).toBeLessThan(0.05 + 0.01);
    expect(accepted / paths).toBeGreaterThan(0.05 - 0.02);
  });

  it("decides on a fixed sample set at the schedule's levels", () => {
    const d = [0.9, 1.4, 0.2];
    const look = lookAtPairs(d, twoLooks);
    expect(look.level).toBe(ruleLevel(twoLooks, 3));
    expect(look.decision).toBe('continue');
    const ten = [0.9, 1.4, 0.2, 1.1, 0.8, 1.3, 0.7, 1.0, 1.2, 0.6];
    expect(lookAtPairs(ten, twoLooks).decision).toBe('accept');
    const flat = [0.9, -1.4, 0.2, -1.1, 0.8, -1.3, 0.7, -1.0, 1.2, -0.6];
    expect(lookAtPairs(flat, twoLooks).decision).toBe('not_significant');
  });
});
