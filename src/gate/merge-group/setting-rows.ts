/**
 * GitHub's merge queue's rows of the settings table (setting-table.ts spreads them in, in action.yml's
 * order, after the ledger's): how long an entry waits for the ledger score of the entry ahead of it,
 * and the ruleset's check timeout the worst-case judgement is held against.
 */
import type { Setting } from '../setting.js';

export const MERGE_GROUP_SETTINGS = [
  {
    field: 'queueWait',
    name: 'queue-wait',
    kind: 'integer',
    section: 'merge',
    unit: 'seconds',
    range: '>= 0',
    default: 600,
    arg: 'SECONDS',
    description:
      "merge_group (verify): how long an entry waits for the ledger score of the entry ahead of it, which that entry's own run is measuring, before measuring it itself.",
  },
  {
    field: 'queueCheckTimeout',
    name: 'queue-check-timeout',
    kind: 'integer',
    section: 'merge',
    range: '>= 1',
    default: 60,
    arg: 'MINUTES',
    description:
      "merge_group (verify): the merge queue's status check timeout in minutes, as set in the ruleset (GitHub's default 60); the verdict warns when the judgement's worst case (queue-wait and every evaluation at eval-timeout) cannot finish inside it.",
  },
] as const satisfies readonly Setting[];
