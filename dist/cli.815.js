export const id = 815;
export const ids = [815];
export const modules = {

/***/ 70815:
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

// EXTERNAL MODULE: ./src/report/gate-report.ts + 1 modules
var gate_report = __webpack_require__(96602);
;// CONCATENATED MODULE: ./src/report/aggregate-report.ts


function reportedAggregate(doc, resultsDir, input, deps) {
    return (0,gate_report/* reportedRun */.T_)(input, deps, () => aggregateShards(doc, resultsDir, input, deps), (judged) => judged.kind === 'verdict');
}


/***/ })

};
