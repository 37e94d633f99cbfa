/**
 * The two-phase evaluation (settings score-cmd-test and held-out, docs/architecture.md "Two-phase
 * evaluation"). Phase 1 is evaluate.ts's run of eval-cmd-test in the run's worktree, with the held-out
 * files removed from it (hideHeldOut) and its output not scored. When it ended, every process it left
 * ended with it (the runner's end: PID namespace, cgroup, or settle); scoreOutputs then copies the
 * declared outputs into a fresh gate-owned folder beside trunk's protected and held-out files
 * (score-folder.ts), closes phase 1's sandbox (which removes its worktree), and runs score-cmd-test
 * once there in a sandbox, HOME and TMPDIR of its own. No code of the branch runs while the score is
 * made, and the branch never sees the labels.
 */
import { createReadStream } from 'node:fs';
import { viewFor } from '../../eval/runtime-view/view.js';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { substituteCommand } from '../../eval/command.js';
import { NO_GIT, type Isolator } from '../../eval/isolation/index.js';
import { runEvaluation } from '../../eval/runner.js';
import type { Attempt, EvalResult } from '../../eval/types.js';
import { protectedMatcher } from '../paths/protected.js';
import type { GateContext } from '../context.js';
import { guardCredentials } from '../credential-guard.js';
import { sharedRequest, type RunPlace } from './run-request.js';
import { buildScoreFolder, type ScoreFolder } from './score-folder.js';
import { isCsvPath, shapeMismatch, shapeOrProblem, streamShapeOrProblem } from '../outputs/format.js';
import type { TwoPhaseSettings } from './settings.js';

/** Removes the committed held-out files from phase 1's worktree (they are among the protected files). */
export async function hideHeldOut(
  worktree: string,
  protectedFiles: readonly string[],
  twoPhase: TwoPhaseSettings | null,
): Promise<void> {
  if (twoPhase === null || twoPhase.heldOutGlobs.length === 0) return;
  const isHeldOut = protectedMatcher(twoPhase.heldOutGlobs);
  for (const path of protectedFiles.filter(isHeldOut)) await rm(join(worktree, path), { force: true });
}

function tagged(attempts: readonly Attempt[], phase: 1 | 2): Attempt[] {
  return attempts.map((attempt) => ({ ...attempt, phase }));
}

function named(failure: EvalResult['failure'], phase: string): EvalResult['failure'] {
  return failure === null ? null : { ...failure, message: `${phase}: ${failure.message}` };
}

export interface PhaseOne {
  /** The evaluated commit, its protected files, phase 1's worktree and its run's place. */
  commit: string;
  nodeId: string;
  logSubdir: string;
  protectedFiles: readonly string[];
  worktree: string;
  place: RunPlace;
  result: EvalResult;
  /** Closes phase 1's sandbox: its processes are ended, its worktree is given up. */
  close: () => Promise<void>;
}

/** The outputs a branch declares: its submission and its required outputs. */
function declaredOutputs(ctx: GateContext): string[] {
  const { submissionPath, requiredOutputs } = ctx.settings;
  return [...(submissionPath === null ? [] : [submissionPath]), ...requiredOutputs];
}

/**
 * The submission's format against the sample, read from the copy phase 2 is about to score (the file
 * phase 1 wrote, not the committed one): a CSV submission of another shape is refused as not given.
 */
async function checkSubmission(
  ctx: GateContext,
  commit: string,
  cwd: string,
  folder: ScoreFolder,
): Promise<ScoreFolder> {
  const { submissionPath, sampleSubmissionPath } = ctx.settings;
  if (submissionPath === null || sampleSubmissionPath === null || !isCsvPath(submissionPath)) return folder;
  if (!folder.files.includes(submissionPath)) return folder;
  const sample = await ctx.repo.showFile(commit, sampleSubmissionPath);
  const copy = join(cwd, submissionPath);
  const problem =
    sample === null
      ? `${sampleSubmissionPath}: sample submission not found at the evaluated commit, so ${submissionPath}'s format cannot be checked`
      : shapeMismatch(
          await streamShapeOrProblem(createReadStream(copy), submissionPath),
          shapeOrProblem(sample.toString('utf8'), sampleSubmissionPath),
          submissionPath,
          sampleSubmissionPath,
        );
  if (problem === null) return folder;
  await rm(copy, { force: true });
  return {
    ...folder,
    files: folder.files.filter((path) => path !== submissionPath),
    notGiven: [...folder.notGiven, problem],
  };
}

/**
 * Phase 2 after phase 1 (see the module comment): the run's result, phase 1's attempts first (tagged
 * `phase: 1`), then phase 2's (`phase: 2`); only phase 2 gives the score. A phase 1 that failed is the
 * run's failure (eval_failed), and phase 2 does not run.
 */
