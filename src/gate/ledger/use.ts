/**
 * How a judgement uses the ledger: the candidate's measurement reused instead of run, the trunk
 * reference from authenticated runs of trunk's tree (after a flag, before the tree's meta), each
 * evaluation's lines recorded after it ran, and the noise warning from the history.
 */
import type { EvalResult } from '../../eval/types.js';
import type { LedgerLine } from '../../ledger/line.js';
import { meanScore, noiseWarning } from '../../ledger/select.js';
import { formatVerdictScore } from '../../util/metric.js';
import type { Reference } from '../compare.js';
import type { GateContext, Trunk } from '../context.js';
import type { Verdict } from '../verdict.js';

/** The name a ledger reference has among the references. */
export const LEDGER_REFERENCE = 'ledger';

/** The verdict's `reused` entries for these lines. */
export function reusedEntries(lines: readonly LedgerLine[]): NonNullable<Verdict['reused']> {
  return lines.map((line) => ({
    tree: line.tree,
    evaluator: line.evaluator,
    seed: line.seed,
    score: line.score ?? NaN,
    run_id: line.run_id,
    seq: line.seq,
  }));
}

/**
 * Every authenticated run of the candidate's tree, when the ledger holds at least `eval-repeats` (and
 * not `--fresh`): the judgement is on their mean, never on the newest draw alone.
 */
export async function reusableMeasurement(ctx: GateContext, tree: string): Promise<LedgerLine[] | null> {
  if (ctx.ledger === null) return null;
  const runs = await ctx.ledger.lookup(tree, ctx.settings.evalRepeats);
  if (runs !== null) {
    ctx.log(
      `the ledger holds ${runs.length} run(s) of tree ${tree.slice(0, 12)} under this evaluator: judged on their mean (pass --fresh to add runs)`,
    );
  }
  return runs;
}

/**
 * The authenticated runs of a tree that a fresh measurement of it adds to (every one, `--fresh` or
 * not; on one seed when `seed` is given); none without the ledger or its key.
 */
export async function earlierRuns(ctx: GateContext, tree: string, seed?: number): Promise<LedgerLine[]> {
  if (ctx.ledger === null) return [];
  return ctx.ledger.earlierRuns(tree, seed);
}

/** A paired side's runs on one seed, when the ledger holds authenticated ones (and not `--fresh`): all of them. */
export async function reusableRuns(
  ctx: GateContext,
  tree: string,
  seed: number,
): Promise<LedgerLine[] | null> {
  if (ctx.ledger === null) return null;
  return ctx.ledger.lookup(tree, 1, seed);
}

/** Records an evaluation's lines (after it ran, and only when it did not tamper); returns its successful lines. */
export async function recordEvaluation(
  ctx: GateContext,
  result: EvalResult,
  at: { tree: string; commit: string; seed: number | null },
): Promise<LedgerLine[]> {
  if (ctx.ledger === null) return [];
  const lines = await ctx.ledger.linesFor(result, { ...at, nodeId: ctx.nodeId });
  await ctx.ledger.record(lines);
  return lines.filter((line) => line.score !== null);
}

/** A reference taken from the ledger, and the lines it is the mean of. */
export interface LedgerReference {
  reference: Reference;
  lines: LedgerLine[];
  value: number;
}

/**
 * The ledger's score of a commit's tree: the mean of all its authenticated runs (at least
 * `eval-repeats`); null when the ledger is off, has no key or holds too few. `what` names the commit in
 * the reference.
 */
export async function ledgerScoreOf(
  ctx: GateContext,
  commit: string,
  what: string,
): Promise<LedgerReference | null> {
  if (ctx.ledger === null || ctx.ledger.key === null) return null;
  const runs = await ctx.ledger.runs(await ctx.repo.treeOf(commit));
  if (runs.length < ctx.settings.evalRepeats) return null;
  const value = meanScore(runs);
  ctx.log(
    `reference from the ledger: ${runs.length} run(s) of ${what}'s tree, mean ${formatVerdictScore(value)}`,
  );
  return { reference: { name: `${LEDGER_REFERENCE} ${what}`, value }, lines: runs, value };
}

/**
 * The trunk reference from the ledger: the ledger's score of trunk's tree (however trunk's head got
 * there: the gate's merge, or GitHub's merge queue). Null when a flag or input gave test_trunk_score
 * (it wins), or the ledger has none.
 */
export function ledgerReference(ctx: GateContext, trunk: Trunk): Promise<LedgerReference | null> {
  if (ctx.settings.testTrunkScoreFixed) return Promise.resolve(null);
  return ledgerScoreOf(ctx, trunk.sha, `${trunk.branch} at ${trunk.sha.slice(0, 12)}`);
}

/** The noise warning for a claimed improvement, from the recorded runs of the candidate's and trunk's trees. */
export async function historyNoise(
  ctx: GateContext,
  trees: ReadonlyArray<{ name: string; tree: string }>,
  claimed: number,
): Promise<string | null> {
  if (ctx.ledger === null) return null;
  const histories = [];
  for (const { name, tree } of trees) histories.push({ name, runs: await ctx.ledger.runs(tree) });
  return noiseWarning(histories, claimed);
}
