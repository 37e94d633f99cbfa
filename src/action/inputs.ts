/**
 * Every Action input, read once into one typed settings object (the actions/checkout pattern). Values
 * that decide a verdict stay strings, as in GateInput, so the gate's own validation can name the input
 * that holds a bad value; the Action's own switches are parsed here, with messages naming the input.
 */
import { UserError } from '../errors.js';
import type { GateInput, InputNamer } from '../gate/input.js';

export const ACTION_MODES = ['merge', 'verify', 'report', 'check', 'resume', 'recover', 'finalize'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

/** GateInput minus what the Action takes from the event (source, target) and the mode. */
export type GateInputs = Omit<GateInput, 'mode' | 'source' | 'target' | 'cwd'>;

export interface ActionSettings {
  mode: ActionMode;
  token: string;
  /** Absolute path of the repository checkout the Action works in. */
  workingDirectory: string;
  /** Explicit commit or ref to judge; default: the pull request's head SHA (or the merge group's). */
  source: string | undefined;
  /** Explicit merge target; default: the pull request's base branch. */
  target: string | undefined;
  gate: GateInputs;
  /** Session folder (relative to working-directory), for the session modes. */
  session: string | undefined;
  /** The session tools' flags, by the CLI flag name without dashes (`require-report`: true ...). */
  sessionFlags: Record<string, boolean>;
  comment: boolean;
  summary: boolean;
  status: boolean;
  statusContext: string;
  allowForks: boolean;
}

/** How an input is named in messages: the Action's spelling of a GateInput field. */
export const actionInputName: InputNamer = (field) =>
  `input ${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Flags of the session tools that the Action exposes as boolean inputs of the same name. */
export const SESSION_FLAG_INPUTS = [
  'require-report',
  'require-events',
  'require-run-stats',
  'require-experiment',
  'require-executor-prompt',
  'strict-artifacts',
  'emergency',
] as const;

/** Reads one input as the runner passed it (`INPUT_<NAME>`), trimmed; '' when absent. */
export type InputReader = (name: string) => string;

export function inputFromEnv(env: NodeJS.ProcessEnv): InputReader {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

function optional(read: InputReader, name: string): string | undefined {
  const value = read(name);
  return value === '' ? undefined : value;
}

function lines(read: InputReader, name: string): string[] {
  return read(name)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function bool(read: InputReader, name: string, fallback: boolean): boolean {
  const value = read(name);
  if (value === '') return fallback;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new UserError(`input ${name} must be true or false (got ${JSON.stringify(value)})`);
}

export function readActionSettings(read: InputReader, resolvePath: (dir: string) => string): ActionSettings {
  const mode = read('mode') || 'verify';
  if (!(ACTION_MODES as readonly string[]).includes(mode)) {
    throw new UserError(`input mode must be one of ${ACTION_MODES.join(', ')} (got ${JSON.stringify(mode)})`);
  }
  const actionMode = mode as ActionMode;
  return {
    mode: actionMode,
    token: read('github-token'),
    workingDirectory: resolvePath(read('working-directory') || '.'),
    source: optional(read, 'source'),
    target: optional(read, 'target'),
    gate: {
      runName: optional(read, 'run-name'),
      trunkBranch: optional(read, 'trunk-branch'),
      nodeId: optional(read, 'node-id'),
      evalCmdTest: optional(read, 'eval-cmd-test'),
      metricDirection: optional(read, 'metric-direction'),
      testTrunkScore: optional(read, 'test-trunk-score'),
      testBaselineScore: optional(read, 'test-baseline-score'),
      minDelta: optional(read, 'min-delta'),
      divergenceThreshold: optional(read, 'divergence-threshold'),
      protectedPaths: lines(read, 'protected-paths'),
      requiredOutputs: lines(read, 'required-outputs'),
      submissionPath: optional(read, 'submission-path'),
      sampleSubmissionPath: optional(read, 'sample-submission-path'),
      evalTimeout: optional(read, 'eval-timeout'),
      evalRetries: optional(read, 'eval-retries'),
      evalRetryBaseDelay: optional(read, 'eval-retry-base-delay'),
      evalRetryMaxDelay: optional(read, 'eval-retry-max-delay'),
      evalRepeats: optional(read, 'eval-repeats'),
      scoreKey: optional(read, 'score-key'),
      scoreFile: optional(read, 'score-file'),
      scoreRegex: optional(read, 'score-regex'),
      remote: optional(read, 'remote'),
      push: bool(read, 'push', true),
      maxRejudge: optional(read, 'max-rejudge'),
      dryRun: bool(read, 'dry-run', false),
      reportPath: optional(read, 'report-file'),
    },
    session: optional(read, 'session'),
    sessionFlags: Object.fromEntries(SESSION_FLAG_INPUTS.map((name) => [name, bool(read, name, false)])),
    comment: bool(read, 'comment', true),
    summary: bool(read, 'summary', true),
    status: bool(read, 'status', true),
    statusContext: read('status-context') || `arbor-gate/${actionMode}`,
    allowForks: bool(read, 'allow-forks', false),
  };
}
