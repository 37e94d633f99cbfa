// `judge: auto`, the default (issue 36), simulated over whole sessions with the gate's own pure rules
// (src/gate/judgement/auto.ts, thresholds.ts and src/stats, compiled with tsc into .bench/): the
// ledger, trunk's checks, the deterministic rule with its confirming run, the paired rule with trunk's
// side reused or made together, and what lands. The synthetic evaluator: score = true quality + noise
// of sd SIGMA, a share RHO of its variance set by the seed, the rest fresh on every run, optionally a
// drifting level (a timing score on a loaded machine). Every rate is pooled over the sessions with its
// Wilson 95% interval; the gate's runs end to end are judgement.mjs's part 2.
//
// 1. The 40-branch session (every 4th branch a real +1 sigma idea) with no judgement flags, beside
//    today's `single` (one draw against the record) and `paired` (--min-effect 1 sigma).
// 2. A deterministic evaluator: evaluations per branch against 1 + (landings + 2) / branches.
// 3. Unseeded noise with a drifting level: false accepts with pairs made together and with trunk's side
//    reused from the ledger.
// 4. A ratio metric whose scale grows 30x over the session (relative noise): nulls stop by futility.
// 5. Relative thresholds at the boundary: the linear form against the plug-in bar.
// 6. auto's default min-effect (noise units): what a null branch costs and the power, per choice.
//
//   node scripts/bench/judgement-auto.mjs      BENCH_SESSIONS=200 BENCH_BRANCHES=40 BENCH_TRIALS=20000
import { compiledSource, pct, rate as wilsonRate } from './lib/rules.mjs';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const BRANCHES = Number(process.env.BENCH_BRANCHES ?? 40);
const TRIALS = Number(process.env.BENCH_TRIALS ?? 20_000);

const load = compiledSource('judgement-auto-build');
const { learnNoise, trunkSeedsToRun, exactDecision } = await load('gate/judgement/auto.js');
const { pairedLookAt } = await load('gate/judgement/thresholds.js');
const { AUTO_MIN_EFFECT_SD } = await load('gate/judgement/setting-rows.js');
const { normalSource, isLook, lookAtPairs, meanAndSd } = await load('stats/index.js');

const normal = normalSource(20261203);
const rate = (k, n) => wilsonRate(k, n, { counts: true });

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const spread = (xs) => {
  const { mean: m, sd } = meanAndSd(xs);
  return `${m.toFixed(2)} ± ${sd.toFixed(2)} (range ${Math.min(...xs).toFixed(2)}..${Math.max(...xs).toFixed(2)})`;
};

const LOAD_PHI = 0.98;
const RULE = { confidence: 0.95, minPairs: 3, maxPairs: 10, minDelta: 0, minEffect: null };
const ABSOLUTE_ZERO = { kind: 'absolute', value: 0, label: '--min-delta' };

/**
 * One session's evaluator and ledger. `quality(tree)` is the true score; `scale(tree)` multiplies the
 * noise (a ratio metric's noise grows with it); the seed's share is fixed per seed and session.
 */
class Session {
  constructor({ sigma, rho, drift = 0, relative = false }) {
    Object.assign(this, { sigma, rho, drift, relative });
    this.seedShare = new Map();
    this.level = 0;
    this.runs = new Map();
    this.quality = new Map([['t0', relative ? 1 : 0]]);
    this.trunks = ['t0'];
    this.evaluations = 0;
    this.gateRun = 0;
    this.seq = 0;
  }
  seedNoise(seed) {
    if (seed === null) return normal();
    if (!this.seedShare.has(seed)) this.seedShare.set(seed, normal());
    return this.seedShare.get(seed);
  }
  /** One fresh run of `tree`, recorded in the ledger. */
  run(tree, seed) {
    this.evaluations++;
    // The load level: AR(1) with stationary sd `drift` (sigma units) and a correlation time of 50 runs.
    this.level = LOAD_PHI * this.level + Math.sqrt(1 - LOAD_PHI * LOAD_PHI) * this.drift * normal();
    const noise =
      this.sigma * (Math.sqrt(this.rho) * this.seedNoise(seed) + Math.sqrt(1 - this.rho) * normal());
    const q = this.quality.get(tree);
    const score = this.relative ? q * (1 + noise + this.level) : q + noise + this.level;
    const line = { seed, score, run: this.gateRun, seq: this.seq++ };
    this.runs.set(tree, [line, ...(this.runs.get(tree) ?? [])]);
    return score;
  }
  /** The ledger's newest run of `tree` on `seed`, else a fresh one (the gate's per-seed reuse). */
  measure(tree, seed) {
    const known = (this.runs.get(tree) ?? []).find((line) => line.seed === seed);
    return known === undefined ? this.run(tree, seed) : known.score;
  }
  history() {
    return this.trunks.slice(0, 20).map((tree) => ({ tree, runs: this.runs.get(tree) ?? [] }));
  }
}

