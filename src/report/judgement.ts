/**
 * A paired judgement (issue 17) rendered for people: a line or two for the terminal, and a short
 * table with a small chart of the paired samples for REPORT.md, the PR comment and the job summary.
 * Every value here is a number the gate computed or a setting; the chart's labels still go through
 * mermaid.ts's escaping.
 */
import type { PairedJudgement, Verdict } from '../gate/verdict.js';
import { formatVerdictScore } from '../util/metric.js';
import { pairedChart } from './mermaid.js';

const num = (value: number | null | undefined): string =>
  value === null || value === undefined ? '-' : formatVerdictScore(value);

const STOPPED: Record<NonNullable<PairedJudgement['stopped']>, string> = {
  early: 'early',
  futility: 'early for futility (below --min-effect)',
  cap: 'at the cap (--max-repeats)',
};

function stoppedWords(judgement: PairedJudgement): string {
  return judgement.stopped === null ? 'before a decision' : STOPPED[judgement.stopped];
}

/** The paired judgement of `verdict`, or null in single mode. */
export function pairedOf(verdict: Pick<Verdict, 'judgement'>): PairedJudgement | null {
  return verdict.judgement.rule === 'paired' ? verdict.judgement : null;
}

/** Whether a paired judgement ran at all: a branch refused before any run (a protected path) has none. */
const measured = (judgement: PairedJudgement): boolean => judgement.evaluations > 0;

/** One line for the commit status and the headline: pairs, mean difference and its bounds. */
export function pairedSummary(judgement: PairedJudgement): string {
  const d = judgement.difference;
  if (d === null) return `paired: ${judgement.pairs} pair(s), no look`;
  return `paired: ${judgement.pairs} pair(s), gain ${num(d.mean)} [${num(d.lower)}, ${num(d.upper)}]`;
}

/** The terminal's lines for a paired judgement. */
export function pairedTextLines(judgement: PairedJudgement): string[] {
  if (!measured(judgement)) return [];
  const lines = [
    `  judgement paired at confidence ${judgement.confidence}: ${judgement.pairs} pair(s) on seeds ${judgement.seeds.join(', ') || '-'}, ${judgement.evaluations} evaluation(s), stopped ${stoppedWords(judgement)}`,
  ];
  if (judgement.trunk !== null && judgement.candidate !== null) {
    lines.push(
      `  trunk mean ${num(judgement.trunk.mean)} (sd ${num(judgement.trunk.sd)}), candidate mean ${num(judgement.candidate.mean)} (sd ${num(judgement.candidate.sd)})`,
    );
  }
  const d = judgement.difference;
  if (d !== null) {
    lines.push(
      `  gain ${num(d.mean)}, bounds [${num(d.lower)}, ${num(d.upper)}] at one-sided level ${d.level.toPrecision(3)}, p ${judgement.p === null ? '-' : judgement.p.toPrecision(3)}`,
    );
  }
  return lines;
}

/** The Markdown section for a paired judgement: a short table and the chart of the samples. */
export function pairedMarkdown(
  judgement: PairedJudgement,
  direction: Verdict['metric_direction'],
  heading: string,
): string[] {
  if (!measured(judgement)) return [];
  const d = judgement.difference;
  const out = [
    `${heading} Paired judgement`,
    '',
    `Trunk and the candidate were evaluated alternately on the same seeds, at one-sided confidence ${judgement.confidence}; stopped ${stoppedWords(judgement)} after ${judgement.pairs} pair(s) and ${judgement.evaluations} evaluation(s).`,
    '',
    '| | mean | sd |',
    '|---|---|---|',
    `| trunk | ${num(judgement.trunk?.mean)} | ${num(judgement.trunk?.sd)} |`,
    `| candidate | ${num(judgement.candidate?.mean)} | ${num(judgement.candidate?.sd)} |`,
    `| gain (${direction}) | ${num(d?.mean)} | bounds [${num(d?.lower)}, ${num(d?.upper)}]${d === null ? '' : ` at level ${d.level.toPrecision(3)}`}, p ${judgement.p === null ? '-' : judgement.p.toPrecision(3)} |`,
    '',
  ];
  if (judgement.samples.length > 0) {
    out.push(
      '```mermaid',
      pairedChart('Paired samples: trunk (first line) and candidate', 'B_test', judgement.samples),
      '```',
      '',
    );
  }
  return out;
}

/**
 * What `auto` chose (issue 36), for the terminal and REPORT.md alike: its one line, each side's fresh
 * and reused runs, and a deterministic judgement's runs. Nothing for `single`, or `paired` asked for.
 */
export function autoLines(judgement: Verdict['judgement']): string[] {
  if (judgement.rule === 'single' || judgement.chosen_by === undefined) return [];
  const lines = [judgement.chosen_by];
  const { runs } = judgement;
  if (runs !== undefined) {
    lines.push(
      `runs: trunk ${runs.trunk.fresh} fresh + ${runs.trunk.reused} reused, candidate ${runs.candidate.fresh} fresh + ${runs.candidate.reused} reused`,
    );
  }
  if (judgement.rule === 'deterministic') {
    lines.push(
      `deterministic: trunk ${num(judgement.trunk)}, the candidate ${judgement.candidate.map(num).join(', ') || '-'}; ${judgement.evaluations} evaluation(s)`,
    );
  }
  return lines;
}
