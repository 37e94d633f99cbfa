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
import { SERVER_INSTRUCTIONS, TOOL_DESCRIPTIONS, TOOL_NAMES, type ToolName } from './tool-text.js';

type Arguments = Record<string, unknown>;

interface ToolSpec {
  shape: Record<string, z.ZodType>;
  run: (ctx: ServerContext, args: Arguments, extra: CallExtra) => Promise<CallToolResult>;
}

/** Each tool's schema and code (their order and text: tool-text.ts). */
const TOOLS: Readonly<Record<ToolName, ToolSpec>> = {
  git_merge_branch: {
    shape: MERGE_SHAPE,
    run: (ctx, args, extra) =>
      runGateTool('git_merge_branch', mergeInput(args, ctx.cwd, ctx.operator), mergeArgumentName, ctx, extra),
  },
  gate_verify: {
    shape: VERIFY_SHAPE,
    run: (ctx, args, extra) =>
      runGateTool('gate_verify', verifyInput(args, ctx.cwd, ctx.operator), verifyArgumentName, ctx, extra),
  },
  generate_report: {
    shape: REPORT_SHAPE,
    run: generateReport,
  },
  session_check: {
    shape: CHECK_SHAPE,
    run: sessionCheck,
  },
  session_resume: {
    shape: RESUME_SHAPE,
    run: sessionResume,
  },
  ledger_show: {
    shape: LEDGER_SHAPE,
    run: ledgerShow,
  },
};

export function createGateServer(ctx: ServerContext, version: string): McpServer {
  const server = new McpServer({ name: 'arbor-gate', version }, { instructions: SERVER_INSTRUCTIONS });
  for (const name of TOOL_NAMES) {
    const tool = TOOLS[name];
    server.registerTool(
      name,
      {
        description: TOOL_DESCRIPTIONS[name],
        inputSchema: tool.shape,
      },
      async (args: Arguments, extra: CallExtra) => {
        try {
          return await tool.run(ctx, args, extra);
        } catch (error) {
          if (!(error instanceof UserError)) ctx.stderr(`arbor-gate: ${name} failed: ${String(error)}\n`);
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
