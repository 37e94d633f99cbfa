/**
 * The trusted side in the Action: a pull request's base branch is chosen by its author, and so are the
 * files of its checkout, so neither names the trunk, the trusted tree, the eval command or the
 * references: only the trunk-branch input does. The Action's entry (compiled from src/, run as a
 * runner runs it) against the loopback GitHub API, on a real repository whose origin is a bare
 * repository: a PR into a branch the attacker prepared, or into main with a tree naming that branch as
 * trunk, is target_refused without trunk-branch.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pullRequestPayload, runAction } from '../helpers/action-runner.js';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { GateRepo, RUN_NAME, sessionTree, TREE_PATH, TRUNK } from '../helpers/gate-repo.js';

const TOKEN = 'ghs_' + 'PrBas3T0kenValue0123456789abcdefGHIJK';
const PR = 5;
const REPOSITORY = 'Codertocat/Hello-World';
const ATTACKER_BASE = 'agent/base';

let compiled: CompiledSource;
let repo: GateRepo;
let github: FakeGitHub;
beforeAll(() => {
  compiled = compileSource();
}, 180_000);
afterAll(() => compiled.remove());
beforeEach(async () => {
  repo = GateRepo.create({ score: 5, session: { tracked: true, meta: { test_trunk_score: 5 } } });
  github = await startFakeGitHub();
});
afterEach(async () => {
  await github.close();
  await repo.cleanup();
});

/** The attacker's tree: trunk is their branch, their evaluator (which leaves a marker), a bar anyone beats. */
function attackerTreeText(marker: string): string {
  const tree = sessionTree({
    tracked: true,
    meta: {
      trunk_branch: ATTACKER_BASE,
      eval_cmd_test: `touch ${marker}; echo '{"score": 999}'`,
      test_trunk_score: -1000,
    },
  });
  return `${JSON.stringify(tree, null, 2)}\n`;
}

/** The Action's entry on the pull_request event of PR #5 from agent/worse at `head` into `baseRef`. */
function runPullRequest(head: string, baseRef: string, inputs: Record<string, string>) {
  return runAction({
    entry: join(compiled.dir, 'index.js'),
    eventName: 'pull_request',
    workspace: repo.work,
    apiUrl: github.url,
    payload: pullRequestPayload({
      number: PR,
      headSha: head,
      headRef: 'agent/worse',
      headRepo: REPOSITORY,
      baseRef,
      baseRepo: REPOSITORY,
    }),
    inputs: {
      'github-token': TOKEN,
      'working-directory': repo.work,
      'run-name': RUN_NAME,
      'eval-retries': '0',
      ...inputs,
    },
  });
}

test('a PR whose base is a branch its author prepared (its own tree, evaluator and references) is target_refused', async () => {
  const marker = join(repo.root, 'attacker-evaluator-ran');
  const attackerTree = attackerTreeText(marker);
  const base = repo.commit(ATTACKER_BASE, { [TREE_PATH]: attackerTree }, { push: true });
  // the runner's checkout of the PR holds the base's files, so its session tree is the attacker's too
  repo.writeWorkFile(TREE_PATH, attackerTree);
  const head = repo.commit('agent/worse', { 'solution.txt': '1\n' }, { from: ATTACKER_BASE, push: true });
  repo.git(['push', '-q', 'origin', `${head}:refs/pull/${PR}/head`]);
  const trunk = repo.remoteSha(TRUNK);

  const result = await runPullRequest(head, ATTACKER_BASE, { mode: 'merge', 'protected-paths': 'eval.sh' });
  expect(result.exitCode).toBe(1);
  expect(result.outputs.decision).toBe('rejected');
  const verdict = JSON.parse(result.outputs.verdict ?? '{}');
  expect(verdict.reasons.map((r: { code: string }) => r.code)).toEqual(['target_refused']);
  expect(verdict.reasons[0].message).toContain(ATTACKER_BASE);
  expect(verdict.reasons[0].message).toContain('input trunk-branch is not set');
  expect(verdict.attempts).toEqual([]);
  expect(existsSync(marker)).toBe(false);
  expect(repo.remoteSha(ATTACKER_BASE)).toBe(base);
  expect(repo.remoteSha(TRUNK)).toBe(trunk);
  expect(github.statuses.at(-1)?.state).toBe('failure');
}, 120_000);

test('a PR into main whose checkout carries a tree naming the attacker branch as trunk is target_refused (verify)', async () => {
  const marker = join(repo.root, 'attacker-evaluator-ran');
  const attackerTree = attackerTreeText(marker);
  repo.commit(ATTACKER_BASE, { [TREE_PATH]: attackerTree }, { push: true });
  const head = repo.commit('agent/worse', { 'solution.txt': '1\n' }, { from: ATTACKER_BASE, push: true });
  repo.git(['push', '-q', 'origin', `${head}:refs/pull/${PR}/head`]);
  // the checkout of a PR into main holds the PR's files: here the tree it brought
  repo.writeWorkFile(TREE_PATH, attackerTree);

  const result = await runPullRequest(head, 'main', { mode: 'verify' });
  expect(result.exitCode).toBe(1);
  const verdict = JSON.parse(result.outputs.verdict ?? '{}');
  expect(verdict.reasons.map((r: { code: string }) => r.code)).toEqual(['target_refused']);
  expect(existsSync(marker)).toBe(false);
  expect(github.statuses.at(-1)?.state).toBe('failure');
}, 120_000);
