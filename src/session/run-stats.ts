/**
 * `run_stats.json` in Arbor's shape, and which token totals a session's own records give. When a run
 * died before writing the file, `finalize` derives one from the event log and the tree, marked
 * `derived: true` so nobody mistakes it for the agent's own accounting.
 */
import type { EventSummary } from './events.js';
import { isBetterScore } from '../util/metric.js';
import { finiteScore, metricDirectionOf, nodeEntries, type IdeaTree } from './tree.js';

export const RUN_STATS_SCHEMA_VERSION = 1;

/** Where token totals come from, in the order they are preferred: the session's own totals first. */
export const TOKEN_SOURCES = ['run_stats.json', 'session.end', 'llm.call events'] as const;
export type TokenSource = (typeof TOKEN_SOURCES)[number];

export interface TokenTotalsFact {
  source: TokenSource;
  input_tokens: number | null;
  uncached_input_tokens: number | null;
  cache_read_tokens: number | null;
  cache_creation_tokens: number | null;
  output_tokens: number | null;
}

const DERIVED_TOKEN_SCOPES: Record<TokenSource | 'none', string> = {
  'run_stats.json': 'all agents, as run_stats.json recorded them',
  'session.end': 'all agents, from the session.end event (derived by arbor-gate)',
  'llm.call events': 'all agents, summed from llm.call events (derived by arbor-gate)',
  none: 'unknown: the session recorded no token totals (derived by arbor-gate)',
};

/** The token scope a derived run_stats.json states for totals from `source`. */
export function derivedTokenScope(source: TokenSource | null): string {
  return DERIVED_TOKEN_SCOPES[source ?? 'none'];
}

