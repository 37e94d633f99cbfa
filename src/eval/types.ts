/** The contract between the gate procedure and the evaluation runner (src/eval). */

/** Where a score was read: a line of the evaluation's output, or the score file. */
export interface ScoreLine {
  /** 1-based line number in the attempt's output (stdout and stderr as one stream); null for the score file. */
  number: number | null;
  /** The line around the key, shortened, control characters removed (`score file <path>` for the file). */
  text: string;
}

/** One run of the evaluated command, as the verdict reports it. */
export interface Attempt {
  n: number;
  exit_code: number | null;
  signal: string | null;
  timed_out: boolean;
  duration_s: number;
  score: number | null;
  /** The key (or `--score-regex`) the score was read at, when one was found. */
  score_key?: string | null;
  /** The line of the attempt's output it was read from (see ScoreLine), when one was found. */
  score_line?: number | null;
  /** Bounded head + tail of the attempt's output. */
  log: string;
  /** Where the full output of the attempt was written, when it was kept. */
  log_path?: string;
  /**
   * Which tree the run measured, in a paired judgement, or trunk's runs beside the candidate's when
   * the evaluation is broken on trunk itself; absent otherwise in single mode.
   */
  side?: 'trunk' | 'candidate';
  /** The run's seed ({seed}, ARBOR_SEED); null for a single run without repeats. */
  seed?: number | null;
  /**
   * Two-phase evaluation only: 1 for the branch's run of eval-cmd-test (its exit code decides
   * eval_failed, it has no score), 2 for the trusted scorer's run. Absent in single-phase evaluation.
   */
  phase?: 1 | 2;
}

export interface ScoreOptions {
  /** Dotted JSON key that holds the score (--score-key). */
  key?: string;
  /** JSON file, relative to the evaluation cwd, that holds the score (--score-file). */
  file?: string;
  /** Regular expression with one capture group; replaces the key rule (--score-regex). */
  regex?: string;
}

export interface RetryPolicy {
  /** Retries after the first attempt (eval_retries). */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Random jitter on the backoff; tests switch it off. */
  jitter: boolean;
}

/** The longest timeout a timer can wait (2^31-1 ms, about 24.8 days); a longer one would fire at once. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * How the evaluation ran (src/eval/isolation): as another user, also in its own PID namespace, as the
 * gate's own uid in its own user, PID and mount namespaces (rootless), or as the gate.
 */
export type IsolationMode = 'user' | 'user+pidns' | 'rootless' | 'none';

/**
 * How the evaluation's last process was ended: by its PID namespace's end, by killing its cgroup the
 * moment its main process exited (both atomic), or only by its process group and the settle window.
 */
export type EvalEnd = 'pidns' | 'cgroup' | 'settle';

/** How the runner starts the command and ends what it leaves, when the evaluation is isolated. */
export interface EvalLauncher {
  /** The program, arguments and environment that run the command line `argv` with the environment `env`. */
  launch(
    argv: readonly string[],
    env: Record<string, string>,
  ): { file: string; args: string[]; env: Record<string, string> };
  /** Ends every process the evaluation left; called as soon as its main process exited or was killed. */
  endAll(): Promise<void>;
}

export interface AttemptStart {
  /** Attempt number over the whole evaluation (1-based; names the log file attempt-<n>.log). */
  n: number;
  /** Which run of the judgement this attempt works towards (1..repeats; a pair counts two runs). */
  repeat: number;
  repeats: number;
  /** `repeats` is a cap the judgement may stop before (paired, auto), not the number it will make. */
  atMost: boolean;
  /** False for a two-phase evaluation's phase 1, which writes outputs and prints no score. */
  scored: boolean;
  /** Try number within this run (1 = first, then retries) and the most tries allowed (retries + 1). */
  tryNumber: number;
  maxTries: number;
}

export interface EvalRequest {
  /** The shell command, placeholders already substituted with shell-quoted values. */
  command: string;
  /** Working directory of the command (the worktree). */
  cwd: string;
  /** Extra variables (ARBOR_CWD, ARBOR_NODE_ID); the runner's credentials are removed from the inherited env. */
  extraEnv: Record<string, string>;
  /** At most MAX_TIMEOUT_MS. */
  timeoutMs: number;
  /** Time between SIGTERM and SIGKILL to the process group. */
  killGraceMs: number;
  retry: RetryPolicy;
  /**
   * Which run of a judgement this is (for the live log and the failure message) and the number of its
   * first attempt (attempts are numbered over the whole judgement); default run 1 of 1, attempt 1.
   */
  run?: { repeat: number; repeats: number; firstAttempt: number; atMost?: boolean };
  score: ScoreOptions;
  /**
   * False for a two-phase evaluation's phase 1: an attempt that exits 0 succeeds without a score, and
   * neither the output nor the score file is read. Default true.
   */
  scored?: boolean;
  /** Folder where the full output of every attempt is written (one file each). */
  logDir: string;
  /**
   * Called with each complete output line as it arrives (for the live log), without its line break:
   * stdout and stderr are one stream, in the order written. A line longer than 1 MiB arrives cut, with a
   * marker. Output written after the command's main process exited is not scored and not passed here.
   */
  onLine?: (line: string, attempt: number) => void;
  /** Called before each attempt starts (for the live log). */
  onAttemptStart?: (start: AttemptStart) => void;
  /** Called when an attempt has ended and what was left of its process group was ended. */
  onAttemptEnd?: (attempt: Attempt) => void;
  /** The environment the command's environment is derived from (credentials removed); default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Starts the command as another user and ends all its processes (default: `sh -c` as the gate). */
  launcher?: EvalLauncher;
  /** Aborts the running attempt (process group killed) and stops retrying. */
  signal?: AbortSignal;
  /** Injected sleep so tests can observe backoff without waiting. */
  sleep?: (ms: number) => Promise<void>;
}

export interface EvalResult {
  attempts: Attempt[];
  /** The run's score: the successful attempt's. */
  score: number | null;
  /** Why no score was judged; null when score is set. */
  failure: { code: 'eval_failed' | 'no_score'; message: string } | null;
  /** The key and line the last attempt that read one took its score (or its no score) from. */
  scoreKey: string | null;
  scoreLine: ScoreLine | null;
  /** Warnings of the successful attempt (several score keys with none pinned). */
  warnings: string[];
}
