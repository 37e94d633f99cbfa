/**
 * The paired judgement's look with its thresholds as set (issue 36): min-delta and min-effect in score
 * units, relative to |trunk's mean| (tested per pair in the linear form, src/stats/thresholds.ts), or
 * `auto`'s default min-effect in noise units. A relative threshold where trunk's mean is within its
 * noise of 0 means nothing: exit 2, naming where it was set.
 */
import { UserError } from '../../errors.js';
import {
  lookAtPairs,
  meanAndSd,
  nearZero,
  thresholdTest,
  thresholdText,
  type PairedLook,
  type PairedRule,
  type ScorePair,
  type Threshold,
} from '../../stats/index.js';
import { formatVerdictScore, type MetricDirection } from '../../util/metric.js';
import { AUTO_MIN_EFFECT_SD } from './setting-rows.js';
import type { JudgementSettings, SettingThreshold } from './settings.js';

export interface PairedThresholds {
  minDelta: SettingThreshold;
  minEffect: SettingThreshold | null;
}

/** The thresholds a judgement applies: min-effect as set, else `auto`'s default in noise units. */
export function pairedThresholds(
  judgement: JudgementSettings,
  minDelta: SettingThreshold,
  auto: boolean,
): PairedThresholds {
  const fallback: SettingThreshold | null = auto
    ? { kind: 'noise', units: AUTO_MIN_EFFECT_SD, label: "auto's default min-effect" }
    : null;
  return { minDelta, minEffect: judgement.minEffect ?? fallback };
}

/** A threshold as the verdict shows it: a number in score units, else as written (`5%`). */
export function shownThreshold(threshold: Threshold | null): number | string | null {
  if (threshold === null) return null;
  return threshold.kind === 'absolute' ? threshold.value : thresholdText(threshold);
}

/** Exit 2 when a relative threshold is asked of a trunk whose mean is within its noise of 0. */
export function refuseNearZero(thresholds: PairedThresholds, trunk: readonly number[]): void {
  for (const threshold of [thresholds.minDelta, thresholds.minEffect]) {
    if (threshold?.kind !== 'relative' || !nearZero(trunk)) continue;
    const { mean, sd } = meanAndSd(trunk);
    throw new UserError(
      `${threshold.label}: ${thresholdText(threshold)} of |trunk's mean| is no threshold here: trunk's mean ${formatVerdictScore(mean)} over ${trunk.length} run(s) (sd ${formatVerdictScore(sd)}) is within two standard errors of 0; give it in score units`,
    );
  }
}

/** The rule's decision on the pairs so far, each threshold tested in its own form. */
export function pairedLookAt(
  samples: readonly ScorePair[],
  rule: PairedRule,
  thresholds: PairedThresholds,
  direction: MetricDirection,
): PairedLook {
  refuseNearZero(
    thresholds,
    samples.map((s) => s.trunk),
  );
  const accept = thresholdTest(samples, direction, thresholds.minDelta);
  const futility =
    thresholds.minEffect === null ? null : thresholdTest(samples, direction, thresholds.minEffect);
  return lookAtPairs(
    accept.differences,
    { ...rule, minDelta: accept.bar, minEffect: futility?.bar ?? null },
    futility?.differences ?? accept.differences,
  );
}
