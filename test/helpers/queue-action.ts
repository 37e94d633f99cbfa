/**
 * The Action's compiled entry (src/ compiled once per file) run as a runner runs it, on a fresh
 * checkout of a real repository's bare remote, against the loopback GitHub: the merge-queue suites'
 * common ground. Each test gets a repository whose trunk (score 5, a tracked session) is on the remote
 * and a fresh GitHub; every run is `mode: verify` with the ledger pushed, plus the inputs it adds.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { join } from 'node:path';
import { runAction, type ActionRun } from './action-runner.js';
import { compileSource, type CompiledSource } from './adversarial-build.js';
import { startFakeGitHub, type FakeGitHub } from './fake-github.js';
import { git, GateRepo, RUN_NAME, TRUNK } from './gate-repo.js';

export const QUEUE_REPOSITORY = 'Codertocat/Hello-World';

export interface QueueAction {
  repo: GateRepo;
  github: FakeGitHub;
  /** The runner checkout of the last run. */
  workspace: string;
  run(
    eventName: string,
    payload: unknown,
    extra?: Record<string, string>,
    onStdout?: (text: string) => void,
  ): Promise<ActionRun>;
}

/** Registers the file's set-up; the fields are set by the time a test runs. */
export function useQueueAction(secrets: { token: string; ledgerKey: string }): QueueAction {
  let compiled: CompiledSource;
  let runners = 0;
  beforeAll(() => {
    compiled = compileSource();
  }, 300_000);
  afterAll(() => compiled.remove());
  const action = {
    workspace: '',
    run(eventName, payload, extra = {}, onStdout) {
      // actions/checkout fetches no notes and no later branches: a fresh clone per run.
      const workspace = join(action.repo.root, `runner-${++runners}`);
      git(action.repo.root, ['clone', '-q', action.repo.remote, workspace]);
      action.workspace = workspace;
      return runAction({
        entry: join(compiled.dir, 'index.js'),
        eventName,
        workspace,
        apiUrl: action.github.url,
        repository: QUEUE_REPOSITORY,
        payload,
        inputs: {
          mode: 'verify',
          'github-token': secrets.token,
          'working-directory': workspace,
          'run-name': RUN_NAME,
          'trunk-branch': TRUNK,
          'eval-retries': '0',
          'eval-isolation': 'none',
          'ledger-key': secrets.ledgerKey,
          'ledger-push': 'true',
          ...extra,
        },
        ...(onStdout === undefined ? {} : { onStdout }),
      });
    },
  } as QueueAction;
  beforeEach(async () => {
    // The tree's meta records trunk's score 5: right for trunk's head, stale once a queue lands more.
    action.repo = GateRepo.create({ score: 5, session: { tracked: true, meta: { test_trunk_score: 5 } } });
    action.repo.git(['push', '-q', 'origin', TRUNK]);
    action.github = await startFakeGitHub();
  });
  afterEach(async () => {
    await action.github.close();
    await action.repo.cleanup();
  });
  return action;
}
