/**
 * A commit's recursive listing derived from another's plus their diff (tree-delta.ts) is exactly what
 * `git ls-tree -r` lists: every mode (files, executables, symlinks, submodule pointers), a file that
 * becomes a folder, and git's order of paths (`a-b` < `a.txt` < `a/c`, non-ASCII names).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitAdapter } from '../../src/git/adapter.js';
import { applyTreeDelta, readTreeDelta } from '../../src/git/tree-delta.js';

let root: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const commit = (message: string, staged: string[][] = []) => {
  git('add', '-A');
  for (const args of staged) git(...args);
  git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', message);
  return git('rev-parse', 'HEAD');
};

let first: string;
let second: string;
let third: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tree-delta-'));
  git('init', '-q');
  write('a-b', '1\n');
  write('a.txt', '1\n');
  write('a/c', '1\n');
  write('keep.txt', 'same\n');
  write('becomes-folder', 'file\n');
  write('run.sh', 'echo\n');
  write('gone/x.txt', 'x\n');
  symlinkSync('a.txt', join(root, 'link'));
  first = commit('first');
  write('a/c', '2\n');
  chmodSync(join(root, 'run.sh'), 0o755);
  rmSync(join(root, 'becomes-folder'));
  write('becomes-folder/inside.txt', 'now a folder\n');
  rmSync(join(root, 'gone'), { recursive: true });
  rmSync(join(root, 'link'));
  write('link', 'a file now\n');
  symlinkSync('keep.txt', join(root, 'new-link'));
  write('ünï/çödé.txt', 'u\n');
  write('a/0', 'new\n');
  // A submodule pointer with no folder in the work tree: staged after `add -A`, which would drop it.
  second = commit('second', [['update-index', '--add', '--cacheinfo', `160000,${first},vendor/sub`]]);
  // Only changes and deletions: the derived listing keeps the first's order without sorting again.
  write('a/c', '3\n');
  rmSync(join(root, 'a-b'));
  third = commit('third', [['update-index', '--add', '--cacheinfo', `160000,${second},vendor/sub`]]);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it.each([
  ['forward', () => [first, second]],
  ['backward', () => [second, first]],
  ['unchanged', () => [second, second]],
  ['changes and deletions only', () => [second, third]],
])('%s: the derived listing is the one ls-tree -r prints', async (_name, pair) => {
  const [from, to] = pair() as [string, string];
  const repo = new GitAdapter(root);
  const derived = applyTreeDelta(await repo.listTree(from), await readTreeDelta(repo, from, to));
  expect(derived).toEqual(await repo.listTree(to));
});

it('a submodule pointer is listed as a commit, a symlink and an executable with their modes', async () => {
  const repo = new GitAdapter(root);
  const derived = applyTreeDelta(await repo.listTree(first), await readTreeDelta(repo, first, second));
  const of = (path: string) => derived.find((e) => e.path === path);
  expect(of('vendor/sub')).toMatchObject({ mode: '160000', type: 'commit', sha: first });
  expect(of('new-link')).toMatchObject({ mode: '120000', type: 'blob' });
  expect(of('run.sh')).toMatchObject({ mode: '100755', type: 'blob' });
  expect(of('gone/x.txt')).toBeUndefined();
});
