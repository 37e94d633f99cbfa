/** `arbor-gate finalize [SESSION_DIR]`: the shutdown sequence (spec "Shutdown", steps 4-6, then check). */
import { UserError } from '../errors.js';
import { writeSessionReportFile } from '../report/gate-report.js';
import { buildSessionReport, readSessionInputs, renderEvidence } from '../report/session-report.js';
import { locateSession } from '../session/locate.js';
import { recoverSubmission, type RecoverResult } from '../session/recover.js';
import { deriveRunStats } from '../session/run-stats.js';
import { updateFileAtomically } from '../util/atomic.js';
import { boolFlag, type Command } from './command.js';
import { ARTIFACT_OPTIONS, artifactRequirements, redactedCheck, renderCheckResult } from './check.js';
import { sessionOf } from './report.js';

const USAGE = `Usage: arbor-gate finalize [SESSION_DIR] [options]

Shutdown: recover the best submission (only with --emergency), write run_stats.json when it is
missing (derived from events and the tree, marked "derived": true), write REPORT.md, then check the
session with --require-report and the artifact flags given.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --emergency                 the run hit its emergency timeout: recover the submission first
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
  async run(args, io) {
    const paths = await locateSession(sessionOf(args, io.cwd));
    // Read the tree (and events, once for every step) before writing anything: an unreadable tree is
    // bad input and nothing is written.
    const inputs = await readSessionInputs(paths);
    let recovered: RecoverResult | null = null;
    if (boolFlag(args, 'emergency')) recovered = await recoverSubmission(paths, inputs.tree);

    const runStatsWritten = await updateFileAtomically(paths.runStats, (current) =>
      current !== null ? null : `${JSON.stringify(deriveRunStats(inputs.events, inputs.tree), null, 2)}\n`,
    );

    const facts = await buildSessionReport(paths.dir, {
      env: io.env,
      smoke: boolFlag(args, 'smoke'),
      inputs,
    });
    await writeSessionReportFile(paths.report, facts);

    let problems: string[];
    try {
      problems = await redactedCheck(paths, { ...artifactRequirements(args), report: true }, io.env);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      problems = [error.message];
    }
    if (boolFlag(args, 'json')) {
      io.stdout(
        `${JSON.stringify({ ok: problems.length === 0, recovered, run_stats_written: runStatsWritten, report_path: paths.report, report: facts, problems }, null, 2)}\n`,
      );
    } else {
      if (recovered !== null) io.stdout(`recover: ${recovered.message}\n`);
      io.stdout(
        `run_stats.json: ${runStatsWritten ? 'derived from events and the tree (it was missing)' : 'kept (already present)'}\n`,
      );
      io.stdout(renderEvidence(facts, paths.report));
      io.stdout(`check: ${renderCheckResult(problems)}`);
    }
    return problems.length === 0 ? 0 : 1;
  },
};
