export const id = 553;
export const ids = [553];
export const modules = {

/***/ 19557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ evaluateAt)
});

// EXTERNAL MODULE: ./src/eval/command.ts
var eval_command = __webpack_require__(18815);
// EXTERNAL MODULE: ./src/eval/isolation/index.ts + 4 modules
var isolation = __webpack_require__(85201);
// EXTERNAL MODULE: ./src/eval/runner.ts + 3 modules
var runner = __webpack_require__(77217);
// EXTERNAL MODULE: ./src/eval/runtime-view/view.ts + 2 modules
var view = __webpack_require__(47088);
// EXTERNAL MODULE: ./src/gate/credential-guard.ts + 1 modules
var credential_guard = __webpack_require__(40879);
// EXTERNAL MODULE: ./src/gate/phases/run-request.ts
var run_request = __webpack_require__(44337);
// EXTERNAL MODULE: ./src/gate/phases/two-phase.ts + 1 modules
var two_phase = __webpack_require__(6276);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/gate/tamper.ts
/**
 * Run-time tamper check (docs/architecture.md "Judge"): the protected files committed at the source are hashed in
 * the worktree before and after the evaluation; any difference (content, mode, type, deletion) means
 * the evaluated code changed what judges it. Files the evaluation creates are not counted: tools
 * legitimately write caches (`__pycache__`) next to protected code.
 */



async function fingerprint(path) {
    try {
        const stat = await (0,promises_.lstat)(path);
        if (stat.isSymbolicLink())
            return `link:${await (0,promises_.readlink)(path)}`;
        if (!stat.isFile())
            return `type:${stat.mode & 0o170000}`;
        const digest = (0,external_node_crypto_.createHash)('sha256')
            .update(await (0,promises_.readFile)(path))
            .digest('hex');
        return `file:${stat.mode & 0o111 ? 'x' : '-'}:${digest}`;
    }
    catch (error) {
        if (error.code === 'ENOENT' ||
            error.code === 'ENOTDIR') {
            return 'missing';
        }
        throw error;
    }
}
/** Fingerprints of repository-relative paths under `root` (missing files included as such). */
async function fingerprintFiles(root, paths) {
    const entries = await Promise.all(paths.map(async (path) => [path, await fingerprint((0,external_node_path_.join)(root, path))]));
    return new Map(entries);
}
/** Paths whose fingerprint differs between the two snapshots. */
function changedFiles(before, after) {
    return [...before.keys()].filter((path) => before.get(path) !== after.get(path));
}

;// CONCATENATED MODULE: ./src/gate/trees/record-mask.ts
/**
 * The idea tree's record (`.arbor/`, Arbor's own state: node statuses, scores, the session's files) is
 * removed from every run's worktree before any code of the branch starts. Arbor's evaluators never read
 * it, and code that could would learn whether its node is merged yet, behaving well while it is judged
 * and otherwise once it landed. Removed in a view, it is a whiteout in the run's own upper layer; in a
 * checkout, the run's own files. The ledger keys a tree without `.arbor` already, so what is recorded is
 * what ran.
 *
 * In `none` isolation this removes only what the worktree shows: the code runs as the user and can
 * still read the repository's objects and the user's checkout (SECURITY.md).
 */


/** `prefix`: the user's folder inside the repository (`sub/`, or ''), where Arbor may keep its `.arbor`. */
async function maskIdeaTreeRecord(worktree, prefix) {
    const folders = new Set(['.arbor', (0,external_node_path_.join)(prefix, '.arbor')]);
    for (const folder of folders)
        await (0,promises_.rm)((0,external_node_path_.join)(worktree, folder), { recursive: true, force: true });
}

;// CONCATENATED MODULE: ./src/gate/evaluate.ts
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
 * Running the evaluation command for the gate: in a fresh detached worktree at an exact commit, with
 * the job's credentials hidden from the evaluated code and the protected files fingerprinted around it.
 */









/** How a change to the repository's git config during the evaluation is named among tampered paths. */
const GIT_CONFIG_LABEL = '.git/config';
const ONLY_RUN = { seed: null, repeat: 1, repeats: 1, firstAttempt: 1 };
/**
 * One run of the evaluation command, in a worktree of its own freshly checked out at `commit`, with a
 * HOME and TMPDIR of its own beside it (removed with it): nothing a run writes is seen by the next.
 * `watch` fingerprints these paths around it.
 */
