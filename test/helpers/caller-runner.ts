/**
 * The evaluation runner (src/eval/runner.ts) inside the sandbox each caller's isolation gives it, for
 * the suites that attack the runner in every mode: the compiled runner and isolation in a process of
 * the caller's (test/helpers/callers.ts), opening what `auto` gives it (another account, directly or
 * through sudo; or rootless) around one evaluation in a fresh folder, then reporting the result and how
 * many processes of the evaluation's uid running `left` are still there once the sandbox closed.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledSource } from './adversarial-build.js';
import type { Caller } from './callers.js';

export interface SandboxedRun {
  isolation: string;
  score: number | null;
  failure: { code: string; message: string } | null;
  attempts: { log: string; timed_out: boolean }[];
  /** Processes of the evaluation's uid whose command line is `left`, after the sandbox closed. */
  left: number;
}

/** The harness: one evaluation in the isolation `auto` gives the caller running it. */
function harness(build: CompiledSource): string {
  return `
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveIsolation } from '${build.dir}/eval/isolation/index.js';
import { statusBelongsTo } from '${build.dir}/eval/isolation/processes.js';
import { runEvaluation } from '${build.dir}/eval/runner.js';
const { command, timeoutMs, account, left } = JSON.parse(process.argv[2]);
const names = { setting: '--eval-isolation', account: '--eval-user' };
const isolation = await resolveIsolation({ setting: 'auto', account, names, log: () => {} });
const folder = mkdtempSync(join(isolation.worktreeParent ?? tmpdir(), 'eval-layer-'));
const worktree = join(folder, 'worktree');
mkdirSync(worktree);
const logDir = mkdtempSync(join(tmpdir(), 'eval-layer-logs-'));
const hidden = { repository: '/nonexistent', logDir, env: process.env };
const sandbox = await isolation.open({ worktree, folder, protectedPaths: [], gitDir: '/nonexistent', hidden });
const result = await runEvaluation({
  command, cwd: worktree, logDir, timeoutMs, killGraceMs: 200, score: {},
  extraEnv: { ...sandbox.environment, ARBOR_CWD: worktree }, launcher: sandbox.launcher,
  retry: { retries: 0, baseDelayMs: 0, maxDelayMs: 0, jitter: false },
});
await sandbox.close();
const uid = isolation.viewOwners?.account.uid ?? process.getuid();
const running = readdirSync('/proc').filter((pid) => {
  try {
    const cmdline = readFileSync('/proc/' + pid + '/cmdline', 'utf8').split('\\0').join(' ').trim();
    return cmdline === left && statusBelongsTo(readFileSync('/proc/' + pid + '/status', 'utf8'), uid);
  } catch {
    return false;
  }
});
const attempts = result.attempts.map((a) => ({ log: readFileSync(a.log_path, 'utf8'), timed_out: a.timed_out }));
rmSync(folder, { recursive: true, force: true });
rmSync(logDir, { recursive: true, force: true });
console.log(JSON.stringify({ isolation: isolation.mode, score: result.score, failure: result.failure, attempts, left: running.length }));
`;
}

/**
 * Runs `command` as `who` in the sandbox of its isolation, with its own evaluation account (`account`,
 * for the callers that isolate as another user): never one another file's gates share.
 */
export function runSandboxed(
  build: CompiledSource,
  who: Caller,
  request: { command: string; timeoutMs: number; account: string; left?: string },
): SandboxedRun {
  // Per test process: the build is shared by every file, so a shared script could be read half-written.
  const script = join(build.dir, `sandboxed-run-${process.pid}.mjs`);
  writeFileSync(script, harness(build), { mode: 0o644 });
  const argv = [...who.prefix, process.execPath, script, JSON.stringify({ left: '', ...request })];
  const child = spawnSync(argv[0] as string, argv.slice(1), {
    cwd: '/',
    env: who.env,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`sandboxed run as ${who.name} failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop() as string) as SandboxedRun;
}
