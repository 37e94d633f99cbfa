/**
 * The shape of one row of the settings table (setting-table.ts): what a setting is called on each
 * face, what values it takes, and where its default comes from.
 */
export type SettingKind =
  | 'string'
  | 'path' /** a file path relative to the repository, inside it */
  | 'branch'
  | 'number'
  | 'integer'
  | 'threshold' /** a number, or `N%` of |trunk's mean| in the judgement */
  | 'boolean'
  | 'list' /** one value per line (Action) or per repeated flag (CLI) */
  | 'enum';

/**
 * Where a setting belongs: the gate's settings (each a GateInput field and a flag of merge/verify,
 * grouped as --help shows them), the session tools' switches the Action passes on, the Action's own
 * inputs, or the queue's (these three have no merge/verify flag).
 */
export type SettingSection =
  'where' | 'judgement' | 'evaluation' | 'output' | 'merge' | 'session' | 'action' | 'queue';

export interface Setting {
  /** The field the value fills: in GateInput for gate settings, in ActionSettings for the others. */
  field: string;
  /** The kebab-case name: the Action input, and the CLI flag unless `flag` spells it otherwise. */
  name: string;
  /** The CLI flag (without `--`) of a gate setting where it differs from `name`. */
  flag?: string;
  kind: SettingKind;
  section: SettingSection;
  /** One text for action.yml, docs/inputs.md and --help (kind and defaults add their own sentence). */
  description: string;
  /** What --help says instead of `description`, for a flag that means the opposite (`--no-push`). */
  flagDescription?: string;
  /** The built-in default, used when neither the input nor the tree meta gives a value. */
  default?: string | number | boolean | readonly string[];
  /** The tree `meta` key that gives the value when the input is empty (a list: added to the input). */
  meta?: string;
  /**
   * The default action.yml declares, where it is not simply `default`: the runner always passes an
   * input's declared default, so one declared for a meta-backed setting means meta does not apply there.
   */
  actionDefault?: string;
  /** The allowed values of an enum. */
  choices?: readonly string[];
  /** Bounds of a number or integer. */
  range?: '>= 0' | '> 0' | '>= 1';
  /** An upper bound, and why it is there. */
  max?: { value: number; why: string };
  unit?: 'seconds';
  /** How --help names the flag's value (`--source REF`). */
  arg?: string;
  /**
   * What the setting shapes (the trust model, docs/architecture.md "Pinned settings"): `run`, what one
   * run measures (the ledger's evaluator id covers it, so a run is reused only under the same value),
   * or `judgement`, how runs are judged. When settings are pinned, an agent's value of such a row is
   * set aside (the pinned value, else the default, holds), unless `agentMay` says how it may tighten.
   */
  shapes?: 'run' | 'judgement';
  /** `add`: a list an agent's values may only add to under pinned settings (stricter, never looser). */
  agentMay?: 'add';
}
