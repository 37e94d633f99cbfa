/**
 * What every test of the bundled Action starts from: the bundle must exist (`npm run bundle`), and
 * each test gets a fresh repository (test/helpers/gate-repo.ts) and a fresh loopback GitHub, closed
 * and removed after it. Call once at the top of a test file; read the two through the getters.
 */
import { afterEach, beforeAll, beforeEach } from '@jest/globals';
import { existsSync } from 'node:fs';
import { ACTION_ENTRY, pullRequestPayload, runAction, type ActionRun } from './action-runner.js';
import { startFakeGitHub, type FakeGitHub } from './fake-github.js';
import { EVAL_CMD, GateRepo, TRUNK } from './gate-repo.js';

export interface ActionTestbed {
  repo: () => GateRepo;
  github: () => FakeGitHub;
  /** The inputs of a gate mode on the test's repository: its evaluator and trunk, no retries. */
  gateInputs: (mode: 'merge' | 'verify', token: string) => Record<string, string>;
  /** The bundled Action on a `pull_request` event of the test's repository, head `headSha` on `headRef`, into trunk. */
  runOnPullRequest: (
    inputs: Record<string, string>,
    pr: { number: number; headSha: string; headRef: string },
  ) => Promise<ActionRun>;
}

/** The repository every test's pull request is in (GitHub's example payload's). */
const REPOSITORY = 'Codertocat/Hello-World';

export function useActionTestbed(): ActionTestbed {
  let repo: GateRepo | undefined;
  let github: FakeGitHub | undefined;
  beforeAll(() => {
    if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run npm run bundle first`);
  });
  beforeEach(async () => {
    repo = GateRepo.create({ score: 5 });
    github = await startFakeGitHub();
  });
  afterEach(async () => {
    await github?.close();
    await repo?.cleanup();
  });
  return {
    repo: () => repo!,
    github: () => github!,
    gateInputs: (mode, token) => ({
      mode,
      'github-token': token,
      'working-directory': repo!.work,
      'eval-cmd-test': EVAL_CMD,
      'trunk-branch': TRUNK,
      'protected-paths': 'eval.sh',
      'eval-retries': '0',
      // Arbor's rule, as GateRepo.input sets it: these runs are counted under it.
      judge: 'single',
    }),
    runOnPullRequest: (inputs, pr) =>
      runAction({
        inputs,
        payload: pullRequestPayload({
          ...pr,
          headRepo: REPOSITORY,
          baseRef: TRUNK,
          baseRepo: REPOSITORY,
        }),
        eventName: 'pull_request',
        workspace: repo!.work,
        apiUrl: github!.url,
      }),
  };
}
