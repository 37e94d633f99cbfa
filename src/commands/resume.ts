/** `arbor-gate resume [SESSION_DIR]`: prepare an interrupted session to continue (spec steps 1-7). */
import { boolFlag, type Command } from './command.js';
import { sessionOf } from './report.js';

const USAGE = `Usage: arbor-gate resume [SESSION_DIR] [options]

Prepares an interrupted Arbor session to continue in the same folder: running nodes go back to
pending (needs_retry is left alone; idea_tree.md is written again to match), the checkpoint's
in-flight executors are cleared, messages.jsonl is replayed (torn lines dropped), unanswered tool
calls get Arbor's "interrupted" error result. Arbor's resume nudge (the pending nodes, the pending
question, the eval commands) is not written: \`arbor run --resume\` appends its own to the log it
replays, so a second would reach the agent; --json shows its text (\`nudge\`).
Only what changes is edited; resuming again changes nothing. A corrupt tree is never resumed
(exit 2, nothing changed).

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --dry-run                   print what would change and change nothing
  --json                      print the plan as JSON
  -h, --help                  show this help

Exit codes: 0 ready to resume, 2 no session folder, or the tree is missing or corrupt.
`;

export const resumeCommand: Command = {
  name: 'resume',
  summary: 'prepare an interrupted Arbor session to continue',
  usage: USAGE,
  options: { 'dry-run': { type: 'boolean' } },
  maxPositionals: 1,
  async run(args, io) {
    const { renderResumePlan, runResume } = await import('../tools/resume.js');
    const plan = await runResume({ session: sessionOf(args, io.cwd), dryRun: boolFlag(args, 'dry-run') });
    io.stdout(boolFlag(args, 'json') ? `${JSON.stringify(plan, null, 2)}\n` : renderResumePlan(plan));
    return 0;
  },
};
