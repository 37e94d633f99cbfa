/**
 * The project's own checks, run on small generated projects: `npm run lint:deps` (the layering of
 * src/ in .dependency-cruiser.mjs) fails on each kind of break and passes a clean layering, and the
 * selection of `npm run test:unit` (scripts/unit-suites.mjs) keeps out every suite that can reach a
 * process or the network.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const PROJECT = join(import.meta.dirname, '..');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A temp project holding `files` (path -> text). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'arbor-gate-checks-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const importing = (...targets: string[]): string =>
  targets.map((target, i) => `import { v as v${i} } from '${target}';\n`).join('') + 'export const v = 1;\n';

/** Runs the check as `npm run lint:deps` does; its exit status is the number of errors. */
function cruise(root: string): { status: number | null; violations: string[] } {
  const run = spawnSync(
    process.execPath,
    [
      join(PROJECT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config',
      join(PROJECT, '.dependency-cruiser.mjs'),
      'src',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  // `error RULE: FROM → TO`; a cycle continues with one `→ NEXT` line per step.
  const violations = [...run.stdout.matchAll(/error (\S+): (\S+) →\s+(\S+)/g)].map(
    ([, rule, from, to]) => `${rule}: ${from} -> ${to}`,
  );
  return { status: run.status, violations: violations.sort() };
}

describe('the layering check (npm run lint:deps)', () => {
  it('passes a layering where every import goes down a tier or stays in its tier', () => {
    const root = project({
      'src/index.ts': importing('./action/main.js'),
      'src/cli.ts': importing('./commands/run.js'),
      'src/action/main.ts': importing('../commands/run.js', '../github/post.js'),
      'src/github/post.ts': importing('../report/render.js'),
      'src/commands/run.ts': importing('../report/render.js', '../gate/judge.js'),
      'src/report/render.ts': importing('../gate/judge.js', '../session/tree.js'),
      'src/gate/judge.ts': importing('../eval/score.js', '../git/repo.js', '../errors.js'),
      'src/eval/score.ts': importing('../session/tree.js', '../util/metric.js'),
      'src/session/tree.ts': importing('../util/metric.js', '../errors.js'),
      'src/git/repo.ts': importing('../util/metric.js'),
      'src/util/metric.ts': importing('../errors.js'),
      'src/errors.ts': importing(),
    });
    expect(cruise(root)).toEqual({ status: 0, violations: [] });
  });

  it('fails on a folder cycle that no file cycle makes, an upward import, a file cycle and a folder without a tier', () => {
    const root = project({
      // eval -> session -> eval through three different files: a ring of folders only.
      'src/eval/a.ts': importing('../session/b.js'),
      'src/session/b.ts': importing('../eval/c.js'),
      'src/eval/c.ts': importing(),
      'src/util/metric.ts': importing('../gate/judge.js'),
      'src/gate/judge.ts': importing('../plugins/extra.js'),
      'src/report/render.ts': importing('../cli.js'),
      'src/cli.ts': importing(),
      'src/git/one.ts': importing('./two.js'),
      'src/git/two.ts': importing('./one.js'),
      'src/plugins/extra.ts': importing('../errors.js'),
      'src/errors.ts': importing(),
    });
    expect(cruise(root)).toEqual({
      status: 7,
      violations: [
        'no-file-cycle: src/git/one.ts -> src/git/two.ts',
        'no-folder-cycle: src/eval -> src/session',
        'no-folder-cycle: src/session -> src/eval',
        'not-in-a-tier: src/gate/judge.ts -> src/plugins/extra.ts',
        'not-in-a-tier: src/plugins/extra.ts -> src/errors.ts',
        'tier-0-imports-upward: src/util/metric.ts -> src/gate/judge.ts',
        'tier-4-imports-upward: src/report/render.ts -> src/cli.ts',
      ],
    });
  });
});

describe('the unit-suite selection (npm run test:unit)', () => {
  it('keeps out a suite that reaches a process, git, a socket or the chart parser (jsdom) through any import, and only those', () => {
    const root = project({
      'src/pure.ts': "import type { ChildProcess } from 'node:child_process';\nexport const v = 1;\n",
      'src/spawns.ts': "import { spawn } from 'node:child_process';\nexport const v = spawn;\n",
      'src/git.ts': "export { Octokit } from '@octokit/core';\n",
      'src/ring-a.ts': importing('./ring-b.js'),
      'src/ring-b.ts': importing('./ring-a.js', './spawns.js'),
      'test/helpers/server.ts': "import { createServer } from 'node:http';\nexport const v = createServer;\n",
      'test/pure.test.ts': importing('../src/pure.js'),
      'test/deep/spawns.test.ts': importing('../../src/pure.js', '../../src/ring-a.js'),
      'test/git.test.ts': importing('../src/git.js'),
      'test/server.test.ts': "const { v } = await import('./helpers/server.js');\nexport { v };\n",
      'test/helpers/charts.ts': "import { JSDOM } from 'jsdom';\nexport const v = JSDOM;\n",
      'test/charts.test.ts': importing('./helpers/charts.js'),
    });
    const run = spawnSync(process.execPath, [join(PROJECT, 'scripts/unit-suites.mjs'), root], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n')).toEqual([
      'no    test/charts.test.ts: test/helpers/charts.ts -> jsdom',
      'no    test/deep/spawns.test.ts: src/ring-a.ts -> src/ring-b.ts -> src/spawns.ts -> node:child_process',
      'no    test/git.test.ts: src/git.ts -> @octokit/core',
      'unit  test/pure.test.ts',
      'no    test/server.test.ts: test/helpers/server.ts -> node:http',
    ]);
  });
});
