/** The queue's decisions on fixed scenarios: bases, rebuilds after a rejection, the window, the exit code. */
import { expectedBases, nextWindow, planQueue, queueExitCode, type PlanEntry } from '../../src/queue/plan.js';

const unbuilt: PlanEntry = {
  builtOn: null,
  candidate: null,
  failed: false,
  measuring: false,
  measured: false,
  forecast: false,
};
const built = (on: string, candidate: string, extra: Partial<PlanEntry> = {}): PlanEntry => ({
  ...unbuilt,
  builtOn: on,
  candidate,
  ...extra,
});

describe('expectedBases', () => {
  it('stacks each entry on the candidate before it: T, T+A, T+A+B', () => {
    expect(expectedBases('T', [built('T', 'TA'), built('TA', 'TAB'), unbuilt])).toEqual(['T', 'TA', 'TAB']);
  });

  it("skips a failing entry (Zuul's nearest non-failing item)", () => {
    const entries = [built('T', 'TA'), built('TA', '', { candidate: null, failed: true }), unbuilt];
    expect(expectedBases('T', entries)).toEqual(['T', 'TA', 'TA']);
  });

  it('knows no base behind an entry that is unbuilt or built on a stale base', () => {
    expect(expectedBases('T', [unbuilt, unbuilt])).toEqual(['T', null]);
    expect(expectedBases('T2', [built('T', 'TA'), built('TA', 'TAB')])).toEqual(['T2', null]);
  });
});

describe('planQueue', () => {
  it('builds the first entry, then the next once its base is known', () => {
    expect(planQueue('T', [unbuilt, unbuilt], 2, 2)).toMatchObject({ build: [0], measure: [] });
    expect(planQueue('T', [built('T', 'TA'), unbuilt], 2, 2)).toMatchObject({ build: [1], measure: [0] });
  });

  it('measures up to the window and the free slots, and decides the measured head', () => {
    const entries = [built('T', 'TA'), built('TA', 'TAB'), built('TAB', 'TABC')];
    expect(planQueue('T', entries, 2, 4).measure).toEqual([0, 1]);
    expect(planQueue('T', entries, 3, 1).measure).toEqual([0]);
    const measured = entries.map((e) => ({ ...e, measured: true }));
    expect(planQueue('T', measured, 3, 0)).toMatchObject({ build: [], measure: [], decideHead: true });
  });

  it('after the head was rejected, rebuilds the entries built on it on trunk, nearest first', () => {
    // A was rejected and left the list: B (built on T+A) and C (on T+A+B) are stale.
    const plan = planQueue('T', [built('TA', 'TAB', { measured: true }), built('TAB', 'TABC')], 2, 2);
    expect(plan).toMatchObject({ build: [0], measure: [], decideHead: false });
  });

  it('does not decide a head still measuring, or built on another trunk', () => {
    expect(planQueue('T', [built('T', 'TA', { measuring: true })], 1, 0).decideHead).toBe(false);
    expect(planQueue('T2', [built('T', 'TA', { measured: true })], 1, 1)).toMatchObject({
      build: [0],
      decideHead: false,
    });
  });

  it('decides a head that failed to build without measuring it', () => {
    const failed = built('T', '', { candidate: null, failed: true, measured: true });
    expect(planQueue('T', [failed], 1, 1)).toMatchObject({ measure: [], decideHead: true });
  });
});

