/**
 * `queue --parallel 2` as root runs two evaluations at once, each as an evaluation account of its own
 * (`<eval-user>-1`, `-2`), so ending one never ends the other. The evaluator writes its account and
 * its start and end times to a folder outside /tmp (isolated evaluations get a private /tmp); the test
 * reads the overlap from them, never from timing the gate.
 */
import { jest } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runQueueReported } from '../../src/run/queue.js';
import { createGateRepo, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

const isRoot = process.geteuid?.() === 0;
const itAsRoot = isRoot ? it : it.skip;
jest.setTimeout(240_000);

/** This file's own account: other test files' evaluations never wait for these. */
const ACCOUNT = 'arbor-eval-queue';

const TIMED_EVAL = `#!/bin/sh
# B_test: 5 plus the numbers in gains/*.txt; logs "account start end" into the folder "$1".
cd "$(dirname "$0")" || exit 2
start=$(date +%s.%N)
sleep 3
s=5
for f in gains/*.txt; do [ -f "$f" ] && s=$((s + $(cat "$f"))); done
echo "$(id -un) $start $(date +%s.%N)" > "$1/$(id -un)-$start"
echo "{\\"score\\": $s}"
`;

let repo: GateRepo;
let marks: string;
beforeEach(async () => {
  repo = await createGateRepo({ files: { 'eval.sh': TIMED_EVAL, 'gains/base.txt': '0\n' } });
  mkdirSync(join(process.cwd(), 'build'), { recursive: true });
  marks = mkdtempSync(join(process.cwd(), 'build', 'queue-marks-'));
  chmodSync(marks, 0o777);
});
afterEach(async () => {
  rmSync(marks, { recursive: true, force: true });
  await repo.cleanup();
});

itAsRoot('measures two candidates at once under two accounts', async () => {
  repo.commit('arbor/a', { 'gains/a.txt': '1\n' }, { push: true });
  repo.commit('arbor/b', { 'gains/b.txt': '1\n' }, { push: true });
  const { mode: _mode, ...gate } = repo.input('merge', {
    evalCmdTest: `sh {cwd}/eval.sh ${marks}`,
    evalIsolation: 'user',
    evalUser: ACCOUNT,
    ledger: true,
    testTrunkScore: undefined,
    testBaselineScore: '5',
  });
  const outcome = await runQueueReported({ gate, sources: ['arbor/a', 'arbor/b'], parallel: 2 }, repo.deps());
  expect(outcome.verdicts.map((v) => v.decision)).toEqual(['merged', 'merged']);
  // Both measurements survived the other's run (each slot evaluates from a clone of its own).
  expect(outcome.verdicts.map((v) => (v.reused ?? []).length)).toEqual([1, 1]);
  expect(repo.remoteSha(TRUNK)).toBe(outcome.landed[1]);
  const runs = readdirSync(marks).map((file) => {
    const [account, start, end] = readFileSync(join(marks, file), 'utf8').trim().split(' ');
    return { account, start: Number(start), end: Number(end) };
  });
  // T+A and T+A+B, once each; the landings reused them (the baseline is a given reference).
  expect(runs.map((r) => r.account).sort()).toEqual([`${ACCOUNT}-1`, `${ACCOUNT}-2`]);
  const [first, second] = runs as [(typeof runs)[0], (typeof runs)[0]];
  expect(first.start < second.end && second.start < first.end).toBe(true);
});
