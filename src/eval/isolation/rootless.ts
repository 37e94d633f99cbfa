/**
 * The rootless mode's command line (pure: data in, argv out). Where the gate has neither root nor
 * passwordless sudo but the kernel lets an unprivileged user make a user namespace, bubblewrap (`bwrap`,
 * 0.8 and later: no overlay options are used) runs the evaluation as the caller's own uid in its own
 * user, PID, mount, IPC, UTS, cgroup and network namespaces, with an allow-list view of the machine:
 *
 * - the system folders read-only (/usr and its merged-/usr links, /etc, /opt, /sys...), a fresh /proc
 *   of the PID namespace only (the gate's processes are not in it) and a minimal /dev;
 * - the runtime view (runtime-view/types.ts): its read-only binds, its masked paths, its devices;
 * - writable: the worktree and the evaluation's own folders, and its own folders bound over /tmp,
 *   /var/tmp and /dev/shm;
 * - everything else absent: HOME, /run (the session bus, ssh-agent, docker.sock, systemd's user
 *   manager all live under it or under HOME), /var, the checkout and its git folder; a hidden folder
 *   that lies inside an allowed one is masked by an empty read-only tmpfs;
 * - the protected files and the folders on the way to them bound read-only over themselves: the
 *   evaluation runs as the gate's own uid, so ownership (ownership.ts) cannot protect them;
 * - its own network namespace (loopback only): abstract Unix sockets are named in the network
 *   namespace, not the file system, and an X server or a D-Bus bus listening on one accepts the same uid;
 * - `--disable-userns`: no nested user namespace, in which the evaluation would be root again;
 * - the end is atomic: bwrap's PID 1 exits when the command exits, and the kernel then kills every
 *   process left in the namespace (a `setsid` or double-forked one too); `--die-with-parent` ends it
 *   with the gate. `--info-fd` tells the gate PID 1's pid and its namespace, so that closing the
 *   sandbox can end it after bwrap itself was killed.
 */
import { isWithin } from '../../util/paths.js';
import type { RuntimeView, ViewBind } from '../runtime-view/types.js';
import { withoutSessionVariables } from './environment.js';
import type { Bind, Launch } from './launch.js';

/** A system folder shown read-only, or a merged-/usr link (`/bin -> usr/bin`) made again inside. */
export type SystemEntry = { path: string; link: null } | { path: string; link: string };

/** The system folders an evaluation may read, when they exist on this machine. */
export const SYSTEM_FOLDERS = [
  '/usr',
  '/bin',
  '/sbin',
  '/lib',
  '/lib32',
  '/lib64',
  '/libx32',
  '/etc',
  '/opt',
  '/nix',
  '/sys',
] as const;

/** A path made empty and read-only inside the namespace. */
export interface Mask {
  path: string;
  kind: 'dir' | 'file';
}

export interface RootlessPlan {
  /** bwrap, as found on the gate's PATH. */
  bwrap: string;
  system: readonly SystemEntry[];
  /** Own folders bound over the shared temp folders (/tmp first: the others may be below it). */
  tempBinds: readonly Bind[];
  /** The worktree and the evaluation's own folders, writable at their own paths. */
  writable: readonly string[];
  /** Folders the evaluation must not see that lie inside a folder it may (existing, absolute). */
  hidden: readonly Mask[];
  view: RuntimeView;
  /** The view's masked paths, as found (a file or a folder). */
  viewMasks: readonly Mask[];
  /** Paths bound read-only over themselves: the protected files and their folders. */
  readOnlyInPlace: readonly string[];
  /**
   * Folders of the worktree on the way to a view target inside it, bound over themselves (writable):
   * a mount point cannot be renamed, so the evaluation cannot move the view away and put its own
   * files at the path the command reads (view-mounts.ts pinnedFolders).
   */
  pinned: readonly string[];
  /** Where bwrap writes PID 1's pid and namespaces (outside every bound folder). */
  infoFile: string;
}

