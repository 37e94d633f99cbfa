/**
 * What git prints, read into data: the machine formats (`-z`, `--porcelain`, `cat-file --batch`) the
 * adapter asks for. Pure: bytes or text in, values out.
 */
import { createHash } from 'node:crypto';
import { InfraError } from '../errors.js';

export type DiffStatus = 'A' | 'C' | 'D' | 'M' | 'R' | 'T' | 'U' | 'X';

/** One line of `git diff --raw`: a changed path with its modes and blob ids on both sides. */
export interface RawDiffEntry {
  status: DiffStatus;
  /** `000000` when the path did not exist on that side; `120000` symlink, `160000` submodule. */
  oldMode: string;
  newMode: string;
  oldSha: string;
  newSha: string;
  /** The path after the change (for a rename/copy: the destination). */
  path: string;
  /** The source path of a rename or copy; null otherwise. */
  oldPath: string | null;
}

export interface TreeEntry {
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  path: string;
}

export interface WorktreeInfo {
  path: string;
  head: string | null;
  /** `refs/heads/<name>` when a branch is checked out there; null when detached. */
  branch: string | null;
}

/** A path a checkout holds in a state other than its HEAD's (staged, modified, deleted, unmerged). */
export interface ChangedPath {
  /** The two-letter status of `git status --porcelain` (index, worktree). */
  status: string;
  path: string;
}

/** `git version 2.39.5` -> [2, 39, 5]; null when the text is not a version line. */
export function parseVersion(text: string): number[] | null {
  const match = /^git version (\d+)\.(\d+)(?:\.(\d+))?/.exec(text.trim());
  return match === null ? null : match.slice(1).map((n) => Number(n ?? 0));
}

/** `git worktree list --porcelain -z`. */
export function parseWorktreeList(out: string): WorktreeInfo[] {
  const list: WorktreeInfo[] = [];
  let current: WorktreeInfo | null = null;
  for (const field of out.split('\0')) {
    if (field.startsWith('worktree ')) {
      current = { path: field.slice('worktree '.length), head: null, branch: null };
      list.push(current);
    } else if (current && field.startsWith('HEAD ')) current.head = field.slice(5);
    else if (current && field.startsWith('branch ')) current.branch = field.slice(7);
  }
  return list;
}

/** `git status --porcelain=v1 -z`: each entry's status and path (a rename's source is skipped). */
export function parseStatus(out: string): ChangedPath[] {
  const changed: ChangedPath[] = [];
  const fields = out.split('\0');
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] ?? '';
    if (field.length < 4) continue;
    const status = field.slice(0, 2);
    changed.push({ status, path: field.slice(3) });
    // a rename or copy is followed by its source path
    if (status.includes('R') || status.includes('C')) i++;
  }
  return changed;
}

export function parseRawDiff(out: string): RawDiffEntry[] {
  const fields = out.split('\0');
  const entries: RawDiffEntry[] = [];
  for (let i = 0; i < fields.length; i++) {
    const header = fields[i];
    if (header === undefined || !header.startsWith(':')) continue;
    const [oldMode, newMode, oldSha, newSha, statusField] = header.slice(1).split(' ');
    const status = (statusField ?? 'X').charAt(0) as DiffStatus;
    const first = fields[++i] ?? '';
    const twoPaths = status === 'R' || status === 'C';
    const second = twoPaths ? (fields[++i] ?? '') : null;
    entries.push({
      status,
      oldMode: oldMode ?? '000000',
      newMode: newMode ?? '000000',
      oldSha: oldSha ?? '',
      newSha: newSha ?? '',
      path: second ?? first,
      oldPath: twoPaths ? first : null,
    });
  }
  return entries;
}

/** `git cat-file --batch` output: per object `<sha> <type> <size>\\n<content>\\n`, or `<sha> missing\\n`. */
export function parseCatFileBatch(
  out: Buffer,
  /** The objects' type; `missing` ones are skipped when `skipMissing`, else refused. */
  expect: { type: 'blob' | 'tree'; skipMissing: boolean } = { type: 'blob', skipMissing: false },
): Map<string, Buffer> {
  const blobs = new Map<string, Buffer>();
  const fail = (what: string): never => {
    throw new InfraError(`git cat-file --batch: unexpected output: ${what}`);
  };
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(0x0a, at);
    if (eol === -1) fail('a header without a newline');
    const header = out.toString('utf8', at, eol);
    const [sha, type, size] = header.split(' ');
    if (expect.skipMissing && type === 'missing' && size === undefined) {
      at = eol + 1;
      continue;
    }
    if (sha === undefined || type !== expect.type || size === undefined || !/^\d+$/.test(size)) fail(header);
    const start = eol + 1;
    const end = start + Number(size);
    if (out[end] !== 0x0a) fail(`${header} (content cut short)`);
    blobs.set(sha as string, out.subarray(start, end));
    at = end + 1;
  }
  return blobs;
}

/** One entry of git's config as `git config --list --null` prints it. */
export interface ConfigEntry {
  /** As git prints it: section and variable lower-cased, subsection (a URL, a gitdir) as written. */
  key: string;
  /** null for a bare boolean entry (`[core] bare` without `=`). */
  value: string | null;
}

/** One `--null` config record: `key\nvalue`, or `key` alone for a bare boolean. */
export function parseConfigRecord(record: string): ConfigEntry {
  const newline = record.indexOf('\n');
  return newline === -1
    ? { key: record, value: null }
    : { key: record.slice(0, newline), value: record.slice(newline + 1) };
}

/** A regular file (not a symlink, a submodule or a folder): mode 100644 or 100755. */
export function isRegularFile(entry: Pick<TreeEntry, 'mode'>): boolean {
  return entry.mode === '100644' || entry.mode === '100755';
}

export function parseLsTree(out: string): TreeEntry[] {
  return out
    .split('\0')
    .filter((line) => line !== '')
    .map((line) => {
      const tab = line.indexOf('\t');
      const [mode, type, sha] = line.slice(0, tab).split(' ');
      return { mode: mode ?? '', type: type as TreeEntry['type'], sha: sha ?? '', path: line.slice(tab + 1) };
    });
}

/**
 * The id of a raw tree object (SHA-1) with its top-level entry `name` left out: what `git mktree`
 * would give for the rest, computed here so that many trees take no process each. Null when the tree
 * has no such entry. Entries are `<mode> <name>\0<20-byte id>`, in git's order, which leaving one out keeps.
 */
export function treeIdWithout(raw: Buffer, name: string): string | null {
  let at = 0;
  while (at < raw.length) {
    const space = raw.indexOf(0x20, at);
    const nul = raw.indexOf(0, space);
    if (space === -1 || nul === -1 || nul + 21 > raw.length) {
      throw new InfraError('git cat-file: a tree object cut short');
    }
    const end = nul + 21;
    if (raw.toString('utf8', space + 1, nul) === name) {
      const body = Buffer.concat([raw.subarray(0, at), raw.subarray(end)]);
      return createHash('sha1').update(`tree ${body.length}\0`).update(body).digest('hex');
    }
    at = end;
  }
  return null;
}

/** Reads `rev-parse --show-toplevel --show-prefix` (null: not in a repository). Pure. */
export function parseWhere(out: string | null): { top: string; prefix: string } | null {
  if (out === null) return null;
  const [top = '', prefix = ''] = out.split('\n');
  return { top, prefix };
}
