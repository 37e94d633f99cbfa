/**
 * `arbor-gate queue --source A --source B … [--parallel W]`: the speculative local queue
 * (src/queue/). The gate's flags apply to every branch; the queue prints a table of the verdicts (or
 * `{"verdicts": [...], "landed": [...]}` with --json) and exits 0 when every branch landed or was
 * already merged, 1 when any was rejected, 3 when any branch's verdict is an error or on a failure.
 */
import { UserError } from '../errors.js';
import { GATE_SETTINGS, settingOf } from '../gate/setting-lookup.js';
import { queueExitCode } from '../queue/plan.js';
import { verdictExitCode } from '../gate/verdict.js';
import { boolFlag, listFlag, stringFlag, type Command, type Io, type ParsedArgs } from './command.js';
import { GATE_OPTIONS, gateFlagName, gateInputFromArgs } from './gate-command.js';
import { numericFlags, settingsHelp } from './setting-flags.js';

const SOURCES = settingOf('sources');
const PARALLEL = settingOf('parallel');

/** How messages name the queue's two settings, beside the gate's flags. */
const queueFlagName: typeof gateFlagName = (field) => (field === 'source' ? '--source' : gateFlagName(field));

async function runQueueCommand(args: ParsedArgs, io: Io): Promise<number> {
  // --source and --parallel are the queue's own: the rest are the gate's, for every branch.
  const gateValues = Object.fromEntries(
    Object.entries(args.values).filter(([flag]) => flag !== 'source' && flag !== 'parallel'),
  );
  const gate = gateInputFromArgs('merge', { ...args, values: gateValues }, io);
  if (gate.source !== undefined) {
    throw new UserError('--source-branch: the queue takes its branches as --source REF, repeated');
  }
  // The settings' checks (the evaluation account's among them), the queue and the gate load when the
  // command runs, not at every CLI start (see commands/index.ts).
  const { queueParallel } = await import('../gate/settings.js');
  const parallel = queueParallel(stringFlag(args, 'parallel'), '--parallel');
  const json = boolFlag(args, 'json');
  const sources = listFlag(args, 'source');
  const [{ renderQueueText }, { runQueueReported }] = await Promise.all([
    import('../report/queue-report.js'),
    import('../run/queue.js'),
  ]);
  const { withGateDeps } = await import('./gate-run.js');
  const outcome = await withGateDeps(
    io,
    (deps) => runQueueReported({ gate, sources, parallel }, deps),
    queueFlagName,
  );
  const table = renderQueueText(outcome);
  if (json) {
    io.stderr(table);
    io.stdout(`${JSON.stringify({ verdicts: outcome.verdicts, landed: outcome.landed }, null, 2)}\n`);
  } else io.stdout(table);
  for (const warning of outcome.warnings) io.stderr(`arbor-gate: warning: ${warning}\n`);
  return queueExitCode(outcome.verdicts.map(verdictExitCode));
}

function queueHelp(): string {
  const flags = settingsHelp(['where', 'judgement', 'evaluation', 'output', 'merge'], {
    where: [
      [`--${SOURCES.flag} ${SOURCES.arg}`, `${SOURCES.description} Repeatable.`],
      [`--${PARALLEL.name} ${PARALLEL.arg}`, `${PARALLEL.description} Default: ${String(PARALLEL.default)}`],
    ],
    output: [['--json', 'Print {"verdicts": [...], "landed": [...]} alone on stdout (progress on stderr).']],
  });
  return `${flags}\nExit: 0 every branch merged or already merged, 1 any rejected, 2 bad input,\n3 any error verdict (every branch still judged) or git or system failure.\n`;
}

function queueUsage(): string {
  return [
    'Usage: arbor-gate queue --source REF --source REF ... [--parallel W] [options]',
    '',
    'Builds the candidates trunk+A, trunk+A+B, ... up front (merge-tree, no worktrees), evaluates up to W',
    'of them at once (each as its own evaluation account <eval-user>-1 ... -W), and lands in order each',
    'branch that improves on the state it lands on, as merge would. A rejected branch is named, and the',
    'ones after it are rebuilt without it; a measurement is reused through the score ledger, so no tree',
    'is evaluated twice. The window of candidates measured ahead starts at W, halves on a rejection and',
    'grows by one on an accept. The gate options apply to every branch.',
    '',
    queueHelp(),
  ].join('\n');
}

export const queueCommand: Command = {
  name: 'queue',
  summary: 'judge and land several branches in order, each against the state it lands on',
  // Composed when --help asks for it: the flag table is not worth building at every start.
  get usage() {
    return queueUsage();
  },
  options: { ...GATE_OPTIONS, source: { type: 'string', multiple: true }, parallel: { type: 'string' } },
  numericOptions: [...numericFlags(GATE_SETTINGS), 'parallel'],
  maxPositionals: 0,
  run: runQueueCommand,
};
