/**
 * Score extraction (docs/architecture.md "Score extraction"), pure. The output (stdout and stderr as one
 * stream) is fed one line at a time, and lines too long to hold in overlapping windows, so the runner
 * never holds it whole; `extractScore` over a whole text gives the same answer.
 *
 * The key decides first, then the position:
 * - The key is `--score-key` when given, else the first key of SCORE_KEYS (Arbor's order) that occurs
 *   anywhere in the output, as a member of a JSON object (a whole line, or an inline `{...}` without
 *   nested braces; Python's print(dict) too, see literal.ts) or as text `key: number` / `key=number`.
 * - Of that key, the LAST occurrence decides: the code under evaluation runs before the evaluator
 *   prints, so taking the first (as Arbor does) would let a branch print a fake score ahead of it.
 * - What decides DECIDES, even when its value is NaN, infinite, null or not a number (text `nan`,
 *   `inf`, `none`, `null`): then there is no score, never a fallback to an earlier value or another key.
 * - A key glued to the text before it (`xaccuracy: 0.4`, `val_accuracy: 0.4`) may be the evaluator's
 *   line run into an unterminated fragment printed by the branch, or another key: the gate cannot tell.
 *   So when the deciding occurrence is glued, or a glued occurrence of a higher-ranked key comes after
 *   it, there is no score. A quoted key (`"val_accuracy": 1`) is whole and is simply another key.
 * - The one weakness, documented in docs/evaluation.md: an evaluator that prints only a lower-ranked key while
 *   the branch prints a higher one (`score:`) is judged on the branch's. Pinning --score-key closes it;
 *   a warning says so whenever the key was not pinned and the output carries more than one key.
 * - Like Arbor, `accuracy`/`acc` in [0,1] from a JSON object (or a quoted key) are scaled to percent;
 *   text `accuracy: 0.9` is not (Arbor records it as printed). With --score-key nothing is scaled: the
 *   user named the number they want. JSON keys are matched exactly, text keys case-insensitively.
 * - --score-regex replaces the key rule: the last match's first group decides; a line too long to
 *   hold after that match means the gate cannot tell whether it holds a later one: no score.
 * - A text occurrence is at most SEPARATOR_SPACE spaces around its `:` or `=`, and its number must end
 *   at a non-word character (`0.99score: 0.4` is no `0.99`): so a key glued to an earlier value is
 *   still seen, glued.
 */
import { UserError } from '../errors.js';
import type { ScoreLine } from './types.js';
import { ESCAPE_SEQUENCE, LineSplitter, printable } from './capture.js';
import { parseObjectLiteral, type Literal } from './literal.js';
import type { ScoreOptions } from './types.js';

/** Score keys in Arbor's order, when --score-key is not given. */
export const SCORE_KEYS = [
  'score',
  'primary_score',
  'accuracy',
  'acc',
  'val_bpb',
  'f1',
  'loss',
  'rmse',
  'mae',
] as const;
/** Keys whose JSON values in [0,1] Arbor records as percent. */
const PERCENT_KEYS: ReadonlySet<string> = new Set(['accuracy', 'acc']);

/** Lines longer than this (in characters) are scanned in windows instead of whole. */
export const MAX_SCORED_LINE_LENGTH = 1024 * 1024;
/** Windows of one overlong line share this many characters; each owns the key positions in its middle. */
export const WINDOW_OVERLAP = 8192;
const REACH = WINDOW_OVERLAP / 2;
/** Spaces allowed on each side of a text occurrence's `:` or `=`. */
const SEPARATOR_SPACE = 64;
/** Characters of the deciding line shown before and after the key. */
const SHOWN_BEFORE = 60;
const SHOWN_AFTER = 100;

export type ScoreSource = 'file' | 'json' | 'text' | 'regex';

export interface ScoreReading {
  /** A finite score, or null. */
  score: number | null;
  /** The rule that decided, or null when no rule found its key. */
  source: ScoreSource | null;
  /** The key (or `--score-regex`) that decided, or null. */
  key: string | null;
  /** Where it was read: the output line (number and shortened text), or the score file. */
  line: ScoreLine | null;
  /** What decided, in words, for logs and the no_score message (never the output's own text). */
  detail: string;
  /** Warnings for the verdict: more than one score key in the output while the key was not pinned. */
  warnings: string[];
}

export interface ScoreScanner {
  /** One whole line of output, without its line break. */
  feed(line: string): void;
  /** A window of a line too long to hold (see WindowSink); windows overlap by WINDOW_OVERLAP. */
  window(text: string, offset: number, last: boolean): void;
  result(): ScoreReading;
}

