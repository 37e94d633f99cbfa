/**
 * What a judgement's score must beat (step 7): the configured references, else trunk's head measured
 * first; after trunk moved, the moved trunk's recorded score as well.
 */
import type { Reference } from './compare.js';
import type { GateContext, Trunk } from './context.js';
import type { GateSettings } from './settings.js';
import { loadLocalTree, loadTrunkTree } from './trusted-tree.js';

/**
 * What a judgement compares with: references already known, or trunk's head, measured first (with
 * `also`: a merge-queue entry's step measured, beside the baseline).
 */
export type ReferencePlan = { kind: 'known'; refs: Reference[] } | { kind: 'measure'; also?: Reference[] };

/** Step 7's reference before trunk moved: the configured ones, else trunk's head measured. */
export function firstReferences(
  settings: Pick<GateSettings, 'testTrunkScore' | 'testBaselineScore'>,
): ReferencePlan {
  const refs: Reference[] = [];
  if (settings.testTrunkScore !== null)
    refs.push({ name: 'test_trunk_score', value: settings.testTrunkScore });
  if (settings.testBaselineScore !== null)
    refs.push({ name: 'test_baseline_score', value: settings.testBaselineScore });
  return refs.length > 0 ? { kind: 'known', refs } : { kind: 'measure' };
}

/**
 * The references of a re-judgement on a moved trunk: the ones the last judgement beat plus the moved
 * trunk's recorded score (stricter, never looser); a measured reference is measured again on the moved
 * trunk when it records none.
 */
export async function referencesAfterMove(
  ctx: GateContext,
  trunk: Trunk,
  last: { references: readonly Reference[]; measured: boolean },
): Promise<{ plan: ReferencePlan; recorded: number | null }> {
  const runName = ctx.trusted.runName;
  const newTree =
    ctx.trusted.origin === 'trunk'
      ? await loadTrunkTree(ctx.repo, trunk.branch, trunk.sha, { ...ctx.location, runName })
      : ctx.trusted.origin === 'local'
        ? await loadLocalTree({ ...ctx.location, runName })
        : null;
  const recorded = newTree?.tree?.meta.test_trunk_score;
  if (typeof recorded === 'number' && Number.isFinite(recorded)) {
    const refs = [
      ...last.references,
      { name: `test_trunk_score of ${trunk.branch} at ${trunk.sha.slice(0, 12)}`, value: recorded },
    ];
    return { plan: { kind: 'known', refs }, recorded };
  }
  return {
    plan: last.measured ? { kind: 'measure' } : { kind: 'known', refs: [...last.references] },
    recorded: null,
  };
}
