/**
 * Resume (spec "Resume Procedure", steps 1-7): requeue running nodes, replay the conversation
 * tolerantly, seal dangling tool calls, append a nudge, clear in-flight executors, keep the session.
 * The plan is computed by pure functions; applying it re-plans inside each file's lock, so a writer
 * that changed a file meanwhile is not overwritten with stale data.
 */
import { UserError } from '../errors.js';
import { updateFileAtomically } from '../util/atomic.js';
import { checkTreeIntegrity } from './check.js';
import {
  clearInflightExecutors,
  inflightExecutors,
  pendingUserQuestion,
  serializeCheckpoint,
} from './checkpoint.js';
import { pathExists, readJsonObjectFile } from './files.js';
import { planMessagesResume, readMessageLog, serializeMessageLog } from './messages.js';
import type { SessionPaths } from './paths.js';
import { readTreeFile, updateTreeFile, type IdeaTree } from './tree.js';

export interface ResumePlan {
  dry_run: boolean;
  session_dir: string;
  /** Nodes that were running and go back to pending. */
  requeued: string[];
  /** Nodes left as needs_retry (the agent decides when to retry them). */
  needs_retry: string[];
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
    nudge_appended: boolean;
  };
}

/** Requeues running nodes in place; returns their ids. */
export function requeueRunningNodes(tree: IdeaTree): string[] {
  const requeued: string[] = [];
  for (const [id, node] of Object.entries(tree.nodes)) {
    if (node.status === 'running') {
      node.status = 'pending';
      requeued.push(id);
    }
  }
  return requeued;
}

function idsWithStatus(tree: IdeaTree, status: string): string[] {
  return Object.entries(tree.nodes)
    .filter(([, node]) => node.status === status)
    .map(([id]) => id);
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
  const planned = structuredClone(tree);
  const requeued = requeueRunningNodes(planned);

  const checkpointRead = await readJsonObjectFile(paths.checkpoint);
  const checkpoint = checkpointRead.state === 'ok' ? checkpointRead.value : null;
  const pendingQuestion = checkpoint ? pendingUserQuestion(checkpoint) : null;

  const messagesPresent = await pathExists(paths.messages);
  const log = messagesPresent ? await readMessageLog(paths.messages) : null;
  const messagesPlan = log
    ? planMessagesResume(
        log.lines.map((l) => l.message),
        pendingQuestion,
      )
    : null;

  const plan: ResumePlan = {
    dry_run: options.dryRun,
    session_dir: paths.dir,
    requeued,
    needs_retry: idsWithStatus(planned, 'needs_retry'),
    pending: idsWithStatus(planned, 'pending'),
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
      nudge_appended: messagesPlan?.nudge_appended ?? false,
    },
  };
  if (options.dryRun) return plan;

  // Step 3, under the tree's lock (the tree read then is the one changed).
  await updateTreeFile(paths.tree, (current) => requeueRunningNodes(current).length > 0);
  if (checkpoint && plan.checkpoint.inflight_cleared.length > 0) {
    await updateFileAtomically(paths.checkpoint, (text) => {
      if (text === null) return null;
      const current = JSON.parse(text) as Record<string, unknown>;
      return inflightExecutors(current).length > 0
        ? serializeCheckpoint(clearInflightExecutors(current))
        : null;
    });
  }
  // Steps 4-6, under the messages' lock: replay the current file again so no line written meanwhile is lost.
  if (messagesPresent) {
    await updateFileAtomically(paths.messages, async () => {
      const current = await readMessageLog(paths.messages);
      const next = planMessagesResume(
        current.lines.map((l) => l.message),
        pendingQuestion,
      );
      if (next.appended.length === 0 && current.stats.skipped === 0) return null;
      return serializeMessageLog(current.lines, next.appended);
    });
  }
  return plan;
}
