/**
 * Step two of the gate: the judgement of one candidate (the merge of the source into trunk, built by
 * `prepare`). Static checks first (nothing runs when they fail), then the reference (known, or trunk's
 * head measured), the evaluation of the candidate's tree, and the comparison. The result is a value: a
 * final verdict, or an accepted judgement that carries what `land` needs. `rejudge` starts over on a
 * trunk that moved while landing: a new candidate, judged against the moved trunk's references.
 */
import { formatVerdictScore } from '../util/metric.js';
import { buildCandidate, evaluatedField, type Candidate } from './candidate.js';
import { divergenceEvidence } from './divergence/evidence.js';
import { compareScore, detectDivergence, type Reference } from './compare.js';
import { reject, type GateContext, type Trunk } from './context.js';
import { judgePaired, pairedJudgement } from './judgement/paired.js';
import { judgeAuto } from './judgement/auto-judge.js';
import { pairedThresholds } from './judgement/thresholds.js';
import { measureRepeats, measureTrunk } from './judgement/single.js';
import { noiseWarnings } from './judgement/noise.js';
import { predictableSeedsWarning } from './judgement/seeds.js';
import type { Ready } from './prepare.js';
import { referencesAfterMove, type ReferencePlan } from './references.js';
import { budgetedStaticChecks } from './static-checks.js';
import { settleRunFailure } from './broken-evaluation.js';
import { stepPlan } from './merge-group/plan.js';
import { waitForStepScore } from './merge-group/step-score.js';
import { stepWords } from './merge-group/entry.js';
import type { Reason, Verdict } from './verdict.js';
import type { Attempt } from '../eval/types.js';
import { meanAndSd } from '../stats/index.js';
import type { LedgerLine } from '../ledger/line.js';
import {
  earlierRuns,
  historyNoise,
  LEDGER_REFERENCE,
  ledgerReference,
  ledgerScoreOf,
  reusableMeasurement,
  reusedEntries,
} from './ledger/use.js';

/** A judgement that passed: the candidate's score beat every reference, and the verdict only needs its decision. */
export interface Accepted {
  kind: 'accepted';
  verdict: Verdict;
  score: number;
  /** The references the score beat. */
  references: Reference[];
  /** No reference was configured: trunk's head was measured, and is measured again when trunk moves. */
  measured: boolean;
  /** The ledger lines the judgement rests on (its `Arbor-Ledger` digest); empty without the ledger. */
  deciding: LedgerLine[];
}

export type Judged = { kind: 'final'; verdict: Verdict } | Accepted;

function final(verdict: Verdict): Judged {
  return { kind: 'final', verdict };
}

/** Where a reference plan's trunk score came from when the ledger gave none. */
function plannedSource(ctx: GateContext, plan: ReferencePlan): Verdict['reference_source'] {
  if (plan.kind === 'measure') return 'measured';
  if (!plan.refs.some((r) => r.name.startsWith('test_trunk_score'))) return null;
  return ctx.settings.testTrunkScoreGiven ? 'input' : 'meta';
}

/**
 * The plan's references, measuring trunk's head when it says so. Precedence of the trunk reference:
 * the flag or input > the ledger (authenticated runs of trunk's tree) > the tree's meta > measured.
 * A merge-queue entry judged on a step that is not trunk's head (the entry ahead, waited for; the base
 * of a queue on main): the ledger > measured, since the flag and the meta describe trunk's head.
 */
async function resolveReferences(
  ctx: GateContext,
  trunk: Trunk,
  plan: ReferencePlan,
  watch: readonly string[],
): Promise<
  | {
      refs: Reference[];
      measured: { sha: string; score: number } | null;
      source: Verdict['reference_source'];
      ledger?: NonNullable<Verdict['reference_ledger']>;
    }
  | { reason: Reason; attempts?: Attempt[] }
