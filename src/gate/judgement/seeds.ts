/**
 * The seeds of a judgement (issue 36 item 5): drawn per tree, once the tree is fixed, from the ledger
 * key, so a branch cannot know them before its code exists and cannot tailor its code to them. Pair
 * (or repeat) i runs on the i-th seed of the candidate's tree; trunk's side of each pair on the same
 * seed. Measured against the fixed 1, 2, 3, ... in scripts/bench/seeds.mjs (docs/every-run-counts.md):
 * trunk's runs are no longer reused across candidates, about 1.5x the evaluations per paired branch,
 * and a branch tailored to the seeds it expects gains nothing. Without a key (the Action with no
 * `ledger-key`) there is no secret, and the seeds are 1, 2, 3, ... as before.
 */
import { createHmac } from 'node:crypto';
import type { GateContext } from '../context.js';
import type { Verdict } from '../verdict.js';

/** Seeds stay below 2^31: a signed 32-bit integer, which every evaluator's RNG takes. */
export const SEED_LIMIT = 2 ** 31;

/** The first `count` seeds of `keyTree` under `key`: distinct, in 1 .. 2^31 - 1. Pure. */
export function drawnSeeds(key: string, keyTree: string, count: number): number[] {
  const seeds: number[] = [];
  for (let i = 1; seeds.length < count; i++) {
    const digest = createHmac('sha256', key).update(`arbor-gate seed\0${keyTree}\0${i}`).digest();
    const seed = digest.readUInt32BE(0) % SEED_LIMIT;
    if (seed !== 0 && !seeds.includes(seed)) seeds.push(seed);
  }
  return seeds;
}

/** The seeds of `tree`'s judgement: drawn from the ledger key and its key tree, else 1..count. */
export async function judgementSeeds(ctx: GateContext, tree: string, count: number): Promise<number[]> {
  const { ledger } = ctx;
  if (ledger === null || ledger.key === null) return Array.from({ length: count }, (_, i) => i + 1);
  return drawnSeeds(ledger.key, await ledger.keyTree(tree), count);
}

/**
 * The verdict's one warning when the branch's runs were seeded 1, 2, 3, ... (no ledger key: nothing to
 * draw them from), naming the setting that draws them; null when they were drawn, or nothing of the
 * branch's ran on a seed (trunk's own checks run on fixed seeds either way: trunk is not the suspect).
 */
export function predictableSeedsWarning(ctx: GateContext, verdict: Verdict): string | null {
  const { ledger, deps } = ctx;
  if (ledger !== null && ledger.key !== null) return null;
  const seeded = verdict.attempts.some((a) => a.side !== 'trunk' && a.seed !== undefined && a.seed !== null);
  if (!seeded) return null;
  const key = deps.name('ledgerKey');
  const why = ledger === null ? `ledger off: ${deps.name('ledger')}` : `no ${key}`;
  return `the seeds are 1, 2, 3, ... (${why}): a branch can tailor itself to them; the ledger with ${key} draws them per tree`;
}
