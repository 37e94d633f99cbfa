export const id = 707;
export const ids = [707];
export const modules = {

/***/ 14707:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   printVerdict: () => (/* binding */ printVerdict),
/* harmony export */   withGateDeps: () => (/* binding */ withGateDeps)
/* harmony export */ });
/* harmony import */ var _eval_progress_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50475);
/* harmony import */ var _report_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35479);
/* harmony import */ var _util_cleanup_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4532);
/* harmony import */ var _util_version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76092);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53155);
/* harmony import */ var _setting_flags_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34300);
/**
 * How a gate command runs on the CLI (merge, verify and the sharded plan, eval-shard, aggregate): the
 * gate's dependencies with Ctrl-C cleanup and the live progress line, and the verdict printed (JSON
 * alone on stdout with --json, human text otherwise; progress always on stderr).
 */






/**
 * Runs `work` with the gate's dependencies for the CLI, Ctrl-C cleanup and the live progress line;
 * `name` names a setting as the command's flags do (the queue's `--source` is its own).
 */
async function withGateDeps(io, work, name = _setting_flags_js__WEBPACK_IMPORTED_MODULE_5__/* .settingFlagName */ .Eg) {
    const progress = (0,_eval_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .createEvalProgress */ .w7)({
        write: io.stderr,
        interactive: io.interactive,
        columns: process.stderr.columns ?? 80,
    });
    const abort = new AbortController();
    try {
        return await (0,_util_cleanup_js__WEBPACK_IMPORTED_MODULE_2__/* .withSignalCleanup */ .nk)(abort, () => work({
            name,
            log: (line) => io.stderr(`arbor-gate: ${line}\n`),
            progress,
            env: io.env,
            signal: abort.signal,
            gateVersion: (0,_util_version_js__WEBPACK_IMPORTED_MODULE_3__/* .packageVersion */ .T)(),
        }));
    }
    finally {
        progress.done();
    }
}
/** The verdict as merge and verify print it: JSON alone on stdout with --json, text otherwise. */
function printVerdict(verdict, args, io) {
    if ((0,_command_js__WEBPACK_IMPORTED_MODULE_4__/* .boolFlag */ .lB)(args, 'json')) {
        io.stderr((0,_report_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .renderVerdictText */ .rP)(verdict));
        io.stdout(`${JSON.stringify(verdict, null, 2)}\n`);
    }
    else
        io.stdout((0,_report_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .renderVerdictText */ .rP)(verdict));
}


/***/ }),

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

/***/ 50475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YQ: () => (/* binding */ attemptSummary),
/* harmony export */   mO: () => (/* binding */ attemptLabel),
/* harmony export */   w7: () => (/* binding */ createEvalProgress)
/* harmony export */ });
/* unused harmony export statusLine */
/* harmony import */ var _util_terminal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24702);
/* harmony import */ var _capture_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43532);
/**
 * The live log of an evaluation. On a terminal: one status line redrawn in place (attempt, elapsed time,
 * last output line), at most every `redrawMs`. Elsewhere (CI logs): plain lines, every output line as is.
 * Its methods have the names of EvalRequest's hooks, so the gate can spread it into the request.
 */


