/**
 * The report facts derived from a session value built in memory (no files): what REPORT.md, `report
 * --json` and the Action's outputs are rendered from.
 */
import { describe, expect, it } from '@jest/globals';
import { deriveSessionFacts } from '../../src/report/session-facts.js';
import { renderSessionReportMarkdown } from '../../src/report/session-markdown.js';
import type { SessionRead } from '../../src/report/session-read.js';
import { EventSummarizer, type ArborEvent } from '../../src/session/events.js';
import { sessionPaths } from '../../src/session/paths.js';
import { normalizeTree, parseTreeJson, type IdeaTree } from '../../src/session/tree.js';
import { buildTree, event, type NodeSpec } from '../helpers/session-builder.js';

const paths = sessionPaths('/ws/.arbor/sessions/run1');

function treeOf(nodes: NodeSpec[], meta: Record<string, unknown> = {}): IdeaTree {
  return normalizeTree(parseTreeJson(JSON.stringify(buildTree(nodes, meta)), 'idea_tree.json'));
}

function summaryOf(events: Record<string, unknown>[]) {
  const summarizer = new EventSummarizer();
  for (const e of events) summarizer.add(e as unknown as ArborEvent);
  return summarizer.finish({ lines: events.length, skipped: 0, skippedLineNumbers: [] });
}

function sessionRead(parts: Partial<SessionRead>): SessionRead {
  return {
    paths,
    tree: null,
    treeCaveat: null,
    events: null,
    eventsCaveat: null,
    runStats: { state: 'missing' },
    runInfo: { state: 'missing' },
    checkpoint: { state: 'missing' },
    artifacts: [],
    ...parts,
  };
}

const minimizeTree = (): IdeaTree =>
  treeOf(
    [
      { id: 'ROOT', status: 'done', hypothesis: 'Lower the loss' },
      { id: '1', parent: 'ROOT', status: 'merged', score: 0.3, test_score: 0.33, code_ref: 'arbor/n1' },
      { id: '2', parent: 'ROOT', status: 'done', score: 0.25 },
      { id: '3', parent: 'ROOT', status: 'pruned', score: 0.5 },
      { id: '4', parent: 'ROOT', status: 'needs_retry' },
      { id: '1.1', parent: '1', status: 'merged', score: 0.28, test_score: 0.36 },
    ],
    {
      metric_direction: 'minimize',
      metric_name: 'rmse',
      baseline_score: 0.4,
      trunk_score: 0.28,
      test_baseline_score: 0.41,
      test_trunk_score: 0.36,
    },
  );

const completeEvents = () =>
  summaryOf([
    event(10, 'session.start', { task: 'Lower the loss, from events', model: 'm1', provider: 'p1' }),
    event(12, 'llm.call', { agent: 'coordinator', input_tokens: 100, output_tokens: 20 }),
    event(13, 'llm.call', { agent: 'executor:1', input_tokens: 7, output_tokens: 3 }),
    event(20, 'idea.merged', { node_id: '1', from_score: 0.41, to_score: 0.33 }),
    event(30, 'idea.merged', { node_id: '1.1', from_score: 0.33, to_score: 0.36 }),
    event(40, 'session.end', { exit_reason: 'budget' }),
  ]);

