/**
 * A session's report facts in one call: read the folder (session-read.ts), derive the facts
 * (session-facts.ts). REPORT.md is rendered from them by session-markdown.ts.
 */
import { sessionPaths } from '../session/paths.js';
import { deriveSessionFacts, type SessionFactOptions, type SessionReport } from './session-facts.js';
import { readSession } from './session-read.js';

export type SessionReportOptions = Partial<SessionFactOptions>;

/**
 * Reads the session folder and gathers the report's facts (credentials in `env`, default
 * process.env, are redacted). Throws UserError only when the folder is missing or the tree is not a tree.
 */
export async function buildSessionReport(
  sessionDir: string,
  opts: SessionReportOptions = {},
): Promise<SessionReport> {
  const read = await readSession(sessionPaths(sessionDir));
  return deriveSessionFacts(read, { ...opts, env: opts.env ?? process.env });
}
