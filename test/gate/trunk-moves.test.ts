/**
 * Trunk moves while the gate evaluates, with and without a remote: the candidate is rebuilt on the new
 * trunk and evaluated again (a score is never reused for another tree), at most --max-rejudge times;
 * `merged` is said only when trunk contains the landed commit; once trunk moved, a later failure is a
 * warning beside `merged`, never an error without a verdict.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { verdictExitCode } from '../../src/gate/verdict.js';
import {
  createGateRepo,
  EVAL_CMD,
  git,
  TREE_PATH,
  TRUNK,
  warningsBesideIsolation,
  type GateRepo,
} from '../helpers/gate-repo.js';

let repo: GateRepo;
afterEach(() => repo.cleanup());

/** A trunk commit on top of trunk whose tracked tree records `score`, made without moving any ref. */
function trunkCommitRecording(score: number): string {
  const tree = JSON.parse(repo.git(['show', `${TRUNK}:${TREE_PATH}`]));
  tree.meta.test_trunk_score = score;
  return repo.commitTree(
    repo.sha(TRUNK),
    { 'other.txt': 'from another agent\n', [TREE_PATH]: `${JSON.stringify(tree, null, 2)}\n` },
    'another agent merges',
  );
}

/**
 * An eval command that runs `once` before its first evaluation only, and appends each evaluated tree's
 * file list to a log, so a test can count the evaluations and see what each one ran on.
 */
function evalCommand(once: string): { command: string; runs: () => string[] } {
  const flag = join(repo.root, 'moved');
  const log = join(repo.root, 'evaluations');
  const script = join(repo.root, 'move.sh');
  writeFileSync(
    script,
    `[ -f ${flag} ] || { touch ${flag}; ${once}; }\nls "$1" | tr '\\n' ' ' >> ${log}; echo >> ${log}\n`,
  );
  return {
    command: `sh ${script} {cwd} && ${EVAL_CMD}`,
    runs: () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []),
  };
}

describe('no remote: the local trunk moves during the evaluation', () => {
  beforeEach(async () => {
    repo = await createGateRepo({
      score: 5,
      session: { tracked: true, meta: { test_trunk_score: 5 }, nodes: [{ id: '1', code_ref: 'arbor/n1' }] },
    });
    repo.git(['remote', 'remove', 'origin']);
  });

  it('re-judges on the moved trunk: the merge with it is evaluated again and lands on top of it', async () => {
    const source = repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const other = trunkCommitRecording(6);
    const { command, runs } = evalCommand(`git -C ${repo.work} update-ref refs/heads/${TRUNK} ${other}`);
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1', evalCmdTest: command }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('merged');
    const trunk = repo.sha(TRUNK);
    expect(trunk).toBe(verdict.merge_commit);
    expect(repo.git(['rev-list', '--parents', '-n', '1', trunk]).split(' ')).toEqual([trunk, other, source]);
    expect(runs()).toHaveLength(2);
    expect(runs()[0]).not.toContain('other.txt');
    expect(runs()[1]).toContain('other.txt');
    expect(verdict.target.sha_before).toBe(other);
    expect(JSON.parse(repo.git(['show', `${TRUNK}:${TREE_PATH}`])).meta.test_trunk_score).toBe(7);
  });

  it('is superseded when the moved trunk records a better score; trunk keeps the other merge', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const other = trunkCommitRecording(8);
    const { command, runs } = evalCommand(`git -C ${repo.work} update-ref refs/heads/${TRUNK} ${other}`);
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1', evalCmdTest: command }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdictExitCode(verdict)).toBe(1);
    expect(verdict.reasons.map((r) => r.code)).toEqual(['superseded']);
    expect(verdict.merge_commit).toBeNull();
    expect(repo.sha(TRUNK)).toBe(other);
    expect(runs()).toHaveLength(2);
  });

  it('--no-push with a remote behaves the same: merged only when the local trunk holds the merge', async () => {
    repo.git(['remote', 'add', 'origin', repo.remote]);
    const source = repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const other = trunkCommitRecording(6);
    const { command } = evalCommand(`git -C ${repo.work} update-ref refs/heads/${TRUNK} ${other}`);
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1', evalCmdTest: command, push: false }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('merged');
    expect(git(repo.work, ['merge-base', '--is-ancestor', verdict.merge_commit as string, TRUNK])).toBe('');
    expect(repo.git(['rev-list', '--parents', '-n', '1', TRUNK]).split(' ').slice(1)).toEqual([
      other,
      source,
    ]);
  });
});

