export const id = 6;
export const ids = [6];
export const modules = {

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

/***/ 66037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CT: () => (/* binding */ gateMergeTrailers),
/* harmony export */   Eh: () => (/* binding */ LEDGER_LINES_TRAILER),
/* harmony export */   u8: () => (/* binding */ LEDGER_TRAILER)
/* harmony export */ });
/**
 * The trailers a gate merge commit carries (src/gate/land.ts writes them), read back for `ledger verify`
 * and `ledger show`. A commit is a gate merge when it names its evaluated tree.
 */
const LEDGER_TRAILER = 'Arbor-Ledger';
const LEDGER_LINES_TRAILER = 'Arbor-Ledger-Lines';
/** The last paragraph's `Key: value` lines (a key seen twice keeps its last value). */
function trailersOf(message) {
    const paragraphs = message.trimEnd().split(/\n\s*\n/);
    const last = paragraphs[paragraphs.length - 1] ?? '';
    const trailers = new Map();
    for (const line of last.split('\n')) {
        const match = /^([A-Za-z][A-Za-z0-9-]*): (.*)$/.exec(line);
        if (match !== null)
            trailers.set(match[1], match[2].trim());
    }
    return trailers;
}
/** The gate trailers of a commit message; null when it is no gate merge. */
function gateMergeTrailers(message) {
    const trailers = trailersOf(message);
    const tree = trailers.get('Arbor-Evaluated-Tree');
    if (tree === undefined || !/^[0-9a-f]{40}$/.test(tree))
        return null;
    const ids = trailers.get(LEDGER_LINES_TRAILER);
    return {
        evaluatedTree: tree,
        score: trailers.get('Arbor-Score') ?? null,
        node: trailers.get('Arbor-Node') ?? null,
        digest: trailers.get(LEDGER_TRAILER) ?? null,
        lineIds: ids === undefined ? [] : ids.split(/\s+/).filter((id) => id !== ''),
    };
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

/***/ 63827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jX: () => (/* binding */ refuseSymlinks),
  fR: () => (/* binding */ replaceFile),
  xy: () => (/* binding */ updateFileAtomically),
  Ux: () => (/* binding */ withFileLock),
  lo: () => (/* binding */ writeFileAtomically)
});

// UNUSED EXPORTS: writeFileUnderLock

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/proper-lockfile/index.js
var proper_lockfile = __webpack_require__(83648);
var proper_lockfile_default = /*#__PURE__*/__webpack_require__.n(proper_lockfile);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/regular-file.ts
var regular_file = __webpack_require__(61215);
;// CONCATENATED MODULE: ./src/util/write-beside.ts
/**
 * A file's new bytes put in place in one rename: written to a temp file beside it, then renamed over
 * it, so a crash or a concurrent reader never sees it half-written. The temp file is created new and
 * never through a link (O_CREAT|O_EXCL|O_NOFOLLOW: a name planted there fails the write rather than
 * redirecting it), and it is removed when any step fails.
 *
 * In place of write-file-atomic, whose rules `writeFileDurably` keeps: a symbolic link at the path is
 * written through (its target is replaced), the replaced file keeps its mode and, where the process may
 * set it, its owner, and the bytes are flushed to disk before the rename. Loading it (with its own
 * signal-exit and `worker_threads`) cost every report's start about 4 ms of CPU, and it looked every
 * path component up on its own (a JavaScript realpath) where node's native realpath is one call.
 */



