/**
 * Long lists in a report, capped so that REPORT.md stays readable at 10,000 ideas: every item when
 * there are at most 20, else the 10 top ones (by the list's own ranking: the best scores, the largest
 * divergences) and the 10 latest, and how many more there are. The full list goes to report.json.
 * Pure.
 */

/** Items listed whole; past it, TOP_SHOWN top ones and LATEST_SHOWN latest ones. */
export const LIST_CAP = 20;
const TOP_SHOWN = 10;
const LATEST_SHOWN = 10;

/** How a capped list was cut: `shown` = `top` + `latest` items, then `more` not shown. */
export interface ListCut {
  total: number;
  /** The first `top` shown items are the top ones, best first (0 when the list is whole). */
  top: number;
  /** The `latest` shown items after them, in the list's order (all of them when the list is whole). */
  latest: number;
  more: number;
}

export interface CappedList<T> {
  shown: T[];
  cut: ListCut;
}

/**
 * The first `count` of `items` as a stable sort by `rank` (a comparator, best first) would order
 * them, without sorting them all: a report ranks 50,000 ideas to show ten.
 */
export function topItems<T>(items: readonly T[], rank: (a: T, b: T) => number, count: number): T[] {
  const top: T[] = [];
  if (count <= 0) return top;
  for (const item of items) {
    if (top.length === count && rank(item, top[count - 1] as T) >= 0) continue;
    // After every item it does not rank before: equal items keep their order, as in a stable sort.
    let at = top.length;
    while (at > 0 && rank(item, top[at - 1] as T) < 0) at -= 1;
    top.splice(at, 0, item);
    if (top.length > count) top.pop();
  }
  return top;
}

/**
 * `items` (in their order: the last is the latest) capped: whole when at most LIST_CAP, else the
 * TOP_SHOWN first by `rank` (a sort comparator, best first) and then the LATEST_SHOWN last of the
 * others, in order. No item is shown twice.
 */
export function capList<T>(items: readonly T[], rank: (a: T, b: T) => number): CappedList<T> {
  const total = items.length;
  if (total <= LIST_CAP) return { shown: [...items], cut: { total, top: 0, latest: total, more: 0 } };
  const top = topItems(
    items.map((_, index) => index),
    (a, b) => rank(items[a] as T, items[b] as T),
    TOP_SHOWN,
  );
  const inTop = new Set(top);
  const latest: number[] = [];
  for (let index = total - 1; index >= 0 && latest.length < LATEST_SHOWN; index -= 1)
    if (!inTop.has(index)) latest.push(index);
  latest.reverse();
  return {
    shown: [...top, ...latest].map((index) => items[index] as T),
    cut: { total, top: top.length, latest: latest.length, more: total - top.length - latest.length },
  };
}

/**
 * Ids in a caveat: all of them when few, else the first `max` and how many more ("a, b, c and 97
 * more"), so a caveat never holds thousands of ids.
 */
export function countedIds(ids: readonly string[], max = 5): string {
  if (ids.length <= max) return ids.join(', ');
  return `${ids.slice(0, max).join(', ')} and ${ids.length - max} more`;
}
