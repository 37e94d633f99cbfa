/**
 * Run-time tamper check (docs/architecture.md "Judge"): the protected files committed at the source are hashed in
 * the worktree before and after the evaluation; any difference (content, mode, type, deletion) means
 * the evaluated code changed what judges it. Files the evaluation creates are not counted: tools
 * legitimately write caches (`__pycache__`) next to protected code.
 */
import { createHash } from 'node:crypto';
import { lstat, readFile, readlink } from 'node:fs/promises';
import { join } from 'node:path';

async function fingerprint(path: string): Promise<string> {
  try {
    const stat = await lstat(path);
    if (stat.isSymbolicLink()) return `link:${await readlink(path)}`;
    if (!stat.isFile()) return `type:${stat.mode & 0o170000}`;
    const digest = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
    return `file:${stat.mode & 0o111 ? 'x' : '-'}:${digest}`;
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'ENOTDIR'
    ) {
      return 'missing';
    }
    throw error;
  }
}

/** Fingerprints of repository-relative paths under `root` (missing files included as such). */
export async function fingerprintFiles(root: string, paths: readonly string[]): Promise<Map<string, string>> {
  const entries = await Promise.all(
    paths.map(async (path) => [path, await fingerprint(join(root, path))] as const),
  );
  return new Map(entries);
}

/** Paths whose fingerprint differs between the two snapshots. */
export function changedFiles(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): string[] {
  return [...before.keys()].filter((path) => before.get(path) !== after.get(path));
}
