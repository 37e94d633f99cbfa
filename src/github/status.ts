/** A commit status on the evaluated head SHA, so branch protection can require it. */
import { InfraError } from '../errors.js';
import { oneLine } from '../util/markdown.js';
import { statusOf, type Publisher } from './comment.js';
import type { GitHubClient } from './octokit.js';

export type StatusState = 'success' | 'failure' | 'error' | 'pending';

export interface CommitStatus {
  owner: string;
  repo: string;
  sha: string;
  state: StatusState;
  context: string;
  description: string;
  targetUrl: string;
}

const STATUS_DESCRIPTION_MAX = 140;

/**
 * GitHub truncates nothing and refuses a description over 140 characters. Plain text on one line, no
 * control character (util/markdown.ts `oneLine`), cut with an ellipsis between whole characters, so
 * no surrogate pair is split, and within 140 UTF-16 units, however GitHub counts.
 */
export function statusDescription(text: string): string {
  const line = oneLine(text);
  if (line.length <= STATUS_DESCRIPTION_MAX) return line;
  let cut = '';
  for (const ch of line) {
    if (cut.length + ch.length > STATUS_DESCRIPTION_MAX - 1) break;
    cut += ch;
  }
  return `${cut}…`;
}

export async function createCommitStatus(
  octokit: GitHubClient,
  status: CommitStatus,
  log: Publisher,
): Promise<boolean> {
  try {
    await octokit.rest.repos.createCommitStatus({
      owner: status.owner,
      repo: status.repo,
      sha: status.sha,
      state: status.state,
      context: status.context,
      description: statusDescription(status.description),
      target_url: status.targetUrl,
    });
    log.info(`status ${status.context} = ${status.state} on ${status.sha.slice(0, 12)}`);
    return true;
  } catch (error) {
    if (statusOf(error) === 403) {
      log.warning(
        `cannot set commit status ${status.context} (403: ${(error as Error).message}); grant statuses: write to the job. The job result still carries the verdict.`,
      );
      return false;
    }
    throw new InfraError(`setting commit status ${status.context} failed: ${(error as Error).message}`);
  }
}
