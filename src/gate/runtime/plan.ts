/**
 * The runtime view of a gate run (src/eval/runtime-view), planned once in `prepare` from the caller's
 * PATH and HOME, the `eval-read` paths and what never enters the view, then placed in each run's tree
 * by the evaluation (viewFor). Which mode can show what: user+pidns and rootless show the toolchain and the declared
 * paths in the evaluation's mount namespace; `user` has no namespace to show them in (eval-read is
 * refused there, and its PATH keeps only folders every user can search); `none` runs as the gate's own
 * user, who sees everything already (eval-read needs nothing there, and the PATH stays as it is).
 */
import { join } from 'node:path';
import { UserError } from '../../errors.js';
import type { IsolationMode } from '../../eval/types.js';
import { nodeProbe, type ViewProbe } from '../../eval/runtime-view/probe.js';
import { planView, type DeclaredPath, type ViewPlan } from '../../eval/runtime-view/view.js';
import { isWithin } from '../../util/paths.js';

export interface RuntimeSources {
  mode: IsolationMode;
  declared: readonly DeclaredPath[];
  /** Held-out globs inside the repository and paths outside it (two-phase), or none. */
  heldOut: { globs: readonly string[]; outside: readonly string[] };
  repository: string;
  /** The repository's common git folder. */
  gitDir: string;
  env: NodeJS.ProcessEnv;
  /** How messages name eval-read and eval-isolation. */
  names: { read: string; isolation: string };
  log: (line: string) => void;
  probe?: ViewProbe;
}

/** The part of a glob before its first pattern character (`data/**` is `data`). */
function literalPrefix(glob: string): string {
  const cut = glob.search(/[*?[\]{}()!+@\\]/);
  return (cut === -1 ? glob : glob.slice(0, cut)).replace(/\/+$/, '');
}

/** Refuses a checkout-relative declared path that could show held-out files to phase 1. */
function refuseHeldOutOverlap(sources: RuntimeSources): void {
  for (const path of sources.declared) {
    if (path.relative === null) continue;
    const relative = path.relative;
    const glob = sources.heldOut.globs.find((held) => {
      const prefix = literalPrefix(held);
      return (
        prefix === '' || isWithin(`/${prefix}`, `/${relative}`) || isWithin(`/${relative}`, `/${prefix}`)
      );
    });
    if (glob !== undefined) {
      throw new UserError(
        `${sources.names.read} ${path.written}: overlaps the held-out files ${glob}, which phase 1 must not read`,
      );
    }
  }
}

/** The run's view plan, or null when the evaluation runs as the gate's own user (`none`). */
export async function planRuntime(sources: RuntimeSources): Promise<ViewPlan | null> {
  if (sources.mode === 'none') return null;
  if (sources.mode === 'user' && sources.declared.length > 0) {
    throw new UserError(
      `${sources.names.read}: needs a mount namespace to show the paths in, and this machine's isolation is ` +
        `user (no PID and mount namespace); set ${sources.names.isolation} none to run as the gate's own user, who reads them as they are`,
    );
  }
  refuseHeldOutOverlap(sources);
  const { env } = sources;
  const plan = await planView(
    {
      path: env.PATH ?? '',
      home: env.HOME ?? null,
      repository: sources.repository,
      declared: sources.declared,
      label: sources.names.read,
      never: {
        uid: process.getuid?.() ?? 0,
        gitDirs: [sources.gitDir, join(sources.repository, '.git')],
        env,
        heldOut: sources.heldOut.outside,
      },
      devRoot: '/dev',
      withRoots: sources.mode === 'user+pidns' || sources.mode === 'rootless',
    },
    env,
    sources.probe ?? nodeProbe,
  );
  const roots = plan.toolchain.map((root) => `${root.root} (${root.kind})`);
  sources.log(
    `evaluation PATH: ${plan.env.PATH}` +
      (roots.length === 0 ? '' : `; toolchain shown read-only: ${roots.join(', ')}`) +
      (plan.dropped.length === 0 ? '' : `; dropped from the caller's PATH: ${plan.dropped.join(':')}`) +
      (plan.devices.length === 0 ? '' : `; devices: ${plan.devices.join(' ')}`),
  );
  return plan;
}
