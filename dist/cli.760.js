export const id = 760;
export const ids = [760,263,64];
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

/***/ 99076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   II: () => (/* binding */ checkTreeIntegrity),
/* harmony export */   dy: () => (/* binding */ checkSession)
/* harmony export */ });
/* unused harmony export checkArtifacts */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50767);
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84455);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33803);
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79846);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(51419);
/**
 * Session integrity: the checks of Arbor's helper (version, root_id present, every node's `id`,
 * statuses, parent/children both ways: a parent without `children_ids` does not list its child) plus
 * depth, cycles, orphans, numeric scores (NaN and Infinity included, as Arbor loads them), `max_depth`
 * a number or null (unlimited) and a valid direction, and the artifact flags of `arbor_state.py check`,
 * at least as strictly: `idea_tree.md` must exist, no entry of experiments/ may be a symlink, and with
 * the experiment flags every `experiments/<id>/` folder needs `report.md` and `metrics.json`.
 * `needs_retry` is a valid status here (Arbor's helper wrongly rejects it).
 */







const META_SCORES = ['baseline_score', 'trunk_score', 'test_baseline_score', 'test_trunk_score'];
const NODE_SCORES = ['score', 'test_score'];
const DIRECTIONS = ['maximize', 'minimize'];
/** Event lines listed one by one before the rest are summed up, so a broken log stays readable. */
const LISTED_EVENT_PROBLEMS = 20;
function describe(value) {
    return typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
}
/** Any number is a score: Arbor writes a failed evaluation as NaN and loads NaN and Infinity back. */
function scoreProblem(where, field, value) {
    if (value === undefined || value === null || typeof value === 'number')
        return null;
    return `${where}: ${field} is ${describe(value)} (must be a number or null)`;
}
/** The tree's integrity problems (empty when it is sound). Pure: takes the raw tree as read. */
function checkTreeIntegrity(tree) {
    const problems = [];
    const nodes = tree.nodes;
    const ids = (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .nodeEntries */ .pB)(tree).map(([id]) => id);
    if (tree.version !== undefined && tree.version !== _tree_js__WEBPACK_IMPORTED_MODULE_6__/* .TREE_VERSION */ .o8) {
        problems.push(`version is ${describe(tree.version)} (expected ${_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .TREE_VERSION */ .o8})`);
    }
    const direction = tree.meta.metric_direction;
    if (direction !== undefined && !DIRECTIONS.includes(direction)) {
        problems.push(`meta.metric_direction is ${describe(direction)} (expected "maximize" or "minimize")`);
    }
    for (const field of META_SCORES) {
        const problem = scoreProblem('meta', field, tree.meta[field]);
        if (problem)
            problems.push(problem);
    }
    // null is Arbor's "unlimited" (its MCP tools and `arbor_state.py init --max-depth none` write it).
    const maxDepth = tree.max_depth;
    if (maxDepth !== undefined && maxDepth !== null && (typeof maxDepth !== 'number' || maxDepth < 0)) {
        problems.push(`max_depth is ${describe(maxDepth)} (expected a non-negative number or null)`);
    }
    if (ids.length === 0) {
        problems.push('the tree has no nodes');
        return problems;
    }
    // Arbor's IdeaTree cannot load a tree without root_id, so it is a problem; the parentless node
    // stands in for the root in the checks below so that they do not all report it again.
    if (tree.root_id === undefined)
        problems.push('root_id is missing');
    const rootId = typeof tree.root_id === 'string' ? tree.root_id : ids.find((id) => nodes[id]?.parent_id == null);
    const root = rootId === undefined ? undefined : nodes[rootId];
    if (rootId === undefined || root === undefined) {
        if (tree.root_id !== undefined)
            problems.push(`root_id ${describe(tree.root_id)} is not a node of the tree`);
    }
    else {
        if (root.parent_id !== null && root.parent_id !== undefined) {
            problems.push(`root ${rootId}: parent_id must be null (is ${describe(root.parent_id)})`);
        }
        if (root.depth !== undefined && root.depth !== 0)
            problems.push(`root ${rootId}: depth must be 0`);
    }
    for (const id of ids) {
        const node = nodes[id];
        if (node === undefined)
            continue;
        const where = `node ${id}`;
        if (node.id === undefined)
            problems.push(`${where}: id field is missing`);
        else if (node.id !== id)
            problems.push(`${where}: id field is ${describe(node.id)} (must equal its key)`);
        if (typeof node.status !== 'string') {
            problems.push(`${where}: status is missing`);
        }
        else if (!_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .NODE_STATUSES */ .q_.includes(node.status)) {
            problems.push(`${where}: status ${describe(node.status)} is not one of ${_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .NODE_STATUSES */ .q_.join(', ')}`);
        }
        for (const field of NODE_SCORES) {
            const problem = scoreProblem(where, field, node[field]);
            if (problem)
                problems.push(problem);
        }
        const parentId = node.parent_id;
        if (id !== rootId) {
            if (parentId === null || parentId === undefined) {
                problems.push(`${where}: has no parent but is not the root (orphan)`);
            }
            else if (typeof parentId !== 'string' || nodes[parentId] === undefined) {
                problems.push(`${where}: parent ${describe(parentId)} does not exist (orphan)`);
            }
            else {
                const parent = nodes[parentId];
                if (!Array.isArray(parent?.children_ids) || !parent.children_ids.includes(id)) {
                    problems.push(`${where}: parent ${parentId} does not list it in children_ids`);
                }
                if (typeof node.depth === 'number' &&
                    typeof parent?.depth === 'number' &&
                    node.depth !== parent.depth + 1) {
                    problems.push(`${where}: depth ${node.depth} (parent ${parentId} has depth ${parent.depth})`);
                }
            }
        }
        if (typeof node.depth === 'number' && typeof maxDepth === 'number' && node.depth > maxDepth) {
            problems.push(`${where}: depth ${node.depth} exceeds max_depth ${maxDepth}`);
        }
        if (node.children_ids !== undefined) {
            if (!Array.isArray(node.children_ids)) {
                problems.push(`${where}: children_ids must be a list`);
            }
            else {
                const seen = new Set();
                for (const child of node.children_ids) {
                    const childId = String(child);
                    if (seen.has(childId))
                        problems.push(`${where}: child ${childId} is listed twice`);
                    seen.add(childId);
                    const childNode = nodes[childId];
                    if (childNode === undefined)
                        problems.push(`${where}: child ${childId} does not exist`);
                    else if (childNode.parent_id !== id) {
                        problems.push(`${where}: lists child ${childId} whose parent_id is ${describe(childNode.parent_id)}`);
                    }
                }
            }
        }
    }
    problems.push(...cycleAndReachabilityProblems(tree, rootId));
    return problems;
}
/** Cycles in the parent chain, and nodes that cannot reach the root, in one linear pass. */
function cycleAndReachabilityProblems(tree, rootId) {
    const problems = [];
    const reachesRoot = new Map();
    let unreachable = 0;
    for (const [start] of (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .nodeEntries */ .pB)(tree)) {
        const path = [];
        const onPath = new Set();
        let current = start;
        let verdict = false;
        while (current !== null) {
            const known = reachesRoot.get(current);
            if (known !== undefined) {
                verdict = known;
                break;
            }
            if (current === rootId) {
                verdict = true;
                break;
            }
            if (onPath.has(current)) {
                const loop = path.slice(path.indexOf(current));
                problems.push(`cycle in parent links: ${[...loop, current].join(' -> ')}`);
                break;
            }
            path.push(current);
            onPath.add(current);
            const parent = tree.nodes[current]?.parent_id;
            current = typeof parent === 'string' && tree.nodes[parent] !== undefined ? parent : null;
        }
        for (const id of path)
            reachesRoot.set(id, verdict);
        if (!verdict)
            unreachable += 1;
    }
    if (unreachable > 0)
        problems.push(`${unreachable} node(s) cannot be reached from the root`);
    return problems;
}
async function nonEmptyFile(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => null);
    return info !== null && info.isFile() && info.size > 0;
}
async function isDirectory(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null);
    return info !== null && info.isDirectory();
}
/** A node id used as a folder name must stay one plain segment. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
async function eventProblems(path) {
    const listed = [];
    let notEvents = 0;
    let tokenLines = 0;
    const note = (problem) => {
        if (listed.length < LISTED_EVENT_PROBLEMS)
            listed.push(problem);
    };
    const stats = await (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_5__/* .readJsonl */ .f)(path, (value, lineNumber, text) => {
        const kinds = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .findTokenShapedStrings */ .Mq)(text);
        if (kinds.length > 0) {
            tokenLines += 1;
            note(`events.jsonl line ${lineNumber}: token-shaped string (${[...new Set(kinds)].join(', ')}); events must be secret-free`);
        }
        if ((0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .asEvent */ .Rp)(value) !== null)
            return true;
        notEvents += 1;
        note(`events.jsonl line ${lineNumber}: not a {ts, type, data} event object`);
        return true;
    });
    const malformed = stats.skipped;
    for (const lineNumber of stats.skippedLineNumbers)
        note(`events.jsonl line ${lineNumber}: not valid JSON (torn or malformed)`);
    const total = notEvents + tokenLines + malformed;
    if (total > listed.length)
        listed.push(`events.jsonl: ${total - listed.length} more problem line(s) not listed`);
    return listed;
}
async function isFile(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null);
    return info !== null && info.isFile();
}
/** A folder name as a problem line shows it: quoted when it is not one plain segment. */
function folderLabel(name) {
    return SAFE_ID.test(name) ? name : JSON.stringify(name);
}
/** The folders directly under experiments/ (symlinks are not followed), by name. */
async function experimentFolders(experiments) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(experiments, { withFileTypes: true }).catch(() => []);
    return entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
}
/** Per scored node: its experiments/<id>/ folder and, when asked, its executor prompt. */
async function scoredNodeProblems(paths, tree, needExperiment, needPrompt) {
    const problems = [];
    for (const [id, node] of (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .nodeEntries */ .pB)(tree)) {
        if (id === tree.root_id || (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .finiteScore */ .wr)(node.score) === null)
            continue;
        if (!SAFE_ID.test(id)) {
            problems.push(`node ${JSON.stringify(id)}: id cannot name an experiments/ folder`);
            continue;
        }
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.experiments, id);
        if (needExperiment && !(await isDirectory(folder))) {
            problems.push(`node ${id}: scored but experiments/${id}/ is missing`);
        }
        if (needPrompt && !(await nonEmptyFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, 'executor_prompt.md')))) {
            problems.push(`node ${id}: experiments/${id}/executor_prompt.md is missing`);
        }
    }
    return problems;
}
/**
 * What `arbor_state.py check` asks of experiments/: with the experiment flags, at least one folder and
 * `report.md` and `metrics.json` in each (and `executor_prompt.md` when prompts are required too);
 * with the prompt flag alone, at least one prompt. `already` is what the per-node checks found: a
 * general line is added only when they said nothing about it.
 */
