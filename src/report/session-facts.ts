/**
 * The facts of a session report (spec "REPORT.md Contents", docs/architecture.md "Sessions"), derived
 * from a session as read (session-read.ts): a plain value that REPORT.md, `report --json` and the
 * Action's outputs are rendered from. Pure: data in, data out. Each missing or unreadable input drops
 * its part and adds a caveat; every text taken from the session is redacted before it lands here.
 */
import { relative } from 'node:path';
import { inflightExecutors, pendingUserQuestion } from '../session/checkpoint.js';
import type { EventSummary } from '../session/events.js';
import {
  derivedTokenScope,
  preferredTokens,
  sessionDuration,
  type TokenSource,
  type TokenTotalsFact,
} from '../session/run-stats.js';
import { metricDirectionOf, type IdeaTree } from '../session/tree.js';
import type { MetricDirection } from '../util/metric.js';
import { createRedactor } from '../util/redact.js';
import { countedIds } from './capped-list.js';
import { scanIdeas, treeFacts, type FullLists, type IdeaScan, type TreeFacts } from './idea-facts.js';
import type { SessionRead } from './session-read.js';
import { cleanText, numberOf, redactEach, stringOf, type Redact } from './session-text.js';

export const SESSION_REPORT_SCHEMA = 'arbor-gate/session-report@1';

/** What the `llm.call` events add up to (only the calls that were logged). */
export interface LlmCallSums {
  llm_calls: number;
  input_tokens: number;
  uncached_input_tokens: number;
  output_tokens: number;
}

export interface RunStatsFact {
  source: 'run_stats.json' | 'derived_from_events';
  derived_file: boolean;
  token_scope: string | null;
  /** Where the token totals come from: the session's own totals are preferred to sums of events. */
  token_source: TokenSource | null;
  duration_seconds: number | null;
  total_input_tokens: number | null;
  /** Input tokens not read from or written to the prompt cache. */
  total_uncached_input_tokens: number | null;
  total_output_tokens: number | null;
  total_cache_read_tokens: number | null;
  total_cache_creation_tokens: number | null;
  total_llm_calls: number | null;
  total_agents_spawned: number | null;
  coordinator_turns: number | null;
  emergency_timeout: boolean;
  /** The llm.call events' sums, when the totals come from elsewhere (null when they are the totals). */
  llm_call_sums: LlmCallSums | null;
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
  /** From the last session.start to the session.end after it (or the last event): see sessionDuration. */
  wall_clock_seconds: number | null;
  session_ended: boolean;
}

export interface SessionReport extends TreeFacts {
  schema: typeof SESSION_REPORT_SCHEMA;
  session_dir: string;
  workspace: string | null;
  run_name: string;
  /** The report's title, as Arbor's generator makes it: the task's first line, at most 100 characters. */
  title: string;
  task: string | null;
  /** The task's whole text (redacted, lines kept): Arbor's report quotes it under "## Instruction". */
  instruction: string | null;
  /** Arbor's Global Insight: the root node's insight. */
  global_insight: string | null;
  exit_reason: string | null;
  model: string | null;
  provider: string | null;
  metric: { direction: MetricDirection; name: string | null };
  nodes_total: number;
  best_node_id: string | null;
  events: EventsFact | null;
  run_stats: RunStatsFact | null;
  interrupted: boolean;
  /** Artifact paths relative to the workspace (or the session folder), only those that exist. */
  artifacts: { label: string; path: string }[];
  caveats: string[];
  /** The merge gate's markdown section given to the report, rendered verbatim. */
  gate_section: string | null;
}

export interface SessionFactOptions {
  /** Environment whose credential values are redacted. */
  env: NodeJS.ProcessEnv;
  /** Marks the run as a smoke/forward test (the caveat is also set by smoke markers in the session). */
  smoke?: boolean;
  /** The merge gate's "## Gate" markdown, included verbatim as its own section. */
  gateSection?: string;
  /** Finalized after an emergency timeout (`finalize --emergency`): what recovering the submission did. */
  emergency?: { recovered: string };
}

