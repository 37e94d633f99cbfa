/**
 * The runtime view (issue 35 items 1-3, 5), for real under the default isolation (user+pidns as root
 * here): numpy from a virtualenv under the caller's HOME found on PATH, from a `.venv` in the checkout
 * declared with eval-read, from a conda-style prefix outside HOME, each scoring as with isolation none;
 * a declared cache folder read and a write into it refused; the never-list masked or refused; a branch
 * committing a declared path refused before anything runs; a typo'd command reads "not found"; a
 * stand-in GPU node and CUDA_VISIBLE_DEVICES reach the evaluation.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';
import { caller, callerMissing } from '../helpers/callers.js';
import { makeNumpyVenv, numpyVenvMissing } from '../helpers/python-env.js';

const root = caller('root');
const missing = callerMissing('root') ?? numpyVenvMissing();
const describeReal = missing === null ? describe : describe.skip;

const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const NUMPY_EVAL = 'import numpy, json; print(json.dumps({"score": float(numpy.arange(5).sum())}))\n';

let repo: GateRepo;
let inHome: string;
let outside: string;
let homeVenv: string;

beforeAll(async () => {
  if (missing !== null) return;
  repo = await createGateRepo({ files: { 'eval.py': NUMPY_EVAL } });
  inHome = mkdtempSync(join(root.home, '.arbor-view-test-'));
  homeVenv = makeNumpyVenv(join(inHome, 'venv'));
  mkdirSync('/var/lib/arbor-gate', { recursive: true });
  outside = mkdtempSync('/var/lib/arbor-gate/view-test-');
  chmodSync(outside, 0o755);
}, 120_000);
afterAll(async () => {
  await repo?.cleanup();
  for (const dir of [inHome, outside]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs verify on `source` with `over`, under `isolation`, with the caller's PATH `path`. */
async function verify(
  source: string,
  over: Record<string, unknown>,
  path: string,
  isolation = 'auto',
  env: Record<string, string> = {},
) {
  const deps = repo.deps({ env: { ...process.env, PATH: path, HOME: root.home, ...env } });
  const verdict = await runGate(
    repo.input('verify', {
      source,
      evalIsolation: isolation,
      testTrunkScore: '0',
      protectedPaths: ['eval.py'],
      ...over,
    }),
    deps,
  );
  return { verdict, lines: deps.lines };
}

