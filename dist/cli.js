#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 95581:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ processFlagsFor),
/* harmony export */   i: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _util_node_guard_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5124);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(78877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _commands_command_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(53155);
/* harmony import */ var _commands_index_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(62911);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(83916);
/* harmony import */ var _util_nearest_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(99318);
/* harmony import */ var _util_version_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(76092);
/* harmony import */ var _util_terminal_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(24702);
/**
 * The arbor-gate CLI. Parses the command line, runs one command, and is the one place that turns an
 * error into a message and an exit code: a user error prints its message alone (exit 2), anything
 * else is an infrastructure failure (exit 3). Octokit is never imported here, so the CLI starts fast.
 */










function topLevelHelp() {
    const width = Math.max(..._commands_index_js__WEBPACK_IMPORTED_MODULE_5__/* .COMMANDS */ .L.map((c) => c.name.length));
    return [
        'arbor-gate: merge Arbor experiment branches into trunk only when the held-out score improves.',
        '',
        'Usage: arbor-gate <command> [options]',
        '',
        'Commands:',
        ..._commands_index_js__WEBPACK_IMPORTED_MODULE_5__/* .COMMANDS */ .L.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
        '',
        'Run arbor-gate <command> --help (or arbor-gate help <command>) for its options.',
        '',
    ].join('\n');
}
function findCommand(name) {
    const command = _commands_index_js__WEBPACK_IMPORTED_MODULE_5__/* .COMMANDS */ .L.find((c) => c.name === name);
    if (!command) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UserError */ .yo(name === undefined
            ? `no command given\n\n${topLevelHelp()}`
            : `unknown command ${JSON.stringify(name)}${(0,_util_nearest_js__WEBPACK_IMPORTED_MODULE_9__/* .didYouMean */ .a)(name, _commands_index_js__WEBPACK_IMPORTED_MODULE_5__/* .COMMANDS */ .L.map((c) => c.name))}; commands: ${_commands_index_js__WEBPACK_IMPORTED_MODULE_5__/* .COMMANDS */ .L.map((c) => c.name).join(', ')}`);
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
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UserError */ .yo(`arbor-gate help takes one command, got: ${rest.join(' ')}`);
            return printUsage(findCommand(topic), io);
        }
        if (name === '--help' || name === '-h' || name === 'help') {
            io.stdout(topLevelHelp());
            return 0;
        }
        if (name === '--version') {
            io.stdout(`${(0,_util_version_js__WEBPACK_IMPORTED_MODULE_6__/* .packageVersion */ .T)()}\n`);
            return 0;
        }
        const command = findCommand(name);
        const args = (0,_commands_command_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Qx)(command, rest);
        if (args.values.help === true)
            return printUsage(command, io);
        return await command.run(args, io);
    }
    catch (error) {
        const code = (0,_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .exitCodeOf */ .FO)(error);
        const message = error instanceof Error ? error.message : String(error);
        io.stderr(`arbor-gate: ${code === 2 ? '' : 'error: '}${message}\n`);
        if (code === 3 && process.env.ARBOR_GATE_DEBUG && error instanceof Error && error.stack) {
            io.stderr(`${error.stack}\n`);
        }
        return code;
    }
}
/**
 * V8 grows its young generation up to 16 MiB semi-spaces while many new objects survive, as a large
 * tree's nodes do while it is read; for a one-pass read that buys nothing (what survives is kept to
 * the end) and, with the pages it keeps, is most of how peak memory grows with a session's size
 * (scripts/bench/report-scale.mjs measures it). A growth factor of 1 keeps the semi-spaces at their
 * first size; `--max-semi-space-size` would too, but V8 reads it only when the heap is made.
 */
const YOUNG_GENERATION_FLAGS = ['--semi-space-growth-factor=1'];
/** The V8 flags the process sets before it runs the command `argv` names. */
function processFlagsFor(argv) {
    return _commands_index_js__WEBPACK_IMPORTED_MODULE_5__/* .COMMANDS */ .L.find((c) => c.name === argv[0])?.onePassRead === true ? YOUNG_GENERATION_FLAGS : [];
}
function isEntryPoint() {
    try {
        return process.argv[1] !== undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(process.argv[1]) === (0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url);
    }
    catch {
        return false;
    }
}
if (isEntryPoint()) {
    const io = {
        // The one sink of everything the CLI prints: untrusted names and output never drive the terminal.
        stdout: (text) => process.stdout.write((0,_util_terminal_js__WEBPACK_IMPORTED_MODULE_7__/* .terminalSafe */ .kJ)(text)),
        stderr: (text) => process.stderr.write((0,_util_terminal_js__WEBPACK_IMPORTED_MODULE_7__/* .terminalSafe */ .kJ)(text)),
        interactive: process.stderr.isTTY === true && process.env.CI !== 'true',
        env: process.env,
        cwd: process.cwd(),
    };
    const argv = process.argv.slice(2);
    // Set before the command allocates anything; V8 reads it whenever it would grow the young generation.
    for (const flag of processFlagsFor(argv))
        (0,node_v8__WEBPACK_IMPORTED_MODULE_3__.setFlagsFromString)(flag);
    process.exitCode = await main(argv, io);
    // Once nothing is left to run (output written, every child reaped), end at once: the natural end
    // first tears down the engine's heap, which nothing needs (~35 ms of a warm verify's 1.1 s). Only
    // after main has returned: a run that never settles must still end as Node ends it (exit 13), not
    // with a success.
    process.once('beforeExit', () => process.exit());
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
/* harmony import */ var _util_nearest_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(99318);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(83916);
/* harmony import */ var _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(14026);
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
        const unknown = /^Unknown option '--([^'=]+)/.exec(message)?.[1];
        const hint = unknown === undefined
            ? ''
            : (0,_util_nearest_js__WEBPACK_IMPORTED_MODULE_3__/* .didYouMean */ .a)(unknown, Object.keys({ ...COMMON_OPTIONS, ...command.options }), (n) => `--${n}`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .yo(`${message}${hint}\nSee: arbor-gate ${command.name} --help`);
    }
    if (parsed.positionals.length > command.maxPositionals) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .yo(`arbor-gate ${command.name} takes at most ${command.maxPositionals} argument(s), got: ${parsed.positionals.join(' ')}`);
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

