export const id = 130;
export const ids = [130];
export const modules = {

/***/ 95764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kk: () => (/* binding */ detectDivergence),
/* harmony export */   Y0: () => (/* binding */ compareScore)
/* harmony export */ });
/* unused harmony export isImprovement */
/* harmony import */ var _util_metric_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32430);
/**
 * The judgement itself (docs/architecture.md "Judge"), pure: strict, direction-aware improvement beyond min-delta
 * over every reference that is set (0.0 is a real reference), and the B_dev/B_test divergence flag.
 */

/**
 * Relative tolerance for float noise: 0.8 - 0.7 is 0.10000000000000009, and a mean of repeats can differ
 * from an equal score in the last bit. Differences this small are equal, so "strict" stays strict.
 */
const FLOAT_TOLERANCE = 1e-12;
function isImprovement(score, reference, direction, minDelta) {
    const noise = FLOAT_TOLERANCE * Math.max(1, Math.abs(score), Math.abs(reference));
    return (0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .gain */ .mn)(score, reference, direction) > minDelta + noise;
}
function compareScore(score, references, direction, minDelta) {
    if (references.length === 0)
        throw new Error('internal: compareScore needs at least one reference');
    const better = direction === 'maximize' ? 'higher' : 'lower';
    const shortfalls = references
        .filter((ref) => !isImprovement(score, ref.value, direction, minDelta))
        .map((ref) => `score ${score} is not ${better} than ${ref.name} ${ref.value}` +
        (minDelta > 0 ? ` by more than --min-delta ${minDelta}` : '') +
        ` (${direction})`);
    return { improved: shortfalls.length === 0, shortfalls };
}
const CAUSES = 'possible overfitting to B_dev, noise, a data split mismatch or eval contamination';
/**
 * Flags (never rejects) a node whose B_dev and B_test disagree: B_dev improved over trunk while B_test
 * got worse or the reverse, or the two absolute scores are further apart than the threshold.
 */
function detectDivergence(input) {
    const { devScore, trunkDevScore, testScore, testReference, direction, threshold } = input;
    if (devScore === null)
        return null;
    if (trunkDevScore !== null && testReference !== null) {
        const devGain = (0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .gain */ .mn)(devScore, trunkDevScore, direction);
        const testGain = (0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .gain */ .mn)(testScore, testReference, direction);
        if ((devGain > 0 && testGain < 0) || (devGain < 0 && testGain > 0)) {
            const moved = (g) => (g > 0 ? 'improved' : 'got worse');
            return {
                dev_score: devScore,
                test_score: testScore,
                kind: 'direction',
                message: `B_dev ${moved(devGain)} (${trunkDevScore} -> ${devScore}) but B_test ${moved(testGain)} ` +
                    `(${testReference} -> ${testScore}): ${CAUSES}; investigate before trusting either`,
            };
        }
    }
    if (threshold !== null && Math.abs(devScore - testScore) > threshold) {
        return {
            dev_score: devScore,
            test_score: testScore,
            kind: 'gap',
            message: `B_dev ${devScore} and B_test ${testScore} differ by ${Math.abs(devScore - testScore)}, past --divergence-threshold ${threshold}: ${CAUSES}`,
        };
    }
    return null;
}


/***/ }),

/***/ 60130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FQ: () => (/* binding */ judgePaired),
/* harmony export */   fM: () => (/* binding */ pairOrder),
/* harmony export */   fU: () => (/* binding */ pairedJudgement)
/* harmony export */ });
/* unused harmony export pairedRule */
/* harmony import */ var _util_metric_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32430);
/* harmony import */ var _stats_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35572);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95764);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72104);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92521);
/* harmony import */ var _ledger_use_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76298);
/**
 * `paired` mode (issue 17): trunk (the candidate's first parent) and the candidate evaluated
 * alternately on the same seeds, the order counterbalanced within pairs (T1 C1, C2 T2, T3 C3, ...) so
 * that a warm cache or a drift in machine speed favours neither side. Every run is a fresh worktree
 * (runs.ts), both sides watched for protected-file tampering. After min-repeats pairs and after each
 * pair added, the rule of src/stats decides; a pair that does not give both scores ends the judgement
 * as `eval_failed` (nothing is judged on half a pair). The fresh trunk measurement is the bar;
 * `test_baseline_score` still applies to the candidate's mean, which is the verdict's score.
 */






