/**
 * Trunk moves while the gate evaluates: another clone pushes to trunk from inside the evaluation
 * command. The gate's plain push is rejected; it fetches, re-reads the reference from the new trunk's
 * tree, re-judges the same score, and merges on top (nothing forced) or rejects as superseded.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { verdictExitCode } from '../../src/gate/verdict.js';
import { createGateRepo, EVAL_CMD, git, TREE_PATH, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
afterEach(() => repo.cleanup());

/** Prepares a trunk commit in a second clone whose tree records `trunkScore`, and an eval command that pushes it once. */
function raceTo(trunkScore: number): { evalCmd: string; otherCommit: string } {
  const other = repo.clone();
  const tree = JSON.parse(git(other, ['show', `HEAD:${TREE_PATH}`]));
  tree.meta.test_trunk_score = trunkScore;
  tree.meta.touched_by_other = true;
  const otherCommit = repo.commitTree(
    git(other, ['rev-parse', 'HEAD']),
    { 'other.txt': 'from another agent\n', [TREE_PATH]: `${JSON.stringify(tree, null, 2)}\n` },
    'other agent merges',
    other,
  );
  const script = join(repo.root, 'race.sh');
  const flag = join(repo.root, 'raced');
  writeFileSync(
    script,
    `[ -f ${flag} ] || { touch ${flag}; git -C ${other} push -q origin ${otherCommit}:refs/heads/${TRUNK}; }\n`,
  );
  return { evalCmd: `sh ${script} && ${EVAL_CMD}`, otherCommit };
}

beforeEach(async () => {
  repo = await createGateRepo({
    score: 5,
    session: { tracked: true, meta: { test_trunk_score: 5 }, nodes: [{ id: '1', code_ref: 'arbor/n1' }] },
  });
});

it('re-judges against the moved trunk and merges on top of it without forcing', async () => {
  const source = repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  const { evalCmd, otherCommit } = raceTo(6);
  const verdict = await runGate(
    repo.input('merge', { source: 'arbor/n1', evalCmdTest: evalCmd, trunkBranch: undefined, target: TRUNK }),
    repo.deps(),
  );
  expect(verdict.decision).toBe('merged');
  const remoteTrunk = repo.remoteSha(TRUNK) as string;
  expect(remoteTrunk).toBe(verdict.merge_commit);
  expect(git(repo.remote, ['rev-list', '--parents', '-n', '1', remoteTrunk]).split(' ')).toEqual([
    remoteTrunk,
    otherCommit,
    source,
  ]);
  expect(git(repo.remote, ['show', `${remoteTrunk}:other.txt`])).toBe('from another agent');
  const tree = JSON.parse(git(repo.remote, ['show', `${remoteTrunk}:${TREE_PATH}`]));
  expect(tree.meta).toMatchObject({ test_trunk_score: 7, touched_by_other: true });
  expect(tree.nodes['1']).toMatchObject({ status: 'merged', test_score: 7 });
  expect(repo.sha(TRUNK)).toBe(remoteTrunk);
});

it('rejects as superseded (exit 1) when the moved trunk now scores better', async () => {
  repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  const { evalCmd, otherCommit } = raceTo(8);
  const trunkBefore = repo.sha(TRUNK);
  const verdict = await runGate(
    repo.input('merge', { source: 'arbor/n1', evalCmdTest: evalCmd }),
    repo.deps(),
  );
  expect(verdict.decision).toBe('rejected');
  expect(verdictExitCode(verdict)).toBe(1);
  expect(verdict.reasons.map((r) => r.code)).toEqual(['superseded']);
  expect(verdict.references.test_trunk_score).toBe(8);
  expect(repo.remoteSha(TRUNK)).toBe(otherCommit);
  expect(repo.sha(TRUNK)).toBe(trunkBefore);
  expect(repo.leftovers().worktrees).toBe(1);
});
