/**
 * Hides the job's git credentials from the evaluated code for the duration of one evaluation.
 *
 * actions/checkout persists the job token in the repository's local git config: up to v5 as
 * `http.<url>.extraheader = AUTHORIZATION: basic <base64>` in `.git/config`; from v6 in a separate
 * file `$RUNNER_TEMP/git-credentials-<uuid>.config` that `.git/config` pulls in with
 * `includeIf.gitdir:<path>.path` entries (one of them matches every worktree, `.git/worktrees/*`). The
 * evaluation runs in a worktree of that repository, so it can read `.git/config`, run
 * `git config --list`, or read the included file directly. While guarded:
 * - every `http.*extraheader` entry is removed from the repository's config file;
 * - every `include.path` / `includeIf.*.path` entry that points at a credential file (named
 *   `git-credentials-*.config`, or a file that itself sets an extraheader) is removed;
 * - each such file that exists is read into memory and deleted (a path in the environment, RUNNER_TEMP,
 *   is enough to find it).
 * Restoring writes the config file back byte for byte as it was before the guard (so anything the
 * evaluated code wrote into it, e.g. `core.hooksPath` or `core.fsmonitor`, is discarded too and
 * reported as tampering), recreates the hidden files with their content and mode, and puts back the
 * rest of the git state the evaluation could plant (replace refs, grafts, alternates, shallow,
 * attributes, hooks, the user's global and system config: src/gate/git-state.ts), reporting each
 * change. Restoring also
 * runs from the signal cleanup registry, so a Ctrl-C or a cancelled job puts the credentials back.
 * Only a SIGKILL of the gate loses them: that fails safe (later git steps in the job lack the token).
 *
 * Two gates sharing one repository concurrently would see each other's guarded state; in CI one job
 * owns its checkout (see SECURITY.md).
 */
import { readFile, rm, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { homedir } from 'node:os';
import { InfraError } from '../errors.js';
import { parseConfigRecord, type ConfigEntry } from '../git/parse.js';
import { replaceFile } from '../util/atomic.js';
import { registerCleanup as defaultRegisterCleanup } from '../util/cleanup.js';
import { restoreGitState, snapshotGitState, type GitExec, type GitStateChange } from './git-state.js';

export type { GitExec } from './git-state.js';

export type { ConfigEntry } from '../git/parse.js';

/** An entry removed for the duration of the guard (the value is a secret or names where one lives). */
export interface HiddenEntry {
  key: string;
  value: string;
}

export interface CredentialGuard extends AsyncDisposable {
  /** The repository's config file that was edited (`<git common dir>/config`). */
  readonly configPath: string;
  readonly hiddenEntries: readonly HiddenEntry[];
  /** Credential files that were deleted for the duration and are recreated on restore. */
  readonly hiddenFiles: readonly string[];
  /**
   * Puts everything back exactly; safe to call more than once (later calls return the first result).
   * `configTampered` is true when the config file was changed while guarded; `gitState` lists the other
   * git state that was changed. Every such change is discarded.
   */
  restore(): Promise<GuardRestored>;
}

export interface GuardRestored {
  configTampered: boolean;
  gitState: GitStateChange[];
}

export interface CredentialGuardOptions {
  /** Registers a cleanup run on SIGINT/SIGTERM; returns its unregister function. Default: src/git/cleanup.ts. */
  registerCleanup?: (cleanup: () => Promise<void>) => () => void;
}

const EXTRAHEADER_KEY = /^http\.(?:.*\.)?extraheader$/i;
const INCLUDE_PATH_KEY = /^(?:include|includeif\..*)\.path$/i;
const CREDENTIAL_FILE_NAME = /^git-credentials-.*\.config$/;
/** An extraheader set in an included file, as git's config syntax writes it. */
const EXTRAHEADER_IN_FILE = /^\s*extraheader\s*=/im;

/** Parses `git config --list --null`: `key\nvalue\0`, or `key\0` for a bare boolean. */
export function parseConfigList(output: string): ConfigEntry[] {
  return output
    .split('\0')
    .filter((record) => record !== '')
    .map(parseConfigRecord);
}

/** Where an include path leads: `~/` is the home folder, a relative path is relative to the config file. */
export function resolveIncludePath(value: string, configPath: string): string {
  if (value.startsWith('~/')) return join(homedir(), value.slice(2));
  return isAbsolute(value) ? value : resolve(dirname(configPath), value);
}

/**
 * The entries that carry or lead to credentials. `isCredentialFile` answers, for an include's resolved
 * path, whether that file holds credentials (an actions/checkout credentials file is recognised by its
 * name even when it does not exist on this host, e.g. the container path `/github/runner_temp/...`).
 */
export function credentialEntries(
  entries: readonly ConfigEntry[],
  configPath: string,
  isCredentialFile: (path: string) => boolean,
): HiddenEntry[] {
  const found: HiddenEntry[] = [];
  for (const { key, value } of entries) {
    if (value === null) continue;
    if (EXTRAHEADER_KEY.test(key)) {
      found.push({ key, value });
    } else if (INCLUDE_PATH_KEY.test(key)) {
      const target = resolveIncludePath(value, configPath);
      if (CREDENTIAL_FILE_NAME.test(basename(target)) || isCredentialFile(target)) found.push({ key, value });
    }
  }
  return found;
}

const SECTION_HEADER = /^\s*\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]\s*(?:[#;].*)?$/;
const VARIABLE_LINE = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*=\s*(.*?)\s*$/;

/** A config value as git reads it: quotes removed, `\"` and `\\` unescaped, a trailing comment dropped. */
function configValue(raw: string): string {
  let value = '';
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i] as string;
    if (char === '\\' && i + 1 < raw.length) {
      const next = raw[++i] as string;
      value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === '#' || char === ';')) {
      break;
    } else {
      value += char;
    }
  }
  return value.trim();
}