/** The paired judgement before any pair: what the rule is, nothing measured yet. */
function pairedJudgement(judgement, minDelta) {
    return {
        rule: 'paired',
        confidence: judgement.confidence,
        min_delta: minDelta,
        min_effect: judgement.minEffect,
        pairs: 0,
        seeds: [],
        samples: [],
        trunk: null,
        candidate: null,
        difference: null,
        p: null,
        stopped: null,
        evaluations: 0,
        ...(judgement.looks === null ? {} : { looks: judgement.looks }),
    };
}
/** The rule the paired judgement applies: the settings' pairs, or the schedule `looks` fixed. */
function pairedRule(judgement, minDelta) {
    const { looks } = judgement;
    return {
        confidence: judgement.confidence,
        minPairs: looks === null ? judgement.minPairs : looks[0],
        maxPairs: looks === null ? judgement.maxPairs : looks[looks.length - 1],
        minDelta,
        minEffect: judgement.minEffect,
        ...(looks === null ? {} : { looks }),
    };
}
/** The order of the two runs on `seed`: trunk first on odd seeds, the candidate first on even ones. */
function pairOrder(seed) {
    return seed % 2 === 1 ? ['trunk', 'candidate'] : ['candidate', 'trunk'];
}
/** Runs pairs until the rule decides, a run fails, or a run tampers with a protected file. */
async function runPairs(measure, series, rule, direction) {
    const samples = [];
    let look = null;
    for (let seed = 1; seed <= rule.maxPairs; seed++) {
        const scores = {};
        for (const side of pairOrder(seed)) {
            const run = await measure(side, seed);
            if (run.score === null)
                return { samples, look, failed: { side, seed, run } };
            if (series.tampered.length > 0)
                return { samples, look, failed: null };
            scores[side] = run.score;
        }
        samples.push({ seed, trunk: scores.trunk, candidate: scores.candidate });
        if (!(0,_stats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isLook */ .Mk)(rule, samples.length))
            continue;
        look = (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .lookAtPairs */ .SM)(samples.map((s) => (0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .gain */ .mn)(s.candidate, s.trunk, direction)), rule);
        if (look.decision !== 'continue')
            break;
    }
    return { samples, look, failed: null };
}
function spread(values) {
    return values.length === 0 ? null : (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .meanAndSd */ .ud)(values);
}
/** Why the rule rejected, in words that name the settings involved. */
function ruleReason(look, rule) {
    const at = `${look.pairs} pair(s)`;
    const bounds = `mean difference ${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .formatVerdictScore */ .jY)(look.mean)}, bounds [${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .formatVerdictScore */ .jY)(look.lower)}, ${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .formatVerdictScore */ .jY)(look.upper)}] at one-sided level ${look.level.toPrecision(3)}`;
    switch (look.decision) {
        case 'not_improved':
            return {
                code: 'not_improved',
                message: `paired with trunk on the same seeds, the gain's upper bound is below --min-delta ${rule.minDelta} after ${at} (${bounds})`,
            };
        case 'futility':
            return {
                code: 'not_improved',
                message: `paired with trunk on the same seeds, the gain's upper bound ${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .formatVerdictScore */ .jY)(look.futilityUpper)} (at confidence ${rule.confidence}) is below --min-effect ${String(rule.minEffect)} after ${at}: stopped early for futility (${bounds})`,
            };
        default:
            return {
                code: 'not_significant',
                message: `paired with trunk on the same seeds, the gain is not significant after ${at}, the most --max-repeats allows: its lower bound does not exceed --min-delta ${rule.minDelta} (${bounds}, p ${look.p.toPrecision(3)})`,
            };
    }
}
function stoppedOf(look, rule) {
    if (look.decision === 'futility')
        return 'futility';
    return look.pairs >= rule.maxPairs ? 'cap' : 'early';
}
/** Judges the candidate by pairs against trunk; the verdict gets the runs, the judgement and the decision. */
async function judgePaired(ctx, trunk, candidate, watch, label, verdict) {
    const { settings } = ctx;
    const { judgement } = settings;
    const rule = pairedRule(judgement, settings.minDelta);
    const series = new _runs_js__WEBPACK_IMPORTED_MODULE_3__/* .RunSeries */ .$(ctx, watch, 2 * rule.maxPairs);
    const commits = { trunk: candidate.trunkSha, candidate: candidate.commit };
    const measure = (side, seed) => series.measure(commits[side], `${label}-${side}-seed-${seed}`, seed, side);
    ctx.log(`paired judgement: ${trunk.branch} ${candidate.trunkSha.slice(0, 12)} against the candidate, ${rule.minPairs}..${rule.maxPairs} pairs at confidence ${rule.confidence}`);
    const { samples, look, failed } = await runPairs(measure, series, rule, settings.metricDirection);
    const candidateSpread = spread(samples.map((s) => s.candidate));
    const trunkSpread = spread(samples.map((s) => s.trunk));
    const judged = {
        ...pairedJudgement(judgement, settings.minDelta),
        pairs: samples.length,
        seeds: samples.map((s) => s.seed),
        samples,
        trunk: trunkSpread,
        candidate: candidateSpread,
        difference: look === null
            ? null
            : {
                mean: look.mean,
                lower: look.lower,
                upper: look.upper,
                level: look.level,
                futility_upper: look.futilityUpper,
            },
        p: look?.p ?? null,
        stopped: look === null || look.decision === 'continue' ? null : stoppedOf(look, rule),
        evaluations: series.attempts.length,
    };
    let next = {
        ...verdict,
        judgement: judged,
        attempts: series.attempts,
        ...(series.reused.length === 0 ? {} : { reused: (0,_ledger_use_js__WEBPACK_IMPORTED_MODULE_4__/* .reusedEntries */ .nk)(series.reused) }),
        score: failed === null && series.tampered.length === 0 ? (candidateSpread?.mean ?? null) : null,
        score_key: series.scoreKey,
        score_line: series.scoreLine && { ...series.scoreLine, text: ctx.redact(series.scoreLine.text) },
        warnings: [...verdict.warnings, ...series.warnings],
    };
    if (series.tampered.length > 0) {
        next = {
            ...(0,_context_js__WEBPACK_IMPORTED_MODULE_5__/* .reject */ .k)(next, series.tampered.map(({ message }) => ({ code: 'protected_tamper', message }))),
            protected_violations: [...next.protected_violations, ...series.tampered.map((t) => t.path)],
        };
        return { verdict: next, accepted: null };
    }
    if (failed !== null) {
        const failure = failed.run.failure ?? { code: 'eval_failed', message: 'no score' };
        const message = `paired run on seed ${failed.seed}, ${failed.side} (${commits[failed.side].slice(0, 12)}), gave no score: ${failure.message}; nothing is judged on half a pair`;
        return { verdict: (0,_context_js__WEBPACK_IMPORTED_MODULE_5__/* .reject */ .k)(next, [{ code: 'eval_failed', message }]), accepted: null };
    }
    if (look === null || trunkSpread === null || candidateSpread === null) {
        throw new Error('internal: the paired loop ended without a look');
    }
    ctx.log(`paired: ${look.pairs} pair(s), mean difference ${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .formatVerdictScore */ .jY)(look.mean)} in [${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .formatVerdictScore */ .jY)(look.lower)}, ${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .formatVerdictScore */ .jY)(look.upper)}]: ${look.decision}`);
    if (look.decision !== 'accept')
        return { verdict: (0,_context_js__WEBPACK_IMPORTED_MODULE_5__/* .reject */ .k)(next, [ruleReason(look, rule)]), accepted: null };
    const references = [
        { name: `${trunk.branch} paired on the same seeds (mean of ${look.pairs})`, value: trunkSpread.mean },
    ];
    if (settings.testBaselineScore !== null) {
        const baseline = { name: 'test_baseline_score', value: settings.testBaselineScore };
        const comparison = (0,_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .compareScore */ .Y0)(candidateSpread.mean, [baseline], settings.metricDirection, settings.minDelta);
        if (!comparison.improved) {
            return {
                verdict: (0,_context_js__WEBPACK_IMPORTED_MODULE_5__/* .reject */ .k)(next, comparison.shortfalls.map((message) => ({
                    code: 'not_improved',
                    message: `the candidate's mean: ${message}`,
                }))),
                accepted: null,
            };
        }
        references.push(baseline);
    }
    return { verdict: next, accepted: { score: candidateSpread.mean, references, deciding: series.deciding } };
}


