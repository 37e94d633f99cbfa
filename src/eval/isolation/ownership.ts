/**
 * Who owns what in an isolated evaluation's worktree, so that protected files cannot be changed at run
 * time at all (not merely detected afterwards):
 *
 * - everything belongs to the evaluation account (its code may write caches, outputs, its own files);
 * - except the protected files (and symlinks) and the worktree's `.git`: the gate's, not writable by
 *   others;
 * - every folder on the way to a protected file below the root is sealed (gate-owned, 0755) whatever
 *   else the branch put there: committing `eval/NOTES.md` does not open protected `eval/` to a module or
 *   bytecode cache planted at run time;
 * - the worktree root stays writable (Arbor's evaluators write `submission.csv` there): gate-owned,
 *   sticky and writable by the account's group (1775), so the evaluation can add files but cannot
 *   rename, replace or delete what the gate owns (the swap-and-restore of a protected scorer). What it
 *   adds there beside a protected file is checked after the run (shadows.ts);
 * - `__pycache__` beside each protected Python module is the gate's and sealed, so no `.pyc` can be
 *   planted for it at run time (pycacheFolders);
 * - `.arbor/` (the idea-tree record) is the gate's with mode 0700: the evaluation cannot read it.
 *
 * planOwnership is pure; applyOwnership runs chown with root's rights (argument lists, `-h`: symlinks
 * are never followed) and chmod as the gate, which then owns what it changes. A gate that is root
 * changes owners in-process (lchown) instead, for a tree of at most IN_PROCESS_ENTRIES entries: a
 * run's own folders and a candidate's diff are a few entries, and a spawn costs more than all of them.
 */
