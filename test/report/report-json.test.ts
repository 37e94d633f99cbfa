/**
 * report.json beside REPORT.md: the facts of `report --json` plus the lists REPORT.md caps, whole;
 * the caps at 20 and 21 merged ideas as a reader sees them; written atomically and never through a
 * symbolic link (a checkout can hold a branch's files, a `report.json` link among them).
 */
import { existsSync, lstatSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportFileJson } from '../../src/tools/report.js';
import {
  buildSession,
  buildTree,
  cleanupTempDirs,
  runCli,
  type NodeSpec,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

/** A chain of `merged` merged ideas (B_dev and B_test rising), with a done idea beside each. */
function mergedSession(merged: number): { workspace: string; session: string } {
  const nodes: NodeSpec[] = [{ id: 'ROOT', status: 'done', hypothesis: 'task' }];
  for (let k = 1; k <= merged; k += 1) {
    nodes.push({
      id: `m${k}`,
      parent: k === 1 ? 'ROOT' : `m${k - 1}`,
      status: 'merged',
      score: k,
      test_score: k,
    });
    nodes.push({ id: `d${k}`, parent: `m${k}`, status: 'done', score: k / 2 });
  }
  return buildSession({ tree: buildTree(nodes, { test_baseline_score: 0, baseline_score: 0 }) });
}

const readReportJson = (session: string): ReportFileJson =>
  JSON.parse(readFileSync(join(session, 'report.json'), 'utf8')) as ReportFileJson;

describe('report.json and the capped lists', () => {
  it('20 merged ideas: REPORT.md lists all 20, nothing "more"', async () => {
    const { session } = mergedSession(20);
    expect((await runCli(['report', session])).code).toBe(0);
    const markdown = readFileSync(join(session, 'REPORT.md'), 'utf8');
    const merged = markdown.slice(markdown.indexOf('### Merged Ideas'), markdown.indexOf('### Top Ideas'));
    expect(merged.match(/^- \*\*m\d+\*\*/gm)).toHaveLength(20);
    expect(merged).not.toContain('more');
    const file = readReportJson(session);
    expect(file.merged_ideas_cut).toEqual({ total: 20, top: 0, latest: 20, more: 0 });
    expect(file.full_lists.merged_ideas).toHaveLength(20);
  });

  it('21 merged ideas: the best 10, the latest 10, "and 1 more"; report.json has all 21', async () => {
    const { session } = mergedSession(21);
    const run = await runCli(['report', session, '--format', 'json']);
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as ReportFileJson;
    expect(printed.report_json_path).toBe(join(session, 'report.json'));
    expect(printed.merged_ideas.map((idea) => idea.id)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `m${21 - i}`),
      ...Array.from({ length: 10 }, (_, i) => `m${2 + i}`),
    ]);
    expect(printed).not.toHaveProperty('full_lists');
    const markdown = readFileSync(join(session, 'REPORT.md'), 'utf8');
    expect(markdown).toContain('Best by B_test, then B_dev (10 of 21):');
    expect(markdown).toContain('Latest (10):');
    expect(markdown).toContain('… and 1 more (report.json lists all 21).');
    const file = readReportJson(session);
    expect(file).toMatchObject({ ...printed, full_lists: expect.any(Object) });
    expect(file.full_lists.merged_ideas.map((idea) => idea.id)).toEqual(
      Array.from({ length: 21 }, (_, i) => `m${i + 1}`),
    );
    // Atomic: nothing but the two reports and the session's own files are left beside them.
    expect(readdirSync(session).filter((name) => /report|lock|tmp/i.test(name))).toEqual([
      'REPORT.md',
      'report.json',
    ]);
  });

  it('report.json that is a symbolic link is refused, before anything is written; its target is untouched', async () => {
    const { session, workspace } = mergedSession(3);
    const victim = join(workspace, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    symlinkSync(victim, join(session, 'report.json'));
    const run = await runCli(['report', session]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/report\.json is a symbolic link/);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(join(session, 'report.json')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(session, 'REPORT.md'))).toBe(false);

    // A dangling link would create the file wherever it points.
    const { session: other, workspace: otherWorkspace } = mergedSession(3);
    const planted = join(otherWorkspace, 'planted.json');
    symlinkSync(planted, join(other, 'report.json'));
    expect((await runCli(['report', other])).code).toBe(2);
    expect(existsSync(planted)).toBe(false);
  });

  it('a report named report.json would be overwritten by its own machine-readable twin: exit 2', async () => {
    const { session, workspace } = mergedSession(2);
    const run = await runCli(['report', session, '--out', 'out/report.json'], { cwd: workspace });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/report\.json is the name of the machine-readable report/);
    expect(existsSync(join(workspace, 'out'))).toBe(false);
  });
});
