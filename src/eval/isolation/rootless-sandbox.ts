/**
 * The rootless mode's I/O (rootless.ts builds its command line): finding bubblewrap and probing it
 * once per gate run, preparing one evaluation's sandbox (its folders, the protected paths bound
 * read-only, the hidden folders that lie inside allowed ones), and ending its PID namespace.
 */
import { lstatSync } from 'node:fs';
import { access, constants, lstat, mkdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { delimiter, dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { InfraError } from '../../errors.js';
import { registerCleanup } from '../../util/cleanup.js';
import { isWithin } from '../../util/paths.js';
import { EMPTY_VIEW, type RuntimeView } from '../runtime-view/types.js';
import { evalFolderEnvironment, evalFolders, foldersToHide, hiddenCandidates } from './environment.js';
import { entriesAround, planOwnership, pycacheFolders } from './ownership.js';
import {
  namespaceInit,
  rootlessLaunch,
  SYSTEM_FOLDERS,
  type Mask,
  type RootlessPlan,
  type SystemEntry,
} from './rootless.js';
import {
  existingFolders,
  gitDirsOf,
  makeFolders,
  NO_GIT,
  RootWatch,
  type EvalSandbox,
  type SandboxSpec,
} from './sandbox.js';
import { privateTempBinds } from './temp-folders.js';
import { runTool } from './tools.js';
import { noLinksToTargets, pinnedFolders } from './view-mounts.js';

/** What the probe found: bwrap's path and the system folders of this machine. */
export interface RootlessTools {
  bwrap: string;
  system: readonly SystemEntry[];
}

async function onPath(name: string, path: string): Promise<string | null> {
  for (const dir of path.split(delimiter).filter((entry) => entry.startsWith('/'))) {
    const file = join(dir, name);
    if (
      await access(file, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return null;
}

async function systemEntries(): Promise<SystemEntry[]> {
  const found = await Promise.all(
    SYSTEM_FOLDERS.map(async (path): Promise<SystemEntry | null> => {
      const stat = await lstat(path).catch(() => null);
      if (stat?.isSymbolicLink()) return { path, link: await readlink(path) };
      return stat?.isDirectory() ? { path, link: null } : null;
    }),
  );
  return found.filter((entry): entry is SystemEntry => entry !== null);
}

/** The plan of a run that binds nothing but the system folders (the probe's). */
function barePlan(tools: RootlessTools, infoFile: string): RootlessPlan {
  return {
    ...tools,
    tempBinds: [],
    writable: [],
    hidden: [],
    view: EMPTY_VIEW,
    viewMasks: [],
    readOnlyInPlace: [],
    pinned: [],
    infoFile,
  };
}

/**
 * Whether bwrap can make the evaluation's namespaces here: `true` run for real in them. What is
 * missing, in one line, when it cannot (bwrap not on PATH, user namespaces refused).
 */
export async function probeRootless(env: NodeJS.ProcessEnv): Promise<RootlessTools | { missing: string }> {
  if (process.platform !== 'linux') return { missing: `it needs Linux (this is ${process.platform})` };
  const bwrap = await onPath('bwrap', env.PATH ?? '');
  if (bwrap === null) return { missing: 'bubblewrap (bwrap) is not on PATH' };
  const tools = { bwrap, system: await systemEntries() };
  const launch = rootlessLaunch(barePlan(tools, '/dev/null'), ['true'], { PATH: '/usr/bin:/bin' });
  const result = await runTool([launch.file, ...launch.args], launch.env);
  if (result.code === 0) return tools;
  const said = result.stderr.trim().split('\n').at(-1)?.trim() ?? '';
  return {
    missing: `bwrap cannot make an unprivileged user namespace here (${said || `exit ${result.code ?? 'by signal'}`})`,
  };
}

const POLL_MS = 20;
const GIVE_UP_MS = 10_000;

/** The state letter of a process, or null when it is gone. */
async function stateOf(pid: number): Promise<string | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  return status === null ? null : (/^State:\s+(\S)/m.exec(status)?.[1] ?? null);
}

/**
 * Ends the evaluation's PID namespace if its PID 1 still runs (bwrap itself was killed): SIGKILL to
 * PID 1 makes the kernel kill every process in the namespace, and PID 1 becomes a zombie only once all
 * of them are gone. The pid is checked to be that namespace's before each signal.
 */
export async function endNamespace(infoFile: string): Promise<void> {
  const init = namespaceInit(await readFile(infoFile, 'utf8').catch(() => ''));
  if (init === null) return;
  const namespace = `pid:[${init.pidNamespace}]`;
  for (const deadline = Date.now() + GIVE_UP_MS; ;) {
    const state = await stateOf(init.pid);
    const link = await readlink(`/proc/${init.pid}/ns/pid`).catch(() => null);
    if (state === null || state === 'Z' || state === 'X' || link !== namespace) return;
    if (Date.now() > deadline)
      throw new InfraError(`could not end the evaluation's PID namespace (its PID 1 is pid ${init.pid})`);
    try {
      process.kill(init.pid, 'SIGKILL');
    } catch {
      return;
    }
    await delay(POLL_MS);
  }
}

/** `__pycache__` beside each protected module, a real folder before it is bound read-only. */
async function realPycache(worktree: string, protectedPaths: readonly string[]): Promise<string[]> {
  const made: string[] = [];
  for (const folder of pycacheFolders(protectedPaths)) {
    const path = join(worktree, folder);
    if ((await lstat(dirname(path)).catch(() => null))?.isDirectory() !== true) continue;
    const stat = await lstat(path).catch(() => null);
    if (stat !== null && !stat.isDirectory()) await rm(path, { force: true });
    if (stat === null || !stat.isDirectory()) await mkdir(path);
    made.push(path);
  }
  return made;
}

/**
 * What is bound read-only over itself (parents first, nothing inside another): the folders on the way
 * to a protected file below the root, the protected files and `.git` at the root (symlinks are not
 * bound: bwrap would bind what they name), and the `__pycache__` beside each protected module.
 */
async function readOnlyInPlace(spec: SandboxSpec): Promise<string[]> {
  const kept = [...spec.protectedPaths, '.git'];
  const entries = await entriesAround(spec.worktree, kept);
  const plan = planOwnership(entries, kept);
  const files = plan.gateFiles.filter((path) => entries.get(path) === 'file');
  const paths = [
    ...plan.sealedDirs.map((dir) => join(spec.worktree, dir)),
    ...files.map((file) => join(spec.worktree, file)),
    ...(await realPycache(spec.worktree, spec.protectedPaths)),
  ].sort((a, b) => a.length - b.length);
  return paths.filter((path, i) => !paths.slice(0, i).some((outer) => isWithin(outer, path)));
}

async function masksOf(paths: readonly string[]): Promise<Mask[]> {
  const found = await Promise.all(
    paths.map(async (path): Promise<Mask | null> => {
      const stat = await lstat(path).catch(() => null);
      if (stat === null) return null;
      return { path, kind: stat.isDirectory() ? 'dir' : 'file' };
    }),
  );
  return found.filter((mask): mask is Mask => mask !== null);
}

/**
 * The folders the evaluation must not see that the allow-list would show: those inside a system folder
 * or a folder of the view (the rest are absent already), and the session record `.arbor/`.
 */
async function hiddenMasks(spec: SandboxSpec, tools: RootlessTools, view: RuntimeView): Promise<Mask[]> {
  const gitPath = join(spec.worktree, '.git');
  const gitText = await readFile(gitPath, 'utf8').catch(() => '');
  const candidates = hiddenCandidates({
    ...spec.hidden,
    gitDir: spec.gitDir ?? (await gitDirsOf(gitPath, gitText)),
  });
  const shown = [
    ...tools.system.filter((entry) => entry.link === null).map((entry) => entry.path),
    ...view.readOnly.map((bind) => bind.target),
  ];
  const inside = foldersToHide(await existingFolders(candidates), spec.folder).filter((path) =>
    shown.some((folder) => isWithin(folder, path)),
  );
  return masksOf([...inside, join(spec.worktree, '.arbor')]).then((masks) =>
    masks.filter((mask) => mask.kind === 'dir'),
  );
}

/**
 * The plan without the paths of the worktree that are gone by launch time: the gate removes the idea
 * tree's record (`.arbor/`, sealed and masked here as a protected path) after the sandbox is open and
 * before anything of the branch's runs, and bwrap refuses to bind a source that is not there.
 */
function stillThere(plan: RootlessPlan): RootlessPlan {
  const there = (path: string) => lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  return {
    ...plan,
    hidden: plan.hidden.filter((mask) => there(mask.path)),
    readOnlyInPlace: plan.readOnlyInPlace.filter(there),
  };
}

/** Opens one evaluation's rootless sandbox in `spec`'s folders (see rootless.ts for what it shows). */
export async function openRootlessSandbox(tools: RootlessTools, spec: SandboxSpec): Promise<EvalSandbox> {
  const view = spec.runtime ?? EMPTY_VIEW;
  const folders = evalFolders(spec.folder);
  const tempBinds = privateTempBinds(spec.folder);
  await makeFolders([
    ...Object.values(folders),
    ...tempBinds.map((bind) => bind.source).filter((path) => path !== folders.tmp),
  ]);
  // git run by the evaluation fails in its worktree and looks no further up (the git folder is absent).
  if (spec.view === undefined) await writeFile(join(spec.worktree, '.git'), NO_GIT);
  await noLinksToTargets(view, spec.worktree);
  const pinned = pinnedFolders(view, spec.worktree);
  for (const folder of pinned) await mkdir(folder, { recursive: true });
  const plan: RootlessPlan = {
    ...tools,
    tempBinds,
    writable: [spec.worktree, ...Object.values(folders)],
    hidden: await hiddenMasks(spec, tools, view),
    view,
    viewMasks: await masksOf(view.masked),
    readOnlyInPlace: await readOnlyInPlace(spec),
    pinned,
    infoFile: join(spec.folder, 'bwrap-info.json'),
  };
  const watch = await RootWatch.start(spec);
  const endAll = () => endNamespace(plan.infoFile);
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      try {
        await endAll();
      } finally {
        unregister();
      }
    })());
  const unregister = registerCleanup(close);
  return {
    environment: evalFolderEnvironment(folders, null),
    launcher: { launch: (argv, env) => rootlessLaunch(stillThere(plan), argv, env), endAll },
    createdShadows: () => watch.changes(),
    close,
    [Symbol.asyncDispose]: close,
  };
}