> {
  const entry = ctx.mergeGroup;
  // A step that is the entry ahead: its score may still be on its way into the ledger.
  const ledgered =
    entry === undefined || entry.onTrunkHead
      ? await ledgerReference(ctx, trunk)
      : entry.step.kind === 'entry'
        ? await waitForStepScore(ctx, trunk, entry)
        : await ledgerScoreOf(ctx, trunk.sha, stepWords(entry));
  if (ledgered !== null) {
    const others =
      plan.kind === 'known'
        ? plan.refs.filter(
            (r) => !r.name.startsWith('test_trunk_score') && !r.name.startsWith(LEDGER_REFERENCE),
          )
        : [];
    return {
      refs: [ledgered.reference, ...others],
      measured: null,
      source: 'ledger',
      ledger: { sha: trunk.sha, score: ledgered.value, runs: ledgered.lines.length },
    };
  }
  const planned = stepPlan(entry, plan);
  if (planned.kind === 'known')
    return { refs: planned.refs, measured: null, source: plannedSource(ctx, planned) };
  const trunkScore = await measureTrunk(ctx, trunk, watch);
  if ('reason' in trunkScore) return trunkScore;
  return {
    refs: [{ name: `measured ${trunk.branch}`, value: trunkScore.score }, ...(planned.also ?? [])],
    measured: { sha: trunk.sha, score: trunkScore.score },
    source: 'measured',
  };
}

/**
 * The verdict judged on every run of the tree that counts: those this judgement made (`fresh`, when
 * it ran) and the ledger's earlier authenticated ones (`earlier`, the verdict's `reused`). Their mean
 * is the score and they are the record's lines, so that `--fresh` adds a draw and never replaces one.
 */
function allRunsVerdict(
  verdict: Verdict,
  fresh: readonly LedgerLine[],
  earlier: readonly LedgerLine[],
): { verdict: Verdict; deciding: LedgerLine[] } {
  const runs = [...fresh, ...earlier];
  const scores = runs.map((line) => line.score ?? NaN);
  const { mean, sd } = meanAndSd(scores);
  return {
    verdict: {
      ...verdict,
      score: mean,
      reused: reusedEntries(earlier),
      repeats: scores.length > 1 ? { n: scores.length, scores, mean, stdev: sd } : null,
    },
    deciding: runs,
  };
}

/**
 * Steps 3-6 in `single` mode: evaluates `commit` (each repeat in a worktree of its own); the verdict
 * gets the attempts and the score (the mean of the repeats), or why there is none. `label` names the
 * worktrees and log folders.
 */
async function evaluateCommit(
  ctx: GateContext,
  commit: string,
  label: string,
  protectedFiles: readonly string[],
  verdict: Verdict,
): Promise<{ verdict: Verdict; deciding: LedgerLine[] }> {
  const result = await measureRepeats(ctx, commit, label, protectedFiles);
  const { tampered, deciding } = result;
  let evaluated: Verdict = {
    ...verdict,
    attempts: result.attempts,
    score: result.score,
    score_key: result.scoreKey,
    score_line: result.scoreLine && { ...result.scoreLine, text: ctx.redact(result.scoreLine.text) },
    warnings: [...verdict.warnings, ...result.warnings],
    repeats:
      ctx.settings.evalRepeats > 1 && result.scores.length > 0
        ? {
            n: result.scores.length,
            scores: result.scores,
            mean: meanAndSd(result.scores).mean,
            stdev: meanAndSd(result.scores).sd,
          }
        : null,
  };
  if (tampered.length > 0) {
    evaluated = {
      ...reject(
        evaluated,
        tampered.map(({ message }) => ({ code: 'protected_tamper', message })),
      ),
      protected_violations: [...evaluated.protected_violations, ...tampered.map((t) => t.path)],
    };
  }
  if (result.score === null) {
    const failure = result.failure ?? {
      code: 'no_score' as const,
      message: 'the evaluation printed no score',
    };
    return { verdict: reject(evaluated, [failure]), deciding };
  }
  return { verdict: evaluated, deciding };
}

