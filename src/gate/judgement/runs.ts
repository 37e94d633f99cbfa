/**
 * The runs of one judgement, one fresh worktree each (evaluate.ts `evaluateAt`): the repeats of
 * `single` mode and the two sides of `paired` mode. Collects what the verdict shows of them: every
 * attempt numbered in order (tagged with its side and seed), the warnings, what was tampered with,
 * and where the last score was read.
 */
import type { Attempt, EvalResult, ScoreLine } from '../../eval/types.js';
import type { LedgerLine } from '../../ledger/line.js';
import { reject, type GateContext } from '../context.js';
import type { RunCounts, Verdict } from '../verdict.js';
import { evaluateAt, type Tamper } from '../evaluate.js';
import { earlierRuns, recordEvaluation, reusableRuns, reusedEntries } from '../ledger/use.js';
import { meanAndSd } from '../../stats/index.js';

export type Side = 'trunk' | 'candidate';

/** One run's outcome: its score, or why there is none. */
export interface MeasuredRun {
  score: number | null;
  failure: EvalResult['failure'];
}

/** Measures one side on one seed: the seam a ledger lookup can wrap (a known score, no run). */
export type Measure = (side: Side, seed: number) => Promise<MeasuredRun>;

export class RunSeries {
  readonly attempts: Attempt[] = [];
  readonly tampered: Tamper[] = [];
  /**
   * The ledger lines the recorded score is the mean of: the runs of the judged commit (single mode's
   * repeats, paired mode's candidate side), written or reused. Trunk's side is recorded and reused too,
   * but the merge's `Arbor-Ledger` trailer names the measured tree's lines, which `ledger verify`
   * checks against the recorded score.
   */
  readonly deciding: LedgerLine[] = [];
  /** The ledger lines used in place of a run (the verdict's `reused`). */
  readonly reused: LedgerLine[] = [];
  /** Each side's runs made here and taken from the ledger (the verdict's `judgement.runs`). */
  readonly counts: RunCounts = { trunk: { fresh: 0, reused: 0 }, candidate: { fresh: 0, reused: 0 } };
  private readonly warningSet = new Set<string>();
  scoreKey: string | null = null;
  scoreLine: ScoreLine | null = null;

  constructor(
    private readonly ctx: GateContext,
    /** Protected paths fingerprinted around every run, on either side. */
    private readonly watch: readonly string[],
    /** How many runs the judgement plans (for the live log's "run i of n"). */
    private readonly planned: number,
    /** Whether `planned` is only a cap the judgement may stop before (paired, auto). */
    private readonly plannedIsCap = false,
  ) {}

  get warnings(): string[] {
    return [...this.warningSet];
  }

  /**
   * One paired side on one seed: the ledger's authenticated runs of that tree and seed when it has
   * some (trunk's tree was usually measured when it landed), else a run; with `--fresh`, a run added
   * to them. Either way the side's score on the seed is the mean of every run of it, so that running
   * again until a lucky draw decides nothing.
   */
  async measure(commit: string, logSubdir: string, seed: number, side: Side): Promise<MeasuredRun> {
    const tree = await this.ctx.repo.treeOf(commit);
    const known = await reusableRuns(this.ctx, tree, seed);
    const earlier = known ?? (await earlierRuns(this.ctx, tree, seed));
    const run = known === null ? await this.run(commit, logSubdir, seed, side) : null;
    if (run !== null && (run.score === null || earlier.length === 0)) return run;
    this.ctx.log(
      `${side} on seed ${seed}: the ledger's ${earlier.length} run(s) ${known === null ? 'and this one' : 'reused'} (their mean)`,
    );
    this.reused.push(...earlier);
    this.counts[side].reused += earlier.length;
    if (side === 'candidate') this.deciding.push(...earlier);
    const scores = [
      ...(run === null ? [] : [run.score as number]),
      ...earlier.map((line) => line.score ?? NaN),
    ];
    return { score: meanAndSd(scores).mean, failure: null };
  }

  /** A ledger line in place of a run of `side`. */
  reuse(known: LedgerLine, side: Side): MeasuredRun {
    this.ctx.log(
      `${side} on seed ${known.seed ?? '-'}: the ledger's run ${known.run_id}/${known.seq} reused`,
    );
    this.reused.push(known);
    this.counts[side].reused++;
    if (side === 'candidate') this.deciding.push(known);
    return { score: known.score, failure: null };
  }

  /** Evaluates `commit` once in a fresh worktree; `side` is null in single mode. */
  async run(commit: string, logSubdir: string, seed: number | null, side: Side | null): Promise<MeasuredRun> {
    const place = {
      seed,
      repeat: this.runs + 1,
      repeats: this.planned,
      atMost: this.plannedIsCap,
      firstAttempt: this.attempts.length + 1,
    };
    this.runs++;
    if (side !== null) this.counts[side].fresh++;
    const { runAt } = this.ctx.deps;
    const { result, tampered } =
      runAt === undefined
        ? await evaluateAt(this.ctx, commit, this.ctx.evalNodeId, logSubdir, this.watch, place)
        : await runAt(commit, place);
    this.attempts.push(...result.attempts.map((a) => (side === null ? a : { ...a, side })));
    this.tampered.push(...tampered);
    // A run that tampered is not a measurement of the tree: nothing of it goes into the ledger.
    if (tampered.length === 0) {
      const at = { tree: await this.ctx.repo.treeOf(commit), commit, seed };
      const lines = await recordEvaluation(this.ctx, result, at);
      if (side !== 'trunk') this.deciding.push(...lines);
    }
    for (const warning of result.warnings) this.warningSet.add(warning);
    if (result.scoreKey !== null) {
      this.scoreKey = result.scoreKey;
      this.scoreLine = result.scoreLine;
    }
    return { score: result.score, failure: result.failure };
  }

  private runs = 0;
}

/**
 * The verdict with what a series of runs gives it: the attempts, the ledger lines reused, where the
 * score was read, the warnings; rejected as `protected_tamper` (no score) when a run tampered.
 */
export function withSeries(ctx: GateContext, verdict: Verdict, series: RunSeries): Verdict {
  const next: Verdict = {
    ...verdict,
    attempts: series.attempts,
    ...(series.reused.length === 0 ? {} : { reused: reusedEntries(series.reused) }),
    score_key: series.scoreKey,
    score_line: series.scoreLine && { ...series.scoreLine, text: ctx.redact(series.scoreLine.text) },
    warnings: [...verdict.warnings, ...series.warnings],
  };
  if (series.tampered.length === 0) return next;
  return {
    ...reject(
      next,
      series.tampered.map(({ message }) => ({ code: 'protected_tamper', message })),
    ),
    score: null,
    protected_violations: [...next.protected_violations, ...series.tampered.map((t) => t.path)],
  };
}
