/**
 * The git half of the score ledger (src/ledger): notes on tree objects under one notes ref. Nothing else
 * touches notes. Notes are read by the annotated object's id (which need not exist locally: a clone has
 * the notes of trees it never computed), appended with `git notes append` (which separates appends by a
 * blank line), merged with `cat_sort_uniq` (the union of the lines), and pushed plainly or atomically
 * with trunk; a refused atomic push is told apart from git's porcelain output: trunk moved, or only the
 * notes did.
 */
import { InfraError, UserError } from '../errors.js';
import { GitCommandError, type GitAdapter } from './adapter.js';
import { parseCatFileBatch, parseLsTree, treeIdWithout } from './parse.js';

const SHA = /^[0-9a-f]{40}$/;

/** Where a remote's notes are fetched to before they are merged into the local notes ref. */
export function remoteNotesRef(remote: string): string {
  return `refs/arbor-gate/notes-remote/${remote}`;
}

/** A notes ref as the settings give it: a full ref name under `refs/notes/`, else a UserError. */
export function requireNotesRef(ref: string, label: string): string {
  const valid = /^refs\/notes\/[A-Za-z0-9._/-]+$/.test(ref) && !ref.includes('..') && !ref.endsWith('/');
  if (!valid) throw new UserError(`${label}: expected a ref under refs/notes/, got ${JSON.stringify(ref)}`);
  return ref;
}

function requireSha(value: string): string {
  if (!SHA.test(value)) throw new InfraError(`internal: ${JSON.stringify(value)} is not an object id`);
  return value;
}

async function allowing(run: Promise<string>, codes: number[]): Promise<string | null> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof GitCommandError && codes.includes(error.gitExitCode)) return null;
    throw error;
  }
}

/**
 * The tree the ledger keys a measurement by: `tree` without its top-level `.arbor` folder (Arbor's own
 * state, which differs between the evaluated tree and the landed one only in the recorded score).
 * Written with `mktree`; the tree itself when it has no `.arbor`.
 */
export async function treeWithoutArbor(repo: GitAdapter, tree: string): Promise<string> {
  const entries = parseLsTree(await repo.run(['ls-tree', '-z', requireSha(tree)]));
  if (!entries.some((e) => e.path === '.arbor')) return tree;
  const kept = entries.filter((e) => e.path !== '.arbor');
  const input = kept.map((e) => `${e.mode} ${e.type} ${e.sha}\t${e.path}\0`).join('');
  return (await repo.runBytes(['mktree', '-z'], { input })).toString('utf8').trim();
}

/**
 * `treeWithoutArbor` of many trees in one `cat-file --batch`: each key tree's id is computed, not
 * written (a note needs no object). A tree the repository lacks, or text that is no object id (a
 * trailer says what it likes), keys as itself.
 */
export async function treesWithoutArbor(
  repo: GitAdapter,
  trees: readonly string[],
): Promise<Map<string, string>> {
  const keys = new Map<string, string>(trees.map((tree) => [tree, tree]));
  const wanted = [...new Set(trees.filter((tree) => SHA.test(tree)))];
  if (wanted.length === 0) return keys;
  const out = await repo.runBytes(['cat-file', '--batch'], { input: `${wanted.join('\n')}\n` });
  const raw = parseCatFileBatch(out, { type: 'tree', skipMissing: true });
  for (const tree of wanted) {
    const object = raw.get(tree);
    const key = object === undefined ? null : treeIdWithout(object, '.arbor');
    if (key !== null) keys.set(tree, key);
  }
  return keys;
}

/** The note on `object` under the notes ref `ref`; '' when there is none (or no such ref: git exits 1 for both). */
export async function readNote(repo: GitAdapter, ref: string, object: string): Promise<string> {
  const out = await allowing(repo.run(['notes', `--ref=${ref}`, 'show', requireSha(object)]), [1]);
  return out ?? '';
}

/**
 * The notes on many objects in one `cat-file --batch`: each object is asked for at every fanout a notes
 * tree can have (`abcd…`, `ab/cd…`, `ab/cd/ef…`; git adds a level as the notes grow), and the note is the
 * blob found at the first. Objects without a note (or no ref) are absent from the map.
 */
