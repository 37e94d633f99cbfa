/**
 * Pairs made together (issue 36): when the seed does not set the evaluator's noise (a timing score, an
 * unseeded GPU kernel, a shared machine's load), a trunk run made at another time is no pair for the
 * candidate's, so trunk's side of each pair is run beside the candidate's, and only whole pairs made
 * together are reused: a trunk line and a candidate line on the seed, written one after the other by
 * one gate run.
 */
import type { LedgerLine } from '../../ledger/line.js';
import type { GateContext } from '../context.js';
import type { Side } from './runs.js';

/** The ledger's whole pair on `seed` of these two trees, made together; null when none (or `--fresh`, no key). */
export async function reusablePair(
  ctx: GateContext,
  trees: Record<Side, string>,
  seed: number,
): Promise<Record<Side, LedgerLine> | null> {
  const { ledger } = ctx;
  if (ledger === null || ledger.key === null || ctx.settings.fresh) return null;
  const trunks = await ledger.runs(trees.trunk, seed);
  for (const candidate of await ledger.runs(trees.candidate, seed)) {
    const trunk = trunks.find(
      (line) => line.run_id === candidate.run_id && Math.abs(line.seq - candidate.seq) === 1,
    );
    if (trunk !== undefined) return { trunk, candidate };
  }
  return null;
}
