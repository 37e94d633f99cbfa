/**
 * The one table of settings: a row per setting the gate or the Action reads, in action.yml's order.
 * Every face derives from it (setting-lookup.ts has the lookups they share): the GateInput type
 * (input.ts), validation and the tree-meta fallback (settings.ts), the CLI flags and --help
 * (commands/setting-flags.ts), the Action's input reading (action/inputs.ts), the names in messages,
 * and the test that holds action.yml and the README to it (test/action/workflows.test.ts).
 * Adding a setting is adding a row here, its action.yml and README lines, and its use.
 */
import { DEFAULT_EVAL_USER, ISOLATION_SETTINGS } from '../eval/isolation/index.js';
import { MAX_TIMEOUT_MS } from '../eval/types.js';

export type SettingKind =
  | 'string'
  | 'path' /** a file path relative to the repository, inside it */
  | 'branch'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'list' /** one value per line (Action) or per repeated flag (CLI) */
  | 'enum';

/**
 * Where a setting belongs: the gate's settings (each a GateInput field and a flag of merge/verify,
 * grouped as --help shows them), the session tools' switches the Action passes on, or the Action's own
 * inputs (these two have no merge/verify flag).
 */
export type SettingSection = 'where' | 'judgement' | 'evaluation' | 'output' | 'merge' | 'session' | 'action';

export interface Setting {
  /** The field the value fills: in GateInput for gate settings, in ActionSettings for the others. */
  field: string;
  /** The kebab-case name: the Action input, and the CLI flag unless `flag` spells it otherwise. */
  name: string;
  /** The CLI flag (without `--`) of a gate setting where it differs from `name`. */
  flag?: string;
  kind: SettingKind;
  section: SettingSection;
  /** One text for action.yml, the README and --help (kind and defaults add their own sentence). */
  description: string;
  /** What --help says instead of `description`, for a flag that means the opposite (`--no-push`). */
  flagDescription?: string;
  /** The built-in default, used when neither the input nor the tree meta gives a value. */
  default?: string | number | boolean | readonly string[];
  /** The tree `meta` key that gives the value when the input is empty (a list: added to the input). */
  meta?: string;
  /**
   * The default action.yml declares, where it is not simply `default`: the runner always passes an
   * input's declared default, so one declared for a meta-backed setting means meta does not apply there.
   */
  actionDefault?: string;
  /** The allowed values of an enum. */
  choices?: readonly string[];
  /** Bounds of a number or integer. */
  range?: '>= 0' | '> 0' | '>= 1';
  /** An upper bound, and why it is there. */
  max?: { value: number; why: string };
  unit?: 'seconds';
  /** How --help names the flag's value (`--source REF`). */
  arg?: string;
}

export const ACTION_MODES = ['merge', 'verify', 'report', 'check', 'resume', 'recover', 'finalize'] as const;

