/** The judgement rules, pure: samples in, decision and bounds out. */
export {
  isLook,
  lookAtPairs,
  lookSchedule,
  meanAndSd,
  ruleLevel,
  type PairedDecision,
  type PairedLook,
  type PairedRule,
} from './paired.js';
export { everyPair, normalSource, scheduleLevels } from './sequential.js';
export {
  nearZero,
  thresholdTest,
  thresholdText,
  type ScorePair,
  type Threshold,
  type ThresholdTest,
} from './thresholds.js';
