/**
 * The runtime view through the compiled CLI, as each caller the gate meets: root, a non-root user with
 * passwordless sudo (a GitHub-hosted runner), both isolating as another account (user+pidns), and a
 * non-root user without sudo (rootless, bubblewrap). numpy from a virtualenv under the caller's own
 * HOME found on PATH, from a `.venv` in the checkout declared with `--eval-read`, and untracked data in
 * the checkout declared the same way, score as with `--eval-isolation none`; a cache folder under the
 * caller's HOME declared read: the read works, a write reaches neither the user's folder nor the next
 * run; a typo'd command reads "not found".
 */
import { beforeAll, afterAll, describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledSource } from '../helpers/adversarial-build.js';
import { caller, giveTo, type CallerKind } from '../helpers/callers.js';
import {
  attemptLog,
  AUTO_ISOLATION,
  callerCliMissing,
  runAsCaller,
  useCompiledCli,
} from '../helpers/caller-cli.js';
import { gateArgs } from '../helpers/gate-cli.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';
import { makeNumpyVenv, numpyVenvMissing } from '../helpers/python-env.js';

const kinds: CallerKind[] = ['root', 'sudo', 'plain'];
const NUMPY_EVAL = 'import numpy, json; print(json.dumps({"score": float(numpy.arange(5).sum())}))\n';
/** Sums the untracked labels with numpy. */
const DATA_EVAL =
  'import numpy, json, os, sys\n' +
  'labels = numpy.loadtxt(os.path.join(sys.argv[1] if len(sys.argv) > 1 else ".", "data/test/labels.csv"))\n' +
  'print(json.dumps({"score": float(labels.sum())}))\n';
/** Reads the cache's weight, tries to write beside it, says whether an earlier run's write is there. */
const CACHE_EVAL = `import json, os, sys
hub = os.path.join(sys.argv[1], "hub")
print("seen-before:", "yes" if os.path.exists(os.path.join(hub, "new.txt")) else "no")
try:
    with open(os.path.join(hub, "new.txt"), "w") as f:
        f.write("written by the evaluation")
    print("write: ok")
except OSError as error:
    print("write: refused", error.strerror)
print(json.dumps({"score": float(open(os.path.join(hub, "weights.txt")).read())}))
`;

const cli = useCompiledCli(
  () => kinds.some((kind) => callerCliMissing(kind) === null) && numpyVenvMissing() === null,
);

