/** The judgement rules, pure: samples in, decision and bounds out. */
export {
  lookAtPairs,
  meanAndSd,
  ruleLevel,
  type PairedDecision,
  type PairedLook,
  type PairedRule,
} from './paired.js';
export { normalSource } from './sequential.js';
