/**
 * Protected paths (DESIGN.md step 8), decided before anything runs and failing closed:
 * every changed path is matched on both sides of a rename, deletes and mode/type changes count, a
 * submodule (gitlink) change is a violation because the gate cannot see inside it, and a symlink that
 * the branch adds or changes is a violation when it points into a protected path, into `.git`, or out
 * of the repository. Matching ignores letter case so `.GitHub/` cannot slip past `.github/**` on a
 * case-insensitive file system.
 */
import { posix } from 'node:path';
import picomatch from 'picomatch';
import type { RawDiffEntry } from '../git/adapter.js';

export const SYMLINK_MODE = '120000';
export const GITLINK_MODE = '160000';

export interface ProtectedViolation {
  code: 'protected_path' | 'protected_symlink';
  path: string;
  message: string;
}

export type PathMatcher = (path: string) => boolean;

export function protectedMatcher(globs: readonly string[]): PathMatcher {
  if (globs.length === 0) return () => false;
  const match = picomatch([...globs], { dot: true, nocase: true });
  return (path) => match(path);
}

/** The entries whose new side is a symlink: their targets must be read (at the source commit) and checked. */
export function symlinksToInspect(entries: readonly RawDiffEntry[]): RawDiffEntry[] {
  return entries.filter((entry) => entry.status !== 'D' && entry.newMode === SYMLINK_MODE);
}

/** Where a symlink at `linkPath` with this target points, relative to the repository root; null = outside. */
export function resolveSymlinkTarget(linkPath: string, target: string): string | null {
  if (target === '' || posix.isAbsolute(target) || /^[A-Za-z]:[\\/]/.test(target) || target.includes('\\'))
    return null;
  const resolved = posix.normalize(posix.join(posix.dirname(linkPath), target)).replace(/\/+$/, '');
  if (resolved === '..' || resolved.startsWith('../')) return null;
  return resolved === '' ? '.' : resolved;
}

function reachesProtected(
  resolved: string,
  isProtected: PathMatcher,
  filesAtSource: readonly string[],
): boolean {
  const lower = resolved.toLowerCase();
  if (lower === '.git' || lower.startsWith('.git/')) return true;
  if (isProtected(resolved)) return true;
  // A link to a folder reaches every protected file inside it (the repository root included).
  const prefix = resolved === '.' ? '' : `${lower}/`;
  return filesAtSource.some((file) => file.toLowerCase().startsWith(prefix) && isProtected(file));
}

function describe(entry: RawDiffEntry): string {
  switch (entry.status) {
    case 'A':
      return 'added';
    case 'D':
      return 'deleted';
    case 'R':
      return `renamed from ${entry.oldPath ?? '?'}`;
    case 'C':
      return `copied from ${entry.oldPath ?? '?'}`;
    case 'T':
      return `type changed (${entry.oldMode} -> ${entry.newMode})`;
    default:
      return entry.oldMode !== entry.newMode && entry.oldSha === entry.newSha
        ? `mode changed (${entry.oldMode} -> ${entry.newMode})`
        : 'modified';
  }
}

/**
 * Judges the changes between the merge base and the source commit. `symlinkTargets` holds, for every
 * entry of `symlinksToInspect`, the link's target text at the source commit; `filesAtSource` is every
 * file path at the source commit (to see what a link to a folder reaches).
 */
export function findProtectedViolations(
  entries: readonly RawDiffEntry[],
  globs: readonly string[],
  symlinkTargets: ReadonlyMap<string, string>,
  filesAtSource: readonly string[],
): ProtectedViolation[] {
  const isProtected = protectedMatcher(globs);
  const violations: ProtectedViolation[] = [];
  for (const entry of entries) {
    if (entry.oldMode === GITLINK_MODE || entry.newMode === GITLINK_MODE) {
      violations.push({
        code: 'protected_path',
        path: entry.path,
        message: `${entry.path}: submodule pointer ${describe(entry)}; the gate cannot inspect a submodule's content, so it refuses the change`,
      });
      continue;
    }
    const touched = [entry.oldPath, entry.path].filter((p): p is string => p !== null).filter(isProtected);
    for (const path of touched) {
      violations.push({
        code: 'protected_path',
        path,
        message:
          path === entry.path
            ? `${path}: protected path ${describe(entry)}`
            : `${path}: protected path renamed/copied to ${entry.path}`,
      });
    }
    if (touched.length > 0 || entry.status === 'D' || entry.newMode !== SYMLINK_MODE) continue;
    const target = symlinkTargets.get(entry.path);
    const resolved = target === undefined ? null : resolveSymlinkTarget(entry.path, target);
    if (resolved === null) {
      violations.push({
        code: 'protected_symlink',
        path: entry.path,
        message: `${entry.path}: symlink points out of the repository (${JSON.stringify(target ?? '?')})`,
      });
    } else if (reachesProtected(resolved, isProtected, filesAtSource)) {
      violations.push({
        code: 'protected_symlink',
        path: entry.path,
        message: `${entry.path}: symlink points into a protected path (${JSON.stringify(target)} -> ${resolved})`,
      });
    }
  }
  return violations;
}

/** Changed paths counted once each (both sides of a rename), for the verdict's `changed_paths`. */
export function countChangedPaths(entries: readonly RawDiffEntry[]): number {
  const paths = new Set<string>();
  for (const entry of entries) {
    paths.add(entry.path);
    if (entry.oldPath !== null) paths.add(entry.oldPath);
  }
  return paths.size;
}
