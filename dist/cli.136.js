export const id = 136;
export const ids = [136,810];
export const modules = {

/***/ 64136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportedAggregate: () => (/* binding */ reportedAggregate)
});

// EXTERNAL MODULE: ./src/gate/context.ts
var context = __webpack_require__(72104);
// EXTERNAL MODULE: ./src/gate/judge.ts + 6 modules
var judge = __webpack_require__(71606);
// EXTERNAL MODULE: ./src/gate/judgement/seeds.ts
var judgement_seeds = __webpack_require__(64425);
// EXTERNAL MODULE: ./src/gate/land.ts + 1 modules
var land = __webpack_require__(30655);
// EXTERNAL MODULE: ./src/gate/ledger/share.ts
var share = __webpack_require__(17762);
// EXTERNAL MODULE: ./src/shards/plan.ts
var shards_plan = __webpack_require__(41306);
// EXTERNAL MODULE: ./src/shards/planned.ts
var planned = __webpack_require__(64511);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/shards/shape.ts
var shape = __webpack_require__(85580);
;// CONCATENATED MODULE: ./src/shards/results.ts
/**
 * The results folder the aggregate reads (actions/download-artifact with `merge-multiple` puts every
 * shard's `<id>.json` in one folder): every planned shard's result exactly once, each in the pinned
 * shape and naming the plan's tree, commit, evaluator and seed. Anything else there is a problem
 * naming the shard (or the file): the aggregate's verdict is then `error`, never an accept. Names and
 * contents are untrusted (a shard job wrote them): they are quoted, never followed (no symlink), and
 * read within a size bound.
 */




/** A result holds bounded logs (head + tail of each attempt): far more than this is not one. */
const MAX_RESULT_BYTES = 8 * 1024 * 1024;
/** More files than this many per planned shard is not a download of the plan's artifacts. */
const FILES_PER_SHARD = 4;
async function listFiles(dir, limit) {
    const files = [];
    const others = [];
    const walk = async (folder) => {
        for (const entry of await (0,promises_.readdir)(folder, { withFileTypes: true })) {
            const path = (0,external_node_path_.join)(folder, entry.name);
            if (entry.isDirectory())
                await walk(path);
            else if (entry.isFile())
                files.push(path);
            else
                others.push(path);
            if (files.length + others.length > limit)
                return;
        }
    };
    await walk(dir);
    return { files, others };
}
function mismatch(shard, result) {
    for (const field of ['tree', 'commit', 'evaluator', 'seed']) {
        if (result[field] !== shard[field]) {
            return `shard ${shard.id}: its ${field} ${JSON.stringify(result[field])} is not the plan's ${JSON.stringify(shard[field])}`;
        }
    }
    return null;
}
/** Every planned shard's result from `dir`, or every problem found (each naming its shard or file). */
async function readResults(dir, doc) {
    const info = await (0,promises_.lstat)(dir).catch(() => null);
    if (info === null || !info.isDirectory())
        throw new errors/* UserError */.yo(`results folder ${dir} does not exist`);
    const planned = new Map(doc.shards.map((shard) => [shard.id, shard]));
    const limit = FILES_PER_SHARD * Math.max(1, planned.size);
    const { files, others } = await listFiles(dir, limit);
    const name = (path) => JSON.stringify((0,external_node_path_.relative)(dir, path));
    const problems = others.map((path) => `${name(path)}: not a regular file (a result is a <id>.json file)`);
    if (files.length + others.length > limit) {
        problems.push(`the results folder holds more than ${limit} files for ${planned.size} planned shard(s)`);
        return { problems };
    }
    const results = new Map();
    const seenAt = new Map();
    for (const path of files.sort()) {
        const match = /^([a-z0-9]+)\.json$/.exec((0,external_node_path_.relative)(dir, path).split(/[\\/]/).pop() ?? '');
        if (match === null) {
            problems.push(`${name(path)}: not a shard result (only <id>.json files belong in the results folder)`);
            continue;
        }
        const id = match[1];
        const shard = planned.get(id);
        if (shard === undefined) {
            problems.push(`${name(path)}: shard ${id} is not in the plan (an extra or foreign shard)`);
            continue;
        }
        const first = seenAt.get(id);
        if (first !== undefined) {
            problems.push(`shard ${id}: two results (${name(first)} and ${name(path)})`);
            continue;
        }
        seenAt.set(id, path);
        const size = (await (0,promises_.lstat)(path)).size;
        if (size > MAX_RESULT_BYTES) {
            problems.push(`shard ${id}: its result is ${size} bytes, more than ${MAX_RESULT_BYTES}`);
            continue;
        }
        const parsed = (0,shape/* parseShardResult */.Fm)(await (0,promises_.readFile)(path, 'utf8'));
        if ('problem' in parsed) {
            problems.push(`shard ${id} (${name(path)}): not a shard result: ${parsed.problem}`);
            continue;
        }
        if (parsed.shard !== id) {
            problems.push(`shard ${id} (${name(path)}): the file holds the result of shard ${JSON.stringify(parsed.shard)}`);
            continue;
        }
        const wrong = mismatch(shard, parsed);
        if (wrong !== null) {
            problems.push(wrong);
            continue;
        }
        results.set(id, parsed);
    }
    for (const id of planned.keys()) {
        if (!seenAt.has(id))
            problems.push(`shard ${id}: no result (its artifact is missing from the results folder)`);
    }
    return problems.length > 0 ? { problems } : { results };
}

