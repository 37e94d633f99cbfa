/**
 * GitHub's merge queue (issue 19) through the Action's entry (compiled from src/, run as a runner runs
 * it) against the loopback GitHub, on a real repository with a bare remote. GitHub builds a group's
 * entries on `gh-readonly-queue/<trunk>/pr-<N>-<sha>` branches, each on the one ahead, and runs the
 * workflow for each entry at once with a `merge_group` payload in GitHub's shape (its own example,
 * pointed at these commits). Each entry is judged on the step it lands on, reads that step's score
 * from the ledger (waiting for it while the entry ahead is still measuring it), and pushes its own
 * lines; a queue on a branch that is neither the configured trunk nor main/master is refused, and
 * one on main is judged on main's own head. `judge: paired` pairs an entry with its step; `mode:
 * merge` is refused on a merge_group event. The local queue's `mode: queue` runs through the same
 * compiled entry (one compile for the file): its sources land on the remote's trunk in order, and a
 * hostile `sources` is one error naming the input; a dispatched run fetches the branch it names.
 */
import { expect, test } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  mergeGroupPayload as examplePayload,
  pullRequestPayload,
  type ActionRun,
} from '../helpers/action-runner.js';
import { git, TRUNK } from '../helpers/gate-repo.js';
import { QUEUE_REPOSITORY, useQueueAction } from '../helpers/queue-action.js';

const TOKEN = 'ghs_' + 'MergeQueueT0ken0123456789abcdefGHIJ';
const KEY = 'merge-queue-ledger-key-0123456789abcdef';
const action = useQueueAction({ token: TOKEN, ledgerKey: KEY });

interface QueueEntry {
  pr: number;
  sha: string;
  /** The entry's queue branch, without refs/heads/. */
  branch: string;
}

/** The queue's entry for PR `pr` on `parent` (a `Merge pull request` commit, as GitHub makes it), pushed. */
function queueEntry(parent: string, pr: number, score: number, base = TRUNK): QueueEntry {
  const sha = action.repo.commitTree(parent, { 'solution.txt': `${score}\n` }, `Merge pull request #${pr}`);
  const branch = `gh-readonly-queue/${base}/pr-${pr}-${'c'.repeat(40)}`;
  action.repo.git(['push', '-q', 'origin', `${sha}:refs/heads/${branch}`]);
  return { pr, sha, branch };
}

/** GitHub's merge_group payload for one entry of a group on `baseSha`. */
function mergeGroupPayload(entry: QueueEntry, baseSha: string, base = TRUNK) {
  return examplePayload({
    headSha: entry.sha,
    headRef: `refs/heads/${entry.branch}`,
    baseSha,
    baseRef: `refs/heads/${base}`,
  });
}

function runEntry(
  entry: QueueEntry,
  baseSha: string,
  extra: Record<string, string> = {},
  onStdout?: (text: string) => void,
  base = TRUNK,
): Promise<ActionRun> {
  return action.run('merge_group', mergeGroupPayload(entry, baseSha, base), extra, onStdout);
}

const verdictOf = (run: ActionRun) => JSON.parse(run.outputs.verdict ?? '{}');
const reasonCodes = (verdict: { reasons: Array<{ code: string }> }) => verdict.reasons.map((r) => r.code);
const statusOn = (sha: string) => action.github.statuses.filter((s) => s.sha === sha).map((s) => s.state);

