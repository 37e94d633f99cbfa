/**
 * One verdict, rendered for people: a few lines of text for the terminal, and a "## Gate" Markdown
 * section for REPORT.md, the PR comment and the job summary. Pure. Every text the branch or the
 * evaluation controls (refs, node ids, paths, reason messages, warnings) goes through
 * util/markdown.ts, and the log tail into a code fence longer than any backtick run inside it; the
 * text face puts such texts on one line each, so none can forge a line of its own.
 */
import type { Attempt } from '../eval/types.js';
import { evaluatedWords } from '../gate/candidate.js';
import type { Verdict } from '../gate/verdict.js';
import { stepWords } from '../gate/merge-group/entry.js';
import {
  codeBlock,
  markdownCode,
  markdownText,
  NAME_MAX,
  plainLine,
  plainText,
  shortened,
} from '../util/markdown.js';
import { formatVerdictScore } from '../util/metric.js';
import { autoLines, pairedMarkdown, pairedOf, pairedTextLines } from './judgement.js';

const HEADLINES: Record<Verdict['decision'], string> = {
  merged: 'MERGED',
  would_merge: 'ACCEPTED (would merge)',
  rejected: 'REJECTED',
  already_merged: 'ALREADY MERGED',
  error: 'ERROR',
};

function num(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : formatVerdictScore(value);
}

function short(sha: string | null): string {
  return sha === null ? '-' : sha.slice(0, 12);
}

interface ReferenceRow {
  name: string;
  value: number;
}

function referenceRows(verdict: Verdict): ReferenceRow[] {
  const rows: ReferenceRow[] = [];
  const ledger = verdict.reference_ledger;
  if (ledger)
    rows.push({
      name: `ledger: ${ledger.runs} run(s) of trunk at ${short(ledger.sha)}`,
      value: ledger.score,
    });
  else if (verdict.references.test_trunk_score !== null)
    rows.push({ name: 'test_trunk_score', value: verdict.references.test_trunk_score });
  if (verdict.references.test_baseline_score !== null)
    rows.push({ name: 'test_baseline_score', value: verdict.references.test_baseline_score });
  if (verdict.reference_measured)
    rows.push({
      name: `trunk measured at ${short(verdict.reference_measured.sha)}`,
      value: verdict.reference_measured.score,
    });
  return rows;
}

/** Positive when the score is better than the reference in the metric's direction. */
function signedGain(verdict: Verdict, reference: number): number | null {
  if (verdict.score === null) return null;
  return verdict.metric_direction === 'maximize' ? verdict.score - reference : reference - verdict.score;
}

/**
 * What the B_test score was measured on, in words: the merge of trunk and the branch, or the branch
 * alone when it already contains trunk (the merge's tree is then the branch's own).
 */
export function evaluatedLabel(verdict: Pick<Verdict, 'evaluated'>): string {
  return evaluatedWords(verdict.evaluated?.kind ?? 'source');
}

function formatGain(gain: number | null): string {
  if (gain === null) return '-';
  return `${gain > 0 ? '+' : ''}${num(gain)}`;
}

const ISOLATION_NOTES: Record<Verdict['isolation'], string> = {
  'user+pidns': 'user+pidns (a separate unprivileged user, in its own PID and mount namespaces)',
  user: 'user (a separate unprivileged user)',
  rootless: "rootless (the gate's own uid, in its own user, PID, mount and network namespaces)",
  none: "none (the gate's own user)",
};

/** How the evaluation ran, in words; null when nothing was evaluated. */
function isolationNote(verdict: Verdict): string | null {
  return verdict.attempts.length === 0 ? null : ISOLATION_NOTES[verdict.isolation];
}

const name = (text: string) => plainLine(text, NAME_MAX);

const REFERENCE_WORDS: Record<NonNullable<Verdict['reference_source']>, string> = {
  input: 'the test-trunk-score given',
  ledger: "the ledger's score of its tree",
  meta: "the tree's meta test_trunk_score",
  measured: 'measured now',
};

/** A merge-queue entry's judgement in words: its PR, the step it was judged on, where that score came from. */
function mergeGroupLine(verdict: Verdict): string | null {
  const entry = verdict.merge_group;
  if (!entry) return null;
  const pr = entry.pr === null ? 'an entry whose branch names no PR' : `the entry of PR #${entry.pr}`;
  const source = verdict.reference_source ? ` (reference: ${REFERENCE_WORDS[verdict.reference_source]})` : '';
  return `Merge queue: ${pr}, judged on ${stepWords(entry)}${source}.`;
}

