/**
 * A loopback HTTP server that answers like GitHub for the endpoints the Action uses: issue comments
 * (paginated the way GitHub paginates, through `/repositories/<id>/...` links), commit statuses, the
 * token's identity (REST `GET /user` and GraphQL `viewer { login }`), with scripted faults per route and
 * a record of every request.
 *
 * Every request the code makes and every answer the fake gives is checked against GitHub's REST
 * description (`@octokit/openapi`, see ./openapi.ts); a mismatch is kept in `specProblems`, and
 * `close()` fails with them, so a test that makes the code or the fake drift from GitHub fails.
 * GitHub's rules that the description does not spell out are enforced too: a status description over
 * 140 characters is refused (422), and only a comment's author may edit it (403).
 *
 * By default the token behaves like an Actions GITHUB_TOKEN: GraphQL's viewer is `github-actions[bot]`,
 * GET /user is refused with 403, and comments are written by `github-actions[bot]`;
 * `startFakeGitHub({ tokenUser })` makes it a personal access token of that user instead. Point
 * GITHUB_API_URL (or an Octokit baseUrl) at `url`, and `close()` it after the test.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestProblems, responseProblems } from './openapi.js';

export type Route =
  'getAuthenticated' | 'listComments' | 'createComment' | 'updateComment' | 'createStatus' | 'graphql';

export type Fault =
  | { status: number; message?: string; headers?: Record<string, string> }
  /** The request is read and then never answered, like a stalled server. */
  | { hang: true };

export interface RecordedRequest {
  route: Route | 'unknown';
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** Date.now() when the request arrived, and when its answer was sent. */
  receivedAt: number;
  /** 0 for a request that was never answered (a `hang` fault); answeredAt is then receivedAt. */
  status: number;
  answeredAt: number;
}

export interface FakeUser {
  login: string;
  type: string;
}

export interface FakeComment {
  id: number;
  body: string;
  issueNumber: number;
  user: FakeUser;
}

export interface FakeStatus {
  sha: string;
  state: string;
  context: string;
  description: string;
  target_url: string;
}

/** The author GitHub gives comments written with an Actions GITHUB_TOKEN. */
export const ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', type: 'Bot' };

export interface FakeGitHubOptions {
  /** Makes the token a personal access token of this user: GET /user answers it and it writes comments. */
  tokenUser?: FakeUser;
}

/** GitHub's limit on a comment body. */
export const GITHUB_COMMENT_LIMIT = 65_536;
/** GitHub's limit on a commit status description, in characters. */
export const GITHUB_STATUS_DESCRIPTION_LIMIT = 140;
/** The id of the repository the fake serves (GitHub's example Hello-World); pagination links use it. */
export const REPOSITORY_ID = 1296269;

export interface FakeGitHub {
  url: string;
  requests: RecordedRequest[];
  comments: FakeComment[];
  statuses: FakeStatus[];
  /** Requests and answers that GitHub's REST description does not allow; close() fails when any. */
  specProblems: string[];
  /** Queues faults for a route; each is answered once, in order, before normal answers resume. */
  fail(route: Route, ...faults: Fault[]): void;
  /** Adds comments (e.g. 30+ from people) to a pull request; returns their ids. */
  seedComments(issueNumber: number, bodies: string[], user?: FakeUser): number[];
  commentsOn(issueNumber: number): FakeComment[];
  close(): Promise<void>;
}

interface Matched {
  route: Route;
  /** The REST operation in GitHub's description, for checking; null for GraphQL. */
  operationId: string | null;
  params: Record<string, string>;
}

const OPERATIONS: Record<Exclude<Route, 'graphql'>, string> = {
  getAuthenticated: 'users/get-authenticated',
  listComments: 'issues/list-comments',
  createComment: 'issues/create-comment',
  updateComment: 'issues/update-comment',
  createStatus: 'repos/create-commit-status',
};

function route(name: Exclude<Route, 'graphql'>, params: Record<string, string>): Matched {
  return { route: name, operationId: OPERATIONS[name], params };
}

function match(method: string, path: string): Matched | null {
  if (path === '/graphql' && method === 'POST') return { route: 'graphql', operationId: null, params: {} };
  if (path === '/user' && method === 'GET') return route('getAuthenticated', {});
  const comments = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path);
  if (comments) {
    const params = { owner: comments[1]!, repo: comments[2]!, issue_number: comments[3]! };
    if (method === 'GET') return route('listComments', params);
    if (method === 'POST') return route('createComment', params);
  }
  // The form of GitHub's own pagination links: the repository by id, the rest of the path unchanged.
  const byId = new RegExp(`^/repositories/${REPOSITORY_ID}/issues/(\\d+)/comments$`).exec(path);
  if (byId && method === 'GET') {
    return route('listComments', { owner: 'Codertocat', repo: 'Hello-World', issue_number: byId[1]! });
  }
  const comment = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(path);
  if (comment && method === 'PATCH') {
    return route('updateComment', { owner: comment[1]!, repo: comment[2]!, comment_id: comment[3]! });
  }
  const status = /^\/repos\/([^/]+)\/([^/]+)\/statuses\/([0-9a-f]+)$/.exec(path);
  if (status && method === 'POST') {
    return route('createStatus', { owner: status[1]!, repo: status[2]!, sha: status[3]! });
  }
  return null;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const TIMESTAMP = '2011-04-14T16:00:49Z';