test('a three-entry group whose middle PR regresses fails only that entry; once GitHub lands the group, the ledger gives trunk its score', async () => {
  const base = action.repo.remoteSha(TRUNK)!;
  const first = queueEntry(base, 11, 6);
  const middle = queueEntry(first.sha, 12, 4);
  const last = queueEntry(middle.sha, 13, 7);

  const one = await runEntry(first, base);
  const two = await runEntry(middle, base);
  const three = await runEntry(last, base);

  expect([one.exitCode, two.exitCode, three.exitCode]).toEqual([0, 1, 0]);
  const [v1, v2, v3] = [verdictOf(one), verdictOf(two), verdictOf(three)];
  expect(v1.merge_group).toEqual({ pr: 11, step: { sha: base, kind: 'base', pr: null } });
  expect(v1.reference_source).toBe('meta');
  // The middle entry is judged on PR #11's entry, whose score the first run pushed to the ledger.
  expect(v2.merge_group).toEqual({ pr: 12, step: { sha: first.sha, kind: 'entry', pr: 11 } });
  expect(v2.reference_source).toBe('ledger');
  expect(reasonCodes(v2)).toEqual(['not_improved']);
  expect(v2.reference_measured).toBeNull();
  expect(v3.merge_group).toEqual({ pr: 13, step: { sha: middle.sha, kind: 'entry', pr: 12 } });
  expect(v3.reference_source).toBe('ledger');
  // Reported on each entry's head: the queue waits for exactly that commit's status.
  expect(statusOn(first.sha)).toEqual(['success']);
  expect(statusOn(middle.sha)).toEqual(['failure']);
  expect(statusOn(last.sha)).toEqual(['success']);
  expect(two.summary).toContain('PR #12 (merge queue entry) was rejected');
  // (Markdown text gets a zero-width joiner after `#`: no autolink from text the gate quotes.)
  expect(two.summary.replaceAll('\u200d', '')).toContain(
    `Merge queue: the entry of PR #12, judged on PR #11's entry ${first.sha.slice(0, 12)}`,
  );

  // GitHub lands the group up to PR #11 (it removes the failing #12): trunk's head is its commit,
  // with no trailer of the gate's, and the tree's meta still says 5. A PR scoring 5.5 beats the stale
  // meta but not the ledger's 6 for trunk's tree.
  action.repo.git(['push', '-q', 'origin', `${first.sha}:refs/heads/${TRUNK}`]);
  const head = action.repo.commitTree(first.sha, { 'solution.txt': '5.5\n' }, 'a small change');
  action.repo.git(['push', '-q', 'origin', `${head}:refs/heads/agent/small`]);
  const pr = await action.run(
    'pull_request',
    pullRequestPayload({
      number: 14,
      headSha: head,
      headRef: 'agent/small',
      headRepo: QUEUE_REPOSITORY,
      baseRef: TRUNK,
      baseRepo: QUEUE_REPOSITORY,
    }),
  );
  const verdict = verdictOf(pr);
  expect(verdict.reference_source).toBe('ledger');
  expect(verdict.decision).toBe('rejected');
  expect(verdict.merge_group).toBeNull();
}, 300_000);

test("an entry waits for the ledger score of the entry ahead while that entry's own run measures it", async () => {
  const base = action.repo.remoteSha(TRUNK)!;
  const first = queueEntry(base, 21, 6);
  const second = queueEntry(first.sha, 22, 4);
  let waiting!: () => void;
  const waits = new Promise<void>((resolve) => (waiting = resolve));
  const behind = runEntry(second, base, { 'queue-wait': '120' }, (text) => {
    if (text.includes('has no ledger score yet')) waiting();
  });
  await waits;
  const ahead = await runEntry(first, base);
  expect(ahead.exitCode).toBe(0);
  const run = await behind;
  const verdict = verdictOf(run);
  expect(verdict.reference_source).toBe('ledger');
  // The step was not measured again: its score came from the other run.
  expect(verdict.reference_measured).toBeNull();
  expect(verdict.decision).toBe('rejected');
}, 300_000);

test('an entry whose step has no ledger score after queue-wait measures the step itself', async () => {
  const base = action.repo.remoteSha(TRUNK)!;
  const first = queueEntry(base, 31, 6);
  const second = queueEntry(first.sha, 32, 7);
  const run = await runEntry(second, base, { 'queue-wait': '1' });
  expect(run.exitCode).toBe(0);
  const verdict = verdictOf(run);
  expect(run.stdout).toContain("PR #31's entry");
  expect(run.stdout).toContain('no ledger score after 1 s: measuring it');
  // The step is measured, never the stale trunk meta (5) used for it.
  expect(verdict.reference_source).toBe('measured');
  expect(verdict.reference_measured).toEqual({ sha: first.sha, score: 6 });
  expect(statusOn(second.sha)).toEqual(['success']);
}, 300_000);

