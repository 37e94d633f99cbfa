/**
 * The speculative queue's decisions, pure (data in, decisions out): which base each waiting entry is
 * built on, which candidates are rebuilt or measured next, whether the head can be decided, and how
 * the window moves. Entries are the queue's branches in order, the ones decided (landed, rejected,
 * already merged) left out; `trunk` is the commit the first waiting entry lands on.
 */

/** What the planner knows of one waiting entry's speculative candidate. */
export interface PlanEntry {
  /** The commit its speculative candidate was built on; null: not built. */
  builtOn: string | null;
  /** The speculative candidate commit; null when not built, or when building it conflicted. */
  candidate: string | null;
  /** It cannot land on `builtOn` (a conflict, a static check, no score): later entries are built without it. */
  failed: boolean;
  /** Its candidate's measurement is under way. */
  measuring: boolean;
  /** Its candidate's measurement is done (in the ledger) or not needed (failed). */
  measured: boolean;
  /** Its measured candidate was compared with its base's recorded score (forecast.ts): its outcome there is known. */
  forecast: boolean;
}

/** What the queue does next. */
export interface Plan {
  /** The base each waiting entry should be built on (expectedBases). */
  bases: Array<string | null>;
  /** Entries (indices into the waiting list) to build, or to rebuild because their base changed. */
  build: number[];
  /** Entries whose candidate is built on the right base and should be measured now. */
  measure: number[];
  /** The head is built on trunk and measured (or failed): judge and land it now. */
  decideHead: boolean;
}

/**
 * The base each waiting entry should be built on: trunk for the first, then the candidate of the
 * nearest earlier entry that is built on its own right base and not failing (Zuul's "nearest
 * non-failing item"). Null from the first entry whose base is not known yet (an earlier one is not
 * built, or built on a stale base).
 */
export function expectedBases(trunk: string, entries: readonly PlanEntry[]): Array<string | null> {
  const bases: Array<string | null> = [];
  let base: string | null = trunk;
  for (const entry of entries) {
    bases.push(base);
    if (base === null || entry.builtOn !== base) base = null;
    else if (!entry.failed) base = entry.candidate;
  }
  return bases;
}

/**
 * Whether an entry's outcome on its expected base is known (built there, and failing or forecast): the
 * speculation behind it rests on no guess about it, so it takes no place in the window.
 */
function known(entry: PlanEntry, base: string | null): boolean {
  return base !== null && entry.builtOn === base && (entry.failed || entry.forecast);
}

/**
 * The next steps: within the window (the first `window` waiting entries whose outcome is not known
 * yet, and every known one before them), build what is unbuilt or stale, and measure what is built
 * right. The window counts guesses, not landings: an entry forecast to land or to fail frees its place
 * at once instead of when its landing settles.
 *
 * Measurements start in batches, all or nothing: the window's unstarted guesses start together, only
 * once every entry started before them has a known outcome, and only when `freeSlots` holds them all
 * (a run whose entry was rebuilt may still hold a slot; it no longer holds the queue back). A
 * measurement started as soon as one slot freed would rest on guesses that the runs still under way
 * were about to settle, so which candidates get measured (and how many are wasted on a failing entry)
 * would depend on which run ended first. Started in batches, they are a function of the outcomes alone.
 */
export function planQueue(
  trunk: string,
  entries: readonly PlanEntry[],
  window: number,
  freeSlots: number,
): Plan {
  const bases = expectedBases(trunk, entries);
  const build: number[] = [];
  const batch: number[] = [];
  let started = false;
  let guesses = 0;
  for (const [index, entry] of entries.entries()) {
    const base = bases[index] ?? null;
    if (base === null) break;
    if (known(entry, base)) continue;
    if (guesses === Math.max(1, window)) break;
    guesses++;
    if (entry.builtOn !== base) build.push(index);
    else if (entry.measuring || entry.measured) started = true;
    else if (!started) batch.push(index);
  }
  const measure = build.length === 0 && batch.length <= freeSlots ? batch : [];
  const head = entries[0];
  const decideHead =
    head !== undefined && head.builtOn === trunk && !head.measuring && (head.failed || head.measured);
  return { bases, build, measure, decideHead };
}

/**
 * The entry whose forecast is due: the first whose outcome on its expected base is not known yet,
 * once it is built there and measured (null: none, or not measured yet). Forecasts are made in the
 * queue's order only: each moves the window, and halving then growing it is not growing then halving,
 * so a later entry forecast before an earlier one would set the next batch by which run ended first.
 */
export function forecastDue(trunk: string, entries: readonly PlanEntry[]): number | null {
  const bases = expectedBases(trunk, entries);
  for (const [index, entry] of entries.entries()) {
    const base = bases[index] ?? null;
    if (known(entry, base)) continue;
    const due = base !== null && entry.builtOn === base && entry.candidate !== null && entry.measured;
    return due ? index : null;
  }
  return null;
}

/**
 * The window after an outcome becomes known (a forecast in single mode, else the landing's decision):
 * halved on a failure (never below 1), one wider on an accept, never over `limit`.
 */
export function nextWindow(window: number, limit: number, accepted: boolean): number {
  return accepted ? Math.min(limit, window + 1) : Math.max(1, Math.floor(window / 2));
}

/** The queue's exit code: 3 when any verdict is an error, else 1 when any was rejected, else 0. */
export function queueExitCode(codes: readonly number[]): 0 | 1 | 3 {
  if (codes.includes(3)) return 3;
  return codes.includes(1) ? 1 : 0;
}