export async function readNotes(
  repo: GitAdapter,
  ref: string,
  objects: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(objects.map(requireSha))];
  const notes = new Map<string, string>();
  if (wanted.length === 0) return notes;
  const paths = (object: string) =>
    [0, 1, 2].map((fanout) => {
      const dirs = Array.from({ length: fanout }, (_, i) => object.slice(2 * i, 2 * i + 2));
      return [...dirs, object.slice(2 * fanout)].join('/');
    });
  const input = wanted.flatMap((object) => paths(object).map((path) => `${ref}:${path} ${object}\n`));
  const out = await repo.runBytes(['cat-file', '--batch=%(objecttype) %(objectsize) %(rest)'], {
    input: input.join(''),
  });
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(0x0a, at);
    const header = out.toString('utf8', at, eol === -1 ? out.length : eol).split(' ');
    at = eol + 1;
    // A path with no object prints only its name and `missing`.
    if (eol !== -1 && header.length === 2 && header[1] === 'missing') continue;
    if (eol === -1 || header.length !== 3) throw new InfraError(`git cat-file --batch: unexpected output`);
    const [type = '', size = '', object = ''] = header;
    const end = at + Number(size);
    if (!/^\d+$/.test(size) || out[end] !== 0x0a)
      throw new InfraError(`git cat-file --batch: unexpected output`);
    if (type === 'blob' && SHA.test(object) && !notes.has(object))
      notes.set(object, out.toString('utf8', at, end));
    at = end + 1;
  }
  return notes;
}

