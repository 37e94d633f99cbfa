/**
 * Arbor's event log (`events.jsonl`, one `{ts, type, data}` per line). The summary is built in one
 * streaming pass and holds only bounded state (counters, merges, open executors), so memory does not
 * grow with the number of events.
 */
import { readJsonl, type JsonlStats } from './jsonl.js';
import { isObject } from '../util/json.js';
import { finiteScore } from './tree.js';

export interface ArborEvent {
  ts: number;
  type: string;
  data: Record<string, unknown>;
}

/** True when `value` has Arbor's event shape: finite `ts`, non-empty `type`, object `data`. */
export function isEvent(value: unknown): value is ArborEvent {
  if (!isObject(value)) return false;
  const { ts, type, data } = value;
  return (
    typeof ts === 'number' && Number.isFinite(ts) && typeof type === 'string' && type !== '' && isObject(data)
  );
}

/** The event when `value` has Arbor's shape (see isEvent), else null. */
export function asEvent(value: unknown): ArborEvent | null {
  return isEvent(value) ? value : null;
}

/** "idea.merged" -> "idea". */
export function eventFamily(type: string): string {
  const dot = type.indexOf('.');
  return dot === -1 ? type : type.slice(0, dot);
}

export interface MergeEvent {
  ts: number;
  node_id: string;
  from_score: number | null;
  to_score: number | null;
  branch: string | null;
}

export interface TokenTotals {
  llm_calls: number;
  input_tokens: number;
  /** Input not read from or written to the prompt cache: `uncached_input_tokens`, else input - cache read - cache write. */
  uncached_input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_creation_tokens: number;
}

export interface EventSummary {
  stats: JsonlStats;
  by_type: Record<string, number>;
  by_family: Record<string, number>;
  first_ts: number | null;
  last_ts: number | null;
  /** When the last `session.start` and the last `session.end` happened (Arbor's StatsCollector keeps these). */
  last_start_ts: number | null;
  last_end_ts: number | null;
  session_start: Record<string, unknown> | null;
  session_end: Record<string, unknown> | null;
  /** Sums over `llm.call` events, overall and per agent (its `source`, else `agent`: see callSource). */
  tokens: TokenTotals;
  tokens_by_agent: Record<string, TokenTotals>;
  /** First model/provider an `llm.call` named (when session.start does not). */
  llm_model: string | null;
  llm_provider: string | null;
  merges: MergeEvent[];
  /** Executors started and never ended, by node id, with their start time. */
  open_executors: Record<string, number>;
  executors_started: number;
  executors_ended: number;
  cycles: number;
  ideas_proposed: number;
  /** Nodes whose events mention a B_dev/B_test divergence (text capped). */
  divergence_notes: { node_id: string; text: string }[];
  emergency_timeout: boolean;
  smoke: boolean;
}

const DIVERGENCE_NOTES_KEPT = 50;
const DIVERGENCE_TEXT = /diverg/i;

function emptyTokens(): TokenTotals {
  return {
    llm_calls: 0,
    input_tokens: 0,
    uncached_input_tokens: 0,
    output_tokens: 0,
    cache_read_tokens: 0,
    cache_creation_tokens: 0,
  };
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function addTokens(totals: TokenTotals, data: Record<string, unknown>): void {
  const input = count(data.input_tokens);
  const cacheRead = count(data.cache_read_tokens);
  const cacheCreation = count(data.cache_creation_tokens);
  totals.llm_calls += 1;
  totals.input_tokens += input;
  // Arbor's input_tokens counts the whole prompt, cached parts included.
  totals.uncached_input_tokens +=
    typeof data.uncached_input_tokens === 'number'
      ? count(data.uncached_input_tokens)
      : Math.max(0, input - cacheRead - cacheCreation);
  totals.output_tokens += count(data.output_tokens);
  totals.cache_read_tokens += cacheRead;
  totals.cache_creation_tokens += cacheCreation;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Who made an LLM call: Arbor's `record_llm_usage` writes `source` ("agent", "context_compaction",
 * "parse_eval_score", ...); older logs and Arbor's demo session write `agent` ("coordinator",
 * "sub:n1"). `source` first, as Arbor writes it now.
 */
