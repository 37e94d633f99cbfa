/**
 * Where a gate run keeps the full logs of its evaluations: one folder per run in a logs folder
 * (`--log-dir`, default `<git common dir>/arbor-gate/logs`, beside the default REPORT.md and out of
 * `git status`), of which only the newest `--keep-logs` runs are kept. Logs are evidence after a
 * rejection (the verdict holds only the head and tail of each attempt), so they outlive the run, but a
 * gate run on every pull request must not fill the disk: the bound applies at the start of each run.
 * Only folders named like a run's are ever removed, so a shared `--log-dir` keeps everything else.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rmdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { InfraError } from '../errors.js';
import type { GitAdapter } from '../git/adapter.js';
import { removeTree } from '../util/remove-tree.js';

/** `20240101T120000123Z-1234-abcdef`: sorts by start time. */
const RUN_FOLDER = /^\d{8}T\d{9}Z-\d+-[0-9a-f]{6}$/;

export interface RunLogs {
  /** This run's folder (exists from the start of the run). */
  dir: string;
  /**
   * Ends the run's logging: with keep-logs 0, or when nothing was logged, the folder is removed and
   * null returned; otherwise the folder is returned (for the verdict's `logs`).
   */
  close(): Promise<string | null>;
}

/** The name of a run's folder for a start time. Pure apart from the random suffix. */
export function runFolderName(now: Date, pid: number, random: string): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${pid}-${random}`;
}

/** The run folders to remove so that `keep` remain after one more is added (oldest first). Pure. */
export function foldersToPrune(names: readonly string[], keep: number): string[] {
  const runs = names.filter((name) => RUN_FOLDER.test(name)).sort();
  return runs.slice(0, Math.max(0, runs.length - Math.max(keep - 1, 0)));
}

/** The logs folder: `--log-dir` (relative to the user's folder), else `<git common dir>/arbor-gate/logs`. */
export async function logsRoot(repo: GitAdapter, logDir: string | null, cwd: string): Promise<string> {
  return logDir === null ? join(await repo.commonDir(), 'arbor-gate', 'logs') : resolve(cwd, logDir);
}

/** Creates this run's log folder under `root` and removes the oldest runs beyond `keep`. */
export async function openRunLogs(root: string, keep: number, now = new Date()): Promise<RunLogs> {
  try {
    await mkdir(root, { recursive: true, mode: 0o700 });
    for (const name of foldersToPrune(await readdir(root), keep)) await removeTree(join(root, name));
  } catch (error) {
    throw new InfraError(`could not prepare the evaluation log folder ${root}: ${(error as Error).message}`);
  }
  const dir = join(root, runFolderName(now, process.pid, randomBytes(3).toString('hex')));
  await mkdir(dir, { mode: 0o700 }).catch((error: Error) => {
    throw new InfraError(`could not create the evaluation log folder ${dir}: ${error.message}`);
  });
  let closing: Promise<string | null> | null = null;
  return {
    dir,
    close: () =>
      (closing ??= (async () => {
        if (keep === 0) {
          await removeTree(dir);
          return null;
        }
        // An empty folder (nothing was evaluated) is removed; rmdir fails, harmlessly, on one with logs.
        return (await rmdir(dir).then(
          () => true,
          () => false,
        ))
          ? null
          : dir;
      })()),
  };
}
