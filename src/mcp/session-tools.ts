/**
 * The session tools over MCP: `generate_report` (Arbor's name, with its `instruction` argument),
 * `session_check` and `session_resume`, each the function its CLI command runs (src/tools/), its
 * arguments the command's flags in snake_case (`session_dir` is the command's SESSION_DIR).
 */
import { resolve } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { renderEvidence } from '../report/session-markdown.js';
import type { SessionLocation } from '../session/locate.js';
import { validateRunName } from '../session/paths.js';
import { ARTIFACT_FLAGS, artifactRequirements } from '../tools/artifact-flags.js';
import { renderCheckResult, runCheck } from '../tools/check.js';
import { reportJson, runReport } from '../tools/report.js';
import { renderResumePlan, runResume } from '../tools/resume.js';
import { repositoryKey, type ServerContext } from './context.js';
import { toolResult } from './results.js';

type Arguments = Record<string, unknown>;

/** Where every session tool finds the session. */
export const SESSION_SHAPE = {
  session_dir: z.string().optional().describe('Session folder, relative to cwd (else run_name).'),
  cwd: z.string().optional().describe("Project folder, relative to the server's."),
  run_name: z.string().optional().describe('Session name under .arbor/sessions/.'),
};

export const REPORT_SHAPE = {
  ...SESSION_SHAPE,
  instruction: z
    .string()
    .optional()
    .describe("Not used: the report is built from the session's own records."),
  out: z.string().optional().describe("Report path (relative to cwd) instead of the session's REPORT.md."),
  smoke: z.boolean().optional().describe('Say in the caveats that the run was a smoke test.'),
};

/** What each artifact switch requires, in the tool's terms. */
const ARTIFACT_TEXT: Readonly<Record<keyof typeof ARTIFACT_FLAGS, string>> = {
  'require-report': 'REPORT.md must exist.',
  'require-events': 'events.jsonl must exist and be well formed.',
  'require-run-stats': 'run_stats.json must exist.',
  'require-experiment': 'Scored nodes need experiments/<id>/ with report.md, metrics.json.',
  'require-executor-prompt': 'Scored nodes need executor_prompt.md.',
  'strict-artifacts': 'All require_* switches.',
};

export const CHECK_SHAPE = {
  ...SESSION_SHAPE,
  ...Object.fromEntries(
    Object.entries(ARTIFACT_TEXT).map(([flag, text]) => [
      flag.replace(/-/g, '_'),
      z.boolean().optional().describe(text),
    ]),
  ),
};

export const RESUME_SHAPE = {
  ...SESSION_SHAPE,
  dry_run: z.boolean().optional().describe('Say what would change; change nothing.'),
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function folderOf(ctx: ServerContext, args: Arguments): string {
  return resolve(ctx.cwd, text(args.cwd) ?? '.');
}

function sessionOf(ctx: ServerContext, args: Arguments): SessionLocation {
  const runName = text(args.run_name);
  const dir = text(args.session_dir);
  return {
    cwd: folderOf(ctx, args),
    ...(dir === undefined ? {} : { positional: resolve(folderOf(ctx, args), dir) }),
    ...(runName === undefined ? {} : { runName: validateRunName(runName, 'run_name') }),
  };
}

const paragraph = (lines: string): string =>
  lines
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('; ');

export async function generateReport(ctx: ServerContext, args: Arguments): Promise<CallToolResult> {
  const out = text(args.out);
  const session = sessionOf(ctx, args);
  const result = await ctx.locks.hold(await repositoryKey(session.cwd), 'generate_report', () =>
    runReport({
      session,
      reportPath: out === undefined ? undefined : resolve(session.cwd, out),
      env: ctx.env,
      smoke: args.smoke === true,
    }),
  );
  const unused = text(args.instruction) === undefined ? '' : ' (the instruction was not used)';
  return toolResult(
    reportJson(result),
    `REPORT.md written${unused}: ${paragraph(renderEvidence(result.facts, result.report_path))}`,
  );
}

export async function sessionCheck(ctx: ServerContext, args: Arguments): Promise<CallToolResult> {
  const required = artifactRequirements((flag) => args[flag.replace(/-/g, '_')] === true);
  const result = await runCheck({ session: sessionOf(ctx, args), required, env: ctx.env });
  return toolResult(result, paragraph(renderCheckResult(result.problems)));
}

export async function sessionResume(ctx: ServerContext, args: Arguments): Promise<CallToolResult> {
  const session = sessionOf(ctx, args);
  const dryRun = args.dry_run === true;
  const resume = () => runResume({ session, dryRun });
  const plan = dryRun
    ? await resume()
    : await ctx.locks.hold(await repositoryKey(session.cwd), 'session_resume', resume);
  return toolResult(plan, paragraph(renderResumePlan(plan)));
}
