/**
 * `.coordinator/idea_tree.md` exactly as Arbor writes it from `idea_tree.json`, so that a tree rewritten
 * here (merge, resume) and its Markdown never disagree. Arbor has two writers with two formats:
 *
 * - `helper`: the stdlib helper `arbor_state.py` (`render_markdown`): scores as `{:.4g}`, the branch
 *   bare, "Related work" inline.
 * - `native`: Arbor's `IdeaTree.to_markdown`: scores as `{:.1f}%`, the branch in backticks, a blank
 *   line after every entry, "Grounding" too, `score_delta` read where `score` is missing.
 *
 * Both print values with Python's str(), so ints, floats, None and booleans are spelled as Python
 * spells them; the document read with its layout (json-source.ts) tells `1` from `1.0`. Where Arbor's
 * writer would fail on the tree (a missing root, a status that is not text, a cycle), there is no
 * Markdown (null): the file Arbor last wrote is left as it is. A path from the root past Python's
 * recursion limit is one of those.
 */
import { keysInOrder, memberOf, type JsonDocument, type JsonNode } from './json-source.js';
import { pyFixed, pyFloatRepr, pyGeneral } from './py-format.js';

export type TreeMarkdownFormat = 'helper' | 'native';

/** Arbor's writer would raise on this tree. */
class Unrenderable extends Error {}

/** Characters Python's str.rstrip() strips (its whitespace differs from JavaScript's trimEnd). */
const PY_TRAILING_SPACE =
  // eslint-disable-next-line no-control-regex
  /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/u;

