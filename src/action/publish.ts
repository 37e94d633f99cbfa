/**
 * What the Action publishes about a verdict: outputs, the commit status, the headline of the PR
 * comment and the job summary. Pure: a verdict in, data out.
 */
import type { RunContext } from '../github/context.js';
import type { GitHubDocument } from '../github/markdown.js';
import type { StatusState } from '../github/status.js';
import type { Verdict } from '../gate/verdict.js';
import { codeBlock, markdownCode, markdownText } from '../util/markdown.js';
import { evaluatedLabel } from '../report/verdict.js';
import { pairedOf, pairedSummary } from '../report/judgement.js';
import { sessionDecision, type SessionRun } from './session-mode.js';

export type ActionOutputs = Record<
  'decision' | 'score' | 'reference-score' | 'merged' | 'merge-sha' | 'node-id' | 'report-path' | 'verdict',
  string
>;

const formatScore = (n: number | null | undefined): string =>
  n === null || n === undefined ? '' : String(n);

/**
 * The reference the score had to beat: in paired mode trunk's mean on the same seeds (the bar there),
 * else the stricter of trunk's (the ledger's in place of the configured one, when it gave it) and the
 * baseline, else the measured trunk score.
 */
export function referenceScore(verdict: Verdict): number | null {
  const paired = pairedOf(verdict);
  if (paired !== null) return paired.trunk?.mean ?? null;
  const trunk = verdict.reference_ledger?.score ?? verdict.references.test_trunk_score;
  const set = [trunk, verdict.references.test_baseline_score].filter((n): n is number => n !== null);
  if (set.length === 0) return verdict.reference_measured?.score ?? null;
  return verdict.metric_direction === 'minimize' ? Math.min(...set) : Math.max(...set);
}

export function verdictOutputs(verdict: Verdict): ActionOutputs {
  return {
    decision: verdict.decision,
    score: formatScore(verdict.score),
    'reference-score': formatScore(referenceScore(verdict)),
    merged: String(verdict.decision === 'merged'),
    'merge-sha': verdict.merge_commit ?? '',
    'node-id': verdict.node_id ?? '',
    'report-path': verdict.report_path ?? '',
    verdict: JSON.stringify(verdict),
  };
}

export function verdictStatusState(verdict: Verdict): StatusState {
  switch (verdict.decision) {
    case 'merged':
    case 'would_merge':
    case 'already_merged':
      return 'success';
    case 'rejected':
      return 'failure';
    case 'error':
      return 'error';
  }
}

const short = (sha: string | null) => (sha ? sha.slice(0, 12) : '');

function scoreLine(verdict: Verdict): string {
  const reference = referenceScore(verdict);
  if (verdict.score === null) return 'no B_test score';
  const of = verdict.evaluated ? `B_test of ${evaluatedLabel(verdict)}` : 'B_test';
  const paired = pairedOf(verdict);
  if (paired !== null) return `${of} ${verdict.score} (${pairedSummary(paired)})`;
  return reference === null ? `${of} ${verdict.score}` : `${of} ${verdict.score} vs ${reference}`;
}

/** One line for the commit status (the caller caps it at 140 characters). */
export function verdictStatusDescription(verdict: Verdict): string {
  const trunk = verdict.target.resolved ?? verdict.target.requested;
  switch (verdict.decision) {
    case 'merged':
      return `merged into ${trunk}: ${scoreLine(verdict)}`;
    case 'would_merge':
      return `would merge into ${trunk}: ${scoreLine(verdict)}`;
    case 'already_merged':
      return `already merged into ${trunk}`;
    case 'rejected':
    case 'error': {
      const reason = verdict.reasons[0];
      return `${verdict.decision}${reason ? ` (${reason.code}): ${reason.message}` : ''}`;
    }
  }
}

/**
 * The headline of the comment and summary: what happened to this pull request. Its heading is made of
 * trusted values only (the mode, the decision, the PR number or the commit SHA, the configured
 * trunk); the reasons follow below it, escaped (util/markdown.ts), so no name or message can forge a
 * heading, an image or a comment that hides the verdict.
 */
