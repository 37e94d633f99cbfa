/**
 * Adversarial suite, issue 24: a branch leaves every protected file untouched and commits a file that
 * the protected scorer looks up instead of what it means to load (a standard-library module, a
 * package, pytest's conftest, a Node dependency or require() target, make's makefile). Each attack is
 * first run for real: the evaluation command, in a checkout of the branch, prints the forged score
 * (100 against an honest 5, or a failing held-out pytest suite scored 100). Then the gate, with its
 * default settings, refuses it as `protected_path` naming the file and what it takes over, before
 * anything runs; and with an `editable` allow-list that does not hold the file, the allow-list alone
 * refuses it as `outside_editable`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, TRUNK, type FileChanges, type GateRepo } from '../helpers/gate-repo.js';

const has = (command: string, args: string[]) => spawnSync(command, args).status === 0;
const PYTHON = has('python3', ['--version']);
const PYTEST = PYTHON && has('python3', ['-m', 'pytest', '--version']);
const MAKE = has('make', ['--version']);

/** A scorer the branch must not replace: its files, what protects them, how it runs, and an attack on it. */
interface Attack {
  name: string;
  needs: boolean;
  /** Trunk's files besides solution.txt (5) and the helper repository's own. */
  files: FileChanges;
  protectedPaths: string[];
  /** The evaluation command; {cwd} is the checkout, {lib} a folder outside it for the scorer's dependencies. */
  command: string;
  trunkScore: number;
  /** What the branch commits: nothing protected changes. */
  forged: FileChanges;
  /** The refused path and the words saying what it takes over. */
  shadow: string;
  takesOver: string;
}

const SCORE_OF_SOLUTION = `import json, pathlib
print(json.dumps({"score": float(pathlib.Path(__file__).with_name("solution.txt").read_text())}))
`;

const ATTACKS: Attack[] = [
  {
    name: "a root json.py replaces the standard library's json for a protected eval.py",
    needs: PYTHON,
    files: { 'eval.py': SCORE_OF_SOLUTION },
    protectedPaths: ['eval.py'],
    command: 'python3 {cwd}/eval.py',
    trunkScore: 5,
    forged: { 'json.py': 'def dumps(_):\n    return \'{"score": 100}\'\n' },
    shadow: 'json.py',
    takesOver: "Python would import it instead of the standard library's json, for the protected eval.py",
  },
  {
    name: 'a root conftest.py passes every held-out pytest test',
    needs: PYTEST,
    files: {
      'heldout/test_solution.py':
        'import pathlib\n\ndef test_solution():\n    assert pathlib.Path("solution.txt").read_text().strip() == "42"\n',
    },
    protectedPaths: ['heldout/**'],
    command:
      `cd {cwd} && if PYTHONDONTWRITEBYTECODE=1 python3 -m pytest -q -p no:cacheprovider heldout >/dev/null 2>&1; ` +
      `then echo '{"score": 100}'; else echo '{"score": 0}'; fi`,
    trunkScore: 0,
    forged: {
      'conftest.py': `import pytest

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    report = (yield).get_result()
    report.outcome = "passed"
    report.longrepr = None
`,
    },
    shadow: 'conftest.py',
    takesOver: 'pytest loads it before the protected heldout/test_solution.py, whose outcomes it can rewrite',
  },
  {
    name: 'a root eval.py beats the protected namespace package eval/',
    needs: PYTHON,
    files: {
      'eval/metric.py':
        'import pathlib\n\ndef score():\n    return float(pathlib.Path("solution.txt").read_text())\n',
      'run_metric.py':
        'import json, os, sys\nos.chdir(sys.path[0])\nfrom eval import metric\nprint(json.dumps({"score": metric.score()}))\n',
    },
    protectedPaths: ['eval/**', 'run_metric.py'],
    command: 'python3 {cwd}/run_metric.py',
    trunkScore: 5,
    forged: { 'eval.py': 'class metric:\n    score = staticmethod(lambda: 100.0)\n' },
    shadow: 'eval.py',
    takesOver: 'Python would import it instead of the protected package eval/ (eval/metric.py)',
  },
  {
    name: "a committed node_modules/scorelib beats the scorer's own dependency",
    needs: true,
    files: {
      'eval/score.js':
        "const { score } = require('scorelib');\nconst text = require('fs').readFileSync(__dirname + '/../solution.txt', 'utf8');\nconsole.log(JSON.stringify({ score: score(text) }));\n",
    },
    protectedPaths: ['eval/*.js'],
    command: 'NODE_PATH={lib} node {cwd}/eval/score.js',
    trunkScore: 5,
    forged: { 'node_modules/scorelib/index.js': 'exports.score = () => 100;\n' },
    shadow: 'node_modules/scorelib/index.js',
    takesOver: "Node resolves the protected eval/score.js's package imports through node_modules/ first",
  },
  {
    name: "an extensionless eval/metric beats the protected eval/metric.js for require('./metric')",
    needs: true,
    files: {
      'eval/metric.js':
        "exports.score = () => Number(require('fs').readFileSync(__dirname + '/../solution.txt', 'utf8'));\n",
      'eval/run.js': "console.log(JSON.stringify({ score: require('./metric').score() }));\n",
    },
    protectedPaths: ['eval/*.js'],
    command: 'node {cwd}/eval/run.js',
    trunkScore: 5,
    forged: { 'eval/metric': 'exports.score = () => 100;\n' },
    shadow: 'eval/metric',
    takesOver: "Node's require() takes it before the protected eval/metric.js",
  },
  {
    name: 'a GNUmakefile beats the protected Makefile',
    needs: MAKE,
    files: { Makefile: "score:\n\t@echo '{\"score\": '$$(cat solution.txt)'}'\n" },
    protectedPaths: ['Makefile'],
    command: 'make -s -C {cwd} score',
    trunkScore: 5,
    forged: { GNUmakefile: 'score:\n\t@echo \'{"score": 100}\'\n' },
    shadow: 'GNUmakefile',
    takesOver: 'GNU make reads it before the protected Makefile',
  },
];

