/**
 * Resume (spec "Resume Procedure", steps 1-7): requeue running nodes, replay the conversation
 * tolerantly, seal dangling tool calls, clear in-flight executors, keep the session. Step 6, the
 * nudge, is left to Arbor's own `arbor run --resume`, which always appends one (and the pending
 * question) to the log it replays: the plan carries its text instead. Every file is edited only where it changes, so a second
 * resume changes nothing.
 * The plan is computed by pure functions; applying it re-plans inside each file's lock, so a writer
 * that changed a file meanwhile is not overwritten with stale data.
 */
import { UserError } from '../errors.js';
import { updateFileAtomically } from '../util/atomic.js';
import { checkTreeIntegrity } from './check.js';
import {
  clearInflightExecutors,
  inflightExecutors,
  pendingUserNodeId,
  pendingUserQuestion,
} from './checkpoint.js';
import { pathExists, readJsonObjectFile } from './files.js';
import { planMessagesResume, readMessageLog, resumeNudge, serializeMessageLog } from './messages.js';
import type { SessionPaths } from './paths.js';
import { isPyTruthy, pyStr } from './py-format.js';
import { nodeEntries, readTreeFile, updateTreeFile, type IdeaTree } from './tree.js';

export interface ResumePlan {
  dry_run: boolean;
  session_dir: string;
  /** Nodes that were running and go back to pending. */
  requeued: string[];
  /** Nodes left as needs_retry (the agent decides when to retry them). */
  needs_retry: string[];
  /** Nodes pending once the running ones are requeued, in tree order. */
  pending: string[];
  checkpoint: {
    present: boolean;
    unreadable: string | null;
    inflight_cleared: { node_id: string; branch: string | null }[];
    pending_user: string | null;
  };
  messages: {
    present: boolean;
    skipped_lines: number;
    skipped_line_numbers: number[];
    sealed_tool_use_ids: string[];
  };
  /**
   * The continuation message Arbor's `arbor run --resume` adds to the replayed log (with the pending
   * question, if any). Shown, not written: Arbor adds its own, and two would reach the agent.
   */
  nudge: string;
}

/** Requeues running nodes in place; returns their ids in tree order. */
export function requeueRunningNodes(tree: IdeaTree): string[] {
  const requeued: string[] = [];
  for (const [id, node] of nodeEntries(tree)) {
    if (node.status === 'running') {
      node.status = 'pending';
      requeued.push(id);
    }
  }
  return requeued;
}

/** Node ids whose status (after the requeue: running counts as pending) is `status`, in tree order. */
function idsAfterRequeue(tree: IdeaTree, status: string): string[] {
  return nodeEntries(tree)
    .filter(([, node]) => (node.status === 'running' ? 'pending' : node.status) === status)
    .map(([id]) => id);
}

/** The eval contract lines of the nudge (Arbor's `_eval_info_parts`). */
function evalInfo(tree: IdeaTree): string[] {
  const { eval_cmd: dev, eval_cmd_test: test, dataset_info: datasets } = tree.meta;
  const lines: string[] = [];
  if (typeof dev === 'string' && dev !== '') lines.push(`- B_dev eval: \`${dev}\``);
  if (typeof test === 'string' && test !== '') lines.push(`- B_test eval: \`${test}\``);
  // Arbor's f-string prints a dict or list as Python's str() does; any falsy value is left out.
  if (isPyTruthy(datasets)) lines.push(`- Datasets: ${pyStr(datasets)}`);
  return lines;
}

function notResumable(paths: SessionPaths, why: string): UserError {
  return new UserError(
    `resume is not possible: ${why}. Nothing was changed. Start a fresh run in a clean session ` +
      `(a new --run-name) instead of resuming ${paths.dir}.`,
  );
}

/** Steps 1-2: the tree must exist and pass the integrity check, or nothing is resumed. */
async function loadResumableTree(paths: SessionPaths): Promise<IdeaTree> {
  if (!(await pathExists(paths.tree))) {
    throw notResumable(paths, `there is no idea tree at ${paths.tree}`);
  }
  let tree: IdeaTree;
  try {
    tree = await readTreeFile(paths.tree);
  } catch (error) {
    throw notResumable(paths, `the idea tree cannot be read (${(error as Error).message})`);
  }
  const problems = checkTreeIntegrity(tree);
  if (problems.length > 0) {
    throw notResumable(paths, `the idea tree ${paths.tree} is corrupt:\n- ${problems.join('\n- ')}\n`);
  }
  return tree;
}

export async function resumeSession(paths: SessionPaths, options: { dryRun: boolean }): Promise<ResumePlan> {
  const tree = await loadResumableTree(paths);
  const requeued = nodeEntries(tree)
    .filter(([, node]) => node.status === 'running')
    .map(([id]) => id);
  const pending = idsAfterRequeue(tree, 'pending');

  const checkpointRead = await readJsonObjectFile(paths.checkpoint);
  const checkpoint = checkpointRead.state === 'ok' ? checkpointRead.value : null;
  const pendingQuestion = checkpoint ? pendingUserQuestion(checkpoint) : null;
  const rootId = typeof tree.root_id === 'string' ? tree.root_id : null;
  const root = rootId === null ? undefined : tree.nodes[rootId];
  const nudge = resumeNudge({
    task: typeof root?.hypothesis === 'string' && root.hypothesis.trim() !== '' ? root.hypothesis : null,
    pending: pending.filter((id) => id !== rootId),
    pendingQuestion:
      pendingQuestion === null || checkpoint === null
        ? null
        : { question: pendingQuestion, nodeId: pendingUserNodeId(checkpoint) },
    evalInfo: evalInfo(tree),
  });

  const messagesPresent = await pathExists(paths.messages);
  const log = messagesPresent ? await readMessageLog(paths.messages) : null;
  const messagesPlan = log ? planMessagesResume(log.lines.map((l) => l.message)) : null;

  const plan: ResumePlan = {
    dry_run: options.dryRun,
    session_dir: paths.dir,
    requeued,
    needs_retry: idsAfterRequeue(tree, 'needs_retry'),
    pending,
    checkpoint: {
      present: checkpointRead.state !== 'missing',
      unreadable: checkpointRead.state === 'unreadable' ? checkpointRead.reason : null,
      inflight_cleared: checkpoint
        ? inflightExecutors(checkpoint).map(({ node_id, branch }) => ({ node_id, branch }))
        : [],
      pending_user: pendingQuestion,
    },
    messages: {
      present: messagesPresent,
      skipped_lines: log?.stats.skipped ?? 0,
      skipped_line_numbers: log?.stats.skippedLineNumbers ?? [],
      sealed_tool_use_ids: messagesPlan?.sealed_tool_use_ids ?? [],
    },
    nudge,
  };
  if (options.dryRun) return plan;

  // Step 3, under the tree's lock (the tree read then is the one changed); idea_tree.md follows it.
  await updateTreeFile(paths.tree, (current) => requeueRunningNodes(current).length > 0);
  if (checkpoint && plan.checkpoint.inflight_cleared.length > 0) {
    await updateFileAtomically(paths.checkpoint, (text) =>
      text === null ? null : clearInflightExecutors(text),
    );
  }
  // Steps 4-6, under the messages' lock: replay the current file again so no line written meanwhile is lost.
  if (messagesPresent) {
    await updateFileAtomically(paths.messages, async (text) => {
      const current = await readMessageLog(paths.messages);
      const next = planMessagesResume(current.lines.map((l) => l.message));
      const written = serializeMessageLog(current.lines, next.messages);
      return written === text ? null : written;
    });
  }
  return plan;
}
