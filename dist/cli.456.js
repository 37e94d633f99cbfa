export const id = 456;
export const ids = [456];
export const modules = {

/***/ 43532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ validateNodeId),
/* harmony export */   Pe: () => (/* binding */ hasSeedPlaceholder),
/* harmony export */   XC: () => (/* binding */ FILE_COMMAND_VARIABLES),
/* harmony export */   ej: () => (/* binding */ substituteCommand),
/* harmony export */   y: () => (/* binding */ evalEnvironment)
/* harmony export */ });
/* unused harmony export quoteShellWord */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ validateAccountName),
/* harmony export */   G5: () => (/* binding */ ensureAccount)
/* harmony export */ });
/* unused harmony exports parsePasswdLine, unsafeAccountReason, useraddArgv */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59430);
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

/***/ 59430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F4: () => (/* binding */ detectPrivilege),
/* harmony export */   K1: () => (/* binding */ privilegedArgv),
/* harmony export */   Lu: () => (/* binding */ toolFailure),
/* harmony export */   mI: () => (/* binding */ setOwnerAndMode),
/* harmony export */   qI: () => (/* binding */ runTool),
/* harmony export */   x8: () => (/* binding */ SUDO_PREFIX)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
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

/***/ 17269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vA: () => (/* binding */ compileScoreRegex),
  Tp: () => (/* binding */ createScoreScanner),
  E9: () => (/* binding */ scoreFromFileText),
  pU: () => (/* binding */ scoringSplitter)
});

// UNUSED EXPORTS: MAX_SCORED_LINE_LENGTH, SCORE_KEYS, WINDOW_OVERLAP, extractScore

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/eval/capture.ts
var capture = __webpack_require__(43532);
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
 * - The one weakness, documented in docs/evaluation.md: an evaluator that prints only a lower-ranked key while
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

/***/ 2456:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nf: () => (/* binding */ DEFAULT_PROTECTED_GLOBS),
  hZ: () => (/* binding */ NO_TREE),
  at: () => (/* binding */ branchName),
  $M: () => (/* binding */ isMainOrMaster),
  queueParallel: () => (/* binding */ queueParallel),
  rx: () => (/* binding */ resolveGateSettings)
});

// UNUSED EXPORTS: commitMessageBody, isolationSettings, repoRelativePath

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/eval/score.ts + 1 modules
var score = __webpack_require__(17269);
// EXTERNAL MODULE: ./src/eval/isolation/account.ts
var account = __webpack_require__(9226);
// EXTERNAL MODULE: ./src/eval/isolation/setting-values.ts
var setting_values = __webpack_require__(21100);
// EXTERNAL MODULE: ./src/gate/setting-lookup.ts
var setting_lookup = __webpack_require__(14026);
// EXTERNAL MODULE: ./src/util/terminal.ts
var terminal = __webpack_require__(24702);
// EXTERNAL MODULE: ./src/eval/command.ts
var command = __webpack_require__(18815);
;// CONCATENATED MODULE: ./src/gate/judgement/settings.ts
/**
 * The judgement rule's settings (judge, confidence, min-repeats, max-repeats, min-effect) and how they
 * go with the rest: what the table's ranges cannot say alone, each refusal naming the flag, input or
 * meta field that holds the bad value.
 */


/**
 * min-delta or min-effect as given: `N%` is a fraction of |trunk's mean|, anything else a number in
 * score units; `parse` checks a number against the setting's row (the percentage's too).
 */
