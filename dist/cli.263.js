export const id = 263;
export const ids = [263];
export const modules = {

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


/***/ })

};
