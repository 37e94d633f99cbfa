/**
 * The pure parts of reports at scale: the list caps at 20 and 21 items, the trunk chart's
 * downsampling (every new best kept, in both directions), the per-agent table by Arbor's `source`,
 * and the coordinator's tokens unknown rather than 0 in a derived run_stats.json.
 */
import { EventSummarizer } from '../../src/session/events.js';
import { deriveRunStats } from '../../src/session/run-stats.js';
import { capList, countedIds, topItems } from '../../src/report/capped-list.js';
import { CHART_POINTS, sampleTrunkPoints, type ChartPoint } from '../../src/report/trunk-chart.js';
import { isBetterScore, type MetricDirection } from '../../src/util/metric.js';

const byValueDesc = (a: number, b: number): number => b - a;

describe('capped lists', () => {
  it('20 items: all of them, in order, nothing more', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(capList(items, byValueDesc)).toEqual({
      shown: items,
      cut: { total: 20, top: 0, latest: 20, more: 0 },
    });
  });

  it('21 items: the top 10 by rank, then the latest 10 of the others, and 1 more', () => {
    // Ranked by value, best first; the latest is the last in the list.
    const items = [5, 20, 1, 19, 2, 18, 3, 17, 4, 16, 6, 15, 7, 14, 8, 13, 9, 12, 10, 11, 0];
    const { shown, cut } = capList(items, byValueDesc);
    expect(cut).toEqual({ total: 21, top: 10, latest: 10, more: 1 });
    expect(shown.slice(0, 10)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
    // The last 10 not among the top, in the list's order: 5 (the first) is the one left out.
    expect(shown.slice(10)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 0]);
  });

  it('a latest item that is also a top one is shown once', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const { shown, cut } = capList(items, byValueDesc);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.slice(0, 10)).toEqual([29, 28, 27, 26, 25, 24, 23, 22, 21, 20]);
    expect(shown.slice(10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(cut.more).toBe(10);
  });

  it('ids in a caveat: a few named, the rest counted', () => {
    expect(countedIds(['a', 'b'])).toBe('a, b');
    expect(countedIds(Array.from({ length: 5000 }, (_, i) => `n${i}`))).toBe(
      'n0, n1, n2, n3, n4 and 4995 more',
    );
  });
});

/** The indexes at which `values` reaches a new best (the first included). */
function newBests(values: readonly number[], direction: MetricDirection): number[] {
  const out: number[] = [];
  values.forEach((value, index) => {
    if (out.length === 0 || isBetterScore(value, values[out[out.length - 1] as number] as number, direction))
      out.push(index);
  });
  return out;
}

describe('the trunk chart downsampled', () => {
  // A noisy walk: about 60 new bests among 5,000 points.
  const walk = (direction: MetricDirection): ChartPoint[] =>
    Array.from({ length: 5000 }, (_, i) => {
      const trend = i * 0.0001 + ((i * 7919) % 97) / 200;
      return { label: `m${i}`, value: direction === 'maximize' ? trend : -trend };
    });

  it.each(['maximize', 'minimize'] as const)(
    '%s: at most 200 points, the first, the last and every new best among them',
    (direction) => {
      const points = walk(direction);
      const bests = newBests(
        points.map((p) => p.value),
        direction,
      );
      expect(bests.length).toBeGreaterThan(20);
      expect(bests.length).toBeLessThan(CHART_POINTS);
      const sampled = sampleTrunkPoints(points, direction);
      expect(sampled.points).toHaveLength(CHART_POINTS);
      expect(sampled).toMatchObject({ total: 5000, all_bests_kept: true });
      const labels = new Set(sampled.points.map((p) => p.label));
      for (const index of [0, 4999, ...bests]) expect(labels).toContain(`m${index}`);
      // In their order.
      const order = sampled.points.map((p) => Number(p.label.slice(1)));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    },
  );

  it('the opposite direction would keep other points: new bests follow the metric', () => {
    const points = walk('maximize');
    const asMinimize = sampleTrunkPoints(points, 'minimize');
    const labels = new Set(asMinimize.points.map((p) => p.label));
    const maxBests = newBests(
      points.map((p) => p.value),
      'maximize',
    );
    expect(maxBests.every((index) => labels.has(`m${index}`))).toBe(false);
  });

  it('a trunk better at every merge: the bests are taken evenly, and it says so', () => {
    const points = Array.from({ length: 2430 }, (_, i) => ({ label: `m${i}`, value: i }));
    const sampled = sampleTrunkPoints(points, 'maximize');
    expect(sampled.points).toHaveLength(CHART_POINTS);
    expect(sampled.all_bests_kept).toBe(false);
    expect(sampled.points[0]?.label).toBe('m0');
    expect(sampled.points.at(-1)?.label).toBe('m2429');
  });

  it('200 points or fewer are drawn as they are', () => {
    const points = Array.from({ length: 200 }, (_, i) => ({ label: `m${i}`, value: (i * 37) % 11 }));
    expect(sampleTrunkPoints(points, 'maximize').points).toEqual(points);
  });
});

