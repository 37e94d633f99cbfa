/**
 * A broken evaluation is not the branch's fault (issue 35 item 7). Where a run of the judgement gave no
 * score (`eval_failed`, `no_score`), the verdict says whose run it was, whatever the rule (`single`,
 * `paired`, and every run `auto` makes: trunk's first measurement, its seed check, the confirming run,
 * a pair made together): trunk's own run failing (measured as the reference, a check of `auto`'s, or a
 * side of a pair) means the evaluation is broken on trunk itself; the candidate's run failing is the
 * branch's rejection only when trunk scored with the same settings, in this judgement or, when trunk
 * was not measured in it, in one run of trunk made now (the same isolation and trees, the seed of the
 * failed run). Either way the rejection says what trunk scored. A broken evaluation is an `error` with
 * `evaluation_broken` (exit 3), never a rejection. Failed runs are ledger lines without a score, which
 * nothing reuses (src/ledger/select.ts); trunk's run that scores is recorded as any trunk run.
 */
import type { Attempt } from '../eval/types.js';
import { formatVerdictScore } from '../util/metric.js';
import { meanAndSd } from '../stats/index.js';
import type { GateContext, Trunk } from './context.js';
import { RunSeries } from './judgement/runs.js';
import type { Reason, ReasonCode, Verdict } from './verdict.js';

/** The reasons a run without a score gives. */
const RUN_FAILURES: ReadonlySet<ReasonCode> = new Set(['eval_failed', 'no_score']);

/** The one reason of a broken evaluation: what failed on trunk, and what to do. */
function brokenReason(detail: string): Reason {
  return {
    code: 'evaluation_broken',
    message:
      `the evaluation is broken on trunk itself, not by this branch: ${detail}. ` +
      `Nothing was recorded as a score of either tree; fix the evaluation command or its environment ` +
      `(trunk's log below) and run again`,
  };
}

function brokenVerdict(verdict: Verdict, detail: string): Verdict {
  return { ...verdict, decision: 'error', score: null, reasons: [brokenReason(detail)] };
}

/** The attempts of a run of trunk's, shown after the judgement's own and numbered on from them. */
function trunkAttempts(attempts: readonly Attempt[], after = 0): Attempt[] {
  return attempts.map((attempt, index) => ({ ...attempt, n: after + index + 1, side: 'trunk' }));
}

/**
 * What trunk scored in this judgement before the candidate's run failed, in words: the reference it
 * measured, or the scored runs of trunk's side (`auto`'s checks, the pairs); null when trunk was not
 * measured.
 */
function trunkScoredHere(verdict: Verdict): string | null {
  const reference = verdict.reference_measured ?? null;
  if (reference !== null)
    return `${formatVerdictScore(reference.score)} (measured as the reference in this judgement)`;
  const scores = verdict.attempts.flatMap((a) => (a.side === 'trunk' && a.score !== null ? [a.score] : []));
  if (scores.length === 0) return null;
  const runs = scores.length === 1 ? 'its run' : `the mean of its ${scores.length} runs`;
  return `${formatVerdictScore(meanAndSd(scores).mean)} (${runs} in this judgement)`;
}

/** The branch's rejection, its first reason saying what trunk scored with the same settings. */
function branchFailure(verdict: Verdict, trunkRun: string): Verdict {
  const note = `; ${trunkRun}, so the failure is the branch's`;
  return {
    ...verdict,
    reasons: verdict.reasons.map((reason, index) =>
      index === 0 ? { ...reason, message: `${reason.message}${note}` } : reason,
    ),
  };
}

/** The verdict with trunk's run made here counted in its judgement's runs, where the rule counts them (`auto`). */
function countTrunkRun(verdict: Verdict, attempts: number): Verdict {
  const { judgement } = verdict;
  if (judgement.rule === 'single' || judgement.runs === undefined) return verdict;
  const { trunk, candidate } = judgement.runs;
  const runs = { candidate, trunk: { ...trunk, fresh: trunk.fresh + 1 } };
  return { ...verdict, judgement: { ...judgement, runs, evaluations: judgement.evaluations + attempts } };
}

/**
 * The verdict of a judgement that ended, with a failed run's blame settled: unchanged unless its only
 * reasons are a run without a score; an `error` (`evaluation_broken`) when the run that failed was
 * trunk's (the last attempt is trunk's) or when trunk, run once now, fails too; else the branch's
 * rejection, saying that trunk scored. `commit` is the trunk commit the candidate was built on, `watch`
 * the protected files fingerprinted around the run.
 */
export async function settleRunFailure(
  ctx: GateContext,
  trunk: Trunk,
  commit: string,
  verdict: Verdict,
  watch: readonly string[],
): Promise<Verdict> {
  const failure = verdict.reasons[0];
  if (
    verdict.decision !== 'rejected' ||
    failure === undefined ||
    !verdict.reasons.every((reason) => RUN_FAILURES.has(reason.code))
  ) {
    return verdict;
  }
  const last = verdict.attempts.at(-1);
  if (last?.side === 'trunk') return brokenVerdict(verdict, failure.message);
  const scored = trunkScoredHere(verdict);
  if (scored !== null)
    return branchFailure(
      verdict,
      `${trunk.branch} (${commit.slice(0, 12)}) run with the same settings scored ${scored}`,
    );

  const seed = last?.seed ?? null;
  ctx.log(
    `the branch's run gave no score and ${trunk.branch} was not measured in this run: running ${trunk.branch} once with the same settings`,
  );
  const series = new RunSeries(ctx, watch, 1);
  const label = `trunk-check-${commit.slice(0, 8)}${seed === null ? '' : `-seed-${seed}`}`;
  const run = await series.run(commit, label, seed, 'trunk');
  // A trunk run that tampered measured nothing: the candidate's failure stands as it was.
  if (series.tampered.length > 0) return verdict;
  const counted = countTrunkRun(verdict, series.attempts.length);
  if (run.score === null) {
    const trunkFailure = run.failure?.message ?? 'it gave no score';
    const attempts = [...verdict.attempts, ...trunkAttempts(series.attempts, verdict.attempts.length)];
    return brokenVerdict(
      { ...counted, attempts },
      `${trunk.branch} (${commit.slice(0, 12)}), run once with the same settings after the branch's run failed, fails too: ${trunkFailure}; ${
        failure.message === trunkFailure
          ? "the branch's run failed the same way"
          : `the branch's run: ${failure.message}`
      }`,
    );
  }
  ctx.log(`${trunk.branch} scored ${formatVerdictScore(run.score)}: the failure is the branch's`);
  // Trunk's attempts stay out of a rejection: the log a reader is shown is the branch's failed run.
  return branchFailure(
    counted,
    `${trunk.branch} (${commit.slice(0, 12)}) run with the same settings scored ${formatVerdictScore(run.score)}`,
  );
}
