export const id = 928;
export const ids = [928,810];
export const modules = {

/***/ 50475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YQ: () => (/* binding */ attemptSummary),
/* harmony export */   mO: () => (/* binding */ attemptLabel),
/* harmony export */   w7: () => (/* binding */ createEvalProgress)
/* harmony export */ });
/* unused harmony export statusLine */
/* harmony import */ var _util_terminal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24702);
/* harmony import */ var _capture_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43532);
/**
 * The live log of an evaluation. On a terminal: one status line redrawn in place (attempt, elapsed time,
 * last output line), at most every `redrawMs`. Elsewhere (CI logs): plain lines, every output line as is.
 * Its methods have the names of EvalRequest's hooks, so the gate can spread it into the request.
 */


function attemptLabel(start) {
    const tries = `attempt ${start.tryNumber}/${start.maxTries}`;
    if (start.repeats <= 1)
        return tries;
    const run = start.atMost
        ? `run ${start.repeat} of at most ${start.repeats}`
        : `run ${start.repeat}/${start.repeats}`;
    return `${run}, ${tries}`;
}
/** How an attempt ended; `scored` false (two-phase's phase 1): a clean exit wrote outputs, no score. */
function attemptSummary(attempt, scored = true) {
    const ending = attempt.timed_out
        ? 'timed out'
        : attempt.signal !== null
            ? `killed by ${attempt.signal}`
            : `exit ${attempt.exit_code}`;
    const where = attempt.score_key
        ? ` ("${attempt.score_key}"${attempt.score_line ? `, line ${attempt.score_line}` : ''})`
        : '';
    const clean = !attempt.timed_out && attempt.signal === null && attempt.exit_code === 0;
    const score = attempt.score !== null
        ? `score ${attempt.score}${where}`
        : scored || !clean
            ? 'no score'
            : 'outputs written for phase 2 to score';
    return `attempt ${attempt.n} finished: ${ending} in ${attempt.duration_s.toFixed(1)}s, ${score}`;
}
/** The status line's text: escape sequences and control characters of the output removed, cut to width. */
function statusLine(label, elapsedMs, lastLine, columns) {
    const text = `eval ${label} | ${Math.floor(elapsedMs / 1000)}s | ${(0,_capture_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$)(lastLine)}`;
    return text.length < columns ? text : text.slice(0, Math.max(0, columns - 1));
}
function createEvalProgress(options) {
    const { write, interactive, columns = 80, now = Date.now, redrawMs = 250 } = options;
    let label = '';
    let scored = true;
    let startedAt = 0;
    let lastLine = '';
    let lastDraw = -Infinity;
    let drawn = false;
    let ticker;
    const draw = () => {
        write(_util_terminal_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAR_LINE */ .Xv + statusLine(label, now() - startedAt, lastLine, columns));
        lastDraw = now();
        drawn = true;
    };
    const clear = () => {
        clearInterval(ticker);
        ticker = undefined;
        if (drawn)
            write(_util_terminal_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAR_LINE */ .Xv);
        drawn = false;
    };
    return {
        onAttemptStart(start) {
            label = attemptLabel(start);
            scored = start.scored;
            startedAt = now();
            lastLine = '';
            if (!interactive) {
                write(`eval ${label} started\n`);
                return;
            }
            draw();
            // Keeps the elapsed time moving while the command is silent; never keeps the process alive.
            ticker = setInterval(draw, redrawMs);
            ticker.unref();
        },
        onLine(line) {
            if (!interactive) {
                write(`${line}\n`);
                return;
            }
            lastLine = line;
            if (now() - lastDraw >= redrawMs)
                draw();
        },
        onAttemptEnd(attempt) {
            if (interactive)
                clear();
            write(`${attemptSummary(attempt, scored)}\n`);
        },
        done: clear,
    };
}


/***/ }),

/***/ 89138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wr: () => (/* binding */ gatherLedgerFacts),
/* harmony export */   ledgerTrunkHistory: () => (/* binding */ ledgerTrunkHistory)
/* harmony export */ });
/* unused harmony exports trunkMerges, allLines */
/* harmony import */ var _git_notes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77677);
/* harmony import */ var _line_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36143);
/* harmony import */ var _trailers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66037);



/**
 * Trunk's first-parent gate merges, newest first. `keyTrees`: each merge's key tree is computed (one
 * `cat-file --batch` for all of them, which checking its lines needs and the report's chart, reading
 * trailers only, does not).
 */
async function trunkMerges(repo, trunkSha, keyTrees) {
    const out = await repo.run(['log', '--first-parent', '--format=%H%x00%B%x00', trunkSha]);
    const fields = out.split('\0');
    const found = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const commit = (fields[i] ?? '').trim();
        const trailers = (0,_trailers_js__WEBPACK_IMPORTED_MODULE_1__/* .gateMergeTrailers */ .CT)(fields[i + 1] ?? '');
        if (trailers !== null)
            found.push({ commit, trailers });
    }
    const keys = keyTrees
        ? await (0,_git_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .treesWithoutArbor */ .S2)(repo, found.map((m) => m.trailers.evaluatedTree))
        : new Map();
    return found.map((m) => ({
        ...m,
        keyTree: keys.get(m.trailers.evaluatedTree) ?? m.trailers.evaluatedTree,
    }));
}
/** Every line under the notes commit `at`, the count of malformed ones, and the notes whose blob is missing. */
async function allLines(repo, at) {
    if (at === null)
        return { lines: [], malformed: 0, missing: [] };
    const lines = [];
    let malformed = 0;
    const { notes, missing } = await (0,_git_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .readAllNotes */ .HF)(repo, at);
    for (const text of notes.values()) {
        const parsed = (0,_line_js__WEBPACK_IMPORTED_MODULE_2__/* .parseNote */ .wd)(text);
        lines.push(...parsed.lines);
        malformed += parsed.malformed;
    }
    return { lines, malformed, missing };
}
/**
 * The notes history as steps with each changed note's text: three git processes whatever its length
 * (`rev-list`, one `diff-tree --stdin`, one `cat-file --batch` for every blob any step names). A blob
 * the repository lacks is reported in `missing` and read as no note.
 */