async function experimentFolderProblems(paths, needExperiment, needPrompt, already) {
    const problems = [];
    const folders = await experimentFolders(paths.experiments);
    if (needExperiment) {
        if (folders.length === 0 && !already.some((p) => p.includes(': scored but experiments/')))
            problems.push(`no experiment folder in experiments/ (${paths.experiments})`);
        for (const name of folders) {
            const required = ['report.md', 'metrics.json', ...(needPrompt ? ['executor_prompt.md'] : [])];
            for (const file of required) {
                const label = `experiments/${folderLabel(name)}/${file} is missing`;
                if (!(await isFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.experiments, name, file))) && !already.some((p) => p.endsWith(label)))
                    problems.push(label);
            }
        }
    }
    else if (needPrompt && already.length === 0) {
        const prompts = await Promise.all(folders.map((name) => isFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.experiments, name, 'executor_prompt.md'))));
        if (!prompts.includes(true))
            problems.push(`no executor_prompt.md in any experiments/<id>/ folder (${paths.experiments})`);
    }
    return problems;
}
/**
 * An entry of experiments/ that is a symlink: Arbor's check follows it (and may vouch for files outside
 * the session), the session tools never do, so it is a problem whatever the flags.
 */
async function symlinkedExperimentProblems(experiments) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(experiments, { withFileTypes: true }).catch(() => []);
    return entries
        .filter((entry) => entry.isSymbolicLink())
        .map((entry) => `experiments/${folderLabel(entry.name)} is a symlink (an experiment folder must be a real folder)`)
        .sort();
}
/** Problems with the artifacts Arbor requires (idea_tree.md) and those the flags require. */
async function checkArtifacts(paths, tree, required) {
    const all = required.strict === true;
    const problems = [];
    if (!(await isFile(paths.treeMarkdown)))
        problems.push(`idea_tree.md is missing (${paths.treeMarkdown})`);
    if ((all || required.report) && !(await nonEmptyFile(paths.report))) {
        problems.push(`REPORT.md is missing or empty (${paths.report})`);
    }
    if (all || required.events) {
        if (!(await nonEmptyFile(paths.events)))
            problems.push(`events.jsonl is missing or empty (${paths.events})`);
        else
            problems.push(...(await eventProblems(paths.events)));
    }
    if (all || required.runStats) {
        const stats = await (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readJsonObjectFile */ .Uc)(paths.runStats);
        if (stats.state === 'missing')
            problems.push(`run_stats.json is missing (${paths.runStats})`);
        else if (stats.state === 'unreadable')
            problems.push(`run_stats.json is unreadable: ${stats.reason}`);
    }
    problems.push(...(await symlinkedExperimentProblems(paths.experiments)));
    const needExperiment = all || required.experiment === true;
    const needPrompt = all || required.executorPrompt === true;
    if (needExperiment || needPrompt) {
        const perNode = tree === null ? [] : await scoredNodeProblems(paths, tree, needExperiment, needPrompt);
        problems.push(...perNode, ...(await experimentFolderProblems(paths, needExperiment, needPrompt, perNode)));
    }
    return problems;
}
/**
 * `check` as a whole: tree integrity, then the required artifacts. A missing or unreadable tree is not
 * a problem line but a UserError (exit 2): there is nothing to check.
 */
