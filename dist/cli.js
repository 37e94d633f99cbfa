#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 95581:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _commands_command_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(53155);
/* harmony import */ var _commands_index_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(55852);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(83916);
/* harmony import */ var _util_version_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(76092);
/* harmony import */ var _util_terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(24702);
/**
 * The arbor-gate CLI. Parses the command line, runs one command, and is the one place that turns an
 * error into a message and an exit code: a user error prints its message alone (exit 2), anything
 * else is an infrastructure failure (exit 3). Octokit is never imported here, so the CLI starts fast.
 */







function topLevelHelp() {
    const width = Math.max(..._commands_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMANDS */ .L.map((c) => c.name.length));
    return [
        'arbor-gate: merge Arbor experiment branches into trunk only when the held-out score improves.',
        '',
        'Usage: arbor-gate <command> [options]',
        '',
        'Commands:',
        ..._commands_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMANDS */ .L.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
        '',
        'Run arbor-gate <command> --help (or arbor-gate help <command>) for its options.',
        '',
    ].join('\n');
}
function findCommand(name) {
    const command = _commands_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMANDS */ .L.find((c) => c.name === name);
    if (!command) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(name === undefined
            ? `no command given\n\n${topLevelHelp()}`
            : `unknown command ${JSON.stringify(name)}; commands: ${_commands_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMANDS */ .L.map((c) => c.name).join(', ')}`);
    }
    return command;
}
function printUsage(command, io) {
    io.stdout(`${command.usage.trimEnd()}\n`);
    return 0;
}
async function main(argv, io) {
    try {
        const [name, ...rest] = argv;
        if (name === 'help' && rest.length > 0) {
            // `arbor-gate help merge` is `arbor-gate merge --help`.
            const [topic, ...extra] = rest;
            if (extra.length > 0)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(`arbor-gate help takes one command, got: ${rest.join(' ')}`);
            return printUsage(findCommand(topic), io);
        }
        if (name === '--help' || name === '-h' || name === 'help') {
            io.stdout(topLevelHelp());
            return 0;
        }
        if (name === '--version') {
            io.stdout(`${(0,_util_version_js__WEBPACK_IMPORTED_MODULE_4__/* .packageVersion */ .T)()}\n`);
            return 0;
        }
        const command = findCommand(name);
        const args = (0,_commands_command_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(command, rest);
        if (args.values.help === true)
            return printUsage(command, io);
        return await command.run(args, io);
    }
    catch (error) {
        const code = (0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .exitCodeOf */ .FO)(error);
        const message = error instanceof Error ? error.message : String(error);
        io.stderr(`arbor-gate: ${code === 2 ? '' : 'error: '}${message}\n`);
        if (code === 3 && process.env.ARBOR_GATE_DEBUG && error instanceof Error && error.stack) {
            io.stderr(`${error.stack}\n`);
        }
        return code;
    }
}
function isEntryPoint() {
    try {
        return process.argv[1] !== undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(process.argv[1]) === (0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url);
    }
    catch {
        return false;
    }
}
if (isEntryPoint()) {
    const io = {
        // The one sink of everything the CLI prints: untrusted names and output never drive the terminal.
        stdout: (text) => process.stdout.write((0,_util_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .terminalSafe */ .kJ)(text)),
        stderr: (text) => process.stderr.write((0,_util_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .terminalSafe */ .kJ)(text)),
        interactive: process.stderr.isTTY === true && process.env.CI !== 'true',
        env: process.env,
        cwd: process.cwd(),
    };
    process.exitCode = await main(process.argv.slice(2), io);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 53155:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ stringFlag),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   lB: () => (/* binding */ boolFlag),
/* harmony export */   v6: () => (/* binding */ listFlag)
/* harmony export */ });
/* unused harmony export COMMON_OPTIONS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(83916);
/* harmony import */ var _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(66578);
/* harmony import */ var _setting_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(34300);
/** What every CLI command provides; src/cli.ts parses argv with `options` and calls `run`. */




/** Options every command accepts: where the session is (--cwd, --run-name), --json and --help. */
const COMMON_OPTIONS = {
    ...(0,_setting_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .settingOptions */ .Xk)([(0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .settingOf */ .y7)('cwd'), (0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .settingOf */ .y7)('runName')]),
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
const NEGATIVE_NUMBER = /^-\.?\d/;
/**
 * `--flag -0.35` as `--flag=-0.35` for the numeric options: parseArgs refuses a value that starts with
 * a dash unless it is attached, but a negative number is how users type it (and no option looks so).
 */
function attachNegativeNumbers(argv, numeric) {
    const args = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--')
            return [...args, ...argv.slice(i)];
        const next = argv[i + 1];
        if (arg.startsWith('--') &&
            numeric.includes(arg.slice(2)) &&
            next !== undefined &&
            NEGATIVE_NUMBER.test(next)) {
            args.push(`${arg}=${next}`);
            i++;
        }
        else
            args.push(arg);
    }
    return args;
}
function parseCommandArgs(command, argv) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: attachNegativeNumbers(argv, command.numericOptions ?? []),
            options: { ...COMMON_OPTIONS, ...command.options },
            allowPositionals: true,
            strict: true,
        });
    }
    catch (error) {
        // node's messages name the flag ("Unknown option '--x'", "Option '--y <value>' argument missing"),
        // some over several lines: kept on one, without node's advice on where to put dashed values.
        const message = error.message.replace(/\s*\n\s*/g, ' ').replace(/\. To specify .*$/s, '');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${message}\nSee: arbor-gate ${command.name} --help`);
    }
    if (parsed.positionals.length > command.maxPositionals) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`arbor-gate ${command.name} takes at most ${command.maxPositionals} argument(s), got: ${parsed.positionals.join(' ')}`);
    }
    return parsed;
}
/** Reads a string flag; `undefined` when absent. */
function stringFlag(args, name) {
    const value = args.values[name];
    return typeof value === 'string' ? value : undefined;
}
function listFlag(args, name) {
    const value = args.values[name];
    return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
}
function boolFlag(args, name) {
    return args.values[name] === true;
}


/***/ }),

/***/ 55852:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  L: () => (/* binding */ COMMANDS)
});

// EXTERNAL MODULE: ./src/tools/artifact-flags.ts
var artifact_flags = __nccwpck_require__(84539);
// EXTERNAL MODULE: ./src/commands/command.ts
var command = __nccwpck_require__(53155);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
;// CONCATENATED MODULE: ./src/commands/report.ts
/** `arbor-gate report [SESSION_DIR]`: REPORT.md from whatever the session holds. */



const USAGE = `Usage: arbor-gate report [SESSION_DIR] [options]

Writes REPORT.md for an Arbor session from whatever exists (tree, events, run stats, run info,
checkpoint); missing or unreadable inputs, a torn idea_tree.json included, become caveats, never a
crash. Token totals come from the session's own records first (run_stats.json, then the session.end
event, then the sum of llm.call events), and the report says which. Long lists are capped (all up
to 20, else the top 10, the latest 10 and a count); report.json beside the report holds them whole.
Ends by printing the evidence.

  SESSION_DIR          the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR            project root (with --run-name); default: current folder
  --run-name NAME      session name under DIR/.arbor/sessions/
  --out PATH           write the report here instead of SESSION_DIR/REPORT.md (report.json
                       beside it)
  --format FORMAT      what to print: "markdown" (evidence lines, default) or "json" (the
                       report facts)
  --smoke              mark the run as a smoke/forward test in the caveats
  --json               same as --format json
  -h, --help           show this help

Exit codes: 0 written (even from partial data or an unreadable tree), 2 no session folder, or
REPORT.md or report.json is a symbolic link.
`;
/** The session a command names: positional SESSION_DIR, or --cwd with --run-name. */
function sessionOf(args, cwd) {
    return {
        positional: args.positionals[0],
        cwd: (0,command/* stringFlag */.AM)(args, 'cwd') ?? cwd,
        runName: (0,command/* stringFlag */.AM)(args, 'run-name'),
    };
}
function wantsJson(args) {
    const format = (0,command/* stringFlag */.AM)(args, 'format');
    if (format !== undefined && format !== 'json' && format !== 'markdown') {
        throw new errors/* UserError */.yo(`--format must be "markdown" or "json" (got ${JSON.stringify(format)})`);
    }
    return (0,command/* boolFlag */.lB)(args, 'json') || format === 'json';
}
const reportCommand = {
    name: 'report',
    summary: 'write REPORT.md for an Arbor session (partial data tolerated)',
    usage: USAGE,
    options: { out: { type: 'string' }, format: { type: 'string' }, smoke: { type: 'boolean' } },
    maxPositionals: 1,
    async run(args, io) {
        const json = wantsJson(args);
        const out = (0,command/* stringFlag */.AM)(args, 'out');
        // One import after the other: two at once that share modules not loaded yet fail under Jest's
        // ESM loader ("request for 'node:path' is not in cache"), which the tests run the CLI in.
        const { reportJson, runReport } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(929), __nccwpck_require__.e(686), __nccwpck_require__.e(510), __nccwpck_require__.e(400)]).then(__nccwpck_require__.bind(__nccwpck_require__, 52517));
        const { renderEvidence } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(929), __nccwpck_require__.e(510), __nccwpck_require__.e(411)]).then(__nccwpck_require__.bind(__nccwpck_require__, 54510));
        const result = await runReport({
            session: sessionOf(args, io.cwd),
            reportPath: out === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, out),
            env: io.env,
            smoke: (0,command/* boolFlag */.lB)(args, 'smoke'),
        });
        io.stdout(json
            ? `${JSON.stringify(reportJson(result), null, 2)}\n`
            : renderEvidence(result.facts, result.report_path));
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/commands/check.ts



const check_USAGE = `Usage: arbor-gate check [SESSION_DIR] [options]

Checks the idea tree (version, root, ids, statuses, parent/children both ways, depth, cycles,
orphans, finite scores, metric direction), that idea_tree.md exists (as Arbor's check does) and,
with the flags, the session's artifacts.
Prints OK, or INVALID followed by one "- problem" line each.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --require-report            REPORT.md must exist
  --require-events            events.jsonl must exist, every line a {ts, type, data} object, no
                              token-shaped strings
  --require-run-stats         run_stats.json must exist and be a JSON object
  --require-experiment        every scored node needs experiments/<id>/, and every experiments/<id>/
                              folder needs report.md and metrics.json (and executor_prompt.md with
                              --require-executor-prompt)
  --require-executor-prompt   every scored node needs experiments/<id>/executor_prompt.md (and at
                              least one prompt must exist)
  --strict-artifacts          all of the above (full sessions only)
  --json                      print {"ok": ..., "problems": [...]}
  -h, --help                  show this help

Exit codes: 0 OK, 1 INVALID, 2 no session folder, or the tree is missing or unreadable.
`;
const ARTIFACT_OPTIONS = Object.fromEntries(Object.keys(artifact_flags/* ARTIFACT_FLAGS */.V).map((flag) => [flag, { type: 'boolean' }]));
function artifactRequirementsOf(args) {
    return (0,artifact_flags/* artifactRequirements */.r)((flag) => (0,command/* boolFlag */.lB)(args, flag));
}
const checkCommand = {
    name: 'check',
    summary: 'check an Arbor session tree and its artifacts (OK / INVALID)',
    usage: check_USAGE,
    options: ARTIFACT_OPTIONS,
    maxPositionals: 1,
    async run(args, io) {
        // Loaded here, not at the top: every CLI start reads this module for its options.
        const { checkExitCode, renderCheckResult, runCheck } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(929), __nccwpck_require__.e(686), __nccwpck_require__.e(263)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3263));
        const result = await runCheck({
            session: sessionOf(args, io.cwd),
            required: artifactRequirementsOf(args),
            env: io.env,
        });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json') ? `${JSON.stringify(result, null, 2)}\n` : renderCheckResult(result.problems));
        return checkExitCode(result);
    },
};

;// CONCATENATED MODULE: ./src/commands/finalize.ts
/** `arbor-gate finalize [SESSION_DIR]`: the shutdown sequence (spec "Shutdown", steps 4-6, then check). */



const finalize_USAGE = `Usage: arbor-gate finalize [SESSION_DIR] [options]

Shutdown: recover the best submission (only with --emergency), write run_stats.json when it is
missing (derived from events and the tree, marked "derived": true, token totals from the session's
own records first), write REPORT.md, then check the session with --require-report and the artifact
flags given. With --emergency, run_stats.json records "emergency_timeout": true and REPORT.md says
so.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --emergency                 the run hit its emergency timeout: recover the submission first and
                              record the emergency in run_stats.json and REPORT.md
  --smoke                     smoke/forward test: say so in the report's caveats
  --require-events, --require-run-stats, --require-experiment, --require-executor-prompt,
  --strict-artifacts          as for arbor-gate check
  --json                      print the steps' results as JSON
  -h, --help                  show this help

Exit codes: 0 all artifacts valid, 1 artifacts invalid, 2 bad input (no session, unreadable tree).
`;
const finalizeCommand = {
    name: 'finalize',
    summary: 'shutdown: recover (emergency) -> run_stats.json -> REPORT.md -> check',
    usage: finalize_USAGE,
    options: { ...ARTIFACT_OPTIONS, emergency: { type: 'boolean' }, smoke: { type: 'boolean' } },
    maxPositionals: 1,
    async run(args, io) {
        const { finalizeJson, renderFinalizeResult, runFinalize } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(929), __nccwpck_require__.e(686), __nccwpck_require__.e(510), __nccwpck_require__.e(760)]).then(__nccwpck_require__.bind(__nccwpck_require__, 60845));
        const { checkExitCode } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(929), __nccwpck_require__.e(686), __nccwpck_require__.e(263)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3263));
        const result = await runFinalize({
            session: sessionOf(args, io.cwd),
            required: artifactRequirementsOf(args),
            emergency: (0,command/* boolFlag */.lB)(args, 'emergency'),
            smoke: (0,command/* boolFlag */.lB)(args, 'smoke'),
            env: io.env,
        });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json')
            ? `${JSON.stringify(finalizeJson(result), null, 2)}\n`
            : renderFinalizeResult(result));
        return checkExitCode(result);
    },
};

// EXTERNAL MODULE: ./src/gate/setting-lookup.ts + 7 modules
var setting_lookup = __nccwpck_require__(66578);
// EXTERNAL MODULE: ./src/mcp/operator-settings.ts
var operator_settings = __nccwpck_require__(53494);
// EXTERNAL MODULE: ./src/util/cleanup.ts
var cleanup = __nccwpck_require__(4532);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __nccwpck_require__(76092);
// EXTERNAL MODULE: ./src/commands/setting-flags.ts
var setting_flags = __nccwpck_require__(34300);
;// CONCATENATED MODULE: ./src/commands/mcp.ts
/** `arbor-gate mcp`: the MCP server on stdio (src/mcp/), for agents such as Arbor's Codex and Claude Code. */








const DEFAULT_LOCK_WAIT_S = 60;
const mcp_USAGE = `Usage: arbor-gate mcp [--cwd DIR] [--trusted-settings FILE] [--lock-wait S] [--eval-isolation MODE]

Serves the gate and the session tools over MCP on stdin/stdout (JSON-RPC only on stdout; logs and
the evaluation's output on stderr): git_merge_branch (Arbor's signature), gate_verify,
generate_report, session_check, session_resume. Results carry the verdict JSON as
structuredContent.

  --cwd DIR                 the project the tools work in (a tool's cwd argument is relative to it)
  --trusted-settings FILE   JSON of the tree's meta keys (or an idea_tree.json): the settings every
                            call uses, which no tool argument overrides. Without it, settings read
                            from an untracked local session tree carry a warning in every result.
  --lock-wait S             how long a second tree-mutating call on one repository waits for the
                            first before it is refused (default ${DEFAULT_LOCK_WAIT_S})
  --eval-isolation MODE     auto, user or none: how evaluations run (as merge's flag; the operator's
                            choice, never a tool argument)
  --eval-user NAME          the account an isolated evaluation runs as
  -h, --help                show this help

Exit: 0 when stdin closes, 2 bad options.
`;
function lockWaitMs(value) {
    if (value === undefined)
        return DEFAULT_LOCK_WAIT_S * 1000;
    const seconds = Number(value);
    if (value.trim() === '' || !Number.isFinite(seconds) || seconds < 0) {
        throw new errors/* UserError */.yo(`--lock-wait: expected a number of seconds >= 0, got ${JSON.stringify(value)}`);
    }
    return seconds * 1000;
}
const mcpCommand = {
    name: 'mcp',
    summary: 'serve the gate and the session tools to agents over MCP (stdio)',
    usage: mcp_USAGE,
    options: {
        'trusted-settings': { type: 'string' },
        'lock-wait': { type: 'string' },
        ...(0,setting_flags/* settingOptions */.Xk)(operator_settings/* OPERATOR_SETTINGS */.Z.map(setting_lookup/* settingOf */.y7)),
    },
    maxPositionals: 0,
    async run(args, io) {
        const cwd = (0,external_node_path_.resolve)(io.cwd, (0,command/* stringFlag */.AM)(args, 'cwd') ?? '.');
        const { readTrustedSettings, serveStdio } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(947), __nccwpck_require__.e(870), __nccwpck_require__.e(929), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(686), __nccwpck_require__.e(237), __nccwpck_require__.e(510), __nccwpck_require__.e(835), __nccwpck_require__.e(130), __nccwpck_require__.e(602), __nccwpck_require__.e(270), __nccwpck_require__.e(589)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4589));
        const file = (0,command/* stringFlag */.AM)(args, 'trusted-settings');
        const pinned = file === undefined ? null : await readTrustedSettings((0,external_node_path_.resolve)(io.cwd, file), '--trusted-settings');
        const waitMs = lockWaitMs((0,command/* stringFlag */.AM)(args, 'lock-wait'));
        const operator = {
            pinned,
            ...Object.fromEntries(operator_settings/* OPERATOR_SETTINGS */.Z.flatMap((field) => {
                const value = (0,command/* stringFlag */.AM)(args, (0,setting_flags/* gateFlag */.gf)((0,setting_lookup/* settingOf */.y7)(field)));
                return value === undefined ? [] : [[field, value]];
            })),
        };
        const abort = new AbortController();
        await (0,cleanup/* withSignalCleanup */.nk)(abort, () => serveStdio({ cwd, operator, env: io.env, stderr: io.stderr, signal: abort.signal, lockWaitMs: waitMs }, (0,version/* packageVersion */.T)()));
        return 0;
    },
};

// EXTERNAL MODULE: ./src/gate/verdict.ts
var gate_verdict = __nccwpck_require__(15950);
// EXTERNAL MODULE: ./src/eval/progress.ts
var eval_progress = __nccwpck_require__(50475);
// EXTERNAL MODULE: ./src/report/verdict.ts + 1 modules
var report_verdict = __nccwpck_require__(35479);
;// CONCATENATED MODULE: ./src/commands/gate-run.ts
/**
 * How a gate command runs on the CLI (merge, verify and the sharded plan, eval-shard, aggregate): the
 * gate's dependencies with Ctrl-C cleanup and the live progress line, and the verdict printed (JSON
 * alone on stdout with --json, human text otherwise; progress always on stderr).
 */






/**
 * Runs `work` with the gate's dependencies for the CLI, Ctrl-C cleanup and the live progress line;
 * `name` names a setting as the command's flags do (the queue's `--source` is its own).
 */
async function withGateDeps(io, work, name = setting_flags/* settingFlagName */.Eg) {
    const progress = (0,eval_progress/* createEvalProgress */.w7)({
        write: io.stderr,
        interactive: io.interactive,
        columns: process.stderr.columns ?? 80,
    });
    const abort = new AbortController();
    try {
        return await (0,cleanup/* withSignalCleanup */.nk)(abort, () => work({
            name,
            log: (line) => io.stderr(`arbor-gate: ${line}\n`),
            progress,
            env: io.env,
            signal: abort.signal,
            gateVersion: (0,version/* packageVersion */.T)(),
        }));
    }
    finally {
        progress.done();
    }
}
/** The verdict as merge and verify print it: JSON alone on stdout with --json, text otherwise. */
function printVerdict(verdict, args, io) {
    if ((0,command/* boolFlag */.lB)(args, 'json')) {
        io.stderr((0,report_verdict/* renderVerdictText */.rP)(verdict));
        io.stdout(`${JSON.stringify(verdict, null, 2)}\n`);
    }
    else
        io.stdout((0,report_verdict/* renderVerdictText */.rP)(verdict));
}

;// CONCATENATED MODULE: ./src/commands/gate-command.ts






const GATE_OPTIONS = {
    ...(0,setting_flags/* settingOptions */.Xk)(setting_lookup/* GATE_SETTINGS */.C7),
    [setting_flags/* CLAIMED_SCORE_FLAG */.S3]: { type: 'string' },
};
/**
 * A row's value under any of its spellings (`--source` or Arbor's `--source-branch`): a list gathers
 * both; a single value given under two spellings must be one value.
 */
function rowFlagValue(args, row) {
    const spellings = (0,setting_flags/* flagSpellings */.YE)(row);
    if (row.kind === 'list')
        return spellings.flatMap((flag) => (0,command/* listFlag */.v6)(args, flag));
    const given = spellings.filter((flag) => (0,command/* stringFlag */.AM)(args, flag) !== undefined);
    const values = new Set(given.map((flag) => (0,command/* stringFlag */.AM)(args, flag)));
    if (values.size > 1) {
        throw new errors/* UserError */.yo(`${given.map((flag) => `--${flag}`).join(' and ')} are one setting: give it once`);
    }
    return given.length === 0 ? undefined : (0,command/* stringFlag */.AM)(args, given[0]);
}
/** Flag names for messages: GateInput field -> the flag that sets it. */
const gateFlagName = setting_flags/* settingFlagName */.Eg;
function gateInputFromArgs(mode, args, io) {
    const fields = {};
    for (const row of setting_lookup/* GATE_SETTINGS */.C7) {
        // A boolean that defaults to true has a `no-` flag: given, it turns the setting off.
        if (row.kind === 'boolean')
            fields[row.field] = (0,command/* boolFlag */.lB)(args, (0,setting_flags/* gateFlag */.gf)(row)) !== (row.default === true);
        else {
            const value = rowFlagValue(args, row);
            if (value !== undefined)
                fields[row.field] = value;
        }
    }
    const claimed = (0,command/* stringFlag */.AM)(args, setting_flags/* CLAIMED_SCORE_FLAG */.S3);
    // The fields and their value types are GateInput's by construction: both come from GATE_SETTINGS.
    const input = {
        mode,
        ...fields,
        ...(claimed === undefined ? {} : { claimedTestScore: claimed }),
    };
    return { ...input, cwd: input.cwd ?? io.cwd };
}
/** The --help text of merge (its merge options first) or verify. */
function gateHelp(mode) {
    const sections = [
        ...(mode === 'merge' ? ['merge'] : []),
        'where',
        'judgement',
        'evaluation',
        'output',
    ];
    const flags = (0,setting_flags/* settingsHelp */.pd)(sections, {
        judgement: [
            [
                `--${setting_flags/* CLAIMED_SCORE_FLAG */.S3} N`,
                "Arbor's helper flag: accepted and ignored with a warning; the gate measures B_test itself.",
            ],
        ],
        output: [['--json', 'Print the verdict JSON alone on stdout (progress on stderr).']],
    });
    return `${flags}\nExit: 0 merged / accepted / already merged, 1 rejected, 2 bad input, 3 git or system failure.\n`;
}
async function runGateCommand(mode, args, io) {
    const input = gateInputFromArgs(mode, args, io);
    // The gate itself loads when a gate command runs, not at every CLI start (see commands/index.ts).
    const { runGate } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(947), __nccwpck_require__.e(929), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(686), __nccwpck_require__.e(237), __nccwpck_require__.e(510), __nccwpck_require__.e(835), __nccwpck_require__.e(130), __nccwpck_require__.e(602)]).then(__nccwpck_require__.bind(__nccwpck_require__, 96602));
    const verdict = await withGateDeps(io, (deps) => runGate(input, deps));
    printVerdict(verdict, args, io);
    return (0,gate_verdict/* verdictExitCode */.f)(verdict);
}
function gateCommand(spec) {
    return {
        name: spec.name,
        summary: spec.summary,
        usage: `Usage: arbor-gate ${spec.name} --source REF [options]\n\n${spec.intro}\n\n${gateHelp(spec.mode)}`,
        options: GATE_OPTIONS,
        numericOptions: [...(0,setting_flags/* numericFlags */.Z9)(setting_lookup/* GATE_SETTINGS */.C7), setting_flags/* CLAIMED_SCORE_FLAG */.S3],
        maxPositionals: 0,
        run: (args, io) => runGateCommand(spec.mode, args, io),
    };
}

;// CONCATENATED MODULE: ./src/commands/merge.ts
/** `arbor-gate merge`: the whole merge procedure (docs/architecture.md "A merge: prepare → judge → land"). */

const mergeCommand = gateCommand({
    name: 'merge',
    mode: 'merge',
    summary: 'evaluate a branch on B_test and merge it into trunk (--no-ff) only if it improves',
    intro: [
        'Computes the --no-ff merge of the exact source commit into the trunk branch (before anything runs;',
        'a conflict is rejected), evaluates that merge in a temporary worktree, judges its B_test score',
        "against trunk's references, and lands exactly the evaluated merge only when it strictly improves.",
        'The merge records the verified score in the idea tree and is pushed (plain, never forced) when the',
        'remote exists. Your checkout (branch, index, files) is never touched, except that a clean checkout',
        'of the trunk branch follows the merge like git merge --ff-only.',
    ].join('\n'),
});

;// CONCATENATED MODULE: ./src/commands/recover.ts
/** `arbor-gate recover [SESSION_DIR]`: restore the best submission after an emergency timeout. */


const recover_USAGE = `Usage: arbor-gate recover [SESSION_DIR] [options]

Emergency-timeout recovery: keeps the workspace's submission (meta.submission_path, default
submission.csv) when present; otherwise copies the best done/merged node's snapshot
submissions/<node_id><ext> (by B_dev, in the metric's direction); otherwise the newest snapshot.
Snapshots are looked for in the session's submissions/ (where arbor run keeps them) and the
workspace's submissions/; for the same name the session's wins.
Never overwrites; refuses paths outside the workspace and snapshots that are symlinks.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --json                      print the result as JSON
  -h, --help                  show this help

Exit codes: 0 done or nothing to do, 2 bad input (no session, unreadable tree, unsafe path).
`;
const recoverCommand = {
    name: 'recover',
    summary: 'restore the best submission snapshot (never overwrites)',
    usage: recover_USAGE,
    options: {},
    maxPositionals: 1,
    async run(args, io) {
        const { runRecover } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(929), __nccwpck_require__.e(723)]).then(__nccwpck_require__.bind(__nccwpck_require__, 47723));
        const result = await runRecover({ session: sessionOf(args, io.cwd) });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json') ? `${JSON.stringify(result, null, 2)}\n` : `recover: ${result.message}\n`);
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/commands/resume.ts
/** `arbor-gate resume [SESSION_DIR]`: prepare an interrupted session to continue (spec steps 1-7). */


const resume_USAGE = `Usage: arbor-gate resume [SESSION_DIR] [options]

Prepares an interrupted Arbor session to continue in the same folder: running nodes go back to
pending (needs_retry is left alone; idea_tree.md is written again to match), the checkpoint's
in-flight executors are cleared, messages.jsonl is replayed (torn lines dropped), unanswered tool
calls get Arbor's "interrupted" error result. Arbor's resume nudge (the pending nodes, the pending
question, the eval commands) is not written: \`arbor run --resume\` appends its own to the log it
replays, so a second would reach the agent; --json shows its text (\`nudge\`).
Only what changes is edited; resuming again changes nothing. A corrupt tree is never resumed
(exit 2, nothing changed).

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --dry-run                   print what would change and change nothing
  --json                      print the plan as JSON
  -h, --help                  show this help

Exit codes: 0 ready to resume, 2 no session folder, or the tree is missing or corrupt.
`;
const resumeCommand = {
    name: 'resume',
    summary: 'prepare an interrupted Arbor session to continue',
    usage: resume_USAGE,
    options: { 'dry-run': { type: 'boolean' } },
    maxPositionals: 1,
    async run(args, io) {
        const { renderResumePlan, runResume } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(929), __nccwpck_require__.e(686), __nccwpck_require__.e(270), __nccwpck_require__.e(392)]).then(__nccwpck_require__.bind(__nccwpck_require__, 55270));
        const plan = await runResume({ session: sessionOf(args, io.cwd), dryRun: (0,command/* boolFlag */.lB)(args, 'dry-run') });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json') ? `${JSON.stringify(plan, null, 2)}\n` : renderResumePlan(plan));
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/commands/verify.ts
/**
 * `arbor-gate verify`: the judgement only (docs/architecture.md "Judge"); never moves a branch. It may
 * append its measurements to the score ledger (pushed only with --ledger-push).
 */

const verifyCommand = gateCommand({
    name: 'verify',
    mode: 'verify',
    summary: 'evaluate a branch on B_test and judge it, without moving any branch',
    intro: [
        'Evaluates the --no-ff merge of the exact source commit into trunk in a temporary worktree and',
        'judges it as `merge` would: exits 0 when merging it would improve trunk, 1 when rejected. No',
        'branch moves: its measurements go into the score ledger (git notes, reused by the next verify or',
        'merge of the same tree; --fresh runs again), pushed only with --ledger-push; REPORT.md only with',
        '--report PATH.',
    ].join('\n'),
});

;// CONCATENATED MODULE: ./src/commands/ledger.ts
/**
 * `arbor-gate ledger verify|show`: the score ledger checked against trunk's merge trailers, and trunk's
 * score history from it. Local only (no network): fetch the notes ref first to see the remote's.
 */




const ledger_USAGE = `Usage: arbor-gate ledger verify [--trunk-branch B] [options]
       arbor-gate ledger show [REF] [--trunk-branch B] [--json]

verify: every gate merge on trunk's first-parent history must have ledger lines that verify under
the ledger key, of its evaluated tree, whose digest and mean are its Arbor-Ledger and Arbor-Score
trailers; the notes history must only ever have added lines. Merges made without the ledger are
"unledgered", not failures. show: trunk's first-parent history with each merge's score, samples
and spread. Both read the local repository only: fetch the notes ref to include the remote's.

  REF                  the trunk to show (default --trunk-branch)
  --trunk-branch B     trunk branch
  --ledger-ref REF     notes ref (default refs/notes/arbor-gate)
  --ledger-key KEY     the ledger key (default the key file in the git folder)
  --cwd DIR            repository
  --json               print JSON
  -h, --help           show this help

Exit codes: 0 the ledger holds (verify) or shown, 1 it does not hold, 2 bad input, 3 git failed.
`;
const ledgerCommand = {
    name: 'ledger',
    summary: "check the score ledger against trunk (verify), or show trunk's score history (show)",
    usage: ledger_USAGE,
    options: (0,setting_flags/* settingOptions */.Xk)([(0,setting_lookup/* settingOf */.y7)('trunkBranch'), (0,setting_lookup/* settingOf */.y7)('ledgerRef'), (0,setting_lookup/* settingOf */.y7)('ledgerKey')]),
    maxPositionals: 2,
    async run(args, io) {
        const [action, ref] = args.positionals;
        if (action !== 'verify' && action !== 'show') {
            throw new errors/* UserError */.yo(`arbor-gate ledger: expected verify or show, got ${JSON.stringify(action ?? '')}`);
        }
        if (action === 'verify' && ref !== undefined)
            throw new errors/* UserError */.yo('arbor-gate ledger verify takes no REF (use --trunk-branch)');
        const trunkText = ref ?? (0,command/* stringFlag */.AM)(args, 'trunk-branch');
        if (trunkText === undefined)
            throw new errors/* UserError */.yo('arbor-gate ledger: pass --trunk-branch (or REF for show)');
        const { renderLedgerCheck, runLedger } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(604)]).then(__nccwpck_require__.bind(__nccwpck_require__, 56538));
        const check = await runLedger({
            cwd: (0,command/* stringFlag */.AM)(args, 'cwd') ?? io.cwd,
            trunk: { text: trunkText, label: ref === undefined ? '--trunk-branch' : 'REF' },
            notesRef: { text: (0,command/* stringFlag */.AM)(args, 'ledger-ref'), label: '--ledger-ref' },
            key: (0,command/* stringFlag */.AM)(args, 'ledger-key'),
            history: action === 'verify',
        });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json')
            ? `${JSON.stringify(check, null, 2)}\n`
            : renderLedgerCheck(check, action === 'verify'));
        return action === 'verify' && !check.holds ? 1 : 0;
    },
};

