/** `arbor-gate resume [SESSION_DIR]`: prepare an interrupted session to continue (spec steps 1-7). */
import type { ResumePlan } from '../session/resume.js';
import { runResume } from '../tools/resume.js';
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

function list(ids: readonly string[]): string {
  return ids.length === 0 ? 'none' : ids.join(', ');
}

export function renderResumePlan(plan: ResumePlan): string {
  const verb = plan.dry_run ? 'would' : 'did';
  const lines = [
    `${plan.dry_run ? 'Dry run (nothing changed)' : 'Resumed'}: ${plan.session_dir}`,
    `- running -> pending (${verb} requeue): ${list(plan.requeued)}`,
    `- needs_retry left as is: ${list(plan.needs_retry)}`,
    `- pending nodes to continue from: ${list(plan.pending)}`,
  ];
  if (!plan.checkpoint.present) lines.push('- checkpoint.json: none');
  else if (plan.checkpoint.unreadable !== null)
    lines.push(`- checkpoint.json unreadable, left as is: ${plan.checkpoint.unreadable}`);
  else
    lines.push(
      `- in-flight executors cleared: ${list(plan.checkpoint.inflight_cleared.map((e) => e.node_id))}`,
    );
  if (plan.checkpoint.pending_user !== null)
    lines.push(`- pending human gate kept: ${plan.checkpoint.pending_user}`);
  if (!plan.messages.present) {
    lines.push('- messages.jsonl: none (nothing to replay)');
  } else {
    const m = plan.messages;
    lines.push(
      `- messages.jsonl: ${m.skipped_lines} torn/malformed line(s) dropped${m.skipped_lines > 0 ? ` (line ${m.skipped_line_numbers.join(', ')})` : ''}`,
    );
    lines.push(`- dangling tool calls sealed with an interrupted result: ${list(m.sealed_tool_use_ids)}`);
  }
  lines.push("- resume nudge: not written; Arbor's resume adds its own (its text: --json's `nudge`)");
  lines.push('Next: start the coordinator on this session again; it continues from the pending nodes.');
  return `${lines.join('\n')}\n`;
}

export const resumeCommand: Command = {
  name: 'resume',
  summary: 'prepare an interrupted Arbor session to continue',
  usage: USAGE,
  options: { 'dry-run': { type: 'boolean' } },
  maxPositionals: 1,
  async run(args, io) {
    const plan = await runResume({ session: sessionOf(args, io.cwd), dryRun: boolFlag(args, 'dry-run') });
    io.stdout(boolFlag(args, 'json') ? `${JSON.stringify(plan, null, 2)}\n` : renderResumePlan(plan));
    return 0;
  },
};
