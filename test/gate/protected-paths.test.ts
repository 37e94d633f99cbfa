/**
 * Protected paths on real repositories: every evasion is rejected before the evaluation runs (proved
 * by a marker file the evaluation command would create), and run-time tampering is caught.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import {
  createGateRepo,
  EVAL_CMD,
  EVAL_SH,
  TRUNK,
  type FileChanges,
  type GateRepo,
} from '../helpers/gate-repo.js';

let repo: GateRepo;
let marker: string;

beforeAll(async () => {
  repo = await createGateRepo({
    score: 5,
    files: { 'data/test.csv': 'id,y\n1,0\n', 'helper.csv': 'a\n', 'notes.txt': 'n\n' },
  });
  marker = join(repo.root, 'eval-ran');
});
afterAll(() => repo.cleanup());
beforeEach(() => rmSync(marker, { force: true }));

async function judge(branch: string, changes: FileChanges) {
  repo.commit(branch, { 'solution.txt': '9\n', ...changes });
  const input = repo.input('verify', {
    source: branch,
    testTrunkScore: '5',
    protectedPaths: ['eval.sh', 'data/**'],
    evalCmdTest: `touch ${marker}; ${EVAL_CMD}`,
  });
  const verdict = await runGate(input, repo.deps());
  const ran = existsSync(marker);
  return { verdict, ran, codes: verdict.reasons.map((r) => r.code) };
}

describe('protected paths are rejected before anything runs', () => {
  it.each<[string, FileChanges, string, string]>([
    [
      'edit of the evaluator',
      { 'eval.sh': { executable: 'echo \'{"score": 100}\'\n' } },
      'protected_path',
      'eval.sh',
    ],
    ['delete of the evaluator', { 'eval.sh': null }, 'protected_path', 'eval.sh'],
    ['mode-only change', { 'eval.sh': EVAL_SH }, 'protected_path', 'eval.sh'],
    [
      'rename away from a protected path',
      { 'data/test.csv': null, 'moved.csv': 'id,y\n1,0\n' },
      'protected_path',
      'data/test.csv',
    ],
    [
      'rename onto a protected path',
      { 'helper.csv': null, 'data/helper.csv': 'a\n' },
      'protected_path',
      'data/helper.csv',
    ],
    ['different letter case', { 'DATA/extra.csv': 'x\n' }, 'protected_path', 'DATA/extra.csv'],
    [
      'CI config in a different case',
      { '.GitHub/workflows/x.yml': 'on: push\n' },
      'protected_path',
      '.GitHub/workflows/x.yml',
    ],
    [
      'arbor state',
      { '.arbor/sessions/x/.coordinator/idea_tree.json': '{}' },
      'protected_path',
      '.arbor/sessions/x/.coordinator/idea_tree.json',
    ],
    ['symlink to a protected file', { link: { symlink: 'eval.sh' } }, 'protected_symlink', 'link'],
    ['symlink to a protected folder', { 'sub/d': { symlink: '../data' } }, 'protected_symlink', 'sub/d'],
    [
      'symlink out of the repository',
      { out: { symlink: '../../../etc/passwd' } },
      'protected_symlink',
      'out',
    ],
    ['absolute symlink', { abs: { symlink: '/etc/passwd' } }, 'protected_symlink', 'abs'],
    ['symlink into .git', { g: { symlink: '.git/config' } }, 'protected_symlink', 'g'],
    ['submodule pointer', { 'vendor/lib': { submodule: 'a'.repeat(40) } }, 'protected_path', 'vendor/lib'],
  ])('%s', async (label, changes, code, path) => {
    const { verdict, ran, codes } = await judge(`arbor/${label.replace(/[^a-z]+/gi, '-')}`, changes);
    expect(verdict.decision).toBe('rejected');
    expect(codes).toContain(code);
    expect(verdict.protected_violations).toContain(path);
    expect(verdict.attempts).toEqual([]);
    expect(ran).toBe(false);
  });

  it('a plain change and a harmless symlink pass (and the evaluation does run)', async () => {
    const { verdict, ran } = await judge('arbor/ok', {
      'notes-link': { symlink: 'notes.txt' },
      'notes.txt': 'more\n',
    });
    expect(verdict.reasons).toEqual([]);
    expect(verdict.decision).toBe('would_merge');
    expect(verdict.changed_paths).toBe(3);
    expect(ran).toBe(true);
  });
});

describe('run-time tampering and outputs', () => {
  it('a solution that rewrites the evaluator while it runs is protected_tamper', async () => {
    repo.commit('arbor/tamper', {
      'solution.txt': '9\n',
      'solve.sh': 'echo "echo \'{\\"score\\": 99}\'" > "$1/eval.sh"\n',
    });
    const input = repo.input('merge', {
      source: 'arbor/tamper',
      testTrunkScore: '5',
      evalCmdTest: `sh {cwd}/solve.sh {cwd}; ${EVAL_CMD}`,
    });
    const trunk = repo.sha(TRUNK);
    const verdict = await runGate(input, repo.deps());
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons.map((r) => r.code)).toEqual(['protected_tamper']);
    expect(verdict.protected_violations).toEqual(['eval.sh']);
    expect(repo.sha(TRUNK)).toBe(trunk);
  });

  it('a solution that plants git config (core.fsmonitor) is protected_tamper; the config is restored before git runs again', async () => {
    const planted = join(repo.root, 'fsmonitor-ran');
    const config = readFileSync(join(repo.work, '.git/config'), 'utf8');
    repo.commit('arbor/plant', {
      'solution.txt': '9\n',
      'solve.sh': `git config core.fsmonitor "touch ${planted}; false"\n`,
    });
    const input = repo.input('merge', {
      source: 'arbor/plant',
      testTrunkScore: '5',
      evalCmdTest: `cd {cwd} && sh solve.sh; ${EVAL_CMD}`,
    });
    const verdict = await runGate(input, repo.deps());
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons.map((r) => r.code)).toEqual(['protected_tamper']);
    expect(verdict.protected_violations).toEqual(['.git/config']);
    repo.git(['status', '--porcelain']);
    expect(existsSync(planted)).toBe(false);
    expect(readFileSync(join(repo.work, '.git/config'), 'utf8')).toBe(config);
  });

  it('a required output that is not committed is missing_output, without running', async () => {
    const { verdict, ran } = await (async () => {
      repo.commit('arbor/no-model', { 'solution.txt': '9\n' });
      const v = await runGate(
        repo.input('verify', {
          source: 'arbor/no-model',
          testTrunkScore: '5',
          requiredOutputs: ['model.bin', 'notes.txt'],
          evalCmdTest: `touch ${marker}; ${EVAL_CMD}`,
        }),
        repo.deps(),
      );
      return { verdict: v, ran: existsSync(marker) };
    })();
    expect(verdict.decision).toBe('rejected');
    expect(verdict.missing_outputs).toEqual(['model.bin']);
    expect(verdict.reasons.map((r) => r.code)).toEqual(['missing_output']);
    expect(ran).toBe(false);
  });

  it("a CSV submission must have the sample's header and row count (sample read from trunk)", async () => {
    repo.commit(TRUNK, { 'sample.csv': 'id,y\n1,0\n2,0\n3,0\n' }, { push: true });
    const run = (branch: string) =>
      runGate(
        repo.input('verify', {
          source: branch,
          testTrunkScore: '5',
          submissionPath: 'submission.csv',
          sampleSubmissionPath: 'sample.csv',
        }),
        repo.deps(),
      );
    repo.commit('arbor/short', { 'solution.txt': '9\n', 'submission.csv': 'id,y\n1,0.5\n2,0.5\n' });
    const short = await run('arbor/short');
    expect(short.reasons.map((r) => r.code)).toEqual(['submission_format']);
    expect(short.reasons[0]?.message).toContain('2 data rows');
    // the branch cannot make its own sample agree: trunk's sample is the one read
    repo.commit('arbor/own-sample', {
      'solution.txt': '9\n',
      'submission.csv': 'id,y\n1,0.5\n',
      'sample.csv': 'id,y\n1,0\n',
    });
    expect((await run('arbor/own-sample')).reasons.map((r) => r.code)).toContain('submission_format');
    repo.commit('arbor/good', { 'solution.txt': '9\n', 'submission.csv': 'id,y\n1,"a\nb"\n2,0.5\n3,0.5\n' });
    expect((await run('arbor/good')).decision).toBe('would_merge');
    repo.commit('arbor/none', { 'solution.txt': '9\n' });
    const none = await run('arbor/none');
    expect(none.missing_outputs).toEqual(['submission.csv']);
  });
});
