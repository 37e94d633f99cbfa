export const id = 982;
export const ids = [982];
export const modules = {

/***/ 37732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ validateRunName),
/* harmony export */   KW: () => (/* binding */ resolveSessionDir),
/* harmony export */   Ko: () => (/* binding */ SESSIONS_DIR),
/* harmony export */   NE: () => (/* binding */ sessionPaths)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/** Where an Arbor session keeps its files (spec "Checkpoint Files"). */


const SESSIONS_DIR = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)('.arbor', 'sessions');
const RUN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
function sessionPaths(dir) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(dir);
    const parts = abs.split(/[\\/]/);
    const runName = parts.at(-1) ?? '';
    const inLayout = parts.at(-2) === 'sessions' && parts.at(-3) === '.arbor';
    const coordinator = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(abs, '.coordinator');
    return {
        dir: abs,
        workspace: inLayout ? parts.slice(0, -3).join('/') || '/' : null,
        runName,
        tree: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(coordinator, 'idea_tree.json'),
        treeMarkdown: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(coordinator, 'idea_tree.md'),
        checkpoint: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(coordinator, 'checkpoint.json'),
        messages: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(coordinator, 'messages.jsonl'),
        events: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(abs, 'events.jsonl'),
        runStats: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(abs, 'run_stats.json'),
        report: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(abs, 'REPORT.md'),
        experiments: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(abs, 'experiments'),
    };
}
/** A run name is one path segment: it can never climb out of `.arbor/sessions/`. */
function validateRunName(runName, flag = '--run-name') {
    if (!RUN_NAME.test(runName) || runName.includes('..')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`${flag} must be a single folder name of letters, digits, '.', '_' or '-' (got ${JSON.stringify(runName)})`);
    }
    return runName;
}
/** The session folder from a positional SESSION_DIR, or from --cwd and --run-name. */
function resolveSessionDir(opts) {
    if (opts.positional !== undefined && opts.positional !== '') {
        if (opts.runName !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo('give either a SESSION_DIR argument or --run-name, not both');
        }
        return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(opts.positional)
            ? opts.positional
            : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(opts.cwd ?? process.cwd(), opts.positional);
    }
    if (opts.runName === undefined || opts.runName === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo('no session given: pass SESSION_DIR, or --run-name NAME (with --cwd DIR for the project root)');
    }
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(opts.cwd ?? process.cwd()), SESSIONS_DIR, validateRunName(opts.runName));
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

/***/ 50767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mq: () => (/* binding */ findTokenShapedStrings),
/* harmony export */   eT: () => (/* binding */ redactStrings),
/* harmony export */   lY: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony exports REDACTED, secretsFromEnv, redactSecrets */
/**
 * Secret redaction for any text that leaves the process: REPORT.md, PR comments, job summaries, logs.
 * Two sources of secrets: strings shaped like well-known credentials (found by pattern), and the
 * secrets the gate knows (the values of credential variables in the environment, and the token it was
 * given). A known secret is found verbatim and in the cheap encodings code prints it in to get it past
 * a verbatim match: base64 (HTTP basic auth and git's extraheader carry tokens so), hex, reversed,
 * URL-encoded, and split by separators (`g.h.p._.x`) or in another letter case. An encoding not listed
 * here, encryption, or a leak a few characters at a time is not caught: SECURITY.md says so.
 */
