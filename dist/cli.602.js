export const id = 602;
export const ids = [602];
export const modules = {

/***/ 13434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ judge),
  N: () => (/* binding */ rejudge)
});

// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __webpack_require__(32430);
// EXTERNAL MODULE: ./src/gate/candidate.ts
var gate_candidate = __webpack_require__(74926);
// EXTERNAL MODULE: ./src/gate/compare.ts
var compare = __webpack_require__(95764);
// EXTERNAL MODULE: ./src/gate/context.ts
var context = __webpack_require__(72104);
// EXTERNAL MODULE: ./src/gate/judgement/paired.ts
var judgement_paired = __webpack_require__(60130);
// EXTERNAL MODULE: ./src/gate/judgement/single.ts
var single = __webpack_require__(94923);
;// CONCATENATED MODULE: ./src/gate/judgement/noise.ts
/**
 * `single` mode's noise warning (issue 17): with eval-repeats >= 2, a mean that beats a reference by
 * less than two standard errors (2 s / sqrt(n), s with n - 1) is within the evaluation's own noise, and
 * a stored reference cannot tell luck from a gain; `--judge paired` measures trunk on the same seeds.
 */

function noiseWarnings(repeats, references, direction) {
    const twoErrors = (2 * repeats.stdev) / Math.sqrt(repeats.n);
    return references
        .filter((ref) => {
        const by = (0,metric/* gain */.mn)(repeats.mean, ref.value, direction);
        return by > 0 && by < twoErrors;
    })
        .map((ref) => `the mean of ${repeats.n} repeats beats ${ref.name} by ${(0,metric/* formatVerdictScore */.jY)((0,metric/* gain */.mn)(repeats.mean, ref.value, direction))}, less than two standard errors (2·s/√n = ${(0,metric/* formatVerdictScore */.jY)(twoErrors)}): within noise; --judge paired measures trunk on the same seeds and judges with a confidence bound`);
}

// EXTERNAL MODULE: ./src/gate/references.ts
var references = __webpack_require__(63537);
// EXTERNAL MODULE: ./src/gate/static-checks.ts + 3 modules
var static_checks = __webpack_require__(15378);
// EXTERNAL MODULE: ./src/gate/merge-group/plan.ts
var merge_group_plan = __webpack_require__(47131);
// EXTERNAL MODULE: ./src/gate/ledger/use.ts
var use = __webpack_require__(76298);
// EXTERNAL MODULE: ./src/gate/merge-group/entry.ts
var merge_group_entry = __webpack_require__(60474);
;// CONCATENATED MODULE: ./src/gate/merge-group/step-score.ts


/** How often the notes ref is fetched while waiting. */
const POLL_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The step's ledger score, waited for up to `queue-wait`; null: measure the step. */
async function waitForStepScore(ctx, step, entry) {
    const words = (0,merge_group_entry/* stepWords */.c)(entry);
    const { ledger, settings } = ctx;
    if (ledger === null || ledger.key === null) {
        ctx.log(`${words}: without the ledger and ${ctx.deps.name('ledgerKey')} no score of it can be read: measuring it`);
        return null;
    }
    const remote = (await ctx.repo.remoteExists(settings.remote)) ? settings.remote : null;
    const deadline = Date.now() + settings.queueWaitMs;
    for (let look = 0;; look++) {
        const found = await (0,use/* ledgerScoreOf */.pj)(ctx, step.sha, words);
        if (found !== null)
            return found;
        const left = deadline - Date.now();
        if (left <= 0 || remote === null || ctx.deps.signal?.aborted)
            break;
        if (look === 0) {
            ctx.log(`${words} has no ledger score yet (its own run may still be measuring it): waiting up to ${Math.ceil(left / 1000)} s (${ctx.deps.name('queueWait')})`);
        }
        await sleep(Math.min(POLL_MS, left));
        await ledger.refresh(remote);
    }
    ctx.log(`${words}: no ledger score after ${settings.queueWaitMs / 1000} s: measuring it`);
    return null;
}

// EXTERNAL MODULE: ./src/stats/index.ts + 3 modules
var stats = __webpack_require__(35572);
// EXTERNAL MODULE: ./src/ledger/select.ts
var ledger_select = __webpack_require__(99981);
;// CONCATENATED MODULE: ./src/gate/judge.ts
/**
 * Step two of the gate: the judgement of one candidate (the merge of the source into trunk, built by
 * `prepare`). Static checks first (nothing runs when they fail), then the reference (known, or trunk's
 * head measured), the evaluation of the candidate's tree, and the comparison. The result is a value: a
 * final verdict, or an accepted judgement that carries what `land` needs. `rejudge` starts over on a
 * trunk that moved while landing: a new candidate, judged against the moved trunk's references.
 */















function judge_final(verdict) {
    return { kind: 'final', verdict };
}
/** Where a reference plan's trunk score came from when the ledger gave none. */
function plannedSource(ctx, plan) {
    if (plan.kind === 'measure')
        return 'measured';
    if (!plan.refs.some((r) => r.name.startsWith('test_trunk_score')))
        return null;
    return ctx.settings.testTrunkScoreGiven ? 'input' : 'meta';
}
/**
 * The plan's references, measuring trunk's head when it says so. Precedence of the trunk reference:
 * the flag or input > the ledger (authenticated runs of trunk's tree) > the tree's meta > measured.
 * A merge-queue entry judged on a step that is not trunk's head (the entry ahead, waited for; the base
 * of a queue on main): the ledger > measured, since the flag and the meta describe trunk's head.
 */
async function resolveReferences(ctx, trunk, plan, watch) {
    const entry = ctx.mergeGroup;
    // A step that is the entry ahead: its score may still be on its way into the ledger.
    const ledgered = entry === undefined || entry.onTrunkHead
        ? await (0,use/* ledgerReference */.le)(ctx, trunk)
        : entry.step.kind === 'entry'
            ? await waitForStepScore(ctx, trunk, entry)
            : await (0,use/* ledgerScoreOf */.pj)(ctx, trunk.sha, (0,merge_group_entry/* stepWords */.c)(entry));
    if (ledgered !== null) {
        const others = plan.kind === 'known'
            ? plan.refs.filter((r) => !r.name.startsWith('test_trunk_score') && !r.name.startsWith(use/* LEDGER_REFERENCE */._v))
            : [];
        return {
            refs: [ledgered.reference, ...others],
            measured: null,
            source: 'ledger',
            ledger: { sha: trunk.sha, score: ledgered.value, runs: ledgered.lines.length },
        };
    }
    const planned = (0,merge_group_plan/* stepPlan */.q)(entry, plan);
    if (planned.kind === 'known')
        return { refs: planned.refs, measured: null, source: plannedSource(ctx, planned) };
    const trunkScore = await (0,single/* measureTrunk */.l)(ctx, trunk, watch);
    if ('reason' in trunkScore)
        return trunkScore;
    return {
        refs: [{ name: `measured ${trunk.branch}`, value: trunkScore.score }, ...(planned.also ?? [])],
        measured: { sha: trunk.sha, score: trunkScore.score },
        source: 'measured',
    };
}
/** The verdict with a reused measurement in place of an evaluation: its mean, the entries, the spread. */
function reusedVerdict(ctx, verdict, runs) {
    const scores = runs.map((line) => line.score ?? NaN);
    const mean = (0,ledger_select/* meanScore */.UQ)(runs);
    return {
        ...verdict,
        score: mean,
        reused: (0,use/* reusedEntries */.nk)(runs),
        repeats: ctx.settings.evalRepeats > 1 ? { n: scores.length, scores, mean, stdev: (0,stats/* meanAndSd */.ud)(scores).sd } : null,
    };
}
/**
 * Steps 3-6 in `single` mode: evaluates `commit` (each repeat in a worktree of its own); the verdict
 * gets the attempts and the score (the mean of the repeats), or why there is none. `label` names the
 * worktrees and log folders.
 */
