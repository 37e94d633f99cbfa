/**
 * The GitHub Action: read the inputs once, run the mode with the same code as the CLI, publish the
 * result (comment, job summary, commit status, outputs), and fail the job exactly when the CLI would
 * exit non-zero. Errors are caught here once and become one annotation. Importing this module does
 * nothing; `run()` runs the Action (src/index.ts is the entry that calls it).
 */
import * as core from '@actions/core';
import { resolve } from 'node:path';
import { openCommandLog, type CommandLog } from './command-log.js';
import { runGateMode } from './gate-mode.js';
import { inputFromEnv, readActionSettings, undeclaredInputWarnings, type ActionSettings } from './inputs.js';
import {
  errorDocument,
  errorOutputs,
  queueOutputs,
  sessionDocument,
  sessionOutputs,
  verdictDocument,
  verdictOutputs,
  verdictStatusDescription,
  verdictStatusState,
  type ActionOutputs,
} from './publish.js';
import { runSessionMode, sessionFailure } from './session-mode.js';
import { runQueueMode } from './queue-mode.js';
import { queueExitCode } from '../queue/plan.js';
import { renderQueueMarkdown } from '../report/queue-report.js';
import { runShardMode } from './shard-mode.js';
import { SHARD_MODES } from '../gate/sharding/setting-rows.js';
import { exitCodeOf } from '../errors.js';
import { verdictExitCode, type Verdict } from '../gate/verdict.js';
import { markdownText } from '../util/markdown.js';
import { upsertStickyComment } from '../github/comment.js';
import { readEventPayload, runContextFrom, type RunContext } from '../github/context.js';
import type { GitHubDocument } from '../github/markdown.js';
import { createOctokit, type GitHubClient } from '../github/octokit.js';
import { createCommitStatus, type StatusState } from '../github/status.js';
import { renderSummary, writeJobSummary } from '../github/summary.js';
import { renderVerdictMarkdown } from '../report/verdict.js';
import { createRedactor } from '../util/redact.js';

interface Outcome {
  exitCode: number;
  /** The mode's outputs: a verdict's, plus the sharded modes' own (plan, matrix, results, next-*). */
  outputs: ActionOutputs | Record<string, string>;
  document: GitHubDocument;
  /** Commit status to set on the judged commit, when the mode judges one. */
  status: { sha: string; state: StatusState; description: string } | null;
  failure: string;
}

const logger = { info: core.info, warning: core.warning };

/** The commit the event asks to judge (PR or merge-group head); other events judge nothing by default. */
function judgedCommit(context: RunContext): string | null {
  return context.pullRequest !== null || context.eventName === 'merge_group' ? context.sha : null;
}

function statusFor(sha: string | null, state: StatusState, description: string): Outcome['status'] {
  return sha === null ? null : { sha, state, description };
}

/** A verdict's outcome: its exit code, outputs, comment and summary, and the commit status. */
function verdictOutcome(verdict: Verdict, settings: ActionSettings, context: RunContext): Outcome {
  for (const warning of verdict.warnings) core.warning(warning);
  const details = renderVerdictMarkdown(verdict, { logTailLines: 0, headingLevel: 3 });
  return {
    exitCode: verdictExitCode(verdict),
    outputs: verdictOutputs(verdict),
    document: verdictDocument(verdict, settings.mode, context, details),
    status: statusFor(
      verdict.source.sha ?? judgedCommit(context),
      verdictStatusState(verdict),
      verdictStatusDescription(verdict),
    ),
    failure: `arbor-gate ${settings.mode}: ${verdictStatusDescription(verdict)}`,
  };
}

async function runMode(
  settings: ActionSettings,
  context: RunContext,
  env: NodeJS.ProcessEnv,
  untrusted: CommandLog,
): Promise<Outcome> {
  const gateIo = {
    env,
    log: (line: string) => untrusted.write(`arbor-gate: ${line}\n`),
    writeEvalOutput: untrusted.write,
  };
  if (settings.mode === 'merge' || settings.mode === 'verify') {
    return verdictOutcome(await runGateMode(settings, context, gateIo), settings, context);
  }
  // The sharded flow (issue 20): its modes, delimited here.
  if ((SHARD_MODES as readonly string[]).includes(settings.mode)) {
    const sharded = await runShardMode(settings, context, gateIo);
    if (sharded.kind === 'verdict') {
      const outcome = verdictOutcome(sharded.verdict, settings, context);
      return { ...outcome, outputs: { ...outcome.outputs, ...sharded.outputs } };
    }
    const body = `### arbor-gate ${settings.mode}: ${sharded.decision}\n\n${markdownText(sharded.summary)}`;
    return {
      exitCode: 0,
      outputs: { decision: sharded.decision, ...sharded.outputs },
      document: { body, runUrl: context.runUrl },
      status: null,
      failure: '',
    };
  }
  if (settings.mode === 'queue') {
    const outcome = await runQueueMode(settings, context, gateIo);
    const exitCode = queueExitCode(outcome.verdicts.map(verdictExitCode));
    const decision = exitCode === 0 ? 'merged' : exitCode === 1 ? 'rejected' : 'error';
    // Once per run: a standing warning (the setup's, not a branch's) is in every verdict of the queue.
    for (const warning of new Set([...outcome.warnings, ...outcome.verdicts.flatMap((v) => v.warnings)]))
      core.warning(warning);
    return {
      exitCode,
      outputs: queueOutputs(outcome, decision),
      document: { body: renderQueueMarkdown(outcome), runUrl: context.runUrl },
      status: null,
      failure: `arbor-gate queue: ${outcome.landed.length} of ${outcome.verdicts.length} landed (${decision})`,
    };
  }
  const run = await runSessionMode(settings, env);
  untrusted.write(run.stderr);
  untrusted.write(run.stdout);
  const outputs = sessionOutputs(run);
  return {
    exitCode: run.exitCode,
    outputs,
    document: sessionDocument(run, context),
    status: null,
    failure: sessionFailure(run, outputs.decision),
  };
}

