/**
 * Step two of the gate: the judgement. Static checks first (nothing runs when they fail), then the
 * reference (configured, or trunk's head measured), the evaluation of the exact commit, and the
 * comparison. The result is a value: a final verdict, or an accepted judgement that carries what
 * `land` needs. `rejudge` is the same comparison against a trunk that moved while landing.
 */
import { formatVerdictScore } from '../util/metric.js';
import { compareScore, detectDivergence, type Reference } from './compare.js';
import { reject, type GateContext, type Trunk } from './context.js';
import { evaluateAt, measureTrunk } from './evaluate.js';
import type { Ready } from './prepare.js';
import type { GateSettings } from './settings.js';
import { staticChecks } from './static-checks.js';
import { withinBudget } from '../util/budget.js';
import { loadLocalTree, loadTrunkTree } from './trusted-tree.js';
import type { Reason, Verdict } from './verdict.js';

/** How long the static checks may take before the verdict is `error` (a pathological tree). */
const STATIC_CHECKS_BUDGET_MS = 300_000;

/** A judgement that passed: the score beat every reference, and the verdict only needs its decision. */
export interface Accepted {
  kind: 'accepted';
  verdict: Verdict;
  score: number;
  /** The references the score beat. */
  references: Reference[];
  /** No reference was configured: trunk's head was measured, and is measured again when trunk moves. */
  measured: boolean;
}

export type Judged = { kind: 'final'; verdict: Verdict } | Accepted;

function final(verdict: Verdict): Judged {
  return { kind: 'final', verdict };
}

function configuredReferences(
  settings: Pick<GateSettings, 'testTrunkScore' | 'testBaselineScore'>,
): Reference[] {
  const refs: Reference[] = [];
  if (settings.testTrunkScore !== null)
    refs.push({ name: 'test_trunk_score', value: settings.testTrunkScore });
  if (settings.testBaselineScore !== null)
    refs.push({ name: 'test_baseline_score', value: settings.testBaselineScore });
  return refs;
}

/** Step 7's reference: configured, or the trunk head measured first. */
async function firstReferences(
  ctx: GateContext,
  trunk: Trunk,
): Promise<{ refs: Reference[]; measured: { sha: string; score: number } | null } | { reason: Reason }> {
  const configured = configuredReferences(ctx.settings);
  if (configured.length > 0) return { refs: configured, measured: null };
  const trunkScore = await measureTrunk(ctx, trunk);
  if ('reason' in trunkScore) return trunkScore;
  return {
    refs: [{ name: `measured ${trunk.branch}`, value: trunkScore.score }],
    measured: { sha: trunk.sha, score: trunkScore.score },
  };
}

/** Steps 3-6: evaluates `commit` in its own worktree; the verdict gets the attempts and the score, or why there is none. */
async function evaluateCommit(
  ctx: GateContext,
  commit: string,
  protectedFiles: readonly string[],
  verdict: Verdict,
): Promise<Verdict> {
  const { result, tampered } = await evaluateAt(ctx, commit, ctx.evalNodeId, 'source', protectedFiles);
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
            mean: result.score ?? NaN,
            stdev: stdev(result.scores),
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
    return reject(evaluated, [failure]);
  }
  return evaluated;
}

