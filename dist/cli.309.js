export const id = 309;
export const ids = [309];
export const modules = {

/***/ 77677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fe: () => (/* binding */ remoteNotesRef),
/* harmony export */   GW: () => (/* binding */ fetchNotes),
/* harmony export */   HF: () => (/* binding */ readAllNotes),
/* harmony export */   Qp: () => (/* binding */ mergeNotes),
/* harmony export */   S2: () => (/* binding */ treesWithoutArbor),
/* harmony export */   VC: () => (/* binding */ readNote),
/* harmony export */   WT: () => (/* binding */ readNotes),
/* harmony export */   Zu: () => (/* binding */ refObject),
/* harmony export */   b$: () => (/* binding */ appendNote),
/* harmony export */   bV: () => (/* binding */ pushWithTrunk),
/* harmony export */   er: () => (/* binding */ requireNotesRef),
/* harmony export */   pM: () => (/* binding */ notesHistorySteps),
/* harmony export */   tw: () => (/* binding */ resetNotes),
/* harmony export */   uR: () => (/* binding */ pushNotes)
/* harmony export */ });
/* unused harmony exports treeWithoutArbor, listNoteBlobs, refusedRefs */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _adapter_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58555);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73507);
/**
 * The git half of the score ledger (src/ledger): notes on tree objects under one notes ref. Nothing else
 * touches notes. Notes are read by the annotated object's id (which need not exist locally: a clone has
 * the notes of trees it never computed), appended with `git notes append` (which separates appends by a
 * blank line), merged with `cat_sort_uniq` (the union of the lines), and pushed plainly or atomically
 * with trunk; a refused atomic push is told apart from git's porcelain output: trunk moved, or only the
 * notes did.
 */



