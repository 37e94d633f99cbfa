// The judgement rules under noise (issue 17). A synthetic evaluator: score = true quality of the tree
// + noise of standard deviation SIGMA, a share RHO of its variance fixed by the seed (the same for
// trunk and candidate on one seed), the rest fresh on every run.
//
// 1. The paired rule alone (src/stats, compiled with tsc into .bench/), over TRIALS simulated
//    branches: the false-accept rate on null branches with its Wilson 95% interval (target
//    <= 1 - C + 1 point), power on +1 sigma at RHO = 0.8 with its mean pairs (target >= 0.8 with
//    <= 5 pairs), those mean pairs against the fixed-size design that reaches the same power
//    (target <= 0.7x), and the cost of a null branch with --min-effect 1 sigma (target <= 4 pairs).
//    A normal-quantile variant of the rule is shown beside it, as the baseline the t-quantiles fix.
// 2. End to end through dist/cli.js (`npm run bundle` first): SESSIONS sessions of 40 branches judged
//    one after another (every 4th a real idea worth +1 sigma, the others changing nothing), `auto`
//    (no judgement flag: the default), `single` and `paired` (--min-effect 1 sigma) interleaved
//    session by session: null branches
//    landed, real ideas landed, trunk's recorded score against its true quality, and evaluations.
//    Figures are the mean and spread over the sessions. BENCH_E2E=0 skips this part.
//
//   node scripts/bench/judgement.mjs        BENCH_TRIALS=20000 BENCH_SESSIONS=3 BENCH_BRANCHES=40
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { compiledSource, pct, rate } from './lib/rules.mjs';

const project = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TRIALS = Number(process.env.BENCH_TRIALS ?? 20_000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 3);
const BRANCHES = Number(process.env.BENCH_BRANCHES ?? 40);
const E2E = process.env.BENCH_E2E !== '0';
const SIGMA = 1;
const RHO = 0.8;
const CONFIDENCE = 0.95;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// The rule as the gate runs it: src/stats compiled into .bench/.
const compiled = compiledSource('judgement-build');
const { isLook, lookAtPairs, normalSource } = await compiled('stats/index.js');
const { studentQuantile } = await compiled('stats/student.js');

console.log(`load average before: ${load()}`);

const normal = normalSource(20261201);
/** One paired difference: the seed's share cancels, the fresh share of both runs remains. */
const difference = (effect) => effect + SIGMA * Math.sqrt(1 - RHO) * (normal() - normal());

function sequentialTrial(effect, rule) {
  const d = [];
  for (;;) {
    d.push(difference(effect));
    // A fixed schedule (a sharded judgement's waves) looks only at its pair counts.
    if (d.length < rule.minPairs || !isLook(rule, d.length)) continue;
    const look = lookAtPairs(d, rule);
    if (look.decision !== 'continue') return look;
  }
}

/** One look at n pairs at one-sided level alpha, with Student-t or normal quantiles. */
function fixedTrial(effect, n, alpha, quantile) {
  const d = Array.from({ length: n }, () => difference(effect));
  const mean = d.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  return mean - quantile(1 - alpha, n - 1) * (sd / Math.sqrt(n)) > 0;
}

const rule = { confidence: CONFIDENCE, minPairs: 3, maxPairs: 10, minDelta: 0, minEffect: null };
function runRule(effect, r) {
  let accepted = 0;
  let pairs = 0;
  for (let i = 0; i < TRIALS; i++) {
    const look = sequentialTrial(effect, r);
    if (look.decision === 'accept') accepted++;
    pairs += look.pairs;
  }
  return { accepted, pairs: pairs / TRIALS };
}

console.log(
  `\n-- the paired rule alone: ${TRIALS} trials each, sigma ${SIGMA}, rho ${RHO}, C ${CONFIDENCE}, 3..10 pairs`,
);
const nullRun = runRule(0, rule);
console.log(
  `false accepts on null branches: ${rate(nullRun.accepted, TRIALS)} (target <= ${pct(1 - CONFIDENCE + 0.01)}), mean pairs ${nullRun.pairs.toFixed(2)}`,
);
// Baseline: the same looks with normal quantiles and no sequential correction (what the t rule fixes).
let naive = 0;
for (let i = 0; i < TRIALS; i++) {
  const d = [];
  for (let n = 1; n <= 10; n++) {
    d.push(difference(0));
    if (n < 3) continue;
    const mean = d.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
    if (mean - 1.644854 * (sd / Math.sqrt(n)) > 0) {
      naive++;
      break;
    }
  }
}
let normalFixed = 0;
for (let i = 0; i < TRIALS; i++) if (fixedTrial(0, 5, 1 - CONFIDENCE, () => 1.644854)) normalFixed++;
console.log(
  `  baseline, normal quantiles, one look at 5 pairs: ${rate(normalFixed, TRIALS)}; looking at 3..10 uncorrected: ${rate(naive, TRIALS)}`,
);

