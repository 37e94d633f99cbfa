export const id = 411;
export const ids = [411];
export const modules = {

/***/ 33803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uc: () => (/* binding */ readJsonObjectFile),
/* harmony export */   s0: () => (/* binding */ pathExists),
/* harmony export */   v_: () => (/* binding */ entryExists)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74976);
/* harmony import */ var _util_regular_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61215);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/** Reading a session's optional files: presence checks and small JSON files, tolerant, never fatal. */




/** True when `path` exists (symlinks followed). */
function pathExists(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(path).then(() => true, () => false);
}
/** True when there is a directory entry at `path`, even a dangling symlink (not followed). */
function entryExists(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).then(() => true, () => false);
}
/** Reads a JSON object file; a missing file, bad JSON or a non-object is reported, not thrown. */
async function readJsonObjectFile(path) {
    let text;
    try {
        text = await (0,_util_regular_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularText */ .Aj)(path);
    }
    catch (error) {
        const code = error.code;
        return code === 'ENOENT'
            ? { state: 'missing' }
            : { state: 'unreadable', reason: error.message };
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return { state: 'unreadable', reason: `not valid JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(error)})` };
    }
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .G)(value) ? { state: 'ok', value } : { state: 'unreadable', reason: 'not a JSON object' };
}


/***/ }),

/***/ 24964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isWithin)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** True when `path` is `folder` itself or lies below it (both absolute, already resolved). */
function isWithin(folder, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(folder, path);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel));
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
