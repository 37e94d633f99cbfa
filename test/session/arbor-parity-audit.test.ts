/**
 * Issue 22, what the row-by-row audit found untested: the second half of row 6 (recover restores the
 * node the report calls best), the direction-aware best_score of a derived run_stats.json (Arbor's is
 * always the maximum: a difference on purpose), and which divergences a capped list keeps (the largest
 * first, then the latest). Sessions in Arbor's shapes from the project's builders.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Loose,
  type NodeSpec,
  buildSession,
  buildTree,
  cleanupTempDirs,
  runCli,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

const json = async (argv: string[]): Promise<Loose> => JSON.parse((await runCli([...argv, '--json'])).stdout);

describe('row 6: recover restores the best idea the report names', () => {
  it('a pruned node with a higher score and a snapshot of its own is neither "best" nor restored', async () => {
    const tree = buildTree(
      [
        { id: 'ROOT', status: 'done', hypothesis: 'Raise accuracy' },
        { id: '1', parent: 'ROOT', status: 'done', score: 0.7 },
        { id: '2', parent: 'ROOT', status: 'merged', score: 0.8 },
        { id: '3', parent: 'ROOT', status: 'pruned', score: 0.99 },
      ],
      { baseline_score: 0.5, trunk_score: 0.8, submission_path: 'submission.csv' },
    );
    const { session, workspace } = buildSession({ tree });
    mkdirSync(join(session, 'submissions'));
    for (const id of ['1', '2', '3']) writeFileSync(join(session, 'submissions', `${id}.csv`), `node ${id}`);

    expect((await json(['report', session])).best_node_id).toBe('2');
    expect(await json(['recover', session])).toMatchObject({
      source: expect.stringContaining(join('submissions', '2.csv')),
    });
    expect(readFileSync(join(workspace, 'submission.csv'), 'utf8')).toBe('node 2');
  });
});

describe("a derived run_stats.json's best_score follows the metric (Arbor's is always the maximum)", () => {
  it('minimize: the lowest score', async () => {
    const tree = buildTree(
      [
        { id: 'ROOT', status: 'done' },
        { id: '1', parent: 'ROOT', status: 'done', score: 0.3 },
        { id: '2', parent: 'ROOT', status: 'merged', score: 0.2 },
        { id: '3', parent: 'ROOT', status: 'done', score: 0.9 },
      ],
      { metric_direction: 'minimize', baseline_score: 0.5, trunk_score: 0.2 },
    );
    const { session } = buildSession({ tree });
    expect((await runCli(['finalize', session])).code).toBe(0);
    const stats = JSON.parse(readFileSync(join(session, 'run_stats.json'), 'utf8'));
    expect(stats.iterations.best_score).toBe(0.2);
  });
});

describe('a capped divergence list keeps the largest first', () => {
  it('25 divergent merges: the 10 largest, then the latest 10 of the rest, "and 5 more"; report.json has all', async () => {
    // Merge k lifts B_dev by 0.01 and drops B_test by k/1000 from the trunk before it: merges 16-25 are
    // the largest and the latest at once, so the latest 10 of the rest are 6-15 and 1-5 are cut.
    const nodes: NodeSpec[] = [{ id: 'ROOT', status: 'done' }];
    let test = 10;
    for (let k = 1; k <= 25; k += 1) {
      test -= k / 1000;
      nodes.push({ id: `m${k}`, parent: 'ROOT', status: 'merged', score: 0.5 + k / 100, test_score: test });
    }
    const tree = buildTree(nodes, { baseline_score: 0.5, test_baseline_score: 10, trunk_score: 0.75 });
    const { session } = buildSession({ tree });
    const facts = await json(['report', session]);
    const ids = (list: Loose[]): string[] => list.map((d) => d.node_id);
    expect(ids(facts.divergence)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `m${25 - i}`),
      ...Array.from({ length: 10 }, (_, i) => `m${6 + i}`),
    ]);
    expect(facts.divergence_cut).toMatchObject({ total: 25, more: 5 });
    const md = readFileSync(join(session, 'REPORT.md'), 'utf8');
    expect(md).toContain('… and 5 more (report.json lists all 25).');
    const file = JSON.parse(readFileSync(join(session, 'report.json'), 'utf8'));
    expect(ids(file.full_lists.divergence)).toHaveLength(25);
  });
});

describe('divergent merges redacted in one pass', () => {
  it('a token-shaped node id among 30 divergent merges is redacted in REPORT.md and report.json', async () => {
    const token = `ghp_${'Qw7'.repeat(12)}`;
    const nodes: NodeSpec[] = [{ id: 'ROOT', status: 'done' }];
    for (let k = 1; k <= 30; k += 1) {
      const id = k === 30 ? token : `m${k}`;
      nodes.push({ id, parent: 'ROOT', status: 'merged', score: 0.5 + k / 100, test_score: 10 - k });
    }
    const tree = buildTree(nodes, { baseline_score: 0.5, test_baseline_score: 10, trunk_score: 0.8 });
    const { session } = buildSession({ tree });
    const facts = await json(['report', session]);
    const file = readFileSync(join(session, 'report.json'), 'utf8');
    expect(file).not.toContain(token);
    expect(readFileSync(join(session, 'REPORT.md'), 'utf8')).not.toContain(token);
    expect(facts.divergence.map((d: Loose) => d.node_id)).toContain('[REDACTED]');
    expect(JSON.parse(file).full_lists.divergence).toHaveLength(30);
  });
});
