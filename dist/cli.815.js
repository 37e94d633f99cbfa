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
// EXTERNAL MODULE: ./src/gate/judge.ts + 2 modules
var judge = __webpack_require__(13434);
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
    seed;
    constructor(id, seed) {
        super(`shard ${id} has no result`);
        this.id = id;
        this.seed = seed;
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
    const commits = { trunk: plan.trunk_sha, candidate: prepared.candidate.commit };
    const runAt = async (commit, at) => {
        const side = commit === commits.trunk ? 'trunk' : commit === commits.candidate ? 'candidate' : null;
        if (side === null)
            throw new Error(`internal: the judgement asked for commit ${commit}, which the plan has not`);
        const id = (0,shape/* shardId */.oE)(side, at.seed);
        const result = read.results.get(id);
        if (result === undefined)
            throw new Unplanned(id, at.seed);
        return { result: asRun(result, at.firstAttempt), tampered: result.tampered ?? [] };
    };
    const { ctx } = prepared;
    const ready = { ...prepared, ctx: { ...ctx, deps: { ...ctx.deps, runAt } } };
    let judged;
    try {
        judged = await (0,judge/* judge */.S)(ready);
    }
    catch (error) {
        if (!(error instanceof Unplanned))
            throw error;
        const waveEnd = plan.looks[plan.wave - 1];
        if (plan.rule === 'paired' &&
            error.seed !== null &&
            error.seed > waveEnd &&
            plan.wave < plan.looks.length) {
            const wave = await (0,shards_plan/* nextWave */.H)(ready, doc, ctx.deps);
            ctx.log(`wave ${plan.wave} is inconclusive at ${waveEnd} pair(s): wave ${plan.wave + 1} has ${wave.shards.length} shard(s)`);
            return { kind: 'next', verdict: prepared.verdict, wave };
        }
        const message = `shard ${error.id}: no result, and the ledger here holds no run for it (the plan left it out because the plan job's ledger did: fetch the ledger's notes ref first)`;
        return { kind: 'verdict', verdict: errorVerdict(prepared.verdict, [message]) };
    }
    if (judged.kind === 'final')
        return { kind: 'verdict', verdict: judged.verdict };
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


/***/ }),

/***/ 41306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ nextWave),
/* harmony export */   planShards: () => (/* binding */ planShards)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(83916);
/* harmony import */ var _gate_judgement_paired_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60130);
/* harmony import */ var _gate_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76298);
/* harmony import */ var _gate_prepare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17237);
/* harmony import */ var _gate_static_checks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15378);
/* harmony import */ var _planned_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64511);
/* harmony import */ var _rebuild_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(33966);
/* harmony import */ var _shape_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(85580);
/**
 * `plan` (issue 20): everything `verify` resolves and checks before it evaluates (the trusted tree,
 * trunk, the source, the candidate, the static checks), and then, instead of evaluating, the shards:
 * one per side and seed of the first wave, leaving out what the ledger already holds. A refusal in
 * the static checks is the final verdict: nothing fans out. `nextWave` plans a later wave of the
 * same plan (the aggregate's inconclusive look).
 */