const DOCS = 'https://docs.github.com/rest';

/** A user as GitHub's REST API shows it in `user`/`creator` fields (simple-user). */
function userJson(user: FakeUser): Record<string, unknown> {
  const id = [...user.login].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 1_000_000, 7);
  const api = `https://api.github.com/users/${encodeURIComponent(user.login)}`;
  return {
    login: user.login,
    id,
    node_id: `MDQ6VXNlcj${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: `https://github.com/${encodeURIComponent(user.login)}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: user.type,
    site_admin: false,
    user_view_type: 'public',
  };
}

/** GET /user as GitHub answers a personal token: the private view of its own user. */
function privateUserJson(user: FakeUser): Record<string, unknown> {
  return {
    ...userJson(user),
    user_view_type: 'private',
    name: null,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    public_repos: 1,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: TIMESTAMP,
    updated_at: TIMESTAMP,
    private_gists: 0,
    total_private_repos: 0,
    owned_private_repos: 0,
    disk_usage: 0,
    collaborators: 0,
    two_factor_authentication: true,
  };
}

function validationFailed(resource: string, field: string, message: string, docs: string) {
  return {
    status: 422,
    json: {
      message: 'Validation Failed',
      errors: [{ resource, code: 'custom', field, message }],
      documentation_url: docs,
      status: '422',
    },
  };
}

const forbidden = (docs: string) => ({
  status: 403,
  json: { message: 'Resource not accessible by integration', documentation_url: docs, status: '403' },
});

interface Reply {
  status: number;
  json: unknown;
  headers?: Record<string, string>;
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const requests: RecordedRequest[] = [];
  const comments: FakeComment[] = [];
  const statuses: FakeStatus[] = [];
  const specProblems: string[] = [];
  const faults = new Map<Route, Fault[]>();
  const tokenIdentity = options.tokenUser ?? ACTIONS_BOT;
  let nextId = 1000;
  let baseUrl = '';

  const commentJson = (c: FakeComment, owner: string, repo: string) => {
    const api = `https://api.github.com/repos/${owner}/${repo}`;
    return {
      id: c.id,
      node_id: `IC_kwDOABCD${c.id}`,
      url: `${api}/issues/comments/${c.id}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${c.issueNumber}#issuecomment-${c.id}`,
      issue_url: `${api}/issues/${c.issueNumber}`,
      body: c.body,
      user: userJson(c.user),
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
      author_association: c.user.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR',
    };
  };

  function graphql(body: unknown): Reply {
    const query = (body as { query?: unknown } | null)?.query;
    if (typeof query !== 'string') {
      return {
        status: 400,
        json: { message: 'Problems parsing JSON', documentation_url: `${DOCS}/graphql` },
      };
    }
    if (!/\bviewer\s*\{\s*login\s*\}/.test(query)) {
      specProblems.push(
        `graphql request: the fake answers only viewer { login }, got ${JSON.stringify(query)}`,
      );
      return {
        status: 200,
        json: { errors: [{ message: 'the fake GitHub answers only viewer { login }' }] },
      };
    }
    return { status: 200, json: { data: { viewer: { login: tokenIdentity.login } } } };
  }

  function listComments(params: Record<string, string>, query: URLSearchParams): Reply {
    const all = comments.filter((c) => c.issueNumber === Number(params.issue_number));
    const perPage = Math.min(Number(query.get('per_page') ?? 30), 100);
    const page = Math.max(Number(query.get('page') ?? 1), 1);
    const last = Math.max(1, Math.ceil(all.length / perPage));
    // GitHub's links name the repository by id and keep the request's other query parameters.
    const link = (p: number, rel: string) => {
      const next = new URLSearchParams(query);
      next.set('page', String(p));
      return `<${baseUrl}/repositories/${REPOSITORY_ID}/issues/${params.issue_number}/comments?${next}>; rel="${rel}"`;
    };
    const links = [];
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
    return {
      status: 200,
      json: all
        .slice((page - 1) * perPage, page * perPage)
        .map((c) => commentJson(c, params.owner!, params.repo!)),
      headers: links.length ? { link: links.join(', ') } : {},
    };
  }

