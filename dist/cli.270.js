export const id = 270;
export const ids = [270];
export const modules = {

/***/ 11392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ pendingUserQuestion),
/* harmony export */   J3: () => (/* binding */ clearInflightExecutors),
/* harmony export */   kC: () => (/* binding */ inflightExecutors),
/* harmony export */   sE: () => (/* binding */ pendingUserNodeId)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74976);
/* harmony import */ var _json_patch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86147);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95216);
/**
 * Arbor's `checkpoint.json` (schema_version 1): run name, cycle, phase, git state, in-flight executors,
 * cache anchors and a pending human gate. arbor-gate only clears in-flight executors on resume and
 * keeps every other byte as written.
 */



function inflightExecutors(checkpoint) {
    const list = checkpoint.inflight_executors;
    if (!Array.isArray(list))
        return [];
    return list.filter(_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G).map((entry) => ({
        node_id: String(entry.node_id ?? ''),
        branch: typeof entry.branch === 'string' ? entry.branch : null,
        started_at: typeof entry.started_at === 'string' ? entry.started_at : null,
    }));
}
/**
 * The question of a pending human gate (`pending_user`), or null when none is pending. Arbor stores
 * either the question itself or an object holding it.
 */
function pendingUserQuestion(checkpoint) {
    const pending = checkpoint.pending_user;
    if (pending === null || pending === undefined || pending === false || pending === '')
        return null;
    if (typeof pending === 'string')
        return pending;
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(pending)) {
        for (const key of ['question', 'prompt', 'message', 'text']) {
            const value = pending[key];
            if (typeof value === 'string' && value !== '')
                return value;
        }
    }
    return JSON.stringify(pending);
}
/** The node a pending human gate is about (`pending_user.node_id`), when it names one. */
function pendingUserNodeId(checkpoint) {
    const pending = checkpoint.pending_user;
    const nodeId = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(pending) ? pending.node_id : undefined;
    return typeof nodeId === 'string' && nodeId.trim() !== '' ? nodeId.trim() : null;
}
/**
 * The checkpoint's text with in-flight executors cleared and every other byte as Arbor wrote it, or
 * null when it has none to clear (or is not a JSON object).
 */
function clearInflightExecutors(text) {
    let checkpoint;
    try {
        checkpoint = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePythonJson */ .S6)(text);
    }
    catch {
        return null;
    }
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(checkpoint) || inflightExecutors(checkpoint).length === 0)
        return null;
    return (0,_json_patch_js__WEBPACK_IMPORTED_MODULE_0__/* .patchJson */ .pb)(text, { ...checkpoint, inflight_executors: [] });
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
// EXTERNAL MODULE: ./src/util/atomic.ts
var atomic = __webpack_require__(64535);
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
// EXTERNAL MODULE: ./src/session/jsonl.ts + 1 modules
var jsonl = __webpack_require__(94089);
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
// EXTERNAL MODULE: ./src/session/tree.ts + 1 modules
var session_tree = __webpack_require__(68929);
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
