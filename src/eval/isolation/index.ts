/**
 * Evaluation isolation (`eval-isolation: auto | user | rootless | none`): where the gate is root or has
 * passwordless sudo, the evaluated command runs as a dedicated unprivileged account, in its own PID and
 * mount namespaces where the kernel allows it, else in a cgroup of its own (cgroup.ts); where it has
 * neither, in an unprivileged user namespace of bubblewrap's as the gate's own uid (rootless.ts). resolveIsolation
 * decides once per gate run what is possible, and how the evaluation's end is made atomic (`end`);
 * Isolator.open prepares one evaluation (sandbox.ts) and returns the sandbox the runner launches in;
 * closing it ends every process of the evaluation and removes what the account owned. Worktrees go
 * under a gate-owned parent (temp-folders.ts). What this does and does not defend: SECURITY.md.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { UserError } from '../../errors.js';
import type { EvalEnd, IsolationMode } from '../types.js';
import { ensureAccount, type Account } from './account.js';
import { EvalCgroup } from './cgroup.js';
import { evaluationLaunch, type LaunchPlan } from './launch.js';
import { bootContext, recordedThisBoot, recordThisBoot } from './boot-record.js';
import { lockAccount } from './lock.js';
import { openRootlessSandbox, probeRootless, type RootlessTools } from './rootless-sandbox.js';
import { gateIds, openGateSandbox, openUserSandbox, type EvalSandbox, type SandboxSpec } from './sandbox.js';
import { workParent } from './temp-folders.js';
import { detectPrivilege, runTool, toolFailure, type Privilege } from './tools.js';
import type { IsolationSetting } from './setting-values.js';

export {
  mountView,
  overlayMissing,
  overlayMissingThisBoot,
  plainPath,
  unmountView,
  type TreeView,
} from './overlay.js';
export { ownTree } from './ownership.js';
export { removeAsRoot } from './sandbox.js';
export { NO_GIT, type EvalSandbox, type RunTimeChange, type SandboxSpec } from './sandbox.js';

export { DEFAULT_EVAL_USER, ISOLATION_SETTINGS, type IsolationSetting } from './setting-values.js';

export interface IsolationRequest {
  setting: IsolationSetting;
  account: string;
  /** How the two settings are named in messages (`--eval-isolation`, `input eval-user`). */
  names: { setting: string; account: string };
  /** A merge: `auto` then refuses an end that is not atomic instead of degrading to it. */
  merging?: boolean;
  log: (line: string) => void;
}

export interface Isolator {
  readonly mode: IsolationMode;
  /** How the evaluation's last process is ended: with its PID namespace, its cgroup, or by settling. */
  readonly end: EvalEnd;
  /** Why the evaluation is not isolated (mode none), or null. */
  readonly notIsolatedBecause: string | null;
  /** Why the end is not atomic (end settle), or null. */
  readonly notAtomicBecause: string | null;
  /** The gate-owned folder the evaluation's worktree goes in; null: the system temp folder. */
  readonly worktreeParent: string | null;
  /** Who a cached tree is laid out for, with what rights, when a run can see it through a view (overlay.ts). */
  readonly viewOwners: { privilege: Privilege; account: Account } | null;
  open(spec: SandboxSpec): Promise<EvalSandbox>;
}

/** What the gate can do with root's rights in this run: its privilege, a cgroup probe, the worktree parent. */
interface RootRights {
  privilege: Privilege | null;
  /** Why no cgroup can be made for an evaluation, or null when one can. */
  noCgroup: string | null;
  worktreeParent: string | null;
}

async function probeCgroup(privilege: Privilege | null): Promise<string | null> {
  if (privilege === null) return 'the gate is not root and has no passwordless sudo';
  const made = await EvalCgroup.create(privilege);
  if ('missing' in made) return made.missing;
  await made.remove();
  return null;
}

