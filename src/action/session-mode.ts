/**
 * The session modes (report, check, resume, recover, finalize) run the very commands the CLI runs,
 * with the argument list the Action's inputs spell, and `--json` so the result is machine-readable
 * for the `verdict` output. Only the flags a command declares are passed to it.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseCommandArgs, type Command, type Io } from '../commands/command.js';
import { COMMANDS } from '../commands/index.js';
import { InfraError, UserError } from '../errors.js';
import type { ActionSettings } from './inputs.js';

export interface SessionRun {
  mode: string;
  exitCode: number;
  /** The command's `--json` result (null when it printed something else). */
  result: Record<string, unknown> | null;
  /** What it printed on stdout and stderr, for the log. */
  stdout: string;
  stderr: string;
  /** REPORT.md written by report/finalize, when it exists. */
  reportPath: string | null;
  reportMarkdown: string | null;
}

function commandFor(mode: string): Command {
  const command = COMMANDS.find((c) => c.name === mode);
  if (!command) throw new InfraError(`internal: no CLI command for mode ${mode}`);
  return command;
}

/** The CLI argument list for a session mode, from the Action settings. */
export function sessionArgv(settings: ActionSettings, command: Command): string[] {
  const argv: string[] = [];
  if (settings.session !== undefined) argv.push(settings.session);
  else if (settings.gate.runName !== undefined)
    argv.push('--cwd', settings.workingDirectory, '--run-name', settings.gate.runName);
  else
    throw new UserError(
      `mode ${settings.mode} needs a session: set input session (a session folder) or input run-name`,
    );
  const declares = (flag: string) => Object.hasOwn(command.options, flag);
  for (const [flag, on] of Object.entries(settings.sessionFlags))
    if (on && declares(flag)) argv.push(`--${flag}`);
  if (settings.gate.dryRun && declares('dry-run')) argv.push('--dry-run');
  if (settings.gate.reportPath !== undefined && declares('out')) argv.push('--out', settings.gate.reportPath);
  argv.push('--json');
  return argv;
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export async function runSessionMode(settings: ActionSettings, env: NodeJS.ProcessEnv): Promise<SessionRun> {
  const command = commandFor(settings.mode);
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    interactive: false,
    env,
    cwd: settings.workingDirectory,
  };
  const exitCode = await command.run(parseCommandArgs(command, sessionArgv(settings, command)), io);
  const result = parseJsonObject(stdout);
  let reportPath: string | null = null;
  let reportMarkdown: string | null = null;
  if (settings.mode === 'report' || settings.mode === 'finalize') {
    const named = typeof result?.report_path === 'string' ? result.report_path : null;
    const sessionDir = typeof result?.session_dir === 'string' ? result.session_dir : null;
    const candidate =
      named ??
      (settings.gate.reportPath
        ? resolve(settings.workingDirectory, settings.gate.reportPath)
        : sessionDir
          ? resolve(sessionDir, 'REPORT.md')
          : null);
    if (candidate !== null) {
      const path = resolve(settings.workingDirectory, candidate);
      reportMarkdown = await readFile(path, 'utf8').catch(() => null);
      reportPath = reportMarkdown === null ? null : path;
    }
  }
  return { mode: settings.mode, exitCode, result, stdout, stderr, reportPath, reportMarkdown };
}

/** The outcome word for the `decision` output of a session mode. */
export function sessionDecision(run: SessionRun): string {
  if (run.exitCode === 0) return 'ok';
  return run.exitCode === 1 ? 'invalid' : 'error';
}
