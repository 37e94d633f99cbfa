/**
 * The trust model for an agent's input (docs/architecture.md "Pinned settings"). An agent (the MCP
 * server's caller) is an adversary of the gate: when settings are pinned (`--trusted-settings FILE`, or
 * a tree committed on trunk), every setting whose row says it `shapes` a run or a judgement comes from
 * the pinned side or the default, never from the agent's arguments; a list row with `agentMay: 'add'`
 * (the protected paths) takes the agent's values besides the pinned ones, which only makes the gate
 * stricter. A row added to the settings table is covered by declaring `shapes` on it.
 */
import type { GateInput } from './input.js';
import type { Setting } from './setting.js';
import { GATE_SETTINGS, type GateField, type GateSettingRow } from './setting-lookup.js';

/** Whether the input gives this row a value (a non-empty string or list, a boolean off its default). */
function given(input: GateInput, row: GateSettingRow & Setting): boolean {
  const value = input[row.field];
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'boolean') return value !== (row.default === true);
  return typeof value === 'string' && value.trim() !== '';
}

/** The value a row has when nothing gives one. */
function unset(row: Setting): string[] | boolean | undefined {
  if (row.kind === 'list') return [];
  if (row.kind === 'boolean') return row.default === true;
  return undefined;
}

/** The rows an agent's arguments cannot set while settings are pinned. */
export const PINNED_ROWS: readonly (GateSettingRow & Setting)[] = GATE_SETTINGS.filter(
  (row) => 'shapes' in row && !('agentMay' in row),
);

/**
 * The agent's input with every pinned row's argument set aside (each one added to `setAside`, for the
 * verdict's warning): the pinned value, else the row's default, then holds.
 */
export function withoutPinnedArguments(input: GateInput, setAside: Set<GateField>): GateInput {
  const kept: Record<string, unknown> = { ...input };
  for (const row of PINNED_ROWS) {
    if (!given(input, row)) continue;
    setAside.add(row.field);
    kept[row.field] = unset(row);
  }
  return kept as GateInput;
}
