/**
 * Arbor's idea tree (`.coordinator/idea_tree.json`, version 3). Readers accept older, looser shapes
 * (no `version`, no `children_ids`, a lowercase root) and see the nodes in file order (`nodeIds`);
 * writers change only the values they own: everything else stays byte for byte as Arbor wrote it
 * (json-source.ts), and `idea_tree.md` is written again beside it in Arbor's format.
 */
import { oneLine, UserError } from '../errors.js';
import { isObject } from '../util/json.js';
import type { MetricDirection } from '../util/metric.js';
import { withFileLock, writeFileAtomically } from '../util/atomic.js';
import { readRegularText } from '../util/regular-file.js';
import { freshJson, patchJson, placedInOrder, pyNumber } from './json-patch.js';
import {
  fieldKeysInOrder,
  isArrayIndex,
  parseJsonDocument,
  parsePythonJson,
  type JsonDocument,
} from './json-source.js';
import { readTreeParts, type TreeParts } from './tree-layout.js';
import { pyJsonFloat } from './py-format.js';
import { markdownFormatOf, renderTreeMarkdown, type TreeMarkdownFormat } from './tree-markdown.js';

export const NODE_STATUSES = ['pending', 'running', 'done', 'needs_retry', 'merged', 'pruned'] as const;

export interface TreeMeta {
  baseline_score?: number | null;
  trunk_score?: number | null;
  test_baseline_score?: number | null;
  test_trunk_score?: number | null;
  eval_cmd?: string;
  eval_cmd_test?: string;
  eval_timeout?: number;
  eval_retries?: number;
  eval_retry_base_delay?: number;
  eval_retry_max_delay?: number;
  dataset_info?: unknown;
  metric_direction?: string;
  metric_name?: string;
  trunk_branch?: string;
  submission_path?: string;
  sample_submission_path?: string;
  protected_paths?: string[];
  [key: string]: unknown;
}

export interface IdeaNode {
  id: string;
  parent_id: string | null;
  children_ids: string[];
  depth?: number;
  hypothesis?: string;
  status?: string;
  insight?: string;
  result?: string;
  score?: number | null;
  score_split?: string;
  test_score?: number | null;
  code_ref?: string;
  eval_status?: string;
  stop_reason?: string;
  attempt?: number;
  [key: string]: unknown;
}

export interface IdeaTree {
  version?: number;
  meta: TreeMeta;
  root_id: string;
  max_depth?: number | null;
  nodes: Record<string, IdeaNode>;
  [key: string]: unknown;
}

export const TREE_VERSION = 3;

/** The order Arbor's `Node.to_dict` writes a node's keys in. */
const NODE_KEY_ORDER = [
  'id',
  'parent_id',
  'children_ids',
  'depth',
  'hypothesis',
  'status',
  'insight',
  'result',
  'score',
  'score_split',
  'test_score',
  'code_ref',
  'related_work',
  'grounding',
  'eval_status',
  'stop_reason',
  'attempt',
];

/**
 * Whether Arbor's helper (`arbor_state.py`) wrote the tree: it always writes its whole default meta,
 * `trunk_branch` included, which Arbor's IdeaTree never writes (tree-markdown.ts asks the same of a
 * parsed document).
 */
export function writtenByHelper(tree: IdeaTree): boolean {
  return Object.hasOwn(tree.meta, 'trunk_branch');
}

/**
 * Sets `fields` on node `id` of a raw tree. In a tree Arbor's IdeaTree wrote, a field the node lacks
 * is placed where `Node.to_dict` puts it (`test_score` after `score`), so that IdeaTree's next save
 * moves nothing; the helper keeps a node's keys in the order they were set, so there it goes last.
 * The node's other keys keep their order. Returns false when there is no such node.
 */
export function setNodeFields(tree: IdeaTree, id: string, fields: Partial<IdeaNode>): boolean {
  const node = Object.hasOwn(tree.nodes, id) ? tree.nodes[id] : undefined;
  if (node === undefined) return false;
  if (writtenByHelper(tree)) {
    Object.assign(node, fields);
    return true;
  }
  const rank = (key: string): number => NODE_KEY_ORDER.indexOf(key);
  const keys = Object.keys(node);
  for (const key of Object.keys(fields)) {
    if (keys.includes(key)) continue;
    // After the last key Arbor writes before this one; at the end for keys Arbor does not know.
    let at = keys.length;
    if (rank(key) !== -1) {
      at = 0;
      keys.forEach((k, index) => {
        if (rank(k) !== -1 && rank(k) < rank(key)) at = index + 1;
      });
    }
    keys.splice(at, 0, key);
  }
  const placed: Record<string, unknown> = {};
  for (const key of keys) placed[key] = Object.hasOwn(fields, key) ? fields[key] : node[key];
  tree.nodes[id] = placedInOrder(placed as IdeaNode);
  return true;
}