test('a merge group whose base is not the configured trunk is target_refused, nothing evaluated', async () => {
  // A queue on a branch an author prepared (its own tree could name itself the trunk), whose entry
  // improves on that branch.
  const preparedBase = action.repo.commit('agent/base', { 'solution.txt': '1\n' }, { push: true });
  const onPrepared = queueEntry(preparedBase, 42, 9, 'agent/base');
  const cases = [
    [
      await runEntry(onPrepared, preparedBase, {}, undefined, 'agent/base'),
      `into agent/base, not into the trunk branch ${TRUNK}`,
    ],
    [
      await runEntry(onPrepared, preparedBase, { 'trunk-branch': '' }, undefined, 'agent/base'),
      'input trunk-branch is not set',
    ],
  ] as const;
  for (const [result, says] of cases) {
    expect(result.exitCode).toBe(1);
    const verdict = verdictOf(result);
    expect(reasonCodes(verdict)).toEqual(['target_refused']);
    expect(verdict.reasons[0].message).toContain(says);
    expect(verdict.attempts).toEqual([]);
  }
  expect(statusOn(onPrepared.sha)).toEqual(['failure', 'failure']);
}, 300_000);

test("a queue on main (main-guard) is judged on main's head, measured: trunk's meta does not describe it", async () => {
  const mainBase = action.repo.remoteSha('main')!;
  expect(mainBase).not.toBe(action.repo.remoteSha(TRUNK));
  const entry = queueEntry(mainBase, 51, 6, 'main');
  const run = await runEntry(entry, mainBase, {}, undefined, 'main');
  expect(run.exitCode).toBe(0);
  const verdict = verdictOf(run);
  expect(verdict.merge_group).toEqual({ pr: 51, step: { sha: mainBase, kind: 'base', pr: null } });
  expect(verdict.reference_source).toBe('measured');
  expect(verdict.reference_measured).toEqual({ sha: mainBase, score: 5 });
  expect(statusOn(entry.sha)).toEqual(['success']);
}, 300_000);

/**
 * An evaluator outside the repository (eval-isolation none): solution.txt plus every number in
 * gains/*.txt, a tenth per seed (ARBOR_SEED, the paired judgement's), and one line per run in
 * runs.log, so a test counts what was evaluated.
 */
const COUNTING_EVAL = `#!/bin/sh
cd "$1" || exit 2
s=$(cat solution.txt)
for f in gains/*.txt; do [ -f "$f" ] && s=$((s + $(cat "$f"))); done
echo "$s \${ARBOR_SEED:-0}" >> "$2"
echo "{\\"score\\": $s.\${ARBOR_SEED:-0}}"
`;

/** The counting evaluator's command, and the runs it logged so far ("<score> <seed>", in order). */
function countingEvaluator(): { command: string; runs: () => string[] } {
  const script = join(action.repo.root, 'counting-eval.sh');
  const log = join(action.repo.root, 'runs.log');
  writeFileSync(script, COUNTING_EVAL);
  return {
    command: `sh ${script} {cwd} ${log}`,
    runs: () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []),
  };
}

