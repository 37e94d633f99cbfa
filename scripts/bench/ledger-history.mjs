// Trunk's score history from a ledger of 10,000 entries (issue 18 item 5), through the CLI (default
// dist/cli.js: run `npm run bundle` first, or pass ARBOR_GATE_CLI): BENCH_MERGES gate merges on trunk's
// first-parent history (default 1,000), each decided by BENCH_LINES_PER_MERGE ledger lines (default
// 10), every evaluated tree carrying an `.arbor` folder (so each merge's key tree is computed). The
// notes ref has the history gate runs give it: one notes commit per merge, every tenth arriving through
// a notes merge (two parents), so `ledger verify`'s "only ever added lines" check walks 1,100 commits.
//
// Timed, interleaved in each of BENCH_RUNS rounds (default 5), each a fresh process from the local
// repository (no remote exists): `ledger show --json`, `ledger verify`, and `report` of a session in
// the same repository whose tree names trunk (so REPORT.md's trunk chart is drawn from the ledger);
// the baselines are `git log` of the same first-parent history and a bare node loop that reads what
// `ledger show` needs (that log, every note blob through one `git ls-tree` and one `git cat-file
// --batch`, JSON.parse of every line). BENCH_BEFORE_CLI, when set, is timed too (an older build).
// Printed: absolute medians with min..max (the issue's target is absolute: under 1 s), each ratio to
// the node baseline with the spread of its per-round ratio, and the load average before and after.
import { Buffer } from 'node:buffer';
import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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
const range = (xs, digits, unit) =>
  `${Math.min(...xs).toFixed(digits)}..${Math.max(...xs).toFixed(digits)}${unit}`;

// Object ids computed here (SHA-1 of git's object format), so one fast-import writes everything.
const id = (type, body) => createHash('sha1').update(`${type} ${body.length}\0`).update(body).digest('hex');
const entry = (mode, name, sha) => Buffer.concat([Buffer.from(`${mode} ${name}\0`), Buffer.from(sha, 'hex')]);
const treeId = (entries) => id('tree', Buffer.concat(entries));

const KEY = 'bench-key-0123456789abcdef0123456789';
// A line as the gate writes it: canonical JSON (a flat object: keys sorted) with its HMAC-SHA256 under
// the key (src/ledger/mac.ts), so show and verify pay one HMAC a line as on a real ledger.
const canonical = (line) => JSON.stringify(line, Object.keys(line).sort());
const signed = (line) =>
  canonical({ ...line, mac: createHmac('sha256', KEY).update(canonical(line)).digest('hex') });

const work = join(root, 'repo');
execFileSync('git', ['init', '-q', '-b', 'main', work], { env });
const stream = [];
const data = (text) => [`data ${Buffer.byteLength(text)}`, text];
const committer = (m) => `committer bench <b@example.invalid> ${1700000000 + m} +0000`;
let notesTip = null;
for (let m = 0; m < MERGES; m++) {
  const solution = `${m}\n`;
  const state = `{"merge": ${m}}\n`;
  const solutionEntry = entry('100644', 'solution.txt', id('blob', Buffer.from(solution)));
  const arbor = treeId([entry('100644', 'tree.json', id('blob', Buffer.from(state)))]);
  const evaluated = treeId([entry('40000', '.arbor', arbor), solutionEntry]);
  const key = treeId([solutionEntry]);
  const lines = Array.from({ length: PER_MERGE }, (_, seq) =>
    signed({
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
    }),
  );
  const message = [
    `arbor-gate: merge n${m}`,
    '',
    `Arbor-Node: n${m}`,
    `Arbor-Score: ${m}`,
    `Arbor-Evaluated-Tree: ${evaluated}`,
    `Arbor-Ledger: sha256:${'0'.repeat(64)}`,
    `Arbor-Ledger-Lines: ${lines.map((_, seq) => `run-${m}/${seq}`).join(' ')}`,
  ].join('\n');
  stream.push('commit refs/heads/main', committer(m), ...data(message));
  stream.push('M 100644 inline solution.txt', ...data(solution));
  stream.push('M 100644 inline .arbor/tree.json', ...data(state));
  // The merge's lines as its gate run appended them: one notes commit; every tenth written on another
  // clone and merged in (the merge commit's tree is the union, as cat_sort_uniq leaves it).
  const note = [`M 100644 inline ${key}`, ...data(lines.join('\n'))];
  const from = notesTip === null ? [] : [`from :${notesTip}`];
  const merged = m % 10 === 9 && notesTip !== null;
  if (merged) stream.push('commit refs/notes/side', `mark :${m + 1 + MERGES}`, committer(m), ...data('side'));
  if (merged) stream.push(...from, ...note);
  stream.push('commit refs/notes/arbor-gate', `mark :${m + 1}`, committer(m), ...data('Notes added'));
  stream.push(...from, ...(merged ? [`merge :${m + 1 + MERGES}`] : []), ...note);
  notesTip = m + 1;
}
execFileSync('git', ['fast-import', '--quiet'], { cwd: work, env, input: `${stream.join('\n')}\n\n` });
execFileSync('git', ['update-ref', '-d', 'refs/notes/side'], { cwd: work, env });
const notesCommits = execFileSync('git', ['rev-list', '--count', 'refs/notes/arbor-gate'], { cwd: work, env })
  .toString()
  .trim();