/** How many of trunk's last log lines a broken evaluation shows, and how long each may be. */
const BROKEN_LOG_LINES = 20;
const BROKEN_LOG_LINE_MAX = 300;

/**
 * The last lines of trunk's log when the evaluation is broken on trunk itself (its last attempt's),
 * each made visible (no control character, escape sequence or line break of its own, cut when long);
 * null for any other verdict.
 */
export function brokenTrunkLog(verdict: Verdict): string[] | null {
  if (!verdict.reasons.some((reason) => reason.code === 'evaluation_broken')) return null;
  const attempt = verdict.attempts.filter((a) => a.side === 'trunk').at(-1);
  if (attempt === undefined || attempt.log.trim() === '') return null;
  return attempt.log
    .trimEnd()
    .split(/\r?\n/)
    .slice(-BROKEN_LOG_LINES)
    .map((line) => {
      const cut = shortened(plainText(line), BROKEN_LOG_LINE_MAX);
      return `${cut.text}${cut.note}`;
    });
}

export function renderVerdictText(verdict: Verdict): string {
  const node = verdict.node_id === null ? '' : ` node ${name(verdict.node_id)}`;
  const target = name(verdict.target.resolved ?? verdict.target.requested);
  const lines = [
    `${HEADLINES[verdict.decision]}${verdict.dry_run ? ' [dry run]' : ''}:${node} ${name(verdict.source.ref)} (${short(verdict.source.sha)}) -> ${target || '-'}`,
  ];
  const refs = referenceRows(verdict)
    .map((r) => `${r.name} ${num(r.value)} (${formatGain(signedGain(verdict, r.value))})`)
    .join(', ');
  if (verdict.score !== null || refs !== '') {
    const of = verdict.evaluated ? `B_test of ${evaluatedLabel(verdict)}` : 'B_test score';
    lines.push(
      `  ${of} ${num(verdict.score)} (${verdict.metric_direction})${refs === '' ? '' : ` vs ${refs}`}`,
    );
  }
  if (verdict.evaluated) lines.push(`  evaluated tree ${verdict.evaluated.tree}`);
  const queue = mergeGroupLine(verdict);
  if (queue !== null) lines.push(`  ${plainLine(queue)}`);
  if (verdict.dev_score !== null) lines.push(`  B_dev score ${num(verdict.dev_score)}`);
  lines.push(...autoLines(verdict.judgement).map((line) => `  judgement ${line}`));
  const paired = pairedOf(verdict);
  if (paired !== null) lines.push(...pairedTextLines(paired));
  const isolation = isolationNote(verdict);
  if (isolation !== null) lines.push(`  isolation: ${isolation}`);
  for (const reason of verdict.reasons) lines.push(`  - ${reason.code}: ${plainLine(reason.message)}`);
  const trunkLog = brokenTrunkLog(verdict);
  if (trunkLog !== null) lines.push("  trunk's log, last lines:", ...trunkLog.map((line) => `    | ${line}`));
  for (const warning of verdict.warnings) lines.push(`  ! warning: ${plainLine(warning)}`);
  if (verdict.divergence !== null) lines.push(`  ! divergence: ${plainLine(verdict.divergence.message)}`);
  if (verdict.merge_commit !== null) lines.push(`  merge commit ${verdict.merge_commit} on ${target}`);
  if (verdict.report_path !== null) lines.push(`  report: ${verdict.report_path}`);
  if (verdict.logs) lines.push(`  logs: ${verdict.logs}`);
  return `${lines.join('\n')}\n`;
}

function attemptRow(attempt: Attempt): string {
  const ending = attempt.timed_out
    ? 'timed out'
    : attempt.signal !== null
      ? `signal ${attempt.signal}`
      : `exit ${attempt.exit_code ?? '-'}`;
  const side = attempt.side === undefined ? '' : ` ${attempt.side}`;
  const seed = attempt.seed === undefined || attempt.seed === null ? '' : ` seed ${attempt.seed}`;
  return `| ${attempt.n}${side}${seed} | ${ending} | ${attempt.duration_s.toFixed(1)} s | ${num(attempt.score)} |`;
}

export interface MarkdownOptions {
  /** Lines of the last attempt's log to show (default 40); 0 hides the log. */
  logTailLines?: number;
  /** Heading level of the section title (default 2: "## Gate"). */
  headingLevel?: number;
}

