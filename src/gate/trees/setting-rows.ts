/**
 * The evaluation trees' row of the settings table (setting-table.ts spreads it in after keep-logs):
 * how many laid-out trees the checkout cache keeps (src/eval/trees). A setting of the machine, not of
 * the experiment: input only, never the tree's meta.
 */
import type { Setting } from '../setting.js';

export const TREE_SETTINGS = [
  {
    field: 'treeCache',
    name: 'tree-cache',
    kind: 'integer',
    section: 'evaluation',
    arg: 'N',
    range: '>= 0',
    default: 4,
    description:
      'merge/verify - how many evaluated trees the checkout cache in the git folder keeps (arbor-gate/trees, least recently used evicted; 0: none, a fresh checkout per run). Isolated runs then see a cached tree through a fresh copy-on-write view each.',
  },
] as const satisfies readonly Setting[];
