/**
 * The runtime view through the compiled CLI, as each caller the gate meets that has root's rights: root
 * and a non-root user with passwordless sudo (a GitHub-hosted runner). numpy from a virtualenv under
 * the caller's own HOME found on PATH, and from a `.venv` in the checkout declared with `--eval-read`,
 * score as with `--eval-isolation none`; a typo'd command reads "not found". The rootless caller
 * ('plain') joins `kinds` with the rootless mode.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { caller, callerMissing, giveTo, type CallerKind } from '../helpers/callers.js';
import { gateArgs, startCli } from '../helpers/gate-cli.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';
import { makeNumpyVenv, numpyVenvMissing } from '../helpers/python-env.js';

const kinds: CallerKind[] = ['root', 'sudo'];
const NUMPY_EVAL = 'import numpy, json; print(json.dumps({"score": float(numpy.arange(5).sum())}))\n';

let build: CompiledSource | null = null;
beforeAll(() => {
  if (kinds.every((kind) => callerMissing(kind) !== null) || numpyVenvMissing() !== null) return;
  build = compileSource();
  // The non-root callers run it: its folder (mkdtemp's 0700) must let them in.
  chmodSync(build.dir, 0o755);
}, 300_000);
afterAll(() => build?.remove());

describe.each(kinds)('the runtime view through the CLI, as the %s caller', (kind) => {
  const missing = callerMissing(kind) ?? numpyVenvMissing();
  if (missing !== null) {
    test.skip(`skipped: ${missing}`, () => {});
    return;
  }
  let repo: GateRepo;
  let inHome: string;
  const who = caller(kind);

  beforeAll(async () => {
    repo = await createGateRepo({ files: { 'eval.py': NUMPY_EVAL } });
    inHome = mkdtempSync(join(who.home, '.arbor-view-test-'));
    makeNumpyVenv(join(inHome, 'venv'), who);
    makeNumpyVenv(join(repo.work, '.venv'));
    repo.commit('arbor/idea', { 'notes.md': 'idea\n' });
    giveTo(who, repo.root, inHome);
  }, 120_000);
  afterAll(async () => {
    await repo?.cleanup();
    if (inHome) rmSync(inHome, { recursive: true, force: true });
  });

  /** verify as the caller, with `path` first on its PATH and `extra` flags; the verdict and stderr. */
  async function verify(command: string, path: string | null, extra: string[] = []) {
    const args = gateArgs(repo, 'verify', 'arbor/idea', [
      '--eval-cmd-test',
      command,
      '--protected',
      'eval.py',
      '--test-trunk-score',
      '0',
      '--json',
      // A sudo caller's first cached tree with a protected Python file fails to lay out (EACCES on
      // __pycache__), apart from the view: a checkout of its own per run here.
      '--tree-cache',
      '0',
      ...extra,
    ]);
    const env = { ...who.env, PATH: path === null ? who.env.PATH : `${path}:${who.env.PATH}` };
    const run = await startCli(build as CompiledSource, args, { cwd: repo.work, env, prefix: who.prefix })
      .exited;
    return { verdict: JSON.parse(run.stdout || '{}'), stderr: run.stderr, code: run.code };
  }

  test('numpy from a virtualenv under its own HOME on PATH, as with isolation none', async () => {
    const venv = join(inHome, 'venv', 'bin');
    const isolated = await verify('cd {cwd} && python eval.py', venv);
    const none = await verify('cd {cwd} && python eval.py', venv, ['--eval-isolation', 'none']);
    expect([isolated.verdict.isolation, isolated.verdict.score]).toEqual(['user+pidns', 10]);
    expect(none.verdict.score).toBe(10);
    expect(isolated.stderr).toContain(`toolchain shown read-only: ${join(inHome, 'venv')} (virtualenv)`);
  }, 180_000);

  test('a .venv in the checkout declared with --eval-read', async () => {
    const run = await verify('cd {cwd} && .venv/bin/python eval.py', null, ['--eval-read', '.venv']);
    expect([run.code, run.verdict.score, run.code === 0 ? '' : run.stderr]).toEqual([0, 10, '']);
  }, 180_000);

  test("a typo'd command reads 'not found'", async () => {
    const run = await verify('cd {cwd} && pythn eval.py', join(who.home, 'bin'));
    const log = String(run.verdict.attempts?.[0]?.log ?? '');
    expect(log).toContain('not found');
    expect(log).not.toContain('Permission denied');
  }, 180_000);
});