/***/ 62911:
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
    onePassRead: true,
    async run(args, io) {
        const json = wantsJson(args);
        const out = (0,command/* stringFlag */.AM)(args, 'out');
        // One import after the other: two at once that share modules not loaded yet fail under Jest's
        // ESM loader ("request for 'node:path' is not in cache"), which the tests run the CLI in.
        const { reportJson, runReport } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(419), __nccwpck_require__.e(686), __nccwpck_require__.e(510), __nccwpck_require__.e(64)]).then(__nccwpck_require__.bind(__nccwpck_require__, 88741));
        const { renderEvidence } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(419), __nccwpck_require__.e(510), __nccwpck_require__.e(411)]).then(__nccwpck_require__.bind(__nccwpck_require__, 54510));
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
        const { checkExitCode, renderCheckResult, runCheck } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(419), __nccwpck_require__.e(686), __nccwpck_require__.e(263)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3263));
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
    onePassRead: true,
    async run(args, io) {
        const { finalizeJson, renderFinalizeResult, runFinalize } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(419), __nccwpck_require__.e(686), __nccwpck_require__.e(510), __nccwpck_require__.e(760)]).then(__nccwpck_require__.bind(__nccwpck_require__, 60845));
        const { checkExitCode } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(419), __nccwpck_require__.e(686), __nccwpck_require__.e(263)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3263));
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

// EXTERNAL MODULE: ./src/gate/setting-lookup.ts
var setting_lookup = __nccwpck_require__(14026);
// EXTERNAL MODULE: ./src/mcp/operator-settings.ts
var operator_settings = __nccwpck_require__(53494);
// EXTERNAL MODULE: ./src/util/cleanup.ts
var cleanup = __nccwpck_require__(4532);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __nccwpck_require__(76092);
// EXTERNAL MODULE: ./src/commands/setting-flags.ts
var setting_flags = __nccwpck_require__(34300);
// EXTERNAL MODULE: ./src/mcp/tool-text.ts
var tool_text = __nccwpck_require__(74830);
;// CONCATENATED MODULE: ./src/commands/mcp.ts
/** `arbor-gate mcp`: the MCP server on stdio (src/mcp/), for agents such as Arbor's Codex and Claude Code. */









