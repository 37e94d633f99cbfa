/**
 * Where a symlink leads in the tree being judged (docs/architecture.md, merge procedure step 7). Its
 * target is walked one component at a time, as the operating system walks it in the checkout: a
 * component that is itself a symlink of that tree (one trunk already has, or another the branch adds)
 * is replaced by its own target, and `..` then climbs from where that link led, not from the text
 * (`b/../x` with `b -> docs/sub` is `docs/x`). Links are looked up with letter case ignored, as a
 * case-insensitive checkout finds them. A chain of more than MAX_SYMLINK_HOPS links, a loop among
 * them, is `endless`: the operating system refuses it too (ELOOP), and the gate refuses the link.
 *
 * Pure: the tree's symlinks and the targets read so far come in; a link whose target has not been read
 * yet ends the walk as `unread`, so the caller can read every such target in one more batch and walk
 * again (the walks stay linear: no git process per link).
 */

/** Linux's limit on the links followed while resolving one path (MAXSYMLINKS). */
export const MAX_SYMLINK_HOPS = 40;

/** The symlinks of the tree being judged and, for those read so far, their targets. */
export interface TreeSymlinks {
  /** Every symlink's path, keyed by its lower-cased path. */
  readonly byLowerPath: ReadonlyMap<string, string>;
  /** The longest symlink path: a longer path is no link, and is not looked up (a walk stays linear). */
  readonly longestPath: number;
  /** A link's target text, keyed by the link's path; a link absent here is not read yet. */
  readonly targets: ReadonlyMap<string, string>;
}

export function treeSymlinks(paths: Iterable<string>, targets: ReadonlyMap<string, string>): TreeSymlinks {
  const byLowerPath = new Map<string, string>();
  let longestPath = 0;
  for (const path of paths) {
    const lower = path.toLowerCase();
    if (!byLowerPath.has(lower)) byLowerPath.set(lower, path);
    longestPath = Math.max(longestPath, path.length);
  }
  return { byLowerPath, longestPath, targets };
}

/** One link followed: its path and its target text (untrusted). */
export interface SymlinkHop {
  link: string;
  target: string;
}

/** Where a walk ended; `hops` are the links followed, the first one included. */
export type SymlinkEnd =
  /** A path inside the repository (`.` is its root), physical: no component is a link of the tree. */
  | { kind: 'inside'; path: string; hops: SymlinkHop[] }
  /** Out of the repository: an absolute or drive path, a backslash, an empty target, or `..` past the root. */
  | { kind: 'outside'; hops: SymlinkHop[] }
  | { kind: 'endless'; hops: SymlinkHop[] }
  /** `link`'s target is needed and not read (yet, or at all: a missing blob). */
  | { kind: 'unread'; link: string; hops: SymlinkHop[] };

/** A target no checkout can keep inside the repository, whatever the tree holds. */
function leavesRepository(target: string): boolean {
  return target === '' || target.startsWith('/') || /^[A-Za-z]:[\\/]/.test(target) || target.includes('\\');
}

/** The tree symlink at `path` (letter case ignored), if any. */
export function symlinkAt(links: TreeSymlinks, path: string): string | undefined {
  return path.length > links.longestPath ? undefined : links.byLowerPath.get(path.toLowerCase());
}

/** Follows the tree's symlink at `link` to where it finally leads. */
export function followSymlink(link: string, links: TreeSymlinks): SymlinkEnd {
  const hops: SymlinkHop[] = [];
  /** The physical folder reached so far, as components from the repository root, and its path's length. */
  let done: string[] = [];
  let doneLength = 0;
  /** Components still to walk, the next one last. */
  const todo: string[] = [];
  for (let current: string | undefined = link; current !== undefined;) {
    const target = links.targets.get(current);
    if (target === undefined) return { kind: 'unread', link: current, hops };
    hops.push({ link: current, target });
    if (hops.length > MAX_SYMLINK_HOPS) return { kind: 'endless', hops };
    if (leavesRepository(target)) return { kind: 'outside', hops };
    done = current.split('/').slice(0, -1);
    doneLength = Math.max(0, current.lastIndexOf('/'));
    todo.push(...target.split('/').reverse());
    current = undefined;
    while (todo.length > 0 && current === undefined) {
      const component = todo.pop() as string;
      if (component === '' || component === '.') continue;
      if (component === '..') {
        if (done.length === 0) return { kind: 'outside', hops };
        doneLength = Math.max(0, doneLength - (done.pop() as string).length - 1);
        continue;
      }
      const length = done.length === 0 ? component.length : doneLength + 1 + component.length;
      current = length > links.longestPath ? undefined : symlinkAt(links, [...done, component].join('/'));
      if (current === undefined) {
        done.push(component);
        doneLength = length;
      }
    }
  }
  return { kind: 'inside', path: done.length === 0 ? '.' : done.join('/'), hops };
}

/**
 * The nearest folder above `path` (a path of the tree) that is a symlink of the same tree, if any. Only
 * a tree with duplicate entries (`git fsck`: duplicateEntries) or a case-insensitive collision
 * (`DOCS/LINK/x` beside the link `docs/link`) can hold such a path, and a checkout may then write it
 * through the link.
 */
export function symlinkAbove(path: string, links: TreeSymlinks): string | undefined {
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
    const link = symlinkAt(links, path.slice(0, slash));
    if (link !== undefined) return link;
  }
  return undefined;
}