function attemptLabel(start) {
    const tries = `attempt ${start.tryNumber}/${start.maxTries}`;
    if (start.repeats <= 1)
        return tries;
    const run = start.atMost
        ? `run ${start.repeat} of at most ${start.repeats}`
        : `run ${start.repeat}/${start.repeats}`;
    return `${run}, ${tries}`;
}
/** How an attempt ended; `scored` false (two-phase's phase 1): a clean exit wrote outputs, no score. */
function attemptSummary(attempt, scored = true) {
    const ending = attempt.timed_out
        ? 'timed out'
        : attempt.signal !== null
            ? `killed by ${attempt.signal}`
            : `exit ${attempt.exit_code}`;
    const where = attempt.score_key
        ? ` ("${attempt.score_key}"${attempt.score_line ? `, line ${attempt.score_line}` : ''})`
        : '';
    const clean = !attempt.timed_out && attempt.signal === null && attempt.exit_code === 0;
    const score = attempt.score !== null
        ? `score ${attempt.score}${where}`
        : scored || !clean
            ? 'no score'
            : 'outputs written for phase 2 to score';
    return `attempt ${attempt.n} finished: ${ending} in ${attempt.duration_s.toFixed(1)}s, ${score}`;
}
/** The status line's text: escape sequences and control characters of the output removed, cut to width. */
function statusLine(label, elapsedMs, lastLine, columns) {
    const text = `eval ${label} | ${Math.floor(elapsedMs / 1000)}s | ${(0,_capture_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$)(lastLine)}`;
    return text.length < columns ? text : text.slice(0, Math.max(0, columns - 1));
}
function createEvalProgress(options) {
    const { write, interactive, columns = 80, now = Date.now, redrawMs = 250 } = options;
    let label = '';
    let scored = true;
    let startedAt = 0;
    let lastLine = '';
    let lastDraw = -Infinity;
    let drawn = false;
    let ticker;
    const draw = () => {
        write(_util_terminal_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAR_LINE */ .Xv + statusLine(label, now() - startedAt, lastLine, columns));
        lastDraw = now();
        drawn = true;
    };
    const clear = () => {
        clearInterval(ticker);
        ticker = undefined;
        if (drawn)
            write(_util_terminal_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAR_LINE */ .Xv);
        drawn = false;
    };
    return {
        onAttemptStart(start) {
            label = attemptLabel(start);
            scored = start.scored;
            startedAt = now();
            lastLine = '';
            if (!interactive) {
                write(`eval ${label} started\n`);
                return;
            }
            draw();
            // Keeps the elapsed time moving while the command is silent; never keeps the process alive.
            ticker = setInterval(draw, redrawMs);
            ticker.unref();
        },
        onLine(line) {
            if (!interactive) {
                write(`${line}\n`);
                return;
            }
            lastLine = line;
            if (now() - lastDraw >= redrawMs)
                draw();
        },
        onAttemptEnd(attempt) {
            if (interactive)
                clear();
            write(`${attemptSummary(attempt, scored)}\n`);
        },
        done: clear,
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

/***/ 39409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tz: () => (/* binding */ lineChart),
/* harmony export */   aB: () => (/* binding */ treeDiagram),
/* harmony export */   mw: () => (/* binding */ pairedChart)
/* harmony export */ });
/* unused harmony export mermaidLabel */
/* harmony import */ var _util_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17183);
/** Mermaid diagrams for reports: labels are escaped so that no session text can break the diagram. */

const LABEL_MAX = 60;
/**
 * A label safe inside `["..."]` and `"..."`: on one line (line breaks as spaces, other controls made
 * visible by util/markdown.ts `oneLine`, so no `click` or `-->` statement can start), cut with an
 * ellipsis, and every character mermaid, its HTML labels
 * or its markdown strings give meaning to written as a mermaid entity code (`#60;` shows `<`):
 * quotes and brackets (the label's end), `<>&` (HTML), backticks (markdown strings and the fence),
 * `;` (a statement's end), `%` (comments and `%%{init}%%` directives) and `\`.
 */