describe('session report facts from data alone', () => {
  it('derives scores, counts, merged and top ideas, divergence and the trunk history', () => {
    const facts = deriveSessionFacts(sessionRead({ tree: minimizeTree(), events: completeEvents() }), {
      env: {},
    });
    expect(facts).toMatchObject({
      session_dir: paths.dir,
      workspace: '/ws',
      run_name: 'run1',
      task: 'Lower the loss, from events',
      exit_reason: 'budget',
      model: 'm1',
      provider: 'p1',
      metric: { direction: 'minimize', name: 'rmse' },
      b_dev: { baseline: 0.4, final: 0.28, change: -0.12, change_percent: -30, trend: 'better' },
      b_test: { baseline: 0.41, final: 0.36, trend: 'better' },
      nodes_total: 5,
      scored_nodes: 4,
      best_node_id: '2',
      merged_node_ids: ['1', '1.1'],
      interrupted: false,
    });
    expect(facts.status_counts).toEqual({
      pending: 0,
      running: 0,
      done: 1,
      needs_retry: 1,
      merged: 2,
      pruned: 1,
    });
    expect(facts.top_ideas.map((idea) => [idea.id, idea.score])).toEqual([
      ['2', 0.25],
      ['1.1', 0.28],
      ['1', 0.3],
      ['3', 0.5],
    ]);
    expect(facts.merged_ideas[0]).toEqual({
      id: '1',
      status: 'merged',
      hypothesis: 'idea 1',
      score: 0.3,
      test_score: 0.33,
      branch: 'arbor/n1',
    });
    expect(facts.divergence).toEqual([
      {
        node_id: '1.1',
        source: 'scores',
        detail: 'B_dev 0.3 -> 0.28 (better) but B_test 0.33 -> 0.36 (worse)',
      },
    ]);
    expect(facts.trunk_history).toEqual({
      split: 'B_test',
      points: [
        { label: 'baseline', value: 0.41 },
        { label: '1', value: 0.33 },
        { label: '1.1', value: 0.36 },
      ],
    });
    expect(facts.idea_tree?.shown.map((node) => node.id)).toEqual(['ROOT', '1', '2', '3', '4', '1.1']);
    expect(facts.events).toMatchObject({ lines: 6, wall_clock_seconds: 30, session_ended: true });
    expect(facts.run_stats).toMatchObject({
      source: 'derived_from_events',
      total_input_tokens: 107,
      total_llm_calls: 2,
      by_agent: { coordinator: { llm_calls: 1, input_tokens: 100, output_tokens: 20 } },
    });
    expect(facts.caveats).toEqual([
      'No usable run_stats.json: run stats and tokens are derived from llm.call events.',
      "Top ideas and the best score are lowest first (minimize), on purpose: Arbor's own report ranks ideas highest first, and its best score is always the maximum, even when minimizing.",
      'B_dev/B_test divergence on node(s) 1.1: possible overfitting, noise or split mismatch.',
    ]);
  });

  it('merge order follows the events, not the tree', () => {
    const events = summaryOf([
      event(20, 'idea.merged', { node_id: '1.1', from_score: 0.41, to_score: 0.36 }),
      event(30, 'idea.merged', { node_id: '1', from_score: 0.36, to_score: 0.33 }),
    ]);
    const facts = deriveSessionFacts(sessionRead({ tree: minimizeTree(), events }), { env: {} });
    expect(facts.merged_node_ids).toEqual(['1.1', '1']);
    expect(facts.merged_ideas.map((idea) => idea.id)).toEqual(['1.1', '1']);
  });

  it('run_stats.json is preferred to the events; its model and provider first, the exit reason from events first', () => {
    const runStats = {
      schema_version: 1,
      token_scope: 'all_agents',
      duration_seconds: 4000,
      model: 'stats-model',
      exit_reason: 'stats-exit',
      all_agents: { total_input_tokens: 612000, total_llm_calls: 40 },
      coordinator: { turns: 12 },
    };
    const facts = deriveSessionFacts(
      sessionRead({
        tree: minimizeTree(),
        events: completeEvents(),
        runStats: { state: 'ok', value: runStats },
      }),
      { env: {} },
    );
    expect(facts.run_stats).toEqual({
      source: 'run_stats.json',
      derived_file: false,
      token_scope: 'all_agents',
      token_source: 'run_stats.json',
      duration_seconds: 4000,
      total_input_tokens: 612000,
      total_uncached_input_tokens: null,
      total_output_tokens: null,
      total_cache_read_tokens: null,
      total_cache_creation_tokens: null,
      llm_call_sums: { llm_calls: 2, input_tokens: 107, uncached_input_tokens: 107, output_tokens: 23 },
      total_llm_calls: 40,
      total_agents_spawned: null,
      coordinator_turns: 12,
      emergency_timeout: false,
      by_agent: {},
    });
    expect([facts.model, facts.provider, facts.exit_reason]).toEqual(['stats-model', 'p1', 'budget']);
    expect(facts.caveats.join('\n')).not.toMatch(/run_stats/);
  });

  it('an interrupted run says why, in one caveat, and the exit reason says interrupted', () => {
    const tree = treeOf([
      { id: 'ROOT', status: 'running' },
      { id: 'a', parent: 'ROOT', status: 'running' },
    ]);
    const events = summaryOf([event(1, 'executor.start', { node_id: 'a' })]);
    const checkpoint = { schema_version: 1, inflight_executors: [{ node_id: 'a' }] };
    const facts = deriveSessionFacts(
      sessionRead({ tree, events, checkpoint: { state: 'ok', value: checkpoint } }),
      { env: {} },
    );
    expect(facts.interrupted).toBe(true);
    expect(facts.exit_reason).toBe('interrupted (no session.end recorded)');
    expect(facts.caveats).toContain(
      'Interrupted run: node(s) ROOT, a still running; checkpoint has in-flight executor(s) for a; executor(s) started without an end event: a; no session.end event.',
    );
  });

  it('no tree: the tree facts are empty and a caveat names the file; unreadable inputs are caveats too', () => {
    const facts = deriveSessionFacts(
      sessionRead({
        eventsCaveat: 'No events.jsonl: no event summary or wall clock.',
        runStats: { state: 'unreadable', reason: 'not valid JSON (x)' },
        checkpoint: { state: 'unreadable', reason: 'not a JSON object' },
      }),
      { env: {}, smoke: true },
    );
    expect(facts).toMatchObject({
      task: null,
      b_dev: null,
      b_test: null,
      nodes_total: 0,
      best_node_id: null,
      merged_ideas: [],
      idea_tree: null,
      events: null,
      run_stats: null,
    });
    expect(facts.caveats).toEqual([
      'No idea tree (.coordinator/idea_tree.json): scores, ideas and the tree are not reported.',
      'No events.jsonl: no event summary or wall clock.',
      'run_stats.json is unreadable (not valid JSON (x)).',
      'No run_stats.json and no events: run stats and token use are unknown.',
      'checkpoint.json is unreadable (not a JSON object).',
      'Smoke/forward test: no real executor, merge or B_test result should be read from this report.',
    ]);
  });

  it('artifact paths are relative to the workspace, or to the session folder outside the layout', () => {
    const inLayout = deriveSessionFacts(
      sessionRead({
        artifacts: [
          { label: 'Events', path: paths.events },
          { label: 'Submission', path: '/ws/submission.csv' },
        ],
      }),
      { env: {} },
    );
    expect(inLayout.artifacts).toEqual([
      { label: 'Events', path: '.arbor/sessions/run1/events.jsonl' },
      { label: 'Submission', path: 'submission.csv' },
    ]);
    const loose = sessionPaths('/somewhere/run');
    const outside = deriveSessionFacts(
      sessionRead({ paths: loose, artifacts: [{ label: 'Experiments', path: loose.dir }] }),
      { env: {} },
    );
    expect(outside).toMatchObject({ workspace: null, artifacts: [{ label: 'Experiments', path: '.' }] });
  });

  it('redacts session text with the env given, and the facts render as REPORT.md', () => {
    const secret = 'hunter2-very-secret-value';
    const tree = treeOf([
      { id: 'ROOT', hypothesis: `task with ${secret}` },
      { id: 'a', parent: 'ROOT', score: 1, hypothesis: 'uses <b>html</b> | pipes' },
    ]);
    const facts = deriveSessionFacts(sessionRead({ tree }), { env: { MY_API_TOKEN: secret } });
    expect(facts.task).toBe('task with [REDACTED]');
    expect(JSON.stringify(facts)).not.toContain(secret);
    const markdown = renderSessionReportMarkdown(facts);
    expect(markdown).toMatch(/^# Research Report: task with \\\[REDACTED\\\]\n/);
    expect(markdown).toContain('uses &lt;b&gt;html&lt;/b&gt; \\| pipes');
  });

  it('is a plain value, and deriving it leaves the session as read unchanged', () => {
    const read = sessionRead({ tree: minimizeTree(), events: completeEvents() });
    const before = structuredClone(read);
    const facts = deriveSessionFacts(read, { env: {}, gateSection: '## Gate\n\nmerged' });
    expect(read).toEqual(before);
    expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
    expect(deriveSessionFacts(read, { env: {}, gateSection: '## Gate\n\nmerged' })).toEqual(facts);
    expect(facts.gate_section).toBe('## Gate\n\nmerged');
  });
});
