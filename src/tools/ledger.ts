/**
 * `ledger verify|show` as a function: the score ledger of a repository checked against its trunk's
 * merge trailers, or trunk's score history from it. The CLI command and the MCP server's `ledger_show`
 * both call it. Local only (no network): fetch the notes ref first to see the remote's.
 */
import { UserError } from '../errors.js';
import { branchName } from '../gate/settings.js';
import { settingOf } from '../gate/setting-lookup.js';
import { GitAdapter } from '../git/adapter.js';
import { requireNotesRef } from '../git/notes.js';
import { gatherLedgerFacts } from '../ledger/history.js';
import { keyFromFile } from '../ledger/store.js';
import { verifyLedger, type LedgerCheck, type MergeCheck } from '../ledger/verify.js';
import { terminalSafe } from '../util/terminal.js';

export interface LedgerOptions {
  /** The repository. */
  cwd: string;
  /**
   * Trunk as given (a branch, else any ref or commit: `origin/arbor/trunk`, a SHA) and how to name it
   * in a message (`--trunk-branch`, `REF`, `trunk_branch`).
   */
  trunk: { text: string; label: string };
  /** The notes ref, as given (default the setting's), and its name in a message. */
  notesRef: { text: string | undefined; label: string };
  /** The ledger key as given; else the key file in the git folder. */
  key: string | undefined;
  /** verify: also check that the notes history only ever added lines. */
  history: boolean;
}

/**
 * The commit trunk's history is read from: the local branch of that name, else whatever git resolves
 * the text to (a remote-tracking ref, a tag, a SHA): the history is read, never a ref moved.
 */
async function trunkAt(
  repo: GitAdapter,
  trunk: LedgerOptions['trunk'],
): Promise<{ branch: string; sha: string }> {
  const text = trunk.text.trim();
  const branch = (() => {
    try {
      return branchName(text, trunk.label);
    } catch {
      return null;
    }
  })();
  const sha =
    (branch === null ? null : await repo.refCommit(`refs/heads/${branch}`)) ??
    (text === '' ? null : await repo.resolveCommit(text, trunk.label));
  if (sha === null)
    throw new UserError(
      `${trunk.label}: ${JSON.stringify(text)} names no branch, ref or commit of this repository (fetch it first, or name the remote's: origin/<branch>)`,
    );
  return { branch: text, sha };
}

export async function runLedger(opts: LedgerOptions): Promise<LedgerCheck> {
  const repo = new GitAdapter(opts.cwd);
  const { branch, sha } = await trunkAt(repo, opts.trunk);
  const notesRef = requireNotesRef(
    opts.notesRef.text ?? String(settingOf('ledgerRef').default),
    opts.notesRef.label,
  );
  const key = opts.key?.trim() || (await keyFromFile(await repo.commonDir()));
  const facts = await gatherLedgerFacts(repo, notesRef, { branch, sha }, { history: opts.history });
  return verifyLedger(facts, key);
}

function mergeLine(merge: MergeCheck): string {
  const node = merge.node === null ? '' : ` node ${terminalSafe(merge.node)}`;
  const samples =
    merge.samples.length === 0
      ? ''
      : ` samples ${merge.samples.join(', ')} (spread ${merge.spread?.toPrecision(3) ?? '-'})`;
  const head = `${merge.status.padEnd(10)} ${merge.commit.slice(0, 12)}${node} score ${terminalSafe(merge.score ?? '?')}${samples}`;
  return [head, ...merge.problems.map((p) => `           ${terminalSafe(p)}`)].join('\n');
}

/** The check as text: one line per gate merge, and with `verify` the history and the conclusion. */
export function renderLedgerCheck(check: LedgerCheck, verify: boolean): string {
  const lines = check.merges.map(mergeLine);
  if (lines.length === 0) lines.push('no gate merges on trunk');
  if (verify) {
    lines.push(...check.history.map((p) => `history    ${p}`));
    if (check.unverified > 0)
      lines.push(`${check.unverified} ledger line(s) do not verify under the key: not counted`);
    lines.push(check.holds ? 'the ledger holds' : 'the ledger does NOT hold');
  }
  return `${lines.join('\n')}\n`;
}
