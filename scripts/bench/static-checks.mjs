// The static checks at scale (issue 12): `arbor-gate verify` on a branch that adds 30,000 files and
// 6,000 symlinks, against the same branch without the symlinks (30,000 files). Each symlink used to cost
// a `git cat-file` and a scan of every file (39 s against 5 s); with one batched read and one pass, the
// two must stay within 1.5x. A second pair of branches also edits the protected evaluator, so the gate
// rejects them right after the static checks: that ratio shows the checks alone, without the checkout
// and the evaluation. All run interleaved, BENCH_RUNS times (default 5); the figures are ratios
// of medians, and the script exits 1 when the full verify is over the limit. The worktree the gate
// evaluates in, added and removed by hand, shows git's own share (which the gate cannot go below).
//
//   node scripts/bench/static-checks.mjs [--cli PATH] [--files N] [--links N]
//
// PATH defaults to the committed bundle dist/cli.js (what `npm run bundle` writes and users run); pass
// build/cli.js after `npm run build` to measure the source as it is now. BENCH_KEEP=1 keeps the
// generated repository.
import { Buffer } from 'node:buffer';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
};
const project = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = resolve(option('--cli', join(project, 'dist', 'cli.js')));
const FILES = Number(option('--files', 30_000));
const LINKS = Number(option('--links', 6_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
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

const verify = (source) => {
  const gate = [cli, 'verify', '--cwd', repo, '--source', source, '--trunk-branch', 'arbor/trunk'];
  gate.push('--eval-cmd-test', 'sh {cwd}/eval.sh', '--test-trunk-score', '1', '--eval-retries', '0');
  gate.push('--protected', 'eval.sh', '--json');
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, gate, { env, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const expected = source.endsWith('-rejected') ? 1 : 0;
  if (run.status !== expected)
    throw new Error(`verify ${source} exited ${run.status}: ${run.stderr.slice(-2000)}`);
  return ms;
};
// git's own share: the worktree the gate evaluates in, added and removed by hand. The gate cannot be
// cheaper than this, so its ratio is the floor for the verify ratio.
const checkout = (source) => {
  const start = process.hrtime.bigint();
  const worktree = join(root, 'by-hand');
  execFileSync('git', ['worktree', 'add', '-q', '--detach', worktree, source], { cwd: repo, env });
  execFileSync('git', ['worktree', 'remove', '--force', '--force', worktree], { cwd: repo, env });
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const tasks = [
  ['verify', 'arbor/files'],
  ['verify', 'arbor/links'],
  ['verify', 'arbor/files-rejected'],
  ['verify', 'arbor/links-rejected'],
  ['checkout', 'arbor/files'],
  ['checkout', 'arbor/links'],
];
const times = tasks.map(() => []);
for (let i = 0; i < RUNS; i++) {
  // Rotate which goes first, so a warm cache or a noisy neighbour favours none.
  for (let k = 0; k < tasks.length; k++) {
    const t = (i + k) % tasks.length;
    const [what, source] = tasks[t];
    times[t].push(what === 'verify' ? verify(source) : checkout(source));
  }
}
if (!process.env.BENCH_KEEP) rmSync(root, { recursive: true, force: true });
else console.log(`kept ${root}`);
const [files, links, filesRejected, linksRejected, gitFiles, gitLinks] = times.map(median);
const ratio = links / files;
const row = (label, ms, base) =>
  console.log(
    `${label.padEnd(54)} median ${ms.toFixed(0).padStart(6)} ms${base ? `  (${(ms / base).toFixed(2)}x)` : ''}`,
  );
console.log(`medians of ${RUNS} interleaved runs; ${FILES} files, ${LINKS} symlinks`);
row('verify, files', files);
row(`verify, files + symlinks (limit ${LIMIT}x)`, links, files);
row('static checks only (rejected before the eval), files', filesRejected);
row('static checks only, files + symlinks', linksRejected, filesRejected);
row('git worktree add + remove alone, files', gitFiles);
row('git worktree add + remove alone, files + symlinks', gitLinks, gitFiles);
if (ratio > LIMIT) {
  console.error(`over the limit: ${ratio.toFixed(2)}x > ${LIMIT}x`);
  process.exit(1);
}
