/**
 * The speculative queue's rows of the settings table (setting-table.ts spreads them in last, in
 * action.yml's order): the branches it lands in order, and how many evaluations run at once. They are
 * not settings of merge/verify: `arbor-gate queue` and the Action's `mode: queue` read them.
 */
import type { Setting } from '../setting.js';

export const QUEUE_SETTINGS = [
  {
    field: 'sources',
    name: 'sources',
    flag: 'source',
    kind: 'list',
    section: 'queue',
    arg: 'REF',
    description:
      'queue: the branches (refs or commits) to judge and land, in order (the CLI: --source, repeated).',
  },
  {
    field: 'parallel',
    name: 'parallel',
    kind: 'integer',
    section: 'queue',
    range: '>= 1',
    max: { value: 16, why: 'one evaluation account per evaluation at once' },
    default: 1,
    arg: 'W',
    description:
      'queue: how many speculative candidates are evaluated at once (the window starts here, halves on a rejection, grows by one on an accept); each runs as an evaluation account of its own, <eval-user>-1 to -W.',
  },
] as const satisfies readonly Setting[];
