export const id = 200;
export const ids = [200];
export const modules = {

/***/ 95764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kk: () => (/* binding */ detectDivergence),
/* harmony export */   RD: () => (/* binding */ deltaOver),
/* harmony export */   Y0: () => (/* binding */ compareScore),
/* harmony export */   l7: () => (/* binding */ isImprovement)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _stats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70351);
/* harmony import */ var _util_metric_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32430);
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
    return (0,_util_metric_js__WEBPACK_IMPORTED_MODULE_1__/* .gain */ .mn)(score, reference, direction) > minDelta + noise;
}
/**
 * min-delta over `reference` in score units: as set, or its fraction of |reference| (exit 2 naming
 * where it was set when the reference is 0, where a percentage means nothing).
 */
function deltaOver(reference, minDelta) {
    if (minDelta.kind === 'absolute')
        return minDelta.value;
    if (minDelta.kind === 'noise')
        throw new Error('internal: min-delta is never in noise units');
    if (reference.value === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${minDelta.label}: ${(0,_stats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .thresholdText */ .HA)(minDelta)} of ${reference.name}, which is 0, is no threshold; give min-delta in score units`);
    }
    return minDelta.fraction * Math.abs(reference.value);
}
function compareScore(score, references, direction, minDelta) {
    if (references.length === 0)
        throw new Error('internal: compareScore needs at least one reference');
    const better = direction === 'maximize' ? 'higher' : 'lower';
    const shortfalls = references
        .map((ref) => ({ ref, delta: deltaOver(ref, minDelta) }))
        .filter(({ ref, delta }) => !isImprovement(score, ref.value, direction, delta))
        .map(({ ref, delta }) => `score ${score} is not ${better} than ${ref.name} ${ref.value}` +
        (delta > 0
            ? ` by more than ${minDelta.label} ${(0,_stats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .thresholdText */ .HA)(minDelta)}${minDelta.kind === 'relative' ? ` (${delta})` : ''}`
            : '') +
        ` (${direction})`);
    return { improved: shortfalls.length === 0, shortfalls };
}
const CAUSES = 'possible overfitting to B_dev, noise, a data split mismatch or eval contamination';
/** Gains closer to 0 than this many standard errors are within noise (about 95%, two-sided). */
const NOISE_ERRORS = 2;
/**
 * The node's B_dev gain over its own parent and its B_test gain over trunk, when both are known for
 * comparable states and each is beyond its noise; null otherwise (nothing can be said).
 */
function supportedGains(input) {
    const { devScore, parentDevScore, testReference, runSd, testGainSe, direction } = input;
    if (!input.comparable || devScore === null || parentDevScore === null || testReference === null)
        return null;
    if (runSd === null || testGainSe === null)
        return null;
    const dev = (0,_util_metric_js__WEBPACK_IMPORTED_MODULE_1__/* .gain */ .mn)(devScore, parentDevScore, direction);
    const test = (0,_util_metric_js__WEBPACK_IMPORTED_MODULE_1__/* .gain */ .mn)(input.testScore, testReference, direction);
    // A B_dev gain is the difference of two single runs (the node's and its parent's).
    const beyond = (value, se) => Math.abs(value) > NOISE_ERRORS * se;
    return beyond(dev, Math.SQRT2 * runSd) && beyond(test, testGainSe) ? { dev, test } : null;
}
/**
 * Flags (never rejects) a node whose B_dev and B_test disagree: its B_dev gain over its parent and its
 * B_test gain over trunk in opposite directions, both beyond their noise and of comparable states
 * (issue 36: a stale trunk B_dev or a gain within noise says nothing); or the two absolute scores
 * further apart than the threshold the user set.
 */
function detectDivergence(input) {
    const { devScore, parentDevScore, testScore, testReference, threshold } = input;
    if (devScore === null)
        return null;
    const gains = supportedGains(input);
    if (gains !== null && Math.sign(gains.dev) === -Math.sign(gains.test) && gains.dev !== 0) {
        const moved = (g) => (g > 0 ? 'improved' : 'got worse');
        return {
            dev_score: devScore,
            test_score: testScore,
            kind: 'direction',
            message: `B_dev ${moved(gains.dev)} over its parent (${parentDevScore} -> ${devScore}) but B_test ${moved(gains.test)} over trunk ` +
                `(${testReference} -> ${testScore}), each beyond twice its noise: ${CAUSES}; investigate before trusting either`,
        };
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

/***/ 14200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TP: () => (/* binding */ beyondBaseline),
  FQ: () => (/* binding */ judgePaired),
  fM: () => (/* binding */ pairOrder),
  fU: () => (/* binding */ pairedJudgement)
});

// UNUSED EXPORTS: pairedRule

// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __webpack_require__(32430);
// EXTERNAL MODULE: ./src/stats/index.ts + 4 modules
var stats = __webpack_require__(70351);
// EXTERNAL MODULE: ./src/gate/compare.ts
var compare = __webpack_require__(95764);
// EXTERNAL MODULE: ./src/gate/context.ts
var context = __webpack_require__(72104);
// EXTERNAL MODULE: ./src/gate/judgement/runs.ts
var runs = __webpack_require__(92521);
// EXTERNAL MODULE: ./src/gate/judgement/seeds.ts
var judgement_seeds = __webpack_require__(64425);
// EXTERNAL MODULE: ./src/ledger/select.ts
var ledger_select = __webpack_require__(99981);
// EXTERNAL MODULE: ./src/gate/judgement/thresholds.ts
var judgement_thresholds = __webpack_require__(51739);
;// CONCATENATED MODULE: ./src/gate/judgement/together.ts
/** The ledger's whole pair on `seed` of these two trees, made together; null when none (or `--fresh`, no key). */
async function reusablePair(ctx, trees, seed) {
    const { ledger } = ctx;
    if (ledger === null || ledger.key === null || ctx.settings.fresh)
        return null;
    const trunks = await ledger.runs(trees.trunk, seed);
    for (const candidate of await ledger.runs(trees.candidate, seed)) {
        const trunk = trunks.find((line) => line.run_id === candidate.run_id && Math.abs(line.seq - candidate.seq) === 1);
        if (trunk !== undefined)
            return { trunk, candidate };
    }
    return null;
}

;// CONCATENATED MODULE: ./src/gate/judgement/paired.ts
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
function pairedJudgement(judgement, thresholds) {
    return {
        rule: 'paired',
        confidence: judgement.confidence,
        min_delta: (0,judgement_thresholds/* shownThreshold */.tG)(thresholds.minDelta),
        min_effect: (0,judgement_thresholds/* shownThreshold */.tG)(thresholds.minEffect),
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
/**
 * The rule the paired judgement applies: the settings' pairs, or the schedule `looks` fixed. Its
 * thresholds are set at each look (thresholds.ts), in the form each was given.
 */
function pairedRule(judgement) {
    const { looks } = judgement;
    return {
        confidence: judgement.confidence,
        minPairs: looks === null ? judgement.minPairs : looks[0],
        maxPairs: looks === null ? judgement.maxPairs : looks[looks.length - 1],
        minDelta: 0,
        minEffect: null,
        ...(looks === null ? {} : { looks }),
    };
}
/** The order of the two runs of pair `pair` (1-based): trunk first in odd pairs, the candidate first in even ones. */
function pairOrder(pair) {
    return pair % 2 === 1 ? ['trunk', 'candidate'] : ['candidate', 'trunk'];
}
/** Runs pairs on `seeds` until the rule decides, a run fails, or a run tampers with a protected file. */
async function runPairs(measure, series, rule, lookAt, seeds) {
    const samples = [];
    let look = null;
    for (let pair = 1; pair <= rule.maxPairs; pair++) {
        const seed = seeds[pair - 1];
        const scores = {};
        for (const side of pairOrder(pair)) {
            const run = await measure(side, seed);
            if (run.score === null)
                return { samples, look, failed: { side, seed, run } };
            if (series.tampered.length > 0)
                return { samples, look, failed: null };
            scores[side] = run.score;
        }
        samples.push({ seed, trunk: scores.trunk, candidate: scores.candidate });
        if (!(0,stats/* isLook */.Mk)(rule, samples.length))
            continue;
        look = lookAt(samples);
        if (look.decision !== 'continue')
            break;
    }
    return { samples, look, failed: null };
}
/**
 * How one side of a pair is measured. Seed-set noise: the ledger's run of that tree and seed when it
 * holds one. Noise the seed does not set (`together`): the ledger's whole pair made together, else
 * both sides run now, one beside the other.
 */
function pairMeasure(ctx, series, commits, label, together) {
    const run = (side, seed) => series.run(commits[side], `${label}-${side}-seed-${seed}`, seed, side);
    if (!together)
        return (side, seed) => series.measure(commits[side], `${label}-${side}-seed-${seed}`, seed, side);
    const pairs = new Map();
    return async (side, seed) => {
        let pair = pairs.get(seed);
        if (pair === undefined) {
            const trees = {
                trunk: await ctx.repo.treeOf(commits.trunk),
                candidate: await ctx.repo.treeOf(commits.candidate),
            };
            pair = reusablePair(ctx, trees, seed);
            pairs.set(seed, pair);
        }
        const whole = await pair;
        return whole === null ? run(side, seed) : series.reuse(whole[side], side);
    };
}
function spread(values) {
    return values.length === 0 ? null : (0,stats/* meanAndSd */.ud)(values);
}
/** Why the rule rejected, in words that name the settings involved. */
function ruleReason(look, rule, thresholds) {
    const minDelta = `${thresholds.minDelta.label} ${String((0,judgement_thresholds/* shownThreshold */.tG)(thresholds.minDelta))}`;
    const minEffect = thresholds.minEffect === null
        ? ''
        : `${thresholds.minEffect.label} ${String((0,judgement_thresholds/* shownThreshold */.tG)(thresholds.minEffect))}`;
    const at = `${look.pairs} pair(s)`;
    const bounds = `mean difference ${(0,metric/* formatVerdictScore */.jY)(look.mean)}, bounds [${(0,metric/* formatVerdictScore */.jY)(look.lower)}, ${(0,metric/* formatVerdictScore */.jY)(look.upper)}] at one-sided level ${look.level.toPrecision(3)}`;
    switch (look.decision) {
        case 'not_improved':
            return {
                code: 'not_improved',
                message: `paired with trunk on the same seeds, the gain's upper bound is below ${minDelta} after ${at} (${bounds})`,
            };
        case 'futility':
            return {
                code: 'not_improved',
                message: `paired with trunk on the same seeds, the gain's upper bound ${(0,metric/* formatVerdictScore */.jY)(look.futilityUpper)} (at confidence ${rule.confidence}) is below ${minEffect} after ${at}: stopped ${look.pairs >= rule.maxPairs ? 'at the cap' : 'early'} for futility (${bounds})`,
            };
        default:
            return {
                code: 'not_significant',
                message: `paired with trunk on the same seeds, the gain is not significant after ${at}, the most --max-repeats allows: its lower bound does not exceed ${minDelta} (${bounds}, p ${look.p.toPrecision(3)})`,
            };
    }
}
function stoppedOf(look, rule) {
    if (look.decision === 'futility')
        return 'futility';
    return look.pairs >= rule.maxPairs ? 'cap' : 'early';
}
/** Judges the candidate by pairs against trunk; the verdict gets the runs, the judgement and the decision. */
async function judgePaired(ctx, trunk, candidate, watch, label, verdict, auto = null) {
    const { settings } = ctx;
    const { judgement } = settings;
    const rule = pairedRule(judgement);
    const thresholds = (0,judgement_thresholds/* pairedThresholds */.y4)(judgement, settings.minDelta, auto !== null);
    const series = auto?.series ?? new runs/* RunSeries */.$(ctx, watch, 2 * rule.maxPairs, true);
    const commits = { trunk: candidate.trunkSha, candidate: candidate.commit };
    const together = auto?.together ?? false;
    const measure = pairMeasure(ctx, series, commits, label, together);
    // The candidate's seeds, for both sides of each pair: unknowable before its tree existed.
    const seeds = await (0,judgement_seeds/* judgementSeeds */.a1)(ctx, candidate.tree, rule.maxPairs);
    ctx.log(`paired judgement: ${trunk.branch} ${candidate.trunkSha.slice(0, 12)} against the candidate, ${rule.minPairs}..${rule.maxPairs} pairs at confidence ${rule.confidence}${together ? ', each pair made together' : ''}`);
    const { samples, look, failed } = await runPairs(measure, series, rule, (pairs) => (0,judgement_thresholds/* pairedLookAt */.Uk)(pairs, rule, thresholds, settings.metricDirection), seeds);
    const candidateSpread = spread(samples.map((s) => s.candidate));
    const trunkSpread = spread(samples.map((s) => s.trunk));
    const judged = {
        ...pairedJudgement(judgement, thresholds),
        ...(auto === null ? {} : { chosen_by: auto.chosenBy, together, runs: series.counts }),
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
    const next = (0,runs/* withSeries */.m)(ctx, { ...verdict, judgement: judged, score: failed === null ? (candidateSpread?.mean ?? null) : null }, series);
    if (series.tampered.length > 0)
        return { verdict: next, accepted: null };
    if (failed !== null) {
        const failure = failed.run.failure ?? { code: 'eval_failed', message: 'no score' };
        const message = `paired run on seed ${failed.seed}, ${failed.side} (${commits[failed.side].slice(0, 12)}), gave no score: ${failure.message}; nothing is judged on half a pair`;
        return { verdict: (0,context/* reject */.k)(next, [{ code: 'eval_failed', message }]), accepted: null };
    }
    if (look === null || trunkSpread === null || candidateSpread === null) {
        throw new Error('internal: the paired loop ended without a look');
    }
    ctx.log(`paired: ${look.pairs} pair(s), mean difference ${(0,metric/* formatVerdictScore */.jY)(look.mean)} in [${(0,metric/* formatVerdictScore */.jY)(look.lower)}, ${(0,metric/* formatVerdictScore */.jY)(look.upper)}]: ${look.decision}`);
    if (look.decision !== 'accept')
        return { verdict: (0,context/* reject */.k)(next, [ruleReason(look, rule, thresholds)]), accepted: null };
    const bar = {
        name: `${trunk.branch} paired on the same seeds (mean of ${look.pairs})`,
        value: trunkSpread.mean,
    };
    return beyondBaseline(ctx, next, candidateSpread.mean, bar, series.deciding);
}
/**
 * An accepted candidate's last check, the configured `test_baseline_score` against its mean; the
 * outcome names the references it beat (`bar`, the trunk it was judged against, first).
 */
function beyondBaseline(ctx, next, score, bar, deciding) {
    const { settings } = ctx;
    const references = [bar];
    if (settings.testBaselineScore !== null) {
        const baseline = { name: 'test_baseline_score', value: settings.testBaselineScore };
        const comparison = (0,compare/* compareScore */.Y0)(score, [baseline], settings.metricDirection, settings.minDelta);
        if (!comparison.improved) {
            // The bar beaten in pairs is trunk; the baseline is a number stored once (Arbor records one run
            // of the baseline), which on a noisy evaluator may itself be a lucky draw: say so beside it.
            const judgement = next.judgement;
            const sd = judgement.rule === 'paired' ? judgement.trunk?.sd : undefined;
            const stored = sd === undefined || sd === null || sd === 0
                ? ''
                : `; test_baseline_score is a stored number, not measured in this judgement, and trunk's runs here vary by sd ${(0,metric/* formatVerdictScore */.jY)(sd)}: if it was one run, re-measure it or unset it`;
            return {
                verdict: (0,context/* reject */.k)(next, comparison.shortfalls.map((message) => ({
                    code: 'not_improved',
                    message: `the candidate's mean: ${message}${stored}`,
                }))),
                accepted: null,
            };
        }
        references.push(baseline);
    }
    // The record is the mean of every candidate run the pairs rest on (a seed the ledger holds several
    // runs of counts each of them), which is what `ledger verify` checks against the deciding lines.
    const recorded = deciding.length === 0 ? score : (0,ledger_select/* meanScore */.UQ)(deciding);
    return {
        verdict: { ...next, score: recorded },
        accepted: { score: recorded, references, deciding },
    };
}


/***/ }),

