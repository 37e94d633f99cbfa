/**
 * `arbor-gate plan <gate flags> [--shard-by side-seed|seed] --json`: what verify resolves and checks,
 * then the shards of the first wave instead of evaluations (src/shards/plan.ts). Prints the plan
 * document `{"plan": ..., "shards": [...]}` that eval-shard and aggregate take with --plan; a refusal
 * before anything runs (the static checks) is the verdict, printed as verify prints it.
 */
import { UserError } from '../errors.js';
import { settingOf } from '../gate/setting-lookup.js';
import { SHARD_BY } from '../gate/sharding/setting-rows.js';
import { verdictExitCode } from '../gate/verdict.js';
import type { ShardBy } from '../shards/shape.js';
import { boolFlag, stringFlag, type Command } from './command.js';
import { GATE_OPTIONS, gateInputFromArgs } from './gate-command.js';
import { helpColumns, numericFlags } from './setting-flags.js';
import { GATE_SETTINGS } from '../gate/setting-lookup.js';

/** plan's --help text; composed when asked for, not at every start. */
function planUsage(): string {
  return `Usage: arbor-gate plan --source REF [verify's options] [--shard-by side-seed|seed] [--json]

Resolves and checks what verify does before it evaluates (trunk, the source, the candidate merge,
protected paths, required outputs), then prints the plan: one shard per side and seed of the first
wave (paired: min-repeats pairs; the looks are fixed: --looks, default min-repeats,max-repeats),
leaving out the runs the ledger holds. Run each with eval-shard, then judge them with aggregate.
A refusal before anything runs is the verdict (exit 1). Takes every flag of verify.

${helpColumns(
  [
    ['--shard-by side-seed|seed', settingOf('shardBy').description],
    ['--json', 'print the plan document alone on stdout'],
  ],
  29,
)}

Exit: 0 planned, 1 refused before anything runs, 2 bad input (more than 256 shards in a wave),
3 git failure.
`;
}

export const planCommand: Command = {
  name: 'plan',
  summary: 'plan a sharded judgement: the shards (side, seed) of its first wave, as a matrix',
  get usage() {
    return planUsage();
  },
  options: { ...GATE_OPTIONS, 'shard-by': { type: 'string' }, json: { type: 'boolean' } },
  numericOptions: numericFlags(GATE_SETTINGS),
  maxPositionals: 0,
  async run(args, io) {
    // The sharded flow and the gate load when the command runs, not at every CLI start (commands/index.ts).
    const { planShards } = await import('../shards/plan.js');
    const { printVerdict, withGateDeps } = await import('./gate-run.js');
    const shardBy = stringFlag(args, 'shard-by') ?? 'side-seed';
    if (!SHARD_BY.includes(shardBy as ShardBy)) {
      throw new UserError(
        `--shard-by: expected one of ${SHARD_BY.join(', ')}, got ${JSON.stringify(shardBy)}`,
      );
    }
    const input = gateInputFromArgs('verify', args, io);
    const outcome = await withGateDeps(io, (deps) => planShards(input, deps, shardBy as ShardBy));
    if (outcome.kind === 'final') {
      printVerdict(outcome.verdict, args, io);
      return verdictExitCode(outcome.verdict);
    }
    const text = `${JSON.stringify(outcome.document, null, 2)}\n`;
    if (boolFlag(args, 'json')) io.stdout(text);
    else {
      io.stderr(
        `arbor-gate: wave 1: ${outcome.matrix.include.map((entry) => entry.id).join(' ') || 'nothing to run'}\n`,
      );
      io.stdout(text);
    }
    return 0;
  },
};
