export const id = 693;
export const ids = [693];
export const modules = {

/***/ 71606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ judge),
  N: () => (/* binding */ rejudge)
});

// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __webpack_require__(32430);
// EXTERNAL MODULE: ./src/gate/candidate.ts
var gate_candidate = __webpack_require__(74926);
// EXTERNAL MODULE: ./src/git/notes.ts
var notes = __webpack_require__(77677);
// EXTERNAL MODULE: ./src/stats/index.ts + 4 modules
var stats = __webpack_require__(70351);
;// CONCATENATED MODULE: ./src/gate/divergence/evidence.ts
/**
 * What the B_dev/B_test divergence flag may rest on (compare.ts `detectDivergence` decides): the
 * node's parent's B_dev from the trusted tree, whether the parent's state is the trunk state the
 * B_test gain is measured against, and the evaluator's noise from the runs this judgement used and the
 * ledger's runs of trunk's tree. Anything unknown stays null, and the flag then says nothing.
 */



function finite(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
/** The parent node of the judged one, its id and its B_dev (the root's is meta.baseline_score). */
function parentOf(tree, nodeId) {
    const parentId = tree.nodes[nodeId]?.parent_id;
    if (typeof parentId !== 'string')
        return null;
    const own = finite(tree.nodes[parentId]?.score);
    const isRoot = parentId === tree.root_id || tree.nodes[parentId]?.parent_id === null;
    return { id: parentId, score: own ?? (isRoot ? finite(tree.meta.baseline_score) : null) };
}
/**
 * Whether the parent's state is trunk's: the candidate is the node's own code (trunk is an ancestor
 * of it, so nothing landed since it branched), and the parent's branch (its code_ref) holds trunk's
 * tree, or the parent is the root and no idea of the tree was merged yet.
 */
async function parentIsTrunk(ctx, tree, parentId, candidate) {
    if (candidate.kind !== 'source')
        return false;
    const ref = tree.nodes[parentId]?.code_ref;
    if (typeof ref !== 'string' || ref === '') {
        const isRoot = parentId === tree.root_id || tree.nodes[parentId]?.parent_id === null;
        return isRoot && !Object.values(tree.nodes).some((node) => node?.status === 'merged');
    }
    const parent = await ctx.repo.resolveCommit(ref, `code_ref of node ${parentId}`).catch(() => null);
    if (parent === null)
        return false;
    const [parentTree, trunkTree] = await Promise.all([
        ctx.repo.treeOf(parent),
        ctx.repo.treeOf(candidate.trunkSha),
    ]);
    const keys = await (0,notes/* treesWithoutArbor */.S2)(ctx.repo, [parentTree, trunkTree]);
    return keys.get(parentTree) === keys.get(trunkTree);
}
/** The pooled standard deviation of groups of runs of one tree each; null when no group has two runs. */
function pooledSd(groups) {
    let squares = 0;
    let freedom = 0;
    for (const group of groups) {
        if (group.length < 2)
            continue;
        squares += (0,stats/* meanAndSd */.ud)(group).sd ** 2 * (group.length - 1);
        freedom += group.length - 1;
    }
    return freedom === 0 ? null : Math.sqrt(squares / freedom);
}
/** The noise of one run and of the B_test gain, from the pairs, or from the runs of both sides. */
async function noise(ctx, verdict, candidate) {
    const { judgement } = verdict;
    if (judgement.rule === 'paired') {
        if (judgement.samples.length < 2)
            return { runSd: null, testGainSe: null };
        const differences = judgement.samples.map((s) => (0,metric/* gain */.mn)(s.candidate, s.trunk, verdict.metric_direction));
        const { sd } = (0,stats/* meanAndSd */.ud)(differences);
        return { runSd: sd / Math.SQRT2, testGainSe: sd / Math.sqrt(differences.length) };
    }
    const candidateRuns = verdict.repeats?.scores ?? (verdict.score === null ? [] : [verdict.score]);
    const trunkRuns = ctx.ledger === null
        ? []
        : (await ctx.ledger.runs(await ctx.repo.treeOf(candidate.trunkSha))).map((line) => line.score ?? NaN);
    const runSd = pooledSd([candidateRuns, trunkRuns]);
    if (runSd === null || candidateRuns.length === 0)
        return { runSd, testGainSe: null };
    // A configured trunk score is one number of unknown origin: counted as one run.
    const fromRuns = verdict.reference_source === 'ledger' || verdict.reference_source === 'measured';
    const trunkCount = fromRuns ? Math.max(1, trunkRuns.length) : 1;
    return { runSd, testGainSe: runSd * Math.sqrt(1 / candidateRuns.length + 1 / trunkCount) };
}
async function divergenceEvidence(ctx, verdict, candidate) {
    const tree = ctx.trusted.tree;
    const parent = tree === null || ctx.nodeId === null ? null : parentOf(tree, ctx.nodeId);
    if (tree === null || parent === null || parent.score === null) {
        return { parentDevScore: null, comparable: false, runSd: null, testGainSe: null };
    }
    return {
        parentDevScore: parent.score,
        comparable: await parentIsTrunk(ctx, tree, parent.id, candidate),
        ...(await noise(ctx, verdict, candidate)),
    };
}

// EXTERNAL MODULE: ./src/gate/compare.ts
var compare = __webpack_require__(95764);
// EXTERNAL MODULE: ./src/gate/context.ts
var context = __webpack_require__(72104);
// EXTERNAL MODULE: ./src/gate/judgement/paired.ts + 1 modules
var judgement_paired = __webpack_require__(14200);
;// CONCATENATED MODULE: ./src/gate/judgement/auto.ts
/**
 * `judge: auto` (issue 36), pure: what the evaluator's noise is, learned from the runs of trunk's
 * trees (the ledger's, and this judgement's), and what that asks for. Only trunk's trees teach: a
 * candidate that fails or prints a constant (a wrong answer) says nothing about the evaluator.
 *
 * - No tree with two runs: unknown; trunk's tree is measured twice, on different seeds.
 * - Every tree's runs agree exactly: deterministic. One run per candidate, compared exactly; a
 *   candidate that would be accepted gets a confirming run (two that differ: judged paired). A new
 *   trunk tree (after a landing) holds two runs before it is trusted, so the check goes on as trunk
 *   moves; the landed candidate's run and its confirmation are those two.
 * - Some tree's runs differ: noisy, the paired judgement. Whether the seed sets the noise is read from
 *   two runs of one tree on one seed: equal, it does (trunk's side may come from the ledger); not
 *   equal, it does not (trunk's side is measured beside the candidate's, pairs made together). With
 *   no such two runs, trunk runs one seed a second time, once per evaluator: one run, and exact (a
 *   share of the noise the seed does not set counts as noise it does not set, which only costs runs).
 */


const scoresText = (runs) => runs
    .map((run) => `${(0,metric/* formatVerdictScore */.jY)(run.score)}${run.seed === null ? '' : ` (seed ${run.seed})`}`)
    .join(', ');
const auto_short = (tree) => tree.slice(0, 12);
/** Two runs of one tree on one seed, the first such pair found that differs, else the first that agrees. */
function sameSeedRuns(trees) {
    let agreeing = null;
    for (const { tree, runs } of trees) {
        const bySeed = new Map();
        for (const run of runs) {
            if (run.seed === null)
                continue;
            bySeed.set(run.seed, [...(bySeed.get(run.seed) ?? []), run]);
        }
        for (const same of bySeed.values()) {
            if (same.length < 2)
                continue;
            const found = {
                tree,
                runs: same.slice(0, 2),
                differ: same.some((run) => run.score !== same[0]?.score),
            };
            if (found.differ)
                return found;
            agreeing ??= found;
        }
    }
    return agreeing;
}
/** What the runs of trunk's trees (newest first) say about the evaluator's noise. */
function learnNoise(trees) {
    const measured = trees.filter((t) => t.runs.length >= 2);
    const differing = measured.find((t) => t.runs.some((run) => run.score !== t.runs[0]?.score));
    if (differing === undefined) {
        const agreeing = measured[0];
        return agreeing === undefined
            ? { noise: 'unknown', seed: 'unknown', because: 'no trunk tree has two runs yet' }
            : {
                noise: 'deterministic',
                seed: 'unknown',
                because: `trunk's runs agree exactly (${measured.length} tree(s); ${auto_short(agreeing.tree)}: ${scoresText(agreeing.runs.slice(0, 3))})`,
            };
    }
    const differ = `trunk's runs differ (${auto_short(differing.tree)}: ${scoresText(differing.runs.slice(0, 3))})`;
    const same = sameSeedRuns(trees);
    if (same === null)
        return { noise: 'noisy', seed: 'unknown', because: differ };
    return {
        noise: 'noisy',
        seed: same.differ ? 'does_not_set' : 'sets',
        because: `${differ}; two runs on one seed ${same.differ ? 'differ' : 'agree'} (${auto_short(same.tree)}: ${scoresText(same.runs)})`,
    };
}
/**
 * The seeds trunk's current tree is run on before the candidate is judged: two runs in all while the
 * noise is unknown or deterministic (the re-check of a new trunk tree), one seed a second time while
 * noisy with the seed's share unknown, nothing once the rule is known.
 */
function trunkSeedsToRun(finding, current) {
    if (finding.noise === 'noisy') {
        if (finding.seed !== 'unknown')
            return [];
        const seeded = current.runs.find((run) => run.seed !== null);
        return seeded === undefined ? [1, 1] : [seeded.seed];
    }
    const had = new Set(current.runs.map((run) => run.seed));
    const seeds = [];
    for (let seed = 1; current.runs.length + seeds.length < 2; seed++)
        if (!had.has(seed))
            seeds.push(seed);
    return seeds;
}
/**
 * The deterministic judgement of the candidate's runs (one, or two with the confirming run) against
 * trunk's score: rejected as soon as one run does not beat it, a confirming run asked for when the
 * first does, accepted when the second equals it, and handed to the paired rule when it does not.
 */
function exactDecision(trunk, candidate, direction, minDelta) {
    const [first, second] = candidate;
    if (first === undefined)
        throw new Error('internal: an exact decision needs a run');
    const delta = (0,compare/* deltaOver */.RD)({ name: "trunk's score", value: trunk }, minDelta);
    if (!(0,compare/* isImprovement */.l7)(first, trunk, direction, delta))
        return 'reject';
    if (second === undefined)
        return 'confirm';
    return second === first ? 'accept' : 'noisy';
}

// EXTERNAL MODULE: ./src/gate/judgement/runs.ts
var runs = __webpack_require__(92521);
// EXTERNAL MODULE: ./src/gate/judgement/seeds.ts
var seeds = __webpack_require__(64425);
// EXTERNAL MODULE: ./src/gate/judgement/thresholds.ts
var thresholds = __webpack_require__(51739);
;// CONCATENATED MODULE: ./src/gate/judgement/auto-judge.ts
/**
 * `judge: auto` run (issue 36): reads the runs of trunk's recent trees from the ledger, runs trunk
 * where the rule (auto.ts) asks for more, then judges the candidate deterministically (one run,
 * compared exactly, a confirming run before it is accepted) or by the paired rule (pairs made together
 * when the seed does not set the noise). The verdict's `judgement.chosen_by` says which and from which
 * runs; `judgement.runs` counts each side's fresh and reused runs.
 */









/** How many of trunk's first-parent trees `auto` learns from: enough to span a session's landings. */
const HISTORY = 20;
/** The ledger's scored runs of trunk's recent trees (first-parent, newest first); the first is trunk's own. */
async function trunkHistory(ctx, trunkSha) {
    const listed = await ctx.repo.run(['log', '--first-parent', `-n${HISTORY}`, '--format=%T', trunkSha]);
    const trees = [...new Set(listed.split('\n').filter((line) => line !== ''))];
    const { ledger } = ctx;
    // Unauthenticated lines teach nothing: a branch could have written them.
    if (ledger === null || ledger.key === null)
        return [{ tree: trees[0], runs: [] }];
    await ledger.prefetch(trees);
    return Promise.all(trees.map(async (tree) => ({
        tree,
        runs: (await ledger.runs(tree, 'any')).map((line) => ({
            seed: line.seed,
            score: line.score,
        })),
    })));
}
/**
 * Runs trunk where the rule asks (at most three rounds: two seeds, then one seed again) and returns
 * what the runs say, or the run that stopped it.
 */
async function learn(ctx, series, trunkSha, label) {
    const [own, ...older] = await trunkHistory(ctx, trunkSha);
    let current = own;
    const fromLedger = current.runs.length;
    let finding = learnNoise([current, ...older]);
    for (let check = 1;;) {
        const seeds = trunkSeedsToRun(finding, current);
        if (seeds.length === 0)
            return { finding, current, fromLedger };
        for (const seed of seeds) {
            const run = await series.run(trunkSha, `${label}-trunk-check-${check++}`, seed, 'trunk');
            if (series.tampered.length > 0)
                return { kind: 'tampered' };
            if (run.score === null)
                return { kind: 'failed', run, what: `trunk (${trunkSha.slice(0, 12)}) on seed ${seed}` };
            current = { ...current, runs: [...current.runs, { seed, score: run.score }] };
        }
        finding = learnNoise([current, ...older]);
    }
}
/**
 * The verdict with the series' runs and the reason a run stopped it (if one did). A run without a
 * score is a rejection here; judge.ts settles whose failure it was (broken-evaluation.ts).
 */
function withRuns(ctx, verdict, series, stop) {
    const next = (0,runs/* withSeries */.m)(ctx, verdict, series);
    if (series.tampered.length > 0 || stop?.kind !== 'failed')
        return next;
    const failure = stop.run.failure ?? { code: 'eval_failed', message: 'no score' };
    return (0,context/* reject */.k)({ ...next, score: null }, [
        { code: failure.code, message: `auto: the run of ${stop.what} gave no score: ${failure.message}` },
    ]);
}
/** The verdict of a judgement stopped while learning the noise: no rule chosen, and why; the runs made. */
function stoppedLearning(ctx, verdict, series, stop) {
    const why = stop.kind === 'failed' ? `the run of ${stop.what} gave no score` : 'a run tampered';
    const judgement = {
        ...verdict.judgement,
        chosen_by: `auto: no rule chosen: ${why} while learning the evaluator's noise`,
        runs: series.counts,
    };
    return withRuns(ctx, { ...verdict, judgement }, series, stop);
}
/** Judges the candidate by the rule `auto` learns; the same outcome as the paired judgement's. */
async function judgeAuto(ctx, trunk, candidate, watch, label, verdict) {
    const { settings } = ctx;
    const series = new runs/* RunSeries */.$(ctx, watch, 2 * settings.judgement.maxPairs + 3, true);
    const learned = await learn(ctx, series, candidate.trunkSha, label);
    if ('kind' in learned)
        return { verdict: stoppedLearning(ctx, verdict, series, learned), accepted: null };
    const { finding, current, fromLedger } = learned;
    ctx.log(`auto: the evaluator is ${finding.noise}: ${finding.because}`);
    if (finding.noise === 'noisy') {
        const together = finding.seed !== 'sets';
        const chosenBy = `auto: paired, ${together ? 'pairs made together (the seed does not set the noise, or it is not known to)' : "trunk's side reused where the ledger holds it (the seed sets the noise)"}: ${finding.because}`;
        return (0,judgement_paired/* judgePaired */.FQ)(ctx, trunk, candidate, watch, label, verdict, { chosenBy, together, series });
    }
    // Deterministic: trunk's tree holds two runs that agree (trunkSeedsToRun saw to it).
    const trunkScore = current.runs[0].score;
    const chosenBy = `auto: deterministic, one run compared exactly: ${finding.because}`;
    const scores = [];
    // What the verdict shows of the deterministic judgement, also when a run stops it. Trunk's side is
    // its tree's runs: those the ledger held count as reused, beside any made here.
    const judged = () => ({
        rule: 'deterministic',
        chosen_by: chosenBy,
        runs: {
            ...series.counts,
            trunk: { ...series.counts.trunk, reused: series.counts.trunk.reused + fromLedger },
        },
        min_delta: (0,thresholds/* shownThreshold */.tG)(settings.minDelta),
        trunk: trunkScore,
        candidate: [...scores],
        evaluations: series.attempts.length,
    });
    let decision = 'confirm';
    // The run and its confirmation on the seeds drawn for the candidate's tree, as a pair's would be:
    // a branch that behaves well only on seeds it expects gains nothing (seeds.ts).
    for (const seed of await (0,seeds/* judgementSeeds */.a1)(ctx, candidate.tree, 2)) {
        if (decision !== 'confirm')
            break;
        const run = await series.measure(candidate.commit, `${label}-candidate-seed-${seed}`, seed, 'candidate');
        const stop = series.tampered.length > 0
            ? { kind: 'tampered' }
            : run.score === null
                ? { kind: 'failed', run, what: `the candidate on seed ${seed}` }
                : null;
        if (stop !== null)
            return { verdict: withRuns(ctx, { ...verdict, judgement: judged() }, series, stop), accepted: null };
        scores.push(run.score);
        decision = exactDecision(trunkScore, scores, settings.metricDirection, settings.minDelta);
    }
    if (decision === 'noisy') {
        const noisyBy = `auto: paired, pairs made together: ${finding.because}, but the candidate's two runs differ (${scores.map(metric/* formatVerdictScore */.jY).join(', ')})`;
        ctx.log(noisyBy);
        return (0,judgement_paired/* judgePaired */.FQ)(ctx, trunk, candidate, watch, label, verdict, {
            chosenBy: noisyBy,
            together: true,
            series,
        });
    }
    const score = (0,stats/* meanAndSd */.ud)(scores).mean;
    const next = withRuns(ctx, { ...verdict, judgement: judged(), score }, series, null);
    const bar = { name: `${trunk.branch}'s runs (deterministic)`, value: trunkScore };
    ctx.log(`deterministic: the candidate ${scores.map(metric/* formatVerdictScore */.jY).join(', ')} against ${trunk.branch} ${(0,metric/* formatVerdictScore */.jY)(trunkScore)}: ${decision}`);
    if (decision === 'accept')
        return (0,judgement_paired/* beyondBaseline */.TP)(ctx, next, score, bar, series.deciding);
    const { shortfalls } = (0,compare/* compareScore */.Y0)(score, [bar], settings.metricDirection, settings.minDelta);
    return {
        verdict: (0,context/* reject */.k)(next, shortfalls.map((message) => ({ code: 'not_improved', message: `deterministic: ${message}` }))),
        accepted: null,
    };
}

// EXTERNAL MODULE: ./src/gate/judgement/single.ts
var single = __webpack_require__(94923);
;// CONCATENATED MODULE: ./src/gate/judgement/noise.ts
/**
 * `single` mode's noise warning (issue 17): with eval-repeats >= 2, a mean that beats a reference by
 * less than two standard errors (2 s / sqrt(n), s with n - 1) is within the evaluation's own noise, and
 * a stored reference cannot tell luck from a gain; `--judge paired` measures trunk on the same seeds.
 */

function noiseWarnings(repeats, references, direction) {
    const twoErrors = (2 * repeats.stdev) / Math.sqrt(repeats.n);
    return references
        .filter((ref) => {
        const by = (0,metric/* gain */.mn)(repeats.mean, ref.value, direction);
        return by > 0 && by < twoErrors;
    })
        .map((ref) => `the mean of ${repeats.n} repeats beats ${ref.name} by ${(0,metric/* formatVerdictScore */.jY)((0,metric/* gain */.mn)(repeats.mean, ref.value, direction))}, less than two standard errors (2·s/√n = ${(0,metric/* formatVerdictScore */.jY)(twoErrors)}): within noise; --judge paired measures trunk on the same seeds and judges with a confidence bound`);
}

// EXTERNAL MODULE: ./src/gate/references.ts
var references = __webpack_require__(63537);
// EXTERNAL MODULE: ./src/gate/static-checks.ts + 2 modules
var static_checks = __webpack_require__(72861);
;// CONCATENATED MODULE: ./src/gate/broken-evaluation.ts



/** The reasons a run without a score gives. */
const RUN_FAILURES = new Set(['eval_failed', 'no_score']);
/** The one reason of a broken evaluation: what failed on trunk, and what to do. */
function brokenReason(detail) {
    return {
        code: 'evaluation_broken',
        message: `the evaluation is broken on trunk itself, not by this branch: ${detail}. ` +
            `Nothing was recorded as a score of either tree; fix the evaluation command or its environment ` +
            `(trunk's log below) and run again`,
    };
}
function brokenVerdict(verdict, detail) {
    return { ...verdict, decision: 'error', score: null, reasons: [brokenReason(detail)] };
}
/** The attempts of a run of trunk's, shown after the judgement's own and numbered on from them. */
function trunkAttempts(attempts, after = 0) {
    return attempts.map((attempt, index) => ({ ...attempt, n: after + index + 1, side: 'trunk' }));
}
/**
 * What trunk scored in this judgement before the candidate's run failed, in words: the reference it
 * measured, or the scored runs of trunk's side (`auto`'s checks, the pairs); null when trunk was not
 * measured.
 */
function trunkScoredHere(verdict) {
    const reference = verdict.reference_measured ?? null;
    if (reference !== null)
        return `${(0,metric/* formatVerdictScore */.jY)(reference.score)} (measured as the reference in this judgement)`;
    const scores = verdict.attempts.flatMap((a) => (a.side === 'trunk' && a.score !== null ? [a.score] : []));
    if (scores.length === 0)
        return null;
    const runs = scores.length === 1 ? 'its run' : `the mean of its ${scores.length} runs`;
    return `${(0,metric/* formatVerdictScore */.jY)((0,stats/* meanAndSd */.ud)(scores).mean)} (${runs} in this judgement)`;
}
/** The branch's rejection, its first reason saying what trunk scored with the same settings. */
function branchFailure(verdict, trunkRun) {
    const note = `; ${trunkRun}, so the failure is the branch's`;
    return {
        ...verdict,
        reasons: verdict.reasons.map((reason, index) => index === 0 ? { ...reason, message: `${reason.message}${note}` } : reason),
    };
}
/** The verdict with trunk's run made here counted in its judgement's runs, where the rule counts them (`auto`). */
function countTrunkRun(verdict, attempts) {
    const { judgement } = verdict;
    if (judgement.rule === 'single' || judgement.runs === undefined)
        return verdict;
    const { trunk, candidate } = judgement.runs;
    const runs = { candidate, trunk: { ...trunk, fresh: trunk.fresh + 1 } };
    return { ...verdict, judgement: { ...judgement, runs, evaluations: judgement.evaluations + attempts } };
}
/**
 * The verdict of a judgement that ended, with a failed run's blame settled: unchanged unless its only
 * reasons are a run without a score; an `error` (`evaluation_broken`) when the run that failed was
 * trunk's (the last attempt is trunk's) or when trunk, run once now, fails too; else the branch's
 * rejection, saying that trunk scored. `commit` is the trunk commit the candidate was built on, `watch`
 * the protected files fingerprinted around the run.
 */
async function settleRunFailure(ctx, trunk, commit, verdict, watch) {
    const failure = verdict.reasons[0];
    if (verdict.decision !== 'rejected' ||
        failure === undefined ||
        !verdict.reasons.every((reason) => RUN_FAILURES.has(reason.code))) {
        return verdict;
    }
    const last = verdict.attempts.at(-1);
    if (last?.side === 'trunk')
        return brokenVerdict(verdict, failure.message);
    const scored = trunkScoredHere(verdict);
    if (scored !== null)
        return branchFailure(verdict, `${trunk.branch} (${commit.slice(0, 12)}) run with the same settings scored ${scored}`);
    const seed = last?.seed ?? null;
    ctx.log(`the branch's run gave no score and ${trunk.branch} was not measured in this run: running ${trunk.branch} once with the same settings`);
    const series = new runs/* RunSeries */.$(ctx, watch, 1);
    const label = `trunk-check-${commit.slice(0, 8)}${seed === null ? '' : `-seed-${seed}`}`;
    const run = await series.run(commit, label, seed, 'trunk');
    // A trunk run that tampered measured nothing: the candidate's failure stands as it was.
    if (series.tampered.length > 0)
        return verdict;
    const counted = countTrunkRun(verdict, series.attempts.length);
    if (run.score === null) {
        const trunkFailure = run.failure?.message ?? 'it gave no score';
        const attempts = [...verdict.attempts, ...trunkAttempts(series.attempts, verdict.attempts.length)];
        return brokenVerdict({ ...counted, attempts }, `${trunk.branch} (${commit.slice(0, 12)}), run once with the same settings after the branch's run failed, fails too: ${trunkFailure}; ${failure.message === trunkFailure
            ? "the branch's run failed the same way"
            : `the branch's run: ${failure.message}`}`);
    }
    ctx.log(`${trunk.branch} scored ${(0,metric/* formatVerdictScore */.jY)(run.score)}: the failure is the branch's`);
    // Trunk's attempts stay out of a rejection: the log a reader is shown is the branch's failed run.
    return branchFailure(counted, `${trunk.branch} (${commit.slice(0, 12)}) run with the same settings scored ${(0,metric/* formatVerdictScore */.jY)(run.score)}`);
}

// EXTERNAL MODULE: ./src/gate/merge-group/plan.ts
var merge_group_plan = __webpack_require__(47131);
// EXTERNAL MODULE: ./src/gate/ledger/use.ts
var use = __webpack_require__(76298);
// EXTERNAL MODULE: ./src/gate/merge-group/entry.ts
var merge_group_entry = __webpack_require__(60474);
;// CONCATENATED MODULE: ./src/gate/merge-group/step-score.ts


/** How often the notes ref is fetched while waiting. */
const POLL_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The step's ledger score, waited for up to `queue-wait`; null: measure the step. */
async function waitForStepScore(ctx, step, entry) {
    const words = (0,merge_group_entry/* stepWords */.c)(entry);
    const { ledger, settings } = ctx;
    if (ledger === null || ledger.key === null) {
        ctx.log(`${words}: without the ledger and ${ctx.deps.name('ledgerKey')} no score of it can be read: measuring it`);
        return null;
    }
    const remote = (await ctx.repo.remoteExists(settings.remote)) ? settings.remote : null;
    const deadline = Date.now() + settings.queueWaitMs;
    for (let look = 0;; look++) {
        const found = await (0,use/* ledgerScoreOf */.pj)(ctx, step.sha, words);
        if (found !== null)
            return found;
        const left = deadline - Date.now();
        if (left <= 0 || remote === null || ctx.deps.signal?.aborted)
            break;
        if (look === 0) {
            ctx.log(`${words} has no ledger score yet (its own run may still be measuring it): waiting up to ${Math.ceil(left / 1000)} s (${ctx.deps.name('queueWait')})`);
        }
        await sleep(Math.min(POLL_MS, left));
        await ledger.refresh(remote);
    }
    ctx.log(`${words}: no ledger score after ${settings.queueWaitMs / 1000} s: measuring it`);
    return null;
}

;// CONCATENATED MODULE: ./src/gate/judge.ts
/**
 * Step two of the gate: the judgement of one candidate (the merge of the source into trunk, built by
 * `prepare`). Static checks first (nothing runs when they fail), then the reference (known, or trunk's
 * head measured), the evaluation of the candidate's tree, and the comparison. The result is a value: a
 * final verdict, or an accepted judgement that carries what `land` needs. `rejudge` starts over on a
 * trunk that moved while landing: a new candidate, judged against the moved trunk's references.
 */



















function judge_final(verdict) {
    return { kind: 'final', verdict };
}
/** Where a reference plan's trunk score came from when the ledger gave none. */
function plannedSource(ctx, plan) {
    if (plan.kind === 'measure')
        return 'measured';
    if (!plan.refs.some((r) => r.name.startsWith('test_trunk_score')))
        return null;
    return ctx.settings.testTrunkScoreGiven ? 'input' : 'meta';
}
/**
 * The plan's references, measuring trunk's head when it says so. Precedence of the trunk reference:
 * the flag or input > the ledger (authenticated runs of trunk's tree) > the tree's meta > measured.
 * A merge-queue entry judged on a step that is not trunk's head (the entry ahead, waited for; the base
 * of a queue on main): the ledger > measured, since the flag and the meta describe trunk's head.
 */
async function resolveReferences(ctx, trunk, plan, watch) {
    const entry = ctx.mergeGroup;
    // A step that is the entry ahead: its score may still be on its way into the ledger.
    const ledgered = entry === undefined || entry.onTrunkHead
        ? await (0,use/* ledgerReference */.le)(ctx, trunk)
        : entry.step.kind === 'entry'
            ? await waitForStepScore(ctx, trunk, entry)
            : await (0,use/* ledgerScoreOf */.pj)(ctx, trunk.sha, (0,merge_group_entry/* stepWords */.c)(entry));
    if (ledgered !== null) {
        const others = plan.kind === 'known'
            ? plan.refs.filter((r) => !r.name.startsWith('test_trunk_score') && !r.name.startsWith(use/* LEDGER_REFERENCE */._v))
            : [];
        return {
            refs: [ledgered.reference, ...others],
            measured: null,
            source: 'ledger',
            ledger: { sha: trunk.sha, score: ledgered.value, runs: ledgered.lines.length },
        };
    }
    const planned = (0,merge_group_plan/* stepPlan */.q)(entry, plan);
    if (planned.kind === 'known')
        return { refs: planned.refs, measured: null, source: plannedSource(ctx, planned) };
    const trunkScore = await (0,single/* measureTrunk */.l)(ctx, trunk, watch);
    if ('reason' in trunkScore)
        return trunkScore;
    return {
        refs: [{ name: `measured ${trunk.branch}`, value: trunkScore.score }, ...(planned.also ?? [])],
        measured: { sha: trunk.sha, score: trunkScore.score },
        source: 'measured',
    };
}
/**
 * The verdict judged on every run of the tree that counts: those this judgement made (`fresh`, when
 * it ran) and the ledger's earlier authenticated ones (`earlier`, the verdict's `reused`). Their mean
 * is the score and they are the record's lines, so that `--fresh` adds a draw and never replaces one.
 */
function allRunsVerdict(verdict, fresh, earlier) {
    const runs = [...fresh, ...earlier];
    const scores = runs.map((line) => line.score ?? NaN);
    const { mean, sd } = (0,stats/* meanAndSd */.ud)(scores);
    return {
        verdict: {
            ...verdict,
            score: mean,
            reused: (0,use/* reusedEntries */.nk)(earlier),
            repeats: scores.length > 1 ? { n: scores.length, scores, mean, stdev: sd } : null,
        },
        deciding: runs,
    };
}
/**
 * Steps 3-6 in `single` mode: evaluates `commit` (each repeat in a worktree of its own); the verdict
 * gets the attempts and the score (the mean of the repeats), or why there is none. `label` names the
 * worktrees and log folders.
 */
async function evaluateCommit(ctx, commit, label, protectedFiles, verdict) {
    const result = await (0,single/* measureRepeats */.H)(ctx, commit, label, protectedFiles);
    const { tampered, deciding } = result;
    let evaluated = {
        ...verdict,
        attempts: result.attempts,
        score: result.score,
        score_key: result.scoreKey,
        score_line: result.scoreLine && { ...result.scoreLine, text: ctx.redact(result.scoreLine.text) },
        warnings: [...verdict.warnings, ...result.warnings],
        repeats: ctx.settings.evalRepeats > 1 && result.scores.length > 0
            ? {
                n: result.scores.length,
                scores: result.scores,
                mean: (0,stats/* meanAndSd */.ud)(result.scores).mean,
                stdev: (0,stats/* meanAndSd */.ud)(result.scores).sd,
            }
            : null,
    };
    if (tampered.length > 0) {
        evaluated = {
            ...(0,context/* reject */.k)(evaluated, tampered.map(({ message }) => ({ code: 'protected_tamper', message }))),
            protected_violations: [...evaluated.protected_violations, ...tampered.map((t) => t.path)],
        };
    }
    if (result.score === null) {
        const failure = result.failure ?? {
            code: 'no_score',
            message: 'the evaluation printed no score',
        };
        return { verdict: (0,context/* reject */.k)(evaluated, [failure]), deciding };
    }
    return { verdict: evaluated, deciding };
}
/** The verdict with its B_dev/B_test divergence flag (never a reason to reject by itself). */
async function withDivergence(ctx, verdict, candidate, score, testReference) {
    const { settings } = ctx;
    const divergence = (0,compare/* detectDivergence */.Kk)({
        devScore: verdict.dev_score,
        ...(await divergenceEvidence(ctx, verdict, candidate)),
        testScore: score,
        testReference,
        direction: settings.metricDirection,
        threshold: settings.divergenceThreshold,
    });
    if (divergence !== null)
        ctx.log(`divergence: ${divergence.message}`);
    return { ...verdict, divergence };
}
/** How a score that did not beat its references is named: after trunk moved, trunk's own merges superseded it. */
function shortfallReasons(ready, shortfalls) {
    if (ready.rejudgement === 0)
        return shortfalls.map((message) => ({ code: 'not_improved', message }));
    const { trunk } = ready;
    return [
        {
            code: 'superseded',
            message: `${trunk.branch} moved to ${trunk.sha.slice(0, 12)} while judging; the merge with it does not improve: ${shortfalls.join('; ')}`,
        },
    ];
}
/**
 * Judges the candidate against trunk (`judgeCandidate`); the verdict says once when the branch's seeds
 * were predictable (seeds.ts).
 */
async function judge(ready) {
    const judged = await judgeCandidate(ready);
    const { warnings } = judged.verdict;
    const warning = (0,seeds/* predictableSeedsWarning */.ie)(ready.ctx, judged.verdict);
    if (warning === null || warnings.includes(warning))
        return judged;
    return { ...judged, verdict: { ...judged.verdict, warnings: [...warnings, warning] } };
}
/** Judges the candidate against trunk: static checks, reference, evaluation of the candidate's tree, comparison. */
async function judgeCandidate(ready) {
    const { ctx, trunk, candidate } = ready;
    const { settings } = ctx;
    // Step 8, first: protected paths (both diffs) and required outputs, before anything runs.
    const checked = await (0,static_checks/* budgetedStaticChecks */._1)(ctx, trunk, candidate, ready.verdict);
    if ('timeout' in checked)
        return judge_final(checked.timeout);
    const { rule } = settings.judgement;
    let verdict = {
        ...checked.verdict,
        judgement: rule === 'single'
            ? { rule: 'single' }
            : {
                ...(0,judgement_paired/* pairedJudgement */.fU)(settings.judgement, (0,thresholds/* pairedThresholds */.y4)(settings.judgement, settings.minDelta, rule === 'auto')),
                ...(rule === 'auto' ? { chosen_by: 'auto: nothing was measured' } : {}),
            },
    };
    ctx.log(`${verdict.changed_paths} changed path(s); protected: ${verdict.protected_violations.length} violation(s); missing outputs: ${verdict.missing_outputs.length}`);
    if (verdict.reasons.length > 0)
        return judge_final(verdict);
    // A run without a score: the branch's failure, or the evaluation broken on trunk itself.
    const settle = (judged) => settleRunFailure(ctx, trunk, candidate.trunkSha, judged, checked.protectedFiles);
    // Both trees' ledger lines in one read, before anything runs.
    await ctx.ledger?.prefetch([candidate.tree, await ctx.repo.treeOf(trunk.sha)]);
    const label = ready.rejudgement === 0 ? 'source' : `source-rejudged-${ready.rejudgement}`;
    if (rule !== 'single') {
        verdict = { ...verdict, evaluated: (0,gate_candidate/* evaluatedField */.GV)(candidate) };
        const judgeBy = rule === 'auto' ? judgeAuto : judgement_paired/* judgePaired */.FQ;
        const paired = await judgeBy(ctx, trunk, candidate, checked.protectedFiles, label, verdict);
        verdict = paired.verdict;
        if (paired.accepted === null)
            return judge_final(await settle(verdict));
        const trunkMean = paired.accepted.references[0]?.value ?? null;
        verdict = await withDivergence(ctx, verdict, candidate, paired.accepted.score, trunkMean);
        return { kind: 'accepted', verdict, ...paired.accepted, measured: false };
    }
    const first = await resolveReferences(ctx, trunk, ready.references, checked.protectedFiles);
    if ('reason' in first) {
        return judge_final(await settle((0,context/* reject */.k)({ ...verdict, attempts: first.attempts ?? [] }, [first.reason])));
    }
    if (first.measured !== null)
        verdict = { ...verdict, reference_measured: first.measured };
    verdict = { ...verdict, reference_source: first.source, reference_ledger: first.ledger ?? null };
    const references = first.refs;
    verdict = { ...verdict, evaluated: (0,gate_candidate/* evaluatedField */.GV)(candidate) };
    const reused = await (0,use/* reusableMeasurement */.yi)(ctx, candidate.tree);
    let deciding;
    if (reused !== null) {
        ({ verdict, deciding } = allRunsVerdict(verdict, [], reused));
    }
    else {
        const earlier = await (0,use/* earlierRuns */.Jo)(ctx, candidate.tree);
        ({ verdict, deciding } = await evaluateCommit(ctx, candidate.commit, label, checked.protectedFiles, verdict));
        if (verdict.score !== null && verdict.reasons.length === 0 && earlier.length > 0) {
            ctx.log(`with the ledger's ${earlier.length} earlier run(s) of the candidate's tree: judged on the mean of all`);
            ({ verdict, deciding } = allRunsVerdict(verdict, deciding, earlier));
        }
    }
    const score = verdict.score;
    if (score === null)
        return judge_final(await settle(verdict));
    const testReference = references.find((r) => r.name.startsWith('test_trunk_score') ||
        r.name.startsWith('measured') ||
        r.name.startsWith(use/* LEDGER_REFERENCE */._v))?.value ?? null;
    verdict = await withDivergence(ctx, verdict, candidate, score, testReference);
    if (verdict.reasons.length > 0)
        return judge_final(verdict);
    const comparison = (0,compare/* compareScore */.Y0)(score, references, settings.metricDirection, settings.minDelta);
    const noisy = testReference === null
        ? null
        : await (0,use/* historyNoise */.VR)(ctx, [
            { name: 'the candidate', tree: candidate.tree },
            { name: `${trunk.branch}'s tree`, tree: await ctx.repo.treeOf(trunk.sha) },
        ], score - testReference);
    if (noisy !== null) {
        ctx.log(`warning: ${noisy}`);
        verdict = { ...verdict, warnings: [...verdict.warnings, noisy] };
    }
    ctx.log(`score ${(0,metric/* formatVerdictScore */.jY)(score)} (${settings.metricDirection}) vs ${references.map((r) => `${r.name} ${(0,metric/* formatVerdictScore */.jY)(r.value)}`).join(', ')}: ${comparison.improved ? 'improved' : 'not improved'}`);
    if (verdict.repeats) {
        const noise = noiseWarnings(verdict.repeats, references, settings.metricDirection);
        verdict = { ...verdict, warnings: [...verdict.warnings, ...noise] };
    }
    if (!comparison.improved)
        return judge_final((0,context/* reject */.k)(verdict, shortfallReasons(ready, comparison.shortfalls)));
    return { kind: 'accepted', verdict, score, references, measured: first.measured !== null, deciding };
}
/**
 * Trunk moved while landing: starts the judgement over on the moved trunk. A new candidate (the merge
 * with the moved trunk) is built, to be evaluated again: a score measured on another tree is never
 * reused. Returns what `judge` takes next, or a final verdict (already merged, a conflict now).
 */
async function rejudge(ready, accepted, trunk) {
    const { ctx } = ready;
    ctx.log(`${trunk.branch} moved to ${trunk.sha.slice(0, 12)} meanwhile: rebuilding the merge on it`);
    const moved = {
        ...ready.verdict,
        target: { ...ready.verdict.target, sha_before: trunk.sha, sha_after: trunk.sha },
    };
    const built = await (0,gate_candidate/* buildCandidate */.Ih)(ctx, trunk);
    if ('merged' in built)
        return { kind: 'final', verdict: { ...moved, decision: 'already_merged' } };
    if ('conflict' in built)
        return { kind: 'final', verdict: (0,context/* reject */.k)(moved, [built.conflict]) };
    const { plan, recorded } = await (0,references/* referencesAfterMove */.o)(ctx, trunk, accepted);
    const verdict = recorded === null ? moved : { ...moved, references: { ...moved.references, test_trunk_score: recorded } };
    return {
        ...ready,
        kind: 'ready',
        trunk,
        candidate: built.candidate,
        references: plan,
        rejudgement: ready.rejudgement + 1,
        verdict,
    };
}


/***/ }),