/***/ 92521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ RunSeries),
/* harmony export */   m: () => (/* binding */ withSeries)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72104);
/* harmony import */ var _evaluate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19557);
/* harmony import */ var _ledger_use_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76298);
/* harmony import */ var _stats_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70351);




class RunSeries {
    ctx;
    watch;
    planned;
    plannedIsCap;
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
    /** Each side's runs made here and taken from the ledger (the verdict's `judgement.runs`). */
    counts = { trunk: { fresh: 0, reused: 0 }, candidate: { fresh: 0, reused: 0 } };
    warningSet = new Set();
    scoreKey = null;
    scoreLine = null;
    constructor(ctx, 
    /** Protected paths fingerprinted around every run, on either side. */
    watch, 
    /** How many runs the judgement plans (for the live log's "run i of n"). */
    planned, 
    /** Whether `planned` is only a cap the judgement may stop before (paired, auto). */
    plannedIsCap = false) {
        this.ctx = ctx;
        this.watch = watch;
        this.planned = planned;
        this.plannedIsCap = plannedIsCap;
    }
    get warnings() {
        return [...this.warningSet];
    }
    /**
     * One paired side on one seed: the ledger's authenticated runs of that tree and seed when it has
     * some (trunk's tree was usually measured when it landed), else a run; with `--fresh`, a run added
     * to them. Either way the side's score on the seed is the mean of every run of it, so that running
     * again until a lucky draw decides nothing.
     */
    async measure(commit, logSubdir, seed, side) {
        const tree = await this.ctx.repo.treeOf(commit);
        const known = await (0,_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__/* .reusableRuns */ .se)(this.ctx, tree, seed);
        const earlier = known ?? (await (0,_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__/* .earlierRuns */ .Jo)(this.ctx, tree, seed));
        const run = known === null ? await this.run(commit, logSubdir, seed, side) : null;
        if (run !== null && (run.score === null || earlier.length === 0))
            return run;
        this.ctx.log(`${side} on seed ${seed}: the ledger's ${earlier.length} run(s) ${known === null ? 'and this one' : 'reused'} (their mean)`);
        this.reused.push(...earlier);
        this.counts[side].reused += earlier.length;
        if (side === 'candidate')
            this.deciding.push(...earlier);
        const scores = [
            ...(run === null ? [] : [run.score]),
            ...earlier.map((line) => line.score ?? NaN),
        ];
        return { score: (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_2__/* .meanAndSd */ .ud)(scores).mean, failure: null };
    }
    /** A ledger line in place of a run of `side`. */
    reuse(known, side) {
        this.ctx.log(`${side} on seed ${known.seed ?? '-'}: the ledger's run ${known.run_id}/${known.seq} reused`);
        this.reused.push(known);
        this.counts[side].reused++;
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
            atMost: this.plannedIsCap,
            firstAttempt: this.attempts.length + 1,
        };
        this.runs++;
        if (side !== null)
            this.counts[side].fresh++;
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
/**
 * The verdict with what a series of runs gives it: the attempts, the ledger lines reused, where the
 * score was read, the warnings; rejected as `protected_tamper` (no score) when a run tampered.
 */
function withSeries(ctx, verdict, series) {
    const next = {
        ...verdict,
        attempts: series.attempts,
        ...(series.reused.length === 0 ? {} : { reused: (0,_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__/* .reusedEntries */ .nk)(series.reused) }),
        score_key: series.scoreKey,
        score_line: series.scoreLine && { ...series.scoreLine, text: ctx.redact(series.scoreLine.text) },
        warnings: [...verdict.warnings, ...series.warnings],
    };
    if (series.tampered.length === 0)
        return next;
    return {
        ...(0,_context_js__WEBPACK_IMPORTED_MODULE_3__/* .reject */ .k)(next, series.tampered.map(({ message }) => ({ code: 'protected_tamper', message }))),
        score: null,
        protected_violations: [...next.protected_violations, ...series.tampered.map((t) => t.path)],
    };
}


/***/ }),

