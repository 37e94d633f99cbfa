/**
 * The sharded judgement's rows of the settings table (issue 20; setting-table.ts spreads them in, after
 * the judgement's): the look schedule every face reads (`verify --looks 3,10` reproduces a sharded
 * verdict in one process), and the Action's inputs of the plan, eval-shard and aggregate modes. The
 * CLI commands plan, eval-shard and aggregate spell the Action-only ones as flags of their own.
 */
import type { Setting } from '../setting.js';

/** GitHub's limit on the jobs of one matrix: a wave of more shards cannot fan out. */
export const MAX_WAVE_SHARDS = 256;

/** GitHub's limit on a job output (the matrix is one). */
export const MAX_MATRIX_BYTES = 1024 * 1024;

/** The Action's modes of the sharded flow (the CLI commands of the same names). */
export const SHARD_MODES = ['plan', 'eval-shard', 'aggregate'] as const;

export const SHARD_BY = ['side-seed', 'seed'] as const;

export const SHARD_SETTINGS = [
  {
    field: 'looks',
    shapes: 'judgement',
    name: 'looks',
    kind: 'string',
    section: 'judgement',
    arg: 'N,N',
    description:
      'Paired judgement: the pair counts the rule looks at, fixed in advance (comma-separated, increasing, from 2 to max-repeats), and the correction is computed for that schedule; a sharded plan looks after each wave (min-repeats, max-repeats). Default: after every pair from min-repeats to max-repeats.',
  },
  {
    field: 'shardBy',
    name: 'shard-by',
    kind: 'enum',
    section: 'action',
    choices: SHARD_BY,
    default: 'side-seed',
    description:
      'mode plan: one shard per side and seed (side-seed: most runners, for evaluations whose noise does not depend on the machine) or per seed (seed: both sides of a seed on one runner, alternating, so the pair shares the machine and pairing cancels its speed and hardware).',
  },
  {
    field: 'plan',
    name: 'plan',
    kind: 'string',
    section: 'action',
    description:
      "mode eval-shard and aggregate: the plan JSON, from the plan job's `plan` output through `needs` (never from an artifact a shard job could have uploaded).",
  },
  {
    field: 'shard',
    name: 'shard',
    kind: 'string',
    section: 'action',
    description: 'mode eval-shard: the id of the matrix entry to evaluate (`matrix.shard`).',
  },
  {
    field: 'aggregateMode',
    name: 'aggregate-mode',
    kind: 'enum',
    section: 'action',
    choices: ['verify', 'merge'],
    default: 'verify',
    description:
      "mode aggregate: verify (judge the shards' results, never moves a branch) or merge (and land the candidate on trunk when it improves; the aggregate job alone needs contents: write).",
  },
  {
    field: 'results',
    name: 'results',
    kind: 'string',
    section: 'action',
    description:
      'mode aggregate: the folder the shard artifacts were downloaded into (actions/download-artifact with pattern arbor-gate-shard-* and merge-multiple: true).',
  },
] as const satisfies readonly Setting[];
