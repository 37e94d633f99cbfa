/**
 * Holding an evaluation's output in bounded memory: whole lines for scoring and the live log, windows
 * of lines too long to hold, and a head + tail excerpt for the verdict. Output size is chosen by the
 * code under evaluation, so nothing here grows with it.
 */

/** How much of an overlong line is still shown in the live log. */
const OVERLONG_PREVIEW = 4096;

/** A terminal escape sequence (colours, cursor moves). */
// eslint-disable-next-line no-control-regex
export const ESCAPE_SEQUENCE = /\x1b\[[0-9;?]*[A-Za-z]/g;

/** Output text as it may be shown: terminal escape sequences and other control characters removed. */
export function printable(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(/[\x00-\x1f\x7f]/g, ''); // eslint-disable-line no-control-regex
}

/** Receives the windows of a line longer than the splitter holds, so that it is still scanned. */
export interface WindowSink {
  /** Consecutive windows of one line share this many characters (the end of one starts the next). */
  overlap: number;
  /** `offset` is where the window starts in its line; the line's last window has `last` set. */
  window(text: string, offset: number, last: boolean): void;
}

/**
 * Splits decoded text into lines. A line longer than `maxLength` is not kept whole: it is emitted with
 * `overlong` set as its first characters and a marker (for the live log), and, when a WindowSink is
 * given, handed to it in overlapping windows of `maxLength` characters as it arrives.
 */
export class LineSplitter {
  private parts: string[] = [];
  private held = 0;
  private lineLength = 0;
  /** Where the held text starts in the current line once that line is overlong. */
  private windowOffset = 0;
  private preview: string | null = null;

  constructor(
    private readonly maxLength: number,
    private readonly emit: (line: string, overlong: boolean) => void,
    private readonly windows?: WindowSink,
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
    if (this.lineLength > 0) this.flush();
  }

  private append(piece: string): void {
    this.lineLength += piece.length;
    if (this.preview === null && this.lineLength <= this.maxLength) {
      this.parts.push(piece);
      this.held += piece.length;
      return;
    }
    if (this.preview === null) {
      this.preview = (this.parts.join('') + piece.slice(0, OVERLONG_PREVIEW)).slice(0, OVERLONG_PREVIEW);
    }
    if (!this.windows) {
      this.parts = [];
      this.held = 0;
      return;
    }
    this.parts.push(piece);
    this.held += piece.length;
    if (this.held <= this.maxLength) return;
    const text = this.parts.join('');
    const step = this.maxLength - this.windows.overlap;
    let start = 0;
    for (; text.length - start > this.maxLength; start += step) {
      this.windows.window(text.slice(start, start + this.maxLength), this.windowOffset, false);
      this.windowOffset += step;
    }
    this.parts = [text.slice(start)];
    this.held = text.length - start;
  }

  private flush(): void {
    const text = this.parts.join('');
    const line = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (this.preview !== null) {
      this.windows?.window(line, this.windowOffset, true);
      this.emit(`${this.preview} [... line of ${this.lineLength} characters cut ...]`, true);
    } else {
      this.emit(line, false);
    }
    this.parts = [];
    this.held = 0;
    this.lineLength = 0;
    this.windowOffset = 0;
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
