/**
 * Adversarial suite, threat 3 (issue 12): replacing a protected Python evaluator without touching its
 * source. The globs protect `eval/*.py`; the evaluator `eval/run.py` does `import score`, and
 * `eval/score.py` turns solution.txt into the score. A branch leaves both untouched and commits what
 * Python imports instead of `eval/score.py`: an unchecked-hash pyc (PEP 552: never compared with the
 * source) under the name python3 looks for, a package `eval/score/`, or a symlinked `__pycache__`. Each
 * attack is first run for real (python3 in a checkout of the branch prints the forged score), then
 * the gate refuses it as `protected_path` naming the shadow and the module, before anything runs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, TRUNK, type FileChanges, type GateRepo } from '../helpers/gate-repo.js';

const PYTHON = spawnSync('python3', ['--version']).status === 0;

const SCORE_PY = 'def score(solution):\n    return float(solution)\n';
const FORGED_PY = 'def score(solution):\n    return 100.0\n';
const RUN_PY = `import json, os
import score

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
with open(os.path.join(root, "solution.txt")) as f:
    print(json.dumps({"score": score.score(f.read().strip())}))
`;

/** `describe` when python3 runs here; otherwise a skipped block and one line on stderr saying why. */
function describeWithPython(name: string, body: () => void): void {
  if (PYTHON) return describe(name, body);
  process.stderr.write(`skipped "${name}": python3 is not installed\n`);
  describe.skip(name, body);
}

let repo: GateRepo;
let marker: string;
let scratch: string;
/** Where python3 looks for eval/score.py's bytecode (`__pycache__/score.<its tag>.pyc`). */
let pycPath: string;

/** An unchecked-hash pyc of `source` (py_compile, PEP 552): python3 loads it without reading the .py. */
function uncheckedPyc(source: string): Buffer {
  const py = join(scratch, `forged-${process.hrtime.bigint()}.py`);
  const pyc = `${py}c`;
  writeFileSync(py, source);
  execFileSync('python3', [
    '-c',
    'import py_compile, sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], doraise=True, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)',
    py,
    pyc,
  ]);
  return readFileSync(pyc);
}

/** The score the evaluator prints when run by python3 in a real checkout of `ref`. */
function scoreInCheckout(ref: string): unknown {
  const dir = join(mkdtempSync(join(scratch, 'checkout-')), 'wt');
  repo.git(['worktree', 'add', '-q', '--detach', dir, ref]);
  try {
    const out = execFileSync('python3', [join(dir, 'eval', 'run.py')], {
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    return (JSON.parse(out.toString()) as { score: unknown }).score;
  } finally {
    repo.git(['worktree', 'remove', '--force', dir]);
  }
}

describeWithPython('Python imports a branch file instead of a protected module', () => {
  beforeAll(async () => {
    repo = await createGateRepo({
      score: 5,
      files: { 'eval/score.py': SCORE_PY, 'eval/run.py': RUN_PY, 'lib/helper.py': 'X = 1\n' },
    });
    marker = join(repo.root, 'eval-ran');
    scratch = mkdtempSync(join(tmpdir(), 'pyc-attack-'));
    pycPath = execFileSync('python3', [
      '-c',
      'import importlib.util, sys; print(importlib.util.cache_from_source(sys.argv[1]))',
      'eval/score.py',
    ])
      .toString()
      .trim();
  });
  afterAll(async () => {
    await repo.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });
  beforeEach(() => rmSync(marker, { force: true }));

  const input = (branch: string) =>
    repo.input('merge', {
      source: branch,
      testTrunkScore: '5',
      protectedPaths: ['eval/*.py'],
      evalCmdTest: `touch ${marker}; python3 {cwd}/eval/run.py`,
    });

  it('trunk scores what solution.txt says', () => {
    expect(scoreInCheckout(TRUNK)).toBe(5);
  });

  it.each<[string, () => FileChanges, () => string, string]>([
    [
      'an unchecked-hash pyc under the name python3 looks for',
      () => ({ [pycPath]: { bytes: uncheckedPyc(FORGED_PY) } }),
      () => pycPath,
      'eval/score.py',
    ],
    [
      'a package of the same name',
      () => ({ 'eval/score/__init__.py': FORGED_PY }),
      () => 'eval/score/__init__.py',
      'eval/score.py',
    ],
    [
      'a symlinked __pycache__ holding the forged pyc',
      () => ({
        [`mine/cache/${pycPath.split('/').at(-1) as string}`]: { bytes: uncheckedPyc(FORGED_PY) },
        'eval/__pycache__': { symlink: '../mine/cache' },
      }),
      () => 'eval/__pycache__',
      'eval/run.py, eval/score.py',
    ],
  ])(
    '%s: python3 takes it, the gate refuses it before anything runs',
    async (label, changes, shadow, modules) => {
      const branch = `arbor/${label.replace(/[^a-z0-9]+/gi, '-')}`;
      repo.commit(branch, changes());
      expect(repo.git(['diff', '--name-only', TRUNK, branch, '--', 'eval/score.py', 'eval/run.py'])).toBe('');
      expect(scoreInCheckout(branch)).toBe(100);

      const trunk = repo.sha(TRUNK);
      const verdict = await runGate(input(branch), repo.deps());
      expect(verdict.decision).toBe('rejected');
      expect(verdict.reasons).toEqual([
        {
          code: 'protected_path',
          message: `${shadow()}: Python would import it instead of the protected ${modules} (added)`,
        },
      ]);
      expect(verdict.protected_violations).toEqual([shadow()]);
      expect(verdict.attempts).toEqual([]);
      expect(existsSync(marker)).toBe(false);
      expect([repo.sha(TRUNK), repo.remoteSha(TRUNK)]).toEqual([trunk, trunk]);
    },
  );

  it('an extension module of the same name is refused (the finder takes it before the source)', async () => {
    repo.commit('arbor/extension', {
      'eval/score.cpython-311-x86_64-linux-gnu.so': { bytes: Buffer.from([0x7f, 0x45]) },
    });
    const verdict = await runGate(input('arbor/extension'), repo.deps());
    expect(verdict.reasons.map((r) => r.code)).toEqual(['protected_path']);
    expect(verdict.protected_violations).toEqual(['eval/score.cpython-311-x86_64-linux-gnu.so']);
    expect(existsSync(marker)).toBe(false);
  });

  it('a sourceless pyc beside the protected source is ignored by python3, and passes', async () => {
    repo.commit('arbor/sourceless', {
      'solution.txt': '9\n',
      'eval/score.pyc': { bytes: uncheckedPyc(FORGED_PY) },
    });
    expect(scoreInCheckout('arbor/sourceless')).toBe(9);
    const verdict = await runGate(input('arbor/sourceless'), repo.deps());
    expect(verdict.reasons).toEqual([]);
    expect(verdict.decision).toBe('merged');
    expect(verdict.score).toBe(9);
  });

  it("bytecode of a module the globs do not protect passes (the branch's own code)", async () => {
    repo.commit('arbor/own-bytecode', {
      'solution.txt': '9\n',
      'lib/__pycache__/helper.cpython-311.pyc': { bytes: uncheckedPyc('X = 2\n') },
    });
    const verdict = await runGate(input('arbor/own-bytecode'), repo.deps());
    expect(verdict.reasons).toEqual([]);
    expect(existsSync(marker)).toBe(true);
  });
});
