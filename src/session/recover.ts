/**
 * Emergency-timeout recovery (spec "Shutdown", step 4): keep trunk's submission when present; otherwise
 * copy the best scored snapshot `submissions/<node_id><ext>`; otherwise the most recent snapshot.
 * Never overwrites, never writes outside the workspace, never follows a snapshot that is a symlink.
 */
import { constants } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, realpath } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { entryExists } from './files.js';
import type { SessionPaths } from './paths.js';
import { bestFirst } from '../util/metric.js';
import { isWithin } from '../util/paths.js';
import { finiteScore, metricDirectionOf, type IdeaTree } from './tree.js';

export const DEFAULT_SUBMISSION_PATH = 'submission.csv';
export const SNAPSHOTS_DIR = 'submissions';

export type RecoverAction = 'kept' | 'copied_best' | 'copied_newest' | 'nothing';

export interface RecoverResult {
  action: RecoverAction;
  /** Relative to the workspace. */
  submission_path: string;
  /** The snapshot copied, relative to the workspace. */
  source: string | null;
  node_id: string | null;
  score: number | null;
  /** Snapshots ignored because they are symlinks. */
  skipped_symlinks: string[];
  message: string;
}

export interface Snapshot {
  name: string;
  mtimeMs: number;
}

export interface SnapshotChoice {
  snapshot: Snapshot;
  how: 'best' | 'newest';
  node_id: string | null;
  score: number | null;
}

/**
 * The snapshot to restore: the best done/merged node (by B_dev score, in the metric's direction) that
 * has `<node_id><ext>`, else the newest snapshot. Pure.
 */
export function chooseSnapshot(
  tree: IdeaTree | null,
  snapshots: readonly Snapshot[],
  ext: string,
): SnapshotChoice | null {
  if (snapshots.length === 0) return null;
  const byName = new Map(snapshots.map((s) => [s.name, s]));
  if (tree !== null) {
    const order = bestFirst(metricDirectionOf(tree.meta));
    const candidates = Object.entries(tree.nodes)
      .filter(([id, node]) => id !== tree.root_id && (node.status === 'done' || node.status === 'merged'))
      .flatMap(([id, node]) => {
        const score = finiteScore(node.score);
        return score === null ? [] : [{ id, score }];
      })
      .sort((a, b) => order(a.score, b.score));
    for (const { id, score } of candidates) {
      const snapshot = byName.get(`${id}${ext}`);
      if (snapshot) return { snapshot, how: 'best', node_id: id, score };
    }
  }
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

async function listSnapshots(dir: string): Promise<{ snapshots: Snapshot[]; symlinks: string[] }> {
  const info = await lstat(dir).catch(() => null);
  if (info === null || !info.isDirectory()) return { snapshots: [], symlinks: [] };
  const snapshots: Snapshot[] = [];
  const symlinks: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) symlinks.push(entry.name);
    else if (entry.isFile())
      snapshots.push({ name: entry.name, mtimeMs: (await lstat(join(dir, entry.name))).mtimeMs });
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
  const snapshotsDir = join(workspace, SNAPSHOTS_DIR);
  const { snapshots, symlinks } = await listSnapshots(snapshotsDir);
  const choice = chooseSnapshot(tree, snapshots, extname(submissionPath));
  if (choice === null) {
    return {
      ...base,
      skipped_symlinks: symlinks,
      action: 'nothing',
      message: `nothing to recover: no ${rel(target)} and no snapshot in ${SNAPSHOTS_DIR}/`,
    };
  }
  const source = join(snapshotsDir, choice.snapshot.name);
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
      : 'the most recent snapshot (no scored done/merged node has one)';
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
