export const id = 510;
export const ids = [510,392];
export const modules = {

/***/ 70478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tv: () => (/* binding */ countedIds),
/* harmony export */   X0: () => (/* binding */ capList),
/* harmony export */   Yn: () => (/* binding */ topItems),
/* harmony export */   w8: () => (/* binding */ LIST_CAP)
/* harmony export */ });
/**
 * Long lists in a report, capped so that REPORT.md stays readable at 10,000 ideas: every item when
 * there are at most 20, else the 10 top ones (by the list's own ranking: the best scores, the largest
 * divergences) and the 10 latest, and how many more there are. The full list goes to report.json.
 * Pure.
 */
/** Items listed whole; past it, TOP_SHOWN top ones and LATEST_SHOWN latest ones. */
const LIST_CAP = 20;
const TOP_SHOWN = 10;
const LATEST_SHOWN = 10;
/**
 * The first `count` of `items` as a stable sort by `rank` (a comparator, best first) would order
 * them, without sorting them all: a report ranks 50,000 ideas to show ten.
 */
function topItems(items, rank, count) {
    const top = [];
    if (count <= 0)
        return top;
    for (const item of items) {
        if (top.length === count && rank(item, top[count - 1]) >= 0)
            continue;
        // After every item it does not rank before: equal items keep their order, as in a stable sort.
        let at = top.length;
        while (at > 0 && rank(item, top[at - 1]) < 0)
            at -= 1;
        top.splice(at, 0, item);
        if (top.length > count)
            top.pop();
    }
    return top;
}
/**
 * `items` (in their order: the last is the latest) capped: whole when at most LIST_CAP, else the
 * TOP_SHOWN first by `rank` (a sort comparator, best first) and then the LATEST_SHOWN last of the
 * others, in order. No item is shown twice.
 */
function capList(items, rank) {
    const total = items.length;
    if (total <= LIST_CAP)
        return { shown: [...items], cut: { total, top: 0, latest: total, more: 0 } };
    const top = topItems(items.map((_, index) => index), (a, b) => rank(items[a], items[b]), TOP_SHOWN);
    const inTop = new Set(top);
    const latest = [];
    for (let index = total - 1; index >= 0 && latest.length < LATEST_SHOWN; index -= 1)
        if (!inTop.has(index))
            latest.push(index);
    latest.reverse();
    return {
        shown: [...top, ...latest].map((index) => items[index]),
        cut: { total, top: top.length, latest: latest.length, more: total - top.length - latest.length },
    };
}
/**
 * Ids in a caveat: all of them when few, else the first `max` and how many more ("a, b, c and 97
 * more"), so a caveat never holds thousands of ids.
 */
function countedIds(ids, max = 5) {
    if (ids.length <= max)
        return ids.join(', ');
    return `${ids.slice(0, max).join(', ')} and ${ids.length - max} more`;
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

/***/ 70948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Si: () => (/* binding */ GLOBAL_INSIGHT_MAX),
  pc: () => (/* binding */ deriveSessionFacts),
  I9: () => (/* binding */ deriveSessionReport)
});

// UNUSED EXPORTS: SESSION_REPORT_SCHEMA

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/session/checkpoint.ts
var session_checkpoint = __webpack_require__(11392);
// EXTERNAL MODULE: ./src/session/run-stats.ts
var run_stats = __webpack_require__(98551);
// EXTERNAL MODULE: ./src/session/tree.ts + 2 modules
var session_tree = __webpack_require__(51419);
// EXTERNAL MODULE: ./src/util/redact.ts
var util_redact = __webpack_require__(50767);
// EXTERNAL MODULE: ./src/report/capped-list.ts
var capped_list = __webpack_require__(70478);
// EXTERNAL MODULE: ./src/session/recover.ts
var recover = __webpack_require__(73760);
// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __webpack_require__(32430);
;// CONCATENATED MODULE: ./src/report/session-text.ts
/**
 * Session text on its way into the report facts: redacted, folded onto one line and capped. Every text
 * taken from the session passes through these before it lands in the facts. (Markdown escaping is the
 * renderer's business: session-markdown.ts.)
 */
