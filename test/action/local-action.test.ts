/**
 * The Action run by GitHub's own local runner, `@github/local-action` (it imports the logic module,
 * src/action/main.ts, with @actions/core and @actions/github replaced by its stubs, and calls the
 * exported `run()`), against the loopback GitHub and a real repository with a bare remote. It must run
 * the Action exactly once: one merge, one comment written, one commit status. When the entry module
 * also ran the Action on import, this runner ran it twice: the second run overwrote the comment with
 * "already merged" and set a second status.
 */
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commentMarker } from '../../src/github/comment.js';
import { pullRequestPayload, runnerVariables } from '../helpers/action-runner.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { EVAL_CMD, GateRepo, git, TRUNK } from '../helpers/gate-repo.js';
import { openPullRequest } from '../helpers/pull-request.js';

const ROOT = join(import.meta.dirname, '..', '..');
const LOCAL_ACTION = join(ROOT, 'node_modules', '@github', 'local-action', 'bin', 'local-action.js');
const REPOSITORY = 'Codertocat/Hello-World';
const PR = 2;

let repo: GateRepo;
let github: FakeGitHub;
let dir: string;

beforeEach(async () => {
  repo = GateRepo.create({ score: 5 });
  github = await startFakeGitHub();
  dir = mkdtempSync(join(tmpdir(), 'arbor-gate-local-action-'));
});
afterEach(async () => {
  await github.close();
  await repo.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** A dotenv file as local-action reads it: the step's inputs and the runner's variables. */
function dotenv(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join('\n');
}

function runLocalAction(envFile: string): Promise<{ code: number | null; output: string }> {
  // local-action passes its arguments to a shell unquoted: the paths here have no spaces.
  const child = spawn(process.execPath, [LOCAL_ACTION, 'run', ROOT, 'src/action/main.ts', envFile], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? dir, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

test('@github/local-action runs the Action once: one merge, one comment, one status', async () => {
  const head = openPullRequest(repo, PR, 'arbor/n1-better', { 'solution.txt': '7\n' });
  const eventPath = join(dir, 'event.json');
  const summaryPath = join(dir, 'summary.md');
  writeFileSync(
    eventPath,
    JSON.stringify(
      pullRequestPayload({
        number: PR,
        headSha: head,
        headRef: 'arbor/n1-better',
        headRepo: REPOSITORY,
        baseRef: TRUNK,
        baseRepo: REPOSITORY,
      }),
    ),
  );
  writeFileSync(summaryPath, '');
  const envFile = join(dir, 'action.env');
  writeFileSync(
    envFile,
    dotenv({
      INPUT_MODE: 'merge',
      'INPUT_GITHUB-TOKEN': 'ghs_localActionToken1234567890',
      'INPUT_WORKING-DIRECTORY': repo.work,
      'INPUT_EVAL-CMD-TEST': EVAL_CMD,
      'INPUT_TRUNK-BRANCH': TRUNK,
      'INPUT_EVAL-RETRIES': '0',
      ...runnerVariables({
        eventName: 'pull_request',
        eventPath,
        repository: REPOSITORY,
        apiUrl: github.url,
        workspace: repo.work,
        summaryPath,
        runnerTemp: dir,
      }),
    }),
  );

  const { code, output } = await runLocalAction(envFile);
  // On a failure, the end of what local-action printed (its banner, the Action's log, the outputs).
  expect({ code, output: output.slice(-4000) }).toMatchObject({ code: 0 });
  expect(output).toContain('Running Action');
  expect(output).toMatch(/set-output name=decision::merged/);
  expect(output.match(/set-output name=decision::/g)).toHaveLength(1);

  const trunk = repo.remoteSha(TRUNK)!;
  expect(git(repo.remote, ['rev-list', '--parents', '-n', '1', trunk]).split(' ')).toEqual([
    trunk,
    expect.any(String),
    head,
  ]);
  const writes = github.requests.filter((r) => r.route === 'createComment' || r.route === 'updateComment');
  expect(writes.map((r) => r.route)).toEqual(['createComment']);
  const comments = github.commentsOn(PR);
  expect(comments).toHaveLength(1);
  expect(comments[0]!.body.startsWith(commentMarker('merge'))).toBe(true);
  expect(comments[0]!.body).toContain(`was merged into \`${TRUNK}\``);
  expect(comments[0]!.body).not.toMatch(/already merged/i);
  expect(github.statuses).toEqual([expect.objectContaining({ sha: head, state: 'success' })]);
  expect(readFileSync(summaryPath, 'utf8')).toContain('was merged into');
}, 180_000);