describe('tokens by agent, as Arbor writes llm.call', () => {
  const summarize = (calls: Record<string, unknown>[], end?: Record<string, unknown>) => {
    const summarizer = new EventSummarizer();
    calls.forEach((data, i) => summarizer.add({ ts: i, type: 'llm.call', data }));
    if (end !== undefined) summarizer.add({ ts: calls.length, type: 'session.end', data: end });
    return summarizer.finish({ lines: calls.length, skipped: 0, skippedLineNumbers: [] });
  };

  it('`source` names the row (Arbor now); `agent` where there is no source (older logs, the demo)', () => {
    const summary = summarize([
      { source: 'agent', input_tokens: 10, output_tokens: 1, agent_cwd: '/w/.arbor/worktrees/n1' },
      { source: 'agent', input_tokens: 20, output_tokens: 2 },
      { source: 'context_compaction', input_tokens: 5, output_tokens: 1 },
      { agent: 'sub:n1', input_tokens: 7, output_tokens: 1 },
      { input_tokens: 1, output_tokens: 1 },
    ]);
    expect(
      Object.fromEntries(
        Object.entries(summary.tokens_by_agent).map(([name, t]) => [name, [t.llm_calls, t.input_tokens]]),
      ),
    ).toEqual({ agent: [2, 30], context_compaction: [1, 5], 'sub:n1': [1, 7], unknown: [1, 1] });
  });

  it("a derived run_stats.json: the coordinator's tokens unknown (null) when only `source` is logged", () => {
    const stats = deriveRunStats(
      summarize([{ source: 'agent', input_tokens: 10, output_tokens: 1 }], { turns: 4 }),
      null,
    );
    expect(stats.coordinator).toEqual({
      turns: 4,
      llm_calls: null,
      input_tokens: null,
      uncached_input_tokens: null,
      output_tokens: null,
      cache_read_tokens: null,
    });
    // session.end's meta_* totals are the coordinator's own.
    const withMeta = deriveRunStats(
      summarize([{ source: 'agent', input_tokens: 10, output_tokens: 1 }], {
        meta_input_tokens: 900,
        meta_output_tokens: 30,
      }),
      null,
    );
    expect(withMeta.coordinator).toMatchObject({ input_tokens: 900, output_tokens: 30 });
  });
});

describe('topItems', () => {
  test('is the first items of a stable sort, ties in their order, without sorting them all', () => {
    const items = Array.from({ length: 500 }, (_, index) => ({ index, value: (index * 7919) % 37 }));
    const rank = (a: { value: number }, b: { value: number }) => b.value - a.value;
    for (const count of [0, 1, 10, 37, 600])
      expect(topItems(items, rank, count)).toEqual([...items].sort(rank).slice(0, count));
  });
});