const SHA = /^[0-9a-f]{40}$/;
/** Where a remote's notes are fetched to before they are merged into the local notes ref. */
function remoteNotesRef(remote) {
    return `refs/arbor-gate/notes-remote/${remote}`;
}
/** A notes ref as the settings give it: a full ref name under `refs/notes/`, else a UserError. */
function requireNotesRef(ref, label) {
    const valid = /^refs\/notes\/[A-Za-z0-9._/-]+$/.test(ref) && !ref.includes('..') && !ref.endsWith('/');
    if (!valid)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${label}: expected a ref under refs/notes/, got ${JSON.stringify(ref)}`);
    return ref;
}
function requireSha(value) {
    if (!SHA.test(value))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri(`internal: ${JSON.stringify(value)} is not an object id`);
    return value;
}
async function allowing(run, codes) {
    try {
        return await run;
    }
    catch (error) {
        if (error instanceof _adapter_js__WEBPACK_IMPORTED_MODULE_0__/* .GitCommandError */ .iR && codes.includes(error.gitExitCode))
            return null;
        throw error;
    }
}
/**
 * The tree the ledger keys a measurement by: `tree` without its top-level `.arbor` folder (Arbor's own
 * state, which differs between the evaluated tree and the landed one only in the recorded score).
 * Written with `mktree`; the tree itself when it has no `.arbor`.
 */
async function treeWithoutArbor(repo, tree) {
    const entries = parseLsTree(await repo.run(['ls-tree', '-z', requireSha(tree)]));
    if (!entries.some((e) => e.path === '.arbor'))
        return tree;
    const kept = entries.filter((e) => e.path !== '.arbor');
    const input = kept.map((e) => `${e.mode} ${e.type} ${e.sha}\t${e.path}\0`).join('');
    return (await repo.runBytes(['mktree', '-z'], { input })).toString('utf8').trim();
}
/**
 * `treeWithoutArbor` of many trees in one `cat-file --batch`: each key tree's id is computed, not
 * written (a note needs no object). A tree the repository lacks, or text that is no object id (a
 * trailer says what it likes), keys as itself.
 */
async function treesWithoutArbor(repo, trees) {
    const keys = new Map(trees.map((tree) => [tree, tree]));
    const wanted = [...new Set(trees.filter((tree) => SHA.test(tree)))];
    if (wanted.length === 0)
        return keys;
    const out = await repo.runBytes(['cat-file', '--batch'], { input: `${wanted.join('\n')}\n` });
    const raw = (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCatFileBatch */ ["if"])(out, { type: 'tree', skipMissing: true });
    for (const tree of wanted) {
        const object = raw.get(tree);
        const key = object === undefined ? null : (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .treeIdWithout */ .Qp)(object, '.arbor');
        if (key !== null)
            keys.set(tree, key);
    }
    return keys;
}
/** The note on `object` under the notes ref `ref`; '' when there is none (or no such ref: git exits 1 for both). */
async function readNote(repo, ref, object) {
    const out = await allowing(repo.run(['notes', `--ref=${ref}`, 'show', requireSha(object)]), [1]);
    return out ?? '';
}
/**
 * The notes on many objects in one `cat-file --batch`: each object is asked for at every fanout a notes
 * tree can have (`abcd…`, `ab/cd…`, `ab/cd/ef…`; git adds a level as the notes grow), and the note is the
 * blob found at the first. Objects without a note (or no ref) are absent from the map.
 */
async function readNotes(repo, ref, objects) {
    const wanted = [...new Set(objects.map(requireSha))];
    const notes = new Map();
    if (wanted.length === 0)
        return notes;
    const paths = (object) => [0, 1, 2].map((fanout) => {
        const dirs = Array.from({ length: fanout }, (_, i) => object.slice(2 * i, 2 * i + 2));
        return [...dirs, object.slice(2 * fanout)].join('/');
    });
    const input = wanted.flatMap((object) => paths(object).map((path) => `${ref}:${path} ${object}\n`));
    const out = await repo.runBytes(['cat-file', '--batch=%(objecttype) %(objectsize) %(rest)'], {
        input: input.join(''),
    });
    let at = 0;
    while (at < out.length) {
        const eol = out.indexOf(0x0a, at);
        const header = out.toString('utf8', at, eol === -1 ? out.length : eol).split(' ');
        at = eol + 1;
        // A path with no object prints only its name and `missing`.
        if (eol !== -1 && header.length === 2 && header[1] === 'missing')
            continue;
        if (eol === -1 || header.length !== 3)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri(`git cat-file --batch: unexpected output`);
        const [type = '', size = '', object = ''] = header;
        const end = at + Number(size);
        if (!/^\d+$/.test(size) || out[end] !== 0x0a)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri(`git cat-file --batch: unexpected output`);
        if (type === 'blob' && SHA.test(object) && !notes.has(object))
            notes.set(object, out.toString('utf8', at, end));
        at = end + 1;
    }
    return notes;
}
/** Every note under the notes commit `at`: annotated object id -> note blob id (one `ls-tree`). */
async function listNoteBlobs(repo, at) {
    const entries = (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLsTree */ .$v)(await repo.run(['ls-tree', '-r', '-z', requireSha(at)]));
    const notes = new Map();
    for (const entry of entries) {
        const object = entry.path.replace(/\//g, '');
        if (SHA.test(object) && entry.type === 'blob')
            notes.set(object, entry.sha);
    }
    return notes;
}
/**
 * Every note's text under the notes commit `at` (one `cat-file --batch`), and the notes whose blob the
 * repository lacks (a damaged or partial clone): those are named, not read as empty, so a reader can
 * tell "no lines" from "lines it cannot see".
 */
async function readAllNotes(repo, at) {
    const blobs = await listNoteBlobs(repo, at);
    const texts = await repo.readBlobs([...blobs.values()], { skipMissing: true });
    const notes = new Map();
    const missing = [];
    for (const [object, blob] of blobs) {
        const text = texts.get(blob);
        if (text === undefined)
            missing.push({ object, blob });
        else
            notes.set(object, text.toString('utf8'));
    }
    return { notes, missing };
}
/** Appends `text` to the note on `object` (creating it): one notes commit. */
async function appendNote(repo, ref, object, text) {
    await repo.runBytes(['notes', `--ref=${ref}`, 'append', '-F', '-', requireSha(object)], {
        input: `${text}\n`,
        env: await repo.commitIdentity(),
    });
}
/**
 * Fetches the remote's notes ref to `remoteNotesRef(remote)`; false when the remote has none. One
 * process, and no more than it needs: no FETCH_HEAD, no forced-update scan, no auto maintenance (a
 * retrying writer fetches between two pushes; every process there widens the window in which another
 * writer's push makes its own refused again).
 */
async function fetchNotes(repo, remote, ref) {
    const tracking = remoteNotesRef(remote);
    const quiet = ['--no-tags', '--quiet', '--no-write-fetch-head', '--no-show-forced-updates'];
    try {
        await repo.run(['fetch', ...quiet, '--no-auto-maintenance', remote, `+${ref}:${tracking}`]);
    }
    catch (error) {
        // Most fetches find the ref; git names a missing one in its own words.
        if (error instanceof _adapter_js__WEBPACK_IMPORTED_MODULE_0__/* .GitCommandError */ .iR && /couldn't find remote ref/i.test(error.stderr))
            return false;
        throw error;
    }
    return true;
}
/**
 * Merges the notes ref `other` (a fetched remote's, `remoteNotesRef`) into `ref` with `cat_sort_uniq`
 * in one `git notes merge`: a note both sides changed becomes the sorted union of their lines, so no
 * line is lost; a missing or older local ref fast-forwards, an equal one is left alone.
 */
async function mergeNotes(repo, ref, other) {
    if (!other.startsWith('refs/'))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri(`internal: ${other} is not a full ref name`);
    await repo.run(['notes', `--ref=${ref}`, 'merge', '--quiet', '-s', 'cat_sort_uniq', other], await repo.commitIdentity());
}
/**
 * Moves the notes ref `ref` back from `from` to `to`, a commit of its own history (git refuses when the
 * ref is no longer at `from`): a superseded merge of the remote's notes is dropped before merging again
 * (src/ledger/store.ts says why).
 */
async function resetNotes(repo, ref, to, from) {
    await repo.run([
        'update-ref',
        '-m',
        'arbor-gate: merge the remote notes again',
        ref,
        requireSha(to),
        requireSha(from),
    ]);
}
const REFUSED = /\[rejected\]|\[remote rejected\]|non-fast-forward|fetch first|cannot lock ref|stale info/i;
/**
 * Reads `git push --porcelain` output: one `!\t<src>:<dst>\t<summary>` line per refused ref. An atomic
 * push refuses every ref when one is refused, the others saying "atomic push failed"; the ref refused
 * for its own reason is the one that moved.
 */
function refusedRefs(porcelain) {
    const refused = new Map();
    for (const line of porcelain.split('\n')) {
        const [flag, refs, summary] = line.split('\t');
        if (flag !== '!' || refs === undefined || summary === undefined)
            continue;
        const dst = refs.slice(refs.lastIndexOf(':') + 1);
        refused.set(dst, summary);
    }
    return refused;
}
function classify(porcelain, trunkRef, notesRef) {
    const refused = refusedRefs(porcelain);
    const own = (ref) => {
        const summary = refused.get(ref);
        return summary !== undefined && !/atomic push failed/i.test(summary);
    };
    if (own(trunkRef))
        return 'trunk';
    if (own(notesRef))
        return 'notes';
    return null;
}
/**
 * What a ref points at and that object's type; null when there is no such ref. git uses a notes ref
 * only when it is a commit: anyone who can push can point the remote's at a blob.
 */
async function refObject(repo, ref) {
    const out = await repo.run(['for-each-ref', '--format=%(refname) %(objectname) %(objecttype)', ref]);
    // for-each-ref matches by prefix (refs/notes/x also finds refs/notes/x/y): the exact name is wanted.
    const line = out.split('\n').find((l) => l.startsWith(`${ref} `));
    if (line === undefined)
        return null;
    const [, object = '', type = ''] = line.split(' ');
    return { object: requireSha(object), type };
}
/**
 * `replacing`: the remote's notes ref is not a notes commit but this object (see refObject), which the
 * push replaces only while it is still there (`--force-with-lease`); trunk's push stays plain.
 */
async function pushRefs(repo, remote, specs, trunkRef, notesRef, replacing) {
    const lease = replacing === null ? [] : [`--force-with-lease=${notesRef}:${requireSha(replacing)}`];
    const atomic = specs.length > 1 ? ['--atomic'] : [];
    try {
        await repo.run(['push', '--porcelain', ...atomic, ...lease, remote, ...specs]);
        return { pushed: true };
    }
    catch (error) {
        if (!(error instanceof _adapter_js__WEBPACK_IMPORTED_MODULE_0__/* .GitCommandError */ .iR))
            throw error;
        const text = `${error.stdout}\n${error.stderr}`;
        const moved = classify(error.stdout, trunkRef ?? '', notesRef);
        if (moved !== null)
            return { pushed: false, moved, message: text.trim() };
        // Two pushes reaching the remote at once: the lock message names no ref line of its own.
        if (REFUSED.test(text)) {
            const trunkNamed = trunkRef !== null && text.includes(trunkRef);
            return { pushed: false, moved: trunkNamed ? 'trunk' : 'notes', message: text.trim() };
        }
        throw error;
    }
}
/** Pushes the notes ref alone (plain, never forced; `replacing`: see pushRefs). */
function pushNotes(repo, remote, ref, replacing = null) {
    return pushRefs(repo, remote, [`${ref}:${ref}`], null, ref, replacing);
}
/** Pushes trunk and the notes ref in one `git push --atomic`: both move, or neither. */
function pushWithTrunk(repo, remote, commit, branch, ref, replacing = null) {
    const trunkRef = `refs/heads/${branch}`;
    const specs = [`${requireSha(commit)}:${trunkRef}`, `${ref}:${ref}`];
    return pushRefs(repo, remote, specs, trunkRef, ref, replacing);
}
/**
 * The whole history of the notes commit `at` as steps, newest first, in two git processes whatever its
 * length: `rev-list --parents` names every (commit, parent) pair, and one `diff-tree --stdin --always`
 * diffs them all (a notes merge is a step per parent; a root commit, having no parent, none). Fanout
 * changes (a path moving to `ab/cd…`) show as the same object on both sides.
 */
async function notesHistorySteps(repo, at) {
    const pairs = (await repo.run(['rev-list', '--parents', requireSha(at)]))
        .split('\n')
        .filter((line) => line !== '')
        .flatMap((line) => {
        const [commit = '', ...parents] = line.split(' ');
        return parents.map((parent) => ({ commit, parent }));
    });
    if (pairs.length === 0)
        return [];
    const input = pairs.map(({ commit, parent }) => `${commit} ${parent}\n`).join('');
    const fields = (await repo.runBytes(['diff-tree', '--stdin', '--always', '-r', '-z', '--no-renames'], { input }))
        .toString('utf8')
        .split('\0');
    const steps = [];
    let step;
    for (let i = 0; i < fields.length; i++) {
        const field = fields[i] ?? '';
        if (!field.startsWith(':')) {
            if (field === '')
                continue;
            // `--always` prints each input line's commit before its changes, in input order.
            const pair = pairs[steps.length];
            if (pair === undefined || field !== pair.commit)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri(`git diff-tree --stdin: unexpected output ${JSON.stringify(field.slice(0, 80))}`);
            step = { ...pair, changes: new Map() };
            steps.push(step);
            continue;
        }
        const path = fields[++i] ?? '';
        if (step === undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri('git diff-tree --stdin: a change before any commit');
        const [, , oldSha = '', newSha = ''] = field.slice(1).split(' ');
        const object = path.replace(/\//g, '');
        if (!SHA.test(object))
            continue;
        const was = step.changes.get(object) ?? { before: null, after: null };
        const zero = /^0+$/;
        step.changes.set(object, {
            before: zero.test(oldSha) ? was.before : oldSha,
            after: zero.test(newSha) ? was.after : newSha,
        });
    }
    if (steps.length !== pairs.length)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfraError */ .Ri(`git diff-tree --stdin: ${steps.length} of ${pairs.length} steps in its output`);
    return steps;
}


/***/ }),

/***/ 36143:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W9: () => (/* binding */ lineId),
/* harmony export */   _g: () => (/* binding */ LEDGER_LINE_VERSION),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   gA: () => (/* binding */ noteText),
/* harmony export */   wd: () => (/* binding */ parseNote)
/* harmony export */ });
/**
 * One line of the score ledger: a JSON object per evaluation run, kept in a git note on the measured
 * tree (src/git/notes.ts). The gate compares, signs and digests lines in canonical form (keys sorted,
 * no spaces), never as note bytes: a notes merge with `cat_sort_uniq` sorts and rewrites the bytes, and
 * `git notes append` puts blank lines between appends, which readers skip.
 */
const LEDGER_LINE_VERSION = 1;
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (value !== null && typeof value === 'object') {
        const sorted = {};
        for (const key of Object.keys(value).sort())
            sorted[key] = sortKeys(value[key]);
        return sorted;
    }
    return value;
}
/**
 * An object's keys sorted, when no value is an object and no key starts with a digit (an array index,
 * which a sorted copy would put first, so those take the general path); else null. A ledger line is
 * such an object, and `ledger show` canonicalises every line of the ledger to check its MAC.
 */
function flatSortedKeys(value) {
    const keys = Object.keys(value).sort();
    for (const key of keys) {
        const field = value[key];
        if ((field !== null && typeof field === 'object') || (key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57))
            return null;
    }
    return keys;
}
/** JSON with keys sorted at every depth and no whitespace: one text per value. */
function canonicalJson(value) {
    const flat = value !== null && typeof value === 'object' && !Array.isArray(value) && flatSortedKeys(value);
    // A flat object is written in the order of its sorted keys (JSON.stringify's key list), without the copy.
    return flat ? JSON.stringify(value, flat) : JSON.stringify(sortKeys(value));
}
const SHA = /^[0-9a-f]{40}$/;
const nullableString = (v) => v === null || typeof v === 'string';
const nullableNumber = (v) => v === null || (typeof v === 'number' && Number.isFinite(v));
/** A parsed object that has every field of a line with its type; anything else is not a line. */
function isLedgerLine(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return false;
    const line = value;
    return (typeof line.v === 'number' &&
        typeof line.run_id === 'string' &&
        typeof line.seq === 'number' &&
        Number.isInteger(line.seq) &&
        typeof line.tree === 'string' &&
        SHA.test(line.tree) &&
        typeof line.evaluated_tree === 'string' &&
        typeof line.commit === 'string' &&
        typeof line.evaluator === 'string' &&
        nullableNumber(line.seed) &&
        nullableNumber(line.score) &&
        nullableString(line.failure) &&
        nullableNumber(line.exit_code) &&
        typeof line.duration_s === 'number' &&
        nullableString(line.node_id) &&
        typeof line.gate_version === 'string' &&
        typeof line.time === 'string' &&
        nullableString(line.run_url) &&
        nullableString(line.mac));
}
/** Reads a note's text: blank lines skipped, a line that is not a ledger line counted, never thrown. */
function parseNote(text) {
    const lines = [];
    let malformed = 0;
    for (const raw of text.split('\n')) {
        if (raw.trim() === '')
            continue;
        let parsed;
        try {
            parsed = JSON.parse(raw);
        }
        catch {
            malformed++;
            continue;
        }
        if (isLedgerLine(parsed))
            lines.push(parsed);
        else
            malformed++;
    }
    return { lines, malformed };
}
/** The text appended to a note for these lines: one canonical line each. */
function noteText(lines) {
    return lines.map(canonicalJson).join('\n');
}
/** Names a line in trailers and messages: `<run_id>/<seq>`. */
function lineId(line) {
    return `${line.run_id}/${line.seq}`;
}


/***/ }),

/***/ 80702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Un: () => (/* binding */ ledgerDigest),
/* harmony export */   _m: () => (/* binding */ isAuthentic),
/* harmony export */   sW: () => (/* binding */ signLine)
/* harmony export */ });
/* unused harmony export macOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36143);
/**
 * Authentication of ledger lines and the digest that ties a merge commit to the lines that decided it.
 * Notes refs cannot be protected on GitHub, and anyone who can push (the agent included) can push notes:
 * only a line whose HMAC-SHA256 under `ledger-key` verifies is ever reused or counted (SECURITY.md).
 */


/** What a line's MAC covers: the line without its `mac` field, in canonical form. */
function macInput(line) {
    const { mac: _mac, ...rest } = line;
    return (0,_line_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(rest);
}
function macOf(line, key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(macInput(line)).digest('hex');
}
/** The line with its MAC under `key`; without a key, `mac: null` (shown as unverified, never reused). */
function signLine(line, key) {
    return { ...line, mac: key === null ? null : macOf({ ...line, mac: null }, key) };
}
/** True when the line's MAC is the one `key` gives; false without a key or a MAC. */
function isAuthentic(line, key) {
    if (key === null || line.mac === null || !/^[0-9a-f]{64}$/.test(line.mac))
        return false;
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(Buffer.from(line.mac, 'hex'), Buffer.from(macOf(line, key), 'hex'));
}
/**
 * The `Arbor-Ledger: sha256:…` digest: over the deciding lines in canonical form (MAC included), sorted
 * and joined by newlines, so it does not depend on the note's bytes or their order.
 */
function ledgerDigest(lines) {
    const text = lines.map(_line_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj).sort().join('\n');
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex')}`;
}


