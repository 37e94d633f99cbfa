/**
 * The Action and the ledger, against the loopback GitHub and a bare remote: the runner's fresh checkout
 * has no notes (actions/checkout fetches none), so the Action fetches the ledger's ref, finds trunk's
 * authenticated measurement there (the reference comes from the ledger: trunk is not measured again),
 * and pushes its own lines with trunk.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { pullRequestPayload, runAction } from '../helpers/action-runner.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { createGateRepo, git, RUN_NAME, TRUNK, type GateRepo } from '../helpers/gate-repo.js';
import { openPullRequest } from '../helpers/pull-request.js';

const REPOSITORY = 'Codertocat/Hello-World';
const REF = 'refs/notes/arbor-gate';
const KEY = 'ledger-secret-0123456789abcdef0123456789';
let build: CompiledSource;
let repo: GateRepo;
let github: FakeGitHub;

beforeAll(() => {
  build = compileSource();
}, 300_000);
afterAll(() => build.remove());
beforeEach(async () => {
  repo = await createGateRepo({
    score: 5,
    session: { tracked: true, meta: {}, nodes: [{ id: 'n11', code_ref: 'arbor/n11' }] },
  });
  github = await startFakeGitHub();
});
afterEach(async () => {
  await github.close();
  await repo.cleanup();
});

test('the Action fetches the ledger, takes trunk reference from it and pushes its lines with trunk', async () => {
  // Another run measured trunk (no reference is configured) and pushed its lines.
  repo.commit('arbor/seed', { 'solution.txt': '6\n' });
  const seeded = await runGate(
    repo.input('verify', { source: 'arbor/seed', ledger: true, ledgerPush: true, ledgerKey: KEY }),
    repo.deps(),
  );
  expect(seeded.reference_source).toBe('measured');
  const seededNotes = git(repo.remote, ['rev-parse', REF]);

  const head = openPullRequest(repo, 11, 'arbor/n11', { 'solution.txt': '7\n' });
  const workspace = join(repo.root, 'runner');
  git(repo.root, ['clone', '-q', repo.remote, workspace]);
  expect(git(workspace, ['for-each-ref', 'refs/notes/'])).toBe('');
  const run = await runAction({
    entry: join(build.dir, 'index.js'),
    eventName: 'pull_request',
    workspace,
    apiUrl: github.url,
    repository: REPOSITORY,
    payload: pullRequestPayload({
      number: 11,
      headSha: head,
      headRef: 'arbor/n11',
      headRepo: REPOSITORY,
      baseRef: TRUNK,
      baseRepo: REPOSITORY,
    }),
    inputs: {
      mode: 'merge',
      'github-token': 'ghs_ledgerTest1234567890abcdef',
      'working-directory': workspace,
      'run-name': RUN_NAME,
      'trunk-branch': TRUNK,
      'eval-cmd-test': 'sh {cwd}/eval.sh',
      'eval-retries': '0',
      'eval-isolation': 'none',
      'ledger-key': KEY,
    },
  });
  const verdict = JSON.parse(run.outputs.verdict ?? '{}');
  expect(verdict.decision).toBe('merged');
  expect(verdict.reference_source).toBe('ledger');
  // The reference-score output is the ledger's trunk score (it was empty when the ledger gave it).
  expect(seeded.reference_measured?.score).toBe(5);
  expect(run.outputs['reference-score']).toBe('5');
  expect(verdict.reference_ledger).toMatchObject({ score: 5, runs: 1 });
  // Trunk and the notes moved together; the remote's notes grew from what was there.
  expect(git(repo.remote, ['rev-parse', TRUNK])).toBe(verdict.merge_commit);
  const notes = git(repo.remote, ['rev-parse', REF]);
  expect(notes).not.toBe(seededNotes);
  expect(git(repo.remote, ['merge-base', '--is-ancestor', seededNotes, notes])).toBe('');
  expect(git(repo.remote, ['log', '-1', '--format=%B', TRUNK])).toMatch(/^Arbor-Ledger: sha256:/m);
  // The key is masked (the runner's ::add-mask:: command) and never printed otherwise.
  expect(run.stdout).toContain(`::add-mask::${KEY}`);
  const printed = `${run.stdout}${run.stderr}${JSON.stringify(run.outputs)}`;
  expect(printed.replaceAll(`::add-mask::${KEY}`, '')).not.toContain(KEY);
}, 300_000);
