#!/usr/bin/env node
/**
 * The arbor-gate CLI. Parses the command line, runs one command, and is the one place that turns an
 * error into a message and an exit code: a user error prints its message alone (exit 2), anything
 * else is an infrastructure failure (exit 3). Octokit is never imported here, so the CLI starts fast.
 */
import './util/node-guard.js';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { parseCommandArgs, type Command, type Io } from './commands/command.js';
import { COMMANDS } from './commands/index.js';
import { exitCodeOf, UserError } from './errors.js';
import { didYouMean } from './util/nearest.js';
import { packageVersion } from './util/version.js';
import { terminalSafe } from './util/terminal.js';

function topLevelHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'arbor-gate: merge Arbor experiment branches into trunk only when the held-out score improves.',
    '',
    'Usage: arbor-gate <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run arbor-gate <command> --help (or arbor-gate help <command>) for its options.',
    '',
  ].join('\n');
}

function findCommand(name: string | undefined): Command {
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    throw new UserError(
      name === undefined
        ? `no command given\n\n${topLevelHelp()}`
        : `unknown command ${JSON.stringify(name)}${didYouMean(
            name,
            COMMANDS.map((c) => c.name),
          )}; commands: ${COMMANDS.map((c) => c.name).join(', ')}`,
    );
  }
  return command;
}

function printUsage(command: Command, io: Io): number {
  io.stdout(`${command.usage.trimEnd()}\n`);
  return 0;
}

export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const [name, ...rest] = argv;
    if (name === 'help' && rest.length > 0) {
      // `arbor-gate help merge` is `arbor-gate merge --help`.
      const [topic, ...extra] = rest;
      if (extra.length > 0) throw new UserError(`arbor-gate help takes one command, got: ${rest.join(' ')}`);
      return printUsage(findCommand(topic), io);
    }
    if (name === '--help' || name === '-h' || name === 'help') {
      io.stdout(topLevelHelp());
      return 0;
    }
    if (name === '--version') {
      io.stdout(`${packageVersion()}\n`);
      return 0;
    }
    const command = findCommand(name);
    const args = parseCommandArgs(command, rest);
    if (args.values.help === true) return printUsage(command, io);
    return await command.run(args, io);
  } catch (error) {
    const code = exitCodeOf(error);
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`arbor-gate: ${code === 2 ? '' : 'error: '}${message}\n`);
    if (code === 3 && process.env.ARBOR_GATE_DEBUG && error instanceof Error && error.stack) {
      io.stderr(`${error.stack}\n`);
    }
    return code;
  }
}

/**
 * V8 grows its young generation up to 16 MiB semi-spaces while many new objects survive, as a large
 * tree's nodes do while it is read; for a one-pass read that buys nothing (what survives is kept to
 * the end) and, with the pages it keeps, is most of how peak memory grows with a session's size
 * (scripts/bench/report-scale.mjs measures it). A growth factor of 1 keeps the semi-spaces at their
 * first size; `--max-semi-space-size` would too, but V8 reads it only when the heap is made.
 */
const YOUNG_GENERATION_FLAGS = ['--semi-space-growth-factor=1'];

/** The V8 flags the process sets before it runs the command `argv` names. */
export function processFlagsFor(argv: readonly string[]): string[] {
  return COMMANDS.find((c) => c.name === argv[0])?.onePassRead === true ? YOUNG_GENERATION_FLAGS : [];
}

function isEntryPoint(): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  const io: Io = {
    // The one sink of everything the CLI prints: untrusted names and output never drive the terminal.
    stdout: (text) => process.stdout.write(terminalSafe(text)),
    stderr: (text) => process.stderr.write(terminalSafe(text)),
    interactive: process.stderr.isTTY === true && process.env.CI !== 'true',
    env: process.env,
    cwd: process.cwd(),
  };
  const argv = process.argv.slice(2);
  // Set before the command allocates anything; V8 reads it whenever it would grow the young generation.
  for (const flag of processFlagsFor(argv)) setFlagsFromString(flag);
  process.exitCode = await main(argv, io);
  // Once nothing is left to run (output written, every child reaped), end at once: the natural end
  // first tears down the engine's heap, which nothing needs (~35 ms of a warm verify's 1.1 s). Only
  // after main has returned: a run that never settles must still end as Node ends it (exit 13), not
  // with a success.
  process.once('beforeExit', () => process.exit());
}
