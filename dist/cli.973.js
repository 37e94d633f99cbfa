export const id = 973;
export const ids = [973];
export const modules = {

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

/***/ 18973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readTrustedSettings: () => (/* binding */ readTrustedSettings)
/* harmony export */ });
/* unused harmony export checkPinned */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83916);
/* harmony import */ var _gate_setting_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84995);
/* harmony import */ var _gate_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2456);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(74976);
/* harmony import */ var _arguments_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83264);
/**
 * `arbor-gate mcp --trusted-settings FILE`: the settings every call of the server uses, pinned (see
 * src/gate/pinning.ts). Read and checked once, when the server starts: an unknown key or a bad value
 * stops it there (exit 2, naming them), not on the first call, and no call ever runs with them.
 */







/** The meta keys the gate reads: every row's, and trunk's B_dev (the divergence check's base). */
const KNOWN_KEYS = new Set([
    ..._gate_setting_table_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTINGS */ .y.flatMap((row) => ('meta' in row && row.meta !== undefined ? [row.meta] : [])),
    'trunk_score',
]);
/**
 * Checks pinned settings as every call would resolve them (no argument counts: each one that shapes a
 * run or a judgement is set aside). A file of settings (not a tree) must hold only keys the gate reads.
 */
function checkPinned(meta, label, isTree, cwd) {
    const unknown = isTree ? [] : Object.keys(meta).filter((key) => !KNOWN_KEYS.has(key));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`${label}: unknown key${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => JSON.stringify(k)).join(', ')} (the keys are the tree's meta keys, such as eval_cmd_test, trunk_branch, required_outputs)`);
    }
    const input = (0,_arguments_js__WEBPACK_IMPORTED_MODULE_4__/* .verifyInput */ .kD)({ source: 'HEAD' }, cwd, { pinned: { meta, label }, values: {} });
    (0,_gate_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveGateSettings */ .rx)(input, meta, _arguments_js__WEBPACK_IMPORTED_MODULE_4__/* .verifyArgumentName */ .KM, label, { pinned: true });
}
/**
 * Reads `--trusted-settings FILE`: a JSON object of the tree's meta keys (`eval_cmd_test`,
 * `trunk_branch`, ...), or an idea_tree.json whose `meta` is used (its other keys are Arbor's own).
 */
async function readTrustedSettings(file, flag, cwd) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(file);
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8').catch((error) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`${flag}: cannot read ${path} (${error.code ?? String(error)})`);
    });
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`${flag}: ${path} is not JSON (${error.message})`);
    }
    const isTree = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .G)(parsed) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .G)(parsed.meta);
    const meta = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .G)(parsed) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .G)(parsed.meta) ? parsed.meta : parsed;
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .G)(meta))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`${flag}: ${path} must hold a JSON object of meta keys`);
    checkPinned(meta, `${flag} ${path}`, isTree, cwd);
    return { meta: meta, label: path };
}


/***/ }),

/***/ 74976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ isObject)
/* harmony export */ });
/** A plain JSON object (not null, not an array): the shape every tolerant reader checks first. */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ })

};