/** The paired judgement on `session`: trunk's side per seed from the ledger, or made together. */
function paired(session, trunk, candidate, { together, minEffect, minDelta = ABSOLUTE_ZERO }) {
  const samples = [];
  for (let seed = 1; seed <= RULE.maxPairs; seed++) {
    const order = seed % 2 === 1 ? ['trunk', 'candidate'] : ['candidate', 'trunk'];
    const scores = {};
    for (const side of order) {
      const tree = side === 'trunk' ? trunk : candidate;
      scores[side] = together ? session.run(tree, seed) : session.measure(tree, seed);
    }
    samples.push(scores);
    if (!isLook(RULE, samples.length)) continue;
    const look = pairedLookAt(samples, RULE, { minDelta, minEffect }, 'maximize');
    if (look.decision !== 'continue')
      return {
        accepted: look.decision === 'accept',
        futility: look.decision === 'futility',
        pairs: samples.length,
        score: mean(samples.map((s) => s.candidate)),
      };
  }
  throw new Error('the paired rule ended without a decision');
}

const NOISE_EFFECT = { kind: 'noise', units: AUTO_MIN_EFFECT_SD, label: 'auto' };

/** `auto` as judge.ts runs it: trunk's checks, then deterministic or paired. `reuse`: never make pairs together. */
function auto(
  session,
  candidate,
  { reuse = false, minEffect = NOISE_EFFECT, minDelta = ABSOLUTE_ZERO } = {},
) {
  session.gateRun++;
  const trunk = session.trunks[0];
  const [own, ...older] = session.history();
  let current = own;
  let finding = learnNoise([current, ...older]);
  for (;;) {
    const seeds = trunkSeedsToRun(finding, current);
    if (seeds.length === 0) break;
    for (const seed of seeds) session.run(trunk, seed);
    current = { tree: trunk, runs: session.runs.get(trunk) };
    finding = learnNoise([current, ...older]);
  }
  if (finding.noise === 'noisy') {
    return {
      ...paired(session, trunk, candidate, {
        together: !reuse && finding.seed !== 'sets',
        minEffect,
        minDelta,
      }),
      rule: 'paired',
    };
  }
  const trunkScore = current.runs[0].score;
  const scores = [];
  let decision = 'confirm';
  for (let seed = 1; seed <= 2 && decision === 'confirm'; seed++) {
    scores.push(session.measure(candidate, seed));
    decision = exactDecision(trunkScore, scores, 'maximize', minDelta);
  }
  if (decision === 'noisy')
    return { ...paired(session, trunk, candidate, { together: true, minEffect, minDelta }), rule: 'paired' };
  return {
    accepted: decision === 'accept',
    futility: false,
    pairs: 0,
    score: mean(scores),
    rule: 'deterministic',
  };
}

/** Today's `single`: one unseeded draw against the recorded score (the last landing's draw). */
function single(session, candidate) {
  session.gateRun++;
  const score = session.run(candidate, null);
  return { accepted: score > session.record, futility: false, pairs: 0, score };
}

/**
 * One session of `branches` branches, every 4th a real idea worth `effect` (added, or a factor for a
 * ratio metric). Returns what landed, what the record says against the truth, and the cost.
 */
