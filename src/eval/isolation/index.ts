/**
 * Evaluation isolation (`eval-isolation: auto | user | none`): where the gate is root or has
 * passwordless sudo, the evaluated command runs as a dedicated unprivileged account, in its own PID and
 * mount namespaces where the kernel allows it. resolveIsolation decides once per gate run what is
 * possible; Isolator.open prepares one evaluation (its worktree's ownership, its folders, the account
 * lock) and returns the sandbox the runner launches in; closing it ends every process of the account
 * and gives everything back to the gate. What this does and does not defend: SECURITY.md.
 */
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { UserError } from '../../errors.js';
import { registerCleanup } from '../../util/cleanup.js';
import type { EvalLauncher, IsolationMode } from '../types.js';
import { ensureAccount, type Account } from './account.js';
import {
  evalFolderEnvironment,
  evalFolders,
  foldersToHide,
  hiddenCandidates,
  type EvalFolders,
  type HiddenSources,
} from './environment.js';
import { evaluationLaunch, type LaunchPlan } from './launch.js';
import { lockAccount } from './lock.js';
import { applyOwnership, chownTree, entriesAround, planOwnership } from './ownership.js';
import { endAllProcesses } from './processes.js';
import { detectPrivilege, runTool, toolFailure } from './tools.js';

export const ISOLATION_SETTINGS = ['auto', 'user', 'none'] as const;
export type IsolationSetting = (typeof ISOLATION_SETTINGS)[number];
export const DEFAULT_EVAL_USER = 'arbor-eval';

export interface IsolationRequest {
  setting: IsolationSetting;
  account: string;
  /** How the two settings are named in messages (`--eval-isolation`, `input eval-user`). */
  names: { setting: string; account: string };
  log: (line: string) => void;
}

export interface SandboxSpec {
  /** The worktree the evaluation runs in, and its temp folder (which the evaluation's folders join). */
  worktree: string;
  folder: string;
  /** Worktree-relative paths that must not change at run time. */
  protectedPaths: readonly string[];
  /** What the evaluation must not see (hidden in the mount namespace). */
  hidden: Omit<HiddenSources, 'gitDir'>;
  /** Aborts waiting for another gate's evaluation. */
  signal?: AbortSignal;
}

export interface EvalSandbox extends AsyncDisposable {
  /** HOME, TMPDIR, XDG_* (and USER, LOGNAME when isolated), for the evaluation's environment. */
  readonly environment: Record<string, string>;
  /** How the runner starts and ends the evaluation; undefined: as the gate's own user. */
  readonly launcher: EvalLauncher | undefined;
  /** Ends the evaluation's processes and gives the worktree back to the gate; safe to call twice. */
  close(): Promise<void>;
}

export interface Isolator {
  readonly mode: IsolationMode;
  /** Why the evaluation is not isolated (mode none), or null. */
  readonly notIsolatedBecause: string | null;
  open(spec: SandboxSpec): Promise<EvalSandbox>;
}

/** What an isolated evaluation's `.git` says while it runs: git fails there, and looks no further up. */
export const NO_GIT = 'gitdir: /nonexistent/arbor-gate-evaluation-has-no-git-access\n';

async function makeFolders(folders: EvalFolders): Promise<void> {
  for (const path of Object.values(folders)) await mkdir(path, { mode: 0o700 });
}

/** As the gate's own user (`because`: why); the evaluation still gets its own fresh folders. */
export function noIsolation(because: string): Isolator {
  return { mode: 'none', notIsolatedBecause: because, open: openUnisolated };
}

async function openUnisolated(spec: SandboxSpec): Promise<EvalSandbox> {
  const folders = evalFolders(spec.folder);
  await makeFolders(folders);
  return {
    environment: evalFolderEnvironment(folders, null),
    launcher: undefined,
    close: async () => undefined,
    [Symbol.asyncDispose]: async () => undefined,
  };
}

/** The folder an isolated worktree's `.git` file points into, and that folder's common git dir. */
async function gitDirsOf(gitFile: string, content: string): Promise<string | null> {
  const gitdir = /^gitdir: (.+)$/m.exec(content)?.[1]?.trim();
  if (gitdir === undefined) return null;
  const worktreeAdmin = resolve(dirname(gitFile), gitdir);
  const common = await readFile(join(worktreeAdmin, 'commondir'), 'utf8').catch(() => null);
  return common === null ? worktreeAdmin : resolve(worktreeAdmin, common.trim());
}

