/**
 * Committed files that change what a protected entry point looks up, though no protected file changes
 * (docs/architecture.md, merge procedure step 7; issue 24). A deny-list protects files; an evaluator
 * resolves names. Each rule below was an attack that merged a forged score with every protected file
 * untouched:
 *
 * - **Python's standard library**: a script's own folder is first on `sys.path`, and `python -m` puts
 *   the working directory there, so `D/json.py` (or `D/json.<tag>.so`, a sourceless `D/json.pyc`, a
 *   package `D/json/__init__.py`, a symlink `D/json`) replaces `import json` for a protected `D/eval.py`.
 *   Refused in every folder holding a protected Python file, and at the repository root (the usual
 *   working directory) when any Python file is protected. The names are python-stdlib.ts.
 * - **A protected package**: `X/eval.py` (or `.pyc`, `.so`, `.pyd`) beats a namespace package `X/eval/`
 *   holding protected modules, and an `__init__.*` added to a folder on the way to a protected module
 *   runs when the module is imported as part of its package.
 * - **pytest**: a `conftest.py` at or above a folder holding protected Python files, or below one
 *   holding protected test files (`test_*.py`, `*_test.py`), is loaded by pytest before it runs them
 *   (and can rewrite every outcome); `pytest.ini`, `.pytest.ini`,
 *   `pytest.toml` and `.pytest.toml` at or above them are pytest's configuration whatever they hold
 *   (`addopts = -p plugin`, `python_files`); a changed `pyproject.toml`, `tox.ini` or `setup.cfg` there
 *   only when it may configure pytest (it names pytest, on either side), so that a branch may still
 *   add a dependency to one that does not. Deleting one of these counts too.
 * - **Node**: `node_modules/` in a folder at or above a protected JavaScript or TypeScript file is where
 *   its bare `require('scorelib')` resolves first; `D/metric` (no extension) beats `D/metric.js` for
 *   `require('./metric')`, and so do `D/metric.js` for a protected `D/metric.json`, `D/metric.js` or
 *   `.json` for a protected `.node`, `D/metric.js|.json|.node` and `D/metric/package.json` for a
 *   protected `D/metric/index.js`.
 * - **make**: GNU make reads `GNUmakefile`, then `makefile`, then `Makefile`.
 *
 * Names are compared with letter case ignored, as a case-insensitive checkout finds them. What this
 * cannot list (a third-party module a protected script imports, a transitive import, a `package.json`
 * field) the editable allow-list (editable.ts) closes.
 */
import { PYTHON_STDLIB_MODULES } from './python-stdlib.js';

/** A changed path and, in words, what lookup of a protected file it takes over. */
export interface LookupShadow {
  path: string;
  /** e.g. "Python would import it instead of the standard library's json, for the protected eval.py". */
  shadows: string;
}

/** Where protected files sit, indexed once (lower-cased keys; values name a protected file for messages). */
export interface ProtectedLookups {
  /** Folders holding a protected Python file (`` is the root). */
  pythonFolders: Map<string, string>;
  /** Folders at or above one holding a protected Python file, the root included. */
  pythonAncestors: Map<string, string>;
  /** Folders holding a protected file that pytest collects by default (`test_*.py`, `*_test.py`). */
  testFolders: Map<string, string>;
  /** Folders at or above one holding a protected JavaScript or TypeScript file, the root included. */
  scriptAncestors: Map<string, string>;
  /** Exact paths that Node or make would read instead of a protected file: path -> what it shadows. */
  twins: Map<string, string>;
}

const PYTHON_SOURCE = /\.py$/i;
/** pytest's default `python_files`: what it collects from a folder it recurses into. */
const PYTEST_DEFAULT_FILES = /(?:^|\/)(?:test_[^/]*|[^/]*_test)\.py$/i;
const SCRIPT = /\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/i;
/** What Python's path finder imports as a module named by the part before the first dot. */
const IMPORTABLE = /\.(?:py|pyc|so|pyd)$/i;
/** Files whose mere presence configures pytest at and below their folder. */
const PYTEST_FILES = new Set(['pytest.ini', '.pytest.ini', 'pytest.toml', '.pytest.toml']);
/** Shared configuration files that configure pytest only through a section of their own. */
export const PYTEST_SECTION_FILES = new Set(['pyproject.toml', 'tox.ini', 'setup.cfg']);
/** The extensions CommonJS's `require('./x')` tries, in order (after `x` itself). */
const REQUIRE_EXTENSIONS = ['.js', '.json', '.node'];