async function evaluateCommit(ctx, commit, label, protectedFiles, verdict) {
    const result = await (0,single/* measureRepeats */.H)(ctx, commit, label, protectedFiles);
    const { tampered, deciding } = result;
    let evaluated = {
        ...verdict,
        attempts: result.attempts,
        score: result.score,
        score_key: result.scoreKey,
        score_line: result.scoreLine && { ...result.scoreLine, text: ctx.redact(result.scoreLine.text) },
        warnings: [...verdict.warnings, ...result.warnings],
        repeats: ctx.settings.evalRepeats > 1 && result.scores.length > 0
            ? {
                n: result.scores.length,
                scores: result.scores,
                mean: (0,stats/* meanAndSd */.ud)(result.scores).mean,
                stdev: (0,stats/* meanAndSd */.ud)(result.scores).sd,
            }
            : null,
    };
    if (tampered.length > 0) {
        evaluated = {
            ...(0,context/* reject */.k)(evaluated, tampered.map(({ message }) => ({ code: 'protected_tamper', message }))),
            protected_violations: [...evaluated.protected_violations, ...tampered.map((t) => t.path)],
        };
    }
    if (result.score === null) {
        const failure = result.failure ?? {
            code: 'no_score',
            message: 'the evaluation printed no score',
        };
        return { verdict: (0,context/* reject */.k)(evaluated, [failure]), deciding };
    }
    return { verdict: evaluated, deciding };
}
/** The verdict with its B_dev/B_test divergence flag (never a reason to reject by itself). */
function withDivergence(ctx, verdict, score, testReference) {
    const { settings } = ctx;
    const divergence = (0,compare/* detectDivergence */.Kk)({
        devScore: verdict.dev_score,
        trunkDevScore: settings.trunkDevScore,
        testScore: score,
        testReference,
        direction: settings.metricDirection,
        threshold: settings.divergenceThreshold,
    });
    if (divergence !== null)
        ctx.log(`divergence: ${divergence.message}`);
    return { ...verdict, divergence };
}
/** How a score that did not beat its references is named: after trunk moved, trunk's own merges superseded it. */
function shortfallReasons(ready, shortfalls) {
    if (ready.rejudgement === 0)
        return shortfalls.map((message) => ({ code: 'not_improved', message }));
    const { trunk } = ready;
    return [
        {
            code: 'superseded',
            message: `${trunk.branch} moved to ${trunk.sha.slice(0, 12)} while judging; the merge with it does not improve: ${shortfalls.join('; ')}`,
        },
    ];
}
/** Judges the candidate against trunk: static checks, reference, evaluation of the candidate's tree, comparison. */
async function judge(ready) {
    const { ctx, trunk, candidate } = ready;
    const { settings } = ctx;
    // Step 8, first: protected paths (both diffs) and required outputs, before anything runs.
    const checked = await (0,static_checks/* budgetedStaticChecks */._1)(ctx, trunk, candidate, ready.verdict);
    if ('timeout' in checked)
        return judge_final(checked.timeout);
    let verdict = {
        ...checked.verdict,
        judgement: settings.judgement.rule === 'paired'
            ? (0,judgement_paired/* pairedJudgement */.fU)(settings.judgement, settings.minDelta)
            : { rule: 'single' },
    };
    ctx.log(`${verdict.changed_paths} changed path(s); protected: ${verdict.protected_violations.length} violation(s); missing outputs: ${verdict.missing_outputs.length}`);
    if (verdict.reasons.length > 0)
        return judge_final(verdict);
    // Both trees' ledger lines in one read, before anything runs.
    await ctx.ledger?.prefetch([candidate.tree, await ctx.repo.treeOf(trunk.sha)]);
    const label = ready.rejudgement === 0 ? 'source' : `source-rejudged-${ready.rejudgement}`;
    if (settings.judgement.rule === 'paired') {
        verdict = { ...verdict, evaluated: (0,gate_candidate/* evaluatedField */.GV)(candidate) };
        const paired = await (0,judgement_paired/* judgePaired */.FQ)(ctx, trunk, candidate, checked.protectedFiles, label, verdict);
        verdict = paired.verdict;
        if (paired.accepted === null)
            return judge_final(verdict);
        const trunkMean = paired.accepted.references[0]?.value ?? null;
        verdict = withDivergence(ctx, verdict, paired.accepted.score, trunkMean);
        return { kind: 'accepted', verdict, ...paired.accepted, measured: false };
    }
    const first = await resolveReferences(ctx, trunk, ready.references, checked.protectedFiles);
    if ('reason' in first)
        return judge_final((0,context/* reject */.k)(verdict, [first.reason]));
    if (first.measured !== null)
        verdict = { ...verdict, reference_measured: first.measured };
    verdict = { ...verdict, reference_source: first.source, reference_ledger: first.ledger ?? null };
    const references = first.refs;
    verdict = { ...verdict, evaluated: (0,gate_candidate/* evaluatedField */.GV)(candidate) };
    const reused = await (0,use/* reusableMeasurement */.yi)(ctx, candidate.tree);
    let deciding;
    if (reused !== null) {
        verdict = reusedVerdict(ctx, verdict, reused);
        deciding = reused;
    }
    else {
        ({ verdict, deciding } = await evaluateCommit(ctx, candidate.commit, label, checked.protectedFiles, verdict));
    }
    const score = verdict.score;
    if (score === null)
        return judge_final(verdict);
    const testReference = references.find((r) => r.name.startsWith('test_trunk_score') ||
        r.name.startsWith('measured') ||
        r.name.startsWith(use/* LEDGER_REFERENCE */._v))?.value ?? null;
    verdict = withDivergence(ctx, verdict, score, testReference);
    if (verdict.reasons.length > 0)
        return judge_final(verdict);
    const comparison = (0,compare/* compareScore */.Y0)(score, references, settings.metricDirection, settings.minDelta);
    const noisy = testReference === null
        ? null
        : await (0,use/* historyNoise */.VR)(ctx, [
            { name: 'the candidate', tree: candidate.tree },
            { name: `${trunk.branch}'s tree`, tree: await ctx.repo.treeOf(trunk.sha) },
        ], score - testReference);
    if (noisy !== null) {
        ctx.log(`warning: ${noisy}`);
        verdict = { ...verdict, warnings: [...verdict.warnings, noisy] };
    }
    ctx.log(`score ${(0,metric/* formatVerdictScore */.jY)(score)} (${settings.metricDirection}) vs ${references.map((r) => `${r.name} ${(0,metric/* formatVerdictScore */.jY)(r.value)}`).join(', ')}: ${comparison.improved ? 'improved' : 'not improved'}`);
    if (verdict.repeats) {
        const noise = noiseWarnings(verdict.repeats, references, settings.metricDirection);
        verdict = { ...verdict, warnings: [...verdict.warnings, ...noise] };
    }
    if (!comparison.improved)
        return judge_final((0,context/* reject */.k)(verdict, shortfallReasons(ready, comparison.shortfalls)));
    return { kind: 'accepted', verdict, score, references, measured: first.measured !== null, deciding };
}
/**
 * Trunk moved while landing: starts the judgement over on the moved trunk. A new candidate (the merge
 * with the moved trunk) is built, to be evaluated again: a score measured on another tree is never
 * reused. Returns what `judge` takes next, or a final verdict (already merged, a conflict now).
 */
