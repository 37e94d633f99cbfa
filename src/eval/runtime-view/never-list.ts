/**
 * What never enters an evaluation's view (pure): the repository's git folders (the ledger key and
 * everything of the gate's under `<git dir>/arbor-gate/` with them), the caller's credentials and their
 * usual homes, the runner's file-command files, the sockets of the caller's session, and in phase 1 of
 * a two-phase evaluation the held-out files. A declared path inside one of them is refused; one that
 * holds one of them gets it masked (view.ts).
 */
import { isAbsolute, join, resolve } from 'node:path';
import { FILE_COMMAND_VARIABLES } from '../command.js';

/** Credentials' usual homes, relative to the caller's HOME. */
export const HOME_CREDENTIALS: readonly string[] = [
  '.git-credentials',
  '.ssh',
  '.gnupg',
  '.netrc',
  '.npmrc',
  '.pypirc',
  '.docker',
  '.kube',
  '.aws',
  '.azure',
  '.config/gcloud',
  '.config/gh',
  '.cargo/credentials',
  '.cargo/credentials.toml',
  '.cache/huggingface/token',
  '.huggingface/token',
];

export interface NeverSources {
  /** The caller's HOME (absolute), or null. */
  home: string | null;
  /** The caller's uid: its session's runtime folder is /run/user/<uid>. */
  uid: number;
  /** The repository's git folders (its common git dir, the checkout's own), absolute. */
  gitDirs: readonly string[];
  /** The caller's environment (sockets, file commands, token files named there). */
  env: Readonly<Record<string, string | undefined>>;
  /** Held-out paths the run must not see (phase 1 of a two-phase evaluation), absolute. */
  heldOut: readonly string[];
}

/** The socket a `unix:path=...` or `unix://...` address names, or null (abstract sockets have no path). */
function socketPath(address: string | undefined): string | null {
  if (address === undefined) return null;
  const path =
    /(?:^|;)unix:(?:[^;]*,)?path=([^,;]+)/.exec(address)?.[1] ?? /^unix:\/\/(\/.+)$/.exec(address)?.[1];
  return path === undefined ? null : path;
}

/** The X11 socket DISPLAY names on this machine (`:0`, `unix:1.0`), or null (a remote display). */
function displaySocket(display: string | undefined): string | null {
  const number = /^(?:unix)?:(\d+)(?:\.\d+)?$/.exec(display ?? '')?.[1];
  return number === undefined ? null : `/tmp/.X11-unix/X${number}`;
}

function absolutePaths(paths: readonly (string | null | undefined)[]): string[] {
  return [
    ...new Set(
      paths
        .filter((path): path is string => typeof path === 'string' && path !== '' && isAbsolute(path))
        .map((path) => resolve(path)),
    ),
  ];
}

/**
 * The caller's session: its runtime folder and the sockets its variables name (ssh-agent, the session
 * bus, the X server, docker). Masked wherever they exist, declared or not: the evaluation account
 * could otherwise connect to one that lets every user in.
 */
export function sessionPaths(sources: Pick<NeverSources, 'uid' | 'env'>): string[] {
  const { env } = sources;
  return absolutePaths([
    `/run/user/${sources.uid}`,
    env.SSH_AUTH_SOCK,
    socketPath(env.DBUS_SESSION_BUS_ADDRESS),
    socketPath(env.DOCKER_HOST),
    displaySocket(env.DISPLAY),
    '/run/docker.sock',
    '/var/run/docker.sock',
  ]);
}

/** Every never-list path (absolute, resolved; some may not exist). */
export function neverList(sources: NeverSources): string[] {
  const { env, home } = sources;
  const hfHome = env.HF_HOME ?? (env.XDG_CACHE_HOME ? join(env.XDG_CACHE_HOME, 'huggingface') : null);
  return absolutePaths([
    ...sources.gitDirs,
    ...(home === null ? [] : HOME_CREDENTIALS.map((path) => join(home, path))),
    hfHome === null ? undefined : join(hfHome, 'token'),
    env.HF_TOKEN_PATH,
    ...FILE_COMMAND_VARIABLES.map((name) => env[name]),
    ...sessionPaths(sources),
    ...sources.heldOut,
  ]);
}
