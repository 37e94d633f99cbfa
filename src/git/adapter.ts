/**
 * The one git adapter: every git command the gate runs goes through this class (like actions/checkout's
 * GitCommandManager), so the rules live in one place:
 * - a user-supplied ref is only ever resolved by `resolveCommit` (`rev-parse --verify --end-of-options`),
 *   refusing names that begin with '-'; everything after works on full SHAs and `refs/heads/` names;
 * - every non-zero exit is an error (simple-git's default ignores a failure that prints nothing on
 *   stderr, which would hide `merge --no-ff` conflicts), carrying the exit code and both streams;
 * - pushes are plain (never forced), and a non-fast-forward rejection is reported, not thrown;
 * - messages are parsed in the C locale and git never prompts for credentials;
 * - nothing the evaluated code could have planted is read (src/git/invocation.ts).
 */
import { spawn } from 'node:child_process';
import { GitError, simpleGit, type SimpleGit } from 'simple-git';
import { InfraError, UserError } from '../errors.js';
import { parseCatFileBatch, parseLsTree, parseRawDiff, type RawDiffEntry, type TreeEntry } from './parse.js';

export type { DiffStatus, RawDiffEntry, TreeEntry } from './parse.js';
import {
  GIT_ENV_FIXED,
  GLOBAL_OPTIONS,
  gitEnvironment,
  parseScopedConfig,
  userConfigFrom,
  type UserConfig,
} from './invocation.js';

const ZERO_SHA = '0000000000000000000000000000000000000000';
const SHA = /^[0-9a-f]{40}$/;

export class GitCommandError extends InfraError {
  override name = 'GitCommandError';
  constructor(
    readonly args: readonly string[],
    readonly gitExitCode: number,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(
      `git ${args.join(' ')} failed (exit ${gitExitCode}): ${(stderr || stdout).trim().split('\n').slice(-3).join(' | ')}`,
    );
  }
}

export interface WorktreeInfo {
  path: string;
  head: string | null;
  /** `refs/heads/<name>` when a branch is checked out there; null when detached. */
  branch: string | null;
}

export type PushOutcome = { pushed: true } | { pushed: false; reason: 'non-fast-forward'; message: string };

