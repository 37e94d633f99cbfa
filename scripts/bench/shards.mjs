// The sharded judgement (issue 20) run locally: plan -> eval-shard per shard (separate processes,
// W started together at a time) -> aggregate, against the same judgement in one `verify --looks`
// process, on the same repository. Checked: the same decision, the same pair samples and the same
// ledger entries (tree, seed, score of every run). Measured, interleaved over BENCH_RUNS rounds: the
// flow's wall time against one shard's time x ceil(shards / W) (the overhead ratio), and plan and
// aggregate each against a `verify` with a trivial evaluator. Medians, with min-max spread and the
// load average. ARBOR_GATE_CLI=path runs another build than dist/cli.js (dist is rebuilt on release:
// run `npm run bundle` first, or point it at a tsc build of src/). BENCH_WORKERS=W (default: CPUs).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRoot } from './lib/bench-root.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const W = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const SLEEP = process.env.BENCH_SLEEP ?? '1';
const cli =
  process.env.ARBOR_GATE_CLI ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');
const { root, env } = benchRoot('arbor-gate-bench-shards-');

const EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
[ -n "$BENCH_SLEEP" ] && sleep "$BENCH_SLEEP"
echo "{\\"score\\": $(( $(cat solution.txt) + \${ARBOR_SEED:-0} % 3 ))}"
`;

function makeRepo(name) {
  const repo = join(root, name);
  const git = (...args) => execFileSync('git', args, { cwd: repo, env, encoding: 'utf8' }).trim();
  execFileSync('git', ['init', '-q', '-b', 'main', repo], { env });
  writeFileSync(join(repo, 'eval.sh'), EVAL, { mode: 0o755 });
  writeFileSync(join(repo, 'solution.txt'), '5\n');
  git('add', '.');
  git('commit', '-qm', 'trunk');
  git('branch', 'arbor/trunk');
  git('switch', '-q', '-c', 'arbor/exp');
  writeFileSync(join(repo, 'solution.txt'), '7\n');
  git('commit', '-qam', 'experiment');
  git('switch', '-q', 'main');
  return { repo, git };
}

const gateFlags = (repo) => [
  '--cwd',
  repo,
  '--source',
  'arbor/exp',
  '--trunk-branch',
  'arbor/trunk',
  '--eval-cmd-test',
  'sh {cwd}/eval.sh',
  '--eval-isolation',
  'none',
  '--eval-retries',
  '0',
  '--protected',
  'eval.sh',
  '--judge',
  'paired',
  '--min-repeats',
  '3',
  '--max-repeats',
  '6',
];

function timed(args, sleep, expect = [0]) {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [cli, ...args], {
    env: { ...env, BENCH_SLEEP: sleep },
    encoding: 'utf8',
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (!expect.includes(run.status)) throw new Error(`${args[0]} exited ${run.status}: ${run.stderr}`);
  return { ms, out: run.stdout };
}

function start(args, sleep) {
  const begin = process.hrtime.bigint();
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...env, BENCH_SLEEP: sleep },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0
        ? resolve(Number(process.hrtime.bigint() - begin) / 1e6)
        : reject(new Error(`eval-shard ${code}`)),
    ),
  );
}

function ledgerEntries(git) {
  const notes = spawnSync('git', ['notes', '--ref', 'refs/notes/arbor-gate', 'list'], {
    cwd: git.repo,
    env,
    encoding: 'utf8',
  });
  const entries = [];
  for (const line of notes.stdout.trim().split('\n').filter(Boolean)) {
    const [blob] = line.split(' ');
    for (const text of git.git('cat-file', '-p', blob).split('\n').filter(Boolean)) {
      const entry = JSON.parse(text);
      entries.push(`${entry.tree} ${entry.seed} ${entry.score}`);
    }
  }
  return entries.sort();
}

/** One sharded flow on a fresh repository: its times, its verdict and its ledger. */
async function shardedFlow(name, sleep) {
  const repo = makeRepo(name);
  const planned = timed(['plan', ...gateFlags(repo.repo), '--json'], sleep);
  const planFile = join(root, `${name}.plan.json`);
  writeFileSync(planFile, planned.out);
  const doc = JSON.parse(planned.out);
  const results = join(root, `${name}-results`);
  mkdirSync(results);
  const flowStart = process.hrtime.bigint();
  const shardTimes = [];
  const ids = doc.shards.map((s) => s.id);
  for (let i = 0; i < ids.length; i += W) {
    shardTimes.push(
      ...(await Promise.all(
        ids
          .slice(i, i + W)
          .map((id) =>
            start(
              [
                'eval-shard',
                '--plan',
                planFile,
                '--shard',
                id,
                '--out',
                join(results, `${id}.json`),
                '--cwd',
                repo.repo,
              ],
              sleep,
            ),
          ),
      )),
    );
  }
  const shardsMs = Number(process.hrtime.bigint() - flowStart) / 1e6;
  const aggregated = timed(
    ['aggregate', '--plan', planFile, '--results', results, '--cwd', repo.repo, '--json'],
    sleep,
    [0, 1, 4],
  );
  return {
    plan: planned.ms,
    shards: shardsMs,
    aggregate: aggregated.ms,
    shardTimes,
    count: ids.length,
    verdict: aggregated.out.trim().startsWith('{"plan"') ? null : JSON.parse(aggregated.out),
    ledger: ledgerEntries(repo),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)} ms`;

