/**
 * The queue's faces: a table of its verdicts for the terminal, the same table and every verdict for
 * REPORT.md (one section, in the place the gate's section goes), and `runQueueReported`, the queue as
 * the CLI and the Action run it (the queue, its verdicts redacted, then the report). Pure renderers;
 * every text a branch or an evaluation controls goes through util/markdown.ts.
 */
import type { GateDeps } from '../gate/context.js';
import type { Verdict } from '../gate/verdict.js';
import { defaultGitFactory } from '../git/adapter.js';
import { runQueue, type QueueInput, type QueueOutcome } from '../queue/run.js';
import { markdownCode, markdownText, NAME_MAX, plainLine } from '../util/markdown.js';
import { formatVerdictScore } from '../util/metric.js';
import { createRedactor } from '../util/redact.js';
import { redactStrings, repositoryPlaces, reportTarget, writeGateReport } from './gate-report.js';
import { renderVerdictMarkdown } from './verdict.js';

function score(verdict: Verdict): string {
  return verdict.score === null ? '-' : formatVerdictScore(verdict.score);
}

function firstReason(verdict: Verdict): string {
  const reason = verdict.reasons[0];
  return reason === undefined ? '' : `${reason.code}: ${reason.message}`;
}

/** The verdicts as text lines: position, decision, branch, score, the landed commit or the first reason. */
export function renderQueueText(outcome: Pick<QueueOutcome, 'verdicts' | 'landed'>): string {
  const lines = outcome.verdicts.map((verdict, index) => {
    const what =
      verdict.merge_commit !== null ? `merged as ${verdict.merge_commit.slice(0, 12)}` : firstReason(verdict);
    return `${String(index + 1).padStart(2)}. ${verdict.decision.padEnd(14)} ${plainLine(verdict.source.ref, NAME_MAX)}  B_test ${score(verdict)}  ${plainLine(what)}`;
  });
  return `queue: ${outcome.landed.length} of ${outcome.verdicts.length} landed\n${lines.join('\n')}\n`;
}

/** REPORT.md's section: the table, then each verdict under a heading of its own. */
export function renderQueueMarkdown(outcome: Pick<QueueOutcome, 'verdicts' | 'landed'>): string {
  const rows = outcome.verdicts.map((verdict, index) => {
    const landed = verdict.merge_commit === null ? '-' : markdownCode(verdict.merge_commit.slice(0, 12));
    return `| ${index + 1} | ${markdownCode(verdict.source.ref)} | ${verdict.decision} | ${score(verdict)} | ${landed} | ${markdownText(firstReason(verdict))} |`;
  });
  return [
    '## Queue',
    '',
    `${outcome.landed.length} of ${outcome.verdicts.length} branch(es) landed, each judged against the state it landed on.`,
    '',
    '| # | branch | decision | B_test | landed | reason |',
    '| - | ------ | -------- | ------ | ------ | ------ |',
    ...rows,
    '',
    ...outcome.verdicts.map((verdict) =>
      renderVerdictMarkdown(verdict, { headingLevel: 3, logTailLines: 10 }),
    ),
  ].join('\n');
}

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
