// Trunk's score history from a ledger of 10,000 entries (issue 18 item 5), through dist/cli.js (run
// `npm run bundle` first): BENCH_MERGES gate merges on trunk's first-parent history (default 1,000),
// each decided by BENCH_LINES_PER_MERGE ledger lines (default 10), every evaluated tree carrying an
// `.arbor` folder (so each merge's key tree is computed). `ledger show --json` is timed from the local
// repository (no remote exists), interleaved with `git log` of the same history as the baseline;
// BENCH_BEFORE_CLI, when set, is timed too (an older build, for before/after). Medians and spread.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRoot } from './lib/bench-root.mjs';

const MERGES = Number(process.env.BENCH_MERGES ?? 1000);
const PER_MERGE = Number(process.env.BENCH_LINES_PER_MERGE ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(process.env.ARBOR_GATE_CLI ?? join(here, '..', '..', 'dist', 'cli.js'));
const before = process.env.BENCH_BEFORE_CLI ? resolve(process.env.BENCH_BEFORE_CLI) : null;
const { root, env } = benchRoot('arbor-gate-bench-ledger-history-');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `${Math.min(...xs).toFixed(0)}..${Math.max(...xs).toFixed(0)} ms`;

// Object ids computed here (SHA-1 of git's object format), so one fast-import writes everything.
const id = (type, body) => createHash('sha1').update(`${type} ${body.length}\0`).update(body).digest('hex');
const entry = (mode, name, sha) => Buffer.concat([Buffer.from(`${mode} ${name}\0`), Buffer.from(sha, 'hex')]);
const treeId = (entries) => id('tree', Buffer.concat(entries));

const work = join(root, 'repo');
execFileSync('git', ['init', '-q', '-b', 'main', work], { env });
const stream = [];
const notes = [];
for (let m = 0; m < MERGES; m++) {
  const solution = Buffer.from(`${m}\n`);
  const state = Buffer.from(`{"merge": ${m}}\n`);
  const solutionEntry = entry('100644', 'solution.txt', id('blob', solution));
  const arbor = treeId([entry('100644', 'tree.json', id('blob', state))]);
  const evaluated = treeId([entry('40000', '.arbor', arbor), solutionEntry]);
  const key = treeId([solutionEntry]);
  const lines = Array.from({ length: PER_MERGE }, (_, seq) =>
    JSON.stringify({
      v: 1,
      run_id: `run-${m}`,
      seq,
      tree: key,
      evaluated_tree: evaluated,
      commit: evaluated,
      evaluator: 'e',
      seed: null,
      score: m + seq / 100,
      failure: null,
      exit_code: 0,
      duration_s: 1,
      node_id: `n${m}`,
      gate_version: 'bench',
      time: '2026-01-01T00:00:00.000Z',
      run_url: null,
      mac: null,
    }),
  );
  notes.push({ key, text: lines.join('\n') });
  const message = [
    `arbor-gate: merge n${m}`,
    '',
    `Arbor-Node: n${m}`,
    `Arbor-Score: ${m}`,
    `Arbor-Evaluated-Tree: ${evaluated}`,
    `Arbor-Ledger: sha256:${'0'.repeat(64)}`,
    `Arbor-Ledger-Lines: ${lines.map((_, seq) => `run-${m}/${seq}`).join(' ')}`,
  ].join('\n');
  stream.push('commit refs/heads/main', `committer bench <b@example.invalid> ${1700000000 + m} +0000`);
  stream.push(`data ${Buffer.byteLength(message)}`, message);
  stream.push(`M 100644 inline solution.txt`, `data ${solution.length}`, solution.toString());
  stream.push(`M 100644 inline .arbor/tree.json`, `data ${state.length}`, state.toString());
}
stream.push(
  'commit refs/notes/arbor-gate',
  'committer bench <b@example.invalid> 1700000000 +0000',
  'data 5',
  'fill',
);
for (const { key, text } of notes)
  stream.push(`M 100644 inline ${key}`, `data ${Buffer.byteLength(text)}`, text);
execFileSync('git', ['fast-import', '--quiet'], { cwd: work, env, input: `${stream.join('\n')}\n\n` });

const key = ['--ledger-key', 'bench-key-0123456789abcdef0123456789'];
function timed(args) {
  const start = process.hrtime.bigint();
  const run = spawnSync(args[0], args.slice(1), { cwd: work, env, encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return { ms, out: run.stdout };
}
const show = (at) => timed([process.execPath, at, 'ledger', 'show', 'main', '--cwd', work, '--json', ...key]);
const times = { after: [], before: [], log: [] };
let shown = null;
for (let i = 0; i < RUNS; i++) {
  const now = show(cli);
  times.after.push(now.ms);
  shown = JSON.parse(now.out);
  if (before !== null) times.before.push(show(before).ms);
  times.log.push(timed(['git', 'log', '--first-parent', '--format=%H%x00%B%x00', 'main']).ms);
}
const lines = MERGES * PER_MERGE;
const describe = (name, xs) => `${name} median ${median(xs).toFixed(0)} ms (${spread(xs)})`;
console.log(
  `ledger show of ${shown.merges.length} merges, ${lines} ledger lines, local only: ${describe('this build', times.after)}${before === null ? '' : `, ${describe('before', times.before)}`}; git log of the same history ${describe('', times.log)} (load ${load()})`,
);
rmSync(root, { recursive: true, force: true });
