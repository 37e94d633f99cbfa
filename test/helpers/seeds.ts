/**
 * The seeds the gate draws for a tree (src/gate/judgement/seeds.ts), computed as only the key's holder
 * can: from the CLI's key file in the repository's git folder and the tree without `.arbor/**`.
 */
import { GitAdapter } from '../../src/git/adapter.js';
import { treesWithoutArbor } from '../../src/git/notes.js';
import { drawnSeeds } from '../../src/gate/judgement/seeds.js';
import { keyFromFile } from '../../src/ledger/store.js';
import type { GateRepo } from './gate-repo.js';

/** The first `count` seeds of the tree of `commitish` (the candidate's, when it contains trunk). */
export async function seedsOf(repo: GateRepo, commitish: string, count: number): Promise<number[]> {
  const git = new GitAdapter(repo.work);
  const key = await keyFromFile(await git.commonDir());
  const tree = repo.git(['rev-parse', `${commitish}^{tree}`]);
  const keyTree = (await treesWithoutArbor(git, [tree])).get(tree) ?? tree;
  return drawnSeeds(key, keyTree, count);
}