describe('planQueue with forecasts', () => {
  const accepted = (on: string, candidate: string) =>
    built(on, candidate, { measured: true, forecast: true });
  const failing = (on: string, candidate: string) => ({ ...accepted(on, candidate), failed: true });

  it('gives an entry forecast to land or to fail no place in the window', () => {
    const entries = [accepted('T', 'TA'), failing('TA', 'TAB'), built('TA', 'TAC'), unbuilt];
    expect(planQueue('T', entries, 1, 4)).toMatchObject({ build: [], measure: [2] });
    expect(planQueue('T', entries, 2, 4)).toMatchObject({ build: [3], measure: [2] });
  });

  it('counts a forecast made on a stale base as a guess again, and rebuilds it', () => {
    const entries = [accepted('T0', 'T0A'), built('T0A', 'T0AB')];
    expect(planQueue('T', entries, 1, 4)).toMatchObject({ bases: ['T', null], build: [0], measure: [] });
  });

  /**
   * The bench's queue as pure data: eight branches, the odd ones improving (on any base), W slots.
   * Every measurement started together ends together (a wave); then the forecasts are made in order
   * and move the window, and the heads whose outcome was known when the wave began land (a landing
   * lags a wave behind the forecasts, as in run.ts).
   */
  function simulate(limit: number) {
    const gains = [1, -1, 1, -1, 1, -1, 1, -1];
    const entries = gains.map((gain, i) => ({ ...unbuilt, name: `b${i + 1}`, gain }));
    const recorded = new Set(['T']);
    const measured: string[] = [];
    const landed: string[] = [];
    const windows: number[] = [];
    let trunk = 'T';
    let window = limit;
    let waves = 0;
    while (entries.length > 0 && waves < 20) {
      waves++;
      const bases = expectedBases(trunk, entries);
      let landing = 0;
      while (landing < entries.length) {
        const entry = entries[landing];
        if (entry === undefined || entry.builtOn !== bases[landing] || !(entry.failed || entry.forecast))
          break;
        landing++;
      }
      for (;;) {
        const plan = planQueue(trunk, entries, window, limit);
        for (const index of plan.build) {
          const entry = entries[index] as (typeof entries)[number];
          const base = plan.bases[index] as string;
          // Nothing is built on a branch already forecast failing.
          expect(entries.some((e) => e.failed && base.split('+').includes(e.name))).toBe(false);
          Object.assign(entry, { ...unbuilt, builtOn: base, candidate: `${base}+${entry.name}` });
        }
        if (plan.build.length > 0) continue;
        for (const index of plan.measure) (entries[index] as PlanEntry).measuring = true;
        break;
      }
      for (const entry of entries.filter((e) => e.measuring)) {
        Object.assign(entry, { measuring: false, measured: true });
        recorded.add(entry.candidate as string);
        measured.push(entry.candidate as string);
      }
      for (const [index, entry] of entries.entries()) {
        const base = expectedBases(trunk, entries)[index];
        if (!entry.measured || entry.forecast || entry.failed || entry.builtOn !== base) continue;
        if (base === null || base === undefined || !recorded.has(base)) continue;
        Object.assign(entry, { forecast: true, failed: entry.gain < 0 });
        window = nextWindow(window, limit, entry.gain > 0);
        windows.push(window);
      }
      for (const head of entries.splice(0, landing)) {
        if (head.failed) continue;
        trunk = head.candidate as string;
        landed.push(head.name);
      }
    }
    return { measured, landed, windows, waves, trunk };
  }

  it('lands the four improvements with at most 8 + 3 candidate measurements, the window halving on each failure', () => {
    const run = simulate(4);
    expect(run.landed).toEqual(['b1', 'b3', 'b5', 'b7']);
    expect(run.trunk).toBe('T+b1+b3+b5+b7');
    // The bench's bound is 8 + 4 rejections with trunk's own measurement: 11 for the candidates.
    expect(run.measured.length).toBeLessThanOrEqual(11);
    expect(new Set(run.measured).size).toBe(run.measured.length);
    expect(run.waves).toBeLessThanOrEqual(7);
    // After each forecast: b1 lands (4), b2 fails (2), b3 (3), b4 (1), b5 (2), b6 (1), b7 (2), b8 (1).
    expect(run.windows).toEqual([4, 2, 3, 1, 2, 1, 2, 1]);
  });

  it('with one slot measures each branch once, in order', () => {
    const run = simulate(1);
    expect(run.landed).toEqual(['b1', 'b3', 'b5', 'b7']);
    expect(run.measured).toHaveLength(8);
  });
});

describe('nextWindow', () => {
  it('starts at W, halves on a rejection, grows by one on an accept, never over W nor under 1', () => {
    let window = 4;
    const seen = [];
    for (const accepted of [false, false, false, true, true, true, true]) {
      window = nextWindow(window, 4, accepted);
      seen.push(window);
    }
    expect(seen).toEqual([2, 1, 1, 2, 3, 4, 4]);
  });
});

describe('queueExitCode', () => {
  it('is 3 on any failure, else 1 on any rejection, else 0', () => {
    expect(queueExitCode([0, 0])).toBe(0);
    expect(queueExitCode([0, 1, 0])).toBe(1);
    expect(queueExitCode([1, 3, 0])).toBe(3);
  });
});
