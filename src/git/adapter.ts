/**
 * The one git adapter: every git command the gate runs goes through this class (like actions/checkout's
 * GitCommandManager), so the rules live in one place:
 * - a user-supplied ref is only ever resolved by `resolveCommit` (`rev-parse --verify --end-of-options`),
 *   refusing names that begin with '-'; everything after works on full SHAs and `refs/heads/` names;
 * - git is spawned directly with exactly the arguments and environment given here (no shell), and
 *   every non-zero exit is an error carrying the exit code and both streams;
 * - pushes are plain (never forced), and a non-fast-forward rejection is reported, not thrown;
 * - messages are parsed in the C locale and git never prompts for credentials;
 * - nothing the evaluated code could have planted is read (src/git/invocation.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InfraError, UserError } from '../errors.js';
import { GitCommandError, spawnGit } from './process.js';
import { askedOnce, knownTree, rememberTree } from './known.js';
import {
  GLOBAL_OPTIONS,
  gitEnvironment,
  parseScopedConfig,
  userConfigFrom,
  type UserConfig,
} from './invocation.js';
import {
  parseCatFileBatch,
  parseLsTree,
  parseRawDiff,
  parseStatus,
  parseVersion,
  parseWhere,
  parseWorktreeList,
  type ChangedPath,
  type RawDiffEntry,
  type TreeEntry,
  type WorktreeInfo,
} from './parse.js';

export type { ChangedPath, DiffStatus, RawDiffEntry, TreeEntry, WorktreeInfo } from './parse.js';
export { GitCommandError } from './process.js';

const ZERO_SHA = '0000000000000000000000000000000000000000';
const SHA = /^[0-9a-f]{40}$/;

/** An object id the gate computed; anything else is a bug, never handed to git as an argument. */
function requireSha(value: string): string {
  if (!SHA.test(value)) throw new InfraError(`internal: ${JSON.stringify(value)} is not an object id`);
  return value;
}

export type PushOutcome = { pushed: true } | { pushed: false; reason: 'non-fast-forward'; message: string };

/** `git merge-tree --write-tree`: the merged tree, or git's conflict messages (nothing is written but objects). */
export type MergeTreeOutcome = { merged: true; tree: string } | { merged: false; conflict: string };

/** A file to put into a tree: its path in the tree, its blob, and its mode (default a regular file). */
export interface TreeFile {
  path: string;
  blob: string;
  mode?: string;
}

/** Who commits when neither the repository nor the user's global git config names anyone (CI runners). */
const FALLBACK_IDENTITY = { name: 'arbor-gate', email: 'arbor-gate@users.noreply.github.com' };

/** The user's global and system settings the gate keeps (see UserConfig), read once per process. */
let userConfig: Promise<UserConfig> | undefined;

/** A user value that git could read as an option is refused before it reaches git. */
export function refuseOptionLike(value: string, what: string): string {
  if (value.startsWith('-'))
    throw new UserError(`${what} must not begin with '-' (got ${JSON.stringify(value)})`);
  if (value === '' || /[\0\n\r]/.test(value))
    throw new UserError(`${what} must be a non-empty single-line value`);
  return value;
}

/** Makes an adapter for a folder (the repository, or a worktree of it). */
export type GitFactory = (dir: string) => GitAdapter;

export const defaultGitFactory: GitFactory = (dir) => new GitAdapter(dir);

export interface GitAdapterOptions {
  /** Ends every git process of this adapter (running or later) when it aborts: a time budget. */
  signal?: AbortSignal;
}

export class GitAdapter {
  private readonly signal: AbortSignal | undefined;

  constructor(
    readonly dir: string,
    options: GitAdapterOptions = {},
  ) {
    this.signal = options.signal;
  }

  /** The same repository through an adapter whose git processes are ended when `signal` aborts. */
  abortable(signal: AbortSignal): GitAdapter {
    return new GitAdapter(this.dir, { signal });
  }

  /** Runs git with these exact arguments; a non-zero exit throws GitCommandError. */
  async run(args: string[], env: Record<string, string> = {}): Promise<string> {
    return (await this.runBytes(args, { env })).toString('utf8');
  }

