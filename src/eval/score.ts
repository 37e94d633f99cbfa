/**
 * Score extraction (DESIGN.md "Score extraction"), pure. The rules are fed one stdout line at a time so
 * the runner never holds the output; `extractScore` over a whole text gives the same answer.
 *
 * Decisions where the design is silent or where security asks for more than "first finite number wins":
 * - The LAST stdout line that carries a score decides: a line carries one when it holds a JSON object
 *   (or Python dict) with a score key, or a text `key: value` / `key=value` of a score key. DESIGN ranks
 *   every JSON object above every text line; that is deliberately not followed, because the code under
 *   evaluation runs before the evaluator prints, so a branch's `{"score": 1e9}` would outrank the
 *   evaluator's later `score: 0.5`. Within one line the later score decides as well (a fake printed
 *   without a newline runs into the evaluator's line): text after the line's last scoring object
 *   outranks it; text before it does not count; Arbor's key order breaks ties among the text.
 * - Every key of TEXT_SCORE_KEYS makes a line score-bearing, `loss`, `rmse` and `mae` included (also
 *   inside a JSON object without a score key, as the text rule reads `"loss": 0.3` there too). The
 *   trade-off: an evaluator that prints its JSON result and then a `loss: 0.3` line is judged on the
 *   loss. Narrowing to fewer keys would let a branch's fake outlive an evaluator whose result is such a
 *   key; users with chatty evaluators pin the key with --score-key.
 * - What decides DECIDES, even when the value is NaN, infinite, null or not a number: the result is
 *   then no score, never a fallback to an earlier line or a lower-ranked value, so the evaluator's last
 *   word (`{"score": NaN}`, `score: nan`) cannot let an earlier fake through. A score file that carries
 *   a key likewise ends the search.
 * - Only stdout is scored (the runner logs stderr but does not feed it here): a score printed only on
 *   stderr is no score.
 * - Objects are read by a tolerant reader (literal.ts), so Python's bare NaN/Infinity and print(dict)
 *   output count as objects.
 * - Within one object, the first key present in precedence order decides; among objects on one line,
 *   the last with a score key; among text on one line, the first key in Arbor's order, last occurrence.
 * - With --score-key, JSON objects and the score file are read at that key only (a dotted path, or a
 *   literal key containing dots), the text rule looks for that key only, and no percent scaling is
 *   applied: the user named the number they want. accuracy/acc scaling applies to the default keys.
 * - Text values `nan`, `inf`, `infinity`, `none`, `null` are occurrences of the key that yield no score.
 * - --score-regex replaces the JSON and text rules; it is matched line by line and the last match's
 *   first group decides.
 * - Lines longer than MAX_SCORED_LINE_LENGTH are skipped (the runner does not buffer them whole).
 */
import { UserError } from '../errors.js';
import { parseObjectLiteral, type Literal } from './literal.js';
import type { ScoreOptions } from './types.js';

/** JSON keys in precedence order when --score-key is not given. */
export const JSON_SCORE_KEYS = ['score', 'primary_score', 'accuracy', 'acc'] as const;
/** Text keys in Arbor's order: among a line's text, the earliest key here that appears decides (its last occurrence). */
export const TEXT_SCORE_KEYS = [
  'score',
  'val_bpb',
  'primary_score',
  'accuracy',
  'acc',
  'f1',
  'loss',
  'rmse',
  'mae',
] as const;
/** Keys whose values in [0,1] Arbor records as percent. */
const PERCENT_KEYS: ReadonlySet<string> = new Set(['accuracy', 'acc']);

/** Lines longer than this (in characters, before a trailing CR is dropped) are not scored. */
export const MAX_SCORED_LINE_LENGTH = 1024 * 1024;

export type ScoreSource = 'file' | 'json' | 'text' | 'regex';

export interface ScoreReading {
  /** A finite score, or null. */
  score: number | null;
  /** The rule that decided, or null when no rule found its key. */
  source: ScoreSource | null;
  /** What decided, in words, for logs and the no_score message. */
  detail: string;
}

