/**
 * The atomic end without a PID namespace: one cgroup (v2) per evaluation, created with root's rights
 * wherever the gate has them (root or sudo). The evaluation is started by a root-side supervisor that
 * stays outside the cgroup: it puts the command's process into the cgroup before exec, waits for it,
 * and the moment it exits freezes the cgroup and kills it (`cgroup.kill` reaches every process in it,
 * a `setsid` watcher or a double fork included, and nothing in it can fork past it). The supervisor
 * then exits as its child did, so the runner sees the command's own exit.
 *
 * cgroup2 is found through /proc/self/mountinfo (a hybrid layout mounts it at /sys/fs/cgroup/unified,
 * a pure one at /sys/fs/cgroup); a read-only cgroupfs (a default Docker container) means no cgroup.
 * findCgroup2 is pure; the rest makes, ends and removes the cgroup in this process when the gate is
 * root (a spawn each was most of the probe's cost), else runs `mkdir`, `rmdir` and `sh` through sudo.
 */
import { mkdir, readdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { InfraError } from '../../errors.js';
import { privilegedArgv, runTool, toolFailure, type Privilege } from './tools.js';

/** A mount point in mountinfo escapes space, tab, newline and backslash as \ooo. */
function unescapeMountPath(path: string): string {
  return path.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));
}

export type Cgroup2Mount = { path: string } | { missing: string };

/** Where cgroup2 is mounted, from a /proc/self/mountinfo text, or why it cannot be used. */
export function findCgroup2(mountinfo: string): Cgroup2Mount {
  for (const line of mountinfo.split('\n')) {
    const [mount, fs] = line.split(' - ');
    if (fs === undefined || fs.split(' ')[0] !== 'cgroup2') continue;
    const fields = (mount ?? '').split(' ');
    const path = unescapeMountPath(fields[4] ?? '');
    const options = (fields[5] ?? '').split(',');
    if (options.includes('ro')) return { missing: `cgroup2 is mounted read-only at ${path}` };
    return { path };
  }
  return { missing: 'cgroup2 is not mounted' };
}

/**
 * The supervisor (run as root, outside the cgroup): `$1` is the cgroup, the rest the command line.
 * Fixed text: the cgroup and the command arrive as arguments, never as script text.
 */
export const SUPERVISE_SCRIPT =
  'cg=$1; shift; echo 0 > "$cg/cgroup.freeze" || exit 125; ' +
  'sh -c \'echo $$ > "$1/cgroup.procs" || exit 125; shift; exec "$@"\' arbor-gate-join "$cg" "$@" & ' +
  'wait $!; rc=$?; ' +
  'echo 1 > "$cg/cgroup.freeze"; echo 1 > "$cg/cgroup.kill"; ' +
  'if [ "$rc" -gt 128 ]; then kill -s "$(kill -l "$rc")" $$; fi; exit "$rc"';

/** Freezes the cgroup `$1`, kills everything in it, and thaws it so the killed processes can exit. */
const END_SCRIPT = 'echo 1 > "$1/cgroup.freeze" && echo 1 > "$1/cgroup.kill" && echo 0 > "$1/cgroup.freeze"';

/** The supervisor's command line around `inner` (which must still be run with root's rights). */
export function supervised(cgroup: string, inner: readonly string[]): string[] {
  return ['sh', '-c', SUPERVISE_SCRIPT, 'arbor-gate-supervise', cgroup, ...inner];
}

/** Where the gate makes its evaluations' cgroups: one folder under the cgroup2 root. */
const GATE_CGROUP = 'arbor-gate';
const POLL_MS = 20;
const GIVE_UP_MS = 10_000;
let made = 0;

async function asRoot(privilege: Privilege, argv: readonly string[]): Promise<string | null> {
  const full = privilegedArgv(privilege, argv);
  const result = await runTool(full);
  return result.code === 0 ? null : toolFailure(argv, result);
}

/** `what` done in this process (the gate is root); its failure's message, or null. */
async function inProcess(what: () => Promise<unknown>): Promise<string | null> {
  return what().then(
    () => null,
    (error: Error) => error.message,
  );
}

/** The cgroup's control files written in END_SCRIPT's order. */
async function endInProcess(path: string): Promise<void> {
  await writeFile(join(path, 'cgroup.freeze'), '1');
  await writeFile(join(path, 'cgroup.kill'), '1');
  await writeFile(join(path, 'cgroup.freeze'), '0');
}

export class EvalCgroup {
  private constructor(
    private readonly privilege: Privilege,
    readonly path: string,
  ) {}

  /** A fresh cgroup for one evaluation; `{ missing }` says why none can be made here. */
  static async create(privilege: Privilege): Promise<EvalCgroup | { missing: string }> {
    const mountinfo = await readFile('/proc/self/mountinfo', 'utf8').catch(() => '');
    const mount = findCgroup2(mountinfo);
    if ('missing' in mount) return mount;
    made += 1;
    const path = join(mount.path, GATE_CGROUP, `eval-${process.pid}-${made}`);
    const failed =
      privilege === 'root'
        ? await inProcess(() => mkdir(path, { recursive: true }))
        : await asRoot(privilege, ['mkdir', '-p', '--', path]);
    if (failed !== null) return { missing: `cannot create a cgroup under ${mount.path}: ${failed}` };
    const cgroup = new EvalCgroup(privilege, path);
    const features = await readdir(path).catch(() => [] as string[]);
    if (!features.includes('cgroup.kill') || !features.includes('cgroup.freeze')) {
      await cgroup.remove().catch(() => undefined);
      return {
        missing: `the kernel's cgroup2 has no cgroup.kill or cgroup.freeze (Linux 5.14 or later has both)`,
      };
    }
    return cgroup;
  }

  /** Freezes and kills every process in the cgroup, and waits until it is empty. */
  async end(): Promise<void> {
    const failed =
      this.privilege === 'root'
        ? await inProcess(() => endInProcess(this.path))
        : await asRoot(this.privilege, ['sh', '-c', END_SCRIPT, 'arbor-gate-end', this.path]);
    if (failed !== null)
      throw new InfraError(`could not end the evaluation's cgroup ${this.path}: ${failed}`);
    for (const deadline = Date.now() + GIVE_UP_MS; ; await delay(POLL_MS)) {
      const events = await readFile(join(this.path, 'cgroup.events'), 'utf8').catch(() => 'populated 0');
      if (/^populated 0$/m.test(events)) return;
      if (Date.now() > deadline) {
        throw new InfraError(
          `could not end the evaluation's processes (cgroup ${this.path} is still populated)`,
        );
      }
    }
  }

  /** Ends what is left and removes the cgroup. */
  async remove(): Promise<void> {
    await this.end();
    const failed =
      this.privilege === 'root'
        ? await inProcess(() => rmdir(this.path))
        : await asRoot(this.privilege, ['rmdir', '--', this.path]);
    if (failed !== null)
      throw new InfraError(`could not remove the evaluation's cgroup ${this.path}: ${failed}`);
  }
}
