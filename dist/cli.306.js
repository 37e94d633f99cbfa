export const id = 306;
export const ids = [306];
export const modules = {

/***/ 41306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ nextWave),
/* harmony export */   planShards: () => (/* binding */ planShards)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(83916);
/* harmony import */ var _gate_judgement_paired_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14200);
/* harmony import */ var _gate_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76298);
/* harmony import */ var _gate_judgement_seeds_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64425);
/* harmony import */ var _gate_prepare_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77119);
/* harmony import */ var _gate_static_checks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72861);
/* harmony import */ var _planned_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64511);
/* harmony import */ var _rebuild_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(33966);
/* harmony import */ var _shape_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(85580);
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
/** The seeds single mode runs on `tree`, numbered from 1 (the shard ids): eval-repeats drawn seeds, or one unseeded run. */
async function singleSeeds(ready, tree) {
    const repeats = ready.ctx.settings.evalRepeats;
    if (repeats < 2)
        return [{ index: 0, seed: null }];
    const seeds = await (0,_gate_judgement_seeds_js__WEBPACK_IMPORTED_MODULE_2__/* .judgementSeeds */ .a1)(ready.ctx, tree, repeats);
    return seeds.map((seed, i) => ({ index: i + 1, seed }));
}
/** The shards of one wave that the ledger cannot answer, in the order a single process would run them. */
async function waveShards(ready, looks, wave, evaluator) {
    const { ctx, candidate } = ready;
    const trees = {
        trunk: await ctx.repo.treeOf(candidate.trunkSha),
        candidate: candidate.tree,
    };
    const commits = { trunk: candidate.trunkSha, candidate: candidate.commit };
    const shard = (side, { index, seed }) => ({
        id: (0,_shape_js__WEBPACK_IMPORTED_MODULE_6__/* .shardId */ .oE)(side, index),
        side,
        tree: trees[side],
        commit: commits[side],
        seed,
        evaluator,
    });
    const shards = [];
    if (ctx.settings.judgement.rule === 'paired') {
        // Both sides on the candidate's seeds, as the judgement runs them.
        const seeds = await (0,_gate_judgement_seeds_js__WEBPACK_IMPORTED_MODULE_2__/* .judgementSeeds */ .a1)(ctx, candidate.tree, looks[looks.length - 1]);
        for (const index of (0,_shape_js__WEBPACK_IMPORTED_MODULE_6__/* .waveSeeds */ .B$)(looks, wave)) {
            const seed = seeds[index - 1];
            for (const side of (0,_gate_judgement_paired_js__WEBPACK_IMPORTED_MODULE_0__/* .pairOrder */ .fM)(index)) {
                if ((await (0,_gate_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__/* .reusableRuns */ .se)(ctx, trees[side], seed)) === null)
                    shards.push(shard(side, { index, seed }));
            }
        }
        return shards;
    }
    const measuresTrunk = ready.references.kind === 'measure' && (await (0,_gate_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__/* .ledgerReference */ .le)(ctx, ready.trunk)) === null;
    if (measuresTrunk)
        shards.push(...(await singleSeeds(ready, trees.trunk)).map((at) => shard('trunk', at)));
    if ((await (0,_gate_ledger_use_js__WEBPACK_IMPORTED_MODULE_1__/* .reusableMeasurement */ .yi)(ctx, candidate.tree)) === null) {
        shards.push(...(await singleSeeds(ready, trees.candidate)).map((at) => shard('candidate', at)));
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
    const matrix = (0,_shape_js__WEBPACK_IMPORTED_MODULE_6__/* .waveMatrix */ .to)(shards, shardBy);
    const sizedBy = ready.ctx.settings.judgement.rule === 'paired'
        ? `${deps.name('minRepeats')} (the first wave's pairs) or ${deps.name('looks')} / ${deps.name('maxRepeats')} (the later waves')`
        : deps.name('evalRepeats');
    const problem = (0,_shape_js__WEBPACK_IMPORTED_MODULE_6__/* .matrixLimitProblem */ .Uw)(matrix, sizedBy);
    if (problem !== null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UserError */ .yo(problem);
    return matrix;
}
/** Resolves, checks and plans the first wave; a final verdict when there is nothing to fan out. */
async function planShards(input, deps, shardBy) {
    const prepared = (0,_planned_js__WEBPACK_IMPORTED_MODULE_5__.shardedRule)(await (0,_gate_prepare_js__WEBPACK_IMPORTED_MODULE_3__/* .prepare */ .i)({ ...input, mode: 'verify' }, deps));
    const place = { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
    if (prepared.kind === 'final')
        return { ...place, verdict: prepared.verdict, kind: 'final' };
    const { ctx, trunk, candidate } = prepared;
    try {
        // Under the judge's own time budget: a plan gives up where verify would, as the same verdict.
        const checked = await (0,_gate_static_checks_js__WEBPACK_IMPORTED_MODULE_4__/* .budgetedStaticChecks */ ._1)(ctx, trunk, candidate, prepared.verdict);
        if ('timeout' in checked)
            return { ...place, kind: 'final', verdict: checked.timeout };
        if (checked.verdict.reasons.length > 0)
            return { ...place, kind: 'final', verdict: checked.verdict };
        const looks = planLooks(prepared);
        const evaluator = (0,_planned_js__WEBPACK_IMPORTED_MODULE_5__.evaluatorOf)(ctx);
        const plan = {
            version: _shape_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_VERSION */ .Ze,
            trunk_sha: trunk.sha,
            trunk_branch: trunk.branch,
            source_sha: ctx.sourceSha,
            source_ref: ctx.sourceRef,
            node_id: ctx.nodeId,
            candidate_tree: candidate.tree,
            candidate: await (0,_rebuild_js__WEBPACK_IMPORTED_MODULE_8__/* .pinCandidate */ .p)(ctx.repo, candidate.commit),
            evaluator,
            rule: ctx.settings.judgement.rule === 'single' ? 'single' : 'paired',
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
/* harmony export */   preparePlanned: () => (/* binding */ preparePlanned),
/* harmony export */   shardedRule: () => (/* binding */ shardedRule)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _gate_prepare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77119);
/* harmony import */ var _gate_ledger_gate_ledger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88717);
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
    return (0,_gate_ledger_gate_ledger_js__WEBPACK_IMPORTED_MODULE_1__/* .settingsEvaluator */ .lK)(ctx.settings, ctx.isolation.mode, false, ctx.runtime?.identity === undefined ? {} : { view: ctx.runtime.identity });
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
 * A sharded judgement fixes its runs in its plan, before any of them ran: `auto`, which decides its
 * runs from what trunk's runs show, is judged as `paired` there (every look's pairs planned as shards).
 */
function shardedRule(prepared) {
    if (prepared.kind === 'final' || prepared.ctx.settings.judgement.rule !== 'auto')
        return prepared;
    const { settings } = prepared.ctx;
    return {
        ...prepared,
        ctx: { ...prepared.ctx, settings: { ...settings, judgement: { ...settings.judgement, rule: 'paired' } } },
    };
}
/**
 * `prepare` on the plan, with the plan's trunk and rebuilt candidate in place of this checkout's; a
 * final verdict when prepare reached one (a refusal the plan job would have reached too). Throws a
 * UserError when this job's evaluator or candidate is not the plan's: the job cannot run.
 */
async function preparePlanned(doc, input, deps, label) {
    const { plan } = doc;
    const prepared = shardedRule(await (0,_gate_prepare_js__WEBPACK_IMPORTED_MODULE_0__/* .prepare */ .i)(input, deps));
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


/***/ }),

/***/ 85580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ waveSeeds),
/* harmony export */   Fm: () => (/* binding */ parseShardResult),
/* harmony export */   Uw: () => (/* binding */ matrixLimitProblem),
/* harmony export */   Ze: () => (/* binding */ PLAN_VERSION),
/* harmony export */   hw: () => (/* binding */ logDigest),
/* harmony export */   oE: () => (/* binding */ shardId),
/* harmony export */   parsePlanDocument: () => (/* binding */ parsePlanDocument),
/* harmony export */   to: () => (/* binding */ waveMatrix)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _gate_judgement_seeds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64425);
/* harmony import */ var _gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25616);
/**
 * The sharded judgement's documents (issue 20), pure: the plan (what was resolved once, which shards
 * run in which wave), the matrix a wave fans out as, and one shard's result. Parsing refuses anything
 * not in the pinned shape, naming where it came from: a result is untrusted text (a shard job wrote
 * it, and the evaluated code ran in that job), a plan is trusted only from the plan job's output.
 */



