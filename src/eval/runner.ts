/**
 * Runs the evaluation command (DESIGN.md "The merge procedure", steps 4-6): one process group per
 * attempt, timeout with SIGTERM then SIGKILL to the whole group, output streamed line by line and kept
 * bounded, retries with capped exponential backoff, repeats averaged.
 *
 * Process lifetime: the command runs as `sh -c` in its own process group (detached). When its main
 * process exits, the runner waits only a short drain for the pipes to close, because a stray grandchild
 * may hold them open for ever; then it closes its ends and ends what is left of the group (TERM, then
 * KILL after the grace period). A process that calls setsid() leaves the group and is out of reach of
 * process-group signals: it is not waited for (its output after the drain is lost). An isolated
 * evaluation's launcher (src/eval/isolation) ends every process of its account as soon as the main
 * process exited, before anything else; unisolated, such a process may outlive the attempt.
 */
import { spawn } from 'node:child_process';
import type { WriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { InfraError, UserError } from '../errors.js';
import type { Attempt } from './types.js';
import { HeadTailLog, LineSplitter } from './capture.js';
import { endGroup, signalGroup } from './process-group.js';
import { evalEnvironment } from './command.js';
import { readScoreFile, removeScoreFile, resolveScoreFilePath } from './score-file.js';
import { createScoreScanner, MAX_SCORED_LINE_LENGTH, type ScoreReading } from './score.js';
import type { EvalRequest, EvalResult, OutputStream, RetryPolicy } from './types.js';

const LOG_HEAD_BYTES = 16 * 1024;
const LOG_TAIL_BYTES = 48 * 1024;
/**
 * After the main process exited and the rest of its group was ended, the pipes are read until they close,
 * or until no data came for DRAIN_IDLE_MS, and for at most DRAIN_MAX_MS: only a process that escaped the
 * group (setsid) can still hold them open.
 */
const DRAIN_IDLE_MS = 200;
const DRAIN_MAX_MS = 5000;

/** Output that suggests a failure worth retrying (rate limits, network trouble, overloaded services). */
const TRANSIENT_MARKER =
  /\b429\b|rate[ _-]?limit|too many requests|timeout|timed out|temporarily unavailable|connection (?:reset|aborted)|service unavailable/i;

export function isTransientOutput(line: string): boolean {
  return TRANSIENT_MARKER.test(line);
}

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
  transient: boolean;
  aborted: boolean;
}

/** Why an attempt gave no score, or null when it did. */
function failureOf(
  outcome: AttemptOutcome,
  timeoutMs: number,
): { code: 'eval_failed' | 'no_score'; message: string; retryable: boolean } | null {
  const { attempt, reading, transient } = outcome;
  if (attempt.score !== null) return null;
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

async function openLogFile(path: string): Promise<WriteStream> {
  try {
    // The gate's alone: an isolated evaluation (another user) must not read earlier attempts' output.
    return (await open(path, 'w', 0o600)).createWriteStream();
  } catch (error) {
    throw new InfraError(`could not write the evaluation log ${path}: ${(error as Error).message}`);
  }
}

async function closeLogFile(file: WriteStream, path: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    file.once('error', reject);
    file.end(resolve);
  }).catch((error: Error) => {
    throw new InfraError(`could not write the evaluation log ${path}: ${error.message}`);
  });
}

