/**
 * Emergency-timeout recovery (spec "Shutdown", step 4): keep trunk's submission when present; otherwise
 * copy the best scored snapshot `submissions/<node_id><ext>`; otherwise the most recent snapshot.
 * Snapshots are looked for where `arbor run` keeps them (`<session>/submissions/`) and in the
 * workspace's `submissions/`; for the same name the session's copy wins. Never overwrites, never
 * writes outside the workspace, never follows a snapshot that is a symlink.
 */
import { constants } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, realpath } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { entryExists } from './files.js';
import type { SessionPaths } from './paths.js';
import { isBetterScore } from '../util/metric.js';
import { isWithin } from '../util/paths.js';
import { finiteScore, metricDirectionOf, nodeEntries, type IdeaTree } from './tree.js';

export const DEFAULT_SUBMISSION_PATH = 'submission.csv';
export const SNAPSHOTS_DIR = 'submissions';

/** `skipped`: not attempted (finalize with an unreadable tree). */
export type RecoverAction = 'kept' | 'copied_best' | 'copied_newest' | 'nothing' | 'skipped';

export interface RecoverResult {
  action: RecoverAction;
  /** Relative to the workspace. */
  submission_path: string;
  /** The snapshot copied, relative to the workspace. */
  source: string | null;
  node_id: string | null;
  score: number | null;
  /** Snapshots ignored because they are symlinks (workspace `submissions/` ones by name, others by path). */
  skipped_symlinks: string[];
  message: string;
}

export interface Snapshot {
  name: string;
  mtimeMs: number;
}

export interface SnapshotChoice<S extends Snapshot = Snapshot> {
  snapshot: S;
  how: 'best' | 'newest';
  node_id: string | null;
  score: number | null;
}

/**
 * Arbor's `IdeaTree.get_best_done_node`: the done or merged node (the root included) with the best
 * finite B_dev score in the metric's direction, the first in file order on a tie; null when none.
 */
export function bestDoneNode(tree: IdeaTree): { id: string; score: number } | null {
  const direction = metricDirectionOf(tree.meta);
  let best: { id: string; score: number } | null = null;
  for (const [id, node] of nodeEntries(tree)) {
    if (node.status !== 'done' && node.status !== 'merged') continue;
    const score = finiteScore(node.score);
    if (score !== null && (best === null || isBetterScore(score, best.score, direction)))
      best = { id, score };
  }
  return best;
}

/**
 * The snapshot to restore, as Arbor's `_recover_best_submission` picks it: the best done/merged
 * node's `<node_id><ext>` (the first such snapshot in the list), else the newest snapshot. When the
 * best node has none (the root, say), no other node's is taken. Pure.
 */
export function chooseSnapshot<S extends Snapshot>(
  tree: IdeaTree | null,
  snapshots: readonly S[],
  ext: string,
): SnapshotChoice<S> | null {
  if (snapshots.length === 0) return null;
  const best = tree === null ? null : bestDoneNode(tree);
  const snapshot = best === null ? undefined : snapshots.find((s) => s.name === `${best.id}${ext}`);
  if (best !== null && snapshot !== undefined)
    return { snapshot, how: 'best', node_id: best.id, score: best.score };
  const newest = snapshots.reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  return { snapshot: newest, how: 'newest', node_id: null, score: null };
}

/** The submission target inside the workspace; a path that leaves it is bad input. */
async function submissionTarget(workspace: string, submissionPath: string): Promise<string> {
  const target = resolve(workspace, submissionPath);
  if (isAbsolute(submissionPath) || !isWithin(workspace, target) || target === workspace) {
    throw new UserError(
      `meta.submission_path ${JSON.stringify(submissionPath)} must be a file path inside the workspace ${workspace}`,
    );
  }
  // A symlinked folder on the way must not lead the copy out of the workspace either.
  let existing = dirname(target);
  while (!(await entryExists(existing))) existing = dirname(existing);
  const [realWorkspace, realExisting] = await Promise.all([realpath(workspace), realpath(existing)]);
  if (!isWithin(realWorkspace, realExisting)) {
    throw new UserError(
      `meta.submission_path ${JSON.stringify(submissionPath)} leads outside the workspace ${workspace}`,
    );
  }
  return target;
}

interface LocatedSnapshot extends Snapshot {
  path: string;
}

/** The snapshots in `dirs`, in that order; symlinks are listed apart (as `rel` names them), never used. */
async function listSnapshots(
  dirs: readonly string[],
  rel: (path: string) => string,
): Promise<{ snapshots: LocatedSnapshot[]; symlinks: string[] }> {
  const snapshots: LocatedSnapshot[] = [];
  const symlinks: string[] = [];
  for (const dir of dirs) {
    const info = await lstat(dir).catch(() => null);
    if (info === null || !info.isDirectory()) continue;
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isSymbolicLink()) symlinks.push(dir === dirs.at(-1) ? entry.name : rel(path));
      else if (entry.isFile())
        snapshots.push({ name: entry.name, mtimeMs: (await lstat(path)).mtimeMs, path });
    }
  }
  return { snapshots, symlinks };
}

export async function recoverSubmission(paths: SessionPaths, tree: IdeaTree | null): Promise<RecoverResult> {
  const workspace = paths.workspace;
  if (workspace === null) {
    throw new UserError(
      `recover needs the session folder at <workspace>/.arbor/sessions/<run>/ to find the workspace; got ${paths.dir}`,
    );
  }
  const submissionPath =
    typeof tree?.meta.submission_path === 'string' && tree.meta.submission_path !== ''
      ? tree.meta.submission_path
      : DEFAULT_SUBMISSION_PATH;
  const target = await submissionTarget(workspace, submissionPath);
  const rel = (path: string): string => relative(workspace, path);
  const base = {
    submission_path: rel(target),
    source: null,
    node_id: null,
    score: null,
    skipped_symlinks: [],
  };
  if (await entryExists(target)) {
    return { ...base, action: 'kept', message: `kept trunk's ${rel(target)}: it is already present` };
  }
  const snapshotDirs = [join(paths.dir, SNAPSHOTS_DIR), join(workspace, SNAPSHOTS_DIR)];
  const { snapshots, symlinks } = await listSnapshots(snapshotDirs, rel);
  const choice = chooseSnapshot(tree, snapshots, extname(submissionPath));
  if (choice === null) {
    return {
      ...base,
      skipped_symlinks: symlinks,
      action: 'nothing',
      message: `nothing to recover: no ${rel(target)} and no snapshot in ${snapshotDirs.map((d) => `${rel(d)}/`).join(' or ')}`,
    };
  }
  const source = choice.snapshot.path;
  await mkdir(dirname(target), { recursive: true });
  try {
    await copyFile(source, target, constants.COPYFILE_EXCL);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return { ...base, action: 'kept', message: `kept ${rel(target)}: it appeared while recovering` };
    }
    throw error;
  }
  const why =
    choice.how === 'best'
      ? `the best done/merged node ${choice.node_id} (B_dev ${choice.score}, ${metricDirectionOf(tree?.meta)})`
      : 'the most recent snapshot (the best done/merged node has none)';
  return {
    ...base,
    action: choice.how === 'best' ? 'copied_best' : 'copied_newest',
    source: rel(source),
    node_id: choice.node_id,
    score: choice.score,
    skipped_symlinks: symlinks,
    message: `copied ${rel(source)} to ${rel(target)}: ${why}`,
  };
}