const NUMERIC_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** A value as a number; NaN when it holds none (null, a word, an object). */
function numberOf(value: Literal | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
  return NaN;
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

/** One occurrence of a key in a line or window; its segment is shown (shortened) only for the one that decides. */
interface Occurrence {
  key: string;
  /** Already scaled; NaN when the key holds no score. */
  value: number;
  source: 'json' | 'text';
  glued: boolean;
  /** Where the key (or its object) starts in the scanned text. */
  at: number;
  /** The value ran past the end of a window, so it was not read whole. */
  cut: boolean;
  /** Set by the scanner: the line number, the line or window it was found in, the order over the output. */
  lineNumber: number;
  segment: string;
  seq: number;
}

interface Rules {
  /** --score-key, when given. */
  pinned: string | undefined;
  text: RegExp;
}

function scaled(value: number, key: string, pinned: string | undefined): number {
  return pinned === undefined && PERCENT_KEYS.has(key) && value >= 0 && value <= 1 ? value * 100 : value;
}

/** The occurrences an object carries: at --score-key, else every score key it has. */
function membersOf(object: { [key: string]: Literal }, pinned: string | undefined, at: number): Occurrence[] {
  const occurrence = (key: string, value: number): Occurrence => ({
    key,
    value,
    source: 'json',
    glued: false,
    at,
    cut: false,
    lineNumber: 0,
    segment: '',
    seq: 0,
  });
  if (pinned !== undefined) {
    const { found, value } = lookup(object, pinned);
    return found ? [occurrence(pinned, numberOf(value))] : [];
  }
  return SCORE_KEYS.filter((key) => Object.hasOwn(object, key)).map((key) =>
    occurrence(key, scaled(numberOf(object[key]), key, pinned)),
  );
}

interface ObjectSpan {
  object: { [key: string]: Literal };
  start: number;
  end: number;
}

/** The objects in a text, in order: the whole (trimmed) line when it is one, else each `{...}` without nested braces. */
function objectsIn(text: string, wholeLine: boolean): ObjectSpan[] {
  if (!text.includes('{')) return [];
  if (wholeLine) {
    const start = text.length - text.trimStart().length;
    const trimmed = text.trim();
    if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
      const object = parseObjectLiteral(trimmed);
      if (object) return [{ object, start, end: start + trimmed.length }];
    }
  }
  const objects: ObjectSpan[] = [];
  for (const match of text.matchAll(/\{[^{}]*\}/g)) {
    const object = parseObjectLiteral(match[0]);
    if (object) objects.push({ object, start: match.index, end: match.index + match[0].length });
  }
  return objects;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A number (ending where a word would not go on: `0.99score` is no number, `0.5.` is 0.5), or a word for none. */
const TEXT_VALUE = String.raw`([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?(?!\w|\.\d)|[-+]?(?:nan|inf(?:inity)?)(?!\w)|(?:none|null)(?!\w))`;

/**
 * `key: value` or `key=value`, case-insensitive, anywhere (what comes before the key is looked at
 * afterwards, see occurrencesIn): groups are the key, its closing quote and the value.
 */
function textPattern(keys: readonly string[]): RegExp {
  const names = keys.map(escapeRegExp).join('|');
  const space = `\\s{0,${SEPARATOR_SPACE}}`;
  return new RegExp(String.raw`(${names})(?!\w)(['"]?)${space}[:=]${space}['"]?${TEXT_VALUE}`, 'gi');
}

const WORD_CHAR = /\w/;

/** Where the word that ends at `at` starts (`at` itself when the character before is no word character). */
function wordStart(text: string, at: number): number {
  let start = at;
  while (start > 0 && WORD_CHAR.test(text[start - 1] as string)) start--;
  return start;
}

/** The part of a scanned text whose key positions this scan owns (windows share their edges). */
interface Span {
  from: number;
  to: number;
  wholeLine: boolean;
  /** More windows of this line follow: a value that reaches the end was not read whole. */
  more: boolean;
}

/** Terminal escape sequences (colours) blanked out, so that `\x1b[1mscore: 1` is no glued key. */
function withoutEscapes(text: string): string {
  return text.includes('\x1b')
    ? text.replace(ESCAPE_SEQUENCE, (sequence) => ' '.repeat(sequence.length))
    : text;
}

/** The occurrences in a line or window, in order; text inside a parsed object is read as the object. */
function occurrencesIn(raw: string, rules: Rules, span: Span): Occurrence[] {
  const text = withoutEscapes(raw);
  const owns = (at: number) => at >= span.from && at < span.to;
  const objects = objectsIn(text, span.wholeLine).filter((o) => owns(o.start));
  const found = objects.flatMap(({ object, start }) => membersOf(object, rules.pinned, start));
  let next = 0;
  for (const match of text.matchAll(rules.text)) {
    const [, name = '', close = '', value] = match;
    const at = match.index;
    while (next < objects.length && (objects[next] as ObjectSpan).end <= at) next++;
    const inObject = next < objects.length && (objects[next] as ObjectSpan).start <= at;
    if (!owns(at) || inObject) continue;
    const start = wordStart(text, at);
    // A whole quoted word such as "val_accuracy" is another key, not one glued to a fragment.
    if (start < at && close !== '' && (text[start - 1] === '"' || text[start - 1] === "'")) continue;
    const key = rules.pinned ?? name.toLowerCase();
    const cut = span.more && at + match[0].length >= text.length;
    const quoted = close !== '';
    found.push({
      key,
      value: cut ? NaN : quoted ? scaled(numberOf(value), key, rules.pinned) : numberOf(value),
      source: quoted ? 'json' : 'text',
      glued: start < at,
      at,
      cut,
      lineNumber: 0,
      segment: '',
      seq: 0,
    });
  }
  // Text occurrences come in order; objects' members are merged in by position.
  return objects.length === 0 ? found : found.sort((a, b) => a.at - b.at);
}

/** The deciding line as it may be shown: around the key, control characters removed. */
function shownText(text: string, at: number): string {
  const start = Math.max(0, at - SHOWN_BEFORE);
  const end = Math.min(text.length, at + SHOWN_AFTER);
  return `${start > 0 ? '...' : ''}${printable(text.slice(start, end))}${end < text.length ? '...' : ''}`;
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

function lineOf(occurrence: Occurrence): ScoreLine {
  return { number: occurrence.lineNumber, text: shownText(occurrence.segment, occurrence.at) };
}

function noScore(detail: string, warnings: string[] = []): ScoreReading {
  return { score: null, source: null, key: null, line: null, detail, warnings };
}

/** The reading of the occurrence that decides; `where` names it in the detail, `how` how it was read. */
function decided(
  occurrence: { key: string; value: number; source: ScoreSource; cut: boolean; line: ScoreLine },
  where: string,
  how: string,
  warnings: string[] = [],
): ScoreReading {
  const { key, value, source, line } = occurrence;
  const reading = { source, key, line, warnings };
  if (Number.isFinite(value)) return { ...reading, score: value, detail: `${where}: "${key}" ${how}` };
  const why = occurrence.cut
    ? `"${key}" with a value too long to read whole`
    : `"${key}" = ${String(value)}, which is no score`;
  return { ...reading, score: null, detail: `${where} has ${why} (earlier values are not used)` };
}

function lineName(occurrence: Occurrence): string {
  return `line ${occurrence.lineNumber}`;
}

function cannotTell(occurrence: Occurrence, warnings: string[]): ScoreReading {
  return {
    score: null,
    source: occurrence.source,
    key: occurrence.key,
    line: lineOf(occurrence),
    warnings,
    detail:
      `the "${occurrence.key}" on ${lineName(occurrence)} is glued to the text before it, so the gate cannot ` +
      `tell whether it is the evaluator's result or another key (earlier values are not used); ` +
      `pin --score-key or --score-regex to the key your evaluator prints`,
  };
}

/** The scanner for the key rule (SCORE_KEYS, or --score-key). */
function keyScanner(pinned: string | undefined): ScoreScanner {
  const rules: Rules = { pinned, text: textPattern(pinned === undefined ? SCORE_KEYS : [pinned]) };
  const last = new Map<string, Occurrence>();
  const lastGlued = new Map<string, Occurrence>();
  /** Keys seen whole (not glued): they compete for the decision. */
  const seen = new Set<string>();
  let seq = 0;
  let lineNumber = 0;

  function scan(text: string, span: Span): void {
    for (const occurrence of occurrencesIn(text, rules, span)) {
      occurrence.lineNumber = lineNumber;
      occurrence.segment = text;
      occurrence.seq = ++seq;
      last.set(occurrence.key, occurrence);
      if (occurrence.glued) lastGlued.set(occurrence.key, occurrence);
      else seen.add(occurrence.key);
    }
  }

  function warnings(): string[] {
    if (pinned !== undefined || seen.size < 2) return [];
    const keys = SCORE_KEYS.filter((key) => seen.has(key));
    return [
      `the output carries several score keys (${keys.join(', ')}); "${keys[0]}" decided by Arbor's order: ` +
        'if the evaluator prints its result under another key, pin it with --score-key',
    ];
  }

  function result(): ScoreReading {
    const warned = warnings();
    const key = pinned ?? SCORE_KEYS.find((name) => seen.has(name));
    const deciding = key === undefined ? undefined : last.get(key);
    if (key === undefined || !deciding) {
      const glued = SCORE_KEYS.map((name) => lastGlued.get(name)).find((o) => o !== undefined);
      if (glued && pinned === undefined) return cannotTell(glued, warned);
      const keys = pinned ?? SCORE_KEYS.join('|');
      return noScore(`the output has no JSON object with a score key and no "${keys}: <number>" text`);
    }
    if (deciding.glued) return cannotTell(deciding, warned);
    // A glued higher-ranked key after the decision may be the evaluator's result run into a fragment.
    const rank = pinned === undefined ? (SCORE_KEYS as readonly string[]).indexOf(key) : 0;
    const later = SCORE_KEYS.slice(0, rank)
      .map((name) => lastGlued.get(name))
      .find((o) => o !== undefined && o.seq > deciding.seq);
    if (later) return cannotTell(later, warned);
    const how = deciding.source === 'json' ? 'in a JSON object' : 'as "key: <number>" text';
    return decided(
      { ...deciding, line: lineOf(deciding) },
      lineName(deciding),
      `${how}, its last occurrence in the output`,
      warned,
    );
  }

  return {
    feed(line) {
      lineNumber++;
      scan(line, { from: 0, to: line.length, wholeLine: true, more: false });
    },
    window(text, offset, isLast) {
      if (offset === 0) lineNumber++;
      const from = offset === 0 ? 0 : REACH;
      scan(text, { from, to: isLast ? text.length : text.length - REACH, wholeLine: false, more: !isLast });
    },
    result,
  };
}

/** The scanner for --score-regex: the last match decides. */
function regexScanner(regex: RegExp): ScoreScanner {
  let lineNumber = 0;
  let lastMatch: { value: number; line: ScoreLine; seq: number } | undefined;
  let overlong: { number: number; seq: number } | undefined;
  let seq = 0;
  return {
    feed(line) {
      lineNumber++;
      for (const match of line.matchAll(regex)) {
        const value = numberOf(match[1]?.trim());
        lastMatch = { value, line: { number: lineNumber, text: shownText(line, match.index) }, seq: ++seq };
      }
    },
    window(_text, offset) {
      if (offset !== 0) return;
      lineNumber++;
      overlong = { number: lineNumber, seq: ++seq };
    },
    result() {
      if (overlong && (!lastMatch || overlong.seq > lastMatch.seq)) {
        return noScore(
          `line ${overlong.number} is longer than ${MAX_SCORED_LINE_LENGTH} characters, too long for --score-regex ` +
            'to read whole, so the gate cannot tell whether it holds a later match (earlier values are not used)',
        );
      }
      if (!lastMatch) return noScore('no output line matched --score-regex');
      const occurrence = { ...lastMatch, key: '--score-regex', source: 'regex' as const, cut: false };
      return decided(occurrence, `line ${lastMatch.line.number}`, 'matched, the last match in the output');
    },
  };
}

/** A scanner for the output rules: the key rule, or --score-regex in its place. */
export function createScoreScanner(options: ScoreOptions): ScoreScanner {
  return options.regex === undefined
    ? keyScanner(options.key)
    : regexScanner(compileScoreRegex(options.regex));
}

/** A splitter that feeds a scanner: whole lines, and overlong lines in windows. */
export function scoringSplitter(
  scanner: ScoreScanner,
  onLine: (line: string, overlong: boolean) => void = () => undefined,
): LineSplitter {
  return new LineSplitter(
    MAX_SCORED_LINE_LENGTH,
    (line, overlong) => {
      if (!overlong) scanner.feed(line);
      onLine(line, overlong);
    },
    { overlap: WINDOW_OVERLAP, window: (text, offset, last) => scanner.window(text, offset, last) },
  );
}

/** The output rules over a whole output text; equal to streaming it through scoringSplitter. */
export function extractScore(output: string, options: ScoreOptions): ScoreReading {
  const scanner = createScoreScanner(options);
  const splitter = scoringSplitter(scanner);
  splitter.push(output);
  splitter.end();
  return scanner.result();
}

/** The score in a --score-file's text; source null when it is not an object or carries no score key. */
export function scoreFromFileText(text: string, scoreKey: string | undefined, file: string): ScoreReading {
  const object = parseObjectLiteral(text.trim());
  if (!object) return noScore(`score file ${file} is not a JSON object`);
  const found = membersOf(object, scoreKey, 0)[0];
  if (!found) return noScore(`score file ${file} has no score key`);
  const line = { number: null, text: `score file ${file}` };
  return decided({ ...found, source: 'file', line }, `score file ${file}`, 'read');
}