  /** Like run, with the output as bytes and optionally an input on stdin. */
  async runBytes(
    args: string[],
    options: { env?: Record<string, string>; input?: string | Buffer } = {},
  ): Promise<Buffer> {
    const safe = (await this.userConfig()).safeDirectories.flatMap((dir) => ['-c', `safe.directory=${dir}`]);
    const exit = await spawnGit(
      [...GLOBAL_OPTIONS, ...safe, ...args],
      this.dir,
      { ...gitEnvironment(), ...options.env },
      {
        ...(options.input === undefined ? {} : { input: options.input }),
        ...(this.signal === undefined ? {} : { signal: this.signal }),
      },
    );
    if (exit.code !== 0)
      throw new GitCommandError(args, exit.code, exit.stdout.toString('utf8'), exit.stderr);
    return exit.stdout;
  }

  /** The global and system settings the gate keeps (see UserConfig), read once per process. */
  private userConfig(): Promise<UserConfig> {
    userConfig ??= (async () => {
      const { GIT_CONFIG_GLOBAL: _global, GIT_CONFIG_NOSYSTEM: _system, ...env } = gitEnvironment();
      const args = [...GLOBAL_OPTIONS, 'config', '--list', '--null', '--includes', '--show-scope'];
      const exit = await spawnGit(args, this.dir, env);
      return userConfigFrom(parseScopedConfig(exit.code === 0 ? exit.stdout.toString('utf8') : ''));
    })();
    return userConfig;
  }

  /** Like run, but an exit code listed in `okCodes` returns null instead of throwing. */
  private async runAllowing(args: string[], okCodes: number[]): Promise<string | null> {
    try {
      return await this.run(args);
    } catch (error) {
      if (error instanceof GitCommandError && okCodes.includes(error.gitExitCode)) return null;
      throw error;
    }
  }

  /**
   * Where `dir` is: the top-level folder of its repository, and `dir` relative to it with a trailing
   * '/' (empty at the top level); null when `dir` is not in a repository. One git process for both.
   */
  whereInRepository(): Promise<{ top: string; prefix: string } | null> {
    const args = ['rev-parse', '--show-toplevel', '--show-prefix'];
    return askedOnce(`where\0${this.dir}`, async () => parseWhere(await this.runAllowing(args, [128])));
  }

  /** The top-level folder of the repository that holds `dir`, or null when `dir` is not in a repository. */
  async topLevel(): Promise<string | null> {
    return (await this.whereInRepository())?.top ?? null;
  }

  /** The repository's shared git folder, absolute: the main checkout's `.git`, shared by its worktrees. */
  commonDir(): Promise<string> {
    const args = ['rev-parse', '--path-format=absolute', '--git-common-dir'];
    return askedOnce(`common-dir\0${this.dir}`, async () => (await this.run(args)).trim());
  }

