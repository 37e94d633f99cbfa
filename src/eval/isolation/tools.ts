/**
 * Running the system tools isolation needs (useradd, setpriv, unshare, chown, getent), as the gate's
 * user or with root's rights: directly when the gate is root, through `sudo -n -k` when it has
 * passwordless sudo. Arguments are passed as a list, never through a shell.
 */
import { spawn } from 'node:child_process';
import { chmod, lchown } from 'node:fs/promises';

/** How the gate gets root's rights: it is root, or it may run commands through passwordless sudo. */
export type Privilege = 'root' | 'sudo';

/**
 * `-n`: never prompt; `-k`: ignore cached credentials, so only a NOPASSWD rule counts (a password typed
 * in the same terminal a minute ago does not make the gate create accounts).
 */
export const SUDO_PREFIX = ['sudo', '-n', '-k', '--'] as const;

export interface ToolResult {
  /** Exit code; null when the tool could not start or was killed. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** Why the tool could not start (ENOENT: not installed), when it could not. */
  startError: NodeJS.ErrnoException | null;
}

/** Upper bound for a helper tool; none of them should take more than a fraction of a second. */
const TOOL_TIMEOUT_MS = 60_000;

/** Runs `argv` and collects its output; never throws (the result says what happened). */
export function runTool(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<ToolResult> {
  const [file, ...args] = argv;
  return new Promise((resolve) => {
    const child = spawn(file as string, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    // Not spawn's own `timeout`: its timer outlives a tool that could not start and holds the process open.
    const timer = setTimeout(() => child.kill('SIGKILL'), TOOL_TIMEOUT_MS);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr, startError: error });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, startError: null });
    });
  });
}

/** `argv` as run with root's rights under `privilege`. */
export function privilegedArgv(privilege: Privilege, argv: readonly string[]): string[] {
  return privilege === 'root' ? [...argv] : [...SUDO_PREFIX, ...argv];
}

/** One line that says why a tool failed, for error messages. */
export function toolFailure(argv: readonly string[], result: ToolResult): string {
  if (result.startError !== null) {
    return result.startError.code === 'ENOENT'
      ? `${argv[0]} is not installed`
      : `${argv[0]} could not start: ${result.startError.message}`;
  }
  const said =
    result.stderr.trim().split('\n').at(-1)?.trim() || result.stdout.trim().split('\n').at(-1)?.trim();
  return `${argv.slice(0, 2).join(' ')} failed (exit ${result.code ?? 'by signal'})${said ? `: ${said}` : ''}`;
}

/** Whether the gate can use root's rights: it is root, or `sudo -n -k true` works. */
export async function detectPrivilege(): Promise<Privilege | null> {
  if (process.geteuid?.() === 0) return 'root';
  const probe = await runTool([...SUDO_PREFIX, 'true']);
  return probe.code === 0 ? 'sudo' : null;
}

/**
 * Gives `path` (never followed if a symlink) the owner `uid:gid` and the permission bits `mode`: in
 * this process when the gate is root (no tool to spawn per folder), else with chown and chmod through sudo.
 */
export async function setOwnerAndMode(
  privilege: Privilege,
  path: string,
  owner: { uid: number; gid: number },
  mode: number,
): Promise<void> {
  if (privilege === 'root') {
    await lchown(path, owner.uid, owner.gid);
    await chmod(path, mode & 0o7777);
    return;
  }
  for (const argv of [
    ['chown', '-h', `${owner.uid}:${owner.gid}`, '--', path],
    ['chmod', (mode & 0o7777).toString(8), '--', path],
  ]) {
    const result = await runTool(privilegedArgv(privilege, argv));
    if (result.code !== 0) throw new Error(toolFailure(argv, result));
  }
}
