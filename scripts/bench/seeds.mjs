// What unknowable seeds cost (issue 36 item 5). Today's paired schedule is seeds 1, 2, 3, ... for every
// candidate: trunk's run on seed s, made for one candidate, is reused (the ledger's (tree, seed)) by the
// next candidate on the same trunk state, and a branch knows the seeds before its code exists. Drawn
// per candidate tree (HMAC of the ledger key and the tree), the seeds differ for every candidate, so
// trunk's side of each pair is run again beside each candidate: that reuse is what the defence costs.
//
// A synthetic session of BRANCHES branches judged one after another with the paired rule as the gate
// runs it (src/stats compiled into .bench/; 3..10 pairs, C 0.95, --min-effect 1 sigma): every 4th
// branch a real idea worth +1 sigma, the others null; a landing moves trunk to a new state (no reuse
// across states). Noise: score = quality + the seed's share (rho of the variance, the same for trunk
// and the candidate on one seed) + a fresh share. A "tailored" null branch that knows the schedule
// gains +2 sigma on seeds 1..10 only (it special-cases the seeds it will be judged on), nothing real.
// Per schedule, SESSIONS sessions: trunk and candidate evaluations per branch, null and real ideas
// landed with Wilson 95% intervals, and how often a tailored branch lands.
//
//   node scripts/bench/seeds.mjs        BENCH_SESSIONS=200 BENCH_BRANCHES=40
import { compiledSource, rate } from './lib/rules.mjs';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const BRANCHES = Number(process.env.BENCH_BRANCHES ?? 40);
const SIGMA = 1;
const RHO = 0.8;
const SEED_RANGE = 2 ** 31 - 1;

const compiled = compiledSource('seeds-build');
const { isLook, lookAtPairs, normalSource } = await compiled('stats/index.js');

const rule = { confidence: 0.95, minPairs: 3, maxPairs: 10, minDelta: 0, minEffect: SIGMA };
const normal = normalSource(20261203);
const uniform = () => Math.abs(normal() * 1e9) % 1;

/**
 * One session under a seed schedule: `fixed` (1, 2, 3, ...), `trunk` (drawn per trunk state: reuse
 * kept, but every verdict on that state shows them to the next branch) or `drawn` (per candidate tree).
 */
function session(schedule, tailored) {
  const seedShare = new Map();
  const shareOf = (seed) => {
    if (!seedShare.has(seed)) seedShare.set(seed, SIGMA * Math.sqrt(RHO) * normal());
    return seedShare.get(seed);
  };
  const run = (quality, seed) => quality + shareOf(seed) + SIGMA * Math.sqrt(1 - RHO) * normal();
  const trunkRuns = new Map();
  const stateSeeds = new Map();
  const draw = () => Array.from({ length: rule.maxPairs }, () => 1 + Math.floor(uniform() * SEED_RANGE));
  // The seeds a verdict already showed: a branch judged later on the same trunk state knows them.
  const shown = new Set();
  let trunkState = 0;
  let trunkQuality = 0;
  const out = { trunkEvals: 0, candidateEvals: 0, nulls: 0, nullLanded: 0, reals: 0, realLanded: 0 };
  for (let branch = 1; branch <= BRANCHES; branch++) {
    const real = branch % 4 === 0;
    const gain = real ? SIGMA : 0;
    if (schedule === 'trunk' && !stateSeeds.has(trunkState)) stateSeeds.set(trunkState, draw());
    const seeds =
      schedule === 'fixed'
        ? Array.from({ length: rule.maxPairs }, (_, i) => i + 1)
        : schedule === 'trunk'
          ? stateSeeds.get(trunkState)
          : draw();
    // The tailored branch's "gain" is on the seeds it knows it will be judged on: 1..10, or shown ones.
    const known = (seed) => (schedule === 'fixed' ? seed <= 10 : shown.has(`${trunkState}:${seed}`));
    const tailoredGain = (seed) => (tailored && !real && known(seed) ? 2 * SIGMA : 0);
    const differences = [];
    let look = null;
    for (const seed of seeds) {
      const key = `${trunkState}:${seed}`;
      if (!trunkRuns.has(key)) {
        trunkRuns.set(key, run(trunkQuality, seed));
        out.trunkEvals++;
      }
      const candidate = run(trunkQuality + gain, seed) + tailoredGain(seed);
      out.candidateEvals++;
      differences.push(candidate - trunkRuns.get(key));
      if (differences.length < rule.minPairs || !isLook(rule, differences.length)) continue;
      look = lookAtPairs(differences, rule);
      if (look.decision !== 'continue') break;
    }
    for (const seed of seeds.slice(0, differences.length)) shown.add(`${trunkState}:${seed}`);
    const landed = look?.decision === 'accept';
    if (real) {
      out.reals++;
      if (landed) out.realLanded++;
    } else {
      out.nulls++;
      if (landed) out.nullLanded++;
    }
    if (landed) {
      trunkState++;
      trunkQuality += gain;
    }
  }
  return out;
}

function measure(schedule, tailored) {
  const total = { trunkEvals: 0, candidateEvals: 0, nulls: 0, nullLanded: 0, reals: 0, realLanded: 0 };
  for (let s = 0; s < SESSIONS; s++) {
    const one = session(schedule, tailored);
    for (const key of Object.keys(total)) total[key] += one[key];
  }
  return total;
}

console.log(
  `-- ${SESSIONS} sessions of ${BRANCHES} branches, paired 3..10 pairs, C 0.95, --min-effect 1 sigma, rho ${RHO}`,
);
const figures = {};
const names = {
  fixed: 'fixed seeds 1, 2, 3, ... (today)',
  trunk: 'seeds drawn per trunk state (shown by each verdict)',
  drawn: 'seeds drawn per candidate tree',
};
for (const schedule of ['fixed', 'trunk', 'drawn']) {
  const honest = measure(schedule, false);
  const tailored = measure(schedule, true);
  const branches = SESSIONS * BRANCHES;
  figures[schedule] = honest;
  console.log(`\n${names[schedule]}:`);
  console.log(
    `  evaluations per branch: trunk ${(honest.trunkEvals / branches).toFixed(2)}, candidate ${(honest.candidateEvals / branches).toFixed(2)}, total ${((honest.trunkEvals + honest.candidateEvals) / branches).toFixed(2)}`,
  );
  console.log(
    `  null branches landed ${rate(honest.nullLanded, honest.nulls, { counts: true })}; real ideas landed ${rate(honest.realLanded, honest.reals, { counts: true })}`,
  );
  console.log(
    `  a null branch tailored to the seeds it knows (+2 sigma on them) landed ${rate(tailored.nullLanded, tailored.nulls, { counts: true })}`,
  );
}
const cost = (f) => (f.trunkEvals + f.candidateEvals) / (SESSIONS * BRANCHES);
console.log(
  `\ndrawn / fixed evaluations per branch: ${(cost(figures.drawn) / cost(figures.fixed)).toFixed(2)}x (trunk's side: ${(figures.drawn.trunkEvals / figures.fixed.trunkEvals).toFixed(2)}x)`,
);
