/**
 * Which nodes the report's idea-tree diagram draws. A tree of at most TREE_DIAGRAM_CAP nodes is drawn
 * whole. A larger one is drawn as what a reader asks of it: the path from the root to the best idea,
 * then the merged spine (the latest merges first), each node hung from its nearest drawn ancestor
 * (with the levels skipped counted) and its children that are not drawn counted; not the first nodes
 * breadth-first, which at 10,000 ideas is a flat fan of the root's children. Pure.
 */
import { finiteScore, nodeCount, type IdeaNode, type IdeaTree } from '../session/tree.js';
import type { TreeDiagramNode } from './mermaid.js';
import { cleanText, type Redact } from './session-text.js';

/** Nodes drawn at most; the rest are counted on the drawn nodes they hang from. */
export const TREE_DIAGRAM_CAP = 60;
/** Of the path to the best idea, the nodes nearest the best one drawn (the root is always drawn). */
const BEST_PATH_SHOWN = 20;

export interface IdeaTreeFact {
  shown: TreeDiagramNode[];
  /** Nodes of the tree not drawn. */
  hidden: number;
}

function nodeOf(tree: IdeaTree, id: string): IdeaNode | undefined {
  return Object.hasOwn(tree.nodes, id) ? tree.nodes[id] : undefined;
}

/** The first TREE_DIAGRAM_CAP nodes breadth-first from the root: the whole tree when it is small. */
function breadthFirst(tree: IdeaTree): string[] {
  const order: string[] = [];
  const queue = nodeOf(tree, tree.root_id) ? [tree.root_id] : [];
  const visited = new Set<string>();
  for (let next = 0; next < queue.length && order.length < TREE_DIAGRAM_CAP; next += 1) {
    const id = queue[next] as string;
    const node = nodeOf(tree, id);
    if (visited.has(id) || node === undefined) continue;
    visited.add(id);
    order.push(id);
    for (const child of node.children_ids) if (!visited.has(child)) queue.push(child);
  }
  return order;
}

/** `id` and its ancestors up to the root, nearest first; a loop of parents ends the walk. */
function pathUp(tree: IdeaTree, id: string): string[] {
  const path: string[] = [];
  const seen = new Set<string>();
  for (let at: string | null = id; at !== null && !seen.has(at);) {
    const node = nodeOf(tree, at);
    if (node === undefined) break;
    seen.add(at);
    path.push(at);
    at = node.parent_id;
  }
  return path;
}

/** The root, the path to the best idea (its nearest part when deep), then the latest merges. */
function keyNodes(tree: IdeaTree, bestId: string | null, mergeOrder: readonly string[]): string[] {
  const chosen = new Set<string>();
  if (nodeOf(tree, tree.root_id)) chosen.add(tree.root_id);
  if (bestId !== null) for (const id of pathUp(tree, bestId).slice(0, BEST_PATH_SHOWN)) chosen.add(id);
  for (let index = mergeOrder.length - 1; index >= 0 && chosen.size < TREE_DIAGRAM_CAP; index -= 1) {
    const id = mergeOrder[index] as string;
    if (nodeOf(tree, id)) chosen.add(id);
  }
  return [...chosen];
}

/** The nearest ancestor of node `id` that is drawn, and how many undrawn ones lie between. */
function nearestDrawnAncestor(
  tree: IdeaTree,
  id: string,
  drawn: ReadonlySet<string>,
): { id: string; skipped: number } | null {
  const node = tree.nodes[id] as IdeaNode;
  const seen = new Set<string>([id]);
  let skipped = 0;
  for (let at = node.parent_id; at !== null && !seen.has(at); skipped += 1) {
    if (drawn.has(at)) return { id: at, skipped };
    const above = nodeOf(tree, at);
    if (above === undefined) return null;
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
export function treeDiagramFacts(
  tree: IdeaTree,
  bestId: string | null,
  mergeOrder: readonly string[],
  redact: Redact,
): IdeaTreeFact {
  const total = nodeCount(tree);
  const ids = total <= TREE_DIAGRAM_CAP ? breadthFirst(tree) : keyNodes(tree, bestId, mergeOrder);
  const drawn = new Set(ids);
  const shown = ids.map((id): TreeDiagramNode => {
    const node = tree.nodes[id] as IdeaNode;
    const hung = nearestDrawnAncestor(tree, id, drawn);
    return {
      id: redact(id),
      parent_id: hung === null ? null : redact(hung.id),
      levels_skipped: hung?.skipped ?? 0,
      hidden_children: node.children_ids.filter((child) => !drawn.has(child)).length,
      status: typeof node.status === 'string' ? redact(node.status) : 'unknown',
      score: finiteScore(node.score),
      label: cleanText(redact, node.hypothesis) ?? '',
    };
  });
  return { shown, hidden: total - shown.length };
}
