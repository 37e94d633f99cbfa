/**
 * Arbor's `checkpoint.json` (schema_version 1): run name, cycle, phase, git state, in-flight executors,
 * cache anchors and a pending human gate. arbor-gate only clears in-flight executors on resume and
 * keeps every other byte as written.
 */
import { isObject } from '../util/json.js';
import { patchJson } from './json-patch.js';
import { parsePythonJson } from './json-source.js';

export interface InflightExecutor {
  node_id: string;
  branch: string | null;
  started_at: string | null;
}

export function inflightExecutors(checkpoint: Record<string, unknown>): InflightExecutor[] {
  const list = checkpoint.inflight_executors;
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map((entry) => ({
    node_id: String(entry.node_id ?? ''),
    branch: typeof entry.branch === 'string' ? entry.branch : null,
    started_at: typeof entry.started_at === 'string' ? entry.started_at : null,
  }));
}

/**
 * The question of a pending human gate (`pending_user`), or null when none is pending. Arbor stores
 * either the question itself or an object holding it.
 */
export function pendingUserQuestion(checkpoint: Record<string, unknown>): string | null {
  const pending = checkpoint.pending_user;
  if (pending === null || pending === undefined || pending === false || pending === '') return null;
  if (typeof pending === 'string') return pending;
  if (isObject(pending)) {
    for (const key of ['question', 'prompt', 'message', 'text']) {
      const value = pending[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return JSON.stringify(pending);
}

/** The node a pending human gate is about (`pending_user.node_id`), when it names one. */
export function pendingUserNodeId(checkpoint: Record<string, unknown>): string | null {
  const pending = checkpoint.pending_user;
  const nodeId = isObject(pending) ? pending.node_id : undefined;
  return typeof nodeId === 'string' && nodeId.trim() !== '' ? nodeId.trim() : null;
}

/**
 * The checkpoint's text with in-flight executors cleared and every other byte as Arbor wrote it, or
 * null when it has none to clear (or is not a JSON object).
 */
export function clearInflightExecutors(text: string): string | null {
  let checkpoint: unknown;
  try {
    checkpoint = parsePythonJson(text);
  } catch {
    return null;
  }
  if (!isObject(checkpoint) || inflightExecutors(checkpoint).length === 0) return null;
  return patchJson(text, { ...checkpoint, inflight_executors: [] });
}