async function rejudge(ready, accepted, trunk) {
    const { ctx } = ready;
    ctx.log(`${trunk.branch} moved to ${trunk.sha.slice(0, 12)} meanwhile: rebuilding the merge on it`);
    const moved = {
        ...ready.verdict,
        target: { ...ready.verdict.target, sha_before: trunk.sha, sha_after: trunk.sha },
    };
    const built = await (0,gate_candidate/* buildCandidate */.Ih)(ctx, trunk);
    if ('merged' in built)
        return { kind: 'final', verdict: { ...moved, decision: 'already_merged' } };
    if ('conflict' in built)
        return { kind: 'final', verdict: (0,context/* reject */.k)(moved, [built.conflict]) };
    const { plan, recorded } = await (0,references/* referencesAfterMove */.o)(ctx, trunk, accepted);
    const verdict = recorded === null ? moved : { ...moved, references: { ...moved.references, test_trunk_score: recorded } };
    return {
        ...ready,
        kind: 'ready',
        trunk,
        candidate: built.candidate,
        references: plan,
        rejudgement: ready.rejudgement + 1,
        verdict,
    };
}


/***/ }),

/***/ 94923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ measureRepeats),
/* harmony export */   l: () => (/* binding */ measureTrunk)
/* harmony export */ });
/* harmony import */ var _util_metric_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32430);
/* harmony import */ var _stats_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35572);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92521);
/**
 * `single` mode's runs (Arbor's rule): one run, or `eval-repeats` runs on seeds 1..N judged by their
 * mean, each in a fresh worktree of the same commit. Also measures trunk's head when no reference is
 * configured, the same way and watched for tampering like the candidate.
 */



/** Runs `commit` `eval-repeats` times (seeds 1..N when N >= 2, none for one run), stopping at a failed run. */
async function measureRepeats(ctx, commit, label, watch) {
    const repeats = ctx.settings.evalRepeats;
    const series = new _runs_js__WEBPACK_IMPORTED_MODULE_2__/* .RunSeries */ .$(ctx, watch, repeats);
    const scores = [];
    let failure = null;
    for (let repeat = 1; repeat <= repeats; repeat++) {
        const seed = repeats > 1 ? repeat : null;
        const run = await series.run(commit, repeats > 1 ? `${label}-run-${repeat}` : label, seed, null);
        if (run.score === null) {
            failure = run.failure;
            break;
        }
        scores.push(run.score);
    }
    return {
        attempts: series.attempts,
        score: failure === null && scores.length > 0 ? (0,_stats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .meanAndSd */ .ud)(scores).mean : null,
        scores,
        failure,
        scoreKey: series.scoreKey,
        scoreLine: series.scoreLine,
        warnings: series.warnings,
        tampered: series.tampered,
        deciding: series.deciding,
    };
}
/** Measures trunk's own score when no reference is configured (same command, fresh worktrees). */
async function measureTrunk(ctx, trunk, watch) {
    ctx.log(`no test_trunk_score or test_baseline_score: measuring ${trunk.branch} first`);
    const result = await measureRepeats(ctx, trunk.sha, `trunk-${trunk.sha.slice(0, 8)}`, watch);
    const tamper = result.tampered[0];
    if (tamper !== undefined) {
        return { reason: { code: 'protected_tamper', message: `measuring ${trunk.branch}: ${tamper.message}` } };
    }
    if (result.score === null) {
        const failure = result.failure ?? { code: 'no_score', message: 'no score' };
        return {
            reason: {
                code: failure.code,
                message: `no reference: measuring ${trunk.branch} (${trunk.sha.slice(0, 12)}) failed: ${failure.message}`,
            },
        };
    }
    ctx.log(`${trunk.branch} measured: ${(0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .formatVerdictScore */ .jY)(result.score)}`);
    return { score: result.score };
}


/***/ }),

/***/ 30655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ land)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/git/parse.ts
var parse = __webpack_require__(73507);
// EXTERNAL MODULE: ./src/session/tree.ts + 2 modules
var session_tree = __webpack_require__(51419);
// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __webpack_require__(32430);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/gate/candidate.ts
var gate_candidate = __webpack_require__(74926);
;// CONCATENATED MODULE: ./src/gate/record.ts
/**
 * What a verified merge records in the idea tree (spec step 10): trunk's new B_test score and the
 * node's test score, status and code ref. Only these fields change; everything else stays as written
 * so Arbor can still read the tree, and its Markdown is written again to match.
 */

/** Mutates the raw tree in place; returns whether the node was found (meta is updated either way). */
function recordMerge(tree, record) {
    tree.meta.test_trunk_score = record.score;
    if (record.nodeId === null)
        return false;
    return (0,session_tree/* setNodeFields */.Kx)(tree, record.nodeId, {
        status: 'merged',
        test_score: record.score,
        code_ref: record.codeRef,
    });
}
/**
 * The texts of `idea_tree.json` and `idea_tree.md` once `record` is written into them: the JSON with
 * only the recorded values changed, the Markdown rendered from it in the format of `markdown` (the
 * one Arbor wrote; null when there is none). `label` names the JSON in errors.
 */
function recordInTreeTexts(json, markdown, label, record) {
    const recorded = recordInTreeJson(json, label, record);
    return { ...recorded, markdown: (0,session_tree/* rewrittenTreeMarkdown */._z)(json, recorded.json, markdown) };
}
/** The JSON half of recordInTreeTexts; the parsed tree is garbage once it returns, before the Markdown is rendered. */
function recordInTreeJson(json, label, record) {
    const tree = (0,session_tree/* parseTreeJson */.cC)(json, label);
    const nodeFound = recordMerge(tree, record);
    return { json: (0,session_tree/* serializeTree */.Lj)(tree), nodeFound };
}