/** The verdict with its B_dev/B_test divergence flag (never a reason to reject by itself). */
async function withDivergence(
  ctx: GateContext,
  verdict: Verdict,
  candidate: Candidate,
  score: number,
  testReference: number | null,
): Promise<Verdict> {
  const { settings } = ctx;
  const divergence = detectDivergence({
    devScore: verdict.dev_score,
    ...(await divergenceEvidence(ctx, verdict, candidate)),
    testScore: score,
    testReference,
    direction: settings.metricDirection,
    threshold: settings.divergenceThreshold,
  });
  if (divergence !== null) ctx.log(`divergence: ${divergence.message}`);
  return { ...verdict, divergence };
}

/** How a score that did not beat its references is named: after trunk moved, trunk's own merges superseded it. */
function shortfallReasons(ready: Ready, shortfalls: readonly string[]): Reason[] {
  if (ready.rejudgement === 0) return shortfalls.map((message) => ({ code: 'not_improved', message }));
  const { trunk } = ready;
  return [
    {
      code: 'superseded',
      message: `${trunk.branch} moved to ${trunk.sha.slice(0, 12)} while judging; the merge with it does not improve: ${shortfalls.join('; ')}`,
    },
  ];
}

/**
 * Judges the candidate against trunk (`judgeCandidate`); the verdict says once when the branch's seeds
 * were predictable (seeds.ts).
 */
export async function judge(ready: Ready): Promise<Judged> {
  const judged = await judgeCandidate(ready);
  const { warnings } = judged.verdict;
  const warning = predictableSeedsWarning(ready.ctx, judged.verdict);
  if (warning === null || warnings.includes(warning)) return judged;
  return { ...judged, verdict: { ...judged.verdict, warnings: [...warnings, warning] } };
}

/** Judges the candidate against trunk: static checks, reference, evaluation of the candidate's tree, comparison. */
async function judgeCandidate(ready: Ready): Promise<Judged> {
  const { ctx, trunk, candidate } = ready;
  const { settings } = ctx;

  // Step 8, first: protected paths (both diffs) and required outputs, before anything runs.
  const checked = await budgetedStaticChecks(ctx, trunk, candidate, ready.verdict);
  if ('timeout' in checked) return final(checked.timeout);
  const { rule } = settings.judgement;
  let verdict: Verdict = {
    ...checked.verdict,
    judgement:
      rule === 'single'
        ? { rule: 'single' }
        : {
            ...pairedJudgement(
              settings.judgement,
              pairedThresholds(settings.judgement, settings.minDelta, rule === 'auto'),
            ),
            ...(rule === 'auto' ? { chosen_by: 'auto: nothing was measured' } : {}),
          },
  };
  ctx.log(
    `${verdict.changed_paths} changed path(s); protected: ${verdict.protected_violations.length} violation(s); missing outputs: ${verdict.missing_outputs.length}`,
  );
  if (verdict.reasons.length > 0) return final(verdict);
  // A run without a score: the branch's failure, or the evaluation broken on trunk itself.
  const settle = (judged: Verdict) =>
    settleRunFailure(ctx, trunk, candidate.trunkSha, judged, checked.protectedFiles);
  // Both trees' ledger lines in one read, before anything runs.
  await ctx.ledger?.prefetch([candidate.tree, await ctx.repo.treeOf(trunk.sha)]);
  const label = ready.rejudgement === 0 ? 'source' : `source-rejudged-${ready.rejudgement}`;

  if (rule !== 'single') {
    verdict = { ...verdict, evaluated: evaluatedField(candidate) };
    const judgeBy = rule === 'auto' ? judgeAuto : judgePaired;
    const paired = await judgeBy(ctx, trunk, candidate, checked.protectedFiles, label, verdict);
    verdict = paired.verdict;
    if (paired.accepted === null) return final(await settle(verdict));
    const trunkMean = paired.accepted.references[0]?.value ?? null;
    verdict = await withDivergence(ctx, verdict, candidate, paired.accepted.score, trunkMean);
    return { kind: 'accepted', verdict, ...paired.accepted, measured: false };
  }

  const first = await resolveReferences(ctx, trunk, ready.references, checked.protectedFiles);
  if ('reason' in first) {
    return final(await settle(reject({ ...verdict, attempts: first.attempts ?? [] }, [first.reason])));
  }
  if (first.measured !== null) verdict = { ...verdict, reference_measured: first.measured };
  verdict = { ...verdict, reference_source: first.source, reference_ledger: first.ledger ?? null };
  const references = first.refs;

  verdict = { ...verdict, evaluated: evaluatedField(candidate) };
  const reused = await reusableMeasurement(ctx, candidate.tree);
  let deciding: LedgerLine[];
  if (reused !== null) {
    ({ verdict, deciding } = allRunsVerdict(verdict, [], reused));
  } else {
    const earlier = await earlierRuns(ctx, candidate.tree);
    ({ verdict, deciding } = await evaluateCommit(
      ctx,
      candidate.commit,
      label,
      checked.protectedFiles,
      verdict,
    ));
    if (verdict.score !== null && verdict.reasons.length === 0 && earlier.length > 0) {
      ctx.log(
        `with the ledger's ${earlier.length} earlier run(s) of the candidate's tree: judged on the mean of all`,
      );
      ({ verdict, deciding } = allRunsVerdict(verdict, deciding, earlier));
    }
  }
  const score = verdict.score;
  if (score === null) return final(await settle(verdict));
  const testReference =
    references.find(
      (r) =>
        r.name.startsWith('test_trunk_score') ||
        r.name.startsWith('measured') ||
        r.name.startsWith(LEDGER_REFERENCE),
    )?.value ?? null;
  verdict = await withDivergence(ctx, verdict, candidate, score, testReference);
  if (verdict.reasons.length > 0) return final(verdict);

  const comparison = compareScore(score, references, settings.metricDirection, settings.minDelta);
  const noisy =
    testReference === null
      ? null
      : await historyNoise(
          ctx,
          [
            { name: 'the candidate', tree: candidate.tree },
            { name: `${trunk.branch}'s tree`, tree: await ctx.repo.treeOf(trunk.sha) },
          ],
          score - testReference,
        );
  if (noisy !== null) {
    ctx.log(`warning: ${noisy}`);
    verdict = { ...verdict, warnings: [...verdict.warnings, noisy] };
  }
  ctx.log(
    `score ${formatVerdictScore(score)} (${settings.metricDirection}) vs ${references.map((r) => `${r.name} ${formatVerdictScore(r.value)}`).join(', ')}: ${comparison.improved ? 'improved' : 'not improved'}`,
  );
  if (verdict.repeats) {
    const noise = noiseWarnings(verdict.repeats, references, settings.metricDirection);
    verdict = { ...verdict, warnings: [...verdict.warnings, ...noise] };
  }
  if (!comparison.improved) return final(reject(verdict, shortfallReasons(ready, comparison.shortfalls)));
  return { kind: 'accepted', verdict, score, references, measured: first.measured !== null, deciding };
}

