/**
 * The score ledger through the gate, on real repositories with a bare remote: reuse and --fresh, no
 * reuse across evaluator ids or of a forged line, a note written by the evaluation is tampering and is
 * discarded, a verify whose ledger push keeps being refused keeps its line for the next push, `ledger:
 * off` writes nothing, and `ledger verify` finds a rewritten, removed or forged line
 * and a wrong digest.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { GitAdapter } from '../../src/git/adapter.js';
import { allLines, gatherLedgerFacts } from '../../src/ledger/history.js';
import { keyFromFile } from '../../src/ledger/store.js';
import { verifyLedger } from '../../src/ledger/verify.js';
import { createGateRepo, EVAL_CMD, TRUNK, type GateRepo } from '../helpers/gate-repo.js';
import { seedsOf } from '../helpers/seeds.js';

const REF = 'refs/notes/arbor-gate';
let repo: GateRepo;
let counter: string;
let command: string;

beforeEach(async () => {
  repo = await createGateRepo({ score: 5 });
  counter = join(repo.root, 'evaluations');
  command = `echo run >> ${counter} && ${EVAL_CMD}`;
});
afterEach(() => repo.cleanup());

const evaluations = () => (existsSync(counter) ? readFileSync(counter, 'utf8').trim().split('\n').length : 0);
const on = { ledger: true, testTrunkScore: '5' } as const;

function gate(mode: 'merge' | 'verify', extra: Record<string, unknown> = {}) {
  return runGate(
    repo.input(mode, { source: 'arbor/n1', evalCmdTest: command, ...on, ...extra }),
    repo.deps(),
  );
}

async function check() {
  const git = new GitAdapter(repo.work);
  const facts = await gatherLedgerFacts(git, REF, { branch: TRUNK, sha: repo.sha(TRUNK) }, { history: true });
  return verifyLedger(facts, await keyFromFile(await git.commonDir()));
}

/** The note on the only annotated tree, and that tree. */
function onlyNote(): { object: string; text: string } {
  const [line] = repo.git(['notes', `--ref=${REF}`, 'list']).split('\n');
  const object = (line ?? '').split(' ')[1] ?? '';
  return { object, text: repo.git(['notes', `--ref=${REF}`, 'show', object]) };
}