// EXTERNAL MODULE: ./src/gate/settings.ts + 2 modules
var settings = __nccwpck_require__(19432);
// EXTERNAL MODULE: ./src/queue/plan.ts
var plan = __nccwpck_require__(33244);
;// CONCATENATED MODULE: ./src/commands/queue.ts
/**
 * `arbor-gate queue --source A --source B … [--parallel W]`: the speculative local queue
 * (src/queue/). The gate's flags apply to every branch; the queue prints a table of the verdicts (or
 * `{"verdicts": [...], "landed": [...]}` with --json) and exits 0 when every branch landed or was
 * already merged, 1 when any was rejected, 3 on a failure.
 */









const SOURCES = (0,setting_lookup/* settingOf */.y7)('sources');
const PARALLEL = (0,setting_lookup/* settingOf */.y7)('parallel');
/** How messages name the queue's two settings, beside the gate's flags. */
const queueFlagName = (field) => (field === 'source' ? '--source' : gateFlagName(field));
async function runQueueCommand(args, io) {
    // --source and --parallel are the queue's own: the rest are the gate's, for every branch.
    const gateValues = Object.fromEntries(Object.entries(args.values).filter(([flag]) => flag !== 'source' && flag !== 'parallel'));
    const gate = gateInputFromArgs('merge', { ...args, values: gateValues }, io);
    if (gate.source !== undefined) {
        throw new errors/* UserError */.yo('--source-branch: the queue takes its branches as --source REF, repeated');
    }
    const parallel = (0,settings/* queueParallel */.zA)((0,command/* stringFlag */.AM)(args, 'parallel'), '--parallel');
    const json = (0,command/* boolFlag */.lB)(args, 'json');
    const sources = (0,command/* listFlag */.v6)(args, 'source');
    // The queue and the gate load when the command runs, not at every CLI start (see commands/index.ts).
    const { renderQueueText, runQueueReported } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(947), __nccwpck_require__.e(929), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(686), __nccwpck_require__.e(237), __nccwpck_require__.e(510), __nccwpck_require__.e(835), __nccwpck_require__.e(130), __nccwpck_require__.e(602), __nccwpck_require__.e(59)]).then(__nccwpck_require__.bind(__nccwpck_require__, 78059));
    const outcome = await withGateDeps(io, (deps) => runQueueReported({ gate, sources, parallel }, deps), queueFlagName);
    const table = renderQueueText(outcome);
    if (json) {
        io.stderr(table);
        io.stdout(`${JSON.stringify({ verdicts: outcome.verdicts, landed: outcome.landed }, null, 2)}\n`);
    }
    else
        io.stdout(table);
    for (const warning of outcome.warnings)
        io.stderr(`arbor-gate: warning: ${warning}\n`);
    return (0,plan/* queueExitCode */.zv)(outcome.verdicts.map(gate_verdict/* verdictExitCode */.f));
}
function queueHelp() {
    const flags = (0,setting_flags/* settingsHelp */.pd)(['where', 'judgement', 'evaluation', 'output', 'merge'], {
        where: [
            [`--${SOURCES.flag} ${SOURCES.arg}`, `${SOURCES.description} Repeatable.`],
            [`--${PARALLEL.name} ${PARALLEL.arg}`, `${PARALLEL.description} Default: ${String(PARALLEL.default)}`],
        ],
        output: [['--json', 'Print {"verdicts": [...], "landed": [...]} alone on stdout (progress on stderr).']],
    });
    return `${flags}\nExit: 0 every branch merged or already merged, 1 any rejected, 2 bad input, 3 git or system failure.\n`;
}
const queueCommand = {
    name: 'queue',
    summary: 'judge and land several branches in order, each against the state it lands on',
    usage: [
        'Usage: arbor-gate queue --source REF --source REF ... [--parallel W] [options]',
        '',
        'Builds the candidates trunk+A, trunk+A+B, ... up front (merge-tree, no worktrees), evaluates up to W',
        'of them at once (each as its own evaluation account <eval-user>-1 ... -W), and lands in order each',
        'branch that improves on the state it lands on, as merge would. A rejected branch is named, and the',
        'ones after it are rebuilt without it; a measurement is reused through the score ledger, so no tree',
        'is evaluated twice. The window of candidates measured ahead starts at W, halves on a rejection and',
        'grows by one on an accept. The gate options apply to every branch.',
        '',
        queueHelp(),
    ].join('\n'),
    options: { ...GATE_OPTIONS, source: { type: 'string', multiple: true }, parallel: { type: 'string' } },
    numericOptions: [...(0,setting_flags/* numericFlags */.Z9)(setting_lookup/* GATE_SETTINGS */.C7), 'parallel'],
    maxPositionals: 0,
    run: runQueueCommand,
};

// EXTERNAL MODULE: ./src/gate/sharding/setting-rows.ts
var setting_rows = __nccwpck_require__(25616);
;// CONCATENATED MODULE: ./src/commands/plan.ts
/**
 * `arbor-gate plan <gate flags> [--shard-by side-seed|seed] --json`: what verify resolves and checks,
 * then the shards of the first wave instead of evaluations (src/shards/plan.ts). Prints the plan
 * document `{"plan": ..., "shards": [...]}` that eval-shard and aggregate take with --plan; a refusal
 * before anything runs (the static checks) is the verdict, printed as verify prints it.
 */









const plan_USAGE = `Usage: arbor-gate plan --source REF [verify's options] [--shard-by side-seed|seed] [--json]

Resolves and checks what verify does before it evaluates (trunk, the source, the candidate merge,
protected paths, required outputs), then prints the plan: one shard per side and seed of the first
wave (paired: min-repeats pairs; the looks are fixed: --looks, default min-repeats,max-repeats),
leaving out the runs the ledger holds. Run each with eval-shard, then judge them with aggregate.
A refusal before anything runs is the verdict (exit 1). Takes every flag of verify.

${(0,setting_flags/* helpColumns */.pU)([
    ['--shard-by side-seed|seed', (0,setting_lookup/* settingOf */.y7)('shardBy').description],
    ['--json', 'print the plan document alone on stdout'],
], 29)}

Exit: 0 planned, 1 refused before anything runs, 2 bad input (more than 256 shards in a wave),
3 git failure.
`;
const planCommand = {
    name: 'plan',
    summary: 'plan a sharded judgement: the shards (side, seed) of its first wave, as a matrix',
    usage: plan_USAGE,
    options: { ...GATE_OPTIONS, 'shard-by': { type: 'string' }, json: { type: 'boolean' } },
    numericOptions: (0,setting_flags/* numericFlags */.Z9)(setting_lookup/* GATE_SETTINGS */.C7),
    maxPositionals: 0,
    async run(args, io) {
        // The sharded flow and the gate load when the command runs, not at every CLI start (commands/index.ts).
        const { planShards } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(947), __nccwpck_require__.e(929), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(237), __nccwpck_require__.e(835), __nccwpck_require__.e(130), __nccwpck_require__.e(901)]).then(__nccwpck_require__.bind(__nccwpck_require__, 41306));
        const shardBy = (0,command/* stringFlag */.AM)(args, 'shard-by') ?? 'side-seed';
        if (!setting_rows/* SHARD_BY */.f5.includes(shardBy)) {
            throw new errors/* UserError */.yo(`--shard-by: expected one of ${setting_rows/* SHARD_BY */.f5.join(', ')}, got ${JSON.stringify(shardBy)}`);
        }
        const input = gateInputFromArgs('verify', args, io);
        const outcome = await withGateDeps(io, (deps) => planShards(input, deps, shardBy));
        if (outcome.kind === 'final') {
            printVerdict(outcome.verdict, args, io);
            return (0,gate_verdict/* verdictExitCode */.f)(outcome.verdict);
        }
        const text = `${JSON.stringify(outcome.document, null, 2)}\n`;
        if ((0,command/* boolFlag */.lB)(args, 'json'))
            io.stdout(text);
        else {
            io.stderr(`arbor-gate: wave 1: ${outcome.matrix.include.map((entry) => entry.id).join(' ') || 'nothing to run'}\n`);
            io.stdout(text);
        }
        return 0;
    },
};

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: ./src/shards/shape.ts
var shape = __nccwpck_require__(85580);
;// CONCATENATED MODULE: ./src/commands/shard-io.ts
/**
 * What the sharded commands (plan, eval-shard, aggregate) share on the CLI: reading a plan file,
 * this job's own flags (where it runs, what it may write) over the plan's settings.
 */








/** The fields a job of the flow sets for itself; every other setting is the plan's. */
const JOB_FIELDS = [
    'cwd',
    'logDir',
    'keepLogs',
    'ledgerKey',
    'dryRun',
    'push',
    'remote',
    'ledgerPush',
    'reportPath',
];
const JOB_OPTIONS = {
    ...(0,setting_flags/* settingOptions */.Xk)(JOB_FIELDS.map((field) => (0,setting_lookup/* settingOf */.y7)(field))),
    plan: { type: 'string' },
    json: { type: 'boolean' },
};
/** This job's own fields from its flags. */
function jobInputFromArgs(args, io) {
    const input = gateInputFromArgs('verify', args, io);
    return Object.fromEntries(JOB_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]));
}
/** The plan document of `--plan FILE`. */
async function readPlanFlag(args, io) {
    const file = (0,command/* stringFlag */.AM)(args, 'plan');
    if (file === undefined)
        throw new errors/* UserError */.yo('--plan: required (the plan JSON that arbor-gate plan --json printed)');
    const text = await (0,promises_.readFile)((0,external_node_path_.resolve)(io.cwd, file), 'utf8').catch(() => {
        throw new errors/* UserError */.yo(`--plan: cannot read ${file}`);
    });
    const doc = (0,shape/* parsePlanDocument */.Ey)(text, `--plan ${file}`);
    if ('problem' in doc)
        throw new errors/* UserError */.yo(doc.problem);
    return doc;
}

;// CONCATENATED MODULE: ./src/commands/eval-shard.ts
/**
 * `arbor-gate eval-shard --plan FILE --shard ID --out PATH`: one matrix entry of a plan evaluated
 * (src/shards/shard.ts) and its result written: the file PATH for a shard (`t3`, `c3`), the folder
 * PATH (`t3.json`, `c3.json`) for both sides of a seed (`s3`, shard-by seed). A failed evaluation is
 * a result and exits 0; only a shard that could not run exits non-zero.
 */





const eval_shard_USAGE = `Usage: arbor-gate eval-shard --plan FILE --shard ID --out PATH [--cwd DIR] [--log-dir DIR]

Evaluates one entry of the plan's matrix exactly as verify evaluates a run (the candidate rebuilt
from the plan and compared; the same isolation and score rules) and writes its result: to the file
PATH for a shard (t<seed>, c<seed>), as <id>.json files in the folder PATH for a seed (s<seed>,
--shard-by seed). Needs no token and writes nothing to the repository or the ledger.

Exit: 0 the result is written (a failed evaluation too), 2 the shard cannot run here (bad plan,
other candidate or evaluator), 3 git or system failure.
`;
const evalShardCommand = {
    name: 'eval-shard',
    summary: 'evaluate one shard of a plan and write its result',
    usage: eval_shard_USAGE,
    options: { ...JOB_OPTIONS, shard: { type: 'string' }, out: { type: 'string' } },
    maxPositionals: 0,
    async run(args, io) {
        // The sharded flow and the gate load when the command runs, not at every CLI start (commands/index.ts).
        const { evaluateShards, writeResults } = await Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(929), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(237), __nccwpck_require__.e(835), __nccwpck_require__.e(120)]).then(__nccwpck_require__.bind(__nccwpck_require__, 88969));
        const doc = await readPlanFlag(args, io);
        const shard = (0,command/* stringFlag */.AM)(args, 'shard');
        if (shard === undefined)
            throw new errors/* UserError */.yo('--shard: required (a matrix entry id: t<seed>, c<seed> or s<seed>)');
        const out = (0,command/* stringFlag */.AM)(args, 'out');
        if (out === undefined)
            throw new errors/* UserError */.yo('--out: required (where the result is written)');
        const job = jobInputFromArgs(args, io);
        const results = await withGateDeps(io, (deps) => evaluateShards(doc, shard, job, deps, '--shard'));
        const path = (0,external_node_path_.resolve)(io.cwd, out);
        const only = results.length === 1 ? results[0] : undefined;
        if (only !== undefined && (0,external_node_path_.basename)(path) !== `${only.shard}.json` && /\.json$/.test(path)) {
            // A file of another name: the aggregate finds results by <id>.json, so the name must be that.
            throw new errors/* UserError */.yo(`--out: a shard's result file is named ${only.shard}.json, got ${(0,external_node_path_.basename)(path)}`);
        }
        const written = await writeResults(only !== undefined && /\.json$/.test(path) ? (0,external_node_path_.dirname)(path) : path, results);
        for (const file of written)
            io.stderr(`arbor-gate: wrote ${file}\n`);
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/commands/aggregate.ts
/**
 * `arbor-gate aggregate --plan FILE --results DIR [--merge] [merge flags] [--json]`: the shards'
 * results judged as verify (or, with --merge, merge) judges runs in one process (src/shards/
 * aggregate.ts), printing the usual verdict and exit code; an inconclusive wave prints the next
 * wave's plan document and exits 4.
 */






/** The exit code of an inconclusive wave: the next wave's plan is on stdout. */
const NEXT_WAVE_EXIT = 4;
const aggregate_USAGE = `Usage: arbor-gate aggregate --plan FILE --results DIR [--merge [--no-push] [--remote R]]
         [--report FILE] [--json]

Reads every planned shard's result below DIR (every *.json file; anything else there is an error),
refuses a missing, duplicate, foreign or malformed one (verdict error, naming the shard), judges the
complete set with the plan's rule and looks, records the runs in the ledger and, with --merge, lands
the candidate on trunk as merge does, writing REPORT.md as merge and verify do. A paired wave that
is not yet decided prints the next wave's plan document (run its new shards, then aggregate again
with it) and exits 4.

Exit: 0 merged / accepted, 1 rejected, 2 bad input, 3 error (a bad result; git failure), 4 the next
wave's plan is on stdout.
`;
const aggregateCommand = {
    name: 'aggregate',
    summary: "judge a plan's shard results (and land them with --merge)",
    usage: aggregate_USAGE,
    options: { ...JOB_OPTIONS, results: { type: 'string' }, merge: { type: 'boolean' } },
    maxPositionals: 0,
    async run(args, io) {
        // The sharded flow and the gate load when the command runs, not at every CLI start (commands/index.ts).
        const [{ plannedInput }, { reportedAggregate }] = await Promise.all([
            Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(6), __nccwpck_require__.e(929), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(237), __nccwpck_require__.e(982)]).then(__nccwpck_require__.bind(__nccwpck_require__, 64511)),
            Promise.all(/* import() */[__nccwpck_require__.e(709), __nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(947), __nccwpck_require__.e(929), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(686), __nccwpck_require__.e(237), __nccwpck_require__.e(510), __nccwpck_require__.e(835), __nccwpck_require__.e(130), __nccwpck_require__.e(602), __nccwpck_require__.e(815)]).then(__nccwpck_require__.bind(__nccwpck_require__, 70815)),
        ]);
        const doc = await readPlanFlag(args, io);
        const results = (0,command/* stringFlag */.AM)(args, 'results');
        if (results === undefined)
            throw new errors/* UserError */.yo('--results: required (the folder of the shard results)');
        const input = plannedInput(doc.plan, (0,command/* boolFlag */.lB)(args, 'merge') ? 'merge' : 'verify', jobInputFromArgs(args, io));
        // The verdict is reported as verify and merge report theirs (REPORT.md, redacted); a next wave is not one.
        const outcome = await withGateDeps(io, (deps) => reportedAggregate(doc, (0,external_node_path_.resolve)(io.cwd, results), input, deps));
        if (outcome.kind === 'next') {
            const ids = outcome.wave.matrix.include.map((entry) => entry.id).join(' ');
            io.stderr(`arbor-gate: wave ${outcome.wave.document.plan.wave}: ${ids}\n`);
            io.stdout(`${JSON.stringify(outcome.wave.document, null, 2)}\n`);
            return NEXT_WAVE_EXIT;
        }
        printVerdict(outcome.verdict, args, io);
        return (0,gate_verdict/* verdictExitCode */.f)(outcome.verdict);
    },
};

;// CONCATENATED MODULE: ./src/commands/index.ts













const COMMANDS = [
    mergeCommand,
    verifyCommand,
    queueCommand,
    reportCommand,
    checkCommand,
    resumeCommand,
    recoverCommand,
    finalizeCommand,
    mcpCommand,
    ledgerCommand,
    planCommand,
    evalShardCommand,
    aggregateCommand,
];


/***/ }),

