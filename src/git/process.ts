/**
 * One git process, run to its end: spawned directly with exactly the arguments and environment the
 * adapter (src/git/adapter.ts) gives, no shell, and what it left (exit code, both streams).
 */
import { spawn } from 'node:child_process';
import { InfraError } from '../errors.js';

export class GitCommandError extends InfraError {
  override name = 'GitCommandError';
  constructor(
    readonly args: readonly string[],
    readonly gitExitCode: number,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(
      `git ${args.join(' ')} failed (exit ${gitExitCode}): ${(stderr || stdout).trim().split('\n').slice(-3).join(' | ')}`,
    );
  }
}

/** What a git process left: its exit code (-1: it never started, or was ended) and both streams. */
export interface GitExit {
  code: number;
  stdout: Buffer;
  stderr: string;
}

export interface SpawnOptions {
  /** Written to git's stdin (`cat-file --batch`, `--stdin`); otherwise stdin is closed. */
  input?: string | Buffer;
  /** Ends the process when it aborts. */
  signal?: AbortSignal;
}

/**
 * Runs one git process to its end. Directly, not through a wrapper library: simple-git waits 50 ms more
 * for every command that prints nothing (update-ref, merge-base --is-ancestor, worktree remove...).
 */
export function spawnGit(
  args: readonly string[],
  cwd: string,
  env: Record<string, string>,
  options: SpawnOptions = {},
): Promise<GitExit> {
  return new Promise((resolve) => {
    const child = spawn('git', args, {
      cwd,
      env,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      windowsHide: true,
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    // A spawn failure (git missing, cwd gone) or an abort has no exit code.
    child.on('error', (error) => resolve({ code: -1, stdout: Buffer.alloc(0), stderr: error.message }));
    child.on('close', (code) =>
      resolve({
        code: code ?? -1,
        stdout: Buffer.concat(stdout),
        stderr: Buffer.concat(stderr).toString('utf8'),
      }),
    );
    if (child.stdin !== null) {
      // git may exit before reading all of its input (EPIPE): its exit code and stderr say why.
      child.stdin.on('error', () => undefined);
      child.stdin.end(options.input);
    }
  });
}
