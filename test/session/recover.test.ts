import { existsSync, mkdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseSnapshot } from '../../src/session/recover.js';
import { parseTreeJson } from '../../src/session/tree.js';
import {
  type Loose,
  buildSession,
  buildTree,
  cleanupTempDirs,
  runCli,
  tempDir,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

const tree = (meta: Record<string, unknown> = {}): Record<string, Loose> =>
  buildTree(
    [
      { id: 'ROOT', status: 'done' },
      { id: '1', parent: 'ROOT', status: 'merged', score: 0.7 },
      { id: '2', parent: 'ROOT', status: 'done', score: 0.9 },
      { id: '3', parent: 'ROOT', status: 'pruned', score: 0.99 },
    ],
    { submission_path: 'out/submission.csv', ...meta },
  );

function snapshots(workspace: string, names: Record<string, string>): void {
  mkdirSync(join(workspace, 'submissions'), { recursive: true });
  for (const [name, text] of Object.entries(names)) writeFileSync(join(workspace, 'submissions', name), text);
}

describe('recover', () => {
  it('copies the best done/merged node (pruned nodes do not count), in the metric direction', async () => {
    const { workspace, session } = buildSession({ tree: tree() });
    snapshots(workspace, { '1.csv': 'one', '2.csv': 'two', '3.csv': 'three' });
    const result = await runCli(['recover', session]);
    expect(result.stdout).toBe(
      'recover: copied submissions/2.csv to out/submission.csv: the best done/merged node 2 (B_dev 0.9, maximize)\n',
    );
    expect(readFileSync(join(workspace, 'out', 'submission.csv'), 'utf8')).toBe('two');

    const min = parseTreeJson(JSON.stringify(tree({ metric_direction: 'minimize' })), 't');
    const snaps = ['1.csv', '2.csv', '3.csv'].map((name) => ({ name, mtimeMs: 1 }));
    expect(chooseSnapshot(min, snaps, '.csv')).toMatchObject({ how: 'best', node_id: '1' });
  });

  it('falls back to the newest snapshot, skipping symlinks', async () => {
    const { workspace, session } = buildSession({ tree: tree() });
    snapshots(workspace, { 'old.csv': 'old', 'new.csv': 'new' });
    utimesSync(join(workspace, 'submissions', 'old.csv'), 1000, 1000);
    utimesSync(join(workspace, 'submissions', 'new.csv'), 2000, 2000);
    const outside = join(tempDir(), 'secret.csv');
    writeFileSync(outside, 'outside');
    symlinkSync(outside, join(workspace, 'submissions', '2.csv'));
    const result = JSON.parse((await runCli(['recover', session, '--json'])).stdout);
    expect(result).toMatchObject({
      action: 'copied_newest',
      source: 'submissions/new.csv',
      skipped_symlinks: ['2.csv'],
    });
    expect(readFileSync(join(workspace, 'out', 'submission.csv'), 'utf8')).toBe('new');
  });

  it('keeps an existing submission and never overwrites it', async () => {
    const { workspace, session } = buildSession({ tree: tree() });
    snapshots(workspace, { '2.csv': 'two' });
    mkdirSync(join(workspace, 'out'));
    writeFileSync(join(workspace, 'out', 'submission.csv'), 'trunk');
    const result = JSON.parse((await runCli(['recover', session, '--json'])).stdout);
    expect(result.action).toBe('kept');
    expect(readFileSync(join(workspace, 'out', 'submission.csv'), 'utf8')).toBe('trunk');
  });

  it('refuses a submission path outside the workspace (exit 2, nothing written)', async () => {
    for (const bad of ['../escape.csv', '/tmp/abs.csv']) {
      const { workspace, session } = buildSession({ tree: tree({ submission_path: bad }) });
      snapshots(workspace, { '2.csv': 'two' });
      const result = await runCli(['recover', session]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/must be a file path inside the workspace/);
      expect(existsSync(join(workspace, '..', 'escape.csv'))).toBe(false);
    }
    const { workspace, session } = buildSession({ tree: tree({ submission_path: 'link/sub.csv' }) });
    snapshots(workspace, { '2.csv': 'two' });
    const elsewhere = tempDir();
    symlinkSync(elsewhere, join(workspace, 'link'));
    const result = await runCli(['recover', session]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/leads outside the workspace/);
    expect(existsSync(join(elsewhere, 'sub.csv'))).toBe(false);
  });

  it('says there is nothing to do without snapshots, and finalize --emergency recovers first', async () => {
    const { workspace, session } = buildSession({ tree: tree() });
    expect((await runCli(['recover', session])).stdout).toMatch(/nothing to recover/);
    snapshots(workspace, { '1.csv': 'one' });
    const result = await runCli(['finalize', session, '--emergency']);
    expect(result.stdout).toMatch(/recover: copied submissions\/1\.csv/);
    expect(result.stdout).toContain('check: OK');
    expect(result.code).toBe(0);
    const stats = JSON.parse(readFileSync(join(session, 'run_stats.json'), 'utf8'));
    expect(stats).toMatchObject({ derived: true, schema_version: 1, all_agents: { total_llm_calls: 0 } });
  });
});
