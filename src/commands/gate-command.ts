/**
 * What `merge` and `verify` share: their flags (kebab-case metadata keys), the GateInput built from
 * them, the run with Ctrl-C cleanup, and the output (verdict JSON alone on stdout with --json, human
 * text otherwise; progress always on stderr). The exit code follows the verdict.
 */
import { createEvalProgress } from '../eval/progress.js';
import type { GateInput, GateMode } from '../gate/input.js';
import { cliFlagName } from '../gate/input.js';
import { runGate } from '../report/gate-report.js';
import { verdictExitCode } from '../gate/verdict.js';
import { withSignalCleanup } from '../util/cleanup.js';
import { renderVerdictText } from '../report/verdict.js';
import {
  boolFlag,
  listFlag,
  stringFlag,
  type Command,
  type Io,
  type OptionSpec,
  type ParsedArgs,
} from './command.js';

export const GATE_OPTIONS = {
  source: { type: 'string' },
  target: { type: 'string' },
  'trunk-branch': { type: 'string' },
  'node-id': { type: 'string' },
  'eval-cmd-test': { type: 'string' },
  'metric-direction': { type: 'string' },
  'test-trunk-score': { type: 'string' },
  'test-baseline-score': { type: 'string' },
  'min-delta': { type: 'string' },
  'divergence-threshold': { type: 'string' },
  protected: { type: 'string', multiple: true },
  'required-output': { type: 'string', multiple: true },
  'submission-path': { type: 'string' },
  'sample-submission-path': { type: 'string' },
  'eval-timeout': { type: 'string' },
  'eval-retries': { type: 'string' },
  'eval-retry-base-delay': { type: 'string' },
  'eval-retry-max-delay': { type: 'string' },
  'eval-repeats': { type: 'string' },
  'score-key': { type: 'string' },
  'score-file': { type: 'string' },
  'score-regex': { type: 'string' },
  remote: { type: 'string' },
  'no-push': { type: 'boolean' },
  'max-rejudge': { type: 'string' },
  'dry-run': { type: 'boolean' },
  report: { type: 'string' },
} as const satisfies OptionSpec;

/** Flag names for messages: GateInput field -> the flag that sets it. */
const FLAG_OF: Partial<Record<keyof GateInput, string>> = {
  protectedPaths: '--protected',
  requiredOutputs: '--required-output',
  reportPath: '--report',
  push: '--no-push',
};

export const gateFlagName = (field: keyof GateInput): string => FLAG_OF[field] ?? cliFlagName(field);

export function gateInputFromArgs(mode: GateMode, args: ParsedArgs, io: Io): GateInput {
  const s = (flag: string): string | undefined => stringFlag(args, flag);
  const input: GateInput = {
    mode,
    cwd: s('cwd') ?? io.cwd,
    protectedPaths: listFlag(args, 'protected'),
    requiredOutputs: listFlag(args, 'required-output'),
    push: !boolFlag(args, 'no-push'),
    dryRun: boolFlag(args, 'dry-run'),
  };
  const optional: [keyof GateInput, string][] = [
    ['runName', 'run-name'],
    ['source', 'source'],
    ['target', 'target'],
    ['trunkBranch', 'trunk-branch'],
    ['nodeId', 'node-id'],
    ['evalCmdTest', 'eval-cmd-test'],
    ['metricDirection', 'metric-direction'],
    ['testTrunkScore', 'test-trunk-score'],
    ['testBaselineScore', 'test-baseline-score'],
    ['minDelta', 'min-delta'],
    ['divergenceThreshold', 'divergence-threshold'],
    ['submissionPath', 'submission-path'],
    ['sampleSubmissionPath', 'sample-submission-path'],
    ['evalTimeout', 'eval-timeout'],
    ['evalRetries', 'eval-retries'],
    ['evalRetryBaseDelay', 'eval-retry-base-delay'],
    ['evalRetryMaxDelay', 'eval-retry-max-delay'],
    ['evalRepeats', 'eval-repeats'],
    ['scoreKey', 'score-key'],
    ['scoreFile', 'score-file'],
    ['scoreRegex', 'score-regex'],
    ['remote', 'remote'],
    ['maxRejudge', 'max-rejudge'],
    ['reportPath', 'report'],
  ];
  const fields = input as unknown as Record<string, unknown>;
  for (const [field, flag] of optional) {
    const value = s(flag);
    if (value !== undefined) fields[field] = value;
  }
  return input;
}