/***/ 34300:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ settingFlagName),
/* harmony export */   S3: () => (/* binding */ CLAIMED_SCORE_FLAG),
/* harmony export */   Xk: () => (/* binding */ settingOptions),
/* harmony export */   YE: () => (/* binding */ flagSpellings),
/* harmony export */   Z9: () => (/* binding */ numericFlags),
/* harmony export */   gf: () => (/* binding */ gateFlag),
/* harmony export */   pU: () => (/* binding */ helpColumns),
/* harmony export */   pd: () => (/* binding */ settingsHelp)
/* harmony export */ });
/* unused harmony export HELPER_SPELLINGS */
/* harmony import */ var _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(66578);

/** The flag (without `--`) of a gate setting: every gate row has one. */
function gateFlag(row) {
    const flag = (0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__/* .flagOf */ .iP)(row);
    if (flag === null)
        throw new Error(`internal: setting ${row.name} has no CLI flag`);
    return flag;
}
/**
 * Arbor's helper (`arbor_state.py merge --source-branch ... --protected-path ...`) spells some flags its
 * own way: each is accepted beside the gate's flag, so the commands in Arbor's skill documents run with
 * `arbor-gate` in place of `python arbor_state.py`. Gate flag -> the helper's spelling.
 */
const HELPER_SPELLINGS = {
    source: 'source-branch',
    target: 'target-branch',
    protected: 'protected-path',
    'eval-timeout': 'timeout',
};
/** The helper's `--test-score`: accepted, and ignored with a warning (the gate measures B_test itself). */
const CLAIMED_SCORE_FLAG = 'test-score';
/** The flags that set a row: the gate's own, then the helper's spelling when it has one. */
function flagSpellings(row) {
    const flag = gateFlag(row);
    const helper = HELPER_SPELLINGS[flag];
    return helper === undefined ? [flag] : [flag, helper];
}
/** How the CLI names a GateInput field in messages: its flag (`--protected`, `--no-push`). */
const settingFlagName = (field) => {
    switch (field) {
        case 'mode':
            return 'the command (merge or verify)';
        case 'claimedTestScore':
            return `--${CLAIMED_SCORE_FLAG}`;
        case 'commitMessage':
            // Set by the MCP tool only: the CLI's merge commit has no text of the caller's.
            return 'the commit message';
        case 'agent':
        case 'targetIsPullRequestBase':
            return field;
        default:
            return `--${gateFlag((0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__/* .settingOf */ .y7)(field))}`;
    }
};
/** The parseArgs spec of some gate settings' flags (the helper's spellings too). */
function settingOptions(rows) {
    return Object.fromEntries(rows.flatMap((row) => flagSpellings(row).map((flag) => [
        flag,
        row.kind === 'boolean'
            ? { type: 'boolean' }
            : row.kind === 'list'
                ? { type: 'string', multiple: true }
                : { type: 'string' },
    ])));
}
/** Flags whose value is a number: the one that follows them may be negative (`--min-delta -0.1`). */
function numericFlags(rows) {
    return rows.filter((row) => row.kind === 'number' || row.kind === 'integer').flatMap(flagSpellings);
}
const HELP_WIDTH = 100;
const SECTION_TITLES = {
    merge: 'Merge options:',
    where: 'Where:',
    judgement: 'Judgement (flag > tree meta > default):',
    evaluation: 'Evaluation:',
    output: 'Output:',
};
function flagUsage(row) {
    const arg = row.arg ?? (row.kind === 'path' ? 'PATH' : row.unit === 'seconds' ? 'S' : 'N');
    return row.kind === 'boolean' ? `--${gateFlag(row)}` : `--${gateFlag(row)} ${arg}`;
}
/** The --help text of one flag: its description, what a list does, and where its default comes from. */
function flagHelp(row) {
    const fallback = row.meta !== undefined
        ? (0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__/* .metaDefaultSentence */ .KK)(row)
        : row.default !== undefined && row.kind !== 'boolean' && row.kind !== 'list'
            ? `Default: ${String(row.default)}`
            : '';
    const helper = HELPER_SPELLINGS[gateFlag(row)];
    return [
        row.flagDescription ?? row.description,
        row.kind === 'list' ? 'Repeatable.' : '',
        fallback,
        helper === undefined ? '' : `Also --${helper} (Arbor's helper spelling).`,
    ]
        .filter((part) => part !== '')
        .join(' ');
}
/** Words of `text` in lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
        if (line !== '' && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line === '' ? word : `${line} ${word}`;
    }
    return [...lines, line];
}
/** A help line per entry, descriptions wrapped under one another. */
function helpColumns(entries, column) {
    return entries
        .flatMap(([usage, text]) => wrap(text, HELP_WIDTH - column).map((line, i) => `${(i === 0 ? `  ${usage}` : '').padEnd(column - 1)} ${line}`))
        .join('\n');
}
/**
 * The flags of the given sections, under their titles, in the table's order; `extra` adds entries
 * that are not settings (`--json`) at the head of a section.
 */
function settingsHelp(sections, extra = {}) {
    const rows = _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_SETTINGS */ .C7.filter((row) => sections.includes(row.section));
    const column = Math.max(...rows.map((row) => flagUsage(row).length)) + 5;
    return sections
        .map((section) => {
        const entries = [
            ...(extra[section] ?? []),
            ...rows
                .filter((row) => row.section === section)
                .map((row) => [flagUsage(row), flagHelp(row)]),
        ];
        return `${SECTION_TITLES[section] ?? section}\n${helpColumns(entries, column)}\n`;
    })
        .join('\n');
}


/***/ }),

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   Ri: () => (/* binding */ InfraError),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/**
 * Errors are thrown deep and caught once at the top (CLI or Action). The class decides the exit code;
 * a UserError's message is shown alone (no stack trace), because it is about the user's input.
 */
class UserError extends Error {
    exitCode = 2;
    name = 'UserError';
}
/** git, the file system or the GitHub API failed in a way the user's input did not cause. */
class InfraError extends Error {
    exitCode = 3;
    name = 'InfraError';
}
function exitCodeOf(error) {
    return error instanceof UserError ? 2 : 3;
}
/** An error's message on one line, for messages that quote it (JSON.parse quotes the input it choked on). */
function oneLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.replace(/\r?\n/g, '\\n');
}


/***/ }),

/***/ 43532:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _p: () => (/* binding */ ESCAPE_SEQUENCE),
/* harmony export */   bf: () => (/* binding */ HeadTailLog),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   g3: () => (/* binding */ LineSplitter)
/* harmony export */ });
/**
 * Holding an evaluation's output in bounded memory: whole lines for scoring and the live log, windows
 * of lines too long to hold, and a head + tail excerpt for the verdict. Output size is chosen by the
 * code under evaluation, so nothing here grows with it.
 */
/** How much of an overlong line is still shown in the live log. */
const OVERLONG_PREVIEW = 4096;
/** A terminal escape sequence (colours, cursor moves). */
// eslint-disable-next-line no-control-regex
const ESCAPE_SEQUENCE = /\x1b\[[0-9;?]*[A-Za-z]/g;
/** Output text as it may be shown: terminal escape sequences and other control characters removed. */
function printable(text) {
    return text.replace(ESCAPE_SEQUENCE, '').replace(/[\x00-\x1f\x7f]/g, ''); // eslint-disable-line no-control-regex
}
/**
 * Splits decoded text into lines. A line longer than `maxLength` is not kept whole: it is emitted with
 * `overlong` set as its first characters and a marker (for the live log), and, when a WindowSink is
 * given, handed to it in overlapping windows of `maxLength` characters as it arrives.
 */
class LineSplitter {
    maxLength;
    emit;
    windows;
    parts = [];
    held = 0;
    lineLength = 0;
    /** Where the held text starts in the current line once that line is overlong. */
    windowOffset = 0;
    preview = null;
    constructor(maxLength, emit, windows) {
        this.maxLength = maxLength;
        this.emit = emit;
        this.windows = windows;
    }
    push(text) {
        let start = 0;
        for (;;) {
            const newline = text.indexOf('\n', start);
            this.append(newline === -1 ? text.slice(start) : text.slice(start, newline));
            if (newline === -1)
                return;
            this.flush();
            start = newline + 1;
        }
    }
    /** Emits the last line when the output did not end with a line break. */
    end() {
        if (this.lineLength > 0)
            this.flush();
    }
    append(piece) {
        this.lineLength += piece.length;
        if (this.preview === null && this.lineLength <= this.maxLength) {
            this.parts.push(piece);
            this.held += piece.length;
            return;
        }
        if (this.preview === null) {
            this.preview = (this.parts.join('') + piece.slice(0, OVERLONG_PREVIEW)).slice(0, OVERLONG_PREVIEW);
        }
        if (!this.windows) {
            this.parts = [];
            this.held = 0;
            return;
        }
        this.parts.push(piece);
        this.held += piece.length;
        if (this.held <= this.maxLength)
            return;
        const text = this.parts.join('');
        const step = this.maxLength - this.windows.overlap;
        let start = 0;
        for (; text.length - start > this.maxLength; start += step) {
            this.windows.window(text.slice(start, start + this.maxLength), this.windowOffset, false);
            this.windowOffset += step;
        }
        this.parts = [text.slice(start)];
        this.held = text.length - start;
    }
    flush() {
        const text = this.parts.join('');
        const line = text.endsWith('\r') ? text.slice(0, -1) : text;
        if (this.preview !== null) {
            this.windows?.window(line, this.windowOffset, true);
            this.emit(`${this.preview} [... line of ${this.lineLength} characters cut ...]`, true);
        }
        else {
            this.emit(line, false);
        }
        this.parts = [];
        this.held = 0;
        this.lineLength = 0;
        this.windowOffset = 0;
        this.preview = null;
    }
}
/** The first `headBytes` and the last `tailBytes` of a byte stream, with a marker for what lies between. */
class HeadTailLog {
    headBytes;
    tailBytes;
    head = [];
    headLength = 0;
    tail = [];
    tailLength = 0;
    omitted = 0;
    constructor(headBytes, tailBytes) {
        this.headBytes = headBytes;
        this.tailBytes = tailBytes;
    }
    append(chunk) {
        let rest = chunk;
        if (this.headLength < this.headBytes) {
            const taken = rest.subarray(0, this.headBytes - this.headLength);
            this.head.push(Buffer.from(taken));
            this.headLength += taken.length;
            rest = rest.subarray(taken.length);
        }
        if (rest.length === 0)
            return;
        this.tail.push(Buffer.from(rest));
        this.tailLength += rest.length;
        for (let first = this.tail[0]; first && this.tailLength - first.length >= this.tailBytes; first = this.tail[0]) {
            this.tail.shift();
            this.tailLength -= first.length;
            this.omitted += first.length;
        }
    }
    text() {
        const tail = Buffer.concat(this.tail);
        const excess = Math.max(0, tail.length - this.tailBytes);
        const omitted = this.omitted + excess;
        const marker = omitted > 0 ? `\n[... ${omitted} bytes omitted ...]\n` : '';
        return Buffer.concat(this.head).toString('utf8') + marker + tail.subarray(excess).toString('utf8');
    }
}


/***/ }),

/***/ 18815:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ validateNodeId),
/* harmony export */   Pe: () => (/* binding */ hasSeedPlaceholder),
/* harmony export */   XC: () => (/* binding */ FILE_COMMAND_VARIABLES),
/* harmony export */   ej: () => (/* binding */ substituteCommand),
/* harmony export */   y: () => (/* binding */ evalEnvironment)
/* harmony export */ });
/* unused harmony export quoteShellWord */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
/**
 * Building the evaluation command and its environment (docs/architecture.md "The merge procedure", step 4). The
 * command template comes from the trusted side, but the values put into it (the worktree path, the node
 * id) must never be able to add shell syntax, and the evaluated code must not see the runner's
 * credentials.
 */

const NODE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** Throws a UserError naming `name` (a flag or field) unless `id` is a valid Arbor node id. */
function validateNodeId(id, name) {
    if (!NODE_ID.test(id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${name}: ${JSON.stringify(id)} is not a valid node id (expected 1-128 characters from ` +
            `A-Z a-z 0-9 . _ -, starting with a letter or digit)`);
    }
    return id;
}
/** Characters that mean nothing to sh in any quoting context (the set Python's shlex.quote leaves bare). */
const SHELL_SAFE = /^[A-Za-z0-9@%+=:,./_-]+$/;
/**
 * POSIX single-quote quoting, the same output as Python's shlex.quote (which Arbor uses): a value made
 * only of safe characters stays bare, so templates written for Arbor such as `cd "{cwd}"` keep working;
 * anything else is wrapped in single quotes, inside which sh gives no character a meaning, and each `'`
 * becomes `'"'"'`. shell-quote's quote() is not used because its output changes form with the content
 * (backslash escapes, double quotes, or single quotes), so whether a value is safe inside a quoted part
 * of the template would depend on which form it picked; one fixed form can be checked below.
 */
function quoteShellWord(value) {
    if (SHELL_SAFE.test(value))
        return value;
    return `'${value.replace(/'/g, `'"'"'`)}'`;
}
const PLACEHOLDER = /\{(cwd|node_id|seed)\}/g;
/** Whether the command template uses `{seed}` (which only a run with a seed can fill). */
function hasSeedPlaceholder(template) {
    return template.includes('{seed}');
}
/**
 * Whether each placeholder position sits in plain unquoted shell text. Quoted values are only correct
 * there: inside `"..."` a single-quoted value is read literally with its quotes and a `$(` in it would
 * run. Command substitution (`$(`, a backtick) makes the context unknown to this small scanner, so
 * everything after one counts as not plain.
 */
function plainPositions(template) {
    const plain = new Set();
    let quote = null;
    let unknown = false;
    for (let i = 0; i < template.length; i++) {
        const char = template[i];
        if (quote === null && !unknown && template.startsWith('{', i))
            plain.add(i);
        if (quote === "'") {
            if (char === "'")
                quote = null;
        }
        else if (char === '\\') {
            i++;
        }
        else if (char === '`' || (char === '$' && template[i + 1] === '(')) {
            unknown = true;
        }
        else if (quote === '"') {
            if (char === '"')
                quote = null;
        }
        else if (char === "'" || char === '"') {
            quote = char;
        }
    }
    return plain;
}
/**
 * Replaces `{cwd}`, `{node_id}` and `{seed}` in the eval command with shell-quoted values (a seed is
 * digits only; without one, `{seed}` is refused, which settings.ts already does for the user). A value that needs
 * quoting (a path with spaces or shell characters) is refused where the template puts its placeholder
 * inside quotes or a command substitution, because no quoting is safe there.
 */
function substituteCommand(template, values) {
    validateNodeId(values.nodeId, '{node_id}');
    const plain = plainPositions(template);
    return template.replace(PLACEHOLDER, (match, name, offset) => {
        if (name === 'seed' && (values.seed ?? null) === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo('eval command: {seed} is used, but this run has no seed (a single run)');
        }
        const value = name === 'cwd' ? values.cwd : name === 'node_id' ? values.nodeId : String(values.seed);
        const quoted = quoteShellWord(value);
        if (quoted !== value && !plain.has(offset)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`eval command: ${match} is inside quotes or a command substitution, and its value ` +
                `${JSON.stringify(value)} needs shell quoting; write ${match} unquoted (it is substituted already quoted)`);
        }
        return quoted;
    });
}
/**
 * The runner's file commands: a line written to these files becomes the job's environment, PATH,
 * outputs, saved state or summary, so the evaluated code must not even know where they are.
 */
const FILE_COMMAND_VARIABLES = [
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY',
];
/** Variables that carry the runner's credentials or its channels to the Actions service and the job. */
const CREDENTIAL_PATTERNS = [
    /^INPUT_/i,
    /^GITHUB_TOKEN$/i,
    /^GH_TOKEN$/i,
    /^ACTIONS_RUNTIME_/i,
    /^ACTIONS_ID_TOKEN_/i,
    /^ACTIONS_CACHE_URL$/i,
    /^ACTIONS_RESULTS_URL$/i,
    ...FILE_COMMAND_VARIABLES.map((name) => new RegExp(`^${name}$`, 'i')),
];
/**
 * The environment of the evaluated command: the parent's without the runner's credentials (an Action's
 * inputs include its token) and file commands, TERM=dumb so tools print plain text, plus `extra`
 * (ARBOR_CWD, ARBOR_NODE_ID, the evaluation's own HOME, TMPDIR and XDG folders).
 */
function evalEnvironment(parentEnv, extra) {
    const env = {};
    for (const [name, value] of Object.entries(parentEnv)) {
        if (value === undefined)
            continue;
        if (CREDENTIAL_PATTERNS.some((pattern) => pattern.test(name)))
            continue;
        env[name] = value;
    }
    return { ...env, TERM: 'dumb', ...extra };
}


/***/ }),

/***/ 9226:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ validateAccountName),
/* harmony export */   G5: () => (/* binding */ ensureAccount)
/* harmony export */ });
/* unused harmony exports parsePasswdLine, unsafeAccountReason, useraddArgv */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(83916);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(59430);
/**
 * The system account the evaluation runs as: looked up, created when missing (`useradd --system`, no
 * login shell, no home), and refused when it is not safe to use. The gate ends every process of this
 * account after each evaluation, so it must be a dedicated account, never a person's or the gate's own.
 */



/** What `useradd` accepts on every distribution (Debian's NAME_REGEX without the trailing `$`). */
const ACCOUNT_NAME = /^[a-z_][a-z0-9_-]{0,31}$/;
/** Shells that refuse a login: an account with one of these is a service account. */
const NO_LOGIN_SHELLS = ['/usr/sbin/nologin', '/sbin/nologin', '/usr/bin/false', '/bin/false'];
/** Throws a UserError naming `label` unless `name` is a valid account name. */
function validateAccountName(name, label) {
    if (!ACCOUNT_NAME.test(name)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${label}: ${JSON.stringify(name)} is not a valid account name (expected 1-32 characters from a-z 0-9 _ -, starting with a letter or _)`);
    }
    return name;
}
/** Parses one `getent passwd` line (`name:x:uid:gid:gecos:home:shell`); null when it is not one. */
function parsePasswdLine(line) {
    const fields = line.trim().split(':');
    if (fields.length !== 7)
        return null;
    const [name, , uid, gid, , home, shell] = fields;
    if (!/^\d+$/.test(uid) || !/^\d+$/.test(gid))
        return null;
    return { name, uid: Number(uid), gid: Number(gid), home, shell };
}
/**
 * Why an existing account must not be used for evaluations, or null when it may. `gate` is the gate's
 * own uid and gid: sharing either would give the evaluation the gate's files.
 */
function unsafeAccountReason(entry, gate) {
    if (entry.uid === 0 || entry.gid === 0)
        return `account ${entry.name} has root's uid or gid`;
    if (entry.uid === gate.uid)
        return `account ${entry.name} is the gate's own user`;
    if (entry.gid === gate.gid)
        return `account ${entry.name} has the gate's own group`;
    if (!NO_LOGIN_SHELLS.includes(entry.shell)) {
        return (`account ${entry.name} has a login shell (${entry.shell || 'none set'}); every process of the evaluation ` +
            `account is ended after each evaluation, so it must be a dedicated account without login`);
    }
    return null;
}
async function lookUp(name) {
    const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .runTool */ .qI)(['getent', 'passwd', name]);
    if (result.startError !== null)
        throw new Error((0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .toolFailure */ .Lu)(['getent', 'passwd'], result));
    // getent exits 2 when the key is not found.
    return result.code === 0 ? parsePasswdLine(result.stdout.split('\n')[0] ?? '') : null;
}
function noLoginShell() {
    return NO_LOGIN_SHELLS.find((shell) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(shell)) ?? '/bin/false';
}
/** The argv that creates the account: a system account with its own group, no home and no login. */
function useraddArgv(name, shell) {
    return [
        'useradd',
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        shell,
        '--comment',
        'arbor-gate evaluation',
        '--',
        name,
    ];
}
/**
 * The account, created when missing. Throws a UserError naming `label` when the account exists but is
 * unsafe; throws an Error whose message says what is missing when it cannot be looked up or created
 * (the caller decides whether that is fatal or means "no isolation").
 */
