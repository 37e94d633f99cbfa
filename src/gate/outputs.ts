/**
 * Required outputs and the submission's format (docs/architecture.md step 8), pure: the caller reads the
 * files at the source commit (and the sample from the trusted side) and passes their text. CSV is read by
 * a real parser (csv-parse): quoting is part of the format, not of the fields, so R's write.csv header
 * `"id","pred"` is the sample's `id,pred`, and a quoted newline does not start a row.
 */
import { CsvError, parse } from 'csv-parse/sync';

/** The header fields and the number of data rows of a CSV text. */
export interface CsvShape {
  header: string[] | null;
  rows: number;
}

/**
 * The shape of a CSV text: BOM and CRLF accepted, spaces around fields and blank lines ignored, rows of
 * any width (only the header and the row count are compared). Throws CsvError when it is not CSV.
 */
export function csvShape(text: string): CsvShape {
  let header: string[] | null = null;
  let records = 0;
  parse(text, {
    bom: true,
    trim: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    relax_quotes: true,
    // Only the header is kept: a large submission is counted, not held.
    on_record: (record: string[]) => {
      records++;
      header ??= record;
      return null;
    },
  });
  return { header, rows: Math.max(records - 1, 0) };
}

/** The shape, or why the text is no CSV (the parser's code and line, never the file's own text). */
function shapeOrProblem(text: string, path: string): CsvShape | string {
  try {
    return csvShape(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return `${path}: not valid CSV near line ${error.lines ?? '?'} (${error.code})`;
  }
}

/** Why a CSV submission does not have the sample's header and row count, or null when it does. */
export function submissionFormatProblem(
  submission: string,
  sample: string,
  submissionPath: string,
  samplePath: string,
): string | null {
  const got = shapeOrProblem(submission, submissionPath);
  const want = shapeOrProblem(sample, samplePath);
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
