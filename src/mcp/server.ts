/**
 * `arbor-gate mcp`: the gate and the session tools as an MCP server on stdio, for agents (Arbor's
 * Codex and Claude Code sessions). One table of tools; each runs the function the CLI's command runs.
 * stdout carries JSON-RPC alone: logs and the evaluation's output go to stderr. A tool never crashes
 * the server: a bad argument or a failure is a tool error naming the argument, and serving goes on.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { UserError } from '../errors.js';
import {
  mergeArgumentName,
  mergeInput,
  MERGE_SHAPE,
  verifyArgumentName,
  verifyInput,
  VERIFY_SHAPE,
} from './arguments.js';
import type { CallExtra, ServerContext } from './context.js';
import { runGateTool } from './gate-tools.js';
import { RepositoryLocks } from './lock.js';
import { toolError } from './results.js';
import {
  CHECK_SHAPE,
  generateReport,
  REPORT_SHAPE,
  RESUME_SHAPE,
  sessionCheck,
  sessionResume,
} from './session-tools.js';
import { LEDGER_SHAPE, ledgerShow } from './ledger-tool.js';

type Arguments = Record<string, unknown>;

interface ToolSpec {
  name: string;
  description: string;
  shape: Record<string, z.ZodType>;
  /** The verdict's shape, for the gate's tools (clients may check structuredContent against it). */
  output?: z.ZodType;
  run: (ctx: ServerContext, args: Arguments, extra: CallExtra) => Promise<CallToolResult>;
}

/** The verdict's main fields; the rest of its fields (docs/architecture.md "Verdict JSON") pass too. */
const VERDICT_OUTPUT = z.looseObject({
  decision: z.enum(['merged', 'would_merge', 'rejected', 'already_merged', 'error']),
  reasons: z.array(z.object({ code: z.string(), message: z.string() })),
  score: z.number().nullable(),
  warnings: z.array(z.string()),
});

const VERDICT_FIELDS =
  "The result's structuredContent is the verdict JSON: decision (merged, would_merge, rejected, already_merged, error), reasons [{code, message}], score (the B_test the gate measured), references, evaluated, warnings, merge_commit.";

/** The tools, in the order tools/list gives them. */
const TOOLS: readonly ToolSpec[] = [
  {
    name: 'git_merge_branch',
    description: `Arbor's merge: evaluate the --no-ff merge of source_branch into the trunk branch on the held-out B_test and merge it only when the score strictly improves (dry_run: judge only). The gate measures the score itself; a passed test_score is ignored. ${VERDICT_FIELDS}`,
    shape: MERGE_SHAPE,
    output: VERDICT_OUTPUT,
    run: (ctx, args, extra) =>
      runGateTool('git_merge_branch', mergeInput(args, ctx.cwd, ctx.operator), mergeArgumentName, ctx, extra),
  },
  {
    name: 'gate_verify',
    description: `The gate's verify: evaluate a branch as git_merge_branch would and say whether it would merge, writing nothing. Its arguments are arbor-gate verify's flags in snake_case. ${VERDICT_FIELDS}`,
    shape: VERIFY_SHAPE,
    output: VERDICT_OUTPUT,
    run: (ctx, args, extra) =>
      runGateTool('gate_verify', verifyInput(args, ctx.cwd, ctx.operator), verifyArgumentName, ctx, extra),
  },
  {
    name: 'generate_report',
    description:
      "Write the session's REPORT.md from whatever it holds (tree, events, run stats; missing parts become caveats) and return the report's facts.",
    shape: REPORT_SHAPE,
    run: generateReport,
  },
  {
    name: 'session_check',
    description:
      "Check the session's idea tree and, with the require_* switches, its artifacts: ok, and one problem per line.",
    shape: CHECK_SHAPE,
    run: sessionCheck,
  },
  {
    name: 'session_resume',
    description:
      'Prepare an interrupted session to continue (running nodes back to pending, the checkpoint and messages repaired); dry_run: the plan only.',
    shape: RESUME_SHAPE,
    run: sessionResume,
  },
  {
    name: 'ledger_show',
    description:
      "Trunk's score history from the score ledger (git notes): each gate merge's score, samples and spread, and whether its ledger lines verify under the gate's key (verify: also that the notes only ever gained lines).",
    shape: LEDGER_SHAPE,
    run: ledgerShow,
  },
];

export function createGateServer(ctx: ServerContext, version: string): McpServer {
  const server = new McpServer({ name: 'arbor-gate', version });
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        description: tool.description,
        inputSchema: tool.shape,
        ...(tool.output === undefined ? {} : { outputSchema: tool.output }),
      },
      async (args: Arguments, extra: CallExtra) => {
        try {
          return await tool.run(ctx, args, extra);
        } catch (error) {
          if (!(error instanceof UserError))
            ctx.stderr(`arbor-gate: ${tool.name} failed: ${String(error)}\n`);
          return toolError(error);
        }
      },
    );
  }
  return server;
}

/** Serves on stdin/stdout until stdin closes. */
export async function serveStdio(
  ctx: Omit<ServerContext, 'locks'> & { lockWaitMs: number },
  version: string,
) {
  const server = createGateServer({ ...ctx, locks: new RepositoryLocks(ctx.lockWaitMs) }, version);
  const closed = new Promise<void>((resolveClosed) => {
    server.server.onclose = () => resolveClosed();
  });
  await server.connect(new StdioServerTransport());
  process.stdin.once('end', () => void server.close());
  ctx.stderr(
    `arbor-gate: MCP server ready (cwd ${ctx.cwd}${ctx.operator.pinned === null ? '' : `, settings pinned by ${ctx.operator.pinned.label}`})\n`,
  );
  await closed;
}
