/**
 * The report facts the idea tree gives: scores baseline -> final, status counts, merged and top ideas,
 * B_dev/B_test divergence, the trunk's B_test over merges and the (capped) tree diagram. Pure: the
 * tree and the event summary in, plain values out; every session text is redacted on the way.
 */
import type { EventSummary } from '../session/events.js';
import { bestDoneNode } from '../session/recover.js';
import {
  finiteScore,
  NODE_STATUSES,
  nodeCount,
  nodeEntries,
  type IdeaNode,
  type IdeaTree,
} from '../session/tree.js';
import { bestFirst, formatScore, isBetterScore, type MetricDirection } from '../util/metric.js';
import { capList, countedIds, topItems, type ListCut } from './capped-list.js';
import { cleanText, cleanTexts, redactEach, stringOf, type Redact } from './session-text.js';
import { treeDiagramFacts, type IdeaTreeFact } from './tree-diagram-facts.js';

/** Ideas listed under "Top ideas by score". */
const TOP_IDEAS = 10;

export type Trend = 'better' | 'worse' | 'unchanged';

export interface ScoreChange {
  baseline: number | null;
  final: number | null;
  /** final - baseline. */
  change: number | null;
  /** change relative to baseline, in percent, as Arbor's report computes it: the sign of a negative
   * baseline flips it (-2 -> -1 is -50%); null when baseline is 0 or missing. */
  change_percent: number | null;
  trend: Trend | null;
}

export interface IdeaFact {
  id: string;
  status: string;
  hypothesis: string;
  score: number | null;
  test_score: number | null;
  branch: string | null;
}

export interface DivergenceFact {
  node_id: string;
  source: 'insight' | 'events' | 'scores';
  detail: string;
}

/** Trunk B_test after each merge (baseline first); `split` says when only event scores were known. */
export interface TrunkHistory {
  split: 'B_test' | 'unknown';
  points: { label: string; value: number }[];
}

/** The tree's part of the report facts (the empty value when there is no tree). */
export interface TreeFacts {
  b_dev: ScoreChange | null;
  b_test: ScoreChange | null;
  scored_nodes: number;
  status_counts: Record<string, number>;
  merged_node_ids: string[];
  /** The merged ideas listed (capped: see capped-list.ts; report.json lists them all). */
  merged_ideas: IdeaFact[];
  merged_ideas_cut: ListCut;
  top_ideas: IdeaFact[];
  /** The divergences listed (capped: the largest and the latest; report.json lists them all). */
  divergence: DivergenceFact[];
  divergence_cut: ListCut;
  trunk_history: TrunkHistory | null;
  idea_tree: IdeaTreeFact | null;
}

/** The lists REPORT.md and `report --json` cap, whole: what report.json adds. */
export interface FullLists {
  merged_ideas: IdeaFact[];
  divergence: DivergenceFact[];
}

function trendOf(baseline: number, final: number, direction: MetricDirection): Trend {
  if (isBetterScore(final, baseline, direction)) return 'better';
  return isBetterScore(baseline, final, direction) ? 'worse' : 'unchanged';
}

export function scoreChange(
  baseline: number | null,
  final: number | null,
  direction: MetricDirection,
): ScoreChange {
  if (baseline === null || final === null) {
    return { baseline, final, change: null, change_percent: null, trend: null };
  }
  const change = final - baseline;
  const trend = trendOf(baseline, final, direction);
  return {
    baseline,
    final,
    change: Number(change.toPrecision(12)),
    change_percent: baseline === 0 ? null : Number(((change / baseline) * 100).toFixed(2)),
    trend,
  };
}

/** One pass over the tree's ideas (every node but the root): what several sections need from them. */
export interface IdeaScan {
  ideaCount: number;
  /** By status as written (not yet redacted); a node without a string status counts as "unknown". */
  statusCounts: Map<string, number>;
  /** Ideas with a finite B_dev score, in tree (file) order. */
  scored: [string, IdeaNode][];
  /** Ideas with any numeric B_dev score: Arbor counts a NaN (a failed evaluation) as scored. */
  scoredCount: number;
  /** Merged nodes, the root included when it is merged (Arbor's report counts and lists it). */
  merged: string[];
  /** Nodes still running, the root included. */
  running: string[];
  anyTestScore: boolean;
  /** The node `recover` would restore (Arbor's best done/merged node): "Best idea" and the diagram's path. */
  bestId: string | null;
}