export function verdictHeadline(verdict: Verdict, mode: string, context: RunContext): string {
  const queued = verdict.merge_group?.pr;
  const pr = context.pullRequest
    ? `PR #${context.pullRequest.number}`
    : typeof queued === 'number'
      ? `PR #${queued} (merge queue entry)`
      : verdict.source.sha
        ? markdownCode(short(verdict.source.sha))
        : 'the source';
  const trunk = markdownCode(verdict.target.resolved ?? verdict.target.requested);
  const title = (icon: string, text: string) => `### ${icon} arbor-gate ${mode}: ${text}`;
  switch (verdict.decision) {
    case 'merged':
      return `${title('✅', `${pr} was merged into ${trunk}`)}\n\nMerged by merge commit ${markdownCode(short(verdict.merge_commit))} (\`--no-ff\`) after ${scoreLine(verdict)}.${
        verdict.target.sha_after
          ? ` ${trunk} is now at ${markdownCode(short(verdict.target.sha_after))}.`
          : ''
      }`;
    case 'would_merge':
      return `${title('✅', `${pr} improves on ${trunk}`)}\n\n${scoreLine(verdict)}; nothing was merged${verdict.dry_run ? ' (dry run)' : ''}.`;
    case 'already_merged':
      return `${title('☑️', `${pr} is already merged into ${trunk}`)}`;
    case 'rejected':
    case 'error': {
      const reasons = verdict.reasons.map((r) => `- **${r.code}**: ${markdownText(r.message)}`).join('\n');
      // Trunk fails too: the heading says the evaluation is broken, never that the branch is worse.
      if (verdict.reasons.some((r) => r.code === 'evaluation_broken'))
        return `${title('⚠️', `the evaluation is broken on ${trunk} itself`)}\n\n${pr} was not judged:\n\n${reasons}`;
      return `${title(verdict.decision === 'rejected' ? '❌' : '⚠️', `${pr} was ${verdict.decision === 'rejected' ? 'rejected' : 'not judged (error)'}`)}\n\n${reasons}`;
    }
  }
}

/** The evaluated command's output for the log block: every attempt, the last one last. */
export function attemptsLog(verdict: Verdict): string {
  return verdict.attempts
    .filter((a) => a.log !== '')
    .map((a) => (verdict.attempts.length > 1 ? `--- attempt ${a.n} ---\n${a.log}` : a.log))
    .join('\n');
}

/** Comment and summary content for a verdict: headline, the verdict's own report section, the log. */
export function verdictDocument(
  verdict: Verdict,
  mode: string,
  context: RunContext,
  details: string,
): GitHubDocument {
  return {
    body: `${verdictHeadline(verdict, mode, context)}\n\n${details.trim()}`,
    log: attemptsLog(verdict),
    runUrl: context.runUrl,
  };
}

/** The outputs of a run that judged no branch (a session mode, or an error before any verdict). */
function unjudgedOutputs(decision: string, reportPath: string, verdict: object): ActionOutputs {
  return {
    decision,
    score: '',
    'reference-score': '',
    merged: 'false',
    'merge-sha': '',
    'node-id': '',
    'report-path': reportPath,
    verdict: JSON.stringify(verdict),
  };
}

export function sessionOutputs(run: SessionRun): ActionOutputs {
  const decision = sessionDecision(run);
  return unjudgedOutputs(decision, run.reportPath ?? '', {
    mode: run.mode,
    decision,
    exit_code: run.exitCode,
    result: run.result,
  });
}

/** Comment and summary content for a session mode: REPORT.md when one was written, else the result. */
export function sessionDocument(run: SessionRun, context: RunContext): GitHubDocument {
  const decision = sessionDecision(run);
  const icon = decision === 'ok' ? '✅' : decision === 'invalid' ? '❌' : '⚠️';
  const problems = run.problems;
  const parts = [`### ${icon} arbor-gate ${run.mode}: ${decision}`];
  if (problems.length > 0) parts.push(problems.map((p) => `- ${markdownText(p)}`).join('\n'));
  if (run.reportMarkdown !== null) parts.push(run.reportMarkdown);
  else if (problems.length === 0) parts.push(codeBlock(run.stdout.trim(), 'json'));
  return { body: parts.join('\n\n'), log: run.stderr, runUrl: context.runUrl };
}

/** What is published when the mode could not reach a verdict (bad configuration, git or API failure). */
export function errorDocument(mode: string, message: string, context: RunContext): GitHubDocument {
  return {
    body: `### ⚠️ arbor-gate ${mode}: error\n\nNo verdict was reached:\n\n${codeBlock(message, 'text')}`,
    runUrl: context.runUrl,
  };
}

/**
 * The outputs of mode queue: its decision (merged: every branch landed or was already merged), the
 * last landed verdict's score and commit, and `verdict` as `{"verdicts": [...], "landed": [...]}`.
 */
export function queueOutputs(
  outcome: { verdicts: readonly Verdict[]; landed: readonly string[] },
  decision: string,
): ActionOutputs {
  const whole = JSON.stringify({ verdicts: outcome.verdicts, landed: outcome.landed });
  const last = outcome.verdicts.filter((verdict) => verdict.merge_commit !== null).at(-1);
  const base = last === undefined ? unjudgedOutputs(decision, '', {}) : verdictOutputs(last);
  return { ...base, decision, merged: String(outcome.landed.length > 0), verdict: whole };
}

export function errorOutputs(mode: string, message: string): ActionOutputs {
  return unjudgedOutputs('error', '', { mode, decision: 'error', message });
}