async function evaluateAt(ctx, commit, nodeId, logSubdir, watch, place = ONLY_RUN) {
    const env_1 = { stack: [], error: void 0, hasError: false };
    try {
        const { settings, deps } = ctx;
        // A view of the cached tree, or a checkout of its own (src/gate/trees): the evaluated tree either way.
        const worktree = __addDisposableResource(env_1, await ctx.trees.runTree(commit, logSubdir, watch), true);
        const command = (0,eval_command/* substituteCommand */.ej)(settings.evalCmdTest, { cwd: worktree.path, nodeId, seed: place.seed });
        const seedEnv = place.seed === null ? {} : { ARBOR_SEED: String(place.seed) };
        // An empty HOME of its own: what the evaluated code writes to ~/.gitconfig (or any dotfile) stays in
        // the run's temp folder instead of reaching the user's, and nothing there is read from the user's.
        const sandbox = __addDisposableResource(env_1, await ctx.isolation.open({
            worktree: worktree.path,
            folder: worktree.folder,
            protectedPaths: watch,
            hidden: {
                repository: ctx.repo.dir,
                logDir: ctx.logs.dir,
                env: deps.env ?? process.env,
                others: [...(settings.twoPhase?.heldOutOutside ?? []), ...(ctx.hiddenBeside ?? [])],
            },
            ...(deps.signal === undefined ? {} : { signal: deps.signal }),
            ...(worktree.view === undefined ? {} : { view: worktree.view, gitDir: worktree.gitDir }),
            ...(ctx.runtime ? { runtime: (0,view/* viewFor */.De)(ctx.runtime, worktree.path) } : {}),
        }), true);
        // After the sandbox is open: a view is mounted by then (the files are what the evaluation sees), so
        // the held-out files are removed from the view itself (whiteouts in the run's upper layer, which the
        // account cannot undo: the lower layer is out of its reach) before any code of the branch starts.
        await (0,two_phase/* hideHeldOut */.Mm)(worktree.path, watch, settings.twoPhase);
        await maskIdeaTreeRecord(worktree.path, ctx.location.prefix);
        const before = await fingerprintFiles(worktree.path, watch);
        ctx.log(`evaluating ${logSubdir} at ${commit.slice(0, 12)} in ${worktree.path}`);
        // The worktree shares the repository's git config: hide the job's credentials from the evaluated code,
        // and put the config back before git runs again, so a planted core.fsmonitor or pushurl never runs.
        const guard = __addDisposableResource(env_1, await (0,credential_guard/* guardCredentials */.SQ)((args) => ctx.repo.run(args), await ctx.repo.commonDir()), true);
        const phaseOne = await (deps.evaluate ?? runner/* runEvaluation */.K2)({
            ...(0,run_request/* sharedRequest */.L)(ctx, logSubdir),
            command,
            cwd: worktree.path,
            extraEnv: { ...sandbox.environment, ARBOR_CWD: worktree.path, ARBOR_NODE_ID: nodeId, ...seedEnv },
            ...(sandbox.launcher === undefined ? {} : { launcher: sandbox.launcher }),
            run: {
                repeat: place.repeat,
                repeats: place.repeats,
                firstAttempt: place.firstAttempt,
                ...(place.atMost === true ? { atMost: true } : {}),
            },
            // Two-phase: the branch's run only produces its outputs; phase 2's scorer gives the score.
            scored: settings.twoPhase === null,
        });
        const { configTampered, gitState } = await guard.restore();
        const after = await fingerprintFiles(worktree.path, watch);
        // Two-phase: no protected entry point runs in this worktree, so what phase 1 adds there shadows nothing.
        const shadows = settings.twoPhase === null ? await sandbox.createdShadows() : [];
        const result = settings.twoPhase === null
            ? phaseOne
            : await (0,two_phase/* scoreOutputs */.DB)(ctx, settings.twoPhase, {
                commit,
                nodeId,
                logSubdir,
                protectedFiles: watch,
                worktree: worktree.path,
                place,
                result: phaseOne,
                close: () => sandbox.close(),
            });
        const failure = result.failure === null
            ? null
            : { ...result.failure, message: `${result.failure.message}${(0,isolation/* isolatedFailureNote */.kN)(ctx.isolation)}` };
        return {
            result: {
                ...result,
                failure,
                attempts: result.attempts.map((a) => ({
                    ...a,
                    log: ctx.redact(a.log),
                    ...(place.seed === null ? {} : { seed: place.seed }),
                })),
            },
            tampered: [
                ...shadows,
                ...changedFiles(before, after).map((path) => ({
                    path,
                    message: `${path}: protected file changed while the evaluation ran`,
                })),
                ...(configTampered
                    ? [
                        {
                            path: GIT_CONFIG_LABEL,
                            message: `${GIT_CONFIG_LABEL}: the evaluation changed the repository's git config (the change was discarded)`,
                        },
                    ]
                    : []),
                ...gitState.map(({ label, what }) => ({
                    path: label,
                    message: `${label}: the evaluation changed the ${what}, which the gate's git must not trust (the change was discarded)`,
                })),
            ],
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


/***/ }),

/***/ 64425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a1: () => (/* binding */ judgementSeeds),
/* harmony export */   ie: () => (/* binding */ predictableSeedsWarning),
/* harmony export */   op: () => (/* binding */ SEED_LIMIT)
/* harmony export */ });
/* unused harmony export drawnSeeds */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The seeds of a judgement (issue 36 item 5): drawn per tree, once the tree is fixed, from the ledger
 * key, so a branch cannot know them before its code exists and cannot tailor its code to them. Pair
 * (or repeat) i runs on the i-th seed of the candidate's tree; trunk's side of each pair on the same
 * seed. Measured against the fixed 1, 2, 3, ... in scripts/bench/seeds.mjs (docs/every-run-counts.md):
 * trunk's runs are no longer reused across candidates, about 1.5x the evaluations per paired branch,
 * and a branch tailored to the seeds it expects gains nothing. Without a key (the Action with no
 * `ledger-key`) there is no secret, and the seeds are 1, 2, 3, ... as before.
 */