// A session in the repository whose tree names trunk: `report` draws its trunk chart from the ledger.
const session = join(work, '.arbor', 'sessions', 'bench');
mkdirSync(join(session, '.coordinator'), { recursive: true });
writeFileSync(
  join(session, '.coordinator', 'idea_tree.json'),
  JSON.stringify({
    version: 3,
    meta: { metric_direction: 'maximize', trunk_branch: 'main', baseline_score: 0 },
    root_id: 'ROOT',
    max_depth: 0,
    nodes: {
      ROOT: { id: 'ROOT', parent_id: null, children_ids: [], depth: 0, hypothesis: 'bench', status: 'done' },
    },
  }),
);

// What `ledger show` cannot do without: trunk's log, every note blob, every line parsed.
const baseline = `
  import { execFileSync } from 'node:child_process';
  const git = (args, input) => execFileSync('git', args, { input, maxBuffer: 1 << 30 });
  git(['log', '--first-parent', '--format=%H%x00%B%x00', 'main']);
  const blobs = git(['ls-tree', '-r', '-z', 'refs/notes/arbor-gate']).toString().split('\\0')
    .filter((e) => e !== '').map((e) => e.split(/\\s/)[2]);
  const out = git(['cat-file', '--batch'], blobs.join('\\n') + '\\n');
  let at = 0, parsed = 0;
  while (at < out.length) {
    const eol = out.indexOf(10, at);
    const size = Number(out.toString('utf8', at, eol).split(' ')[2]);
    for (const line of out.toString('utf8', eol + 1, eol + 1 + size).split('\\n')) if (line) { JSON.parse(line); parsed++; }
    at = eol + 2 + size;
  }
  if (parsed !== ${MERGES * PER_MERGE}) throw new Error('baseline parsed ' + parsed);`;

const key = ['--ledger-key', KEY];
function timed(args, ok = [0]) {
  const start = process.hrtime.bigint();
  const run = spawnSync(args[0], args.slice(1), { cwd: work, env, encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (!ok.includes(run.status)) throw new Error(`${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return { ms, out: run.stdout };
}
const node = (at, ...args) => [process.execPath, at, ...args];
const builds = [
  { name: 'this build', at: cli },
  ...(before === null ? [] : [{ name: 'before', at: before }]),
];
const cases = [
  { name: 'git log', args: () => ['git', 'log', '--first-parent', '--format=%H%x00%B%x00', 'main'] },
  { name: 'node baseline', args: () => [process.execPath, '--input-type=module', '-e', baseline] },
  ...builds.flatMap(({ name, at }) => [
    {
      name: `show (${name})`,
      args: () => node(at, 'ledger', 'show', 'main', '--cwd', work, '--json', ...key),
    },
    // The bench's digests are zeros: verify reports every merge failed (exit 1) after checking all.
    {
      name: `verify (${name})`,
      ok: [1],
      args: () => node(at, 'ledger', 'verify', '--trunk-branch', 'main', '--cwd', work, ...key),
    },
    {
      name: `report (${name})`,
      args: () =>
        node(
          at,
          'report',
          '--cwd',
          work,
          '--run-name',
          'bench',
          '--out',
          join(root, `REPORT-${name.replace(/\W+/g, '-')}.md`),
        ),
    },
  ]),
];
const times = new Map(cases.map((c) => [c.name, []]));
const loadBefore = load();
let shown = null;
for (let round = 0; round < RUNS; round++) {
  // Rotated each round, so no case always runs right after the same neighbour.
  for (let i = 0; i < cases.length; i++) {
    const c = cases[(i + round) % cases.length];
    const run = timed(c.args(), c.ok);
    times.get(c.name).push(run.ms);
    process.stderr.write(`round ${round + 1}: ${c.name} ${run.ms.toFixed(0)} ms\n`);
    if (c.name === 'show (this build)') shown = JSON.parse(run.out);
  }
}
const base = times.get('node baseline');
console.log(
  `ledger history: ${shown.merges.length} merges, ${MERGES * PER_MERGE} ledger lines (${shown.unverified} not authenticated), ${notesCommits} notes commits, local only, ${RUNS} rounds (load before ${loadBefore}, after ${load()})`,
);
for (const [name, xs] of times) {
  const ratios = xs.map((x, i) => x / base[i]);
  console.log(
    `  ${name.padEnd(22)} median ${median(xs).toFixed(0).padStart(6)} ms (${range(xs, 0, ' ms')}), x${median(ratios).toFixed(2)} node baseline (${range(ratios, 2, '')})`,
  );
}
rmSync(root, { recursive: true, force: true });
