/**
 * The three callers the gate meets, as real accounts on this machine: root (the tests' own user), a
 * non-root user with passwordless sudo (a GitHub-hosted runner), and a non-root user without it (a
 * laptop, a container, an agent's MCP server: the rootless mode). The two accounts are made once per
 * machine and kept, each with a HOME of its own; a test runs the compiled CLI as one of them behind
 * `prefix` (test/helpers/gate-cli.ts's startCli) with `env`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';

export type CallerKind = 'root' | 'sudo' | 'plain';

export interface Caller {
  kind: CallerKind;
  name: string;
  uid: number;
  gid: number;
  home: string;
  /** The argv prefix that runs a command as this caller (empty for root). */
  prefix: string[];
  /** A login-like environment: PATH without root's own folders, HOME, USER, LOGNAME. */
  env: NodeJS.ProcessEnv;
}

const ACCOUNTS: Record<Exclude<CallerKind, 'root'>, string> = {
  sudo: 'arbor-t-sudo',
  plain: 'arbor-t-plain',
};

const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

function idOf(name: string, flag: '-u' | '-g'): number | null {
  const found = spawnSync('id', [flag, name], { encoding: 'utf8' });
  return found.status === 0 ? Number(found.stdout.trim()) : null;
}

/** useradd, retried while another test file holds the password files' lock. */
function ensureAccount(name: string): void {
  for (let attempt = 0; idOf(name, '-u') === null; attempt++) {
    const made = spawnSync('useradd', ['--create-home', '--shell', '/bin/sh', name], { encoding: 'utf8' });
    if (made.status === 0 || idOf(name, '-u') !== null) return;
    if (attempt === 20) throw new Error(`useradd ${name} failed: ${made.stderr.trim()}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
}

/** Why this machine cannot provide `kind` (null: it can): the tests say so and skip. */
export function callerMissing(kind: CallerKind): string | null {
  if (process.platform !== 'linux') return `needs Linux (this is ${process.platform})`;
  if (process.getuid?.() !== 0) return 'the tests make accounts and need root';
  if (kind === 'sudo' && !existsSync('/usr/bin/sudo')) return 'sudo is not installed (apt-get install sudo)';
  return null;
}

/** The caller of `kind`, its account made (and for `sudo`, its sudoers line written) when missing. */
export function caller(kind: CallerKind): Caller {
  if (kind === 'root') {
    return { kind, name: 'root', uid: 0, gid: 0, home: '/root', prefix: [], env: process.env };
  }
  const name = ACCOUNTS[kind];
  ensureAccount(name);
  if (kind === 'sudo') {
    const sudoers = `/etc/sudoers.d/${name}`;
    writeFileSync(sudoers, `${name} ALL=(ALL) NOPASSWD: ALL\n`);
    chmodSync(sudoers, 0o440);
  }
  const uid = idOf(name, '-u') as number;
  const gid = idOf(name, '-g') as number;
  const home = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).split(':')[5] as string;
  return {
    kind,
    name,
    uid,
    gid,
    home,
    prefix: ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--init-groups', '--'],
    env: { PATH: SYSTEM_PATH, HOME: home, USER: name, LOGNAME: name, LANG: 'C.UTF-8' },
  };
}

/** Hands `paths` (recursively) to the caller, as a repository and its remote must be for a gate run as them. */
export function giveTo(who: Caller, ...paths: string[]): void {
  if (who.kind === 'root') return;
  execFileSync('chown', ['-R', `${who.uid}:${who.gid}`, ...paths]);
}
