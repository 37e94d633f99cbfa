/**
 * One sticky comment per pull request and mode: found by its hidden marker through every page of
 * comments, updated in place, created otherwise. Only a comment the token's own identity wrote counts:
 * anyone can post the marker, and taking over their comment would let them edit the verdict later.
 * Takes its Octokit and target as parameters.
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

/** The HTTP status of an Octokit error, if it carries one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Who a comment must be by to be the gate's own. */
export type OwnAuthor =
  | { kind: 'login'; login: string }
  /** An Actions or installation token cannot read its own identity; only a GitHub App can post as a Bot. */
  | { kind: 'any-bot' };

export interface CommentAuthor {
  login: string;
  type: string;
}

export function isOwnComment(author: CommentAuthor | null | undefined, own: OwnAuthor): boolean {
  if (!author) return false;
  return own.kind === 'login' ? author.login === own.login : author.type === 'Bot';
}

const ownAuthorByClient = new WeakMap<GitHubClient, Promise<OwnAuthor>>();

/**
 * The identity the token writes comments as, asked once per client. GET /user answers a personal
 * token; an Actions GITHUB_TOKEN or an installation token gets 403 there, and learning the app's bot
 * login would need more permissions, so then any Bot author is accepted.
 */
export function resolveOwnAuthor(octokit: GitHubClient): Promise<OwnAuthor> {
  let own = ownAuthorByClient.get(octokit);
  if (!own) {
    own = octokit.rest.users.getAuthenticated().then(
      ({ data }): OwnAuthor => ({ kind: 'login', login: data.login }),
      (error: unknown): OwnAuthor => {
        if (statusOf(error) === 403) return { kind: 'any-bot' };
        throw error;
      },
    );
    ownAuthorByClient.set(octokit, own);
    // A failed lookup is not remembered, so a later publish asks again.
    own.catch(() => ownAuthorByClient.delete(octokit));
  }
  return own;
}

/** The items of every page, fetching the next page only when the previous one is used up. */
async function* eachItem<T>(pages: AsyncIterable<{ data: T[] }>): AsyncGenerator<T> {
  for await (const page of pages) yield* page.data;
}

/**
 * The id of this mode's earlier comment by the token's own identity, searching every page; the first
 * one wins if there are several. Marker comments by anyone else are ignored, and reported once.
 */
export async function findStickyComment(
  octokit: GitHubClient,
  target: IssueTarget,
  marker: string,
  log: Publisher,
): Promise<number | null> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  const foreignAuthors = new Set<string>();
  let found: number | null = null;
  for await (const comment of eachItem(pages)) {
    if (!comment.body?.trimStart().startsWith(marker)) continue;
    if (isOwnComment(comment.user, await resolveOwnAuthor(octokit))) {
      found = comment.id;
      break;
    }
    foreignAuthors.add(comment.user?.login ?? '(deleted user)');
  }
  if (foreignAuthors.size > 0) {
    log.info(
      `PR #${target.issueNumber}: ignoring comments carrying the ${marker} marker by ` +
        `${[...foreignAuthors].join(', ')}: only a comment written by this token's identity is updated`,
    );
  }
  return found;
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
    const existingId = await findStickyComment(octokit, target, marker, log);
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
