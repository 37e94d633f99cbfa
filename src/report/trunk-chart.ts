/**
 * The trunk's score over merges as a chart that mermaid draws at any size. Mermaid refuses a diagram
 * past 50,000 characters (its `maxTextSize`), which a point per merge passes at about 2,400 merges, so
 * the points are downsampled to at most CHART_POINTS: the first, the last and every new best are kept
 * (what the chart is read for), the rest of the room goes to points spread evenly between. Should the
 * new bests alone be more than the room (a trunk that improved at every merge), they too are taken
 * evenly, and the chart says so. The points are a plain array, so any record of the trunk (the tree,
 * the merge events, a score ledger) can feed it. Pure.
 */
import { isBetterScore, type MetricDirection } from '../util/metric.js';
import { lineChart } from './mermaid.js';

export interface ChartPoint {
  label: string;
  value: number;
}

/** Points drawn at most. */
export const CHART_POINTS = 200;

export interface SampledPoints {
  points: ChartPoint[];
  /** Points before sampling. */
  total: number;
  /** Every new best is among `points` (false only when they alone outnumber the room). */
  all_bests_kept: boolean;
}

/** `count` indexes of `from` (ascending), spread evenly, its first and last included. */
function spread(from: readonly number[], count: number): number[] {
  if (count >= from.length) return [...from];
  if (count <= 1) return from.slice(0, count);
  const step = (from.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => from[Math.round(i * step)] as number);
}

/** At most `max` of `points` in their order: first, last and every new best kept when they fit. */
export function sampleTrunkPoints(
  points: readonly ChartPoint[],
  direction: MetricDirection,
  max = CHART_POINTS,
): SampledPoints {
  const total = points.length;
  if (total <= max) return { points: [...points], total, all_bests_kept: true };
  const bests: number[] = [];
  let best: number | null = null;
  points.forEach((point, index) => {
    if (best === null || isBetterScore(point.value, best, direction)) {
      bests.push(index);
      best = point.value;
    }
  });
  const kept = new Set([0, total - 1, ...bests]);
  if (kept.size > max) {
    const sampled = spread(
      [...kept].sort((a, b) => a - b),
      max,
    );
    return { points: sampled.map((i) => points[i] as ChartPoint), total, all_bests_kept: false };
  }
  const others = points.map((_, index) => index).filter((index) => !kept.has(index));
  for (const index of spread(others, max - kept.size)) kept.add(index);
  const indexes = [...kept].sort((a, b) => a - b);
  return { points: indexes.map((i) => points[i] as ChartPoint), total, all_bests_kept: true };
}

/** The trunk chart (`xychart-beta`) of `points`, sampled to at most CHART_POINTS, and how it was sampled. */
export function trunkChart(
  title: string,
  yLabel: string,
  points: readonly ChartPoint[],
  direction: MetricDirection,
): { mermaid: string; sampled: SampledPoints } {
  const sampled = sampleTrunkPoints(points, direction);
  return { mermaid: lineChart(title, yLabel, sampled.points), sampled };
}
