// The runtime view's cost (issue 35): `verify` of an evaluator that imports numpy from a virtualenv
// under the caller's HOME (found on PATH, its bytecode compiled) and computes for about 2 s, under the
// default isolation (as root: another user in its own namespaces, the venv shown read-only through the
// view) against the same verify with `--eval-isolation none`, interleaved, the ledger off so that every
// run evaluates. Target: isolation adds at most 0.3 s + 15% per run. No package is downloaded or built
// per run (the venv is made once, numpy copied in from a Python on PATH that has it).
// BENCH_RUNS (default 5) pairs; ARBOR_GATE_CLI=path runs another build than dist/cli.js.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRoot } from './lib/bench-root.mjs';
import { gateCliArgs, makeBenchRepo, median, timeRun } from './lib/bench-repo.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const cli =
  process.env.ARBOR_GATE_CLI ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');
if (process.getuid?.() !== 0) {
  console.log('runtime-view bench skipped: it compares the isolation of a root gate (run it as root)');
  process.exit(0);
}
const numpySite = spawnSync(
  'python3',
  ['-c', 'import numpy, os; print(os.path.dirname(os.path.dirname(numpy.__file__)))'],
  { encoding: 'utf8' },
);
if (numpySite.status !== 0) {
  console.log('runtime-view bench skipped: no python3 on PATH imports numpy');
  process.exit(0);
}
const { root, env } = benchRoot('arbor-gate-bench-view-');
const home = mkdtempSync(join(homedir(), '.arbor-gate-bench-venv-'));
try {
  const venv = join(home, 'venv');
  execFileSync('/usr/bin/python3', ['-m', 'venv', '--without-pip', venv]);
  const version = execFileSync(
    '/usr/bin/python3',
    ['-c', 'import sys; print("python%d.%d" % sys.version_info[:2])'],
    {
      encoding: 'utf8',
    },
  ).trim();
  const site = join(venv, 'lib', version, 'site-packages');
  const source = numpySite.stdout.trim();
  for (const entry of readdirSync(source).filter((name) => name.startsWith('numpy')))
    cpSync(join(source, entry), join(site, entry), { recursive: true });
  execFileSync(join(venv, 'bin', 'python'), ['-m', 'compileall', '-q', site]);
  const python = join(venv, 'bin', 'python');
  // Fixed work (never a timed loop), sized once here to about 2 s.
  const work = (k) =>
    `import numpy as np, json; a = np.random.default_rng(0).random((400, 400)); s = 0.0\n` +
    `for _ in range(${k}): s += float((a @ a).sum()) % 1\nprint(json.dumps({"score": 1 + s % 1}))`;
  const probeMs = timeRun(env, python, ['-c', work(20)], 0, root);
  const k = Math.max(20, Math.round((20 * 2000) / probeMs));
  const small = makeBenchRepo(root, env, 'repo', 200, 30);
  const script = join(root, 'work.py');
  writeFileSync(script, work(k));
  const command = `cd {cwd} && python ${script}`;
  const runEnv = { ...env, PATH: `${join(venv, 'bin')}:${env.PATH}` };
  const verify = (isolation) =>
    timeRun(
      runEnv,
      process.execPath,
      gateCliArgs(cli, 'verify', small.repo, 'arbor/exp', join(root, 'REPORT.md'), [
        '--eval-cmd-test',
        command,
        '--no-ledger',
        // The script sits in the bench's temp folder, which the namespace replaces: declared, as a file.
        '--eval-read',
        script,
        '--test-trunk-score',
        '0',
        '--eval-isolation',
        isolation,
      ]),
      0,
      root,
    );
  const loadBefore = loadavg()[0];
  verify('auto');
  const t = { auto: [], none: [] };
  for (let i = 0; i < RUNS; i++) {
    t.auto.push(verify('auto'));
    t.none.push(verify('none'));
  }
  const spread = (xs) => `${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)} ms`;
  const [a, n] = [median(t.auto), median(t.none)];
  const allowed = 300 + 0.15 * n;
  console.log(
    `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after; ${RUNS} pairs; numpy work ${k} products`,
  );
  console.log(
    `verify, isolation none (venv on PATH)         median ${n.toFixed(0)} ms (spread ${spread(t.none)})`,
  );
  console.log(
    `verify, default isolation (view of the venv)  median ${a.toFixed(0)} ms (spread ${spread(t.auto)})`,
  );
  console.log(
    `isolation adds ${(a - n).toFixed(0)} ms per run (${(a / n).toFixed(2)}x); target at most ${allowed.toFixed(0)} ms: ${a - n <= allowed ? 'met' : 'MISSED'}`,
  );
} finally {
  rmSync(home, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
}
