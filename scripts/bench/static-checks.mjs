// The static checks at scale (issue 12): `arbor-gate verify` on a branch that adds 30,000 files and
// 6,000 symlinks, against the same branch without the symlinks (30,000 files). Each symlink used to cost
// a `git cat-file` and a scan of every file (39 s against 5 s); now the full verify must stay within
// 1.5x. A second pair of branches also edits the protected evaluator, so the gate rejects them right
// after the static checks: that ratio shows the checks alone, without the checkout and the evaluation.
// All run interleaved (the order rotates), BENCH_RUNS times (default 7); the figures are medians and
// ratios of medians, with the load average before and after, since the machines here are shared. The
// script exits 1 when the full verify is over the limit.
//
//   node scripts/bench/static-checks.mjs [--cli PATH] [--files N] [--links N]
//
// PATH defaults to the committed bundle dist/cli.js (what `npm run bundle` writes and users run); pass
// build/cli.js after `npm run build` to measure the source as it is now. BENCH_LARGE=1 measures 100,000
// files and 20,000 symlinks instead (a few minutes). BENCH_DETAIL=1 adds, for both branches, the verify
// with `--eval-isolation none` (what isolation costs) and plain `git worktree add` (git's own checkout,
// whose symlinks are written one by one before its parallel workers start) followed by `rm -rf`.
// BENCH_KEEP=1 keeps the generated repository. `--baseline-cli PATH` (another build, e.g. main's
// dist/cli.js) adds the files-only rows run by that CLI, interleaved with the rest, and prints this
// CLI's medians as ratios of the baseline's (issue 24: what the lookup-shadow refusals and the
// editable allow-list cost); the static-checks-only row is also run with an editable allow-list.
import { Buffer } from 'node:buffer';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
};
const project = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = resolve(option('--cli', join(project, 'dist', 'cli.js')));
const baselineOption = option('--baseline-cli', null);
const baselineCli = baselineOption === null ? null : resolve(baselineOption);
const large = process.env.BENCH_LARGE === '1';
const FILES = Number(option('--files', large ? 100_000 : 30_000));
const LINKS = Number(option('--links', large ? 20_000 : 6_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DETAIL = process.env.BENCH_DETAIL === '1';
const LIMIT = 1.5;
if (!existsSync(cli)) {
  console.error(
    `no CLI at ${cli}: run \`npm run bundle\` (or \`npm run build\` and pass --cli build/cli.js)`,
  );
  process.exit(1);
}

const root = mkdtempSync(join(tmpdir(), 'arbor-gate-bench-static-'));
const repo = join(root, 'repo');
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};

// Trunk holds the evaluator; both branches add the same FILES files (blobs shared through marks), one
// of them LINKS symlinks besides, each to a file in its own folder.
function history() {
  const out = [];
  const data = (text) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const commit = (ref, n, from, changes) => {
    out.push(`commit ${ref}\nmark :${FILES + n}\n`);
    out.push(`committer bench <bench@example.invalid> ${1700000000 + n} +0000\n${data(ref)}`);
    if (from) out.push(`from :${FILES + from}\n`);
    out.push(...changes, '\n');
  };
  for (let i = 0; i < FILES; i++) out.push(`blob\nmark :${i + 1}\n${data(`file ${i}`)}`);
  commit('refs/heads/arbor/trunk', 1, null, [
    `M 100755 inline eval.sh\n${data('echo "{\\"score\\": $(cat "$(dirname "$0")/solution.txt")}"\n')}`,
    `M 100644 inline solution.txt\n${data('1\n')}`,
  ]);
  const files = [`M 100644 inline solution.txt\n${data('2\n')}`];
  for (let i = 0; i < FILES; i++) files.push(`M 100644 :${i + 1} src/m${i % 100}/f${i}.txt\n`);
  const links = [];
  for (let i = 0; i < LINKS; i++) {
    const folder = i % 100;
    links.push(`M 120000 inline src/m${folder}/link${i}\n${data(`f${folder + 100 * (i % 50)}.txt`)}`);
  }
  const evaluator = `M 100755 inline eval.sh\n${data('echo "{\\"score\\": 100}"\n')}`;
  commit('refs/heads/arbor/files', 2, 1, files);
  commit('refs/heads/arbor/links', 3, 1, [...files, ...links]);
  commit('refs/heads/arbor/files-rejected', 4, 1, [...files, evaluator]);
  commit('refs/heads/arbor/links-rejected', 5, 1, [...files, ...links, evaluator]);
  return out.join('');
}

execFileSync('git', ['init', '-q', '-b', 'main', repo], { env });
execFileSync('git', ['fast-import', '--quiet'], { cwd: repo, env, input: history(), maxBuffer: 1 << 30 });
const count = (ref, mode) =>
  execFileSync('git', ['ls-tree', '-r', ref], { cwd: repo, env, encoding: 'utf8', maxBuffer: 1 << 30 })
    .split('\n')
    .filter((line) => line.startsWith(mode)).length;
console.log(
  `repository: arbor/files adds ${count('arbor/files', '100644') - 1} files; ` +
    `arbor/links the same and ${count('arbor/links', '120000')} symlinks`,
);

const since = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const verify = (source, extra = [], gateCli = cli) => {
  const gate = [gateCli, 'verify', '--cwd', repo, '--source', source, '--trunk-branch', 'arbor/trunk'];
  gate.push('--eval-cmd-test', 'sh {cwd}/eval.sh', '--test-trunk-score', '1', '--eval-retries', '0');
  // An account of its own: one evaluation at a time per account on a machine, and on a shared machine
  // another gate (a test suite) evaluating as the default account would make this one wait.
  gate.push('--protected', 'eval.sh', '--eval-user', 'arbor-eval-bench', '--json', ...extra);
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, gate, { env, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = since(start);
  const expected = source.endsWith('-rejected') ? 1 : 0;
  if (run.status !== expected)
    throw new Error(`verify ${source} exited ${run.status}: ${run.stderr.slice(-2000)}`);
  return ms;
};
// git's own checkout, as `git worktree add` does it (with the gate's parallel workers), then rm -rf.
const gitCheckout = (source) => {
  const start = process.hrtime.bigint();
  const worktree = join(root, 'by-hand');
  const parallel = ['-c', `checkout.workers=${availableParallelism()}`];
  execFileSync('git', [...parallel, 'worktree', 'add', '-q', '--detach', worktree, source], {
    cwd: repo,
    env,
  });
  execFileSync('rm', ['-rf', '--', worktree]);
  execFileSync('git', ['worktree', 'prune'], { cwd: repo, env });
  return since(start);
};

const tasks = [
  { label: 'verify, files', run: () => verify('arbor/files') },
  { label: `verify, files + symlinks (limit ${LIMIT}x)`, run: () => verify('arbor/links'), limit: true },
  {
    label: 'static checks only (rejected before the eval), files',
    run: () => verify('arbor/files-rejected'),
  },
  { label: 'static checks only, files + symlinks', run: () => verify('arbor/links-rejected') },
];
if (DETAIL) {
  const none = ['--eval-isolation', 'none'];
  tasks.push(
    { label: 'verify --eval-isolation none, files', run: () => verify('arbor/files', none) },
    { label: 'verify --eval-isolation none, files + symlinks', run: () => verify('arbor/links', none) },
    { label: 'git worktree add + rm -rf by hand, files', run: () => gitCheckout('arbor/files') },
    { label: 'git worktree add + rm -rf by hand, files + symlinks', run: () => gitCheckout('arbor/links') },
  );
}
const editable = ['--editable', 'src/**', '--editable', 'solution.txt'];
const baselineRows = [];
if (baselineCli !== null) {
  // Last, so that the rows above keep their pairs. [this CLI's row, the baseline's]: this / baseline.
  tasks.push(
    { label: 'static checks only, files, --editable', run: () => verify('arbor/files-rejected', editable) },
    { label: 'baseline: verify, files', run: () => verify('arbor/files', [], baselineCli) },
    {
      label: 'baseline: static checks only, files',
      run: () => verify('arbor/files-rejected', [], baselineCli),
    },
  );
  const at = (label) => tasks.findIndex((task) => task.label === label);
  baselineRows.push(
    [at('verify, files'), at('baseline: verify, files')],
    [at('static checks only (rejected before the eval), files'), at('baseline: static checks only, files')],
    [at('static checks only, files, --editable'), at('baseline: static checks only, files')],
  );
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()} (${availableParallelism()} CPUs)`);
const times = tasks.map(() => []);
for (let i = 0; i < RUNS; i++) {
  // Rotate which goes first, so a warm cache or a noisy neighbour favours none.
  for (let k = 0; k < tasks.length; k++) {
    const t = (i + k) % tasks.length;
    times[t].push(tasks[t].run());
  }
}
console.log(`load average after:  ${load()}`);
if (!process.env.BENCH_KEEP) rmSync(root, { recursive: true, force: true });
else console.log(`kept ${root}`);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const medians = times.map(median);
console.log(`medians of ${RUNS} interleaved runs; ${FILES} files, ${LINKS} symlinks`);
let verdict = null;
for (let t = 0; t < tasks.length; t++) {
  if (baselineRows.some(([, base]) => base === t)) continue;
  // Rows come in pairs: the files alone, then the same with the symlinks (ratio to the first).
  const base = t % 2 === 1 ? medians[t - 1] : null;
  const ratio = base === null ? '' : `  (${(medians[t] / base).toFixed(2)}x)`;
  const spread = `[${Math.min(...times[t]).toFixed(0)}-${Math.max(...times[t]).toFixed(0)}]`;
  console.log(
    `${tasks[t].label.padEnd(54)} median ${medians[t].toFixed(0).padStart(6)} ms${ratio}  ${spread}`,
  );
  if (tasks[t].limit) verdict = medians[t] / base;
}
for (const [row, base] of baselineRows) {
  const spread = (t) => `[${Math.min(...times[t]).toFixed(0)}-${Math.max(...times[t]).toFixed(0)}]`;
  console.log(
    `${tasks[row].label}: ${medians[row].toFixed(0)} ms ${spread(row)} against the baseline's ` +
      `${medians[base].toFixed(0)} ms ${spread(base)}: ${(medians[row] / medians[base]).toFixed(2)}x`,
  );
}
const within = verdict <= LIMIT;
console.log(
  `full verify with the symlinks: ${verdict.toFixed(2)}x, ${within ? 'within' : 'OVER'} the ${LIMIT}x limit`,
);
if (!within) process.exit(1);
