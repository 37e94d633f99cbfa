/**
 * What the MCP server says to agents, in the tools' own terms (snake_case arguments, nothing of the
 * Action's or the CLI's): the server's instructions, each tool's description, and each argument's.
 * Apart from the server (zod, the SDK) so that `arbor-gate mcp --help` lists the tools from this
 * table without loading either. The whole tools/list stays under 8,000 characters
 * (test/mcp/tool-list.test.ts): an agent reads all of it on every session.
 */

export const TOOL_NAMES = [
  'git_merge_branch',
  'gate_verify',
  'generate_report',
  'session_check',
  'session_resume',
  'ledger_show',
] as const;

export type ToolName = (typeof TOOL_NAMES)[number];

const FROM_META = "Arguments left out come from the session tree's meta (same names), then defaults.";

export const TOOL_DESCRIPTIONS: Readonly<Record<ToolName, string>> = {
  git_merge_branch:
    'Evaluate source_branch merged into the trunk on the held-out split (B_test); merge it only if it beats trunk (dry_run: judge only).',
  gate_verify: `Judge a branch as git_merge_branch would, moving no branch. ${FROM_META}`,
  generate_report: "Write the session's REPORT.md (missing parts become caveats); returns its facts.",
  session_check: "Check the session's idea tree and, with require_* switches, its artifacts.",
  session_resume: 'Prepare an interrupted session to continue; dry_run: the plan only.',
  ledger_show:
    "Trunk's score history: each gate merge's score and spread, and whether its ledger lines verify.",
};

/** What the server tells an agent once, at initialisation: what the gate is and how to read a verdict. */
export const SERVER_INSTRUCTIONS = [
  "arbor-gate is the merge gate of an Arbor session: a branch enters the trunk only when the gate's own run of the held-out evaluation (B_test) scores it better than trunk. You never report a score; the gate measures it.",
  'Use gate_verify (or git_merge_branch with dry_run) to judge, git_merge_branch to merge. The verdict is the structuredContent:',
  'decision: merged or would_merge (it improves), already_merged, rejected (reasons[].code says why: not_improved, not_significant, protected_path, outside_editable, missing_output, eval_failed, no_score, merge_conflict, ...), or error (the evaluation or the setup is broken, not the idea: tell the operator, do not rework the branch).',
  'score is what the gate measured, references what it had to beat, warnings what to fix in the setup (each names the argument or meta key that answers it). The text result is the same verdict in one paragraph.',
].join('\n');

/**
 * Each gate argument's text, by the setting's field (git_merge_branch's `source_branch` and gate_verify's
 * `source` share `source`'s). A setting added later without a line here gets its own description's
 * first sentence (arguments.ts).
 */
export const ARGUMENT_TEXT: Readonly<Record<string, string>> = {
  cwd: "Repository folder (relative to the server's).",
  source: 'Branch or commit to judge.',
  target: 'Branch to merge into (main/master: the trunk).',
  runName: 'Session name under .arbor/sessions/.',
  trunkBranch: 'The trunk branch.',
  nodeId: 'Idea node id (default: by code_ref).',
  evalCmdTest: 'B_test evaluation command; {cwd}, {node_id}, {seed} are substituted.',
  metricDirection: 'Which way is better.',
  testTrunkScore: "Trunk's B_test score to beat.",
  testBaselineScore: 'Baseline score to beat.',
  minDelta: 'Smallest gain that counts.',
  judge: "auto: learned from trunk's runs; single: one score; paired: same seeds.",
  confidence: 'paired: one-sided confidence.',
  minRepeats: 'paired: pairs before the first look.',
  maxRepeats: 'paired: most pairs.',
  minEffect: 'paired: smallest gain worth finding.',
  looks: 'paired: pair counts to look at, as "3,10".',
  divergenceThreshold: 'B_dev to B_test gap worth a warning.',
  protectedPaths: 'Globs the branch must not change.',
  editablePaths: 'Globs of the only paths the branch may change.',
  requiredOutputs: 'Paths the branch must commit.',
  submissionPath: 'Submission file the branch must commit.',
  sampleSubmissionPath: 'CSV the submission must match.',
  scoreCmdTest: "Two-phase: trusted scorer of eval_cmd_test's outputs.",
  heldOut: 'Two-phase: labels only score_cmd_test sees.',
  evalTimeout: 'Seconds per attempt.',
  evalRetries: 'Retries after a failed attempt.',
  evalRepeats: 'single: runs averaged.',
  scoreKey: 'Output key holding the score.',
  scoreFile: 'JSON file holding the score.',
  scoreRegex: 'Regex whose group is the score.',
  evaluatorVersion: 'Change it to stop reusing recorded runs.',
  fresh: 'Add runs to the recorded ones.',
  reportPath: 'REPORT.md path.',
};
