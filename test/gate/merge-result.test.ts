/**
 * "Test what you merge" on real repositories with a bare remote: the gate evaluates the --no-ff merge
 * of the branch into trunk (built before anything runs), not the branch head, and lands exactly that
 * tree, so trunk's recorded test_trunk_score is always the measured score of trunk's code.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import type { GateInput } from '../../src/gate/input.js';
import type { Verdict } from '../../src/gate/verdict.js';
import {
  createGateRepo,
  EVAL_CMD,
  EVAL_SH,
  git,
  TREE_PATH,
  TRUNK,
  type GateRepo,
} from '../helpers/gate-repo.js';

let repo: GateRepo;
afterEach(() => repo.cleanup());

/** The evaluator run by hand on a commit's files: what "evaluating trunk's head" gives. */
function scoreAt(ref: string): number {
  const dir = mkdtempSync(join(repo.root, 'score-'));
  try {
    execFileSync('sh', ['-c', 'git -C "$1" archive "$2" | tar -x -C "$3"', 'sh', repo.work, ref, dir]);
    const out = execFileSync('sh', [join(dir, 'eval.sh')], { encoding: 'utf8' });
    return (JSON.parse(out.trim().split('\n').at(-1) as string) as { score: number }).score;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function recordedScore(ref: string): unknown {
  return (JSON.parse(repo.git(['show', `${ref}:${TREE_PATH}`])) as { meta: Record<string, unknown> }).meta
    .test_trunk_score;
}

function parents(commit: string): string[] {
  return repo.git(['rev-list', '--parents', '-n', '1', commit]).split(' ').slice(1);
}

/** Score = 1 + a + b, plus the interaction in interaction.txt when both a and b are set. */
const INTERACTING_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
a=$(cat a.txt); b=$(cat b.txt); i=$(cat interaction.txt)
ab=0
if [ "$a" -ne 0 ] && [ "$b" -ne 0 ]; then ab=$i; fi
echo "{\\"score\\": $((1 + a + b + ab))}"
`;

async function abRepo(interaction: number): Promise<GateRepo> {
  return createGateRepo({
    files: {
      'eval.sh': { executable: INTERACTING_EVAL },
      'a.txt': '0\n',
      'b.txt': '0\n',
      'interaction.txt': `${interaction}\n`,
    },
    session: {
      tracked: true,
      meta: { test_trunk_score: 1 },
      nodes: [
        { id: 'A', code_ref: 'arbor/a' },
        { id: 'B', code_ref: 'arbor/b' },
      ],
    },
  });
}

function mergeInput(source: string, extra: Partial<GateInput> = {}) {
  return repo.input('merge', {
    source,
    trunkBranch: undefined,
    target: TRUNK,
    evalCmdTest: undefined,
    protectedPaths: ['eval.sh', 'interaction.txt'],
    ...extra,
  });
}

describe('A/B: B forked before A was merged', () => {
  it('B scores 3 alone but trunk + A + B scores 2: B is judged on the merge and rejected', async () => {
    repo = await abRepo(-2);
    repo.commit('arbor/b', { 'b.txt': '2\n' });
    repo.commit('arbor/a', { 'a.txt': '1\n' });
    expect(scoreAt('arbor/b')).toBe(3);

    const a = await runGate(mergeInput('arbor/a'), repo.deps());
    expect(a).toMatchObject({ decision: 'merged', score: 2, evaluated: { kind: 'source' } });
    expect(recordedScore(TRUNK)).toBe(2);
    const trunk = repo.sha(TRUNK);

    const verify = await runGate({ ...mergeInput('arbor/b'), mode: 'verify' }, repo.deps());
    expect(verify).toMatchObject({ decision: 'rejected', score: 2, evaluated: { kind: 'merge' } });
    const b = await runGate(mergeInput('arbor/b'), repo.deps());
    expect(b.decision).toBe('rejected');
    expect(b.score).toBe(2);
    expect(b.reasons.map((r) => r.code)).toEqual(['not_improved']);
    expect(repo.sha(TRUNK)).toBe(trunk);
    expect(repo.remoteSha(TRUNK)).toBe(trunk);
    expect(scoreAt(TRUNK)).toBe(recordedScore(TRUNK));
  });

  it('when trunk + A + B improves, B is merged and the recorded score is the measured score of A + B', async () => {
    repo = await abRepo(1);
    repo.commit('arbor/b', { 'b.txt': '2\n' });
    repo.commit('arbor/a', { 'a.txt': '1\n' });
    expect((await runGate(mergeInput('arbor/a'), repo.deps())).decision).toBe('merged');
    const trunkWithA = repo.sha(TRUNK);

    const b = await runGate(mergeInput('arbor/b'), repo.deps());
    expect(b).toMatchObject({ decision: 'merged', score: 5, evaluated: { kind: 'merge' } });
    expect(recordedScore(TRUNK)).toBe(5);
    expect(scoreAt(TRUNK)).toBe(5);
    expect(parents(repo.sha(TRUNK))).toEqual([trunkWithA, repo.sha('arbor/b')]);
    const tree = JSON.parse(repo.git(['show', `${TRUNK}:${TREE_PATH}`]));
    expect(tree.nodes.B).toMatchObject({ status: 'merged', test_score: 5 });
  });
});

describe('what lands is what was evaluated', () => {
  it("the candidate plus the record: same parents, the tree differs only in the idea tree's files, the trailer names the evaluated tree", async () => {
    repo = await createGateRepo({
      session: { tracked: true, meta: { test_trunk_score: 5 }, nodes: [{ id: '1', code_ref: 'arbor/n1' }] },
    });
    repo.commit('arbor/n1', { 'solution.txt': '7\n' }, { from: 'main' });
    repo.commit(TRUNK, { 'trunk-only.txt': 'moved on\n' }, { push: true });
    const verdict = await runGate(mergeInput('arbor/n1', { protectedPaths: ['eval.sh'] }), repo.deps());
    expect(verdict.decision).toBe('merged');
    const evaluated = verdict.evaluated as NonNullable<Verdict['evaluated']>;
    expect(evaluated.kind).toBe('merge');
    const landed = verdict.merge_commit as string;
    expect(parents(landed)).toEqual(parents(evaluated.commit));
    expect(repo.git(['rev-parse', `${evaluated.commit}^{tree}`])).toBe(evaluated.tree);
    // trunk tracks the JSON only: the record adds idea_tree.md beside it, as Arbor writes the two
    expect(repo.git(['diff-tree', '-r', '--name-only', evaluated.tree, `${landed}^{tree}`])).toBe(
      `${TREE_PATH}\n${TREE_PATH.replace(/\.json$/, '.md')}`,
    );
    const message = repo.git(['log', '-1', '--format=%B', landed]);
    expect(message).toContain(
      "This commit's tree differs from it only in the idea tree's files (idea_tree.json and idea_tree.md), which record the score.",
    );
    expect(message).toContain(`Arbor-Evaluated-Tree: ${evaluated.tree}`);
    expect(message).toContain('Arbor-Node: 1');
    expect(message).toContain(`Arbor-Source: arbor/n1 ${repo.sha('arbor/n1')}`);
    expect(message).toContain('Arbor-Score: 7');
    expect(repo.git(['show', `${landed}:trunk-only.txt`])).toBe('moved on');
  });

  it('with no tree on trunk, the landed tree is the evaluated tree itself', async () => {
    repo = await createGateRepo({ score: 5 });
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    repo.commit(TRUNK, { 'trunk-only.txt': 'moved on\n' }, { push: true });
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1', testTrunkScore: '5' }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('merged');
    expect(repo.git(['rev-parse', `${verdict.merge_commit}^{tree}`])).toBe(verdict.evaluated?.tree);
    expect(parents(verdict.merge_commit as string)).toEqual(parents(verdict.evaluated?.commit as string));
  });
});

describe('judged before anything runs', () => {
  beforeEach(async () => {
    repo = await createGateRepo({ score: 5 });
  });

  it('a conflict is merge_conflict before the evaluation: the evaluator never ran, nothing is left behind', async () => {
    repo.commit('arbor/conflict', { 'README.md': 'branch version\n', 'solution.txt': '7\n' });
    repo.commit(TRUNK, { 'README.md': 'trunk version\n' }, { push: true });
    const refs = repo.git(['for-each-ref']);
    const state = repo.checkoutState();
    const marker = join(repo.root, 'evaluator-ran');
    for (const mode of ['verify', 'merge'] as const) {
      const verdict = await runGate(
        repo.input(mode, {
          source: 'arbor/conflict',
          testTrunkScore: '5',
          evalCmdTest: `touch ${marker}; ${EVAL_CMD}`,
        }),
        repo.deps(),
      );
      expect(verdict.decision).toBe('rejected');
      expect(verdict.reasons.map((r) => r.code)).toEqual(['merge_conflict']);
      expect(verdict.reasons[0]?.message).toContain('README.md');
      expect(verdict.attempts).toEqual([]);
    }
    expect(existsSync(marker)).toBe(false);
    expect(repo.git(['for-each-ref'])).toBe(refs);
    expect(repo.checkoutState()).toEqual(state);
    expect(repo.leftovers().worktrees).toBe(1);
  });

  it("a stale branch is judged by trunk's evaluator, fixed after the branch forked", async () => {
    const broken = '#!/bin/sh\necho \'{"score": 99}\'\n';
    repo = await createGateRepo({ score: 5, files: { 'eval.sh': { executable: broken } } });
    repo.commit('arbor/stale', { 'solution.txt': '4\n' });
    expect(scoreAt('arbor/stale')).toBe(99);
    repo.commit(TRUNK, { 'eval.sh': { executable: EVAL_SH } }, { push: true });
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/stale', testTrunkScore: '5' }),
      repo.deps(),
    );
    expect(verdict.protected_violations).toEqual([]);
    expect(verdict.score).toBe(4);
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons.map((r) => r.code)).toEqual(['not_improved']);
  });

  it('a branch edit that the merge carries onto a protected file (trunk renamed it into a protected folder) is refused', async () => {
    const helper = Array.from({ length: 20 }, (_, i) => `echo step ${i}\n`).join('');
    repo = await createGateRepo({ score: 5, files: { 'lib/helper.sh': helper } });
    repo.commit('arbor/edit', { 'lib/helper.sh': helper.replace('step 3', 'step 3; echo score 99') });
    repo.commit(TRUNK, { 'lib/helper.sh': null, 'eval/helper.sh': helper }, { push: true });
    const base = repo.sha('main');
    expect(git(repo.work, ['diff', '--name-only', base, 'arbor/edit'])).toBe('lib/helper.sh');
    const marker = join(repo.root, 'evaluator-ran');
    const verdict = await runGate(
      repo.input('merge', {
        source: 'arbor/edit',
        testTrunkScore: '5',
        protectedPaths: ['eval.sh', 'eval/**'],
        evalCmdTest: `touch ${marker}; ${EVAL_CMD}`,
      }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdict.protected_violations).toEqual(['eval/helper.sh']);
    expect(verdict.reasons[0]).toMatchObject({ code: 'protected_path' });
    expect(verdict.reasons[0]?.message).toContain(`by the merge into ${TRUNK}`);
    expect(existsSync(marker)).toBe(false);
  });
});

describe('the invariant', () => {
  const SUM_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
total=0
for f in n*.txt; do total=$((total + $(cat "$f"))); done
echo "{\\"score\\": $total}"
`;

  it("after every merged of ten stale branches, evaluating trunk's head gives the recorded test_trunk_score", async () => {
    repo = await createGateRepo({
      files: { 'eval.sh': { executable: SUM_EVAL }, 'n0.txt': '10\n' },
      session: { tracked: true, meta: { test_trunk_score: 10 } },
    });
    const forkPoint = repo.sha(TRUNK);
    const values = [3, -1, 2, 5, -2, 1, 0, 4, -3, 2];
    values.forEach((value, i) =>
      repo.commit(`arbor/n${i + 1}`, { [`n${i + 1}.txt`]: `${value}\n` }, { from: forkPoint }),
    );
    const decisions: string[] = [];
    for (let i = 1; i <= values.length; i++) {
      const before = repo.sha(TRUNK);
      const verdict = await runGate(mergeInput(`arbor/n${i}`, { protectedPaths: ['eval.sh'] }), repo.deps());
      decisions.push(verdict.decision);
      if (verdict.decision === 'merged') {
        expect(repo.remoteSha(TRUNK)).toBe(verdict.merge_commit);
        expect(scoreAt(TRUNK)).toBe(recordedScore(TRUNK));
        expect(verdict.score).toBe(recordedScore(TRUNK));
      } else {
        expect(repo.sha(TRUNK)).toBe(before);
      }
    }
    expect(decisions.filter((d) => d === 'merged')).toHaveLength(values.filter((v) => v > 0).length);
    expect(scoreAt(TRUNK)).toBe(10 + values.filter((v) => v > 0).reduce((a, b) => a + b, 0));
  }, 120_000);
});
