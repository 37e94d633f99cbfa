/**
 * The lookup-shadow rules (src/gate/paths/lookup-shadows.ts) and the editable allow-list
 * (src/gate/paths/editable.ts) as pure functions: which changed paths take over a protected file's
 * lookups, which do not, and how the allow-list reads a diff. The attacks themselves run for real in
 * test/adversarial/lookup-shadows.test.ts.
 */
import type { RawDiffEntry } from '../../src/git/adapter.js';
import { editableMatcher, outsideEditable } from '../../src/gate/paths/editable.js';
import { lookupShadowOf, mayConfigurePytest, protectedLookups } from '../../src/gate/paths/lookup-shadows.js';
import { findProtectedViolations, protectedMatcher } from '../../src/gate/paths/protected.js';

const added = { removed: false, isSymlink: false, pytestConfigChanged: false };
const removed = { ...added, removed: true };

describe('lookupShadowOf', () => {
  const lookups = protectedLookups([
    'eval.py',
    'scoring/metric.py',
    'heldout/unit/test_a.py',
    'js/score.js',
    'js/table.json',
    'js/lib/index.js',
    'build/Makefile',
  ]);
  const shadow = (path: string, change = added) => lookupShadowOf(path, change, lookups);

  it.each([
    ['json.py', "the standard library's json, for the protected eval.py"],
    ['JSON.py', "the standard library's json"],
    ['scoring/random.py', "the standard library's random, for the protected scoring/metric.py"],
    ['re.cpython-311-x86_64-linux-gnu.so', "the standard library's re"],
    ['pathlib.pyc', "the standard library's pathlib"],
    ['csv/__init__.py', "the package csv/ instead of the standard library's csv"],
    ['scoring.py', 'the protected package scoring/ (scoring/metric.py)'],
    ['heldout.pyc', 'the protected package heldout/'],
    ['heldout/unit.py', 'the protected package heldout/unit/'],
    ['scoring/__init__.py', 'as part of the package scoring/'],
    ['heldout/__init__.pyc', 'as part of the package heldout/'],
    ['conftest.py', 'pytest loads it before the protected'],
    ['heldout/conftest.py', 'pytest loads it'],
    ['heldout/unit/deeper/conftest.py', 'pytest loads it'],
    ['pytest.ini', 'it configures pytest'],
    ['heldout/.pytest.ini', 'it configures pytest'],
    ['pytest.toml', 'it configures pytest'],
    ['node_modules/scorelib/index.js', 'through node_modules/ first'],
    ['js/node_modules/x/package.json', 'through js/node_modules/ first'],
    ['js/score', "Node's require() takes it before the protected js/score.js"],
    ['js/table.js', 'before the protected js/table.json'],
    ['js/table', 'before the protected js/table.json'],
    ['js/lib.js', 'before the protected folder module js/lib/index.js'],
    ['js/lib', 'before the protected folder module js/lib/index.js'],
    ['js/lib/package.json', 'its "main" decides what Node loads instead of the protected js/lib/index.js'],
    ['build/GNUmakefile', 'GNU make reads it before the protected build/Makefile'],
  ])('%s is refused (%s)', (path, words) => {
    expect(shadow(path)).toContain(words);
  });

  it('a symlink named like a standard-library module beside a protected script is refused', () => {
    expect(shadow('json', { ...added, isSymlink: true })).toContain("the standard library's json");
    expect(shadow('json')).toBeNull();
  });

  it('deleting a conftest.py or a pytest configuration counts; deleting other shadows does not matter', () => {
    expect(shadow('conftest.py', removed)).toContain('pytest loads it');
    expect(shadow('pytest.ini', removed)).toContain('configures pytest');
    expect(shadow('json.py', removed)).toBeNull();
    expect(shadow('node_modules/x/index.js', removed)).toBeNull();
  });

  it('pyproject.toml, tox.ini and setup.cfg count only when they may configure pytest', () => {
    for (const file of ['pyproject.toml', 'tox.ini', 'setup.cfg', 'heldout/setup.cfg']) {
      expect(shadow(file)).toBeNull();
      expect(shadow(file, { ...added, pytestConfigChanged: true })).toContain('configures pytest');
    }
  });

  it.each([
    'lib/json.py', // no protected Python file there, nor is it the root
    'lib/conftest.py', // above no protected Python file, below no protected test file
    'scoring/sub/conftest.py', // below scoring/metric.py, which pytest does not collect
    'other/pytest.ini',
    'heldout/unit/deeper/pytest.ini', // below the protected tests: pytest reads the nearest above the args
    'lib/node_modules/x/index.js', // not on the way up from a protected script
    'js/score.ts.bak',
    'js/scorer.js',
    'build/makefile.inc',
    'mymodule.py',
    'eval/metric.py', // no protected package eval/
    '__init__.py', // the root is no package
    'src/GNUmakefile',
  ])('%s passes', (path) => {
    expect(shadow(path)).toBeNull();
  });

  it('nothing protected, nothing refused', () => {
    const none = protectedLookups([]);
    for (const path of ['json.py', 'conftest.py', 'node_modules/x/index.js', 'GNUmakefile'])
      expect(lookupShadowOf(path, added, none)).toBeNull();
  });
});

