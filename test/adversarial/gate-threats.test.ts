/**
 * Adversarial suite, gate level (issue 5, threats 1, 3, 4, 5, 8): runGate on real repositories with a
 * bare remote, attacked by the branch under evaluation. "Not run" is proven by a marker file that the
 * evaluation command would create first; "nothing executed" by markers the attack tries to create.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { InfraError, UserError } from '../../src/errors.js';
import { runGate } from '../../src/run/gate.js';
import {
  createGateRepo,
  EVAL_CMD,
  EVAL_SH,
  sessionTree,
  TREE_PATH,
  TRUNK,
  type FileChanges,
  type GateRepo,
} from '../helpers/gate-repo.js';

let repo: GateRepo;
let ran: string;

beforeEach(async () => {
  repo = await createGateRepo({
    score: 5,
    files: { 'data/test.csv': 'id,y\n1,0\n', 'notes.txt': 'n\n', 'lib/util.sh': 'echo util\n' },
    session: {
      tracked: true,
      meta: { test_trunk_score: 5, protected_paths: ['data/**'] },
      nodes: [{ id: '1', code_ref: 'arbor/n1' }],
    },
  });
  ran = join(repo.root, 'eval-ran');
});
afterEach(() => repo.cleanup());

/** Verify `changes` on a fresh branch; the eval command first leaves a marker. */
async function judge(branch: string, changes: FileChanges, overrides: Parameters<GateRepo['input']>[1] = {}) {
  repo.commit(branch, { 'solution.txt': '9\n', ...changes });
  rmSync(ran, { force: true });
  const verdict = await runGate(
    repo.input('verify', { source: branch, evalCmdTest: `touch ${ran}; ${EVAL_CMD}`, ...overrides }),
    repo.deps(),
  );
  return { verdict, ran: existsSync(ran), codes: verdict.reasons.map((r) => r.code) };
}

describe('threat 3: evading protected paths (checked before anything runs)', () => {
  it.each<[string, FileChanges, string]>([
    ['edit', { 'eval.sh': { executable: 'echo \'{"score": 100}\'\n' } }, 'protected_path'],
    ['delete', { 'eval.sh': null }, 'protected_path'],
    ['rename away', { 'eval.sh': null, 'old-eval.sh': { executable: EVAL_SH } }, 'protected_path'],
    ['rename onto', { 'notes.txt': null, 'data/notes.txt': 'n\n' }, 'protected_path'],
    ['mode only', { 'eval.sh': EVAL_SH }, 'protected_path'],
    [
      'symlink swap (the evaluator replaced by a link to a branch file)',
      { 'eval.sh': { symlink: 'solution.txt' } },
      'protected_path',
    ],
    ['symlink elsewhere pointing at it', { 'run.sh': { symlink: './lib/../eval.sh' } }, 'protected_symlink'],
    ['symlink to the repository root', { root: { symlink: '.' } }, 'protected_symlink'],
    [
      'symlink chain whose last link reaches it',
      { a: { symlink: 'b' }, b: { symlink: 'eval.sh' } },
      'protected_symlink',
    ],
    ['symlink out of the repository', { out: { symlink: '../../../../etc/passwd' } }, 'protected_symlink'],
    ['symlink into .git', { hooks: { symlink: '.git/hooks' } }, 'protected_symlink'],
    ['submodule pointer', { 'vendor/x': { submodule: 'b'.repeat(40) } }, 'protected_path'],
    ['different letter case of a protected file', { 'EVAL.SH': 'x\n' }, 'protected_path'],
    ['different letter case of a protected folder', { 'Data/test.csv': 'id,y\n1,1\n' }, 'protected_path'],
    ['the tree itself', { [TREE_PATH]: '{}' }, 'protected_path'],
    ['CI config', { '.github/workflows/ci.yml': 'on: push\n' }, 'protected_path'],
  ])('%s: rejected, the evaluation never ran', async (label, changes, code) => {
    const { verdict, ran: evalRan, codes } = await judge(`arbor/${label.replace(/[^a-z]+/gi, '-')}`, changes);
    expect(verdict.decision).toBe('rejected');
    expect(codes).toContain(code);
    expect(verdict.attempts).toEqual([]);
    expect(evalRan).toBe(false);
  });

  it('a file rewritten at run time by the evaluated code is protected_tamper (the eval ran, nothing merged)', async () => {
    const cmd = `${EVAL_CMD}; printf 'echo hacked\\n' > data/test.csv`;
    repo.commit('arbor/n1', { 'solution.txt': '9\n' });
    const before = repo.remoteSha(TRUNK);
    const verdict = await runGate(repo.input('merge', { source: 'arbor/n1', evalCmdTest: cmd }), repo.deps());
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons.map((r) => r.code)).toContain('protected_tamper');
    expect(verdict.protected_violations).toContain('data/test.csv');
    expect(repo.remoteSha(TRUNK)).toBe(before);
  });
});

