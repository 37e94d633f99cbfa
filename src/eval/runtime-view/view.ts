/**
 * The runtime view of a gate run, computed once from data and a probe: the toolchain its PATH finds
 * (toolchain.ts), the declared `eval-read` paths, the never-list masked inside both (never-list.ts),
 * the GPU device nodes and the variables that select them. `viewFor` places it for one run: a
 * checkout-relative declared path appears at its absolute path and at the same path inside that run's
 * tree. Refusals are UserErrors naming the setting and the path.
 */
import { join, resolve, sep } from 'node:path';
import { UserError } from '../../errors.js';
import { isWithin } from '../../util/paths.js';
import type { ViewProbe } from './probe.js';
import { neverList, sessionPaths, type NeverSources } from './never-list.js';
import { planPath, type ToolchainRoot } from './toolchain.js';
import type { RuntimeView, ViewBind } from './types.js';

/** A declared path: absolute, or relative to the checkout (normalized, inside it). */
export interface DeclaredPath {
  /** As the user wrote it, for messages. */
  written: string;
  /** Absolute, or null for a checkout-relative path. */
  absolute: string | null;
  /** The checkout-relative path, or null for an absolute one. */
  relative: string | null;
}

export interface ViewSources {
  /** The caller's PATH and HOME. */
  path: string;
  home: string | null;
  /** The user's checkout (the repository's top folder). */
  repository: string;
  declared: readonly DeclaredPath[];
  /** How messages name the setting (`--eval-read`, `input eval-read`). */
  label: string;
  never: Omit<NeverSources, 'home'>;
  /** Where device nodes are looked for (`/dev`). */
  devRoot: string;
  /** Whether the isolation can show folders of HOME at all (a mount namespace); else none are exposed. */
  withRoots: boolean;
}

/** The view of a gate run before it is placed in a run's tree. */
export interface ViewPlan {
  /** Read-only at their own path: toolchain roots and declared paths (their absolute place). */
  readOnly: ViewBind[];
  /** Declared checkout-relative paths, shown again at the same path inside each run's tree. */
  inTree: { source: string; relative: string }[];
  masked: string[];
  devices: string[];
  env: Record<string, string>;
  /** The toolchain roots exposed (with what they are). */
  toolchain: ToolchainRoot[];
  /** The caller's PATH entries the evaluation does not get. */
  dropped: string[];
  /** What the ledger's evaluator id names: the declared paths and toolchain roots (not their contents). */
  identity: { read: string[]; toolchain: string[] };
}

/** Variables that select devices: they reach the evaluation as the caller has them. */
export const DEVICE_VARIABLES = [
  'CUDA_VISIBLE_DEVICES',
  'HIP_VISIBLE_DEVICES',
  'NVIDIA_VISIBLE_DEVICES',
  'ROCR_VISIBLE_DEVICES',
] as const;

/** How many folders a declared path or toolchain root may hold before its `.git` search gives up. */
const GIT_WALK_LIMIT = 200_000;

const GPU_NODE = /^(nvidia.*|kfd)$/;

/** The GPU device nodes in `devRoot`: nvidia*, kfd and everything in dri/. */
async function gpuDevices(devRoot: string, probe: ViewProbe): Promise<string[]> {
  const top = (await probe.list(devRoot)).filter((name) => GPU_NODE.test(name)).map((n) => join(devRoot, n));
  const dri = (await probe.list(join(devRoot, 'dri'))).map((name) => join(devRoot, 'dri', name));
  const kinds = await Promise.all(
    [...top, ...dri].map(async (path) => [path, await probe.kind(path)] as const),
  );
  return kinds.filter(([, kind]) => kind === 'device').map(([path]) => path);
}

/** The never-list, each path resolved where it exists (a link such as /var/run is followed). */
async function resolvedNever(sources: NeverSources, probe: ViewProbe): Promise<string[]> {
  const listed = neverList(sources);
  const real = await Promise.all(listed.map((path) => probe.realpath(path)));
  return [...new Set([...listed, ...real.filter((path): path is string => path !== null)])];
}

/**
 * What is masked inside `folder`: the never-list's paths below it, and its git folders: every `.git`
 * below a declared folder (`deep`), only one at the top of a toolchain root (a pyenv or nvm clone),
 * which is found, not declared, and may hold tens of thousands of folders to walk at every gate run.
 */
async function masksInside(
  folder: string,
  never: readonly string[],
  probe: ViewProbe,
  name: string,
  deep: boolean,
): Promise<string[]> {
  if ((await probe.kind(folder)) !== 'dir') return [];
  const inside = never.filter((path) => path !== folder && isWithin(folder, path));
  if (!deep)
    return (await probe.kind(join(folder, '.git'))) === null ? inside : [...inside, join(folder, '.git')];
  const found = await probe.gitEntriesBelow(folder, GIT_WALK_LIMIT);
  if ('tooMany' in found) {
    throw new UserError(
      `${name}: more than ${GIT_WALK_LIMIT} folders to check for git folders; name a narrower folder`,
    );
  }
  return [...inside, ...found];
}