export interface ScoreScanner {
  /** One stdout line, without its line break. */
  feed(line: string): void;
  result(): ScoreReading;
}

const NUMERIC_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** A value as a number; NaN when it holds none (null, a word, an object). */
function numberOf(value: Literal | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
  return NaN;
}

function scaled(value: number, key: string): number {
  return PERCENT_KEYS.has(key) && value >= 0 && value <= 1 ? value * 100 : value;
}

interface KeyedValue {
  key: string;
  /** Already scaled; NaN or infinite when the key holds no score. */
  value: number;
}

function lookup(object: { [key: string]: Literal }, path: string): { found: boolean; value?: Literal } {
  if (Object.hasOwn(object, path)) return { found: true, value: object[path] };
  let current: Literal | undefined = object;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return { found: false };
    if (!Object.hasOwn(current, part)) return { found: false };
    current = current[part];
  }
  return { found: true, value: current };
}

/** The score an object carries: at --score-key, else at the first default key it has. */
function scoreInObject(
  object: { [key: string]: Literal },
  scoreKey: string | undefined,
): KeyedValue | undefined {
  if (scoreKey !== undefined) {
    const { found, value } = lookup(object, scoreKey);
    return found ? { key: scoreKey, value: numberOf(value) } : undefined;
  }
  const key = JSON_SCORE_KEYS.find((name) => Object.hasOwn(object, name));
  return key === undefined ? undefined : { key, value: scaled(numberOf(object[key]), key) };
}

function decided(source: ScoreSource, where: string, found: KeyedValue): ScoreReading {
  if (Number.isFinite(found.value)) {
    return { score: found.value, source, detail: `${where}, key "${found.key}"` };
  }
  return {
    score: null,
    source,
    detail: `${where} has "${found.key}" = ${String(found.value)}, which is no score (earlier values are not used)`,
  };
}

/**
 * The objects on a (trimmed) line, in order, each with the index just past its closing brace: the whole
 * line when it is one object, else every `{...}` that contains no braces.
 */