/** The plan's looks: paired mode's schedule (`looks`, else min-repeats then max-repeats); one wave in single mode. */
function planLooks(ready) {
    const { judgement } = ready.ctx.settings;
    if (judgement.rule === 'single')
        return [1];
    if (judgement.looks !== null)
        return judgement.looks;
    return [...new Set([judgement.minPairs, judgement.maxPairs])];
}
/** The seeds single mode runs: 1..eval-repeats, or one unseeded run. */
function singleSeeds(ready) {
    const repeats = ready.ctx.settings.evalRepeats;
    return repeats > 1 ? Array.from({ length: repeats }, (_, i) => i + 1) : [null];
}
/** The shards of one wave that the ledger cannot answer, in the order a single process would run them. */
async function waveShards(ready, looks, wave, evaluator) {
    const { ctx, candidate } = ready;
    const trees = {
        trunk: await ctx.repo.treeOf(candidate.trunkSha),
        candidate: candidate.tree,
    };
    const commits = { trunk: candidate.trunkSha, candidate: candidate.commit };
    const shard = (side, seed) => ({
        id: (0,_shape_js__WEBPACK_IMPORTED_MODULE_5__/* .shardId */ .oE)(side, seed),
        side,
        tree: trees[side],
        commit: commits[side],
        seed,
        evaluator,
    });
    const shards = [];
    if (ctx.settings.judgement.rule === 'paired') {
        for (const seed of (0,_shape_js__WEBPACK_IMPORTED_MODULE_5__/* .waveSeeds */ .B$)(looks, wave)) {
            for (const side of (0,_gate_judgement_paired_js__WEBPACK_IMPORTED_MODULE_0__/* .pairOrder */ .fM)(seed)) {
                const known = await (0,_gate_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__/* .reusableRun */ .lG)(ctx, trees[side], seed);
                if (known === null || known.score === null)
                    shards.push(shard(side, seed));
            }
        }
        return shards;
    }
    const measuresTrunk = ready.references.kind === 'measure' && (await (0,_gate_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__/* .ledgerReference */ .le)(ctx, ready.trunk)) === null;
    if (measuresTrunk)
        shards.push(...singleSeeds(ready).map((seed) => shard('trunk', seed)));
    if ((await (0,_gate_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__/* .reusableMeasurement */ .yi)(ctx, candidate.tree)) === null) {
        shards.push(...singleSeeds(ready).map((seed) => shard('candidate', seed)));
    }
    return shards;
}
/** The gate input the plan carries to every job: the settings as given, without this job's own fields or secrets. */
function planSettings(input, looks, paired) {
    const { mode: _mode, cwd: _cwd, dryRun: _dry, reportPath: _report, ledgerKey: _key, agent: _agent, ...settings } = input;
    return paired ? { ...settings, looks: looks.join(',') } : settings;
}
/** The wave's matrix, or the refusal that names the settings sizing it (GitHub's limits). */
function checkedMatrix(ready, shards, shardBy, deps) {
    const matrix = (0,_shape_js__WEBPACK_IMPORTED_MODULE_5__/* .waveMatrix */ .to)(shards, shardBy);
    const sizedBy = ready.ctx.settings.judgement.rule === 'paired'
        ? `${deps.name('minRepeats')} (the first wave's pairs) or ${deps.name('looks')} / ${deps.name('maxRepeats')} (the later waves')`
        : deps.name('evalRepeats');
    const problem = (0,_shape_js__WEBPACK_IMPORTED_MODULE_5__/* .matrixLimitProblem */ .Uw)(matrix, sizedBy);
    if (problem !== null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(problem);
    return matrix;
}
/** Resolves, checks and plans the first wave; a final verdict when there is nothing to fan out. */
async function planShards(input, deps, shardBy) {
    const prepared = await (0,_gate_prepare_js__WEBPACK_IMPORTED_MODULE_2__/* .prepare */ .i)({ ...input, mode: 'verify' }, deps);
    const place = { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
    if (prepared.kind === 'final')
        return { ...place, verdict: prepared.verdict, kind: 'final' };
    const { ctx, trunk, candidate } = prepared;
    try {
        // Under the judge's own time budget: a plan gives up where verify would, as the same verdict.
        const checked = await (0,_gate_static_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .budgetedStaticChecks */ ._1)(ctx, trunk, candidate, prepared.verdict);
        if ('timeout' in checked)
            return { ...place, kind: 'final', verdict: checked.timeout };
        if (checked.verdict.reasons.length > 0)
            return { ...place, kind: 'final', verdict: checked.verdict };
        const looks = planLooks(prepared);
        const evaluator = (0,_planned_js__WEBPACK_IMPORTED_MODULE_4__.evaluatorOf)(ctx);
        const plan = {
            version: _shape_js__WEBPACK_IMPORTED_MODULE_5__/* .PLAN_VERSION */ .Ze,
            trunk_sha: trunk.sha,
            trunk_branch: trunk.branch,
            source_sha: ctx.sourceSha,
            source_ref: ctx.sourceRef,
            node_id: ctx.nodeId,
            candidate_tree: candidate.tree,
            candidate: await (0,_rebuild_js__WEBPACK_IMPORTED_MODULE_7__/* .pinCandidate */ .p)(ctx.repo, candidate.commit),
            evaluator,
            rule: ctx.settings.judgement.rule,
            shard_by: shardBy,
            settings: planSettings(input, looks, ctx.settings.judgement.rule === 'paired'),
            looks,
            wave: 1,
        };
        const shards = await waveShards(prepared, looks, 1, evaluator);
        const matrix = checkedMatrix(prepared, shards, shardBy, deps);
        ctx.log(`plan: ${shards.length} shard(s) in wave 1 of ${looks.length} (looks at ${looks.join(', ')})`);
        return { ...place, kind: 'plan', document: { plan, shards }, matrix, shards };
    }
    finally {
        await ctx.logs.close().catch(() => undefined);
    }
}
/** The next wave of `ready`'s plan: the document with its shards added, and the wave's matrix. */
async function nextWave(ready, doc, deps) {
    const { plan } = doc;
    const wave = plan.wave + 1;
    const shards = await waveShards(ready, plan.looks, wave, plan.evaluator);
    const matrix = checkedMatrix(ready, shards, plan.shard_by, deps);
    return { document: { plan: { ...plan, wave }, shards: [...doc.shards, ...shards] }, matrix, shards };
}


/***/ }),

