/**
 * The score ledger's rows of the settings table (setting-table.ts spreads them in, in action.yml's
 * order, after max-rejudge): on or off, its notes ref, its key, whether verify pushes, the evaluator's
 * version, and --fresh.
 */
import type { Setting } from '../setting.js';

export const LEDGER_SETTINGS = [
  {
    field: 'ledger',
    name: 'ledger',
    flag: 'no-ledger',
    kind: 'boolean',
    section: 'merge',
    default: true,
    description:
      'Keep every measurement in the score ledger (git notes on the evaluated tree, see ledger-ref) and reuse authenticated measurements of the same tree and evaluator instead of running again.',
    flagDescription: 'Neither read nor write the score ledger.',
  },
  {
    field: 'ledgerRef',
    shapes: 'judgement',
    name: 'ledger-ref',
    kind: 'string',
    section: 'merge',
    arg: 'REF',
    default: 'refs/notes/arbor-gate',
    description: 'Notes ref of the score ledger (under refs/notes/).',
  },
  {
    field: 'ledgerKey',
    shapes: 'judgement',
    name: 'ledger-key',
    kind: 'string',
    section: 'merge',
    arg: 'KEY',
    description:
      "Secret key of the ledger's MACs (HMAC-SHA256): only lines it authenticates are reused or count in ledger verify. The Action: a repository secret (without it nothing is reused), masked and hidden from the evaluation. The CLI's default: a key file created 0600 in the git folder at first use.",
  },
  {
    field: 'ledgerPush',
    name: 'ledger-push',
    kind: 'boolean',
    section: 'merge',
    default: false,
    description:
      'verify: push the ledger lines it wrote to the remote (needs a token that can push); merge always pushes them atomically with trunk.',
  },
  {
    field: 'evaluatorVersion',
    shapes: 'run',
    name: 'evaluator-version',
    kind: 'string',
    section: 'evaluation',
    arg: 'TEXT',
    meta: 'evaluator_version',
    description:
      'A label that is part of the evaluator id: bump it when the machine or image changes, so older measurements are not reused.',
  },
  {
    field: 'fresh',
    name: 'fresh',
    kind: 'boolean',
    section: 'evaluation',
    default: false,
    description:
      'Run the evaluation even when the ledger holds a measurement of the same tree and evaluator.',
  },
] as const satisfies readonly Setting[];
