export const id = 286;
export const ids = [286];
export const modules = {

/***/ 30568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderQueueMarkdown: () => (/* binding */ renderQueueMarkdown),
/* harmony export */   renderQueueText: () => (/* binding */ renderQueueText)
/* harmony export */ });
/* harmony import */ var _util_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17183);
/* harmony import */ var _util_metric_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32430);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35479);



function score(verdict) {
    return verdict.score === null ? '-' : (0,_util_metric_js__WEBPACK_IMPORTED_MODULE_1__/* .formatVerdictScore */ .jY)(verdict.score);
}
function firstReason(verdict) {
    const reason = verdict.reasons[0];
    return reason === undefined ? '' : `${reason.code}: ${reason.message}`;
}
/** The verdicts as text lines: position, decision, branch, score, the landed commit or the first reason. */
function renderQueueText(outcome) {
    const lines = outcome.verdicts.map((verdict, index) => {
        const what = verdict.merge_commit !== null ? `merged as ${verdict.merge_commit.slice(0, 12)}` : firstReason(verdict);
        return `${String(index + 1).padStart(2)}. ${verdict.decision.padEnd(14)} ${(0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainLine */ .h0)(verdict.source.ref, _util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .NAME_MAX */ .fo)}  B_test ${score(verdict)}  ${(0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainLine */ .h0)(what)}`;
    });
    return `queue: ${outcome.landed.length} of ${outcome.verdicts.length} landed\n${lines.join('\n')}\n`;
}
/** REPORT.md's section: the table, then each verdict under a heading of its own. */
function renderQueueMarkdown(outcome) {
    const rows = outcome.verdicts.map((verdict, index) => {
        const landed = verdict.merge_commit === null ? '-' : (0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)(verdict.merge_commit.slice(0, 12));
        return `| ${index + 1} | ${(0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)(verdict.source.ref)} | ${verdict.decision} | ${score(verdict)} | ${landed} | ${(0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(firstReason(verdict))} |`;
    });
    return [
        '## Queue',
        '',
        `${outcome.landed.length} of ${outcome.verdicts.length} branch(es) landed, each judged against the state it landed on.`,
        '',
        '| # | branch | decision | B_test | landed | reason |',
        '| - | ------ | -------- | ------ | ------ | ------ |',
        ...rows,
        '',
        ...outcome.verdicts.map((verdict) => (0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .renderVerdictMarkdown */ .d1)(verdict, { headingLevel: 3, logTailLines: 10 })),
    ].join('\n');
}


/***/ }),

/***/ 40286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runQueueReported: () => (/* binding */ runQueueReported)
});

// EXTERNAL MODULE: ./src/git/adapter.ts + 2 modules
var adapter = __webpack_require__(58555);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/gate/prepare.ts + 4 modules
var prepare = __webpack_require__(77119);
// EXTERNAL MODULE: ./src/gate/run.ts
var run = __webpack_require__(93654);
// EXTERNAL MODULE: ./src/eval/isolation/account.ts
var isolation_account = __webpack_require__(9226);
// EXTERNAL MODULE: ./src/eval/isolation/index.ts + 4 modules
var eval_isolation = __webpack_require__(85201);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/queue/plan.ts
var queue_plan = __webpack_require__(33244);
// EXTERNAL MODULE: ./src/gate/candidate.ts
var candidate = __webpack_require__(74926);
// EXTERNAL MODULE: ./src/gate/judge.ts + 6 modules
var judge = __webpack_require__(71606);
// EXTERNAL MODULE: ./src/gate/ledger/use.ts
var use = __webpack_require__(76298);
// EXTERNAL MODULE: ./src/gate/judgement/single.ts
var judgement_single = __webpack_require__(94923);
// EXTERNAL MODULE: ./src/gate/static-checks.ts + 2 modules
var static_checks = __webpack_require__(72861);
;// CONCATENATED MODULE: ./src/queue/speculation.ts
/**
 * One queue entry's speculative candidate: the entry's branch merged into the state it would land on
 * if the entries ahead of it land (built with merge-tree, no worktree), checked statically, and
 * measured once in a sandbox slot of its own. A measurement goes into the score ledger, keyed by the
 * tree without `.arbor/**`, so that the landing (the same branch merged into the landed previous
 * commit, which also carries the idea-tree record) reuses it instead of evaluating again.
 */





