/** `arbor-gate recover [SESSION_DIR]`: restore the best submission after an emergency timeout. */
import { boolFlag, type Command } from './command.js';
import { sessionOf } from './report.js';

const USAGE = `Usage: arbor-gate recover [SESSION_DIR] [options]

Emergency-timeout recovery: keeps the workspace's submission (meta.submission_path, default
submission.csv) when present; otherwise copies the best done/merged node's snapshot
submissions/<node_id><ext> (by B_dev, in the metric's direction); otherwise the newest snapshot.
Snapshots are looked for in the session's submissions/ (where arbor run keeps them) and the
workspace's submissions/; for the same name the session's wins.
Never overwrites; refuses paths outside the workspace and snapshots that are symlinks.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --json                      print the result as JSON
  -h, --help                  show this help

Exit codes: 0 done or nothing to do, 2 bad input (no session, unreadable tree, unsafe path).
`;

export const recoverCommand: Command = {
  name: 'recover',
  summary: 'restore the best submission snapshot (never overwrites)',
  usage: USAGE,
  options: {},
  maxPositionals: 1,
  async run(args, io) {
    const { runRecover } = await import('../tools/recover.js');
    const result = await runRecover({ session: sessionOf(args, io.cwd) });
    io.stdout(
      boolFlag(args, 'json') ? `${JSON.stringify(result, null, 2)}\n` : `recover: ${result.message}\n`,
    );
    return 0;
  },
};
