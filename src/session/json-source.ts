/**
 * JSON files Arbor wrote, read with their layout and written back with the smallest change: every value
 * a writer did not change keeps its exact text (key order, number lexemes such as `1.0`, spacing),
 * and only the values it changed, added or removed are written, in the style of Python's json.dumps
 * (what Arbor writes). JavaScript cannot hold object keys in file order (integer-like keys come
 * first) nor tell `1` from `1.0`, so readers keep the parsed document beside the plain value.
 *
 * Accepts what Python's json module reads: standard JSON plus NaN, Infinity and -Infinity; a
 * repeated key keeps its first place and its last value, as a Python dict does.
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

const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const LITERALS: [string, JsonNode['kind'], boolean | null | number][] = [
  ['true', 'literal', true],
  ['false', 'literal', false],
  ['null', 'literal', null],
  ['NaN', 'number', Number.NaN],
  ['Infinity', 'number', Number.POSITIVE_INFINITY],
  ['-Infinity', 'number', Number.NEGATIVE_INFINITY],
];

class Parser {
  private pos = 0;
  constructor(private readonly text: string) {}

  fail(what: string): never {
    const found = this.pos >= this.text.length ? 'end of input' : JSON.stringify(this.text[this.pos]);
    throw new SyntaxError(`expected ${what} at position ${this.pos}, found ${found}`);
  }

  skipSpace(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const ch = text.charCodeAt(this.pos);
      if (ch !== 0x20 && ch !== 0x0a && ch !== 0x0d && ch !== 0x09) break;
      this.pos += 1;
    }
  }

  document(): JsonNode {
    this.skipSpace();
    const root = this.value();
    this.skipSpace();
    if (this.pos !== this.text.length) this.fail('the end of the document');
    return root;
  }

  value(): JsonNode {
    const ch = this.text[this.pos];
    if (ch === '{') return this.object();
    if (ch === '[') return this.array();
    if (ch === '"') return this.string();
    for (const [word, kind, value] of LITERALS) {
      if (this.text.startsWith(word, this.pos)) {
        const start = this.pos;
        this.pos += word.length;
        return kind === 'number'
          ? { kind, start, end: this.pos, value: value as number, float: true }
          : { kind: 'literal', start, end: this.pos, value: value as boolean | null };
      }
    }
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (match === null) this.fail('a JSON value');
    const start = this.pos;
    this.pos += match[0].length;
    const float = match[1] !== undefined || match[2] !== undefined;
    return { kind: 'number', start, end: this.pos, value: Number(match[0]), float };
  }

  string(): JsonNode & { kind: 'string' } {
    const { text } = this;
    const start = this.pos;
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
    return { kind: 'string', start, end: this.pos, value: JSON.parse(text.slice(start, this.pos)) as string };
  }

  object(): JsonNode {
    const start = this.pos;
    this.pos += 1;
    const members: JsonMember[] = [];
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos += 1;
      return { kind: 'object', start, end: this.pos, members };
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') this.fail('a "key"');
      const key = this.string();
      this.skipSpace();
      if (this.text[this.pos] !== ':') this.fail("':'");
      this.pos += 1;
      this.skipSpace();
      members.push({ key: key.value, keyStart: key.start, keyEnd: key.end, value: this.value() });
      this.skipSpace();
      const next = this.text[this.pos];
      this.pos += 1;
      if (next === '}') return { kind: 'object', start, end: this.pos, members };
      if (next !== ',') {
        this.pos -= 1;
        this.fail("',' or '}'");
      }
    }
  }

  array(): JsonNode {
    const start = this.pos;
    this.pos += 1;
    const items: JsonNode[] = [];
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos += 1;
      return { kind: 'array', start, end: this.pos, items };
    }
    for (;;) {
      this.skipSpace();
      items.push(this.value());
      this.skipSpace();
      const next = this.text[this.pos];
      this.pos += 1;
      if (next === ']') return { kind: 'array', start, end: this.pos, items };
      if (next !== ',') {
        this.pos -= 1;
        this.fail("',' or ']'");
      }
    }
  }
}

/** Parses JSON text keeping every value's place; throws SyntaxError on text Python's json refuses. */
export function parseJsonDocument(text: string): JsonDocument {
  return { text, root: new Parser(text).document() };
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

/** The member that holds a key's value (the last one, when a key is repeated). */
export function memberOf(node: JsonNode | undefined, key: string): JsonNode | undefined {
  if (node?.kind !== 'object') return undefined;
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(node: JsonNode, value: unknown): boolean {
  switch (node.kind) {
    case 'object': {
      if (!isPlainObject(value)) return false;
      const keys = keysInOrder(node);
      if (keys.length !== Object.keys(value).length) return false;
      return keys.every(
        (key) => Object.hasOwn(value, key) && sameValue(memberOf(node, key) as JsonNode, value[key]),
      );
    }
    case 'array':
      return (
        Array.isArray(value) &&
        value.length === node.items.length &&
        node.items.every((item, i) => sameValue(item, value[i]))
      );
    case 'number':
      return (
        typeof value === 'number' &&
        (value === node.value || (Number.isNaN(value) && Number.isNaN(node.value)))
      );
    default:
      return value === node.value;
  }
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

interface Layout {
  open: string;
  separator: string;
  close: string;
  /** Indentation of the entries (for values written anew). */
  inner: string;
}

/** How a container lays out its entries, from its own text, else Python's layout. */
function layoutOf(text: string, node: JsonNode, starts: number[], ends: number[], style: WriteStyle): Layout {
  const indent = lineIndent(text, node.start);
  if (starts.length === 0) {
    const inner = style.indent === null ? '' : indent + style.indent;
    return style.indent === null
      ? { open: '', separator: ', ', close: '', inner }
      : { open: `\n${inner}`, separator: `,\n${inner}`, close: `\n${indent}`, inner };
  }
  const open = text.slice(node.start + 1, starts[0]);
  return {
    open,
    separator: starts.length > 1 ? text.slice(ends[0], starts[1]) : open.includes('\n') ? `,${open}` : ', ',
    close: text.slice(ends.at(-1) as number, node.end - 1),
    inner: lineIndent(text, starts[0] as number),
  };
}

class Patcher {
  constructor(
    private readonly text: string,
    private readonly style: WriteStyle,
  ) {}

  emit(node: JsonNode, value: unknown): string {
    const { text } = this;
    if (sameValue(node, value)) return text.slice(node.start, node.end);
    if (node.kind === 'object' && isPlainObject(value)) return this.object(node, value);
    if (node.kind === 'array' && Array.isArray(value)) return this.array(node, value);
    return freshJson(value, this.style, lineIndent(text, node.start));
  }

  /** The text between entries, kept as it is; only the values change. */
  private inPlace(node: JsonNode, starts: number[], ends: number[], values: string[]): string {
    let out = '';
    let previous = node.start;
    values.forEach((valueText, i) => {
      out += this.text.slice(previous, starts[i]) + valueText;
      previous = ends[i] as number;
    });
    return out + this.text.slice(previous, node.end);
  }

  private object(node: JsonNode & { kind: 'object' }, value: Record<string, unknown>): string {
    const { text } = this;
    const keys = new Set(keysInOrder(node));
    if (keys.size !== node.members.length) return freshJson(value, this.style, lineIndent(text, node.start));
    const kept = node.members.filter((m) => Object.hasOwn(value, m.key) && value[m.key] !== undefined);
    const added = Object.keys(value).filter((key) => !keys.has(key) && value[key] !== undefined);
    if (kept.length === node.members.length && added.length === 0) {
      return this.inPlace(
        node,
        kept.map((m) => m.value.start),
        kept.map((m) => m.value.end),
        kept.map((m) => this.emit(m.value, value[m.key])),
      );
    }
    const layout = layoutOf(
      text,
      node,
      node.members.map((m) => m.keyStart),
      node.members.map((m) => m.value.end),
      this.style,
    );
    const colon = node.members[0] ? text.slice(node.members[0].keyEnd, node.members[0].value.start) : ': ';
    const entries = [
      ...kept.map((m) => text.slice(m.keyStart, m.value.start) + this.emit(m.value, value[m.key])),
      ...added.map((key) => JSON.stringify(key) + colon + freshJson(value[key], this.style, layout.inner)),
    ];
    return entries.length === 0 ? '{}' : `{${layout.open}${entries.join(layout.separator)}${layout.close}}`;
  }

  private array(node: JsonNode & { kind: 'array' }, value: unknown[]): string {
    const starts = node.items.map((item) => item.start);
    const ends = node.items.map((item) => item.end);
    if (value.length === node.items.length) {
      return this.inPlace(
        node,
        starts,
        ends,
        node.items.map((item, i) => this.emit(item, value[i])),
      );
    }
    if (value.length === 0) return '[]';
    const layout = layoutOf(this.text, node, starts, ends, this.style);
    const entries = value.map((item, i) => {
      const source = node.items[i];
      return source === undefined ? freshJson(item, this.style, layout.inner) : this.emit(source, item);
    });
    return `[${layout.open}${entries.join(layout.separator)}${layout.close}]`;
  }
}

/** The indentation unit the document uses (its first nested line), or null when it is on one line. */
export function indentOf(doc: JsonDocument): string | null {
  const { root, text } = doc;
  const first =
    root.kind === 'object'
      ? root.members[0]?.keyStart
      : root.kind === 'array'
        ? root.items[0]?.start
        : undefined;
  if (first === undefined || !text.slice(root.start, first).includes('\n')) return null;
  return lineIndent(text, first).slice(lineIndent(text, root.start).length) || null;
}

/**
 * `value` written over the document it was read from: unchanged values keep their text, changed ones
 * are written in `number`'s spelling and the document's layout. The text around the root (a trailing
 * newline or none) is kept.
 */
export function patchJson(
  doc: JsonDocument,
  value: unknown,
  number: WriteStyle['number'] = pyNumber,
): string {
  const style: WriteStyle = { indent: indentOf(doc), number };
  const body = new Patcher(doc.text, style).emit(doc.root, value);
  return doc.text.slice(0, doc.root.start) + body + doc.text.slice(doc.root.end);
}