export function scanIdeas(tree: IdeaTree): IdeaScan {
  const scan: IdeaScan = {
    ideaCount: 0,
    statusCounts: new Map(),
    scored: [],
    scoredCount: 0,
    merged: [],
    running: [],
    anyTestScore: false,
    bestId: bestDoneNode(tree)?.id ?? null,
  };
  for (const entry of nodeEntries(tree)) {
    const [id, node] = entry;
    if (node.status === 'running') scan.running.push(id);
    if (node.status === 'merged') scan.merged.push(id);
    if (id === tree.root_id) continue;
    scan.ideaCount += 1;
    const status = typeof node.status === 'string' ? node.status : 'unknown';
    scan.statusCounts.set(status, (scan.statusCounts.get(status) ?? 0) + 1);
    if (typeof node.score === 'number') scan.scoredCount += 1;
    if (finiteScore(node.score) !== null) scan.scored.push(entry);
    if (finiteScore(node.test_score) !== null) scan.anyTestScore = true;
  }
  return scan;
}

function ideaFacts(redact: Redact, entries: readonly [string, IdeaNode][]): IdeaFact[] {
  const ids = redactEach(
    redact,
    entries.map(([id]) => id),
  );
  const statuses = redactEach(
    redact,
    entries.map(([, node]) => (typeof node.status === 'string' ? node.status : 'unknown')),
  );
  const hypotheses = cleanTexts(
    redact,
    entries.map(([, node]) => node.hypothesis),
  );
  const branches = cleanTexts(
    redact,
    entries.map(([, node]) => node.code_ref),
  );
  return entries.map(([, node], index) => ({
    id: ids[index] as string,
    status: statuses[index] as string,
    hypothesis: hypotheses[index] ?? '',
    score: finiteScore(node.score),
    test_score: finiteScore(node.test_score),
    branch: branches[index] ?? null,
  }));
}

/**
 * Merged nodes in merge order: a merged root first (it is where the trunk starts), then the events'
 * order when they name the merges, tree order for the rest.
 */
function mergeOrder(merged: readonly string[], events: EventSummary | null, rootId: string): string[] {
  const isMerged = new Set(merged);
  const order = new Set<string>(isMerged.has(rootId) ? [rootId] : []);
  for (const merge of events?.merges ?? []) if (isMerged.has(merge.node_id)) order.add(merge.node_id);
  for (const id of merged) order.add(id);
  return [...order];
}

/** Opposite B_dev and B_test moves of each merge against the trunk before it: the split disagrees. */
function scoreDivergence(
  tree: IdeaTree,
  order: readonly string[],
  direction: MetricDirection,
): { id: string; detail: string; size: number }[] {
  const found: { id: string; detail: string; size: number }[] = [];
  let devBefore = finiteScore(tree.meta.baseline_score);
  let testBefore = finiteScore(tree.meta.test_baseline_score);
  for (const id of order) {
    const node = tree.nodes[id];
    const dev = finiteScore(node?.score);
    const test = finiteScore(node?.test_score);
    if (dev !== null && test !== null && devBefore !== null && testBefore !== null) {
      const devTrend = trendOf(devBefore, dev, direction);
      const testTrend = trendOf(testBefore, test, direction);
      if (
        (devTrend === 'better' && testTrend === 'worse') ||
        (devTrend === 'worse' && testTrend === 'better')
      ) {
        found.push({
          id,
          // How far the two splits moved apart: the size the capped list ranks by.
          size: Math.abs(dev - devBefore) + Math.abs(test - testBefore),
          detail: `B_dev ${formatScore(devBefore)} -> ${formatScore(dev)} (${devTrend}) but B_test ${formatScore(testBefore)} -> ${formatScore(test)} (${testTrend})`,
        });
      }
    }
    devBefore = dev ?? devBefore;
    testBefore = test ?? testBefore;
  }
  return found;
}

/** A divergence and its size (the score moves' sum; null for one an insight or an event notes). */
interface SizedDivergence {
  fact: DivergenceFact;
  size: number | null;
}

