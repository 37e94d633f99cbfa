// The cost of evaluation isolation: `arbor-gate verify` (the committed bundle) with a trivial evaluator,
// `--eval-isolation user` against `--eval-isolation none`, interleaved, on a small generated repository
// (BENCH_FILES files, default 20). The figure is the ratio of the medians and their difference, which is
// what isolation adds per gate run (the account check and probes) and per evaluation (the lock, the
// worktree's ownership there and back, the namespaces, ending the account's processes). Needs root (or
// passwordless sudo); otherwise it says so and measures nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILES = Number(process.env.BENCH_FILES ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const cli = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');
const root = mkdtempSync(join(tmpdir(), 'arbor-gate-bench-isolation-'));
const repo = join(root, 'repo');
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};
const git = (...args) => execFileSync('git', args, { cwd: repo, env, encoding: 'utf8' }).trim();

execFileSync('git', ['init', '-q', '-b', 'arbor/trunk', repo], { env });
writeFileSync(join(repo, 'eval.sh'), 'echo "{\\"score\\": $(cat "$(dirname "$0")/solution.txt")}"\n');
writeFileSync(join(repo, 'solution.txt'), '1\n');
for (let i = 0; i < FILES - 2; i++) writeFileSync(join(repo, `f${i}.txt`), `file ${i}\n`);
git('add', '-A');
git('commit', '-qm', 'trunk');
git('switch', '-q', '-c', 'arbor/exp');
writeFileSync(join(repo, 'solution.txt'), '2\n');
git('commit', '-qam', 'experiment');
git('switch', '-q', '--detach');

const args = (isolation) => [
  cli,
  'verify',
  '--cwd',
  repo,
  '--source',
  'arbor/exp',
  '--trunk-branch',
  'arbor/trunk',
  '--eval-cmd-test',
  'sh {cwd}/eval.sh',
  '--test-trunk-score',
  '1',
  '--eval-retries',
  '0',
  '--protected',
  'eval.sh',
  '--eval-isolation',
  isolation,
  '--json',
];
const time = (isolation) => {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args(isolation), { env, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (run.status !== 0)
    throw new Error(`verify --eval-isolation ${isolation} exited ${run.status}: ${run.stderr}`);
  return { ms, isolation: JSON.parse(run.stdout).isolation };
};

const probe = spawnSync(process.execPath, args('user'), { env, encoding: 'utf8' });
if (probe.status !== 0) {
  console.log(`isolation unavailable here, nothing measured: ${probe.stderr.trim().split('\n').at(-1)}`);
} else {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const none = [];
  const user = [];
  let mode = '';
  for (let i = 0; i < RUNS; i++) {
    none.push(time('none').ms);
    const run = time('user');
    user.push(run.ms);
    mode = run.isolation;
  }
  const n = median(none);
  const u = median(user);
  console.log(`repository: ${FILES} files; ${RUNS} interleaved runs of each`);
  console.log(`verify --eval-isolation none:  median ${n.toFixed(0)} ms`);
  console.log(
    `verify --eval-isolation user:  median ${u.toFixed(0)} ms (${mode}; ${(u / n).toFixed(2)}x, +${(u - n).toFixed(0)} ms)`,
  );
}
rmSync(root, { recursive: true, force: true });