const DEFAULT_LOCK_WAIT_S = 60;
const mcp_USAGE = `Usage: arbor-gate mcp [--cwd DIR] [--trusted-settings FILE] [--lock-wait S] [--eval-isolation MODE]

Serves the gate and the session tools to agents over MCP on stdin/stdout (JSON-RPC only on stdout;
logs and the evaluation's output on stderr). Results carry the verdict JSON as structuredContent.

Tools:
${(0,setting_flags/* helpColumns */.pU)(tool_text/* TOOL_NAMES */.K2.map((name) => [name, tool_text/* TOOL_DESCRIPTIONS */.r0[name]]), 20)}

Options:
${(0,setting_flags/* helpColumns */.pU)([
    ['--cwd DIR', "the project the tools work in (a tool's cwd argument is relative to it)"],
    [
        '--trusted-settings FILE',
        "JSON of the tree's meta keys (or an idea_tree.json): the settings every call uses, checked when the server starts. An argument that shapes a run or a judgement is then set aside (protected_paths only add). Without it, settings read from an untracked local session tree carry a warning in every result.",
    ],
    [
        '--lock-wait S',
        `how long a second tree-mutating call on one repository waits for the first before it is refused (default ${DEFAULT_LOCK_WAIT_S})`,
    ],
    ['-h, --help', 'show this help'],
], 30)}

The operator's settings (as merge's flags; never a tool argument):
${(0,setting_flags/* helpColumns */.pU)(operator_settings/* OPERATOR_SETTINGS */.Z.map((field) => (0,setting_flags/* flagEntry */.Lv)((0,setting_lookup/* settingOf */.y7)(field))), 30)}

Exit: 0 when stdin closes, 2 bad options or trusted settings (unknown keys, bad values).
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
        const { serveStdio } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(255), __nccwpck_require__.e(947), __nccwpck_require__.e(514), __nccwpck_require__.e(870), __nccwpck_require__.e(419), __nccwpck_require__.e(456), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(686), __nccwpck_require__.e(119), __nccwpck_require__.e(510), __nccwpck_require__.e(553), __nccwpck_require__.e(200), __nccwpck_require__.e(693), __nccwpck_require__.e(270), __nccwpck_require__.e(928)]).then(__nccwpck_require__.bind(__nccwpck_require__, 49928));
        const { readTrustedSettings } = await Promise.all(/* import() */[__nccwpck_require__.e(514), __nccwpck_require__.e(456), __nccwpck_require__.e(973)]).then(__nccwpck_require__.bind(__nccwpck_require__, 18973));
        const file = (0,command/* stringFlag */.AM)(args, 'trusted-settings');
        const pinned = file === undefined ? null : await readTrustedSettings((0,external_node_path_.resolve)(io.cwd, file), '--trusted-settings', cwd);
        const waitMs = lockWaitMs((0,command/* stringFlag */.AM)(args, 'lock-wait'));
        const operator = {
            pinned,
            values: Object.fromEntries(operator_settings/* OPERATOR_SETTINGS */.Z.flatMap((field) => {
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
    const { runGate } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(255), __nccwpck_require__.e(947), __nccwpck_require__.e(419), __nccwpck_require__.e(456), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(686), __nccwpck_require__.e(119), __nccwpck_require__.e(510), __nccwpck_require__.e(553), __nccwpck_require__.e(200), __nccwpck_require__.e(693), __nccwpck_require__.e(810)]).then(__nccwpck_require__.bind(__nccwpck_require__, 28810));
    const { printVerdict, withGateDeps } = await __nccwpck_require__.e(/* import() */ 707).then(__nccwpck_require__.bind(__nccwpck_require__, 14707));
    const verdict = await withGateDeps(io, (deps) => runGate(input, deps));
    printVerdict(verdict, args, io);
    return (0,gate_verdict/* verdictExitCode */.f)(verdict);
}
function gateCommand(spec) {
    return {
        name: spec.name,
        summary: spec.summary,
        // Composed when --help asks for it: the flag table is not worth building at every start.
        get usage() {
            return `Usage: arbor-gate ${spec.name} --source REF [options]\n\n${spec.intro}\n\n${gateHelp(spec.mode)}`;
        },
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
        const { runRecover } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(419), __nccwpck_require__.e(723)]).then(__nccwpck_require__.bind(__nccwpck_require__, 47723));
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
        const { renderResumePlan, runResume } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(419), __nccwpck_require__.e(686), __nccwpck_require__.e(270), __nccwpck_require__.e(392)]).then(__nccwpck_require__.bind(__nccwpck_require__, 55270));
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

  REF                  the trunk to show: a branch, origin/<branch> or a commit (default
                       --trunk-branch)
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
        const { renderLedgerCheck, runLedger } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(456), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(6)]).then(__nccwpck_require__.bind(__nccwpck_require__, 56538));
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

// EXTERNAL MODULE: ./src/queue/plan.ts
var plan = __nccwpck_require__(33244);
;// CONCATENATED MODULE: ./src/commands/queue.ts
/**
 * `arbor-gate queue --source A --source B … [--parallel W]`: the speculative local queue
 * (src/queue/). The gate's flags apply to every branch; the queue prints a table of the verdicts (or
 * `{"verdicts": [...], "landed": [...]}` with --json) and exits 0 when every branch landed or was
 * already merged, 1 when any was rejected, 3 when any branch's verdict is an error or on a failure.
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
    // The settings' checks (the evaluation account's among them), the queue and the gate load when the
    // command runs, not at every CLI start (see commands/index.ts).
    const { queueParallel } = await __nccwpck_require__.e(/* import() */ 456).then(__nccwpck_require__.bind(__nccwpck_require__, 2456));
    const parallel = queueParallel((0,command/* stringFlag */.AM)(args, 'parallel'), '--parallel');
    const json = (0,command/* boolFlag */.lB)(args, 'json');
    const sources = (0,command/* listFlag */.v6)(args, 'source');
    const [{ renderQueueText }, { runQueueReported }] = await Promise.all([
        __nccwpck_require__.e(/* import() */ 568).then(__nccwpck_require__.bind(__nccwpck_require__, 30568)),
        Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(255), __nccwpck_require__.e(947), __nccwpck_require__.e(419), __nccwpck_require__.e(456), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(686), __nccwpck_require__.e(119), __nccwpck_require__.e(510), __nccwpck_require__.e(553), __nccwpck_require__.e(200), __nccwpck_require__.e(693), __nccwpck_require__.e(286)]).then(__nccwpck_require__.bind(__nccwpck_require__, 40286)),
    ]);
    const { withGateDeps } = await __nccwpck_require__.e(/* import() */ 707).then(__nccwpck_require__.bind(__nccwpck_require__, 14707));
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
    return `${flags}\nExit: 0 every branch merged or already merged, 1 any rejected, 2 bad input,\n3 any error verdict (every branch still judged) or git or system failure.\n`;
}
function queueUsage() {
    return [
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
    ].join('\n');
}
const queueCommand = {
    name: 'queue',
    summary: 'judge and land several branches in order, each against the state it lands on',
    // Composed when --help asks for it: the flag table is not worth building at every start.
    get usage() {
        return queueUsage();
    },
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








/** plan's --help text; composed when asked for, not at every start. */
function planUsage() {
    return `Usage: arbor-gate plan --source REF [verify's options] [--shard-by side-seed|seed] [--json]

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
}
const planCommand = {
    name: 'plan',
    summary: 'plan a sharded judgement: the shards (side, seed) of its first wave, as a matrix',
    get usage() {
        return planUsage();
    },
    options: { ...GATE_OPTIONS, 'shard-by': { type: 'string' }, json: { type: 'boolean' } },
    numericOptions: (0,setting_flags/* numericFlags */.Z9)(setting_lookup/* GATE_SETTINGS */.C7),
    maxPositionals: 0,
    async run(args, io) {
        // The sharded flow and the gate load when the command runs, not at every CLI start (commands/index.ts).
        const { planShards } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(255), __nccwpck_require__.e(947), __nccwpck_require__.e(419), __nccwpck_require__.e(456), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(119), __nccwpck_require__.e(553), __nccwpck_require__.e(200), __nccwpck_require__.e(306), __nccwpck_require__.e(785)]).then(__nccwpck_require__.bind(__nccwpck_require__, 41306));
        const { printVerdict, withGateDeps } = await __nccwpck_require__.e(/* import() */ 707).then(__nccwpck_require__.bind(__nccwpck_require__, 14707));
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
    // The plan's checks (and node:crypto, which they hash with) load only when a plan is read.
    const { parsePlanDocument } = await __nccwpck_require__.e(/* import() */ 580).then(__nccwpck_require__.bind(__nccwpck_require__, 85580));
    const doc = parsePlanDocument(text, `--plan ${file}`);
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
PATH for a shard (t<i>, c<i>: pair i), as <id>.json files in the folder PATH for a pair (s<i>,
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
        const { evaluateShards, writeResults } = await Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(255), __nccwpck_require__.e(419), __nccwpck_require__.e(456), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(119), __nccwpck_require__.e(553), __nccwpck_require__.e(120)]).then(__nccwpck_require__.bind(__nccwpck_require__, 88969));
        const { withGateDeps } = await __nccwpck_require__.e(/* import() */ 707).then(__nccwpck_require__.bind(__nccwpck_require__, 14707));
        const doc = await readPlanFlag(args, io);
        const shard = (0,command/* stringFlag */.AM)(args, 'shard');
        if (shard === undefined)
            throw new errors/* UserError */.yo('--shard: required (a matrix entry id: t<i>, c<i> or s<i>, i the pair number)');
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
            Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(255), __nccwpck_require__.e(419), __nccwpck_require__.e(456), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(119), __nccwpck_require__.e(982)]).then(__nccwpck_require__.bind(__nccwpck_require__, 64511)),
            Promise.all(/* import() */[__nccwpck_require__.e(648), __nccwpck_require__.e(255), __nccwpck_require__.e(947), __nccwpck_require__.e(419), __nccwpck_require__.e(456), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(686), __nccwpck_require__.e(119), __nccwpck_require__.e(510), __nccwpck_require__.e(553), __nccwpck_require__.e(200), __nccwpck_require__.e(693), __nccwpck_require__.e(306), __nccwpck_require__.e(136)]).then(__nccwpck_require__.bind(__nccwpck_require__, 64136)),
        ]);
        const { printVerdict, withGateDeps } = await __nccwpck_require__.e(/* import() */ 707).then(__nccwpck_require__.bind(__nccwpck_require__, 14707));
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
/* harmony export */   Lv: () => (/* binding */ flagEntry),
/* harmony export */   S3: () => (/* binding */ CLAIMED_SCORE_FLAG),
/* harmony export */   Xk: () => (/* binding */ settingOptions),
/* harmony export */   YE: () => (/* binding */ flagSpellings),
/* harmony export */   Z9: () => (/* binding */ numericFlags),
/* harmony export */   gf: () => (/* binding */ gateFlag),
/* harmony export */   pU: () => (/* binding */ helpColumns),
/* harmony export */   pd: () => (/* binding */ settingsHelp)
/* harmony export */ });
/* unused harmony export HELPER_SPELLINGS */
/* harmony import */ var _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(14026);

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
    return rows
        .filter((row) => row.kind === 'number' || row.kind === 'integer' || row.kind === 'threshold')
        .flatMap(flagSpellings);
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
/** A setting's --help entry: its flag with its value's name, and its text. */
function flagEntry(row) {
    return [flagUsage(row), flagHelp(row)];
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
const ISOLATION_SETTINGS = ['auto', 'user', 'rootless', 'none'];
const DEFAULT_EVAL_USER = 'arbor-eval';


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

/***/ 37381:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   VB: () => (/* binding */ AUTO_MIN_EFFECT_SD),
/* harmony export */   yW: () => (/* binding */ JUDGEMENT_SETTINGS)
/* harmony export */ });
/* unused harmony export MAX_PAIRS */
/** The most pairs a paired judgement may ask for (max-repeats). */
const MAX_PAIRS = 50;
/**
 * `auto`'s min-effect when none is set, in standard deviations of the pair differences: the bench's
 * trade-off between what a branch with no gain costs and the power on a real one (docs/noise.md).
 */
