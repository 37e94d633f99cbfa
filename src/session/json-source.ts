/**
 * JSON files Arbor wrote, read with their layout: JavaScript cannot hold object keys in file order
 * (integer-like keys come first) nor tell `1` from `1.0`, so what needs them reads the text here. The
 * full syntax tree (`parseJsonDocument`) is built only where every value's spelling matters
 * (idea_tree.md); `fieldKeysInOrder` reads one object's keys without building anything. Writing back
 * with the smallest change is json-patch.ts.
 *
 * Accepts what Python's json module reads: standard JSON plus NaN, Infinity and -Infinity; a repeated
 * key keeps its first place and its last value, as a Python dict does.
 */

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
export class Scanner {
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

/** A key JavaScript lists before the others: the canonical form of an integer in [0, 2^32 - 2]. */
export function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;
}

/** Sets an own property, as JSON.parse does: a "__proto__" key is data, not the prototype. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
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

/** The keys of the object `scanner` is at, in file order, each once; reads past the object. */
function keysOfObject(scanner: Scanner): string[] {
  const found = new Set<string>();
  scanner.object((key) => {
    found.add(key);
    scanner.skip();
  });
  return [...found];
}

/** The root object's keys in file order, each once (empty when the root is not an object). */
export function objectKeysInOrder(text: string): string[] {
  const scanner = new Scanner(text);
  scanner.space();
  return scanner.peek() === '{' ? keysOfObject(scanner) : [];
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
    keys = keysOfObject(scanner);
  });
  return keys;
}
