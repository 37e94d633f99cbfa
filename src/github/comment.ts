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
  /** The token's identity could not be read (the fallback): only a GitHub App can post as a Bot. */
  | { kind: 'any-bot' };

export interface CommentAuthor {
  login: string;
  type: string;
}

/**
 * Whether `author` is the token's own identity. GraphQL names an app's bot `my-app[bot]` as the viewer
 * but `my-app` as an author, and REST says `my-app[bot]`: both spellings of a Bot are the same one.
 */
export function isOwnComment(author: CommentAuthor | null | undefined, own: OwnAuthor): boolean {
  if (!author) return false;
  if (own.kind === 'any-bot') return author.type === 'Bot';
  const bare = (login: string) => login.replace(/\[bot\]$/, '');
  return author.login === own.login || (author.type === 'Bot' && bare(author.login) === bare(own.login));
}

const ownAuthorByClient = new WeakMap<GitHubClient, Promise<OwnAuthor>>();

/** The rule used when GraphQL cannot say: GET /user answers a personal token; an app token gets 403 there. */
function ownAuthorFromRest(octokit: GitHubClient): Promise<OwnAuthor> {
  return octokit.rest.users.getAuthenticated().then(
    ({ data }): OwnAuthor => ({ kind: 'login', login: data.login }),
    (error: unknown): OwnAuthor => {
      if (statusOf(error) === 403) return { kind: 'any-bot' };
      throw error;
    },
  );
}

async function viewerLogin(octokit: GitHubClient): Promise<string> {
  const data = await octokit.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
  const login = data.viewer?.login;
  if (typeof login !== 'string' || login === '') throw new Error('the answer has no viewer.login');
  return login;
}

/**
 * The identity the token writes comments as, asked once per client: GraphQL's `viewer { login }`,
 * which answers personal, Actions and GitHub App tokens alike (as marocchino/sticky-pull-request-comment
 * does). Only when that fails does the older rule apply (GET /user, else any Bot), with a warning: under
 * it another app's marker comment can be taken for ours.
 */
export function resolveOwnAuthor(octokit: GitHubClient, log: Publisher): Promise<OwnAuthor> {
  let own = ownAuthorByClient.get(octokit);
  if (!own) {
    own = viewerLogin(octokit).then(
      (login): OwnAuthor => ({ kind: 'login', login }),
      (error: unknown) => {
        log.warning(
          `cannot read this token's identity from GitHub GraphQL (viewer { login }: ${(error as Error).message}); ` +
            "falling back to GET /user, and to counting any Bot's marker comment as this token's when that is refused",
        );
        return ownAuthorFromRest(octokit);
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

export interface StickyCandidate {
  id: number;
  author: string;
}

/**
 * This mode's earlier comments by the token's own identity, searching every page: the first one when
 * the identity is known; every Bot's, in order, when it is not (the caller edits the first GitHub
 * allows). Marker comments by anyone else are ignored, and reported once.
 */
export async function findStickyComments(
  octokit: GitHubClient,
  target: IssueTarget,
  marker: string,
  log: Publisher,
): Promise<{ own: OwnAuthor | null; candidates: StickyCandidate[] }> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  // Asked only once a marker comment turns up: most runs on a new pull request need no identity.
  let own: OwnAuthor | null = null;
  const foreignAuthors = new Set<string>();
  const candidates: StickyCandidate[] = [];
  for await (const comment of eachItem(pages)) {
    if (!comment.body?.trimStart().startsWith(marker)) continue;
    const author = comment.user?.login ?? '(deleted user)';
    own ??= await resolveOwnAuthor(octokit, log);
    if (!isOwnComment(comment.user, own)) {
      foreignAuthors.add(author);
      continue;
    }
    candidates.push({ id: comment.id, author });
    if (own.kind === 'login') break;
  }
  if (foreignAuthors.size > 0) {
    log.info(
      `PR #${target.issueNumber}: ignoring comments carrying the ${marker} marker by ` +
        `${[...foreignAuthors].join(', ')}: only a comment written by this token's identity is updated`,
    );
  }
  return { own, candidates };
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

/** Writes the body, and once more under a shorter limit when GitHub answers 422 (its count can differ from ours). */
async function writeBody(
  octokit: GitHubClient,
  target: IssueTarget,
  existingId: number | null,
  render: (maxChars: number) => string,
  log: Publisher,
): Promise<{ id: number; url: string }> {
  try {
    return await writeComment(octokit, target, existingId, render(COMMENT_MAX_CHARS));
  } catch (error) {
    if (statusOf(error) !== 422) throw error;
    log.info(
      `GitHub refused the comment (422); retrying once with a body under ${COMMENT_RETRY_MAX_CHARS} characters`,
    );
    return writeComment(octokit, target, existingId, render(COMMENT_RETRY_MAX_CHARS));
  }
}

/**
 * Creates or updates the sticky comment. A 403 (a read-only token, as on a fork's pull request) is a
 * warning, not a failure: the verdict stands and the job summary still carries it. Under the fallback
 * identity rule (any Bot), a Bot's marker comment GitHub will not let this token edit is another app's:
 * the warning names it, the next one is tried, then a new comment is written. A
 * 422 is retried once with a shorter body. Other API failures are InfraErrors for the caller to report.
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
  const done = (action: 'created' | 'updated', written: { id: number; url: string }): CommentOutcome => {
    log.info(`PR #${target.issueNumber}: ${action} the arbor-gate ${mode} comment ${written.url}`);
    return { action, ...written };
  };
  try {
    const { own, candidates } = await findStickyComments(octokit, target, marker, log);
    for (const candidate of candidates) {
      try {
        return done('updated', await writeBody(octokit, target, candidate.id, render, log));
      } catch (error) {
        if (statusOf(error) !== 403 || own?.kind !== 'any-bot') throw error;
        log.warning(
          `PR #${target.issueNumber}: GitHub refused to let this token edit comment ${candidate.id} by ` +
            `${candidate.author} (403). This token's identity is unknown (see above), so that is another app's ` +
            `comment carrying the ${marker} marker, or the token is read-only; it is left as it is`,
        );
      }
    }
    return done('created', await writeBody(octokit, target, null, render, log));
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
