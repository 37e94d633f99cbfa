/**
 * The live log of an evaluation. On a terminal: one status line redrawn in place (attempt, elapsed time,
 * last output line), at most every `redrawMs`. Elsewhere (CI logs): plain lines, every output line as is.
 * Its methods have the names of EvalRequest's hooks, so the gate can spread it into the request.
 */
import { CLEAR_LINE } from '../util/terminal.js';
import { printable } from './capture.js';
import type { Attempt, AttemptStart } from './types.js';

export interface ProgressOptions {
  write: (text: string) => void;
  interactive: boolean;
  /** Terminal width; the status line is cut to fit. */
  columns?: number;
  now?: () => number;
  redrawMs?: number;
}

export interface EvalProgress {
  onAttemptStart: (start: AttemptStart) => void;
  onLine: (line: string, attempt: number) => void;
  onAttemptEnd: (attempt: Attempt) => void;
  /** Clears the status line and stops redrawing. */
  done: () => void;
}

export function attemptLabel(start: AttemptStart): string {
  const tries = `attempt ${start.tryNumber}/${start.maxTries}`;
  if (start.repeats <= 1) return tries;
  const run = start.atMost
    ? `run ${start.repeat} of at most ${start.repeats}`
    : `run ${start.repeat}/${start.repeats}`;
  return `${run}, ${tries}`;
}

/** How an attempt ended; `scored` false (two-phase's phase 1): a clean exit wrote outputs, no score. */
export function attemptSummary(attempt: Attempt, scored = true): string {
  const ending = attempt.timed_out
    ? 'timed out'
    : attempt.signal !== null
      ? `killed by ${attempt.signal}`
      : `exit ${attempt.exit_code}`;
  const where = attempt.score_key
    ? ` ("${attempt.score_key}"${attempt.score_line ? `, line ${attempt.score_line}` : ''})`
    : '';
  const clean = !attempt.timed_out && attempt.signal === null && attempt.exit_code === 0;
  const score =
    attempt.score !== null
      ? `score ${attempt.score}${where}`
      : scored || !clean
        ? 'no score'
        : 'outputs written for phase 2 to score';
  return `attempt ${attempt.n} finished: ${ending} in ${attempt.duration_s.toFixed(1)}s, ${score}`;
}

/** The status line's text: escape sequences and control characters of the output removed, cut to width. */
export function statusLine(label: string, elapsedMs: number, lastLine: string, columns: number): string {
  const text = `eval ${label} | ${Math.floor(elapsedMs / 1000)}s | ${printable(lastLine)}`;
  return text.length < columns ? text : text.slice(0, Math.max(0, columns - 1));
}

export function createEvalProgress(options: ProgressOptions): EvalProgress {
  const { write, interactive, columns = 80, now = Date.now, redrawMs = 250 } = options;
  let label = '';
  let scored = true;
  let startedAt = 0;
  let lastLine = '';
  let lastDraw = -Infinity;
  let drawn = false;
  let ticker: NodeJS.Timeout | undefined;

  const draw = (): void => {
    write(CLEAR_LINE + statusLine(label, now() - startedAt, lastLine, columns));
    lastDraw = now();
    drawn = true;
  };
  const clear = (): void => {
    clearInterval(ticker);
    ticker = undefined;
    if (drawn) write(CLEAR_LINE);
    drawn = false;
  };

  return {
    onAttemptStart(start) {
      label = attemptLabel(start);
      scored = start.scored;
      startedAt = now();
      lastLine = '';
      if (!interactive) {
        write(`eval ${label} started\n`);
        return;
      }
      draw();
      // Keeps the elapsed time moving while the command is silent; never keeps the process alive.
      ticker = setInterval(draw, redrawMs);
      ticker.unref();
    },
    onLine(line) {
      if (!interactive) {
        write(`${line}\n`);
        return;
      }
      lastLine = line;
      if (now() - lastDraw >= redrawMs) draw();
    },
    onAttemptEnd(attempt) {
      if (interactive) clear();
      write(`${attemptSummary(attempt, scored)}\n`);
    },
    done: clear,
  };
}
