/**
 * Runs the evaluation command (docs/architecture.md "The merge procedure", steps 4-6): one process group
 * per attempt, timeout with SIGTERM then SIGKILL to the whole group, output streamed line by line and
 * kept bounded, retries with capped exponential backoff.
 *
 * Process lifetime: the command runs as `sh -c` in its own process group (detached), stderr and stdout
 * on one pipe. When its main process exits, what is left of the group is frozen at once (SIGSTOP), the
 * pipe is read until it is quiet, and that is where the scored output ends: a background process that
 * prints (or rewrites the score file) later, for instance when the gate ends the group and it traps
 * SIGTERM, does not count. The score file is read while the group is frozen, and read again after the
 * group was ended (TERM, then KILL after the grace period): if it changed, there is no score.
 * An isolated evaluation's launcher (src/eval/isolation) also ends every process of its account as
 * soon as the main process exited, before the score file is read.
 *
 * Not closed: output written in the instant between the main process's exit and the freeze (a process
 * that watches for the exit and prints at once) still counts, and a process that called setsid() or
 * setpgid() left the group: it is out of reach of the freeze and of the group's signals, may outlive
 * the attempt when unisolated (isolated, the launcher ends it), and output it keeps
 * writing past the settle time means no score, since the gate cannot tell where the exit was.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { InfraError, UserError } from '../errors.js';
import type { Attempt } from './types.js';
import { AttemptOutput } from './attempt-output.js';
import { evalEnvironment } from './command.js';
import { endGroup, signalGroup } from './process-group.js';
import {
  removeScoreFile,
  resolveScoreFilePath,
  sameSnapshot,
  scoreFromSnapshot,
  snapshotScoreFile,
  type ScoreFileSnapshot,
} from './score-file.js';
import { createScoreScanner, type ScoreReading, type ScoreScanner } from './score.js';
import {
  MAX_TIMEOUT_MS,
  type EvalLauncher,
  type EvalRequest,
  type EvalResult,
  type RetryPolicy,
} from './types.js';

/**
 * Once the group is frozen, the pipe is read until no output came for SETTLE_MS (and a turn of the event
 * loop), for at most SETTLE_MAX_MS; only a process that escaped the group can still write then. 200 ms,
 * not less: on a loaded machine a process that writes without pause can wait that long for a CPU, and
 * must not look quiet (50 ms let an unisolated setsid escape's score through under load 7 on 2 CPUs).
 */
const SETTLE_MS = 200;
const SETTLE_MAX_MS = 5000;
/**
 * After the rest of the group was ended, the pipe is read for the log until it closes, or until no data
 * came for DRAIN_IDLE_MS, and for at most DRAIN_MAX_MS: only a process that escaped the group (setsid)
 * can still hold it open.
 */
const DRAIN_IDLE_MS = 200;
const DRAIN_MAX_MS = 5000;

/** Delay before retry number `retry` (1-based): capped exponential; jitter takes up to 25% off. */
export function backoffDelayMs(
  retry: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const capped = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return policy.jitter ? Math.round(capped * (1 - 0.25 * random())) : capped;
}

interface AttemptOutcome {
  attempt: Attempt;
  reading: ScoreReading | null;
  /** What a failed attempt (non-zero exit, signal, timeout) printed as its score, read as a success's would be. */
  printed: ScoreReading | null;
  transient: boolean;
  aborted: boolean;
}

/** Why an attempt gave no score, or null when it did. */
function failureOf(
  outcome: AttemptOutcome,
  timeoutMs: number,
  scored: boolean,
): { code: 'eval_failed' | 'no_score'; message: string; retryable: boolean } | null {
  const { attempt, reading, transient } = outcome;
  if (attempt.score !== null) return null;
  const succeeded = !attempt.timed_out && attempt.signal === null && attempt.exit_code === 0;
  if (!scored && succeeded && !outcome.aborted) return null;
  if (outcome.aborted) return { code: 'eval_failed', message: 'evaluation was aborted', retryable: false };
  if (attempt.timed_out) {
    return {
      code: 'eval_failed',
      message: `evaluation timed out after ${timeoutMs / 1000}s`,
      retryable: true,
    };
  }
  if (attempt.signal !== null) {
    return { code: 'eval_failed', message: `evaluation was killed by ${attempt.signal}`, retryable: true };
  }
  if (attempt.exit_code !== 0) {
    return {
      code: 'eval_failed',
      message: `evaluation exited with code ${attempt.exit_code}`,
      retryable: transient,
    };
  }
  return {
    code: 'no_score',
    message: `evaluation exited 0 but gave no finite score: ${reading?.detail ?? 'nothing read'}`,
    retryable: transient,
  };
}

/** The command line that runs `command` with stderr dup'ed onto stdout (one pipe, in the order written). */
export const ONE_STREAM_ARGV = (command: string): string[] => [
  'sh',
  '-c',
  'exec 2>&1; exec sh -c "$1"',
  'sh',
  command,
];

