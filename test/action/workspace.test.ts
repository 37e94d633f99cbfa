/** The Action's checkout preparation: which source a pull request's head is handed to the gate as. */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { headSource } from '../../src/action/workspace.js';
import { GitAdapter } from '../../src/git/adapter.js';
import { GateRepo, TRUNK } from '../helpers/gate-repo.js';

let repo: GateRepo;
beforeEach(() => {
  repo = GateRepo.create();
});
afterEach(async () => {
  await repo.cleanup();
});

const pr = (headRef: string, headSha: string, fork = false) => ({ headRef, headSha, fork, baseRef: TRUNK });

describe('headSource', () => {
  test('creates the head branch at the exact SHA when it does not exist, and names it', async () => {
    const sha = repo.commit('scratch', { 'solution.txt': '7\n' });
    const source = await headSource(new GitAdapter(repo.work), pr('arbor/n1', sha), [TRUNK]);
    expect(source).toEqual({ source: 'arbor/n1', sha });
    expect(repo.sha('arbor/n1')).toBe(sha);
  });

  test('an existing branch elsewhere, a fork, main/master or a reserved name: the SHA itself', async () => {
    const sha = repo.commit('scratch', { 'solution.txt': '7\n' });
    const git = new GitAdapter(repo.work);
    repo.commit('taken', { 'solution.txt': '8\n' });
    const before = repo.sha('taken');
    expect(await headSource(git, pr('taken', sha), [TRUNK])).toEqual({ source: sha, sha });
    expect(repo.sha('taken')).toBe(before);
    expect(await headSource(git, pr('from-fork', sha, true), [TRUNK])).toEqual({ source: sha, sha });
    expect(await headSource(git, pr('Main', sha), [TRUNK])).toEqual({ source: sha, sha });
    expect(await headSource(git, pr('refs/heads/master', sha), [TRUNK])).toEqual({ source: sha, sha });
    expect(await headSource(git, pr(TRUNK.toUpperCase(), sha), [TRUNK])).toEqual({ source: sha, sha });
    expect(repo.exists('from-fork')).toBe(false);
  });

  test('a name git reads as something else first (a tag) is not handed over: the gate would judge that instead', async () => {
    const sha = repo.commit('scratch', { 'solution.txt': '7\n' });
    repo.git(['tag', 'exp', TRUNK]);
    const git = new GitAdapter(repo.work);
    expect(await headSource(git, pr('exp', sha), [TRUNK])).toEqual({ source: sha, sha });
    repo.git(['branch', 'already', sha]);
    repo.git(['tag', 'already', TRUNK]);
    expect(await headSource(git, pr('already', sha), [TRUNK])).toEqual({ source: sha, sha });
  });
});