function callSource(data: Record<string, unknown>): string {
  return text(data.source) ?? text(data.agent) ?? 'unknown';
}

/** What `add` does with an event type beyond counting it. */
const enum Handling {
  Count,
  SessionStart,
  SessionEnd,
  LlmCall,
  IdeaMerged,
  IdeaProposed,
  ExecutorStart,
  ExecutorEnd,
  CycleStart,
}

const HANDLING_BY_TYPE = new Map<string, Handling>([
  ['session.start', Handling.SessionStart],
  ['session.end', Handling.SessionEnd],
  ['llm.call', Handling.LlmCall],
  ['idea.merged', Handling.IdeaMerged],
  ['idea.proposed', Handling.IdeaProposed],
  ['executor.start', Handling.ExecutorStart],
  ['executor.end', Handling.ExecutorEnd],
  ['cycle.start', Handling.CycleStart],
]);

/** Per event type, decided once when the type is first seen; `count` is its running total. */
interface TypeEntry {
  count: number;
  handling: Handling;
  /** Types like "eval.divergence" flag a divergence by themselves. */
  divergent: boolean;
}

/** An executor's latest start, kept per node id once seen (see EventSummarizer.executors). */
interface ExecutorState {
  open: boolean;
  startedAt: number;
  /** When it was last opened, to list open executors in the order a Map of open ones would hold them. */
  openedSeq: number;
}

/**
 * Folds events into an EventSummary. Each event costs one Map lookup of its type (which yields the
 * counter and what else to do) and a few property reads: counters live in Maps while folding (a
 * million updates of dynamic keys on plain objects is several times slower) and become plain objects
 * in `finish`.
 */
export class EventSummarizer {
  private readonly types = new Map<string, TypeEntry>();
  /**
   * Executors by node id, closed ones kept and flagged rather than deleted: set-and-delete churn on a
   * long-lived Map makes V8 rehash its table into the old generation over and over, garbage that
   * grows peak memory with the number of events.
   */
  private readonly executors = new Map<string, ExecutorState>();
  private executorsOpened = 0;
  private readonly agents = new Map<string, TokenTotals>();
  private readonly summary: EventSummary = {
    stats: { lines: 0, skipped: 0, skippedLineNumbers: [] },
    by_type: {},
    by_family: {},
    first_ts: null,
    last_ts: null,
    last_start_ts: null,
    last_end_ts: null,
    session_start: null,
    session_end: null,
    tokens: emptyTokens(),
    tokens_by_agent: {},
    llm_model: null,
    llm_provider: null,
    merges: [],
    open_executors: {},
    executors_started: 0,
    executors_ended: 0,
    cycles: 0,
    ideas_proposed: 0,
    divergence_notes: [],
    emergency_timeout: false,
    smoke: false,
  };

  private entryFor(type: string): TypeEntry {
    let entry = this.types.get(type);
    if (entry === undefined) {
      entry = {
        count: 0,
        handling: HANDLING_BY_TYPE.get(type) ?? Handling.Count,
        divergent: DIVERGENCE_TEXT.test(type),
      };
      this.types.set(type, entry);
    }
    return entry;
  }

  /** A start while already open only moves its time, as Map.set keeps an existing key's place. */
  private startExecutor(nodeId: string, ts: number): void {
    const executor = this.executors.get(nodeId);
    if (executor === undefined) {
      this.executors.set(nodeId, { open: true, startedAt: ts, openedSeq: this.executorsOpened++ });
    } else {
      if (!executor.open) {
        executor.open = true;
        executor.openedSeq = this.executorsOpened++;
      }
      executor.startedAt = ts;
    }
  }

