/**
 * A commit's recursive listing derived from another's: the static checks need the full listings of
 * both the source and the candidate, and the two usually differ in a few paths, so the second is the
 * first plus `git diff-tree` between them (O(diff) to read) instead of a second `ls-tree -r` (O(tree)).
 */
import type { GitAdapter } from './adapter.js';
import { parseRawDiff, type RawDiffEntry, type TreeEntry } from './parse.js';

/** The type `ls-tree` prints for a mode: a submodule pointer is a commit, a file or a symlink a blob. */
const typeOf = (mode: string): TreeEntry['type'] => (mode === '160000' ? 'commit' : 'blob');

/**
 * Entries in git's order of a recursive listing: the paths' UTF-8 bytes, compared as the index
 * compares them (each path encoded once, not at every comparison: a listing may hold 100,000 paths).
 */
function inGitOrder(entries: readonly TreeEntry[]): TreeEntry[] {
  return entries
    .map((entry) => ({ entry, key: Buffer.from(entry.path, 'utf8') }))
    .sort((a, b) => Buffer.compare(a.key, b.key))
    .map(({ entry }) => entry);
}

/**
 * `listing` (of one commit, in git's order) with `delta` (`diff-tree -r --no-renames` from that
 * commit to another) applied: the other commit's listing, entry for entry and in the order `ls-tree -r`
 * prints it. A changed or deleted path keeps the order; only an added one needs it restored.
 */
export function applyTreeDelta(listing: readonly TreeEntry[], delta: readonly RawDiffEntry[]): TreeEntry[] {
  const byPath = new Map(listing.map((entry) => [entry.path, entry] as const));
  let added = false;
  for (const change of delta) {
    if (change.status === 'D') {
      byPath.delete(change.path);
      continue;
    }
    added ||= !byPath.has(change.path);
    byPath.set(change.path, {
      mode: change.newMode,
      type: typeOf(change.newMode),
      sha: change.newSha,
      path: change.path,
    });
  }
  const entries = [...byPath.values()];
  return added ? inGitOrder(entries) : entries;
}

/** What changes from commit `from` to commit `to`, path by path (no renames: each side's own entry). */
export async function readTreeDelta(
  repo: Pick<GitAdapter, 'run'>,
  from: string,
  to: string,
): Promise<RawDiffEntry[]> {
  const args = ['diff-tree', '-r', '-z', '--no-renames', '--no-abbrev', '--no-ext-diff'];
  return parseRawDiff(await repo.run([...args, '--ignore-submodules=none', from, to, '--']));
}