export async function scoreOutputs(
  ctx: GateContext,
  twoPhase: TwoPhaseSettings,
  one: PhaseOne,
): Promise<EvalResult> {
  const first = tagged(one.result.attempts, 1);
  if (one.result.failure !== null) {
    await one.close();
    return { ...one.result, attempts: first, failure: named(one.result.failure, 'phase 1 (eval-cmd-test)') };
  }
  const parent = await mkdtemp(join(ctx.isolation.worktreeParent ?? tmpdir(), 'arbor-gate-score-'));
  try {
    const cwd = join(parent, 'score');
    await mkdir(cwd, { mode: 0o755 });
    const built = await buildScoreFolder({
      repo: ctx.repo,
      commit: one.commit,
      protectedFiles: one.protectedFiles,
      worktree: one.worktree,
      outputs: declaredOutputs(ctx),
      heldOutOutside: twoPhase.heldOutOutside,
      folder: cwd,
    });
    const folder = await checkSubmission(ctx, one.commit, cwd, built);
    await one.close();
    // git run by the scorer fails here and looks no further up (an isolated sandbox expects the file).
    await writeFile(join(cwd, '.git'), NO_GIT);
    return await runScorer(ctx, twoPhase, one, { parent, cwd, ...folder }, first);
  } finally {
    await one.close();
    await rm(parent, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Runs score-cmd-test once in its folder, in a sandbox of its own, and joins the two phases' results. */
async function runScorer(
  ctx: GateContext,
  twoPhase: TwoPhaseSettings,
  one: PhaseOne,
  made: ScoreFolder & { parent: string; cwd: string },
  first: Attempt[],
): Promise<EvalResult> {
  const { deps } = ctx;
  const { place } = one;
  const command = substituteCommand(twoPhase.scoreCmdTest, {
    cwd: made.cwd,
    nodeId: one.nodeId,
    seed: place.seed,
  });
  await using sandbox = await ctx.isolation.open({
    worktree: made.cwd,
    folder: made.parent,
    protectedPaths: made.files,
    hidden: {
      repository: ctx.repo.dir,
      logDir: ctx.logs.dir,
      env: deps.env ?? process.env,
      others: ctx.hiddenBeside ?? [],
    },
    ...(deps.signal === undefined ? {} : { signal: deps.signal }),
    ...(ctx.runtime ? { runtime: viewFor(ctx.runtime, made.cwd) } : {}),
  });
  ctx.log(`scoring ${one.logSubdir} in ${made.cwd} (phase 2: score-cmd-test)`);
  await using guard = await guardCredentials((args) => ctx.repo.run(args), await ctx.repo.commonDir());
  const scored = await (deps.evaluate ?? runEvaluation)({
    ...sharedRequest(ctx, one.logSubdir),
    command,
    cwd: made.cwd,
    extraEnv: {
      ...sandbox.environment,
      ARBOR_CWD: made.cwd,
      ARBOR_NODE_ID: one.nodeId,
      ARBOR_HELD_OUT: made.heldOutCopies.join('\n'),
      ...(place.seed === null ? {} : { ARBOR_SEED: String(place.seed) }),
    },
    ...(sandbox.launcher === undefined ? {} : { launcher: sandbox.launcher }),
    run: {
      repeat: place.repeat,
      repeats: place.repeats,
      firstAttempt: place.firstAttempt + first.length,
      ...(place.atMost === true ? { atMost: true } : {}),
    },
  });
  await guard.restore();
  const notGiven = made.notGiven.map(
    (why) => `phase 2 (score-cmd-test) was not given a declared output: ${why}`,
  );
  return {
    ...scored,
    attempts: [...first, ...tagged(scored.attempts, 2)],
    failure: named(scored.failure, 'phase 2 (score-cmd-test)'),
    warnings: [...notGiven, ...scored.warnings],
  };
}

/** The modes whose evaluation has a mount namespace without the repository's git folder. */
const MOUNT_NAMESPACE_MODES: ReadonlySet<string> = new Set(['user+pidns', 'rootless']);

/**
 * What a two-phase verdict must say when phase 1 had no mount namespace (isolation user or none): the
 * committed held-out files are in the repository's object store, which the branch's code can read.
 */
export function heldOutWarnings(
  isolator: Pick<Isolator, 'mode'>,
  twoPhase: TwoPhaseSettings | null,
  names: { heldOut: string; isolation: string },
): string[] {
  if (twoPhase === null || twoPhase.heldOutGlobs.length === 0 || MOUNT_NAMESPACE_MODES.has(isolator.mode))
    return [];
  return [
    `two-phase evaluation without a mount namespace (${names.isolation} ${isolator.mode}): the committed ` +
      `${names.heldOut} files are removed from phase 1's worktree, but the branch's code can still read them ` +
      `from the repository's git objects (and every clone has them); keep the labels outside the repository ` +
      `(an absolute ${names.heldOut} path the evaluation account cannot read), or run the gate where PID and ` +
      `mount namespaces are allowed (as root, with passwordless sudo, or without root with bubblewrap: rootless)`,
  ];
}
