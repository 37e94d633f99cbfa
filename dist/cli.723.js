export const id = 723;
export const ids = [723];
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

/***/ 73760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hc: () => (/* binding */ recoverSubmission),
/* harmony export */   ST: () => (/* binding */ SNAPSHOTS_DIR),
/* harmony export */   vU: () => (/* binding */ bestDoneNode)
/* harmony export */ });
/* unused harmony exports DEFAULT_SUBMISSION_PATH, chooseSnapshot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(83916);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33803);
/* harmony import */ var _util_metric_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32430);
/* harmony import */ var _util_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(24964);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(51419);
/**
 * Emergency-timeout recovery (spec "Shutdown", step 4): keep trunk's submission when present; otherwise
 * copy the best scored snapshot `submissions/<node_id><ext>`; otherwise the most recent snapshot.
 * Snapshots are looked for where `arbor run` keeps them (`<session>/submissions/`) and in the
 * workspace's `submissions/`; for the same name the session's copy wins. Never overwrites, never
 * writes outside the workspace, never follows a snapshot that is a symlink.
 */








const DEFAULT_SUBMISSION_PATH = 'submission.csv';
const SNAPSHOTS_DIR = 'submissions';
/**
 * Arbor's `IdeaTree.get_best_done_node`: the done or merged node (the root included) with the best
 * finite B_dev score in the metric's direction, the first in file order on a tie; null when none.
 */
function bestDoneNode(tree) {
    const direction = (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .metricDirectionOf */ .H_)(tree.meta);
    let best = null;
    for (const [id, node] of (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .nodeEntries */ .pB)(tree)) {
        if (node.status !== 'done' && node.status !== 'merged')
            continue;
        const score = (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .finiteScore */ .wr)(node.score);
        if (score !== null && (best === null || (0,_util_metric_js__WEBPACK_IMPORTED_MODULE_4__/* .isBetterScore */ .V$)(score, best.score, direction)))
            best = { id, score };
    }
    return best;
}
/**
 * The snapshot to restore, as Arbor's `_recover_best_submission` picks it: the best done/merged
 * node's `<node_id><ext>` (the first such snapshot in the list), else the newest snapshot. When the
 * best node has none (the root, say), no other node's is taken. Pure.
 */
function chooseSnapshot(tree, snapshots, ext) {
    if (snapshots.length === 0)
        return null;
    const best = tree === null ? null : bestDoneNode(tree);
    const snapshot = best === null ? undefined : snapshots.find((s) => s.name === `${best.id}${ext}`);
    if (best !== null && snapshot !== undefined)
        return { snapshot, how: 'best', node_id: best.id, score: best.score };
    const newest = snapshots.reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
    return { snapshot: newest, how: 'newest', node_id: null, score: null };
}
/** The submission target inside the workspace; a path that leaves it is bad input. */
async function submissionTarget(workspace, submissionPath) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace, submissionPath);
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(submissionPath) || !(0,_util_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(workspace, target) || target === workspace) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UserError */ .yo(`meta.submission_path ${JSON.stringify(submissionPath)} must be a file path inside the workspace ${workspace}`);
    }
    // A symlinked folder on the way must not lead the copy out of the workspace either.
    let existing = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target);
    while (!(await (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .entryExists */ .v_)(existing)))
        existing = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(existing);
    const [realWorkspace, realExisting] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(workspace), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(existing)]);
    if (!(0,_util_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(realWorkspace, realExisting)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UserError */ .yo(`meta.submission_path ${JSON.stringify(submissionPath)} leads outside the workspace ${workspace}`);
    }
    return target;
}
/** The snapshots in `dirs`, in that order; symlinks are listed apart (as `rel` names them), never used. */
async function listSnapshots(dirs, rel) {
    const snapshots = [];
    const symlinks = [];
    for (const dir of dirs) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(dir).catch(() => null);
        if (info === null || !info.isDirectory())
            continue;
        for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { withFileTypes: true })) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, entry.name);
            if (entry.isSymbolicLink())
                symlinks.push(dir === dirs.at(-1) ? entry.name : rel(path));
            else if (entry.isFile())
                snapshots.push({ name: entry.name, mtimeMs: (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path)).mtimeMs, path });
        }
    }
    return { snapshots, symlinks };
}
async function recoverSubmission(paths, tree) {
    const workspace = paths.workspace;
    if (workspace === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UserError */ .yo(`recover needs the session folder at <workspace>/.arbor/sessions/<run>/ to find the workspace; got ${paths.dir}`);
    }
    const submissionPath = typeof tree?.meta.submission_path === 'string' && tree.meta.submission_path !== ''
        ? tree.meta.submission_path
        : DEFAULT_SUBMISSION_PATH;
    const target = await submissionTarget(workspace, submissionPath);
    const rel = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(workspace, path);
    const base = {
        submission_path: rel(target),
        source: null,
        node_id: null,
        score: null,
        skipped_symlinks: [],
    };
    if (await (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .entryExists */ .v_)(target)) {
        return { ...base, action: 'kept', message: `kept trunk's ${rel(target)}: it is already present` };
    }
    const snapshotDirs = [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(paths.dir, SNAPSHOTS_DIR), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, SNAPSHOTS_DIR)];
    const { snapshots, symlinks } = await listSnapshots(snapshotDirs, rel);
    const choice = chooseSnapshot(tree, snapshots, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(submissionPath));
    if (choice === null) {
        return {
            ...base,
            skipped_symlinks: symlinks,
            action: 'nothing',
            message: `nothing to recover: no ${rel(target)} and no snapshot in ${snapshotDirs.map((d) => `${rel(d)}/`).join(' or ')}`,
        };
    }
    const source = choice.snapshot.path;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), { recursive: true });
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(source, target, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_EXCL);
    }
    catch (error) {
        if (error.code === 'EEXIST') {
            return { ...base, action: 'kept', message: `kept ${rel(target)}: it appeared while recovering` };
        }
        throw error;
    }
    const why = choice.how === 'best'
        ? `the best done/merged node ${choice.node_id} (B_dev ${choice.score}, ${(0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .metricDirectionOf */ .H_)(tree?.meta)})`
        : 'the most recent snapshot (the best done/merged node has none)';
    return {
        ...base,
        action: choice.how === 'best' ? 'copied_best' : 'copied_newest',
        source: rel(source),
        node_id: choice.node_id,
        score: choice.score,
        skipped_symlinks: symlinks,
        message: `copied ${rel(source)} to ${rel(target)}: ${why}`,
    };
}