/** The gate-owned worktree parent, with the cgroup probe still running (it overlaps the launch probe). */
async function rootRights(
  privilege: Privilege | null,
  log: (line: string) => void,
): Promise<{ rights: Omit<RootRights, 'noCgroup'>; noCgroup: Promise<string | null> }> {
  const noCgroup = probeCgroup(privilege);
  const parent = await workParent(privilege, gateIds(), process.env);
  if ('refused' in parent)
    log(`evaluation worktrees go in ${tmpdir()}: no gate-owned folder for them (${parent.refused})`);
  return { rights: { privilege, worktreeParent: 'path' in parent ? parent.path : null }, noCgroup };
}

/** As the gate's own user (`because`: why); the evaluation still gets its own fresh folders. */
export function noIsolation(because: string, rights?: RootRights): Isolator {
  const privilege = rights?.privilege ?? null;
  const cgroup =
    privilege === null || rights?.noCgroup !== null
      ? null
      : { privilege, create: async () => cgroupOrFail(await EvalCgroup.create(privilege)) };
  return {
    mode: 'none',
    end: cgroup === null ? 'settle' : 'cgroup',
    notIsolatedBecause: because,
    notAtomicBecause: cgroup === null ? `no PID namespace; ${rights?.noCgroup ?? 'no cgroup probed'}` : null,
    worktreeParent: rights?.worktreeParent ?? null,
    viewOwners: null,
    open: (spec) => openGateSandbox(spec, cgroup),
  };
}

function cgroupOrFail(made: EvalCgroup | { missing: string }): EvalCgroup {
  if ('missing' in made) throw new UserError(`the evaluation's cgroup could not be made: ${made.missing}`);
  return made;
}

class UserIsolation implements Isolator {
  readonly mode: IsolationMode;
  readonly end: EvalEnd;
  readonly notIsolatedBecause = null;
  readonly notAtomicBecause: string | null;
  readonly worktreeParent: string | null;
  readonly viewOwners: { privilege: Privilege; account: Account };

  constructor(
    private readonly plan: Omit<LaunchPlan, 'hide' | 'binds' | 'cgroup'>,
    private readonly rights: RootRights,
    private readonly log: (line: string) => void,
  ) {
    this.mode = plan.pidns ? 'user+pidns' : 'user';
    this.end = plan.pidns ? 'pidns' : rights.noCgroup === null ? 'cgroup' : 'settle';
    this.notAtomicBecause = this.end === 'settle' ? `no PID namespace; ${rights.noCgroup}` : null;
    this.worktreeParent = rights.worktreeParent;
    this.viewOwners = { privilege: plan.privilege, account: plan.account };
  }

  async open(spec: SandboxSpec): Promise<EvalSandbox> {
    const release = await lockAccount(this.plan.privilege, this.plan.account.name, this.log, spec.signal);
    const { privilege } = this.plan;
    const cgroup =
      this.end === 'cgroup' ? async () => cgroupOrFail(await EvalCgroup.create(privilege)) : null;
    return openUserSandbox({ plan: this.plan, cgroup, release }, spec);
  }
}

/** In bubblewrap's namespaces as the gate's own uid; its PID namespace is the atomic end. */
class RootlessIsolation implements Isolator {
  readonly mode = 'rootless';
  readonly end = 'pidns';
  readonly notIsolatedBecause = null;
  readonly notAtomicBecause = null;
  readonly viewOwners = null;

  constructor(
    private readonly tools: RootlessTools,
    readonly worktreeParent: string | null,
  ) {}

