/**
 * The adapter's git ignores what the evaluated code could plant (issue 9): replace refs and grafts in
 * the shared `.git`, and the global git config (core.fsmonitor, core.hooksPath, url.insteadOf). Each
 * plant is first shown to work for a plain `git` (the test helper's), then shown not to reach the
 * adapter.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultGitFactory, GitAdapter } from '../../src/git/adapter.js';
import { TempWorktree } from '../../src/git/worktree.js';
import { createGateRepo, git, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
let adapter: GitAdapter;
beforeEach(async () => {
  repo = await createGateRepo({ score: 5 });
  adapter = new GitAdapter(repo.work);
});
afterEach(() => repo.cleanup());

/** git with `input` on stdin, in the user's checkout. */
function gitInput(args: string[], input: string): string {
  return execFileSync('git', args, { cwd: repo.work, input, encoding: 'utf8' }).trim();
}

/** A tree like `commit`'s with solution.txt replaced by `content`. */
function treeWithSolution(commit: string, content: string): string {
  const blob = gitInput(['hash-object', '-w', '--stdin'], content);
  const lines = repo
    .git(['ls-tree', commit])
    .split('\n')
    .map((line) => (line.endsWith('\tsolution.txt') ? `100644 blob ${blob}\tsolution.txt` : line));
  return gitInput(['mktree'], `${lines.join('\n')}\n`);
}

it('replace refs and grafts do not change what the adapter reads', async () => {
  const trunk = repo.sha(TRUNK);
  const tip = repo.commit('arbor/n1', { 'b.txt': 'b\n' });
  const trunkTree = repo.git(['rev-parse', `${trunk}^{tree}`]);
  repo.git(['replace', trunkTree, treeWithSolution(trunk, '100\n')]);
  writeFileSync(join(repo.work, '.git/info/grafts'), `${tip}\n`);
  // Planted: a plain git now reads trunk's solution as 100 and the branch as a root commit.
  expect(repo.git(['cat-file', '-p', `${trunk}:solution.txt`])).toBe('100');
  expect(repo.git(['rev-list', '--count', tip])).toBe('1');

  expect((await adapter.showFile(trunk, 'solution.txt'))?.toString()).toBe('5\n');
  expect(await adapter.mergeBase(tip, trunk)).toBe(trunk);
  expect(await adapter.isAncestor(trunk, tip)).toBe(true);
  expect((await adapter.listTree(trunk)).map((entry) => entry.path)).toEqual([
    'README.md',
    'eval.sh',
    'solution.txt',
  ]);
  // A worktree checked out by the adapter holds trunk's real files.
  await using wt = await TempWorktree.create(adapter, trunk, 'test', defaultGitFactory);
  expect(readFileSync(join(wt.path, 'solution.txt'), 'utf8')).toBe('5\n');
});

it('a global git config (fsmonitor, hooksPath, url.insteadOf) is not read', async () => {
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'gate-home-')));
  const marker = join(repo.root, 'PLANTED-RAN');
  const evil = join(repo.root, 'evil.git');
  git(repo.root, ['init', '-q', '--bare', evil]);
  writeFileSync(join(home, 'fsmonitor.sh'), `#!/bin/sh\necho fsmonitor >> ${marker}\n`);
  chmodSync(join(home, 'fsmonitor.sh'), 0o755);
  mkdirSync(join(home, 'hooks'));
  for (const hook of ['post-commit', 'pre-push', 'reference-transaction']) {
    writeFileSync(join(home, 'hooks', hook), `#!/bin/sh\necho ${hook} >> ${marker}\n`);
    chmodSync(join(home, 'hooks', hook), 0o755);
  }
  writeFileSync(
    join(home, '.gitconfig'),
    `[core]\n\tfsmonitor = ${home}/fsmonitor.sh\n\thooksPath = ${home}/hooks\n[url "${evil}"]\n\tinsteadOf = ${repo.remote}\n`,
  );
  const saved = process.env.HOME;
  process.env.HOME = home;
  try {
    await using wt = await TempWorktree.create(adapter, repo.sha(TRUNK), 'test', defaultGitFactory);
    const head = repo.sha(TRUNK);
    const blob = await wt.git.writeBlob('c\n');
    const tree = await wt.git.treeWithFiles(await wt.git.treeOf(head), [{ path: 'c.txt', blob }]);
    const commit = await wt.git.commitTree(tree, [head], 'a commit in a worktree');
    expect(await adapter.push('origin', commit, TRUNK)).toEqual({ pushed: true });
    expect(repo.remoteSha(TRUNK)).toBe(commit);
    expect(git(evil, ['for-each-ref'])).toBe('');
    expect(existsSync(marker)).toBe(false);
    // Planted for real: a plain git with that HOME runs the fsmonitor.
    git(wt.path, ['status', '--porcelain']);
    expect(existsSync(marker)).toBe(true);
  } finally {
    process.env.HOME = saved;
    rmSync(home, { recursive: true, force: true });
  }
});