/***/ 94923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ measureRepeats),
/* harmony export */   l: () => (/* binding */ measureTrunk)
/* harmony export */ });
/* harmony import */ var _util_metric_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32430);
/* harmony import */ var _stats_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70351);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92521);
/* harmony import */ var _ledger_select_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99981);
/* harmony import */ var _ledger_use_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76298);
/* harmony import */ var _seeds_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64425);
/**
 * `single` mode's runs (Arbor's rule): one run, or `eval-repeats` runs on seeds 1..N judged by their
 * mean, each in a fresh worktree of the same commit. Also measures trunk's head when no reference is
 * configured, the same way and watched for tampering like the candidate.
 */






/**
 * Runs `commit` `eval-repeats` times (when N >= 2 on the N seeds drawn for its tree, seeds.ts; none
 * for one run), stopping at a failed run.
 */
async function measureRepeats(ctx, commit, label, watch) {
    const repeats = ctx.settings.evalRepeats;
    const series = new _runs_js__WEBPACK_IMPORTED_MODULE_2__/* .RunSeries */ .$(ctx, watch, repeats);
    const scores = [];
    let failure = null;
    const seeds = repeats > 1 ? await (0,_seeds_js__WEBPACK_IMPORTED_MODULE_5__/* .judgementSeeds */ .a1)(ctx, await ctx.repo.treeOf(commit), repeats) : [];
    for (let repeat = 1; repeat <= repeats; repeat++) {
        const seed = seeds[repeat - 1] ?? null;
        const run = await series.run(commit, repeats > 1 ? `${label}-run-${repeat}` : label, seed, null);
        if (run.score === null) {
            failure = run.failure;
            break;
        }
        scores.push(run.score);
    }
    return {
        attempts: series.attempts,
        score: failure === null && scores.length > 0 ? (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .meanAndSd */ .ud)(scores).mean : null,
        scores,
        failure,
        scoreKey: series.scoreKey,
        scoreLine: series.scoreLine,
        warnings: series.warnings,
        tampered: series.tampered,
        deciding: series.deciding,
    };
}
/** Measures trunk's own score when no reference is configured (same command, fresh worktrees). */
async function measureTrunk(ctx, trunk, watch) {
    ctx.log(`no test_trunk_score or test_baseline_score: measuring ${trunk.branch} first`);
    // The ledger held fewer runs of trunk's tree than eval-repeats (else they were the reference): they count too.
    const earlier = await (0,_ledger_use_js__WEBPACK_IMPORTED_MODULE_4__/* .earlierRuns */ .Jo)(ctx, await ctx.repo.treeOf(trunk.sha));
    const result = await measureRepeats(ctx, trunk.sha, `trunk-${trunk.sha.slice(0, 8)}`, watch);
    const tamper = result.tampered[0];
    if (tamper !== undefined) {
        return { reason: { code: 'protected_tamper', message: `measuring ${trunk.branch}: ${tamper.message}` } };
    }
    if (result.score === null) {
        const failure = result.failure ?? { code: 'no_score', message: 'no score' };
        return {
            reason: {
                code: failure.code,
                message: `no reference: measuring ${trunk.branch} (${trunk.sha.slice(0, 12)}) failed: ${failure.message}`,
            },
            // Trunk's own failed runs: the verdict shows them, and says the evaluation is broken on trunk.
            attempts: result.attempts.map((attempt) => ({ ...attempt, side: 'trunk' })),
        };
    }
    const score = earlier.length === 0 ? result.score : (0,_ledger_select_js__WEBPACK_IMPORTED_MODULE_3__/* .meanScore */ .UQ)([...result.deciding, ...earlier]);
    ctx.log(`${trunk.branch} measured: ${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .formatVerdictScore */ .jY)(score)}${earlier.length === 0 ? '' : ` (the mean with the ledger's ${earlier.length} earlier run(s))`}`);
    return { score };
}


/***/ }),

