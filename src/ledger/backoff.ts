/**
 * The pause before a refused ledger push is merged and tried again. Writers sharing one remote take
 * turns: a push wins only when nobody else pushed between its fetch and its push. A backoff that starts
 * over at every push lets whoever just won retry at once while the losers sleep ever longer (the
 * "capture effect"), so the ceiling lives as long as its store and is only halved by a win, not reset:
 * a writer's retries after a win wait about as long as the others'. The pause comes before the fetch,
 * so fetch, merge and push follow each other as tightly as three git processes can, and a push is
 * bounded by time, not tries (`withinMs`; a ceiling of 10 s keeps the tries frequent). A push that gives
 * up loses nothing: the lines stay local and go with the next push.
 *
 * The other half of the turn-taking is in LedgerStore.sync: every push is preceded by a fetch, the
 * first one too. A writer that pushed straight away after its own last win was up to date (one git
 * process) where the others needed three, so in the 10 x 100 writers bench one writer landed every line
 * for minutes while others landed none. A courtesy pause for writers that had won after a refusal did
 * not help: the writer that captured the remote had never been refused.
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
