/**
 * Gathers what `ledger verify` and `ledger show` judge (verify.ts) from the repository: trunk's
 * first-parent gate merges with their trailers and key trees, every line under the notes ref, and the
 * notes history as steps. Local only: no network.
 */
import type { GitAdapter } from '../git/adapter.js';
import { changedNotes, notesHistory, readAllNotes, treesWithoutArbor } from '../git/notes.js';
import { parseNote, type LedgerLine } from './line.js';
import { gateMergeTrailers } from './trailers.js';
import type { LedgerFacts, NotesStep, TrunkMerge } from './verify.js';

/**
 * Trunk's first-parent gate merges, newest first. `keyTrees`: each merge's key tree is computed (one
 * `cat-file --batch` for all of them, which checking its lines needs and the report's chart, reading
 * trailers only, does not).
 */
export async function trunkMerges(
  repo: GitAdapter,
  trunkSha: string,
  keyTrees: boolean,
): Promise<TrunkMerge[]> {
  const out = await repo.run(['log', '--first-parent', '--format=%H%x00%B%x00', trunkSha]);
  const fields = out.split('\0');
  const found: Array<Omit<TrunkMerge, 'keyTree'>> = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const commit = (fields[i] ?? '').trim();
    const trailers = gateMergeTrailers(fields[i + 1] ?? '');
    if (trailers !== null) found.push({ commit, trailers });
  }
  const keys = keyTrees
    ? await treesWithoutArbor(
        repo,
        found.map((m) => m.trailers.evaluatedTree),
      )
    : new Map<string, string>();
  return found.map((m) => ({
    ...m,
    keyTree: keys.get(m.trailers.evaluatedTree) ?? m.trailers.evaluatedTree,
  }));
}

/** Every line under the notes commit `at`, and the count of malformed ones. */
export async function allLines(
  repo: GitAdapter,
  at: string | null,
): Promise<{ lines: LedgerLine[]; malformed: number }> {
  if (at === null) return { lines: [], malformed: 0 };
  const lines: LedgerLine[] = [];
  let malformed = 0;
  for (const text of (await readAllNotes(repo, at)).values()) {
    const parsed = parseNote(text);
    lines.push(...parsed.lines);
    malformed += parsed.malformed;
  }
  return { lines, malformed };
}

async function steps(repo: GitAdapter, at: string | null): Promise<NotesStep[]> {
  if (at === null) return [];
  const result: NotesStep[] = [];
  for (const { commit, parents } of await notesHistory(repo, at)) {
    for (const parent of parents) {
      const changed = await changedNotes(repo, parent, commit);
      const blobs = [...changed.values()]
        .flatMap((c) => [c.before, c.after])
        .filter((b): b is string => b !== null);
      const texts = await repo.readBlobs(blobs);
      const text = (blob: string | null) => (blob === null ? '' : (texts.get(blob)?.toString('utf8') ?? ''));
      result.push({
        commit,
        parent,
        changes: [...changed].map(([object, c]) => ({
          object,
          before: text(c.before),
          after: text(c.after),
        })),
      });
    }
  }
  return result;
}

export async function gatherLedgerFacts(
  repo: GitAdapter,
  ref: string,
  trunk: { branch: string; sha: string },
  /** `verify` checks the notes history too; `show` does not. */
  options: { history: boolean },
): Promise<LedgerFacts> {
  const at = await repo.refCommit(ref);
  const { lines, malformed } = await allLines(repo, at);
  return {
    trunk: trunk.branch,
    merges: await trunkMerges(repo, trunk.sha, true),
    lines,
    malformed,
    steps: options.history ? await steps(repo, at) : [],
  };
}

/**
 * Trunk's score history from the ledger, oldest first, for REPORT.md's chart: each gate merge's
 * recorded score, labelled by its node (else its commit). Null when the repository has no ledger or
 * trunk no gate merge. Local only.
 */
export async function ledgerTrunkHistory(
  repo: GitAdapter,
  ref: string,
  branch: string,
): Promise<Array<{ label: string; value: number }> | null> {
  const sha = await repo.refCommit(`refs/heads/${branch}`);
  if (sha === null || (await repo.refCommit(ref)) === null) return null;
  const points = (await trunkMerges(repo, sha, false))
    .reverse()
    .map(({ commit, trailers }) => ({
      label: trailers.node ?? commit.slice(0, 12),
      value: Number(trailers.score),
    }))
    .filter((point) => Number.isFinite(point.value));
  return points.length === 0 ? null : points;
}
