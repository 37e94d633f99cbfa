/**
 * The gate's settings: explicit input (flag or Action input) > tree `meta` (read from the trusted side)
 * > built-in default. Every bad value is a UserError naming the flag, input or meta field, and what was
 * expected, so a misconfigured gate stops with exit 2 before anything runs.
 */
import { posix } from 'node:path';
import { UserError } from '../errors.js';
import { compileScoreRegex } from '../eval/score.js';
import type { ScoreOptions } from '../eval/types.js';
import { validateAccountName } from '../eval/isolation/account.js';
import {
  DEFAULT_EVAL_USER,
  ISOLATION_SETTINGS,
  type IsolationSetting,
} from '../eval/isolation/setting-values.js';
import type { TreeMeta } from '../session/tree.js';
import type { GateInput, InputNamer } from './input.js';
import { expectedNumber, settingOf, type GateField } from './setting-lookup.js';
import type { Setting } from './setting.js';
import type { MetricDirection } from '../util/metric.js';
import { terminalSafe } from '../util/terminal.js';
import { judgementSettings, thresholdOf, type JudgementSettings } from './judgement/settings.js';
import { twoPhaseSettings, type TwoPhaseSettings } from './phases/settings.js';
import { withoutPinnedArguments } from './pinning.js';
import { evalReadGlobs, evalReadSettings } from './runtime/settings.js';
import type { DeclaredPath } from '../eval/runtime-view/view.js';

/** How a gate run with no idea tree at all names its (absent) tree. */
export const NO_TREE = 'no idea tree';

/** Globs protected whatever the configuration says: CI config and Arbor's own state. */
export const DEFAULT_PROTECTED_GLOBS: readonly string[] = listDefault(settingOf('protectedPaths'));

export interface GateSettings {
  /** Branch name without `refs/heads/`; null when neither input nor meta names one. */
  trunkBranch: string | null;
  evalCmdTest: string;
  metricDirection: MetricDirection;
  testTrunkScore: number | null;
  testBaselineScore: number | null;
  /** min-delta: score units, or a fraction of |trunk's mean|; `label` names where it was set. */
  minDelta: NonNullable<JudgementSettings['minEffect']>;
  divergenceThreshold: number | null;
  protectedGlobs: string[];
  /** The editable allow-list (editable-paths, else meta.editable_paths); empty: none, every path may change. */
  editableGlobs: string[];
  requiredOutputs: string[];
  submissionPath: string | null;
  sampleSubmissionPath: string | null;
  evalTimeoutMs: number;
  evalRetries: number;
  evalRetryBaseDelayMs: number;
  evalRetryMaxDelayMs: number;
  evalRepeats: number;
  /** How the score is judged: single (Arbor's rule) or paired (issue 17). */
  judgement: JudgementSettings;
  /** Two-phase evaluation (score-cmd-test, held-out); null: single phase. */
  twoPhase: TwoPhaseSettings | null;
  score: ScoreOptions;
  remote: string;
  push: boolean;
  evalIsolation: IsolationSetting;
  evalUser: string;
  /** The `eval-read` paths (runtime view); checkout-relative ones are protected too. */
  evalRead: DeclaredPath[];
  /** Folder holding one folder of evaluation logs per run (as given; relative to --cwd); null: the default. */
  logDir: string | null;
  /** How many runs' logs the log folder keeps (this one included); 0: none outlives its run. */
  keepLogs: number;
  /** How many trees the checkout cache keeps (src/eval/trees); 0: none, a fresh checkout per run. */
  treeCache: number;
  /** Re-judgements (candidate rebuilt on the moved trunk and evaluated again) before `superseded`. */
  maxRejudge: number;
  /** The caller's text for the merge commit's body, above the gate's own lines; null: none. */
  commitMessage: string | null;
  /** The test_trunk_score was given as a flag or input; fixed: given or pinned (it then wins over the ledger's). */
  testTrunkScoreGiven: boolean;
  testTrunkScoreFixed: boolean;
  /** The score ledger (src/gate/ledger): on, its notes ref, the key given (null: the CLI's key file, or none). */
  ledger: boolean;
  ledgerRef: string;
  ledgerKey: string | null;
  ledgerPush: boolean;
  evaluatorVersion: string | null;
  fresh: boolean;
  /** merge_group: how long an entry waits for the ledger score of the entry ahead of it (src/gate/merge-group). */
  queueWaitMs: number;
  /** merge_group: the ruleset's status check timeout the worst-case judgement is held against. */
  queueCheckTimeoutMs: number;
}

