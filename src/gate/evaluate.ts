/**
 * Running the evaluation command for the gate: in a fresh detached worktree at an exact commit, with
 * the job's credentials hidden from the evaluated code and the protected files fingerprinted around it.
 */
import { join } from 'node:path';
import { substituteCommand } from '../eval/command.js';
import { isolatedFailureNote } from '../eval/isolation/index.js';
import { runEvaluation } from '../eval/runner.js';
import type { EvalResult } from '../eval/types.js';
import { TempWorktree } from '../git/worktree.js';
import { formatVerdictScore } from '../util/metric.js';
import type { GateContext, Trunk } from './context.js';
import { guardCredentials } from './credential-guard.js';
import { changedFiles, fingerprintFiles } from './tamper.js';
import type { Reason } from './verdict.js';

/** How a change to the repository's git config during the evaluation is named among tampered paths. */
const GIT_CONFIG_LABEL = '.git/config';

/** Something the evaluation changed that it must not: a protected file, or git state the gate trusts. */
export interface Tamper {
  /** A protected path (repository-relative), `.git/...` or an absolute path (the user's git config). */
  path: string;
  message: string;
}

/** Runs the evaluation command in a fresh worktree at `commit`; `watch` fingerprints these paths around it. */
export async function evaluateAt(
  ctx: GateContext,
  commit: string,
  nodeId: string,
  logSubdir: string,
  watch: readonly string[],
): Promise<{ result: EvalResult; tampered: Tamper[] }> {
  const { settings, deps } = ctx;
  await using worktree = await TempWorktree.create(ctx.repo, commit, logSubdir, ctx.factory);
  const command = substituteCommand(settings.evalCmdTest, { cwd: worktree.path, nodeId });
  // An empty HOME of its own: what the evaluated code writes to ~/.gitconfig (or any dotfile) stays in
  // the run's temp folder instead of reaching the user's, and nothing there is read from the user's.
  const before = await fingerprintFiles(worktree.path, watch);
  await using sandbox = await ctx.isolation.open({
    worktree: worktree.path,
    folder: worktree.folder,
    protectedPaths: watch,
    hidden: { repository: ctx.repo.dir, logDir: ctx.logs.dir, env: deps.env ?? process.env },
    ...(deps.signal === undefined ? {} : { signal: deps.signal }),
  });
  ctx.log(`evaluating ${logSubdir} at ${commit.slice(0, 12)} in ${worktree.path}`);
  // The worktree shares the repository's git config: hide the job's credentials from the evaluated code,
  // and put the config back before git runs again, so a planted core.fsmonitor or pushurl never runs.
  await using guard = await guardCredentials((args) => ctx.repo.run(args));
  const result = await (deps.evaluate ?? runEvaluation)({
    command,
    cwd: worktree.path,
    extraEnv: { ...sandbox.environment, ARBOR_CWD: worktree.path, ARBOR_NODE_ID: nodeId },
    ...(sandbox.launcher === undefined ? {} : { launcher: sandbox.launcher }),
    timeoutMs: settings.evalTimeoutMs,
    killGraceMs: deps.killGraceMs ?? 5000,
    retry: {
      retries: settings.evalRetries,
      baseDelayMs: settings.evalRetryBaseDelayMs,
      maxDelayMs: settings.evalRetryMaxDelayMs,
      jitter: deps.jitter ?? true,
    },
    repeats: settings.evalRepeats,
    score: settings.score,
    logDir: join(ctx.logs.dir, logSubdir),
    ...deps.progress,
    ...(deps.env === undefined ? {} : { env: deps.env }),
    ...(deps.signal === undefined ? {} : { signal: deps.signal }),
    ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }),
  });
  const { configTampered, gitState } = await guard.restore();
  const after = await fingerprintFiles(worktree.path, watch);
  const failure =
    result.failure === null
      ? null
      : { ...result.failure, message: `${result.failure.message}${isolatedFailureNote(ctx.isolation)}` };
  return {
    result: {
      ...result,
      failure,
      attempts: result.attempts.map((a) => ({ ...a, log: ctx.redact(a.log) })),
    },
    tampered: [
      ...changedFiles(before, after).map((path) => ({
        path,
        message: `${path}: protected file changed while the evaluation ran`,
      })),
      ...(configTampered
        ? [
            {
              path: GIT_CONFIG_LABEL,
              message: `${GIT_CONFIG_LABEL}: the evaluation changed the repository's git config (the change was discarded)`,
            },
          ]
        : []),
      ...gitState.map(({ label, what }) => ({
        path: label,
        message: `${label}: the evaluation changed the ${what}, which the gate's git must not trust (the change was discarded)`,
      })),
    ],
  };
}

/** Measures trunk's own score when no reference is configured (same command, its own worktree). */
export async function measureTrunk(
  ctx: GateContext,
  trunk: Trunk,
): Promise<{ score: number; result: EvalResult; tampered: boolean } | { reason: Reason }> {
  ctx.log(`no test_trunk_score or test_baseline_score: measuring ${trunk.branch} first`);
  const { result, tampered } = await evaluateAt(
    ctx,
    trunk.sha,
    'trunk',
    `trunk-${trunk.sha.slice(0, 8)}`,
    [],
  );
  if (result.score === null) {
    const failure = result.failure ?? { code: 'no_score' as const, message: 'no score' };
    return {
      reason: {
        code: failure.code,
        message: `no reference: measuring ${trunk.branch} (${trunk.sha.slice(0, 12)}) failed: ${failure.message}`,
      },
    };
  }
  ctx.log(`${trunk.branch} measured: ${formatVerdictScore(result.score)}`);
  return { score: result.score, result, tampered: tampered.length > 0 };
}
