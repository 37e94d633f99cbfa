/**
 * One evaluation's sandbox: what Isolator.open prepares and the runner launches in. `UserSandbox`
 * runs the command as the evaluation account (in its own namespaces, or in its own cgroup); the gate
 * sandbox runs it as the gate's own user (in a cgroup when the gate has root's rights). Closing a
 * sandbox ends every process of the evaluation, then removes what the account owned with root's
 * rights: never by giving it back with `chown -R`, which follows hard links and would hand a file
 * outside the worktree that the evaluation linked into it to the gate.
 */
import { mkdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { InfraError } from '../../errors.js';
import { registerCleanup } from '../../util/cleanup.js';
import type { RuntimeView } from '../runtime-view/types.js';
import type { EvalLauncher } from '../types.js';
import type { EvalCgroup } from './cgroup.js';
import {
  evalFolderEnvironment,
  evalFolders,
  foldersToHide,
  hiddenCandidates,
  withoutSessionVariables,
  type HiddenSources,
} from './environment.js';
import { evaluationLaunch, gateLaunch, type Bind, type LaunchPlan } from './launch.js';
import { chownTree, ownTree } from './ownership.js';
import { mountView, unmountView, viewFolders, type TreeView } from './overlay.js';
import { endAllProcesses } from './processes.js';
import { createdShadows, rootEntries, shadowMessage, type RootEntry } from './shadows.js';
import { closeRunFolder } from './run-folder.js';
import { privateTempBinds, sweepSharedTemp } from './temp-folders.js';
import { privilegedArgv, runTool, toolFailure, type Privilege } from './tools.js';
import { deviceGroups, noLinksToTargets, viewMounts } from './view-mounts.js';

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
  /**
   * The cached tree the worktree is a copy-on-write view of (overlay.ts), its ownership laid out once
   * when it was cached; absent: the worktree is a checkout of its own, owned here.
   */
  view?: TreeView;
  /** The repository's git folder, hidden in the namespace (a view's `.git` names none). */
  gitDir?: string;
  /**
   * What the evaluation may read beyond its worktree (runtime-view/): shown read-only in the mount
   * namespace (user+pidns); its variables (PATH...) and device groups in both isolated modes.
   */
  runtime?: RuntimeView;
}

/** Something the evaluation did at run time that the gate refuses (a path and a one-line message). */
export interface RunTimeChange {
  path: string;
  message: string;
}

export interface EvalSandbox extends AsyncDisposable {
  /** HOME, TMPDIR, XDG_* (and USER, LOGNAME when isolated), for the evaluation's environment. */
  readonly environment: Record<string, string>;
  /** How the runner starts and ends the evaluation; undefined: as the gate's own user, ended by settling. */
  readonly launcher: EvalLauncher | undefined;
  /** What the evaluation created at the worktree root beside a protected file (shadows.ts). */
  createdShadows(): Promise<RunTimeChange[]>;
  /** Ends the evaluation's processes (isolated: and removes its worktree); safe to call twice. */
  close(): Promise<void>;
}

/** What an isolated evaluation's `.git` says while it runs: git fails there, and looks no further up. */
export const NO_GIT = 'gitdir: /nonexistent/arbor-gate-evaluation-has-no-git-access\n';

export function gateIds(): { uid: number; gid: number; groups: number[] } {
  return {
    uid: process.geteuid?.() ?? 0,
    gid: process.getegid?.() ?? 0,
    groups: process.getgroups?.() ?? [],
  };
}

export async function makeFolders(paths: readonly string[]): Promise<void> {
  for (const path of paths) await mkdir(path, { mode: 0o700 });
}

/** The protected files at the worktree root (their names). */
function protectedAtRoot(protectedPaths: readonly string[]): string[] {
  return protectedPaths.filter((path) => !path.includes('/'));
}

/** Shared by both sandboxes: the root's entries before the run, compared after it. */
export class RootWatch {
  private constructor(
    private readonly worktree: string,
    private readonly protectedRoot: string[],
    private readonly before: RootEntry[],
  ) {}

  static async start(spec: SandboxSpec): Promise<RootWatch> {
    const protectedRoot = protectedAtRoot(spec.protectedPaths);
    return new RootWatch(
      spec.worktree,
      protectedRoot,
      protectedRoot.length === 0 ? [] : await rootEntries(spec.worktree),
    );
  }