export const GATE_FLAGS_HELP = `Where:
  --cwd DIR                    repository folder holding .arbor/sessions (default: current folder)
  --run-name NAME              session whose idea tree supplies settings (default: the only session)
  --source REF                 experiment branch, ref or commit to judge (required; resolved once to a SHA)
  --target BRANCH              merge target; main/master resolve to the trunk branch
  --trunk-branch BRANCH        trunk that receives verified merges (never main/master)
  --node-id ID                 idea tree node (default: the node whose code_ref is --source)

Judgement (flag > tree meta > default):
  --eval-cmd-test CMD          B_test command; {cwd} and {node_id} are substituted shell-quoted
  --metric-direction DIR       maximize (default) or minimize
  --test-trunk-score N         trunk's B_test score to beat
  --test-baseline-score N      baseline B_test score to beat
                               (neither set: the trunk head is evaluated first and its score is the bar)
  --min-delta N                required improvement beyond the reference (default 0, strict)
  --divergence-threshold N     flag |B_dev - B_test| gaps above N
  --protected GLOB             protected path glob (repeatable; plus meta.protected_paths, .github/**, .arbor/**)
  --required-output PATH       file that must be committed on the source (repeatable)
  --submission-path PATH       submission file (must be committed)
  --sample-submission-path P   CSV sample: the submission must have its header and row count

Evaluation:
  --eval-timeout S             seconds per attempt (default 3600)
  --eval-retries N             retries after the first attempt (default 1)
  --eval-retry-base-delay S    backoff base (default 5)
  --eval-retry-max-delay S     backoff cap (default 30)
  --eval-repeats N             successful runs to average (default 1)
  --score-key KEY              JSON key (dotted) holding the score
  --score-file PATH            JSON file (relative to the worktree) holding the score
  --score-regex RE             regex with one capture group, replaces JSON/text extraction

Output:
  --json                       print the verdict JSON alone on stdout (progress on stderr)
  --report PATH                write the Gate section of REPORT.md here
                               (default for merge: the session folder's REPORT.md, else .arbor/gate/REPORT.md)

Exit: 0 merged / accepted / already merged, 1 rejected, 2 bad input, 3 git or system failure.
`;

export async function runGateCommand(mode: GateMode, args: ParsedArgs, io: Io): Promise<number> {
  const input = gateInputFromArgs(mode, args, io);
  const json = boolFlag(args, 'json');
  const progress = createEvalProgress({
    write: io.stderr,
    interactive: io.interactive,
    columns: process.stderr.columns ?? 80,
  });
  const abort = new AbortController();
  let verdict;
  try {
    verdict = await withSignalCleanup(abort, () =>
      runGate(input, {
        name: gateFlagName,
        log: (line) => io.stderr(`arbor-gate: ${line}\n`),
        progress,
        env: io.env,
        signal: abort.signal,
      }),
    );
  } finally {
    // Clears the live status line before the verdict (or the error) is printed.
    progress.done();
  }
  if (json) {
    io.stderr(renderVerdictText(verdict));
    io.stdout(`${JSON.stringify(verdict, null, 2)}\n`);
  } else {
    io.stdout(renderVerdictText(verdict));
  }
  return verdictExitCode(verdict);
}

export function gateCommand(
  spec: Pick<Command, 'name' | 'summary'> & { mode: GateMode; intro: string },
): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    usage: `Usage: arbor-gate ${spec.name} --source REF [options]\n\n${spec.intro}\n\n${GATE_FLAGS_HELP}`,
    options: GATE_OPTIONS,
    maxPositionals: 0,
    run: (args, io) => runGateCommand(spec.mode, args, io),
  };
}