/***/ 30655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ land)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/parse.ts
var parse = __webpack_require__(73507);
// EXTERNAL MODULE: ./src/session/tree.ts + 2 modules
var session_tree = __webpack_require__(51419);
// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __webpack_require__(32430);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/gate/candidate.ts
var gate_candidate = __webpack_require__(74926);
;// CONCATENATED MODULE: ./src/gate/record.ts
/**
 * What a verified merge records in the idea tree (spec step 10): trunk's new B_test score and the
 * node's test score, status and code ref. Only these fields change; everything else stays as written
 * so Arbor can still read the tree, and its Markdown is written again to match.
 */

/** Mutates the raw tree in place; returns whether the node was found (meta is updated either way). */
function recordMerge(tree, record) {
    tree.meta.test_trunk_score = record.score;
    if (record.nodeId === null)
        return false;
    return (0,session_tree/* setNodeFields */.Kx)(tree, record.nodeId, {
        status: 'merged',
        test_score: record.score,
        code_ref: record.codeRef,
    });
}
/**
 * The texts of `idea_tree.json` and `idea_tree.md` once `record` is written into them: the JSON with
 * only the recorded values changed, the Markdown rendered from it in the format of `markdown` (the
 * one Arbor wrote; null when there is none). `label` names the JSON in errors.
 */
