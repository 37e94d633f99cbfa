/**
 * The pause before a refused ledger push is merged and tried again. Writers sharing one remote take
 * turns: a push wins only when nobody else pushed between its fetch and its push. A backoff that starts
 * over at every push lets whoever just won retry at once while the losers sleep ever longer (the
 * "capture effect": with 10 writers, two won every round and seven starved). So the ceiling lives as
 * long as its store and is only halved by a win, not reset, so a writer's retries after a win wait
 * about as long as the others'.
 *
 * What starved writers next was the length of a loser's window: its merge commit was made ~9 s after
 * the remote head it merged (load ~20), and a push wins only if nobody pushed inside that window. So the
 * pause comes before the fetch, and fetch, merge and push are one git process each (src/git/notes.ts);
 * and a push is bounded by time, not tries (a bound of 100 tries with pauses up to 30 s let three writers
 * sleep for most of 25 minutes): within `withinMs` a writer gets as many tries as the pauses allow, a
 * ceiling of 10 s keeping them frequent. A push that gives up loses nothing: the lines stay local.
 * Still not enough: in the 10 x 100 bench one or two writers win nearly every round (a writer that has
 * just won is up to date and pushes without a fetch). Swapping the roles (a loss halves the ceiling, a
 * win doubles it) did no better there and was not kept.
 */

/** How long one push keeps trying, and the backoff ceiling's floor and top (full jitter: a pause is up to the ceiling). */
export const PUSH_RETRY = { withinMs: 300_000, firstMs: 100, maxMs: 10_000 } as const;

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
