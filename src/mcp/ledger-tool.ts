/**
 * `ledger_show` over MCP: trunk's score history from the score ledger, each gate merge with its score,
 * samples and spread, and whether its ledger lines verify (the CLI's `arbor-gate ledger show --json`).
 * Read-only: it takes no repository lock.
 */
import { resolve } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { UserError } from '../errors.js';
import { renderLedgerCheck, runLedger } from '../tools/ledger.js';
import type { ServerContext } from './context.js';
import { toolResult } from './results.js';

export const LEDGER_SHAPE = {
  trunk_branch: z.string().describe('Branch or ref (origin/arbor/trunk, a SHA) whose history to show.'),
  cwd: z.string().optional().describe("Repository folder, relative to the server's."),
  ledger_ref: z.string().optional().describe('Notes ref of the ledger.'),
  verify: z.boolean().optional().describe('Also check that the ledger only ever gained lines.'),
};

export async function ledgerShow(ctx: ServerContext, args: Record<string, unknown>): Promise<CallToolResult> {
  const trunk = args.trunk_branch;
  if (typeof trunk !== 'string' || trunk.trim() === '')
    throw new UserError('trunk_branch: a branch name is required');
  const ref = args.ledger_ref;
  const verify = args.verify === true;
  const check = await runLedger({
    cwd: resolve(ctx.cwd, typeof args.cwd === 'string' ? args.cwd : '.'),
    trunk: { text: trunk, label: 'trunk_branch' },
    notesRef: { text: typeof ref === 'string' ? ref : undefined, label: 'ledger_ref' },
    // The key is the server's own (the key file in the git folder): an agent never passes one.
    key: undefined,
    history: verify,
  });
  const text = renderLedgerCheck(check, verify)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('; ');
  return toolResult(check, text);
}
