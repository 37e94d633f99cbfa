/**
 * Adversarial suite, issue 37 (items 4, 12, 14, 15): what an agent with a shell in the checkout (or push
 * rights on the remote) can move, plant or read around the gate, each attack made for real through the
 * compiled CLI on a real repository with a bare remote. The branch scores 4 against a trunk of 5 on
 * the honest evaluator, so any `merged` verdict is the attack winning.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseNote, noteText } from '../../src/ledger/line.js';
import { signLine } from '../../src/ledger/mac.js';
import { compileSource, PROJECT_ROOT, type CompiledSource } from '../helpers/adversarial-build.js';
import { gateArgs, startCli } from '../helpers/gate-cli.js';
import { createGateRepo, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

const isRoot = process.geteuid?.() === 0;
const describeAsRoot = isRoot ? describe : describe.skip;

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

describeAsRoot('a ledger key planted by another account (item 14)', () => {
  let repo: GateRepo;
  const LEDGER = 'refs/notes/arbor-gate';
  // Whoever can write the git folder (here uid 65534) plants a key it knows, 0600 as the gate asks.
  const PLANTED = 'f'.repeat(64);
  beforeAll(async () => {
    repo = await createGateRepo({ score: 5 });
    repo.commit('arbor/n1-worse', { 'solution.txt': '4\n' });
  });
  afterAll(() => repo?.cleanup());

  test('a forged line signed with the planted key is never reused: the key is refused with one line', async () => {
    // An honest verify leaves a genuine line (score 4) on the candidate's key tree.
    expect((await gate(repo, 'verify', 'arbor/n1-worse')).verdict?.score).toBe(4);
    const [keyTree] = repo
      .git(['notes', `--ref=${LEDGER}`, 'list'])
      .split('\n')
      .map((l) => l.split(' ')[1]);
    const note = repo.git(['notes', `--ref=${LEDGER}`, 'show', keyTree as string]);
    const forged = parseNote(note).lines.map((line) => signLine({ ...line, score: 99 }, PLANTED));
    repo.git(['notes', `--ref=${LEDGER}`, 'add', '-f', '-m', noteText(forged), keyTree as string]);
    const keyFile = join(repo.git(['rev-parse', '--git-common-dir']), 'arbor-gate', 'ledger-key');
    writeFileSync(join(repo.work, keyFile), PLANTED, { mode: 0o600 });
    chownSync(join(repo.work, keyFile), 65534, 65534);

    const { code, verdict, stderr } = await gate(repo, 'merge', 'arbor/n1-worse');
    expect(verdict?.decision).not.toBe('merged');
    expect(code).toBe(3);
    expect(stderr).toMatch(
      /ledger-key: the ledger key is owned by uid 65534, not by this gate's account \(uid 0\)/,
    );
    expect(repo.remoteSha(TRUNK)).toBe(repo.sha('main'));
  });
});

describeAsRoot("a gate that runs as the agent's own account (item 11)", () => {
  let repo: GateRepo;
  beforeAll(async () => {
    repo = await createGateRepo({ score: 5 });
    repo.commit('arbor/n1-worse', { 'solution.txt': '4\n' });
  });
  afterAll(() => repo?.cleanup());

  test('every verdict says that an agent with a shell as that account can read the key and sign lines', async () => {
    chmodSync(repo.root, 0o755);
    const nobodyGid = execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).trim();
    const prefix = ['setpriv', '--reuid=nobody', `--regid=${nobodyGid}`, '--clear-groups', '--'];
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/nonexistent' };
    const args = gateArgs(repo, 'verify', 'arbor/n1-worse', ['--eval-isolation', 'none', '--json']);
    execFileSync('chown', ['-R', 'nobody', repo.work, repo.remote]);
    let run;
    try {
      run = await startCli(build, args, { cwd: repo.work, env, prefix }).exited;
    } finally {
      execFileSync('chown', ['-R', 'root', repo.work, repo.remote]);
    }
    const verdict = JSON.parse(run.stdout) as CliVerdict;
    expect(verdict.score).toBe(4);
    expect(verdict.warnings.join('\n')).toMatch(
      /the ledger key is this gate's account's \(uid 65534\): an agent in its shell can sign ledger lines/,
    );
  });
});

describeAsRoot('queue slots as isolated as single runs (items 5, 6)', () => {
  let repo: GateRepo;
  /** Labels the user keeps in the checkout (untracked), open to every account as a workspace is. */
  let labels: string;
  beforeAll(async () => {
    // Outside /tmp (an isolated run gets a /tmp of its own), where a runner's workspace is.
    repo = await createGateRepo({ score: 5, parent: join(PROJECT_ROOT, 'build') });
    chmodSync(repo.root, 0o755);
    labels = join(repo.work, 'labels.txt');
    writeFileSync(labels, 'held-out\n', { mode: 0o644 });
    // It prints its own score (a slot whose view is another account's could not write solution.txt).
    const reader = `[ -r ${labels} ] && { echo '{"score": 9}'; exit 0; }; exit 1`;
    repo.commit('arbor/a-reads', { 'attack.sh': reader, 'solution.txt': '4\n' }, { push: true });
    repo.commit('arbor/b-reads', { 'attack.sh': reader, 'solution.txt': '3\n' }, { push: true });
  });
  afterAll(() => repo?.cleanup());

  async function queue(sources: string[], evalCmd: string) {
    const args = [
      'queue',
      '--cwd',
      repo.work,
      ...sources.flatMap((source) => ['--source', source]),
      '--parallel',
      '2',
      '--trunk-branch',
      TRUNK,
      '--eval-cmd-test',
      evalCmd,
      '--test-baseline-score',
      '5',
      '--eval-retries',
      '0',
      '--eval-user',
      'arbor-eval-reach',
      '--protected',
      'eval.sh',
      '--json',
    ];
    const { code, stdout, stderr } = await startCli(build, args, { cwd: repo.work }).exited;
    const out = stdout === '' ? null : (JSON.parse(stdout) as { verdicts: CliVerdict[] });
    return { code, stderr, verdicts: out?.verdicts ?? [] };
  }

  test("a slot's evaluation cannot read the user's checkout", async () => {
    const { code, stderr, verdicts } = await queue(
      ['arbor/a-reads', 'arbor/b-reads'],
      'sh {cwd}/attack.sh || sh {cwd}/eval.sh',
    );
    expect({ code, stderr: code === 1 ? '' : stderr }).toEqual({ code: 1, stderr: '' });
    expect(verdicts.map((v) => [v.decision, v.score])).toEqual([
      ['rejected', 4],
      ['rejected', 3],
    ]);
  });

  test('a slot writes its own tree (its view is laid out for its own account)', async () => {
    repo.commit('arbor/c-writes', { 'solution.txt': '4\n' }, { push: true });
    repo.commit('arbor/d-writes', { 'other.txt': 'x\n' }, { push: true });
    const { verdicts } = await queue(
      ['arbor/c-writes', 'arbor/d-writes'],
      'echo 7 > solution.txt; sh {cwd}/eval.sh',
    );
    expect(verdicts.map((v) => v.score)).toEqual([7, 7]);
  });
});
