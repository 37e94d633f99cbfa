/**
 * Several pull requests arrive at once and their workflow runs are not queued (the examples declare no
 * concurrency group: a group keeps one pending run and cancels the rest, losing their verdicts). Each
 * run is the bundled Action in its own checkout, all pushing to one bare remote. The evaluations wait
 * for each other, so every run judged the same trunk and all push at the same moment: one lands, the
 * others are refused, rebuild their merge on the moved trunk, evaluate it again and land on top or are
 * superseded because trunk + their branch no longer improves on the moved trunk. With `max-rejudge` one less than
 * the number of runs, no run runs out of re-judgements. Every run must end in a verdict (comment,
 * status, job result), and trunk must be a chain of merges whose recorded scores only rise.
 */
import { afterEach, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commentMarker } from '../../src/github/comment.js';
import { ACTION_ENTRY, pullRequestPayload, runAction, type ActionRun } from '../helpers/action-runner.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { createGateRepo, git, RUN_NAME, TREE_PATH, TRUNK, type GateRepo } from '../helpers/gate-repo.js';
import { openPullRequest } from '../helpers/pull-request.js';

const REPOSITORY = 'Codertocat/Hello-World';
/** Pull request number -> the score its branch evaluates to (trunk records 5). */
const PULL_REQUESTS = new Map([
  [11, 6],
  [12, 8],
  [13, 7],
  [14, 9],
]);

let repo: GateRepo;
let github: FakeGitHub;
let barrier: string;

