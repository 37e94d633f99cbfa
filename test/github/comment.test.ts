import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import {
  commentMarker,
  COMMENT_MAX_CHARS,
  isOwnComment,
  upsertStickyComment,
  type Publisher,
} from '../../src/github/comment.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOctokit } from '../../src/github/octokit.js';
import {
  ACTIONS_BOT,
  GITHUB_COMMENT_LIMIT,
  startFakeGitHub,
  type FakeGitHub,
} from '../helpers/fake-github.js';

const target = { owner: 'Codertocat', repo: 'Hello-World', issueNumber: 2 };
const runUrl = 'https://github.com/Codertocat/Hello-World/actions/runs/42';
const noRedaction = (text: string) => text;

let github: FakeGitHub;
let publisher: Publisher & { warnings: string[]; infos: string[] };

beforeEach(async () => {
  github = await startFakeGitHub();
  const warnings: string[] = [];
  const infos: string[] = [];
  publisher = { warnings, infos, warning: (m) => warnings.push(m), info: (m) => infos.push(m) };
});
afterEach(async () => {
  await github.close();
});

const client = () => createOctokit({ token: 'test-token', baseUrl: github.url, log: publisher.info });
const upsert = (body: string, log?: string) =>
  upsertStickyComment(client(), target, 'merge', { body, log, runUrl }, noRedaction, publisher);