/**
 * The entry's branch merged into `base`, statically checked. `failed` when it conflicts, adds
 * nothing, or breaks a static rule there; `measured` when the ledger already holds its measurement
 * (single mode: nothing to run).
 */
async function buildOn(ready, base) {
    const { ctx } = ready;
    const trunk = { branch: ready.trunk.branch, sha: base };
    const built = await (0,candidate/* buildCandidate */.Ih)(ctx, trunk);
    if ('merged' in built)
        return { kind: 'failed', why: `already contained in ${base.slice(0, 12)}` };
    if ('conflict' in built)
        return { kind: 'failed', why: built.conflict.message };
    const checked = await (0,static_checks/* budgetedStaticChecks */._1)(ctx, trunk, built.candidate, ready.verdict);
    if ('timeout' in checked)
        return { kind: 'failed', why: 'the static checks did not finish in time' };
    const { verdict, protectedFiles } = checked;
    if (verdict.reasons.length > 0)
        return { kind: 'failed', why: verdict.reasons[0]?.message ?? '' };
    const speculative = { base, candidate: built.candidate, protectedFiles };
    const measured = ctx.settings.judgement.rule === 'single' &&
        (await (0,use/* reusableMeasurement */.yi)(ctx, built.candidate.tree)) !== null;
    return { kind: 'built', speculative, measured };
}
/**
 * Measures a speculative candidate under `ctx` (the entry's context with a sandbox slot's isolation).
 * Single mode: its runs, recorded in the ledger. Paired mode: the whole paired judgement on its base
 * (both sides' runs recorded), whose outcome predicts the landing's. Resolves to whether it can still
 * land (a score, no tampering, and in paired mode not rejected).
 */
async function measureSpeculative(ready, ctx, speculative, label) {
    const { candidate, protectedFiles, base } = speculative;
    if (ctx.settings.judgement.rule === 'single') {
        const result = await (0,judgement_single/* measureRepeats */.H)(ctx, candidate.commit, label, protectedFiles);
        return result.score !== null && result.tampered.length === 0;
    }
    const judged = await (0,judge/* judge */.S)({
        ...ready,
        ctx,
        trunk: { branch: ready.trunk.branch, sha: base },
        candidate,
        writes: false,
    });
    return judged.kind === 'accepted';
}

// EXTERNAL MODULE: ./src/gate/compare.ts
var compare = __webpack_require__(95764);
// EXTERNAL MODULE: ./src/gate/references.ts
var gate_references = __webpack_require__(63537);
// EXTERNAL MODULE: ./src/ledger/select.ts
var ledger_select = __webpack_require__(99981);
;// CONCATENATED MODULE: ./src/queue/forecast.ts
/**
 * What the queue can tell from the ledger before a landing decides it (single mode): whether a
 * measured candidate beats the state it was built on (so the entries behind it are rebuilt without it
 * at once, not after the landings ahead of it), whether trunk's tree still needs a measurement of its
 * own (run in a slot up front, not inside the first landing), and whether a landing will evaluate at
 * all (only then must it wait for the slots' measurements). Landings still decide: a forecast only
 * orders the work.
 */




/** The ledger's score of a commit's tree (the mean of all its runs, at least `eval-repeats`), read quietly; null: too few. */
async function recordedScore(ctx, commit) {
    if (ctx.ledger === null || ctx.ledger.key === null || ctx.settings.fresh)
        return null;
    const runs = await ctx.ledger.runs(await ctx.repo.treeOf(commit));
    return runs.length < ctx.settings.evalRepeats ? null : (0,ledger_select/* meanScore */.UQ)(runs);
}
/**
 * Whether a measured candidate would be accepted on its base, as the landing judges it: its recorded
 * score against the base's recorded score and the configured baseline. Null while either score is
 * not in the ledger (the base is still measuring).
 */
