/**
 * The job summary: the same document as the comment, appended to the file GitHub shows on the run page
 * (`GITHUB_STEP_SUMMARY`). GitHub drops a step summary over 1 MiB, so it is kept under that in bytes.
 */
import { appendFile } from 'node:fs/promises';
import { InfraError } from '../errors.js';
import { renderDocument, type GitHubDocument } from './markdown.js';

export const SUMMARY_MAX_BYTES = 1_000_000;

/** Renders within `maxBytes` of UTF-8, shrinking the character budget until multi-byte text fits too. */
export function renderSummary(
  doc: GitHubDocument,
  redact: (text: string) => string,
  maxBytes = SUMMARY_MAX_BYTES,
): string {
  let maxChars = maxBytes;
  for (;;) {
    const text = renderDocument(doc, maxChars, redact);
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes <= maxBytes) return text;
    maxChars = Math.floor((maxChars * maxBytes) / bytes) - 64;
  }
}

/** Appends the summary; returns false (nothing written) when the runner gave no summary file. */
export async function writeJobSummary(summaryFile: string | undefined, text: string): Promise<boolean> {
  if (!summaryFile) return false;
  try {
    await appendFile(summaryFile, text.endsWith('\n') ? text : `${text}\n`, 'utf8');
    return true;
  } catch (error) {
    throw new InfraError(
      `cannot write the job summary to GITHUB_STEP_SUMMARY ${summaryFile}: ${(error as Error).message}`,
    );
  }
}
