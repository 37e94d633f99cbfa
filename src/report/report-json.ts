/**
 * report.json, beside REPORT.md: the report's facts as `report --json` prints them plus the lists
 * REPORT.md caps, whole, for machines. Written like REPORT.md: atomically, under its lock, never
 * through a symbolic link (a checkout can hold a branch's files, and a `report.json` link there would
 * carry the write anywhere).
 */
import { basename, dirname, join } from 'node:path';
import { UserError } from '../errors.js';
import { refuseSymlinks, updateFileAtomically } from '../util/atomic.js';
import { historyOf } from './gate-history.js';

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

/**
 * Writes `value` as JSON to `path`, atomically; a link at `path` or in its folder's name is refused.
 * The gate history the file held (gate-history.ts) is kept: `report` rewrites the session's facts,
 * not the gate's verdicts.
 */
export async function writeReportJsonFile(path: string, value: object): Promise<void> {
  await updateFileAtomically(
    path,
    (current) => {
      const history = current === null ? [] : historyOf(parseOrNull(current));
      return `${JSON.stringify(history.length === 0 ? value : { ...value, gate_history: history }, null, 2)}\n`;
    },
    { noSymlinksBelow: dirname(path) },
  );
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
