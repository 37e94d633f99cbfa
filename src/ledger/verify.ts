/**
 * `ledger verify` and `ledger show` over data (history.ts gathers it from git): every gate merge on
 * trunk's first-parent history checked against its deciding lines (present, authentic, of its tree,
 * their digest and mean the trailers' values), and the notes history checked to have only ever added
 * lines. Merges made without the ledger are "unledgered", not failures.
 */
import { formatVerdictScore } from '../util/metric.js';
import { lineId, type LedgerLine } from './line.js';
import { isAuthentic, ledgerDigest } from './mac.js';
import { meanScore } from './select.js';
import type { GateMergeTrailers } from './trailers.js';

export interface TrunkMerge {
  commit: string;
  trailers: GateMergeTrailers;
  /** The evaluated tree without `.arbor/**`: the key its lines are under. */
  keyTree: string;
}

/** One step of the notes history: the notes whose text differs between a parent and a commit. */
export interface NotesStep {
  commit: string;
  parent: string;
  changes: Array<{ object: string; before: string; after: string }>;
}

export interface LedgerFacts {
  trunk: string;
  merges: TrunkMerge[];
  lines: LedgerLine[];
  /** Non-blank note lines that are no ledger line. */
  malformed: number;
  /** Note blobs (current, or named by the notes history) the repository lacks: lines nobody can check. */
  missing: Array<{ object: string; blob: string }>;
  steps: NotesStep[];
}

export type MergeStatus = 'verified' | 'unledgered' | 'failed';

export interface MergeCheck {
  commit: string;
  node: string | null;
  status: MergeStatus;
  /** The trailer's score. */
  score: string | null;
  /** The deciding lines' scores (authentic ones only). */
  samples: number[];
  /** Standard deviation of the samples (0 for one). */
  spread: number | null;
  problems: string[];
}

export interface LedgerCheck {
  merges: MergeCheck[];
  /** Problems of the notes history (a removed or rewritten line). */
  history: string[];
  /** Lines whose MAC does not verify under the key (or that have none), and malformed lines. */
  unverified: number;
  holds: boolean;
}

function stdev(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
}

function checkMerge(
  merge: TrunkMerge,
  byId: Map<string, LedgerLine[]>,
  authentic: (line: LedgerLine) => boolean,
): MergeCheck {
  const { trailers } = merge;
  const base = { commit: merge.commit, node: trailers.node, score: trailers.score };
  if (trailers.digest === null)
    return { ...base, status: 'unledgered', samples: [], spread: null, problems: [] };
  const problems: string[] = [];
  const deciding: LedgerLine[] = [];
  for (const id of trailers.lineIds) {
    const candidates = byId.get(id) ?? [];
    const found = candidates.find(authentic);
    if (found === undefined) {
      problems.push(
        candidates.length === 0
          ? `line ${id} is not in the ledger (removed)`
          : `line ${id} does not verify under the ledger key (rewritten or forged)`,
      );
      continue;
    }
    if (found.tree !== merge.keyTree)
      problems.push(`line ${id} measured tree ${found.tree}, not ${merge.keyTree}`);
    deciding.push(found);
  }
  if (trailers.lineIds.length === 0) problems.push('the merge names no ledger lines');
  if (problems.length === 0) {
    const digest = ledgerDigest(deciding);
    if (digest !== trailers.digest)
      problems.push(`digest ${trailers.digest} does not match its lines (${digest})`);
    const mean = formatVerdictScore(meanScore(deciding));
    if (trailers.score !== null && mean !== trailers.score)
      problems.push(`its lines' mean ${mean} is not the recorded score ${trailers.score}`);
  }
  const samples = deciding.map((line) => line.score ?? NaN);
  return {
    ...base,
    status: problems.length === 0 ? 'verified' : 'failed',
    samples,
    spread: stdev(samples),
    problems,
  };
}

/** Non-blank lines of a note's text, as written (cat_sort_uniq keeps each line's bytes). */
function textLines(text: string): Set<string> {
  return new Set(text.split('\n').filter((line) => line.trim() !== ''));
}

function checkHistory(steps: readonly NotesStep[]): string[] {
  const problems: string[] = [];
  for (const step of steps) {
    for (const change of step.changes) {
      const after = textLines(change.after);
      const lost = [...textLines(change.before)].filter((line) => !after.has(line));
      if (lost.length > 0) {
        problems.push(
          `notes commit ${step.commit.slice(0, 12)} removed or rewrote ${lost.length} line(s) of the note on ${change.object} (parent ${step.parent.slice(0, 12)})`,
        );
      }
    }
  }
  return problems;
}

export function verifyLedger(facts: LedgerFacts, key: string | null): LedgerCheck {
  const byId = new Map<string, LedgerLine[]>();
  // One HMAC per line: a merge's lookup and the unverified count ask about the same lines.
  const verdicts = new Map<LedgerLine, boolean>();
  for (const line of facts.lines) {
    verdicts.set(line, isAuthentic(line, key));
    const id = lineId(line);
    const same = byId.get(id);
    if (same === undefined) byId.set(id, [line]);
    else same.push(line);
  }
  const authentic = (line: LedgerLine) => verdicts.get(line) === true;
  const merges = facts.merges.map((merge) => checkMerge(merge, byId, authentic));
  const history = [
    ...facts.missing.map(
      ({ object, blob }) =>
        `the note on ${object} (blob ${blob}) is missing from the repository: its lines cannot be checked`,
    ),
    ...checkHistory(facts.steps),
  ];
  const unverified = facts.lines.filter((line) => !authentic(line)).length + facts.malformed;
  const holds = history.length === 0 && merges.every((merge) => merge.status !== 'failed');
  return { merges, history, unverified, holds };
}
