export const id = 757;
export const ids = [757];
export const modules = {

/***/ 66757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ledgerTrunkHistory: () => (/* binding */ ledgerTrunkHistory)
/* harmony export */ });
/* unused harmony exports trunkMerges, allLines, gatherLedgerFacts */
/* harmony import */ var _git_notes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77677);
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
    const { notes, missing } = await readAllNotes(repo, at);
    for (const text of notes.values()) {
        const parsed = parseNote(text);
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
    const history = await notesHistorySteps(repo, at);
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


/***/ })

};
