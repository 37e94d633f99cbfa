/**
 * What a verified merge records in the idea tree (spec step 10): trunk's new B_test score and the
 * node's test score, status and code ref. Only these fields change; everything else stays as written
 * so Arbor can still read the tree.
 */
import type { IdeaTree } from '../session/tree.js';

export interface MergeRecord {
  score: number;
  nodeId: string | null;
  codeRef: string;
}

/** Mutates the raw tree in place; returns whether the node was found (meta is updated either way). */
export function recordMerge(tree: IdeaTree, record: MergeRecord): boolean {
  tree.meta.test_trunk_score = record.score;
  const node = record.nodeId === null ? undefined : tree.nodes[record.nodeId];
  if (node === undefined) return false;
  node.test_score = record.score;
  node.status = 'merged';
  node.code_ref = record.codeRef;
  return true;
}
