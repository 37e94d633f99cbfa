/**
 * `arbor-gate eval-shard --plan FILE --shard ID --out PATH`: one matrix entry of a plan evaluated
 * (src/shards/shard.ts) and its result written: the file PATH for a shard (`t3`, `c3`), the folder
 * PATH (`t3.json`, `c3.json`) for both sides of a seed (`s3`, shard-by seed). A failed evaluation is
 * a result and exits 0; only a shard that could not run exits non-zero.
 */
import { dirname, resolve, basename } from 'node:path';
import { UserError } from '../errors.js';
import { stringFlag, type Command } from './command.js';
import { JOB_OPTIONS, jobInputFromArgs, readPlanFlag } from './shard-io.js';

const USAGE = `Usage: arbor-gate eval-shard --plan FILE --shard ID --out PATH [--cwd DIR] [--log-dir DIR]

Evaluates one entry of the plan's matrix exactly as verify evaluates a run (the candidate rebuilt
from the plan and compared; the same isolation and score rules) and writes its result: to the file
PATH for a shard (t<i>, c<i>: pair i), as <id>.json files in the folder PATH for a pair (s<i>,
--shard-by seed). Needs no token and writes nothing to the repository or the ledger.

Exit: 0 the result is written (a failed evaluation too), 2 the shard cannot run here (bad plan,
other candidate or evaluator), 3 git or system failure.
`;

export const evalShardCommand: Command = {
  name: 'eval-shard',
  summary: 'evaluate one shard of a plan and write its result',
  usage: USAGE,
  options: { ...JOB_OPTIONS, shard: { type: 'string' }, out: { type: 'string' } },
  maxPositionals: 0,
  async run(args, io) {
    // The sharded flow and the gate load when the command runs, not at every CLI start (commands/index.ts).
    const { evaluateShards, writeResults } = await import('../shards/shard.js');
    const { withGateDeps } = await import('./gate-run.js');
    const doc = await readPlanFlag(args, io);
    const shard = stringFlag(args, 'shard');
    if (shard === undefined)
      throw new UserError('--shard: required (a matrix entry id: t<i>, c<i> or s<i>, i the pair number)');
    const out = stringFlag(args, 'out');
    if (out === undefined) throw new UserError('--out: required (where the result is written)');
    const job = jobInputFromArgs(args, io);
    const results = await withGateDeps(io, (deps) => evaluateShards(doc, shard, job, deps, '--shard'));
    const path = resolve(io.cwd, out);
    const only = results.length === 1 ? results[0] : undefined;
    if (only !== undefined && basename(path) !== `${only.shard}.json` && /\.json$/.test(path)) {
      // A file of another name: the aggregate finds results by <id>.json, so the name must be that.
      throw new UserError(`--out: a shard's result file is named ${only.shard}.json, got ${basename(path)}`);
    }
    const written = await writeResults(
      only !== undefined && /\.json$/.test(path) ? dirname(path) : path,
      results,
    );
    for (const file of written) io.stderr(`arbor-gate: wrote ${file}\n`);
    return 0;
  },
};