async function checkSession(paths, required) {
    const tree = await (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .readTreeFile */ .xt)(paths.tree);
    return [...checkTreeIntegrity(tree), ...(await checkArtifacts(paths, (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .normalizeTree */ .SK)(tree), required))];
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

/***/ 3263:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ redactedProblems),
/* harmony export */   checkExitCode: () => (/* binding */ checkExitCode),
/* harmony export */   renderCheckResult: () => (/* binding */ renderCheckResult),
/* harmony export */   runCheck: () => (/* binding */ runCheck)
/* harmony export */ });
/* harmony import */ var _session_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99076);
/* harmony import */ var _session_locate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39980);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50767);
/** `check`: the tree's integrity and the artifacts required, as problem lines with secrets redacted. */



/** Problem lines quote ids and values from the session, which must not carry secrets to the log. */
async function redactedProblems(paths, required, env) {
    const redact = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .createRedactor */ .lY)(env);
    return (await (0,_session_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkSession */ .dy)(paths, required)).map(redact);
}
/** Checks the session; a missing or unreadable tree is a UserError (nothing to check), not a problem. */
async function runCheck(opts) {
    const paths = await (0,_session_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .locateSession */ .d)(opts.session);
    const problems = await redactedProblems(paths, opts.required, opts.env);
    return { ok: problems.length === 0, session_dir: paths.dir, problems };
}
/** The exit status of a check (and of finalize), for the CLI and the Action's job alike: 0 OK, 1 INVALID. */
function checkExitCode(result) {
    return result.ok ? 0 : 1;
}
/** OK, or INVALID and one `- problem` line each. */
function renderCheckResult(problems) {
    return problems.length === 0 ? 'OK\n' : `INVALID\n${problems.map((p) => `- ${p}`).join('\n')}\n`;
}


