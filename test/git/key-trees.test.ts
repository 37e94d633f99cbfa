/**
 * The ledger's key trees computed in one `cat-file --batch` (src/git/notes.ts treesWithoutArbor) are
 * the trees `git mktree` writes without `.arbor` (treeWithoutArbor), on a real repository; a missing
 * tree and text that is no object id key as themselves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { GitAdapter } from '../../src/git/adapter.js';
import { treesWithoutArbor, treeWithoutArbor } from '../../src/git/notes.js';

const dir = mkdtempSync(join(tmpdir(), 'key-trees-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();

function treeOf(files: Record<string, string>): string {
  for (const [path, content] of Object.entries(files)) {
    const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
      cwd: dir,
      input: content,
      encoding: 'utf8',
    }).trim();
    git('update-index', '--add', '--cacheinfo', `100644,${blob},${path}`);
  }
  const tree = git('write-tree');
  git('read-tree', '--empty');
  return tree;
}

it('computes what mktree writes, in one process for many trees', async () => {
  git('init', '-q');
  const repo = new GitAdapter(dir);
  const withArbor = treeOf({ '.arbor/sessions/x.json': '{}', 'a.txt': 'a', '.arbor-not/b': 'b', 'z/c': 'c' });
  const without = treeOf({ 'a.txt': 'a', 'z/c': 'c' });
  const missing = 'f'.repeat(40);
  const keys = await treesWithoutArbor(repo, [withArbor, without, missing, 'not-a-sha']);
  expect(keys.get(withArbor)).toBe(await treeWithoutArbor(repo, withArbor));
  expect(keys.get(withArbor)).not.toBe(withArbor);
  expect(keys.get(without)).toBe(without);
  expect(keys.get(missing)).toBe(missing);
  expect(keys.get('not-a-sha')).toBe('not-a-sha');
});
