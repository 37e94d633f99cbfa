/** The session tools called as functions: typed options in, typed results out, the CLI's --json from them. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkExitCode, runCheck } from '../../src/tools/check.js';
import { finalizeJson, runFinalize } from '../../src/tools/finalize.js';
import { runRecover } from '../../src/tools/recover.js';
import { reportJson, runReport } from '../../src/tools/report.js';
import { runResume } from '../../src/tools/resume.js';
import { GATE_SECTION_END, GATE_SECTION_START } from '../../src/report/report-file.js';
import {
  buildSession,
  buildTree,
  cleanupTempDirs,
  event,
  runCli,
  type SessionSpec,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

const spec = (): SessionSpec => ({
  tree: buildTree(
    [
      { id: 'ROOT', status: 'done', hypothesis: 'Raise accuracy' },
      { id: '1', parent: 'ROOT', status: 'merged', score: 0.8, test_score: 0.79 },
      { id: '2', parent: 'ROOT', status: 'done', score: 0.9 },
      { id: '3', parent: 'ROOT', status: 'running' },
    ],
    { baseline_score: 0.7, trunk_score: 0.8 },
  ),
  events: [event(1, 'session.start', { task: 'Raise accuracy' }), event(2, 'llm.call', { input_tokens: 5 })],
  messages: [
    { role: 'user', content: 'go' },
    { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_9', name: 'TreeView', input: {} }] },
  ],
});

const at = (session: string, workspace: string) => ({ positional: session, cwd: workspace });

describe('session tools', () => {
  it('report returns the facts, where REPORT.md went and the text written; --json prints the same', async () => {
    const { session, workspace } = buildSession(spec());
    const result = await runReport({ session: at(session, workspace), env: {} });
    expect(result.report_path).toBe(join(session, 'REPORT.md'));
    expect(readFileSync(result.report_path, 'utf8')).toBe(result.markdown);
    expect(result.facts).toMatchObject({ best_node_id: '2', task: 'Raise accuracy', interrupted: true });
    const cli = await runCli(['report', session, '--json']);
    expect(JSON.parse(cli.stdout)).toEqual(reportJson(result));
  });

  it('report to a given path keeps the gate section already in that file', async () => {
    const { session, workspace } = buildSession(spec());
    const reportPath = join(workspace, 'out', 'R.md');
    mkdirSync(join(workspace, 'out'));
    writeFileSync(reportPath, `# old\n\n${GATE_SECTION_START}\n## Gate\n\nkept\n${GATE_SECTION_END}\n`);
    const result = await runReport({ session: at(session, workspace), reportPath, env: {} });
    expect(result.report_path).toBe(reportPath);
    expect(result.markdown).toMatch(/^# Research Report: Raise accuracy/);
    expect(result.markdown).toContain('## Gate\n\nkept');
    expect(existsSync(join(session, 'REPORT.md'))).toBe(false);
  });

  it('check returns ok and the problem lines with secrets redacted; INVALID is exit status 1', async () => {
    const secret = 'correct-horse-battery-staple';
    const { session, workspace } = buildSession({
      tree: buildTree([
        { id: 'ROOT', status: 'done' },
        { id: secret, parent: 'ROOT', status: 'done', score: 1 },
      ]),
    });
    const ok = await runCheck({ session: at(session, workspace), required: {}, env: {} });
    expect(ok).toEqual({ ok: true, session_dir: session, problems: [] });
    expect(checkExitCode(ok)).toBe(0);
    const invalid = await runCheck({
      session: { cwd: workspace, runName: 'run1' },
      required: { runStats: true, experiment: true },
      env: { SOME_SECRET: secret },
    });
    expect(invalid.ok).toBe(false);
    expect(invalid.problems).toEqual([
      `run_stats.json is missing (${join(session, 'run_stats.json')})`,
      'node [REDACTED]: scored but experiments/[REDACTED]/ is missing',
    ]);
    expect(checkExitCode(invalid)).toBe(1);
  });

  it('finalize: recovery (emergency), run stats derived once, the report and the closing check', async () => {
    const { session, workspace } = buildSession(spec());
    mkdirSync(join(workspace, 'submissions'));
    writeFileSync(join(workspace, 'submissions', '2.csv'), 'id,pred\n');
    const options = {
      session: at(session, workspace),
      required: {},
      emergency: true,
      smoke: false,
      env: {},
    };
    const first = await runFinalize(options);
    expect(first).toMatchObject({
      ok: true,
      recovered: { action: 'copied_best', node_id: '2', submission_path: 'submission.csv' },
      run_stats_written: true,
      problems: [],
    });
    expect(readFileSync(join(session, 'REPORT.md'), 'utf8')).toBe(first.report.markdown);
    expect(first.report.facts.run_stats).toMatchObject({ source: 'run_stats.json', derived_file: true });
    const second = await runFinalize(options);
    expect(second).toMatchObject({ run_stats_written: false, recovered: { action: 'kept' } });
    expect(finalizeJson(second)).toEqual({
      ok: true,
      recovered: second.recovered,
      run_stats_written: false,
      run_stats: 'kept',
      report_path: join(session, 'REPORT.md'),
      report: second.report.facts,
      problems: [],
    });
  });

  it('finalize on a torn tree writes the partial report, recovers nothing and fails the check', async () => {
    const { session, workspace } = buildSession({ tree: '{"nodes": ' });
    mkdirSync(join(workspace, 'submissions'));
    writeFileSync(join(workspace, 'submissions', '2.csv'), 'id,pred\n');
    const result = await runFinalize({
      session: at(session, workspace),
      required: {},
      emergency: true,
      smoke: false,
      env: {},
    });
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([expect.stringMatching(/idea_tree\.json is not valid JSON/)]);
    // Without a readable tree neither the best node nor meta.submission_path is known: no guess.
    expect(result.recovered).toMatchObject({ action: 'skipped' });
    expect(existsSync(join(workspace, 'submission.csv'))).toBe(false);
    expect(readFileSync(join(session, 'REPORT.md'), 'utf8')).toMatch(/The idea tree could not be read/);
    expect(checkExitCode(result)).toBe(1);
  });

  it('resume returns the plan (applied unless dry run); recover returns what it did', async () => {
    const { session, workspace } = buildSession(spec());
    const dry = await runResume({ session: at(session, workspace), dryRun: true });
    expect(dry).toMatchObject({
      dry_run: true,
      requeued: ['3'],
      messages: { sealed_tool_use_ids: ['toolu_9'] },
    });
    const applied = await runResume({ session: at(session, workspace), dryRun: false });
    expect(applied).toEqual({ ...dry, dry_run: false });
    expect((await runResume({ session: at(session, workspace), dryRun: true })).requeued).toEqual([]);
    expect(await runRecover({ session: at(session, workspace) })).toMatchObject({
      action: 'nothing',
      submission_path: 'submission.csv',
    });
  });
});
