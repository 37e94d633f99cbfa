/**
 * "Did you mean": the known name nearest a mistyped one (edit distance, a swap counting once), when it
 * is near enough to be the likely intent. Pure.
 */

/** Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The candidate nearest `name`, or null when none is within a third of its length (at least 2 edits). */
export function nearestName(name: string, candidates: readonly string[]): string | null {
  let best: { name: string; distance: number } | null = null;
  for (const candidate of candidates) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (best === null || d < best.distance) best = { name: candidate, distance: d };
  }
  const allowed = Math.max(2, Math.floor(name.length / 3));
  return best !== null && best.distance <= allowed ? best.name : null;
}

/** ` (did you mean X?)` for a mistyped name, or nothing. */
export function didYouMean(name: string, candidates: readonly string[], spell = (n: string) => n): string {
  const nearest = nearestName(name, candidates);
  return nearest === null ? '' : ` (did you mean ${spell(nearest)}?)`;
}