async function ensureAccount(name, label, privilege, log) {
    const gate = { uid: process.geteuid?.() ?? -1, gid: process.getegid?.() ?? -1 };
    let entry = await lookUp(name);
    if (entry === null) {
        const argv = useraddArgv(name, noLoginShell());
        const created = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .runTool */ .qI)((0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .privilegedArgv */ .K1)(privilege, argv));
        // Another gate may have created it meanwhile: look it up again either way.
        entry = await lookUp(name);
        if (entry === null)
            throw new Error((0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .toolFailure */ .Lu)(argv, created));
        if (created.code === 0)
            log(`created the evaluation account ${name} (${argv.slice(0, -2).join(' ')})`);
    }
    const unsafe = unsafeAccountReason(entry, gate);
    if (unsafe !== null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${label}: ${unsafe}; name another account or a new one`);
    return { name: entry.name, uid: entry.uid, gid: entry.gid };
}


/***/ }),

/***/ 21100:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ DEFAULT_EVAL_USER),
/* harmony export */   f: () => (/* binding */ ISOLATION_SETTINGS)
/* harmony export */ });
/**
 * The values the eval-isolation settings take, apart from the isolation code: the settings table and
 * their validation read them at every CLI start, and the sandbox code loads only when an evaluation runs.
 */
const ISOLATION_SETTINGS = ['auto', 'user', 'none'];
const DEFAULT_EVAL_USER = 'arbor-eval';


/***/ }),

/***/ 59430:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F4: () => (/* binding */ detectPrivilege),
/* harmony export */   K1: () => (/* binding */ privilegedArgv),
/* harmony export */   Lu: () => (/* binding */ toolFailure),
/* harmony export */   mI: () => (/* binding */ setOwnerAndMode),
/* harmony export */   qI: () => (/* binding */ runTool),
/* harmony export */   x8: () => (/* binding */ SUDO_PREFIX)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Running the system tools isolation needs (useradd, setpriv, unshare, chown, getent), as the gate's
 * user or with root's rights: directly when the gate is root, through `sudo -n -k` when it has
 * passwordless sudo. Arguments are passed as a list, never through a shell.
 */


/**
 * `-n`: never prompt; `-k`: ignore cached credentials, so only a NOPASSWD rule counts (a password typed
 * in the same terminal a minute ago does not make the gate create accounts).
 */
const SUDO_PREFIX = ['sudo', '-n', '-k', '--'];
/** Upper bound for a helper tool; none of them should take more than a fraction of a second. */
const TOOL_TIMEOUT_MS = 60_000;
/** Runs `argv` and collects its output; never throws (the result says what happened). */
function runTool(argv, env = process.env) {
    const [file, ...args] = argv;
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
        // Not spawn's own `timeout`: its timer outlives a tool that could not start and holds the process open.
        const timer = setTimeout(() => child.kill('SIGKILL'), TOOL_TIMEOUT_MS);
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += chunk.toString('utf8')));
        child.stderr.on('data', (chunk) => (stderr += chunk.toString('utf8')));
        child.once('error', (error) => {
            clearTimeout(timer);
            resolve({ code: null, stdout, stderr, startError: error });
        });
        child.once('close', (code) => {
            clearTimeout(timer);
            resolve({ code, stdout, stderr, startError: null });
        });
    });
}
/** `argv` as run with root's rights under `privilege`. */
function privilegedArgv(privilege, argv) {
    return privilege === 'root' ? [...argv] : [...SUDO_PREFIX, ...argv];
}
/** One line that says why a tool failed, for error messages. */
function toolFailure(argv, result) {
    if (result.startError !== null) {
        return result.startError.code === 'ENOENT'
            ? `${argv[0]} is not installed`
            : `${argv[0]} could not start: ${result.startError.message}`;
    }
    const said = result.stderr.trim().split('\n').at(-1)?.trim() || result.stdout.trim().split('\n').at(-1)?.trim();
    return `${argv.slice(0, 2).join(' ')} failed (exit ${result.code ?? 'by signal'})${said ? `: ${said}` : ''}`;
}
/** Whether the gate can use root's rights: it is root, or `sudo -n -k true` works. */
async function detectPrivilege() {
    if (process.geteuid?.() === 0)
        return 'root';
    const probe = await runTool([...SUDO_PREFIX, 'true']);
    return probe.code === 0 ? 'sudo' : null;
}
/**
 * Gives `path` (never followed if a symlink) the owner `uid:gid` and the permission bits `mode`: in
 * this process when the gate is root (no tool to spawn per folder), else with chown and chmod through sudo.
 */
async function setOwnerAndMode(privilege, path, owner, mode) {
    if (privilege === 'root') {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lchown)(path, owner.uid, owner.gid);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(path, mode & 0o7777);
        return;
    }
    for (const argv of [
        ['chown', '-h', `${owner.uid}:${owner.gid}`, '--', path],
        ['chmod', (mode & 0o7777).toString(8), '--', path],
    ]) {
        const result = await runTool(privilegedArgv(privilege, argv));
        if (result.code !== 0)
            throw new Error(toolFailure(argv, result));
    }
}


/***/ }),

/***/ 50475:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   YQ: () => (/* binding */ attemptSummary),
/* harmony export */   mO: () => (/* binding */ attemptLabel),
/* harmony export */   w7: () => (/* binding */ createEvalProgress)
/* harmony export */ });
/* unused harmony export statusLine */
/* harmony import */ var _util_terminal_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24702);
/* harmony import */ var _capture_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(43532);
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

/***/ 17269:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  vA: () => (/* binding */ compileScoreRegex),
  Tp: () => (/* binding */ createScoreScanner),
  E9: () => (/* binding */ scoreFromFileText),
  pU: () => (/* binding */ scoringSplitter)
});

// UNUSED EXPORTS: MAX_SCORED_LINE_LENGTH, SCORE_KEYS, WINDOW_OVERLAP, extractScore

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/eval/capture.ts
var capture = __nccwpck_require__(43532);
;// CONCATENATED MODULE: ./src/eval/literal.ts
/**
 * A tolerant reader for the objects evaluators print: strict JSON, plus what Python emits that JSON.parse
 * rejects: json.dumps's bare NaN/Infinity/-Infinity and print(dict)'s single quotes, True/False/None,
 * nan/inf. Reading these matters for security, not only convenience: an evaluator's last `{"score": NaN}`
 * must be recognised as an object carrying a score (and yielding none), or an earlier fake object printed
 * by the code under evaluation would win.
 */
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const WORDS = [
    ['-Infinity', -Infinity],
    ['Infinity', Infinity],
    ['-inf', -Infinity],
    ['inf', Infinity],
    ['NaN', NaN],
    ['nan', NaN],
    ['true', true],
    ['True', true],
    ['false', false],
    ['False', false],
    ['null', null],
    ['None', null],
];
/** Deeper nesting than any result object needs; bounds the recursion on hostile input. */
const MAX_DEPTH = 64;
class Reader {
    text;
    pos = 0;
    depth = 0;
    constructor(text) {
        this.text = text;
    }
    parseAll() {
        const value = this.value();
        this.space();
        if (this.pos !== this.text.length)
            throw new SyntaxError('trailing text');
        return value;
    }
    space() {
        while (this.pos < this.text.length && /\s/.test(this.text[this.pos]))
            this.pos++;
    }
    value() {
        this.space();
        const char = this.text[this.pos];
        if (char === '{' || char === '[') {
            if (++this.depth > MAX_DEPTH)
                throw new SyntaxError('nested too deeply');
            const value = char === '{' ? this.object() : this.array();
            this.depth--;
            return value;
        }
        if (char === '"' || char === "'")
            return this.string(char);
        for (const [word, value] of WORDS) {
            if (this.text.startsWith(word, this.pos) && !/\w/.test(this.text[this.pos + word.length] ?? '')) {
                this.pos += word.length;
                return value;
            }
        }
        NUMBER.lastIndex = this.pos;
        const match = NUMBER.exec(this.text);
        if (!match)
            throw new SyntaxError(`unexpected character at ${this.pos}`);
        this.pos += match[0].length;
        return Number(match[0]);
    }
    object() {
        const result = {};
        this.pos++;
        this.space();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return result;
        }
        for (;;) {
            this.space();
            const quote = this.text[this.pos];
            if (quote !== '"' && quote !== "'")
                throw new SyntaxError('expected a quoted key');
            const key = this.string(quote);
            this.space();
            if (this.text[this.pos] !== ':')
                throw new SyntaxError('expected ":"');
            this.pos++;
            result[key] = this.value();
            if (this.endOf('}'))
                return result;
        }
    }
    array() {
        const result = [];
        this.pos++;
        this.space();
        if (this.text[this.pos] === ']') {
            this.pos++;
            return result;
        }
        for (;;) {
            result.push(this.value());
            if (this.endOf(']'))
                return result;
        }
    }
    /** After a member: true at the closing bracket, false after a comma. */
    endOf(close) {
        this.space();
        const char = this.text[this.pos];
        this.pos++;
        if (char === close)
            return true;
        if (char === ',')
            return false;
        throw new SyntaxError(`expected "," or "${close}"`);
    }
    string(quote) {
        let end = this.pos + 1;
        while (end < this.text.length && this.text[end] !== quote)
            end += this.text[end] === '\\' ? 2 : 1;
        if (end >= this.text.length)
            throw new SyntaxError('unterminated string');
        const body = this.text.slice(this.pos + 1, end);
        this.pos = end + 1;
        if (quote === '"')
            return JSON.parse(`"${body}"`);
        // Python's repr escapes: only the characters that matter for reading keys are resolved.
        return body.replace(/\\(.)/g, '$1');
    }
}
/** The object `text` denotes, or undefined when it is not an object in one of the accepted syntaxes. */
function parseObjectLiteral(text) {
    try {
        const value = new Reader(text).parseAll();
        return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/eval/score.ts
/**
 * Score extraction (docs/architecture.md "Score extraction"), pure. The output (stdout and stderr as one
 * stream) is fed one line at a time, and lines too long to hold in overlapping windows, so the runner
 * never holds it whole; `extractScore` over a whole text gives the same answer.
 *
 * The key decides first, then the position:
 * - The key is `--score-key` when given, else the first key of SCORE_KEYS (Arbor's order) that occurs
 *   anywhere in the output, as a member of a JSON object (a whole line, or an inline `{...}` without
 *   nested braces; Python's print(dict) too, see literal.ts) or as text `key: number` / `key=number`.
 * - Of that key, the LAST occurrence decides: the code under evaluation runs before the evaluator
 *   prints, so taking the first (as Arbor does) would let a branch print a fake score ahead of it.
 * - What decides DECIDES, even when its value is NaN, infinite, null or not a number (text `nan`,
 *   `inf`, `none`, `null`): then there is no score, never a fallback to an earlier value or another key.
 * - A key glued to the text before it (`xaccuracy: 0.4`, `val_accuracy: 0.4`) may be the evaluator's
 *   line run into an unterminated fragment printed by the branch, or another key: the gate cannot tell.
 *   So when the deciding occurrence is glued, or a glued occurrence of a higher-ranked key comes after
 *   it, there is no score. A quoted key (`"val_accuracy": 1`) is whole and is simply another key.
 * - The one weakness, documented in README.md: an evaluator that prints only a lower-ranked key while
 *   the branch prints a higher one (`score:`) is judged on the branch's. Pinning --score-key closes it;
 *   a warning says so whenever the key was not pinned and the output carries more than one key.
 * - Like Arbor, `accuracy`/`acc` in [0,1] from a JSON object (or a quoted key) are scaled to percent;
 *   text `accuracy: 0.9` is not (Arbor records it as printed). With --score-key nothing is scaled: the
 *   user named the number they want. JSON keys are matched exactly, text keys case-insensitively.
 * - --score-regex replaces the key rule: the last match's first group decides; a line too long to
 *   hold after that match means the gate cannot tell whether it holds a later one: no score.
 * - A text occurrence is at most SEPARATOR_SPACE spaces around its `:` or `=`, and its number must end
 *   at a non-word character (`0.99score: 0.4` is no `0.99`): so a key glued to an earlier value is
 *   still seen, glued.
 */



/** Score keys in Arbor's order, when --score-key is not given. */
const SCORE_KEYS = [
    'score',
    'primary_score',
    'accuracy',
    'acc',
    'val_bpb',
    'f1',
    'loss',
    'rmse',
    'mae',
];
/** Keys whose JSON values in [0,1] Arbor records as percent. */
const PERCENT_KEYS = new Set(['accuracy', 'acc']);
/** Lines longer than this (in characters) are scanned in windows instead of whole. */
const MAX_SCORED_LINE_LENGTH = 1024 * 1024;
/** Windows of one overlong line share this many characters; each owns the key positions in its middle. */
const WINDOW_OVERLAP = 8192;
const REACH = WINDOW_OVERLAP / 2;
/** Spaces allowed on each side of a text occurrence's `:` or `=`. */
const SEPARATOR_SPACE = 64;
/** Characters of the deciding line shown before and after the key. */
const SHOWN_BEFORE = 60;
const SHOWN_AFTER = 100;
const NUMERIC_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
/** A value as a number; NaN when it holds none (null, a word, an object). */
function numberOf(value) {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim()))
        return Number(value.trim());
    return NaN;
}
function lookup(object, path) {
    if (Object.hasOwn(object, path))
        return { found: true, value: object[path] };
    let current = object;
    for (const part of path.split('.')) {
        if (current === null || typeof current !== 'object' || Array.isArray(current))
            return { found: false };
        if (!Object.hasOwn(current, part))
            return { found: false };
        current = current[part];
    }
    return { found: true, value: current };
}
function scaled(value, key, pinned) {
    return pinned === undefined && PERCENT_KEYS.has(key) && value >= 0 && value <= 1 ? value * 100 : value;
}
/** The occurrences an object carries: at --score-key, else every score key it has. */
function membersOf(object, pinned, at) {
    const occurrence = (key, value) => ({
        key,
        value,
        source: 'json',
        glued: false,
        at,
        cut: false,
        lineNumber: 0,
        segment: '',
        seq: 0,
    });
    if (pinned !== undefined) {
        const { found, value } = lookup(object, pinned);
        return found ? [occurrence(pinned, numberOf(value))] : [];
    }
    return SCORE_KEYS.filter((key) => Object.hasOwn(object, key)).map((key) => occurrence(key, scaled(numberOf(object[key]), key, pinned)));
}
/** The objects in a text, in order: the whole (trimmed) line when it is one, else each `{...}` without nested braces. */
function objectsIn(text, wholeLine) {
    if (!text.includes('{'))
        return [];
    if (wholeLine) {
        const start = text.length - text.trimStart().length;
        const trimmed = text.trim();
        if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
            const object = parseObjectLiteral(trimmed);
            if (object)
                return [{ object, start, end: start + trimmed.length }];
        }
    }
    const objects = [];
    for (const match of text.matchAll(/\{[^{}]*\}/g)) {
        const object = parseObjectLiteral(match[0]);
        if (object)
            objects.push({ object, start: match.index, end: match.index + match[0].length });
    }
    return objects;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** A number (ending where a word would not go on: `0.99score` is no number, `0.5.` is 0.5), or a word for none. */
const TEXT_VALUE = String.raw `([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?(?!\w|\.\d)|[-+]?(?:nan|inf(?:inity)?)(?!\w)|(?:none|null)(?!\w))`;
/**
 * `key: value` or `key=value`, case-insensitive, anywhere (what comes before the key is looked at
 * afterwards, see occurrencesIn): groups are the key, its closing quote and the value.
 */
function textPattern(keys) {
    const names = keys.map(escapeRegExp).join('|');
    const space = `\\s{0,${SEPARATOR_SPACE}}`;
    return new RegExp(String.raw `(${names})(?!\w)(['"]?)${space}[:=]${space}['"]?${TEXT_VALUE}`, 'gi');
}
const WORD_CHAR = /\w/;
/** Where the word that ends at `at` starts (`at` itself when the character before is no word character). */
function wordStart(text, at) {
    let start = at;
    while (start > 0 && WORD_CHAR.test(text[start - 1]))
        start--;
    return start;
}
/** Terminal escape sequences (colours) blanked out, so that `\x1b[1mscore: 1` is no glued key. */
function withoutEscapes(text) {
    return text.includes('\x1b')
        ? text.replace(capture/* ESCAPE_SEQUENCE */._p, (sequence) => ' '.repeat(sequence.length))
        : text;
}
/** The occurrences in a line or window, in order; text inside a parsed object is read as the object. */
function occurrencesIn(raw, rules, span) {
    const text = withoutEscapes(raw);
    const owns = (at) => at >= span.from && at < span.to;
    const objects = objectsIn(text, span.wholeLine).filter((o) => owns(o.start));
    const found = objects.flatMap(({ object, start }) => membersOf(object, rules.pinned, start));
    let next = 0;
    for (const match of text.matchAll(rules.text)) {
        const [, name = '', close = '', value] = match;
        const at = match.index;
        while (next < objects.length && objects[next].end <= at)
            next++;
        const inObject = next < objects.length && objects[next].start <= at;
        if (!owns(at) || inObject)
            continue;
        const start = wordStart(text, at);
        // A whole quoted word such as "val_accuracy" is another key, not one glued to a fragment.
        if (start < at && close !== '' && (text[start - 1] === '"' || text[start - 1] === "'"))
            continue;
        const key = rules.pinned ?? name.toLowerCase();
        const cut = span.more && at + match[0].length >= text.length;
        const quoted = close !== '';
        found.push({
            key,
            value: cut ? NaN : quoted ? scaled(numberOf(value), key, rules.pinned) : numberOf(value),
            source: quoted ? 'json' : 'text',
            glued: start < at,
            at,
            cut,
            lineNumber: 0,
            segment: '',
            seq: 0,
        });
    }
    // Text occurrences come in order; objects' members are merged in by position.
    return objects.length === 0 ? found : found.sort((a, b) => a.at - b.at);
}
/** The deciding line as it may be shown: around the key, control characters removed. */
function shownText(text, at) {
    const start = Math.max(0, at - SHOWN_BEFORE);
    const end = Math.min(text.length, at + SHOWN_AFTER);
    return `${start > 0 ? '...' : ''}${(0,capture/* printable */.g$)(text.slice(start, end))}${end < text.length ? '...' : ''}`;
}
/**
 * Compiles --score-regex; a UserError names the setting (`label`: the flag, the Action input or the
 * meta field that gave it) unless it is valid with exactly one capture group.
 */
function compileScoreRegex(source, label = '--score-regex') {
    let regex;
    try {
        regex = new RegExp(source, 'g');
    }
    catch (error) {
        throw new errors/* UserError */.yo(`${label}: ${JSON.stringify(source)} is not a valid regular expression: ${error.message}`);
    }
    // An alternative that matches the empty string reveals the group count without knowing the syntax.
    const groups = new RegExp(`${source}|`).exec('').length - 1;
    if (groups !== 1) {
        throw new errors/* UserError */.yo(`${label}: expected exactly one capture group, found ${groups} in ${JSON.stringify(source)}`);
    }
    return regex;
}
function lineOf(occurrence) {
    return { number: occurrence.lineNumber, text: shownText(occurrence.segment, occurrence.at) };
}
function noScore(detail, warnings = []) {
    return { score: null, source: null, key: null, line: null, detail, warnings };
}
/** The reading of the occurrence that decides; `where` names it in the detail, `how` how it was read. */
function decided(occurrence, where, how, warnings = []) {
    const { key, value, source, line } = occurrence;
    const reading = { source, key, line, warnings };
    if (Number.isFinite(value))
        return { ...reading, score: value, detail: `${where}: "${key}" ${how}` };
    const why = occurrence.cut
        ? `"${key}" with a value too long to read whole`
        : `"${key}" = ${String(value)}, which is no score`;
    return { ...reading, score: null, detail: `${where} has ${why} (earlier values are not used)` };
}
function lineName(occurrence) {
    return `line ${occurrence.lineNumber}`;
}
function cannotTell(occurrence, warnings) {
    return {
        score: null,
        source: occurrence.source,
        key: occurrence.key,
        line: lineOf(occurrence),
        warnings,
        detail: `the "${occurrence.key}" on ${lineName(occurrence)} is glued to the text before it, so the gate cannot ` +
            `tell whether it is the evaluator's result or another key (earlier values are not used); ` +
            `pin --score-key or --score-regex to the key your evaluator prints`,
    };
}
/** The scanner for the key rule (SCORE_KEYS, or --score-key). */
function keyScanner(pinned) {
    const rules = { pinned, text: textPattern(pinned === undefined ? SCORE_KEYS : [pinned]) };
    const last = new Map();
    const lastGlued = new Map();
    /** Keys seen whole (not glued): they compete for the decision. */
    const seen = new Set();
    let seq = 0;
    let lineNumber = 0;
    function scan(text, span) {
        for (const occurrence of occurrencesIn(text, rules, span)) {
            occurrence.lineNumber = lineNumber;
            occurrence.segment = text;
            occurrence.seq = ++seq;
            last.set(occurrence.key, occurrence);
            if (occurrence.glued)
                lastGlued.set(occurrence.key, occurrence);
            else
                seen.add(occurrence.key);
        }
    }
    function warnings() {
        if (pinned !== undefined || seen.size < 2)
            return [];
        const keys = SCORE_KEYS.filter((key) => seen.has(key));
        return [
            `the output carries several score keys (${keys.join(', ')}); "${keys[0]}" decided by Arbor's order: ` +
                'if the evaluator prints its result under another key, pin it with --score-key',
        ];
    }
    function result() {
        const warned = warnings();
        const key = pinned ?? SCORE_KEYS.find((name) => seen.has(name));
        const deciding = key === undefined ? undefined : last.get(key);
        if (key === undefined || !deciding) {
            const glued = SCORE_KEYS.map((name) => lastGlued.get(name)).find((o) => o !== undefined);
            if (glued && pinned === undefined)
                return cannotTell(glued, warned);
            const keys = pinned ?? SCORE_KEYS.join('|');
            return noScore(`the output has no JSON object with a score key and no "${keys}: <number>" text`);
        }
        if (deciding.glued)
            return cannotTell(deciding, warned);
        // A glued higher-ranked key after the decision may be the evaluator's result run into a fragment.
        const rank = pinned === undefined ? SCORE_KEYS.indexOf(key) : 0;
        const later = SCORE_KEYS.slice(0, rank)
            .map((name) => lastGlued.get(name))
            .find((o) => o !== undefined && o.seq > deciding.seq);
        if (later)
            return cannotTell(later, warned);
        const how = deciding.source === 'json' ? 'in a JSON object' : 'as "key: <number>" text';
        return decided({ ...deciding, line: lineOf(deciding) }, lineName(deciding), `${how}, its last occurrence in the output`, warned);
    }
    return {
        feed(line) {
            lineNumber++;
            scan(line, { from: 0, to: line.length, wholeLine: true, more: false });
        },
        window(text, offset, isLast) {
            if (offset === 0)
                lineNumber++;
            const from = offset === 0 ? 0 : REACH;
            scan(text, { from, to: isLast ? text.length : text.length - REACH, wholeLine: false, more: !isLast });
        },
        result,
    };
}
/** The scanner for --score-regex: the last match decides. */
function regexScanner(regex) {
    let lineNumber = 0;
    let lastMatch;
    let overlong;
    let seq = 0;
    return {
        feed(line) {
            lineNumber++;
            for (const match of line.matchAll(regex)) {
                const value = numberOf(match[1]?.trim());
                lastMatch = { value, line: { number: lineNumber, text: shownText(line, match.index) }, seq: ++seq };
            }
        },
        window(_text, offset) {
            if (offset !== 0)
                return;
            lineNumber++;
            overlong = { number: lineNumber, seq: ++seq };
        },
        result() {
            if (overlong && (!lastMatch || overlong.seq > lastMatch.seq)) {
                return noScore(`line ${overlong.number} is longer than ${MAX_SCORED_LINE_LENGTH} characters, too long for --score-regex ` +
                    'to read whole, so the gate cannot tell whether it holds a later match (earlier values are not used)');
            }
            if (!lastMatch)
                return noScore('no output line matched --score-regex');
            const occurrence = { ...lastMatch, key: '--score-regex', source: 'regex', cut: false };
            return decided(occurrence, `line ${lastMatch.line.number}`, 'matched, the last match in the output');
        },
    };
}
/** A scanner for the output rules: the key rule, or --score-regex in its place. */
function createScoreScanner(options) {
    return options.regex === undefined
        ? keyScanner(options.key)
        : regexScanner(compileScoreRegex(options.regex));
}
/** A splitter that feeds a scanner: whole lines, and overlong lines in windows. */
function scoringSplitter(scanner, onLine = () => undefined) {
    return new capture/* LineSplitter */.g3(MAX_SCORED_LINE_LENGTH, (line, overlong) => {
        if (!overlong)
            scanner.feed(line);
        onLine(line, overlong);
    }, { overlap: WINDOW_OVERLAP, window: (text, offset, last) => scanner.window(text, offset, last) });
}
/** The output rules over a whole output text; equal to streaming it through scoringSplitter. */
function extractScore(output, options) {
    const scanner = createScoreScanner(options);
    const splitter = scoringSplitter(scanner);
    splitter.push(output);
    splitter.end();
    return scanner.result();
}
/** The score in a --score-file's text; source null when it is not an object or carries no score key. */
function scoreFromFileText(text, scoreKey, file) {
    const object = parseObjectLiteral(text.trim());
    if (!object)
        return noScore(`score file ${file} is not a JSON object`);
    const found = membersOf(object, scoreKey, 0)[0];
    if (!found)
        return noScore(`score file ${file} has no score key`);
    const line = { number: null, text: `score file ${file}` };
    return decided({ ...found, source: 'file', line }, `score file ${file}`, 'read');
}


/***/ }),

/***/ 80687:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ MAX_TIMEOUT_MS)
/* harmony export */ });
/** The contract between the gate procedure and the evaluation runner (src/eval). */
/** The longest timeout a timer can wait (2^31-1 ms, about 24.8 days); a longer one would fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;


/***/ }),

/***/ 74926:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ requireMergeTree),
/* harmony export */   GV: () => (/* binding */ evaluatedField),
/* harmony export */   Ih: () => (/* binding */ buildCandidate),
/* harmony export */   hv: () => (/* binding */ evaluatedWords)
/* harmony export */ });
/* unused harmony exports MERGE_TREE_GIT, hasMergeTree */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
/**
 * The candidate: what trunk becomes if the source is merged, built before anything runs ("test what you
 * merge"). The `--no-ff` merge of the source into trunk is computed in memory (`git merge-tree
 * --write-tree`, no worktree) and made a commit with the parents a merge has: trunk first, the source
 * second. Its tree is what the evaluation runs on and, plus the gate's record of the score, what lands,
 * so the score recorded on trunk is always the measured score of trunk's code.
 */

/** The oldest git with `merge-tree --write-tree`. */
const MERGE_TREE_GIT = [2, 38];
/** Whether a git version (as numbers) has `merge-tree --write-tree`. Pure. */
function hasMergeTree(version) {
    const [major = 0, minor = 0] = version;
    return major > MERGE_TREE_GIT[0] || (major === MERGE_TREE_GIT[0] && minor >= MERGE_TREE_GIT[1]);
}
/** Exit 2 on a git too old to merge in memory, naming the version needed. */
async function requireMergeTree(repo) {
    const version = await repo.version();
    if (!hasMergeTree(version)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`arbor-gate needs git ${MERGE_TREE_GIT.join('.')} or newer (it merges with git merge-tree --write-tree); this is git ${version.join('.')}`);
    }
}
/** The merge base, or the UserError that says why a branch without one cannot be judged. */
async function mergeBaseOf(ctx, trunk) {
    const { repo } = ctx;
    const base = await repo.mergeBase(trunk.sha, ctx.sourceSha);
    if (base !== null)
        return base;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo((await repo.isShallow())
        ? `${ctx.sourceRef} and ${trunk.branch} have no common commit in this shallow clone: fetch the full history (e.g. actions/checkout with fetch-depth: 0)`
        : `${ctx.sourceRef} shares no history with ${trunk.branch}: an unrelated branch cannot be judged or merged`);
}
function conflictReason(sourceRef, trunk, conflict) {
    const lines = conflict
        .split('\n')
        .filter((l) => l.startsWith('CONFLICT'))
        .join('; ');
    return {
        code: 'merge_conflict',
        message: `merging ${sourceRef} into ${trunk.branch} (${trunk.sha.slice(0, 12)}) conflicts: ${lines || conflict}`,
    };
}
/**
 * The `--no-ff` merge of the source into `trunk` as a commit, the conflict that prevents it, or
 * `merged` when trunk already contains the source (nothing to merge).
 */
async function buildCandidate(ctx, trunk) {
    const { repo, sourceSha } = ctx;
    const base = await mergeBaseOf(ctx, trunk);
    if (base === sourceSha) {
        ctx.log(`${ctx.sourceRef} is already merged into ${trunk.branch}`);
        return { merged: true };
    }
    const merged = await repo.mergeTree(trunk.sha, sourceSha);
    if (!merged.merged)
        return { conflict: conflictReason(ctx.sourceRef, trunk, merged.conflict) };
    const kind = base === trunk.sha ? 'source' : 'merge';
    const commit = await repo.commitTree(merged.tree, [trunk.sha, sourceSha], `arbor-gate: candidate merge of ${ctx.sourceRef} into ${trunk.branch} (not landed)`, { sign: false });
    ctx.log(`candidate ${commit.slice(0, 12)} (tree ${merged.tree.slice(0, 12)}): ${kind === 'merge'
        ? `${trunk.branch} + ${ctx.sourceRef}`
        : `${ctx.sourceRef} already contains ${trunk.branch}`}`);
    return { candidate: { kind, commit, tree: merged.tree, base, trunkSha: trunk.sha } };
}
/** What was evaluated, in words: in commit messages and in every face of the verdict. */
function evaluatedWords(kind) {
    return kind === 'merge' ? 'trunk + this branch' : 'this branch';
}
/** The verdict's record of what was evaluated. */
function evaluatedField(candidate) {
    return { kind: candidate.kind, commit: candidate.commit, tree: candidate.tree };
}


