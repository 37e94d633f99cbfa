/**
 * How the gate invokes git (src/git/adapter.ts runs every command with these): the environment, the
 * options before every command, and what is still taken from the user's global and system config.
 */
import { parseConfigRecord, type ConfigEntry } from './parse.js';

/**
 * The environment git runs with: what it needs to find its credentials agent and proxies, in the C
 * locale (messages are parsed), never prompting. Only this allowlist is passed: no inherited GIT_*
 * variable, editor, pager or askpass reaches git.
 */
const PASSED_ENV = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'TMPDIR',
  'TEMP',
  'TMP',
  'SYSTEMROOT',
  'USERPROFILE',
  'APPDATA',
  'XDG_CONFIG_HOME',
  'SSH_AUTH_SOCK',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
];

/**
 * What every git command of the gate ignores, because the evaluated code runs as a worktree of this
 * repository (and, without eval isolation, as the same user) and could have written it: replace refs
 * (`refs/replace/*` would swap any object, e.g. trunk's tree, for another), grafts (`info/grafts`
 * rewrites parents), and the global and system git config (`~/.gitconfig`, `$XDG_CONFIG_HOME/git/config`,
 * `/etc/gitconfig`: a credential helper, `url.*.insteadOf` or `core.sshCommand` there runs on push).
 * The repository's own config is trusted: the credential guard puts it back byte for byte after each
 * evaluation (src/gate/credential-guard.ts), and puts back what cannot simply be ignored (alternates,
 * shallow, attributes: src/gate/git-state.ts).
 */
const GIT_ENV_FIXED = {
  LC_ALL: 'C',
  GIT_TERMINAL_PROMPT: '0',
  // An abbreviated option is an error, so no value can be read as a longer option than the one written.
  GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: 'true',
  GIT_NO_REPLACE_OBJECTS: '1',
  GIT_GRAFT_FILE: '/dev/null',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function gitEnvironment(): Record<string, string> {
  const env: Record<string, string> = { ...GIT_ENV_FIXED };
  for (const key of PASSED_ENV) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

/**
 * Options before every command. Paths are literal: a file named `:(exclude)x` or `*` never acts as a
 * pathspec. Hooks are off: with a relative core.hooksPath (husky and the like), `worktree add` would
 * run the post-checkout hook from the branch under evaluation, outside the evaluation's sandbox; the
 * shared hooks folder is writable by the evaluation. fsmonitor is off (it runs a command on every
 * index read), the commit-graph is not read (a planted one rewrites parents like grafts do) and neither
 * is the global attributes file (merge drivers such as `merge=ours` change what a merge produces).
 */
export const GLOBAL_OPTIONS = [
  '--literal-pathspecs',
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'core.fsmonitor=false',
  '-c',
  'core.commitGraph=false',
  '-c',
  'core.attributesFile=/dev/null',
];

/**
 * What the gate still takes from the user's global and system git config, read once per process before
 * its first git command (so before anything is evaluated) and then passed on the command line: the
 * folders the user declared safe (`safe.directory`: a container job's checkout is often owned by
 * another user, and git honours this setting only from the global, system or command-line config) and
 * the committer identity used when the repository's own config names none.
 */
export interface UserConfig {
  safeDirectories: string[];
  identity: { name: string; email: string } | null;
}

/** Parses `git config --list --null --show-scope`: `scope\0key\nvalue\0` records (`scope\0key\0` for a bare boolean). */
export function parseScopedConfig(output: string): Array<{ scope: string } & ConfigEntry> {
  const fields = output.split('\0');
  const entries: Array<{ scope: string } & ConfigEntry> = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    entries.push({ scope: fields[i] as string, ...parseConfigRecord(fields[i + 1] as string) });
  }
  return entries;
}

/** The settings kept from the global and system scopes (later entries win, as in git). Pure. */
export function userConfigFrom(entries: ReturnType<typeof parseScopedConfig>): UserConfig {
  const user = entries.filter((e) => e.scope === 'global' || e.scope === 'system');
  const last = (key: string): string | null =>
    user.filter((e) => e.key.toLowerCase() === key).pop()?.value ?? null;
  const safeDirectories: string[] = [];
  for (const entry of user) {
    if (entry.key.toLowerCase() !== 'safe.directory' || entry.value === null) continue;
    // An empty value resets the list, as git reads it.
    if (entry.value === '') safeDirectories.length = 0;
    else safeDirectories.push(entry.value);
  }
  const name = last('user.name');
  const email = last('user.email');
  return { safeDirectories, identity: name && email ? { name, email } : null };
}
