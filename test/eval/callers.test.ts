/**
 * The accounts and Python environments the environment suites run evaluations with (test/helpers/callers.ts,
 * python-env.ts): each caller can run a venv's numpy from its own HOME, and only the sudo caller has sudo.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { caller, callerMissing, giveTo, type CallerKind } from '../helpers/callers.js';
import { makeNumpyVenv, numpyVenvMissing } from '../helpers/python-env.js';

const kinds: CallerKind[] = ['root', 'sudo', 'plain'];

describe.each(kinds)('the %s caller', (kind) => {
  const missing = callerMissing(kind) ?? numpyVenvMissing();
  if (missing !== null) {
    test.skip(`skipped: ${missing}`, () => {});
    return;
  }

  test('runs numpy from a venv under its own HOME; sudo -n works only for the sudo caller', () => {
    const who = caller(kind);
    const home = mkdtempSync(join(who.home, '.venv-test-'));
    giveTo(who, home);
    try {
      const python = makeNumpyVenv(join(home, 'venv'), who);
      const run = (argv: string[]) =>
        spawnSync(
          who.prefix[0] ?? argv[0]!,
          [...who.prefix.slice(1), ...(who.prefix.length ? argv : argv.slice(1))],
          {
            env: who.env,
            encoding: 'utf8',
          },
        );
      const numpy = run([python, '-c', 'import numpy; print(int(numpy.arange(5).sum()))']);
      expect({ status: numpy.status, out: numpy.stdout, err: numpy.stderr }).toEqual({
        status: 0,
        out: '10\n',
        err: '',
      });
      expect(run(['id', '-u']).stdout.trim()).toBe(String(who.uid));
      if (kind !== 'root') expect(run(['sudo', '-n', 'true']).status === 0).toBe(kind === 'sudo');
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }, 60_000);
});
