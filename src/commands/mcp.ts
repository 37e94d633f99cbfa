/** `arbor-gate mcp`: the MCP server on stdio (src/mcp/), for agents such as Arbor's Codex and Claude Code. */
import { resolve } from 'node:path';
import { UserError } from '../errors.js';
import { settingOf } from '../gate/setting-lookup.js';
import { OPERATOR_SETTINGS } from '../mcp/operator-settings.js';
import { withSignalCleanup } from '../util/cleanup.js';
import { packageVersion } from '../util/version.js';
import { stringFlag, type Command } from './command.js';
import { flagEntry, gateFlag, helpColumns, settingOptions } from './setting-flags.js';
import { TOOL_DESCRIPTIONS, TOOL_NAMES } from '../mcp/tool-text.js';

const DEFAULT_LOCK_WAIT_S = 60;

const USAGE = `Usage: arbor-gate mcp [--cwd DIR] [--trusted-settings FILE] [--lock-wait S] [--eval-isolation MODE]

Serves the gate and the session tools to agents over MCP on stdin/stdout (JSON-RPC only on stdout;
logs and the evaluation's output on stderr). Results carry the verdict JSON as structuredContent.

Tools:
${helpColumns(
  TOOL_NAMES.map((name) => [name, TOOL_DESCRIPTIONS[name]]),
  20,
)}

Options:
${helpColumns(
  [
    ['--cwd DIR', "the project the tools work in (a tool's cwd argument is relative to it)"],
    [
      '--trusted-settings FILE',
      "JSON of the tree's meta keys (or an idea_tree.json): the settings every call uses, checked when the server starts. An argument that shapes a run or a judgement is then set aside (protected_paths only add). Without it, settings read from an untracked local session tree carry a warning in every result.",
    ],
    [
      '--lock-wait S',
      `how long a second tree-mutating call on one repository waits for the first before it is refused (default ${DEFAULT_LOCK_WAIT_S})`,
    ],
    ['-h, --help', 'show this help'],
  ],
  30,
)}

The operator's settings (as merge's flags; never a tool argument):
${helpColumns(
  OPERATOR_SETTINGS.map((field) => flagEntry(settingOf(field))),
  30,
)}

Exit: 0 when stdin closes, 2 bad options or trusted settings (unknown keys, bad values).
`;

function lockWaitMs(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LOCK_WAIT_S * 1000;
  const seconds = Number(value);
  if (value.trim() === '' || !Number.isFinite(seconds) || seconds < 0) {
    throw new UserError(`--lock-wait: expected a number of seconds >= 0, got ${JSON.stringify(value)}`);
  }
  return seconds * 1000;
}

export const mcpCommand: Command = {
  name: 'mcp',
  summary: 'serve the gate and the session tools to agents over MCP (stdio)',
  usage: USAGE,
  options: {
    'trusted-settings': { type: 'string' },
    'lock-wait': { type: 'string' },
    ...settingOptions(OPERATOR_SETTINGS.map(settingOf)),
  },
  maxPositionals: 0,
  async run(args, io) {
    const cwd = resolve(io.cwd, stringFlag(args, 'cwd') ?? '.');
    const { serveStdio } = await import('../mcp/server.js');
    const { readTrustedSettings } = await import('../mcp/trusted-settings.js');
    const file = stringFlag(args, 'trusted-settings');
    const pinned =
      file === undefined ? null : await readTrustedSettings(resolve(io.cwd, file), '--trusted-settings', cwd);
    const waitMs = lockWaitMs(stringFlag(args, 'lock-wait'));
    const operator = {
      pinned,
      values: Object.fromEntries(
        OPERATOR_SETTINGS.flatMap((field) => {
          const value = stringFlag(args, gateFlag(settingOf(field)));
          return value === undefined ? [] : [[field, value]];
        }),
      ),
    };
    const abort = new AbortController();
    await withSignalCleanup(abort, () =>
      serveStdio(
        { cwd, operator, env: io.env, stderr: io.stderr, signal: abort.signal, lockWaitMs: waitMs },
        packageVersion(),
      ),
    );
    return 0;
  },
};