describe.each(kinds)('the runtime view through the CLI, as the %s caller', (kind) => {
  const missing = callerCliMissing(kind) ?? numpyVenvMissing();
  if (missing !== null) {
    test.skip(`skipped: ${missing}`, () => {});
    return;
  }
  let repo: GateRepo;
  let inHome: string;
  const who = caller(kind);

  beforeAll(async () => {
    repo = await createGateRepo({
      files: { 'eval.py': NUMPY_EVAL, 'eval_data.py': DATA_EVAL, 'eval_cache.py': CACHE_EVAL },
    });
    inHome = mkdtempSync(join(who.home, '.arbor-view-test-'));
    makeNumpyVenv(join(inHome, 'venv'));
    mkdirSync(join(inHome, 'cache', 'hub'), { recursive: true });
    writeFileSync(join(inHome, 'cache', 'hub', 'weights.txt'), '3\n');
    makeNumpyVenv(join(repo.work, '.venv'));
    mkdirSync(join(repo.work, 'data', 'test'), { recursive: true });
    writeFileSync(join(repo.work, 'data', 'test', 'labels.csv'), '1\n2\n4\n');
    repo.commit('arbor/idea', { 'notes.md': 'idea\n' });
    giveTo(who, repo.root, inHome);
  }, 120_000);
  afterAll(async () => {
    await repo?.cleanup();
    if (inHome) rmSync(inHome, { recursive: true, force: true });
  });

  /** verify as the caller, with `path` first on its PATH and `extra` flags. */
  function verify(command: string, path: string | null, extra: string[] = []) {
    const args = gateArgs(repo, 'verify', 'arbor/idea', [
      '--eval-cmd-test',
      command,
      '--protected',
      'eval.py',
      '--test-trunk-score',
      '0',
      '--json',
      // Its own account: the other files' gates on `arbor-eval` would make it wait its turn.
      '--eval-user',
      'arbor-eval-view',
      ...extra,
    ]);
    return runAsCaller(cli.build as CompiledSource, who, repo.work, args, path);
  }

  test('numpy from a virtualenv under its own HOME on PATH, as with isolation none', async () => {
    const venv = join(inHome, 'venv', 'bin');
    const isolated = await verify('cd {cwd} && python eval.py', venv);
    const none = await verify('cd {cwd} && python eval.py', venv, ['--eval-isolation', 'none']);
    expect([isolated.verdict.isolation, isolated.verdict.score]).toEqual([AUTO_ISOLATION[kind], 10]);
    expect(none.verdict.score).toBe(10);
    expect(isolated.stderr).toContain(`toolchain shown read-only: ${join(inHome, 'venv')} (virtualenv)`);
  }, 180_000);

  test('a .venv in the checkout declared with --eval-read', async () => {
    const run = await verify('cd {cwd} && .venv/bin/python eval.py', null, ['--eval-read', '.venv']);
    expect([run.code, run.verdict.score, run.code === 0 ? '' : run.stderr]).toEqual([0, 10, '']);
  }, 180_000);

  test('untracked data in the checkout declared with --eval-read, as with isolation none', async () => {
    const read = ['--eval-read', '.venv', '--eval-read', 'data/test'];
    const isolated = await verify('cd {cwd} && .venv/bin/python eval_data.py', null, read);
    // Unisolated, nothing is shown in the evaluated tree: the same files, from the checkout.
    const fromCheckout = `cd {cwd} && ${repo.work}/.venv/bin/python eval_data.py ${repo.work}`;
    const none = await verify(fromCheckout, null, ['--eval-isolation', 'none']);
    expect([isolated.code, isolated.verdict.isolation, isolated.verdict.score]).toEqual([
      0,
      AUTO_ISOLATION[kind],
      7,
    ]);
    expect(none.verdict.score).toBe(7);
  }, 180_000);

  test("a cache under the caller's HOME declared read: read, and a write reaches neither the folder nor the next run", async () => {
    const cache = join(inHome, 'cache');
    // The checkout's venv at its own path (shown there too), which an unisolated run finds as well.
    const command = `cd {cwd} && ${repo.work}/.venv/bin/python eval_cache.py ${cache}`;
    // No ledger: the second run is a run, not the first one's score reused.
    const read = ['--eval-read', '.venv', '--eval-read', cache, '--no-ledger'];
    const runs = [await verify(command, null, read), await verify(command, null, read)];
    for (const run of runs) {
      expect([run.code, run.verdict.isolation, run.verdict.score]).toEqual([0, AUTO_ISOLATION[kind], 3]);
      expect(attemptLog(run)).toContain('seen-before: no\nwrite: refused Read-only file system\n');
    }
    expect(existsSync(join(cache, 'hub', 'new.txt'))).toBe(false);
    expect(readFileSync(join(cache, 'hub', 'weights.txt'), 'utf8')).toBe('3\n');
    // The same write unisolated reaches the user's folder: what the isolated runs are checked for.
    const none = await verify(command, null, [...read, '--eval-isolation', 'none']);
    expect(attemptLog(none)).toContain('write: ok');
    expect(existsSync(join(cache, 'hub', 'new.txt'))).toBe(true);
    rmSync(join(cache, 'hub', 'new.txt'));
  }, 180_000);

  test("a typo'd command reads 'not found'", async () => {
    const run = await verify('cd {cwd} && pythn eval.py', join(who.home, 'bin'));
    const log = attemptLog(run);
    expect(log).toContain('not found');
    expect(log).not.toContain('Permission denied');
  }, 180_000);
});
