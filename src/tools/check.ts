/** `check`: the tree's integrity and the artifacts required, as problem lines with secrets redacted. */
import { checkSession, type ArtifactRequirements } from '../session/check.js';
import { locateSession, type SessionLocation } from '../session/locate.js';
import type { SessionPaths } from '../session/paths.js';
import { createRedactor } from '../util/redact.js';

export interface CheckOptions {
  session: SessionLocation;
  required: ArtifactRequirements;
  /** Environment whose credential values are redacted from the problem lines. */
  env: NodeJS.ProcessEnv;
}

/** What `check --json` prints and the Action's `verdict` output carries. */
export interface CheckResult {
  ok: boolean;
  session_dir: string;
  problems: string[];
}

/** Problem lines quote ids and values from the session, which must not carry secrets to the log. */
export async function redactedProblems(
  paths: SessionPaths,
  required: ArtifactRequirements,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const redact = createRedactor(env);
  return (await checkSession(paths, required)).map(redact);
}

/** Checks the session; a missing or unreadable tree is a UserError (nothing to check), not a problem. */
export async function runCheck(opts: CheckOptions): Promise<CheckResult> {
  const paths = await locateSession(opts.session);
  const problems = await redactedProblems(paths, opts.required, opts.env);
  return { ok: problems.length === 0, session_dir: paths.dir, problems };
}

/** The exit status of a check (and of finalize), for the CLI and the Action's job alike: 0 OK, 1 INVALID. */
export function checkExitCode(result: { ok: boolean }): 0 | 1 {
  return result.ok ? 0 : 1;
}

/** OK, or INVALID and one `- problem` line each. */
export function renderCheckResult(problems: readonly string[]): string {
  return problems.length === 0 ? 'OK\n' : `INVALID\n${problems.map((p) => `- ${p}`).join('\n')}\n`;
}
