/**
 * The rootless mode's own attacks (src/eval/isolation/rootless.ts), for real: the compiled CLI as a
 * caller without root or sudo, the branch's code attacking the caller's session and the gate, each
 * attempt reported on its output. Under `rootless` every one is refused; the same script under
 * `--eval-isolation none` (the same caller) reaches every target, so each assertion fails without the
 * defence. The same attacks as a caller with passwordless sudo (`auto`: user+pidns, as another
 * account): all refused but the abstract X11 socket, which has no network namespace of its own there
 * and is reached as another uid (a server trusting the caller's uid does not trust that one).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { processesOf } from '../../src/eval/isolation/processes.js';
import { gateArgs } from '../helpers/gate-cli.js';
import { EVAL_CMD, type GateRepo } from '../helpers/gate-repo.js';
import { callerCliMissing } from '../helpers/caller-cli.js';
import { caller, type CallerKind } from '../helpers/callers.js';
import { startCli } from '../helpers/gate-cli.js';
import {
  callersRepo,
  rootlessMissing,
  useRootlessCli,
  verdictOf,
  type CliRun,
} from '../helpers/rootless-cli.js';

if (rootlessMissing !== null) console.log(`rootless attack suite skipped: ${rootlessMissing}`);

const cli = useRootlessCli();

/** Each run: the caller, its setting, and the attacks that reach their target there. */
const VARIANTS: { name: string; kind: CallerKind; setting: string; reached: readonly string[] }[] = [
  { name: 'rootless', kind: 'plain', setting: 'rootless', reached: [] },
  { name: 'user+pidns (sudo)', kind: 'sudo', setting: 'auto', reached: ['x11-abstract'] },
];
/** The evaluation account of the sudo caller's runs (its own: see the lock in SECURITY.md). */
const ACCOUNT = 'arbor-eval-session';

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

/** The processes of `uid` left behind by the attack (found by their arguments). */
function leftBehind(uid: number): Promise<number[]> {
  return processesOf(uid).then((pids) =>
    pids.filter((pid) => {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return argv[0] === 'sleep' && LEFT_BEHIND.includes(argv[1] ?? '');
    }),
  );
}

const runs = [
  ...VARIANTS,
  { name: 'none', kind: 'plain' as const, setting: 'none', reached: [...ATTACKS] },
].filter((run) => callerCliMissing(run.kind) === null);

describe.each(runs)(
  'the evaluated code attacks the caller and the gate (isolation $name)',
  ({ name: variant, kind, setting, reached }) => {
    const isolated = setting !== 'none';
    const who = caller(kind);
    let repo: GateRepo;
    let run: CliRun;
    let results: Map<string, string>;
    let left: number[];
    const servers: { close: () => Promise<void> }[] = [];
    const made: string[] = [];
    let sockets: Record<'bus' | 'sessionBus' | 'ssh' | 'docker' | 'x11', () => number>;

    beforeAll(async () => {
      repo = await callersRepo(who, (made) =>
        made.commit('arbor/attack', { 'solution.txt': '7\n', 'attack.sh': ATTACK_SH }),
      );
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
      const args = gateArgs(repo, 'merge', 'arbor/attack', [
        '--eval-cmd-test',
        `sh {cwd}/attack.sh; ${EVAL_CMD}`,
        '--protected',
        'eval.sh',
        '--eval-isolation',
        setting,
        '--eval-user',
        ACCOUNT,
        '--json',
      ]);
      const started = startCli(cli.build, args, {
        cwd: repo.work,
        prefix: who.prefix,
        env: {
          ...who.env,
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
      });
      // The gate is node behind setpriv, which execs: the pid is the gate's.
      writeFileSync(pidFile, `${started.pid}\n`);
      run = await started.exited;
      const log =
        verdictOf(run)
          .attempts?.map((a) => a.log)
          .join('\n') ?? '';
      results = new Map([...log.matchAll(/^ATTACK (\S+) (reached|refused)$/gm)].map((m) => [m[1]!, m[2]!]));
      // As another account (sudo), what it leaves is that account's.
      const evaluator =
        kind === 'sudo' ? Number(execFileSync('id', ['-u', ACCOUNT], { encoding: 'utf8' })) : who.uid;
      left = await leftBehind(evaluator);
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
      expect(verdictOf(run).isolation).toBe(variant.split(' ')[0]);
      expect([...results.keys()].sort()).toEqual([...ATTACKS].sort());
      if (isolated) expect(verdictOf(run)).toMatchObject({ decision: 'merged', score: 7, end: 'pidns' });
    });

    test.each(ATTACKS)('%s', (attack) => {
      expect(results.get(attack)).toBe(reached.includes(attack) ? 'reached' : 'refused');
    });

    test("the session's sockets saw no connection (the bus one: systemd-run's)", () => {
      const seen = Object.fromEntries(Object.entries(sockets).map(([name, count]) => [name, count() > 0]));
      expect(seen).toEqual({
        bus: reached.includes('bus'),
        sessionBus: !isolated,
        ssh: reached.includes('ssh-agent'),
        docker: reached.includes('docker'),
        x11: reached.includes('x11-abstract'),
      });
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
