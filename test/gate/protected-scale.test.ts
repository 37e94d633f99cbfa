/**
 * The static checks at scale (issue 12): thousands of symlinks are judged from one batched read and one
 * pass, with the same answers as one at a time; and the checks have a time budget whose end is an
 * `error` verdict (nothing evaluated, nothing merged), not a hang. Timing itself is measured in
 * `npm run bench` (scripts/bench/static-checks.mjs), never asserted here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { verdictExitCode } from '../../src/gate/verdict.js';
import { createGateRepo, EVAL_CMD, git, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

const HARMLESS_LINKS = 3000;

let repo: GateRepo;
let marker: string;
beforeAll(async () => {
  repo = await createGateRepo({
    score: 5,
    files: { 'data/test.csv': 'id,y\n1,0\n', 'lib/a.txt': 'a\n', 'lib/deep/b.txt': 'b\n' },
  });
  marker = join(repo.root, 'eval-ran');
});
afterAll(() => repo.cleanup());
beforeEach(() => rmSync(marker, { force: true }));

/** A branch from trunk adding symlinks (path -> target) in one `update-index --index-info`. */
function commitLinks(branch: string, links: [string, string][]): void {
  const index = join(repo.root, `index-${branch.replace(/\W/g, '-')}`);
  const env = { GIT_INDEX_FILE: index };
  const blobs = new Map<string, string>();
  const blob = (text: string) => {
    if (!blobs.has(text)) {
      blobs.set(
        text,
        execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo.work, input: text })
          .toString()
          .trim(),
      );
    }
    return blobs.get(text) as string;
  };
  git(repo.work, ['read-tree', TRUNK], env);
  const lines = [`100644 ${blob('9\n')}\tsolution.txt`, ...links.map(([p, t]) => `120000 ${blob(t)}\t${p}`)];
  execFileSync('git', ['update-index', '--index-info'], {
    cwd: repo.work,
    env: { ...process.env, ...env },
    input: `${lines.join('\n')}\n`,
  });
  const tree = git(repo.work, ['write-tree'], env);
  repo.git([
    'update-ref',
    `refs/heads/${branch}`,
    git(repo.work, ['commit-tree', tree, '-p', repo.sha(TRUNK), '-m', 'links']),
  ]);
  rmSync(index, { force: true });
}

const input = (branch: string, mode: 'verify' | 'merge' = 'verify') =>
  repo.input(mode, {
    source: branch,
    testTrunkScore: '5',
    protectedPaths: ['eval.sh', 'data/**'],
    evalCmdTest: `touch ${marker}; ${EVAL_CMD}`,
  });

it('thousands of harmless symlinks pass; the few that reach protected paths are each named', async () => {
  const harmless: [string, string][] = Array.from({ length: HARMLESS_LINKS }, (_, i) => [
    `links/m${i % 30}/l${i}`,
    i % 2 === 0 ? '../../lib/a.txt' : '../../lib/deep',
  ]);
  commitLinks('arbor/many-links', [
    ...harmless,
    ['links/to-data', '../data'],
    ['links/to-root', '..'],
    ['links/to-eval', '../eval.sh'],
    ['links/to-git', '../.git/config'],
    ['links/out', '../../outside'],
  ]);
  const verdict = await runGate(input('arbor/many-links'), repo.deps());
  expect(verdict.decision).toBe('rejected');
  expect(verdict.changed_paths).toBe(HARMLESS_LINKS + 6);
  expect(verdict.protected_violations.sort()).toEqual([
    'links/out',
    'links/to-data',
    'links/to-eval',
    'links/to-git',
    'links/to-root',
  ]);
  expect(new Set(verdict.reasons.map((r) => r.code))).toEqual(new Set(['protected_symlink']));
  expect(existsSync(marker)).toBe(false);

  commitLinks('arbor/harmless-links', harmless);
  const passed = await runGate(input('arbor/harmless-links'), repo.deps());
  expect(passed.reasons).toEqual([]);
  expect(passed.decision).toBe('would_merge');
});

it('static checks that outlive their time budget are an error verdict: nothing evaluated, merged or left behind', async () => {
  repo.commit('arbor/slow', { 'solution.txt': '9\n' });
  const trunk = repo.sha(TRUNK);
  const before = repo.leftovers();
  const verdict = await runGate(input('arbor/slow', 'merge'), repo.deps({ staticChecksBudgetMs: 0 }));
  expect(verdict.decision).toBe('error');
  expect(verdict.reasons).toEqual([
    {
      code: 'checks_timeout',
      message:
        'the static checks (protected paths, symlinks, required outputs) did not finish within 0 s; nothing was evaluated',
    },
  ]);
  expect(verdictExitCode(verdict)).toBe(3);
  expect(existsSync(marker)).toBe(false);
  expect([repo.sha(TRUNK), repo.remoteSha(TRUNK)]).toEqual([trunk, trunk]);
  expect(repo.leftovers()).toEqual(before);
  // The default budget is ample for the same branch.
  expect((await runGate(input('arbor/slow', 'merge'), repo.deps())).decision).toBe('merged');
});