async function forecastAccepted(ctx, candidate, base) {
    const score = await recordedScore(ctx, candidate);
    const baseScore = score === null ? null : await recordedScore(ctx, base);
    if (score === null || baseScore === null)
        return null;
    const plan = (0,gate_references/* firstReferences */.f)(ctx.settings);
    const others = plan.kind === 'known' ? plan.refs : [];
    const references = [{ name: 'the state it lands on', value: baseScore }, ...others];
    return (0,compare/* compareScore */.Y0)(score, references, ctx.settings.metricDirection, ctx.settings.minDelta).improved;
}
/**
 * Whether the landing of `ready`'s branch on `trunk` will run no evaluation: single mode, trunk's
 * reference known without measuring (the ledger, or a configured baseline), and the candidate it
 * builds there already in the ledger (or not buildable: a conflict ends the landing before anything
 * runs). A landing that evaluates snapshots the repository's git state around the run, which the
 * slots' ledger lines would change under it.
 */
async function landsWithoutEvaluating(ready, trunk) {
    const { ctx } = ready;
    if (ctx.settings.judgement.rule !== 'single' || ctx.ledger === null)
        return false;
    const referenceKnown = (0,gate_references/* firstReferences */.f)(ctx.settings).kind === 'known' || (await recordedScore(ctx, trunk.sha)) !== null;
    if (!referenceKnown)
        return false;
    const built = await (0,candidate/* buildCandidate */.Ih)(ctx, trunk);
    if (!('candidate' in built))
        return true;
    const runs = await ctx.ledger.lookup(built.candidate.tree, ctx.settings.evalRepeats);
    return runs !== null;
}

// EXTERNAL MODULE: ./src/gate/trees/views.ts + 7 modules
var views = __webpack_require__(78260);
// EXTERNAL MODULE: ./src/util/markdown.ts
var markdown = __webpack_require__(17183);
;// CONCATENATED MODULE: ./src/queue/entry-failure.ts
/**
 * A queue entry whose building or measuring threw (issue 37 item 6): that branch's `error` verdict
 * (`measurement_failed`), not the queue's end. A branch can make its own slot throw (a file name the
 * file system cannot hold makes its checkout fail, say), and one branch must not leave every other
 * branch of the queue without a verdict. The entries behind it are built without it, as behind a
 * rejection; the queue exits 3 as for any `error` verdict (queueExitCode), after every branch was
 * judged. A UserError is not the branch's: bad input or configuration ends the queue (exit 2); nor
 * is what threw once the run was cancelled (SIGINT, SIGTERM): the queue stops there.
 */


/** The error itself when it is not the entry's to carry (bad input, a cancelled run), else null. */
function queueWideError(error, signal) {
    return error instanceof errors/* UserError */.yo || signal?.aborted === true ? error : null;
}
/** What `work` gives, or what it threw when that is the entry's to carry (else it is thrown on). */
async function orThrown(work, signal) {
    try {
        return await work;
    }
    catch (error) {
        if (queueWideError(error, signal) !== null)
            throw error;
        return { kind: 'threw', error };
    }
}
/**
 * What failed, on one line with no control characters: a branch controls the error's text (a file
 * name quoted in git's message), and the line goes to the terminal.
 */
function failureText(failure) {
    const error = failure.error instanceof Error ? failure.error.message : String(failure.error);
    return `the gate could not finish ${failure.step} this branch's candidate on ${failure.base.slice(0, 12)}: ${(0,markdown/* plainLine */.h0)(error)}`;
}
/** The entry's `error` verdict: its prepared verdict with the one reason, trunk where it stands (`trunk`). */
function entryFailureVerdict(prepared, failure, trunk) {
    const message = `${failureText(failure)}. Nothing of it was recorded as a score; the other branches of the queue were judged without it`;
    return {
        ...prepared,
        decision: 'error',
        score: null,
        reasons: [{ code: 'measurement_failed', message }],
        target: { ...prepared.target, sha_before: trunk, sha_after: trunk },
        merge_commit: null,
    };
}

