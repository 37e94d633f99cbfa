export const id = 119;
export const ids = [119];
export const modules = {

/***/ 74827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ bootContext),
/* harmony export */   UB: () => (/* binding */ recordThisBoot),
/* harmony export */   V2: () => (/* binding */ recordedThisBoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/**
 * A probe's success, recorded once per boot. Whether the overlay mounts, or whether the account can
 * be entered inside fresh PID and mount namespaces, depends on the kernel, its settings, the tools and
 * the gate's own rights, which rarely change while a machine runs: probing costs processes on every
 * run, so a run that finds a record of this boot's success skips the probe. A record lives in the
 * gate-owned worktree parent (owned by the gate, 0711, no ancestor open to others: workParent) and is
 * trusted only as the gate writes it: a regular file of the gate's that no other user could write, one
 * link, not a symbolic link, whose content is exactly what the probe's success holds for. A failure is
 * never recorded (probed again next run); a setting changed since a success makes the evaluation's own
 * mount or launch fail, an error verdict, never a weaker isolation.
 */




/**
 * What any probe's success holds for: this boot of this kernel (a reboot may bring another kernel or
 * modules), this process's capability sets (a gate started without CAP_SYS_ADMIN, as in a default
 * container, cannot mount though one started with it on the same boot could) and its user, PID and
 * mount namespaces. Null where the kernel does not say (then nothing is recorded or trusted).
 */
async function bootContext() {
    const boot = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => null))?.trim();
    const status = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)('/proc/self/status', 'utf8').catch(() => null);
    const namespaces = await Promise.all(['user', 'pid', 'mnt'].map((ns) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(`/proc/self/ns/${ns}`).catch(() => null)));
    if (!boot || status === null || namespaces.includes(null))
        return null;
    const capabilities = status.split('\n').filter((line) => /^Cap(Eff|Bnd|Prm):/.test(line));
    return [boot, (0,node_os__WEBPACK_IMPORTED_MODULE_2__.release)(), ...capabilities, ...namespaces].join(' ');
}
/** Whether `parent/name` is the gate's record (owner `gateUid`, no one else may write it) of exactly `facts`. */
async function recordedThisBoot(parent, name, gateUid, facts) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(parent, name), node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW).catch(() => null);
    if (file === null)
        return false;
    try {
        const stat = await file.stat();
        if (!stat.isFile() || stat.uid !== gateUid || (stat.mode & 0o022) !== 0 || stat.nlink !== 1)
            return false;
        return (await file.readFile('utf8')) === facts;
    }
    finally {
        await file.close();
    }
}
/** Records `facts` as `parent/name`: written beside it and renamed over it, so a reader sees all or none. */
async function recordThisBoot(parent, name, facts) {
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(parent, `.${name}.${process.pid}`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temp, facts, { mode: 0o600, flag: 'wx' });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(parent, name));
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
    }
}


/***/ }),

/***/ 94789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fz: () => (/* binding */ EvalCgroup),
/* harmony export */   Tg: () => (/* binding */ supervised)
/* harmony export */ });
/* unused harmony exports findCgroup2, SUPERVISE_SCRIPT */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83916);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59430);
/**
 * The atomic end without a PID namespace: one cgroup (v2) per evaluation, created with root's rights
 * wherever the gate has them (root or sudo). The evaluation is started by a root-side supervisor that
 * stays outside the cgroup: it puts the command's process into the cgroup before exec, waits for it,
 * and the moment it exits freezes the cgroup and kills it (`cgroup.kill` reaches every process in it,
 * a `setsid` watcher or a double fork included, and nothing in it can fork past it). The supervisor
 * then exits as its child did, so the runner sees the command's own exit.
 *
 * cgroup2 is found through /proc/self/mountinfo (a hybrid layout mounts it at /sys/fs/cgroup/unified,
 * a pure one at /sys/fs/cgroup); a read-only cgroupfs (a default Docker container) means no cgroup.
 * findCgroup2 is pure; the rest makes, ends and removes the cgroup in this process when the gate is
 * root (a spawn each was most of the probe's cost), else runs `mkdir`, `rmdir` and `sh` through sudo.
 */





/** A mount point in mountinfo escapes space, tab, newline and backslash as \ooo. */
function unescapeMountPath(path) {
    return path.replace(/\\([0-7]{3})/g, (_, octal) => String.fromCharCode(parseInt(octal, 8)));
}
/** Where cgroup2 is mounted, from a /proc/self/mountinfo text, or why it cannot be used. */
function findCgroup2(mountinfo) {
    for (const line of mountinfo.split('\n')) {
        const [mount, fs] = line.split(' - ');
        if (fs === undefined || fs.split(' ')[0] !== 'cgroup2')
            continue;
        const fields = (mount ?? '').split(' ');
        const path = unescapeMountPath(fields[4] ?? '');
        const options = (fields[5] ?? '').split(',');
        if (options.includes('ro'))
            return { missing: `cgroup2 is mounted read-only at ${path}` };
        return { path };
    }
    return { missing: 'cgroup2 is not mounted' };
}
/**
 * The supervisor (run as root, outside the cgroup): `$1` is the cgroup, the rest the command line.
 * Fixed text: the cgroup and the command arrive as arguments, never as script text.
 */
const SUPERVISE_SCRIPT = 'cg=$1; shift; echo 0 > "$cg/cgroup.freeze" || exit 125; ' +
    'sh -c \'echo $$ > "$1/cgroup.procs" || exit 125; shift; exec "$@"\' arbor-gate-join "$cg" "$@" & ' +
    'wait $!; rc=$?; ' +
    'echo 1 > "$cg/cgroup.freeze"; echo 1 > "$cg/cgroup.kill"; ' +
    'if [ "$rc" -gt 128 ]; then kill -s "$(kill -l "$rc")" $$; fi; exit "$rc"';
/** Freezes the cgroup `$1`, kills everything in it, and thaws it so the killed processes can exit. */
const END_SCRIPT = 'echo 1 > "$1/cgroup.freeze" && echo 1 > "$1/cgroup.kill" && echo 0 > "$1/cgroup.freeze"';
/** The supervisor's command line around `inner` (which must still be run with root's rights). */
function supervised(cgroup, inner) {
    return ['sh', '-c', SUPERVISE_SCRIPT, 'arbor-gate-supervise', cgroup, ...inner];
}
/** Where the gate makes its evaluations' cgroups: one folder under the cgroup2 root. */
const GATE_CGROUP = 'arbor-gate';
const POLL_MS = 20;
const GIVE_UP_MS = 10_000;
let made = 0;
async function asRoot(privilege, argv) {
    const full = (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .privilegedArgv */ .K1)(privilege, argv);
    const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .runTool */ .qI)(full);
    return result.code === 0 ? null : (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .toolFailure */ .Lu)(argv, result);
}
/** `what` done in this process (the gate is root); its failure's message, or null. */
async function inProcess(what) {
    return what().then(() => null, (error) => error.message);
}
/** The cgroup's control files written in END_SCRIPT's order. */
async function endInProcess(path) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, 'cgroup.freeze'), '1');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, 'cgroup.kill'), '1');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, 'cgroup.freeze'), '0');
}
class EvalCgroup {
    privilege;
    path;
    constructor(privilege, path) {
        this.privilege = privilege;
        this.path = path;
    }
    /** A fresh cgroup for one evaluation; `{ missing }` says why none can be made here. */
    static async create(privilege) {
        const mountinfo = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)('/proc/self/mountinfo', 'utf8').catch(() => '');
        const mount = findCgroup2(mountinfo);
        if ('missing' in mount)
            return mount;
        made += 1;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(mount.path, GATE_CGROUP, `eval-${process.pid}-${made}`);
        const failed = privilege === 'root'
            ? await inProcess(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(path, { recursive: true }))
            : await asRoot(privilege, ['mkdir', '-p', '--', path]);
        if (failed !== null)
            return { missing: `cannot create a cgroup under ${mount.path}: ${failed}` };
        const cgroup = new EvalCgroup(privilege, path);
        const features = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path).catch(() => []);
        if (!features.includes('cgroup.kill') || !features.includes('cgroup.freeze')) {
            await cgroup.remove().catch(() => undefined);
            return {
                missing: `the kernel's cgroup2 has no cgroup.kill or cgroup.freeze (Linux 5.14 or later has both)`,
            };
        }
        return cgroup;
    }
    /** Freezes and kills every process in the cgroup, and waits until it is empty. */
    async end() {
        const failed = this.privilege === 'root'
            ? await inProcess(() => endInProcess(this.path))
            : await asRoot(this.privilege, ['sh', '-c', END_SCRIPT, 'arbor-gate-end', this.path]);
        if (failed !== null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`could not end the evaluation's cgroup ${this.path}: ${failed}`);
        for (const deadline = Date.now() + GIVE_UP_MS;; await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_2__.setTimeout)(POLL_MS)) {
            const events = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.path, 'cgroup.events'), 'utf8').catch(() => 'populated 0');
            if (/^populated 0$/m.test(events))
                return;
            if (Date.now() > deadline) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`could not end the evaluation's processes (cgroup ${this.path} is still populated)`);
            }
        }
    }
    /** Ends what is left and removes the cgroup. */
    async remove() {
        await this.end();
        const failed = this.privilege === 'root'
            ? await inProcess(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rmdir)(this.path))
            : await asRoot(this.privilege, ['rmdir', '--', this.path]);
        if (failed !== null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`could not remove the evaluation's cgroup ${this.path}: ${failed}`);
    }
}


/***/ }),

/***/ 92436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fj: () => (/* binding */ hiddenCandidates),
/* harmony export */   IX: () => (/* binding */ evalFolders),
/* harmony export */   U4: () => (/* binding */ withoutSessionVariables),
/* harmony export */   hr: () => (/* binding */ foldersToHide),
/* harmony export */   qY: () => (/* binding */ evalFolderEnvironment)
/* harmony export */ });
/* unused harmony export SESSION_VARIABLES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24964);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18815);
/**
 * The evaluation's own folders and the variables that point at them, in every isolation mode: a fresh
 * empty HOME, its own TMPDIR and XDG folders, all inside the worktree's temp folder (removed with it),
 * so the evaluated code finds none of the gate's or the runner's configuration, caches or credentials
 * under the usual names. Also which folders an isolated evaluation must not see (pure).
 */



/** The evaluation's folders inside `folder` (the worktree's temp folder, beside the worktree). */
function evalFolders(folder) {
    return { home: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, 'home'), tmp: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, 'tmp'), runtime: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folder, 'run') };
}
/** HOME, TMPDIR and XDG_* for the evaluation; USER and LOGNAME too when it runs as `account`. */
function evalFolderEnvironment(folders, account) {
    return {
        HOME: folders.home,
        TMPDIR: folders.tmp,
        TMP: folders.tmp,
        TEMP: folders.tmp,
        XDG_CONFIG_HOME: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folders.home, '.config'),
        XDG_CACHE_HOME: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folders.home, '.cache'),
        XDG_DATA_HOME: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folders.home, '.local', 'share'),
        XDG_STATE_HOME: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(folders.home, '.local', 'state'),
        XDG_RUNTIME_DIR: folders.runtime,
        // No user site-packages: a `.pth` the branch's code writes into HOME does not run in a later Python.
        PYTHONNOUSERSITE: '1',
        ...(account === null ? {} : { USER: account, LOGNAME: account }),
    };
}
/**
 * Variables of the caller's session: each names a socket or a credential cache the evaluation must not
 * use. Every isolated mode unsets them (the sockets are out of its reach anyway: hidden or masked in
 * the mount namespace, or behind the account's permissions; the names are not its business).
 * XDG_RUNTIME_DIR is the evaluation's own (evalFolderEnvironment).
 */
const SESSION_VARIABLES = [
    'SSH_AUTH_SOCK',
    'SSH_AGENT_PID',
    'GPG_AGENT_INFO',
    'DBUS_SESSION_BUS_ADDRESS',
    'DBUS_SYSTEM_BUS_ADDRESS',
    'DISPLAY',
    'WAYLAND_DISPLAY',
    'XAUTHORITY',
    'SESSION_MANAGER',
    'XDG_SESSION_ID',
    'XDG_SESSION_TYPE',
    'XDG_SESSION_CLASS',
    'XDG_SEAT',
    'XDG_VTNR',
    'DOCKER_HOST',
    'KRB5CCNAME',
    'PULSE_SERVER',
    'TMUX',
    'TMUX_PANE',
    'STY',
];
/** `env` without the caller's session variables (SESSION_VARIABLES). */
function withoutSessionVariables(env) {
    const session = new Set(SESSION_VARIABLES);
    return Object.fromEntries(Object.entries(env).filter(([name]) => !session.has(name)));
}
/**
 * What an isolated evaluation must not see: the user's checkout and its git folder, the gate's logs,
 * the runner's temp folder and the folders of its file-command files, the gate's HOME (absolute paths).
 */
function hiddenCandidates(sources) {
    const { env } = sources;
    return [
        sources.repository,
        sources.gitDir,
        sources.logDir,
        env.RUNNER_TEMP,
        ..._command_js__WEBPACK_IMPORTED_MODULE_2__/* .FILE_COMMAND_VARIABLES */ .XC.map((name) => (env[name] ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(env[name]) : undefined)),
        env.HOME,
        ...(sources.others ?? []),
    ]
        .filter((path) => typeof path === 'string' && path !== '' && (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path))
        .map((path) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(path));
}
/**
 * Of `folders` (resolved, existing), those to hide from an evaluation in `evalFolder`: a folder that
 * holds the evaluation's own folder (or is `/`) cannot be hidden and is left out; one inside another
 * hidden folder is left out too (hiding the outer one hides it).
 */
function foldersToHide(folders, evalFolder) {
    const unique = [...new Set(folders)]
        .filter((path) => path !== '/' && !(0,_util_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isWithin */ .U)(path, evalFolder))
        .sort((a, b) => a.length - b.length);
    return unique.filter((path, i) => !unique.slice(0, i).some((outer) => (0,_util_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isWithin */ .U)(outer, path)));
}


/***/ }),

/***/ 85201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  D7: () => (/* reexport */ sandbox/* NO_GIT */.D7),
  MP: () => (/* binding */ atomicEndWarnings),
  kN: () => (/* binding */ isolatedFailureNote),
  ih: () => (/* binding */ isolationWarnings),
  lM: () => (/* reexport */ overlay/* overlayMissingThisBoot */.lM),
  re: () => (/* reexport */ ownership/* ownTree */.re),
  s1: () => (/* reexport */ overlay/* plainPath */.s1),
  x0: () => (/* reexport */ sandbox/* removeAsRoot */.x0),
  Zu: () => (/* binding */ resolveIsolation)
});

// UNUSED EXPORTS: DEFAULT_EVAL_USER, ISOLATION_SETTINGS, mountView, noIsolation, overlayMissing, unmountView

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/eval/isolation/account.ts
var isolation_account = __webpack_require__(9226);
// EXTERNAL MODULE: ./src/eval/isolation/cgroup.ts
var isolation_cgroup = __webpack_require__(94789);
// EXTERNAL MODULE: ./src/eval/isolation/launch.ts
var isolation_launch = __webpack_require__(56094);
// EXTERNAL MODULE: ./src/eval/isolation/boot-record.ts
var boot_record = __webpack_require__(74827);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: ./src/eval/isolation/tools.ts
var isolation_tools = __webpack_require__(59430);
;// CONCATENATED MODULE: ./src/eval/isolation/lock.ts
/**
 * One evaluation at a time per account on a machine. Every process of the account is ended when an
 * evaluation ends (and a left-over one before the next starts), so two gates sharing an account would
 * kill each other's evaluations: the second waits for the first. The lock is the kernel's (flock) on a
 * file in root's `/run/arbor-gate`, held by a `flock` child with root's rights (directly, or through
 * sudo): every gate that can enter the account takes the same lock whichever user it runs as (a root
 * gate and a sudo gate, two runner users), the evaluated code cannot remove it, and a gate that dies
 * releases it with its child. Gates that should evaluate in parallel on one machine name different
 * accounts (`eval-user`).
 */





/** Root's folder of the account locks: made 0700 by root, so only root's rights reach the files. */
const LOCK_FOLDER = '/run/arbor-gate';
/** The lock folder made once per gate process (a sudo gate would spawn sudo for it every evaluation). */
let folderMade = null;
/** Makes the lock folder with root's rights: in this process as root, else through sudo. */
function lockFolder(privilege) {
    folderMade ??= makeLockFolder(privilege).catch((error) => {
        folderMade = null;
        throw error;
    });
    return folderMade;
}
async function makeLockFolder(privilege) {
    if (privilege === 'root') {
        await (0,promises_.mkdir)(LOCK_FOLDER, { recursive: true, mode: 0o700 }).catch((error) => {
            throw new errors/* InfraError */.Ri(`could not create ${LOCK_FOLDER}: ${error.message}`);
        });
        return;
    }
    const argv = (0,isolation_tools/* privilegedArgv */.K1)(privilege, ['mkdir', '-p', '-m', '0700', LOCK_FOLDER]);
    const made = await (0,isolation_tools/* runTool */.qI)(argv);
    if (made.code !== 0)
        throw new errors/* InfraError */.Ri(`could not create ${LOCK_FOLDER}: ${(0,isolation_tools/* toolFailure */.Lu)(argv, made)}`);
}
/** What the `flock` child prints once it holds the lock. */
const HELD = 'held';
/** Starts `flock` on the account's lock file; `wait` false gives up at once when another holds it. */
function holder(privilege, path, wait) {
    // `cat` keeps the lock until its stdin closes: on release, or when the gate dies.
    const argv = (0,isolation_tools/* privilegedArgv */.K1)(privilege, [
        'flock',
        ...(wait ? [] : ['--nonblock']),
        path,
        'sh',
        '-c',
        `echo ${HELD}; exec cat`,
    ]);
    return (0,external_node_child_process_.spawn)(argv[0], argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
}
/** Resolves true when `child` holds the lock, false when it exited without it. */
async function held(child) {
    let stdout = '';
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk.toString('utf8')));
    return new Promise((resolve, reject) => {
        child.stdout?.on('data', (chunk) => {
            stdout += chunk.toString('utf8');
            if (stdout.startsWith(HELD))
                resolve({ held: true, stderr });
        });
        child.once('error', reject);
        child.once('close', () => resolve({ held: false, stderr }));
    });
}
async function release(child) {
    if (child.exitCode !== null || child.signalCode !== null)
        return;
    const closed = (0,external_node_events_.once)(child, 'close');
    child.stdin?.end();
    await closed;
}
/**
 * Takes the account's lock, waiting while another gate holds it; resolves to the release function.
 * Rejects when `signal` aborts while waiting.
 */
async function lockAccount(privilege, account, log, signal) {
    await lockFolder(privilege);
    const path = `${LOCK_FOLDER}/${account}.lock`;
    for (const wait of [false, true]) {
        signal?.throwIfAborted();
        const child = holder(privilege, path, wait);
        const stop = () => child.kill();
        signal?.addEventListener('abort', stop, { once: true });
        const outcome = await held(child).catch((error) => {
            throw new errors/* InfraError */.Ri(`could not lock ${path}: flock could not start: ${error.message}`);
        });
        signal?.removeEventListener('abort', stop);
        if (outcome.held)
            return () => release(child);
        signal?.throwIfAborted();
        // flock --nonblock exits 1 when another holds the lock; anything else is a failure to lock.
        if (wait || child.exitCode !== 1) {
            throw new errors/* InfraError */.Ri(`could not lock ${path}: flock exited ${child.exitCode ?? child.signalCode}${outcome.stderr.trim() ? `: ${outcome.stderr.trim()}` : ''}`);
        }
        log(`another gate is evaluating as ${account} on this machine: waiting for it to finish`);
    }
    throw new errors/* InfraError */.Ri(`could not lock ${path}`);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/util/cleanup.ts
var cleanup = __webpack_require__(4532);
// EXTERNAL MODULE: ./src/util/paths.ts
var util_paths = __webpack_require__(24964);
;// CONCATENATED MODULE: ./src/eval/runtime-view/types.ts
/**
 * The runtime view: what an isolated evaluation may read beyond its worktree and the system folders
 * (the toolchain its command resolves on the caller's PATH, the `eval-read` paths, device nodes), as
 * data. runtime-view/ computes it; each isolation mode applies it in its own mount namespace (the
 * evaluation account's, or bubblewrap's in the rootless mode).
 */
/** The view of an evaluation that reads nothing beyond its worktree and the system folders. */
const EMPTY_VIEW = { readOnly: [], masked: [], devices: [], env: {} };

// EXTERNAL MODULE: ./src/eval/isolation/environment.ts
var environment = __webpack_require__(92436);
// EXTERNAL MODULE: ./src/eval/isolation/ownership.ts
var ownership = __webpack_require__(67832);
;// CONCATENATED MODULE: ./src/eval/isolation/rootless.ts
/**
 * The rootless mode's command line (pure: data in, argv out). Where the gate has neither root nor
 * passwordless sudo but the kernel lets an unprivileged user make a user namespace, bubblewrap (`bwrap`,
 * 0.8 and later: no overlay options are used) runs the evaluation as the caller's own uid in its own
 * user, PID, mount, IPC, UTS, cgroup and network namespaces, with an allow-list view of the machine:
 *
 * - the system folders read-only (/usr and its merged-/usr links, /etc, /opt, /sys...), a fresh /proc
 *   of the PID namespace only (the gate's processes are not in it) and a minimal /dev;
 * - the runtime view (runtime-view/types.ts): its read-only binds, its masked paths, its devices;
 * - writable: the worktree and the evaluation's own folders, and its own folders bound over /tmp,
 *   /var/tmp and /dev/shm;
 * - everything else absent: HOME, /run (the session bus, ssh-agent, docker.sock, systemd's user
 *   manager all live under it or under HOME), /var, the checkout and its git folder; a hidden folder
 *   that lies inside an allowed one is masked by an empty read-only tmpfs;
 * - the protected files and the folders on the way to them bound read-only over themselves: the
 *   evaluation runs as the gate's own uid, so ownership (ownership.ts) cannot protect them;
 * - its own network namespace (loopback only): abstract Unix sockets are named in the network
 *   namespace, not the file system, and an X server or a D-Bus bus listening on one accepts the same uid;
 * - `--disable-userns`: no nested user namespace, in which the evaluation would be root again;
 * - the end is atomic: bwrap's PID 1 exits when the command exits, and the kernel then kills every
 *   process left in the namespace (a `setsid` or double-forked one too); `--die-with-parent` ends it
 *   with the gate. `--info-fd` tells the gate PID 1's pid and its namespace, so that closing the
 *   sandbox can end it after bwrap itself was killed.
 */


/** The system folders an evaluation may read, when they exist on this machine. */
const SYSTEM_FOLDERS = [
    '/usr',
    '/bin',
    '/sbin',
    '/lib',
    '/lib32',
    '/lib64',
    '/libx32',
    '/etc',
    '/opt',
    '/nix',
    '/sys',
];
/** The namespaces and the lifetime: the same for every run and for the probe. */
const NAMESPACE_FLAGS = [
    '--unshare-user',
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-net',
    '--unshare-cgroup-try',
    '--disable-userns',
    '--die-with-parent',
];
function maskArgs(mask) {
    // A file: the host's /dev/null bound without device access (bwrap binds nodev), so it cannot be opened.
    return mask.kind === 'dir' ? ['--tmpfs', mask.path] : ['--ro-bind', '/dev/null', mask.path];
}
/** bwrap's arguments (after `bwrap`) that run `argv` as planned. */
function rootlessArgs(plan, argv) {
    const dirMasks = [...plan.hidden, ...plan.viewMasks].filter((mask) => mask.kind === 'dir');
    // What lies inside the worktree (a checkout-relative eval-read, the masked `.arbor/`) is mounted
    // after the worktree, on it: before, the worktree's bind would cover it.
    const inWritable = (target) => plan.writable.some((path) => (0,util_paths/* isWithin */.U)(path, target));
    const hiddenIn = plan.hidden.filter((mask) => inWritable(mask.path));
    const viewIn = plan.view.readOnly.filter((bind) => inWritable(bind.target));
    const roBind = (bind) => ['--ro-bind', bind.source, bind.target];
    return [
        ...NAMESPACE_FLAGS,
        ...plan.system.flatMap((entry) => entry.link === null ? ['--ro-bind', entry.path, entry.path] : ['--symlink', entry.link, entry.path]),
        '--proc',
        '/proc',
        '--dev',
        '/dev',
        ...plan.tempBinds.flatMap((bind) => ['--bind', bind.source, bind.target]),
        ...plan.hidden.filter((mask) => !hiddenIn.includes(mask)).flatMap(maskArgs),
        ...plan.view.readOnly.filter((bind) => !viewIn.includes(bind)).flatMap(roBind),
        ...plan.writable.flatMap((path) => ['--bind', path, path]),
        ...plan.pinned.flatMap((path) => ['--bind', path, path]),
        ...hiddenIn.flatMap(maskArgs),
        ...viewIn.flatMap(roBind),
        ...plan.viewMasks.flatMap(maskArgs),
        ...plan.view.devices.flatMap((device) => ['--dev-bind', device, device]),
        ...plan.readOnlyInPlace.flatMap((path) => ['--ro-bind', path, path]),
        // Last: a masking tmpfs, and bwrap's own root (where it made the mount points), stay writable
        // until every mount point inside them was made.
        ...dirMasks.flatMap((mask) => ['--remount-ro', mask.path]),
        '--remount-ro',
        '/',
        '--info-fd',
        '3',
        '--',
        ...argv,
    ];
}
/** The evaluation's environment: `env` without the session's variables, the view's on top. */
function rootlessEnvironment(env, view) {
    return { ...(0,environment/* withoutSessionVariables */.U4)(env), ...view.env };
}
/**
 * How the command line `argv` is started: a shell that opens the info file on fd 3 and execs bwrap
 * (same pid: the runner's process group and signals reach bwrap as they would reach the command).
 */
function rootlessLaunch(plan, argv, env) {
    return {
        file: '/bin/sh',
        args: ['-c', 'exec 3>"$0" && exec "$@"', plan.infoFile, plan.bwrap, ...rootlessArgs(plan, argv)],
        env: rootlessEnvironment(env, plan.view),
    };
}
/** PID 1 of the evaluation's namespace, from bwrap's info file; null when it says none. */
function namespaceInit(info) {
    try {
        const parsed = JSON.parse(info);
        const pid = parsed['child-pid'];
        const ns = parsed['pid-namespace'];
        return Number.isSafeInteger(pid) && Number.isSafeInteger(ns) && pid > 1
            ? { pid: pid, pidNamespace: ns }
            : null;
    }
    catch {
        return null;
    }
}

// EXTERNAL MODULE: ./src/eval/isolation/sandbox.ts + 3 modules
var sandbox = __webpack_require__(62126);
// EXTERNAL MODULE: ./src/eval/isolation/temp-folders.ts
var temp_folders = __webpack_require__(4499);
// EXTERNAL MODULE: ./src/eval/isolation/view-mounts.ts
var view_mounts = __webpack_require__(97979);
;// CONCATENATED MODULE: ./src/eval/isolation/rootless-sandbox.ts
/**
 * The rootless mode's I/O (rootless.ts builds its command line): finding bubblewrap and probing it
 * once per gate run, preparing one evaluation's sandbox (its folders, the protected paths bound
 * read-only, the hidden folders that lie inside allowed ones), and ending its PID namespace.
 */















async function onPath(name, path) {
    for (const dir of path.split(external_node_path_.delimiter).filter((entry) => entry.startsWith('/'))) {
        const file = (0,external_node_path_.join)(dir, name);
        if (await (0,promises_.access)(file, promises_.constants.X_OK).then(() => true, () => false))
            return file;
    }
    return null;
}
async function systemEntries() {
    const found = await Promise.all(SYSTEM_FOLDERS.map(async (path) => {
        const stat = await (0,promises_.lstat)(path).catch(() => null);
        if (stat?.isSymbolicLink())
            return { path, link: await (0,promises_.readlink)(path) };
        return stat?.isDirectory() ? { path, link: null } : null;
    }));
    return found.filter((entry) => entry !== null);
}
/** The plan of a run that binds nothing but the system folders (the probe's). */
function barePlan(tools, infoFile) {
    return {
        ...tools,
        tempBinds: [],
        writable: [],
        hidden: [],
        view: EMPTY_VIEW,
        viewMasks: [],
        readOnlyInPlace: [],
        pinned: [],
        infoFile,
    };
}
/**
 * Whether bwrap can make the evaluation's namespaces here: `true` run for real in them. What is
 * missing, in one line, when it cannot (bwrap not on PATH, user namespaces refused).
 */
async function probeRootless(env) {
    if (process.platform !== 'linux')
        return { missing: `it needs Linux (this is ${process.platform})` };
    const bwrap = await onPath('bwrap', env.PATH ?? '');
    if (bwrap === null)
        return { missing: 'bubblewrap (bwrap) is not on PATH' };
    const tools = { bwrap, system: await systemEntries() };
    const launch = rootlessLaunch(barePlan(tools, '/dev/null'), ['true'], { PATH: '/usr/bin:/bin' });
    const result = await (0,isolation_tools/* runTool */.qI)([launch.file, ...launch.args], launch.env);
    if (result.code === 0)
        return tools;
    const said = result.stderr.trim().split('\n').at(-1)?.trim() ?? '';
    return {
        missing: `bwrap cannot make an unprivileged user namespace here (${said || `exit ${result.code ?? 'by signal'}`})`,
    };
}
const POLL_MS = 20;
const GIVE_UP_MS = 10_000;
/** The state letter of a process, or null when it is gone. */
async function stateOf(pid) {
    const status = await (0,promises_.readFile)(`/proc/${pid}/status`, 'utf8').catch(() => null);
    return status === null ? null : (/^State:\s+(\S)/m.exec(status)?.[1] ?? null);
}
/**
 * Ends the evaluation's PID namespace if its PID 1 still runs (bwrap itself was killed): SIGKILL to
 * PID 1 makes the kernel kill every process in the namespace, and PID 1 becomes a zombie only once all
 * of them are gone. The pid is checked to be that namespace's before each signal.
 */
async function endNamespace(infoFile) {
    const init = namespaceInit(await (0,promises_.readFile)(infoFile, 'utf8').catch(() => ''));
    if (init === null)
        return;
    const namespace = `pid:[${init.pidNamespace}]`;
    for (const deadline = Date.now() + GIVE_UP_MS;;) {
        const state = await stateOf(init.pid);
        const link = await (0,promises_.readlink)(`/proc/${init.pid}/ns/pid`).catch(() => null);
        if (state === null || state === 'Z' || state === 'X' || link !== namespace)
            return;
        if (Date.now() > deadline)
            throw new errors/* InfraError */.Ri(`could not end the evaluation's PID namespace (its PID 1 is pid ${init.pid})`);
        try {
            process.kill(init.pid, 'SIGKILL');
        }
        catch {
            return;
        }
        await (0,external_node_timers_promises_.setTimeout)(POLL_MS);
    }
}
/** `__pycache__` beside each protected module, a real folder before it is bound read-only. */
async function realPycache(worktree, protectedPaths) {
    const made = [];
    for (const folder of (0,ownership/* pycacheFolders */.$V)(protectedPaths)) {
        const path = (0,external_node_path_.join)(worktree, folder);
        if ((await (0,promises_.lstat)((0,external_node_path_.dirname)(path)).catch(() => null))?.isDirectory() !== true)
            continue;
        const stat = await (0,promises_.lstat)(path).catch(() => null);
        if (stat !== null && !stat.isDirectory())
            await (0,promises_.rm)(path, { force: true });
        if (stat === null || !stat.isDirectory())
            await (0,promises_.mkdir)(path);
        made.push(path);
    }
    return made;
}
/**
 * What is bound read-only over itself (parents first, nothing inside another): the folders on the way
 * to a protected file below the root, the protected files and `.git` at the root (symlinks are not
 * bound: bwrap would bind what they name), and the `__pycache__` beside each protected module.
 */
async function readOnlyInPlace(spec) {
    const kept = [...spec.protectedPaths, '.git'];
    const entries = await (0,ownership/* entriesAround */.QO)(spec.worktree, kept);
    const plan = (0,ownership/* planOwnership */.Vz)(entries, kept);
    const files = plan.gateFiles.filter((path) => entries.get(path) === 'file');
    const paths = [
        ...plan.sealedDirs.map((dir) => (0,external_node_path_.join)(spec.worktree, dir)),
        ...files.map((file) => (0,external_node_path_.join)(spec.worktree, file)),
        ...(await realPycache(spec.worktree, spec.protectedPaths)),
    ].sort((a, b) => a.length - b.length);
    return paths.filter((path, i) => !paths.slice(0, i).some((outer) => (0,util_paths/* isWithin */.U)(outer, path)));
}
async function masksOf(paths) {
    const found = await Promise.all(paths.map(async (path) => {
        const stat = await (0,promises_.lstat)(path).catch(() => null);
        if (stat === null)
            return null;
        return { path, kind: stat.isDirectory() ? 'dir' : 'file' };
    }));
    return found.filter((mask) => mask !== null);
}
/**
 * The folders the evaluation must not see that the allow-list would show: those inside a system folder
 * or a folder of the view (the rest are absent already), and the session record `.arbor/`.
 */
async function hiddenMasks(spec, tools, view) {
    const gitPath = (0,external_node_path_.join)(spec.worktree, '.git');
    const gitText = await (0,promises_.readFile)(gitPath, 'utf8').catch(() => '');
    const candidates = (0,environment/* hiddenCandidates */.Fj)({
        ...spec.hidden,
        gitDir: spec.gitDir ?? (await (0,sandbox/* gitDirsOf */.UI)(gitPath, gitText)),
    });
    const shown = [
        ...tools.system.filter((entry) => entry.link === null).map((entry) => entry.path),
        ...view.readOnly.map((bind) => bind.target),
    ];
    const inside = (0,environment/* foldersToHide */.hr)(await (0,sandbox/* existingFolders */.$1)(candidates), spec.folder).filter((path) => shown.some((folder) => (0,util_paths/* isWithin */.U)(folder, path)));
    return masksOf([...inside, (0,external_node_path_.join)(spec.worktree, '.arbor')]).then((masks) => masks.filter((mask) => mask.kind === 'dir'));
}
/**
 * The plan without the paths of the worktree that are gone by launch time: the gate removes the idea
 * tree's record (`.arbor/`, sealed and masked here as a protected path) after the sandbox is open and
 * before anything of the branch's runs, and bwrap refuses to bind a source that is not there.
 */
function stillThere(plan) {
    const there = (path) => (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false }) !== undefined;
    return {
        ...plan,
        hidden: plan.hidden.filter((mask) => there(mask.path)),
        readOnlyInPlace: plan.readOnlyInPlace.filter(there),
    };
}
/** Opens one evaluation's rootless sandbox in `spec`'s folders (see rootless.ts for what it shows). */
async function openRootlessSandbox(tools, spec) {
    const view = spec.runtime ?? EMPTY_VIEW;
    const folders = (0,environment/* evalFolders */.IX)(spec.folder);
    const tempBinds = (0,temp_folders/* privateTempBinds */.Ec)(spec.folder);
    await (0,sandbox/* makeFolders */.wZ)([
        ...Object.values(folders),
        ...tempBinds.map((bind) => bind.source).filter((path) => path !== folders.tmp),
    ]);
    // git run by the evaluation fails in its worktree and looks no further up (the git folder is absent).
    if (spec.view === undefined)
        await (0,promises_.writeFile)((0,external_node_path_.join)(spec.worktree, '.git'), sandbox/* NO_GIT */.D7);
    await (0,view_mounts/* noLinksToTargets */.Ow)(view, spec.worktree);
    const pinned = (0,view_mounts/* pinnedFolders */.cH)(view, spec.worktree);
    for (const folder of pinned)
        await (0,promises_.mkdir)(folder, { recursive: true });
    const plan = {
        ...tools,
        tempBinds,
        writable: [spec.worktree, ...Object.values(folders)],
        hidden: await hiddenMasks(spec, tools, view),
        view,
        viewMasks: await masksOf(view.masked),
        readOnlyInPlace: await readOnlyInPlace(spec),
        pinned,
        infoFile: (0,external_node_path_.join)(spec.folder, 'bwrap-info.json'),
    };
    const watch = await sandbox/* RootWatch */.iG.start(spec);
    const endAll = () => endNamespace(plan.infoFile);
    let closing = null;
    const close = () => (closing ??= (async () => {
        try {
            await endAll();
        }
        finally {
            unregister();
        }
    })());
    const unregister = (0,cleanup/* registerCleanup */.qE)(close);
    return {
        environment: (0,environment/* evalFolderEnvironment */.qY)(folders, null),
        launcher: { launch: (argv, env) => rootlessLaunch(stillThere(plan), argv, env), endAll },
        createdShadows: () => watch.changes(),
        close,
        [Symbol.asyncDispose]: close,
    };
}

// EXTERNAL MODULE: ./src/eval/isolation/overlay.ts
var overlay = __webpack_require__(43125);
;// CONCATENATED MODULE: ./src/eval/isolation/index.ts
/**
 * Evaluation isolation (`eval-isolation: auto | user | rootless | none`): where the gate is root or has
 * passwordless sudo, the evaluated command runs as a dedicated unprivileged account, in its own PID and
 * mount namespaces where the kernel allows it, else in a cgroup of its own (cgroup.ts); where it has
 * neither, in an unprivileged user namespace of bubblewrap's as the gate's own uid (rootless.ts). resolveIsolation
 * decides once per gate run what is possible, and how the evaluation's end is made atomic (`end`);
 * Isolator.open prepares one evaluation (sandbox.ts) and returns the sandbox the runner launches in;
 * closing it ends every process of the evaluation and removes what the account owned. Worktrees go
 * under a gate-owned parent (temp-folders.ts). What this does and does not defend: SECURITY.md.
 */


















async function probeCgroup(privilege) {
    if (privilege === null)
        return 'the gate is not root and has no passwordless sudo';
    const made = await isolation_cgroup/* EvalCgroup */.Fz.create(privilege);
    if ('missing' in made)
        return made.missing;
    await made.remove();
    return null;
}
/** The gate-owned worktree parent, with the cgroup probe still running (it overlaps the launch probe). */
async function rootRights(privilege, log) {
    const noCgroup = probeCgroup(privilege);
    const parent = await (0,temp_folders/* workParent */.Iv)(privilege, (0,sandbox/* gateIds */.GQ)(), process.env);
    if ('refused' in parent)
        log(`evaluation worktrees go in ${(0,external_node_os_.tmpdir)()}: no gate-owned folder for them (${parent.refused})`);
    return { rights: { privilege, worktreeParent: 'path' in parent ? parent.path : null }, noCgroup };
}
/** As the gate's own user (`because`: why); the evaluation still gets its own fresh folders. */
function noIsolation(because, rights) {
    const privilege = rights?.privilege ?? null;
    const cgroup = privilege === null || rights?.noCgroup !== null
        ? null
        : { privilege, create: async () => cgroupOrFail(await isolation_cgroup/* EvalCgroup */.Fz.create(privilege)) };
    return {
        mode: 'none',
        end: cgroup === null ? 'settle' : 'cgroup',
        notIsolatedBecause: because,
        notAtomicBecause: cgroup === null ? `no PID namespace; ${rights?.noCgroup ?? 'no cgroup probed'}` : null,
        worktreeParent: rights?.worktreeParent ?? null,
        viewOwners: null,
        open: (spec) => (0,sandbox/* openGateSandbox */.VQ)(spec, cgroup),
    };
}
function cgroupOrFail(made) {
    if ('missing' in made)
        throw new errors/* UserError */.yo(`the evaluation's cgroup could not be made: ${made.missing}`);
    return made;
}
class UserIsolation {
    plan;
    rights;
    log;
    mode;
    end;
    notIsolatedBecause = null;
    notAtomicBecause;
    worktreeParent;
    viewOwners;
    constructor(plan, rights, log) {
        this.plan = plan;
        this.rights = rights;
        this.log = log;
        this.mode = plan.pidns ? 'user+pidns' : 'user';
        this.end = plan.pidns ? 'pidns' : rights.noCgroup === null ? 'cgroup' : 'settle';
        this.notAtomicBecause = this.end === 'settle' ? `no PID namespace; ${rights.noCgroup}` : null;
        this.worktreeParent = rights.worktreeParent;
        this.viewOwners = { privilege: plan.privilege, account: plan.account };
    }
    async open(spec) {
        const release = await lockAccount(this.plan.privilege, this.plan.account.name, this.log, spec.signal);
        const { privilege } = this.plan;
        const cgroup = this.end === 'cgroup' ? async () => cgroupOrFail(await isolation_cgroup/* EvalCgroup */.Fz.create(privilege)) : null;
        return (0,sandbox/* openUserSandbox */.JG)({ plan: this.plan, cgroup, release }, spec);
    }
}
/** In bubblewrap's namespaces as the gate's own uid; its PID namespace is the atomic end. */
class RootlessIsolation {
    tools;
    worktreeParent;
    mode = 'rootless';
    end = 'pidns';
    notIsolatedBecause = null;
    notAtomicBecause = null;
    viewOwners = null;
    constructor(tools, worktreeParent) {
        this.tools = tools;
        this.worktreeParent = worktreeParent;
    }
    open(spec) {
        return openRootlessSandbox(this.tools, spec);
    }
}
/** Every folder above `folder` must let other users through, or the account cannot reach its worktree. */
async function closedAncestor(folder) {
    for (let dir = (0,external_node_path_.resolve)(folder);; dir = (0,external_node_path_.dirname)(dir)) {
        const mode = (await (0,promises_.stat)(dir)).mode;
        if ((mode & 0o001) === 0)
            return dir;
        if (dir === (0,external_node_path_.dirname)(dir))
            return null;
    }
}
/** Tries the launch for real on `true`: setpriv as the account, then inside the namespaces. */
async function probeLaunch(plan) {
    const launch = (0,isolation_launch/* evaluationLaunch */.Qz)(plan, ['true'], { PATH: process.env.PATH ?? '/usr/bin:/bin' });
    const result = await (0,isolation_tools/* runTool */.qI)([launch.file, ...launch.args], launch.env);
    return result.code === 0 ? null : (0,isolation_tools/* toolFailure */.Lu)(plan.pidns ? ['unshare', '--pid'] : ['setpriv'], result);
}
/** The launch probe's per-boot record in the worktree parent. */
const LAUNCH_RECORD = 'launch-probe';
/**
 * Where and as what the launch probe's success is recorded (boot-record.ts): in the gate's own
 * worktree parent, naming this boot, the account and the PATH that finds unshare and setpriv. Null
 * where no record can be kept (no gate-owned parent, or the kernel does not name the boot).
 */
async function launchRecord(parent, account) {
    const context = parent === null ? null : await (0,boot_record/* bootContext */.C0)();
    if (parent === null || context === null)
        return null;
    return { parent, facts: `${context} ${account.uid}:${account.gid} ${process.env.PATH ?? ''}` };
}
async function enterable(req, rights) {
    if (process.platform !== 'linux')
        return { missing: `it needs Linux (this is ${process.platform})` };
    const { privilege } = rights;
    if (privilege === null)
        return { missing: 'the gate is not root and has no passwordless sudo (sudo -n)' };
    const parent = rights.worktreeParent ?? (0,external_node_os_.tmpdir)();
    const closed = await closedAncestor(parent);
    if (closed !== null) {
        return {
            missing: `the worktrees' folder ${parent} is not open to other users (${closed}); set TMPDIR to one that is, such as /tmp`,
        };
    }
    let account;
    try {
        account = await (0,isolation_account/* ensureAccount */.G5)(req.account, req.names.account, privilege, req.log);
    }
    catch (error) {
        if (error instanceof errors/* UserError */.yo)
            throw error;
        return { missing: error.message };
    }
    const user = { privilege, account, pidns: false, cgroup: null };
    const record = privilege === 'root' ? await launchRecord(rights.worktreeParent, account) : null;
    if (record !== null && (await (0,boot_record/* recordedThisBoot */.V2)(record.parent, LAUNCH_RECORD, (0,sandbox/* gateIds */.GQ)().uid, record.facts)))
        return { plan: { privilege, account, pidns: true } };
    // The namespaces first: when they work, entering the account works too (one probe instead of two).
    const probeFolder = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'arbor-gate-probe-'));
    try {
        const binds = [{ source: probeFolder, target: probeFolder }];
        if ((await probeLaunch({ ...user, pidns: true, hide: [probeFolder], binds })) === null) {
            if (record !== null)
                await (0,boot_record/* recordThisBoot */.UB)(record.parent, LAUNCH_RECORD, record.facts);
            return { plan: { privilege, account, pidns: true } };
        }
    }
    finally {
        await (0,promises_.rm)(probeFolder, { recursive: true, force: true });
    }
    const refused = await probeLaunch({ ...user, hide: [], binds: [] });
    if (refused !== null)
        return { missing: `setpriv cannot enter ${account.name}: ${refused}` };
    return { plan: { privilege, account, pidns: false } };
}
/**
 * Refuses a merge under `auto` whose evaluation could not be ended atomically (exit 2), naming what is
 * missing and the settings that work on this machine: `user` when the gate can enter the account, else
 * only `none`.
 */
function refuseSilentDegrade(req, isolator) {
    if (!req.merging || req.setting !== 'auto' || isolator.end !== 'settle')
        return isolator;
    const name = req.names.setting;
    if (isolator.mode === 'none') {
        throw new errors/* UserError */.yo(`${name} auto: this machine cannot isolate the evaluation (${isolator.notIsolatedBecause}); ` +
            `set ${name} none to merge with the evaluation run as the gate's own user`);
    }
    throw new errors/* UserError */.yo(`${name} auto: this machine cannot end the evaluation atomically (${isolator.notAtomicBecause}), ` +
        `so a process it leaves could print or write a score after its main process exits; run the gate ` +
        `where PID namespaces are allowed or cgroup2 is writable, or set ${name} user (or none) to merge without that`);
}
function rootlessIsolator(req, tools, worktreeParent) {
    req.log(`evaluation isolation: rootless, as uid ${(0,sandbox/* gateIds */.GQ)().uid} in its own user, PID and mount namespaces via ${tools.bwrap}; end: pidns`);
    return new RootlessIsolation(tools, worktreeParent);
}
/** What the rootless mode needs and a root gate lacks: it is for a gate without root. */
const ROOT_GATE = 'the gate is root (the rootless mode is for a gate without root)';
/**
 * Decides how this gate run isolates its evaluations. `none` runs as the gate (in a cgroup where it
 * can); `auto` isolates as another user when it can, else in a rootless namespace when it can, and
 * says why not otherwise; `user` and `rootless` throw a UserError naming the setting and what is
 * missing. A merge under `auto` without an atomic end is refused.
 */
async function resolveIsolation(req) {
    const found = await rootRights(process.platform === 'linux' ? await (0,isolation_tools/* detectPrivilege */.F4)() : null, req.log);
    const name = req.names.setting;
    if (req.setting === 'none')
        return noIsolation(`${name} is none`, { ...found.rights, noCgroup: await found.noCgroup });
    const rootGate = (0,sandbox/* gateIds */.GQ)().uid === 0;
    if (req.setting === 'rootless') {
        const tools = rootGate ? { missing: ROOT_GATE } : await probeRootless(process.env);
        if ('missing' in tools) {
            const works = found.rights.privilege === null ? 'none' : 'auto';
            throw new errors/* UserError */.yo(`${name} rootless: cannot run the evaluation in a user namespace: ${tools.missing}; set ${name} ${works}`);
        }
        return rootlessIsolator(req, tools, found.rights.worktreeParent);
    }
    // The probes spawn their own tools: run together, the gate's start waits for the slowest only. The
    // rootless probe runs at once only where the account cannot be entered (no root's rights).
    const rootless = () => rootGate ? Promise.resolve({ missing: ROOT_GATE }) : probeRootless(process.env);
    const early = req.setting === 'auto' && found.rights.privilege === null ? rootless() : null;
    const [entered, noCgroup] = await Promise.all([enterable(req, found.rights), found.noCgroup]);
    const rights = { ...found.rights, noCgroup };
    if ('missing' in entered) {
        if (req.setting === 'user') {
            throw new errors/* UserError */.yo(`${name} user: cannot run the evaluation as another user: ${entered.missing}`);
        }
        const tools = await (early ?? rootless());
        if (!('missing' in tools))
            return rootlessIsolator(req, tools, rights.worktreeParent);
        const why = rootGate ? entered.missing : `${entered.missing}, and ${tools.missing}`;
        req.log(`evaluation isolation: none (${why})`);
        return refuseSilentDegrade(req, noIsolation(why, rights));
    }
    const isolator = new UserIsolation(entered.plan, rights, req.log);
    const { account } = entered.plan;
    req.log(`evaluation isolation: ${isolator.mode}, as ${account.name} (uid ${account.uid}) via ${entered.plan.privilege === 'root' ? 'setpriv' : 'sudo and setpriv'}; end: ${isolator.end}`);
    return refuseSilentDegrade(req, isolator);
}
/** What a merge whose evaluation could not be ended atomically must say (`settingName`: eval-isolation's name). */
function atomicEndWarnings(isolator, settingName) {
    if (isolator.end !== 'settle')
        return [];
    return [
        `end not atomic (${isolator.notAtomicBecause}): a process left behind could still print a score; ` +
            `${settingName} auto refuses that`,
    ];
}
/**
 * What a merge judged without isolation must say: what the evaluated code could reach, and how to get
 * isolation (`settingName` names the eval-isolation input or flag).
 */
function isolationWarnings(isolator, settingName) {
    if (isolator.mode !== 'none')
        return [];
    // Chosen (`none`): auto isolates where it can. Under auto the reason names what this machine lacks.
    const chosen = isolator.notIsolatedBecause === `${settingName} is none`;
    const reach = "the evaluated code could read the job's token and write .git and the checkout";
    return [
        chosen
            ? `isolation none, as set: ${reach}; set ${settingName} auto to isolate it`
            : `isolation none (${isolator.notIsolatedBecause}): ${reach}`,
    ];
}
/** Appended to an isolated evaluation's failure: it may have failed for want of what it can no longer reach. */
function isolatedFailureNote(isolator) {
    switch (isolator.mode) {
        case 'none':
            return '';
        case 'user':
            return (` (the evaluation ran isolated, as another user: it could write only its worktree and its own ` +
                `temp folders, and read only what every user may read)`);
        case 'user+pidns':
            return (` (the evaluation ran isolated, as another user in its own namespaces: it could write only its ` +
                `worktree and its own temp folders, and the checkout, the runner's temp folder and the gate's HOME were hidden)`);
        case 'rootless':
            return (` (the evaluation ran isolated, in its own namespaces: it could write only its worktree and its own ` +
                `temp folders, read only the system folders and the declared paths, and had no network)`);
    }
}


/***/ }),

/***/ 56094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qz: () => (/* binding */ evaluationLaunch),
/* harmony export */   Wx: () => (/* binding */ killAllArgv),
/* harmony export */   p: () => (/* binding */ gateLaunch)
/* harmony export */ });
/* unused harmony exports HIDE_SCRIPT, VIEW_SCRIPT, STAGE_SCRIPT, dropToAccount, inNamespaces, privilegedLaunch, backToGate */
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59430);
/* harmony import */ var _cgroup_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94789);
/**
 * The command lines that enter the evaluation account (pure: data in, argv out).
 *
 * - `setpriv` (util-linux) switches to the account's uid and gid with no supplementary groups, sets
 *   no_new_privs (a setuid program cannot raise it again) and drops every capability from the
 *   inheritable and bounding sets, then execs `sh -c <command>`: no extra process stays behind as root.
 * - With a PID namespace, `unshare --pid --fork --kill-child --mount-proc` puts the evaluation in its
 *   own PID and mount namespaces: it sees only its own processes in /proc, and when its first process
 *   ends the kernel ends every other one (a `setsid` escape included). Before dropping to the account,
 *   a fixed root-side script mounts an empty read-only tmpfs over each hidden folder (the user's
 *   checkout, the runner's temp folder, the gate's logs...), then binds the run's own fresh folders
 *   over /tmp, /var/tmp and /dev/shm, in the namespace only: nothing one run leaves there reaches the next.
 * - Without a PID namespace, a cgroup supervisor (cgroup.ts) gives the same atomic end where the gate
 *   could create a cgroup.
 * - Under sudo, the environment is passed with `env -i NAME=VALUE...` (sudo would reset it).
 */


/**
 * Mounts an empty read-only tmpfs over each argument up to `--`, then binds each pair of arguments
 * (source, target) up to the next `--`, then execs the rest. Hidden folders first: one under /tmp is
 * then covered by the bind too. Fixed text: the folders arrive as arguments, never as script text.
 */
const HIDE_SCRIPT = 'while [ "$1" != -- ]; do ' +
    'mount -t tmpfs -o ro,nosuid,nodev,noexec,mode=000,size=4k arbor-gate-hidden "$1" || exit 125; ' +
    'shift; done; shift; ' +
    'while [ "$1" != -- ]; do mount --bind "$1" "$2" || exit 125; shift 2; done; shift; exec "$@"';
/**
 * Shows the runtime view (runtime-view/types.ts), run after HIDE_SCRIPT. Its arguments, each list ended
 * by `--`: folders to cover with a traversable tmpfs (hidden folders holding view targets); folders
 * of the run's tree to bind over themselves (made first where the tree has none), so that none on the
 * way to a target can be renamed; pairs
 * (stage, target): each target made like its stage (a folder, or a file with its folders), the staged
 * mount moved there and made read-only, nosuid and nodev; an empty unreadable file, then paths to mask:
 * an empty tmpfs over a folder, that file over anything else (a path that is absent is left so); the
 * covers again, made read-only once their targets exist. Then execs the rest. Fixed text as well.
 */
const VIEW_SCRIPT = 'while [ "$1" != -- ]; do ' +
    'mkdir -p "$1" && mount -t tmpfs -o nosuid,nodev,noexec,mode=0711,size=64k arbor-gate-view "$1" || exit 125; shift; done; shift; ' +
    'while [ "$1" != -- ]; do mkdir -p "$1" && mount --bind "$1" "$1" || exit 125; shift; done; shift; ' +
    'while [ "$1" != -- ]; do ' +
    'if [ -d "$1" ]; then mkdir -p "$2"; else mkdir -p "${2%/*}" && { [ -e "$2" ] || : > "$2"; }; fi && ' +
    'mount --move "$1" "$2" && mount -o remount,bind,ro,nosuid,nodev "$2" || exit 125; shift 2; done; shift; ' +
    'empty="$1"; shift; while [ "$1" != -- ]; do ' +
    'if [ -d "$1" ]; then mount -t tmpfs -o ro,nosuid,nodev,noexec,mode=000,size=4k arbor-gate-masked "$1"; ' +
    'elif [ -e "$1" ]; then mount --bind "$empty" "$1"; fi || exit 125; shift; done; shift; ' +
    'while [ "$1" != -- ]; do mount -o remount,ro "$1" || exit 125; shift; done; shift; exec "$@"';
/** Binds each pair (source, stage) up to `--`, then execs the rest: the view's sources, before HIDE_SCRIPT. */
const STAGE_SCRIPT = 'while [ "$1" != -- ]; do mount --bind "$1" "$2" || exit 125; shift 2; done; shift; exec "$@"';
/** setpriv's arguments that become the account with nothing of root's left (but `groups`, when given). */
function dropToAccount(account, groups = []) {
    return [
        'setpriv',
        `--reuid=${account.uid}`,
        `--regid=${account.gid}`,
        groups.length === 0 ? '--clear-groups' : `--groups=${groups.join(',')}`,
        '--no-new-privs',
        '--inh-caps=-all',
        '--bounding-set=-all',
        '--',
    ];
}
/** The VIEW_SCRIPT step (then `inner`). */
function viewStep(view, inner) {
    return [
        'sh',
        '-c',
        VIEW_SCRIPT,
        'arbor-gate-view',
        ...view.covers,
        '--',
        ...view.pinned,
        '--',
        ...view.targets.flatMap((bind) => [bind.source, bind.target]),
        '--',
        view.empty,
        ...view.masks,
        '--',
        ...view.covers,
        '--',
        ...inner,
    ];
}
/**
 * The namespace wrapper (run as root) that hides `hide`, binds `binds`, shows `view` (staged before
 * anything is hidden) and then runs `inner`.
 */
function inNamespaces(hide, binds, inner, view = null) {
    const hidden = [
        'sh',
        '-c',
        HIDE_SCRIPT,
        'arbor-gate-hide',
        ...hide,
        '--',
        ...binds.flatMap((bind) => [bind.source, bind.target]),
        '--',
        ...(view === null ? inner : viewStep(view, inner)),
    ];
    const staged = view === null
        ? hidden
        : [
            'sh',
            '-c',
            STAGE_SCRIPT,
            'arbor-gate-stage',
            ...view.stages.flatMap((b) => [b.source, b.target]),
            '--',
            ...hidden,
        ];
    return [
        'unshare',
        '--pid',
        '--fork',
        '--kill-child',
        '--mount-proc',
        '--propagation',
        'private',
        '--',
        ...staged,
    ];
}
/** Names `env` can set from its command line (a name with `=` or a leading `-` would be misread). */
const PASSABLE_NAME = /^[^=-][^=]*$/;
/** Runs `argv` with root's rights and exactly `env`: directly when root, through sudo and `env -i` otherwise. */
function privilegedLaunch(privilege, argv, env) {
    if (privilege === 'root')
        return { file: argv[0], args: argv.slice(1), env };
    const assignments = Object.entries(env)
        .filter(([name]) => PASSABLE_NAME.test(name))
        .map(([name, value]) => `${name}=${value}`);
    const [file, ...args] = [..._tools_js__WEBPACK_IMPORTED_MODULE_0__/* .SUDO_PREFIX */ .x8, 'env', '-i', ...assignments, ...argv];
    // sudo itself needs a PATH to find env; what the evaluation sees is set by env -i.
    return { file: file, args, env: { PATH: env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin' } };
}
/** How the evaluation's command line `argv` is started. */
function evaluationLaunch(plan, argv, env) {
    const asAccount = [...dropToAccount(plan.account, plan.groups), ...argv];
    const wrapped = plan.pidns
        ? inNamespaces(plan.hide, plan.binds, asAccount, plan.view ?? null)
        : plan.cgroup === null
            ? asAccount
            : (0,_cgroup_js__WEBPACK_IMPORTED_MODULE_1__/* .supervised */ .Tg)(plan.cgroup, asAccount);
    return privilegedLaunch(plan.privilege, wrapped, env);
}
/** setpriv's arguments that go back from root to the gate's own user, groups included (`none` under sudo). */
function backToGate(ids) {
    return [
        'setpriv',
        `--reuid=${ids.uid}`,
        `--regid=${ids.gid}`,
        ids.groups.length === 0 ? '--clear-groups' : `--groups=${ids.groups.join(',')}`,
        '--',
    ];
}
/**
 * How an unisolated evaluation's `argv` is started in its cgroup: by the supervisor with root's rights,
 * then as the gate's own user again (under sudo; a root gate stays root, as its evaluation always did).
 */
function gateLaunch(privilege, cgroup, ids, argv, env) {
    const inner = privilege === 'root' ? [...argv] : [...backToGate(ids), ...argv];
    return privilegedLaunch(privilege, (0,_cgroup_js__WEBPACK_IMPORTED_MODULE_1__/* .supervised */ .Tg)(cgroup, inner), env);
}
/**
 * Sends SIGKILL to every process of the account, from a shell that is the account itself: kill(-1)
 * reaches exactly the processes that uid may signal, so a pid reused by another user's process in the
 * meantime is never hit (and the shell spares itself).
 */
function killAllArgv(plan) {
    return (0,_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .privilegedArgv */ .K1)(plan.privilege, [
        ...dropToAccount(plan.account),
        'sh',
        '-c',
        'kill -KILL -1 2>/dev/null; exit 0',
    ]);
}


/***/ }),

/***/ 43125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DA: () => (/* binding */ mountView),
/* harmony export */   Fu: () => (/* binding */ viewFolders),
/* harmony export */   Od: () => (/* binding */ unmountView),
/* harmony export */   lM: () => (/* binding */ overlayMissingThisBoot),
/* harmony export */   s1: () => (/* binding */ plainPath)
/* harmony export */ });
/* unused harmony exports mountArgv, overlayMissing */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83916);
/* harmony import */ var _boot_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74827);
/* harmony import */ var _util_remove_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58043);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59430);
/**
 * A run's copy-on-write view of a cached tree (src/eval/trees): an overlayfs mount whose lower layers
 * are the cached tree (read only, owned as the ownership plan says) and whose upper layer is on disk in
 * the run's own gate-owned folder (evaluations write gigabytes; tmpfs would be RAM). What the run
 * writes goes to the upper layer and is removed with the run's folder: the next run sees the cached
 * tree again, at O(1) setup cost.
 *
 * - The mount is made in the gate's own mount namespace, at the run's worktree path, before the
 *   evaluation's namespace is created (which copies it): the gate reads the merged view after the run
 *   for the tamper check and the root's entries, exactly as it reads a checked-out worktree, so neither
 *   check reimplements overlayfs's whiteouts, opaque folders and redirects.
 * - The upper layer's root takes the owner and mode of the top lower layer's root: merged, the root's
 *   attributes are the upper root's, so an account-owned upper root would let the account rename or
 *   delete the gate's protected files at the worktree root (the sticky, gate-owned 1775 root of the
 *   ownership plan is what forbids it).
 * - `redirect_dir=on`: without it, renaming a folder that comes from a lower layer fails with EXDEV.
 * - The layers' paths go into mount's option text: a path holding a character that text gives a meaning
 *   to (`,` `:` `\` `=`, whitespace, a control character) is refused, and the run falls back to a checkout.
 */






/** A path that can stand in overlayfs's option text as it is. */
const PLAIN_PATH = /^\/[^,:\\=\s\p{Cc}]*$/u;
function plainPath(path) {
    return PLAIN_PATH.test(path);
}
/** The run's own upper and work folders (inside its temp folder `folder`). */
function viewFolders(folder) {
    return { upper: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, 'upper'), work: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, 'overlay-work') };
}
/** mount's command line for the view at `target` (pure; throws on a path the option text cannot hold). */
function mountArgv(view, folder, target) {
    const { upper, work } = viewFolders(folder);
    const paths = [...view.lower, upper, work, target];
    const unsafe = paths.find((path) => !plainPath(path));
    if (unsafe !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InfraError */ .Ri(`overlay: the path ${JSON.stringify(unsafe)} cannot be mounted`);
    const options = `lowerdir=${view.lower.join(':')},upperdir=${upper},workdir=${work},redirect_dir=on`;
    return ['mount', '-t', 'overlay', 'arbor-gate-view', '-o', options, '--', target];
}
async function privileged(privilege, argv, what) {
    const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .runTool */ .qI)((0,_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .privilegedArgv */ .K1)(privilege, argv));
    if (result.code !== 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InfraError */ .Ri(`${what}: ${(0,_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .toolFailure */ .Lu)(argv, result)}`);
}
/** Makes the upper and work folders (the upper root as the top lower root is owned) and mounts the view. */
async function mountView(privilege, view, folder, target) {
    const { upper, work } = viewFolders(folder);
    const top = view.lower[0];
    if (top === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InfraError */ .Ri('overlay: a view needs a lower layer');
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(top);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(upper, { mode: 0o700 });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(work, { mode: 0o700 });
    await (0,_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .setOwnerAndMode */ .mI)(privilege, upper, root, root.mode).catch((error) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InfraError */ .Ri(`overlay: upper layer: ${error.message}`);
    });
    await privileged(privilege, mountArgv(view, folder, target), "overlay: could not mount the run's view");
}
/** Unmounts the view at `target` (its processes have ended by then). */
function unmountView(privilege, target) {
    return privileged(privilege, ['umount', '--', target], "overlay: could not unmount the run's view");
}
/**
 * Whether this machine can mount a view: one real mount of an empty lower layer in `scratch` (a
 * gate-owned folder). Null when it can; else why not.
 */
async function overlayMissing(privilege, scratch) {
    const lower = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(scratch, 'lower');
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(scratch, 'view');
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(lower, { mode: 0o755 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { mode: 0o755 });
        await mountView(privilege, { lower: [lower] }, scratch, target);
        await unmountView(privilege, target);
        return null;
    }
    catch (error) {
        return error.message;
    }
}
/**
 * overlayMissing, probed once per boot (boot-record.ts): a success is recorded in `parent`, the
 * gate-owned worktree parent; a failure is probed again on the next run.
 */
async function overlayMissingThisBoot(privilege, parent, gateUid) {
    const facts = await (0,_boot_record_js__WEBPACK_IMPORTED_MODULE_2__/* .bootContext */ .C0)();
    if (facts !== null && (await (0,_boot_record_js__WEBPACK_IMPORTED_MODULE_2__/* .recordedThisBoot */ .V2)(parent, 'overlay-probe', gateUid, facts)))
        return null;
    const scratch = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(parent, 'arbor-gate-overlay-probe-'));
    try {
        const why = await overlayMissing(privilege, scratch);
        if (why === null && facts !== null)
            await (0,_boot_record_js__WEBPACK_IMPORTED_MODULE_2__/* .recordThisBoot */ .UB)(parent, 'overlay-probe', facts);
        return why;
    }
    finally {
        await (0,_util_remove_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .removeTree */ .d)(scratch);
    }
}


/***/ }),

/***/ 67832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $V: () => (/* binding */ pycacheFolders),
/* harmony export */   QO: () => (/* binding */ entriesAround),
/* harmony export */   Vz: () => (/* binding */ planOwnership),
/* harmony export */   kM: () => (/* binding */ chownTree),
/* harmony export */   re: () => (/* binding */ ownTree),
/* harmony export */   x3: () => (/* binding */ chownEach)
/* harmony export */ });
/* unused harmony exports IN_PROCESS_ENTRIES, applyOwnership, sealPycache, hideSessionRecord */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59430);




function parentOf(path) {
    const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
    return parent === '.' ? '' : parent;
}
function gateDirsOf(files) {
    const dirs = new Set();
    for (const file of files) {
        for (let dir = parentOf(file);; dir = parentOf(dir)) {
            dirs.add(dir);
            if (dir === '')
                break;
        }
    }
    return dirs;
}
/**
 * `entries` maps worktree-relative paths (no '' root entry) to their kind: at least the `kept` ones
 * (entriesAround gives them). `kept` are the paths the gate keeps (protected files, `.git`); those that
 * are not files or symlinks are ignored. Every folder on the way to a kept file is the gate's: sealed
 * below the root, sticky at the root.
 */
function planOwnership(entries, kept) {
    const gateFiles = [...new Set(kept)].filter((path) => {
        const kind = entries.get(path);
        return kind === 'file' || kind === 'symlink';
    });
    const byDepth = [...gateDirsOf(gateFiles)].sort((a, b) => depth(b) - depth(a));
    return {
        gateFiles,
        stickyDirs: byDepth.filter((dir) => dir === ''),
        sealedDirs: byDepth.filter((dir) => dir !== ''),
    };
}
/** The `__pycache__` folder beside each protected Python module (worktree-relative). */
function pycacheFolders(protectedPaths) {
    const folders = protectedPaths
        .filter((path) => path.endsWith('.py'))
        .map((path) => (parentOf(path) === '' ? '__pycache__' : `${parentOf(path)}/__pycache__`));
    return [...new Set(folders)];
}
function depth(path) {
    return path === '' ? 0 : path.split('/').length;
}
function kindOf(dirent) {
    if (dirent.isSymbolicLink())
        return 'symlink';
    if (dirent.isDirectory())
        return 'dir';
    return dirent.isFile() ? 'file' : 'other';
}
/** What planOwnership needs from the worktree at `root`: the kind of each `kept` path (symlinks not followed). */
async function entriesAround(root, kept) {
    const entries = new Map();
    for (const path of new Set(kept)) {
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path)).catch(() => null);
        if (stat !== null)
            entries.set(path, kindOf(stat));
    }
    return entries;
}
/** Most paths per chown command line (well below any ARG_MAX). */
const BATCH = 500;
/** Most entries a root gate walks and lchowns itself before one `chown -R` is the cheaper way. */
const IN_PROCESS_ENTRIES = 256;
/**
 * `paths` and, when `recursive`, every entry below them (symlinks not followed, as `chown -R -P`), or
 * null once there are more than `limit`.
 */
async function entriesOf(paths, recursive, limit) {
    const found = [];
    const walk = async (path) => {
        found.push(path);
        if (found.length > limit)
            return false;
        if (!recursive || (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null))?.isDirectory() !== true)
            return true;
        for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path))
            if (!(await walk((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, name))))
                return false;
        return true;
    };
    for (const path of paths)
        if (!(await walk(path)))
            return null;
    return found;
}
async function chownAll(privilege, owner, paths, recursive = false) {
    const inProcess = privilege === 'root'
        ? await entriesOf(paths, recursive, recursive ? IN_PROCESS_ENTRIES : Infinity)
        : null;
    if (inProcess !== null) {
        const [uid, gid] = owner.split(':').map(Number);
        for (const path of inProcess) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lchown)(path, uid, gid).catch((error) => {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InfraError */ .Ri(`could not prepare the isolated evaluation: chown ${path}: ${error.message}`);
            });
        }
        return;
    }
    const options = recursive ? ['-R', '-P'] : [];
    for (let i = 0; i < paths.length; i += BATCH) {
        const argv = ['chown', '-h', ...options, '--', owner, ...paths.slice(i, i + BATCH)];
        const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_2__/* .runTool */ .qI)((0,_tools_js__WEBPACK_IMPORTED_MODULE_2__/* .privilegedArgv */ .K1)(privilege, argv));
        if (result.code !== 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InfraError */ .Ri(`could not prepare the isolated evaluation: ${(0,_tools_js__WEBPACK_IMPORTED_MODULE_2__/* .toolFailure */ .Lu)(argv, result)}`);
        }
    }
}
/** Gives `paths` themselves (nothing below them) to `owner` ("uid:gid"), without following symlinks. */
function chownEach(privilege, owner, paths) {
    return chownAll(privilege, owner, paths);
}
/** Gives `paths` (and all below them) to `owner` ("uid:gid"), without following symlinks. */
function chownTree(privilege, owner, paths) {
    return chownAll(privilege, owner, paths, true);
}
/**
 * Applies the plan to the worktree at `root`, whose files must all belong to the evaluation account
 * already (chownTree first). The gate then owns what the plan keeps, and sets its modes.
 */
async function applyOwnership(privilege, root, plan, owners) {
    const at = (path) => (path === '' ? root : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path));
    const gate = `${owners.gate.uid}:${owners.gate.gid}`;
    await chownAll(privilege, gate, [...plan.gateFiles, ...plan.sealedDirs].map(at));
    await chownAll(privilege, `${owners.gate.uid}:${owners.account.gid}`, plan.stickyDirs.map(at));
    for (const file of plan.gateFiles) {
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(at(file));
        if (stat.isFile())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(at(file), stat.mode & 0o755);
    }
    for (const dir of plan.sealedDirs)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(at(dir), 0o755);
    for (const dir of plan.stickyDirs)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(at(dir), 0o1775);
}
/** Replaces the file or symlink at `path` with a folder, with root's rights: its folder may be the account's. */
async function folderInstead(privilege, path) {
    for (const argv of [
        ['rm', '-f', '--', path],
        ['mkdir', '--', path],
    ]) {
        const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_2__/* .runTool */ .qI)((0,_tools_js__WEBPACK_IMPORTED_MODULE_2__/* .privilegedArgv */ .K1)(privilege, argv));
        if (result.code !== 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InfraError */ .Ri(`could not prepare the isolated evaluation: ${(0,_tools_js__WEBPACK_IMPORTED_MODULE_2__/* .toolFailure */ .Lu)(argv, result)}`);
    }
}
/**
 * Makes each `__pycache__` beside a protected module (`protectedPaths`, worktree-relative) a real,
 * empty-of-the-account's folder the gate owns, mode 0755: one the branch committed as a symlink or a
 * file is replaced, what it holds becomes the gate's. One that is absent is made only beside a module
 * this tree holds (`present`): a cached layer holds the branch's diff only, and its folders are the
 * account's until they take their base's owners (the gate could not make one in them without root),
 * while the base's sealed `__pycache__` shows through the layer. Run after applyOwnership (the
 * account owns everything else by then).
 */
async function sealPycache(privilege, root, modules, gate) {
    const beside = new Set(pycacheFolders(modules.present));
    for (const folder of pycacheFolders(modules.protectedPaths)) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, folder);
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path)).catch(() => null))?.isDirectory() !== true)
            continue;
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null);
        if (stat === null && !beside.has(folder))
            continue;
        if (stat === null)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(path);
        else if (!stat.isDirectory())
            await folderInstead(privilege, path);
        await chownTree(privilege, `${gate.uid}:${gate.gid}`, [path]);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(path, 0o755);
    }
}
/** `.arbor/` at the worktree root, when it is a folder: the gate's, mode 0700, unreadable to the account. */
async function hideSessionRecord(privilege, root, gate) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.arbor');
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null))?.isDirectory() !== true)
        return;
    await chownAll(privilege, `${gate.uid}:${gate.gid}`, [path]);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(path, 0o700);
}
/**
 * The whole ownership plan on the tree at `root` (a worktree, or a tree the cache writes once): the
 * account's files, the gate's protected files and their folders, sealed `__pycache__`, hidden `.arbor/`.
 */
async function ownTree(privilege, root, protectedPaths, owners) {
    const kept = [...protectedPaths, '.git'];
    const plan = planOwnership(await entriesAround(root, kept), kept);
    await chownTree(privilege, `${owners.account.uid}:${owners.account.gid}`, [root]);
    await applyOwnership(privilege, root, plan, owners);
    await sealPycache(privilege, root, { protectedPaths, present: plan.gateFiles }, owners.gate);
    await hideSessionRecord(privilege, root, owners.gate);
}


/***/ }),

/***/ 62126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  D7: () => (/* binding */ NO_GIT),
  iG: () => (/* binding */ RootWatch),
  $1: () => (/* binding */ existingFolders),
  GQ: () => (/* binding */ gateIds),
  UI: () => (/* binding */ gitDirsOf),
  wZ: () => (/* binding */ makeFolders),
  VQ: () => (/* binding */ openGateSandbox),
  JG: () => (/* binding */ openUserSandbox),
  x0: () => (/* binding */ removeAsRoot)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/cleanup.ts
var cleanup = __webpack_require__(4532);
// EXTERNAL MODULE: ./src/eval/isolation/environment.ts
var environment = __webpack_require__(92436);
// EXTERNAL MODULE: ./src/eval/isolation/launch.ts
var launch = __webpack_require__(56094);
// EXTERNAL MODULE: ./src/eval/isolation/ownership.ts
var ownership = __webpack_require__(67832);
// EXTERNAL MODULE: ./src/eval/isolation/overlay.ts
var overlay = __webpack_require__(43125);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/eval/isolation/tools.ts
var tools = __webpack_require__(59430);
;// CONCATENATED MODULE: ./src/eval/isolation/processes.ts
/**
 * Ending every process of the evaluation account: what closes the `setsid` and double-fork escapes
 * that process-group signals cannot reach. Processes are found by uid in /proc (real, effective, saved
 * or file-system uid: a setuid program started by the account still counts), and killed by a shell
 * that is the account itself (launch.ts `killAllArgv`), again and again until none is left.
 */





const POLL_MS = 20;
/** A process in uninterruptible sleep dies when its I/O returns; past this, something is wrong. */
const GIVE_UP_MS = 10_000;
/** Whether a /proc/<pid>/status text belongs to a running (not zombie) process with `uid` in any uid field. */
function statusBelongsTo(status, uid) {
    const state = /^State:\s+(\S)/m.exec(status)?.[1];
    if (state === undefined || state === 'Z' || state === 'X')
        return false;
    const uids = /^Uid:\s+(.+)$/m.exec(status)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
    return uids.includes(uid);
}
/** Pids of the running processes that belong to `uid` (zombies do not count: they cannot act). */
async function processesOf(uid) {
    const names = await (0,promises_.readdir)('/proc');
    const found = await Promise.all(names
        .filter((name) => /^\d+$/.test(name))
        .map(async (name) => {
        const status = await (0,promises_.readFile)(`/proc/${name}/status`, 'utf8').catch(() => '');
        return statusBelongsTo(status, uid) ? Number(name) : null;
    }));
    return found.filter((pid) => pid !== null);
}
/** Kills every process of the account until none is left; InfraError when some survive GIVE_UP_MS. */
async function endAllProcesses(plan) {
    const argv = (0,launch/* killAllArgv */.Wx)(plan);
    for (const deadline = Date.now() + GIVE_UP_MS;;) {
        const left = await processesOf(plan.account.uid);
        if (left.length === 0)
            return;
        if (Date.now() > deadline) {
            throw new errors/* InfraError */.Ri(`could not end the evaluation's processes (${plan.account.name}: pids ${left.slice(0, 10).join(', ')})`);
        }
        const result = await (0,tools/* runTool */.qI)(argv);
        if (result.code !== 0)
            throw new errors/* InfraError */.Ri(`could not end the evaluation's processes: ${(0,tools/* toolFailure */.Lu)(argv, result)}`);
        await (0,external_node_timers_promises_.setTimeout)(POLL_MS);
    }
}

;// CONCATENATED MODULE: ./src/eval/isolation/shadows.ts
/**
 * What an evaluation adds at the worktree root beside a protected file, checked after the run. The
 * root stays writable (Arbor's evaluators write their submission there), so it cannot be sealed like
 * the folders below it; instead an entry created there at run time under a name a protected entry
 * point would look up first is refused: a module or package beside a protected script (`json.py`
 * beats the standard library), a `.pth`, a compiled module, test or build configuration
 * (`conftest.py`, `GNUmakefile`), `node_modules/`, or an extension twin of a protected file
 * (`metric` or `metric.mjs` beside `metric.js`). Pure, but for the listing of the root.
 */


/** Names that configure or replace what a protected entry point at the root resolves. */
const LOOKUP_NAMES = new Set([
    '__pycache__',
    '__init__.py',
    'conftest.py',
    'pytest.ini',
    'pyproject.toml',
    'setup.cfg',
    'tox.ini',
    'sitecustomize.py',
    'usercustomize.py',
    'node_modules',
    'package.json',
    'GNUmakefile',
    'makefile',
    'Makefile',
]);
/** Endings of modules Python imports by a bare name from the script's folder (and `.pth` files). */
const MODULE_ENDINGS = /\.(py|pyc|pyo|pyd|so|pth)$/;
/** What Node tries for `require('./metric')`: the name itself, then these endings. */
const JS_ENDINGS = /\.(js|mjs|cjs|json|node)$/;
/** The entries of the worktree root. */
async function rootEntries(worktree) {
    const dirents = await (0,promises_.readdir)(worktree, { withFileTypes: true });
    return Promise.all(dirents.map(async (dirent) => ({
        name: dirent.name,
        package: dirent.isDirectory() &&
            (await (0,promises_.lstat)((0,external_node_path_.join)(worktree, dirent.name, '__init__.py')).catch(() => null)) !== null,
    })));
}
function stem(name) {
    const dot = name.indexOf('.');
    return dot <= 0 ? name : name.slice(0, dot);
}
/**
 * The root entries in `after` but not in `before` that shadow a lookup of a protected root file
 * (`protectedRoot`: their names); none when no protected file is at the root.
 */
function createdShadows(before, after, protectedRoot) {
    if (protectedRoot.length === 0)
        return [];
    const existed = new Set(before.map((entry) => entry.name));
    const twins = new Set(protectedRoot.filter((name) => JS_ENDINGS.test(name)).map(stem));
    const isTwin = (name) => twins.has(stem(name)) && ((0,external_node_path_.extname)(name) === '' || JS_ENDINGS.test(name));
    return after
        .filter((entry) => !existed.has(entry.name))
        .filter(({ name, package: isPackage }) => isPackage || LOOKUP_NAMES.has(name) || MODULE_ENDINGS.test(name) || isTwin(name))
        .map((entry) => entry.name)
        .sort();
}
/** The message for a shadow created at run time beside `protectedRoot`. */
function shadowMessage(name, protectedRoot) {
    return (`${name}: created at the worktree root while the evaluation ran, beside protected ` +
        `${protectedRoot.join(', ')}: a name the protected entry point may load or obey instead of its own; ` +
        `write outputs under another name, in a subfolder or in $TMPDIR`);
}

;// CONCATENATED MODULE: ./src/eval/isolation/run-folder.ts
/**
 * An isolated run's folder (the parent of its worktree: phase 1's checkout or view, or phase 2's
 * folder with its copy of the labels kept outside the repository) is the evaluation account's alone
 * to enter: the gate's, group the account's own group, mode 0710 (issue 37 item 7). Without a mount
 * or PID namespace (`user` isolation) every account sees every process's command line, and a scorer
 * that passes `$ARBOR_HELD_OUT` to its program names its copy of the labels there; with the folder
 * open to all (0711), another account's evaluation running meanwhile (another queue slot, another
 * gate) read the copy through that path. Closed, the path leads nowhere but for the account that runs
 * there, and an account runs one evaluation at a time (lock.ts).
 */


/** Makes `folder` enterable by the gate and `account` only (the account's own group: useradd --user-group). */
async function closeRunFolder(privilege, folder, gate, account) {
    await (0,ownership/* chownEach */.x3)(privilege, `${gate.uid}:${account.gid}`, [folder]);
    await (0,promises_.chmod)(folder, 0o710);
}

// EXTERNAL MODULE: ./src/eval/isolation/temp-folders.ts
var temp_folders = __webpack_require__(4499);
// EXTERNAL MODULE: ./src/eval/isolation/view-mounts.ts
var view_mounts = __webpack_require__(97979);
;// CONCATENATED MODULE: ./src/eval/isolation/sandbox.ts
/**
 * One evaluation's sandbox: what Isolator.open prepares and the runner launches in. `UserSandbox`
 * runs the command as the evaluation account (in its own namespaces, or in its own cgroup); the gate
 * sandbox runs it as the gate's own user (in a cgroup when the gate has root's rights). Closing a
 * sandbox ends every process of the evaluation, then removes what the account owned with root's
 * rights: never by giving it back with `chown -R`, which follows hard links and would hand a file
 * outside the worktree that the evaluation linked into it to the gate.
 */














/** What an isolated evaluation's `.git` says while it runs: git fails there, and looks no further up. */
const NO_GIT = 'gitdir: /nonexistent/arbor-gate-evaluation-has-no-git-access\n';
function gateIds() {
    return {
        uid: process.geteuid?.() ?? 0,
        gid: process.getegid?.() ?? 0,
        groups: process.getgroups?.() ?? [],
    };
}
async function makeFolders(paths) {
    for (const path of paths)
        await (0,promises_.mkdir)(path, { mode: 0o700 });
}
/** The protected files at the worktree root (their names). */
function protectedAtRoot(protectedPaths) {
    return protectedPaths.filter((path) => !path.includes('/'));
}
/** Shared by both sandboxes: the root's entries before the run, compared after it. */
class RootWatch {
    worktree;
    protectedRoot;
    before;
    constructor(worktree, protectedRoot, before) {
        this.worktree = worktree;
        this.protectedRoot = protectedRoot;
        this.before = before;
    }
    static async start(spec) {
        const protectedRoot = protectedAtRoot(spec.protectedPaths);
        return new RootWatch(spec.worktree, protectedRoot, protectedRoot.length === 0 ? [] : await rootEntries(spec.worktree));
    }
    async changes() {
        if (this.protectedRoot.length === 0)
            return [];
        const after = await rootEntries(this.worktree);
        return createdShadows(this.before, after, this.protectedRoot).map((path) => ({
            path,
            message: shadowMessage(path, this.protectedRoot),
        }));
    }
}
/**
 * As the gate's own user; in a cgroup of its own when `cgroup` is given (it is removed on close), else
 * ended by the runner's process group and settle window only.
 */
async function openGateSandbox(spec, cgroup) {
    const folders = (0,environment/* evalFolders */.IX)(spec.folder);
    await makeFolders(Object.values(folders));
    const watch = await RootWatch.start(spec);
    const made = cgroup === null ? null : await cgroup.create();
    const launcher = made === null || cgroup === null
        ? undefined
        : {
            launch: (argv, env) => (0,launch/* gateLaunch */.p)(cgroup.privilege, made.path, gateIds(), argv, env),
            endAll: () => made.end(),
        };
    let closing = null;
    const close = () => (closing ??= made === null ? Promise.resolve() : made.remove());
    return {
        environment: (0,environment/* evalFolderEnvironment */.qY)(folders, null),
        launcher,
        createdShadows: () => watch.changes(),
        close,
        [Symbol.asyncDispose]: close,
    };
}
/** The folder an isolated worktree's `.git` file points into, and that folder's common git dir. */
async function gitDirsOf(gitFile, content) {
    const gitdir = /^gitdir: (.+)$/m.exec(content)?.[1]?.trim();
    if (gitdir === undefined)
        return null;
    const worktreeAdmin = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(gitFile), gitdir);
    const common = await (0,promises_.readFile)((0,external_node_path_.join)(worktreeAdmin, 'commondir'), 'utf8').catch(() => null);
    return common === null ? worktreeAdmin : (0,external_node_path_.resolve)(worktreeAdmin, common.trim());
}
/** The existing folders among `paths`, resolved through symlinks (mount follows them). */
async function existingFolders(paths) {
    const found = await Promise.all(paths.map(async (path) => {
        const real = await (0,promises_.realpath)(path).catch(() => null);
        return real !== null && (await (0,promises_.stat)(real).catch(() => null))?.isDirectory() ? real : null;
    }));
    return found.filter((path) => path !== null);
}
async function existingTargets(binds) {
    const exists = await Promise.all(binds.map(async (bind) => (await (0,promises_.stat)(bind.target).catch(() => null))?.isDirectory() === true));
    return binds.filter((_, i) => exists[i]);
}
/** What the account may own in the sandbox: its worktree, its own folders, its private temp folders. */
function accountPaths(spec) {
    return [
        spec.worktree,
        ...Object.values((0,environment/* evalFolders */.IX)(spec.folder)),
        ...(0,temp_folders/* privateTempBinds */.Ec)(spec.folder)
            .map((bind) => bind.source)
            .filter((path) => path !== (0,environment/* evalFolders */.IX)(spec.folder).tmp),
    ];
}
class UserSandbox {
    plan;
    spec;
    cgroup;
    release;
    environment;
    launcher;
    closing = null;
    unregister;
    watch = null;
    mounted = false;
    constructor(plan, spec, cgroup, release) {
        this.plan = plan;
        this.spec = spec;
        this.cgroup = cgroup;
        this.release = release;
        this.environment = {
            ...(0,environment/* evalFolderEnvironment */.qY)((0,environment/* evalFolders */.IX)(spec.folder), plan.account.name),
            ...spec.runtime?.env,
        };
        this.launcher = {
            launch: (argv, env) => (0,launch/* evaluationLaunch */.Qz)(plan, argv, (0,environment/* withoutSessionVariables */.U4)(env)),
            endAll: () => this.endAll(),
        };
        this.unregister = (0,cleanup/* registerCleanup */.qE)(() => this.close());
    }
    async endAll() {
        await this.cgroup?.end();
        await endAllProcesses(this.plan);
    }
    /** The evaluation owns its worktree and folders; the gate keeps the protected files, `.git` and their folders. */
    async prepare() {
        const { spec } = this;
        const { privilege, account } = this.plan;
        // A gate killed with SIGKILL cannot end its evaluation: this one starts with none left.
        await endAllProcesses(this.plan);
        if (!this.plan.pidns)
            await (0,temp_folders/* sweepSharedTemp */.Sw)(privilege, account);
        await makeFolders(accountPaths(spec).slice(1));
        await (0,ownership/* chownTree */.kM)(privilege, `${account.uid}:${account.gid}`, accountPaths(spec).slice(1));
        if (spec.view === undefined) {
            // Before the ownership plan: `.git` is then the gate's, and so is the (sticky) root, which a
            // gate without root could not write into once the account owns it.
            await (0,promises_.writeFile)((0,external_node_path_.join)(spec.worktree, '.git'), NO_GIT);
            await (0,ownership/* ownTree */.re)(privilege, spec.worktree, spec.protectedPaths, { gate: gateIds(), account });
        }
        else {
            await (0,overlay/* mountView */.DA)(privilege, spec.view, spec.folder, spec.worktree);
            this.mounted = true;
        }
        if (this.plan.view && spec.runtime !== undefined)
            await (0,view_mounts/* noLinksToTargets */.Ow)(spec.runtime, spec.worktree);
        this.watch = await RootWatch.start(spec);
        await closeRunFolder(privilege, spec.folder, gateIds(), account);
    }
    createdShadows() {
        return this.watch?.changes() ?? Promise.resolve([]);
    }
    close() {
        this.closing ??= (async () => {
            try {
                await this.endAll();
                await this.cgroup?.remove();
                if (!this.plan.pidns)
                    await (0,temp_folders/* sweepSharedTemp */.Sw)(this.plan.privilege, this.plan.account);
                if (this.mounted)
                    await (0,overlay/* unmountView */.Od)(this.plan.privilege, this.spec.worktree);
                this.mounted = false;
                const view = this.spec.view === undefined ? [] : Object.values((0,overlay/* viewFolders */.Fu)(this.spec.folder));
                await removeAsRoot(this.plan.privilege, [...accountPaths(this.spec), ...view]);
            }
            finally {
                await this.release().catch(() => undefined);
                this.unregister();
            }
        })();
        return this.closing;
    }
    async [Symbol.asyncDispose]() {
        await this.close();
    }
}
/**
 * Removes `paths` with root's rights (`rm -rf` never follows a symbolic link and, with
 * --one-file-system, never enters a mount): a hard link the evaluation made to a file elsewhere is
 * unlinked, the file itself left as it was.
 */
async function removeAsRoot(privilege, paths) {
    const argv = ['rm', '-rf', '--one-file-system', '--', ...paths];
    const result = await (0,tools/* runTool */.qI)((0,tools/* privilegedArgv */.K1)(privilege, argv));
    if (result.code !== 0) {
        throw new errors/* InfraError */.Ri(`could not remove the isolated evaluation's worktree: ${(0,tools/* toolFailure */.Lu)(argv, result)}`);
    }
}
/** Opens an isolated sandbox; `base.release` is called on failure (and by the sandbox's close). */
async function openUserSandbox(base, spec) {
    let sandbox;
    try {
        const gitPath = (0,external_node_path_.join)(spec.worktree, '.git');
        const hide = base.plan.pidns
            ? (0,environment/* foldersToHide */.hr)(await existingFolders((0,environment/* hiddenCandidates */.Fj)({
                ...spec.hidden,
                gitDir: spec.gitDir ?? (await gitDirsOf(gitPath, await (0,promises_.readFile)(gitPath, 'utf8'))),
            })), spec.folder)
            : [];
        // A container may have no /dev/shm or /var/tmp: only the folders that exist are replaced.
        const binds = base.plan.pidns ? await existingTargets((0,temp_folders/* privateTempBinds */.Ec)(spec.folder)) : [];
        const view = base.plan.pidns && spec.runtime !== undefined
            ? await (0,view_mounts/* viewMounts */.Mi)(spec.runtime, { folder: spec.folder, tree: spec.worktree }, hide, binds.map((bind) => bind.target))
            : null;
        const groups = await (0,view_mounts/* deviceGroups */.d1)(spec.runtime?.devices ?? []);
        const cgroup = base.cgroup === null ? null : await base.cgroup();
        sandbox = new UserSandbox({ ...base.plan, hide, binds, view, groups, cgroup: cgroup?.path ?? null }, spec, cgroup, base.release);
    }
    catch (error) {
        await base.release();
        throw error;
    }
    try {
        await sandbox.prepare();
        return sandbox;
    }
    catch (error) {
        await sandbox.close().catch(() => undefined);
        throw error;
    }
}


/***/ }),

/***/ 4499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ec: () => (/* binding */ privateTempBinds),
/* harmony export */   Iv: () => (/* binding */ workParent),
/* harmony export */   Sw: () => (/* binding */ sweepSharedTemp)
/* harmony export */ });
/* unused harmony exports SHARED_TEMP_FOLDERS, sweepArgv, openAncestor, privilegedWorkParent */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83916);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59430);
/**
 * Nothing shared between runs through the machine's temp folders and the worktree's parents.
 *
 * - The worktrees go under a gate-owned parent that no other user can write (workParent): a shared,
 *   world-writable parent such as /tmp lets one run leave `/tmp/node_modules`, which Node finds by
 *   walking up from the next run's worktree.
 * - In a mount namespace, /tmp, /var/tmp and /dev/shm are the run's own fresh folders, on disk beside
 *   its worktree (tmpfs would be RAM, and evaluations write gigabytes), bound over the shared ones.
 * - Without one (`user`), every file the account owns under them is deleted after each run (and
 *   before, in case a gate killed with SIGKILL left some).
 */





/** The machine's shared temp folders: private per run in a namespace, swept after each run without one. */
const SHARED_TEMP_FOLDERS = ['/tmp', '/var/tmp', '/dev/shm'];
/** The run's own folders (inside its temp folder `folder`) bound over the shared temp folders. */
function privateTempBinds(folder) {
    return [
        { source: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'tmp'), target: '/tmp' },
        { source: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'var-tmp'), target: '/var/tmp' },
        { source: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'shm'), target: '/dev/shm' },
    ];
}
/**
 * `find` as root over the shared temp folders: removes every entry the account owns (whole, never
 * following a symbolic link, never leaving the file system), and does not descend into folders the
 * account could not have written into (neither its own, its group's nor world-writable).
 */
function sweepArgv(account) {
    return [
        'find',
        ...SHARED_TEMP_FOLDERS,
        '-xdev',
        '-mindepth',
        '1',
        '(',
        '-user',
        String(account.uid),
        '-prune',
        '-exec',
        'rm',
        '-rf',
        '--one-file-system',
        '--',
        '{}',
        '+',
        ')',
        '-o',
        '(',
        '-type',
        'd',
        '!',
        '-perm',
        '-0002',
        '!',
        '-group',
        String(account.gid),
        '-prune',
        ')',
    ];
}
/** Deletes what the account left in the shared temp folders (its processes must all have ended). */
async function sweepSharedTemp(privilege, account) {
    const argv = sweepArgv(account);
    const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .runTool */ .qI)((0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .privilegedArgv */ .K1)(privilege, argv));
    // find exits 1 when a folder is missing (no /dev/shm in some containers) or vanished meanwhile.
    if (result.code !== 0 && result.code !== 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`could not clear the evaluation's files from the temp folders: ${(0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .toolFailure */ .Lu)(argv, result)}`);
    }
}
/** The first folder from `path` up that another user could write or that the gate and root do not own. */
async function openAncestor(path, gateUid) {
    for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir)) {
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(dir);
        if ((stat.mode & 0o022) !== 0 || (stat.uid !== 0 && stat.uid !== gateUid))
            return dir;
        if (dir === (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir))
            return null;
    }
}
/** Where a gate with root's rights keeps its evaluation worktrees (one folder per gate user). */
function privilegedWorkParent(gateUid) {
    return `/var/lib/arbor-gate/worktrees-${gateUid}`;
}
/**
 * The gate-owned parent of the evaluation worktrees, created when missing: under /var/lib with root's
 * rights (mode 0711: the account can pass through to its own worktree, not list the others), else the
 * gate user's cache folder (0700). Null when the folder found there is open to others (the caller
 * falls back to the system temp folder and says so).
 */
async function workParent(privilege, gate, env) {
    let path;
    if (privilege === null) {
        path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(env.XDG_CACHE_HOME || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)(), '.cache'), 'arbor-gate', 'worktrees');
        const failed = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(path, { recursive: true, mode: 0o700 }).then(() => null, (error) => error.message);
        if (failed !== null)
            return { refused: failed };
    }
    else {
        path = privilegedWorkParent(gate.uid);
        // Made once per machine: a later run that finds it exactly as `install` leaves it spawns nothing.
        const made = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null);
        const asMade = made !== null &&
            made.isDirectory() &&
            made.uid === gate.uid &&
            made.gid === gate.gid &&
            (made.mode & 0o7777) === 0o711;
        if (!asMade) {
            const argv = [
                'install',
                '-d',
                '-m',
                '0711',
                '-o',
                String(gate.uid),
                '-g',
                String(gate.gid),
                '--',
                path,
            ];
            const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .runTool */ .qI)((0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .privilegedArgv */ .K1)(privilege, argv));
            if (result.code !== 0)
                return { refused: (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .toolFailure */ .Lu)(argv, result) };
        }
    }
    const open = await openAncestor(path, gate.uid).catch((error) => error.message);
    return open === null ? { path } : { refused: `${open} is open to other users` };
}


/***/ }),

/***/ 97979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mi: () => (/* binding */ viewMounts),
/* harmony export */   Ow: () => (/* binding */ noLinksToTargets),
/* harmony export */   cH: () => (/* binding */ pinnedFolders),
/* harmony export */   d1: () => (/* binding */ deviceGroups)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _util_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24964);
/**
 * The runtime view (runtime-view/types.ts) made ready for the namespace script (launch.ts VIEW_SCRIPT):
 * a stage of the run's own for each read-only source (a folder or an empty file in the run's folder,
 * the gate's), the hidden folders a target lies in (covered again by a traversable tmpfs), the masks
 * and an empty unreadable file to mask files with; and the supplementary groups of device nodes that
 * other users may not open. A target inside the run's tree must not lie beyond a link the tree holds.
 */




/**
 * Refuses a view target inside `tree` that lies beyond a link of the tree (mount would follow it); run
 * once the tree is in place, before any code of the branch starts.
 */
async function noLinksToTargets(view, tree) {
    for (const bind of view.readOnly)
        if ((0,_util_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isWithin */ .U)(tree, bind.target))
            await noLinkOnTheWay(tree, bind.target);
}
async function noLinkOnTheWay(tree, target) {
    let at = tree;
    for (const part of (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(tree, target).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(at, part);
        const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(at).catch(() => null);
        if (found === null)
            return;
        if (found.isSymbolicLink()) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`eval-read: the evaluated tree has a symbolic link at ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(tree, at)}, where a declared path is shown`);
        }
    }
}
/**
 * The folders of `tree` on the way to a view target inside it (`data` for `data/test`), parents first:
 * each is bound over itself before the target is shown. The evaluation may own them (it owns its
 * tree), and renaming one would carry the view away with it and leave the path the command reads
 * (`data/test/labels.csv`, `envs/ml/bin/python`) to files of the branch's making; a mount point
 * cannot be renamed or removed (EBUSY), and a bind of a folder over itself changes nothing else in it.
 */
function pinnedFolders(view, tree) {
    const folders = view.readOnly.flatMap((bind) => {
        if (!(0,_util_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isWithin */ .U)(tree, bind.target) || bind.target === tree)
            return [];
        const parts = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(tree, bind.target).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).slice(0, -1);
        return parts.map((_, i) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(tree, ...parts.slice(0, i + 1)));
    });
    return [...new Set(folders)].sort((a, b) => a.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).length - b.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).length);
}
/**
 * The folders covered by a traversable tmpfs for `targets`: a hidden folder holding one; under a shared
 * temp folder the run replaces with its own (`temps`: /tmp...), the first folder below it instead, made
 * there, so that no folder on the way to a target is one the evaluation account could rename.
 */
function coversFor(targets, hidden, temps) {
    const covers = targets.flatMap((target) => {
        const temp = temps.find((t) => target !== t && (0,_util_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isWithin */ .U)(t, target));
        if (temp !== undefined)
            return [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(temp, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(temp, target).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)[0])];
        return hidden.filter((folder) => target !== folder && (0,_util_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isWithin */ .U)(folder, target));
    });
    return [...new Set(covers)];
}
/**
 * Prepares `view` for a run whose own (gate-owned) folder is `folder` and whose tree is `tree`, with
 * `hidden` hidden and `temps` replaced.
 */
async function viewMounts(view, where, hidden, temps) {
    const { folder } = where;
    if (view.readOnly.length === 0 && view.masked.length === 0)
        return null;
    const stages = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, 'view-stages');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(stages, { mode: 0o700 });
    const empty = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, 'view-empty');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(empty, '', { mode: 0o000 });
    const staged = [];
    for (const [i, bind] of view.readOnly.entries()) {
        const stage = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stages, String(i));
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(bind.source)).isDirectory())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(stage);
        else
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(stage, '', { mode: 0o000 });
        staged.push({ source: bind.source, stage, target: bind.target });
    }
    return {
        stages: staged.map((s) => ({ source: s.source, target: s.stage })),
        covers: coversFor(view.readOnly.map((bind) => bind.target), hidden, temps),
        pinned: pinnedFolders(view, where.tree),
        targets: staged.map((s) => ({ source: s.stage, target: s.target })),
        masks: view.masked,
        empty,
    };
}
/** The groups of `devices` that other users may not open (root's group never). */
async function deviceGroups(devices) {
    const groups = new Set();
    for (const device of devices) {
        const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(device).catch(() => null);
        if (found === null || !found.isCharacterDevice() || (found.mode & 0o006) === 0o006 || found.gid === 0)
            continue;
        groups.add(found.gid);
    }
    return [...groups];
}


/***/ }),

/***/ 77217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K2: () => (/* binding */ runEvaluation)
});

// UNUSED EXPORTS: ONE_STREAM_ARGV, backoffDelayMs, spawnEvaluation

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
// EXTERNAL MODULE: ./src/eval/capture.ts
var capture = __webpack_require__(43532);
// EXTERNAL MODULE: ./src/eval/score.ts + 1 modules
var score = __webpack_require__(17269);
;// CONCATENATED MODULE: ./src/eval/attempt-output.ts






const LOG_HEAD_BYTES = 16 * 1024;
const LOG_TAIL_BYTES = 48 * 1024;
const CUT_MARKER = Buffer.from('\n[arbor-gate: the evaluated command had exited; the output below came after it and is not scored]\n');
/** Output that suggests a failure worth retrying (rate limits, network trouble, overloaded services). */
const TRANSIENT_MARKER = /\b429\b|rate[ _-]?limit|too many requests|timeout|timed out|temporarily unavailable|connection (?:reset|aborted)|service unavailable/i;
function isTransientOutput(line) {
    return TRANSIENT_MARKER.test(line);
}
class AttemptOutput {
    file;
    logPath;
    /** A line before the cut showed a transient marker. */
    transient = false;
    bytes = 0;
    lastOutputAt = performance.now();
    isCut = false;
    marked = false;
    closed = false;
    fileError = null;
    waitingForDisk = new Set();
    excerpt = new capture/* HeadTailLog */.bf(LOG_HEAD_BYTES, LOG_TAIL_BYTES);
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
    splitter;
    closedPromise = Promise.resolve(true);
    constructor(file, logPath, scanner, onLine) {
        this.file = file;
        this.logPath = logPath;
        this.splitter = (0,score/* scoringSplitter */.pU)(scanner, (line) => {
            if (isTransientOutput(line))
                this.transient = true;
            onLine?.(line);
        });
        // Backpressure: a slow disk pauses the pipe instead of letting the output pile up in memory. A failed
        // disk resumes it, so the command is never blocked on a log that cannot be written.
        file.on('drain', () => this.resumeAll());
        file.on('error', (error) => {
            this.fileError = error;
            this.resumeAll();
        });
    }
    /** The log is the gate's alone (0600): an isolated evaluation, another user, must not read it. */
    static async open(logPath, scanner, onLine) {
        try {
            return new AttemptOutput((await (0,promises_.open)(logPath, 'w', 0o600)).createWriteStream(), logPath, scanner, onLine);
        }
        catch (error) {
            throw new errors/* InfraError */.Ri(`could not write the evaluation log ${logPath}: ${error.message}`);
        }
    }
    /** Reads the command's output pipe. */
    attach(stream) {
        stream.on('data', (chunk) => {
            this.bytes += chunk.length;
            this.lastOutputAt = performance.now();
            if (this.isCut && !this.marked) {
                this.marked = true;
                this.write(CUT_MARKER, stream);
            }
            this.write(chunk, stream);
            if (!this.isCut)
                this.splitter.push(this.decoder.write(chunk));
        });
        stream.on('error', () => undefined);
        this.closedPromise = new Promise((resolve) => stream.once('close', () => resolve(true)));
        void this.closedPromise.then(() => (this.closed = true));
    }
    /**
     * Reads until a whole interval passed without output, once the group is frozen (only a process that
     * left it can still write); false when output kept arriving for `maxMs`.
     */
    async settle(intervalMs, maxMs) {
        const deadline = performance.now() + maxMs;
        for (let seen = -1;;) {
            if (this.closed)
                return true;
            if (this.bytes === seen && this.waitingForDisk.size === 0)
                return true;
            if (performance.now() >= deadline)
                return false;
            seen = this.bytes;
            await (0,external_node_timers_promises_.setTimeout)(intervalMs);
            // One more turn of the event loop after the timer, so that what is in the pipe has been read.
            await new Promise((resolve) => setImmediate(resolve));
        }
    }
    /** Ends scoring: the line in progress is scanned as the last one; later output is only logged. */
    cut() {
        if (this.isCut)
            return;
        this.isCut = true;
        this.splitter.push(this.decoder.end());
        this.splitter.end();
    }
    /** Reads what is left until the pipe closes or stays quiet for `idleMs`, for at most `maxMs`. */
    async drain(idleMs, maxMs) {
        for (const deadline = performance.now() + maxMs; performance.now() < deadline;) {
            if (await Promise.race([this.closedPromise, (0,external_node_timers_promises_.setTimeout)(idleMs, false)]))
                return;
            if (this.waitingForDisk.size === 0 && performance.now() - this.lastOutputAt >= idleMs)
                return;
        }
    }
    /** Closes the log file; an InfraError when it could not be written. */
    async close() {
        const fail = (error) => {
            throw new errors/* InfraError */.Ri(`could not write the evaluation log ${this.logPath}: ${error.message}`);
        };
        if (this.fileError) {
            this.file.destroy();
            fail(this.fileError);
        }
        await new Promise((resolve, reject) => {
            this.file.once('error', reject);
            this.file.end(resolve);
        }).catch(fail);
    }
    /** Closes the log file without waiting, when the attempt could not start. */
    discard() {
        this.file.destroy();
    }
    /** The bounded head + tail of the output, for the verdict. */
    text() {
        return this.excerpt.text();
    }
    write(chunk, stream) {
        this.excerpt.append(chunk);
        if (!this.fileError && !this.file.write(chunk)) {
            stream.pause();
            this.waitingForDisk.add(stream);
        }
    }
    resumeAll() {
        for (const stream of this.waitingForDisk)
            stream.resume();
        this.waitingForDisk.clear();
    }
}

// EXTERNAL MODULE: ./src/eval/command.ts
var command = __webpack_require__(18815);
;// CONCATENATED MODULE: ./src/eval/process-group.ts
/** Signalling and ending the process group an evaluation runs in. */


const POLL_MS = 20;
/** Sends `signal` to every process of the group; false when the group has no process left. */
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
        return true;
    }
    catch {
        return false;
    }
}
/** State and process group from /proc/<pid>/stat; the command name may hold spaces and parentheses. */
function statFields(stat) {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, , pgrp] = fields;
    return state === undefined || pgrp === undefined ? null : { state, pgrp: Number(pgrp) };
}
/**
 * Whether a process of the group is still running. A killed process whose parent died stays a zombie
 * until PID 1 reaps it, and some container inits never do; a zombie still counts for kill(-pgid, 0), so
 * on Linux the group is read from /proc and zombies are not counted.
 */
async function groupIsRunning(pgid) {
    if (!signalGroup(pgid, 0))
        return false;
    const pids = await (0,promises_.readdir)('/proc').catch(() => null);
    if (!pids)
        return true;
    const stats = await Promise.all(pids
        .filter((name) => /^\d+$/.test(name))
        .map((pid) => (0,promises_.readFile)(`/proc/${pid}/stat`, 'utf8').catch(() => '')));
    return stats.some((stat) => {
        const fields = stat ? statFields(stat) : null;
        return fields !== null && fields.pgrp === pgid && fields.state !== 'Z' && fields.state !== 'X';
    });
}
/**
 * Ends every process left in the group: TERM, then KILL when some still run after `graceMs`. A group
 * the runner froze (SIGSTOP) is continued after the TERM, so that its processes can act on it.
 */
async function endGroup(pgid, graceMs) {
    if (!(await groupIsRunning(pgid)))
        return;
    signalGroup(pgid, 'SIGTERM');
    signalGroup(pgid, 'SIGCONT');
    for (let waited = 0; waited < graceMs; waited += POLL_MS) {
        await (0,external_node_timers_promises_.setTimeout)(POLL_MS);
        if (!(await groupIsRunning(pgid)))
            return;
    }
    signalGroup(pgid, 'SIGKILL');
}

// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __webpack_require__(24964);
;// CONCATENATED MODULE: ./src/eval/score-file.ts
/**
 * The --score-file adapter. The file lives in the worktree, which the branch under evaluation controls:
 * it may have committed the file (a stale or fake score), or a symlink in its place or in a parent folder
 * pointing anywhere, or leave a process behind that rewrites it once the evaluator is done. So the file
 * is removed before each attempt, read only when it really lies inside the worktree, read while what is
 * left of the command's process group is frozen, and read again once that group was ended: a file that
 * changed in between decides, as no score.
 */





/** Score files larger than this are not read. */
const MAX_SCORE_FILE_BYTES = 1024 * 1024;
/** Strictly below `folder`: the score file can be neither the worktree itself nor outside it. */
function isInside(folder, path) {
    return path !== folder && (0,paths/* isWithin */.U)(folder, path);
}
/** The absolute path of --score-file; a UserError unless it is a relative path inside `cwd`. */
function resolveScoreFilePath(cwd, file) {
    if ((0,external_node_path_.isAbsolute)(file) || file.includes('\0') || !isInside(cwd, (0,external_node_path_.resolve)(cwd, file))) {
        throw new errors/* UserError */.yo(`--score-file: ${JSON.stringify(file)} must be a path relative to the evaluation folder and inside it`);
    }
    return (0,external_node_path_.resolve)(cwd, file);
}
/** The real location of `path` when its parent folder really lies inside `cwd`, else null. */
async function realLocation(cwd, path) {
    try {
        const [realCwd, realParent] = await Promise.all([(0,promises_.realpath)(cwd), (0,promises_.realpath)((0,external_node_path_.dirname)(path))]);
        return isInside(realCwd, realParent) || realParent === realCwd ? (0,external_node_path_.join)(realParent, (0,external_node_path_.basename)(path)) : null;
    }
    catch {
        return null;
    }
}
/** Removes a score file left in the worktree (a symlink is removed, not followed). */
async function removeScoreFile(cwd, path) {
    const location = await realLocation(cwd, path);
    if (location)
        await (0,promises_.rm)(location, { force: true, recursive: true });
}
/**
 * Looks at the score file: missing, refused (points outside the worktree, not a regular file, too
 * large), or its text with what identifies that version of it (inode, size, change times).
 */
async function snapshotScoreFile(cwd, path) {
    const location = await realLocation(cwd, path);
    const stats = location ? await (0,promises_.lstat)(location).catch(() => null) : null;
    if (!location || !stats)
        return { kind: 'missing' };
    let target = location;
    if (stats.isSymbolicLink()) {
        target = await (0,promises_.realpath)(location).catch(() => '');
        if (!target || !isInside(await (0,promises_.realpath)(cwd), target))
            return { kind: 'refused', why: 'is a symlink that leads outside the worktree or nowhere' };
    }
    const targetStats = await (0,promises_.lstat)(target, { bigint: true }).catch(() => null);
    if (!targetStats)
        return { kind: 'missing' };
    if (!targetStats.isFile())
        return { kind: 'refused', why: 'is not a regular file' };
    if (targetStats.size > MAX_SCORE_FILE_BYTES)
        return { kind: 'refused', why: `is larger than ${MAX_SCORE_FILE_BYTES} bytes` };
    const text = await (0,promises_.readFile)(target, 'utf8').catch(() => null);
    if (text === null)
        return { kind: 'missing' };
    const { ino, size, mtimeNs, ctimeNs } = targetStats;
    return { kind: 'file', text, identity: `${target}:${ino}:${size}:${mtimeNs}:${ctimeNs}` };
}
/**
 * The score a snapshot holds. A missing file, or one without a score key, leaves the decision to the
 * output (source null); a refused file decides: no score.
 */
function scoreFromSnapshot(snapshot, scoreKey, file) {
    const reading = { score: null, key: null, line: null, warnings: [] };
    switch (snapshot.kind) {
        case 'missing':
            return { ...reading, source: null, detail: `no score file ${file}` };
        case 'refused':
            return { ...reading, source: 'file', detail: `score file ${file} ${snapshot.why}` };
        case 'file':
            return (0,score/* scoreFromFileText */.E9)(snapshot.text, scoreKey, file);
    }
}
function sameSnapshot(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}

// EXTERNAL MODULE: ./src/eval/types.ts
var types = __webpack_require__(80687);
;// CONCATENATED MODULE: ./src/eval/runner.ts
/**
 * Runs the evaluation command (docs/architecture.md "The merge procedure", steps 4-6): one process group
 * per attempt, timeout with SIGTERM then SIGKILL to the whole group, output streamed line by line and
 * kept bounded, retries with capped exponential backoff.
 *
 * Process lifetime: the command runs as `sh -c` in its own process group (detached), stderr and stdout
 * on one pipe. When its main process exits, what is left of the group is frozen at once (SIGSTOP), the
 * pipe is read until it is quiet, and that is where the scored output ends: a background process that
 * prints (or rewrites the score file) later, for instance when the gate ends the group and it traps
 * SIGTERM, does not count. The score file is read while the group is frozen, and read again after the
 * group was ended (TERM, then KILL after the grace period): if it changed, there is no score.
 * An isolated evaluation's launcher (src/eval/isolation) also ends every process of its account as
 * soon as the main process exited, before the score file is read.
 *
 * Not closed: output written in the instant between the main process's exit and the freeze (a process
 * that watches for the exit and prints at once) still counts, and a process that called setsid() or
 * setpgid() left the group: it is out of reach of the freeze and of the group's signals, may outlive
 * the attempt when unisolated (isolated, the launcher ends it), and output it keeps
 * writing past the settle time means no score, since the gate cannot tell where the exit was.
 */











/**
 * Once the group is frozen, the pipe is read until no output came for SETTLE_MS (and a turn of the event
 * loop), for at most SETTLE_MAX_MS; only a process that escaped the group can still write then. 200 ms,
 * not less: on a loaded machine a process that writes without pause can wait that long for a CPU, and
 * must not look quiet (50 ms let an unisolated setsid escape's score through under load 7 on 2 CPUs).
 */
const SETTLE_MS = 200;
const SETTLE_MAX_MS = 5000;
/**
 * After the rest of the group was ended, the pipe is read for the log until it closes, or until no data
 * came for DRAIN_IDLE_MS, and for at most DRAIN_MAX_MS: only a process that escaped the group (setsid)
 * can still hold it open.
 */
const DRAIN_IDLE_MS = 200;
const DRAIN_MAX_MS = 5000;
/** Delay before retry number `retry` (1-based): capped exponential; jitter takes up to 25% off. */
function backoffDelayMs(retry, policy, random = Math.random) {
    const capped = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
    return policy.jitter ? Math.round(capped * (1 - 0.25 * random())) : capped;
}
/** Why an attempt gave no score, or null when it did. */
function failureOf(outcome, timeoutMs, scored) {
    const { attempt, reading, transient } = outcome;
    if (attempt.score !== null)
        return null;
    const succeeded = !attempt.timed_out && attempt.signal === null && attempt.exit_code === 0;
    if (!scored && succeeded && !outcome.aborted)
        return null;
    if (outcome.aborted)
        return { code: 'eval_failed', message: 'evaluation was aborted', retryable: false };
    if (attempt.timed_out) {
        return {
            code: 'eval_failed',
            message: `evaluation timed out after ${timeoutMs / 1000}s`,
            retryable: true,
        };
    }
    if (attempt.signal !== null) {
        return { code: 'eval_failed', message: `evaluation was killed by ${attempt.signal}`, retryable: true };
    }
    if (attempt.exit_code !== 0) {
        return {
            code: 'eval_failed',
            message: `evaluation exited with code ${attempt.exit_code}`,
            retryable: transient,
        };
    }
    return {
        code: 'no_score',
        message: `evaluation exited 0 but gave no finite score: ${reading?.detail ?? 'nothing read'}`,
        retryable: transient,
    };
}
/** The command line that runs `command` with stderr dup'ed onto stdout (one pipe, in the order written). */
const ONE_STREAM_ARGV = (command) => [
    'sh',
    '-c',
    'exec 2>&1; exec sh -c "$1"',
    'sh',
    command,
];
/**
 * Starts the evaluation command, the one place a command is started: in its own process group
 * (detached), stdin closed, and stderr dup'ed onto stdout, so the two are one pipe read in the order
 * written, as Arbor reads them. The outer shell only redirects and execs: the command runs as the same
 * process (same pid and group), and it is passed as an argument, never pasted into shell text. An
 * isolation launcher wraps that command line (another user, namespaces); without one it runs as is.
 */
function spawnEvaluation(command, cwd, env, launcher) {
    const argv = ONE_STREAM_ARGV(command);
    const launch = launcher?.launch(argv, env) ?? { file: argv[0], args: argv.slice(1), env };
    return (0,external_node_child_process_.spawn)(launch.file, launch.args, {
        cwd,
        env: launch.env,
        detached: true,
        stdio: ['ignore', 'pipe', 'ignore'],
    });
}
/** The judged reading of an attempt that exited 0. */
function readingOf(scanner, settled, file) {
    const none = { score: null, key: null, line: null, warnings: [] };
    if (!settled) {
        return {
            ...none,
            source: null,
            detail: `output kept arriving for ${SETTLE_MAX_MS / 1000}s after the evaluated command exited, from a process ` +
                'outside its process group, so the gate cannot tell which output came before the exit',
        };
    }
    if (file) {
        if (!sameSnapshot(file.atExit, file.afterEnd)) {
            return {
                ...none,
                source: 'file',
                detail: `score file ${file.name} changed after the evaluated command exited (it is not used)`,
            };
        }
        const fromFile = scoreFromSnapshot(file.atExit, file.key, file.name);
        if (fromFile.source)
            return fromFile;
    }
    return scanner.result();
}
async function runAttempt(n, req, env, scoreFile) {
    if (scoreFile)
        await removeScoreFile(req.cwd, scoreFile);
    const scanner = (0,score/* createScoreScanner */.Tp)(req.score);
    const onLine = req.onLine;
    const output = await AttemptOutput.open((0,external_node_path_.join)(req.logDir, `attempt-${n}.log`), scanner, onLine && ((line) => onLine(line, n)));
    let timedOut = false;
    let aborted = false;
    const started = performance.now();
    const child = spawnEvaluation(req.command, req.cwd, env, req.launcher);
    output.attach(child.stdout);
    const exited = new Promise((resolve, reject) => {
        child.once('exit', (code, signal) => {
            // Freeze what is left of the group at once: from here on, nothing it prints or writes counts.
            if (child.pid !== undefined)
                signalGroup(child.pid, 'SIGSTOP');
            resolve({ code, signal });
        });
        child.once('error', reject);
    });
    let killTimer;
    const terminate = () => {
        if (child.pid === undefined || killTimer)
            return;
        signalGroup(child.pid, 'SIGTERM');
        killTimer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), req.killGraceMs);
    };
    const timer = setTimeout(() => {
        timedOut = true;
        terminate();
    }, req.timeoutMs);
    const onAbort = () => {
        aborted = true;
        terminate();
    };
    req.signal?.addEventListener('abort', onAbort, { once: true });
    if (req.signal?.aborted)
        onAbort();
    let exit;
    try {
        exit = await exited;
    }
    catch (error) {
        output.discard();
        throw new errors/* InfraError */.Ri(`could not start the evaluation in ${req.cwd}: ${error.message}`);
    }
    finally {
        clearTimeout(timer);
        clearTimeout(killTimer);
        req.signal?.removeEventListener('abort', onAbort);
    }
    const duration = performance.now() - started;
    // Isolated: nothing of the evaluation's account outlives its main process (a setsid escape included).
    await req.launcher?.endAll();
    const settled = await output.settle(SETTLE_MS, SETTLE_MAX_MS);
    output.cut();
    const atExit = scoreFile ? await snapshotScoreFile(req.cwd, scoreFile) : null;
    await endGroup(child.pid, req.killGraceMs);
    await output.drain(DRAIN_IDLE_MS, DRAIN_MAX_MS);
    child.stdout.destroy();
    await output.close();
    let reading = null;
    if (!aborted && req.scored !== false) {
        const file = scoreFile && atExit
            ? {
                name: req.score.file,
                key: req.score.key,
                atExit,
                afterEnd: await snapshotScoreFile(req.cwd, scoreFile),
            }
            : null;
        reading = readingOf(scanner, settled, file);
    }
    const succeeded = !timedOut && !aborted && exit.code === 0;
    const printed = !succeeded && reading !== null && reading.score !== null ? reading : null;
    if (!succeeded)
        reading = null;
    return {
        attempt: {
            n,
            exit_code: exit.code,
            signal: exit.signal,
            timed_out: timedOut,
            duration_s: Math.round(duration) / 1000,
            score: reading?.score ?? null,
            ...(reading?.key ? { score_key: reading.key, score_line: reading.line?.number ?? null } : {}),
            log: output.text(),
            log_path: output.logPath,
        },
        reading,
        printed,
        transient: output.transient,
        aborted,
    };
}
/**
 * An attempt that printed a score and then failed in a way that is retried (a transient marker, a
 * timeout, a signal): its score counts, as the run's, and it is not retried. A retry would be a second
 * draw that replaces the first, which a branch could ask for by printing "rate limit" after a low one.
 */
function countedPrinted(outcome) {
    const { printed, attempt } = outcome;
    if (printed === null || printed.score === null)
        return null;
    return {
        ...attempt,
        score: printed.score,
        ...(printed.key ? { score_key: printed.key, score_line: printed.line?.number ?? null } : {}),
    };
}
/** Waits `ms`, returning early when the signal aborts. */
async function sleepUnlessAborted(ms, signal) {
    await (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal }).catch(() => undefined);
}
function checkRequest(req) {
    if (!Number.isInteger(req.retry.retries) || req.retry.retries < 0) {
        throw new errors/* UserError */.yo(`eval_retries: expected a whole number of at least 0, got ${req.retry.retries}`);
    }
    if (req.command.includes('\0'))
        throw new errors/* UserError */.yo('eval command: contains a NUL byte');
    if (!(req.timeoutMs > 0 && req.timeoutMs <= types/* MAX_TIMEOUT_MS */.m)) {
        throw new errors/* UserError */.yo(`eval_timeout: expected a positive duration of at most ${types/* MAX_TIMEOUT_MS */.m} ms (about 24.8 days), got ${req.timeoutMs} ms`);
    }
    (0,score/* createScoreScanner */.Tp)(req.score);
}
/**
 * One run of the evaluation: attempts until one gives a finite score, retrying up to `retry.retries`
 * times, or until a failure that is not retried. A judgement of several runs (repeats, pairs) calls this
 * once per run, each in a fresh worktree (src/gate/judgement/runs.ts). Every attempt's full output is in
 * `logDir/attempt-<n>.log`. Throws UserError for bad options, InfraError when the command cannot start
 * or the log cannot be written; an evaluation that fails is a result, not an exception.
 */
async function runEvaluation(req) {
    checkRequest(req);
    const scoreFile = req.score.file === undefined || req.scored === false
        ? null
        : resolveScoreFilePath(req.cwd, req.score.file);
    await (0,promises_.mkdir)(req.logDir, { recursive: true }).catch((error) => {
        throw new errors/* InfraError */.Ri(`could not create the evaluation log folder ${req.logDir}: ${error.message}`);
    });
    const env = (0,command/* evalEnvironment */.y)(req.env ?? process.env, req.extraEnv);
    const sleep = req.sleep ?? ((ms) => sleepUnlessAborted(ms, req.signal));
    const maxTries = req.retry.retries + 1;
    const run = req.run ?? { repeat: 1, repeats: 1, firstAttempt: 1 };
    const attempts = [];
    const warnings = new Set();
    let origin = { scoreKey: null, scoreLine: null };
    const result = (score, failure) => ({
        attempts,
        score,
        failure,
        ...origin,
        warnings: [...warnings],
    });
    const failed = (code, message) => result(null, { code, message });
    for (let tryNumber = 1;; tryNumber++) {
        if (req.signal?.aborted)
            return failed('eval_failed', 'evaluation was aborted');
        const n = run.firstAttempt + attempts.length;
        req.onAttemptStart?.({
            n,
            repeat: run.repeat,
            repeats: run.repeats,
            atMost: run.atMost === true,
            scored: req.scored !== false,
            tryNumber,
            maxTries,
        });
        const outcome = await runAttempt(n, req, env, scoreFile);
        const failure = failureOf(outcome, req.timeoutMs, req.scored !== false);
        const counted = failure?.retryable === true ? countedPrinted(outcome) : null;
        const attempt = counted ?? outcome.attempt;
        attempts.push(attempt);
        req.onAttemptEnd?.(attempt);
        const reading = counted === null ? outcome.reading : outcome.printed;
        if (reading?.key)
            origin = { scoreKey: reading.key, scoreLine: reading.line };
        if (counted !== null) {
            warnings.add(`attempt ${n} printed a score and then failed (${failure?.message}): its score counts and it was not retried, since a retry would be a second draw`);
        }
        if (!failure || counted !== null) {
            for (const warning of reading?.warnings ?? [])
                warnings.add(warning);
            return result(attempt.score, null);
        }
        if (!failure.retryable || tryNumber >= maxTries) {
            const tries = tryNumber > 1 ? ` (after ${tryNumber} attempts)` : '';
            const which = run.repeats > 1
                ? ` in run ${run.repeat} of ${run.atMost === true ? 'at most ' : ''}${run.repeats}`
                : '';
            return failed(failure.code, `${failure.message}${which}${tries}`);
        }
        await sleep(backoffDelayMs(tryNumber, req.retry));
    }
}


/***/ }),

/***/ 47088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hV: () => (/* binding */ planView),
  De: () => (/* binding */ viewFor)
});

// UNUSED EXPORTS: DEVICE_VARIABLES

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __webpack_require__(24964);
// EXTERNAL MODULE: ./src/eval/command.ts
var command = __webpack_require__(18815);
;// CONCATENATED MODULE: ./src/eval/runtime-view/never-list.ts
/**
 * What never enters an evaluation's view (pure): the repository's git folders (the ledger key and
 * everything of the gate's under `<git dir>/arbor-gate/` with them), the caller's credentials and their
 * usual homes, the runner's file-command files, the sockets of the caller's session, and in phase 1 of
 * a two-phase evaluation the held-out files. A declared path inside one of them is refused; one that
 * holds one of them gets it masked (view.ts).
 */


/** Credentials' usual homes, relative to the caller's HOME. */
const HOME_CREDENTIALS = [
    '.git-credentials',
    '.ssh',
    '.gnupg',
    '.netrc',
    '.npmrc',
    '.pypirc',
    '.docker',
    '.kube',
    '.aws',
    '.azure',
    '.config/gcloud',
    '.config/gh',
    '.cargo/credentials',
    '.cargo/credentials.toml',
    '.cache/huggingface/token',
    '.huggingface/token',
];
/** The socket a `unix:path=...` or `unix://...` address names, or null (abstract sockets have no path). */
function socketPath(address) {
    if (address === undefined)
        return null;
    const path = /(?:^|;)unix:(?:[^;]*,)?path=([^,;]+)/.exec(address)?.[1] ?? /^unix:\/\/(\/.+)$/.exec(address)?.[1];
    return path === undefined ? null : path;
}
/** The X11 socket DISPLAY names on this machine (`:0`, `unix:1.0`), or null (a remote display). */
function displaySocket(display) {
    const number = /^(?:unix)?:(\d+)(?:\.\d+)?$/.exec(display ?? '')?.[1];
    return number === undefined ? null : `/tmp/.X11-unix/X${number}`;
}
function absolutePaths(paths) {
    return [
        ...new Set(paths
            .filter((path) => typeof path === 'string' && path !== '' && (0,external_node_path_.isAbsolute)(path))
            .map((path) => (0,external_node_path_.resolve)(path))),
    ];
}
/**
 * The caller's session: its runtime folder and the sockets its variables name (ssh-agent, the session
 * bus, the X server, docker). Masked wherever they exist, declared or not: the evaluation account
 * could otherwise connect to one that lets every user in.
 */
function sessionPaths(sources) {
    const { env } = sources;
    return absolutePaths([
        `/run/user/${sources.uid}`,
        env.SSH_AUTH_SOCK,
        socketPath(env.DBUS_SESSION_BUS_ADDRESS),
        socketPath(env.DOCKER_HOST),
        displaySocket(env.DISPLAY),
        '/run/docker.sock',
        '/var/run/docker.sock',
    ]);
}
/** Every never-list path (absolute, resolved; some may not exist). */
function neverList(sources) {
    const { env, home } = sources;
    const hfHome = env.HF_HOME ?? (env.XDG_CACHE_HOME ? (0,external_node_path_.join)(env.XDG_CACHE_HOME, 'huggingface') : null);
    return absolutePaths([
        ...sources.gitDirs,
        ...(home === null ? [] : HOME_CREDENTIALS.map((path) => (0,external_node_path_.join)(home, path))),
        hfHome === null ? undefined : (0,external_node_path_.join)(hfHome, 'token'),
        env.HF_TOKEN_PATH,
        ...command/* FILE_COMMAND_VARIABLES */.XC.map((name) => env[name]),
        ...sessionPaths(sources),
        ...sources.heldOut,
    ]);
}

;// CONCATENATED MODULE: ./src/eval/runtime-view/toolchain.ts
/**
 * The toolchain an evaluation finds without declaring it: for each entry of the caller's PATH, outside
 * HOME the entry as it is; inside HOME only the root of a known toolchain it belongs to (a pyenv root,
 * a conda or mamba environment, a uv-managed Python, an nvm or fnm Node version, a virtualenv and the
 * interpreter its pyvenv.cfg names). HOME itself, a folder above it and one whose toolchain root would
 * be HOME are never roots; an entry that belongs to no toolchain is dropped (and said).
 */


/** Whether `root` may be exposed: strictly inside HOME, never HOME or a folder above it. */
function acceptable(root, home) {
    return root !== home && (0,paths/* isWithin */.U)(home, root);
}
/** The ancestors of `path` strictly inside `home`, nearest first. */
function ancestorsInside(path, home) {
    const found = [];
    for (let dir = path; dir !== home && (0,paths/* isWithin */.U)(home, dir); dir = (0,external_node_path_.dirname)(dir))
        found.push(dir);
    return found;
}
/** The Python home a virtualenv's pyvenv.cfg names (`home = /path/to/bin`), or null. */
function pyvenvHome(text) {
    const home = /^\s*home\s*=\s*(.+?)\s*$/m.exec(text)?.[1];
    return home !== undefined && (0,external_node_path_.isAbsolute)(home) ? home : null;
}
/**
 * The toolchain root under `home` that the (resolved) folder `entry` belongs to, or null. The first
 * rule that matches an ancestor wins, nearest ancestor first, so a virtualenv inside a pyenv root is
 * the virtualenv (and its interpreter is found through pyvenv.cfg).
 */
async function toolchainRootOf(entry, home, probe) {
    for (const dir of ancestorsInside(entry, home)) {
        const is = async (rel, kind) => (await probe.kind((0,external_node_path_.join)(dir, rel))) === kind;
        if (await is('pyvenv.cfg', 'file'))
            return { root: dir, kind: 'virtualenv', env: {} };
        if (await is('conda-meta', 'dir'))
            return { root: dir, kind: 'conda environment', env: {} };
        if ((await is('libexec/pyenv', 'file')) && (await is('shims', 'dir')))
            return { root: dir, kind: 'pyenv root', env: { PYENV_ROOT: dir } };
        if ((0,external_node_path_.basename)((0,external_node_path_.dirname)(dir)) === 'python' && (0,external_node_path_.basename)((0,external_node_path_.dirname)((0,external_node_path_.dirname)(dir))) === 'uv')
            return { root: dir, kind: 'uv-managed Python', env: {} };
        if ((await is('bin/node', 'file')) && (await is('lib/node_modules', 'dir')))
            return { root: dir, kind: 'Node version (nvm, fnm)', env: {} };
    }
    return null;
}
/** The roots a toolchain root needs besides itself: a virtualenv's interpreter's, when under HOME. */
async function interpreterRoots(root, home, probe) {
    if (root.kind !== 'virtualenv')
        return [];
    const text = await probe.readText((0,external_node_path_.join)(root.root, 'pyvenv.cfg'));
    const named = text === null ? null : pyvenvHome(text);
    const python = named === null ? null : await probe.realpath(named);
    if (python === null || !(0,paths/* isWithin */.U)(home, python))
        return [];
    const found = await toolchainRootOf(python, home, probe);
    return found === null || !acceptable(found.root, home) ? [] : [found];
}
/**
 * The evaluation's PATH from the caller's `path` (PATH's text) and `home` (resolved): entries outside
 * HOME that every user can search stay; entries inside HOME become their toolchain root's; the rest is
 * dropped (a folder the evaluation account cannot search would turn a typo's "not found" into
 * "Permission denied"). `refused` says whether a root touches the never-list (it is then not exposed);
 * without `withRoots` (no mount namespace to show them in) entries inside HOME are judged as the others.
 */
async function planPath(path, home, probe, refused, withRoots) {
    const plan = { entries: [], roots: [], dropped: [] };
    for (const written of path.split(':')) {
        const entry = (0,external_node_path_.isAbsolute)(written) ? await probe.realpath(written) : null;
        if (entry === null || (await probe.kind(entry)) !== 'dir') {
            if (written !== '')
                plan.dropped.push(written);
            continue;
        }
        if (home === null || !(0,paths/* isWithin */.U)(home, entry) || !withRoots) {
            if (await probe.searchableByOthers(entry))
                plan.entries.push(entry);
            else
                plan.dropped.push(written);
            continue;
        }
        const root = await toolchainRootOf(entry, home, probe);
        if (root === null || !acceptable(root.root, home) || refused(root.root)) {
            plan.dropped.push(written);
            continue;
        }
        for (const needed of [root, ...(await interpreterRoots(root, home, probe))]) {
            if (!refused(needed.root) && !plan.roots.some((known) => known.root === needed.root))
                plan.roots.push(needed);
        }
        plan.entries.push(entry);
    }
    plan.entries = [...new Set(plan.entries)];
    return plan;
}

;// CONCATENATED MODULE: ./src/eval/runtime-view/view.ts
/**
 * The runtime view of a gate run, computed once from data and a probe: the toolchain its PATH finds
 * (toolchain.ts), the declared `eval-read` paths, the never-list masked inside both (never-list.ts),
 * the GPU device nodes and the variables that select them. `viewFor` places it for one run: a
 * checkout-relative declared path appears at its absolute path and at the same path inside that run's
 * tree. Refusals are UserErrors naming the setting and the path.
 */





/** Variables that select devices: they reach the evaluation as the caller has them. */
const DEVICE_VARIABLES = [
    'CUDA_VISIBLE_DEVICES',
    'HIP_VISIBLE_DEVICES',
    'NVIDIA_VISIBLE_DEVICES',
    'ROCR_VISIBLE_DEVICES',
];
/** How many folders a declared path or toolchain root may hold before its `.git` search gives up. */
const GIT_WALK_LIMIT = 200_000;
const GPU_NODE = /^(nvidia.*|kfd)$/;
/** The GPU device nodes in `devRoot`: nvidia*, kfd and everything in dri/. */
async function gpuDevices(devRoot, probe) {
    const top = (await probe.list(devRoot)).filter((name) => GPU_NODE.test(name)).map((n) => (0,external_node_path_.join)(devRoot, n));
    const dri = (await probe.list((0,external_node_path_.join)(devRoot, 'dri'))).map((name) => (0,external_node_path_.join)(devRoot, 'dri', name));
    const kinds = await Promise.all([...top, ...dri].map(async (path) => [path, await probe.kind(path)]));
    return kinds.filter(([, kind]) => kind === 'device').map(([path]) => path);
}
/** The never-list, each path resolved where it exists (a link such as /var/run is followed). */
async function resolvedNever(sources, probe) {
    const listed = neverList(sources);
    const real = await Promise.all(listed.map((path) => probe.realpath(path)));
    return [...new Set([...listed, ...real.filter((path) => path !== null)])];
}
/**
 * What is masked inside `folder`: the never-list's paths below it, and its git folders: every `.git`
 * below a declared folder (`deep`), only one at the top of a toolchain root (a pyenv or nvm clone),
 * which is found, not declared, and may hold tens of thousands of folders to walk at every gate run.
 */
async function masksInside(folder, never, probe, name, deep) {
    if ((await probe.kind(folder)) !== 'dir')
        return [];
    const inside = never.filter((path) => path !== folder && (0,paths/* isWithin */.U)(folder, path));
    if (!deep)
        return (await probe.kind((0,external_node_path_.join)(folder, '.git'))) === null ? inside : [...inside, (0,external_node_path_.join)(folder, '.git')];
    const found = await probe.gitEntriesBelow(folder, GIT_WALK_LIMIT);
    if ('tooMany' in found) {
        throw new errors/* UserError */.yo(`${name}: more than ${GIT_WALK_LIMIT} folders to check for git folders; name a narrower folder`);
    }
    return [...inside, ...found];
}
/** The declared path resolved and checked against HOME, the checkout and the never-list. */
async function resolveDeclared(declared, sources, never, probe) {
    const name = `${sources.label} ${declared.written}`;
    const given = declared.absolute ?? (0,external_node_path_.resolve)(sources.repository, declared.relative ?? '.');
    const real = await probe.realpath(given);
    if (real === null)
        throw new errors/* UserError */.yo(`${name}: no such file or folder (${given})`);
    const repository = (await probe.realpath(sources.repository)) ?? sources.repository;
    if (declared.relative !== null && (real === repository || !(0,paths/* isWithin */.U)(repository, real))) {
        throw new errors/* UserError */.yo(`${name}: a checkout-relative path must name a file or folder inside the checkout`);
    }
    const home = sources.home === null ? null : ((await probe.realpath(sources.home)) ?? sources.home);
    for (const [what, folder] of [
        ['HOME', home],
        ['the checkout', repository],
    ]) {
        if (folder !== null && (0,paths/* isWithin */.U)(real, folder)) {
            throw new errors/* UserError */.yo(`${name}: ${real} is ${what} or holds it; name the folders the evaluation needs inside it`);
        }
    }
    const inside = never.find((path) => (0,paths/* isWithin */.U)(path, real));
    if (inside !== undefined) {
        throw new errors/* UserError */.yo(`${name}: ${real} is ${inside === real ? '' : 'inside '}${inside}, which never reaches the evaluation`);
    }
    return real;
}
/** Plans the view: the PATH's toolchain, the declared paths, what is masked, the devices and variables. */
async function planView(sources, env, probe) {
    const home = sources.home === null ? null : ((await probe.realpath(sources.home)) ?? sources.home);
    const never = await resolvedNever({ ...sources.never, home }, probe);
    const refused = (root) => never.some((path) => (0,paths/* isWithin */.U)(path, root));
    const path = await planPath(sources.path, home, probe, refused, sources.withRoots);
    const readOnly = [];
    const inTree = [];
    const masked = [];
    for (const root of path.roots) {
        readOnly.push({ source: root.root, target: root.root });
        masked.push(...(await masksInside(root.root, never, probe, `the toolchain root ${root.root}`, false)));
    }
    const session = await Promise.all(sessionPaths(sources.never).map((p) => probe.realpath(p)));
    masked.push(...session.filter((p) => p !== null));
    const read = [];
    for (const declared of sources.declared) {
        const real = await resolveDeclared(declared, sources, never, probe);
        readOnly.push({ source: real, target: real });
        if (declared.relative !== null)
            inTree.push({ source: real, relative: declared.relative });
        masked.push(...(await masksInside(real, never, probe, `${sources.label} ${declared.written}`, true)));
        read.push(declared.relative ?? real);
    }
    const variables = Object.fromEntries(DEVICE_VARIABLES.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
    return {
        readOnly: parentsFirst(readOnly),
        inTree,
        masked: [...new Set(masked)],
        devices: await gpuDevices(sources.devRoot, probe),
        env: {
            ...Object.assign({}, ...path.roots.map((root) => root.env)),
            ...variables,
            PATH: path.entries.join(':'),
        },
        toolchain: path.roots,
        dropped: path.dropped,
        identity: { read, toolchain: path.roots.map((root) => root.root) },
    };
}
/** Binds sorted so that a folder comes before what is bound inside it; duplicates dropped. */
function parentsFirst(binds) {
    const unique = [...new Map(binds.map((bind) => [bind.target, bind])).values()];
    return unique.sort((a, b) => a.target.split(external_node_path_.sep).length - b.target.split(external_node_path_.sep).length);
}
/** The view of one run whose tree is at `tree`: the plan, with each checkout-relative path placed in it. */
function viewFor(plan, tree) {
    return {
        readOnly: parentsFirst([
            ...plan.readOnly,
            ...plan.inTree.map((entry) => ({ source: entry.source, target: (0,external_node_path_.join)(tree, entry.relative) })),
        ]),
        masked: [
            ...plan.masked,
            ...plan.inTree.flatMap((entry) => plan.masked
                .filter((path) => (0,paths/* isWithin */.U)(entry.source, path))
                .map((path) => (0,external_node_path_.join)(tree, entry.relative, path.slice(entry.source.length)))),
        ],
        devices: plan.devices,
        env: plan.env,
    };
}


/***/ }),

/***/ 74926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ requireMergeTree),
/* harmony export */   GV: () => (/* binding */ evaluatedField),
/* harmony export */   Ih: () => (/* binding */ buildCandidate),
/* harmony export */   hv: () => (/* binding */ evaluatedWords)
/* harmony export */ });
/* unused harmony exports MERGE_TREE_GIT, hasMergeTree */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
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

/***/ 72104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ isWritingRun),
/* harmony export */   k: () => (/* binding */ reject)
/* harmony export */ });
/** Only merge without --dry-run writes: refs, the tree, the remote, REPORT.md by default. */
function isWritingRun(input) {
    return input.mode === 'merge' && !input.dryRun;
}
function reject(verdict, reasons) {
    return { ...verdict, decision: 'rejected', reasons: [...verdict.reasons, ...reasons] };
}


/***/ }),

/***/ 40879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SQ: () => (/* binding */ guardCredentials)
});

// UNUSED EXPORTS: credentialEntries, parseConfigList, removeEntries, resolveIncludePath

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/git/parse.ts
var parse = __webpack_require__(73507);
// EXTERNAL MODULE: ./src/util/atomic.ts + 1 modules
var atomic = __webpack_require__(63827);
// EXTERNAL MODULE: ./src/util/cleanup.ts
var cleanup = __webpack_require__(4532);
// EXTERNAL MODULE: ./src/util/remove-tree.ts
var remove_tree = __webpack_require__(58043);
;// CONCATENATED MODULE: ./src/gate/git-state.ts
/**
 * What the evaluated code could plant for git outside the repository's config file (which the
 * credential guard restores itself): replace refs, grafts, alternates, the shallow list, attributes and
 * hooks in the shared `.git`, and the user's global and system git config. The gate's own git ignores
 * the ones it can (src/git/adapter.ts: replace refs, grafts, global and system config, hooks); this
 * snapshot is the other half: taken before an evaluation, compared after it, and put back, so a change
 * is reported (the branch is rejected) and never outlives the run, not even for the user's next `git`.
 *
 * Reading the state after the evaluation never reads more than the snapshot holds: a file is read only
 * when its size matches the one before, so a planted huge file costs nothing.
 */





/** The files and folders watched, with their labels; the user's config files as the gate's HOME finds them. */
function watchedPaths(commonDir, env) {
    const home = env.HOME ?? (0,external_node_os_.homedir)();
    const xdg = env.XDG_CONFIG_HOME || (0,external_node_path_.join)(home, '.config');
    const inGit = (rel, what) => ({ path: (0,external_node_path_.join)(commonDir, rel), label: `.git/${rel}`, what });
    return [
        inGit('info/grafts', 'grafts file'),
        inGit('objects/info/alternates', 'alternates file'),
        inGit('shallow', 'shallow file'),
        inGit('info/attributes', 'attributes file'),
        inGit('hooks', 'hooks folder'),
        { path: (0,external_node_path_.join)(home, '.gitconfig'), label: (0,external_node_path_.join)(home, '.gitconfig'), what: 'global git config' },
        { path: (0,external_node_path_.join)(xdg, 'git', 'config'), label: (0,external_node_path_.join)(xdg, 'git', 'config'), what: 'global git config' },
        { path: '/etc/gitconfig', label: '/etc/gitconfig', what: 'system git config' },
    ];
}
async function lstatOrNull(path) {
    return (0,promises_.lstat)(path).catch((error) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR')
            return null;
        throw error;
    });
}
/** Everything at and under `root` (links recorded, not followed). */
async function readTree(root) {
    const tree = new Map();
    const visit = async (rel) => {
        const path = (0,external_node_path_.join)(root, rel);
        const stats = await lstatOrNull(path);
        if (stats === null)
            return;
        if (stats.isSymbolicLink())
            tree.set(rel, { kind: 'link', target: await (0,promises_.readlink)(path) });
        else if (stats.isFile())
            tree.set(rel, { kind: 'file', mode: stats.mode & 0o7777, content: await (0,promises_.readFile)(path) });
        else if (stats.isDirectory()) {
            tree.set(rel, { kind: 'dir', mode: stats.mode & 0o7777 });
            for (const name of (await (0,promises_.readdir)(path)).sort())
                await visit(rel === '' ? name : (0,external_node_path_.join)(rel, name));
        }
    };
    await visit('');
    return tree;
}
/** Whether `root` differs from `before`; reads a file only when its size is the one recorded. */
async function differs(root, before) {
    let seen = 0;
    const visit = async (rel) => {
        const path = (0,external_node_path_.join)(root, rel);
        const stats = await lstatOrNull(path);
        const was = before.get(rel);
        if (stats === null)
            return was !== undefined;
        seen++;
        if (was === undefined)
            return true;
        if (stats.isSymbolicLink())
            return was.kind !== 'link' || (await (0,promises_.readlink)(path)) !== was.target;
        if (was.kind === 'link' || (stats.mode & 0o7777) !== was.mode)
            return true;
        if (stats.isFile()) {
            return (was.kind !== 'file' ||
                stats.size !== was.content.length ||
                !(await (0,promises_.readFile)(path)).equals(was.content));
        }
        if (!stats.isDirectory() || was.kind !== 'dir')
            return true;
        for (const name of await (0,promises_.readdir)(path)) {
            if (await visit(rel === '' ? name : (0,external_node_path_.join)(rel, name)))
                return true;
        }
        return false;
    };
    // An unreadable path (the evaluation took the permissions away) is a change too.
    const changed = await visit('').catch(() => true);
    return changed || seen !== before.size;
}
/** Puts `root` back as `before` recorded it: a file in one rename, a folder or link recreated. */
async function restoreTree(root, before) {
    const top = before.get('');
    if (top?.kind === 'file') {
        const now = await lstatOrNull(root);
        if (now !== null && !now.isFile())
            await (0,remove_tree/* removeTree */.d)(root);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(root), { recursive: true });
        await (0,atomic/* replaceFile */.fR)(root, top.content, top.mode);
        return;
    }
    await (0,remove_tree/* removeTree */.d)(root);
    for (const [rel, entry] of before) {
        const path = (0,external_node_path_.join)(root, rel);
        if (entry.kind === 'dir')
            await (0,promises_.mkdir)(path, { mode: 0o700 });
        else if (entry.kind === 'link')
            await (0,promises_.symlink)(entry.target, path);
        else
            await (0,atomic/* replaceFile */.fR)(path, entry.content, entry.mode);
    }
    // Folder modes last, so a read-only folder does not stop its own entries from being recreated.
    for (const [rel, entry] of [...before].reverse()) {
        if (entry.kind === 'dir')
            await (0,promises_.chmod)((0,external_node_path_.join)(root, rel), entry.mode);
    }
}
/**
 * The refs the evaluation must not move: replace refs (git would read them) and notes refs (the score
 * ledger is read before the evaluation and written only by the gate after it, so a note the evaluation
 * wrote is tampering, and is discarded).
 */
async function watchedRefs(git) {
    const out = await git([
        'for-each-ref',
        '--format=%(refname) %(objectname)',
        'refs/replace/',
        'refs/notes/',
    ]);
    return new Map(out
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => line.split(' ')));
}
/**
 * Records the watched state. A watched path that is a symbolic link (a `~/.gitconfig` kept in a dotfiles
 * folder) is recorded as a link, and the file it leads to is watched as well. A path the gate cannot read
 * is not watched: the evaluation (same user, or less) cannot write it either.
 */
async function snapshotGitState(git, commonDir, env = process.env) {
    const watched = [];
    const queue = watchedPaths(commonDir, env);
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        const before = await readTree(item.path).catch(() => null);
        if (before === null)
            continue;
        watched.push({ ...item, before });
        if (before.get('')?.kind === 'link') {
            const target = await (0,promises_.realpath)(item.path).catch(() => null);
            if (target !== null && !watched.some((w) => w.path === target)) {
                queue.push({ path: target, label: target, what: item.what });
            }
        }
    }
    return { watched, refs: await watchedRefs(git) };
}
/** Compares with the snapshot, puts back whatever changed, and returns the changes (empty: none). */
async function restoreGitState(git, snapshot) {
    const changes = [];
    for (const item of snapshot.watched) {
        if (!(await differs(item.path, item.before)))
            continue;
        changes.push({ label: item.label, what: item.what });
        await restoreTree(item.path, item.before);
    }
    const now = await watchedRefs(git);
    for (const ref of new Set([...now.keys(), ...snapshot.refs.keys()])) {
        const was = snapshot.refs.get(ref);
        if (now.get(ref) === was)
            continue;
        changes.push({
            label: `.git/${ref}`,
            what: ref.startsWith('refs/notes/') ? 'notes ref (the score ledger)' : 'replace ref',
        });
        await git(was === undefined ? ['update-ref', '-d', ref] : ['update-ref', ref, was]);
    }
    return changes;
}

;// CONCATENATED MODULE: ./src/gate/credential-guard.ts
/**
 * Hides the job's git credentials from the evaluated code for the duration of one evaluation.
 *
 * actions/checkout persists the job token in the repository's local git config: up to v5 as
 * `http.<url>.extraheader = AUTHORIZATION: basic <base64>` in `.git/config`; from v6 in a separate
 * file `$RUNNER_TEMP/git-credentials-<uuid>.config` that `.git/config` pulls in with
 * `includeIf.gitdir:<path>.path` entries (one of them matches every worktree, `.git/worktrees/*`). The
 * evaluation runs in a worktree of that repository, so it can read `.git/config`, run
 * `git config --list`, or read the included file directly. While guarded:
 * - every `http.*extraheader` entry is removed from the repository's config file;
 * - every `include.path` / `includeIf.*.path` entry that points at a credential file (named
 *   `git-credentials-*.config`, or a file that itself sets an extraheader) is removed;
 * - each such file that exists is read into memory and deleted (a path in the environment, RUNNER_TEMP,
 *   is enough to find it).
 * Restoring writes the config file back byte for byte as it was before the guard (so anything the
 * evaluated code wrote into it, e.g. `core.hooksPath` or `core.fsmonitor`, is discarded too and
 * reported as tampering), recreates the hidden files with their content and mode, and puts back the
 * rest of the git state the evaluation could plant (replace refs, grafts, alternates, shallow,
 * attributes, hooks, the user's global and system config: src/gate/git-state.ts), reporting each
 * change. Restoring also
 * runs from the signal cleanup registry, so a Ctrl-C or a cancelled job puts the credentials back.
 * Only a SIGKILL of the gate loses them: that fails safe (later git steps in the job lack the token).
 *
 * Two gates sharing one repository concurrently would see each other's guarded state; in CI one job
 * owns its checkout (see SECURITY.md).
 */








const EXTRAHEADER_KEY = /^http\.(?:.*\.)?extraheader$/i;
const INCLUDE_PATH_KEY = /^(?:include|includeif\..*)\.path$/i;
const CREDENTIAL_FILE_NAME = /^git-credentials-.*\.config$/;
/** An extraheader set in an included file, as git's config syntax writes it. */
const EXTRAHEADER_IN_FILE = /^\s*extraheader\s*=/im;
/** Parses `git config --list --null`: `key\nvalue\0`, or `key\0` for a bare boolean. */
function parseConfigList(output) {
    return output
        .split('\0')
        .filter((record) => record !== '')
        .map(parse/* parseConfigRecord */.pT);
}
/** Where an include path leads: `~/` is the home folder, a relative path is relative to the config file. */
function resolveIncludePath(value, configPath) {
    if (value.startsWith('~/'))
        return (0,external_node_path_.join)((0,external_node_os_.homedir)(), value.slice(2));
    return (0,external_node_path_.isAbsolute)(value) ? value : (0,external_node_path_.resolve)((0,external_node_path_.dirname)(configPath), value);
}
/**
 * The entries that carry or lead to credentials. `isCredentialFile` answers, for an include's resolved
 * path, whether that file holds credentials (an actions/checkout credentials file is recognised by its
 * name even when it does not exist on this host, e.g. the container path `/github/runner_temp/...`).
 */
function credentialEntries(entries, configPath, isCredentialFile) {
    const found = [];
    for (const { key, value } of entries) {
        if (value === null)
            continue;
        if (EXTRAHEADER_KEY.test(key)) {
            found.push({ key, value });
        }
        else if (INCLUDE_PATH_KEY.test(key)) {
            const target = resolveIncludePath(value, configPath);
            if (CREDENTIAL_FILE_NAME.test((0,external_node_path_.basename)(target)) || isCredentialFile(target))
                found.push({ key, value });
        }
    }
    return found;
}
const SECTION_HEADER = /^\s*\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]\s*(?:[#;].*)?$/;
const VARIABLE_LINE = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*=\s*(.*?)\s*$/;
/** A config value as git reads it: quotes removed, `\"` and `\\` unescaped, a trailing comment dropped. */
function configValue(raw) {
    let value = '';
    let quoted = false;
    for (let i = 0; i < raw.length; i++) {
        const char = raw[i];
        if (char === '\\' && i + 1 < raw.length) {
            const next = raw[++i];
            value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        }
        else if (char === '"') {
            quoted = !quoted;
        }
        else if (!quoted && (char === '#' || char === ';')) {
            break;
        }
        else {
            value += char;
        }
    }
    return value.trim();
}
/**
 * The config text without the lines that set `entries` (keys as git prints them). Only single-line
 * `name = value` entries are recognised; the caller checks the result with git.
 */
function removeEntries(text, entries) {
    const wanted = new Set(entries.map((e) => `${e.key.toLowerCase()}\0${e.value}`));
    let section = '';
    return text
        .split(/(?<=\n)/)
        .filter((line) => {
        const bare = line.replace(/\r?\n$/, '');
        const header = SECTION_HEADER.exec(bare);
        if (header) {
            const [name, sub] = [header[1].toLowerCase(), header[2]];
            section = sub === undefined ? name : `${name}.${sub.replace(/\\(.)/g, '$1')}`;
            return true;
        }
        const variable = VARIABLE_LINE.exec(bare);
        if (!variable || section === '')
            return true;
        const key = `${section}.${variable[1].toLowerCase()}`;
        return !wanted.has(`${key.toLowerCase()}\0${configValue(variable[2])}`);
    })
        .join('');
}
function withoutHidden(entries, hidden) {
    const gone = new Set(hidden.map((e) => `${e.key.toLowerCase()}\0${e.value}`));
    return entries.filter((e) => !gone.has(`${e.key.toLowerCase()}\0${e.value ?? ''}`));
}
function sameEntries(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}
async function readIfFile(path) {
    try {
        const stats = await (0,promises_.stat)(path);
        if (!stats.isFile())
            return null;
        return { path, content: await (0,promises_.readFile)(path), mode: stats.mode & 0o7777 };
    }
    catch {
        return null;
    }
}
/**
 * Removes the job's git credentials from the repository that `git` runs in (its shared git folder is
 * `commonDir`, which the caller already knows) until the returned guard is disposed (`await using guard =
 * await guardCredentials(...)`) or restored. With nothing to hide, the guard still restores the config
 * file, so the evaluation cannot leave config changes behind.
 */
async function guardCredentials(git, commonDir, options = {}) {
    const configPath = (0,external_node_path_.join)(commonDir, 'config');
    const original = await readIfFile(configPath);
    if (original === null)
        throw new errors/* InfraError */.Ri(`git config file ${configPath} is missing or not a file`);
    // The config's entries and the git state (refs, files) are read side by side: neither changes the other.
    const [listed, state] = await Promise.all([
        git(['config', '--file', configPath, '--null', '--list']),
        snapshotGitState(git, commonDir),
    ]);
    const entries = parseConfigList(listed);
    const candidates = entries
        .filter((e) => e.value !== null && INCLUDE_PATH_KEY.test(e.key))
        .map((e) => resolveIncludePath(e.value, configPath));
    const files = new Map();
    for (const path of new Set(candidates)) {
        const file = await readIfFile(path);
        if (file !== null)
            files.set(path, file);
    }
    const hiddenEntries = credentialEntries(entries, configPath, (path) => EXTRAHEADER_IN_FILE.test(files.get(path)?.content.toString('utf8') ?? ''));
    const hiddenFiles = [
        ...new Set(hiddenEntries
            .filter((e) => INCLUDE_PATH_KEY.test(e.key))
            .map((e) => resolveIncludePath(e.value, configPath))
            .filter((path) => files.has(path))),
    ].map((path) => files.get(path));
    let restoring = null;
    let guarded = null;
    const restore = () => {
        restoring ??= (async () => {
            unregister();
            const now = await (0,promises_.readFile)(configPath).catch(() => null);
            const configTampered = guarded !== null && (now === null || !now.equals(guarded));
            await (0,atomic/* replaceFile */.fR)(configPath, original.content, original.mode);
            for (const file of hiddenFiles)
                await (0,atomic/* replaceFile */.fR)(file.path, file.content, file.mode);
            // After the config: the git commands that put back replace refs run with the trusted config.
            return { configTampered, gitState: await restoreGitState(git, state) };
        })();
        return restoring;
    };
    const unregister = (options.registerCleanup ?? cleanup/* registerCleanup */.qE)(async () => {
        await restore();
    });
    try {
        if (hiddenEntries.length > 0) {
            // Written as text, then checked by git: removing the entries one by one with `git config` would
            // take as many processes and leave empty sections; reading back proves exactly these went.
            const text = removeEntries(original.content.toString('utf8'), hiddenEntries);
            await (0,atomic/* replaceFile */.fR)(configPath, Buffer.from(text, 'utf8'), original.mode);
            const left = parseConfigList(await git(['config', '--file', configPath, '--null', '--list']));
            if (!sameEntries(left, withoutHidden(entries, hiddenEntries))) {
                throw new errors/* InfraError */.Ri(`could not remove the credential entries from ${configPath} exactly`);
            }
        }
        for (const file of hiddenFiles)
            await (0,promises_.rm)(file.path, { force: true });
        guarded = await (0,promises_.readFile)(configPath);
    }
    catch (error) {
        await restore();
        throw error;
    }
    return {
        configPath,
        hiddenEntries,
        hiddenFiles: hiddenFiles.map((f) => f.path),
        restore,
        [Symbol.asyncDispose]: async () => {
            await restore();
        },
    };
}


/***/ }),

/***/ 88717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fU: () => (/* binding */ GateLedger),
  lK: () => (/* binding */ settingsEvaluator)
});

// UNUSED EXPORTS: keyInReach

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/git/notes.ts
var notes = __webpack_require__(77677);
// EXTERNAL MODULE: ./src/ledger/line.ts
var line = __webpack_require__(36143);
;// CONCATENATED MODULE: ./src/ledger/evaluator.ts
/**
 * The evaluator id: what makes two runs of one tree draws from the same distribution. The command
 * template as written (placeholders unsubstituted: `{node_id}` differs per node and is a label), the
 * score-reading settings, the isolation the run had, and `evaluator-version`, which the user bumps when
 * the machine or image changes; in a two-phase evaluation also the scorer's command and the held-out
 * paths (absent in single phase, so single-phase ids stay what they were); which submodules the
 * evaluated tree holds (issue 35: an initialised submodule changes what runs); every other setting
 * whose row says it shapes a run (the declared outputs, ...) when given; and whether an agent chose
 * the settings. Reuse never crosses evaluator ids. The seed is no part of it: each line carries its
 * seed, and a lookup takes only the seeds its judgement runs (src/gate/ledger/gate-ledger.ts).
 */


function evaluatorId(parts) {
    const text = (0,line/* canonicalJson */.dj)({
        command: parts.command,
        score: parts.score,
        isolation: parts.isolation,
        version: parts.version,
        ...(parts.view === undefined || (parts.view.read.length === 0 && parts.view.toolchain.length === 0)
            ? {}
            : { view: parts.view }),
        ...(parts.scorer === undefined ? {} : { scorer: parts.scorer }),
        ...(parts.conditions === undefined || Object.keys(parts.conditions).length === 0
            ? {}
            : { conditions: parts.conditions }),
        ...(parts.chosenBy === undefined ? {} : { chosen_by: parts.chosenBy }),
        ...(parts.submodules === undefined || parts.submodules.length === 0
            ? {}
            : { submodules: [...parts.submodules].sort() }),
    });
    return `e1:${(0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 32)}`;
}

// EXTERNAL MODULE: ./src/ledger/mac.ts
var mac = __webpack_require__(80702);
// EXTERNAL MODULE: ./src/ledger/select.ts
var ledger_select = __webpack_require__(99981);
// EXTERNAL MODULE: ./src/ledger/store.ts + 1 modules
var ledger_store = __webpack_require__(72361);
// EXTERNAL MODULE: ./src/gate/setting-lookup.ts
var setting_lookup = __webpack_require__(14026);
;// CONCATENATED MODULE: ./src/gate/ledger/conditions.ts
/**
 * What the evaluator id takes from the settings table: every resolved setting whose row says it shapes
 * a run (`shapes: 'run'`), apart from those the id names in parts of its own. A row added later with
 * `shapes: 'run'` is covered by declaring it (its resolved setting must have the row's field name).
 */

/** The rows the evaluator id names itself: the command, the score reading, the scorer, the version. */
const OWN_PARTS = new Set([
    'evalCmdTest',
    'scoreKey',
    'scoreFile',
    'scoreRegex',
    'scoreCmdTest',
    'heldOut',
    'evaluatorVersion',
]);
/** The given values of the other run-shaping settings, by field (lists sorted: their order is no condition). */
function runConditions(settings) {
    const conditions = {};
    for (const row of setting_lookup/* GATE_SETTINGS */.C7) {
        if (!('shapes' in row) || row.shapes !== 'run' || OWN_PARTS.has(row.field))
            continue;
        if (!(row.field in settings))
            throw new Error(`internal: ${row.field} shapes a run but is no resolved setting of that name`);
        const value = settings[row.field];
        if (value === null || value === undefined || (Array.isArray(value) && value.length === 0))
            continue;
        conditions[row.field] = Array.isArray(value) ? [...value].sort() : value;
    }
    return conditions;
}

;// CONCATENATED MODULE: ./src/gate/ledger/gate-ledger.ts
/**
 * The score ledger as one gate run uses it (src/ledger holds the format, the MACs and the store): the
 * evaluator id of this run's settings, lookups of authenticated runs by key tree (the evaluated tree
 * without `.arbor/**`), and the lines of each evaluation this run made, appended after it ran. The
 * paired judgement wraps its per-run `measure(side, seed)` with `lookup` and `record`.
 */








/**
 * What every verdict says when the key file belongs to the account the gate runs as, not root: the gate
 * cannot keep it from an agent with a shell as that account (docs/agent-reach.md).
 */
function keyInReach(name) {
    const uid = process.geteuid?.() ?? -1;
    return `the ledger key is this gate's account's (uid ${uid}): an agent in its shell can sign ledger lines; run the gate as another user or pass ${name('ledger')} (docs/agent-reach.md)`;
}
/**
 * The evaluator id of a run's settings and isolation (what a ledger line, a shard and its result
 * name): the commands, the score reading, the scorer and held-out paths, the other run-shaping
 * settings (conditions.ts), the submodules trunk's evaluated tree holds and the runtime view's declared
 * paths and toolchain roots, and whether an agent chose them unpinned.
 */
function settingsEvaluator(settings, isolation, chosenByAgent, runtime = {}) {
    return evaluatorId({
        command: settings.evalCmdTest,
        score: settings.score,
        isolation,
        version: settings.evaluatorVersion,
        ...runtime,
        ...(settings.twoPhase === null
            ? {}
            : {
                scorer: {
                    command: settings.twoPhase.scoreCmdTest,
                    heldOut: [...settings.twoPhase.heldOutGlobs, ...settings.twoPhase.heldOutOutside],
                },
            }),
        conditions: runConditions(settings),
        ...(chosenByAgent ? { chosenBy: 'agent' } : {}),
    });
}
class GateLedger {
    store;
    key;
    evaluator;
    options;
    /** The lines this run appended, in order. */
    written = [];
    runId = (0,external_node_crypto_.randomUUID)();
    /**
     * The next line's place in this run. Taken when the lines are made, not from `written` when they
     * are recorded: the queue's parallel slots make lines of one run at once, and two lines with one
     * (run, seq) id would be one line to every reader (a merge's trailer would name the other's run).
     */
    nextSeq = 0;
    keys = new Map();
    /** Lines kept back until the judgement accepts (`holdRecords`); null: each is recorded at once. */
    held = null;
    /** The lines on each key tree as read once in this run (the lookup and the noise check share them). */
    notes = new Map();
    constructor(store, key, evaluator, options) {
        this.store = store;
        this.key = key;
        this.evaluator = evaluator;
        this.options = options;
    }
    /** The ledger of a gate run; null when `ledger` is off. */
    static async open(options) {
        const { settings, name, repo } = options;
        if (!settings.ledger)
            return null;
        const ref = (0,notes/* requireNotesRef */.er)(settings.ledgerRef, name('ledgerRef'));
        const key = settings.ledgerKey !== null
            ? settings.ledgerKey
            : options.keyFile
                ? await (0,ledger_store/* keyFromFile */.gO)(await repo.commonDir())
                : null;
        const evaluator = settingsEvaluator(settings, options.isolation, options.chosenByAgent, {
            ...(options.submodules === undefined ? {} : { submodules: options.submodules }),
            ...(options.view ? { view: options.view } : {}),
        });
        const store = new ledger_store/* LedgerStore */.n$(repo, {
            ref,
            ...(options.sleep === undefined ? {} : { sleep: options.sleep }),
            ...(options.jitter === undefined ? {} : { jitter: options.jitter }),
            ...(options.withinMs === undefined ? {} : { withinMs: options.withinMs }),
        });
        const keyFile = settings.ledgerKey === null && options.keyFile;
        if (keyFile && process.geteuid?.() !== 0)
            store.warn(keyInReach(name));
        await store.repairLocal();
        return new GateLedger(store, key, evaluator, options);
    }
    /** The key a tree's measurements are under: the tree without its `.arbor` folder. */
    keyTree(tree) {
        let key = this.keys.get(tree);
        if (key === undefined) {
            key = (0,notes/* treesWithoutArbor */.S2)(this.options.repo, [tree]).then((keys) => keys.get(tree) ?? tree);
            this.keys.set(tree, key);
        }
        return key;
    }
    /**
     * Reads the notes of these trees in one go before anything runs (their keys in one `cat-file`, their
     * notes in another), for the lookups, the noise check and the records of this run that follow.
     */
    async prefetch(trees) {
        const unkeyed = [...new Set(trees.filter((tree) => !this.keys.has(tree)))];
        if (unkeyed.length > 0) {
            const keys = (0,notes/* treesWithoutArbor */.S2)(this.options.repo, unkeyed);
            for (const tree of unkeyed)
                this.keys.set(tree, keys.then((all) => all.get(tree) ?? tree));
        }
        const keyTrees = await Promise.all(trees.map((tree) => this.keyTree(tree)));
        const unread = [...new Set(keyTrees.filter((key) => !this.notes.has(key)))];
        if (unread.length === 0)
            return;
        const lines = this.store.linesOfMany(unread);
        for (const key of unread)
            this.notes.set(key, lines.then((all) => all.get(key) ?? []));
        await lines;
    }
    /**
     * Whether a line's seed is one single mode runs: none for one run; for eval-repeats, a seed (repeats
     * run on the seeds drawn for the tree, the same draws a paired judgement of that tree makes, or on
     * 1..N without a key). A seeded draw is no measurement of a single run without a seed.
     */
    singleSeed(seed) {
        return this.options.settings.evalRepeats === 1 ? seed === null : seed !== null;
    }
    /**
     * Authenticated successful runs of `tree` under this evaluator, newest first: of that seed, of any
     * seed (what `auto` learns the noise from), or without one of the seeds single mode runs.
     */
    async runs(tree, seed) {
        const keyTree = await this.keyTree(tree);
        let lines = this.notes.get(keyTree);
        if (lines === undefined) {
            lines = this.store.linesOf(keyTree);
            this.notes.set(keyTree, lines);
        }
        const runs = (0,ledger_select/* authenticRuns */.qB)(await lines, keyTree, this.evaluator, this.key);
        if (seed === 'any')
            return runs;
        return runs.filter((line) => (seed === undefined ? this.singleSeed(line.seed) : line.seed === seed));
    }
    /**
     * The measurement to use instead of running: every authenticated run of the tree (of one seed, for
     * the paired judgement), never only the newest, so that running again until a lucky draw changes
     * nothing; null when there are fewer than `repeats`, with `--fresh` (which adds runs), or no key.
     */
    async lookup(tree, repeats, seed) {
        if (this.options.settings.fresh || this.key === null)
            return null;
        const runs = await this.runs(tree, seed);
        return runs.length >= repeats ? runs : null;
    }
    /**
     * Every authenticated run of the tree, whatever `--fresh` says: what a fresh measurement adds to
     * (of `seed` when given, else of the seeds single mode runs).
     */
    async earlierRuns(tree, seed) {
        return this.key === null ? [] : this.runs(tree, seed);
    }
    /** Merges the remote's lines in and forgets what this run read, so the next lookup sees them. */
    async refresh(remote) {
        await this.store.pull(remote);
        this.notes.clear();
    }
    /** The lines of one evaluation: one per successful run, or one for a failure. */
    async linesFor(result, at) {
        const keyTree = await this.keyTree(at.tree);
        const base = {
            v: line/* LEDGER_LINE_VERSION */._g,
            run_id: this.runId,
            tree: keyTree,
            evaluated_tree: at.tree,
            commit: at.commit,
            evaluator: this.evaluator,
            seed: at.seed,
            node_id: at.nodeId,
            gate_version: this.options.gateVersion,
            run_url: this.options.runUrl,
            mac: null,
        };
        const time = new Date().toISOString();
        const scored = result.attempts.filter((a) => a.score !== null);
        const runs = result.score !== null
            ? scored.map((a) => ({
                score: a.score,
                failure: null,
                exit_code: a.exit_code,
                duration_s: a.duration_s,
            }))
            : [
                {
                    score: null,
                    failure: result.failure?.code ?? 'no_score',
                    exit_code: result.attempts.at(-1)?.exit_code ?? null,
                    duration_s: result.attempts.reduce((sum, a) => sum + a.duration_s, 0),
                },
            ];
        const first = this.nextSeq;
        this.nextSeq += runs.length;
        return runs.map((run, index) => (0,mac/* signLine */.sW)({ ...base, ...run, seq: first + index, time }, this.key));
    }
    /**
     * From now on, lines are kept back until `release`: the aggregate's runs are results shard jobs
     * wrote, evidence only of a judgement that accepted them; a rejected aggregate records none.
     */
    holdRecords() {
        this.held ??= [];
    }
    /** Records the lines kept back (the judgement accepted). */
    async release() {
        const lines = this.held ?? [];
        this.held = null;
        await this.record(lines);
    }
    /** Appends lines after their evaluation ran (never during it); nothing in `--dry-run`. */
    async record(lines) {
        if (this.held !== null) {
            this.held.push(...lines);
            return;
        }
        if (!this.options.writes || lines.length === 0)
            return;
        await this.store.append(lines);
        this.written.push(...lines);
        // The note as read plus what this run appended: what a read now would give, without one.
        for (const line of lines) {
            const read = this.notes.get(line.tree);
            if (read !== undefined)
                this.notes.set(line.tree, read.then((was) => [...was, line]));
        }
    }
}


/***/ }),

/***/ 47131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ checkTimeoutWarning),
/* harmony export */   q: () => (/* binding */ stepPlan)
/* harmony export */ });
/**
 * The warning when the judgement's worst case cannot finish inside the queue's check timeout (GitHub
 * then fails the check and drops the entry): the wait for the step's score, then the step and the
 * entry measured, every attempt at eval-timeout. Null when it fits.
 */
function checkTimeoutWarning(settings, entry, name) {
    const wait = entry.step.kind === 'entry' ? settings.queueWaitMs : 0;
    // auto: the paired worst case after trunk's checks (two seeds, one again) and a confirmed run that differed.
    const runs = settings.judgement.rule === 'single'
        ? 2 * settings.evalRepeats
        : 2 * settings.judgement.maxPairs + (settings.judgement.rule === 'auto' ? 5 : 0);
    const attempts = settings.evalRetries + 1;
    const worstMs = wait + runs * attempts * settings.evalTimeoutMs;
    if (worstMs <= settings.queueCheckTimeoutMs)
        return null;
    const minutes = (ms) => `${Math.ceil(ms / 60_000)} min`;
    return (`the judgement may take up to ${minutes(worstMs)} (${name('queueWait')} ${wait / 1000} s + ${runs} run(s) × ${attempts} attempt(s) × ` +
        `${name('evalTimeout')} ${settings.evalTimeoutMs / 1000} s), past ${name('queueCheckTimeout')} ${minutes(settings.queueCheckTimeoutMs)}: ` +
        "GitHub fails a check that runs past the ruleset's timeout and drops the entry; lower the eval timeout or retries, or raise the ruleset's timeout with it");
}
/**
 * What a step's score is compared with when the ledger gave none: the configured trunk score
 * describes trunk's head, so a step that is not trunk's head (an entry ahead in the queue, or the base
 * of a queue on main) is measured and only the baseline is kept.
 */
function stepPlan(entry, plan) {
    if (entry === undefined || entry.onTrunkHead || plan.kind === 'measure')
        return plan;
    return { kind: 'measure', also: plan.refs.filter((r) => !r.name.startsWith('test_trunk_score')) };
}


/***/ }),

/***/ 80183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ streamShapeOrProblem),
/* harmony export */   GS: () => (/* binding */ isCsvPath),
/* harmony export */   Hj: () => (/* binding */ submissionFormatProblem),
/* harmony export */   eh: () => (/* binding */ shapeOrProblem),
/* harmony export */   wS: () => (/* binding */ shapeMismatch)
/* harmony export */ });
/* unused harmony exports csvShape, csvShapeOfStream */
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var csv_parse__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68075);
/* harmony import */ var csv_parse_sync__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42016);



/**
 * The shape of a CSV text: BOM and CRLF accepted, spaces around fields and blank lines ignored, rows of
 * any width (only the header and the row count are compared). Throws CsvError when it is not CSV.
 */
const CSV_OPTIONS = {
    bom: true,
    trim: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    relax_quotes: true,
};
/** Counts records and keeps the first (the header): a large submission is counted, not held. */
function shapeCounter() {
    let header = null;
    let records = 0;
    return {
        onRecord: (record) => {
            records++;
            header ??= record;
            return null;
        },
        shape: () => ({ header, rows: Math.max(records - 1, 0) }),
    };
}
function csvShape(text) {
    const counter = shapeCounter();
    (0,csv_parse_sync__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)(text, { ...CSV_OPTIONS, on_record: counter.onRecord });
    return counter.shape();
}
/** The shape of a CSV stream (a file of any size), read as it comes. */
async function csvShapeOfStream(stream) {
    const counter = shapeCounter();
    const parser = stream.pipe((0,csv_parse__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)({ ...CSV_OPTIONS, on_record: counter.onRecord }));
    // A read error is the parser's too: the stream's own ends the wait as well.
    stream.once('error', (error) => parser.destroy(error));
    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_0__.finished)(parser.resume());
    return counter.shape();
}
/** Why it is no CSV, or null: the parser's code and line, never the file's own text. */
function csvProblem(error, path) {
    if (!(error instanceof csv_parse__WEBPACK_IMPORTED_MODULE_1__/* .CsvError */ .J$))
        throw error;
    return `${path}: not valid CSV near line ${error.lines ?? '?'} (${error.code})`;
}
/** The shape, or why the text is no CSV. */
function shapeOrProblem(text, path) {
    try {
        return csvShape(text);
    }
    catch (error) {
        return csvProblem(error, path);
    }
}
/** The shape of a stream, or why it is no CSV. */
async function streamShapeOrProblem(stream, path) {
    try {
        return await csvShapeOfStream(stream);
    }
    catch (error) {
        return csvProblem(error, path);
    }
}
/** Why a CSV submission does not have the sample's header and row count, or null when it does. */
function submissionFormatProblem(submission, sample, submissionPath, samplePath) {
    return shapeMismatch(shapeOrProblem(submission, submissionPath), shapeOrProblem(sample, samplePath), submissionPath, samplePath);
}
/** Why a submission's shape is not the sample's, or null when it is (either may be why it is no CSV). */
function shapeMismatch(got, want, submissionPath, samplePath) {
    if (typeof got === 'string')
        return got;
    if (typeof want === 'string')
        return want;
    const header = (shape) => shape.header ?? [];
    if (JSON.stringify(header(got)) !== JSON.stringify(header(want))) {
        const shown = (shape) => JSON.stringify(header(shape).join(','));
        return `${submissionPath}: header ${shown(got)} differs from ${samplePath}'s ${shown(want)}`;
    }
    if (got.rows !== want.rows) {
        return `${submissionPath}: ${got.rows} data rows, ${samplePath} has ${want.rows}`;
    }
    return null;
}
function isCsvPath(path) {
    return path.toLowerCase().endsWith('.csv');
}


/***/ }),

/***/ 6134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AW: () => (/* binding */ denyListWarnings),
/* harmony export */   JE: () => (/* binding */ editableMatcher),
/* harmony export */   gd: () => (/* binding */ outsideEditable)
/* harmony export */ });
/* harmony import */ var _util_terminal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24702);
/* harmony import */ var _glob_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10973);
/* harmony import */ var _protected_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42724);



/** `s`: `*` and `**` also match LF, CR, U+2028 and U+2029 (those names are refused as protected anyway). */
const GLOB_OPTIONS = { dot: true, flags: 's' };
/** Whether a path may be changed: it matches a glob or is a declared output. */
function editableMatcher(globs, outputs) {
    const matches = (0,_glob_list_js__WEBPACK_IMPORTED_MODULE_2__/* .globListMatcher */ .$)(globs, GLOB_OPTIONS);
    const declared = new Set(outputs);
    return (path) => declared.has(path) || matches(path);
}
/** One violation per changed path outside the allow-list (`globs` name it in the message). */
function outsideEditable(entries, isEditable, globs) {
    const allowed = globs.map((glob) => (0,_util_terminal_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(glob)).join(', ');
    const violations = [];
    for (const entry of entries) {
        const sides = entry.status === 'R' && entry.oldPath !== null
            ? [
                { path: entry.oldPath, how: `renamed to ${entry.path}` },
                { path: entry.path, how: (0,_protected_js__WEBPACK_IMPORTED_MODULE_1__/* .describe */ .q0)(entry) },
            ]
            : [{ path: entry.path, how: (0,_protected_js__WEBPACK_IMPORTED_MODULE_1__/* .describe */ .q0)(entry) }];
        for (const { path, how } of sides) {
            if (isEditable(path))
                continue;
            violations.push({
                code: 'outside_editable',
                path,
                message: `${(0,_util_terminal_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(path)}: ${(0,_util_terminal_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(how)} outside the editable paths (${allowed})`,
            });
        }
    }
    return violations;
}
/**
 * What a verdict judged without an allow-list says (the evaluation is single-phase, the only kind the
 * gate runs yet): a deny-list protects the scorer's files, not everything it looks up, and the
 * branch's code runs in the scorer's own sandbox. `editableName` names the setting on this face.
 */
function denyListWarnings(editableGlobs, editableName) {
    if (editableGlobs.length > 0)
        return [];
    return [
        `only a deny-list protects the scorer: the branch may replace what it looks up outside the protected ` +
            `paths; set ${editableName} to the paths a branch may change, or use two-phase evaluation`,
    ];
}


/***/ }),

/***/ 10973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ globListMatcher)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A list of globs as one matcher that decides exactly as picomatch's matcher of the list: a path
 * matches when it is not empty and equals a glob or matches a glob's expression. picomatch's list
 * matcher makes a result object per glob and path; over a tree's listing (5,000 paths, twice a run)
 * that cost ~60 ms, and one expression (the globs' expressions as alternatives) costs ~3.
 */

/** The matcher of `globs` (none: nothing matches). */
function globListMatcher(globs, options) {
    if (globs.length === 0)
        return () => false;
    const alternatives = globs.map((glob) => `(?:${picomatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(glob, options).source})`);
    const expression = new RegExp(alternatives.join('|'), options.flags);
    const exact = new Set(globs);
    return (path) => path !== '' && (exact.has(path) || expression.test(path));
}


/***/ }),

/***/ 42724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ju: () => (/* binding */ checkProtectedPaths),
  WE: () => (/* binding */ countChangedPaths),
  q0: () => (/* binding */ describe),
  rV: () => (/* binding */ protectedMatcher)
});

// UNUSED EXPORTS: GITLINK_MODE, SYMLINK_MODE, findProtectedViolations, symlinksToInspect

// EXTERNAL MODULE: ./src/util/terminal.ts
var terminal = __webpack_require__(24702);
;// CONCATENATED MODULE: ./src/gate/paths/python-stdlib.ts
/**
 * The top-level module names of Python's standard library, as data: CPython 3.11's
 * `sys.stdlib_module_names` (every platform's, private `_` modules included), plus the names CPython
 * 3.12 to 3.14 added (`_pydatetime`, `_pylong`, `_colorize`, `_pyrepl`, `annotationlib`, `compression`,
 * ...). Names later versions removed (`distutils`, `imp`, `asyncore`) stay: a file of that name still
 * shadows the module on the versions that have it. A committed `D/json.py` beside a protected script
 * `D/eval.py` is imported instead of the standard library's `json` (the script's folder comes first on
 * `sys.path`), so lookup-shadows.ts refuses these names there. Regenerate with
 * `python3 -c "import sys; print(' '.join(sorted(sys.stdlib_module_names)))"` and merge.
 */
const PYTHON_STDLIB_MODULES = new Set(`
__future__ _abc _aix_support _android_support _apple_support _ast _asyncio _bisect _blake2
_bootsubprocess _bz2 _codecs _codecs_cn _codecs_hk _codecs_iso2022 _codecs_jp _codecs_kr _codecs_tw
_collections _collections_abc _colorize _compat_pickle _compression _contextvars _crypt _csv _ctypes
_curses _curses_panel _datetime _dbm _decimal _elementtree _frozen_importlib
_frozen_importlib_external _functools _gdbm _hashlib _heapq _hmac _imp _interpchannels _interpqueues
_interpreters _io _ios_support _json _locale _lsprof _lzma _markupbase _md5 _msi _multibytecodec
_multiprocessing _opcode _opcode_metadata _operator _osx_support _overlapped _pickle _posixshmem
_posixsubprocess _py_abc _pydatetime _pydecimal _pyio _pylong _pyrepl _queue _random _scproxy _sha1
_sha256 _sha3 _sha512 _signal _sitebuiltins _socket _sqlite3 _sre _ssl _stat _statistics _string
_strptime _struct _suggestions _symtable _sysconfig _thread _threading_local _tkinter _tokenize
_tracemalloc _typing _uuid _warnings _weakref _weakrefset _winapi _zoneinfo _zstd abc aifc
annotationlib antigravity argparse array ast asynchat asyncio asyncore atexit audioop base64 bdb
binascii bisect builtins bz2 cProfile calendar cgi cgitb chunk cmath cmd code codecs codeop
collections colorsys compileall compression concurrent configparser contextlib contextvars copy
copyreg crypt csv ctypes curses dataclasses datetime dbm decimal difflib dis distutils doctest email
encodings ensurepip enum errno faulthandler fcntl filecmp fileinput fnmatch fractions ftplib
functools gc genericpath getopt getpass gettext glob graphlib grp gzip hashlib heapq hmac html http
idlelib imaplib imghdr imp importlib inspect io ipaddress itertools json keyword lib2to3 linecache
locale logging lzma mailbox mailcap marshal math mimetypes mmap modulefinder msilib msvcrt
multiprocessing netrc nis nntplib nt ntpath nturl2path numbers opcode operator optparse os
ossaudiodev pathlib pdb pickle pickletools pipes pkgutil platform plistlib poplib posix posixpath
pprint profile pstats pty pwd py_compile pyclbr pydoc pydoc_data pyexpat queue quopri random re
readline reprlib resource rlcompleter runpy sched secrets select selectors shelve shlex shutil
signal site smtpd smtplib sndhdr socket socketserver spwd sqlite3 sre_compile sre_constants
sre_parse ssl stat statistics string stringprep struct subprocess sunau symtable sys sysconfig
syslog tabnanny tarfile telnetlib tempfile termios textwrap this threading time timeit tkinter token
tokenize tomllib trace traceback tracemalloc tty turtle turtledemo types typing unicodedata unittest
urllib uu uuid venv warnings wave weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc
zipapp zipfile zipimport zlib zoneinfo
`
    .trim()
    .split(/\s+/));

;// CONCATENATED MODULE: ./src/gate/paths/lookup-shadows.ts
/**
 * Committed files that change what a protected entry point looks up, though no protected file changes
 * (docs/architecture.md, merge procedure step 7; issue 24). A deny-list protects files; an evaluator
 * resolves names. Each rule below was an attack that merged a forged score with every protected file
 * untouched:
 *
 * - **Python's standard library**: a script's own folder is first on `sys.path`, and `python -m` puts
 *   the working directory there, so `D/json.py` (or `D/json.<tag>.so`, a sourceless `D/json.pyc`, a
 *   package `D/json/__init__.py`, a symlink `D/json`) replaces `import json` for a protected `D/eval.py`.
 *   Refused in every folder holding a protected Python file, and at the repository root (the usual
 *   working directory) when any Python file is protected. The names are python-stdlib.ts.
 * - **A protected package**: `X/eval.py` (or `.pyc`, `.so`, `.pyd`) beats a namespace package `X/eval/`
 *   holding protected modules, and an `__init__.*` added to a folder on the way to a protected module
 *   runs when the module is imported as part of its package.
 * - **pytest**: a `conftest.py` at or above a folder holding protected Python files, or below one
 *   holding protected test files (`test_*.py`, `*_test.py`), is loaded by pytest before it runs them
 *   (and can rewrite every outcome); `pytest.ini`, `.pytest.ini`,
 *   `pytest.toml` and `.pytest.toml` at or above them are pytest's configuration whatever they hold
 *   (`addopts = -p plugin`, `python_files`); a changed `pyproject.toml`, `tox.ini` or `setup.cfg` there
 *   only when it may configure pytest (it names pytest, on either side), so that a branch may still
 *   add a dependency to one that does not. Deleting one of these counts too.
 * - **Node**: `node_modules/` in a folder at or above a protected JavaScript or TypeScript file is where
 *   its bare `require('scorelib')` resolves first; `D/metric` (no extension) beats `D/metric.js` for
 *   `require('./metric')`, and so do `D/metric.js` for a protected `D/metric.json`, `D/metric.js` or
 *   `.json` for a protected `.node`, `D/metric.js|.json|.node` and `D/metric/package.json` for a
 *   protected `D/metric/index.js`.
 * - **make**: GNU make reads `GNUmakefile`, then `makefile`, then `Makefile`.
 *
 * Names are compared with letter case ignored, as a case-insensitive checkout finds them. What this
 * cannot list (a third-party module a protected script imports, a transitive import, a `package.json`
 * field) the editable allow-list (editable.ts) closes.
 */

const PYTHON_SOURCE = /\.py$/i;
/** pytest's default `python_files`: what it collects from a folder it recurses into. */
const PYTEST_DEFAULT_FILES = /(?:^|\/)(?:test_[^/]*|[^/]*_test)\.py$/i;
const SCRIPT = /\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/i;
/** What Python's path finder imports as a module named by the part before the first dot. */
const IMPORTABLE = /\.(?:py|pyc|so|pyd)$/i;
/** Files whose mere presence configures pytest at and below their folder. */
const PYTEST_FILES = new Set(['pytest.ini', '.pytest.ini', 'pytest.toml', '.pytest.toml']);
/** Shared configuration files that configure pytest only through a section of their own. */
const PYTEST_SECTION_FILES = new Set(['pyproject.toml', 'tox.ini', 'setup.cfg']);
/** The extensions CommonJS's `require('./x')` tries, in order (after `x` itself). */
const REQUIRE_EXTENSIONS = ['.js', '.json', '.node'];
function splitPath(path) {
    const slash = path.lastIndexOf('/');
    return { folder: slash === -1 ? '' : path.slice(0, slash), name: path.slice(slash + 1) };
}
function join(folder, name) {
    return folder === '' ? name : `${folder}/${name}`;
}
/** `a/b/c` -> ``, `a`, `a/b`, `a/b/c`: the folder and every folder above it, the root first. */
function foldersUpTo(folder) {
    if (folder === '')
        return [''];
    const parts = folder.split('/');
    return ['', ...parts.map((_, i) => parts.slice(0, i + 1).join('/'))];
}
function addFirst(map, key, value) {
    if (!map.has(key))
        map.set(key, value);
}
/** The require()/make twins of one protected file, added to `twins`. */
function addTwins(twins, file) {
    const lower = file.toLowerCase();
    const { folder, name } = splitPath(lower);
    const takesOver = (path, how) => addFirst(twins, path, `${how} ${file}`);
    const dot = name.lastIndexOf('.');
    if (dot > 0 && (SCRIPT.test(name) || REQUIRE_EXTENSIONS.includes(name.slice(dot)))) {
        const stem = join(folder, name.slice(0, dot));
        takesOver(stem, `Node's require() takes it before the protected`);
        const earlier = REQUIRE_EXTENSIONS.slice(0, Math.max(0, REQUIRE_EXTENSIONS.indexOf(name.slice(dot))));
        for (const ext of earlier)
            takesOver(`${stem}${ext}`, `Node's require() takes it before the protected`);
        const index = /^index\.(?:js|json|node)$/.test(name) && folder !== '';
        if (index) {
            for (const ext of ['', ...REQUIRE_EXTENSIONS])
                takesOver(`${folder}${ext}`, `Node's require() takes it before the protected folder module`);
            takesOver(join(folder, 'package.json'), `its "main" decides what Node loads instead of the protected`);
        }
    }
    // `makefile` beside a protected `Makefile` is the protected path itself to the case-blind globs.
    if (name === 'makefile')
        takesOver(join(folder, 'gnumakefile'), 'GNU make reads it before the protected');
}
/** Indexes where the protected files are, in one pass (each file's folders: linear in the path depth). */
function protectedLookups(protectedFiles) {
    const lookups = {
        pythonFolders: new Map(),
        pythonAncestors: new Map(),
        testFolders: new Map(),
        scriptAncestors: new Map(),
        twins: new Map(),
    };
    for (const file of protectedFiles) {
        const folder = splitPath(file.toLowerCase()).folder;
        if (PYTHON_SOURCE.test(file)) {
            addFirst(lookups.pythonFolders, folder, file);
            for (const above of foldersUpTo(folder))
                addFirst(lookups.pythonAncestors, above, file);
            if (PYTEST_DEFAULT_FILES.test(file))
                addFirst(lookups.testFolders, folder, file);
        }
        if (SCRIPT.test(file))
            for (const above of foldersUpTo(folder))
                addFirst(lookups.scriptAncestors, above, file);
        addTwins(lookups.twins, file);
    }
    return lookups;
}
/**
 * A protected file that a conftest.py in `folder` reaches, if any: a protected Python file at or
 * below the folder (pytest loads the conftest.py files above what it runs), or a protected test file
 * above it (pytest loads every conftest.py of the folders it collects, and its hooks then apply to
 * every test).
 */
function conftestReach(folder, lookups) {
    const atOrBelow = lookups.pythonAncestors.get(folder);
    if (atOrBelow !== undefined)
        return atOrBelow;
    for (const above of foldersUpTo(folder)) {
        const file = lookups.testFolders.get(above);
        if (file !== undefined)
            return file;
    }
    return undefined;
}
/** What a standard-library or package name at `path` takes over, if anything. */
function pythonNameShadow(path, isSymlink, lookups) {
    const { folder, name } = splitPath(path);
    const lowerFolder = folder.toLowerCase();
    const stem = name.split('.')[0] ?? '';
    const lowerStem = stem.toLowerCase();
    // The protected Python file whose lookups a module of that name in `where` would take over.
    const besideScript = (where) => lookups.pythonFolders.get(where) ?? (where === '' ? lookups.pythonAncestors.get('') : undefined);
    // `D/json.py`, `D/json.<tag>.so`, a symlink `D/json`; a package `D/json/__init__.py` is below.
    if ((IMPORTABLE.test(name) || (isSymlink && !name.includes('.'))) && stem !== '') {
        const beside = PYTHON_STDLIB_MODULES.has(lowerStem) ? besideScript(lowerFolder) : undefined;
        if (beside !== undefined)
            return `Python would import it instead of the standard library's ${lowerStem}, for the protected ${beside}`;
        const inPackage = lookups.pythonAncestors.get(join(lowerFolder, lowerStem));
        if (inPackage !== undefined)
            return `Python would import it instead of the protected package ${join(folder, stem)}/ (${inPackage})`;
    }
    if (lowerStem === '__init__' && name.includes('.') && folder !== '') {
        const parent = splitPath(folder);
        const packageName = parent.name.toLowerCase();
        const beside = PYTHON_STDLIB_MODULES.has(packageName)
            ? besideScript(parent.folder.toLowerCase())
            : undefined;
        if (beside !== undefined)
            return `Python would import the package ${folder}/ instead of the standard library's ${packageName}, for the protected ${beside}`;
        const below = lookups.pythonAncestors.get(lowerFolder);
        if (below !== undefined)
            return `Python runs it when it imports the protected ${below} as part of the package ${folder}/`;
    }
    return null;
}
/**
 * What the changed path `path` (present after the change unless `removed`) takes over in the lookups
 * of a protected file, or null. `pytestConfigChanged` says whether a pyproject.toml, tox.ini or
 * setup.cfg at `path` changed and may configure pytest (read from git by the caller).
 */
function lookupShadowOf(path, change, lookups) {
    const lower = path.toLowerCase();
    const { folder, name } = splitPath(lower);
    if (name === 'conftest.py') {
        const tests = conftestReach(folder, lookups);
        if (tests !== undefined)
            return `pytest loads it before the protected ${tests}, whose outcomes it can rewrite`;
    }
    if (PYTEST_FILES.has(name) || (PYTEST_SECTION_FILES.has(name) && change.pytestConfigChanged)) {
        const tests = lookups.pythonAncestors.get(folder);
        if (tests !== undefined)
            return `it configures pytest (options, plugins, what is collected) for the protected ${tests}`;
    }
    if (change.removed)
        return null;
    const parts = lower.split('/');
    for (let i = parts.indexOf('node_modules'); i !== -1; i = parts.indexOf('node_modules', i + 1)) {
        const script = lookups.scriptAncestors.get(parts.slice(0, i).join('/'));
        if (script !== undefined)
            return `Node resolves the protected ${script}'s package imports through ${path
                .split('/')
                .slice(0, i + 1)
                .join('/')}/ first`;
    }
    const twin = lookups.twins.get(lower);
    if (twin !== undefined)
        return twin;
    return pythonNameShadow(path, change.isSymlink, lookups);
}
/**
 * Whether a pyproject.toml, tox.ini or setup.cfg may configure pytest: it names pytest anywhere, or
 * holds a `\u` / `\U` escape (a TOML key can spell `pytest` with one). A changed file that may,
 * on either side, is refused whatever changed in it: reading its sections as pytest does would be a
 * parser the branch could outwit (a nested array line that looks like a table header).
 */
function mayConfigurePytest(text) {
    return /pytest/i.test(text) || /\\[uU]/.test(text);
}

// EXTERNAL MODULE: ./src/gate/paths/glob-list.ts
var glob_list = __webpack_require__(10973);
;// CONCATENATED MODULE: ./src/gate/paths/python-shadows.ts
/**
 * Files that Python imports in place of a module's source (docs/architecture.md, merge procedure step
 * 7). When the protected globs name Python sources (`eval/*.py`) rather than their folder, a branch
 * could otherwise leave `eval/score.py` untouched and still replace what `import score` runs:
 *
 * - `D/__pycache__/S.<tag>.pyc`: bytecode is loaded instead of compiling the source. A timestamp pyc
 *   is checked against the source's mtime and size only, a checked-hash pyc against a hash of the
 *   source that its author can simply copy, and an unchecked-hash pyc (PEP 552) is not checked at all;
 * - `D/S.so`, `D/S.<tag>.so`, `D/S.pyd`: an extension module comes before the source in the finder's
 *   order;
 * - `D/S/__init__.<anything>`: a package of the same name comes before the module;
 * - a symlink at `D/S` (a folder holding `__init__.py`) or at `D/__pycache__` (a folder of pycs).
 *
 * A sourceless `D/S.pyc` beside `D/S.py` is not a shadow: the finder takes the source first (checked on
 * CPython 3.11), so it is left to the globs. Names are compared with letter case ignored, as a
 * case-insensitive checkout finds them.
 */
const EXTENSION_MODULE = /\.(so|pyd)$/i;
/**
 * The Python sources (`D/S.py`) or the folder of sources that a file or symlink at `path` would be
 * imported in place of; null for a path Python never takes for another module.
 */
function pythonShadowOf(path, isSymlink) {
    const slash = path.lastIndexOf('/');
    const folder = slash === -1 ? '' : path.slice(0, slash);
    const name = path.slice(slash + 1);
    const inFolder = (file) => (folder === '' ? file : `${folder}/${file}`);
    const parentSlash = folder.lastIndexOf('/');
    const parentName = folder.slice(parentSlash + 1).toLowerCase();
    const grandparent = parentSlash === -1 ? '' : folder.slice(0, parentSlash);
    const stem = name.split('.')[0] ?? '';
    const modules = [];
    if (parentName === '__pycache__' && /\.pyc$/i.test(name) && stem !== '') {
        modules.push(grandparent === '' ? `${stem}.py` : `${grandparent}/${stem}.py`);
    }
    if (EXTENSION_MODULE.test(name) && stem !== '')
        modules.push(inFolder(`${stem}.py`));
    if (stem.toLowerCase() === '__init__' && name.includes('.') && folder !== '')
        modules.push(`${folder}.py`);
    if (modules.length > 0)
        return { modules };
    if (isSymlink && name.toLowerCase() === '__pycache__')
        return { everyModuleIn: folder };
    if (isSymlink && !name.includes('.'))
        return { modules: [inFolder(`${name}.py`)] };
    return null;
}

;// CONCATENATED MODULE: ./src/gate/paths/symlink-chains.ts
/**
 * Where a symlink leads in the tree being judged (docs/architecture.md, merge procedure step 7). Its
 * target is walked one component at a time, as the operating system walks it in the checkout: a
 * component that is itself a symlink of that tree (one trunk already has, or another the branch adds)
 * is replaced by its own target, and `..` then climbs from where that link led, not from the text
 * (`b/../x` with `b -> docs/sub` is `docs/x`). Links are looked up with letter case ignored, as a
 * case-insensitive checkout finds them. A chain of more than MAX_SYMLINK_HOPS links, a loop among
 * them, is `endless`: the operating system refuses it too (ELOOP), and the gate refuses the link.
 *
 * Pure: the tree's symlinks and the targets read so far come in; a link whose target has not been read
 * yet ends the walk as `unread`, so the caller can read every such target in one more batch and walk
 * again (the walks stay linear: no git process per link).
 */
/** Linux's limit on the links followed while resolving one path (MAXSYMLINKS). */
const MAX_SYMLINK_HOPS = 40;
function treeSymlinks(paths, targets) {
    const byLowerPath = new Map();
    let longestPath = 0;
    for (const path of paths) {
        const lower = path.toLowerCase();
        if (!byLowerPath.has(lower))
            byLowerPath.set(lower, path);
        longestPath = Math.max(longestPath, path.length);
    }
    return { byLowerPath, longestPath, targets };
}
/** A target no checkout can keep inside the repository, whatever the tree holds. */
function leavesRepository(target) {
    return target === '' || target.startsWith('/') || /^[A-Za-z]:[\\/]/.test(target) || target.includes('\\');
}
/** The tree symlink at `path` (letter case ignored), if any. */
function symlinkAt(links, path) {
    return path.length > links.longestPath ? undefined : links.byLowerPath.get(path.toLowerCase());
}
/** Follows the tree's symlink at `link` to where it finally leads. */
function followSymlink(link, links) {
    const hops = [];
    /** The physical folder reached so far, as components from the repository root, and its path's length. */
    let done = [];
    let doneLength = 0;
    /** Components still to walk, the next one last. */
    const todo = [];
    for (let current = link; current !== undefined;) {
        const target = links.targets.get(current);
        if (target === undefined)
            return { kind: 'unread', link: current, hops };
        hops.push({ link: current, target });
        if (hops.length > MAX_SYMLINK_HOPS)
            return { kind: 'endless', hops };
        if (leavesRepository(target))
            return { kind: 'outside', hops };
        done = current.split('/').slice(0, -1);
        doneLength = Math.max(0, current.lastIndexOf('/'));
        todo.push(...target.split('/').reverse());
        current = undefined;
        while (todo.length > 0 && current === undefined) {
            const component = todo.pop();
            if (component === '' || component === '.')
                continue;
            if (component === '..') {
                if (done.length === 0)
                    return { kind: 'outside', hops };
                doneLength = Math.max(0, doneLength - done.pop().length - 1);
                continue;
            }
            const length = done.length === 0 ? component.length : doneLength + 1 + component.length;
            current = length > links.longestPath ? undefined : symlinkAt(links, [...done, component].join('/'));
            if (current === undefined) {
                done.push(component);
                doneLength = length;
            }
        }
    }
    return { kind: 'inside', path: done.length === 0 ? '.' : done.join('/'), hops };
}
/**
 * The nearest folder above `path` (a path of the tree) that is a symlink of the same tree, if any. Only
 * a tree with duplicate entries (`git fsck`: duplicateEntries) or a case-insensitive collision
 * (`DOCS/LINK/x` beside the link `docs/link`) can hold such a path, and a checkout may then write it
 * through the link.
 */
function symlinkAbove(path, links) {
    for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
        const link = symlinkAt(links, path.slice(0, slash));
        if (link !== undefined)
            return link;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/gate/paths/protected.ts





const SYMLINK_MODE = '120000';
const GITLINK_MODE = '160000';
/**
 * `i`: letter case is ignored. `s`: picomatch's `.` (inside `**` and `*`) would otherwise stop at LF,
 * CR, U+2028 and U+2029, so `.github/workflows/x\n.yml` would match no glob at all.
 */
const GLOB_OPTIONS = { dot: true, flags: 'is' };
/**
 * Whether a path is protected by `globs` (from the repository root) or, when the session lives in a
 * subfolder (`session.prefix`, the gate's cwd inside the repository, e.g. `ml/`), by the always-on
 * defaults (`session.defaults`, the settings' DEFAULT_PROTECTED_GLOBS) anchored there too:
 * `ml/.arbor/**` holds that session's tree, eval command and bar.
 */
function protectedMatcher(globs, session = { prefix: '', defaults: [] }) {
    const matchRoot = (0,glob_list/* globListMatcher */.$)(globs, GLOB_OPTIONS);
    const { prefix: sessionPrefix } = session;
    const prefix = sessionPrefix === '' || sessionPrefix.endsWith('/') ? sessionPrefix : `${sessionPrefix}/`;
    if (prefix === '' || session.defaults.length === 0)
        return (path) => matchRoot(path);
    const matchDefaults = (0,glob_list/* globListMatcher */.$)(session.defaults, GLOB_OPTIONS);
    const lowerPrefix = prefix.toLowerCase();
    return (path) => matchRoot(path) ||
        (path.slice(0, prefix.length).toLowerCase() === lowerPrefix && matchDefaults(path.slice(prefix.length)));
}
/** The entries whose new side is a symlink: their targets must be read (at the source commit) and checked. */
function symlinksToInspect(entries) {
    return entries.filter((entry) => entry.status !== 'D' && entry.newMode === SYMLINK_MODE);
}
/** Every folder that holds a protected file (lower-cased; `.` is the repository root), in one pass. */
function foldersHolding(protectedFiles) {
    const folders = new Set();
    if (protectedFiles.length > 0)
        folders.add('.');
    for (const file of protectedFiles) {
        const lower = file.toLowerCase();
        for (let slash = lower.indexOf('/'); slash !== -1; slash = lower.indexOf('/', slash + 1)) {
            folders.add(lower.slice(0, slash));
        }
    }
    return folders;
}
function reachesProtected(resolved, isProtected, protectedFolders) {
    const lower = resolved.toLowerCase();
    if (lower === '.git' || lower.startsWith('.git/'))
        return true;
    // A link to a folder reaches every protected file inside it (the repository root included).
    return isProtected(resolved) || protectedFolders.has(lower);
}
/** A link target (untrusted text) quoted for a message, with no raw control character left. */
function quoted(text) {
    return (0,terminal/* escapeControls */.UN)(JSON.stringify(text));
}
/**
 * A path refused for its name alone: it holds a control character or a line separator, or it is not
 * valid UTF-8 (git's bytes are read as UTF-8, so such a name arrives holding U+FFFD, and two different
 * names could look alike: the gate cannot match exactly what it cannot read exactly).
 */
function unreadableNameViolation(path) {
    const control = (0,terminal/* findControlCharacter */.Am)(path);
    const why = control !== null
        ? `contains the control character ${(0,terminal/* codePointName */.R8)(control)}`
        : path.includes('\uFFFD')
            ? 'is not valid UTF-8 (or holds U+FFFD)'
            : null;
    if (why === null)
        return null;
    return {
        code: 'protected_path',
        path,
        message: `${(0,terminal/* escapeControls */.UN)(path)}: path ${why}; such a changed path is refused whatever the protected globs, since it can slip past a glob or drive a terminal`,
    };
}
/** How a diff entry changed its path, for messages. */
function describe(entry) {
    switch (entry.status) {
        case 'A':
            return 'added';
        case 'D':
            return 'deleted';
        case 'R':
            return `renamed from ${entry.oldPath ?? '?'}`;
        case 'C':
            return `copied from ${entry.oldPath ?? '?'}`;
        case 'T':
            return `type changed (${entry.oldMode} -> ${entry.newMode})`;
        default:
            return entry.oldMode !== entry.newMode && entry.oldSha === entry.newSha
                ? `mode changed (${entry.oldMode} -> ${entry.newMode})`
                : 'modified';
    }
}
/** The protected Python sources of each folder (lower-cased; `` is the root), in one pass. */
function protectedModulesByFolder(protectedFiles) {
    const byFolder = new Map();
    for (const file of protectedFiles) {
        if (!file.toLowerCase().endsWith('.py'))
            continue;
        const folder = file.slice(0, Math.max(0, file.lastIndexOf('/'))).toLowerCase();
        const modules = byFolder.get(folder);
        if (modules === undefined)
            byFolder.set(folder, [file]);
        else
            modules.push(file);
    }
    return byFolder;
}
/** A changed file or link that Python would import instead of a protected module (python-shadows.ts). */
function pythonShadowViolation(entry, isProtected, modulesByFolder) {
    const shadow = pythonShadowOf(entry.path, entry.newMode === SYMLINK_MODE);
    if (shadow === null)
        return null;
    const modules = 'modules' in shadow
        ? shadow.modules.filter(isProtected)
        : (modulesByFolder.get(shadow.everyModuleIn.toLowerCase()) ?? []);
    if (modules.length === 0)
        return null;
    return {
        code: 'protected_path',
        path: entry.path,
        message: `${entry.path}: Python would import it instead of the protected ${modules.map(terminal/* escapeControls */.UN).join(', ')} (${describe(entry)})`,
    };
}
/**
 * A changed path (either side of a rename; a deletion too) that takes over a protected file's lookups
 * (lookup-shadows.ts): the first side that does, or null.
 */
function lookupShadowViolation(entry, lookups, pytestConfigChanged) {
    const sides = [
        { path: entry.path, removed: entry.status === 'D' },
        ...(entry.status === 'R' && entry.oldPath !== null ? [{ path: entry.oldPath, removed: true }] : []),
    ];
    for (const { path, removed } of sides) {
        const change = {
            removed,
            isSymlink: !removed && entry.newMode === SYMLINK_MODE,
            pytestConfigChanged: pytestConfigChanged.has(path),
        };
        const shadows = lookupShadowOf(path, change, lookups);
        if (shadows !== null)
            return {
                code: 'protected_path',
                path,
                message: `${(0,terminal/* escapeControls */.UN)(path)}: ${(0,terminal/* escapeControls */.UN)(shadows)} (${removed && path !== entry.path ? `renamed to ${entry.path}` : describe(entry)})`,
            };
    }
    return null;
}
/** The links a walk followed after the first, for a message (a long chain shortened). */
function throughLinks(end) {
    const shown = end.hops.slice(1, 5).map((hop) => `${(0,terminal/* escapeControls */.UN)(hop.link)} -> ${quoted(hop.target)}`);
    if (end.hops.length > 5)
        shown.push(`... ${end.hops.length - 5} more`);
    return shown.length === 0 ? '' : `, through ${shown.join(', ')}`;
}
/** A changed symlink judged by where its chain of links, in the tree being judged, finally leads. */
function symlinkViolation(path, links, isProtected, protectedFolders) {
    const end = followSymlink(path, links);
    const first = quoted(end.hops[0]?.target ?? '?');
    const refuse = (message) => ({ code: 'protected_symlink', path, message });
    switch (end.kind) {
        case 'inside':
            return reachesProtected(end.path, isProtected, protectedFolders)
                ? refuse(`${path}: symlink points into a protected path (${first} -> ${(0,terminal/* escapeControls */.UN)(end.path)}${throughLinks(end)})`)
                : null;
        case 'outside':
            return refuse(`${path}: symlink points out of the repository (${first}${throughLinks(end)})`);
        case 'endless':
            return refuse(`${path}: symlink chain does not end within ${MAX_SYMLINK_HOPS} links, a loop (${first}${throughLinks(end)})`);
        case 'unread':
            return refuse(`${path}: the target of the symlink ${(0,terminal/* escapeControls */.UN)(end.link)} cannot be read, so where ${path} leads is unknown`);
    }
}
/**
 * Judges the changes between the merge base and the source commit. `symlinkTargets` holds the target
 * text of every symlink of the source commit that a changed link's chain passes through (the changed
 * links' own included); `protectedFilesAtSource` is every protected file at the source commit (to see
 * what a link to a folder reaches); `symlinksAtSource` is every symlink path there (by default the
 * changed links alone).
 */
function findProtectedViolations(entries, isProtected, symlinkTargets, protectedFilesAtSource, symlinksAtSource = symlinksToInspect(entries).map((entry) => entry.path), pytestConfigChanged = new Set()) {
    const protectedFolders = foldersHolding(protectedFilesAtSource);
    const modulesByFolder = protectedModulesByFolder(protectedFilesAtSource);
    const lookups = protectedLookups(protectedFilesAtSource);
    const links = treeSymlinks(symlinksAtSource, symlinkTargets);
    const violations = [];
    for (const entry of entries) {
        const paths = [entry.oldPath, entry.path].filter((p) => p !== null);
        const badNames = paths.map(unreadableNameViolation).filter((v) => v !== null);
        if (badNames.length > 0) {
            violations.push(...badNames);
            continue;
        }
        if (entry.oldMode === GITLINK_MODE || entry.newMode === GITLINK_MODE) {
            violations.push({
                code: 'protected_path',
                path: entry.path,
                message: `${entry.path}: submodule pointer ${describe(entry)}; the gate cannot inspect a submodule's content, so it refuses the change`,
            });
            continue;
        }
        const touched = paths.filter(isProtected);
        for (const path of touched) {
            violations.push({
                code: 'protected_path',
                path,
                message: path === entry.path
                    ? `${path}: protected path ${describe(entry)}`
                    : `${path}: protected path renamed/copied to ${entry.path}`,
            });
        }
        if (touched.length > 0)
            continue;
        const lookupShadow = lookupShadowViolation(entry, lookups, pytestConfigChanged);
        if (entry.status === 'D') {
            if (lookupShadow !== null)
                violations.push(lookupShadow);
            continue;
        }
        const linkAbove = symlinkAbove(entry.path, links);
        const violation = linkAbove !== undefined
            ? {
                code: 'protected_symlink',
                path: entry.path,
                message: `${entry.path}: lies beneath ${(0,terminal/* escapeControls */.UN)(linkAbove)}, a symlink of the same tree; a checkout could write it through the link, so it is refused wherever that leads`,
            }
            : (pythonShadowViolation(entry, isProtected, modulesByFolder) ??
                lookupShadow ??
                (entry.newMode === SYMLINK_MODE
                    ? symlinkViolation(entry.path, links, isProtected, protectedFolders)
                    : null));
        if (violation !== null)
            violations.push(violation);
    }
    return violations;
}
/**
 * The targets of the links `starts` and of every symlink of the tree that their chains pass through:
 * one `git cat-file --batch` for the changed links, then one more for each further link of the longest
 * chain among the tree's links (rarely any), never a git process per link.
 */
async function readChainTargets(git, linkShas, starts) {
    const targets = new Map();
    const links = treeSymlinks(linkShas.keys(), targets);
    const asked = new Set();
    let walking = [...starts];
    let wanted = [...new Set(starts)];
    for (let round = 0; wanted.length > 0 && round <= MAX_SYMLINK_HOPS; round++) {
        const shas = wanted.flatMap((link) => linkShas.get(link) ?? []);
        const blobs = await git.readBlobs(shas);
        for (const link of wanted) {
            asked.add(link);
            const blob = blobs.get(linkShas.get(link) ?? '');
            if (blob !== undefined)
                targets.set(link, blob.toString('utf8'));
        }
        const stuck = walking.map((start) => [start, followSymlink(start, links)]);
        const unread = stuck.filter((pair) => pair[1].kind === 'unread' && !asked.has(pair[1].link));
        walking = unread.map(([start]) => start);
        wanted = [...new Set(unread.map(([, end]) => end.link))];
    }
    return targets;
}
/**
 * Reads what the check needs through the git adapter (the diff, `sourceListing`: the source commit's
 * recursive listing, read by the caller, which may derive it from another's; every
 * changed symlink's target in one batch, and the few further links their chains pass through) and
 * judges it: a fixed number of git processes, whatever the number of files and symlinks.
 */
async function checkProtectedPaths(git, range, isProtected, sourceListing) {
    const [entries, tree] = await Promise.all([git.diffRaw(range.base, range.source), sourceListing]);
    const linkShas = new Map(tree.filter((e) => e.mode === SYMLINK_MODE).map((e) => [e.path, e.sha]));
    const changedLinks = symlinksToInspect(entries).map((entry) => entry.path);
    const targets = await readChainTargets(git, linkShas, changedLinks);
    const protectedFiles = tree.map((e) => e.path).filter(isProtected);
    const pytestChanged = await pytestConfigsChanged(git, entries);
    return {
        entries,
        violations: findProtectedViolations(entries, isProtected, targets, protectedFiles, [...linkShas.keys()], pytestChanged),
        protectedFiles,
    };
}
const NO_BLOB = /^0+$/;
/**
 * The changed pyproject.toml, tox.ini and setup.cfg files that may configure pytest on either side
 * (lookup-shadows.ts `mayConfigurePytest`), their blobs read in one `git cat-file --batch`; a renamed
 * one counts at both paths.
 */
async function pytestConfigsChanged(git, entries) {
    const isConfig = (path) => path !== null && PYTEST_SECTION_FILES.has(path.slice(path.lastIndexOf('/') + 1).toLowerCase());
    const configs = entries.filter((e) => isConfig(e.path) || isConfig(e.oldPath));
    const blobs = await git.readBlobs(configs.flatMap((e) => [e.oldSha, e.newSha]).filter((sha) => !NO_BLOB.test(sha)));
    // An unreadable blob may configure pytest: the check fails closed.
    const mayConfigure = (sha) => {
        if (NO_BLOB.test(sha))
            return false;
        const blob = blobs.get(sha);
        return blob === undefined || mayConfigurePytest(blob.toString('utf8'));
    };
    const changed = new Set();
    for (const e of configs) {
        if (!mayConfigure(e.oldSha) && !mayConfigure(e.newSha))
            continue;
        if (isConfig(e.path))
            changed.add(e.path);
        if (e.oldPath !== null && isConfig(e.oldPath))
            changed.add(e.oldPath);
    }
    return changed;
}
/** Changed paths counted once each (both sides of a rename), for the verdict's `changed_paths`. */
function countChangedPaths(entries) {
    const paths = new Set();
    for (const entry of entries) {
        paths.add(entry.path);
        if (entry.oldPath !== null)
            paths.add(entry.oldPath);
    }
    return paths.size;
}


/***/ }),

/***/ 44337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ sharedRequest)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * What every run of an evaluation command asks the runner for, whichever phase it is: the timeout,
 * the retry policy, the score settings, the log folder and the caller's hooks.
 */

function sharedRequest(ctx, logSubdir) {
    const { settings, deps } = ctx;
    return {
        timeoutMs: settings.evalTimeoutMs,
        killGraceMs: deps.killGraceMs ?? 5000,
        retry: {
            retries: settings.evalRetries,
            baseDelayMs: settings.evalRetryBaseDelayMs,
            maxDelayMs: settings.evalRetryMaxDelayMs,
            jitter: deps.jitter ?? true,
        },
        score: settings.score,
        logDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(ctx.logs.dir, logSubdir),
        ...deps.progress,
        ...(deps.env === undefined ? {} : { env: deps.env }),
        ...(deps.signal === undefined ? {} : { signal: deps.signal }),
        ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }),
    };
}


/***/ }),

/***/ 6276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V5: () => (/* binding */ heldOutWarnings),
  Mm: () => (/* binding */ hideHeldOut),
  DB: () => (/* binding */ scoreOutputs)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/eval/runtime-view/view.ts + 2 modules
var view = __webpack_require__(47088);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/eval/command.ts
var eval_command = __webpack_require__(18815);
// EXTERNAL MODULE: ./src/eval/isolation/index.ts + 4 modules
var isolation = __webpack_require__(85201);
// EXTERNAL MODULE: ./src/eval/runner.ts + 3 modules
var runner = __webpack_require__(77217);
// EXTERNAL MODULE: ./src/gate/paths/protected.ts + 4 modules
var paths_protected = __webpack_require__(42724);
// EXTERNAL MODULE: ./src/gate/credential-guard.ts + 1 modules
var credential_guard = __webpack_require__(40879);
// EXTERNAL MODULE: ./src/gate/phases/run-request.ts
var run_request = __webpack_require__(44337);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/regular-file.ts
var regular_file = __webpack_require__(61215);
;// CONCATENATED MODULE: ./src/gate/phases/score-folder.ts
/**
 * Phase 2's folder: a gate-owned copy of trunk's protected and held-out files and of the branch's
 * declared outputs as phase 1 left them, each at its repository path, and nothing else of phase 1's
 * worktree (a `json.py` the branch left there would shadow the standard library for the scorer).
 * Out-of-repository held-out paths are copied under HELD_OUT_FOLDER at their own absolute paths.
 *
 * An output is copied only when it is a regular file (or a folder of them) reached through real
 * folders: a symlink is never followed, so the branch cannot hand the scorer the labels, or a file
 * of the runner's, as its submission. Phase 1's processes have all ended when this runs.
 *
 * Phase 2 receives outputs, not code: the outputs keep their repository paths (scorers read their
 * submission beside them, as Arbor's eval.py reads `submission.csv`), so a name the scorer's language
 * would import or run from there (a `.py` module, a package's `__init__.py`, a `.pth`, an R or Node
 * source, a native library, `.Rprofile`, `package.json`) is refused as not given, as is a file that
 * would replace one of trunk's in the folder. The outputs together are bounded (OUTPUTS_LIMIT_BYTES,
 * by their apparent size, so a sparse 3 GiB file is refused too) and streamed, never held in memory.
 */






/** The most bytes of declared outputs phase 2 receives in one run, all together (1 GiB). */
const OUTPUTS_LIMIT_BYTES = 1024 ** 3;
/** File names a scorer's language imports or runs from its folder: Python, R, Node, native, shell. */
const IMPORTABLE_FILE = /\.(py[cdowz]?|pth|so|dylib|[cm]?js|node|r|sh)$/i;
/** Start-up files and module folders those languages look for by name. */
const IMPORTABLE_NAMES = new Set([
    '.rprofile',
    'package.json',
    'node_modules',
    '__pycache__',
]);
/** Why `path` is code the scorer could import rather than an output, or null. */
function importable(path) {
    const parts = path.split('/');
    const named = parts.find((part) => IMPORTABLE_NAMES.has(part.toLowerCase()));
    if (named !== undefined)
        return `${named} is a name the scorer's language loads code from`;
    if (IMPORTABLE_FILE.test(parts.at(-1) ?? ''))
        return "a file of code the scorer's language would import from its folder (phase 2 receives outputs, not code)";
    return null;
}
/** Where out-of-repository held-out paths are copied, inside phase 2's folder. */
const HELD_OUT_FOLDER = '.arbor-held-out';
const IS_SYMLINK = '120000';
const IS_EXECUTABLE = '100755';
/** The committed files among `paths` at `commit`, written into `folder` (symlinks as symlinks). */
async function writeCommitted(repo, commit, paths, folder) {
    const entries = (await repo.listTree(commit)).filter((e) => e.type === 'blob' && paths.has(e.path));
    const blobs = await repo.readBlobs(entries.map((e) => e.sha));
    for (const entry of entries) {
        const target = (0,external_node_path_.join)(folder, entry.path);
        const bytes = blobs.get(entry.sha);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true, mode: 0o755 });
        if (entry.mode === IS_SYMLINK)
            await (0,promises_.symlink)(bytes.toString('utf8'), target);
        else
            await (0,promises_.writeFile)(target, bytes, { mode: entry.mode === IS_EXECUTABLE ? 0o755 : 0o644 });
    }
    return entries.map((e) => e.path);
}
/** Why `path` (worktree-relative) cannot be given, or null: every folder on the way is a real folder. */
async function crossesSymlink(worktree, path) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
        const folder = parts.slice(0, i).join('/');
        const stats = await (0,promises_.lstat)((0,external_node_path_.join)(worktree, folder)).catch(() => null);
        if (stats === null)
            return 'phase 1 did not leave it';
        if (!stats.isDirectory())
            return `${folder} is not a folder (a symlink is never followed)`;
    }
    return null;
}
const GIB = 1024 ** 3;
const size = (bytes) => `${(bytes / GIB).toFixed(2)} GiB`;
/**
 * Streams one regular file (not following a symlink at its last component) into a new file, within
 * what is left of the budget; returns why it was not copied, or null.
 */
async function copyRegular(from, to, budget) {
    const source = await (0,regular_file/* openRegularFile */.ZU)(from, external_node_fs_.constants.O_NOFOLLOW);
    try {
        const { size: bytes } = await source.stat();
        if (bytes > budget.left) {
            return `${size(bytes)}, past the ${size(OUTPUTS_LIMIT_BYTES)} that declared outputs may hold together (${size(budget.left)} left)`;
        }
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(to), { recursive: true, mode: 0o755 });
        // `wx`: a file already there is trunk's, and stays so.
        const target = (0,external_node_fs_.createWriteStream)(to, { flags: 'wx', mode: 0o644 });
        const copied = (0,external_node_stream_promises_.pipeline)(
        // At most the size checked: a file that grew since is cut there.
        bytes === 0 ? [] : source.createReadStream({ start: 0, end: bytes - 1, autoClose: false }), target);
        try {
            await copied;
        }
        catch (error) {
            if (error.code === 'EEXIST')
                return "trunk's file of that name is in phase 2's folder";
            await (0,promises_.rm)(to, { force: true });
            throw error;
        }
        budget.left -= bytes;
        return null;
    }
    finally {
        await source.close();
    }
}
/** Copies an output (a file, or a folder of files and folders), returning the files copied. */
async function copyOutput(worktree, path, folder, notGiven, budget) {
    const stats = await (0,promises_.lstat)((0,external_node_path_.join)(worktree, path)).catch(() => null);
    if (stats === null) {
        notGiven.push(`${path}: phase 1 did not leave it`);
        return [];
    }
    const code = importable(path);
    if (code !== null) {
        notGiven.push(`${path}: ${code}`);
        return [];
    }
    if (stats.isFile()) {
        const refused = await copyRegular((0,external_node_path_.join)(worktree, path), (0,external_node_path_.join)(folder, path), budget);
        if (refused !== null)
            notGiven.push(`${path}: ${refused}`);
        return refused === null ? [path] : [];
    }
    if (!stats.isDirectory()) {
        notGiven.push(`${path}: not a regular file or folder (a symlink is never followed)`);
        return [];
    }
    const copied = [];
    const children = await (0,promises_.readdir)((0,external_node_path_.join)(worktree, path), { withFileTypes: true });
    for (const child of children) {
        copied.push(...(await copyOutput(worktree, `${path}/${child.name}`, folder, notGiven, budget)));
    }
    return copied;
}
/** Fills phase 2's folder (see the module comment); a held-out path outside the repository must exist. */
async function buildScoreFolder(spec) {
    // The session record is the tree's bookkeeping, not the scorer's: it stays hidden as in phase 1.
    const committed = new Set(spec.protectedFiles.filter((path) => !path.split('/').includes('.arbor')));
    const files = await writeCommitted(spec.repo, spec.commit, committed, spec.folder);
    const notGiven = [];
    const budget = { left: OUTPUTS_LIMIT_BYTES };
    for (const output of [...new Set(spec.outputs)]) {
        if (committed.has(output))
            continue;
        const crossing = await crossesSymlink(spec.worktree, output);
        if (crossing !== null)
            notGiven.push(`${output}: ${crossing}`);
        else
            files.push(...(await copyOutput(spec.worktree, output, spec.folder, notGiven, budget)));
    }
    const heldOutCopies = [];
    for (const path of spec.heldOutOutside) {
        if ((await (0,promises_.lstat)(path).catch(() => null)) === null) {
            throw new errors/* UserError */.yo(`held-out: ${path} does not exist on this runner`);
        }
        const copy = (0,external_node_path_.join)(spec.folder, HELD_OUT_FOLDER, path);
        await (0,promises_.cp)(path, copy, { recursive: true, dereference: true });
        await readableByScorer(copy);
        heldOutCopies.push(copy);
        files.push(...(await listFiles(spec.folder, (0,external_node_path_.join)(HELD_OUT_FOLDER, path))));
    }
    return { files, heldOutCopies, notGiven };
}
/**
 * The copy readable by whoever scores (files 0644, folders 0755), whatever the original's mode: labels
 * kept 0600 so that no evaluation account reads them in place must still reach the scorer. The copy
 * is no wider open for that: an isolated run's folder is its account's alone to enter
 * (src/eval/isolation/run-folder.ts), any other run's is the gate's own (0700).
 */
async function readableByScorer(path) {
    const stats = await (0,promises_.lstat)(path);
    if (!stats.isDirectory()) {
        await (0,promises_.chmod)(path, 0o644);
        return;
    }
    await (0,promises_.chmod)(path, 0o755);
    for (const child of await (0,promises_.readdir)(path))
        await readableByScorer((0,external_node_path_.join)(path, child));
}
/** The files under `path` (folder-relative), or `path` itself when it is a file. */
async function listFiles(folder, path) {
    const stats = await (0,promises_.lstat)((0,external_node_path_.join)(folder, path));
    if (!stats.isDirectory())
        return [path];
    const found = [];
    for (const child of await (0,promises_.readdir)((0,external_node_path_.join)(folder, path)))
        found.push(...(await listFiles(folder, (0,external_node_path_.join)(path, child))));
    return found;
}

// EXTERNAL MODULE: ./src/gate/outputs/format.ts
var format = __webpack_require__(80183);
;// CONCATENATED MODULE: ./src/gate/phases/two-phase.ts
var __addDisposableResource = (undefined && undefined.__addDisposableResource) || function (env, value, async) {
    if (value !== null && value !== void 0) {
        if (typeof value !== "object" && typeof value !== "function") throw new TypeError("Object expected.");
        var dispose, inner;
        if (async) {
            if (!Symbol.asyncDispose) throw new TypeError("Symbol.asyncDispose is not defined.");
            dispose = value[Symbol.asyncDispose];
        }
        if (dispose === void 0) {
            if (!Symbol.dispose) throw new TypeError("Symbol.dispose is not defined.");
            dispose = value[Symbol.dispose];
            if (async) inner = dispose;
        }
        if (typeof dispose !== "function") throw new TypeError("Object not disposable.");
        if (inner) dispose = function() { try { inner.call(this); } catch (e) { return Promise.reject(e); } };
        env.stack.push({ value: value, dispose: dispose, async: async });
    }
    else if (async) {
        env.stack.push({ async: true });
    }
    return value;
};
var __disposeResources = (undefined && undefined.__disposeResources) || (function (SuppressedError) {
    return function (env) {
        function fail(e) {
            env.error = env.hasError ? new SuppressedError(e, env.error, "An error was suppressed during disposal.") : e;
            env.hasError = true;
        }
        var r, s = 0;
        function next() {
            while (r = env.stack.pop()) {
                try {
                    if (!r.async && s === 1) return s = 0, env.stack.push(r), Promise.resolve().then(next);
                    if (r.dispose) {
                        var result = r.dispose.call(r.value);
                        if (r.async) return s |= 2, Promise.resolve(result).then(next, function(e) { fail(e); return next(); });
                    }
                    else s |= 1;
                }
                catch (e) {
                    fail(e);
                }
            }
            if (s === 1) return env.hasError ? Promise.reject(env.error) : Promise.resolve();
            if (env.hasError) throw env.error;
        }
        return next();
    };
})(typeof SuppressedError === "function" ? SuppressedError : function (error, suppressed, message) {
    var e = new Error(message);
    return e.name = "SuppressedError", e.error = error, e.suppressed = suppressed, e;
});
/**
 * The two-phase evaluation (settings score-cmd-test and held-out, docs/architecture.md "Two-phase
 * evaluation"). Phase 1 is evaluate.ts's run of eval-cmd-test in the run's worktree, with the held-out
 * files removed from it (hideHeldOut) and its output not scored. When it ended, every process it left
 * ended with it (the runner's end: PID namespace, cgroup, or settle); scoreOutputs then copies the
 * declared outputs into a fresh gate-owned folder beside trunk's protected and held-out files
 * (score-folder.ts), closes phase 1's sandbox (which removes its worktree), and runs score-cmd-test
 * once there in a sandbox, HOME and TMPDIR of its own. No code of the branch runs while the score is
 * made, and the branch never sees the labels.
 */













/** Removes the committed held-out files from phase 1's worktree (they are among the protected files). */
async function hideHeldOut(worktree, protectedFiles, twoPhase) {
    if (twoPhase === null || twoPhase.heldOutGlobs.length === 0)
        return;
    const isHeldOut = (0,paths_protected/* protectedMatcher */.rV)(twoPhase.heldOutGlobs);
    for (const path of protectedFiles.filter(isHeldOut))
        await (0,promises_.rm)((0,external_node_path_.join)(worktree, path), { force: true });
}
function tagged(attempts, phase) {
    return attempts.map((attempt) => ({ ...attempt, phase }));
}
function named(failure, phase) {
    return failure === null ? null : { ...failure, message: `${phase}: ${failure.message}` };
}
/** The outputs a branch declares: its submission and its required outputs. */
function declaredOutputs(ctx) {
    const { submissionPath, requiredOutputs } = ctx.settings;
    return [...(submissionPath === null ? [] : [submissionPath]), ...requiredOutputs];
}
/**
 * The submission's format against the sample, read from the copy phase 2 is about to score (the file
 * phase 1 wrote, not the committed one): a CSV submission of another shape is refused as not given.
 */
async function checkSubmission(ctx, commit, cwd, folder) {
    const { submissionPath, sampleSubmissionPath } = ctx.settings;
    if (submissionPath === null || sampleSubmissionPath === null || !(0,format/* isCsvPath */.GS)(submissionPath))
        return folder;
    if (!folder.files.includes(submissionPath))
        return folder;
    const sample = await ctx.repo.showFile(commit, sampleSubmissionPath);
    const copy = (0,external_node_path_.join)(cwd, submissionPath);
    const problem = sample === null
        ? `${sampleSubmissionPath}: sample submission not found at the evaluated commit, so ${submissionPath}'s format cannot be checked`
        : (0,format/* shapeMismatch */.wS)(await (0,format/* streamShapeOrProblem */.A2)((0,external_node_fs_.createReadStream)(copy), submissionPath), (0,format/* shapeOrProblem */.eh)(sample.toString('utf8'), sampleSubmissionPath), submissionPath, sampleSubmissionPath);
    if (problem === null)
        return folder;
    await (0,promises_.rm)(copy, { force: true });
    return {
        ...folder,
        files: folder.files.filter((path) => path !== submissionPath),
        notGiven: [...folder.notGiven, problem],
    };
}
/**
 * Phase 2 after phase 1 (see the module comment): the run's result, phase 1's attempts first (tagged
 * `phase: 1`), then phase 2's (`phase: 2`); only phase 2 gives the score. A phase 1 that failed is the
 * run's failure (eval_failed), and phase 2 does not run.
 */
async function scoreOutputs(ctx, twoPhase, one) {
    const first = tagged(one.result.attempts, 1);
    if (one.result.failure !== null) {
        await one.close();
        return { ...one.result, attempts: first, failure: named(one.result.failure, 'phase 1 (eval-cmd-test)') };
    }
    const parent = await (0,promises_.mkdtemp)((0,external_node_path_.join)(ctx.isolation.worktreeParent ?? (0,external_node_os_.tmpdir)(), 'arbor-gate-score-'));
    try {
        const cwd = (0,external_node_path_.join)(parent, 'score');
        await (0,promises_.mkdir)(cwd, { mode: 0o755 });
        const built = await buildScoreFolder({
            repo: ctx.repo,
            commit: one.commit,
            protectedFiles: one.protectedFiles,
            worktree: one.worktree,
            outputs: declaredOutputs(ctx),
            heldOutOutside: twoPhase.heldOutOutside,
            folder: cwd,
        });
        const folder = await checkSubmission(ctx, one.commit, cwd, built);
        await one.close();
        // git run by the scorer fails here and looks no further up (an isolated sandbox expects the file).
        await (0,promises_.writeFile)((0,external_node_path_.join)(cwd, '.git'), isolation/* NO_GIT */.D7);
        return await runScorer(ctx, twoPhase, one, { parent, cwd, ...folder }, first);
    }
    finally {
        await one.close();
        await (0,promises_.rm)(parent, { recursive: true, force: true }).catch(() => undefined);
    }
}
/** Runs score-cmd-test once in its folder, in a sandbox of its own, and joins the two phases' results. */
async function runScorer(ctx, twoPhase, one, made, first) {
    const env_1 = { stack: [], error: void 0, hasError: false };
    try {
        const { deps } = ctx;
        const { place } = one;
        const command = (0,eval_command/* substituteCommand */.ej)(twoPhase.scoreCmdTest, {
            cwd: made.cwd,
            nodeId: one.nodeId,
            seed: place.seed,
        });
        const sandbox = __addDisposableResource(env_1, await ctx.isolation.open({
            worktree: made.cwd,
            folder: made.parent,
            protectedPaths: made.files,
            hidden: {
                repository: ctx.repo.dir,
                logDir: ctx.logs.dir,
                env: deps.env ?? process.env,
                others: ctx.hiddenBeside ?? [],
            },
            ...(deps.signal === undefined ? {} : { signal: deps.signal }),
            ...(ctx.runtime ? { runtime: (0,view/* viewFor */.De)(ctx.runtime, made.cwd) } : {}),
        }), true);
        ctx.log(`scoring ${one.logSubdir} in ${made.cwd} (phase 2: score-cmd-test)`);
        const guard = __addDisposableResource(env_1, await (0,credential_guard/* guardCredentials */.SQ)((args) => ctx.repo.run(args), await ctx.repo.commonDir()), true);
        const scored = await (deps.evaluate ?? runner/* runEvaluation */.K2)({
            ...(0,run_request/* sharedRequest */.L)(ctx, one.logSubdir),
            command,
            cwd: made.cwd,
            extraEnv: {
                ...sandbox.environment,
                ARBOR_CWD: made.cwd,
                ARBOR_NODE_ID: one.nodeId,
                ARBOR_HELD_OUT: made.heldOutCopies.join('\n'),
                ...(place.seed === null ? {} : { ARBOR_SEED: String(place.seed) }),
            },
            ...(sandbox.launcher === undefined ? {} : { launcher: sandbox.launcher }),
            run: {
                repeat: place.repeat,
                repeats: place.repeats,
                firstAttempt: place.firstAttempt + first.length,
                ...(place.atMost === true ? { atMost: true } : {}),
            },
        });
        await guard.restore();
        const notGiven = made.notGiven.map((why) => `phase 2 (score-cmd-test) was not given a declared output: ${why}`);
        return {
            ...scored,
            attempts: [...first, ...tagged(scored.attempts, 2)],
            failure: named(scored.failure, 'phase 2 (score-cmd-test)'),
            warnings: [...notGiven, ...scored.warnings],
        };
    }
    catch (e_1) {
        env_1.error = e_1;
        env_1.hasError = true;
    }
    finally {
        const result_1 = __disposeResources(env_1);
        if (result_1)
            await result_1;
    }
}
/** The modes whose evaluation has a mount namespace without the repository's git folder. */
const MOUNT_NAMESPACE_MODES = new Set(['user+pidns', 'rootless']);
/**
 * What a two-phase verdict must say when phase 1 had no mount namespace (isolation user or none): the
 * committed held-out files are in the repository's object store, which the branch's code can read.
 */
function heldOutWarnings(isolator, twoPhase, names) {
    if (twoPhase === null || twoPhase.heldOutGlobs.length === 0 || MOUNT_NAMESPACE_MODES.has(isolator.mode))
        return [];
    return [
        `two-phase evaluation without a mount namespace (${names.isolation} ${isolator.mode}): the committed ` +
            `${names.heldOut} files are removed from phase 1's worktree, but the branch's code can still read them ` +
            `from the repository's git objects (and every clone has them); keep the labels outside the repository ` +
            `(an absolute ${names.heldOut} path the evaluation account cannot read), or run the gate where PID and ` +
            `mount namespaces are allowed (as root, with passwordless sudo, or without root with bubblewrap: rootless)`,
    ];
}


/***/ }),

/***/ 77119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ prepare)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/eval/command.ts
var command = __webpack_require__(18815);
// EXTERNAL MODULE: ./src/gate/trees/views.ts + 7 modules
var views = __webpack_require__(78260);
// EXTERNAL MODULE: ./src/eval/isolation/index.ts + 4 modules
var eval_isolation = __webpack_require__(85201);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/eval/runtime-view/probe.ts


function kindOf(stats) {
    if (stats.isDirectory())
        return 'dir';
    if (stats.isFile())
        return 'file';
    return stats.isCharacterDevice() ? 'device' : 'other';
}
async function walkForGit(folder, limit) {
    const found = [];
    const queue = [folder];
    for (let walked = 0; queue.length > 0; walked++) {
        if (walked >= limit)
            return { tooMany: true };
        const dir = queue.pop();
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
            if (entry.name === '.git')
                found.push((0,external_node_path_.join)(dir, entry.name));
            else if (entry.isDirectory())
                queue.push((0,external_node_path_.join)(dir, entry.name));
        }
    }
    return found;
}
const nodeProbe = {
    realpath: (path) => (0,promises_.realpath)(path).catch(() => null),
    kind: async (path) => {
        const stats = await (0,promises_.stat)(path).catch(() => null);
        return stats === null ? null : kindOf(stats);
    },
    readText: (path) => (0,promises_.readFile)(path, 'utf8').catch(() => null),
    async searchableByOthers(path) {
        for (let dir = path;; dir = (0,external_node_path_.dirname)(dir)) {
            const stats = await (0,promises_.lstat)(dir).catch(() => null);
            if (stats === null || (stats.isDirectory() && (stats.mode & 0o001) === 0))
                return false;
            if (dir === (0,external_node_path_.dirname)(dir))
                return true;
        }
    },
    gitEntriesBelow: walkForGit,
    list: (folder) => (0,promises_.readdir)(folder).catch(() => []),
    async deviceAccess(path) {
        const stats = await (0,promises_.stat)(path).catch(() => null);
        if (stats === null || !stats.isCharacterDevice())
            return null;
        return { gid: stats.gid, openToOthers: (stats.mode & 0o006) === 0o006 };
    },
};

// EXTERNAL MODULE: ./src/eval/runtime-view/view.ts + 2 modules
var view = __webpack_require__(47088);
// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __webpack_require__(24964);
;// CONCATENATED MODULE: ./src/gate/runtime/plan.ts
/**
 * The runtime view of a gate run (src/eval/runtime-view), planned once in `prepare` from the caller's
 * PATH and HOME, the `eval-read` paths and what never enters the view, then placed in each run's tree
 * by the evaluation (viewFor). Which mode can show what: user+pidns and rootless show the toolchain and
 * the declared paths in the evaluation's mount namespace; `user` has no namespace to show them in (eval-read is
 * refused there, and its PATH keeps only folders every user can search); `none` runs as the gate's own
 * user, who sees everything already (eval-read needs nothing there, and the PATH stays as it is).
 */





/** The part of a glob before its first pattern character (`data/**` is `data`). */
function literalPrefix(glob) {
    const cut = glob.search(/[*?[\]{}()!+@\\]/);
    return (cut === -1 ? glob : glob.slice(0, cut)).replace(/\/+$/, '');
}
/** Refuses a checkout-relative declared path that could show held-out files to phase 1. */
function refuseHeldOutOverlap(sources) {
    for (const path of sources.declared) {
        if (path.relative === null)
            continue;
        const relative = path.relative;
        const glob = sources.heldOut.globs.find((held) => {
            const prefix = literalPrefix(held);
            return (prefix === '' || (0,paths/* isWithin */.U)(`/${prefix}`, `/${relative}`) || (0,paths/* isWithin */.U)(`/${relative}`, `/${prefix}`));
        });
        if (glob !== undefined) {
            throw new errors/* UserError */.yo(`${sources.names.read} ${path.written}: overlaps the held-out files ${glob}, which phase 1 must not read`);
        }
    }
}
/** The run's view plan, or null when the evaluation runs as the gate's own user (`none`). */
async function planRuntime(sources) {
    if (sources.mode === 'none')
        return null;
    if (sources.mode === 'user' && sources.declared.length > 0) {
        throw new errors/* UserError */.yo(`${sources.names.read}: needs a mount namespace to show the paths in, and this machine's isolation is ` +
            `user (no PID and mount namespace); set ${sources.names.isolation} none to run as the gate's own user, who reads them as they are`);
    }
    refuseHeldOutOverlap(sources);
    const { env } = sources;
    const plan = await (0,view/* planView */.hV)({
        path: env.PATH ?? '',
        home: env.HOME ?? null,
        repository: sources.repository,
        declared: sources.declared,
        label: sources.names.read,
        never: {
            uid: process.getuid?.() ?? 0,
            gitDirs: [sources.gitDir, (0,external_node_path_.join)(sources.repository, '.git')],
            env,
            heldOut: sources.heldOut.outside,
        },
        devRoot: '/dev',
        // Both modes with a mount namespace show a toolchain root of HOME; the rootless allow-list shows
        // nothing of HOME otherwise, so a venv under it would be on PATH and absent.
        withRoots: sources.mode === 'user+pidns' || sources.mode === 'rootless',
    }, env, sources.probe ?? nodeProbe);
    const roots = plan.toolchain.map((root) => `${root.root} (${root.kind})`);
    sources.log(`evaluation PATH: ${plan.env.PATH}` +
        (roots.length === 0 ? '' : `; toolchain shown read-only: ${roots.join(', ')}`) +
        (plan.dropped.length === 0 ? '' : `; dropped from the caller's PATH: ${plan.dropped.join(':')}`) +
        (plan.devices.length === 0 ? '' : `; devices: ${plan.devices.join(' ')}`));
    return plan;
}

// EXTERNAL MODULE: ./src/gate/phases/two-phase.ts + 1 modules
var two_phase = __webpack_require__(6276);
// EXTERNAL MODULE: ./src/gate/paths/editable.ts
var editable = __webpack_require__(6134);
// EXTERNAL MODULE: ./src/gate/ledger/gate-ledger.ts + 2 modules
var gate_ledger = __webpack_require__(88717);
// EXTERNAL MODULE: ./src/git/adapter.ts + 2 modules
var adapter = __webpack_require__(58555);
// EXTERNAL MODULE: ./src/session/paths.ts
var session_paths = __webpack_require__(37732);
// EXTERNAL MODULE: ./src/session/tree.ts + 2 modules
var session_tree = __webpack_require__(51419);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(50767);
// EXTERNAL MODULE: ./src/gate/candidate.ts
var candidate = __webpack_require__(74926);
// EXTERNAL MODULE: ./src/gate/context.ts
var context = __webpack_require__(72104);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/util/remove-tree.ts
var remove_tree = __webpack_require__(58043);
;// CONCATENATED MODULE: ./src/gate/logs.ts
/**
 * Where a gate run keeps the full logs of its evaluations: one folder per run in a logs folder
 * (`--log-dir`, default `<git common dir>/arbor-gate/logs`, beside the default REPORT.md and out of
 * `git status`), of which only the newest `--keep-logs` runs are kept. Logs are evidence after a
 * rejection (the verdict holds only the head and tail of each attempt), so they outlive the run, but a
 * gate run on every pull request must not fill the disk: the bound applies at the start of each run.
 * Only folders named like a run's are ever removed, so a shared `--log-dir` keeps everything else.
 */





/** `20240101T120000123Z-1234-abcdef`: sorts by start time. */
const RUN_FOLDER = /^\d{8}T\d{9}Z-\d+-[0-9a-f]{6}$/;
/** The name of a run's folder for a start time. Pure apart from the random suffix. */
function runFolderName(now, pid, random) {
    return `${now.toISOString().replace(/[-:.]/g, '')}-${pid}-${random}`;
}
/** The run folders to remove so that `keep` remain after one more is added (oldest first). Pure. */
function foldersToPrune(names, keep) {
    const runs = names.filter((name) => RUN_FOLDER.test(name)).sort();
    return runs.slice(0, Math.max(0, runs.length - Math.max(keep - 1, 0)));
}
/** The logs folder: `--log-dir` (relative to the user's folder), else `<git common dir>/arbor-gate/logs`. */
async function logsRoot(repo, logDir, cwd) {
    return logDir === null ? (0,external_node_path_.join)(await repo.commonDir(), 'arbor-gate', 'logs') : (0,external_node_path_.resolve)(cwd, logDir);
}
/** Creates this run's log folder under `root` and removes the oldest runs beyond `keep`. */
async function openRunLogs(root, keep, now = new Date()) {
    try {
        await (0,promises_.mkdir)(root, { recursive: true, mode: 0o700 });
        for (const name of foldersToPrune(await (0,promises_.readdir)(root), keep))
            await (0,remove_tree/* removeTree */.d)((0,external_node_path_.join)(root, name));
    }
    catch (error) {
        throw new errors/* InfraError */.Ri(`could not prepare the evaluation log folder ${root}: ${error.message}`);
    }
    const dir = (0,external_node_path_.join)(root, runFolderName(now, process.pid, (0,external_node_crypto_.randomBytes)(3).toString('hex')));
    await (0,promises_.mkdir)(dir, { mode: 0o700 }).catch((error) => {
        throw new errors/* InfraError */.Ri(`could not create the evaluation log folder ${dir}: ${error.message}`);
    });
    let closing = null;
    return {
        dir,
        close: () => (closing ??= (async () => {
            if (keep === 0) {
                await (0,remove_tree/* removeTree */.d)(dir);
                return null;
            }
            // An empty folder (nothing was evaluated) is removed; rmdir fails, harmlessly, on one with logs.
            return (await (0,promises_.rmdir)(dir).then(() => true, () => false))
                ? null
                : dir;
        })()),
    };
}

// EXTERNAL MODULE: ./src/gate/references.ts
var references = __webpack_require__(63537);
// EXTERNAL MODULE: ./src/gate/settings.ts + 4 modules
var gate_settings = __webpack_require__(2456);
// EXTERNAL MODULE: ./src/gate/trunk-checkout.ts
var trunk_checkout = __webpack_require__(80134);
// EXTERNAL MODULE: ./src/git/submodules.ts
var submodules = __webpack_require__(65501);
// EXTERNAL MODULE: ./src/gate/trusted-tree.ts
var trusted_tree = __webpack_require__(8097);
;// CONCATENATED MODULE: ./src/gate/trunk-source.ts
/**
 * trunkCommit for one run, each branch asked (and fetched) once: the trusted tree is read from trunk's
 * commit and the judgement is made against trunk, and both are then the same commit. `fromRemote`:
 * the gate pushes to the remote, which then holds trunk.
 */
function trunkCommits(repo, fromRemote) {
    const known = new Map();
    return (branch, remote) => {
        const key = `${remote}\0${branch}`;
        const asked = known.get(key) ?? trunkCommit(repo, fromRemote, branch, remote);
        known.set(key, asked);
        return asked;
    };
}
async function trunkCommit(repo, fromRemote, branch, remote) {
    if (fromRemote && (await repo.remoteExists(remote))) {
        // Null: the remote has no trunk yet (the first merge creates it there), so the local branch is trunk.
        const fetched = await repo.fetchBranch(remote, branch);
        if (fetched !== null)
            return fetched;
    }
    return ((await repo.refCommit(`refs/heads/${branch}`)) ??
        (await repo.refCommit(`refs/remotes/${remote}/${branch}`)));
}
/**
 * The verdict's warning when the local trunk branch has commits the judged trunk (the remote's) does
 * not: they were not judged against and will not land. Null when the local branch is absent, is trunk,
 * or is only behind it (it follows after a merge).
 */
async function localTrunkWarning(repo, trunk, remote) {
    const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
    if (local === null || local === trunk.sha || (await repo.isAncestor(local, trunk.sha)))
        return null;
    return `local ${trunk.branch} (${local.slice(0, 12)}) has commits that are not on ${remote}: judged against ${remote}'s ${trunk.branch} (${trunk.sha.slice(0, 12)}); the local commits are neither trusted nor landed`;
}

// EXTERNAL MODULE: ./src/gate/verdict.ts
var gate_verdict = __webpack_require__(15950);
// EXTERNAL MODULE: ./src/gate/merge-group/plan.ts
var plan = __webpack_require__(47131);
;// CONCATENATED MODULE: ./src/gate/prepare.ts
/**
 * Step one of the gate: everything resolved before anything is judged. The repository and the user's
 * folder, the trusted idea tree (from trunk, never from the branch), the settings, the trunk and the
 * source as exact commits, the node, the candidate (the merge of the source into trunk, built in
 * memory), and the first verdict value. Bad input throws here, before any work; a refused target, an
 * already merged source and a merge conflict are verdicts reached before anything runs.
 */


























const noop = () => undefined;
function baseVerdict(input, settings) {
    return {
        ...(0,gate_verdict/* unjudgedVerdict */.o)({
            decision: 'rejected',
            node_id: input.nodeId ?? null,
            metric_direction: settings.metricDirection,
            source: { ref: input.source ?? '', sha: null },
            requestedTarget: input.target ?? settings.trunkBranch ?? '',
            references: {
                test_trunk_score: settings.testTrunkScore,
                test_baseline_score: settings.testBaselineScore,
            },
        }),
        ...(input.dryRun ? { dry_run: true } : {}),
    };
}
/**
 * What the verdict says about the input itself: a claimed score was ignored; an agent's settings came
 * from a tree it can edit (the local session folder, or its own arguments), or were set aside for the
 * pinned ones.
 */
function inputWarnings(input, name, trusted, rank) {
    const warnings = [...(input.runWarnings ?? [])];
    if (input.claimedTestScore !== undefined) {
        warnings.push(`${name('claimedTestScore')} ${JSON.stringify(input.claimedTestScore)} was ignored: the gate measures B_test itself and judges that score alone`);
    }
    if (input.agent === undefined)
        return warnings;
    if (!rank.pinned) {
        const source = trusted.origin === 'local'
            ? `the local session tree ${trusted.label}, which trunk does not track and an agent can edit`
            : "the tool's arguments (no idea tree was found)";
        warnings.push(`settings were read from ${source}: pin them with arbor-gate mcp --trusted-settings FILE, or commit the tree on trunk`);
    }
    const overridden = [...(rank.overridden ?? [])];
    if (overridden.length > 0) {
        warnings.push(`${overridden.map((field) => name(field)).join(', ')}: set aside for the pinned settings (${input.agent.pinned?.label ?? trusted.label})`);
    }
    return warnings;
}
/**
 * Reads the trusted tree. The trunk branch may itself come from the tree's meta, so: the local tree is
 * read first (CLI mode), the trunk is named by the input or that meta, and trunk's committed copy
 * replaces the local one when trunk tracks it.
 */
async function loadTree(repo, trunkCommit, input, name, location) {
    const runName = input.runName === undefined || input.runName === ''
        ? null
        : (0,session_paths/* validateRunName */.DK)(input.runName, name('runName'));
    const local = await (0,trusted_tree/* loadLocalTree */.Il)({ ...location, runName });
    const metaTrunk = local.tree?.meta.trunk_branch;
    // A pull request's base was chosen by its author: it never says where the trusted tree is.
    const requestedTarget = input.targetIsPullRequestBase ? undefined : input.target?.trim();
    const trunkHint = input.trunkBranch !== undefined && input.trunkBranch.trim() !== ''
        ? (0,gate_settings/* branchName */.at)(input.trunkBranch, name('trunkBranch'))
        : requestedTarget && !(0,gate_settings/* isMainOrMaster */.$M)(requestedTarget)
            ? (0,gate_settings/* branchName */.at)(requestedTarget, name('target'))
            : typeof metaTrunk === 'string' && metaTrunk.trim() !== '' && !(0,gate_settings/* isMainOrMaster */.$M)(metaTrunk)
                ? (0,gate_settings/* branchName */.at)(metaTrunk, `meta.trunk_branch in ${local.label}`)
                : null;
    const notFound = (trunk) => local.origin === 'none' ? (0,trusted_tree/* treeNotFound */.Mc)(local, { ...location, runName }, trunk) : local;
    if (trunkHint === null)
        return notFound(null);
    const commit = await trunkCommit(trunkHint, input.remote ?? 'origin');
    if (commit === null)
        return notFound(null);
    return ((await (0,trusted_tree/* loadTrunkTree */.d0)(repo, trunkHint, commit, { ...location, runName: runName ?? local.runName })) ??
        notFound(trunkHint));
}
/** The node being judged: --node-id, else the tree node whose code_ref names the source branch. */
function findNodeId(input, name, tree, sourceRef) {
    if (input.nodeId !== undefined && input.nodeId !== '')
        return (0,command/* validateNodeId */.Cb)(input.nodeId, name('nodeId'));
    if (tree === null)
        return null;
    const branch = sourceRef.replace(/^refs\/heads\//, '');
    // Arbor's order (the file's), not JavaScript's: when two nodes share the branch, the first one wins.
    const match = (0,session_tree/* nodeEntries */.pB)(tree).find(([, node]) => node.code_ref === branch || node.code_ref === sourceRef);
    if (match === undefined)
        return null;
    try {
        return (0,command/* validateNodeId */.Cb)(match[0], 'node id in the idea tree');
    }
    catch {
        return null;
    }
}
/**
 * A pull request's target with no trunk named by the input: refused before any setting is read. The
 * base is its author's choice, and so is every file the checkout holds (for a PR into main too, a tree
 * whose meta.trunk_branch names a branch of the author's): only the workflow names the trunk.
 */
function unconfiguredPullRequestBase(input, name) {
    const base = input.target?.trim() ?? '';
    if (!input.targetIsPullRequestBase || base === '')
        return null;
    if ((input.trunkBranch ?? '').trim() !== '')
        return null;
    return {
        code: 'target_refused',
        message: `${name('trunkBranch')} is not set, so the pull request into ${base} has no trunk to be judged against: only the workflow names the trunk, never a pull request (its base, or a tree in its checkout)`,
    };
}
/**
 * Steps 1-2: main/master (any case, with or without `refs/heads/`) are base branches, never merge
 * targets, and resolve to the configured trunk; any other target must be the trunk itself (or names it
 * when none is configured).
 */
function resolveTarget(requested, configuredTrunk, name) {
    if (requested === '') {
        throw new errors/* UserError */.yo(`no trunk branch: pass ${name('trunkBranch')} (or ${name('target')}), or set meta.trunk_branch in the session's idea tree`);
    }
    if ((0,gate_settings/* isMainOrMaster */.$M)(requested)) {
        if (configuredTrunk === null) {
            throw new errors/* UserError */.yo(`${requested} is a base branch, not a merge target, and no trunk branch is configured: pass ${name('trunkBranch')} or set meta.trunk_branch`);
        }
        return { branch: configuredTrunk };
    }
    const branch = (0,gate_settings/* branchName */.at)(requested, name('target'));
    if (configuredTrunk !== null && configuredTrunk !== branch) {
        return {
            refused: {
                code: 'target_refused',
                message: `target ${requested} is not the trunk branch ${configuredTrunk}; the gate merges only into trunk`,
            },
        };
    }
    return { branch };
}
/** The repository that holds the user's folder, and where in it that folder is. */
async function openRepository(input, name, factory) {
    const cwd = (0,external_node_path_.resolve)(input.cwd ?? process.cwd());
    if (!(0,external_node_fs_.existsSync)(cwd))
        throw new errors/* UserError */.yo(`${name('cwd')}: folder ${cwd} does not exist`);
    const probe = factory(cwd);
    const where = await probe.whereInRepository();
    if (where === null)
        throw new errors/* UserError */.yo(`${name('cwd')}: ${cwd} is not inside a git repository`);
    return { repo: factory(where.top), top: where.top, location: { cwd, prefix: where.prefix } };
}
/** The trunk branch the target resolves to, at its current commit. */
async function resolveTrunk(trunkCommit, target, requested, settings, deps, mode) {
    const branch = target.branch;
    if (branch !== requested.replace(/^refs\/heads\//, '')) {
        const how = mode === 'merge' ? `merging into trunk ${branch} instead` : `judging against trunk ${branch}`;
        deps.log?.(`target ${requested} is a base branch: ${how}`);
    }
    const sha = await trunkCommit(branch, settings.remote);
    if (sha === null) {
        throw new errors/* UserError */.yo(`trunk branch ${branch} does not exist (${deps.name('trunkBranch')}); create it from your base branch first, e.g. git branch ${branch} main`);
    }
    return { branch, sha };
}
/**
 * The trunk a judgement is made against: trunk's head, or for a merge-queue entry the step it lands on
 * (the entry ahead of it, or the group's base). Only the Action's verify sets one (input mode merge
 * is refused there: GitHub's queue lands the group).
 */
async function judgedTrunk(repo, input, trunk) {
    const entry = input.mergeGroup;
    if (entry === undefined)
        return trunk;
    if ((await repo.resolveCommit(entry.step.sha, 'queue step')) !== entry.step.sha) {
        throw new errors/* UserError */.yo(`the merge queue's step ${entry.step.sha} is not a commit of this repository`);
    }
    return { branch: trunk.branch, sha: entry.step.sha };
}
/** Resolves the inputs, the tree, trunk and the source; throws UserError for bad input (exit 2). */
async function prepare(input, deps) {
    const { name } = deps;
    const factory = deps.git ?? adapter/* defaultGitFactory */.kL;
    const { repo, top, location } = await openRepository(input, name, factory);
    await (0,candidate/* requireMergeTree */.Cw)(repo);
    const sourceRef = input.source?.trim() ?? '';
    if (sourceRef === '')
        throw new errors/* UserError */.yo(`${name('source')}: required (the experiment branch, ref or commit SHA to evaluate)`);
    (0,adapter/* refuseOptionLike */.zA)(sourceRef, name('source'));
    const trunkCommit = trunkCommits(repo, input.push);
    const trusted = await loadTree(repo, trunkCommit, input, name, location);
    const unconfigured = unconfiguredPullRequestBase(input, name);
    if (unconfigured !== null) {
        const verdict = (0,context/* reject */.k)((0,gate_verdict/* unjudgedVerdict */.o)({
            decision: 'rejected',
            node_id: input.nodeId ?? null,
            metric_direction: 'maximize',
            source: { ref: sourceRef, sha: null },
            requestedTarget: input.target ?? '',
        }), [unconfigured]);
        return { cwd: location.cwd, sessionDir: trusted.sessionDir, kind: 'final', verdict };
    }
    const pinned = input.agent?.pinned ?? null;
    const rank = {
        pinned: input.agent !== undefined && (pinned !== null || trusted.origin === 'trunk'),
        overridden: new Set(),
    };
    const settings = (0,gate_settings/* resolveGateSettings */.rx)(input, pinned?.meta ?? trusted.tree?.meta ?? {}, name, pinned?.label ?? trusted.label, rank);
    // REPORT.md goes beside a local session's tree; a tree read from trunk is tracked, so its folder in
    // the checkout is not the place for an untracked file (the report then goes into the git folder).
    const place = {
        cwd: location.cwd,
        sessionDir: trusted.origin === 'local' ? trusted.sessionDir : null,
    };
    const isolation = await (0,eval_isolation/* resolveIsolation */.Zu)({
        setting: settings.evalIsolation,
        account: settings.evalUser,
        names: { setting: name('evalIsolation'), account: name('evalUser') },
        merging: input.mode === 'merge',
        log: deps.log ?? noop,
    });
    const runtime = await planRuntime({
        mode: isolation.mode,
        declared: settings.evalRead,
        heldOut: {
            globs: settings.twoPhase?.heldOutGlobs ?? [],
            outside: settings.twoPhase?.heldOutOutside ?? [],
        },
        repository: repo.dir,
        gitDir: await repo.commonDir(),
        env: deps.env ?? process.env,
        names: { read: name('evalRead'), isolation: name('evalIsolation') },
        log: deps.log ?? noop,
    });
    const trees = await views/* EvaluationTrees */.G.open(repo, factory, isolation, settings.treeCache, name('treeCache'), deps.log ?? noop);
    let verdict = {
        ...baseVerdict(input, settings),
        isolation: isolation.mode,
        end: isolation.end,
        warnings: [
            ...(input.mode === 'merge'
                ? [
                    ...(0,eval_isolation/* isolationWarnings */.ih)(isolation, name('evalIsolation')),
                    ...(0,eval_isolation/* atomicEndWarnings */.MP)(isolation, name('evalIsolation')),
                ]
                : []),
            ...inputWarnings(input, name, trusted, rank),
            // Two-phase: no code of the branch runs in the scorer's sandbox, which is what the deny-list warns of.
            ...(settings.twoPhase === null ? (0,editable/* denyListWarnings */.AW)(settings.editableGlobs, name('editablePaths')) : []),
            ...(0,two_phase/* heldOutWarnings */.V5)(isolation, settings.twoPhase, {
                heldOut: name('heldOut'),
                isolation: name('evalIsolation'),
            }),
            ...(trees.fallback === null ? [] : [trees.fallback]),
        ],
    };
    const requested = input.target?.trim() || settings.trunkBranch || '';
    const target = resolveTarget(requested, settings.trunkBranch, name);
    if ('refused' in target) {
        const unresolved = { ...verdict.target, requested, resolved: null };
        return { ...place, kind: 'final', verdict: (0,context/* reject */.k)({ ...verdict, target: unresolved }, [target.refused]) };
    }
    const trunkHead = (await resolveTrunk(trunkCommit, target, requested, settings, deps, input.mode)).sha;
    const trunk = await judgedTrunk(repo, input, { branch: target.branch, sha: trunkHead });
    if (input.mergeGroup !== undefined) {
        const late = (0,plan/* checkTimeoutWarning */._)(settings, input.mergeGroup, name);
        verdict = {
            ...verdict,
            merge_group: input.mergeGroup,
            warnings: late === null ? verdict.warnings : [...verdict.warnings, late],
        };
    }
    const localAhead = await localTrunkWarning(repo, { branch: trunk.branch, sha: trunkHead }, settings.remote);
    verdict = {
        ...verdict,
        target: { requested, resolved: trunk.branch, sha_before: trunk.sha, sha_after: trunk.sha },
        ...(localAhead === null ? {} : { warnings: [...verdict.warnings, localAhead] }),
    };
    // Resolve the source once; everything after uses this exact SHA.
    const sourceSha = await repo.resolveCommit(sourceRef, name('source'));
    if (sourceSha === null)
        throw new errors/* UserError */.yo(`${name('source')}: ${sourceRef} does not name a commit in ${top}`);
    const nodeId = findNodeId(input, name, trusted.tree, sourceRef);
    const devScore = nodeId === null ? undefined : trusted.tree?.nodes[nodeId]?.score;
    verdict = {
        ...verdict,
        node_id: nodeId,
        source: { ref: sourceRef, sha: sourceSha },
        dev_score: typeof devScore === 'number' && Number.isFinite(devScore) ? devScore : null,
    };
    const writes = (0,context/* isWritingRun */.O)(input);
    const pushTo = writes ? await pushRemote(repo, settings, deps) : null;
    const evalNodeId = nodeId ?? sourceSha.slice(0, 12);
    // A template that cannot take the worktree path safely is a configuration error: say so before any work.
    (0,command/* substituteCommand */.ej)(settings.evalCmdTest, {
        cwd: (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'arbor-gate-source-XXXXXX', 'worktree'),
        nodeId: evalNodeId,
        seed: settings.judgement.rule !== 'single' || settings.evalRepeats > 1 ? 1 : null,
    });
    const log = deps.log ?? noop;
    log(`source ${sourceRef} = ${sourceSha.slice(0, 12)}, trunk ${trunk.branch} = ${trunk.sha.slice(0, 12)}, tree: ${trusted.label}`);
    // Step 3: the merge is computed before anything runs; a conflict ends here.
    const built = await (0,candidate/* buildCandidate */.Ih)({ repo, sourceRef, sourceSha, log }, trunk);
    if ('merged' in built)
        return { ...place, kind: 'final', verdict: { ...verdict, decision: 'already_merged' } };
    if ('conflict' in built)
        return { ...place, kind: 'final', verdict: (0,context/* reject */.k)(verdict, [built.conflict]) };
    if (writes) {
        const checkout = await (0,trunk_checkout/* findTrunkCheckout */.A$)(repo, trunk.branch);
        if (checkout !== null)
            await (0,trunk_checkout/* requireFollowable */.Dz)(repo, factory, checkout, trunk, built.candidate.commit);
    }
    // Opened last, once nothing before the evaluation can end the run: a run that ends above leaves no folder.
    const logs = await openRunLogs(await logsRoot(repo, settings.logDir, location.cwd), settings.keepLogs);
    const ctx = {
        deps,
        settings,
        repo,
        factory,
        trusted,
        location,
        sourceRef,
        sourceSha,
        nodeId,
        pushTo,
        evalNodeId,
        logs,
        log,
        redact: (0,redact/* createRedactor */.lY)(deps.env ?? process.env),
        isolation,
        runtime,
        ...(input.mergeGroup === undefined
            ? {}
            : { mergeGroup: { ...input.mergeGroup, onTrunkHead: input.mergeGroup.step.sha === trunkHead } }),
        trees,
        ledger: await gate_ledger/* GateLedger */.fU.open({
            repo,
            settings,
            isolation: isolation.mode,
            submodules: (0,submodules/* presentPaths */.Yb)(await trees.submodulesOf(trunk.sha)),
            view: runtime?.identity ?? null,
            name,
            writes: !input.dryRun,
            chosenByAgent: input.agent !== undefined && !rank.pinned,
            keyFile: deps.ledgerKeyFile ?? true,
            gateVersion: deps.gateVersion ?? 'unknown',
            runUrl: deps.runUrl ?? null,
            ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }),
            ...(deps.jitter === undefined ? {} : { jitter: deps.jitter }),
            ...(deps.ledgerPushWithinMs === undefined ? {} : { withinMs: deps.ledgerPushWithinMs }),
        }),
    };
    return {
        ...place,
        kind: 'ready',
        ctx,
        trunk,
        candidate: built.candidate,
        references: (0,references/* firstReferences */.f)(settings),
        rejudgement: 0,
        writes,
        verdict,
    };
}
/** Where a merge pushes trunk: the remote when pushing is on and it exists, else nowhere (local only). */
async function pushRemote(repo, settings, deps) {
    if (!settings.push)
        return null;
    if (await repo.remoteExists(settings.remote))
        return settings.remote;
    deps.log?.(`remote ${settings.remote} does not exist: trunk is updated locally only`);
    return null;
}


/***/ }),

/***/ 63537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ firstReferences),
/* harmony export */   o: () => (/* binding */ referencesAfterMove)
/* harmony export */ });
/* harmony import */ var _trusted_tree_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8097);

/** Step 7's reference before trunk moved: the configured ones, else trunk's head measured. */
function firstReferences(settings) {
    const refs = [];
    if (settings.testTrunkScore !== null)
        refs.push({ name: 'test_trunk_score', value: settings.testTrunkScore });
    if (settings.testBaselineScore !== null)
        refs.push({ name: 'test_baseline_score', value: settings.testBaselineScore });
    return refs.length > 0 ? { kind: 'known', refs } : { kind: 'measure' };
}
/**
 * The references of a re-judgement on a moved trunk: the ones the last judgement beat plus the moved
 * trunk's recorded score (stricter, never looser); a measured reference is measured again on the moved
 * trunk when it records none.
 */
async function referencesAfterMove(ctx, trunk, last) {
    const runName = ctx.trusted.runName;
    const newTree = ctx.trusted.origin === 'trunk'
        ? await (0,_trusted_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .loadTrunkTree */ .d0)(ctx.repo, trunk.branch, trunk.sha, { ...ctx.location, runName })
        : ctx.trusted.origin === 'local'
            ? await (0,_trusted_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .loadLocalTree */ .Il)({ ...ctx.location, runName })
            : null;
    const recorded = newTree?.tree?.meta.test_trunk_score;
    if (typeof recorded === 'number' && Number.isFinite(recorded)) {
        const refs = [
            ...last.references,
            { name: `test_trunk_score of ${trunk.branch} at ${trunk.sha.slice(0, 12)}`, value: recorded },
        ];
        return { plan: { kind: 'known', refs }, recorded };
    }
    return {
        plan: last.measured ? { kind: 'measure' } : { kind: 'known', refs: [...last.references] },
        recorded: null,
    };
}


/***/ }),

/***/ 78260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ EvaluationTrees)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/submodules.ts
var git_submodules = __webpack_require__(65501);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/git/checkout.ts
/**
 * Filling a new, empty worktree (`git worktree add --no-checkout`) with its commit's files. git's
 * parallel checkout writes regular files with one worker per CPU, but symlinks one by one in its main
 * process before the workers start: 6,000 symlinks beside 30,000 files doubled the checkout. So where
 * the commit has symlinks, a second `git checkout-index` writes them while the first writes the files.
 *
 * Why the two git processes cannot be played against each other (a symlink made by one redirecting a
 * write of the other): every folder exists before either starts, created here from the index that
 * `read-tree` wrote (git has validated every path there: no `..`, no `.git`, no file below a symlink);
 * neither runs with --force, so neither removes or replaces anything; and both only create leaves, with
 * `open(O_CREAT|O_EXCL)` and `symlink()`, which fail on any name that exists (a symlink included).
 * Where two names collide (a case-insensitive file system), that checkout-index fails and so does the
 * gate, with git's message, rather than evaluate a tree that is not the commit's.
 *
 * Paths are git's bytes, carried as latin1 strings (one character per byte, so nothing is lost).
 */



const SYMLINK = '120000';
/**
 * One worker per CPU for git's parallel checkout: on a large tree the checkout is most of the gate's
 * own time. The threshold is git's default, stated so a configured one cannot switch it off.
 */
function parallelCheckout() {
    const settings = [`checkout.workers=${(0,external_node_os_.availableParallelism)()}`, 'checkout.thresholdForParallelism=100'];
    return settings.flatMap((setting) => ['-c', setting]);
}
/** Reads `git ls-files --stage -z` (`<mode> <sha> <stage>\t<path>\0`...). Pure. */
function parseStagedEntries(out) {
    const entries = [];
    for (let start = 0; start < out.length;) {
        const end = out.indexOf(0, start);
        const record = out.toString('latin1', start, end === -1 ? out.length : end);
        const tab = record.indexOf('\t');
        if (tab === -1)
            throw new errors/* InfraError */.Ri(`unexpected git ls-files output: ${JSON.stringify(record)}`);
        entries.push({ mode: record.slice(0, record.indexOf(' ')), path: record.slice(tab + 1) });
        start = end === -1 ? out.length : end + 1;
    }
    return entries;
}
/** Every folder that holds one of `paths` (`a`, `a/b` for `a/b/c`), each after its parent. Pure. */
function foldersHolding(paths) {
    const folders = new Set();
    for (const path of paths) {
        for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) {
            const folder = path.slice(0, at);
            if (folders.has(folder))
                break;
            folders.add(folder);
        }
    }
    // A folder sorts before everything inside it.
    return [...folders].sort();
}
function pathList(entries) {
    return Buffer.from(entries.map((entry) => `${entry.path}\0`).join(''), 'latin1');
}
async function makeFolders(root, folders) {
    const prefix = Buffer.from(`${root}/`);
    for (const folder of folders) {
        try {
            await (0,promises_.mkdir)(Buffer.concat([prefix, Buffer.from(folder, 'latin1')]), { recursive: true });
        }
        catch (error) {
            throw new errors/* InfraError */.Ri(`could not create the worktree's folders in ${root}: ${error.code ?? error.message}`);
        }
    }
}
/** Fills the empty worktree `worktree` (an adapter running in it) with its HEAD commit `commit`. */
async function checkOutWorktree(worktree, commit) {
    await worktree.run(['read-tree', '--end-of-options', commit]);
    const entries = parseStagedEntries(await worktree.runBytes(['ls-files', '--stage', '-z']));
    const links = entries.filter((entry) => entry.mode === SYMLINK);
    if (links.length === 0) {
        // What `git worktree add` itself runs to check out.
        await worktree.run([...parallelCheckout(), 'reset', '--hard', '--no-recurse-submodules', '--quiet']);
        return;
    }
    await makeFolders(worktree.dir, foldersHolding(entries.map((entry) => entry.path)));
    const others = entries.filter((entry) => entry.mode !== SYMLINK);
    // Both run to their end before anything is thrown: the caller removes the folder they write in.
    const written = await Promise.allSettled([
        worktree.runBytes(['checkout-index', '-z', '--stdin'], { input: pathList(links) }),
        worktree.runBytes([...parallelCheckout(), 'checkout-index', '--index', '-z', '--stdin'], {
            input: pathList(others),
        }),
    ]);
    for (const result of written)
        if (result.status === 'rejected')
            throw result.reason;
    // The symlinks' stat data, which only the files' checkout-index wrote to the index, for its own
    // (`--refresh` would also hash every file written within the index's second, all of them).
    await worktree.runBytes(['update-index', '--info-only', '-z', '--stdin'], { input: pathList(links) });
}

// EXTERNAL MODULE: ./src/util/cleanup.ts
var cleanup = __webpack_require__(4532);
// EXTERNAL MODULE: ./src/util/remove-tree.ts
var remove_tree = __webpack_require__(58043);
;// CONCATENATED MODULE: ./src/git/worktree.ts
/**
 * A temporary detached worktree at an exact commit, in a fresh temp folder (inside `parent`: the
 * system temp folder, or the gate-owned folder an evaluation's worktree goes in), removed when disposed
 * (`await using`) or by the signal cleanup registry, whichever comes first. The user's checkout is
 * never involved: all the gate's evaluation and merging happens in these. git adds it empty, and
 * src/git/checkout.ts writes the commit's files (symlinks beside the regular files, not before them).
 *
 * Removal deletes the temp folder first, whatever the evaluated code left in it (unreadable or
 * read-only folders, immutable files: src/util/remove-tree.ts; a worktree folder swapped for a symbolic
 * link is removed as a link, never followed), then has git forget the worktree (even a locked one).
 */






class TempWorktree {
    repo;
    folder;
    path;
    git;
    removal = null;
    unregister;
    constructor(repo, 
    /** The temp folder that holds the worktree (an evaluation's own folders go beside it). */
    folder, 
    /** The worktree's own folder (inside the temp folder). */
    path, 
    /** An adapter whose commands run inside the worktree. */
    git) {
        this.repo = repo;
        this.folder = folder;
        this.path = path;
        this.git = git;
        this.unregister = (0,cleanup/* registerCleanup */.qE)(() => this.remove());
    }
    /** Adds a detached worktree at `commit`; `label` only names the temp folder. */
    static async create(repo, commit, label, factory, parent = (0,external_node_os_.tmpdir)()) {
        const folder = await (0,promises_.realpath)(await (0,promises_.mkdtemp)((0,external_node_path_.join)(parent, `arbor-gate-${label}-`)));
        const path = (0,external_node_path_.join)(folder, 'worktree');
        const git = factory(path);
        try {
            await repo.worktreeAddEmpty(path, commit);
            await checkOutWorktree(git, commit);
        }
        catch (error) {
            await (0,remove_tree/* removeTree */.d)(folder);
            await repo.worktreeRemove(path).catch(() => undefined);
            await repo.worktreePrune().catch(() => undefined);
            throw error;
        }
        return new TempWorktree(repo, folder, path, git);
    }
    /** Removes the temp folder and the worktree's entry in the repository; safe to call more than once. */
    remove() {
        this.removal ??= (async () => {
            let removed = false;
            try {
                await (0,remove_tree/* removeTree */.d)(this.folder);
                removed = await this.repo.worktreeRemove(this.path);
            }
            finally {
                // git forgets a worktree whose folder is gone at the next prune; only needed when remove failed.
                if (!removed)
                    await this.repo.worktreePrune().catch(() => undefined);
                this.unregister();
            }
        })();
        return this.removal;
    }
    async [Symbol.asyncDispose]() {
        await this.remove();
    }
}

// EXTERNAL MODULE: ./src/eval/isolation/index.ts + 4 modules
var eval_isolation = __webpack_require__(85201);
// EXTERNAL MODULE: ./src/eval/isolation/sandbox.ts + 3 modules
var sandbox = __webpack_require__(62126);
// EXTERNAL MODULE: ./src/git/known.ts
var known = __webpack_require__(33183);
// EXTERNAL MODULE: ./src/eval/isolation/tools.ts
var tools = __webpack_require__(59430);
;// CONCATENATED MODULE: ./src/eval/trees/eviction.ts
function evictions(entries, live, bound) {
    const keep = new Set();
    for (const entry of entries) {
        if (!live.has(entry.key))
            continue;
        keep.add(entry.key);
        if (entry.base !== null)
            keep.add(entry.base);
    }
    const gone = new Set();
    const remaining = () => entries.length - gone.size;
    for (const entry of [...entries].sort((a, b) => a.used - b.used)) {
        if (remaining() <= bound)
            break;
        if (keep.has(entry.key) || gone.has(entry.key))
            continue;
        const layers = entries.filter((other) => other.base === entry.key);
        if (layers.some((layer) => keep.has(layer.key)))
            continue;
        gone.add(entry.key);
        for (const layer of layers)
            gone.add(layer.key);
    }
    return [...gone];
}

;// CONCATENATED MODULE: ./src/eval/trees/layer.ts
/**
 * A cached tree written as the diff from a cached base tree: the changed files checked out, the
 * deleted ones hidden by overlayfs whiteouts, so the candidate costs its diff, not its repository.
 * planLayer and indexInfo are pure (git's `diff-tree -r -t -z` records in, what to write out);
 * writeLayer runs git and, with root's rights, mknod for the whiteouts.
 *
 * The changed files are checked out from an index of the whole tree, so the attributes that apply are
 * the tree's own (.gitattributes anywhere in it): the base entry keeps its tree's index, and the
 * tree's is that index with the diff applied (`update-index --index-info`: O(diff) records), not a
 * `read-tree` of the whole tree (which read every tree object again: ~50 ms at 5,000 files).
 *
 * Paths are git's bytes, carried as latin1 strings (one character per byte), as in src/git/checkout.ts.
 */




const TREE = '040000';
const GITLINK = '160000';
const NONE = '000000';
/** Reads `git diff-tree -r -t -z --no-renames` (`:<mode> <mode> <sha> <sha> <status>\0<path>\0`...). Pure. */
function parseDiffTree(out) {
    const fields = out.toString('latin1').split('\0');
    const records = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const head = fields[i];
        const match = /^:(\d{6}) (\d{6}) [0-9a-f]+ ([0-9a-f]+) ([A-Z])\d*$/.exec(head);
        if (match === null)
            throw new errors/* InfraError */.Ri(`unexpected git diff-tree output: ${JSON.stringify(head)}`);
        records.push({
            from: match[1],
            to: match[2],
            sha: match[3],
            status: match[4],
            path: fields[i + 1],
        });
    }
    return records;
}
function within(path, folder) {
    return path.startsWith(`${folder}/`);
}
/** What the layer holds for the diff `records` from the base tree to the cached one. Pure. */
function planLayer(records) {
    const write = records.filter((r) => r.to !== NONE && r.to !== TREE && r.to !== GITLINK).map((r) => r.path);
    const folders = records.filter((r) => r.to === GITLINK && r.from !== GITLINK).map((r) => r.path);
    const present = new Set([...write, ...folders]);
    const leaves = [...write, ...folders];
    const gone = records.filter((r) => r.to === NONE);
    const goneFolders = gone.filter((r) => r.from === TREE).map((r) => r.path);
    const whiteouts = gone
        .map((r) => r.path)
        // A folder that is gone is hidden whole; a path the layer writes hides the base's by itself, and
        // so does a file or link the layer puts where one of the path's folders was.
        .filter((path) => !goneFolders.some((folder) => within(path, folder)))
        .filter((path) => !present.has(path) && !leaves.some((leaf) => within(path, leaf)))
        // A gone folder that the layer fills again (a file became a folder) is the layer's folder.
        .filter((path) => !leaves.some((leaf) => within(leaf, path)));
    return { write, folders, whiteouts };
}
/**
 * `update-index -z --index-info` input that turns the base tree's index into the tree's: every path
 * that goes, removed first (so no file and folder of the same name are ever both in the index), then
 * every file, symlink and submodule entry the tree has anew. Pure.
 */
function indexInfo(records) {
    const leaves = records.filter((r) => r.from !== TREE && r.to !== TREE);
    const gone = leaves.filter((r) => r.to === NONE).map((r) => `0 ${'0'.repeat(r.sha.length)}\t${r.path}\0`);
    const set = leaves.filter((r) => r.to !== NONE).map((r) => `${r.to} ${r.sha}\t${r.path}\0`);
    return Buffer.from([...gone, ...set].join(''), 'latin1');
}
/** A split index would keep part of an index in a file beside it: the cache copies one file. */
const WHOLE_INDEX = ['-c', 'core.splitIndex=false'];
function nulList(paths) {
    return Buffer.from(paths.map((path) => `${path}\0`).join(''), 'latin1');
}
function bytesPath(root, path) {
    return Buffer.concat([Buffer.from(`${root}/`), Buffer.from(path, 'latin1')]);
}
function parentOf(path) {
    const at = path.lastIndexOf('/');
    return at === -1 ? null : path.slice(0, at);
}
/**
 * Writes the layer of `tree` over the base (its tree, and the index of that tree the base entry keeps)
 * into the empty folder `layer` (`scratch`: a gate-owned folder for git's temporary index). Returns
 * the plan it wrote.
 */
async function writeLayer(repo, privilege, base, tree, layer, scratch) {
    const diff = ['diff-tree', '-r', '-t', '-z', '--no-renames', '--no-ext-diff', base.tree, tree];
    const records = parseDiffTree(await repo.runBytes(diff));
    const plan = planLayer(records);
    if (plan.write.length > 0) {
        const index = (0,external_node_path_.join)(scratch, 'index');
        const env = { GIT_INDEX_FILE: index };
        await (0,promises_.copyFile)(base.index, index);
        await repo.runBytes([...WHOLE_INDEX, 'update-index', '-z', '--index-info'], {
            env,
            input: indexInfo(records),
        });
        await repo.runBytes(['checkout-index', '-z', '--stdin', `--prefix=${layer}/`], {
            env,
            input: nulList(plan.write),
        });
        // The index is the size of the whole tree: only a full entry keeps one.
        await (0,promises_.rm)(index, { force: true });
    }
    for (const folder of plan.folders)
        await (0,promises_.mkdir)(bytesPath(layer, folder), { recursive: true });
    for (const path of plan.whiteouts) {
        const parent = parentOf(path);
        if (parent !== null)
            await (0,promises_.mkdir)(bytesPath(layer, parent), { recursive: true });
        // An argument reaches mknod as UTF-8: a path that is not valid UTF-8 cannot be named (the caller
        // then caches the tree as a checkout of its own).
        const target = bytesPath(layer, path).toString('utf8');
        if (Buffer.from(target, 'utf8').compare(bytesPath(layer, path)) !== 0) {
            throw new errors/* InfraError */.Ri('tree cache: a deleted path is not valid UTF-8');
        }
        const argv = ['mknod', '--', target, 'c', '0', '0'];
        const result = await (0,tools/* runTool */.qI)((0,tools/* privilegedArgv */.K1)(privilege, argv));
        if (result.code !== 0)
            throw new errors/* InfraError */.Ri(`tree cache: could not hide a deleted path: ${(0,tools/* toolFailure */.Lu)(argv, result)}`);
    }
    return plan;
}

// EXTERNAL MODULE: ./node_modules/proper-lockfile/index.js
var proper_lockfile = __webpack_require__(83648);
var proper_lockfile_default = /*#__PURE__*/__webpack_require__.n(proper_lockfile);
;// CONCATENATED MODULE: ./src/eval/trees/pins.ts
/**
 * Which cached trees are in use across every gate on one repository, so that one gate's eviction never
 * removes a tree another has checked but not yet mounted (issue 21). A gate pins an entry (a file
 * `.pins/<key>.<pid>.<n>` in the cache root) before it verifies it and unpins it when the run's view is
 * unmounted; eviction keeps every entry pinned by a live process. Pinning with its verification and
 * eviction's reading of the pins with its removal each run under one lock of the cache (proper-lockfile,
 * as the account locks): without it an eviction could read the pins just before a gate pins and
 * verifies, and remove the entry just after.
 */




/** A lock older than this was left by a dead gate (proper-lockfile refreshes it every stale/2). */
const STALE_MS = 30_000;
/** What names a pin: the entry's key, the pinning process, and a count of its pins. */
const PIN_NAME = /^([0-9a-f]{64})\.(\d+)\.\d+$/;
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: a process of another user (still alive).
        return error.code === 'EPERM';
    }
}
let pinsMade = 0;
class Pins {
    root;
    constructor(root) {
        this.root = root;
    }
    get folder() {
        return (0,external_node_path_.join)(this.root, '.pins');
    }
    /** Runs `work` holding the cache's lock (waiting while another gate holds it). */
    async locked(work) {
        const path = (0,external_node_path_.join)(this.root, '.lock');
        let release;
        try {
            release = await proper_lockfile_default().lock(this.root, {
                lockfilePath: path,
                realpath: false,
                stale: STALE_MS,
                retries: { retries: 600, minTimeout: 10, maxTimeout: 100 },
            });
        }
        catch (error) {
            throw new errors/* InfraError */.Ri(`tree cache: could not lock ${path}: ${error.message}`);
        }
        try {
            return await work();
        }
        finally {
            await release();
        }
    }
    /** Pins `key` for this process; resolves to what unpins it. */
    async pin(key) {
        await (0,promises_.mkdir)(this.folder, { mode: 0o700, recursive: true });
        const path = (0,external_node_path_.join)(this.folder, `${key}.${process.pid}.${++pinsMade}`);
        await (0,promises_.writeFile)(path, '', { mode: 0o600 });
        return () => void (0,promises_.unlink)(path).catch(() => undefined);
    }
    /** The keys pinned by a live process; the pins of dead ones are removed. */
    async pinned() {
        const names = await (0,promises_.readdir)(this.folder).catch(() => []);
        const keys = new Set();
        for (const name of names) {
            const match = PIN_NAME.exec(name);
            if (match === null)
                continue;
            if (alive(Number(match[2])))
                keys.add(match[1]);
            else
                await (0,promises_.unlink)((0,external_node_path_.join)(this.folder, name)).catch(() => undefined);
        }
        return keys;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/eval/trees/stamp.ts
/**
 * What names and vouches for one cached tree (pure). The key is the tree and everything its laid-out
 * ownership depends on: the account's and the gate's ids and the protected set, so a tree cached for
 * another account or another protected set is never the lower layer of this run; a tree's submodules
 * written into it (src/git/submodules.ts) are part of its key too. The stamp is the
 * last file written into an entry: an entry without a stamp that matches its key was never finished.
 */

function treeKey(parts) {
    const submodules = [...(parts.submodules ?? [])].sort();
    const canonical = JSON.stringify([
        parts.tree,
        parts.account.uid,
        parts.account.gid,
        parts.gate.uid,
        parts.gate.gid,
        [...new Set(parts.protectedPaths)].sort(),
        ...(submodules.length === 0 ? [] : [submodules]),
    ]);
    return (0,external_node_crypto_.createHash)('sha256').update(canonical).digest('hex');
}
/** An entry's key is its folder's name. */
const ENTRY_NAME = /^[0-9a-f]{64}$/;
/** 2: a full entry keeps its tree's index beside the tree (an entry of 1 has none: it is rebuilt). */
const STAMP_VERSION = 2;
function stampText(stamp) {
    return `${JSON.stringify({ v: STAMP_VERSION, ...stamp })}\n`;
}
function readStamp(text) {
    try {
        const value = JSON.parse(text);
        const { v, key, tree, base } = value;
        if (v !== STAMP_VERSION || typeof key !== 'string' || !ENTRY_NAME.test(key) || typeof tree !== 'string')
            return null;
        if (!/^[0-9a-f]{40,64}$/.test(tree))
            return null;
        if (base !== null && (typeof base !== 'string' || !ENTRY_NAME.test(base)))
            return null;
        return { key, tree, base };
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./src/eval/trees/cache.ts
/**
 * The checkout cache (issue 21): one laid-out tree per (tree, account, gate, protected set), in the git
 * folder at `arbor-gate/trees/<key>/`, written once by the gate with the ownership plan isolation uses
 * (ownership.ts), so that each run only mounts a view of it (overlay.ts) instead of checking out and
 * chowning the repository again. A tree whose commit's first parent is cached is written as a layer
 * over that parent's full tree (layer.ts): the candidate over trunk costs its diff.
 *
 * Trust is structural, never a content hash (which would cost the checkout again): the cache root is
 * the gate's, mode 0700 (the account can reach nothing in it), every entry is the gate's, 0700, and
 * holds a stamp, written last, that names its key and tree. A root the account (or anyone but the
 * gate) could have written is discarded whole; an entry whose stamp does not match is discarded; both
 * are rebuilt. Entries are built in a staging folder and renamed into place, so a reader never sees
 * half of one. Bounded (`tree-cache`, a count): eviction.ts.
 */












/** The cache's folder in the repository's shared git folder. */
async function cacheRoot(repo) {
    return (0,external_node_path_.join)(await repo.commonDir(), 'arbor-gate', 'trees');
}
/** Reads `cat-file --batch-check` answers for `c^{tree}`, `c^1^{commit}`, `c^1^{tree}` (pure). */
function parseLineage(out, commit) {
    const [tree, parent, parentTree] = out.split('\n').map((line) => line.trim());
    const sha = (value) => value !== undefined && /^[0-9a-f]{40,64}$/.test(value) ? value : null;
    const found = sha(tree);
    if (found === null)
        throw new errors/* InfraError */.Ri(`tree cache: no tree for ${commit}: ${JSON.stringify(out)}`);
    const commitOf = sha(parent);
    const treeOf = sha(parentTree);
    return {
        tree: found,
        parent: commitOf === null || treeOf === null ? null : { commit: commitOf, tree: treeOf },
    };
}
/** The tree and first parent of `commit` in one git process (three rev-parses before). */
async function lineageOf(repo, commit) {
    if (!/^[0-9a-f]{40,64}$/.test(commit))
        throw new errors/* InfraError */.Ri(`tree cache: not a commit id: ${commit}`);
    const input = `${commit}^{tree}\n${commit}^1^{commit}\n${commit}^1^{tree}\n`;
    const out = await repo.runBytes(['cat-file', '--batch-check=%(objectname)'], { input });
    const lineage = parseLineage(out.toString('utf8'), commit);
    // The judgement asks for both trees again (the candidate's and trunk's): known now, asked of no git.
    (0,known/* rememberTree */.e5)(commit, lineage.tree);
    if (lineage.parent !== null)
        (0,known/* rememberTree */.e5)(lineage.parent.commit, lineage.parent.tree);
    return lineage;
}
/** Lines of /proc/self/mountinfo naming `root`: the overlay mounts whose layers are in the cache. */
async function liveKeys(root) {
    const info = await (0,promises_.readFile)('/proc/self/mountinfo', 'utf8').catch(() => '');
    const keys = new Set();
    for (const match of info.matchAll(new RegExp(`${root.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/([0-9a-f]{64})/`, 'g'))) {
        keys.add(match[1]);
    }
    return keys;
}
/** The submodules written into a tree, as its key names them (`path@commit`, sorted). */
function writtenSubmodules(submodules) {
    return submodules
        .filter((s) => s.present)
        .map((s) => `${s.path}@${s.commit}`)
        .sort();
}
class TreeCache {
    options;
    root;
    /** Keys this gate is using right now (mounted or about to be): never evicted. */
    inUse = new Map();
    /** The same, seen by every gate on this repository (pins.ts). */
    pins;
    constructor(options, root) {
        this.options = options;
        this.root = root;
        this.pins = new Pins(root);
    }
    /**
     * Opens the cache, making its root when there is none and discarding one that fails the structural
     * check. Null when its folder cannot stand in a mount's options (the caller falls back).
     */
    static async open(options) {
        const root = await cacheRoot(options.repo);
        if (!(0,eval_isolation/* plainPath */.s1)(root))
            return null;
        const cache = new TreeCache(options, root);
        await cache.ensureRoot();
        return cache;
    }
    async ensureRoot() {
        const { gate, privilege, log } = this.options;
        const stat = await (0,promises_.lstat)(this.root).catch(() => null);
        if (stat !== null) {
            const why = !stat.isDirectory()
                ? 'not a folder'
                : stat.uid !== gate.uid
                    ? `owned by uid ${stat.uid}, not the gate's ${gate.uid}`
                    : (stat.mode & 0o7777) !== 0o700
                        ? `mode ${(stat.mode & 0o7777).toString(8)}, not 700`
                        : null;
            if (why === null)
                return;
            log(`tree cache: ${this.root} discarded (${why}: the evaluation account could have written it)`);
            await (0,eval_isolation/* removeAsRoot */.x0)(privilege, [this.root]);
        }
        await (0,promises_.mkdir)((0,external_node_path_.join)(this.root, '..'), { recursive: true });
        try {
            await (0,promises_.mkdir)(this.root, { mode: 0o700 });
        }
        catch (error) {
            // Another run of this repository (a queue's slot) made it first: check the one it made.
            if (error.code !== 'EEXIST' || stat !== null)
                throw error;
            await this.ensureRoot();
        }
    }
    /** The key of `commit`'s tree (with the submodules it gets) and those submodules. */
    async keyOf(commit, tree) {
        const { account, gate, protectedPaths } = this.options;
        const submodules = (await this.options.submodules?.(commit)) ?? [];
        const written = writtenSubmodules(submodules);
        return { key: treeKey({ tree, account, gate, protectedPaths, submodules: written }), submodules };
    }
    /**
     * How a tree is built when it is not cached: over its first parent's when both get the same
     * submodules written in (the layer shows the base's folders), else as a checkout of its own.
     */
    async buildAs(lineage, submodules) {
        const { parent } = lineage;
        if (parent === null)
            return null;
        const base = (await this.options.submodules?.(parent.commit)) ?? [];
        return writtenSubmodules(base).join('\0') === writtenSubmodules(submodules).join('\0')
            ? parent
            : { checkout: true };
    }
    /** The entry's stamp when the entry is whole and the gate's, else null. */
    async verified(key, tree) {
        const { gate } = this.options;
        const entry = (0,external_node_path_.join)(this.root, key);
        const [folder, stampStat, layer, index] = await Promise.all(['', 'stamp', 'tree', 'index'].map((name) => (0,promises_.lstat)((0,external_node_path_.join)(entry, name)).catch(() => null)));
        if (folder === null || stampStat === null || layer === null || layer === undefined)
            return null;
        if (!folder?.isDirectory() || folder.uid !== gate.uid || (folder.mode & 0o7777) !== 0o700)
            return null;
        if (!stampStat?.isFile() || stampStat.uid !== gate.uid || (stampStat.mode & 0o022) !== 0)
            return null;
        if (!layer.isDirectory())
            return null;
        const stamp = readStamp(await (0,promises_.readFile)((0,external_node_path_.join)(entry, 'stamp'), 'utf8'));
        if (stamp === null || stamp.key !== key || (tree !== null && stamp.tree !== tree))
            return null;
        // A full entry keeps its tree's index (layers start from it): without it, it is not whole.
        if (stamp.base === null && (index?.isFile() !== true || index.uid !== gate.uid))
            return null;
        if (stamp.base !== null && (await this.verified(stamp.base, null))?.base !== null)
            return null;
        return stamp;
    }
    /**
     * The view of `commit`'s tree, built into the cache when it is not there; `release` when the run's
     * view is unmounted. `evicted` settles when what went past the bound is removed: that removal runs
     * beside the evaluation instead of before it (its error, if any, is the value, for the run's end).
     */
    async viewOf(commit) {
        const lineage = await lineageOf(this.options.repo, commit);
        const { tree } = lineage;
        const { key, submodules } = await this.keyOf(commit, tree);
        const drops = [];
        const release = () => drops.splice(0).forEach((drop) => drop());
        try {
            let stamp = await this.heldAndVerified(key, tree, drops);
            stamp ??= await this.rebuild({
                commit,
                tree,
                key,
                how: await this.buildAs(lineage, submodules),
                submodules,
            });
            const now = new Date();
            await (0,promises_.utimes)((0,external_node_path_.join)(this.root, key, 'stamp'), now, now);
            const evicted = this.evict().then(() => null, (error) => error);
            const base = stamp.base;
            const lower = [(0,external_node_path_.join)(this.root, key, 'tree'), ...(base === null ? [] : [(0,external_node_path_.join)(this.root, base, 'tree')])];
            return { view: { lower }, release, evicted };
        }
        catch (error) {
            release();
            throw error;
        }
    }
    /**
     * Holds `key` before verifying it, under the cache's lock: an eviction by another gate either ran
     * before (the entry is then missing and rebuilt) or sees the pin, and keeps the entry and its base.
     */
    heldAndVerified(key, tree, drops) {
        return this.pins.locked(async () => {
            drops.push(await this.hold(key));
            return this.verified(key, tree);
        });
    }
    /** Keeps `key` from eviction, by this gate and every other (pins.ts); resolves to what lets it go. */
    async hold(key) {
        const unpin = await this.pins.pin(key);
        this.inUse.set(key, (this.inUse.get(key) ?? 0) + 1);
        let dropped = false;
        return () => {
            if (dropped)
                return;
            dropped = true;
            unpin();
            const count = (this.inUse.get(key) ?? 1) - 1;
            if (count === 0)
                this.inUse.delete(key);
            else
                this.inUse.set(key, count);
        };
    }
    async discard(key) {
        const entry = (0,external_node_path_.join)(this.root, key);
        if ((await (0,promises_.lstat)(entry).catch(() => null)) === null)
            return;
        this.options.log(`tree cache: ${key.slice(0, 12)} discarded (not whole, or not the gate's)`);
        await (0,eval_isolation/* removeAsRoot */.x0)(this.options.privilege, [entry]);
    }
    /**
     * The full entry a layer for `commit` goes over: its first parent's tree (trunk, for a candidate),
     * cached as a checkout first when it is not there, so that every later branch from the same trunk
     * costs its diff. Null for a root commit (a checkout of its own).
     */
    async baseFor(parent, drops) {
        const { tree } = parent;
        const { key, submodules } = await this.keyOf(parent.commit, tree);
        const stamp = (await this.heldAndVerified(key, tree, drops)) ??
            (await this.rebuild({ commit: parent.commit, tree, key, how: { checkout: true }, submodules }));
        if (stamp.base === null)
            return { key, tree };
        const full = await this.verified(stamp.base, null);
        return full === null ? null : { key: stamp.base, tree: full.tree };
    }
    async rebuild(entry) {
        await this.discard(entry.key);
        return this.build(entry);
    }
    /**
     * Writes the entry `key` of `commit`'s tree: a checkout (with its present submodules written in), or
     * a layer over its first parent's (baseFor).
     */
    async build({ commit, tree, key, how, submodules }) {
        const { privilege, account, gate, protectedPaths, log } = this.options;
        const staging = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.root, '.building-'));
        const layer = (0,external_node_path_.join)(staging, 'tree');
        const drops = [];
        try {
            const over = how === null || 'checkout' in how ? null : await this.baseFor(how, drops);
            try {
                const base = over === null ? null : await this.layerOver(over, tree, layer, staging);
                if (base === null) {
                    await this.checkOut(commit, layer, staging);
                    await (0,git_submodules/* writeSubmodules */.LY)(this.options.repo, submodules, layer, staging);
                    // Before the ownership plan: `.git` is then the gate's, and so is the root (sticky), which a
                    // gate without root could not write into once the account owns it.
                    await (0,promises_.writeFile)((0,external_node_path_.join)(layer, '.git'), eval_isolation/* NO_GIT */.D7, { mode: 0o644 });
                }
                await (0,eval_isolation/* ownTree */.re)(privilege, layer, protectedPaths, { gate, account });
                if (base !== null)
                    await mirrorFolders(privilege, layer, (0,external_node_path_.join)(this.root, base.key, 'tree'));
                const stamp = { key, tree, base: base?.key ?? null };
                await (0,promises_.writeFile)((0,external_node_path_.join)(staging, 'stamp'), stampText(stamp), { mode: 0o644 });
                await (0,promises_.rename)(staging, (0,external_node_path_.join)(this.root, key)).catch(async (error) => {
                    // Another gate finished the same tree first: theirs is as good.
                    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST')
                        throw error;
                    await (0,eval_isolation/* removeAsRoot */.x0)(privilege, [staging]);
                });
                log(`tree cache: ${tree.slice(0, 12)} cached ${base === null ? 'as a checkout' : `as its diff over ${base.tree.slice(0, 12)}`}`);
                return stamp;
            }
            finally {
                drops.forEach((drop) => drop());
            }
        }
        catch (error) {
            await (0,eval_isolation/* removeAsRoot */.x0)(privilege, [staging]).catch(() => undefined);
            throw error;
        }
    }
    /**
     * Writes `tree` into `layer` as its diff over the full entry `base`; null (and `layer` gone) when it
     * cannot be (a deleted path mknod cannot name): the tree is then cached as a checkout of its own.
     */
    async layerOver(base, tree, layer, staging) {
        try {
            await (0,promises_.mkdir)(layer);
            const baseIndex = { tree: base.tree, index: (0,external_node_path_.join)(this.root, base.key, 'index') };
            await writeLayer(this.options.repo, this.options.privilege, baseIndex, tree, layer, staging);
            return base;
        }
        catch (error) {
            this.options.log(`tree cache: ${tree.slice(0, 12)} not as a diff (${error.message})`);
            await (0,eval_isolation/* removeAsRoot */.x0)(this.options.privilege, [layer]);
            return null;
        }
    }
    /**
     * `commit`'s files written into the empty folder `path` as `git worktree add` writes them, without
     * a worktree (none to register, remove or prune): git's index of the tree in the entry (`scratch`,
     * beside `path`: kept, the index every layer over this tree starts from), then git's own parallel
     * checkout of every entry with `path` as the work tree, so the attributes that apply are the tree's
     * own, as in a worktree.
     */
    async checkOut(commit, path, scratch) {
        const { repo } = this.options;
        // checkout-index writes into the work tree it runs in: git's folder named, `path` as the work tree.
        const env = {
            GIT_INDEX_FILE: (0,external_node_path_.join)(scratch, 'index'),
            GIT_DIR: await repo.commonDir(),
            GIT_WORK_TREE: path,
        };
        await (0,promises_.mkdir)(path);
        await repo.run([...WHOLE_INDEX, 'read-tree', '--end-of-options', commit], env);
        await repo.run(['-C', path, ...parallelCheckout(), 'checkout-index', '--all'], env);
    }
    async evict() {
        if ((await (0,promises_.readdir)(this.root)).filter((name) => ENTRY_NAME.test(name)).length <= this.options.bound)
            return;
        // Under the cache's lock: what is pinned is read and what goes is moved aside in one step (pins.ts).
        const moved = await this.pins.locked(async () => {
            const names = (await (0,promises_.readdir)(this.root)).filter((name) => ENTRY_NAME.test(name));
            const entries = [];
            for (const name of names) {
                const stamp = await this.verified(name, null);
                const used = (await (0,promises_.lstat)((0,external_node_path_.join)(this.root, name, 'stamp')).catch(() => null))?.mtimeMs ?? 0;
                entries.push({ key: name, base: stamp?.base ?? null, used: stamp === null ? 0 : used });
            }
            const live = new Set([
                ...this.inUse.keys(),
                ...(await this.pins.pinned()),
                ...(await liveKeys(this.root)),
            ]);
            const gone = evictions(entries, live, this.options.bound);
            const aside = [];
            for (const name of gone) {
                const path = (0,external_node_path_.join)(this.root, `.evicted-${name}-${process.pid}`);
                await (0,promises_.rename)((0,external_node_path_.join)(this.root, name), path);
                aside.push(path);
            }
            return aside;
        });
        if (moved.length === 0)
            return;
        this.options.log(`tree cache: ${moved.length} tree(s) evicted (bound ${this.options.bound})`);
        await (0,eval_isolation/* removeAsRoot */.x0)(this.options.privilege, moved);
    }
}
/**
 * Gives each folder of the layer that the base also has the base folder's owner and mode: merged, a
 * folder's attributes are the top layer's, so a layer's folder must not open a sealed one of the base.
 */
async function mirrorFolders(privilege, layer, base) {
    const folders = [''];
    const walk = async (rel) => {
        for (const entry of await (0,promises_.readdir)((0,external_node_path_.join)(layer, rel), { withFileTypes: true })) {
            if (!entry.isDirectory())
                continue;
            const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
            folders.push(child);
            await walk(child);
        }
    };
    await walk('');
    for (const rel of folders) {
        const from = await (0,promises_.lstat)((0,external_node_path_.join)(base, rel)).catch(() => null);
        if (from?.isDirectory() !== true)
            continue;
        await (0,tools/* setOwnerAndMode */.mI)(privilege, (0,external_node_path_.join)(layer, rel), from, from.mode).catch((error) => {
            throw new errors/* InfraError */.Ri(`tree cache: ${error.message}`);
        });
    }
}

;// CONCATENATED MODULE: ./src/gate/trees/views.ts
/**
 * Where each evaluation run's worktree comes from (issue 21): a fresh copy-on-write view of the cached
 * tree (src/eval/trees, mounted by the sandbox: src/eval/isolation/overlay.ts) when the run is isolated
 * and the machine can mount one, else a fresh checkout of its own (src/git/worktree.ts). Either way
 * the run starts from exactly the evaluated tree, at the same kind of path, and nothing it writes is
 * seen by the next run. Either way the submodules the checkout has initialised are in it, at the
 * commits the tree records (src/git/submodules.ts), and each one that is not is said once. The fallback is said once on stderr and in the verdict's warnings.
 */









class EvaluationTrees {
    repo;
    factory;
    isolation;
    bound;
    rights;
    fallback;
    log;
    caches = new Map();
    /** Each commit's submodules, looked up once per gate run. */
    submodules = new Map();
    /** The absent submodules already said (one line each per gate run). */
    saidAbsent = new Set();
    constructor(repo, factory, isolation, bound, rights, 
    /** Why runs are checked out instead of viewed (the verdict's warning), or null. */
    fallback, log) {
        this.repo = repo;
        this.factory = factory;
        this.isolation = isolation;
        this.bound = bound;
        this.rights = rights;
        this.fallback = fallback;
        this.log = log;
    }
    /** Decides once per gate run whether runs get views (probing one real mount), and says why not. */
    static async open(repo, factory, isolation, bound, treeCacheName, log) {
        if (bound === 0)
            return new EvaluationTrees(repo, factory, isolation, bound, null, null, log);
        // Unisolated and rootless runs cannot be given views at all: that is isolation's matter, which the verdict's
        // `isolation` (and a merge's warning) states and eval-isolation answers, so no tree-cache warning
        // (whose answer, tree-cache 0, would silence a word about isolation).
        if (isolation.viewOwners === null) {
            const why = isolation.notIsolatedBecause ??
                `the ${isolation.mode} mode mounts no overlay (bubblewrap's overlay options need 0.11 or later)`;
            log(`evaluation trees: a fresh checkout per run (${why})`);
            return new EvaluationTrees(repo, factory, isolation, bound, null, null, log);
        }
        const found = await EvaluationTrees.missing(repo, isolation);
        if (!('why' in found))
            return new EvaluationTrees(repo, factory, isolation, bound, found, null, log);
        const fallback = `each evaluation run got a fresh checkout of its own, not a copy-on-write view of a cached tree ` +
            `(${found.why}); set ${treeCacheName} 0 to say that is intended`;
        log(`evaluation trees: ${fallback}`);
        return new EvaluationTrees(repo, factory, isolation, bound, null, fallback, log);
    }
    static async missing(repo, isolation) {
        const owners = isolation.viewOwners;
        const parent = isolation.worktreeParent;
        if (parent === null)
            return { why: 'no gate-owned folder for the runs' };
        const root = await cacheRoot(repo);
        if (!(0,eval_isolation/* plainPath */.s1)(parent) || !(0,eval_isolation/* plainPath */.s1)(root))
            return { why: `a path that overlayfs's options cannot hold (${parent}, ${root})` };
        const why = await (0,eval_isolation/* overlayMissingThisBoot */.lM)(owners.privilege, parent, (0,sandbox/* gateIds */.GQ)().uid);
        return why === null ? { ...owners, parent, gitDir: await repo.commonDir() } : { why };
    }
    /**
     * The submodules of `commit`'s tree (src/git/submodules.ts), each absent one said once: the same
     * for a view and a checkout.
     */
    submodulesOf(commit) {
        let found = this.submodules.get(commit);
        if (found === undefined) {
            found = (0,git_submodules/* submodulesOf */.Pu)(this.repo, commit).then((submodules) => {
                for (const submodule of submodules) {
                    if (submodule.present || this.saidAbsent.has(submodule.path))
                        continue;
                    this.saidAbsent.add(submodule.path);
                    this.log(`submodule ${submodule.path} is absent from the evaluated tree (an empty folder): ${submodule.why}`);
                }
                return submodules;
            });
            this.submodules.set(commit, found);
        }
        return found;
    }
    /** The worktree of one run of `commit` (`label` names its folder; `watch`: the protected paths). */
    async runTree(commit, label, watch) {
        const cache = this.rights === null ? null : await this.cacheFor(this.rights, watch);
        if (cache === null || this.rights === null) {
            const worktree = await TempWorktree.create(this.repo, commit, label, this.factory, this.isolation.worktreeParent ?? undefined);
            try {
                await (0,git_submodules/* writeSubmodules */.LY)(this.repo, await this.submodulesOf(commit), worktree.path, worktree.folder);
            }
            catch (error) {
                await worktree.remove();
                throw error;
            }
            return worktree;
        }
        const { view, release, evicted } = await cache.viewOf(commit);
        const folder = await (0,promises_.realpath)(await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.rights.parent, `arbor-gate-${label}-`)));
        const path = (0,external_node_path_.join)(folder, 'worktree');
        let removal = null;
        const remove = () => (removal ??= (async () => {
            unregister();
            release();
            await removeRunFolder(folder);
            const failed = await evicted;
            if (failed !== null)
                throw failed;
        })());
        const unregister = (0,cleanup/* registerCleanup */.qE)(remove);
        try {
            await (0,promises_.mkdir)(path, { mode: 0o755 });
        }
        catch (error) {
            await remove();
            throw error;
        }
        return { folder, path, view, gitDir: this.rights.gitDir, [Symbol.asyncDispose]: remove };
    }
    cacheFor(rights, watch) {
        const id = JSON.stringify([...watch].sort());
        let cache = this.caches.get(id);
        if (cache === undefined) {
            cache = TreeCache.open({
                repo: this.repo,
                bound: this.bound,
                privilege: rights.privilege,
                account: rights.account,
                gate: (0,sandbox/* gateIds */.GQ)(),
                protectedPaths: watch,
                log: this.log,
                submodules: (commit) => this.submodulesOf(commit),
            });
            this.caches.set(id, cache);
        }
        return cache;
    }
}
/**
 * The run's folder once its view is unmounted and the sandbox has removed what the account owned in it:
 * empty folders are left, so Node's own removal is enough (no `rm` to spawn); anything it cannot remove
 * goes through removeTree's escalation.
 */
async function removeRunFolder(folder) {
    try {
        await (0,promises_.rm)(folder, { recursive: true, force: true });
    }
    catch {
        await (0,remove_tree/* removeTree */.d)(folder);
    }
}


/***/ }),

/***/ 80134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A$: () => (/* binding */ findTrunkCheckout),
/* harmony export */   Dz: () => (/* binding */ requireFollowable),
/* harmony export */   u1: () => (/* binding */ followTrunk)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/**
 * Arbor's own local layout: its orchestrator runs with the trunk branch checked out in the project. A
 * merge moves that checkout along like `git merge --ff-only` would: refused beforehand (exit 2, naming
 * the files) when it holds uncommitted changes to tracked files or untracked files where the merge puts
 * files, so nothing is ever overwritten, and brought along (index and files) right after the branch
 * moved.
 */



/** How many file names a refusal lists before "and N more". */
const LISTED = 10;
/** The worktree (its folder) that has `branch` checked out, or null when none has. */
async function findTrunkCheckout(repo, branch) {
    const holder = (await repo.worktreeList()).find((w) => w.branch === `refs/heads/${branch}`);
    return holder?.path ?? null;
}
function listed(paths) {
    const shown = paths.slice(0, LISTED).map((p) => JSON.stringify(p));
    return paths.length > LISTED ? `${shown.join(', ')} and ${paths.length - LISTED} more` : shown.join(', ');
}
/** Paths that `next` has and trunk does not: an untracked file there would be overwritten. */
async function pathsAdded(repo, trunk, next) {
    return (await repo.diffRaw(trunk.sha, next))
        .filter((e) => e.status === 'A' || e.status === 'R' || e.status === 'C')
        .map((e) => e.path);
}
async function exists(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).then(() => true, () => false);
}
/**
 * Throws a UserError when the checkout at `path` (trunk checked out) cannot follow trunk from
 * `trunk.sha` to `next` without touching uncommitted work.
 */
async function requireFollowable(repo, factory, path, trunk, next) {
    const changed = await factory(path).changedTrackedPaths();
    const where = `the trunk branch ${trunk.branch} is checked out in ${path}`;
    const advice = 'the gate moves a checked-out trunk only when nothing of yours is in the way: commit or stash them (or switch that checkout to another branch) and run again';
    if (changed.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${where} with uncommitted changes to ${listed(changed.map((c) => c.path))}; ${advice}`);
    }
    const inTheWay = [];
    for (const added of await pathsAdded(repo, trunk, next)) {
        if (await exists((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, added)))
            inTheWay.push(added);
    }
    if (inTheWay.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${where} and holds untracked ${listed(inTheWay)}, which the merge adds; ${advice}`);
    }
}
/**
 * After trunk moved from `from` to `to`: brings the checkout's index and files along. Returns a warning
 * (the branch has moved, its files have not) when git refused, e.g. for a file edited meanwhile.
 */
async function followTrunk(factory, path, from, to) {
    try {
        await factory(path).fastForwardCheckout(from, to);
        return null;
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        return (`the checkout of trunk in ${path} still has the files of ${from.slice(0, 12)} (git refused to update them: ${why}); ` +
            `nothing of yours was changed. Bring them along with: git -C ${path} read-tree -m -u ${from} ${to}`);
    }
}


/***/ }),

/***/ 8097:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Il: () => (/* binding */ loadLocalTree),
/* harmony export */   Mc: () => (/* binding */ treeNotFound),
/* harmony export */   d0: () => (/* binding */ loadTrunkTree)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _session_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37732);
/* harmony import */ var _session_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51419);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2456);
/**
 * Where the gate reads the idea tree from: the trusted side, never the branch under evaluation.
 * The trunk branch's committed copy wins when the tree is tracked there; otherwise the local session
 * folder (CLI mode, where `.arbor/` is usually untracked). Without --run-name, a single session (on
 * trunk, else locally) is used; with none or several, there is no tree and flags + defaults apply.
 */





const TREE_IN_SESSION = '.coordinator/idea_tree.json';
function repoTreePath(prefix, runName) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(prefix, '.arbor/sessions', runName, TREE_IN_SESSION);
}
async function localSessionsWithTree(cwd) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, _session_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .SESSIONS_DIR */ .Ko);
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true }).catch(() => []);
    const withTree = await Promise.all(names
        .filter((entry) => entry.isDirectory())
        .map(async (entry) => {
        const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name, '.coordinator')).catch(() => []);
        return found.includes('idea_tree.json') ? entry.name : null;
    }));
    return withTree.filter((name) => name !== null);
}
async function trunkSessionsWithTree(git, commit, prefix) {
    const sessions = await git.lsTreeDir(commit, node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(prefix, '.arbor/sessions'));
    const withTree = await Promise.all(sessions
        .filter((entry) => entry.type === 'tree')
        .map(async (entry) => {
        const name = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(entry.path);
        const tree = await git.lsTreeEntry(commit, repoTreePath(prefix, name));
        return tree?.type === 'blob' ? name : null;
    }));
    return withTree.filter((name) => name !== null);
}
/** The local session tree, if any (the named one, or the only one). */
async function loadLocalTree(location) {
    const available = await localSessionsWithTree(location.cwd);
    const runName = location.runName ?? (available.length === 1 ? available[0] : null);
    if (runName === null || !available.includes(runName))
        return noTree(location, runName);
    const paths = (0,_session_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .sessionPaths */ .NE)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(location.cwd, _session_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .SESSIONS_DIR */ .Ko, runName));
    return {
        tree: await (0,_session_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .readTreeFile */ .xt)(paths.tree),
        origin: 'local',
        runName,
        sessionDir: paths.dir,
        repoPath: repoTreePath(location.prefix, runName),
        label: paths.tree,
    };
}
/**
 * The tree as committed on the trunk branch at `trunkCommit`, or null when trunk does not track it.
 * `runName` null: the only session tracked on trunk, if there is exactly one.
 */
async function loadTrunkTree(git, trunkBranch, trunkCommit, location) {
    const names = location.runName !== null
        ? [location.runName]
        : await trunkSessionsWithTree(git, trunkCommit, location.prefix);
    if (names.length !== 1)
        return null;
    const runName = names[0];
    const repoPath = repoTreePath(location.prefix, runName);
    const text = await git.showFile(trunkCommit, repoPath);
    if (text === null)
        return null;
    const label = `${trunkBranch}:${repoPath}`;
    return {
        tree: (0,_session_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .parseTreeJson */ .cC)(text.toString('utf8'), label),
        origin: 'trunk',
        runName,
        sessionDir: (0,_session_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .sessionPaths */ .NE)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(location.cwd, _session_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .SESSIONS_DIR */ .Ko, runName)).dir,
        repoPath,
        label,
    };
}
/**
 * No tree where the gate looked: the label names each place (trunk's committed copy, when a trunk
 * was named, and the local session folder), so the message that says so names the ref and path read.
 */
function treeNotFound(tree, location, trunkBranch) {
    const run = tree.runName ?? location.runName ?? '*';
    const places = [
        ...(trunkBranch === null ? [] : [`${trunkBranch}:${repoTreePath(location.prefix, run)}`]),
        (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(location.cwd, _session_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .SESSIONS_DIR */ .Ko, run, TREE_IN_SESSION),
    ];
    return { ...tree, label: `${_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_TREE */ .hZ} at ${places.join(' or ')}` };
}
function noTree(location, runName) {
    return {
        tree: null,
        origin: 'none',
        runName,
        sessionDir: runName === null ? null : (0,_session_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .sessionPaths */ .NE)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(location.cwd, _session_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .SESSIONS_DIR */ .Ko, runName)).dir,
        repoPath: runName === null ? null : repoTreePath(location.prefix, runName),
        label: _settings_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_TREE */ .hZ,
    };
}


/***/ }),

/***/ 65501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LY: () => (/* binding */ writeSubmodules),
/* harmony export */   Pu: () => (/* binding */ submodulesOf),
/* harmony export */   Yb: () => (/* binding */ presentPaths)
/* harmony export */ });
/* unused harmony exports parseSubmodulePaths, usableName, parseGitlinks */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_terminal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24702);
/**
 * Submodules in an evaluated tree (issue 35 item 4). A submodule the user's checkout has initialised
 * (its repository at `<git dir>/modules/<name>`) is written into the tree at the commit the tree
 * records, from that repository's own objects: nothing is ever fetched, not from the URL the tree's
 * `.gitmodules` names (the branch's to write) nor from a promisor remote. A submodule that is not
 * initialised, or whose recorded commit its repository lacks, stays an empty folder, and its absence
 * is said. No `.git` of the submodule is written: the evaluation sees its files, never a repository.
 *
 * The `.gitmodules` of the evaluated tree only maps a gitlink's path to a name; a name is taken only
 * when git itself would take it (no `..` component, not absolute), so it names a folder under
 * `modules/` and nothing else. The gitlinks themselves are trunk's: the static checks refuse a branch
 * that changes one (src/gate/paths/protected.ts).
 */



const GITLINK = '160000';
/** `git config -z --get-regexp` output (`key\nvalue\0`...): each submodule name with its path. Pure. */
function parseSubmodulePaths(out) {
    const byPath = new Map();
    for (const record of out.split('\0')) {
        const newline = record.indexOf('\n');
        if (newline === -1)
            continue;
        const key = record.slice(0, newline);
        const match = /^submodule\.(.+)\.path$/s.exec(key);
        if (match !== null)
            byPath.set(record.slice(newline + 1), match[1]);
    }
    return byPath;
}
/** Whether git would use `name` as a submodule's name (its folder under `modules/`). Pure. */
function usableName(name) {
    if (name === '' || name.startsWith('/') || name.includes('\\') || (0,_util_terminal_js__WEBPACK_IMPORTED_MODULE_2__/* .findControlCharacter */ .Am)(name) !== null)
        return false;
    return !name.split('/').some((part) => part === '..' || part === '.' || part === '');
}
/** `git ls-tree -z` records (`<mode> <type> <sha>\t<path>\0`...): the gitlinks among them. Pure. */
function parseGitlinks(out) {
    const links = [];
    for (const record of out.split('\0')) {
        const match = /^(\d{6}) \w+ ([0-9a-f]{40,64})\t(.+)$/s.exec(record);
        if (match !== null && match[1] === GITLINK)
            links.push({ path: match[3], commit: match[2] });
    }
    return links;
}
async function isFolder(path) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null))?.isDirectory() === true;
}
/** Git run on a submodule's repository: never a lazy fetch, whatever its config says. */
const NO_FETCH = { GIT_NO_LAZY_FETCH: '1' };
/** Why `commit` cannot be written from the repository at `gitDir` without fetching; null: it can. */
async function missingFrom(repo, gitDir, commit) {
    const env = { ...NO_FETCH, GIT_DIR: gitDir };
    const promisor = await repo
        .run(['config', '-z', '--get-regexp', '^(extensions\\.partialclone|remote\\..*\\.promisor)$'], env)
        .catch(() => '');
    // A partial clone fetches what it lacks as it reads (git before 2.44 has no switch to stop that).
    if (promisor !== '')
        return `${gitDir} is a partial clone, whose missing objects git would fetch`;
    const found = await repo.run(['cat-file', '-t', `${commit}^{commit}`], env).catch(() => null);
    return found === null ? `its commit ${commit.slice(0, 12)} is not in ${gitDir}` : null;
}
/**
 * The gitlinks of `commit`'s tree, each present (initialised in the checkout, its commit there) or
 * absent with the reason. Empty for a tree without `.gitmodules`.
 */
async function submodulesOf(repo, commit) {
    const listed = await repo
        .run(['config', '-z', '--blob', `${commit}:.gitmodules`, '--get-regexp', '^submodule\\..*\\.path$'])
        .catch(() => '');
    const names = parseSubmodulePaths(listed);
    if (names.size === 0)
        return [];
    const tree = await repo.run(['ls-tree', '-z', '--end-of-options', commit, '--', ...names.keys()]);
    const modules = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(await repo.commonDir(), 'modules');
    const found = [];
    for (const { path, commit: recorded } of parseGitlinks(tree)) {
        const name = names.get(path);
        const gitDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(modules, name);
        const absent = (why) => found.push({ path, commit: recorded, present: false, why });
        if (!usableName(name))
            absent(`its name in .gitmodules is not one git accepts`);
        else if (!(await isFolder(gitDir)))
            absent(`it is not initialised in the checkout (no ${gitDir})`);
        else {
            const missing = await missingFrom(repo, gitDir, recorded);
            if (missing !== null)
                absent(missing);
            else
                found.push({ path, commit: recorded, present: true, gitDir });
        }
    }
    return found;
}
/** What the evaluator id says of a tree's submodules: the paths written into it, sorted. Pure. */
function presentPaths(submodules) {
    return submodules
        .filter((s) => s.present)
        .map((s) => s.path)
        .sort();
}
/**
 * Writes each present submodule's files at its recorded commit into `root/<path>` (the empty folder a
 * checkout leaves), from its own repository, with an index of its own in `scratch` (a folder of the
 * gate's, removed after); git's own checkout, so the submodule's attributes apply.
 */
async function writeSubmodules(repo, submodules, root, scratch) {
    for (const submodule of submodules) {
        if (!submodule.present)
            continue;
        const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(scratch, 'submodule-'));
        try {
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, submodule.path);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
            const env = {
                ...NO_FETCH,
                GIT_DIR: submodule.gitDir,
                GIT_INDEX_FILE: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, 'index'),
                GIT_WORK_TREE: target,
            };
            await repo.run(['read-tree', '--end-of-options', submodule.commit], env);
            await repo.run(['-C', target, 'checkout-index', '--all'], env);
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(folder, { recursive: true, force: true });
        }
    }
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


/***/ }),

/***/ 58043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ removeTree)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83916);
/**
 * Removing a folder tree that code we do not control may have made hard to remove: an evaluation can
 * leave a folder it cannot read (`chmod 000`), a read-only folder full of files, or, running as root,
 * immutable or append-only files (`chattr +i`/`+a`). A plain recursive rm stops at the first of these,
 * and the gate would leave its temp folder (and the evaluated code) behind or lose its verdict.
 */





const run = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
/**
 * Gives the owner full access to every folder under `path` (folders only, from the top down, never
 * through a symbolic link), so that their entries can be listed and removed.
 */
async function openUp(path) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch(() => null);
    if (stats === null || !stats.isDirectory())
        return;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(path, 0o700).catch(() => undefined);
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(path).catch(() => []);
    for (const name of names)
        await openUp((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, name));
}
/** Clears the immutable and append-only flags under `path` (root only; `chattr` may be missing). */
async function clearFileFlags(path) {
    if (process.getuid?.() !== 0)
        return;
    await run('chattr', ['-R', '-f', '-i', '-a', '--', path]).catch(() => undefined);
}
/**
 * The plain removal: one `rm -rf` (which never follows a symbolic link, and on a large tree is several
 * times faster than Node's recursive rm, a few system calls per entry through its thread pool), or
 * Node's where `rm` cannot be run. Throws when something is left.
 */
async function removeAll(path) {
    try {
        await run('rm', ['-rf', '--', path]);
    }
    catch (error) {
        const { code, stderr } = error;
        if (code !== 'ENOENT')
            throw new Error(stderr?.trim().split('\n').at(-1) || error.message);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(path, { recursive: true, force: true, maxRetries: 2 });
    }
}
/**
 * Removes `path` and everything under it; nothing is followed through a symbolic link. Folders are
 * opened up (and, as root, file flags cleared) when a plain removal fails. Throws InfraError naming the
 * path when it still cannot be removed.
 */
async function removeTree(path) {
    const attempts = [
        async () => undefined,
        () => openUp(path),
        async () => {
            await clearFileFlags(path);
            await openUp(path);
        },
    ];
    let last = null;
    for (const prepare of attempts) {
        await prepare();
        try {
            await removeAll(path);
            return;
        }
        catch (error) {
            last = error;
        }
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`could not remove ${path}: ${last.message}`);
}


/***/ })

};
