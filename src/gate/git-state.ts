/**
 * What the evaluated code could plant for git outside the repository's config file (which the
 * credential guard restores itself): replace refs, grafts, alternates, the shallow list, attributes and
 * hooks in the shared `.git`, and the user's global and system git config. The gate's own git ignores
 * the ones it can (src/git/adapter.ts: replace refs, grafts, global and system config, hooks); this
 * snapshot is the other half: taken before an evaluation, compared after it, and put back, so a change
 * is reported (the branch is rejected) and never outlives the run, not even for the user's next `git`.
 *
 * Reading the state after the evaluation never reads more than the snapshot holds: a file is read only
 * when its size matches the one before, so a planted huge file costs nothing.
 */
import { lstat, mkdir, readdir, readFile, readlink, realpath, symlink, chmod } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { replaceFile } from '../util/atomic.js';
import { removeTree } from '../util/remove-tree.js';

/** Runs git with exactly these arguments in the repository (or one of its worktrees); resolves to stdout. */
export type GitExec = (args: string[]) => Promise<string>;

/** One change the evaluation made: `label` names the path (as `.git/...` or an absolute path), `what` what it is. */
export interface GitStateChange {
  label: string;
  what: string;
}

type Entry =
  | { kind: 'file'; mode: number; content: Buffer }
  | { kind: 'dir'; mode: number }
  | { kind: 'link'; target: string };

/** A watched path and everything under it, by path relative to it ('' is the path itself); empty: absent. */
type Tree = Map<string, Entry>;

interface Watched {
  path: string;
  label: string;
  what: string;
  before: Tree;
}

export interface GitStateSnapshot {
  watched: Watched[];
  /** Replace and notes refs, by name. */
  refs: Map<string, string>;
}

/** The files and folders watched, with their labels; the user's config files as the gate's HOME finds them. */
export function watchedPaths(commonDir: string, env: NodeJS.ProcessEnv): Array<Omit<Watched, 'before'>> {
  const home = env.HOME ?? homedir();
  const xdg = env.XDG_CONFIG_HOME || join(home, '.config');
  const inGit = (rel: string, what: string) => ({ path: join(commonDir, rel), label: `.git/${rel}`, what });
  return [
    inGit('info/grafts', 'grafts file'),
    inGit('objects/info/alternates', 'alternates file'),
    inGit('shallow', 'shallow file'),
    inGit('info/attributes', 'attributes file'),
    inGit('hooks', 'hooks folder'),
    { path: join(home, '.gitconfig'), label: join(home, '.gitconfig'), what: 'global git config' },
    { path: join(xdg, 'git', 'config'), label: join(xdg, 'git', 'config'), what: 'global git config' },
    { path: '/etc/gitconfig', label: '/etc/gitconfig', what: 'system git config' },
  ];
}

async function lstatOrNull(path: string) {
  return lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  });
}

/** Everything at and under `root` (links recorded, not followed). */
async function readTree(root: string): Promise<Tree> {
  const tree: Tree = new Map();
  const visit = async (rel: string): Promise<void> => {
    const path = join(root, rel);
    const stats = await lstatOrNull(path);
    if (stats === null) return;
    if (stats.isSymbolicLink()) tree.set(rel, { kind: 'link', target: await readlink(path) });
    else if (stats.isFile())
      tree.set(rel, { kind: 'file', mode: stats.mode & 0o7777, content: await readFile(path) });
    else if (stats.isDirectory()) {
      tree.set(rel, { kind: 'dir', mode: stats.mode & 0o7777 });
      for (const name of (await readdir(path)).sort()) await visit(rel === '' ? name : join(rel, name));
    }
  };
  await visit('');
  return tree;
}