test("judge paired on a merge group: each entry is paired with its step on the entry's own seeds", async () => {
  const evaluator = countingEvaluator();
  const paired = { judge: 'paired', 'eval-cmd-test': evaluator.command };
  const base = action.repo.remoteSha(TRUNK)!;
  const first = queueEntry(base, 61, 6);
  const second = queueEntry(first.sha, 62, 7);
  const third = queueEntry(second.sha, 63, 4);

  // PR #62's run comes first: no ledger line of its step (PR #61's entry) exists, so the step is
  // measured on the pair's seeds, not the group's base and not trunk's meta.
  const up = await runEntry(second, base, paired);
  expect(up.exitCode).toBe(0);
  const upVerdict = verdictOf(up);
  expect(upVerdict.merge_group).toEqual({ pr: 62, step: { sha: first.sha, kind: 'entry', pr: 61 } });
  // The seeds are drawn for the entry's tree from the ledger key: both sides run on them.
  const upSeeds = upVerdict.judgement.seeds as number[];
  const meanOn = (score: number, seeds: number[]) =>
    seeds.reduce((sum, seed) => sum + Number(`${score}.${seed}`), 0) / seeds.length;
  expect(upSeeds).toHaveLength(3);
  expect(upSeeds.some((seed) => seed <= 3)).toBe(false);
  expect(upVerdict.judgement).toMatchObject({
    rule: 'paired',
    trunk: { mean: expect.closeTo(meanOn(6, upSeeds), 10) },
    candidate: { mean: expect.closeTo(meanOn(7, upSeeds), 10) },
  });
  expect(upVerdict.reused).toEqual([]);
  expect(evaluator.runs().sort()).toEqual(upSeeds.flatMap((seed) => [`6 ${seed}`, `7 ${seed}`]).sort());

  // PR #63 regresses on PR #62's entry. That step's runs are in the ledger (the candidate side of the
  // run above), but on PR #62's seeds: PR #63 is judged on seeds of its own tree, which no branch
  // could know before it existed, so the step runs again on them (docs/every-run-counts.md).
  const down = await runEntry(third, base, paired);
  expect(down.exitCode).toBe(1);
  const downVerdict = verdictOf(down);
  expect(downVerdict.merge_group).toEqual({ pr: 63, step: { sha: second.sha, kind: 'entry', pr: 62 } });
  const downSeeds = downVerdict.judgement.seeds as number[];
  expect(downSeeds.length).toBeGreaterThan(0);
  expect(downSeeds.some((seed) => upSeeds.includes(seed))).toBe(false);
  expect(downVerdict.judgement).toMatchObject({
    rule: 'paired',
    trunk: { mean: expect.closeTo(meanOn(7, downSeeds), 10) },
  });
  expect(reasonCodes(downVerdict)).toEqual(['not_improved']);
  expect(downVerdict.reused).toEqual([]);
  expect(evaluator.runs().slice(6).sort()).toEqual(
    downSeeds.flatMap((seed) => [`4 ${seed}`, `7 ${seed}`]).sort(),
  );
  expect(statusOn(second.sha)).toEqual(['success']);
  expect(statusOn(third.sha)).toEqual(['failure']);
  expect(down.summary.replaceAll('\u200d', '')).toContain("judged on PR #62's entry");
}, 300_000);

test('mode merge on a merge_group event is refused, naming input mode and verify, and nothing is evaluated or pushed', async () => {
  const evaluator = countingEvaluator();
  const base = action.repo.remoteSha(TRUNK)!;
  const entry = queueEntry(base, 71, 6);
  const run = await runEntry(entry, base, { mode: 'merge', 'eval-cmd-test': evaluator.command });
  expect(run.exitCode).toBe(1);
  expect(run.stdout).toContain(
    "::error::input mode: a merge_group run judges with mode verify; GitHub's merge queue lands the group itself",
  );
  expect(run.outputs.decision).toBe('error');
  expect(evaluator.runs()).toEqual([]);
  expect(action.repo.remoteSha(TRUNK)).toBe(base);
  expect(statusOn(entry.sha)).toEqual(['error']);
}, 300_000);

/** The Action's `mode: queue` (the speculative local queue) on a fresh runner checkout, dispatched. */
function runQueue(sources: string, extra: Record<string, string> = {}): Promise<ActionRun> {
  return action.run('workflow_dispatch', {}, { mode: 'queue', sources, ...extra });
}

