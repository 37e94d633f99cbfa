/**
 * `run_stats.json` in Arbor's shape. When a run died before writing it, `finalize` derives one from the
 * event log and the tree, marked `derived: true` so nobody mistakes it for the agent's own accounting.
 */
import type { EventSummary } from './events.js';
import { type IdeaTree } from './tree.js';

export const RUN_STATS_SCHEMA_VERSION = 1;
export const DERIVED_TOKEN_SCOPE = 'all agents, summed from llm.call events (derived by arbor-gate)';

/** "1h 02m 05s" like Arbor's duration_human. */
export function humanDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}h ${pad(m)}m ${pad(s)}s` : m > 0 ? `${m}m ${pad(s)}s` : `${s}s`;
}

function stringField(data: Record<string, unknown> | null, key: string): string | null {
  const value = data?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A run_stats.json object from what the events and the tree still tell. Pure. */
export function deriveRunStats(events: EventSummary | null, tree: IdeaTree | null): Record<string, unknown> {
  const statuses: Record<string, number> = {};
  // Ideas only, like Arbor's report: the root is the task.
  const ideas = Object.entries(tree?.nodes ?? {}).filter(([id]) => id !== tree?.root_id);
  for (const [, node] of ideas) {
    const status = typeof node.status === 'string' ? node.status : 'unknown';
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const duration =
    events?.first_ts != null && events.last_ts != null ? Math.max(0, events.last_ts - events.first_ts) : null;
  const coordinator = events?.tokens_by_agent.coordinator;
  return {
    schema_version: RUN_STATS_SCHEMA_VERSION,
    derived: true,
    derived_from: [...(events ? ['events.jsonl'] : []), ...(tree ? ['.coordinator/idea_tree.json'] : [])],
    token_scope: DERIVED_TOKEN_SCOPE,
    duration_seconds: duration,
    duration_human: duration === null ? null : humanDuration(duration),
    emergency_timeout: events?.emergency_timeout ?? false,
    iterations: {
      cycles: events?.cycles ?? 0,
      ideas_proposed: events?.ideas_proposed ?? 0,
      executors_started: events?.executors_started ?? 0,
      executors_finished: events?.executors_ended ?? 0,
      merges: events?.merges.length ?? statuses.merged ?? 0,
      nodes_total: ideas.length,
      nodes_by_status: statuses,
    },
    coordinator: {
      turns: events?.session_end?.turns ?? null,
      llm_calls: coordinator?.llm_calls ?? 0,
      input_tokens: coordinator?.input_tokens ?? 0,
      output_tokens: coordinator?.output_tokens ?? 0,
      cache_read_tokens: coordinator?.cache_read_tokens ?? 0,
    },
    all_agents: {
      total_input_tokens: events?.tokens.input_tokens ?? 0,
      total_output_tokens: events?.tokens.output_tokens ?? 0,
      total_cache_read_tokens: events?.tokens.cache_read_tokens ?? 0,
      total_cache_creation_tokens: events?.tokens.cache_creation_tokens ?? 0,
      total_llm_calls: events?.tokens.llm_calls ?? 0,
      total_agents_spawned: events?.executors_started ?? 0,
    },
    exit_reason: stringField(events?.session_end ?? null, 'exit_reason'),
    model: stringField(events?.session_start ?? null, 'model') ?? events?.llm_model ?? null,
    provider: stringField(events?.session_start ?? null, 'provider') ?? events?.llm_provider ?? null,
  };
}