const TEXT_MAX = 300;
function stringOf(value) {
    return typeof value === 'string' && value.trim() !== '' ? value : null;
}
function numberOf(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
/**
 * `texts.map(redact)` in one redactor pass (thousands of agent or node ids would otherwise cost
 * thousands of passes of every pattern). The texts are joined with NUL, which no credential value
 * contains and no pattern in util/redact.ts matches or looks across, so each piece comes back as it
 * would alone; a match that swallowed a separator would change the piece count, and then each text
 * is redacted alone.
 */
function redactEach(redact, texts) {
    if (texts.length < 2 || texts.some((text) => text.includes('\u0000')))
        return texts.map(redact);
    const pieces = redact(texts.join('\u0000')).split('\u0000');
    return pieces.length === texts.length ? pieces : texts.map(redact);
}
/** Already redacted text on one line, capped at `max` characters. */
function flatText(redacted, max = TEXT_MAX) {
    const flat = redacted.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
/** A non-blank string redacted, on one line and capped (at `max`, default 300); null for anything else. */
function cleanText(redact, value, max = TEXT_MAX) {
    const text = stringOf(value);
    return text === null ? null : flatText(redact(text), max);
}
/** Redacts the non-blank strings among `values` in one pass (see redactEach); null for the others. */
function cleanTexts(redact, values) {
    const texts = values.map(stringOf);
    const present = texts.filter((text) => text !== null);
    const redacted = redactEach(redact, present);
    let next = 0;
    return texts.map((text) => (text === null ? null : flatText(redacted[next++])));
}

;// CONCATENATED MODULE: ./src/report/tree-diagram-facts.ts
/**
 * Which nodes the report's idea-tree diagram draws. A tree of at most TREE_DIAGRAM_CAP nodes is drawn
 * whole. A larger one is drawn as what a reader asks of it: the path from the root to the best idea,
 * then the merged spine (the latest merges first), each node hung from its nearest drawn ancestor
 * (with the levels skipped counted) and its children that are not drawn counted; not the first nodes
 * breadth-first, which at 10,000 ideas is a flat fan of the root's children. Pure.
 */


/** Nodes drawn at most; the rest are counted on the drawn nodes they hang from. */
const TREE_DIAGRAM_CAP = 60;
/** Of the path to the best idea, the nodes nearest the best one drawn (the root is always drawn). */
const BEST_PATH_SHOWN = 20;
function nodeOf(tree, id) {
    return Object.hasOwn(tree.nodes, id) ? tree.nodes[id] : undefined;
}
/** The first TREE_DIAGRAM_CAP nodes breadth-first from the root: the whole tree when it is small. */
function breadthFirst(tree) {
    const order = [];
    const queue = nodeOf(tree, tree.root_id) ? [tree.root_id] : [];
    const visited = new Set();
    for (let next = 0; next < queue.length && order.length < TREE_DIAGRAM_CAP; next += 1) {
        const id = queue[next];
        const node = nodeOf(tree, id);
        if (visited.has(id) || node === undefined)
            continue;
        visited.add(id);
        order.push(id);
        for (const child of node.children_ids)
            if (!visited.has(child))
                queue.push(child);
    }
    return order;
}
/** `id` and its ancestors up to the root, nearest first; a loop of parents ends the walk. */
function pathUp(tree, id) {
    const path = [];
    const seen = new Set();
    for (let at = id; at !== null && !seen.has(at);) {
        const node = nodeOf(tree, at);
        if (node === undefined)
            break;
        seen.add(at);
        path.push(at);
        at = node.parent_id;
    }
    return path;
}
/** The root, the path to the best idea (its nearest part when deep), then the latest merges. */
function keyNodes(tree, bestId, mergeOrder) {
    const chosen = new Set();
    if (nodeOf(tree, tree.root_id))
        chosen.add(tree.root_id);
    if (bestId !== null)
        for (const id of pathUp(tree, bestId).slice(0, BEST_PATH_SHOWN))
            chosen.add(id);
    for (let index = mergeOrder.length - 1; index >= 0 && chosen.size < TREE_DIAGRAM_CAP; index -= 1) {
        const id = mergeOrder[index];
        if (nodeOf(tree, id))
            chosen.add(id);
    }
    return [...chosen];
}
/** The nearest ancestor of node `id` that is drawn, and how many undrawn ones lie between. */
function nearestDrawnAncestor(tree, id, drawn) {
    const node = tree.nodes[id];
    const seen = new Set([id]);
    let skipped = 0;
    for (let at = node.parent_id; at !== null && !seen.has(at); skipped += 1) {
        if (drawn.has(at))
            return { id: at, skipped };
        const above = nodeOf(tree, at);
        if (above === undefined)
            return null;
        seen.add(at);
        at = above.parent_id;
    }
    return null;
}
/**
 * The diagram's nodes. `bestId`: the best idea; `mergeOrder`: merged nodes, oldest first. Each drawn
 * node's `parent_id` is its nearest drawn ancestor (`levels_skipped` the undrawn ones between), and
 * `hidden_children` counts its children not drawn.
 */
function treeDiagramFacts(tree, bestId, mergeOrder, redact) {
    const total = (0,session_tree/* nodeCount */.kV)(tree);
    const ids = total <= TREE_DIAGRAM_CAP ? breadthFirst(tree) : keyNodes(tree, bestId, mergeOrder);
    const drawn = new Set(ids);
    const shown = ids.map((id) => {
        const node = tree.nodes[id];
        const hung = nearestDrawnAncestor(tree, id, drawn);
        return {
            id: redact(id),
            parent_id: hung === null ? null : redact(hung.id),
            levels_skipped: hung?.skipped ?? 0,
            hidden_children: node.children_ids.filter((child) => !drawn.has(child)).length,
            status: typeof node.status === 'string' ? redact(node.status) : 'unknown',
            score: (0,session_tree/* finiteScore */.wr)(node.score),
            label: cleanText(redact, node.hypothesis) ?? '',
        };
    });
    return { shown, hidden: total - shown.length };
}

;// CONCATENATED MODULE: ./src/report/idea-facts.ts






/** Ideas listed under "Top ideas by score". */
const TOP_IDEAS = 10;
function trendOf(baseline, final, direction) {
    if ((0,metric/* isBetterScore */.V$)(final, baseline, direction))
        return 'better';
    return (0,metric/* isBetterScore */.V$)(baseline, final, direction) ? 'worse' : 'unchanged';
}
function scoreChange(baseline, final, direction) {
    if (baseline === null || final === null) {
        return { baseline, final, change: null, change_percent: null, trend: null };
    }
    const change = final - baseline;
    const trend = trendOf(baseline, final, direction);
    return {
        baseline,
        final,
        change: Number(change.toPrecision(12)),
        change_percent: baseline === 0 ? null : Number(((change / baseline) * 100).toFixed(2)),
        trend,
    };
}
function scanIdeas(tree) {
    const scan = {
        ideaCount: 0,
        statusCounts: new Map(),
        scored: [],
        scoredCount: 0,
        merged: [],
        running: [],
        anyTestScore: false,
        bestId: (0,recover/* bestDoneNode */.vU)(tree)?.id ?? null,
    };
    for (const entry of (0,session_tree/* nodeEntries */.pB)(tree)) {
        const [id, node] = entry;
        if (node.status === 'running')
            scan.running.push(id);
        if (node.status === 'merged')
            scan.merged.push(id);
        if (id === tree.root_id)
            continue;
        scan.ideaCount += 1;
        const status = typeof node.status === 'string' ? node.status : 'unknown';
        scan.statusCounts.set(status, (scan.statusCounts.get(status) ?? 0) + 1);
        if (typeof node.score === 'number')
            scan.scoredCount += 1;
        if ((0,session_tree/* finiteScore */.wr)(node.score) !== null)
            scan.scored.push(entry);
        if ((0,session_tree/* finiteScore */.wr)(node.test_score) !== null)
            scan.anyTestScore = true;
    }
    return scan;
}
function ideaFacts(redact, entries) {
    const ids = redactEach(redact, entries.map(([id]) => id));
    const statuses = redactEach(redact, entries.map(([, node]) => (typeof node.status === 'string' ? node.status : 'unknown')));
    const hypotheses = cleanTexts(redact, entries.map(([, node]) => node.hypothesis));
    const branches = cleanTexts(redact, entries.map(([, node]) => node.code_ref));
    return entries.map(([, node], index) => ({
        id: ids[index],
        status: statuses[index],
        hypothesis: hypotheses[index] ?? '',
        score: (0,session_tree/* finiteScore */.wr)(node.score),
        test_score: (0,session_tree/* finiteScore */.wr)(node.test_score),
        branch: branches[index] ?? null,
    }));
}
/**
 * Merged nodes in merge order: a merged root first (it is where the trunk starts), then the events'
 * order when they name the merges, tree order for the rest.
 */
function mergeOrder(merged, events, rootId) {
    const isMerged = new Set(merged);
    const order = new Set(isMerged.has(rootId) ? [rootId] : []);
    for (const merge of events?.merges ?? [])
        if (isMerged.has(merge.node_id))
            order.add(merge.node_id);
    for (const id of merged)
        order.add(id);
    return [...order];
}
/** Opposite B_dev and B_test moves of each merge against the trunk before it: the split disagrees. */
function scoreDivergence(tree, order, direction) {
    const found = [];
    let devBefore = (0,session_tree/* finiteScore */.wr)(tree.meta.baseline_score);
    let testBefore = (0,session_tree/* finiteScore */.wr)(tree.meta.test_baseline_score);
    for (const id of order) {
        const node = tree.nodes[id];
        const dev = (0,session_tree/* finiteScore */.wr)(node?.score);
        const test = (0,session_tree/* finiteScore */.wr)(node?.test_score);
        if (dev !== null && test !== null && devBefore !== null && testBefore !== null) {
            const devTrend = trendOf(devBefore, dev, direction);
            const testTrend = trendOf(testBefore, test, direction);
            if ((devTrend === 'better' && testTrend === 'worse') ||
                (devTrend === 'worse' && testTrend === 'better')) {
                found.push({
                    id,
                    // How far the two splits moved apart: the size the capped list ranks by.
                    size: Math.abs(dev - devBefore) + Math.abs(test - testBefore),
                    detail: `B_dev ${(0,metric/* formatScore */.y)(devBefore)} -> ${(0,metric/* formatScore */.y)(dev)} (${devTrend}) but B_test ${(0,metric/* formatScore */.y)(testBefore)} -> ${(0,metric/* formatScore */.y)(test)} (${testTrend})`,
                });
            }
        }
        devBefore = dev ?? devBefore;
        testBefore = test ?? testBefore;
    }
    return found;
}
/** Divergence noted by an insight, by the events, or shown by the scores; one fact per node and source. */
function divergenceFacts(tree, events, order, direction, redact) {
    const facts = [];
    const seen = new Set();
    const add = (fact, size = null) => {
        const key = `${fact.node_id}\u0000${fact.source}`;
        if (!seen.has(key))
            facts.push({ fact, size });
        seen.add(key);
    };
    for (const [id, node] of (0,session_tree/* nodeEntries */.pB)(tree)) {
        const insight = stringOf(node.insight);
        if (insight !== null && /diverg/i.test(insight)) {
            add({ node_id: redact(id), source: 'insight', detail: cleanText(redact, insight) ?? '' });
        }
    }
    for (const note of events?.divergence_notes ?? []) {
        add({ node_id: redact(note.node_id), source: 'events', detail: cleanText(redact, note.text) ?? '' });
    }
    // Score divergences can be thousands (one per merge): their ids are redacted in one pass.
    const scored = scoreDivergence(tree, order, direction);
    const scoredIds = redactEach(redact, scored.map(({ id }) => id));
    scored.forEach(({ detail, size }, i) => add({ node_id: scoredIds[i], source: 'scores', detail }, size));
    return facts;
}
/** Largest first; those noted by text (no size) after every measured one. */
function largerDivergence(a, b) {
    return (b.size ?? -Infinity) - (a.size ?? -Infinity) || 0;
}
/**
 * Merged ideas ranked for the capped list: by B_test (best first, in the metric's direction), then
 * those with only a B_dev by it, then the unscored.
 */
function mergedRank(direction) {
    const best = (0,metric/* bestFirst */.l9)(direction);
    const tier = (idea) => (idea.test_score !== null ? 0 : idea.score !== null ? 1 : 2);
    const value = (idea) => idea.test_score ?? idea.score ?? 0;
    return (a, b) => tier(a) - tier(b) || best(value(a), value(b));
}
/** The trunk's scores over its merges, each point labelled with its merge's node id, redacted. */
function trunkHistory(tree, events, order, redact) {
    const points = unlabelledTrunkHistory(tree, events, order);
    if (points === null)
        return null;
    const labels = redactEach(redact, points.points.map((point) => point.label));
    return { ...points, points: points.points.map((point, i) => ({ ...point, label: labels[i] })) };
}
function unlabelledTrunkHistory(tree, events, order) {
    const baseline = (0,session_tree/* finiteScore */.wr)(tree.meta.test_baseline_score);
    const finalTest = (0,session_tree/* finiteScore */.wr)(tree.meta.test_trunk_score);
    const points = [];
    if (baseline !== null || order.some((id) => (0,session_tree/* finiteScore */.wr)(tree.nodes[id]?.test_score) !== null)) {
        if (baseline !== null)
            points.push({ label: 'baseline', value: baseline });
        order.forEach((id, index) => {
            const test = (0,session_tree/* finiteScore */.wr)(tree.nodes[id]?.test_score) ?? (index === order.length - 1 ? finalTest : null);
            if (test !== null)
                points.push({ label: id, value: test });
        });
        return points.length >= 2 ? { split: 'B_test', points } : null;
    }
    // No B_test anywhere: the merge events' scores still show the trunk's path, split unknown.
    const merges = events?.merges ?? [];
    const first = merges[0]?.from_score;
    if (first !== null && first !== undefined)
        points.push({ label: 'start', value: first });
    for (const merge of merges)
        if (merge.to_score !== null)
            points.push({ label: merge.node_id, value: merge.to_score });
    return points.length >= 2 ? { split: 'unknown', points } : null;
}
/** Counts by status, every known status listed (0 when none); unknown statuses as written, redacted. */
function statusCounts(scan, redact) {
    const counts = Object.fromEntries(session_tree/* NODE_STATUSES */.q_.map((s) => [s, 0]));
    const statuses = [...(scan?.statusCounts ?? [])];
    const redacted = redactEach(redact, statuses.map(([status]) => status));
    for (const [index, [, n]] of statuses.entries()) {
        const status = redacted[index];
        counts[status] = (counts[status] ?? 0) + n;
    }
    return counts;
}
/** The empty list cut: nothing listed, nothing left out. */
const NO_CUT = { total: 0, top: 0, latest: 0, more: 0 };
/**
 * The tree's facts, the lists they cap in full (for report.json), and the caveats they call for (no
 * B_test, divergence, a partial diagram). With no tree, the empty facts and no caveat (the missing
 * tree is the caller's caveat).
 */
function treeFacts(tree, scan, events, direction, redact) {
    const counts = statusCounts(scan, redact);
    if (tree === null || scan === null) {
        const facts = {
            b_dev: null,
            b_test: null,
            scored_nodes: 0,
            status_counts: counts,
            merged_node_ids: [],
            merged_ideas: [],
            merged_ideas_cut: NO_CUT,
            top_ideas: [],
            divergence: [],
            divergence_cut: NO_CUT,
            trunk_history: null,
            idea_tree: null,
        };
        return { facts, lists: { merged_ideas: [], divergence: [] }, caveats: [] };
    }
    const testBaseline = (0,session_tree/* finiteScore */.wr)(tree.meta.test_baseline_score);
    const testFinal = (0,session_tree/* finiteScore */.wr)(tree.meta.test_trunk_score);
    const merged = mergeOrder(scan.merged, events, tree.root_id);
    const best = (0,metric/* bestFirst */.l9)(direction);
    const top = (0,capped_list/* topItems */.Yn)(scan.scored, ([, a], [, b]) => best(a.score, b.score), TOP_IDEAS);
    const mergedIdeas = ideaFacts(redact, merged.map((id) => [id, tree.nodes[id]]));
    const cappedMerged = (0,capped_list/* capList */.X0)(mergedIdeas, mergedRank(direction));
    const divergence = divergenceFacts(tree, events, merged, direction, redact);
    const cappedDivergence = (0,capped_list/* capList */.X0)(divergence, largerDivergence);
    const facts = {
        b_dev: scoreChange((0,session_tree/* finiteScore */.wr)(tree.meta.baseline_score), (0,session_tree/* finiteScore */.wr)(tree.meta.trunk_score), direction),
        b_test: testBaseline === null && testFinal === null ? null : scoreChange(testBaseline, testFinal, direction),
        scored_nodes: scan.scoredCount,
        status_counts: counts,
        merged_node_ids: redactEach(redact, merged),
        merged_ideas: cappedMerged.shown,
        merged_ideas_cut: cappedMerged.cut,
        top_ideas: ideaFacts(redact, top),
        divergence: cappedDivergence.shown.map((d) => d.fact),
        divergence_cut: cappedDivergence.cut,
        trunk_history: trunkHistory(tree, events, merged, redact),
        idea_tree: treeDiagramFacts(tree, scan.bestId, merged, redact),
    };
    const lists = { merged_ideas: mergedIdeas, divergence: divergence.map((d) => d.fact) };
    return { facts, lists, caveats: treeCaveats(tree, scan, facts, lists, direction) };
}
function treeCaveats(tree, scan, facts, lists, direction) {
    const caveats = [];
    if (direction === 'minimize' && facts.top_ideas.length > 0)
        caveats.push("Top ideas and the best score are lowest first (minimize), on purpose: Arbor's own report ranks ideas highest first, and its best score is always the maximum, even when minimizing.");
    if (facts.b_test === null && !scan.anyTestScore)
        caveats.push('No B_test: no held-out score was recorded, so no result here is verified on the test split.');
    const divergent = [...new Set(lists.divergence.map((d) => d.node_id))];
    if (divergent.length > 0)
        caveats.push(`B_dev/B_test divergence on node(s) ${(0,capped_list/* countedIds */.Tv)(divergent)}: possible overfitting, noise or split mismatch.`);
    const diagram = facts.idea_tree;
    if (diagram !== null && diagram.hidden > 0)
        caveats.push(`The idea-tree diagram shows ${diagram.shown.length} of ${(0,session_tree/* nodeCount */.kV)(tree)} nodes: the path to the best idea and the latest merges, other children counted.`);
    return caveats;
}

;// CONCATENATED MODULE: ./src/report/session-facts.ts
/**
 * The facts of a session report (spec "REPORT.md Contents", docs/architecture.md "Sessions"), derived
 * from a session as read (session-read.ts): a plain value that REPORT.md, `report --json` and the
 * Action's outputs are rendered from. Pure: data in, data out. Each missing or unreadable input drops
 * its part and adds a caveat; every text taken from the session is redacted before it lands here.
 */








const SESSION_REPORT_SCHEMA = 'arbor-gate/session-report@1';
function tokenFields(tokens, events) {
    const sums = events?.tokens;
    return {
        token_source: tokens?.source ?? null,
        total_input_tokens: tokens?.input_tokens ?? null,
        total_uncached_input_tokens: tokens?.uncached_input_tokens ?? null,
        total_output_tokens: tokens?.output_tokens ?? null,
        total_cache_read_tokens: tokens?.cache_read_tokens ?? null,
        total_cache_creation_tokens: tokens?.cache_creation_tokens ?? null,
        llm_call_sums: sums === undefined || sums.llm_calls === 0 || tokens?.source === 'llm.call events'
            ? null
            : {
                llm_calls: sums.llm_calls,
                input_tokens: sums.input_tokens,
                uncached_input_tokens: sums.uncached_input_tokens,
                output_tokens: sums.output_tokens,
            },
    };
}
function runStatsFromFile(stats, events) {
    const all = (stats.all_agents ?? {});
    const coordinator = (stats.coordinator ?? {});
    return {
        source: 'run_stats.json',
        derived_file: stats.derived === true,
        token_scope: stringOf(stats.token_scope),
        ...tokenFields((0,run_stats/* preferredTokens */.wl)(stats, events), events),
        duration_seconds: numberOf(stats.duration_seconds),
        total_llm_calls: numberOf(all.total_llm_calls),
        total_agents_spawned: numberOf(all.total_agents_spawned),
        coordinator_turns: numberOf(coordinator.turns),
        emergency_timeout: stats.emergency_timeout === true,
        by_agent: {},
    };
}
function runStatsFromEvents(events, redact) {
    const byAgent = {};
    const agents = Object.entries(events.tokens_by_agent);
    const names = redactEach(redact, agents.map(([agent]) => agent));
    for (const [index, [, totals]] of agents.entries()) {
        byAgent[names[index]] = {
            llm_calls: totals.llm_calls,
            input_tokens: totals.input_tokens,
            output_tokens: totals.output_tokens,
        };
    }
    const tokens = (0,run_stats/* preferredTokens */.wl)(null, events);
    return {
        source: 'derived_from_events',
        derived_file: false,
        token_scope: (0,run_stats/* derivedTokenScope */.Tn)(tokens?.source ?? 'llm.call events'),
        ...tokenFields(tokens, events),
        duration_seconds: (0,run_stats/* sessionDuration */.tb)(events),
        total_llm_calls: events.tokens.llm_calls,
        total_agents_spawned: events.executors_started,
        coordinator_turns: numberOf(events.session_end?.turns),
        emergency_timeout: events.emergency_timeout,
        by_agent: byAgent,
    };
}
/** Run stats from run_stats.json when it is usable, else derived from the events; with the caveat that says which. */
function runStatsFact(read, redact, caveats) {
    const { runStats, events } = read;
    if (runStats.state === 'ok') {
        const fact = runStatsFromFile(runStats.value, events);
        if (fact.derived_file)
            caveats.push('run_stats.json was derived by arbor-gate from events and the tree, not written by Arbor.');
        return fact;
    }
    if (runStats.state === 'unreadable')
        caveats.push(`run_stats.json is unreadable (${runStats.reason}).`);
    if (events === null) {
        caveats.push('No run_stats.json and no events: run stats and token use are unknown.');
        return null;
    }
    const fact = runStatsFromEvents(events, redact);
    caveats.push(fact.token_source === 'session.end'
        ? 'No usable run_stats.json: run stats are derived from the events, token totals from the session.end event.'
        : 'No usable run_stats.json: run stats and tokens are derived from llm.call events.');
    return fact;
}
/** Why the run looks interrupted: the tree, the checkpoint or the events say work was still in flight. */
function interruptionReasons(runningNodes, checkpoint, events, redact) {
    const reasons = [];
    const running = redactEach(redact, runningNodes);
    if (running.length > 0)
        reasons.push(`node(s) ${(0,capped_list/* countedIds */.Tv)(running)} still running`);
    const inflight = checkpoint
        ? redactEach(redact, (0,session_checkpoint/* inflightExecutors */.kC)(checkpoint).map((e) => e.node_id))
        : [];
    if (inflight.length > 0)
        reasons.push(`checkpoint has in-flight executor(s) for ${(0,capped_list/* countedIds */.Tv)(inflight)}`);
    const open = redactEach(redact, Object.keys(events?.open_executors ?? {}));
    if (open.length > 0)
        reasons.push(`executor(s) started without an end event: ${(0,capped_list/* countedIds */.Tv)(open)}`);
    if (events !== null && events.session_end === null)
        reasons.push('no session.end event');
    return reasons;
}
/** Caveats about what could not be read: the tree, events.jsonl and its torn lines. */
function inputCaveats(read) {
    const caveats = [];
    if (read.treeCaveat !== null)
        caveats.push(read.treeCaveat);
    else if (read.tree === null)
        caveats.push('No idea tree (.coordinator/idea_tree.json): scores, ideas and the tree are not reported.');
    if (read.eventsCaveat !== null)
        caveats.push(read.eventsCaveat);
    const stats = read.events?.stats;
    if (stats !== undefined && stats.skipped > 0) {
        const more = stats.skipped > stats.skippedLineNumbers.length ? ', …' : '';
        caveats.push(`${stats.skipped} torn or malformed line(s) in events.jsonl were skipped (line ${stats.skippedLineNumbers.join(', ')}${more}).`);
    }
    return caveats;
}
function directionCaveat(tree) {
    const written = tree?.meta.metric_direction;
    return written !== undefined && !['maximize', 'minimize'].includes(String(written))
        ? [`meta.metric_direction ${JSON.stringify(written)} is not valid; maximize was assumed.`]
        : [];
}
/** Caveats about how the run went: interrupted, a pending human gate, an emergency timeout, a smoke test. */
function runCaveats(read, checkpoint, interruptions, opts, redact) {
    const caveats = [];
    if (interruptions.length > 0)
        caveats.push(`Interrupted run: ${interruptions.join('; ')}.`);
    const pending = checkpoint ? (0,session_checkpoint/* pendingUserQuestion */.FB)(checkpoint) : null;
    if (pending !== null)
        caveats.push(`A human gate is pending: ${cleanText(redact, pending)}`);
    const runStatsFile = read.runStats.state === 'ok' ? read.runStats.value : null;
    if (opts.emergency !== undefined)
        caveats.push(`Emergency timeout: finalized with --emergency; the submission may be a recovered snapshot (recover: ${cleanText(redact, opts.emergency.recovered) ?? 'nothing done'}).`);
    else if (runStatsFile?.emergency_timeout === true || read.events?.emergency_timeout === true)
        caveats.push('The run ended on an emergency timeout; the submission may be a recovered snapshot.');
    const smoke = opts.smoke;
    if (smoke)
        caveats.push('Smoke/forward test: no real executor, merge or B_test result should be read from this report.');
    return caveats;
}
/** Arbor's generator titles the report with the task's first line, cut to 100 characters. */
const TITLE_MAX = 100;
/** Where Python's str.splitlines() breaks lines (control characters included). */
// eslint-disable-next-line no-control-regex
const PY_LINE_BREAK = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/;
/** The root's insight is a summary of the whole tree: Arbor caps it at 1200 characters. */
const GLOBAL_INSIGHT_MAX = 1200;
function reportTitle(task, fallback, redact) {
    const text = stringOf(task);
    if (text === null)
        return fallback;
    // Cut by code points, as Python's str slicing does (an emoji is one character, not two).
    const first = Array.from(redact(text).trim().split(PY_LINE_BREAK)[0] ?? '');
    return first.length > TITLE_MAX ? `${first.slice(0, TITLE_MAX - 3).join('')}...` : first.join('');
}
/**
 * Who ran and how it ended: the task from run_info.json (Arbor's CLI writes it), then the events, then
 * the root; the exit reason from the events first, run_stats.json next (model: the reverse).
 */
function runIdentity(read, interrupted, redact) {
    const { events, tree } = read;
    const stats = read.runStats.state === 'ok' ? read.runStats.value : null;
    const runInfo = read.runInfo.state === 'ok' ? read.runInfo.value : null;
    const task = [runInfo?.task, events?.session_start?.task, tree?.nodes[tree.root_id]?.hypothesis].find((candidate) => stringOf(candidate) !== null);
    return {
        title: reportTitle(task, read.paths.runName, redact),
        task: cleanText(redact, task),
        instruction: stringOf(task) === null ? null : redact(task.trim()),
        exit_reason: cleanText(redact, events?.session_end?.exit_reason) ??
            cleanText(redact, stats?.exit_reason) ??
            (interrupted ? 'interrupted (no session.end recorded)' : null),
        model: cleanText(redact, stats?.model) ??
            cleanText(redact, events?.session_start?.model) ??
            cleanText(redact, events?.llm_model),
        provider: cleanText(redact, stats?.provider) ??
            cleanText(redact, events?.session_start?.provider) ??
            cleanText(redact, events?.llm_provider),
    };
}
function eventsFact(events, redact) {
    if (events === null)
        return null;
    // Arbor's StatsCollector: from the last session.start (a resume starts again), not the first event.
    const wallClock = (0,run_stats/* sessionDuration */.tb)(events);
    const redactKeys = (counts) => Object.fromEntries(Object.entries(counts).map(([key, n]) => [redact(key), n]));
    return {
        lines: events.stats.lines,
        skipped_lines: events.stats.skipped,
        skipped_line_numbers: events.stats.skippedLineNumbers,
        by_family: redactKeys(events.by_family),
        by_type: redactKeys(events.by_type),
        first_ts: events.first_ts,
        last_ts: events.last_ts,
        wall_clock_seconds: wallClock === null ? null : Number(wallClock.toFixed(3)),
        session_ended: events.session_end !== null,
    };
}
/** The report's facts from a session as read. Pure. */
function deriveSessionFacts(read, opts) {
    return deriveSessionReport(read, opts).facts;
}
/** The report's facts and the lists they cap, whole (what report.json adds to them). Pure. */
function deriveSessionReport(read, opts) {
    const redact = (0,util_redact/* createRedactor */.lY)(opts.env);
    const { paths, tree, events } = read;
    const checkpoint = read.checkpoint.state === 'ok' ? read.checkpoint.value : null;
    const runStatsFile = read.runStats.state === 'ok' ? read.runStats.value : null;
    const caveats = inputCaveats(read);
    const runStats = runStatsFact(read, redact, caveats);
    if (read.checkpoint.state === 'unreadable')
        caveats.push(`checkpoint.json is unreadable (${read.checkpoint.reason}).`);
    caveats.push(...directionCaveat(tree));
    const direction = (0,session_tree/* metricDirectionOf */.H_)(tree?.meta);
    // Like Arbor's own report, counts are of ideas: the root is the task, not an idea.
    const scan = tree === null ? null : scanIdeas(tree);
    const interruptions = interruptionReasons(scan?.running ?? [], checkpoint, events, redact);
    const smoke = opts.smoke === true ||
        events?.smoke === true ||
        tree?.meta.smoke === true ||
        runStatsFile?.smoke === true;
    caveats.push(...runCaveats(read, checkpoint, interruptions, { ...opts, smoke }, redact));
    const fromTree = treeFacts(tree, scan, events, direction, redact);
    caveats.push(...fromTree.caveats);
    const identity = runIdentity(read, interruptions.length > 0, redact);
    const ideas = fromTree.facts;
    const base = paths.workspace ?? paths.dir;
    const facts = {
        schema: SESSION_REPORT_SCHEMA,
        session_dir: paths.dir,
        workspace: paths.workspace,
        run_name: paths.runName,
        title: identity.title,
        task: identity.task,
        instruction: identity.instruction,
        global_insight: tree === null ? null : cleanText(redact, tree.nodes[tree.root_id]?.insight, GLOBAL_INSIGHT_MAX),
        exit_reason: identity.exit_reason,
        model: identity.model,
        provider: identity.provider,
        metric: { direction, name: cleanText(redact, tree?.meta.metric_name) },
        b_dev: ideas.b_dev,
        b_test: ideas.b_test,
        nodes_total: scan?.ideaCount ?? 0,
        scored_nodes: ideas.scored_nodes,
        status_counts: ideas.status_counts,
        best_node_id: scan === null || scan.bestId === null ? null : redact(scan.bestId),
        merged_node_ids: ideas.merged_node_ids,
        merged_ideas: ideas.merged_ideas,
        merged_ideas_cut: ideas.merged_ideas_cut,
        top_ideas: ideas.top_ideas,
        divergence: ideas.divergence,
        divergence_cut: ideas.divergence_cut,
        trunk_history: ideas.trunk_history,
        idea_tree: ideas.idea_tree,
        events: eventsFact(events, redact),
        run_stats: runStats,
        interrupted: interruptions.length > 0,
        artifacts: read.artifacts.map(({ label, path }) => ({ label, path: (0,external_node_path_.relative)(base, path) || '.' })),
        caveats,
        gate_section: opts.gateSection ?? null,
    };
    return { facts, lists: fromTree.lists };
}


/***/ }),

