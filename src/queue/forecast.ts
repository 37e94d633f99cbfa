/**
 * What the queue can tell from the ledger before a landing decides it (single mode): whether a
 * measured candidate beats the state it was built on (so the entries behind it are rebuilt without it
 * at once, not after the landings ahead of it), whether trunk's tree still needs a measurement of its
 * own (run in a slot up front, not inside the first landing), and whether a landing will evaluate at
 * all (only then must it wait for the slots' measurements). Landings still decide: a forecast only
 * orders the work.
 */
import { buildCandidate } from '../gate/candidate.js';
import { compareScore } from '../gate/compare.js';
import type { GateContext, Trunk } from '../gate/context.js';
import type { Ready } from '../gate/prepare.js';
import { firstReferences } from '../gate/references.js';
import { meanScore } from '../ledger/select.js';

/** The ledger's score of a commit's tree (the mean of all its runs, at least `eval-repeats`), read quietly; null: too few. */
export async function recordedScore(ctx: GateContext, commit: string): Promise<number | null> {
  if (ctx.ledger === null || ctx.ledger.key === null || ctx.settings.fresh) return null;
  const runs = await ctx.ledger.runs(await ctx.repo.treeOf(commit));
  return runs.length < ctx.settings.evalRepeats ? null : meanScore(runs);
}

/**
 * Whether a measured candidate would be accepted on its base, as the landing judges it: its recorded
 * score against the base's recorded score and the configured baseline. Null while either score is
 * not in the ledger (the base is still measuring).
 */
export async function forecastAccepted(
  ctx: GateContext,
  candidate: string,
  base: string,
): Promise<boolean | null> {
  const score = await recordedScore(ctx, candidate);
  const baseScore = score === null ? null : await recordedScore(ctx, base);
  if (score === null || baseScore === null) return null;
  const plan = firstReferences(ctx.settings);
  const others = plan.kind === 'known' ? plan.refs : [];
  const references = [{ name: 'the state it lands on', value: baseScore }, ...others];
  return compareScore(score, references, ctx.settings.metricDirection, ctx.settings.minDelta).improved;
}

/**
 * Whether the landing of `ready`'s branch on `trunk` will run no evaluation: single mode, trunk's
 * reference known without measuring (the ledger, or a configured baseline), and the candidate it
 * builds there already in the ledger (or not buildable: a conflict ends the landing before anything
 * runs). A landing that evaluates snapshots the repository's git state around the run, which the
 * slots' ledger lines would change under it.
 */
export async function landsWithoutEvaluating(ready: Ready, trunk: Trunk): Promise<boolean> {
  const { ctx } = ready;
  if (ctx.settings.judgement.rule !== 'single' || ctx.ledger === null) return false;
  const referenceKnown =
    firstReferences(ctx.settings).kind === 'known' || (await recordedScore(ctx, trunk.sha)) !== null;
  if (!referenceKnown) return false;
  const built = await buildCandidate(ctx, trunk);
  if (!('candidate' in built)) return true;
  const runs = await ctx.ledger.lookup(built.candidate.tree, ctx.settings.evalRepeats);
  return runs !== null;
}
