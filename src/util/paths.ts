import { isAbsolute, relative, sep } from 'node:path';

/** True when `path` is `folder` itself or lies below it (both absolute, already resolved). */
export function isWithin(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}
