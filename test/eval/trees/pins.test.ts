/**
 * Two gates on one repository (issue 21): one gate's eviction must not remove a tree another gate has
 * checked out of the cache but not yet mounted. The other gate is a real second process
 * (hold-tree.ts, run with tsx) that holds its view while this one fills the cache past its bound.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../../helpers/adversarial-build.js';
import { createGateRepo, TRUNK, type GateRepo } from '../../helpers/gate-repo.js';
import { openTestCache } from '../../helpers/tree-cache.js';

const rootOnly = process.geteuid?.() === 0 ? describe : describe.skip;

let repo: GateRepo;

beforeEach(async () => {
  repo = await createGateRepo({ score: 5 });
});

afterEach(() => repo.cleanup());

rootOnly('the tree cache between two gates', () => {
  it('never evicts a tree another gate process holds, even past the bound', async () => {
    const held = repo.commit('arbor/held', { 'solution.txt': '6\n' });
    const other = repo.commit('arbor/other', { 'solution.txt': '7\n' }, { from: TRUNK });
    const tsx = join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, [join(PROJECT_ROOT, 'test', 'eval', 'trees', 'hold-tree.ts'), repo.work, held], {
      cwd: PROJECT_ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`hold-tree exited ${code}`)));
      });
      const lower = JSON.parse(line) as string[];
      expect(lower.every((path) => existsSync(path))).toBe(true);

      const cache = await openTestCache(repo.work, () => undefined);
      // This gate's own run: the cache now holds more trees than its bound of 1, and evicts.
      const mine = await cache.viewOf(other);
      mine.release();
      expect(lower.filter((path) => !existsSync(path))).toEqual([]);
    } finally {
      child.stdin.end();
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});