/***/ }),

/***/ 99981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ noiseWarning),
/* harmony export */   UQ: () => (/* binding */ meanScore),
/* harmony export */   qB: () => (/* binding */ authenticRuns)
/* harmony export */ });
/* unused harmony exports newestFirst, scoreRange */
/* harmony import */ var _mac_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80702);
/**
 * Which ledger lines count, as pure functions over parsed lines: only authentic ones (mac.ts), of one
 * key tree under one evaluator, successful, newest first (reuse takes the latest `eval-repeats`).
 */

/** Newest first: by time, then run and place in the run, so the order is total. */
function newestFirst(a, b) {
    if (a.time !== b.time)
        return a.time < b.time ? 1 : -1;
    if (a.run_id !== b.run_id)
        return a.run_id < b.run_id ? 1 : -1;
    return b.seq - a.seq;
}
/** Authentic successful runs of `tree` under `evaluator`, newest first, each (run_id, seq) once. */
function authenticRuns(lines, tree, evaluator, key) {
    const seen = new Set();
    const runs = [];
    for (const line of [...lines].sort(newestFirst)) {
        const id = `${line.run_id}/${line.seq}`;
        if (seen.has(id) || line.tree !== tree || line.evaluator !== evaluator || line.score === null)
            continue;
        if (!(0,_mac_js__WEBPACK_IMPORTED_MODULE_0__/* .isAuthentic */ ._m)(line, key))
            continue;
        seen.add(id);
        runs.push(line);
    }
    return runs;
}
function meanScore(runs) {
    return runs.reduce((sum, line) => sum + (line.score ?? 0), 0) / runs.length;
}
/** The spread of one tree's recorded scores: max - min over its authentic runs (0 for fewer than two). */
function scoreRange(runs) {
    if (runs.length < 2)
        return 0;
    const scores = runs.map((line) => line.score ?? 0);
    return Math.max(...scores) - Math.min(...scores);
}
/**
 * The noise warning (issue 18 item 6): two or more runs of one tree whose scores differ by more than
 * the improvement claimed. Null when the history is quieter than the claim, or too short to say.
 */
