/**
 * What a verified merge records in the idea tree (spec step 10): trunk's new B_test score and the
 * node's test score, status and code ref. Only these fields change; everything else stays as written
 * so Arbor can still read the tree, and its Markdown is written again to match.
 */
import {
  parseTreeJson,
  rewrittenTreeMarkdown,
  serializeTree,
  setNodeFields,
  type IdeaTree,
} from '../session/tree.js';

export interface MergeRecord {
  score: number;
  nodeId: string | null;
  codeRef: string;
}

/** Mutates the raw tree in place; returns whether the node was found (meta is updated either way). */
export function recordMerge(tree: IdeaTree, record: MergeRecord): boolean {
  tree.meta.test_trunk_score = record.score;
  if (record.nodeId === null) return false;
  return setNodeFields(tree, record.nodeId, {
    status: 'merged',
    test_score: record.score,
    code_ref: record.codeRef,
  });
}

/** The idea tree's two files after a merge was recorded in them. */
export interface RecordedTree {
  json: string;
  /** `idea_tree.md` rendered from `json` in Arbor's format; null: the Markdown is to be left as it is. */
  markdown: string | null;
  /** Whether the node was in the tree (see recordMerge). */
  nodeFound: boolean;
}

/**
 * The texts of `idea_tree.json` and `idea_tree.md` once `record` is written into them: the JSON with
 * only the recorded values changed, the Markdown rendered from it in the format of `markdown` (the
 * one Arbor wrote; null when there is none). `label` names the JSON in errors.
 */
export function recordInTreeTexts(
  json: string,
  markdown: string | null,
  label: string,
  record: MergeRecord,
): RecordedTree {
  const recorded = recordInTreeJson(json, label, record);
  return { ...recorded, markdown: rewrittenTreeMarkdown(json, recorded.json, markdown) };
}

/** The JSON half of recordInTreeTexts; the parsed tree is garbage once it returns, before the Markdown is rendered. */
function recordInTreeJson(json: string, label: string, record: MergeRecord): Omit<RecordedTree, 'markdown'> {
  const tree = parseTreeJson(json, label);
  const nodeFound = recordMerge(tree, record);
  return { json: serializeTree(tree), nodeFound };
}
