/**
 * Adversarial suite, session files (issue 5, fault 5): torn last lines, a tree truncated mid-write,
 * a read-only folder and a full disk. Readers tolerate; writers fail with a clear message and leave
 * the previous good file. (Two writers at once: test/session/concurrency.test.ts.)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeFull, makeReadOnly } from '../helpers/adversarial-disk.js';
import {
  buildSession,
  buildTree,
  cleanupTempDirs,
  event,
  folderSnapshot,
  runCli,
  tempDir,
} from '../helpers/session-builder.js';

afterAll(() => cleanupTempDirs());

function session(runName = 'run1') {
  const tree = buildTree(
    [
      { id: 'ROOT', status: 'running', score: 0.5 },
      { id: 'n1', parent: 'ROOT', status: 'running', score: 0.6 },
      { id: 'n2', parent: 'ROOT', status: 'done', score: 0.7 },
    ],
    { trunk_branch: 'arbor/trunk', baseline_score: 0.5 },
  );
  const built = buildSession({
    runName,
    tree,
    events: [
      event(1, 'session.start'),
      event(2, 'node.done', { node_id: 'n2' }),
      '{"ts": 3, "type": "llm.ca',
    ],
    messages: [
      { role: 'user', content: 'go' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'TreeView', input: {} }] },
      '{"role": "user", "content": [{"type": "tool_res',
    ],
    checkpoint: { schema_version: 1, in_flight: [] },
  });
  return { ...built, treeText: JSON.stringify(tree, null, 2) };
}

const jsonLines = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as unknown);

describe('torn last lines', () => {
  test('report and check tolerate them and count them; resume leaves only whole JSON lines', async () => {
    const { session: dir } = session();
    const report = await runCli(['report', dir]);
    expect(report.code).toBe(0);
    expect(readFileSync(join(dir, 'REPORT.md'), 'utf8')).toMatch(/1 torn or malformed line/);
    const check = await runCli(['check', dir]);
    expect(check.code).toBe(0);
    const resume = await runCli(['resume', dir]);
    expect(resume.code).toBe(0);
    expect(() => jsonLines(join(dir, '.coordinator', 'messages.jsonl'))).not.toThrow();
  });
});

describe('a tree truncated mid-write', () => {
  test('check and resume refuse (exit 2) with one line naming the file and write nothing; report writes a partial report naming it', async () => {
    const { session: dir, treeText } = session();
    const treePath = join(dir, '.coordinator', 'idea_tree.json');
    writeFileSync(treePath, treeText.slice(0, Math.floor(treeText.length / 2)));
    const before = folderSnapshot(dir);
    const check = await runCli(['check', dir]);
    expect(check.code).toBe(2);
    expect(check.stderr + check.stdout).toContain('idea_tree.json');
    const resume = await runCli(['resume', dir]);
    expect(resume.code).toBe(2);
    expect(resume.stderr).toMatch(/fresh run/i);
    expect(resume.stderr).not.toMatch(/\n\s+at /);
    expect(folderSnapshot(dir)).toEqual(before);
    // issue 11: like Arbor's generator, report still writes a partial REPORT.md, with a caveat naming the file.
    const report = await runCli(['report', dir]);
    expect(report.code).toBe(0);
    expect(readFileSync(join(dir, 'REPORT.md'), 'utf8')).toMatch(
      /The idea tree could not be read \(.*idea_tree\.json/,
    );
  });
});

describe('writers on storage that refuses writes', () => {
  const cases: Array<[string, (dir: string) => (() => void) | null]> = [
    ['read-only folder', makeReadOnly],
    ['full disk', makeFull],
  ];

  test.each(cases)(
    '%s: report and resume fail clearly and leave the previous good files',
    async (label, fault) => {
      const { session: dir } = session();
      writeFileSync(join(dir, 'REPORT.md'), '# previous good report\n');
      const files = [
        'REPORT.md',
        '.coordinator/idea_tree.json',
        '.coordinator/messages.jsonl',
        '.coordinator/checkpoint.json',
      ];
      const before = Object.fromEntries(files.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
      const undo = fault(dir);
      if (undo === null) {
        console.log(`${label}: cannot be simulated here (needs root to mount a small tmpfs); case not run`);
        return;
      }
      let report, resume, after, leftovers;
      try {
        report = await runCli(['report', dir]);
        resume = await runCli(['resume', dir]);
        after = Object.fromEntries(files.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
        leftovers = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
          /\.tmp|~$|\.\d+$|\.lock$/.test(f),
        );
      } finally {
        undo();
      }
      for (const result of [report, resume]) {
        expect(result.code).toBeGreaterThanOrEqual(2);
        expect(result.stderr).toMatch(/arbor-gate: /);
        expect(result.stderr).toMatch(
          /REPORT\.md|idea_tree\.json|messages\.jsonl|checkpoint\.json|\.coordinator|sessions/,
        );
        expect(result.stderr).not.toMatch(/\n\s+at /);
      }
      expect(after).toEqual(before);
      expect(leftovers).toEqual([]);
      // The message gives the cause, not only a lock that could not be taken.
      expect(`${report?.stderr}\n${resume?.stderr}`).toMatch(
        /read-only|EROFS|ENOSPC|no space|EACCES|permission/i,
      );
    },
    240_000,
  );
});

describe('threat 8: recover and path traversal', () => {
  function recoverable(meta: Record<string, unknown> = {}) {
    const tree = buildTree(
      [
        { id: 'ROOT', status: 'done', score: 0.5 },
        { id: 'n1', parent: 'ROOT', status: 'done', score: 0.6 },
        { id: 'n2', parent: 'ROOT', status: 'done', score: 0.9 },
      ],
      meta,
    );
    return buildSession({ runName: 'rec', tree });
  }

  test('a snapshot that is a symlink (the best one) is never followed; a real snapshot is used', async () => {
    const { workspace, session: dir } = recoverable();
    const outside = join(tempDir('adversarial-outside-'), 'outside-secret.csv');
    writeFileSync(outside, 'secret\n');
    mkdirSync(join(workspace, 'submissions'));
    symlinkSync(outside, join(workspace, 'submissions', 'n2.csv'));
    writeFileSync(join(workspace, 'submissions', 'n1.csv'), 'id,y\n1,0\n');
    const result = await runCli(['recover', dir]);
    expect(result.code).toBe(0);
    expect(readFileSync(join(workspace, 'submission.csv'), 'utf8')).toBe('id,y\n1,0\n');
  });

  test('a snapshots folder that is a symlink out of the workspace is not read', async () => {
    const { workspace, session: dir } = recoverable();
    const elsewhere = tempDir('adversarial-elsewhere-');
    writeFileSync(join(elsewhere, 'n2.csv'), 'secret\n');
    symlinkSync(elsewhere, join(workspace, 'submissions'));
    const result = await runCli(['recover', dir]);
    expect(result.code).toBe(0);
    expect(existsSync(join(workspace, 'submission.csv'))).toBe(false);
  });

  test.each(['../outside.csv', '/tmp/outside.csv', 'sub/../../outside.csv'])(
    'meta.submission_path %j outside the workspace is refused (exit 2), nothing written',
    async (submissionPath) => {
      const { workspace, session: dir } = recoverable({ submission_path: submissionPath });
      mkdirSync(join(workspace, 'submissions'));
      writeFileSync(join(workspace, 'submissions', 'n2.csv'), 'id,y\n');
      const result = await runCli(['recover', dir]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('submission_path');
      expect(existsSync(join(workspace, '..', 'outside.csv'))).toBe(false);
      expect(existsSync('/tmp/outside.csv')).toBe(false);
    },
  );

  test.each(['../../etc', '..', 'a/b'])(
    '--run-name %j is refused by the session commands',
    async (runName) => {
      const { workspace } = recoverable();
      for (const command of ['report', 'check', 'resume', 'recover', 'finalize']) {
        const result = await runCli([command, '--cwd', workspace, '--run-name', runName]);
        expect({ command, code: result.code }).toEqual({ command, code: 2 });
        expect(result.stderr).toContain('--run-name');
      }
    },
  );
});
