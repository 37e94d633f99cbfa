/**
 * The judgement rule's rows of the settings table (setting-table.ts spreads them in, in action.yml's
 * order, after min-delta): how the score is judged, and the paired judgement's confidence, pairs and
 * futility threshold. Cross-checks between them are in settings.ts beside this file.
 */
import type { Setting } from '../setting.js';

/** The most pairs a paired judgement may ask for (max-repeats). */
export const MAX_PAIRS = 50;

/**
 * `auto`'s min-effect when none is set, in standard deviations of the pair differences: the bench's
 * trade-off between what a branch with no gain costs and the power on a real one (docs/noise.md).
 */
export const AUTO_MIN_EFFECT_SD = 1;

export const JUDGEMENT_SETTINGS = [
  {
    field: 'judge',
    shapes: 'judgement',
    name: 'judge',
    kind: 'enum',
    section: 'judgement',
    choices: ['auto', 'single', 'paired'],
    meta: 'judge',
    default: 'auto',
    description:
      "How the score is judged: auto (learns the evaluator's noise from trunk's runs in the ledger: one run per candidate, confirmed before it lands, when they agree exactly; else paired, with trunk's side measured beside the candidate's when the seed does not set the noise), single (Arbor's rule: one score, or the mean of eval-repeats, against the recorded references) or paired (trunk and the candidate measured alternately on the same seeds, with a confidence bound and sequential stopping).",
  },
  {
    field: 'confidence',
    shapes: 'judgement',
    name: 'confidence',
    kind: 'number',
    section: 'judgement',
    range: '> 0',
    meta: 'confidence',
    default: 0.95,
    description:
      'Paired judgement: one-sided confidence of the decision, below 1; a branch with no real gain is accepted at most 1 - confidence of the time over all looks.',
  },
  {
    field: 'minRepeats',
    shapes: 'judgement',
    name: 'min-repeats',
    kind: 'integer',
    section: 'judgement',
    range: '>= 1',
    meta: 'min_repeats',
    default: 3,
    description:
      'Paired judgement: pairs (one trunk run and one candidate run on a seed) before the first look; at least 2.',
  },
  {
    field: 'maxRepeats',
    shapes: 'judgement',
    name: 'max-repeats',
    kind: 'integer',
    section: 'judgement',
    range: '>= 1',
    max: {
      value: MAX_PAIRS,
      why: 'a gate judgement is not a study; the sequential levels are calibrated up to it',
    },
    meta: 'max_repeats',
    default: 10,
    description:
      'Paired judgement: most pairs; still undecided there is not_significant. At least min-repeats.',
  },
  {
    field: 'minEffect',
    shapes: 'judgement',
    name: 'min-effect',
    kind: 'threshold',
    section: 'judgement',
    range: '> 0',
    meta: 'min_effect',
    description: `Paired judgement: the smallest gain worth finding, in score units or as N% of trunk's mean in absolute value. A branch whose upper bound falls below it is rejected early (futility). Without it, auto stops at ${AUTO_MIN_EFFECT_SD} sd of the pair differences and paired mostly runs a branch with no gain to max-repeats.`,
  },
] as const satisfies readonly Setting[];