function recordInTreeTexts(json, markdown, label, record) {
    const recorded = recordInTreeJson(json, label, record);
    return { ...recorded, markdown: (0,session_tree/* rewrittenTreeMarkdown */._z)(json, recorded.json, markdown) };
}
/** The JSON half of recordInTreeTexts; the parsed tree is garbage once it returns, before the Markdown is rendered. */
function recordInTreeJson(json, label, record) {
    const tree = (0,session_tree/* parseTreeJson */.cC)(json, label);
    const nodeFound = recordMerge(tree, record);
    return { json: (0,session_tree/* serializeTree */.Lj)(tree), nodeFound };
}

// EXTERNAL MODULE: ./src/gate/trunk-checkout.ts
var trunk_checkout = __webpack_require__(80134);
// EXTERNAL MODULE: ./src/gate/ledger/share.ts
var share = __webpack_require__(17762);
;// CONCATENATED MODULE: ./src/gate/land.ts
/**
 * Step three of the gate, merge mode only: lands an accepted judgement. Nothing about the merge is
 * computed here: the evaluated candidate's tree lands as it is, in a commit with the candidate's
 * parents (trunk, source) whose message names the score and the evaluated tree; when trunk tracks the
 * idea tree, the files that differ are the idea tree's files (idea_tree.json and idea_tree.md)
 * recording the verified score. Then refs move: a plain push, and the local trunk by `update-ref` with
 * its expected old value. A rejected push or a local trunk that moved means trunk moved: the caller
 * re-judges on it. Once trunk has moved, the verdict is `merged` whatever fails after (a local tree, a
 * checkout): that becomes a warning.
 */









/** `recorded`: the idea tree's files the landed tree replaces (none when trunk does not track the tree). */
function mergeMessage(ctx, ready, accepted, recorded) {
    const { trunk, candidate } = ready;
    const node = ctx.nodeId === null ? '' : `node ${ctx.nodeId} `;
    const score = (0,metric/* formatVerdictScore */.jY)(accepted.score);
    const refs = accepted.references.map((r) => `${r.name} ${(0,metric/* formatVerdictScore */.jY)(r.value)}`).join(', ');
    const names = recorded.map((file) => external_node_path_.posix.basename(file.path)).join(' and ');
    return [
        `arbor-gate: merge ${node}(${ctx.sourceRef}) into ${trunk.branch}, B_test ${score}`,
        '',
        `Verified B_test score ${score} (${ctx.settings.metricDirection}) of ${(0,gate_candidate/* evaluatedWords */.hv)(candidate.kind)}, measured on the tree named below, beats ${refs}.`,
        ...(recorded.length === 0
            ? []
            : [
                `This commit's tree differs from it only in the idea tree's files (${names}), which record the score.`,
            ]),
        '',
        ...(ctx.settings.commitMessage === null ? [] : [ctx.settings.commitMessage, '']),
        ...(ctx.nodeId === null ? [] : [`Arbor-Node: ${ctx.nodeId}`]),
        `Arbor-Source: ${ctx.sourceRef} ${ctx.sourceSha}`,
        `Arbor-Score: ${score}`,
        `Arbor-Evaluated-Tree: ${candidate.tree}`,
        ...(0,share/* ledgerTrailers */.aM)(ctx, accepted.deciding),
    ].join('\n');
}
/**
 * The files of trunk's tracked idea tree with the merge recorded in them: `idea_tree.json`, and
 * `idea_tree.md` beside it rendered again from the new JSON in the format Arbor wrote it in, so the
 * two never disagree on trunk. Empty when trunk does not track the tree. When trunk tracks the JSON
 * but not the Markdown, the Markdown is added: Arbor always writes the two together (and its check
 * reports a tree without it), so the landed commit holds them as Arbor would have left them. A
 * Markdown path that holds something other than a regular file is left as it is.
 */
async function recordedTreeFiles(ctx, ready, accepted) {
    const { repo, trusted } = ctx;
    const { candidate } = ready;
    const jsonPath = trusted.origin === 'trunk' ? trusted.repoPath : null;
    const json = jsonPath === null ? null : await repo.lsTreeEntry(candidate.commit, jsonPath);
    if (jsonPath === null || json === null || !(0,parse/* isRegularFile */.Ze)(json))
        return [];
    const markdownPath = (0,session_tree/* treeMarkdownPath */.Xq)(jsonPath);
    const markdown = markdownPath === null ? null : await repo.lsTreeEntry(candidate.commit, markdownPath);
    const writesMarkdown = markdownPath !== null && (markdown === null || (0,parse/* isRegularFile */.Ze)(markdown));
    const text = async (entry) => (await repo.readBlob(entry.sha)).toString('utf8');
    const recorded = recordInTreeTexts(await text(json), writesMarkdown && markdown !== null ? await text(markdown) : null, `${ready.trunk.branch}:${jsonPath}`, { score: accepted.score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef });
    if (!recorded.nodeFound) {
        ctx.log(`node ${ctx.nodeId ?? '(unknown)'} is not in the tree: only meta.test_trunk_score is recorded`);
    }
    const files = [{ path: jsonPath, blob: await repo.writeBlob(recorded.json), mode: json.mode }];
    if (writesMarkdown && recorded.markdown !== null) {
        const blob = await repo.writeBlob(recorded.markdown);
        files.push({ path: markdownPath, blob, mode: markdown?.mode ?? '100644' });
    }
    return files;
}
/**
 * The commit that lands: the candidate's tree (plus the score recorded in trunk's tracked idea tree,
 * built without a worktree), the candidate's parents, the message with the trailers.
 */
async function landedCommit(ctx, ready, accepted) {
    const { repo } = ctx;
    const files = await recordedTreeFiles(ctx, ready, accepted);
    const tree = files.length === 0 ? ready.candidate.tree : await repo.treeWithFiles(ready.candidate.tree, files);
    const message = mergeMessage(ctx, ready, accepted, files);
    return repo.commitTree(tree, [ready.trunk.sha, ctx.sourceSha], message);
}
/** Trunk's commit now: fetched from the remote it is pushed to, else the local branch. */
async function currentTrunk(ctx, branch) {
    const sha = ctx.pushTo !== null
        ? await ctx.repo.fetchBranch(ctx.pushTo, branch)
        : await ctx.repo.refCommit(`refs/heads/${branch}`);
    if (sha === null)
        throw new errors/* InfraError */.Ri(`trunk branch ${branch} disappeared while merging`);
    return { branch, sha };
}
/** After the push: the local trunk follows the remote when it can; why it did not is a warning. */
async function followRemote(ctx, trunk, landed, remote, reason) {
    const { repo } = ctx;
    const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
    if (local !== null && local !== trunk.sha && !(await repo.isAncestor(local, landed))) {
        return `local ${trunk.branch} has commits that are not on ${remote}: left as it is (${remote} has the merge)`;
    }
    if (await repo.updateBranch(trunk.branch, landed, local, reason))
        return null;
    return `local ${trunk.branch} changed meanwhile: left as it is (${remote} has the merge)`;
}
/**
 * Moves trunk to `landed`: plain push first (the remote is the shared truth), then the local branch
 * with its expected old value. Returns whether the local branch moved too, or null when trunk had
 * moved meanwhile (nothing landed).
 */
