/**
 * The merge procedure (docs/architecture.md "The merge procedure", spec arbor-merge-eval "Merge
 * Procedure") in three steps, one function for both faces (the CLI's `merge`/`verify` and the GitHub
 * Action): `prepare` resolves the inputs, the trusted tree, trunk, the source and the candidate (their
 * merge, built before anything runs); `judge` checks, evaluates the candidate and compares; `land`
 * moves trunk to exactly what was evaluated. When trunk moved meanwhile, `rejudge` rebuilds the
 * candidate on it and the judgement runs again, at most `max-rejudge` times. `verify` and
 * `merge --dry-run` are judge alone. git is reached only through the adapter from `deps`. The gate
 * writes no report: the faces write REPORT.md from the verdict (src/run/gate.ts writes it with src/report/gate-report.ts).
 */
import { reject, type GateDeps } from './context.js';
import type { GateInput } from './input.js';
import { judge, rejudge } from './judge.js';
import { land } from './land.js';
import { prepare, type Ready, type ReportPlace } from './prepare.js';
import type { Verdict } from './verdict.js';
import { shareVerifyLines } from './ledger/share.js';

/** The verdict, and where this run's REPORT.md goes by default. */
export interface GateOutcome extends ReportPlace {
  verdict: Verdict;
}

/**
 * Judges the candidate (the source merged into trunk) and, in merge mode, lands it (steps 1-10).
 * Returns the verdict and where its report goes; throws UserError for bad input (exit 2) and InfraError
 * when git or the file system fail (exit 3).
 */
export async function runGateProcedure(input: GateInput, deps: GateDeps): Promise<GateOutcome> {
  const prepared = await prepare(input, deps);
  const place = { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
  if (prepared.kind === 'final') return { ...place, verdict: prepared.verdict };
  const { logs } = prepared.ctx;
  let verdict: Verdict;
  try {
    verdict = await judgeAndLand(prepared, deps);
    if (input.mode === 'verify') verdict = await shareVerifyLines(prepared.ctx, verdict);
    const ledgerWarnings = prepared.ctx.ledger?.store.takeWarnings() ?? [];
    if (ledgerWarnings.length > 0)
      verdict = { ...verdict, warnings: [...verdict.warnings, ...ledgerWarnings] };
  } catch (error) {
    await logs.close().catch(() => undefined);
    throw error;
  }
  return { ...place, verdict: { ...verdict, logs: await logs.close() } };
}

/** Judges and lands; when trunk moved meanwhile, re-judges on it at most `max-rejudge` times. */
async function judgeAndLand(prepared: Ready, deps: GateDeps): Promise<Verdict> {
  let ready = prepared;
  for (;;) {
    const judged = await judge(ready);
    if (judged.kind === 'final') return judged.verdict;
    if (!ready.writes) return { ...judged.verdict, decision: 'would_merge' };
    const landing = await land(ready, judged);
    if (landing.kind === 'merged') return landing.verdict;
    if (landing.kind === 'cancelled') {
      const message = 'the call was cancelled before the push began: nothing was merged';
      return reject(judged.verdict, [{ code: 'cancelled', message }]);
    }
    const { settings } = ready.ctx;
    if (ready.rejudgement >= settings.maxRejudge) {
      const { trunk } = landing;
      const verdict = { ...judged.verdict, target: { ...judged.verdict.target, sha_after: trunk.sha } };
      const message =
        `${trunk.branch} moved to ${trunk.sha.slice(0, 12)} while merging, after ${ready.rejudgement} re-judgement(s) ` +
        `(${deps.name('maxRejudge')} ${settings.maxRejudge}): nothing was merged`;
      return reject(verdict, [{ code: 'superseded', message }]);
    }
    const next = await rejudge(ready, judged, landing.trunk);
    if (next.kind === 'final') return next.verdict;
    ready = next;
  }
}
