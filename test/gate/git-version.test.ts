/**
 * The in-memory merge needs git >= 2.38 (`merge-tree --write-tree`): an older git is exit 2 naming the
 * version needed, before anything runs. The old git is the real one behind a wrapper that reports an
 * older version, first on PATH.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../../src/errors.js';
import { hasMergeTree } from '../../src/gate/candidate.js';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, EVAL_CMD, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
afterEach(() => repo?.cleanup());

it('knows which versions merge in memory', () => {
  expect(hasMergeTree([2, 38, 0])).toBe(true);
  expect(hasMergeTree([2, 39, 5])).toBe(true);
  expect(hasMergeTree([3, 0])).toBe(true);
  expect(hasMergeTree([2, 37, 9])).toBe(false);
  expect(hasMergeTree([1, 99])).toBe(false);
});

it('git older than 2.38 is a UserError naming the version needed; nothing runs', async () => {
  repo = await createGateRepo({ score: 5 });
  repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const bin = join(repo.root, 'old-git');
  mkdirSync(bin);
  writeFileSync(
    join(bin, 'git'),
    `#!/bin/sh\nfor a; do [ "$a" = version ] && { echo "git version 2.37.1"; exit 0; }; done\nexec ${realGit} "$@"\n`,
  );
  chmodSync(join(bin, 'git'), 0o755);
  const marker = join(repo.root, 'ran');
  const path = process.env.PATH;
  process.env.PATH = `${bin}:${path ?? ''}`;
  try {
    const promise = runGate(
      repo.input('merge', {
        source: 'arbor/n1',
        testTrunkScore: '5',
        evalCmdTest: `touch ${marker}; ${EVAL_CMD}`,
      }),
      repo.deps(),
    );
    await expect(promise).rejects.toThrow(UserError);
    await expect(promise).rejects.toThrow(/needs git 2\.38 or newer .*this is git 2\.37\.1/);
  } finally {
    process.env.PATH = path;
  }
  expect(existsSync(marker)).toBe(false);
});