describe('threat 4: lowering the bar (judged by the trusted side)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['test_trunk_score', { test_trunk_score: 1 }],
    ['eval_cmd_test', { eval_cmd_test: `touch PWNED; echo '{"score": 1000}'` }],
    ['metric_direction', { metric_direction: 'minimize' }],
    ['protected_paths', { protected_paths: [] }],
  ])('a branch editing its copy of meta.%s changes nothing: trunk decides', async (_key, meta) => {
    const cheat = sessionTree({
      tracked: true,
      meta: { test_trunk_score: 5, protected_paths: ['data/**'], ...meta },
    });
    // Worse than trunk (4 < 5): only a lowered bar could let it through.
    repo.commit('arbor/cheat', {
      'solution.txt': '4\n',
      'data/test.csv': 'id,y\n1,1\n',
      [TREE_PATH]: JSON.stringify(cheat),
    });
    const trunkBefore = repo.remoteSha(TRUNK);
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/cheat', protectedPaths: ['eval.sh'] }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdict.references.test_trunk_score).toBe(5);
    expect(verdict.metric_direction).toBe('maximize');
    expect(verdict.protected_violations).toEqual(expect.arrayContaining(['data/test.csv', TREE_PATH]));
    expect(existsSync(join(repo.root, 'PWNED'))).toBe(false);
    expect(repo.remoteSha(TRUNK)).toBe(trunkBefore);
  });

  it('an explicit input that disagrees with the tree wins (the workflow author is trusted), never the branch', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '6\n' });
    const verdict = await runGate(
      repo.input('verify', { source: 'arbor/n1', testTrunkScore: '6' }),
      repo.deps(),
    );
    expect(verdict.references.test_trunk_score).toBe(6);
    expect(verdict.reasons.map((r) => r.code)).toEqual(['not_improved']);
  });
});

describe('threat 1 and 8: hostile names and paths given to the gate', () => {
  it.each(['--upload-pack=touch PWNED', '-h', '--output=PWNED', '-'])(
    '--source %j is refused as an option',
    async (source) => {
      await expect(runGate(repo.input('verify', { source }), repo.deps())).rejects.toThrow(UserError);
      expect(existsSync(join(repo.work, 'PWNED'))).toBe(false);
    },
  );

  it.each(['--upload-pack=touch PWNED', '-x'])(
    '--target / --trunk-branch %j is refused as an option',
    async (name) => {
      repo.commit('arbor/n1', { 'solution.txt': '7\n' });
      await expect(
        runGate(
          repo.input('merge', { source: 'arbor/n1', trunkBranch: undefined, target: name }),
          repo.deps(),
        ),
      ).rejects.toThrow(UserError);
      await expect(
        runGate(repo.input('merge', { source: 'arbor/n1', trunkBranch: name }), repo.deps()),
      ).rejects.toThrow(UserError);
      expect(existsSync(join(repo.work, 'PWNED'))).toBe(false);
    },
  );

  it('a branch name full of shell syntax is evaluated as a literal ref; nothing runs', async () => {
    // git refuses spaces in ref names; ${IFS} stands in for them.
    const branch = 'arbor/a;touch${IFS}PWNED$(touch${IFS}PWNED)`touch${IFS}PWNED`x"&&touch${IFS}PWNED&&"';
    repo.commit(branch, { 'solution.txt': '7\n' });
    const verdict = await runGate(repo.input('merge', { source: branch }), repo.deps());
    expect(verdict.decision).toBe('merged');
    expect([repo.work, repo.root].filter((d) => existsSync(join(d, 'PWNED')))).toEqual([]);
  });

  it.each(['../../etc', '..', 'a/../../b', '/etc', 'x/y'])('--run-name %j is refused', async (runName) => {
    await expect(runGate(repo.input('verify', { source: TRUNK, runName }), repo.deps())).rejects.toThrow(
      UserError,
    );
  });

  it.each([
    ['--submission-path', { submissionPath: '../outside.csv' }],
    ['--submission-path', { submissionPath: '/etc/passwd' }],
    ['--required-output', { requiredOutputs: ['../../x'] }],
    ['--required-output', { requiredOutputs: ['/etc/passwd'] }],
    ['--score-file', { scoreFile: '../score.json' }],
    ['--score-file', { scoreFile: '/tmp/score.json' }],
  ])('%s outside the repository is refused as bad input, not read', async (_flag, overrides) => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    rmSync(ran, { force: true });
    const outcome = await runGate(
      repo.input('verify', { source: 'arbor/n1', evalCmdTest: `touch ${ran}; ${EVAL_CMD}`, ...overrides }),
      repo.deps(),
    ).then(
      (verdict) => ({ verdict, error: null }),
      (error: unknown) => ({ verdict: null, error }),
    );
    // Refused: a UserError (exit 2) or a rejection; never an infrastructure failure, never evaluated.
    expect(outcome.error instanceof InfraError).toBe(false);
    expect(outcome.error === null ? outcome.verdict?.decision : 'refused').not.toBe('would_merge');
    expect(existsSync(ran)).toBe(false);
  });
});