async function steps(repo, at) {
    if (at === null)
        return { steps: [], missing: [] };
    const history = await (0,_git_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .notesHistorySteps */ .pM)(repo, at);
    const blobs = history.flatMap((step) => [...step.changes.values()].flatMap((c) => [c.before, c.after]).filter((b) => b !== null));
    const texts = await repo.readBlobs(blobs, { skipMissing: true });
    const missing = new Map();
    const decoded = new Map();
    const text = (object, blob) => {
        if (blob === null)
            return '';
        const bytes = texts.get(blob);
        if (bytes === undefined) {
            missing.set(blob, { object, blob });
            return '';
        }
        let known = decoded.get(blob);
        if (known === undefined)
            decoded.set(blob, (known = bytes.toString('utf8')));
        return known;
    };
    return {
        steps: history.map(({ commit, parent, changes }) => ({
            commit,
            parent,
            changes: [...changes].map(([object, c]) => ({
                object,
                before: text(object, c.before),
                after: text(object, c.after),
            })),
        })),
        missing: [...missing.values()],
    };
}
async function gatherLedgerFacts(repo, ref, trunk, 
/** `verify` checks the notes history too; `show` does not. */
options) {
    const at = await repo.refCommit(ref);
    // Independent reads, so their git processes overlap.
    const [current, merges, walked] = await Promise.all([
        allLines(repo, at),
        trunkMerges(repo, trunk.sha, true),
        options.history ? steps(repo, at) : { steps: [], missing: [] },
    ]);
    const missing = new Map([...current.missing, ...walked.missing].map((m) => [m.blob, m]));
    return {
        trunk: trunk.branch,
        merges,
        lines: current.lines,
        malformed: current.malformed,
        missing: [...missing.values()],
        steps: walked.steps,
    };
}
/**
 * Trunk's score history from the ledger, oldest first, for REPORT.md's chart: each gate merge's
 * recorded score, labelled by its node (else its commit). Null when the repository has no ledger or
 * trunk no gate merge. Local only.
 */
async function ledgerTrunkHistory(repo, ref, branch) {
    const sha = await repo.refCommit(`refs/heads/${branch}`);
    if (sha === null || (await repo.refCommit(ref)) === null)
        return null;
    const points = (await trunkMerges(repo, sha, false))
        .reverse()
        .map(({ commit, trailers }) => ({
        label: trailers.node ?? commit.slice(0, 12),
        value: Number(trailers.score),
    }))
        .filter((point) => Number.isFinite(point.value));
    return points.length === 0 ? null : points;
}


/***/ }),

/***/ 83264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ mergeArgumentName),
/* harmony export */   H1: () => (/* binding */ mergeInput),
/* harmony export */   KM: () => (/* binding */ verifyArgumentName),
/* harmony export */   jf: () => (/* binding */ MERGE_SHAPE),
/* harmony export */   kD: () => (/* binding */ verifyInput),
/* harmony export */   mx: () => (/* binding */ VERIFY_SHAPE)
/* harmony export */ });
/* unused harmony exports AGENT_SETTINGS, argumentOf, agentDescription */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41514);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14026);
/* harmony import */ var _gate_setting_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84995);
/* harmony import */ var _operator_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53494);
/* harmony import */ var _tool_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74830);
/**
 * The MCP face of the settings table: each gate tool's input schema (zod, which the SDK turns into the
 * JSON schema clients see) and the GateInput built from a call's arguments. `gate_verify` takes the
 * CLI flags in snake_case (`--eval-cmd-test` is `eval_cmd_test`); `git_merge_branch` takes Arbor's own
 * signature. Messages name the argument (`source_branch`, `timeout`), as the CLI names its flag.
 */






const OPERATOR_ONLY = new Set(_operator_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .OPERATOR_SETTINGS */ .Z);
const NOT_ARGUMENTS = new Set([..._operator_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .OPERATOR_SETTINGS */ .Z, ..._operator_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .TRUSTED_ONLY_SETTINGS */ .h]);
/** The gate rows a tool argument may set. */
const AGENT_SETTINGS = _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .GATE_SETTINGS */ .C7.filter((row) => !NOT_ARGUMENTS.has(row.field));
/** The snake_case argument of a row: its CLI flag with `-` as `_` (`--no-push` is `no_push`). */
function argumentOf(row) {
    return ((0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .flagOf */ .iP)(row) ?? row.name).replace(/-/g, '_');
}
/** Every setting's dashed names (input and flag), which an argument's text spells in snake_case. */
const DASHED_NAMES = new Set(_gate_setting_table_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTINGS */ .y.flatMap((row) => [row.name, ...((0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .flagOf */ .iP)(row) === null ? [] : [(0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .flagOf */ .iP)(row)])]));
/**
 * An argument's text for agents: ARGUMENT_TEXT's, else (a setting added without one) the first
 * sentence of its description that speaks of neither the Action nor the CLI, its names in snake_case.
 */
