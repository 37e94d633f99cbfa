/**
 * Files that Python imports in place of a module's source (docs/architecture.md, merge procedure step
 * 7). When the protected globs name Python sources (`eval/*.py`) rather than their folder, a branch
 * could otherwise leave `eval/score.py` untouched and still replace what `import score` runs:
 *
 * - `D/__pycache__/S.<tag>.pyc`: bytecode is loaded instead of compiling the source. A timestamp pyc
 *   is checked against the source's mtime and size only, a checked-hash pyc against a hash of the
 *   source that its author can simply copy, and an unchecked-hash pyc (PEP 552) is not checked at all;
 * - `D/S.so`, `D/S.<tag>.so`, `D/S.pyd`: an extension module comes before the source in the finder's
 *   order;
 * - `D/S/__init__.<anything>`: a package of the same name comes before the module;
 * - a symlink at `D/S` (a folder holding `__init__.py`) or at `D/__pycache__` (a folder of pycs).
 *
 * A sourceless `D/S.pyc` beside `D/S.py` is not a shadow: the finder takes the source first (checked on
 * CPython 3.11), so it is left to the globs. Names are compared with letter case ignored, as a
 * case-insensitive checkout finds them.
 */

/** What a path would take the place of at import: these modules' sources, or every module in a folder. */
export type PythonShadow = { modules: string[] } | { everyModuleIn: string };

const EXTENSION_MODULE = /\.(so|pyd)$/i;

/**
 * The Python sources (`D/S.py`) or the folder of sources that a file or symlink at `path` would be
 * imported in place of; null for a path Python never takes for another module.
 */
export function pythonShadowOf(path: string, isSymlink: boolean): PythonShadow | null {
  const slash = path.lastIndexOf('/');
  const folder = slash === -1 ? '' : path.slice(0, slash);
  const name = path.slice(slash + 1);
  const inFolder = (file: string) => (folder === '' ? file : `${folder}/${file}`);
  const parentSlash = folder.lastIndexOf('/');
  const parentName = folder.slice(parentSlash + 1).toLowerCase();
  const grandparent = parentSlash === -1 ? '' : folder.slice(0, parentSlash);
  const stem = name.split('.')[0] ?? '';

  const modules: string[] = [];
  if (parentName === '__pycache__' && /\.pyc$/i.test(name) && stem !== '') {
    modules.push(grandparent === '' ? `${stem}.py` : `${grandparent}/${stem}.py`);
  }
  if (EXTENSION_MODULE.test(name) && stem !== '') modules.push(inFolder(`${stem}.py`));
  if (stem.toLowerCase() === '__init__' && name.includes('.') && folder !== '') modules.push(`${folder}.py`);
  if (modules.length > 0) return { modules };
  if (isSymlink && name.toLowerCase() === '__pycache__') return { everyModuleIn: folder };
  if (isSymlink && !name.includes('.')) return { modules: [inFolder(`${name}.py`)] };
  return null;
}
