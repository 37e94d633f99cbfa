/**
 * End-to-end: the bundled Action (`dist/index.js`, built by `npm run bundle`) run as a runner runs it,
 * on a real repository whose origin is a local bare repository, against a loopback GitHub API.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commentMarker } from '../../src/github/comment.js';
import {
  ACTION_ENTRY,
  node24,
  pullRequestPayload,
  runAction,
  type ActionRun,
  type ActionRunOptions,
  type PullRequestPayload,
} from '../helpers/action-runner.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { openPullRequest as openAgentPullRequest } from '../helpers/pull-request.js';
import { EVAL_CMD, GateRepo, git, TRUNK } from '../helpers/gate-repo.js';
import { describeWithFixtures, FIXTURE_WORKSPACES } from '../helpers/fixtures.js';
import { PROJECT_ROOT } from '../helpers/adversarial-build.js';

const TOKEN = 'ghs_' + 'R4nd0mT0kenValue1234567890abcdefGHIJ';
const PR_NUMBER = 2;
const REPOSITORY = 'Codertocat/Hello-World';
const FIXTURES = FIXTURE_WORKSPACES;

/** The `opened` example payload, pointed at this test's head commit and trunk. */
function prPayload(headSha: string, headRef: string, headRepo = REPOSITORY): PullRequestPayload {
  return pullRequestPayload({
    number: PR_NUMBER,
    headSha,
    headRef,
    headRepo,
    baseRef: TRUNK,
    baseRepo: REPOSITORY,
  });
}

let repo: GateRepo;
let github: FakeGitHub;

