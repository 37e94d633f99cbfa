/**
 * The speculative local queue on real repositories with a bare remote: every branch improves; a middle
 * branch that regresses on the state before it is named and the later ones are rebuilt without it; a
 * conflict between two queued branches; a trunk that moves during the queue, and one that moves under
 * a landing running beside a measurement; and `--parallel 1` lands what merging one by one lands. The evaluator scores 5 plus the numbers in gains/*.txt and logs
 * each run, so the tests count evaluations.
 */
import { jest } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import { runGate } from '../../src/run/gate.js';
import { runQueueReported } from '../../src/run/queue.js';
import { GitAdapter } from '../../src/git/adapter.js';
import { gatherLedgerFacts } from '../../src/ledger/history.js';
import { keyFromFile } from '../../src/ledger/store.js';
import { verifyLedger } from '../../src/ledger/verify.js';
import { captureIo } from '../helpers/cli-io.js';
import { createGateRepo, git, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

const QUEUE_EVAL = `#!/bin/sh
# B_test: 5 plus every number in gains/*.txt; each run logs its gain files to "$1".
cd "$(dirname "$0")" || exit 2
s=5
for f in gains/*.txt; do [ -f "$f" ] && s=$((s + $(cat "$f"))); done
echo "$(ls gains 2>/dev/null | tr '\\n' ' ')" >> "$1"
echo "{\\"score\\": $s}"
`;

// Several gate runs per test, each a few git processes: slow on a loaded machine, not CPU-hungry.
jest.setTimeout(180_000);

let repo: GateRepo;
let runs: string;

beforeEach(async () => {
  repo = await createGateRepo({ files: { 'eval.sh': QUEUE_EVAL, 'gains/base.txt': '0\n' } });
  runs = join(repo.root, 'runs.log');
});
afterEach(() => repo.cleanup());

const evaluations = () =>
  existsSync(runs)
    ? readFileSync(runs, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.trim())
    : [];
const gateInput = () => {
  const { mode: _mode, ...input } = repo.input('merge', {
    evalCmdTest: `sh {cwd}/eval.sh ${runs}`,
    ledger: true,
    testTrunkScore: undefined,
  });
  return input;
};
const queue = (sources: string[], parallel = 2, deps = repo.deps()) =>
  runQueueReported({ gate: gateInput(), sources, parallel }, deps);
/** Whether every trunk commit's recorded score is its tree's ledger score (`ledger verify`). */
const ledgerHolds = async () => {
  const gitRepo = new GitAdapter(repo.work);
  const at = { branch: TRUNK, sha: repo.sha(TRUNK) };
  const facts = await gatherLedgerFacts(gitRepo, 'refs/notes/arbor-gate', at, { history: true });
  return verifyLedger(facts, await keyFromFile(await gitRepo.commonDir())).holds;
};
const branch = (name: string, file: string, gain: number) =>
  repo.commit(name, { [`gains/${file}.txt`]: `${gain}\n` }, { push: true });
const trunkScores = () =>
  repo
    .git(['log', '--first-parent', '--format=%(trailers:key=Arbor-Score,valueonly)', TRUNK])
    .split('\n')
    .filter((line) => line.trim() !== '');

it('lands every improving branch in order, each measured once, trunk measured once', async () => {
  branch('arbor/a', 'a', 1);
  branch('arbor/b', 'b', 2);
  branch('arbor/c', 'c', 3);
  const outcome = await queue(['arbor/a', 'arbor/b', 'arbor/c']);
  expect(outcome.verdicts.map((v) => v.decision)).toEqual(['merged', 'merged', 'merged']);
  expect(outcome.verdicts.map((v) => v.score)).toEqual([6, 8, 11]);
  expect(outcome.landed).toHaveLength(3);
  expect(repo.remoteSha(TRUNK)).toBe(outcome.landed[2]);
  expect(trunkScores()).toEqual(['11', '8', '6']);
  // trunk, T+A, T+A+B, T+A+B+C: four trees, four evaluations; the landings reused them.
  expect(evaluations().sort()).toEqual(
    ['a.txt b.txt base.txt c.txt', 'a.txt b.txt base.txt', 'a.txt base.txt', 'base.txt'].sort(),
  );
  expect(outcome.verdicts.slice(1).map((v) => v.reference_source)).toEqual(['ledger', 'ledger']);
  expect(outcome.verdicts.every((v) => (v.reused ?? []).length > 0)).toBe(true);
  expect(readFileSync(join(repo.root, 'REPORT.md'), 'utf8')).toContain('## Queue');
  // Every landed commit names the lines of its own tree (the slots made lines of one run at once).
  expect(await ledgerHolds()).toBe(true);
});

it('names a middle branch that regresses on the state before it, and rebuilds the later ones without it', async () => {
  branch('arbor/a', 'a', 2);
  branch('arbor/b', 'b', -1);
  branch('arbor/c', 'c', 1);
  const outcome = await queue(['arbor/a', 'arbor/b', 'arbor/c']);
  expect(outcome.verdicts.map((v) => v.decision)).toEqual(['merged', 'rejected', 'merged']);
  expect(outcome.verdicts[1]?.source.ref).toBe('arbor/b');
  expect(outcome.verdicts[1]?.reasons.map((r) => r.code)).toEqual(['not_improved']);
  expect(outcome.verdicts[2]?.score).toBe(8);
  expect(trunkScores()).toEqual(['8', '7']);
  const landed = repo.git(['ls-tree', '--name-only', `${TRUNK}:gains`]).split('\n');
  expect(landed).toEqual(['a.txt', 'base.txt', 'c.txt']);
  // Each tree once: T, T+A, T+A+B (speculative, rejected), T+A+B+C (discarded), T+A+C (rebuilt).
  const trees = evaluations();
  expect(new Set(trees).size).toBe(trees.length);
  expect(trees).toContain('a.txt base.txt c.txt');
});

it('rejects the second of two conflicting branches with merge_conflict', async () => {
  branch('arbor/a', 'shared', 1);
  branch('arbor/b', 'shared', 2);
  const outcome = await queue(['arbor/a', 'arbor/b']);
  expect(outcome.verdicts.map((v) => v.decision)).toEqual(['merged', 'rejected']);
  expect(outcome.verdicts[1]?.reasons.map((r) => r.code)).toEqual(['merge_conflict']);
  expect(trunkScores()).toEqual(['6']);
});

it('follows a trunk that moves during the queue: the later branches are judged on the moved trunk', async () => {
  branch('arbor/a', 'a', 1);
  branch('arbor/b', 'b', 1);
  branch('arbor/outside', 'outside', 3);
  const other = repo.clone('other');
  let moved = false;
  const deps = repo.deps({
    log: (line) => {
      // Once A landed, another session merges a branch of its own into the remote trunk.
      if (moved || !line.startsWith('merged into')) return;
      moved = true;
      git(other, ['fetch', '-q', 'origin']);
      git(other, ['checkout', '-q', '-B', 'move', `origin/${TRUNK}`]);
      git(other, ['merge', '-q', '--no-ff', '-m', 'outside merge', 'origin/arbor/outside']);
      git(other, ['push', '-q', 'origin', `HEAD:refs/heads/${TRUNK}`]);
    },
  });
  const outcome = await queue(['arbor/a', 'arbor/b'], 2, deps);
  expect(moved).toBe(true);
  expect(outcome.verdicts.map((v) => v.decision)).toEqual(['merged', 'merged']);
  const files = repo.git(['ls-tree', '--name-only', `origin/${TRUNK}:gains`]).split('\n');
  expect(files).toEqual(['a.txt', 'b.txt', 'base.txt', 'outside.txt']);
  expect(outcome.verdicts[1]?.score).toBe(10);
});

it('lands a branch on the trunk it was judged on when trunk moves under a landing beside a measurement', async () => {
  branch('arbor/a', 'a', 1);
  branch('arbor/b', 'b', 1);
  branch('arbor/outside', 'outside', 3);
  const other = repo.clone('other');
  const lines: string[] = [];
  const deps = repo.deps({
    log: (line) => {
      lines.push(line);
      // A's landing (beside B's measurement) has judged A on T and not pushed yet: another session
      // lands a branch of its own on the remote trunk now, so that push is refused.
      if (lines.filter((l) => l.endsWith(': improved')).length !== 1 || !line.endsWith(': improved')) return;
      git(other, ['fetch', '-q', 'origin']);
      git(other, ['checkout', '-q', '-B', 'move', `origin/${TRUNK}`]);
      git(other, ['merge', '-q', '--no-ff', '-m', 'outside merge', 'origin/arbor/outside']);
      git(other, ['push', '-q', 'origin', `HEAD:refs/heads/${TRUNK}`]);
    },
  });
  const outcome = await queue(['arbor/a', 'arbor/b'], 2, deps);
  // B was measured speculatively on T+A. Whether that measurement's start is logged before or after
  // A's landing judged A depends on the load (they run side by side), so only its presence is held.
  expect(lines.some((l) => l.startsWith('queue: measuring arbor/b on'))).toBe(true);
  expect(outcome.verdicts.map((v) => v.decision)).toEqual(['merged', 'merged']);
  // A was judged again on the moved trunk (T+outside), and B on T+outside+A: what landed is what was judged.
  expect(outcome.verdicts.map((v) => v.score)).toEqual([9, 10]);
  const first = outcome.landed[0] as string;
  expect(repo.git(['log', '-1', '--format=%s', `${first}^1`]).trim()).toBe('outside merge');
  expect(trunkScores()).toEqual(['10', '9']);
  const trees = evaluations();
  expect(new Set(trees).size).toBe(trees.length);
  expect(trees).toEqual(
    expect.arrayContaining(['a.txt base.txt outside.txt', 'a.txt b.txt base.txt outside.txt']),
  );
  expect(repo.remoteSha(TRUNK)).toBe(outcome.landed[1]);
  expect(await ledgerHolds()).toBe(true);
});

it('--parallel 1 lands the same trees with the same scores as merging one by one', async () => {
  branch('arbor/a', 'a', -2);
  branch('arbor/b', 'b', 2);
  const io = captureIo(repo.work);
  const flags = [
    '--trunk-branch',
    TRUNK,
    '--eval-cmd-test',
    `sh {cwd}/eval.sh ${runs}`,
    '--eval-isolation',
    'none',
  ];
  const code = await main(
    [
      'queue',
      '--cwd',
      repo.work,
      ...flags,
      '--source',
      'arbor/a',
      '--source',
      'arbor/b',
      '--parallel',
      '1',
      '--json',
      '--report',
      join(repo.root, 'Q.md'),
    ],
    io,
  );
  expect(code).toBe(1);
  const printed = JSON.parse(io.out()) as { verdicts: Array<{ decision: string }>; landed: string[] };
  expect(printed.verdicts.map((v) => v.decision)).toEqual(['rejected', 'merged']);
  const queued = printed.landed.map((commit) => [repo.git(['rev-parse', `${commit}^{tree}`]).trim()]);

  // The same branches merged one by one from a fresh copy of the same start.
  const serial = await createGateRepo({ files: { 'eval.sh': QUEUE_EVAL, 'gains/base.txt': '0\n' } });
  try {
    const landed = [];
    for (const [name, file, gain] of [
      ['arbor/a', 'a', -2],
      ['arbor/b', 'b', 2],
    ] as const) {
      serial.commit(name, { [`gains/${file}.txt`]: `${gain}\n` }, { push: true });
      const { mode: _mode, ...input } = serial.input('merge', {
        evalCmdTest: `sh {cwd}/eval.sh ${join(serial.root, 'r')}`,
        ledger: true,
      });
      const verdict = await runGate({ ...input, mode: 'merge', source: name }, serial.deps());
      if (verdict.merge_commit !== null)
        landed.push([serial.git(['rev-parse', `${verdict.merge_commit}^{tree}`]).trim()]);
    }
    expect(landed.map(([tree]) => serial.git(['ls-tree', '-r', tree as string]))).toEqual(
      queued.map(([tree]) => repo.git(['ls-tree', '-r', tree as string])),
    );
  } finally {
    await serial.cleanup();
  }
});
