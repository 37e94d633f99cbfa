/** Every CLI command, in the order --help lists them. */
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
import { planCommand } from './plan.js';
import { evalShardCommand } from './eval-shard.js';
import { aggregateCommand } from './aggregate.js';

export const COMMANDS: Command[] = [
  mergeCommand,
  verifyCommand,
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