function agentDescription(row) {
    const known = _tool_text_js__WEBPACK_IMPORTED_MODULE_3__/* .ARGUMENT_TEXT */ .k3[row.field];
    if (known !== undefined)
        return known;
    const sentences = (row.flagDescription ?? row.description).split(/(?<=\.)\s+/);
    const own = sentences.find((s) => !/\b(?:Action|CLI|inputs?)\b|--/.test(s)) ?? sentences[0];
    return own
        .replace(/--(?=[a-z])/g, '')
        .replace(/\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b/g, (name) => DASHED_NAMES.has(name) ? name.replace(/-/g, '_') : name);
}
function schemaOf(row) {
    switch (row.kind) {
        case 'list':
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP());
        case 'boolean':
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY();
        case 'number':
        case 'integer':
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig();
        case 'threshold':
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[0-9.]+%$/)]);
        case 'enum':
            return zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(row.choices);
        default:
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP();
    }
}
/** `gate_verify`'s arguments: every gate flag an agent may set, in snake_case. */
const VERIFY_SHAPE = Object.fromEntries(AGENT_SETTINGS.filter((row) => row.section !== 'merge').map((row) => [
    argumentOf(row),
    (row.field === 'source' ? schemaOf(row) : schemaOf(row).optional()).describe(agentDescription(row)),
]));
/** Arbor's `git_merge_branch` arguments and the GateInput field each fills. */
const MERGE_ARGUMENTS = {
    run_name: 'runName',
    node_id: 'nodeId',
    source_branch: 'source',
    target_branch: 'target',
    protected_paths: 'protectedPaths',
    required_outputs: 'requiredOutputs',
    timeout: 'evalTimeout',
    cwd: 'cwd',
};
const bySetting = (field) => {
    const row = AGENT_SETTINGS.find((r) => r.field === field);
    if (row === undefined)
        throw new Error(`internal: no agent setting ${field}`);
    return row;
};
const MERGE_SHAPE = {
    ...Object.fromEntries(Object.entries(MERGE_ARGUMENTS).map(([arg, field]) => {
        const row = bySetting(field);
        return [
            arg,
            (field === 'source' ? schemaOf(row) : schemaOf(row).optional()).describe(agentDescription(row)),
        ];
    })),
    protected_paths: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP())
        .optional()
        .describe('Globs the branch must not change (added to the configured ones).'),
    test_score: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().optional().describe('Ignored: the gate measures the score itself.'),
    commit_message: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional().describe('Merge commit body (at most 4000 characters).'),
    dry_run: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional().describe('Judge only: merge nothing.'),
};
const text = (value) => value === undefined || value === null ? undefined : String(value);
const list = (value) => (Array.isArray(value) ? value.map(String) : []);
/** The GateInput a `gate_verify` call asks for. */
function verifyInput(args, cwd, operator) {
    const fields = {};
    for (const row of AGENT_SETTINGS) {
        const value = args[argumentOf(row)];
        if (row.kind === 'list')
            fields[row.field] = list(value);
        else if (row.kind === 'boolean')
            fields[row.field] = (value === true) !== (row.default === true);
        else if (value !== undefined)
            fields[row.field] = String(value);
    }
    return withPlace({ mode: 'verify', ...fields }, cwd, operator);
}
/** The GateInput a `git_merge_branch` call asks for: `merge`, or `verify` with `dry_run`. */
function mergeInput(args, cwd, operator) {
    const mode = args.dry_run === true ? 'verify' : 'merge';
    const input = {
        ...verifyInput({}, cwd, operator),
        mode,
        runName: text(args.run_name),
        nodeId: text(args.node_id),
        source: text(args.source_branch),
        target: text(args.target_branch),
        protectedPaths: list(args.protected_paths),
        requiredOutputs: list(args.required_outputs),
        evalTimeout: text(args.timeout),
        cwd: text(args.cwd),
        claimedTestScore: text(args.test_score),
        commitMessage: text(args.commit_message),
    };
    return withPlace(input, cwd, operator);
}
/** The folder (relative to the server's --cwd), the operator's settings and the agent marker. */
function withPlace(input, serverCwd, operator) {
    return {
        ...input,
        ...operator.values,
        cwd: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(serverCwd, input.cwd ?? '.'),
        agent: { pinned: operator.pinned },
    };
}
const VERIFY_ARGUMENTS = new Set(Object.keys(VERIFY_SHAPE));
/**
 * How a tool's messages name a setting it takes no argument for, so that its advice names only what
 * can answer it: the tree's meta key (an agent's session tree, or the operator's --trusted-settings),
 * else gate_verify's argument, else the server's own flag.
 */
function elsewhere(row, tool) {
    const meta = row.meta;
    if (!OPERATOR_ONLY.has(row.field) && meta !== undefined)
        return `meta.${meta}`;
    if (tool !== 'gate_verify' && VERIFY_ARGUMENTS.has(argumentOf(row)))
        return `gate_verify's ${argumentOf(row)}`;
    return `the server's --${(0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .flagOf */ .iP)(row) ?? row.name} (arbor-gate mcp)`;
}
/** How `gate_verify`'s messages name a field: its argument, else where it can be set. */
const verifyArgumentName = (field) => {
    if (field === 'mode')
        return 'the tool (gate_verify)';
    if (field === 'claimedTestScore')
        return 'test_score';
    const row = _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .GATE_SETTINGS */ .C7.find((r) => r.field === field);
    if (row === undefined)
        return String(field);
    return VERIFY_ARGUMENTS.has(argumentOf(row)) && !NOT_ARGUMENTS.has(row.field)
        ? argumentOf(row)
        : elsewhere(row, 'gate_verify');
};
const MERGE_NAMES = {
    ...Object.fromEntries(Object.entries(MERGE_ARGUMENTS).map(([arg, field]) => [field, arg])),
    claimedTestScore: 'test_score',
    commitMessage: 'commit_message',
    dryRun: 'dry_run',
    mode: 'dry_run',
};
/** How `git_merge_branch`'s messages name a field: its Arbor argument, else where it can be set. */
const mergeArgumentName = (field) => {
    const own = MERGE_NAMES[field];
    if (own !== undefined)
        return own;
    const row = _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .GATE_SETTINGS */ .C7.find((r) => r.field === field);
    return row === undefined ? String(field) : elsewhere(row, 'git_merge_branch');
};


/***/ }),

/***/ 49928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serveStdio: () => (/* binding */ serveStdio)
});

