/**
 * The gate's settings: explicit input (flag or Action input) > tree `meta` (read from the trusted side)
 * > built-in default. Every bad value is a UserError naming the flag, input or meta field, and what was
 * expected, so a misconfigured gate stops with exit 2 before anything runs.
 */
import { posix } from 'node:path';
import { UserError } from '../errors.js';
import { compileScoreRegex } from '../eval/score.js';
import type { ScoreOptions } from '../eval/types.js';
import type { TreeMeta } from '../session/tree.js';
import type { GateInput, InputNamer } from './input.js';
import type { MetricDirection } from '../util/metric.js';

/** How a gate run with no idea tree at all names its (absent) tree. */
export const NO_TREE = 'no idea tree';

/** Globs protected whatever the configuration says: CI config and Arbor's own state. */
export const DEFAULT_PROTECTED_GLOBS = ['.github/**', '.arbor/**'] as const;

export const DEFAULTS = {
  evalRetries: 1,
  evalRetryBaseDelayS: 5,
  evalRetryMaxDelayS: 30,
  evalTimeoutS: 3600,
  evalRepeats: 1,
  maxRejudge: 2,
  minDelta: 0,
  remote: 'origin',
  metricDirection: 'maximize' as MetricDirection,
};

export interface GateSettings {
  /** Branch name without `refs/heads/`; null when neither input nor meta names one. */
  trunkBranch: string | null;
  evalCmdTest: string;
  metricDirection: MetricDirection;
  testTrunkScore: number | null;
  testBaselineScore: number | null;
  /** meta.trunk_score: trunk's B_dev, the base of the node's B_dev change (divergence check). */
  trunkDevScore: number | null;
  minDelta: number;
  divergenceThreshold: number | null;
  protectedGlobs: string[];
  requiredOutputs: string[];
  submissionPath: string | null;
  sampleSubmissionPath: string | null;
  evalTimeoutMs: number;
  evalRetries: number;
  evalRetryBaseDelayMs: number;
  evalRetryMaxDelayMs: number;
  evalRepeats: number;
  score: ScoreOptions;
  remote: string;
  push: boolean;
  /** Re-judgements (candidate rebuilt on the moved trunk and evaluated again) before `superseded`. */
  maxRejudge: number;
}

/** Where a value came from, for error messages: the input's own name, or the meta field in the tree file. */
interface Origin {
  label: string;
}

function metaOrigin(key: string, treeSource: string): Origin {
  return { label: `meta.${key} in ${treeSource}` };
}

/** Picks the explicit input when given (non-empty), else the meta value; returns it with where it came from. */
function pick(
  input: GateInput,
  field: keyof GateInput,
  meta: TreeMeta,
  key: string,
  name: InputNamer,
  treeSource: string,
): { value: unknown; origin: Origin } | null {
  const given = input[field];
  if (typeof given === 'string' && given.trim() !== '')
    return { value: given.trim(), origin: { label: name(field) } };
  const fromMeta = meta[key];
  if (fromMeta !== undefined && fromMeta !== null && fromMeta !== '')
    return { value: fromMeta, origin: metaOrigin(key, treeSource) };
  return null;
}

function toNumber(value: unknown, origin: Origin, expected: string): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(number)) {
    throw new UserError(`${origin.label}: expected ${expected}, got ${JSON.stringify(value)}`);
  }
  return number;
}

function numberSetting(
  picked: { value: unknown; origin: Origin } | null,
  fallback: number,
  check: { min?: number; minExclusive?: number; integer?: boolean; expected: string },
): number {
  if (picked === null) return fallback;
  const number = toNumber(picked.value, picked.origin, check.expected);
  const bad =
    (check.integer === true && !Number.isInteger(number)) ||
    (check.min !== undefined && number < check.min) ||
    (check.minExclusive !== undefined && number <= check.minExclusive);
  if (bad)
    throw new UserError(
      `${picked.origin.label}: expected ${check.expected}, got ${JSON.stringify(picked.value)}`,
    );
  return number;
}

function optionalScore(picked: { value: unknown; origin: Origin } | null): number | null {
  return picked === null ? null : toNumber(picked.value, picked.origin, 'a finite number (a score)');
}

function stringSetting(picked: { value: unknown; origin: Origin } | null): string | null {
  if (picked === null) return null;
  if (typeof picked.value !== 'string') {
    throw new UserError(`${picked.origin.label}: expected a string, got ${JSON.stringify(picked.value)}`);
  }
  return picked.value;
}

