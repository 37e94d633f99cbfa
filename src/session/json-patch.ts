/**
 * JSON written back over the text it was read from with the smallest change: every value a writer did
 * not change keeps its exact text (key order, number lexemes such as `1.0`, spacing), and only the
 * values it changed, added or removed are written, in the style of Python's json.dumps (what Arbor
 * writes). The writer walks the old text and the new value together and holds no more than the
 * entries of the container it is in, so a tree of 100,000 nodes is rewritten in bounded memory.
 */
import { Scanner } from './json-source.js';
import { pyJsonFloat } from './py-format.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface WriteStyle {
  /** One level of indentation, or null for Python's one-line `{"a": 1, "b": 2}`. */
  indent: string | null;
  /** How a number that is written anew is spelled. */
  number: (value: number) => string;
}

/** Python's default spelling: integers as integers, other numbers as Python floats. */
export function pyNumber(value: number): string {
  return Number.isSafeInteger(value) ? String(value) : pyJsonFloat(value);
}

/** A value written anew, as Python's json.dumps(value, indent=..., ensure_ascii=False) writes it. */
export function freshJson(value: unknown, style: WriteStyle, indent = ''): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return style.number(value);
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = style.indent === null ? '' : indent + style.indent;
  const open = style.indent === null ? '' : `\n${inner}`;
  const separator = style.indent === null ? ', ' : `,\n${inner}`;
  const close = style.indent === null ? '' : `\n${indent}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[${open}${value.map((item) => freshJson(item, style, inner)).join(separator)}${close}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const body = entries.map(([k, v]) => `${JSON.stringify(k)}: ${freshJson(v, style, inner)}`);
    return `{${open}${body.join(separator)}${close}}`;
  }
  return JSON.stringify(String(value));
}

/** The indentation of the line `pos` is on. */
function lineIndent(text: string, pos: number): string {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, pos))?.[0] ?? '';
}

/** An entry of a container as read: where its key (or the item) starts, where its value starts and ends. */
interface Entry {
  /** The key, for an object's entry. */
  key?: string;
  start: number;
  valueStart: number;
  valueEnd: number;
  kept: boolean;
}

/**
 * Objects whose key order is the order their new keys are to be written in. Other objects get new
 * keys after their last entry: JavaScript puts integer-like keys (node ids such as "2") first, so
 * their order says nothing about the file's.
 */
const orderedObjects = new WeakSet<object>();

/** Marks `value` so that patchJson writes each key it adds after the key before it in `value`. */
export function placedInOrder<T extends object>(value: T): T {
  orderedObjects.add(value);
  return value;
}

/** An entry to add: its text before the value, the value, and the entry it follows (null: none). */
interface Added {
  prefix: string;
  value: unknown;
  after: Entry | null;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Walks the old text and the new value together, recording an edit wherever they differ. */
class Patcher {
  readonly edits: Edit[] = [];
  private readonly scanner: Scanner;

  constructor(
    private readonly text: string,
    private readonly style: WriteStyle,
  ) {
    this.scanner = new Scanner(text);
  }

  run(value: unknown): void {
    this.scanner.space();
    this.value(value);
    this.scanner.end();
  }

  private replace(start: number, value: unknown): void {
    this.edits.push({
      start,
      end: this.scanner.pos,
      text: freshJson(value, this.style, lineIndent(this.text, start)),
    });
  }

  private value(value: unknown): void {
    const { scanner } = this;
    const start = scanner.pos;
    const ch = scanner.peek();
    if (ch === '{' && isPlainObject(value)) return this.object(value);
    if (ch === '[' && Array.isArray(value)) return this.array(value);
    if (ch === '{' || ch === '[') {
      scanner.skip();
      return this.replace(start, value);
    }
    const old = scanner.scalar();
    const same =
      value === old.value ||
      (old.kind === 'number' && typeof value === 'number' && Number.isNaN(value) && Number.isNaN(old.value));
    if (!same) this.replace(start, value);
  }

  private object(value: Record<string, unknown>): void {
    const { scanner } = this;
    const start = scanner.pos;
    const editsBefore = this.edits.length;
    const entries: Entry[] = [];
    const seen = new Set<string>();
    let repeated = false;
    let colon = ': ';
    scanner.object((key, keyStart, keyEnd) => {
      repeated ||= seen.has(key);
      seen.add(key);
      if (entries.length === 0) colon = this.text.slice(keyEnd, scanner.pos);
      const kept = Object.hasOwn(value, key) && value[key] !== undefined;
      const valueStart = scanner.pos;
      if (kept) this.value(value[key]);
      else scanner.skip();
      entries.push({ key, start: keyStart, valueStart, valueEnd: scanner.pos, kept });
    });
    if (repeated) {
      // A repeated key: which copy the new value stands for is unknowable; write the object anew.
      this.edits.length = editsBefore;
      return this.replace(start, value);
    }
    // A new key goes after the last kept entry, or, in an object placed in order (placedInOrder),
    // after the kept key that comes before it in the value.
    const inOrder = orderedObjects.has(value);
    const keptAt = new Map(entries.filter((e) => e.kept).map((e) => [e.key as string, e]));
    const lastKept = entries.filter((e) => e.kept).at(-1) ?? null;
    let anchor: Entry | null = null;
    const added: Added[] = [];
    for (const key of Object.keys(value)) {
      if (value[key] === undefined) continue;
      if (seen.has(key)) anchor = keptAt.get(key) ?? anchor;
      else
        added.push({
          prefix: `${JSON.stringify(key)}${colon}`,
          value: value[key],
          after: inOrder ? anchor : lastKept,
        });
    }
    this.resize(start, entries, added, '{}');
  }

  private array(value: unknown[]): void {
    const { scanner } = this;
    const start = scanner.pos;
    const entries: Entry[] = [];
    scanner.array(() => {
      const kept = entries.length < value.length;
      const itemStart = scanner.pos;
      if (kept) this.value(value[entries.length]);
      else scanner.skip();
      entries.push({ start: itemStart, valueStart: itemStart, valueEnd: scanner.pos, kept });
    });
    const last = entries.at(-1) ?? null;
    const added = value.slice(entries.length).map((item) => ({ prefix: '', value: item, after: last }));
    this.resize(start, entries, added, '[]');
  }

  /**
   * Removes the entries not kept (each run with its separator) and adds the new ones after the entry
   * each names (before the first kept entry when it names none), in the container's own layout
   * (Python's when it had no entries).
   */
  private resize(start: number, entries: Entry[], added: Added[], empty: string): void {
    const { text, style } = this;
    const end = this.scanner.pos;
    const kept = entries.filter((entry) => entry.kept);
    if (kept.length === entries.length && added.length === 0) return;
    const first = entries[0];
    const indent = lineIndent(text, start);
    const inner =
      first === undefined
        ? style.indent === null
          ? ''
          : indent + style.indent
        : lineIndent(text, first.start);
    const open =
      first === undefined ? (style.indent === null ? '' : `\n${inner}`) : text.slice(start + 1, first.start);
    const separator =
      entries.length > 1
        ? text.slice(entries[0]?.valueEnd, entries[1]?.start)
        : open.includes('\n')
          ? `,${open}`
          : ', ';
    const fresh = added.map((entry) => entry.prefix + freshJson(entry.value, style, inner));
    if (kept.length === 0) {
      const close =
        first === undefined
          ? style.indent === null
            ? ''
            : `\n${indent}`
          : text.slice(entries.at(-1)?.valueEnd, end - 1);
      this.edits.push({
        start,
        end,
        text: fresh.length === 0 ? empty : `${empty[0]}${open}${fresh.join(separator)}${close}${empty[1]}`,
      });
      return;
    }
    for (let i = 0; i < entries.length;) {
      if ((entries[i] as Entry).kept) {
        i += 1;
        continue;
      }
      let j = i;
      while (j + 1 < entries.length && !(entries[j + 1] as Entry).kept) j += 1;
      const previous = entries[i - 1];
      const next = entries[j + 1];
      if (previous !== undefined)
        this.edits.push({ start: previous.valueEnd, end: (entries[j] as Entry).valueEnd, text: '' });
      else if (next !== undefined)
        this.edits.push({ start: (entries[i] as Entry).start, end: next.start, text: '' });
      i = j + 1;
    }
    const firstKept = kept[0] as Entry;
    added.forEach((entry, index) => {
      const after = entry.after !== null && entry.after.kept ? entry.after : null;
      const at = after === null ? firstKept.start : after.valueEnd;
      const item = fresh[index] as string;
      this.edits.push({ start: at, end: at, text: after === null ? item + separator : separator + item });
    });
  }
}

/** The indentation unit of a document (its first nested line), or null when it is on one line. */
function indentOf(text: string): string | null {
  const scanner = new Scanner(text);
  scanner.space();
  const rootStart = scanner.pos;
  const ch = scanner.peek();
  if (ch !== '{' && ch !== '[') return null;
  scanner.pos += 1;
  scanner.space();
  if (scanner.peek() === (ch === '{' ? '}' : ']') || !text.slice(rootStart, scanner.pos).includes('\n'))
    return null;
  return lineIndent(text, scanner.pos).slice(lineIndent(text, rootStart).length) || null;
}

/**
 * `value` written over the text it was read from: unchanged values keep their text, changed ones are
 * written in `number`'s spelling and the text's layout; the text around the root (a trailing newline
 * or none) is kept. Throws SyntaxError when `text` is not JSON.
 */
export function patchJson(text: string, value: unknown, number: WriteStyle['number'] = pyNumber): string {
  const patcher = new Patcher(text, { indent: indentOf(text), number });
  patcher.run(value);
  const edits = patcher.edits.sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}