/***/ }),

/***/ 92521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ RunSeries)
/* harmony export */ });
/* harmony import */ var _evaluate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48784);
/* harmony import */ var _ledger_use_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76298);


class RunSeries {
    ctx;
    watch;
    planned;
    attempts = [];
    tampered = [];
    /**
     * The ledger lines the recorded score is the mean of: the runs of the judged commit (single mode's
     * repeats, paired mode's candidate side), written or reused. Trunk's side is recorded and reused too,
     * but the merge's `Arbor-Ledger` trailer names the measured tree's lines, which `ledger verify`
     * checks against the recorded score.
     */
    deciding = [];
    /** The ledger lines used in place of a run (the verdict's `reused`). */
    reused = [];
    warningSet = new Set();
    scoreKey = null;
    scoreLine = null;
    constructor(ctx, 
    /** Protected paths fingerprinted around every run, on either side. */
    watch, 
    /** How many runs the judgement plans at most (for the live log's "run i of n"). */
    planned) {
        this.ctx = ctx;
        this.watch = watch;
        this.planned = planned;
    }
    get warnings() {
        return [...this.warningSet];
    }
    /**
     * One paired side on one seed: the ledger's authenticated run of that tree and seed when it has
     * one (trunk's tree was usually measured when it landed), else a run.
     */
    async measure(commit, logSubdir, seed, side) {
        const known = await (0,_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__/* .reusableRun */ .lG)(this.ctx, await this.ctx.repo.treeOf(commit), seed);
        if (known === null || known.score === null)
            return this.run(commit, logSubdir, seed, side);
        this.ctx.log(`${side} on seed ${seed}: the ledger's run ${known.run_id}/${known.seq} reused`);
        this.reused.push(known);
        if (side === 'candidate')
            this.deciding.push(known);
        return { score: known.score, failure: null };
    }
    /** Evaluates `commit` once in a fresh worktree; `side` is null in single mode. */
    async run(commit, logSubdir, seed, side) {
        const place = {
            seed,
            repeat: this.runs + 1,
            repeats: this.planned,
            firstAttempt: this.attempts.length + 1,
        };
        this.runs++;
        const { runAt } = this.ctx.deps;
        const { result, tampered } = runAt === undefined
            ? await (0,_evaluate_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluateAt */ .J)(this.ctx, commit, this.ctx.evalNodeId, logSubdir, this.watch, place)
            : await runAt(commit, place);
        this.attempts.push(...result.attempts.map((a) => (side === null ? a : { ...a, side })));
        this.tampered.push(...tampered);
        // A run that tampered is not a measurement of the tree: nothing of it goes into the ledger.
        if (tampered.length === 0) {
            const at = { tree: await this.ctx.repo.treeOf(commit), commit, seed };
            const lines = await (0,_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__/* .recordEvaluation */ .ix)(this.ctx, result, at);
            if (side !== 'trunk')
                this.deciding.push(...lines);
        }
        for (const warning of result.warnings)
            this.warningSet.add(warning);
        if (result.scoreKey !== null) {
            this.scoreKey = result.scoreKey;
            this.scoreLine = result.scoreLine;
        }
        return { score: result.score, failure: result.failure };
    }
    runs = 0;
}


