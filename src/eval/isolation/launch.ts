/**
 * The command lines that enter the evaluation account (pure: data in, argv out).
 *
 * - `setpriv` (util-linux) switches to the account's uid and gid with no supplementary groups, sets
 *   no_new_privs (a setuid program cannot raise it again) and drops every capability from the
 *   inheritable and bounding sets, then execs `sh -c <command>`: no extra process stays behind as root.
 * - With a PID namespace, `unshare --pid --fork --kill-child --mount-proc` puts the evaluation in its
 *   own PID and mount namespaces: it sees only its own processes in /proc, and when its first process
 *   ends the kernel ends every other one (a `setsid` escape included). Before dropping to the account,
 *   a fixed root-side script mounts an empty read-only tmpfs over each hidden folder (the user's
 *   checkout, the runner's temp folder, the gate's logs...), then binds the run's own fresh folders
 *   over /tmp, /var/tmp and /dev/shm, in the namespace only: nothing one run leaves there reaches the next.
 * - Without a PID namespace, a cgroup supervisor (cgroup.ts) gives the same atomic end where the gate
 *   could create a cgroup.
 * - Under sudo, the environment is passed with `env -i NAME=VALUE...` (sudo would reset it).
 */
import { privilegedArgv, SUDO_PREFIX, type Privilege } from './tools.js';
import type { Account } from './account.js';
import { supervised } from './cgroup.js';

/** A folder of the run's own bound over a shared one inside the mount namespace. */
export interface Bind {
  source: string;
  target: string;
}

/** The runtime view as the namespace script applies it (sandbox.ts prepares the stages). */
export interface ViewMounts {
  /** Each view source bound onto a stage of the run's own, before anything is hidden. */
  stages: readonly Bind[];
  /** Hidden folders a view target lies in: covered again by a traversable tmpfs the targets are made in. */
  covers: readonly string[];
  /** Folders of the run's tree on the way to a target, bound over themselves first (view-mounts.ts pinnedFolders). */
  pinned: readonly string[];
  /** Each stage (`source`) moved to its target, then made read-only. */
  targets: readonly Bind[];
  /** Paths masked inside the view: an empty tmpfs over a folder, `empty` (unreadable) over anything else. */
  masks: readonly string[];
  /** An empty root-owned file with mode 000. */
  empty: string;
}

export interface LaunchPlan {
  privilege: Privilege;
  account: Account;
  /** The view's mounts (pidns only); absent or null: the evaluation sees no more than before. */
  view?: ViewMounts | null;
  /** Supplementary groups the account keeps: those of the device nodes it is given; none otherwise. */
  groups?: readonly number[];
  /** Run in its own PID and mount namespaces. */
  pidns: boolean;
  /** Folders made empty and unreadable inside the namespace (pidns only); absolute, existing folders. */
  hide: readonly string[];
  /** The run's own folders bound over the shared temp folders (pidns only). */
  binds: readonly Bind[];
  /** The evaluation's cgroup (without a PID namespace), or null. */
  cgroup: string | null;
}

export interface Launch {
  file: string;
  args: string[];
  env: Record<string, string>;
}

/**
 * Mounts an empty read-only tmpfs over each argument up to `--`, then binds each pair of arguments
 * (source, target) up to the next `--`, then execs the rest. Hidden folders first: one under /tmp is
 * then covered by the bind too. Fixed text: the folders arrive as arguments, never as script text.
 */
export const HIDE_SCRIPT =
  'while [ "$1" != -- ]; do ' +
  'mount -t tmpfs -o ro,nosuid,nodev,noexec,mode=000,size=4k arbor-gate-hidden "$1" || exit 125; ' +
  'shift; done; shift; ' +
  'while [ "$1" != -- ]; do mount --bind "$1" "$2" || exit 125; shift 2; done; shift; exec "$@"';

/**
 * Shows the runtime view (runtime-view/types.ts), run after HIDE_SCRIPT. Its arguments, each list ended
 * by `--`: folders to cover with a traversable tmpfs (hidden folders holding view targets); folders
 * of the run's tree to bind over themselves (made first where the tree has none), so that none on the
 * way to a target can be renamed; pairs
 * (stage, target): each target made like its stage (a folder, or a file with its folders), the staged
 * mount moved there and made read-only, nosuid and nodev; an empty unreadable file, then paths to mask:
 * an empty tmpfs over a folder, that file over anything else (a path that is absent is left so); the
 * covers again, made read-only once their targets exist. Then execs the rest. Fixed text as well.
 */
export const VIEW_SCRIPT =
  'while [ "$1" != -- ]; do ' +
  'mkdir -p "$1" && mount -t tmpfs -o nosuid,nodev,noexec,mode=0711,size=64k arbor-gate-view "$1" || exit 125; shift; done; shift; ' +
  'while [ "$1" != -- ]; do mkdir -p "$1" && mount --bind "$1" "$1" || exit 125; shift; done; shift; ' +
  'while [ "$1" != -- ]; do ' +
  'if [ -d "$1" ]; then mkdir -p "$2"; else mkdir -p "${2%/*}" && { [ -e "$2" ] || : > "$2"; }; fi && ' +
  'mount --move "$1" "$2" && mount -o remount,bind,ro,nosuid,nodev "$2" || exit 125; shift 2; done; shift; ' +
  'empty="$1"; shift; while [ "$1" != -- ]; do ' +
  'if [ -d "$1" ]; then mount -t tmpfs -o ro,nosuid,nodev,noexec,mode=000,size=4k arbor-gate-masked "$1"; ' +
  'elif [ -e "$1" ]; then mount --bind "$empty" "$1"; fi || exit 125; shift; done; shift; ' +
  'while [ "$1" != -- ]; do mount -o remount,ro "$1" || exit 125; shift; done; shift; exec "$@"';

