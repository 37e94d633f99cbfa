/**
 * The MCP face of the settings table: each gate tool's input schema (zod, which the SDK turns into the
 * JSON schema clients see) and the GateInput built from a call's arguments. `gate_verify` takes the
 * CLI flags in snake_case (`--eval-cmd-test` is `eval_cmd_test`); `git_merge_branch` takes Arbor's own
 * signature. Messages name the argument (`source_branch`, `timeout`), as the CLI names its flag.
 */
import { z } from 'zod';
import type { GateInput, GateMode, InputNamer, PinnedSettings } from '../gate/input.js';
import { resolve } from 'node:path';
import { flagOf, GATE_SETTINGS, type GateSettingRow } from '../gate/setting-lookup.js';
import type { Setting } from '../gate/setting.js';
import { SETTINGS } from '../gate/setting-table.js';
import { OPERATOR_SETTINGS, TRUSTED_ONLY_SETTINGS, type OperatorField } from './operator-settings.js';
import { ARGUMENT_TEXT } from './tool-text.js';

const OPERATOR_ONLY: ReadonlySet<string> = new Set(OPERATOR_SETTINGS);
const NOT_ARGUMENTS: ReadonlySet<string> = new Set([...OPERATOR_SETTINGS, ...TRUSTED_ONLY_SETTINGS]);

/** The operator's settings and pinned settings, which every call's input carries. */
export interface OperatorSettings {
  pinned: PinnedSettings | null;
  /** The server's flags among OPERATOR_SETTINGS, by field. */
  values: Partial<Record<OperatorField, string>>;
}

/** The gate rows a tool argument may set. */
export const AGENT_SETTINGS: readonly GateSettingRow[] = GATE_SETTINGS.filter(
  (row) => !NOT_ARGUMENTS.has(row.field),
);

/** The snake_case argument of a row: its CLI flag with `-` as `_` (`--no-push` is `no_push`). */
export function argumentOf(row: GateSettingRow): string {
  return (flagOf(row) ?? row.name).replace(/-/g, '_');
}

/** Every setting's dashed names (input and flag), which an argument's text spells in snake_case. */
const DASHED_NAMES: ReadonlySet<string> = new Set(
  SETTINGS.flatMap((row) => [row.name, ...(flagOf(row) === null ? [] : [flagOf(row)!])]),
);

/**
 * An argument's text for agents: ARGUMENT_TEXT's, else (a setting added without one) the first
 * sentence of its description that speaks of neither the Action nor the CLI, its names in snake_case.
 */
export function agentDescription(row: Setting): string {
  const known = ARGUMENT_TEXT[row.field];
  if (known !== undefined) return known;
  const sentences = (row.flagDescription ?? row.description).split(/(?<=\.)\s+/);
  const own = sentences.find((s) => !/\b(?:Action|CLI|inputs?)\b|--/.test(s)) ?? sentences[0]!;
  return own
    .replace(/--(?=[a-z])/g, '')
    .replace(/\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b/g, (name) =>
      DASHED_NAMES.has(name) ? name.replace(/-/g, '_') : name,
    );
}

function schemaOf(row: GateSettingRow): z.ZodType {
  switch (row.kind) {
    case 'list':
      return z.array(z.string());
    case 'boolean':
      return z.boolean();
    case 'number':
    case 'integer':
      return z.number();
    case 'threshold':
      return z.union([z.number(), z.string().regex(/^[0-9.]+%$/)]);
    case 'enum':
      return z.enum(row.choices as unknown as [string, ...string[]]);
    default:
      return z.string();
  }
}

/** `gate_verify`'s arguments: every gate flag an agent may set, in snake_case. */
export const VERIFY_SHAPE: Record<string, z.ZodType> = Object.fromEntries(
  AGENT_SETTINGS.filter((row) => row.section !== 'merge').map((row) => [
    argumentOf(row),
    (row.field === 'source' ? schemaOf(row) : schemaOf(row).optional()).describe(agentDescription(row)),
  ]),
);

/** Arbor's `git_merge_branch` arguments and the GateInput field each fills. */
const MERGE_ARGUMENTS = {
  run_name: 'runName',
  node_id: 'nodeId',
  source_branch: 'source',
  target_branch: 'target',
  protected_paths: 'protectedPaths',
  required_outputs: 'requiredOutputs',
  timeout: 'evalTimeout',
  cwd: 'cwd',
} as const satisfies Record<string, keyof GateInput>;

const bySetting = (field: string): GateSettingRow => {
  const row = AGENT_SETTINGS.find((r) => r.field === field);
  if (row === undefined) throw new Error(`internal: no agent setting ${field}`);
  return row;
};