/** "1h 2m 5s" like the durations of Arbor's report: whole seconds, cut (not rounded), no padding. */
export function humanDuration(seconds: number): string {
  const total = Math.max(0, Math.trunc(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}h ${m}m ${s}s` : m > 0 ? `${m}m ${s}s` : `${s}s`;
}

/** "1h02m05s", run_stats.json's `duration_human` as Arbor's orchestrator writes it (whole seconds). */
function runStatsDuration(seconds: number): string {
  const total = Math.max(0, Math.trunc(seconds));
  const pad = (n: number): string => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return h > 0 ? `${h}h${pad(m)}m${pad(total % 60)}s` : `${m}m${pad(total % 60)}s`;
}

/**
 * How long the session ran, as Arbor's StatsCollector measures it: from the last `session.start` (a
 * resume starts again) to the `session.end` after it. A run that died has no such end: then to its
 * last event. Without a start, from the first event. Null without events.
 */
export function sessionDuration(events: EventSummary | null): number | null {
  if (events === null || events.first_ts === null || events.last_ts === null) return null;
  const start = events.last_start_ts ?? events.first_ts;
  const end =
    events.last_end_ts !== null && events.last_end_ts >= start ? events.last_end_ts : events.last_ts;
  return Math.max(0, end - start);
}

function numberOr(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The source a run_stats.json's totals stand for: Arbor's own, or what arbor-gate derived them from. */
function runStatsTokenSource(stats: Record<string, unknown>): TokenSource {
  if (stats.derived !== true) return 'run_stats.json';
  const recorded = stats.token_source;
  return TOKEN_SOURCES.includes(recorded as TokenSource) ? (recorded as TokenSource) : 'llm.call events';
}

/**
 * The session's token totals from the most authoritative record that has them: run_stats.json
 * (`all_agents`), then the `session.end` event (Arbor's process-wide totals), then the sum of the
 * `llm.call` events (only the calls that were logged). Null when none has any. Pure.
 */
export function preferredTokens(
  runStats: Record<string, unknown> | null,
  events: EventSummary | null,
): TokenTotalsFact | null {
  const all = record(runStats?.all_agents);
  // A run_stats.json arbor-gate derived from nothing (token_source null) holds no totals.
  const derivedFromNothing = runStats?.derived === true && runStats.token_source === null;
  if (runStats !== null && !derivedFromNothing && numberOr(all.total_input_tokens) !== null) {
    return {
      source: runStatsTokenSource(runStats),
      input_tokens: numberOr(all.total_input_tokens),
      uncached_input_tokens: numberOr(all.total_uncached_input_tokens),
      cache_read_tokens: numberOr(all.total_cache_read_tokens),
      cache_creation_tokens: numberOr(all.total_cache_creation_tokens),
      output_tokens: numberOr(all.total_output_tokens),
    };
  }
  const end = events?.session_end ?? null;
  if (end !== null && numberOr(end.input_tokens) !== null) {
    return {
      source: 'session.end',
      input_tokens: numberOr(end.input_tokens),
      uncached_input_tokens: numberOr(end.uncached_input_tokens),
      cache_read_tokens: numberOr(end.cache_read_tokens),
      cache_creation_tokens: numberOr(end.cache_creation_tokens),
      output_tokens: numberOr(end.output_tokens),
    };
  }
  if (events === null || events.tokens.llm_calls === 0) return null;
  const sums = events.tokens;
  return {
    source: 'llm.call events',
    input_tokens: sums.input_tokens,
    uncached_input_tokens: sums.uncached_input_tokens,
    cache_read_tokens: sums.cache_read_tokens,
    cache_creation_tokens: sums.cache_creation_tokens,
    output_tokens: sums.output_tokens,
  };
}

function stringField(data: Record<string, unknown> | null, key: string): string | null {
  const value = data?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The coordinator's own figures: session.end's `meta_*` totals, else the llm.call sums of calls made
 * as "coordinator" (older logs name the agent). Arbor's current calls say only their `source` (the
 * coordinator's and the executors' are both "agent"), so without session.end's totals the
 * coordinator's tokens are unknown: null, not 0.
 */
function coordinatorStats(events: EventSummary | null): Record<string, unknown> {
  const end = events?.session_end ?? null;
  const calls = events?.tokens_by_agent.coordinator;
  return {
    turns: numberOr(end?.turns),
    llm_calls: calls?.llm_calls ?? null,
    input_tokens: numberOr(end?.meta_input_tokens) ?? calls?.input_tokens ?? null,
    uncached_input_tokens: calls?.uncached_input_tokens ?? null,
    output_tokens: numberOr(end?.meta_output_tokens) ?? calls?.output_tokens ?? null,
    cache_read_tokens: calls?.cache_read_tokens ?? null,
  };
}

/**
 * A run_stats.json object from what the events and the tree still tell, with the preferred token
 * totals (see preferredTokens) and the source they came from. `emergency`: the run hit its emergency
 * timeout (finalize --emergency says so even when no event does). Pure.
 */
export function deriveRunStats(
  events: EventSummary | null,
  tree: IdeaTree | null,
  emergency = false,
): Record<string, unknown> {
  const statuses: Record<string, number> = {};
  // Ideas only, like Arbor's _write_run_stats: the root is the task.
  const ideas = tree === null ? [] : nodeEntries(tree).filter(([id]) => id !== tree.root_id);
  let scored = 0;
  let best: number | null = null;
  const direction = metricDirectionOf(tree?.meta);
  for (const [, node] of ideas) {
    const status = typeof node.status === 'string' ? node.status : 'unknown';
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (typeof node.score !== 'number') continue;
    scored += 1;
    const score = finiteScore(node.score);
    // Arbor's best_score is always the maximum; here it is the best in the metric's direction.
    if (score !== null && (best === null || isBetterScore(score, best, direction))) best = score;
  }
  const elapsed = sessionDuration(events);
  const duration = elapsed === null ? null : Math.trunc(elapsed);
  const tokens = preferredTokens(null, events);
  const meta = tree?.meta;
  const metaScore = (key: string): number | null => numberOr(meta?.[key]);
  return {
    schema_version: RUN_STATS_SCHEMA_VERSION,
    derived: true,
    derived_from: [...(events ? ['events.jsonl'] : []), ...(tree ? ['.coordinator/idea_tree.json'] : [])],
    token_scope: derivedTokenScope(tokens?.source ?? null),
    token_source: tokens?.source ?? null,
    duration_seconds: duration,
    duration_human: duration === null ? null : runStatsDuration(duration),
    emergency_timeout: emergency || (events?.emergency_timeout ?? false),
    // Arbor's keys first (its resume picker and export read total_nodes and best_score), then the
    // counts only the events give.
    iterations: {
      total_nodes: ideas.length,
      scored_nodes: scored,
      by_status: statuses,
      best_score: best,
      baseline_score: metaScore('baseline_score'),
      trunk_score: metaScore('trunk_score'),
      test_baseline_score: metaScore('test_baseline_score'),
      test_trunk_score: metaScore('test_trunk_score'),
      cycles: events?.cycles ?? 0,
      ideas_proposed: events?.ideas_proposed ?? 0,
      executors_started: events?.executors_started ?? 0,
      executors_finished: events?.executors_ended ?? 0,
      merges: events?.merges.length ?? statuses.merged ?? 0,
    },
    coordinator: coordinatorStats(events),
    all_agents: {
      total_input_tokens: tokens?.input_tokens ?? 0,
      total_uncached_input_tokens: tokens?.uncached_input_tokens ?? null,
      total_output_tokens: tokens?.output_tokens ?? 0,
      total_cache_read_tokens: tokens?.cache_read_tokens ?? null,
      total_cache_creation_tokens: tokens?.cache_creation_tokens ?? null,
      total_llm_calls: events?.tokens.llm_calls ?? 0,
      total_agents_spawned: events?.executors_started ?? 0,
    },
    exit_reason: stringField(events?.session_end ?? null, 'exit_reason'),
    model: stringField(events?.session_start ?? null, 'model') ?? events?.llm_model ?? null,
    provider: stringField(events?.session_start ?? null, 'provider') ?? events?.llm_provider ?? null,
  };
}