  async changes(): Promise<RunTimeChange[]> {
    if (this.protectedRoot.length === 0) return [];
    const after = await rootEntries(this.worktree);
    return createdShadows(this.before, after, this.protectedRoot).map((path) => ({
      path,
      message: shadowMessage(path, this.protectedRoot),
    }));
  }
}

/**
 * As the gate's own user; in a cgroup of its own when `cgroup` is given (it is removed on close), else
 * ended by the runner's process group and settle window only.
 */
export async function openGateSandbox(
  spec: SandboxSpec,
  cgroup: { privilege: Privilege; create: () => Promise<EvalCgroup> } | null,
): Promise<EvalSandbox> {
  const folders = evalFolders(spec.folder);
  await makeFolders(Object.values(folders));
  const watch = await RootWatch.start(spec);
  const made = cgroup === null ? null : await cgroup.create();
  const launcher: EvalLauncher | undefined =
    made === null || cgroup === null
      ? undefined
      : {
          launch: (argv, env) => gateLaunch(cgroup.privilege, made.path, gateIds(), argv, env),
          endAll: () => made.end(),
        };
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => (closing ??= made === null ? Promise.resolve() : made.remove());
  return {
    environment: evalFolderEnvironment(folders, null),
    launcher,
    createdShadows: () => watch.changes(),
    close,
    [Symbol.asyncDispose]: close,
  };
}

/** The folder an isolated worktree's `.git` file points into, and that folder's common git dir. */
export async function gitDirsOf(gitFile: string, content: string): Promise<string | null> {
  const gitdir = /^gitdir: (.+)$/m.exec(content)?.[1]?.trim();
  if (gitdir === undefined) return null;
  const worktreeAdmin = resolve(dirname(gitFile), gitdir);
  const common = await readFile(join(worktreeAdmin, 'commondir'), 'utf8').catch(() => null);
  return common === null ? worktreeAdmin : resolve(worktreeAdmin, common.trim());
}

/** The existing folders among `paths`, resolved through symlinks (mount follows them). */
export async function existingFolders(paths: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    paths.map(async (path) => {
      const real = await realpath(path).catch(() => null);
      return real !== null && (await stat(real).catch(() => null))?.isDirectory() ? real : null;
    }),
  );
  return found.filter((path): path is string => path !== null);
}

async function existingTargets(binds: readonly Bind[]): Promise<Bind[]> {
  const exists = await Promise.all(
    binds.map(async (bind) => (await stat(bind.target).catch(() => null))?.isDirectory() === true),
  );
  return binds.filter((_, i) => exists[i]);
}

/** What the account may own in the sandbox: its worktree, its own folders, its private temp folders. */
function accountPaths(spec: SandboxSpec): string[] {
  return [
    spec.worktree,
    ...Object.values(evalFolders(spec.folder)),
    ...privateTempBinds(spec.folder)
      .map((bind) => bind.source)
      .filter((path) => path !== evalFolders(spec.folder).tmp),
  ];
}

/** The base an isolated sandbox is opened from: the plan of the gate run and this evaluation's lock. */
export interface UserSandboxBase {
  plan: Omit<LaunchPlan, 'hide' | 'binds' | 'cgroup'>;
  /** Makes this evaluation's cgroup (no PID namespace, where the gate can); null: none. */
  cgroup: (() => Promise<EvalCgroup>) | null;
  release: () => Promise<void>;
}

class UserSandbox implements EvalSandbox {
  readonly environment: Record<string, string>;
  readonly launcher: EvalLauncher;
  private closing: Promise<void> | null = null;
  private readonly unregister: () => void;
  private watch: RootWatch | null = null;
  private mounted = false;

  constructor(
    private readonly plan: LaunchPlan,
    private readonly spec: SandboxSpec,
    private readonly cgroup: EvalCgroup | null,
    private readonly release: () => Promise<void>,
  ) {
    this.environment = {
      ...evalFolderEnvironment(evalFolders(spec.folder), plan.account.name),
      ...spec.runtime?.env,
    };
    this.launcher = {
      launch: (argv, env) => evaluationLaunch(plan, argv, withoutSessionVariables(env)),
      endAll: () => this.endAll(),
    };
    this.unregister = registerCleanup(() => this.close());
  }

