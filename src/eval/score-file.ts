/**
 * The --score-file adapter. The file lives in the worktree, which the branch under evaluation controls:
 * it may have committed the file (a stale or fake score), or a symlink in its place or in a parent folder
 * pointing anywhere. So the file is removed before each attempt, and read only when it really lies
 * inside the worktree.
 */
import { lstat, readFile, realpath, rm } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { isWithin } from '../util/paths.js';
import { scoreFromFileText, type ScoreReading } from './score.js';

/** Score files larger than this are not read. */
const MAX_SCORE_FILE_BYTES = 1024 * 1024;

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
 * The score in the file. A missing file, or one without a score key, leaves the decision to the output
 * (source null); a file that exists but points outside the worktree, is not a regular file or is too
 * large decides: no score.
 */
export async function readScoreFile(
  cwd: string,
  path: string,
  scoreKey: string | undefined,
  file: string,
): Promise<ScoreReading> {
  const refused = (why: string): ScoreReading => ({
    score: null,
    source: 'file',
    detail: `score file ${file} ${why}`,
  });
  const location = await realLocation(cwd, path);
  const stats = location ? await lstat(location).catch(() => null) : null;
  if (!location || !stats) return { score: null, source: null, detail: `no score file ${file}` };
  let target = location;
  if (stats.isSymbolicLink()) {
    target = await realpath(location).catch(() => '');
    if (!target || !isInside(await realpath(cwd), target))
      return refused('is a symlink that leads outside the worktree or nowhere');
  }
  const targetStats = await lstat(target);
  if (!targetStats.isFile()) return refused('is not a regular file');
  if (targetStats.size > MAX_SCORE_FILE_BYTES) return refused(`is larger than ${MAX_SCORE_FILE_BYTES} bytes`);
  return scoreFromFileText(await readFile(target, 'utf8'), scoreKey, file);
}
