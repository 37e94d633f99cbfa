// Evaluation trees (issue 21): `arbor-gate verify` and `merge` with the checkout cache warm (trunk's
// tree cached: a session's second branch onward, each run a new branch whose candidate is cached as
// its diff) and cold (the cache removed before each run), on the generated 5,000-file / 2,000-commit
// repository of gate-overhead.mjs, against the shell scripts doing Arbor's helper's git work (verify:
// worktree add, the evaluator, worktree remove; merge: that, then git merge --no-ff in the checkout).
// Also: tree-cache 0 (a fresh checkout per run, as before) for reference, the cache's bytes per
// cached tree (a checkout, a diff) and the eviction at a bound of 2. All interleaved; medians.
//
// BENCH_LARGE=1 adds a 100,000-file repository: a cold paired verdict of 10 runs (5 pairs) against one
// plain `git worktree add` of it. The gate is dist/cli.js (run `npm run bundle` first) or ARBOR_GATE_CLI.
// The gate runs with `eval-isolation: auto` (views need an isolated run: root here).
//
// ARBOR_STATE=/path/to/arbor_state.py (Arbor's own helper, skills/arbor-agent-tools/scripts/, kept
// outside the project) adds the issue's held-out baseline, timed in the same rounds: `merge --dry-run`
// beside verify, `merge` beside merge, run from a linked worktree of the bench repository (its session
// folder, .arbor/, stays out of the gate's checkout). Unset: skipped with a message (CI has no Arbor).
//
// The by-hand baseline is bimodal on this machine's file system (ext4 without a journal): there a new
// inode is never one freed in the last 60 s (360 s while its inode table block is dirty), and each
// create scans past those (the kernel's recently_deleted, in find_inode_bit), so a checkout written
// within a minute of deleting another costs ~300 us a file instead of ~20 us. The bench prints whether
// the folder's file system has a journal; with one (a GitHub runner's ext4), that mode does not exist.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRoot } from './lib/bench-root.mjs';
import { gateCliArgs, handScript, makeBenchRepo, median, timeRun } from './lib/bench-repo.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const cli =
  process.env.ARBOR_GATE_CLI ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');
