/**
 * A run's copy-on-write view of a cached tree (src/eval/trees): an overlayfs mount whose lower layers
 * are the cached tree (read only, owned as the ownership plan says) and whose upper layer is on disk in
 * the run's own gate-owned folder (evaluations write gigabytes; tmpfs would be RAM). What the run
 * writes goes to the upper layer and is removed with the run's folder: the next run sees the cached
 * tree again, at O(1) setup cost.
 *
 * - The mount is made in the gate's own mount namespace, at the run's worktree path, before the
 *   evaluation's namespace is created (which copies it): the gate reads the merged view after the run
 *   for the tamper check and the root's entries, exactly as it reads a checked-out worktree, so neither
 *   check reimplements overlayfs's whiteouts, opaque folders and redirects.
 * - The upper layer's root takes the owner and mode of the top lower layer's root: merged, the root's
 *   attributes are the upper root's, so an account-owned upper root would let the account rename or
 *   delete the gate's protected files at the worktree root (the sticky, gate-owned 1775 root of the
 *   ownership plan is what forbids it).
 * - `redirect_dir=on`: without it, renaming a folder that comes from a lower layer fails with EXDEV.
 * - The layers' paths go into mount's option text: a path holding a character that text gives a meaning
 *   to (`,` `:` `\` `=`, whitespace, a control character) is refused, and the run falls back to a checkout.
 */
import { lstat, mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { InfraError } from '../../errors.js';
import { bootContext, recordedThisBoot, recordThisBoot } from './boot-record.js';
import { removeTree } from '../../util/remove-tree.js';
import { privilegedArgv, runTool, setOwnerAndMode, toolFailure, type Privilege } from './tools.js';

/** The cached tree a run sees: its lower layers, the top one first. */
export interface TreeView {
  lower: readonly string[];
}

/** A path that can stand in overlayfs's option text as it is. */
const PLAIN_PATH = /^\/[^,:\\=\s\p{Cc}]*$/u;

export function plainPath(path: string): boolean {
  return PLAIN_PATH.test(path);
}

/** The run's own upper and work folders (inside its temp folder `folder`). */
export function viewFolders(folder: string): { upper: string; work: string } {
  return { upper: join(folder, 'upper'), work: join(folder, 'overlay-work') };
}

/** mount's command line for the view at `target` (pure; throws on a path the option text cannot hold). */
export function mountArgv(view: TreeView, folder: string, target: string): string[] {
  const { upper, work } = viewFolders(folder);
  const paths = [...view.lower, upper, work, target];
  const unsafe = paths.find((path) => !plainPath(path));
  if (unsafe !== undefined)
    throw new InfraError(`overlay: the path ${JSON.stringify(unsafe)} cannot be mounted`);
  const options = `lowerdir=${view.lower.join(':')},upperdir=${upper},workdir=${work},redirect_dir=on`;
  return ['mount', '-t', 'overlay', 'arbor-gate-view', '-o', options, '--', target];
}

async function privileged(privilege: Privilege, argv: readonly string[], what: string): Promise<void> {
  const result = await runTool(privilegedArgv(privilege, argv));
  if (result.code !== 0) throw new InfraError(`${what}: ${toolFailure(argv, result)}`);
}

/** Makes the upper and work folders (the upper root as the top lower root is owned) and mounts the view. */
export async function mountView(
  privilege: Privilege,
  view: TreeView,
  folder: string,
  target: string,
): Promise<void> {
  const { upper, work } = viewFolders(folder);
  const top = view.lower[0];
  if (top === undefined) throw new InfraError('overlay: a view needs a lower layer');
  const root = await lstat(top);
  await mkdir(upper, { mode: 0o700 });
  await mkdir(work, { mode: 0o700 });
  await setOwnerAndMode(privilege, upper, root, root.mode).catch((error: Error) => {
    throw new InfraError(`overlay: upper layer: ${error.message}`);
  });
  await privileged(privilege, mountArgv(view, folder, target), "overlay: could not mount the run's view");
}

/** Unmounts the view at `target` (its processes have ended by then). */
export function unmountView(privilege: Privilege, target: string): Promise<void> {
  return privileged(privilege, ['umount', '--', target], "overlay: could not unmount the run's view");
}

/**
 * Whether this machine can mount a view: one real mount of an empty lower layer in `scratch` (a
 * gate-owned folder). Null when it can; else why not.
 */
export async function overlayMissing(privilege: Privilege, scratch: string): Promise<string | null> {
  const lower = join(scratch, 'lower');
  const target = join(scratch, 'view');
  try {
    await mkdir(lower, { mode: 0o755 });
    await mkdir(target, { mode: 0o755 });
    await mountView(privilege, { lower: [lower] }, scratch, target);
    await unmountView(privilege, target);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * overlayMissing, probed once per boot (boot-record.ts): a success is recorded in `parent`, the
 * gate-owned worktree parent; a failure is probed again on the next run.
 */
export async function overlayMissingThisBoot(
  privilege: Privilege,
  parent: string,
  gateUid: number,
): Promise<string | null> {
  const facts = await bootContext();
  if (facts !== null && (await recordedThisBoot(parent, 'overlay-probe', gateUid, facts))) return null;
  const scratch = await mkdtemp(join(parent, 'arbor-gate-overlay-probe-'));
  try {
    const why = await overlayMissing(privilege, scratch);
    if (why === null && facts !== null) await recordThisBoot(parent, 'overlay-probe', facts);
    return why;
  } finally {
    await removeTree(scratch);
  }
}