beforeAll(() => {
  if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run npm run bundle first`);
});
beforeEach(async () => {
  repo = GateRepo.create({ score: 5 });
  github = await startFakeGitHub();
});
afterEach(async () => {
  await github.close();
  await repo.cleanup();
});

/** An agent's experiment branch, opened as this test's pull request. */
function openPullRequest(branch: string, files: Record<string, string>): string {
  return openAgentPullRequest(repo, PR_NUMBER, branch, files);
}

function gateInputs(mode: 'merge' | 'verify', extra: Record<string, string> = {}): Record<string, string> {
  return {
    mode,
    'github-token': TOKEN,
    'working-directory': repo.work,
    'eval-cmd-test': EVAL_CMD,
    'trunk-branch': TRUNK,
    'protected-paths': 'eval.sh',
    'eval-retries': '0',
    'eval-timeout': '60',
    comment: 'true',
    summary: 'true',
    // Arbor's rule, as GateRepo.input sets it: these runs are counted under it.
    judge: 'single',
    ...extra,
  };
}

function run(
  options: Partial<ActionRunOptions> & { inputs: Record<string, string>; payload: unknown },
): Promise<ActionRun> {
  return runAction({ eventName: 'pull_request', workspace: repo.work, apiUrl: github.url, ...options });
}

/** The annotations the runner would make: workflow-command lines outside the stop-commands sections. */
function annotations(out: string, kind: 'error' | 'warning'): string[] {
  let resumeToken: string | null = null;
  return out.split('\n').filter((line) => {
    if (resumeToken !== null) {
      if (line === `::${resumeToken}::`) resumeToken = null;
      return false;
    }
    if (line.startsWith('::stop-commands::')) {
      resumeToken = line.slice('::stop-commands::'.length);
      return false;
    }
    return line.startsWith(`::${kind}`);
  });
}

describe('merge mode', () => {
  test('an improving PR is merged into trunk and pushed; comment, status, outputs and summary say so', async () => {
    const head = openPullRequest('arbor/n1-better', { 'solution.txt': '7\n' });
    const result = await run({ inputs: gateInputs('merge'), payload: prPayload(head, 'arbor/n1-better') });
    expect(annotations(result.stdout, 'error')).toEqual([]);
    expect(result.exitCode).toBe(0);

    const trunk = repo.remoteSha(TRUNK)!;
    expect(git(repo.remote, ['rev-list', '--parents', '-n', '1', trunk]).split(' ')).toContain(head);
    expect(result.outputs).toMatchObject({
      decision: 'merged',
      merged: 'true',
      'merge-sha': trunk,
      score: '7',
      'reference-score': '5',
    });
    expect(JSON.parse(result.outputs.verdict!)).toMatchObject({ decision: 'merged', source: { sha: head } });

    const comments = github.commentsOn(PR_NUMBER);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body.startsWith(commentMarker('merge'))).toBe(true);
    expect(comments[0]!.body).toContain(`PR #${PR_NUMBER} was merged into \`${TRUNK}\``);
    expect(comments[0]!.body).toContain(`merge commit \`${trunk.slice(0, 12)}\``);
    expect(comments[0]!.body).toContain(`https://github.com/${REPOSITORY}/actions/runs/4242`);

    expect(github.statuses).toEqual([
      expect.objectContaining({
        sha: head,
        state: 'success',
        context: 'arbor-gate/merge',
        target_url: `https://github.com/${REPOSITORY}/actions/runs/4242`,
      }),
    ]);
    expect(github.statuses[0]!.description.length).toBeLessThanOrEqual(140);
    expect(result.summary).toContain('was merged into');
    expect(result.stdout).toContain(`::add-mask::${TOKEN}`);
    expect(github.requests.every((r) => r.headers.authorization === `token ${TOKEN}`)).toBe(true);
  });

  test('a regressing PR is rejected: the job fails, the comment says why, trunk does not move', async () => {
    const trunkBefore = repo.remoteSha(TRUNK);
    const head = openPullRequest('arbor/n2-worse', { 'solution.txt': '3\n' });
    const result = await run({ inputs: gateInputs('merge'), payload: prPayload(head, 'arbor/n2-worse') });
    expect(result.exitCode).toBe(1);
    expect(annotations(result.stdout, 'error')).toHaveLength(1);
    expect(annotations(result.stdout, 'error')[0]).toMatch(/rejected \(not_improved\)/);
    expect(repo.remoteSha(TRUNK)).toBe(trunkBefore);
    expect(result.outputs).toMatchObject({ decision: 'rejected', merged: 'false', 'merge-sha': '' });
    const body = github.commentsOn(PR_NUMBER)[0]!.body;
    expect(body).toMatch(/was rejected/);
    expect(body).toMatch(/\*\*not_improved\*\*/);
    expect(github.statuses[0]).toMatchObject({ sha: head, state: 'failure' });
  });

  test('a fork is never merged without allow-forks; nothing is evaluated or pushed', async () => {
    const trunkBefore = repo.remoteSha(TRUNK);
    const head = openPullRequest('arbor/n3-fork', { 'solution.txt': '9\n' });
    const result = await run({
      inputs: gateInputs('merge'),
      payload: prPayload(head, 'arbor/n3-fork', 'mallory/Hello-World'),
      eventName: 'pull_request_target',
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.decision).toBe('rejected');
    expect(JSON.parse(result.outputs.verdict!).reasons[0].code).toBe('fork_refused');
    expect(github.commentsOn(PR_NUMBER)[0]!.body).toMatch(/fork mallory\/Hello-World.*pull_request_target/s);
    expect(repo.remoteSha(TRUNK)).toBe(trunkBefore);
    expect(result.stdout).not.toContain('eval attempt');
  });
});

