/**
 * The runtime view's plan on real folders laid out as each toolchain lays them out (no process runs):
 * which PATH entries under HOME become which toolchain root, what is dropped, and how `user` and
 * `none` treat eval-read.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeProbe } from '../../src/eval/runtime-view/probe.js';
import { planPath } from '../../src/eval/runtime-view/toolchain.js';
import { planRuntime } from '../../src/gate/runtime/plan.js';

let home: string;
const at = (...parts: string[]) => join(home, ...parts);
function file(path: string, text = ''): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

beforeAll(() => {
  home = realpathSync(mkdtempSync(join(tmpdir(), 'view-plan-home-')));
  file(at('.pyenv', 'libexec', 'pyenv'));
  mkdirSync(at('.pyenv', 'shims'), { recursive: true });
  mkdirSync(at('.pyenv', 'versions', '3.12.1', 'bin'), { recursive: true });
  mkdirSync(at('miniconda3', 'envs', 'ml', 'conda-meta'), { recursive: true });
  mkdirSync(at('miniconda3', 'envs', 'ml', 'bin'), { recursive: true });
  mkdirSync(at('.local', 'share', 'uv', 'python', 'cpython-3.12-linux', 'bin'), { recursive: true });
  file(at('.nvm', 'versions', 'node', 'v20.1.0', 'bin', 'node'));
  mkdirSync(at('.nvm', 'versions', 'node', 'v20.1.0', 'lib', 'node_modules'), { recursive: true });
  file(
    at('proj', 'venv', 'pyvenv.cfg'),
    `home = ${at('.local', 'share', 'uv', 'python', 'cpython-3.12-linux', 'bin')}\n`,
  );
  mkdirSync(at('proj', 'venv', 'bin'), { recursive: true });
  mkdirSync(at('bin'), { recursive: true });
  mkdirSync(at('.local', 'bin'), { recursive: true });
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('the PATH plan', () => {
  test('each entry under HOME becomes its toolchain root; ~/bin and ~/.local/bin are dropped', async () => {
    const path = [
      at('.pyenv', 'shims'),
      at('.pyenv', 'versions', '3.12.1', 'bin'),
      at('miniconda3', 'envs', 'ml', 'bin'),
      at('.nvm', 'versions', 'node', 'v20.1.0', 'bin'),
      at('proj', 'venv', 'bin'),
      at('bin'),
      at('.local', 'bin'),
      '/usr/bin',
      'relative/bin',
    ].join(':');
    const plan = await planPath(path, home, nodeProbe, () => false, true);
    expect(plan.roots.map((root) => [root.root, root.kind])).toEqual([
      [at('.pyenv'), 'pyenv root'],
      [at('miniconda3', 'envs', 'ml'), 'conda environment'],
      [at('.nvm', 'versions', 'node', 'v20.1.0'), 'Node version (nvm, fnm)'],
      [at('proj', 'venv'), 'virtualenv'],
      [at('.local', 'share', 'uv', 'python', 'cpython-3.12-linux'), 'uv-managed Python'],
    ]);
    expect(plan.roots[0]?.env).toEqual({ PYENV_ROOT: at('.pyenv') });
    expect(plan.dropped).toEqual([at('bin'), at('.local', 'bin'), 'relative/bin']);
    expect(plan.entries).toContain('/usr/bin');
  });

  test('without a mount namespace no root is shown, and entries under a closed HOME are dropped', async () => {
    const plan = await planPath(`${at('.pyenv', 'shims')}:/usr/bin`, home, nodeProbe, () => false, false);
    expect(plan.roots).toEqual([]);
    expect(plan.entries).toEqual(['/usr/bin']);
  });

  test('a root on the never-list is not shown', async () => {
    const plan = await planPath(
      at('.pyenv', 'shims'),
      home,
      nodeProbe,
      (root) => root === at('.pyenv'),
      true,
    );
    expect([plan.roots, plan.dropped]).toEqual([[], [at('.pyenv', 'shims')]]);
  });
});

describe('eval-read by mode', () => {
  const base = {
    declared: [{ written: '.venv', absolute: null, relative: '.venv' }],
    heldOut: { globs: [], outside: [] },
    repository: '/nonexistent-repo',
    gitDir: '/nonexistent-repo/.git',
    env: { PATH: '/usr/bin', HOME: '/nonexistent-home' },
    names: { read: '--eval-read', isolation: '--eval-isolation' },
    log: () => {},
  };
  test('user: exit 2 naming the mode and the setting that works', async () => {
    await expect(planRuntime({ ...base, mode: 'user' })).rejects.toThrow(
      /--eval-read: needs a mount namespace .* isolation is user .* set --eval-isolation none/,
    );
  });
  test('none: nothing to plan (the gate runs as its own user)', async () => {
    await expect(planRuntime({ ...base, mode: 'none' })).resolves.toBeNull();
  });
  test('a checkout-relative path overlapping the held-out globs is exit 2', async () => {
    await expect(
      planRuntime({
        ...base,
        mode: 'user+pidns',
        declared: [{ written: 'data', absolute: null, relative: 'data' }],
        heldOut: { globs: ['data/labels/**'], outside: [] },
      }),
    ).rejects.toThrow('--eval-read data: overlaps the held-out files data/labels/**');
  });
});
