/**
 * `npm run demo` is the README's first command: it must run the whole gate and get the three verdicts
 * right, in the recommended setup (two-phase, an allow-list) with nothing to warn about, and leave no
 * folder behind unless asked to keep it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

it('runs the gate on a generated repository: one merge, one regression and one evaluator edit rejected', () => {
  const run = spawnSync(process.execPath, ['scripts/demo.mjs', '--keep'], {
    encoding: 'utf8',
    env: { ...process.env },
  });
  const demoRoot = /demo repository: (\S+)\/project/.exec(run.stdout)?.[1];
  try {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/ok {3}arbor\/n1-fix-smoothing +merged +exit 0/);
    expect(run.stdout).toMatch(/ok {3}arbor\/n2-drop-scaler +rejected +exit 1 .*not_improved/);
    expect(run.stdout).toMatch(/ok {3}arbor\/n3-tune-evaluator +rejected +exit 1 .*protected_path/);
    expect(run.stdout).toContain('trunk test_trunk_score is now 0.85');
    const report = /REPORT\.md: (\S+)/.exec(run.stdout)?.[1];
    expect(report && existsSync(report)).toBeTruthy();
    expect(readFileSync(report!, 'utf8')).toContain('## Gate');
    expect(run.stdout).toContain('### Gate history (3 verdicts, newest first)');
    expect(run.stdout).not.toContain('warnings:');
  } finally {
    if (demoRoot !== undefined && dirname(demoRoot).length > 1)
      rmSync(demoRoot, { recursive: true, force: true });
  }
});

it('removes its folder unless asked to keep it', () => {
  const run = spawnSync(process.execPath, ['scripts/demo.mjs'], {
    encoding: 'utf8',
    env: { ...process.env },
  });
  const demoRoot = /demo repository: (\S+)\/project/.exec(run.stdout)?.[1];
  expect(run.status).toBe(0);
  expect(demoRoot).toBeDefined();
  expect(existsSync(demoRoot!)).toBe(false);
});