describe('verify mode and the sticky comment', () => {
  test('a second run updates the same comment instead of adding one', async () => {
    const head = openPullRequest('arbor/n1-better', { 'solution.txt': '7\n' });
    const payload = prPayload(head, 'arbor/n1-better');
    expect((await run({ inputs: gateInputs('verify'), payload })).exitCode).toBe(0);
    expect((await run({ inputs: gateInputs('verify'), payload })).exitCode).toBe(0);
    expect(github.commentsOn(PR_NUMBER)).toHaveLength(1);
    expect(github.requests.filter((r) => r.route === 'createComment')).toHaveLength(1);
    expect(github.requests.filter((r) => r.route === 'updateComment')).toHaveLength(1);
    expect(repo.remoteSha(TRUNK)).toBe(repo.sha(TRUNK));
  });

  test('the marker comment on the second page of 120+ comments is found and updated', async () => {
    github.seedComments(
      PR_NUMBER,
      Array.from({ length: 120 }, (_, i) => `discussion ${i} @someone`),
    );
    const head = openPullRequest('arbor/n1-better', { 'solution.txt': '7\n' });
    const payload = prPayload(head, 'arbor/n1-better');
    await run({ inputs: gateInputs('verify'), payload });
    await run({ inputs: gateInputs('verify'), payload });
    const ours = github.commentsOn(PR_NUMBER).filter((c) => c.body.startsWith(commentMarker('verify')));
    expect(ours).toHaveLength(1);
    expect(github.commentsOn(PR_NUMBER)).toHaveLength(121);
    const secondRunLists = github.requests.filter((r) => r.route === 'listComments').slice(-2);
    expect(secondRunLists.map((r) => r.query.get('page') ?? '1')).toEqual(['1', '2']);
  });

  test('a 403 on the comment is a warning: the job passes and the summary is still written', async () => {
    github.fail('listComments', { status: 403, message: 'Resource not accessible by integration' });
    const head = openPullRequest('arbor/n1-better', { 'solution.txt': '7\n' });
    const result = await run({ inputs: gateInputs('verify'), payload: prPayload(head, 'arbor/n1-better') });
    expect(result.exitCode).toBe(0);
    expect(annotations(result.stdout, 'warning').join('\n')).toMatch(/403/);
    expect(annotations(result.stdout, 'error')).toEqual([]);
    expect(result.summary).toMatch(/improves on/);
    expect(github.statuses).toHaveLength(1);
  });

  test('a 502 is retried, and a secondary rate limit waits for retry-after', async () => {
    github.fail('createComment', { status: 502, message: 'Bad Gateway' });
    github.fail('createStatus', {
      status: 403,
      message: 'You have exceeded a secondary rate limit.',
      headers: { 'retry-after': '1' },
    });
    const head = openPullRequest('arbor/n1-better', { 'solution.txt': '7\n' });
    const result = await run({ inputs: gateInputs('verify'), payload: prPayload(head, 'arbor/n1-better') });
    expect(result.exitCode).toBe(0);
    expect(github.requests.filter((r) => r.route === 'createComment').map((r) => r.status)).toEqual([
      502, 201,
    ]);
    const [limited, retried] = github.requests.filter((r) => r.route === 'createStatus');
    expect([limited!.status, retried!.status]).toEqual([403, 201]);
    expect(retried!.receivedAt - limited!.answeredAt).toBeGreaterThanOrEqual(1000);
    expect(github.commentsOn(PR_NUMBER)).toHaveLength(1);
  });
});