function session(mode, evaluator, { effect = 1, branches = BRANCHES, options = {} } = {}) {
  const s = new Session(evaluator);
  s.record = 0;
  const out = {
    nullLanded: 0,
    realLanded: 0,
    nulls: 0,
    reals: 0,
    nullPairs: [],
    nullFutile: 0,
    evaluations: 0,
    deterministic: 0,
  };
  for (let b = 0; b < branches; b++) {
    const real = b % 4 === 3;
    const trunk = s.trunks[0];
    const tree = `c${b}`;
    const q = s.quality.get(trunk);
    s.quality.set(tree, real ? (evaluator.relative ? q * effect : q + effect) : q);
    const judged =
      mode === 'single'
        ? single(s, tree)
        : mode === 'paired'
          ? (s.gateRun++,
            paired(s, trunk, tree, {
              together: false,
              minEffect: { kind: 'absolute', value: evaluator.sigma, label: '--min-effect' },
            }))
          : auto(s, tree, options);
    if (judged.rule === 'deterministic') out.deterministic++;
    if (real) out.reals++;
    else {
      out.nulls++;
      out.nullPairs.push(judged.pairs);
      if (judged.futility) out.nullFutile++;
    }
    if (judged.accepted) {
      if (real) out.realLanded++;
      else out.nullLanded++;
      s.trunks.unshift(tree);
      s.record = judged.score;
    }
  }
  out.evaluations = s.evaluations;
  out.error = s.record - s.quality.get(s.trunks[0]);
  out.landings = out.nullLanded + out.realLanded;
  return out;
}

function pooled(results) {
  const sum = (key) => results.reduce((a, r) => a + r[key], 0);
  return {
    nullLanded: sum('nullLanded'),
    nulls: sum('nulls'),
    realLanded: sum('realLanded'),
    reals: sum('reals'),
    evaluations: sum('evaluations'),
    landings: sum('landings'),
  };
}

// -- 1. the 40-branch session at defaults --------------------------------------------------------
const SEEDED = { sigma: 1, rho: 0.8 };
console.log(
  `\n-- 1. ${SESSIONS} sessions of ${BRANCHES} branches (every 4th a real +1 sigma idea), sigma 1, rho 0.8, no judgement flags`,
);
const modes = {};
for (const mode of ['auto', 'single', 'paired']) {
  modes[mode] = Array.from({ length: SESSIONS }, () => session(mode, SEEDED));
  const p = pooled(modes[mode]);
  const realLanded = p.realLanded;
  console.log(
    `${mode.padEnd(6)}: null landed ${rate(p.nullLanded, p.nulls)}; real landed ${rate(realLanded, p.reals)}; record - truth ${spread(modes[mode].map((r) => r.error))} sigma; ` +
      `evaluations per branch ${(p.evaluations / (SESSIONS * BRANCHES)).toFixed(2)}, per landed real idea ${(p.evaluations / Math.max(1, realLanded)).toFixed(1)}`,
  );
}
console.log(
  `  targets (auto): null landed <= 8% pooled, real landed >= 80%, record within ±0.5 sigma on average`,
);
const first5 = modes.auto.slice(0, 5);
console.log(
  `  auto, first 5 sessions: null landed ${first5.map((r) => r.nullLanded).join(', ')} of ${first5[0].nulls}; real ${first5.map((r) => r.realLanded).join(', ')} of ${first5[0].reals}`,
);

// The seed's share unknown to the user: the same session with the noise all fresh (rho 0).
const unseeded = Array.from({ length: SESSIONS }, () => session('auto', { sigma: 1, rho: 0 }));
const u = pooled(unseeded);
console.log(
  `auto, rho 0 (the seed sets no noise; a +1 sigma idea is 0.71 sd of a pair's difference): null landed ${rate(u.nullLanded, u.nulls)}, real landed ${rate(u.realLanded, u.reals)}, evaluations per branch ${(u.evaluations / (SESSIONS * BRANCHES)).toFixed(2)}`,
);

