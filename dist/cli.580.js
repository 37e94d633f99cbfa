export const id = 580;
export const ids = [580];
export const modules = {

/***/ 64425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a1: () => (/* binding */ judgementSeeds),
/* harmony export */   ie: () => (/* binding */ predictableSeedsWarning),
/* harmony export */   op: () => (/* binding */ SEED_LIMIT)
/* harmony export */ });
/* unused harmony export drawnSeeds */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The seeds of a judgement (issue 36 item 5): drawn per tree, once the tree is fixed, from the ledger
 * key, so a branch cannot know them before its code exists and cannot tailor its code to them. Pair
 * (or repeat) i runs on the i-th seed of the candidate's tree; trunk's side of each pair on the same
 * seed. Measured against the fixed 1, 2, 3, ... in scripts/bench/seeds.mjs (docs/every-run-counts.md):
 * trunk's runs are no longer reused across candidates, about 1.5x the evaluations per paired branch,
 * and a branch tailored to the seeds it expects gains nothing. Without a key (the Action with no
 * `ledger-key`) there is no secret, and the seeds are 1, 2, 3, ... as before.
 */

/** Seeds stay below 2^31: a signed 32-bit integer, which every evaluator's RNG takes. */
const SEED_LIMIT = 2 ** 31;
/** The first `count` seeds of `keyTree` under `key`: distinct, in 1 .. 2^31 - 1. Pure. */
function drawnSeeds(key, keyTree, count) {
    const seeds = [];
    for (let i = 1; seeds.length < count; i++) {
        const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(`arbor-gate seed\0${keyTree}\0${i}`).digest();
        const seed = digest.readUInt32BE(0) % SEED_LIMIT;
        if (seed !== 0 && !seeds.includes(seed))
            seeds.push(seed);
    }
    return seeds;
}
/** The seeds of `tree`'s judgement: drawn from the ledger key and its key tree, else 1..count. */
async function judgementSeeds(ctx, tree, count) {
    const { ledger } = ctx;
    if (ledger === null || ledger.key === null)
        return Array.from({ length: count }, (_, i) => i + 1);
    return drawnSeeds(ledger.key, await ledger.keyTree(tree), count);
}
/**
 * The verdict's one warning when the branch's runs were seeded 1, 2, 3, ... (no ledger key: nothing to
 * draw them from), naming the setting that draws them; null when they were drawn, or nothing of the
 * branch's ran on a seed (trunk's own checks run on fixed seeds either way: trunk is not the suspect).
 */
function predictableSeedsWarning(ctx, verdict) {
    const { ledger, deps } = ctx;
    if (ledger !== null && ledger.key !== null)
        return null;
    const seeded = verdict.attempts.some((a) => a.side !== 'trunk' && a.seed !== undefined && a.seed !== null);
    if (!seeded)
        return null;
    const key = deps.name('ledgerKey');
    const why = ledger === null ? `ledger off: ${deps.name('ledger')}` : `no ${key}`;
    return `the seeds are 1, 2, 3, ... (${why}): a branch can tailor itself to them; the ledger with ${key} draws them per tree`;
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