/** Whether `root` differs from `before`; reads a file only when its size is the one recorded. */
async function differs(root: string, before: Tree): Promise<boolean> {
  let seen = 0;
  const visit = async (rel: string): Promise<boolean> => {
    const path = join(root, rel);
    const stats = await lstatOrNull(path);
    const was = before.get(rel);
    if (stats === null) return was !== undefined;
    seen++;
    if (was === undefined) return true;
    if (stats.isSymbolicLink()) return was.kind !== 'link' || (await readlink(path)) !== was.target;
    if (was.kind === 'link' || (stats.mode & 0o7777) !== was.mode) return true;
    if (stats.isFile()) {
      return (
        was.kind !== 'file' ||
        stats.size !== was.content.length ||
        !(await readFile(path)).equals(was.content)
      );
    }
    if (!stats.isDirectory() || was.kind !== 'dir') return true;
    for (const name of await readdir(path)) {
      if (await visit(rel === '' ? name : join(rel, name))) return true;
    }
    return false;
  };
  // An unreadable path (the evaluation took the permissions away) is a change too.
  const changed = await visit('').catch(() => true);
  return changed || seen !== before.size;
}

/** Puts `root` back as `before` recorded it: a file in one rename, a folder or link recreated. */
async function restoreTree(root: string, before: Tree): Promise<void> {
  const top = before.get('');
  if (top?.kind === 'file') {
    const now = await lstatOrNull(root);
    if (now !== null && !now.isFile()) await removeTree(root);
    await mkdir(dirname(root), { recursive: true });
    await replaceFile(root, top.content, top.mode);
    return;
  }
  await removeTree(root);
  for (const [rel, entry] of before) {
    const path = join(root, rel);
    if (entry.kind === 'dir') await mkdir(path, { mode: 0o700 });
    else if (entry.kind === 'link') await symlink(entry.target, path);
    else await replaceFile(path, entry.content, entry.mode);
  }
  // Folder modes last, so a read-only folder does not stop its own entries from being recreated.
  for (const [rel, entry] of [...before].reverse()) {
    if (entry.kind === 'dir') await chmod(join(root, rel), entry.mode);
  }
}

/**
 * The refs the evaluation must not move: replace refs (git would read them) and notes refs (the score
 * ledger is read before the evaluation and written only by the gate after it, so a note the evaluation
 * wrote is tampering, and is discarded).
 */
async function watchedRefs(git: GitExec): Promise<Map<string, string>> {
  const out = await git([
    'for-each-ref',
    '--format=%(refname) %(objectname)',
    'refs/replace/',
    'refs/notes/',
  ]);
  return new Map(
    out
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.split(' ') as [string, string]),
  );
}

/**
 * Records the watched state. A watched path that is a symbolic link (a `~/.gitconfig` kept in a dotfiles
 * folder) is recorded as a link, and the file it leads to is watched as well. A path the gate cannot read
 * is not watched: the evaluation (same user, or less) cannot write it either.
 */
export async function snapshotGitState(
  git: GitExec,
  commonDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<GitStateSnapshot> {
  const watched: Watched[] = [];
  const queue = watchedPaths(commonDir, env);
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
    const before = await readTree(item.path).catch(() => null);
    if (before === null) continue;
    watched.push({ ...item, before });
    if (before.get('')?.kind === 'link') {
      const target = await realpath(item.path).catch(() => null);
      if (target !== null && !watched.some((w) => w.path === target)) {
        queue.push({ path: target, label: target, what: item.what });
      }
    }
  }
  return { watched, refs: await watchedRefs(git) };
}

/** Compares with the snapshot, puts back whatever changed, and returns the changes (empty: none). */
export async function restoreGitState(git: GitExec, snapshot: GitStateSnapshot): Promise<GitStateChange[]> {
  const changes: GitStateChange[] = [];
  for (const item of snapshot.watched) {
    if (!(await differs(item.path, item.before))) continue;
    changes.push({ label: item.label, what: item.what });
    await restoreTree(item.path, item.before);
  }
  const now = await watchedRefs(git);
  for (const ref of new Set([...now.keys(), ...snapshot.refs.keys()])) {
    const was = snapshot.refs.get(ref);
    if (now.get(ref) === was) continue;
    changes.push({
      label: `.git/${ref}`,
      what: ref.startsWith('refs/notes/') ? 'notes ref (the score ledger)' : 'replace ref',
    });
    await git(was === undefined ? ['update-ref', '-d', ref] : ['update-ref', ref, was]);
  }
  return changes;
}
