export const id = 686;
export const ids = [686];
export const modules = {

/***/ 84455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PJ: () => (/* binding */ readEventSummary),
/* harmony export */   Rp: () => (/* binding */ asEvent)
/* harmony export */ });
/* unused harmony exports isEvent, eventFamily, EventSummarizer */
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79846);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74976);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51419);
/**
 * Arbor's event log (`events.jsonl`, one `{ts, type, data}` per line). The summary is built in one
 * streaming pass and holds only bounded state (counters, merges, open executors), so memory does not
 * grow with the number of events.
 */



/** True when `value` has Arbor's event shape: finite `ts`, non-empty `type`, object `data`. */
function isEvent(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(value))
        return false;
    const { ts, type, data } = value;
    return (typeof ts === 'number' && Number.isFinite(ts) && typeof type === 'string' && type !== '' && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(data));
}
/** The event when `value` has Arbor's shape (see isEvent), else null. */
function asEvent(value) {
    return isEvent(value) ? value : null;
}
/** "idea.merged" -> "idea". */
function eventFamily(type) {
    const dot = type.indexOf('.');
    return dot === -1 ? type : type.slice(0, dot);
}
const DIVERGENCE_NOTES_KEPT = 50;
const DIVERGENCE_TEXT = /diverg/i;
function emptyTokens() {
    return {
        llm_calls: 0,
        input_tokens: 0,
        uncached_input_tokens: 0,
        output_tokens: 0,
        cache_read_tokens: 0,
        cache_creation_tokens: 0,
    };
}
function count(value) {
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
function addTokens(totals, data) {
    const input = count(data.input_tokens);
    const cacheRead = count(data.cache_read_tokens);
    const cacheCreation = count(data.cache_creation_tokens);
    totals.llm_calls += 1;
    totals.input_tokens += input;
    // Arbor's input_tokens counts the whole prompt, cached parts included.
    totals.uncached_input_tokens +=
        typeof data.uncached_input_tokens === 'number'
            ? count(data.uncached_input_tokens)
            : Math.max(0, input - cacheRead - cacheCreation);
    totals.output_tokens += count(data.output_tokens);
    totals.cache_read_tokens += cacheRead;
    totals.cache_creation_tokens += cacheCreation;
}
function text(value) {
    return typeof value === 'string' && value !== '' ? value : null;
}
/**
 * Who made an LLM call: Arbor's `record_llm_usage` writes `source` ("agent", "context_compaction",
 * "parse_eval_score", ...); older logs and Arbor's demo session write `agent` ("coordinator",
 * "sub:n1"). `source` first, as Arbor writes it now.
 */
function callSource(data) {
    return text(data.source) ?? text(data.agent) ?? 'unknown';
}
/** What `add` does with an event type beyond counting it. */
var Handling;
(function (Handling) {
    Handling[Handling["Count"] = 0] = "Count";
    Handling[Handling["SessionStart"] = 1] = "SessionStart";
    Handling[Handling["SessionEnd"] = 2] = "SessionEnd";
    Handling[Handling["LlmCall"] = 3] = "LlmCall";
    Handling[Handling["IdeaMerged"] = 4] = "IdeaMerged";
    Handling[Handling["IdeaProposed"] = 5] = "IdeaProposed";
    Handling[Handling["ExecutorStart"] = 6] = "ExecutorStart";
    Handling[Handling["ExecutorEnd"] = 7] = "ExecutorEnd";
    Handling[Handling["CycleStart"] = 8] = "CycleStart";
})(Handling || (Handling = {}));
const HANDLING_BY_TYPE = new Map([
    ['session.start', Handling.SessionStart],
    ['session.end', Handling.SessionEnd],
    ['llm.call', Handling.LlmCall],
    ['idea.merged', Handling.IdeaMerged],
    ['idea.proposed', Handling.IdeaProposed],
    ['executor.start', Handling.ExecutorStart],
    ['executor.end', Handling.ExecutorEnd],
    ['cycle.start', Handling.CycleStart],
]);
/**
 * Folds events into an EventSummary. Each event costs one Map lookup of its type (which yields the
 * counter and what else to do) and a few property reads: counters live in Maps while folding (a
 * million updates of dynamic keys on plain objects is several times slower) and become plain objects
 * in `finish`.
 */
class EventSummarizer {
    types = new Map();
    /**
     * Executors by node id, closed ones kept and flagged rather than deleted: set-and-delete churn on a
     * long-lived Map makes V8 rehash its table into the old generation over and over, garbage that
     * grows peak memory with the number of events.
     */
    executors = new Map();
    executorsOpened = 0;
    agents = new Map();
    summary = {
        stats: { lines: 0, skipped: 0, skippedLineNumbers: [] },
        by_type: {},
        by_family: {},
        first_ts: null,
        last_ts: null,
        last_start_ts: null,
        last_end_ts: null,
        session_start: null,
        session_end: null,
        tokens: emptyTokens(),
        tokens_by_agent: {},
        llm_model: null,
        llm_provider: null,
        merges: [],
        open_executors: {},
        executors_started: 0,
        executors_ended: 0,
        cycles: 0,
        ideas_proposed: 0,
        divergence_notes: [],
        emergency_timeout: false,
        smoke: false,
    };
    entryFor(type) {
        let entry = this.types.get(type);
        if (entry === undefined) {
            entry = {
                count: 0,
                handling: HANDLING_BY_TYPE.get(type) ?? Handling.Count,
                divergent: DIVERGENCE_TEXT.test(type),
            };
            this.types.set(type, entry);
        }
        return entry;
    }
    /** A start while already open only moves its time, as Map.set keeps an existing key's place. */
    startExecutor(nodeId, ts) {
        const executor = this.executors.get(nodeId);
        if (executor === undefined) {
            this.executors.set(nodeId, { open: true, startedAt: ts, openedSeq: this.executorsOpened++ });
        }
        else {
            if (!executor.open) {
                executor.open = true;
                executor.openedSeq = this.executorsOpened++;
            }
            executor.startedAt = ts;
        }
    }
    add(event) {
        const { type, data, ts } = event;
        const summary = this.summary;
        const entry = this.entryFor(type);
        entry.count += 1;
        if (summary.first_ts === null || ts < summary.first_ts)
            summary.first_ts = ts;
        if (summary.last_ts === null || ts > summary.last_ts)
            summary.last_ts = ts;
        const nodeId = text(data.node_id);
        switch (entry.handling) {
            case Handling.Count:
                break;
            case Handling.SessionStart:
                summary.session_start ??= data;
                summary.last_start_ts = ts;
                if (data.smoke === true || data.mode === 'smoke')
                    summary.smoke = true;
                break;
            case Handling.SessionEnd:
                summary.session_end = data;
                summary.last_end_ts = ts;
                if (data.emergency_timeout === true || /timeout/i.test(String(data.exit_reason ?? ''))) {
                    summary.emergency_timeout = true;
                }
                break;
            case Handling.LlmCall: {
                addTokens(summary.tokens, data);
                const agent = callSource(data);
                let totals = this.agents.get(agent);
                if (totals === undefined)
                    this.agents.set(agent, (totals = emptyTokens()));
                addTokens(totals, data);
                summary.llm_model ??= text(data.model);
                summary.llm_provider ??= text(data.provider);
                break;
            }
            case Handling.IdeaMerged:
                if (nodeId !== null) {
                    summary.merges.push({
                        ts,
                        node_id: nodeId,
                        from_score: (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteScore */ .wr)(data.from_score),
                        to_score: (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteScore */ .wr)(data.to_score),
                        branch: text(data.branch),
                    });
                }
                break;
            case Handling.IdeaProposed:
                summary.ideas_proposed += 1;
                break;
            case Handling.ExecutorStart:
                summary.executors_started += 1;
                if (nodeId !== null)
                    this.startExecutor(nodeId, ts);
                break;
            case Handling.ExecutorEnd:
                summary.executors_ended += 1;
                if (nodeId !== null) {
                    const executor = this.executors.get(nodeId);
                    if (executor !== undefined)
                        executor.open = false;
                }
                break;
            case Handling.CycleStart:
                summary.cycles = Math.max(summary.cycles + 1, count(data.cycle_num));
                break;
        }
        if (nodeId !== null && summary.divergence_notes.length < DIVERGENCE_NOTES_KEPT) {
            const note = text(data.insight) ?? text(data.reason) ?? text(data.message);
            if ((note !== null && DIVERGENCE_TEXT.test(note)) || entry.divergent) {
                summary.divergence_notes.push({ node_id: nodeId, text: note ?? type });
            }
        }
    }
    /** The summary; type-level facts (families, emergency event types) are derived here once per type. */
    finish(stats) {
        const summary = this.summary;
        summary.stats = stats;
        for (const [type, { count: n }] of this.types) {
            summary.by_type[type] = n;
            const family = eventFamily(type);
            summary.by_family[family] = (summary.by_family[family] ?? 0) + n;
            if (/emergency/i.test(type))
                summary.emergency_timeout = true;
        }
        summary.open_executors = Object.fromEntries([...this.executors]
            .filter(([, executor]) => executor.open)
            .sort(([, a], [, b]) => a.openedSeq - b.openedSeq)
            .map(([id, executor]) => [id, executor.startedAt]));
        summary.tokens_by_agent = Object.fromEntries(this.agents);
        summary.merges.sort((a, b) => a.ts - b.ts);
        return summary;
    }
}
/** One streaming pass over an events file; lines that are not `{ts, type, data}` count as skipped. */
async function readEventSummary(path) {
    const summarizer = new EventSummarizer();
    const stats = await (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_0__/* .readJsonl */ .f)(path, (value) => {
        if (!isEvent(value))
            return false;
        summarizer.add(value);
        return true;
    });
    return summarizer.finish(stats);
}


/***/ }),

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

