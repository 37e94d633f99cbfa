export const id = 589;
export const ids = [589];
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
    return start.repeats > 1 ? `run ${start.repeat}/${start.repeats}, ${tries}` : tries;
}
function attemptSummary(attempt) {
    const ending = attempt.timed_out
        ? 'timed out'
        : attempt.signal !== null
            ? `killed by ${attempt.signal}`
            : `exit ${attempt.exit_code}`;
    const where = attempt.score_key
        ? ` ("${attempt.score_key}"${attempt.score_line ? `, line ${attempt.score_line}` : ''})`
        : '';
    const score = attempt.score === null ? 'no score' : `score ${attempt.score}${where}`;
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
            write(`${attemptSummary(attempt)}\n`);
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

/***/ 4589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readTrustedSettings: () => (/* binding */ readTrustedSettings),
  serveStdio: () => (/* binding */ serveStdio)
});

// UNUSED EXPORTS: createGateServer

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js + 57 modules
var mcp = __webpack_require__(2371);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js + 1 modules
var stdio = __webpack_require__(99424);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/gate/setting-lookup.ts + 7 modules
var setting_lookup = __webpack_require__(66578);
// EXTERNAL MODULE: ./src/mcp/operator-settings.ts
var operator_settings = __webpack_require__(53494);
;// CONCATENATED MODULE: ./src/mcp/arguments.ts
/**
 * The MCP face of the settings table: each gate tool's input schema (zod, which the SDK turns into the
 * JSON schema clients see) and the GateInput built from a call's arguments. `gate_verify` takes the
 * CLI flags in snake_case (`--eval-cmd-test` is `eval_cmd_test`); `git_merge_branch` takes Arbor's own
 * signature. Messages name the argument (`source_branch`, `timeout`), as the CLI names its flag.
 */




const OPERATOR_ONLY = new Set(operator_settings/* OPERATOR_SETTINGS */.Z);
/** The gate rows a tool argument may set. */
const AGENT_SETTINGS = setting_lookup/* GATE_SETTINGS */.C7.filter((row) => !OPERATOR_ONLY.has(row.field));
/** The snake_case argument of a row: its CLI flag with `-` as `_` (`--no-push` is `no_push`). */
function argumentOf(row) {
    return ((0,setting_lookup/* flagOf */.iP)(row) ?? row.name).replace(/-/g, '_');
}
function describe(row) {
    return [row.flagDescription ?? row.description, (0,setting_lookup/* metaDefaultSentence */.KK)(row)].filter((s) => s !== '').join(' ');
}
function schemaOf(row) {
    switch (row.kind) {
        case 'list':
            return schemas/* array */.YOg(schemas/* string */.YjP());
        case 'boolean':
            return schemas/* boolean */.zMY();
        case 'number':
        case 'integer':
            return schemas/* number */.aig();
        case 'enum':
            return schemas/* enum */.k5n(row.choices);
        default:
            return schemas/* string */.YjP();
    }
}
/** `gate_verify`'s arguments: every gate flag an agent may set, in snake_case. */
const VERIFY_SHAPE = Object.fromEntries(AGENT_SETTINGS.filter((row) => row.section !== 'merge').map((row) => [
    argumentOf(row),
    (row.field === 'source' ? schemaOf(row) : schemaOf(row).optional()).describe(describe(row)),
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
        return [arg, (field === 'source' ? schemaOf(row) : schemaOf(row).optional()).describe(describe(row))];
    })),
    protected_paths: schemas/* array */.YOg(schemas/* string */.YjP())
        .optional()
        .describe('Glob patterns the branch must not change. They are added to the configured ones (meta.protected_paths, .github/**, .arbor/**): an argument can never remove a protected path.'),
    test_score: schemas/* number */.aig()
        .optional()
        .describe("Arbor's claimed B_test score. Never trusted: the gate evaluates the merge itself and the result says the passed score was ignored."),
    commit_message: schemas/* string */.YjP()
        .optional()
        .describe("Text for the merge commit's body, above the gate's trailers (no Arbor-...: lines, no control characters, at most 4000 characters)."),
    dry_run: schemas/* boolean */.zMY()
        .optional()
        .describe("Judge only (the gate's verify): evaluate and say whether it would merge, write nothing."),
};
const arguments_text = (value) => value === undefined || value === null ? undefined : String(value);
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
        runName: arguments_text(args.run_name),
        nodeId: arguments_text(args.node_id),
        source: arguments_text(args.source_branch),
        target: arguments_text(args.target_branch),
        protectedPaths: list(args.protected_paths),
        requiredOutputs: list(args.required_outputs),
        evalTimeout: arguments_text(args.timeout),
        cwd: arguments_text(args.cwd),
        claimedTestScore: arguments_text(args.test_score),
        commitMessage: arguments_text(args.commit_message),
    };
    return withPlace(input, cwd, operator);
}
/** The folder (relative to the server's --cwd), the operator's settings and the agent marker. */
function withPlace(input, serverCwd, operator) {
    const { pinned, evalIsolation, evalUser } = operator;
    return {
        ...input,
        cwd: (0,external_node_path_.resolve)(serverCwd, input.cwd ?? '.'),
        evalIsolation,
        evalUser,
        agent: { pinned },
    };
}
/** How `gate_verify`'s messages name a field: its argument. */
const verifyArgumentName = (field) => {
    if (field === 'mode')
        return 'the tool (gate_verify)';
    if (field === 'claimedTestScore')
        return 'test_score';
    const row = setting_lookup/* GATE_SETTINGS */.C7.find((r) => r.field === field);
    if (row !== undefined && !OPERATOR_ONLY.has(row.field))
        return argumentOf(row);
    if (row !== undefined)
        return `arbor-gate mcp --${(0,setting_lookup/* flagOf */.iP)(row) ?? row.name}`;
    return String(field);
};
const MERGE_NAMES = {
    ...Object.fromEntries(Object.entries(MERGE_ARGUMENTS).map(([arg, field]) => [field, arg])),
    claimedTestScore: 'test_score',
    commitMessage: 'commit_message',
    dryRun: 'dry_run',
    mode: 'dry_run',
};
/** How `git_merge_branch`'s messages name a field: its Arbor argument, else gate_verify's. */
const mergeArgumentName = (field) => MERGE_NAMES[field] ?? verifyArgumentName(field);

