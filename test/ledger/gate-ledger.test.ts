/**
 * One gate run's ledger making lines for several evaluations at once (the queue's parallel slots):
 * every line gets its own (run, seq) id, so a merge's `Arbor-Ledger-Lines` trailer names its own run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GateLedger } from '../../src/gate/ledger/gate-ledger.js';
import type { GateSettings } from '../../src/gate/settings.js';
import { GitAdapter } from '../../src/git/adapter.js';
import { lineId } from '../../src/ledger/line.js';
import type { EvalResult } from '../../src/eval/types.js';
import { git } from '../helpers/gate-repo.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbor-gate-ledger-seq-'));
  git(dir, ['init', '-q']);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const scored = (score: number): EvalResult => ({
  attempts: [{ n: 1, exit_code: 0, signal: null, timed_out: false, duration_s: 1, score, log: '' }],
  score,
  failure: null,
  scoreKey: 'score',
  scoreLine: null,
  warnings: [],
});

it('gives the lines of two evaluations made before either is recorded ids of their own', async () => {
  const settings = {
    ledger: true,
    ledgerRef: 'refs/notes/arbor-gate',
    ledgerKey: 'a-test-key-0123456789abcdef01234567',
    evalCmdTest: 'sh eval.sh',
    score: {},
    evaluatorVersion: null,
    twoPhase: null,
    requiredOutputs: [],
    submissionPath: null,
    evalRepeats: 1,
    fresh: false,
  } as unknown as GateSettings;
  const ledger = await GateLedger.open({
    repo: new GitAdapter(dir),
    settings,
    isolation: 'none',
    name: (field) => field,
    writes: true,
    chosenByAgent: false,
    keyFile: false,
    gateVersion: 'test',
    runUrl: null,
  });
  const tree = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
  const at = (seed: number) => ({ tree, commit: tree, nodeId: null, seed });
  // Both slots finish their runs, then each makes its lines: neither has recorded yet.
  const [first, second] = await Promise.all([
    ledger?.linesFor(scored(6), at(1)),
    ledger?.linesFor(scored(5), at(2)),
  ]);
  const ids = [...(first ?? []), ...(second ?? [])].map(lineId);
  expect(ids).toHaveLength(2);
  expect(new Set(ids).size).toBe(2);
});