async function moveTrunk(ctx, trunk, landed, warnings) {
    const { repo, pushTo } = ctx;
    const reason = `arbor-gate: merge ${ctx.sourceSha.slice(0, 12)}`;
    if (pushTo === null) {
        // No remote: the local branch is trunk, and it must still be where the candidate was built.
        const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
        if (local !== trunk.sha)
            return null;
        return (await repo.updateBranch(trunk.branch, landed, local, reason)) ? { localMoved: true } : null;
    }
    const pushed = ctx.ledger === null
        ? await repo.push(pushTo, landed, trunk.branch)
        : await (0,share/* pushWithLedger */.Ab)(ctx, ctx.ledger, pushTo, landed, trunk.branch);
    if (!pushed.pushed) {
        ctx.log(`push to ${pushTo}/${trunk.branch} rejected (trunk moved): ${pushed.message.split('\n')[0] ?? ''}`);
        return null;
    }
    let localMoved = false;
    await afterLanding(warnings, `moving the local ${trunk.branch}`, async () => {
        const warning = await followRemote(ctx, trunk, landed, pushTo, reason);
        localMoved = warning === null;
        return warning;
    });
    return { localMoved };
}
/** The CLI-mode tree (untracked local session folder) records the merge after it landed. */
async function recordInLocalTree(ctx, score) {
    const { trusted } = ctx;
    if (trusted.origin !== 'local' || trusted.sessionDir === null || trusted.repoPath === null)
        return;
    if (await ctx.repo.isTracked(trusted.repoPath)) {
        ctx.log(`${trusted.label} is tracked by your checkout's branch, not by trunk: left unchanged`);
        return;
    }
    await (0,session_tree/* updateTreeFile */.yf)(trusted.label, (tree) => {
        recordMerge(tree, { score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef });
    });
    ctx.log(`recorded the merge in ${trusted.label}`);
}
/** Runs a step after trunk moved; a failure becomes a warning, never an error without a verdict. */
async function afterLanding(warnings, what, step) {
    try {
        const warning = await step();
        if (typeof warning === 'string')
            warnings.push(warning);
    }
    catch (error) {
        warnings.push(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
}
/**
 * Step 9: lands the accepted candidate. `merged` when trunk now holds the landed commit; `moved` with
 * trunk's new commit when it moved meanwhile (nothing was landed).
 */
async function land(ready, accepted) {
    const { ctx, trunk } = ready;
    const landed = await landedCommit(ctx, ready, accepted);
    // A checked-out trunk must still be able to follow; checked before anything moves.
    const checkout = await (0,trunk_checkout/* findTrunkCheckout */.A$)(ctx.repo, trunk.branch);
    if (checkout !== null)
        await (0,trunk_checkout/* requireFollowable */.Dz)(ctx.repo, ctx.factory, checkout, trunk, landed);
    // The last moment a cancellation counts: once the push began, the merge is seen through.
    if (ctx.deps.signal?.aborted === true)
        return { kind: 'cancelled' };
    const warnings = [];
    const moved = await moveTrunk(ctx, trunk, landed, warnings);
    if (moved === null)
        return { kind: 'moved', trunk: await currentTrunk(ctx, trunk.branch) };
    ctx.log(`merged into ${trunk.branch} as ${landed.slice(0, 12)}${ctx.pushTo !== null ? ` and pushed to ${ctx.pushTo}` : ''}`);
    if (moved.localMoved && checkout !== null) {
        await afterLanding(warnings, `updating the checkout of ${trunk.branch} in ${checkout}`, () => (0,trunk_checkout/* followTrunk */.u1)(ctx.factory, checkout, trunk.sha, landed));
    }
    await afterLanding(warnings, `recording the merge in ${ctx.trusted.label}`, () => recordInLocalTree(ctx, accepted.score));
    for (const warning of warnings)
        ctx.log(`warning: ${warning}`);
    const { verdict } = accepted;
    return {
        kind: 'merged',
        verdict: {
            ...verdict,
            decision: 'merged',
            merge_commit: landed,
            target: { ...verdict.target, sha_after: landed },
            warnings: [...(verdict.warnings ?? []), ...warnings],
        },
    };
}


/***/ }),

/***/ 17762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ pushWithLedger),
/* harmony export */   ML: () => (/* binding */ shareVerifyLines),
/* harmony export */   aM: () => (/* binding */ ledgerTrailers)
/* harmony export */ });
/* harmony import */ var _git_notes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77677);
/* harmony import */ var _ledger_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36143);
/* harmony import */ var _ledger_mac_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80702);
/* harmony import */ var _ledger_trailers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66037);
/**
 * The ledger leaving the run: the trailers that tie a merge commit to the lines that decided it, trunk
 * and the notes ref pushed in one atomic push (a refusal because only the notes moved is merged and
 * pushed again, and is no re-judgement), and `verify`'s lines pushed only with `ledger-push`.
 */




/** `Arbor-Ledger: sha256:…` over the deciding lines, and the lines' ids; none without the ledger. */
function ledgerTrailers(ctx, deciding) {
    if (ctx.ledger === null || deciding.length === 0)
        return [];
    return [
        `${_ledger_trailers_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_TRAILER */ .u8}: ${(0,_ledger_mac_js__WEBPACK_IMPORTED_MODULE_1__/* .ledgerDigest */ .Un)(deciding)}`,
        `${_ledger_trailers_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_LINES_TRAILER */ .Eh}: ${deciding.map(_ledger_line_js__WEBPACK_IMPORTED_MODULE_3__/* .lineId */ .W9).join(' ')}`,
    ];
}
/**
 * Pushes trunk with the notes ref atomically, after merging the remote's notes. Only the notes moved:
 * merged and pushed again (bounded, jittered). Trunk moved: `pushed: false`, the caller re-judges, with
 * the remote's notes merged first (the merge that moved trunk measured its tree).
 */
async function pushWithLedger(ctx, ledger, remote, landed, branch) {
    const { store } = ledger;
    await store.pull(remote);
    if ((await store.head()) === null)
        return ctx.repo.push(remote, landed, branch);
    const outcome = await store.pushRetrying(remote, () => (0,_git_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .pushWithTrunk */ .bV)(ctx.repo, remote, landed, branch, store.ref, store.replacing));
    if (outcome.pushed)
        return outcome;
    await store.pull(remote);
    return { pushed: false, message: outcome.message };
}
/**
 * After `verify`: its lines stay local unless `ledger-push`; the log says which. A push that gave up
 * (other writers kept moving the remote's notes for PUSH_RETRY.withinMs) does not fail the verdict, which
 * stands: the verdict warns that the lines are only local (they go with this repository's next ledger
 * push; a CI checkout that is thrown away takes them with it).
 */
async function shareVerifyLines(ctx, verdict) {
    const { ledger } = ctx;
    if (ledger === null || ledger.written.length === 0)
        return verdict;
    const where = `${ledger.written.length} ledger line(s) written to ${ledger.store.ref}`;
    if (!ctx.settings.ledgerPush) {
        ctx.log(`${where} locally; not pushed (pass ${ctx.deps.name('ledgerPush')} to push them)`);
        return verdict;
    }
    if (!(await ctx.repo.remoteExists(ctx.settings.remote))) {
        ctx.log(`${where} locally; remote ${ctx.settings.remote} does not exist`);
        return verdict;
    }
    const synced = await ledger.store.sync(ctx.settings.remote);
    if (!synced.shared) {
        const warning = `${where} locally only: ${synced.message}`;
        ctx.log(warning);
        return { ...verdict, warnings: [...verdict.warnings, warning] };
    }
    ctx.log(`${where} and pushed to ${ctx.settings.remote}`);
    return verdict;
}


/***/ }),

/***/ 60474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ stepWords)
/* harmony export */ });
/**
 * A merge-queue entry as the gate judges it (issue 19, GitHub's merge queue). GitHub builds a group's
 * entries cumulatively on `gh-readonly-queue/<trunk>/pr-<N>-<sha>` branches: an entry's head lands on
 * the entry ahead of it, or on the group's base for the first one. The gate judges each entry against
 * that step, so a regressing PR in the middle fails its own check and the ones ahead still pass.
 * Which step that is, and which PR it belongs to, the Action finds (src/action/merge-group.ts); what
 * the gate does with it is in plan.ts (the check timeout, the references) and step-score.ts (the wait).
 */
/** The step in words, for the log and every face of the verdict (numbers and a SHA only). */
function stepWords(entry) {
    const { step } = entry;
    const sha = step.sha.slice(0, 12);
    if (step.kind === 'base')
        return `the group's base ${sha}`;
    return `${step.pr === null ? 'the entry ahead' : `PR #${step.pr}'s entry`} ${sha}`;
}


/***/ }),

/***/ 93654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ runGateProcedure)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72104);
/* harmony import */ var _judge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71606);
/* harmony import */ var _land_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30655);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77119);
/* harmony import */ var _ledger_share_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17762);
/**
 * The merge procedure (docs/architecture.md "The merge procedure", spec arbor-merge-eval "Merge
 * Procedure") in three steps, one function for both faces (the CLI's `merge`/`verify` and the GitHub
 * Action): `prepare` resolves the inputs, the trusted tree, trunk, the source and the candidate (their
 * merge, built before anything runs); `judge` checks, evaluates the candidate and compares; `land`
 * moves trunk to exactly what was evaluated. When trunk moved meanwhile, `rejudge` rebuilds the
 * candidate on it and the judgement runs again, at most `max-rejudge` times. `verify` and
 * `merge --dry-run` are judge alone. git is reached only through the adapter from `deps`. The gate
 * writes no report: the faces write REPORT.md from the verdict (src/run/gate.ts writes it with src/report/gate-report.ts).
 */





/**
 * Judges the candidate (the source merged into trunk) and, in merge mode, lands it (steps 1-10).
 * Returns the verdict and where its report goes; throws UserError for bad input (exit 2) and InfraError
 * when git or the file system fail (exit 3).
 */
async function runGateProcedure(input, deps) {
    const prepared = await (0,_prepare_js__WEBPACK_IMPORTED_MODULE_2__/* .prepare */ .i)(input, deps);
    const place = { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
    if (prepared.kind === 'final')
        return { ...place, verdict: prepared.verdict };
    const { logs } = prepared.ctx;
    let verdict;
    try {
        verdict = await judgeAndLand(prepared, deps);
        if (input.mode === 'verify')
            verdict = await (0,_ledger_share_js__WEBPACK_IMPORTED_MODULE_3__/* .shareVerifyLines */ .ML)(prepared.ctx, verdict);
        const ledgerWarnings = prepared.ctx.ledger?.store.takeWarnings() ?? [];
        if (ledgerWarnings.length > 0)
            verdict = { ...verdict, warnings: [...verdict.warnings, ...ledgerWarnings] };
    }
    catch (error) {
        await logs.close().catch(() => undefined);
        throw error;
    }
    return { ...place, verdict: { ...verdict, logs: await logs.close() } };
}
/** Judges and lands; when trunk moved meanwhile, re-judges on it at most `max-rejudge` times. */
async function judgeAndLand(prepared, deps) {
    let ready = prepared;
    for (;;) {
        const judged = await (0,_judge_js__WEBPACK_IMPORTED_MODULE_0__/* .judge */ .S)(ready);
        if (judged.kind === 'final')
            return judged.verdict;
        if (!ready.writes)
            return { ...judged.verdict, decision: 'would_merge' };
        const landing = await (0,_land_js__WEBPACK_IMPORTED_MODULE_1__/* .land */ .o)(ready, judged);
        if (landing.kind === 'merged')
            return landing.verdict;
        if (landing.kind === 'cancelled') {
            const message = 'the call was cancelled before the push began: nothing was merged';
            return (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .reject */ .k)(judged.verdict, [{ code: 'cancelled', message }]);
        }
        const { settings } = ready.ctx;
        if (ready.rejudgement >= settings.maxRejudge) {
            const { trunk } = landing;
            const verdict = { ...judged.verdict, target: { ...judged.verdict.target, sha_after: trunk.sha } };
            const message = `${trunk.branch} moved to ${trunk.sha.slice(0, 12)} while merging, after ${ready.rejudgement} re-judgement(s) ` +
                `(${deps.name('maxRejudge')} ${settings.maxRejudge}): nothing was merged`;
            return (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .reject */ .k)(verdict, [{ code: 'superseded', message }]);
        }
        const next = await (0,_judge_js__WEBPACK_IMPORTED_MODULE_0__/* .rejudge */ .N)(ready, judged, landing.trunk);
        if (next.kind === 'final')
            return next.verdict;
        ready = next;
    }
}


/***/ }),

/***/ 66037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CT: () => (/* binding */ gateMergeTrailers),
/* harmony export */   Eh: () => (/* binding */ LEDGER_LINES_TRAILER),
/* harmony export */   u8: () => (/* binding */ LEDGER_TRAILER)
/* harmony export */ });
/**
 * The trailers a gate merge commit carries (src/gate/land.ts writes them), read back for `ledger verify`
 * and `ledger show`. A commit is a gate merge when it names its evaluated tree.
 */
