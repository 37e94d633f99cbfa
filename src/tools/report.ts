/** `report`: REPORT.md for a session from whatever it holds, and the facts it was rendered from. */
import { writeSessionReportFile } from '../report/report-file.js';
import type { FullLists } from '../report/idea-facts.js';
import { reportJsonPath, writeReportJsonFile } from '../report/report-json.js';
import { deriveSessionReport, type SessionFactOptions, type SessionReport } from '../report/session-facts.js';
import { readSession, type SessionInputs } from '../report/session-read.js';
import { locateSession, type SessionLocation } from '../session/locate.js';
import type { SessionPaths } from '../session/paths.js';
import { settingOf } from '../gate/setting-lookup.js';

export interface ReportOptions {
  session: SessionLocation;
  /** Absolute path to write the report to; default: the session's REPORT.md. */
  reportPath?: string;
  /** Environment whose credential values are redacted. */
  env: NodeJS.ProcessEnv;
  /** Marks the run as a smoke/forward test in the caveats. */
  smoke?: boolean;
}

export interface ReportResult {
  facts: SessionReport;
  /** Where REPORT.md was written. */
  report_path: string;
  /** Where report.json was written, beside it. */
  report_json_path: string;
  /** The lists the facts cap, whole (in report.json). */
  lists: FullLists;
  /** REPORT.md as written (a gate section already in the file is kept). */
  markdown: string;
}

/** What `report --json` prints and the Action's `verdict` output carries: the facts and the reports' paths. */
export type ReportJson = SessionReport & { report_path: string; report_json_path: string };

/** report.json: `report --json` and the lists it caps, whole. */
export type ReportFileJson = ReportJson & { full_lists: FullLists };

/** Reads the session (the tree and events from `inputs` when given), derives the facts, writes REPORT.md. */
export async function writeReport(
  paths: SessionPaths,
  opts: {
    reportPath: string;
    env: NodeJS.ProcessEnv;
    smoke?: boolean;
    inputs?: SessionInputs;
    emergency?: SessionFactOptions['emergency'];
  },
): Promise<ReportResult> {
  const jsonPath = await reportJsonPath(opts.reportPath);
  const read = await readSession(paths, opts.inputs);
  const derived = deriveSessionReport(read, {
    env: opts.env,
    smoke: opts.smoke,
    emergency: opts.emergency,
  });
  const { lists } = derived;
  const fromLedger = await ledgerHistoryOf(paths, read.tree?.meta.trunk_branch);
  const facts =
    fromLedger === null
      ? derived.facts
      : { ...derived.facts, trunk_history: { split: 'B_test' as const, points: fromLedger } };
  const markdown = await writeSessionReportFile(opts.reportPath, facts);
  const result = { facts, lists, report_path: opts.reportPath, report_json_path: jsonPath, markdown };
  const file: ReportFileJson = { ...reportJson(result), full_lists: lists };
  await writeReportJsonFile(jsonPath, file);
  return result;
}

/**
 * The trunk chart's points from the score ledger of the session's repository, when it has one and the
 * tree names trunk; null otherwise (the chart then comes from the tree). A repository git cannot read
 * is no ledger: the report is written from whatever exists.
 */
async function ledgerHistoryOf(
  paths: SessionPaths,
  trunk: unknown,
): Promise<Array<{ label: string; value: number }> | null> {
  if (typeof trunk !== 'string' || trunk.trim() === '') return null;
  // Loaded only for a tree that names trunk: a report of any other session reads no git.
  // One import after the other, as in commands/report.ts (Jest's ESM loader and shared modules).
  const { GitAdapter } = await import('../git/adapter.js');
  const { ledgerTrunkHistory } = await import('../ledger/history.js');
  const repo = new GitAdapter(paths.workspace ?? paths.dir);
  if ((await repo.topLevel().catch(() => null)) === null) return null;
  return ledgerTrunkHistory(
    repo,
    String(settingOf('ledgerRef').default),
    trunk.trim().replace(/^refs\/heads\//, ''),
  ).catch(() => null);
}

/** Writes REPORT.md from whatever exists; missing or unreadable inputs become caveats. */
export async function runReport(opts: ReportOptions): Promise<ReportResult> {
  const paths = await locateSession(opts.session);
  return writeReport(paths, { ...opts, reportPath: opts.reportPath ?? paths.report });
}

export function reportJson(result: ReportResult): ReportJson {
  return { ...result.facts, report_path: result.report_path, report_json_path: result.report_json_path };
}
