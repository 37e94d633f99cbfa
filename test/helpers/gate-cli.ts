/**
 * Running the compiled CLI (test/helpers/adversarial-build.ts) on a test repository in its own
 * process, as a job would: the gate's arguments, and a start behind a prefix (setpriv, unshare).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import type { Verdict } from '../../src/gate/verdict.js';
import type { CompiledSource } from './adversarial-build.js';
import { captureIo, type CapturedIo } from './cli-io.js';
import { EVAL_CMD, TRUNK, type GateRepo } from './gate-repo.js';

/**
 * The CLI's arguments for a gate run on `repo` at the judgement's defaults (`judge: auto`, which
 * measures trunk itself): its trunk, its evaluator, no retries (`extra` wins).
 */
export function defaultGateArgs(
  repo: GateRepo,
  mode: 'merge' | 'verify',
  source: string,
  extra: string[] = [],
): string[] {
  return [
    mode,
    '--cwd',
    repo.work,
    '--source',
    source,
    '--trunk-branch',
    TRUNK,
    '--eval-cmd-test',
    EVAL_CMD,
    '--eval-retries',
    '0',
    ...extra,
  ];
}

/** The CLI's arguments for a gate run on `repo` under single's rule, against a trunk score of 5 (`extra` wins). */
export function gateArgs(
  repo: GateRepo,
  mode: 'merge' | 'verify',
  source: string,
  extra: string[] = [],
): string[] {
  // Single's rule, against this reference: these runs are counted under it (auto measures trunk).
  return defaultGateArgs(repo, mode, source, ['--judge', 'single', '--test-trunk-score', '5', ...extra]);
}

/**
 * The CLI in-process on `repo` with `args` (the command first) and what every such test shares: the
 * verdict as JSON, its trunk, no retries, REPORT.md beside the repository. `verdict` is null when the
 * run printed none (an error, exit 2 or 3).
 */
export async function gateInProcess<V extends Verdict = Verdict>(
  repo: GateRepo,
  args: string[],
): Promise<{ code: number; verdict: V; io: CapturedIo }> {
  const io = captureIo(repo.work);
  const code = await main(
    [...args, '--json', '--trunk-branch', TRUNK, '--eval-retries', '0', '--report', `${repo.root}/REPORT.md`],
    io,
  );
  const text = io.out();
  return { code, verdict: text === '' ? (null as unknown as V) : JSON.parse(text), io };
}

/** Starts the compiled CLI, behind `prefix` (a setpriv command line) when given; `exited` resolves at its end. */
export function startCli(
  build: CompiledSource,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; prefix?: string[] },
) {
  const argv = [...(options.prefix ?? []), process.execPath, join(build.dir, 'cli.js'), ...args];
  const child = spawn(argv[0] as string, argv.slice(1), {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.on('close', (code) => done({ code, stdout, stderr })),
  );
  return { pid: child.pid as number, exited };
}
