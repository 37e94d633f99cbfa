/**
 * Required outputs and the submission's format (docs/architecture.md step 8), pure: the caller reads the
 * files at the source commit (and the sample from the trusted side) and passes their text. CSV is read by
 * a real parser (csv-parse): quoting is part of the format, not of the fields, so R's write.csv header
 * `"id","pred"` is the sample's `id,pred`, and a quoted newline does not start a row.
 */
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { CsvError, parse as parseStream, type Options } from 'csv-parse';
import { parse } from 'csv-parse/sync';

/** The header fields and the number of data rows of a CSV text. */
export interface CsvShape {
  header: string[] | null;
  rows: number;
}

/**
 * The shape of a CSV text: BOM and CRLF accepted, spaces around fields and blank lines ignored, rows of
 * any width (only the header and the row count are compared). Throws CsvError when it is not CSV.
 */
const CSV_OPTIONS: Options = {
  bom: true,
  trim: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
  relax_column_count: true,
  relax_quotes: true,
};

/** Counts records and keeps the first (the header): a large submission is counted, not held. */
function shapeCounter(): { onRecord: (record: string[]) => null; shape: () => CsvShape } {
  let header: string[] | null = null;
  let records = 0;
  return {
    onRecord: (record) => {
      records++;
      header ??= record;
      return null;
    },
    shape: () => ({ header, rows: Math.max(records - 1, 0) }),
  };
}

export function csvShape(text: string): CsvShape {
  const counter = shapeCounter();
  parse(text, { ...CSV_OPTIONS, on_record: counter.onRecord });
  return counter.shape();
}

/** The shape of a CSV stream (a file of any size), read as it comes. */
export async function csvShapeOfStream(stream: Readable): Promise<CsvShape> {
  const counter = shapeCounter();
  const parser = stream.pipe(parseStream({ ...CSV_OPTIONS, on_record: counter.onRecord }));
  // A read error is the parser's too: the stream's own ends the wait as well.
  stream.once('error', (error) => parser.destroy(error));
  await finished(parser.resume());
  return counter.shape();
}

/** Why it is no CSV, or null: the parser's code and line, never the file's own text. */
function csvProblem(error: unknown, path: string): string {
  if (!(error instanceof CsvError)) throw error;
  return `${path}: not valid CSV near line ${error.lines ?? '?'} (${error.code})`;
}

/** The shape, or why the text is no CSV. */
export function shapeOrProblem(text: string, path: string): CsvShape | string {
  try {
    return csvShape(text);
  } catch (error) {
    return csvProblem(error, path);
  }
}

/** The shape of a stream, or why it is no CSV. */
export async function streamShapeOrProblem(stream: Readable, path: string): Promise<CsvShape | string> {
  try {
    return await csvShapeOfStream(stream);
  } catch (error) {
    return csvProblem(error, path);
  }
}

/** Why a CSV submission does not have the sample's header and row count, or null when it does. */
export function submissionFormatProblem(
  submission: string,
  sample: string,
  submissionPath: string,
  samplePath: string,
): string | null {
  return shapeMismatch(
    shapeOrProblem(submission, submissionPath),
    shapeOrProblem(sample, samplePath),
    submissionPath,
    samplePath,
  );
}

/** Why a submission's shape is not the sample's, or null when it is (either may be why it is no CSV). */
export function shapeMismatch(
  got: CsvShape | string,
  want: CsvShape | string,
  submissionPath: string,
  samplePath: string,
): string | null {
  if (typeof got === 'string') return got;
  if (typeof want === 'string') return want;
  const header = (shape: CsvShape): string[] => shape.header ?? [];
  if (JSON.stringify(header(got)) !== JSON.stringify(header(want))) {
    const shown = (shape: CsvShape) => JSON.stringify(header(shape).join(','));
    return `${submissionPath}: header ${shown(got)} differs from ${samplePath}'s ${shown(want)}`;
  }
  if (got.rows !== want.rows) {
    return `${submissionPath}: ${got.rows} data rows, ${samplePath} has ${want.rows}`;
  }
  return null;
}

export function isCsvPath(path: string): boolean {
  return path.toLowerCase().endsWith('.csv');
}
