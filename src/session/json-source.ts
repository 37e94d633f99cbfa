/**
 * JSON files Arbor wrote, read with their layout and written back with the smallest change: every value
 * a writer did not change keeps its exact text (key order, number lexemes such as `1.0`, spacing), and
 * only the values it changed, added or removed are written, in the style of Python's json.dumps (what
 * Arbor writes). JavaScript cannot hold object keys in file order (integer-like keys come first) nor
 * tell `1` from `1.0`, so writers keep the text they read beside the plain value.
 *
 * Writing (`patchJson`) walks the old text and the new value together and holds no more than the
 * members of the object it is in, so a tree of 100,000 nodes is rewritten in bounded memory. The full
 * syntax tree (`parseJsonDocument`) is built only where every value's spelling matters (idea_tree.md).
 *
 * Accepts what Python's json module reads: standard JSON plus NaN, Infinity and -Infinity; a repeated
 * key keeps its first place and its last value, as a Python dict does.
 */
import { pyJsonFloat } from './py-format.js';

interface Span {
  start: number;
  end: number;
}

export type JsonNode =
  | (Span & { kind: 'object'; members: JsonMember[] })
  | (Span & { kind: 'array'; items: JsonNode[] })
  | (Span & { kind: 'string'; value: string })
  | (Span & {
      kind: 'number';
      value: number;
      /** Python reads it as a float (a point or an exponent). */ float: boolean;
    })
  | (Span & { kind: 'literal'; value: boolean | null });

export interface JsonMember {
  key: string;
  keyStart: number;
  keyEnd: number;
  value: JsonNode;
}

export interface JsonDocument {
  text: string;
  root: JsonNode;
}

type Scalar = JsonNode & { kind: 'string' | 'number' | 'literal' };

const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const WORDS: [string, boolean | null | number][] = [
  ['true', true],
  ['false', false],
  ['null', null],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['-Infinity', Number.NEGATIVE_INFINITY],
];

/** Reads one JSON text token by token; containers call back for each entry, which reads its value. */
class Scanner {
  pos = 0;
  constructor(readonly text: string) {}

  fail(what: string): never {
    const found = this.pos >= this.text.length ? 'end of input' : JSON.stringify(this.text[this.pos]);
    throw new SyntaxError(`expected ${what} at position ${this.pos}, found ${found}`);
  }

  space(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const ch = text.charCodeAt(this.pos);
      if (ch !== 0x20 && ch !== 0x0a && ch !== 0x0d && ch !== 0x09) break;
      this.pos += 1;
    }
  }

  peek(): string | undefined {
    return this.text[this.pos];
  }

  end(): void {
    this.space();
    if (this.pos !== this.text.length) this.fail('the end of the document');
  }

  /** A string, number or literal at the current position. */
  scalar(): Scalar {
    const { text } = this;
    const start = this.pos;
    if (text[start] === '"') {
      let end = start + 1;
      for (;;) {
        end = text.indexOf('"', end);
        if (end === -1) {
          this.pos = text.length;
          this.fail('the end of a string');
        }
        let backslashes = 0;
        while (text[end - 1 - backslashes] === '\\') backslashes += 1;
        if (backslashes % 2 === 0) break;
        end += 1;
      }
      this.pos = end + 1;
      // JSON.parse checks the escapes and refuses raw control characters, as Python's json does.
      return {
        kind: 'string',
        start,
        end: this.pos,
        value: JSON.parse(text.slice(start, this.pos)) as string,
      };
    }
    for (const [word, value] of WORDS) {
      if (text.startsWith(word, start)) {
        this.pos += word.length;
        return typeof value === 'number'
          ? { kind: 'number', start, end: this.pos, value, float: true }
          : { kind: 'literal', start, end: this.pos, value };
      }
    }
    NUMBER.lastIndex = start;
    const match = NUMBER.exec(text);
    if (match === null) this.fail('a JSON value');
    this.pos += match[0].length;
    const float = match[1] !== undefined || match[2] !== undefined;
    return { kind: 'number', start, end: this.pos, value: Number(match[0]), float };
  }

  /** At '{': calls `member` with each key (positioned at its value, which it must read), then past '}'. */
  object(member: (key: string, keyStart: number, keyEnd: number) => void): void {
    this.entries('}', () => {
      if (this.peek() !== '"') this.fail('a "key"');
      const key = this.scalar() as Scalar & { kind: 'string' };
      this.space();
      if (this.peek() !== ':') this.fail("':'");
      this.pos += 1;
      this.space();
      member(key.value, key.start, key.end);
    });
  }

  /** At '[': calls `item` positioned at each item (which it must read), then past ']'. */
  array(item: () => void): void {
    this.entries(']', item);
  }

  private entries(close: string, entry: () => void): void {
    this.pos += 1;
    this.space();
    if (this.peek() === close) {
      this.pos += 1;
      return;
    }
    for (;;) {
      this.space();
      entry();
      this.space();
      const next = this.peek();
      if (next === close) {
        this.pos += 1;
        return;
      }
      if (next !== ',') this.fail(`',' or '${close}'`);
      this.pos += 1;
    }
  }

  /** Reads past one value, keeping nothing of it. */
  skip(): void {
    const ch = this.peek();
    if (ch === '{') this.object(() => this.skip());
    else if (ch === '[') this.array(() => this.skip());
    else this.scalar();
  }
}

