/**
 * Gathers what `ledger verify` and `ledger show` judge (verify.ts) from the repository: trunk's
 * first-parent gate merges with their trailers and key trees, every line under the notes ref, and the
 * notes history as steps. Local only: no network.
 */
import type { GitAdapter } from '../git/adapter.js';
import { notesHistorySteps, readAllNotes, treesWithoutArbor } from '../git/notes.js';
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

/** Every line under the notes commit `at`, the count of malformed ones, and the notes whose blob is missing. */
export async function allLines(
  repo: GitAdapter,
  at: string | null,
): Promise<Pick<LedgerFacts, 'lines' | 'malformed' | 'missing'>> {
  if (at === null) return { lines: [], malformed: 0, missing: [] };
  const lines: LedgerLine[] = [];
  let malformed = 0;
  const { notes, missing } = await readAllNotes(repo, at);
  for (const text of notes.values()) {
    const parsed = parseNote(text);
    lines.push(...parsed.lines);
    malformed += parsed.malformed;
  }
  return { lines, malformed, missing };
}

/**
 * The notes history as steps with each changed note's text: three git processes whatever its length
 * (`rev-list`, one `diff-tree --stdin`, one `cat-file --batch` for every blob any step names). A blob
 * the repository lacks is reported in `missing` and read as no note.
 */
async function steps(
  repo: GitAdapter,
  at: string | null,
): Promise<{ steps: NotesStep[]; missing: LedgerFacts['missing'] }> {
  if (at === null) return { steps: [], missing: [] };
  const history = await notesHistorySteps(repo, at);
  const blobs = history.flatMap((step) =>
    [...step.changes.values()].flatMap((c) => [c.before, c.after]).filter((b): b is string => b !== null),
  );
  const texts = await repo.readBlobs(blobs, { skipMissing: true });
  const missing = new Map<string, { object: string; blob: string }>();
  const decoded = new Map<string, string>();
  const text = (object: string, blob: string | null): string => {
    if (blob === null) return '';
    const bytes = texts.get(blob);
    if (bytes === undefined) {
      missing.set(blob, { object, blob });
      return '';
    }
    let known = decoded.get(blob);
    if (known === undefined) decoded.set(blob, (known = bytes.toString('utf8')));
    return known;
  };
  return {
    steps: history.map(({ commit, parent, changes }) => ({
      commit,
      parent,
      changes: [...changes].map(([object, c]) => ({
        object,
        before: text(object, c.before),
        after: text(object, c.after),
      })),
    })),
    missing: [...missing.values()],
  };
}

export async function gatherLedgerFacts(
  repo: GitAdapter,
  ref: string,
  trunk: { branch: string; sha: string },
  /** `verify` checks the notes history too; `show` does not. */
  options: { history: boolean },
): Promise<LedgerFacts> {
  const at = await repo.refCommit(ref);
  // Independent reads, so their git processes overlap.
  const [current, merges, walked] = await Promise.all([
    allLines(repo, at),
    trunkMerges(repo, trunk.sha, true),
    options.history ? steps(repo, at) : { steps: [], missing: [] },
  ]);
  const missing = new Map([...current.missing, ...walked.missing].map((m) => [m.blob, m]));
  return {
    trunk: trunk.branch,
    merges,
    lines: current.lines,
    malformed: current.malformed,
    missing: [...missing.values()],
    steps: walked.steps,
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
