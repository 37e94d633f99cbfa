/**
 * Adversarial suite, issue 10: the evaluated code attacks the job, the repository and the gate for
 * real, and an isolated evaluation does no harm.
 *
 * The gate is the compiled CLI in its own process, with the job's token in its environment (as the
 * Action's `INPUT_GITHUB-TOKEN` and `GITHUB_TOKEN`) and the runner's file-command files named in it; the
 * checkout's git config holds the token as actions/checkout v5 stores it, and the test's folder is open
 * to other users like a runner's workspace in a container, so that every attempt really reaches its
 * target and fails (or not) by the gate's doing. One branch's `attack.sh` makes every attempt and writes
 * what it got into a world-writable loot folder; then the trusted `eval.sh` prints the score.
 *
 * Three runs: `user+pidns` (root here, a kernel that allows PID namespaces), `user` (the same gate
 * without CAP_SYS_ADMIN, as in a default Docker container: no namespaces), and `none`, where the same
 * attacks succeed: each assertion on the isolated runs would fail without isolation.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { processesOf } from '../../src/eval/isolation/processes.js';
import { compileSource, PROJECT_ROOT, type CompiledSource } from '../helpers/adversarial-build.js';
import { gateArgs, startCli } from '../helpers/gate-cli.js';
import { createGateRepo, EVAL_CMD, type GateRepo } from '../helpers/gate-repo.js';

const isRoot = process.geteuid?.() === 0;
/**
 * The test repositories and loot folders, outside /tmp: a `user+pidns` evaluation has a /tmp of its
 * own, so what it wrote into a loot folder under the shared one would never reach the test.
 */
const OUTSIDE_TMP = join(PROJECT_ROOT, 'build');
const TOKEN = 'ghs_' + 'IsolationT0kenValue1234567890abcdefXYZ';
const TOKEN_HEADER = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
const FILE_COMMANDS = { GITHUB_ENV: 'set_env', GITHUB_PATH: 'add_path', GITHUB_STEP_SUMMARY: 'step_summary' };

type Variant = 'user+pidns' | 'user' | 'none';

/** The branch's attack: every attempt, each writing what it got (or the error) into the loot folder. */
function attackScript(paths: {
  loot: string;
  work: string;
  runner: string;
  /** A commit the attack moves the checkout's `main` to. */
  otherSha: string;
  variant: Variant;
}): string {
  const { loot, work, runner } = paths;
  const signalGate =
    paths.variant === 'none'
      ? // Unisolated, a real STOP would hang this test: asking whether the signal would be allowed suffices.
        'kill -0 "$pid" 2>>"$L/kill.err" && echo "$pid" >> "$L/kill.allowed"'
      : 'kill -STOP "$pid" 2>>"$L/kill.err" && echo "$pid" >> "$L/kill.allowed"; kill -KILL "$pid" 2>>"$L/kill.err"';
  return `#!/bin/sh
L='${loot}'
W='${work}'
R='${runner}'
echo started > "$L/started"
# 1. The job's token from every process's environment, the gate's first of all.
for i in $(seq 50); do [ -s "$L/gate.pid" ] && break; sleep 0.1; done
gate=$(cat "$L/gate.pid")
tried=0
for f in /proc/[0-9]*/environ /proc/$gate/environ; do
  tried=$((tried + 1))
  tr '\\0' '\\n' 2>>"$L/environ.err" < "$f" >> "$L/environ.txt"
done
echo "$tried" > "$L/environ.tried"
ls /proc | grep -c '^[0-9]' > "$L/proc.count"
env > "$L/env.txt"
# 2. The token in the checkout's git config, directly and through git.
cat "$W/.git/config" 2>"$L/gitconfig.err" > "$L/gitconfig.txt"
git -C "$W" config --list >> "$L/gitconfig.txt" 2>>"$L/gitconfig.err"
git config --list > "$L/worktree-git.txt" 2>&1
# 3. A hook and a moved ref in the repository's .git.
printf '#!/bin/sh\\ntouch "%s/hook-ran"\\n' "$L" 2>"$L/hook.err" > "$W/.git/hooks/post-checkout" && echo written > "$L/hook.written"
printf '%s\\n' '${paths.otherSha}' 2>"$L/ref.err" > "$W/.git/refs/heads/main" && echo written > "$L/ref.written"
# 4. The user's checkout.
echo planted 2>"$L/checkout.err" > "$W/planted.txt" && echo written > "$L/checkout.written"
# 5. The runner's file commands, and the job summary.
echo 'NODE_OPTIONS=--require=/tmp/evil.js' 2>"$L/set_env.err" >> "$R/set_env"
echo '/tmp/evil-bin' 2>"$L/add_path.err" >> "$R/add_path"
echo '# MERGED: all checks passed' 2>"$L/step_summary.err" >> "$R/step_summary"
# 6. Swap the protected evaluator for one that prints a fake score and puts the original back.
mv eval.sh eval.sh.orig 2>"$L/swap.err" &&
  printf 'echo "{\\\\"score\\\\": 1000}"\\nmv eval.sh.orig eval.sh\\n' 2>>"$L/swap.err" > eval.sh &&
  echo swapped > "$L/swap.done"
# 7. A child that leaves the process group and writes a marker a second later.
setsid sh -c 'sleep 1; echo survived > "$1/marker"' sh "$L" </dev/null >/dev/null 2>&1 &
# 8. Stop or kill the gate: the pid the test wrote, and any process it can see running the CLI.
for pid in $gate $(grep -l cli.js /proc/[0-9]*/cmdline 2>/dev/null | cut -d/ -f3); do
  ${signalGate}
done
echo done > "$L/finished"
`;
}