describe('reuse', () => {
  it('verify then merge evaluates once; the merge names the reused line and pushes the notes with trunk', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const verified = await gate('verify');
    expect(verified.decision).toBe('would_merge');
    expect(verified.reused ?? []).toEqual([]);
    const merged = await gate('merge');
    expect(merged.decision).toBe('merged');
    expect(evaluations()).toBe(1);
    expect(merged.reused).toHaveLength(1);
    expect(merged.reused?.[0]?.score).toBe(7);
    const message = repo.git(['log', '-1', '--format=%B', TRUNK]);
    expect(message).toMatch(/^Arbor-Ledger: sha256:[0-9a-f]{64}$/m);
    expect(repo.git(['--git-dir', repo.remote, 'rev-parse', REF])).toBe(repo.git(['rev-parse', REF]));
    expect((await check()).holds).toBe(true);
  });

  it('paired: verify then merge evaluates each side on each seed once; the merge reuses both sides and names the candidate runs', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const paired = { judge: 'paired', minRepeats: '2', maxRepeats: '2' };
    const verified = await gate('verify', paired);
    expect(verified.decision).toBe('would_merge');
    expect(evaluations()).toBe(4);
    const merged = await gate('merge', paired);
    expect(merged.decision).toBe('merged');
    // Trunk and the candidate on seeds 1 and 2: all four found in the ledger, none run again.
    expect(evaluations()).toBe(4);
    expect(merged.attempts).toEqual([]);
    const [a, b] = await seedsOf(repo, 'arbor/n1', 2);
    const bySeed = (x: [number | null, number], y: [number | null, number]) =>
      (x[0] ?? 0) - (y[0] ?? 0) || x[1] - y[1];
    expect((merged.reused ?? []).map((r): [number | null, number] => [r.seed, r.score]).sort(bySeed)).toEqual(
      (
        [
          [a, 5],
          [a, 7],
          [b, 5],
          [b, 7],
        ] as Array<[number, number]>
      ).sort(bySeed),
    );
    // The trailer names the candidate's two runs, whose mean is the recorded score.
    const message = repo.git(['log', '-1', '--format=%B', TRUNK]);
    expect(message).toMatch(/^Arbor-Ledger-Lines: \S+ \S+$/m);
    expect(message).toMatch(/^Arbor-Score: 7$/m);
    expect((await check()).holds).toBe(true);
  });

  it('--fresh runs again; a different evaluator-version is not reused', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    await gate('verify');
    await gate('verify', { fresh: true });
    expect(evaluations()).toBe(2);
    const other = await gate('verify', { evaluatorVersion: 'gpu-2' });
    expect(other.reused ?? []).toEqual([]);
    expect(evaluations()).toBe(3);
    await gate('verify');
    expect(evaluations()).toBe(3);
  });

  it('warns that the evaluator is noisy when two runs of one tree differ by more than the claimed gain', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    // The n-th run scores 10 - 3n: 7, then 4 (trunk's reference is 5).
    const noisy = `echo run >> ${counter} && n=$(wc -l < ${counter}) && echo "{\\"score\\": $((10 - 3 * n))}"`;
    const first = await gate('verify', { evalCmdTest: noisy });
    expect(first.score).toBe(7);
    expect(first.warnings.join('\n')).not.toMatch(/noisy/);
    // --fresh adds a run: runs of one tree 7 and 4 (a range of 3), judged on their mean 5.5, a claimed
    // gain of 0.5: noise, not a gain.
    const second = await gate('verify', { evalCmdTest: noisy, fresh: true });
    expect(second.score).toBe(5.5);
    const warning = second.warnings.find((w) => /noisy/.test(w));
    expect(warning).toMatch(/2 runs of the candidate whose scores differ by 3\.00.*--judge paired/);
  }, 180_000);

  it('a line without a MAC, or with a wrong one, is never reused', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    await gate('verify', { ledger: false });
    const tree = repo.git(['rev-parse', 'arbor/n1^{tree}']);
    // The agent's forgery: a line claiming a high score for the candidate's merge tree.
    const verdict0 = await gate('verify', { ledger: false });
    const evaluated = verdict0.evaluated?.tree ?? tree;
    const key = repo.git(['ls-tree', evaluated]).includes('.arbor') ? tree : evaluated;
    const forged = (mac: string | null) =>
      JSON.stringify({
        v: 1,
        run_id: `forged-${mac}`,
        seq: 0,
        tree: key,
        evaluated_tree: key,
        commit: repo.sha('arbor/n1'),
        evaluator: 'x',
        seed: null,
        score: 99,
        failure: null,
        exit_code: 0,
        duration_s: 1,
        node_id: null,
        gate_version: 'x',
        time: '2999-01-01T00:00:00.000Z',
        run_url: null,
        mac,
      });
    const before = evaluations();
    // The evaluator id of this run's settings, as a real line of it carries.
    await gate('verify');
    const real = JSON.parse(onlyNote().text.split('\n')[0] ?? '{}') as { evaluator: string };
    for (const mac of [null, 'ab'.repeat(32)]) {
      const line = JSON.parse(forged(mac)) as Record<string, unknown>;
      line.evaluator = real.evaluator;
      repo.git(['notes', `--ref=${REF}`, 'append', '-m', JSON.stringify(line), key]);
    }
    const next = await gate('verify');
    expect(next.score).toBe(7);
    expect(evaluations()).toBe(before + 1);
    expect((await check()).unverified).toBe(2);
  });
});