const { root, env } = benchRoot('arbor-gate-bench-trees-');
// `sync` (untimed) before each timed run: the runs before it (a cold build, a cache removed) leave
// thousands of dirty pages, and no run should pay for the writeback of the one before it. (The by-hand
// baseline stayed bimodal with it, 281..2248 ms at load 4: that spread has another cause, still open.)
const time = (cmd, args, expectStatus, cwd = root) => {
  execFileSync('sync');
  return timeRun(env, cmd, args, expectStatus, cwd);
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loads = [];

/** The bench folder's file system and whether it keeps a journal (jbd2 lists each journaled device). */
function fileSystem(path) {
  const [source = '?', type = '?'] = execFileSync(
    'findmnt',
    ['-n', '-o', 'SOURCE,FSTYPE', '--target', path],
    {
      encoding: 'utf8',
    },
  )
    .trim()
    .split(/\s+/);
  if (type !== 'ext4') return `${type} ${source}`;
  const device = source.replace(/^\/dev\//, '');
  const journal = existsSync('/proc/fs/jbd2')
    ? readdirSync('/proc/fs/jbd2').some((name) => name.startsWith(`${device}-`))
    : false;
  return `ext4 ${source}, ${journal ? 'journaled' : 'no journal: a checkout written soon after deleting one pays a scan per file (see the head of this file)'}`;
}

const gateArgs = (mode, repo, source, extra = [], gate = cli) =>
  gateCliArgs(gate, mode, repo, source, join(root, 'REPORT.md'), ['--no-ledger', ...extra]);
// BENCH_BEFORE_CLI: another build of the gate (the one before a change), timed warm and cold in the same
// interleaved rounds, so a change's before and after are measured under the same load. Both share the
// repository's cache: a build whose cache stamp has another version (stamp.ts) discards and rebuilds
// the other's entries, so its "warm" runs are not warm; time such a pair in runs of their own.
const before = process.env.BENCH_BEFORE_CLI;

let branches = 0;
/** A new branch like arbor/exp (forked 10 commits back) with a solution no other branch has. */
function newBranch(r) {
  branches++;
  const name = `arbor/b${branches}`;
  r.git('switch', '-q', '--detach', 'arbor/exp');
  writeFileSync(join(r.repo, 'solution.txt'), `${branches + 2}\n`);
  r.git('commit', '-qam', `branch ${branches}`);
  r.git('branch', '-f', name, 'HEAD');
  r.git('switch', '-q', '--detach');
  return name;
}

const cacheOf = (r) => join(r.repo, '.git', 'arbor-gate', 'trees');
const entries = (r) => readdirSync(cacheOf(r)).filter((n) => /^[0-9a-f]{64}$/.test(n));
const bytes = (path) => Number(execFileSync('du', ['-sb', path], { encoding: 'utf8' }).split('\t')[0]);
const spread = (xs) => `${Math.min(...xs).toFixed(0)}..${Math.max(...xs).toFixed(0)}`;

/** One line: the median, each ratio to a baseline (`bases`: name to times; empty ones left out), the spread. */
function report(label, xs, bases = {}) {
  const ms = median(xs);
  const ratios = Object.entries(bases)
    .filter(([, base]) => base.length > 0)
    .map(([name, base]) => `${(ms / median(base)).toFixed(2)}x ${name}`)
    .join(', ');
  console.log(
    `${label.padEnd(58)} median ${ms.toFixed(0).padStart(6)} ms${ratios === '' ? '' : `  (${ratios})`}  spread ${spread(xs)}`,
  );
}

console.log(`load average ${load()}, ${availableParallelism()} CPUs; bench folder: ${fileSystem(root)}`);
const small = makeBenchRepo(root, env, 'repo', 5000, 2000);
const mergeByHand = join(root, 'merge-by-hand.sh');
const verifyByHand = join(root, 'verify-by-hand.sh');
handScript(mergeByHand, small.sha, true);
handScript(verifyByHand, small.sha, false);
const resetTrunk = () => small.git('update-ref', 'refs/heads/arbor/trunk', small.trunk);
const first = spawnSync(process.execPath, gateArgs('verify', small.repo, newBranch(small)), {
  env,
  encoding: 'utf8',
});
if (first.status !== 0) throw new Error(`the gate's first verify exited ${first.status}: ${first.stderr}`);
console.log(`repository: 5,000 files, 2,000 commits; isolation ${JSON.parse(first.stdout).isolation}`);

// Arbor's helper, from a linked worktree of the bench repository with a session of its own.
const helperScript = process.env.ARBOR_STATE;
const helper = helperScript === undefined ? null : join(root, 'helper-wt');
// The interpreter itself, not a version manager's shim (pyenv's costs a shell script per call).
const python = process.env.ARBOR_PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');
const helperRun = (command, ...args) => [
  python,
  [helperScript, command, '--cwd', helper, '--run-name', 'bench', ...args],
];
if (helper === null) {
  console.log("ARBOR_STATE is not set (the path of Arbor's arbor_state.py): the helper is not measured");
} else {
  console.log(`Arbor's helper: ${helperScript}, run by ${python}`);
  small.git('worktree', 'add', '-q', '--detach', helper, small.trunk);
  for (const args of [
    ['init', '--task', 'bench'],
    ['meta', '--set', 'eval_cmd_test=sh {cwd}/eval.sh', '--set', 'trunk_branch=arbor/trunk'],
  ]) {
    const [cmd, argv] = helperRun(...args);
    execFileSync(cmd, argv, { env, stdio: 'ignore' });
  }
}
/** The helper's `merge` of `branch` (`--dry-run`: its verify), timed; state put back untimed. */
function timeHelper(branch, dryRun) {
  const [cmd, argv] = helperRun(
    'merge',
    '--source-branch',
    branch,
    '--node-id',
    'ROOT',
    ...(dryRun ? ['--dry-run'] : []),
  );
  const ms = time(cmd, argv, 0, helper);
  // Its merge leaves the worktree on trunk and records the new trunk score: both undone for the next.
  execFileSync('git', ['switch', '-q', '--detach', small.trunk], { cwd: helper, env });
  const [mcmd, margv] = helperRun('meta', '--set', 'test_trunk_score=1');
  execFileSync(mcmd, margv, { env, stdio: 'ignore' });
  return ms;
}

const t = {
  verifyHelper: [],
  mergeHelper: [],
  verifyHand: [],
  verifyWarm: [],
  verifyCold: [],
  verifyOff: [],
  mergeHand: [],
  mergeWarm: [],
  mergeCold: [],
  verifyWarmBefore: [],
  verifyColdBefore: [],
  mergeWarmBefore: [],
  mergeColdBefore: [],
};
for (let i = 0; i < RUNS; i++) {
  loads.push(loadavg()[0]);
  if (helper !== null) t.verifyHelper.push(timeHelper(newBranch(small), true));
  t.verifyHand.push(time('sh', [verifyByHand, small.repo], 0));
  t.verifyWarm.push(time(process.execPath, gateArgs('verify', small.repo, newBranch(small)), 0));
  rmSync(cacheOf(small), { recursive: true, force: true });
  t.verifyCold.push(time(process.execPath, gateArgs('verify', small.repo, newBranch(small)), 0));
  t.verifyOff.push(
    time(process.execPath, gateArgs('verify', small.repo, newBranch(small), ['--tree-cache', '0']), 0),
  );
  t.mergeHand.push(time('sh', [mergeByHand, small.repo], 0));
  resetTrunk();
  if (helper !== null) {
    t.mergeHelper.push(timeHelper(newBranch(small), false));
    resetTrunk();
  }
  t.mergeWarm.push(time(process.execPath, gateArgs('merge', small.repo, newBranch(small)), 0));
  resetTrunk();
  rmSync(cacheOf(small), { recursive: true, force: true });
  t.mergeCold.push(time(process.execPath, gateArgs('merge', small.repo, newBranch(small)), 0));
  resetTrunk();
  if (before === undefined) continue;
  t.verifyWarmBefore.push(
    time(process.execPath, gateArgs('verify', small.repo, newBranch(small), [], before), 0),
  );
  rmSync(cacheOf(small), { recursive: true, force: true });
  t.verifyColdBefore.push(
    time(process.execPath, gateArgs('verify', small.repo, newBranch(small), [], before), 0),
  );
  t.mergeWarmBefore.push(
    time(process.execPath, gateArgs('merge', small.repo, newBranch(small), [], before), 0),
  );
  resetTrunk();
  rmSync(cacheOf(small), { recursive: true, force: true });
  t.mergeColdBefore.push(
    time(process.execPath, gateArgs('merge', small.repo, newBranch(small), [], before), 0),
  );
  resetTrunk();
}
const loadSpread = `${Math.min(...loads).toFixed(2)}..${Math.max(...loads).toFixed(2)}`;
console.log(`${RUNS} interleaved runs each; 1-minute load average at each round's start ${loadSpread}:`);
const verifyBases = { 'by hand': t.verifyHand, helper: t.verifyHelper };
const mergeBases = { 'by hand': t.mergeHand, helper: t.mergeHelper };
if (helper !== null) report("Arbor's helper: merge --dry-run", t.verifyHelper, { 'by hand': t.verifyHand });
report('verify by hand (sh: worktree add, eval, remove)', t.verifyHand);
report('arbor-gate verify, warm cache', t.verifyWarm, verifyBases);
report('arbor-gate verify, cold cache', t.verifyCold, verifyBases);
report('arbor-gate verify, tree-cache 0 (checkout per run)', t.verifyOff, verifyBases);
if (helper !== null) report("Arbor's helper: merge", t.mergeHelper, { 'by hand': t.mergeHand });
report('merge by hand (sh: Arbor helper git work)', t.mergeHand);
report('arbor-gate merge, warm cache', t.mergeWarm, mergeBases);
report('arbor-gate merge, cold cache', t.mergeCold, mergeBases);
if (before !== undefined) {
  report('BENCH_BEFORE_CLI verify, warm cache', t.verifyWarmBefore, verifyBases);
  report('BENCH_BEFORE_CLI verify, cold cache', t.verifyColdBefore, verifyBases);
  report('BENCH_BEFORE_CLI merge, warm cache', t.mergeWarmBefore, mergeBases);
  report('BENCH_BEFORE_CLI merge, cold cache', t.mergeColdBefore, mergeBases);
}

// Disk: one trunk tree (a checkout) and candidates as diffs; then the bound.
const stamps = entries(small).map((key) => ({
  key,
  base: JSON.parse(execFileSync('cat', [join(cacheOf(small), key, 'stamp')], { encoding: 'utf8' })).base,
  bytes: bytes(join(cacheOf(small), key)),
}));
for (const kind of ['checkout', 'diff']) {
  const of = stamps.filter((s) => (s.base === null) === (kind === 'checkout'));
  if (of.length > 0)
    console.log(
      `cached tree as a ${kind}: ${of.length} entr(ies), median ${median(of.map((s) => s.bytes))} bytes`,
    );
}
console.log(
  `repository's own checkout (du of a worktree): ${(() => {
    const wt = join(root, 'measure-wt');
    small.git('worktree', 'add', '-q', '--detach', wt, small.sha);
    const b = bytes(wt);
    small.git('worktree', 'remove', '--force', wt);
    return b;
  })()} bytes`,
);
for (let i = 0; i < 3; i++)
  spawnSync(process.execPath, gateArgs('verify', small.repo, newBranch(small), ['--tree-cache', '2']), {
    env,
  });
console.log(
  `after 3 more branches at --tree-cache 2: ${entries(small).length} cached tree(s), ${bytes(cacheOf(small))} bytes`,
);

if (process.env.BENCH_LARGE === '1') {
  const large = makeBenchRepo(root, env, 'large', 100_000, 50);
  const largePath = join(root, 'large-wt');
  const runs = Math.min(RUNS, 3);
  const add = [];
  const paired = [];
  const pairedBefore = [];
  const pairedFlags = ['--judge', 'paired', '--min-repeats', '5', '--max-repeats', '5'];
  for (let i = 0; i < runs; i++) {
    add.push(time('git', ['worktree', 'add', '-q', '--detach', largePath, large.sha], 0, large.repo));
    large.git('worktree', 'remove', '--force', largePath);
    rmSync(cacheOf(large), { recursive: true, force: true });
    paired.push(time(process.execPath, gateArgs('verify', large.repo, 'arbor/exp', pairedFlags), 0));
    if (before === undefined) continue;
    rmSync(cacheOf(large), { recursive: true, force: true });
    pairedBefore.push(
      time(process.execPath, gateArgs('verify', large.repo, 'arbor/exp', pairedFlags, before), 0),
    );
  }
  console.log(`100,000 files, ${runs} interleaved runs each:`);
  report('plain git worktree add', add);
  report('arbor-gate verify --judge paired, 5 pairs, cold cache', paired, { 'worktree add': add });
  if (before !== undefined)
    report('BENCH_BEFORE_CLI verify --judge paired, 5 pairs, cold', pairedBefore, { 'worktree add': add });
}
console.log(`load average ${load()}`);
rmSync(root, { recursive: true, force: true });
