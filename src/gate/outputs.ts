/**
 * Required outputs and the submission's format (DESIGN.md step 8), pure: the caller reads the files at
 * the source commit (and the sample from the trusted side) and passes their text.
 */

/** Records of a CSV text, honouring quoted fields that span lines; a trailing newline adds no record. */
export function csvRecords(text: string): string[] {
  const records: string[] = [];
  let current = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === '\n' || char === '\r')) {
      if (char === '\r' && body[i + 1] === '\n') i++;
      records.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (current !== '') records.push(current);
  return records.filter((record) => record.trim() !== '');
}

/** Why a CSV submission does not have the sample's header and row count, or null when it does. */
export function submissionFormatProblem(
  submission: string,
  sample: string,
  submissionPath: string,
  samplePath: string,
): string | null {
  const got = csvRecords(submission);
  const want = csvRecords(sample);
  const header = (records: string[]): string => (records[0] ?? '').trim();
  if (header(got) !== header(want)) {
    return `${submissionPath}: header ${JSON.stringify(header(got))} differs from ${samplePath}'s ${JSON.stringify(header(want))}`;
  }
  if (got.length !== want.length) {
    return `${submissionPath}: ${Math.max(got.length - 1, 0)} data rows, ${samplePath} has ${Math.max(want.length - 1, 0)}`;
  }
  return null;
}

export function isCsvPath(path: string): boolean {
  return path.toLowerCase().endsWith('.csv');
}
