/**
 * Arbor's event log (`events.jsonl`, one `{ts, type, data}` per line). The summary is built in one
 * streaming pass and holds only bounded state (counters, merges, open executors), so memory does not
 * grow with the number of events.
 */
import { readJsonl, type JsonlStats } from './jsonl.js';
import { finiteScore, isObject } from './tree.js';

export interface ArborEvent {
  ts: number;
  type: string;
  data: Record<string, unknown>;
}

/** The event when `value` has Arbor's shape (finite `ts`, non-empty `type`, object `data`), else null. */
export function asEvent(value: unknown): ArborEvent | null {
  if (!isObject(value)) return null;
  const { ts, type, data } = value;
  if (typeof ts !== 'number' || !Number.isFinite(ts)) return null;
  if (typeof type !== 'string' || type === '' || !isObject(data)) return null;
  return { ts, type, data };
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
  session_start: Record<string, unknown> | null;
  session_end: Record<string, unknown> | null;
  /** Sums over `llm.call` events, overall and per agent. */
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
  return { llm_calls: 0, input_tokens: 0, output_tokens: 0, cache_read_tokens: 0, cache_creation_tokens: 0 };
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function addTokens(totals: TokenTotals, data: Record<string, unknown>): void {
  totals.llm_calls += 1;
  totals.input_tokens += count(data.input_tokens);
  totals.output_tokens += count(data.output_tokens);
  totals.cache_read_tokens += count(data.cache_read_tokens);
  totals.cache_creation_tokens += count(data.cache_creation_tokens);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Folds events into an EventSummary. Counters live in Maps while folding (a million updates of
 * dynamic keys on plain objects is several times slower) and become plain objects in `finish`.
 */
export class EventSummarizer {
  private readonly typeCounts = new Map<string, number>();
  private readonly openExecutors = new Map<string, number>();
  private readonly agents = new Map<string, TokenTotals>();
  private readonly summary: EventSummary = {
    stats: { lines: 0, skipped: 0, skippedLineNumbers: [] },
    by_type: {},
    by_family: {},
    first_ts: null,
    last_ts: null,
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

  private readonly divergenceTypes = new Map<string, boolean>();

  /** Event types like "eval.divergence" flag a divergence by themselves (tested once per type). */
  private isDivergenceType(type: string): boolean {
    let known = this.divergenceTypes.get(type);
    if (known === undefined) this.divergenceTypes.set(type, (known = DIVERGENCE_TEXT.test(type)));
    return known;
  }

  add(event: ArborEvent): void {
    const { type, data, ts } = event;
    const summary = this.summary;
    this.typeCounts.set(type, (this.typeCounts.get(type) ?? 0) + 1);
    if (summary.first_ts === null || ts < summary.first_ts) summary.first_ts = ts;
    if (summary.last_ts === null || ts > summary.last_ts) summary.last_ts = ts;
    const nodeId = text(data.node_id);
    switch (type) {
      case 'session.start':
        summary.session_start ??= data;
        if (data.smoke === true || data.mode === 'smoke') summary.smoke = true;
        break;
      case 'session.end':
        summary.session_end = data;
        if (data.emergency_timeout === true || /timeout/i.test(String(data.exit_reason ?? ''))) {
          summary.emergency_timeout = true;
        }
        break;
      case 'llm.call': {
        addTokens(summary.tokens, data);
        const agent = text(data.agent) ?? 'unknown';
        let totals = this.agents.get(agent);
        if (totals === undefined) this.agents.set(agent, (totals = emptyTokens()));
        addTokens(totals, data);
        summary.llm_model ??= text(data.model);
        summary.llm_provider ??= text(data.provider);
        break;
      }
      case 'idea.merged':
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
      case 'idea.proposed':
        summary.ideas_proposed += 1;
        break;
      case 'executor.start':
        summary.executors_started += 1;
        if (nodeId !== null) this.openExecutors.set(nodeId, ts);
        break;
      case 'executor.end':
        summary.executors_ended += 1;
        if (nodeId !== null) this.openExecutors.delete(nodeId);
        break;
      case 'cycle.start':
        summary.cycles = Math.max(summary.cycles + 1, count(data.cycle_num));
        break;
    }
    if (nodeId !== null && summary.divergence_notes.length < DIVERGENCE_NOTES_KEPT) {
      const note = text(data.insight) ?? text(data.reason) ?? text(data.message);
      if ((note !== null && DIVERGENCE_TEXT.test(note)) || this.isDivergenceType(type)) {
        summary.divergence_notes.push({ node_id: nodeId, text: note ?? type });
      }
    }
  }

  /** The summary; type-level facts (families, emergency and divergence event types) are derived here once per type. */
  finish(stats: JsonlStats): EventSummary {
    const summary = this.summary;
    summary.stats = stats;
    for (const [type, n] of this.typeCounts) {
      summary.by_type[type] = n;
      const family = eventFamily(type);
      summary.by_family[family] = (summary.by_family[family] ?? 0) + n;
      if (/emergency/i.test(type)) summary.emergency_timeout = true;
    }
    summary.open_executors = Object.fromEntries(this.openExecutors);
    summary.tokens_by_agent = Object.fromEntries(this.agents);
    summary.merges.sort((a, b) => a.ts - b.ts);
    return summary;
  }
}

/** One streaming pass over an events file; lines that are not `{ts, type, data}` count as skipped. */
export async function readEventSummary(path: string): Promise<EventSummary> {
  const summarizer = new EventSummarizer();
  const stats = await readJsonl(path, (value) => {
    const event = asEvent(value);
    if (event === null) return false;
    summarizer.add(event);
    return true;
  });
  return summarizer.finish(stats);
}
