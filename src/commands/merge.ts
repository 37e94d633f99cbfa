/** `arbor-gate merge`: the whole merge procedure (docs/architecture.md "A merge: prepare → judge → land"). */
import { gateCommand } from './gate-command.js';

export const mergeCommand = gateCommand({
  name: 'merge',
  mode: 'merge',
  summary: 'evaluate a branch on B_test and merge it into trunk (--no-ff) only if it improves',
  intro: [
    'Computes the --no-ff merge of the exact source commit into the trunk branch (before anything runs;',
    'a conflict is rejected), evaluates that merge in a temporary worktree, judges its B_test score',
    "against trunk's references, and lands exactly the evaluated merge only when it strictly improves.",
    'The merge records the verified score in the idea tree and is pushed (plain, never forced) when the',
    'remote exists. Your checkout (branch, index, files) is never touched, except that a clean checkout',
    'of the trunk branch follows the merge like git merge --ff-only.',
  ].join('\n'),
});