export function renderVerdictMarkdown(verdict: Verdict, opts: MarkdownOptions = {}): string {
  const level = '#'.repeat(opts.headingLevel ?? 2);
  const sub = `${level}#`;
  const tailLines = opts.logTailLines ?? 40;
  const target = verdict.target.resolved ?? verdict.target.requested;
  const out: string[] = [`${level} Gate`, ''];
  out.push(
    `**${HEADLINES[verdict.decision]}**${verdict.dry_run ? ' (dry run: nothing was written)' : ''}: ` +
      `${verdict.node_id === null ? '' : `node ${markdownCode(verdict.node_id)}, `}source ${markdownCode(verdict.source.ref)} ` +
      `(${markdownCode(short(verdict.source.sha))}) into ${markdownCode(target || '-')}` +
      (verdict.target.requested !== '' &&
      verdict.target.resolved !== null &&
      verdict.target.requested !== verdict.target.resolved
        ? ` (requested ${markdownCode(verdict.target.requested)})`
        : ''),
    '',
  );

  const queue = mergeGroupLine(verdict);
  if (queue !== null) out.push(markdownText(queue), '');
  out.push(`| | B_test (${verdict.metric_direction}) | change |`, '|---|---|---|');
  out.push(`| ${evaluatedLabel(verdict)} | ${num(verdict.score)} | |`);
  for (const ref of referenceRows(verdict))
    out.push(`| ${ref.name} | ${num(ref.value)} | ${formatGain(signedGain(verdict, ref.value))} |`);
  if (verdict.dev_score !== null) out.push(`| B_dev of this node | ${num(verdict.dev_score)} | |`);
  if (verdict.repeats) {
    out.push(
      `| ${verdict.repeats.n} repeats | mean ${num(verdict.repeats.mean)}, stdev ${num(verdict.repeats.stdev)} | |`,
    );
  }
  out.push('');
  const chosen = autoLines(verdict.judgement);
  if (chosen.length > 0) out.push(...chosen.map((line) => `- judgement ${line}`), '');
  const paired = pairedOf(verdict);
  if (paired !== null) out.push(...pairedMarkdown(paired, verdict.metric_direction, sub));
  if (verdict.evaluated) {
    const what =
      verdict.evaluated.kind === 'merge'
        ? `the merge of ${markdownCode(target || '-')} and this branch`
        : `this branch, which already contains ${markdownCode(target || '-')}`;
    out.push(`B_test was measured on ${what}: tree ${markdownCode(short(verdict.evaluated.tree))}.`, '');
  }

  if (verdict.reasons.length > 0) {
    out.push(`${sub} Reasons`, '');
    for (const reason of verdict.reasons) out.push(`- \`${reason.code}\`: ${markdownText(reason.message)}`);
    out.push('');
  }
  const warnings = verdict.warnings;
  if (warnings.length > 0) {
    out.push(`${sub} Warnings`, '', ...warnings.map((w) => `- ${markdownText(w)}`), '');
  }
  if (verdict.divergence !== null) {
    out.push(
      `> [!WARNING]`,
      `> B_dev/B_test divergence (${verdict.divergence.kind}): ${markdownText(verdict.divergence.message)}`,
      '',
    );
  }
  if (verdict.protected_violations.length > 0) {
    out.push(
      `${sub} Protected paths`,
      '',
      ...verdict.protected_violations.map((p) => `- ${markdownCode(p)}`),
      '',
    );
  }
  if (verdict.missing_outputs.length > 0) {
    out.push(`${sub} Missing outputs`, '', ...verdict.missing_outputs.map((p) => `- ${markdownCode(p)}`), '');
  }
  if (verdict.attempts.length > 0) {
    out.push(`${sub} Evaluation attempts`, '', '| # | ended | duration | score |', '|---|---|---|---|');
    out.push(...verdict.attempts.map(attemptRow), '');
    out.push(`Isolation: ${ISOLATION_NOTES[verdict.isolation]}.`, '');
  }
  if (verdict.merge_commit !== null) {
    out.push(
      `Merge commit ${markdownCode(verdict.merge_commit)} on ${markdownCode(target)} (was ${markdownCode(short(verdict.target.sha_before))}).`,
      '',
    );
  }
  out.push(`Changed paths: ${verdict.changed_paths}.`, '');
  const trunkLog = brokenTrunkLog(verdict);
  if (trunkLog !== null) {
    // Shown whatever the log tail setting: it is what says why the evaluation is broken.
    out.push(`${sub} Trunk's log (last lines)`, '', codeBlock(trunkLog.join('\n'), 'text'), '');
  }
  const last = verdict.attempts.at(-1);
  if (trunkLog === null && last !== undefined && tailLines > 0 && last.log.trim() !== '') {
    const tail = last.log.split('\n').slice(-tailLines).join('\n');
    out.push(
      '<details><summary>Evaluation log (tail)</summary>',
      '',
      codeBlock(tail, 'text'),
      '',
      '</details>',
      '',
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}
