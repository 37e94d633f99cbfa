/**
 * A second gate process for pins.test.ts: opens the repository's tree cache, checks the tree of a
 * commit out of it as a run about to mount it would (viewOf), prints the view's lower layers as one
 * JSON line, and holds them until its stdin closes. Run with tsx: `tsx hold-tree.ts <repo> <commit>`.
 */
import { openTestCache } from '../../helpers/tree-cache.js';

const [dir, commit] = process.argv.slice(2) as [string, string];
const cache = await openTestCache(dir, (line) => process.stderr.write(`${line}\n`));
const { view, release } = await cache.viewOf(commit);
process.stdout.write(`${JSON.stringify(view.lower)}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  release();
  process.exit(0);
});