/***/ }),

/***/ 60474:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ stepWords)
/* harmony export */ });
/**
 * A merge-queue entry as the gate judges it (issue 19, GitHub's merge queue). GitHub builds a group's
 * entries cumulatively on `gh-readonly-queue/<trunk>/pr-<N>-<sha>` branches: an entry's head lands on
 * the entry ahead of it, or on the group's base for the first one. The gate judges each entry against
 * that step, so a regressing PR in the middle fails its own check and the ones ahead still pass.
 * Which step that is, and which PR it belongs to, the Action finds (src/action/merge-group.ts); what
 * the gate does with it is in plan.ts (the check timeout, the references) and step-score.ts (the wait).
 */
/** The step in words, for the log and every face of the verdict (numbers and a SHA only). */
function stepWords(entry) {
    const { step } = entry;
    const sha = step.sha.slice(0, 12);
    if (step.kind === 'base')
        return `the group's base ${sha}`;
    return `${step.pr === null ? 'the entry ahead' : `PR #${step.pr}'s entry`} ${sha}`;
}


/***/ }),

/***/ 66578:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  C7: () => (/* binding */ GATE_SETTINGS),
  AJ: () => (/* binding */ expectedNumber),
  iP: () => (/* binding */ flagOf),
  KK: () => (/* binding */ metaDefaultSentence),
  y7: () => (/* binding */ settingOf)
});

// EXTERNAL MODULE: ./src/eval/isolation/setting-values.ts
var setting_values = __nccwpck_require__(21100);
// EXTERNAL MODULE: ./src/eval/types.ts
var types = __nccwpck_require__(80687);
;// CONCATENATED MODULE: ./src/gate/judgement/setting-rows.ts
/** The most pairs a paired judgement may ask for (max-repeats). */
const MAX_PAIRS = 50;
const JUDGEMENT_SETTINGS = [
    {
        field: 'judge',
        name: 'judge',
        kind: 'enum',
        section: 'judgement',
        choices: ['single', 'paired'],
        meta: 'judge',
        default: 'single',
        description: "How the score is judged: single (Arbor's rule: one score, or the mean of eval-repeats, against the recorded references) or paired (trunk and the candidate measured alternately on the same seeds, with a confidence bound and sequential stopping).",
    },
    {
        field: 'confidence',
        name: 'confidence',
        kind: 'number',
        section: 'judgement',
        range: '> 0',
        meta: 'confidence',
        default: 0.95,
        description: 'Paired judgement: one-sided confidence of the decision, below 1; a branch with no real gain is accepted at most 1 - confidence of the time over all looks.',
    },
    {
        field: 'minRepeats',
        name: 'min-repeats',
        kind: 'integer',
        section: 'judgement',
        range: '>= 1',
        meta: 'min_repeats',
        default: 3,
        description: 'Paired judgement: pairs (one trunk run and one candidate run on a seed) before the first look; at least 2.',
    },
    {
        field: 'maxRepeats',
        name: 'max-repeats',
        kind: 'integer',
        section: 'judgement',
        range: '>= 1',
        max: {
            value: MAX_PAIRS,
            why: 'a gate judgement is not a study; the sequential levels are calibrated up to it',
        },
        meta: 'max_repeats',
        default: 10,
        description: 'Paired judgement: most pairs; still undecided there is not_significant. At least min-repeats.',
    },
    {
        field: 'minEffect',
        name: 'min-effect',
        kind: 'number',
        section: 'judgement',
        range: '> 0',
        meta: 'min_effect',
        description: 'Paired judgement: the smallest gain worth finding (score units). A branch whose upper bound falls below it is rejected early (futility); without it a branch with no gain mostly runs to max-repeats.',
    },
];

;// CONCATENATED MODULE: ./src/gate/ledger/setting-rows.ts
const LEDGER_SETTINGS = [
    {
        field: 'ledger',
        name: 'ledger',
        flag: 'no-ledger',
        kind: 'boolean',
        section: 'merge',
        default: true,
        description: 'Keep every measurement in the score ledger (git notes on the evaluated tree, see ledger-ref) and reuse authenticated measurements of the same tree and evaluator instead of running again.',
        flagDescription: 'Neither read nor write the score ledger.',
    },
    {
        field: 'ledgerRef',
        name: 'ledger-ref',
        kind: 'string',
        section: 'merge',
        arg: 'REF',
        default: 'refs/notes/arbor-gate',
        description: 'Notes ref of the score ledger (under refs/notes/).',
    },
    {
        field: 'ledgerKey',
        name: 'ledger-key',
        kind: 'string',
        section: 'merge',
        arg: 'KEY',
        description: "Secret key of the ledger's MACs (HMAC-SHA256): only lines it authenticates are reused or count in ledger verify. The Action: a repository secret (without it nothing is reused), masked and hidden from the evaluation. The CLI's default: a key file created 0600 in the git folder at first use.",
    },
    {
        field: 'ledgerPush',
        name: 'ledger-push',
        kind: 'boolean',
        section: 'merge',
        default: false,
        description: 'verify: push the ledger lines it wrote to the remote (needs a token that can push); merge always pushes them atomically with trunk.',
    },
    {
        field: 'evaluatorVersion',
        name: 'evaluator-version',
        kind: 'string',
        section: 'evaluation',
        arg: 'TEXT',
        meta: 'evaluator_version',
        description: 'A label that is part of the evaluator id: bump it when the machine or image changes, so older measurements are not reused.',
    },
    {
        field: 'fresh',
        name: 'fresh',
        kind: 'boolean',
        section: 'evaluation',
        default: false,
        description: 'Run the evaluation even when the ledger holds a measurement of the same tree and evaluator.',
    },
];

;// CONCATENATED MODULE: ./src/gate/phases/setting-rows.ts
const TWO_PHASE_SETTINGS = [
    {
        field: 'scoreCmdTest',
        name: 'score-cmd-test',
        kind: 'string',
        section: 'judgement',
        arg: 'CMD',
        meta: 'score_cmd_test',
        description: "Two-phase evaluation: the trusted scorer's command. eval-cmd-test then only produces the branch's outputs (its exit code decides eval_failed, its output is not scored); every process it left is ended; this command runs in a fresh sandbox and HOME, in a gate-owned folder ({cwd}) holding a read-only copy of trunk's protected and held-out files and the branch's declared outputs (submission-path, required-outputs), nothing else, and only its output is scored. {cwd}, {node_id} and {seed} are substituted as in eval-cmd-test.",
    },
    {
        field: 'heldOut',
        name: 'held-out',
        kind: 'list',
        section: 'judgement',
        arg: 'PATH',
        meta: 'held_out_paths',
        description: "Two-phase evaluation: the labels, which only score-cmd-test sees. Glob patterns inside the repository (protected, and absent from eval-cmd-test's worktree) or absolute paths on the runner (copied read-only into score-cmd-test's folder under .arbor-held-out/, listed one per line in ARBOR_HELD_OUT). Default is the tree's meta.held_out_paths (this input, when given, replaces it).",
    },
];

;// CONCATENATED MODULE: ./src/gate/merge-group/setting-rows.ts
const MERGE_GROUP_SETTINGS = [
    {
        field: 'queueWait',
        name: 'queue-wait',
        kind: 'integer',
        section: 'merge',
        unit: 'seconds',
        range: '>= 0',
        default: 600,
        arg: 'SECONDS',
        description: "merge_group (verify): how long an entry waits for the ledger score of the entry ahead of it, which that entry's own run is measuring, before measuring it itself.",
    },
    {
        field: 'queueCheckTimeout',
        name: 'queue-check-timeout',
        kind: 'integer',
        section: 'merge',
        range: '>= 1',
        default: 60,
        arg: 'MINUTES',
        description: "merge_group (verify): the merge queue's status check timeout in minutes, as set in the ruleset (GitHub's default 60); the verdict warns when the judgement's worst case (queue-wait and every evaluation at eval-timeout) cannot finish inside it.",
    },
];

;// CONCATENATED MODULE: ./src/gate/queue/setting-rows.ts
const QUEUE_SETTINGS = [
    {
        field: 'sources',
        name: 'sources',
        flag: 'source',
        kind: 'list',
        section: 'queue',
        arg: 'REF',
        description: 'queue: the branches (refs or commits) to judge and land, in order (the CLI: --source, repeated).',
    },
    {
        field: 'parallel',
        name: 'parallel',
        kind: 'integer',
        section: 'queue',
        range: '>= 1',
        max: { value: 16, why: 'one evaluation account per evaluation at once' },
        default: 1,
        arg: 'W',
        description: 'queue: how many speculative candidates are evaluated at once (the window starts here, halves on a rejection, grows by one on an accept); each runs as an evaluation account of its own, <eval-user>-1 to -W.',
    },
];

;// CONCATENATED MODULE: ./src/gate/trees/setting-rows.ts
const TREE_SETTINGS = [
    {
        field: 'treeCache',
        name: 'tree-cache',
        kind: 'integer',
        section: 'evaluation',
        arg: 'N',
        range: '>= 0',
        default: 4,
        description: 'merge/verify - how many evaluated trees the checkout cache in the git folder keeps (arbor-gate/trees, least recently used evicted; 0: none, a fresh checkout per run). Isolated runs then see a cached tree through a fresh copy-on-write view each.',
    },
];

// EXTERNAL MODULE: ./src/gate/sharding/setting-rows.ts
var setting_rows = __nccwpck_require__(25616);
;// CONCATENATED MODULE: ./src/gate/setting-table.ts
/**
 * The one table of settings: a row per setting the gate or the Action reads, in action.yml's order.
 * Every face derives from it (setting-lookup.ts has the lookups they share): the GateInput type
 * (input.ts), validation and the tree-meta fallback (settings.ts), the CLI flags and --help
 * (commands/setting-flags.ts), the Action's input reading (action/inputs.ts), the names in messages,
 * and the test that holds action.yml and the README to it (test/action/workflows.test.ts).
 * Adding a setting is adding a row here, its action.yml and README lines, and its use.
 */









const ACTION_MODES = [
    'merge',
    'verify',
    'report',
    'check',
    'resume',
    'recover',
    'finalize',
    'queue',
    ...setting_rows/* SHARD_MODES */.of,
];
const SETTINGS = [
    {
        field: 'mode',
        name: 'mode',
        kind: 'enum',
        section: 'action',
        choices: ACTION_MODES,
        default: 'verify',
        description: 'What to do: merge (judge the PR head and merge it into trunk when it improves), verify (judge only, never moves a branch; it may append to the score ledger), queue (judge and land the refs in sources in order, each against the state it lands on), report, check, resume, recover or finalize (session folder tools), or plan, eval-shard and aggregate (a judgement fanned out over runners: examples/workflows/gate-sharded.yml).',
    },
    {
        field: 'token',
        name: 'github-token',
        kind: 'string',
        section: 'action',
        // An expression the runner evaluates: there is no token without the runner.
        actionDefault: '${{ github.token }}',
        description: "Token for the PR comment, the commit status and (merge mode) the push. It is masked, and removed from the evaluated command's environment.",
    },
    {
        field: 'cwd',
        name: 'working-directory',
        flag: 'cwd',
        kind: 'string',
        section: 'where',
        arg: 'DIR',
        default: '.',
        description: 'Repository checkout to work in (its origin is the remote that is pushed to).',
    },
    {
        field: 'source',
        name: 'source',
        kind: 'string',
        section: 'where',
        arg: 'REF',
        description: "Commit or ref to judge, resolved once to a SHA. The CLI requires it; the Action's default is the pull request's head SHA (or the merge group's head).",
    },
    {
        field: 'target',
        name: 'target',
        kind: 'branch',
        section: 'where',
        arg: 'BRANCH',
        description: "Merge target; main/master resolve to trunk-branch. The Action's default is the pull request's base branch.",
    },
    {
        field: 'session',
        name: 'session',
        kind: 'string',
        section: 'action',
        description: 'Session folder (relative to working-directory) for report, check, resume, recover and finalize.',
    },
    {
        field: 'runName',
        name: 'run-name',
        kind: 'string',
        section: 'where',
        arg: 'NAME',
        description: 'Session name under .arbor/sessions/ whose tree meta supplies the settings left empty. Default is the only session there.',
    },
    {
        field: 'trunkBranch',
        name: 'trunk-branch',
        kind: 'branch',
        section: 'where',
        arg: 'BRANCH',
        meta: 'trunk_branch',
        description: "Branch that receives verified merges (never main/master). The Action judges a pull request only when its base is this branch or main/master (which resolve to it): neither a PR's base nor a tree in its checkout names the trunk.",
    },
    {
        field: 'nodeId',
        name: 'node-id',
        kind: 'string',
        section: 'where',
        arg: 'ID',
        description: 'Idea node id substituted for {node_id} in eval-cmd-test. Default is the node whose code_ref is the source branch.',
    },
    {
        field: 'evalCmdTest',
        name: 'eval-cmd-test',
        kind: 'string',
        section: 'judgement',
        arg: 'CMD',
        meta: 'eval_cmd_test',
        description: 'Held-out (B_test) evaluation command, run with sh -c in an isolated worktree of trunk merged with the exact head SHA; {cwd}, {node_id} and {seed} (the seed of the run, also ARBOR_SEED) are substituted shell-quoted.',
    },
    {
        field: 'metricDirection',
        name: 'metric-direction',
        kind: 'enum',
        section: 'judgement',
        arg: 'DIR',
        choices: ['maximize', 'minimize'],
        meta: 'metric_direction',
        default: 'maximize',
        description: 'maximize or minimize.',
    },
    {
        field: 'testTrunkScore',
        name: 'test-trunk-score',
        kind: 'number',
        section: 'judgement',
        meta: 'test_trunk_score',
        description: "Trunk's B_test score to beat.",
    },
    {
        field: 'testBaselineScore',
        name: 'test-baseline-score',
        kind: 'number',
        section: 'judgement',
        meta: 'test_baseline_score',
        description: 'Baseline B_test score to beat. With neither reference set, the trunk head is evaluated first and its score is the bar.',
    },
    {
        field: 'minDelta',
        name: 'min-delta',
        kind: 'number',
        section: 'judgement',
        range: '>= 0',
        meta: 'min_delta',
        default: 0,
        description: 'Smallest improvement that counts (0: strictly better).',
    },
    ...JUDGEMENT_SETTINGS,
    ...setting_rows/* SHARD_SETTINGS */.lu,
    {
        field: 'divergenceThreshold',
        name: 'divergence-threshold',
        kind: 'number',
        section: 'judgement',
        range: '>= 0',
        meta: 'divergence_threshold',
        description: 'Gap between B_dev and B_test past which the verdict flags possible overfitting.',
    },
    {
        field: 'protectedPaths',
        name: 'protected-paths',
        flag: 'protected',
        kind: 'list',
        section: 'judgement',
        arg: 'GLOB',
        meta: 'protected_paths',
        default: ['.github/**', '.arbor/**'],
        description: 'Glob patterns that the branch must not change (added to meta.protected_paths, .github/** and .arbor/**).',
    },
    {
        field: 'editablePaths',
        name: 'editable-paths',
        flag: 'editable',
        kind: 'list',
        section: 'judgement',
        arg: 'GLOB',
        meta: 'editable_paths',
        description: "Glob patterns of the only paths a branch may change (its submission-path and required-outputs besides); a change anywhere else is refused before anything runs (outside_editable). Stronger than protected-paths: what the scorer looks up stays as trunk has it. Letter case counts. Default is the tree's meta.editable_paths (this input, when given, replaces it); empty: no allow-list.",
    },
    {
        field: 'requiredOutputs',
        name: 'required-outputs',
        flag: 'required-output',
        kind: 'list',
        section: 'judgement',
        arg: 'PATH',
        description: 'Paths that the branch must have committed.',
    },
    {
        field: 'submissionPath',
        name: 'submission-path',
        kind: 'path',
        section: 'judgement',
        meta: 'submission_path',
        description: 'Submission file the branch must commit.',
    },
    {
        field: 'sampleSubmissionPath',
        name: 'sample-submission-path',
        kind: 'path',
        section: 'judgement',
        meta: 'sample_submission_path',
        description: 'Sample submission whose CSV header and row count the submission must match.',
    },
    ...TWO_PHASE_SETTINGS,
    {
        field: 'evalTimeout',
        name: 'eval-timeout',
        kind: 'number',
        section: 'evaluation',
        unit: 'seconds',
        range: '> 0',
        max: { value: Math.floor(types/* MAX_TIMEOUT_MS */.m / 1000), why: 'about 24.8 days, the longest a timer can wait' },
        meta: 'eval_timeout',
        default: 3600,
        description: 'Seconds per evaluation attempt.',
    },
    {
        field: 'evalRetries',
        name: 'eval-retries',
        kind: 'integer',
        section: 'evaluation',
        range: '>= 0',
        meta: 'eval_retries',
        default: 1,
        description: 'Retries after the first attempt, for timeouts and transient failures.',
    },
    {
        field: 'evalRetryBaseDelay',
        name: 'eval-retry-base-delay',
        kind: 'number',
        section: 'evaluation',
        unit: 'seconds',
        range: '>= 0',
        meta: 'eval_retry_base_delay',
        default: 5,
        description: 'First backoff delay in seconds.',
    },
    {
        field: 'evalRetryMaxDelay',
        name: 'eval-retry-max-delay',
        kind: 'number',
        section: 'evaluation',
        unit: 'seconds',
        range: '>= 0',
        meta: 'eval_retry_max_delay',
        default: 30,
        description: 'Largest backoff delay in seconds.',
    },
    {
        field: 'evalRepeats',
        name: 'eval-repeats',
        kind: 'integer',
        section: 'evaluation',
        range: '>= 1',
        meta: 'eval_repeats',
        default: 1,
        description: 'Run a successful evaluation this many times and judge the mean.',
    },
    {
        field: 'scoreKey',
        name: 'score-key',
        kind: 'string',
        section: 'evaluation',
        arg: 'KEY',
        meta: 'score_key',
        description: "Dotted JSON key holding the score in the evaluator's output.",
    },
    {
        field: 'scoreFile',
        name: 'score-file',
        kind: 'path',
        section: 'evaluation',
        meta: 'score_file',
        description: 'JSON file (relative to the worktree) holding the score.',
    },
    {
        field: 'scoreRegex',
        name: 'score-regex',
        kind: 'string',
        section: 'evaluation',
        arg: 'RE',
        meta: 'score_regex',
        description: 'Regular expression with one capture group that extracts the score from the output, in place of the JSON and text rules.',
    },
    {
        field: 'evalIsolation',
        name: 'eval-isolation',
        kind: 'enum',
        section: 'evaluation',
        arg: 'MODE',
        choices: setting_values/* ISOLATION_SETTINGS */.f,
        default: 'auto',
        description: 'Run the evaluation as a separate unprivileged user: auto (when the gate is root or has passwordless sudo, as on GitHub-hosted runners), user (required: exit 2 otherwise) or none.',
    },
    {
        field: 'evalUser',
        name: 'eval-user',
        kind: 'string',
        section: 'evaluation',
        arg: 'NAME',
        default: setting_values/* DEFAULT_EVAL_USER */.V,
        description: 'Account an isolated evaluation runs as; created as a system account without login when missing.',
    },
    {
        field: 'remote',
        name: 'remote',
        kind: 'string',
        section: 'merge',
        arg: 'NAME',
        meta: 'remote',
        default: 'origin',
        // The Action pushes to its checkout's origin (see working-directory), whatever the tree says.
        actionDefault: 'origin',
        description: 'Remote that trunk is pushed to after a merge (when it exists).',
    },
    {
        field: 'push',
        name: 'push',
        flag: 'no-push',
        kind: 'boolean',
        section: 'merge',
        default: true,
        description: 'Push trunk to the remote after a merge.',
        flagDescription: 'Update the local trunk branch only: do not push it.',
    },
    {
        field: 'maxRejudge',
        name: 'max-rejudge',
        kind: 'integer',
        section: 'merge',
        range: '>= 0',
        meta: 'max_rejudge',
        default: 2,
        arg: 'N',
        description: 'When trunk moves while a merge is judged: how many times the merge is rebuilt on the new trunk and evaluated again before the verdict is superseded.',
    },
    ...LEDGER_SETTINGS,
    ...MERGE_GROUP_SETTINGS,
    {
        field: 'dryRun',
        name: 'dry-run',
        kind: 'boolean',
        section: 'merge',
        default: false,
        description: 'Judge and report what would happen without merging, pushing or writing.',
    },
    {
        field: 'reportPath',
        name: 'report-file',
        flag: 'report',
        kind: 'string',
        section: 'output',
        arg: 'PATH',
        description: "Where to write REPORT.md (merge/verify/aggregate - its Gate section; report - the whole report), never through a symbolic link in the checkout. Default for merge is the local session folder's REPORT.md, else arbor-gate/REPORT.md in the git folder (outside the working tree).",
    },
    {
        field: 'logDir',
        name: 'log-dir',
        kind: 'string',
        section: 'output',
        arg: 'DIR',
        description: 'merge/verify - folder for the full evaluation logs, one folder per run. Default is arbor-gate/logs in the git folder.',
    },
    {
        field: 'keepLogs',
        name: 'keep-logs',
        kind: 'integer',
        section: 'output',
        arg: 'N',
        range: '>= 0',
        default: 10,
        description: "merge/verify - how many runs' logs the log folder keeps (default 10; 0 removes each run's logs when it ends).",
    },
    ...TREE_SETTINGS,
    {
        field: 'require-report',
        name: 'require-report',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - REPORT.md must exist.',
    },
    {
        field: 'require-events',
        name: 'require-events',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - events.jsonl must exist and hold only well-formed, secret-free events.',
    },
    {
        field: 'require-run-stats',
        name: 'require-run-stats',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - run_stats.json must exist.',
    },
    {
        field: 'require-experiment',
        name: 'require-experiment',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - at least one experiment folder must exist.',
    },
    {
        field: 'require-executor-prompt',
        name: 'require-executor-prompt',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - experiment folders must hold their executor prompt.',
    },
    {
        field: 'strict-artifacts',
        name: 'strict-artifacts',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - apply every artifact check.',
    },
    {
        field: 'emergency',
        name: 'emergency',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'finalize - the run stopped on an emergency timeout; recover the best submission first.',
    },
    {
        field: 'comment',
        name: 'comment',
        kind: 'boolean',
        section: 'action',
        default: true,
        description: 'Post (or update) one sticky comment per pull request and mode.',
    },
    {
        field: 'summary',
        name: 'summary',
        kind: 'boolean',
        section: 'action',
        default: true,
        description: 'Write the verdict or report to the job summary.',
    },
    {
        field: 'status',
        name: 'status',
        kind: 'boolean',
        section: 'action',
        default: true,
        description: 'Set a commit status on the judged head SHA.',
    },
    {
        field: 'statusContext',
        name: 'status-context',
        kind: 'string',
        section: 'action',
        description: 'Context name of the commit status. Default is arbor-gate/<mode>.',
    },
    {
        field: 'allowForks',
        name: 'allow-forks',
        kind: 'boolean',
        section: 'action',
        default: false,
        description: "Evaluate a fork's head under pull_request_target and merge/push a fork's head. Off by default: a fork's code never runs with a write token and is never merged.",
    },
    ...QUEUE_SETTINGS,
];

;// CONCATENATED MODULE: ./src/gate/setting-lookup.ts

const GATE_SECTIONS = ['where', 'judgement', 'evaluation', 'output', 'merge'];
function isGateSetting(row) {
    return GATE_SECTIONS.includes(row.section);
}
const GATE_SETTINGS = SETTINGS.filter(isGateSetting);
const BY_FIELD = new Map(SETTINGS.map((row) => [row.field, row]));
/** The row of a field (a GateInput field, or an Action setting's). */
function settingOf(field) {
    const row = BY_FIELD.get(field);
    if (row === undefined)
        throw new Error(`internal: no setting row for ${field}`);
    return row;
}
/** The CLI flag without `--`, or null when merge/verify have none (the Action's and session rows). */
function flagOf(row) {
    return GATE_SECTIONS.includes(row.section) ? (row.flag ?? row.name) : null;
}
/** The sentence saying where an empty setting's value comes from: the tree meta, then the default. */
function metaDefaultSentence(row) {
    if (row.meta === undefined || row.kind === 'list')
        return '';
    const fallback = row.default === undefined ? '' : `, else ${String(row.default)}`;
    return `Default is the tree's meta.${row.meta}${fallback}.`;
}
/** What a number setting must be, as the messages say it: `an integer >= 0`, `a number of seconds > 0`. */
function expectedNumber(row) {
    const noun = row.kind === 'integer' ? 'an integer' : row.unit === 'seconds' ? 'a number of seconds' : 'a number';
    return row.range === undefined ? 'a finite number' : `${noun} ${row.range}`;
}