// EXTERNAL MODULE: ./src/report/gate-report.ts + 1 modules
var gate_report = __webpack_require__(96602);
// EXTERNAL MODULE: ./src/gate/context.ts
var context = __webpack_require__(72104);
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
    const send = (message) => notify?.(++step, (0,capture/* printable */.g$)(message).slice(0, LINE_MAX));
    return {
        onAttemptStart: (start) => {
            log.onAttemptStart(start);
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
            send((0,progress/* attemptSummary */.YQ)(attempt));
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
            return await (0,gate_report.runGate)(input, {
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

// EXTERNAL MODULE: ./src/report/session-markdown.ts + 1 modules
var session_markdown = __webpack_require__(54510);
// EXTERNAL MODULE: ./src/session/paths.ts
var paths = __webpack_require__(37732);
// EXTERNAL MODULE: ./src/tools/artifact-flags.ts
var artifact_flags = __webpack_require__(84539);
// EXTERNAL MODULE: ./src/tools/check.ts
var check = __webpack_require__(3263);
// EXTERNAL MODULE: ./src/tools/report.ts + 1 modules
var report = __webpack_require__(52517);
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
    session_dir: schemas/* string */.YjP()
        .optional()
        .describe('The session folder (<project>/.arbor/sessions/<run>), relative to cwd; else cwd and run_name.'),
    cwd: schemas/* string */.YjP().optional().describe("Project root holding .arbor/sessions/; default: the server's --cwd."),
    run_name: schemas/* string */.YjP().optional().describe('Session name under <cwd>/.arbor/sessions/.'),
};
const REPORT_SHAPE = {
    ...SESSION_SHAPE,
    instruction: schemas/* string */.YjP()
        .optional()
        .describe("Arbor's instruction for the report. Accepted for Arbor's signature and not used: the report is built from the session's own records, never from free text."),
    out: schemas/* string */.YjP()
        .optional()
        .describe("Write the report here (relative to cwd) instead of the session's REPORT.md."),
    smoke: schemas/* boolean */.zMY().optional().describe('Mark the run as a smoke/forward test in the caveats.'),
};
const CHECK_SHAPE = {
    ...SESSION_SHAPE,
    ...Object.fromEntries(Object.keys(artifact_flags/* ARTIFACT_FLAGS */.V).map((flag) => [
        flag.replace(/-/g, '_'),
        schemas/* boolean */.zMY().optional().describe(`As check's --${flag}.`),
    ])),
};
const RESUME_SHAPE = {
    ...SESSION_SHAPE,
    dry_run: schemas/* boolean */.zMY().optional().describe('Plan only: say what would change and change nothing.'),
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
    trunk_branch: schemas/* string */.YjP().describe('The trunk branch whose first-parent history to show.'),
    cwd: schemas/* string */.YjP().optional().describe("The repository; default: the server's --cwd."),
    ledger_ref: schemas/* string */.YjP().optional().describe('The notes ref of the ledger (default refs/notes/arbor-gate).'),
    verify: schemas/* boolean */.zMY()
        .optional()
        .describe("Also check the notes history only ever added lines (as 'arbor-gate ledger verify')."),
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

;// CONCATENATED MODULE: ./src/mcp/server.ts
/**
 * `arbor-gate mcp`: the gate and the session tools as an MCP server on stdio, for agents (Arbor's
 * Codex and Claude Code sessions). One table of tools; each runs the function the CLI's command runs.
 * stdout carries JSON-RPC alone: logs and the evaluation's output go to stderr. A tool never crashes
 * the server: a bad argument or a failure is a tool error naming the argument, and serving goes on.
 */













/** The verdict's main fields; the rest of its fields (docs/architecture.md "Verdict JSON") pass too. */
const VERDICT_OUTPUT = schemas/* looseObject */._H3({
    decision: schemas/* enum */.k5n(['merged', 'would_merge', 'rejected', 'already_merged', 'error']),
    reasons: schemas/* array */.YOg(schemas/* object */.Ikc({ code: schemas/* string */.YjP(), message: schemas/* string */.YjP() })),
    score: schemas/* number */.aig().nullable(),
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const VERDICT_FIELDS = "The result's structuredContent is the verdict JSON: decision (merged, would_merge, rejected, already_merged, error), reasons [{code, message}], score (the B_test the gate measured), references, evaluated, warnings, merge_commit.";
/** The tools, in the order tools/list gives them. */
const TOOLS = [
    {
        name: 'git_merge_branch',
        description: `Arbor's merge: evaluate the --no-ff merge of source_branch into the trunk branch on the held-out B_test and merge it only when the score strictly improves (dry_run: judge only). The gate measures the score itself; a passed test_score is ignored. ${VERDICT_FIELDS}`,
        shape: MERGE_SHAPE,
        output: VERDICT_OUTPUT,
        run: (ctx, args, extra) => runGateTool('git_merge_branch', mergeInput(args, ctx.cwd, ctx.operator), mergeArgumentName, ctx, extra),
    },
    {
        name: 'gate_verify',
        description: `The gate's verify: evaluate a branch as git_merge_branch would and say whether it would merge, writing nothing. Its arguments are arbor-gate verify's flags in snake_case. ${VERDICT_FIELDS}`,
        shape: VERIFY_SHAPE,
        output: VERDICT_OUTPUT,
        run: (ctx, args, extra) => runGateTool('gate_verify', verifyInput(args, ctx.cwd, ctx.operator), verifyArgumentName, ctx, extra),
    },
    {
        name: 'generate_report',
        description: "Write the session's REPORT.md from whatever it holds (tree, events, run stats; missing parts become caveats) and return the report's facts.",
        shape: REPORT_SHAPE,
        run: generateReport,
    },
    {
        name: 'session_check',
        description: "Check the session's idea tree and, with the require_* switches, its artifacts: ok, and one problem per line.",
        shape: CHECK_SHAPE,
        run: sessionCheck,
    },
    {
        name: 'session_resume',
        description: 'Prepare an interrupted session to continue (running nodes back to pending, the checkpoint and messages repaired); dry_run: the plan only.',
        shape: RESUME_SHAPE,
        run: sessionResume,
    },
    {
        name: 'ledger_show',
        description: "Trunk's score history from the score ledger (git notes): each gate merge's score, samples and spread, and whether its ledger lines verify under the gate's key (verify: also that the notes only ever gained lines).",
        shape: LEDGER_SHAPE,
        run: ledgerShow,
    },
];
function createGateServer(ctx, version) {
    const server = new mcp/* McpServer */._({ name: 'arbor-gate', version });
    for (const tool of TOOLS) {
        server.registerTool(tool.name, {
            description: tool.description,
            inputSchema: tool.shape,
            ...(tool.output === undefined ? {} : { outputSchema: tool.output }),
        }, async (args, extra) => {
            try {
                return await tool.run(ctx, args, extra);
            }
            catch (error) {
                if (!(error instanceof errors/* UserError */.yo))
                    ctx.stderr(`arbor-gate: ${tool.name} failed: ${String(error)}\n`);
                return toolError(error);
            }
        });
    }
    return server;
}
/**
 * `--trusted-settings FILE`: a JSON object of the tree's meta keys (`eval_cmd_test`, `trunk_branch`,
 * ...), or an idea_tree.json whose `meta` is used. Read once, when the server starts.
 */
async function readTrustedSettings(file, flag) {
    const path = (0,external_node_path_.resolve)(file);
    const text = await (0,promises_.readFile)(path, 'utf8').catch((error) => {
        throw new errors/* UserError */.yo(`${flag}: cannot read ${path} (${error.code ?? String(error)})`);
    });
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        throw new errors/* UserError */.yo(`${flag}: ${path} is not JSON (${error.message})`);
    }
    const meta = (0,json/* isObject */.G)(parsed) && (0,json/* isObject */.G)(parsed.meta) ? parsed.meta : parsed;
    if (!(0,json/* isObject */.G)(meta))
        throw new errors/* UserError */.yo(`${flag}: ${path} must hold a JSON object of meta keys`);
    return { meta, label: path };
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
// EXTERNAL MODULE: ./src/gate/settings.ts + 2 modules
var settings = __webpack_require__(19432);
// EXTERNAL MODULE: ./src/gate/setting-lookup.ts + 7 modules
var setting_lookup = __webpack_require__(66578);
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









async function runLedger(opts) {
    const branch = (0,settings/* branchName */.at)(opts.trunk.text, opts.trunk.label);
    const repo = new adapter.GitAdapter(opts.cwd);
    const sha = await repo.refCommit(`refs/heads/${branch}`);
    if (sha === null)
        throw new errors/* UserError */.yo(`${opts.trunk.label}: no branch ${branch}`);
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

/***/ 52517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportJson: () => (/* binding */ reportJson),
  runReport: () => (/* binding */ runReport),
  u: () => (/* binding */ writeReport)
});

// EXTERNAL MODULE: ./src/report/report-file.ts
var report_file = __webpack_require__(66757);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/atomic.ts + 1 modules
var atomic = __webpack_require__(63827);
;// CONCATENATED MODULE: ./src/report/report-json.ts
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
    if ((0,external_node_path_.basename)(reportPath).toLowerCase() === REPORT_JSON_NAME)
        throw new errors/* UserError */.yo(`report path ${reportPath}: ${REPORT_JSON_NAME} is the name of the machine-readable report written beside REPORT.md; name the report otherwise`);
    const path = (0,external_node_path_.join)((0,external_node_path_.dirname)(reportPath), REPORT_JSON_NAME);
    await (0,atomic/* refuseSymlinks */.jX)(path, (0,external_node_path_.dirname)(path));
    return path;
}
/** Writes `value` as JSON to `path`, atomically; a link at `path` or in its folder's name is refused. */
async function writeReportJsonFile(path, value) {
    const text = `${JSON.stringify(value, null, 2)}\n`;
    // Written whole: what the file held before does not matter, so it is not read.
    await (0,atomic/* writeFileUnderLock */.Dk)(path, text, { noSymlinksBelow: (0,external_node_path_.dirname)(path) });
}

// EXTERNAL MODULE: ./src/report/session-facts.ts + 3 modules
var session_facts = __webpack_require__(70948);
// EXTERNAL MODULE: ./src/report/session-read.ts
var session_read = __webpack_require__(32303);
// EXTERNAL MODULE: ./src/session/locate.ts
var locate = __webpack_require__(39980);
// EXTERNAL MODULE: ./src/gate/setting-lookup.ts + 7 modules
var setting_lookup = __webpack_require__(66578);
;// CONCATENATED MODULE: ./src/tools/report.ts
/** `report`: REPORT.md for a session from whatever it holds, and the facts it was rendered from. */






/** Reads the session (the tree and events from `inputs` when given), derives the facts, writes REPORT.md. */
async function writeReport(paths, opts) {
    const jsonPath = await reportJsonPath(opts.reportPath);
    const read = await (0,session_read/* readSession */.l)(paths, opts.inputs);
    const derived = (0,session_facts/* deriveSessionReport */.I9)(read, {
        env: opts.env,
        smoke: opts.smoke,
        emergency: opts.emergency,
    });
    const { lists } = derived;
    const fromLedger = await ledgerHistoryOf(paths, read.tree?.meta.trunk_branch);
    const facts = fromLedger === null
        ? derived.facts
        : { ...derived.facts, trunk_history: { split: 'B_test', points: fromLedger } };
    const markdown = await (0,report_file/* writeSessionReportFile */.Y$)(opts.reportPath, facts);
    const result = { facts, lists, report_path: opts.reportPath, report_json_path: jsonPath, markdown };
    const file = { ...reportJson(result), full_lists: lists };
    await writeReportJsonFile(jsonPath, file);
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
    return ledgerTrunkHistory(repo, String((0,setting_lookup/* settingOf */.y7)('ledgerRef').default), trunk.trim().replace(/^refs\/heads\//, '')).catch(() => null);
}
/** Writes REPORT.md from whatever exists; missing or unreadable inputs become caveats. */
async function runReport(opts) {
    const paths = await (0,locate/* locateSession */.d)(opts.session);
    return writeReport(paths, { ...opts, reportPath: opts.reportPath ?? paths.report });
}
function reportJson(result) {
    return { ...result.facts, report_path: result.report_path, report_json_path: result.report_json_path };
}


/***/ })

};
