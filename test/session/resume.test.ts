import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planMessagesResume, unansweredToolUseIds } from '../../src/session/messages.js';
import {
  folderSnapshot,
  type Loose,
  buildSession,
  buildTree,
  cleanupTempDirs,
  runCli,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

const tree = (): Record<string, Loose> =>
  buildTree([
    { id: 'ROOT', status: 'done' },
    { id: '1', parent: 'ROOT', status: 'running' },
    { id: '2', parent: 'ROOT', status: 'needs_retry', attempt: 1 },
    { id: '3', parent: 'ROOT', status: 'pending' },
  ]);

const assistantCalling = (...ids: string[]) => ({
  role: 'assistant',
  content: [
    { type: 'text', text: 'go' },
    ...ids.map((id) => ({ type: 'tool_use', id, name: 'Bash', input: {} })),
  ],
});
const results = (...ids: string[]) => ({
  role: 'user',
  content: ids.map((id) => ({ type: 'tool_result', tool_use_id: id, content: 'ok' })),
});

function messagesOf(session: string): Record<string, Loose>[] {
  return readFileSync(join(session, '.coordinator', 'messages.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, Loose>);
}

describe('resume', () => {
  it('finds only the calls of the last assistant turn that no later message answers', () => {
    const log = [results(), assistantCalling('a', 'b', 'c'), results('b')];
    expect(unansweredToolUseIds(log)).toEqual(['a', 'c']);
    expect(unansweredToolUseIds([assistantCalling('x'), results('x')])).toEqual([]);
    expect(unansweredToolUseIds([{ role: 'user', content: 'hi' }])).toEqual([]);
    // No dangling call: nothing changes (the nudge is left to Arbor's resume).
    const answered = [assistantCalling('x'), results('x')];
    const plan = planMessagesResume(answered);
    expect(plan.messages.map((m) => m.message)).toEqual(answered);
    expect(plan.messages.every((m, index) => m.from === index)).toBe(true);
  });

  it('replays a 1,000-line log with a torn line, seals the tail, names the pending question', async () => {
    const messages: (Record<string, unknown> | string)[] = [];
    for (let i = 0; i < 499; i += 1) messages.push(assistantCalling(`t${i}`), results(`t${i}`));
    messages.splice(500, 0, '{"role": "assistant", "content": [{"type": "te');
    messages.push(assistantCalling('last1', 'last2'));
    expect(messages).toHaveLength(1000);
    const { session } = buildSession({
      tree: tree(),
      messages,
      checkpoint: {
        schema_version: 1,
        inflight_executors: [{ node_id: '1', branch: 'b1' }],
        pending_user: 'Use GPU budget?',
      },
    });
    const result = await runCli(['resume', session, '--json']);
    expect(result.code).toBe(0);
    const plan = JSON.parse(result.stdout);
    expect(plan).toMatchObject({
      requeued: ['1'],
      needs_retry: ['2'],
      checkpoint: { inflight_cleared: [{ node_id: '1', branch: 'b1' }], pending_user: 'Use GPU budget?' },
      messages: {
        skipped_lines: 1,
        skipped_line_numbers: [501],
        sealed_tool_use_ids: ['last1', 'last2'],
      },
    });
    expect(plan.nudge).toContain('> Use GPU budget?');
    const written = messagesOf(session);
    // The seal is one user turn; the nudge is Arbor's resume's to add.
    expect(written).toHaveLength(999 + 1);
    const tail = written.at(-1)!.content;
    expect(tail.map((b: Loose) => b.tool_use_id)).toEqual(['last1', 'last2']);
    const checkpoint = JSON.parse(readFileSync(join(session, '.coordinator', 'checkpoint.json'), 'utf8'));
    expect(checkpoint).toMatchObject({
      inflight_executors: [],
      pending_user: 'Use GPU budget?',
      schema_version: 1,
    });
    const after = JSON.parse(readFileSync(join(session, '.coordinator', 'idea_tree.json'), 'utf8'));
    expect([after.nodes['1'].status, after.nodes['2'].status, after.nodes['2'].attempt]).toEqual([
      'pending',
      'needs_retry',
      1,
    ]);
  });

  it('--dry-run prints the plan and changes no file', async () => {
    const { session } = buildSession({
      tree: tree(),
      messages: [{ role: 'user', content: 'x' }, assistantCalling('q')],
    });
    const before = folderSnapshot(session);
    const result = await runCli(['resume', session, '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Dry run (nothing changed)');
    expect(result.stdout).toContain('running -> pending (would requeue): 1');
    expect(result.stdout).toContain('dangling tool calls sealed with an interrupted result: q');
    expect(folderSnapshot(session)).toEqual(before);
  });

  it.each([
    ['a missing parent', (t: Loose) => (t.nodes['3'].parent_id = 'gone')],
    ['a NaN score', (t: Loose) => (t.nodes['3'].score = 'NaN')],
    ['a wrong version', (t: Loose) => (t.version = 1)],
  ])('refuses a tree with %s: exit 2, fresh run needed, nothing changed', async (_name, corrupt) => {
    const t = tree();
    corrupt(t);
    const { session } = buildSession({ tree: t, messages: [assistantCalling('q')] });
    const before = folderSnapshot(session);
    const result = await runCli(['resume', session]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/resume is not possible/);
    expect(result.stderr).toMatch(/fresh run in a clean session/);
    expect(folderSnapshot(session)).toEqual(before);
  });

  it('refuses a session without a tree and a tree that is not JSON', async () => {
    const empty = buildSession({});
    expect((await runCli(['resume', empty.session])).stderr).toMatch(
      /resume is not possible: there is no idea tree/,
    );
    const broken = buildSession({ tree: '{"nodes": {' });
    const result = await runCli(['resume', broken.session]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/resume is not possible: the idea tree cannot be read .*not valid JSON/);
  });
});
