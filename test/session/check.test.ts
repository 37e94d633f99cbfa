import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkTreeIntegrity } from '../../src/session/check.js';
import { parseTreeJson } from '../../src/session/tree.js';
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

const sound = (): Record<string, Loose> =>
  buildTree([
    { id: 'ROOT', status: 'done' },
    { id: '1', parent: 'ROOT', status: 'merged', score: 0.8, test_score: 0.79 },
    { id: '2', parent: 'ROOT', status: 'needs_retry' },
    { id: '1.1', parent: '1', status: 'running' },
  ]);

async function check(tree: Record<string, Loose> | string, ...flags: string[]) {
  const { session } = buildSession({ tree });
  return runCli(['check', session, ...flags]);
}

describe('check: tree integrity', () => {
  it('a sound tree with all six statuses is OK', async () => {
    const tree = sound();
    tree.nodes['3'] = { ...tree.nodes['2'], id: '3', status: 'pruned' };
    tree.nodes['4'] = { ...tree.nodes['2'], id: '4', status: 'pending' };
    tree.nodes.ROOT.children_ids.push('3', '4');
    expect(await check(tree)).toEqual({ code: 0, stdout: 'OK\n', stderr: '' });
  });

  it.each([
    [
      'missing parent',
      (t: Loose) => (t.nodes['1.1'].parent_id = 'nope'),
      /node 1\.1: parent "nope" does not exist/,
    ],
    [
      'child not listed',
      (t: Loose) => (t.nodes['1'].children_ids = []),
      /node 1\.1: parent 1 does not list it/,
    ],
    [
      'listed child missing',
      (t: Loose) => t.nodes['1'].children_ids.push('9'),
      /node 1: child 9 does not exist/,
    ],
    [
      'cycle',
      (t: Loose) => {
        t.nodes['1'].parent_id = '1.1';
        t.nodes['1.1'].children_ids = ['1'];
      },
      /cycle in parent links: (1 -> 1\.1 -> 1|1\.1 -> 1 -> 1\.1)/,
    ],
    // NaN and Infinity are numbers Arbor writes and loads (issue 22 row 2): not here.
    [
      'string score',
      (t: Loose) => (t.nodes['1'].score = '0.8'),
      /node 1: score is "0.8" \(must be a number or null\)/,
    ],
    ['wrong version', (t: Loose) => (t.version = 2), /version is 2 \(expected 3\)/],
    ['bad status', (t: Loose) => (t.nodes['2'].status = 'failed'), /node 2: status "failed" is not one of/],
    ['bad direction', (t: Loose) => (t.meta.metric_direction = 'up'), /meta.metric_direction is "up"/],
    ['wrong depth', (t: Loose) => (t.nodes['1.1'].depth = 5), /node 1\.1: depth 5 \(parent 1 has depth 1\)/],
    ['missing root', (t: Loose) => (t.root_id = 'R'), /root_id "R" is not a node/],
    ['id mismatch', (t: Loose) => (t.nodes['2'].id = 'two'), /node 2: id field is "two"/],
  ])('%s -> INVALID with a line naming it', async (_name, corrupt, expected) => {
    const tree = sound();
    corrupt(tree);
    const result = await check(JSON.stringify(tree, null, 2));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^INVALID\n- /);
    expect(result.stdout).toMatch(expected);
  });

  it('counts nodes cut off from the root', () => {
    const tree = parseTreeJson(JSON.stringify(sound()), 'tree');
    tree.nodes['1']!.parent_id = 'gone';
    expect(checkTreeIntegrity(tree)).toContain('2 node(s) cannot be reached from the root');
  });

  it('--json gives ok and the problems', async () => {
    const tree = sound();
    tree.nodes['2'].score = null;
    tree.nodes['2'].test_score = 'x';
    const result = await check(tree, '--json');
    expect(JSON.parse(result.stdout)).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/test_score is "x"/)],
    });
  });

  it('exit 2 when the tree is missing, not JSON, or of a newer version; and for a missing folder', async () => {
    const empty = tempDir();
    const { session } = buildSession({}, empty);
    const missing = await runCli(['check', session]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`no idea tree at ${join(session, '.coordinator', 'idea_tree.json')}`);

    const notJson = await check('{"nodes": ');
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/idea_tree\.json is not valid JSON/);

    const newer = await check({ ...sound(), version: 4 });
    expect(newer.code).toBe(2);
    expect(newer.stderr).toMatch(/tree version 4 is newer than this tool understands \(expected version 3/);

    const nowhere = await runCli(['check', join(empty, 'no-such-session')]);
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toContain(`no session folder at ${join(empty, 'no-such-session')}`);
  });
});

describe('check: artifact flags', () => {
  it('--require-events reports lines that are not events and token-shaped strings, never the secret', async () => {
    const secret = `ghp_${'A1b2C3d4'.repeat(5)}`;
    const { session } = buildSession({
      tree: sound(),
      events: [
        event(1, 'session.start', { task: 't' }),
        '{"ts": 2, "type": "x"}',
        event(3, 'tool.end', { out: `used ${secret}` }),
        '{"ts": 4, "ty',
      ],
    });
    const result = await runCli(['check', session, '--require-events']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('events.jsonl line 2: not a {ts, type, data} event object');
    expect(result.stdout).toContain('events.jsonl line 3: token-shaped string (github token)');
    expect(result.stdout).toContain('events.jsonl line 4: not valid JSON');
    expect(result.stdout).not.toContain(secret);
  });

  it('--require-experiment and --require-executor-prompt look at scored nodes only', async () => {
    const { session } = buildSession({
      tree: sound(),
      files: { 'experiments/1/report.md': '# 1\n', 'experiments/1/metrics.json': '{"score": 0.8}' },
    });
    expect((await runCli(['check', session, '--require-experiment'])).stdout).toBe('OK\n');
    const prompt = await runCli([
      'check',
      session,
      '--require-executor-prompt',
      '--require-report',
      '--require-run-stats',
    ]);
    expect(prompt.stdout.split('\n').slice(1).filter(Boolean)).toEqual([
      expect.stringMatching(/^- REPORT\.md is missing or empty/),
      expect.stringMatching(/^- run_stats\.json is missing/),
      '- node 1: experiments/1/executor_prompt.md is missing',
    ]);
  });

  it('problem lines never echo a token-shaped value from the tree', async () => {
    const token = `ghp_${'Q7w'.repeat(12)}`;
    const tree = sound();
    tree.nodes['2'].status = token;
    const result = await check(tree);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('node 2: status "[REDACTED]" is not one of');
    expect(result.stdout).not.toContain(token);
  });

  it('the tree file is never modified by check', async () => {
    const { session } = buildSession({ tree: sound() });
    const path = join(session, '.coordinator', 'idea_tree.json');
    const before = readFileSync(path, 'utf8');
    await runCli(['check', session, '--strict-artifacts']);
    expect(readFileSync(path, 'utf8')).toBe(before);
  });
});
