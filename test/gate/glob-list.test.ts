/**
 * The globs' one-expression matcher decides as picomatch's matcher of the same list, path for path:
 * negations, braces, classes, extglobs, a glob that only matches itself literally, letter case, line
 * terminators and the empty path.
 */
import picomatch from 'picomatch';
import { globListMatcher } from '../../src/gate/paths/glob-list.js';

const GLOBS = [
  '.github/**',
  '.arbor/**',
  'eval.sh',
  'src/*.{py,toml}',
  '!docs/**',
  'data/[ab]?/*.csv',
  'a[b]',
  '**/conftest.py',
  'lib/+(x|y)/**',
  'ml/.arbor/**',
];
const PATHS = [
  '',
  '.github/workflows/ci.yml',
  '.GITHUB/workflows/x\n.yml',
  '.arbor/sessions/s/tree.json',
  'eval.sh',
  'EVAL.SH',
  'src/a.py',
  'src/a.toml',
  'src/sub/a.py',
  'docs/readme.md',
  'readme.md',
  'data/a1/x.csv',
  'data/c1/x.csv',
  'a[b]',
  'ab',
  'deep/down/conftest.py',
  'conftest.py',
  'lib/x/y.js',
  'lib/z/y.js',
  'ml/.arbor/tree.json',
  'x\u2028y',
];

describe('globListMatcher', () => {
  for (const flags of ['is', 's']) {
    test(`matches as picomatch's list matcher (flags ${flags})`, () => {
      for (let count = 0; count <= GLOBS.length; count++) {
        const globs = GLOBS.slice(0, count);
        const options = { dot: true, flags };
        const ours = globListMatcher(globs, options);
        const theirs = count === 0 ? () => false : picomatch([...globs], options);
        for (const path of PATHS)
          expect([globs, path, ours(path)]).toEqual([globs, path, Boolean(theirs(path))]);
      }
    });
  }
});