/***/ }),

/***/ 19432:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Nf: () => (/* binding */ DEFAULT_PROTECTED_GLOBS),
  hZ: () => (/* binding */ NO_TREE),
  at: () => (/* binding */ branchName),
  $M: () => (/* binding */ isMainOrMaster),
  zA: () => (/* binding */ queueParallel),
  rx: () => (/* binding */ resolveGateSettings)
});

// UNUSED EXPORTS: commitMessageBody, isolationSettings, repoRelativePath

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/eval/score.ts + 1 modules
var score = __nccwpck_require__(17269);
// EXTERNAL MODULE: ./src/eval/isolation/account.ts
var account = __nccwpck_require__(9226);
// EXTERNAL MODULE: ./src/eval/isolation/setting-values.ts
var setting_values = __nccwpck_require__(21100);
// EXTERNAL MODULE: ./src/gate/setting-lookup.ts + 7 modules
var setting_lookup = __nccwpck_require__(66578);
// EXTERNAL MODULE: ./src/util/terminal.ts
var terminal = __nccwpck_require__(24702);
// EXTERNAL MODULE: ./src/eval/command.ts
var command = __nccwpck_require__(18815);
;// CONCATENATED MODULE: ./src/gate/judgement/settings.ts
/**
 * The judgement rule's settings (judge, confidence, min-repeats, max-repeats, min-effect) and how they
 * go with the rest: what the table's ranges cannot say alone, each refusal naming the flag, input or
 * meta field that holds the bad value.
 */


function judgementSettings(values) {
    const { rule, confidence, minPairs, maxPairs, minEffect, evalRepeats, evalCmdTest } = values;
    const looks = lookSchedule(values.looks, maxPairs);
    if (!(confidence.value < 1)) {
        throw new errors/* UserError */.yo(`${confidence.label}: expected a number between 0 and 1 (one-sided confidence, such as 0.95), got ${confidence.value}`);
    }
    if (minPairs.value < 2) {
        throw new errors/* UserError */.yo(`${minPairs.label}: expected an integer >= 2 (a spread needs two pairs), got ${minPairs.value}`);
    }
    if (maxPairs.value < minPairs.value) {
        throw new errors/* UserError */.yo(`${maxPairs.label}: expected at least ${minPairs.label} (${minPairs.value}), got ${maxPairs.value}`);
    }
    if (rule.value === 'paired' && evalRepeats.given) {
        throw new errors/* UserError */.yo(`${evalRepeats.label}: does not go with ${rule.label} paired, which counts its runs in pairs (min-repeats, max-repeats)`);
    }
    if (rule.value === 'single' && evalRepeats.value < 2 && (0,command/* hasSeedPlaceholder */.Pe)(evalCmdTest.value)) {
        throw new errors/* UserError */.yo(`${evalCmdTest.label}: {seed} has no value with a single run; set eval-repeats (seeds 1..N) or judge paired`);
    }
    return {
        rule: rule.value,
        confidence: confidence.value,
        minPairs: minPairs.value,
        maxPairs: maxPairs.value,
        minEffect: minEffect.value,
        looks,
    };
}
/**
 * `looks` as pair counts: integers, strictly increasing, the first at least 2 (a spread needs two
 * pairs), the last at most max-repeats.
 */
function lookSchedule(given, maxPairs) {
    if (given.value === null || given.value.trim() === '')
        return null;
    const parts = given.value.split(',').map((part) => part.trim());
    const looks = parts.map(Number);
    const bad = (why) => new errors/* UserError */.yo(`${given.label}: expected increasing pair counts such as 3,10 (${why}), got ${JSON.stringify(given.value)}`);
    if (parts.some((part) => !/^[0-9]+$/.test(part)))
        throw bad('whole numbers, comma-separated');
    if (looks[0] < 2)
        throw bad('the first at least 2: a spread needs two pairs');
    if (looks.some((n, i) => i > 0 && n <= looks[i - 1]))
        throw bad('each larger than the one before');
    if (looks[looks.length - 1] > maxPairs.value) {
        throw bad(`the last at most ${maxPairs.label} ${maxPairs.value}`);
    }
    return looks;
}

;// CONCATENATED MODULE: ./src/gate/phases/settings.ts
/**
 * The two-phase settings, validated: score-cmd-test and held-out (input > tree meta). A held-out entry
 * is either a glob inside the repository (protected, hidden from phase 1) or an absolute path on the
 * runner (only phase 2 gets a copy). Every bad value is a UserError naming the flag, input or meta field.
 */


function heldOutEntries(picked) {
    const { value, label } = picked;
    if (!Array.isArray(value))
        throw new errors/* UserError */.yo(`${label}: expected a list of paths`);
    return value.map((entry) => {
        if (typeof entry !== 'string' || entry.trim() === '') {
            throw new errors/* UserError */.yo(`${label}: expected non-empty paths, got ${JSON.stringify(entry)}`);
        }
        // ARBOR_HELD_OUT lists the copies one per line: a line break in a path would forge a second entry.
        if ([...entry].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
            throw new errors/* UserError */.yo(`${label}: control characters are not allowed in ${JSON.stringify(entry)}`);
        }
        return entry.trim();
    });
}
/** The two-phase settings, or null when score-cmd-test is not set (single-phase evaluation). */
function twoPhaseSettings(sources) {
    const command = sources.scoreCmdTest;
    const entries = sources.heldOut === null ? [] : heldOutEntries(sources.heldOut);
    if (command === null || typeof command.value !== 'string' || command.value.trim() === '') {
        if (entries.length > 0) {
            throw new errors/* UserError */.yo(`${sources.heldOut?.label ?? sources.names.heldOut}: held-out paths need a two-phase evaluation: set ${sources.names.scoreCmdTest} too`);
        }
        if (command !== null && typeof command.value !== 'string') {
            throw new errors/* UserError */.yo(`${command.label}: expected a command (a string)`);
        }
        return null;
    }
    const heldOutGlobs = [];
    const heldOutOutside = [];
    for (const entry of entries) {
        if ((0,external_node_path_.isAbsolute)(entry)) {
            heldOutOutside.push((0,external_node_path_.normalize)(entry).replace(/(.)\/+$/, '$1'));
            continue;
        }
        const glob = entry.replace(/^\.\/+/, '');
        if (glob === '..' || glob.startsWith('../') || glob.includes('/../')) {
            throw new errors/* UserError */.yo(`${sources.heldOut?.label}: ${JSON.stringify(entry)} leaves the repository; name a path outside it absolutely`);
        }
        heldOutGlobs.push(glob);
    }
    return { scoreCmdTest: command.value.trim(), heldOutGlobs, heldOutOutside };
}

;// CONCATENATED MODULE: ./src/gate/settings.ts
/**
 * The gate's settings: explicit input (flag or Action input) > tree `meta` (read from the trusted side)
 * > built-in default. Every bad value is a UserError naming the flag, input or meta field, and what was
 * expected, so a misconfigured gate stops with exit 2 before anything runs.
 */









/** How a gate run with no idea tree at all names its (absent) tree. */
const NO_TREE = 'no idea tree';
/** Globs protected whatever the configuration says: CI config and Arbor's own state. */
const DEFAULT_PROTECTED_GLOBS = listDefault((0,setting_lookup/* settingOf */.y7)('protectedPaths'));
function metaOrigin(key, treeSource) {
    return { label: `meta.${key} in ${treeSource}` };
}
function listDefault(row) {
    return Array.isArray(row.default) ? [...row.default] : [];
}
/**
 * Picks the explicit input when given (non-empty), else the row's meta value (the meta value first
 * when it is pinned); with where it came from.
 */
function pick(input, field, meta, name, treeSource, rank) {
    const given = input[field];
    const key = (0,setting_lookup/* settingOf */.y7)(field).meta;
    const fromMeta = key === undefined ? undefined : meta[key];
    const metaPicked = key !== undefined && fromMeta !== undefined && fromMeta !== null && fromMeta !== ''
        ? { value: fromMeta, origin: metaOrigin(key, treeSource) }
        : null;
    const inputGiven = typeof given === 'string' && given.trim() !== '';
    if (rank.pinned && metaPicked !== null) {
        if (inputGiven)
            rank.overridden?.add(field);
        return metaPicked;
    }
    if (inputGiven)
        return { value: given.trim(), origin: { label: name(field) } };
    return metaPicked;
}
function labelledPick(picked) {
    return picked === null ? null : { value: picked.value, label: picked.origin.label };
}
function toNumber(value, origin, expected) {
    const number = typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : NaN;
    if (!Number.isFinite(number)) {
        throw new errors/* UserError */.yo(`${origin.label}: expected ${expected}, got ${JSON.stringify(value)}`);
    }
    return number;
}
function withinRange(number, row) {
    if (row.kind === 'integer' && !Number.isInteger(number))
        return false;
    if (row.range === undefined)
        return true;
    const [op, bound] = row.range.split(' ');
    return op === '>=' ? number >= Number(bound) : number > Number(bound);
}
/** The queue's `parallel` (W), as given under `label` (its flag or input); the row's default when empty. Exit 2 when out of range. */
function queueParallel(value, label) {
    const row = (0,setting_lookup/* settingOf */.y7)('parallel');
    const given = value?.trim() ?? '';
    return given === ''
        ? numberDefault(row)
        : numberSetting({ value: given, origin: { label } }, row);
}
/** A number or integer setting checked against its row's kind and range; null when not given. */
function numberSetting(picked, row) {
    if (picked === null)
        return null;
    const expected = (0,setting_lookup/* expectedNumber */.AJ)(row);
    const number = toNumber(picked.value, picked.origin, expected);
    if (!withinRange(number, row))
        throw new errors/* UserError */.yo(`${picked.origin.label}: expected ${expected}, got ${JSON.stringify(picked.value)}`);
    if (row.max !== undefined && number > row.max.value)
        throw new errors/* UserError */.yo(`${picked.origin.label}: expected at most ${row.max.value}${row.unit ? ` ${row.unit}` : ''} (${row.max.why}), got ${JSON.stringify(picked.value)}`);
    return number;
}
function numberDefault(row) {
    if (typeof row.default !== 'number')
        throw new Error(`internal: setting ${row.name} has no numeric default`);
    return row.default;
}
function stringSetting(picked) {
    if (picked === null)
        return null;
    if (typeof picked.value !== 'string') {
        throw new errors/* UserError */.yo(`${picked.origin.label}: expected a string, got ${JSON.stringify(picked.value)}`);
    }
    return picked.value;
}
/** An enum setting, lower-cased: one of its row's choices, else its default. */
function enumSetting(picked, row) {
    const value = stringSetting(picked)?.toLowerCase() ?? String(row.default);
    if (picked !== null && !(row.choices ?? []).includes(value)) {
        throw new errors/* UserError */.yo(`${picked.origin.label}: expected ${(row.choices ?? []).join(' or ')}, got ${JSON.stringify(picked.value)}`);
    }
    return value;
}
/** A path inside the repository, relative, without `..` escapes; returned normalized with '/' separators. */
function repoRelativePath(value, label) {
    const cleaned = value.trim().replace(/\\/g, '/');
    const normalized = external_node_path_.posix
        .normalize(cleaned)
        .replace(/^\.\/+/, '')
        .replace(/\/+$/, '');
    if (cleaned === '' ||
        /[\0\n\r]/.test(cleaned) ||
        external_node_path_.posix.isAbsolute(cleaned) ||
        /^[A-Za-z]:/.test(cleaned) ||
        normalized === '.' ||
        normalized === '..' ||
        normalized.startsWith('../')) {
        throw new errors/* UserError */.yo(`${label}: expected a file path relative to the repository root and inside it, got ${JSON.stringify(value)}`);
    }
    return normalized;
}
const MAIN_OR_MASTER = /^(?:refs\/heads\/)?(?:main|master)$/i;
/** True for main/master whatever their letter case or `refs/heads/` prefix. */
function isMainOrMaster(branch) {
    return MAIN_OR_MASTER.test(branch.trim());
}
/** A branch name as the user may write it (`refs/heads/x` or `x`), reduced to `x`, or a UserError. */
function branchName(value, label) {
    const name = value.trim().replace(/^refs\/heads\//, '');
    const invalid = name === '' ||
        name.startsWith('-') ||
        name.startsWith('/') ||
        name.endsWith('/') ||
        name.endsWith('.') ||
        name.endsWith('.lock') ||
        name.includes('..') ||
        name.includes('@{') ||
        name.includes('//') ||
        name === '@' ||
        /[\0-\x20\x7f~^:?*[\\]/.test(name);
    if (invalid)
        throw new errors/* UserError */.yo(`${label}: ${JSON.stringify(value)} is not a valid branch name`);
    return name;
}
function globList(values, origin) {
    if (!Array.isArray(values))
        throw new errors/* UserError */.yo(`${origin.label}: expected a list of glob patterns`);
    return values.map((glob) => {
        if (typeof glob !== 'string' || glob.trim() === '') {
            throw new errors/* UserError */.yo(`${origin.label}: expected non-empty glob patterns, got ${JSON.stringify(glob)}`);
        }
        return glob.trim().replace(/^\.\/+/, '');
    });
}
/**
 * The isolation settings: inputs only (how the runner machine is used is the workflow's business, not
 * the session's), default `auto` as `arbor-eval`.
 */
function isolationSettings(input, name) {
    const isolation = input.evalIsolation?.trim().toLowerCase() || 'auto';
    if (!setting_values/* ISOLATION_SETTINGS */.f.includes(isolation)) {
        throw new errors/* UserError */.yo(`${name('evalIsolation')}: expected ${setting_values/* ISOLATION_SETTINGS */.f.join(', ')}, got ${JSON.stringify(input.evalIsolation)}`);
    }
    const user = input.evalUser?.trim() || setting_values/* DEFAULT_EVAL_USER */.V;
    return {
        evalIsolation: isolation,
        evalUser: (0,account/* validateAccountName */.Fu)(user, name('evalUser')),
    };
}
/**
 * Resolves every setting from the input, the trusted tree's meta and the defaults (the settings table
 * says which meta key and default each one has). `treeSource` names the tree file in messages (meta
 * values are shown as `meta.key in <treeSource>`).
 */
function resolveGateSettings(input, meta, name, treeSource = 'the idea tree', rank = { pinned: false }) {
    const get = (field) => pick(input, field, meta, name, treeSource, rank);
    const number = (field) => numberSetting(get(field), (0,setting_lookup/* settingOf */.y7)(field));
    const numberOrDefault = (field) => number(field) ?? numberDefault((0,setting_lookup/* settingOf */.y7)(field));
    const pathSetting = (field) => {
        const picked = get(field);
        const text = stringSetting(picked);
        return text === null || picked === null ? null : repoRelativePath(text, picked.origin.label);
    };
    const trunkPicked = get('trunkBranch');
    const trunkText = stringSetting(trunkPicked);
    const trunkBranch = trunkText === null || trunkPicked === null ? null : branchName(trunkText, trunkPicked.origin.label);
    if (trunkBranch !== null && trunkPicked !== null && isMainOrMaster(trunkBranch)) {
        throw new errors/* UserError */.yo(`${trunkPicked.origin.label}: the trunk branch must not be main or master (got ${JSON.stringify(trunkText)}); ` +
            'main/master are base branches, verified merges go to a separate trunk such as arbor/trunk');
    }
    const evalCmdTest = stringSetting(get('evalCmdTest'));
    if (evalCmdTest === null || evalCmdTest.trim() === '') {
        // With no tree found at all, the likely cause is that the gate did not know where to look: the tree
        // is read from the trunk branch's committed copy, so say how to name it.
        const where = treeSource === NO_TREE
            ? ` (no idea tree was found: it is read from the trunk branch, so pass ${name('trunkBranch')} and ${name('runName')}, or run where the session folder is)`
            : ` (${treeSource} has none)`;
        throw new errors/* UserError */.yo(`no evaluation command: pass ${name('evalCmdTest')} or set meta.${(0,setting_lookup/* settingOf */.y7)('evalCmdTest').meta} in the session's idea tree${where}`);
    }
    const metricDirection = enumSetting(get('metricDirection'), (0,setting_lookup/* settingOf */.y7)('metricDirection'));
    // The tree's protected paths are added to the input's, not replaced by them.
    const globsKey = (0,setting_lookup/* settingOf */.y7)('protectedPaths').meta;
    const listed = globsKey === undefined ? undefined : meta[globsKey];
    const metaGlobs = globsKey === undefined || listed === undefined || listed === null
        ? []
        : globList(listed, metaOrigin(globsKey, treeSource));
    const inputGlobs = globList(input.protectedPaths, { label: name('protectedPaths') });
    const heldOutKey = (0,setting_lookup/* settingOf */.y7)('heldOut').meta;
    const twoPhase = twoPhaseSettings({
        scoreCmdTest: labelledPick(get('scoreCmdTest')),
        heldOut: input.heldOut.length > 0
            ? { value: input.heldOut, label: name('heldOut') }
            : meta[heldOutKey] === undefined || meta[heldOutKey] === null
                ? null
                : { value: meta[heldOutKey], label: metaOrigin(heldOutKey, treeSource).label },
        names: { scoreCmdTest: name('scoreCmdTest'), heldOut: name('heldOut') },
    });
    // Held-out files inside the repository are protected: a branch cannot change the labels it is scored on.
    const protectedGlobs = [
        ...new Set([...inputGlobs, ...metaGlobs, ...DEFAULT_PROTECTED_GLOBS, ...(twoPhase?.heldOutGlobs ?? [])]),
    ];
    // An allow-list is not widened by another: the input, when given, replaces the tree's.
    const editableKey = (0,setting_lookup/* settingOf */.y7)('editablePaths').meta;
    const metaEditable = editableKey === undefined ? undefined : meta[editableKey];
    const editableGlobs = input.editablePaths.length > 0
        ? globList(input.editablePaths, { label: name('editablePaths') })
        : editableKey === undefined || metaEditable === undefined || metaEditable === null
            ? []
            : globList(metaEditable, metaOrigin(editableKey, treeSource));
    const requiredOutputs = input.requiredOutputs.map((path) => repoRelativePath(path, name('requiredOutputs')));
    const scoreKey = stringSetting(get('scoreKey'));
    const scoreFile = pathSetting('scoreFile');
    const regexPicked = get('scoreRegex');
    const scoreRegex = stringSetting(regexPicked);
    if (scoreRegex !== null && regexPicked !== null)
        (0,score/* compileScoreRegex */.vA)(scoreRegex, regexPicked.origin.label);
    const evalRetryBaseDelayS = numberOrDefault('evalRetryBaseDelay');
    const evalRetryMaxDelayS = numberOrDefault('evalRetryMaxDelay');
    const remotePicked = get('remote');
    const remote = stringSetting(remotePicked) ?? String((0,setting_lookup/* settingOf */.y7)('remote').default);
    if (remote.startsWith('-') || /\s/.test(remote)) {
        throw new errors/* UserError */.yo(`${remotePicked?.origin.label ?? name('remote')}: expected a remote name, got ${JSON.stringify(remote)}`);
    }
    const labelled = (field, value) => ({
        value,
        label: get(field)?.origin.label ?? name(field),
    });
    const evalRepeats = numberOrDefault('evalRepeats');
    const judgement = judgementSettings({
        rule: labelled('judge', enumSetting(get('judge'), (0,setting_lookup/* settingOf */.y7)('judge'))),
        confidence: labelled('confidence', numberOrDefault('confidence')),
        minPairs: labelled('minRepeats', numberOrDefault('minRepeats')),
        maxPairs: labelled('maxRepeats', numberOrDefault('maxRepeats')),
        minEffect: labelled('minEffect', number('minEffect')),
        looks: labelled('looks', stringSetting(get('looks'))),
        evalRepeats: { ...labelled('evalRepeats', evalRepeats), given: get('evalRepeats') !== null },
        evalCmdTest: labelled('evalCmdTest', evalCmdTest),
    });
    return {
        trunkBranch,
        evalCmdTest,
        metricDirection,
        testTrunkScore: number('testTrunkScore'),
        testBaselineScore: number('testBaselineScore'),
        trunkDevScore: meta.trunk_score === undefined || meta.trunk_score === null
            ? null
            : toNumber(meta.trunk_score, metaOrigin('trunk_score', treeSource), 'a finite number'),
        minDelta: numberOrDefault('minDelta'),
        divergenceThreshold: number('divergenceThreshold'),
        protectedGlobs,
        editableGlobs,
        requiredOutputs,
        submissionPath: pathSetting('submissionPath'),
        sampleSubmissionPath: pathSetting('sampleSubmissionPath'),
        evalTimeoutMs: numberOrDefault('evalTimeout') * 1000,
        evalRetries: numberOrDefault('evalRetries'),
        evalRetryBaseDelayMs: evalRetryBaseDelayS * 1000,
        evalRetryMaxDelayMs: evalRetryMaxDelayS * 1000,
        evalRepeats,
        judgement,
        twoPhase,
        score: {
            ...(scoreKey === null ? {} : { key: scoreKey }),
            ...(scoreFile === null ? {} : { file: scoreFile }),
            ...(scoreRegex === null ? {} : { regex: scoreRegex }),
        },
        remote,
        push: input.push,
        ...isolationSettings(input, name),
        // Where this machine keeps logs is no setting of the experiment: input only, never the tree's meta.
        logDir: stringSetting(get('logDir')),
        keepLogs: numberOrDefault('keepLogs'),
        // Like the logs' folder, the cache is the machine's: input only.
        treeCache: numberOrDefault('treeCache'),
        maxRejudge: numberOrDefault('maxRejudge'),
        commitMessage: input.commitMessage === undefined
            ? null
            : commitMessageBody(input.commitMessage, name('commitMessage')),
        testTrunkScoreGiven: typeof input.testTrunkScore === 'string' && input.testTrunkScore.trim() !== '',
        ledger: input.ledger,
        ledgerRef: stringSetting(get('ledgerRef')) ?? String((0,setting_lookup/* settingOf */.y7)('ledgerRef').default),
        // A secret is never read from the tree's meta: input only.
        ledgerKey: input.ledgerKey?.trim() || null,
        ledgerPush: input.ledgerPush,
        evaluatorVersion: stringSetting(get('evaluatorVersion')),
        fresh: input.fresh,
        queueWaitMs: numberOrDefault('queueWait') * 1000,
        queueCheckTimeoutMs: numberOrDefault('queueCheckTimeout') * 60_000,
    };
}
const COMMIT_MESSAGE_MAX = 4000;
/** A line git or a reader would take for one of the gate's trailers (`Arbor-Score: 99`). */
const TRAILER_LIKE = /^[ \t]*arbor-[a-z0-9-]*[ \t]*:/im;
/**
 * The caller's commit text as the merge commit's body, or null when empty. It is the caller's (an
 * agent's) word, so it may not speak for the gate: no `Arbor-...:` line that would read as one of the
 * gate's trailers, no control character (terminal escapes in `git log`), bounded in length.
 */
function commitMessageBody(text, label) {
    const body = text.replace(/\r\n?/g, '\n').trim();
    if (body === '')
        return null;
    if (body.length > COMMIT_MESSAGE_MAX) {
        throw new errors/* UserError */.yo(`${label}: at most ${COMMIT_MESSAGE_MAX} characters, got ${body.length}`);
    }
    if ((0,terminal/* terminalSafe */.kJ)(body) !== body) {
        throw new errors/* UserError */.yo(`${label}: control characters are not allowed`);
    }
    if (TRAILER_LIKE.test(body)) {
        throw new errors/* UserError */.yo(`${label}: a line starting with Arbor-...: would read as one of the gate's own trailers; reword it`);
    }
    return body;
}


/***/ }),