// EXTERNAL MODULE: ./src/gate/trunk-checkout.ts
var trunk_checkout = __webpack_require__(80134);
// EXTERNAL MODULE: ./src/gate/ledger/share.ts
var share = __webpack_require__(17762);
;// CONCATENATED MODULE: ./src/gate/land.ts
/**
 * Step three of the gate, merge mode only: lands an accepted judgement. Nothing about the merge is
 * computed here: the evaluated candidate's tree lands as it is, in a commit with the candidate's
 * parents (trunk, source) whose message names the score and the evaluated tree; when trunk tracks the
 * idea tree, the files that differ are the idea tree's files (idea_tree.json and idea_tree.md)
 * recording the verified score. Then refs move: a plain push, and the local trunk by `update-ref` with
 * its expected old value. A rejected push or a local trunk that moved means trunk moved: the caller
 * re-judges on it. Once trunk has moved, the verdict is `merged` whatever fails after (a local tree, a
 * checkout): that becomes a warning.
 */









/** `recorded`: the idea tree's files the landed tree replaces (none when trunk does not track the tree). */
function mergeMessage(ctx, ready, accepted, recorded) {
    const { trunk, candidate } = ready;
    const node = ctx.nodeId === null ? '' : `node ${ctx.nodeId} `;
    const score = (0,metric/* formatVerdictScore */.jY)(accepted.score);
    const refs = accepted.references.map((r) => `${r.name} ${(0,metric/* formatVerdictScore */.jY)(r.value)}`).join(', ');
    const names = recorded.map((file) => external_node_path_.posix.basename(file.path)).join(' and ');
    return [
        `arbor-gate: merge ${node}(${ctx.sourceRef}) into ${trunk.branch}, B_test ${score}`,
        '',
        `Verified B_test score ${score} (${ctx.settings.metricDirection}) of ${(0,gate_candidate/* evaluatedWords */.hv)(candidate.kind)}, measured on the tree named below, beats ${refs}.`,
        ...(recorded.length === 0
            ? []
            : [
                `This commit's tree differs from it only in the idea tree's files (${names}), which record the score.`,
            ]),
        '',
        ...(ctx.settings.commitMessage === null ? [] : [ctx.settings.commitMessage, '']),
        ...(ctx.nodeId === null ? [] : [`Arbor-Node: ${ctx.nodeId}`]),
        `Arbor-Source: ${ctx.sourceRef} ${ctx.sourceSha}`,
        `Arbor-Score: ${score}`,
        `Arbor-Evaluated-Tree: ${candidate.tree}`,
        ...(0,share/* ledgerTrailers */.aM)(ctx, accepted.deciding),
    ].join('\n');
}
/**
 * The files of trunk's tracked idea tree with the merge recorded in them: `idea_tree.json`, and
 * `idea_tree.md` beside it rendered again from the new JSON in the format Arbor wrote it in, so the
 * two never disagree on trunk. Empty when trunk does not track the tree. When trunk tracks the JSON
 * but not the Markdown, the Markdown is added: Arbor always writes the two together (and its check
 * reports a tree without it), so the landed commit holds them as Arbor would have left them. A
 * Markdown path that holds something other than a regular file is left as it is.
 */
async function recordedTreeFiles(ctx, ready, accepted) {
    const { repo, trusted } = ctx;
    const { candidate } = ready;
    const jsonPath = trusted.origin === 'trunk' ? trusted.repoPath : null;
    const json = jsonPath === null ? null : await repo.lsTreeEntry(candidate.commit, jsonPath);
    if (jsonPath === null || json === null || !(0,parse/* isRegularFile */.Ze)(json))
        return [];
    const markdownPath = (0,session_tree/* treeMarkdownPath */.Xq)(jsonPath);
    const markdown = markdownPath === null ? null : await repo.lsTreeEntry(candidate.commit, markdownPath);
    const writesMarkdown = markdownPath !== null && (markdown === null || (0,parse/* isRegularFile */.Ze)(markdown));
    const text = async (entry) => (await repo.readBlob(entry.sha)).toString('utf8');
    const recorded = recordInTreeTexts(await text(json), writesMarkdown && markdown !== null ? await text(markdown) : null, `${ready.trunk.branch}:${jsonPath}`, { score: accepted.score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef });
    if (!recorded.nodeFound) {
        ctx.log(`node ${ctx.nodeId ?? '(unknown)'} is not in the tree: only meta.test_trunk_score is recorded`);
    }
    const files = [{ path: jsonPath, blob: await repo.writeBlob(recorded.json), mode: json.mode }];
    if (writesMarkdown && recorded.markdown !== null) {
        const blob = await repo.writeBlob(recorded.markdown);
        files.push({ path: markdownPath, blob, mode: markdown?.mode ?? '100644' });
    }
    return files;
}
/**
 * The commit that lands: the candidate's tree (plus the score recorded in trunk's tracked idea tree,
 * built without a worktree), the candidate's parents, the message with the trailers.
 */
async function landedCommit(ctx, ready, accepted) {
    const { repo } = ctx;
    const files = await recordedTreeFiles(ctx, ready, accepted);
    const tree = files.length === 0 ? ready.candidate.tree : await repo.treeWithFiles(ready.candidate.tree, files);
    const message = mergeMessage(ctx, ready, accepted, files);
    return repo.commitTree(tree, [ready.trunk.sha, ctx.sourceSha], message);
}
/** Trunk's commit now: fetched from the remote it is pushed to, else the local branch. */
async function currentTrunk(ctx, branch) {
    const sha = ctx.pushTo !== null
        ? await ctx.repo.fetchBranch(ctx.pushTo, branch)
        : await ctx.repo.refCommit(`refs/heads/${branch}`);
    if (sha === null)
        throw new errors/* InfraError */.Ri(`trunk branch ${branch} disappeared while merging`);
    return { branch, sha };
}
/** After the push: the local trunk follows the remote when it can; why it did not is a warning. */
async function followRemote(ctx, trunk, landed, remote, reason) {
    const { repo } = ctx;
    const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
    if (local !== null && local !== trunk.sha && !(await repo.isAncestor(local, landed))) {
        return `local ${trunk.branch} has commits that are not on ${remote}: left as it is (${remote} has the merge)`;
    }
    if (await repo.updateBranch(trunk.branch, landed, local, reason))
        return null;
    return `local ${trunk.branch} changed meanwhile: left as it is (${remote} has the merge)`;
}
/**
 * Moves trunk to `landed`: plain push first (the remote is the shared truth), then the local branch
 * with its expected old value. Returns whether the local branch moved too, or null when trunk had
 * moved meanwhile (nothing landed).
 */
