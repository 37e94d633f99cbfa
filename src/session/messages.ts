/**
 * The coordinator's conversation (`.coordinator/messages.jsonl`, one `{role, content}` per line, in the
 * Anthropic messages shape). Resume replays it tolerantly and makes it valid to continue: every
 * `tool_use` of the trailing assistant turn needs a `tool_result`, else the next model call is refused.
 */
import { isObject } from '../util/json.js';
import { freshJson, patchJson, pyNumber } from './json-patch.js';
import { readJsonl, type JsonlStats } from './jsonl.js';

export interface MessageLine {
  /** The line as Arbor wrote it (kept byte for byte when the file is written back). */
  text: string;
  message: Record<string, unknown>;
}

export interface MessageLog {
  lines: MessageLine[];
  stats: JsonlStats;
}

/** The heading of Arbor's resume nudge. */
export const RESUME_NUDGE_HEADING = '## Resuming Interrupted Session';

/** The result Arbor's `seal_interrupted_tail` gives a tool call the run did not finish, word for word. */
export const INTERRUPTED_TOOL_RESULT = '[interrupted by checkpoint/resume — not executed]';

export async function readMessageLog(path: string): Promise<MessageLog> {
  const lines: MessageLine[] = [];
  const stats = await readJsonl(path, (value, _lineNumber, text) => {
    if (!isObject(value) || typeof value.role !== 'string') return false;
    lines.push({ text, message: value });
    return true;
  });
  return { lines, stats };
}

function contentBlocks(message: Record<string, unknown>): Record<string, unknown>[] {
  return Array.isArray(message.content) ? message.content.filter(isObject) : [];
}

/** The `tool_use` ids of the last assistant turn that no later message answers, in call order. */
export function unansweredToolUseIds(messages: readonly Record<string, unknown>[]): string[] {
  let lastAssistant = -1;
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    if (messages[i]?.role === 'assistant') {
      lastAssistant = i;
      break;
    }
  }
  if (lastAssistant === -1) return [];
  const answered = new Set<string>();
  for (const message of messages.slice(lastAssistant + 1)) {
    for (const block of contentBlocks(message)) {
      if (block.type === 'tool_result' && typeof block.tool_use_id === 'string')
        answered.add(block.tool_use_id);
    }
  }
  const calls = contentBlocks(messages[lastAssistant] ?? {})
    .filter((block) => block.type === 'tool_use' && typeof block.id === 'string')
    .map((block) => block.id as string);
  return calls.filter((id) => !answered.has(id));
}

function toolResult(id: string): Record<string, unknown> {
  return { type: 'tool_result', tool_use_id: id, content: INTERRUPTED_TOOL_RESULT, is_error: true };
}

/** One user message answering every given call with an error result (Arbor's seal_interrupted_tail). */
export function interruptedToolResults(toolUseIds: readonly string[]): Record<string, unknown> {
  return { role: 'user', content: toolUseIds.map(toolResult) };
}

/** `message` (a user turn that answers part of the calls) answering the rest too, results first. */
function withToolResults(
  message: Record<string, unknown>,
  toolUseIds: readonly string[],
): Record<string, unknown> {
  const blocks = Array.isArray(message.content)
    ? (message.content as unknown[])
    : typeof message.content === 'string' && message.content !== ''
      ? [{ type: 'text', text: message.content }]
      : [];
  const isResult = (block: unknown): boolean => isObject(block) && block.type === 'tool_result';
  return {
    ...message,
    content: [
      ...blocks.filter(isResult),
      ...toolUseIds.map(toolResult),
      ...blocks.filter((b) => !isResult(b)),
    ],
  };
}

export interface ResumeNudgeFacts {
  /** The research task (the root's hypothesis), when known. */
  task: string | null;
  /** Idea nodes pending after the requeue, in tree order. */
  pending: readonly string[];
  pendingQuestion: { question: string; nodeId: string | null } | null;
  /** `- B_dev eval: ...` lines: what survives a restart of the evaluation contract. */
  evalInfo: readonly string[];
}

