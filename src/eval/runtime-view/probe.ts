/**
 * What the runtime view needs to know about the file system, as a small interface (the pure code in
 * this room takes it), and its one adapter on node:fs. Every answer is about the path as the gate sees
 * it; nothing here follows a path into the evaluated tree.
 */
import type { Dirent } from 'node:fs';
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export type PathKind = 'dir' | 'file' | 'device' | 'other';

export interface ViewProbe {
  /** The path with every link resolved, or null when it does not exist. */
  realpath(path: string): Promise<string | null>;
  /** What the path is (links followed), or null when it does not exist. */
  kind(path: string): Promise<PathKind | null>;
  /** A small text file (pyvenv.cfg), or null. */
  readText(path: string): Promise<string | null>;
  /** Whether every folder from `/` to `path` lets other users through (an account with no groups). */
  searchableByOthers(path: string): Promise<boolean>;
  /** The `.git` entries below `folder` (absolute), or `{ tooMany }` past `limit` folders walked. */
  gitEntriesBelow(folder: string, limit: number): Promise<string[] | { tooMany: true }>;
  /** The names in a folder, or [] when it cannot be read. */
  list(folder: string): Promise<string[]>;
  /** The group of a device node and whether other users may read and write it. */
  deviceAccess(path: string): Promise<{ gid: number; openToOthers: boolean } | null>;
}

function kindOf(stats: {
  isDirectory(): boolean;
  isFile(): boolean;
  isCharacterDevice(): boolean;
}): PathKind {
  if (stats.isDirectory()) return 'dir';
  if (stats.isFile()) return 'file';
  return stats.isCharacterDevice() ? 'device' : 'other';
}

async function walkForGit(folder: string, limit: number): Promise<string[] | { tooMany: true }> {
  const found: string[] = [];
  const queue = [folder];
  for (let walked = 0; queue.length > 0; walked++) {
    if (walked >= limit) return { tooMany: true };
    const dir = queue.pop() as string;
    const entries: Dirent[] = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name === '.git') found.push(join(dir, entry.name));
      else if (entry.isDirectory()) queue.push(join(dir, entry.name));
    }
  }
  return found;
}

export const nodeProbe: ViewProbe = {
  realpath: (path) => realpath(path).catch(() => null),
  kind: async (path) => {
    const stats = await stat(path).catch(() => null);
    return stats === null ? null : kindOf(stats);
  },
  readText: (path) => readFile(path, 'utf8').catch(() => null),
  async searchableByOthers(path) {
    for (let dir = path; ; dir = dirname(dir)) {
      const stats = await lstat(dir).catch(() => null);
      if (stats === null || (stats.isDirectory() && (stats.mode & 0o001) === 0)) return false;
      if (dir === dirname(dir)) return true;
    }
  },
  gitEntriesBelow: walkForGit,
  list: (folder) => readdir(folder).catch(() => []),
  async deviceAccess(path) {
    const stats = await stat(path).catch(() => null);
    if (stats === null || !stats.isCharacterDevice()) return null;
    return { gid: stats.gid, openToOthers: (stats.mode & 0o006) === 0o006 };
  },
};
