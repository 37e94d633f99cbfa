/**
 * Arbor's idea tree (`.coordinator/idea_tree.json`, version 3). Readers accept older, looser shapes
 * (no `version`, no `children_ids`, a lowercase root); writers change only the fields they own and keep
 * every other field as it was, so Arbor can still read the file.
 */
import { readFile } from 'node:fs/promises';
import { oneLine, UserError } from '../errors.js';
import { isObject } from '../util/json.js';
import type { MetricDirection } from '../util/metric.js';
import { updateFileAtomically } from '../util/atomic.js';

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
  max_depth?: number;
  nodes: Record<string, IdeaNode>;
  [key: string]: unknown;
}

export const TREE_VERSION = 3;

const NON_FINITE_MARK = '\u0000arbor-gate-non-finite:';

/**
 * JSON.parse that also accepts the bare NaN / Infinity / -Infinity Python's json module writes for
 * non-finite floats, so a tree with a NaN score is read (and reported by `check`) instead of rejected.
 */
export function parseJsonAllowingNonFinite(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (!/NaN|Infinity/.test(text)) throw error;
    const marked = text.replace(/"(?:[^"\\]|\\.)*"|-?\bNaN\b|-?\bInfinity\b/g, (token) =>
      token.startsWith('"') ? token : JSON.stringify(NON_FINITE_MARK + token),
    );
    return JSON.parse(marked, (_key, value: unknown) =>
      typeof value === 'string' && value.startsWith(NON_FINITE_MARK)
        ? Number(value.slice(NON_FINITE_MARK.length))
        : value,
    );
  }
}

/** A score as a number when it is a finite number, else null (missing, null, NaN, a string...). */
export function finiteScore(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The tree's direction; Arbor's default is maximize. Validity is `check`'s business. */
export function metricDirectionOf(meta: TreeMeta | undefined): MetricDirection {
  return meta?.metric_direction === 'minimize' ? 'minimize' : 'maximize';
}

/**
 * Parses tree JSON into the raw object (kept as written, for writers) after checking the shape every
 * reader relies on. `source` names the file in error messages.
 */
export function parseTreeJson(text: string, source: string): IdeaTree {
  let raw: unknown;
  try {
    raw = parseJsonAllowingNonFinite(text);
  } catch (error) {
    throw new UserError(`${source} is not valid JSON: ${oneLine(error)}`);
  }
  if (!isObject(raw)) throw new UserError(`${source} must hold a JSON object (an idea tree)`);
  if (!isObject(raw.nodes)) throw new UserError(`${source}: field "nodes" must be an object of nodes by id`);
  if (raw.meta !== undefined && !isObject(raw.meta))
    throw new UserError(`${source}: field "meta" must be an object`);
  if (raw.root_id !== undefined && typeof raw.root_id !== 'string') {
    throw new UserError(`${source}: field "root_id" must be a string`);
  }
  for (const [id, node] of Object.entries(raw.nodes)) {
    if (!isObject(node)) throw new UserError(`${source}: node ${JSON.stringify(id)} must be an object`);
  }
  if (raw.meta === undefined) raw.meta = {};
  if (typeof raw.version === 'number' && raw.version > TREE_VERSION) {
    throw new UserError(
      `${source}: tree version ${raw.version} is newer than this tool understands (expected version ${TREE_VERSION} or an older, version-less tree)`,
    );
  }
  return raw as IdeaTree;
}

/**
 * A reader's view of a tree: every node has `id` and `children_ids` (derived from `parent_id` where a
 * legacy tree has none) and `root_id` is set (legacy trees may use "root" or omit it). The raw tree
 * is not modified.
 */
export function normalizeTree(raw: IdeaTree): IdeaTree {
  const nodes: Record<string, IdeaNode> = {};
  const derivedChildren = new Map<string, string[]>();
  for (const [id, node] of Object.entries(raw.nodes)) {
    const parent = typeof node.parent_id === 'string' ? node.parent_id : null;
    nodes[id] = { ...node, id: typeof node.id === 'string' ? node.id : id, parent_id: parent };
    if (parent !== null) {
      const siblings = derivedChildren.get(parent);
      if (siblings === undefined) derivedChildren.set(parent, [id]);
      else siblings.push(id);
    }
  }
  for (const [id, node] of Object.entries(nodes)) {
    const listed = Array.isArray(raw.nodes[id]?.children_ids) ? raw.nodes[id]?.children_ids : undefined;
    node.children_ids = listed ? listed.map(String) : (derivedChildren.get(id) ?? []);
  }
  const rootId =
    typeof raw.root_id === 'string'
      ? raw.root_id
      : (Object.values(nodes).find((node) => node.parent_id === null)?.id ?? 'ROOT');
  return { ...raw, meta: { ...raw.meta }, root_id: rootId, nodes };
}

/** Arbor writes the tree with two-space indentation; so do we, so diffs stay small. */
export function serializeTree(tree: IdeaTree): string {
  return `${JSON.stringify(tree, null, 2)}\n`;
}

/** The tree file's text, or null when it does not exist; any other read failure is a UserError. */
async function readTreeText(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new UserError(`cannot read idea tree ${path}: ${(error as Error).message}`);
  }
}

export async function readTreeFile(path: string): Promise<IdeaTree> {
  const text = await readTreeText(path);
  if (text === null) throw new UserError(`no idea tree at ${path}`);
  return parseTreeJson(text, path);
}

/** The reader's view of the tree, or null when there is none (an unreadable tree is still an error). */
export async function readTreeIfPresent(path: string): Promise<IdeaTree | null> {
  const text = await readTreeText(path);
  return text === null ? null : normalizeTree(parseTreeJson(text, path));
}

/**
 * Read-modify-write of a tree file under its lock, atomically. `mutate` changes the raw tree in place
 * (only the fields it owns) and returns false to leave the file untouched.
 */
export async function updateTreeFile(
  path: string,
  mutate: (tree: IdeaTree) => boolean | void,
): Promise<boolean> {
  return updateFileAtomically(path, (current) => {
    if (current === null) throw new UserError(`no idea tree at ${path}`);
    const tree = parseTreeJson(current, path);
    return mutate(tree) === false ? null : serializeTree(tree);
  });
}