describe('when GitHub cannot be reached or asked', () => {
  test('without a token, the run says the comment and the status are skipped, and asks GitHub nothing', async () => {
    const head = openPullRequest('arbor/n1-better', { 'solution.txt': '7\n' });
    const result = await run({
      // An allow-list, so the verdict carries no deny-list warning and the token's is the only one.
      inputs: gateInputs('verify', { 'github-token': '', 'editable-paths': 'solution.txt' }),
      payload: prPayload(head, 'arbor/n1-better'),
    });
    expect(result.exitCode).toBe(0);
    expect(annotations(result.stdout, 'warning')).toEqual([
      expect.stringMatching(
        /input github-token is empty: the PR comment and the commit status are skipped; the job summary and the outputs still carry the result/,
      ),
    ]);
    expect(github.requests).toEqual([]);
    expect(result.outputs.decision).toBe('would_merge');
    expect(result.summary).toMatch(/improves on/);
  });

  test('a proxy refusing the tunnel: the warnings name the request, the proxy and the cause; one retry each', async () => {
    let tunnels = 0;
    const proxy = createServer((_req, res) => res.writeHead(403).end());
    proxy.on('connect', (_req, socket) => {
      tunnels++;
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const head = openPullRequest('arbor/n1-better', { 'solution.txt': '7\n' });
      const result = await run({
        inputs: gateInputs('verify', { 'editable-paths': 'solution.txt' }),
        payload: prPayload(head, 'arbor/n1-better'),
        apiUrl: 'https://api.github.com',
        extraEnv: { HTTPS_PROXY: proxyUrl },
      });
      expect(result.exitCode).toBe(0);
      const warnings = annotations(result.stdout, 'warning');
      expect(warnings).toEqual([
        expect.stringMatching(
          /PR comment: .*GET https:\/\/api\.github\.com\/repos\/Codertocat\/Hello-World\/issues\/2\/comments/,
        ),
        expect.stringMatching(
          /commit status: .*POST https:\/\/api\.github\.com\/repos\/Codertocat\/Hello-World\/statuses\//,
        ),
      ]);
      for (const warning of warnings) {
        expect(warning).toContain(`through the proxy ${proxyUrl}`);
        expect(warning).toMatch(/Proxy response \(403\) !== 200 when HTTP Tunneling/);
      }
      // Two requests, each tried twice; the retry plugin's backoff alone would make it four each.
      expect(tunnels).toBe(4);
    } finally {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });
});

describe('what the evaluated code can do', () => {
  test('200 KB of output with workflow commands: commands are not interpreted, the comment stays under the limit', async () => {
    const noisy = [
      '#!/bin/sh',
      'echo "::set-output name=decision::hacked"',
      'echo "::add-mask::7"',
      'echo "::error::pwned by the branch"',
      'echo "hello @octocat, mail dev@example.com"',
      'echo "\\`\\`\\`"',
      'i=0; while [ $i -lt 2500 ]; do echo "progress line $i ................................................................"; i=$((i+1)); done',
      '',
    ].join('\n');
    const head = openPullRequest('arbor/n4-noisy', { 'solution.txt': '7\n', 'noisy.sh': noisy });
    const result = await run({
      inputs: gateInputs('verify', { 'eval-cmd-test': `sh {cwd}/noisy.sh; ${EVAL_CMD}` }),
      payload: prPayload(head, 'arbor/n4-noisy'),
    });
    expect(result.exitCode).toBe(0);
    expect(result.outputs.decision).toBe('would_merge');

    const lines = result.stdout.split('\n');
    const start = lines.findIndex((l) => l.startsWith('::stop-commands::'));
    const token = lines[start]!.slice('::stop-commands::'.length);
    const end = lines.indexOf(`::${token}::`);
    expect(token).toMatch(/^arbor-gate-[0-9a-f]{32}$/);
    for (const injected of [
      '::set-output name=decision::hacked',
      '::add-mask::7',
      '::error::pwned by the branch',
    ]) {
      const at = lines.indexOf(injected);
      expect(at).toBeGreaterThan(start);
      expect(at).toBeLessThan(end);
    }
    expect(annotations(result.stdout, 'error')).toEqual([]);
    expect(result.stdout.length).toBeGreaterThan(200_000);

    const body = github.commentsOn(PR_NUMBER)[0]!.body;
    expect(body.length).toBeLessThan(65_536);
    expect(body).toContain('@\u200Doctocat');
    expect(body).toContain('dev@example.com');
    expect(body).toMatch(/\[Run log\]\(https:\/\/github\.com\//);
  });

  test('the token is absent from the evaluated command environment, and (isolated) from every process it can read', async () => {
    // Open to every user, so that an isolated evaluation (another account) can write what it saw; outside
    // /tmp, since an isolated evaluation has a /tmp of its own.
    mkdirSync(join(PROJECT_ROOT, 'build'), { recursive: true });
    const dumps = mkdtempSync(join(PROJECT_ROOT, 'build', 'arbor-gate-dump-'));
    chmodSync(dumps, 0o777);
    const dump = join(dumps, 'env-dump.txt');
    const environs = join(dumps, 'environs.txt');
    try {
      const head = openPullRequest('arbor/n1-better', { 'solution.txt': '7\n' });
      const readAll = `for f in /proc/[0-9]*/environ; do tr '\\0' '\\n' < "$f"; done > ${environs} 2>/dev/null`;
      const result = await run({
        inputs: gateInputs('verify', { 'eval-cmd-test': `env > "$ENV_DUMP"; ${readAll}; ${EVAL_CMD}` }),
        payload: prPayload(head, 'arbor/n1-better'),
        extraEnv: { ENV_DUMP: dump, GITHUB_TOKEN: TOKEN },
      });
      expect(result.exitCode).toBe(0);
      const seen = readFileSync(dump, 'utf8');
      expect(seen).toContain('ARBOR_NODE_ID=');
      expect(seen).not.toContain(TOKEN);
      expect(seen).not.toContain(Buffer.from(TOKEN).toString('base64').slice(0, 20));
      expect(seen).not.toMatch(/^INPUT_/m);
      expect(seen).not.toMatch(/^GITHUB_(?:OUTPUT|STEP_SUMMARY|ENV|PATH|STATE)=/m);
      expect(JSON.stringify(github.requests.map((r) => r.body))).not.toContain(TOKEN);
      // As root (CI), the default eval-isolation auto runs the evaluation as another user: the token the
      // Action holds in its own environment (INPUT_GITHUB-TOKEN) is in no environment the evaluation
      // can read, and so nowhere in what it could print.
      const verdict = JSON.parse(result.outputs.verdict ?? '{}') as { isolation: string };
      if (process.geteuid?.() === 0) {
        expect(['user', 'user+pidns']).toContain(verdict.isolation);
        const everything = readFileSync(environs, 'utf8');
        expect(everything).toContain('ARBOR_NODE_ID=');
        // The Action's own `::add-mask::` line is the one place the log names the token, to the runner.
        const log = result.stdout.replace(/^::add-mask::.*$/gm, '');
        for (const text of [everything, log, result.summary, JSON.stringify(result.outputs)])
          expect(text).not.toContain(TOKEN);
        expect(result.summary).toContain(`Isolation: ${verdict.isolation}`);
      } else {
        expect(verdict.isolation).toBe('none');
      }
    } finally {
      rmSync(dumps, { recursive: true, force: true });
    }
  });
});

describe('bad input', () => {
  test('a non-numeric score input fails the job with one annotation naming the input', async () => {
    const head = openPullRequest('arbor/n1-better', { 'solution.txt': '7\n' });
    const result = await run({
      inputs: gateInputs('verify', { 'test-trunk-score': 'high' }),
      payload: prPayload(head, 'arbor/n1-better'),
    });
    expect(result.exitCode).toBe(1);
    const errors = annotations(result.stdout, 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/input test-trunk-score: expected a finite number/);
    expect(result.outputs.decision).toBe('error');
    expect(github.statuses).toEqual([expect.objectContaining({ sha: head, state: 'error' })]);
    expect(github.commentsOn(PR_NUMBER)[0]!.body).toMatch(
      /arbor-gate verify: error[\s\S]*input test-trunk-score/,
    );
  });

  test.each([
    [
      { mode: 'deploy' },
      /^::error::input mode must be one of merge, verify, report, check, resume, recover, finalize/,
    ],
    [
      { 'eval-cmd-test': '' },
      /^::error::no evaluation command: pass input eval-cmd-test or set meta\.eval_cmd_test/,
    ],
    [
      { 'eval-isolation': 'sandbox' },
      /^::error::input eval-isolation: expected auto, user, rootless, none, got "sandbox"$/,
    ],
    [{ 'eval-user': 'Eval User' }, /^::error::input eval-user: "Eval User" is not a valid account name/],
  ])('%j fails the job with one annotation naming the input', async (override, expected) => {
    const head = openPullRequest('arbor/n1-better', { 'solution.txt': '7\n' });
    const result = await run({
      inputs: { ...gateInputs('merge'), ...override },
      payload: prPayload(head, 'arbor/n1-better'),
    });
    expect(result.exitCode).toBe(1);
    expect(annotations(result.stdout, 'error')).toEqual([expect.stringMatching(expected)]);
  });

  test('a gate mode on an event without a pull request names input source', async () => {
    const result = await run({ inputs: gateInputs('verify'), payload: {}, eventName: 'schedule' });
    expect(result.exitCode).toBe(1);
    expect(annotations(result.stdout, 'error')).toEqual([
      expect.stringMatching(/input source: .*schedule event/),
    ]);
  });
});

const fixture = join(FIXTURES, 'knn_speedup');
describeWithFixtures('report mode on a fixture session', () => {
  test('writes REPORT.md and puts it in the job summary', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'arbor-gate-report-'));
    try {
      cpSync(fixture, workspace, { recursive: true });
      const result = await run({
        inputs: {
          mode: 'report',
          'github-token': TOKEN,
          'working-directory': workspace,
          session: '.arbor/sessions/knn_speedup',
        },
        payload: {},
        eventName: 'workflow_dispatch',
        workspace,
      });
      expect(annotations(result.stdout, 'error')).toEqual([]);
      expect(result.exitCode).toBe(0);
      const reportPath = join(workspace, '.arbor/sessions/knn_speedup/REPORT.md');
      expect(result.outputs).toMatchObject({ decision: 'ok', 'report-path': reportPath });
      expect(result.summary).toContain('arbor-gate report: ok');
      expect(result.summary).toContain(
        readFileSync(reportPath, 'utf8')
          .split('\n')
          .find((l) => l.startsWith('#'))!,
      );
      expect(github.requests).toEqual([]);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});

describeWithFixtures('check mode on a fixture session', () => {
  test('INVALID artifacts fail the job and the summary lists the problems', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'arbor-gate-check-'));
    try {
      cpSync(fixture, workspace, { recursive: true });
      const result = await run({
        inputs: {
          mode: 'check',
          'working-directory': workspace,
          'run-name': 'knn_speedup',
          'require-run-stats': 'true',
        },
        payload: {},
        eventName: 'schedule',
        workspace,
      });
      expect(result.exitCode).toBe(1);
      expect(result.outputs.decision).toBe('invalid');
      expect(JSON.parse(result.outputs.verdict!)).toMatchObject({
        mode: 'check',
        exit_code: 1,
        result: { ok: false },
      });
      expect(result.summary).toMatch(/arbor-gate check: invalid\n\n- .*run_stats\.json/);
      expect(annotations(result.stdout, 'error')).toEqual([expect.stringMatching(/check: invalid/)]);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});

describe('the self-test workflow scenario (explicit source and target, no pull request)', () => {
  test('verify, merge and reject on the generated repository, as .github/workflows/self-test.yml does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbor-gate-self-test-'));
    try {
      execFileSync('bash', [join(import.meta.dirname, 'make-self-test-repo.sh'), dir]);
      const work = join(dir, 'work');
      const inputs = (mode: string, source: string, trunkScore: string) => ({
        mode,
        'working-directory': work,
        source,
        target: 'arbor/trunk',
        'node-id': source.slice('arbor/'.length, 'arbor/'.length + 2),
        'eval-cmd-test': 'sh eval.sh',
        'test-trunk-score': trunkScore,
        comment: 'false',
        status: 'false',
        'allow-forks': 'true',
      });
      const dispatch = { payload: {}, eventName: 'workflow_dispatch', workspace: work };
      const improving = await run({ inputs: inputs('verify', 'arbor/n1-improve', '0.5'), ...dispatch });
      expect(improving.outputs.decision).toBe('would_merge');
      const merged = await run({ inputs: inputs('merge', 'arbor/n1-improve', '0.5'), ...dispatch });
      expect(merged.exitCode).toBe(0);
      expect(git(join(dir, 'remote.git'), ['rev-parse', 'arbor/trunk'])).toBe(merged.outputs['merge-sha']);
      const regressing = await run({ inputs: inputs('verify', 'arbor/n2-regress', '0.9'), ...dispatch });
      expect(regressing.exitCode).toBe(1);
      expect(regressing.outputs.decision).toBe('rejected');
      expect(github.requests).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('on Node 24 (the runtime action.yml declares)', () => {
  const { bin, reason } = process.env.ARBOR_GATE_SKIP_NODE24
    ? { bin: null, reason: 'ARBOR_GATE_SKIP_NODE24 is set' }
    : node24();
  if (bin === null) console.log(`skipping the Node 24 smoke test: ${reason}`);
  (bin === null ? test.skip : test)('the bundle merges an improving PR', async () => {
    expect(execFileSync(bin!, ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./);
    const head = openPullRequest('arbor/n1-better', { 'solution.txt': '7\n' });
    const result = await run({
      inputs: gateInputs('merge'),
      payload: prPayload(head, 'arbor/n1-better'),
      node: bin!,
    });
    expect(result.exitCode).toBe(0);
    expect(result.outputs.merged).toBe('true');
    expect(github.commentsOn(PR_NUMBER)).toHaveLength(1);
  });
});
