/**
 * Issue 37 item 16: a `gh-readonly-queue/<trunk>/pr-<N>-<sha>` branch that a pull request's author
 * pushed, pointed at a worse commit of their own PR, made that commit the step the PR's merge-queue
 * entry was judged on. Through the Action's entry (compiled from src/) on `merge_group` against the
 * loopback GitHub, on a real repository with a bare remote: the gate tells that GitHub did not build
 * that branch (it lies in the PR's own history), sets it aside, says so in one warning, and judges
 * the entry on the group's base. A pull request opened from a branch named as a queue branch is
 * flagged too (GitHub's merge queue opens none).
 */
import { expect, test } from '@jest/globals';
import { mergeGroupPayload, pullRequestPayload, type ActionRun } from '../helpers/action-runner.js';
import { TRUNK } from '../helpers/gate-repo.js';
import { QUEUE_REPOSITORY, useQueueAction } from '../helpers/queue-action.js';

const TOKEN = 'ghs_' + 'QueueOriginT0ken0123456789abcdefGHIJ';
const KEY = 'queue-origin-ledger-key-0123456789abcdef';
const action = useQueueAction({ token: TOKEN, ledgerKey: KEY });

/** A run that reads the step's score at once (the step's own run is never in flight here). */
const runOnRunner = (eventName: string, payload: unknown) =>
  action.run(eventName, payload, { 'queue-wait': '1' });

const verdictOf = (run: ActionRun) => JSON.parse(run.outputs.verdict ?? '{}');

test("a queue branch pushed at a worse commit of the PR's own history is not the entry's step", async () => {
  const base = action.repo.remoteSha(TRUNK)!;
  // PR #21: a worse commit on the way (3), then its head (4); trunk scores 5.
  const worse = action.repo.commitTree(base, { 'solution.txt': '3\n' }, 'try something');
  const prHead = action.repo.commitTree(worse, { 'solution.txt': '4\n' }, 'better');
  action.repo.git(['push', '-q', 'origin', `${prHead}:refs/heads/agent/pr-21`]);
  // GitHub's entry: the PR merged onto the group's base, on its queue branch named after the PR's head.
  const entry = action.repo.git([
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
  action.repo.git(['push', '-q', 'origin', `${entry}:refs/heads/${entryBranch}`]);
  // The author's own queue branch, at the worse commit: a step between the base and the entry's head.
  action.repo.git([
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
  const base = action.repo.remoteSha(TRUNK)!;
  const head = action.repo.commitTree(base, { 'solution.txt': '6\n' }, 'better');
  const branch = `gh-readonly-queue/${TRUNK}/pr-7-${head}`;
  action.repo.git(['push', '-q', 'origin', `${head}:refs/heads/${branch}`]);
  const run = await runOnRunner(
    'pull_request',
    pullRequestPayload({
      number: 7,
      headSha: head,
      headRef: branch,
      headRepo: QUEUE_REPOSITORY,
      baseRef: TRUNK,
      baseRepo: QUEUE_REPOSITORY,
    }),
  );
  const verdict = verdictOf(run);
  expect(verdict.decision).toBe('would_merge');
  expect((verdict.warnings as string[]).filter((w) => w.includes('GitHub did not create it'))).toHaveLength(
    1,
  );
}, 300_000);
