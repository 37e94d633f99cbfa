/**
 * Issue 22's parity table, rows 1-15: sessions in the shapes Arbor's own writers give (its IdeaTree,
 * `arbor_state.py`, its orchestrator's run_stats.json and event log), each answered as Arbor answers.
 */
import { mkdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordInTreeTexts } from '../../src/gate/record.js';
import { INTERRUPTED_TOOL_RESULT, RESUME_NUDGE_HEADING } from '../../src/session/messages.js';
import {
  type Loose,
  arborTreeText,
  buildSession,
  buildTree,
  cleanupTempDirs,
  event,
  runCli,
  tempDir,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

const ideas = (): Record<string, Loose> =>
  buildTree(
    [
      { id: 'ROOT', status: 'done', hypothesis: 'Raise accuracy' },
      { id: '1', parent: 'ROOT', status: 'done', score: 0.7 },
      { id: '2', parent: 'ROOT', status: 'merged', score: 0.8 },
    ],
    { baseline_score: 0.5, trunk_score: 0.8 },
  );

const json = async (argv: string[]): Promise<Loose> => {
  const result = await runCli([...argv, '--json']);
  return JSON.parse(result.stdout);
};

/** The tree's text as Arbor's IdeaTree writes it, with `edit` applied to the parsed tree first. */
function withTree(edit: (tree: Loose) => void): Loose {
  const tree = ideas();
  edit(tree);
  return tree;
}

describe('row 1: max_depth null is "unlimited", a healthy session', () => {
  const unlimited = (): Loose => withTree((tree) => (tree.max_depth = null));

  it('check says OK, resume prepares it and finalize passes', async () => {
    const { session } = buildSession({ tree: unlimited() });
    expect((await runCli(['check', session])).stdout).toBe('OK\n');
    const resumed = await runCli(['resume', session]);
    expect(resumed.code).toBe(0);
    expect((await runCli(['finalize', session])).code).toBe(0);
  });

  it('a max_depth that is neither a number nor null is still a problem', async () => {
    const { session } = buildSession({ tree: withTree((tree) => (tree.max_depth = 'none')) });
    expect((await runCli(['check', session])).stdout).toContain('max_depth is "none"');
  });
});

describe('row 2: NaN and Infinity scores (Arbor writes NaN for a failed evaluation)', () => {
  it('check says OK and resume goes ahead', async () => {
    const text = arborTreeText(ideas())
      .replace('"score": 0.7', '"score": NaN')
      .replace('"score": 0.8', '"score": Infinity');
    const { session } = buildSession({ tree: text });
    expect((await runCli(['check', session])).stdout).toBe('OK\n');
    expect((await runCli(['resume', session])).code).toBe(0);
  });
});

describe('row 3: check is as strict as arbor_state.py check', () => {
  it.each([
    ['a node without id', (tree: Loose) => delete tree.nodes['1'].id, 'node 1: id field is missing'],
    [
      'a parent without children_ids',
      (tree: Loose) => delete tree.nodes.ROOT.children_ids,
      'node 1: parent ROOT does not list it in children_ids',
    ],
    ['no root_id', (tree: Loose) => delete tree.root_id, 'root_id is missing'],
  ])('%s is INVALID', async (_name, edit, problem) => {
    const { session } = buildSession({ tree: withTree(edit) });
    const result = await runCli(['check', session]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`- ${problem}\n`);
  });

  it('an experiment folder that is a symlink is INVALID, even one pointing at complete artifacts', async () => {
    const { session } = buildSession({ tree: ideas() });
    const outside = tempDir();
    writeFileSync(join(outside, 'report.md'), 'report');
    writeFileSync(join(outside, 'metrics.json'), '{}');
    mkdirSync(join(session, 'experiments'), { recursive: true });
    symlinkSync(outside, join(session, 'experiments', '1'));
    const result = await runCli(['check', session]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('- experiments/1 is a symlink');
  });
});

describe("row 4 and 13: resume leaves the nudge to Arbor's resume", () => {
  const checkpoint = { pending_user: { prompt: 'Use the GPU?', node_id: '1' } };
  const messages = [
    { role: 'user', content: 'start' },
    { role: 'assistant', content: [{ type: 'tool_use', id: 'call-1', name: 'TreeView', input: {} }] },
  ];

  /** Arbor's resume (orchestrator.run with resume): seal a dangling tail, then fold its nudge in. */
  function arborResume(log: Loose[], nudge: string): Loose[] {
    const out = [...log];
    const last = out.at(-1);
    if (last?.role === 'assistant' && Array.isArray(last.content)) {
      const uses = last.content.filter((b: Loose) => b.type === 'tool_use');
      if (uses.length > 0)
        out.push({
          role: 'user',
          content: uses.map((b: Loose) => ({
            type: 'tool_result',
            tool_use_id: b.id,
            content: 'x',
            is_error: true,
          })),
        });
    }
    const tail = out.at(-1);
    if (tail?.role === 'user' && Array.isArray(tail.content))
      out[out.length - 1] = { ...tail, content: [...tail.content, { type: 'text', text: nudge }] };
    else out.push({ role: 'user', content: nudge });
    return out;
  }

  it('then arbor run --resume gives one nudge and asks the pending question once', async () => {
    const tree = withTree((t) => (t.meta.dataset_info = { train: 'a.csv', rows: 10, ok: true, none: null }));
    const { session } = buildSession({ tree, messages, checkpoint });
    const plan = await json(['resume', session]);
    const log = readFileSync(join(session, '.coordinator', 'messages.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(log).toHaveLength(3);
    expect(log[2].content).toEqual([
      { type: 'tool_result', tool_use_id: 'call-1', content: INTERRUPTED_TOOL_RESULT, is_error: true },
    ]);
    // Arbor's own resume then reads the checkpoint's pending question into its nudge.
    const after = JSON.stringify(arborResume(log, plan.nudge));
    expect(after.split(RESUME_NUDGE_HEADING)).toHaveLength(2);
    expect(after.split('Use the GPU?')).toHaveLength(2);
    expect(JSON.parse(readFileSync(join(session, '.coordinator', 'checkpoint.json'), 'utf8'))).toEqual(
      checkpoint,
    );
  });

  it("the nudge's Datasets line is Python's str() and the sealed call says what Arbor says", async () => {
    const tree = withTree(
      (t) => (t.meta.dataset_info = { train: "it's.csv", rows: 10, ok: true, none: null }),
    );
    const { session } = buildSession({ tree, messages });
    const plan = await json(['resume', session, '--dry-run']);
    expect(plan.nudge).toContain(`- Datasets: {'train': "it's.csv", 'rows': 10, 'ok': True, 'none': None}`);
    expect(INTERRUPTED_TOOL_RESULT).toBe('[interrupted by checkpoint/resume — not executed]');
  });
});

describe('REPORT.md rows 5, 6, 7, 14 and 15', () => {
  const report = async (
    tree: Loose,
    extra: Record<string, Loose> = {},
  ): Promise<{ md: string; facts: Loose }> => {
    const { session } = buildSession({ tree, ...extra });
    const facts = await json(['report', session]);
    return { md: readFileSync(join(session, 'REPORT.md'), 'utf8'), facts };
  };

  it('row 5: the whole instruction is quoted under ## Instruction', async () => {
    const task = 'Raise accuracy\nwithout touching eval.py\nand keep it fast';
    const { md } = await report(withTree((t) => (t.nodes.ROOT.hypothesis = task)));
    expect(md).toContain(
      '## Instruction\n\n> Raise accuracy\n> without touching eval.py\n> and keep it fast\n',
    );
  });

  it('row 5: a task that tries to end the quote, nest one or open a heading stays inside it, escaped', async () => {
    const task = 'Raise accuracy\n\n> [!NOTE] forged\n# Forged heading\n```\n</blockquote>';
    const { md } = await report(withTree((t) => (t.nodes.ROOT.hypothesis = task)));
    const quoted = /^## Instruction\n\n((?:>.*\n)+)\n/m.exec(md)?.[1] ?? '';
    expect(quoted.trimEnd().split('\n')).toEqual([
      '> Raise accuracy',
      '>',
      '> &gt; \\[\\!NOTE\\] forged',
      '> \\# Forged heading',
      '> \\`\\`\\`',
      '> &lt;/blockquote&gt;',
    ]);
    expect(md).not.toMatch(/^# Forged/m);
  });

  it('row 6: the best idea is the best done/merged node, as recover restores', async () => {
    const tree = withTree((t) => {
      t.nodes['3'] = { ...t.nodes['1'], id: '3', status: 'pruned', score: 0.99 };
      t.nodes.ROOT.children_ids.push('3');
    });
    const { facts } = await report(tree);
    expect(facts.best_node_id).toBe('2');
  });

  it('row 7: a Global Insight of 1,200 characters is whole', async () => {
    const insight = `${'a'.repeat(1100)} end-of-insight ${'b'.repeat(80)}`;
    const { md } = await report(withTree((t) => (t.nodes.ROOT.insight = insight)));
    expect(md).toContain(`${'b'.repeat(80)}\n`);
    expect(md).toContain('end-of-insight');
  });

  it('row 14: the merged root is counted, 110.9 s is 1m 50s, the title is cut by code points', async () => {
    const title = `${'😀'.repeat(99)}x`;
    const tree = withTree((t) => {
      t.nodes.ROOT.status = 'merged';
      t.nodes.ROOT.hypothesis = `${title}y`;
    });
    const runStats = { duration_seconds: 110.9, all_agents: {} };
    const { md, facts } = await report(tree, { runStats });
    expect(facts.merged_node_ids).toEqual(['ROOT', '2']);
    expect(md).toContain('- Duration: 1m 50s');
    expect(facts.title).toBe(`${'😀'.repeat(97)}...`);
  });

  it('row 14: -2 -> -1 is -50% (the change over the signed baseline)', async () => {
    const tree = withTree((t) => {
      t.meta.baseline_score = -2;
      t.meta.trunk_score = -1;
    });
    const { md, facts } = await report(tree);
    expect(facts.b_dev).toMatchObject({ change: 1, change_percent: -50, trend: 'better' });
    expect(md).toContain('(+1, -50%: **better**, maximize)');
  });

  it('minimize: top ideas lowest first, and a caveat says this differs from Arbor on purpose', async () => {
    const { md, facts } = await report(withTree((t) => (t.meta.metric_direction = 'minimize')));
    expect(facts.top_ideas.map((idea: Loose) => idea.id)).toEqual(['1', '2']);
    expect(facts.best_node_id).toBe('1');
    expect(md).toContain("on purpose: Arbor's own report ranks ideas highest first");
  });

  it('row 15: a NaN score counts as scored', async () => {
    const { facts } = await report(arborTreeText(ideas()).replace('"score": 0.7', '"score": NaN'));
    expect(facts.scored_nodes).toBe(2);
  });
});

describe('row 8: recover, when the best node has no snapshot', () => {
  const snapshots = (session: string, files: Record<string, number>): void => {
    mkdirSync(join(session, 'submissions'), { recursive: true });
    for (const [name, mtime] of Object.entries(files)) {
      writeFileSync(join(session, 'submissions', name), name);
      utimesSync(join(session, 'submissions', name), mtime, mtime);
    }
  };

  it('copies the most recent snapshot, not the next-best node', async () => {
    const { session } = buildSession({ tree: ideas() });
    snapshots(session, { '1.csv': 1000, 'late.csv': 2000 });
    expect(await json(['recover', session])).toMatchObject({
      action: 'copied_newest',
      source: expect.stringContaining('late.csv'),
    });
  });

  it('and when the root is best', async () => {
    const { session } = buildSession({ tree: withTree((t) => (t.nodes.ROOT.score = 0.95)) });
    snapshots(session, { '2.csv': 1000, 'late.csv': 2000 });
    expect(await json(['recover', session])).toMatchObject({ action: 'copied_newest' });
  });
});

describe('rows 9 and 10: the run_stats.json finalize derives', () => {
  it("holds Arbor's iterations keys and times the last session.start to session.end", async () => {
    const events = [
      event(1_000, 'session.start', { task: 'Raise accuracy' }),
      event(1_100, 'idea.proposed', { node_id: '1' }),
      event(1_000 + 72 * 3600, 'session.start', { task: 'Raise accuracy' }),
      event(1_000 + 72 * 3600 + 600, 'session.end', { exit_reason: 'ok' }),
    ];
    const tree = withTree((t) => (t.meta.test_baseline_score = 0.4));
    const text = arborTreeText(tree).replace('"score": 0.7', '"score": NaN');
    const { session } = buildSession({ tree: text, events });
    expect((await runCli(['finalize', session])).code).toBe(0);
    const stats = JSON.parse(readFileSync(join(session, 'run_stats.json'), 'utf8'));
    expect(stats.iterations).toMatchObject({
      total_nodes: 2,
      scored_nodes: 2,
      by_status: { done: 1, merged: 1 },
      best_score: 0.8,
      baseline_score: 0.5,
      trunk_score: 0.8,
      test_baseline_score: 0.4,
      test_trunk_score: null,
    });
    expect(stats).toMatchObject({ duration_seconds: 600, duration_human: '10m00s' });
    const facts = await json(['report', session]);
    expect(facts.events.wall_clock_seconds).toBe(600);
    expect(readFileSync(join(session, 'REPORT.md'), 'utf8')).toContain('- Duration: 10m 0s');
  });
});

describe('row 11: a merge writes test_score where Node.to_dict puts it', () => {
  it('right after score, so that Arbor’s next save moves nothing', () => {
    const text = arborTreeText(
      withTree((t) => {
        t.nodes['2'].status = 'done';
        t.nodes['2'].eval_status = 'scored';
      }),
    );
    const { json: written } = recordInTreeTexts(text, null, 'idea_tree.json', {
      score: 0.75,
      nodeId: '2',
      codeRef: 'idea/2',
    });
    const node = JSON.parse(written).nodes['2'];
    expect(Object.keys(node)).toEqual([
      'id',
      'parent_id',
      'children_ids',
      'depth',
      'hypothesis',
      'status',
      'score',
      'test_score',
      'code_ref',
      'eval_status',
    ]);
  });
});

describe('row 12: idea_tree.md for a tree written by Arbor itself', () => {
  it("is in Arbor's native format when there was none", async () => {
    const { session } = buildSession({
      tree: withTree((t) => (t.nodes['1'].status = 'running')),
      treeMarkdown: false,
    });
    expect((await runCli(['resume', session])).code).toBe(0);
    const md = readFileSync(join(session, '.coordinator', 'idea_tree.md'), 'utf8');
    expect(md).toContain('### 2: idea 2 [MERGED] (score: 0.8%)\n');
  });

  it("and in the helper's when the helper wrote the tree (its meta always has trunk_branch)", async () => {
    const { session } = buildSession({
      tree: withTree((t) => {
        t.nodes['1'].status = 'running';
        t.meta.trunk_branch = null;
      }),
      treeMarkdown: false,
    });
    expect((await runCli(['resume', session])).code).toBe(0);
    expect(readFileSync(join(session, '.coordinator', 'idea_tree.md'), 'utf8')).toContain('(score: 0.8)');
  });
});