// UNUSED EXPORTS: createGateServer

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js + 57 modules
var mcp = __webpack_require__(2371);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js + 1 modules
var stdio = __webpack_require__(99424);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/mcp/arguments.ts
var mcp_arguments = __webpack_require__(83264);
// EXTERNAL MODULE: ./src/run/gate.ts
var gate = __webpack_require__(28810);
// EXTERNAL MODULE: ./src/gate/context.ts
var context = __webpack_require__(72104);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/adapter.ts + 2 modules
var adapter = __webpack_require__(58555);
;// CONCATENATED MODULE: ./src/mcp/context.ts
/** What every tool handler of the server shares: where it runs, the pinned settings, the locks. */



/** What a tree-mutating call locks: the repository holding `dir` (its shared git folder), else `dir`. */
async function repositoryKey(dir) {
    const folder = (0,external_node_path_.resolve)(dir);
    try {
        const where = await (0,adapter/* defaultGitFactory */.kL)(folder).whereInRepository();
        if (where !== null)
            return await (0,promises_.realpath)(await (0,adapter/* defaultGitFactory */.kL)(where.top).commonDir());
    }
    catch {
        // Not a folder git can open: the call itself says what is wrong; the folder is the key.
    }
    return folder;
}
/** The call's signal, aborted too when the server stops. */
function callSignal(ctx, extra) {
    return AbortSignal.any([ctx.signal, extra.signal]);
}

// EXTERNAL MODULE: ./src/eval/progress.ts
var progress = __webpack_require__(50475);
// EXTERNAL MODULE: ./src/eval/capture.ts
var capture = __webpack_require__(43532);
;// CONCATENATED MODULE: ./src/mcp/progress.ts
/**
 * The evaluation's progress as the MCP client sees it: when the call carried a progressToken, a
 * `notifications/progress` at each attempt's start and end and for output lines (at most one per
 * `everyMs`, so a chatty evaluator cannot flood the client); the full output goes to stderr as the
 * CLI's log does, never to stdout, which carries JSON-RPC alone.
 */


const LINE_MAX = 200;
function mcpProgress(stderr, notify, options = {}) {
    const { everyMs = 250, now = Date.now } = options;
    const log = (0,progress/* createEvalProgress */.w7)({ write: stderr, interactive: false });
    let step = 0;
    let lastLine = -Infinity;
    let scored = true;
    const send = (message) => notify?.(++step, (0,capture/* printable */.g$)(message).slice(0, LINE_MAX));
    return {
        onAttemptStart: (start) => {
            log.onAttemptStart(start);
            scored = start.scored;
            send(`evaluation ${(0,progress/* attemptLabel */.mO)(start)} started`);
        },
        onLine: (line, attempt) => {
            log.onLine(line, attempt);
            if (now() - lastLine < everyMs)
                return;
            lastLine = now();
            send(line);
        },
        onAttemptEnd: (attempt) => {
            log.onAttemptEnd(attempt);
            send((0,progress/* attemptSummary */.YQ)(attempt, scored));
        },
        done: () => log.done(),
    };
}

// EXTERNAL MODULE: ./src/report/verdict.ts + 1 modules
var report_verdict = __webpack_require__(35479);
// EXTERNAL MODULE: ./src/util/terminal.ts
var terminal = __webpack_require__(24702);
;// CONCATENATED MODULE: ./src/mcp/results.ts



function toolResult(structured, paragraph) {
    return {
        structuredContent: structured,
        content: [{ type: 'text', text: (0,terminal/* escapeControls */.UN)(paragraph) }],
    };
}
/** The verdict's text face (each line already one line of plain text) as one paragraph. */
function verdictParagraph(verdict) {
    return (0,report_verdict/* renderVerdictText */.rP)(verdict)
        .split('\n')
        .map((line) => line.trim().replace(/^[-!] /, ''))
        .filter((line) => line !== '')
        .join('; ');
}
function toolError(error) {
    const message = error instanceof Error ? error.message : String(error);
    const text = (0,errors/* exitCodeOf */.FO)(error) === 2 ? message : `error: ${message}`;
    return { isError: true, content: [{ type: 'text', text: (0,terminal/* escapeControls */.UN)(text.replace(/\s*\n\s*/g, ' ')) }] };
}

;// CONCATENATED MODULE: ./src/mcp/gate-tools.ts





function progressNotifier(extra) {
    const token = extra._meta?.progressToken;
    if (token === undefined)
        return null;
    return (progress, message) => {
        extra
            .sendNotification({
            method: 'notifications/progress',
            params: { progressToken: token, progress, message },
        })
            .catch(() => undefined);
    };
}
/** How the lock names a call to the one that waits for it. */
function callLabel(tool, input) {
    return `${tool} of ${JSON.stringify(input.source ?? '')}`;
}
/**
 * Runs the gate for one call: progress to the client and the log to stderr, the call's cancellation
 * as the gate's abort signal (the evaluation's processes end; nothing lands unless the push already
 * began), and a merge that writes under the repository's lock.
 */
async function runGateTool(tool, input, name, ctx, extra) {
    const signal = callSignal(ctx, extra);
    const judge = async () => {
        const progress = mcpProgress(ctx.stderr, progressNotifier(extra));
        try {
            return await (0,gate.runGate)(input, {
                name,
                log: (line) => ctx.stderr(`arbor-gate: ${line}\n`),
                progress,
                env: ctx.env,
                signal,
            });
        }
        finally {
            progress.done();
        }
    };
    const verdict = (0,context/* isWritingRun */.O)(input)
        ? await ctx.locks.hold(await repositoryKey(input.cwd ?? ctx.cwd), callLabel(tool, input), judge, signal)
        : await judge();
    const paragraph = verdictParagraph(verdict);
    // The SDK sends nothing for a cancelled call: the verdict of one that landed anyway is logged.
    if (extra.signal.aborted)
        ctx.stderr(`arbor-gate: ${tool} was cancelled; its verdict: ${paragraph}\n`);
    return toolResult(verdict, paragraph);
}

