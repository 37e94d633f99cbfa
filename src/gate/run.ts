/**
 * The merge procedure (docs/architecture.md "The merge procedure", spec arbor-merge-eval "Merge
 * Procedure") in three steps, one function for both faces (the CLI's `merge`/`verify` and the GitHub
 * Action): `prepare` resolves the inputs, the trusted tree, trunk and the source; `judge` checks,
 * evaluates and compares; `land` merges, pushes and records. `verify` and `merge --dry-run` are judge
 * alone; `merge` is judge + land. git is reached only through the adapter from `deps`. The gate writes
 * no report: the faces write REPORT.md from the verdict (src/report/gate-report.ts).
 */
import type { GateDeps } from './context.js';
import type { GateInput } from './input.js';
import { judge } from './judge.js';
import { land } from './land.js';
import { prepare, type Ready, type ReportPlace } from './prepare.js';
import type { Verdict } from './verdict.js';

/** The verdict, and where this run's REPORT.md goes by default. */
export interface GateOutcome extends ReportPlace {
  verdict: Verdict;
}

/**
 * Judges the source commit and, in merge mode, merges it into trunk (steps 1-10). Returns the verdict
 * and where its report goes; throws UserError for bad input (exit 2) and InfraError when git or the file system fail (exit 3).
 */
export async function runGateProcedure(input: GateInput, deps: GateDeps): Promise<GateOutcome> {
  const prepared = await prepare(input, deps);
  const place = { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
  if (prepared.kind === 'final') return { ...place, verdict: prepared.verdict };
  const { logs } = prepared.ctx;
  let verdict: Verdict;
  try {
    verdict = await judgeAndLand(prepared);
  } catch (error) {
    await logs.close().catch(() => undefined);
    throw error;
  }
  return { ...place, verdict: { ...verdict, logs: await logs.close() } };
}

async function judgeAndLand(prepared: Ready): Promise<Verdict> {
  const judged = await judge(prepared);
  if (judged.kind === 'final') return judged.verdict;
  return prepared.writes
    ? await land(prepared.ctx, prepared.trunk, judged)
    : { ...judged.verdict, decision: 'would_merge' as const };
}
