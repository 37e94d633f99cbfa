export const id = 270;
export const ids = [270];
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

/***/ 55270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderResumePlan: () => (/* binding */ renderResumePlan),
  runResume: () => (/* binding */ runResume)
});

// EXTERNAL MODULE: ./src/session/locate.ts
var locate = __webpack_require__(39980);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/atomic.ts + 1 modules
var atomic = __webpack_require__(63827);
// EXTERNAL MODULE: ./src/session/check.ts
var check = __webpack_require__(99076);
// EXTERNAL MODULE: ./src/session/checkpoint.ts
var session_checkpoint = __webpack_require__(11392);
// EXTERNAL MODULE: ./src/session/files.ts
var files = __webpack_require__(33803);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/session/json-patch.ts
var json_patch = __webpack_require__(86147);
// EXTERNAL MODULE: ./src/session/jsonl.ts
var jsonl = __webpack_require__(79846);
;// CONCATENATED MODULE: ./src/session/messages.ts
/**
 * The coordinator's conversation (`.coordinator/messages.jsonl`, one `{role, content}` per line, in the
 * Anthropic messages shape). Resume replays it tolerantly and makes it valid to continue: every
 * `tool_use` of the trailing assistant turn needs a `tool_result`, else the next model call is refused.
 */



/** The heading of Arbor's resume nudge. */
const RESUME_NUDGE_HEADING = '## Resuming Interrupted Session';
/** The result Arbor's `seal_interrupted_tail` gives a tool call the run did not finish, word for word. */
const INTERRUPTED_TOOL_RESULT = '[interrupted by checkpoint/resume — not executed]';
async function readMessageLog(path) {
    const lines = [];
    const stats = await (0,jsonl/* readJsonl */.f)(path, (value, _lineNumber, text) => {
        if (!(0,json/* isObject */.G)(value) || typeof value.role !== 'string')
            return false;
        lines.push({ text, message: value });
        return true;
    });
    return { lines, stats };
}
function contentBlocks(message) {
    return Array.isArray(message.content) ? message.content.filter(json/* isObject */.G) : [];
}
/** The `tool_use` ids of the last assistant turn that no later message answers, in call order. */
function unansweredToolUseIds(messages) {
    let lastAssistant = -1;
    for (let i = messages.length - 1; i >= 0; i -= 1) {
        if (messages[i]?.role === 'assistant') {
            lastAssistant = i;
            break;
        }
    }
    if (lastAssistant === -1)
        return [];
    const answered = new Set();
    for (const message of messages.slice(lastAssistant + 1)) {
        for (const block of contentBlocks(message)) {
            if (block.type === 'tool_result' && typeof block.tool_use_id === 'string')
                answered.add(block.tool_use_id);
        }
    }
    const calls = contentBlocks(messages[lastAssistant] ?? {})
        .filter((block) => block.type === 'tool_use' && typeof block.id === 'string')
        .map((block) => block.id);
    return calls.filter((id) => !answered.has(id));
}
function toolResult(id) {
    return { type: 'tool_result', tool_use_id: id, content: INTERRUPTED_TOOL_RESULT, is_error: true };
}
/** One user message answering every given call with an error result (Arbor's seal_interrupted_tail). */
function interruptedToolResults(toolUseIds) {
    return { role: 'user', content: toolUseIds.map(toolResult) };
}
/** `message` (a user turn that answers part of the calls) answering the rest too, results first. */
function withToolResults(message, toolUseIds) {
    const blocks = Array.isArray(message.content)
        ? message.content
        : typeof message.content === 'string' && message.content !== ''
            ? [{ type: 'text', text: message.content }]
            : [];
    const isResult = (block) => (0,json/* isObject */.G)(block) && block.type === 'tool_result';
    return {
        ...message,
        content: [
            ...blocks.filter(isResult),
            ...toolUseIds.map(toolResult),
            ...blocks.filter((b) => !isResult(b)),
        ],
    };
}
/**
 * The continuation message of Arbor's `_build_resume_prompt`: skip INIT, the pending nodes, TreeView.
 * Not written to the log (see planMessagesResume): the plan shows it, as the text Arbor's resume adds
 * and the one to give an agent resumed by anything else.
 */
