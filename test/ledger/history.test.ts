/**
 * REPORT.md's trunk chart from the score ledger: when the repository has one, the chart's points are
 * trunk's gate merges as `ledger show` sees them (each merge's score, from its authenticated deciding
 * lines); without it the chart comes from the idea tree.
 */
import { runReport } from '../../src/tools/report.js';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, RUN_NAME, type GateRepo } from '../helpers/gate-repo.js';

const REF = 'refs/notes/arbor-gate';
let repo: GateRepo;

beforeEach(async () => {
  repo = await createGateRepo({
    score: 5,
    session: { tracked: false, nodes: [{ id: 'n1', code_ref: 'arbor/n1', score: 2 }] },
  });
});
afterEach(() => repo.cleanup());

const chart = async () =>
  (await runReport({ session: { cwd: repo.work, runName: RUN_NAME }, env: {} })).facts.trunk_history;

it('draws the trunk chart from the ledger when the repository has one', async () => {
  repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  const verdict = await runGate(
    repo.input('merge', { source: 'arbor/n1', nodeId: 'n1', ledger: true, testTrunkScore: '5' }),
    repo.deps(),
  );
  expect(verdict.decision).toBe('merged');
  const fromLedger = await chart();
  expect(fromLedger).toEqual({ split: 'B_test', points: [{ label: 'n1', value: 7 }] });
  // The same repository without its notes ref: the chart is the tree's, not the ledger's.
  repo.git(['update-ref', '-d', REF]);
  expect(await chart()).not.toEqual(fromLedger);
}, 180_000);
