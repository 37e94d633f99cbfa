/**
 * REPORT.md as a file: the gate's section sits between two HTML comment markers, so the session report
 * (`arbor-gate report`, or Arbor's) and the gate's verdict share one file and each rewrites only its
 * part. Apart from gate-report.ts so that `report` loads no part of the gate.
 */
import { dirname } from 'node:path';
import { updateFileAtomically } from '../util/atomic.js';
import type { SessionReport } from './session-facts.js';
import { renderSessionReportMarkdown } from './session-markdown.js';

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
 * Writes a session's REPORT.md; a gate section already in the file is kept, the rest is rewritten. A
 * REPORT.md that is a symbolic link is refused rather than followed. Returns the text written.
 */
export async function writeSessionReportFile(path: string, facts: SessionReport): Promise<string> {
  let written = '';
  await updateFileAtomically(
    path,
    (current) => {
      written = renderSessionReportMarkdown(facts, extractGateSection(current));
      return written;
    },
    { noSymlinksBelow: dirname(path) },
  );
  return written;
}
