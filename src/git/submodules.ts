/**
 * Submodules in an evaluated tree (issue 35 item 4). A submodule the user's checkout has initialised
 * (its repository at `<git dir>/modules/<name>`) is written into the tree at the commit the tree
 * records, from that repository's own objects: nothing is ever fetched, not from the URL the tree's
 * `.gitmodules` names (the branch's to write) nor from a promisor remote. A submodule that is not
 * initialised, or whose recorded commit its repository lacks, stays an empty folder, and its absence
 * is said. No `.git` of the submodule is written: the evaluation sees its files, never a repository.
 *
 * The `.gitmodules` of the evaluated tree only maps a gitlink's path to a name; a name is taken only
 * when git itself would take it (no `..` component, not absolute), so it names a folder under
 * `modules/` and nothing else. The gitlinks themselves are trunk's: the static checks refuse a branch
 * that changes one (src/gate/paths/protected.ts).
 */
import { lstat, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { findControlCharacter } from '../util/terminal.js';
import type { GitAdapter } from './adapter.js';

const GITLINK = '160000';

/** One gitlink of a tree: present (its files can be written from `gitDir`), or absent and why. */
export type Submodule =
  | { path: string; commit: string; present: true; gitDir: string }
  | { path: string; commit: string; present: false; why: string };

/** `git config -z --get-regexp` output (`key\nvalue\0`...): each submodule name with its path. Pure. */
export function parseSubmodulePaths(out: string): Map<string, string> {
  const byPath = new Map<string, string>();
  for (const record of out.split('\0')) {
    const newline = record.indexOf('\n');
    if (newline === -1) continue;
    const key = record.slice(0, newline);
    const match = /^submodule\.(.+)\.path$/s.exec(key);
    if (match !== null) byPath.set(record.slice(newline + 1), match[1] as string);
  }
  return byPath;
}

/** Whether git would use `name` as a submodule's name (its folder under `modules/`). Pure. */
export function usableName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.includes('\\') || findControlCharacter(name) !== null)
    return false;
  return !name.split('/').some((part) => part === '..' || part === '.' || part === '');
}

/** `git ls-tree -z` records (`<mode> <type> <sha>\t<path>\0`...): the gitlinks among them. Pure. */
export function parseGitlinks(out: string): Array<{ path: string; commit: string }> {
  const links: Array<{ path: string; commit: string }> = [];
  for (const record of out.split('\0')) {
    const match = /^(\d{6}) \w+ ([0-9a-f]{40,64})\t(.+)$/s.exec(record);
    if (match !== null && match[1] === GITLINK)
      links.push({ path: match[3] as string, commit: match[2] as string });
  }
  return links;
}

async function isFolder(path: string): Promise<boolean> {
  return (await lstat(path).catch(() => null))?.isDirectory() === true;
}

/** Git run on a submodule's repository: never a lazy fetch, whatever its config says. */
const NO_FETCH = { GIT_NO_LAZY_FETCH: '1' };

/** Why `commit` cannot be written from the repository at `gitDir` without fetching; null: it can. */
async function missingFrom(repo: GitAdapter, gitDir: string, commit: string): Promise<string | null> {
  const env = { ...NO_FETCH, GIT_DIR: gitDir };
  const promisor = await repo
    .run(['config', '-z', '--get-regexp', '^(extensions\\.partialclone|remote\\..*\\.promisor)$'], env)
    .catch(() => '');
  // A partial clone fetches what it lacks as it reads (git before 2.44 has no switch to stop that).
  if (promisor !== '') return `${gitDir} is a partial clone, whose missing objects git would fetch`;
  const found = await repo.run(['cat-file', '-t', `${commit}^{commit}`], env).catch(() => null);
  return found === null ? `its commit ${commit.slice(0, 12)} is not in ${gitDir}` : null;
}

/**
 * The gitlinks of `commit`'s tree, each present (initialised in the checkout, its commit there) or
 * absent with the reason. Empty for a tree without `.gitmodules`.
 */
export async function submodulesOf(repo: GitAdapter, commit: string): Promise<Submodule[]> {
  const listed = await repo
    .run(['config', '-z', '--blob', `${commit}:.gitmodules`, '--get-regexp', '^submodule\\..*\\.path$'])
    .catch(() => '');
  const names = parseSubmodulePaths(listed);
  if (names.size === 0) return [];
  const tree = await repo.run(['ls-tree', '-z', '--end-of-options', commit, '--', ...names.keys()]);
  const modules = join(await repo.commonDir(), 'modules');
  const found: Submodule[] = [];
  for (const { path, commit: recorded } of parseGitlinks(tree)) {
    const name = names.get(path) as string;
    const gitDir = join(modules, name);
    const absent = (why: string) => found.push({ path, commit: recorded, present: false, why });
    if (!usableName(name)) absent(`its name in .gitmodules is not one git accepts`);
    else if (!(await isFolder(gitDir))) absent(`it is not initialised in the checkout (no ${gitDir})`);
    else {
      const missing = await missingFrom(repo, gitDir, recorded);
      if (missing !== null) absent(missing);
      else found.push({ path, commit: recorded, present: true, gitDir });
    }
  }
  return found;
}

/** What the evaluator id says of a tree's submodules: the paths written into it, sorted. Pure. */
export function presentPaths(submodules: readonly Submodule[]): string[] {
  return submodules
    .filter((s) => s.present)
    .map((s) => s.path)
    .sort();
}

/**
 * Writes each present submodule's files at its recorded commit into `root/<path>` (the empty folder a
 * checkout leaves), from its own repository, with an index of its own in `scratch` (a folder of the
 * gate's, removed after); git's own checkout, so the submodule's attributes apply.
 */
export async function writeSubmodules(
  repo: GitAdapter,
  submodules: readonly Submodule[],
  root: string,
  scratch: string,
): Promise<void> {
  for (const submodule of submodules) {
    if (!submodule.present) continue;
    const folder = await mkdtemp(join(scratch, 'submodule-'));
    try {
      const target = join(root, submodule.path);
      await mkdir(target, { recursive: true });
      const env = {
        ...NO_FETCH,
        GIT_DIR: submodule.gitDir,
        GIT_INDEX_FILE: join(folder, 'index'),
        GIT_WORK_TREE: target,
      };
      await repo.run(['read-tree', '--end-of-options', submodule.commit], env);
      await repo.run(['-C', target, 'checkout-index', '--all'], env);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