const AUTO_MIN_EFFECT_SD = 1;
const JUDGEMENT_SETTINGS = [
    {
        field: 'judge',
        shapes: 'judgement',
        name: 'judge',
        kind: 'enum',
        section: 'judgement',
        choices: ['auto', 'single', 'paired'],
        meta: 'judge',
        default: 'auto',
        description: "How the score is judged: auto (learns the evaluator's noise from trunk's runs in the ledger: one run per candidate, confirmed before it lands, when they agree exactly; else paired, with trunk's side measured beside the candidate's when the seed does not set the noise), single (Arbor's rule: one score, or the mean of eval-repeats, against the recorded references) or paired (trunk and the candidate measured alternately on the same seeds, with a confidence bound and sequential stopping).",
    },
    {
        field: 'confidence',
        shapes: 'judgement',
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
        shapes: 'judgement',
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
        shapes: 'judgement',
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
        shapes: 'judgement',
        name: 'min-effect',
        kind: 'threshold',
        section: 'judgement',
        range: '> 0',
        meta: 'min_effect',
        description: `Paired judgement: the smallest gain worth finding, in score units or as N% of trunk's mean in absolute value. A branch whose upper bound falls below it is rejected early (futility). Without it, auto stops at ${AUTO_MIN_EFFECT_SD} sd of the pair differences and paired mostly runs a branch with no gain to max-repeats.`,
    },
];


