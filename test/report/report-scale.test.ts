/**
 * A report at 10,000 ideas (2,100 merged): REPORT.md stays short with both charts drawable by mermaid
 * (parsed with the full package under jsdom, and under its maxTextSize), and report.json lists
 * everything REPORT.md caps. Kept out of `npm run test:unit` (it loads mermaid and jsdom).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runReport, type ReportFileJson } from '../../src/tools/report.js';
import { loadMermaid, mermaidBlocks, type MermaidChecker } from '../helpers/mermaid-parse.js';
import {
  buildSession,
  buildTree,
  cleanupTempDirs,
  event,
  type NodeSpec,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

const IDEAS = 10_000;
const MERGED = 2_100;

/** B_test after merge k (0: the baseline): a slow rise under noise, so new bests are few. */
function testScore(k: number): number {
  return k === 0 ? 0.5 : Number((0.5 + k * 0.00005 + ((k * 7919) % 100) / 5000).toFixed(6));
}

/** Merges whose B_test fell while B_dev rose: a divergence each. */
const DIVERGENT = Array.from({ length: MERGED }, (_, i) => i + 1).filter(
  (k) => testScore(k) < testScore(k - 1),
).length;

/**
 * A merged spine m1 -> m2 -> ... (each merge a child of the last), B_dev rising at every merge and
 * B_test noisy; the other ideas hang off spine nodes; the best idea by B_dev is a done child of the
 * last merge.
 */
function scaleSession(): { session: string; workspace: string } {
  const nodes: NodeSpec[] = [{ id: 'ROOT', status: 'done', hypothesis: 'the task' }];
  for (let k = 1; k <= MERGED; k += 1) {
    nodes.push({
      id: `m${k}`,
      parent: k === 1 ? 'ROOT' : `m${k - 1}`,
      status: 'merged',
      score: 0.5 + k * 0.0002,
      test_score: testScore(k),
      hypothesis: `merge ${k}: a hypothesis with "quotes" [brackets] and <b>markup</b>`,
      code_ref: `arbor/m${k}`,
    });
  }
  const statuses = ['done', 'pruned', 'pending', 'needs_retry'];
  for (let i = 1; nodes.length <= IDEAS; i += 1) {
    nodes.push({
      id: `x${i}`,
      parent: `m${1 + ((i * 7919) % MERGED)}`,
      status: statuses[i % statuses.length],
      score: 0.4 + ((i * 104729) % 1000) / 10_000,
    });
  }
  (nodes[nodes.length - 1] as NodeSpec).parent = `m${MERGED}`;
  (nodes[nodes.length - 1] as NodeSpec).status = 'done';
  (nodes[nodes.length - 1] as NodeSpec).score = 2;
  const events = [event(1, 'session.start', { task: 'the task', model: 'm' })];
  for (let k = 1; k <= MERGED; k += 1) {
    events.push(event(10 + k, 'idea.merged', { node_id: `m${k}`, branch: `arbor/m${k}` }));
    // Arbor's record_llm_usage: `source`, not `agent`.
    events.push(
      event(10 + k, 'llm.call', {
        source: k % 10 === 0 ? 'context_compaction' : 'agent',
        input_tokens: 100,
        output_tokens: 10,
      }),
    );
  }
  const meta = {
    baseline_score: 0.5,
    trunk_score: 0.92,
    test_baseline_score: 0.5,
    test_trunk_score: testScore(MERGED),
  };
  return buildSession({ tree: buildTree(nodes, meta), events, treeMarkdown: false });
}

describe('a report at 10,000 ideas', () => {
  let mermaid: MermaidChecker;
  beforeAll(async () => {
    mermaid = await loadMermaid();
  });

  it('REPORT.md stays under 600 lines, its charts parse and fit mermaid, report.json lists everything', async () => {
    const { session, workspace } = scaleSession();
    const result = await runReport({ session: { cwd: workspace, runName: 'run1' }, env: {} });
    const markdown = readFileSync(join(session, 'REPORT.md'), 'utf8');
    expect(markdown.split('\n').length).toBeLessThan(600);

    const blocks = mermaidBlocks(markdown);
    expect(blocks.map((block) => block.split('\n')[0])).toEqual(['xychart-beta', 'graph TD']);
    for (const block of blocks) {
      expect(block.length).toBeLessThan(mermaid.maxTextSize);
      await expect(mermaid.parse(block)).resolves.toMatch(/^(xychart|flowchart)/);
    }
    const chart = blocks[0] as string;
    const values = /line \[([^\]]*)\]/.exec(chart)?.[1]?.split(', ') ?? [];
    expect(values.length).toBeLessThanOrEqual(200);
    expect(markdown).toContain(
      `200 of ${(MERGED + 1).toLocaleString('en-US')} points: the first, the last and every new best`,
    );

    // The diagram: the path to the best idea and the latest merges, not a fan of the root's children.
    const diagram = blocks[1] as string;
    expect(diagram).toContain(`x${IDEAS - MERGED}`);
    expect(diagram).toContain(`m${MERGED} #91;merged#93;`);
    expect(diagram).toMatch(/-\. "\d+ levels" \.->/);
    expect(diagram).toMatch(/_more\["\+\d+ more"\]/);

    expect(markdown).toContain(`… and ${(MERGED - 20).toLocaleString('en-US')} more (report.json lists all`);
    expect(markdown).toContain(
      `… and ${(DIVERGENT - 20).toLocaleString('en-US')} more (report.json lists all ${DIVERGENT.toLocaleString('en-US')})`,
    );
    for (const caveat of result.facts.caveats) expect(caveat.length).toBeLessThan(400);
    // The per-agent table: one row per `source`.
    expect(markdown).toMatch(/\| agent \| 1,890 \| 189,000 \| 18,900 \|/);
    expect(markdown).toMatch(/\| context_compaction \| 210 \| 21,000 \| 2,100 \|/);

    const file = JSON.parse(readFileSync(join(session, 'report.json'), 'utf8')) as ReportFileJson;
    expect(result.report_json_path).toBe(join(session, 'report.json'));
    expect(file.schema).toBe(result.facts.schema);
    expect(file.merged_ideas).toHaveLength(20);
    expect(file.full_lists.merged_ideas.map((idea) => idea.id)).toEqual(
      Array.from({ length: MERGED }, (_, i) => `m${i + 1}`),
    );
    expect(file.merged_node_ids).toHaveLength(MERGED);
    expect(file.full_lists.divergence).toHaveLength(DIVERGENT);
    expect(file.nodes_total).toBe(IDEAS);
  });
});
