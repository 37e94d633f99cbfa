/**
 * Protected paths (docs/architecture.md, merge procedure step 7), decided before anything runs and
 * failing closed: every changed path is matched on both sides of a rename, deletes and mode/type
 * changes count, a submodule (gitlink) change is a violation because the gate cannot see inside it, and
 * a symlink that the branch adds or changes is a violation when its chain of links through the tree
 * being judged (symlink-chains.ts) leads into a protected path, into `.git`, out of the repository, or
 * nowhere (a loop). A changed path beneath a symlink of that tree is refused, and so is a file Python
 * would import instead of a protected module (python-shadows.ts). Matching ignores letter case so
 * `.GitHub/` cannot slip past `.github/**` on a case-insensitive file system, and no character escapes
 * a glob; besides, a changed path that holds a control character or a line separator is refused
 * outright whatever the globs say.
 *
 * Linear in the size of the change and of the tree: one pass over the changed paths, one over the
 * tree at the source commit, one `git cat-file --batch` for every changed symlink's target (and one
 * more per further link of the longest chain through links the branch did not change).
 */
import type { GitAdapter, RawDiffEntry } from '../../git/adapter.js';
import type { TreeEntry } from '../../git/parse.js';
import { codePointName, escapeControls, findControlCharacter } from '../../util/terminal.js';
import {
  lookupShadowOf,
  protectedLookups,
  mayConfigurePytest,
  PYTEST_SECTION_FILES,
  type ProtectedLookups,
} from './lookup-shadows.js';
import { globListMatcher } from './glob-list.js';
import { pythonShadowOf } from './python-shadows.js';
import {
  followSymlink,
  MAX_SYMLINK_HOPS,
  symlinkAbove,
  treeSymlinks,
  type SymlinkEnd,
  type TreeSymlinks,
} from './symlink-chains.js';

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
 * subfolder (`session.prefix`, the gate's cwd inside the repository, e.g. `ml/`), by the always-on
 * defaults (`session.defaults`, the settings' DEFAULT_PROTECTED_GLOBS) anchored there too:
 * `ml/.arbor/**` holds that session's tree, eval command and bar.
 */
export function protectedMatcher(
  globs: readonly string[],
  session: { prefix: string; defaults: readonly string[] } = { prefix: '', defaults: [] },
): PathMatcher {
  const matchRoot = globListMatcher(globs, GLOB_OPTIONS);
  const { prefix: sessionPrefix } = session;
  const prefix = sessionPrefix === '' || sessionPrefix.endsWith('/') ? sessionPrefix : `${sessionPrefix}/`;
  if (prefix === '' || session.defaults.length === 0) return (path) => matchRoot(path);
  const matchDefaults = globListMatcher(session.defaults, GLOB_OPTIONS);
  const lowerPrefix = prefix.toLowerCase();
  return (path) =>
    matchRoot(path) ||
    (path.slice(0, prefix.length).toLowerCase() === lowerPrefix && matchDefaults(path.slice(prefix.length)));
}

/** The entries whose new side is a symlink: their targets must be read (at the source commit) and checked. */
export function symlinksToInspect(entries: readonly RawDiffEntry[]): RawDiffEntry[] {
  return entries.filter((entry) => entry.status !== 'D' && entry.newMode === SYMLINK_MODE);
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

/** How a diff entry changed its path, for messages. */
export function describe(entry: RawDiffEntry): string {
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

/** The protected Python sources of each folder (lower-cased; `` is the root), in one pass. */
function protectedModulesByFolder(protectedFiles: readonly string[]): Map<string, string[]> {
  const byFolder = new Map<string, string[]>();
  for (const file of protectedFiles) {
    if (!file.toLowerCase().endsWith('.py')) continue;
    const folder = file.slice(0, Math.max(0, file.lastIndexOf('/'))).toLowerCase();
    const modules = byFolder.get(folder);
    if (modules === undefined) byFolder.set(folder, [file]);
    else modules.push(file);
  }
  return byFolder;
}

/** A changed file or link that Python would import instead of a protected module (python-shadows.ts). */
function pythonShadowViolation(
  entry: RawDiffEntry,
  isProtected: PathMatcher,
  modulesByFolder: ReadonlyMap<string, string[]>,
): ProtectedViolation | null {
  const shadow = pythonShadowOf(entry.path, entry.newMode === SYMLINK_MODE);
  if (shadow === null) return null;
  const modules =
    'modules' in shadow
      ? shadow.modules.filter(isProtected)
      : (modulesByFolder.get(shadow.everyModuleIn.toLowerCase()) ?? []);
  if (modules.length === 0) return null;
  return {
    code: 'protected_path',
    path: entry.path,
    message: `${entry.path}: Python would import it instead of the protected ${modules.map(escapeControls).join(', ')} (${describe(entry)})`,
  };
}

/**
 * A changed path (either side of a rename; a deletion too) that takes over a protected file's lookups
 * (lookup-shadows.ts): the first side that does, or null.
 */
function lookupShadowViolation(
  entry: RawDiffEntry,
  lookups: ProtectedLookups,
  pytestConfigChanged: ReadonlySet<string>,
): ProtectedViolation | null {
  const sides = [
    { path: entry.path, removed: entry.status === 'D' },
    ...(entry.status === 'R' && entry.oldPath !== null ? [{ path: entry.oldPath, removed: true }] : []),
  ];
  for (const { path, removed } of sides) {
    const change = {
      removed,
      isSymlink: !removed && entry.newMode === SYMLINK_MODE,
      pytestConfigChanged: pytestConfigChanged.has(path),
    };
    const shadows = lookupShadowOf(path, change, lookups);
    if (shadows !== null)
      return {
        code: 'protected_path',
        path,
        message: `${escapeControls(path)}: ${escapeControls(shadows)} (${removed && path !== entry.path ? `renamed to ${entry.path}` : describe(entry)})`,
      };
  }
  return null;
}

/** The links a walk followed after the first, for a message (a long chain shortened). */
function throughLinks(end: SymlinkEnd): string {
  const shown = end.hops.slice(1, 5).map((hop) => `${escapeControls(hop.link)} -> ${quoted(hop.target)}`);
  if (end.hops.length > 5) shown.push(`... ${end.hops.length - 5} more`);
  return shown.length === 0 ? '' : `, through ${shown.join(', ')}`;
}

/** A changed symlink judged by where its chain of links, in the tree being judged, finally leads. */
function symlinkViolation(
  path: string,
  links: TreeSymlinks,
  isProtected: PathMatcher,
  protectedFolders: Set<string>,
): ProtectedViolation | null {
  const end = followSymlink(path, links);
  const first = quoted(end.hops[0]?.target ?? '?');
  const refuse = (message: string): ProtectedViolation => ({ code: 'protected_symlink', path, message });
  switch (end.kind) {
    case 'inside':
      return reachesProtected(end.path, isProtected, protectedFolders)
        ? refuse(
            `${path}: symlink points into a protected path (${first} -> ${escapeControls(end.path)}${throughLinks(end)})`,
          )
        : null;
    case 'outside':
      return refuse(`${path}: symlink points out of the repository (${first}${throughLinks(end)})`);
    case 'endless':
      return refuse(
        `${path}: symlink chain does not end within ${MAX_SYMLINK_HOPS} links, a loop (${first}${throughLinks(end)})`,
      );
    case 'unread':
      return refuse(
        `${path}: the target of the symlink ${escapeControls(end.link)} cannot be read, so where ${path} leads is unknown`,
      );
  }
}

/**
 * Judges the changes between the merge base and the source commit. `symlinkTargets` holds the target
 * text of every symlink of the source commit that a changed link's chain passes through (the changed
 * links' own included); `protectedFilesAtSource` is every protected file at the source commit (to see
 * what a link to a folder reaches); `symlinksAtSource` is every symlink path there (by default the
 * changed links alone).
 */
export function findProtectedViolations(
  entries: readonly RawDiffEntry[],
  isProtected: PathMatcher,
  symlinkTargets: ReadonlyMap<string, string>,
  protectedFilesAtSource: readonly string[],
  symlinksAtSource: readonly string[] = symlinksToInspect(entries).map((entry) => entry.path),
  pytestConfigChanged: ReadonlySet<string> = new Set(),
): ProtectedViolation[] {
  const protectedFolders = foldersHolding(protectedFilesAtSource);
  const modulesByFolder = protectedModulesByFolder(protectedFilesAtSource);
  const lookups = protectedLookups(protectedFilesAtSource);
  const links = treeSymlinks(symlinksAtSource, symlinkTargets);
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
    if (touched.length > 0) continue;
    const lookupShadow = lookupShadowViolation(entry, lookups, pytestConfigChanged);
    if (entry.status === 'D') {
      if (lookupShadow !== null) violations.push(lookupShadow);
      continue;
    }
    const linkAbove = symlinkAbove(entry.path, links);
    const violation =
      linkAbove !== undefined
        ? {
            code: 'protected_symlink' as const,
            path: entry.path,
            message: `${entry.path}: lies beneath ${escapeControls(linkAbove)}, a symlink of the same tree; a checkout could write it through the link, so it is refused wherever that leads`,
          }
        : (pythonShadowViolation(entry, isProtected, modulesByFolder) ??
          lookupShadow ??
          (entry.newMode === SYMLINK_MODE
            ? symlinkViolation(entry.path, links, isProtected, protectedFolders)
            : null));
    if (violation !== null) violations.push(violation);
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
 * The targets of the links `starts` and of every symlink of the tree that their chains pass through:
 * one `git cat-file --batch` for the changed links, then one more for each further link of the longest
 * chain among the tree's links (rarely any), never a git process per link.
 */
async function readChainTargets(
  git: Pick<GitAdapter, 'readBlobs'>,
  linkShas: ReadonlyMap<string, string>,
  starts: readonly string[],
): Promise<Map<string, string>> {
  const targets = new Map<string, string>();
  const links = treeSymlinks(linkShas.keys(), targets);
  const asked = new Set<string>();
  let walking = [...starts];
  let wanted = [...new Set(starts)];
  for (let round = 0; wanted.length > 0 && round <= MAX_SYMLINK_HOPS; round++) {
    const shas = wanted.flatMap((link) => linkShas.get(link) ?? []);
    const blobs = await git.readBlobs(shas);
    for (const link of wanted) {
      asked.add(link);
      const blob = blobs.get(linkShas.get(link) ?? '');
      if (blob !== undefined) targets.set(link, blob.toString('utf8'));
    }
    const stuck = walking.map((start) => [start, followSymlink(start, links)] as const);
    const unread = stuck.filter(
      (pair): pair is readonly [string, Extract<SymlinkEnd, { kind: 'unread' }>] =>
        pair[1].kind === 'unread' && !asked.has(pair[1].link),
    );
    walking = unread.map(([start]) => start);
    wanted = [...new Set(unread.map(([, end]) => end.link))];
  }
  return targets;
}

/**
 * Reads what the check needs through the git adapter (the diff, `sourceListing`: the source commit's
 * recursive listing, read by the caller, which may derive it from another's; every
 * changed symlink's target in one batch, and the few further links their chains pass through) and
 * judges it: a fixed number of git processes, whatever the number of files and symlinks.
 */
export async function checkProtectedPaths(
  git: Pick<GitAdapter, 'diffRaw' | 'readBlobs'>,
  range: { base: string; source: string },
  isProtected: PathMatcher,
  sourceListing: Promise<TreeEntry[]>,
): Promise<ProtectedCheck> {
  const [entries, tree] = await Promise.all([git.diffRaw(range.base, range.source), sourceListing]);
  const linkShas = new Map(tree.filter((e) => e.mode === SYMLINK_MODE).map((e) => [e.path, e.sha] as const));
  const changedLinks = symlinksToInspect(entries).map((entry) => entry.path);
  const targets = await readChainTargets(git, linkShas, changedLinks);
  const protectedFiles = tree.map((e) => e.path).filter(isProtected);
  const pytestChanged = await pytestConfigsChanged(git, entries);
  return {
    entries,
    violations: findProtectedViolations(
      entries,
      isProtected,
      targets,
      protectedFiles,
      [...linkShas.keys()],
      pytestChanged,
    ),
    protectedFiles,
  };
}

const NO_BLOB = /^0+$/;

/**
 * The changed pyproject.toml, tox.ini and setup.cfg files that may configure pytest on either side
 * (lookup-shadows.ts `mayConfigurePytest`), their blobs read in one `git cat-file --batch`; a renamed
 * one counts at both paths.
 */
async function pytestConfigsChanged(
  git: Pick<GitAdapter, 'readBlobs'>,
  entries: readonly RawDiffEntry[],
): Promise<Set<string>> {
  const isConfig = (path: string | null) =>
    path !== null && PYTEST_SECTION_FILES.has(path.slice(path.lastIndexOf('/') + 1).toLowerCase());
  const configs = entries.filter((e) => isConfig(e.path) || isConfig(e.oldPath));
  const blobs = await git.readBlobs(
    configs.flatMap((e) => [e.oldSha, e.newSha]).filter((sha) => !NO_BLOB.test(sha)),
  );
  // An unreadable blob may configure pytest: the check fails closed.
  const mayConfigure = (sha: string) => {
    if (NO_BLOB.test(sha)) return false;
    const blob = blobs.get(sha);
    return blob === undefined || mayConfigurePytest(blob.toString('utf8'));
  };
  const changed = new Set<string>();
  for (const e of configs) {
    if (!mayConfigure(e.oldSha) && !mayConfigure(e.newSha)) continue;
    if (isConfig(e.path)) changed.add(e.path);
    if (e.oldPath !== null && isConfig(e.oldPath)) changed.add(e.oldPath);
  }
  return changed;
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
