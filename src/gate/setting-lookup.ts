/**
 * Lookups over the settings table (setting-table.ts) that every face shares: a field's row, the gate's
 * rows and the GateInput fields they make, flag names, and the sentences help and action.yml share.
 */
import type { Setting, SettingSection } from './setting.js';
import { SETTINGS } from './setting-table.js';

type Row = (typeof SETTINGS)[number];

/** The rows of the gate's settings: each one a GateInput field. */
export type GateSettingRow = Exclude<Row, { section: 'session' | 'action' | 'queue' }>;
export type GateField = GateSettingRow['field'];

/**
 * GateInput's fields, as given (strings stay strings, so that validation can name the input that holds
 * a bad value): a list is always there (maybe empty), a boolean always set, anything else optional.
 */
export type GateSettingValues = {
  [R in GateSettingRow as R extends { kind: 'list' | 'boolean' } ? R['field'] : never]: R extends {
    kind: 'list';
  }
    ? string[]
    : boolean;
} & {
  [R in GateSettingRow as R extends { kind: 'list' | 'boolean' } ? never : R['field']]?: string;
};

const GATE_SECTIONS: readonly SettingSection[] = ['where', 'judgement', 'evaluation', 'output', 'merge'];

function isGateSetting(row: Setting): row is GateSettingRow {
  return GATE_SECTIONS.includes(row.section);
}

export const GATE_SETTINGS: readonly GateSettingRow[] = SETTINGS.filter(isGateSetting);

const BY_FIELD = new Map<string, Setting>(SETTINGS.map((row) => [row.field, row]));

/** The row of a field (a GateInput field, or an Action setting's). */
export function settingOf(field: string): Setting {
  const row = BY_FIELD.get(field);
  if (row === undefined) throw new Error(`internal: no setting row for ${field}`);
  return row;
}

/** The CLI flag without `--`, or null when merge/verify have none (the Action's and session rows). */
export function flagOf(row: Setting): string | null {
  return GATE_SECTIONS.includes(row.section) ? (row.flag ?? row.name) : null;
}

/** The sentence saying where an empty setting's value comes from: the tree meta, then the default. */
export function metaDefaultSentence(row: Setting): string {
  if (row.meta === undefined || row.kind === 'list') return '';
  const fallback = row.default === undefined ? '' : `, else ${String(row.default)}`;
  return `Default is the tree's meta.${row.meta}${fallback}.`;
}

/** What a number setting must be, as the messages say it: `an integer >= 0`, `a number of seconds > 0`. */
export function expectedNumber(row: Setting): string {
  const noun =
    row.kind === 'integer' ? 'an integer' : row.unit === 'seconds' ? 'a number of seconds' : 'a number';
  const expected = row.range === undefined ? 'a finite number' : `${noun} ${row.range}`;
  return row.kind === 'threshold' ? `${expected}, or a percentage of trunk's mean such as 5%` : expected;
}
