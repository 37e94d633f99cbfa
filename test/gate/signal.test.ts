/**
 * Ctrl-C during an evaluation: the CLI (compiled into a scratch folder and run as a real process) is
 * sent SIGINT while the evaluation sleeps; it must exit 130, kill the evaluation's process group and
 * leave no worktree or temp folder behind.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createGateRepo, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

const buildDir = resolve('node_modules/.cache', `gate-signal-test-${process.pid}`);
let repo: GateRepo;

beforeAll(() => {
  execFileSync(
    process.execPath,
    [
      'node_modules/typescript/bin/tsc',
      '-p',
      'tsconfig.build.json',
      '--outDir',
      buildDir,
      '--sourceMap',
      'false',
    ],
    {
      stdio: 'ignore',
    },
  );
}, 120_000);
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));
beforeEach(async () => {
  repo = await createGateRepo({ score: 5 });
});
afterEach(() => repo.cleanup());

async function waitFor(path: string): Promise<void> {
  for (let i = 0; i < 600 && !existsSync(path); i++) await new Promise((r) => setTimeout(r, 50));
}

/** A process that exists and is not a zombie (an orphan killed but not yet reaped by init). */
function alive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

it('SIGINT during the evaluation exits 130 and removes the worktree and the evaluation', async () => {
  repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  const pidFile = join(repo.root, 'eval.pid');
  const tmp = join(repo.root, 'tmp');
  mkdirSync(tmp);
  const child = spawn(
    process.execPath,
    [
      join(buildDir, 'cli.js'),
      'merge',
      '--cwd',
      repo.work,
      '--source',
      'arbor/n1',
      '--trunk-branch',
      TRUNK,
      '--test-trunk-score',
      '5',
      '--eval-retries',
      '0',
      // The evaluation's own pid, as this test sees it, written where this test reads it: an isolated
      // evaluation has a /tmp (where the repository is) and a PID namespace of its own.
      '--eval-isolation',
      'none',
      '--eval-cmd-test',
      `echo $$ > ${pidFile}.tmp && mv ${pidFile}.tmp ${pidFile} && sleep 60`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TMPDIR: tmp } },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  await waitFor(pidFile);
  const evalPid = Number(readFileSync(pidFile, 'utf8'));
  expect(alive(evalPid)).toBe(true);
  child.kill('SIGINT');
  expect(await exited).toBe(130);
  for (let i = 0; i < 100 && alive(evalPid); i++) await new Promise((r) => setTimeout(r, 50));
  expect(alive(evalPid)).toBe(false);
  expect(repo.leftovers().worktrees).toBe(1);
  expect(readdirSync(tmp).filter((name) => name.startsWith('arbor-gate-source-'))).toEqual([]);
  // The interrupted run's logs are kept, in the git folder (issue 9), not in a temp folder.
  expect(readdirSync(tmp).some((name) => name.startsWith('arbor-gate-logs-'))).toBe(false);
  expect(readdirSync(join(repo.work, '.git', 'arbor-gate', 'logs'))).toHaveLength(1);
  expect(repo.sha(TRUNK)).toBe(repo.remoteSha(TRUNK));
  expect(stderr).not.toMatch(/\n\s+at /);
}, 60_000);