export const MERGE_SHAPE: Record<string, z.ZodType> = {
  ...Object.fromEntries(
    Object.entries(MERGE_ARGUMENTS).map(([arg, field]) => {
      const row = bySetting(field);
      return [
        arg,
        (field === 'source' ? schemaOf(row) : schemaOf(row).optional()).describe(agentDescription(row)),
      ];
    }),
  ),
  protected_paths: z
    .array(z.string())
    .optional()
    .describe('Globs the branch must not change (added to the configured ones).'),
  test_score: z.number().optional().describe('Ignored: the gate measures the score itself.'),
  commit_message: z.string().optional().describe('Merge commit body (at most 4000 characters).'),
  dry_run: z.boolean().optional().describe('Judge only: merge nothing.'),
};

type Arguments = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  value === undefined || value === null ? undefined : String(value);

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The GateInput a `gate_verify` call asks for. */
export function verifyInput(args: Arguments, cwd: string, operator: OperatorSettings): GateInput {
  const fields: Record<string, string | string[] | boolean> = {};
  for (const row of AGENT_SETTINGS) {
    const value = args[argumentOf(row)];
    if (row.kind === 'list') fields[row.field] = list(value);
    else if (row.kind === 'boolean') fields[row.field] = (value === true) !== (row.default === true);
    else if (value !== undefined) fields[row.field] = String(value);
  }
  return withPlace({ mode: 'verify', ...fields } as GateInput, cwd, operator);
}

/** The GateInput a `git_merge_branch` call asks for: `merge`, or `verify` with `dry_run`. */
export function mergeInput(args: Arguments, cwd: string, operator: OperatorSettings): GateInput {
  const mode: GateMode = args.dry_run === true ? 'verify' : 'merge';
  const input: GateInput = {
    ...verifyInput({}, cwd, operator),
    mode,
    runName: text(args.run_name),
    nodeId: text(args.node_id),
    source: text(args.source_branch),
    target: text(args.target_branch),
    protectedPaths: list(args.protected_paths),
    requiredOutputs: list(args.required_outputs),
    evalTimeout: text(args.timeout),
    cwd: text(args.cwd),
    claimedTestScore: text(args.test_score),
    commitMessage: text(args.commit_message),
  };
  return withPlace(input, cwd, operator);
}

/** The folder (relative to the server's --cwd), the operator's settings and the agent marker. */
function withPlace(input: GateInput, serverCwd: string, operator: OperatorSettings): GateInput {
  return {
    ...input,
    ...operator.values,
    cwd: resolve(serverCwd, input.cwd ?? '.'),
    agent: { pinned: operator.pinned },
  };
}

const VERIFY_ARGUMENTS: ReadonlySet<string> = new Set(Object.keys(VERIFY_SHAPE));

/**
 * How a tool's messages name a setting it takes no argument for, so that its advice names only what
 * can answer it: the tree's meta key (an agent's session tree, or the operator's --trusted-settings),
 * else gate_verify's argument, else the server's own flag.
 */
function elsewhere(row: GateSettingRow, tool: string): string {
  const meta = (row as Setting).meta;
  if (!OPERATOR_ONLY.has(row.field) && meta !== undefined) return `meta.${meta}`;
  if (tool !== 'gate_verify' && VERIFY_ARGUMENTS.has(argumentOf(row)))
    return `gate_verify's ${argumentOf(row)}`;
  return `the server's --${flagOf(row) ?? row.name} (arbor-gate mcp)`;
}

/** How `gate_verify`'s messages name a field: its argument, else where it can be set. */
export const verifyArgumentName: InputNamer = (field) => {
  if (field === 'mode') return 'the tool (gate_verify)';
  if (field === 'claimedTestScore') return 'test_score';
  const row = GATE_SETTINGS.find((r) => r.field === field);
  if (row === undefined) return String(field);
  return VERIFY_ARGUMENTS.has(argumentOf(row)) && !NOT_ARGUMENTS.has(row.field)
    ? argumentOf(row)
    : elsewhere(row, 'gate_verify');
};

const MERGE_NAMES: Partial<Record<keyof GateInput, string>> = {
  ...Object.fromEntries(Object.entries(MERGE_ARGUMENTS).map(([arg, field]) => [field, arg])),
  claimedTestScore: 'test_score',
  commitMessage: 'commit_message',
  dryRun: 'dry_run',
  mode: 'dry_run',
};

/** How `git_merge_branch`'s messages name a field: its Arbor argument, else where it can be set. */
export const mergeArgumentName: InputNamer = (field) => {
  const own = MERGE_NAMES[field];
  if (own !== undefined) return own;
  const row = GATE_SETTINGS.find((r) => r.field === field);
  return row === undefined ? String(field) : elsewhere(row, 'git_merge_branch');
};
