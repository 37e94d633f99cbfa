/**
 * The gate modes (merge, verify) in the Action: the same GateInput the CLI builds, with the source and
 * target taken from the event (the pull request's exact head SHA and its base branch) unless the
 * workflow names them, the fork rules applied first, and runGate doing the rest. A base branch taken
 * from the event was chosen by the PR's author: it is only a request, accepted when it is the trunk
 * the workflow or the trusted tree configures (or main/master, which resolve to it), and it never says
 * where the trusted tree, the eval command or the references are read from.
 */
import { createEvalProgress } from '../eval/progress.js';
import { UserError } from '../errors.js';
import { runGate } from '../run/gate.js';
import type { GateDeps } from '../gate/context.js';
import type { GateInput, InputNamer } from '../gate/input.js';
import type { Verdict } from '../gate/verdict.js';
import { GitAdapter } from '../git/adapter.js';
import { withSignalCleanup } from '../util/cleanup.js';
import type { RunContext } from '../github/context.js';
import { forkRefusal, forkRefusedVerdict } from './fork.js';
import type { MergeGroupEntry } from '../gate/merge-group/entry.js';
import { mergeGroupEntry, mergeGroupRefusal, mergeGroupRefusedVerdict } from './merge-group.js';
import { pullRequestQueueHead } from './queue-step-origin.js';
import { actionInputName, type ActionSettings } from './inputs.js';
import {
  ensureFullHistory,
  ensureHeadCommit,
  ensureLedger,
  ensureSourceBranches,
  headSource,
  workflowRunUrl,
} from './workspace.js';
import { settingOf } from '../gate/setting-lookup.js';
import { packageVersion } from '../util/version.js';

export interface GateModeIo {
  env: NodeJS.ProcessEnv;
  /** Our own progress lines (trusted). */
  log: (line: string) => void;
  /** Raw text of the evaluated command's output (untrusted): goes between stop-commands markers. */
  writeEvalOutput: (text: string) => void;
}

const PR_EVENTS = ['pull_request', 'pull_request_target'];

/** The GateInput for this run, or a refusal verdict when the fork rules forbid touching the head. */
export async function gateInputForRun(
  settings: ActionSettings,
  context: RunContext,
  log: (line: string) => void,
): Promise<{ input: GateInput } | { refused: Verdict }> {
  const mode = settings.mode === 'merge' ? 'merge' : 'verify';
  const pr = context.pullRequest;
  const target = settings.target ?? context.baseRef ?? undefined;
  // A merge group's base is a request like a PR's: the workflow's trunk-branch decides.
  const group =
    context.eventName === 'merge_group' && settings.source === undefined ? context.mergeGroup : null;
  const targetIsPullRequestBase =
    (pr !== null || group !== null) && settings.target === undefined && target !== undefined;
  if (pr !== null) {
    const refusal = forkRefusal(context, mode, settings.allowForks);
    if (refusal !== null) return { refused: forkRefusedVerdict(context, refusal, target ?? null) };
  }
  if (group !== null) {
    if (mode !== 'verify') {
      throw new UserError(
        "input mode: a merge_group run judges with mode verify; GitHub's merge queue lands the group itself",
      );
    }
    const refusal = mergeGroupRefusal(group, settings.gate.trunkBranch);
    if (refusal !== null) return { refused: mergeGroupRefusedVerdict(group, refusal) };
  }
  const git = new GitAdapter(settings.workingDirectory);
  const remote = settings.gate.remote ?? 'origin';
  // actions/checkout fetches no notes: the ledger's ref is fetched (and merged into a local one) here.
  if (settings.gate.ledger && (await git.remoteExists(remote))) {
    await ensureLedger(git, remote, settings.gate.ledgerRef ?? String(settingOf('ledgerRef').default), log);
  }
  let source = settings.source;
  let mergeGroup: MergeGroupEntry | undefined;
  // What the gate can tell of a merge-queue branch GitHub did not create (queue-step-origin.ts).
  const runWarnings: string[] = [];
  if (group !== null) {
    const hasRemote = await git.remoteExists(remote);
    if (hasRemote) await ensureFullHistory(git, remote, log);
    const found = await mergeGroupEntry(git, hasRemote ? remote : null, group, log);
    mergeGroup = found.entry;
    runWarnings.push(...found.warnings);
    source = group.headSha;
  } else if (source !== undefined) {
    // A dispatched run names its branch; the runner's checkout holds only the branch it checked out.
    if (await git.remoteExists(remote)) await ensureSourceBranches(git, remote, [source], log);
  } else if (pr !== null) {
    const queueHead = pullRequestQueueHead(pr.headRef);
    if (queueHead !== null) runWarnings.push(queueHead);
    if (await git.remoteExists(remote)) {
      await ensureFullHistory(git, remote, log);
      await ensureHeadCommit(git, remote, pr, log);
    }
    source =
      settings.gate.nodeId === undefined
        ? (await headSource(git, pr, [target, settings.gate.trunkBranch])).source
        : pr.headSha;
  } else {
    throw new UserError(
      `input source: mode ${mode} judges a pull request's head; this run is a ${context.eventName || 'local'} event ` +
        `without one (expected ${[...PR_EVENTS, 'merge_group'].join(', ')}, or set input source)`,
    );
  }
  return {
    input: {
      ...settings.gate,
      mode,
      cwd: settings.workingDirectory,
      source,
      target,
      ...(targetIsPullRequestBase ? { targetIsPullRequestBase } : {}),
      ...(mergeGroup === undefined ? {} : { mergeGroup }),
      ...(runWarnings.length === 0 ? {} : { runWarnings }),
    },
  };
}

export async function runGateMode(
  settings: ActionSettings,
  context: RunContext,
  io: GateModeIo,
): Promise<Verdict> {
  const prepared = await gateInputForRun(settings, context, io.log);
  if ('refused' in prepared) {
    io.log(prepared.refused.reasons[0]?.message ?? 'fork refused');
    return prepared.refused;
  }
  return withActionGateDeps(io, (deps) => runGate(prepared.input, deps));
}

/**
 * Runs `work` with the Action's dependencies of a gate run: the evaluation's output as untrusted text,
 * cleanup on a cancelled job, no ledger key file, the run's URL in the ledger's lines; `name` names a
 * setting as the mode's inputs do.
 */
export async function withActionGateDeps<T>(
  io: GateModeIo,
  work: (deps: GateDeps) => Promise<T>,
  name: InputNamer = actionInputName,
): Promise<T> {
  const progress = createEvalProgress({ write: io.writeEvalOutput, interactive: false });
  const abort = new AbortController();
  try {
    return await withSignalCleanup(abort, () =>
      work({
        name,
        log: io.log,
        progress,
        env: io.env,
        signal: abort.signal,
        // Without input ledger-key nothing is reused: a key made on a runner would not outlive the job.
        ledgerKeyFile: false,
        gateVersion: packageVersion(),
        runUrl: workflowRunUrl(io.env),
      }),
    );
  } finally {
    progress.done();
  }
}