  function writeComment(matched: Matched, body: unknown): Reply {
    const { route: name, params } = matched;
    const docs = `${DOCS}/issues/comments#${name === 'createComment' ? 'create' : 'update'}-an-issue-comment`;
    const text = (body as { body?: unknown } | null)?.body;
    if (typeof text !== 'string' || text.length >= GITHUB_COMMENT_LIMIT) {
      return validationFailed('IssueComment', 'body', 'body is too long (maximum is 65536 characters)', docs);
    }
    if (name === 'createComment') {
      const c: FakeComment = {
        id: nextId++,
        body: text,
        issueNumber: Number(params.issue_number),
        user: tokenIdentity,
      };
      comments.push(c);
      return { status: 201, json: commentJson(c, params.owner!, params.repo!) };
    }
    const existing = comments.find((c) => c.id === Number(params.comment_id));
    if (!existing)
      return { status: 404, json: { message: 'Not Found', documentation_url: docs, status: '404' } };
    // GitHub lets a token edit only the comments of its own identity.
    if (existing.user.login !== tokenIdentity.login) return forbidden(docs);
    existing.body = text;
    return { status: 200, json: commentJson(existing, params.owner!, params.repo!) };
  }

  function createStatus(params: Record<string, string>, body: unknown): Reply {
    const s = (body ?? {}) as Partial<Omit<FakeStatus, 'sha'>>;
    const docs = `${DOCS}/commits/statuses#create-a-commit-status`;
    if ([...(s.description ?? '')].length > GITHUB_STATUS_DESCRIPTION_LIMIT) {
      return validationFailed(
        'Status',
        'description',
        'description is too long (maximum is 140 characters)',
        docs,
      );
    }
    const status: FakeStatus = {
      sha: params.sha!,
      state: s.state ?? '',
      context: s.context ?? 'default',
      description: s.description ?? '',
      target_url: s.target_url ?? '',
    };
    statuses.push(status);
    const id = statuses.length;
    return {
      status: 201,
      json: {
        url: `https://api.github.com/repos/${params.owner}/${params.repo}/statuses/${params.sha}`,
        avatar_url: 'https://github.com/images/error/hubot_happy.gif',
        id,
        node_id: `SC_kwDOABCD${id}`,
        state: status.state,
        description: s.description ?? null,
        target_url: s.target_url ?? null,
        context: status.context,
        created_at: TIMESTAMP,
        updated_at: TIMESTAMP,
        creator: userJson(tokenIdentity),
      },
    };
  }

  function answer(matched: Matched, query: URLSearchParams, body: unknown): Reply {
    switch (matched.route) {
      case 'graphql':
        return graphql(body);
      case 'getAuthenticated':
        return options.tokenUser
          ? { status: 200, json: privateUserJson(options.tokenUser) }
          : forbidden(`${DOCS}/users/users#get-the-authenticated-user`);
      case 'listComments':
        return listComments(matched.params, query);
      case 'createComment':
      case 'updateComment':
        return writeComment(matched, body);
      case 'createStatus':
        return createStatus(matched.params, body);
    }
  }

  function check(
    matched: Matched | null,
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
  ) {
    if (matched === null) {
      specProblems.push(`the code asked for ${method} ${path}, which the fake GitHub does not serve`);
      return;
    }
    if (matched.operationId !== null) {
      specProblems.push(...requestProblems(matched.operationId, { path: matched.params, query, body }));
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const receivedAt = Date.now();
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', baseUrl);
      const method = req.method ?? 'GET';
      const matched = match(method, url.pathname);
      check(matched, method, url.pathname, url.searchParams, body);
      const fault = matched ? faults.get(matched.route)?.shift() : undefined;
      const record = (status: number) =>
        requests.push({
          route: matched?.route ?? 'unknown',
          method,
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
          receivedAt,
          status,
          answeredAt: status === 0 ? receivedAt : Date.now(),
        });
      if (fault && 'hang' in fault) {
        record(0);
        return;
      }
      const reply: Reply = fault
        ? {
            status: fault.status,
            json: { message: fault.message ?? `scripted ${fault.status}`, documentation_url: DOCS },
            headers: fault.headers,
          }
        : matched
          ? answer(matched, url.searchParams, body)
          : { status: 404, json: { message: 'Not Found', documentation_url: DOCS } };
      if (matched?.operationId) {
        specProblems.push(...responseProblems(matched.operationId, reply.status, reply.json));
      }
      record(reply.status);
      res.writeHead(reply.status, {
        'content-type': 'application/json; charset=utf-8',
        ...(reply.headers ?? {}),
      });
      res.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    comments,
    statuses,
    specProblems,
    fail(route, ...more) {
      faults.set(route, [...(faults.get(route) ?? []), ...more]);
    },
    seedComments(issueNumber, bodies, user = { login: 'octocat', type: 'User' }) {
      return bodies.map((body) => {
        const c = { id: nextId++, body, issueNumber, user };
        comments.push(c);
        return c.id;
      });
    },
    commentsOn: (issueNumber) => comments.filter((c) => c.issueNumber === issueNumber),
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      if (specProblems.length > 0) {
        throw new Error(
          `the fake GitHub saw what GitHub's REST description does not allow:\n- ${specProblems.join('\n- ')}`,
        );
      }
    },
  };
}
