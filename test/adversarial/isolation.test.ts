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
 * Five runs: `user+pidns` (root here, a kernel that allows PID namespaces), `sudo` (the same mode
 * through sudo, the gate a non-root caller with passwordless sudo as on a GitHub-hosted runner),
 * `user` (root without CAP_SYS_ADMIN, as in a default Docker container: no namespaces), `rootless`
 * (the gate a caller without root or sudo, bubblewrap's namespaces), and `none`, where the same
 * attacks succeed: each assertion on the isolated runs would fail without isolation. Where the
 * evaluation cannot reach the loot folder (rootless: nothing of the caller's is writable), the attack
 * keeps its loot in its own temp folder and prints it at its end.
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
import { caller, giveTo, type CallerKind } from '../helpers/callers.js';
import { callerCliMissing } from '../helpers/caller-cli.js';
import { attackScript, type Variant } from '../helpers/isolation-attack.js';
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

/** How each run is made and what its refusals read. */
interface VariantPlan {
  caller: CallerKind;
  setting: 'user' | 'rootless' | 'none';
  isolation: 'user+pidns' | 'user' | 'rootless' | 'none';
  /** In its own PID and mount namespaces: the gate's processes and the checkout are out of sight. */
  namespaces: boolean;
  /** What a write into the checkout, its .git or the runner's folder reads. */
  refused: RegExp;
}

const DENIED = /Permission denied/;
const ABSENT = /nonexistent|No such file/;
const PLANS: Record<Variant, VariantPlan> = {
  'user+pidns': {
    caller: 'root',
    setting: 'user',
    isolation: 'user+pidns',
    namespaces: true,
    refused: DENIED,
  },
  sudo: { caller: 'sudo', setting: 'user', isolation: 'user+pidns', namespaces: true, refused: DENIED },
  user: { caller: 'root', setting: 'user', isolation: 'user', namespaces: false, refused: DENIED },
  rootless: {
    caller: 'plain',
    setting: 'rootless',
    isolation: 'rootless',
    namespaces: true,
    refused: ABSENT,
  },
  none: { caller: 'root', setting: 'none', isolation: 'none', namespaces: false, refused: DENIED },
};

/** Session variables of the caller's: an isolated evaluation gets none of them (SESSION_VARIABLES). */
const SESSION = {
  SSH_AUTH_SOCK: '/tmp/arbor-isolation-ssh/agent.sock',
  DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/4242/bus',
  DISPLAY: ':99',
};

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
  pidFile: string,
): Promise<RunResult> {
  const plan = PLANS[variant];
  const args = gateArgs(repo, 'merge', 'arbor/attack', [
    '--eval-cmd-test',
    `sh {cwd}/attack.sh; ${EVAL_CMD}`,
    '--protected',
    'eval.sh',
    '--eval-user',
    'arbor-eval-attack',
    '--eval-isolation',
    plan.setting,
    '--json',
  ]);
  // Root without CAP_SYS_ADMIN (a default container): no namespaces, still another user.
  const prefix =
    variant === 'user'
      ? ['setpriv', '--inh-caps=-sys_admin', '--bounding-set=-sys_admin', '--']
      : caller(plan.caller).prefix;
  const run = startCli(build, args, { cwd: repo.work, env, prefix });
  // setpriv execs the gate: the pid is the gate's.
  writeFileSync(pidFile, `${run.pid}\n`);
  const { code, stdout, stderr } = await run.exited;
  return { code, verdict: JSON.parse(stdout || '{}'), stderr };
}

const describeAsRoot = isRoot ? describe : describe.skip;
if (!isRoot) console.log('isolation attack suite skipped: it needs root (CI runs as root)');
const variants = (['user+pidns', 'sudo', 'user', 'rootless', 'none'] as const).filter((variant) => {
  const missing = callerCliMissing(PLANS[variant].caller);
  if (missing !== null) console.log(`isolation attack suite, ${variant}: skipped (${missing})`);
  return missing === null;
});

let build: CompiledSource;
beforeAll(() => {
  if (!isRoot) return;
  build = compileSource();
}, 180_000);
afterAll(() => build?.remove());

describeAsRoot.each<Variant>(variants)('the evaluated code attacks (isolation %s)', (variant) => {
  const plan = PLANS[variant];
  const isolated = variant !== 'none';
  let repo: GateRepo;
  let run: RunResult;
  let loot: string;
  let runner: string;
  let pidFolder: string;
  let mainBefore: string;
  /** A loot file: from the loot folder, else from the attack's printed loot. */
  const read = (name: string): string => {
    if (existsSync(join(loot, name))) return readFileSync(join(loot, name), 'utf8');
    const log = run.verdict.attempts?.map((attempt) => attempt.log).join('\n') ?? '';
    const printed = new RegExp(`^LOOT ${name} (\\S*)$`, 'm').exec(log)?.[1];
    return printed === undefined ? '' : Buffer.from(printed, 'base64').toString('utf8');
  };

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
    // /opt: a system folder every mode shows (rootless has no other place of the test's to read).
    pidFolder = mkdtempSync('/opt/arbor-isolation-');
    chmodSync(pidFolder, 0o755);
    const pidFile = join(pidFolder, 'gate.pid');
    repo.git(['config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${TOKEN_HEADER}`]);
    mainBefore = repo.sha('main');
    const otherSha = repo.commitTree(mainBefore, { 'other.txt': 'other\n' }, 'not main');
    repo.commit('arbor/attack', {
      'solution.txt': '7\n',
      'attack.sh': attackScript({ loot, pidFile, work: repo.work, runner, otherSha, variant }),
    });
    const who = caller(plan.caller);
    // The gate's repository, runner folder and HOME are its user's; the loot folder stays open to all.
    giveTo(who, repo.root);
    const env: Record<string, string> = {
      PATH: who.env.PATH ?? '/usr/bin:/bin',
      ...SESSION,
      HOME: home,
      RUNNER_TEMP: runner,
      GITHUB_TOKEN: TOKEN,
      'INPUT_GITHUB-TOKEN': TOKEN,
      GH_TOKEN: TOKEN,
      ...Object.fromEntries(Object.entries(FILE_COMMANDS).map(([name, file]) => [name, join(runner, file)])),
    };
    run = await runAttackedGate(repo, variant, env, pidFile);
    // The setsid child writes its marker a second after it started: give it time to.
    await delay(2500);
    // Root's again, for git as root in the checks below (it refuses another user's repository).
    execFileSync('chown', ['-R', '0:0', repo.root]);
  }, 180_000);
  afterAll(async () => {
    await repo?.cleanup();
    if (pidFolder) rmSync(pidFolder, { recursive: true, force: true });
  });

  test('the attack ran to its end, and the gate finished its judgement', () => {
    expect(read('started')).toBe('started\n');
    expect(read('finished')).toBe('done\n');
    expect({ code: run.code, stderr: run.code === 3 ? run.stderr : '' }).toEqual({
      code: run.verdict.decision === 'merged' ? 0 : 1,
      stderr: '',
    });
    expect(run.verdict.isolation).toBe(plan.isolation);
  });

  test('the job token is not in any process environment the evaluation can read', () => {
    expect(Number(read('environ.tried'))).toBeGreaterThan(1);
    // Its own environment never had it (the credential scrub), in every mode.
    expect(read('env.txt')).not.toContain(TOKEN);
    expect(read('env.txt')).toContain('ARBOR_CWD=');
    if (isolated) {
      expect(read('environ.txt')).not.toContain(TOKEN);
      expect(read('environ.err')).toMatch(plan.namespaces ? /No such file/ : /Permission denied/);
    } else {
      expect(read('environ.txt')).toContain(TOKEN);
    }
    if (plan.namespaces) expect(Number(read('proc.count'))).toBeLessThan(20);
  });

  test("the caller's session variables are unset, not only their sockets hidden", () => {
    const session = new RegExp(`^(${Object.keys(SESSION).join('|')})=`, 'gm');
    expect(read('env.txt').match(session)?.sort() ?? []).toEqual(
      isolated ? [] : ['DBUS_SESSION_BUS_ADDRESS=', 'DISPLAY=', 'SSH_AUTH_SOCK='],
    );
  });

  test('the token in the checkout git config is out of reach; the worktree has no git', () => {
    expect(read('gitconfig.txt')).not.toContain(TOKEN_HEADER);
    if (plan.namespaces) {
      // The checkout is hidden in (or absent from) the evaluation's mount namespace.
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
      expect(read('hook.err')).toMatch(plan.refused);
      expect(read('ref.err')).toMatch(plan.refused);
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
    if (isolated) expect(read('checkout.err')).toMatch(plan.refused);
  });

  test('GITHUB_ENV, GITHUB_PATH and the job summary are unchanged; their variables are not in the environment', () => {
    for (const name of Object.keys(FILE_COMMANDS))
      expect(read('env.txt')).not.toMatch(new RegExp(`^${name}=`, 'm'));
    for (const file of Object.values(FILE_COMMANDS)) {
      expect(readFileSync(join(runner, file), 'utf8') === '').toBe(isolated);
      if (isolated) expect(read(`${file}.err`)).toMatch(plan.refused);
    }
  });

  test('the protected evaluator cannot be swapped for a fake and restored: the real score is judged', () => {
    if (isolated) {
      expect(read('swap.done')).toBe('');
      // Rootless: the protected file is a read-only mount over itself, which cannot be renamed.
      expect(read('swap.err')).toMatch(/Operation not permitted|Permission denied|Device or resource busy/);
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
    expect(run.verdict.end).toBe(plan.namespaces ? 'pidns' : 'cgroup');
    expect(existsSync(join(loot, 'marker'))).toBe(false);
  });

  test("the gate's process cannot be stopped or killed", () => {
    if (isolated) {
      expect(read('kill.allowed')).toBe('');
      expect(read('kill.err')).toMatch(plan.namespaces ? /No such process/ : /Operation not permitted/);
    } else {
      expect(read('kill.allowed')).toContain(read('gate.pid').trim());
    }
  });
});

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
