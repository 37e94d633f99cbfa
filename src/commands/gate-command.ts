/**
 * What `merge` and `verify` share: their flags (the settings table's gate rows), the GateInput built
 * from them, the run with Ctrl-C cleanup, and the output (verdict JSON alone on stdout with --json, human
 * text otherwise; progress always on stderr). The exit code follows the verdict.
 */
import { createEvalProgress } from '../eval/progress.js';
import type { GateInput, GateMode } from '../gate/input.js';
import { GATE_SETTINGS } from '../gate/setting-lookup.js';
import { runGate } from '../report/gate-report.js';
import { packageVersion } from '../util/version.js';
import { verdictExitCode } from '../gate/verdict.js';
import { withSignalCleanup } from '../util/cleanup.js';
import { renderVerdictText } from '../report/verdict.js';
import { boolFlag, listFlag, stringFlag, type Command, type Io, type ParsedArgs } from './command.js';
import { gateFlag, numericFlags, settingFlagName, settingOptions, settingsHelp } from './setting-flags.js';

export const GATE_OPTIONS = settingOptions(GATE_SETTINGS);

/** Flag names for messages: GateInput field -> the flag that sets it. */
export const gateFlagName = settingFlagName;

export function gateInputFromArgs(mode: GateMode, args: ParsedArgs, io: Io): GateInput {
  const fields: Record<string, string | string[] | boolean> = {};
  for (const row of GATE_SETTINGS) {
    const flag = gateFlag(row);
    if (row.kind === 'list') fields[row.field] = listFlag(args, flag);
    // A boolean that defaults to true has a `no-` flag: given, it turns the setting off.
    else if (row.kind === 'boolean') fields[row.field] = boolFlag(args, flag) !== (row.default === true);
    else {
      const value = stringFlag(args, flag);
      if (value !== undefined) fields[row.field] = value;
    }
  }
  // The fields and their value types are GateInput's by construction: both come from GATE_SETTINGS.
  const input = { mode, ...fields } as GateInput;
  return { ...input, cwd: input.cwd ?? io.cwd };
}

/** The --help text of merge (its merge options first) or verify. */
function gateHelp(mode: GateMode): string {
  const sections = [
    ...(mode === 'merge' ? (['merge'] as const) : []),
    'where',
    'judgement',
    'evaluation',
    'output',
  ] as const;
  const flags = settingsHelp(sections, {
    output: [['--json', 'Print the verdict JSON alone on stdout (progress on stderr).']],
  });
  return `${flags}\nExit: 0 merged / accepted / already merged, 1 rejected, 2 bad input, 3 git or system failure.\n`;
}

export async function runGateCommand(mode: GateMode, args: ParsedArgs, io: Io): Promise<number> {
  const input = gateInputFromArgs(mode, args, io);
  const json = boolFlag(args, 'json');
  const progress = createEvalProgress({
    write: io.stderr,
    interactive: io.interactive,
    columns: process.stderr.columns ?? 80,
  });
  const abort = new AbortController();
  let verdict;
  try {
    verdict = await withSignalCleanup(abort, () =>
      runGate(input, {
        name: gateFlagName,
        log: (line) => io.stderr(`arbor-gate: ${line}\n`),
        progress,
        env: io.env,
        signal: abort.signal,
        gateVersion: packageVersion(),
      }),
    );
  } finally {
    // Clears the live status line before the verdict (or the error) is printed.
    progress.done();
  }
  if (json) {
    io.stderr(renderVerdictText(verdict));
    io.stdout(`${JSON.stringify(verdict, null, 2)}\n`);
  } else {
    io.stdout(renderVerdictText(verdict));
  }
  return verdictExitCode(verdict);
}

export function gateCommand(
  spec: Pick<Command, 'name' | 'summary'> & { mode: GateMode; intro: string },
): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    usage: `Usage: arbor-gate ${spec.name} --source REF [options]\n\n${spec.intro}\n\n${gateHelp(spec.mode)}`,
    options: GATE_OPTIONS,
    numericOptions: numericFlags(GATE_SETTINGS),
    maxPositionals: 0,
    run: (args, io) => runGateCommand(spec.mode, args, io),
  };
}