/***/ }),

/***/ 76298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VR: () => (/* binding */ historyNoise),
/* harmony export */   _v: () => (/* binding */ LEDGER_REFERENCE),
/* harmony export */   ix: () => (/* binding */ recordEvaluation),
/* harmony export */   lG: () => (/* binding */ reusableRun),
/* harmony export */   le: () => (/* binding */ ledgerReference),
/* harmony export */   nk: () => (/* binding */ reusedEntries),
/* harmony export */   pj: () => (/* binding */ ledgerScoreOf),
/* harmony export */   yi: () => (/* binding */ reusableMeasurement)
/* harmony export */ });
/* harmony import */ var _ledger_select_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99981);
/* harmony import */ var _util_metric_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32430);


/** The name a ledger reference has among the references. */
const LEDGER_REFERENCE = 'ledger';
/** The verdict's `reused` entries for these lines. */
function reusedEntries(lines) {
    return lines.map((line) => ({
        tree: line.tree,
        evaluator: line.evaluator,
        seed: line.seed,
        score: line.score ?? NaN,
        run_id: line.run_id,
        seq: line.seq,
    }));
}
/** The candidate's latest `eval-repeats` authenticated runs, when the ledger holds them (and not `--fresh`). */
async function reusableMeasurement(ctx, tree) {
    if (ctx.ledger === null)
        return null;
    const runs = await ctx.ledger.lookup(tree, ctx.settings.evalRepeats);
    if (runs !== null) {
        ctx.log(`the ledger holds ${runs.length} run(s) of tree ${tree.slice(0, 12)} under this evaluator: reused (pass --fresh to run again)`);
    }
    return runs;
}
/** A paired side's run on one seed, when the ledger holds an authenticated one (and not `--fresh`). */
async function reusableRun(ctx, tree, seed) {
    if (ctx.ledger === null)
        return null;
    const runs = await ctx.ledger.lookup(tree, 1, seed);
    return runs?.[0] ?? null;
}
/** Records an evaluation's lines (after it ran, and only when it did not tamper); returns its successful lines. */
async function recordEvaluation(ctx, result, at) {
    if (ctx.ledger === null)
        return [];
    const lines = await ctx.ledger.linesFor(result, { ...at, nodeId: ctx.nodeId });
    await ctx.ledger.record(lines);
    return lines.filter((line) => line.score !== null);
}
/**
 * The ledger's score of a commit's tree: the mean of the latest `eval-repeats` authenticated runs;
 * null when the ledger is off, has no key or holds too few. `what` names the commit in the reference.
 */