describe('mayConfigurePytest', () => {
  it('is any mention of pytest, or an escape that could spell it in a TOML key', () => {
    expect(mayConfigurePytest('[tool.pytest.ini_options]\naddopts = "-p evil"\n')).toBe(true);
    expect(mayConfigurePytest('[tox]\nenvlist = py\n[PyTest]\naddopts = -x\n')).toBe(true);
    expect(mayConfigurePytest('[tool."\\u0070ytest".ini_options]\n')).toBe(true);
    expect(mayConfigurePytest('[project]\nname = "x"\ndependencies = ["numpy"]\n')).toBe(false);
  });
});

function entry(status: RawDiffEntry['status'], path: string, oldPath: string | null = null): RawDiffEntry {
  return {
    status,
    oldMode: status === 'A' ? '000000' : '100644',
    newMode: status === 'D' ? '000000' : '100644',
    oldSha: '0'.repeat(40),
    newSha: '1'.repeat(40),
    path,
    oldPath,
  };
}

describe('findProtectedViolations with lookup shadows', () => {
  const isProtected = protectedMatcher(['eval.py']);
  it('a shadow is one protected_path violation; a rename away from a conftest.py counts on its old side', () => {
    const violations = findProtectedViolations(
      [entry('A', 'json.py'), entry('R', 'old_conftest.py', 'conftest.py'), entry('A', 'model.py')],
      isProtected,
      new Map(),
      ['eval.py'],
    );
    expect(violations).toEqual([
      {
        code: 'protected_path',
        path: 'json.py',
        message:
          "json.py: Python would import it instead of the standard library's json, for the protected eval.py (added)",
      },
      {
        code: 'protected_path',
        path: 'conftest.py',
        message:
          'conftest.py: pytest loads it before the protected eval.py, whose outcomes it can rewrite (renamed to old_conftest.py)',
      },
    ]);
  });
});

describe('outsideEditable', () => {
  const globs = ['src/**', 'solution.txt'];
  const isEditable = editableMatcher(globs, ['submission.csv']);
  it('refuses every changed path outside the globs and the declared outputs, both sides of a rename', () => {
    const violations = outsideEditable(
      [
        entry('M', 'src/model.py'),
        entry('A', 'submission.csv'),
        entry('A', 'json.py'),
        entry('D', 'README.md'),
        entry('R', 'src/moved.py', 'eval/helper.py'),
        entry('A', 'SRC/x.py'),
      ],
      isEditable,
      globs,
    );
    expect(violations.map((v) => v.message)).toEqual([
      'json.py: added outside the editable paths (src/**, solution.txt)',
      'README.md: deleted outside the editable paths (src/**, solution.txt)',
      'eval/helper.py: renamed to src/moved.py outside the editable paths (src/**, solution.txt)',
      'SRC/x.py: added outside the editable paths (src/**, solution.txt)',
    ]);
    expect(new Set(violations.map((v) => v.code))).toEqual(new Set(['outside_editable']));
  });

  it('a mode change outside the globs is refused', () => {
    const modeOnly = { ...entry('M', 'eval.sh'), newMode: '100755', newSha: '0'.repeat(40) };
    expect(outsideEditable([modeOnly], isEditable, globs)[0]?.message).toBe(
      'eval.sh: mode changed (100644 -> 100755) outside the editable paths (src/**, solution.txt)',
    );
  });
});
