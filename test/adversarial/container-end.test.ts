/**
 * Adversarial suite, issue 24 item 5: the atomic end without a PID namespace, and `auto` never
 * degrading silently in a merge. The gate is the compiled CLI in its own process, run as root without
 * CAP_SYS_ADMIN (a default Docker container: no namespaces), and for the container case also with
 * cgroup2 remounted read-only in a mount namespace of its own (as Docker mounts cgroupfs).
 *
 * The branch's code leaves a `setsid` watcher that waits for the evaluation's main process to exit,
 * then prints a forged score 20 ms later. Also here, as it needs the same gate without CAP_SYS_ADMIN:
 * in `user` mode (no mount namespace) what the account leaves in the shared /tmp is deleted.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { findCgroup2 } from '../../src/eval/isolation/cgroup.js';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { gateArgs, startCli } from '../helpers/gate-cli.js';
import { createGateRepo, EVAL_CMD, type GateRepo } from '../helpers/gate-repo.js';

const isRoot = process.geteuid?.() === 0;
const describeAsRoot = isRoot ? describe : describe.skip;
const NO_SYS_ADMIN = ['setpriv', '--inh-caps=-sys_admin', '--bounding-set=-sys_admin', '--'];
const found = isRoot ? findCgroup2(readFileSync('/proc/self/mountinfo', 'utf8')) : null;
const CGROUP2 = found !== null && 'path' in found ? found.path : '/nonexistent';

/** Root without CAP_SYS_ADMIN, in its own mount namespace where cgroup2 is read-only. */
const CONTAINER = [
  'unshare',
  '--mount',
  '--propagation',
  'private',
  '--',
  'sh',
  '-c',
  'mount -o remount,bind,ro "$1" || exit 125; shift; exec "$@"',
  'arbor-gate-test-container',
  CGROUP2,
  ...NO_SYS_ADMIN,
];

const WATCHER =
  `main=$PPID; setsid sh -c 'while kill -0 '$main' 2>/dev/null; do sleep 0.005; done; sleep 0.02; ` +
  `echo "{\\"score\\": 99}"' </dev/null 2>&1 &`;

/** What a branch leaves in the shared /tmp for a later run to read. */
const LEFT = `/tmp/arbor-gate-left-${process.pid}`;

let build: CompiledSource;
let repo: GateRepo;

beforeAll(async () => {
  if (!isRoot) return;
  build = compileSource();
  repo = await createGateRepo({ score: 5 });
  repo.commit('arbor/watcher', { 'attack.sh': WATCHER, 'solution.txt': '4\n' });
  repo.commit('arbor/leaves-tmp', {
    'attack.sh': `mkdir -p ${LEFT} && echo 99 > ${LEFT}/score && chmod -R a+rwX ${LEFT}`,
    'solution.txt': '4\n',
  });
}, 180_000);
afterAll(async () => {
  build?.remove();
  rmSync(LEFT, { recursive: true, force: true });
  await repo?.cleanup();
});

interface Run {
  code: number | null;
  verdict: { decision?: string; score?: number | null; end?: string; warnings?: string[] };
  stderr: string;
}

async function runCli(prefix: string[], isolation: 'auto' | 'user', source = 'arbor/watcher'): Promise<Run> {
  const args = gateArgs(repo, 'merge', source, [
    '--eval-cmd-test',
    `sh {cwd}/attack.sh; ${EVAL_CMD}`,
    '--protected',
    'eval.sh',
    '--eval-user',
    'arbor-eval-end',
    '--eval-isolation',
    isolation,
    '--json',
  ]);
  const { code, stdout, stderr } = await startCli(build, args, { cwd: repo.work, prefix }).exited;
  return { code, verdict: JSON.parse(stdout || '{}') as Run['verdict'], stderr };
}

describeAsRoot('the atomic end without a PID namespace', () => {
  test('user mode without CAP_SYS_ADMIN: the cgroup ends the watcher, its forged score never counts', async () => {
    const run = await runCli(NO_SYS_ADMIN, 'user');
    expect(run.verdict.score).toBe(4);
    expect(run.verdict.decision).toBe('rejected');
    expect(run.verdict.end).toBe('cgroup');
    expect(run.code).toBe(1);
  }, 120_000);

  test('user mode: what the account left in the shared /tmp is deleted after its run', async () => {
    const run = await runCli(NO_SYS_ADMIN, 'user', 'arbor/leaves-tmp');
    expect(run.verdict.score).toBe(4);
    expect(existsSync(LEFT)).toBe(false);
  }, 120_000);

  test('a container (no CAP_SYS_ADMIN, cgroupfs read-only): merge with auto exits 2 and says why', async () => {
    const run = await runCli(CONTAINER, 'auto');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--eval-isolation auto: this machine cannot end the evaluation atomically/);
    expect(run.stderr).toMatch(/cgroup2 is mounted read-only/);
  }, 120_000);

  test('the same container with eval-isolation user set explicitly: it runs, and the verdict warns', async () => {
    const run = await runCli(CONTAINER, 'user');
    expect(run.verdict.end).toBe('settle');
    expect(run.verdict.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^end not atomic \(no PID namespace/)]),
    );
  }, 120_000);
});