/** The existing folders among `paths`, resolved through symlinks (mount follows them). */
async function existingFolders(paths: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    paths.map(async (path) => {
      const real = await realpath(path).catch(() => null);
      return real !== null && (await stat(real).catch(() => null))?.isDirectory() ? real : null;
    }),
  );
  return found.filter((path): path is string => path !== null);
}

class UserSandbox implements EvalSandbox {
  readonly environment: Record<string, string>;
  readonly launcher: EvalLauncher;
  private closing: Promise<void> | null = null;
  private readonly unregister: () => void;

  constructor(
    private readonly plan: LaunchPlan,
    private readonly spec: SandboxSpec,
    /** The worktree's own `.git` file, put back when the evaluation is over. */
    readonly gitFile: { path: string; content: string },
    private readonly release: () => Promise<void>,
  ) {
    this.environment = evalFolderEnvironment(evalFolders(spec.folder), plan.account.name);
    this.launcher = {
      launch: (argv, env) => evaluationLaunch(plan, argv, env),
      endAll: () => endAllProcesses(plan),
    };
    this.unregister = registerCleanup(() => this.close());
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      try {
        await endAllProcesses(this.plan);
        await chownTree(this.plan.privilege, gateOwner(), [this.spec.folder]);
        await writeFile(this.gitFile.path, this.gitFile.content);
      } finally {
        await this.release().catch(() => undefined);
        this.unregister();
      }
    })();
    return this.closing;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }
}

function gateIds(): { uid: number; gid: number } {
  return { uid: process.geteuid?.() ?? 0, gid: process.getegid?.() ?? 0 };
}

function gateOwner(): string {
  const { uid, gid } = gateIds();
  return `${uid}:${gid}`;
}

class UserIsolation implements Isolator {
  readonly mode: IsolationMode;
  readonly notIsolatedBecause = null;

  constructor(
    private readonly plan: Omit<LaunchPlan, 'hide'>,
    private readonly log: (line: string) => void,
  ) {
    this.mode = plan.pidns ? 'user+pidns' : 'user';
  }

  async open(spec: SandboxSpec): Promise<EvalSandbox> {
    const release = await lockAccount(this.plan.privilege, this.plan.account.name, this.log, spec.signal);
    let sandbox: UserSandbox;
    try {
      const path = join(spec.worktree, '.git');
      const content = await readFile(path, 'utf8');
      const hide = this.plan.pidns ? await this.hiddenFolders(spec, path, content) : [];
      sandbox = new UserSandbox({ ...this.plan, hide }, spec, { path, content }, release);
    } catch (error) {
      await release();
      throw error;
    }
    try {
      // A gate killed with SIGKILL cannot end its evaluation: this one starts with none left.
      await endAllProcesses(this.plan);
      await this.prepare(spec, sandbox.gitFile.path);
      return sandbox;
    } catch (error) {
      await sandbox.close().catch(() => undefined);
      throw error;
    }
  }

  private async hiddenFolders(spec: SandboxSpec, gitPath: string, gitContent: string): Promise<string[]> {
    const gitDir = await gitDirsOf(gitPath, gitContent);
    return foldersToHide(await existingFolders(hiddenCandidates({ ...spec.hidden, gitDir })), spec.folder);
  }

  /** The evaluation owns its worktree and folders; the gate keeps the protected files, `.git` and their folders. */
  private async prepare(spec: SandboxSpec, gitPath: string): Promise<void> {
    const { privilege, account } = this.plan;
    const folders = evalFolders(spec.folder);
    await makeFolders(folders);
    const kept = [...spec.protectedPaths, '.git'];
    const ownership = planOwnership(await entriesAround(spec.worktree, kept), kept);
    await chownTree(privilege, `${account.uid}:${account.gid}`, [spec.worktree, ...Object.values(folders)]);
    await applyOwnership(privilege, spec.worktree, ownership, { gate: gateIds(), account });
    await writeFile(gitPath, NO_GIT);
    await chmod(spec.folder, 0o711);
  }
}

/** Every folder above `folder` must let other users through, or the account cannot reach its worktree. */
async function closedAncestor(folder: string): Promise<string | null> {
  for (let dir = resolve(folder); ; dir = dirname(dir)) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) return dir;
    if (dir === dirname(dir)) return null;
  }
}

