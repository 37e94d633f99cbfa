/** Test helpers for the evaluation runner: temp folders, requests with fast defaults, process checks. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EvalRequest } from '../../src/eval/types.js';

export interface EvalSandbox {
  root: string;
  /** The evaluation's working folder (stands in for the worktree). */
  cwd: string;
  logDir: string;
  /** Backoff delays the runner asked the injected sleep for, in order. */
  sleeps: number[];
  request(overrides?: Partial<EvalRequest>): EvalRequest;
  cleanup(): void;
}

export function createEvalSandbox(): EvalSandbox {
  const root = mkdtempSync(join(tmpdir(), 'arbor-gate-eval-'));
  const cwd = join(root, 'worktree');
  const logDir = join(root, 'logs');
  mkdirSync(cwd);
  const sleeps: number[] = [];
  return {
    root,
    cwd,
    logDir,
    sleeps,
    request: (overrides = {}) => ({
      command: 'true',
      cwd,
      extraEnv: { ARBOR_CWD: cwd, ARBOR_NODE_ID: '1.2' },
      timeoutMs: 10_000,
      killGraceMs: 200,
      retry: { retries: 0, baseDelayMs: 1000, maxDelayMs: 30_000, jitter: false },
      score: {},
      logDir,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...overrides,
    }),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * Whether a process still runs. A zombie (killed, waiting for a parent or an init that may never reap
 * it in a container) has stopped running and counts as gone.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** Kills a process the test started on purpose outside the runner's reach (setsid). */
export function killIfRunning(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The pids printed by a command as `<label> <pid>` lines. */
export function pidsFrom(lines: string[], label: string): number[] {
  return lines.flatMap((line) => {
    const match = new RegExp(`^${label} (\\d+)$`).exec(line);
    return match ? [Number(match[1])] : [];
  });
}
