/**
 * One evaluation at a time per account on a machine. Every process of the account is ended when an
 * evaluation ends (and a left-over one before the next starts), so two gates sharing an account would
 * kill each other's evaluations: the second waits for the first. The lock is the kernel's (flock) on a
 * file in root's `/run/arbor-gate`, held by a `flock` child with root's rights (directly, or through
 * sudo): every gate that can enter the account takes the same lock whichever user it runs as (a root
 * gate and a sudo gate, two runner users), the evaluated code cannot remove it, and a gate that dies
 * releases it with its child. Gates that should evaluate in parallel on one machine name different
 * accounts (`eval-user`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import { InfraError } from '../../errors.js';
import { privilegedArgv, runTool, toolFailure, type Privilege } from './tools.js';

/** Root's folder of the account locks: made 0700 by root, so only root's rights reach the files. */
export const LOCK_FOLDER = '/run/arbor-gate';

/** The lock folder made once per gate process (a sudo gate would spawn sudo for it every evaluation). */
let folderMade: Promise<void> | null = null;

/** Makes the lock folder with root's rights: in this process as root, else through sudo. */
function lockFolder(privilege: Privilege): Promise<void> {
  folderMade ??= makeLockFolder(privilege).catch((error: unknown) => {
    folderMade = null;
    throw error;
  });
  return folderMade;
}

async function makeLockFolder(privilege: Privilege): Promise<void> {
  if (privilege === 'root') {
    await mkdir(LOCK_FOLDER, { recursive: true, mode: 0o700 }).catch((error: Error) => {
      throw new InfraError(`could not create ${LOCK_FOLDER}: ${error.message}`);
    });
    return;
  }
  const argv = privilegedArgv(privilege, ['mkdir', '-p', '-m', '0700', LOCK_FOLDER]);
  const made = await runTool(argv);
  if (made.code !== 0) throw new InfraError(`could not create ${LOCK_FOLDER}: ${toolFailure(argv, made)}`);
}

/** What the `flock` child prints once it holds the lock. */
const HELD = 'held';

/** Starts `flock` on the account's lock file; `wait` false gives up at once when another holds it. */
function holder(privilege: Privilege, path: string, wait: boolean): ChildProcess {
  // `cat` keeps the lock until its stdin closes: on release, or when the gate dies.
  const argv = privilegedArgv(privilege, [
    'flock',
    ...(wait ? [] : ['--nonblock']),
    path,
    'sh',
    '-c',
    `echo ${HELD}; exec cat`,
  ]);
  return spawn(argv[0] as string, argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Resolves true when `child` holds the lock, false when it exited without it. */
async function held(child: ChildProcess): Promise<{ held: boolean; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (stdout.startsWith(HELD)) resolve({ held: true, stderr });
    });
    child.once('error', reject);
    child.once('close', () => resolve({ held: false, stderr }));
  });
}

async function release(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const closed = once(child, 'close');
  child.stdin?.end();
  await closed;
}

/**
 * Takes the account's lock, waiting while another gate holds it; resolves to the release function.
 * Rejects when `signal` aborts while waiting.
 */
export async function lockAccount(
  privilege: Privilege,
  account: string,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<() => Promise<void>> {
  await lockFolder(privilege);
  const path = `${LOCK_FOLDER}/${account}.lock`;
  for (const wait of [false, true]) {
    signal?.throwIfAborted();
    const child = holder(privilege, path, wait);
    const stop = () => child.kill();
    signal?.addEventListener('abort', stop, { once: true });
    const outcome = await held(child).catch((error: Error) => {
      throw new InfraError(`could not lock ${path}: flock could not start: ${error.message}`);
    });
    signal?.removeEventListener('abort', stop);
    if (outcome.held) return () => release(child);
    signal?.throwIfAborted();
    // flock --nonblock exits 1 when another holds the lock; anything else is a failure to lock.
    if (wait || child.exitCode !== 1) {
      throw new InfraError(
        `could not lock ${path}: flock exited ${child.exitCode ?? child.signalCode}${outcome.stderr.trim() ? `: ${outcome.stderr.trim()}` : ''}`,
      );
    }
    log(`another gate is evaluating as ${account} on this machine: waiting for it to finish`);
  }
  throw new InfraError(`could not lock ${path}`);
}
