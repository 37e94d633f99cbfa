/**
 * A cached tree written as the diff from a cached base tree: the changed files checked out, the
 * deleted ones hidden by overlayfs whiteouts, so the candidate costs its diff, not its repository.
 * planLayer and indexInfo are pure (git's `diff-tree -r -t -z` records in, what to write out);
 * writeLayer runs git and, with root's rights, mknod for the whiteouts.
 *
 * The changed files are checked out from an index of the whole tree, so the attributes that apply are
 * the tree's own (.gitattributes anywhere in it): the base entry keeps its tree's index, and the
 * tree's is that index with the diff applied (`update-index --index-info`: O(diff) records), not a
 * `read-tree` of the whole tree (which read every tree object again: ~50 ms at 5,000 files).
 *
 * Paths are git's bytes, carried as latin1 strings (one character per byte), as in src/git/checkout.ts.
 */
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { InfraError } from '../../errors.js';
import type { GitAdapter } from '../../git/adapter.js';
import { privilegedArgv, runTool, toolFailure, type Privilege } from '../isolation/tools.js';

const TREE = '040000';
const GITLINK = '160000';
const NONE = '000000';

export interface DiffRecord {
  from: string;
  to: string;
  /** The object on the new side (zeros for a deletion). */
  sha: string;
  status: string;
  path: string;
}

/** Reads `git diff-tree -r -t -z --no-renames` (`:<mode> <mode> <sha> <sha> <status>\0<path>\0`...). Pure. */
export function parseDiffTree(out: Buffer): DiffRecord[] {
  const fields = out.toString('latin1').split('\0');
  const records: DiffRecord[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const head = fields[i] as string;
    const match = /^:(\d{6}) (\d{6}) [0-9a-f]+ ([0-9a-f]+) ([A-Z])\d*$/.exec(head);
    if (match === null) throw new InfraError(`unexpected git diff-tree output: ${JSON.stringify(head)}`);
    records.push({
      from: match[1] as string,
      to: match[2] as string,
      sha: match[3] as string,
      status: match[4] as string,
      path: fields[i + 1] as string,
    });
  }
  return records;
}

export interface LayerPlan {
  /** Files and symlinks checked out into the layer. */
  write: string[];
  /** Empty folders (a submodule's entry, as `git worktree add` leaves it). */
  folders: string[];
  /** Paths of the base hidden in the layer (files, or whole folders). */
  whiteouts: string[];
}

function within(path: string, folder: string): boolean {
  return path.startsWith(`${folder}/`);
}

/** What the layer holds for the diff `records` from the base tree to the cached one. Pure. */
export function planLayer(records: readonly DiffRecord[]): LayerPlan {
  const write = records.filter((r) => r.to !== NONE && r.to !== TREE && r.to !== GITLINK).map((r) => r.path);
  const folders = records.filter((r) => r.to === GITLINK && r.from !== GITLINK).map((r) => r.path);
  const present = new Set([...write, ...folders]);
  const leaves = [...write, ...folders];
  const gone = records.filter((r) => r.to === NONE);
  const goneFolders = gone.filter((r) => r.from === TREE).map((r) => r.path);
  const whiteouts = gone
    .map((r) => r.path)
    // A folder that is gone is hidden whole; a path the layer writes hides the base's by itself, and
    // so does a file or link the layer puts where one of the path's folders was.
    .filter((path) => !goneFolders.some((folder) => within(path, folder)))
    .filter((path) => !present.has(path) && !leaves.some((leaf) => within(path, leaf)))
    // A gone folder that the layer fills again (a file became a folder) is the layer's folder.
    .filter((path) => !leaves.some((leaf) => within(leaf, path)));
  return { write, folders, whiteouts };
}

/**
 * `update-index -z --index-info` input that turns the base tree's index into the tree's: every path
 * that goes, removed first (so no file and folder of the same name are ever both in the index), then
 * every file, symlink and submodule entry the tree has anew. Pure.
 */
export function indexInfo(records: readonly DiffRecord[]): Buffer {
  const leaves = records.filter((r) => r.from !== TREE && r.to !== TREE);
  const gone = leaves.filter((r) => r.to === NONE).map((r) => `0 ${'0'.repeat(r.sha.length)}\t${r.path}\0`);
  const set = leaves.filter((r) => r.to !== NONE).map((r) => `${r.to} ${r.sha}\t${r.path}\0`);
  return Buffer.from([...gone, ...set].join(''), 'latin1');
}

/** A split index would keep part of an index in a file beside it: the cache copies one file. */
export const WHOLE_INDEX = ['-c', 'core.splitIndex=false'];

function nulList(paths: readonly string[]): Buffer {
  return Buffer.from(paths.map((path) => `${path}\0`).join(''), 'latin1');
}

function bytesPath(root: string, path: string): Buffer {
  return Buffer.concat([Buffer.from(`${root}/`), Buffer.from(path, 'latin1')]);
}

function parentOf(path: string): string | null {
  const at = path.lastIndexOf('/');
  return at === -1 ? null : path.slice(0, at);
}

/**
 * Writes the layer of `tree` over the base (its tree, and the index of that tree the base entry keeps)
 * into the empty folder `layer` (`scratch`: a gate-owned folder for git's temporary index). Returns
 * the plan it wrote.
 */
export async function writeLayer(
  repo: GitAdapter,
  privilege: Privilege,
  base: { tree: string; index: string },
  tree: string,
  layer: string,
  scratch: string,
): Promise<LayerPlan> {
  const diff = ['diff-tree', '-r', '-t', '-z', '--no-renames', '--no-ext-diff', base.tree, tree];
  const records = parseDiffTree(await repo.runBytes(diff));
  const plan = planLayer(records);
  if (plan.write.length > 0) {
    const index = join(scratch, 'index');
    const env = { GIT_INDEX_FILE: index };
    await copyFile(base.index, index);
    await repo.runBytes([...WHOLE_INDEX, 'update-index', '-z', '--index-info'], {
      env,
      input: indexInfo(records),
    });
    await repo.runBytes(['checkout-index', '-z', '--stdin', `--prefix=${layer}/`], {
      env,
      input: nulList(plan.write),
    });
    // The index is the size of the whole tree: only a full entry keeps one.
    await rm(index, { force: true });
  }
  for (const folder of plan.folders) await mkdir(bytesPath(layer, folder), { recursive: true });
  for (const path of plan.whiteouts) {
    const parent = parentOf(path);
    if (parent !== null) await mkdir(bytesPath(layer, parent), { recursive: true });
    // An argument reaches mknod as UTF-8: a path that is not valid UTF-8 cannot be named (the caller
    // then caches the tree as a checkout of its own).
    const target = bytesPath(layer, path).toString('utf8');
    if (Buffer.from(target, 'utf8').compare(bytesPath(layer, path)) !== 0) {
      throw new InfraError('tree cache: a deleted path is not valid UTF-8');
    }
    const argv = ['mknod', '--', target, 'c', '0', '0'];
    const result = await runTool(privilegedArgv(privilege, argv));
    if (result.code !== 0)
      throw new InfraError(`tree cache: could not hide a deleted path: ${toolFailure(argv, result)}`);
  }
  return plan;
}