/***/ 51739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uk: () => (/* binding */ pairedLookAt),
/* harmony export */   tG: () => (/* binding */ shownThreshold),
/* harmony export */   y4: () => (/* binding */ pairedThresholds)
/* harmony export */ });
/* unused harmony export refuseNearZero */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _stats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70351);
/* harmony import */ var _util_metric_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32430);
/* harmony import */ var _setting_rows_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37381);
/**
 * The paired judgement's look with its thresholds as set (issue 36): min-delta and min-effect in score
 * units, relative to |trunk's mean| (tested per pair in the linear form, src/stats/thresholds.ts), or
 * `auto`'s default min-effect in noise units. A relative threshold where trunk's mean is within its
 * noise of 0 means nothing: exit 2, naming where it was set.
 */




/** The thresholds a judgement applies: min-effect as set, else `auto`'s default in noise units. */
function pairedThresholds(judgement, minDelta, auto) {
    const fallback = auto
        ? { kind: 'noise', units: _setting_rows_js__WEBPACK_IMPORTED_MODULE_2__/* .AUTO_MIN_EFFECT_SD */ .VB, label: "auto's default min-effect" }
        : null;
    return { minDelta, minEffect: judgement.minEffect ?? fallback };
}
/** A threshold as the verdict shows it: a number in score units, else as written (`5%`). */
function shownThreshold(threshold) {
    if (threshold === null)
        return null;
    return threshold.kind === 'absolute' ? threshold.value : (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .thresholdText */ .HA)(threshold);
}
/** Exit 2 when a relative threshold is asked of a trunk whose mean is within its noise of 0. */
function refuseNearZero(thresholds, trunk) {
    for (const threshold of [thresholds.minDelta, thresholds.minEffect]) {
        if (threshold?.kind !== 'relative' || !(0,_stats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .nearZero */ .R8)(trunk))
            continue;
        const { mean, sd } = (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .meanAndSd */ .ud)(trunk);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${threshold.label}: ${(0,_stats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .thresholdText */ .HA)(threshold)} of |trunk's mean| is no threshold here: trunk's mean ${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_1__/* .formatVerdictScore */ .jY)(mean)} over ${trunk.length} run(s) (sd ${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_1__/* .formatVerdictScore */ .jY)(sd)}) is within two standard errors of 0; give it in score units`);
    }
}
/** The rule's decision on the pairs so far, each threshold tested in its own form. */
function pairedLookAt(samples, rule, thresholds, direction) {
    refuseNearZero(thresholds, samples.map((s) => s.trunk));
    const accept = (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .thresholdTest */ .ob)(samples, direction, thresholds.minDelta);
    const futility = thresholds.minEffect === null ? null : (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .thresholdTest */ .ob)(samples, direction, thresholds.minEffect);
    return (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lookAtPairs */ .SM)(accept.differences, { ...rule, minDelta: accept.bar, minEffect: futility?.bar ?? null }, futility?.differences ?? accept.differences);
}


/***/ }),

/***/ 76298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jo: () => (/* binding */ earlierRuns),
/* harmony export */   VR: () => (/* binding */ historyNoise),
/* harmony export */   _v: () => (/* binding */ LEDGER_REFERENCE),
/* harmony export */   ix: () => (/* binding */ recordEvaluation),
/* harmony export */   le: () => (/* binding */ ledgerReference),
/* harmony export */   nk: () => (/* binding */ reusedEntries),
/* harmony export */   pj: () => (/* binding */ ledgerScoreOf),
/* harmony export */   se: () => (/* binding */ reusableRuns),
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
/**
 * Every authenticated run of the candidate's tree, when the ledger holds at least `eval-repeats` (and
 * not `--fresh`): the judgement is on their mean, never on the newest draw alone.
 */
async function reusableMeasurement(ctx, tree) {
    if (ctx.ledger === null)
        return null;
    const runs = await ctx.ledger.lookup(tree, ctx.settings.evalRepeats);
    if (runs !== null) {
        ctx.log(`the ledger holds ${runs.length} run(s) of tree ${tree.slice(0, 12)} under this evaluator: judged on their mean (pass --fresh to add runs)`);
    }
    return runs;
}
/**
 * The authenticated runs of a tree that a fresh measurement of it adds to (every one, `--fresh` or
 * not; on one seed when `seed` is given); none without the ledger or its key.
 */
async function earlierRuns(ctx, tree, seed) {
    if (ctx.ledger === null)
        return [];
    return ctx.ledger.earlierRuns(tree, seed);
}
/** A paired side's runs on one seed, when the ledger holds authenticated ones (and not `--fresh`): all of them. */
async function reusableRuns(ctx, tree, seed) {
    if (ctx.ledger === null)
        return null;
    return ctx.ledger.lookup(tree, 1, seed);
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
 * The ledger's score of a commit's tree: the mean of all its authenticated runs (at least
 * `eval-repeats`); null when the ledger is off, has no key or holds too few. `what` names the commit in
 * the reference.
 */
async function ledgerScoreOf(ctx, commit, what) {
    if (ctx.ledger === null || ctx.ledger.key === null)
        return null;
    const runs = await ctx.ledger.runs(await ctx.repo.treeOf(commit));
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
    if (ctx.settings.testTrunkScoreFixed)
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

/***/ 70351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mk: () => (/* reexport */ isLook),
  SM: () => (/* reexport */ lookAtPairs),
  ud: () => (/* reexport */ meanAndSd),
  R8: () => (/* reexport */ nearZero),
  ob: () => (/* reexport */ thresholdTest),
  HA: () => (/* reexport */ thresholdText)
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
/**
 * The decision after the pairs seen so far (`differences.length` of them, at least `minPairs`).
 * `futilityDifferences` are what futility tests against `minEffect` when its threshold differs in form
 * from min-delta's (a relative min-effect: thresholds.ts); the same differences otherwise.
 */
function lookAtPairs(differences, rule, futilityDifferences = differences) {
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
    const futility = futilityDifferences === differences ? { mean, sd } : meanAndSd(futilityDifferences);
    const futilityUpper = rule.minEffect === null
        ? null
        : futility.mean + studentQuantile(rule.confidence, n - 1) * (futility.sd / Math.sqrt(n));
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

// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __webpack_require__(32430);
;// CONCATENATED MODULE: ./src/stats/thresholds.ts
/**
 * The thresholds of a judgement (issue 36): `min-delta` and `min-effect` absolute (score units),
 * relative (a fraction of |trunk's mean|, written `N%`), or, for `auto`'s default min-effect, in noise
 * units (the standard deviation of the pair differences). Pure: pairs in, the differences each test
 * is made on and the bar it must clear out.
 *
 * A relative threshold is tested in the linear form: the hypothesis "the candidate beats trunk by r of
 * |trunk's mean|" is mean(g_i - r·s·t_i) > 0, with g_i the direction-aware gain of pair i, t_i trunk's
 * score in it and s the sign of trunk's mean. Each pair gives one difference, so the sequential rule's
 * false-accept control holds unchanged. The plug-in form (r·|mean(t)| as a fixed bar for mean(g))
 * ignores the noise of the bar it computed from the same runs and accepts more often at the boundary
 * (the bench measures both).
 */


/**
 * Whether trunk's mean is within its noise of 0, where a relative threshold means nothing: two
 * standard errors of its runs (exactly 0 for runs that agree).
 */
function nearZero(trunk) {
    const { mean, sd } = meanAndSd(trunk);
    return Math.abs(mean) <= (2 * sd) / Math.sqrt(trunk.length);
}
/**
 * The differences and bar of `threshold` over `pairs`. A relative threshold needs trunk's mean away
 * from 0 (the caller checks `nearZero` first and refuses, naming the setting).
 */
function thresholdTest(pairs, direction, threshold) {
    const gains = pairs.map((p) => (0,metric/* gain */.mn)(p.candidate, p.trunk, direction));
    switch (threshold.kind) {
        case 'absolute':
            return { differences: gains, bar: threshold.value, equivalent: threshold.value };
        case 'noise': {
            const bar = threshold.units * meanAndSd(gains).sd;
            return { differences: gains, bar, equivalent: bar };
        }
        case 'relative': {
            const trunkMean = meanAndSd(pairs.map((p) => p.trunk)).mean;
            const sign = Math.sign(trunkMean);
            return {
                differences: pairs.map((p, i) => gains[i] - threshold.fraction * sign * p.trunk),
                bar: 0,
                equivalent: threshold.fraction * Math.abs(trunkMean),
            };
        }
    }
}
/** A threshold as written: `0.1`, `5%`, `0.5 sd`. */
function thresholdText(threshold) {
    switch (threshold.kind) {
        case 'absolute':
            return String(threshold.value);
        case 'relative':
            return `${Number((threshold.fraction * 100).toPrecision(12))}%`;
        case 'noise':
            return `${threshold.units} sd of the pair differences`;
    }
}

;// CONCATENATED MODULE: ./src/stats/index.ts
/** The judgement rules, pure: samples in, decision and bounds out. */





/***/ })

};
