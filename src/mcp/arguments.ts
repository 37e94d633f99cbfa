/**
 * The MCP face of the settings table: each gate tool's input schema (zod, which the SDK turns into the
 * JSON schema clients see) and the GateInput built from a call's arguments. `gate_verify` takes the
 * CLI flags in snake_case (`--eval-cmd-test` is `eval_cmd_test`); `git_merge_branch` takes Arbor's own
 * signature. Messages name the argument (`source_branch`, `timeout`), as the CLI names its flag.
 */
import { z } from 'zod';
import type { GateInput, GateMode, InputNamer, PinnedSettings } from '../gate/input.js';
import { resolve } from 'node:path';
import { flagOf, GATE_SETTINGS, metaDefaultSentence, type GateSettingRow } from '../gate/setting-lookup.js';
import type { Setting } from '../gate/setting.js';
import { OPERATOR_SETTINGS } from './operator-settings.js';

const OPERATOR_ONLY: ReadonlySet<string> = new Set(OPERATOR_SETTINGS);

/** The operator's settings and pinned settings, which every call's input carries. */
export interface OperatorSettings {
  pinned: PinnedSettings | null;
  evalIsolation?: string;
  evalUser?: string;
}

/** The gate rows a tool argument may set. */
export const AGENT_SETTINGS: readonly GateSettingRow[] = GATE_SETTINGS.filter(
  (row) => !OPERATOR_ONLY.has(row.field),
);

/** The snake_case argument of a row: its CLI flag with `-` as `_` (`--no-push` is `no_push`). */
export function argumentOf(row: GateSettingRow): string {
  return (flagOf(row) ?? row.name).replace(/-/g, '_');
}

function describe(row: Setting): string {
  return [row.flagDescription ?? row.description, metaDefaultSentence(row)].filter((s) => s !== '').join(' ');
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
    (row.field === 'source' ? schemaOf(row) : schemaOf(row).optional()).describe(describe(row)),
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
      return [arg, (field === 'source' ? schemaOf(row) : schemaOf(row).optional()).describe(describe(row))];
    }),
  ),
  protected_paths: z
    .array(z.string())
    .optional()
    .describe(
      'Glob patterns the branch must not change. They are added to the configured ones (meta.protected_paths, .github/**, .arbor/**): an argument can never remove a protected path.',
    ),
  test_score: z
    .number()
    .optional()
    .describe(
      "Arbor's claimed B_test score. Never trusted: the gate evaluates the merge itself and the result says the passed score was ignored.",
    ),
  commit_message: z
    .string()
    .optional()
    .describe(
      "Text for the merge commit's body, above the gate's trailers (no Arbor-...: lines, no control characters, at most 4000 characters).",
    ),
  dry_run: z
    .boolean()
    .optional()
    .describe("Judge only (the gate's verify): evaluate and say whether it would merge, write nothing."),
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
  const { pinned, evalIsolation, evalUser } = operator;
  return {
    ...input,
    cwd: resolve(serverCwd, input.cwd ?? '.'),
    evalIsolation,
    evalUser,
    agent: { pinned },
  };
}

/** How `gate_verify`'s messages name a field: its argument. */
export const verifyArgumentName: InputNamer = (field) => {
  if (field === 'mode') return 'the tool (gate_verify)';
  if (field === 'claimedTestScore') return 'test_score';
  const row = GATE_SETTINGS.find((r) => r.field === field);
  if (row !== undefined && !OPERATOR_ONLY.has(row.field)) return argumentOf(row);
  if (row !== undefined) return `arbor-gate mcp --${flagOf(row) ?? row.name}`;
  return String(field);
};

const MERGE_NAMES: Partial<Record<keyof GateInput, string>> = {
  ...Object.fromEntries(Object.entries(MERGE_ARGUMENTS).map(([arg, field]) => [field, arg])),
  claimedTestScore: 'test_score',
  commitMessage: 'commit_message',
  dryRun: 'dry_run',
  mode: 'dry_run',
};

/** How `git_merge_branch`'s messages name a field: its Arbor argument, else gate_verify's. */
export const mergeArgumentName: InputNamer = (field) => MERGE_NAMES[field] ?? verifyArgumentName(field);