/** Seeds stay below 2^31: a signed 32-bit integer, which every evaluator's RNG takes. */
const SEED_LIMIT = 2 ** 31;
/** The first `count` seeds of `keyTree` under `key`: distinct, in 1 .. 2^31 - 1. Pure. */
function drawnSeeds(key, keyTree, count) {
    const seeds = [];
    for (let i = 1; seeds.length < count; i++) {
        const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(`arbor-gate seed\0${keyTree}\0${i}`).digest();
        const seed = digest.readUInt32BE(0) % SEED_LIMIT;
        if (seed !== 0 && !seeds.includes(seed))
            seeds.push(seed);
    }
    return seeds;
}
/** The seeds of `tree`'s judgement: drawn from the ledger key and its key tree, else 1..count. */
async function judgementSeeds(ctx, tree, count) {
    const { ledger } = ctx;
    if (ledger === null || ledger.key === null)
        return Array.from({ length: count }, (_, i) => i + 1);
    return drawnSeeds(ledger.key, await ledger.keyTree(tree), count);
}
/**
 * The verdict's one warning when the branch's runs were seeded 1, 2, 3, ... (no ledger key: nothing to
 * draw them from), naming the setting that draws them; null when they were drawn, or nothing of the
 * branch's ran on a seed (trunk's own checks run on fixed seeds either way: trunk is not the suspect).
 */
function predictableSeedsWarning(ctx, verdict) {
    const { ledger, deps } = ctx;
    if (ledger !== null && ledger.key !== null)
        return null;
    const seeded = verdict.attempts.some((a) => a.side !== 'trunk' && a.seed !== undefined && a.seed !== null);
    if (!seeded)
        return null;
    const key = deps.name('ledgerKey');
    const why = ledger === null ? `ledger off: ${deps.name('ledger')}` : `no ${key}`;
    return `the seeds are 1, 2, 3, ... (${why}): a branch can tailor itself to them; the ledger with ${key} draws them per tree`;
}


/***/ }),

/***/ 72861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _1: () => (/* binding */ budgetedStaticChecks)
});

// UNUSED EXPORTS: STATIC_CHECKS_BUDGET_MS, staticChecks

// EXTERNAL MODULE: ./src/git/parse.ts
var parse = __webpack_require__(73507);
;// CONCATENATED MODULE: ./src/git/tree-delta.ts

/** The type `ls-tree` prints for a mode: a submodule pointer is a commit, a file or a symlink a blob. */
const typeOf = (mode) => (mode === '160000' ? 'commit' : 'blob');
/**
 * Entries in git's order of a recursive listing: the paths' UTF-8 bytes, compared as the index
 * compares them (each path encoded once, not at every comparison: a listing may hold 100,000 paths).
 */
function inGitOrder(entries) {
    return entries
        .map((entry) => ({ entry, key: Buffer.from(entry.path, 'utf8') }))
        .sort((a, b) => Buffer.compare(a.key, b.key))
        .map(({ entry }) => entry);
}
/**
 * `listing` (of one commit, in git's order) with `delta` (`diff-tree -r --no-renames` from that
 * commit to another) applied: the other commit's listing, entry for entry and in the order `ls-tree -r`
 * prints it. A changed or deleted path keeps the order; only an added one needs it restored.
 */
