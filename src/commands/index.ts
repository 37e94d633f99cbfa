/**
 * Every CLI command, in the order --help lists them. Each module here holds only what parsing and
 * --help need; a command whose work pulls in much (the gate, the MCP server, the ledger, finalize)
 * imports it inside `run`, so one command's start does not load every other's code. Those are plain
 * `import()`s, not webpack's "eager" ones: ncc makes each a chunk file in dist/ (named by
 * scripts/bundle.mjs), which node reads and compiles only when a command loads it.
 */
import type { Command } from './command.js';
import { checkCommand } from './check.js';
import { finalizeCommand } from './finalize.js';
import { mcpCommand } from './mcp.js';
import { mergeCommand } from './merge.js';
import { recoverCommand } from './recover.js';
import { reportCommand } from './report.js';
import { resumeCommand } from './resume.js';
import { verifyCommand } from './verify.js';
import { ledgerCommand } from './ledger.js';
import { queueCommand } from './queue.js';
import { planCommand } from './plan.js';
import { evalShardCommand } from './eval-shard.js';
import { aggregateCommand } from './aggregate.js';

export const COMMANDS: Command[] = [
  mergeCommand,
  verifyCommand,
  queueCommand,
  reportCommand,
  checkCommand,
  resumeCommand,
  recoverCommand,
  finalizeCommand,
  mcpCommand,
  ledgerCommand,
  planCommand,
  evalShardCommand,
  aggregateCommand,
];
