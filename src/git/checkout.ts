/**
 * Filling a new, empty worktree (`git worktree add --no-checkout`) with its commit's files. git's
 * parallel checkout writes regular files with one worker per CPU, but symlinks one by one in its main
 * process before the workers start: 6,000 symlinks beside 30,000 files doubled the checkout. So where
 * the commit has symlinks, a second `git checkout-index` writes them while the first writes the files.
 *
 * Why the two git processes cannot be played against each other (a symlink made by one redirecting a
 * write of the other): every folder exists before either starts, created here from the index that
 * `read-tree` wrote (git has validated every path there: no `..`, no `.git`, no file below a symlink);
 * neither runs with --force, so neither removes or replaces anything; and both only create leaves, with
 * `open(O_CREAT|O_EXCL)` and `symlink()`, which fail on any name that exists (a symlink included).
 * Where two names collide (a case-insensitive file system), that checkout-index fails and so does the
 * gate, with git's message, rather than evaluate a tree that is not the commit's.
 *
 * Paths are git's bytes, carried as latin1 strings (one character per byte, so nothing is lost).
 */
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { InfraError } from '../errors.js';
import type { GitAdapter } from './adapter.js';

const SYMLINK = '120000';

/**
 * One worker per CPU for git's parallel checkout: on a large tree the checkout is most of the gate's
 * own time. The threshold is git's default, stated so a configured one cannot switch it off.
 */
export function parallelCheckout(): string[] {
  const settings = [`checkout.workers=${availableParallelism()}`, 'checkout.thresholdForParallelism=100'];
  return settings.flatMap((setting) => ['-c', setting]);
}

export interface StagedEntry {
  mode: string;
  /** The path as git's bytes, one latin1 character per byte. */
  path: string;
}

/** Reads `git ls-files --stage -z` (`<mode> <sha> <stage>\t<path>\0`...). Pure. */
export function parseStagedEntries(out: Buffer): StagedEntry[] {
  const entries: StagedEntry[] = [];
  for (let start = 0; start < out.length;) {
    const end = out.indexOf(0, start);
    const record = out.toString('latin1', start, end === -1 ? out.length : end);
    const tab = record.indexOf('\t');
    if (tab === -1) throw new InfraError(`unexpected git ls-files output: ${JSON.stringify(record)}`);
    entries.push({ mode: record.slice(0, record.indexOf(' ')), path: record.slice(tab + 1) });
    start = end === -1 ? out.length : end + 1;
  }
  return entries;
}

/** Every folder that holds one of `paths` (`a`, `a/b` for `a/b/c`), each after its parent. Pure. */
export function foldersHolding(paths: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const path of paths) {
    for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) {
      const folder = path.slice(0, at);
      if (folders.has(folder)) break;
      folders.add(folder);
    }
  }
  // A folder sorts before everything inside it.
  return [...folders].sort();
}

function pathList(entries: readonly StagedEntry[]): Buffer {
  return Buffer.from(entries.map((entry) => `${entry.path}\0`).join(''), 'latin1');
}

async function makeFolders(root: string, folders: readonly string[]): Promise<void> {
  const prefix = Buffer.from(`${root}/`);
  for (const folder of folders) {
    try {
      await mkdir(Buffer.concat([prefix, Buffer.from(folder, 'latin1')]), { recursive: true });
    } catch (error) {
      throw new InfraError(
        `could not create the worktree's folders in ${root}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
  }
}

/** Fills the empty worktree `worktree` (an adapter running in it) with its HEAD commit `commit`. */
export async function checkOutWorktree(worktree: GitAdapter, commit: string): Promise<void> {
  await worktree.run(['read-tree', '--end-of-options', commit]);
  const entries = parseStagedEntries(await worktree.runBytes(['ls-files', '--stage', '-z']));
  const links = entries.filter((entry) => entry.mode === SYMLINK);
  if (links.length === 0) {
    // What `git worktree add` itself runs to check out.
    await worktree.run([...parallelCheckout(), 'reset', '--hard', '--no-recurse-submodules', '--quiet']);
    return;
  }
  await makeFolders(worktree.dir, foldersHolding(entries.map((entry) => entry.path)));
  const others = entries.filter((entry) => entry.mode !== SYMLINK);
  // Both run to their end before anything is thrown: the caller removes the folder they write in.
  const written = await Promise.allSettled([
    worktree.runBytes(['checkout-index', '-z', '--stdin'], { input: pathList(links) }),
    worktree.runBytes([...parallelCheckout(), 'checkout-index', '--index', '-z', '--stdin'], {
      input: pathList(others),
    }),
  ]);
  for (const result of written) if (result.status === 'rejected') throw result.reason;
  // The symlinks' stat data, which only the files' checkout-index wrote to the index, for its own
  // (`--refresh` would also hash every file written within the index's second, all of them).
  await worktree.runBytes(['update-index', '--info-only', '-z', '--stdin'], { input: pathList(links) });
}