  /** Whether the repository is a shallow clone (history cut off, so merge bases may be missing). */
  async isShallow(): Promise<boolean> {
    return (await this.run(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
  }

  /** The commit a user-given ref names, or null when it names none. */
  async resolveCommit(ref: string, what = 'ref'): Promise<string | null> {
    refuseOptionLike(ref, what);
    const out = await this.runAllowing(
      ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`],
      [1, 128],
    );
    return out === null ? null : out.trim();
  }

  /** The commit a fully qualified ref (`refs/heads/x`, `refs/remotes/o/x`) points at, or null. */
  async refCommit(fullRef: string): Promise<string | null> {
    if (!fullRef.startsWith('refs/')) throw new InfraError(`internal: ${fullRef} is not a full ref name`);
    return this.resolveCommit(fullRef);
  }

  /** Whether `name` is a valid branch name for git (check-ref-format --branch). */
  async isValidBranchName(name: string): Promise<boolean> {
    if (name.startsWith('-')) return false;
    return (await this.runAllowing(['check-ref-format', '--branch', name], [1, 128])) !== null;
  }

  async mergeBase(a: string, b: string): Promise<string | null> {
    const out = await this.runAllowing(['merge-base', '--end-of-options', a, b], [1]);
    return out === null ? null : out.trim().split('\n')[0] || null;
  }

  /** True when commit `ancestor` is reachable from `descendant` (or is it). */
  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    return (
      (await this.runAllowing(
        ['merge-base', '--is-ancestor', '--end-of-options', ancestor, descendant],
        [1],
      )) !== null
    );
  }

  /**
   * Every path that differs between two commits, with renames detected (both paths kept), modes on
   * both sides (type changes, symlinks, submodules) and full blob ids.
   */
  async diffRaw(from: string, to: string): Promise<RawDiffEntry[]> {
    const out = await this.run([
      'diff',
      '--raw',
      '-z',
      '-M',
      '--no-abbrev',
      '--no-ext-diff',
      '--ignore-submodules=none',
      from,
      to,
      '--',
    ]);
    return parseRawDiff(out);
  }

  /** A file's bytes at a commit, or null when the path is not a file (blob) there. */
  async showFile(commit: string, path: string): Promise<Buffer | null> {
    const entry = await this.lsTreeEntry(commit, path);
    if (entry === null || entry.type !== 'blob') return null;
    return this.readBlob(entry.sha);
  }

  async readBlob(sha: string): Promise<Buffer> {
    if (!SHA.test(sha)) throw new InfraError(`internal: ${sha} is not a blob id`);
    return this.runBytes(['cat-file', 'blob', sha]);
  }

  /**
   * The bytes of many blobs from one `git cat-file --batch`: one process whatever their number (one
   * `cat-file` per symlink made the protected-path check quadratic on large changes).
   */
  async readBlobs(
    shas: readonly string[],
    /** `skipMissing`: a blob the repository lacks is left out of the map instead of refused. */
    { skipMissing = false }: { skipMissing?: boolean } = {},
  ): Promise<Map<string, Buffer>> {
    const wanted = [...new Set(shas)];
    if (wanted.length === 0) return new Map();
    for (const sha of wanted) if (!SHA.test(sha)) throw new InfraError(`internal: ${sha} is not a blob id`);
    return parseCatFileBatch(
      await this.runBytes(['cat-file', '--batch'], { input: `${wanted.join('\n')}\n` }),
      { type: 'blob', skipMissing },
    );
  }

  /** The tree entry for one path at a commit, or null when there is none. */
  async lsTreeEntry(commit: string, path: string): Promise<TreeEntry | null> {
    const out = await this.run(['ls-tree', '-z', '--full-tree', commit, '--', path]);
    const entries = parseLsTree(out);
    return entries.find((e) => e.path === path.replace(/\/+$/, '')) ?? null;
  }

  /** The entries directly inside a folder at a commit (empty when the folder does not exist). */
  async lsTreeDir(commit: string, dir: string): Promise<TreeEntry[]> {
    const out = await this.run(['ls-tree', '-z', '--full-tree', commit, '--', `${dir.replace(/\/+$/, '')}/`]);
    return parseLsTree(out);
  }

  /** Every file, symlink and submodule pointer (recursively) at a commit, with its mode and object id. */
  async listTree(commit: string): Promise<TreeEntry[]> {
    return parseLsTree(await this.run(['ls-tree', '-r', '-z', '--full-tree', commit]));
  }

  /** Whether a path is tracked in this checkout's index. */
  async isTracked(path: string): Promise<boolean> {
    return (await this.runAllowing(['ls-files', '--error-unmatch', '--', path], [1])) !== null;
  }

  /**
   * Adds an empty detached worktree at `commit` (HEAD set, no index, no files): src/git/checkout.ts
   * fills it.
   */
  async worktreeAddEmpty(path: string, commit: string): Promise<void> {
    const add = ['worktree', 'add', '--detach', '--no-checkout', '--quiet', '--end-of-options'];
    await this.run([...add, path, commit]);
  }

  /**
   * Removes a worktree (its folder and git's record of it); false when git could not (what is left,
   * git forgets at `worktreePrune` once the folder is gone).
   */
  async worktreeRemove(path: string): Promise<boolean> {
    const args = ['worktree', 'remove', '--force', '--force', '--end-of-options', path];
    return (await this.runAllowing(args, [128])) !== null;
  }

  /** Forgets worktrees whose folder is gone. */
  async worktreePrune(): Promise<void> {
    await this.run(['worktree', 'prune']);
  }

  async worktreeList(): Promise<WorktreeInfo[]> {
    return parseWorktreeList(await this.run(['worktree', 'list', '--porcelain', '-z']));
  }

  /** The version of git that runs, as numbers (`git version 2.39.5` -> [2, 39, 5]). */
  async version(): Promise<number[]> {
    const out = (await this.run(['version'])).trim();
    const version = parseVersion(out);
    if (version === null) throw new InfraError(`cannot read the git version from ${JSON.stringify(out)}`);
    return version;
  }

  /** The tree of a commit. */
  async treeOf(commit: string): Promise<string> {
    const args = ['rev-parse', '--verify', `${requireSha(commit)}^{tree}`];
    return rememberTree(commit, knownTree(commit) ?? (await this.run(args)).trim());
  }

  /**
   * The merge of two commits as git's in-memory merge (`merge-tree --write-tree`, the ort strategy of
   * `git merge`) computes it: no worktree, no index, no ref. A conflict is reported with git's messages.
   */
  async mergeTree(ours: string, theirs: string): Promise<MergeTreeOutcome> {
    try {
      const out = await this.run([
        'merge-tree',
        '--write-tree',
        '--name-only',
        requireSha(ours),
        requireSha(theirs),
      ]);
      return { merged: true, tree: requireSha(out.trim()) };
    } catch (error) {
      if (error instanceof GitCommandError && error.gitExitCode === 1) {
        return { merged: false, conflict: error.stdout.trim() };
      }
      throw error;
    }
  }

  /**
   * Makes a commit object of `tree` with these parents and message; no ref moves. `sign: false` for a
   * scratch commit that never lands, so a configured commit.gpgSign cannot prompt for it.
   */
  async commitTree(
    tree: string,
    parents: readonly string[],
    message: string,
    options: { sign: boolean } = { sign: true },
  ): Promise<string> {
    const args = ['commit-tree', requireSha(tree), ...parents.flatMap((p) => ['-p', requireSha(p)])];
    if (!options.sign) args.push('--no-gpg-sign');
    const commit = requireSha((await this.run([...args, '-m', message], await this.commitIdentity())).trim());
    rememberTree(commit, tree);
    return commit;
  }

  /** Stores bytes as a blob (no filters: the bytes are the content) and returns its id. */
  async writeBlob(content: string | Buffer): Promise<string> {
    return this.withScratch(async (dir) => {
      const file = join(dir, 'blob');
      await writeFile(file, content);
      return requireSha((await this.run(['hash-object', '-w', '--no-filters', '--', file])).trim());
    });
  }

  /**
   * `tree` with these files replaced (or added) by their blobs, all in one scratch index, so no
   * checkout, index or ref of the user's is touched.
   */
  async treeWithFiles(tree: string, files: readonly TreeFile[]): Promise<string> {
    return this.withScratch(async (dir) => {
      const env = { GIT_INDEX_FILE: join(dir, 'index') };
      await this.run(['read-tree', requireSha(tree)], env);
      const entries = files.flatMap(({ path, blob, mode = '100644' }) => [
        '--cacheinfo',
        `${mode},${requireSha(blob)},${path}`,
      ]);
      if (entries.length > 0) await this.run(['update-index', '--add', ...entries], env);
      return requireSha((await this.run(['write-tree'], env)).trim());
    });
  }

  /** Tracked paths of this checkout that differ from its HEAD (untracked files are not listed). */
  async changedTrackedPaths(): Promise<ChangedPath[]> {
    // --no-optional-locks: asking must not take the index lock a user's own git command may need.
    const args = ['status', '--porcelain=v1', '-z', '--untracked-files=no', '--ignore-submodules=none'];
    return parseStatus(await this.run(['--no-optional-locks', ...args]));
  }

  /**
   * Brings this checkout's index and files from commit `from` to commit `to` after its branch moved
   * there, the way `git merge --ff-only` would (`read-tree -m -u`): local changes to paths the move does
   * not touch are kept, and git refuses (throws) rather than overwrite a change or an untracked file.
   */
  async fastForwardCheckout(from: string, to: string): Promise<void> {
    // As git merge does first: stat data gone stale (a touched, unchanged file) is not an edit.
    await this.runAllowing(['update-index', '-q', '--refresh'], [1]);
    await this.run(['read-tree', '-m', '-u', requireSha(from), requireSha(to)]);
  }

  private async withScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(join(tmpdir(), 'arbor-gate-git-'));
    try {
      return await work(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Moves a branch to `next` only if it still points at `expected` (null: only if it does not exist),
   * so a concurrent change is detected instead of overwritten. Returns false when it had moved.
   */
  async updateBranch(
    branch: string,
    next: string,
    expected: string | null,
    reason: string,
  ): Promise<boolean> {
    const ref = `refs/heads/${branch}`;
    const out = await this.runAllowing(['update-ref', '-m', reason, ref, next, expected ?? ZERO_SHA], [128]);
    return out !== null;
  }

  async remoteExists(remote: string): Promise<boolean> {
    refuseOptionLike(remote, 'remote');
    const remotes = (await this.run(['remote'])).split('\n').map((r) => r.trim());
    return remotes.includes(remote);
  }

  /** Fetches one branch into its remote-tracking ref; returns its commit, or null when the remote has no such branch. */
  async fetchBranch(remote: string, branch: string): Promise<string | null> {
    const tracking = `refs/remotes/${remote}/${branch}`;
    const out = await this.runAllowing(
      ['fetch', '--no-tags', '--quiet', remote, `+refs/heads/${branch}:${tracking}`],
      [128],
    );
    if (out === null) {
      const listed = await this.run(['ls-remote', '--heads', remote, `refs/heads/${branch}`]);
      if (listed.trim() === '') return null;
      throw new InfraError(`could not fetch ${branch} from ${remote}`);
    }
    return this.refCommit(tracking);
  }

  /** Plain push of a commit to a remote branch: never forced; a non-fast-forward rejection is returned. */
  async push(remote: string, commit: string, branch: string): Promise<PushOutcome> {
    try {
      await this.run(['push', '--porcelain', '--quiet', remote, `${commit}:refs/heads/${branch}`]);
      return { pushed: true };
    } catch (error) {
      if (
        error instanceof GitCommandError &&
        // A concurrent push shows as a rejected non-fast-forward, or, when two pushes reach the remote at
        // once, as the remote failing to lock the ref ("cannot lock ref ... is at X but expected Y"), a
        // line apart from the "[remote rejected]" line. A hook's refusal is neither: it is thrown.
        /\[rejected\]|non-fast-forward|fetch first|cannot lock ref|stale info/i.test(
          error.stdout + error.stderr,
        )
      ) {
        return { pushed: false, reason: 'non-fast-forward', message: (error.stdout + error.stderr).trim() };
      }
      throw error;
    }
  }

  /** Asked once per adapter: the candidate and the landed commit both need it. */
  private identity: Promise<Record<string, string>> | undefined;

  /**
   * Commit identity: the repository's own config (git reads it), else the user's global identity as it
   * was before anything ran, else arbor-gate's own.
   */
  commitIdentity(): Promise<Record<string, string>> {
    this.identity ??= this.readIdentity();
    return this.identity;
  }

  private async readIdentity(): Promise<Record<string, string>> {
    const email = await this.runAllowing(['config', '--get', 'user.email'], [1]);
    if (email !== null && email.trim() !== '') return {};
    const { name, email: address } = (await this.userConfig()).identity ?? FALLBACK_IDENTITY;
    return {
      GIT_AUTHOR_NAME: name,
      GIT_AUTHOR_EMAIL: address,
      GIT_COMMITTER_NAME: name,
      GIT_COMMITTER_EMAIL: address,
    };
  }
}