// -- 2. deterministic ------------------------------------------------------------------------------
console.log(
  `\n-- 2. a deterministic evaluator (sigma 0), ${SESSIONS} sessions of ${BRANCHES} branches at defaults`,
);
const exact = Array.from({ length: SESSIONS }, () => session('auto', { sigma: 0, rho: 0 }));
const over = exact.filter((r) => r.evaluations / BRANCHES > 1 + (r.landings + 2) / BRANCHES + 1e-9).length;
console.log(
  `evaluations per branch ${spread(exact.map((r) => r.evaluations / BRANCHES))}; bound 1 + (landings + 2)/branches = ${spread(exact.map((r) => 1 + (r.landings + 2) / BRANCHES))}; sessions over the bound: ${over}; judged deterministic ${pct(mean(exact.map((r) => r.deterministic)) / BRANCHES)}`,
);

// -- 3. unseeded, drifting -------------------------------------------------------------------------
const DRIFT = 1;
console.log(
  `\n-- 3. noise the seed does not set (rho 0) and a load level that drifts (AR(1), sd ${DRIFT} sigma, correlation time 50 runs), ${SESSIONS} sessions, all branches null`,
);
for (const [name, options] of [
  ['pairs made together (auto)', {}],
  ["trunk's side reused from the ledger", { reuse: true }],
]) {
  const drifting = Array.from({ length: SESSIONS }, () =>
    session('auto', { sigma: 1, rho: 0, drift: DRIFT }, { effect: 0, options }),
  );
  const p = pooled(drifting);
  const landed = p.nullLanded + p.realLanded;
  console.log(
    `${name}: false accepts ${rate(landed, p.nulls + p.reals)}, evaluations per branch ${(p.evaluations / (SESSIONS * BRANCHES)).toFixed(2)} (target <= 5% made together)`,
  );
}

// One null judgement at a time, trunk's runs not selected by a landing: trunk's side made GAP runs
// before the candidate's (reused from the ledger), or beside it (made together), the level stationary.
const GAP = 50;
function driftingJudgement(together) {
  let level = DRIFT * normal();
  const step = () => (level = LOAD_PHI * level + Math.sqrt(1 - LOAD_PHI * LOAD_PHI) * DRIFT * normal());
  const old = Array.from({ length: RULE.maxPairs }, () => step() + normal());
  for (let i = 0; i < GAP; i++) step();
  const samples = [];
  for (let seed = 1; seed <= RULE.maxPairs; seed++) {
    const trunkFirst = seed % 2 === 1;
    const first = step() + normal();
    const second = step() + normal();
    const candidate = trunkFirst ? second : first;
    const trunk = together ? (trunkFirst ? first : second) : old[seed - 1];
    samples.push({ trunk, candidate });
    if (samples.length < RULE.minPairs) continue;
    const look = pairedLookAt(
      samples,
      RULE,
      { minDelta: ABSOLUTE_ZERO, minEffect: NOISE_EFFECT },
      'maximize',
    );
    if (look.decision !== 'continue') return look.decision === 'accept';
  }
  return false;
}
for (const together of [true, false]) {
  let k = 0;
  for (let i = 0; i < TRIALS; i++) if (driftingJudgement(together)) k++;
  console.log(
    `  one null judgement, trunk's side ${together ? 'made together' : `made ${GAP} runs earlier (ledger reuse)`}: false accepts ${rate(k, TRIALS)}`,
  );
}
console.log(
  "  (over a whole session reuse looks safer: a null lands when the level is high, its runs become trunk's, and the level falls back; the single judgement is the risk the issue measured)",
);