const REDACTED = '[REDACTED]';
/** Environment variables that hold credentials whatever their value looks like. */
const CREDENTIAL_VARIABLES = new Set([
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'INPUT_GITHUB-TOKEN',
    'INPUT_GITHUB_TOKEN',
    'INPUT_LEDGER-KEY',
    'INPUT_LEDGER_KEY',
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
]);
/** Any variable named like a credential counts when its value is long enough to be one. */
const CREDENTIAL_NAME = /(?:_|^)(?:TOKEN|SECRET|PASSWORD|KEY)$/i;
const MIN_SECRET_LENGTH = 8;
const TOKEN_PATTERNS = [
    { kind: 'github token', pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}/g },
    { kind: 'github fine-grained token', pattern: /\bgithub_pat_[A-Za-z0-9_]{20,}/g },
    { kind: 'bearer token', pattern: /\b(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi, keepGroup: 1 },
    { kind: 'api key (sk-)', pattern: /\bsk-[A-Za-z0-9_-]{16,}/g },
    { kind: 'aws access key', pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g },
    { kind: 'slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g },
    { kind: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
    {
        kind: 'credential assignment',
        pattern: /\b([A-Za-z0-9_-]*(?:token|password|passwd|secret|api[_-]?key)["']?\s*[:=]\s*["']?)([A-Za-z0-9+/_.~-]{16,})/gi,
        keepGroup: 1,
    },
];
/** Bits per character; random tokens score well above words, numbers and paths. */
function shannonEntropy(text) {
    const counts = new Map();
    for (const ch of text)
        counts.set(ch, (counts.get(ch) ?? 0) + 1);
    let entropy = 0;
    for (const count of counts.values()) {
        const p = count / text.length;
        entropy -= p * Math.log2(p);
    }
    return entropy;
}
/** The value after "token=" etc. is a secret only when it looks random (mixed classes, high entropy). */
function looksRandom(value) {
    const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(value)).length;
    return classes >= 2 && shannonEntropy(value) >= 3.5;
}
/** The values of the credential variables in an environment (long enough to be secrets). */
function credentialValues(env) {
    const values = [];
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined || value.length < MIN_SECRET_LENGTH)
            continue;
        if (CREDENTIAL_VARIABLES.has(name.toUpperCase()) || CREDENTIAL_NAME.test(name))
            values.push(value);
    }
    return values;
}
/** A secret and the encodings of it that are redacted verbatim like the secret itself. */
function encodedForms(secret) {
    const hex = Buffer.from(secret, 'utf8').toString('hex');
    const percentEncoded = hex.replace(/../g, '%$&');
    const forms = [
        secret,
        hex,
        hex.toUpperCase(),
        [...secret].reverse().join(''),
        encodeURIComponent(secret),
        percentEncoded,
        percentEncoded.toUpperCase(),
        Buffer.from(secret, 'utf8').toString('base64url'),
    ];
    for (const encoded of [secret, `x-access-token:${secret}`]) {
        const base64 = Buffer.from(encoded, 'utf8').toString('base64');
        forms.push(base64, base64.replace(/=+$/, ''));
    }
    return forms;
}
/** Sorted longest first, so a form that contains another is replaced whole. */
function longestFirst(values) {
    return [...new Set(values)].sort((a, b) => b.length - a.length);
}
/** The credential values found in an environment, with their encoded forms, longest first. */
function secretsFromEnv(env) {
    return longestFirst(credentialValues(env).flatMap(encodedForms));
}
/**
 * The secret's letters and digits in order, in any letter case, with a few other characters between any
 * two (up to three per character of the secret in between, and those characters themselves):
 * `g.h.p._.x`, `g-h-p`, `["g","h","p"]`, the secret upper-cased. Letters and digits never match the
 * separator class, so matching stays linear. Null when the secret has too few of them.
 */
function separatedPattern(secret) {
    const parts = [];
    let between = 0;
    for (const ch of secret) {
        if (!/[A-Za-z0-9]/.test(ch)) {
            between++;
            continue;
        }
        if (parts.length > 0)
            parts.push(`[^A-Za-z0-9]{0,${3 * (between + 1) + between}}`);
        parts.push(ch);
        between = 0;
    }
    if ((parts.length + 1) / 2 < MIN_SECRET_LENGTH)
        return null;
    return new RegExp(parts.join(''), 'gi');
}
function replaceLiterals(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret.length >= MIN_SECRET_LENGTH && out.includes(secret))
            out = out.split(secret).join(REDACTED);
    }
    return out;
}
function replaceSeparated(text, patterns) {
    let out = text;
    for (const pattern of patterns)
        out = out.replace(pattern, REDACTED);
    return out;
}
function replacePatterns(text) {
    let out = text;
    for (const { kind, pattern, keepGroup } of TOKEN_PATTERNS) {
        out = out.replace(pattern, (match, ...groups) => {
            const kept = keepGroup === undefined ? '' : String(groups[keepGroup - 1] ?? '');
            if (kind === 'credential assignment' && !looksRandom(match.slice(kept.length)))
                return match;
            return `${kept}${REDACTED}`;
        });
    }
    return out;
}
/**
 * A redactor bound to one environment: computing the secret list once keeps redaction of many small
 * texts (every hypothesis in a report) cheap.
 */
function createRedactor(env, extraSecrets = []) {
    const extras = extraSecrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH);
    const literals = longestFirst([...extras.flatMap(encodedForms), ...secretsFromEnv(env)]);
    const separated = [...new Set([...extras, ...credentialValues(env)])]
        .map(separatedPattern)
        .filter((pattern) => pattern !== null);
    return (text) => replacePatterns(replaceSeparated(replaceLiterals(text, literals), separated));
}
/** Removes token-shaped strings and the current environment's credential values from `text`. */
function redactSecrets(text, extraSecrets = []) {
    return createRedactor(process.env, extraSecrets)(text);
}
/** The kinds of token-shaped strings in `text` (empty when none): for checks that must not echo secrets. */
function findTokenShapedStrings(text) {
    const kinds = [];
    for (const { kind, pattern, keepGroup } of TOKEN_PATTERNS) {
        for (const match of text.matchAll(pattern)) {
            const kept = keepGroup === undefined ? '' : (match[keepGroup] ?? '');
            if (kind === 'credential assignment' && !looksRandom(match[0].slice(kept.length)))
                continue;
            kinds.push(kind);
        }
    }
    return kinds;
}
/** Every string in a JSON-shaped value (a verdict) through `redact`. */
function redactStrings(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactStrings(item, redact));
    if (value === null || typeof value !== 'object')
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item, redact)]));
}


/***/ })

};
