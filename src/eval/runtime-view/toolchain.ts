/**
 * The toolchain an evaluation finds without declaring it: for each entry of the caller's PATH, outside
 * HOME the entry as it is; inside HOME only the root of a known toolchain it belongs to (a pyenv root,
 * a conda or mamba environment, a uv-managed Python, an nvm or fnm Node version, a virtualenv and the
 * interpreter its pyvenv.cfg names). HOME itself, a folder above it and one whose toolchain root would
 * be HOME are never roots; an entry that belongs to no toolchain is dropped (and said).
 */
import { basename, dirname, isAbsolute, join } from 'node:path';
import { isWithin } from '../../util/paths.js';
import type { ViewProbe } from './probe.js';

export interface ToolchainRoot {
  /** The folder exposed read-only (resolved). */
  root: string;
  /** What it is, for the log line (`pyenv`, `virtualenv`, ...). */
  kind: string;
  /** Variables the toolchain needs (PYENV_ROOT for pyenv's shims). */
  env: Record<string, string>;
}

export interface PathPlan {
  /** The evaluation's PATH entries (resolved), in the caller's order. */
  entries: string[];
  /** Roots under HOME exposed for those entries (a virtualenv's interpreter's root among them). */
  roots: ToolchainRoot[];
  /** The caller's entries the evaluation does not get, as written. */
  dropped: string[];
}

/** Whether `root` may be exposed: strictly inside HOME, never HOME or a folder above it. */
function acceptable(root: string, home: string): boolean {
  return root !== home && isWithin(home, root);
}

/** The ancestors of `path` strictly inside `home`, nearest first. */
function ancestorsInside(path: string, home: string): string[] {
  const found: string[] = [];
  for (let dir = path; dir !== home && isWithin(home, dir); dir = dirname(dir)) found.push(dir);
  return found;
}

/** The Python home a virtualenv's pyvenv.cfg names (`home = /path/to/bin`), or null. */
export function pyvenvHome(text: string): string | null {
  const home = /^\s*home\s*=\s*(.+?)\s*$/m.exec(text)?.[1];
  return home !== undefined && isAbsolute(home) ? home : null;
}

/**
 * The toolchain root under `home` that the (resolved) folder `entry` belongs to, or null. The first
 * rule that matches an ancestor wins, nearest ancestor first, so a virtualenv inside a pyenv root is
 * the virtualenv (and its interpreter is found through pyvenv.cfg).
 */
export async function toolchainRootOf(
  entry: string,
  home: string,
  probe: ViewProbe,
): Promise<ToolchainRoot | null> {
  for (const dir of ancestorsInside(entry, home)) {
    const is = async (rel: string, kind: 'dir' | 'file') => (await probe.kind(join(dir, rel))) === kind;
    if (await is('pyvenv.cfg', 'file')) return { root: dir, kind: 'virtualenv', env: {} };
    if (await is('conda-meta', 'dir')) return { root: dir, kind: 'conda environment', env: {} };
    if ((await is('libexec/pyenv', 'file')) && (await is('shims', 'dir')))
      return { root: dir, kind: 'pyenv root', env: { PYENV_ROOT: dir } };
    if (basename(dirname(dir)) === 'python' && basename(dirname(dirname(dir))) === 'uv')
      return { root: dir, kind: 'uv-managed Python', env: {} };
    if ((await is('bin/node', 'file')) && (await is('lib/node_modules', 'dir')))
      return { root: dir, kind: 'Node version (nvm, fnm)', env: {} };
  }
  return null;
}

/** The roots a toolchain root needs besides itself: a virtualenv's interpreter's, when under HOME. */
async function interpreterRoots(
  root: ToolchainRoot,
  home: string,
  probe: ViewProbe,
): Promise<ToolchainRoot[]> {
  if (root.kind !== 'virtualenv') return [];
  const text = await probe.readText(join(root.root, 'pyvenv.cfg'));
  const named = text === null ? null : pyvenvHome(text);
  const python = named === null ? null : await probe.realpath(named);
  if (python === null || !isWithin(home, python)) return [];
  const found = await toolchainRootOf(python, home, probe);
  return found === null || !acceptable(found.root, home) ? [] : [found];
}

/**
 * The evaluation's PATH from the caller's `path` (PATH's text) and `home` (resolved): entries outside
 * HOME that every user can search stay; entries inside HOME become their toolchain root's; the rest is
 * dropped (a folder the evaluation account cannot search would turn a typo's "not found" into
 * "Permission denied"). `refused` says whether a root touches the never-list (it is then not exposed);
 * without `withRoots` (no mount namespace to show them in) entries inside HOME are judged as the others.
 */
export async function planPath(
  path: string,
  home: string | null,
  probe: ViewProbe,
  refused: (root: string) => boolean,
  withRoots: boolean,
): Promise<PathPlan> {
  const plan: PathPlan = { entries: [], roots: [], dropped: [] };
  for (const written of path.split(':')) {
    const entry = isAbsolute(written) ? await probe.realpath(written) : null;
    if (entry === null || (await probe.kind(entry)) !== 'dir') {
      if (written !== '') plan.dropped.push(written);
      continue;
    }
    if (home === null || !isWithin(home, entry) || !withRoots) {
      if (await probe.searchableByOthers(entry)) plan.entries.push(entry);
      else plan.dropped.push(written);
      continue;
    }
    const root = await toolchainRootOf(entry, home, probe);
    if (root === null || !acceptable(root.root, home) || refused(root.root)) {
      plan.dropped.push(written);
      continue;
    }
    for (const needed of [root, ...(await interpreterRoots(root, home, probe))]) {
      if (!refused(needed.root) && !plan.roots.some((known) => known.root === needed.root))
        plan.roots.push(needed);
    }
    plan.entries.push(entry);
  }
  plan.entries = [...new Set(plan.entries)];
  return plan;
}