;// CONCATENATED MODULE: ./src/shards/aggregate.ts









/** A run the judgement asked for that no result answers: the next wave's, or one the plan left to the ledger. */
class Unplanned extends Error {
    id;
    index;
    constructor(id, 
    /** The pair (or repeat) number of the run; 0 for an unseeded run. */
    index) {
        super(`shard ${id} has no result`);
        this.id = id;
        this.index = index;
    }
}
/** A shard's result as the run it stands for; attempts numbered on from `firstAttempt`. */
function asRun(result, firstAttempt) {
    return {
        attempts: result.attempts.map((attempt, i) => ({ ...attempt, n: firstAttempt + i })),
        score: result.score ?? null,
        failure: result.failure ?? null,
        scoreKey: result.score_key ?? null,
        scoreLine: null,
        warnings: result.warnings ?? [],
    };
}
function errorVerdict(verdict, problems) {
    return {
        ...verdict,
        decision: 'error',
        reasons: [...verdict.reasons, ...problems.map((message) => ({ code: 'shard_result', message }))],
    };
}
/** Judges the plan's complete results and, in merge mode, lands; or plans the next wave. */
async function aggregateShards(doc, resultsDir, input, deps) {
    const prepared = await (0,planned.preparePlanned)(doc, input, deps, 'aggregate');
    const place = { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
    if (prepared.kind === 'final')
        return { ...place, kind: 'verdict', verdict: prepared.verdict };
    const { logs } = prepared.ctx;
    try {
        const outcome = await judgeResults(prepared, doc, resultsDir);
        const verdict = outcome.kind === 'verdict' && input.mode === 'verify'
            ? await (0,share/* shareVerifyLines */.ML)(prepared.ctx, outcome.verdict)
            : outcome.verdict;
        return { ...place, ...outcome, verdict: { ...verdict, logs: await logs.close() } };
    }
    catch (error) {
        await logs.close().catch(() => undefined);
        throw error;
    }
}
async function judgeResults(prepared, doc, resultsDir) {
    const { plan } = doc;
    const read = await readResults(resultsDir, doc);
    if ('problems' in read)
        return { kind: 'verdict', verdict: errorVerdict(prepared.verdict, read.problems) };
    const { ctx } = prepared;
    const commits = { trunk: plan.trunk_sha, candidate: prepared.candidate.commit };
    // The seeds the judgement runs on, as the plan drew them (seeds.ts): a seed's number is its shard's.
    const count = Math.max(ctx.settings.evalRepeats, plan.looks[plan.looks.length - 1]);
    const seeds = {
        trunk: await (0,judgement_seeds/* judgementSeeds */.a1)(ctx, await ctx.repo.treeOf(plan.trunk_sha), count),
        candidate: await (0,judgement_seeds/* judgementSeeds */.a1)(ctx, prepared.candidate.tree, count),
    };
    const runAt = async (commit, at) => {
        const side = commit === commits.trunk ? 'trunk' : commit === commits.candidate ? 'candidate' : null;
        if (side === null)
            throw new Error(`internal: the judgement asked for commit ${commit}, which the plan has not`);
        // Paired: both sides run on the candidate's seeds; single: each tree on its own.
        const drawn = plan.rule === 'paired' ? seeds.candidate : seeds[side];
        const index = at.seed === null ? 0 : drawn.indexOf(at.seed) + 1;
        const id = (0,shape/* shardId */.oE)(side, index);
        const result = read.results.get(id);
        if (result === undefined || result.seed !== at.seed)
            throw new Unplanned(id, index);
        return { result: asRun(result, at.firstAttempt), tampered: result.tampered ?? [] };
    };
    const ready = { ...prepared, ctx: { ...ctx, deps: { ...ctx.deps, runAt } } };
    // The shards' results are recorded only when the judgement accepts them (gate-ledger.ts holdRecords).
    ctx.ledger?.holdRecords();
    let judged;
    try {
        judged = await (0,judge/* judge */.S)(ready);
    }
    catch (error) {
        if (!(error instanceof Unplanned))
            throw error;
        const waveEnd = plan.looks[plan.wave - 1];
        if (plan.rule === 'paired' && error.index > waveEnd && plan.wave < plan.looks.length) {
            const wave = await (0,shards_plan/* nextWave */.H)(ready, doc, ctx.deps);
            ctx.log(`wave ${plan.wave} is inconclusive at ${waveEnd} pair(s): wave ${plan.wave + 1} has ${wave.shards.length} shard(s)`);
            return { kind: 'next', verdict: prepared.verdict, wave };
        }
        const message = `shard ${error.id}: no result, and the ledger here holds no run for it (the plan left it out because the plan job's ledger did: fetch the ledger's notes ref first)`;
        return { kind: 'verdict', verdict: errorVerdict(prepared.verdict, [message]) };
    }
    if (judged.kind === 'final')
        return { kind: 'verdict', verdict: judged.verdict };
    await ctx.ledger?.release();
    if (!ready.writes)
        return { kind: 'verdict', verdict: { ...judged.verdict, decision: 'would_merge' } };
    const landing = await (0,land/* land */.o)(ready, judged);
    if (landing.kind === 'merged')
        return { kind: 'verdict', verdict: landing.verdict };
    const message = landing.kind === 'cancelled'
        ? 'the call was cancelled before the push began: nothing was merged'
        : `${plan.trunk_branch} moved to ${landing.trunk.sha.slice(0, 12)} since the plan: nothing was merged (the aggregate never evaluates, so it cannot re-judge: plan again)`;
    return {
        kind: 'verdict',
        verdict: (0,context/* reject */.k)(judged.verdict, [
            { code: landing.kind === 'cancelled' ? 'cancelled' : 'superseded', message },
        ]),
    };
}

// EXTERNAL MODULE: ./src/run/gate.ts
var gate = __webpack_require__(28810);
;// CONCATENATED MODULE: ./src/run/aggregate.ts


function reportedAggregate(doc, resultsDir, input, deps) {
    return (0,gate/* reportedRun */.T)(input, deps, () => aggregateShards(doc, resultsDir, input, deps), (judged) => judged.kind === 'verdict');
}


/***/ }),