/** The declared path resolved and checked against HOME, the checkout and the never-list. */
async function resolveDeclared(
  declared: DeclaredPath,
  sources: ViewSources,
  never: readonly string[],
  probe: ViewProbe,
): Promise<string> {
  const name = `${sources.label} ${declared.written}`;
  const given = declared.absolute ?? resolve(sources.repository, declared.relative ?? '.');
  const real = await probe.realpath(given);
  if (real === null) throw new UserError(`${name}: no such file or folder (${given})`);
  const repository = (await probe.realpath(sources.repository)) ?? sources.repository;
  if (declared.relative !== null && (real === repository || !isWithin(repository, real))) {
    throw new UserError(`${name}: a checkout-relative path must name a file or folder inside the checkout`);
  }
  const home = sources.home === null ? null : ((await probe.realpath(sources.home)) ?? sources.home);
  for (const [what, folder] of [
    ['HOME', home],
    ['the checkout', repository],
  ] as const) {
    if (folder !== null && isWithin(real, folder)) {
      throw new UserError(
        `${name}: ${real} is ${what} or holds it; name the folders the evaluation needs inside it`,
      );
    }
  }
  const inside = never.find((path) => isWithin(path, real));
  if (inside !== undefined) {
    throw new UserError(
      `${name}: ${real} is ${inside === real ? '' : 'inside '}${inside}, which never reaches the evaluation`,
    );
  }
  return real;
}

/** Plans the view: the PATH's toolchain, the declared paths, what is masked, the devices and variables. */
export async function planView(
  sources: ViewSources,
  env: Readonly<Record<string, string | undefined>>,
  probe: ViewProbe,
): Promise<ViewPlan> {
  const home = sources.home === null ? null : ((await probe.realpath(sources.home)) ?? sources.home);
  const never = await resolvedNever({ ...sources.never, home }, probe);
  const refused = (root: string) => never.some((path) => isWithin(path, root));
  const path = await planPath(sources.path, home, probe, refused, sources.withRoots);
  const readOnly: ViewBind[] = [];
  const inTree: ViewPlan['inTree'] = [];
  const masked: string[] = [];
  for (const root of path.roots) {
    readOnly.push({ source: root.root, target: root.root });
    masked.push(...(await masksInside(root.root, never, probe, `the toolchain root ${root.root}`, false)));
  }
  const session = await Promise.all(sessionPaths(sources.never).map((p) => probe.realpath(p)));
  masked.push(...session.filter((p): p is string => p !== null));
  const read: string[] = [];
  for (const declared of sources.declared) {
    const real = await resolveDeclared(declared, sources, never, probe);
    readOnly.push({ source: real, target: real });
    if (declared.relative !== null) inTree.push({ source: real, relative: declared.relative });
    masked.push(...(await masksInside(real, never, probe, `${sources.label} ${declared.written}`, true)));
    read.push(declared.relative ?? real);
  }
  const variables = Object.fromEntries(
    DEVICE_VARIABLES.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])),
  ) as Record<string, string>;
  return {
    readOnly: parentsFirst(readOnly),
    inTree,
    masked: [...new Set(masked)],
    devices: await gpuDevices(sources.devRoot, probe),
    env: {
      ...Object.assign({}, ...path.roots.map((root) => root.env)),
      ...variables,
      PATH: path.entries.join(':'),
    },
    toolchain: path.roots,
    dropped: path.dropped,
    identity: { read, toolchain: path.roots.map((root) => root.root) },
  };
}

/** Binds sorted so that a folder comes before what is bound inside it; duplicates dropped. */
function parentsFirst(binds: readonly ViewBind[]): ViewBind[] {
  const unique = [...new Map(binds.map((bind) => [bind.target, bind])).values()];
  return unique.sort((a, b) => a.target.split(sep).length - b.target.split(sep).length);
}

/** The view of one run whose tree is at `tree`: the plan, with each checkout-relative path placed in it. */
export function viewFor(plan: ViewPlan, tree: string): RuntimeView {
  return {
    readOnly: parentsFirst([
      ...plan.readOnly,
      ...plan.inTree.map((entry) => ({ source: entry.source, target: join(tree, entry.relative) })),
    ]),
    masked: [
      ...plan.masked,
      ...plan.inTree.flatMap((entry) =>
        plan.masked
          .filter((path) => isWithin(entry.source, path))
          .map((path) => join(tree, entry.relative, path.slice(entry.source.length))),
      ),
    ],
    devices: plan.devices,
    env: plan.env,
  };
}
