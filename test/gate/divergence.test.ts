/**
 * The B_dev/B_test divergence flag says only what the data supports (issue 36 item 6), through the
 * CLI entry on real repositories with a session tree committed on trunk: a node's B_dev gain over its
 * own parent against its B_test gain over trunk, only for comparable states and beyond their noise.
 * The case ("B_dev improved (0.9701 -> 0.9712) but B_test got worse") came from a stale trunk
 * B_dev (meta.trunk_score) and from noise: neither fires now; the same gains on quiet runs do.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Verdict } from '../../src/gate/verdict.js';
import { DRAWING_EVAL } from '../helpers/drawing-eval.js';
import { gateInProcess } from '../helpers/gate-cli.js';
import { createGateRepo, type GateRepo, type TreeNodeSpec } from '../helpers/gate-repo.js';

let repo: GateRepo;
let counter: string;
let draws: string;

/** The node n1 (B_dev 0.9712) under the root (B_dev 0.9701, also trunk_score), with `others` beside it. */
async function setUp(drawn: number[], others: TreeNodeSpec[] = []): Promise<void> {
  repo = await createGateRepo({
    score: 5,
    files: { 'eval.sh': { executable: DRAWING_EVAL } },
    session: {
      tracked: true,
      meta: { baseline_score: 0.9701, trunk_score: 0.9701, metric_direction: 'maximize' },
      nodes: [...others, { id: 'n1', status: 'done', score: 0.9712, code_ref: 'arbor/n1' }],
    },
  });
  counter = join(repo.root, 'runs');
  draws = join(repo.root, 'draws');
  writeFileSync(draws, drawn.map((d) => `${d}\n`).join(''));
  repo.commit('arbor/n1', { 'solution.txt': 'draw\n' });
}

afterEach(() => repo.cleanup());

/** verify on n1 in single mode against trunk's 5, `--fresh` adding a run to the ledger's. */
async function verify(fresh = false): Promise<Verdict> {
  const { verdict } = await gateInProcess(repo, [
    'verify',
    '--source',
    'arbor/n1',
    '--judge',
    'single',
    '--test-trunk-score',
    '5',
    '--eval-cmd-test',
    `sh {cwd}/eval.sh ${counter} ${draws}`,
    '--eval-isolation',
    'none',
    ...(fresh ? ['--fresh'] : []),
  ]);
  return verdict;
}

describe('divergence the data supports', () => {
  it('fires on quiet runs: B_dev up over its parent, B_test down over the trunk it branched from', async () => {
    await setUp([4, 4]);
    await verify();
    const verdict = await verify(true);
    expect(verdict.divergence?.kind).toBe('direction');
    expect(verdict.divergence?.message).toMatch(
      /B_dev improved over its parent \(0\.9701 -> 0\.9712\) but B_test got worse over trunk \(5 -> 4\)/,
    );
  }, 120_000);

  it('does not fire on noisy B_test runs (4.2 and 5.4 against 5): within their noise', async () => {
    await setUp([4.2, 5.4]);
    await verify();
    const verdict = await verify(true);
    expect(verdict.score).toBeCloseTo(4.8, 10);
    expect(verdict.divergence).toBeNull();
  }, 120_000);

  it('does not fire on a stale B_dev: an idea landed since the root, so trunk is no longer the parent', async () => {
    await setUp([4, 4], [{ id: 'n0', status: 'merged', score: 0.98 }]);
    await verify();
    const verdict = await verify(true);
    expect(verdict.score).toBe(4);
    expect(verdict.divergence).toBeNull();
  }, 120_000);

  it('says nothing from one run: the noise is not known', async () => {
    await setUp([4]);
    const verdict = await verify();
    expect(verdict.score).toBe(4);
    expect(verdict.divergence).toBeNull();
  }, 120_000);
});
