/**
 * Evaluation isolation for real, as root (CI runs as root; skipped otherwise): the account is created,
 * an evaluation in a real worktree runs as it, cannot replace protected files or add files beside a
 * sealed evaluator, has no git, leaves no process behind (a `setsid` escape, a timeout), waits for
 * another gate's evaluation on the same account, cannot read the gate's logs, and everything is the
 * gate's again afterwards. The attacks through the whole gate are in test/adversarial/isolation.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { UserError } from '../../src/errors.js';
import { NO_GIT, resolveIsolation, type Isolator, type EvalSandbox } from '../../src/eval/isolation/index.js';
import { processesOf } from '../../src/eval/isolation/processes.js';
import { runEvaluation } from '../../src/eval/runner.js';
import { runGate } from '../../src/run/gate.js';
import { GitAdapter } from '../../src/git/adapter.js';
import { TempWorktree } from '../../src/git/worktree.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';
import { createEvalSandbox } from '../helpers/eval-processes.js';

const isRoot = process.geteuid?.() === 0;
const describeAsRoot = isRoot ? describe : describe.skip;
if (!isRoot) console.log('isolation tests skipped: they need root (CI runs as root)');

/** This file's own account, so that other test files' evaluations never wait for these. */
const ACCOUNT = 'arbor-eval-unit';
const names = { setting: '--eval-isolation', account: '--eval-user' };
const uidOf = (name: string): number => Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }));

let repo: GateRepo;
let isolator: Isolator;
const lines: string[] = [];
beforeAll(async () => {
  if (!isRoot) return;
  repo = await createGateRepo({
    score: 5,
    files: {
      'bench/eval/score.sh': 'echo scorer\n',
      'bench/eval/data.csv': 'id,y\n',
      'bench/notes.md': 'n\n',
    },
  });
  isolator = await resolveIsolation({ setting: 'auto', account: ACCOUNT, names, log: (l) => lines.push(l) });
}, 60_000);
afterAll(() => repo?.cleanup());