// -- 4. a ratio metric whose scale grows 30x ------------------------------------------------------
const FACTOR = 30 ** (1 / Math.floor(BRANCHES / 4));
const RATIO = { sigma: 0.15, rho: 0, relative: true };
console.log(
  `\n-- 4. a ratio metric (maximize), relative noise sd 15% per run, unseeded; each real idea x${FACTOR.toFixed(3)}, so the scale grows 30x when all land; ${SESSIONS} sessions`,
);
for (const [name, options] of [
  [`auto (min-effect ${AUTO_MIN_EFFECT_SD} sd of the pair differences)`, {}],
  [
    'auto with --min-effect 0.1 (score units: 0.7 run-sd at 1x, 0.02 at 30x)',
    { minEffect: { kind: 'absolute', value: 0.1, label: '--min-effect' } },
  ],
  ['auto with --min-effect 10%', { minEffect: { kind: 'relative', fraction: 0.1, label: '--min-effect' } }],
]) {
  const ratio = Array.from({ length: SESSIONS }, () => session('auto', RATIO, { effect: FACTOR, options }));
  const p = pooled(ratio);
  const futile = ratio.reduce((a, r) => a + r.nullFutile, 0);
  console.log(
    `${name}: nulls stopped by futility ${rate(futile, p.nulls)}, mean pairs of a null ${mean(ratio.flatMap((r) => r.nullPairs)).toFixed(2)}; null landed ${rate(p.nullLanded, p.nulls)}; real landed ${rate(p.realLanded, p.reals)}; final scale ${spread(ratio.map((r) => FACTOR ** r.realLanded))}`,
  );
}

// -- 5. relative thresholds at the boundary ------------------------------------------------------
console.log(
  `\n-- 5. min-delta 5% with the candidate exactly 5% above trunk (mean 10, run sd 1, unseeded), ${TRIALS} trials: accepts are false accepts`,
);
function boundary(form) {
  let accepted = 0;
  for (let i = 0; i < TRIALS; i++) {
    const samples = [];
    for (;;) {
      samples.push({ trunk: 10 + normal(), candidate: 10.5 + normal() });
      if (samples.length < RULE.minPairs) continue;
      const look =
        form === 'linear'
          ? pairedLookAt(
              samples,
              RULE,
              { minDelta: { kind: 'relative', fraction: 0.05, label: 'x' }, minEffect: null },
              'maximize',
            )
          : lookAtPairs(
              samples.map((s) => s.candidate - s.trunk),
              { ...RULE, minDelta: 0.05 * Math.abs(mean(samples.map((s) => s.trunk))) },
            );
      if (look.decision === 'continue') continue;
      if (look.decision === 'accept') accepted++;
      break;
    }
  }
  return accepted;
}
console.log(
  `linear form (candidate - 1.05 trunk per pair): ${rate(boundary('linear'), TRIALS)}; plug-in bar (5% of the same trunk runs' mean): ${rate(boundary('plug-in'), TRIALS)} (target <= 5%)`,
);

// -- 6. auto's default min-effect ------------------------------------------------------------------
console.log(
  `\n-- 6. min-effect in sd of the pair differences, the rule alone, ${TRIALS} trials per cell (3..10 pairs, C 0.95)`,
);
function ruleAlone(effect, units) {
  let accepted = 0;
  let pairs = 0;
  for (let i = 0; i < TRIALS; i++) {
    const samples = [];
    for (;;) {
      samples.push({ trunk: 0, candidate: effect + normal() });
      if (samples.length < RULE.minPairs) continue;
      const minEffect = units === null ? null : { kind: 'noise', units, label: 'x' };
      const look = pairedLookAt(samples, RULE, { minDelta: ABSOLUTE_ZERO, minEffect }, 'maximize');
      if (look.decision === 'continue') continue;
      if (look.decision === 'accept') accepted++;
      pairs += look.pairs;
      break;
    }
  }
  return { accepted, pairs: pairs / TRIALS };
}
for (const units of [null, 0.5, 1, 1.5, 2]) {
  const none = ruleAlone(0, units);
  const cells = [0.71, 1, 1.58].map((effect) => {
    const r = ruleAlone(effect, units);
    return `+${effect} sd: ${pct(r.accepted / TRIALS)} in ${r.pairs.toFixed(2)} pairs`;
  });
  console.log(
    `min-effect ${units === null ? 'none' : `${units} sd`}: a null costs ${none.pairs.toFixed(2)} pairs (${(2 * none.pairs).toFixed(1)} runs made together), false accepts ${pct(none.accepted / TRIALS)}; power ${cells.join('; ')}`,
  );
}
