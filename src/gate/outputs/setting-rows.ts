/**
 * The declared outputs' rows of the settings table (setting-table.ts spreads them in, in action.yml's
 * order, after editable-paths): the files a branch must commit, the submission and the sample its
 * format is checked against. Phase 2 receives the declared outputs (src/gate/phases/score-folder.ts),
 * so they shape what a run measures: pinned settings pin them, and the ledger's evaluator id covers them.
 */
import type { Setting } from '../setting.js';

export const OUTPUT_SETTINGS = [
  {
    field: 'requiredOutputs',
    name: 'required-outputs',
    flag: 'required-output',
    kind: 'list',
    section: 'judgement',
    arg: 'PATH',
    meta: 'required_outputs',
    shapes: 'run',
    description: 'Paths that the branch must have committed.',
  },
  {
    field: 'submissionPath',
    name: 'submission-path',
    kind: 'path',
    section: 'judgement',
    meta: 'submission_path',
    shapes: 'run',
    description: 'Submission file the branch must commit.',
  },
  {
    field: 'sampleSubmissionPath',
    name: 'sample-submission-path',
    kind: 'path',
    section: 'judgement',
    meta: 'sample_submission_path',
    shapes: 'judgement',
    description: 'Sample submission whose CSV header and row count the submission must match.',
  },
] as const satisfies readonly Setting[];
