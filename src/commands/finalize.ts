/** `arbor-gate finalize [SESSION_DIR]`: the shutdown sequence (spec "Shutdown", steps 4-6, then check). */
import { boolFlag, type Command } from './command.js';
import { ARTIFACT_OPTIONS, artifactRequirementsOf } from './check.js';
import { sessionOf } from './report.js';

const USAGE = `Usage: arbor-gate finalize [SESSION_DIR] [options]

Shutdown: recover the best submission (only with --emergency), write run_stats.json when it is
missing (derived from events and the tree, marked "derived": true, token totals from the session's
own records first), write REPORT.md, then check the session with --require-report and the artifact
flags given. With --emergency, run_stats.json records "emergency_timeout": true and REPORT.md says
so.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --emergency                 the run hit its emergency timeout: recover the submission first and
                              record the emergency in run_stats.json and REPORT.md
  --smoke                     smoke/forward test: say so in the report's caveats
  --require-events, --require-run-stats, --require-experiment, --require-executor-prompt,
  --strict-artifacts          as for arbor-gate check
  --json                      print the steps' results as JSON
  -h, --help                  show this help

Exit codes: 0 all artifacts valid, 1 artifacts invalid, 2 bad input (no session, unreadable tree).
`;

export const finalizeCommand: Command = {
  name: 'finalize',
  summary: 'shutdown: recover (emergency) -> run_stats.json -> REPORT.md -> check',
  usage: USAGE,
  options: { ...ARTIFACT_OPTIONS, emergency: { type: 'boolean' }, smoke: { type: 'boolean' } },
  maxPositionals: 1,
  onePassRead: true,
  async run(args, io) {
    const { finalizeJson, renderFinalizeResult, runFinalize } = await import('../tools/finalize.js');
    const { checkExitCode } = await import('../tools/check.js');
    const result = await runFinalize({
      session: sessionOf(args, io.cwd),
      required: artifactRequirementsOf(args),
      emergency: boolFlag(args, 'emergency'),
      smoke: boolFlag(args, 'smoke'),
      env: io.env,
    });
    io.stdout(
      boolFlag(args, 'json')
        ? `${JSON.stringify(finalizeJson(result), null, 2)}\n`
        : renderFinalizeResult(result),
    );
    return checkExitCode(result);
  },
};