async function ledgerScoreOf(ctx, commit, what) {
    if (ctx.ledger === null || ctx.ledger.key === null)
        return null;
    const runs = (await ctx.ledger.runs(await ctx.repo.treeOf(commit))).slice(0, ctx.settings.evalRepeats);
    if (runs.length < ctx.settings.evalRepeats)
        return null;
    const value = (0,_ledger_select_js__WEBPACK_IMPORTED_MODULE_0__/* .meanScore */ .UQ)(runs);
    ctx.log(`reference from the ledger: ${runs.length} run(s) of ${what}'s tree, mean ${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_1__/* .formatVerdictScore */ .jY)(value)}`);
    return { reference: { name: `${LEDGER_REFERENCE} ${what}`, value }, lines: runs, value };
}
/**
 * The trunk reference from the ledger: the ledger's score of trunk's tree (however trunk's head got
 * there: the gate's merge, or GitHub's merge queue). Null when a flag or input gave test_trunk_score
 * (it wins), or the ledger has none.
 */
function ledgerReference(ctx, trunk) {
    if (ctx.settings.testTrunkScoreGiven)
        return Promise.resolve(null);
    return ledgerScoreOf(ctx, trunk.sha, `${trunk.branch} at ${trunk.sha.slice(0, 12)}`);
}
/** The noise warning for a claimed improvement, from the recorded runs of the candidate's and trunk's trees. */
async function historyNoise(ctx, trees, claimed) {
    if (ctx.ledger === null)
        return null;
    const histories = [];
    for (const { name, tree } of trees)
        histories.push({ name, runs: await ctx.ledger.runs(tree) });
    return (0,_ledger_select_js__WEBPACK_IMPORTED_MODULE_0__/* .noiseWarning */ .$o)(histories, claimed);
}


