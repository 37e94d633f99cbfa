import type { RawDiffEntry } from '../../src/git/adapter.js';
import {
  countChangedPaths,
  findProtectedViolations,
  protectedMatcher,
} from '../../src/gate/paths/protected.js';
import { followSymlink, treeSymlinks } from '../../src/gate/paths/symlink-chains.js';

const Z = '0'.repeat(40);
const entry = (over: Partial<RawDiffEntry>): RawDiffEntry => ({
  status: 'M',
  oldMode: '100644',
  newMode: '100644',
  oldSha: 'a'.repeat(40),
  newSha: 'b'.repeat(40),
  path: 'x',
  oldPath: null,
  ...over,
});
const globs = ['eval.py', 'data/**', '.github/**', '.arbor/**'];

describe('protectedMatcher', () => {
  const m = protectedMatcher(globs);
  it.each([
    'eval.py',
    'EVAL.PY',
    'data/test.csv',
    'Data/x/y',
    'data',
    '.github/workflows/ci.yml',
    '.GITHUB/x',
    '.arbor/sessions/a',
  ])('%s is protected', (p) => expect(m(p)).toBe(true));
  it.each(['src/eval.py', 'eval.pyc', 'database/x', 'github/x', 'solution.py'])('%s is not', (p) =>
    expect(m(p)).toBe(false),
  );
});

describe('findProtectedViolations', () => {
  it('counts both sides of a rename', () => {
    const away = findProtectedViolations(
      [entry({ status: 'R', oldPath: 'eval.py', path: 'old_eval.py' })],
      protectedMatcher(globs),
      new Map(),
      [],
    );
    expect(away.map((v) => v.path)).toEqual(['eval.py']);
    const onto = findProtectedViolations(
      [entry({ status: 'R', oldPath: 'mine.csv', path: 'data/mine.csv' })],
      protectedMatcher(globs),
      new Map(),
      [],
    );
    expect(onto.map((v) => v.path)).toEqual(['data/mine.csv']);
  });
  it('counts deletes, mode-only and type changes', () => {
    const v = findProtectedViolations(
      [
        entry({ status: 'D', path: 'data/a', newMode: '000000', newSha: Z }),
        entry({ path: 'eval.py', newMode: '100755', newSha: 'a'.repeat(40) }),
        entry({ status: 'T', path: 'data/b', newMode: '120000' }),
      ],
      protectedMatcher(globs),
      new Map([['data/b', 'x']]),
      [],
    );
    expect(v.map((x) => x.message)).toEqual([
      'data/a: protected path deleted',
      'eval.py: protected path mode changed (100644 -> 100755)',
      'data/b: protected path type changed (100644 -> 120000)',
    ]);
  });
  it('refuses any submodule change', () => {
    const v = findProtectedViolations(
      [entry({ status: 'A', path: 'lib', oldMode: '000000', newMode: '160000' })],
      protectedMatcher(globs),
      new Map(),
      [],
    );
    expect(v[0]?.code).toBe('protected_path');
    expect(v[0]?.message).toMatch(/submodule/);
  });
  it('judges symlinks by where they point', () => {
    const link = (path: string, target: string) =>
      findProtectedViolations(
        [entry({ status: 'A', path, oldMode: '000000', newMode: '120000' })],
        protectedMatcher(globs),
        new Map([[path, target]]),
        ['eval.py', 'data/t.csv', 'src/a.py'],
      );
    expect(link('l', 'eval.py')[0]?.code).toBe('protected_symlink');
    expect(link('src/l', '../data')[0]?.code).toBe('protected_symlink');
    expect(link('src/l', '..')[0]?.code).toBe('protected_symlink');
    expect(link('l', '../outside')[0]?.message).toMatch(/out of the repository/);
    expect(link('l', '/etc/passwd')[0]?.message).toMatch(/out of the repository/);
    expect(link('l', '.git/hooks')[0]?.code).toBe('protected_symlink');
    expect(link('l', 'src/a.py')).toEqual([]);
  });
});

/** Where a link leads in a tree holding no other link: the path, or null when out of the repository. */
function resolveSymlinkTarget(link: string, target: string): string | null {
  const end = followSymlink(link, treeSymlinks([link], new Map([[link, target]])));
  return end.kind === 'inside' ? end.path : null;
}

describe('findProtectedViolations: chains, paths beneath links, Python shadows', () => {
  const added = (path: string, newMode = '100644') =>
    entry({ status: 'A', path, oldMode: '000000', newMode });
  const pyGlobs = protectedMatcher(['eval/*.py', 'tools/*.py', '.github/**']);

  it("follows a changed link through the tree's other links", () => {
    const v = findProtectedViolations(
      [added('x', '120000')],
      pyGlobs,
      new Map([
        ['x', 'docs/link/workflows/ci.yml'],
        ['docs/link', '../.github'],
      ]),
      ['.github/workflows/ci.yml'],
      ['x', 'docs/link'],
    );
    expect(v).toEqual([
      {
        code: 'protected_symlink',
        path: 'x',
        message:
          'x: symlink points into a protected path ("docs/link/workflows/ci.yml" -> .github/workflows/ci.yml, through docs/link -> "../.github")',
      },
    ]);
  });

  it('refuses a link of the tree whose target was not read, and a changed path beneath a link', () => {
    const v = findProtectedViolations(
      [added('x', '120000'), added('docs/link/a.txt')],
      pyGlobs,
      new Map([['x', 'docs/link/a.txt']]),
      [],
      ['x', 'docs/link'],
    );
    expect(v.map((x) => [x.code, x.path, x.message.split(',')[0]])).toEqual([
      ['protected_symlink', 'x', 'x: the target of the symlink docs/link cannot be read'],
      ['protected_symlink', 'docs/link/a.txt', 'docs/link/a.txt: lies beneath docs/link'],
    ]);
  });

  it('refuses what Python imports instead of a protected module, and nothing beside an unprotected one', () => {
    const v = findProtectedViolations(
      [
        added('eval/__pycache__/score.cpython-311.pyc'),
        added('tools/__pycache__', '120000'),
        added('lib/__pycache__/score.cpython-311.pyc'),
        added('eval/score.pyc'),
      ],
      pyGlobs,
      new Map([['tools/__pycache__', '../mine']]),
      ['eval/score.py', 'tools/a.py', 'tools/b.py', 'lib/x.txt'],
    );
    expect(v.map((x) => x.message)).toEqual([
      'eval/__pycache__/score.cpython-311.pyc: Python would import it instead of the protected eval/score.py (added)',
      'tools/__pycache__: Python would import it instead of the protected tools/a.py, tools/b.py (added)',
    ]);
  });
});

describe('helpers', () => {
  it('resolves symlink targets inside the repository', () => {
    expect(resolveSymlinkTarget('a/b/link', '../c')).toBe('a/c');
    expect(resolveSymlinkTarget('link', '.')).toBe('.');
    expect(resolveSymlinkTarget('a/link', '../../x')).toBeNull();
    expect(resolveSymlinkTarget('link', 'C:\\x')).toBeNull();
  });
  it('counts renamed paths twice', () => {
    expect(countChangedPaths([entry({ status: 'R', oldPath: 'a', path: 'b' }), entry({ path: 'c' })])).toBe(
      3,
    );
  });
});
