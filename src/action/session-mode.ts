/**
 * The session modes (report, check, resume, recover, finalize) call the session tools the CLI calls
 * (src/tools/), with options from the Action's inputs, and keep the result the CLI prints with
 * `--json` for the `verdict` output and the log. Only the inputs a tool takes are passed to it.
 */
import { resolve } from 'node:path';
import { InfraError, UserError } from '../errors.js';
import type { RecoverResult } from '../session/recover.js';
import type { ResumePlan } from '../session/resume.js';
import type { SessionLocation } from '../session/locate.js';
import { artifactRequirements } from '../tools/artifact-flags.js';
import { checkExitCode, runCheck, type CheckOptions, type CheckResult } from '../tools/check.js';
import { finalizeJson, runFinalize, type FinalizeJson, type FinalizeOptions } from '../tools/finalize.js';
import { runRecover, type RecoverOptions } from '../tools/recover.js';
import { reportJson, runReport, type ReportJson, type ReportOptions } from '../tools/report.js';
import { runResume, type ResumeOptions } from '../tools/resume.js';
import type { ActionSettings } from './inputs.js';

/** A session tool and the options the Action's inputs give it. */
export type SessionCall =
  | { mode: 'report'; options: ReportOptions }
  | { mode: 'check'; options: CheckOptions }
  | { mode: 'resume'; options: ResumeOptions }
  | { mode: 'recover'; options: RecoverOptions }
  | { mode: 'finalize'; options: FinalizeOptions };

export type SessionResultJson = ReportJson | CheckResult | ResumePlan | RecoverResult | FinalizeJson;

export interface SessionRun {
  mode: SessionCall['mode'];
  exitCode: number;
  /** The tool's result as `--json` prints it. */
  result: SessionResultJson;
  /** The check's problem lines (check, finalize), for the summary. */
  problems: string[];
  /** The result as the log shows it (`--json`'s text). */
  stdout: string;
  /** Always empty: the tools print no progress. The entry still writes it to the log (src/index.ts). */
  stderr: string;
  /** REPORT.md written by report/finalize. */
  reportPath: string | null;
  reportMarkdown: string | null;
}

/** The session the inputs name: input session (relative to working-directory), else input run-name. */
export function sessionLocation(settings: ActionSettings): SessionLocation {
  const cwd = settings.workingDirectory;
  if (settings.session !== undefined) return { positional: settings.session, cwd };
  if (settings.gate.runName !== undefined) return { cwd, runName: settings.gate.runName };
  throw new UserError(
    `mode ${settings.mode} needs a session: set input session (a session folder) or input run-name`,
  );
}

/** The tool the mode runs and its options, from the Action settings. Pure. */
export function sessionCall(settings: ActionSettings, env: NodeJS.ProcessEnv): SessionCall {
  const session = sessionLocation(settings);
  const flags = settings.sessionFlags;
  const required = artifactRequirements((flag) => flags[flag] === true);
  const reportFile = settings.gate.reportPath;
  switch (settings.mode) {
    case 'report':
      return {
        mode: 'report',
        options: {
          session,
          env,
          reportPath: reportFile === undefined ? undefined : resolve(settings.workingDirectory, reportFile),
        },
      };
    case 'check':
      return { mode: 'check', options: { session, required, env } };
    case 'resume':
      return { mode: 'resume', options: { session, dryRun: settings.gate.dryRun } };
    case 'recover':
      return { mode: 'recover', options: { session } };
    case 'finalize':
      return {
        mode: 'finalize',
        options: { session, required, emergency: flags.emergency === true, smoke: false, env },
      };
    default:
      throw new InfraError(`internal: no session tool for mode ${settings.mode}`);
  }
}

type Outcome = Pick<SessionRun, 'exitCode' | 'result' | 'problems' | 'reportPath' | 'reportMarkdown'>;

async function perform(call: SessionCall): Promise<Outcome> {
  const none = { problems: [], reportPath: null, reportMarkdown: null };
  switch (call.mode) {
    case 'report': {
      const report = await runReport(call.options);
      const written = { reportPath: report.report_path, reportMarkdown: report.markdown };
      return { ...none, ...written, exitCode: 0, result: reportJson(report) };
    }
    case 'check': {
      const result = await runCheck(call.options);
      return { ...none, exitCode: checkExitCode(result), result, problems: result.problems };
    }
    case 'resume':
      return { ...none, exitCode: 0, result: await runResume(call.options) };
    case 'recover':
      return { ...none, exitCode: 0, result: await runRecover(call.options) };
    case 'finalize': {
      const result = await runFinalize(call.options);
      return {
        exitCode: checkExitCode(result),
        result: finalizeJson(result),
        problems: result.problems,
        reportPath: result.report.report_path,
        reportMarkdown: result.report.markdown,
      };
    }
  }
}

export async function runSessionMode(settings: ActionSettings, env: NodeJS.ProcessEnv): Promise<SessionRun> {
  const call = sessionCall(settings, env);
  const outcome = await perform(call);
  return { mode: call.mode, ...outcome, stdout: `${JSON.stringify(outcome.result, null, 2)}\n`, stderr: '' };
}

/** The outcome word for the `decision` output of a session mode. */
export function sessionDecision(run: SessionRun): string {
  if (run.exitCode === 0) return 'ok';
  return run.exitCode === 1 ? 'invalid' : 'error';
}

/**
 * The one annotation of a failed session mode: the decision, the exit code and the first problem
 * found (the rest are in the job summary), so the annotation alone says what to fix.
 */
export function sessionFailure(
  run: Pick<SessionRun, 'mode' | 'exitCode' | 'problems'>,
  decision: string,
): string {
  const [first] = run.problems;
  const more = run.problems.length > 1 ? ` (and ${run.problems.length - 1} more in the job summary)` : '';
  return `arbor-gate ${run.mode}: ${decision} (exit ${run.exitCode})${first === undefined ? '' : `: ${first}${more}`}`;
}