function mermaidLabel(text, max = LABEL_MAX) {
    const short = (0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)((0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(text.replace(/\s+/g, ' ')), max).text;
    return short.replace(/[#"[\]{}()<>|`;&%\\]/g, (ch) => `#${ch.charCodeAt(0)};`);
}
const STATUS_STYLES = {
    merged: 'fill:#d4f7d4,stroke:#2a7a2a',
    done: 'fill:#e8f0ff,stroke:#3a5fa0',
    running: 'fill:#fff3c4,stroke:#a07a00',
    needs_retry: 'fill:#ffe0c4,stroke:#a05a00',
    pruned: 'fill:#eeeeee,stroke:#888888,color:#666666',
    pending: 'fill:#ffffff,stroke:#888888',
};
/**
 * `graph TD` of the shown nodes (already capped by the caller): an edge over skipped levels is dotted
 * and says how many, a node's undrawn children are one "+N more" node; `hidden` adds an "and N more".
 */
function treeDiagram(nodes, hidden, formatScore) {
    const key = new Map(nodes.map((node, index) => [node.id, `n${index}`]));
    const lines = ['graph TD'];
    for (const node of nodes) {
        const score = node.score === null ? '' : ` = ${formatScore(node.score)}`;
        lines.push(`  ${key.get(node.id)}["${mermaidLabel(`${node.id} [${node.status}]${score}: ${node.label}`)}"]`);
    }
    for (const node of nodes) {
        const parent = node.parent_id === null ? undefined : key.get(node.parent_id);
        if (parent === undefined)
            continue;
        const skipped = Math.trunc(node.levels_skipped);
        lines.push(skipped > 0
            ? `  ${parent} -. "${skipped} level${skipped === 1 ? '' : 's'}" .-> ${key.get(node.id)}`
            : `  ${parent} --> ${key.get(node.id)}`);
    }
    for (const node of nodes) {
        const count = Math.trunc(node.hidden_children);
        if (count <= 0)
            continue;
        const self = key.get(node.id);
        lines.push(`  ${self}_more["+${count} more"]`, `  ${self} -.-> ${self}_more`);
    }
    if (hidden > 0)
        lines.push(`  more["${mermaidLabel(`… and ${hidden} more`)}"]`);
    const used = new Set(nodes.map((node) => node.status));
    for (const [status, style] of Object.entries(STATUS_STYLES)) {
        if (!used.has(status))
            continue;
        lines.push(`  classDef ${status} ${style}`);
        const members = nodes.filter((node) => node.status === status).map((node) => key.get(node.id));
        lines.push(`  class ${members.join(',')} ${status}`);
    }
    return lines.join('\n');
}
/** `xychart-beta` line chart; values must be finite. */
function lineChart(title, yLabel, points) {
    const xs = points.map((p) => `"${mermaidLabel(p.label, 24)}"`).join(', ');
    const ys = points.map((p) => String(p.value)).join(', ');
    return [
        'xychart-beta',
        `  title "${mermaidLabel(title)}"`,
        `  x-axis [${xs}]`,
        `  y-axis "${mermaidLabel(yLabel)}"`,
        `  line [${ys}]`,
    ].join('\n');
}
/**
 * `xychart-beta` of a paired judgement's samples: one line per side over the seeds, so a reader sees
 * whether the candidate is above trunk on each seed or only on average; values must be finite.
 */
function pairedChart(title, yLabel, samples) {
    return [
        'xychart-beta',
        `  title "${mermaidLabel(title)}"`,
        `  x-axis "seed" [${samples.map((s) => `"${s.seed}"`).join(', ')}]`,
        `  y-axis "${mermaidLabel(yLabel)}"`,
        `  line [${samples.map((s) => String(s.trunk)).join(', ')}]`,
        `  line [${samples.map((s) => String(s.candidate)).join(', ')}]`,
    ].join('\n');
}


/***/ }),

/***/ 35479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d1: () => (/* binding */ renderVerdictMarkdown),
  rP: () => (/* binding */ renderVerdictText)
});

// UNUSED EXPORTS: brokenTrunkLog, evaluatedLabel

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
/** Whether a paired judgement ran at all: a branch refused before any run (a protected path) has none. */
const measured = (judgement) => judgement.evaluations > 0;
/** One line for the commit status and the headline: pairs, mean difference and its bounds. */
function pairedSummary(judgement) {
    const d = judgement.difference;
    if (d === null)
        return `paired: ${judgement.pairs} pair(s), no look`;
    return `paired: ${judgement.pairs} pair(s), gain ${num(d.mean)} [${num(d.lower)}, ${num(d.upper)}]`;
}
/** The terminal's lines for a paired judgement. */
function pairedTextLines(judgement) {
    if (!measured(judgement))
        return [];
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
    if (!measured(judgement))
        return [];
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
/**
 * What `auto` chose (issue 36), for the terminal and REPORT.md alike: its one line, each side's fresh
 * and reused runs, and a deterministic judgement's runs. Nothing for `single`, or `paired` asked for.
 */
function autoLines(judgement) {
    if (judgement.rule === 'single' || judgement.chosen_by === undefined)
        return [];
    const lines = [judgement.chosen_by];
    const { runs } = judgement;
    if (runs !== undefined) {
        lines.push(`runs: trunk ${runs.trunk.fresh} fresh + ${runs.trunk.reused} reused, candidate ${runs.candidate.fresh} fresh + ${runs.candidate.reused} reused`);
    }
    if (judgement.rule === 'deterministic') {
        lines.push(`deterministic: trunk ${num(judgement.trunk)}, the candidate ${judgement.candidate.map(num).join(', ') || '-'}; ${judgement.evaluations} evaluation(s)`);
    }
    return lines;
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
    rootless: "rootless (the gate's own uid, in its own user, PID, mount and network namespaces)",
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
/** How many of trunk's last log lines a broken evaluation shows, and how long each may be. */
const BROKEN_LOG_LINES = 20;
const BROKEN_LOG_LINE_MAX = 300;
/**
 * The last lines of trunk's log when the evaluation is broken on trunk itself (its last attempt's),
 * each made visible (no control character, escape sequence or line break of its own, cut when long);
 * null for any other verdict.
 */
function brokenTrunkLog(verdict) {
    if (!verdict.reasons.some((reason) => reason.code === 'evaluation_broken'))
        return null;
    const attempt = verdict.attempts.filter((a) => a.side === 'trunk').at(-1);
    if (attempt === undefined || attempt.log.trim() === '')
        return null;
    return attempt.log
        .trimEnd()
        .split(/\r?\n/)
        .slice(-BROKEN_LOG_LINES)
        .map((line) => {
        const cut = (0,markdown/* shortened */.vI)((0,markdown/* plainText */.wh)(line), BROKEN_LOG_LINE_MAX);
        return `${cut.text}${cut.note}`;
    });
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
    lines.push(...autoLines(verdict.judgement).map((line) => `  judgement ${line}`));
    const paired = pairedOf(verdict);
    if (paired !== null)
        lines.push(...pairedTextLines(paired));
    const isolation = isolationNote(verdict);
    if (isolation !== null)
        lines.push(`  isolation: ${isolation}`);
    for (const reason of verdict.reasons)
        lines.push(`  - ${reason.code}: ${(0,markdown/* plainLine */.h0)(reason.message)}`);
    const trunkLog = brokenTrunkLog(verdict);
    if (trunkLog !== null)
        lines.push("  trunk's log, last lines:", ...trunkLog.map((line) => `    | ${line}`));
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
    const chosen = autoLines(verdict.judgement);
    if (chosen.length > 0)
        out.push(...chosen.map((line) => `- judgement ${line}`), '');
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
    const trunkLog = brokenTrunkLog(verdict);
    if (trunkLog !== null) {
        // Shown whatever the log tail setting: it is what says why the evaluation is broken.
        out.push(`${sub} Trunk's log (last lines)`, '', (0,markdown/* codeBlock */.DV)(trunkLog.join('\n'), 'text'), '');
    }
    const last = verdict.attempts.at(-1);
    if (trunkLog === null && last !== undefined && tailLines > 0 && last.log.trim() !== '') {
        const tail = last.log.split('\n').slice(-tailLines).join('\n');
        out.push('<details><summary>Evaluation log (tail)</summary>', '', (0,markdown/* codeBlock */.DV)(tail, 'text'), '', '</details>', '');
    }
    return `${out.join('\n').trimEnd()}\n`;
}


/***/ }),

