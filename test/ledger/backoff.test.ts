/**
 * The ledger push backoff keeps its ceiling between pushes: a writer that just won waits about as long
 * as the ones it beat, instead of starting over at the floor and winning every round (the capture
 * effect that starved seven of ten writers in the writers bench). And a store's sync fetches before
 * its first push, so the writer that pushed last is no more up to date than the others, and a writer
 * whose push keeps being refused pushes its own lines and one merge, not a merge per refusal (two real
 * writers against a bare remote).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitAdapter } from '../../src/git/adapter.js';
import { PUSH_RETRY, PushBackoff } from '../../src/ledger/backoff.js';
import { signLine } from '../../src/ledger/mac.js';
import { LedgerStore } from '../../src/ledger/store.js';

it('doubles on a refusal, within its top', () => {
  const backoff = new PushBackoff();
  const pauses = Array.from({ length: 12 }, () => backoff.refused(null));
  expect(pauses.slice(0, 3)).toEqual([PUSH_RETRY.firstMs, 2 * PUSH_RETRY.firstMs, 4 * PUSH_RETRY.firstMs]);
  expect(Math.max(...pauses)).toBe(PUSH_RETRY.maxMs);
});

it('a win halves the ceiling instead of resetting it', () => {
  const backoff = new PushBackoff();
  for (let i = 0; i < 5; i++) backoff.refused(null);
  backoff.pushed();
  expect(backoff.refused(null)).toBe(16 * PUSH_RETRY.firstMs);
  for (let i = 0; i < 10; i++) backoff.pushed();
  expect(backoff.refused(null)).toBe(PUSH_RETRY.firstMs);
});

it('jitters the whole range below the ceiling', () => {
  const backoff = new PushBackoff();
  expect(backoff.refused(() => 0)).toBe(0);
  expect(backoff.refused(() => 0.5)).toBe(PUSH_RETRY.firstMs);
});

describe('a store', () => {
  const REF = 'refs/notes/arbor-gate';
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  let root: string;
  let remote: string;
  let seq = 0;
  const pauses: number[] = [];
  beforeAll(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'ledger-backoff-')));
    remote = join(root, 'remote.git');
    git(root, 'init', '-q', '--bare', remote);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const store = (name: string) => {
    const dir = join(root, name);
    git(root, 'init', '-q', dir);
    git(dir, 'remote', 'add', 'origin', remote);
    const sleep = async (ms: number) => void pauses.push(ms);
    return new LedgerStore(new GitAdapter(dir), { ref: REF, sleep, jitter: false });
  };
  const append = async (writer: LedgerStore, run: string) => {
    const tree = String(seq % 10).repeat(40);
    const line = { v: 1, run_id: run, seq: seq++, tree, evaluated_tree: tree, commit: tree };
    const rest = { evaluator: 'e', seed: null, score: 1, failure: null, exit_code: 0, duration_s: 1 };
    const label = { node_id: null, gate_version: 't', time: '2026-12-02T00:00:00Z', run_url: null };
    await writer.append([signLine({ ...line, ...rest, ...label, mac: null }, 'k'.repeat(32))]);
  };
  const write = async (writer: LedgerStore, run: string) => {
    await append(writer, run);
    expect(await writer.sync('origin')).toEqual({ shared: true });
  };
  const lineCount = (dir: string, ref: string) =>
    git(dir, 'notes', `--ref=${ref}`, 'list')
      .split('\n')
      .filter((entry) => entry !== '')
      .map((entry) => git(dir, 'notes', `--ref=${ref}`, 'show', entry.split(' ')[1] ?? ''))
      .join('\n')
      .split('\n')
      .filter((text) => text.startsWith('{')).length;

  it('fetches before its first push: no refusal after another writer pushed', async () => {
    const [a, b] = [store('a'), store('b')];
    await write(a, 'a');
    await write(b, 'b');
    await write(a, 'a'); // b pushed since a's last push: a's view is stale unless it fetches first
    expect(a.pushAttempts).toEqual([1, 1]);
    expect(pauses).toEqual([]);
    expect(lineCount(remote, REF)).toBe(3);
  });

  it('merges the remote again into its own lines, not into its last merge, while it has not pushed', async () => {
    const [c, d] = [store('c'), store('d')];
    await write(c, 'c');
    await append(d, 'd');
    for (let round = 0; round < 4; round++) {
      await write(c, 'c');
      await d.pull('origin');
      // Unpushed: d's own append and one merge, however often the remote moved under it.
      expect(git(join(root, 'd'), 'rev-list', '--count', REF, `^${git(remote, 'rev-parse', REF)}`)).toBe('2');
    }
    expect(lineCount(join(root, 'd'), REF)).toBe(lineCount(remote, REF) + 1);
    await d.sync('origin');
    expect(lineCount(remote, REF)).toBe(3 + 5 + 1);
  });
});