async function moveTrunk(ctx, trunk, landed, warnings) {
    const { repo, pushTo } = ctx;
    const reason = `arbor-gate: merge ${ctx.sourceSha.slice(0, 12)}`;
    if (pushTo === null) {
        // No remote: the local branch is trunk, and it must still be where the candidate was built.
        const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
        if (local !== trunk.sha)
            return null;
        return (await repo.updateBranch(trunk.branch, landed, local, reason)) ? { localMoved: true } : null;
    }
    const pushed = ctx.ledger === null
        ? await repo.push(pushTo, landed, trunk.branch)
        : await (0,share/* pushWithLedger */.Ab)(ctx, ctx.ledger, pushTo, landed, trunk.branch);
    if (!pushed.pushed) {
        ctx.log(`push to ${pushTo}/${trunk.branch} rejected (trunk moved): ${pushed.message.split('\n')[0] ?? ''}`);
        return null;
    }
    let localMoved = false;
    await afterLanding(warnings, `moving the local ${trunk.branch}`, async () => {
        const warning = await followRemote(ctx, trunk, landed, pushTo, reason);
        localMoved = warning === null;
        return warning;
    });
    return { localMoved };
}
/** The CLI-mode tree (untracked local session folder) records the merge after it landed. */
async function recordInLocalTree(ctx, score) {
    const { trusted } = ctx;
    if (trusted.origin !== 'local' || trusted.sessionDir === null || trusted.repoPath === null)
        return;
    if (await ctx.repo.isTracked(trusted.repoPath)) {
        ctx.log(`${trusted.label} is tracked by your checkout's branch, not by trunk: left unchanged`);
        return;
    }
    await (0,session_tree/* updateTreeFile */.yf)(trusted.label, (tree) => {
        recordMerge(tree, { score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef });
    });
    ctx.log(`recorded the merge in ${trusted.label}`);
}
/** Runs a step after trunk moved; a failure becomes a warning, never an error without a verdict. */
async function afterLanding(warnings, what, step) {
    try {
        const warning = await step();
        if (typeof warning === 'string')
            warnings.push(warning);
    }
    catch (error) {
        warnings.push(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
}
/**
 * Step 9: lands the accepted candidate. `merged` when trunk now holds the landed commit; `moved` with
 * trunk's new commit when it moved meanwhile (nothing was landed).
 */
async function land(ready, accepted) {
    const { ctx, trunk } = ready;
    const landed = await landedCommit(ctx, ready, accepted);
    // A checked-out trunk must still be able to follow; checked before anything moves.
    const checkout = await (0,trunk_checkout/* findTrunkCheckout */.A$)(ctx.repo, trunk.branch);
    if (checkout !== null)
        await (0,trunk_checkout/* requireFollowable */.Dz)(ctx.repo, ctx.factory, checkout, trunk, landed);
    // The last moment a cancellation counts: once the push began, the merge is seen through.
    if (ctx.deps.signal?.aborted === true)
        return { kind: 'cancelled' };
    const warnings = [];
    const moved = await moveTrunk(ctx, trunk, landed, warnings);
    if (moved === null)
        return { kind: 'moved', trunk: await currentTrunk(ctx, trunk.branch) };
    ctx.log(`merged into ${trunk.branch} as ${landed.slice(0, 12)}${ctx.pushTo !== null ? ` and pushed to ${ctx.pushTo}` : ''}`);
    if (moved.localMoved && checkout !== null) {
        await afterLanding(warnings, `updating the checkout of ${trunk.branch} in ${checkout}`, () => (0,trunk_checkout/* followTrunk */.u1)(ctx.factory, checkout, trunk.sha, landed));
    }
    await afterLanding(warnings, `recording the merge in ${ctx.trusted.label}`, () => recordInLocalTree(ctx, accepted.score));
    for (const warning of warnings)
        ctx.log(`warning: ${warning}`);
    const { verdict } = accepted;
    return {
        kind: 'merged',
        verdict: {
            ...verdict,
            decision: 'merged',
            merge_commit: landed,
            target: { ...verdict.target, sha_after: landed },
            warnings: [...(verdict.warnings ?? []), ...warnings],
        },
    };
}


/***/ }),

/***/ 17762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ pushWithLedger),
/* harmony export */   ML: () => (/* binding */ shareVerifyLines),
/* harmony export */   aM: () => (/* binding */ ledgerTrailers)
/* harmony export */ });
/* harmony import */ var _git_notes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77677);
/* harmony import */ var _ledger_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36143);
/* harmony import */ var _ledger_mac_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80702);
/* harmony import */ var _ledger_trailers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66037);
/**
 * The ledger leaving the run: the trailers that tie a merge commit to the lines that decided it, trunk
 * and the notes ref pushed in one atomic push (a refusal because only the notes moved is merged and
 * pushed again, and is no re-judgement), and `verify`'s lines pushed only with `ledger-push`.
 */




/** `Arbor-Ledger: sha256:…` over the deciding lines, and the lines' ids; none without the ledger. */
function ledgerTrailers(ctx, deciding) {
    if (ctx.ledger === null || deciding.length === 0)
        return [];
    return [
        `${_ledger_trailers_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_TRAILER */ .u8}: ${(0,_ledger_mac_js__WEBPACK_IMPORTED_MODULE_1__/* .ledgerDigest */ .Un)(deciding)}`,
        `${_ledger_trailers_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_LINES_TRAILER */ .Eh}: ${deciding.map(_ledger_line_js__WEBPACK_IMPORTED_MODULE_3__/* .lineId */ .W9).join(' ')}`,
    ];
}
/**
 * Pushes trunk with the notes ref atomically, after merging the remote's notes. Only the notes moved:
 * merged and pushed again (bounded, jittered). Trunk moved: `pushed: false`, the caller re-judges, with
 * the remote's notes merged first (the merge that moved trunk measured its tree).
 */
async function pushWithLedger(ctx, ledger, remote, landed, branch) {
    const { store } = ledger;
    await store.pull(remote);
    if ((await store.head()) === null)
        return ctx.repo.push(remote, landed, branch);
    const outcome = await store.pushRetrying(remote, () => (0,_git_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .pushWithTrunk */ .bV)(ctx.repo, remote, landed, branch, store.ref));
    if (outcome.pushed)
        return outcome;
    await store.pull(remote);
    return { pushed: false, message: outcome.message };
}
/**
 * After `verify`: its lines stay local unless `ledger-push`; the log says which. A push that gave up
 * (other writers kept moving the remote's notes for PUSH_RETRY.withinMs) does not fail the verdict, which
 * stands: the verdict warns that the lines are only local (they go with this repository's next ledger
 * push; a CI checkout that is thrown away takes them with it).
 */
async function shareVerifyLines(ctx, verdict) {
    const { ledger } = ctx;
    if (ledger === null || ledger.written.length === 0)
        return verdict;
    const where = `${ledger.written.length} ledger line(s) written to ${ledger.store.ref}`;
    if (!ctx.settings.ledgerPush) {
        ctx.log(`${where} locally; not pushed (pass ${ctx.deps.name('ledgerPush')} to push them)`);
        return verdict;
    }
    if (!(await ctx.repo.remoteExists(ctx.settings.remote))) {
        ctx.log(`${where} locally; remote ${ctx.settings.remote} does not exist`);
        return verdict;
    }
    const synced = await ledger.store.sync(ctx.settings.remote);
    if (!synced.shared) {
        const warning = `${where} locally only: ${synced.message}`;
        ctx.log(warning);
        return { ...verdict, warnings: [...verdict.warnings, warning] };
    }
    ctx.log(`${where} and pushed to ${ctx.settings.remote}`);
    return verdict;
}