function parseNode(scanner: Scanner): JsonNode {
  const start = scanner.pos;
  const ch = scanner.peek();
  if (ch === '{') {
    const members: JsonMember[] = [];
    scanner.object((key, keyStart, keyEnd) =>
      members.push({ key, keyStart, keyEnd, value: parseNode(scanner) }),
    );
    return { kind: 'object', start, end: scanner.pos, members };
  }
  if (ch === '[') {
    const items: JsonNode[] = [];
    scanner.array(() => items.push(parseNode(scanner)));
    return { kind: 'array', start, end: scanner.pos, items };
  }
  return scanner.scalar();
}

/** Parses JSON text keeping every value's place and spelling; throws SyntaxError on text Python refuses. */
export function parseJsonDocument(text: string): JsonDocument {
  const scanner = new Scanner(text);
  scanner.space();
  const root = parseNode(scanner);
  scanner.end();
  return { text, root };
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // A "__proto__" key is data, not the prototype (as JSON.parse does it).
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** The plain value (what JSON.parse gives, with NaN/Infinity as numbers; a repeated key: last value). */
export function plainValue(node: JsonNode): unknown {
  switch (node.kind) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const member of node.members) setOwn(out, member.key, plainValue(member.value));
      return out;
    }
    case 'array':
      return node.items.map(plainValue);
    default:
      return node.value;
  }
}

/** JSON.parse, also reading the NaN and Infinity that Python's json writes for non-finite floats. */
export function parsePythonJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return plainValue(parseJsonDocument(text).root);
  }
}

/** Objects with many members get an index on their first lookup (a tree's `nodes`). */
const MEMBER_INDEX_FROM = 16;
const memberIndex = new WeakMap<JsonNode, Map<string, JsonNode>>();

/** The value of a key (the last one, when a key is repeated). */
export function memberOf(node: JsonNode | undefined, key: string): JsonNode | undefined {
  if (node?.kind !== 'object') return undefined;
  if (node.members.length >= MEMBER_INDEX_FROM) {
    let index = memberIndex.get(node);
    if (index === undefined) {
      index = new Map(node.members.map((m) => [m.key, m.value]));
      memberIndex.set(node, index);
    }
    return index.get(key);
  }
  for (let i = node.members.length - 1; i >= 0; i -= 1) {
    const member = node.members[i] as JsonMember;
    if (member.key === key) return member.value;
  }
  return undefined;
}

/** An object's keys in file order, each once (a repeated key at its first place). */
export function keysInOrder(node: JsonNode | undefined): string[] {
  return node?.kind === 'object' ? [...new Set(node.members.map((m) => m.key))] : [];
}

/**
 * The keys of the root object's `field` object in file order, each once, read from the text without
 * building it (empty when there is no such object).
 */
export function fieldKeysInOrder(text: string, field: string): string[] {
  const scanner = new Scanner(text);
  scanner.space();
  let keys: string[] = [];
  if (scanner.peek() !== '{') return keys;
  scanner.object((key) => {
    if (key !== field || scanner.peek() !== '{') return scanner.skip();
    const found = new Set<string>();
    scanner.object((inner) => {
      found.add(inner);
      scanner.skip();
    });
    keys = [...found];
  });
  return keys;
}

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
  start: number;
  valueStart: number;
  valueEnd: number;
  kept: boolean;
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
      entries.push({ start: keyStart, valueStart, valueEnd: scanner.pos, kept });
    });
    if (repeated) {
      // A repeated key: which copy the new value stands for is unknowable; write the object anew.
      this.edits.length = editsBefore;
      return this.replace(start, value);
    }
    const added = Object.keys(value)
      .filter((key) => !seen.has(key) && value[key] !== undefined)
      .map((key) => ({ prefix: `${JSON.stringify(key)}${colon}`, value: value[key] }));
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
    const added = value.slice(entries.length).map((item) => ({ prefix: '', value: item }));
    this.resize(start, entries, added, '[]');
  }

  /**
   * Removes the entries not kept (each run with its separator) and adds the new ones after the last
   * kept entry, in the container's own layout (Python's when it had no entries).
   */
  private resize(
    start: number,
    entries: Entry[],
    added: { prefix: string; value: unknown }[],
    empty: string,
  ): void {
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
    if (fresh.length > 0) {
      const at = (kept.at(-1) as Entry).valueEnd;
      this.edits.push({ start: at, end: at, text: fresh.map((item) => separator + item).join('') });
    }
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
