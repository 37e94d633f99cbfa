/**
 * Which cached trees go when the cache is past its bound (pure): the least recently used first, never
 * one that is a lower layer of a live view (its own or as the base of a live layer), and a base goes
 * with the layers over it (they are of no use without it).
 */
export interface CachedEntry {
  key: string;
  base: string | null;
  /** When a run last used it (ms). */
  used: number;
}

export function evictions(
  entries: readonly CachedEntry[],
  live: ReadonlySet<string>,
  bound: number,
): string[] {
  const keep = new Set<string>();
  for (const entry of entries) {
    if (!live.has(entry.key)) continue;
    keep.add(entry.key);
    if (entry.base !== null) keep.add(entry.base);
  }
  const gone = new Set<string>();
  const remaining = (): number => entries.length - gone.size;
  for (const entry of [...entries].sort((a, b) => a.used - b.used)) {
    if (remaining() <= bound) break;
    if (keep.has(entry.key) || gone.has(entry.key)) continue;
    const layers = entries.filter((other) => other.base === entry.key);
    if (layers.some((layer) => keep.has(layer.key))) continue;
    gone.add(entry.key);
    for (const layer of layers) gone.add(layer.key);
  }
  return [...gone];
}