beforeAll(() => {
  if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run npm run bundle first`);
});
beforeEach(async () => {
  repo = await createGateRepo({
    score: 5,
    session: {
      tracked: true,
      meta: { test_trunk_score: 5 },
      nodes: [...PULL_REQUESTS.keys()].map((n) => ({ id: `n${n}`, code_ref: `arbor/n${n}` })),
    },
  });
  github = await startFakeGitHub();
  barrier = mkdtempSync(join(tmpdir(), 'arbor-gate-barrier-'));
  chmodSync(barrier, 0o777);
});
afterEach(async () => {
  await github.close();
  await repo.cleanup();
  rmSync(barrier, { recursive: true, force: true });
});

/**
 * The evaluation command: waits until every run's evaluation has started (at most a minute), then
 * prints the best score of the checkout: solution.txt and each merged PR's scores/<node>.txt (each PR
 * adds its own file, so their merges do not conflict and trunk scores the best merged so far).
 */
function barrierEval(): string {
  const wait = join(barrier, 'wait-for-all.sh');
  writeFileSync(
    wait,
    [
      `touch "${barrier}/arrived.$$"`,
      'i=0',
      `while [ "$(ls "${barrier}" | grep -c '^arrived')" -lt ${PULL_REQUESTS.size} ] && [ $i -lt 600 ]; do`,
      '  sleep 0.1; i=$((i+1))',
      'done',
      '',
    ].join('\n'),
  );
  const best = join(barrier, 'best-score.sh');
  writeFileSync(
    best,
    [
      'cd "$1" || exit 2',
      'best=$(cat solution.txt)',
      'for f in scores/*.txt; do [ -f "$f" ] && [ "$(cat "$f")" -gt "$best" ] && best=$(cat "$f"); done',
      'echo "{\\"score\\": $best}"',
      '',
    ].join('\n'),
  );
  return `sh ${wait} && sh ${best} {cwd}`;
}

/** A runner's own checkout of the repository, as actions/checkout makes one per job. */
function runnerCheckout(n: number): string {
  const dir = join(repo.root, `runner-${n}`);
  git(repo.root, ['clone', '-q', repo.remote, dir]);
  return dir;
}

function recordedScore(commit: string): number {
  return JSON.parse(git(repo.remote, ['show', `${commit}:${TREE_PATH}`])).meta.test_trunk_score as number;
}

test('four PRs merged at once: every run ends in a verdict, trunk is a chain of rising merges', async () => {
  const trunkBefore = repo.remoteSha(TRUNK)!;
  const evalCmd = barrierEval();
  const heads = new Map<number, string>();
  for (const [n, score] of PULL_REQUESTS) {
    heads.set(n, openPullRequest(repo, n, `arbor/n${n}`, { [`scores/n${n}.txt`]: `${score}\n` }));
  }
  const runs = new Map<number, ActionRun>(
    await Promise.all(
      [...PULL_REQUESTS.keys()].map(async (n): Promise<[number, ActionRun]> => {
        const workspace = runnerCheckout(n);
        const run = await runAction({
          eventName: 'pull_request',
          workspace,
          apiUrl: github.url,
          repository: REPOSITORY,
          payload: pullRequestPayload({
            number: n,
            headSha: heads.get(n)!,
            headRef: `arbor/n${n}`,
            headRepo: REPOSITORY,
            baseRef: TRUNK,
            baseRepo: REPOSITORY,
          }),
          inputs: {
            mode: 'merge',
            'github-token': `ghs_parallel${n}Token1234567890abcdef`,
            'working-directory': workspace,
            'run-name': RUN_NAME,
            'trunk-branch': TRUNK,
            'node-id': `n${n}`,
            'eval-cmd-test': evalCmd,
            'eval-retries': '0',
            'eval-timeout': '120',
            'max-rejudge': String(PULL_REQUESTS.size - 1),
            // Isolated evaluations share one account and so run one at a time: the race needs them together.
            'eval-isolation': 'none',
          },
        });
        return [n, run];
      }),
    ),
  );

  // Every run ended in a verdict: merged, or superseded (trunk, with better branches merged meanwhile,
  // plus this branch scores no better than trunk); none errored.
  const decisions = new Map([...runs].map(([n, run]) => [n, JSON.parse(run.outputs.verdict ?? '{}')]));
  for (const [n, run] of runs) {
    const verdict = decisions.get(n);
    expect({ n, decision: verdict.decision, exitCode: run.exitCode }).toEqual(
      verdict.decision === 'merged'
        ? { n, decision: 'merged', exitCode: 0 }
        : { n, decision: 'rejected', exitCode: 1 },
    );
    if (verdict.decision === 'rejected')
      expect(verdict.reasons.map((r: { code: string }) => r.code)).toEqual(['superseded']);
  }
  // They all judged the same trunk, so all but one push was refused at first: the race did happen.
  const refusedPushes = [...runs.values()].flatMap(
    (run) => run.stdout.match(/push to origin\/\S+ rejected \(trunk moved\)/g) ?? [],
  );
  expect(refusedPushes.length).toBeGreaterThanOrEqual(PULL_REQUESTS.size - 1);
  // The best PR cannot be superseded: it always lands.
  expect(decisions.get(14).decision).toBe('merged');

  // Trunk is the chain of the merges that were reported, each on the one before, scores only rising.
  const chain = git(repo.remote, ['rev-list', '--first-parent', `${trunkBefore}..${TRUNK}`])
    .split('\n')
    .reverse();
  const merged = [...decisions.values()].filter((v) => v.decision === 'merged');
  expect(new Set(chain)).toEqual(new Set(merged.map((v) => v.merge_commit)));
  const scores = chain.map(recordedScore);
  expect(scores).toEqual([...scores].sort((a, b) => a - b));
  expect(new Set(scores).size).toBe(scores.length);
  expect(scores.at(-1)).toBe(9);
  for (const v of merged) {
    expect(git(repo.remote, ['rev-list', '--parents', '-n', '1', v.merge_commit]).split(' ')[2]).toBe(
      v.source.sha,
    );
  }

  // Each pull request got its own one comment and one status on its head.
  for (const [n, head] of heads) {
    const comments = github.commentsOn(n);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body.startsWith(commentMarker('merge'))).toBe(true);
    const state = decisions.get(n).decision === 'merged' ? 'success' : 'failure';
    expect(github.statuses.filter((s) => s.sha === head).map((s) => s.state)).toEqual([state]);
  }
}, 300_000);
