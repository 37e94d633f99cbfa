/**
 * The Action's session modes call the same tools as the CLI: the `verdict` output's result is what
 * the CLI prints with --json, and REPORT.md is the one the tool wrote (no guessing).
 */
import { cpSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inputFromEnv, readActionSettings } from '../../src/action/inputs.js';
import { withInputs } from '../helpers/action-inputs.js';
import { runSessionMode } from '../../src/action/session-mode.js';
import {
  buildSession,
  buildTree,
  cleanupTempDirs,
  event,
  runCli,
  tempDir,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

function workspaceWithSession(): { workspace: string; session: string } {
  return buildSession({
    tree: buildTree(
      [
        { id: 'ROOT', status: 'done', hypothesis: 'Raise accuracy' },
        { id: '1', parent: 'ROOT', status: 'merged', score: 0.8 },
        { id: '2', parent: 'ROOT', status: 'running', score: 0.9 },
      ],
      { baseline_score: 0.7, trunk_score: 0.8 },
    ),
    events: [event(1, 'session.start', { task: 'Raise accuracy' })],
  });
}

/** An identical copy (same relative layout) for a tool that changes the session. */
function copyOf(workspace: string): string {
  const copy = join(tempDir(), 'ws');
  cpSync(workspace, copy, { recursive: true });
  return copy;
}

function runAction(workspace: string, inputs: Record<string, string>) {
  const settings = withInputs({ 'working-directory': workspace, ...inputs }, () =>
    readActionSettings(inputFromEnv(process.env), (dir) => resolve(workspace, dir)),
  );
  return runSessionMode(settings, {});
}

const SESSION = '.arbor/sessions/run1';

describe('Action session modes', () => {
  test.each([
    ['report', [], {}],
    ['check', ['--require-run-stats'], { 'require-run-stats': 'true' }],
    ['resume', ['--dry-run'], { 'dry-run': 'true' }],
    ['recover', [], {}],
    ['finalize', ['--emergency'], { emergency: 'true' }],
  ] as const)('%s: the result is what the CLI prints with --json', async (mode, flags, inputs) => {
    const { workspace } = workspaceWithSession();
    const other = copyOf(workspace);
    const cli = await runCli([mode, SESSION, ...flags, '--json'], { cwd: workspace });
    const run = await runAction(other, { mode, session: SESSION, ...inputs });
    expect(run.exitCode).toBe(cli.code);
    expect(JSON.parse(run.stdout.split(other).join(workspace))).toEqual(JSON.parse(cli.stdout));
    expect(JSON.parse(JSON.stringify(run.result))).toEqual(JSON.parse(run.stdout));
  });

  test('report-file: REPORT.md is written there and handed to the summary as written', async () => {
    const { workspace } = workspaceWithSession();
    const run = await runAction(workspace, { mode: 'report', 'run-name': 'run1', 'report-file': 'out/A.md' });
    expect(run.reportPath).toBe(join(workspace, 'out', 'A.md'));
    expect(run.reportMarkdown).toBe(readFileSync(join(workspace, 'out', 'A.md'), 'utf8'));
    expect(run.reportMarkdown).toMatch(/^# Research Report: Raise accuracy/);
  });

  test('check: the problems reach the summary and the exit status is 1', async () => {
    const { workspace } = workspaceWithSession();
    const run = await runAction(workspace, { mode: 'check', session: SESSION, 'require-report': 'true' });
    expect(run.exitCode).toBe(1);
    expect(run.problems).toEqual([expect.stringMatching(/^REPORT\.md is missing or empty/)]);
    expect(run.reportPath).toBeNull();
  });
});