function splitPath(path: string): { folder: string; name: string } {
  const slash = path.lastIndexOf('/');
  return { folder: slash === -1 ? '' : path.slice(0, slash), name: path.slice(slash + 1) };
}

function join(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}

/** `a/b/c` -> ``, `a`, `a/b`, `a/b/c`: the folder and every folder above it, the root first. */
function foldersUpTo(folder: string): string[] {
  if (folder === '') return [''];
  const parts = folder.split('/');
  return ['', ...parts.map((_, i) => parts.slice(0, i + 1).join('/'))];
}

function addFirst(map: Map<string, string>, key: string, value: string): void {
  if (!map.has(key)) map.set(key, value);
}

/** The require()/make twins of one protected file, added to `twins`. */
function addTwins(twins: Map<string, string>, file: string): void {
  const lower = file.toLowerCase();
  const { folder, name } = splitPath(lower);
  const takesOver = (path: string, how: string) => addFirst(twins, path, `${how} ${file}`);
  const dot = name.lastIndexOf('.');
  if (dot > 0 && (SCRIPT.test(name) || REQUIRE_EXTENSIONS.includes(name.slice(dot)))) {
    const stem = join(folder, name.slice(0, dot));
    takesOver(stem, `Node's require() takes it before the protected`);
    const earlier = REQUIRE_EXTENSIONS.slice(0, Math.max(0, REQUIRE_EXTENSIONS.indexOf(name.slice(dot))));
    for (const ext of earlier) takesOver(`${stem}${ext}`, `Node's require() takes it before the protected`);
    const index = /^index\.(?:js|json|node)$/.test(name) && folder !== '';
    if (index) {
      for (const ext of ['', ...REQUIRE_EXTENSIONS])
        takesOver(`${folder}${ext}`, `Node's require() takes it before the protected folder module`);
      takesOver(join(folder, 'package.json'), `its "main" decides what Node loads instead of the protected`);
    }
  }
  // `makefile` beside a protected `Makefile` is the protected path itself to the case-blind globs.
  if (name === 'makefile') takesOver(join(folder, 'gnumakefile'), 'GNU make reads it before the protected');
}

/** Indexes where the protected files are, in one pass (each file's folders: linear in the path depth). */
export function protectedLookups(protectedFiles: readonly string[]): ProtectedLookups {
  const lookups: ProtectedLookups = {
    pythonFolders: new Map(),
    pythonAncestors: new Map(),
    testFolders: new Map(),
    scriptAncestors: new Map(),
    twins: new Map(),
  };
  for (const file of protectedFiles) {
    const folder = splitPath(file.toLowerCase()).folder;
    if (PYTHON_SOURCE.test(file)) {
      addFirst(lookups.pythonFolders, folder, file);
      for (const above of foldersUpTo(folder)) addFirst(lookups.pythonAncestors, above, file);
      if (PYTEST_DEFAULT_FILES.test(file)) addFirst(lookups.testFolders, folder, file);
    }
    if (SCRIPT.test(file))
      for (const above of foldersUpTo(folder)) addFirst(lookups.scriptAncestors, above, file);
    addTwins(lookups.twins, file);
  }
  return lookups;
}

/**
 * A protected file that a conftest.py in `folder` reaches, if any: a protected Python file at or
 * below the folder (pytest loads the conftest.py files above what it runs), or a protected test file
 * above it (pytest loads every conftest.py of the folders it collects, and its hooks then apply to
 * every test).
 */
function conftestReach(folder: string, lookups: ProtectedLookups): string | undefined {
  const atOrBelow = lookups.pythonAncestors.get(folder);
  if (atOrBelow !== undefined) return atOrBelow;
  for (const above of foldersUpTo(folder)) {
    const file = lookups.testFolders.get(above);
    if (file !== undefined) return file;
  }
  return undefined;
}

