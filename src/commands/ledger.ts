/**
 * `arbor-gate ledger verify|show`: the score ledger checked against trunk's merge trailers, and trunk's
 * score history from it. Local only (no network): fetch the notes ref first to see the remote's.
 */
import { UserError } from '../errors.js';
import { settingOf } from '../gate/setting-lookup.js';
import { boolFlag, stringFlag, type Command } from './command.js';
import { settingOptions } from './setting-flags.js';

const USAGE = `Usage: arbor-gate ledger verify [--trunk-branch B] [options]
       arbor-gate ledger show [REF] [--trunk-branch B] [--json]

verify: every gate merge on trunk's first-parent history must have ledger lines that verify under
the ledger key, of its evaluated tree, whose digest and mean are its Arbor-Ledger and Arbor-Score
trailers; the notes history must only ever have added lines. Merges made without the ledger are
"unledgered", not failures. show: trunk's first-parent history with each merge's score, samples
and spread. Both read the local repository only: fetch the notes ref to include the remote's.

  REF                  the trunk to show: a branch, origin/<branch> or a commit (default
                       --trunk-branch)
  --trunk-branch B     trunk branch
  --ledger-ref REF     notes ref (default refs/notes/arbor-gate)
  --ledger-key KEY     the ledger key (default the key file in the git folder)
  --cwd DIR            repository
  --json               print JSON
  -h, --help           show this help

Exit codes: 0 the ledger holds (verify) or shown, 1 it does not hold, 2 bad input, 3 git failed.
`;

export const ledgerCommand: Command = {
  name: 'ledger',
  summary: "check the score ledger against trunk (verify), or show trunk's score history (show)",
  usage: USAGE,
  options: settingOptions([settingOf('trunkBranch'), settingOf('ledgerRef'), settingOf('ledgerKey')]),
  maxPositionals: 2,
  async run(args, io) {
    const [action, ref] = args.positionals;
    if (action !== 'verify' && action !== 'show') {
      throw new UserError(`arbor-gate ledger: expected verify or show, got ${JSON.stringify(action ?? '')}`);
    }
    if (action === 'verify' && ref !== undefined)
      throw new UserError('arbor-gate ledger verify takes no REF (use --trunk-branch)');
    const trunkText = ref ?? stringFlag(args, 'trunk-branch');
    if (trunkText === undefined)
      throw new UserError('arbor-gate ledger: pass --trunk-branch (or REF for show)');
    const { renderLedgerCheck, runLedger } = await import('../tools/ledger.js');
    const check = await runLedger({
      cwd: stringFlag(args, 'cwd') ?? io.cwd,
      trunk: { text: trunkText, label: ref === undefined ? '--trunk-branch' : 'REF' },
      notesRef: { text: stringFlag(args, 'ledger-ref'), label: '--ledger-ref' },
      key: stringFlag(args, 'ledger-key'),
      history: action === 'verify',
    });
    io.stdout(
      boolFlag(args, 'json')
        ? `${JSON.stringify(check, null, 2)}\n`
        : renderLedgerCheck(check, action === 'verify'),
    );
    return action === 'verify' && !check.holds ? 1 : 0;
  },
};
