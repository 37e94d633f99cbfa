/**
 * One line of the score ledger: a JSON object per evaluation run, kept in a git note on the measured
 * tree (src/git/notes.ts). The gate compares, signs and digests lines in canonical form (keys sorted,
 * no spaces), never as note bytes: a notes merge with `cat_sort_uniq` sorts and rewrites the bytes, and
 * `git notes append` puts blank lines between appends, which readers skip.
 */

export const LEDGER_LINE_VERSION = 1;

export interface LedgerLine {
  v: number;
  /** One id per gate run that wrote lines, and the line's place in that run: together unique. */
  run_id: string;
  seq: number;
  /** The key: the evaluated tree without `.arbor/**` (src/git/notes.ts `treeWithoutArbor`). */
  tree: string;
  /** The tree that was checked out and evaluated. */
  evaluated_tree: string;
  commit: string;
  /** Hash of what makes two runs comparable (evaluator.ts). */
  evaluator: string;
  seed: number | null;
  /** The run's score; null when it failed (`failure` says how). */
  score: number | null;
  failure: string | null;
  exit_code: number | null;
  duration_s: number;
  /** A label: Arbor puts the node id into run names, so it is not part of the key. */
  node_id: string | null;
  gate_version: string;
  time: string;
  run_url: string | null;
  /** HMAC-SHA256 of the line without `mac` under `ledger-key` (mac.ts); null: written without a key. */
  mac: string | null;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort())
      sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}

/**
 * An object's keys sorted, when no value is an object and no key starts with a digit (an array index,
 * which a sorted copy would put first, so those take the general path); else null. A ledger line is
 * such an object, and `ledger show` canonicalises every line of the ledger to check its MAC.
 */
function flatSortedKeys(value: object): string[] | null {
  const keys = Object.keys(value).sort();
  for (const key of keys) {
    const field: unknown = (value as Record<string, unknown>)[key];
    if ((field !== null && typeof field === 'object') || (key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57))
      return null;
  }
  return keys;
}

/** JSON with keys sorted at every depth and no whitespace: one text per value. */
export function canonicalJson(value: unknown): string {
  const flat = value !== null && typeof value === 'object' && !Array.isArray(value) && flatSortedKeys(value);
  // A flat object is written in the order of its sorted keys (JSON.stringify's key list), without the copy.
  return flat ? JSON.stringify(value, flat) : JSON.stringify(sortKeys(value));
}

const SHA = /^[0-9a-f]{40}$/;
const nullableString = (v: unknown) => v === null || typeof v === 'string';
const nullableNumber = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));

/** A parsed object that has every field of a line with its type; anything else is not a line. */
function isLedgerLine(value: unknown): value is LedgerLine {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.v === 'number' &&
    typeof line.run_id === 'string' &&
    typeof line.seq === 'number' &&
    Number.isInteger(line.seq) &&
    typeof line.tree === 'string' &&
    SHA.test(line.tree) &&
    typeof line.evaluated_tree === 'string' &&
    typeof line.commit === 'string' &&
    typeof line.evaluator === 'string' &&
    nullableNumber(line.seed) &&
    nullableNumber(line.score) &&
    nullableString(line.failure) &&
    nullableNumber(line.exit_code) &&
    typeof line.duration_s === 'number' &&
    nullableString(line.node_id) &&
    typeof line.gate_version === 'string' &&
    typeof line.time === 'string' &&
    nullableString(line.run_url) &&
    nullableString(line.mac)
  );
}

/** What a note holds: its lines, and the count of non-blank text lines that are no ledger line. */
export interface ParsedNote {
  lines: LedgerLine[];
  malformed: number;
}

/** Reads a note's text: blank lines skipped, a line that is not a ledger line counted, never thrown. */
export function parseNote(text: string): ParsedNote {
  const lines: LedgerLine[] = [];
  let malformed = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      malformed++;
      continue;
    }
    if (isLedgerLine(parsed)) lines.push(parsed);
    else malformed++;
  }
  return { lines, malformed };
}

/** The text appended to a note for these lines: one canonical line each. */
export function noteText(lines: readonly LedgerLine[]): string {
  return lines.map(canonicalJson).join('\n');
}

/** Names a line in trailers and messages: `<run_id>/<seq>`. */
export function lineId(line: Pick<LedgerLine, 'run_id' | 'seq'>): string {
  return `${line.run_id}/${line.seq}`;
}