/**
 * The config text without the lines that set `entries` (keys as git prints them). Only single-line
 * `name = value` entries are recognised; the caller checks the result with git.
 */
export function removeEntries(text: string, entries: readonly HiddenEntry[]): string {
  const wanted = new Set(entries.map((e) => `${e.key.toLowerCase()}\0${e.value}`));
  let section = '';
  return text
    .split(/(?<=\n)/)
    .filter((line) => {
      const bare = line.replace(/\r?\n$/, '');
      const header = SECTION_HEADER.exec(bare);
      if (header) {
        const [name, sub] = [(header[1] as string).toLowerCase(), header[2]];
        section = sub === undefined ? name : `${name}.${sub.replace(/\\(.)/g, '$1')}`;
        return true;
      }
      const variable = VARIABLE_LINE.exec(bare);
      if (!variable || section === '') return true;
      const key = `${section}.${(variable[1] as string).toLowerCase()}`;
      return !wanted.has(`${key.toLowerCase()}\0${configValue(variable[2] as string)}`);
    })
    .join('');
}

function withoutHidden(entries: readonly ConfigEntry[], hidden: readonly HiddenEntry[]): ConfigEntry[] {
  const gone = new Set(hidden.map((e) => `${e.key.toLowerCase()}\0${e.value}`));
  return entries.filter((e) => !gone.has(`${e.key.toLowerCase()}\0${e.value ?? ''}`));
}

function sameEntries(a: readonly ConfigEntry[], b: readonly ConfigEntry[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

interface HiddenFile {
  path: string;
  content: Buffer;
  mode: number;
}

async function readIfFile(path: string): Promise<HiddenFile | null> {
  try {
    const stats = await stat(path);
    if (!stats.isFile()) return null;
    return { path, content: await readFile(path), mode: stats.mode & 0o7777 };
  } catch {
    return null;
  }
}

/**
 * Removes the job's git credentials from the repository that `git` runs in (its shared git folder is
 * `commonDir`, which the caller already knows) until the returned guard is disposed (`await using guard =
 * await guardCredentials(...)`) or restored. With nothing to hide, the guard still restores the config
 * file, so the evaluation cannot leave config changes behind.
 */
export async function guardCredentials(
  git: GitExec,
  commonDir: string,
  options: CredentialGuardOptions = {},
): Promise<CredentialGuard> {
  const configPath = join(commonDir, 'config');
  const original = await readIfFile(configPath);
  if (original === null) throw new InfraError(`git config file ${configPath} is missing or not a file`);

  // The config's entries and the git state (refs, files) are read side by side: neither changes the other.
  const [listed, state] = await Promise.all([
    git(['config', '--file', configPath, '--null', '--list']),
    snapshotGitState(git, commonDir),
  ]);
  const entries = parseConfigList(listed);
  const candidates = entries
    .filter((e) => e.value !== null && INCLUDE_PATH_KEY.test(e.key))
    .map((e) => resolveIncludePath(e.value as string, configPath));
  const files = new Map<string, HiddenFile>();
  for (const path of new Set(candidates)) {
    const file = await readIfFile(path);
    if (file !== null) files.set(path, file);
  }
  const hiddenEntries = credentialEntries(entries, configPath, (path) =>
    EXTRAHEADER_IN_FILE.test(files.get(path)?.content.toString('utf8') ?? ''),
  );
  const hiddenFiles = [
    ...new Set(
      hiddenEntries
        .filter((e) => INCLUDE_PATH_KEY.test(e.key))
        .map((e) => resolveIncludePath(e.value, configPath))
        .filter((path) => files.has(path)),
    ),
  ].map((path) => files.get(path) as HiddenFile);

  let restoring: Promise<GuardRestored> | null = null;
  let guarded: Buffer | null = null;
  const restore = (): Promise<GuardRestored> => {
    restoring ??= (async () => {
      unregister();
      const now = await readFile(configPath).catch(() => null);
      const configTampered = guarded !== null && (now === null || !now.equals(guarded));
      await replaceFile(configPath, original.content, original.mode);
      for (const file of hiddenFiles) await replaceFile(file.path, file.content, file.mode);
      // After the config: the git commands that put back replace refs run with the trusted config.
      return { configTampered, gitState: await restoreGitState(git, state) };
    })();
    return restoring;
  };
  const unregister = (options.registerCleanup ?? defaultRegisterCleanup)(async () => {
    await restore();
  });

  try {
    if (hiddenEntries.length > 0) {
      // Written as text, then checked by git: removing the entries one by one with `git config` would
      // take as many processes and leave empty sections; reading back proves exactly these went.
      const text = removeEntries(original.content.toString('utf8'), hiddenEntries);
      await replaceFile(configPath, Buffer.from(text, 'utf8'), original.mode);
      const left = parseConfigList(await git(['config', '--file', configPath, '--null', '--list']));
      if (!sameEntries(left, withoutHidden(entries, hiddenEntries))) {
        throw new InfraError(`could not remove the credential entries from ${configPath} exactly`);
      }
    }
    for (const file of hiddenFiles) await rm(file.path, { force: true });
    guarded = await readFile(configPath);
  } catch (error) {
    await restore();
    throw error;
  }
  return {
    configPath,
    hiddenEntries,
    hiddenFiles: hiddenFiles.map((f) => f.path),
    restore,
    [Symbol.asyncDispose]: async () => {
      await restore();
    },
  };
}
