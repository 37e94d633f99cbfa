/**
 * Which cached trees are in use across every gate on one repository, so that one gate's eviction never
 * removes a tree another has checked but not yet mounted (issue 21). A gate pins an entry (a file
 * `.pins/<key>.<pid>.<n>` in the cache root) before it verifies it and unpins it when the run's view is
 * unmounted; eviction keeps every entry pinned by a live process. Pinning with its verification and
 * eviction's reading of the pins with its removal each run under one lock of the cache (proper-lockfile,
 * as the account locks): without it an eviction could read the pins just before a gate pins and
 * verifies, and remove the entry just after.
 */
import { mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { InfraError } from '../../errors.js';

/** A lock older than this was left by a dead gate (proper-lockfile refreshes it every stale/2). */
const STALE_MS = 30_000;

/** What names a pin: the entry's key, the pinning process, and a count of its pins. */
const PIN_NAME = /^([0-9a-f]{64})\.(\d+)\.\d+$/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user (still alive).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let pinsMade = 0;

export class Pins {
  constructor(private readonly root: string) {}

  private get folder(): string {
    return join(this.root, '.pins');
  }

  /** Runs `work` holding the cache's lock (waiting while another gate holds it). */
  async locked<T>(work: () => Promise<T>): Promise<T> {
    const path = join(this.root, '.lock');
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(this.root, {
        lockfilePath: path,
        realpath: false,
        stale: STALE_MS,
        retries: { retries: 600, minTimeout: 10, maxTimeout: 100 },
      });
    } catch (error) {
      throw new InfraError(`tree cache: could not lock ${path}: ${(error as Error).message}`);
    }
    try {
      return await work();
    } finally {
      await release();
    }
  }

  /** Pins `key` for this process; resolves to what unpins it. */
  async pin(key: string): Promise<() => void> {
    await mkdir(this.folder, { mode: 0o700, recursive: true });
    const path = join(this.folder, `${key}.${process.pid}.${++pinsMade}`);
    await writeFile(path, '', { mode: 0o600 });
    return () => void unlink(path).catch(() => undefined);
  }

  /** The keys pinned by a live process; the pins of dead ones are removed. */
  async pinned(): Promise<Set<string>> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const keys = new Set<string>();
    for (const name of names) {
      const match = PIN_NAME.exec(name);
      if (match === null) continue;
      if (alive(Number(match[2]))) keys.add(match[1] as string);
      else await unlink(join(this.folder, name)).catch(() => undefined);
    }
    return keys;
  }
}
