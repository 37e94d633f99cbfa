/**
 * A tolerant reader for the objects evaluators print: strict JSON, plus what Python emits that JSON.parse
 * rejects: json.dumps's bare NaN/Infinity/-Infinity and print(dict)'s single quotes, True/False/None,
 * nan/inf. Reading these matters for security, not only convenience: an evaluator's last `{"score": NaN}`
 * must be recognised as an object carrying a score (and yielding none), or an earlier fake object printed
 * by the code under evaluation would win.
 */

export type Literal = number | string | boolean | null | Literal[] | { [key: string]: Literal };

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const WORDS: ReadonlyArray<readonly [string, Literal]> = [
  ['-Infinity', -Infinity],
  ['Infinity', Infinity],
  ['-inf', -Infinity],
  ['inf', Infinity],
  ['NaN', NaN],
  ['nan', NaN],
  ['true', true],
  ['True', true],
  ['false', false],
  ['False', false],
  ['null', null],
  ['None', null],
];

/** Deeper nesting than any result object needs; bounds the recursion on hostile input. */
const MAX_DEPTH = 64;

class Reader {
  private pos = 0;
  private depth = 0;
  constructor(private readonly text: string) {}

  parseAll(): Literal {
    const value = this.value();
    this.space();
    if (this.pos !== this.text.length) throw new SyntaxError('trailing text');
    return value;
  }

  private space(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos] as string)) this.pos++;
  }

  private value(): Literal {
    this.space();
    const char = this.text[this.pos];
    if (char === '{' || char === '[') {
      if (++this.depth > MAX_DEPTH) throw new SyntaxError('nested too deeply');
      const value = char === '{' ? this.object() : this.array();
      this.depth--;
      return value;
    }
    if (char === '"' || char === "'") return this.string(char);
    for (const [word, value] of WORDS) {
      if (this.text.startsWith(word, this.pos) && !/\w/.test(this.text[this.pos + word.length] ?? '')) {
        this.pos += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (!match) throw new SyntaxError(`unexpected character at ${this.pos}`);
    this.pos += match[0].length;
    return Number(match[0]);
  }

  private object(): { [key: string]: Literal } {
    const result: { [key: string]: Literal } = {};
    this.pos++;
    this.space();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return result;
    }
    for (;;) {
      this.space();
      const quote = this.text[this.pos];
      if (quote !== '"' && quote !== "'") throw new SyntaxError('expected a quoted key');
      const key = this.string(quote);
      this.space();
      if (this.text[this.pos] !== ':') throw new SyntaxError('expected ":"');
      this.pos++;
      result[key] = this.value();
      if (this.endOf('}')) return result;
    }
  }

  private array(): Literal[] {
    const result: Literal[] = [];
    this.pos++;
    this.space();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return result;
    }
    for (;;) {
      result.push(this.value());
      if (this.endOf(']')) return result;
    }
  }

  /** After a member: true at the closing bracket, false after a comma. */
  private endOf(close: '}' | ']'): boolean {
    this.space();
    const char = this.text[this.pos];
    this.pos++;
    if (char === close) return true;
    if (char === ',') return false;
    throw new SyntaxError(`expected "," or "${close}"`);
  }

  private string(quote: '"' | "'"): string {
    let end = this.pos + 1;
    while (end < this.text.length && this.text[end] !== quote) end += this.text[end] === '\\' ? 2 : 1;
    if (end >= this.text.length) throw new SyntaxError('unterminated string');
    const body = this.text.slice(this.pos + 1, end);
    this.pos = end + 1;
    if (quote === '"') return JSON.parse(`"${body}"`) as string;
    // Python's repr escapes: only the characters that matter for reading keys are resolved.
    return body.replace(/\\(.)/g, '$1');
  }
}

/** The object `text` denotes, or undefined when it is not an object in one of the accepted syntaxes. */
export function parseObjectLiteral(text: string): { [key: string]: Literal } | undefined {
  try {
    const value = new Reader(text).parseAll();
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