/***/ 54510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderEvidence: () => (/* binding */ renderEvidence),
  I: () => (/* binding */ renderSessionReportMarkdown)
});

// EXTERNAL MODULE: ./src/session/run-stats.ts
var run_stats = __webpack_require__(98551);
// EXTERNAL MODULE: ./src/util/markdown.ts
var markdown = __webpack_require__(17183);
// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __webpack_require__(32430);
// EXTERNAL MODULE: ./src/report/capped-list.ts
var capped_list = __webpack_require__(70478);
// EXTERNAL MODULE: ./src/report/mermaid.ts
var mermaid = __webpack_require__(39409);
;// CONCATENATED MODULE: ./src/report/trunk-chart.ts
/**
 * The trunk's score over merges as a chart that mermaid draws at any size. Mermaid refuses a diagram
 * past 50,000 characters (its `maxTextSize`), which a point per merge passes at about 2,400 merges, so
 * the points are downsampled to at most CHART_POINTS: the first, the last and every new best are kept
 * (what the chart is read for), the rest of the room goes to points spread evenly between. Should the
 * new bests alone be more than the room (a trunk that improved at every merge), they too are taken
 * evenly, and the chart says so. The points are a plain array, so any record of the trunk (the tree,
 * the merge events, a score ledger) can feed it. Pure.
 */