const LEDGER_TRAILER = 'Arbor-Ledger';
const LEDGER_LINES_TRAILER = 'Arbor-Ledger-Lines';
/** The last paragraph's `Key: value` lines (a key seen twice keeps its last value). */
function trailersOf(message) {
    const paragraphs = message.trimEnd().split(/\n\s*\n/);
    const last = paragraphs[paragraphs.length - 1] ?? '';
    const trailers = new Map();
    for (const line of last.split('\n')) {
        const match = /^([A-Za-z][A-Za-z0-9-]*): (.*)$/.exec(line);
        if (match !== null)
            trailers.set(match[1], match[2].trim());
    }
    return trailers;
}
/** The gate trailers of a commit message; null when it is no gate merge. */
function gateMergeTrailers(message) {
    const trailers = trailersOf(message);
    const tree = trailers.get('Arbor-Evaluated-Tree');
    if (tree === undefined || !/^[0-9a-f]{40}$/.test(tree))
        return null;
    const ids = trailers.get(LEDGER_LINES_TRAILER);
    return {
        evaluatedTree: tree,
        score: trailers.get('Arbor-Score') ?? null,
        node: trailers.get('Arbor-Node') ?? null,
        digest: trailers.get(LEDGER_TRAILER) ?? null,
        lineIds: ids === undefined ? [] : ids.split(/\s+/).filter((id) => id !== ''),
    };
}


/***/ }),

/***/ 62110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O5: () => (/* binding */ renderGateHistory),
/* harmony export */   T$: () => (/* binding */ recordInHistory),
/* harmony export */   om: () => (/* binding */ historyOf),
/* harmony export */   xg: () => (/* binding */ historyEntry)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74976);
/* harmony import */ var _util_atomic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63827);
/* harmony import */ var _util_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17183);
/* harmony import */ var _capped_list_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70478);
/**
 * The session's gate history: every verdict the gate wrote into this REPORT.md, newest first. The
 * whole list lives in report.json beside REPORT.md (`gate_history`), read and rewritten under its lock
 * with each verdict; REPORT.md shows it capped like its other lists (the LIST_CAP newest, then how
 * many more). `report`, which rewrites report.json, keeps the list (tools/report.ts).
 */





function historyEntry(verdict, at) {
    return {
        at: at.toISOString(),
        decision: verdict.decision,
        node_id: verdict.node_id,
        source: verdict.source.ref,
        sha: verdict.source.sha,
        score: verdict.score,
        reasons: verdict.reasons.map((r) => r.code),
        merge_commit: verdict.merge_commit,
    };
}
const DECISIONS = new Set([
    'merged',
    'would_merge',
    'rejected',
    'already_merged',
    'error',
]);
const stringOrNull = (value) => value === null || typeof value === 'string';
/**
 * Whether a report.json entry is one the gate wrote. The file may sit in a checkout that holds a
 * branch's files, so nothing else of it reaches REPORT.md: every field is checked for its shape.
 */
function isEntry(entry) {
    return ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .G)(entry) &&
        typeof entry.at === 'string' &&
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/.test(entry.at) &&
        typeof entry.decision === 'string' &&
        DECISIONS.has(entry.decision) &&
        stringOrNull(entry.node_id) &&
        typeof entry.source === 'string' &&
        (entry.sha === null || (typeof entry.sha === 'string' && /^[0-9a-f]*$/.test(entry.sha))) &&
        (entry.score === null || (typeof entry.score === 'number' && Number.isFinite(entry.score))) &&
        Array.isArray(entry.reasons) &&
        entry.reasons.every((code) => typeof code === 'string' && /^[a-z_]+$/.test(code)) &&
        stringOrNull(entry.merge_commit));
}
/** The `gate_history` of a parsed report.json: the entries the gate wrote, or none. Pure. */
function historyOf(json) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .G)(json) || !Array.isArray(json.gate_history))
        return [];
    return json.gate_history.filter(isEntry);
}
function parsed(text) {
    if (text === null)
        return {};
    try {
        const value = JSON.parse(text);
        return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .G)(value) ? value : {};
    }
    catch {
        // Not JSON (or not the gate's): the history starts here; `report` writes the facts again.
        return {};
    }
}
/**
 * Adds `entry` at the head of report.json's `gate_history` (the file's other fields kept) and returns
 * the whole history, newest first.
 */
async function recordInHistory(jsonPath, entry) {
    let history = [];
    await (0,_util_atomic_js__WEBPACK_IMPORTED_MODULE_1__/* .updateFileAtomically */ .xy)(jsonPath, (current) => {
        const file = parsed(current);
        history = [entry, ...historyOf(file)];
        return `${JSON.stringify({ ...file, gate_history: history }, null, 2)}\n`;
    }, { noSymlinksBelow: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(jsonPath) });
    return history;
}
const num = (value) => (value === null ? '-' : String(value));
/** The history as REPORT.md shows it: a table, newest first, capped at LIST_CAP rows. Pure. */
function renderGateHistory(history, level = '###') {
    const shown = history.slice(0, _capped_list_js__WEBPACK_IMPORTED_MODULE_4__/* .LIST_CAP */ .w8);
    const more = history.length - shown.length;
    return [
        `${level} Gate history (${history.length} verdict${history.length === 1 ? '' : 's'}, newest first)`,
        '',
        '| when | decision | node | source | B_test | reasons |',
        '|---|---|---|---|---|---|',
        ...shown.map((e) => `| ${e.at.replace('T', ' ').replace(/\.\d+Z$/, 'Z')} | ${e.decision} | ${e.node_id === null ? '-' : (0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCode */ .D9)(e.node_id)} | ${(0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCode */ .D9)(e.source)} | ${num(e.score)} | ${e.reasons.map((r) => (0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCode */ .D9)(r)).join(', ') || '-'} |`),
        ...(more > 0 ? ['', `… and ${more} more (every verdict is in report.json, gate_history)`] : []),
        '',
    ].join('\n');
}


/***/ }),

/***/ 96602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E6: () => (/* binding */ reportTarget),
  xO: () => (/* binding */ repositoryPlaces),
  JI: () => (/* binding */ writeGateReport),
  pF: () => (/* binding */ writeVerdictReport)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/gate/context.ts
var context = __webpack_require__(72104);
// EXTERNAL MODULE: ./src/session/paths.ts
var paths = __webpack_require__(37732);
// EXTERNAL MODULE: ./src/util/atomic.ts + 1 modules
var atomic = __webpack_require__(63827);
// EXTERNAL MODULE: ./src/util/paths.ts
var util_paths = __webpack_require__(24964);
// EXTERNAL MODULE: ./src/report/session-markdown.ts + 1 modules
var session_markdown = __webpack_require__(54510);
// EXTERNAL MODULE: ./src/report/gate-history.ts
var gate_history = __webpack_require__(62110);
// EXTERNAL MODULE: ./src/report/report-file.ts
var report_file = __webpack_require__(66757);
// EXTERNAL MODULE: ./src/report/report-json.ts
var report_json = __webpack_require__(97901);
// EXTERNAL MODULE: ./src/report/session-facts.ts + 3 modules
var session_facts = __webpack_require__(70948);
// EXTERNAL MODULE: ./src/report/session-read.ts
var session_read = __webpack_require__(32303);
;// CONCATENATED MODULE: ./src/report/session-report.ts
/**
 * A session's report facts in one call: read the folder (session-read.ts), derive the facts
 * (session-facts.ts). REPORT.md is rendered from them by session-markdown.ts.
 */



/**
 * Reads the session folder and gathers the report's facts (credentials in `env`, default
 * process.env, are redacted). Throws UserError only when the folder is missing or the tree is not a tree.
 */
async function buildSessionReport(sessionDir, opts = {}) {
    const read = await (0,session_read/* readSession */.l)((0,paths/* sessionPaths */.NE)(sessionDir));
    return (0,session_facts/* deriveSessionFacts */.pc)(read, { ...opts, env: opts.env ?? process.env });
}

// EXTERNAL MODULE: ./src/report/verdict.ts + 1 modules
var verdict = __webpack_require__(35479);
;// CONCATENATED MODULE: ./src/report/gate-report.ts
/**
 * Writes the gate's section into REPORT.md without disturbing the rest of the file: the section sits
 * between two HTML comment markers (report-file.ts) and replaces its previous version, so a session report written by
 * `arbor-gate report` (or by Arbor) above it is kept, and `report` keeps the section when it rewrites
 * the file. Atomic and locked, like every session write. run/gate.ts (`runGate`) writes it after the
 * procedure, from the verdict.
 *
 * The report never lands in the user's working tree unless asked to: beside a local session's tree,
 * else inside the git folder (`<git common dir>/arbor-gate/REPORT.md`, which `git status` never shows).
 * And it is never read or written through a symbolic link inside the checkout or the git folder: in
 * the Action the checkout holds the pull request's files, and a committed `REPORT.md -> .git/config`
 * would otherwise have the report written over the repository's config (and that config read into the
 * job summary).
 */













/**
 * Puts the gate section into the REPORT.md at `path`. When there is no report yet and `sessionDir` is
 * a session with an idea tree, the file starts as that session's full report, so one REPORT.md holds
 * both the run and the gate's verdict. No component of `path` below `noSymlinksBelow` may be a link.
 */
async function writeGateReport(markdown, path, sessionDir, noSymlinksBelow) {
    await (0,atomic/* updateFileAtomically */.xy)(path, async (current) => {
        if (current === null && sessionDir !== null && (0,external_node_fs_.existsSync)((0,paths/* sessionPaths */.NE)(sessionDir).tree)) {
            current = (0,session_markdown/* renderSessionReportMarkdown */.I)(await buildSessionReport(sessionDir));
        }
        return (0,report_file/* withGateSection */.Lv)(current, markdown);
    }, { noSymlinksBelow });
}
/**
 * Asks git once per folder where its repository is, however often a run asks (its check of --report
 * before anything runs, then its report): two git processes instead of five.
 */
function repositoryPlaces(git) {
    const known = new Map();
    return (cwd) => {
        const asked = known.get(cwd) ??
            (async () => {
                const repo = git(cwd);
                const top = await repo.topLevel();
                return top === null ? null : { top, commonDir: await repo.commonDir() };
            })();
        known.set(cwd, asked);
        return asked;
    };
}
/**
 * --report (relative to --cwd), else the local session folder, else the git folder. Below the checkout
 * (or the git folder, for a path inside it) no component may be a link; elsewhere only the file itself.
 */
async function reportTarget(input, place, placesOf) {
    const places = await placesOf(place.cwd);
    if (places === null)
        throw new errors/* UserError */.yo(`${place.cwd} is not inside a git repository`);
    const { top, commonDir } = places;
    const path = input.reportPath !== undefined && input.reportPath !== ''
        ? (0,external_node_path_.resolve)(place.cwd, input.reportPath)
        : place.sessionDir !== null
            ? (0,external_node_path_.join)(place.sessionDir, 'REPORT.md')
            : (0,external_node_path_.join)(commonDir, 'arbor-gate', 'REPORT.md');
    const root = [top, commonDir].find((dir) => path !== dir && (0,util_paths/* isWithin */.U)(dir, path)) ?? (0,external_node_path_.dirname)(path);
    return { path, noSymlinksBelow: root };
}
/**
 * Writes the gate section for a run's verdict, with --report always, else only for a merge that writes
 * (not `verify`, not --dry-run). Returns the verdict with `report_path` set when a report was written.
 */
async function writeVerdictReport(input, outcome, redact, placesOf) {
    const explicit = input.reportPath !== undefined && input.reportPath !== '';
    if (!explicit && !(0,context/* isWritingRun */.O)(input))
        return outcome.verdict;
    const target = await reportTarget(input, outcome, placesOf);
    const withPath = { ...outcome.verdict, report_path: target.path };
    const history = await (0,gate_history/* recordInHistory */.T$)(await (0,report_json/* reportJsonPath */.kQ)(target.path), (0,gate_history/* historyEntry */.xg)(withPath, new Date()));
    await writeGateReport(redact(`${(0,verdict/* renderVerdictMarkdown */.d1)(withPath)}\n${(0,gate_history/* renderGateHistory */.O5)(history)}`), target.path, outcome.sessionDir, target.noSymlinksBelow);
    return withPath;
}


/***/ }),

/***/ 66757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lv: () => (/* binding */ withGateSection),
/* harmony export */   Y$: () => (/* binding */ writeSessionReportFile)
/* harmony export */ });
/* unused harmony exports GATE_SECTION_START, GATE_SECTION_END, extractGateSection */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_atomic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63827);
/* harmony import */ var _session_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54510);
/**
 * REPORT.md as a file: the gate's section sits between two HTML comment markers, so the session report
 * (`arbor-gate report`, or Arbor's) and the gate's verdict share one file and each rewrites only its
 * part. Apart from gate-report.ts so that `report` loads no part of the gate.
 */



