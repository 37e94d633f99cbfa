/**
 * The ledger leaving the run: the trailers that tie a merge commit to the lines that decided it, trunk
 * and the notes ref pushed in one atomic push (a refusal because only the notes moved is merged and
 * pushed again, and is no re-judgement), and `verify`'s lines pushed only with `ledger-push`.
 */
import { pushWithTrunk } from '../../git/notes.js';
import { lineId, type LedgerLine } from '../../ledger/line.js';
import { ledgerDigest } from '../../ledger/mac.js';
import { LEDGER_LINES_TRAILER, LEDGER_TRAILER } from '../../ledger/trailers.js';
import type { GateContext } from '../context.js';
import type { Verdict } from '../verdict.js';
import type { GateLedger } from './gate-ledger.js';

/** `Arbor-Ledger: sha256:…` over the deciding lines, and the lines' ids; none without the ledger. */
export function ledgerTrailers(ctx: GateContext, deciding: readonly LedgerLine[]): string[] {
  if (ctx.ledger === null || deciding.length === 0) return [];
  return [
    `${LEDGER_TRAILER}: ${ledgerDigest(deciding)}`,
    `${LEDGER_LINES_TRAILER}: ${deciding.map(lineId).join(' ')}`,
  ];
}

/**
 * Pushes trunk with the notes ref atomically, after merging the remote's notes. Only the notes moved:
 * merged and pushed again (bounded, jittered). Trunk moved: `pushed: false`, the caller re-judges, with
 * the remote's notes merged first (the merge that moved trunk measured its tree).
 */
export async function pushWithLedger(
  ctx: GateContext,
  ledger: GateLedger,
  remote: string,
  landed: string,
  branch: string,
): Promise<{ pushed: true } | { pushed: false; message: string }> {
  const { store } = ledger;
  await store.pull(remote);
  if ((await store.head()) === null) return ctx.repo.push(remote, landed, branch);
  const outcome = await store.pushRetrying(remote, () =>
    pushWithTrunk(ctx.repo, remote, landed, branch, store.ref, store.replacing),
  );
  if (outcome.pushed) return outcome;
  await store.pull(remote);
  return { pushed: false, message: outcome.message };
}

/**
 * After `verify`: its lines stay local unless `ledger-push`; the log says which. A push that gave up
 * (other writers kept moving the remote's notes for PUSH_RETRY.withinMs) does not fail the verdict, which
 * stands: the verdict warns that the lines are only local (they go with this repository's next ledger
 * push; a CI checkout that is thrown away takes them with it).
 */
export async function shareVerifyLines(ctx: GateContext, verdict: Verdict): Promise<Verdict> {
  const { ledger } = ctx;
  if (ledger === null || ledger.written.length === 0) return verdict;
  const where = `${ledger.written.length} ledger line(s) written to ${ledger.store.ref}`;
  if (!ctx.settings.ledgerPush) {
    ctx.log(`${where} locally; not pushed (pass ${ctx.deps.name('ledgerPush')} to push them)`);
    return verdict;
  }
  if (!(await ctx.repo.remoteExists(ctx.settings.remote))) {
    ctx.log(`${where} locally; remote ${ctx.settings.remote} does not exist`);
    return verdict;
  }
  const synced = await ledger.store.sync(ctx.settings.remote);
  if (!synced.shared) {
    const warning = `${where} locally only: ${synced.message}`;
    ctx.log(warning);
    return { ...verdict, warnings: [...verdict.warnings, warning] };
  }
  ctx.log(`${where} and pushed to ${ctx.settings.remote}`);
  return verdict;
}