/** Points drawn at most. */
const CHART_POINTS = 200;
/** `count` indexes of `from` (ascending), spread evenly, its first and last included. */
function spread(from, count) {
    if (count >= from.length)
        return [...from];
    if (count <= 1)
        return from.slice(0, count);
    const step = (from.length - 1) / (count - 1);
    return Array.from({ length: count }, (_, i) => from[Math.round(i * step)]);
}
/** At most `max` of `points` in their order: first, last and every new best kept when they fit. */
function sampleTrunkPoints(points, direction, max = CHART_POINTS) {
    const total = points.length;
    if (total <= max)
        return { points: [...points], total, all_bests_kept: true };
    const bests = [];
    let best = null;
    points.forEach((point, index) => {
        if (best === null || (0,metric/* isBetterScore */.V$)(point.value, best, direction)) {
            bests.push(index);
            best = point.value;
        }
    });
    const kept = new Set([0, total - 1, ...bests]);
    if (kept.size > max) {
        const sampled = spread([...kept].sort((a, b) => a - b), max);
        return { points: sampled.map((i) => points[i]), total, all_bests_kept: false };
    }
    const others = points.map((_, index) => index).filter((index) => !kept.has(index));
    for (const index of spread(others, max - kept.size))
        kept.add(index);
    const indexes = [...kept].sort((a, b) => a - b);
    return { points: indexes.map((i) => points[i]), total, all_bests_kept: true };
}
/** The trunk chart (`xychart-beta`) of `points`, sampled to at most CHART_POINTS, and how it was sampled. */
function trunkChart(title, yLabel, points, direction) {
    const sampled = sampleTrunkPoints(points, direction);
    return { mermaid: (0,mermaid/* lineChart */.Tz)(title, yLabel, sampled.points), sampled };
}