function noiseWarning(histories, claimed) {
    for (const { name, runs } of histories) {
        const range = scoreRange(runs);
        if (runs.length >= 2 && range > Math.abs(claimed)) {
            return (`the ledger holds ${runs.length} runs of ${name} whose scores differ by ${range.toPrecision(3)}, ` +
                `more than the improvement claimed (${Math.abs(claimed).toPrecision(3)}): the evaluator is noisy; judge with --judge paired`);
        }
    }
    return null;
}


/***/ }),

/***/ 72361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n$: () => (/* binding */ LedgerStore),
  gO: () => (/* binding */ keyFromFile)
});

// UNUSED EXPORTS: LedgerPushGaveUp, keyFilePath

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/git/notes.ts
var git_notes = __webpack_require__(77677);
// EXTERNAL MODULE: ./src/util/atomic.ts + 1 modules
var atomic = __webpack_require__(63827);
// EXTERNAL MODULE: ./src/util/regular-file.ts
var regular_file = __webpack_require__(61215);
;// CONCATENATED MODULE: ./src/ledger/backoff.ts
/**
 * The pause before a refused ledger push is merged and tried again. Writers sharing one remote take
 * turns: a push wins only when nobody else pushed between its fetch and its push. A backoff that starts
 * over at every push lets whoever just won retry at once while the losers sleep ever longer (the
 * "capture effect"), so the ceiling lives as long as its store and is only halved by a win, not reset:
 * a writer's retries after a win wait about as long as the others'. The pause comes before the fetch,
 * so fetch, merge and push follow each other as tightly as three git processes can, and a push is
 * bounded by time, not tries (`withinMs`; a ceiling of 10 s keeps the tries frequent). A push that gives
 * up loses nothing: the lines stay local and go with the next push.
 *
 * The other half of the turn-taking is in LedgerStore.sync: every push is preceded by a fetch, the
 * first one too. A writer that pushed straight away after its own last win was up to date (one git
 * process) where the others needed three, so in the 10 x 100 writers bench one writer landed every line
 * for minutes while others landed none. A courtesy pause for writers that had won after a refusal did
 * not help: the writer that captured the remote had never been refused.
 */
