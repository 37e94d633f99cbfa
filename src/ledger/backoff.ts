/**
 * The pause before a refused ledger push is merged and tried again. Writers sharing one remote take
 * turns: a push wins only when nobody else pushed between its fetch and its push. A backoff that starts
 * over at every push lets whoever just won retry at once while the losers sleep ever longer (the
 * "capture effect": with 10 writers, two won every round and seven starved). So the ceiling lives as
 * long as its store and is only halved by a win, not reset, so a writer's retries after a win wait
 * about as long as the others'. (A writer's first try of a push still has no pause: in the 10 x 100
 * writers bench at load ~20 that was enough for three writers never to win.)
 */

/** A push's tries at most, and the backoff ceiling's floor and top (full jitter: a pause is up to the ceiling). */
export const PUSH_RETRY = { attempts: 100, firstMs: 100, maxMs: 30_000 } as const;

export class PushBackoff {
  private ceiling: number = PUSH_RETRY.firstMs;

  /** The pause after a refusal (`random` in [0, 1); null: no jitter, the whole ceiling), then the ceiling doubles. */
  refused(random: (() => number) | null): number {
    const pause = random === null ? this.ceiling : random() * this.ceiling;
    this.ceiling = Math.min(PUSH_RETRY.maxMs, this.ceiling * 2);
    return pause;
  }

  /** A push landed: the ceiling halves (towards the floor), so a winner does not go first next time. */
  pushed(): void {
    this.ceiling = Math.max(PUSH_RETRY.firstMs, this.ceiling / 2);
  }
}
