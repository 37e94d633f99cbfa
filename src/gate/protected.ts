/**
 * Protected paths (docs/architecture.md, merge procedure step 8), decided before anything runs and
 * failing closed: every changed path is matched on both sides of a rename, deletes and mode/type
 * changes count, a submodule (gitlink) change is a violation because the gate cannot see inside it, and
 * a symlink that the branch adds or changes is a violation when it points into a protected path, into
 * `.git`, or out of the repository. Matching ignores letter case so `.GitHub/` cannot slip past
 * `.github/**` on a case-insensitive file system, and no character escapes a glob; besides, a changed
 * path that holds a control character or a line separator is refused outright whatever the globs say.
 *
 * Linear in the size of the change and of the tree: one pass over the changed paths, one over the
 * files at the source commit, one `git cat-file --batch` for every symlink target.
 */
import { posix } from 'node:path';
import picomatch from 'picomatch';
import type { GitAdapter, RawDiffEntry } from '../git/adapter.js';
import { codePointName, escapeControls, findControlCharacter } from '../util/terminal.js';
import { DEFAULT_PROTECTED_GLOBS } from './settings.js';

export const SYMLINK_MODE = '120000';
export const GITLINK_MODE = '160000';

export interface ProtectedViolation {
  code: 'protected_path' | 'protected_symlink';
  path: string;
  message: string;
}

export type PathMatcher = (path: string) => boolean;

/**
 * `i`: letter case is ignored. `s`: picomatch's `.` (inside `**` and `*`) would otherwise stop at LF,
 * CR, U+2028 and U+2029, so `.github/workflows/x\n.yml` would match no glob at all.
 */
const GLOB_OPTIONS = { dot: true, flags: 'is' } as const;

/**
 * Whether a path is protected by `globs` (from the repository root) or, when the session lives in a
 * subfolder (`sessionPrefix`, the gate's cwd inside the repository, e.g. `ml/`), by the always-on
 * defaults anchored there too: `ml/.arbor/**` holds that session's tree, eval command and bar.
 */
export function protectedMatcher(globs: readonly string[], sessionPrefix = ''): PathMatcher {
  const matchRoot = globs.length === 0 ? () => false : picomatch([...globs], GLOB_OPTIONS);
  const prefix = sessionPrefix === '' || sessionPrefix.endsWith('/') ? sessionPrefix : `${sessionPrefix}/`;
  if (prefix === '') return (path) => matchRoot(path);
  const matchDefaults = picomatch([...DEFAULT_PROTECTED_GLOBS], GLOB_OPTIONS);
  const lowerPrefix = prefix.toLowerCase();
  return (path) =>
    matchRoot(path) ||
    (path.slice(0, prefix.length).toLowerCase() === lowerPrefix && matchDefaults(path.slice(prefix.length)));
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

/** Every folder that holds a protected file (lower-cased; `.` is the repository root), in one pass. */
function foldersHolding(protectedFiles: readonly string[]): Set<string> {
  const folders = new Set<string>();
  if (protectedFiles.length > 0) folders.add('.');
  for (const file of protectedFiles) {
    const lower = file.toLowerCase();
    for (let slash = lower.indexOf('/'); slash !== -1; slash = lower.indexOf('/', slash + 1)) {
      folders.add(lower.slice(0, slash));
    }
  }
  return folders;
}

function reachesProtected(
  resolved: string,
  isProtected: PathMatcher,
  protectedFolders: Set<string>,
): boolean {
  const lower = resolved.toLowerCase();
  if (lower === '.git' || lower.startsWith('.git/')) return true;
  // A link to a folder reaches every protected file inside it (the repository root included).
  return isProtected(resolved) || protectedFolders.has(lower);
}

/** A link target (untrusted text) quoted for a message, with no raw control character left. */
function quoted(text: string): string {
  return escapeControls(JSON.stringify(text));
}

/**
 * A path refused for its name alone: it holds a control character or a line separator, or it is not
 * valid UTF-8 (git's bytes are read as UTF-8, so such a name arrives holding U+FFFD, and two different
 * names could look alike: the gate cannot match exactly what it cannot read exactly).
 */
function unreadableNameViolation(path: string): ProtectedViolation | null {
  const control = findControlCharacter(path);
  const why =
    control !== null
      ? `contains the control character ${codePointName(control)}`
      : path.includes('\uFFFD')
        ? 'is not valid UTF-8 (or holds U+FFFD)'
        : null;
  if (why === null) return null;
  return {
    code: 'protected_path',
    path,
    message: `${escapeControls(path)}: path ${why}; such a changed path is refused whatever the protected globs, since it can slip past a glob or drive a terminal`,
  };
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
 * entry of `symlinksToInspect`, the link's target text at the source commit; `protectedFilesAtSource`
 * is every protected file at the source commit (to see what a link to a folder reaches).
 */
export function findProtectedViolations(
  entries: readonly RawDiffEntry[],
  isProtected: PathMatcher,
  symlinkTargets: ReadonlyMap<string, string>,
  protectedFilesAtSource: readonly string[],
): ProtectedViolation[] {
  const protectedFolders = foldersHolding(protectedFilesAtSource);
  const violations: ProtectedViolation[] = [];
  for (const entry of entries) {
    const paths = [entry.oldPath, entry.path].filter((p): p is string => p !== null);
    const badNames = paths.map(unreadableNameViolation).filter((v): v is ProtectedViolation => v !== null);
    if (badNames.length > 0) {
      violations.push(...badNames);
      continue;
    }
    if (entry.oldMode === GITLINK_MODE || entry.newMode === GITLINK_MODE) {
      violations.push({
        code: 'protected_path',
        path: entry.path,
        message: `${entry.path}: submodule pointer ${describe(entry)}; the gate cannot inspect a submodule's content, so it refuses the change`,
      });
      continue;
    }
    const touched = paths.filter(isProtected);
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
        message: `${entry.path}: symlink points out of the repository (${quoted(target ?? '?')})`,
      });
    } else if (reachesProtected(resolved, isProtected, protectedFolders)) {
      violations.push({
        code: 'protected_symlink',
        path: entry.path,
        message: `${entry.path}: symlink points into a protected path (${quoted(target ?? '?')} -> ${escapeControls(resolved)})`,
      });
    }
  }
  return violations;
}

/** What the protected-path check found, and the protected files the evaluation must leave unchanged. */
export interface ProtectedCheck {
  /** Every changed path (`git diff --raw` between the merge base and the source commit). */
  entries: RawDiffEntry[];
  violations: ProtectedViolation[];
  /** Every protected file at the source commit. */
  protectedFiles: string[];
}

/**
 * Reads what the check needs through the git adapter (the diff, every symlink target in one batch, the
 * file list) and judges it: three git processes, whatever the number of files and symlinks.
 */
export async function checkProtectedPaths(
  git: Pick<GitAdapter, 'diffRaw' | 'readBlobs' | 'listFiles'>,
  range: { base: string; source: string },
  isProtected: PathMatcher,
): Promise<ProtectedCheck> {
  const entries = await git.diffRaw(range.base, range.source);
  const links = symlinksToInspect(entries);
  const blobs = await git.readBlobs(links.map((entry) => entry.newSha));
  const targets = new Map<string, string>();
  for (const link of links) {
    const blob = blobs.get(link.newSha);
    if (blob !== undefined) targets.set(link.path, blob.toString('utf8'));
  }
  const protectedFiles = (await git.listFiles(range.source)).filter(isProtected);
  return {
    entries,
    violations: findProtectedViolations(entries, isProtected, targets, protectedFiles),
    protectedFiles,
  };
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