/**
 * Trunk moved while landing: starts the judgement over on the moved trunk. A new candidate (the merge
 * with the moved trunk) is built, to be evaluated again: a score measured on another tree is never
 * reused. Returns what `judge` takes next, or a final verdict (already merged, a conflict now).
 */
export async function rejudge(
  ready: Ready,
  accepted: Accepted,
  trunk: Trunk,
): Promise<{ kind: 'final'; verdict: Verdict } | ({ kind: 'ready' } & Ready)> {
  const { ctx } = ready;
  ctx.log(`${trunk.branch} moved to ${trunk.sha.slice(0, 12)} meanwhile: rebuilding the merge on it`);
  const moved = {
    ...ready.verdict,
    target: { ...ready.verdict.target, sha_before: trunk.sha, sha_after: trunk.sha },
  };
  const built = await buildCandidate(ctx, trunk);
  if ('merged' in built) return { kind: 'final', verdict: { ...moved, decision: 'already_merged' } };
  if ('conflict' in built) return { kind: 'final', verdict: reject(moved, [built.conflict]) };
  const { plan, recorded } = await referencesAfterMove(ctx, trunk, accepted);
  const verdict =
    recorded === null ? moved : { ...moved, references: { ...moved.references, test_trunk_score: recorded } };
  return {
    ...ready,
    kind: 'ready',
    trunk,
    candidate: built.candidate,
    references: plan,
    rejudgement: ready.rejudgement + 1,
    verdict,
  };
}
