/**
 * A checkout-relative `eval-read` path is shown inside the evaluated tree (`data/test`), and the
 * evaluation owns the tree's folders: renaming `data` away would carry the view with it and leave
 * `data/test/score.txt` to a file the branch's code writes there. The folders on the way to a view
 * target are bound over themselves (src/eval/isolation/view-mounts.ts pinnedFolders): a mount point
 * cannot be renamed. For real, through the compiled CLI as root and as a non-root caller with
 * passwordless sudo (user+pidns), and as one without (rootless); without the defence the branch's file
 * is judged (score 1000).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { CompiledSource } from '../helpers/adversarial-build.js';
import { caller, giveTo, type CallerKind } from '../helpers/callers.js';
import {
  attemptLog,
  AUTO_ISOLATION,
  callerCliMissing,
  runAsCaller,
  useCompiledCli,
} from '../helpers/caller-cli.js';
import { gateArgs } from '../helpers/gate-cli.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';
import { join } from 'node:path';

const kinds: CallerKind[] = ['root', 'sudo', 'plain'];

/** The branch's code: `data` renamed away, its own `data/test/score.txt` in its place. */
const ATTACK_SH = `#!/bin/sh
if mv data data.moved 2>&1; then
  mkdir -p data/test && echo 1000 > data/test/score.txt && echo "ATTACK data moved away"
fi
`;

/** The trusted part of the command: the score is what the declared data says. */
const COMMAND = `cd {cwd} && sh attack.sh; printf '{"score": %s}\\n' "$(cat data/test/score.txt)"`;

const cli = useCompiledCli(() => kinds.some((kind) => callerCliMissing(kind) === null));

describe.each(kinds)('the evaluated code renames a folder above a declared path (the %s caller)', (kind) => {
  const missing = callerCliMissing(kind);
  if (missing !== null) {
    test.skip(`skipped: ${missing}`, () => {});
    return;
  }
  const who = caller(kind);
  let repo: GateRepo;
  beforeAll(async () => {
    repo = await createGateRepo({ score: 5 });
    mkdirSync(join(repo.work, 'data', 'test'), { recursive: true });
    writeFileSync(join(repo.work, 'data', 'test', 'score.txt'), '7\n');
    // A tracked file in `data/`: the folder is the evaluation's own (not one the gate made for the view).
    repo.commit('arbor/attack', { 'attack.sh': ATTACK_SH, 'data/README.md': 'data\n' });
    giveTo(who, repo.root);
  }, 60_000);
  afterAll(() => repo?.cleanup());

  test('the rename is refused and the declared data is judged, not the branch’s', async () => {
    const args = gateArgs(repo, 'verify', 'arbor/attack', [
      '--eval-cmd-test',
      COMMAND,
      '--eval-read',
      'data/test',
      '--no-ledger',
      '--json',
      // Its own account: the other files' gates on `arbor-eval` would make it wait its turn.
      '--eval-user',
      'arbor-eval-rename',
    ]);
    const run = await runAsCaller(cli.build as CompiledSource, who, repo.work, args);
    const log = attemptLog(run);
    expect({
      isolation: run.verdict.isolation,
      moved: log.includes('ATTACK data moved away'),
      error: run.code === 0 ? '' : run.stderr,
    }).toEqual({ isolation: AUTO_ISOLATION[kind], moved: false, error: '' });
    expect(log).toMatch(/mv: cannot move 'data' to 'data.moved': Device or resource busy/);
    expect({ code: run.code, score: run.verdict.score }).toEqual({ code: 0, score: 7 });
  }, 180_000);
});
