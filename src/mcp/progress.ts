/**
 * The evaluation's progress as the MCP client sees it: when the call carried a progressToken, a
 * `notifications/progress` at each attempt's start and end and for output lines (at most one per
 * `everyMs`, so a chatty evaluator cannot flood the client); the full output goes to stderr as the
 * CLI's log does, never to stdout, which carries JSON-RPC alone.
 */
import { attemptLabel, attemptSummary, createEvalProgress } from '../eval/progress.js';
import { printable } from '../eval/capture.js';
import type { GateDeps } from '../gate/context.js';

export type Notify = (progress: number, message: string) => void;

const LINE_MAX = 200;

export function mcpProgress(
  stderr: (text: string) => void,
  notify: Notify | null,
  options: { everyMs?: number; now?: () => number } = {},
): NonNullable<GateDeps['progress']> & { done: () => void } {
  const { everyMs = 250, now = Date.now } = options;
  const log = createEvalProgress({ write: stderr, interactive: false });
  let step = 0;
  let lastLine = -Infinity;
  let scored = true;
  const send = (message: string) => notify?.(++step, printable(message).slice(0, LINE_MAX));
  return {
    onAttemptStart: (start) => {
      log.onAttemptStart(start);
      scored = start.scored;
      send(`evaluation ${attemptLabel(start)} started`);
    },
    onLine: (line, attempt) => {
      log.onLine(line, attempt);
      if (now() - lastLine < everyMs) return;
      lastLine = now();
      send(line);
    },
    onAttemptEnd: (attempt) => {
      log.onAttemptEnd(attempt);
      send(attemptSummary(attempt, scored));
    },
    done: () => log.done(),
  };
}
