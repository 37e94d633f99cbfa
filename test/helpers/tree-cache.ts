/**
 * The checkout cache of a test repository as a gate running as root with the evaluation account
 * arbor-eval and no protected paths lays it out (bound 1: every further tree is past the bound).
 */
import { ensureAccount } from '../../src/eval/isolation/account.js';
import { TreeCache } from '../../src/eval/trees/cache.js';
import { GitAdapter } from '../../src/git/adapter.js';

export async function openTestCache(dir: string, log: (line: string) => void): Promise<TreeCache> {
  const account = await ensureAccount('arbor-eval', 'eval-user', 'root', () => undefined);
  const cache = await TreeCache.open({
    repo: new GitAdapter(dir),
    bound: 1,
    privilege: 'root',
    account,
    gate: { uid: 0, gid: 0 },
    protectedPaths: [],
    log,
  });
  if (cache === null) throw new Error(`${dir}: its git folder's path cannot hold a view`);
  return cache;
}
