/** One REPORT.md holds the session report and the gate's verdict, whichever of the two writes first. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import type { Io } from '../../src/commands/command.js';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, RUN_NAME, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
afterEach(() => repo.cleanup());

function silentIo(cwd: string): Io {
  return { stdout: () => undefined, stderr: () => undefined, interactive: false, env: {}, cwd };
}

it('a merge writes the local session report with a Gate section, and `report` keeps that section', async () => {
  repo = await createGateRepo({
    score: 5,
    session: {
      tracked: false,
      meta: { metric_direction: 'maximize', test_trunk_score: 5, test_baseline_score: 4 },
      nodes: [
        { id: '1', status: 'done', score: 6, code_ref: 'arbor/n1-better', hypothesis: 'Raise the score' },
      ],
    },
  });
  repo.commit('arbor/n1-better', { 'solution.txt': '7\n' });
  const sessionDir = join(repo.work, '.arbor', 'sessions', RUN_NAME);
  const reportPath = join(sessionDir, 'REPORT.md');

  const verdict = await runGate(
    repo.input('merge', { source: 'arbor/n1-better', runName: RUN_NAME, reportPath: undefined }),
    repo.deps(),
  );
  expect(verdict.decision).toBe('merged');
  expect(verdict.report_path).toBe(reportPath);
  const afterGate = readFileSync(reportPath, 'utf8');
  expect(afterGate).toMatch(/^# /m); // the session report's title
  expect(afterGate).toContain('Raise the score');
  expect(afterGate).toMatch(/## Gate[\s\S]*MERGED/);

  expect(await main(['report', sessionDir], silentIo(repo.work))).toBe(0);
  const afterReport = readFileSync(reportPath, 'utf8');
  expect(afterReport).toMatch(/## Gate[\s\S]*MERGED/);
  expect(afterReport.match(/arbor-gate:gate-section:start/g)).toHaveLength(1);
  // The rewritten report reads the tree the merge updated: node 1 is merged with its verified score.
  expect(afterReport).toMatch(/Merged Ideas[\s\S]*Raise the score/i);
});