describe('sticky comment', () => {
  test('creates one comment with the marker, then updates it in place', async () => {
    const first = await upsert('first verdict');
    const second = await upsert('second verdict');
    expect(first.action).toBe('created');
    expect(second).toMatchObject({ action: 'updated', id: (first as { id: number }).id });
    const onPr = github.commentsOn(2);
    expect(onPr).toHaveLength(1);
    expect(onPr[0]!.body.startsWith(commentMarker('merge'))).toBe(true);
    expect(onPr[0]!.body).toContain('second verdict');
    expect(onPr[0]!.body).toContain(`[Run log](${runUrl})`);
  });

  test('finds the marker on the second page of 130 comments and updates it, without a duplicate', async () => {
    github.seedComments(
      2,
      Array.from({ length: 120 }, (_, i) => `comment ${i}`),
    );
    const [markerId] = github.seedComments(2, [`${commentMarker('merge')}\nold verdict`], {
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    github.seedComments(
      2,
      Array.from({ length: 9 }, (_, i) => `later ${i}`),
    );
    const outcome = await upsert('new verdict');
    expect(outcome).toMatchObject({ action: 'updated', id: markerId });
    const pages = github.requests
      .filter((r) => r.route === 'listComments')
      .map((r) => r.query.get('page') ?? '1');
    expect(pages).toEqual(['1', '2']);
    expect(github.requests.filter((r) => r.route === 'createComment')).toHaveLength(0);
    expect(github.commentsOn(2)).toHaveLength(130);
  });

  test('a comment of another mode is not taken for this one', async () => {
    github.seedComments(2, [`${commentMarker('verify')}\nverify verdict`]);
    expect((await upsert('merge verdict')).action).toBe('created');
    expect(github.commentsOn(2)).toHaveLength(2);
  });

  test('a 403 is a warning, not a failure', async () => {
    github.fail('listComments', { status: 403, message: 'Resource not accessible by integration' });
    const outcome = await upsert('verdict');
    expect(outcome.action).toBe('skipped');
    expect(publisher.warnings.join('\n')).toMatch(/403.*read-only/s);
    expect(github.commentsOn(2)).toHaveLength(0);
  });

  test('a 502 is retried and the comment is then created', async () => {
    github.fail('createComment', { status: 502, message: 'Bad Gateway' });
    expect((await upsert('verdict')).action).toBe('created');
    const creates = github.requests.filter((r) => r.route === 'createComment').map((r) => r.status);
    expect(creates).toEqual([502, 201]);
  });

  test('a server that keeps failing gives up after the bounded retries with an InfraError', async () => {
    const quick = createOctokit({
      token: 't',
      baseUrl: github.url,
      log: publisher.info,
      serverErrorRetries: 1,
    });
    github.fail('listComments', { status: 503 }, { status: 503 }, { status: 503 });
    await expect(
      upsertStickyComment(quick, target, 'merge', { body: 'x', runUrl }, noRedaction, publisher),
    ).rejects.toThrow(/commenting on PR #2 failed/);
    expect(github.requests.filter((r) => r.route === 'listComments')).toHaveLength(2);
  });

  test('a secondary rate limit is retried no sooner than its retry-after', async () => {
    github.fail('createComment', {
      status: 403,
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      headers: { 'retry-after': '1' },
    });
    expect((await upsert('verdict')).action).toBe('created');
    const [limited, retried] = github.requests.filter((r) => r.route === 'createComment');
    expect([limited!.status, retried!.status]).toEqual([403, 201]);
    expect(retried!.receivedAt - limited!.answeredAt).toBeGreaterThanOrEqual(1000);
    expect(publisher.infos.join('\n')).toMatch(/secondary rate limit.*retrying after 1 s/);
  });

  test('a primary rate limit (429, x-ratelimit-remaining 0) waits until x-ratelimit-reset', async () => {
    const resetEpoch = Math.ceil(Date.now() / 1000) + 1;
    github.fail('listComments', {
      status: 429,
      message: 'API rate limit exceeded',
      headers: { 'retry-after': '1', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(resetEpoch) },
    });
    expect((await upsert('verdict')).action).toBe('created');
    const [limited, retried] = github.requests.filter((r) => r.route === 'listComments');
    expect(limited!.status).toBe(429);
    expect(retried!.receivedAt).toBeGreaterThanOrEqual(resetEpoch * 1000);
  });

  test('a 422 is retried once with a shorter body', async () => {
    github.fail('createComment', { status: 422, message: 'Validation Failed' });
    const log = 'x'.repeat(200_000);
    expect((await upsert('verdict', log)).action).toBe('created');
    const bodies = github.requests
      .filter((r) => r.route === 'createComment')
      .map((r) => (r.body as { body: string }).body.length);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!).toBeLessThan(bodies[0]!);
  });

  test('a 200 KB log is cut in the middle to fit, keeping head, tail and the run link', async () => {
    const log = `HEAD-LINE\n${'progress line\n'.repeat(16_000)}TAIL-LINE score: 0.9\n`;
    expect(log.length).toBeGreaterThan(200_000);
    await upsert('verdict', log);
    const body = github.commentsOn(2)[0]!.body;
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body.length).toBeLessThan(GITHUB_COMMENT_LIMIT);
    expect(body).toContain('HEAD-LINE');
    expect(body).toContain('TAIL-LINE score: 0.9');
    expect(body).toMatch(/characters cut/);
    expect(body).toContain(`[Run log](${runUrl})`);
  });

  test('the token-shaped secrets the caller redacts never reach GitHub', async () => {
    const redact = (text: string) => text.replaceAll('s3cr3t-value', '***');
    await upsertStickyComment(
      client(),
      target,
      'merge',
      { body: 'b s3cr3t-value', log: 'l s3cr3t-value', runUrl },
      redact,
      publisher,
    );
    expect(JSON.stringify(github.requests.map((r) => r.body))).not.toContain('s3cr3t-value');
  });
});

describe("only the token's own comment is sticky", () => {
  const mallory = { login: 'mallory', type: 'User' };
  const maintainer = { login: 'octo-maintainer', type: 'User' };
  const otherApp = { login: 'other-app[bot]', type: 'Bot' };
  const planted = `${commentMarker('merge')}\nMerged! (not really)`;
  const identityLookups = () => github.requests.filter((r) => r.route === 'getAuthenticated');
  const viewerLookups = () => github.requests.filter((r) => r.route === 'graphql');
  /** GraphQL refuses: the identity falls back to GET /user, else any Bot. */
  const withoutGraphql = () => github.fail('graphql', { status: 401, message: 'Bad credentials' });

  test('who counts as the author: the viewer login (either spelling of a bot), or any Bot as the fallback', () => {
    expect(isOwnComment(maintainer, { kind: 'login', login: 'octo-maintainer' })).toBe(true);
    expect(isOwnComment(ACTIONS_BOT, { kind: 'login', login: 'octo-maintainer' })).toBe(false);
    expect(isOwnComment(ACTIONS_BOT, { kind: 'login', login: 'github-actions[bot]' })).toBe(true);
    expect(isOwnComment(ACTIONS_BOT, { kind: 'login', login: 'github-actions' })).toBe(true);
    expect(isOwnComment(otherApp, { kind: 'login', login: 'github-actions[bot]' })).toBe(false);
    expect(
      isOwnComment(
        { login: 'github-actions', type: 'User' },
        { kind: 'login', login: 'github-actions[bot]' },
      ),
    ).toBe(false);
    expect(isOwnComment(ACTIONS_BOT, { kind: 'any-bot' })).toBe(true);
    expect(isOwnComment(mallory, { kind: 'any-bot' })).toBe(false);
    expect(isOwnComment(null, { kind: 'any-bot' })).toBe(false);
  });

  test('with an Actions token, a marker comment planted by a user is ignored and logged once', async () => {
    github.seedComments(2, [planted, `${planted} again`], mallory);
    github.seedComments(2, [planted], { login: 'eve', type: 'User' });
    const outcome = await upsert('real verdict');
    expect(outcome.action).toBe('created');
    expect(viewerLookups().map((r) => r.status)).toEqual([200]);
    expect(identityLookups()).toHaveLength(0);
    const onPr = github.commentsOn(2);
    expect(onPr.filter((c) => c.user.login !== ACTIONS_BOT.login).map((c) => c.body)).toEqual([
      planted,
      `${planted} again`,
      planted,
    ]);
    expect(onPr.filter((c) => c.user.login === ACTIONS_BOT.login).map((c) => c.body)).toEqual([
      expect.stringContaining('real verdict'),
    ]);
    const ignored = publisher.infos.filter((m) => m.includes('ignoring'));
    expect(ignored).toHaveLength(1);
    expect(ignored[0]).toMatch(/mallory, eve/);
  });

  test("another app's marker comment is left alone: the viewer is github-actions[bot], not any Bot", async () => {
    const [theirs] = github.seedComments(2, [planted], otherApp);
    const outcome = await upsert('real verdict');
    expect(outcome.action).toBe('created');
    expect(github.requests.filter((r) => r.route === 'updateComment')).toHaveLength(0);
    expect(github.comments.find((c) => c.id === theirs)?.body).toBe(planted);
    expect(publisher.warnings).toEqual([]);
    expect(publisher.infos.join('\n')).toMatch(/ignoring .* by other-app\[bot\]/);
  });

  test("with an Actions token, the bot's own marker comment after a planted one is updated", async () => {
    github.seedComments(2, [planted], mallory);
    github.seedComments(2, [planted], otherApp);
    const [own] = github.seedComments(2, [`${commentMarker('merge')}\nold`], ACTIONS_BOT);
    expect(await upsert('new verdict')).toMatchObject({ action: 'updated', id: own });
    expect(github.commentsOn(2).find((c) => c.user.login === 'mallory')?.body).toBe(planted);
    expect(github.commentsOn(2).find((c) => c.user.login === otherApp.login)?.body).toBe(planted);
  });

  test('without GraphQL, the fallback says so, and a refused edit of a Bot comment is not blamed on forks', async () => {
    withoutGraphql();
    const [theirs] = github.seedComments(2, [planted], otherApp);
    const [own] = github.seedComments(2, [`${commentMarker('merge')}\nold`], ACTIONS_BOT);
    const outcome = await upsert('new verdict');
    expect(outcome).toMatchObject({ action: 'updated', id: own });
    expect(identityLookups().map((r) => r.status)).toEqual([403]);
    expect(github.requests.filter((r) => r.route === 'updateComment').map((r) => r.status)).toEqual([
      403, 200,
    ]);
    expect(github.comments.find((c) => c.id === theirs)?.body).toBe(planted);
    expect(publisher.warnings[0]).toMatch(
      /cannot read this token's identity from GitHub GraphQL.*Bad credentials.*falling back/,
    );
    expect(publisher.warnings[1]).toMatch(
      new RegExp(`refused to let this token edit comment ${theirs} by other-app\\[bot\\] \\(403\\)`),
    );
    expect(publisher.warnings[1]).toMatch(/another app's comment/);
    expect(publisher.warnings.join('\n')).not.toMatch(/fork/);
  });

  test("without GraphQL, another app's comment alone means a new comment, with the warning naming it", async () => {
    withoutGraphql();
    const [theirs] = github.seedComments(2, [planted], otherApp);
    expect((await upsert('verdict')).action).toBe('created');
    expect(github.commentsOn(2).map((c) => c.user.login)).toEqual([otherApp.login, ACTIONS_BOT.login]);
    expect(publisher.warnings.at(-1)).toMatch(new RegExp(`comment ${theirs} by other-app.*left as it is`));
  });

  test("with a personal token, only that user's marker comment is updated, not a bot's", async () => {
    await github.close();
    github = await startFakeGitHub({ tokenUser: maintainer });
    github.seedComments(2, [`${commentMarker('merge')}\nfrom another workflow`], ACTIONS_BOT);
    const [own] = github.seedComments(2, [`${commentMarker('merge')}\nold`], maintainer);
    expect(await upsert('new verdict')).toMatchObject({ action: 'updated', id: own });
    expect(viewerLookups().map((r) => r.status)).toEqual([200]);
    expect(github.commentsOn(2).find((c) => c.user.login === ACTIONS_BOT.login)?.body).toMatch(
      /from another workflow$/,
    );
  });

  test('with a personal token and no GraphQL, GET /user gives the login', async () => {
    await github.close();
    github = await startFakeGitHub({ tokenUser: maintainer });
    withoutGraphql();
    github.seedComments(2, [`${commentMarker('merge')}\nfrom another workflow`], ACTIONS_BOT);
    const [own] = github.seedComments(2, [`${commentMarker('merge')}\nold`], maintainer);
    expect(await upsert('new verdict')).toMatchObject({ action: 'updated', id: own });
    expect(identityLookups().map((r) => r.status)).toEqual([200]);
  });

  test('with a personal token, a new comment is written as that user and found again', async () => {
    await github.close();
    github = await startFakeGitHub({ tokenUser: maintainer });
    github.seedComments(2, [planted], mallory);
    const octokit = client();
    const first = await upsertStickyComment(
      octokit,
      target,
      'merge',
      { body: 'a', runUrl },
      noRedaction,
      publisher,
    );
    const second = await upsertStickyComment(
      octokit,
      target,
      'merge',
      { body: 'b', runUrl },
      noRedaction,
      publisher,
    );
    expect(first.action).toBe('created');
    expect(second).toMatchObject({ action: 'updated', id: (first as { id: number }).id });
    expect(github.commentsOn(2).map((c) => c.user.login)).toEqual(['mallory', 'octo-maintainer']);
    expect(viewerLookups()).toHaveLength(1);
  });

  test('an identity lookup failing other than with 403 fails the publish with an InfraError', async () => {
    github.seedComments(2, [planted], mallory);
    withoutGraphql();
    github.fail('getAuthenticated', { status: 401, message: 'Bad credentials' });
    await expect(upsert('verdict')).rejects.toThrow(/commenting on PR #2 failed: Bad credentials/);
    expect(github.requests.filter((r) => r.route === 'createComment')).toHaveLength(0);
  });
});

describe('request timeout', () => {
  const quick = () =>
    createOctokit({
      token: 't',
      baseUrl: github.url,
      log: publisher.info,
      serverErrorRetries: 1,
      requestTimeoutMs: 200,
    });

  test('a request the server never answers is aborted and retried', async () => {
    github.fail('listComments', { hang: true });
    const outcome = await upsertStickyComment(
      quick(),
      target,
      'merge',
      { body: 'x', runUrl },
      noRedaction,
      publisher,
    );
    expect(outcome.action).toBe('created');
    expect(github.requests.filter((r) => r.route === 'listComments').map((r) => r.status)).toEqual([0, 200]);
  });

  test('a server that never answers fails the publish after the bounded retries', async () => {
    github.fail('listComments', { hang: true }, { hang: true }, { hang: true });
    await expect(
      upsertStickyComment(quick(), target, 'merge', { body: 'x', runUrl }, noRedaction, publisher),
    ).rejects.toThrow(/commenting on PR #2 failed/);
    expect(github.requests.filter((r) => r.route === 'listComments').map((r) => r.status)).toEqual([0, 0]);
    expect(github.requests.filter((r) => r.route === 'createComment')).toHaveLength(0);
  });
});

describe('no answer at all', () => {
  test('nothing listening: the refused connection is named with the URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const octokit = createOctokit({ token: 't', baseUrl: `http://127.0.0.1:${port}`, log: () => {} });
    await expect(octokit.rest.users.getAuthenticated()).rejects.toThrow(
      `GET http://127.0.0.1:${port}/user got no answer: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });
});
