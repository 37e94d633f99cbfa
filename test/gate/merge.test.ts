/** `runGate` in merge and verify mode on real repositories with a bare remote. */
import { existsSync, readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../../src/errors.js';
import { runGate } from '../../src/run/gate.js';
import { verdictExitCode } from '../../src/gate/verdict.js';
import { parseJsonDocument } from '../../src/session/json-source.js';
import { renderTreeMarkdown } from '../../src/session/tree-markdown.js';
import {
  createGateRepo,
  EVAL_CMD,
  git,
  RUN_NAME,
  sessionTree,
  TREE_PATH,
  TRUNK,
  type GateRepo,
  warningsBesideIsolation,
} from '../helpers/gate-repo.js';

let repo: GateRepo;
afterEach(() => repo.cleanup());

/** A process that exists and is not a zombie (an orphan killed but not yet reaped by init). */
function running(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

interface TreeJson {
  meta: Record<string, unknown>;
  nodes: Record<string, Record<string, unknown>>;
}

const MARKDOWN_PATH = TREE_PATH.replace(/\.json$/, '.md');

function treeOn(ref: string): TreeJson {
  return JSON.parse(repo.git(['show', `${ref}:${TREE_PATH}`]));
}

/** The gate writes the scores it records as Arbor does, as Python floats: `7.0`, not `7`. */
function asArborWritesScores(json: string): string {
  return json.replace(
    /("test_(?:trunk_)?score": )(-?\d+)(?=,?\n)/g,
    (_all, key: string, n: string) => `${key}${n}.0`,
  );
}

function allRefs(cwd = repo.work): string {
  return git(cwd, ['for-each-ref', '--format=%(refname) %(objectname)']);
}

describe('merge: improving branch', () => {
  beforeEach(async () => {
    repo = await createGateRepo({
      score: 5,
      session: {
        tracked: true,
        meta: { test_trunk_score: 5, trunk_score: 0.5, dataset_info: { dev: 'd.csv' }, custom_meta: 'kept' },
        nodes: [
          { id: '1', code_ref: 'arbor/n1-better', score: 0.9, insight: 'faster', custom_node: [1, 2] },
          { id: '2', score: 0.3 },
        ],
      },
    });
  });

  it('merges the evaluated SHA with --no-ff, pushes, records the score in the tree, leaves the checkout alone', async () => {
    repo.writeWorkFile('README.md', 'dirty edit\n');
    repo.writeWorkFile('staged.txt', 'staged\n');
    repo.git(['add', 'staged.txt']);
    const before = repo.checkoutState();
    const trunkBefore = repo.sha(TRUNK);
    const treeBefore = treeOn(TRUNK);
    const sha = repo.commit('arbor/n1-better', { 'solution.txt': '7\n' });

    const deps = repo.deps();
    const verdict = await runGate(repo.input('merge', { source: 'arbor/n1-better' }), deps);

    expect(verdict.decision).toBe('merged');
    expect(verdictExitCode(verdict)).toBe(0);
    expect(verdict.node_id).toBe('1');
    expect(verdict.score).toBe(7);
    expect(verdict.dev_score).toBe(0.9);
    const merge = repo.sha(TRUNK);
    expect(verdict.merge_commit).toBe(merge);
    expect(repo.git(['rev-list', '--parents', '-n', '1', merge]).split(' ')).toEqual([
      merge,
      trunkBefore,
      sha,
    ]);
    expect(repo.remoteSha(TRUNK)).toBe(merge);
    const message = repo.git(['log', '-1', '--format=%B', merge]);
    expect(message).toContain('node 1');
    expect(message).toContain('arbor/n1-better');
    expect(message).toContain('B_test 7');

    const treeAfter = treeOn(TRUNK);
    expect(treeAfter.meta).toEqual({ ...treeBefore.meta, test_trunk_score: 7 });
    expect(treeAfter.nodes['1']).toEqual({
      ...treeBefore.nodes['1'],
      test_score: 7,
      status: 'merged',
      code_ref: 'arbor/n1-better',
    });
    expect(treeAfter.nodes['2']).toEqual(treeBefore.nodes['2']);
    expect(repo.git(['show', `${TRUNK}:${TREE_PATH}`])).toBe(
      asArborWritesScores(JSON.stringify(treeAfter, null, 2)),
    );

    expect(repo.checkoutState()).toEqual(before);
    expect(readFileSync(join(repo.work, 'README.md'), 'utf8')).toBe('dirty edit\n');
    expect(repo.leftovers().worktrees).toBe(1);
    expect(readFileSync(verdict.report_path as string, 'utf8')).toContain('## Gate');
  });

  it('resolves a main/master target (any case, refs/heads/ prefix) to the trunk branch', async () => {
    repo.commit('arbor/n1-better', { 'solution.txt': '7\n' });
    const mainBefore = repo.sha('main');
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1-better', target: 'refs/heads/Main' }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('merged');
    expect(verdict.target).toMatchObject({ requested: 'refs/heads/Main', resolved: TRUNK });
    expect(repo.sha('main')).toBe(mainBefore);
    expect(repo.remoteSha('main')).toBe(mainBefore);
  });

  it('verify judges without writing anything: refs, remote, tree and report untouched', async () => {
    repo.commit('arbor/n1-better', { 'solution.txt': '7\n' });
    const refs = allRefs();
    const remoteRefs = allRefs(repo.remote);
    const state = repo.checkoutState();
    const verdict = await runGate(
      repo.input('verify', { source: 'arbor/n1-better', reportPath: undefined }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('would_merge');
    expect(verdictExitCode(verdict)).toBe(0);
    expect(verdict.report_path).toBeNull();
    expect(allRefs()).toBe(refs);
    expect(allRefs(repo.remote)).toBe(remoteRefs);
    expect(repo.checkoutState()).toEqual(state);
    expect(existsSync(join(repo.work, '.arbor'))).toBe(false);
  });

  it('--dry-run judges as merge would and writes nothing', async () => {
    repo.commit('arbor/n1-better', { 'solution.txt': '7\n' });
    const refs = allRefs();
    const remoteRefs = allRefs(repo.remote);
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1-better', dryRun: true, reportPath: undefined }),
      repo.deps(),
    );
    expect(verdict).toMatchObject({
      decision: 'would_merge',
      dry_run: true,
      merge_commit: null,
      report_path: null,
    });
    expect(allRefs()).toBe(refs);
    expect(allRefs(repo.remote)).toBe(remoteRefs);
    expect(existsSync(join(repo.work, '.arbor'))).toBe(false);
  });

  it('is already_merged (exit 0, no eval) the second time', async () => {
    repo.commit('arbor/n1-better', { 'solution.txt': '7\n' });
    await runGate(repo.input('merge', { source: 'arbor/n1-better' }), repo.deps());
    const trunk = repo.sha(TRUNK);
    const marker = join(repo.root, 'ran');
    const again = await runGate(
      repo.input('merge', { source: 'arbor/n1-better', evalCmdTest: `touch ${marker}; ${EVAL_CMD}` }),
      repo.deps(),
    );
    expect(again.decision).toBe('already_merged');
    expect(verdictExitCode(again)).toBe(0);
    expect(existsSync(marker)).toBe(false);
    expect(repo.sha(TRUNK)).toBe(trunk);
  });

  it("a branch that lowers test_trunk_score in its own copy of the tree is judged against trunk's", async () => {
    const lowered = sessionTree({ tracked: true, meta: { test_trunk_score: 1 } });
    repo.commit('arbor/n3-cheat', { 'solution.txt': '4\n', [TREE_PATH]: JSON.stringify(lowered) });
    // the checkout (as in CI, the PR head) holds the branch's lowered tree too
    repo.writeWorkFile(TREE_PATH, JSON.stringify(lowered));
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n3-cheat', trunkBranch: undefined }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdict.references.test_trunk_score).toBe(5);
    expect(verdict.reasons.map((r) => r.code)).toContain('protected_path');
  });

  it('a clean checkout of trunk follows the merge like git merge --ff-only: branch, index and files; untracked files kept', async () => {
    repo.commit('arbor/n1-better', { 'solution.txt': '7\n' });
    repo.git(['switch', '-q', TRUNK]);
    repo.writeWorkFile('notes/mine.txt', 'untracked work\n');
    // same content, newer time stamp: the index's stat data is stale, which git must not mistake for an edit
    utimesSync(join(repo.work, 'solution.txt'), new Date(), new Date(Date.now() + 5000));
    const verdict = await runGate(repo.input('merge', { source: 'arbor/n1-better' }), repo.deps());
    expect(verdict.decision).toBe('merged');
    expect(warningsBesideIsolation(verdict)).toEqual([]);
    expect(repo.git(['rev-parse', '--abbrev-ref', 'HEAD'])).toBe(TRUNK);
    expect(repo.sha('HEAD')).toBe(verdict.merge_commit);
    expect(repo.git(['status', '--porcelain=v1'])).toBe('?? notes/');
    expect(readFileSync(join(repo.work, 'solution.txt'), 'utf8')).toBe('7\n');
    // the landed commit's own tree file (the record), not the evaluated candidate's
    expect(JSON.parse(readFileSync(join(repo.work, TREE_PATH), 'utf8')).meta.test_trunk_score).toBe(7);
    // and the idea_tree.md the record added beside it, rendered from that file
    expect(readFileSync(join(repo.work, MARKDOWN_PATH), 'utf8')).toBe(
      renderTreeMarkdown(parseJsonDocument(readFileSync(join(repo.work, TREE_PATH), 'utf8')), 'helper'),
    );
    expect(readFileSync(join(repo.work, 'notes/mine.txt'), 'utf8')).toBe('untracked work\n');
    const verify = await runGate(repo.input('verify', { source: 'arbor/n1-better' }), repo.deps());
    expect(verify.decision).toBe('already_merged');
  });

  it('a checkout of trunk holding an untracked idea_tree.md where the record adds one: nothing lands (exit 2), the file is kept', async () => {
    repo.commit('arbor/n1-better', { 'solution.txt': '7\n' });
    repo.git(['switch', '-q', TRUNK]);
    repo.writeWorkFile(MARKDOWN_PATH, '# Idea Tree\n\nmine\n');
    const trunk = repo.sha(TRUNK);
    const promise = runGate(repo.input('merge', { source: 'arbor/n1-better' }), repo.deps());
    await expect(promise).rejects.toThrow(UserError);
    await expect(promise).rejects.toThrow(
      /untracked "\.arbor\/sessions\/demo\/\.coordinator\/idea_tree\.md", which the merge adds/,
    );
    expect(readFileSync(join(repo.work, MARKDOWN_PATH), 'utf8')).toBe('# Idea Tree\n\nmine\n');
    expect(repo.sha(TRUNK)).toBe(trunk);
    expect(repo.remoteSha(TRUNK)).toBe(trunk);
    expect(repo.leftovers().worktrees).toBe(1);
  });

  it('a checkout of trunk edited while the evaluation runs: nothing lands (exit 2), the edit is kept', async () => {
    repo.commit('arbor/n1-better', { 'solution.txt': '7\n', 'README.md': '# from the branch\n' });
    repo.git(['switch', '-q', TRUNK]);
    const trunk = repo.sha(TRUNK);
    const readme = join(repo.work, 'README.md');
    const promise = runGate(
      repo.input('merge', { source: 'arbor/n1-better', evalCmdTest: `echo mine > ${readme}; ${EVAL_CMD}` }),
      repo.deps(),
    );
    await expect(promise).rejects.toThrow(/uncommitted changes to "README.md"/);
    expect(readFileSync(readme, 'utf8')).toBe('mine\n');
    expect(repo.sha(TRUNK)).toBe(trunk);
    expect(repo.remoteSha(TRUNK)).toBe(trunk);
    expect(repo.leftovers().worktrees).toBe(1);
  });

  it.each([
    [
      'a modified tracked file',
      (r: GateRepo) => r.writeWorkFile('README.md', 'my edit\n'),
      /uncommitted changes to "README.md"/,
    ],
    [
      'a staged file',
      (r: GateRepo) => {
        r.writeWorkFile('staged.txt', 'staged\n');
        r.git(['add', 'staged.txt']);
      },
      /uncommitted changes to "staged.txt"/,
    ],
    [
      'an untracked file where the merge adds one',
      (r: GateRepo) => r.writeWorkFile('new.txt', 'mine\n'),
      /untracked "new.txt", which the merge adds/,
    ],
  ])(
    'a checkout of trunk with %s is refused before anything runs (exit 2, naming it); nothing is lost; verify still works',
    async (_what, dirty, message) => {
      repo.commit('arbor/n1-better', { 'solution.txt': '7\n', 'new.txt': 'from the branch\n' });
      repo.git(['switch', '-q', TRUNK]);
      dirty(repo);
      const before = repo.checkoutState();
      const trunk = repo.sha(TRUNK);
      const marker = join(repo.root, 'ran');
      const promise = runGate(
        repo.input('merge', { source: 'arbor/n1-better', evalCmdTest: `touch ${marker}; ${EVAL_CMD}` }),
        repo.deps(),
      );
      await expect(promise).rejects.toThrow(UserError);
      await expect(promise).rejects.toThrow(message);
      expect(existsSync(marker)).toBe(false);
      expect(repo.sha(TRUNK)).toBe(trunk);
      expect(repo.remoteSha(TRUNK)).toBe(trunk);
      expect(repo.checkoutState()).toEqual(before);
      expect(repo.leftovers().worktrees).toBe(1);
      const verdict = await runGate(repo.input('verify', { source: 'arbor/n1-better' }), repo.deps());
      expect(verdict.decision).toBe('would_merge');
    },
  );
});

describe('the node found by its code_ref', () => {
  /** ROOT first, then "10" before "2", both naming one branch: JavaScript's key order puts "2" first. */
  const SHARED_REF_TREE = `{
  "version": 3,
  "meta": {
    "metric_direction": "maximize",
    "trunk_branch": "${TRUNK}",
    "test_trunk_score": 5.0
  },
  "root_id": "ROOT",
  "max_depth": 3,
  "nodes": {
    "ROOT": {"id": "ROOT", "parent_id": null, "children_ids": ["10", "2"], "depth": 0, "hypothesis": "root", "status": "done"},
    "10": {"id": "10", "parent_id": "ROOT", "children_ids": [], "depth": 1, "hypothesis": "ten", "status": "done", "score": 0.1, "code_ref": "arbor/shared"},
    "2": {"id": "2", "parent_id": "ROOT", "children_ids": [], "depth": 1, "hypothesis": "two", "status": "done", "score": 0.2, "code_ref": "arbor/shared"}
  }
}
`;

  it("is the first in the tree file's order (Arbor's) when two nodes share the branch", async () => {
    repo = await createGateRepo({ score: 5 });
    repo.commit(TRUNK, { [TREE_PATH]: SHARED_REF_TREE }, { message: 'record session tree', push: true });
    expect(Object.keys(JSON.parse(SHARED_REF_TREE).nodes)).toEqual(['2', '10', 'ROOT']);
    repo.commit('arbor/shared', { 'solution.txt': '7\n' });
    const verify = await runGate(repo.input('verify', { source: 'arbor/shared' }), repo.deps());
    expect(verify).toMatchObject({ decision: 'would_merge', node_id: '10', dev_score: 0.1 });
    const merge = await runGate(repo.input('merge', { source: 'arbor/shared' }), repo.deps());
    expect(merge).toMatchObject({ decision: 'merged', node_id: '10' });
    expect(treeOn(TRUNK).nodes).toMatchObject({ '10': { status: 'merged' }, '2': { status: 'done' } });
  });
});

describe('merge: judgement', () => {
  beforeEach(async () => {
    repo = await createGateRepo({ score: 5 });
  });

  it('rejects a regressing branch as not_improved (exit 1), trunk unchanged locally and on the remote', async () => {
    repo.commit('arbor/n2-worse', { 'solution.txt': '4\n' });
    const trunk = repo.sha(TRUNK);
    const state = repo.checkoutState();
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n2-worse', testTrunkScore: '5' }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdictExitCode(verdict)).toBe(1);
    expect(verdict.reasons.map((r) => r.code)).toEqual(['not_improved']);
    expect(repo.sha(TRUNK)).toBe(trunk);
    expect(repo.remoteSha(TRUNK)).toBe(trunk);
    expect(repo.checkoutState()).toEqual(state);
  });

  it('rejects an equal score (improvement is strict)', async () => {
    repo.commit('arbor/n2-same', { 'solution.txt': '5\n' });
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n2-same', testTrunkScore: '5' }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons[0]?.code).toBe('not_improved');
  });

  it('requires beating every set reference and min-delta', async () => {
    repo.commit('arbor/n2', { 'solution.txt': '7\n' });
    const both = await runGate(
      repo.input('verify', { source: 'arbor/n2', testTrunkScore: '5', testBaselineScore: '8' }),
      repo.deps(),
    );
    expect(both.decision).toBe('rejected');
    expect(both.reasons).toHaveLength(1);
    expect(both.reasons[0]?.message).toContain('test_baseline_score 8');
    const delta = await runGate(
      repo.input('verify', { source: 'arbor/n2', testTrunkScore: '5', minDelta: '2' }),
      repo.deps(),
    );
    expect(delta.decision).toBe('rejected');
  });

  it('minimize: lower wins, higher is rejected', async () => {
    repo.commit('arbor/low', { 'solution.txt': '3\n' });
    repo.commit('arbor/high', { 'solution.txt': '6\n' });
    const low = await runGate(
      repo.input('merge', { source: 'arbor/low', testTrunkScore: '5', metricDirection: 'minimize' }),
      repo.deps(),
    );
    expect(low.decision).toBe('merged');
    const high = await runGate(
      repo.input('merge', { source: 'arbor/high', testTrunkScore: '3', metricDirection: 'minimize' }),
      repo.deps(),
    );
    expect(high.decision).toBe('rejected');
  });

  it('honours a 0.0 reference instead of measuring trunk', async () => {
    // trunk scores 5; with 0.0 ignored, trunk would be measured and 3 would beat 5 under minimize
    repo.commit('arbor/n4', { 'solution.txt': '3\n' });
    const verdict = await runGate(
      repo.input('verify', { source: 'arbor/n4', testTrunkScore: '0', metricDirection: 'minimize' }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdict.references.test_trunk_score).toBe(0);
    expect(verdict.reference_measured).toBeNull();
  });

  it('measures the trunk head first when no reference is set', async () => {
    const trunk = repo.sha(TRUNK);
    repo.commit('arbor/up', { 'solution.txt': '6\n' });
    const up = await runGate(repo.input('merge', { source: 'arbor/up' }), repo.deps());
    expect(up.decision).toBe('merged');
    expect(up.reference_measured).toEqual({ sha: trunk, score: 5 });
    // forked from the new trunk: a branch forked before `up` would conflict on solution.txt
    repo.commit('arbor/down', { 'solution.txt': '4\n' });
    const down = await runGate(repo.input('verify', { source: 'arbor/down' }), repo.deps());
    expect(down.decision).toBe('rejected');
    expect(down.reference_measured?.score).toBe(6);
  });

  it('rejects eval_failed and no_score, leaving no worktree behind', async () => {
    repo.commit('arbor/crash', { 'solution.txt': '7\n' });
    // Fails on the branch only: on trunk too, the evaluation is broken (test/gate/broken-evaluation.test.ts).
    const onBranch = (failure: string) =>
      `if grep -qx 7 {cwd}/solution.txt; then ${failure}; fi; ${EVAL_CMD}`;
    const failed = await runGate(
      repo.input('merge', {
        source: 'arbor/crash',
        testTrunkScore: '5',
        evalCmdTest: onBranch('echo boom; exit 3'),
      }),
      repo.deps(),
    );
    expect(failed.decision).toBe('rejected');
    expect(failed.reasons[0]?.code).toBe('eval_failed');
    const silent = await runGate(
      repo.input('merge', {
        source: 'arbor/crash',
        testTrunkScore: '5',
        evalCmdTest: onBranch('echo nothing here; exit 0'),
      }),
      repo.deps(),
    );
    expect(silent.reasons[0]?.code).toBe('no_score');
    expect(repo.leftovers().worktrees).toBe(1);
  });

  it('retries a transient failure and succeeds on the second attempt; never retries a deterministic one', async () => {
    repo.commit('arbor/flaky', { 'solution.txt': '7\n' });
    const state = join(repo.root, 'flaky-state');
    const flaky = `if [ -f ${state} ]; then ${EVAL_CMD}; else touch ${state}; echo "HTTP 429 too many requests"; exit 1; fi`;
    const ok = await runGate(
      repo.input('verify', {
        source: 'arbor/flaky',
        testTrunkScore: '5',
        evalRetries: '2',
        evalCmdTest: flaky,
      }),
      repo.deps(),
    );
    expect(ok.decision).toBe('would_merge');
    expect(ok.attempts.map((a) => a.exit_code)).toEqual([1, 0]);
    const broken = await runGate(
      repo.input('verify', {
        source: 'arbor/flaky',
        testTrunkScore: '5',
        evalRetries: '2',
        evalCmdTest: `if grep -qx 7 {cwd}/solution.txt; then echo "SyntaxError"; exit 1; fi; ${EVAL_CMD}`,
      }),
      repo.deps(),
    );
    expect(broken.reasons[0]?.code).toBe('eval_failed');
    expect(broken.attempts).toHaveLength(1);
  });

  it('a timeout kills the evaluation with its background children and leaves no worktree', async () => {
    repo.commit('arbor/slow', { 'solution.txt': '7\n' });
    const pidFile = join(repo.root, 'bg.pid');
    const verdict = await runGate(
      repo.input('merge', {
        source: 'arbor/slow',
        testTrunkScore: '5',
        evalTimeout: '1',
        // The branch's run only: a timeout on trunk too is a broken evaluation (broken-evaluation.test.ts).
        evalCmdTest: `if grep -qx 7 {cwd}/solution.txt; then sleep 30 & echo $! > ${pidFile}; sleep 30; fi; ${EVAL_CMD}`,
      }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdict.attempts[0]?.timed_out).toBe(true);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(running(pid)).toBe(false);
    expect(repo.leftovers().worktrees).toBe(1);
  });

  it('--eval-repeats judges the mean and reports the spread', async () => {
    repo.commit('arbor/rep', { 'solution.txt': '7\n' });
    const verdict = await runGate(
      repo.input('verify', { source: 'arbor/rep', testTrunkScore: '5', evalRepeats: '3' }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('would_merge');
    expect(verdict.repeats).toEqual({ n: 3, scores: [7, 7, 7], mean: 7, stdev: 0 });
  });

  it('flags B_dev/B_test divergence without rejecting', async () => {
    // B_dev worse than its parent's (the root's baseline), B_test better than trunk's; a second run
    // of the tree shows the evaluator's noise (none), so both moves are beyond it.
    repo.writeSession({
      tracked: false,
      meta: { baseline_score: 0.5, test_trunk_score: 5 },
      nodes: [{ id: '7', score: 0.4 }],
    });
    repo.commit('arbor/n7', { 'solution.txt': '6\n' });
    const input = repo.input('verify', { source: 'arbor/n7', nodeId: '7', ledger: true });
    await runGate(input, repo.deps());
    const verdict = await runGate({ ...input, fresh: true }, repo.deps());
    expect(verdict.decision).toBe('would_merge');
    expect(verdict.divergence?.kind).toBe('direction');
    expect(verdict.divergence?.message).toMatch(/overfitting/);
  });

  it('rejects a merge conflict and leaves nothing behind', async () => {
    repo.commit('arbor/conflict', { 'README.md': 'branch version\n', 'solution.txt': '7\n' });
    repo.commit(TRUNK, { 'README.md': 'trunk version\n' }, { push: true });
    const trunk = repo.sha(TRUNK);
    const branches = repo.leftovers().branches;
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/conflict', testTrunkScore: '5' }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons[0]?.code).toBe('merge_conflict');
    expect(verdict.reasons[0]?.message).toContain('README.md');
    expect(repo.sha(TRUNK)).toBe(trunk);
    expect(repo.remoteSha(TRUNK)).toBe(trunk);
    expect(repo.leftovers()).toEqual({ branches, worktrees: 1 });
  });

  it('runs nothing from a branch name or node id holding shell syntax', async () => {
    const marker = join(repo.root, 'pwned');
    const branch = `arbor/n1;touch${marker.replace(/\//g, '_')}$(touch ${'x'})\`id\``.replace(/ /g, '');
    repo.commit(branch, { 'solution.txt': '7\n' });
    const verdict = await runGate(repo.input('verify', { source: branch, testTrunkScore: '5' }), repo.deps());
    expect(verdict.decision).toBe('would_merge');
    await expect(
      runGate(repo.input('verify', { source: branch, nodeId: `1;touch ${marker}` }), repo.deps()),
    ).rejects.toThrow(UserError);
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(join(repo.work, 'x'))).toBe(false);
  });

  it('merges locally only when there is no remote', async () => {
    repo.git(['remote', 'remove', 'origin']);
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1', testTrunkScore: '5' }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('merged');
    expect(repo.sha(TRUNK)).toBe(verdict.merge_commit);
  });
});

describe('merge: local (untracked) session tree', () => {
  beforeEach(async () => {
    repo = await createGateRepo({
      score: 5,
      session: {
        tracked: false,
        meta: { test_trunk_score: 5, eval_retries: 0, extra: { a: 1 } },
        nodes: [{ id: '1', code_ref: 'arbor/n1', score: 0.8, custom: 'x' }],
      },
    });
  });

  it('takes settings from meta, updates the local tree after the merge, keeps every other field, writes REPORT.md beside it', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const treeFile = join(repo.work, TREE_PATH);
    const before = JSON.parse(readFileSync(treeFile, 'utf8'));
    const input = repo.input('merge', {
      source: 'arbor/n1',
      trunkBranch: undefined,
      evalCmdTest: undefined,
      reportPath: undefined,
    });
    const verdict = await runGate(input, repo.deps());
    expect(verdict.decision).toBe('merged');
    const after = JSON.parse(readFileSync(treeFile, 'utf8'));
    expect(after.meta).toEqual({ ...before.meta, test_trunk_score: 7 });
    expect(after.nodes['1']).toEqual({
      ...before.nodes['1'],
      test_score: 7,
      status: 'merged',
      code_ref: 'arbor/n1',
    });
    expect(after.nodes.ROOT).toEqual(before.nodes.ROOT);
    expect(readFileSync(treeFile, 'utf8')).toBe(`${asArborWritesScores(JSON.stringify(after, null, 2))}\n`);
    expect(existsSync(`${treeFile}.lock`)).toBe(false);
    expect(verdict.report_path).toBe(join(repo.work, '.arbor/sessions', RUN_NAME, 'REPORT.md'));
    expect(readFileSync(verdict.report_path as string, 'utf8')).toContain('**MERGED**');
  });

  it('flag > meta: an explicit --test-trunk-score overrides the tree', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const verdict = await runGate(
      repo.input('verify', { source: 'arbor/n1', testTrunkScore: '8' }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdict.references.test_trunk_score).toBe(8);
  });

  it('resolves target MASTER to meta.trunk_branch', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const verdict = await runGate(
      repo.input('verify', { source: 'arbor/n1', target: 'MASTER', trunkBranch: undefined }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('would_merge');
    expect(verdict.target).toMatchObject({ requested: 'MASTER', resolved: TRUNK });
  });

  it('a target other than trunk or main/master is refused', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1', target: 'feature-x', trunkBranch: undefined }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons[0]?.code).toBe('target_refused');
  });
});

describe('bad input', () => {
  beforeEach(async () => {
    repo = await createGateRepo({ score: 5 });
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  });

  it.each([
    [{ trunkBranch: 'main' }, /--trunk-branch.*must not be main or master/],
    [{ trunkBranch: 'refs/heads/MASTER' }, /--trunk-branch.*must not be main or master/],
    [{ trunkBranch: undefined, target: 'main' }, /--trunk-branch/],
    [{ trunkBranch: 'arbor/none' }, /arbor\/none does not exist/],
    [{ source: 'nope' }, /--source: nope does not name a commit/],
    [{ source: '--upload-pack=x' }, /--source must not begin with '-'/],
    [{ evalCmdTest: undefined }, /--eval-cmd-test/],
    [{ metricDirection: 'up' }, /--metric-direction: expected maximize or minimize/],
    [{ evalRetries: '1.5' }, /--eval-retries: expected an integer >= 0/],
    [{ testTrunkScore: 'NaN' }, /--test-trunk-score: expected a finite number/],
    [{ requiredOutputs: ['../x'] }, /--required-output: expected a file path relative/],
    [{ runName: '../x' }, /--run-name/],
  ])('%j is a UserError naming the flag', async (overrides, message) => {
    const refs = allRefs();
    const promise = runGate(
      repo.input('merge', { source: 'arbor/n1', testTrunkScore: '5', ...overrides }),
      repo.deps(),
    );
    await expect(promise).rejects.toThrow(UserError);
    await expect(promise).rejects.toThrow(message);
    expect(allRefs()).toBe(refs);
  });

  it('a source with no history in common with trunk is a UserError (also in a shallow clone)', async () => {
    const orphan = repo.commitTree(null, { 'solution.txt': '9\n' }, 'orphan');
    repo.git(['update-ref', 'refs/heads/orphan', orphan]);
    await expect(
      runGate(repo.input('verify', { source: 'orphan', testTrunkScore: '5' }), repo.deps()),
    ).rejects.toThrow(/shares no history with arbor\/trunk/);
    repo.git(['push', '-q', 'origin', 'arbor/n1']);
    const shallow = join(repo.root, 'shallow');
    git(repo.root, ['clone', '-q', '--depth', '1', '--no-single-branch', `file://${repo.remote}`, shallow]);
    const input = {
      ...repo.input('verify', { source: 'origin/arbor/n1', testTrunkScore: '5' }),
      cwd: shallow,
    };
    await expect(runGate(input, repo.deps())).rejects.toThrow(/shallow clone: fetch the full history/);
  });

  it('a malformed tree is a UserError naming the file', async () => {
    repo.writeWorkFile(TREE_PATH, '{"nodes": ');
    await expect(runGate(repo.input('verify', { source: 'arbor/n1' }), repo.deps())).rejects.toThrow(
      /idea_tree\.json is not valid JSON/,
    );
  });
});
