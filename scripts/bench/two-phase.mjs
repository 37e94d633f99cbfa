// What two-phase evaluation costs (issue 24): `arbor-gate verify` on the 5,000-file, 2,000-commit bench
// repository (lib/bench-repo.mjs), single phase (`eval-cmd-test` scores) against two-phase (phase 1
// runs the same command unscored, then phase 2 builds its gate-owned folder of the protected files and
// the declared output and runs the scorer in a sandbox of its own), interleaved, several times; each
// figure is a ratio of medians, with the spread (min-max) and the load average. Both run with the
// default `eval-isolation: auto` (as root: user+pidns). ARBOR_GATE_CLI=path runs another build than
// dist/cli.js (which must be built from this source: `npm run bundle`).
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRoot } from './lib/bench-root.mjs';
import { makeBenchRepo } from './lib/bench-repo.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const cli =
  process.env.ARBOR_GATE_CLI ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');
const { root, env } = benchRoot('arbor-gate-bench-two-phase-');
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const repo = makeBenchRepo(root, env, 'repo', 5000, 2000);
const common = [
  cli,
  'verify',
  '--cwd',
  repo.repo,
  '--source',
  'arbor/exp',
  '--trunk-branch',
  'arbor/trunk',
  '--test-trunk-score',
  '1',
  '--eval-retries',
  '0',
  '--protected',
  'eval.sh',
  '--submission-path',
  'solution.txt',
  // Every run evaluates: the ledger would reuse the first run's measurement of the same tree.
  '--no-ledger',
  '--report',
  join(root, 'REPORT.md'),
  '--json',
];
const single = [...common, '--eval-cmd-test', 'sh {cwd}/eval.sh'];
const twoPhase = [...common, '--eval-cmd-test', 'sh {cwd}/eval.sh', '--score-cmd-test', 'sh {cwd}/eval.sh'];

function time(args) {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { env, encoding: 'utf8', cwd: root });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const verdict = JSON.parse(run.stdout || '{}');
  if (run.status !== 0 || verdict.score !== 2 || verdict.attempts.length === 0)
    throw new Error(`verify exited ${run.status}: ${run.stderr}`);
  return { ms, verdict };
}

console.log(`load average before ${loads()}, ${availableParallelism()} CPUs`);
const t = { single: [], twoPhase: [] };
let phases = null;
for (let i = 0; i < RUNS; i++) {
  t.single.push(time(single).ms);
  const two = time(twoPhase);
  t.twoPhase.push(two.ms);
  phases = two.verdict.attempts.map((a) => a.phase).join(',');
}
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
const spread = (xs) => `${sorted(xs)[0].toFixed(0)}-${sorted(xs).at(-1).toFixed(0)} ms`;
console.log(
  `${RUNS} interleaved runs each (two-phase attempts' phases: ${phases}); load average after ${loads()}`,
);
console.log(
  `verify, single phase   median ${median(t.single).toFixed(0).padStart(6)} ms  spread ${spread(t.single)}`,
);
console.log(
  `verify, two-phase      median ${median(t.twoPhase).toFixed(0).padStart(6)} ms  spread ${spread(t.twoPhase)}  ` +
    `(${(median(t.twoPhase) / median(t.single)).toFixed(2)}x single phase)`,
);