// EXTERNAL MODULE: ./src/report/session-facts.ts + 3 modules
var session_facts = __webpack_require__(70948);
;// CONCATENATED MODULE: ./src/report/session-markdown.ts
/**
 * REPORT.md and the evidence lines from a session report's facts. Pure: facts in, text out. Session
 * text reaches the page only through util/markdown.ts (`md`: prose, table cells and ids in bold;
 * `code`: names and paths in monospace) or the mermaid label escaping.
 */







function score(value) {
    return value === null ? '—' : `\`${(0,metric/* formatScore */.y)(value)}\``;
}
/** 1234567 -> "1,234,567" like toLocaleString('en-US'), without loading Intl for plain integers. */
function number(value) {
    if (value === null)
        return '—';
    if (!Number.isSafeInteger(value))
        return value.toLocaleString('en-US');
    return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}
/** Where the B_dev (trunk) line's numbers come from. */
const B_DEV_SOURCE = "from the idea tree's meta.baseline_score and meta.trunk_score as the research agent wrote them (the gate measures B_test only, and never updates trunk_score)";
function changeLine(label, change, direction) {
    if (change === null)
        return `- ${label}: not recorded`;
    const parts = [`- ${label}: ${score(change.baseline)} -> ${score(change.final)}`];
    if (change.change !== null && change.trend !== null) {
        const signed = (value) => `${value > 0 ? '+' : ''}${(0,metric/* formatScore */.y)(value)}`;
        const percent = change.change_percent === null ? '' : `, ${signed(change.change_percent)}%`;
        parts.push(` (${signed(change.change)}${percent}: **${change.trend}**, ${direction})`);
    }
    return parts.join('');
}
function ideaLine(idea) {
    const test = idea.test_score === null ? '' : `, B_test ${score(idea.test_score)}`;
    return `- **${(0,markdown/* markdownText */.p7)(idea.id)}** B_dev ${score(idea.score)}${test} _${(0,markdown/* markdownText */.p7)(idea.status)}_: ${(0,markdown/* markdownText */.p7)(idea.hypothesis)}`;
}
/**
 * A capped list's lines (see capped-list.ts): whole, or the top ones under `topHeading`, the latest
 * under "Latest", and how many more report.json holds.
 */
