/**
 * A loopback HTTP server that answers like the GitHub REST API for the endpoints the Action uses
 * (issue comments with pagination, commit statuses, the token's identity), with scripted faults per
 * route, and a record of every request. By default the token behaves like an Actions GITHUB_TOKEN: GET
 * /user is refused with 403 and comments are written by `github-actions[bot]`; `startFakeGitHub({
 * tokenUser })` makes it a personal access token of that user instead. Start it with `startFakeGitHub()`, point GITHUB_API_URL (or an Octokit baseUrl) at
 * `url`, and `close()` it after the test.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = 'getAuthenticated' | 'listComments' | 'createComment' | 'updateComment' | 'createStatus';

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

export interface FakeComment {
  id: number;
  body: string;
  issueNumber: number;
  user: { login: string; type: string };
}

export interface FakeStatus {
  sha: string;
  state: string;
  context: string;
  description: string;
  target_url: string;
}

/** The author GitHub gives comments written with an Actions GITHUB_TOKEN. */
export const ACTIONS_BOT: FakeComment['user'] = { login: 'github-actions[bot]', type: 'Bot' };

export interface FakeGitHubOptions {
  /** Makes the token a personal access token of this user: GET /user answers it and it writes comments. */
  tokenUser?: FakeComment['user'];
}

/** GitHub's limit on a comment body. */
export const GITHUB_COMMENT_LIMIT = 65_536;

export interface FakeGitHub {
  url: string;
  requests: RecordedRequest[];
  comments: FakeComment[];
  statuses: FakeStatus[];
  /** Queues faults for a route; each is answered once, in order, before normal answers resume. */
  fail(route: Route, ...faults: Fault[]): void;
  /** Adds comments (e.g. 30+ from people) to a pull request; returns their ids. */
  seedComments(issueNumber: number, bodies: string[], user?: FakeComment['user']): number[];
  commentsOn(issueNumber: number): FakeComment[];
  close(): Promise<void>;
}

interface Matched {
  route: Route;
  params: Record<string, string>;
}

function match(method: string, path: string): Matched | null {
  if (path === '/user' && method === 'GET') return { route: 'getAuthenticated', params: {} };
  const comments = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path);
  if (comments) {
    const params = { owner: comments[1]!, repo: comments[2]!, issue: comments[3]! };
    if (method === 'GET') return { route: 'listComments', params };
    if (method === 'POST') return { route: 'createComment', params };
  }
  const comment = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(path);
  if (comment && method === 'PATCH') return { route: 'updateComment', params: { id: comment[3]! } };
  const status = /^\/repos\/([^/]+)\/([^/]+)\/statuses\/([0-9a-f]+)$/.exec(path);
  if (status && method === 'POST') return { route: 'createStatus', params: { sha: status[3]! } };
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

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const requests: RecordedRequest[] = [];
  const comments: FakeComment[] = [];
  const statuses: FakeStatus[] = [];
  const faults = new Map<Route, Fault[]>();
  let nextId = 1000;
  let baseUrl = '';

  const commentJson = (c: FakeComment) => ({
    id: c.id,
    body: c.body,
    user: c.user,
    html_url: `https://github.test/pr/${c.issueNumber}#issuecomment-${c.id}`,
  });

  function answer(
    matched: Matched,
    query: URLSearchParams,
    body: unknown,
  ): { status: number; json: unknown; headers?: Record<string, string> } {
    const { route, params } = matched;
    const text = (body as { body?: unknown } | null)?.body;
    switch (route) {
      case 'getAuthenticated':
        return options.tokenUser
          ? { status: 200, json: { id: 1, ...options.tokenUser } }
          : {
              status: 403,
              json: {
                message: 'Resource not accessible by integration',
                documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
                status: '403',
              },
            };
      case 'listComments': {
        const all = comments.filter((c) => c.issueNumber === Number(params.issue));
        const perPage = Math.min(Number(query.get('per_page') ?? 30), 100);
        const page = Math.max(Number(query.get('page') ?? 1), 1);
        const last = Math.max(1, Math.ceil(all.length / perPage));
        const link = (p: number, rel: string) =>
          `<${baseUrl}/repos/${params.owner}/${params.repo}/issues/${params.issue}/comments?per_page=${perPage}&page=${p}>; rel="${rel}"`;
        const links = [];
        if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
        if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
        return {
          status: 200,
          json: all.slice((page - 1) * perPage, page * perPage).map(commentJson),
          headers: links.length ? { link: links.join(', ') } : {},
        };
      }
      case 'createComment':
      case 'updateComment': {
        if (typeof text !== 'string' || text.length >= GITHUB_COMMENT_LIMIT) {
          return {
            status: 422,
            json: {
              message: 'Validation Failed',
              errors: [
                { field: 'body', code: 'custom', message: 'body is too long (maximum is 65536 characters)' },
              ],
            },
          };
        }
        if (route === 'createComment') {
          const c: FakeComment = {
            id: nextId++,
            body: text,
            issueNumber: Number(params.issue),
            user: options.tokenUser ?? ACTIONS_BOT,
          };
          comments.push(c);
          return { status: 201, json: commentJson(c) };
        }
        const existing = comments.find((c) => c.id === Number(params.id));
        if (!existing) return { status: 404, json: { message: 'Not Found' } };
        existing.body = text;
        return { status: 200, json: commentJson(existing) };
      }
      case 'createStatus': {
        const s = body as Omit<FakeStatus, 'sha'>;
        statuses.push({
          sha: params.sha!,
          state: s.state,
          context: s.context,
          description: s.description,
          target_url: s.target_url,
        });
        return { status: 201, json: { id: statuses.length, ...s } };
      }
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const receivedAt = Date.now();
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', baseUrl);
      const matched = match(req.method ?? 'GET', url.pathname);
      const fault = matched ? faults.get(matched.route)?.shift() : undefined;
      const record = (status: number) =>
        requests.push({
          route: matched?.route ?? 'unknown',
          method: req.method ?? '',
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
      const reply = fault
        ? {
            status: fault.status,
            json: { message: fault.message ?? `scripted ${fault.status}` },
            headers: fault.headers,
          }
        : matched
          ? answer(matched, url.searchParams, body)
          : { status: 404, json: { message: 'Not Found' } };
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