/***/ }),

/***/ 35572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mk: () => (/* reexport */ isLook),
  SM: () => (/* reexport */ lookAtPairs),
  ud: () => (/* reexport */ meanAndSd)
});

// UNUSED EXPORTS: everyPair, lookSchedule, normalSource, ruleLevel, scheduleLevels

;// CONCATENATED MODULE: ./src/stats/sequential.ts
/**
 * The sequential correction: a nominal one-sided level for each look at n = min..max pairs, chosen so
 * that a branch with no real gain is accepted at some look with probability at most alpha.
 *
 * The levels fall as min/n (a Pocock-type boundary tilted towards the first looks): level_n = c * min/n,
 * with c calibrated on the exact joint null distribution of the looks. Why: under the null the sequence
 * of paired t-statistics of normal differences is pivotal (its joint distribution does not depend on
 * the unknown variance), so c is a property of (min, max, alpha) alone. It is found by a fixed-seed
 * simulation of that distribution (the largest c whose simulated crossing rate is two standard errors
 * below alpha, so that the simulation's own error errs on the safe side).
 * Spending more of the error at the first looks suits a gate, where a real gain is mostly decided
 * within 3-5 pairs (in the bench: at 3..10 pairs, mean pairs 5.1 with a constant Pocock level, 5.0 with
 * this one, at nearly the same power). O'Brien-Fleming-type spending makes the first looks, with 2-4
 * degrees of freedom, almost impossible to pass; Bonferroni (alpha split over the looks) ignores how
 * strongly the looks are correlated and halves the level. Rejections (the upper bound below min-delta
 * or min-effect) only stop a path early, which can only lower the false-accept rate: they are
 * non-binding and do not enter the calibration.
 */
/** Simulated null paths behind each level: the level's own standard error is about 0.1% at alpha 5%. */
const PATHS = 40_000;
/** xoshiro128**, seeded: the calibration is the same on every machine and every run. */
function seededUniform(seed) {
    let s0 = seed >>> 0 || 1;
    let s1 = 0x9e3779b9;
    let s2 = 0x243f6a88;
    let s3 = 0xb7e15162;
    return () => {
        const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
        const t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = rotl(s3, 11);
        return (result + 0.5) / 4294967296;
    };
}
function rotl(x, k) {
    return (x << k) | (x >>> (32 - k));
}
/** Standard normal draws from a uniform source (Box-Muller). */
function normalSource(seed) {
    const uniform = seededUniform(seed);
    let spare = null;
    return () => {
        if (spare !== null) {
            const value = spare;
            spare = null;
            return value;
        }
        const radius = Math.sqrt(-2 * Math.log(uniform()));
        const angle = 2 * Math.PI * uniform();
        spare = radius * Math.sin(angle);
        return radius * Math.cos(angle);
    };
}
const cache = new Map();
/** Bisection steps for the scale c: its relative precision is far below the simulation's own error. */
const STEPS = 30;
/**
 * The nominal one-sided level of each look of `schedule` (strictly increasing pair counts, the first
 * at least 2; index i is the look at schedule[i] pairs), for an overall one-sided false-accept rate
 * `alpha`. With a single look it is alpha itself. The weight of a look is first/n, so the schedule
 * min..max (a look after every pair) is the schedule of a judgement in one process. `quantile(p, df)` is Student's
 * t quantile.
 */