/***/ 64511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   evaluatorOf: () => (/* binding */ evaluatorOf),
/* harmony export */   plannedInput: () => (/* binding */ plannedInput),
/* harmony export */   preparePlanned: () => (/* binding */ preparePlanned)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _gate_prepare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17237);
/* harmony import */ var _ledger_evaluator_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74812);
/* harmony import */ var _rebuild_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33966);
/**
 * What every job of the sharded flow starts from: the gate's own `prepare` on the plan's settings
 * (the same trusted tree, settings, isolation and ledger resolution as `verify` and `merge`), then
 * trunk and the candidate taken from the plan, not from this checkout: the candidate rebuilt and
 * compared (rebuild.ts), and this job's evaluator compared with the plan's, so that every result of
 * a verdict measures the same tree with the same command, score rule and isolation.
 */




/** The evaluator id of a run's settings and isolation: what a shard, its result and the ledger name. */
function evaluatorOf(ctx) {
    const { settings } = ctx;
    return (0,_ledger_evaluator_js__WEBPACK_IMPORTED_MODULE_1__/* .evaluatorId */ .b)({
        command: settings.evalCmdTest,
        score: settings.score,
        isolation: ctx.isolation.mode,
        version: settings.evaluatorVersion,
    });
}
/** The gate input a job runs with: the plan's settings, the plan's exact source, this job's own fields. */
function plannedInput(plan, mode, job) {
    const settings = plan.settings;
    return {
        ...settings,
        ...job,
        mode,
        source: plan.source_sha,
        ...(plan.node_id === null ? {} : { nodeId: plan.node_id }),
    };
}
/**
 * `prepare` on the plan, with the plan's trunk and rebuilt candidate in place of this checkout's; a
 * final verdict when prepare reached one (a refusal the plan job would have reached too). Throws a
 * UserError when this job's evaluator or candidate is not the plan's: the job cannot run.
 */