export const SETTINGS = [
  {
    field: 'mode',
    name: 'mode',
    kind: 'enum',
    section: 'action',
    choices: ACTION_MODES,
    default: 'verify',
    description:
      'What to do: merge (judge the PR head and merge it into trunk when it improves), verify (judge only, never writes), report, check, resume, recover or finalize (session folder tools).',
  },
  {
    field: 'token',
    name: 'github-token',
    kind: 'string',
    section: 'action',
    // An expression the runner evaluates: there is no token without the runner.
    actionDefault: '${{ github.token }}',
    description:
      "Token for the PR comment, the commit status and (merge mode) the push. It is masked, and removed from the evaluated command's environment.",
  },
  {
    field: 'cwd',
    name: 'working-directory',
    flag: 'cwd',
    kind: 'string',
    section: 'where',
    arg: 'DIR',
    default: '.',
    description: 'Repository checkout to work in (its origin is the remote that is pushed to).',
  },
  {
    field: 'source',
    name: 'source',
    kind: 'string',
    section: 'where',
    arg: 'REF',
    description:
      "Commit or ref to judge, resolved once to a SHA. The CLI requires it; the Action's default is the pull request's head SHA (or the merge group's head).",
  },
  {
    field: 'target',
    name: 'target',
    kind: 'branch',
    section: 'where',
    arg: 'BRANCH',
    description:
      "Merge target; main/master resolve to trunk-branch. The Action's default is the pull request's base branch.",
  },
  {
    field: 'session',
    name: 'session',
    kind: 'string',
    section: 'action',
    description:
      'Session folder (relative to working-directory) for report, check, resume, recover and finalize.',
  },
  {
    field: 'runName',
    name: 'run-name',
    kind: 'string',
    section: 'where',
    arg: 'NAME',
    description:
      'Session name under .arbor/sessions/ whose tree meta supplies the settings left empty. Default is the only session there.',
  },
  {
    field: 'trunkBranch',
    name: 'trunk-branch',
    kind: 'branch',
    section: 'where',
    arg: 'BRANCH',
    meta: 'trunk_branch',
    description: 'Branch that receives verified merges (never main/master).',
  },
  {
    field: 'nodeId',
    name: 'node-id',
    kind: 'string',
    section: 'where',
    arg: 'ID',
    description:
      'Idea node id substituted for {node_id} in eval-cmd-test. Default is the node whose code_ref is the source branch.',
  },
  {
    field: 'evalCmdTest',
    name: 'eval-cmd-test',
    kind: 'string',
    section: 'judgement',
    arg: 'CMD',
    meta: 'eval_cmd_test',
    description:
      'Held-out (B_test) evaluation command, run with sh -c in an isolated worktree at the exact head SHA; {cwd} and {node_id} are substituted shell-quoted.',
  },
  {
    field: 'metricDirection',
    name: 'metric-direction',
    kind: 'enum',
    section: 'judgement',
    arg: 'DIR',
    choices: ['maximize', 'minimize'],
    meta: 'metric_direction',
    default: 'maximize',
    description: 'maximize or minimize.',
  },
  {
    field: 'testTrunkScore',
    name: 'test-trunk-score',
    kind: 'number',
    section: 'judgement',
    meta: 'test_trunk_score',
    description: "Trunk's B_test score to beat.",
  },
  {
    field: 'testBaselineScore',
    name: 'test-baseline-score',
    kind: 'number',
    section: 'judgement',
    meta: 'test_baseline_score',
    description:
      'Baseline B_test score to beat. With neither reference set, the trunk head is evaluated first and its score is the bar.',
  },
  {
    field: 'minDelta',
    name: 'min-delta',
    kind: 'number',
    section: 'judgement',
    range: '>= 0',
    meta: 'min_delta',
    default: 0,
    description: 'Smallest improvement that counts (0: strictly better).',
  },
  {
    field: 'divergenceThreshold',
    name: 'divergence-threshold',
    kind: 'number',
    section: 'judgement',
    range: '>= 0',
    meta: 'divergence_threshold',
    description: 'Gap between B_dev and B_test past which the verdict flags possible overfitting.',
  },
  {
    field: 'protectedPaths',
    name: 'protected-paths',
    flag: 'protected',
    kind: 'list',
    section: 'judgement',
    arg: 'GLOB',
    meta: 'protected_paths',
    default: ['.github/**', '.arbor/**'],
    description:
      'Glob patterns that the branch must not change (added to meta.protected_paths, .github/** and .arbor/**).',
  },
  {
    field: 'requiredOutputs',
    name: 'required-outputs',
    flag: 'required-output',
    kind: 'list',
    section: 'judgement',
    arg: 'PATH',
    description: 'Paths that the branch must have committed.',
  },
  {
    field: 'submissionPath',
    name: 'submission-path',
    kind: 'path',
    section: 'judgement',
    meta: 'submission_path',
    description: 'Submission file the branch must commit.',
  },
  {
    field: 'sampleSubmissionPath',
    name: 'sample-submission-path',
    kind: 'path',
    section: 'judgement',
    meta: 'sample_submission_path',
    description: 'Sample submission whose CSV header and row count the submission must match.',
  },
  {
    field: 'evalTimeout',
    name: 'eval-timeout',
    kind: 'number',
    section: 'evaluation',
    unit: 'seconds',
    range: '> 0',
    max: { value: Math.floor(MAX_TIMEOUT_MS / 1000), why: 'about 24.8 days, the longest a timer can wait' },
    meta: 'eval_timeout',
    default: 3600,
    description: 'Seconds per evaluation attempt.',
  },
  {
    field: 'evalRetries',
    name: 'eval-retries',
    kind: 'integer',
    section: 'evaluation',
    range: '>= 0',
    meta: 'eval_retries',
    default: 1,
    description: 'Retries after the first attempt, for timeouts and transient failures.',
  },
  {
    field: 'evalRetryBaseDelay',
    name: 'eval-retry-base-delay',
    kind: 'number',
    section: 'evaluation',
    unit: 'seconds',
    range: '>= 0',
    meta: 'eval_retry_base_delay',
    default: 5,
    description: 'First backoff delay in seconds.',
  },
  {
    field: 'evalRetryMaxDelay',
    name: 'eval-retry-max-delay',
    kind: 'number',
    section: 'evaluation',
    unit: 'seconds',
    range: '>= 0',
    meta: 'eval_retry_max_delay',
    default: 30,
    description: 'Largest backoff delay in seconds.',
  },
  {
    field: 'evalRepeats',
    name: 'eval-repeats',
    kind: 'integer',
    section: 'evaluation',
    range: '>= 1',
    meta: 'eval_repeats',
    default: 1,
    description: 'Run a successful evaluation this many times and judge the mean.',
  },
  {
    field: 'scoreKey',
    name: 'score-key',
    kind: 'string',
    section: 'evaluation',
    arg: 'KEY',
    meta: 'score_key',
    description: "Dotted JSON key holding the score in the evaluator's output.",
  },
  {
    field: 'scoreFile',
    name: 'score-file',
    kind: 'path',
    section: 'evaluation',
    meta: 'score_file',
    description: 'JSON file (relative to the worktree) holding the score.',
  },
  {
    field: 'scoreRegex',
    name: 'score-regex',
    kind: 'string',
    section: 'evaluation',
    arg: 'RE',
    meta: 'score_regex',
    description:
      'Regular expression with one capture group that extracts the score from the output, in place of the JSON and text rules.',
  },
  {
    field: 'evalIsolation',
    name: 'eval-isolation',
    kind: 'enum',
    section: 'evaluation',
    arg: 'MODE',
    choices: ISOLATION_SETTINGS,
    default: 'auto',
    description:
      'Run the evaluation as a separate unprivileged user: auto (when the gate is root or has passwordless sudo, as on GitHub-hosted runners), user (required: exit 2 otherwise) or none.',
  },
  {
    field: 'evalUser',
    name: 'eval-user',
    kind: 'string',
    section: 'evaluation',
    arg: 'NAME',
    default: DEFAULT_EVAL_USER,
    description:
      'Account an isolated evaluation runs as; created as a system account without login when missing.',
  },
  {
    field: 'remote',
    name: 'remote',
    kind: 'string',
    section: 'merge',
    arg: 'NAME',
    meta: 'remote',
    default: 'origin',
    // The Action pushes to its checkout's origin (see working-directory), whatever the tree says.
    actionDefault: 'origin',
    description: 'Remote that trunk is pushed to after a merge (when it exists).',
  },
  {
    field: 'push',
    name: 'push',
    flag: 'no-push',
    kind: 'boolean',
    section: 'merge',
    default: true,
    description: 'Push trunk to the remote after a merge.',
    flagDescription: 'Update the local trunk branch only: do not push it.',
  },
  {
    field: 'dryRun',
    name: 'dry-run',
    kind: 'boolean',
    section: 'merge',
    default: false,
    description: 'Judge and report what would happen without merging, pushing or writing.',
  },
  {
    field: 'reportPath',
    name: 'report-file',
    flag: 'report',
    kind: 'string',
    section: 'output',
    arg: 'PATH',
    description:
      "Where to write REPORT.md (merge/verify - its Gate section; report - the whole report), never through a symbolic link in the checkout. Default for merge is the local session folder's REPORT.md, else arbor-gate/REPORT.md in the git folder (outside the working tree).",
  },
  {
    field: 'logDir',
    name: 'log-dir',
    kind: 'string',
    section: 'output',
    arg: 'DIR',
    description:
      'merge/verify - folder for the full evaluation logs, one folder per run. Default is arbor-gate/logs in the git folder.',
  },
  {
    field: 'keepLogs',
    name: 'keep-logs',
    kind: 'integer',
    section: 'output',
    arg: 'N',
    range: '>= 0',
    default: 10,
    description:
      "merge/verify - how many runs' logs the log folder keeps (default 10; 0 removes each run's logs when it ends).",
  },
  {
    field: 'require-report',
    name: 'require-report',
    kind: 'boolean',
    section: 'session',
    default: false,
    description: 'check/finalize - REPORT.md must exist.',
  },
  {
    field: 'require-events',
    name: 'require-events',
    kind: 'boolean',
    section: 'session',
    default: false,
    description: 'check/finalize - events.jsonl must exist and hold only well-formed, secret-free events.',
  },
  {
    field: 'require-run-stats',
    name: 'require-run-stats',
    kind: 'boolean',
    section: 'session',
    default: false,
    description: 'check/finalize - run_stats.json must exist.',
  },
  {
    field: 'require-experiment',
    name: 'require-experiment',
    kind: 'boolean',
    section: 'session',
    default: false,
    description: 'check/finalize - at least one experiment folder must exist.',
  },
  {
    field: 'require-executor-prompt',
    name: 'require-executor-prompt',
    kind: 'boolean',
    section: 'session',
    default: false,
    description: 'check/finalize - experiment folders must hold their executor prompt.',
  },
  {
    field: 'strict-artifacts',
    name: 'strict-artifacts',
    kind: 'boolean',
    section: 'session',
    default: false,
    description: 'check/finalize - apply every artifact check.',
  },
  {
    field: 'emergency',
    name: 'emergency',
    kind: 'boolean',
    section: 'session',
    default: false,
    description: 'finalize - the run stopped on an emergency timeout; recover the best submission first.',
  },
  {
    field: 'comment',
    name: 'comment',
    kind: 'boolean',
    section: 'action',
    default: true,
    description: 'Post (or update) one sticky comment per pull request and mode.',
  },
  {
    field: 'summary',
    name: 'summary',
    kind: 'boolean',
    section: 'action',
    default: true,
    description: 'Write the verdict or report to the job summary.',
  },
  {
    field: 'status',
    name: 'status',
    kind: 'boolean',
    section: 'action',
    default: true,
    description: 'Set a commit status on the judged head SHA.',
  },
  {
    field: 'statusContext',
    name: 'status-context',
    kind: 'string',
    section: 'action',
    description: 'Context name of the commit status. Default is arbor-gate/<mode>.',
  },
  {
    field: 'allowForks',
    name: 'allow-forks',
    kind: 'boolean',
    section: 'action',
    default: false,
    description:
      "Evaluate a fork's head under pull_request_target and merge/push a fork's head. Off by default: a fork's code never runs with a write token and is never merged.",
  },
] as const satisfies readonly Setting[];