function resumeNudge(facts) {
    const parts = [];
    if (facts.task !== null)
        parts.push(`## Research Task\n\n${facts.task}`);
    const requeued = facts.pending.length === 0
        ? ''
        : '\n\nThese idea node(s) are pending (some were re-queued after being interrupted ' +
            `mid-experiment): ${facts.pending.join(', ')}. Re-dispatch them with RunExecutor if they are still promising.`;
    parts.push(`${RESUME_NUDGE_HEADING}\n\n` +
        'You are resuming a research run that was interrupted. Your full prior conversation (reasoning, ' +
        'tool calls, and results) has been restored above, and the idea tree is loaded from disk. ' +
        '**Do NOT restart from INIT** — the baseline and setup are already done.' +
        requeued +
        '\n\nCall TreeView to refresh your view, then continue the iterative research loop from where you left off.');
    if (facts.pendingQuestion !== null) {
        const { question, nodeId } = facts.pendingQuestion;
        parts.push('## Pending question to the user\n\n' +
            `When the run was interrupted you were waiting for the user's answer${nodeId === null ? '' : ` (about node ${nodeId})`} to:\n` +
            `> ${question.replace(/\n/g, '\n> ')}\n\n` +
            'Their answer was not received. If you still need it, ask again with AskUser before proceeding; otherwise continue.');
    }
    if (facts.evalInfo.length > 0)
        parts.push(`## Evaluation Info (from previous session)\n\n${facts.evalInfo.join('\n')}`);
    return parts.join('\n\n');
}
/**
 * The log after resume: dangling calls of the last assistant turn answered (in the user turn that
 * follows it, or a new one). The nudge is not written: Arbor's own resume appends its nudge (and the
 * pending question) to whatever log it replays, so one written here would reach the agent twice.
 * A sealed log is left as it is, so resuming twice changes nothing the second time.
 */
function planMessagesResume(messages) {
    const next = messages.map((message, from) => ({ from, message }));
    const dangling = unansweredToolUseIds(messages);
    if (dangling.length > 0) {
        const assistant = messages.map((m) => m.role).lastIndexOf('assistant');
        const following = next[assistant + 1];
        if (following?.message.role === 'user')
            following.message = withToolResults(following.message, dangling);
        else
            next.splice(assistant + 1, 0, { from: null, message: interruptedToolResults(dangling) });
    }
    return { sealed_tool_use_ids: dangling, messages: next };
}
/**
 * The log as Arbor writes it (json.dumps per line): unchanged lines byte for byte, a changed line
 * edited where it changed, new lines in Python's layout; torn lines are dropped.
 */