/***/ }),

/***/ 60474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 93654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ runGateProcedure)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72104);
/* harmony import */ var _judge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13434);
/* harmony import */ var _land_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30655);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17237);
/* harmony import */ var _ledger_share_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17762);
/**
 * The merge procedure (docs/architecture.md "The merge procedure", spec arbor-merge-eval "Merge
 * Procedure") in three steps, one function for both faces (the CLI's `merge`/`verify` and the GitHub
 * Action): `prepare` resolves the inputs, the trusted tree, trunk, the source and the candidate (their
 * merge, built before anything runs); `judge` checks, evaluates the candidate and compares; `land`
 * moves trunk to exactly what was evaluated. When trunk moved meanwhile, `rejudge` rebuilds the
 * candidate on it and the judgement runs again, at most `max-rejudge` times. `verify` and
 * `merge --dry-run` are judge alone. git is reached only through the adapter from `deps`. The gate
 * writes no report: the faces write REPORT.md from the verdict (src/report/gate-report.ts).
 */





/**
 * Judges the candidate (the source merged into trunk) and, in merge mode, lands it (steps 1-10).
 * Returns the verdict and where its report goes; throws UserError for bad input (exit 2) and InfraError
 * when git or the file system fail (exit 3).
 */
async function runGateProcedure(input, deps) {
    const prepared = await (0,_prepare_js__WEBPACK_IMPORTED_MODULE_2__/* .prepare */ .i)(input, deps);
    const place = { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
    if (prepared.kind === 'final')
        return { ...place, verdict: prepared.verdict };
    const { logs } = prepared.ctx;
    let verdict;
    try {
        verdict = await judgeAndLand(prepared, deps);
        if (input.mode === 'verify')
            verdict = await (0,_ledger_share_js__WEBPACK_IMPORTED_MODULE_3__/* .shareVerifyLines */ .ML)(prepared.ctx, verdict);
    }
    catch (error) {
        await logs.close().catch(() => undefined);
        throw error;
    }
    return { ...place, verdict: { ...verdict, logs: await logs.close() } };
}
/** Judges and lands; when trunk moved meanwhile, re-judges on it at most `max-rejudge` times. */
async function judgeAndLand(prepared, deps) {
    let ready = prepared;
    for (;;) {
        const judged = await (0,_judge_js__WEBPACK_IMPORTED_MODULE_0__/* .judge */ .S)(ready);
        if (judged.kind === 'final')
            return judged.verdict;
        if (!ready.writes)
            return { ...judged.verdict, decision: 'would_merge' };
        const landing = await (0,_land_js__WEBPACK_IMPORTED_MODULE_1__/* .land */ .o)(ready, judged);
        if (landing.kind === 'merged')
            return landing.verdict;
        if (landing.kind === 'cancelled') {
            const message = 'the call was cancelled before the push began: nothing was merged';
            return (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .reject */ .k)(judged.verdict, [{ code: 'cancelled', message }]);
        }
        const { settings } = ready.ctx;
        if (ready.rejudgement >= settings.maxRejudge) {
            const { trunk } = landing;
            const verdict = { ...judged.verdict, target: { ...judged.verdict.target, sha_after: trunk.sha } };
            const message = `${trunk.branch} moved to ${trunk.sha.slice(0, 12)} while merging, after ${ready.rejudgement} re-judgement(s) ` +
                `(${deps.name('maxRejudge')} ${settings.maxRejudge}): nothing was merged`;
            return (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .reject */ .k)(verdict, [{ code: 'superseded', message }]);
        }
        const next = await (0,_judge_js__WEBPACK_IMPORTED_MODULE_0__/* .rejudge */ .N)(ready, judged, landing.trunk);
        if (next.kind === 'final')
            return next.verdict;
        ready = next;
    }
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

/***/ 96602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eT: () => (/* binding */ redactStrings),
  E6: () => (/* binding */ reportTarget),
  T_: () => (/* binding */ reportedRun),
  xO: () => (/* binding */ repositoryPlaces),
  runGate: () => (/* binding */ runGate),
  JI: () => (/* binding */ writeGateReport)
});

// UNUSED EXPORTS: writeVerdictReport

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/gate/context.ts
var context = __webpack_require__(72104);
// EXTERNAL MODULE: ./src/gate/run.ts
var run = __webpack_require__(93654);
// EXTERNAL MODULE: ./src/git/adapter.ts + 2 modules
var adapter = __webpack_require__(58555);
// EXTERNAL MODULE: ./src/session/paths.ts
var paths = __webpack_require__(37732);
// EXTERNAL MODULE: ./src/util/atomic.ts + 1 modules
var atomic = __webpack_require__(63827);
// EXTERNAL MODULE: ./src/util/paths.ts
var util_paths = __webpack_require__(24964);
// EXTERNAL MODULE: ./src/util/redact.ts
var util_redact = __webpack_require__(50767);
// EXTERNAL MODULE: ./src/report/session-markdown.ts + 1 modules
var session_markdown = __webpack_require__(54510);
// EXTERNAL MODULE: ./src/report/report-file.ts
var report_file = __webpack_require__(66757);
// EXTERNAL MODULE: ./src/report/session-facts.ts + 3 modules
var session_facts = __webpack_require__(70948);
// EXTERNAL MODULE: ./src/report/session-read.ts
var session_read = __webpack_require__(32303);
;// CONCATENATED MODULE: ./src/report/session-report.ts
/**
 * A session's report facts in one call: read the folder (session-read.ts), derive the facts
 * (session-facts.ts). REPORT.md is rendered from them by session-markdown.ts.
 */



/**
 * Reads the session folder and gathers the report's facts (credentials in `env`, default
 * process.env, are redacted). Throws UserError only when the folder is missing or the tree is not a tree.
 */
async function buildSessionReport(sessionDir, opts = {}) {
    const read = await (0,session_read/* readSession */.l)((0,paths/* sessionPaths */.NE)(sessionDir));
    return (0,session_facts/* deriveSessionFacts */.pc)(read, { ...opts, env: opts.env ?? process.env });
}

// EXTERNAL MODULE: ./src/report/verdict.ts + 1 modules
var verdict = __webpack_require__(35479);
;// CONCATENATED MODULE: ./src/report/gate-report.ts
/**
 * Writes the gate's section into REPORT.md without disturbing the rest of the file: the section sits
 * between two HTML comment markers (report-file.ts) and replaces its previous version, so a session report written by
 * `arbor-gate report` (or by Arbor) above it is kept, and `report` keeps the section when it rewrites
 * the file. Atomic and locked, like every session write. `runGate` is the gate as both faces (the CLI
 * and the Action) run it: the procedure, which writes no report, then this section from its verdict.
 *
 * The report never lands in the user's working tree unless asked to: beside a local session's tree,
 * else inside the git folder (`<git common dir>/arbor-gate/REPORT.md`, which `git status` never shows).
 * And it is never read or written through a symbolic link inside the checkout or the git folder: in
 * the Action the checkout holds the pull request's files, and a committed `REPORT.md -> .git/config`
 * would otherwise have the report written over the repository's config (and that config read into the
 * job summary).
 */