function objectsOnLine(line: string): Array<{ object: { [key: string]: Literal }; end: number }> {
  if (!line.includes('{')) return [];
  if (line.startsWith('{') && line.endsWith('}')) {
    const whole = parseObjectLiteral(line);
    if (whole) return [{ object: whole, end: line.length }];
  }
  const objects: Array<{ object: { [key: string]: Literal }; end: number }> = [];
  for (const match of line.matchAll(/\{[^{}]*\}/g)) {
    const object = parseObjectLiteral(match[0]);
    if (object) objects.push({ object, end: match.index + match[0].length });
  }
  return objects;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const TEXT_VALUE = String.raw`([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?|[-+]?(?:nan|inf(?:inity)?)(?!\w)|(?:none|null)(?!\w))`;

/** `key: value` or `key=value`, whole word, case-insensitive; tolerates the key's closing quote. */
function textPattern(keys: readonly string[]): RegExp {
  const names = keys.map(escapeRegExp).join('|');
  return new RegExp(String.raw`(?<!\w)(${names})(?!\w)['"]?\s*[:=]\s*['"]?${TEXT_VALUE}`, 'gi');
}

/**
 * Compiles --score-regex; a UserError names the setting (`label`: the flag, the Action input or the
 * meta field that gave it) unless it is valid with exactly one capture group.
 */
export function compileScoreRegex(source: string, label = '--score-regex'): RegExp {
  let regex: RegExp;
  try {
    regex = new RegExp(source, 'g');
  } catch (error) {
    throw new UserError(
      `${label}: ${JSON.stringify(source)} is not a valid regular expression: ${(error as Error).message}`,
    );
  }
  // An alternative that matches the empty string reveals the group count without knowing the syntax.
  const groups = (new RegExp(`${source}|`).exec('') as RegExpExecArray).length - 1;
  if (groups !== 1) {
    throw new UserError(
      `${label}: expected exactly one capture group, found ${groups} in ${JSON.stringify(source)}`,
    );
  }
  return regex;
}

interface LineScore {
  source: 'json' | 'text';
  found: KeyedValue;
}

/** The score one line carries, if any: text after its last scoring object, else that object, else its text in key order. */
function scoreOnLine(
  line: string,
  scoreKey: string | undefined,
  text: RegExp,
  textKeys: readonly string[],
): LineScore | undefined {
  const trimmed = line.trim();
  let fromObject: KeyedValue | undefined;
  let objectEnd = -1;
  for (const { object, end } of objectsOnLine(trimmed)) {
    const found = scoreInObject(object, scoreKey);
    if (found) [fromObject, objectEnd] = [found, end];
  }
  // Text after the line's last scoring object outranks it: output printed without a final newline runs
  // into the evaluator's next line, so within one line, too, the later score decides. Text inside or
  // before that object (its own quoted keys among it) does not count.
  const lastByKey = new Map<string, KeyedValue>();
  for (const match of trimmed.matchAll(text)) {
    if (match.index < objectEnd) continue;
    const key = (match[1] as string).toLowerCase();
    const value = numberOf(match[2]);
    lastByKey.set(key, { key, value: scoreKey === undefined ? scaled(value, key) : value });
  }
  for (const key of textKeys) {
    const found = lastByKey.get(key.toLowerCase());
    if (found) return { source: 'text', found };
  }
  return fromObject ? { source: 'json', found: fromObject } : undefined;
}

/** A scanner for the output rules (JSON objects and text, or --score-regex in their place). */
export function createScoreScanner(options: ScoreOptions): ScoreScanner {
  const regex = options.regex === undefined ? undefined : compileScoreRegex(options.regex);
  const textKeys: readonly string[] = options.key === undefined ? TEXT_SCORE_KEYS : [options.key];
  const text = textPattern(textKeys);
  let lastRegex: KeyedValue | undefined;
  let lastLine: LineScore | undefined;

  function feed(rawLine: string): void {
    if (rawLine.length > MAX_SCORED_LINE_LENGTH) return;
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    if (regex) {
      for (const match of line.matchAll(regex)) {
        lastRegex = { key: '--score-regex', value: numberOf(match[1]?.trim()) };
      }
      return;
    }
    lastLine = scoreOnLine(line, options.key, text, textKeys) ?? lastLine;
  }

  function result(): ScoreReading {
    if (regex) {
      return lastRegex
        ? decided('regex', 'the last match of --score-regex', lastRegex)
        : { score: null, source: null, detail: 'no stdout line matched --score-regex' };
    }
    if (lastLine) {
      const what = lastLine.source === 'json' ? 'a JSON object' : '"key: <number>" text';
      return decided(lastLine.source, `the last stdout line with a score (${what})`, lastLine.found);
    }
    return {
      score: null,
      source: null,
      detail: `stdout has no JSON object with a score key and no "${textKeys.join('|')}: <number>" text`,
    };
  }

  return { feed, result };
}

/** The output rules over a whole stdout text; equal to feeding its lines to createScoreScanner. */
export function extractScore(stdout: string, options: ScoreOptions): ScoreReading {
  const scanner = createScoreScanner(options);
  for (const line of stdout.split('\n')) scanner.feed(line);
  return scanner.result();
}

/** The score in a --score-file's text; source null when it is not an object or carries no score key. */
export function scoreFromFileText(text: string, scoreKey: string | undefined, file: string): ScoreReading {
  const object = parseObjectLiteral(text.trim());
  if (!object) return { score: null, source: null, detail: `score file ${file} is not a JSON object` };
  const found = scoreInObject(object, scoreKey);
  if (!found) return { score: null, source: null, detail: `score file ${file} has no score key` };
  return decided('file', `score file ${file}`, found);
}
