/**
 * What every run of an evaluation command asks the runner for, whichever phase it is: the timeout,
 * the retry policy, the score settings, the log folder and the caller's hooks.
 */
import { join } from 'node:path';
import type { EvalRequest } from '../../eval/types.js';
import type { GateContext } from '../context.js';

export type SharedRequest = Omit<EvalRequest, 'command' | 'cwd' | 'extraEnv' | 'launcher' | 'run'>;

export function sharedRequest(ctx: GateContext, logSubdir: string): SharedRequest {
  const { settings, deps } = ctx;
  return {
    timeoutMs: settings.evalTimeoutMs,
    killGraceMs: deps.killGraceMs ?? 5000,
    retry: {
      retries: settings.evalRetries,
      baseDelayMs: settings.evalRetryBaseDelayMs,
      maxDelayMs: settings.evalRetryMaxDelayMs,
      jitter: deps.jitter ?? true,
    },
    score: settings.score,
    logDir: join(ctx.logs.dir, logSubdir),
    ...deps.progress,
    ...(deps.env === undefined ? {} : { env: deps.env }),
    ...(deps.signal === undefined ? {} : { signal: deps.signal }),
    ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }),
  };
}

/** Which run of a judgement an evaluation is: its seed, its place among the runs, its first attempt's number. */
export interface RunPlace {
  seed: number | null;
  repeat: number;
  repeats: number;
  /** `repeats` is the judgement's cap, not its planned number (paired, auto). */
  atMost?: boolean;
  firstAttempt: number;
}
