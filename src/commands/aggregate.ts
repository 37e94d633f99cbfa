/**
 * `arbor-gate aggregate --plan FILE --results DIR [--merge] [merge flags] [--json]`: the shards'
 * results judged as verify (or, with --merge, merge) judges runs in one process (src/shards/
 * aggregate.ts), printing the usual verdict and exit code; an inconclusive wave prints the next
 * wave's plan document and exits 4.
 */
import { resolve } from 'node:path';
import { UserError } from '../errors.js';
import { verdictExitCode } from '../gate/verdict.js';
import { boolFlag, stringFlag, type Command } from './command.js';
import { JOB_OPTIONS, jobInputFromArgs, readPlanFlag } from './shard-io.js';

/** The exit code of an inconclusive wave: the next wave's plan is on stdout. */
export const NEXT_WAVE_EXIT = 4;

const USAGE = `Usage: arbor-gate aggregate --plan FILE --results DIR [--merge [--no-push] [--remote R]]
         [--report FILE] [--json]

Reads every planned shard's result below DIR (every *.json file; anything else there is an error),
refuses a missing, duplicate, foreign or malformed one (verdict error, naming the shard), judges the
complete set with the plan's rule and looks, records the runs in the ledger and, with --merge, lands
the candidate on trunk as merge does, writing REPORT.md as merge and verify do. A paired wave that
is not yet decided prints the next wave's plan document (run its new shards, then aggregate again
with it) and exits 4.

Exit: 0 merged / accepted, 1 rejected, 2 bad input, 3 error (a bad result; git failure), 4 the next
wave's plan is on stdout.
`;

export const aggregateCommand: Command = {
  name: 'aggregate',
  summary: "judge a plan's shard results (and land them with --merge)",
  usage: USAGE,
  options: { ...JOB_OPTIONS, results: { type: 'string' }, merge: { type: 'boolean' } },
  maxPositionals: 0,
  async run(args, io) {
    // The sharded flow and the gate load when the command runs, not at every CLI start (commands/index.ts).
    const [{ plannedInput }, { reportedAggregate }] = await Promise.all([
      import('../shards/planned.js'),
      import('../run/aggregate.js'),
    ]);
    const { printVerdict, withGateDeps } = await import('./gate-run.js');
    const doc = await readPlanFlag(args, io);
    const results = stringFlag(args, 'results');
    if (results === undefined) throw new UserError('--results: required (the folder of the shard results)');
    const input = plannedInput(
      doc.plan,
      boolFlag(args, 'merge') ? 'merge' : 'verify',
      jobInputFromArgs(args, io),
    );
    // The verdict is reported as verify and merge report theirs (REPORT.md, redacted); a next wave is not one.
    const outcome = await withGateDeps(io, (deps) =>
      reportedAggregate(doc, resolve(io.cwd, results), input, deps),
    );
    if (outcome.kind === 'next') {
      const ids = outcome.wave.matrix.include.map((entry) => entry.id).join(' ');
      io.stderr(`arbor-gate: wave ${outcome.wave.document.plan.wave}: ${ids}\n`);
      io.stdout(`${JSON.stringify(outcome.wave.document, null, 2)}\n`);
      return NEXT_WAVE_EXIT;
    }
    printVerdict(outcome.verdict, args, io);
    return verdictExitCode(outcome.verdict);
  },
};
