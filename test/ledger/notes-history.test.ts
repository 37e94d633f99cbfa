/**
 * `ledger verify`'s reading of the notes ref, on real repositories written by git itself (no gate run):
 * the whole notes history is walked in one pass (every parent of a notes merge, not only the first),
 * a cat_sort_uniq merge of notes with blank lines is no removal, and a note whose blob the repository
 * lacks is reported instead of read as empty or failing the command.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitAdapter } from '../../src/git/adapter.js';
import { gatherLedgerFacts } from '../../src/ledger/history.js';
import { verifyLedger } from '../../src/ledger/verify.js';

const REF = 'refs/notes/arbor-gate';
const OTHER = 'refs/notes/other';
let dir: string;
let tree: string;

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.invalid',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.invalid',
    },
  }).trim();
const note = (ref: string, verb: 'append' | 'add', text: string, ...flags: string[]) =>
  git('notes', `--ref=${ref}`, verb, ...flags, '-m', text, tree);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'notes-history-'));
  git('init', '-q', '-b', 'main');
  git('commit', '-q', '--allow-empty', '-m', 'trunk');
  tree = git('rev-parse', 'main^{tree}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function check() {
  const repo = new GitAdapter(dir);
  const facts = await gatherLedgerFacts(
    repo,
    REF,
    { branch: 'main', sha: git('rev-parse', 'main') },
    { history: true },
  );
  return { facts, check: verifyLedger(facts, null) };
}

/** Two writers' appends to one note (git puts a blank line between appends), merged with cat_sort_uniq. */
function mergedHistory(): void {
  note(REF, 'add', 'line-b');
  note(REF, 'append', 'line-a');
  git('update-ref', OTHER, REF);
  note(REF, 'append', 'line-c');
  note(OTHER, 'append', 'line-d');
  git('notes', `--ref=${REF}`, 'merge', '--quiet', '-s', 'cat_sort_uniq', OTHER);
  expect(git('rev-list', '--parents', '-n', '1', REF).split(' ')).toHaveLength(3);
}

it('a cat_sort_uniq merge of notes with blank lines only ever added lines', async () => {
  mergedHistory();
  const { facts, check: result } = await check();
  // Four appends and the merge's two parents: every step is read.
  expect(facts.steps).toHaveLength(5);
  expect(result.history).toEqual([]);
  expect(result.holds).toBe(true);
});

it('a line rewritten on a merged-in side of the notes history is found', async () => {
  note(REF, 'add', 'line-b');
  git('update-ref', OTHER, REF);
  note(REF, 'append', 'line-c');
  // The other writer rewrites the shared line, then the two histories are merged: the merge's tree
  // holds the union, so only the side commit's own step shows the rewrite.
  note(OTHER, 'add', 'line-B', '-f');
  note(OTHER, 'append', 'line-b');
  git('notes', `--ref=${REF}`, 'merge', '--quiet', '-s', 'cat_sort_uniq', OTHER);
  const rewrite = git('rev-parse', `${OTHER}~1`);
  const { check: result } = await check();
  expect(result.holds).toBe(false);
  expect(result.history).toHaveLength(1);
  expect(result.history[0]).toContain(`notes commit ${rewrite.slice(0, 12)} removed or rewrote 1 line(s)`);
});

it('a note whose blob is missing is reported, not read as empty nor a crash', async () => {
  note(REF, 'add', 'line-a');
  const blob = git('rev-parse', `${REF}:${tree}`);
  unlinkSync(join(dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
  const { facts, check: result } = await check();
  expect(facts.missing).toEqual([{ object: tree, blob }]);
  expect(result.holds).toBe(false);
  expect(result.history.join('\n')).toMatch(new RegExp(`note on ${tree} \\(blob ${blob}\\) is missing`));
});
