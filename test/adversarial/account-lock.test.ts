/**
 * Gates of different users on one evaluation account: every evaluation ends the account's processes
 * (and a left-over one before the next starts), so a root gate and a sudo gate evaluating as the same
 * account at once would kill each other's runs. Both take the one lock in root's /run/arbor-gate
 * (src/eval/isolation/lock.ts): the sudo gate's evaluation waits while root's holds the account.
 */
import { describe, expect, test } from '@jest/globals';
import { lockAccount } from '../../src/eval/isolation/lock.js';
import { callerCliMissing, runAsCaller, useCompiledCli } from '../helpers/caller-cli.js';
import { caller, giveTo } from '../helpers/callers.js';
import { gateArgs } from '../helpers/gate-cli.js';
import { createGateRepo } from '../helpers/gate-repo.js';
import type { CompiledSource } from '../helpers/adversarial-build.js';
import { setTimeout as delay } from 'node:timers/promises';

/** This file's own account: no other suite's evaluation waits for it. */
const ACCOUNT = 'arbor-eval-lock';
const missing = callerCliMissing('sudo');
const cli = useCompiledCli(() => missing === null);

(missing === null ? describe : describe.skip)('one evaluation account, gates of two users', () => {
  test("a sudo gate's evaluation waits while a root gate holds the account", async () => {
    const who = caller('sudo');
    const repo = await createGateRepo({ score: 5 });
    try {
      repo.commit('arbor/up', { 'solution.txt': '7\n' });
      giveTo(who, repo.root);
      const log: string[] = [];
      const release = await lockAccount('root', ACCOUNT, (line) => log.push(line));
      let released = 0;
      const sudoGate = runAsCaller(
        cli.build as CompiledSource,
        who,
        repo.work,
        gateArgs(repo, 'verify', 'arbor/up', [
          '--eval-user',
          ACCOUNT,
          '--judge',
          'single',
          '--test-trunk-score',
          '5',
          '--json',
        ]),
      ).then((run) => ({ ...run, finished: Date.now() }));
      await delay(4000);
      released = Date.now();
      await release();
      const run = await sudoGate;
      expect([run.code, run.verdict.score, run.verdict.isolation]).toEqual([0, 7, 'user+pidns']);
      expect(run.stderr).toContain(`another gate is evaluating as ${ACCOUNT} on this machine: waiting`);
      expect(run.finished).toBeGreaterThan(released);
    } finally {
      await repo.cleanup();
    }
  }, 180_000);
});
