/**
 * Files Python imports instead of a module's source (issue 12), the pure part. The attack made for
 * real, with python3 importing a committed pyc: test/adversarial/python-bytecode.test.ts.
 */
import { pythonShadowOf } from '../../src/gate/paths/python-shadows.js';

describe('pythonShadowOf', () => {
  it.each([
    ['eval/__pycache__/score.cpython-311.pyc', 'eval/score.py'],
    ['eval/__pycache__/score.cpython-311.opt-2.pyc', 'eval/score.py'],
    ['eval/__pycache__/score.pypy39.pyc', 'eval/score.py'],
    ['eval/__PYCACHE__/Score.cpython-311.PYC', 'eval/Score.py'],
    ['__pycache__/score.cpython-311.pyc', 'score.py'],
    ['eval/score.so', 'eval/score.py'],
    ['eval/score.abi3.so', 'eval/score.py'],
    ['eval/score.cpython-311-x86_64-linux-gnu.so', 'eval/score.py'],
    ['eval/score.cp311-win_amd64.pyd', 'eval/score.py'],
    ['eval/score/__init__.py', 'eval/score.py'],
    ['eval/__init__.py', 'eval.py'],
  ])('%s shadows %s', (path, module) => {
    expect(pythonShadowOf(path, false)).toEqual({ modules: [module] });
    expect(pythonShadowOf(path, true)).toEqual({ modules: [module] });
  });

  it("a package's extension __init__ shadows both its __init__.py and the module beside the package", () => {
    expect(pythonShadowOf('eval/score/__init__.cpython-311-x86_64-linux-gnu.so', false)).toEqual({
      modules: ['eval/score/__init__.py', 'eval/score.py'],
    });
  });

  it('a symlink at a module name (a folder with __init__.py) or at __pycache__ shadows', () => {
    expect(pythonShadowOf('eval/score', true)).toEqual({ modules: ['eval/score.py'] });
    expect(pythonShadowOf('eval/__pycache__', true)).toEqual({ everyModuleIn: 'eval' });
    expect(pythonShadowOf('__pycache__', true)).toEqual({ everyModuleIn: '' });
  });

  it.each([
    // Beside its source, a sourceless pyc is never imported: the finder takes the .py first.
    'eval/score.pyc',
    'eval/score',
    'eval/__pycache__',
    'eval/lib.so.1',
    'eval/.so',
    'eval/__pycache__/sub/score.cpython-311.pyc',
    'eval/__pycache__/notes.txt',
    'eval/score.py',
    '__init__.py',
  ])('%s shadows nothing (as a file)', (path) => expect(pythonShadowOf(path, false)).toBeNull());

  it('a symlink with a suffix is judged as the file it names', () => {
    expect(pythonShadowOf('eval/score.txt', true)).toBeNull();
    expect(pythonShadowOf('eval/score.so', true)).toEqual({ modules: ['eval/score.py'] });
  });
});
