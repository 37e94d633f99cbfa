/**
 * The gate as every face runs it (the CLI, the Action, the MCP server): `runGate` judges (and lands,
 * for merge) through the procedure in gate/run.ts, which writes no report, then writes REPORT.md's
 * gate section from the verdict (report/gate-report.ts). `reportedRun` does the same for any
 * procedure that ends in a verdict, the sharded aggregate among them.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { GateDeps } from '../gate/context.js';
import type { GateInput } from '../gate/input.js';
import { runGateProcedure, type GateOutcome } from '../gate/run.js';
import type { Verdict } from '../gate/verdict.js';
import { defaultGitFactory } from '../git/adapter.js';
import { repositoryPlaces, reportTarget, writeVerdictReport, type PlacesOf } from '../report/gate-report.js';
import { refuseSymlinks } from '../util/atomic.js';
import { createRedactor, redactStrings } from '../util/redact.js';

/**
 * An explicit --report that leads through a symbolic link in the checkout is refused before anything
 * runs (exit 2, nothing judged or merged); the default places are checked when written.
 */
async function refuseLinkedReportPath(input: GateInput, placesOf: PlacesOf): Promise<void> {
  if (input.reportPath === undefined || input.reportPath === '') return;
  const cwd = resolve(input.cwd ?? process.cwd());
  if (!existsSync(cwd) || (await placesOf(cwd)) === null) return; // the procedure says what is wrong
  const target = await reportTarget(input, { cwd, sessionDir: null }, placesOf);
  await refuseSymlinks(target.path, target.noSymlinksBelow);
}

/**
 * The gate as the faces run it: judge (and land, for merge), then REPORT.md from the verdict. The
 * verdict comes back with every text redacted, before any face escapes it: an escaped secret
 * (`abc\-def`) would no longer be found by redacting the rendered page.
 */
export async function runGate(input: GateInput, deps: GateDeps): Promise<Verdict> {
  return (await reportedRun(input, deps, () => runGateProcedure(input, deps))).verdict;
}

/**
 * Any procedure that ends in a verdict, run as `runGate` runs the gate (the sharded aggregate too): an
 * explicit --report through a link refused before it runs, then the verdict redacted and written to
 * REPORT.md. An outcome `reports` says is not a verdict yet (an aggregate's next wave) comes back as is.
 */
export async function reportedRun<T extends GateOutcome>(
  input: GateInput,
  deps: GateDeps,
  procedure: () => Promise<T>,
  reports: (outcome: T) => boolean = () => true,
): Promise<T> {
  const placesOf = repositoryPlaces(deps.git ?? defaultGitFactory);
  await refuseLinkedReportPath(input, placesOf);
  const redact = createRedactor(deps.env ?? process.env);
  const outcome = await procedure();
  if (!reports(outcome)) return outcome;
  const redacted = { ...outcome, verdict: redactStrings(outcome.verdict, redact) };
  try {
    return { ...outcome, verdict: await writeVerdictReport(input, redacted, redact, placesOf) };
  } catch (error) {
    // Once trunk moved the verdict stands: a report that cannot be written is a warning beside it.
    if (redacted.verdict.decision !== 'merged') throw error;
    const warning = redact(
      `REPORT.md was not written: ${error instanceof Error ? error.message : String(error)}`,
    );
    deps.log?.(`warning: ${warning}`);
    return {
      ...outcome,
      verdict: { ...redacted.verdict, warnings: [...redacted.verdict.warnings, warning] },
    };
  }
}