/***/ 79846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ readJsonl)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_chunk_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60337);
/* harmony import */ var _util_regular_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61215);
/**
 * Tolerant, streaming JSONL reading: one line at a time (files can hold millions of events), blank
 * lines ignored, torn or malformed lines skipped and counted instead of failing the whole read.
 *
 * Lines are cut from one reused byte buffer and decoded one by one, so the only heap objects per line
 * are the line's string and its parsed value, both dead before the next line. Decoding whole chunks
 * into one big string instead (what a utf8 read stream plus readline does) keeps that string alive
 * across garbage collections, which makes V8 grow its young generation, and so peak memory, with
 * the length of the file.
 */



const SKIPPED_LINES_KEPT = 20;
/** Bytes read at a time; the buffer only grows to hold a single line longer than this. */
const READ_CHUNK_BYTES = 256 * 1024;
const LF = 0x0a;
const CR = 0x0d;
/**
 * Calls `visit` with every line that parses as JSON. `visit` returns false to count the line as
 * skipped (valid JSON of the wrong shape). Line breaks are "\n", "\r\n" and a lone "\r", as in
 * node:readline. Throws only when the file cannot be opened or read, or when `visit` throws.
 */
async function readJsonl(path, visit) {
    const stats = { lines: 0, skipped: 0, skippedLineNumbers: [] };
    let lineNumber = 0;
    const take = (text) => {
        lineNumber += 1;
        if (text.trim() === '')
            return;
        stats.lines += 1;
        let value;
        let ok = true;
        try {
            value = JSON.parse(text);
        }
        catch {
            ok = false;
        }
        if (ok && visit(value, lineNumber, text) === false)
            ok = false;
        if (!ok) {
            stats.skipped += 1;
            if (stats.skippedLineNumbers.length < SKIPPED_LINES_KEPT)
                stats.skippedLineNumbers.push(lineNumber);
        }
    };
    /** A "\n"-terminated piece that holds a carriage return is split on it (rare; never on the fast path). */
    const takeWithCarriageReturns = (text) => {
        const pieces = text.split('\r');
        // "a\r" + "\n" is one "\r\n" break, not a break followed by an empty line.
        if (pieces.length > 1 && pieces[pieces.length - 1] === '')
            pieces.pop();
        for (const piece of pieces)
            take(piece);
    };
    const file = await (0,_util_regular_file_js__WEBPACK_IMPORTED_MODULE_1__/* .openRegularFile */ .ZU)(path);
    try {
        const reader = new _util_chunk_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .ChunkReader */ .f(file, READ_CHUNK_BYTES);
        do {
            await reader.more();
            const { buffer, end, atEnd } = reader;
            // Bytes [0, complete) are whole lines: up to the last "\n", or everything at the end of the file.
            // Cutting at "\n" never splits a multi-byte UTF-8 character.
            const complete = atEnd ? end : buffer.lastIndexOf(LF, end - 1) + 1;
            if (complete > 0) {
                const region = buffer.subarray(0, complete);
                const encoding = (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(region) ? 'latin1' : 'utf8';
                const hasCarriageReturn = region.includes(CR);
                let start = 0;
                while (start < complete) {
                    let stop = buffer.indexOf(LF, start);
                    if (stop === -1 || stop > complete)
                        stop = complete;
                    const text = buffer.toString(encoding, start, stop);
                    if (hasCarriageReturn && text.includes('\r'))
                        takeWithCarriageReturns(text);
                    else
                        take(text);
                    start = stop + 1;
                }
            }
            reader.start = complete;
        } while (!reader.atEnd);
    }
    finally {
        await file.close();
    }
    return stats;
}


/***/ }),

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
