/**
 * Tolerant, streaming JSONL reading: one line at a time (files can hold millions of events), blank
 * lines ignored, torn or malformed lines skipped and counted instead of failing the whole read.
 *
 * Lines are cut from one reused byte buffer and decoded one by one, so the only heap objects per line
 * are the line's string and its parsed value, both dead before the next line. Decoding whole chunks
 * into one big string instead (what a utf8 read stream plus readline does) keeps that string alive
 * across garbage collections, which makes V8 grow its young generation, and so peak memory, with
 * the length of the file.
 */
import { isAscii } from 'node:buffer';
import { ChunkReader } from '../util/chunk-reader.js';
import { openRegularFile } from '../util/regular-file.js';

export interface JsonlStats {
  /** Non-blank lines seen. */
  lines: number;
  /** Lines that were not JSON, or that the visitor rejected as the wrong shape. */
  skipped: number;
  /** 1-based numbers of the first skipped lines (capped), to point a user at them. */
  skippedLineNumbers: number[];
}

const SKIPPED_LINES_KEPT = 20;
/** Bytes read at a time; the buffer only grows to hold a single line longer than this. */
const READ_CHUNK_BYTES = 256 * 1024;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Calls `visit` with every line that parses as JSON. `visit` returns false to count the line as
 * skipped (valid JSON of the wrong shape). Line breaks are "\n", "\r\n" and a lone "\r", as in
 * node:readline. Throws only when the file cannot be opened or read, or when `visit` throws.
 */
export async function readJsonl(
  path: string,
  visit: (value: unknown, lineNumber: number, text: string) => boolean | void,
): Promise<JsonlStats> {
  const stats: JsonlStats = { lines: 0, skipped: 0, skippedLineNumbers: [] };
  let lineNumber = 0;
  const take = (text: string): void => {
    lineNumber += 1;
    if (text.trim() === '') return;
    stats.lines += 1;
    let value: unknown;
    let ok = true;
    try {
      value = JSON.parse(text);
    } catch {
      ok = false;
    }
    if (ok && visit(value, lineNumber, text) === false) ok = false;
    if (!ok) {
      stats.skipped += 1;
      if (stats.skippedLineNumbers.length < SKIPPED_LINES_KEPT) stats.skippedLineNumbers.push(lineNumber);
    }
  };
  /** A "\n"-terminated piece that holds a carriage return is split on it (rare; never on the fast path). */
  const takeWithCarriageReturns = (text: string): void => {
    const pieces = text.split('\r');
    // "a\r" + "\n" is one "\r\n" break, not a break followed by an empty line.
    if (pieces.length > 1 && pieces[pieces.length - 1] === '') pieces.pop();
    for (const piece of pieces) take(piece);
  };

  const file = await openRegularFile(path);
  try {
    const reader = new ChunkReader(file, READ_CHUNK_BYTES);
    do {
      await reader.more();
      const { buffer, end, atEnd } = reader;
      // Bytes [0, complete) are whole lines: up to the last "\n", or everything at the end of the file.
      // Cutting at "\n" never splits a multi-byte UTF-8 character.
      const complete = atEnd ? end : buffer.lastIndexOf(LF, end - 1) + 1;
      if (complete > 0) {
        const region = buffer.subarray(0, complete);
        const encoding = isAscii(region) ? 'latin1' : 'utf8';
        const hasCarriageReturn = region.includes(CR);
        let start = 0;
        while (start < complete) {
          let stop = buffer.indexOf(LF, start);
          if (stop === -1 || stop > complete) stop = complete;
          const text = buffer.toString(encoding, start, stop);
          if (hasCarriageReturn && text.includes('\r')) takeWithCarriageReturns(text);
          else take(text);
          start = stop + 1;
        }
      }
      reader.start = complete;
    } while (!reader.atEnd);
  } finally {
    await file.close();
  }
  return stats;
}
