/**
 * The --score-file adapter. The file lives in the worktree, which the branch under evaluation controls:
 * it may have committed the file (a stale or fake score), or a symlink in its place or in a parent folder
 * pointing anywhere, or leave a process behind that rewrites it once the evaluator is done. So the file
 * is removed before each attempt, read only when it really lies inside the worktree, read while what is
 * left of the command's process group is frozen, and read again once that group was ended: a file that
 * changed in between decides, as no score.
 */
import { lstat, readFile, realpath, rm } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { isWithin } from '../util/paths.js';
import { scoreFromFileText, type ScoreReading } from './score.js';

/** Score files larger than this are not read. */
const MAX_SCORE_FILE_BYTES = 1024 * 1024;

/** What the score file was when it was looked at; two snapshots are equal when nothing changed. */
export type ScoreFileSnapshot =
  { kind: 'missing' } | { kind: 'refused'; why: string } | { kind: 'file'; text: string; identity: string };

/** Strictly below `folder`: the score file can be neither the worktree itself nor outside it. */
function isInside(folder: string, path: string): boolean {
  return path !== folder && isWithin(folder, path);
}

/** The absolute path of --score-file; a UserError unless it is a relative path inside `cwd`. */
export function resolveScoreFilePath(cwd: string, file: string): string {
  if (isAbsolute(file) || file.includes('\0') || !isInside(cwd, resolve(cwd, file))) {
    throw new UserError(
      `--score-file: ${JSON.stringify(file)} must be a path relative to the evaluation folder and inside it`,
    );
  }
  return resolve(cwd, file);
}

/** The real location of `path` when its parent folder really lies inside `cwd`, else null. */
async function realLocation(cwd: string, path: string): Promise<string | null> {
  try {
    const [realCwd, realParent] = await Promise.all([realpath(cwd), realpath(dirname(path))]);
    return isInside(realCwd, realParent) || realParent === realCwd ? join(realParent, basename(path)) : null;
  } catch {
    return null;
  }
}

/** Removes a score file left in the worktree (a symlink is removed, not followed). */
export async function removeScoreFile(cwd: string, path: string): Promise<void> {
  const location = await realLocation(cwd, path);
  if (location) await rm(location, { force: true, recursive: true });
}

/**
 * Looks at the score file: missing, refused (points outside the worktree, not a regular file, too
 * large), or its text with what identifies that version of it (inode, size, change times).
 */
export async function snapshotScoreFile(cwd: string, path: string): Promise<ScoreFileSnapshot> {
  const location = await realLocation(cwd, path);
  const stats = location ? await lstat(location).catch(() => null) : null;
  if (!location || !stats) return { kind: 'missing' };
  let target = location;
  if (stats.isSymbolicLink()) {
    target = await realpath(location).catch(() => '');
    if (!target || !isInside(await realpath(cwd), target))
      return { kind: 'refused', why: 'is a symlink that leads outside the worktree or nowhere' };
  }
  const targetStats = await lstat(target, { bigint: true }).catch(() => null);
  if (!targetStats) return { kind: 'missing' };
  if (!targetStats.isFile()) return { kind: 'refused', why: 'is not a regular file' };
  if (targetStats.size > MAX_SCORE_FILE_BYTES)
    return { kind: 'refused', why: `is larger than ${MAX_SCORE_FILE_BYTES} bytes` };
  const text = await readFile(target, 'utf8').catch(() => null);
  if (text === null) return { kind: 'missing' };
  const { ino, size, mtimeNs, ctimeNs } = targetStats;
  return { kind: 'file', text, identity: `${target}:${ino}:${size}:${mtimeNs}:${ctimeNs}` };
}

/**
 * The score a snapshot holds. A missing file, or one without a score key, leaves the decision to the
 * output (source null); a refused file decides: no score.
 */
export function scoreFromSnapshot(
  snapshot: ScoreFileSnapshot,
  scoreKey: string | undefined,
  file: string,
): ScoreReading {
  const reading = { score: null, key: null, line: null, warnings: [] };
  switch (snapshot.kind) {
    case 'missing':
      return { ...reading, source: null, detail: `no score file ${file}` };
    case 'refused':
      return { ...reading, source: 'file', detail: `score file ${file} ${snapshot.why}` };
    case 'file':
      return scoreFromFileText(snapshot.text, scoreKey, file);
  }
}

export function sameSnapshot(a: ScoreFileSnapshot, b: ScoreFileSnapshot): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
