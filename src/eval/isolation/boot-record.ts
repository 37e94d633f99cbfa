/**
 * A probe's success, recorded once per boot. Whether the overlay mounts, or whether the account can
 * be entered inside fresh PID and mount namespaces, depends on the kernel, its settings, the tools and
 * the gate's own rights, which rarely change while a machine runs: probing costs processes on every
 * run, so a run that finds a record of this boot's success skips the probe. A record lives in the
 * gate-owned worktree parent (owned by the gate, 0711, no ancestor open to others: workParent) and is
 * trusted only as the gate writes it: a regular file of the gate's that no other user could write, one
 * link, not a symbolic link, whose content is exactly what the probe's success holds for. A failure is
 * never recorded (probed again next run); a setting changed since a success makes the evaluation's own
 * mount or launch fail, an error verdict, never a weaker isolation.
 */
import { constants } from 'node:fs';
import { open, readFile, readlink, rename, rm, writeFile } from 'node:fs/promises';
import { release } from 'node:os';
import { join } from 'node:path';

/**
 * What any probe's success holds for: this boot of this kernel (a reboot may bring another kernel or
 * modules), this process's capability sets (a gate started without CAP_SYS_ADMIN, as in a default
 * container, cannot mount though one started with it on the same boot could) and its user, PID and
 * mount namespaces. Null where the kernel does not say (then nothing is recorded or trusted).
 */
export async function bootContext(): Promise<string | null> {
  const boot = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => null))?.trim();
  const status = await readFile('/proc/self/status', 'utf8').catch(() => null);
  const namespaces = await Promise.all(
    ['user', 'pid', 'mnt'].map((ns) => readlink(`/proc/self/ns/${ns}`).catch(() => null)),
  );
  if (!boot || status === null || namespaces.includes(null)) return null;
  const capabilities = status.split('\n').filter((line) => /^Cap(Eff|Bnd|Prm):/.test(line));
  return [boot, release(), ...capabilities, ...namespaces].join(' ');
}

/** Whether `parent/name` is the gate's record (owner `gateUid`, no one else may write it) of exactly `facts`. */
export async function recordedThisBoot(
  parent: string,
  name: string,
  gateUid: number,
  facts: string,
): Promise<boolean> {
  const file = await open(join(parent, name), constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => null);
  if (file === null) return false;
  try {
    const stat = await file.stat();
    if (!stat.isFile() || stat.uid !== gateUid || (stat.mode & 0o022) !== 0 || stat.nlink !== 1) return false;
    return (await file.readFile('utf8')) === facts;
  } finally {
    await file.close();
  }
}

/** Records `facts` as `parent/name`: written beside it and renamed over it, so a reader sees all or none. */
export async function recordThisBoot(parent: string, name: string, facts: string): Promise<void> {
  const temp = join(parent, `.${name}.${process.pid}`);
  try {
    await writeFile(temp, facts, { mode: 0o600, flag: 'wx' });
    await rename(temp, join(parent, name));
  } finally {
    await rm(temp, { force: true });
  }
}