function serializeMessageLog(lines, plan) {
    const out = plan.map(({ from, message }) => {
        const line = from === null ? undefined : lines[from];
        if (line === undefined)
            return (0,json_patch/* freshJson */.vR)(message, { indent: null, number: json_patch/* pyNumber */.BR });
        return line.message === message ? line.text : (0,json_patch/* patchJson */.pb)(line.text, message);
    });
    return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/session/py-format.ts
var py_format = __webpack_require__(65209);
// EXTERNAL MODULE: ./src/session/tree.ts + 2 modules
var session_tree = __webpack_require__(51419);
;// CONCATENATED MODULE: ./src/session/resume.ts
/**
 * Resume (spec "Resume Procedure", steps 1-7): requeue running nodes, replay the conversation
 * tolerantly, seal dangling tool calls, clear in-flight executors, keep the session. Step 6, the
 * nudge, is left to Arbor's own `arbor run --resume`, which always appends one (and the pending
 * question) to the log it replays: the plan carries its text instead. Every file is edited only where it changes, so a second
 * resume changes nothing.
 * The plan is computed by pure functions; applying it re-plans inside each file's lock, so a writer
 * that changed a file meanwhile is not overwritten with stale data.
 */








/** Requeues running nodes in place; returns their ids in tree order. */
function requeueRunningNodes(tree) {
    const requeued = [];
    for (const [id, node] of (0,session_tree/* nodeEntries */.pB)(tree)) {
        if (node.status === 'running') {
            node.status = 'pending';
            requeued.push(id);
        }
    }
    return requeued;
}
/** Node ids whose status (after the requeue: running counts as pending) is `status`, in tree order. */
function idsAfterRequeue(tree, status) {
    return (0,session_tree/* nodeEntries */.pB)(tree)
        .filter(([, node]) => (node.status === 'running' ? 'pending' : node.status) === status)
        .map(([id]) => id);
}
/** The eval contract lines of the nudge (Arbor's `_eval_info_parts`). */
function evalInfo(tree) {
    const { eval_cmd: dev, eval_cmd_test: test, dataset_info: datasets } = tree.meta;
    const lines = [];
    if (typeof dev === 'string' && dev !== '')
        lines.push(`- B_dev eval: \`${dev}\``);
    if (typeof test === 'string' && test !== '')
        lines.push(`- B_test eval: \`${test}\``);
    // Arbor's f-string prints a dict or list as Python's str() does; any falsy value is left out.
    if ((0,py_format/* isPyTruthy */.iV)(datasets))
        lines.push(`- Datasets: ${(0,py_format/* pyStr */.rD)(datasets)}`);
    return lines;
}
function notResumable(paths, why) {
    return new errors/* UserError */.yo(`resume is not possible: ${why}. Nothing was changed. Start a fresh run in a clean session ` +
        `(a new --run-name) instead of resuming ${paths.dir}.`);
}
/** Steps 1-2: the tree must exist and pass the integrity check, or nothing is resumed. */
async function loadResumableTree(paths) {
    if (!(await (0,files/* pathExists */.s0)(paths.tree))) {
        throw notResumable(paths, `there is no idea tree at ${paths.tree}`);
    }
    let tree;
    try {
        tree = await (0,session_tree/* readTreeFile */.xt)(paths.tree);
    }
    catch (error) {
        throw notResumable(paths, `the idea tree cannot be read (${error.message})`);
    }
    const problems = (0,check/* checkTreeIntegrity */.II)(tree);
    if (problems.length > 0) {
        throw notResumable(paths, `the idea tree ${paths.tree} is corrupt:\n- ${problems.join('\n- ')}\n`);
    }
    return tree;
}
async function resumeSession(paths, options) {
    const tree = await loadResumableTree(paths);
    const requeued = (0,session_tree/* nodeEntries */.pB)(tree)
        .filter(([, node]) => node.status === 'running')
        .map(([id]) => id);
    const pending = idsAfterRequeue(tree, 'pending');
    const checkpointRead = await (0,files/* readJsonObjectFile */.Uc)(paths.checkpoint);
    const checkpoint = checkpointRead.state === 'ok' ? checkpointRead.value : null;
    const pendingQuestion = checkpoint ? (0,session_checkpoint/* pendingUserQuestion */.FB)(checkpoint) : null;
    const rootId = typeof tree.root_id === 'string' ? tree.root_id : null;
    const root = rootId === null ? undefined : tree.nodes[rootId];
    const nudge = resumeNudge({
        task: typeof root?.hypothesis === 'string' && root.hypothesis.trim() !== '' ? root.hypothesis : null,
        pending: pending.filter((id) => id !== rootId),
        pendingQuestion: pendingQuestion === null || checkpoint === null
            ? null
            : { question: pendingQuestion, nodeId: (0,session_checkpoint/* pendingUserNodeId */.sE)(checkpoint) },
        evalInfo: evalInfo(tree),
    });
    const messagesPresent = await (0,files/* pathExists */.s0)(paths.messages);
    const log = messagesPresent ? await readMessageLog(paths.messages) : null;
    const messagesPlan = log ? planMessagesResume(log.lines.map((l) => l.message)) : null;
    const plan = {
        dry_run: options.dryRun,
        session_dir: paths.dir,
        requeued,
        needs_retry: idsAfterRequeue(tree, 'needs_retry'),
        pending,
        checkpoint: {
            present: checkpointRead.state !== 'missing',
            unreadable: checkpointRead.state === 'unreadable' ? checkpointRead.reason : null,
            inflight_cleared: checkpoint
                ? (0,session_checkpoint/* inflightExecutors */.kC)(checkpoint).map(({ node_id, branch }) => ({ node_id, branch }))
                : [],
            pending_user: pendingQuestion,
        },
        messages: {
            present: messagesPresent,
            skipped_lines: log?.stats.skipped ?? 0,
            skipped_line_numbers: log?.stats.skippedLineNumbers ?? [],
            sealed_tool_use_ids: messagesPlan?.sealed_tool_use_ids ?? [],
        },
        nudge,
    };
    if (options.dryRun)
        return plan;
    // Step 3, under the tree's lock (the tree read then is the one changed); idea_tree.md follows it.
    await (0,session_tree/* updateTreeFile */.yf)(paths.tree, (current) => requeueRunningNodes(current).length > 0);
    if (checkpoint && plan.checkpoint.inflight_cleared.length > 0) {
        await (0,atomic/* updateFileAtomically */.xy)(paths.checkpoint, (text) => text === null ? null : (0,session_checkpoint/* clearInflightExecutors */.J3)(text));
    }
    // Steps 4-6, under the messages' lock: replay the current file again so no line written meanwhile is lost.
    if (messagesPresent) {
        await (0,atomic/* updateFileAtomically */.xy)(paths.messages, async (text) => {
            const current = await readMessageLog(paths.messages);
            const next = planMessagesResume(current.lines.map((l) => l.message));
            const written = serializeMessageLog(current.lines, next.messages);
            return written === text ? null : written;
        });
    }
    return plan;
}

;// CONCATENATED MODULE: ./src/tools/resume.ts
/** `resume`: prepare an interrupted session to continue (spec "Resume Procedure", steps 1-7). */


/** The plan, applied unless `dryRun`; a missing or corrupt tree is a UserError and nothing changes. */
async function runResume(opts) {
    return resumeSession(await (0,locate/* locateSession */.d)(opts.session), { dryRun: opts.dryRun });
}
function list(ids) {
    return ids.length === 0 ? 'none' : ids.join(', ');
}
function renderResumePlan(plan) {
    const verb = plan.dry_run ? 'would' : 'did';
    const lines = [
        `${plan.dry_run ? 'Dry run (nothing changed)' : 'Resumed'}: ${plan.session_dir}`,
        `- running -> pending (${verb} requeue): ${list(plan.requeued)}`,
        `- needs_retry left as is: ${list(plan.needs_retry)}`,
        `- pending nodes to continue from: ${list(plan.pending)}`,
    ];
    if (!plan.checkpoint.present)
        lines.push('- checkpoint.json: none');
    else if (plan.checkpoint.unreadable !== null)
        lines.push(`- checkpoint.json unreadable, left as is: ${plan.checkpoint.unreadable}`);
    else
        lines.push(`- in-flight executors cleared: ${list(plan.checkpoint.inflight_cleared.map((e) => e.node_id))}`);
    if (plan.checkpoint.pending_user !== null)
        lines.push(`- pending human gate kept: ${plan.checkpoint.pending_user}`);
    if (!plan.messages.present) {
        lines.push('- messages.jsonl: none (nothing to replay)');
    }
    else {
        const m = plan.messages;
        lines.push(`- messages.jsonl: ${m.skipped_lines} torn/malformed line(s) dropped${m.skipped_lines > 0 ? ` (line ${m.skipped_line_numbers.join(', ')})` : ''}`);
        lines.push(`- dangling tool calls sealed with an interrupted result: ${list(m.sealed_tool_use_ids)}`);
    }
    lines.push("- resume nudge: not written; Arbor's resume adds its own (its text: --json's `nudge`)");
    lines.push('Next: start the coordinator on this session again; it continues from the pending nodes.');
    return `${lines.join('\n')}\n`;
}


/***/ })

};