/** Where a value came from, for error messages: the input's own name, or the meta field in the tree file. */
type Origin = { label: string };

type Picked = { value: unknown; origin: Origin } | null;

function metaOrigin(key: string, treeSource: string): Origin {
  return { label: `meta.${key} in ${treeSource}` };
}

function listDefault(row: Setting): string[] {
  return Array.isArray(row.default) ? [...(row.default as readonly string[])] : [];
}

/**
 * How the tree's meta ranks against the input: below it (a person's flag or input overrides the tree),
 * or above it (`pinned`: an agent's arguments never override what the trusted side pins; each field
 * whose argument was set aside is added to `overridden`).
 */
export interface MetaRank {
  pinned: boolean;
  overridden?: Set<GateField>;
}

/**
 * Picks the explicit input when given (non-empty), else the row's meta value (the meta value first
 * when it is pinned); with where it came from.
 */
function pick(
  input: GateInput,
  field: GateField,
  meta: TreeMeta,
  name: InputNamer,
  treeSource: string,
  rank: MetaRank,
): Picked {
  const given = input[field];
  const key = settingOf(field).meta;
  const fromMeta = key === undefined ? undefined : meta[key];
  const metaPicked =
    key !== undefined && fromMeta !== undefined && fromMeta !== null && fromMeta !== ''
      ? { value: fromMeta, origin: metaOrigin(key, treeSource) }
      : null;
  const inputGiven = typeof given === 'string' && given.trim() !== '';
  if (rank.pinned && metaPicked !== null) {
    if (inputGiven) rank.overridden?.add(field);
    return metaPicked;
  }
  if (inputGiven) return { value: given.trim(), origin: { label: name(field) } };
  return metaPicked;
}