describe('--max-rejudge', () => {
  beforeEach(async () => {
    repo = await createGateRepo({
      score: 5,
      session: { tracked: true, meta: { test_trunk_score: 5 }, nodes: [{ id: '1', code_ref: 'arbor/n1' }] },
    });
  });

  /** An eval command that moves the remote trunk on every evaluation (another agent keeps merging). */
  function alwaysMoving(): { command: string; count: () => number } {
    const other = repo.clone();
    const counter = join(repo.root, 'count');
    const script = join(repo.root, 'always.sh');
    writeFileSync(
      script,
      [
        `echo x >> ${counter}`,
        `cd ${other} && git fetch -q origin`,
        `c=$(git -c user.name=o -c user.email=o@example.com commit-tree origin/${TRUNK}^{tree} -p origin/${TRUNK} -m move)`,
        `git push -q origin $c:refs/heads/${TRUNK}`,
        '',
      ].join('\n'),
    );
    return {
      command: `sh ${script} && ${EVAL_CMD}`,
      count: () => readFileSync(counter, 'utf8').trim().split('\n').length,
    };
  }

  it.each([
    ['0', 1],
    ['2', 3],
  ])(
    'with --max-rejudge %s, a trunk that keeps moving is superseded after %i evaluation(s)',
    async (max, evaluations) => {
      repo.commit('arbor/n1', { 'solution.txt': '7\n' });
      const { command, count } = alwaysMoving();
      const verdict = await runGate(
        repo.input('merge', { source: 'arbor/n1', evalCmdTest: command, maxRejudge: max }),
        repo.deps(),
      );
      expect(verdict.decision).toBe('rejected');
      expect(verdict.reasons.map((r) => r.code)).toEqual(['superseded']);
      expect(verdict.reasons[0]?.message).toContain(`--max-rejudge ${max}`);
      expect(count()).toBe(evaluations);
      expect(git(repo.remote, ['log', '--format=%s', TRUNK])).not.toContain('arbor-gate');
      expect(repo.leftovers().worktrees).toBe(1);
    },
  );

  it('--max-rejudge must be an integer >= 0', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    await expect(
      runGate(repo.input('merge', { source: 'arbor/n1', maxRejudge: '-1' }), repo.deps()),
    ).rejects.toThrow(/--max-rejudge: expected an integer >= 0/);
  });
});

describe('after trunk moved, the verdict stands', () => {
  it('a local tree and a report that cannot be written after the push are warnings beside merged (exit 0), on the log too', async () => {
    repo = await createGateRepo({
      score: 5,
      session: { tracked: false, meta: { test_trunk_score: 5 }, nodes: [{ id: '1', code_ref: 'arbor/n1' }] },
    });
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const treeFile = join(repo.work, TREE_PATH);
    const reportFile = join(repo.root, 'REPORT.md'); // the report path repo.input names
    // While the evaluation runs, the session's tree is garbled (a crashed writer, a full disk) and a
    // folder takes REPORT.md's place.
    const deps = repo.deps();
    const verdict = await runGate(
      repo.input('merge', {
        source: 'arbor/n1',
        evalCmdTest: `printf '{"nodes": ' > ${treeFile}; mkdir ${reportFile}; ${EVAL_CMD}`,
      }),
      deps,
    );
    expect(verdict.decision).toBe('merged');
    expect(verdictExitCode(verdict)).toBe(0);
    expect(repo.remoteSha(TRUNK)).toBe(verdict.merge_commit);
    // the tree, and REPORT.md
    const warnings = warningsBesideIsolation(verdict);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/recording the merge in .*idea_tree\.json failed/);
    expect(warnings[1]).toMatch(/^REPORT\.md was not written/);
    expect(deps.lines.some((line) => line.startsWith('warning: recording the merge'))).toBe(true);
  });
});