import type { Stats } from 'node:fs';
import { chmod, lchown, lstat, mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { InfraError } from '../../errors.js';
import type { Account } from './account.js';
import { privilegedArgv, runTool, toolFailure, type Privilege } from './tools.js';

export type EntryKind = 'file' | 'symlink' | 'dir' | 'other';

export interface OwnershipPlan {
  /** Files and symlinks the gate keeps (worktree-relative). */
  gateFiles: string[];
  /** Gate-owned folders the evaluation may add to but not rename in ('' is the worktree root). */
  stickyDirs: string[];
  /** Gate-owned folders the evaluation cannot change at all. */
  sealedDirs: string[];
}

function parentOf(path: string): string {
  const parent = dirname(path);
  return parent === '.' ? '' : parent;
}

function gateDirsOf(files: readonly string[]): Set<string> {
  const dirs = new Set<string>();
  for (const file of files) {
    for (let dir = parentOf(file); ; dir = parentOf(dir)) {
      dirs.add(dir);
      if (dir === '') break;
    }
  }
  return dirs;
}

/**
 * `entries` maps worktree-relative paths (no '' root entry) to their kind: at least the `kept` ones
 * (entriesAround gives them). `kept` are the paths the gate keeps (protected files, `.git`); those that
 * are not files or symlinks are ignored. Every folder on the way to a kept file is the gate's: sealed
 * below the root, sticky at the root.
 */
export function planOwnership(
  entries: ReadonlyMap<string, EntryKind>,
  kept: readonly string[],
): OwnershipPlan {
  const gateFiles = [...new Set(kept)].filter((path) => {
    const kind = entries.get(path);
    return kind === 'file' || kind === 'symlink';
  });
  const byDepth = [...gateDirsOf(gateFiles)].sort((a, b) => depth(b) - depth(a));
  return {
    gateFiles,
    stickyDirs: byDepth.filter((dir) => dir === ''),
    sealedDirs: byDepth.filter((dir) => dir !== ''),
  };
}

/** The `__pycache__` folder beside each protected Python module (worktree-relative). */
export function pycacheFolders(protectedPaths: readonly string[]): string[] {
  const folders = protectedPaths
    .filter((path) => path.endsWith('.py'))
    .map((path) => (parentOf(path) === '' ? '__pycache__' : `${parentOf(path)}/__pycache__`));
  return [...new Set(folders)];
}

function depth(path: string): number {
  return path === '' ? 0 : path.split('/').length;
}

function kindOf(dirent: Stats): EntryKind {
  if (dirent.isSymbolicLink()) return 'symlink';
  if (dirent.isDirectory()) return 'dir';
  return dirent.isFile() ? 'file' : 'other';
}

/** What planOwnership needs from the worktree at `root`: the kind of each `kept` path (symlinks not followed). */
export async function entriesAround(root: string, kept: readonly string[]): Promise<Map<string, EntryKind>> {
  const entries = new Map<string, EntryKind>();
  for (const path of new Set(kept)) {
    const stat = await lstat(join(root, path)).catch(() => null);
    if (stat !== null) entries.set(path, kindOf(stat));
  }
  return entries;
}

/** Most paths per chown command line (well below any ARG_MAX). */
const BATCH = 500;

/** Most entries a root gate walks and lchowns itself before one `chown -R` is the cheaper way. */
export const IN_PROCESS_ENTRIES = 256;

/**
 * `paths` and, when `recursive`, every entry below them (symlinks not followed, as `chown -R -P`), or
 * null once there are more than `limit`.
 */
async function entriesOf(
  paths: readonly string[],
  recursive: boolean,
  limit: number,
): Promise<string[] | null> {
  const found: string[] = [];
  const walk = async (path: string): Promise<boolean> => {
    found.push(path);
    if (found.length > limit) return false;
    if (!recursive || (await lstat(path).catch(() => null))?.isDirectory() !== true) return true;
    for (const name of await readdir(path)) if (!(await walk(join(path, name)))) return false;
    return true;
  };
  for (const path of paths) if (!(await walk(path))) return null;
  return found;
}

async function chownAll(
  privilege: Privilege,
  owner: string,
  paths: readonly string[],
  recursive = false,
): Promise<void> {
  const inProcess =
    privilege === 'root'
      ? await entriesOf(paths, recursive, recursive ? IN_PROCESS_ENTRIES : Infinity)
      : null;
  if (inProcess !== null) {
    const [uid, gid] = owner.split(':').map(Number) as [number, number];
    for (const path of inProcess) {
      await lchown(path, uid, gid).catch((error: Error) => {
        throw new InfraError(`could not prepare the isolated evaluation: chown ${path}: ${error.message}`);
      });
    }
    return;
  }
  const options = recursive ? ['-R', '-P'] : [];
  for (let i = 0; i < paths.length; i += BATCH) {
    const argv = ['chown', '-h', ...options, '--', owner, ...paths.slice(i, i + BATCH)];
    const result = await runTool(privilegedArgv(privilege, argv));
    if (result.code !== 0) {
      throw new InfraError(`could not prepare the isolated evaluation: ${toolFailure(argv, result)}`);
    }
  }
}

/** Gives `paths` themselves (nothing below them) to `owner` ("uid:gid"), without following symlinks. */
export function chownEach(privilege: Privilege, owner: string, paths: readonly string[]): Promise<void> {
  return chownAll(privilege, owner, paths);
}

/** Gives `paths` (and all below them) to `owner` ("uid:gid"), without following symlinks. */
export function chownTree(privilege: Privilege, owner: string, paths: readonly string[]): Promise<void> {
  return chownAll(privilege, owner, paths, true);
}

export interface Owners {
  gate: { uid: number; gid: number };
  account: Account;
}

/**
 * Applies the plan to the worktree at `root`, whose files must all belong to the evaluation account
 * already (chownTree first). The gate then owns what the plan keeps, and sets its modes.
 */
export async function applyOwnership(
  privilege: Privilege,
  root: string,
  plan: OwnershipPlan,
  owners: Owners,
): Promise<void> {
  const at = (path: string): string => (path === '' ? root : join(root, path));
  const gate = `${owners.gate.uid}:${owners.gate.gid}`;
  await chownAll(privilege, gate, [...plan.gateFiles, ...plan.sealedDirs].map(at));
  await chownAll(privilege, `${owners.gate.uid}:${owners.account.gid}`, plan.stickyDirs.map(at));
  for (const file of plan.gateFiles) {
    const stat = await lstat(at(file));
    if (stat.isFile()) await chmod(at(file), stat.mode & 0o755);
  }
  for (const dir of plan.sealedDirs) await chmod(at(dir), 0o755);
  for (const dir of plan.stickyDirs) await chmod(at(dir), 0o1775);
}

/** Replaces the file or symlink at `path` with a folder, with root's rights: its folder may be the account's. */
async function folderInstead(privilege: Privilege, path: string): Promise<void> {
  for (const argv of [
    ['rm', '-f', '--', path],
    ['mkdir', '--', path],
  ]) {
    const result = await runTool(privilegedArgv(privilege, argv));
    if (result.code !== 0)
      throw new InfraError(`could not prepare the isolated evaluation: ${toolFailure(argv, result)}`);
  }
}

/**
 * Makes each `__pycache__` beside a protected module (`protectedPaths`, worktree-relative) a real,
 * empty-of-the-account's folder the gate owns, mode 0755: one the branch committed as a symlink or a
 * file is replaced, what it holds becomes the gate's. One that is absent is made only beside a module
 * this tree holds (`present`): a cached layer holds the branch's diff only, and its folders are the
 * account's until they take their base's owners (the gate could not make one in them without root),
 * while the base's sealed `__pycache__` shows through the layer. Run after applyOwnership (the
 * account owns everything else by then).
 */
export async function sealPycache(
  privilege: Privilege,
  root: string,
  modules: { protectedPaths: readonly string[]; present: readonly string[] },
  gate: { uid: number; gid: number },
): Promise<void> {
  const beside = new Set(pycacheFolders(modules.present));
  for (const folder of pycacheFolders(modules.protectedPaths)) {
    const path = join(root, folder);
    if ((await lstat(dirname(path)).catch(() => null))?.isDirectory() !== true) continue;
    const stat = await lstat(path).catch(() => null);
    if (stat === null && !beside.has(folder)) continue;
    if (stat === null) await mkdir(path);
    else if (!stat.isDirectory()) await folderInstead(privilege, path);
    await chownTree(privilege, `${gate.uid}:${gate.gid}`, [path]);
    await chmod(path, 0o755);
  }
}

/** `.arbor/` at the worktree root, when it is a folder: the gate's, mode 0700, unreadable to the account. */
export async function hideSessionRecord(
  privilege: Privilege,
  root: string,
  gate: { uid: number; gid: number },
): Promise<void> {
  const path = join(root, '.arbor');
  if ((await lstat(path).catch(() => null))?.isDirectory() !== true) return;
  await chownAll(privilege, `${gate.uid}:${gate.gid}`, [path]);
  await chmod(path, 0o700);
}

/**
 * The whole ownership plan on the tree at `root` (a worktree, or a tree the cache writes once): the
 * account's files, the gate's protected files and their folders, sealed `__pycache__`, hidden `.arbor/`.
 */
export async function ownTree(
  privilege: Privilege,
  root: string,
  protectedPaths: readonly string[],
  owners: Owners,
): Promise<void> {
  const kept = [...protectedPaths, '.git'];
  const plan = planOwnership(await entriesAround(root, kept), kept);
  await chownTree(privilege, `${owners.account.uid}:${owners.account.gid}`, [root]);
  await applyOwnership(privilege, root, plan, owners);
  await sealPycache(privilege, root, { protectedPaths, present: plan.gateFiles }, owners.gate);
  await hideSessionRecord(privilege, root, owners.gate);
}
