/** `arbor-gate merge`: the whole merge procedure (docs/architecture.md "A merge: prepare → judge → land"). */
import { gateCommand } from './gate-command.js';

export const mergeCommand = gateCommand({
  name: 'merge',
  mode: 'merge',
  summary: 'evaluate a branch on B_test and merge it into trunk (--no-ff) only if it improves',
  intro: [
    'Evaluates the exact source commit in a temporary worktree, judges its B_test score against the',
    "trunk's references, and merges it into the trunk branch with --no-ff only when it strictly improves.",
    'The merge records the verified score in the idea tree and is pushed (plain, never forced) when the',
    'remote exists. Your checkout (branch, index, files) is never touched.',
  ].join('\n'),
});
