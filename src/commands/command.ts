/** What every CLI command provides; src/cli.ts parses argv with `options` and calls `run`. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { didYouMean } from '../util/nearest.js';
import { UserError } from '../errors.js';
import { settingOf } from '../gate/setting-lookup.js';
import { settingOptions } from './setting-flags.js';

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

export interface ParsedArgs {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

/** Where a command writes: stdout for the result, stderr for human progress (kept apart for --json). */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** True when stderr is a terminal (live status lines instead of plain log lines). */
  interactive: boolean;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export interface Command {
  name: string;
  summary: string;
  /**
   * Usage line and option descriptions shown by --help. A command whose text is built from the settings
   * table composes it in a getter, so a start that does not print it does not build it.
   */
  readonly usage: string;
  options: OptionSpec;
  /** String options whose value is a number, so a negative one after them is their value. */
  numericOptions?: readonly string[];
  /** Most commands take at most one positional (SESSION_DIR). */
  maxPositionals: number;
  /**
   * The command reads a session's files in one pass (report, finalize): run as a process, V8's young
   * generation is held at its smallest (see YOUNG_GENERATION_FLAGS in cli.ts).
   */
  onePassRead?: true;
  run(args: ParsedArgs, io: Io): Promise<number>;
}

/** Options every command accepts: where the session is (--cwd, --run-name), --json and --help. */
export const COMMON_OPTIONS: OptionSpec = {
  ...settingOptions([settingOf('cwd'), settingOf('runName')]),
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

const NEGATIVE_NUMBER = /^-\.?\d/;

/**
 * `--flag -0.35` as `--flag=-0.35` for the numeric options: parseArgs refuses a value that starts with
 * a dash unless it is attached, but a negative number is how users type it (and no option looks so).
 */
function attachNegativeNumbers(argv: readonly string[], numeric: readonly string[]): string[] {
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') return [...args, ...argv.slice(i)];
    const next = argv[i + 1];
    if (
      arg.startsWith('--') &&
      numeric.includes(arg.slice(2)) &&
      next !== undefined &&
      NEGATIVE_NUMBER.test(next)
    ) {
      args.push(`${arg}=${next}`);
      i++;
    } else args.push(arg);
  }
  return args;
}

export function parseCommandArgs(command: Command, argv: string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: attachNegativeNumbers(argv, command.numericOptions ?? []),
      options: { ...COMMON_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // node's messages name the flag ("Unknown option '--x'", "Option '--y <value>' argument missing"),
    // some over several lines: kept on one, without node's advice on where to put dashed values.
    const message = (error as Error).message.replace(/\s*\n\s*/g, ' ').replace(/\. To specify .*$/s, '');
    const unknown = /^Unknown option '--([^'=]+)/.exec(message)?.[1];
    const hint =
      unknown === undefined
        ? ''
        : didYouMean(unknown, Object.keys({ ...COMMON_OPTIONS, ...command.options }), (n) => `--${n}`);
    throw new UserError(`${message}${hint}\nSee: arbor-gate ${command.name} --help`);
  }
  if (parsed.positionals.length > command.maxPositionals) {
    throw new UserError(
      `arbor-gate ${command.name} takes at most ${command.maxPositionals} argument(s), got: ${parsed.positionals.join(' ')}`,
    );
  }
  return parsed as ParsedArgs;
}

/** Reads a string flag; `undefined` when absent. */
export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

export function listFlag(args: ParsedArgs, name: string): string[] {
  const value = args.values[name];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
}

export function boolFlag(args: ParsedArgs, name: string): boolean {
  return args.values[name] === true;
}