/** The namespaces and the lifetime: the same for every run and for the probe. */
export const NAMESPACE_FLAGS = [
  '--unshare-user',
  '--unshare-pid',
  '--unshare-ipc',
  '--unshare-uts',
  '--unshare-net',
  '--unshare-cgroup-try',
  '--disable-userns',
  '--die-with-parent',
] as const;

function maskArgs(mask: Mask): string[] {
  // A file: the host's /dev/null bound without device access (bwrap binds nodev), so it cannot be opened.
  return mask.kind === 'dir' ? ['--tmpfs', mask.path] : ['--ro-bind', '/dev/null', mask.path];
}

/** bwrap's arguments (after `bwrap`) that run `argv` as planned. */
export function rootlessArgs(plan: RootlessPlan, argv: readonly string[]): string[] {
  const dirMasks = [...plan.hidden, ...plan.viewMasks].filter((mask) => mask.kind === 'dir');
  // What lies inside the worktree (a checkout-relative eval-read, the masked `.arbor/`) is mounted
  // after the worktree, on it: before, the worktree's bind would cover it.
  const inWritable = (target: string) => plan.writable.some((path) => isWithin(path, target));
  const hiddenIn = plan.hidden.filter((mask) => inWritable(mask.path));
  const viewIn = plan.view.readOnly.filter((bind) => inWritable(bind.target));
  const roBind = (bind: ViewBind) => ['--ro-bind', bind.source, bind.target];
  return [
    ...NAMESPACE_FLAGS,
    ...plan.system.flatMap((entry) =>
      entry.link === null ? ['--ro-bind', entry.path, entry.path] : ['--symlink', entry.link, entry.path],
    ),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    ...plan.tempBinds.flatMap((bind) => ['--bind', bind.source, bind.target]),
    ...plan.hidden.filter((mask) => !hiddenIn.includes(mask)).flatMap(maskArgs),
    ...plan.view.readOnly.filter((bind) => !viewIn.includes(bind)).flatMap(roBind),
    ...plan.writable.flatMap((path) => ['--bind', path, path]),
    ...plan.pinned.flatMap((path) => ['--bind', path, path]),
    ...hiddenIn.flatMap(maskArgs),
    ...viewIn.flatMap(roBind),
    ...plan.viewMasks.flatMap(maskArgs),
    ...plan.view.devices.flatMap((device) => ['--dev-bind', device, device]),
    ...plan.readOnlyInPlace.flatMap((path) => ['--ro-bind', path, path]),
    // Last: a masking tmpfs, and bwrap's own root (where it made the mount points), stay writable
    // until every mount point inside them was made.
    ...dirMasks.flatMap((mask) => ['--remount-ro', mask.path]),
    '--remount-ro',
    '/',
    '--info-fd',
    '3',
    '--',
    ...argv,
  ];
}

/** The evaluation's environment: `env` without the session's variables, the view's on top. */
export function rootlessEnvironment(
  env: Readonly<Record<string, string>>,
  view: RuntimeView,
): Record<string, string> {
  return { ...withoutSessionVariables(env), ...view.env };
}

/**
 * How the command line `argv` is started: a shell that opens the info file on fd 3 and execs bwrap
 * (same pid: the runner's process group and signals reach bwrap as they would reach the command).
 */
export function rootlessLaunch(
  plan: RootlessPlan,
  argv: readonly string[],
  env: Readonly<Record<string, string>>,
): Launch {
  return {
    file: '/bin/sh',
    args: ['-c', 'exec 3>"$0" && exec "$@"', plan.infoFile, plan.bwrap, ...rootlessArgs(plan, argv)],
    env: rootlessEnvironment(env, plan.view),
  };
}

/** PID 1 of the evaluation's namespace, from bwrap's info file; null when it says none. */
export function namespaceInit(info: string): { pid: number; pidNamespace: number } | null {
  try {
    const parsed = JSON.parse(info) as { 'child-pid'?: unknown; 'pid-namespace'?: unknown };
    const pid = parsed['child-pid'];
    const ns = parsed['pid-namespace'];
    return Number.isSafeInteger(pid) && Number.isSafeInteger(ns) && (pid as number) > 1
      ? { pid: pid as number, pidNamespace: ns as number }
      : null;
  } catch {
    return null;
  }
}
