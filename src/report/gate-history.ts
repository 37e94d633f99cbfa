/**
 * The session's gate history: every verdict the gate wrote into this REPORT.md, newest first. The
 * whole list lives in report.json beside REPORT.md (`gate_history`), read and rewritten under its lock
 * with each verdict; REPORT.md shows it capped like its other lists (the LIST_CAP newest, then how
 * many more). `report`, which rewrites report.json, keeps the list (tools/report.ts).
 */
import { dirname } from 'node:path';
import type { Decision, Verdict } from '../gate/verdict.js';
import { isObject } from '../util/json.js';
import { updateFileAtomically } from '../util/atomic.js';
import { markdownCode } from '../util/markdown.js';
import { LIST_CAP } from './capped-list.js';

export interface GateHistoryEntry {
  /** When the verdict was given (ISO 8601). */
  at: string;
  decision: Decision;
  node_id: string | null;
  source: string;
  sha: string | null;
  score: number | null;
  /** The reasons' codes (their messages are in that run's REPORT.md section and logs). */
  reasons: string[];
  merge_commit: string | null;
}

export function historyEntry(verdict: Verdict, at: Date): GateHistoryEntry {
  return {
    at: at.toISOString(),
    decision: verdict.decision,
    node_id: verdict.node_id,
    source: verdict.source.ref,
    sha: verdict.source.sha,
    score: verdict.score,
    reasons: verdict.reasons.map((r) => r.code),
    merge_commit: verdict.merge_commit,
  };
}

const DECISIONS: ReadonlySet<string> = new Set([
  'merged',
  'would_merge',
  'rejected',
  'already_merged',
  'error',
]);
const stringOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * Whether a report.json entry is one the gate wrote. The file may sit in a checkout that holds a
 * branch's files, so nothing else of it reaches REPORT.md: every field is checked for its shape.
 */
function isEntry(entry: unknown): entry is GateHistoryEntry {
  return (
    isObject(entry) &&
    typeof entry.at === 'string' &&
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/.test(entry.at) &&
    typeof entry.decision === 'string' &&
    DECISIONS.has(entry.decision) &&
    stringOrNull(entry.node_id) &&
    typeof entry.source === 'string' &&
    (entry.sha === null || (typeof entry.sha === 'string' && /^[0-9a-f]*$/.test(entry.sha))) &&
    (entry.score === null || (typeof entry.score === 'number' && Number.isFinite(entry.score))) &&
    Array.isArray(entry.reasons) &&
    entry.reasons.every((code) => typeof code === 'string' && /^[a-z_]+$/.test(code)) &&
    stringOrNull(entry.merge_commit)
  );
}

/** The `gate_history` of a parsed report.json: the entries the gate wrote, or none. Pure. */
export function historyOf(json: unknown): GateHistoryEntry[] {
  if (!isObject(json) || !Array.isArray(json.gate_history)) return [];
  return json.gate_history.filter(isEntry);
}

function parsed(text: string | null): Record<string, unknown> {
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch {
    // Not JSON (or not the gate's): the history starts here; `report` writes the facts again.
    return {};
  }
}

/**
 * Adds `entry` at the head of report.json's `gate_history` (the file's other fields kept) and returns
 * the whole history, newest first.
 */
export async function recordInHistory(
  jsonPath: string,
  entry: GateHistoryEntry,
): Promise<GateHistoryEntry[]> {
  let history: GateHistoryEntry[] = [];
  await updateFileAtomically(
    jsonPath,
    (current) => {
      const file = parsed(current);
      history = [entry, ...historyOf(file)];
      return `${JSON.stringify({ ...file, gate_history: history }, null, 2)}\n`;
    },
    { noSymlinksBelow: dirname(jsonPath) },
  );
  return history;
}

const num = (value: number | null): string => (value === null ? '-' : String(value));

/** The history as REPORT.md shows it: a table, newest first, capped at LIST_CAP rows. Pure. */
export function renderGateHistory(history: readonly GateHistoryEntry[], level = '###'): string {
  const shown = history.slice(0, LIST_CAP);
  const more = history.length - shown.length;
  return [
    `${level} Gate history (${history.length} verdict${history.length === 1 ? '' : 's'}, newest first)`,
    '',
    '| when | decision | node | source | B_test | reasons |',
    '|---|---|---|---|---|---|',
    ...shown.map(
      (e) =>
        `| ${e.at.replace('T', ' ').replace(/\.\d+Z$/, 'Z')} | ${e.decision} | ${e.node_id === null ? '-' : markdownCode(e.node_id)} | ${markdownCode(e.source)} | ${num(e.score)} | ${e.reasons.map((r) => markdownCode(r)).join(', ') || '-'} |`,
    ),
    ...(more > 0 ? ['', `… and ${more} more (every verdict is in report.json, gate_history)`] : []),
    '',
  ].join('\n');
}