;// CONCATENATED MODULE: ./src/mcp/lock.ts
/**
 * One tree-mutating call at a time per repository, as Arbor's skill asks of its agents: a merge moves
 * trunk and writes the idea tree, a resume rewrites the session, a report rewrites REPORT.md. A second
 * such call on the same repository waits for the first (up to `waitMs`), then is refused with the name
 * of the call in progress. Calls that only read (gate_verify, a dry run, session_check) never wait.
 */

/** Resolves true when `promise` settles within `ms` (false on the timeout or when `signal` aborts). */
function settlesWithin(promise, ms, signal) {
    return new Promise((resolve) => {
        const done = (settled) => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            resolve(settled);
        };
        const onAbort = () => done(false);
        const timer = setTimeout(() => done(false), ms);
        signal?.addEventListener('abort', onAbort, { once: true });
        void promise.then(() => done(true));
    });
}
class RepositoryLocks {
    waitMs;
    now;
    held = new Map();
    constructor(waitMs, now = Date.now) {
        this.waitMs = waitMs;
        this.now = now;
    }
    /** Runs `run` holding the lock of `repository`; `call` says what it is, for a call that must wait. */
    async hold(repository, call, run, signal) {
        const deadline = this.now() + this.waitMs;
        for (let current = this.held.get(repository); current !== undefined; current = this.held.get(repository)) {
            const left = deadline - this.now();
            if (left <= 0 || !(await settlesWithin(current.released, left, signal))) {
                if (signal?.aborted === true)
                    throw new errors/* UserError */.yo('the call was cancelled while it waited for the repository');
                const seconds = Math.round((this.now() - current.since) / 1000);
                throw new errors/* UserError */.yo(`another call is changing this repository: ${current.call}, running for ${seconds} s; waited ${Math.round(this.waitMs / 1000)} s, retry when it has finished`);
            }
        }
        let release = () => undefined;
        const released = new Promise((resolve) => (release = resolve));
        this.held.set(repository, { call, since: this.now(), released });
        try {
            return await run();
        }
        finally {
            this.held.delete(repository);
            release();
        }
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/report/session-markdown.ts + 1 modules
var session_markdown = __webpack_require__(54510);
// EXTERNAL MODULE: ./src/session/paths.ts
var paths = __webpack_require__(37732);
// EXTERNAL MODULE: ./src/tools/artifact-flags.ts
var artifact_flags = __webpack_require__(84539);
// EXTERNAL MODULE: ./src/tools/check.ts
var check = __webpack_require__(3263);
// EXTERNAL MODULE: ./src/tools/report.ts
var report = __webpack_require__(88741);
// EXTERNAL MODULE: ./src/tools/resume.ts + 2 modules
var tools_resume = __webpack_require__(55270);
;// CONCATENATED MODULE: ./src/mcp/session-tools.ts
/**
 * The session tools over MCP: `generate_report` (Arbor's name, with its `instruction` argument),
 * `session_check` and `session_resume`, each the function its CLI command runs (src/tools/), its
 * arguments the command's flags in snake_case (`session_dir` is the command's SESSION_DIR).
 */










/** Where every session tool finds the session. */
const SESSION_SHAPE = {
    session_dir: schemas/* string */.YjP().optional().describe('Session folder, relative to cwd (else run_name).'),
    cwd: schemas/* string */.YjP().optional().describe("Project folder, relative to the server's."),
    run_name: schemas/* string */.YjP().optional().describe('Session name under .arbor/sessions/.'),
};
const REPORT_SHAPE = {
    ...SESSION_SHAPE,
    instruction: schemas/* string */.YjP()
        .optional()
        .describe("Not used: the report is built from the session's own records."),
    out: schemas/* string */.YjP().optional().describe("Report path (relative to cwd) instead of the session's REPORT.md."),
    smoke: schemas/* boolean */.zMY().optional().describe('Say in the caveats that the run was a smoke test.'),
};
/** What each artifact switch requires, in the tool's terms. */
const ARTIFACT_TEXT = {
    'require-report': 'REPORT.md must exist.',
    'require-events': 'events.jsonl must exist and be well formed.',
    'require-run-stats': 'run_stats.json must exist.',
    'require-experiment': 'Scored nodes need experiments/<id>/ with report.md, metrics.json.',
    'require-executor-prompt': 'Scored nodes need executor_prompt.md.',
    'strict-artifacts': 'All require_* switches.',
};
const CHECK_SHAPE = {
    ...SESSION_SHAPE,
    ...Object.fromEntries(Object.entries(ARTIFACT_TEXT).map(([flag, text]) => [
        flag.replace(/-/g, '_'),
        schemas/* boolean */.zMY().optional().describe(text),
    ])),
};
const RESUME_SHAPE = {
    ...SESSION_SHAPE,
    dry_run: schemas/* boolean */.zMY().optional().describe('Say what would change; change nothing.'),
};
const session_tools_text = (value) => (typeof value === 'string' ? value : undefined);
function folderOf(ctx, args) {
    return (0,external_node_path_.resolve)(ctx.cwd, session_tools_text(args.cwd) ?? '.');
}
function sessionOf(ctx, args) {
    const runName = session_tools_text(args.run_name);
    const dir = session_tools_text(args.session_dir);
    return {
        cwd: folderOf(ctx, args),
        ...(dir === undefined ? {} : { positional: (0,external_node_path_.resolve)(folderOf(ctx, args), dir) }),
        ...(runName === undefined ? {} : { runName: (0,paths/* validateRunName */.DK)(runName, 'run_name') }),
    };
}
const paragraph = (lines) => lines
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('; ');
async function generateReport(ctx, args) {
    const out = session_tools_text(args.out);
    const session = sessionOf(ctx, args);
    const result = await ctx.locks.hold(await repositoryKey(session.cwd), 'generate_report', () => (0,report.runReport)({
        session,
        reportPath: out === undefined ? undefined : (0,external_node_path_.resolve)(session.cwd, out),
        env: ctx.env,
        smoke: args.smoke === true,
    }));
    const unused = session_tools_text(args.instruction) === undefined ? '' : ' (the instruction was not used)';
    return toolResult((0,report.reportJson)(result), `REPORT.md written${unused}: ${paragraph((0,session_markdown.renderEvidence)(result.facts, result.report_path))}`);
}
async function sessionCheck(ctx, args) {
    const required = (0,artifact_flags/* artifactRequirements */.r)((flag) => args[flag.replace(/-/g, '_')] === true);
    const result = await (0,check.runCheck)({ session: sessionOf(ctx, args), required, env: ctx.env });
    return toolResult(result, paragraph((0,check.renderCheckResult)(result.problems)));
}
async function sessionResume(ctx, args) {
    const session = sessionOf(ctx, args);
    const dryRun = args.dry_run === true;
    const resume = () => (0,tools_resume.runResume)({ session, dryRun });
    const plan = dryRun
        ? await resume()
        : await ctx.locks.hold(await repositoryKey(session.cwd), 'session_resume', resume);
    return toolResult(plan, paragraph((0,tools_resume.renderResumePlan)(plan)));
}

// EXTERNAL MODULE: ./src/tools/ledger.ts + 1 modules
var ledger = __webpack_require__(56538);
;// CONCATENATED MODULE: ./src/mcp/ledger-tool.ts
/**
 * `ledger_show` over MCP: trunk's score history from the score ledger, each gate merge with its score,
 * samples and spread, and whether its ledger lines verify (the CLI's `arbor-gate ledger show --json`).
 * Read-only: it takes no repository lock.
 */





const LEDGER_SHAPE = {
    trunk_branch: schemas/* string */.YjP().describe('Branch or ref (origin/arbor/trunk, a SHA) whose history to show.'),
    cwd: schemas/* string */.YjP().optional().describe("Repository folder, relative to the server's."),
    ledger_ref: schemas/* string */.YjP().optional().describe('Notes ref of the ledger.'),
    verify: schemas/* boolean */.zMY().optional().describe('Also check that the ledger only ever gained lines.'),
};
async function ledgerShow(ctx, args) {
    const trunk = args.trunk_branch;
    if (typeof trunk !== 'string' || trunk.trim() === '')
        throw new errors/* UserError */.yo('trunk_branch: a branch name is required');
    const ref = args.ledger_ref;
    const verify = args.verify === true;
    const check = await (0,ledger.runLedger)({
        cwd: (0,external_node_path_.resolve)(ctx.cwd, typeof args.cwd === 'string' ? args.cwd : '.'),
        trunk: { text: trunk, label: 'trunk_branch' },
        notesRef: { text: typeof ref === 'string' ? ref : undefined, label: 'ledger_ref' },
        // The key is the server's own (the key file in the git folder): an agent never passes one.
        key: undefined,
        history: verify,
    });
    const text = (0,ledger.renderLedgerCheck)(check, verify)
        .split('\n')
        .filter((line) => line.trim() !== '')
        .join('; ');
    return toolResult(check, text);
}

// EXTERNAL MODULE: ./src/mcp/tool-text.ts
var tool_text = __webpack_require__(74830);
;// CONCATENATED MODULE: ./src/mcp/server.ts
/**
 * `arbor-gate mcp`: the gate and the session tools as an MCP server on stdio, for agents (Arbor's
 * Codex and Claude Code sessions). One table of tools; each runs the function the CLI's command runs.
 * stdout carries JSON-RPC alone: logs and the evaluation's output go to stderr. A tool never crashes
 * the server: a bad argument or a failure is a tool error naming the argument, and serving goes on.
 */










/** Each tool's schema and code (their order and text: tool-text.ts). */
const TOOLS = {
    git_merge_branch: {
        shape: mcp_arguments/* MERGE_SHAPE */.jf,
        run: (ctx, args, extra) => runGateTool('git_merge_branch', (0,mcp_arguments/* mergeInput */.H1)(args, ctx.cwd, ctx.operator), mcp_arguments/* mergeArgumentName */.$C, ctx, extra),
    },
    gate_verify: {
        shape: mcp_arguments/* VERIFY_SHAPE */.mx,
        run: (ctx, args, extra) => runGateTool('gate_verify', (0,mcp_arguments/* verifyInput */.kD)(args, ctx.cwd, ctx.operator), mcp_arguments/* verifyArgumentName */.KM, ctx, extra),
    },
    generate_report: {
        shape: REPORT_SHAPE,
        run: generateReport,
    },
    session_check: {
        shape: CHECK_SHAPE,
        run: sessionCheck,
    },
    session_resume: {
        shape: RESUME_SHAPE,
        run: sessionResume,
    },
    ledger_show: {
        shape: LEDGER_SHAPE,
        run: ledgerShow,
    },
};
function createGateServer(ctx, version) {
    const server = new mcp/* McpServer */._({ name: 'arbor-gate', version }, { instructions: tool_text/* SERVER_INSTRUCTIONS */.QQ });
    for (const name of tool_text/* TOOL_NAMES */.K2) {
        const tool = TOOLS[name];
        server.registerTool(name, {
            description: tool_text/* TOOL_DESCRIPTIONS */.r0[name],
            inputSchema: tool.shape,
        }, async (args, extra) => {
            try {
                return await tool.run(ctx, args, extra);
            }
            catch (error) {
                if (!(error instanceof errors/* UserError */.yo))
                    ctx.stderr(`arbor-gate: ${name} failed: ${String(error)}\n`);
                return toolError(error);
            }
        });
    }
    return server;
}
/** Serves on stdin/stdout until stdin closes. */
async function serveStdio(ctx, version) {
    const server = createGateServer({ ...ctx, locks: new RepositoryLocks(ctx.lockWaitMs) }, version);
    const closed = new Promise((resolveClosed) => {
        server.server.onclose = () => resolveClosed();
    });
    await server.connect(new stdio/* StdioServerTransport */.S());
    process.stdin.once('end', () => void server.close());
    ctx.stderr(`arbor-gate: MCP server ready (cwd ${ctx.cwd}${ctx.operator.pinned === null ? '' : `, settings pinned by ${ctx.operator.pinned.label}`})\n`);
    await closed;
}


/***/ }),

