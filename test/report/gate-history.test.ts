/**
 * REPORT.md keeps the session's gate history: every verdict written into it, newest first, capped like
 * its other lists, the whole list in report.json (`gate_history`), which `report` keeps when it
 * rewrites the file. Real merges on a repository with a bare remote. A report.json entry the gate
 * did not write (the file may be a branch's) never reaches REPORT.md.
 */
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { historyOf, renderGateHistory, type GateHistoryEntry } from '../../src/report/gate-history.js';
import { runGate } from '../../src/run/gate.js';
import { writeReportJsonFile } from '../../src/report/report-json.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
beforeEach(async () => {
  repo = await createGateRepo({ score: 5 });
});
afterEach(() => repo.cleanup());

test('three verdicts: REPORT.md lists them newest first, report.json holds them, report keeps them', async () => {
  repo.commit('arbor/n1-up', { 'solution.txt': '7\n' });
  repo.commit('arbor/n2-down', { 'solution.txt': '3\n' });
  for (const source of ['arbor/n1-up', 'arbor/n2-down'])
    await runGate(repo.input('merge', { source }), repo.deps());
  const jsonPath = join(repo.root, 'report.json');
  // `report` rewrites report.json with the session's facts: the gate's history stays.
  await writeReportJsonFile(jsonPath, { facts: 'rewritten' });
  repo.commit('arbor/n3-up', { 'solution.txt': '9\n' }); // on trunk as n1 left it
  await runGate(repo.input('merge', { source: 'arbor/n3-up' }), repo.deps());
  const report = readFileSync(join(repo.root, 'REPORT.md'), 'utf8');
  expect(report).toContain('### Gate history (3 verdicts, newest first)');
  const rows = report.split('\n').filter((line) => /^\| \d{4}-/.test(line));
  expect(rows.map((row) => /`(arbor\/[^`]+)`/.exec(row)?.[1])).toEqual([
    'arbor/n3-up',
    'arbor/n2-down',
    'arbor/n1-up',
  ]);
  expect(rows[1]).toContain('| rejected |');
  const json = JSON.parse(readFileSync(jsonPath, 'utf8')) as {
    facts: string;
    gate_history: GateHistoryEntry[];
  };
  expect(json.facts).toBe('rewritten');
  expect(json.gate_history.map((e) => [e.source, e.decision])).toEqual([
    ['arbor/n3-up', 'merged'],
    ['arbor/n2-down', 'rejected'],
    ['arbor/n1-up', 'merged'],
  ]);
});

test('a planted report.json entry with markup never reaches REPORT.md', async () => {
  const planted = {
    gate_history: [
      {
        at: '<img src=x>',
        decision: 'merged',
        node_id: null,
        source: 'x',
        sha: null,
        score: 1,
        reasons: [],
        merge_commit: null,
      },
      {
        at: '2026-01-01T00:00:00.000Z',
        decision: 'merged',
        node_id: null,
        source: 'x',
        sha: null,
        score: '<b>',
        reasons: [],
        merge_commit: null,
      },
      {
        at: '2026-01-01T00:00:00.000Z',
        decision: 'merged',
        node_id: null,
        source: 'x',
        sha: null,
        score: 1,
        reasons: ['<a href=y>'],
        merge_commit: null,
      },
    ],
  };
  writeFileSync(join(repo.root, 'report.json'), JSON.stringify(planted));
  expect(historyOf(planted)).toEqual([]);
  repo.commit('arbor/n1-up', { 'solution.txt': '7\n' });
  await runGate(repo.input('merge', { source: 'arbor/n1-up' }), repo.deps());
  const report = readFileSync(join(repo.root, 'REPORT.md'), 'utf8');
  expect(report).toContain('### Gate history (1 verdict, newest first)');
  expect(report).not.toMatch(/<img|<b>|<a href/);
});

test('past LIST_CAP verdicts REPORT.md shows the newest and counts the rest', () => {
  const entries = Array.from({ length: 25 }, (_, i): GateHistoryEntry => ({
    at: `2026-01-01T00:00:${String(59 - i).padStart(2, '0')}.000Z`,
    decision: 'rejected',
    node_id: String(25 - i),
    source: `arbor/n${25 - i}`,
    sha: null,
    score: 1,
    reasons: ['not_improved'],
    merge_commit: null,
  }));
  const text = renderGateHistory(entries);
  expect(text.split('\n').filter((line) => /^\| \d{4}-/.test(line))).toHaveLength(20);
  expect(text).toContain('`arbor/n25`');
  expect(text).not.toContain('`arbor/n5`');
  expect(text).toContain('… and 5 more (every verdict is in report.json, gate_history)');
});
