/**
 * 10 writers, each in its own clone, append 10 lines each and share them through one bare remote after
 * each line, as gate runs do, then sync once more: every line is on the remote. A sync that gives up
 * (PUSH_RETRY.withinMs) keeps its lines local and they go with a later one, so the check is the
 * remote's lines, not each sync. About 100 serialized pushes plus the refused ones, each three git
 * processes; the backoff's pauses are slept a fifth as long as asked (the bound still counts them
 * whole), so the test measures the retry logic, not the pauses. It runs in the serial project, alone.
 * Breaking the merge (`-s theirs` for `cat_sort_uniq` in src/git/notes.ts) makes it fail.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitAdapter } from '../../src/git/adapter.js';
import { signLine } from '../../src/ledger/mac.js';
import { allLines } from '../../src/ledger/history.js';
import { LedgerStore } from '../../src/ledger/store.js';
import type { LedgerLine } from '../../src/ledger/line.js';

const REF = 'refs/notes/arbor-gate';
const WRITERS = 10;
const ENTRIES = 10;
let root: string;
afterAll(() => rmSync(root, { recursive: true, force: true }));

const run = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

function line(writer: number, n: number): LedgerLine {
  return signLine(
    {
      v: 1,
      run_id: `writer-${writer}`,
      seq: n,
      tree: `${String(n % 3).repeat(40)}`,
      evaluated_tree: 'x',
      commit: 'x',
      evaluator: 'e',
      seed: null,
      score: writer + n / 100,
      failure: null,
      exit_code: 0,
      duration_s: 1,
      node_id: null,
      gate_version: 'test',
      time: new Date().toISOString(),
      run_url: null,
      mac: null,
    },
    'k'.repeat(32),
  );
}

it('10 writers x 10 entries lose nothing', async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'ledger-writers-')));
  const remote = join(root, 'remote.git');
  run(root, ['init', '-q', '--bare', remote]);
  const writers = Array.from({ length: WRITERS }, (_, w) => {
    const dir = join(root, `w${w}`);
    run(root, ['init', '-q', dir]);
    run(dir, ['remote', 'add', 'origin', remote]);
    run(dir, ['config', 'user.email', 'w@example.com']);
    run(dir, ['config', 'user.name', 'w']);
    return new LedgerStore(new GitAdapter(dir), {
      ref: REF,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms / 5)),
    });
  });
  await Promise.all(
    writers.map(async (store, w) => {
      for (let n = 0; n < ENTRIES; n++) {
        await store.append([line(w, n)]);
        await store.sync('origin');
      }
      await store.sync('origin');
    }),
  );
  const reader = new GitAdapter(remote);
  const { lines } = await allLines(reader, await reader.refCommit(REF));
  const ids = new Set(lines.map((l) => `${l.run_id}/${l.seq}`));
  expect(ids.size).toBe(WRITERS * ENTRIES);
  expect(writers.flatMap((store) => store.pushAttempts)).toHaveLength(WRITERS * (ENTRIES + 1));
}, 1_200_000);
