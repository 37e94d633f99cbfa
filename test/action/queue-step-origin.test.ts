/**
 * Issue 37 item 16: a `gh-readonly-queue/<trunk>/pr-<N>-<sha>` branch that a pull request's author
 * pushed, pointed at a worse commit of their own PR, made that commit the step the PR's merge-queue
 * entry was judged on. Through the Action's entry (compiled from src/) on `merge_group` against the
 * loopback GitHub, on a real repository with a bare remote: the gate tells that GitHub did not build
 * that branch (it lies in the PR's own history), sets it aside, says so in one warning, and judges
 * the entry on the group's base. A pull request opened from a branch named as a queue branch is
 * flagged too (GitHub's merge queue opens none).
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { join } from 'node:path';
import {
  mergeGroupPayload,
  pullRequestPayload,
  runAction,
  type ActionRun,
} from '../helpers/action-runner.js';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { git, GateRepo, RUN_NAME, TRUNK } from '../helpers/gate-repo.js';

const REPOSITORY = 'Codertocat/Hello-World';
const TOKEN = 'ghs_' + 'QueueOriginT0ken0123456789abcdefGHIJ';
const KEY = 'queue-origin-ledger-key-0123456789abcdef';

let compiled: CompiledSource;
let repo: GateRepo;
let github: FakeGitHub;
let runners = 0;
beforeAll(() => {
  compiled = compileSource();
}, 300_000);
afterAll(() => compiled.remove());
beforeEach(async () => {
  repo = GateRepo.create({ score: 5, session: { tracked: true, meta: { test_trunk_score: 5 } } });
  repo.git(['push', '-q', 'origin', TRUNK]);
  github = await startFakeGitHub();
});
afterEach(async () => {
  await github.close();
  await repo.cleanup();
});

function runOnRunner(eventName: string, payload: unknown): Promise<ActionRun> {
  const workspace = join(repo.root, `runner-${++runners}`);
  git(repo.root, ['clone', '-q', repo.remote, workspace]);
  return runAction({
    entry: join(compiled.dir, 'index.js'),
    eventName,
    workspace,
    apiUrl: github.url,
    repository: REPOSITORY,
    payload,
    inputs: {
      mode: 'verify',
      'github-token': TOKEN,
      'working-directory': workspace,
      'run-name': RUN_NAME,
      'trunk-branch': TRUNK,
      'eval-retries': '0',
      'eval-isolation': 'none',
      'ledger-key': KEY,
      'ledger-push': 'true',
      'queue-wait': '1',
    },
  });
}

const verdictOf = (run: ActionRun) => JSON.parse(run.outputs.verdict ?? '{}');

test("a queue branch pushed at a worse commit of the PR's own history is not the entry's step", async () => {
  const base = repo.remoteSha(TRUNK)!;
  // PR #21: a worse commit on the way (3), then its head (4); trunk scores 5.
  const worse = repo.commitTree(base, { 'solution.txt': '3\n' }, 'try something');
  const prHead = repo.commitTree(worse, { 'solution.txt': '4\n' }, 'better');
  repo.git(['push', '-q', 'origin', `${prHead}:refs/heads/agent/pr-21`]);
  // GitHub's entry: the PR merged onto the group's base, on its queue branch named after the PR's head.
  const entry = repo.git([
    'commit-tree',
    `${prHead}^{tree}`,
    '-p',
    base,
    '-p',
    prHead,
    '-m',
    'Merge pull request #21',
  ]);
  const entryBranch = `gh-readonly-queue/${TRUNK}/pr-21-${prHead}`;
  repo.git(['push', '-q', 'origin', `${entry}:refs/heads/${entryBranch}`]);
  // The author's own queue branch, at the worse commit: a step between the base and the entry's head.
  repo.git([
    'push',
    '-q',
    'origin',
    `${worse}:refs/heads/gh-readonly-queue/${TRUNK}/pr-99-${'d'.repeat(40)}`,
  ]);

  const run = await runOnRunner(
    'merge_group',
    mergeGroupPayload({
      headSha: entry,
      headRef: `refs/heads/${entryBranch}`,
      baseSha: base,
      baseRef: `refs/heads/${TRUNK}`,
    }),
  );
  const verdict = verdictOf(run);
  // Judged on the group's base (5), not on the author's commit (3): 4 does not improve.
  expect(verdict.merge_group).toEqual({ pr: 21, step: { sha: base, kind: 'base', pr: null } });
  expect(verdict.decision).toBe('rejected');
  expect(run.exitCode).toBe(1);
  const warning = (verdict.warnings as string[]).filter((w) => w.includes('not taken as this entry'));
  expect(warning).toEqual([
    `the queue branch of PR #99 at ${worse.slice(0, 12)} was not taken as this entry's step: a commit of ` +
      "PR #21's own history, not an entry GitHub built; restrict gh-readonly-queue/** creation in a ruleset",
  ]);
}, 300_000);

test('a pull request whose head branch is named as a queue branch is flagged: GitHub opens none', async () => {
  const base = repo.remoteSha(TRUNK)!;
  const head = repo.commitTree(base, { 'solution.txt': '6\n' }, 'better');
  const branch = `gh-readonly-queue/${TRUNK}/pr-7-${head}`;
  repo.git(['push', '-q', 'origin', `${head}:refs/heads/${branch}`]);
  const run = await runOnRunner(
    'pull_request',
    pullRequestPayload({
      number: 7,
      headSha: head,
      headRef: branch,
      headRepo: REPOSITORY,
      baseRef: TRUNK,
      baseRepo: REPOSITORY,
    }),
  );
  const verdict = verdictOf(run);
  expect(verdict.decision).toBe('would_merge');
  expect((verdict.warnings as string[]).filter((w) => w.includes('GitHub did not create it'))).toHaveLength(
    1,
  );
}, 300_000);