function scheduleLevels(schedule, alpha, quantile) {
    const first = schedule[0];
    const last = schedule[schedule.length - 1];
    if (schedule.length <= 1)
        return [alpha];
    const key = `${schedule.join(',')}:${alpha}`;
    const known = cache.get(key);
    if (known !== undefined)
        return known;
    const looks = schedule.length;
    const lookAt = new Map(schedule.map((n, look) => [n, look]));
    const weight = (look) => first / schedule[look];
    // The t-statistic of every look of every simulated null path.
    const statistics = new Float64Array(PATHS * looks);
    const normal = normalSource(0x5eed);
    for (let path = 0; path < PATHS; path++) {
        let sum = 0;
        let sumSquares = 0;
        for (let n = 1; n <= last; n++) {
            const x = normal();
            sum += x;
            sumSquares += x * x;
            const look = lookAt.get(n);
            if (look === undefined)
                continue;
            const mean = sum / n;
            const sd = Math.sqrt(Math.max(0, (sumSquares - n * mean * mean) / (n - 1)));
            statistics[path * looks + look] = mean / (sd / Math.sqrt(n));
        }
    }
    const levelsFor = (scale) => Array.from({ length: looks }, (_, look) => Math.min(alpha, scale * weight(look)));
    const crossingRate = (scale) => {
        const thresholds = levelsFor(scale).map((level, look) => quantile(1 - level, schedule[look] - 1));
        let crossed = 0;
        for (let path = 0; path < PATHS; path++) {
            for (let look = 0; look < looks; look++) {
                if (statistics[path * looks + look] > thresholds[look]) {
                    crossed++;
                    break;
                }
            }
        }
        return crossed / PATHS;
    };
    // The largest scale whose simulated rate stays two standard errors below alpha, so that the
    // simulation's own error errs on the safe side.
    const target = alpha - 2 * Math.sqrt((alpha * (1 - alpha)) / PATHS);
    let low = 0;
    let high = alpha / weight(looks - 1);
    for (let step = 0; step < STEPS; step++) {
        const middle = (low + high) / 2;
        if (crossingRate(middle) <= target)
            low = middle;
        else
            high = middle;
    }
    const levels = levelsFor(low);
    cache.set(key, levels);
    return levels;
}
/** The pair counts min..max: a look after every pair (the schedule of a judgement in one process). */
function everyPair(minPairs, maxPairs) {
    return Array.from({ length: Math.max(1, maxPairs - minPairs + 1) }, (_, i) => minPairs + i);
}

// EXTERNAL MODULE: ./node_modules/@stdlib/stats-base-dists-t-cdf/lib/index.js
var lib = __webpack_require__(86021);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: ./node_modules/@stdlib/stats-base-dists-t-quantile/lib/index.js
var stats_base_dists_t_quantile_lib = __webpack_require__(74455);
var stats_base_dists_t_quantile_lib_default = /*#__PURE__*/__webpack_require__.n(stats_base_dists_t_quantile_lib);
;// CONCATENATED MODULE: ./src/stats/student.ts
/** Student-t quantiles and tail probabilities (with 3 to 10 pairs, normal quantiles would accept 11-14% of null branches at a 5% level). */