  add(event: ArborEvent): void {
    const { type, data, ts } = event;
    const summary = this.summary;
    const entry = this.entryFor(type);
    entry.count += 1;
    if (summary.first_ts === null || ts < summary.first_ts) summary.first_ts = ts;
    if (summary.last_ts === null || ts > summary.last_ts) summary.last_ts = ts;
    const nodeId = text(data.node_id);
    switch (entry.handling) {
      case Handling.Count:
        break;
      case Handling.SessionStart:
        summary.session_start ??= data;
        summary.last_start_ts = ts;
        if (data.smoke === true || data.mode === 'smoke') summary.smoke = true;
        break;
      case Handling.SessionEnd:
        summary.session_end = data;
        summary.last_end_ts = ts;
        if (data.emergency_timeout === true || /timeout/i.test(String(data.exit_reason ?? ''))) {
          summary.emergency_timeout = true;
        }
        break;
      case Handling.LlmCall: {
        addTokens(summary.tokens, data);
        const agent = callSource(data);
        let totals = this.agents.get(agent);
        if (totals === undefined) this.agents.set(agent, (totals = emptyTokens()));
        addTokens(totals, data);
        summary.llm_model ??= text(data.model);
        summary.llm_provider ??= text(data.provider);
        break;
      }
      case Handling.IdeaMerged:
        if (nodeId !== null) {
          summary.merges.push({
            ts,
            node_id: nodeId,
            from_score: finiteScore(data.from_score),
            to_score: finiteScore(data.to_score),
            branch: text(data.branch),
          });
        }
        break;
      case Handling.IdeaProposed:
        summary.ideas_proposed += 1;
        break;
      case Handling.ExecutorStart:
        summary.executors_started += 1;
        if (nodeId !== null) this.startExecutor(nodeId, ts);
        break;
      case Handling.ExecutorEnd:
        summary.executors_ended += 1;
        if (nodeId !== null) {
          const executor = this.executors.get(nodeId);
          if (executor !== undefined) executor.open = false;
        }
        break;
      case Handling.CycleStart:
        summary.cycles = Math.max(summary.cycles + 1, count(data.cycle_num));
        break;
    }
    if (nodeId !== null && summary.divergence_notes.length < DIVERGENCE_NOTES_KEPT) {
      const note = text(data.insight) ?? text(data.reason) ?? text(data.message);
      if ((note !== null && DIVERGENCE_TEXT.test(note)) || entry.divergent) {
        summary.divergence_notes.push({ node_id: nodeId, text: note ?? type });
      }
    }
  }

  /** The summary; type-level facts (families, emergency event types) are derived here once per type. */
  finish(stats: JsonlStats): EventSummary {
    const summary = this.summary;
    summary.stats = stats;
    for (const [type, { count: n }] of this.types) {
      summary.by_type[type] = n;
      const family = eventFamily(type);
      summary.by_family[family] = (summary.by_family[family] ?? 0) + n;
      if (/emergency/i.test(type)) summary.emergency_timeout = true;
    }
    summary.open_executors = Object.fromEntries(
      [...this.executors]
        .filter(([, executor]) => executor.open)
        .sort(([, a], [, b]) => a.openedSeq - b.openedSeq)
        .map(([id, executor]) => [id, executor.startedAt]),
    );
    summary.tokens_by_agent = Object.fromEntries(this.agents);
    summary.merges.sort((a, b) => a.ts - b.ts);
    return summary;
  }
}

/** One streaming pass over an events file; lines that are not `{ts, type, data}` count as skipped. */
export async function readEventSummary(path: string): Promise<EventSummary> {
  const summarizer = new EventSummarizer();
  const stats = await readJsonl(path, (value) => {
    if (!isEvent(value)) return false;
    summarizer.add(value);
    return true;
  });
  return summarizer.finish(stats);
}
