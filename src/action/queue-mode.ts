/**
 * The Action's `mode: queue`: the speculative local queue (src/queue/) on the refs the workflow lists
 * in input `sources`, one per line, with the gate's inputs applied to every branch. The refs are the
 * workflow's, never a pull request's: under a pull_request event the mode is refused. The ledger's
 * notes, the full history and the branches named in sources are fetched first (actions/checkout
 * fetches none of them).
 */
import { UserError } from '../errors.js';
import { GitAdapter } from '../git/adapter.js';
import { settingOf } from '../gate/setting-lookup.js';
import { queueParallel } from '../gate/settings.js';
import type { RunContext } from '../github/context.js';
import type { QueueOutcome } from '../queue/run.js';
import { runQueueReported } from '../run/queue.js';
import { withActionGateDeps, type GateModeIo } from './gate-mode.js';
import { actionInputName, type ActionSettings } from './inputs.js';
import { ensureFullHistory, ensureLedger, ensureSourceBranches } from './workspace.js';

/** How the queue's messages name its inputs: `source` is the list input `sources`. */
const queueInputName: typeof actionInputName = (field) =>
  field === 'source' ? `input ${settingOf('sources').name}` : actionInputName(field);

export async function runQueueMode(
  settings: ActionSettings,
  context: RunContext,
  io: GateModeIo,
): Promise<QueueOutcome> {
  if (context.pullRequest !== null) {
    throw new UserError(
      `input mode queue lands the refs the workflow lists in input sources; it does not run on a ${context.eventName} event (use workflow_dispatch, push or schedule)`,
    );
  }
  const parallel = queueParallel(settings.queue.parallel, `input ${settingOf('parallel').name}`);
  const git = new GitAdapter(settings.workingDirectory);
  const remote = settings.gate.remote ?? 'origin';
  if (await git.remoteExists(remote)) {
    await ensureFullHistory(git, remote, io.log);
    await ensureSourceBranches(git, remote, settings.queue.sources, io.log);
    if (settings.gate.ledger) {
      await ensureLedger(
        git,
        remote,
        settings.gate.ledgerRef ?? String(settingOf('ledgerRef').default),
        io.log,
      );
    }
  }
  const gate = { ...settings.gate, cwd: settings.workingDirectory };
  return withActionGateDeps(
    io,
    (deps) => runQueueReported({ gate, sources: settings.queue.sources, parallel }, deps),
    queueInputName,
  );
}
