/** `arbor-gate check [SESSION_DIR]`: tree integrity plus the artifact flags of Arbor's helper. */
import type { ArtifactRequirements } from '../session/check.js';
import { ARTIFACT_FLAGS, artifactRequirements } from '../tools/artifact-flags.js';
import { boolFlag, type Command, type OptionSpec, type ParsedArgs } from './command.js';
import { sessionOf } from './report.js';

const USAGE = `Usage: arbor-gate check [SESSION_DIR] [options]

Checks the idea tree (version, root, ids, statuses, parent/children both ways, depth, cycles,
orphans, finite scores, metric direction), that idea_tree.md exists (as Arbor's check does) and,
with the flags, the session's artifacts.
Prints OK, or INVALID followed by one "- problem" line each.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --require-report            REPORT.md must exist
  --require-events            events.jsonl must exist, every line a {ts, type, data} object, no
                              token-shaped strings
  --require-run-stats         run_stats.json must exist and be a JSON object
  --require-experiment        every scored node needs experiments/<id>/, and every experiments/<id>/
                              folder needs report.md and metrics.json (and executor_prompt.md with
                              --require-executor-prompt)
  --require-executor-prompt   every scored node needs experiments/<id>/executor_prompt.md (and at
                              least one prompt must exist)
  --strict-artifacts          all of the above (full sessions only)
  --json                      print {"ok": ..., "problems": [...]}
  -h, --help                  show this help

Exit codes: 0 OK, 1 INVALID, 2 no session folder, or the tree is missing or unreadable.
`;

export const ARTIFACT_OPTIONS: OptionSpec = Object.fromEntries(
  Object.keys(ARTIFACT_FLAGS).map((flag) => [flag, { type: 'boolean' }]),
);

export function artifactRequirementsOf(args: ParsedArgs): ArtifactRequirements {
  return artifactRequirements((flag) => boolFlag(args, flag));
}

export const checkCommand: Command = {
  name: 'check',
  summary: 'check an Arbor session tree and its artifacts (OK / INVALID)',
  usage: USAGE,
  options: ARTIFACT_OPTIONS,
  maxPositionals: 1,
  async run(args, io) {
    // Loaded here, not at the top: every CLI start reads this module for its options.
    const { checkExitCode, renderCheckResult, runCheck } = await import('../tools/check.js');
    const result = await runCheck({
      session: sessionOf(args, io.cwd),
      required: artifactRequirementsOf(args),
      env: io.env,
    });
    io.stdout(
      boolFlag(args, 'json') ? `${JSON.stringify(result, null, 2)}\n` : renderCheckResult(result.problems),
    );
    return checkExitCode(result);
  },
};
