import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { scoreChange } from '../../src/report/idea-facts.js';
import { renderSessionReportMarkdown } from '../../src/report/session-markdown.js';
import { buildSessionReport } from '../../src/report/session-report.js';
import { mermaidLabel } from '../../src/report/mermaid.js';
import {
  type Loose,
  buildSession,
  buildTree,
  cleanupTempDirs,
  event,
  runCli,
  tempDir,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

const minimizeTree = (): Record<string, Loose> =>
  buildTree(
    [
      { id: 'ROOT', status: 'done', hypothesis: 'Lower the loss' },
      { id: '1', parent: 'ROOT', status: 'merged', score: 0.3, test_score: 0.33 },
      { id: '2', parent: 'ROOT', status: 'done', score: 0.25 },
      { id: '3', parent: 'ROOT', status: 'pruned', score: 0.5 },
      { id: '4', parent: 'ROOT', status: 'needs_retry' },
      { id: '1.1', parent: '1', status: 'merged', score: 0.28, test_score: 0.36 },
    ],
    {
      metric_direction: 'minimize',
      baseline_score: 0.4,
      trunk_score: 0.28,
      test_baseline_score: 0.41,
      test_trunk_score: 0.36,
    },
  );

describe('report on generated sessions', () => {
  it('is direction-aware: a decrease is better when minimizing', () => {
    expect(scoreChange(0.4, 0.28, 'minimize')).toMatchObject({
      trend: 'better',
      change: -0.12,
      change_percent: -30,
    });
    expect(scoreChange(0.4, 0.28, 'maximize').trend).toBe('worse');
    expect(scoreChange(0, 0, 'maximize')).toMatchObject({ trend: 'unchanged', change_percent: null });
  });

  it('lists top ideas ascending, merged ideas with B_dev and B_test, and score divergence', async () => {
    const { session } = buildSession({
      tree: minimizeTree(),
      events: [
        event(10, 'session.start', { task: 'Lower the loss', model: 'm1', provider: 'p1' }),
        event(20, 'idea.merged', { node_id: '1', from_score: 0.41, to_score: 0.33 }),
        event(30, 'idea.merged', { node_id: '1.1', from_score: 0.33, to_score: 0.36 }),
        event(40, 'session.end', { exit_reason: 'budget' }),
      ],
    });
    const facts = await buildSessionReport(session, { env: {} });
    expect(facts.top_ideas.map((i) => i.id)).toEqual(['2', '1.1', '1', '3']);
    expect(facts.merged_ideas.map((i) => [i.id, i.score, i.test_score])).toEqual([
      ['1', 0.3, 0.33],
      ['1.1', 0.28, 0.36],
    ]);
    expect(facts.status_counts).toMatchObject({ needs_retry: 1, merged: 2, pruned: 1, done: 1, running: 0 });
    // 1.1 improved B_dev (0.30 -> 0.28) but worsened B_test (0.33 -> 0.36).
    expect(facts.divergence).toEqual([expect.objectContaining({ node_id: '1.1', source: 'scores' })]);
    expect(facts.trunk_history?.points.map((p) => p.value)).toEqual([0.41, 0.33, 0.36]);
    expect(facts.exit_reason).toBe('budget');
    expect(facts.interrupted).toBe(false);
    expect(facts.events?.wall_clock_seconds).toBe(30);
    const markdown = renderSessionReportMarkdown(facts, '## Gate\n\nverdict: **merged** | 0.36\n');
    expect(markdown).toContain('## Gate\n\nverdict: **merged** | 0.36\n');
    const withGate = await buildSessionReport(session, { env: {}, gateSection: '## Gate\n\nfrom the gate' });
    expect(renderSessionReportMarkdown(withGate)).toContain('\n## Gate\n\nfrom the gate\n');
    expect(markdown).toContain('B_dev (trunk): `0.4` -> `0.28` (-0.12, -30%: **better**, minimize)');
    expect(markdown).toMatch(
      /B_dev \(trunk\): .*; from the idea tree's meta\.baseline_score and meta\.trunk_score/,
    );
  });

  it('never writes a planted secret: token-shaped strings and credential env values are redacted', async () => {
    const token = `ghp_${'Zx9'.repeat(12)}`;
    const envSecret = 'hunter2-very-secret-value';
    const tree = minimizeTree();
    tree.nodes['2'].hypothesis = `call the API with Bearer abcdefghijklmnop and ${envSecret}`;
    tree.nodes['2'].insight = `diverges: token leaked ${token}`;
    const { session } = buildSession({
      tree,
      events: [
        event(1, 'session.start', { task: `use ${token} to push` }),
        event(2, 'idea.completed', {
          node_id: '2',
          insight: `diverges; key=${Buffer.from(envSecret).toString('base64')}`,
        }),
      ],
    });
    const result = await runCli(['report', session], { env: { MY_API_TOKEN: envSecret } });
    expect(result.code).toBe(0);
    const markdown = readFileSync(join(session, 'REPORT.md'), 'utf8');
    for (const text of [markdown, result.stdout]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(envSecret);
      expect(text).not.toContain(Buffer.from(envSecret).toString('base64'));
      expect(text).not.toContain('abcdefghijklmnop');
    }
    expect(markdown).toContain('\\[REDACTED\\]');
  });

  it('an empty session folder gives a partial report with caveats, exit 0', async () => {
    const { session } = buildSession({});
    const result = await runCli(['report', session]);
    expect(result.code).toBe(0);
    const markdown = readFileSync(join(session, 'REPORT.md'), 'utf8');
    expect(markdown).toContain('No idea tree');
    expect(markdown).toContain('No events.jsonl');
    expect(markdown).toContain('No run_stats.json and no events');
    expect(result.stdout).toContain(`Report:   ${join(session, 'REPORT.md')}`);
  });

  it('a missing session folder exits 2 naming the path and writes nothing', async () => {
    const root = tempDir();
    const result = await runCli(['report', '--cwd', root, '--run-name', 'ghost']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(join(root, '.arbor', 'sessions', 'ghost'));
    expect(readdirSync(root)).toEqual([]);
  });

  it('a tree that is not JSON still gives a partial report with a caveat naming the file, exit 0', async () => {
    const { session } = buildSession({ tree: 'not json\n{' });
    const result = await runCli(['report', session]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const markdown = readFileSync(join(session, 'REPORT.md'), 'utf8');
    expect(markdown).toMatch(/The idea tree could not be read \(.*idea_tree\.json is not valid JSON/);
    expect(markdown).not.toContain('No idea tree (');
  });

  it('unreadable run_stats.json and checkpoint become caveats; a run_stats.json is used when present', async () => {
    const { session } = buildSession({
      tree: minimizeTree(),
      files: { 'run_stats.json': '{"torn', '.coordinator/checkpoint.json': '[1,2]' },
      events: [
        event(1, 'llm.call', { agent: 'coordinator', input_tokens: 10, output_tokens: 2 }),
        '{"ts": 2, "type"',
      ],
    });
    const facts = await buildSessionReport(session, { env: {} });
    const caveats = facts.caveats.join('\n');
    expect(caveats).toMatch(/run_stats\.json is unreadable/);
    expect(caveats).toMatch(/checkpoint\.json is unreadable/);
    expect(caveats).toMatch(/1 torn or malformed line\(s\) in events\.jsonl were skipped \(line 2\)/);
    expect(facts.run_stats).toMatchObject({ source: 'derived_from_events', total_input_tokens: 10 });

    const withStats = buildSession({
      tree: minimizeTree(),
      runStats: {
        schema_version: 1,
        token_scope: 'all_agents',
        emergency_timeout: true,
        all_agents: { total_input_tokens: 99 },
      },
    });
    const facts2 = await buildSessionReport(withStats.session, { env: {} });
    expect(facts2.run_stats).toMatchObject({
      source: 'run_stats.json',
      token_scope: 'all_agents',
      total_input_tokens: 99,
    });
    expect(facts2.caveats.join('\n')).toMatch(/emergency timeout/);
  });

  it('says interrupted, pending human gate and smoke when the session shows them', async () => {
    const tree = minimizeTree();
    tree.nodes['4'].status = 'running';
    const { session } = buildSession({
      tree,
      events: [
        event(1, 'session.start', { task: 't', smoke: true }),
        event(2, 'executor.start', { node_id: '4' }),
      ],
      checkpoint: {
        schema_version: 1,
        inflight_executors: [{ node_id: '4' }],
        pending_user: { question: 'Approve B_test run?' },
      },
    });
    const facts = await buildSessionReport(session, { env: {} });
    const caveats = facts.caveats.join('\n');
    expect(facts.interrupted).toBe(true);
    expect(caveats).toMatch(
      /node\(s\) 4 still running; checkpoint has in-flight executor\(s\) for 4; executor\(s\) started without an end event: 4; no session\.end event/,
    );
    expect(caveats).toMatch(/human gate is pending: Approve B_test run\?/);
    expect(caveats).toMatch(/Smoke\/forward test/);
  });

  it('caps the idea-tree diagram (the path to the best idea, the other children counted) and escapes labels', async () => {
    const nodes = [{ id: 'ROOT', status: 'done' as const, hypothesis: 'root' }];
    for (let i = 1; i <= 100; i += 1) {
      nodes.push({
        id: String(i),
        parent: 'ROOT',
        status: 'done',
        score: i === 57 ? 2 : 1,
        hypothesis: `say "hi" [x]\n<b>${i}</b>`,
      } as never);
    }
    const { session } = buildSession({ tree: buildTree(nodes) });
    const facts = await buildSessionReport(session, { env: {} });
    expect(facts.idea_tree?.shown.map((node) => [node.id, node.parent_id, node.hidden_children])).toEqual([
      ['ROOT', null, 99],
      ['57', 'ROOT', 0],
    ]);
    expect(facts.idea_tree?.hidden).toBe(99);
    const markdown = renderSessionReportMarkdown(facts);
    expect(markdown).toContain('n0_more["+99 more"]');
    expect(markdown).toContain('… and 99 more');
    const diagram = markdown.slice(
      markdown.indexOf('graph TD'),
      markdown.indexOf('```', markdown.indexOf('graph TD')),
    );
    for (const line of diagram.split('\n').filter((l) => l.includes('["'))) {
      expect(line).toMatch(/^\s+\w+\["[^"[\]\n<>]*"\]$/);
    }
    expect(mermaidLabel('a"b]\nc')).toBe('a#34;b#93; c');
  });

  it('--out writes elsewhere and --format json prints the facts', async () => {
    const { session, workspace } = buildSession({ tree: minimizeTree() });
    const result = await runCli(['report', session, '--out', 'out/R.md', '--format', 'json'], {
      cwd: workspace,
    });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      report_path: join(workspace, 'out', 'R.md'),
      best_node_id: '2',
    });
    expect(readFileSync(join(workspace, 'out', 'R.md'), 'utf8')).toMatch(
      /^# Research Report: Lower the loss/,
    );
    expect(existsSync(join(session, 'REPORT.md'))).toBe(false);
    expect((await runCli(['report', session, '--format', 'xml'])).code).toBe(2);
    expect((await runCli(['report', '--help'])).stdout).toMatch(/^Usage: arbor-gate report/);
  });
});