/***/ }),

/***/ 14026:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AJ: () => (/* binding */ expectedNumber),
/* harmony export */   C7: () => (/* binding */ GATE_SETTINGS),
/* harmony export */   KK: () => (/* binding */ metaDefaultSentence),
/* harmony export */   iP: () => (/* binding */ flagOf),
/* harmony export */   y7: () => (/* binding */ settingOf)
/* harmony export */ });
/* harmony import */ var _setting_table_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(84995);

const GATE_SECTIONS = ['where', 'judgement', 'evaluation', 'output', 'merge'];
function isGateSetting(row) {
    return GATE_SECTIONS.includes(row.section);
}
const GATE_SETTINGS = _setting_table_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .y.filter(isGateSetting);
const BY_FIELD = new Map(_setting_table_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .y.map((row) => [row.field, row]));
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
    const expected = row.range === undefined ? 'a finite number' : `${noun} ${row.range}`;
    return row.kind === 'threshold' ? `${expected}, or a percentage of trunk's mean such as 5%` : expected;
}


/***/ }),

/***/ 84995:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  y: () => (/* binding */ SETTINGS)
});

// UNUSED EXPORTS: ACTION_MODES

// EXTERNAL MODULE: ./src/eval/isolation/setting-values.ts
var setting_values = __nccwpck_require__(21100);
// EXTERNAL MODULE: ./src/eval/types.ts
var types = __nccwpck_require__(80687);
// EXTERNAL MODULE: ./src/gate/judgement/setting-rows.ts
var setting_rows = __nccwpck_require__(37381);
;// CONCATENATED MODULE: ./src/gate/runtime/setting-rows.ts
const RUNTIME_VIEW_SETTINGS = [
    {
        field: 'evalRead',
        name: 'eval-read',
        kind: 'list',
        section: 'evaluation',
        arg: 'PATH',
        meta: 'eval_read_paths',
        description: "Paths an isolated evaluation may read (read-only; docs/environments.md): a virtualenv, a cache, a dataset. An absolute path appears at its own path; a path relative to the checkout (an untracked .venv, data/) appears there and at the same path in the evaluated tree, where a branch may not commit it. The repository's git folder, credentials and the caller's session sockets inside them are masked. Needs eval-isolation user+pidns or none. Default is the tree's meta.eval_read_paths (this input, when given, replaces it).",
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
        shapes: 'judgement',
        name: 'ledger-ref',
        kind: 'string',
        section: 'merge',
        arg: 'REF',
        default: 'refs/notes/arbor-gate',
        description: 'Notes ref of the score ledger (under refs/notes/).',
    },
    {
        field: 'ledgerKey',
        shapes: 'judgement',
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
        shapes: 'run',
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
        shapes: 'run',
        name: 'score-cmd-test',
        kind: 'string',
        section: 'judgement',
        arg: 'CMD',
        meta: 'score_cmd_test',
        description: "Two-phase evaluation: the trusted scorer's command. eval-cmd-test then only produces the branch's outputs (its exit code decides eval_failed, its output is not scored); every process it left is ended; this command runs in a fresh sandbox and HOME, in a gate-owned folder ({cwd}) holding a read-only copy of trunk's protected and held-out files and the branch's declared outputs (submission-path, required-outputs), nothing else, and only its output is scored. {cwd}, {node_id} and {seed} are substituted as in eval-cmd-test.",
    },
    {
        field: 'heldOut',
        shapes: 'run',
        name: 'held-out',
        kind: 'list',
        section: 'judgement',
        arg: 'PATH',
        meta: 'held_out_paths',
        description: "Two-phase evaluation: the labels, which only score-cmd-test sees. Glob patterns inside the repository (protected, and absent from eval-cmd-test's worktree) or absolute paths on the runner (copied read-only into score-cmd-test's folder under .arbor-held-out/, listed one per line in ARBOR_HELD_OUT). Default is the tree's meta.held_out_paths (this input, when given, replaces it).",
    },
];