/**
 * Starts the evaluation command, the one place a command is started: in its own process group
 * (detached), stdin closed, and stderr dup'ed onto stdout, so the two are one pipe read in the order
 * written, as Arbor reads them. The outer shell only redirects and execs: the command runs as the same
 * process (same pid and group), and it is passed as an argument, never pasted into shell text. An
 * isolation launcher wraps that command line (another user, namespaces); without one it runs as is.
 */
export function spawnEvaluation(
  command: string,
  cwd: string,
  env: Record<string, string>,
  launcher?: EvalLauncher,
): ChildProcessByStdio<null, Readable, null> {
  const argv = ONE_STREAM_ARGV(command);
  const launch = launcher?.launch(argv, env) ?? { file: argv[0] as string, args: argv.slice(1), env };
  return spawn(launch.file, launch.args, {
    cwd,
    env: launch.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The judged reading of an attempt that exited 0. */
function readingOf(
  scanner: ScoreScanner,
  settled: boolean,
  file: {
    name: string;
    key: string | undefined;
    atExit: ScoreFileSnapshot;
    afterEnd: ScoreFileSnapshot;
  } | null,
): ScoreReading {
  const none = { score: null, key: null, line: null, warnings: [] };
  if (!settled) {
    return {
      ...none,
      source: null,
      detail:
        `output kept arriving for ${SETTLE_MAX_MS / 1000}s after the evaluated command exited, from a process ` +
        'outside its process group, so the gate cannot tell which output came before the exit',
    };
  }
  if (file) {
    if (!sameSnapshot(file.atExit, file.afterEnd)) {
      return {
        ...none,
        source: 'file',
        detail: `score file ${file.name} changed after the evaluated command exited (it is not used)`,
      };
    }
    const fromFile = scoreFromSnapshot(file.atExit, file.key, file.name);
    if (fromFile.source) return fromFile;
  }
  return scanner.result();
}

async function runAttempt(
  n: number,
  req: EvalRequest,
  env: Record<string, string>,
  scoreFile: string | null,
): Promise<AttemptOutcome> {
  if (scoreFile) await removeScoreFile(req.cwd, scoreFile);
  const scanner = createScoreScanner(req.score);
  const onLine = req.onLine;
  const output = await AttemptOutput.open(
    join(req.logDir, `attempt-${n}.log`),
    scanner,
    onLine && ((line) => onLine(line, n)),
  );
  let timedOut = false;
  let aborted = false;
  const started = performance.now();

  const child = spawnEvaluation(req.command, req.cwd, env, req.launcher);
  output.attach(child.stdout);
  const exited = new Promise<Exit>((resolve, reject) => {
    child.once('exit', (code, signal) => {
      // Freeze what is left of the group at once: from here on, nothing it prints or writes counts.
      if (child.pid !== undefined) signalGroup(child.pid, 'SIGSTOP');
      resolve({ code, signal });
    });
    child.once('error', reject);
  });

  let killTimer: NodeJS.Timeout | undefined;
  const terminate = (): void => {
    if (child.pid === undefined || killTimer) return;
    signalGroup(child.pid, 'SIGTERM');
    killTimer = setTimeout(() => signalGroup(child.pid as number, 'SIGKILL'), req.killGraceMs);
  };
  const timer = setTimeout(() => {
    timedOut = true;
    terminate();
  }, req.timeoutMs);
  const onAbort = (): void => {
    aborted = true;
    terminate();
  };
  req.signal?.addEventListener('abort', onAbort, { once: true });
  if (req.signal?.aborted) onAbort();

  let exit: Exit;
  try {
    exit = await exited;
  } catch (error) {
    output.discard();
    throw new InfraError(`could not start the evaluation in ${req.cwd}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
    clearTimeout(killTimer);
    req.signal?.removeEventListener('abort', onAbort);
  }
  const duration = performance.now() - started;
  // Isolated: nothing of the evaluation's account outlives its main process (a setsid escape included).
  await req.launcher?.endAll();

  const settled = await output.settle(SETTLE_MS, SETTLE_MAX_MS);
  output.cut();
  const atExit = scoreFile ? await snapshotScoreFile(req.cwd, scoreFile) : null;
  await endGroup(child.pid as number, req.killGraceMs);
  await output.drain(DRAIN_IDLE_MS, DRAIN_MAX_MS);
  child.stdout.destroy();
  await output.close();

  let reading: ScoreReading | null = null;
  if (!aborted && req.scored !== false) {
    const file =
      scoreFile && atExit
        ? {
            name: req.score.file as string,
            key: req.score.key,
            atExit,
            afterEnd: await snapshotScoreFile(req.cwd, scoreFile),
          }
        : null;
    reading = readingOf(scanner, settled, file);
  }
  const succeeded = !timedOut && !aborted && exit.code === 0;
  const printed = !succeeded && reading !== null && reading.score !== null ? reading : null;
  if (!succeeded) reading = null;
  return {
    attempt: {
      n,
      exit_code: exit.code,
      signal: exit.signal,
      timed_out: timedOut,
      duration_s: Math.round(duration) / 1000,
      score: reading?.score ?? null,
      ...(reading?.key ? { score_key: reading.key, score_line: reading.line?.number ?? null } : {}),
      log: output.text(),
      log_path: output.logPath,
    },
    reading,
    printed,
    transient: output.transient,
    aborted,
  };
}

/**
 * An attempt that printed a score and then failed in a way that is retried (a transient marker, a
 * timeout, a signal): its score counts, as the run's, and it is not retried. A retry would be a second
 * draw that replaces the first, which a branch could ask for by printing "rate limit" after a low one.
 */
function countedPrinted(outcome: AttemptOutcome): Attempt | null {
  const { printed, attempt } = outcome;
  if (printed === null || printed.score === null) return null;
  return {
    ...attempt,
    score: printed.score,
    ...(printed.key ? { score_key: printed.key, score_line: printed.line?.number ?? null } : {}),
  };
}

/** Waits `ms`, returning early when the signal aborts. */
async function sleepUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<void> {
  await delay(ms, undefined, { signal }).catch(() => undefined);
}

function checkRequest(req: EvalRequest): void {
  if (!Number.isInteger(req.retry.retries) || req.retry.retries < 0) {
    throw new UserError(`eval_retries: expected a whole number of at least 0, got ${req.retry.retries}`);
  }
  if (req.command.includes('\0')) throw new UserError('eval command: contains a NUL byte');
  if (!(req.timeoutMs > 0 && req.timeoutMs <= MAX_TIMEOUT_MS)) {
    throw new UserError(
      `eval_timeout: expected a positive duration of at most ${MAX_TIMEOUT_MS} ms (about 24.8 days), got ${req.timeoutMs} ms`,
    );
  }
  createScoreScanner(req.score);
}

/**
 * One run of the evaluation: attempts until one gives a finite score, retrying up to `retry.retries`
 * times, or until a failure that is not retried. A judgement of several runs (repeats, pairs) calls this
 * once per run, each in a fresh worktree (src/gate/judgement/runs.ts). Every attempt's full output is in
 * `logDir/attempt-<n>.log`. Throws UserError for bad options, InfraError when the command cannot start
 * or the log cannot be written; an evaluation that fails is a result, not an exception.
 */
export async function runEvaluation(req: EvalRequest): Promise<EvalResult> {
  checkRequest(req);
  const scoreFile =
    req.score.file === undefined || req.scored === false
      ? null
      : resolveScoreFilePath(req.cwd, req.score.file);
  await mkdir(req.logDir, { recursive: true }).catch((error: Error) => {
    throw new InfraError(`could not create the evaluation log folder ${req.logDir}: ${error.message}`);
  });
  const env = evalEnvironment(req.env ?? process.env, req.extraEnv);
  const sleep = req.sleep ?? ((ms: number) => sleepUnlessAborted(ms, req.signal));
  const maxTries = req.retry.retries + 1;
  const run = req.run ?? { repeat: 1, repeats: 1, firstAttempt: 1 };
  const attempts: Attempt[] = [];
  const warnings = new Set<string>();
  let origin: Pick<EvalResult, 'scoreKey' | 'scoreLine'> = { scoreKey: null, scoreLine: null };
  const result = (score: number | null, failure: EvalResult['failure']): EvalResult => ({
    attempts,
    score,
    failure,
    ...origin,
    warnings: [...warnings],
  });
  const failed = (code: 'eval_failed' | 'no_score', message: string) => result(null, { code, message });

  for (let tryNumber = 1; ; tryNumber++) {
    if (req.signal?.aborted) return failed('eval_failed', 'evaluation was aborted');
    const n = run.firstAttempt + attempts.length;
    req.onAttemptStart?.({
      n,
      repeat: run.repeat,
      repeats: run.repeats,
      atMost: run.atMost === true,
      scored: req.scored !== false,
      tryNumber,
      maxTries,
    });
    const outcome = await runAttempt(n, req, env, scoreFile);
    const failure = failureOf(outcome, req.timeoutMs, req.scored !== false);
    const counted = failure?.retryable === true ? countedPrinted(outcome) : null;
    const attempt = counted ?? outcome.attempt;
    attempts.push(attempt);
    req.onAttemptEnd?.(attempt);
    const reading = counted === null ? outcome.reading : outcome.printed;
    if (reading?.key) origin = { scoreKey: reading.key, scoreLine: reading.line };
    if (counted !== null) {
      warnings.add(
        `attempt ${n} printed a score and then failed (${failure?.message}): its score counts and it was not retried, since a retry would be a second draw`,
      );
    }
    if (!failure || counted !== null) {
      for (const warning of reading?.warnings ?? []) warnings.add(warning);
      return result(attempt.score, null);
    }
    if (!failure.retryable || tryNumber >= maxTries) {
      const tries = tryNumber > 1 ? ` (after ${tryNumber} attempts)` : '';
      const which =
        run.repeats > 1
          ? ` in run ${run.repeat} of ${run.atMost === true ? 'at most ' : ''}${run.repeats}`
          : '';
      return failed(failure.code, `${failure.message}${which}${tries}`);
    }
    await sleep(backoffDelayMs(tryNumber, req.retry));
  }
}
