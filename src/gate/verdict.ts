/** The gate's judgement: one value that the CLI, the Action and REPORT.md all render (docs/architecture.md "Verdict JSON"). */
import type { Attempt, EvalEnd, IsolationMode, ScoreLine } from '../eval/types.js';
import type { MetricDirection } from '../util/metric.js';
import type { MergeGroupEntry } from './merge-group/entry.js';

export type Decision = 'merged' | 'would_merge' | 'rejected' | 'already_merged' | 'error';

export type ReasonCode =
  | 'not_improved'
  | 'not_significant'
  | 'protected_path'
  | 'outside_editable'
  | 'protected_symlink'
  | 'protected_tamper'
  | 'missing_output'
  | 'submission_format'
  | 'eval_failed'
  | 'no_score'
  /** The evaluation fails on trunk itself: an `error`, never the branch's rejection (src/gate/broken-evaluation.ts). */
  | 'evaluation_broken'
  | 'merge_conflict'
  | 'superseded'
  | 'target_refused'
  | 'fork_refused'
  | 'checks_timeout'
  | 'cancelled'
  /** A sharded judgement's result that is missing, duplicated, foreign or malformed (src/shards). */
  | 'shard_result'
  /** A queue entry whose building or measuring threw: an `error` for that branch alone (src/queue/entry-failure.ts). */
  | 'measurement_failed';

export interface Reason {
  code: ReasonCode;
  message: string;
}

export interface Divergence {
  dev_score: number;
  test_score: number;
  /** dev and test moved in opposite directions relative to their trunk references, or the gap is past the threshold. */
  kind: 'direction' | 'gap';
  message: string;
}

/** Mean and standard deviation (n - 1) of one side's scores. */
export interface Spread {
  mean: number;
  sd: number;
}

/** One pair of a paired judgement: both sides' scores on one seed. */
export interface PairSample {
  seed: number;
  trunk: number;
  candidate: number;
}

/**
 * How a paired judgement (issue 17) decided: the pairs so far, both sides' spread, the mean
 * direction-aware difference (positive = the candidate is better) with its one-sided bounds at the
 * level the decision used at the last look, the p-value there, and how it stopped. Nulls until a look.
 */
/** How many runs of each side a judgement made (`fresh`) and took from the ledger (`reused`). */
export interface RunCounts {
  trunk: { fresh: number; reused: number };
  candidate: { fresh: number; reused: number };
}

/** What `auto` chose: one line naming the rule and the runs it learned from, and the runs it used. */
export interface AutoChoice {
  chosen_by: string;
  runs: RunCounts;
}

export interface PairedJudgement extends Partial<AutoChoice> {
  rule: 'paired';
  confidence: number;
  /** Score units, or as written when relative (`5%`) or in noise units (`0.5 sd of the pair differences`). */
  min_delta: number | string;
  min_effect: number | string | null;
  /** Whether trunk's side of each pair was measured beside the candidate's (noise the seed does not set). */
  together?: boolean;
  pairs: number;
  seeds: number[];
  samples: PairSample[];
  trunk: Spread | null;
  candidate: Spread | null;
  difference: {
    mean: number;
    lower: number;
    upper: number;
    /** The look's nominal one-sided level (each bound holds at 1 - level). */
    level: number;
    /** With min-effect: the upper bound at the confidence asked, which decides futility. */
    futility_upper: number | null;
  } | null;
  /** One-sided p-value of "the gain exceeds min-delta" at the last look. */
  p: number | null;
  stopped: 'early' | 'futility' | 'cap' | null;
  /** Every run of both sides, retries included. */
  evaluations: number;
  /** The pair counts the rule looked at, when they were fixed in advance (`looks`, a sharded plan's waves). */
  looks?: number[];
}

/**
 * `auto` on an evaluator whose runs agree exactly: one run of the candidate against trunk's, compared
 * exactly, and a confirming run before it is accepted.
 */
export interface DeterministicJudgement extends AutoChoice {
  rule: 'deterministic';
  min_delta: number | string;
  trunk: number | null;
  /** The candidate's runs: one, or two when the first would be accepted. */
  candidate: number[];
  evaluations: number;
}

export type Judgement = { rule: 'single' } | PairedJudgement | DeterministicJudgement;