test('mode queue through the Action: the two good sources land on trunk in the remote, the regressing one is named, one REPORT.md section, and the step fails', async () => {
  const evaluator = countingEvaluator();
  const branch = (name: string, gain: number) =>
    action.repo.commit(name, { [`gains/${name.replace('/', '-')}.txt`]: `${gain}\n` }, { push: true });
  branch('arbor/a', 1);
  branch('arbor/b', -3);
  branch('arbor/c', 2);
  const before = action.repo.remoteSha(TRUNK)!;

  const run = await runQueue('arbor/a\narbor/b\narbor/c', {
    'eval-cmd-test': evaluator.command,
    parallel: '2',
  });

  expect(run.exitCode).toBe(1);
  expect(run.outputs.decision).toBe('rejected');
  const { verdicts, landed } = JSON.parse(run.outputs.verdict!) as {
    verdicts: Array<{
      decision: string;
      source: { ref: string };
      score: number;
      reasons: Array<{ code: string }>;
    }>;
    landed: string[];
  };
  expect(verdicts.map((v) => [v.source.ref, v.decision, v.score])).toEqual([
    ['arbor/a', 'merged', 6],
    ['arbor/b', 'rejected', 3],
    ['arbor/c', 'merged', 8],
  ]);
  expect(reasonCodes(verdicts[1]!)).toEqual(['not_improved']);
  // What landed is on trunk in the bare remote: a, then c on it, b nowhere.
  expect(landed).toHaveLength(2);
  expect(action.repo.remoteSha(TRUNK)).toBe(landed[1]);
  const firstParents = git(action.repo.remote, [
    'rev-list',
    '--first-parent',
    `${before}..${landed[1]}`,
  ]).split('\n');
  expect(firstParents).toEqual([landed[1], landed[0]]);
  const trunkFiles = git(action.repo.remote, ['ls-tree', '-r', '--name-only', landed[1]!, 'gains']).split(
    '\n',
  );
  expect(trunkFiles).toEqual(['gains/arbor-a.txt', 'gains/arbor-c.txt']);
  expect(run.stdout).toContain('::error::arbor-gate queue: 2 of 3 landed (rejected)');
  // The job summary names the rejected branch in the queue's table, in one section.
  expect(run.summary.match(/^## Queue$/gm)).toHaveLength(1);
  expect(run.summary).toMatch(/\| 2 \| `arbor\/b` \| rejected \| 3 \|/);
  // The runner's checkout is main, which holds no session folder: the report goes in the git folder.
  const report = readFileSync(join(action.workspace, '.git', 'arbor-gate', 'REPORT.md'), 'utf8');
  expect(report.match(/^## Queue$/gm)).toHaveLength(1);
  expect(report).toMatch(/\| 2 \| `arbor\/b` \| rejected \| 3 \|/);
  // T+a, T+a+b, T+a+c, each tree once (trunk's 5 is its tree's meta); the landings reused them.
  expect(evaluator.runs().sort()).toEqual(['3 0', '6 0', '8 0']);
}, 300_000);

test('mode queue refuses a hostile sources input with one error naming it, before anything is evaluated or lands', async () => {
  const evaluator = countingEvaluator();
  action.repo.commit('arbor/a', { 'gains/a.txt': '1\n' }, { push: true });
  const before = action.repo.remoteSha(TRUNK);
  const pwned = join(action.repo.root, 'pwned');
  for (const [sources, says] of [
    ['arbor/a\narbor/a..arbor/trunk', 'input sources: arbor/a..arbor/trunk does not name a commit'],
    [`arbor/a\n--upload-pack=touch ${pwned}`, "input sources must not begin with '-'"],
    ['arbor/a\narbor/a', 'input sources: arbor/a is queued twice'],
    // The runner drops empty lines (a YAML block's last newline); a list of nothing else is refused.
    ['\n\n', 'input sources: the queue needs at least one branch'],
  ] as const) {
    const run = await runQueue(sources, { 'eval-cmd-test': evaluator.command });
    expect(run.exitCode).toBe(1);
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(says);
    expect(run.outputs.decision).toBe('error');
  }
  expect(existsSync(pwned)).toBe(false);
  expect(evaluator.runs()).toEqual([]);
  expect(action.repo.remoteSha(TRUNK)).toBe(before);
}, 300_000);

test("a dispatched verify names a branch the runner's checkout lacks: it is fetched from the remote and judged", async () => {
  const evaluator = countingEvaluator();
  action.repo.commit('arbor/d', { 'gains/d.txt': '2\n' }, { push: true });
  const run = await action.run(
    'workflow_dispatch',
    {},
    { source: 'arbor/d', 'eval-cmd-test': evaluator.command },
  );
  expect(run.stdout).toContain('source arbor/d is not a branch of the checkout: fetched from origin');
  expect(run.exitCode).toBe(0);
  expect(run.outputs.decision).toBe('would_merge');
  expect(verdictOf(run).score).toBe(7);
  expect(evaluator.runs()).toEqual(['7 0']);
}, 300_000);
