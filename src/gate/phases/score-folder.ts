/**
 * Phase 2's folder: a gate-owned copy of trunk's protected and held-out files and of the branch's
 * declared outputs as phase 1 left them, each at its repository path, and nothing else of phase 1's
 * worktree (a `json.py` the branch left there would shadow the standard library for the scorer).
 * Out-of-repository held-out paths are copied under HELD_OUT_FOLDER at their own absolute paths.
 *
 * An output is copied only when it is a regular file (or a folder of them) reached through real
 * folders: a symlink is never followed, so the branch cannot hand the scorer the labels, or a file
 * of the runner's, as its submission. Phase 1's processes have all ended when this runs.
 *
 * Phase 2 receives outputs, not code: the outputs keep their repository paths (scorers read their
 * submission beside them, as Arbor's eval.py reads `submission.csv`), so a name the scorer's language
 * would import or run from there (a `.py` module, a package's `__init__.py`, a `.pth`, an R or Node
 * source, a native library, `.Rprofile`, `package.json`) is refused as not given, as is a file that
 * would replace one of trunk's in the folder. The outputs together are bounded (OUTPUTS_LIMIT_BYTES,
 * by their apparent size, so a sparse 3 GiB file is refused too) and streamed, never held in memory.
 */
import { constants, createWriteStream, type Dirent } from 'node:fs';
import { chmod, cp, lstat, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { dirname, join } from 'node:path';
import { UserError } from '../../errors.js';
import type { GitAdapter } from '../../git/adapter.js';
import { openRegularFile } from '../../util/regular-file.js';

/** The most bytes of declared outputs phase 2 receives in one run, all together (1 GiB). */
export const OUTPUTS_LIMIT_BYTES = 1024 ** 3;

/** File names a scorer's language imports or runs from its folder: Python, R, Node, native, shell. */
const IMPORTABLE_FILE = /\.(py[cdowz]?|pth|so|dylib|[cm]?js|node|r|sh)$/i;
/** Start-up files and module folders those languages look for by name. */
const IMPORTABLE_NAMES: ReadonlySet<string> = new Set([
  '.rprofile',
  'package.json',
  'node_modules',
  '__pycache__',
]);

/** Why `path` is code the scorer could import rather than an output, or null. */
function importable(path: string): string | null {
  const parts = path.split('/');
  const named = parts.find((part) => IMPORTABLE_NAMES.has(part.toLowerCase()));
  if (named !== undefined) return `${named} is a name the scorer's language loads code from`;
  if (IMPORTABLE_FILE.test(parts.at(-1) ?? ''))
    return "a file of code the scorer's language would import from its folder (phase 2 receives outputs, not code)";
  return null;
}

/** Where out-of-repository held-out paths are copied, inside phase 2's folder. */
export const HELD_OUT_FOLDER = '.arbor-held-out';

/** What the folder holds: every file (folder-relative), and why a declared output is not there. */
export interface ScoreFolder {
  files: string[];
  /** The copies of the out-of-repository held-out paths (absolute, in order given). */
  heldOutCopies: string[];
  notGiven: string[];
}

const IS_SYMLINK = '120000';
const IS_EXECUTABLE = '100755';

/** The committed files among `paths` at `commit`, written into `folder` (symlinks as symlinks). */
async function writeCommitted(repo: GitAdapter, commit: string, paths: ReadonlySet<string>, folder: string) {
  const entries = (await repo.listTree(commit)).filter((e) => e.type === 'blob' && paths.has(e.path));
  const blobs = await repo.readBlobs(entries.map((e) => e.sha));
  for (const entry of entries) {
    const target = join(folder, entry.path);
    const bytes = blobs.get(entry.sha) as Buffer;
    await mkdir(dirname(target), { recursive: true, mode: 0o755 });
    if (entry.mode === IS_SYMLINK) await symlink(bytes.toString('utf8'), target);
    else await writeFile(target, bytes, { mode: entry.mode === IS_EXECUTABLE ? 0o755 : 0o644 });
  }
  return entries.map((e) => e.path);
}

/** Why `path` (worktree-relative) cannot be given, or null: every folder on the way is a real folder. */
async function crossesSymlink(worktree: string, path: string): Promise<string | null> {
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i++) {
    const folder = parts.slice(0, i).join('/');
    const stats = await lstat(join(worktree, folder)).catch(() => null);
    if (stats === null) return 'phase 1 did not leave it';
    if (!stats.isDirectory()) return `${folder} is not a folder (a symlink is never followed)`;
  }
  return null;
}

const GIB = 1024 ** 3;
const size = (bytes: number) => `${(bytes / GIB).toFixed(2)} GiB`;

/**
 * Streams one regular file (not following a symlink at its last component) into a new file, within
 * what is left of the budget; returns why it was not copied, or null.
 */
