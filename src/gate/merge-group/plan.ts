/**
 * What the gate does with a merge-queue entry before it is judged: the worst case held against the
 * queue's check timeout, and which configured references apply to the step it lands on.
 */
import type { InputNamer } from '../input.js';
import type { ReferencePlan } from '../references.js';
import type { GateSettings } from '../settings.js';
import type { MergeGroupEntry } from './entry.js';

type TimeoutSettings = Pick<
  GateSettings,
  'queueWaitMs' | 'queueCheckTimeoutMs' | 'evalTimeoutMs' | 'evalRetries' | 'evalRepeats' | 'judgement'
>;

/**
 * The warning when the judgement's worst case cannot finish inside the queue's check timeout (GitHub
 * then fails the check and drops the entry): the wait for the step's score, then the step and the
 * entry measured, every attempt at eval-timeout. Null when it fits.
 */
export function checkTimeoutWarning(
  settings: TimeoutSettings,
  entry: MergeGroupEntry,
  name: InputNamer,
): string | null {
  const wait = entry.step.kind === 'entry' ? settings.queueWaitMs : 0;
  // auto: the paired worst case after trunk's checks (two seeds, one again) and a confirmed run that differed.
  const runs =
    settings.judgement.rule === 'single'
      ? 2 * settings.evalRepeats
      : 2 * settings.judgement.maxPairs + (settings.judgement.rule === 'auto' ? 5 : 0);
  const attempts = settings.evalRetries + 1;
  const worstMs = wait + runs * attempts * settings.evalTimeoutMs;
  if (worstMs <= settings.queueCheckTimeoutMs) return null;
  const minutes = (ms: number) => `${Math.ceil(ms / 60_000)} min`;
  return (
    `the judgement may take up to ${minutes(worstMs)} (${name('queueWait')} ${wait / 1000} s + ${runs} run(s) × ${attempts} attempt(s) × ` +
    `${name('evalTimeout')} ${settings.evalTimeoutMs / 1000} s), past ${name('queueCheckTimeout')} ${minutes(settings.queueCheckTimeoutMs)}: ` +
    "GitHub fails a check that runs past the ruleset's timeout and drops the entry; lower the eval timeout or retries, or raise the ruleset's timeout with it"
  );
}

/**
 * What a step's score is compared with when the ledger gave none: the configured trunk score
 * describes trunk's head, so a step that is not trunk's head (an entry ahead in the queue, or the base
 * of a queue on main) is measured and only the baseline is kept.
 */
export function stepPlan(entry: { onTrunkHead: boolean } | undefined, plan: ReferencePlan): ReferencePlan {
  if (entry === undefined || entry.onTrunkHead || plan.kind === 'measure') return plan;
  return { kind: 'measure', also: plan.refs.filter((r) => !r.name.startsWith('test_trunk_score')) };
}
