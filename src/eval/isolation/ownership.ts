/**
 * Who owns what in an isolated evaluation's worktree, so that protected files cannot be changed at run
 * time at all (not merely detected afterwards):
 *
 * - everything belongs to the evaluation account (its code may write caches, outputs, its own files);
 * - except the protected files (and symlinks) and the worktree's `.git`: the gate's, not writable by
 *   others;
 * - and every folder on the way to one of them, up to the worktree root: the gate's. Such a folder is
 *   sticky and writable by the account's group (mode 1775): the evaluation can add files there, but
 *   cannot rename, replace or delete what the gate owns (the swap-and-restore of a protected scorer);
 * - a folder that holds nothing but gate-owned entries (`.github/`, `eval/**`) is sealed (0755): the
 *   branch could not commit a file there, and the evaluation cannot add one at run time either (no
 *   module or bytecode cache planted beside a protected evaluator).
 *
 * planOwnership is pure; applyOwnership runs chown with root's rights (argument lists, `-h`: symlinks
 * are never followed) and chmod as the gate, which then owns what it changes.
 */
import type { Dirent, Stats } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
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
 * `entries` maps worktree-relative paths (no '' root entry) to their kind: at least the `kept` ones and
 * everything inside a folder that holds one (entriesAround gives exactly that). `kept` are the paths
 * the gate keeps (protected files, `.git`); those that are not files or symlinks are ignored.
 */
export function planOwnership(
  entries: ReadonlyMap<string, EntryKind>,
  kept: readonly string[],
): OwnershipPlan {
  const gateFiles = [...new Set(kept)].filter((path) => {
    const kind = entries.get(path);
    return kind === 'file' || kind === 'symlink';
  });
  const gateDirs = gateDirsOf(gateFiles);
  const children = new Map<string, string[]>();
  for (const path of entries.keys()) {
    const inside = children.get(parentOf(path));
    if (inside !== undefined) inside.push(path);
    else if (gateDirs.has(parentOf(path))) children.set(parentOf(path), [path]);
  }
  const gateFileSet = new Set(gateFiles);
  const sealed = new Set<string>();
  // Deepest first, so a folder's subfolders are decided before it.
  const byDepth = [...gateDirs].sort((a, b) => depth(b) - depth(a));
  for (const dir of byDepth) {
    const inside = children.get(dir) ?? [];
    if (inside.every((path) => gateFileSet.has(path) || sealed.has(path))) sealed.add(dir);
  }
  return {
    gateFiles,
    stickyDirs: byDepth.filter((dir) => !sealed.has(dir)),
    sealedDirs: byDepth.filter((dir) => sealed.has(dir)),
  };
}

function depth(path: string): number {
  return path === '' ? 0 : path.split('/').length;
}

function kindOf(dirent: Dirent | Stats): EntryKind {
  if (dirent.isSymbolicLink()) return 'symlink';
  if (dirent.isDirectory()) return 'dir';
  return dirent.isFile() ? 'file' : 'other';
}

/**
 * What planOwnership needs from the worktree at `root`, and no more (a worktree may hold many files):
 * the kind of each `kept` path, and the entries of every folder on the way to one. Symlinks are not
 * followed.
 */
export async function entriesAround(root: string, kept: readonly string[]): Promise<Map<string, EntryKind>> {
  const entries = new Map<string, EntryKind>();
  for (const path of new Set(kept)) {
    const stat = await lstat(join(root, path)).catch(() => null);
    if (stat !== null) entries.set(path, kindOf(stat));
  }
  const files = [...entries]
    .filter(([, kind]) => kind === 'file' || kind === 'symlink')
    .map(([path]) => path);
  for (const dir of gateDirsOf(files)) {
    for (const dirent of await readdir(dir === '' ? root : join(root, dir), { withFileTypes: true })) {
      entries.set(dir === '' ? dirent.name : `${dir}/${dirent.name}`, kindOf(dirent));
    }
  }
  return entries;
}

/** Most paths per chown command line (well below any ARG_MAX). */
const BATCH = 500;

async function chownAll(
  privilege: Privilege,
  owner: string,
  paths: readonly string[],
  options: readonly string[] = [],
): Promise<void> {
  for (let i = 0; i < paths.length; i += BATCH) {
    const argv = ['chown', '-h', ...options, '--', owner, ...paths.slice(i, i + BATCH)];
    const result = await runTool(privilegedArgv(privilege, argv));
    if (result.code !== 0) {
      throw new InfraError(`could not prepare the isolated evaluation: ${toolFailure(argv, result)}`);
    }
  }
}

/** Gives `paths` (and all below them) to `owner` ("uid:gid"), without following symlinks. */
export function chownTree(privilege: Privilege, owner: string, paths: readonly string[]): Promise<void> {
  return chownAll(privilege, owner, paths, ['-R', '-P']);
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