/**
 * Puts the gate section into the REPORT.md at `path`. When there is no report yet and `sessionDir` is
 * a session with an idea tree, the file starts as that session's full report, so one REPORT.md holds
 * both the run and the gate's verdict. No component of `path` below `noSymlinksBelow` may be a link.
 */
async function writeGateReport(markdown, path, sessionDir, noSymlinksBelow) {
    await (0,atomic/* updateFileAtomically */.xy)(path, async (current) => {
        if (current === null && sessionDir !== null && (0,external_node_fs_.existsSync)((0,paths/* sessionPaths */.NE)(sessionDir).tree)) {
            current = (0,session_markdown/* renderSessionReportMarkdown */.I)(await buildSessionReport(sessionDir));
        }
        return (0,report_file/* withGateSection */.Lv)(current, markdown);
    }, { noSymlinksBelow });
}
/**
 * Asks git once per folder where its repository is, however often a run asks (its check of --report
 * before anything runs, then its report): two git processes instead of five.
 */
function repositoryPlaces(git) {
    const known = new Map();
    return (cwd) => {
        const asked = known.get(cwd) ??
            (async () => {
                const repo = git(cwd);
                const top = await repo.topLevel();
                return top === null ? null : { top, commonDir: await repo.commonDir() };
            })();
        known.set(cwd, asked);
        return asked;
    };
}
/**
 * --report (relative to --cwd), else the local session folder, else the git folder. Below the checkout
 * (or the git folder, for a path inside it) no component may be a link; elsewhere only the file itself.
 */
async function reportTarget(input, place, placesOf) {
    const places = await placesOf(place.cwd);
    if (places === null)
        throw new errors/* UserError */.yo(`${place.cwd} is not inside a git repository`);
    const { top, commonDir } = places;
    const path = input.reportPath !== undefined && input.reportPath !== ''
        ? (0,external_node_path_.resolve)(place.cwd, input.reportPath)
        : place.sessionDir !== null
            ? (0,external_node_path_.join)(place.sessionDir, 'REPORT.md')
            : (0,external_node_path_.join)(commonDir, 'arbor-gate', 'REPORT.md');
    const root = [top, commonDir].find((dir) => path !== dir && (0,util_paths/* isWithin */.U)(dir, path)) ?? (0,external_node_path_.dirname)(path);
    return { path, noSymlinksBelow: root };
}
/**
 * Writes the gate section for a run's verdict, with --report always, else only for a merge that writes
 * (not `verify`, not --dry-run). Returns the verdict with `report_path` set when a report was written.
 */
async function writeVerdictReport(input, outcome, redact, placesOf) {
    const explicit = input.reportPath !== undefined && input.reportPath !== '';
    if (!explicit && !(0,context/* isWritingRun */.O)(input))
        return outcome.verdict;
    const target = await reportTarget(input, outcome, placesOf);
    const withPath = { ...outcome.verdict, report_path: target.path };
    await writeGateReport(redact((0,verdict/* renderVerdictMarkdown */.d1)(withPath)), target.path, outcome.sessionDir, target.noSymlinksBelow);
    return withPath;
}
/** Every string in a JSON-shaped value (a verdict) through `redact`. */
function redactStrings(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactStrings(item, redact));
    if (value === null || typeof value !== 'object')
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item, redact)]));
}
/**
 * An explicit --report that leads through a symbolic link in the checkout is refused before anything
 * runs (exit 2, nothing judged or merged); the default places are checked when written.
 */
async function refuseLinkedReportPath(input, placesOf) {
    if (input.reportPath === undefined || input.reportPath === '')
        return;
    const cwd = (0,external_node_path_.resolve)(input.cwd ?? process.cwd());
    if (!(0,external_node_fs_.existsSync)(cwd) || (await placesOf(cwd)) === null)
        return; // the procedure says what is wrong
    const target = await reportTarget(input, { cwd, sessionDir: null }, placesOf);
    await (0,atomic/* refuseSymlinks */.jX)(target.path, target.noSymlinksBelow);
}
/**
 * The gate as the faces run it: judge (and land, for merge), then REPORT.md from the verdict. The
 * verdict comes back with every text redacted, before any face escapes it: an escaped secret
 * (`abc\-def`) would no longer be found by redacting the rendered page.
 */
async function runGate(input, deps) {
    return (await reportedRun(input, deps, () => (0,run/* runGateProcedure */.c)(input, deps))).verdict;
}
/**
 * Any procedure that ends in a verdict, run as `runGate` runs the gate (the sharded aggregate too): an
 * explicit --report through a link refused before it runs, then the verdict redacted and written to
 * REPORT.md. An outcome `reports` says is not a verdict yet (an aggregate's next wave) comes back as is.
 */
async function reportedRun(input, deps, procedure, reports = () => true) {
    const placesOf = repositoryPlaces(deps.git ?? adapter/* defaultGitFactory */.kL);
    await refuseLinkedReportPath(input, placesOf);
    const redact = (0,util_redact/* createRedactor */.lY)(deps.env ?? process.env);
    const outcome = await procedure();
    if (!reports(outcome))
        return outcome;
    const redacted = { ...outcome, verdict: redactStrings(outcome.verdict, redact) };
    try {
        return { ...outcome, verdict: await writeVerdictReport(input, redacted, redact, placesOf) };
    }
    catch (error) {
        // Once trunk moved the verdict stands: a report that cannot be written is a warning beside it.
        if (redacted.verdict.decision !== 'merged')
            throw error;
        const warning = redact(`REPORT.md was not written: ${error instanceof Error ? error.message : String(error)}`);
        deps.log?.(`warning: ${warning}`);
        return {
            ...outcome,
            verdict: { ...redacted.verdict, warnings: [...redacted.verdict.warnings, warning] },
        };
    }
}


/***/ }),

/***/ 66757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lv: () => (/* binding */ withGateSection),
/* harmony export */   Y$: () => (/* binding */ writeSessionReportFile)
/* harmony export */ });
/* unused harmony exports GATE_SECTION_START, GATE_SECTION_END, extractGateSection */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_atomic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63827);
/* harmony import */ var _session_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54510);
/**
 * REPORT.md as a file: the gate's section sits between two HTML comment markers, so the session report
 * (`arbor-gate report`, or Arbor's) and the gate's verdict share one file and each rewrites only its
 * part. Apart from gate-report.ts so that `report` loads no part of the gate.
 */