/**
 * The continuation message of Arbor's `_build_resume_prompt`: skip INIT, the pending nodes, TreeView.
 * Not written to the log (see planMessagesResume): the plan shows it, as the text Arbor's resume adds
 * and the one to give an agent resumed by anything else.
 */
export function resumeNudge(facts: ResumeNudgeFacts): string {
  const parts: string[] = [];
  if (facts.task !== null) parts.push(`## Research Task\n\n${facts.task}`);
  const requeued =
    facts.pending.length === 0
      ? ''
      : '\n\nThese idea node(s) are pending (some were re-queued after being interrupted ' +
        `mid-experiment): ${facts.pending.join(', ')}. Re-dispatch them with RunExecutor if they are still promising.`;
  parts.push(
    `${RESUME_NUDGE_HEADING}\n\n` +
      'You are resuming a research run that was interrupted. Your full prior conversation (reasoning, ' +
      'tool calls, and results) has been restored above, and the idea tree is loaded from disk. ' +
      '**Do NOT restart from INIT** — the baseline and setup are already done.' +
      requeued +
      '\n\nCall TreeView to refresh your view, then continue the iterative research loop from where you left off.',
  );
  if (facts.pendingQuestion !== null) {
    const { question, nodeId } = facts.pendingQuestion;
    parts.push(
      '## Pending question to the user\n\n' +
        `When the run was interrupted you were waiting for the user's answer${nodeId === null ? '' : ` (about node ${nodeId})`} to:\n` +
        `> ${question.replace(/\n/g, '\n> ')}\n\n` +
        'Their answer was not received. If you still need it, ask again with AskUser before proceeding; otherwise continue.',
    );
  }
  if (facts.evalInfo.length > 0)
    parts.push(`## Evaluation Info (from previous session)\n\n${facts.evalInfo.join('\n')}`);
  return parts.join('\n\n');
}

/** One message of the resumed log: `from` is its line in the log read (null: new). */
export interface ResumedMessage {
  from: number | null;
  message: Record<string, unknown>;
}

export interface MessagesResumePlan {
  sealed_tool_use_ids: string[];
  /** The whole log after resume; a message that changed is a new object, an unchanged one the same. */
  messages: ResumedMessage[];
}

/**
 * The log after resume: dangling calls of the last assistant turn answered (in the user turn that
 * follows it, or a new one). The nudge is not written: Arbor's own resume appends its nudge (and the
 * pending question) to whatever log it replays, so one written here would reach the agent twice.
 * A sealed log is left as it is, so resuming twice changes nothing the second time.
 */
export function planMessagesResume(messages: readonly Record<string, unknown>[]): MessagesResumePlan {
  const next: ResumedMessage[] = messages.map((message, from) => ({ from, message }));
  const dangling = unansweredToolUseIds(messages);
  if (dangling.length > 0) {
    const assistant = messages.map((m) => m.role).lastIndexOf('assistant');
    const following = next[assistant + 1];
    if (following?.message.role === 'user') following.message = withToolResults(following.message, dangling);
    else next.splice(assistant + 1, 0, { from: null, message: interruptedToolResults(dangling) });
  }
  return { sealed_tool_use_ids: dangling, messages: next };
}

/**
 * The log as Arbor writes it (json.dumps per line): unchanged lines byte for byte, a changed line
 * edited where it changed, new lines in Python's layout; torn lines are dropped.
 */
export function serializeMessageLog(lines: readonly MessageLine[], plan: readonly ResumedMessage[]): string {
  const out = plan.map(({ from, message }) => {
    const line = from === null ? undefined : lines[from];
    if (line === undefined) return freshJson(message, { indent: null, number: pyNumber });
    return line.message === message ? line.text : patchJson(line.text, message);
  });
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}