/** Python's repr() of a str, for text inside a printed list or dict. */
function pyStrRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  // eslint-disable-next-line no-control-regex
  const escaped = text.replace(/[\\\n\r\t\x00-\x1f\x7f]/g, (ch) => {
    const named: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[ch] ?? `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return quote + (quote === "'" ? escaped.replace(/'/g, "\\'") : escaped) + quote;
}

/** Python's view of the values json.loads read from one document. */
class PyValues {
  constructor(private readonly text: string) {}

  /** str(value), as an f-string prints it. */
  str(node: JsonNode | undefined): string {
    if (node === undefined) return 'None';
    switch (node.kind) {
      case 'string':
        return node.value;
      case 'literal':
        return node.value === null ? 'None' : node.value ? 'True' : 'False';
      case 'number': {
        if (node.float) return pyFloatRepr(node.value);
        const lexeme = this.text.slice(node.start, node.end);
        return lexeme === '-0' ? '0' : lexeme;
      }
      case 'array':
        return `[${node.items.map((item) => this.repr(item)).join(', ')}]`;
      case 'object':
        return `{${keysInOrder(node)
          .map((key) => `${pyStrRepr(key)}: ${this.repr(memberOf(node, key))}`)
          .join(', ')}}`;
    }
  }

  repr(node: JsonNode | undefined): string {
    return node?.kind === 'string' ? pyStrRepr(node.value) : this.str(node);
  }

  truthy(node: JsonNode | undefined): boolean {
    if (node === undefined) return false;
    switch (node.kind) {
      case 'string':
        return node.value !== '';
      case 'literal':
        return node.value === true;
      case 'number':
        return node.value !== 0;
      case 'array':
        return node.items.length > 0;
      case 'object':
        return node.members.length > 0;
    }
  }

  /** The value when Python sees an int or a float (a bool is an int), else null. */
  numeric(node: JsonNode | undefined): number | null {
    if (node?.kind === 'number') return node.value;
    if (node?.kind === 'literal' && typeof node.value === 'boolean') return node.value ? 1 : 0;
    return null;
  }
}

function isNull(node: JsonNode | undefined): boolean {
  return node === undefined || (node.kind === 'literal' && node.value === null);
}

/** The string ids in `children_ids`, in order (what `for cid in children_ids if cid in nodes` keeps). */
function childIds(node: JsonNode): string[] {
  const list = memberOf(node, 'children_ids');
  if (list?.kind !== 'array') return [];
  return list.items.flatMap((item) => (item.kind === 'string' ? [item.value] : []));
}

function objectMember(node: JsonNode | undefined, key: string): JsonNode | undefined {
  const value = memberOf(node, key);
  return value?.kind === 'object' ? value : undefined;
}

/**
 * Python's default recursion limit. Arbor's writers recurse once per level, as these renderers do, so
 * a path from the root about this long makes them raise RecursionError (exactly where depends on the
 * frames beneath the writer); here the limit also keeps a deep tree from overflowing JavaScript's
 * stack, which would end a merge or a resume instead of leaving the Markdown as it is.
 */
const PY_RECURSION_LIMIT = 1000;

/** Puts `node` on the path from the root: Arbor's writer fails on a cycle and on too deep a path. */
function enter(onPath: Set<JsonNode>, node: JsonNode): void {
  if (onPath.has(node) || onPath.size >= PY_RECURSION_LIMIT) throw new Unrenderable();
  onPath.add(node);
}

function heading(level: number): string {
  return '#'.repeat(Math.min(level, 6));
}

/** arbor_state.py `render_markdown(load_tree(...))`. */
function helperMarkdown(doc: JsonDocument): string {
  const py = new PyValues(doc.text);
  const meta = memberOf(doc.root, 'meta');
  const nodes = objectMember(doc.root, 'nodes');
  const fmtScore = (node: JsonNode | undefined): string => {
    if (isNull(node)) return 'N/A';
    const value = py.numeric(node);
    return value === null ? py.str(node) : pyGeneral(value, 4);
  };
  const metaValue = (key: string): JsonNode | undefined =>
    meta?.kind === 'object' ? memberOf(meta, key) : undefined;
  const lines = [
    '# Idea Tree',
    '',
    `**Baseline**: ${fmtScore(metaValue('baseline_score'))} | **Trunk**: ${fmtScore(metaValue('trunk_score'))}`,
    '',
  ];
  const rootIdNode = memberOf(doc.root, 'root_id');
  if (rootIdNode !== undefined && rootIdNode.kind !== 'string') throw new Unrenderable();
  const lookup = (id: string): JsonNode => {
    const node = memberOf(nodes, id);
    if (node?.kind !== 'object') throw new Unrenderable();
    return node;
  };
  const onPath = new Set<JsonNode>();
  const walk = (node: JsonNode, key: string, level: number): void => {
    enter(onPath, node);
    const idNode = memberOf(node, 'id');
    const id = idNode === undefined ? key : py.str(idNode);
    const status = memberOf(node, 'status');
    const hypothesis = memberOf(node, 'hypothesis');
    const score = py.numeric(memberOf(node, 'score'));
    lines.push(
      `${heading(level)} ${id}: ${hypothesis === undefined ? '' : py.str(hypothesis)} [${(status === undefined ? 'pending' : py.str(status)).toUpperCase()}]${score === null ? '' : ` (score: ${pyGeneral(score, 4)})`}`,
      '',
    );
    for (const [field, label] of [
      ['insight', 'Insight'],
      ['related_work', 'Related work'],
      ['result', 'Result'],
      ['code_ref', 'Branch'],
    ] as const) {
      const value = memberOf(node, field);
      if (py.truthy(value)) lines.push(`**${label}**: ${py.str(value)}`, '');
    }
    // Arbor looks the node up again by its id field to list its children.
    const self = idNode?.kind === 'string' ? lookup(idNode.value) : node;
    for (const child of childIds(self)) {
      const childNode = memberOf(nodes, child);
      if (childNode?.kind === 'object') walk(childNode, child, level + 1);
    }
    onPath.delete(node);
  };
  const rootId = rootIdNode?.kind === 'string' ? rootIdNode.value : 'ROOT';
  walk(lookup(rootId), rootId, 2);
  return `${lines.join('\n').replace(PY_TRAILING_SPACE, '')}\n`;
}

/** Arbor's `IdeaTree.load_json(...).to_markdown()`. */
function nativeMarkdown(doc: JsonDocument): string {
  const py = new PyValues(doc.text);
  const nodes = objectMember(doc.root, 'nodes');
  const rootIdNode = memberOf(doc.root, 'root_id');
  const metaNode = memberOf(doc.root, 'meta');
  if (rootIdNode?.kind !== 'string' || nodes === undefined) throw new Unrenderable();
  if (metaNode !== undefined && metaNode.kind !== 'object') throw new Unrenderable();
  // Node.from_dict needs every node to be an object with an id.
  const byId = new Map<string, JsonNode>();
  for (const key of keysInOrder(nodes)) {
    const node = memberOf(nodes, key);
    if (node?.kind !== 'object' || memberOf(node, 'id') === undefined) throw new Unrenderable();
    if (key !== rootIdNode.value) byId.set(key, node);
  }
  const root = memberOf(nodes, rootIdNode.value);
  if (root === undefined) throw new Unrenderable();
  byId.set(py.str(memberOf(root, 'id')), root);

  const fmt = (node: JsonNode | undefined): string => {
    if (isNull(node)) return 'N/A';
    if (node?.kind === 'number' && node.float) return `${pyFixed(node.value, 1)}%`;
    return py.str(node);
  };
  const lines = [
    '# Idea Tree\n',
    `**Baseline**: ${fmt(memberOf(metaNode, 'baseline_score'))} | **Trunk**: ${fmt(memberOf(metaNode, 'trunk_score'))}\n`,
  ];
  const onPath = new Set<JsonNode>();
  const render = (node: JsonNode, level: number): void => {
    enter(onPath, node);
    const status = memberOf(node, 'status') ?? { kind: 'string', value: 'pending', start: 0, end: 0 };
    if (status.kind !== 'string') throw new Unrenderable();
    const hypothesis = memberOf(node, 'hypothesis');
    const scoreNode = memberOf(node, 'score') ?? memberOf(node, 'score_delta');
    let score = '';
    if (!isNull(scoreNode)) {
      const value = py.numeric(scoreNode);
      if (value === null) throw new Unrenderable();
      score = ` (score: ${pyFixed(value, 1)}%)`;
    }
    const text = (field: string): string | null => {
      const value = memberOf(node, field);
      return py.truthy(value) ? py.str(value) : null;
    };
    lines.push(
      `${heading(level)} ${py.str(memberOf(node, 'id'))}: ${hypothesis === undefined ? '' : py.str(hypothesis)} [${status.value.toUpperCase()}]${score}\n`,
    );
    const insight = text('insight');
    if (insight !== null) lines.push(`**Insight**: ${insight}\n`);
    const related = text('related_work');
    if (related !== null) lines.push(`**Related work**:\n\n${related}\n`);
    const grounding = text('grounding');
    if (grounding !== null) lines.push(`**Grounding**:\n\n${grounding}\n`);
    const result = text('result');
    if (result !== null) lines.push(`**Result**: ${result}\n`);
    const branch = text('code_ref');
    if (branch !== null) lines.push(`**Branch**: \`${branch}\`\n`);
    for (const child of childIds(node)) {
      const childNode = byId.get(child);
      if (childNode !== undefined) render(childNode, level + 1);
    }
    onPath.delete(node);
  };
  render(root, 2);
  return lines.join('\n');
}

