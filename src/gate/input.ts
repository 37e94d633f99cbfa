/**
 * What the user asked the gate to do, as given: CLI flags or Action inputs, before validation and
 * before the tree's `meta` and the defaults fill the gaps (see settings.ts). The fields are the gate
 * rows of the settings table (setting-table.ts); strings stay strings here so that validation can
 * name the flag or input that holds a bad value.
 */
import type { TreeMeta } from '../session/tree.js';
import type { MergeGroupEntry } from './merge-group/entry.js';
import type { GateSettingValues } from './setting-lookup.js';

export type GateMode = 'merge' | 'verify';

export type GateInput = {
  mode: GateMode;
  /**
   * The target is a pull request's base branch, which the PR's author chose (the Action): it never
   * names the trunk or the trusted tree, and is accepted only when it is trunk or main/master.
   */
  targetIsPullRequestBase?: boolean;
  /**
   * A B_test score the caller claims (Arbor's `test_score`, `--test-score`): never used, since the gate
   * measures the score itself; the verdict warns that it was ignored.
   */
  claimedTestScore?: string;
  /** Text for the merge commit's body, above the trailers (the MCP tool's `commit_message`). */
  commitMessage?: string;
  /**
   * Set when an agent wrote the input (the MCP server): settings the trusted side pins win over it, and
   * settings read from a tree the agent can edit carry a warning. `pinned`: `--trusted-settings FILE`.
   */
  agent?: { pinned: PinnedSettings | null };
  /**
   * A merge-queue entry (the Action on `merge_group`): the source is judged against the step it lands
   * on (the entry ahead of it, or the group's base), not against trunk's head.
   */
  mergeGroup?: MergeGroupEntry;
  /** What the face found about the run for the verdict to say (the Action: a queue branch GitHub did not create). */
  runWarnings?: readonly string[];
} & GateSettingValues;

/** Settings pinned by the operator (a file of tree `meta` keys), in place of any tree's meta. */
export interface PinnedSettings {
  meta: TreeMeta;
  /** How messages name the file. */
  label: string;
}

/**
 * How each GateInput field is spelled by the face that collected it, so that a validation message can
 * name it: the CLI says `--eval-cmd-test`, the Action says `input eval-cmd-test`.
 */
export type InputNamer = (field: keyof GateInput) => string;