const GATE_SECTION_START = '<!-- arbor-gate:gate-section:start -->';
const GATE_SECTION_END = '<!-- arbor-gate:gate-section:end -->';
/** The gate section of a REPORT.md, markers included, or undefined when it has none. Pure. */
function extractGateSection(report) {
    if (report === null)
        return undefined;
    const start = report.indexOf(GATE_SECTION_START);
    const end = report.indexOf(GATE_SECTION_END, start);
    return start === -1 || end === -1 ? undefined : report.slice(start, end + GATE_SECTION_END.length);
}
/** The report text with `section` in place of the previous gate section (or appended). Pure. */
function withGateSection(current, section) {
    const block = `${GATE_SECTION_START}\n${section.trimEnd()}\n${GATE_SECTION_END}\n`;
    if (current === null || current.trim() === '')
        return block;
    const previous = extractGateSection(current);
    if (previous !== undefined) {
        const start = current.indexOf(previous);
        return current.slice(0, start) + block + current.slice(start + previous.length).replace(/^\n/, '');
    }
    return `${current.trimEnd()}\n\n${block}`;
}
/**
 * Writes a session's REPORT.md; a gate section already in the file is kept, the rest is rewritten. A
 * REPORT.md that is a symbolic link is refused rather than followed. Returns the text written.
 */
async function writeSessionReportFile(path, facts) {
    let written = '';
    await (0,_util_atomic_js__WEBPACK_IMPORTED_MODULE_1__/* .updateFileAtomically */ .xy)(path, (current) => {
        written = (0,_session_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderSessionReportMarkdown */ .I)(facts, extractGateSection(current));
        return written;
    }, { noSymlinksBelow: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path) });
    return written;
}


/***/ }),

/***/ 97901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cK: () => (/* binding */ writeReportJsonFile),
/* harmony export */   kQ: () => (/* binding */ reportJsonPath)
/* harmony export */ });
/* unused harmony export REPORT_JSON_NAME */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _util_atomic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63827);
/* harmony import */ var _gate_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62110);
/**
 * report.json, beside REPORT.md: the report's facts as `report --json` prints them plus the lists
 * REPORT.md caps, whole, for machines. Written like REPORT.md: atomically, under its lock, never
 * through a symbolic link (a checkout can hold a branch's files, and a `report.json` link there would
 * carry the write anywhere).
 */




const REPORT_JSON_NAME = 'report.json';
/**
 * Where report.json goes for a report written to `reportPath`: beside it. Refused (UserError) before
 * anything is written when the report itself is named so, or when that place is a symbolic link.
 */
async function reportJsonPath(reportPath) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(reportPath).toLowerCase() === REPORT_JSON_NAME)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`report path ${reportPath}: ${REPORT_JSON_NAME} is the name of the machine-readable report written beside REPORT.md; name the report otherwise`);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(reportPath), REPORT_JSON_NAME);
    await (0,_util_atomic_js__WEBPACK_IMPORTED_MODULE_1__/* .refuseSymlinks */ .jX)(path, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path));
    return path;
}
/**
 * Writes `value` as JSON to `path`, atomically; a link at `path` or in its folder's name is refused.
 * The gate history the file held (gate-history.ts) is kept: `report` rewrites the session's facts,
 * not the gate's verdicts.
 */
async function writeReportJsonFile(path, value) {
    await (0,_util_atomic_js__WEBPACK_IMPORTED_MODULE_1__/* .updateFileAtomically */ .xy)(path, (current) => {
        const history = current === null ? [] : (0,_gate_history_js__WEBPACK_IMPORTED_MODULE_2__/* .historyOf */ .om)(parseOrNull(current));
        return `${JSON.stringify(history.length === 0 ? value : { ...value, gate_history: history }, null, 2)}\n`;
    }, { noSymlinksBelow: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path) });
}
function parseOrNull(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 32303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ readSessionInputs),
/* harmony export */   l: () => (/* binding */ readSession)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(83916);
/* harmony import */ var _session_events_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84455);
/* harmony import */ var _session_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33803);
/* harmony import */ var _session_recover_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73760);
/* harmony import */ var _session_tree_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51419);
/**
 * Everything a session report is built from, read once: the tree, one pass over events.jsonl, the run
 * stats, run info and checkpoint files, and which artifacts exist. Missing or unreadable files, the
 * tree included, are recorded as such (the facts turn them into caveats, as Arbor's generator builds
 * a partial report); only a missing folder is an error. Nothing here interprets what the files say:
 * that is session-facts.ts.
 */







/**
 * Reads the tree and summarises events.jsonl, the two side by side (each waits on its file reads while
 * the other parses); a missing or unreadable tree or events file is a caveat, not an error.
 */
async function readSessionInputs(paths) {
    const [tree, events] = await Promise.all([readTreeInput(paths.tree), readEventsInput(paths.events)]);
    return { ...tree, ...events };
}
async function readTreeInput(path) {
    const read = await (0,_session_tree_js__WEBPACK_IMPORTED_MODULE_5__/* .readTreeTolerantly */ .f0)(path);
    return {
        tree: read.state === 'ok' ? read.tree : null,
        treeCaveat: read.state === 'unreadable'
            ? `The idea tree could not be read (${read.reason}): scores, ideas and the tree are not reported; this report is built from the events, checkpoint and run stats.`
            : null,
    };
}
async function readEventsInput(path) {
    if (!(await (0,_session_files_js__WEBPACK_IMPORTED_MODULE_3__/* .pathExists */ .s0)(path)))
        return { events: null, eventsCaveat: 'No events.jsonl: no event summary or wall clock.' };
    try {
        return { events: await (0,_session_events_js__WEBPACK_IMPORTED_MODULE_2__/* .readEventSummary */ .PJ)(path), eventsCaveat: null };
    }
    catch (error) {
        return {
            events: null,
            eventsCaveat: `events.jsonl could not be read (${error.message}): no event summary.`,
        };
    }
}
/** The files and folders a report lists when they exist; the submission only inside the workspace. */
function artifactCandidates(paths, submissionPath) {
    const candidates = [
        // Arbor's generator lists these two first.
        { label: 'Coordinator final report', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.dir, 'COORDINATOR_FINAL_REPORT.txt') },
        { label: 'Interactive Q&A transcript', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.dir, 'conversation.md') },
        { label: 'Idea tree JSON', path: paths.tree },
        { label: 'Idea tree Markdown', path: paths.treeMarkdown },
        { label: 'Checkpoint', path: paths.checkpoint },
        { label: 'Messages', path: paths.messages },
        { label: 'Events', path: paths.events },
        { label: 'Run stats', path: paths.runStats },
        { label: 'Experiments', path: paths.experiments },
        { label: 'Eval logs', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.dir, '.coordinator', 'eval_logs') },
        { label: 'Submission snapshots (session)', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.dir, _session_recover_js__WEBPACK_IMPORTED_MODULE_4__/* .SNAPSHOTS_DIR */ .ST) },
    ];
    if (paths.workspace !== null) {
        candidates.push({ label: 'Submission snapshots', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.workspace, _session_recover_js__WEBPACK_IMPORTED_MODULE_4__/* .SNAPSHOTS_DIR */ .ST) });
        if (typeof submissionPath === 'string' &&
            submissionPath.trim() !== '' &&
            !submissionPath.includes('..')) {
            candidates.push({ label: 'Submission', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.workspace, submissionPath) });
        }
    }
    return candidates;
}
async function existingArtifacts(candidates) {
    const found = [];
    for (const candidate of candidates)
        if (await (0,_session_files_js__WEBPACK_IMPORTED_MODULE_3__/* .pathExists */ .s0)(candidate.path))
            found.push(candidate);
    return found;
}
/**
 * Reads the session folder. `inputs` are the tree and events when the caller has read them already.
 * Throws UserError only when the folder is missing.
 */
async function readSession(paths, inputs) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(paths.dir).catch(() => null);
    if (folder === null || !folder.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(`no session folder at ${paths.dir}`);
    const [read, runStats, runInfo, checkpoint] = await Promise.all([
        inputs ?? readSessionInputs(paths),
        (0,_session_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonObjectFile */ .Uc)(paths.runStats),
        (0,_session_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonObjectFile */ .Uc)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.dir, 'run_info.json')),
        (0,_session_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonObjectFile */ .Uc)(paths.checkpoint),
    ]);
    const artifacts = await existingArtifacts(artifactCandidates(paths, read.tree?.meta.submission_path));
    return { ...read, paths, runStats, runInfo, checkpoint, artifacts };
}


/***/ }),

/***/ 35479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d1: () => (/* binding */ renderVerdictMarkdown),
  rP: () => (/* binding */ renderVerdictText)
});

// UNUSED EXPORTS: brokenTrunkLog, evaluatedLabel

// EXTERNAL MODULE: ./src/gate/candidate.ts
var candidate = __webpack_require__(74926);
// EXTERNAL MODULE: ./src/gate/merge-group/entry.ts
var merge_group_entry = __webpack_require__(60474);
// EXTERNAL MODULE: ./src/util/markdown.ts
var markdown = __webpack_require__(17183);
// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __webpack_require__(32430);
// EXTERNAL MODULE: ./src/report/mermaid.ts
var mermaid = __webpack_require__(39409);
;// CONCATENATED MODULE: ./src/report/judgement.ts


const num = (value) => value === null || value === undefined ? '-' : (0,metric/* formatVerdictScore */.jY)(value);
const STOPPED = {
    early: 'early',
    futility: 'early for futility (below --min-effect)',
    cap: 'at the cap (--max-repeats)',
};
function stoppedWords(judgement) {
    return judgement.stopped === null ? 'before a decision' : STOPPED[judgement.stopped];
}
/** The paired judgement of `verdict`, or null in single mode. */
function pairedOf(verdict) {
    return verdict.judgement.rule === 'paired' ? verdict.judgement : null;
}
/** Whether a paired judgement ran at all: a branch refused before any run (a protected path) has none. */
const measured = (judgement) => judgement.evaluations > 0;
/** One line for the commit status and the headline: pairs, mean difference and its bounds. */
function pairedSummary(judgement) {
    const d = judgement.difference;
    if (d === null)
        return `paired: ${judgement.pairs} pair(s), no look`;
    return `paired: ${judgement.pairs} pair(s), gain ${num(d.mean)} [${num(d.lower)}, ${num(d.upper)}]`;
}
/** The terminal's lines for a paired judgement. */
function pairedTextLines(judgement) {
    if (!measured(judgement))
        return [];
    const lines = [
        `  judgement paired at confidence ${judgement.confidence}: ${judgement.pairs} pair(s) on seeds ${judgement.seeds.join(', ') || '-'}, ${judgement.evaluations} evaluation(s), stopped ${stoppedWords(judgement)}`,
    ];
    if (judgement.trunk !== null && judgement.candidate !== null) {
        lines.push(`  trunk mean ${num(judgement.trunk.mean)} (sd ${num(judgement.trunk.sd)}), candidate mean ${num(judgement.candidate.mean)} (sd ${num(judgement.candidate.sd)})`);
    }
    const d = judgement.difference;
    if (d !== null) {
        lines.push(`  gain ${num(d.mean)}, bounds [${num(d.lower)}, ${num(d.upper)}] at one-sided level ${d.level.toPrecision(3)}, p ${judgement.p === null ? '-' : judgement.p.toPrecision(3)}`);
    }
    return lines;
}
/** The Markdown section for a paired judgement: a short table and the chart of the samples. */
function pairedMarkdown(judgement, direction, heading) {
    if (!measured(judgement))
        return [];
    const d = judgement.difference;
    const out = [
        `${heading} Paired judgement`,
        '',
        `Trunk and the candidate were evaluated alternately on the same seeds, at one-sided confidence ${judgement.confidence}; stopped ${stoppedWords(judgement)} after ${judgement.pairs} pair(s) and ${judgement.evaluations} evaluation(s).`,
        '',
        '| | mean | sd |',
        '|---|---|---|',
        `| trunk | ${num(judgement.trunk?.mean)} | ${num(judgement.trunk?.sd)} |`,
        `| candidate | ${num(judgement.candidate?.mean)} | ${num(judgement.candidate?.sd)} |`,
        `| gain (${direction}) | ${num(d?.mean)} | bounds [${num(d?.lower)}, ${num(d?.upper)}]${d === null ? '' : ` at level ${d.level.toPrecision(3)}`}, p ${judgement.p === null ? '-' : judgement.p.toPrecision(3)} |`,
        '',
    ];
    if (judgement.samples.length > 0) {
        out.push('```mermaid', (0,mermaid/* pairedChart */.mw)('Paired samples: trunk (first line) and candidate', 'B_test', judgement.samples), '```', '');
    }
    return out;
}
/**
 * What `auto` chose (issue 36), for the terminal and REPORT.md alike: its one line, each side's fresh
 * and reused runs, and a deterministic judgement's runs. Nothing for `single`, or `paired` asked for.
 */