/** Judges the source against trunk as `prepare` read it: static checks, reference, evaluation, comparison. */
export async function judge(ready: Ready): Promise<Judged> {
  const { ctx, trunk } = ready;
  const { settings } = ctx;
  if (await ctx.repo.isAncestor(ctx.sourceSha, trunk.sha)) {
    ctx.log(`${ctx.sourceRef} is already merged into ${trunk.branch}`);
    return final({ ...ready.verdict, decision: 'already_merged' });
  }

  // Step 8, first: protected paths and required outputs, before anything runs.
  const budgetMs = ctx.deps.staticChecksBudgetMs ?? STATIC_CHECKS_BUDGET_MS;
  const budgeted = await withinBudget(budgetMs, (signal) =>
    staticChecks({ ...ctx, repo: ctx.repo.abortable(signal) }, trunk, ready.verdict),
  );
  if (!budgeted.done) {
    const message = `the static checks (protected paths, symlinks, required outputs) did not finish within ${budgetMs / 1000} s; nothing was evaluated`;
    return final({ ...ready.verdict, decision: 'error', reasons: [{ code: 'checks_timeout', message }] });
  }
  const checked = budgeted.value;
  let verdict = checked.verdict;
  ctx.log(
    `${verdict.changed_paths} changed path(s); protected: ${verdict.protected_violations.length} violation(s); missing outputs: ${verdict.missing_outputs.length}`,
  );
  if (verdict.reasons.length > 0) return final(verdict);

  const first = await firstReferences(ctx, trunk);
  if ('reason' in first) return final(reject(verdict, [first.reason]));
  if (first.measured !== null) verdict = { ...verdict, reference_measured: first.measured };
  const references = first.refs;

  verdict = await evaluateCommit(ctx, ready.evaluated, checked.protectedFiles, verdict);
  const score = verdict.score;
  if (score === null) return final(verdict);
  const testReference =
    references.find((r) => r.name === 'test_trunk_score' || r.name.startsWith('measured'))?.value ?? null;
  verdict = {
    ...verdict,
    divergence: detectDivergence({
      devScore: verdict.dev_score,
      trunkDevScore: settings.trunkDevScore,
      testScore: score,
      testReference,
      direction: settings.metricDirection,
      threshold: settings.divergenceThreshold,
    }),
  };
  if (verdict.divergence !== null) ctx.log(`divergence: ${verdict.divergence.message}`);
  if (verdict.reasons.length > 0) return final(verdict);

  const comparison = compareScore(score, references, settings.metricDirection, settings.minDelta);
  ctx.log(
    `score ${formatVerdictScore(score)} (${settings.metricDirection}) vs ${references.map((r) => `${r.name} ${formatVerdictScore(r.value)}`).join(', ')}: ${comparison.improved ? 'improved' : 'not improved'}`,
  );
  if (!comparison.improved) {
    return final(
      reject(
        verdict,
        comparison.shortfalls.map((message) => ({ code: 'not_improved', message })),
      ),
    );
  }
  return { kind: 'accepted', verdict, score, references, measured: first.measured !== null };
}

/** The references a re-judgement uses: the first ones plus the moved trunk's recorded score (stricter, never looser). */
async function referencesAfterMove(
  ctx: GateContext,
  trunk: Trunk,
  first: readonly Reference[],
  measured: boolean,
): Promise<{ refs: Reference[]; measuredScore?: number; recorded?: number } | { reason: Reason }> {
  const runName = ctx.trusted.runName;
  const newTree =
    ctx.trusted.origin === 'trunk'
      ? await loadTrunkTree(ctx.repo, trunk.branch, trunk.sha, { ...ctx.location, runName })
      : ctx.trusted.origin === 'local'
        ? await loadLocalTree({ ...ctx.location, runName })
        : null;
  const recorded = newTree?.tree?.meta.test_trunk_score;
  if (typeof recorded === 'number' && Number.isFinite(recorded)) {
    return {
      refs: [
        ...first,
        { name: `test_trunk_score of ${trunk.branch} at ${trunk.sha.slice(0, 12)}`, value: recorded },
      ],
      recorded,
    };
  }
  if (!measured) return { refs: [...first] };
  const remeasured = await measureTrunk(ctx, trunk);
  if ('reason' in remeasured) return remeasured;
  return {
    refs: [{ name: `measured ${trunk.branch}`, value: remeasured.score }],
    measuredScore: remeasured.score,
  };
}

/**
 * Trunk moved while landing: judges the same score against the moved trunk's references. Accepted
 * again (with the new references), or final: `superseded`, or the moved trunk could not be measured.
 */
export async function rejudge(ctx: GateContext, trunk: Trunk, accepted: Accepted): Promise<Judged> {
  const { settings } = ctx;
  const moved = await referencesAfterMove(ctx, trunk, accepted.references, accepted.measured);
  if ('reason' in moved) return final(reject(accepted.verdict, [moved.reason]));
  let verdict = accepted.verdict;
  if (moved.recorded !== undefined) {
    verdict = { ...verdict, references: { ...verdict.references, test_trunk_score: moved.recorded } };
  }
  if (moved.measuredScore !== undefined)
    verdict = { ...verdict, reference_measured: { sha: trunk.sha, score: moved.measuredScore } };
  const rejudged = compareScore(accepted.score, moved.refs, settings.metricDirection, settings.minDelta);
  if (!rejudged.improved) {
    return final(
      reject({ ...verdict, target: { ...verdict.target, sha_after: trunk.sha } }, [
        {
          code: 'superseded',
          message: `${trunk.branch} moved to ${trunk.sha.slice(0, 12)} while evaluating and now scores better: ${rejudged.shortfalls.join('; ')}`,
        },
      ]),
    );
  }
  ctx.log(`re-judged against ${trunk.branch} at ${trunk.sha.slice(0, 12)}: still improved, merging again`);
  return { ...accepted, verdict, references: moved.refs };
}

function stdev(values: readonly number[]): number {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
}