let written = 0;
/** A name beside `path` that no other write (of this process or another) uses. */
function tempNameFor(path) {
    written += 1;
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}.arbor-gate-${process.pid}-${Date.now()}-${written}`);
}
/**
 * A chown or chmod the file system or the process cannot do is no failure: no such call (ENOSYS), or
 * not root (EPERM, EINVAL), as for write-file-atomic and graceful-fs.
 */
function ignorable(error) {
    const code = error.code;
    const root = process.getuid?.() === 0;
    return code === 'ENOSYS' || (!root && (code === 'EPERM' || code === 'EINVAL'));
}
/** Writes `data` to a temp file beside `path` and renames it over `path` (see the module's comment). */
async function writeBeside(path, data, options) {
    const temp = tempNameFor(path);
    let handle = null;
    try {
        handle = await (0,promises_.open)(temp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0), options.mode ?? 0o666);
        await handle.writeFile(data);
        if (options.fsync)
            await handle.sync();
        await handle.close();
        handle = null;
        const { owner, mode } = options;
        if (owner !== undefined)
            await (0,promises_.chown)(temp, owner.uid, owner.gid).catch(rethrowUnlessIgnorable);
        // The mode again, past the umask that open applied.
        if (mode !== undefined)
            await (0,promises_.chmod)(temp, mode).catch(rethrowUnlessIgnorable);
        await (0,promises_.rename)(temp, path);
    }
    catch (error) {
        await handle?.close().catch(() => undefined);
        await (0,promises_.rm)(temp, { force: true });
        throw error;
    }
}
function rethrowUnlessIgnorable(error) {
    if (!ignorable(error))
        throw error;
}
/**
 * Replaces the file at `path` (through a link there, as write-file-atomic does), keeping the replaced
 * file's mode and owner, and flushes the bytes to disk before the rename.
 */
async function writeFileDurably(path, data) {
    const target = await (0,promises_.realpath)(path).catch(() => path);
    const current = await (0,promises_.stat)(target).catch(() => null);
    await writeBeside(target, data, {
        fsync: true,
        ...(current === null
            ? {}
            : {
                mode: current.mode & 0o7777,
                ...(process.getuid === undefined ? {} : { owner: { uid: current.uid, gid: current.gid } }),
            }),
    });
}

;// CONCATENATED MODULE: ./src/util/atomic.ts
/**
 * Durable writes for files Arbor and arbor-gate may both touch: write a temp file beside the target,
 * fsync, rename (write-beside.ts), all under a lock file (proper-lockfile), so a crash or a concurrent
 * writer never leaves a torn file and no update is lost.
 */








const LOCK_OPTIONS = { realpath: false, stale: 30_000 };
/** How long to wait for another writer's lock: about 45 s in all, in growing steps. */
const LOCK_WAIT = { attempts: 200, firstMs: 10, maxMs: 250, factor: 1.2 };
/**
 * Takes the lock, waiting only while another writer holds it (ELOCKED). Any other failure (a read-only
 * or full file system, no permission) is final at once: waiting would not change it.
 */
async function acquireLock(path) {
    for (let attempt = 0;; attempt++) {
        try {
            return await proper_lockfile_default().lock(path, LOCK_OPTIONS);
        }
        catch (error) {
            const held = error.code === 'ELOCKED';
            if (!held || attempt >= LOCK_WAIT.attempts) {
                throw new errors/* InfraError */.Ri(`could not lock ${path}: ${error.message}`);
            }
            await (0,external_node_timers_promises_.setTimeout)(Math.min(LOCK_WAIT.maxMs, LOCK_WAIT.firstMs * LOCK_WAIT.factor ** attempt));
        }
    }
}
/** Throws UserError when a component of `path` below `root` (the file included) is a symbolic link. */
async function refuseSymlinks(path, root) {
    const rel = (0,external_node_path_.relative)(root, path);
    const inside = rel !== '' && !rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel);
    const parts = inside ? rel.split(external_node_path_.sep) : [(0,external_node_path_.basename)(path)];
    let current = inside ? root : (0,external_node_path_.dirname)(path);
    for (const part of parts) {
        current = (0,external_node_path_.join)(current, part);
        const stats = await (0,promises_.lstat)(current).catch((error) => {
            if (error.code === 'ENOENT')
                return null;
            throw new errors/* InfraError */.Ri(`could not check ${current}: ${error.message}`);
        });
        if (stats === null)
            return;
        if (stats.isSymbolicLink()) {
            throw new errors/* UserError */.yo(`refusing to write ${path}: ${current} is a symbolic link (the file must not be read or written through a link)`);
        }
    }
}
/** A file's text, or null when it does not exist; with `noFollow`, never through a link at its last component. */
async function readText(path, noFollow) {
    try {
        return await (0,regular_file/* readRegularText */.Aj)(path, noFollow ? (external_node_fs_.constants.O_NOFOLLOW ?? 0) : 0);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return null;
        if (code === 'ELOOP')
            throw new errors/* UserError */.yo(`refusing to read ${path}: it is a symbolic link`);
        if (error instanceof regular_file/* NotRegularFileError */.iZ)
            throw new errors/* UserError */.yo(`refusing to read ${path}: ${error.message}`);
        throw new errors/* InfraError */.Ri(`could not read ${path}: ${error.message}`);
    }
}
async function writeFileAtomically(path, data, safety = {}) {
    const root = safety.noSymlinksBelow;
    if (root !== undefined)
        await refuseSymlinks(path, root);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    if (root !== undefined)
        await refuseSymlinks(path, root);
    try {
        await writeFileDurably(path, data);
    }
    catch (error) {
        throw new errors/* InfraError */.Ri(`could not write ${path}: ${error.message}`);
    }
}
/** Runs fn while holding `${path}.lock`; the lock is released even when fn throws. */
async function withFileLock(path, fn) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const release = await acquireLock(path);
    try {
        return await fn();
    }
    finally {
        await release().catch(() => undefined);
    }
}
/**
 * Read-modify-write of a text file under its lock. `update` gets the current text (null when the file
 * does not exist) and returns the new text, or null to leave the file as it is.
 */
async function updateFileAtomically(path, update, safety = {}) {
    if (safety.noSymlinksBelow !== undefined)
        await refuseSymlinks(path, safety.noSymlinksBelow);
    return withFileLock(path, async () => {
        if (safety.noSymlinksBelow !== undefined)
            await refuseSymlinks(path, safety.noSymlinksBelow);
        const next = await update(await readText(path, safety.noSymlinksBelow !== undefined));
        if (next === null)
            return false;
        await writeFileAtomically(path, next, safety);
        return true;
    });
}
/**
 * Writes `data` whole under the file's lock, as `updateFileAtomically` with an update that ignores
 * the current text would, without reading that text first.
 */
async function writeFileUnderLock(path, data, safety = {}) {
    if (safety.noSymlinksBelow !== undefined)
        await refuseSymlinks(path, safety.noSymlinksBelow);
    await withFileLock(path, () => writeFileAtomically(path, data, safety));
}
/**
 * Replaces a file's bytes in one rename beside it (so a crash never leaves it half-written) and gives
 * it `mode`; for files outside the lock protocol (git's own config files, put back as they were).
 */
async function replaceFile(path, content, mode) {
    await writeBeside(path, content, { mode, fsync: false });
}


/***/ }),

/***/ 32430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 61215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ readRegularText),
/* harmony export */   ZU: () => (/* binding */ openRegularFile),
/* harmony export */   iZ: () => (/* binding */ NotRegularFileError)
/* harmony export */ });
/* unused harmony export readRegularFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reading a file that must be a regular file. A session folder's files (the tree, events.jsonl, the
 * run stats, the checkpoint) are whatever its writer left there, a branch's session included: a FIFO
 * there blocks a plain read forever, and a link to /dev/zero never ends one. The file is opened without
 * blocking (O_NONBLOCK opens a FIFO at once and changes nothing for a regular file) and its type is
 * checked on the open descriptor, so the file checked is the file read.
 */

/** The path is something other than a regular file (a FIFO, a device, a folder, a socket). */
class NotRegularFileError extends Error {
}
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a folder';
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isCharacterDevice())
        return 'a character device';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isSocket())
        return 'a socket';
    return 'something else';
}
/**
 * Opens `path` for reading when it is a regular file (after links, unless `flags` holds O_NOFOLLOW);
 * throws open's own error (ENOENT when missing), or one that says what the path is instead (the
 * caller names the file).
 */
async function openRegularFile(path, flags = 0) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | flags);
    try {
        const stats = await file.stat();
        if (!stats.isFile())
            throw new NotRegularFileError(`it is ${kindOf(stats)}, not a regular file`);
        return file;
    }
    catch (error) {
        await file.close();
        throw error;
    }
}
/** The whole content of a regular file at `path` (see openRegularFile). */
async function readRegularFile(path, flags = 0) {
    const file = await openRegularFile(path, flags);
    try {
        return await file.readFile();
    }
    finally {
        await file.close();
    }
}
/**
 * The text of a regular file at `path`, decoded once: FileHandle.readFile with an encoding decodes
 * chunk by chunk into a string of many pieces, a second copy of a large tree once JSON.parse flattens it.
 */
async function readRegularText(path, flags = 0) {
    return (await readRegularFile(path, flags)).toString('utf8');
}


/***/ })

};
