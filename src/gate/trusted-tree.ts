/**
 * Where the gate reads the idea tree from: the trusted side, never the branch under evaluation.
 * The trunk branch's committed copy wins when the tree is tracked there; otherwise the local session
 * folder (CLI mode, where `.arbor/` is usually untracked). Without --run-name, a single session (on
 * trunk, else locally) is used; with none or several, there is no tree and flags + defaults apply.
 */
import { readdir } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { GitAdapter } from '../git/adapter.js';
import { sessionPaths, SESSIONS_DIR } from '../session/paths.js';
import { parseTreeJson, readTreeFile, type IdeaTree } from '../session/tree.js';
import { NO_TREE } from './settings.js';

const TREE_IN_SESSION = '.coordinator/idea_tree.json';

export interface TrustedTree {
  tree: IdeaTree | null;
  /** `trunk`: committed on the trunk branch; `local`: the session folder's file; `none`: no tree found. */
  origin: 'trunk' | 'local' | 'none';
  runName: string | null;
  /** The session folder in the user's checkout (it may not exist), when a session is known. */
  sessionDir: string | null;
  /** The tree's path inside the repository (posix), when a session is known. */
  repoPath: string | null;
  /** How messages name the tree: `arbor/trunk:.arbor/sessions/x/...` or a file path. */
  label: string;
}

export interface TreeLocation {
  /** The user's checkout folder that holds `.arbor/sessions` (the --cwd). */
  cwd: string;
  /** `cwd` relative to the repository root, with a trailing '/' (git rev-parse --show-prefix). */
  prefix: string;
  runName: string | null;
}

function repoTreePath(prefix: string, runName: string): string {
  return posix.join(prefix, '.arbor/sessions', runName, TREE_IN_SESSION);
}

async function localSessionsWithTree(cwd: string): Promise<string[]> {
  const dir = join(cwd, SESSIONS_DIR);
  const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const withTree = await Promise.all(
    names
      .filter((entry) => entry.isDirectory())
      .map(async (entry) => {
        const found = await readdir(join(dir, entry.name, '.coordinator')).catch(() => [] as string[]);
        return found.includes('idea_tree.json') ? entry.name : null;
      }),
  );
  return withTree.filter((name): name is string => name !== null);
}

async function trunkSessionsWithTree(git: GitAdapter, commit: string, prefix: string): Promise<string[]> {
  const sessions = await git.lsTreeDir(commit, posix.join(prefix, '.arbor/sessions'));
  const withTree = await Promise.all(
    sessions
      .filter((entry) => entry.type === 'tree')
      .map(async (entry) => {
        const name = posix.basename(entry.path);
        const tree = await git.lsTreeEntry(commit, repoTreePath(prefix, name));
        return tree?.type === 'blob' ? name : null;
      }),
  );
  return withTree.filter((name): name is string => name !== null);
}

/** The local session tree, if any (the named one, or the only one). */
export async function loadLocalTree(location: TreeLocation): Promise<TrustedTree> {
  const available = await localSessionsWithTree(location.cwd);
  const runName = location.runName ?? (available.length === 1 ? (available[0] as string) : null);
  if (runName === null || !available.includes(runName)) return noTree(location, runName);
  const paths = sessionPaths(join(location.cwd, SESSIONS_DIR, runName));
  return {
    tree: await readTreeFile(paths.tree),
    origin: 'local',
    runName,
    sessionDir: paths.dir,
    repoPath: repoTreePath(location.prefix, runName),
    label: paths.tree,
  };
}

/**
 * The tree as committed on the trunk branch at `trunkCommit`, or null when trunk does not track it.
 * `runName` null: the only session tracked on trunk, if there is exactly one.
 */
export async function loadTrunkTree(
  git: GitAdapter,
  trunkBranch: string,
  trunkCommit: string,
  location: TreeLocation,
): Promise<TrustedTree | null> {
  const names =
    location.runName !== null
      ? [location.runName]
      : await trunkSessionsWithTree(git, trunkCommit, location.prefix);
  if (names.length !== 1) return null;
  const runName = names[0] as string;
  const repoPath = repoTreePath(location.prefix, runName);
  const text = await git.showFile(trunkCommit, repoPath);
  if (text === null) return null;
  const label = `${trunkBranch}:${repoPath}`;
  return {
    tree: parseTreeJson(text.toString('utf8'), label),
    origin: 'trunk',
    runName,
    sessionDir: sessionPaths(join(location.cwd, SESSIONS_DIR, runName)).dir,
    repoPath,
    label,
  };
}

/**
 * No tree where the gate looked: the label names each place (trunk's committed copy, when a trunk
 * was named, and the local session folder), so the message that says so names the ref and path read.
 */
export function treeNotFound(
  tree: TrustedTree,
  location: TreeLocation,
  trunkBranch: string | null,
): TrustedTree {
  const run = tree.runName ?? location.runName ?? '*';
  const places = [
    ...(trunkBranch === null ? [] : [`${trunkBranch}:${repoTreePath(location.prefix, run)}`]),
    join(location.cwd, SESSIONS_DIR, run, TREE_IN_SESSION),
  ];
  return { ...tree, label: `${NO_TREE} at ${places.join(' or ')}` };
}

function noTree(location: TreeLocation, runName: string | null): TrustedTree {
  return {
    tree: null,
    origin: 'none',
    runName,
    sessionDir: runName === null ? null : sessionPaths(join(location.cwd, SESSIONS_DIR, runName)).dir,
    repoPath: runName === null ? null : repoTreePath(location.prefix, runName),
    label: NO_TREE,
  };
}
