/** `arbor-gate verify`: the judgement only (docs/architecture.md "Judge"); never writes, merges or pushes. */
import { gateCommand } from './gate-command.js';

export const verifyCommand = gateCommand({
  name: 'verify',
  mode: 'verify',
  summary: 'evaluate a branch on B_test and judge it, without merging or writing anything',
  intro: [
    'Evaluates the --no-ff merge of the exact source commit into trunk in a temporary worktree and',
    'judges it as `merge` would: exits 0 when merging it would improve trunk, 1 when rejected. Nothing',
    'is merged, pushed or written (REPORT.md only with --report PATH).',
  ].join('\n'),
});