function labelledPick(picked: Picked): { value: unknown; label: string } | null {
  return picked === null ? null : { value: picked.value, label: picked.origin.label };
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

function withinRange(number: number, row: Setting): boolean {
  if (row.kind === 'integer' && !Number.isInteger(number)) return false;
  if (row.range === undefined) return true;
  const [op, bound] = row.range.split(' ') as ['>=' | '>', string];
  return op === '>=' ? number >= Number(bound) : number > Number(bound);
}

/** The queue's `parallel` (W), as given under `label` (its flag or input); the row's default when empty. Exit 2 when out of range. */
export function queueParallel(value: string | undefined, label: string): number {
  const row = settingOf('parallel');
  const given = value?.trim() ?? '';
  return given === ''
    ? numberDefault(row)
    : (numberSetting({ value: given, origin: { label } }, row) as number);
}

/** A number or integer setting checked against its row's kind and range; null when not given. */
function numberSetting(picked: Picked, row: Setting): number | null {
  if (picked === null) return null;
  const expected = expectedNumber(row);
  const number = toNumber(picked.value, picked.origin, expected);
  if (!withinRange(number, row))
    throw new UserError(`${picked.origin.label}: expected ${expected}, got ${JSON.stringify(picked.value)}`);
  if (row.max !== undefined && number > row.max.value)
    throw new UserError(
      `${picked.origin.label}: expected at most ${row.max.value}${row.unit ? ` ${row.unit}` : ''} (${row.max.why}), got ${JSON.stringify(picked.value)}`,
    );
  return number;
}

function numberDefault(row: Setting): number {
  if (typeof row.default !== 'number')
    throw new Error(`internal: setting ${row.name} has no numeric default`);
  return row.default;
}

function stringSetting(picked: Picked): string | null {
  if (picked === null) return null;
  if (typeof picked.value !== 'string') {
    throw new UserError(`${picked.origin.label}: expected a string, got ${JSON.stringify(picked.value)}`);
  }
  return picked.value;
}

/** An enum setting, lower-cased: one of its row's choices, else its default. */
function enumSetting(picked: Picked, row: Setting): string {
  const value = stringSetting(picked)?.toLowerCase() ?? String(row.default);
  if (picked !== null && !(row.choices ?? []).includes(value)) {
    throw new UserError(
      `${picked.origin.label}: expected ${(row.choices ?? []).join(' or ')}, got ${JSON.stringify(picked.value)}`,
    );
  }
  return value;
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
 * The isolation settings: inputs only (how the runner machine is used is the workflow's business, not
 * the session's), default `auto` as `arbor-eval`.
 */
export function isolationSettings(
  input: Pick<GateInput, 'evalIsolation' | 'evalUser'>,
  name: InputNamer,
): Pick<GateSettings, 'evalIsolation' | 'evalUser'> {
  const isolation = input.evalIsolation?.trim().toLowerCase() || 'auto';
  if (!(ISOLATION_SETTINGS as readonly string[]).includes(isolation)) {
    throw new UserError(
      `${name('evalIsolation')}: expected ${ISOLATION_SETTINGS.join(', ')}, got ${JSON.stringify(input.evalIsolation)}`,
    );
  }
  const user = input.evalUser?.trim() || DEFAULT_EVAL_USER;
  return {
    evalIsolation: isolation as IsolationSetting,
    evalUser: validateAccountName(user, name('evalUser')),
  };
}

/**
 * Resolves every setting from the input, the trusted tree's meta and the defaults (the settings table
 * says which meta key and default each one has). `treeSource` names the tree file in messages (meta
 * values are shown as `meta.key in <treeSource>`).
 */
export function resolveGateSettings(
  given: GateInput,
  meta: TreeMeta,
  name: InputNamer,
  treeSource = 'the idea tree',
  rank: MetaRank = { pinned: false },
): GateSettings {
  const input = rank.pinned ? withoutPinnedArguments(given, rank.overridden ?? new Set()) : given;
  const get = (field: GateField) => pick(input, field, meta, name, treeSource, rank);
  const number = (field: GateField, picked = get(field)) => numberSetting(picked, settingOf(field));
  const numberOrDefault = (field: GateField) => number(field) ?? numberDefault(settingOf(field));
  const threshold = (field: GateField, picked = get(field)) =>
    picked && thresholdOf(picked, (given) => number(field, given) as number);
  const pathSetting = (field: GateField): string | null => {
    const picked = get(field);
    const text = stringSetting(picked);
    return text === null || picked === null ? null : repoRelativePath(text, picked.origin.label);
  };

  const trunkPicked = get('trunkBranch');
  const trunkText = stringSetting(trunkPicked);
  const trunkBranch =
    trunkText === null || trunkPicked === null ? null : branchName(trunkText, trunkPicked.origin.label);
  if (trunkBranch !== null && trunkPicked !== null && isMainOrMaster(trunkBranch)) {
    throw new UserError(
      `${trunkPicked.origin.label}: the trunk branch must not be main or master (got ${JSON.stringify(trunkText)}); ` +
        'main/master are base branches, verified merges go to a separate trunk such as arbor/trunk',
    );
  }

  const evalCmdTest = stringSetting(get('evalCmdTest'));
  if (evalCmdTest === null || evalCmdTest.trim() === '') {
    // With no tree found at all, the likely cause is that the gate did not know where to look: the tree
    // is read from the trunk branch's committed copy, so say how to name it.
    const where = treeSource.startsWith(NO_TREE)
      ? ` (${treeSource}: it is read from the trunk branch, so name it with ${name('trunkBranch')} and the session with ${name('runName')})`
      : ` (${treeSource} has none)`;
    throw new UserError(
      `no evaluation command: pass ${name('evalCmdTest')} or set meta.${settingOf('evalCmdTest').meta} in the session's idea tree${where}`,
    );
  }

  const metricDirection = enumSetting(
    get('metricDirection'),
    settingOf('metricDirection'),
  ) as MetricDirection;

  // The tree's protected paths are added to the input's, not replaced by them.
  const globsKey = settingOf('protectedPaths').meta;
  const listed = globsKey === undefined ? undefined : meta[globsKey];
  const metaGlobs =
    globsKey === undefined || listed === undefined || listed === null
      ? []
      : globList(listed, metaOrigin(globsKey, treeSource));
  const inputGlobs = globList(input.protectedPaths, { label: name('protectedPaths') });
  const heldOutKey = settingOf('heldOut').meta as string;
  const twoPhase = twoPhaseSettings({
    scoreCmdTest: labelledPick(get('scoreCmdTest')),
    heldOut:
      input.heldOut.length > 0
        ? { value: input.heldOut, label: name('heldOut') }
        : meta[heldOutKey] === undefined || meta[heldOutKey] === null
          ? null
          : { value: meta[heldOutKey], label: metaOrigin(heldOutKey, treeSource).label },
    names: { scoreCmdTest: name('scoreCmdTest'), heldOut: name('heldOut') },
  });
  const evalRead = evalReadSettings(input.evalRead, meta, name('evalRead'), treeSource);
  // Held-out files and declared relative read paths are protected: a branch cannot change what it is scored on.
  const held = [...(twoPhase?.heldOutGlobs ?? []), ...evalReadGlobs(evalRead)];
  const protectedGlobs = [...new Set([...inputGlobs, ...metaGlobs, ...DEFAULT_PROTECTED_GLOBS, ...held])];

  // A list input, when given, replaces the tree's: an allow-list is not widened by another.
  const listSetting = (
    field: 'editablePaths' | 'requiredOutputs',
  ): { values: string[]; origin: Origin } | null => {
    const key = settingOf(field).meta as string;
    const origin = input[field].length > 0 ? { label: name(field) } : metaOrigin(key, treeSource);
    const values = input[field].length > 0 ? input[field] : meta[key];
    return values === undefined || values === null ? null : { values: globList(values, origin), origin };
  };
  const editableGlobs = listSetting('editablePaths')?.values ?? [];
  const outputs = listSetting('requiredOutputs');
  const requiredOutputs = outputs?.values.map((path) => repoRelativePath(path, outputs.origin.label)) ?? [];

  const scoreKey = stringSetting(get('scoreKey'));
  const scoreFile = pathSetting('scoreFile');
  const regexPicked = get('scoreRegex');
  const scoreRegex = stringSetting(regexPicked);
  if (scoreRegex !== null && regexPicked !== null) compileScoreRegex(scoreRegex, regexPicked.origin.label);

  const evalRetryBaseDelayS = numberOrDefault('evalRetryBaseDelay');
  const evalRetryMaxDelayS = numberOrDefault('evalRetryMaxDelay');

  const remotePicked = get('remote');
  const remote = stringSetting(remotePicked) ?? String(settingOf('remote').default);
  if (remote.startsWith('-') || /\s/.test(remote)) {
    throw new UserError(
      `${remotePicked?.origin.label ?? name('remote')}: expected a remote name, got ${JSON.stringify(remote)}`,
    );
  }

  const labelled = <T>(field: GateField, value: T) => ({
    value,
    label: get(field)?.origin.label ?? name(field),
  });
  const evalRepeats = numberOrDefault('evalRepeats');
  const judgement = judgementSettings({
    rule: labelled('judge', enumSetting(get('judge'), settingOf('judge'))),
    confidence: labelled('confidence', numberOrDefault('confidence')),
    minPairs: labelled('minRepeats', numberOrDefault('minRepeats')),
    maxPairs: labelled('maxRepeats', numberOrDefault('maxRepeats')),
    minEffect: threshold('minEffect'),
    looks: labelled('looks', stringSetting(get('looks'))),
    evalRepeats: { ...labelled('evalRepeats', evalRepeats), given: get('evalRepeats') !== null },
    evalCmdTest: labelled('evalCmdTest', evalCmdTest),
  });

  return {
    trunkBranch,
    evalCmdTest,
    metricDirection,
    testTrunkScore: number('testTrunkScore'),
    testBaselineScore: number('testBaselineScore'),
    minDelta: thresholdOf(
      get('minDelta') ?? { value: settingOf('minDelta').default, origin: { label: name('minDelta') } },
      (given) => number('minDelta', given) as number,
    ),
    divergenceThreshold: number('divergenceThreshold'),
    protectedGlobs,
    editableGlobs,
    requiredOutputs,
    submissionPath: pathSetting('submissionPath'),
    sampleSubmissionPath: pathSetting('sampleSubmissionPath'),
    evalTimeoutMs: numberOrDefault('evalTimeout') * 1000,
    evalRetries: numberOrDefault('evalRetries'),
    evalRetryBaseDelayMs: evalRetryBaseDelayS * 1000,
    evalRetryMaxDelayMs: evalRetryMaxDelayS * 1000,
    evalRepeats,
    judgement,
    twoPhase,
    evalRead,
    score: {
      ...(scoreKey === null ? {} : { key: scoreKey }),
      ...(scoreFile === null ? {} : { file: scoreFile }),
      ...(scoreRegex === null ? {} : { regex: scoreRegex }),
    },
    remote,
    push: input.push,
    ...isolationSettings(input, name),
    // Where this machine keeps logs is no setting of the experiment: input only, never the tree's meta.
    logDir: stringSetting(get('logDir')),
    keepLogs: numberOrDefault('keepLogs'),
    // Like the logs' folder, the cache is the machine's: input only.
    treeCache: numberOrDefault('treeCache'),
    maxRejudge: numberOrDefault('maxRejudge'),
    commitMessage:
      input.commitMessage === undefined
        ? null
        : commitMessageBody(input.commitMessage, name('commitMessage')),
    testTrunkScoreGiven: typeof input.testTrunkScore === 'string' && input.testTrunkScore.trim() !== '',
    testTrunkScoreFixed:
      (typeof input.testTrunkScore === 'string' && input.testTrunkScore.trim() !== '') ||
      (rank.pinned && get('testTrunkScore') !== null),
    ledger: input.ledger,
    ledgerRef: stringSetting(get('ledgerRef')) ?? String(settingOf('ledgerRef').default),
    // A secret is never read from the tree's meta: input only.
    ledgerKey: input.ledgerKey?.trim() || null,
    ledgerPush: input.ledgerPush,
    evaluatorVersion: stringSetting(get('evaluatorVersion')),
    fresh: input.fresh,
    queueWaitMs: numberOrDefault('queueWait') * 1000,
    queueCheckTimeoutMs: numberOrDefault('queueCheckTimeout') * 60_000,
  };
}

const COMMIT_MESSAGE_MAX = 4000;
/** A line git or a reader would take for one of the gate's trailers (`Arbor-Score: 99`). */
const TRAILER_LIKE = /^[ \t]*arbor-[a-z0-9-]*[ \t]*:/im;

/**
 * The caller's commit text as the merge commit's body, or null when empty. It is the caller's (an
 * agent's) word, so it may not speak for the gate: no `Arbor-...:` line that would read as one of the
 * gate's trailers, no control character (terminal escapes in `git log`), bounded in length.
 */
export function commitMessageBody(text: string, label: string): string | null {
  const body = text.replace(/\r\n?/g, '\n').trim();
  if (body === '') return null;
  if (body.length > COMMIT_MESSAGE_MAX) {
    throw new UserError(`${label}: at most ${COMMIT_MESSAGE_MAX} characters, got ${body.length}`);
  }
  if (terminalSafe(body) !== body) {
    throw new UserError(`${label}: control characters are not allowed`);
  }
  if (TRAILER_LIKE.test(body)) {
    throw new UserError(
      `${label}: a line starting with Arbor-...: would read as one of the gate's own trailers; reword it`,
    );
  }
  return body;
}
