/** `arbor-gate check [SESSION_DIR]`: tree integrity plus the artifact flags of Arbor's helper. */
import { checkSession, type ArtifactRequirements } from '../session/check.js';
import { locateSession } from '../session/locate.js';
import { createRedactor } from '../util/redact.js';
import { boolFlag, type Command, type ParsedArgs } from './command.js';
import { sessionOf } from './report.js';

const USAGE = `Usage: arbor-gate check [SESSION_DIR] [options]

Checks the idea tree (version, root, ids, statuses, parent/children both ways, depth, cycles, orphans,
finite scores, metric direction) and, with the flags, the session's artifacts.
Prints OK, or INVALID followed by one "- problem" line each.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --require-report            REPORT.md must exist
  --require-events            events.jsonl must exist, every line a {ts, type, data} object, no token-shaped strings
  --require-run-stats         run_stats.json must exist and be a JSON object
  --require-experiment        every scored node needs experiments/<id>/
  --require-executor-prompt   every scored node needs experiments/<id>/executor_prompt.md
  --strict-artifacts          all of the above (full sessions only)
  --json                      print {"ok": ..., "problems": [...]}
  -h, --help                  show this help

Exit codes: 0 OK, 1 INVALID, 2 no session folder, or the tree is missing or unreadable.
`;

export const ARTIFACT_OPTIONS = {
  'require-report': { type: 'boolean' },
  'require-events': { type: 'boolean' },
  'require-run-stats': { type: 'boolean' },
  'require-experiment': { type: 'boolean' },
  'require-executor-prompt': { type: 'boolean' },
  'strict-artifacts': { type: 'boolean' },
} as const;

export function artifactRequirements(args: ParsedArgs): ArtifactRequirements {
  return {
    report: boolFlag(args, 'require-report'),
    events: boolFlag(args, 'require-events'),
    runStats: boolFlag(args, 'require-run-stats'),
    experiment: boolFlag(args, 'require-experiment'),
    executorPrompt: boolFlag(args, 'require-executor-prompt'),
    strict: boolFlag(args, 'strict-artifacts'),
  };
}

export function renderCheckResult(problems: readonly string[]): string {
  return problems.length === 0 ? 'OK\n' : `INVALID\n${problems.map((p) => `- ${p}`).join('\n')}\n`;
}

/** Problem lines quote ids and values from the session, which must not carry secrets to the log. */
export async function redactedCheck(
  paths: Parameters<typeof checkSession>[0],
  required: ArtifactRequirements,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const redact = createRedactor(env);
  return (await checkSession(paths, required)).map(redact);
}

export const checkCommand: Command = {
  name: 'check',
  summary: 'check an Arbor session tree and its artifacts (OK / INVALID)',
  usage: USAGE,
  options: ARTIFACT_OPTIONS,
  maxPositionals: 1,
  async run(args, io) {
    const paths = await locateSession(sessionOf(args, io.cwd));
    const problems = await redactedCheck(paths, artifactRequirements(args), io.env);
    io.stdout(
      boolFlag(args, 'json')
        ? `${JSON.stringify({ ok: problems.length === 0, session_dir: paths.dir, problems }, null, 2)}\n`
        : renderCheckResult(problems),
    );
    return problems.length === 0 ? 0 : 1;
  },
};
