/**
 * The runtime view (runtime-view/types.ts) made ready for the namespace script (launch.ts VIEW_SCRIPT):
 * a stage of the run's own for each read-only source (a folder or an empty file in the run's folder,
 * the gate's), the hidden folders a target lies in (covered again by a traversable tmpfs), the masks
 * and an empty unreadable file to mask files with; and the supplementary groups of device nodes that
 * other users may not open. A target inside the run's tree must not lie beyond a link the tree holds.
 */
import { lstat, mkdir, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { UserError } from '../../errors.js';
import { isWithin } from '../../util/paths.js';
import type { RuntimeView } from '../runtime-view/types.js';
import type { ViewMounts } from './launch.js';

/**
 * Refuses a view target inside `tree` that lies beyond a link of the tree (mount would follow it); run
 * once the tree is in place, before any code of the branch starts.
 */
export async function noLinksToTargets(view: RuntimeView, tree: string): Promise<void> {
  for (const bind of view.readOnly) if (isWithin(tree, bind.target)) await noLinkOnTheWay(tree, bind.target);
}

async function noLinkOnTheWay(tree: string, target: string): Promise<void> {
  let at = tree;
  for (const part of relative(tree, target).split(sep)) {
    at = join(at, part);
    const found = await lstat(at).catch(() => null);
    if (found === null) return;
    if (found.isSymbolicLink()) {
      throw new UserError(
        `eval-read: the evaluated tree has a symbolic link at ${relative(tree, at)}, where a declared path is shown`,
      );
    }
  }
}

/**
 * The folders of `tree` on the way to a view target inside it (`data` for `data/test`), parents first:
 * each is bound over itself before the target is shown. The evaluation may own them (it owns its
 * tree), and renaming one would carry the view away with it and leave the path the command reads
 * (`data/test/labels.csv`, `envs/ml/bin/python`) to files of the branch's making; a mount point
 * cannot be renamed or removed (EBUSY), and a bind of a folder over itself changes nothing else in it.
 */
export function pinnedFolders(view: RuntimeView, tree: string): string[] {
  const folders = view.readOnly.flatMap((bind) => {
    if (!isWithin(tree, bind.target) || bind.target === tree) return [];
    const parts = relative(tree, bind.target).split(sep).slice(0, -1);
    return parts.map((_, i) => join(tree, ...parts.slice(0, i + 1)));
  });
  return [...new Set(folders)].sort((a, b) => a.split(sep).length - b.split(sep).length);
}

/**
 * The folders covered by a traversable tmpfs for `targets`: a hidden folder holding one; under a shared
 * temp folder the run replaces with its own (`temps`: /tmp...), the first folder below it instead, made
 * there, so that no folder on the way to a target is one the evaluation account could rename.
 */
function coversFor(
  targets: readonly string[],
  hidden: readonly string[],
  temps: readonly string[],
): string[] {
  const covers = targets.flatMap((target) => {
    const temp = temps.find((t) => target !== t && isWithin(t, target));
    if (temp !== undefined) return [join(temp, relative(temp, target).split(sep)[0] as string)];
    return hidden.filter((folder) => target !== folder && isWithin(folder, target));
  });
  return [...new Set(covers)];
}

/**
 * Prepares `view` for a run whose own (gate-owned) folder is `folder` and whose tree is `tree`, with
 * `hidden` hidden and `temps` replaced.
 */
export async function viewMounts(
  view: RuntimeView,
  where: { folder: string; tree: string },
  hidden: readonly string[],
  temps: readonly string[],
): Promise<ViewMounts | null> {
  const { folder } = where;
  if (view.readOnly.length === 0 && view.masked.length === 0) return null;
  const stages = join(folder, 'view-stages');
  await mkdir(stages, { mode: 0o700 });
  const empty = join(folder, 'view-empty');
  await writeFile(empty, '', { mode: 0o000 });
  const staged = [];
  for (const [i, bind] of view.readOnly.entries()) {
    const stage = join(stages, String(i));
    if ((await stat(bind.source)).isDirectory()) await mkdir(stage);
    else await writeFile(stage, '', { mode: 0o000 });
    staged.push({ source: bind.source, stage, target: bind.target });
  }
  return {
    stages: staged.map((s) => ({ source: s.source, target: s.stage })),
    covers: coversFor(
      view.readOnly.map((bind) => bind.target),
      hidden,
      temps,
    ),
    pinned: pinnedFolders(view, where.tree),
    targets: staged.map((s) => ({ source: s.stage, target: s.target })),
    masks: view.masked,
    empty,
  };
}

/** The groups of `devices` that other users may not open (root's group never). */
export async function deviceGroups(devices: readonly string[]): Promise<number[]> {
  const groups = new Set<number>();
  for (const device of devices) {
    const found = await stat(device).catch(() => null);
    if (found === null || !found.isCharacterDevice() || (found.mode & 0o006) === 0o006 || found.gid === 0)
      continue;
    groups.add(found.gid);
  }
  return [...groups];
}