/***/ 25616:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P0: () => (/* binding */ MAX_MATRIX_BYTES),
/* harmony export */   b5: () => (/* binding */ MAX_WAVE_SHARDS),
/* harmony export */   f5: () => (/* binding */ SHARD_BY),
/* harmony export */   lu: () => (/* binding */ SHARD_SETTINGS),
/* harmony export */   of: () => (/* binding */ SHARD_MODES)
/* harmony export */ });
/** GitHub's limit on the jobs of one matrix: a wave of more shards cannot fan out. */
const MAX_WAVE_SHARDS = 256;
/** GitHub's limit on a job output (the matrix is one). */
const MAX_MATRIX_BYTES = 1024 * 1024;
/** The Action's modes of the sharded flow (the CLI commands of the same names). */
const SHARD_MODES = ['plan', 'eval-shard', 'aggregate'];
const SHARD_BY = ['side-seed', 'seed'];
const SHARD_SETTINGS = [
    {
        field: 'looks',
        name: 'looks',
        kind: 'string',
        section: 'judgement',
        arg: 'N,N',
        description: 'Paired judgement: the pair counts the rule looks at, fixed in advance (comma-separated, increasing, from 2 to max-repeats), and the correction is computed for that schedule; a sharded plan looks after each wave (min-repeats, max-repeats). Default: after every pair from min-repeats to max-repeats.',
    },
    {
        field: 'shardBy',
        name: 'shard-by',
        kind: 'enum',
        section: 'action',
        choices: SHARD_BY,
        default: 'side-seed',
        description: 'mode plan: one shard per side and seed (side-seed: most runners, for evaluations whose noise does not depend on the machine) or per seed (seed: both sides of a seed on one runner, alternating, so the pair shares the machine and pairing cancels its speed and hardware).',
    },
    {
        field: 'plan',
        name: 'plan',
        kind: 'string',
        section: 'action',
        description: "mode eval-shard and aggregate: the plan JSON, from the plan job's `plan` output through `needs` (never from an artifact a shard job could have uploaded).",
    },
    {
        field: 'shard',
        name: 'shard',
        kind: 'string',
        section: 'action',
        description: 'mode eval-shard: the id of the matrix entry to evaluate (`matrix.shard`).',
    },
    {
        field: 'aggregateMode',
        name: 'aggregate-mode',
        kind: 'enum',
        section: 'action',
        choices: ['verify', 'merge'],
        default: 'verify',
        description: "mode aggregate: verify (judge the shards' results, never moves a branch) or merge (and land the candidate on trunk when it improves; the aggregate job alone needs contents: write).",
    },
    {
        field: 'results',
        name: 'results',
        kind: 'string',
        section: 'action',
        description: 'mode aggregate: the folder the shard artifacts were downloaded into (actions/download-artifact with pattern arbor-gate-shard-* and merge-multiple: true).',
    },
];


/***/ }),

/***/ 15950:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ verdictExitCode),
/* harmony export */   o: () => (/* binding */ unjudgedVerdict)
/* harmony export */ });
/** Exit code for a verdict: 0 merged/accepted/already merged, 1 rejected, 3 error (docs/architecture.md "Commands and exit codes"). */
function verdictExitCode(verdict) {
    switch (verdict.decision) {
        case 'merged':
        case 'would_merge':
        case 'already_merged':
            return 0;
        case 'rejected':
            return 1;
        case 'error':
            return 3;
    }
}
/**
 * A verdict before anything is judged: no score, no attempts, nothing merged. Every face starts from
 * this and fills in what it learns, so a new field gets its empty value in one place.
 */
function unjudgedVerdict(fields) {
    return {
        decision: fields.decision,
        reasons: [],
        node_id: fields.node_id,
        metric_direction: fields.metric_direction,
        source: fields.source,
        target: { requested: fields.requestedTarget, resolved: null, sha_before: null, sha_after: null },
        score: null,
        dev_score: null,
        references: fields.references ?? { test_trunk_score: null, test_baseline_score: null },
        reference_measured: null,
        judgement: { rule: 'single' },
        repeats: null,
        attempts: [],
        changed_paths: 0,
        protected_violations: [],
        missing_outputs: [],
        divergence: null,
        merge_commit: null,
        report_path: null,
        isolation: 'none',
        end: 'settle',
        evaluated: null,
        reused: [],
        reference_source: null,
        reference_ledger: null,
        merge_group: null,
        warnings: [],
        logs: null,
    };
}


/***/ }),

/***/ 53494:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ OPERATOR_SETTINGS)
/* harmony export */ });
/**
 * How this machine runs evaluations is the operator's choice (the server's own flags,
 * `arbor-gate mcp --eval-isolation MODE --eval-user NAME`), never the agent's: an agent that could pass
 * `eval_isolation: none` would run the branch's code as the server's own user. Apart from
 * arguments.ts (zod) so that the CLI knows `mcp`'s flags without loading the MCP server.
 */
const OPERATOR_SETTINGS = ['evalIsolation', 'evalUser'];


/***/ }),

/***/ 33244:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KC: () => (/* binding */ nextWindow),
/* harmony export */   jH: () => (/* binding */ planQueue),
/* harmony export */   w0: () => (/* binding */ forecastDue),
/* harmony export */   zv: () => (/* binding */ queueExitCode)
/* harmony export */ });
/* unused harmony export expectedBases */
/**
 * The speculative queue's decisions, pure (data in, decisions out): which base each waiting entry is
 * built on, which candidates are rebuilt or measured next, whether the head can be decided, and how
 * the window moves. Entries are the queue's branches in order, the ones decided (landed, rejected,
 * already merged) left out; `trunk` is the commit the first waiting entry lands on.
 */
/**
 * The base each waiting entry should be built on: trunk for the first, then the candidate of the
 * nearest earlier entry that is built on its own right base and not failing (Zuul's "nearest
 * non-failing item"). Null from the first entry whose base is not known yet (an earlier one is not
 * built, or built on a stale base).
 */
function expectedBases(trunk, entries) {
    const bases = [];
    let base = trunk;
    for (const entry of entries) {
        bases.push(base);
        if (base === null || entry.builtOn !== base)
            base = null;
        else if (!entry.failed)
            base = entry.candidate;
    }
    return bases;
}
/**
 * Whether an entry's outcome on its expected base is known (built there, and failing or forecast): the
 * speculation behind it rests on no guess about it, so it takes no place in the window.
 */
function known(entry, base) {
    return base !== null && entry.builtOn === base && (entry.failed || entry.forecast);
}
/**
 * The next steps: within the window (the first `window` waiting entries whose outcome is not known
 * yet, and every known one before them), build what is unbuilt or stale, and measure what is built
 * right. The window counts guesses, not landings: an entry forecast to land or to fail frees its place
 * at once instead of when its landing settles.
 *
 * Measurements start in batches, all or nothing: the window's unstarted guesses start together, only
 * once every entry started before them has a known outcome, and only when `freeSlots` holds them all
 * (a run whose entry was rebuilt may still hold a slot; it no longer holds the queue back). A
 * measurement started as soon as one slot freed would rest on guesses that the runs still under way
 * were about to settle, so which candidates get measured (and how many are wasted on a failing entry)
 * would depend on which run ended first. Started in batches, they are a function of the outcomes alone.
 */
function planQueue(trunk, entries, window, freeSlots) {
    const bases = expectedBases(trunk, entries);
    const build = [];
    const batch = [];
    let started = false;
    let guesses = 0;
    for (const [index, entry] of entries.entries()) {
        const base = bases[index] ?? null;
        if (base === null)
            break;
        if (known(entry, base))
            continue;
        if (guesses === Math.max(1, window))
            break;
        guesses++;
        if (entry.builtOn !== base)
            build.push(index);
        else if (entry.measuring || entry.measured)
            started = true;
        else if (!started)
            batch.push(index);
    }
    const measure = build.length === 0 && batch.length <= freeSlots ? batch : [];
    const head = entries[0];
    const decideHead = head !== undefined && head.builtOn === trunk && !head.measuring && (head.failed || head.measured);
    return { bases, build, measure, decideHead };
}
/**
 * The entry whose forecast is due: the first whose outcome on its expected base is not known yet,
 * once it is built there and measured (null: none, or not measured yet). Forecasts are made in the
 * queue's order only: each moves the window, and halving then growing it is not growing then halving,
 * so a later entry forecast before an earlier one would set the next batch by which run ended first.
 */
function forecastDue(trunk, entries) {
    const bases = expectedBases(trunk, entries);
    for (const [index, entry] of entries.entries()) {
        const base = bases[index] ?? null;
        if (known(entry, base))
            continue;
        const due = base !== null && entry.builtOn === base && entry.candidate !== null && entry.measured;
        return due ? index : null;
    }
    return null;
}
/**
 * The window after an outcome becomes known (a forecast in single mode, else the landing's decision):
 * halved on a failure (never below 1), one wider on an accept, never over `limit`.
 */
function nextWindow(window, limit, accepted) {
    return accepted ? Math.min(limit, window + 1) : Math.max(1, Math.floor(window / 2));
}
/** The queue's exit code: 3 when any verdict is an error, else 1 when any was rejected, else 0. */
function queueExitCode(codes) {
    if (codes.includes(3))
        return 3;
    return codes.includes(1) ? 1 : 0;
}


/***/ }),

/***/ 39409:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Tz: () => (/* binding */ lineChart),
/* harmony export */   aB: () => (/* binding */ treeDiagram),
/* harmony export */   mw: () => (/* binding */ pairedChart)
/* harmony export */ });
/* unused harmony export mermaidLabel */
/* harmony import */ var _util_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(17183);
/** Mermaid diagrams for reports: labels are escaped so that no session text can break the diagram. */

const LABEL_MAX = 60;
/**
 * A label safe inside `["..."]` and `"..."`: on one line (line breaks as spaces, other controls made
 * visible by util/markdown.ts `oneLine`, so no `click` or `-->` statement can start), cut with an
 * ellipsis, and every character mermaid, its HTML labels
 * or its markdown strings give meaning to written as a mermaid entity code (`#60;` shows `<`):
 * quotes and brackets (the label's end), `<>&` (HTML), backticks (markdown strings and the fence),
 * `;` (a statement's end), `%` (comments and `%%{init}%%` directives) and `\`.
 */
function mermaidLabel(text, max = LABEL_MAX) {
    const short = (0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)((0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(text.replace(/\s+/g, ' ')), max).text;
    return short.replace(/[#"[\]{}()<>|`;&%\\]/g, (ch) => `#${ch.charCodeAt(0)};`);
}
const STATUS_STYLES = {
    merged: 'fill:#d4f7d4,stroke:#2a7a2a',
    done: 'fill:#e8f0ff,stroke:#3a5fa0',
    running: 'fill:#fff3c4,stroke:#a07a00',
    needs_retry: 'fill:#ffe0c4,stroke:#a05a00',
    pruned: 'fill:#eeeeee,stroke:#888888,color:#666666',
    pending: 'fill:#ffffff,stroke:#888888',
};
/**
 * `graph TD` of the shown nodes (already capped by the caller): an edge over skipped levels is dotted
 * and says how many, a node's undrawn children are one "+N more" node; `hidden` adds an "and N more".
 */
function treeDiagram(nodes, hidden, formatScore) {
    const key = new Map(nodes.map((node, index) => [node.id, `n${index}`]));
    const lines = ['graph TD'];
    for (const node of nodes) {
        const score = node.score === null ? '' : ` = ${formatScore(node.score)}`;
        lines.push(`  ${key.get(node.id)}["${mermaidLabel(`${node.id} [${node.status}]${score}: ${node.label}`)}"]`);
    }
    for (const node of nodes) {
        const parent = node.parent_id === null ? undefined : key.get(node.parent_id);
        if (parent === undefined)
            continue;
        const skipped = Math.trunc(node.levels_skipped);
        lines.push(skipped > 0
            ? `  ${parent} -. "${skipped} level${skipped === 1 ? '' : 's'}" .-> ${key.get(node.id)}`
            : `  ${parent} --> ${key.get(node.id)}`);
    }
    for (const node of nodes) {
        const count = Math.trunc(node.hidden_children);
        if (count <= 0)
            continue;
        const self = key.get(node.id);
        lines.push(`  ${self}_more["+${count} more"]`, `  ${self} -.-> ${self}_more`);
    }
    if (hidden > 0)
        lines.push(`  more["${mermaidLabel(`… and ${hidden} more`)}"]`);
    const used = new Set(nodes.map((node) => node.status));
    for (const [status, style] of Object.entries(STATUS_STYLES)) {
        if (!used.has(status))
            continue;
        lines.push(`  classDef ${status} ${style}`);
        const members = nodes.filter((node) => node.status === status).map((node) => key.get(node.id));
        lines.push(`  class ${members.join(',')} ${status}`);
    }
    return lines.join('\n');
}
/** `xychart-beta` line chart; values must be finite. */
function lineChart(title, yLabel, points) {
    const xs = points.map((p) => `"${mermaidLabel(p.label, 24)}"`).join(', ');
    const ys = points.map((p) => String(p.value)).join(', ');
    return [
        'xychart-beta',
        `  title "${mermaidLabel(title)}"`,
        `  x-axis [${xs}]`,
        `  y-axis "${mermaidLabel(yLabel)}"`,
        `  line [${ys}]`,
    ].join('\n');
}
/**
 * `xychart-beta` of a paired judgement's samples: one line per side over the seeds, so a reader sees
 * whether the candidate is above trunk on each seed or only on average; values must be finite.
 */
function pairedChart(title, yLabel, samples) {
    return [
        'xychart-beta',
        `  title "${mermaidLabel(title)}"`,
        `  x-axis "seed" [${samples.map((s) => `"${s.seed}"`).join(', ')}]`,
        `  y-axis "${mermaidLabel(yLabel)}"`,
        `  line [${samples.map((s) => String(s.trunk)).join(', ')}]`,
        `  line [${samples.map((s) => String(s.candidate)).join(', ')}]`,
    ].join('\n');
}


/***/ }),

/***/ 35479:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  d1: () => (/* binding */ renderVerdictMarkdown),
  rP: () => (/* binding */ renderVerdictText)
});

// UNUSED EXPORTS: evaluatedLabel

// EXTERNAL MODULE: ./src/gate/candidate.ts
var candidate = __nccwpck_require__(74926);
// EXTERNAL MODULE: ./src/gate/merge-group/entry.ts
var merge_group_entry = __nccwpck_require__(60474);
// EXTERNAL MODULE: ./src/util/markdown.ts
var markdown = __nccwpck_require__(17183);
// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __nccwpck_require__(32430);
// EXTERNAL MODULE: ./src/report/mermaid.ts
var mermaid = __nccwpck_require__(39409);
;// CONCATENATED MODULE: ./src/report/judgement.ts


const num = (value) => value === null || value === undefined ? '-' : (0,metric/* formatVerdictScore */.jY)(value);
const STOPPED = {
    early: 'early',
    futility: 'early for futility (below --min-effect)',
    cap: 'at the cap (--max-repeats)',
};
function stoppedWords(judgement) {
    return judgement.stopped === null ? 'before a decision' : STOPPED[judgement.stopped];
}
/** The paired judgement of `verdict`, or null in single mode. */
function pairedOf(verdict) {
    return verdict.judgement.rule === 'paired' ? verdict.judgement : null;
}
/** One line for the commit status and the headline: pairs, mean difference and its bounds. */
function pairedSummary(judgement) {
    const d = judgement.difference;
    if (d === null)
        return `paired: ${judgement.pairs} pair(s), no look`;
    return `paired: ${judgement.pairs} pair(s), gain ${num(d.mean)} [${num(d.lower)}, ${num(d.upper)}]`;
}
/** The terminal's lines for a paired judgement. */
function pairedTextLines(judgement) {
    const lines = [
        `  judgement paired at confidence ${judgement.confidence}: ${judgement.pairs} pair(s) on seeds ${judgement.seeds.join(', ') || '-'}, ${judgement.evaluations} evaluation(s), stopped ${stoppedWords(judgement)}`,
    ];
    if (judgement.trunk !== null && judgement.candidate !== null) {
        lines.push(`  trunk mean ${num(judgement.trunk.mean)} (sd ${num(judgement.trunk.sd)}), candidate mean ${num(judgement.candidate.mean)} (sd ${num(judgement.candidate.sd)})`);
    }
    const d = judgement.difference;
    if (d !== null) {
        lines.push(`  gain ${num(d.mean)}, bounds [${num(d.lower)}, ${num(d.upper)}] at one-sided level ${d.level.toPrecision(3)}, p ${judgement.p === null ? '-' : judgement.p.toPrecision(3)}`);
    }
    return lines;
}
/** The Markdown section for a paired judgement: a short table and the chart of the samples. */
function pairedMarkdown(judgement, direction, heading) {
    const d = judgement.difference;
    const out = [
        `${heading} Paired judgement`,
        '',
        `Trunk and the candidate were evaluated alternately on the same seeds, at one-sided confidence ${judgement.confidence}; stopped ${stoppedWords(judgement)} after ${judgement.pairs} pair(s) and ${judgement.evaluations} evaluation(s).`,
        '',
        '| | mean | sd |',
        '|---|---|---|',
        `| trunk | ${num(judgement.trunk?.mean)} | ${num(judgement.trunk?.sd)} |`,
        `| candidate | ${num(judgement.candidate?.mean)} | ${num(judgement.candidate?.sd)} |`,
        `| gain (${direction}) | ${num(d?.mean)} | bounds [${num(d?.lower)}, ${num(d?.upper)}]${d === null ? '' : ` at level ${d.level.toPrecision(3)}`}, p ${judgement.p === null ? '-' : judgement.p.toPrecision(3)} |`,
        '',
    ];
    if (judgement.samples.length > 0) {
        out.push('```mermaid', (0,mermaid/* pairedChart */.mw)('Paired samples: trunk (first line) and candidate', 'B_test', judgement.samples), '```', '');
    }
    return out;
}

;// CONCATENATED MODULE: ./src/report/verdict.ts





const HEADLINES = {
    merged: 'MERGED',
    would_merge: 'ACCEPTED (would merge)',
    rejected: 'REJECTED',
    already_merged: 'ALREADY MERGED',
    error: 'ERROR',
};
function verdict_num(value) {
    return value === null || value === undefined ? '-' : (0,metric/* formatVerdictScore */.jY)(value);
}
function verdict_short(sha) {
    return sha === null ? '-' : sha.slice(0, 12);
}
function referenceRows(verdict) {
    const rows = [];
    const ledger = verdict.reference_ledger;
    if (ledger)
        rows.push({
            name: `ledger: ${ledger.runs} run(s) of trunk at ${verdict_short(ledger.sha)}`,
            value: ledger.score,
        });
    else if (verdict.references.test_trunk_score !== null)
        rows.push({ name: 'test_trunk_score', value: verdict.references.test_trunk_score });
    if (verdict.references.test_baseline_score !== null)
        rows.push({ name: 'test_baseline_score', value: verdict.references.test_baseline_score });
    if (verdict.reference_measured)
        rows.push({
            name: `trunk measured at ${verdict_short(verdict.reference_measured.sha)}`,
            value: verdict.reference_measured.score,
        });
    return rows;
}
/** Positive when the score is better than the reference in the metric's direction. */
function signedGain(verdict, reference) {
    if (verdict.score === null)
        return null;
    return verdict.metric_direction === 'maximize' ? verdict.score - reference : reference - verdict.score;
}
/**
 * What the B_test score was measured on, in words: the merge of trunk and the branch, or the branch
 * alone when it already contains trunk (the merge's tree is then the branch's own).
 */
function evaluatedLabel(verdict) {
    return (0,candidate/* evaluatedWords */.hv)(verdict.evaluated?.kind ?? 'source');
}
function formatGain(gain) {
    if (gain === null)
        return '-';
    return `${gain > 0 ? '+' : ''}${verdict_num(gain)}`;
}
const ISOLATION_NOTES = {
    'user+pidns': 'user+pidns (a separate unprivileged user, in its own PID and mount namespaces)',
    user: 'user (a separate unprivileged user)',
    none: "none (the gate's own user)",
};
/** How the evaluation ran, in words; null when nothing was evaluated. */
function isolationNote(verdict) {
    return verdict.attempts.length === 0 ? null : ISOLATION_NOTES[verdict.isolation];
}
const verdict_name = (text) => (0,markdown/* plainLine */.h0)(text, markdown/* NAME_MAX */.fo);
const REFERENCE_WORDS = {
    input: 'the test-trunk-score given',
    ledger: "the ledger's score of its tree",
    meta: "the tree's meta test_trunk_score",
    measured: 'measured now',
};
/** A merge-queue entry's judgement in words: its PR, the step it was judged on, where that score came from. */
function mergeGroupLine(verdict) {
    const entry = verdict.merge_group;
    if (!entry)
        return null;
    const pr = entry.pr === null ? 'an entry whose branch names no PR' : `the entry of PR #${entry.pr}`;
    const source = verdict.reference_source ? ` (reference: ${REFERENCE_WORDS[verdict.reference_source]})` : '';
    return `Merge queue: ${pr}, judged on ${(0,merge_group_entry/* stepWords */.c)(entry)}${source}.`;
}
function renderVerdictText(verdict) {
    const node = verdict.node_id === null ? '' : ` node ${verdict_name(verdict.node_id)}`;
    const target = verdict_name(verdict.target.resolved ?? verdict.target.requested);
    const lines = [
        `${HEADLINES[verdict.decision]}${verdict.dry_run ? ' [dry run]' : ''}:${node} ${verdict_name(verdict.source.ref)} (${verdict_short(verdict.source.sha)}) -> ${target || '-'}`,
    ];
    const refs = referenceRows(verdict)
        .map((r) => `${r.name} ${verdict_num(r.value)} (${formatGain(signedGain(verdict, r.value))})`)
        .join(', ');
    if (verdict.score !== null || refs !== '') {
        const of = verdict.evaluated ? `B_test of ${evaluatedLabel(verdict)}` : 'B_test score';
        lines.push(`  ${of} ${verdict_num(verdict.score)} (${verdict.metric_direction})${refs === '' ? '' : ` vs ${refs}`}`);
    }
    if (verdict.evaluated)
        lines.push(`  evaluated tree ${verdict.evaluated.tree}`);
    const queue = mergeGroupLine(verdict);
    if (queue !== null)
        lines.push(`  ${(0,markdown/* plainLine */.h0)(queue)}`);
    if (verdict.dev_score !== null)
        lines.push(`  B_dev score ${verdict_num(verdict.dev_score)}`);
    const paired = pairedOf(verdict);
    if (paired !== null)
        lines.push(...pairedTextLines(paired));
    const isolation = isolationNote(verdict);
    if (isolation !== null)
        lines.push(`  isolation: ${isolation}`);
    for (const reason of verdict.reasons)
        lines.push(`  - ${reason.code}: ${(0,markdown/* plainLine */.h0)(reason.message)}`);
    for (const warning of verdict.warnings)
        lines.push(`  ! warning: ${(0,markdown/* plainLine */.h0)(warning)}`);
    if (verdict.divergence !== null)
        lines.push(`  ! divergence: ${(0,markdown/* plainLine */.h0)(verdict.divergence.message)}`);
    if (verdict.merge_commit !== null)
        lines.push(`  merge commit ${verdict.merge_commit} on ${target}`);
    if (verdict.report_path !== null)
        lines.push(`  report: ${verdict.report_path}`);
    if (verdict.logs)
        lines.push(`  logs: ${verdict.logs}`);
    return `${lines.join('\n')}\n`;
}
function attemptRow(attempt) {
    const ending = attempt.timed_out
        ? 'timed out'
        : attempt.signal !== null
            ? `signal ${attempt.signal}`
            : `exit ${attempt.exit_code ?? '-'}`;
    const side = attempt.side === undefined ? '' : ` ${attempt.side}`;
    const seed = attempt.seed === undefined || attempt.seed === null ? '' : ` seed ${attempt.seed}`;
    return `| ${attempt.n}${side}${seed} | ${ending} | ${attempt.duration_s.toFixed(1)} s | ${verdict_num(attempt.score)} |`;
}
function renderVerdictMarkdown(verdict, opts = {}) {
    const level = '#'.repeat(opts.headingLevel ?? 2);
    const sub = `${level}#`;
    const tailLines = opts.logTailLines ?? 40;
    const target = verdict.target.resolved ?? verdict.target.requested;
    const out = [`${level} Gate`, ''];
    out.push(`**${HEADLINES[verdict.decision]}**${verdict.dry_run ? ' (dry run: nothing was written)' : ''}: ` +
        `${verdict.node_id === null ? '' : `node ${(0,markdown/* markdownCode */.D9)(verdict.node_id)}, `}source ${(0,markdown/* markdownCode */.D9)(verdict.source.ref)} ` +
        `(${(0,markdown/* markdownCode */.D9)(verdict_short(verdict.source.sha))}) into ${(0,markdown/* markdownCode */.D9)(target || '-')}` +
        (verdict.target.requested !== '' &&
            verdict.target.resolved !== null &&
            verdict.target.requested !== verdict.target.resolved
            ? ` (requested ${(0,markdown/* markdownCode */.D9)(verdict.target.requested)})`
            : ''), '');
    const queue = mergeGroupLine(verdict);
    if (queue !== null)
        out.push((0,markdown/* markdownText */.p7)(queue), '');
    out.push(`| | B_test (${verdict.metric_direction}) | change |`, '|---|---|---|');
    out.push(`| ${evaluatedLabel(verdict)} | ${verdict_num(verdict.score)} | |`);
    for (const ref of referenceRows(verdict))
        out.push(`| ${ref.name} | ${verdict_num(ref.value)} | ${formatGain(signedGain(verdict, ref.value))} |`);
    if (verdict.dev_score !== null)
        out.push(`| B_dev of this node | ${verdict_num(verdict.dev_score)} | |`);
    if (verdict.repeats) {
        out.push(`| ${verdict.repeats.n} repeats | mean ${verdict_num(verdict.repeats.mean)}, stdev ${verdict_num(verdict.repeats.stdev)} | |`);
    }
    out.push('');
    const paired = pairedOf(verdict);
    if (paired !== null)
        out.push(...pairedMarkdown(paired, verdict.metric_direction, sub));
    if (verdict.evaluated) {
        const what = verdict.evaluated.kind === 'merge'
            ? `the merge of ${(0,markdown/* markdownCode */.D9)(target || '-')} and this branch`
            : `this branch, which already contains ${(0,markdown/* markdownCode */.D9)(target || '-')}`;
        out.push(`B_test was measured on ${what}: tree ${(0,markdown/* markdownCode */.D9)(verdict_short(verdict.evaluated.tree))}.`, '');
    }
    if (verdict.reasons.length > 0) {
        out.push(`${sub} Reasons`, '');
        for (const reason of verdict.reasons)
            out.push(`- \`${reason.code}\`: ${(0,markdown/* markdownText */.p7)(reason.message)}`);
        out.push('');
    }
    const warnings = verdict.warnings;
    if (warnings.length > 0) {
        out.push(`${sub} Warnings`, '', ...warnings.map((w) => `- ${(0,markdown/* markdownText */.p7)(w)}`), '');
    }
    if (verdict.divergence !== null) {
        out.push(`> [!WARNING]`, `> B_dev/B_test divergence (${verdict.divergence.kind}): ${(0,markdown/* markdownText */.p7)(verdict.divergence.message)}`, '');
    }
    if (verdict.protected_violations.length > 0) {
        out.push(`${sub} Protected paths`, '', ...verdict.protected_violations.map((p) => `- ${(0,markdown/* markdownCode */.D9)(p)}`), '');
    }
    if (verdict.missing_outputs.length > 0) {
        out.push(`${sub} Missing outputs`, '', ...verdict.missing_outputs.map((p) => `- ${(0,markdown/* markdownCode */.D9)(p)}`), '');
    }
    if (verdict.attempts.length > 0) {
        out.push(`${sub} Evaluation attempts`, '', '| # | ended | duration | score |', '|---|---|---|---|');
        out.push(...verdict.attempts.map(attemptRow), '');
        out.push(`Isolation: ${ISOLATION_NOTES[verdict.isolation]}.`, '');
    }
    if (verdict.merge_commit !== null) {
        out.push(`Merge commit ${(0,markdown/* markdownCode */.D9)(verdict.merge_commit)} on ${(0,markdown/* markdownCode */.D9)(target)} (was ${(0,markdown/* markdownCode */.D9)(verdict_short(verdict.target.sha_before))}).`, '');
    }
    out.push(`Changed paths: ${verdict.changed_paths}.`, '');
    const last = verdict.attempts.at(-1);
    if (last !== undefined && tailLines > 0 && last.log.trim() !== '') {
        const tail = last.log.split('\n').slice(-tailLines).join('\n');
        out.push('<details><summary>Evaluation log (tail)</summary>', '', (0,markdown/* codeBlock */.DV)(tail, 'text'), '', '</details>', '');
    }
    return `${out.join('\n').trimEnd()}\n`;
}