/***/ 28810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ reportedRun),
/* harmony export */   runGate: () => (/* binding */ runGate)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _gate_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93654);
/* harmony import */ var _git_adapter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58555);
/* harmony import */ var _report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96602);
/* harmony import */ var _util_atomic_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63827);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50767);
/**
 * The gate as every face runs it (the CLI, the Action, the MCP server): `runGate` judges (and lands,
 * for merge) through the procedure in gate/run.ts, which writes no report, then writes REPORT.md's
 * gate section from the verdict (report/gate-report.ts). `reportedRun` does the same for any
 * procedure that ends in a verdict, the sharded aggregate among them.
 */







/**
 * An explicit --report that leads through a symbolic link in the checkout is refused before anything
 * runs (exit 2, nothing judged or merged); the default places are checked when written.
 */
async function refuseLinkedReportPath(input, placesOf) {
    if (input.reportPath === undefined || input.reportPath === '')
        return;
    const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(input.cwd ?? process.cwd());
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(cwd) || (await placesOf(cwd)) === null)
        return; // the procedure says what is wrong
    const target = await (0,_report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__/* .reportTarget */ .E6)(input, { cwd, sessionDir: null }, placesOf);
    await (0,_util_atomic_js__WEBPACK_IMPORTED_MODULE_5__/* .refuseSymlinks */ .jX)(target.path, target.noSymlinksBelow);
}
/**
 * The gate as the faces run it: judge (and land, for merge), then REPORT.md from the verdict. The
 * verdict comes back with every text redacted, before any face escapes it: an escaped secret
 * (`abc\-def`) would no longer be found by redacting the rendered page.
 */
