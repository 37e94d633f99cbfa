/**
 * The queue as the CLI and the Action run it: the queue, its verdicts redacted, then REPORT.md's
 * section rendered by report/queue-report.ts.
 */
import type { GateDeps } from '../gate/context.js';
import { defaultGitFactory } from '../git/adapter.js';
import { runQueue, type QueueOutcome, type QueueInput } from '../queue/run.js';
import { repositoryPlaces, reportTarget, writeGateReport } from '../report/gate-report.js';
import { renderQueueMarkdown } from '../report/queue-report.js';
import { createRedactor, redactStrings } from '../util/redact.js';

/**
 * The queue as the faces run it: every verdict redacted, then REPORT.md's section (with `--report`,
 * else beside the local session's tree, else in the git folder). A report that cannot be written after
 * something landed is a warning on the last landed verdict, not an error.
 */
export async function runQueueReported(input: QueueInput, deps: GateDeps): Promise<QueueOutcome> {
  const redact = createRedactor(deps.env ?? process.env);
  const run = await runQueue(input, deps);
  const outcome = { ...run, verdicts: run.verdicts.map((verdict) => redactStrings(verdict, redact)) };
  const target = await reportTarget(input.gate, outcome, repositoryPlaces(deps.git ?? defaultGitFactory));
  try {
    await writeGateReport(
      redact(renderQueueMarkdown(outcome)),
      target.path,
      outcome.sessionDir,
      target.noSymlinksBelow,
    );
  } catch (error) {
    if (outcome.landed.length === 0) throw error;
    const warning = redact(
      `REPORT.md was not written: ${error instanceof Error ? error.message : String(error)}`,
    );
    deps.log?.(`warning: ${warning}`);
    return { ...outcome, warnings: [...outcome.warnings, warning] };
  }
  return {
    ...outcome,
    verdicts: outcome.verdicts.map((verdict) => ({ ...verdict, report_path: target.path })),
  };
}
