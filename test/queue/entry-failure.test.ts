/**
 * Issue 37 item 6, second half: a branch whose slot throws gets an `error` verdict of its own, and the
 * other branches of the queue are still judged and landed. The branch makes its slot throw for real:
 * it commits a file whose name (300 bytes) the file system cannot hold, so checking out its candidate
 * fails (git: "File name too long"). Without the defence the whole queue ends with exit 3 and prints no
 * verdict. Through the CLI (`main`, in-process), `queue --parallel 2`, as root: each slot an account.
 */
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { main } from '../../src/cli.js';
import type { Verdict } from '../../src/gate/verdict.js';
import { captureIo } from '../helpers/cli-io.js';
import { createGateRepo, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

const isRoot = process.geteuid?.() === 0;
const testAsRoot = isRoot ? test : test.skip;
jest.setTimeout(240_000);

/** This file's own accounts: other test files' evaluations never wait for these. */
const ACCOUNT = 'arbor-eval-qfail';

const GAINS_EVAL = `#!/bin/sh
# B_test: 5 plus the numbers in gains/*.txt.
cd "$(dirname "$0")" || exit 2
s=5
for f in gains/*.txt; do [ -f "$f" ] && s=$((s + $(cat "$f"))); done
echo "{\\"score\\": $s}"
`;

/** A name git stores but no Linux file system can create (NAME_MAX is 255 bytes). */
const UNWRITABLE_NAME = `notes/${'x'.repeat(300)}.txt`;

let repo: GateRepo;
beforeEach(async () => {
  repo = await createGateRepo({ files: { 'eval.sh': GAINS_EVAL, 'gains/base.txt': '0\n' } });
});
afterEach(() => repo.cleanup());

async function queue(sources: string[], parallel: number) {
  const io = captureIo(repo.work);
  const code = await main(
    [
      'queue',
      '--cwd',
      repo.work,
      ...sources.flatMap((source) => ['--source', source]),
      '--parallel',
      String(parallel),
      '--trunk-branch',
      TRUNK,
      '--eval-cmd-test',
      'sh {cwd}/eval.sh',
      '--judge',
      'single',
      '--test-baseline-score',
      '5',
      '--eval-retries',
      '0',
      '--eval-user',
      ACCOUNT,
      '--report',
      `${repo.root}/REPORT.md`,
      '--json',
    ],
    io,
  );
  const out = io.out();
  const verdicts = out === '' ? [] : (JSON.parse(out) as { verdicts: Verdict[] }).verdicts;
  return { code, verdicts, stderr: io.err() };
}

testAsRoot.each([2, 1])(
  'a branch whose checkout fails is its own error, the others are judged (--parallel %i)',
  async (parallel) => {
    repo.commit('arbor/a', { 'gains/a.txt': '1\n' }, { push: true });
    repo.commit('arbor/b-unwritable', { 'gains/b.txt': '5\n', [UNWRITABLE_NAME]: 'x\n' }, { push: true });
    repo.commit('arbor/c', { 'gains/c.txt': '2\n' }, { push: true });
    const { code, verdicts, stderr } = await queue(['arbor/a', 'arbor/b-unwritable', 'arbor/c'], parallel);
    expect({ verdicts: verdicts.map((v) => [v.source.ref, v.decision, v.score]), stderr }).toEqual({
      verdicts: [
        ['arbor/a', 'merged', 6],
        ['arbor/b-unwritable', 'error', null],
        ['arbor/c', 'merged', 8],
      ],
      stderr: expect.stringContaining('File name too long'),
    });
    const failed = verdicts[1] as Verdict;
    expect(failed.reasons.map((r) => r.code)).toEqual(['measurement_failed']);
    expect(failed.reasons[0]?.message).toMatch(
      /File name too long.*the other branches of the queue were judged/,
    );
    // An error verdict in the queue: exit 3, as docs/architecture.md says, after every branch was judged.
    expect(code).toBe(3);
    // What landed is A then C, built without B.
    expect(repo.git(['ls-tree', '--name-only', `${TRUNK}:gains`]).split('\n')).toEqual([
      'a.txt',
      'base.txt',
      'c.txt',
    ]);
    expect(repo.remoteSha(TRUNK)).toBe(verdicts[2]?.merge_commit);
  },
);
