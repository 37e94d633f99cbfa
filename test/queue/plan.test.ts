/** The queue's decisions on fixed scenarios: bases, rebuilds after a rejection, the window, the exit code. */
import { expectedBases, nextWindow, planQueue, queueExitCode, type PlanEntry } from '../../src/queue/plan.js';

const unbuilt: PlanEntry = {
  builtOn: null,
  candidate: null,
  failed: false,
  measuring: false,
  measured: false,
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
