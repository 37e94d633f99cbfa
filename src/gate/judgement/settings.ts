/**
 * The judgement rule's settings (judge, confidence, min-repeats, max-repeats, min-effect) and how they
 * go with the rest: what the table's ranges cannot say alone, each refusal naming the flag, input or
 * meta field that holds the bad value.
 */
import { UserError } from '../../errors.js';
import { hasSeedPlaceholder } from '../../eval/command.js';
import type { Threshold } from '../../stats/index.js';

export type JudgementRule = 'auto' | 'single' | 'paired';

/** min-delta or min-effect as set, with the name of where (the flag, the input or the meta field). */
export type SettingThreshold = Threshold & { label: string };

export interface JudgementSettings {
  rule: JudgementRule;
  /** One-sided confidence of the paired decision, in (0, 1). */
  confidence: number;
  /** Pairs before the first look, and at most (paired mode). */
  minPairs: number;
  maxPairs: number;
  /** The smallest gain worth finding; null: no futility stop (auto: its default in noise units). */
  minEffect: SettingThreshold | null;
  /** The pair counts the rule looks at (`looks`); null: after every pair from minPairs to maxPairs. */
  looks: number[] | null;
}

/**
 * min-delta or min-effect as given: `N%` is a fraction of |trunk's mean|, anything else a number in
 * score units; `parse` checks a number against the setting's row (the percentage's too).
 */
export function thresholdOf<P extends { value: unknown; origin: { label: string } }>(
  given: P,
  parse: (given: P) => number,
): SettingThreshold {
  const { label } = given.origin;
  const percent = typeof given.value === 'string' ? /^\s*(.*?)\s*%\s*$/.exec(given.value) : null;
  return percent === null
    ? { kind: 'absolute', value: parse(given), label }
    : { kind: 'relative', fraction: parse({ ...given, value: percent[1] }) / 100, label };
}

/** A value as resolved, with the name of where it came from (the flag, the input or the meta field). */
export interface Labelled<T> {
  value: T;
  label: string;
}

export interface JudgementValues {
  rule: Labelled<string>;
  confidence: Labelled<number>;
  minPairs: Labelled<number>;
  maxPairs: Labelled<number>;
  minEffect: SettingThreshold | null;
  looks: Labelled<string | null>;
  /** eval-repeats; `given` when the input or the tree's meta set it (not the default). */
  evalRepeats: Labelled<number> & { given: boolean };
  evalCmdTest: Labelled<string>;
}

export function judgementSettings(values: JudgementValues): JudgementSettings {
  const { rule, confidence, minPairs, maxPairs, minEffect, evalRepeats, evalCmdTest } = values;
  const looks = lookSchedule(values.looks, maxPairs);
  if (!(confidence.value < 1)) {
    throw new UserError(
      `${confidence.label}: expected a number between 0 and 1 (one-sided confidence, such as 0.95), got ${confidence.value}`,
    );
  }
  if (minPairs.value < 2) {
    throw new UserError(
      `${minPairs.label}: expected an integer >= 2 (a spread needs two pairs), got ${minPairs.value}`,
    );
  }
  if (maxPairs.value < minPairs.value) {
    throw new UserError(
      `${maxPairs.label}: expected at least ${minPairs.label} (${minPairs.value}), got ${maxPairs.value}`,
    );
  }
  if (rule.value !== 'single' && evalRepeats.given) {
    throw new UserError(
      `${evalRepeats.label}: does not go with ${rule.label} ${rule.value}, which counts its own runs (min-repeats, max-repeats); eval-repeats is for judge single`,
    );
  }
  if (rule.value === 'single' && evalRepeats.value < 2 && hasSeedPlaceholder(evalCmdTest.value)) {
    throw new UserError(
      `${evalCmdTest.label}: {seed} has no value with a single run; set eval-repeats (seeds 1..N) or judge paired`,
    );
  }
  return {
    rule: rule.value as JudgementRule,
    confidence: confidence.value,
    minPairs: minPairs.value,
    maxPairs: maxPairs.value,
    minEffect,
    looks,
  };
}

/**
 * `looks` as pair counts: integers, strictly increasing, the first at least 2 (a spread needs two
 * pairs), the last at most max-repeats.
 */
function lookSchedule(given: Labelled<string | null>, maxPairs: Labelled<number>): number[] | null {
  if (given.value === null || given.value.trim() === '') return null;
  const parts = given.value.split(',').map((part) => part.trim());
  const looks = parts.map(Number);
  const bad = (why: string) =>
    new UserError(
      `${given.label}: expected increasing pair counts such as 3,10 (${why}), got ${JSON.stringify(given.value)}`,
    );
  if (parts.some((part) => !/^[0-9]+$/.test(part))) throw bad('whole numbers, comma-separated');
  if ((looks[0] as number) < 2) throw bad('the first at least 2: a spread needs two pairs');
  if (looks.some((n, i) => i > 0 && n <= (looks[i - 1] as number)))
    throw bad('each larger than the one before');
  if ((looks[looks.length - 1] as number) > maxPairs.value) {
    throw bad(`the last at most ${maxPairs.label} ${maxPairs.value}`);
  }
  return looks;
}