describeAsRoot('deciding', () => {
  test('auto as root: the account is created as a system account without login, and the evaluation is isolated', () => {
    const entry = execFileSync('getent', ['passwd', ACCOUNT], { encoding: 'utf8' }).trim().split(':');
    expect(entry[5]).toBe('/nonexistent');
    expect(entry[6]).toMatch(/nologin|false$/);
    // This kernel allows PID namespaces to root; a container without CAP_SYS_ADMIN gives plain `user`.
    expect(['user', 'user+pidns']).toContain(isolator.mode);
    expect(lines.some((l) => l.startsWith(`evaluation isolation: ${isolator.mode}, as ${ACCOUNT}`))).toBe(
      true,
    );
  });

  test('none asks for nothing; an unsafe account is refused naming the setting, whatever the mode', async () => {
    const none = await resolveIsolation({ setting: 'none', account: ACCOUNT, names, log: () => undefined });
    expect(none.mode).toBe('none');
    for (const setting of ['auto', 'user'] as const) {
      const refused = resolveIsolation({ setting, account: 'root', names, log: () => undefined });
      await expect(refused).rejects.toThrow(UserError);
      await expect(refused).rejects.toThrow(/^--eval-user: account root has root's uid or gid/);
    }
  });
});

/** A fresh worktree at trunk with its sandbox open; protected: the scorer's folder and eval.sh. */
async function openSandbox(): Promise<{ worktree: TempWorktree; sandbox: EvalSandbox }> {
  const git = new GitAdapter(repo.work);
  const worktree = await TempWorktree.create(
    git,
    repo.sha('arbor/trunk'),
    'unit',
    (dir) => new GitAdapter(dir),
    isolator.worktreeParent ?? undefined,
  );
  const sandbox = await isolator.open({
    worktree: worktree.path,
    folder: worktree.folder,
    protectedPaths: ['eval.sh', 'bench/eval/score.sh', 'bench/eval/data.csv'],
    hidden: { repository: repo.work, logDir: join(repo.root, 'logs'), env: { HOME: '/root' } },
  });
  return { worktree, sandbox };
}

/** Runs `command` in the sandbox; resolves to its output. */
async function evaluate(
  sandbox: EvalSandbox,
  cwd: string,
  command: string,
  extra: { timeoutMs?: number } = {},
) {
  const helper = createEvalSandbox();
  try {
    const result = await runEvaluation(
      helper.request({
        command,
        cwd,
        extraEnv: { ...sandbox.environment, ARBOR_CWD: cwd },
        launcher: sandbox.launcher,
        timeoutMs: extra.timeoutMs ?? 20_000,
      }),
    );
    return { result, output: result.attempts.map((a) => a.log).join('') };
  } finally {
    helper.cleanup();
  }
}

describeAsRoot('one isolated evaluation', () => {
  test('it runs as the account with its own HOME and TMPDIR, and git finds no repository', async () => {
    const { worktree, sandbox } = await openSandbox();
    try {
      const { output } = await evaluate(
        sandbox,
        worktree.path,
        'id -u; echo "home=$HOME tmp=$TMPDIR"; touch "$HOME/h" "$TMPDIR/t" && echo own-folders-ok; git status 2>&1; echo "ok"',
      );
      expect(output).toContain(`${uidOf(ACCOUNT)}\n`);
      expect(output).toContain(`home=${join(worktree.folder, 'home')} tmp=${join(worktree.folder, 'tmp')}`);
      expect(output).toContain('own-folders-ok');
      expect(output).toMatch(
        /fatal: not a git repository: \/nonexistent\/arbor-gate-evaluation-has-no-git-access/,
      );
    } finally {
      await sandbox.close();
      await worktree.remove();
    }
  });

  test("protected files cannot be replaced, renamed or written; nothing can be added beside the sealed scorer; the rest is the branch's", async () => {
    const { worktree, sandbox } = await openSandbox();
    try {
      const attempt = (label: string, command: string) =>
        `if ${command} 2>/dev/null; then echo "${label}: done"; else echo "${label}: refused"; fi`;
      const { output } = await evaluate(
        sandbox,
        worktree.path,
        [
          attempt('rename eval.sh', 'mv eval.sh eval.sh.orig'),
          attempt('write eval.sh', 'echo x >> eval.sh'),
          attempt('delete eval.sh', 'rm -f eval.sh'),
          attempt('replace the scorer', 'mv bench/eval/score.sh bench/x'),
          attempt('rename the scorer folder', 'mv bench/eval bench/eval.orig'),
          attempt('add beside the scorer', 'touch bench/eval/numpy.py'),
          attempt('add a bytecode cache beside the scorer', 'mkdir bench/eval/__pycache__'),
          attempt('chmod the root', 'chmod 777 .'),
          attempt('plant a .git', 'rm -f .git'),
          attempt('add at the root', 'echo "{}" > score.json'),
          attempt('add a cache at the root', 'mkdir __pycache__'),
          attempt('edit its own file', 'echo 8 > solution.txt'),
          attempt('add beside notes', 'touch bench/more.md'),
          attempt('rename its own file', 'mv README.md README.old'),
        ].join('; '),
      );
      for (const refused of [
        'rename eval.sh',
        'write eval.sh',
        'delete eval.sh',
        'replace the scorer',
        'rename the scorer folder',
        'add beside the scorer',
        'add a bytecode cache beside the scorer',
        'chmod the root',
        'plant a .git',
        // bench/ is on the way to the protected scorer: sealed, whatever else the branch put in it.
        'add beside notes',
      ])
        expect(output).toContain(`${refused}: refused`);
      for (const done of [
        'add at the root',
        'add a cache at the root',
        'edit its own file',
        'rename its own file',
      ])
        expect(output).toContain(`${done}: done`);
      expect(readFileSync(join(worktree.path, 'eval.sh'), 'utf8')).toContain('Prints the held-out score');
      expect(readFileSync(join(worktree.path, '.git'), 'utf8')).toBe(NO_GIT);
      await sandbox.close();
      // Afterwards: what the account owned is removed with root's rights, never chowned back.
      for (const path of [worktree.path, join(worktree.folder, 'home'), join(worktree.folder, 'tmp')])
        expect(existsSync(path)).toBe(false);
    } finally {
      await sandbox.close();
      await worktree.remove();
    }
    expect(existsSync(worktree.folder)).toBe(false);
  });

  test('a setsid child is ended with the evaluation: no process of the account is left, no marker appears', async () => {
    const { worktree, sandbox } = await openSandbox();
    const shared = mkdtempSync(join(tmpdir(), 'arbor-gate-marker-'));
    chmodSync(shared, 0o777);
    try {
      const { result } = await evaluate(
        sandbox,
        worktree.path,
        `setsid sh -c 'sleep 1; echo survived > ${shared}/marker' </dev/null >/dev/null 2>&1 & echo '{"score": 1}'`,
      );
      expect(result.score).toBe(1);
      expect(await processesOf(uidOf(ACCOUNT))).toEqual([]);
      await delay(1500);
      expect(existsSync(join(shared, 'marker'))).toBe(false);
    } finally {
      rmSync(shared, { recursive: true, force: true });
      await sandbox.close();
      await worktree.remove();
    }
  });

  test("the full log is the gate's: mode 0600, and a later attempt cannot read an earlier one", async () => {
    const { worktree, sandbox } = await openSandbox();
    const helper = createEvalSandbox();
    // Even with every folder on the way open to other users, the file itself is not.
    chmodSync(helper.root, 0o755);
    try {
      // Two runs of one judgement writing to one log folder (attempts 1 and 2).
      const runOf = (repeat: number) =>
        runEvaluation(
          helper.request({
            command: `echo "secret-$(od -An -N8 -tx8 /dev/urandom | tr -d ' ')"; cat ${helper.logDir}/attempt-1.log || echo unreadable; echo '{"score": 1}'`,
            cwd: worktree.path,
            extraEnv: sandbox.environment,
            launcher: sandbox.launcher,
            run: { repeat, repeats: 2, firstAttempt: repeat },
          }),
        );
      const first = await runOf(1);
      const second = await runOf(2);
      const result = { attempts: [...first.attempts, ...second.attempts] };
      expect(statSync(join(helper.logDir, 'attempt-1.log')).mode & 0o777).toBe(0o600);
      const firstSecret = /secret-[0-9a-f]+/.exec(result.attempts[0]?.log ?? '')?.[0];
      expect(firstSecret).toBeDefined();
      expect(result.attempts[1]?.log).toContain('unreadable');
      expect(result.attempts[1]?.log).not.toContain(firstSecret);
    } finally {
      helper.cleanup();
      await sandbox.close();
      await worktree.remove();
    }
  });

  test('a second gate on the same account waits until the first evaluation is over', async () => {
    const first = await openSandbox();
    const order: string[] = [];
    const second = openSandbox().then((opened) => {
      order.push('second opened');
      return opened;
    });
    await delay(1500);
    order.push('first closing');
    await first.sandbox.close();
    await first.worktree.remove();
    const opened = await second;
    await opened.sandbox.close();
    await opened.worktree.remove();
    expect(order).toEqual(['first closing', 'second opened']);
  });
});

describeAsRoot('a timeout, through the gate', () => {
  test('ends the whole evaluation on time: the main process ignoring TERM and a setsid child included', async () => {
    const shared = mkdtempSync(join(tmpdir(), 'arbor-gate-marker-'));
    chmodSync(shared, 0o777);
    repo.commit('arbor/hang', { 'solution.txt': '7\n' });
    try {
      const verdict = await runGate(
        repo.input('verify', {
          source: 'arbor/hang',
          testTrunkScore: '5',
          evalTimeout: '1',
          evalIsolation: 'user',
          evalUser: ACCOUNT,
          evalCmdTest: `setsid sh -c 'sleep 2; echo survived > ${shared}/marker' </dev/null >/dev/null 2>&1 & trap '' TERM; sleep 600`,
        }),
        repo.deps(),
      );
      expect(verdict.isolation).toBe(isolator.mode);
      expect(verdict.attempts[0]?.timed_out).toBe(true);
      expect(verdict.reasons[0]?.message).toMatch(/timed out after 1s .*ran isolated/);
      expect(await processesOf(uidOf(ACCOUNT))).toEqual([]);
      await delay(2500);
      expect(existsSync(join(shared, 'marker'))).toBe(false);
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  }, 60_000);
});
