/**
 * The system account the evaluation runs as: looked up, created when missing (`useradd --system`, no
 * login shell, no home), and refused when it is not safe to use. The gate ends every process of this
 * account after each evaluation, so it must be a dedicated account, never a person's or the gate's own.
 */
import { existsSync } from 'node:fs';
import { UserError } from '../../errors.js';
import { privilegedArgv, runTool, toolFailure, type Privilege } from './tools.js';

export interface Account {
  name: string;
  uid: number;
  gid: number;
}

/** What `useradd` accepts on every distribution (Debian's NAME_REGEX without the trailing `$`). */
const ACCOUNT_NAME = /^[a-z_][a-z0-9_-]{0,31}$/;

/** Shells that refuse a login: an account with one of these is a service account. */
const NO_LOGIN_SHELLS = ['/usr/sbin/nologin', '/sbin/nologin', '/usr/bin/false', '/bin/false'];

/** Throws a UserError naming `label` unless `name` is a valid account name. */
export function validateAccountName(name: string, label: string): string {
  if (!ACCOUNT_NAME.test(name)) {
    throw new UserError(
      `${label}: ${JSON.stringify(name)} is not a valid account name (expected 1-32 characters from a-z 0-9 _ -, starting with a letter or _)`,
    );
  }
  return name;
}

export interface PasswdEntry {
  name: string;
  uid: number;
  gid: number;
  home: string;
  shell: string;
}

/** Parses one `getent passwd` line (`name:x:uid:gid:gecos:home:shell`); null when it is not one. */
export function parsePasswdLine(line: string): PasswdEntry | null {
  const fields = line.trim().split(':');
  if (fields.length !== 7) return null;
  const [name, , uid, gid, , home, shell] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!/^\d+$/.test(uid) || !/^\d+$/.test(gid)) return null;
  return { name, uid: Number(uid), gid: Number(gid), home, shell };
}

/**
 * Why an existing account must not be used for evaluations, or null when it may. `gate` is the gate's
 * own uid and gid: sharing either would give the evaluation the gate's files.
 */
export function unsafeAccountReason(entry: PasswdEntry, gate: { uid: number; gid: number }): string | null {
  if (entry.uid === 0 || entry.gid === 0) return `account ${entry.name} has root's uid or gid`;
  if (entry.uid === gate.uid) return `account ${entry.name} is the gate's own user`;
  if (entry.gid === gate.gid) return `account ${entry.name} has the gate's own group`;
  if (!NO_LOGIN_SHELLS.includes(entry.shell)) {
    return (
      `account ${entry.name} has a login shell (${entry.shell || 'none set'}); every process of the evaluation ` +
      `account is ended after each evaluation, so it must be a dedicated account without login`
    );
  }
  return null;
}

async function lookUp(name: string): Promise<PasswdEntry | null> {
  const result = await runTool(['getent', 'passwd', name]);
  if (result.startError !== null) throw new Error(toolFailure(['getent', 'passwd'], result));
  // getent exits 2 when the key is not found.
  return result.code === 0 ? parsePasswdLine(result.stdout.split('\n')[0] ?? '') : null;
}

function noLoginShell(): string {
  return NO_LOGIN_SHELLS.find((shell) => existsSync(shell)) ?? '/bin/false';
}

/** The argv that creates the account: a system account with its own group, no home and no login. */
export function useraddArgv(name: string, shell: string): string[] {
  return [
    'useradd',
    '--system',
    '--user-group',
    '--no-create-home',
    '--home-dir',
    '/nonexistent',
    '--shell',
    shell,
    '--comment',
    'arbor-gate evaluation',
    '--',
    name,
  ];
}

/**
 * The account, created when missing. Throws a UserError naming `label` when the account exists but is
 * unsafe; throws an Error whose message says what is missing when it cannot be looked up or created
 * (the caller decides whether that is fatal or means "no isolation").
 */
export async function ensureAccount(
  name: string,
  label: string,
  privilege: Privilege,
  log: (line: string) => void,
): Promise<Account> {
  const gate = { uid: process.geteuid?.() ?? -1, gid: process.getegid?.() ?? -1 };
  let entry = await lookUp(name);
  if (entry === null) {
    const argv = useraddArgv(name, noLoginShell());
    const created = await runTool(privilegedArgv(privilege, argv));
    // Another gate may have created it meanwhile: look it up again either way.
    entry = await lookUp(name);
    if (entry === null) throw new Error(toolFailure(argv, created));
    if (created.code === 0) log(`created the evaluation account ${name} (${argv.slice(0, -2).join(' ')})`);
  }
  const unsafe = unsafeAccountReason(entry, gate);
  if (unsafe !== null) throw new UserError(`${label}: ${unsafe}; name another account or a new one`);
  return { name: entry.name, uid: entry.uid, gid: entry.gid };
}
