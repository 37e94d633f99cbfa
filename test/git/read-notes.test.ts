/**
 * Many notes read in one `cat-file --batch` (src/git/notes.ts readNotes) are what `git notes show`
 * prints for each object, whether the note sits flat (`abcd…`) or under the fanout git writes once the
 * notes grow (`ab/cd…`); an object without a note, and a notes ref that does not exist, give none.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitAdapter } from '../../src/git/adapter.js';
import { readNote, readNotes } from '../../src/git/notes.js';

const REF = 'refs/notes/arbor-gate';
const dir = mkdtempSync(join(tmpdir(), 'read-notes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const git = (args: string[], input?: string) =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
    env: { ...process.env, GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' },
  }).trim();
// Spread over the first byte, as object ids are: git fans a level out only when it is full.
const object = (i: number) => createHash('sha1').update(String(i)).digest('hex');

it('reads flat and fanned-out notes like git notes show', async () => {
  git(['init', '-q']);
  // 300 flat notes, then one appended by git: it rewrites the tree with a fanout level (over 256 notes).
  const stream = [`commit ${REF}`, 'committer t <t@example.com> 1700000000 +0000', 'data 1', 'n'];
  for (let i = 0; i < 300; i++)
    stream.push(`M 100644 inline ${object(i)}`, 'data 5', `n ${String(i).padStart(3, '0')}`);
  git(['fast-import', '--quiet'], `${stream.join('\n')}\n\n`);
  const repo = new GitAdapter(dir);
  const flat = await readNotes(repo, REF, [object(7), object(299), 'e'.repeat(40)]);
  expect(flat).toEqual(
    new Map([
      [object(7), 'n 007'],
      [object(299), 'n 299'],
    ]),
  );

  git(['notes', `--ref=${REF}`, 'append', '-m', 'appended', object(7)]);
  expect(git(['ls-tree', '--name-only', REF]).split('\n')).toContain(object(7).slice(0, 2));
  const wanted = [object(7), object(8), object(299), 'e'.repeat(40)];
  const fanned = await readNotes(repo, REF, wanted);
  for (const o of wanted) expect(fanned.get(o) ?? '').toBe(await readNote(repo, REF, o));
  expect(fanned.get(object(7))).toMatch(/^n 007\n+appended\n$/);
  expect(await readNotes(repo, 'refs/notes/none', [object(7)])).toEqual(new Map());
});
