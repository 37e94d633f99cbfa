/**
 * A second gate process for pins.test.ts: opens the repository's tree cache, checks the tree of a
 * commit out of it as a run about to mount it would (viewOf), prints the view's lower layers as one
 * JSON line, and holds them until its stdin closes. Run with tsx: `tsx hold-tree.ts <repo> <commit>`.
 */
import { defaultGitFactory, GitAdapter } from '../../../src/git/adapter.js';
import { ensureAccount } from '../../../src/eval/isolation/account.js';
import { TreeCache } from '../../../src/eval/trees/cache.js';

const [dir, commit] = process.argv.slice(2) as [string, string];
const account = await ensureAccount('arbor-eval', 'eval-user', 'root', () => undefined);
const cache = await TreeCache.open({
  repo: new GitAdapter(dir),
  factory: defaultGitFactory,
  bound: 1,
  privilege: 'root',
  account,
  gate: { uid: 0, gid: 0 },
  protectedPaths: [],
  log: (line) => process.stderr.write(`${line}\n`),
});
if (cache === null) throw new Error('no cache');
const { view, release } = await cache.viewOf(commit);
process.stdout.write(`${JSON.stringify(view.lower)}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  release();
  process.exit(0);
});