function tokenFields(tokens: TokenTotalsFact | null, events: EventSummary | null) {
  const sums = events?.tokens;
  return {
    token_source: tokens?.source ?? null,
    total_input_tokens: tokens?.input_tokens ?? null,
    total_uncached_input_tokens: tokens?.uncached_input_tokens ?? null,
    total_output_tokens: tokens?.output_tokens ?? null,
    total_cache_read_tokens: tokens?.cache_read_tokens ?? null,
    total_cache_creation_tokens: tokens?.cache_creation_tokens ?? null,
    llm_call_sums:
      sums === undefined || sums.llm_calls === 0 || tokens?.source === 'llm.call events'
        ? null
        : {
            llm_calls: sums.llm_calls,
            input_tokens: sums.input_tokens,
            uncached_input_tokens: sums.uncached_input_tokens,
            output_tokens: sums.output_tokens,
          },
  };
}

function runStatsFromFile(stats: Record<string, unknown>, events: EventSummary | null): RunStatsFact {
  const all = (stats.all_agents ?? {}) as Record<string, unknown>;
  const coordinator = (stats.coordinator ?? {}) as Record<string, unknown>;
  return {
    source: 'run_stats.json',
    derived_file: stats.derived === true,
    token_scope: stringOf(stats.token_scope),
    ...tokenFields(preferredTokens(stats, events), events),
    duration_seconds: numberOf(stats.duration_seconds),
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
  const tokens = preferredTokens(null, events);
  return {
    source: 'derived_from_events',
    derived_file: false,
    token_scope: derivedTokenScope(tokens?.source ?? 'llm.call events'),
    ...tokenFields(tokens, events),
    duration_seconds: sessionDuration(events),
    total_llm_calls: events.tokens.llm_calls,
    total_agents_spawned: events.executors_started,
    coordinator_turns: numberOf(events.session_end?.turns),
    emergency_timeout: events.emergency_timeout,
    by_agent: byAgent,
  };
}

/** Run stats from run_stats.json when it is usable, else derived from the events; with the caveat that says which. */
function runStatsFact(read: SessionRead, redact: Redact, caveats: string[]): RunStatsFact | null {
  const { runStats, events } = read;
  if (runStats.state === 'ok') {
    const fact = runStatsFromFile(runStats.value, events);
    if (fact.derived_file)
      caveats.push(
        'run_stats.json was derived by arbor-gate from events and the tree, not written by Arbor.',
      );
    return fact;
  }
  if (runStats.state === 'unreadable') caveats.push(`run_stats.json is unreadable (${runStats.reason}).`);
  if (events === null) {
    caveats.push('No run_stats.json and no events: run stats and token use are unknown.');
    return null;
  }
  const fact = runStatsFromEvents(events, redact);
  caveats.push(
    fact.token_source === 'session.end'
      ? 'No usable run_stats.json: run stats are derived from the events, token totals from the session.end event.'
      : 'No usable run_stats.json: run stats and tokens are derived from llm.call events.',
  );
  return fact;
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
  if (running.length > 0) reasons.push(`node(s) ${countedIds(running)} still running`);
  const inflight = checkpoint
    ? redactEach(
        redact,
        inflightExecutors(checkpoint).map((e) => e.node_id),
      )
    : [];
  if (inflight.length > 0) reasons.push(`checkpoint has in-flight executor(s) for ${countedIds(inflight)}`);
  const open = redactEach(redact, Object.keys(events?.open_executors ?? {}));
  if (open.length > 0) reasons.push(`executor(s) started without an end event: ${countedIds(open)}`);
  if (events !== null && events.session_end === null) reasons.push('no session.end event');
  return reasons;
}

/** Caveats about what could not be read: the tree, events.jsonl and its torn lines. */
function inputCaveats(read: SessionRead): string[] {
  const caveats: string[] = [];
  if (read.treeCaveat !== null) caveats.push(read.treeCaveat);
  else if (read.tree === null)
    caveats.push('No idea tree (.coordinator/idea_tree.json): scores, ideas and the tree are not reported.');
  if (read.eventsCaveat !== null) caveats.push(read.eventsCaveat);
  const stats = read.events?.stats;
  if (stats !== undefined && stats.skipped > 0) {
    const more = stats.skipped > stats.skippedLineNumbers.length ? ', …' : '';
    caveats.push(
      `${stats.skipped} torn or malformed line(s) in events.jsonl were skipped (line ${stats.skippedLineNumbers.join(', ')}${more}).`,
    );
  }
  return caveats;
}

function directionCaveat(tree: IdeaTree | null): string[] {
  const written = tree?.meta.metric_direction;
  return written !== undefined && !['maximize', 'minimize'].includes(String(written))
    ? [`meta.metric_direction ${JSON.stringify(written)} is not valid; maximize was assumed.`]
    : [];
}

/** Caveats about how the run went: interrupted, a pending human gate, an emergency timeout, a smoke test. */
function runCaveats(
  read: SessionRead,
  checkpoint: Record<string, unknown> | null,
  interruptions: readonly string[],
  opts: SessionFactOptions & { smoke: boolean },
  redact: Redact,
): string[] {
  const caveats: string[] = [];
  if (interruptions.length > 0) caveats.push(`Interrupted run: ${interruptions.join('; ')}.`);
  const pending = checkpoint ? pendingUserQuestion(checkpoint) : null;
  if (pending !== null) caveats.push(`A human gate is pending: ${cleanText(redact, pending)}`);
  const runStatsFile = read.runStats.state === 'ok' ? read.runStats.value : null;
  if (opts.emergency !== undefined)
    caveats.push(
      `Emergency timeout: finalized with --emergency; the submission may be a recovered snapshot (recover: ${cleanText(redact, opts.emergency.recovered) ?? 'nothing done'}).`,
    );
  else if (runStatsFile?.emergency_timeout === true || read.events?.emergency_timeout === true)
    caveats.push('The run ended on an emergency timeout; the submission may be a recovered snapshot.');
  const smoke = opts.smoke;
  if (smoke)
    caveats.push(
      'Smoke/forward test: no real executor, merge or B_test result should be read from this report.',
    );
  return caveats;
}

/** Arbor's generator titles the report with the task's first line, cut to 100 characters. */
const TITLE_MAX = 100;
/** Where Python's str.splitlines() breaks lines (control characters included). */
// eslint-disable-next-line no-control-regex
const PY_LINE_BREAK = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/;
/** The root's insight is a summary of the whole tree: Arbor caps it at 1200 characters. */
export const GLOBAL_INSIGHT_MAX = 1200;

function reportTitle(task: unknown, fallback: string, redact: Redact): string {
  const text = stringOf(task);
  if (text === null) return fallback;
  // Cut by code points, as Python's str slicing does (an emoji is one character, not two).
  const first = Array.from(redact(text).trim().split(PY_LINE_BREAK)[0] ?? '');
  return first.length > TITLE_MAX ? `${first.slice(0, TITLE_MAX - 3).join('')}...` : first.join('');
}

/**
 * Who ran and how it ended: the task from run_info.json (Arbor's CLI writes it), then the events, then
 * the root; the exit reason from the events first, run_stats.json next (model: the reverse).
 */
function runIdentity(read: SessionRead, interrupted: boolean, redact: Redact) {
  const { events, tree } = read;
  const stats = read.runStats.state === 'ok' ? read.runStats.value : null;
  const runInfo = read.runInfo.state === 'ok' ? read.runInfo.value : null;
  const task = [runInfo?.task, events?.session_start?.task, tree?.nodes[tree.root_id]?.hypothesis].find(
    (candidate) => stringOf(candidate) !== null,
  );
  return {
    title: reportTitle(task, read.paths.runName, redact),
    task: cleanText(redact, task),
    instruction: stringOf(task) === null ? null : redact((task as string).trim()),
    exit_reason:
      cleanText(redact, events?.session_end?.exit_reason) ??
      cleanText(redact, stats?.exit_reason) ??
      (interrupted ? 'interrupted (no session.end recorded)' : null),
    model:
      cleanText(redact, stats?.model) ??
      cleanText(redact, events?.session_start?.model) ??
      cleanText(redact, events?.llm_model),
    provider:
      cleanText(redact, stats?.provider) ??
      cleanText(redact, events?.session_start?.provider) ??
      cleanText(redact, events?.llm_provider),
  };
}

function eventsFact(events: EventSummary | null, redact: Redact): EventsFact | null {
  if (events === null) return null;
  // Arbor's StatsCollector: from the last session.start (a resume starts again), not the first event.
  const wallClock = sessionDuration(events);
  const redactKeys = (counts: Record<string, number>) =>
    Object.fromEntries(Object.entries(counts).map(([key, n]) => [redact(key), n]));
  return {
    lines: events.stats.lines,
    skipped_lines: events.stats.skipped,
    skipped_line_numbers: events.stats.skippedLineNumbers,
    by_family: redactKeys(events.by_family),
    by_type: redactKeys(events.by_type),
    first_ts: events.first_ts,
    last_ts: events.last_ts,
    wall_clock_seconds: wallClock === null ? null : Number(wallClock.toFixed(3)),
    session_ended: events.session_end !== null,
  };
}

/** The report's facts from a session as read. Pure. */
export function deriveSessionFacts(read: SessionRead, opts: SessionFactOptions): SessionReport {
  return deriveSessionReport(read, opts).facts;
}

/** The report's facts and the lists they cap, whole (what report.json adds to them). Pure. */
export function deriveSessionReport(
  read: SessionRead,
  opts: SessionFactOptions,
): { facts: SessionReport; lists: FullLists } {
  const redact = createRedactor(opts.env);
  const { paths, tree, events } = read;
  const checkpoint = read.checkpoint.state === 'ok' ? read.checkpoint.value : null;
  const runStatsFile = read.runStats.state === 'ok' ? read.runStats.value : null;
  const caveats = inputCaveats(read);
  const runStats = runStatsFact(read, redact, caveats);
  if (read.checkpoint.state === 'unreadable')
    caveats.push(`checkpoint.json is unreadable (${read.checkpoint.reason}).`);
  caveats.push(...directionCaveat(tree));

  const direction = metricDirectionOf(tree?.meta);
  // Like Arbor's own report, counts are of ideas: the root is the task, not an idea.
  const scan: IdeaScan | null = tree === null ? null : scanIdeas(tree);
  const interruptions = interruptionReasons(scan?.running ?? [], checkpoint, events, redact);
  const smoke =
    opts.smoke === true ||
    events?.smoke === true ||
    tree?.meta.smoke === true ||
    runStatsFile?.smoke === true;
  caveats.push(...runCaveats(read, checkpoint, interruptions, { ...opts, smoke }, redact));
  const fromTree = treeFacts(tree, scan, events, direction, redact);
  caveats.push(...fromTree.caveats);
  const identity = runIdentity(read, interruptions.length > 0, redact);
  const ideas = fromTree.facts;
  const base = paths.workspace ?? paths.dir;

  const facts: SessionReport = {
    schema: SESSION_REPORT_SCHEMA,
    session_dir: paths.dir,
    workspace: paths.workspace,
    run_name: paths.runName,
    title: identity.title,
    task: identity.task,
    instruction: identity.instruction,
    global_insight:
      tree === null ? null : cleanText(redact, tree.nodes[tree.root_id]?.insight, GLOBAL_INSIGHT_MAX),
    exit_reason: identity.exit_reason,
    model: identity.model,
    provider: identity.provider,
    metric: { direction, name: cleanText(redact, tree?.meta.metric_name) },
    b_dev: ideas.b_dev,
    b_test: ideas.b_test,
    nodes_total: scan?.ideaCount ?? 0,
    scored_nodes: ideas.scored_nodes,
    status_counts: ideas.status_counts,
    best_node_id: scan === null || scan.bestId === null ? null : redact(scan.bestId),
    merged_node_ids: ideas.merged_node_ids,
    merged_ideas: ideas.merged_ideas,
    merged_ideas_cut: ideas.merged_ideas_cut,
    top_ideas: ideas.top_ideas,
    divergence: ideas.divergence,
    divergence_cut: ideas.divergence_cut,
    trunk_history: ideas.trunk_history,
    idea_tree: ideas.idea_tree,
    events: eventsFact(events, redact),
    run_stats: runStats,
    interrupted: interruptions.length > 0,
    artifacts: read.artifacts.map(({ label, path }) => ({ label, path: relative(base, path) || '.' })),
    caveats,
    gate_section: opts.gateSection ?? null,
  };
  return { facts, lists: fromTree.lists };
}
