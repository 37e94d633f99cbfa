/**
 * Serial suite (jest.serial.config.js: it spins every CPU, so it runs alone). Issue 24's SCHED_IDLE
 * row, for real through the compiled CLI as each caller the gate meets (root and a sudo caller:
 * `auto` is user+pidns; a caller without either: rootless): the branch's code starts a helper
 * that waits for the protected scorer to start, puts the evaluation's main process on SCHED_IDLE and
 * keeps every CPU busy, so that the main cannot reach its exit once the scorer printed its honest
 * line; the helper prints a fake score after it, then lets go. In single phase the fake can be the
 * last score before the main's exit, and count (it forged 99 against 4 on a loaded 2-CPU machine; when
 * the main wins the race it does not, so single phase is not asserted here: SECURITY.md, "What
 * single-phase evaluation cannot stop"). In two-phase the helper runs in phase 1, which is not scored,
 * and is gone when phase 2's scorer runs.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { CompiledSource } from '../helpers/adversarial-build.js';
import { AUTO_ISOLATION, callerCliMissing, runAsCaller, useCompiledCli } from '../helpers/caller-cli.js';
import { caller, giveTo } from '../helpers/callers.js';
import { gateArgs } from '../helpers/gate-cli.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';

const isRoot = process.geteuid?.() === 0;
const PYTHON = spawnSync('python3', ['--version']).status === 0;
const cli = useCompiledCli(() => isRoot && PYTHON);

/** The trusted scorer: prints solution.txt's number. */
const EVAL_SH = `cd "$(dirname "$0")" || exit 2
echo "{\\"score\\": $(cat solution.txt)}"
`;

/** The branch's helper: `main` is the evaluation's main process. */
const HELPER_PY = `import os, sys, time
main = int(sys.argv[1])

def children(pid):
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                stat = open(f"/proc/{name}/stat").read()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(name))
    return found

def state(pid):
    try:
        return open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "gone"

open(os.path.join(os.environ["TMPDIR"], "helper-ready"), "w").close()
scorer = None
for _ in range(20000):
    for pid in children(main):
        try:
            if b"eval.sh" in open(f"/proc/{pid}/cmdline", "rb").read():
                scorer = pid
        except OSError:
            pass
    if scorer:
        break
    time.sleep(0.001)
os.sched_setscheduler(main, os.SCHED_IDLE, os.sched_param(0))
spinners = []
for _ in range(${availableParallelism()}):
    pid = os.fork()
    if pid == 0:
        while True:
            pass
    spinners.append(pid)
while state(scorer) not in ("Z", "X", "gone"):
    time.sleep(0.0005)
print('{"score": 99}', flush=True)
time.sleep(0.2)
for pid in spinners:
    os.kill(pid, 9)
`;

describe.each(['root', 'sudo', 'plain'] as const)(
  'SCHED_IDLE: the branch delays the main process of the evaluation (the %s caller)',
  (kind) => {
    const missing = isRoot && PYTHON ? callerCliMissing(kind) : 'needs root and python3';
    if (missing !== null) {
      test.skip(`skipped: ${missing}`, () => {});
      return;
    }
    let repo: GateRepo;
    beforeAll(async () => {
      repo = await createGateRepo({ score: 5, files: { 'eval.sh': EVAL_SH } });
      repo.commit('arbor/sched-idle', {
        'helper.py': HELPER_PY,
        // The branch's own step, run before the scorer: starts the helper and waits until it watches.
        'attack.sh':
          'python3 helper.py $PPID &\nwhile [ ! -e "$TMPDIR/helper-ready" ]; do sleep 0.01; done\n',
        'solution.txt': '4\n',
      });
      giveTo(caller(kind), repo.root);
    }, 60_000);
    afterAll(async () => {
      await repo?.cleanup();
    });

    test('two-phase: the helper runs in phase 1, which is not scored; phase 2 scores 4', async () => {
      const args = gateArgs(repo, 'verify', 'arbor/sched-idle', [
        '--protected',
        'eval.sh',
        '--submission-path',
        'solution.txt',
        '--eval-cmd-test',
        'cd {cwd} && sh attack.sh; sh eval.sh',
        '--score-cmd-test',
        'sh {cwd}/eval.sh',
        '--json',
        '--eval-user',
        'arbor-eval-sched',
      ]);
      const run = await runAsCaller(cli.build as CompiledSource, caller(kind), repo.work, args);
      expect(run.verdict.isolation).toBe(AUTO_ISOLATION[kind]);
      const attempts = run.verdict.attempts ?? [];
      expect(attempts.map((a) => [a.phase, a.score])).toEqual([
        [1, null],
        [2, 4],
      ]);
      expect(run.verdict.decision).toBe('rejected');
    }, 120_000);
  },
);
