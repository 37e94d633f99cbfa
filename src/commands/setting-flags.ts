/**
 * The CLI face of the settings table: the flags of its settings (their parseArgs spec), their --help
 * lines, and the flag names messages use. gate-command.ts reads the flags into a GateInput.
 */
import type { ParseArgsConfig } from 'node:util';
import type { InputNamer } from '../gate/input.js';
import {
  flagOf,
  GATE_SETTINGS,
  metaDefaultSentence,
  settingOf,
  type GateSettingRow,
} from '../gate/setting-lookup.js';
import type { Setting, SettingSection } from '../gate/setting.js';

/** The flag (without `--`) of a gate setting: every gate row has one. */
export function gateFlag(row: Setting): string {
  const flag = flagOf(row);
  if (flag === null) throw new Error(`internal: setting ${row.name} has no CLI flag`);
  return flag;
}

/**
 * Arbor's helper (`arbor_state.py merge --source-branch ... --protected-path ...`) spells some flags its
 * own way: each is accepted beside the gate's flag, so the commands in Arbor's skill documents run with
 * `arbor-gate` in place of `python arbor_state.py`. Gate flag -> the helper's spelling.
 */
export const HELPER_SPELLINGS: Readonly<Record<string, string>> = {
  source: 'source-branch',
  target: 'target-branch',
  protected: 'protected-path',
  'eval-timeout': 'timeout',
};

/** The helper's `--test-score`: accepted, and ignored with a warning (the gate measures B_test itself). */
export const CLAIMED_SCORE_FLAG = 'test-score';

/** The flags that set a row: the gate's own, then the helper's spelling when it has one. */
export function flagSpellings(row: Setting): string[] {
  const flag = gateFlag(row);
  const helper = HELPER_SPELLINGS[flag];
  return helper === undefined ? [flag] : [flag, helper];
}

/** How the CLI names a GateInput field in messages: its flag (`--protected`, `--no-push`). */
export const settingFlagName: InputNamer = (field) => {
  switch (field) {
    case 'mode':
      return 'the command (merge or verify)';
    case 'claimedTestScore':
      return `--${CLAIMED_SCORE_FLAG}`;
    case 'commitMessage':
      // Set by the MCP tool only: the CLI's merge commit has no text of the caller's.
      return 'the commit message';
    case 'agent':
    case 'targetIsPullRequestBase':
      return field;
    default:
      return `--${gateFlag(settingOf(field))}`;
  }
};

/** The parseArgs spec of some gate settings' flags (the helper's spellings too). */
export function settingOptions(rows: readonly Setting[]): NonNullable<ParseArgsConfig['options']> {
  return Object.fromEntries(
    rows.flatMap((row) =>
      flagSpellings(row).map((flag) => [
        flag,
        row.kind === 'boolean'
          ? { type: 'boolean' }
          : row.kind === 'list'
            ? { type: 'string', multiple: true }
            : { type: 'string' },
      ]),
    ),
  );
}

/** Flags whose value is a number: the one that follows them may be negative (`--min-delta -0.1`). */
export function numericFlags(rows: readonly Setting[]): string[] {
  return rows
    .filter((row) => row.kind === 'number' || row.kind === 'integer' || row.kind === 'threshold')
    .flatMap(flagSpellings);
}

const HELP_WIDTH = 100;
const SECTION_TITLES: Partial<Record<SettingSection, string>> = {
  merge: 'Merge options:',
  where: 'Where:',
  judgement: 'Judgement (flag > tree meta > default):',
  evaluation: 'Evaluation:',
  output: 'Output:',
};

function flagUsage(row: Setting): string {
  const arg = row.arg ?? (row.kind === 'path' ? 'PATH' : row.unit === 'seconds' ? 'S' : 'N');
  return row.kind === 'boolean' ? `--${gateFlag(row)}` : `--${gateFlag(row)} ${arg}`;
}

/** The --help text of one flag: its description, what a list does, and where its default comes from. */
function flagHelp(row: Setting): string {
  const fallback =
    row.meta !== undefined
      ? metaDefaultSentence(row)
      : row.default !== undefined && row.kind !== 'boolean' && row.kind !== 'list'
        ? `Default: ${String(row.default)}`
        : '';
  const helper = HELPER_SPELLINGS[gateFlag(row)];
  return [
    row.flagDescription ?? row.description,
    row.kind === 'list' ? 'Repeatable.' : '',
    fallback,
    helper === undefined ? '' : `Also --${helper} (Arbor's helper spelling).`,
  ]
    .filter((part) => part !== '')
    .join(' ');
}

/** A setting's --help entry: its flag with its value's name, and its text. */
export function flagEntry(row: Setting): [string, string] {
  return [flagUsage(row), flagHelp(row)];
}

/** Words of `text` in lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line];
}

/** A help line per entry, descriptions wrapped under one another. */
export function helpColumns(entries: readonly [usage: string, text: string][], column: number): string {
  return entries
    .flatMap(([usage, text]) =>
      wrap(text, HELP_WIDTH - column).map(
        (line, i) => `${(i === 0 ? `  ${usage}` : '').padEnd(column - 1)} ${line}`,
      ),
    )
    .join('\n');
}

/**
 * The flags of the given sections, under their titles, in the table's order; `extra` adds entries
 * that are not settings (`--json`) at the head of a section.
 */
export function settingsHelp(
  sections: readonly SettingSection[],
  extra: Partial<Record<SettingSection, [string, string][]>> = {},
): string {
  const rows: readonly GateSettingRow[] = GATE_SETTINGS.filter((row) => sections.includes(row.section));
  const column = Math.max(...rows.map((row) => flagUsage(row).length)) + 5;
  return sections
    .map((section) => {
      const entries: [string, string][] = [
        ...(extra[section] ?? []),
        ...rows
          .filter((row) => row.section === section)
          .map((row): [string, string] => [flagUsage(row), flagHelp(row)]),
      ];
      return `${SECTION_TITLES[section] ?? section}\n${helpColumns(entries, column)}\n`;
    })
    .join('\n');
}