;// CONCATENATED MODULE: ./src/gate/outputs/setting-rows.ts
const OUTPUT_SETTINGS = [
    {
        field: 'requiredOutputs',
        name: 'required-outputs',
        flag: 'required-output',
        kind: 'list',
        section: 'judgement',
        arg: 'PATH',
        meta: 'required_outputs',
        shapes: 'run',
        description: 'Paths that the branch must have committed.',
    },
    {
        field: 'submissionPath',
        name: 'submission-path',
        kind: 'path',
        section: 'judgement',
        meta: 'submission_path',
        shapes: 'run',
        description: 'Submission file the branch must commit.',
    },
    {
        field: 'sampleSubmissionPath',
        name: 'sample-submission-path',
        kind: 'path',
        section: 'judgement',
        meta: 'sample_submission_path',
        shapes: 'judgement',
        description: 'Sample submission whose CSV header and row count the submission must match.',
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
var sharding_setting_rows = __nccwpck_require__(25616);
;// CONCATENATED MODULE: ./src/gate/setting-table.ts
/**
 * The one table of settings: a row per setting the gate or the Action reads, in action.yml's order.
 * Every face derives from it (setting-lookup.ts has the lookups they share): the GateInput type
 * (input.ts), validation and the tree-meta fallback (settings.ts), the CLI flags and --help
 * (commands/setting-flags.ts), the Action's input reading (action/inputs.ts), the names in messages,
 * and the tests that hold action.yml and docs/inputs.md to it (test/action/, test/docs/inputs.test.ts).
 * Adding a setting is adding a row here, its action.yml lines, `npm run docs:inputs`, and its use.
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
    ...sharding_setting_rows/* SHARD_MODES */.of,
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
        shapes: 'judgement',
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
        shapes: 'run',
        name: 'eval-cmd-test',
        kind: 'string',
        section: 'judgement',
        arg: 'CMD',
        meta: 'eval_cmd_test',
        description: 'Held-out (B_test) evaluation command, run with sh -c in an isolated worktree of trunk merged with the exact head SHA; {cwd}, {node_id} and {seed} (the seed of the run, also ARBOR_SEED) are substituted shell-quoted.',
    },
    {
        field: 'metricDirection',
        shapes: 'judgement',
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
        shapes: 'judgement',
        name: 'test-trunk-score',
        kind: 'number',
        section: 'judgement',
        meta: 'test_trunk_score',
        description: "Trunk's B_test score to beat.",
    },
    {
        field: 'testBaselineScore',
        shapes: 'judgement',
        name: 'test-baseline-score',
        kind: 'number',
        section: 'judgement',
        meta: 'test_baseline_score',
        description: 'Baseline B_test score to beat. With neither reference set, the trunk head is evaluated first and its score is the bar.',
    },
    {
        field: 'minDelta',
        shapes: 'judgement',
        name: 'min-delta',
        kind: 'threshold',
        section: 'judgement',
        range: '>= 0',
        meta: 'min_delta',
        default: 0,
        description: "Smallest improvement that counts (0: strictly better), in score units or as N% of trunk's mean in absolute value (direction-aware; a paired judgement tests it per pair, candidate - (1 + N/100)·trunk).",
    },
    ...setting_rows/* JUDGEMENT_SETTINGS */.yW,
    ...sharding_setting_rows/* SHARD_SETTINGS */.lu,
    {
        field: 'divergenceThreshold',
        shapes: 'judgement',
        name: 'divergence-threshold',
        kind: 'number',
        section: 'judgement',
        range: '>= 0',
        meta: 'divergence_threshold',
        description: 'Gap between B_dev and B_test past which the verdict flags possible overfitting.',
    },
    {
        field: 'protectedPaths',
        shapes: 'judgement',
        agentMay: 'add',
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
        shapes: 'judgement',
        name: 'editable-paths',
        flag: 'editable',
        kind: 'list',
        section: 'judgement',
        arg: 'GLOB',
        meta: 'editable_paths',
        description: "Glob patterns of the only paths a branch may change (its submission-path and required-outputs besides); a change anywhere else is refused before anything runs (outside_editable). Stronger than protected-paths: what the scorer looks up stays as trunk has it. Letter case counts. Default is the tree's meta.editable_paths (this input, when given, replaces it); empty: no allow-list.",
    },
    ...OUTPUT_SETTINGS,
    ...TWO_PHASE_SETTINGS,
    {
        field: 'evalTimeout',
        shapes: 'judgement',
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
        shapes: 'judgement',
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
        shapes: 'judgement',
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
        shapes: 'run',
        name: 'score-key',
        kind: 'string',
        section: 'evaluation',
        arg: 'KEY',
        meta: 'score_key',
        description: "Dotted JSON key holding the score in the evaluator's output.",
    },
    {
        field: 'scoreFile',
        shapes: 'run',
        name: 'score-file',
        kind: 'path',
        section: 'evaluation',
        meta: 'score_file',
        description: 'JSON file (relative to the worktree) holding the score.',
    },
    {
        field: 'scoreRegex',
        shapes: 'run',
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
        description: "How the evaluation is isolated: auto (as a separate unprivileged user when the gate is root or has passwordless sudo, as on GitHub-hosted runners; else rootless when it can), user or rootless (required: exit 2 otherwise), or none (the gate's own user).",
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
    ...RUNTIME_VIEW_SETTINGS,
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
        shapes: 'judgement',
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
/* harmony export */   Z: () => (/* binding */ OPERATOR_SETTINGS),
/* harmony export */   h: () => (/* binding */ TRUSTED_ONLY_SETTINGS)
/* harmony export */ });
/**
 * How this machine runs evaluations and where it keeps their traces is the operator's choice (the
 * server's own flags, `arbor-gate mcp --eval-isolation MODE --eval-user NAME --tree-cache N ...`),
 * never the agent's: an agent that could pass `eval_isolation: none` would run the branch's code as
 * the server's own user, and the retry pacing, log folders and tree cache are the machine's budget.
 * Keeping them off the tools also keeps tools/list short. Apart from arguments.ts (zod) so that the
 * CLI knows `mcp`'s flags without loading the MCP server.
 */