function cappedLines(items, cut, line, topHeading) {
    if (cut.more === 0 && cut.top === 0)
        return items.map(line);
    return [
        `${topHeading} (${cut.top} of ${number(cut.total)}):`,
        '',
        ...items.slice(0, cut.top).map(line),
        '',
        `Latest (${cut.latest}):`,
        '',
        ...items.slice(cut.top).map(line),
        '',
        `… and ${number(cut.more)} more (report.json lists all ${number(cut.total)}).`,
    ];
}
function countTable(header, counts) {
    // Ties by name in code-unit order: the same on every machine, and no collator to load (tens of ms).
    const rows = Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return [`| ${header} | count |`, '|---|---:|', ...rows.map(([key, n]) => `| ${(0,markdown/* markdownText */.p7)(key)} | ${n} |`)];
}
function headerSection(facts) {
    const out = [`# Research Report: ${(0,markdown/* markdownText */.p7)(facts.title)}`, ''];
    out.push(`- Session: ${(0,markdown/* markdownCode */.D9)(facts.run_name)}`);
    out.push(`- Exit reason: ${(0,markdown/* markdownText */.p7)(facts.exit_reason ?? 'unknown')}`);
    if (facts.model !== null || facts.provider !== null) {
        out.push(`- Model: ${(0,markdown/* markdownText */.p7)(facts.model ?? 'unknown')} (provider: ${(0,markdown/* markdownText */.p7)(facts.provider ?? 'unknown')})`);
    }
    const name = facts.metric.name === null ? '' : `${(0,markdown/* markdownText */.p7)(facts.metric.name)}, `;
    out.push(`- Metric: ${name}${facts.metric.direction}`);
    if (facts.interrupted)
        out.push('- Status: **interrupted** (see caveats)');
    out.push('', ...instructionSection(facts));
    if (facts.caveats.length > 0)
        out.push('## Caveats', '', ...facts.caveats.map((c) => `- ${(0,markdown/* markdownText */.p7)(c)}`), '');
    return out;
}
function resultsSection(facts) {
    if (facts.b_dev === null && facts.b_test === null)
        return [];
    const direction = facts.metric.direction;
    const out = ['## Results', ''];
    // The gate measures B_test only: B_dev's numbers are the research agent's, and may be stale.
    out.push(`${changeLine('B_dev (trunk)', facts.b_dev, direction)}; ${B_DEV_SOURCE}`);
    out.push(changeLine('B_test (trunk)', facts.b_test, direction));
    if (facts.best_node_id !== null)
        out.push(`- Best idea by B_dev: **${(0,markdown/* markdownText */.p7)(facts.best_node_id)}**`);
    out.push('');
    return out;
}
function explorationSection(facts) {
    if (facts.idea_tree === null)
        return [];
    const direction = facts.metric.direction;
    const byStatus = Object.entries(facts.status_counts)
        .map(([status, n]) => `${(0,markdown/* markdownText */.p7)(status)} \`${n}\``)
        .join(', ');
    return [
        '## Exploration',
        '',
        `- Ideas (nodes below the root): \`${facts.nodes_total}\`, scored: \`${facts.scored_nodes}\``,
        `- By status: ${byStatus}`,
        '',
        '### Merged Ideas',
        '',
        ...(facts.merged_ideas.length > 0
            ? cappedLines(facts.merged_ideas, facts.merged_ideas_cut, ideaLine, 'Best by B_test, then B_dev')
            : ['- none']),
        '',
        `### Top Ideas By Score (${direction === 'minimize' ? 'lowest' : 'highest'} first)`,
        '',
        ...(facts.top_ideas.length > 0 ? facts.top_ideas.map(ideaLine) : ['- no scored ideas']),
        '',
    ];
}
/** Arbor's Global Insight: the root's insight, what the whole tree taught (whole, up to its cap). */
function globalInsightSection(facts) {
    return facts.global_insight === null
        ? []
        : ['## Global Insight', '', (0,markdown/* markdownText */.p7)(facts.global_insight, session_facts/* GLOBAL_INSIGHT_MAX */.Si), ''];
}
/** Arbor's "## Instruction": the task's whole text, quoted line by line. */
function instructionSection(facts) {
    if (facts.instruction === null)
        return [];
    const lines = facts.instruction.split(/\r\n|\n|\r/).map((line) => `> ${(0,markdown/* markdownText */.p7)(line, Infinity)}`.trimEnd());
    return ['## Instruction', '', ...lines, ''];
}
/** Divergence, the trunk's B_test chart and the idea-tree diagram. */
function diagramsSection(facts) {
    const out = [];
    if (facts.divergence.length > 0) {
        const line = (d) => `- **${(0,markdown/* markdownText */.p7)(d.node_id)}** (${d.source}): ${(0,markdown/* markdownText */.p7)(d.detail)}`;
        out.push('### B_dev / B_test Divergence', '');
        out.push(...cappedLines(facts.divergence, facts.divergence_cut, line, 'Largest'), '');
    }
    if (facts.trunk_history !== null) {
        const split = facts.trunk_history.split === 'B_test' ? 'B_test' : 'score (split not recorded)';
        const chart = trunkChart(`Trunk ${split} over merges`, split, facts.trunk_history.points, facts.metric.direction);
        out.push(`### Trunk ${split} Over Merges`, '');
        const { total, points, all_bests_kept: bests } = chart.sampled;
        if (points.length < total)
            out.push(`${points.length} of ${number(total)} points: the first, the last and ${bests ? 'every new best' : 'new bests taken evenly (they alone outnumber the room)'}, the rest spread evenly.`, '');
        out.push('```mermaid', chart.mermaid, '```', '');
    }
    if (facts.idea_tree !== null && facts.idea_tree.shown.length > 0) {
        out.push('### Idea Tree', '', '```mermaid');
        out.push((0,mermaid/* treeDiagram */.aB)(facts.idea_tree.shown, facts.idea_tree.hidden, metric/* formatScore */.y), '```', '');
    }
    return out;
}
function eventsSection(ev) {
    if (ev === null)
        return [];
    const skipped = ev.skipped_lines > 0 ? ` (skipped: \`${ev.skipped_lines}\`)` : '';
    const out = ['## Events', '', `- Events read: \`${ev.lines - ev.skipped_lines}\`${skipped}`];
    if (ev.wall_clock_seconds !== null) {
        out.push(`- Wall clock (from the last session.start): ${(0,run_stats/* humanDuration */.UU)(ev.wall_clock_seconds)} (\`${(0,metric/* formatScore */.y)(ev.wall_clock_seconds)}\` s)`);
    }
    out.push(`- Session ended cleanly: ${ev.session_ended ? 'yes' : 'no'}`, '');
    out.push(...countTable('family', ev.by_family), '');
    out.push('<details><summary>Events by type</summary>', '', ...countTable('type', ev.by_type));
    out.push('', '</details>', '');
    return out;
}
const TOKEN_SOURCE_WORDS = {
    'run_stats.json': "run_stats.json (the session's own totals)",
    'session.end': "the session.end event (the session's own totals)",
    'llm.call events': 'the sum of the llm.call events',
};
function runStatsSection(rs) {
    if (rs === null)
        return [];
    const out = ['## Run Stats', ''];
    const derivedFrom = rs.token_source === 'session.end' ? 'events and the session.end event' : 'llm.call events';
    out.push(rs.source === 'run_stats.json'
        ? `- Source: run_stats.json${rs.derived_file ? ' (derived by arbor-gate)' : ''}`
        : `- Source: **derived from ${derivedFrom}** (run_stats.json is missing)`);
    out.push(`- Token scope: ${(0,markdown/* markdownText */.p7)(rs.token_scope ?? 'not recorded')}`);
    if (rs.duration_seconds !== null)
        out.push(`- Duration: ${(0,run_stats/* humanDuration */.UU)(rs.duration_seconds)}`);
    out.push(`- Token totals from: ${rs.token_source === null ? 'nowhere (none recorded)' : TOKEN_SOURCE_WORDS[rs.token_source]}`);
    out.push(`- Input tokens: ${number(rs.total_input_tokens)} (uncached: ${number(rs.total_uncached_input_tokens)}), output tokens: ${number(rs.total_output_tokens)}, cache reads: ${number(rs.total_cache_read_tokens)}, cache writes: ${number(rs.total_cache_creation_tokens)}`);
    const sums = rs.llm_call_sums;
    if (sums !== null)
        out.push(`- The llm.call events alone (only the calls they logged): input ${number(sums.input_tokens)} (uncached: ${number(sums.uncached_input_tokens)}), output ${number(sums.output_tokens)}, in ${number(sums.llm_calls)} call(s)`);
    out.push(`- LLM calls: ${number(rs.total_llm_calls)}, agents spawned: ${number(rs.total_agents_spawned)}`);
    if (rs.coordinator_turns !== null)
        out.push(`- Coordinator turns: ${number(rs.coordinator_turns)}`);
    if (rs.emergency_timeout)
        out.push('- Emergency timeout: yes');
    out.push(...agentTable(rs.by_agent));
    out.push('');
    return out;
}
/** Agents (llm.call `source`, else `agent`) listed in the table at most; the rest are counted. */
const AGENT_ROWS = 20;
/** Tokens by agent, the most calls first, capped at AGENT_ROWS rows and a count of the rest. */
function agentTable(byAgent) {
    const agents = Object.entries(byAgent).sort(([a, x], [b, y]) => y.llm_calls - x.llm_calls || (a < b ? -1 : a > b ? 1 : 0));
    if (agents.length === 0)
        return [];
    const out = ['', '| agent | calls | input | output |', '|---|---:|---:|---:|'];
    for (const [agent, t] of agents.slice(0, AGENT_ROWS))
        out.push(`| ${(0,markdown/* markdownText */.p7)(agent)} | ${number(t.llm_calls)} | ${number(t.input_tokens)} | ${number(t.output_tokens)} |`);
    if (agents.length > AGENT_ROWS)
        out.push(`| … and ${number(agents.length - AGENT_ROWS)} more | | | |`);
    return out;
}
function artifactsSection(facts) {
    if (facts.artifacts.length === 0)
        return [];
    const base = facts.workspace === null ? 'session folder' : 'workspace';
    return [
        '## Artifacts',
        '',
        `Paths relative to the ${base}.`,
        '',
        ...facts.artifacts.map((a) => `- ${a.label}: ${(0,markdown/* markdownCode */.D9)(a.path)}`),
        '',
    ];
}
/**
 * REPORT.md from the facts. The gate's markdown section (`gateSection`, else the one the facts were
 * given) is included verbatim as its own section.
 */
function renderSessionReportMarkdown(facts, gateSection = facts.gate_section ?? undefined) {
    const gate = gateSection !== undefined && gateSection.trim() !== '' ? [gateSection.trimEnd(), ''] : [];
    const out = [
        ...headerSection(facts),
        ...resultsSection(facts),
        ...gate,
        ...explorationSection(facts),
        ...diagramsSection(facts),
        ...globalInsightSection(facts),
        ...eventsSection(facts.events),
        ...runStatsSection(facts.run_stats),
        ...artifactsSection(facts),
    ];
    return `${out.join('\n').trimEnd()}\n`;
}
/** The few lines a user keeps from a report run (spec "Final Response To User"). */
function renderEvidence(facts, reportPath) {
    const pair = (change) => change === null
        ? 'not recorded'
        : `${change.baseline === null ? '—' : (0,metric/* formatScore */.y)(change.baseline)} -> ${change.final === null ? '—' : (0,metric/* formatScore */.y)(change.final)}${change.trend ? ` (${change.trend})` : ''}`;
    const lines = [
        `Session:  ${facts.session_dir}`,
        `B_dev:    ${pair(facts.b_dev)}  [${facts.metric.direction}]`,
        `B_test:   ${pair(facts.b_test)}`,
        `Best:     ${facts.best_node_id ?? 'none'}   Merged: ${(0,capped_list/* countedIds */.Tv)(facts.merged_node_ids, 20) || 'none'}`,
    ];
    if (reportPath !== null)
        lines.push(`Report:   ${reportPath}`);
    lines.push(...(facts.caveats.length === 0
        ? ['Caveats:  none']
        : ['Caveats:', ...facts.caveats.map((c) => `  - ${c}`)]));
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 11392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ pendingUserQuestion),
/* harmony export */   J3: () => (/* binding */ clearInflightExecutors),
/* harmony export */   kC: () => (/* binding */ inflightExecutors),
/* harmony export */   sE: () => (/* binding */ pendingUserNodeId)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74976);
/* harmony import */ var _json_patch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86147);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95216);
/**
 * Arbor's `checkpoint.json` (schema_version 1): run name, cycle, phase, git state, in-flight executors,
 * cache anchors and a pending human gate. arbor-gate only clears in-flight executors on resume and
 * keeps every other byte as written.
 */



