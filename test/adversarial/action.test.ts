/**
 * Adversarial suite, the Action (issue 5, threats 5 and 6): the bundled `dist/index.js` run as a runner
 * runs it, against a loopback GitHub API, with an evaluator that attacks the log, the PR comment, the
 * summary and the credentials the runner leaves around.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commentMarker } from '../../src/github/comment.js';
import { ACTION_ENTRY, pullRequestPayload, runAction, type ActionRun } from '../helpers/action-runner.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { EVAL_CMD, GateRepo, git, TRUNK } from '../helpers/gate-repo.js';

const TOKEN = 'ghs_' + 'Adv3rsar1alT0kenValue0123456789abcd';
const TOKEN_B64 = Buffer.from(TOKEN).toString('base64');
const BASIC_B64 = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
const PR = 7;

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

/** An experiment branch with these files, pushed as the branch and as refs/pull/N/head; returns the payload. */
function pullRequest(
  branch: string,
  files: Record<string, string>,
  headRepo = 'Codertocat/Hello-World',
): unknown {
  const sha = repo.commit(branch, files, { push: true });
  repo.git(['push', '-q', 'origin', `${sha}:refs/pull/${PR}/head`]);
  return pullRequestPayload({
    number: PR,
    headSha: sha,
    headRef: branch,
    headRepo,
    baseRef: TRUNK,
    baseRepo: 'Codertocat/Hello-World',
  });
}

function verify(
  payload: unknown,
  evalCmd: string,
  extraEnv: Record<string, string> = {},
  mode: 'verify' | 'merge' = 'verify',
  extraInputs: Record<string, string> = {},
): Promise<ActionRun> {
  return runAction({
    eventName: 'pull_request',
    workspace: repo.work,
    apiUrl: github.url,
    payload,
    extraEnv,
    inputs: {
      mode,
      'github-token': TOKEN,
      'working-directory': repo.work,
      'eval-cmd-test': evalCmd,
      'trunk-branch': TRUNK,
      'protected-paths': 'eval.sh',
      'eval-retries': '0',
      'eval-timeout': '60',
      comment: 'true',
      summary: 'true',
      ...extraInputs,
    },
  });
}

/** Workflow-command lines the runner would act on: those outside every stop-commands section. */
function liveCommands(out: string): string[] {
  let resume: string | null = null;
  return out.split('\n').filter((line) => {
    if (resume !== null) {
      if (line === `::${resume}::`) resume = null;
      return false;
    }
    if (line.startsWith('::stop-commands::')) {
      resume = line.slice('::stop-commands::'.length);
      return false;
    }
    return /^::[a-z-]+/.test(line) && !/^::(group|endgroup)::/.test(line);
  });
}

/** The job log as the runner shows it, minus the `::add-mask::<secret>` lines by which the Action registers its own secrets. */
function logWithoutMaskCommands(result: ActionRun): string {
  return `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}

const HOSTILE_SH = [
  '#!/bin/sh',
  `echo "leak ${TOKEN}"`,
  `echo "leak64 ${TOKEN_B64}"`,
  `echo "leakbasic ${BASIC_B64}"`,
  'echo "::stop-commands::guess"',
  'echo "::error::after a guessed stop"',
  'echo "::guess::"',
  'echo "::arbor-gate-00000000000000000000000000000000::"',
  'echo "::set-output name=decision::merged"',
  'echo "::add-mask::5"',
  'echo "::warning::pwned"',
  "echo '```'",
  "echo '````````'",
  "echo '~~~'",
  "echo '</details></pre><img src=x onerror=alert(1)><script>alert(1)</script>'",
  "echo 'ping @org/team and @octocat and @Codertocat'",
  `head -c 70000 /dev/zero | tr '\\0' 'W'; echo`,
  '',
].join('\n');

describe('threat 6: the log, comment and summary under hostile output', () => {
  test('no workflow command is live, the comment stays inert and within limits, secrets are redacted everywhere', async () => {
    const payload = pullRequest('arbor/hostile', { 'solution.txt': '7\n', 'hostile.sh': HOSTILE_SH });
    const result = await verify(payload, `sh {cwd}/hostile.sh; ${EVAL_CMD}`);
    expect(result.exitCode).toBe(0);
    expect(result.outputs.decision).toBe('would_merge');
    expect(
      liveCommands(result.stdout).filter(
        (l) => !l.startsWith('::add-mask::') && !/^::(debug|notice)::/.test(l),
      ),
    ).toEqual([]);

    const body = github.commentsOn(PR)[0]?.body ?? '';
    const report =
      result.outputs['report-path'] && existsSync(result.outputs['report-path'])
        ? readFileSync(result.outputs['report-path'], 'utf8')
        : '';
    for (const [where, text] of [
      ['log', logWithoutMaskCommands(result)],
      ['comment', body],
      ['summary', result.summary],
      ['REPORT.md', report],
    ] as const) {
      expect({ where, leaks: [TOKEN, TOKEN_B64, BASIC_B64].filter((s) => text.includes(s)) }).toEqual({
        where,
        leaks: [],
      });
    }
    expect(body.length).toBeLessThan(65_536);
    expect(body).not.toMatch(/(^|[^\u200D\w])@org\/team/);
    expect(body).not.toMatch(/(^|[^\u200D\w])@octocat/);
    // The hostile HTML and fences sit inside one code block whose fence is longer than any in the log.
    const lines = body.split('\n');
    const open = lines.findIndex((l) => /^`{9,}/.test(l));
    expect(open).toBeGreaterThan(-1);
    const fence = (/^`+/.exec(lines[open] as string) as RegExpExecArray)[0];
    const close = lines.findIndex((l, i) => i > open && l === fence);
    const html = lines.findIndex((l) => l.includes('<img src=x'));
    expect(html === -1 || (html > open && html < close)).toBe(true);
    expect(
      lines.filter((l, i) => (i < open || i > close) && /<script|<img|<\/details><\/pre>/.test(l)),
    ).toEqual([]);
  });
});