let scratch: string;
/** The scorer's real `scorelib`, installed outside the repository (what NODE_PATH names). */
let lib: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'lookup-attack-'));
  lib = join(scratch, 'lib');
  mkdirSync(join(lib, 'scorelib'), { recursive: true });
  writeFileSync(join(lib, 'scorelib', 'index.js'), 'exports.score = (text) => Number(text);\n');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.each(ATTACKS.filter((a) => a.needs))('$name', (attack) => {
  let repo: GateRepo;
  let marker: string;
  const branch = 'arbor/lookup-shadow';
  const command = () => attack.command.replaceAll('{lib}', lib);

  beforeAll(async () => {
    repo = await createGateRepo({ score: 5, files: attack.files });
    marker = join(repo.root, 'eval-ran');
    repo.commit(branch, attack.forged);
  });
  afterAll(() => repo.cleanup());
  beforeEach(() => rmSync(marker, { force: true }));

  const input = (editable: string[]) =>
    repo.input('merge', {
      source: branch,
      testTrunkScore: String(attack.trunkScore),
      protectedPaths: attack.protectedPaths,
      editablePaths: editable,
      evalCmdTest: `touch ${marker}; ${command()}`,
    });

  /** The score the command prints in a real checkout of `ref`. */
  function scoreInCheckout(ref: string): unknown {
    const dir = join(mkdtempSync(join(scratch, 'checkout-')), 'wt');
    repo.git(['worktree', 'add', '-q', '--detach', dir, ref]);
    try {
      const out = execFileSync('sh', ['-c', command().replaceAll('{cwd}', `'${dir}'`)], { encoding: 'utf8' });
      return (JSON.parse(out.trim().split('\n').at(-1) ?? '') as { score: unknown }).score;
    } finally {
      repo.git(['worktree', 'remove', '--force', dir]);
    }
  }

  it('is real: the branch changes no protected file and its checkout prints the forged score', () => {
    expect(repo.git(['diff', '--name-only', TRUNK, branch])).toBe(Object.keys(attack.forged).join('\n'));
    expect(scoreInCheckout(TRUNK)).toBe(attack.trunkScore);
    expect(scoreInCheckout(branch)).toBe(100);
  }, 60_000);

  it('default settings: refused as protected_path naming what it takes over, before anything runs', async () => {
    const trunk = repo.sha(TRUNK);
    const verdict = await runGate(input([]), repo.deps());
    expect(verdict.reasons).toEqual([
      { code: 'protected_path', message: `${attack.shadow}: ${attack.takesOver} (added)` },
    ]);
    expect(verdict.decision).toBe('rejected');
    expect(verdict.protected_violations).toEqual([attack.shadow]);
    expect(verdict.attempts).toEqual([]);
    expect(existsSync(marker)).toBe(false);
    expect([repo.sha(TRUNK), repo.remoteSha(TRUNK)]).toEqual([trunk, trunk]);
    expect(verdict.warnings).toContainEqual(expect.stringMatching(/^only a deny-list protects the scorer/));
  });

  it('with an editable allow-list: refused as outside_editable, before anything runs', async () => {
    const verdict = await runGate(input(['solution.txt', 'src/**']), repo.deps());
    expect(verdict.reasons).toContainEqual({
      code: 'outside_editable',
      message: `${attack.shadow}: added outside the editable paths (solution.txt, src/**)`,
    });
    expect(verdict.decision).toBe('rejected');
    expect(verdict.attempts).toEqual([]);
    expect(existsSync(marker)).toBe(false);
    expect(verdict.warnings.filter((w) => w.startsWith('only a deny-list'))).toEqual([]);
  });
});

describe('the allow-list lets an honest branch through', () => {
  let repo: GateRepo;
  beforeAll(async () => {
    repo = await createGateRepo({ score: 5 });
  });
  afterAll(() => repo.cleanup());

  it('a branch that changes only editable paths is evaluated and merged, without the deny-list warning', async () => {
    repo.commit('arbor/honest', { 'solution.txt': '7\n', 'src/model.py': 'X = 1\n' });
    const verdict = await runGate(
      repo.input('merge', {
        source: 'arbor/honest',
        testTrunkScore: '5',
        editablePaths: ['solution.txt', 'src/**'],
      }),
      repo.deps(),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.decision).toBe('merged');
    expect(verdict.score).toBe(7);
    expect(verdict.warnings.filter((w) => w.startsWith('only a deny-list'))).toEqual([]);
  });

  it('meta.editable_paths applies when no input is given, and a rename counts on both sides', async () => {
    const meta = await createGateRepo({
      score: 5,
      files: { 'src/a.py': 'A = 1\n' },
      session: { tracked: true, meta: { editable_paths: ['solution.txt', 'src/**'] } },
    });
    try {
      meta.commit('arbor/rename', { 'solution.txt': '7\n', 'src/a.py': null, 'lib/a.py': 'A = 1\n' });
      const verdict = await runGate(
        meta.input('merge', { source: 'arbor/rename', testTrunkScore: '5' }),
        meta.deps(),
      );
      expect(verdict.reasons).toEqual([
        {
          code: 'outside_editable',
          message: 'lib/a.py: renamed from src/a.py outside the editable paths (solution.txt, src/**)',
        },
      ]);
      expect(verdict.attempts).toEqual([]);
    } finally {
      await meta.cleanup();
    }
  });
});