function inflightExecutors(checkpoint) {
    const list = checkpoint.inflight_executors;
    if (!Array.isArray(list))
        return [];
    return list.filter(_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G).map((entry) => ({
        node_id: String(entry.node_id ?? ''),
        branch: typeof entry.branch === 'string' ? entry.branch : null,
        started_at: typeof entry.started_at === 'string' ? entry.started_at : null,
    }));
}
/**
 * The question of a pending human gate (`pending_user`), or null when none is pending. Arbor stores
 * either the question itself or an object holding it.
 */
function pendingUserQuestion(checkpoint) {
    const pending = checkpoint.pending_user;
    if (pending === null || pending === undefined || pending === false || pending === '')
        return null;
    if (typeof pending === 'string')
        return pending;
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(pending)) {
        for (const key of ['question', 'prompt', 'message', 'text']) {
            const value = pending[key];
            if (typeof value === 'string' && value !== '')
                return value;
        }
    }
    return JSON.stringify(pending);
}
/** The node a pending human gate is about (`pending_user.node_id`), when it names one. */
function pendingUserNodeId(checkpoint) {
    const pending = checkpoint.pending_user;
    const nodeId = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(pending) ? pending.node_id : undefined;
    return typeof nodeId === 'string' && nodeId.trim() !== '' ? nodeId.trim() : null;
}
/**
 * The checkpoint's text with in-flight executors cleared and every other byte as Arbor wrote it, or
 * null when it has none to clear (or is not a JSON object).
 */
function clearInflightExecutors(text) {
    let checkpoint;
    try {
        checkpoint = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePythonJson */ .S6)(text);
    }
    catch {
        return null;
    }
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(checkpoint) || inflightExecutors(checkpoint).length === 0)
        return null;
    return (0,_json_patch_js__WEBPACK_IMPORTED_MODULE_0__/* .patchJson */ .pb)(text, { ...checkpoint, inflight_executors: [] });
}


/***/ }),

/***/ 73760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hc: () => (/* binding */ recoverSubmission),
/* harmony export */   ST: () => (/* binding */ SNAPSHOTS_DIR),
/* harmony export */   vU: () => (/* binding */ bestDoneNode)
/* harmony export */ });
/* unused harmony exports DEFAULT_SUBMISSION_PATH, chooseSnapshot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(83916);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33803);
/* harmony import */ var _util_metric_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32430);
/* harmony import */ var _util_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(24964);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(51419);
/**
 * Emergency-timeout recovery (spec "Shutdown", step 4): keep trunk's submission when present; otherwise
 * copy the best scored snapshot `submissions/<node_id><ext>`; otherwise the most recent snapshot.
 * Snapshots are looked for where `arbor run` keeps them (`<session>/submissions/`) and in the
 * workspace's `submissions/`; for the same name the session's copy wins. Never overwrites, never
 * writes outside the workspace, never follows a snapshot that is a symlink.
 */








const DEFAULT_SUBMISSION_PATH = 'submission.csv';
const SNAPSHOTS_DIR = 'submissions';
/**
 * Arbor's `IdeaTree.get_best_done_node`: the done or merged node (the root included) with the best
 * finite B_dev score in the metric's direction, the first in file order on a tie; null when none.
 */
function bestDoneNode(tree) {
    const direction = (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .metricDirectionOf */ .H_)(tree.meta);
    let best = null;
    for (const [id, node] of (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .nodeEntries */ .pB)(tree)) {
        if (node.status !== 'done' && node.status !== 'merged')
            continue;
        const score = (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .finiteScore */ .wr)(node.score);
        if (score !== null && (best === null || (0,_util_metric_js__WEBPACK_IMPORTED_MODULE_4__/* .isBetterScore */ .V$)(score, best.score, direction)))
            best = { id, score };
    }
    return best;
}
/**
 * The snapshot to restore, as Arbor's `_recover_best_submission` picks it: the best done/merged
 * node's `<node_id><ext>` (the first such snapshot in the list), else the newest snapshot. When the
 * best node has none (the root, say), no other node's is taken. Pure.
 */
function chooseSnapshot(tree, snapshots, ext) {
    if (snapshots.length === 0)
        return null;
    const best = tree === null ? null : bestDoneNode(tree);
    const snapshot = best === null ? undefined : snapshots.find((s) => s.name === `${best.id}${ext}`);
    if (best !== null && snapshot !== undefined)
        return { snapshot, how: 'best', node_id: best.id, score: best.score };
    const newest = snapshots.reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
    return { snapshot: newest, how: 'newest', node_id: null, score: null };
}
/** The submission target inside the workspace; a path that leaves it is bad input. */
async function submissionTarget(workspace, submissionPath) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace, submissionPath);
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(submissionPath) || !(0,_util_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(workspace, target) || target === workspace) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UserError */ .yo(`meta.submission_path ${JSON.stringify(submissionPath)} must be a file path inside the workspace ${workspace}`);
    }
    // A symlinked folder on the way must not lead the copy out of the workspace either.
    let existing = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target);
    while (!(await (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .entryExists */ .v_)(existing)))
        existing = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(existing);
    const [realWorkspace, realExisting] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(workspace), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(existing)]);
    if (!(0,_util_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .U)(realWorkspace, realExisting)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UserError */ .yo(`meta.submission_path ${JSON.stringify(submissionPath)} leads outside the workspace ${workspace}`);
    }
    return target;
}
/** The snapshots in `dirs`, in that order; symlinks are listed apart (as `rel` names them), never used. */
async function listSnapshots(dirs, rel) {
    const snapshots = [];
    const symlinks = [];
    for (const dir of dirs) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(dir).catch(() => null);
        if (info === null || !info.isDirectory())
            continue;
        for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { withFileTypes: true })) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, entry.name);
            if (entry.isSymbolicLink())
                symlinks.push(dir === dirs.at(-1) ? entry.name : rel(path));
            else if (entry.isFile())
                snapshots.push({ name: entry.name, mtimeMs: (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path)).mtimeMs, path });
        }
    }
    return { snapshots, symlinks };
}
async function recoverSubmission(paths, tree) {
    const workspace = paths.workspace;
    if (workspace === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .UserError */ .yo(`recover needs the session folder at <workspace>/.arbor/sessions/<run>/ to find the workspace; got ${paths.dir}`);
    }
    const submissionPath = typeof tree?.meta.submission_path === 'string' && tree.meta.submission_path !== ''
        ? tree.meta.submission_path
        : DEFAULT_SUBMISSION_PATH;
    const target = await submissionTarget(workspace, submissionPath);
    const rel = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(workspace, path);
    const base = {
        submission_path: rel(target),
        source: null,
        node_id: null,
        score: null,
        skipped_symlinks: [],
    };
    if (await (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .entryExists */ .v_)(target)) {
        return { ...base, action: 'kept', message: `kept trunk's ${rel(target)}: it is already present` };
    }
    const snapshotDirs = [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(paths.dir, SNAPSHOTS_DIR), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, SNAPSHOTS_DIR)];
    const { snapshots, symlinks } = await listSnapshots(snapshotDirs, rel);
    const choice = chooseSnapshot(tree, snapshots, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(submissionPath));
    if (choice === null) {
        return {
            ...base,
            skipped_symlinks: symlinks,
            action: 'nothing',
            message: `nothing to recover: no ${rel(target)} and no snapshot in ${snapshotDirs.map((d) => `${rel(d)}/`).join(' or ')}`,
        };
    }
    const source = choice.snapshot.path;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), { recursive: true });
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(source, target, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_EXCL);
    }
    catch (error) {
        if (error.code === 'EEXIST') {
            return { ...base, action: 'kept', message: `kept ${rel(target)}: it appeared while recovering` };
        }
        throw error;
    }
    const why = choice.how === 'best'
        ? `the best done/merged node ${choice.node_id} (B_dev ${choice.score}, ${(0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .metricDirectionOf */ .H_)(tree?.meta)})`
        : 'the most recent snapshot (the best done/merged node has none)';
    return {
        ...base,
        action: choice.how === 'best' ? 'copied_best' : 'copied_newest',
        source: rel(source),
        node_id: choice.node_id,
        score: choice.score,
        skipped_symlinks: symlinks,
        message: `copied ${rel(source)} to ${rel(target)}: ${why}`,
    };
}


/***/ }),

/***/ 98551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   My: () => (/* binding */ deriveRunStats),
/* harmony export */   Tn: () => (/* binding */ derivedTokenScope),
/* harmony export */   UU: () => (/* binding */ humanDuration),
/* harmony export */   tb: () => (/* binding */ sessionDuration),
/* harmony export */   wl: () => (/* binding */ preferredTokens)
/* harmony export */ });
/* unused harmony exports RUN_STATS_SCHEMA_VERSION, TOKEN_SOURCES */
/* harmony import */ var _util_metric_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32430);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51419);


