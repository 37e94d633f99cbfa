/**
 * Every Action input, read once into one typed settings object (the actions/checkout pattern), through
 * `@actions/core` (its trimming, its YAML 1.2 booleans) and by the settings table: its names, kinds and
 * the defaults action.yml declares. Values that decide a verdict stay strings, as in GateInput, so the
 * gate's own validation can name the input that holds a bad value; the Action's own switches are
 * parsed here, with messages naming the input.
 */
import * as core from '@actions/core';
import { InfraError, UserError } from '../errors.js';
import type { GateInput, InputNamer } from '../gate/input.js';
import { GATE_SETTINGS, settingOf } from '../gate/setting-lookup.js';
import type { Setting } from '../gate/setting.js';
import { ACTION_MODES, SETTINGS } from '../gate/setting-table.js';
import { didYouMean } from '../util/nearest.js';

export { ACTION_MODES };
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
  /** Mode queue: the refs in order (input sources) and input parallel as given. */
  queue: { sources: string[]; parallel: string | undefined };
  /** Session folder (relative to working-directory), for the session modes. */
  session: string | undefined;
  /** The session tools' flags, by the CLI flag name without dashes (`require-report`: true ...). */
  sessionFlags: Record<string, boolean>;
  comment: boolean;
  summary: boolean;
  status: boolean;
  statusContext: string;
  allowForks: boolean;
  /** The sharded flow's inputs (modes plan, eval-shard, aggregate; src/action/shard-mode.ts). */
  shards: {
    shardBy: 'side-seed' | 'seed';
    plan: string | undefined;
    shard: string | undefined;
    results: string | undefined;
    aggregateMode: 'verify' | 'merge';
  };
}

/** How an input is named in messages: the Action's spelling of a GateInput field (`input working-directory`). */
export const actionInputName: InputNamer = (field) => `input ${settingOf(field).name}`;

/** The readers of `@actions/core`, which read this process's `INPUT_<NAME>` variables. */
export type ActionInputs = Pick<typeof core, 'getInput' | 'getBooleanInput' | 'getMultilineInput'>;

/**
 * The inputs the runner passed in `env`. `@actions/core` reads them from `process.env`, so that is the
 * only environment there is to pass.
 */
export function inputFromEnv(env: NodeJS.ProcessEnv): ActionInputs {
  if (env !== process.env) throw new InfraError('internal: the Action reads its inputs from process.env');
  return core;
}

/**
 * A warning for each `INPUT_*` variable that names no input of action.yml (a typo in the workflow's
 * `with:`, which the runner passes on without a word), with the nearest real input (the runner
 * upper-cases the name, so it is read back lower-cased, as action.yml spells every input).
 */
export function undeclaredInputWarnings(env: NodeJS.ProcessEnv): string[] {
  const declared = SETTINGS.map((row) => row.name);
  const known = new Set(declared.map((name) => name.toUpperCase()));
  return Object.keys(env)
    .filter((key) => key.startsWith('INPUT_') && !known.has(key.slice('INPUT_'.length)))
    .map((key) => key.slice('INPUT_'.length).toLowerCase())
    .sort()
    .map(
      (name) => `input ${name} is not an input of arbor-gate and was ignored${didYouMean(name, declared)}`,
    );
}

/**
 * One input by its row: a list of lines, a boolean, or a string. An empty one (the runner passes none
 * when neither the workflow nor action.yml gives a value; a local run may pass none at all) is the
 * row's default, or undefined when the tree meta may still give one or there is none.
 */
function readInput(inputs: ActionInputs, row: Setting): string | string[] | boolean | undefined {
  if (row.kind === 'list') {
    // Lines starting with # are comments, so that a list in a workflow can carry notes.
    return inputs.getMultilineInput(row.name).filter((line) => line !== '' && !line.startsWith('#'));
  }
  if (inputs.getInput(row.name) === '') {
    const fallback = row.meta === undefined ? row.default : undefined;
    return fallback === undefined ? undefined : row.kind === 'boolean' ? fallback === true : String(fallback);
  }
  if (row.kind !== 'boolean') return inputs.getInput(row.name);
  try {
    return inputs.getBooleanInput(row.name);
  } catch {
    throw new UserError(
      `input ${row.name} must be true or false (got ${JSON.stringify(inputs.getInput(row.name))})`,
    );
  }
}

function readString(inputs: ActionInputs, field: string): string | undefined {
  return readInput(inputs, settingOf(field)) as string | undefined;
}

function readBoolean(inputs: ActionInputs, field: string): boolean {
  return readInput(inputs, settingOf(field)) as boolean;
}

/** The gate's settings under `gate` (working-directory, source and target have fields of their own). */
function readGateInputs(inputs: ActionInputs): GateInputs {
  const fromEvent = new Set(['source', 'target', 'cwd']);
  const values = GATE_SETTINGS.filter((row) => !fromEvent.has(row.field)).map((row) => [
    row.field,
    readInput(inputs, row),
  ]);
  // The fields and their value types are GateInput's by construction: both come from GATE_SETTINGS.
  return Object.fromEntries(values.filter(([, value]) => value !== undefined)) as GateInputs;
}

export function readActionSettings(
  inputs: ActionInputs,
  resolvePath: (dir: string) => string,
): ActionSettings {
  const mode = readString(inputs, 'mode') ?? '';
  if (!(ACTION_MODES as readonly string[]).includes(mode)) {
    throw new UserError(`input mode must be one of ${ACTION_MODES.join(', ')} (got ${JSON.stringify(mode)})`);
  }
  const actionMode = mode as ActionMode;
  return {
    mode: actionMode,
    // A shard job needs and uses no token: even one passed in is not read (no comment, status or push).
    token: actionMode === 'eval-shard' ? '' : (readString(inputs, 'token') ?? ''),
    workingDirectory: resolvePath(readString(inputs, 'cwd') ?? '.'),
    source: readString(inputs, 'source'),
    target: readString(inputs, 'target'),
    gate: readGateInputs(inputs),
    queue: {
      sources: readInput(inputs, settingOf('sources')) as string[],
      parallel: readString(inputs, 'parallel'),
    },
    session: readString(inputs, 'session'),
    sessionFlags: Object.fromEntries(
      SETTINGS.filter((row) => row.section === 'session').map((row) => [
        row.field,
        readBoolean(inputs, row.field),
      ]),
    ),
    comment: readBoolean(inputs, 'comment'),
    summary: readBoolean(inputs, 'summary'),
    status: readBoolean(inputs, 'status'),
    statusContext: readString(inputs, 'statusContext') ?? `arbor-gate/${actionMode}`,
    allowForks: readBoolean(inputs, 'allowForks'),
    shards: readShardInputs(inputs),
  };
}

/** The sharded flow's inputs, their enums checked here (messages name the input). */
function readShardInputs(inputs: ActionInputs): ActionSettings['shards'] {
  const choice = <T extends string>(field: string): T => {
    const row = settingOf(field);
    const value = readString(inputs, field) ?? String(row.default);
    if (!(row.choices ?? []).includes(value)) {
      throw new UserError(
        `input ${row.name} must be one of ${(row.choices ?? []).join(', ')} (got ${JSON.stringify(value)})`,
      );
    }
    return value as T;
  };
  return {
    shardBy: choice('shardBy'),
    plan: readString(inputs, 'plan'),
    shard: readString(inputs, 'shard'),
    results: readString(inputs, 'results'),
    aggregateMode: choice('aggregateMode'),
  };
}