/***/ 17183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   fo: () => (/* binding */ NAME_MAX),
/* harmony export */   h0: () => (/* binding */ plainLine),
/* harmony export */   p7: () => (/* binding */ markdownText),
/* harmony export */   vI: () => (/* binding */ shortened),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/**
 * Untrusted text (file names, branch names, node ids, evaluator output, an agent's hypotheses) in
 * Markdown, shown as exactly that text and never as markup: no HTML, images, links, headings, lists,
 * quotes, tables, emphasis or comments. Pure; the one place every face (REPORT.md, the PR comment, the
 * job summary, the commit status, the verdict text) takes its escaping from.
 *
 * Text is first made visible (`plainText`): line breaks become `↵`, so nothing can start a line of its
 * own (a heading, a list, a quote, a closing fence); other control and bidirectional-format characters
 * become `\xNN` / `\u{NNNN}`. Then, in prose (`markdownText`), each character is escaped wherever
 * Markdown would give it a meaning (`<`, `>` and `&` as HTML entities, which stay inert even where
 * Markdown is not parsed, inside an HTML block), and what GitHub links without any markup is broken
 * with a zero-width joiner: `https://` and `www.` (autolinks), `@` (on both sides: mentions and e-mail
 * autolinks) and `#123` (issue references). Names and paths (`markdownCode`) keep a code span, where
 * GitHub links nothing, when they hold only harmless characters, and otherwise become the escaped
 * prose form inside `<code>`, so no markup character of theirs ever appears raw. Long texts are cut
 * in the middle, saying how long they were.
 */
