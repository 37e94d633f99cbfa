/**
 * `finalize`: the shutdown sequence (spec "Shutdown", steps 4-6, then check): recover the submission
 * (emergency only), write run_stats.json when it is missing, write REPORT.md, check the session.
 */
import { UserError } from '../errors.js';
import type { SessionReport } from '../report/session-facts.js';
import { readSessionInputs, type SessionInputs } from '../report/session-read.js';
import type { ArtifactRequirements } from '../session/check.js';
import { locateSession, type SessionLocation } from '../session/locate.js';
import type { SessionPaths } from '../session/paths.js';
import { recoverSubmission, type RecoverResult } from '../session/recover.js';
import { deriveRunStats } from '../session/run-stats.js';
import { updateFileAtomically } from '../util/atomic.js';
import { redactedProblems } from './check.js';
import { writeReport, type ReportResult } from './report.js';

export interface FinalizeOptions {
  session: SessionLocation;
  /** Artifacts the closing check requires; REPORT.md always is. */
  required: ArtifactRequirements;
  /** The run hit its emergency timeout: recover the submission first. */
  emergency: boolean;
  /** Smoke/forward test: say so in the report's caveats. */
  smoke: boolean;
  /** Environment whose credential values are redacted. */
  env: NodeJS.ProcessEnv;
}

export interface FinalizeResult {
  ok: boolean;
  /** What recover did (null without `emergency`). */
  recovered: RecoverResult | null;
  /** run_stats.json was missing and has been derived from the events and the tree. */
  run_stats_written: boolean;
  report: ReportResult;
  /** The closing check's problems (empty when every required artifact is valid). */
  problems: string[];
}

/** What `finalize --json` prints and the Action's `verdict` output carries. */
export interface FinalizeJson {
  ok: boolean;
  recovered: RecoverResult | null;
  run_stats_written: boolean;
  report_path: string;
  report: SessionReport;
  problems: string[];
}

/** run_stats.json derived from the events and the tree, written only when there is none. */
function writeMissingRunStats(paths: SessionPaths, inputs: SessionInputs): Promise<boolean> {
  return updateFileAtomically(paths.runStats, (current) =>
    current !== null ? null : `${JSON.stringify(deriveRunStats(inputs.events, inputs.tree), null, 2)}\n`,
  );
}

/** The closing check with REPORT.md required; a tree that cannot be checked is a problem line here. */
async function closingCheck(paths: SessionPaths, opts: FinalizeOptions): Promise<string[]> {
  try {
    return await redactedProblems(paths, { ...opts.required, report: true }, opts.env);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return [error.message];
  }
}

export async function runFinalize(opts: FinalizeOptions): Promise<FinalizeResult> {
  const paths = await locateSession(opts.session);
  // Read the tree (and events, once for every step) before writing anything: an unreadable tree is
  // bad input and nothing is written.
  const inputs = await readSessionInputs(paths);
  const recovered = opts.emergency ? await recoverSubmission(paths, inputs.tree) : null;
  const runStatsWritten = await writeMissingRunStats(paths, inputs);
  const report = await writeReport(paths, {
    reportPath: paths.report,
    env: opts.env,
    smoke: opts.smoke,
    inputs,
  });
  const problems = await closingCheck(paths, opts);
  return { ok: problems.length === 0, recovered, run_stats_written: runStatsWritten, report, problems };
}

export function finalizeJson(result: FinalizeResult): FinalizeJson {
  return {
    ok: result.ok,
    recovered: result.recovered,
    run_stats_written: result.run_stats_written,
    report_path: result.report.report_path,
    report: result.report.facts,
    problems: result.problems,
  };
}
