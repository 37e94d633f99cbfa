/**
 * REPORT.md, run_stats.json and finalize against Arbor's own code (issue 11): token totals from the
 * session's own records, the emergency recorded, a partial report from a torn tree, Arbor's Global
 * Insight, artifacts and title. Each on a session built here and on copies of the fixtures.
 */
import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Loose,
  buildSession,
  buildTree,
  cleanupTempDirs,
  copyFixtureWorkspace,
  event,
  runCli,
} from '../helpers/session-builder.js';
import { describeWithFixtures, FIXTURE_WORKSPACES } from '../helpers/fixtures.js';

afterAll(cleanupTempDirs);

const readJson = (path: string): Record<string, Loose> => JSON.parse(readFileSync(path, 'utf8'));
const reportOf = (session: string): string => readFileSync(join(session, 'REPORT.md'), 'utf8');

const tree = (): Record<string, Loose> =>
  buildTree(
    [
      {
        id: 'ROOT',
        status: 'done',
        hypothesis: 'Make it fast',
        insight: 'Children findings: [1, done] vectorize | wins',
      },
      { id: '1', parent: 'ROOT', status: 'merged', score: 3 },
      { id: '2', parent: 'ROOT', status: 'running' },
    ],
    { baseline_score: 1, trunk_score: 3 },
  );

/** Two logged calls (1,000 + 500 input, 700 of it cache reads) and a session.end with Arbor's process totals. */
const events = (withEnd: boolean) => [
  event(1, 'session.start', { task: 'Make it fast' }),
  event(2, 'llm.call', {
    agent: 'coordinator',
    input_tokens: 1000,
    output_tokens: 10,
    cache_read_tokens: 600,
  }),
  event(3, 'llm.call', {
    agent: 'sub:1',
    input_tokens: 500,
    output_tokens: 5,
    cache_read_tokens: 100,
    uncached_input_tokens: 400,
  }),
  ...(withEnd
    ? [
        event(4, 'session.end', {
          exit_reason: 'ok',
          turns: 3,
          input_tokens: 90000,
          output_tokens: 4000,
          meta_input_tokens: 60000,
        }),
      ]
    : []),
];

describe('token totals: the session own first (built sessions)', () => {
  it('session.end beats the sum of llm.call events; both are shown, uncached input too; finalize writes the preferred figure', async () => {
    const { session } = buildSession({ tree: tree(), events: events(true) });
    const facts = JSON.parse((await runCli(['report', session, '--json'])).stdout);
    expect(facts.run_stats).toMatchObject({
      source: 'derived_from_events',
      token_source: 'session.end',
      total_input_tokens: 90000,
      total_output_tokens: 4000,
      total_llm_calls: 2,
      llm_call_sums: { llm_calls: 2, input_tokens: 1500, uncached_input_tokens: 800, output_tokens: 15 },
    });
    const markdown = reportOf(session);
    expect(markdown).toContain('- Token totals from: the session.end event');
    expect(markdown).toContain('- Input tokens: 90,000 (uncached: —), output tokens: 4,000');
    expect(markdown).toContain('input 1,500 (uncached: 800), output 15, in 2 call(s)');

    expect((await runCli(['finalize', session])).code).toBe(0);
    const stats = readJson(join(session, 'run_stats.json'));
    expect(stats).toMatchObject({
      derived: true,
      token_source: 'session.end',
      all_agents: { total_input_tokens: 90000, total_output_tokens: 4000, total_llm_calls: 2 },
      coordinator: { turns: 3, input_tokens: 60000 },
    });
    // The report read from that run_stats.json still names where its totals came from.
    const again = JSON.parse((await runCli(['report', session, '--json'])).stdout);
    expect(again.run_stats).toMatchObject({
      source: 'run_stats.json',
      token_source: 'session.end',
      total_input_tokens: 90000,
    });
  });

  it("Arbor's own run_stats.json beats session.end; without either, the llm.call sums (uncached from input - cache reads)", async () => {
    const withStats = buildSession({
      tree: tree(),
      events: events(true),
      runStats: {
        schema_version: 1,
        all_agents: {
          total_input_tokens: 123456,
          total_uncached_input_tokens: 23456,
          total_output_tokens: 7,
        },
      },
    });
    const facts = JSON.parse((await runCli(['report', withStats.session, '--json'])).stdout);
    expect(facts.run_stats).toMatchObject({
      token_source: 'run_stats.json',
      total_input_tokens: 123456,
      total_uncached_input_tokens: 23456,
    });
    expect(reportOf(withStats.session)).toContain('- Token totals from: run_stats.json');

    const eventsOnly = buildSession({ tree: tree(), events: events(false) });
    const sums = JSON.parse((await runCli(['report', eventsOnly.session, '--json'])).stdout);
    expect(sums.run_stats).toMatchObject({
      token_source: 'llm.call events',
      total_input_tokens: 1500,
      total_uncached_input_tokens: 400 + 400,
      llm_call_sums: null,
    });
  });
});

