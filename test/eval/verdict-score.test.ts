/** Issue 11 in the verdict: the gate names the key and line a score was read from, and warns. */
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, warningsBesideIsolation, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
afterEach(() => repo.cleanup());

it('the verdict names the key and the line (redacted), and warns about several keys', async () => {
  repo = await createGateRepo({ score: 5 });
  repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  const token = `ghp_${'a'.repeat(36)}`;
  const evalCmdTest = `sh {cwd}/eval.sh; echo 'score: 7 ${token}' >&2; echo 'final train loss: 0.0412'`;
  const verdict = await runGate(
    repo.input('verify', { source: 'arbor/n1', testTrunkScore: '5', evalCmdTest }),
    repo.deps(),
  );
  expect(verdict).toMatchObject({
    decision: 'would_merge',
    score: 7,
    score_key: 'score',
    score_line: { number: 3, text: 'score: 7 [REDACTED]' },
  });
  expect(warningsBesideIsolation(verdict)).toEqual([
    expect.stringMatching(/several score keys \(score, loss\)/),
  ]);
  expect(verdict.attempts[0]).toMatchObject({ score_key: 'score', score_line: 3 });
});