/***/ }),

/***/ 60845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   finalizeJson: () => (/* binding */ finalizeJson),
/* harmony export */   renderFinalizeResult: () => (/* binding */ renderFinalizeResult),
/* harmony export */   runFinalize: () => (/* binding */ runFinalize)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(83916);
/* harmony import */ var _report_session_read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32303);
/* harmony import */ var _session_json_patch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86147);
/* harmony import */ var _session_json_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95216);
/* harmony import */ var _session_locate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39980);
/* harmony import */ var _session_recover_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73760);
/* harmony import */ var _session_run_stats_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(98551);
/* harmony import */ var _util_atomic_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(63827);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(74976);
/* harmony import */ var _report_session_markdown_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(54510);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3263);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(88741);
/**
 * `finalize`: the shutdown sequence (spec "Shutdown", steps 4-6, then check): recover the submission
 * (emergency only), write run_stats.json when it is missing (an emergency is recorded in it either
 * way), write REPORT.md, check the session. A tree that cannot be read still gets its partial report;
 * the closing check then fails on it.
 */












/**
 * run_stats.json derived from the events and the tree when there is none; with `emergency`, an
 * existing file gets `emergency_timeout: true` (every other byte kept). A file that is not a JSON
 * object is left alone: rewriting it would lose what it holds.
 */