describe('finalize --emergency records the emergency (built sessions)', () => {
  it('a derived run_stats.json says emergency_timeout: true and REPORT.md has the caveat', async () => {
    const { session } = buildSession({ tree: tree(), events: events(true) });
    const result = await runCli(['finalize', session, '--emergency', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      run_stats: 'derived',
      recovered: { action: 'nothing' },
    });
    expect(readJson(join(session, 'run_stats.json')).emergency_timeout).toBe(true);
    const markdown = reportOf(session);
    expect(markdown).toMatch(
      /- Emergency timeout: finalized with --emergency; the submission may be a recovered snapshot \(recover: nothing to recover/,
    );
    expect(markdown).toContain('- Emergency timeout: yes');
  });

  it("Arbor's run_stats.json gets emergency_timeout: true and keeps every other byte", async () => {
    const text =
      '{\n  "schema_version": 1,\n  "duration_seconds": 61,\n  "emergency_timeout": false,\n  "all_agents": {\n    "total_input_tokens": 5.0\n  }\n}';
    const { session } = buildSession({ tree: tree(), files: { 'run_stats.json': text } });
    const result = JSON.parse((await runCli(['finalize', session, '--emergency', '--json'])).stdout);
    expect(result.run_stats).toBe('emergency_recorded');
    expect(readFileSync(join(session, 'run_stats.json'), 'utf8')).toBe(text.replace('false', 'true'));
    // Without --emergency the file is left alone.
    const plain = buildSession({ tree: tree(), files: { 'run_stats.json': text } });
    await runCli(['finalize', plain.session]);
    expect(readFileSync(join(plain.session, 'run_stats.json'), 'utf8')).toBe(text);
  });
});

describe('a torn idea_tree.json still gives a partial report (built sessions)', () => {
  it('from the events, checkpoint and run stats, with a caveat naming the file; exit 0', async () => {
    const { session } = buildSession({
      tree: '{"version": 3, "nodes": {"ROOT": {"id": "RO',
      events: events(true),
      checkpoint: { schema_version: 1, inflight_executors: [{ node_id: '2', branch: 'b' }] },
      runStats: { schema_version: 1, all_agents: { total_input_tokens: 42 } },
    });
    const result = await runCli(['report', session]);
    expect(result.code).toBe(0);
    const markdown = reportOf(session);
    expect(markdown).toContain(
      `The idea tree could not be read (${join(session, '.coordinator', 'idea_tree.json')} is not valid JSON`,
    );
    expect(markdown).toContain('## Events');
    expect(markdown).toContain('## Run Stats');
    expect(markdown).toContain('checkpoint has in-flight executor(s) for 2');
    expect(markdown).toMatch(/^# Research Report: Make it fast\n/);
    // check is strict about it: the tree cannot be checked (exit 2).
    expect((await runCli(['check', session])).code).toBe(2);
  });
});

describe("Arbor's Global Insight, artifacts and title (built sessions)", () => {
  it("carries the root's insight, lists COORDINATOR_FINAL_REPORT.txt and conversation.md, titles with run_info.json's task", async () => {
    const { session } = buildSession({
      tree: tree(),
      files: {
        'COORDINATOR_FINAL_REPORT.txt': 'final words\n',
        'conversation.md': '# Q&A\n',
        'run_info.json': JSON.stringify({
          task: `${'Speed up the solver '.repeat(6)}\nsecond line`,
          model: 'm',
        }),
      },
    });
    const facts = JSON.parse((await runCli(['report', session, '--json'])).stdout);
    expect(facts.global_insight).toBe('Children findings: [1, done] vectorize | wins');
    expect(facts.artifacts.slice(0, 2)).toEqual([
      { label: 'Coordinator final report', path: '.arbor/sessions/run1/COORDINATOR_FINAL_REPORT.txt' },
      { label: 'Interactive Q&A transcript', path: '.arbor/sessions/run1/conversation.md' },
    ]);
    // Arbor's title: the first line, cut to 97 characters and "...".
    expect(facts.title).toBe(`${'Speed up the solver '.repeat(6).slice(0, 97)}...`);
    const markdown = reportOf(session);
    expect(markdown.split('\n')[0]).toBe(`# Research Report: ${facts.title}`);
    expect(markdown).toContain('## Global Insight\n\nChildren findings: \\[1, done\\] vectorize \\| wins\n');
  });
});

describeWithFixtures('REPORT.md and run_stats.json on the fixtures', () => {
  it('algotune_demo: 612,000 input tokens from session.end, not the 73,600 the llm.call events add up to; finalize writes 612,000', async () => {
    const { session } = copyFixtureWorkspace('algotune_demo');
    const facts = JSON.parse((await runCli(['report', session, '--json'])).stdout);
    expect(facts.run_stats).toMatchObject({
      token_source: 'session.end',
      total_input_tokens: 612000,
      total_output_tokens: 38400,
      llm_call_sums: { llm_calls: 8, input_tokens: 73600, uncached_input_tokens: 5888, output_tokens: 4320 },
    });
    expect(reportOf(session)).toContain('- Input tokens: 612,000');
    await runCli(['finalize', session]);
    expect(readJson(join(session, 'run_stats.json'))).toMatchObject({
      token_source: 'session.end',
      all_agents: { total_input_tokens: 612000, total_output_tokens: 38400, total_llm_calls: 8 },
    });
  });

  it('house_prices: no session.end, so the llm.call sums, with uncached input = input - cache reads', async () => {
    const { session } = copyFixtureWorkspace('house_prices');
    const facts = JSON.parse((await runCli(['report', session, '--json'])).stdout);
    expect(facts.run_stats).toMatchObject({
      token_source: 'llm.call events',
      total_input_tokens: 18900 + 19800 + 20700 + 21600,
      total_uncached_input_tokens: 18900 + 19800 + 20700 + 21600 - 4 * 15000,
    });
  });

  it('knn_speedup finalize --emergency: emergency_timeout: true in run_stats.json and a caveat in REPORT.md', async () => {
    const { session } = copyFixtureWorkspace('knn_speedup');
    const result = await runCli(['finalize', session, '--emergency']);
    expect(result.stdout).toMatch(/^recover: nothing to recover/);
    expect(readJson(join(session, 'run_stats.json')).emergency_timeout).toBe(true);
    expect(reportOf(session)).toContain('- Emergency timeout: finalized with --emergency');
  });

  it('house_prices with a torn idea_tree.json: a partial report from events and checkpoint, exit 0', async () => {
    const { session } = copyFixtureWorkspace('house_prices');
    const treePath = join(session, '.coordinator', 'idea_tree.json');
    truncateSync(treePath, 700);
    const result = await runCli(['report', session]);
    expect(result.code).toBe(0);
    const markdown = reportOf(session);
    expect(markdown).toContain(`The idea tree could not be read (${treePath} is not valid JSON`);
    expect(markdown).toContain('## Events');
    expect(markdown).toContain('checkpoint has in-flight executor(s) for 1.1');
    expect(markdown).toContain(
      '# Research Report: Minimise RMSE of the house-price regressor on the held-out split',
    );
    writeFileSync(treePath, 'null');
    expect((await runCli(['report', session])).code).toBe(0);
    expect(reportOf(session)).toMatch(/The idea tree could not be read \(.*must hold a JSON object/);
  });

  it("house_prices with Arbor CLI's run_info.json, final report and Q&A transcript: the title and the artifacts", async () => {
    const { session } = copyFixtureWorkspace('house_prices');
    writeFileSync(
      join(session, 'run_info.json'),
      JSON.stringify({ run_name: 'house_prices', task: 'Predict house prices\nwith a held-out split' }),
    );
    writeFileSync(join(session, 'COORDINATOR_FINAL_REPORT.txt'), 'done\n');
    writeFileSync(join(session, 'conversation.md'), '# Q&A\n');
    const facts = JSON.parse((await runCli(['report', session, '--json'])).stdout);
    expect(facts.title).toBe('Predict house prices');
    expect(facts.global_insight).toBe('Target encoding helps; deep trees overfit B_dev.');
    const markdown = reportOf(session);
    expect(markdown).toMatch(/^# Research Report: Predict house prices\n/);
    expect(markdown).toContain(
      '- Coordinator final report: `.arbor/sessions/house_prices/COORDINATOR_FINAL_REPORT.txt`',
    );
    expect(markdown).toContain(
      '- Interactive Q&A transcript: `.arbor/sessions/house_prices/conversation.md`',
    );
  });

  it("knn_speedup: the same title, scores, counts, merged and top ideas and Global Insight as Arbor's own REPORT.md", async () => {
    const { session } = copyFixtureWorkspace('knn_speedup');
    const arbor = readFileSync(
      join(FIXTURE_WORKSPACES, 'knn_speedup', '.arbor', 'sessions', 'knn_speedup', 'REPORT.md'),
      'utf8',
    );
    const facts = JSON.parse((await runCli(['report', session, '--json'])).stdout);
    const ours = reportOf(session);
    expect(ours.split('\n')[0]).toBe(arbor.split('\n')[0]);
    const arborValue = (label: string): string =>
      new RegExp(`- ${label}: \`([^\`]*)\``).exec(arbor)?.[1] as string;
    expect(arborValue('B_test final trunk')).toBe('2.88');
    expect(ours).toContain('`0.9` -> `2.88`');
    expect([facts.b_dev.baseline, facts.b_dev.final, facts.b_test.baseline].map(String)).toEqual([
      arborValue('B_dev baseline'),
      arborValue('B_dev final trunk'),
      arborValue('B_test baseline'),
    ]);
    expect(String(facts.nodes_total)).toBe(arborValue('Nodes total'));
    expect(String(facts.scored_nodes)).toBe(arborValue('Scored nodes'));
    expect(String(facts.merged_node_ids.length)).toBe(arborValue('Merged nodes'));
    const ids = (section: string): string[] =>
      [
        ...(arbor.split(`### ${section}`)[1]?.split(/\n#{2,3} /)[0] ?? '').matchAll(/^- \*\*([^*]+)\*\*/gm),
      ].map((m) => m[1] as string);
    expect(facts.merged_node_ids).toEqual(ids('Merged Ideas'));
    expect(facts.top_ideas.map((idea: { id: string }) => idea.id)).toEqual(ids('Top Ideas By Score'));
    const insight = /## Global Insight\n\n(.*)\n/.exec(arbor)?.[1];
    expect(facts.global_insight).toBe(insight);
    expect(ours).toContain('## Global Insight');
  });
});