/** A score as a number when it is a finite number, else null (missing, null, NaN, a string...). */
export function finiteScore(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The tree's direction; Arbor's default is maximize. Validity is `check`'s business. */
export function metricDirectionOf(meta: TreeMeta | undefined): MetricDirection {
  return meta?.metric_direction === 'minimize' ? 'minimize' : 'maximize';
}

/** The text each raw tree was parsed from, and the `meta` object added when the file had none. */
const sources = new WeakMap<object, { text: string; addedMeta: object | null }>();
/** Node ids in file order (read from the text on first use), by the `nodes` object they belong to. */
const fileOrder = new WeakMap<object, { text: string } | readonly string[]>();

/**
 * Parses tree JSON into the raw object (kept as written, for writers) after checking the shape every
 * reader relies on. `source` names the file in error messages. Like Python's json, NaN and Infinity
 * are read as numbers.
 */
export function parseTreeJson(text: string, source: string): IdeaTree {
  let raw: unknown;
  try {
    raw = parsePythonJson(text);
  } catch (error) {
    throw new UserError(`${source} is not valid JSON: ${oneLine(error)}`);
  }
  const { tree, addedMeta } = checkedTree(raw, source, false);
  sources.set(tree, { text, addedMeta });
  fileOrder.set(tree.nodes, { text });
  return tree;
}

/**
 * The raw tree after the checks every reader relies on, and the `meta` object added when the file had
 * none. `nodesChecked`: every node is known to be an object already (readTreeParts checks them as it
 * reads them).
 */
function checkedTree(
  raw: unknown,
  source: string,
  nodesChecked: boolean,
): { tree: IdeaTree; addedMeta: object | null } {
  if (!isObject(raw)) throw new UserError(`${source} must hold a JSON object (an idea tree)`);
  if (!isObject(raw.nodes)) throw new UserError(`${source}: field "nodes" must be an object of nodes by id`);
  if (raw.meta !== undefined && !isObject(raw.meta))
    throw new UserError(`${source}: field "meta" must be an object`);
  if (raw.root_id !== undefined && typeof raw.root_id !== 'string') {
    throw new UserError(`${source}: field "root_id" must be a string`);
  }
  const { nodes } = raw;
  if (!nodesChecked) {
    for (const id of Object.keys(nodes)) {
      if (!isObject(nodes[id]))
        throw new UserError(`${source}: node ${JSON.stringify(id)} must be an object`);
    }
  }
  if (typeof raw.version === 'number' && raw.version > TREE_VERSION) {
    throw new UserError(
      `${source}: tree version ${raw.version} is newer than this tool understands (expected version ${TREE_VERSION} or an older, version-less tree)`,
    );
  }
  let addedMeta: object | null = null;
  if (raw.meta === undefined) raw.meta = addedMeta = {};
  return { tree: raw as IdeaTree, addedMeta };
}

/**
 * A reader's view (normalizeTree) and its nodes in file order, listed once: the view is never
 * written, and listing a 50,000-key object again (Object.keys sorts a large object's keys) in every
 * pass a report makes over the tree costs more than the pass.
 */
const viewEntries = new WeakMap<object, readonly [string, IdeaNode][]>();

/**
 * The tree's node ids in the order of its file (Arbor's order: its TreeView and pending lists follow
 * it), not JavaScript's, which puts integer-like keys such as "1" before "ROOT". Nodes added since
 * the file was read come last.
 */
export function nodeIds(tree: Pick<IdeaTree, 'nodes'>): string[] {
  const listed = viewEntries.get(tree);
  if (listed !== undefined) return listed.map(([id]) => id);
  const present = Object.keys(tree.nodes);
  // JavaScript lists integer-like keys first, then the others in the order they were added (the file's,
  // then later additions). With no integer-like key, its order is the file's: no text to read again.
  if (present.length === 0 || !isArrayIndex(present[0] as string)) return present;
  let order = fileOrder.get(tree.nodes);
  if (order === undefined) return present;
  if (!Array.isArray(order)) {
    order = fieldKeysInOrder((order as { text: string }).text, 'nodes');
    fileOrder.set(tree.nodes, order);
  }
  const known = new Set(order);
  return [...order.filter((id) => Object.hasOwn(tree.nodes, id)), ...present.filter((id) => !known.has(id))];
}

/** The tree's nodes as [id, node] in file order (see nodeIds). */
export function nodeEntries(tree: Pick<IdeaTree, 'nodes'>): [string, IdeaNode][] {
  const listed = viewEntries.get(tree);
  if (listed !== undefined) return listed.slice();
  return nodeIds(tree).map((id) => [id, tree.nodes[id] as IdeaNode]);
}

/** How many nodes the tree has (a view's count without listing its keys again). */
export function nodeCount(tree: Pick<IdeaTree, 'nodes'>): number {
  return viewEntries.get(tree)?.length ?? Object.keys(tree.nodes).length;
}

/** A node that already has the reader's shape: a string id, a string or null parent, string children. */
function inReaderShape(node: IdeaNode): boolean {
  const children: unknown = node.children_ids;
  if (typeof node.id !== 'string' || (node.parent_id !== null && typeof node.parent_id !== 'string'))
    return false;
  if (!Array.isArray(children)) return false;
  for (const child of children) if (typeof child !== 'string') return false;
  return true;
}

/**
 * A reader's view of a tree: every node has `id` and `children_ids` (derived from `parent_id` where a
 * legacy tree has none) and `root_id` is set (legacy trees may use "root" or omit it). The raw tree
 * is not modified; the view keeps the file's node order. A node already in the reader's shape is the
 * raw tree's own object, not a copy (50,000 copies are most of reading a large tree), and when every
 * node is, so is the `nodes` object: the view is for reading only, and its raw tree must not be
 * written while the view is in use. `entries` are its nodes as [id, node] in file order when the
 * caller has them (readTreeParts); the view takes them over.
 */
export function normalizeTree(raw: IdeaTree, entries = nodeEntries(raw)): IdeaTree {
  let nodes: Record<string, IdeaNode> = raw.nodes;
  if (!entries.every(([, node]) => inReaderShape(node))) {
    nodes = {};
    const derivedChildren = new Map<string, string[]>();
    for (const [id, node] of entries) {
      if (typeof node.parent_id !== 'string') continue;
      const siblings = derivedChildren.get(node.parent_id);
      if (siblings === undefined) derivedChildren.set(node.parent_id, [id]);
      else siblings.push(id);
    }
    for (const entry of entries) {
      const [id, node] = entry;
      if (!inReaderShape(node)) {
        const listed: unknown = node.children_ids;
        entry[1] = {
          ...node,
          id: typeof node.id === 'string' ? node.id : id,
          parent_id: typeof node.parent_id === 'string' ? node.parent_id : null,
          children_ids: Array.isArray(listed) ? listed.map(String) : (derivedChildren.get(id) ?? []),
        };
      }
      nodes[id] = entry[1];
    }
  }
  const rootId =
    typeof raw.root_id === 'string'
      ? raw.root_id
      : (entries.find(([, node]) => node.parent_id === null)?.[0] ?? 'ROOT');
  // The order as a list: a new nodes object would list integer-like ids first, and the raw tree's
  // shared one would otherwise keep the whole file text alive to be read again.
  fileOrder.set(
    nodes,
    entries.map(([id]) => id),
  );
  const view = { ...raw, meta: { ...raw.meta }, root_id: rootId, nodes };
  viewEntries.set(view, entries);
  return view;
}

/**
 * The tree's JSON text. A tree read by parseTreeJson is written over the text it was read from: the
 * values a writer changed are replaced, added or removed, all else is kept byte for byte (key order,
 * `1.0`, layout, no trailing newline when Arbor wrote none). Numbers written anew are spelled as
 * Python floats, as Arbor stores scores (`7.0`). Any other tree is written as Arbor's
 * json.dumps(indent=2) writes it.
 */
export function serializeTree(tree: IdeaTree): string {
  const source = sources.get(tree);
  if (source === undefined) return freshJson(tree, { indent: '  ', number: pyNumber });
  const { addedMeta, text } = source;
  const keepsNoMeta = addedMeta !== null && tree.meta === addedMeta && Object.keys(addedMeta).length === 0;
  return patchJson(text, keepsNoMeta ? { ...tree, meta: undefined } : tree, pyJsonFloat);
}

/** A read of the tree file failing for another reason than its absence. */
function unreadableTree(path: string, error: unknown): UserError {
  return new UserError(`cannot read idea tree ${path}: ${(error as Error).message}`);
}

/** The tree file's text, or null when it does not exist; any other read failure is a UserError. */
async function readTreeText(path: string): Promise<string | null> {
  try {
    return await readRegularText(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw unreadableTree(path, error);
  }
}

export async function readTreeFile(path: string): Promise<IdeaTree> {
  const text = await readTreeText(path);
  if (text === null) throw new UserError(`no idea tree at ${path}`);
  return parseTreeJson(text, path);
}

/** The reader's view of a tree read in parts, or null when they do not pass parseTreeJson's checks. */
function viewOfParts(parts: TreeParts, path: string): IdeaTree | null {
  let tree: IdeaTree;
  try {
    tree = checkedTree(parts.root, path, true).tree;
  } catch (error) {
    if (error instanceof UserError) return null;
    throw error;
  }
  return normalizeTree(tree, parts.entries as [string, IdeaNode][]);
}

/**
 * The reader's view of the tree, or null when there is none (an unreadable tree is still an error). A
 * tree in Arbor's own layout is read in parts, never holding its text (tree-layout.ts); any other, or
 * one whose parts do not pass the checks, is read whole, which gives the same tree or the same error.
 */
export async function readTreeIfPresent(path: string): Promise<IdeaTree | null> {
  const parts = await readTreeParts(path).catch((error: unknown) => {
    throw unreadableTree(path, error);
  });
  if (parts === null) return null;
  const view = parts === 'other' ? null : viewOfParts(parts, path);
  if (view !== null) return view;
  const text = await readTreeText(path);
  return text === null ? null : normalizeTree(parseTreeJson(text, path));
}

export type TreeRead =
  { state: 'missing' } | { state: 'unreadable'; reason: string } | { state: 'ok'; tree: IdeaTree };

/** The reader's view of the tree for tolerant readers (reports): an unreadable tree is a state, not an error. */
export async function readTreeTolerantly(path: string): Promise<TreeRead> {
  try {
    const tree = await readTreeIfPresent(path);
    return tree === null ? { state: 'missing' } : { state: 'ok', tree };
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return { state: 'unreadable', reason: error.message };
  }
}

/** Where Arbor keeps a tree's Markdown: beside the JSON, `.json` -> `.md` (null for other names). */
export function treeMarkdownPath(jsonPath: string): string | null {
  return jsonPath.endsWith('.json') ? `${jsonPath.slice(0, -'.json'.length)}.md` : null;
}

function parseDocument(text: string | null): JsonDocument | null {
  try {
    return text === null ? null : parseJsonDocument(text);
  } catch {
    return null;
  }
}

/**
 * The format of the Markdown Arbor wrote (`existing`) for the tree `previousJson`. A function of its
 * own so that the document read here (several times its text in memory) is garbage once it returns:
 * a frame that is still running may keep its temporaries alive.
 */
function formatOfExisting(previousJson: string | null, existing: string | null): TreeMarkdownFormat {
  return markdownFormatOf(parseDocument(previousJson), existing);
}

/**
 * The Markdown for a tree rewritten from `previousJson` to `nextJson`, in the format of the Markdown
 * Arbor wrote (`existing`), or null when the file is to be left as it is (it already matches, or
 * Arbor could not render this tree). One document is held at a time: a tree of 100,000 nodes is read
 * within the heap the gate is tested with.
 */
export function rewrittenTreeMarkdown(
  previousJson: string | null,
  nextJson: string,
  existing: string | null,
): string | null {
  const format = formatOfExisting(previousJson, existing);
  const next = parseDocument(nextJson);
  if (next === null) return null;
  const markdown = renderTreeMarkdown(next, format);
  return markdown === existing ? null : markdown;
}

/**
 * Writes `idea_tree.md` again for a tree file just rewritten from `previousJson` (see
 * rewrittenTreeMarkdown); returns the path written, or null when nothing was written.
 */
export async function updateTreeMarkdown(
  jsonPath: string,
  previousJson: string | null,
): Promise<string | null> {
  const markdownPath = treeMarkdownPath(jsonPath);
  if (markdownPath === null) return null;
  const [next, existing] = await Promise.all([
    readRegularText(jsonPath),
    readRegularText(markdownPath).catch(() => null),
  ]);
  const markdown = rewrittenTreeMarkdown(previousJson, next, existing);
  if (markdown === null) return null;
  await writeFileAtomically(markdownPath, markdown);
  return markdownPath;
}

/**
 * Read-modify-write of a tree file under its lock, atomically; `idea_tree.md` beside it is written
 * again to match. `mutate` changes the raw tree in place (only the fields it owns) and returns false
 * to leave the files untouched. Returns whether the tree file changed.
 */
export async function updateTreeFile(
  path: string,
  mutate: (tree: IdeaTree) => boolean | void,
): Promise<boolean> {
  return withFileLock(path, async () => {
    const current = await readTreeText(path);
    if (current === null) throw new UserError(`no idea tree at ${path}`);
    const tree = parseTreeJson(current, path);
    if (mutate(tree) === false) return false;
    const next = serializeTree(tree);
    if (next === current) return false;
    await writeFileAtomically(path, next);
    await updateTreeMarkdown(path, current);
    return true;
  });
}
