/**
 * The loopback GitHub answers like GitHub: its answers and the requests made to it are checked against
 * GitHub's REST description (@octokit/openapi), and GitHub's own rules that the description leaves out
 * (140-character status descriptions, edits by the author only, `/repositories/<id>` pagination links)
 * hold. The checker itself is shown to catch what the fake used to answer.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { createOctokit } from '../../src/github/octokit.js';
import {
  ACTIONS_BOT,
  GITHUB_STATUS_DESCRIPTION_LIMIT,
  REPOSITORY_ID,
  startFakeGitHub,
  type FakeGitHub,
} from '../helpers/fake-github.js';
import { requestProblems, responseProblems, schemaProblems } from '../helpers/openapi.js';

const repo = { owner: 'Codertocat', repo: 'Hello-World' };
const sha = 'a'.repeat(40);

let github: FakeGitHub | null;
const fake = () => github!;
const client = () => createOctokit({ token: 't', baseUrl: fake().url, log: () => {}, serverErrorRetries: 0 });

beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(async () => {
  await github?.close();
});

describe("the checker against GitHub's REST description", () => {
  test('the comment the fake used to answer lacks what GitHub always sends', () => {
    const old = {
      id: 1,
      body: 'x',
      user: { login: 'octocat', type: 'User' },
      html_url: 'https://github.test/pr/2',
    };
    const problems = responseProblems('issues/create-comment', 201, old);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/required property "node_id" is missing/),
        expect.stringMatching(/required property "created_at" is missing/),
        expect.stringMatching(/body\.user: required property "avatar_url" is missing/),
      ]),
    );
  });

  test('an undocumented success status, a wrong type and a bad date are problems', () => {
    expect(responseProblems('issues/update-comment', 201, {})).toEqual([
      expect.stringMatching(/status 201 is not one GitHub answers \(200, 422\)/),
    ]);
    expect(schemaProblems({ type: 'integer' }, '7')).toEqual(['$: expected integer, got string']);
    expect(schemaProblems({ type: 'string', format: 'date-time' }, 'yesterday')).toEqual([
      '$: "yesterday" is not an RFC 3339 date-time',
    ]);
    expect(schemaProblems({ type: 'string', nullable: true }, null)).toEqual([]);
  });

  test('requests: an unknown query parameter, a missing body field, a state GitHub does not know', () => {
    const path = { ...repo, issue_number: '2' };
    expect(
      requestProblems('issues/list-comments', {
        path,
        query: new URLSearchParams('per_page=100'),
        body: null,
      }),
    ).toEqual([]);
    expect(
      requestProblems('issues/list-comments', {
        path,
        query: new URLSearchParams('perpage=100'),
        body: null,
      }),
    ).toEqual([
      'issues/list-comments request: query parameter perpage is not a parameter of issues/list-comments',
    ]);
    expect(
      requestProblems('issues/create-comment', { path, query: new URLSearchParams(), body: {} }),
    ).toEqual(['issues/create-comment request: body: required property "body" is missing']);
    expect(
      requestProblems('repos/create-commit-status', {
        path: { ...repo, sha },
        query: new URLSearchParams(),
        body: { state: 'passed' },
      }),
    ).toEqual([expect.stringMatching(/body\.state: "passed" is not one of/)]);
  });

  test('a keyword the checker does not implement fails loudly instead of passing', () => {
    expect(() => schemaProblems({ type: 'string', maxLength: 3 }, 'abcd')).toThrow(
      /"maxLength".*does not implement/,
    );
  });

  test('close() fails the test when the fake saw a request GitHub would not take', async () => {
    await client().request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...repo,
      issue_number: 2,
      perpage: 5,
    });
    const seen = fake();
    github = null;
    await expect(seen.close()).rejects.toThrow(/query parameter perpage is not a parameter/);
  });
});

describe('GitHub rules the description does not spell out', () => {
  const status = (description: string) =>
    client().rest.repos.createCommitStatus({ ...repo, sha, state: 'success', context: 'c', description });

  test('a status description over 140 characters is refused with 422; 140 is accepted', async () => {
    await expect(status('x'.repeat(GITHUB_STATUS_DESCRIPTION_LIMIT + 1))).rejects.toMatchObject({
      status: 422,
    });
    await expect(status('x'.repeat(GITHUB_STATUS_DESCRIPTION_LIMIT))).resolves.toMatchObject({ status: 201 });
    expect(fake().statuses).toHaveLength(1);
  });

  test("only the author's token may edit a comment", async () => {
    const [theirs] = fake().seedComments(2, ['by mallory'], { login: 'mallory', type: 'User' });
    await expect(
      client().rest.issues.updateComment({ ...repo, comment_id: theirs!, body: 'taken over' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(fake().comments[0]!.body).toBe('by mallory');
    const { data: own } = await client().rest.issues.createComment({
      ...repo,
      issue_number: 2,
      body: 'ours',
    });
    expect(own.user?.login).toBe(ACTIONS_BOT.login);
    await expect(
      client().rest.issues.updateComment({ ...repo, comment_id: own.id, body: 'edited' }),
    ).resolves.toMatchObject({ status: 200 });
  });

  test("pagination links name the repository by id, as GitHub's do, and Octokit follows them", async () => {
    fake().seedComments(
      2,
      Array.from({ length: 250 }, (_, i) => `comment ${i}`),
    );
    const all = await client().paginate(client().rest.issues.listComments, {
      ...repo,
      issue_number: 2,
      per_page: 100,
    });
    expect(all).toHaveLength(250);
    const lists = fake().requests.filter((r) => r.route === 'listComments');
    expect(lists.map((r) => r.path)).toEqual([
      '/repos/Codertocat/Hello-World/issues/2/comments',
      `/repositories/${REPOSITORY_ID}/issues/2/comments`,
      `/repositories/${REPOSITORY_ID}/issues/2/comments`,
    ]);
    expect(lists.map((r) => r.query.toString())).toEqual([
      'per_page=100',
      'per_page=100&page=2',
      'per_page=100&page=3',
    ]);
  });

  test("GraphQL's viewer is the token's identity: github-actions[bot] for an Actions token", async () => {
    const { viewer } = await client().graphql<{ viewer: { login: string } }>('query { viewer { login } }');
    expect(viewer.login).toBe('github-actions[bot]');
    await fake().close();
    github = await startFakeGitHub({ tokenUser: { login: 'octo-maintainer', type: 'User' } });
    const answer = await client().graphql<{ viewer: { login: string } }>('query { viewer { login } }');
    expect(answer.viewer.login).toBe('octo-maintainer');
  });
});