function applyTreeDelta(listing, delta) {
    const byPath = new Map(listing.map((entry) => [entry.path, entry]));
    let added = false;
    for (const change of delta) {
        if (change.status === 'D') {
            byPath.delete(change.path);
            continue;
        }
        added ||= !byPath.has(change.path);
        byPath.set(change.path, {
            mode: change.newMode,
            type: typeOf(change.newMode),
            sha: change.newSha,
            path: change.path,
        });
    }
    const entries = [...byPath.values()];
    return added ? inGitOrder(entries) : entries;
}
/** What changes from commit `from` to commit `to`, path by path (no renames: each side's own entry). */
async function readTreeDelta(repo, from, to) {
    const args = ['diff-tree', '-r', '-z', '--no-renames', '--no-abbrev', '--no-ext-diff'];
    return (0,parse/* parseRawDiff */.LP)(await repo.run([...args, '--ignore-submodules=none', from, to, '--']));
}

// EXTERNAL MODULE: ./src/gate/context.ts
var context = __webpack_require__(72104);
// EXTERNAL MODULE: ./src/gate/outputs/format.ts
var format = __webpack_require__(80183);
// EXTERNAL MODULE: ./src/gate/paths/editable.ts
var editable = __webpack_require__(6134);
// EXTERNAL MODULE: ./src/gate/paths/protected.ts + 4 modules
var paths_protected = __webpack_require__(42724);
// EXTERNAL MODULE: ./src/gate/settings.ts + 4 modules
var gate_settings = __webpack_require__(2456);
;// CONCATENATED MODULE: ./src/util/budget.ts
async function withinBudget(ms, work) {
    const controller = new AbortController();
    let timer;
    const spent = new Promise((resolve) => {
        timer = setTimeout(() => {
            resolve({ done: false });
            controller.abort(new Error(`time budget of ${ms} ms spent`));
        }, ms);
    });
    const running = work(controller.signal);
    try {
        return await Promise.race([running.then((value) => ({ done: true, value })), spent]);
    }
    finally {
        clearTimeout(timer);
        // Once the budget is spent the work fails as its processes are ended: expected, and not reported.
        running.catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/gate/static-checks.ts
/**
 * The judgement's first part, before anything runs: the protected paths on both sides of the merge,
 * what the source commit changed against its merge base and what the candidate (the merge) changes on
 * trunk, so a protected file whose content the merge would change is refused whatever the history
 * (a trunk-side rename into a protected folder, an evaluator trunk fixed after the branch forked); and
 * the outputs the branch must have committed (required files, the submission's format against the
 * sample). Reads git objects only; no checkout.
 */








/**
 * Both diffs' checks: the branch's own (merge base -> source), then what only the merge changes on
 * trunk (trunk -> candidate), one violation per path and rule, the branch's first. When the source
 * contains trunk the two diffs are one. `protectedFiles` are the candidate's: what the evaluation runs on.
 */
async function pathChecks(ctx, trunk, candidate) {
    const { repo, settings, sourceSha } = ctx;
    const isProtected = (0,paths_protected/* protectedMatcher */.rV)(settings.protectedGlobs, {
        prefix: ctx.location.prefix,
        defaults: gate_settings/* DEFAULT_PROTECTED_GLOBS */.Nf,
    });
    const { editableGlobs } = settings;
    const isEditable = (0,editable/* editableMatcher */.JE)(editableGlobs, declaredOutputs(settings));
    const judged = (check) => editableGlobs.length === 0
        ? check.violations
        : [...check.violations, ...(0,editable/* outsideEditable */.gd)(check.entries, isEditable, editableGlobs)];
    // One `ls-tree -r` serves both checks: the source's listing is the candidate's plus their diff,
    // O(diff) to read where a second listing is O(tree). The ranges' git reads run together.
    const candidateListing = repo.listTree(candidate.kind === 'source' ? sourceSha : candidate.commit);
    const sourceListing = candidate.kind === 'source'
        ? candidateListing
        : Promise.all([candidateListing, readTreeDelta(repo, candidate.commit, sourceSha)]).then(([listing, delta]) => applyTreeDelta(listing, delta));
    const [branch, merge] = await Promise.all([
        (0,paths_protected/* checkProtectedPaths */.Ju)(repo, { base: candidate.base, source: sourceSha }, isProtected, sourceListing),
        candidate.kind === 'source'
            ? null
            : (0,paths_protected/* checkProtectedPaths */.Ju)(repo, { base: trunk.sha, source: candidate.commit }, isProtected, candidateListing),
    ]);
    const violations = judged(branch);
    if (merge === null)
        return { ...branch, violations };
    const seen = new Set(violations.map((v) => `${v.code} ${v.path}`));
    for (const v of judged(merge)) {
        if (seen.has(`${v.code} ${v.path}`))
            continue;
        seen.add(`${v.code} ${v.path}`);
        violations.push({ ...v, message: `${v.message} (by the merge into ${trunk.branch})` });
    }
    return { entries: branch.entries, violations, protectedFiles: merge.protectedFiles };
}
/** The files the branch must commit: the required outputs and the submission. */
function declaredOutputs(settings) {
    return [
        ...new Set([
            ...settings.requiredOutputs,
            ...(settings.submissionPath === null ? [] : [settings.submissionPath]),
        ]),
    ];
}
/** Protected paths, symlinks and required outputs, before anything runs; `protectedFiles` are the candidate's. */
async function staticChecks(ctx, trunk, candidate, verdict) {
    const { repo, settings, sourceSha } = ctx;
    const { entries, violations, protectedFiles } = await pathChecks(ctx, trunk, candidate);
    const reasons = violations.map((v) => ({ code: v.code, message: v.message }));
    const missing = [];
    for (const path of declaredOutputs(settings)) {
        const entry = await repo.lsTreeEntry(sourceSha, path);
        if (entry === null || entry.type !== 'blob' || !(0,parse/* isRegularFile */.Ze)(entry)) {
            missing.push(path);
            reasons.push({
                code: 'missing_output',
                message: `${path}: required output is not a file committed at the source commit ${sourceSha.slice(0, 12)}`,
            });
        }
    }
    const { submissionPath, sampleSubmissionPath } = settings;
    // Two-phase: phase 2 scores the submission phase 1 wrote, and checks that one (phases/two-phase.ts).
    if (settings.twoPhase === null &&
        submissionPath !== null &&
        sampleSubmissionPath !== null &&
        (0,format/* isCsvPath */.GS)(submissionPath) &&
        !missing.includes(submissionPath)) {
        const sample = (await repo.showFile(trunk.sha, sampleSubmissionPath)) ??
            (await repo.showFile(sourceSha, sampleSubmissionPath));
        const submission = await repo.showFile(sourceSha, submissionPath);
        const problem = sample === null
            ? `${sampleSubmissionPath}: sample submission not found on ${trunk.branch} or at the source commit, so ${submissionPath}'s format cannot be checked`
            : (0,format/* submissionFormatProblem */.Hj)((submission ?? Buffer.alloc(0)).toString('utf8'), sample.toString('utf8'), submissionPath, sampleSubmissionPath);
        if (problem !== null)
            reasons.push({ code: 'submission_format', message: problem });
    }
    const checked = {
        ...verdict,
        changed_paths: (0,paths_protected/* countChangedPaths */.WE)(entries),
        protected_violations: [
            ...new Set(violations.filter((v) => v.code !== 'outside_editable').map((v) => v.path)),
        ],
        missing_outputs: missing,
    };
    return { verdict: reasons.length > 0 ? (0,context/* reject */.k)(checked, reasons) : checked, protectedFiles };
}
/** How long the static checks may take before the verdict is `error` (a pathological tree). */
const STATIC_CHECKS_BUDGET_MS = 300_000;
/**
 * `staticChecks` within the gate's time budget (`GateDeps.staticChecksBudgetMs`, default 300 s): every
 * step that checks a candidate before it runs (verify and merge, a queue's speculation, a sharded plan
 * and its shards) gives up alike, its git processes ended, with `timeout` the error verdict that says so.
 */
async function budgetedStaticChecks(ctx, trunk, candidate, verdict) {
    const budgetMs = ctx.deps.staticChecksBudgetMs ?? STATIC_CHECKS_BUDGET_MS;
    const budgeted = await withinBudget(budgetMs, (signal) => staticChecks({ ...ctx, repo: ctx.repo.abortable(signal) }, trunk, candidate, verdict));
    if (budgeted.done)
        return budgeted.value;
    const message = `the static checks (protected paths, symlinks, required outputs) did not finish within ${budgetMs / 1000} s; nothing was evaluated`;
    return { timeout: { ...verdict, decision: 'error', reasons: [{ code: 'checks_timeout', message }] } };
}


/***/ })

};