const OPERATOR_SETTINGS = [
    'evalIsolation',
    'evalUser',
    'evalRetryBaseDelay',
    'evalRetryMaxDelay',
    'logDir',
    'keepLogs',
    'treeCache',
];
/**
 * Settings no tool argument sets and the server takes no flag for: they come from the trusted settings
 * (`--trusted-settings`' meta) only. `eval-read` widens what the evaluated code may read.
 */
const TRUSTED_ONLY_SETTINGS = ['evalRead'];


/***/ }),

/***/ 74830:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K2: () => (/* binding */ TOOL_NAMES),
/* harmony export */   QQ: () => (/* binding */ SERVER_INSTRUCTIONS),
/* harmony export */   k3: () => (/* binding */ ARGUMENT_TEXT),
/* harmony export */   r0: () => (/* binding */ TOOL_DESCRIPTIONS)
/* harmony export */ });
/**
 * What the MCP server says to agents, in the tools' own terms (snake_case arguments, nothing of the
 * Action's or the CLI's): the server's instructions, each tool's description, and each argument's.
 * Apart from the server (zod, the SDK) so that `arbor-gate mcp --help` lists the tools from this
 * table without loading either. The whole tools/list stays under 8,000 characters
 * (test/mcp/tool-list.test.ts): an agent reads all of it on every session.
 */
const TOOL_NAMES = [
    'git_merge_branch',
    'gate_verify',
    'generate_report',
    'session_check',
    'session_resume',
    'ledger_show',
];
const FROM_META = "Arguments left out come from the session tree's meta (same names), then defaults.";
const TOOL_DESCRIPTIONS = {
    git_merge_branch: 'Evaluate source_branch merged into the trunk on the held-out split (B_test); merge it only if it beats trunk (dry_run: judge only).',
    gate_verify: `Judge a branch as git_merge_branch would, moving no branch. ${FROM_META}`,
    generate_report: "Write the session's REPORT.md (missing parts become caveats); returns its facts.",
    session_check: "Check the session's idea tree and, with require_* switches, its artifacts.",
    session_resume: 'Prepare an interrupted session to continue; dry_run: the plan only.',
    ledger_show: "Trunk's score history: each gate merge's score and spread, and whether its ledger lines verify.",
};
/** What the server tells an agent once, at initialisation: what the gate is and how to read a verdict. */
const SERVER_INSTRUCTIONS = [
    "arbor-gate is the merge gate of an Arbor session: a branch enters the trunk only when the gate's own run of the held-out evaluation (B_test) scores it better than trunk. You never report a score; the gate measures it.",
    'Use gate_verify (or git_merge_branch with dry_run) to judge, git_merge_branch to merge. The verdict is the structuredContent:',
    'decision: merged or would_merge (it improves), already_merged, rejected (reasons[].code says why: not_improved, not_significant, protected_path, outside_editable, missing_output, eval_failed, no_score, merge_conflict, ...), or error (the evaluation or the setup is broken, not the idea: tell the operator, do not rework the branch).',
    'score is what the gate measured, references what it had to beat, warnings what to fix in the setup (each names the argument or meta key that answers it). The text result is the same verdict in one paragraph.',
].join('\n');
/**
 * Each gate argument's text, by the setting's field (git_merge_branch's `source_branch` and gate_verify's
 * `source` share `source`'s). A setting added later without a line here gets its own description's
 * first sentence (arguments.ts).
 */
