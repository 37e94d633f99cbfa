/**
 * The two-phase evaluation's rows of the settings table (setting-table.ts spreads them in, in
 * action.yml's order, after sample-submission-path): the trusted scorer's command and the held-out
 * paths only it sees. Validation is in settings.ts beside this file.
 */
import type { Setting } from '../setting.js';

export const TWO_PHASE_SETTINGS = [
  {
    field: 'scoreCmdTest',
    shapes: 'run',
    name: 'score-cmd-test',
    kind: 'string',
    section: 'judgement',
    arg: 'CMD',
    meta: 'score_cmd_test',
    description:
      "Two-phase evaluation: the trusted scorer's command. eval-cmd-test then only produces the branch's outputs (its exit code decides eval_failed, its output is not scored); every process it left is ended; this command runs in a fresh sandbox and HOME, in a gate-owned folder ({cwd}) holding a read-only copy of trunk's protected and held-out files and the branch's declared outputs (submission-path, required-outputs), nothing else, and only its output is scored. {cwd}, {node_id} and {seed} are substituted as in eval-cmd-test.",
  },
  {
    field: 'heldOut',
    shapes: 'run',
    name: 'held-out',
    kind: 'list',
    section: 'judgement',
    arg: 'PATH',
    meta: 'held_out_paths',
    description:
      "Two-phase evaluation: the labels, which only score-cmd-test sees. Glob patterns inside the repository (protected, and absent from eval-cmd-test's worktree) or absolute paths on the runner (copied read-only into score-cmd-test's folder under .arbor-held-out/, listed one per line in ARBOR_HELD_OUT). Default is the tree's meta.held_out_paths (this input, when given, replaces it).",
  },
] as const satisfies readonly Setting[];