/** Binds each pair (source, stage) up to `--`, then execs the rest: the view's sources, before HIDE_SCRIPT. */
export const STAGE_SCRIPT =
  'while [ "$1" != -- ]; do mount --bind "$1" "$2" || exit 125; shift 2; done; shift; exec "$@"';

/** setpriv's arguments that become the account with nothing of root's left (but `groups`, when given). */
export function dropToAccount(account: Account, groups: readonly number[] = []): string[] {
  return [
    'setpriv',
    `--reuid=${account.uid}`,
    `--regid=${account.gid}`,
    groups.length === 0 ? '--clear-groups' : `--groups=${groups.join(',')}`,
    '--no-new-privs',
    '--inh-caps=-all',
    '--bounding-set=-all',
    '--',
  ];
}

/** The VIEW_SCRIPT step (then `inner`). */
function viewStep(view: ViewMounts, inner: readonly string[]): string[] {
  return [
    'sh',
    '-c',
    VIEW_SCRIPT,
    'arbor-gate-view',
    ...view.covers,
    '--',
    ...view.pinned,
    '--',
    ...view.targets.flatMap((bind) => [bind.source, bind.target]),
    '--',
    view.empty,
    ...view.masks,
    '--',
    ...view.covers,
    '--',
    ...inner,
  ];
}

/**
 * The namespace wrapper (run as root) that hides `hide`, binds `binds`, shows `view` (staged before
 * anything is hidden) and then runs `inner`.
 */
export function inNamespaces(
  hide: readonly string[],
  binds: readonly Bind[],
  inner: readonly string[],
  view: ViewMounts | null = null,
): string[] {
  const hidden = [
    'sh',
    '-c',
    HIDE_SCRIPT,
    'arbor-gate-hide',
    ...hide,
    '--',
    ...binds.flatMap((bind) => [bind.source, bind.target]),
    '--',
    ...(view === null ? inner : viewStep(view, inner)),
  ];
  const staged =
    view === null
      ? hidden
      : [
          'sh',
          '-c',
          STAGE_SCRIPT,
          'arbor-gate-stage',
          ...view.stages.flatMap((b) => [b.source, b.target]),
          '--',
          ...hidden,
        ];
  return [
    'unshare',
    '--pid',
    '--fork',
    '--kill-child',
    '--mount-proc',
    '--propagation',
    'private',
    '--',
    ...staged,
  ];
}

/** Names `env` can set from its command line (a name with `=` or a leading `-` would be misread). */
const PASSABLE_NAME = /^[^=-][^=]*$/;

/** Runs `argv` with root's rights and exactly `env`: directly when root, through sudo and `env -i` otherwise. */
export function privilegedLaunch(
  privilege: Privilege,
  argv: readonly string[],
  env: Record<string, string>,
): Launch {
  if (privilege === 'root') return { file: argv[0] as string, args: argv.slice(1), env };
  const assignments = Object.entries(env)
    .filter(([name]) => PASSABLE_NAME.test(name))
    .map(([name, value]) => `${name}=${value}`);
  const [file, ...args] = [...SUDO_PREFIX, 'env', '-i', ...assignments, ...argv];
  // sudo itself needs a PATH to find env; what the evaluation sees is set by env -i.
  return { file: file as string, args, env: { PATH: env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin' } };
}

/** How the evaluation's command line `argv` is started. */
export function evaluationLaunch(
  plan: LaunchPlan,
  argv: readonly string[],
  env: Record<string, string>,
): Launch {
  const asAccount = [...dropToAccount(plan.account, plan.groups), ...argv];
  const wrapped = plan.pidns
    ? inNamespaces(plan.hide, plan.binds, asAccount, plan.view ?? null)
    : plan.cgroup === null
      ? asAccount
      : supervised(plan.cgroup, asAccount);
  return privilegedLaunch(plan.privilege, wrapped, env);
}

/** setpriv's arguments that go back from root to the gate's own user, groups included (`none` under sudo). */
export function backToGate(ids: { uid: number; gid: number; groups: readonly number[] }): string[] {
  return [
    'setpriv',
    `--reuid=${ids.uid}`,
    `--regid=${ids.gid}`,
    ids.groups.length === 0 ? '--clear-groups' : `--groups=${ids.groups.join(',')}`,
    '--',
  ];
}

/**
 * How an unisolated evaluation's `argv` is started in its cgroup: by the supervisor with root's rights,
 * then as the gate's own user again (under sudo; a root gate stays root, as its evaluation always did).
 */
export function gateLaunch(
  privilege: Privilege,
  cgroup: string,
  ids: { uid: number; gid: number; groups: readonly number[] },
  argv: readonly string[],
  env: Record<string, string>,
): Launch {
  const inner = privilege === 'root' ? [...argv] : [...backToGate(ids), ...argv];
  return privilegedLaunch(privilege, supervised(cgroup, inner), env);
}

/**
 * Sends SIGKILL to every process of the account, from a shell that is the account itself: kill(-1)
 * reaches exactly the processes that uid may signal, so a pid reused by another user's process in the
 * meantime is never hit (and the shell spares itself).
 */
export function killAllArgv(plan: Pick<LaunchPlan, 'privilege' | 'account'>): string[] {
  return privilegedArgv(plan.privilege, [
    ...dropToAccount(plan.account),
    'sh',
    '-c',
    'kill -KILL -1 2>/dev/null; exit 0',
  ]);
}
