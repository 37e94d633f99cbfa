import type { RawDiffEntry } from '../../src/git/adapter.js';
import {
  countChangedPaths,
  findProtectedViolations,
  protectedMatcher,
  resolveSymlinkTarget,
} from '../../src/gate/protected.js';

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
