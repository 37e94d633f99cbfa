/**
 * The queue's faces: a table of its verdicts for the terminal, the same table and every verdict for
 * REPORT.md (one section, in the place the gate's section goes; run/queue.ts writes it). Pure
 * renderers; every text a branch or an evaluation controls goes through util/markdown.ts.
 */
import type { Verdict } from '../gate/verdict.js';
import type { QueueOutcome } from '../queue/run.js';
import { markdownCode, markdownText, NAME_MAX, plainLine } from '../util/markdown.js';
import { formatVerdictScore } from '../util/metric.js';
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