const GATE_SECTION_START = '<!-- arbor-gate:gate-section:start -->';
const GATE_SECTION_END = '<!-- arbor-gate:gate-section:end -->';
/** The gate section of a REPORT.md, markers included, or undefined when it has none. Pure. */
function extractGateSection(report) {
    if (report === null)
        return undefined;
    const start = report.indexOf(GATE_SECTION_START);
    const end = report.indexOf(GATE_SECTION_END, start);
    return start === -1 || end === -1 ? undefined : report.slice(start, end + GATE_SECTION_END.length);
}
/** The report text with `section` in place of the previous gate section (or appended). Pure. */
function withGateSection(current, section) {
    const block = `${GATE_SECTION_START}\n${section.trimEnd()}\n${GATE_SECTION_END}\n`;
    if (current === null || current.trim() === '')
        return block;
    const previous = extractGateSection(current);
    if (previous !== undefined) {
        const start = current.indexOf(previous);
        return current.slice(0, start) + block + current.slice(start + previous.length).replace(/^\n/, '');
    }
    return `${current.trimEnd()}\n\n${block}`;
}
/**
 * Writes a session's REPORT.md; a gate section already in the file is kept, the rest is rewritten. A
 * REPORT.md that is a symbolic link is refused rather than followed. Returns the text written.
 */
async function writeSessionReportFile(path, facts) {
    let written = '';
    await (0,_util_atomic_js__WEBPACK_IMPORTED_MODULE_1__/* .updateFileAtomically */ .xy)(path, (current) => {
        written = (0,_session_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderSessionReportMarkdown */ .I)(facts, extractGateSection(current));
        return written;
    }, { noSymlinksBelow: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path) });
    return written;
}


/***/ }),

/***/ 32303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ readSessionInputs),
/* harmony export */   l: () => (/* binding */ readSession)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(83916);
/* harmony import */ var _session_events_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84455);
/* harmony import */ var _session_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33803);
/* harmony import */ var _session_recover_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73760);
/* harmony import */ var _session_tree_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51419);
/**
 * Everything a session report is built from, read once: the tree, one pass over events.jsonl, the run
 * stats, run info and checkpoint files, and which artifacts exist. Missing or unreadable files, the
 * tree included, are recorded as such (the facts turn them into caveats, as Arbor's generator builds
 * a partial report); only a missing folder is an error. Nothing here interprets what the files say:
 * that is session-facts.ts.
 */







/**
 * Reads the tree and summarises events.jsonl, the two side by side (each waits on its file reads while
 * the other parses); a missing or unreadable tree or events file is a caveat, not an error.
 */
async function readSessionInputs(paths) {
    const [tree, events] = await Promise.all([readTreeInput(paths.tree), readEventsInput(paths.events)]);
    return { ...tree, ...events };
}
async function readTreeInput(path) {
    const read = await (0,_session_tree_js__WEBPACK_IMPORTED_MODULE_5__/* .readTreeTolerantly */ .f0)(path);
    return {
        tree: read.state === 'ok' ? read.tree : null,
        treeCaveat: read.state === 'unreadable'
            ? `The idea tree could not be read (${read.reason}): scores, ideas and the tree are not reported; this report is built from the events, checkpoint and run stats.`
            : null,
    };
}
async function readEventsInput(path) {
    if (!(await (0,_session_files_js__WEBPACK_IMPORTED_MODULE_3__/* .pathExists */ .s0)(path)))
        return { events: null, eventsCaveat: 'No events.jsonl: no event summary or wall clock.' };
    try {
        return { events: await (0,_session_events_js__WEBPACK_IMPORTED_MODULE_2__/* .readEventSummary */ .PJ)(path), eventsCaveat: null };
    }
    catch (error) {
        return {
            events: null,
            eventsCaveat: `events.jsonl could not be read (${error.message}): no event summary.`,
        };
    }
}
/** The files and folders a report lists when they exist; the submission only inside the workspace. */
function artifactCandidates(paths, submissionPath) {
    const candidates = [
        // Arbor's generator lists these two first.
        { label: 'Coordinator final report', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.dir, 'COORDINATOR_FINAL_REPORT.txt') },
        { label: 'Interactive Q&A transcript', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.dir, 'conversation.md') },
        { label: 'Idea tree JSON', path: paths.tree },
        { label: 'Idea tree Markdown', path: paths.treeMarkdown },
        { label: 'Checkpoint', path: paths.checkpoint },
        { label: 'Messages', path: paths.messages },
        { label: 'Events', path: paths.events },
        { label: 'Run stats', path: paths.runStats },
        { label: 'Experiments', path: paths.experiments },
        { label: 'Eval logs', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.dir, '.coordinator', 'eval_logs') },
        { label: 'Submission snapshots (session)', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.dir, _session_recover_js__WEBPACK_IMPORTED_MODULE_4__/* .SNAPSHOTS_DIR */ .ST) },
    ];
    if (paths.workspace !== null) {
        candidates.push({ label: 'Submission snapshots', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.workspace, _session_recover_js__WEBPACK_IMPORTED_MODULE_4__/* .SNAPSHOTS_DIR */ .ST) });
        if (typeof submissionPath === 'string' &&
            submissionPath.trim() !== '' &&
            !submissionPath.includes('..')) {
            candidates.push({ label: 'Submission', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.workspace, submissionPath) });
        }
    }
    return candidates;
}
async function existingArtifacts(candidates) {
    const found = [];
    for (const candidate of candidates)
        if (await (0,_session_files_js__WEBPACK_IMPORTED_MODULE_3__/* .pathExists */ .s0)(candidate.path))
            found.push(candidate);
    return found;
}
/**
 * Reads the session folder. `inputs` are the tree and events when the caller has read them already.
 * Throws UserError only when the folder is missing.
 */
async function readSession(paths, inputs) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(paths.dir).catch(() => null);
    if (folder === null || !folder.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(`no session folder at ${paths.dir}`);
    const [read, runStats, runInfo, checkpoint] = await Promise.all([
        inputs ?? readSessionInputs(paths),
        (0,_session_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonObjectFile */ .Uc)(paths.runStats),
        (0,_session_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonObjectFile */ .Uc)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.dir, 'run_info.json')),
        (0,_session_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonObjectFile */ .Uc)(paths.checkpoint),
    ]);
    const artifacts = await existingArtifacts(artifactCandidates(paths, read.tree?.meta.submission_path));
    return { ...read, paths, runStats, runInfo, checkpoint, artifacts };
}


/***/ }),

/***/ 35479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d1: () => (/* binding */ renderVerdictMarkdown),
  rP: () => (/* binding */ renderVerdictText)
});

// UNUSED EXPORTS: evaluatedLabel

// EXTERNAL MODULE: ./src/gate/candidate.ts
var candidate = __webpack_require__(74926);
// EXTERNAL MODULE: ./src/gate/merge-group/entry.ts
var merge_group_entry = __webpack_require__(60474);
// EXTERNAL MODULE: ./src/util/markdown.ts
var markdown = __webpack_require__(17183);
// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __webpack_require__(32430);
// EXTERNAL MODULE: ./src/report/mermaid.ts
var mermaid = __webpack_require__(39409);
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


/***/ })

};
