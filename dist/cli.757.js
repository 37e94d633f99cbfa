export const id = 757;
export const ids = [757];
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


/***/ })

};
