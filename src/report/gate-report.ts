/**
 * Writes the gate's section into REPORT.md without disturbing the rest of the file: the section sits
 * between two HTML comment markers and replaces its previous version, so a session report written by
 * `arbor-gate report` (or by Arbor) above it is kept. Atomic and locked, like every session write.
 */
import { updateFileAtomically } from '../util/atomic.js';

export const GATE_SECTION_START = '<!-- arbor-gate:gate-section:start -->';
export const GATE_SECTION_END = '<!-- arbor-gate:gate-section:end -->';

/** The report text with `section` in place of the previous gate section (or appended). Pure. */
export function withGateSection(current: string | null, section: string): string {
  const block = `${GATE_SECTION_START}\n${section.trimEnd()}\n${GATE_SECTION_END}\n`;
  if (current === null || current.trim() === '') return block;
  const start = current.indexOf(GATE_SECTION_START);
  const end = current.indexOf(GATE_SECTION_END, start);
  if (start !== -1 && end !== -1) {
    return current.slice(0, start) + block + current.slice(end + GATE_SECTION_END.length).replace(/^\n/, '');
  }
  return `${current.trimEnd()}\n\n${block}`;
}

export async function writeGateReport(markdown: string, path: string): Promise<void> {
  await updateFileAtomically(path, (current) => withGateSection(current, markdown));
}