describeReal('the runtime view, as root under the default isolation', () => {
  test('numpy from a virtualenv under HOME on PATH scores as with isolation none; the PATH is said once', async () => {
    repo.commit('arbor/home-venv', { 'notes.md': 'a\n' });
    const path = `${join(inHome, 'venv', 'bin')}:${SYSTEM_PATH}`;
    const isolated = await verify('arbor/home-venv', { evalCmdTest: 'cd {cwd} && python eval.py' }, path);
    const none = await verify('arbor/home-venv', { evalCmdTest: 'cd {cwd} && python eval.py' }, path, 'none');
    expect(isolated.verdict.isolation).toBe('user+pidns');
    expect([isolated.verdict.score, isolated.verdict.attempts[0]?.log]).toEqual([10, expect.any(String)]);
    expect(none.verdict.score).toBe(10);
    expect(isolated.lines.filter((line) => line.startsWith('evaluation PATH:'))).toEqual([
      expect.stringContaining(`toolchain shown read-only: ${join(inHome, 'venv')} (virtualenv)`),
    ]);
    expect(homeVenv).toContain(inHome);
  }, 120_000);

  test('a .venv in the checkout declared with eval-read, at its own path and inside the evaluated tree', async () => {
    makeNumpyVenv(join(repo.work, '.venv'));
    repo.commit('arbor/dot-venv', { 'notes.md': 'b\n' });
    const inTree = await verify(
      'arbor/dot-venv',
      { evalCmdTest: 'cd {cwd} && .venv/bin/python eval.py', evalRead: ['.venv'] },
      SYSTEM_PATH,
    );
    expect([inTree.verdict.score, inTree.verdict.reasons]).toEqual([10, []]);
    const absolute = await verify(
      'arbor/dot-venv',
      {
        evalCmdTest: `cd {cwd} && ${join(repo.work, '.venv', 'bin', 'python')} eval.py`,
        evalRead: ['.venv'],
      },
      SYSTEM_PATH,
    );
    expect(absolute.verdict.score).toBe(10);
    // Without the declaration the checkout stays hidden.
    const hidden = await verify(
      'arbor/dot-venv',
      { evalCmdTest: 'cd {cwd} && .venv/bin/python eval.py' },
      SYSTEM_PATH,
    );
    expect(hidden.verdict.score).toBeNull();
  }, 180_000);

  test('a conda-style prefix outside HOME on PATH', async () => {
    const prefix = join(outside, 'conda-env');
    makeNumpyVenv(prefix);
    mkdirSync(join(prefix, 'conda-meta'));
    execFileSync('chmod', ['-R', 'a+rX', outside]);
    repo.commit('arbor/conda', { 'notes.md': 'c\n' });
    const { verdict } = await verify(
      'arbor/conda',
      { evalCmdTest: 'cd {cwd} && python eval.py' },
      `${join(prefix, 'bin')}:${SYSTEM_PATH}`,
    );
    expect(verdict.score).toBe(10);
  }, 120_000);

  test('a declared Hugging Face cache under HOME is read, its token masked; a write fails and leaves it as it was', async () => {
    const cache = join(inHome, 'hf');
    mkdirSync(join(cache, 'hub'), { recursive: true });
    writeFileSync(join(cache, 'hub', 'model.txt'), '7\n');
    writeFileSync(join(cache, 'token'), 'hf_secret\n');
    const script =
      `import json, os\nc = ${JSON.stringify(cache)}\n` +
      `v = float(open(os.path.join(c, "hub", "model.txt")).read())\n` +
      `try:\n    open(os.path.join(c, "hub", "new.txt"), "w").write("x")\n    v += 100\nexcept OSError:\n    pass\n` +
      `try:\n    print("token:", open(os.path.join(c, "token")).read())\n    v += 1000\nexcept OSError:\n    pass\n` +
      `print(json.dumps({"score": v}))\n`;
    repo.commit('arbor/cache', { 'read.py': script });
    const { verdict } = await verify(
      'arbor/cache',
      {
        evalCmdTest: 'cd {cwd} && /usr/bin/python3 read.py',
        evalRead: [cache],
        protectedPaths: ['eval.py'],
      },
      SYSTEM_PATH,
      'auto',
      { HF_HOME: cache },
    );
    expect(verdict.score).toBe(7);
    expect(spawnSync('ls', [join(cache, 'hub')], { encoding: 'utf8' }).stdout).toBe('model.txt\n');
  }, 120_000);

  test('the never-list: a declared folder holding a git folder and credentials has them masked', async () => {
    const data = join(inHome, 'data');
    mkdirSync(join(data, 'clone', '.git'), { recursive: true });
    writeFileSync(
      join(data, 'clone', '.git', 'config'),
      '[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n',
    );
    writeFileSync(join(data, 'rows.csv'), 'x\n1\n');
    const script =
      `import json, os\nd = ${JSON.stringify(data)}\nv = len(open(os.path.join(d, "rows.csv")).read().split())\n` +
      `for p in [os.path.join(d, "clone", ".git", "config"), ${JSON.stringify(join(repo.work, '.git', 'config'))}, ${JSON.stringify(join(root.home, '.ssh'))}]:\n` +
      `    try:\n        open(p).read() if not os.path.isdir(p) else os.listdir(p)\n        v += 100\n        print("read", p)\n    except OSError:\n        pass\n` +
      `print(json.dumps({"score": v}))\n`;
    repo.commit('arbor/never', { 'read.py': script });
    const { verdict } = await verify(
      'arbor/never',
      { evalCmdTest: 'cd {cwd} && /usr/bin/python3 read.py', evalRead: [data] },
      SYSTEM_PATH,
    );
    expect(verdict.attempts[0]?.log).not.toContain('read ');
    expect(verdict.score).toBe(2);
  }, 120_000);

  test('a declared path that is on the never-list, or HOME, or the git folder, is exit 2 naming it', async () => {
    repo.commit('arbor/refused', { 'notes.md': 'r\n' });
    mkdirSync(join(root.home, '.ssh'), { recursive: true, mode: 0o700 });
    for (const [declared, says] of [
      [join(root.home, '.ssh'), '.ssh, which never reaches the evaluation'],
      [root.home, 'is HOME or holds it'],
      ['.git', 'never reaches the evaluation'],
      ['.', 'is not inside the checkout'],
    ] as const) {
      await expect(
        verify('arbor/refused', { evalCmdTest: 'true', evalRead: [declared] }, SYSTEM_PATH),
      ).rejects.toThrow(says);
    }
  }, 120_000);

  test('a branch committing a declared checkout-relative path is refused before anything runs', async () => {
    repo.commit('arbor/fake-venv', { '.venv/bin/python': '#!/bin/sh\necho \'{"score": 99}\'\n' });
    const { verdict } = await verify(
      'arbor/fake-venv',
      { evalCmdTest: 'cd {cwd} && .venv/bin/python eval.py', evalRead: ['.venv'] },
      SYSTEM_PATH,
    );
    expect(verdict.attempts).toEqual([]);
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons.map((r) => r.code)).toContain('protected_path');
  }, 120_000);

  test("a typo'd command reads 'not found', not 'Permission denied'", async () => {
    repo.commit('arbor/typo', { 'notes.md': 't\n' });
    const { verdict } = await verify(
      'arbor/typo',
      { evalCmdTest: 'cd {cwd} && pythn eval.py' },
      `${join(root.home, 'bin')}:/root/.pyenv/shims:${SYSTEM_PATH}`,
    );
    const log = verdict.attempts[0]?.log ?? '';
    expect(log).toContain('not found');
    expect(log).not.toContain('Permission denied');
  }, 120_000);

  test('a stand-in GPU device node and CUDA_VISIBLE_DEVICES reach the evaluation', async () => {
    const node = `/dev/nvidia-arbor-test-${process.pid}`;
    execFileSync('mknod', ['-m', '0660', node, 'c', '1', '5']);
    execFileSync('chgrp', ['video', node]);
    try {
      repo.commit('arbor/gpu', {
        'gpu.py': `import json, os\nb = open(${JSON.stringify(node)}, "rb").read(4)\nprint(json.dumps({"score": len(b) + int(os.environ["CUDA_VISIBLE_DEVICES"])}))\n`,
      });
      const deps = repo.deps({ env: { ...process.env, PATH: SYSTEM_PATH, CUDA_VISIBLE_DEVICES: '3' } });
      const verdict = await runGate(
        repo.input('verify', {
          source: 'arbor/gpu',
          evalIsolation: 'auto',
          testTrunkScore: '0',
          evalCmdTest: 'cd {cwd} && /usr/bin/python3 gpu.py',
          protectedPaths: ['eval.py'],
        }),
        deps,
      );
      expect(verdict.score).toBe(7);
    } finally {
      rmSync(node, { force: true });
    }
  }, 120_000);
});
