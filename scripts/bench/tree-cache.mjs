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
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
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

const gateArgs = (mode, repo, source, extra = [], gate = cli) =>
  gateCliArgs(gate, mode, repo, source, join(root, 'REPORT.md'), ['--no-ledger', ...extra]);
// BENCH_BEFORE_CLI: another build of the gate (the one before a change), timed warm and cold in the same
// interleaved rounds, so a change's before and after are measured under the same load.
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

function report(label, xs, base) {
  const ms = median(xs);
  const ratio = base === undefined ? '' : `  (${(ms / median(base)).toFixed(2)}x)`;
  console.log(`${label.padEnd(58)} median ${ms.toFixed(0).padStart(6)} ms${ratio}  spread ${spread(xs)}`);
}

console.log(`load average ${load()}, ${availableParallelism()} CPUs`);
const small = makeBenchRepo(root, env, 'repo', 5000, 2000);
const mergeByHand = join(root, 'merge-by-hand.sh');
const verifyByHand = join(root, 'verify-by-hand.sh');
handScript(mergeByHand, small.sha, true);
handScript(verifyByHand, small.sha, false);
const resetTrunk = () => small.git('update-ref', 'refs/heads/arbor/trunk', small.trunk);
const isolation = JSON.parse(
  spawnSync(process.execPath, gateArgs('verify', small.repo, newBranch(small)), { env, encoding: 'utf8' })
    .stdout,
).isolation;
console.log(`repository: 5,000 files, 2,000 commits; isolation ${isolation}`);

const t = {
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
  t.verifyHand.push(time('sh', [verifyByHand, small.repo], 0));
  t.verifyWarm.push(time(process.execPath, gateArgs('verify', small.repo, newBranch(small)), 0));
  rmSync(cacheOf(small), { recursive: true, force: true });
  t.verifyCold.push(time(process.execPath, gateArgs('verify', small.repo, newBranch(small)), 0));
  t.verifyOff.push(
    time(process.execPath, gateArgs('verify', small.repo, newBranch(small), ['--tree-cache', '0']), 0),
  );
  t.mergeHand.push(time('sh', [mergeByHand, small.repo], 0));
  resetTrunk();
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
console.log(`${RUNS} interleaved runs each:`);
report('verify by hand (sh: worktree add, eval, remove)', t.verifyHand);
report('arbor-gate verify, warm cache', t.verifyWarm, t.verifyHand);
report('arbor-gate verify, cold cache', t.verifyCold, t.verifyHand);
report('arbor-gate verify, tree-cache 0 (checkout per run)', t.verifyOff, t.verifyHand);
report('merge by hand (sh: Arbor helper git work)', t.mergeHand);
report('arbor-gate merge, warm cache', t.mergeWarm, t.mergeHand);
report('arbor-gate merge, cold cache', t.mergeCold, t.mergeHand);
if (before !== undefined) {
  report('BENCH_BEFORE_CLI verify, warm cache', t.verifyWarmBefore, t.verifyHand);
  report('BENCH_BEFORE_CLI verify, cold cache', t.verifyColdBefore, t.verifyHand);
  report('BENCH_BEFORE_CLI merge, warm cache', t.mergeWarmBefore, t.mergeHand);
  report('BENCH_BEFORE_CLI merge, cold cache', t.mergeColdBefore, t.mergeHand);
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
  const pairedFlags = ['--judge', 'paired', '--min-repeats', '5', '--max-repeats', '5'];
  for (let i = 0; i < runs; i++) {
    add.push(time('git', ['worktree', 'add', '-q', '--detach', largePath, large.sha], 0, large.repo));
    large.git('worktree', 'remove', '--force', largePath);
    rmSync(cacheOf(large), { recursive: true, force: true });
    paired.push(time(process.execPath, gateArgs('verify', large.repo, 'arbor/exp', pairedFlags), 0));
  }
  console.log(`100,000 files, ${runs} interleaved runs each:`);
  report('plain git worktree add', add);
  report('arbor-gate verify --judge paired, 5 pairs, cold cache', paired, add);
}
console.log(`load average ${load()}`);
rmSync(root, { recursive: true, force: true });
