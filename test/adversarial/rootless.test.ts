/**
 * The rootless mode (src/eval/isolation/rootless.ts), for real: the compiled CLI as a non-root caller
 * without sudo (test/helpers/callers.ts), bubblewrap making the namespaces.
 *
 * - `merge` under the default `auto` merges, and the verdict names the mode `rootless`;
 * - a numpy virtualenv under the caller's HOME, given through a RuntimeView, scores as unisolated;
 * - the branch's code attacks the caller's session and the gate, each attempt made for real and
 *   reported on its output: under `rootless` every one is refused, and the same script under
 *   `--eval-isolation none` (the same caller) reaches every target, so each assertion fails without
 *   the defence;
 * - where bwrap is missing or user namespaces are refused, `merge` exits 2 in one line naming what is
 *   missing and `--eval-isolation none`.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { resolveIsolation } from '../../src/eval/isolation/index.js';
import { processesOf } from '../../src/eval/isolation/processes.js';
import { caller, callerMissing, giveTo, type Caller } from '../helpers/callers.js';
import { gateArgs, startCli } from '../helpers/gate-cli.js';
import { createGateRepo, EVAL_CMD, TRUNK, type GateRepo } from '../helpers/gate-repo.js';
import { makeNumpyVenv, numpyVenvMissing } from '../helpers/python-env.js';

const bwrapMissing = existsSync('/usr/bin/bwrap')
  ? null
  : 'bubblewrap is not installed (apt-get install bubblewrap)';
const missing = callerMissing('plain') ?? bwrapMissing;
const describeRootless = missing === null ? describe : describe.skip;
if (missing !== null) console.log(`rootless suite skipped: ${missing}`);

let build: CompiledSource;
let who: Caller;
beforeAll(() => {
  if (missing !== null) return;
  build = compileSource();
  chmodSync(build.dir, 0o755);
  who = caller('plain');
}, 180_000);
afterAll(() => build?.remove());

/** A repository of the caller's, in a folder of its own under /tmp, with a branch `arbor/n1` scoring 7. */
async function callersRepo(): Promise<GateRepo> {
  const repo = await createGateRepo({ score: 5 });
  repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  giveTo(who, repo.root);
  return repo;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function asCaller(repo: GateRepo, args: string[], env: NodeJS.ProcessEnv = {}, prefix: string[] = []) {
  return startCli(build, args, {
    cwd: repo.work,
    env: { ...who.env, ...env },
    prefix: [...who.prefix, ...prefix],
  });
}

function verdictOf(run: Run): {
  decision: string;
  score: number | null;
  isolation: string;
  end: string;
  attempts: { log: string }[];
} {
  return JSON.parse(run.stdout || '{}');
}

describeRootless('the rootless mode, as a caller without root or sudo', () => {
  test('merge under the default auto merges, isolated as rootless with its PID namespace as the end', async () => {
    const repo = await callersRepo();
    try {
      const run = await asCaller(repo, gateArgs(repo, 'merge', 'arbor/n1', ['--json'])).exited;
      expect({ code: run.code, stderr: run.code === 0 ? '' : run.stderr }).toEqual({ code: 0, stderr: '' });
      expect(verdictOf(run)).toMatchObject({
        decision: 'merged',
        score: 7,
        isolation: 'rootless',
        end: 'pidns',
      });
      expect(run.stderr).toContain('evaluation isolation: rootless, as uid');
      expect(run.stderr).toContain('  isolation: rootless');
    } finally {
      await repo.cleanup();
    }
  }, 120_000);

  test("an MCP server started as the caller: git_merge_branch merges under the server's default auto, rootless", async () => {
    const repo = await callersRepo();
    const settings = join(repo.root, 'settings.json');
    writeFileSync(
      settings,
      JSON.stringify({
        trunk_branch: TRUNK,
        eval_cmd_test: EVAL_CMD,
        eval_retries: 0,
        test_trunk_score: 5,
        protected_paths: ['eval.sh'],
      }),
    );
    giveTo(who, settings);
    const transport = new StdioClientTransport({
      command: who.prefix[0] as string,
      args: [
        ...who.prefix.slice(1),
        process.execPath,
        join(build.dir, 'cli.js'),
        'mcp',
        '--trusted-settings',
        settings,
      ],
      cwd: repo.work,
      env: who.env as Record<string, string>,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'arbor-gate-rootless-test', version: '1.0.0' });
    try {
      await client.connect(transport);
      const result = await client.callTool(
        {
          name: 'git_merge_branch',
          arguments: { cwd: repo.work, target_branch: TRUNK, source_branch: 'arbor/n1' },
        },
        undefined,
        { timeout: 120_000 },
      );
      expect(result.isError ?? false).toBe(false);
      expect(result.structuredContent).toMatchObject({
        decision: 'merged',
        score: 7,
        isolation: 'rootless',
        end: 'pidns',
      });
    } finally {
      await client.close();
      await repo.cleanup();
    }
  }, 120_000);

  test('as root, eval-isolation rootless is refused naming the setting that works (auto)', async () => {
    await expect(
      resolveIsolation({
        setting: 'rootless',
        account: 'unused',
        names: { setting: '--eval-isolation', account: '--eval-user' },
        log: () => undefined,
      }),
    ).rejects.toThrow(
      '--eval-isolation rootless: cannot run the evaluation in a user namespace: the gate is root (the rootless mode is for a gate without root); set --eval-isolation auto',
    );
  });

  test('numpy from a venv under the caller HOME, given as a runtime view, gives what it gives unisolated', () => {
    const venvMissing = numpyVenvMissing();
    if (venvMissing !== null) {
      console.log(`numpy part skipped: ${venvMissing}`);
      return;
    }
    const home = mkdtempSync(join(who.home, '.rootless-numpy-'));
    giveTo(who, home);
    try {
      const venv = join(home, 'venv');
      makeNumpyVenv(venv, who);
      const harness = join(home, 'harness.mjs');
      writeFileSync(harness, numpyHarness(build.dir));
      giveTo(who, home);
      const command = 'python -c "import numpy; print(float(numpy.linspace(0, 1, 101).std()))"';
      const run = (mode: string) =>
        spawnSync(
          who.prefix[0] as string,
          [...who.prefix.slice(1), process.execPath, harness, mode, venv, command],
          {
            env: who.env,
            encoding: 'utf8',
          },
        );
      const viewed = run('view');
      const unisolated = run('none');
      const bare = run('no-view');
      expect({ status: unisolated.status, err: unisolated.stderr }).toEqual({ status: 0, err: '' });
      expect(unisolated.stdout).toMatch(/^status 0\n0\.29\d+\n$/);
      expect({ out: viewed.stdout, err: viewed.stderr }).toEqual({ out: unisolated.stdout, err: '' });
      // Without the view the venv under HOME is absent: the same command cannot find its python.
      expect(bare.stdout).toMatch(/^status 127\n/);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }, 120_000);

  test('with bwrap missing from PATH, or user namespaces refused, merge exits 2 naming what is missing and --eval-isolation none', async () => {
    const repo = await callersRepo();
    const bin = mkdtempSync(join('/tmp', 'rootless-nobwrap-'));
    try {
      for (const dir of ['/usr/bin', '/usr/sbin']) {
        for (const name of readdirSync(dir)) {
          if (name !== 'bwrap' && !existsSync(join(bin, name))) symlinkSync(join(dir, name), join(bin, name));
        }
      }
      chmodSync(bin, 0o755);
      const args = gateArgs(repo, 'merge', 'arbor/n1', ['--json']);
      const noBwrap = await asCaller(repo, args, { PATH: bin }).exited;
      // The gate inside a user namespace that allows no further one (bubblewrap's own --disable-userns).
      const refused = await asCaller(repo, args, {}, [
        'bwrap',
        '--unshare-user',
        '--disable-userns',
        '--dev-bind',
        '/',
        '/',
        '--',
      ]).exited;
      const line = (what: RegExp) =>
        new RegExp(
          `^arbor-gate: --eval-isolation auto: this machine cannot isolate the evaluation \\(the gate is not root and has no passwordless sudo \\(sudo -n\\), and ${what.source}\\); set --eval-isolation none to merge with the evaluation run as the gate's own user$`,
          'm',
        );
      expect({ code: noBwrap.code, stdout: noBwrap.stdout }).toEqual({ code: 2, stdout: '' });
      expect(noBwrap.stderr).toMatch(line(/bubblewrap \(bwrap\) is not installed or not on PATH/));
      expect({ code: refused.code, stdout: refused.stdout }).toEqual({ code: 2, stdout: '' });
      expect(refused.stderr).toMatch(
        line(/bwrap cannot make an unprivileged user namespace here \(bwrap: .+\)/),
      );
      for (const run of [noBwrap, refused]) expect(run.stderr).not.toMatch(/isolation user|sudo where/);
    } finally {
      rmSync(bin, { recursive: true, force: true });
      await repo.cleanup();
    }
  }, 120_000);
});

const TOKEN = 'ghs_' + 'RootlessT0kenValue1234567890abcdefXYZ';
/** The arguments of the processes the attack leaves behind (setsid, and a double fork). */
const LEFT_BEHIND = ['6017', '6029'];

/**
 * The branch's attacks on the caller's session and the gate, each reported on its output as
 * `ATTACK <name> reached` or `ATTACK <name> refused`; then it leaves two processes behind.
 */
const ATTACK_SH = `#!/bin/sh
try() { name=$1; shift; if "$@" >/dev/null 2>&1; then echo "ATTACK $name reached"; else echo "ATTACK $name refused"; fi; }
connect() { /usr/bin/python3 -c 'import socket, sys; s = socket.socket(socket.AF_UNIX); s.settimeout(3); s.connect(sys.argv[1].replace("@", "\\0", 1))' "$1"; }
gate=$(cat "$ATTACK_PIDFILE")
try bus connect "$ATTACK_BUS"
try ssh-agent connect "$ATTACK_SSH"
try docker connect "$ATTACK_DOCKER"
try x11-abstract connect "@$ATTACK_ABSTRACT"
# Its result is the session bus's: the test counts who connected there.
systemd-run --user --quiet true >/dev/null 2>&1
try environ grep -q ${TOKEN} /proc/$gate/environ
try kill kill -0 "$gate"
try mem /usr/bin/python3 -c 'import sys; p = sys.argv[1]; a = int(open(f"/proc/{p}/maps").readline().split("-")[0], 16); f = open(f"/proc/{p}/mem", "rb"); f.seek(a); assert f.read(1)' "$gate"
try write-home sh -c 'echo pwned > "$ATTACK_HOME/pwned"'
try write-checkout sh -c 'echo pwned > "$ATTACK_CHECKOUT/pwned.txt"'
try read-home cat "$ATTACK_HOME/rootless-secret.txt"
try read-checkout cat "$ATTACK_CHECKOUT/eval.sh"
try read-git cat "$ATTACK_CHECKOUT/.git/config"
try swap-evaluator sh -c 'echo "echo {\\\\"score\\\\": 1000}" > eval.sh'
setsid sleep ${LEFT_BEHIND[0]} </dev/null >/dev/null 2>&1 &
( (sleep ${LEFT_BEHIND[1]} </dev/null >/dev/null 2>&1 &) & )
# Both are running by the time the evaluation's main process exits.
sleep 1
`;

const ATTACKS = [
  'bus',
  'ssh-agent',
  'docker',
  'x11-abstract',
  'environ',
  'kill',
  'mem',
  'write-home',
  'write-checkout',
  'read-home',
  'read-checkout',
  'read-git',
  'swap-evaluator',
] as const;

/**
 * A Unix socket the test listens on (a stand-in for the session's), counting who connects. An
 * abstract one (`@name`) is Python's: Node's pads the name with its own NULs.
 */
async function listen(path: string): Promise<{ close: () => Promise<void>; connections: () => number }> {
  let count = 0;
  if (path.startsWith('@')) {
    const child = spawn(
      '/usr/bin/python3',
      [
        '-c',
        'import socket, sys\ns = socket.socket(socket.AF_UNIX)\ns.bind("\\0" + sys.argv[1])\ns.listen()\n' +
          'print("listening", flush=True)\nwhile True:\n  c, _ = s.accept(); print("connected", flush=True); c.close()',
        path.slice(1),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((done) =>
      child.stdout.on('data', (chunk: Buffer) => {
        count += (chunk.toString().match(/connected/g) ?? []).length;
        if (chunk.toString().includes('listening')) done();
      }),
    );
    return {
      close: async () => void child.kill('SIGKILL'),
      connections: () => count,
    };
  }
  const server: Server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise<void>((done) => server.listen(path, done));
  chmodSync(path, 0o777);
  return {
    close: () => new Promise((done) => server.close(() => done())),
    connections: () => count,
  };
}

/** The caller's processes left behind by the attack (found by their arguments). */
function leftBehind(uid: number): Promise<number[]> {
  return processesOf(uid).then((pids) =>
    pids.filter((pid) => {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return argv[0] === 'sleep' && LEFT_BEHIND.includes(argv[1] ?? '');
    }),
  );
}

describe.each(missing === null ? (['rootless', 'none'] as const) : [])(
  'the evaluated code attacks the caller and the gate (isolation %s)',
  (variant) => {
    const isolated = variant === 'rootless';
    let repo: GateRepo;
    let run: Run;
    let results: Map<string, string>;
    let left: number[];
    const servers: { close: () => Promise<void> }[] = [];
    const made: string[] = [];
    let sockets: Record<'bus' | 'sessionBus' | 'ssh' | 'docker' | 'x11', () => number>;

    beforeAll(async () => {
      repo = await createGateRepo({ score: 5 });
      repo.commit('arbor/attack', { 'solution.txt': '7\n', 'attack.sh': ATTACK_SH });
      giveTo(who, repo.root);
      const runtime = `/run/user/${who.uid}`;
      if (!existsSync(runtime)) {
        mkdirSync(runtime, { recursive: true, mode: 0o700 });
        chownSync(runtime, who.uid, who.gid);
        made.push(runtime);
      }
      const ssh = mkdtempSync('/tmp/ssh-rootless-');
      chownSync(ssh, who.uid, who.gid);
      const info = mkdtempSync('/opt/arbor-rootless-');
      chmodSync(info, 0o755);
      made.push(ssh, info);
      const paths = {
        bus: join(runtime, 'bus'),
        sessionBus: join(runtime, `session-bus-${process.pid}`),
        ssh: join(ssh, 'agent.sock'),
        docker: `/run/arbor-rootless-docker-${process.pid}.sock`,
        x11: `@arbor-rootless-x11-${process.pid}`,
      };
      made.push(paths.bus, paths.sessionBus, paths.docker);
      const listening = Object.fromEntries(
        await Promise.all(
          Object.entries(paths).map(async ([name, path]) => [name, await listen(path)] as const),
        ),
      );
      servers.push(...Object.values(listening));
      sockets = Object.fromEntries(
        Object.entries(listening).map(([name, l]) => [name, l.connections]),
      ) as typeof sockets;
      writeFileSync(join(who.home, 'rootless-secret.txt'), 'secret\n', { mode: 0o600 });
      chownSync(join(who.home, 'rootless-secret.txt'), who.uid, who.gid);
      const pidFile = join(info, 'gate.pid');
      writeFileSync(pidFile, '');
      chmodSync(pidFile, 0o644);
      const started = asCaller(
        repo,
        gateArgs(repo, 'merge', 'arbor/attack', [
          '--eval-cmd-test',
          `sh {cwd}/attack.sh; ${EVAL_CMD}`,
          '--protected',
          'eval.sh',
          '--eval-isolation',
          variant,
          '--json',
        ]),
        {
          GITHUB_TOKEN: TOKEN,
          XDG_RUNTIME_DIR: runtime,
          DBUS_SESSION_BUS_ADDRESS: `unix:path=${paths.sessionBus}`,
          SSH_AUTH_SOCK: paths.ssh,
          DISPLAY: ':99',
          DOCKER_HOST: `unix://${paths.docker}`,
          ATTACK_PIDFILE: pidFile,
          ATTACK_BUS: paths.bus,
          ATTACK_SSH: paths.ssh,
          ATTACK_DOCKER: paths.docker,
          ATTACK_ABSTRACT: paths.x11.slice(1),
          ATTACK_HOME: who.home,
          ATTACK_CHECKOUT: repo.work,
        },
      );
      // The gate is node behind setpriv, which execs: the pid is the gate's.
      writeFileSync(pidFile, `${started.pid}\n`);
      run = await started.exited;
      const log =
        verdictOf(run)
          .attempts?.map((a) => a.log)
          .join('\n') ?? '';
      results = new Map([...log.matchAll(/^ATTACK (\S+) (reached|refused)$/gm)].map((m) => [m[1]!, m[2]!]));
      left = await leftBehind(who.uid);
    }, 180_000);

    afterAll(async () => {
      for (const pid of left ?? []) process.kill(pid, 'SIGKILL');
      await Promise.all(servers.map((server) => server.close()));
      for (const path of made.reverse()) rmSync(path, { recursive: true, force: true });
      rmSync(join(who.home, 'rootless-secret.txt'), { force: true });
      rmSync(join(who.home, 'pwned'), { force: true });
      await repo?.cleanup();
    });

    test('the attack ran to its end and the gate judged the real evaluator', () => {
      expect({ code: run.code, stderr: run.code === 3 || run.code === 2 ? run.stderr : '' }).toMatchObject({
        stderr: '',
      });
      expect(verdictOf(run).isolation).toBe(variant);
      expect([...results.keys()].sort()).toEqual([...ATTACKS].sort());
      if (isolated) expect(verdictOf(run)).toMatchObject({ decision: 'merged', score: 7, end: 'pidns' });
    });

    test.each(ATTACKS)('%s', (attack) => {
      expect(results.get(attack)).toBe(isolated ? 'refused' : 'reached');
    });

    test("the session's sockets saw no connection (the bus one: systemd-run's)", () => {
      const seen = Object.fromEntries(Object.entries(sockets).map(([name, count]) => [name, count() > 0]));
      const all = isolated;
      expect(seen).toEqual({ bus: !all, sessionBus: !all, ssh: !all, docker: !all, x11: !all });
    });

    test("nothing was written into the caller's HOME or checkout", () => {
      expect(existsSync(join(who.home, 'pwned'))).toBe(!isolated);
      expect(existsSync(join(repo.work, 'pwned.txt'))).toBe(!isolated);
    });

    test('no process of the evaluation outlives it (setsid, double fork)', () => {
      // Unisolated, the process group's end takes the double fork (it stays in the group), not setsid's.
      expect(left.length).toBe(isolated ? 0 : 1);
    });
  },
);

/**
 * Opens a rootless sandbox as the gate would (the compiled isolation code) and runs `command` in it,
 * with the venv bound read-only and its bin first on PATH (`view`), with no view (`no-view`), or runs
 * it unisolated (`none`); prints `status N` and the output.
 */
function numpyHarness(buildDir: string): string {
  return `
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveIsolation } from '${buildDir}/eval/isolation/index.js';
const [mode, venv, command] = process.argv.slice(2);
const folder = mkdtempSync(join(tmpdir(), 'rootless-numpy-'));
const worktree = join(folder, 'worktree');
mkdirSync(worktree);
const path = venv + '/bin:/usr/bin:/bin';
const isolation = await resolveIsolation({
  setting: mode === 'none' ? 'none' : 'rootless',
  account: 'unused',
  names: { setting: '--eval-isolation', account: '--eval-user' },
  log: () => {},
});
const runtime = mode === 'view'
  ? { readOnly: [{ source: venv, target: venv }], masked: [], devices: [], env: { PATH: path } }
  : { readOnly: [], masked: [], devices: [], env: { PATH: path } };
const sandbox = await isolation.open({
  worktree,
  folder,
  protectedPaths: [],
  hidden: { repository: '/nonexistent', logDir: join(folder, 'logs'), env: process.env },
  runtime,
});
const env = { ...process.env, ...sandbox.environment, PATH: path };
const argv = ['sh', '-c', command];
const launch = sandbox.launcher?.launch(argv, env) ?? { file: argv[0], args: argv.slice(1), env };
const run = spawnSync(launch.file, launch.args, { cwd: worktree, env: launch.env, encoding: 'utf8' });
await sandbox.close();
rmSync(folder, { recursive: true, force: true });
process.stdout.write('status ' + run.status + '\\n' + (mode === 'no-view' ? '' : run.stdout));
process.stderr.write(mode === 'no-view' ? '' : run.stderr);
`;
}