describe("threat 5: the evaluated code and the gate's own git commands", () => {
  it('hooks and config planted in the shared .git during the eval never run in the gate', async () => {
    // The eval runs in a worktree of the user's repository, so it can write the shared .git: hooks, and
    // config keys that make git run commands (fsmonitor, an ext:: push URL, a credential helper).
    const marker = join(repo.root, 'HOOK-RAN');
    const plant = [
      'gd=$(git rev-parse --git-common-dir)',
      ...[
        'pre-commit',
        'commit-msg',
        'post-commit',
        'pre-merge-commit',
        'post-merge',
        'post-checkout',
        'pre-push',
        'reference-transaction',
      ].map(
        (hook) =>
          `printf '#!/bin/sh\\necho ${hook} >> ${marker}\\n' > "$gd/hooks/${hook}" && chmod +x "$gd/hooks/${hook}"`,
      ),
      `git config core.fsmonitor "echo fsmonitor >> ${marker}; false"`,
      'git config protocol.ext.allow always',
      `git config remote.origin.pushurl "ext::touch ${marker}-ext-url"`,
      `git config credential.helper "!echo credential-helper >> ${marker}; true"`,
    ].join('; ');
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const trunkBefore = repo.remoteSha(TRUNK);
    const outcome = await runGate(
      repo.input('merge', { source: 'arbor/n1', evalCmdTest: `(${plant}) >/dev/null 2>&1; ${EVAL_CMD}` }),
      repo.deps(),
    ).catch((error: unknown) => error);
    // Hooks run with the credentials restored (and, in an Action, with the token reachable): none may run.
    const ranCommands = existsSync(marker)
      ? [...new Set(readFileSync(marker, 'utf8').trim().split('\n'))]
      : [];
    if (existsSync(`${marker}-ext-url`)) ranCommands.push('ext-url');
    expect(ranCommands).toEqual([]);
    // Changing the repository's config while being evaluated is tampering: rejected, trunk unchanged.
    expect(outcome).toMatchObject({ decision: 'rejected' });
    expect((outcome as { reasons: Array<{ code: string }> }).reasons.map((r) => r.code)).toContain(
      'protected_tamper',
    );
    expect([repo.remoteSha(TRUNK), repo.sha(TRUNK)]).toEqual([trunkBefore, trunkBefore]);
  });

  it('a secret printed by the evaluator (and its base64) is redacted in REPORT.md', async () => {
    const secret = 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
    const b64 = Buffer.from(`x-access-token:${secret}`).toString('base64');
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const verdict = await runGate(
      repo.input('merge', {
        source: 'arbor/n1',
        evalCmdTest: `echo "leak ${secret}"; echo "leak64 ${b64}"; ${EVAL_CMD}`,
      }),
      repo.deps({ env: { ...process.env, GITHUB_TOKEN: secret } }),
    );
    const report = readFileSync(verdict.report_path as string, 'utf8');
    expect(report).toContain('leak');
    expect(report).not.toContain(secret);
    expect(report).not.toContain(b64);
  });
});

describe('threat 7: the head moves between evaluation and merge', () => {
  it('the evaluated SHA is what gets merged; a commit pushed to the branch during the eval is not', async () => {
    const evaluated = repo.commit('arbor/n1', { 'solution.txt': '7\n' }, { push: true });
    const sneaky = repo.commitTree(
      evaluated,
      { 'eval.sh': { executable: 'echo \'{"score": 1000}\'\n' } },
      'sneaky',
    );
    const move = `git -C ${repo.work} update-ref refs/heads/arbor/n1 ${sneaky} && git -C ${repo.work} push -q -f origin ${sneaky}:refs/heads/arbor/n1`;
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1', evalCmdTest: `${move}; ${EVAL_CMD}` }),
      repo.deps(),
    );
    expect(repo.sha('arbor/n1')).toBe(sneaky);
    expect(verdict.decision).toBe('merged');
    expect(verdict.source.sha).toBe(evaluated);
    const parents = repo.git(['rev-list', '--parents', '-n', '1', verdict.merge_commit as string]).split(' ');
    expect(parents[2]).toBe(evaluated);
    expect(repo.git(['branch', '-r', '--contains', sneaky])).not.toContain(TRUNK);
    expect(() =>
      repo.git(['merge-base', '--is-ancestor', sneaky, repo.remoteSha(TRUNK) as string]),
    ).toThrow();
  });
});

describe('threat 2: a score file the branch wrote ahead of time', () => {
  it('a committed --score-file is deleted before the eval: an evaluator that writes none gives no score', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n', 'result.json': '{"score": 1e9}' });
    const verdict = await runGate(
      repo.input('verify', {
        source: 'arbor/n1',
        scoreFile: 'result.json',
        evalCmdTest: `${EVAL_CMD} >/dev/null`,
      }),
      repo.deps(),
    );
    // Trunk's run writes none either: the evaluation is broken, and the planted file scored nothing.
    expect(verdict.decision).toBe('error');
    expect(verdict.score).toBeNull();
    expect(verdict.reasons.map((r) => r.code)).toEqual(['evaluation_broken']);
  });
});