async function runGate(input, deps) {
    return (await reportedRun(input, deps, () => (0,_gate_run_js__WEBPACK_IMPORTED_MODULE_2__/* .runGateProcedure */ .c)(input, deps))).verdict;
}
/**
 * Any procedure that ends in a verdict, run as `runGate` runs the gate (the sharded aggregate too): an
 * explicit --report through a link refused before it runs, then the verdict redacted and written to
 * REPORT.md. An outcome `reports` says is not a verdict yet (an aggregate's next wave) comes back as is.
 */
async function reportedRun(input, deps, procedure, reports = () => true) {
    const placesOf = (0,_report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__/* .repositoryPlaces */ .xO)(deps.git ?? _git_adapter_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultGitFactory */ .kL);
    await refuseLinkedReportPath(input, placesOf);
    const redact = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .createRedactor */ .lY)(deps.env ?? process.env);
    const outcome = await procedure();
    if (!reports(outcome))
        return outcome;
    const redacted = { ...outcome, verdict: (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redactStrings */ .eT)(outcome.verdict, redact) };
    try {
        return { ...outcome, verdict: await (0,_report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__/* .writeVerdictReport */ .pF)(input, redacted, redact, placesOf) };
    }
    catch (error) {
        // Once trunk moved the verdict stands: a report that cannot be written is a warning beside it.
        if (redacted.verdict.decision !== 'merged')
            throw error;
        const warning = redact(`REPORT.md was not written: ${error instanceof Error ? error.message : String(error)}`);
        deps.log?.(`warning: ${warning}`);
        return {
            ...outcome,
            verdict: { ...redacted.verdict, warnings: [...redacted.verdict.warnings, warning] },
        };
    }
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

/***/ 56538:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderLedgerCheck: () => (/* binding */ renderLedgerCheck),
  runLedger: () => (/* binding */ runLedger)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/gate/settings.ts + 4 modules
var settings = __webpack_require__(2456);
// EXTERNAL MODULE: ./src/gate/setting-lookup.ts
var setting_lookup = __webpack_require__(14026);
// EXTERNAL MODULE: ./src/git/adapter.ts + 2 modules
var adapter = __webpack_require__(58555);
// EXTERNAL MODULE: ./src/git/notes.ts
var notes = __webpack_require__(77677);
// EXTERNAL MODULE: ./src/ledger/history.ts
var ledger_history = __webpack_require__(89138);
// EXTERNAL MODULE: ./src/ledger/store.ts + 1 modules
var store = __webpack_require__(72361);
// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __webpack_require__(32430);
// EXTERNAL MODULE: ./src/ledger/line.ts
var ledger_line = __webpack_require__(36143);
// EXTERNAL MODULE: ./src/ledger/mac.ts
var mac = __webpack_require__(80702);
// EXTERNAL MODULE: ./src/ledger/select.ts
var ledger_select = __webpack_require__(99981);
;// CONCATENATED MODULE: ./src/ledger/verify.ts
/**
 * `ledger verify` and `ledger show` over data (history.ts gathers it from git): every gate merge on
 * trunk's first-parent history checked against its deciding lines (present, authentic, of its tree,
 * their digest and mean the trailers' values), and the notes history checked to have only ever added
 * lines. Merges made without the ledger are "unledgered", not failures.
 */




