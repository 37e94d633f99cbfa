/** `resume`: prepare an interrupted session to continue (spec "Resume Procedure", steps 1-7). */
import { locateSession, type SessionLocation } from '../session/locate.js';
import { resumeSession, type ResumePlan } from '../session/resume.js';

export interface ResumeOptions {
  session: SessionLocation;
  /** Plan only: change nothing. */
  dryRun: boolean;
}

/** The plan, applied unless `dryRun`; a missing or corrupt tree is a UserError and nothing changes. */
export async function runResume(opts: ResumeOptions): Promise<ResumePlan> {
  return resumeSession(await locateSession(opts.session), { dryRun: opts.dryRun });
}

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
