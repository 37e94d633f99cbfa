/**
 * Adversarial suite, issue 37 (items 4, 12, 14, 15): what an agent with a shell in the checkout (or push
 * rights on the remote) can move, plant or read around the gate, each attack made for real through the
 * compiled CLI on a real repository with a bare remote. The branch scores 4 against a trunk of 5 on
 * the honest evaluator, so any `merged` verdict is the attack winning.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { gateArgs, startCli } from '../helpers/gate-cli.js';
import { createGateRepo, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

/** An evaluator that scores every tree 99. */
const FORGED_EVAL = '#!/bin/sh\necho "{\\"score\\": 99}"\n';

interface CliVerdict {
  decision: string;
  score: number | null;
  warnings: string[];
  reasons: Array<{ code: string; message: string }>;
}

let build: CompiledSource;
beforeAll(() => {
  build = compileSource();
}, 180_000);
afterAll(() => build?.remove());

async function gate(repo: GateRepo, mode: 'merge' | 'verify', source: string, extra: string[] = []) {
  const args = gateArgs(repo, mode, source, ['--protected', 'eval.sh', '--json', ...extra]);
  const { code, stdout, stderr } = await startCli(build, args, { cwd: repo.work }).exited;
  return { code, stderr, verdict: (stdout === '' ? null : JSON.parse(stdout)) as CliVerdict | null };
}

describe('a local trunk moved by the agent (item 4)', () => {
  let repo: GateRepo;
  let remoteTrunk: string;
  let forged: string;
  beforeAll(async () => {
    repo = await createGateRepo({ score: 5 });
    remoteTrunk = repo.sha(TRUNK);
    repo.commit('arbor/n1-worse', { 'solution.txt': '4\n' });
    // The agent moves the local trunk one commit ahead of the remote, with a rewritten evaluator.
    forged = repo.commit(TRUNK, { 'eval.sh': { executable: FORGED_EVAL } }, { message: 'tidy eval' });
    repo.commit('arbor/n2-on-forged', { 'solution.txt': '4\n' }, { from: TRUNK });
  });
  afterAll(() => repo?.cleanup());

  test('a branch on the remote trunk is judged by the remote trunk evaluator, and nothing forged lands', async () => {
    const { code, verdict } = await gate(repo, 'merge', 'arbor/n1-worse');
    expect(verdict?.decision).toBe('rejected');
    expect(verdict?.score).toBe(4);
    expect(code).toBe(1);
    expect(verdict?.warnings.join('\n')).toMatch(/local arbor\/trunk .* has commits that are not on origin/);
    expect(repo.remoteSha(TRUNK)).toBe(remoteTrunk);
    expect(repo.sha(TRUNK)).toBe(forged);
  });

  test('a branch built on the forged trunk brings the evaluator change in the protected-path diff', async () => {
    const { verdict } = await gate(repo, 'merge', 'arbor/n2-on-forged');
    expect(verdict?.decision).toBe('rejected');
    expect(verdict?.reasons.map((r) => r.code)).toContain('protected_path');
    expect(repo.remoteSha(TRUNK)).toBe(remoteTrunk);
  });

  test('verify judges the remote trunk too', async () => {
    const { verdict } = await gate(repo, 'verify', 'arbor/n1-worse');
    expect(verdict?.score).toBe(4);
    expect(verdict?.decision).toBe('rejected');
  });
});

describe('a ledger ref pointed at a blob by anyone who can push (item 12)', () => {
  let repo: GateRepo;
  const LEDGER = 'refs/notes/arbor-gate';
  const remoteType = () => repo.git(['cat-file', '-t', LEDGER], repo.remote);
  beforeAll(async () => {
    repo = await createGateRepo({ score: 5 });
    repo.commit('arbor/n1-better', { 'solution.txt': '7\n' });
    const blob = repo.git(['hash-object', '-w', '--stdin'], repo.work);
    repo.git(['push', '-q', 'origin', `${blob}:${LEDGER}`]);
  });
  afterAll(() => repo?.cleanup());

  test('the merge lands with a warning, and its push replaces the ref with a notes commit', async () => {
    expect(remoteType()).toBe('blob');
    const { code, verdict, stderr } = await gate(repo, 'merge', 'arbor/n1-better');
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
    expect(verdict?.decision).toBe('merged');
    expect(verdict?.warnings.join('\n')).toMatch(
      /origin's ledger ref refs\/notes\/arbor-gate points at a blob/,
    );
    expect(repo.remoteSha(TRUNK)).toBe(repo.sha(TRUNK));
    expect(remoteType()).toBe('commit');
  });

  test('the next merge reads the repaired ledger without a warning', async () => {
    repo.commit('arbor/n2-better', { 'solution.txt': '8\n' }, { from: TRUNK });
    const { verdict } = await gate(repo, 'merge', 'arbor/n2-better', ['--test-trunk-score', '7']);
    expect(verdict?.decision).toBe('merged');
    expect(verdict?.warnings.join('\n')).not.toMatch(/ledger ref/);
  });

  test('a local ref pointed at a blob is removed with a warning, and the merge still lands', async () => {
    repo.commit('arbor/n3-better', { 'solution.txt': '9\n' }, { from: TRUNK });
    const blob = repo.git(['hash-object', '-w', '--stdin'], repo.work);
    repo.git(['update-ref', LEDGER, blob]);
    const { verdict } = await gate(repo, 'merge', 'arbor/n3-better', ['--test-trunk-score', '8']);
    expect(verdict?.decision).toBe('merged');
    expect(verdict?.warnings.join('\n')).toMatch(
      /the local ledger ref refs\/notes\/arbor-gate pointed at a blob/,
    );
    expect(repo.git(['cat-file', '-t', LEDGER])).toBe('commit');
  });
});

describe.each(['auto', 'user', 'none'])(
  "the idea tree's record read by the evaluated code (item 15, isolation %s)",
  (isolation) => {
    let repo: GateRepo;
    // The record as trunk tracks it: the node is not merged yet, so the code behaves well.
    const RECORD = '.arbor/sessions/demo/.coordinator/idea_tree.json';
    // In `none` the code runs as the user, who can read the repository: only the worktree is masked.
    const READER =
      `[ -e ${RECORD} ] && echo 9 > solution.txt; ` +
      (isolation === 'none' ? '' : `git show HEAD:${RECORD} >/dev/null 2>&1 && echo 9 > solution.txt; `) +
      'true';
    beforeAll(async () => {
      repo = await createGateRepo({ score: 5, files: { [RECORD]: '{"nodes": {}}\n' } });
      repo.commit('arbor/reads-record', { 'attack.sh': READER, 'solution.txt': '4\n' });
    });
    afterAll(() => repo?.cleanup());

    test('the record is not in the evaluated worktree', async () => {
      const { verdict } = await gate(repo, 'verify', 'arbor/reads-record', [
        '--eval-isolation',
        isolation,
        '--eval-cmd-test',
        'sh {cwd}/attack.sh; sh {cwd}/eval.sh',
      ]);
      expect(verdict?.score).toBe(4);
    });
  },
);