describe('tampering and off', () => {
  it('an unisolated evaluation that writes a note is protected_tamper, and its note is discarded', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const plant = `git -C ${repo.work} notes --ref=${REF} add -f -m '{"planted":1}' HEAD`;
    const verdict = await gate('verify', { evalCmdTest: `${plant} && ${command}` });
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons.map((r) => r.code)).toContain('protected_tamper');
    expect(() => repo.git(['rev-parse', '--verify', '--quiet', REF])).toThrow();
  });

  it('a verify whose ledger push the remote keeps refusing stands, warns, keeps its line, and the next push takes it', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const frozen = join(repo.root, 'notes-frozen');
    writeFileSync(frozen, '');
    const hook = join(repo.remote, 'hooks', 'pre-receive');
    writeFileSync(
      hook,
      `#!/bin/sh\nwhile read old new ref; do case "$ref" in refs/notes/*) [ -e ${frozen} ] && exit 1;; esac; done\nexit 0\n`,
      { mode: 0o755 },
    );
    const remoteLines = async () => {
      const remote = new GitAdapter(repo.remote);
      return (await allLines(remote, await remote.refCommit(REF))).lines.length;
    };
    const refused = await runGate(
      repo.input('verify', { source: 'arbor/n1', evalCmdTest: command, ...on, ledgerPush: true }),
      repo.deps({ ledgerPushWithinMs: 2_000 }),
    );
    expect(refused.decision).toBe('would_merge');
    expect(refused.warnings.join('\n')).toMatch(
      /1 ledger line\(s\) written to .* locally only: .*could not be pushed/,
    );
    expect(await remoteLines()).toBe(0);
    expect(repo.git(['notes', `--ref=${REF}`, 'list'])).not.toBe('');
    rmSync(frozen);
    await gate('verify', { ledgerPush: true, fresh: true });
    expect(await remoteLines()).toBe(2);
  });

  it('ledger: off writes nothing and reads nothing', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    await gate('verify', { ledger: false });
    await gate('merge', { ledger: false });
    expect(evaluations()).toBe(2);
    expect(repo.git(['for-each-ref', 'refs/notes/'])).toBe('');
    expect(repo.git(['--git-dir', repo.remote, 'for-each-ref', 'refs/notes/'])).toBe('');
    expect((await check()).merges[0]?.status).toBe('unledgered');
  });
});

describe('ledger verify', () => {
  beforeEach(async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    expect((await gate('merge')).decision).toBe('merged');
  });

  const rewriteNote = (edit: (text: string) => string) => {
    const { object, text } = onlyNote();
    const file = join(repo.root, 'note');
    writeFileSync(file, edit(text));
    repo.git(['notes', `--ref=${REF}`, 'add', '-f', '-F', file, object]);
  };

  it('a rewritten line fails its merge and the history', async () => {
    rewriteNote((text) => text.replace('"score":7', '"score":8'));
    const result = await check();
    expect(result.holds).toBe(false);
    expect(result.merges[0]?.problems.join()).toMatch(/does not verify/);
    expect(result.history.join()).toMatch(/removed or rewrote/);
  });

  it('a removed line fails', async () => {
    rewriteNote(() => '');
    const result = await check();
    expect(result.holds).toBe(false);
    expect(result.merges[0]?.problems.join()).toMatch(/not in the ledger/);
  });

  it('a forged line (wrong MAC) is counted unverified and decides nothing', async () => {
    rewriteNote((text) => text.replace(/"mac":"[0-9a-f]+"/, `"mac":"${'cd'.repeat(32)}"`));
    const result = await check();
    expect(result.holds).toBe(false);
    expect(result.unverified).toBe(1);
  });

  it('a merge with a wrong digest fails', async () => {
    const head = repo.sha(TRUNK);
    const message = repo
      .git(['log', '-1', '--format=%B', head])
      .replace(/sha256:[0-9a-f]{64}/, `sha256:${'0'.repeat(64)}`);
    const tree = repo.git(['rev-parse', `${head}^{tree}`]);
    const parents = repo.git(['rev-list', '--parents', '-n', '1', head]).split(' ').slice(1);
    const forged = repo.git(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-m', message]);
    repo.git(['update-ref', `refs/heads/${TRUNK}`, forged]);
    const result = await check();
    expect(result.holds).toBe(false);
    expect(result.merges[0]?.problems.join()).toMatch(/digest/);
  });
});