/** Longest name (path, ref, node id) shown whole, in characters. */
const NAME_MAX = 120;
/** Longest prose (a reason, a hypothesis) shown whole, in characters. */
const TEXT_MAX = 1000;
/** Invisible, and breaks every GitHub autolink, mention and reference it is put into. */
const LINK_BREAK = '\u200D';
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/** C0 and C1 controls but tab and the line breaks above, DEL, and the bidirectional-format marks. */
const HIDDEN = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
function visibleCode(ch) {
    const code = ch.charCodeAt(0);
    return code <= 0xff
        ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`
        : `\\u{${code.toString(16).toUpperCase()}}`;
}
/**
 * The text on one line with nothing hidden: line breaks as `↵`, other controls and bidi marks as
 * escapes, tabs as spaces. Safe for plain-text faces (a commit status, a terminal line).
 */
function plainText(text) {
    return text.replace(LINE_BREAK, '↵').replace(HIDDEN, visibleCode).replace(/\t/g, ' ');
}
/**
 * `text` within `max` characters (code points, so no surrogate pair is split): the head and the tail
 * around an ellipsis, and the whole length said after it.
 */
function shortened(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return { text, note: '' };
    const tail = Math.floor((max - 1) / 3);
    const head = max - 1 - tail;
    return {
        text: `${chars.slice(0, head).join('')}…${tail > 0 ? chars.slice(-tail).join('') : ''}`,
        note: ` (${chars.length} characters)`,
    };
}
/** `plainText` with runs of white space folded into one space, trimmed. */
function oneLine(text) {
    return plainText(text).replace(/\s+/g, ' ').trim();
}
/** `oneLine`, cut to `max` saying how long it was: one line for a plain-text face. */
function plainLine(text, max = TEXT_MAX) {
    const { text: short, note } = shortened(oneLine(text), max);
    return `${short}${note}`;
}
const ENTITIES = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
const WORD = /[\p{L}\p{N}]/u;
/** What opens a heading, a list, a thematic break or a setext underline at the start of a line. */
const BLOCK_START = /^(?:[#+=-](?=[\s#+=-]|$)|\d{1,9}(?=[.)](?:\s|$)))/;
/**
 * Every character that CommonMark, GFM or GitHub give a meaning to, escaped, and what GitHub links by
 * itself broken. Characters that mean something in any place are always escaped: `\`` `*` `~` `[`
 * `]` `{` `}` `!` `|` `$` `\\` and `<` `>` `&`. The others only where they would: `_` unless it sits
 * between two letters or digits (intraword, where it cannot make emphasis), `(` after `]` (a link's
 * target), and at the start, where the text may begin a line, what would open a block there (`# `,
 * `- `, `+ `, `---`, `===`, `1. `, `1) `). Dots, hyphens, parentheses and `#` elsewhere stay as
 * they are, so the Markdown source stays readable.
 */
function escapeMarkdown(text) {
    return text
        .replace(/([A-Za-z])(?=:\/\/)/g, `$1${LINK_BREAK}`)
        .replace(/(www)(?=\.)/gi, `$1${LINK_BREAK}`)
        .replace(/@(?=[\p{L}\p{N}_])/gu, `${LINK_BREAK}@${LINK_BREAK}`)
        .replace(/#(?=\p{N})/gu, `#${LINK_BREAK}`)
        .replace(/[\\`*_{}[\](!|~$<>&]/g, (ch, at, all) => {
        if (ch === '_' && WORD.test(all[at - 1] ?? '') && WORD.test(all[at + 1] ?? ''))
            return ch;
        if (ch === '(' && all[at - 1] !== ']')
            return ch;
        return ENTITIES[ch] ?? `\\${ch}`;
    })
        .replace(BLOCK_START, (start) => (/\d/.test(start) ? `${start}\\` : `\\${start}`));
}
/**
 * Untrusted prose for a Markdown paragraph, list item or table cell: one line, shown as the text
 * (`plainLine`'s form) and nothing else, cut to `max` characters.
 */
function markdownText(text, max = TEXT_MAX) {
    return escapeMarkdown(plainLine(text, max));
}
/**
 * Names a code span shows as they are: letters, digits, a few harmless marks and the ellipsis of a
 * shortened name; spaces inside only.
 */
const PLAIN_NAME = /^[\p{L}\p{M}\p{N}._\-+/=,:@%^~#…](?:[\p{L}\p{M}\p{N}._\-+/=,:@%^~#… ]*[\p{L}\p{M}\p{N}._\-+/=,:@%^~#…])?$/u;
/**
 * An untrusted name (path, ref, node id, SHA) in monospace: a code span when it holds only harmless
 * characters, else the escaped prose form inside `<code>` (same look, and no raw markup character).
 * Line breaks and controls are made visible; a long name is cut in the middle, its length said.
 */
function markdownCode(text, max = NAME_MAX) {
    const { text: short, note } = shortened(plainText(text), max);
    if (short === '')
        return '(empty)';
    if (PLAIN_NAME.test(short))
        return `\`${short}\`${note}`;
    return `<code>${escapeMarkdown(short)}</code>${note}`;
}
/** A fenced code block whose fence is longer than any run of backticks in `text`, so it cannot close early. */
function codeBlock(text, info = '') {
    const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${text.replace(/\n$/, '')}\n${fence}`;
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


/***/ })

};
