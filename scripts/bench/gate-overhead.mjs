// The gate's own overhead: `arbor-gate merge` and `verify` with a trivial evaluator on a generated
// repository of 5,000 files and 2,000 commits (the branch forked 10 commits before trunk's head, so the
// merge is a real one), against shell scripts doing the git work of Arbor's helper by hand: for merge,
// worktree add at the source, the evaluator, worktree remove, then checkout trunk in the repository,
// git merge --no-ff and checkout back; for verify (Arbor's merge --dry-run), the first half only. All
// run interleaved, several times, in this script; each figure is a ratio of medians. Also measured:
// the eval worktree's checkout with one worker and with git's parallel checkout (one per CPU). The gate
// runs with its default `eval-isolation: auto` (as root: another user, in its own namespaces), and
// verify also with `none`, so the difference is what isolation costs.
//
// BENCH_LARGE=1 adds a 100,000-file repository (a few minutes): `merge` against one plain
// `git worktree add` of it. ARBOR_GATE_CLI=path runs another build of the CLI than dist/cli.js;
// ARBOR_GATE_COMPARE_CLI=path times a second build too (e.g. the previous release), interleaved.
// BENCH_DIR=folder puts the repositories and every temporary worktree there (default: the temp dir).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRoot } from './lib/bench-root.mjs';
import { gateCliArgs, handScript, makeBenchRepo, median, timeRun } from './lib/bench-repo.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const cli =
  process.env.ARBOR_GATE_CLI ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');
const compareCli = process.env.ARBOR_GATE_COMPARE_CLI;
const { root, env } = benchRoot('arbor-gate-bench-gate-');

const makeRepo = (name, files, commits) => makeBenchRepo(root, env, name, files, commits);
const time = (cmd, args, expectStatus, cwd = root) => timeRun(env, cmd, args, expectStatus, cwd);

const gateArgs = (mode, repo, build = cli) =>
  gateCliArgs(build, mode, repo, 'arbor/exp', join(root, 'REPORT.md'));

function report(label, ms, base) {
  const ratio = base === undefined ? '' : `  (${(ms / base).toFixed(2)}x)`;
  console.log(`${label.padEnd(52)} median ${ms.toFixed(0).padStart(6)} ms${ratio}`);
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${availableParallelism()} CPUs`,
);
const small = makeRepo('repo', 5000, 2000);
console.log(
  `repository: ${small.git('ls-files').split('\n').length} files, ${small.git('rev-list', '--count', 'arbor/trunk')} commits`,
);
const mergeByHand = join(root, 'merge-by-hand.sh');
const verifyByHand = join(root, 'verify-by-hand.sh');
handScript(mergeByHand, small.sha, true);
handScript(verifyByHand, small.sha, false);
const resetTrunk = () => small.git('update-ref', 'refs/heads/arbor/trunk', small.trunk);
const wtPath = join(root, 'wt');
const worktreeAdd = (workers) => {
  const ms = time(
    'git',
    ['-c', `checkout.workers=${workers}`, 'worktree', 'add', '-q', '--detach', wtPath, small.sha],
    0,
    small.repo,
  );
  small.git('worktree', 'remove', '--force', wtPath);
  return ms;
};

const t = {
  mergeHand: [],
  verifyHand: [],
  merge: [],
  verify: [],
  verifyUnisolated: [],
  serial: [],
  parallel: [],
  mergeOld: [],
  verifyOld: [],
};
for (let i = 0; i < RUNS; i++) {
  t.mergeHand.push(time('sh', [mergeByHand, small.repo], 0));
  resetTrunk();
  t.merge.push(time(process.execPath, gateArgs('merge', small.repo), 0));
  resetTrunk();
  t.verifyHand.push(time('sh', [verifyByHand, small.repo], 0));
  t.verify.push(time(process.execPath, gateArgs('verify', small.repo), 0));
  t.verifyUnisolated.push(
    time(process.execPath, [...gateArgs('verify', small.repo), '--eval-isolation', 'none'], 0),
  );
  if (compareCli !== undefined) {
    t.mergeOld.push(time(process.execPath, gateArgs('merge', small.repo, compareCli), 0));
    resetTrunk();
    t.verifyOld.push(time(process.execPath, gateArgs('verify', small.repo, compareCli), 0));
  }
  t.serial.push(worktreeAdd(1));
  t.parallel.push(worktreeAdd(availableParallelism()));
}
const m = Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.length > 0 ? median(v) : NaN]));
console.log(`${RUNS} interleaved runs each:`);
report('merge by hand (sh: Arbor helper git work)', m.mergeHand);
report('arbor-gate merge', m.merge, m.mergeHand);
report('verify by hand (sh: worktree add, eval, remove)', m.verifyHand);
report('arbor-gate verify vs verify by hand', m.verify, m.verifyHand);
report('arbor-gate verify vs merge by hand', m.verify, m.mergeHand);
const isolation = JSON.parse(
  spawnSync(process.execPath, gateArgs('verify', small.repo), { env, encoding: 'utf8' }).stdout,
).isolation;
report(`  verify's isolation: ${isolation}; with none, vs isolated`, m.verifyUnisolated, m.verify);
if (compareCli !== undefined) {
  report('ARBOR_GATE_COMPARE_CLI merge vs merge by hand', m.mergeOld, m.mergeHand);
  report('arbor-gate merge vs ARBOR_GATE_COMPARE_CLI merge', m.merge, m.mergeOld);
  report('ARBOR_GATE_COMPARE_CLI verify vs verify by hand', m.verifyOld, m.verifyHand);
  report('arbor-gate verify vs ARBOR_GATE_COMPARE_CLI verify', m.verify, m.verifyOld);
}
report('git worktree add, checkout.workers=1', m.serial);
report(`git worktree add, checkout.workers=${availableParallelism()}`, m.parallel, m.serial);

if (process.env.BENCH_LARGE === '1') {
  const large = makeRepo('large', 100_000, 50);
  const largePath = join(root, 'large-wt');
  const runs = Math.min(RUNS, 3);
  const add = [];
  const merge = [];
  for (let i = 0; i < runs; i++) {
    add.push(time('git', ['worktree', 'add', '-q', '--detach', largePath, large.sha], 0, large.repo));
    large.git('worktree', 'remove', '--force', largePath);
    merge.push(time(process.execPath, gateArgs('merge', large.repo), 0));
    large.git('update-ref', 'refs/heads/arbor/trunk', large.trunk);
  }
  console.log(`100,000 files, ${runs} interleaved runs each:`);
  report('plain git worktree add', median(add));
  report('arbor-gate merge', median(merge), median(add));
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
rmSync(root, { recursive: true, force: true });
