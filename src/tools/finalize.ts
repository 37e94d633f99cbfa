/**
 * `finalize`: the shutdown sequence (spec "Shutdown", steps 4-6, then check): recover the submission
 * (emergency only), write run_stats.json when it is missing (an emergency is recorded in it either
 * way), write REPORT.md, check the session. A tree that cannot be read still gets its partial report;
 * the closing check then fails on it.
 */
import { UserError } from '../errors.js';
import type { SessionReport } from '../report/session-facts.js';
import { readSessionInputs, type SessionInputs } from '../report/session-read.js';
import type { ArtifactRequirements } from '../session/check.js';
import { patchJson } from '../session/json-patch.js';
import { parsePythonJson } from '../session/json-source.js';
import { locateSession, type SessionLocation } from '../session/locate.js';
import type { SessionPaths } from '../session/paths.js';
import { recoverSubmission, type RecoverResult } from '../session/recover.js';
import { deriveRunStats } from '../session/run-stats.js';
import { updateFileAtomically } from '../util/atomic.js';
import { isObject } from '../util/json.js';
import { renderEvidence } from '../report/session-markdown.js';
import { redactedProblems, renderCheckResult } from './check.js';
import { writeReport, type ReportResult } from './report.js';

export interface FinalizeOptions {
  session: SessionLocation;
  /** Artifacts the closing check requires; REPORT.md always is. */
  required: ArtifactRequirements;
  /** The run hit its emergency timeout: recover the submission first, record it in run_stats.json. */
  emergency: boolean;
  /** Smoke/forward test: say so in the report's caveats. */
  smoke: boolean;
  /** Environment whose credential values are redacted. */
  env: NodeJS.ProcessEnv;
}

/** What finalize did to run_stats.json. */
export type RunStatsAction = 'derived' | 'emergency_recorded' | 'kept';

export interface FinalizeResult {
  ok: boolean;
  /** What recover did (null without `emergency`). */
  recovered: RecoverResult | null;
  /** run_stats.json was missing and has been derived from the events and the tree. */
  run_stats_written: boolean;
  run_stats: RunStatsAction;
  report: ReportResult;
  /** The closing check's problems (empty when every required artifact is valid). */
  problems: string[];
}

/** What `finalize --json` prints and the Action's `verdict` output carries. */
export interface FinalizeJson {
  ok: boolean;
  recovered: RecoverResult | null;
  run_stats_written: boolean;
  run_stats: RunStatsAction;
  report_path: string;
  report: SessionReport;
  problems: string[];
}

/**
 * run_stats.json derived from the events and the tree when there is none; with `emergency`, an
 * existing file gets `emergency_timeout: true` (every other byte kept). A file that is not a JSON
 * object is left alone: rewriting it would lose what it holds.
 */
async function writeRunStats(
  paths: SessionPaths,
  inputs: SessionInputs,
  emergency: boolean,
): Promise<RunStatsAction> {
  let action: RunStatsAction = 'kept';
  await updateFileAtomically(paths.runStats, (current) => {
    if (current === null) {
      action = 'derived';
      return `${JSON.stringify(deriveRunStats(inputs.events, inputs.tree, emergency), null, 2)}\n`;
    }
    if (!emergency) return null;
    let stats: unknown;
    try {
      stats = parsePythonJson(current);
    } catch {
      return null;
    }
    if (!isObject(stats) || stats.emergency_timeout === true) return null;
    action = 'emergency_recorded';
    return patchJson(current, { ...stats, emergency_timeout: true });
  });
  return action;
}

/** Recovery needs the tree (the best node, the submission path): with an unreadable one it is skipped. */
async function recover(paths: SessionPaths, inputs: SessionInputs): Promise<RecoverResult> {
  if (inputs.treeCaveat === null) return recoverSubmission(paths, inputs.tree);
  return {
    action: 'skipped',
    submission_path: '',
    source: null,
    node_id: null,
    score: null,
    skipped_symlinks: [],
    message:
      'skipped: the idea tree cannot be read, so neither the best node nor meta.submission_path is known',
  };
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
  // The tree and events are read once, for every step.
  const inputs = await readSessionInputs(paths);
  const recovered = opts.emergency ? await recover(paths, inputs) : null;
  const runStats = await writeRunStats(paths, inputs, opts.emergency);
  const report = await writeReport(paths, {
    reportPath: paths.report,
    env: opts.env,
    smoke: opts.smoke,
    inputs,
    emergency: recovered === null ? undefined : { recovered: recovered.message },
  });
  const problems = await closingCheck(paths, opts);
  return {
    ok: problems.length === 0,
    recovered,
    run_stats_written: runStats === 'derived',
    run_stats: runStats,
    report,
    problems,
  };
}

export function finalizeJson(result: FinalizeResult): FinalizeJson {
  return {
    ok: result.ok,
    recovered: result.recovered,
    run_stats_written: result.run_stats_written,
    run_stats: result.run_stats,
    report_path: result.report.report_path,
    report: result.report.facts,
    problems: result.problems,
  };
}

/** The steps' results as the CLI prints them without --json. */
export function renderFinalizeResult(result: FinalizeResult): string {
  const lines: string[] = [];
  if (result.recovered !== null) lines.push(`recover: ${result.recovered.message}\n`);
  const runStats = {
    derived: 'derived from events and the tree (it was missing)',
    emergency_recorded: 'kept, with emergency_timeout: true recorded',
    kept: 'kept (already present)',
  }[result.run_stats];
  lines.push(`run_stats.json: ${runStats}\n`);
  lines.push(renderEvidence(result.report.facts, result.report.report_path));
  lines.push(`check: ${renderCheckResult(result.problems)}`);
  return lines.join('');
}
