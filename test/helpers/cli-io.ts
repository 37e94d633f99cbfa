/** The CLI's Io for tests that call `main` in-process: captures stdout and stderr, runs in `cwd`. */
import type { Io } from '../../src/commands/command.js';

export type CapturedIo = Io & { out: () => string; err: () => string };

export function captureIo(cwd: string): CapturedIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    interactive: false,
    env: process.env,
    cwd,
    out: () => out.join(''),
    err: () => err.join(''),
  };
}
