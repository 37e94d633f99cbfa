/**
 * One sticky comment per pull request and mode: found by its hidden marker through every page of
 * comments, updated in place, created otherwise. Takes its Octokit and target as parameters.
 */
import { InfraError } from '../errors.js';
import { renderDocument, type GitHubDocument } from './markdown.js';
import type { GitHubClient } from './octokit.js';

/** GitHub refuses comment bodies of 65,536 characters or more; a margin keeps clear of it. */
export const COMMENT_MAX_CHARS = 65_000;
/** The shorter body tried once when GitHub still answers 422 (its count can differ from ours). */
export const COMMENT_RETRY_MAX_CHARS = 30_000;

export interface Publisher {
  info: (message: string) => void;
  warning: (message: string) => void;
}

export interface IssueTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export type CommentOutcome =
  { action: 'created' | 'updated'; id: number; url: string } | { action: 'skipped'; reason: string };

export const commentMarker = (mode: string): string => `<!-- arbor-gate:${mode} -->`;

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The id of this mode's earlier comment, searching every page; the first one wins if there are several. */
export async function findStickyComment(
  octokit: GitHubClient,
  target: IssueTarget,
  marker: string,
): Promise<number | null> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    const found = page.data.find((comment) => comment.body?.trimStart().startsWith(marker));
    if (found) return found.id;
  }
  return null;
}

async function writeComment(
  octokit: GitHubClient,
  target: IssueTarget,
  existingId: number | null,
  body: string,
): Promise<{ id: number; url: string }> {
  const { owner, repo } = target;
  const { data } =
    existingId === null
      ? await octokit.rest.issues.createComment({ owner, repo, issue_number: target.issueNumber, body })
      : await octokit.rest.issues.updateComment({ owner, repo, comment_id: existingId, body });
  return { id: data.id, url: data.html_url };
}

/**
 * Creates or updates the sticky comment. A 403 (a read-only token, as on a fork's pull request) is a
 * warning, not a failure: the verdict stands and the job summary still carries it. A 422 is retried
 * once with a shorter body. Other API failures are InfraErrors for the caller to report.
 */
export async function upsertStickyComment(
  octokit: GitHubClient,
  target: IssueTarget,
  mode: string,
  doc: GitHubDocument,
  redact: (text: string) => string,
  log: Publisher,
): Promise<CommentOutcome> {
  const marker = commentMarker(mode);
  const render = (maxChars: number) => renderDocument({ ...doc, header: marker }, maxChars, redact);
  try {
    const existingId = await findStickyComment(octokit, target, marker);
    let written;
    try {
      written = await writeComment(octokit, target, existingId, render(COMMENT_MAX_CHARS));
    } catch (error) {
      if (statusOf(error) !== 422) throw error;
      log.info(
        `GitHub refused the comment (422); retrying once with a body under ${COMMENT_RETRY_MAX_CHARS} characters`,
      );
      written = await writeComment(octokit, target, existingId, render(COMMENT_RETRY_MAX_CHARS));
    }
    const action = existingId === null ? 'created' : 'updated';
    log.info(`PR #${target.issueNumber}: ${action} the arbor-gate ${mode} comment ${written.url}`);
    return { action, ...written };
  } catch (error) {
    if (statusOf(error) === 403) {
      const reason =
        `cannot comment on PR #${target.issueNumber} (403: ${(error as Error).message}); the token is ` +
        'read-only here (a fork pull request, or permissions without pull-requests: write). The job summary has the verdict.';
      log.warning(reason);
      return { action: 'skipped', reason };
    }
    throw new InfraError(`commenting on PR #${target.issueNumber} failed: ${(error as Error).message}`);
  }
}