const power = runRule(SIGMA, rule);
console.log(
  `power on +1 sigma: ${rate(power.accepted, TRIALS)} (target >= 80%), mean pairs ${power.pairs.toFixed(2)} (target <= 5)`,
);
// The fixed-size design (one look, Student-t, level 1 - C) that reaches the rule's own power.
let fixedN = null;
for (let n = 2; n <= 40 && fixedN === null; n++) {
  let k = 0;
  for (let i = 0; i < TRIALS; i++) if (fixedTrial(SIGMA, n, 1 - CONFIDENCE, studentQuantile)) k++;
  if (k / TRIALS >= power.accepted / TRIALS) fixedN = { n, power: k / TRIALS };
}
console.log(
  `  fixed-size design of equal power: ${fixedN.n} pairs (power ${pct(fixedN.power)}); sequential/fixed = ${(power.pairs / fixedN.n).toFixed(2)}x (target <= 0.70x)`,
);

const futile = { ...rule, minEffect: SIGMA };
const nullE = runRule(0, futile);
const powerE = runRule(SIGMA, futile);
console.log(
  `with --min-effect 1 sigma: a null branch costs ${nullE.pairs.toFixed(2)} pairs (target <= 4), false accepts ${rate(nullE.accepted, TRIALS)}`,
);
console.log(`  power on +1 sigma ${rate(powerE.accepted, TRIALS)} with ${powerE.pairs.toFixed(2)} pairs`);
for (const r of [0, 0.5]) {
  let k = 0;
  for (let i = 0; i < TRIALS; i++) {
    const d = [];
    for (;;) {
      d.push(SIGMA * Math.sqrt(1 - r) * (normal() - normal()));
      if (d.length < 3) continue;
      const look = lookAtPairs(d, rule);
      if (look.decision !== 'continue') {
        if (look.decision === 'accept') k++;
        break;
      }
    }
  }
  console.log(`  false accepts at rho ${r}: ${rate(k, TRIALS)}`);
}

// A sharded judgement looks after each wave only (issue 20: --looks), at levels computed for that
// schedule: the same false-accept target, fewer looks.
for (const looks of [
  [3, 10],
  [3, 6, 10],
]) {
  const scheduled = { ...rule, looks };
  const nullLooks = runRule(0, scheduled);
  const powerLooks = runRule(SIGMA, scheduled);
  console.log(
    `looks ${looks.join(',')}: false accepts ${rate(nullLooks.accepted, TRIALS)} (target <= ${pct(1 - CONFIDENCE + 0.01)}), power on +1 sigma ${rate(powerLooks.accepted, TRIALS)} with ${powerLooks.pairs.toFixed(2)} pairs`,
  );
}

if (!E2E) process.exit(0);

// -- 2. end to end ----------------------------------------------------------------------------
const cli = join(project, 'dist', 'cli.js');
if (!existsSync(cli)) {
  console.error(`no CLI at ${cli}: run \`npm run bundle\``);
  process.exit(1);
}
const TRUNK = 'arbor/trunk';
const TREE = '.arbor/sessions/bench/.coordinator/idea_tree.json';
const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.invalid',
};
const git = (cwd, args) => execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8' }).trim();

// The evaluator: quality.txt + the seed's share (from the session's offset and ARBOR_SEED; fresh when
// no seed is set) + a fresh share. Fresh randomness from the OS, not the clock.
const EVAL = `import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
const q = Number(readFileSync(new URL('./quality.txt', import.meta.url), 'utf8'));
const offset = Number(readFileSync(new URL('./offset.txt', import.meta.url), 'utf8'));
const uniform = (u32) => (u32 + 0.5) / 4294967296;
const gauss = (a, b) => Math.sqrt(-2 * Math.log(uniform(a))) * Math.cos(2 * Math.PI * uniform(b));
const fresh = () => gauss(randomBytes(4).readUInt32LE(), randomBytes(4).readUInt32LE());
const mix = (n) => { n = Math.imul(n ^ (n >>> 16), 0x45d9f3b); n = Math.imul(n ^ (n >>> 16), 0x45d9f3b); return (n ^ (n >>> 16)) >>> 0; };
const seed = process.env.ARBOR_SEED;
const seeded = seed === undefined ? fresh() : gauss(mix(offset * 1000 + Number(seed)), mix(offset * 7919 + Number(seed) + 13));
const score = q + ${SIGMA} * (Math.sqrt(${RHO}) * seeded + Math.sqrt(${1 - RHO}) * fresh());
console.log(JSON.stringify({ score }));
`;