export type MergeOutcome = { merged: true } | { merged: false; conflict: string };

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
  private readonly git: SimpleGit;
  private readonly signal: AbortSignal | undefined;

  constructor(
    readonly dir: string,
    options: GitAdapterOptions = {},
  ) {
    this.signal = options.signal;
    this.git = simpleGit({
      baseDir: dir,
      ...(options.signal === undefined ? {} : { abort: options.signal }),
      maxConcurrentProcesses: 4,
      allowEnvironment: [
        ...Object.keys(GIT_ENV_FIXED),
        'GIT_AUTHOR_NAME',
        'GIT_AUTHOR_EMAIL',
        'GIT_COMMITTER_NAME',
        'GIT_COMMITTER_EMAIL',
      ],
      // Only for GLOBAL_OPTIONS (core.hooksPath and core.fsmonitor, which turn both off) and
      // GIT_CONFIG_GLOBAL (/dev/null); no user value is ever placed before the git subcommand.
      unsafe: { allowUnsafeHooksPath: true, allowUnsafeFsMonitor: true, allowUnsafeConfigPaths: true },
      errors: (error, result) =>
        result.exitCode === 0
          ? error
          : new GitExit(
              result.exitCode,
              Buffer.concat(result.stdOut).toString('utf8'),
              Buffer.concat(result.stdErr).toString('utf8'),
            ),
    });
  }

  /** The same repository through an adapter whose git processes are ended when `signal` aborts. */
  abortable(signal: AbortSignal): GitAdapter {
    return new GitAdapter(this.dir, { signal });
  }

  /** Runs git with these exact arguments; a non-zero exit throws GitCommandError. */
  async run(args: string[], env: Record<string, string> = {}): Promise<string> {
    const safe = (await this.userConfig()).safeDirectories.flatMap((dir) => ['-c', `safe.directory=${dir}`]);
    try {
      return await this.git.env({ ...gitEnvironment(), ...env }).raw([...GLOBAL_OPTIONS, ...safe, ...args]);
    } catch (error) {
      throw toCommandError(args, error);
    }
  }

  /** The global and system settings the gate keeps (see UserConfig), read once per process. */
  private userConfig(): Promise<UserConfig> {
    userConfig ??= (async () => {
      const { GIT_CONFIG_GLOBAL: _global, GIT_CONFIG_NOSYSTEM: _system, ...env } = gitEnvironment();
      const out = await this.git
        .env(env)
        .raw([...GLOBAL_OPTIONS, 'config', '--list', '--null', '--includes', '--show-scope'])
        .catch(() => '');
      return userConfigFrom(parseScopedConfig(out));
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

  /** The top-level folder of the repository that holds `dir`, or null when `dir` is not in a repository. */
  async topLevel(): Promise<string | null> {
    const out = await this.runAllowing(['rev-parse', '--show-toplevel'], [128]);
    return out === null ? null : out.trim();
  }

  /** `dir` relative to the top level, with a trailing '/' (empty at the top level). */
  async prefix(): Promise<string> {
    return (await this.run(['rev-parse', '--show-prefix'])).trim();
  }

  /** The repository's shared git folder, absolute: the main checkout's `.git`, shared by its worktrees. */
  async commonDir(): Promise<string> {
    return (await this.run(['rev-parse', '--path-format=absolute', '--git-common-dir'])).trim();
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
    return Buffer.from(await this.run(['cat-file', 'blob', sha]), 'utf8');
  }

  /**
   * The bytes of many blobs from one `git cat-file --batch`: one process whatever their number (one
   * `cat-file` per symlink made the protected-path check quadratic on large changes).
   */
  async readBlobs(shas: readonly string[]): Promise<Map<string, Buffer>> {
    const wanted = [...new Set(shas)];
    if (wanted.length === 0) return new Map();
    for (const sha of wanted) if (!SHA.test(sha)) throw new InfraError(`internal: ${sha} is not a blob id`);
    return parseCatFileBatch(await this.runWithInput(['cat-file', '--batch'], `${wanted.join('\n')}\n`));
  }

  /**
   * Runs git with `input` on its stdin and returns its stdout as bytes (simple-git has neither). Same
   * global options and environment as `run`; a non-zero exit throws GitCommandError.
   */
  private runWithInput(args: string[], input: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = spawn('git', [...GLOBAL_OPTIONS, ...args], {
        cwd: this.dir,
        env: gitEnvironment(),
        stdio: ['pipe', 'pipe', 'pipe'],
        ...(this.signal === undefined ? {} : { signal: this.signal }),
      });
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
      // git may exit before reading all of its input (EPIPE): its exit code and stderr say why.
      child.stdin.on('error', () => undefined);
      child.on('error', (error) => reject(toCommandError(args, error)));
      child.on('close', (code) => {
        const out = Buffer.concat(stdout);
        if (code === 0) resolve(out);
        else
          reject(
            new GitCommandError(
              args,
              code ?? -1,
              out.toString('utf8'),
              Buffer.concat(stderr).toString('utf8'),
            ),
          );
      });
      child.stdin.end(input);
    });
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

  /** Every file path (recursively) at a commit. */
  async listFiles(commit: string): Promise<string[]> {
    const out = await this.run(['ls-tree', '-r', '-z', '--name-only', '--full-tree', commit]);
    return out.split('\0').filter((p) => p !== '');
  }

  /** Whether a path is tracked in this checkout's index. */
  async isTracked(path: string): Promise<boolean> {
    return (await this.runAllowing(['ls-files', '--error-unmatch', '--', path], [1])) !== null;
  }

  async worktreeAddDetached(path: string, commit: string): Promise<void> {
    await this.run(['worktree', 'add', '--detach', '--quiet', '--end-of-options', path, commit]);
  }

  async worktreeRemove(path: string): Promise<void> {
    await this.runAllowing(['worktree', 'remove', '--force', '--force', '--end-of-options', path], [128]);
    await this.run(['worktree', 'prune']);
  }

  async worktreeList(): Promise<WorktreeInfo[]> {
    const out = await this.run(['worktree', 'list', '--porcelain', '-z']);
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

  async headCommit(): Promise<string> {
    return (await this.run(['rev-parse', '--verify', 'HEAD^{commit}'])).trim();
  }

  /** Merges a commit into HEAD with a merge commit (`--no-ff`), leaving it uncommitted; a conflict is reported. */
  async mergeNoCommit(commit: string): Promise<MergeOutcome> {
    try {
      await this.run(
        ['merge', '--no-ff', '--no-commit', '--no-edit', '--end-of-options', commit],
        await this.identityEnv(),
      );
      return { merged: true };
    } catch (error) {
      if (error instanceof GitCommandError && error.gitExitCode === 1) {
        return { merged: false, conflict: (error.stdout + error.stderr).trim() };
      }
      throw error;
    }
  }

  async add(paths: string[]): Promise<void> {
    await this.run(['add', '--', ...paths]);
  }

  /** Commits what is staged (including an in-progress merge) with this message; returns the new commit. */
  async commit(message: string): Promise<string> {
    await this.run(
      ['commit', '--no-verify', '--quiet', '--allow-empty', '-m', message],
      await this.identityEnv(),
    );
    return this.headCommit();
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

  /** Asked once per adapter: a merge needs it for both `merge --no-commit` and `commit`. */
  private identity: Promise<Record<string, string>> | undefined;

  /**
   * Commit identity: the repository's own config (git reads it), else the user's global identity as it
   * was before anything ran, else arbor-gate's own.
   */
  private identityEnv(): Promise<Record<string, string>> {
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

/**
 * What the errors hook of simple-git hands back for a non-zero exit, before the arguments are attached.
 * It extends simple-git's GitError because simple-git wraps any other error and loses its fields.
 */
class GitExit extends GitError {
  constructor(
    readonly exitCode: number,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(undefined, stderr || stdout);
  }
}

function toCommandError(args: string[], error: unknown): GitCommandError {
  if (error instanceof GitExit) return new GitCommandError(args, error.exitCode, error.stdout, error.stderr);
  // spawn failures (git missing, cwd gone) never reach the exit hook
  return new GitCommandError(args, -1, '', error instanceof Error ? error.message : String(error));
}
