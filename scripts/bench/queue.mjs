// The speculative local queue (issue 19), through dist/cli.js (run `npm run bundle` first): eight
// branches, four of them real improvements (+1 each; the others -1), a fixed-time evaluator
// (BENCH_EVAL_S seconds, default 2), on generated repositories with a bare remote. Three ways to land
// them, one after another on fresh copies of the same start:
// - one by one: eight `merge` runs in one clone (the baseline);
// - `queue --parallel 4` in one clone;
// - eight concurrent `merge` runs from eight clones (--max-rejudge 8).
// For each: wall time (and its ratio to one by one), evaluations, what landed, and whether every trunk
// commit's recorded score equals its tree's ledger score (`ledger verify`). Load average before and after.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRoot } from './lib/bench-root.mjs';

const EVAL_S = Number(process.env.BENCH_EVAL_S ?? 2);
const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(process.env.ARBOR_GATE_CLI ?? join(here, '..', '..', 'dist', 'cli.js'));
const { root, env } = benchRoot('arbor-gate-bench-queue-');
const git = (cwd, ...args) => execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const KEY = 'bench-queue-key-0123456789abcdef0123';
const GAINS = [1, -1, 1, -1, 1, -1, 1, -1];
const BRANCHES = GAINS.map((_, i) => `arbor/b${i + 1}`);

/** A bare remote and a clone: trunk scores 5 plus the numbers in gains/*.txt, after EVAL_S seconds. */
function makeRepo(name) {
  const remote = join(root, `${name}.git`);
  const work = join(root, name);
  const log = join(root, `${name}.evaluations`);
  git(root, 'init', '-q', '--bare', '-b', 'main', remote);
  git(root, 'init', '-q', '-b', 'main', work);
  git(work, 'remote', 'add', 'origin', remote);
  writeFileSync(
    join(work, 'eval.sh'),
    [
      'cd "$(dirname "$0")" || exit 2',
      `sleep ${EVAL_S}`,
      's=5; for f in gains/*.txt; do [ -f "$f" ] && s=$((s + $(cat "$f"))); done',
      'echo "{\\"score\\": $s}"',
      '',
    ].join('\n'),
  );
  mkdirSync(join(work, 'gains'));
  writeFileSync(join(work, 'gains', 'base.txt'), '0\n');
  git(work, 'add', '.');
  git(work, 'commit', '-qm', 'initial');
  git(work, 'branch', 'arbor/trunk');
  GAINS.forEach((gain, i) => {
    git(work, 'switch', '-qc', BRANCHES[i], 'arbor/trunk');
    writeFileSync(join(work, 'gains', `b${i + 1}.txt`), `${gain}\n`);
    git(work, 'add', '.');
    git(work, 'commit', '-qm', `idea ${i + 1}`);
  });
  git(work, 'switch', '-q', 'main');
  git(work, 'push', '-q', 'origin', 'main', 'arbor/trunk', ...BRANCHES);
  return { remote, work, log };
}

const common = (work, log) => [
  '--cwd',
  work,
  '--trunk-branch',
  'arbor/trunk',
  '--eval-cmd-test',
  `echo run >> ${log} && sh {cwd}/eval.sh`,
  '--eval-retries',
  '0',
  '--eval-isolation',
  'none',
  '--ledger-key',
  KEY,
  '--report',
  join(root, `${Math.random().toString(36).slice(2)}.md`),
];

function run(args) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [cli, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 || code === 1
        ? done(out)
        : fail(new Error(`${args[0]} exited ${code}: ${err.slice(-2000)}`)),
    );
  });
}

const evaluations = (log) => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').length : 0);

/** What landed (the gain files on the remote trunk) and whether `ledger verify` holds there. */
function landedState(work) {
  git(work, 'fetch', '-q', 'origin', '+refs/heads/arbor/trunk:refs/remotes/origin/arbor/trunk');
  git(work, 'fetch', '-q', 'origin', '+refs/notes/arbor-gate:refs/notes/arbor-gate');
  const files = git(work, 'ls-tree', '--name-only', 'origin/arbor/trunk:gains').split('\n');
  git(work, 'update-ref', 'refs/heads/arbor/trunk', 'origin/arbor/trunk');
  const verify = spawnSync(
    process.execPath,
    [cli, 'ledger', 'verify', '--cwd', work, '--trunk-branch', 'arbor/trunk', '--ledger-key', KEY],
    { env, encoding: 'utf8' },
  );
  return { files: files.filter((f) => f !== 'base.txt').join(' '), ledgerHolds: verify.status === 0 };
}

async function timed(name, body) {
  const start = process.hrtime.bigint();
  const result = await body();
  return { name, ms: Number(process.hrtime.bigint() - start) / 1e6, ...result };
}

console.log(`load average ${load()}, ${availableParallelism()} CPUs, evaluator ${EVAL_S} s`);

const serial = await timed('one by one', async () => {
  const { work, log } = makeRepo('serial');
  for (const branch of BRANCHES) await run(['merge', '--source', branch, ...common(work, log)]);
  return { evaluations: evaluations(log), ...landedState(work) };
});

const queued = await timed('queue --parallel 4', async () => {
  const { work, log } = makeRepo('queue');
  const sources = BRANCHES.flatMap((branch) => ['--source', branch]);
  const out = await run(['queue', ...sources, '--parallel', '4', '--json', ...common(work, log)]);
  const rejected = JSON.parse(out).verdicts.filter((v) => v.decision === 'rejected').length;
  return { evaluations: evaluations(log), rejected, ...landedState(work) };
});

const concurrent = await timed('8 concurrent merges', async () => {
  const { remote, log } = makeRepo('concurrent');
  const clones = BRANCHES.map((_, i) => {
    const dir = join(root, `concurrent-${i + 1}`);
    git(root, 'clone', '-q', remote, dir);
    git(dir, 'branch', '-q', 'arbor/trunk', 'origin/arbor/trunk');
    return dir;
  });
  await Promise.all(
    BRANCHES.map((branch, i) =>
      run(['merge', '--source', `origin/${branch}`, '--max-rejudge', '8', ...common(clones[i], log)]),
    ),
  );
  return { evaluations: evaluations(log), ...landedState(clones[0]) };
});

for (const r of [serial, queued, concurrent]) {
  const ratio = (r.ms / serial.ms).toFixed(2);
  const rejections =
    r.rejected === undefined ? '' : `, ${r.rejected} rejected (target <= ${8 + r.rejected} evaluations)`;
  console.log(
    `${r.name.padEnd(20)} ${(r.ms / 1000).toFixed(1)} s (${ratio}x one by one), ${r.evaluations} evaluations${rejections}, landed [${r.files}], every trunk score = its tree's ledger score: ${r.ledgerHolds}`,
  );
}
console.log(
  `same landed as one by one: queue ${queued.files === serial.files}, concurrent ${concurrent.files === serial.files}; load average now ${load()}`,
);