describe("threat 5: the runner's credentials around the evaluation", () => {
  test("checkout's persisted credentials (v5 extraheader, v6 includeIf file) are not readable by the evaluator", async () => {
    const runnerTemp = join(repo.root, 'runner-temp');
    execFileSync('mkdir', ['-p', runnerTemp]);
    const credentials = join(runnerTemp, 'git-credentials-0a1b.config');
    git(repo.work, [
      'config',
      '--file',
      credentials,
      'http.https://github.com/.extraheader',
      `AUTHORIZATION: basic ${BASIC_B64}`,
    ]);
    git(repo.work, ['config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${BASIC_B64}`]);
    git(repo.work, ['config', `includeIf.gitdir:${join(repo.work, '.git')}/worktrees/*.path`, credentials]);
    const dump = join(repo.root, 'dump.txt');
    const payload = pullRequest('arbor/snoop', { 'solution.txt': '7\n' });
    // Unisolated, the evaluation runs git in a worktree of the repository and the credential guard is the
    // defence (isolated, it has no git and cannot see the checkout: test/adversarial/isolation.test.ts).
    const result = await verify(
      payload,
      `{ git config --list; cat "$(git rev-parse --git-common-dir)/config"; cat ${runnerTemp}/git-credentials-*.config; } > ${dump} 2>&1; ${EVAL_CMD}`,
      {},
      'verify',
      { 'eval-isolation': 'none' },
    );
    expect({ exit: result.exitCode, out: result.exitCode === 0 ? '' : result.stdout.slice(-1500) }).toEqual({
      exit: 0,
      out: '',
    });
    const seen = readFileSync(dump, 'utf8');
    expect(seen).toContain('core.');
    expect(seen).not.toContain(BASIC_B64);
    expect(seen.toLowerCase()).not.toContain('extraheader');
    // Restored afterwards: later steps of the job still push with it.
    expect(git(repo.work, ['config', 'http.https://github.com/.extraheader'])).toContain(BASIC_B64);
    expect(readFileSync(credentials, 'utf8')).toContain(BASIC_B64);
  });

  // Unisolated (eval-isolation: none), the Action process's own environment (its token input) is
  // readable through /proc/<pid>/environ by the evaluated code; isolated, it is not (e2e.test.ts and
  // isolation.test.ts make the attempt).

  test('a comment that someone else planted with the sticky marker is not taken over', async () => {
    const planted = `${commentMarker('verify')}\nMerged! (not really)`;
    github.seedComments(PR, [planted], { login: 'mallory', type: 'User' });
    const payload = pullRequest('arbor/n1', { 'solution.txt': '7\n' });
    const result = await verify(payload, EVAL_CMD);
    expect(result.exitCode).toBe(0);
    const comments = github.commentsOn(PR);
    expect(comments.find((c) => c.user.login === 'mallory')?.body).toBe(planted);
    expect(
      comments.filter((c) => c.user.type === 'Bot').map((c) => c.body.startsWith(commentMarker('verify'))),
    ).toEqual([true]);
  });
});

describe('threat 7: forks under pull_request', () => {
  test("a fork's head is verified with the read-only token but never merged or pushed", async () => {
    const trunk = repo.remoteSha(TRUNK);
    const payload = pullRequest('arbor/from-fork', { 'solution.txt': '9\n' }, 'mallory/Hello-World');
    const verified = await verify(payload, EVAL_CMD);
    expect(verified.outputs.decision).toBe('would_merge');
    const merged = await verify(payload, EVAL_CMD, {}, 'merge');
    expect(merged.exitCode).toBe(1);
    expect(JSON.parse(merged.outputs.verdict ?? '{}').reasons?.[0]?.code).toBe('fork_refused');
    expect(repo.remoteSha(TRUNK)).toBe(trunk);
  });
});
