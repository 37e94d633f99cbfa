/**
 * Every session command on copies of the three real Arbor workspaces in ../shared/fixtures (skipped,
 * with a note, when that folder is absent, as in a user's clone).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  folderSnapshot,
  type Loose,
  cleanupTempDirs,
  copyFixtureWorkspace,
  runCli,
} from '../helpers/session-builder.js';
import { describeWithFixtures } from '../helpers/fixtures.js';

afterAll(cleanupTempDirs);

function readJson(path: string): Record<string, Loose> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, Loose>;
}

function readLines(path: string): Record<string, Loose>[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, Loose>);
}

describeWithFixtures('house_prices (interrupted, minimize)', () => {
  it('check says OK: needs_retry and running are valid statuses', async () => {
    const { session } = copyFixtureWorkspace('house_prices');
    const result = await runCli(['check', session]);
    expect(result.stdout).toBe('OK\n');
    expect(result.code).toBe(0);
  });

  it('check --require-events flags the torn last line', async () => {
    const { session } = copyFixtureWorkspace('house_prices');
    const result = await runCli(['check', session, '--require-events']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^INVALID\n/);
    expect(result.stdout).toContain('events.jsonl line 55: not valid JSON');
  });

  it('report: top ideas ascending, interrupted, tokens derived from events, divergence, B_test chart', async () => {
    const { session } = copyFixtureWorkspace('house_prices');
    const result = await runCli(['report', session, '--json']);
    expect(result.code).toBe(0);
    const facts = JSON.parse(result.stdout);
    expect(facts.metric.direction).toBe('minimize');
    expect(facts.top_ideas.map((i: { id: string }) => i.id)).toEqual(['2', '1', '3']);
    expect(facts.b_dev).toMatchObject({ baseline: 0.184, final: 0.1502, trend: 'better' });
    expect(facts.b_test).toMatchObject({ baseline: 0.1901, final: 0.1566, trend: 'better' });
    expect(facts.merged_ideas).toEqual([
      expect.objectContaining({ id: '1', score: 0.1502, test_score: 0.1566 }),
    ]);
    expect(facts.status_counts).toEqual({
      pending: 1,
      running: 1,
      done: 2,
      needs_retry: 1,
      merged: 1,
      pruned: 1,
    });
    expect(facts.interrupted).toBe(true);
    expect(facts.run_stats.source).toBe('derived_from_events');
    expect(facts.run_stats.total_input_tokens).toBe(18900 + 19800 + 20700 + 21600);
    expect(facts.run_stats.total_llm_calls).toBe(4);
    expect(facts.events.skipped_lines).toBe(1);
    expect(facts.divergence.map((d: { node_id: string }) => d.node_id)).toContain('2');
    expect(facts.trunk_history.points).toEqual([
      { label: 'baseline', value: 0.1901 },
      { label: '1', value: 0.1566 },
    ]);
    expect(facts.artifacts.map((a: { path: string }) => a.path)).toEqual(
      expect.arrayContaining(['.arbor/sessions/house_prices/events.jsonl', 'submissions']),
    );
    expect(facts.artifacts.map((a: { label: string }) => a.label)).not.toContain('Run stats');

    const markdown = readFileSync(join(session, 'REPORT.md'), 'utf8');
    expect(markdown).toContain('Status: **interrupted**');
    expect(markdown).toContain('derived from llm.call events');
    expect(markdown).toMatch(
      /Top Ideas By Score \(lowest first\)\n\n- \*\*2\*\*.*\n- \*\*1\*\*.*\n- \*\*3\*\*/,
    );
    expect(markdown).toContain('1 torn or malformed line(s) in events.jsonl were skipped');
    expect(markdown).toContain('xychart-beta');
    expect(markdown).toContain('needs_retry `1`');
  });

  it('resume: requeues 1.1, keeps needs_retry, clears in-flight, seals exactly toolu_02 and toolu_03', async () => {
    const { session } = copyFixtureWorkspace('house_prices');
    const before = folderSnapshot(session);
    const dry = await runCli(['resume', session, '--dry-run', '--json']);
    expect(dry.code).toBe(0);
    expect(folderSnapshot(session)).toEqual(before);
    expect(JSON.parse(dry.stdout).messages.sealed_tool_use_ids).toEqual(['toolu_02', 'toolu_03']);

    const result = await runCli(['resume', session]);
    expect(result.code).toBe(0);
    const tree = readJson(join(session, '.coordinator', 'idea_tree.json'));
    expect(tree.nodes['1.1'].status).toBe('pending');
    expect(tree.nodes['1.2'].status).toBe('needs_retry');
    expect(tree.nodes['1.2'].attempt).toBe(2);
    expect(tree.meta.protected_paths).toEqual(['eval.py', 'data/**']);
    const checkpoint = readJson(join(session, '.coordinator', 'checkpoint.json'));
    expect(checkpoint.inflight_executors).toEqual([]);
    expect(checkpoint.cache).toEqual({ prefix_anchor_hash: '9f2c1e', stable_system_hash: '77ab03' });
    expect(checkpoint.pending_user).toBeNull();

    const messages = readLines(join(session, '.coordinator', 'messages.jsonl'));
    // Torn line dropped; the seal appended with Arbor's wording; no nudge: Arbor's resume adds its own.
    expect(messages).toHaveLength(4 + 1);
    const seal = messages[4]!;
    expect(seal.role).toBe('user');
    expect(seal.content.map((b: Loose) => [b.type, b.tool_use_id, b.is_error])).toEqual([
      ['tool_result', 'toolu_02', true],
      ['tool_result', 'toolu_03', true],
    ]);
    expect(seal.content[0].content).toBe('[interrupted by checkpoint/resume — not executed]');
    const nudge = JSON.parse(dry.stdout).nudge as string;
    expect(nudge).toMatch(/Do NOT restart from INIT/);
    expect(nudge).toMatch(/TreeView/);
    expect(nudge).toMatch(/pending/);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);

    // A second resume changes nothing more: no second seal, no second nudge.
    const text = readFileSync(join(session, '.coordinator', 'messages.jsonl'), 'utf8');
    await runCli(['resume', session]);
    expect(readFileSync(join(session, '.coordinator', 'messages.jsonl'), 'utf8')).toBe(text);
  });

  it('recover copies node 2 (best B_dev when minimizing) to submission.csv, then keeps it', async () => {
    const { workspace, session } = copyFixtureWorkspace('house_prices');
    const result = await runCli(['recover', '--cwd', workspace, '--run-name', 'house_prices', '--json']);
    expect(result.code).toBe(0);
    const outcome = JSON.parse(result.stdout);
    expect(outcome).toMatchObject({ action: 'copied_best', node_id: '2', source: 'submissions/2.csv' });
    expect(readFileSync(join(workspace, 'submission.csv'), 'utf8')).toBe(
      readFileSync(join(workspace, 'submissions', '2.csv'), 'utf8'),
    );
    const again = await runCli(['recover', session]);
    expect(again.stdout).toMatch(/kept trunk's submission.csv/);
  });
});

