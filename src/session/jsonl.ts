/**
 * Tolerant, streaming JSONL reading: one line at a time (files can hold millions of events), blank
 * lines ignored, torn or malformed lines skipped and counted instead of failing the whole read.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface JsonlStats {
  /** Non-blank lines seen. */
  lines: number;
  /** Lines that were not JSON, or that the visitor rejected as the wrong shape. */
  skipped: number;
  /** 1-based numbers of the first skipped lines (capped), to point a user at them. */
  skippedLineNumbers: number[];
}

const SKIPPED_LINES_KEPT = 20;
/** Larger reads than the 64 KiB default: fewer wake-ups on million-line logs, memory still bounded. */
const READ_CHUNK_BYTES = 1 << 20;

/**
 * Calls `visit` with every line that parses as JSON. `visit` returns false to count the line as
 * skipped (valid JSON of the wrong shape). Throws only when the file cannot be opened or read.
 */
export function readJsonl(
  path: string,
  visit: (value: unknown, lineNumber: number, text: string) => boolean | void,
): Promise<JsonlStats> {
  const stats: JsonlStats = { lines: 0, skipped: 0, skippedLineNumbers: [] };
  let lineNumber = 0;
  const skip = (): void => {
    stats.skipped += 1;
    if (stats.skippedLineNumbers.length < SKIPPED_LINES_KEPT) stats.skippedLineNumbers.push(lineNumber);
  };
  return new Promise((resolve, reject) => {
    const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: READ_CHUNK_BYTES });
    stream.on('error', reject);
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    lines.on('line', (text) => {
      lineNumber += 1;
      if (text.trim() === '') return;
      stats.lines += 1;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        skip();
        return;
      }
      try {
        if (visit(value, lineNumber, text) === false) skip();
      } catch (error) {
        lines.close();
        stream.destroy();
        reject(error as Error);
      }
    });
    lines.on('close', () => resolve(stats));
  });
}
