/**
 * Which ledger lines count, as pure functions over parsed lines: only authentic ones (mac.ts), of one
 * key tree under one evaluator, successful, newest first (reuse takes the latest `eval-repeats`).
 */
import { isAuthentic } from './mac.js';
import type { LedgerLine } from './line.js';

/** Newest first: by time, then run and place in the run, so the order is total. */
export function newestFirst(a: LedgerLine, b: LedgerLine): number {
  if (a.time !== b.time) return a.time < b.time ? 1 : -1;
  if (a.run_id !== b.run_id) return a.run_id < b.run_id ? 1 : -1;
  return b.seq - a.seq;
}

/** Authentic successful runs of `tree` under `evaluator`, newest first, each (run_id, seq) once. */
export function authenticRuns(
  lines: readonly LedgerLine[],
  tree: string,
  evaluator: string,
  key: string | null,
): LedgerLine[] {
  const seen = new Set<string>();
  const runs: LedgerLine[] = [];
  for (const line of [...lines].sort(newestFirst)) {
    const id = `${line.run_id}/${line.seq}`;
    if (seen.has(id) || line.tree !== tree || line.evaluator !== evaluator || line.score === null) continue;
    if (!isAuthentic(line, key)) continue;
    seen.add(id);
    runs.push(line);
  }
  return runs;
}

export function meanScore(runs: readonly LedgerLine[]): number {
  return runs.reduce((sum, line) => sum + (line.score ?? 0), 0) / runs.length;
}

/** The spread of one tree's recorded scores: max - min over its authentic runs (0 for fewer than two). */
export function scoreRange(runs: readonly LedgerLine[]): number {
  if (runs.length < 2) return 0;
  const scores = runs.map((line) => line.score ?? 0);
  return Math.max(...scores) - Math.min(...scores);
}

/**
 * The noise warning (issue 18 item 6): two or more runs of one tree whose scores differ by more than
 * the improvement claimed. Null when the history is quieter than the claim, or too short to say.
 */
export function noiseWarning(
  histories: ReadonlyArray<{ name: string; runs: readonly LedgerLine[] }>,
  claimed: number,
): string | null {
  for (const { name, runs } of histories) {
    const range = scoreRange(runs);
    if (runs.length >= 2 && range > Math.abs(claimed)) {
      return (
        `the ledger holds ${runs.length} runs of ${name} whose scores differ by ${range.toPrecision(3)}, ` +
        `more than the improvement claimed (${Math.abs(claimed).toPrecision(3)}): the evaluator is noisy; judge with --judge paired`
      );
    }
  }
  return null;
}