/** How long one push keeps trying, and the backoff ceiling's floor and top (full jitter: a pause is up to the ceiling). */
const PUSH_RETRY = { withinMs: 300_000, firstMs: 100, maxMs: 10_000 };
class PushBackoff {
    ceiling = PUSH_RETRY.firstMs;
    /** The pause after a refusal (`random` in [0, 1); null: no jitter, the whole ceiling), then the ceiling doubles. */
    refused(random) {
        const pause = random === null ? this.ceiling : random() * this.ceiling;
        this.ceiling = Math.min(PUSH_RETRY.maxMs, this.ceiling * 2);
        return pause;
    }
    /** A push landed: the ceiling halves (towards the floor), so a winner does not go first next time. */
    pushed() {
        this.ceiling = Math.max(PUSH_RETRY.firstMs, this.ceiling / 2);
    }
}

// EXTERNAL MODULE: ./src/ledger/line.ts
var line = __webpack_require__(36143);
;// CONCATENATED MODULE: ./src/ledger/store.ts
/**
 * The ledger over one repository: its notes ref read before an evaluation, lines appended after it
 * under a repository lock, and the ref shared with a remote (fetch, `cat_sort_uniq` merge, push with
 * bounded, jittered retries). Every git command is the git adapter's (src/git/notes.ts).
 */










