/**
 * The coordinator's conversation (`.coordinator/messages.jsonl`, one `{role, content}` per line, in the
 * Anthropic messages shape). Resume replays it tolerantly and makes it valid to continue: every
 * `tool_use` of the trailing assistant turn needs a `tool_result`, else the next model call is refused.
 */
import { isObject } from '../util/json.js';
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

/** Marks the nudge so that resuming twice does not stack nudges. */
export const RESUME_NUDGE_MARKER = '[arbor-gate resume]';

export const INTERRUPTED_TOOL_RESULT =
  'interrupted: the run stopped before this tool call returned, so its result is unknown. ' +
  'Check the current state (TreeView) before repeating it.';

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

/** One user message answering every given call with an error result. */
export function interruptedToolResults(toolUseIds: readonly string[]): Record<string, unknown> {
  return {
    role: 'user',
    content: toolUseIds.map((id) => ({
      type: 'tool_result',
      tool_use_id: id,
      content: INTERRUPTED_TOOL_RESULT,
      is_error: true,
    })),
  };
}

export function resumeNudge(pendingQuestion: string | null): Record<string, unknown> {
  const lines = [
    `${RESUME_NUDGE_MARKER} The previous run was interrupted; this is the same session, resumed.`,
    'Do not restart INIT. Call TreeView first to see the current idea tree, then continue the loop from',
    'the pending nodes (nodes that were running when the run stopped are pending again).',
  ];
  if (pendingQuestion !== null) {
    lines.push(
      `A human gate is still pending: ${JSON.stringify(pendingQuestion)}. Wait for the user's answer before acting on it.`,
    );
  }
  return { role: 'user', content: lines.join(' ') };
}

function isResumeNudge(message: Record<string, unknown> | undefined): boolean {
  return (
    message?.role === 'user' &&
    typeof message.content === 'string' &&
    message.content.startsWith(RESUME_NUDGE_MARKER)
  );
}

export interface MessagesResumePlan {
  sealed_tool_use_ids: string[];
  nudge_appended: boolean;
  /** The messages to append, in order. */
  appended: Record<string, unknown>[];
}

/** What resume appends: the seal for dangling calls, then the nudge (unless the log already ends with one). */
export function planMessagesResume(
  messages: readonly Record<string, unknown>[],
  pendingQuestion: string | null,
): MessagesResumePlan {
  const dangling = unansweredToolUseIds(messages);
  const appended: Record<string, unknown>[] = [];
  if (dangling.length > 0) appended.push(interruptedToolResults(dangling));
  const alreadyNudged = dangling.length === 0 && isResumeNudge(messages.at(-1));
  if (!alreadyNudged) appended.push(resumeNudge(pendingQuestion));
  return { sealed_tool_use_ids: dangling, nudge_appended: !alreadyNudged, appended };
}

/** The log as Arbor writes it: one JSON object per line; kept lines unchanged, torn lines dropped. */
export function serializeMessageLog(
  lines: readonly MessageLine[],
  appended: readonly Record<string, unknown>[],
): string {
  const out = [...lines.map((line) => line.text), ...appended.map((message) => JSON.stringify(message))];
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}