;// CONCATENATED MODULE: ./src/queue/run.ts
/**
 * The speculative local queue (`arbor-gate queue`, the Action's `mode: queue`): several branches
 * judged and landed in order, each against the state it lands on. Every entry's candidate is built up
 * front on the candidate of the nearest earlier entry that can still land (plan.ts), and up to
 * `parallel` of them are measured at once, each in a sandbox slot of its own (an evaluation account
 * per slot, so that ending one evaluation never touches another). The head of the queue is then
 * judged and landed by the gate's own procedure (`runGateProcedure`, merge mode): its candidate is
 * rebuilt on the landed previous commit, and the measurement and the trunk reference come from the
 * ledger, so nothing is evaluated twice. A rejected entry's dependants are rebuilt without it.
 */














/**
 * The sandbox slots. W > 1: slot k evaluates as account `<eval-user>-k` (ending its evaluation ends
 * only that account's processes) and from a clone of its own that shares the objects (`clone
 * --shared`, in the git folder): every evaluation snapshots and puts back its repository's git state
 * (config, notes refs, hooks), which two evaluations in one repository would undo for each other.
 * W = 1: the entry's own isolation and repository.
 */
async function sandboxSlots(first, parallel, deps) {
    const { ctx } = first;
    const { isolation, repo, trees } = ctx;
    if (parallel === 1)
        return { slots: [{ isolation, repo, trees, hiddenBeside: [], inQueueRepository: true }], folder: null };
    const commonDir = await ctx.repo.commonDir();
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)(commonDir, 'arbor-gate', 'queue-slots-'));
    const top = (await ctx.repo.topLevel()) ?? ctx.location.cwd;
    const slots = [];
    // The accounts one after another (creating one edits the system's account files), the clones at once.
    for (let slot = 1; slot <= parallel; slot++) {
        const account = (0,isolation_account/* validateAccountName */.Fu)(`${ctx.settings.evalUser}-${slot}`, deps.name('evalUser'));
        const isolation = await (0,eval_isolation/* resolveIsolation */.Zu)({
            setting: ctx.settings.evalIsolation,
            account,
            names: { setting: deps.name('evalIsolation'), account: deps.name('evalUser') },
            merging: true,
            log: ctx.log,
        });
        const repo = ctx.factory((0,external_node_path_.join)(folder, `slot-${slot}`));
        slots.push({ isolation, repo, hiddenBeside: [top, commonDir], inQueueRepository: false });
    }
    await Promise.all(slots.map(({ repo }) => ctx.repo.run(['clone', '--quiet', '--shared', '--no-checkout', '--', top, repo.dir])));
    // Views laid out for the slot's own account, from its own clone: a view laid out for another account
    // is one the slot cannot write and that account's other evaluations can.
    const withTrees = slots.map(async (slot) => {
        const name = deps.name('treeCache');
        const trees = await views/* EvaluationTrees */.G.open(slot.repo, ctx.factory, slot.isolation, ctx.settings.treeCache, name, ctx.log);
        return { ...slot, trees };
    });
    return { slots: await Promise.all(withTrees), folder };
}
function refuseQueueInput(input, deps) {
    const seen = new Set();
    for (const source of input.sources) {
        const ref = source.trim();
        if (ref === '')
            throw new errors/* UserError */.yo(`${deps.name('source')}: an empty ref in the queue`);
        if (seen.has(ref))
            throw new errors/* UserError */.yo(`${deps.name('source')}: ${ref} is queued twice`);
        seen.add(ref);
    }
    if (seen.size === 0)
        throw new errors/* UserError */.yo(`${deps.name('source')}: the queue needs at least one branch`);
    if (input.gate.ledger === false) {
        throw new errors/* UserError */.yo(`${deps.name('ledger')}: the queue needs the score ledger (it reuses each speculative measurement when the branch lands)`);
    }
    if ((input.gate.testTrunkScore ?? '').trim() !== '') {
        throw new errors/* UserError */.yo(`${deps.name('testTrunkScore')}: not with a queue, where each branch is judged against the state it lands on`);
    }
}
/** `log`, each distinct line about the machine's evaluation setup (`evaluation ...`) said once. */
function onceEach(log) {
    const said = new Set();
    return (line) => {
        if (line.startsWith('evaluation ') && said.has(line))
            return;
        said.add(line);
        log(line);
    };
}
/**
 * Runs the queue: every source gets a verdict (merged, already_merged, rejected or error), in order.
 * Throws UserError on bad input (exit 2) and InfraError when git or the system fail (exit 3).
 */
