/**
 * `arbor-gate verify`: the judgement only (docs/architecture.md "Judge"); never moves a branch. It may
 * append its measurements to the score ledger (pushed only with --ledger-push).
 */
import { gateCommand } from './gate-command.js';

export const verifyCommand = gateCommand({
  name: 'verify',
  mode: 'verify',
  summary: 'evaluate a branch on B_test and judge it, without moving any branch',
  intro: [
    'Evaluates the --no-ff merge of the exact source commit into trunk in a temporary worktree and',
    'judges it as `merge` would: exits 0 when merging it would improve trunk, 1 when rejected. No',
    'branch moves: its measurements go into the score ledger (git notes, reused by the next verify or',
    'merge of the same tree; --fresh runs again), pushed only with --ledger-push; REPORT.md only with',
    '--report PATH.',
  ].join('\n'),
});