/** Divergence noted by an insight, by the events, or shown by the scores; one fact per node and source. */
function divergenceFacts(
  tree: IdeaTree,
  events: EventSummary | null,
  order: readonly string[],
  direction: MetricDirection,
  redact: Redact,
): SizedDivergence[] {
  const facts: SizedDivergence[] = [];
  const seen = new Set<string>();
  const add = (fact: DivergenceFact, size: number | null = null): void => {
    const key = `${fact.node_id}\u0000${fact.source}`;
    if (!seen.has(key)) facts.push({ fact, size });
    seen.add(key);
  };
  for (const [id, node] of nodeEntries(tree)) {
    const insight = stringOf(node.insight);
    if (insight !== null && /diverg/i.test(insight)) {
      add({ node_id: redact(id), source: 'insight', detail: cleanText(redact, insight) ?? '' });
    }
  }
  for (const note of events?.divergence_notes ?? []) {
    add({ node_id: redact(note.node_id), source: 'events', detail: cleanText(redact, note.text) ?? '' });
  }
  // Score divergences can be thousands (one per merge): their ids are redacted in one pass.
  const scored = scoreDivergence(tree, order, direction);
  const scoredIds = redactEach(
    redact,
    scored.map(({ id }) => id),
  );
  scored.forEach(({ detail, size }, i) =>
    add({ node_id: scoredIds[i] as string, source: 'scores', detail }, size),
  );
  return facts;
}

/** Largest first; those noted by text (no size) after every measured one. */
function largerDivergence(a: SizedDivergence, b: SizedDivergence): number {
  return (b.size ?? -Infinity) - (a.size ?? -Infinity) || 0;
}

/**
 * Merged ideas ranked for the capped list: by B_test (best first, in the metric's direction), then
 * those with only a B_dev by it, then the unscored.
 */
function mergedRank(direction: MetricDirection): (a: IdeaFact, b: IdeaFact) => number {
  const best = bestFirst(direction);
  const tier = (idea: IdeaFact): number => (idea.test_score !== null ? 0 : idea.score !== null ? 1 : 2);
  const value = (idea: IdeaFact): number => idea.test_score ?? idea.score ?? 0;
  return (a, b) => tier(a) - tier(b) || best(value(a), value(b));
}

/** The trunk's scores over its merges, each point labelled with its merge's node id, redacted. */
function trunkHistory(
  tree: IdeaTree,
  events: EventSummary | null,
  order: string[],
  redact: Redact,
): TrunkHistory | null {
  const points = unlabelledTrunkHistory(tree, events, order);
  if (points === null) return null;
  const labels = redactEach(
    redact,
    points.points.map((point) => point.label),
  );
  return { ...points, points: points.points.map((point, i) => ({ ...point, label: labels[i] as string })) };
}

function unlabelledTrunkHistory(
  tree: IdeaTree,
  events: EventSummary | null,
  order: string[],
): TrunkHistory | null {
  const baseline = finiteScore(tree.meta.test_baseline_score);
  const finalTest = finiteScore(tree.meta.test_trunk_score);
  const points: { label: string; value: number }[] = [];
  if (baseline !== null || order.some((id) => finiteScore(tree.nodes[id]?.test_score) !== null)) {
    if (baseline !== null) points.push({ label: 'baseline', value: baseline });
    order.forEach((id, index) => {
      const test = finiteScore(tree.nodes[id]?.test_score) ?? (index === order.length - 1 ? finalTest : null);
      if (test !== null) points.push({ label: id, value: test });
    });
    return points.length >= 2 ? { split: 'B_test', points } : null;
  }
  // No B_test anywhere: the merge events' scores still show the trunk's path, split unknown.
  const merges = events?.merges ?? [];
  const first = merges[0]?.from_score;
  if (first !== null && first !== undefined) points.push({ label: 'start', value: first });
  for (const merge of merges)
    if (merge.to_score !== null) points.push({ label: merge.node_id, value: merge.to_score });
  return points.length >= 2 ? { split: 'unknown', points } : null;
}

/** Counts by status, every known status listed (0 when none); unknown statuses as written, redacted. */
function statusCounts(scan: IdeaScan | null, redact: Redact): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(NODE_STATUSES.map((s) => [s, 0]));
  const statuses = [...(scan?.statusCounts ?? [])];
  const redacted = redactEach(
    redact,
    statuses.map(([status]) => status),
  );
  for (const [index, [, n]] of statuses.entries()) {
    const status = redacted[index] as string;
    counts[status] = (counts[status] ?? 0) + n;
  }
  return counts;
}