/** The folder of the repository's git folder that holds the gate's own files (logs, the ledger key). */
function gateFolder(commonDir) {
    return (0,external_node_path_.join)(commonDir, 'arbor-gate');
}
/** Where the CLI keeps its ledger key (see keyFromFile). */
function keyFilePath(commonDir) {
    return (0,external_node_path_.join)(gateFolder(commonDir), 'ledger-key');
}
/**
 * The CLI's ledger key: `<git folder>/arbor-gate/ledger-key`, 32 random bytes created 0600 at first
 * use, outside any worktree (an evaluation runs in a worktree, and an isolated one cannot read it).
 * Refused (one line naming the file): a link, anything but a regular file, a file open to others (a key
 * others can read authenticates nothing), and a file another account owns (one planted by whoever can
 * write the git folder, who then knows the key: a root gate could read it all the same). The checks are
 * made on the open descriptor, so the file checked is the file read.
 */
async function keyFromFile(commonDir) {
    await (0,promises_.mkdir)(gateFolder(commonDir), { recursive: true, mode: 0o700 });
    const path = keyFilePath(commonDir);
    await (0,promises_.writeFile)(path, (0,external_node_crypto_.randomBytes)(32).toString('hex'), { flag: 'wx', mode: 0o600 }).catch((error) => {
        if (error.code !== 'EEXIST')
            throw new errors/* InfraError */.Ri(`could not create ${path}: ${error.message}`);
    });
    const file = await (0,regular_file/* openRegularFile */.ZU)(path, external_node_fs_.constants.O_NOFOLLOW).catch(() => null);
    if (file === null)
        throw new errors/* InfraError */.Ri(`${path}: the ledger key must be a regular file, not a link`);
    try {
        const stats = await file.stat();
        const uid = process.geteuid?.() ?? stats.uid;
        if (stats.uid !== uid) {
            throw new errors/* InfraError */.Ri(`${path}: the ledger key is owned by uid ${stats.uid}, not by this gate's account (uid ${uid}): refused, whoever planted it knows it; remove it and the gate makes a new one`);
        }
        if ((stats.mode & 0o077) !== 0) {
            throw new errors/* InfraError */.Ri(`${path}: the ledger key must be a regular file only its owner can read (mode 0600)`);
        }
        const key = (await file.readFile('utf8')).trim();
        if (key.length < 32)
            throw new errors/* InfraError */.Ri(`${path}: the ledger key is too short`);
        return key;
    }
    finally {
        await file.close();
    }
}
/** A push that kept being refused for PUSH_RETRY.withinMs: nothing is lost, the lines are still local. */
class LedgerPushGaveUp extends errors/* InfraError */.Ri {
}
const defaultSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
class LedgerStore {
    repo;
    options;
    lockPath;
    backoff = new PushBackoff();
    /** How many tries each `pushRetrying` took, in order (the writers bench reports them). */
    pushAttempts = [];
    /**
     * While this store's lines are not pushed: the local ref before its first merge of the remote's notes
     * (`own`) and the merge made last (`merged`). Each later pull merges the remote's notes into `own`
     * again instead of into the last merge: stacked merges all go with the next push, each holding a
     * copy of every note it touched, and in the writers bench a writer refused a few hundred times pushed
     * so much (14 s a push at load 20) that it never won. The remote only moves forward, so the new merge
     * holds every line the dropped one did.
     */
    pending = null;
    /**
     * The remote's notes ref as last fetched, when it was no notes commit (a blob anyone who can push
     * can put there): the object the next push replaces, so the ledger is repaired, not an outage.
     */
    unusableRemote = null;
    /** What the verdict should say about the ledger refs, taken once (takeWarnings). */
    warnings = [];
    constructor(repo, options) {
        this.repo = repo;
        this.options = options;
    }
    get ref() {
        return this.options.ref;
    }
    /** The remote's unusable notes ref (its object) that a push now replaces; null: push plainly. */
    get replacing() {
        return this.unusableRemote;
    }
    /** The notes ref's commit now (null: no ledger yet); the tamper check's "before". */
    head() {
        return this.repo.refCommit(this.ref);
    }
    /** Adds a warning for the verdict (said once however often it is added). */
    warn(warning) {
        if (!this.warnings.includes(warning))
            this.warnings.push(warning);
    }
    /** The warnings gathered since the last call (an unusable ref set aside, ignored or replaced). */
    takeWarnings() {
        return this.warnings.splice(0);
    }
    /**
     * A local notes ref that is no notes commit (git can neither read nor append to it) is deleted, with
     * its expected value: it holds no line, and the remote's lines are merged in again at the next pull.
     */
    async repairLocal() {
        const local = await (0,git_notes/* refObject */.Zu)(this.repo, this.ref);
        if (local === null || local.type === 'commit')
            return;
        await this.repo.run(['update-ref', '-d', this.ref, local.object]);
        this.warn(`the local ledger ref ${this.ref} pointed at a ${local.type}, not a notes commit: it was removed (no line of it was read) and starts again from the remote's`);
    }
    /** The lines on one key tree (blank and malformed lines skipped). */
    async linesOf(tree) {
        return (0,line/* parseNote */.wd)(await (0,git_notes/* readNote */.VC)(this.repo, this.ref, tree)).lines;
    }
    /** The lines on many key trees, read at once (a tree without a note has none). */
    async linesOfMany(trees) {
        const notes = await (0,git_notes/* readNotes */.WT)(this.repo, this.ref, trees);
        return new Map(trees.map((tree) => [tree, (0,line/* parseNote */.wd)(notes.get(tree) ?? '').lines]));
    }
    /** The repository's ledger lock (`<git dir>/arbor-gate/ledger.lock`), its folder made once. */
    lock() {
        this.lockPath ??= (async () => {
            const folder = gateFolder(await this.repo.commonDir());
            await (0,promises_.mkdir)(folder, { recursive: true, mode: 0o700 });
            return (0,external_node_path_.join)(folder, 'ledger');
        })();
        return this.lockPath;
    }
    /** Appends lines, grouped by key tree, under the repository's ledger lock (notes commits have no expected old value). */
    async append(lines) {
        if (lines.length === 0)
            return;
        const byTree = new Map();
        for (const line of lines)
            byTree.set(line.tree, [...(byTree.get(line.tree) ?? []), line]);
        await (0,atomic/* withFileLock */.Ux)(await this.lock(), async () => {
            for (const [tree, group] of byTree)
                await (0,git_notes/* appendNote */.b$)(this.repo, this.ref, tree, (0,line/* noteText */.gA)(group));
        });
    }
    /**
     * Fetches the remote's notes and merges them into the local ref (union of lines): a fetch, and under
     * the lock the ref read before and after one `git notes merge`, with an `update-ref` first when a
     * superseded merge of this store's is dropped (`pending`). A ref that moved since that merge (another
     * gate run here appended) is merged as it is.
     */
    async pull(remote) {
        this.unusableRemote = null;
        if (!(await (0,git_notes/* fetchNotes */.GW)(this.repo, remote, this.ref)))
            return;
        const fetched = await (0,git_notes/* refObject */.Zu)(this.repo, (0,git_notes/* remoteNotesRef */.Fe)(remote));
        if (fetched !== null && fetched.type !== 'commit') {
            this.unusableRemote = fetched.object;
            const warning = `${remote}'s ledger ref ${this.ref} points at a ${fetched.type}, not a notes commit: its content was ignored, and the next push of the ledger replaces it`;
            this.warn(warning);
            return;
        }
        await (0,atomic/* withFileLock */.Ux)(await this.lock(), async () => {
            const current = await this.head();
            const superseded = this.pending !== null && current === this.pending.merged ? this.pending : null;
            if (superseded !== null)
                await (0,git_notes/* resetNotes */.tw)(this.repo, this.ref, superseded.own, superseded.merged);
            const own = superseded?.own ?? current;
            await (0,git_notes/* mergeNotes */.Qp)(this.repo, this.ref, (0,git_notes/* remoteNotesRef */.Fe)(remote));
            const merged = await this.head();
            this.pending = own === null || merged === null || merged === own ? null : { own, merged };
        });
    }
    /**
     * Pushes `push` (the notes ref alone, or with trunk); when only the notes moved, pauses (PushBackoff),
     * then fetches, merges the remote's notes and tries again at once: the pause comes before the fetch, so
     * fetch, merge and push follow each other as tightly as three git processes can. Tries for
     * PUSH_RETRY.withinMs at most, then throws LedgerPushGaveUp (the lines stay on the local ref and go
     * with its next push). Returns the last outcome: pushed, or trunk moved (for the caller to re-judge).
     */
    async pushRetrying(remote, push) {
        const sleep = this.options.sleep ?? defaultSleep;
        const random = (this.options.jitter ?? true) ? Math.random : null;
        // Time spent: the pauses as asked for plus git's time, so an instant test sleep tries as often as a
        // real writer would before giving up.
        let spentMs = 0;
        const timed = async (step) => {
            const start = Date.now();
            try {
                return await step();
            }
            finally {
                spentMs += Date.now() - start;
            }
        };
        for (let attempt = 1;; attempt++) {
            const outcome = await timed(push);
            if (outcome.pushed || outcome.moved === 'trunk') {
                if (outcome.pushed) {
                    this.backoff.pushed();
                    this.pending = null;
                }
                this.pushAttempts.push(attempt);
                return outcome;
            }
            const pause = this.backoff.refused(random);
            if (spentMs + pause > (this.options.withinMs ?? PUSH_RETRY.withinMs)) {
                this.pushAttempts.push(attempt);
                throw new LedgerPushGaveUp(`the ledger ${this.ref} could not be pushed to ${remote} in ${Math.round(spentMs / 1000)} s (${attempt} tries; other writers kept moving it); its lines stay on the local ref and go with its next push`);
            }
            spentMs += pause;
            await sleep(pause);
            await timed(() => this.pull(remote));
        }
    }
    /**
     * Shares the local ledger with the remote: fetch and merge the remote's lines, push; while other
     * writers pushed first, merge theirs and push again. The fetch comes first every time, so that every
     * writer's push follows a fetch: one that pushed without (being up to date after its own last push)
     * would win every round against those that must fetch (backoff.ts). Gave up (PUSH_RETRY.withinMs):
     * `shared: false` and why; nothing is lost locally, the next sync pushes these lines too.
     */
    async sync(remote) {
        await this.pull(remote);
        if ((await this.head()) === null)
            return { shared: true };
        try {
            await this.pushRetrying(remote, () => (0,git_notes/* pushNotes */.uR)(this.repo, remote, this.ref, this.replacing));
            return { shared: true };
        }
        catch (error) {
            if (error instanceof LedgerPushGaveUp)
                return { shared: false, message: error.message };
            throw error;
        }
    }
}


/***/ })

};