/** The tree's Markdown in one of Arbor's formats, or null where Arbor's writer would fail. */
export function renderTreeMarkdown(doc: JsonDocument, format: TreeMarkdownFormat): string | null {
  if (doc.root.kind !== 'object') return null;
  try {
    return format === 'native' ? nativeMarkdown(doc) : helperMarkdown(doc);
  } catch (error) {
    if (error instanceof Unrenderable) return null;
    throw error;
  }
}

/** Lines only Arbor's native writer produces (a backticked branch, a `%` score, block headings). */
const NATIVE_SIGNS =
  /^\*\*Branch\*\*: `|\(score: [^)\n]*%\)$|^\*\*(?:Related work|Grounding)\*\*:$|^\*\*Baseline\*\*: [^|\n]*%/m;

/**
 * Which of Arbor's writers wrote a tree: the helper (`arbor_state.py`) always writes its whole
 * default meta, `trunk_branch` included, which Arbor's IdeaTree never writes.
 */
function treeWriterOf(tree: JsonDocument): TreeMarkdownFormat {
  return memberOf(memberOf(tree.root, 'meta'), 'trunk_branch') === undefined ? 'native' : 'helper';
}

/**
 * Which of Arbor's writers wrote `markdown` (from the tree it was written for, when known): the one
 * that alone reproduces it, else the one whose marks it bears. With no Markdown, or one both
 * reproduce, the format of the writer of the tree (the helper's when the tree is unknown).
 */
export function markdownFormatOf(tree: JsonDocument | null, markdown: string | null): TreeMarkdownFormat {
  const writer = tree === null ? 'helper' : treeWriterOf(tree);
  if (markdown === null) return writer;
  if (tree !== null) {
    const fits = (['helper', 'native'] as const).filter(
      (format) => renderTreeMarkdown(tree, format) === markdown,
    );
    if (fits.length > 0) return fits.includes(writer) ? writer : (fits[0] as TreeMarkdownFormat);
  }
  return NATIVE_SIGNS.test(markdown) ? 'native' : 'helper';
}
