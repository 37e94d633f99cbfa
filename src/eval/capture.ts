/**
 * Holding an evaluation's output in bounded memory: whole lines for scoring and the live log, and a
 * head + tail excerpt for the verdict. Output size is chosen by the code under evaluation, so nothing
 * here grows with it.
 */

/** How much of an overlong line is still shown in the live log. */
const OVERLONG_PREVIEW = 4096;

/**
 * Splits decoded text into lines. A line longer than `maxLength` is not kept: only its first characters
 * are, and it is emitted with `overlong` set so it is shown cut and never scored.
 */
export class LineSplitter {
  private parts: string[] = [];
  private length = 0;
  private preview: string | null = null;

  constructor(
    private readonly maxLength: number,
    private readonly emit: (line: string, overlong: boolean) => void,
  ) {}

  push(text: string): void {
    let start = 0;
    for (;;) {
      const newline = text.indexOf('\n', start);
      this.append(newline === -1 ? text.slice(start) : text.slice(start, newline));
      if (newline === -1) return;
      this.flush();
      start = newline + 1;
    }
  }

  /** Emits the last line when the output did not end with a line break. */
  end(): void {
    if (this.length > 0) this.flush();
  }

  private append(piece: string): void {
    this.length += piece.length;
    if (this.preview !== null) return;
    if (this.length <= this.maxLength) {
      this.parts.push(piece);
      return;
    }
    this.preview = (this.parts.join('') + piece.slice(0, OVERLONG_PREVIEW)).slice(0, OVERLONG_PREVIEW);
    this.parts = [];
  }

  private flush(): void {
    if (this.preview !== null) {
      this.emit(`${this.preview} [... line of ${this.length} characters cut ...]`, true);
    } else {
      const line = this.parts.join('');
      this.emit(line.endsWith('\r') ? line.slice(0, -1) : line, false);
    }
    this.parts = [];
    this.length = 0;
    this.preview = null;
  }
}

/** The first `headBytes` and the last `tailBytes` of a byte stream, with a marker for what lies between. */
export class HeadTailLog {
  private readonly head: Buffer[] = [];
  private headLength = 0;
  private readonly tail: Buffer[] = [];
  private tailLength = 0;
  private omitted = 0;

  constructor(
    private readonly headBytes: number,
    private readonly tailBytes: number,
  ) {}

  append(chunk: Buffer): void {
    let rest = chunk;
    if (this.headLength < this.headBytes) {
      const taken = rest.subarray(0, this.headBytes - this.headLength);
      this.head.push(Buffer.from(taken));
      this.headLength += taken.length;
      rest = rest.subarray(taken.length);
    }
    if (rest.length === 0) return;
    this.tail.push(Buffer.from(rest));
    this.tailLength += rest.length;
    for (
      let first = this.tail[0];
      first && this.tailLength - first.length >= this.tailBytes;
      first = this.tail[0]
    ) {
      this.tail.shift();
      this.tailLength -= first.length;
      this.omitted += first.length;
    }
  }

  text(): string {
    const tail = Buffer.concat(this.tail);
    const excess = Math.max(0, tail.length - this.tailBytes);
    const omitted = this.omitted + excess;
    const marker = omitted > 0 ? `\n[... ${omitted} bytes omitted ...]\n` : '';
    return Buffer.concat(this.head).toString('utf8') + marker + tail.subarray(excess).toString('utf8');
  }
}
