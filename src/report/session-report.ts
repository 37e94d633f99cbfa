/**
 * REPORT.md for an Arbor session (spec "REPORT.md Contents" plus DESIGN.md "Sessions"). Built in two
 * steps: `buildSessionReport` gathers facts from whatever files exist (each missing or unreadable one
 * drops its section and adds a caveat), `renderSessionReportMarkdown` turns the facts into markdown.
 * Every text taken from the session passes through the redactor before it lands in the facts.
 */
import { stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { UserError } from '../errors.js';
import { inflightExecutors, pendingUserQuestion } from '../session/checkpoint.js';
import { readEventSummary, type EventSummary } from '../session/events.js';
import { pathExists, readJsonObjectFile } from '../session/files.js';
import { sessionPaths, type SessionPaths } from '../session/paths.js';
import { DERIVED_TOKEN_SCOPE, humanDuration } from '../session/run-stats.js';
import { SNAPSHOTS_DIR } from '../session/recover.js';
import {
  finiteScore,
  metricDirectionOf,
  NODE_STATUSES,
  readTreeIfPresent,
  type IdeaNode,
  type IdeaTree,
} from '../session/tree.js';
import { bestFirst, formatScore, isBetterScore, type MetricDirection } from '../util/metric.js';
import { createRedactor } from '../util/redact.js';
import { lineChart, treeDiagram, type TreeDiagramNode } from './mermaid.js';

export const SESSION_REPORT_SCHEMA = 'arbor-gate/session-report@1';
/** Ideas listed under "Top ideas by score". */
const TOP_IDEAS = 10;
/** Nodes drawn in the idea-tree diagram; the rest are summed up as "and N more". */
const TREE_DIAGRAM_CAP = 60;
const TEXT_MAX = 300;

export type Trend = 'better' | 'worse' | 'unchanged';

export interface ScoreChange {
  baseline: number | null;
  final: number | null;
  /** final - baseline. */
  change: number | null;
  /** change relative to |baseline|, in percent (null when baseline is 0 or missing). */
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

export interface RunStatsFact {
  source: 'run_stats.json' | 'derived_from_events';
  derived_file: boolean;
  token_scope: string | null;
  duration_seconds: number | null;
  total_input_tokens: number | null;
  total_output_tokens: number | null;
  total_cache_read_tokens: number | null;
  total_llm_calls: number | null;
  total_agents_spawned: number | null;
  coordinator_turns: number | null;
  emergency_timeout: boolean;
  by_agent: Record<string, { llm_calls: number; input_tokens: number; output_tokens: number }>;
}

export interface EventsFact {
  lines: number;
  skipped_lines: number;
  skipped_line_numbers: number[];
  by_family: Record<string, number>;
  by_type: Record<string, number>;
  first_ts: number | null;
  last_ts: number | null;
  wall_clock_seconds: number | null;
  session_ended: boolean;
}

export interface SessionReport {
  schema: typeof SESSION_REPORT_SCHEMA;
  session_dir: string;
  workspace: string | null;
  run_name: string;
  task: string | null;
  exit_reason: string | null;
  model: string | null;
  provider: string | null;
  metric: { direction: MetricDirection; name: string | null };
  b_dev: ScoreChange | null;
  b_test: ScoreChange | null;
  nodes_total: number;
  scored_nodes: number;
  status_counts: Record<string, number>;
  best_node_id: string | null;
  merged_node_ids: string[];
  merged_ideas: IdeaFact[];
  top_ideas: IdeaFact[];
  divergence: DivergenceFact[];
  /** Trunk B_test after each merge (baseline first); `split` says when only event scores were known. */
  trunk_history: { split: 'B_test' | 'unknown'; points: { label: string; value: number }[] } | null;
  idea_tree: { shown: TreeDiagramNode[]; hidden: number } | null;
  events: EventsFact | null;
  run_stats: RunStatsFact | null;
  interrupted: boolean;
  /** Artifact paths relative to the workspace (or the session folder), only those that exist. */
  artifacts: { label: string; path: string }[];
  caveats: string[];
  /** The merge gate's markdown section given to buildSessionReport, rendered verbatim. */
  gate_section: string | null;
}

export interface SessionReportOptions {
  /** The merge gate's "## Gate" markdown, included verbatim as its own section. */
  gateSection?: string;
  /** Environment whose credential values are redacted (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** Marks the run as a smoke/forward test (the caveat is also set by smoke markers in the session). */
  smoke?: boolean;
  /** The tree and events already read by the caller (finalize), so they are not read twice. */
  inputs?: SessionInputs;
}

/** What a session's report is built from that is costly to read: the tree and one pass over the events. */
export interface SessionInputs {
  tree: IdeaTree | null;
  events: EventSummary | null;
  /** Why events.jsonl gave no summary (missing or unreadable), as a report caveat; null when it did. */
  eventsCaveat: string | null;
}

/** Reads the tree and summarises events.jsonl; a missing or unreadable events file is a caveat, not an error. */
export async function readSessionInputs(paths: SessionPaths): Promise<SessionInputs> {
  const tree = await readTreeIfPresent(paths.tree);
  if (!(await pathExists(paths.events))) {
    return { tree, events: null, eventsCaveat: 'No events.jsonl: no event summary or wall clock.' };
  }
  try {
    return { tree, events: await readEventSummary(paths.events), eventsCaveat: null };
  } catch (error) {
    return {
      tree,
      events: null,
      eventsCaveat: `events.jsonl could not be read (${(error as Error).message}): no event summary.`,
    };
  }
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
  const trend: Trend = isBetterScore(final, baseline, direction)
    ? 'better'
    : isBetterScore(baseline, final, direction)
      ? 'worse'
      : 'unchanged';
  return {
    baseline,
    final,
    change: Number(change.toPrecision(12)),
    change_percent: baseline === 0 ? null : Number(((change / Math.abs(baseline)) * 100).toFixed(2)),
    trend,
  };
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

type Redact = (text: string) => string;

/**
 * `texts.map(redact)` in one redactor pass (thousands of agent or node ids would otherwise cost
 * thousands of passes of every pattern). The texts are joined with NUL, which no credential value
 * contains and no pattern in util/redact.ts matches or looks across, so each piece comes back as it
 * would alone; a match that swallowed a separator would change the piece count, and then each text
 * is redacted alone.
 */
function redactEach(redact: Redact, texts: readonly string[]): string[] {
  if (texts.length < 2 || texts.some((text) => text.includes('\u0000'))) return texts.map(redact);
  const pieces = redact(texts.join('\u0000')).split('\u0000');
  return pieces.length === texts.length ? pieces : texts.map(redact);
}

/** One pass over the tree's ideas (every node but the root): what several sections need from them. */
interface IdeaScan {
  ideaCount: number;
  /** By status as written (not yet redacted); a node without a string status counts as "unknown". */
  statusCounts: Map<string, number>;
  /** Ideas with a finite B_dev score, in tree order. */
  scored: [string, IdeaNode][];
  merged: string[];
  /** Nodes still running, the root included. */
  running: string[];
  anyTestScore: boolean;
}

function scanIdeas(tree: IdeaTree): IdeaScan {
  const scan: IdeaScan = {
    ideaCount: 0,
    statusCounts: new Map(),
    scored: [],
    merged: [],
    running: [],
    anyTestScore: false,
  };
  for (const entry of Object.entries(tree.nodes)) {
    const [id, node] = entry;
    if (node.status === 'running') scan.running.push(id);
    if (id === tree.root_id) continue;
    scan.ideaCount += 1;
    const status = typeof node.status === 'string' ? node.status : 'unknown';
    scan.statusCounts.set(status, (scan.statusCounts.get(status) ?? 0) + 1);
    if (finiteScore(node.score) !== null) scan.scored.push(entry);
    if (finiteScore(node.test_score) !== null) scan.anyTestScore = true;
    if (status === 'merged') scan.merged.push(id);
  }
  return scan;
}

/** Already redacted text on one line, capped at TEXT_MAX characters. */
function flatText(redacted: string): string {
  const flat = redacted.replace(/\s+/g, ' ').trim();
  return flat.length > TEXT_MAX ? `${flat.slice(0, TEXT_MAX - 1)}…` : flat;
}

function cleanText(redact: Redact, value: unknown): string | null {
  const text = stringOf(value);
  return text === null ? null : flatText(redact(text));
}

/** Redacts the non-blank strings among `values` in one pass (see redactEach); null for the others. */
function cleanTexts(redact: Redact, values: readonly unknown[]): (string | null)[] {
  const texts = values.map(stringOf);
  const present = texts.filter((text): text is string => text !== null);
  const redacted = redactEach(redact, present);
  let next = 0;
  return texts.map((text) => (text === null ? null : flatText(redacted[next++] as string)));
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

/** Merged nodes in merge order: events' order when they name the merges, tree order for the rest. */
function mergeOrder(merged: readonly string[], events: EventSummary | null): string[] {
  const isMerged = new Set(merged);
  const order = new Set<string>();
  for (const merge of events?.merges ?? []) if (isMerged.has(merge.node_id)) order.add(merge.node_id);
  for (const id of merged) order.add(id);
  return [...order];
}

function divergenceFacts(
  tree: IdeaTree,
  events: EventSummary | null,
  order: string[],
  direction: MetricDirection,
  redact: Redact,
): DivergenceFact[] {
  const facts: DivergenceFact[] = [];
  const seen = new Set<string>();
  const add = (fact: DivergenceFact): void => {
    const key = `${fact.node_id}\u0000${fact.source}`;
    if (!seen.has(key)) facts.push(fact);
    seen.add(key);
  };
  for (const [id, node] of Object.entries(tree.nodes)) {
    const insight = stringOf(node.insight);
    if (insight !== null && /diverg/i.test(insight)) {
      add({ node_id: redact(id), source: 'insight', detail: cleanText(redact, insight) ?? '' });
    }
  }
  for (const note of events?.divergence_notes ?? []) {
    add({ node_id: redact(note.node_id), source: 'events', detail: cleanText(redact, note.text) ?? '' });
  }
  // B_dev and B_test of each merge against the trunk before it: opposite moves mean the split disagree.
  let devBefore = finiteScore(tree.meta.baseline_score);
  let testBefore = finiteScore(tree.meta.test_baseline_score);
  for (const id of order) {
    const node = tree.nodes[id];
    const dev = finiteScore(node?.score);
    const test = finiteScore(node?.test_score);
    if (dev !== null && test !== null && devBefore !== null && testBefore !== null) {
      const devTrend = scoreChange(devBefore, dev, direction).trend;
      const testTrend = scoreChange(testBefore, test, direction).trend;
      if (
        (devTrend === 'better' && testTrend === 'worse') ||
        (devTrend === 'worse' && testTrend === 'better')
      ) {
        add({
          node_id: redact(id),
          source: 'scores',
          detail: `B_dev ${formatScore(devBefore)} -> ${formatScore(dev)} (${devTrend}) but B_test ${formatScore(testBefore)} -> ${formatScore(test)} (${testTrend})`,
        });
      }
    }
    devBefore = dev ?? devBefore;
    testBefore = test ?? testBefore;
  }
  return facts;
}

function trunkHistory(
  tree: IdeaTree,
  events: EventSummary | null,
  order: string[],
): SessionReport['trunk_history'] {
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

/** The first TREE_DIAGRAM_CAP nodes breadth-first from the root; the walk stops at the cap. */
function treeDiagramFacts(tree: IdeaTree, redact: Redact): NonNullable<SessionReport['idea_tree']> {
  const shown: TreeDiagramNode[] = [];
  const queue = Object.hasOwn(tree.nodes, tree.root_id) ? [tree.root_id] : [];
  const visited = new Set<string>();
  for (let next = 0; next < queue.length && shown.length < TREE_DIAGRAM_CAP; next += 1) {
    const id = queue[next] as string;
    if (visited.has(id) || !Object.hasOwn(tree.nodes, id)) continue;
    visited.add(id);
    const node = tree.nodes[id] as IdeaNode;
    shown.push({
      id: redact(id),
      parent_id: node.parent_id === null ? null : redact(node.parent_id),
      status: typeof node.status === 'string' ? redact(node.status) : 'unknown',
      score: finiteScore(node.score),
      label: cleanText(redact, node.hypothesis) ?? '',
    });
    for (const child of node.children_ids) if (!visited.has(child)) queue.push(child);
  }
  return { shown, hidden: Object.keys(tree.nodes).length - shown.length };
}

function runStatsFromFile(stats: Record<string, unknown>): RunStatsFact {
  const all = (stats.all_agents ?? {}) as Record<string, unknown>;
  const coordinator = (stats.coordinator ?? {}) as Record<string, unknown>;
  return {
    source: 'run_stats.json',
    derived_file: stats.derived === true,
    token_scope: stringOf(stats.token_scope),
    duration_seconds: numberOf(stats.duration_seconds),
    total_input_tokens: numberOf(all.total_input_tokens),
    total_output_tokens: numberOf(all.total_output_tokens),
    total_cache_read_tokens: numberOf(all.total_cache_read_tokens),
    total_llm_calls: numberOf(all.total_llm_calls),
    total_agents_spawned: numberOf(all.total_agents_spawned),
    coordinator_turns: numberOf(coordinator.turns),
    emergency_timeout: stats.emergency_timeout === true,
    by_agent: {},
  };
}

function runStatsFromEvents(events: EventSummary, redact: Redact): RunStatsFact {
  const byAgent: RunStatsFact['by_agent'] = {};
  const agents = Object.entries(events.tokens_by_agent);
  const names = redactEach(
    redact,
    agents.map(([agent]) => agent),
  );
  for (const [index, [, totals]] of agents.entries()) {
    byAgent[names[index] as string] = {
      llm_calls: totals.llm_calls,
      input_tokens: totals.input_tokens,
      output_tokens: totals.output_tokens,
    };
  }
  return {
    source: 'derived_from_events',
    derived_file: false,
    token_scope: DERIVED_TOKEN_SCOPE,
    duration_seconds:
      events.first_ts !== null && events.last_ts !== null ? events.last_ts - events.first_ts : null,
    total_input_tokens: events.tokens.input_tokens,
    total_output_tokens: events.tokens.output_tokens,
    total_cache_read_tokens: events.tokens.cache_read_tokens,
    total_llm_calls: events.tokens.llm_calls,
    total_agents_spawned: events.executors_started,
    coordinator_turns: numberOf(events.session_end?.turns),
    emergency_timeout: events.emergency_timeout,
    by_agent: byAgent,
  };
}

async function artifactList(
  paths: SessionPaths,
  submissionPath: string | null,
): Promise<SessionReport['artifacts']> {
  const base = paths.workspace ?? paths.dir;
  const candidates: [string, string][] = [
    ['Idea tree JSON', paths.tree],
    ['Idea tree Markdown', paths.treeMarkdown],
    ['Checkpoint', paths.checkpoint],
    ['Messages', paths.messages],
    ['Events', paths.events],
    ['Run stats', paths.runStats],
    ['Experiments', paths.experiments],
    ['Eval logs', join(paths.dir, '.coordinator', 'eval_logs')],
  ];
  if (paths.workspace !== null) {
    candidates.push(['Submission snapshots', join(paths.workspace, SNAPSHOTS_DIR)]);
    if (submissionPath !== null && !submissionPath.includes('..')) {
      candidates.push(['Submission', join(paths.workspace, submissionPath)]);
    }
  }
  const found: SessionReport['artifacts'] = [];
  for (const [label, path] of candidates) {
    if (await pathExists(path)) found.push({ label, path: relative(base, path) || '.' });
  }
  return found;
}

/** Why the run looks interrupted: the tree, the checkpoint or the events say work was still in flight. */
function interruptionReasons(
  runningNodes: readonly string[],
  checkpoint: Record<string, unknown> | null,
  events: EventSummary | null,
  redact: Redact,
): string[] {
  const reasons: string[] = [];
  const running = redactEach(redact, runningNodes);
  if (running.length > 0) reasons.push(`node(s) ${running.join(', ')} still running`);
  const inflight = checkpoint
    ? redactEach(
        redact,
        inflightExecutors(checkpoint).map((e) => e.node_id),
      )
    : [];
  if (inflight.length > 0) reasons.push(`checkpoint has in-flight executor(s) for ${inflight.join(', ')}`);
  const open = redactEach(redact, Object.keys(events?.open_executors ?? {}));
  if (open.length > 0) reasons.push(`executor(s) started without an end event: ${open.join(', ')}`);
  if (events !== null && events.session_end === null) reasons.push('no session.end event');
  return reasons;
}

/** Reads the session folder and gathers the report's facts. Throws UserError only when the folder is missing or the tree is not a tree. */
export async function buildSessionReport(
  sessionDir: string,
  opts: SessionReportOptions = {},
): Promise<SessionReport> {
  const paths = sessionPaths(sessionDir);
  const folder = await stat(paths.dir).catch(() => null);
  if (folder === null || !folder.isDirectory()) throw new UserError(`no session folder at ${paths.dir}`);
  const redact = createRedactor(opts.env ?? process.env);
  const caveats: string[] = [];

  const { tree, events, eventsCaveat } = opts.inputs ?? (await readSessionInputs(paths));
  if (tree === null)
    caveats.push('No idea tree (.coordinator/idea_tree.json): scores, ideas and the tree are not reported.');
  if (eventsCaveat !== null) caveats.push(eventsCaveat);
  if (events !== null && events.stats.skipped > 0) {
    const where = events.stats.skippedLineNumbers.join(', ');
    caveats.push(
      `${events.stats.skipped} torn or malformed line(s) in events.jsonl were skipped (line ${where}${events.stats.skipped > events.stats.skippedLineNumbers.length ? ', …' : ''}).`,
    );
  }

  const runStatsRead = await readJsonObjectFile(paths.runStats);
  let runStats: RunStatsFact | null = null;
  if (runStatsRead.state === 'ok') {
    runStats = runStatsFromFile(runStatsRead.value);
    if (runStats.derived_file)
      caveats.push(
        'run_stats.json was derived by arbor-gate from events and the tree, not written by Arbor.',
      );
  } else {
    if (runStatsRead.state === 'unreadable')
      caveats.push(`run_stats.json is unreadable (${runStatsRead.reason}).`);
    if (events !== null) {
      runStats = runStatsFromEvents(events, redact);
      caveats.push('No usable run_stats.json: run stats and tokens are derived from llm.call events.');
    } else {
      caveats.push('No run_stats.json and no events: run stats and token use are unknown.');
    }
  }
  const runStatsFile = runStatsRead.state === 'ok' ? runStatsRead.value : null;

  const checkpointRead = await readJsonObjectFile(paths.checkpoint);
  const checkpoint = checkpointRead.state === 'ok' ? checkpointRead.value : null;
  if (checkpointRead.state === 'unreadable')
    caveats.push(`checkpoint.json is unreadable (${checkpointRead.reason}).`);

  const direction = metricDirectionOf(tree?.meta);
  if (
    tree?.meta.metric_direction !== undefined &&
    !['maximize', 'minimize'].includes(String(tree.meta.metric_direction))
  ) {
    caveats.push(
      `meta.metric_direction ${JSON.stringify(tree.meta.metric_direction)} is not valid; maximize was assumed.`,
    );
  }

  // Like Arbor's own report, counts are of ideas: the root is the task, not an idea.
  const scan = tree === null ? null : scanIdeas(tree);
  const interruptions = interruptionReasons(scan?.running ?? [], checkpoint, events, redact);
  const interrupted = interruptions.length > 0;
  if (interrupted) caveats.push(`Interrupted run: ${interruptions.join('; ')}.`);

  const pending = checkpoint ? pendingUserQuestion(checkpoint) : null;
  if (pending !== null) caveats.push(`A human gate is pending: ${cleanText(redact, pending)}`);

  const emergency = runStatsFile?.emergency_timeout === true || events?.emergency_timeout === true;
  if (emergency)
    caveats.push('The run ended on an emergency timeout; the submission may be a recovered snapshot.');

  const smoke =
    opts.smoke === true ||
    events?.smoke === true ||
    tree?.meta.smoke === true ||
    runStatsFile?.smoke === true;
  if (smoke)
    caveats.push(
      'Smoke/forward test: no real executor, merge or B_test result should be read from this report.',
    );

  const exitReason =
    cleanText(redact, events?.session_end?.exit_reason) ??
    cleanText(redact, runStatsFile?.exit_reason) ??
    (interrupted ? 'interrupted (no session.end recorded)' : null);
  const model =
    cleanText(redact, runStatsFile?.model) ??
    cleanText(redact, events?.session_start?.model) ??
    cleanText(redact, events?.llm_model);
  const provider =
    cleanText(redact, runStatsFile?.provider) ??
    cleanText(redact, events?.session_start?.provider) ??
    cleanText(redact, events?.llm_provider);

  const statusCounts: Record<string, number> = Object.fromEntries(NODE_STATUSES.map((s) => [s, 0]));
  let bDev: ScoreChange | null = null;
  let bTest: ScoreChange | null = null;
  let mergedIdeas: IdeaFact[] = [];
  let topIdeas: IdeaFact[] = [];
  let divergence: DivergenceFact[] = [];
  let history: SessionReport['trunk_history'] = null;
  let ideaTree: SessionReport['idea_tree'] = null;
  let mergedOrder: string[] = [];
  let scoredNodes = 0;
  if (tree !== null && scan !== null) {
    const statuses = [...scan.statusCounts];
    const redactedStatuses = redactEach(
      redact,
      statuses.map(([status]) => status),
    );
    for (const [index, [, n]] of statuses.entries()) {
      const status = redactedStatuses[index] as string;
      statusCounts[status] = (statusCounts[status] ?? 0) + n;
    }
    bDev = scoreChange(finiteScore(tree.meta.baseline_score), finiteScore(tree.meta.trunk_score), direction);
    const testBaseline = finiteScore(tree.meta.test_baseline_score);
    const testFinal = finiteScore(tree.meta.test_trunk_score);
    bTest =
      testBaseline === null && testFinal === null ? null : scoreChange(testBaseline, testFinal, direction);
    mergedOrder = mergeOrder(scan.merged, events);
    mergedIdeas = ideaFacts(
      redact,
      mergedOrder.map((id) => [id, tree.nodes[id] as IdeaNode]),
    );
    const order = bestFirst(direction);
    scoredNodes = scan.scored.length;
    topIdeas = ideaFacts(
      redact,
      scan.scored.sort(([, a], [, b]) => order(a.score as number, b.score as number)).slice(0, TOP_IDEAS),
    );
    divergence = divergenceFacts(tree, events, mergedOrder, direction, redact);
    history = trunkHistory(tree, events, mergedOrder);
    ideaTree = treeDiagramFacts(tree, redact);
    const anyTest = bTest !== null || scan.anyTestScore;
    if (!anyTest)
      caveats.push(
        'No B_test: no held-out score was recorded, so no result here is verified on the test split.',
      );
    if (divergence.length > 0)
      caveats.push(
        `B_dev/B_test divergence on node(s) ${[...new Set(divergence.map((d) => d.node_id))].join(', ')}: possible overfitting, noise or split mismatch.`,
      );
    if (ideaTree.hidden > 0)
      caveats.push(
        `The idea-tree diagram shows ${ideaTree.shown.length} of ${Object.keys(tree.nodes).length} nodes.`,
      );
  }

  const task =
    cleanText(redact, events?.session_start?.task) ??
    (tree ? cleanText(redact, tree.nodes[tree.root_id]?.hypothesis) : null);
  const eventsFact: EventsFact | null = events && {
    lines: events.stats.lines,
    skipped_lines: events.stats.skipped,
    skipped_line_numbers: events.stats.skippedLineNumbers,
    by_family: Object.fromEntries(Object.entries(events.by_family).map(([family, n]) => [redact(family), n])),
    by_type: Object.fromEntries(Object.entries(events.by_type).map(([type, n]) => [redact(type), n])),
    first_ts: events.first_ts,
    last_ts: events.last_ts,
    wall_clock_seconds:
      events.first_ts !== null && events.last_ts !== null
        ? Number((events.last_ts - events.first_ts).toFixed(3))
        : null,
    session_ended: events.session_end !== null,
  };

  return {
    schema: SESSION_REPORT_SCHEMA,
    session_dir: paths.dir,
    workspace: paths.workspace,
    run_name: paths.runName,
    task,
    exit_reason: exitReason,
    model,
    provider,
    metric: { direction, name: cleanText(redact, tree?.meta.metric_name) },
    b_dev: bDev,
    b_test: bTest,
    nodes_total: scan?.ideaCount ?? 0,
    scored_nodes: scoredNodes,
    status_counts: statusCounts,
    best_node_id: topIdeas[0]?.id ?? null,
    merged_node_ids: redactEach(redact, mergedOrder),
    merged_ideas: mergedIdeas,
    top_ideas: topIdeas,
    divergence,
    trunk_history: history,
    idea_tree: ideaTree,
    events: eventsFact,
    run_stats: runStats,
    interrupted,
    artifacts: await artifactList(paths, stringOf(tree?.meta.submission_path)),
    caveats,
    gate_section: opts.gateSection ?? null,
  };
}

// ---------------------------------------------------------------- rendering

/** Session text in markdown prose: HTML and table pipes escaped so it cannot change the page. */
function md(text: string): string {
  return text.replace(
    /[<>&|]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '|': '\\|' })[ch] as string,
  );
}

function score(value: number | null): string {
  return value === null ? '—' : `\`${formatScore(value)}\``;
}

function changeLine(label: string, change: ScoreChange | null, direction: MetricDirection): string {
  if (change === null) return `- ${label}: not recorded`;
  const parts = [`- ${label}: ${score(change.baseline)} -> ${score(change.final)}`];
  if (change.change !== null && change.trend !== null) {
    const sign = change.change > 0 ? '+' : '';
    const percent = change.change_percent === null ? '' : `, ${sign}${formatScore(change.change_percent)}%`;
    parts.push(` (${sign}${formatScore(change.change)}${percent}: **${change.trend}**, ${direction})`);
  }
  return parts.join('');
}

function ideaLine(idea: IdeaFact): string {
  const test = idea.test_score === null ? '' : `, B_test ${score(idea.test_score)}`;
  return `- **${md(idea.id)}** B_dev ${score(idea.score)}${test} _${idea.status}_: ${md(idea.hypothesis)}`;
}

function countTable(header: string, counts: Record<string, number>): string[] {
  const rows = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return [`| ${header} | count |`, '|---|---:|', ...rows.map(([key, n]) => `| ${md(key)} | ${n} |`)];
}

/** 1234567 -> "1,234,567" like toLocaleString('en-US'), without loading Intl for plain integers. */
function number(value: number | null): string {
  if (value === null) return '—';
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * REPORT.md from the facts. The gate's markdown section (`gateSection`, else the one given to
 * buildSessionReport) is included verbatim as its own section.
 */
export function renderSessionReportMarkdown(
  facts: SessionReport,
  gateSection: string | undefined = facts.gate_section ?? undefined,
): string {
  const out: string[] = [];
  const direction = facts.metric.direction;
  out.push(`# Research Report: ${md(facts.task ?? facts.run_name)}`, '');
  out.push(`- Session: \`${md(facts.run_name)}\``);
  out.push(`- Exit reason: ${md(facts.exit_reason ?? 'unknown')}`);
  if (facts.model !== null || facts.provider !== null) {
    out.push(`- Model: ${md(facts.model ?? 'unknown')} (provider: ${md(facts.provider ?? 'unknown')})`);
  }
  out.push(`- Metric: ${facts.metric.name === null ? '' : `${md(facts.metric.name)}, `}${direction}`);
  if (facts.interrupted) out.push('- Status: **interrupted** (see caveats)');
  out.push('');

  if (facts.caveats.length > 0) {
    out.push('## Caveats', '', ...facts.caveats.map((c) => `- ${md(c)}`), '');
  }

  if (facts.b_dev !== null || facts.b_test !== null) {
    out.push('## Results', '');
    out.push(changeLine('B_dev (trunk)', facts.b_dev, direction));
    out.push(changeLine('B_test (trunk)', facts.b_test, direction));
    if (facts.best_node_id !== null) out.push(`- Best idea by B_dev: **${md(facts.best_node_id)}**`);
    out.push('');
  }

  if (gateSection !== undefined && gateSection.trim() !== '') out.push(gateSection.trimEnd(), '');

  if (facts.idea_tree !== null) {
    out.push('## Exploration', '');
    out.push(`- Ideas (nodes below the root): \`${facts.nodes_total}\`, scored: \`${facts.scored_nodes}\``);
    out.push(
      `- By status: ${Object.entries(facts.status_counts)
        .map(([status, n]) => `${md(status)} \`${n}\``)
        .join(', ')}`,
      '',
    );
    out.push('### Merged Ideas', '');
    out.push(...(facts.merged_ideas.length > 0 ? facts.merged_ideas.map(ideaLine) : ['- none']), '');
    out.push(`### Top Ideas By Score (${direction === 'minimize' ? 'lowest' : 'highest'} first)`, '');
    out.push(...(facts.top_ideas.length > 0 ? facts.top_ideas.map(ideaLine) : ['- no scored ideas']), '');
  }

  if (facts.divergence.length > 0) {
    out.push('### B_dev / B_test Divergence', '');
    out.push(...facts.divergence.map((d) => `- **${md(d.node_id)}** (${d.source}): ${md(d.detail)}`), '');
  }

  if (facts.trunk_history !== null) {
    const split = facts.trunk_history.split === 'B_test' ? 'B_test' : 'score (split not recorded)';
    out.push(`### Trunk ${split} Over Merges`, '', '```mermaid');
    out.push(lineChart(`Trunk ${split} over merges`, split, facts.trunk_history.points), '```', '');
  }

  if (facts.idea_tree !== null && facts.idea_tree.shown.length > 0) {
    out.push('### Idea Tree', '', '```mermaid');
    out.push(treeDiagram(facts.idea_tree.shown, facts.idea_tree.hidden, formatScore), '```', '');
  }

  if (facts.events !== null) {
    const ev = facts.events;
    out.push('## Events', '');
    out.push(
      `- Events read: \`${ev.lines - ev.skipped_lines}\`${ev.skipped_lines > 0 ? ` (skipped: \`${ev.skipped_lines}\`)` : ''}`,
    );
    if (ev.wall_clock_seconds !== null) {
      out.push(
        `- Wall clock (first to last event): ${humanDuration(ev.wall_clock_seconds)} (\`${formatScore(ev.wall_clock_seconds)}\` s)`,
      );
    }
    out.push(`- Session ended cleanly: ${ev.session_ended ? 'yes' : 'no'}`, '');
    out.push(...countTable('family', ev.by_family), '');
    out.push(
      '<details><summary>Events by type</summary>',
      '',
      ...countTable('type', ev.by_type),
      '',
      '</details>',
      '',
    );
  }

  if (facts.run_stats !== null) {
    const rs = facts.run_stats;
    out.push('## Run Stats', '');
    out.push(
      rs.source === 'run_stats.json'
        ? `- Source: run_stats.json${rs.derived_file ? ' (derived by arbor-gate)' : ''}`
        : '- Source: **derived from llm.call events** (run_stats.json is missing)',
    );
    out.push(`- Token scope: ${md(rs.token_scope ?? 'not recorded')}`);
    if (rs.duration_seconds !== null) out.push(`- Duration: ${humanDuration(rs.duration_seconds)}`);
    out.push(
      `- Input tokens: ${number(rs.total_input_tokens)}, output tokens: ${number(rs.total_output_tokens)}, cache reads: ${number(rs.total_cache_read_tokens)}`,
    );
    out.push(
      `- LLM calls: ${number(rs.total_llm_calls)}, agents spawned: ${number(rs.total_agents_spawned)}`,
    );
    if (rs.coordinator_turns !== null) out.push(`- Coordinator turns: ${number(rs.coordinator_turns)}`);
    const agents = Object.entries(rs.by_agent);
    if (agents.length > 0 && agents.length <= 50) {
      out.push('', '| agent | calls | input | output |', '|---|---:|---:|---:|');
      for (const [agent, t] of agents)
        out.push(
          `| ${md(agent)} | ${t.llm_calls} | ${number(t.input_tokens)} | ${number(t.output_tokens)} |`,
        );
    }
    out.push('');
  }

  if (facts.artifacts.length > 0) {
    out.push(
      '## Artifacts',
      '',
      `Paths relative to the ${facts.workspace === null ? 'session folder' : 'workspace'}.`,
      '',
    );
    out.push(...facts.artifacts.map((a) => `- ${a.label}: \`${md(a.path)}\``), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** The few lines a user keeps from a report run (spec "Final Response To User"). */
export function renderEvidence(facts: SessionReport, reportPath: string | null): string {
  const pair = (change: ScoreChange | null): string =>
    change === null
      ? 'not recorded'
      : `${change.baseline === null ? '—' : formatScore(change.baseline)} -> ${change.final === null ? '—' : formatScore(change.final)}${change.trend ? ` (${change.trend})` : ''}`;
  const lines = [
    `Session:  ${facts.session_dir}`,
    `B_dev:    ${pair(facts.b_dev)}  [${facts.metric.direction}]`,
    `B_test:   ${pair(facts.b_test)}`,
    `Best:     ${facts.best_node_id ?? 'none'}   Merged: ${facts.merged_node_ids.join(', ') || 'none'}`,
  ];
  if (reportPath !== null) lines.push(`Report:   ${reportPath}`);
  lines.push(
    ...(facts.caveats.length === 0
      ? ['Caveats:  none']
      : ['Caveats:', ...facts.caveats.map((c) => `  - ${c}`)]),
  );
  return `${lines.join('\n')}\n`;
}