async function writeRunStats(paths, inputs, emergency) {
    let action = 'kept';
    await (0,_util_atomic_js__WEBPACK_IMPORTED_MODULE_6__/* .updateFileAtomically */ .xy)(paths.runStats, (current) => {
        if (current === null) {
            action = 'derived';
            return `${JSON.stringify((0,_session_run_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .deriveRunStats */ .My)(inputs.events, inputs.tree, emergency), null, 2)}\n`;
        }
        if (!emergency)
            return null;
        let stats;
        try {
            stats = (0,_session_json_source_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePythonJson */ .S6)(current);
        }
        catch {
            return null;
        }
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_10__/* .isObject */ .G)(stats) || stats.emergency_timeout === true)
            return null;
        action = 'emergency_recorded';
        return (0,_session_json_patch_js__WEBPACK_IMPORTED_MODULE_1__/* .patchJson */ .pb)(current, { ...stats, emergency_timeout: true });
    });
    return action;
}
/** Recovery needs the tree (the best node, the submission path): with an unreadable one it is skipped. */
async function recover(paths, inputs) {
    if (inputs.treeCaveat === null)
        return (0,_session_recover_js__WEBPACK_IMPORTED_MODULE_4__/* .recoverSubmission */ .Hc)(paths, inputs.tree);
    return {
        action: 'skipped',
        submission_path: '',
        source: null,
        node_id: null,
        score: null,
        skipped_symlinks: [],
        message: 'skipped: the idea tree cannot be read, so neither the best node nor meta.submission_path is known',
    };
}
/** The closing check with REPORT.md required; a tree that cannot be checked is a problem line here. */
async function closingCheck(paths, opts) {
    try {
        return await (0,_check_js__WEBPACK_IMPORTED_MODULE_8__/* .redactedProblems */ .F)(paths, { ...opts.required, report: true }, opts.env);
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .UserError */ .yo))
            throw error;
        return [error.message];
    }
}
async function runFinalize(opts) {
    const paths = await (0,_session_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .locateSession */ .d)(opts.session);
    // The tree and events are read once, for every step.
    const inputs = await (0,_report_session_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readSessionInputs */ .Y)(paths);
    const recovered = opts.emergency ? await recover(paths, inputs) : null;
    const runStats = await writeRunStats(paths, inputs, opts.emergency);
    const report = await (0,_report_js__WEBPACK_IMPORTED_MODULE_9__/* .writeReport */ .u)(paths, {
        reportPath: paths.report,
        env: opts.env,
        smoke: opts.smoke,
        inputs,
        emergency: recovered === null ? undefined : { recovered: recovered.message },
    });
    const problems = await closingCheck(paths, opts);
    return {
        ok: problems.length === 0,
        recovered,
        run_stats_written: runStats === 'derived',
        run_stats: runStats,
        report,
        problems,
    };
}
function finalizeJson(result) {
    return {
        ok: result.ok,
        recovered: result.recovered,
        run_stats_written: result.run_stats_written,
        run_stats: result.run_stats,
        report_path: result.report.report_path,
        report: result.report.facts,
        problems: result.problems,
    };
}
/** The steps' results as the CLI prints them without --json. */
function renderFinalizeResult(result) {
    const lines = [];
    if (result.recovered !== null)
        lines.push(`recover: ${result.recovered.message}\n`);
    const runStats = {
        derived: 'derived from events and the tree (it was missing)',
        emergency_recorded: 'kept, with emergency_timeout: true recorded',
        kept: 'kept (already present)',
    }[result.run_stats];
    lines.push(`run_stats.json: ${runStats}\n`);
    lines.push((0,_report_session_markdown_js__WEBPACK_IMPORTED_MODULE_7__.renderEvidence)(result.report.facts, result.report.report_path));
    lines.push(`check: ${(0,_check_js__WEBPACK_IMPORTED_MODULE_8__.renderCheckResult)(result.problems)}`);
    return lines.join('');
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