export interface Verdict {
  decision: Decision;
  reasons: Reason[];
  node_id: string | null;
  metric_direction: MetricDirection;
  source: { ref: string; sha: string | null };
  target: { requested: string; resolved: string | null; sha_before: string | null; sha_after: string | null };
  score: number | null;
  dev_score: number | null;
  references: { test_trunk_score: number | null; test_baseline_score: number | null };
  /** How the reference was obtained when none was configured: the trunk head was evaluated first. */
  reference_measured?: { sha: string; score: number } | null;
  /** How the score was judged: `single` (Arbor's rule), or the paired judgement and how it decided. */
  judgement: Judgement;
  /** Mean and spread (n - 1) when --eval-repeats > 1. */
  repeats?: { n: number; scores: number[]; mean: number; stdev: number } | null;
  attempts: Attempt[];
  /** The key the judged score was read at (the last successful attempt's), when one was found. */
  score_key?: string | null;
  /** The line (or score file) it was read from. */
  score_line?: ScoreLine | null;
  changed_paths: number;
  protected_violations: string[];
  missing_outputs: string[];
  divergence: Divergence | null;
  merge_commit: string | null;
  report_path: string | null;
  /** This run's folder of full evaluation logs (one file per attempt), when it was kept; else null. */
  logs?: string | null;
  /** Set when the verdict was reached in dry-run mode (nothing was written). */
  dry_run?: boolean;
  /** How the evaluation ran: as a separate unprivileged user (also in its own PID namespace), or as the gate. */
  isolation: IsolationMode;
  /** How the evaluation's end was made atomic (`pidns`, `cgroup`) or not (`settle`). */
  end: EvalEnd;
  /**
   * What the score was measured on: the candidate commit (parents trunk, source; no ref points at it)
   * and its tree. `merge`: trunk + this branch; `source`: the branch already contains trunk, so the
   * tree is the branch's own. Null until an evaluation of the candidate started.
   */
  evaluated: { kind: 'merge' | 'source'; commit: string; tree: string } | null;
  /** The ledger's runs used instead of evaluating the candidate (docs/architecture.md "Verdict JSON"); empty: it was run. */
  reused?: Array<{
    tree: string;
    evaluator: string;
    seed: number | null;
    score: number;
    run_id: string;
    seq: number;
  }>;
  /**
   * Where the trunk reference came from, by precedence: the flag or input, the ledger (authenticated
   * runs of trunk's tree), the tree's meta, or trunk measured now; null: only a baseline was set.
   */
  reference_source?: 'input' | 'ledger' | 'meta' | 'measured' | null;
  /** A merge-queue entry's judgement: its pull request and the step it was judged on (src/gate/merge-group); null otherwise. */
  merge_group: MergeGroupEntry | null;
  /**
   * The trunk reference the ledger gave (`reference_source: ledger`): trunk's commit, the mean of its
   * tree's authenticated runs, and how many runs; it takes the place of `references.test_trunk_score`.
   */
  reference_ledger?: { sha: string; score: number; runs: number } | null;
  /**
   * What the reader should know that is not a reason to reject: a merge judged without isolation,
   * several kinds of score key in the output when none was pinned, what went wrong after trunk moved
   * (the decision stands: a local tree or checkout left stale).
   */
  warnings: string[];
}

/** Exit code for a verdict: 0 merged/accepted/already merged, 1 rejected, 3 error (docs/architecture.md "Commands and exit codes"). */
export function verdictExitCode(verdict: Verdict): 0 | 1 | 3 {
  switch (verdict.decision) {
    case 'merged':
    case 'would_merge':
    case 'already_merged':
      return 0;
    case 'rejected':
      return 1;
    case 'error':
      return 3;
  }
}

/**
 * A verdict before anything is judged: no score, no attempts, nothing merged. Every face starts from
 * this and fills in what it learns, so a new field gets its empty value in one place.
 */
export function unjudgedVerdict(
  fields: Pick<Verdict, 'decision' | 'node_id' | 'metric_direction'> & {
    source: Verdict['source'];
    requestedTarget: string;
    references?: Verdict['references'];
  },
): Verdict {
  return {
    decision: fields.decision,
    reasons: [],
    node_id: fields.node_id,
    metric_direction: fields.metric_direction,
    source: fields.source,
    target: { requested: fields.requestedTarget, resolved: null, sha_before: null, sha_after: null },
    score: null,
    dev_score: null,
    references: fields.references ?? { test_trunk_score: null, test_baseline_score: null },
    reference_measured: null,
    judgement: { rule: 'single' },
    repeats: null,
    attempts: [],
    changed_paths: 0,
    protected_violations: [],
    missing_outputs: [],
    divergence: null,
    merge_commit: null,
    report_path: null,
    isolation: 'none',
    end: 'settle',
    evaluated: null,
    reused: [],
    reference_source: null,
    reference_ledger: null,
    merge_group: null,
    warnings: [],
    logs: null,
  };
}
