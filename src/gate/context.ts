/**
 * What the gate's three steps pass along (see run.ts): the caller's dependencies, the context that
 * `prepare` resolves once, and the small verdict helpers every step uses.
 */
import type { EvalRequest, EvalResult } from '../eval/types.js';
import type { GitAdapter, GitFactory } from '../git/adapter.js';
import type { GateInput, InputNamer } from './input.js';
import type { RunLogs } from './logs.js';
import type { GateSettings } from './settings.js';
import type { TrustedTree } from './trusted-tree.js';
import type { Reason, Verdict } from './verdict.js';
import type { Isolator } from '../eval/isolation/index.js';
import type { ViewPlan } from '../eval/runtime-view/view.js';
import type { EvaluationTrees } from './trees/views.js';
import type { GateLedger } from './ledger/gate-ledger.js';
import type { MergeGroupEntry } from './merge-group/entry.js';

export interface GateDeps {
  /** How each input field is named in messages (`--eval-cmd-test` or `input eval-cmd-test`). */
  name: InputNamer;
  /** Makes the git adapter for a folder (the repository, its temp worktrees). Default: GitAdapter. */
  git?: GitFactory;
  /** The evaluation runner. Default: runEvaluation (src/eval/runner.ts); a test may observe requests through it. */
  evaluate?: (request: EvalRequest) => Promise<EvalResult>;
  /** Human progress lines (one line each, no newline). */
  log?: (line: string) => void;
  /** Live evaluation output hooks (src/eval/progress.ts has the same names). */
  progress?: Pick<EvalRequest, 'onLine' | 'onAttemptStart' | 'onAttemptEnd'>;
  /** Environment the evaluation's environment is derived from (credentials removed). Default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Aborts a running evaluation (its process group is killed). */
  signal?: AbortSignal;
  /** Sleep between retries (tests pass a fast one). */
  sleep?: (ms: number) => Promise<void>;
  /** Random jitter on retry backoff; default true. */
  jitter?: boolean;
  /** How long a ledger push keeps trying; default PUSH_RETRY.withinMs (tests pass a short one). */
  ledgerPushWithinMs?: number;
  /** Grace between SIGTERM and SIGKILL when an attempt times out; default 5 s. */
  killGraceMs?: number;
  /** This gate's version, written into ledger lines. */
  gateVersion?: string;
  /** The workflow run's URL (the Action), written into ledger lines. */
  runUrl?: string | null;
  /** Without `ledger-key`, make and use a key file in the git folder (the CLI); the Action passes false. */
  ledgerKeyFile?: boolean;
  /**
   * Where a run's result comes from, in place of evaluating (evaluate.ts `evaluateAt`): the sharded
   * aggregate reads the shards' results (src/shards). `place` numbers its attempts in the judgement.
   */
  runAt?: (
    commit: string,
    place: { seed: number | null; firstAttempt: number },
  ) => Promise<{ result: EvalResult; tampered: Array<{ path: string; message: string }> }>;
  /** Time budget of the static checks (protected paths, symlinks, outputs), in ms; default 300 s. */
  staticChecksBudgetMs?: number;
}

/** A trunk branch at one commit: the commit is what every judgement and every ref move compares with. */
export interface Trunk {
  branch: string;
  sha: string;
}

/** Everything the judgement and the landing need once inputs are resolved; no step changes it. */
export interface GateContext {
  deps: GateDeps;
  settings: GateSettings;
  repo: GitAdapter;
  factory: GitFactory;
  trusted: TrustedTree;
  location: { cwd: string; prefix: string };
  sourceRef: string;
  sourceSha: string;
  nodeId: string | null;
  /** The remote trunk is pushed to when merging; null: the local trunk branch only (or not merging). */
  pushTo: string | null;
  /** The value substituted for {node_id}: the node id, or the source commit's short SHA when unknown. */
  evalNodeId: string;
  /** This run's evaluation logs (src/gate/logs.ts); closed when the run ends. */
  logs: RunLogs;
  log: (line: string) => void;
  /** Removes the job's secrets from text the evaluated code printed, before any face shows it. */
  redact: (text: string) => string;
  /** How evaluations are isolated in this run (src/eval/isolation). */
  isolation: Isolator;
  /** What an isolated evaluation may read beyond its worktree (src/gate/runtime); null or absent: nothing. */
  runtime?: ViewPlan | null;
  /** Where each run's worktree comes from: a view of the checkout cache, or a checkout (src/gate/trees). */
  trees: EvaluationTrees;
  /**
   * Folders every sandbox of this context hides besides `repo`'s: a queue slot evaluates from a clone
   * of its own inside the queue's git folder, and the queue's checkout and git folder must stay out of
   * its evaluations' sight as they do in a single run. Absent: none.
   */
  hiddenBeside?: readonly string[];
  /** The score ledger of this run; null when `ledger` is off. */
  ledger: GateLedger | null;
  /**
   * A merge-queue entry: `trunk` is the step it lands on (src/gate/merge-group); `onTrunkHead` when that
   * step is trunk's head itself, the commit the configured references describe. Absent otherwise.
   */
  mergeGroup?: MergeGroupEntry & { onTrunkHead: boolean };
}

/** Only merge without --dry-run writes: refs, the tree, the remote, REPORT.md by default. */
export function isWritingRun(input: Pick<GateInput, 'mode' | 'dryRun'>): boolean {
  return input.mode === 'merge' && !input.dryRun;
}

export function reject(verdict: Verdict, reasons: Reason[]): Verdict {
  return { ...verdict, decision: 'rejected', reasons: [...verdict.reasons, ...reasons] };
}