/***/ }),

/***/ 85580:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ waveSeeds),
/* harmony export */   Ey: () => (/* binding */ parsePlanDocument),
/* harmony export */   Fm: () => (/* binding */ parseShardResult),
/* harmony export */   Uw: () => (/* binding */ matrixLimitProblem),
/* harmony export */   Ze: () => (/* binding */ PLAN_VERSION),
/* harmony export */   hw: () => (/* binding */ logDigest),
/* harmony export */   oE: () => (/* binding */ shardId),
/* harmony export */   to: () => (/* binding */ waveMatrix)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(25616);
/**
 * The sharded judgement's documents (issue 20), pure: the plan (what was resolved once, which shards
 * run in which wave), the matrix a wave fans out as, and one shard's result. Parsing refuses anything
 * not in the pinned shape, naming where it came from: a result is untrusted text (a shard job wrote
 * it, and the evaluated code ran in that job), a plan is trusted only from the plan job's output.
 */


const PLAN_VERSION = 1;
const SHA = /^[0-9a-f]{40}$/;
const ID = /^[tc][0-9]{1,3}$/;
/** A shard's id: `t<seed>` or `c<seed>` (`0` for the unseeded single run). */
function shardId(side, seed) {
    return `${side === 'trunk' ? 't' : 'c'}${seed ?? 0}`;
}
/** The seeds of wave `wave` (1-based) of a paired plan: the pairs after the previous look, to this one. */
function waveSeeds(looks, wave) {
    const from = wave === 1 ? 1 : looks[wave - 2] + 1;
    const to = looks[wave - 1];
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
/** The matrix of one wave's shards: `{"include": [...]}`, grouped by seed with shard-by seed. */
function waveMatrix(shards, shardBy) {
    if (shardBy === 'side-seed')
        return { include: [...shards] };
    const bySeed = new Map();
    for (const shard of shards)
        bySeed.set(shard.seed, [...(bySeed.get(shard.seed) ?? []), shard.id]);
    return {
        include: [...bySeed].map(([seed, ids]) => ({ id: `s${seed ?? 0}`, seed, shards: ids })),
    };
}
/** Why a wave cannot fan out (GitHub's matrix limits), naming the settings that size it; null when it can. */
function matrixLimitProblem(matrix, sizedBy) {
    if (matrix.include.length > _gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_WAVE_SHARDS */ .b5) {
        return `the wave has ${matrix.include.length} shards, more than GitHub's ${_gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_WAVE_SHARDS */ .b5} jobs of one matrix: lower ${sizedBy}`;
    }
    const bytes = Buffer.byteLength(JSON.stringify(matrix));
    if (bytes > _gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MATRIX_BYTES */ .P0) {
        return `the wave's matrix is ${bytes} bytes, more than the ${_gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MATRIX_BYTES */ .P0} a job output holds: lower ${sizedBy}`;
    }
    return null;
}
/** The digest a result names its attempts' logs by. */
function logDigest(attempts) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify(attempts.map((a) => a.log)))
        .digest('hex')}`;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isSeed(value) {
    return value === null || (Number.isSafeInteger(value) && value >= 1);
}
function isSha(value) {
    return typeof value === 'string' && SHA.test(value);
}
function isShard(value) {
    if (!isObject(value))
        return false;
    return (typeof value.id === 'string' &&
        ID.test(value.id) &&
        (value.side === 'trunk' || value.side === 'candidate') &&
        isSha(value.tree) &&
        isSha(value.commit) &&
        isSeed(value.seed) &&
        typeof value.evaluator === 'string' &&
        value.id === shardId(value.side, value.seed));
}
/** The plan document in `text`, or the one-line reason it is not one (`label` names where it came from). */
function parsePlanDocument(text, label) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        return { problem: `${label}: not JSON` };
    }
    const bad = (what) => ({ problem: `${label}: not an arbor-gate plan (${what})` });
    if (!isObject(doc) || !isObject(doc.plan) || !Array.isArray(doc.shards))
        return bad('expected {"plan", "shards"}');
    const plan = doc.plan;
    if (plan.version !== PLAN_VERSION)
        return bad(`version ${JSON.stringify(plan.version)}, expected ${PLAN_VERSION}`);
    for (const field of ['trunk_sha', 'source_sha', 'candidate_tree']) {
        if (!isSha(plan[field]))
            return bad(`${field} is not a commit id`);
    }
    const candidate = plan.candidate;
    if (!isObject(candidate) ||
        !isSha(candidate.commit) ||
        typeof candidate.author !== 'string' ||
        typeof candidate.committer !== 'string' ||
        typeof candidate.message !== 'string') {
        return bad('candidate');
    }
    if (typeof plan.trunk_branch !== 'string' || typeof plan.source_ref !== 'string')
        return bad('trunk or source');
    if (plan.node_id !== null && typeof plan.node_id !== 'string')
        return bad('node_id');
    if (typeof plan.evaluator !== 'string')
        return bad('evaluator');
    if (plan.rule !== 'single' && plan.rule !== 'paired')
        return bad('rule');
    if (!_gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .SHARD_BY */ .f5.includes(plan.shard_by))
        return bad('shard_by');
    if (!isObject(plan.settings))
        return bad('settings');
    const looks = plan.looks;
    if (!Array.isArray(looks) || looks.length === 0 || !looks.every((n) => Number.isSafeInteger(n) && n >= 1)) {
        return bad('looks');
    }
    if (!Number.isSafeInteger(plan.wave) || plan.wave < 1 || plan.wave > looks.length) {
        return bad('wave');
    }
    if (!doc.shards.every(isShard))
        return bad('a shard is not {id, side, tree, commit, seed, evaluator}');
    const ids = new Set(doc.shards.map((s) => s.id));
    if (ids.size !== doc.shards.length)
        return bad('two shards share an id');
    return doc;
}
const RESULT_KEYS = new Set([
    'shard',
    'tree',
    'commit',
    'evaluator',
    'seed',
    'score',
    'failure',
    'attempts',
    'log_digest',
    'tampered',
    'score_key',
    'warnings',
]);
function isAttempt(value) {
    return (isObject(value) &&
        Number.isSafeInteger(value.n) &&
        typeof value.log === 'string' &&
        (value.score === null || (typeof value.score === 'number' && Number.isFinite(value.score))));
}
function isMessageList(value) {
    return (Array.isArray(value) &&
        value.every((t) => isObject(t) && typeof t.path === 'string' && typeof t.message === 'string'));
}
/** A result file's content, or why it is not in the pinned shape. Never trusted beyond its shape. */
function parseShardResult(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { problem: 'not JSON' };
    }
    if (!isObject(value))
        return { problem: 'not a JSON object' };
    const extra = Object.keys(value).filter((key) => !RESULT_KEYS.has(key));
    if (extra.length > 0)
        return { problem: `unexpected field(s) ${extra.join(', ')}` };
    if (typeof value.shard !== 'string' || !ID.test(value.shard))
        return { problem: 'shard is not a shard id' };
    if (!isSha(value.tree) || !isSha(value.commit))
        return { problem: 'tree or commit is not an object id' };
    if (typeof value.evaluator !== 'string' || !isSeed(value.seed))
        return { problem: 'evaluator or seed' };
    const hasScore = value.score !== undefined;
    const hasFailure = value.failure !== undefined;
    if (hasScore === hasFailure)
        return { problem: 'expected exactly one of score and failure' };
    if (hasScore && !(typeof value.score === 'number' && Number.isFinite(value.score))) {
        return { problem: 'score is not a finite number' };
    }
    const failure = value.failure;
    if (hasFailure &&
        !(isObject(failure) &&
            (failure.code === 'eval_failed' || failure.code === 'no_score') &&
            typeof failure.message === 'string')) {
        return { problem: 'failure is not {code: eval_failed | no_score, message}' };
    }
    if (!Array.isArray(value.attempts) || !value.attempts.every(isAttempt))
        return { problem: 'attempts' };
    if (value.tampered !== undefined && !isMessageList(value.tampered))
        return { problem: 'tampered' };
    if (value.warnings !== undefined &&
        !(Array.isArray(value.warnings) && value.warnings.every((w) => typeof w === 'string'))) {
        return { problem: 'warnings' };
    }
    if (value.score_key !== undefined && value.score_key !== null && typeof value.score_key !== 'string') {
        return { problem: 'score_key' };
    }
    if (value.log_digest !== logDigest(value.attempts))
        return { problem: 'log_digest does not match its attempts' };
    return value;
}


/***/ }),

/***/ 84539:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ ARTIFACT_FLAGS),
/* harmony export */   r: () => (/* binding */ artifactRequirements)
/* harmony export */ });
/** The artifact switches as the CLI flags and the Action inputs both spell them, and what each requires. */
const ARTIFACT_FLAGS = {
    'require-report': 'report',
    'require-events': 'events',
    'require-run-stats': 'runStats',
    'require-experiment': 'experiment',
    'require-executor-prompt': 'executorPrompt',
    'strict-artifacts': 'strict',
};
/** The requirements from whichever artifact switches are set. */
function artifactRequirements(isSet) {
    const required = {};
    for (const [flag, requirement] of Object.entries(ARTIFACT_FLAGS))
        required[requirement] = isSet(flag);
    return required;
}


/***/ }),

/***/ 4532:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   nk: () => (/* binding */ withSignalCleanup),
/* harmony export */   qE: () => (/* binding */ registerCleanup)
/* harmony export */ });
/* unused harmony export runAllCleanups */
/**
 * Process-level cleanup registry: every temporary worktree registers its removal here, so that a
 * SIGINT/SIGTERM in the middle of a run (Ctrl-C, a cancelled CI job) removes them before the process
 * exits with 130/143, and `git worktree list` never shows a leftover.
 */
const pending = new Set();
/** Registers a cleanup; returns the function that unregisters it (call it once the cleanup ran normally). */
function registerCleanup(cleanup) {
    pending.add(cleanup);
    return () => {
        pending.delete(cleanup);
    };
}
/** Runs every registered cleanup once (errors are swallowed: the process is going away anyway). */
async function runAllCleanups() {
    const all = [...pending];
    pending.clear();
    await Promise.all(all.map((cleanup) => cleanup().catch(() => undefined)));
}
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
/**
 * Installs SIGINT/SIGTERM handlers for the duration of `run`: on a signal, `abort` is signalled (the
 * evaluation's process group is killed), every registered cleanup runs, and the process exits with
 * 128 + the signal number. The handlers are removed when `run` settles.
 */
async function withSignalCleanup(abort, run) {
    const handlers = Object.entries(SIGNAL_EXIT_CODES).map(([signal, code]) => {
        const handler = () => {
            abort.abort(new Error(`interrupted by ${signal}`));
            void runAllCleanups().finally(() => process.exit(code));
        };
        process.once(signal, handler);
        return () => process.removeListener(signal, handler);
    });
    try {
        return await run();
    }
    finally {
        for (const remove of handlers)
            remove();
    }
}


/***/ }),

/***/ 17183:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   fo: () => (/* binding */ NAME_MAX),
/* harmony export */   h0: () => (/* binding */ plainLine),
/* harmony export */   p7: () => (/* binding */ markdownText),
/* harmony export */   vI: () => (/* binding */ shortened)
/* harmony export */ });
/* unused harmony export plainText */
/**
 * Untrusted text (file names, branch names, node ids, evaluator output, an agent's hypotheses) in
 * Markdown, shown as exactly that text and never as markup: no HTML, images, links, headings, lists,
 * quotes, tables, emphasis or comments. Pure; the one place every face (REPORT.md, the PR comment, the
 * job summary, the commit status, the verdict text) takes its escaping from.
 *
 * Text is first made visible (`plainText`): line breaks become `↵`, so nothing can start a line of its
 * own (a heading, a list, a quote, a closing fence); other control and bidirectional-format characters
 * become `\xNN` / `\u{NNNN}`. Then, in prose (`markdownText`), each character is escaped wherever
 * Markdown would give it a meaning (`<`, `>` and `&` as HTML entities, which stay inert even where
 * Markdown is not parsed, inside an HTML block), and what GitHub links without any markup is broken
 * with a zero-width joiner: `https://` and `www.` (autolinks), `@` (on both sides: mentions and e-mail
 * autolinks) and `#123` (issue references). Names and paths (`markdownCode`) keep a code span, where
 * GitHub links nothing, when they hold only harmless characters, and otherwise become the escaped
 * prose form inside `<code>`, so no markup character of theirs ever appears raw. Long texts are cut
 * in the middle, saying how long they were.
 */
/** Longest name (path, ref, node id) shown whole, in characters. */
const NAME_MAX = 120;
/** Longest prose (a reason, a hypothesis) shown whole, in characters. */
const TEXT_MAX = 1000;
/** Invisible, and breaks every GitHub autolink, mention and reference it is put into. */
const LINK_BREAK = '\u200D';
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/** C0 and C1 controls but tab and the line breaks above, DEL, and the bidirectional-format marks. */
const HIDDEN = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
function visibleCode(ch) {
    const code = ch.charCodeAt(0);
    return code <= 0xff
        ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`
        : `\\u{${code.toString(16).toUpperCase()}}`;
}
/**
 * The text on one line with nothing hidden: line breaks as `↵`, other controls and bidi marks as
 * escapes, tabs as spaces. Safe for plain-text faces (a commit status, a terminal line).
 */
function plainText(text) {
    return text.replace(LINE_BREAK, '↵').replace(HIDDEN, visibleCode).replace(/\t/g, ' ');
}
/**
 * `text` within `max` characters (code points, so no surrogate pair is split): the head and the tail
 * around an ellipsis, and the whole length said after it.
 */
function shortened(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return { text, note: '' };
    const tail = Math.floor((max - 1) / 3);
    const head = max - 1 - tail;
    return {
        text: `${chars.slice(0, head).join('')}…${tail > 0 ? chars.slice(-tail).join('') : ''}`,
        note: ` (${chars.length} characters)`,
    };
}
/** `plainText` with runs of white space folded into one space, trimmed. */
function oneLine(text) {
    return plainText(text).replace(/\s+/g, ' ').trim();
}
/** `oneLine`, cut to `max` saying how long it was: one line for a plain-text face. */
function plainLine(text, max = TEXT_MAX) {
    const { text: short, note } = shortened(oneLine(text), max);
    return `${short}${note}`;
}
const ENTITIES = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
const WORD = /[\p{L}\p{N}]/u;
/** What opens a heading, a list, a thematic break or a setext underline at the start of a line. */
const BLOCK_START = /^(?:[#+=-](?=[\s#+=-]|$)|\d{1,9}(?=[.)](?:\s|$)))/;
/**
 * Every character that CommonMark, GFM or GitHub give a meaning to, escaped, and what GitHub links by
 * itself broken. Characters that mean something in any place are always escaped: `\`` `*` `~` `[`
 * `]` `{` `}` `!` `|` `$` `\\` and `<` `>` `&`. The others only where they would: `_` unless it sits
 * between two letters or digits (intraword, where it cannot make emphasis), `(` after `]` (a link's
 * target), and at the start, where the text may begin a line, what would open a block there (`# `,
 * `- `, `+ `, `---`, `===`, `1. `, `1) `). Dots, hyphens, parentheses and `#` elsewhere stay as
 * they are, so the Markdown source stays readable.
 */
function escapeMarkdown(text) {
    return text
        .replace(/([A-Za-z])(?=:\/\/)/g, `$1${LINK_BREAK}`)
        .replace(/(www)(?=\.)/gi, `$1${LINK_BREAK}`)
        .replace(/@(?=[\p{L}\p{N}_])/gu, `${LINK_BREAK}@${LINK_BREAK}`)
        .replace(/#(?=\p{N})/gu, `#${LINK_BREAK}`)
        .replace(/[\\`*_{}[\](!|~$<>&]/g, (ch, at, all) => {
        if (ch === '_' && WORD.test(all[at - 1] ?? '') && WORD.test(all[at + 1] ?? ''))
            return ch;
        if (ch === '(' && all[at - 1] !== ']')
            return ch;
        return ENTITIES[ch] ?? `\\${ch}`;
    })
        .replace(BLOCK_START, (start) => (/\d/.test(start) ? `${start}\\` : `\\${start}`));
}
/**
 * Untrusted prose for a Markdown paragraph, list item or table cell: one line, shown as the text
 * (`plainLine`'s form) and nothing else, cut to `max` characters.
 */
function markdownText(text, max = TEXT_MAX) {
    return escapeMarkdown(plainLine(text, max));
}
/**
 * Names a code span shows as they are: letters, digits, a few harmless marks and the ellipsis of a
 * shortened name; spaces inside only.
 */
const PLAIN_NAME = /^[\p{L}\p{M}\p{N}._\-+/=,:@%^~#…](?:[\p{L}\p{M}\p{N}._\-+/=,:@%^~#… ]*[\p{L}\p{M}\p{N}._\-+/=,:@%^~#…])?$/u;
/**
 * An untrusted name (path, ref, node id, SHA) in monospace: a code span when it holds only harmless
 * characters, else the escaped prose form inside `<code>` (same look, and no raw markup character).
 * Line breaks and controls are made visible; a long name is cut in the middle, its length said.
 */
function markdownCode(text, max = NAME_MAX) {
    const { text: short, note } = shortened(plainText(text), max);
    if (short === '')
        return '(empty)';
    if (PLAIN_NAME.test(short))
        return `\`${short}\`${note}`;
    return `<code>${escapeMarkdown(short)}</code>${note}`;
}
/** A fenced code block whose fence is longer than any run of backticks in `text`, so it cannot close early. */
function codeBlock(text, info = '') {
    const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${text.replace(/\n$/, '')}\n${fence}`;
}


/***/ }),

/***/ 32430:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 24702:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ findControlCharacter),
/* harmony export */   R8: () => (/* binding */ codePointName),
/* harmony export */   UN: () => (/* binding */ escapeControls),
/* harmony export */   Xv: () => (/* binding */ CLEAR_LINE),
/* harmony export */   kJ: () => (/* binding */ terminalSafe)
/* harmony export */ });
/**
 * Text bound for a terminal or a log. Untrusted text (file and branch names, the evaluation's output,
 * session contents) reaches both, and a terminal obeys control characters in it: ESC sequences move the
 * cursor, erase lines (a REJECTED line wiped and a fake MERGED line drawn), set the title or write the
 * clipboard (OSC 52); a lone CR overwrites the line it is on. Such characters are shown as visible
 * `\uXXXX` escapes instead: the reader sees that something odd was there, and JSON output (--json) stays
 * valid JSON with the same meaning, since that is JSON's own escape.
 */
/**
 * C0 controls, DEL, C1 controls and the Unicode line and paragraph separators: no legitimate file name
 * holds one, and each can hide a path from a glob (picomatch's `.` stops at line terminators) or a
 * line from a reader.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f\u2028\u2029]/;
const EVERY_CONTROL = new RegExp(CONTROL.source, 'g');
/**
 * What a terminal must not receive raw: CONTROL except the tab and the newline that separates lines,
 * plus the bidirectional embedding, override and isolate controls, which reorder how a line reads.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_FOR_TERMINAL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/**
 * The one control sequence the program itself writes: the live status line's redraw (carriage return,
 * erase to end of line), always at the start of its own write. Even when untrusted text begins a write
 * with it, it can only blank the line the cursor is on, which every other write leaves empty (each ends
 * with a newline), so it cannot erase or forge a line that was printed.
 */
const CLEAR_LINE = '\r\x1b[K';
function escapeCharacter(ch) {
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
/** The first control character or line separator in `text` (see CONTROL), or null when there is none. */
function findControlCharacter(text) {
    return CONTROL.exec(text)?.[0] ?? null;
}
/** `text` with every control character and line separator escaped, newlines and tabs included: for one-line display. */
function escapeControls(text) {
    return text.replace(EVERY_CONTROL, escapeCharacter);
}
/** How a code point is named in messages: `U+001B`. */
function codePointName(ch) {
    return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/**
 * Text safe to write to a terminal or a log: newlines and tabs are kept (CRLF becomes LF, which looks
 * the same), a leading CLEAR_LINE is kept, every other control character is escaped.
 */
function terminalSafe(text) {
    const redraw = text.startsWith(CLEAR_LINE) ? CLEAR_LINE : '';
    return (redraw + text.slice(redraw.length).replace(/\r\n/g, '\n').replace(UNSAFE_FOR_TERMINAL, escapeCharacter));
}


/***/ }),

/***/ 76092:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ packageVersion)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(83916);
/** arbor-gate's own version, for `--version`, the MCP server's handshake and the score ledger's lines. */




/**
 * This package's version, from the nearest package.json above this file that is arbor-gate's: the
 * one beside dist/ (in a clone or under node_modules when run by npx), src/ or a build folder; never
 * the project's that `npx arbor-gate` runs in (npm_package_version). The folder is found at run time,
 * so the bundler leaves the file where it is rather than copying it into dist/.
 */
function packageVersion() {
    for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file)) {
            const manifest = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
            if (manifest.name === 'arbor-gate' && typeof manifest.version === 'string')
                return manifest.version;
        }
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InfraError */ .Ri('no package.json of arbor-gate above this module');
    }
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 28167:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("worker_threads");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "cli." + chunkId + ".js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(95581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__main = __webpack_exports__.i;
/******/ export { __webpack_exports__main as main };
/******/ 
