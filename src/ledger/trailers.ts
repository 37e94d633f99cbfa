/**
 * The trailers a gate merge commit carries (src/gate/land.ts writes them), read back for `ledger verify`
 * and `ledger show`. A commit is a gate merge when it names its evaluated tree.
 */

export const LEDGER_TRAILER = 'Arbor-Ledger';
export const LEDGER_LINES_TRAILER = 'Arbor-Ledger-Lines';

export interface GateMergeTrailers {
  evaluatedTree: string;
  score: string | null;
  node: string | null;
  /** `sha256:<hex>`; null: merged without the ledger (unledgered). */
  digest: string | null;
  /** The deciding lines, as `<run_id>/<seq>`. */
  lineIds: string[];
}

/** The last paragraph's `Key: value` lines (a key seen twice keeps its last value). */
function trailersOf(message: string): Map<string, string> {
  const paragraphs = message.trimEnd().split(/\n\s*\n/);
  const last = paragraphs[paragraphs.length - 1] ?? '';
  const trailers = new Map<string, string>();
  for (const line of last.split('\n')) {
    const match = /^([A-Za-z][A-Za-z0-9-]*): (.*)$/.exec(line);
    if (match !== null) trailers.set(match[1] as string, (match[2] as string).trim());
  }
  return trailers;
}

/** The gate trailers of a commit message; null when it is no gate merge. */
export function gateMergeTrailers(message: string): GateMergeTrailers | null {
  const trailers = trailersOf(message);
  const tree = trailers.get('Arbor-Evaluated-Tree');
  if (tree === undefined || !/^[0-9a-f]{40}$/.test(tree)) return null;
  const ids = trailers.get(LEDGER_LINES_TRAILER);
  return {
    evaluatedTree: tree,
    score: trailers.get('Arbor-Score') ?? null,
    node: trailers.get('Arbor-Node') ?? null,
    digest: trailers.get(LEDGER_TRAILER) ?? null,
    lineIds: ids === undefined ? [] : ids.split(/\s+/).filter((id) => id !== ''),
  };
}
