/**
 * Phase 2's folder: a gate-owned copy of trunk's protected and held-out files and of the branch's
 * declared outputs as phase 1 left them, each at its repository path, and nothing else of phase 1's
 * worktree (a `json.py` the branch left there would shadow the standard library for the scorer).
 * Out-of-repository held-out paths are copied under HELD_OUT_FOLDER at their own absolute paths.
 *
 * An output is copied only when it is a regular file (or a folder of them) reached through real
 * folders: a symlink is never followed, so the branch cannot hand the scorer the labels, or a file
 * of the runner's, as its submission. Phase 1's processes have all ended when this runs.
 */
import { constants, type Dirent } from 'node:fs';
import { cp, lstat, mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UserError } from '../../errors.js';
import type { GitAdapter } from '../../git/adapter.js';
import { readRegularFile } from '../../util/regular-file.js';

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

/** Copies one regular file without following a symlink at its last component. */
async function copyRegular(from: string, to: string): Promise<void> {
  const content = await readRegularFile(from, constants.O_NOFOLLOW);
  await mkdir(dirname(to), { recursive: true, mode: 0o755 });
  await writeFile(to, content, { mode: 0o644 });
}

/** Copies an output (a file, or a folder of files and folders), returning the files copied. */
async function copyOutput(
  worktree: string,
  path: string,
  folder: string,
  notGiven: string[],
): Promise<string[]> {
  const stats = await lstat(join(worktree, path)).catch(() => null);
  if (stats === null) {
    notGiven.push(`${path}: phase 1 did not leave it`);
    return [];
  }
  if (stats.isFile()) {
    await copyRegular(join(worktree, path), join(folder, path));
    return [path];
  }
  if (!stats.isDirectory()) {
    notGiven.push(`${path}: not a regular file or folder (a symlink is never followed)`);
    return [];
  }
  const copied: string[] = [];
  const children: Dirent[] = await readdir(join(worktree, path), { withFileTypes: true });
  for (const child of children) {
    copied.push(...(await copyOutput(worktree, `${path}/${child.name}`, folder, notGiven)));
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
  for (const output of [...new Set(spec.outputs)]) {
    if (committed.has(output)) continue;
    const crossing = await crossesSymlink(spec.worktree, output);
    if (crossing !== null) notGiven.push(`${output}: ${crossing}`);
    else files.push(...(await copyOutput(spec.worktree, output, spec.folder, notGiven)));
  }
  const heldOutCopies: string[] = [];
  for (const path of spec.heldOutOutside) {
    if ((await lstat(path).catch(() => null)) === null) {
      throw new UserError(`held-out: ${path} does not exist on this runner`);
    }
    const copy = join(spec.folder, HELD_OUT_FOLDER, path);
    await cp(path, copy, { recursive: true, dereference: true });
    heldOutCopies.push(copy);
    files.push(...(await listFiles(spec.folder, join(HELD_OUT_FOLDER, path))));
  }
  return { files, heldOutCopies, notGiven };
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