/** Publishing never changes the verdict: a GitHub API failure here is a warning, the job result stands. */
async function publish(
  settings: ActionSettings,
  context: RunContext,
  octokit: GitHubClient | null,
  outcome: Outcome,
  redact: (text: string) => string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const attempt = async (what: string, step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (error) {
      core.warning(`${what}: ${(error as Error).message}`);
    }
  };
  if (settings.summary) {
    await attempt('job summary', () =>
      writeJobSummary(env.GITHUB_STEP_SUMMARY, renderSummary(outcome.document, redact)),
    );
  }
  const pr = context.pullRequest;
  if (settings.comment && octokit && pr) {
    await attempt('PR comment', () =>
      upsertStickyComment(
        octokit,
        { owner: context.owner, repo: context.repo, issueNumber: pr.number },
        settings.mode,
        outcome.document,
        redact,
        logger,
      ),
    );
  }
  if (settings.status && octokit && outcome.status) {
    const status = {
      owner: context.owner,
      repo: context.repo,
      sha: outcome.status.sha,
      context: settings.statusContext,
      targetUrl: context.runUrl,
      state: outcome.status.state,
      description: redact(outcome.status.description),
    };
    await attempt('commit status', () => createCommitStatus(octokit, status, logger));
  }
}

/**
 * Why this machine cannot run the Action, or null. The evaluation runs in its own process group, and
 * its stray processes are found and ended through /proc, which only Linux has.
 */
export function unsupportedPlatform(platform: NodeJS.Platform): string | null {
  if (platform === 'linux') return null;
  return (
    `arbor-gate runs on Linux runners only (it finds and ends the evaluation's processes through /proc); ` +
    `this runner is ${platform}: use runs-on: ubuntu-latest or another Linux runner`
  );
}

/** What a run without a token leaves out, said once so an empty github-token is not a silent no-op. */
function noTokenNotice(settings: ActionSettings): string | null {
  if (settings.token) return null;
  const skipped = [settings.comment && 'the PR comment', settings.status && 'the commit status'].filter(
    (what): what is string => typeof what === 'string',
  );
  if (skipped.length === 0) return null;
  return `input github-token is empty: ${skipped.join(' and ')} ${skipped.length > 1 ? 'are' : 'is'} skipped; the job summary and the outputs still carry the result`;
}

/** Runs the Action once, reading the runner's environment; the job's result is set through @actions/core. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const platformProblem = unsupportedPlatform(process.platform);
  if (platformProblem !== null) {
    core.setFailed(platformProblem);
    return;
  }
  let redact = createRedactor(env);
  /** Set once the run can publish: a failure after that point is still reported on the PR and the commit. */
  let publishError: ((message: string) => Promise<void>) | null = null;
  try {
    const settings = readActionSettings(inputFromEnv(env), (dir) =>
      resolve(env.GITHUB_WORKSPACE ?? process.cwd(), dir),
    );
    for (const warning of undeclaredInputWarnings(env)) core.warning(warning);
    if (settings.gate.ledgerKey) core.setSecret(settings.gate.ledgerKey);
    if (settings.token) {
      core.setSecret(settings.token);
      redact = createRedactor(env, [settings.token]);
    }
    const notice = noTokenNotice(settings);
    if (notice !== null) core.warning(notice);
    const context = runContextFrom(env, await readEventPayload(env));
    const octokit = settings.token
      ? createOctokit({ token: settings.token, baseUrl: context.apiUrl, log: core.info })
      : null;
    const finish = async (outcome: Outcome) => {
      for (const [name, value] of Object.entries(outcome.outputs)) core.setOutput(name, value);
      await publish(settings, context, octokit, outcome, redact, env);
    };
    publishError = (message) =>
      finish({
        exitCode: 3,
        outputs: errorOutputs(settings.mode, message),
        document: errorDocument(settings.mode, message, context),
        status: statusFor(judgedCommit(context), 'error', `error: ${message}`),
        failure: message,
      });

    const untrusted = openCommandLog(
      `arbor-gate ${settings.mode}`,
      (text) => process.stdout.write(text),
      redact,
    );
    let outcome: Outcome;
    try {
      outcome = await runMode(settings, context, env, untrusted);
    } finally {
      untrusted.close();
    }
    await finish(outcome);
    if (outcome.exitCode !== 0) core.setFailed(redact(outcome.failure));
  } catch (error) {
    const code = exitCodeOf(error);
    const message = redact(error instanceof Error ? error.message : String(error));
    if (publishError !== null) await publishError(message);
    core.setFailed(code === 2 ? message : `error: ${message}`);
  }
}