/** Tries the launch for real on `true`: setpriv as the account, then inside the namespaces. */
async function probeLaunch(plan: LaunchPlan): Promise<string | null> {
  const launch = evaluationLaunch(plan, ['true'], { PATH: process.env.PATH ?? '/usr/bin:/bin' });
  const result = await runTool([launch.file, ...launch.args], launch.env);
  return result.code === 0 ? null : toolFailure(plan.pidns ? ['unshare', '--pid'] : ['setpriv'], result);
}

async function enterable(
  req: IsolationRequest,
): Promise<{ plan: Omit<LaunchPlan, 'hide'> } | { missing: string }> {
  if (process.platform !== 'linux') return { missing: `it needs Linux (this is ${process.platform})` };
  const privilege = await detectPrivilege();
  if (privilege === null) return { missing: 'the gate is not root and has no passwordless sudo (sudo -n)' };
  const closed = await closedAncestor(tmpdir());
  if (closed !== null) {
    return {
      missing: `the temp folder ${tmpdir()} is not open to other users (${closed}); set TMPDIR to one that is, such as /tmp`,
    };
  }
  let account: Account;
  try {
    account = await ensureAccount(req.account, req.names.account, privilege, req.log);
  } catch (error) {
    if (error instanceof UserError) throw error;
    return { missing: (error as Error).message };
  }
  const user = { privilege, account, pidns: false };
  // The namespaces first: when they work, entering the account works too (one probe instead of two).
  const probeFolder = await mkdtemp(join(tmpdir(), 'arbor-gate-probe-'));
  try {
    if ((await probeLaunch({ ...user, pidns: true, hide: [probeFolder] })) === null) {
      return { plan: { ...user, pidns: true } };
    }
  } finally {
    await rm(probeFolder, { recursive: true, force: true });
  }
  const refused = await probeLaunch({ ...user, hide: [] });
  if (refused !== null) return { missing: `setpriv cannot enter ${account.name}: ${refused}` };
  return { plan: user };
}

/**
 * Decides how this gate run isolates its evaluations. `none` asks nothing; `auto` isolates when it can
 * and says why not otherwise; `user` throws a UserError naming the setting and what is missing.
 */
export async function resolveIsolation(req: IsolationRequest): Promise<Isolator> {
  if (req.setting === 'none') return noIsolation(`${req.names.setting} is none`);
  const entered = await enterable(req);
  if ('missing' in entered) {
    if (req.setting === 'user') {
      throw new UserError(
        `${req.names.setting} user: cannot run the evaluation as another user: ${entered.missing}`,
      );
    }
    req.log(`evaluation isolation: none (${entered.missing})`);
    return noIsolation(entered.missing);
  }
  const isolator = new UserIsolation(entered.plan, req.log);
  const { account } = entered.plan;
  req.log(
    `evaluation isolation: ${isolator.mode}, as ${account.name} (uid ${account.uid}) via ${entered.plan.privilege === 'root' ? 'setpriv' : 'sudo and setpriv'}`,
  );
  return isolator;
}

/**
 * What a merge judged without isolation must say: what the evaluated code could reach, and how to get
 * isolation (`settingName` names the eval-isolation input or flag).
 */
export function isolationWarnings(isolator: Isolator, settingName: string): string[] {
  if (isolator.mode !== 'none') return [];
  return [
    `the evaluation ran as the gate's own user (isolation none: ${isolator.notIsolatedBecause}), so the evaluated ` +
      `code could read the job's token from the gate's process environment, write the repository's .git, the ` +
      `checkout and the runner's file-command files (GITHUB_ENV, GITHUB_PATH, the job summary), and leave ` +
      `processes running; run the gate as root or with passwordless sudo (GitHub-hosted runners have it) to ` +
      `isolate it, and set ${settingName} user to require that`,
  ];
}

/** Appended to an isolated evaluation's failure: it may have failed for want of what it can no longer reach. */
export function isolatedFailureNote(isolator: Isolator): string {
  switch (isolator.mode) {
    case 'none':
      return '';
    case 'user':
      return (
        ` (the evaluation ran isolated, as another user: it could write only its worktree and its own ` +
        `temp folders, and read only what every user may read)`
      );
    case 'user+pidns':
      return (
        ` (the evaluation ran isolated, as another user in its own namespaces: it could write only its ` +
        `worktree and its own temp folders, and the checkout, the runner's temp folder and the gate's HOME were hidden)`
      );
  }
}