async function preparePlanned(doc, input, deps, label) {
    const { plan } = doc;
    const prepared = await (0,_gate_prepare_js__WEBPACK_IMPORTED_MODULE_0__/* .prepare */ .i)(input, deps);
    if (prepared.kind === 'final')
        return prepared;
    const { ctx } = prepared;
    try {
        const evaluator = evaluatorOf(ctx);
        if (evaluator !== plan.evaluator) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${label}: this job's evaluator ${evaluator} (its eval command, score rule, ${deps.name('evalIsolation')} ${ctx.isolation.mode}, ${deps.name('evaluatorVersion')}) is not the plan's ${plan.evaluator}`);
        }
        const commit = await (0,_rebuild_js__WEBPACK_IMPORTED_MODULE_3__/* .rebuildCandidate */ .j)(ctx.repo, plan, label);
        const trunk = { branch: plan.trunk_branch, sha: plan.trunk_sha };
        const base = (await ctx.repo.mergeBase(plan.trunk_sha, plan.source_sha)) ?? plan.trunk_sha;
        const kind = base === plan.trunk_sha ? 'source' : 'merge';
        return {
            ...prepared,
            ctx: { ...ctx, sourceRef: plan.source_ref },
            trunk,
            candidate: { kind, commit, tree: plan.candidate_tree, base, trunkSha: plan.trunk_sha },
            verdict: {
                ...prepared.verdict,
                source: { ref: plan.source_ref, sha: plan.source_sha },
                target: { ...prepared.verdict.target, sha_before: plan.trunk_sha, sha_after: plan.trunk_sha },
            },
        };
    }
    catch (error) {
        await ctx.logs.close().catch(() => undefined);
        throw error;
    }
}


/***/ }),

/***/ 33966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ rebuildCandidate),
/* harmony export */   p: () => (/* binding */ pinCandidate)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/**
 * The candidate exists only where it was built: the plan job pins its commit object (author,
 * committer, dates, message), and every shard and the aggregate rebuild it from the plan (merge-tree
 * of the plan's trunk and source, then commit-tree with the pinned identity) and refuse to go on when
 * the rebuilt tree or commit differs. The same tree and commit everywhere is what makes a shard's
 * result a measurement of the plan's candidate.
 */

/** `Name <email> 1700000000 +0000`: the identity and date of a commit object's author or committer line. */
const IDENTITY = /^(.*) <([^<>\n]*)> ([0-9]+ [+-][0-9]{4})$/;
/** The candidate commit's pinned identity and message, read from its commit object. */
async function pinCandidate(repo, commit) {
    const text = await repo.run(['cat-file', 'commit', commit]);
    const split = text.indexOf('\n\n');
    const headers = text.slice(0, split).split('\n');
    const header = (name) => headers.find((line) => line.startsWith(`${name} `))?.slice(name.length + 1);
    const author = header('author');
    const committer = header('committer');
    if (author === undefined || committer === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`internal: the candidate ${commit} has no author or committer`);
    }
    return { commit, author, committer, message: text.slice(split + 2).replace(/\n$/, '') };
}
function identityEnv(role, line, label) {
    const match = IDENTITY.exec(line);
    if (match === null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${label}: the plan's candidate ${role.toLowerCase()} is not a git identity`);
    return {
        [`GIT_${role}_NAME`]: match[1],
        [`GIT_${role}_EMAIL`]: match[2],
        [`GIT_${role}_DATE`]: `@${match[3]}`,
    };
}
/**
 * The plan's candidate, rebuilt in this repository: its commit id, or a UserError (the job could not
 * run) when the merge conflicts or the rebuilt tree or commit is not the plan's.
 */
async function rebuildCandidate(repo, plan, label) {
    for (const sha of [plan.trunk_sha, plan.source_sha]) {
        if ((await repo.resolveCommit(sha, label)) === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${label}: commit ${sha.slice(0, 12)} of the plan is not in this repository (check out with fetch-depth: 0)`);
        }
    }
    const merged = await repo.mergeTree(plan.trunk_sha, plan.source_sha);
    if (!merged.merged || merged.tree !== plan.candidate_tree) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${label}: the merge of ${plan.source_sha.slice(0, 12)} into ${plan.trunk_sha.slice(0, 12)} rebuilt here is ${merged.merged ? `tree ${merged.tree.slice(0, 12)}` : 'a conflict'}, not the plan's tree ${plan.candidate_tree.slice(0, 12)}: refusing to evaluate something else`);
    }
    const pinned = plan.candidate;
    const env = {
        ...identityEnv('AUTHOR', pinned.author, label),
        ...identityEnv('COMMITTER', pinned.committer, label),
    };
    const args = ['commit-tree', merged.tree, '-p', plan.trunk_sha, '-p', plan.source_sha, '--no-gpg-sign'];
    const commit = (await repo.run([...args, '-m', pinned.message], env)).trim();
    if (commit !== pinned.commit) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${label}: the candidate rebuilt here is commit ${commit.slice(0, 12)}, not the plan's ${pinned.commit.slice(0, 12)}`);
    }
    return commit;
}


/***/ })

};