interface RunResult {
  code: number | null;
  verdict: {
    decision: string;
    score: number | null;
    isolation: string;
    end: string;
    reasons: { code: string }[];
    attempts: { log: string }[];
  };
  stderr: string;
}

/** Runs the gate as a job would: the token in its environment, the file commands named. */
async function runAttackedGate(
  repo: GateRepo,
  variant: Variant,
  env: Record<string, string>,
  loot: string,
): Promise<RunResult> {
  const args = gateArgs(repo, 'merge', 'arbor/attack', [
    '--eval-cmd-test',
    `sh {cwd}/attack.sh; ${EVAL_CMD}`,
    '--protected',
    'eval.sh',
    '--eval-user',
    'arbor-eval-attack',
    '--eval-isolation',
    variant === 'none' ? 'none' : 'user',
    '--json',
  ]);
  // Root without CAP_SYS_ADMIN (a default container): no namespaces, still another user.
  const prefix =
    variant === 'user' ? ['setpriv', '--inh-caps=-sys_admin', '--bounding-set=-sys_admin', '--'] : [];
  const run = startCli(build, args, { cwd: repo.work, env, prefix });
  writeFileSync(join(loot, 'gate.pid'), `${run.pid}\n`);
  const { code, stdout, stderr } = await run.exited;
  return { code, verdict: JSON.parse(stdout || '{}'), stderr };
}

const describeAsRoot = isRoot ? describe : describe.skip;
if (!isRoot) console.log('isolation attack suite skipped: it needs root (CI runs as root)');

let build: CompiledSource;
beforeAll(() => {
  if (isRoot) build = compileSource();
}, 180_000);
afterAll(() => build?.remove());