async function copyRegular(from: string, to: string, budget: { left: number }): Promise<string | null> {
  const source = await openRegularFile(from, constants.O_NOFOLLOW);
  try {
    const { size: bytes } = await source.stat();
    if (bytes > budget.left) {
      return `${size(bytes)}, past the ${size(OUTPUTS_LIMIT_BYTES)} that declared outputs may hold together (${size(budget.left)} left)`;
    }
    await mkdir(dirname(to), { recursive: true, mode: 0o755 });
    // `wx`: a file already there is trunk's, and stays so.
    const target = createWriteStream(to, { flags: 'wx', mode: 0o644 });
    const copied = pipeline(
      // At most the size checked: a file that grew since is cut there.
      bytes === 0 ? [] : source.createReadStream({ start: 0, end: bytes - 1, autoClose: false }),
      target,
    );
    try {
      await copied;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        return "trunk's file of that name is in phase 2's folder";
      await rm(to, { force: true });
      throw error;
    }
    budget.left -= bytes;
    return null;
  } finally {
    await source.close();
  }
}

/** Copies an output (a file, or a folder of files and folders), returning the files copied. */
async function copyOutput(
  worktree: string,
  path: string,
  folder: string,
  notGiven: string[],
  budget: { left: number },
): Promise<string[]> {
  const stats = await lstat(join(worktree, path)).catch(() => null);
  if (stats === null) {
    notGiven.push(`${path}: phase 1 did not leave it`);
    return [];
  }
  const code = importable(path);
  if (code !== null) {
    notGiven.push(`${path}: ${code}`);
    return [];
  }
  if (stats.isFile()) {
    const refused = await copyRegular(join(worktree, path), join(folder, path), budget);
    if (refused !== null) notGiven.push(`${path}: ${refused}`);
    return refused === null ? [path] : [];
  }
  if (!stats.isDirectory()) {
    notGiven.push(`${path}: not a regular file or folder (a symlink is never followed)`);
    return [];
  }
  const copied: string[] = [];
  const children: Dirent[] = await readdir(join(worktree, path), { withFileTypes: true });
  for (const child of children) {
    copied.push(...(await copyOutput(worktree, `${path}/${child.name}`, folder, notGiven, budget)));
  }
  return copied;
}

export interface ScoreFolderSpec {
  repo: GitAdapter;
  /** The evaluated commit: its protected files are trunk's (a branch that changed one was refused). */
  commit: string;
  /** The protected files (held-out ones among them), repository-relative. */
  protectedFiles: readonly string[];
  /** Phase 1's worktree and the declared outputs in it (repository-relative). */
  worktree: string;
  outputs: readonly string[];
  /** Held-out paths outside the repository (absolute). */
  heldOutOutside: readonly string[];
  /** The folder to fill (it exists and is empty). */
  folder: string;
}

/** Fills phase 2's folder (see the module comment); a held-out path outside the repository must exist. */
export async function buildScoreFolder(spec: ScoreFolderSpec): Promise<ScoreFolder> {
  // The session record is the tree's bookkeeping, not the scorer's: it stays hidden as in phase 1.
  const committed = new Set(spec.protectedFiles.filter((path) => !path.split('/').includes('.arbor')));
  const files = await writeCommitted(spec.repo, spec.commit, committed, spec.folder);
  const notGiven: string[] = [];
  const budget = { left: OUTPUTS_LIMIT_BYTES };
  for (const output of [...new Set(spec.outputs)]) {
    if (committed.has(output)) continue;
    const crossing = await crossesSymlink(spec.worktree, output);
    if (crossing !== null) notGiven.push(`${output}: ${crossing}`);
    else files.push(...(await copyOutput(spec.worktree, output, spec.folder, notGiven, budget)));
  }
  const heldOutCopies: string[] = [];
  for (const path of spec.heldOutOutside) {
    if ((await lstat(path).catch(() => null)) === null) {
      throw new UserError(`held-out: ${path} does not exist on this runner`);
    }
    const copy = join(spec.folder, HELD_OUT_FOLDER, path);
    await cp(path, copy, { recursive: true, dereference: true });
    await readableByScorer(copy);
    heldOutCopies.push(copy);
    files.push(...(await listFiles(spec.folder, join(HELD_OUT_FOLDER, path))));
  }
  return { files, heldOutCopies, notGiven };
}

/**
 * The copy readable by whoever scores (files 0644, folders 0755), whatever the original's mode: labels
 * kept 0600 so that no evaluation account reads them in place must still reach the scorer. The copy
 * is no wider open for that: an isolated run's folder is its account's alone to enter
 * (src/eval/isolation/run-folder.ts), any other run's is the gate's own (0700).
 */
async function readableByScorer(path: string): Promise<void> {
  const stats = await lstat(path);
  if (!stats.isDirectory()) {
    await chmod(path, 0o644);
    return;
  }
  await chmod(path, 0o755);
  for (const child of await readdir(path)) await readableByScorer(join(path, child));
}

/** The files under `path` (folder-relative), or `path` itself when it is a file. */
async function listFiles(folder: string, path: string): Promise<string[]> {
  const stats = await lstat(join(folder, path));
  if (!stats.isDirectory()) return [path];
  const found: string[] = [];
  for (const child of await readdir(join(folder, path)))
    found.push(...(await listFiles(folder, join(path, child))));
  return found;
}
