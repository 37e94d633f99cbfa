/**
 * recover, check and resume against Arbor's own code (issue 11): snapshots where `arbor run` keeps
 * them, check at least as strict as `arbor_state.py check`, and resume's seal and Arbor's resume
 * nudge (shown, left to Arbor's own resume to add, issue 22). Each on a session built here and on copies of the fixtures.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESUME_NUDGE_HEADING } from '../../src/session/messages.js';
import {
  type Loose,
  buildSession,
  buildTree,
  cleanupTempDirs,
  copyFixtureWorkspace,
  folderSnapshot,
  runCli,
} from '../helpers/session-builder.js';
import { describeWithFixtures } from '../helpers/fixtures.js';

afterAll(cleanupTempDirs);

const tree = (): Record<string, Loose> =>
  buildTree(
    [
      { id: 'ROOT', status: 'done', hypothesis: 'Raise accuracy' },
      { id: '1', parent: 'ROOT', status: 'done', score: 0.7 },
      { id: '2', parent: 'ROOT', status: 'merged', score: 0.9 },
      { id: '3', parent: 'ROOT', status: 'running' },
      { id: '4', parent: 'ROOT', status: 'needs_retry' },
    ],
    {
      eval_cmd: 'python eval.py --split dev',
      eval_cmd_test: 'python eval.py --split test',
      dataset_info: 'dev.csv',
    },
  );

function writeFiles(dir: string, files: Record<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

const messagesOf = (session: string): Record<string, Loose>[] =>
  readFileSync(join(session, '.coordinator', 'messages.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, Loose>);

describe('recover looks in <session>/submissions/ too (built sessions)', () => {
  it("copies the best node's snapshot from the session folder, where arbor run keeps them", async () => {
    const { workspace, session } = buildSession({ tree: tree() });
    writeFiles(join(session, 'submissions'), { '1.csv': 'one', '2.csv': 'two' });
    const result = JSON.parse((await runCli(['recover', session, '--json'])).stdout);
    expect(result).toMatchObject({
      action: 'copied_best',
      node_id: '2',
      source: '.arbor/sessions/run1/submissions/2.csv',
    });
    expect(readFileSync(join(workspace, 'submission.csv'), 'utf8')).toBe('two');
  });

  it("the session's copy wins for the same name; the newest snapshot is the newest of both folders", async () => {
    const both = buildSession({ tree: tree() });
    writeFiles(join(both.session, 'submissions'), { '2.csv': 'session' });
    writeFiles(join(both.workspace, 'submissions'), { '2.csv': 'workspace' });
    await runCli(['recover', both.session]);
    expect(readFileSync(join(both.workspace, 'submission.csv'), 'utf8')).toBe('session');

    const newest = buildSession({ tree: tree() });
    writeFiles(join(newest.session, 'submissions'), { 'a.csv': 'old' });
    writeFiles(join(newest.workspace, 'submissions'), { 'b.csv': 'new' });
    utimesSync(join(newest.session, 'submissions', 'a.csv'), 1000, 1000);
    utimesSync(join(newest.workspace, 'submissions', 'b.csv'), 2000, 2000);
    const result = JSON.parse((await runCli(['recover', newest.session, '--json'])).stdout);
    expect(result).toMatchObject({ action: 'copied_newest', source: 'submissions/b.csv' });
    const none = buildSession({ tree: tree() });
    expect((await runCli(['recover', none.session])).stdout).toBe(
      'recover: nothing to recover: no submission.csv and no snapshot in .arbor/sessions/run1/submissions/ or submissions/\n',
    );
  });
});

describe("check is at least as strict as Arbor's (built sessions)", () => {
  it('a missing idea_tree.md is reported without any flag; needs_retry is valid', async () => {
    const { session } = buildSession({ tree: tree(), treeMarkdown: false });
    const result = await runCli(['check', session]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      `INVALID\n- idea_tree.md is missing (${join(session, '.coordinator', 'idea_tree.md')})\n`,
    );
    expect((await runCli(['check', buildSession({ tree: tree() }).session])).stdout).toBe('OK\n');
  });

  it('--require-experiment: every experiments/<id>/ needs report.md and metrics.json, and there must be one', async () => {
    const { session } = buildSession({
      tree: tree(),
      files: {
        'experiments/1/report.md': '# 1\n',
        'experiments/1/metrics.json': '{}',
        'experiments/2/report.md': '# 2\n',
        'experiments/scratch/notes.txt': 'x',
      },
    });
    const result = await runCli(['check', session, '--require-experiment']);
    expect(result.stdout.split('\n').slice(1).filter(Boolean)).toEqual([
      '- experiments/2/metrics.json is missing',
      '- experiments/scratch/report.md is missing',
      '- experiments/scratch/metrics.json is missing',
    ]);
    const withPrompts = await runCli(['check', session, '--require-experiment', '--require-executor-prompt']);
    expect(withPrompts.stdout).toContain('- node 1: experiments/1/executor_prompt.md is missing');
    expect(withPrompts.stdout).toContain('- experiments/scratch/executor_prompt.md is missing');
    expect(withPrompts.stdout.match(/experiments\/1\/executor_prompt\.md/g)).toHaveLength(1);

    const empty = buildSession({
      tree: buildTree([{ id: 'ROOT' }, { id: '1', parent: 'ROOT', status: 'pending' }]),
    });
    expect((await runCli(['check', empty.session, '--require-experiment'])).stdout).toBe(
      `INVALID\n- no experiment folder in experiments/ (${join(empty.session, 'experiments')})\n`,
    );
    expect((await runCli(['check', empty.session, '--require-executor-prompt'])).stdout).toMatch(
      /- no executor_prompt\.md in any experiments\/<id>\/ folder/,
    );
  });

  it('a folder name that is not one plain segment is quoted, never echoed raw', async () => {
    const { session } = buildSession({ tree: tree(), files: { 'experiments/bad\u001b[31mname/x': '' } });
    const result = await runCli(['check', session, '--require-experiment']);
    expect(result.stdout).toContain('- experiments/"bad\\u001b[31mname"/report.md is missing');
    expect(result.stdout).not.toContain('\u001b');
  });
});

describe("resume seals the log and shows Arbor's nudge, which Arbor's own resume adds (built sessions)", () => {
  it('the nudge names the task, the pending ids, the pending question and the eval commands; the log is left alone', async () => {
    const messages = [
      { role: 'user', content: 'start' },
      { role: 'assistant', content: 'thinking' },
      { role: 'user', content: 'keep going' },
    ];
    const { session } = buildSession({
      tree: tree(),
      messages,
      checkpoint: { schema_version: 1, pending_user: { prompt: 'Use the GPU?', node_id: '3' } },
    });
    const result = await runCli(['resume', session, '--json']);
    expect(result.code).toBe(0);
    expect(messagesOf(session)).toEqual(messages);
    const nudge = JSON.parse(result.stdout).nudge as string;
    expect(nudge.startsWith(`## Research Task\n\nRaise accuracy\n\n${RESUME_NUDGE_HEADING}`)).toBe(true);
    expect(nudge).toContain('**Do NOT restart from INIT**');
    expect(nudge).toContain('mid-experiment): 3. Re-dispatch them with RunExecutor');
    expect(nudge).toContain('Call TreeView to refresh your view');
    expect(nudge).toContain("waiting for the user's answer (about node 3) to:\n> Use the GPU?");
    expect(nudge).toContain(
      '## Evaluation Info (from previous session)\n\n- B_dev eval: `python eval.py --split dev`\n- B_test eval: `python eval.py --split test`\n- Datasets: dev.csv',
    );
  });

  it('a user turn that answers only part of the calls gets the rest, results first: still no two user turns', async () => {
    const { session } = buildSession({
      tree: tree(),
      messages: [
        {
          role: 'assistant',
          content: [
            { type: 'tool_use', id: 'a', name: 'Bash', input: {} },
            { type: 'tool_use', id: 'b', name: 'Bash', input: {} },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'a', content: 'ok' },
            { type: 'text', text: 'hm' },
          ],
        },
      ],
    });
    await runCli(['resume', session]);
    const messages = messagesOf(session);
    expect(messages.map((m) => m.role)).toEqual(['assistant', 'user']);
    expect((messages[1]?.content as Record<string, Loose>[]).map((b) => b.tool_use_id ?? b.type)).toEqual([
      'a',
      'b',
      'text',
    ]);
  });

  it('unchanged lines stay byte for byte, and a second resume changes no file', async () => {
    const first = '{"role":"user","content":"compact, as another writer might write it"}';
    const { session } = buildSession({
      tree: tree(),
      messages: [
        first,
        { role: 'assistant', content: [{ type: 'tool_use', id: 'x', name: 'Bash', input: {} }] },
      ],
      checkpoint: {
        schema_version: 1,
        inflight_executors: [{ node_id: '3', branch: 'b3' }],
        cache: { hit: 1.0 },
      },
    });
    await runCli(['resume', session]);
    const lines = readFileSync(join(session, '.coordinator', 'messages.jsonl'), 'utf8').split('\n');
    expect(lines[0]).toBe(first);
    expect(lines).toHaveLength(3 + 1);
    const after = folderSnapshot(session);
    const again = JSON.parse((await runCli(['resume', session, '--json'])).stdout);
    expect(again.messages).toMatchObject({ sealed_tool_use_ids: [] });
    expect(folderSnapshot(session)).toEqual(after);
  });
});

describeWithFixtures('recover, check and resume on the fixtures', () => {
  it('house_prices with its snapshots in the session folder: node 2 (best when minimizing) is copied from there', async () => {
    const { workspace, session } = copyFixtureWorkspace('house_prices');
    cpSync(join(workspace, 'submissions'), join(session, 'submissions'), { recursive: true });
    rmSync(join(workspace, 'submissions'), { recursive: true });
    const result = JSON.parse((await runCli(['recover', session, '--json'])).stdout);
    expect(result).toMatchObject({
      action: 'copied_best',
      node_id: '2',
      source: '.arbor/sessions/house_prices/submissions/2.csv',
    });
    expect(readFileSync(join(workspace, 'submission.csv'), 'utf8')).toBe(
      readFileSync(join(session, 'submissions', '2.csv'), 'utf8'),
    );
  });

  it('knn_speedup: a missing metrics.json or idea_tree.md makes check INVALID, as Arbor reports them', async () => {
    const { session } = copyFixtureWorkspace('knn_speedup');
    rmSync(join(session, 'experiments', '3', 'metrics.json'));
    rmSync(join(session, '.coordinator', 'idea_tree.md'));
    const result = await runCli(['check', session, '--require-experiment']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      `INVALID\n- idea_tree.md is missing (${join(session, '.coordinator', 'idea_tree.md')})\n- experiments/3/metrics.json is missing\n`,
    );
  });

  it('house_prices resume: the nudge names 1.1 and 3.1 and both eval commands, the log only sealed; twice changes nothing', async () => {
    const { session } = copyFixtureWorkspace('house_prices');
    const nudge = JSON.parse((await runCli(['resume', session, '--json'])).stdout).nudge as string;
    const messages = messagesOf(session);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    expect(JSON.stringify(messages)).not.toContain(RESUME_NUDGE_HEADING);
    expect(nudge).toContain('mid-experiment): 1.1, 3.1. Re-dispatch');
    expect(nudge).toContain('- B_dev eval: `cd {cwd} && python eval.py --split dev --run-name {node_id}`');
    expect(nudge).toContain('- B_test eval: `cd {cwd} && python eval.py --split test --run-name {node_id}`');
    const after = folderSnapshot(session);
    await runCli(['resume', session]);
    expect(folderSnapshot(session)).toEqual(after);
  });
});