describeAsRoot.each<Variant>(['user+pidns', 'user', 'none'])(
  'the evaluated code attacks (isolation %s)',
  (variant) => {
    const isolated = variant !== 'none';
    let repo: GateRepo;
    let run: RunResult;
    let loot: string;
    let runner: string;
    let mainBefore: string;
    const read = (name: string): string =>
      existsSync(join(loot, name)) ? readFileSync(join(loot, name), 'utf8') : '';

    beforeAll(async () => {
      repo = await createGateRepo({ score: 5, parent: OUTSIDE_TMP });
      // Open to other users, like a runner's workspace in a container: the attempts must reach their targets.
      chmodSync(repo.root, 0o755);
      loot = join(repo.root, 'loot');
      runner = join(repo.root, 'runner');
      const home = join(repo.root, 'gate-home');
      for (const dir of [loot, runner, home]) mkdirSync(dir);
      chmodSync(loot, 0o777);
      for (const file of Object.values(FILE_COMMANDS)) writeFileSync(join(runner, file), '');
      repo.git(['config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${TOKEN_HEADER}`]);
      mainBefore = repo.sha('main');
      const otherSha = repo.commitTree(mainBefore, { 'other.txt': 'other\n' }, 'not main');
      repo.commit('arbor/attack', {
        'solution.txt': '7\n',
        'attack.sh': attackScript({ loot, work: repo.work, runner, otherSha, variant }),
      });
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: home,
        RUNNER_TEMP: runner,
        GITHUB_TOKEN: TOKEN,
        'INPUT_GITHUB-TOKEN': TOKEN,
        GH_TOKEN: TOKEN,
        ...Object.fromEntries(
          Object.entries(FILE_COMMANDS).map(([name, file]) => [name, join(runner, file)]),
        ),
      };
      run = await runAttackedGate(repo, variant, env, loot);
      // The setsid child writes its marker a second after it started: give it time to.
      await delay(2500);
    }, 180_000);
    afterAll(() => repo?.cleanup());

    test('the attack ran to its end, and the gate finished its judgement', () => {
      expect(read('started')).toBe('started\n');
      expect(read('finished')).toBe('done\n');
      expect({ code: run.code, stderr: run.code === 3 ? run.stderr : '' }).toEqual({
        code: run.verdict.decision === 'merged' ? 0 : 1,
        stderr: '',
      });
      expect(run.verdict.isolation).toBe(variant);
    });

    test('the job token is not in any process environment the evaluation can read', () => {
      expect(Number(read('environ.tried'))).toBeGreaterThan(1);
      // Its own environment never had it (the credential scrub), in every mode.
      expect(read('env.txt')).not.toContain(TOKEN);
      expect(read('env.txt')).toContain('ARBOR_CWD=');
      if (isolated) {
        expect(read('environ.txt')).not.toContain(TOKEN);
        expect(read('environ.err')).toMatch(variant === 'user' ? /Permission denied/ : /No such file/);
      } else {
        expect(read('environ.txt')).toContain(TOKEN);
      }
      if (variant === 'user+pidns') expect(Number(read('proc.count'))).toBeLessThan(20);
    });

    test('the token in the checkout git config is out of reach; the worktree has no git', () => {
      expect(read('gitconfig.txt')).not.toContain(TOKEN_HEADER);
      if (variant === 'user+pidns') {
        // The checkout is hidden in the evaluation's mount namespace.
        expect(read('gitconfig.txt')).toBe('');
        expect(read('gitconfig.err')).toMatch(/Permission denied|No such file/);
      } else {
        // Readable (the workspace is open to other users); the credential guard removed the token meanwhile.
        expect(read('gitconfig.txt')).toContain('[core]');
      }
      if (isolated) expect(read('worktree-git.txt')).toMatch(/not a git repository/);
    });

    test("no hook is written and no ref moves in the repository's .git", () => {
      const hook = join(repo.work, '.git', 'hooks', 'post-checkout');
      if (isolated) {
        expect(read('hook.written')).toBe('');
        expect(read('hook.err')).toMatch(/Permission denied/);
        expect(read('ref.err')).toMatch(/Permission denied/);
        expect(existsSync(hook)).toBe(false);
        expect(repo.sha('main')).toBe(mainBefore);
      } else {
        // Unisolated the attempt succeeds: the ref moved; the hook was written, and the gate put the
        // hooks folder back as it was (src/gate/git-state.ts), so no planted hook outlives the run.
        expect(read('hook.written')).not.toBe('');
        expect(existsSync(hook)).toBe(false);
        expect(repo.sha('main')).not.toBe(mainBefore);
      }
    });

    test("nothing is written into the user's checkout", () => {
      expect(existsSync(join(repo.work, 'planted.txt'))).toBe(!isolated);
      if (isolated) expect(read('checkout.err')).toMatch(/Permission denied/);
    });

    test('GITHUB_ENV, GITHUB_PATH and the job summary are unchanged; their variables are not in the environment', () => {
      for (const name of Object.keys(FILE_COMMANDS))
        expect(read('env.txt')).not.toMatch(new RegExp(`^${name}=`, 'm'));
      for (const file of Object.values(FILE_COMMANDS)) {
        expect(readFileSync(join(runner, file), 'utf8') === '').toBe(isolated);
        if (isolated) expect(read(`${file}.err`)).toMatch(/Permission denied/);
      }
    });

    test('the protected evaluator cannot be swapped for a fake and restored: the real score is judged', () => {
      if (isolated) {
        expect(read('swap.done')).toBe('');
        expect(read('swap.err')).toMatch(/Operation not permitted|Permission denied/);
        expect(run.verdict.score).toBe(7);
        expect(run.verdict.decision).toBe('merged');
      } else {
        // The before/after hash cannot see a file that was put back: isolation is what stops this.
        expect(read('swap.done')).toBe('swapped\n');
        expect(run.verdict.score).toBe(1000);
      }
    });

    test('a setsid child does not survive the evaluation', () => {
      // In none mode too: the gate is root here, so the evaluation has a cgroup of its own (end: cgroup).
      expect(run.verdict.end).toBe(variant === 'user+pidns' ? 'pidns' : 'cgroup');
      expect(existsSync(join(loot, 'marker'))).toBe(false);
    });

    test("the gate's process cannot be stopped or killed", () => {
      if (isolated) {
        expect(read('kill.allowed')).toBe('');
        expect(read('kill.err')).toMatch(variant === 'user' ? /Operation not permitted/ : /No such process/);
      } else {
        expect(read('kill.allowed')).toContain(read('gate.pid').trim());
      }
    });
  },
);

const uidOf = (name: string): number => Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }));

