/**
 * report.json, beside REPORT.md: the report's facts as `report --json` prints them plus the lists
 * REPORT.md caps, whole, for machines. Written like REPORT.md: atomically, under its lock, never
 * through a symbolic link (a checkout can hold a branch's files, and a `report.json` link there would
 * carry the write anywhere).
 */
import { basename, dirname, join } from 'node:path';
import { UserError } from '../errors.js';
import { refuseSymlinks, writeFileUnderLock } from '../util/atomic.js';

export const REPORT_JSON_NAME = 'report.json';

/**
 * Where report.json goes for a report written to `reportPath`: beside it. Refused (UserError) before
 * anything is written when the report itself is named so, or when that place is a symbolic link.
 */
export async function reportJsonPath(reportPath: string): Promise<string> {
  if (basename(reportPath).toLowerCase() === REPORT_JSON_NAME)
    throw new UserError(
      `report path ${reportPath}: ${REPORT_JSON_NAME} is the name of the machine-readable report written beside REPORT.md; name the report otherwise`,
    );
  const path = join(dirname(reportPath), REPORT_JSON_NAME);
  await refuseSymlinks(path, dirname(path));
  return path;
}

/** Writes `value` as JSON to `path`, atomically; a link at `path` or in its folder's name is refused. */
export async function writeReportJsonFile(path: string, value: unknown): Promise<void> {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  // Written whole: what the file held before does not matter, so it is not read.
  await writeFileUnderLock(path, text, { noSymlinksBelow: dirname(path) });
}