function session(mode, index) {
  const root = mkdtempSync(join(tmpdir(), `arbor-gate-bench-judgement-${mode}-`));
  const remote = join(root, 'remote.git');
  const work = join(root, 'work');
  git(root, ['init', '-q', '--bare', '-b', 'main', remote]);
  git(root, ['init', '-q', '-b', 'main', work]);
  git(work, ['remote', 'add', 'origin', remote]);
  const tree = {
    version: 3,
    meta: {
      metric_direction: 'maximize',
      trunk_branch: TRUNK,
      eval_cmd_test: 'node {cwd}/eval.mjs',
      test_trunk_score: 0,
    },
    root_id: 'ROOT',
    max_depth: 3,
    nodes: {
      ROOT: { id: 'ROOT', parent_id: null, children_ids: [], depth: 0, hypothesis: 'root', status: 'done' },
    },
  };
  mkdirSync(join(work, dirname(TREE)), { recursive: true });
  writeFileSync(join(work, TREE), `${JSON.stringify(tree, null, 2)}\n`);
  writeFileSync(join(work, 'eval.mjs'), EVAL);
  writeFileSync(join(work, 'quality.txt'), '0\n');
  writeFileSync(join(work, 'offset.txt'), `${index + 1}\n`);
  git(work, ['add', '-A']);
  git(work, ['commit', '-qm', 'trunk']);
  git(work, ['branch', TRUNK]);
  git(work, ['push', '-q', 'origin', 'main', TRUNK]);
  let quality = 0;
  let nullLanded = 0;
  let realLanded = 0;
  let evaluations = 0;
  for (let b = 0; b < BRANCHES; b++) {
    const real = b % 4 === 3;
    const branch = `arbor/b${b}`;
    git(work, ['checkout', '-q', '-B', branch, `origin/${TRUNK}`]);
    const next = real ? quality + SIGMA : quality;
    // Every branch has a tree of its own: a real idea that repeated a rejected one's tree would be
    // judged on that tree's runs in the ledger (every run counts) without a run of its own.
    if (real) writeFileSync(join(work, 'quality.txt'), `${next}\n`);
    writeFileSync(join(work, `note-${b}.txt`), `${b}\n`);
    git(work, ['add', '-A']);
    git(work, ['commit', '-qm', branch]);
    const args = [
      cli,
      'merge',
      '--source',
      branch,
      '--trunk-branch',
      TRUNK,
      '--run-name',
      'bench',
      '--json',
      '--eval-retries',
      '0',
      '--eval-isolation',
      'none',
      '--keep-logs',
      '0',
    ];
    if (mode === 'paired') args.push('--judge', 'paired', '--min-effect', String(SIGMA));
    if (mode === 'single') args.push('--judge', 'single');
    const run = spawnSync(process.execPath, args, { cwd: work, env: gitEnv, encoding: 'utf8' });
    const verdict = JSON.parse(run.stdout);
    evaluations += verdict.attempts.length;
    if (verdict.decision === 'merged') {
      if (real) realLanded++;
      else nullLanded++;
      if (real) quality = next;
      git(work, ['fetch', '-q', 'origin', TRUNK]);
    }
    git(work, ['checkout', '-q', '--detach']);
  }
  git(work, ['fetch', '-q', 'origin', TRUNK]);
  const recorded = JSON.parse(git(work, ['show', `origin/${TRUNK}:${TREE}`])).meta.test_trunk_score;
  rmSync(root, { recursive: true, force: true });
  return { nullLanded, realLanded, error: recorded - quality, evaluations };
}

const nulls = BRANCHES - Math.floor(BRANCHES / 4);
const reals = Math.floor(BRANCHES / 4);
console.log(
  `\n-- end to end through dist/cli.js: ${SESSIONS} session(s) of ${BRANCHES} branches (${reals} real +1 sigma), sigma ${SIGMA}, rho ${RHO}`,
);
const MODES = ['auto', 'single', 'paired'];
const results = Object.fromEntries(MODES.map((mode) => [mode, []]));
for (let s = 0; s < SESSIONS; s++) {
  // Interleaved, the order rotating, so a change in load hits every mode.
  for (const mode of MODES.map((_, i) => MODES[(i + s) % MODES.length])) {
    const started = performance.now();
    const r = session(mode, s);
    results[mode].push(r);
    console.log(
      `  session ${s + 1} ${mode}: null landed ${r.nullLanded}/${nulls}, real landed ${r.realLanded}/${reals}, record error ${r.error >= 0 ? '+' : ''}${r.error.toFixed(2)} sigma, ${r.evaluations} evaluations, ${((performance.now() - started) / 1000).toFixed(0)} s, load ${load()}`,
    );
  }
}
const meanSd = (xs) => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = xs.length < 2 ? 0 : Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
  return `${m.toFixed(2)} ± ${sd.toFixed(2)}`;
};
for (const mode of MODES) {
  const rs = results[mode];
  console.log(
    `${mode}: null landed ${meanSd(rs.map((r) => r.nullLanded / nulls))} (target <= 0.10), real landed ${meanSd(rs.map((r) => r.realLanded / reals))} (target >= 0.80), record error ${meanSd(rs.map((r) => r.error))} sigma (target within 1), evaluations ${meanSd(rs.map((r) => r.evaluations))}`,
  );
}
console.log(`load average after: ${load()}`);