const RUN_STATS_SCHEMA_VERSION = 1;
/** Where token totals come from, in the order they are preferred: the session's own totals first. */
const TOKEN_SOURCES = ['run_stats.json', 'session.end', 'llm.call events'];
const DERIVED_TOKEN_SCOPES = {
    'run_stats.json': 'all agents, as run_stats.json recorded them',
    'session.end': 'all agents, from the session.end event (derived by arbor-gate)',
    'llm.call events': 'all agents, summed from llm.call events (derived by arbor-gate)',
    none: 'unknown: the session recorded no token totals (derived by arbor-gate)',
};
/** The token scope a derived run_stats.json states for totals from `source`. */
function derivedTokenScope(source) {
    return DERIVED_TOKEN_SCOPES[source ?? 'none'];
}
/** "1h 2m 5s" like the durations of Arbor's report: whole seconds, cut (not rounded), no padding. */
function humanDuration(seconds) {
    const total = Math.max(0, Math.trunc(seconds));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    return h > 0 ? `${h}h ${m}m ${s}s` : m > 0 ? `${m}m ${s}s` : `${s}s`;
}
/** "1h02m05s", run_stats.json's `duration_human` as Arbor's orchestrator writes it (whole seconds). */
function runStatsDuration(seconds) {
    const total = Math.max(0, Math.trunc(seconds));
    const pad = (n) => String(n).padStart(2, '0');
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    return h > 0 ? `${h}h${pad(m)}m${pad(total % 60)}s` : `${m}m${pad(total % 60)}s`;
}
/**
 * How long the session ran, as Arbor's StatsCollector measures it: from the last `session.start` (a
 * resume starts again) to the `session.end` after it. A run that died has no such end: then to its
 * last event. Without a start, from the first event. Null without events.
 */
function sessionDuration(events) {
    if (events === null || events.first_ts === null || events.last_ts === null)
        return null;
    const start = events.last_start_ts ?? events.first_ts;
    const end = events.last_end_ts !== null && events.last_end_ts >= start ? events.last_end_ts : events.last_ts;
    return Math.max(0, end - start);
}
function numberOr(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : {};
}
/** The source a run_stats.json's totals stand for: Arbor's own, or what arbor-gate derived them from. */
function runStatsTokenSource(stats) {
    if (stats.derived !== true)
        return 'run_stats.json';
    const recorded = stats.token_source;
    return TOKEN_SOURCES.includes(recorded) ? recorded : 'llm.call events';
}
/**
 * The session's token totals from the most authoritative record that has them: run_stats.json
 * (`all_agents`), then the `session.end` event (Arbor's process-wide totals), then the sum of the
 * `llm.call` events (only the calls that were logged). Null when none has any. Pure.
 */
function preferredTokens(runStats, events) {
    const all = record(runStats?.all_agents);
    // A run_stats.json arbor-gate derived from nothing (token_source null) holds no totals.
    const derivedFromNothing = runStats?.derived === true && runStats.token_source === null;
    if (runStats !== null && !derivedFromNothing && numberOr(all.total_input_tokens) !== null) {
        return {
            source: runStatsTokenSource(runStats),
            input_tokens: numberOr(all.total_input_tokens),
            uncached_input_tokens: numberOr(all.total_uncached_input_tokens),
            cache_read_tokens: numberOr(all.total_cache_read_tokens),
            cache_creation_tokens: numberOr(all.total_cache_creation_tokens),
            output_tokens: numberOr(all.total_output_tokens),
        };
    }
    const end = events?.session_end ?? null;
    if (end !== null && numberOr(end.input_tokens) !== null) {
        return {
            source: 'session.end',
            input_tokens: numberOr(end.input_tokens),
            uncached_input_tokens: numberOr(end.uncached_input_tokens),
            cache_read_tokens: numberOr(end.cache_read_tokens),
            cache_creation_tokens: numberOr(end.cache_creation_tokens),
            output_tokens: numberOr(end.output_tokens),
        };
    }
    if (events === null || events.tokens.llm_calls === 0)
        return null;
    const sums = events.tokens;
    return {
        source: 'llm.call events',
        input_tokens: sums.input_tokens,
        uncached_input_tokens: sums.uncached_input_tokens,
        cache_read_tokens: sums.cache_read_tokens,
        cache_creation_tokens: sums.cache_creation_tokens,
        output_tokens: sums.output_tokens,
    };
}
function stringField(data, key) {
    const value = data?.[key];
    return typeof value === 'string' && value !== '' ? value : null;
}
/**
 * The coordinator's own figures: session.end's `meta_*` totals, else the llm.call sums of calls made
 * as "coordinator" (older logs name the agent). Arbor's current calls say only their `source` (the
 * coordinator's and the executors' are both "agent"), so without session.end's totals the
 * coordinator's tokens are unknown: null, not 0.
 */
function coordinatorStats(events) {
    const end = events?.session_end ?? null;
    const calls = events?.tokens_by_agent.coordinator;
    return {
        turns: numberOr(end?.turns),
        llm_calls: calls?.llm_calls ?? null,
        input_tokens: numberOr(end?.meta_input_tokens) ?? calls?.input_tokens ?? null,
        uncached_input_tokens: calls?.uncached_input_tokens ?? null,
        output_tokens: numberOr(end?.meta_output_tokens) ?? calls?.output_tokens ?? null,
        cache_read_tokens: calls?.cache_read_tokens ?? null,
    };
}
/**
 * A run_stats.json object from what the events and the tree still tell, with the preferred token
 * totals (see preferredTokens) and the source they came from. `emergency`: the run hit its emergency
 * timeout (finalize --emergency says so even when no event does). Pure.
 */
function deriveRunStats(events, tree, emergency = false) {
    const statuses = {};
    // Ideas only, like Arbor's _write_run_stats: the root is the task.
    const ideas = tree === null ? [] : (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeEntries */ .pB)(tree).filter(([id]) => id !== tree.root_id);
    let scored = 0;
    let best = null;
    const direction = (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .metricDirectionOf */ .H_)(tree?.meta);
    for (const [, node] of ideas) {
        const status = typeof node.status === 'string' ? node.status : 'unknown';
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (typeof node.score !== 'number')
            continue;
        scored += 1;
        const score = (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteScore */ .wr)(node.score);
        // Arbor's best_score is always the maximum; here it is the best in the metric's direction.
        if (score !== null && (best === null || (0,_util_metric_js__WEBPACK_IMPORTED_MODULE_0__/* .isBetterScore */ .V$)(score, best, direction)))
            best = score;
    }
    const elapsed = sessionDuration(events);
    const duration = elapsed === null ? null : Math.trunc(elapsed);
    const tokens = preferredTokens(null, events);
    const meta = tree?.meta;
    const metaScore = (key) => numberOr(meta?.[key]);
    return {
        schema_version: RUN_STATS_SCHEMA_VERSION,
        derived: true,
        derived_from: [...(events ? ['events.jsonl'] : []), ...(tree ? ['.coordinator/idea_tree.json'] : [])],
        token_scope: derivedTokenScope(tokens?.source ?? null),
        token_source: tokens?.source ?? null,
        duration_seconds: duration,
        duration_human: duration === null ? null : runStatsDuration(duration),
        emergency_timeout: emergency || (events?.emergency_timeout ?? false),
        // Arbor's keys first (its resume picker and export read total_nodes and best_score), then the
        // counts only the events give.
        iterations: {
            total_nodes: ideas.length,
            scored_nodes: scored,
            by_status: statuses,
            best_score: best,
            baseline_score: metaScore('baseline_score'),
            trunk_score: metaScore('trunk_score'),
            test_baseline_score: metaScore('test_baseline_score'),
            test_trunk_score: metaScore('test_trunk_score'),
            cycles: events?.cycles ?? 0,
            ideas_proposed: events?.ideas_proposed ?? 0,
            executors_started: events?.executors_started ?? 0,
            executors_finished: events?.executors_ended ?? 0,
            merges: events?.merges.length ?? statuses.merged ?? 0,
        },
        coordinator: coordinatorStats(events),
        all_agents: {
            total_input_tokens: tokens?.input_tokens ?? 0,
            total_uncached_input_tokens: tokens?.uncached_input_tokens ?? null,
            total_output_tokens: tokens?.output_tokens ?? 0,
            total_cache_read_tokens: tokens?.cache_read_tokens ?? null,
            total_cache_creation_tokens: tokens?.cache_creation_tokens ?? null,
            total_llm_calls: events?.tokens.llm_calls ?? 0,
            total_agents_spawned: events?.executors_started ?? 0,
        },
        exit_reason: stringField(events?.session_end ?? null, 'exit_reason'),
        model: stringField(events?.session_start ?? null, 'model') ?? events?.llm_model ?? null,
        provider: stringField(events?.session_start ?? null, 'provider') ?? events?.llm_provider ?? null,
    };
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
