/**
 * What the user asked the gate to do, as given: CLI flags or Action inputs, before validation and
 * before the tree's `meta` and the defaults fill the gaps (see settings.ts). Strings stay strings here
 * so that validation can name the flag or input that holds a bad value.
 */
export type GateMode = 'merge' | 'verify';

export interface GateInput {
  mode: GateMode;
  /** Repository working directory (the user's checkout); default: process cwd. */
  cwd?: string;
  /** Session name under .arbor/sessions/ whose tree `meta` supplies defaults. */
  runName?: string;
  /** Experiment branch, ref or commit SHA to evaluate; resolved once to the exact SHA. */
  source?: string;
  /** Requested merge target; main/master resolve to trunk_branch. */
  target?: string;
  trunkBranch?: string;
  nodeId?: string;
  evalCmdTest?: string;
  metricDirection?: string;
  testTrunkScore?: string;
  testBaselineScore?: string;
  minDelta?: string;
  divergenceThreshold?: string;
  protectedPaths: string[];
  requiredOutputs: string[];
  submissionPath?: string;
  sampleSubmissionPath?: string;
  evalTimeout?: string;
  evalRetries?: string;
  evalRetryBaseDelay?: string;
  evalRetryMaxDelay?: string;
  evalRepeats?: string;
  scoreKey?: string;
  scoreFile?: string;
  scoreRegex?: string;
  /** Remote to push to; pushing happens when it exists and `push` is true. */
  remote?: string;
  push: boolean;
  /** How many times a merge is re-judged (rebuilt and evaluated again) when trunk moves meanwhile. */
  maxRejudge?: string;
  dryRun: boolean;
  /** Where to write REPORT.md; default: the session folder, when there is one. */
  reportPath?: string;
  /**
   * The target is a pull request's base branch, which the PR's author chose (the Action): it never
   * names the trunk or the trusted tree, and is accepted only when it is trunk or main/master.
   */
  targetIsPullRequestBase?: boolean;
}

/**
 * How each GateInput field is spelled by the face that collected it, so that a validation message can
 * name it: the CLI says `--eval-cmd-test`, the Action says `input eval-cmd-test`.
 */
export type InputNamer = (field: keyof GateInput) => string;

export const cliFlagName: InputNamer = (field) =>
  `--${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
