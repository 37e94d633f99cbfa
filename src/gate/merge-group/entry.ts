/**
 * A merge-queue entry as the gate judges it (issue 19, GitHub's merge queue). GitHub builds a group's
 * entries cumulatively on `gh-readonly-queue/<trunk>/pr-<N>-<sha>` branches: an entry's head lands on
 * the entry ahead of it, or on the group's base for the first one. The gate judges each entry against
 * that step, so a regressing PR in the middle fails its own check and the ones ahead still pass.
 * Which step that is, and which PR it belongs to, the Action finds (src/action/merge-group.ts); what
 * the gate does with it is in plan.ts (the check timeout, the references) and step-score.ts (the wait).
 */

export interface MergeGroupEntry {
  /** The entry's own pull request, parsed from its queue ref; null when the ref names none. */
  pr: number | null;
  /** What the entry lands on: the head of the entry ahead of it, or the group's base. */
  step: {
    sha: string;
    /** `entry`: its own run may still be measuring it, so its ledger score is waited for. */
    kind: 'entry' | 'base';
    /** The pull request of the entry ahead (kind `entry`), parsed from its queue ref; null otherwise. */
    pr: number | null;
  };
}

/** The step in words, for the log and every face of the verdict (numbers and a SHA only). */
export function stepWords(entry: MergeGroupEntry): string {
  const { step } = entry;
  const sha = step.sha.slice(0, 12);
  if (step.kind === 'base') return `the group's base ${sha}`;
  return `${step.pr === null ? 'the entry ahead' : `PR #${step.pr}'s entry`} ${sha}`;
}