function stdev(values) {
    if (values.length === 0)
        return null;
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
}
function checkMerge(merge, byId, authentic) {
    const { trailers } = merge;
    const base = { commit: merge.commit, node: trailers.node, score: trailers.score };
    if (trailers.digest === null)
        return { ...base, status: 'unledgered', samples: [], spread: null, problems: [] };
    const problems = [];
    const deciding = [];
    for (const id of trailers.lineIds) {
        const candidates = byId.get(id) ?? [];
        const found = candidates.find(authentic);
        if (found === undefined) {
            problems.push(candidates.length === 0
                ? `line ${id} is not in the ledger (removed)`
                : `line ${id} does not verify under the ledger key (rewritten or forged)`);
            continue;
        }
        if (found.tree !== merge.keyTree)
            problems.push(`line ${id} measured tree ${found.tree}, not ${merge.keyTree}`);
        deciding.push(found);
    }
    if (trailers.lineIds.length === 0)
        problems.push('the merge names no ledger lines');
    if (problems.length === 0) {
        const digest = (0,mac/* ledgerDigest */.Un)(deciding);
        if (digest !== trailers.digest)
            problems.push(`digest ${trailers.digest} does not match its lines (${digest})`);
        const mean = (0,metric/* formatVerdictScore */.jY)((0,ledger_select/* meanScore */.UQ)(deciding));
        if (trailers.score !== null && mean !== trailers.score)
            problems.push(`its lines' mean ${mean} is not the recorded score ${trailers.score}`);
    }
    const samples = deciding.map((line) => line.score ?? NaN);
    return {
        ...base,
        status: problems.length === 0 ? 'verified' : 'failed',
        samples,
        spread: stdev(samples),
        problems,
    };
}
/** Non-blank lines of a note's text, as written (cat_sort_uniq keeps each line's bytes). */
function textLines(text) {
    return new Set(text.split('\n').filter((line) => line.trim() !== ''));
}
function checkHistory(steps) {
    const problems = [];
    for (const step of steps) {
        for (const change of step.changes) {
            const after = textLines(change.after);
            const lost = [...textLines(change.before)].filter((line) => !after.has(line));
            if (lost.length > 0) {
                problems.push(`notes commit ${step.commit.slice(0, 12)} removed or rewrote ${lost.length} line(s) of the note on ${change.object} (parent ${step.parent.slice(0, 12)})`);
            }
        }
    }
    return problems;
}
function verifyLedger(facts, key) {
    const byId = new Map();
    // One HMAC per line: a merge's lookup and the unverified count ask about the same lines.
    const verdicts = new Map();
    for (const line of facts.lines) {
        verdicts.set(line, (0,mac/* isAuthentic */._m)(line, key));
        const id = (0,ledger_line/* lineId */.W9)(line);
        const same = byId.get(id);
        if (same === undefined)
            byId.set(id, [line]);
        else
            same.push(line);
    }
    const authentic = (line) => verdicts.get(line) === true;
    const merges = facts.merges.map((merge) => checkMerge(merge, byId, authentic));
    const history = [
        ...facts.missing.map(({ object, blob }) => `the note on ${object} (blob ${blob}) is missing from the repository: its lines cannot be checked`),
        ...checkHistory(facts.steps),
    ];
    const unverified = facts.lines.filter((line) => !authentic(line)).length + facts.malformed;
    const holds = history.length === 0 && merges.every((merge) => merge.status !== 'failed');
    return { merges, history, unverified, holds };
}

// EXTERNAL MODULE: ./src/util/terminal.ts
var terminal = __webpack_require__(24702);
;// CONCATENATED MODULE: ./src/tools/ledger.ts
/**
 * `ledger verify|show` as a function: the score ledger of a repository checked against its trunk's
 * merge trailers, or trunk's score history from it. The CLI command and the MCP server's `ledger_show`
 * both call it. Local only (no network): fetch the notes ref first to see the remote's.
 */









/**
 * The commit trunk's history is read from: the local branch of that name, else whatever git resolves
 * the text to (a remote-tracking ref, a tag, a SHA): the history is read, never a ref moved.
 */
async function trunkAt(repo, trunk) {
    const text = trunk.text.trim();
    const branch = (() => {
        try {
            return (0,settings/* branchName */.at)(text, trunk.label);
        }
        catch {
            return null;
        }
    })();
    const sha = (branch === null ? null : await repo.refCommit(`refs/heads/${branch}`)) ??
        (text === '' ? null : await repo.resolveCommit(text, trunk.label));
    if (sha === null)
        throw new errors/* UserError */.yo(`${trunk.label}: ${JSON.stringify(text)} names no branch, ref or commit of this repository (fetch it first, or name the remote's: origin/<branch>)`);
    return { branch: text, sha };
}
async function runLedger(opts) {
    const repo = new adapter.GitAdapter(opts.cwd);
    const { branch, sha } = await trunkAt(repo, opts.trunk);
    const notesRef = (0,notes/* requireNotesRef */.er)(opts.notesRef.text ?? String((0,setting_lookup/* settingOf */.y7)('ledgerRef').default), opts.notesRef.label);
    const key = opts.key?.trim() || (await (0,store/* keyFromFile */.gO)(await repo.commonDir()));
    const facts = await (0,ledger_history/* gatherLedgerFacts */.Wr)(repo, notesRef, { branch, sha }, { history: opts.history });
    return verifyLedger(facts, key);
}
function mergeLine(merge) {
    const node = merge.node === null ? '' : ` node ${(0,terminal/* terminalSafe */.kJ)(merge.node)}`;
    const samples = merge.samples.length === 0
        ? ''
        : ` samples ${merge.samples.join(', ')} (spread ${merge.spread?.toPrecision(3) ?? '-'})`;
    const head = `${merge.status.padEnd(10)} ${merge.commit.slice(0, 12)}${node} score ${(0,terminal/* terminalSafe */.kJ)(merge.score ?? '?')}${samples}`;
    return [head, ...merge.problems.map((p) => `           ${(0,terminal/* terminalSafe */.kJ)(p)}`)].join('\n');
}
/** The check as text: one line per gate merge, and with `verify` the history and the conclusion. */
function renderLedgerCheck(check, verify) {
    const lines = check.merges.map(mergeLine);
    if (lines.length === 0)
        lines.push('no gate merges on trunk');
    if (verify) {
        lines.push(...check.history.map((p) => `history    ${p}`));
        if (check.unverified > 0)
            lines.push(`${check.unverified} ledger line(s) do not verify under the key: not counted`);
        lines.push(check.holds ? 'the ledger holds' : 'the ledger does NOT hold');
    }
    return `${lines.join('\n')}\n`;
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


/***/ })

};
