/**
 * The `eval-read` setting, validated: each entry an absolute path or a path relative to the checkout
 * (normalized, inside it, not the checkout itself). A relative entry is protected (a branch may not
 * commit what the view shows there), so its globs join the protected ones. Bad entries are UserErrors
 * naming the flag, input or meta field.
 */
import { isAbsolute, normalize, posix } from 'node:path';
import { UserError } from '../../errors.js';
import type { DeclaredPath } from '../../eval/runtime-view/view.js';
import type { TreeMeta } from '../../session/tree.js';
import { settingOf } from '../setting-lookup.js';

/** Characters a protected glob would read as pattern syntax, and characters no path here may hold. */
const GLOB_SYNTAX = /[*?[\]{}()!+@\\]/;

/**
 * The declared paths: the input's list (`given`, named `name`) when given, else the tree's meta value
 * (in the tree file `treeSource`); [] when neither.
 */
export function evalReadSettings(
  given: readonly string[] | undefined,
  meta: TreeMeta,
  name: string,
  treeSource: string,
): DeclaredPath[] {
  const key = settingOf('evalRead').meta as string;
  const fromMeta = meta[key];
  if ((given ?? []).length > 0) return declaredPaths(given, name);
  return fromMeta === undefined || fromMeta === null
    ? []
    : declaredPaths(fromMeta, `meta.${key} in ${treeSource}`);
}

function declaredPaths(value: unknown, label: string): DeclaredPath[] {
  if (!Array.isArray(value)) throw new UserError(`${label}: expected a list of paths`);
  return value.map((entry): DeclaredPath => {
    if (typeof entry !== 'string' || entry.trim() === '')
      throw new UserError(`${label}: expected non-empty paths, got ${JSON.stringify(entry)}`);
    const written = entry.trim();
    if ([...written].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
      throw new UserError(`${label}: control characters are not allowed in ${JSON.stringify(written)}`);
    if (isAbsolute(written)) return { written, absolute: normalize(written), relative: null };
    const relative = posix.normalize(written).replace(/\/+$/, '');
    if (relative === '.' || relative === '..' || relative.startsWith('../'))
      throw new UserError(`${label}: ${JSON.stringify(written)} is not inside the checkout`);
    if (GLOB_SYNTAX.test(relative))
      throw new UserError(
        `${label}: ${JSON.stringify(written)}: a checkout-relative path may not hold * ? [ ] { } ( ) ! + @ or \\`,
      );
    return { written, absolute: null, relative };
  });
}

/** The protected globs of the checkout-relative declared paths: each path and everything below it. */
export function evalReadGlobs(declared: readonly DeclaredPath[]): string[] {
  return declared.flatMap((path) => (path.relative === null ? [] : [path.relative, `${path.relative}/**`]));
}