async function runAttempt(
  n: number,
  req: EvalRequest,
  env: Record<string, string>,
  scoreFile: string | null,
): Promise<AttemptOutcome> {
  if (scoreFile) await removeScoreFile(req.cwd, scoreFile);
  const logPath = join(req.logDir, `attempt-${n}.log`);
  const file = await openLogFile(logPath);
  // Backpressure: a slow disk pauses the pipes instead of letting the output pile up in memory. A failed
  // disk resumes them, so the command is never blocked on a log that cannot be written.
  const waitingForDisk = new Set<Readable>();
  const resumeAll = (): void => {
    for (const stream of waitingForDisk) stream.resume();
    waitingForDisk.clear();
  };
  let fileError: Error | null = null;
  file.on('drain', resumeAll);
  file.on('error', (error) => {
    fileError = error;
    resumeAll();
  });
  const log = new HeadTailLog(LOG_HEAD_BYTES, LOG_TAIL_BYTES);
  const scanner = createScoreScanner(req.score);
  let transient = false;
  let timedOut = false;
  let aborted = false;
  const started = performance.now();
  let lastOutputAt = started;

  const launch = req.launcher?.launch(req.command, env) ?? { file: 'sh', args: ['-c', req.command], env };
  const child = spawn(launch.file, launch.args, {
    cwd: req.cwd,
    env: launch.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', reject);
  });

  const finishers: Array<() => void> = [];
  const ended: Array<Promise<void>> = [];
  function capture(stream: Readable, name: OutputStream): void {
    const decoder = new StringDecoder('utf8');
    const splitter = new LineSplitter(MAX_SCORED_LINE_LENGTH, (line, overlong) => {
      if (isTransientOutput(line)) transient = true;
      if (name === 'stdout' && !overlong) scanner.feed(line);
      req.onLine?.(line, n, name);
    });
    stream.on('data', (chunk: Buffer) => {
      lastOutputAt = performance.now();
      log.append(chunk);
      if (!fileError && !file.write(chunk)) {
        stream.pause();
        waitingForDisk.add(stream);
      }
      splitter.push(decoder.write(chunk));
    });
    let finished = false;
    finishers.push(() => {
      if (finished) return;
      finished = true;
      splitter.push(decoder.end());
      splitter.end();
    });
    ended.push(new Promise((resolve) => stream.once('close', () => resolve())));
    stream.on('error', () => undefined);
  }
  capture(child.stdout, 'stdout');
  capture(child.stderr, 'stderr');

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

  let exit: { code: number | null; signal: NodeJS.Signals | null };
  try {
    exit = await exited;
  } catch (error) {
    file.destroy();
    throw new InfraError(`could not start the evaluation in ${req.cwd}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
    clearTimeout(killTimer);
    req.signal?.removeEventListener('abort', onAbort);
  }
  const duration = performance.now() - started;
  // Isolated: nothing of the evaluation's account outlives its main process (a setsid escape included).
  await req.launcher?.endAll();

  await endGroup(child.pid as number, req.killGraceMs);
  const closed = Promise.all(ended).then(() => true);
  for (const deadline = performance.now() + DRAIN_MAX_MS; performance.now() < deadline;) {
    if (await Promise.race([closed, delay(DRAIN_IDLE_MS, false)])) break;
    if (waitingForDisk.size === 0 && performance.now() - lastOutputAt >= DRAIN_IDLE_MS) break;
  }
  child.stdout.destroy();
  child.stderr.destroy();
  for (const finish of finishers) finish();
  if (fileError) {
    file.destroy();
    throw new InfraError(`could not write the evaluation log ${logPath}: ${(fileError as Error).message}`);
  }
  await closeLogFile(file, logPath);

  let reading: ScoreReading | null = null;
  if (!timedOut && !aborted && exit.code === 0) {
    const fromFile = scoreFile
      ? await readScoreFile(req.cwd, scoreFile, req.score.key, req.score.file as string)
      : null;
    reading = fromFile?.source ? fromFile : scanner.result();
  }
  return {
    attempt: {
      n,
      exit_code: exit.code,
      signal: exit.signal,
      timed_out: timedOut,
      duration_s: Math.round(duration) / 1000,
      score: reading?.score ?? null,
      log: log.text(),
      log_path: logPath,
    },
    reading,
    transient,
    aborted,
  };
}

/** Waits `ms`, returning early when the signal aborts. */
async function sleepUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<void> {
  await delay(ms, undefined, { signal }).catch(() => undefined);
}

function checkRequest(req: EvalRequest): void {
  if (!Number.isInteger(req.repeats) || req.repeats < 1) {
    throw new UserError(`--eval-repeats: expected a whole number of at least 1, got ${req.repeats}`);
  }
  if (!Number.isInteger(req.retry.retries) || req.retry.retries < 0) {
    throw new UserError(`eval_retries: expected a whole number of at least 0, got ${req.retry.retries}`);
  }
  if (req.command.includes('\0')) throw new UserError('eval command: contains a NUL byte');
  if (!(req.timeoutMs > 0))
    throw new UserError(`eval_timeout: expected a positive duration, got ${req.timeoutMs}`);
  createScoreScanner(req.score);
}

/**
 * Evaluates until `repeats` attempts gave a finite score (score = their mean), retrying each run up to
 * `retry.retries` times, or until a failure that is not retried. Every attempt's full output is in
 * `logDir/attempt-<n>.log`. Throws UserError for bad options, InfraError when the command cannot start
 * or the log cannot be written; an evaluation that fails is a result, not an exception.
 */
export async function runEvaluation(req: EvalRequest): Promise<EvalResult> {
  checkRequest(req);
  const scoreFile = req.score.file === undefined ? null : resolveScoreFilePath(req.cwd, req.score.file);
  await mkdir(req.logDir, { recursive: true }).catch((error: Error) => {
    throw new InfraError(`could not create the evaluation log folder ${req.logDir}: ${error.message}`);
  });
  const env = evalEnvironment(req.env ?? process.env, req.extraEnv);
  const sleep = req.sleep ?? ((ms: number) => sleepUnlessAborted(ms, req.signal));
  const maxTries = req.retry.retries + 1;
  const attempts: Attempt[] = [];
  const scores: number[] = [];
  const failed = (code: 'eval_failed' | 'no_score', message: string): EvalResult => ({
    attempts,
    score: null,
    scores,
    failure: { code, message },
  });

  for (let repeat = 1; repeat <= req.repeats; repeat++) {
    for (let tryNumber = 1; ; tryNumber++) {
      if (req.signal?.aborted) return failed('eval_failed', 'evaluation was aborted');
      const n = attempts.length + 1;
      req.onAttemptStart?.({ n, repeat, repeats: req.repeats, tryNumber, maxTries });
      const outcome = await runAttempt(n, req, env, scoreFile);
      attempts.push(outcome.attempt);
      req.onAttemptEnd?.(outcome.attempt);
      const failure = failureOf(outcome, req.timeoutMs);
      if (!failure) {
        scores.push(outcome.attempt.score as number);
        break;
      }
      if (!failure.retryable || tryNumber >= maxTries) {
        const tries = tryNumber > 1 ? ` (after ${tryNumber} attempts)` : '';
        const run = req.repeats > 1 ? ` in run ${repeat} of ${req.repeats}` : '';
        return failed(failure.code, `${failure.message}${run}${tries}`);
      }
      await sleep(backoffDelayMs(tryNumber, req.retry));
    }
  }
  return { attempts, score: scores.reduce((sum, s) => sum + s, 0) / scores.length, scores, failure: null };
}
