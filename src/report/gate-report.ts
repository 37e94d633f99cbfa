/**
 * Writes the gate's section into REPORT.md without disturbing the rest of the file: the section sits
 * between two HTML comment markers and replaces its previous version, so a session report written by
 * `arbor-gate report` (or by Arbor) above it is kept, and `report` keeps the section when it rewrites
 * the file. Atomic and locked, like every session write. `runGate` is the gate as both faces (the CLI
 * and the Action) run it: the procedure, which writes no report, then this section from its verdict.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isWritingRun, type GateDeps } from '../gate/context.js';
import type { GateInput } from '../gate/input.js';
import { runGateProcedure, type GateOutcome } from '../gate/run.js';
import type { Verdict } from '../gate/verdict.js';
import { sessionPaths } from '../session/paths.js';
import { updateFileAtomically } from '../util/atomic.js';
import { createRedactor } from '../util/redact.js';
import { buildSessionReport, renderSessionReportMarkdown, type SessionReport } from './session-report.js';
import { renderVerdictMarkdown } from './verdict.js';

export const GATE_SECTION_START = '<!-- arbor-gate:gate-section:start -->';
export const GATE_SECTION_END = '<!-- arbor-gate:gate-section:end -->';

/** The gate section of a REPORT.md, markers included, or undefined when it has none. Pure. */
export function extractGateSection(report: string | null): string | undefined {
  if (report === null) return undefined;
  const start = report.indexOf(GATE_SECTION_START);
  const end = report.indexOf(GATE_SECTION_END, start);
  return start === -1 || end === -1 ? undefined : report.slice(start, end + GATE_SECTION_END.length);
}

/** The report text with `section` in place of the previous gate section (or appended). Pure. */
export function withGateSection(current: string | null, section: string): string {
  const block = `${GATE_SECTION_START}\n${section.trimEnd()}\n${GATE_SECTION_END}\n`;
  if (current === null || current.trim() === '') return block;
  const previous = extractGateSection(current);
  if (previous !== undefined) {
    const start = current.indexOf(previous);
    return current.slice(0, start) + block + current.slice(start + previous.length).replace(/^\n/, '');
  }
  return `${current.trimEnd()}\n\n${block}`;
}

/**
 * Puts the gate section into the REPORT.md at `path`. When there is no report yet and `sessionDir` is
 * a session with an idea tree, the file starts as that session's full report, so one REPORT.md holds
 * both the run and the gate's verdict.
 */
export async function writeGateReport(
  markdown: string,
  path: string,
  sessionDir: string | null = null,
): Promise<void> {
  await updateFileAtomically(path, async (current) => {
    if (current === null && sessionDir !== null && existsSync(sessionPaths(sessionDir).tree)) {
      current = renderSessionReportMarkdown(await buildSessionReport(sessionDir));
    }
    return withGateSection(current, markdown);
  });
}

/** Where REPORT.md goes: --report, else the session folder, else `<cwd>/.arbor/gate/REPORT.md`. */
function reportPathFor(input: GateInput, sessionDir: string | null, cwd: string): string {
  if (input.reportPath !== undefined && input.reportPath !== '') return resolve(cwd, input.reportPath);
  return sessionDir !== null ? join(sessionDir, 'REPORT.md') : join(cwd, '.arbor', 'gate', 'REPORT.md');
}

/**
 * Writes the gate section for a run's verdict, with --report always, else only for a merge that writes
 * (not `verify`, not --dry-run). Returns the verdict with `report_path` set when a report was written.
 */
export async function writeVerdictReport(
  input: GateInput,
  outcome: GateOutcome,
  redact: (text: string) => string,
): Promise<Verdict> {
  const explicit = input.reportPath !== undefined && input.reportPath !== '';
  if (!explicit && !isWritingRun(input)) return outcome.verdict;
  const path = reportPathFor(input, outcome.sessionDir, outcome.cwd);
  const withPath = { ...outcome.verdict, report_path: path };
  await writeGateReport(redact(renderVerdictMarkdown(withPath)), path, outcome.sessionDir);
  return withPath;
}

/** The gate as the faces run it: judge (and land, for merge), then REPORT.md from the verdict. */
export async function runGate(input: GateInput, deps: GateDeps): Promise<Verdict> {
  const outcome = await runGateProcedure(input, deps);
  try {
    return await writeVerdictReport(input, outcome, createRedactor(deps.env ?? process.env));
  } catch (error) {
    // Once trunk moved the verdict stands: a report that cannot be written is a warning beside it.
    if (outcome.verdict.decision !== 'merged') throw error;
    const warning = `REPORT.md was not written: ${error instanceof Error ? error.message : String(error)}`;
    deps.log?.(`warning: ${warning}`);
    return { ...outcome.verdict, warnings: [...(outcome.verdict.warnings ?? []), warning] };
  }
}

/** Writes a session's REPORT.md; a gate section already in the file is kept, the rest is rewritten. */
export async function writeSessionReportFile(path: string, facts: SessionReport): Promise<void> {
  await updateFileAtomically(path, (current) =>
    renderSessionReportMarkdown(facts, extractGateSection(current)),
  );
}
