export const id = 64;
export const ids = [64];
export const modules = {

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

/***/ 39980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ locateSession)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37732);
/** Finds the session folder a command was pointed at, and refuses a folder that does not exist. */



async function locateSession(opts) {
    const dir = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveSessionDir */ .KW)(opts);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir).catch(() => null);
    if (info === null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`no session folder at ${dir}`);
    if (!info.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${dir} is not a session folder (it is a file)`);
    return (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionPaths */ .NE)(dir);
}


/***/ }),

/***/ 88741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportJson: () => (/* binding */ reportJson),
/* harmony export */   runReport: () => (/* binding */ runReport),
/* harmony export */   u: () => (/* binding */ writeReport)
/* harmony export */ });
/* harmony import */ var _report_report_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66757);
/* harmony import */ var _report_report_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97901);
/* harmony import */ var _report_session_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70948);
/* harmony import */ var _report_session_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32303);
/* harmony import */ var _session_locate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(39980);
/* harmony import */ var _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14026);
/** `report`: REPORT.md for a session from whatever it holds, and the facts it was rendered from. */






/** Reads the session (the tree and events from `inputs` when given), derives the facts, writes REPORT.md. */
async function writeReport(paths, opts) {
    const jsonPath = await (0,_report_report_json_js__WEBPACK_IMPORTED_MODULE_1__/* .reportJsonPath */ .kQ)(opts.reportPath);
    const read = await (0,_report_session_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readSession */ .l)(paths, opts.inputs);
    const derived = (0,_report_session_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .deriveSessionReport */ .I9)(read, {
        env: opts.env,
        smoke: opts.smoke,
        emergency: opts.emergency,
    });
    const { lists } = derived;
    const fromLedger = await ledgerHistoryOf(paths, read.tree?.meta.trunk_branch);
    const facts = fromLedger === null
        ? derived.facts
        : { ...derived.facts, trunk_history: { split: 'B_test', points: fromLedger } };
    const markdown = await (0,_report_report_file_js__WEBPACK_IMPORTED_MODULE_0__/* .writeSessionReportFile */ .Y$)(opts.reportPath, facts);
    const result = { facts, lists, report_path: opts.reportPath, report_json_path: jsonPath, markdown };
    const file = { ...reportJson(result), full_lists: lists };
    await (0,_report_report_json_js__WEBPACK_IMPORTED_MODULE_1__/* .writeReportJsonFile */ .cK)(jsonPath, file);
    return result;
}
/**
 * The trunk chart's points from the score ledger of the session's repository, when it has one and the
 * tree names trunk; null otherwise (the chart then comes from the tree). A repository git cannot read
 * is no ledger: the report is written from whatever exists.
 */
async function ledgerHistoryOf(paths, trunk) {
    if (typeof trunk !== 'string' || trunk.trim() === '')
        return null;
    // Loaded only for a tree that names trunk: a report of any other session reads no git.
    // One import after the other, as in commands/report.ts (Jest's ESM loader and shared modules).
    const { GitAdapter } = await __webpack_require__.e(/* import() */ 555).then(__webpack_require__.bind(__webpack_require__, 58555));
    const { ledgerTrunkHistory } = await Promise.all(/* import() */[__webpack_require__.e(555), __webpack_require__.e(757)]).then(__webpack_require__.bind(__webpack_require__, 89138));
    const repo = new GitAdapter(paths.workspace ?? paths.dir);
    if ((await repo.topLevel().catch(() => null)) === null)
        return null;
    return ledgerTrunkHistory(repo, String((0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .settingOf */ .y7)('ledgerRef').default), trunk.trim().replace(/^refs\/heads\//, '')).catch(() => null);
}
/** Writes REPORT.md from whatever exists; missing or unreadable inputs become caveats. */
async function runReport(opts) {
    const paths = await (0,_session_locate_js__WEBPACK_IMPORTED_MODULE_4__/* .locateSession */ .d)(opts.session);
    return writeReport(paths, { ...opts, reportPath: opts.reportPath ?? paths.report });
}
function reportJson(result) {
    return { ...result.facts, report_path: result.report_path, report_json_path: result.report_json_path };
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


/***/ })

};
