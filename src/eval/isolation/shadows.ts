/**
 * What an evaluation adds at the worktree root beside a protected file, checked after the run. The
 * root stays writable (Arbor's evaluators write their submission there), so it cannot be sealed like
 * the folders below it; instead an entry created there at run time under a name a protected entry
 * point would look up first is refused: a module or package beside a protected script (`json.py`
 * beats the standard library), a `.pth`, a compiled module, test or build configuration
 * (`conftest.py`, `GNUmakefile`), `node_modules/`, or an extension twin of a protected file
 * (`metric` or `metric.mjs` beside `metric.js`). Pure, but for the listing of the root.
 */
import { lstat, readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** Names that configure or replace what a protected entry point at the root resolves. */
const LOOKUP_NAMES = new Set([
  '__pycache__',
  '__init__.py',
  'conftest.py',
  'pytest.ini',
  'pyproject.toml',
  'setup.cfg',
  'tox.ini',
  'sitecustomize.py',
  'usercustomize.py',
  'node_modules',
  'package.json',
  'GNUmakefile',
  'makefile',
  'Makefile',
]);

/** Endings of modules Python imports by a bare name from the script's folder (and `.pth` files). */
const MODULE_ENDINGS = /\.(py|pyc|pyo|pyd|so|pth)$/;

/** What Node tries for `require('./metric')`: the name itself, then these endings. */
const JS_ENDINGS = /\.(js|mjs|cjs|json|node)$/;

export interface RootEntry {
  name: string;
  /** A folder holding `__init__.py`: a regular Python package, which wins over the standard library. */
  package: boolean;
}

/** The entries of the worktree root. */
export async function rootEntries(worktree: string): Promise<RootEntry[]> {
  const dirents = await readdir(worktree, { withFileTypes: true });
  return Promise.all(
    dirents.map(async (dirent) => ({
      name: dirent.name,
      package:
        dirent.isDirectory() &&
        (await lstat(join(worktree, dirent.name, '__init__.py')).catch(() => null)) !== null,
    })),
  );
}

function stem(name: string): string {
  const dot = name.indexOf('.');
  return dot <= 0 ? name : name.slice(0, dot);
}

/**
 * The root entries in `after` but not in `before` that shadow a lookup of a protected root file
 * (`protectedRoot`: their names); none when no protected file is at the root.
 */
export function createdShadows(
  before: readonly RootEntry[],
  after: readonly RootEntry[],
  protectedRoot: readonly string[],
): string[] {
  if (protectedRoot.length === 0) return [];
  const existed = new Set(before.map((entry) => entry.name));
  const twins = new Set(protectedRoot.filter((name) => JS_ENDINGS.test(name)).map(stem));
  const isTwin = (name: string): boolean =>
    twins.has(stem(name)) && (extname(name) === '' || JS_ENDINGS.test(name));
  return after
    .filter((entry) => !existed.has(entry.name))
    .filter(
      ({ name, package: isPackage }) =>
        isPackage || LOOKUP_NAMES.has(name) || MODULE_ENDINGS.test(name) || isTwin(name),
    )
    .map((entry) => entry.name)
    .sort();
}

/** The message for a shadow created at run time beside `protectedRoot`. */
export function shadowMessage(name: string, protectedRoot: readonly string[]): string {
  return (
    `${name}: created at the worktree root while the evaluation ran, beside protected ` +
    `${protectedRoot.join(', ')}: a name the protected entry point may load or obey instead of its own; ` +
    `write outputs under another name, in a subfolder or in $TMPDIR`
  );
}