const PLAN_VERSION = 1;
const SHA = /^[0-9a-f]{40}$/;
const ID = /^[tc][0-9]{1,3}$/;
/**
 * A shard's id: `t<i>` or `c<i>`, i the pair (or repeat) number from 1, `0` for the unseeded single
 * run. The seed itself is the shard's `seed` (drawn, up to 2^31 - 1: seeds.ts).
 */
function shardId(side, index) {
    return `${side === 'trunk' ? 't' : 'c'}${index}`;
}
/** The pair numbers of wave `wave` (1-based) of a paired plan: the pairs after the previous look, to this one. */
function waveSeeds(looks, wave) {
    const from = wave === 1 ? 1 : looks[wave - 2] + 1;
    const to = looks[wave - 1];
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
/** The matrix of one wave's shards: `{"include": [...]}`, the two sides of a pair together with shard-by seed. */
function waveMatrix(shards, shardBy) {
    if (shardBy === 'side-seed')
        return { include: [...shards] };
    const byPair = new Map();
    for (const shard of shards) {
        const pair = shard.id.slice(1);
        const entry = byPair.get(pair) ?? { seed: shard.seed, ids: [] };
        entry.ids.push(shard.id);
        byPair.set(pair, entry);
    }
    return {
        include: [...byPair].map(([pair, { seed, ids }]) => ({ id: `s${pair}`, seed, shards: ids })),
    };
}
/** Why a wave cannot fan out (GitHub's matrix limits), naming the settings that size it; null when it can. */
function matrixLimitProblem(matrix, sizedBy) {
    if (matrix.include.length > _gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_WAVE_SHARDS */ .b5) {
        return `the wave has ${matrix.include.length} shards, more than GitHub's ${_gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_WAVE_SHARDS */ .b5} jobs of one matrix: lower ${sizedBy}`;
    }
    const bytes = Buffer.byteLength(JSON.stringify(matrix));
    if (bytes > _gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MATRIX_BYTES */ .P0) {
        return `the wave's matrix is ${bytes} bytes, more than the ${_gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MATRIX_BYTES */ .P0} a job output holds: lower ${sizedBy}`;
    }
    return null;
}
/** The digest a result names its attempts' logs by. */
function logDigest(attempts) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify(attempts.map((a) => a.log)))
        .digest('hex')}`;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isSeed(value) {
    return (value === null ||
        (Number.isSafeInteger(value) && value >= 1 && value < _gate_judgement_seeds_js__WEBPACK_IMPORTED_MODULE_1__/* .SEED_LIMIT */ .op));
}
function isSha(value) {
    return typeof value === 'string' && SHA.test(value);
}
function isShard(value) {
    if (!isObject(value))
        return false;
    return (typeof value.id === 'string' &&
        ID.test(value.id) &&
        (value.side === 'trunk' || value.side === 'candidate') &&
        isSha(value.tree) &&
        isSha(value.commit) &&
        isSeed(value.seed) &&
        typeof value.evaluator === 'string' &&
        value.id.startsWith(value.side === 'trunk' ? 't' : 'c') &&
        (value.seed === null) === (value.id.slice(1) === '0'));
}
/** The plan document in `text`, or the one-line reason it is not one (`label` names where it came from). */
function parsePlanDocument(text, label) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        return { problem: `${label}: not JSON` };
    }
    const bad = (what) => ({ problem: `${label}: not an arbor-gate plan (${what})` });
    if (!isObject(doc) || !isObject(doc.plan) || !Array.isArray(doc.shards))
        return bad('expected {"plan", "shards"}');
    const plan = doc.plan;
    if (plan.version !== PLAN_VERSION)
        return bad(`version ${JSON.stringify(plan.version)}, expected ${PLAN_VERSION}`);
    for (const field of ['trunk_sha', 'source_sha', 'candidate_tree']) {
        if (!isSha(plan[field]))
            return bad(`${field} is not a commit id`);
    }
    const candidate = plan.candidate;
    if (!isObject(candidate) ||
        !isSha(candidate.commit) ||
        typeof candidate.author !== 'string' ||
        typeof candidate.committer !== 'string' ||
        typeof candidate.message !== 'string') {
        return bad('candidate');
    }
    if (typeof plan.trunk_branch !== 'string' || typeof plan.source_ref !== 'string')
        return bad('trunk or source');
    if (plan.node_id !== null && typeof plan.node_id !== 'string')
        return bad('node_id');
    if (typeof plan.evaluator !== 'string')
        return bad('evaluator');
    if (plan.rule !== 'single' && plan.rule !== 'paired')
        return bad('rule');
    if (!_gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_2__/* .SHARD_BY */ .f5.includes(plan.shard_by))
        return bad('shard_by');
    if (!isObject(plan.settings))
        return bad('settings');
    const looks = plan.looks;
    if (!Array.isArray(looks) || looks.length === 0 || !looks.every((n) => Number.isSafeInteger(n) && n >= 1)) {
        return bad('looks');
    }
    if (!Number.isSafeInteger(plan.wave) || plan.wave < 1 || plan.wave > looks.length) {
        return bad('wave');
    }
    if (!doc.shards.every(isShard))
        return bad('a shard is not {id, side, tree, commit, seed, evaluator}');
    const ids = new Set(doc.shards.map((s) => s.id));
    if (ids.size !== doc.shards.length)
        return bad('two shards share an id');
    return doc;
}
const RESULT_KEYS = new Set([
    'shard',
    'tree',
    'commit',
    'evaluator',
    'seed',
    'score',
    'failure',
    'attempts',
    'log_digest',
    'tampered',
    'score_key',
    'warnings',
]);
function isAttempt(value) {
    return (isObject(value) &&
        Number.isSafeInteger(value.n) &&
        typeof value.log === 'string' &&
        (value.score === null || (typeof value.score === 'number' && Number.isFinite(value.score))));
}
function isMessageList(value) {
    return (Array.isArray(value) &&
        value.every((t) => isObject(t) && typeof t.path === 'string' && typeof t.message === 'string'));
}
/** A result file's content, or why it is not in the pinned shape. Never trusted beyond its shape. */
function parseShardResult(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { problem: 'not JSON' };
    }
    if (!isObject(value))
        return { problem: 'not a JSON object' };
    const extra = Object.keys(value).filter((key) => !RESULT_KEYS.has(key));
    if (extra.length > 0)
        return { problem: `unexpected field(s) ${extra.join(', ')}` };
    if (typeof value.shard !== 'string' || !ID.test(value.shard))
        return { problem: 'shard is not a shard id' };
    if (!isSha(value.tree) || !isSha(value.commit))
        return { problem: 'tree or commit is not an object id' };
    if (typeof value.evaluator !== 'string' || !isSeed(value.seed))
        return { problem: 'evaluator or seed' };
    const hasScore = value.score !== undefined;
    const hasFailure = value.failure !== undefined;
    if (hasScore === hasFailure)
        return { problem: 'expected exactly one of score and failure' };
    if (hasScore && !(typeof value.score === 'number' && Number.isFinite(value.score))) {
        return { problem: 'score is not a finite number' };
    }
    const failure = value.failure;
    if (hasFailure &&
        !(isObject(failure) &&
            (failure.code === 'eval_failed' || failure.code === 'no_score') &&
            typeof failure.message === 'string')) {
        return { problem: 'failure is not {code: eval_failed | no_score, message}' };
    }
    if (!Array.isArray(value.attempts) || !value.attempts.every(isAttempt))
        return { problem: 'attempts' };
    if (value.tampered !== undefined && !isMessageList(value.tampered))
        return { problem: 'tampered' };
    if (value.warnings !== undefined &&
        !(Array.isArray(value.warnings) && value.warnings.every((w) => typeof w === 'string'))) {
        return { problem: 'warnings' };
    }
    if (value.score_key !== undefined && value.score_key !== null && typeof value.score_key !== 'string') {
        return { problem: 'score_key' };
    }
    if (value.log_digest !== logDigest(value.attempts))
        return { problem: 'log_digest does not match its attempts' };
    return value;
}


/***/ })

};