function thresholdOf(given, parse) {
    const { label } = given.origin;
    const percent = typeof given.value === 'string' ? /^\s*(.*?)\s*%\s*$/.exec(given.value) : null;
    return percent === null
        ? { kind: 'absolute', value: parse(given), label }
        : { kind: 'relative', fraction: parse({ ...given, value: percent[1] }) / 100, label };
}
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
    if (rule.value !== 'single' && evalRepeats.given) {
        throw new errors/* UserError */.yo(`${evalRepeats.label}: does not go with ${rule.label} ${rule.value}, which counts its own runs (min-repeats, max-repeats); eval-repeats is for judge single`);
    }
    if (rule.value === 'single' && evalRepeats.value < 2 && (0,command/* hasSeedPlaceholder */.Pe)(evalCmdTest.value)) {
        throw new errors/* UserError */.yo(`${evalCmdTest.label}: {seed} has no value with a single run; set eval-repeats (seeds 1..N) or judge paired`);
    }
    return {
        rule: rule.value,
        confidence: confidence.value,
        minPairs: minPairs.value,
        maxPairs: maxPairs.value,
        minEffect,
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

;// CONCATENATED MODULE: ./src/gate/pinning.ts

/** Whether the input gives this row a value (a non-empty string or list, a boolean off its default). */
function given(input, row) {
    const value = input[row.field];
    if (Array.isArray(value))
        return value.length > 0;
    if (typeof value === 'boolean')
        return value !== (row.default === true);
    return typeof value === 'string' && value.trim() !== '';
}
/** The value a row has when nothing gives one. */
function unset(row) {
    if (row.kind === 'list')
        return [];
    if (row.kind === 'boolean')
        return row.default === true;
    return undefined;
}
/** The rows an agent's arguments cannot set while settings are pinned. */
const PINNED_ROWS = setting_lookup/* GATE_SETTINGS */.C7.filter((row) => 'shapes' in row && !('agentMay' in row));
/**
 * The agent's input with every pinned row's argument set aside (each one added to `setAside`, for the
 * verdict's warning): the pinned value, else the row's default, then holds.
 */
function withoutPinnedArguments(input, setAside) {
    const kept = { ...input };
    for (const row of PINNED_ROWS) {
        if (!given(input, row))
            continue;
        setAside.add(row.field);
        kept[row.field] = unset(row);
    }
    return kept;
}

;// CONCATENATED MODULE: ./src/gate/runtime/settings.ts
/**
 * The `eval-read` setting, validated: each entry an absolute path or a path relative to the checkout
 * (normalized, inside it, not the checkout itself). A relative entry is protected (a branch may not
 * commit what the view shows there), so its globs join the protected ones. Bad entries are UserErrors
 * naming the flag, input or meta field.
 */



/** Characters a protected glob would read as pattern syntax, and characters no path here may hold. */
const GLOB_SYNTAX = /[*?[\]{}()!+@\\]/;
/**
 * The declared paths: the input's list (`given`, named `name`) when given, else the tree's meta value
 * (in the tree file `treeSource`); [] when neither.
 */
function evalReadSettings(given, meta, name, treeSource) {
    const key = (0,setting_lookup/* settingOf */.y7)('evalRead').meta;
    const fromMeta = meta[key];
    if ((given ?? []).length > 0)
        return declaredPaths(given, name);
    return fromMeta === undefined || fromMeta === null
        ? []
        : declaredPaths(fromMeta, `meta.${key} in ${treeSource}`);
}
function declaredPaths(value, label) {
    if (!Array.isArray(value))
        throw new errors/* UserError */.yo(`${label}: expected a list of paths`);
    return value.map((entry) => {
        if (typeof entry !== 'string' || entry.trim() === '')
            throw new errors/* UserError */.yo(`${label}: expected non-empty paths, got ${JSON.stringify(entry)}`);
        const written = entry.trim();
        if ([...written].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
            throw new errors/* UserError */.yo(`${label}: control characters are not allowed in ${JSON.stringify(written)}`);
        if ((0,external_node_path_.isAbsolute)(written))
            return { written, absolute: (0,external_node_path_.normalize)(written), relative: null };
        const relative = external_node_path_.posix.normalize(written).replace(/\/+$/, '');
        if (relative === '.' || relative === '..' || relative.startsWith('../'))
            throw new errors/* UserError */.yo(`${label}: ${JSON.stringify(written)} is not inside the checkout`);
        if (GLOB_SYNTAX.test(relative))
            throw new errors/* UserError */.yo(`${label}: ${JSON.stringify(written)}: a checkout-relative path may not hold * ? [ ] { } ( ) ! + @ or \\`);
        return { written, absolute: null, relative };
    });
}
/** The protected globs of the checkout-relative declared paths: each path and everything below it. */
function evalReadGlobs(declared) {
    return declared.flatMap((path) => (path.relative === null ? [] : [path.relative, `${path.relative}/**`]));
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
function resolveGateSettings(given, meta, name, treeSource = 'the idea tree', rank = { pinned: false }) {
    const input = rank.pinned ? withoutPinnedArguments(given, rank.overridden ?? new Set()) : given;
    const get = (field) => pick(input, field, meta, name, treeSource, rank);
    const number = (field, picked = get(field)) => numberSetting(picked, (0,setting_lookup/* settingOf */.y7)(field));
    const numberOrDefault = (field) => number(field) ?? numberDefault((0,setting_lookup/* settingOf */.y7)(field));
    const threshold = (field, picked = get(field)) => picked && thresholdOf(picked, (given) => number(field, given));
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
        const where = treeSource.startsWith(NO_TREE)
            ? ` (${treeSource}: it is read from the trunk branch, so name it with ${name('trunkBranch')} and the session with ${name('runName')})`
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
    const evalRead = evalReadSettings(input.evalRead, meta, name('evalRead'), treeSource);
    // Held-out files and declared relative read paths are protected: a branch cannot change what it is scored on.
    const held = [...(twoPhase?.heldOutGlobs ?? []), ...evalReadGlobs(evalRead)];
    const protectedGlobs = [...new Set([...inputGlobs, ...metaGlobs, ...DEFAULT_PROTECTED_GLOBS, ...held])];
    // A list input, when given, replaces the tree's: an allow-list is not widened by another.
    const listSetting = (field) => {
        const key = (0,setting_lookup/* settingOf */.y7)(field).meta;
        const origin = input[field].length > 0 ? { label: name(field) } : metaOrigin(key, treeSource);
        const values = input[field].length > 0 ? input[field] : meta[key];
        return values === undefined || values === null ? null : { values: globList(values, origin), origin };
    };
    const editableGlobs = listSetting('editablePaths')?.values ?? [];
    const outputs = listSetting('requiredOutputs');
    const requiredOutputs = outputs?.values.map((path) => repoRelativePath(path, outputs.origin.label)) ?? [];
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
        minEffect: threshold('minEffect'),
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
        minDelta: thresholdOf(get('minDelta') ?? { value: (0,setting_lookup/* settingOf */.y7)('minDelta').default, origin: { label: name('minDelta') } }, (given) => number('minDelta', given)),
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
        evalRead,
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
        testTrunkScoreFixed: (typeof input.testTrunkScore === 'string' && input.testTrunkScore.trim() !== '') ||
            (rank.pinned && get('testTrunkScore') !== null),
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


/***/ })

};