/***/ 28810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ reportedRun),
/* harmony export */   runGate: () => (/* binding */ runGate)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _gate_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93654);
/* harmony import */ var _git_adapter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58555);
/* harmony import */ var _report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96602);
/* harmony import */ var _util_atomic_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63827);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50767);
/**
 * The gate as every face runs it (the CLI, the Action, the MCP server): `runGate` judges (and lands,
 * for merge) through the procedure in gate/run.ts, which writes no report, then writes REPORT.md's
 * gate section from the verdict (report/gate-report.ts). `reportedRun` does the same for any
 * procedure that ends in a verdict, the sharded aggregate among them.
 */







/**
 * An explicit --report that leads through a symbolic link in the checkout is refused before anything
 * runs (exit 2, nothing judged or merged); the default places are checked when written.
 */
async function refuseLinkedReportPath(input, placesOf) {
    if (input.reportPath === undefined || input.reportPath === '')
        return;
    const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(input.cwd ?? process.cwd());
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(cwd) || (await placesOf(cwd)) === null)
        return; // the procedure says what is wrong
    const target = await (0,_report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__/* .reportTarget */ .E6)(input, { cwd, sessionDir: null }, placesOf);
    await (0,_util_atomic_js__WEBPACK_IMPORTED_MODULE_5__/* .refuseSymlinks */ .jX)(target.path, target.noSymlinksBelow);
}
/**
 * The gate as the faces run it: judge (and land, for merge), then REPORT.md from the verdict. The
 * verdict comes back with every text redacted, before any face escapes it: an escaped secret
 * (`abc\-def`) would no longer be found by redacting the rendered page.
 */
async function runGate(input, deps) {
    return (await reportedRun(input, deps, () => (0,_gate_run_js__WEBPACK_IMPORTED_MODULE_2__/* .runGateProcedure */ .c)(input, deps))).verdict;
}
/**
 * Any procedure that ends in a verdict, run as `runGate` runs the gate (the sharded aggregate too): an
 * explicit --report through a link refused before it runs, then the verdict redacted and written to
 * REPORT.md. An outcome `reports` says is not a verdict yet (an aggregate's next wave) comes back as is.
 */
async function reportedRun(input, deps, procedure, reports = () => true) {
    const placesOf = (0,_report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__/* .repositoryPlaces */ .xO)(deps.git ?? _git_adapter_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultGitFactory */ .kL);
    await refuseLinkedReportPath(input, placesOf);
    const redact = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .createRedactor */ .lY)(deps.env ?? process.env);
    const outcome = await procedure();
    if (!reports(outcome))
        return outcome;
    const redacted = { ...outcome, verdict: (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redactStrings */ .eT)(outcome.verdict, redact) };
    try {
        return { ...outcome, verdict: await (0,_report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__/* .writeVerdictReport */ .pF)(input, redacted, redact, placesOf) };
    }
    catch (error) {
        // Once trunk moved the verdict stands: a report that cannot be written is a warning beside it.
        if (redacted.verdict.decision !== 'merged')
            throw error;
        const warning = redact(`REPORT.md was not written: ${error instanceof Error ? error.message : String(error)}`);
        deps.log?.(`warning: ${warning}`);
        return {
            ...outcome,
            verdict: { ...redacted.verdict, warnings: [...redacted.verdict.warnings, warning] },
        };
    }
}


/***/ })

};
