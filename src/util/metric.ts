/**
 * The metric's direction and how scores are compared and shown: one home for every layer (session
 * tools, the gate, the reports), so "better" and the printed form of a score mean one thing everywhere.
 */

export type MetricDirection = 'maximize' | 'minimize';

/** Improvement in the metric's direction: positive when `score` is better than `reference`. */
export function gain(score: number, reference: number, direction: MetricDirection): number {
  return direction === 'maximize' ? score - reference : reference - score;
}

/** True when `candidate` is strictly better than `reference` in the metric's direction. */
export function isBetterScore(candidate: number, reference: number, direction: MetricDirection): boolean {
  return direction === 'minimize' ? candidate < reference : candidate > reference;
}

/** Sort comparator: best score first in the metric's direction. */
export function bestFirst(direction: MetricDirection): (a: number, b: number) => number {
  return direction === 'minimize' ? (a, b) => a - b : (a, b) => b - a;
}

/**
 * How many significant digits a score is shown with. A session report is read by people comparing
 * runs (2.8800000000000003 -> 2.88); the gate's verdict states the verified number a merge was
 * decided on, so it keeps enough digits to tell two close scores apart.
 */
export const SCORE_DIGITS = { report: 6, verdict: 10 } as const;

/** A score as people read it, to `digits` significant digits (integers as they are). */
export function formatScore(value: number, digits: number = SCORE_DIGITS.report): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(digits)));
}

/** A score as every gate face shows it (log lines, merge message, verdict). */
export function formatVerdictScore(value: number): string {
  return formatScore(value, SCORE_DIGITS.verdict);
}
