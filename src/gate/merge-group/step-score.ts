/**
 * The score of the step a merge-queue entry lands on, from the ledger. The step is the entry ahead of
 * it, which GitHub checks at the same time in a run of its own: that run writes the step's score into
 * the ledger (verify with ledger-push) when it ends. So the ledger's notes ref is fetched again every
 * few seconds until the score is there or `queue-wait` has passed; then the caller measures the step.
 */
import type { GateContext, Trunk } from '../context.js';
import { ledgerScoreOf, type LedgerReference } from '../ledger/use.js';
import { stepWords, type MergeGroupEntry } from './entry.js';

/** How often the notes ref is fetched while waiting. */
const POLL_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The step's ledger score, waited for up to `queue-wait`; null: measure the step. */
export async function waitForStepScore(
  ctx: GateContext,
  step: Trunk,
  entry: MergeGroupEntry,
): Promise<LedgerReference | null> {
  const words = stepWords(entry);
  const { ledger, settings } = ctx;
  if (ledger === null || ledger.key === null) {
    ctx.log(
      `${words}: without the ledger and ${ctx.deps.name('ledgerKey')} no score of it can be read: measuring it`,
    );
    return null;
  }
  const remote = (await ctx.repo.remoteExists(settings.remote)) ? settings.remote : null;
  const deadline = Date.now() + settings.queueWaitMs;
  for (let look = 0; ; look++) {
    const found = await ledgerScoreOf(ctx, step.sha, words);
    if (found !== null) return found;
    const left = deadline - Date.now();
    if (left <= 0 || remote === null || ctx.deps.signal?.aborted) break;
    if (look === 0) {
      ctx.log(
        `${words} has no ledger score yet (its own run may still be measuring it): waiting up to ${Math.ceil(left / 1000)} s (${ctx.deps.name('queueWait')})`,
      );
    }
    await sleep(Math.min(POLL_MS, left));
    await ledger.refresh(remote);
  }
  ctx.log(`${words}: no ledger score after ${settings.queueWaitMs / 1000} s: measuring it`);
  return null;
}