function autoLines(judgement) {
    if (judgement.rule === 'single' || judgement.chosen_by === undefined)
        return [];
    const lines = [judgement.chosen_by];
    const { runs } = judgement;
    if (runs !== undefined) {
        lines.push(`runs: trunk ${runs.trunk.fresh} fresh + ${runs.trunk.reused} reused, candidate ${runs.candidate.fresh} fresh + ${runs.candidate.reused} reused`);
    }
    if (judgement.rule === 'deterministic') {
        lines.push(`deterministic: trunk ${num(judgement.trunk)}, the candidate ${judgement.candidate.map(num).join(', ') || '-'}; ${judgement.evaluations} evaluation(s)`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/report/verdict.ts





const HEADLINES = {
    merged: 'MERGED',
    would_merge: 'ACCEPTED (would merge)',
    rejected: 'REJECTED',
    already_merged: 'ALREADY MERGED',
    error: 'ERROR',
};
function verdict_num(value) {
    return value === null || value === undefined ? '-' : (0,metric/* formatVerdictScore */.jY)(value);
}
function verdict_short(sha) {
    return sha === null ? '-' : sha.slice(0, 12);
}
function referenceRows(verdict) {
    const rows = [];
    const ledger = verdict.reference_ledger;
    if (ledger)
        rows.push({
            name: `ledger: ${ledger.runs} run(s) of trunk at ${verdict_short(ledger.sha)}`,
            value: ledger.score,
        });
    else if (verdict.references.test_trunk_score !== null)
        rows.push({ name: 'test_trunk_score', value: verdict.references.test_trunk_score });
    if (verdict.references.test_baseline_score !== null)
        rows.push({ name: 'test_baseline_score', value: verdict.references.test_baseline_score });
    if (verdict.reference_measured)
        rows.push({
            name: `trunk measured at ${verdict_short(verdict.reference_measured.sha)}`,
            value: verdict.reference_measured.score,
        });
    return rows;
}
/** Positive when the score is better than the reference in the metric's direction. */
function signedGain(verdict, reference) {
    if (verdict.score === null)
        return null;
    return verdict.metric_direction === 'maximize' ? verdict.score - reference : reference - verdict.score;
}
/**
 * What the B_test score was measured on, in words: the merge of trunk and the branch, or the branch
 * alone when it already contains trunk (the merge's tree is then the branch's own).
 */
function evaluatedLabel(verdict) {
    return (0,candidate/* evaluatedWords */.hv)(verdict.evaluated?.kind ?? 'source');
}
function formatGain(gain) {
    if (gain === null)
        return '-';
    return `${gain > 0 ? '+' : ''}${verdict_num(gain)}`;
}
const ISOLATION_NOTES = {
    'user+pidns': 'user+pidns (a separate unprivileged user, in its own PID and mount namespaces)',
    user: 'user (a separate unprivileged user)',
    rootless: "rootless (the gate's own uid, in its own user, PID, mount and network namespaces)",
    none: "none (the gate's own user)",
};
/** How the evaluation ran, in words; null when nothing was evaluated. */
function isolationNote(verdict) {
    return verdict.attempts.length === 0 ? null : ISOLATION_NOTES[verdict.isolation];
}
const verdict_name = (text) => (0,markdown/* plainLine */.h0)(text, markdown/* NAME_MAX */.fo);
const REFERENCE_WORDS = {
    input: 'the test-trunk-score given',
    ledger: "the ledger's score of its tree",
    meta: "the tree's meta test_trunk_score",
    measured: 'measured now',
};
/** A merge-queue entry's judgement in words: its PR, the step it was judged on, where that score came from. */
function mergeGroupLine(verdict) {
    const entry = verdict.merge_group;
    if (!entry)
        return null;
    const pr = entry.pr === null ? 'an entry whose branch names no PR' : `the entry of PR #${entry.pr}`;
    const source = verdict.reference_source ? ` (reference: ${REFERENCE_WORDS[verdict.reference_source]})` : '';
    return `Merge queue: ${pr}, judged on ${(0,merge_group_entry/* stepWords */.c)(entry)}${source}.`;
}
/** How many of trunk's last log lines a broken evaluation shows, and how long each may be. */
const BROKEN_LOG_LINES = 20;
const BROKEN_LOG_LINE_MAX = 300;
/**
 * The last lines of trunk's log when the evaluation is broken on trunk itself (its last attempt's),
 * each made visible (no control character, escape sequence or line break of its own, cut when long);
 * null for any other verdict.
 */
function brokenTrunkLog(verdict) {
    if (!verdict.reasons.some((reason) => reason.code === 'evaluation_broken'))
        return null;
    const attempt = verdict.attempts.filter((a) => a.side === 'trunk').at(-1);
    if (attempt === undefined || attempt.log.trim() === '')
        return null;
    return attempt.log
        .trimEnd()
        .split(/\r?\n/)
        .slice(-BROKEN_LOG_LINES)
        .map((line) => {
        const cut = (0,markdown/* shortened */.vI)((0,markdown/* plainText */.wh)(line), BROKEN_LOG_LINE_MAX);
        return `${cut.text}${cut.note}`;
    });
}
function renderVerdictText(verdict) {
    const node = verdict.node_id === null ? '' : ` node ${verdict_name(verdict.node_id)}`;
    const target = verdict_name(verdict.target.resolved ?? verdict.target.requested);
    const lines = [
        `${HEADLINES[verdict.decision]}${verdict.dry_run ? ' [dry run]' : ''}:${node} ${verdict_name(verdict.source.ref)} (${verdict_short(verdict.source.sha)}) -> ${target || '-'}`,
    ];
    const refs = referenceRows(verdict)
        .map((r) => `${r.name} ${verdict_num(r.value)} (${formatGain(signedGain(verdict, r.value))})`)
        .join(', ');
    if (verdict.score !== null || refs !== '') {
        const of = verdict.evaluated ? `B_test of ${evaluatedLabel(verdict)}` : 'B_test score';
        lines.push(`  ${of} ${verdict_num(verdict.score)} (${verdict.metric_direction})${refs === '' ? '' : ` vs ${refs}`}`);
    }
    if (verdict.evaluated)
        lines.push(`  evaluated tree ${verdict.evaluated.tree}`);
    const queue = mergeGroupLine(verdict);
    if (queue !== null)
        lines.push(`  ${(0,markdown/* plainLine */.h0)(queue)}`);
    if (verdict.dev_score !== null)
        lines.push(`  B_dev score ${verdict_num(verdict.dev_score)}`);
    lines.push(...autoLines(verdict.judgement).map((line) => `  judgement ${line}`));
    const paired = pairedOf(verdict);
    if (paired !== null)
        lines.push(...pairedTextLines(paired));
    const isolation = isolationNote(verdict);
    if (isolation !== null)
        lines.push(`  isolation: ${isolation}`);
    for (const reason of verdict.reasons)
        lines.push(`  - ${reason.code}: ${(0,markdown/* plainLine */.h0)(reason.message)}`);
    const trunkLog = brokenTrunkLog(verdict);
    if (trunkLog !== null)
        lines.push("  trunk's log, last lines:", ...trunkLog.map((line) => `    | ${line}`));
    for (const warning of verdict.warnings)
        lines.push(`  ! warning: ${(0,markdown/* plainLine */.h0)(warning)}`);
    if (verdict.divergence !== null)
        lines.push(`  ! divergence: ${(0,markdown/* plainLine */.h0)(verdict.divergence.message)}`);
    if (verdict.merge_commit !== null)
        lines.push(`  merge commit ${verdict.merge_commit} on ${target}`);
    if (verdict.report_path !== null)
        lines.push(`  report: ${verdict.report_path}`);
    if (verdict.logs)
        lines.push(`  logs: ${verdict.logs}`);
    return `${lines.join('\n')}\n`;
}
function attemptRow(attempt) {
    const ending = attempt.timed_out
        ? 'timed out'
        : attempt.signal !== null
            ? `signal ${attempt.signal}`
            : `exit ${attempt.exit_code ?? '-'}`;
    const side = attempt.side === undefined ? '' : ` ${attempt.side}`;
    const seed = attempt.seed === undefined || attempt.seed === null ? '' : ` seed ${attempt.seed}`;
    return `| ${attempt.n}${side}${seed} | ${ending} | ${attempt.duration_s.toFixed(1)} s | ${verdict_num(attempt.score)} |`;
}
function renderVerdictMarkdown(verdict, opts = {}) {
    const level = '#'.repeat(opts.headingLevel ?? 2);
    const sub = `${level}#`;
    const tailLines = opts.logTailLines ?? 40;
    const target = verdict.target.resolved ?? verdict.target.requested;
    const out = [`${level} Gate`, ''];
    out.push(`**${HEADLINES[verdict.decision]}**${verdict.dry_run ? ' (dry run: nothing was written)' : ''}: ` +
        `${verdict.node_id === null ? '' : `node ${(0,markdown/* markdownCode */.D9)(verdict.node_id)}, `}source ${(0,markdown/* markdownCode */.D9)(verdict.source.ref)} ` +
        `(${(0,markdown/* markdownCode */.D9)(verdict_short(verdict.source.sha))}) into ${(0,markdown/* markdownCode */.D9)(target || '-')}` +
        (verdict.target.requested !== '' &&
            verdict.target.resolved !== null &&
            verdict.target.requested !== verdict.target.resolved
            ? ` (requested ${(0,markdown/* markdownCode */.D9)(verdict.target.requested)})`
            : ''), '');
    const queue = mergeGroupLine(verdict);
    if (queue !== null)
        out.push((0,markdown/* markdownText */.p7)(queue), '');
    out.push(`| | B_test (${verdict.metric_direction}) | change |`, '|---|---|---|');
    out.push(`| ${evaluatedLabel(verdict)} | ${verdict_num(verdict.score)} | |`);
    for (const ref of referenceRows(verdict))
        out.push(`| ${ref.name} | ${verdict_num(ref.value)} | ${formatGain(signedGain(verdict, ref.value))} |`);
    if (verdict.dev_score !== null)
        out.push(`| B_dev of this node | ${verdict_num(verdict.dev_score)} | |`);
    if (verdict.repeats) {
        out.push(`| ${verdict.repeats.n} repeats | mean ${verdict_num(verdict.repeats.mean)}, stdev ${verdict_num(verdict.repeats.stdev)} | |`);
    }
    out.push('');
    const chosen = autoLines(verdict.judgement);
    if (chosen.length > 0)
        out.push(...chosen.map((line) => `- judgement ${line}`), '');
    const paired = pairedOf(verdict);
    if (paired !== null)
        out.push(...pairedMarkdown(paired, verdict.metric_direction, sub));
    if (verdict.evaluated) {
        const what = verdict.evaluated.kind === 'merge'
            ? `the merge of ${(0,markdown/* markdownCode */.D9)(target || '-')} and this branch`
            : `this branch, which already contains ${(0,markdown/* markdownCode */.D9)(target || '-')}`;
        out.push(`B_test was measured on ${what}: tree ${(0,markdown/* markdownCode */.D9)(verdict_short(verdict.evaluated.tree))}.`, '');
    }
    if (verdict.reasons.length > 0) {
        out.push(`${sub} Reasons`, '');
        for (const reason of verdict.reasons)
            out.push(`- \`${reason.code}\`: ${(0,markdown/* markdownText */.p7)(reason.message)}`);
        out.push('');
    }
    const warnings = verdict.warnings;
    if (warnings.length > 0) {
        out.push(`${sub} Warnings`, '', ...warnings.map((w) => `- ${(0,markdown/* markdownText */.p7)(w)}`), '');
    }
    if (verdict.divergence !== null) {
        out.push(`> [!WARNING]`, `> B_dev/B_test divergence (${verdict.divergence.kind}): ${(0,markdown/* markdownText */.p7)(verdict.divergence.message)}`, '');
    }
    if (verdict.protected_violations.length > 0) {
        out.push(`${sub} Protected paths`, '', ...verdict.protected_violations.map((p) => `- ${(0,markdown/* markdownCode */.D9)(p)}`), '');
    }
    if (verdict.missing_outputs.length > 0) {
        out.push(`${sub} Missing outputs`, '', ...verdict.missing_outputs.map((p) => `- ${(0,markdown/* markdownCode */.D9)(p)}`), '');
    }
    if (verdict.attempts.length > 0) {
        out.push(`${sub} Evaluation attempts`, '', '| # | ended | duration | score |', '|---|---|---|---|');
        out.push(...verdict.attempts.map(attemptRow), '');
        out.push(`Isolation: ${ISOLATION_NOTES[verdict.isolation]}.`, '');
    }
    if (verdict.merge_commit !== null) {
        out.push(`Merge commit ${(0,markdown/* markdownCode */.D9)(verdict.merge_commit)} on ${(0,markdown/* markdownCode */.D9)(target)} (was ${(0,markdown/* markdownCode */.D9)(verdict_short(verdict.target.sha_before))}).`, '');
    }
    out.push(`Changed paths: ${verdict.changed_paths}.`, '');
    const trunkLog = brokenTrunkLog(verdict);
    if (trunkLog !== null) {
        // Shown whatever the log tail setting: it is what says why the evaluation is broken.
        out.push(`${sub} Trunk's log (last lines)`, '', (0,markdown/* codeBlock */.DV)(trunkLog.join('\n'), 'text'), '');
    }
    const last = verdict.attempts.at(-1);
    if (trunkLog === null && last !== undefined && tailLines > 0 && last.log.trim() !== '') {
        const tail = last.log.split('\n').slice(-tailLines).join('\n');
        out.push('<details><summary>Evaluation log (tail)</summary>', '', (0,markdown/* codeBlock */.DV)(tail, 'text'), '', '</details>', '');
    }
    return `${out.join('\n').trimEnd()}\n`;
}


/***/ })

};
