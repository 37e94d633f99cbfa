/**
 * What `merge` and `verify` share: their flags (the settings table's gate rows), the GateInput built
 * from them, the run with Ctrl-C cleanup, and the output (verdict JSON alone on stdout with --json, human
 * text otherwise; progress always on stderr). The exit code follows the verdict.
 */
import type { GateInput, GateMode } from '../gate/input.js';
import { UserError } from '../errors.js';
import { GATE_SETTINGS, type GateSettingRow } from '../gate/setting-lookup.js';
import { verdictExitCode } from '../gate/verdict.js';
import {
  boolFlag,
  listFlag,
  stringFlag,
  type Command,
  type Io,
  type OptionSpec,
  type ParsedArgs,
} from './command.js';
import {
  CLAIMED_SCORE_FLAG,
  flagSpellings,
  gateFlag,
  numericFlags,
  settingFlagName,
  settingOptions,
  settingsHelp,
} from './setting-flags.js';

export const GATE_OPTIONS = {
  ...settingOptions(GATE_SETTINGS),
  [CLAIMED_SCORE_FLAG]: { type: 'string' },
} satisfies OptionSpec;

/**
 * A row's value under any of its spellings (`--source` or Arbor's `--source-branch`): a list gathers
 * both; a single value given under two spellings must be one value.
 */
function rowFlagValue(args: ParsedArgs, row: GateSettingRow): string | string[] | undefined {
  const spellings = flagSpellings(row);
  if (row.kind === 'list') return spellings.flatMap((flag) => listFlag(args, flag));
  const given = spellings.filter((flag) => stringFlag(args, flag) !== undefined);
  const values = new Set(given.map((flag) => stringFlag(args, flag)));
  if (values.size > 1) {
    throw new UserError(`${given.map((flag) => `--${flag}`).join(' and ')} are one setting: give it once`);
  }
  return given.length === 0 ? undefined : stringFlag(args, given[0] as string);
}

/** Flag names for messages: GateInput field -> the flag that sets it. */
export const gateFlagName = settingFlagName;

export function gateInputFromArgs(mode: GateMode, args: ParsedArgs, io: Io): GateInput {
  const fields: Record<string, string | string[] | boolean> = {};
  for (const row of GATE_SETTINGS) {
    // A boolean that defaults to true has a `no-` flag: given, it turns the setting off.
    if (row.kind === 'boolean') fields[row.field] = boolFlag(args, gateFlag(row)) !== (row.default === true);
    else {
      const value = rowFlagValue(args, row);
      if (value !== undefined) fields[row.field] = value;
    }
  }
  const claimed = stringFlag(args, CLAIMED_SCORE_FLAG);
  // The fields and their value types are GateInput's by construction: both come from GATE_SETTINGS.
  const input = {
    mode,
    ...fields,
    ...(claimed === undefined ? {} : { claimedTestScore: claimed }),
  } as GateInput;
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
    judgement: [
      [
        `--${CLAIMED_SCORE_FLAG} N`,
        "Arbor's helper flag: accepted and ignored with a warning; the gate measures B_test itself.",
      ],
    ],
    output: [['--json', 'Print the verdict JSON alone on stdout (progress on stderr).']],
  });
  return `${flags}\nExit: 0 merged / accepted / already merged, 1 rejected, 2 bad input, 3 git or system failure.\n`;
}

export async function runGateCommand(mode: GateMode, args: ParsedArgs, io: Io): Promise<number> {
  const input = gateInputFromArgs(mode, args, io);
  // The gate itself loads when a gate command runs, not at every CLI start (see commands/index.ts).
  const { runGate } = await import('../run/gate.js');
  const { printVerdict, withGateDeps } = await import('./gate-run.js');
  const verdict = await withGateDeps(io, (deps) => runGate(input, deps));
  printVerdict(verdict, args, io);
  return verdictExitCode(verdict);
}

export function gateCommand(
  spec: Pick<Command, 'name' | 'summary'> & { mode: GateMode; intro: string },
): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    // Composed when --help asks for it: the flag table is not worth building at every start.
    get usage() {
      return `Usage: arbor-gate ${spec.name} --source REF [options]\n\n${spec.intro}\n\n${gateHelp(spec.mode)}`;
    },
    options: GATE_OPTIONS,
    numericOptions: [...numericFlags(GATE_SETTINGS), CLAIMED_SCORE_FLAG],
    maxPositionals: 0,
    run: (args, io) => runGateCommand(spec.mode, args, io),
  };
}