const rows = {
  flow: [],
  predicted: [],
  plan: [],
  aggregate: [],
  verifyTrivial: [],
  planTrivial: [],
  aggregateTrivial: [],
};
let same = true;
for (let round = 0; round < RUNS; round++) {
  const flow = await shardedFlow(`flow-${round}`, SLEEP);
  const single = makeRepo(`verify-${round}`);
  const verify = JSON.parse(
    timed(['verify', ...gateFlags(single.repo), '--looks', '3,6', '--json'], SLEEP).out,
  );
  const agree =
    flow.verdict !== null &&
    flow.verdict.decision === verify.decision &&
    JSON.stringify(flow.verdict.judgement.samples) === JSON.stringify(verify.judgement.samples) &&
    JSON.stringify(flow.ledger) === JSON.stringify(ledgerEntries(single));
  same &&= agree;
  const wall = flow.plan + flow.shards + flow.aggregate;
  rows.flow.push(wall);
  rows.predicted.push(median(flow.shardTimes) * Math.ceil(flow.count / W));
  rows.plan.push(flow.plan);
  rows.aggregate.push(flow.aggregate);
  // Trivial evaluator: what plan and aggregate cost beside a verify that evaluates nothing slow.
  const trivialRepo = makeRepo(`trivial-verify-${round}`);
  rows.verifyTrivial.push(
    timed(['verify', ...gateFlags(trivialRepo.repo), '--looks', '3,6', '--json'], '').ms,
  );
  const trivial = await shardedFlow(`trivial-${round}`, '');
  rows.planTrivial.push(trivial.plan);
  rows.aggregateTrivial.push(trivial.aggregate);
  console.log(
    `round ${round + 1}: ${flow.count} shards, wall ${wall.toFixed(0)} ms, same verdict and ledger as verify: ${agree}`,
  );
}
const ratio = (a, b) => (median(a) / median(b)).toFixed(2);
console.log(
  `workers W=${W}, evaluator sleep ${SLEEP} s, ${RUNS} rounds, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`same decision, samples and ledger entries as one verify process: ${same}`);
console.log(
  `flow wall ${median(rows.flow).toFixed(0)} ms (${spread(rows.flow)}); one shard x ceil(n/W) ${median(rows.predicted).toFixed(0)} ms (${spread(rows.predicted)}): overhead ratio ${ratio(rows.flow, rows.predicted)}`,
);
console.log(`plan ${median(rows.plan).toFixed(0)} ms, aggregate ${median(rows.aggregate).toFixed(0)} ms`);
console.log(
  `trivial evaluator: plan / verify ${ratio(rows.planTrivial, rows.verifyTrivial)}, aggregate / verify ${ratio(rows.aggregateTrivial, rows.verifyTrivial)} (verify ${median(rows.verifyTrivial).toFixed(0)} ms, ${spread(rows.verifyTrivial)})`,
);
rmSync(root, { recursive: true, force: true });
if (!same) process.exit(1);
