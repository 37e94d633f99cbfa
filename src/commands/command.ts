/** What every CLI command provides; src/cli.ts parses argv with `options` and calls `run`. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UserError } from '../errors.js';

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
  /** Usage line and option descriptions shown by --help. */
  usage: string;
  options: OptionSpec;
  /** Most commands take at most one positional (SESSION_DIR). */
  maxPositionals: number;
  run(args: ParsedArgs, io: Io): Promise<number>;
}

/** Options every command accepts (DESIGN.md "Commands"). */
export const COMMON_OPTIONS = {
  cwd: { type: 'string' },
  'run-name': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionSpec;

export function parseCommandArgs(command: Command, argv: string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...COMMON_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // node's messages name the flag ("Unknown option '--x'", "Option '--y <value>' argument missing").
    throw new UserError(
      `${(error as Error).message.replace(/\. To specify .*$/s, '')}\nSee: arbor-gate ${command.name} --help`,
    );
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