/** Every note under the notes commit `at`: annotated object id -> note blob id (one `ls-tree`). */
export async function listNoteBlobs(repo: GitAdapter, at: string): Promise<Map<string, string>> {
  const entries = parseLsTree(await repo.run(['ls-tree', '-r', '-z', requireSha(at)]));
  const notes = new Map<string, string>();
  for (const entry of entries) {
    const object = entry.path.replace(/\//g, '');
    if (SHA.test(object) && entry.type === 'blob') notes.set(object, entry.sha);
  }
  return notes;
}

/**
 * Every note's text under the notes commit `at` (one `cat-file --batch`), and the notes whose blob the
 * repository lacks (a damaged or partial clone): those are named, not read as empty, so a reader can
 * tell "no lines" from "lines it cannot see".
 */
export async function readAllNotes(
  repo: GitAdapter,
  at: string,
): Promise<{ notes: Map<string, string>; missing: Array<{ object: string; blob: string }> }> {
  const blobs = await listNoteBlobs(repo, at);
  const texts = await repo.readBlobs([...blobs.values()], { skipMissing: true });
  const notes = new Map<string, string>();
  const missing: Array<{ object: string; blob: string }> = [];
  for (const [object, blob] of blobs) {
    const text = texts.get(blob);
    if (text === undefined) missing.push({ object, blob });
    else notes.set(object, text.toString('utf8'));
  }
  return { notes, missing };
}

/** Appends `text` to the note on `object` (creating it): one notes commit. */
export async function appendNote(repo: GitAdapter, ref: string, object: string, text: string): Promise<void> {
  await repo.runBytes(['notes', `--ref=${ref}`, 'append', '-F', '-', requireSha(object)], {
    input: `${text}\n`,
    env: await repo.commitIdentity(),
  });
}

/**
 * Fetches the remote's notes ref to `remoteNotesRef(remote)`; false when the remote has none. One
 * process, and no more than it needs: no FETCH_HEAD, no forced-update scan, no auto maintenance (a
 * retrying writer fetches between two pushes; every process there widens the window in which another
 * writer's push makes its own refused again).
 */
export async function fetchNotes(repo: GitAdapter, remote: string, ref: string): Promise<boolean> {
  const tracking = remoteNotesRef(remote);
  const quiet = ['--no-tags', '--quiet', '--no-write-fetch-head', '--no-show-forced-updates'];
  try {
    await repo.run(['fetch', ...quiet, '--no-auto-maintenance', remote, `+${ref}:${tracking}`]);
  } catch (error) {
    // Most fetches find the ref; git names a missing one in its own words.
    if (error instanceof GitCommandError && /couldn't find remote ref/i.test(error.stderr)) return false;
    throw error;
  }
  return true;
}

/**
 * Merges the notes ref `other` (a fetched remote's, `remoteNotesRef`) into `ref` with `cat_sort_uniq`
 * in one `git notes merge`: a note both sides changed becomes the sorted union of their lines, so no
 * line is lost; a missing or older local ref fast-forwards, an equal one is left alone.
 */
export async function mergeNotes(repo: GitAdapter, ref: string, other: string): Promise<void> {
  if (!other.startsWith('refs/')) throw new InfraError(`internal: ${other} is not a full ref name`);
  await repo.run(
    ['notes', `--ref=${ref}`, 'merge', '--quiet', '-s', 'cat_sort_uniq', other],
    await repo.commitIdentity(),
  );
}

/**
 * Moves the notes ref `ref` back from `from` to `to`, a commit of its own history (git refuses when the
 * ref is no longer at `from`): a superseded merge of the remote's notes is dropped before merging again
 * (src/ledger/store.ts says why).
 */
export async function resetNotes(repo: GitAdapter, ref: string, to: string, from: string): Promise<void> {
  await repo.run([
    'update-ref',
    '-m',
    'arbor-gate: merge the remote notes again',
    ref,
    requireSha(to),
    requireSha(from),
  ]);
}

/** What a refused push says: trunk moved (re-judge), or only the notes ref did (merge notes, push again). */
export type LedgerPushOutcome =
  { pushed: true } | { pushed: false; moved: 'trunk' | 'notes'; message: string };

const REFUSED = /\[rejected\]|\[remote rejected\]|non-fast-forward|fetch first|cannot lock ref|stale info/i;

/**
 * Reads `git push --porcelain` output: one `!\t<src>:<dst>\t<summary>` line per refused ref. An atomic
 * push refuses every ref when one is refused, the others saying "atomic push failed"; the ref refused
 * for its own reason is the one that moved.
 */
export function refusedRefs(porcelain: string): Map<string, string> {
  const refused = new Map<string, string>();
  for (const line of porcelain.split('\n')) {
    const [flag, refs, summary] = line.split('\t');
    if (flag !== '!' || refs === undefined || summary === undefined) continue;
    const dst = refs.slice(refs.lastIndexOf(':') + 1);
    refused.set(dst, summary);
  }
  return refused;
}

function classify(porcelain: string, trunkRef: string, notesRef: string): 'trunk' | 'notes' | null {
  const refused = refusedRefs(porcelain);
  const own = (ref: string) => {
    const summary = refused.get(ref);
    return summary !== undefined && !/atomic push failed/i.test(summary);
  };
  if (own(trunkRef)) return 'trunk';
  if (own(notesRef)) return 'notes';
  return null;
}

/**
 * What a ref points at and that object's type; null when there is no such ref. git uses a notes ref
 * only when it is a commit: anyone who can push can point the remote's at a blob.
 */
export async function refObject(
  repo: GitAdapter,
  ref: string,
): Promise<{ object: string; type: string } | null> {
  const out = await repo.run(['for-each-ref', '--format=%(refname) %(objectname) %(objecttype)', ref]);
  // for-each-ref matches by prefix (refs/notes/x also finds refs/notes/x/y): the exact name is wanted.
  const line = out.split('\n').find((l) => l.startsWith(`${ref} `));
  if (line === undefined) return null;
  const [, object = '', type = ''] = line.split(' ');
  return { object: requireSha(object), type };
}

/**
 * `replacing`: the remote's notes ref is not a notes commit but this object (see refObject), which the
 * push replaces only while it is still there (`--force-with-lease`); trunk's push stays plain.
 */
async function pushRefs(
  repo: GitAdapter,
  remote: string,
  specs: string[],
  trunkRef: string | null,
  notesRef: string,
  replacing: string | null,
): Promise<LedgerPushOutcome> {
  const lease = replacing === null ? [] : [`--force-with-lease=${notesRef}:${requireSha(replacing)}`];
  const atomic = specs.length > 1 ? ['--atomic'] : [];
  try {
    await repo.run(['push', '--porcelain', ...atomic, ...lease, remote, ...specs]);
    return { pushed: true };
  } catch (error) {
    if (!(error instanceof GitCommandError)) throw error;
    const text = `${error.stdout}\n${error.stderr}`;
    const moved = classify(error.stdout, trunkRef ?? '', notesRef);
    if (moved !== null) return { pushed: false, moved, message: text.trim() };
    // Two pushes reaching the remote at once: the lock message names no ref line of its own.
    if (REFUSED.test(text)) {
      const trunkNamed = trunkRef !== null && text.includes(trunkRef);
      return { pushed: false, moved: trunkNamed ? 'trunk' : 'notes', message: text.trim() };
    }
    throw error;
  }
}

/** Pushes the notes ref alone (plain, never forced; `replacing`: see pushRefs). */
export function pushNotes(
  repo: GitAdapter,
  remote: string,
  ref: string,
  replacing: string | null = null,
): Promise<LedgerPushOutcome> {
  return pushRefs(repo, remote, [`${ref}:${ref}`], null, ref, replacing);
}

/** Pushes trunk and the notes ref in one `git push --atomic`: both move, or neither. */
export function pushWithTrunk(
  repo: GitAdapter,
  remote: string,
  commit: string,
  branch: string,
  ref: string,
  replacing: string | null = null,
): Promise<LedgerPushOutcome> {
  const trunkRef = `refs/heads/${branch}`;
  const specs = [`${requireSha(commit)}:${trunkRef}`, `${ref}:${ref}`];
  return pushRefs(repo, remote, specs, trunkRef, ref, replacing);
}

/** One step of the notes history: a notes commit against one of its parents, and the notes that differ. */
export interface NotesHistoryStep {
  commit: string;
  parent: string;
  /** Per annotated object, the note blob before and after (null: none). */
  changes: Map<string, { before: string | null; after: string | null }>;
}

/**
 * The whole history of the notes commit `at` as steps, newest first, in two git processes whatever its
 * length: `rev-list --parents` names every (commit, parent) pair, and one `diff-tree --stdin --always`
 * diffs them all (a notes merge is a step per parent; a root commit, having no parent, none). Fanout
 * changes (a path moving to `ab/cd…`) show as the same object on both sides.
 */
export async function notesHistorySteps(repo: GitAdapter, at: string): Promise<NotesHistoryStep[]> {
  const pairs = (await repo.run(['rev-list', '--parents', requireSha(at)]))
    .split('\n')
    .filter((line) => line !== '')
    .flatMap((line) => {
      const [commit = '', ...parents] = line.split(' ');
      return parents.map((parent) => ({ commit, parent }));
    });
  if (pairs.length === 0) return [];
  const input = pairs.map(({ commit, parent }) => `${commit} ${parent}\n`).join('');
  const fields = (
    await repo.runBytes(['diff-tree', '--stdin', '--always', '-r', '-z', '--no-renames'], { input })
  )
    .toString('utf8')
    .split('\0');
  const steps: NotesHistoryStep[] = [];
  let step: NotesHistoryStep | undefined;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] ?? '';
    if (!field.startsWith(':')) {
      if (field === '') continue;
      // `--always` prints each input line's commit before its changes, in input order.
      const pair = pairs[steps.length];
      if (pair === undefined || field !== pair.commit)
        throw new InfraError(
          `git diff-tree --stdin: unexpected output ${JSON.stringify(field.slice(0, 80))}`,
        );
      step = { ...pair, changes: new Map() };
      steps.push(step);
      continue;
    }
    const path = fields[++i] ?? '';
    if (step === undefined) throw new InfraError('git diff-tree --stdin: a change before any commit');
    const [, , oldSha = '', newSha = ''] = field.slice(1).split(' ');
    const object = path.replace(/\//g, '');
    if (!SHA.test(object)) continue;
    const was = step.changes.get(object) ?? { before: null, after: null };
    const zero = /^0+$/;
    step.changes.set(object, {
      before: zero.test(oldSha) ? was.before : oldSha,
      after: zero.test(newSha) ? was.after : newSha,
    });
  }
  if (steps.length !== pairs.length)
    throw new InfraError(`git diff-tree --stdin: ${steps.length} of ${pairs.length} steps in its output`);
  return steps;
}
