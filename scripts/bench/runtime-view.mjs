// The runtime view's cost (issue 35): `verify` of an evaluator that imports numpy from a virtualenv
// under the caller's HOME (found on PATH, its bytecode compiled) and computes for about 2 s, against the
// same verify with `--eval-isolation none`, interleaved, the ledger off so that every run evaluates.
// Two callers: root under the default isolation (another user in its own namespaces, the venv shown
// read-only through the view), and a non-root account without sudo under the rootless mode (bubblewrap),
// the venv under that account's own HOME. Target: isolation adds at most 0.3 s + 15% per run. No
// package is downloaded or built per run (each venv is made once, numpy copied in from a Python on PATH
// that has it).
// BENCH_RUNS (default 5) pairs per caller; ARBOR_GATE_CLI=path runs another build than dist/cli.js;
// BENCH_PLAIN_USER (default arbor-t-plain, the tests' account) names the non-root account, skipped
// when it does not exist or bubblewrap is missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRoot } from './lib/bench-root.mjs';
import { gateCliArgs, makeBenchRepo, median, timeRun } from './lib/bench-repo.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const cli =
  process.env.ARBOR_GATE_CLI ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');
const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
if (process.getuid?.() !== 0) {
  console.log('runtime-view bench skipped: it makes the venvs and runs the non-root caller as root');
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

/** A venv in `home` with numpy copied in and its bytecode compiled: the `python` that runs. */
function numpyVenv(home) {
  const venv = join(home, 'venv');
  execFileSync('/usr/bin/python3', ['-m', 'venv', '--without-pip', venv]);
  const version = execFileSync(
    '/usr/bin/python3',
    ['-c', 'import sys; print("python%d.%d" % sys.version_info[:2])'],
    { encoding: 'utf8' },
  ).trim();
  const site = join(venv, 'lib', version, 'site-packages');
  const source = numpySite.stdout.trim();
  for (const entry of readdirSync(source).filter((name) => name.startsWith('numpy')))
    cpSync(join(source, entry), join(site, entry), { recursive: true });
  execFileSync(join(venv, 'bin', 'python'), ['-m', 'compileall', '-q', site]);
  return join(venv, 'bin');
}

/** The account's uid, gid and HOME, or null when it does not exist. */
function account(name) {
  const entry = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
  if (entry.status !== 0) return null;
  const [, , uid, gid, , home] = entry.stdout.trim().split(':');
  return { name, uid: Number(uid), gid: Number(gid), home };
}

// Fixed work (never a timed loop), sized once here to about 2 s.
const work = (k) =>
  `import numpy as np, json; a = np.random.default_rng(0).random((400, 400)); s = 0.0\n` +
  `for _ in range(${k}): s += float((a @ a).sum()) % 1\nprint(json.dumps({"score": 1 + s % 1}))`;

/**
 * `verify` under `isolated` against `none`, interleaved, as one caller: `prefix` runs the CLI as it,
 * `home` is its HOME (the venv is made there), `owner` the account the bench's files are given to.
 */
function compare(label, isolated, caller) {
  const { root, env } = benchRoot(`arbor-gate-bench-view-${caller.name}-`);
  const home = mkdtempSync(join(caller.home, '.arbor-gate-bench-venv-'));
  try {
    const bin = numpyVenv(home);
    // Sized from two probes, so Python's start and numpy's import are not counted as work.
    const probe = (n) => timeRun(env, join(bin, 'python'), ['-c', work(n)], 0, root);
    const [small20, large200] = [probe(20), probe(200)];
    const perProduct = Math.max(0.01, (large200 - small20) / 180);
    const k = Math.max(20, Math.round(20 + (2000 - small20) / perProduct));
    const small = makeBenchRepo(root, env, 'repo', 200, 30);
    const script = join(root, 'work.py');
    writeFileSync(script, work(k));
    if (caller.uid !== 0) {
      execFileSync('chown', ['-R', `${caller.uid}:${caller.gid}`, root, home]);
      chmodSync(home, 0o755);
    }
    const runEnv = {
      ...env,
      HOME: caller.home,
      USER: caller.name,
      LOGNAME: caller.name,
      PATH: `${bin}:${caller.uid === 0 ? env.PATH : SYSTEM_PATH}`,
    };
    const verify = (isolation) => {
      const args = gateCliArgs(cli, 'verify', small.repo, 'arbor/exp', join(root, 'REPORT.md'), [
        '--eval-cmd-test',
        `cd {cwd} && python ${script}`,
        '--no-ledger',
        // The script sits in the bench's temp folder, which the namespace replaces: declared, as a file.
        '--eval-read',
        script,
        // One evaluation per verify, against a given bar: the cost per run is the isolation's alone.
        '--judge',
        'single',
        '--test-trunk-score',
        '0',
        '--eval-isolation',
        isolation,
      ]);
      return caller.uid === 0
        ? timeRun(runEnv, process.execPath, args, 0, root)
        : timeRun(runEnv, 'setpriv', [...caller.prefix, process.execPath, ...args], 0, root);
    };
    const loadBefore = loadavg()[0];
    verify(isolated);
    const t = { isolated: [], none: [] };
    for (let i = 0; i < RUNS; i++) {
      t.isolated.push(verify(isolated));
      t.none.push(verify('none'));
    }
    const spread = (xs) => `${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)} ms`;
    const [a, n] = [median(t.isolated), median(t.none)];
    const allowed = 300 + 0.15 * n;
    console.log(
      `\n${label}: load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after; ${RUNS} pairs; numpy work ${k} products`,
    );
    console.log(
      `  verify, isolation none (venv on PATH)  median ${n.toFixed(0)} ms (spread ${spread(t.none)})`,
    );
    console.log(
      `  verify, isolation ${isolated.padEnd(8)} (view)      median ${a.toFixed(0)} ms (spread ${spread(t.isolated)})`,
    );
    console.log(
      `  isolation adds ${(a - n).toFixed(0)} ms per run (${(a / n).toFixed(2)}x); target at most ${allowed.toFixed(0)} ms: ${a - n <= allowed ? 'met' : 'MISSED'}`,
    );
  } finally {
    rmSync(home, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  }
}

compare('root, default isolation (auto)', 'auto', { name: 'root', uid: 0, gid: 0, home: homedir() });
const plain = account(process.env.BENCH_PLAIN_USER ?? 'arbor-t-plain');
const bwrap = spawnSync('sh', ['-c', 'command -v bwrap'], { encoding: 'utf8' }).status === 0;
if (plain === null || !bwrap) {
  console.log(
    `\nrootless: skipped (${plain === null ? 'no account BENCH_PLAIN_USER (default arbor-t-plain)' : 'bubblewrap is not installed'})`,
  );
} else {
  const prefix = [`--reuid=${plain.uid}`, `--regid=${plain.gid}`, '--init-groups', '--'];
  compare(`non-root ${plain.name} without sudo, rootless`, 'rootless', { ...plain, prefix });
}
