/**
 * Arbor's `checkpoint.json` (schema_version 1): run name, cycle, phase, git state, in-flight executors,
 * cache anchors and a pending human gate. arbor-gate only clears in-flight executors on resume and
 * keeps every other field as written.
 */
import { isObject } from '../util/json.js';

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

/** The checkpoint with in-flight executors cleared (a fresh object; every other field kept). */
export function clearInflightExecutors(checkpoint: Record<string, unknown>): Record<string, unknown> {
  return { ...checkpoint, inflight_executors: [] };
}

/** Arbor's `json.dump(..., indent=2)` layout. */
export function serializeCheckpoint(checkpoint: Record<string, unknown>): string {
  return `${JSON.stringify(checkpoint, null, 2)}\n`;
}
