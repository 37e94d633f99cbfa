/**
 * One queue entry's speculative candidate: the entry's branch merged into the state it would land on
 * if the entries ahead of it land (built with merge-tree, no worktree), checked statically, and
 * measured once in a sandbox slot of its own. A measurement goes into the score ledger, keyed by the
 * tree without `.arbor/**`, so that the landing (the same branch merged into the landed previous
 * commit, which also carries the idea-tree record) reuses it instead of evaluating again.
 */
import { buildCandidate, type Candidate } from '../gate/candidate.js';
import type { GateContext } from '../gate/context.js';
import { judge } from '../gate/judge.js';
import { reusableMeasurement } from '../gate/ledger/use.js';
import { measureRepeats } from '../gate/judgement/single.js';
import type { Ready } from '../gate/prepare.js';
import { budgetedStaticChecks } from '../gate/static-checks.js';

/** A built speculative candidate, on its base, with the protected files its runs are watched on. */
export interface Speculative {
  base: string;
  candidate: Candidate;
  protectedFiles: string[];
}

/** What building one entry on a base gave: a candidate to measure, or why it cannot land there. */
export type Built =
  { kind: 'built'; speculative: Speculative; measured: boolean } | { kind: 'failed'; why: string };

/**
 * The entry's branch merged into `base`, statically checked. `failed` when it conflicts, adds
 * nothing, or breaks a static rule there; `measured` when the ledger already holds its measurement
 * (single mode: nothing to run).
 */
export async function buildOn(ready: Ready, base: string): Promise<Built> {
  const { ctx } = ready;
  const trunk = { branch: ready.trunk.branch, sha: base };
  const built = await buildCandidate(ctx, trunk);
  if ('merged' in built) return { kind: 'failed', why: `already contained in ${base.slice(0, 12)}` };
  if ('conflict' in built) return { kind: 'failed', why: built.conflict.message };
  const checked = await budgetedStaticChecks(ctx, trunk, built.candidate, ready.verdict);
  if ('timeout' in checked) return { kind: 'failed', why: 'the static checks did not finish in time' };
  const { verdict, protectedFiles } = checked;
  if (verdict.reasons.length > 0) return { kind: 'failed', why: verdict.reasons[0]?.message ?? '' };
  const speculative = { base, candidate: built.candidate, protectedFiles };
  const measured =
    ctx.settings.judgement.rule === 'single' &&
    (await reusableMeasurement(ctx, built.candidate.tree)) !== null;
  return { kind: 'built', speculative, measured };
}

/**
 * Measures a speculative candidate under `ctx` (the entry's context with a sandbox slot's isolation).
 * Single mode: its runs, recorded in the ledger. Paired mode: the whole paired judgement on its base
 * (both sides' runs recorded), whose outcome predicts the landing's. Resolves to whether it can still
 * land (a score, no tampering, and in paired mode not rejected).
 */
export async function measureSpeculative(
  ready: Ready,
  ctx: GateContext,
  speculative: Speculative,
  label: string,
): Promise<boolean> {
  const { candidate, protectedFiles, base } = speculative;
  if (ctx.settings.judgement.rule === 'single') {
    const result = await measureRepeats(ctx, candidate.commit, label, protectedFiles);
    return result.score !== null && result.tampered.length === 0;
  }
  const judged = await judge({
    ...ready,
    ctx,
    trunk: { branch: ready.trunk.branch, sha: base },
    candidate,
    writes: false,
  });
  return judged.kind === 'accepted';
}