  private async endAll(): Promise<void> {
    await this.cgroup?.end();
    await endAllProcesses(this.plan);
  }

  /** The evaluation owns its worktree and folders; the gate keeps the protected files, `.git` and their folders. */
  async prepare(): Promise<void> {
    const { spec } = this;
    const { privilege, account } = this.plan;
    // A gate killed with SIGKILL cannot end its evaluation: this one starts with none left.
    await endAllProcesses(this.plan);
    if (!this.plan.pidns) await sweepSharedTemp(privilege, account);
    await makeFolders(accountPaths(spec).slice(1));
    await chownTree(privilege, `${account.uid}:${account.gid}`, accountPaths(spec).slice(1));
    if (spec.view === undefined) {
      // Before the ownership plan: `.git` is then the gate's, and so is the (sticky) root, which a
      // gate without root could not write into once the account owns it.
      await writeFile(join(spec.worktree, '.git'), NO_GIT);
      await ownTree(privilege, spec.worktree, spec.protectedPaths, { gate: gateIds(), account });
    } else {
      await mountView(privilege, spec.view, spec.folder, spec.worktree);
      this.mounted = true;
    }
    if (this.plan.view && spec.runtime !== undefined) await noLinksToTargets(spec.runtime, spec.worktree);
    this.watch = await RootWatch.start(spec);
    await closeRunFolder(privilege, spec.folder, gateIds(), account);
  }

  createdShadows(): Promise<RunTimeChange[]> {
    return this.watch?.changes() ?? Promise.resolve([]);
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      try {
        await this.endAll();
        await this.cgroup?.remove();
        if (!this.plan.pidns) await sweepSharedTemp(this.plan.privilege, this.plan.account);
        if (this.mounted) await unmountView(this.plan.privilege, this.spec.worktree);
        this.mounted = false;
        const view = this.spec.view === undefined ? [] : Object.values(viewFolders(this.spec.folder));
        await removeAsRoot(this.plan.privilege, [...accountPaths(this.spec), ...view]);
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

/**
 * Removes `paths` with root's rights (`rm -rf` never follows a symbolic link and, with
 * --one-file-system, never enters a mount): a hard link the evaluation made to a file elsewhere is
 * unlinked, the file itself left as it was.
 */
export async function removeAsRoot(privilege: Privilege, paths: readonly string[]): Promise<void> {
  const argv = ['rm', '-rf', '--one-file-system', '--', ...paths];
  const result = await runTool(privilegedArgv(privilege, argv));
  if (result.code !== 0) {
    throw new InfraError(`could not remove the isolated evaluation's worktree: ${toolFailure(argv, result)}`);
  }
}

/** Opens an isolated sandbox; `base.release` is called on failure (and by the sandbox's close). */
export async function openUserSandbox(base: UserSandboxBase, spec: SandboxSpec): Promise<EvalSandbox> {
  let sandbox: UserSandbox;
  try {
    const gitPath = join(spec.worktree, '.git');
    const hide = base.plan.pidns
      ? foldersToHide(
          await existingFolders(
            hiddenCandidates({
              ...spec.hidden,
              gitDir: spec.gitDir ?? (await gitDirsOf(gitPath, await readFile(gitPath, 'utf8'))),
            }),
          ),
          spec.folder,
        )
      : [];
    // A container may have no /dev/shm or /var/tmp: only the folders that exist are replaced.
    const binds = base.plan.pidns ? await existingTargets(privateTempBinds(spec.folder)) : [];
    const view =
      base.plan.pidns && spec.runtime !== undefined
        ? await viewMounts(
            spec.runtime,
            { folder: spec.folder, tree: spec.worktree },
            hide,
            binds.map((bind) => bind.target),
          )
        : null;
    const groups = await deviceGroups(spec.runtime?.devices ?? []);
    const cgroup = base.cgroup === null ? null : await base.cgroup();
    sandbox = new UserSandbox(
      { ...base.plan, hide, binds, view, groups, cgroup: cgroup?.path ?? null },
      spec,
      cgroup,
      base.release,
    );
  } catch (error) {
    await base.release();
    throw error;
  }
  try {
    await sandbox.prepare();
    return sandbox;
  } catch (error) {
    await sandbox.close().catch(() => undefined);
    throw error;
  }
}
