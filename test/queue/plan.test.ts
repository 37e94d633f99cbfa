/** The queue's decisions on fixed scenarios: bases, rebuilds after a rejection, the window, the exit code. */
import {
  expectedBases,
  forecastDue,
  nextWindow,
  planQueue,
  queueExitCode,
  type PlanEntry,
} from '../../src/queue/plan.js';

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
  it('builds the first entry, then the next once its base is known, and measures once all are built', () => {
    expect(planQueue('T', [unbuilt, unbuilt], 2, 2)).toMatchObject({ build: [0], measure: [] });
    expect(planQueue('T', [built('T', 'TA'), unbuilt], 2, 2)).toMatchObject({ build: [1], measure: [] });
    expect(planQueue('T', [built('T', 'TA'), built('TA', 'TAB')], 2, 2)).toMatchObject({
      build: [],
      measure: [0, 1],
    });
  });

  it('measures the window all at once when the free slots hold it, and decides the measured head', () => {
    const entries = [built('T', 'TA'), built('TA', 'TAB'), built('TAB', 'TABC')];
    expect(planQueue('T', entries, 2, 4).measure).toEqual([0, 1]);
    expect(planQueue('T', entries, 3, 3).measure).toEqual([0, 1, 2]);
    // A slot still held by a run whose entry was rebuilt: the batch waits for it, whole.
    expect(planQueue('T', entries, 3, 2).measure).toEqual([]);
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
    expect(planQueue('T', entries, 2, 4)).toMatchObject({ build: [3], measure: [] });
  });

  it('counts a forecast made on a stale base as a guess again, and rebuilds it', () => {
    const entries = [accepted('T0', 'T0A'), built('T0A', 'T0AB')];
    expect(planQueue('T', entries, 1, 4)).toMatchObject({
      bases: ['T', null],
      build: [0],
      measure: [],
    });
  });

  it('starts nothing behind a guess whose run is under way or whose forecast is pending', () => {
    const running = [built('T', 'TA', { measuring: true }), built('TA', 'TAB')];
    expect(planQueue('T', running, 2, 3).measure).toEqual([]);
    const pending = [built('T', 'TA', { measured: true }), built('TA', 'TAB')];
    expect(planQueue('T', pending, 2, 3).measure).toEqual([]);
    expect(planQueue('T', [accepted('T', 'TA'), built('TA', 'TAB')], 2, 3).measure).toEqual([1]);
  });

  it("forecasts in the queue's order: never an entry behind one whose outcome is not known", () => {
    const measured = { measured: true };
    expect(forecastDue('T', [built('T', 'TA', measured), built('TA', 'TAB', measured)])).toBe(0);
    expect(forecastDue('T', [accepted('T', 'TA'), built('TA', 'TAB', measured)])).toBe(1);
    // T+A still measuring: T+A+B's forecast would move the window before A's does.
    expect(forecastDue('T', [built('T', 'TA', { measuring: true }), built('TA', 'TAB', measured)])).toBe(
      null,
    );
    expect(forecastDue('T', [failing('T', 'TA'), built('T', 'TB', measured)])).toBe(1);
  });

  /**
   * The bench's queue as pure data, driven as run.ts drives it: eight branches, the odd ones improving
   * (on any base), `limit` slots, trunk's tree measured in a slot beside the first candidates. The
   * runs under way end one at a time, in the order `pick` chooses; after each, the due forecasts are
   * made (each moves the window), the heads whose outcome is known land, and the plan starts more.
   */
  function simulate(
    limit: number,
    pick: (running: readonly string[]) => number,
    gains = [1, -1, 1, -1, 1, -1, 1, -1],
  ) {
    const entries = gains.map((gain, i) => ({ ...unbuilt, name: `b${i + 1}`, gain }));
    type Entry = (typeof entries)[number];
    const running: Array<{ tree: string; entry: Entry | null }> = [];
    const recorded = new Set<string>();
    const measured: string[] = [];
    const landed: string[] = [];
    const windows: number[] = [];
    let trunk = 'T';
    let window = limit;
    let trunkStarted = false;
    let batches = 0;
    for (let step = 0; entries.length > 0; step++) {
      if (step > 100) throw new Error('the queue does not finish');
      for (let index = forecastDue(trunk, entries); index !== null; index = forecastDue(trunk, entries)) {
        const entry = entries[index] as Entry;
        if (!recorded.has(entry.builtOn as string)) break;
        Object.assign(entry, { forecast: true, failed: entry.gain < 0 });
        window = nextWindow(window, limit, entry.gain > 0);
        windows.push(window);
      }
      for (let head = entries[0]; head !== undefined; head = entries[0]) {
        if (head.builtOn !== trunk || !(head.failed || head.forecast)) break;
        entries.shift();
        if (head.failed) continue;
        trunk = head.candidate as string;
        landed.push(head.name);
      }
      for (;;) {
        const plan = planQueue(trunk, entries, window, limit - running.length);
        for (const index of plan.build) {
          const entry = entries[index] as Entry;
          const base = plan.bases[index] as string;
          // Nothing is built on a branch already forecast failing.
          expect(entries.some((e) => e.failed && base.split('+').includes(e.name))).toBe(false);
          Object.assign(entry, { ...unbuilt, builtOn: base, candidate: `${base}+${entry.name}` });
        }
        if (plan.build.length > 0) continue;
        if (plan.measure.length > 0) batches++;
        if (!trunkStarted && plan.measure.length > 0) {
          trunkStarted = true;
          running.push({ tree: 'T', entry: null });
        }
        for (const index of plan.measure) {
          const entry = entries[index] as Entry;
          if (running.length === limit) break;
          entry.measuring = true;
          running.push({ tree: entry.candidate as string, entry });
        }
        break;
      }
      if (entries.length === 0) break;
      const [done] = running.splice(pick(running.map((run) => run.tree)), 1);
      if (done === undefined) throw new Error('the queue has nothing to wait for');
      recorded.add(done.tree);
      measured.push(done.tree);
      // A run whose entry was rebuilt meanwhile leaves the entry as it is (run.ts does the same).
      if (done.entry !== null && done.entry.candidate === done.tree)
        Object.assign(done.entry, { measuring: false, measured: true });
    }
    return { measured, landed, windows, trunk, batches };
  }

  const inOrder = () => 0;
  const newestFirst = (running: readonly string[]) => running.length - 1;
  const trunkLast = (running: readonly string[]) => (running.length > 1 && running[0] === 'T' ? 1 : 0);
  const shortestBaseFirst = (running: readonly string[]) =>
    running.indexOf([...running].sort((a, b) => a.length - b.length).at(-1) as string);

  it('lands the four improvements with at most 8 + 4 rejections measurements, trunk included', () => {
    const run = simulate(4, inOrder);
    expect(run.landed).toEqual(['b1', 'b3', 'b5', 'b7']);
    expect(run.trunk).toBe('T+b1+b3+b5+b7');
    // T; b1, b2, b3 on T+b1+b2 (wasted); b3, b4; b5; b6, b7 on T+b1+b3+b5+b6 (wasted); b7; b8.
    expect(run.measured).toHaveLength(11);
    expect(new Set(run.measured).size).toBe(run.measured.length);
    // After each forecast: b1 lands (4), b2 fails (2), b3 (3), b4 (1), b5 (2), b6 (1), b7 (2), b8 (1).
    expect(run.windows).toEqual([4, 2, 3, 1, 2, 1, 2, 1]);
  });

  it('measures the same candidates whichever run ends first', () => {
    const reference = simulate(4, inOrder);
    for (const pick of [newestFirst, trunkLast, shortestBaseFirst]) {
      const run = simulate(4, pick);
      expect(run.landed).toEqual(reference.landed);
      expect(run.windows).toEqual(reference.windows);
      expect([...run.measured].sort()).toEqual([...reference.measured].sort());
    }
  });

  it('needs 5 to 8 batches of measurements over every order of four improvements in eight (the bench prints that floor)', () => {
    const batches: Record<number, number> = {};
    for (let mask = 0; mask < 256; mask++) {
      const gains = [...Array(8).keys()].map((i) => ((mask >> i) & 1 ? 1 : -1));
      if (gains.filter((gain) => gain > 0).length !== 4) continue;
      const run = simulate(4, inOrder, gains);
      expect(run.landed).toEqual(gains.flatMap((gain, i) => (gain > 0 ? [`b${i + 1}`] : [])));
      batches[run.batches] = (batches[run.batches] ?? 0) + 1;
    }
    // The bench's own model of the window rule (scripts/bench/queue.mjs) gives the same counts.
    expect(batches).toEqual({ 5: 14, 6: 37, 7: 18, 8: 1 });
    expect(simulate(4, inOrder).batches).toBe(6);
  });

  it('with one slot measures trunk and each branch once, in order', () => {
    const run = simulate(1, inOrder);
    expect(run.landed).toEqual(['b1', 'b3', 'b5', 'b7']);
    expect(run.measured).toHaveLength(9);
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
