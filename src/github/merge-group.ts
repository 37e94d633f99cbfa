/**
 * GitHub's merge queue as the event payload and the queue's branch names describe it. A `merge_group`
 * (`checks_requested`) payload names the entry's head and its queue branch
 * (`refs/heads/gh-readonly-queue/<base>/pr-<N>-<sha>`) and the group's base; it carries no pull
 * request object, so the entry's PR is read from that branch name. Everything here is untrusted text:
 * parsed strictly, and only numbers and hex SHAs come out. Pure.
 */
import { UserError } from '../errors.js';
import { isObject } from '../util/json.js';

export interface MergeGroupPayload {
  headSha: string;
  /** The entry's queue branch, without `refs/heads/`. */
  headBranch: string;
  baseSha: string;
  /** The branch the queue merges into, without `refs/heads/`. */
  baseBranch: string;
}

/** A full object name: SHA-1 or SHA-256, lower-case hex. */
const OBJECT_NAME = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const HEADS = 'refs/heads/';
/** The queue's folder of branches for one base branch. */
export const QUEUE_PREFIX = 'gh-readonly-queue/';
/** The last part of an entry's queue branch: `pr-<N>-<head sha of the PR>`. */
const ENTRY_NAME = /^pr-([1-9][0-9]{0,9})-([0-9a-f]{40}|[0-9a-f]{64})$/;

/** What git allows in a branch name, short of its rules about dots and slashes: no control, space or `~^:?*[\\`. */
// eslint-disable-next-line no-control-regex
const BRANCH_TEXT = /^[^\x00-\x20\x7f~^:?*[\\]+$/;

function branchOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith(HEADS)) return null;
  const branch = value.slice(HEADS.length);
  return BRANCH_TEXT.test(branch) ? branch : null;
}

/** The `merge_group` object of a payload, or null when it has none; a malformed one is refused. */
export function mergeGroupFrom(payload: unknown): MergeGroupPayload | null {
  const group = isObject(payload) ? payload.merge_group : undefined;
  if (!isObject(group)) return null;
  const headSha = group.head_sha;
  const baseSha = group.base_sha;
  const headBranch = branchOf(group.head_ref);
  const baseBranch = branchOf(group.base_ref);
  if (
    typeof headSha !== 'string' ||
    !OBJECT_NAME.test(headSha) ||
    typeof baseSha !== 'string' ||
    !OBJECT_NAME.test(baseSha) ||
    headBranch === null ||
    baseBranch === null
  ) {
    throw new UserError(
      'GITHUB_EVENT_PATH: merge_group payload lacks head_sha or base_sha (full hex SHAs), or head_ref or base_ref (refs/heads/ and a branch name)',
    );
  }
  return { headSha, headBranch, baseSha, baseBranch };
}

/**
 * The pull request a queue branch of `base` belongs to (`gh-readonly-queue/<base>/pr-<N>-<sha>`), or
 * null when the branch is not one of that base's queue branches or does not name one.
 */
export function queueEntryPr(branch: string, base: string): number | null {
  const entry = queueEntryName(branch, base);
  return entry === null ? null : entry.pr;
}

/**
 * The pull request and its head SHA that a queue branch of `base` names (`pr-<N>-<sha>`), or null.
 * GitHub names the branch after the PR's head when the PR joined the queue.
 */
export function queueEntryName(branch: string, base: string): { pr: number; head: string } | null {
  const prefix = `${QUEUE_PREFIX}${base}/`;
  if (!branch.startsWith(prefix)) return null;
  const match = ENTRY_NAME.exec(branch.slice(prefix.length));
  return match === null ? null : { pr: Number(match[1]), head: match[2] as string };
}
