/**
 * Running the evaluation command for the gate: in a fresh detached worktree at an exact commit, with
 * the job's credentials hidden from the evaluated code and the protected files fingerprinted around it.
 */
import { substituteCommand } from '../eval/command.js';
import { isolatedFailureNote } from '../eval/isolation/index.js';
import { runEvaluation } from '../eval/runner.js';
import { viewFor } from '../eval/runtime-view/view.js';
import type { EvalResult } from '../eval/types.js';
import type { GateContext } from './context.js';
import { guardCredentials } from './credential-guard.js';
import { sharedRequest, type RunPlace } from './phases/run-request.js';
import { hideHeldOut, scoreOutputs } from './phases/two-phase.js';
import { changedFiles, fingerprintFiles } from './tamper.js';
import { maskIdeaTreeRecord } from './trees/record-mask.js';

/** How a change to the repository's git config during the evaluation is named among tampered paths. */
const GIT_CONFIG_LABEL = '.git/config';

/** Something the evaluation changed that it must not: a protected file, or git state the gate trusts. */
export interface Tamper {
  /** A protected path (repository-relative), `.git/...` or an absolute path (the user's git config). */
  path: string;
  message: string;
}

export type { RunPlace };

const ONLY_RUN: RunPlace = { seed: null, repeat: 1, repeats: 1, firstAttempt: 1 };

/**
 * One run of the evaluation command, in a worktree of its own freshly checked out at `commit`, with a
 * HOME and TMPDIR of its own beside it (removed with it): nothing a run writes is seen by the next.
 * `watch` fingerprints these paths around it.
 */
export async function evaluateAt(
  ctx: GateContext,
  commit: string,
  nodeId: string,
  logSubdir: string,
  watch: readonly string[],
  place: RunPlace = ONLY_RUN,
): Promise<{ result: EvalResult; tampered: Tamper[] }> {
  const { settings, deps } = ctx;
  // A view of the cached tree, or a checkout of its own (src/gate/trees): the evaluated tree either way.
  await using worktree = await ctx.trees.runTree(commit, logSubdir, watch);
  const command = substituteCommand(settings.evalCmdTest, { cwd: worktree.path, nodeId, seed: place.seed });
  const seedEnv: Record<string, string> = place.seed === null ? {} : { ARBOR_SEED: String(place.seed) };
  // An empty HOME of its own: what the evaluated code writes to ~/.gitconfig (or any dotfile) stays in
  // the run's temp folder instead of reaching the user's, and nothing there is read from the user's.
  await using sandbox = await ctx.isolation.open({
    worktree: worktree.path,
    folder: worktree.folder,
    protectedPaths: watch,
    hidden: {
      repository: ctx.repo.dir,
      logDir: ctx.logs.dir,
      env: deps.env ?? process.env,
      others: [...(settings.twoPhase?.heldOutOutside ?? []), ...(ctx.hiddenBeside ?? [])],
    },
    ...(deps.signal === undefined ? {} : { signal: deps.signal }),
    ...(worktree.view === undefined ? {} : { view: worktree.view, gitDir: worktree.gitDir }),
    ...(ctx.runtime ? { runtime: viewFor(ctx.runtime, worktree.path) } : {}),
  });
  // After the sandbox is open: a view is mounted by then (the files are what the evaluation sees), so
  // the held-out files are removed from the view itself (whiteouts in the run's upper layer, which the
  // account cannot undo: the lower layer is out of its reach) before any code of the branch starts.
  await hideHeldOut(worktree.path, watch, settings.twoPhase);
  await maskIdeaTreeRecord(worktree.path, ctx.location.prefix);
  const before = await fingerprintFiles(worktree.path, watch);
  ctx.log(`evaluating ${logSubdir} at ${commit.slice(0, 12)} in ${worktree.path}`);
  // The worktree shares the repository's git config: hide the job's credentials from the evaluated code,
  // and put the config back before git runs again, so a planted core.fsmonitor or pushurl never runs.
  await using guard = await guardCredentials((args) => ctx.repo.run(args), await ctx.repo.commonDir());
  const phaseOne = await (deps.evaluate ?? runEvaluation)({
    ...sharedRequest(ctx, logSubdir),
    command,
    cwd: worktree.path,
    extraEnv: { ...sandbox.environment, ARBOR_CWD: worktree.path, ARBOR_NODE_ID: nodeId, ...seedEnv },
    ...(sandbox.launcher === undefined ? {} : { launcher: sandbox.launcher }),
    run: {
      repeat: place.repeat,
      repeats: place.repeats,
      firstAttempt: place.firstAttempt,
      ...(place.atMost === true ? { atMost: true } : {}),
    },
    // Two-phase: the branch's run only produces its outputs; phase 2's scorer gives the score.
    scored: settings.twoPhase === null,
  });
  const { configTampered, gitState } = await guard.restore();
  const after = await fingerprintFiles(worktree.path, watch);
  // Two-phase: no protected entry point runs in this worktree, so what phase 1 adds there shadows nothing.
  const shadows = settings.twoPhase === null ? await sandbox.createdShadows() : [];
  const result =
    settings.twoPhase === null
      ? phaseOne
      : await scoreOutputs(ctx, settings.twoPhase, {
          commit,
          nodeId,
          logSubdir,
          protectedFiles: watch,
          worktree: worktree.path,
          place,
          result: phaseOne,
          close: () => sandbox.close(),
        });
  const failure =
    result.failure === null
      ? null
      : { ...result.failure, message: `${result.failure.message}${isolatedFailureNote(ctx.isolation)}` };
  return {
    result: {
      ...result,
      failure,
      attempts: result.attempts.map((a) => ({
        ...a,
        log: ctx.redact(a.log),
        ...(place.seed === null ? {} : { seed: place.seed }),
      })),
    },
    tampered: [
      ...shadows,
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