describeAsRoot('when isolation is impossible, and when the gate is interrupted', () => {
  let repo: GateRepo;
  beforeAll(async () => {
    repo = await createGateRepo({ score: 5, parent: OUTSIDE_TMP });
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  });
  afterAll(() => repo?.cleanup());

  test('a gate that is not root and has no passwordless sudo: user exits 2 saying what is missing; a merge with auto runs rootless; none runs and warns', async () => {
    // The gate as `nobody`: its own repository, a compiled CLI it can read.
    chmodSync(build.dir, 0o755);
    chmodSync(repo.root, 0o755);
    const refs = repo.git(['for-each-ref', '--format=%(refname) %(objectname)']);
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/nonexistent' };
    const nobody = [
      'setpriv',
      '--reuid=nobody',
      `--regid=${execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).trim()}`,
      '--clear-groups',
      '--',
    ];
    const asNobody = (extra: string[]) =>
      startCli(build, gateArgs(repo, 'merge', 'arbor/n1', extra), { cwd: repo.work, env, prefix: nobody })
        .exited;
    execFileSync('chown', ['-R', 'nobody', repo.work, repo.remote]);
    let required, auto, none;
    try {
      required = await asNobody(['--eval-isolation', 'user', '--no-push']);
      auto = await asNobody(['--dry-run', '--no-push', '--json']);
      none = await asNobody(['--eval-isolation', 'none', '--dry-run', '--no-push', '--json']);
    } finally {
      execFileSync('chown', ['-R', 'root', repo.work, repo.remote]);
    }
    expect({ code: required.code, stderr: required.stderr }).toEqual({
      code: 2,
      stderr: expect.stringMatching(
        // After the line saying where its worktrees go instead (no gate-owned folder without a HOME).
        /^arbor-gate: evaluation worktrees go in \S+: no gate-owned folder for them \(.*\)\narbor-gate: --eval-isolation user: cannot run the evaluation as another user: the gate is not root and has no passwordless sudo \(sudo -n\)\n$/,
      ),
    });
    expect(required.stdout).toBe('');
    expect(repo.git(['for-each-ref', '--format=%(refname) %(objectname)'])).toBe(refs);

    // bubblewrap is installed and the kernel allows unprivileged user namespaces: auto runs rootless
    // (test/adversarial/rootless.test.ts: where it cannot, exit 2 naming what is missing).
    expect({ code: auto.code, stderr: auto.code === 0 ? '' : auto.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(auto.stdout)).toMatchObject({
      decision: 'would_merge',
      isolation: 'rootless',
      end: 'pidns',
    });
    expect(none.code).toBe(0);
    const verdict = JSON.parse(none.stdout);
    expect(verdict).toMatchObject({ decision: 'would_merge', isolation: 'none', end: 'settle' });
    expect(verdict.warnings).toEqual([
      expect.stringMatching(/^isolation none, as set: .*; set --eval-isolation auto to isolate it$/),
      expect.stringMatching(/^end not atomic \(no PID namespace; /),
      expect.stringMatching(/^only a deny-list protects the scorer: .* set --editable /),
      // A gate that is not root cannot keep its key from an agent with a shell as its own account.
      expect.stringMatching(/^the ledger key is this gate's account's \(uid 65534\): /),
    ]);
    expect(none.stderr).toContain('  isolation: none');
    expect(none.stderr).toContain('! warning: isolation none, as set: ');
  }, 120_000);

  test('root without useradd on its PATH, for an account that does not exist yet: user exits 2 naming what is missing', async () => {
    // /usr/sbin holds useradd; everything else the gate runs (git, setpriv, unshare, chown) is in /usr/bin.
    const run = await startCli(
      build,
      gateArgs(repo, 'verify', 'arbor/n1', ['--eval-isolation', 'user', '--eval-user', 'arbor-eval-absent']),
      { cwd: repo.work, env: { ...process.env, PATH: '/usr/bin:/bin' } },
    ).exited;
    expect({ code: run.code, stderr: run.stderr, stdout: run.stdout }).toEqual({
      code: 2,
      stderr:
        'arbor-gate: --eval-isolation user: cannot run the evaluation as another user: useradd is not installed\n',
      stdout: '',
    });
    expect(() => execFileSync('id', ['arbor-eval-absent'], { stdio: 'ignore' })).toThrow();
  }, 120_000);

  test('SIGTERM mid-evaluation: every process of the account ends, nothing is left behind, the next run merges', async () => {
    const shared = join(repo.root, 'shared');
    mkdirSync(shared);
    chmodSync(repo.root, 0o755);
    chmodSync(shared, 0o777);
    const started = join(shared, 'started');
    const tmp = mkdtempSync(join(tmpdir(), 'arbor-gate-sigterm-'));
    chmodSync(tmp, 0o755);
    const env = { ...process.env, TMPDIR: tmp };
    const run = startCli(
      build,
      gateArgs(repo, 'merge', 'arbor/n1', [
        '--eval-user',
        'arbor-eval-attack',
        '--eval-cmd-test',
        `setsid sleep 600 & touch ${started}; sleep 600`,
      ]),
      { cwd: repo.work, env },
    );
    for (let i = 0; i < 600 && !existsSync(started); i++) await delay(50);
    expect(existsSync(started)).toBe(true);
    expect((await processesOf(uidOf('arbor-eval-attack'))).length).toBeGreaterThan(0);
    process.kill(run.pid, 'SIGTERM');
    expect((await run.exited).code).toBe(143);
    expect(await processesOf(uidOf('arbor-eval-attack'))).toEqual([]);
    // Nothing of the account's is left in the worktrees' folder (removed as root, not chowned back).
    const parent = `/var/lib/arbor-gate/worktrees-${process.geteuid?.() ?? 0}`;
    expect(execFileSync('find', [parent, '-user', 'arbor-eval-attack'], { encoding: 'utf8' })).toBe('');
    expect(readdirSync(tmp).filter((name) => name.startsWith('arbor-gate-source-'))).toEqual([]);
    expect(repo.leftovers().worktrees).toBe(1);
    // The account's lock was released: the next gate evaluates at once and merges.
    const next = await startCli(
      build,
      gateArgs(repo, 'merge', 'arbor/n1', ['--eval-user', 'arbor-eval-attack']),
      {
        cwd: repo.work,
        env,
      },
    ).exited;
    expect(next.code).toBe(0);
    rmSync(tmp, { recursive: true, force: true });
  }, 120_000);
});
