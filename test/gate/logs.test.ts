/**
 * Issue 9: evaluation logs stop piling up. Each run's logs go into one folder of a logs folder
 * (`--log-dir`, default `<git dir>/arbor-gate/logs`), which keeps the newest `--keep-logs` runs; the
 * verdict says where (`logs`).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../../src/errors.js';
import { foldersToPrune, runFolderName } from '../../src/gate/logs.js';
import { runGate } from '../../src/run/gate.js';
import { renderVerdictText } from '../../src/report/verdict.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';

describe('which run folders go (pure)', () => {
  const runs = [
    '20240101T000000000Z-1-aaaaaa',
    '20240102T000000000Z-1-bbbbbb',
    '20240103T000000000Z-9-cccccc',
  ];
  it('keeps the newest keep-1 besides the new run, never touches other names', () => {
    const names = [...runs].reverse().concat(['notes', 'keep-me']);
    expect(foldersToPrune(names, 2)).toEqual(runs.slice(0, 2));
    expect(foldersToPrune(names, 10)).toEqual([]);
    expect(foldersToPrune(names, 1)).toEqual(runs);
    expect(foldersToPrune(names, 0)).toEqual(runs);
  });
  it('names a run by its start time, so names sort by time', () => {
    expect(runFolderName(new Date('2024-05-06T07:08:09.010Z'), 42, 'abcdef')).toBe(
      '20240506T070809010Z-42-abcdef',
    );
    expect(foldersToPrune([runFolderName(new Date(), 1, '000000')], 1)).toHaveLength(1);
  });
});

describe('the gate', () => {
  let repo: GateRepo;
  beforeEach(async () => {
    repo = await createGateRepo({ score: 5 });
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  });
  afterEach(() => repo.cleanup());

  const verify = (overrides: Parameters<GateRepo['input']>[1] = {}) =>
    runGate(repo.input('verify', { source: 'arbor/n1', testTrunkScore: '5', ...overrides }), repo.deps());

  it('keeps the logs of the newest --keep-logs runs, and what else is in the folder', async () => {
    const logDir = join(repo.root, 'logs');
    mkdirSync(logDir);
    writeFileSync(join(logDir, 'notes.txt'), 'mine\n');
    const kept: string[] = [];
    for (let i = 0; i < 3; i++) {
      const verdict = await verify({ keepLogs: '2' });
      expect(verdict.decision).toBe('would_merge');
      expect(readdirSync(verdict.logs as string)).toEqual(['source']);
      expect(verdict.attempts[0]?.log_path).toBe(join(verdict.logs as string, 'source', 'attempt-1.log'));
      expect(renderVerdictText(verdict)).toContain(`\n  logs: ${verdict.logs}\n`);
      kept.push(verdict.logs as string);
    }
    expect(readdirSync(logDir).sort()).toEqual(
      ['notes.txt', ...kept.slice(1).map((p) => p.slice(logDir.length + 1))].sort(),
    );
  });

  it('--keep-logs 0 removes the run’s logs when it ends; the verdict says there are none', async () => {
    const verdict = await verify({ keepLogs: '0' });
    expect(verdict.score).toBe(7);
    expect(verdict.logs).toBeNull();
    expect(readdirSync(join(repo.root, 'logs'))).toEqual([]);
  });

  it('a run that evaluates nothing leaves no log folder', async () => {
    repo.commit('arbor/n2', { 'eval.sh': 'echo cheat\n' });
    const verdict = await verify({ source: 'arbor/n2' });
    expect(verdict.decision).toBe('rejected');
    expect(verdict.logs).toBeNull();
    expect(readdirSync(join(repo.root, 'logs'))).toEqual([]);
  });

  it('a bad --keep-logs is exit 2 naming the flag, before anything is created', async () => {
    await expect(verify({ keepLogs: '-1' })).rejects.toThrow(
      new UserError('--keep-logs: expected an integer >= 0, got "-1"'),
    );
    expect(existsSync(join(repo.root, 'logs'))).toBe(false);
  });
});