/***/ }),

/***/ 47723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runRecover: () => (/* binding */ runRecover)
/* harmony export */ });
/* harmony import */ var _session_locate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39980);
/* harmony import */ var _session_recover_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73760);
/* harmony import */ var _session_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51419);
/** `recover`: restore the best submission snapshot after an emergency timeout (never overwrites). */



async function runRecover(opts) {
    const paths = await (0,_session_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .locateSession */ .d)(opts.session);
    return (0,_session_recover_js__WEBPACK_IMPORTED_MODULE_1__/* .recoverSubmission */ .Hc)(paths, await (0,_session_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .readTreeIfPresent */ .NE)(paths.tree));
}


/***/ }),

/***/ 32430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V$: () => (/* binding */ isBetterScore),
/* harmony export */   jY: () => (/* binding */ formatVerdictScore),
/* harmony export */   l9: () => (/* binding */ bestFirst),
/* harmony export */   mn: () => (/* binding */ gain),
/* harmony export */   y: () => (/* binding */ formatScore)
/* harmony export */ });
/* unused harmony export SCORE_DIGITS */
/**
 * The metric's direction and how scores are compared and shown: one home for every layer (session
 * tools, the gate, the reports), so "better" and the printed form of a score mean one thing everywhere.
 */
/** Improvement in the metric's direction: positive when `score` is better than `reference`. */
function gain(score, reference, direction) {
    return direction === 'maximize' ? score - reference : reference - score;
}
/** True when `candidate` is strictly better than `reference` in the metric's direction. */
function isBetterScore(candidate, reference, direction) {
    return direction === 'minimize' ? candidate < reference : candidate > reference;
}
/** Sort comparator: best score first in the metric's direction. */
function bestFirst(direction) {
    return direction === 'minimize' ? (a, b) => a - b : (a, b) => b - a;
}
/**
 * How many significant digits a score is shown with. A session report is read by people comparing
 * runs (2.8800000000000003 -> 2.88); the gate's verdict states the verified number a merge was
 * decided on, so it keeps enough digits to tell two close scores apart.
 */
const SCORE_DIGITS = { report: 6, verdict: 10 };
/** A score as people read it, to `digits` significant digits (integers as they are). */
function formatScore(value, digits = SCORE_DIGITS.report) {
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(digits)));
}
/** A score as every gate face shows it (log lines, merge message, verdict). */
function formatVerdictScore(value) {
    return formatScore(value, SCORE_DIGITS.verdict);
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