/** A path inside the repository, relative, without `..` escapes; returned normalized with '/' separators. */
export function repoRelativePath(value: string, label: string): string {
  const cleaned = value.trim().replace(/\\/g, '/');
  const normalized = posix
    .normalize(cleaned)
    .replace(/^\.\/+/, '')
    .replace(/\/+$/, '');
  if (
    cleaned === '' ||
    /[\0\n\r]/.test(cleaned) ||
    posix.isAbsolute(cleaned) ||
    /^[A-Za-z]:/.test(cleaned) ||
    normalized === '.' ||
    normalized === '..' ||
    normalized.startsWith('../')
  ) {
    throw new UserError(
      `${label}: expected a file path relative to the repository root and inside it, got ${JSON.stringify(value)}`,
    );
  }
  return normalized;
}

const MAIN_OR_MASTER = /^(?:refs\/heads\/)?(?:main|master)$/i;

/** True for main/master whatever their letter case or `refs/heads/` prefix. */
export function isMainOrMaster(branch: string): boolean {
  return MAIN_OR_MASTER.test(branch.trim());
}

/** A branch name as the user may write it (`refs/heads/x` or `x`), reduced to `x`, or a UserError. */
export function branchName(value: string, label: string): string {
  const name = value.trim().replace(/^refs\/heads\//, '');
  const invalid =
    name === '' ||
    name.startsWith('-') ||
    name.startsWith('/') ||
    name.endsWith('/') ||
    name.endsWith('.') ||
    name.endsWith('.lock') ||
    name.includes('..') ||
    name.includes('@{') ||
    name.includes('//') ||
    name === '@' ||
    /[\0-\x20\x7f~^:?*[\\]/.test(name);
  if (invalid) throw new UserError(`${label}: ${JSON.stringify(value)} is not a valid branch name`);
  return name;
}

function globList(values: unknown, origin: Origin): string[] {
  if (!Array.isArray(values)) throw new UserError(`${origin.label}: expected a list of glob patterns`);
  return values.map((glob) => {
    if (typeof glob !== 'string' || glob.trim() === '') {
      throw new UserError(`${origin.label}: expected non-empty glob patterns, got ${JSON.stringify(glob)}`);
    }
    return glob.trim().replace(/^\.\/+/, '');
  });
}

/**
 * Resolves every setting from the input, the trusted tree's meta and the defaults. `treeSource` names
 * the tree file in messages (meta values are shown as `meta.key in <treeSource>`).
 */
export function resolveGateSettings(
  input: GateInput,
  meta: TreeMeta,
  name: InputNamer,
  treeSource = 'the idea tree',
): GateSettings {
  const get = (field: keyof GateInput, key: string) => pick(input, field, meta, key, name, treeSource);

  const trunkPicked = get('trunkBranch', 'trunk_branch');
  const trunkText = stringSetting(trunkPicked);
  const trunkBranch =
    trunkText === null || trunkPicked === null ? null : branchName(trunkText, trunkPicked.origin.label);
  if (trunkBranch !== null && trunkPicked !== null && isMainOrMaster(trunkBranch)) {
    throw new UserError(
      `${trunkPicked.origin.label}: the trunk branch must not be main or master (got ${JSON.stringify(trunkText)}); ` +
        'main/master are base branches, verified merges go to a separate trunk such as arbor/trunk',
    );
  }

  const evalCmdTest = stringSetting(get('evalCmdTest', 'eval_cmd_test'));
  if (evalCmdTest === null || evalCmdTest.trim() === '') {
    // With no tree found at all, the likely cause is that the gate did not know where to look: the tree
    // is read from the trunk branch's committed copy, so say how to name it.
    const where =
      treeSource === NO_TREE
        ? ` (no idea tree was found: it is read from the trunk branch, so pass ${name('trunkBranch')} and ${name('runName')}, or run where the session folder is)`
        : ` (${treeSource} has none)`;
    throw new UserError(
      `no evaluation command: pass ${name('evalCmdTest')} or set meta.eval_cmd_test in the session's idea tree${where}`,
    );
  }

  const directionPicked = get('metricDirection', 'metric_direction');
  const direction = stringSetting(directionPicked)?.toLowerCase() ?? DEFAULTS.metricDirection;
  if (direction !== 'maximize' && direction !== 'minimize') {
    throw new UserError(
      `${directionPicked?.origin.label ?? name('metricDirection')}: expected maximize or minimize, got ${JSON.stringify(directionPicked?.value)}`,
    );
  }

  const metaGlobs =
    meta.protected_paths === undefined || meta.protected_paths === null
      ? []
      : globList(meta.protected_paths, metaOrigin('protected_paths', treeSource));
  const inputGlobs = globList(input.protectedPaths, { label: name('protectedPaths') });
  const protectedGlobs = [...new Set([...inputGlobs, ...metaGlobs, ...DEFAULT_PROTECTED_GLOBS])];

  const requiredOutputs = input.requiredOutputs.map((path) =>
    repoRelativePath(path, name('requiredOutputs')),
  );
  const pathSetting = (field: keyof GateInput, key: string): string | null => {
    const picked = get(field, key);
    const text = stringSetting(picked);
    return text === null || picked === null ? null : repoRelativePath(text, picked.origin.label);
  };

  const scoreKey = stringSetting(get('scoreKey', 'score_key'));
  const scoreFile = pathSetting('scoreFile', 'score_file');
  const scoreRegex = stringSetting(get('scoreRegex', 'score_regex'));
  if (scoreRegex !== null) compileScoreRegex(scoreRegex);

  const baseDelayS = numberSetting(
    get('evalRetryBaseDelay', 'eval_retry_base_delay'),
    DEFAULTS.evalRetryBaseDelayS,
    { min: 0, expected: 'a number of seconds >= 0' },
  );
  const maxDelayS = numberSetting(
    get('evalRetryMaxDelay', 'eval_retry_max_delay'),
    DEFAULTS.evalRetryMaxDelayS,
    { min: 0, expected: 'a number of seconds >= 0' },
  );

  const remote = stringSetting(get('remote', 'remote')) ?? DEFAULTS.remote;
  if (remote.startsWith('-') || /\s/.test(remote)) {
    throw new UserError(`${name('remote')}: expected a remote name, got ${JSON.stringify(remote)}`);
  }

  return {
    trunkBranch,
    evalCmdTest,
    metricDirection: direction,
    testTrunkScore: optionalScore(get('testTrunkScore', 'test_trunk_score')),
    testBaselineScore: optionalScore(get('testBaselineScore', 'test_baseline_score')),
    trunkDevScore: optionalScore(
      meta.trunk_score === undefined || meta.trunk_score === null
        ? null
        : { value: meta.trunk_score, origin: metaOrigin('trunk_score', treeSource) },
    ),
    minDelta: numberSetting(get('minDelta', 'min_delta'), DEFAULTS.minDelta, {
      min: 0,
      expected: 'a number >= 0',
    }),
    divergenceThreshold: (() => {
      const picked = get('divergenceThreshold', 'divergence_threshold');
      return picked === null ? null : numberSetting(picked, 0, { min: 0, expected: 'a number >= 0' });
    })(),
    protectedGlobs,
    requiredOutputs,
    submissionPath: pathSetting('submissionPath', 'submission_path'),
    sampleSubmissionPath: pathSetting('sampleSubmissionPath', 'sample_submission_path'),
    evalTimeoutMs:
      numberSetting(get('evalTimeout', 'eval_timeout'), DEFAULTS.evalTimeoutS, {
        minExclusive: 0,
        expected: 'a number of seconds > 0',
      }) * 1000,
    evalRetries: numberSetting(get('evalRetries', 'eval_retries'), DEFAULTS.evalRetries, {
      min: 0,
      integer: true,
      expected: 'an integer >= 0',
    }),
    evalRetryBaseDelayMs: baseDelayS * 1000,
    evalRetryMaxDelayMs: Math.max(maxDelayS, 0) * 1000,
    evalRepeats: numberSetting(get('evalRepeats', 'eval_repeats'), DEFAULTS.evalRepeats, {
      min: 1,
      integer: true,
      expected: 'an integer >= 1',
    }),
    score: {
      ...(scoreKey === null ? {} : { key: scoreKey }),
      ...(scoreFile === null ? {} : { file: scoreFile }),
      ...(scoreRegex === null ? {} : { regex: scoreRegex }),
    },
    remote,
    push: input.push,
    maxRejudge: numberSetting(get('maxRejudge', 'max_rejudge'), DEFAULTS.maxRejudge, {
      min: 0,
      integer: true,
      expected: 'an integer >= 0',
    }),
  };
}
