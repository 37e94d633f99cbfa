import { buildSessionReport } from '../../src/report/session-report.js';
import {
  type NodeSpec,
  buildSession,
  buildTree,
  cleanupTempDirs,
  event,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

// Ids, statuses and agent names are redacted in batches; a secret among many must still go.
describe('report facts over many ideas and agents', () => {
  const token = `ghp_${'Qw7'.repeat(12)}`;
  const envSecret = 'correct-horse-battery-staple';

  it('redacts every id, status and agent name in a batch and keeps the counts', async () => {
    const nodes: NodeSpec[] = [{ id: 'ROOT', status: 'running' }];
    for (let i = 0; i < 300; i += 1) {
      nodes.push({
        id: i === 7 ? token : `n${i}`,
        parent: 'ROOT',
        status: i % 3 === 0 ? 'merged' : i === 5 ? `odd ${envSecret}` : i % 3 === 1 ? 'running' : 'done',
        score: i,
        hypothesis: i === 9 ? `uses ${envSecret}\nand more` : `idea ${i}`,
      });
    }
    const events = Array.from({ length: 200 }, (_, i) =>
      event(i, 'llm.call', { agent: i === 3 ? `sub:${token}` : `sub:a${i % 150}`, input_tokens: 1 }),
    );
    const { session } = buildSession({ tree: buildTree(nodes), events });
    const facts = await buildSessionReport(session, { env: { SOME_SECRET: envSecret } });

    const text = JSON.stringify(facts);
    expect(text).not.toContain(token);
    expect(text).not.toContain(envSecret);
    expect(facts.nodes_total).toBe(300);
    expect(facts.status_counts).toMatchObject({ merged: 100, running: 100, done: 99, 'odd [REDACTED]': 1 });
    expect(facts.merged_node_ids).toHaveLength(100);
    // 100 merged: the 10 best and the 10 latest of the others listed, 80 counted.
    expect(facts.merged_ideas_cut).toEqual({ total: 100, top: 10, latest: 10, more: 80 });
    expect(facts.merged_ideas.map((idea) => idea.id)).toEqual([
      ...facts.merged_node_ids.slice(-10).reverse(),
      ...facts.merged_node_ids.slice(-20, -10),
    ]);
    expect(Object.keys(facts.run_stats?.by_agent ?? {})).toHaveLength(151);
    expect(facts.run_stats?.by_agent['sub:[REDACTED]']).toMatchObject({ llm_calls: 1 });
    expect(facts.top_ideas.map((idea) => idea.id)).toEqual([
      'n299',
      'n298',
      'n297',
      'n296',
      'n295',
      'n294',
      'n293',
      'n292',
      'n291',
      'n290',
    ]);
    expect(facts.caveats.find((c) => c.startsWith('Interrupted run'))).toContain('node(s) ROOT, n1, n4,');
  });
});
