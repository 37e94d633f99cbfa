import { existsSync } from 'node:fs';
import { UserError } from '../../src/errors.js';
import { GitAdapter, GitCommandError } from '../../src/git/adapter.js';
import { runAllCleanups } from '../../src/util/cleanup.js';
import { TempWorktree } from '../../src/git/worktree.js';
import { defaultGitFactory } from '../../src/git/adapter.js';
import { createGateRepo, git, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
let adapter: GitAdapter;
beforeEach(async () => {
  repo = await createGateRepo({
    files: { 'a.txt': 'alpha\n'.repeat(20), 'tool.sh': { executable: 'echo\n' } },
  });
  adapter = new GitAdapter(repo.work);
});
afterEach(() => repo.cleanup());

describe('refs', () => {
  it('resolves refs to commits and refuses option-like names', async () => {
    expect(await adapter.resolveCommit(TRUNK)).toBe(repo.sha(TRUNK));
    repo.git(['tag', '-a', '-m', 'v', 'v1', TRUNK]);
    expect(await adapter.resolveCommit('v1')).toBe(repo.sha(TRUNK));
    expect(await adapter.resolveCommit('no/such')).toBeNull();
    await expect(adapter.resolveCommit('--output=/tmp/x')).rejects.toThrow(UserError);
  });

  it('answers ancestry and merge bases', async () => {
    const base = repo.sha(TRUNK);
    const tip = repo.commit('x', { 'b.txt': 'b\n' });
    expect(await adapter.isAncestor(base, tip)).toBe(true);
    expect(await adapter.isAncestor(tip, base)).toBe(false);
    expect(await adapter.mergeBase(base, tip)).toBe(base);
  });

  it('moves a branch only from its expected value', async () => {
    const base = repo.sha(TRUNK);
    const tip = repo.commit('x', { 'b.txt': 'b\n' });
    expect(await adapter.updateBranch(TRUNK, tip, tip, 'test')).toBe(false);
    expect(repo.sha(TRUNK)).toBe(base);
    expect(await adapter.updateBranch(TRUNK, tip, base, 'test')).toBe(true);
    expect(repo.sha(TRUNK)).toBe(tip);
    expect(await adapter.updateBranch('fresh', tip, null, 'test')).toBe(true);
    expect(await adapter.updateBranch('fresh', base, null, 'test')).toBe(false);
  });

  it('throws GitCommandError with the exit code and stderr', async () => {
    const error = await adapter.run(['cat-file', 'blob', 'f'.repeat(40)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitCommandError);
    expect((error as GitCommandError).gitExitCode).toBe(128);
  });
});

describe('diffRaw', () => {
  it('reports renames with both paths, modes, symlinks, submodules and deletes', async () => {
    const base = repo.sha(TRUNK);
    const tip = repo.commit('x', {
      'a.txt': null,
      'renamed.txt': 'alpha\n'.repeat(20),
      'tool.sh': 'echo\n',
      link: { symlink: 'a.txt' },
      sub: { submodule: 'e'.repeat(40) },
      'README.md': null,
    });
    const entries = await adapter.diffRaw(base, tip);
    const by = (path: string) => entries.find((e) => e.path === path);
    expect(by('renamed.txt')).toMatchObject({ status: 'R', oldPath: 'a.txt' });
    expect(by('tool.sh')).toMatchObject({ status: 'M', oldMode: '100755', newMode: '100644' });
    expect(by('link')).toMatchObject({ status: 'A', newMode: '120000' });
    expect(by('sub')).toMatchObject({ status: 'A', newMode: '160000', newSha: 'e'.repeat(40) });
    expect(by('README.md')).toMatchObject({ status: 'D', newMode: '000000' });
    expect((await adapter.readBlob(by('link')!.newSha)).toString()).toBe('a.txt');
    expect(await adapter.lsTreeEntry(tip, 'sub')).toMatchObject({ type: 'commit', mode: '160000' });
    expect(await adapter.showFile(tip, 'missing.txt')).toBeNull();
  });
});

describe('merge and push', () => {
  it('reports a conflict instead of throwing', async () => {
    const left = repo.commit('left', { 'README.md': 'left\n' });
    const right = repo.commit('right', { 'README.md': 'right\n' }, { from: TRUNK });
    const outcome = await adapter.mergeTree(left, right);
    expect(outcome.merged).toBe(false);
    expect(outcome.merged ? '' : outcome.conflict).toContain(
      'CONFLICT (content): Merge conflict in README.md',
    );
  });

  it('merges in memory into a two-parent commit, touching no ref, index or file', async () => {
    const left = repo.commit('left', { 'l.txt': 'l\n' });
    const right = repo.commit('right', { 'r.txt': 'r\n' }, { from: TRUNK });
    const refs = repo.git(['for-each-ref']);
    const state = repo.checkoutState();
    const outcome = await adapter.mergeTree(left, right);
    if (!outcome.merged) throw new Error(outcome.conflict);
    const commit = await adapter.commitTree(outcome.tree, [left, right], 'merge', { sign: false });
    expect(repo.git(['rev-list', '--parents', '-n', '1', commit]).split(' ')).toEqual([commit, left, right]);
    expect(await adapter.treeOf(commit)).toBe(outcome.tree);
    expect(repo.git(['show', `${commit}:l.txt`])).toBe('l');
    expect(repo.git(['show', `${commit}:r.txt`])).toBe('r');
    expect(repo.git(['for-each-ref'])).toBe(refs);
    expect(repo.checkoutState()).toEqual(state);
  });

  it('replaces one file of a tree without a checkout', async () => {
    const tip = repo.sha(TRUNK);
    const tree = await adapter.treeOf(tip);
    const blob = await adapter.writeBlob('new\r\n');
    const next = await adapter.treeWithFiles(tree, [{ path: 'deep/dir/file.txt', blob }]);
    const changed = repo.git(['diff-tree', '-r', '--name-status', tree, next]);
    expect(changed).toBe('A\tdeep/dir/file.txt');
    // 5 bytes: no filter turned the CRLF into LF
    expect(repo.git(['cat-file', '-s', `${next}:deep/dir/file.txt`])).toBe('5');
    expect(repo.checkoutState().staged).toBe('');
  });

  it('replaces and adds several files of a tree in one go, keeping their modes', async () => {
    const tree = await adapter.treeOf(repo.sha(TRUNK));
    const [readme, tool] = [await adapter.writeBlob('# new\n'), await adapter.writeBlob('#!/bin/sh\n')];
    const next = await adapter.treeWithFiles(tree, [
      { path: 'README.md', blob: readme },
      { path: 'bin/tool', blob: tool, mode: '100755' },
    ]);
    expect(repo.git(['diff-tree', '-r', '--name-status', tree, next])).toBe('M\tREADME.md\nA\tbin/tool');
    expect(repo.git(['ls-tree', next, '--', 'bin/tool'])).toBe(`100755 blob ${tool}\tbin/tool`);
    expect(await adapter.treeWithFiles(tree, [])).toBe(tree);
    expect(repo.checkoutState().staged).toBe('');
  });

  it('reads its own version', async () => {
    const [major] = await adapter.version();
    expect(major).toBeGreaterThanOrEqual(2);
  });

  it('pushes plainly and reports a non-fast-forward rejection without forcing', async () => {
    const other = repo.clone();
    git(other, ['commit', '-q', '--allow-empty', '-m', 'other']);
    git(other, ['push', '-q', 'origin', TRUNK]);
    const remoteTip = repo.remoteSha(TRUNK);
    const mine = repo.commit(TRUNK, { 'mine.txt': 'm\n' });
    const outcome = await adapter.push('origin', mine, TRUNK);
    expect(outcome.pushed).toBe(false);
    expect(repo.remoteSha(TRUNK)).toBe(remoteTip);
    expect(await adapter.fetchBranch('origin', TRUNK)).toBe(remoteTip);
    expect(await adapter.push('origin', mine, 'new-branch')).toEqual({ pushed: true });
    expect(await adapter.remoteExists('origin')).toBe(true);
    expect(await adapter.remoteExists('upstream')).toBe(false);
  });
});

describe('temporary worktrees', () => {
  it('are removed when the block ends, also by an exception', async () => {
    let path = '';
    await expect(
      (async () => {
        await using wt = await TempWorktree.create(adapter, repo.sha(TRUNK), 'test', defaultGitFactory);
        path = wt.path;
        expect(existsSync(`${path}/solution.txt`)).toBe(true);
        throw new Error('boom');
      })(),
    ).rejects.toThrow('boom');
    expect(existsSync(path)).toBe(false);
    expect(repo.leftovers().worktrees).toBe(1);
  });

  it('are removed by the signal cleanup registry', async () => {
    const wt = await TempWorktree.create(adapter, repo.sha(TRUNK), 'test', defaultGitFactory);
    expect(repo.leftovers().worktrees).toBe(2);
    await runAllCleanups();
    expect(existsSync(wt.path)).toBe(false);
    expect(repo.leftovers().worktrees).toBe(1);
    await wt.remove();
  });
});

describe('hooks', () => {
  it('never runs a hook, even one committed on the branch being merged (relative core.hooksPath)', async () => {
    const marker = `${repo.root}/hook-ran`;
    const hook = { executable: `#!/bin/sh\ntouch ${marker}\n` };
    const tip = repo.commit('hooked', {
      '.husky/post-checkout': hook,
      '.husky/post-commit': hook,
      '.husky/prepare-commit-msg': hook,
    });
    repo.git(['config', 'core.hooksPath', '.husky']);
    await using wt = await TempWorktree.create(adapter, tip, 'test', defaultGitFactory);
    await wt.git.commitTree(await wt.git.treeOf(tip), [tip], 'in a worktree holding the branch files');
    expect(existsSync(`${wt.path}/.husky/post-commit`)).toBe(true);
    expect(existsSync(marker)).toBe(false);
  });
});
