/**
 * The Action's `mode: queue` on a real repository with a bare remote: the refs it lands are the
 * workflow's (input sources), so under a pull request's event the mode is refused before anything is
 * built or run, and nothing lands.
 */
import { expect, test } from '@jest/globals';
import { runQueueMode } from '../../src/action/queue-mode.js';
import type { ActionSettings } from '../../src/action/inputs.js';
import { UserError } from '../../src/errors.js';
import type { RunContext } from '../../src/github/context.js';
import { createGateRepo, TRUNK } from '../helpers/gate-repo.js';

test('mode queue under a pull_request event is refused, and nothing lands', async () => {
  const repo = await createGateRepo({ score: 5 });
  try {
    repo.commit('arbor/a', { 'solution.txt': '7\n' }, { push: true });
    const before = repo.remoteSha(TRUNK);
    const {
      mode: _mode,
      cwd: _cwd,
      source: _source,
      target: _target,
      ...gate
    } = repo.input('merge', {
      ledger: true,
      testTrunkScore: undefined,
      testBaselineScore: '5',
    });
    const settings = {
      mode: 'queue',
      workingDirectory: repo.work,
      gate,
      queue: { sources: ['arbor/a'], parallel: '1' },
    } as unknown as ActionSettings;
    const context = {
      eventName: 'pull_request_target',
      pullRequest: { number: 5 },
    } as unknown as RunContext;
    const io = { env: process.env, log: () => undefined, writeEvalOutput: () => undefined };
    const run = runQueueMode(settings, context, io);
    await expect(run).rejects.toThrow(UserError);
    await expect(run).rejects.toThrow(/does not run on a pull_request_target event/);
    expect(repo.remoteSha(TRUNK)).toBe(before);
  } finally {
    await repo.cleanup();
  }
}, 120_000);