describeWithFixtures('knn_speedup (Arbor helper layout, maximize)', () => {
  it('check passes with the experiment flags; --strict-artifacts wants events and run stats', async () => {
    const { session } = copyFixtureWorkspace('knn_speedup');
    const ok = await runCli([
      'check',
      session,
      '--require-report',
      '--require-experiment',
      '--require-executor-prompt',
    ]);
    expect(ok.stdout).toBe('OK\n');
    const strict = await runCli(['check', session, '--strict-artifacts']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('- events.jsonl is missing or empty');
    expect(strict.stdout).toContain('- run_stats.json is missing');
  });

  it('report: B_test baseline -> final from meta, top ideas descending, no events caveat', async () => {
    const { session } = copyFixtureWorkspace('knn_speedup');
    const result = await runCli(['report', session, '--format', 'json']);
    const facts = JSON.parse(result.stdout);
    expect(facts.top_ideas.map((i: { id: string }) => i.id)).toEqual(['1', '2', '3']);
    expect(facts.b_test).toMatchObject({ baseline: 0.9, final: 2.8800000000000003, trend: 'better' });
    expect(facts.b_dev.trend).toBe('unchanged');
    expect(facts.events).toBeNull();
    expect(facts.caveats.join('\n')).toMatch(/No events.jsonl/);
    expect(facts.caveats.join('\n')).toMatch(/1\.1 still running/);
    expect(facts.artifacts.map((a: { path: string }) => a.path)).toContain(
      '.arbor/sessions/knn_speedup/experiments',
    );
    const markdown = readFileSync(join(session, 'REPORT.md'), 'utf8');
    expect(markdown).toContain('`0.9` -> `2.88`');
  });

  it('finalize derives run_stats.json, writes the report and validates', async () => {
    const { session } = copyFixtureWorkspace('knn_speedup');
    const result = await runCli(['finalize', session, '--require-experiment', '--require-executor-prompt']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('check: OK');
    const stats = readJson(join(session, 'run_stats.json'));
    expect(stats).toMatchObject({ schema_version: 1, derived: true });
    expect(stats.iterations.total_nodes).toBe(4);
    expect(existsSync(join(session, 'REPORT.md'))).toBe(true);
  });

  it('resume without checkpoint or messages only requeues the running node', async () => {
    const { session } = copyFixtureWorkspace('knn_speedup');
    const result = await runCli(['resume', session, '--json']);
    const plan = JSON.parse(result.stdout);
    expect(plan.requeued).toEqual(['1.1']);
    expect(plan.messages.present).toBe(false);
    expect(existsSync(join(session, '.coordinator', 'messages.jsonl'))).toBe(false);
    expect(readJson(join(session, '.coordinator', 'idea_tree.json')).nodes['1.1'].status).toBe('pending');
  });
});

describeWithFixtures('algotune_demo (legacy loose tree, complete events)', () => {
  it('check rejects the legacy tree as arbor_state.py check does: no children_ids, no idea_tree.md', async () => {
    const { session } = copyFixtureWorkspace('algotune_demo');
    // Arbor's check reads a parent without children_ids as not listing its child, and always
    // requires idea_tree.md, which the demo session lacks.
    const unlisted = [
      ['n1', 'root'],
      ['n2', 'n1'],
      ['n3', 'n2'],
      ['n4', 'n2'],
      ['n5', 'n4'],
      ['n6', 'n4'],
    ].map(([child, parent]) => `- node ${child}: parent ${parent} does not list it in children_ids\n`);
    expect((await runCli(['check', session])).stdout).toBe(
      `INVALID\n${unlisted.join('')}- idea_tree.md is missing (${join(session, '.coordinator', 'idea_tree.md')})\n`,
    );
  });

  it('report: merges from events, event summary, wall clock, no B_test caveat', async () => {
    const { session } = copyFixtureWorkspace('algotune_demo');
    const facts = JSON.parse((await runCli(['report', session, '--json'])).stdout);
    // The merged root is counted, as Arbor's report counts it: first, where the trunk starts.
    expect(facts.merged_node_ids).toEqual(['root', 'n1', 'n2', 'n4', 'n5']);
    expect(facts.best_node_id).toBe('n5');
    expect(facts.exit_reason).toBe('converged');
    expect(facts.model).toBe('claude-opus-4-8');
    expect(facts.events.lines).toBe(117);
    expect(facts.events.by_family.idea).toBe(16);
    expect(facts.events.wall_clock_seconds).toBeCloseTo(110.9, 1);
    expect(facts.interrupted).toBe(false);
    expect(facts.metric.name).toBe('speedup_vs_baseline');
    expect(facts.trunk_history.split).toBe('unknown');
    expect(facts.trunk_history.points.map((p: { value: number }) => p.value)).toEqual([
      1, 3.2, 8.7, 11.4, 13.1,
    ]);
    expect(facts.caveats.join('\n')).toMatch(/No B_test/);
  });

  it('finalize --strict-artifacts reports the missing experiments and exits 1', async () => {
    const { session } = copyFixtureWorkspace('algotune_demo');
    const result = await runCli(['finalize', session, '--strict-artifacts']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('node n5: scored but experiments/n5/ is missing');
    expect(readJson(join(session, 'run_stats.json')).all_agents.total_llm_calls).toBe(8);
  });
});