/** What a standard-library or package name at `path` takes over, if anything. */
function pythonNameShadow(path: string, isSymlink: boolean, lookups: ProtectedLookups): string | null {
  const { folder, name } = splitPath(path);
  const lowerFolder = folder.toLowerCase();
  const stem = name.split('.')[0] ?? '';
  const lowerStem = stem.toLowerCase();
  // The protected Python file whose lookups a module of that name in `where` would take over.
  const besideScript = (where: string) =>
    lookups.pythonFolders.get(where) ?? (where === '' ? lookups.pythonAncestors.get('') : undefined);
  // `D/json.py`, `D/json.<tag>.so`, a symlink `D/json`; a package `D/json/__init__.py` is below.
  if ((IMPORTABLE.test(name) || (isSymlink && !name.includes('.'))) && stem !== '') {
    const beside = PYTHON_STDLIB_MODULES.has(lowerStem) ? besideScript(lowerFolder) : undefined;
    if (beside !== undefined)
      return `Python would import it instead of the standard library's ${lowerStem}, for the protected ${beside}`;
    const inPackage = lookups.pythonAncestors.get(join(lowerFolder, lowerStem));
    if (inPackage !== undefined)
      return `Python would import it instead of the protected package ${join(folder, stem)}/ (${inPackage})`;
  }
  if (lowerStem === '__init__' && name.includes('.') && folder !== '') {
    const parent = splitPath(folder);
    const packageName = parent.name.toLowerCase();
    const beside = PYTHON_STDLIB_MODULES.has(packageName)
      ? besideScript(parent.folder.toLowerCase())
      : undefined;
    if (beside !== undefined)
      return `Python would import the package ${folder}/ instead of the standard library's ${packageName}, for the protected ${beside}`;
    const below = lookups.pythonAncestors.get(lowerFolder);
    if (below !== undefined)
      return `Python runs it when it imports the protected ${below} as part of the package ${folder}/`;
  }
  return null;
}

/**
 * What the changed path `path` (present after the change unless `removed`) takes over in the lookups
 * of a protected file, or null. `pytestConfigChanged` says whether a pyproject.toml, tox.ini or
 * setup.cfg at `path` changed and may configure pytest (read from git by the caller).
 */
export function lookupShadowOf(
  path: string,
  change: { removed: boolean; isSymlink: boolean; pytestConfigChanged: boolean },
  lookups: ProtectedLookups,
): string | null {
  const lower = path.toLowerCase();
  const { folder, name } = splitPath(lower);
  if (name === 'conftest.py') {
    const tests = conftestReach(folder, lookups);
    if (tests !== undefined)
      return `pytest loads it before the protected ${tests}, whose outcomes it can rewrite`;
  }
  if (PYTEST_FILES.has(name) || (PYTEST_SECTION_FILES.has(name) && change.pytestConfigChanged)) {
    const tests = lookups.pythonAncestors.get(folder);
    if (tests !== undefined)
      return `it configures pytest (options, plugins, what is collected) for the protected ${tests}`;
  }
  if (change.removed) return null;
  const parts = lower.split('/');
  for (let i = parts.indexOf('node_modules'); i !== -1; i = parts.indexOf('node_modules', i + 1)) {
    const script = lookups.scriptAncestors.get(parts.slice(0, i).join('/'));
    if (script !== undefined)
      return `Node resolves the protected ${script}'s package imports through ${path
        .split('/')
        .slice(0, i + 1)
        .join('/')}/ first`;
  }
  const twin = lookups.twins.get(lower);
  if (twin !== undefined) return twin;
  return pythonNameShadow(path, change.isSymlink, lookups);
}

/**
 * Whether a pyproject.toml, tox.ini or setup.cfg may configure pytest: it names pytest anywhere, or
 * holds a `\u` / `\U` escape (a TOML key can spell `pytest` with one). A changed file that may,
 * on either side, is refused whatever changed in it: reading its sections as pytest does would be a
 * parser the branch could outwit (a nested array line that looks like a table header).
 */
export function mayConfigurePytest(text: string): boolean {
  return /pytest/i.test(text) || /\\[uU]/.test(text);
}