  open(spec: SandboxSpec): Promise<EvalSandbox> {
    return openRootlessSandbox(this.tools, spec);
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

/** The launch probe's per-boot record in the worktree parent. */
const LAUNCH_RECORD = 'launch-probe';

/**
 * Where and as what the launch probe's success is recorded (boot-record.ts): in the gate's own
 * worktree parent, naming this boot, the account and the PATH that finds unshare and setpriv. Null
 * where no record can be kept (no gate-owned parent, or the kernel does not name the boot).
 */
async function launchRecord(
  parent: string | null,
  account: Account,
): Promise<{ parent: string; facts: string } | null> {
  const context = parent === null ? null : await bootContext();
  if (parent === null || context === null) return null;
  return { parent, facts: `${context} ${account.uid}:${account.gid} ${process.env.PATH ?? ''}` };
}

type UserPlan = Omit<LaunchPlan, 'hide' | 'binds' | 'cgroup'>;

async function enterable(
  req: IsolationRequest,
  rights: Omit<RootRights, 'noCgroup'>,
): Promise<{ plan: UserPlan } | { missing: string }> {
  if (process.platform !== 'linux') return { missing: `it needs Linux (this is ${process.platform})` };
  const { privilege } = rights;
  if (privilege === null) return { missing: 'the gate is not root and has no passwordless sudo (sudo -n)' };
  const parent = rights.worktreeParent ?? tmpdir();
  const closed = await closedAncestor(parent);
  if (closed !== null) {
    return {
      missing: `the worktrees' folder ${parent} is not open to other users (${closed}); set TMPDIR to one that is, such as /tmp`,
    };
  }
  let account: Account;
  try {
    account = await ensureAccount(req.account, req.names.account, privilege, req.log);
  } catch (error) {
    if (error instanceof UserError) throw error;
    return { missing: (error as Error).message };
  }
  const user = { privilege, account, pidns: false, cgroup: null };
  const record = privilege === 'root' ? await launchRecord(rights.worktreeParent, account) : null;
  if (record !== null && (await recordedThisBoot(record.parent, LAUNCH_RECORD, gateIds().uid, record.facts)))
    return { plan: { privilege, account, pidns: true } };
  // The namespaces first: when they work, entering the account works too (one probe instead of two).
  const probeFolder = await mkdtemp(join(tmpdir(), 'arbor-gate-probe-'));
  try {
    const binds = [{ source: probeFolder, target: probeFolder }];
    if ((await probeLaunch({ ...user, pidns: true, hide: [probeFolder], binds })) === null) {
      if (record !== null) await recordThisBoot(record.parent, LAUNCH_RECORD, record.facts);
      return { plan: { privilege, account, pidns: true } };
    }
  } finally {
    await rm(probeFolder, { recursive: true, force: true });
  }
  const refused = await probeLaunch({ ...user, hide: [], binds: [] });
  if (refused !== null) return { missing: `setpriv cannot enter ${account.name}: ${refused}` };
  return { plan: { privilege, account, pidns: false } };
}

/**
 * Refuses a merge under `auto` whose evaluation could not be ended atomically (exit 2), naming what is
 * missing and the settings that work on this machine: `user` when the gate can enter the account, else
 * only `none`.
 */
function refuseSilentDegrade(req: IsolationRequest, isolator: Isolator): Isolator {
  if (!req.merging || req.setting !== 'auto' || isolator.end !== 'settle') return isolator;
  const name = req.names.setting;
  if (isolator.mode === 'none') {
    throw new UserError(
      `${name} auto: this machine cannot isolate the evaluation (${isolator.notIsolatedBecause}); ` +
        `set ${name} none to merge with the evaluation run as the gate's own user`,
    );
  }
  throw new UserError(
    `${name} auto: this machine cannot end the evaluation atomically (${isolator.notAtomicBecause}), ` +
      `so a process it leaves could print or write a score after its main process exits; run the gate ` +
      `where PID namespaces are allowed or cgroup2 is writable, or set ${name} user (or none) to merge without that`,
  );
}

function rootlessIsolator(
  req: IsolationRequest,
  tools: RootlessTools,
  worktreeParent: string | null,
): Isolator {
  req.log(
    `evaluation isolation: rootless, as uid ${gateIds().uid} in its own user, PID and mount namespaces via ${tools.bwrap}; end: pidns`,
  );
  return new RootlessIsolation(tools, worktreeParent);
}

/** What the rootless mode needs and a root gate lacks: it is for a gate without root. */
const ROOT_GATE = 'the gate is root (the rootless mode is for a gate without root)';

/**
 * Decides how this gate run isolates its evaluations. `none` runs as the gate (in a cgroup where it
 * can); `auto` isolates as another user when it can, else in a rootless namespace when it can, and
 * says why not otherwise; `user` and `rootless` throw a UserError naming the setting and what is
 * missing. A merge under `auto` without an atomic end is refused.
 */
export async function resolveIsolation(req: IsolationRequest): Promise<Isolator> {
  const found = await rootRights(process.platform === 'linux' ? await detectPrivilege() : null, req.log);
  const name = req.names.setting;
  if (req.setting === 'none')
    return noIsolation(`${name} is none`, { ...found.rights, noCgroup: await found.noCgroup });
  const rootGate = gateIds().uid === 0;
  if (req.setting === 'rootless') {
    const tools = rootGate ? { missing: ROOT_GATE } : await probeRootless(process.env);
    if ('missing' in tools) {
      const works = found.rights.privilege === null ? 'none' : 'auto';
      throw new UserError(
        `${name} rootless: cannot run the evaluation in a user namespace: ${tools.missing}; set ${name} ${works}`,
      );
    }
    return rootlessIsolator(req, tools, found.rights.worktreeParent);
  }
  // The probes spawn their own tools: run together, the gate's start waits for the slowest only. The
  // rootless probe runs at once only where the account cannot be entered (no root's rights).
  const rootless = (): Promise<RootlessTools | { missing: string }> =>
    rootGate ? Promise.resolve({ missing: ROOT_GATE }) : probeRootless(process.env);
  const early = req.setting === 'auto' && found.rights.privilege === null ? rootless() : null;
  const [entered, noCgroup] = await Promise.all([enterable(req, found.rights), found.noCgroup]);
  const rights: RootRights = { ...found.rights, noCgroup };
  if ('missing' in entered) {
    if (req.setting === 'user') {
      throw new UserError(`${name} user: cannot run the evaluation as another user: ${entered.missing}`);
    }
    const tools = await (early ?? rootless());
    if (!('missing' in tools)) return rootlessIsolator(req, tools, rights.worktreeParent);
    const why = rootGate ? entered.missing : `${entered.missing}, and ${tools.missing}`;
    req.log(`evaluation isolation: none (${why})`);
    return refuseSilentDegrade(req, noIsolation(why, rights));
  }
  const isolator = new UserIsolation(entered.plan, rights, req.log);
  const { account } = entered.plan;
  req.log(
    `evaluation isolation: ${isolator.mode}, as ${account.name} (uid ${account.uid}) via ${entered.plan.privilege === 'root' ? 'setpriv' : 'sudo and setpriv'}; end: ${isolator.end}`,
  );
  return refuseSilentDegrade(req, isolator);
}

/** What a merge whose evaluation could not be ended atomically must say (`settingName`: eval-isolation's name). */
export function atomicEndWarnings(isolator: Isolator, settingName: string): string[] {
  if (isolator.end !== 'settle') return [];
  return [
    `end not atomic (${isolator.notAtomicBecause}): a process left behind could still print a score; ` +
      `${settingName} auto refuses that`,
  ];
}

/**
 * What a merge judged without isolation must say: what the evaluated code could reach, and how to get
 * isolation (`settingName` names the eval-isolation input or flag).
 */
export function isolationWarnings(isolator: Isolator, settingName: string): string[] {
  if (isolator.mode !== 'none') return [];
  // Chosen (`none`): auto isolates where it can. Under auto the reason names what this machine lacks.
  const chosen = isolator.notIsolatedBecause === `${settingName} is none`;
  const reach = "the evaluated code could read the job's token and write .git and the checkout";
  return [
    chosen
      ? `isolation none, as set: ${reach}; set ${settingName} auto to isolate it`
      : `isolation none (${isolator.notIsolatedBecause}): ${reach}`,
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
    case 'rootless':
      return (
        ` (the evaluation ran isolated, in its own namespaces: it could write only its worktree and its own ` +
        `temp folders, read only the system folders and the declared paths, and had no network)`
      );
  }
}