const ARGUMENT_TEXT = {
    cwd: "Repository folder (relative to the server's).",
    source: 'Branch or commit to judge.',
    target: 'Branch to merge into (main/master: the trunk).',
    runName: 'Session name under .arbor/sessions/.',
    trunkBranch: 'The trunk branch.',
    nodeId: 'Idea node id (default: by code_ref).',
    evalCmdTest: 'B_test evaluation command; {cwd}, {node_id}, {seed} are substituted.',
    metricDirection: 'Which way is better.',
    testTrunkScore: "Trunk's B_test score to beat.",
    testBaselineScore: 'Baseline score to beat.',
    minDelta: 'Smallest gain that counts.',
    judge: "auto: learned from trunk's runs; single: one score; paired: same seeds.",
    confidence: 'paired: one-sided confidence.',
    minRepeats: 'paired: pairs before the first look.',
    maxRepeats: 'paired: most pairs.',
    minEffect: 'paired: smallest gain worth finding.',
    looks: 'paired: pair counts to look at, as "3,10".',
    divergenceThreshold: 'B_dev to B_test gap worth a warning.',
    protectedPaths: 'Globs the branch must not change.',
    editablePaths: 'Globs of the only paths the branch may change.',
    requiredOutputs: 'Paths the branch must commit.',
    submissionPath: 'Submission file the branch must commit.',
    sampleSubmissionPath: 'CSV the submission must match.',
    scoreCmdTest: "Two-phase: trusted scorer of eval_cmd_test's outputs.",
    heldOut: 'Two-phase: labels only score_cmd_test sees.',
    evalTimeout: 'Seconds per attempt.',
    evalRetries: 'Retries after a failed attempt.',
    evalRepeats: 'single: runs averaged.',
    scoreKey: 'Output key holding the score.',
    scoreFile: 'JSON file holding the score.',
    scoreRegex: 'Regex whose group is the score.',
    evaluatorVersion: 'Change it to stop reusing recorded runs.',
    fresh: 'Add runs to the recorded ones.',
    reportPath: 'REPORT.md path.',
};


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

/***/ 99318:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ didYouMean)
/* harmony export */ });
/* unused harmony export nearestName */
/**
 * "Did you mean": the known name nearest a mistyped one (edit distance, a swap counting once), when it
 * is near enough to be the likely intent. Pure.
 */
/** Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`. */
function distance(a, b) {
    const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, d[i - 2][j - 2] + 1);
            d[i][j] = best;
        }
    }
    return d[a.length][b.length];
}
/** The candidate nearest `name`, or null when none is within a third of its length (at least 2 edits). */
function nearestName(name, candidates) {
    let best = null;
    for (const candidate of candidates) {
        const d = distance(name.toLowerCase(), candidate.toLowerCase());
        if (best === null || d < best.distance)
            best = { name: candidate, distance: d };
    }
    const allowed = Math.max(2, Math.floor(name.length / 3));
    return best !== null && best.distance <= allowed ? best.name : null;
}
/** ` (did you mean X?)` for a mistyped name, or nothing. */
function didYouMean(name, candidates, spell = (n) => n) {
    const nearest = nearestName(name, candidates);
    return nearest === null ? '' : ` (did you mean ${spell(nearest)}?)`;
}


/***/ }),

/***/ 5124:
/***/ (() => {


;// CONCATENATED MODULE: ./src/util/node-engine.ts
/**
 * The oldest Node arbor-gate runs on: package.json's `engines` (`>=20`; a test holds the two together).
 * An older Node gets one line saying so, not a stack from the first API it lacks.
 */
const MIN_NODE_MAJOR = 20;
/** The line for a Node older than MIN_NODE_MAJOR (`version` as process.version), or null. Pure. */
function nodeEngineProblem(version) {
    const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
    if (Number.isFinite(major) && major >= MIN_NODE_MAJOR)
        return null;
    return `arbor-gate needs Node ${MIN_NODE_MAJOR} or later (package.json engines); this is Node ${version}`;
}

;// CONCATENATED MODULE: ./src/util/node-guard.ts
/**
 * The CLI's first import, so that it runs before any other module's code: on a Node older than the
 * engines range, one line and exit 2 instead of whatever the first missing API would throw.
 */

const problem = nodeEngineProblem(process.version);
if (problem !== null) {
    process.stderr.write(`arbor-gate: ${problem}\n`);
    process.exit(2);
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
 * scripts/bundle.mjs writes package.json's version over this marker in dist/, so a bundle copied
 * anywhere (the README's `.github/actions/arbor-gate/` holds action.yml and dist/ only) knows its
 * version without a package.json beside it.
 */
const BUNDLED_VERSION = "0.1.0";
/**
 * This package's version: the one fixed into the bundle at build time, else (compiled from src/, in
 * tests and builds) the nearest package.json above this file that is arbor-gate's; never the project's
 * that `npx arbor-gate` runs in (npm_package_version).
 */
function packageVersion() {
    if (!BUNDLED_VERSION.startsWith('@@'))
        return BUNDLED_VERSION;
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

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

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

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

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

/***/ 78877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

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
/******/ var __webpack_exports__processFlagsFor = __webpack_exports__.g;
/******/ export { __webpack_exports__main as main, __webpack_exports__processFlagsFor as processFlagsFor };
/******/ 
