/**
 * docs/inputs.md, made from the settings table (and action.yml's outputs): the one place a user reads
 * every input, its default and what it does. `npm run docs:inputs` writes it; a test fails when the
 * file and the table differ, so the page cannot drift from what the Action reads.
 */
import { metaDefaultSentence } from './setting-lookup.js';
import type { Setting } from './setting.js';

/**
 * The default action.yml declares for a setting (the runner passes it when the workflow leaves the
 * input out): the row's own, unless the tree meta can set it (a declared default would hide meta).
 */
export function declaredDefault(row: Setting): string | undefined {
  if (row.actionDefault !== undefined) return row.actionDefault;
  if (row.meta !== undefined || row.default === undefined || row.kind === 'list') return undefined;
  return String(row.default);
}

/** What action.yml and docs/inputs.md say of a setting: its description, how a list is given, its default. */
export function actionDescription(row: Setting): string {
  return [
    row.description,
    row.kind === 'list' ? 'One per line.' : '',
    declaredDefault(row) === undefined ? metaDefaultSentence(row) : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
}

export interface ActionOutput {
  name: string;
  description: string;
}

/** Text for a table cell: no markup from `<`, `*` or `|` in a description. */
function cell(text: string): string {
  return text.replace(/[<*|]/g, (c) => (c === '<' ? '&lt;' : `\\${c}`));
}

/** A markdown table as prettier lays it out (each column padded to its widest cell). */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, 3, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The whole of docs/inputs.md. */
export function inputsDocument(settings: readonly Setting[], outputs: readonly ActionOutput[]): string {
  const inputs = settings.map((row) => {
    const declared = declaredDefault(row);
    return [`\`${row.name}\``, declared === undefined ? '' : `\`${declared}\``, cell(actionDescription(row))];
  });
  return [
    '# Inputs and outputs of the Action',
    '',
    '<!-- Generated from src/gate/setting-table.ts and action.yml by `npm run docs:inputs`: edit those, not this. -->',
    '',
    "Settings left empty come from the trunk's committed tree `meta` (with `run-name`), then from the",
    'built-in defaults; explicit inputs win. The CLI takes the same settings as flags',
    '(`arbor-gate merge --help`), the MCP tools as snake_case arguments. [Back to the documentation](README.md).',
    '',
    '## Inputs',
    '',
    table(['input', 'default', 'description'], inputs),
    '',
    '## Outputs',
    '',
    table(
      ['output', 'description'],
      outputs.map((o) => [`\`${o.name}\``, cell(o.description)]),
    ),
    '',
  ].join('\n');
}