/** The `p` quantile of Student's t with `df` degrees of freedom. */
function studentQuantile(p, df) {
    return stats_base_dists_t_quantile_lib_default()(p, df);
}
/** P(T > t) for Student's t with `df` degrees of freedom: the one-sided p-value of the statistic `t`. */
function studentUpperTail(t, df) {
    return 1 - lib_default()(t, df);
}

;// CONCATENATED MODULE: ./src/stats/paired.ts
/**
 * The paired sequential judgement (issue 17): trunk and candidate measured on the same seeds, d_i the
 * direction-aware difference on seed i (positive = the candidate is better). Pure: differences in, a
 * decision and its bounds out. After `minPairs` pairs and after each pair added:
 *
 * - accept when the lower bound of mean(d) exceeds `minDelta`;
 * - reject (`not_improved`) when the upper bound is below `minDelta`;
 * - reject early for futility when the upper bound is below `minEffect` (when one is set);
 * - else ask for another pair, up to `maxPairs`, and reject there as `not_significant`.
 *
 * The bounds are one-sided Student-t bounds at the look's level (sequential.ts), which keeps the
 * false-accept rate over all looks at 1 - confidence.
 */


/** Mean and standard deviation (n - 1) of `values`; sd 0 for fewer than two. */
function meanAndSd(values) {
    const n = values.length;
    const mean = values.reduce((sum, v) => sum + v, 0) / n;
    if (n < 2)
        return { mean, sd: 0 };
    const squares = values.reduce((sum, v) => sum + (v - mean) ** 2, 0);
    return { mean, sd: Math.sqrt(squares / (n - 1)) };
}
/** The pair counts the rule looks at: its explicit schedule, or every pair from minPairs to maxPairs. */
function lookSchedule(rule) {
    return rule.looks ?? everyPair(rule.minPairs, rule.maxPairs);
}
/** Whether the rule looks after `pairs` pairs. */
function isLook(rule, pairs) {
    return lookSchedule(rule).includes(pairs);
}
/** The nominal level of the look at `pairs` pairs (the last look's beyond it, the first's before it). */
function ruleLevel(rule, pairs) {
    const schedule = lookSchedule(rule);
    const levels = scheduleLevels(schedule, 1 - rule.confidence, studentQuantile);
    const at = schedule.findIndex((n) => n >= pairs);
    return levels[at === -1 ? levels.length - 1 : at];
}
/** The decision after the pairs seen so far (`differences.length` of them, at least `minPairs`). */
function lookAtPairs(differences, rule) {
    const n = differences.length;
    if (n < rule.minPairs || n < 2)
        throw new Error(`internal: a look needs at least ${rule.minPairs} pairs`);
    const { mean, sd } = meanAndSd(differences);
    const level = ruleLevel(rule, n);
    const se = sd / Math.sqrt(n);
    const half = studentQuantile(1 - level, n - 1) * se;
    const lower = mean - half;
    const upper = mean + half;
    // Futility is non-binding (the accept levels are calibrated as if it were absent), so its bound is
    // the plain one-sided bound at the confidence asked: it only risks dropping a branch whose true gain
    // is min-effect, at about 1 - confidence per look (bench: 8% of +1 sd branches with min-effect 1 sd).
    const futilityUpper = rule.minEffect === null ? null : mean + studentQuantile(rule.confidence, n - 1) * se;
    const excess = mean - rule.minDelta;
    const p = se === 0 ? (excess > 0 ? 0 : 1) : studentUpperTail(excess / se, n - 1);
    const decision = lower > rule.minDelta
        ? 'accept'
        : upper < rule.minDelta
            ? 'not_improved'
            : futilityUpper !== null && futilityUpper < rule.minEffect
                ? 'futility'
                : n >= rule.maxPairs
                    ? 'not_significant'
                    : 'continue';
    return { decision, pairs: n, mean, sd, lower, upper, level, futilityUpper, p };
}

;// CONCATENATED MODULE: ./src/stats/index.ts
/** The judgement rules, pure: samples in, decision and bounds out. */




/***/ })

};
