/**
 * The evaluation's own folders and the variables that point at them, in every isolation mode: a fresh
 * empty HOME, its own TMPDIR and XDG folders, all inside the worktree's temp folder (removed with it),
 * so the evaluated code finds none of the gate's or the runner's configuration, caches or credentials
 * under the usual names. Also which folders an isolated evaluation must not see (pure).
 */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { isWithin } from '../../util/paths.js';
import { FILE_COMMAND_VARIABLES } from '../command.js';

export interface EvalFolders {
  home: string;
  tmp: string;
  /** XDG_RUNTIME_DIR: private to the evaluation (mode 0700). */
  runtime: string;
}

/** The evaluation's folders inside `folder` (the worktree's temp folder, beside the worktree). */
export function evalFolders(folder: string): EvalFolders {
  return { home: join(folder, 'home'), tmp: join(folder, 'tmp'), runtime: join(folder, 'run') };
}

/** HOME, TMPDIR and XDG_* for the evaluation; USER and LOGNAME too when it runs as `account`. */
export function evalFolderEnvironment(folders: EvalFolders, account: string | null): Record<string, string> {
  return {
    HOME: folders.home,
    TMPDIR: folders.tmp,
    TMP: folders.tmp,
    TEMP: folders.tmp,
    XDG_CONFIG_HOME: join(folders.home, '.config'),
    XDG_CACHE_HOME: join(folders.home, '.cache'),
    XDG_DATA_HOME: join(folders.home, '.local', 'share'),
    XDG_STATE_HOME: join(folders.home, '.local', 'state'),
    XDG_RUNTIME_DIR: folders.runtime,
    // No user site-packages: a `.pth` the branch's code writes into HOME does not run in a later Python.
    PYTHONNOUSERSITE: '1',
    ...(account === null ? {} : { USER: account, LOGNAME: account }),
  };
}

/**
 * Variables of the caller's session: each names a socket or a credential cache the evaluation must not
 * use. Every isolated mode unsets them (the sockets are out of its reach anyway: hidden or masked in
 * the mount namespace, or behind the account's permissions; the names are not its business).
 * XDG_RUNTIME_DIR is the evaluation's own (evalFolderEnvironment).
 */
export const SESSION_VARIABLES = [
  'SSH_AUTH_SOCK',
  'SSH_AGENT_PID',
  'GPG_AGENT_INFO',
  'DBUS_SESSION_BUS_ADDRESS',
  'DBUS_SYSTEM_BUS_ADDRESS',
  'DISPLAY',
  'WAYLAND_DISPLAY',
  'XAUTHORITY',
  'SESSION_MANAGER',
  'XDG_SESSION_ID',
  'XDG_SESSION_TYPE',
  'XDG_SESSION_CLASS',
  'XDG_SEAT',
  'XDG_VTNR',
  'DOCKER_HOST',
  'KRB5CCNAME',
  'PULSE_SERVER',
  'TMUX',
  'TMUX_PANE',
  'STY',
] as const;

/** `env` without the caller's session variables (SESSION_VARIABLES). */
export function withoutSessionVariables(env: Readonly<Record<string, string>>): Record<string, string> {
  const session: ReadonlySet<string> = new Set(SESSION_VARIABLES);
  return Object.fromEntries(Object.entries(env).filter(([name]) => !session.has(name)));
}

export interface HiddenSources {
  /** The user's checkout (the repository's top folder). */
  repository: string;
  /** The repository's git folder (it may lie outside the checkout: a worktree's or submodule's). */
  gitDir: string | null;
  /** Where the gate writes the evaluation logs. */
  logDir: string;
  /** The gate's environment: RUNNER_TEMP, the file-command files, HOME. */
  env: NodeJS.ProcessEnv;
  /** More folders the evaluation must not see (a two-phase evaluation's held-out folders, for phase 1). */
  others?: readonly string[];
}

/**
 * What an isolated evaluation must not see: the user's checkout and its git folder, the gate's logs,
 * the runner's temp folder and the folders of its file-command files, the gate's HOME (absolute paths).
 */
export function hiddenCandidates(sources: HiddenSources): string[] {
  const { env } = sources;
  return [
    sources.repository,
    sources.gitDir,
    sources.logDir,
    env.RUNNER_TEMP,
    ...FILE_COMMAND_VARIABLES.map((name) => (env[name] ? dirname(env[name]) : undefined)),
    env.HOME,
    ...(sources.others ?? []),
  ]
    .filter((path): path is string => typeof path === 'string' && path !== '' && isAbsolute(path))
    .map((path) => resolve(path));
}

/**
 * Of `folders` (resolved, existing), those to hide from an evaluation in `evalFolder`: a folder that
 * holds the evaluation's own folder (or is `/`) cannot be hidden and is left out; one inside another
 * hidden folder is left out too (hiding the outer one hides it).
 */
export function foldersToHide(folders: readonly string[], evalFolder: string): string[] {
  const unique = [...new Set(folders)]
    .filter((path) => path !== '/' && !isWithin(path, evalFolder))
    .sort((a, b) => a.length - b.length);
  return unique.filter((path, i) => !unique.slice(0, i).some((outer) => isWithin(outer, path)));
}