/** The empty list cut: nothing listed, nothing left out. */
const NO_CUT: ListCut = { total: 0, top: 0, latest: 0, more: 0 };

/**
 * The tree's facts, the lists they cap in full (for report.json), and the caveats they call for (no
 * B_test, divergence, a partial diagram). With no tree, the empty facts and no caveat (the missing
 * tree is the caller's caveat).
 */
export function treeFacts(
  tree: IdeaTree | null,
  scan: IdeaScan | null,
  events: EventSummary | null,
  direction: MetricDirection,
  redact: Redact,
): { facts: TreeFacts; lists: FullLists; caveats: string[] } {
  const counts = statusCounts(scan, redact);
  if (tree === null || scan === null) {
    const facts: TreeFacts = {
      b_dev: null,
      b_test: null,
      scored_nodes: 0,
      status_counts: counts,
      merged_node_ids: [],
      merged_ideas: [],
      merged_ideas_cut: NO_CUT,
      top_ideas: [],
      divergence: [],
      divergence_cut: NO_CUT,
      trunk_history: null,
      idea_tree: null,
    };
    return { facts, lists: { merged_ideas: [], divergence: [] }, caveats: [] };
  }
  const testBaseline = finiteScore(tree.meta.test_baseline_score);
  const testFinal = finiteScore(tree.meta.test_trunk_score);
  const merged = mergeOrder(scan.merged, events, tree.root_id);
  const best = bestFirst(direction);
  const top = topItems(scan.scored, ([, a], [, b]) => best(a.score as number, b.score as number), TOP_IDEAS);
  const mergedIdeas = ideaFacts(
    redact,
    merged.map((id) => [id, tree.nodes[id] as IdeaNode]),
  );
  const cappedMerged = capList(mergedIdeas, mergedRank(direction));
  const divergence = divergenceFacts(tree, events, merged, direction, redact);
  const cappedDivergence = capList(divergence, largerDivergence);
  const facts: TreeFacts = {
    b_dev: scoreChange(finiteScore(tree.meta.baseline_score), finiteScore(tree.meta.trunk_score), direction),
    b_test:
      testBaseline === null && testFinal === null ? null : scoreChange(testBaseline, testFinal, direction),
    scored_nodes: scan.scoredCount,
    status_counts: counts,
    merged_node_ids: redactEach(redact, merged),
    merged_ideas: cappedMerged.shown,
    merged_ideas_cut: cappedMerged.cut,
    top_ideas: ideaFacts(redact, top),
    divergence: cappedDivergence.shown.map((d) => d.fact),
    divergence_cut: cappedDivergence.cut,
    trunk_history: trunkHistory(tree, events, merged, redact),
    idea_tree: treeDiagramFacts(tree, scan.bestId, merged, redact),
  };
  const lists = { merged_ideas: mergedIdeas, divergence: divergence.map((d) => d.fact) };
  return { facts, lists, caveats: treeCaveats(tree, scan, facts, lists, direction) };
}

function treeCaveats(
  tree: IdeaTree,
  scan: IdeaScan,
  facts: TreeFacts,
  lists: FullLists,
  direction: MetricDirection,
): string[] {
  const caveats: string[] = [];
  if (direction === 'minimize' && facts.top_ideas.length > 0)
    caveats.push(
      "Top ideas and the best score are lowest first (minimize), on purpose: Arbor's own report ranks ideas highest first, and its best score is always the maximum, even when minimizing.",
    );
  if (facts.b_test === null && !scan.anyTestScore)
    caveats.push(
      'No B_test: no held-out score was recorded, so no result here is verified on the test split.',
    );
  const divergent = [...new Set(lists.divergence.map((d) => d.node_id))];
  if (divergent.length > 0)
    caveats.push(
      `B_dev/B_test divergence on node(s) ${countedIds(divergent)}: possible overfitting, noise or split mismatch.`,
    );
  const diagram = facts.idea_tree;
  if (diagram !== null && diagram.hidden > 0)
    caveats.push(
      `The idea-tree diagram shows ${diagram.shown.length} of ${nodeCount(tree)} nodes: the path to the best idea and the latest merges, other children counted.`,
    );
  return caveats;
}