async function runQueue(input, given) {
    refuseQueueInput(input, given);
    // A line said the same way by every candidate's run (the machine's, not a branch's: how evaluation
    // trees are made, how isolation runs) is said once per queue, not once per branch.
    const log = onceEach(given.log ?? (() => undefined));
    const deps = { ...given, log };
    const verdicts = input.sources.map(() => null);
    const waiting = [];
    let place = null;
    const opened = [];
    try {
        // At once: each is a few git processes. The first alone when it may create the ledger's key file
        // (no key given, and the CLI's key file): two prepares creating it at once could read it half written.
        const prepareOne = (source) => (0,prepare/* prepare */.i)({ ...input.gate, mode: 'verify', source: source.trim() }, deps);
        const mayCreateKeyFile = !input.gate.ledgerKey?.trim() && deps.ledgerKeyFile !== false;
        const alone = mayCreateKeyFile ? input.sources.slice(0, 1) : [];
        const settled = [
            ...(await Promise.allSettled(alone.map(prepareOne))),
            ...(await Promise.allSettled(input.sources.slice(alone.length).map(prepareOne))),
        ];
        for (const outcome of settled)
            if (outcome.status === 'fulfilled' && outcome.value.kind === 'ready')
                opened.push(outcome.value);
        for (const [position, outcome] of settled.entries()) {
            if (outcome.status === 'rejected')
                throw outcome.reason;
            const prepared = outcome.value;
            place ??= { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
            if (prepared.kind === 'final') {
                verdicts[position] = prepared.verdict;
                continue;
            }
            const entry = { builtOn: null, candidate: null, failed: false, measuring: false, measured: false };
            const none = { speculative: null, failure: null, forecast: false };
            waiting.push({ ...entry, ...none, position, ready: prepared });
        }
        const landed = await drain(input, deps, waiting, verdicts, log);
        return {
            cwd: place?.cwd ?? input.gate.cwd ?? process.cwd(),
            sessionDir: place?.sessionDir ?? null,
            verdicts: verdicts.filter((verdict) => verdict !== null),
            landed: landed.commits,
            windows: landed.windows,
            warnings: [],
        };
    }
    finally {
        for (const ready of opened)
            await ready.ctx.logs.close().catch(() => undefined);
    }
}
/** The queue's loop: build, measure in the window, decide the head; until every entry is decided. */
async function drain(input, deps, waiting, verdicts, log) {
    const first = waiting[0];
    if (first === undefined)
        return { commits: [], windows: [] };
    const { ledger } = first.ready.ctx;
    // One ledger for every entry: a line one writes is seen by the others' next lookup.
    for (const entry of waiting)
        entry.ready = { ...entry.ready, ctx: { ...entry.ready.ctx, ledger } };
    const { rule } = first.ready.ctx.settings.judgement;
    const limit = rule === 'single' ? input.parallel : 1;
    if (rule !== 'single' && input.parallel > 1) {
        log(`${deps.name('judge')} ${rule}: one evaluation at a time (the sides of neighbouring entries share trees, which parallel runs would measure twice)`);
    }
    const { slots, folder } = await sandboxSlots(first.ready, limit, deps);
    try {
        return await drainIn(slots, { input, deps, waiting, verdicts, log, limit });
    }
    finally {
        if (folder !== null)
            await (0,promises_.rm)(folder, { recursive: true, force: true });
    }
}
async function drainIn(slots, queue) {
    const { input, deps, waiting, verdicts, log, limit } = queue;
    const first = waiting[0];
    const { ledger } = first.ready.ctx;
    const commits = [];
    const windows = [];
    const free = slots.map((_, slot) => slot);
    const jobs = new Set();
    // A landing that threw, or bad configuration met in a slot, stops the queue (else: entry-failure.ts).
    let broken = null;
    let realTrunk = first.ready.trunk.sha;
    let trunk = realTrunk;
    let window = limit;
    const single = first.ready.ctx.settings.judgement.rule === 'single';
    /** Runs `measure` in a free slot; the queue's loop wakes when it ends. */
    const track = (measure) => {
        const slot = free.shift();
        const tracked = measure(slots[slot]).finally(() => {
            free.push(slot);
            jobs.delete(tracked);
        });
        jobs.add(tracked);
        return slot;
    };
    const start = (entry, speculative) => {
        entry.measuring = true;
        const label = `queue-${entry.position + 1}-${speculative.candidate.tree.slice(0, 8)}`;
        const slot = track(async ({ isolation, repo, trees, hiddenBeside }) => {
            const ctx = { ...entry.ready.ctx, isolation, repo, trees, hiddenBeside };
            try {
                const ok = await measureSpeculative(entry.ready, ctx, speculative, label);
                // A rebuild while it ran left it stale: its measurement stays in the ledger, the entry is not changed.
                if (entry.speculative !== speculative)
                    return;
                entry.measured = true;
                entry.failed = !ok;
            }
            catch (error) {
                if (entry.speculative !== speculative)
                    return;
                broken ??= queueWideError(error, deps.signal);
                fail(entry, { step: 'measuring', base: speculative.base, error });
            }
            finally {
                entry.measuring = entry.speculative !== speculative && entry.measuring;
            }
        });
        log(`queue: measuring ${entry.ready.ctx.sourceRef} on ${speculative.base.slice(0, 12)} (slot ${slot + 1})`);
    };
    /** The entry cannot land where it was built: the ones behind it are rebuilt without it. */
    const fail = (entry, failure) => {
        log(`queue: ${entry.ready.ctx.sourceRef}: ${failureText(failure)}`);
        Object.assign(entry, { failure, failed: true, measured: true });
    };
    // Single mode with no configured reference: trunk's tree is measured in a slot beside the first
    // candidates (recorded in the ledger, where the first landing finds it) instead of inside that landing.
    const trunkMeasured = new Set();
    const measureTrunkAhead = async (head) => {
        const { ctx } = head.ready;
        if (!single || head.speculative === null || free.length === 0)
            return;
        if ((0,gate_references/* firstReferences */.f)(ctx.settings).kind === 'known' || trunkMeasured.has(trunk))
            return;
        trunkMeasured.add(trunk);
        if ((await recordedScore(ctx, trunk)) !== null)
            return;
        const at = { branch: head.ready.trunk.branch, sha: trunk };
        const { protectedFiles } = head.speculative;
        const slot = track(async ({ isolation, repo, trees, hiddenBeside }) => {
            // A failure here is the first landing's to report: it measures trunk again itself.
            const inSlot = { ...ctx, isolation, repo, trees, hiddenBeside };
            await (0,judgement_single/* measureTrunk */.l)(inSlot, at, protectedFiles).catch(() => undefined);
        });
        log(`queue: measuring ${at.branch} at ${trunk.slice(0, 12)} (slot ${slot + 1})`);
    };
    // Single mode: an entry whose recorded score does not beat its base's is failing now, so the entries
    // behind it are rebuilt without it at once (its landing still judges it). The window moves on each
    // forecast as on a decision: it halves before anything more is built behind a failing guess.
    // Forecasts go in the queue's order (forecastDue), on the base each entry is expected on.
    const forecast = async () => {
        if (!single)
            return;
        for (let index = (0,queue_plan/* forecastDue */.w0)(trunk, waiting); index !== null; index = (0,queue_plan/* forecastDue */.w0)(trunk, waiting)) {
            const entry = waiting[index];
            const { candidate, builtOn } = entry;
            const accepted = await forecastAccepted(entry.ready.ctx, candidate, builtOn);
            if (accepted === null)
                return;
            entry.forecast = true;
            window = (0,queue_plan/* nextWindow */.KC)(window, limit, accepted);
            if (!accepted) {
                log(`queue: ${entry.ready.ctx.sourceRef} does not improve on ${builtOn.slice(0, 12)}`);
                entry.failed = true;
            }
        }
    };
    /**
     * A landing, by the gate's own procedure. Beside the slots' running measurements (W > 1, and it
     * will not evaluate: forecast.ts) it runs while the queue goes on building and measuring, and gets
     * no re-judgement: a run snapshots and puts back this repository's git state, which the
     * measurements' ledger lines change. Resolves to null when trunk moved under it (nothing landed).
     */
    const landBeside = async (head) => {
        const gate = { ...input.gate, mode: 'merge', source: head.ready.ctx.sourceRef };
        const verdict = (await (0,run/* runGateProcedure */.c)({ ...gate, maxRejudge: '0' }, deps)).verdict;
        return verdict.reasons.some((reason) => reason.code === 'superseded') ? null : verdict;
    };
    /** A landing that may evaluate: once every running measurement ended, with the configured re-judgements. */
    const landAlone = async (head) => {
        await Promise.allSettled([...jobs]);
        if (broken !== null)
            throw broken;
        const gate = { ...input.gate, mode: 'merge', source: head.ready.ctx.sourceRef };
        return (await (0,run/* runGateProcedure */.c)(gate, deps)).verdict;
    };
    /**
     * The head's verdict: the window moves, and the queue follows what landed. `before`: the commit the
     * head was to land on, which the next entry lands on when this one did not land.
     */
    const settle = async (head, verdict, before) => {
        verdicts[head.position] = verdict;
        windows.push(window);
        // A forecast outcome moved the window already; an entry judged with no forecast moves it now.
        if (!head.forecast)
            window = (0,queue_plan/* nextWindow */.KC)(window, limit, verdict.decision === 'merged');
        if (verdict.decision !== 'merged' || verdict.merge_commit === null) {
            // Trunk moved under the queue (another merge): what is built on the old trunk is rebuilt.
            const now = verdict.target.sha_after;
            if (now !== null && now !== realTrunk)
                realTrunk = trunk = now;
            else
                trunk = before;
            return;
        }
        commits.push(verdict.merge_commit);
        realTrunk = verdict.merge_commit;
        // The landed commit is the head's speculative candidate plus the idea-tree record: the entries
        // built on that candidate stay valid. Anything else landed (trunk moved meanwhile): all rebuilt.
        const speculative = head.speculative;
        const same = speculative !== null &&
            ledger !== null &&
            (await ledger.keyTree(await head.ready.ctx.repo.treeOf(realTrunk))) ===
                (await ledger.keyTree(speculative.candidate.tree));
        trunk = same ? speculative.candidate.commit : realTrunk;
    };
    // The landing under way beside the measurements, and once it ended, its verdict.
    let landing = null;
    const inQueueRepository = slots.some((slot) => slot.inQueueRepository);
    while (waiting.length > 0 || landing !== null) {
        if (landing !== null && landing.verdict !== undefined) {
            const { head, verdict, before } = landing;
            landing = null;
            await settle(head, verdict ?? (await landAlone(head)), before);
            continue;
        }
        await forecast();
        const plan = (0,queue_plan/* planQueue */.jH)(trunk, waiting, window, free.length);
        for (const index of plan.build) {
            const entry = waiting[index];
            const base = plan.bases[index];
            const built = await orThrown(buildOn(entry.ready, base), deps.signal);
            Object.assign(entry, {
                builtOn: base,
                measuring: false,
                measured: false,
                failed: false,
                forecast: false,
                failure: null,
            });
            if (built.kind === 'threw') {
                Object.assign(entry, { speculative: null, candidate: null });
                fail(entry, { step: 'building', base, error: built.error });
            }
            else if (built.kind === 'failed') {
                log(`queue: ${entry.ready.ctx.sourceRef} cannot land on ${base.slice(0, 12)}: ${built.why}`);
                Object.assign(entry, { speculative: null, candidate: null, failed: true, measured: true });
            }
            else {
                Object.assign(entry, {
                    speculative: built.speculative,
                    candidate: built.speculative.candidate.commit,
                    measured: built.measured,
                });
            }
        }
        if (plan.build.length > 0)
            continue;
        const head = waiting[0];
        const deciding = head !== undefined && plan.decideHead && landing === null;
        // Free slots are filled before a landing too (in clones of their own, the landing does not wait for them).
        if (head !== undefined && (!deciding || !inQueueRepository)) {
            await measureTrunkAhead(head);
            for (const index of plan.measure) {
                const entry = waiting[index];
                if (free.length === 0)
                    break;
                if (entry.speculative !== null)
                    start(entry, entry.speculative);
            }
        }
        if (!deciding) {
            const pending = [...jobs, ...(landing === null ? [] : [landing.done])];
            if (pending.length === 0)
                throw new errors/* InfraError */.Ri('internal: the queue has nothing to wait for');
            await Promise.race(pending);
            if (broken !== null)
                throw broken;
            continue;
        }
        waiting.shift();
        if (head.failure !== null) {
            await settle(head, entryFailureVerdict(head.ready.verdict, head.failure, realTrunk), trunk);
            continue;
        }
        // Its outcome forecast (failing, or accepted on the state it was built on) and nothing to evaluate:
        // it lands beside the measurements, and the queue goes on as if it landed as forecast.
        const beside = !inQueueRepository &&
            (head.failed || head.forecast) &&
            (await landsWithoutEvaluating(head.ready, { branch: head.ready.trunk.branch, sha: realTrunk }));
        if (!beside) {
            await settle(head, await landAlone(head), trunk);
            continue;
        }
        const underWay = {
            head,
            before: trunk,
            done: landBeside(head).then((verdict) => {
                underWay.verdict = verdict;
            }, (error) => {
                broken ??= error;
                underWay.verdict = null;
            }),
        };
        landing = underWay;
        if (!head.failed && head.speculative !== null)
            trunk = head.speculative.candidate.commit;
    }
    await Promise.allSettled(jobs);
    return { commits, windows };
}

// EXTERNAL MODULE: ./src/report/gate-report.ts + 1 modules
var gate_report = __webpack_require__(96602);
// EXTERNAL MODULE: ./src/report/queue-report.ts
var queue_report = __webpack_require__(30568);
// EXTERNAL MODULE: ./src/util/redact.ts
var util_redact = __webpack_require__(50767);
;// CONCATENATED MODULE: ./src/run/queue.ts





/**
 * The queue as the faces run it: every verdict redacted, then REPORT.md's section (with `--report`,
 * else beside the local session's tree, else in the git folder). A report that cannot be written after
 * something landed is a warning on the last landed verdict, not an error.
 */
async function runQueueReported(input, deps) {
    const redact = (0,util_redact/* createRedactor */.lY)(deps.env ?? process.env);
    const run = await runQueue(input, deps);
    const outcome = { ...run, verdicts: run.verdicts.map((verdict) => (0,util_redact/* redactStrings */.eT)(verdict, redact)) };
    const target = await (0,gate_report/* reportTarget */.E6)(input.gate, outcome, (0,gate_report/* repositoryPlaces */.xO)(deps.git ?? adapter/* defaultGitFactory */.kL));
    try {
        await (0,gate_report/* writeGateReport */.JI)(redact((0,queue_report.renderQueueMarkdown)(outcome)), target.path, outcome.sessionDir, target.noSymlinksBelow);
    }
    catch (error) {
        if (outcome.landed.length === 0)
            throw error;
        const warning = redact(`REPORT.md was not written: ${error instanceof Error ? error.message : String(error)}`);
        deps.log?.(`warning: ${warning}`);
        return { ...outcome, warnings: [...outcome.warnings, warning] };
    }
    return {
        ...outcome,
        verdicts: outcome.verdicts.map((verdict) => ({ ...verdict, report_path: target.path })),
    };
}


/***/ })

};
