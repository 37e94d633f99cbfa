/**
 * The fork rules: a fork's code never runs with a write token (`pull_request_target`) and is never
 * merged or pushed, unless the workflow opts in with `allow-forks: true`. Pure: decides from the
 * run context, the mode and the switch.
 */
import type { RunContext } from '../github/context.js';
import type { MetricDirection } from '../util/metric.js';
import { unjudgedVerdict, type Verdict } from '../gate/verdict.js';

/** Why this run must not touch the fork's head, or null when it may. */
export function forkRefusal(
  context: RunContext,
  mode: 'merge' | 'verify',
  allowForks: boolean,
): string | null {
  const pr = context.pullRequest;
  if (!pr?.fork || allowForks) return null;
  const from = `PR #${pr.number} comes from the fork ${pr.headRepo}`;
  if (context.eventName === 'pull_request_target') {
    return (
      `${from}; pull_request_target runs with a write token and the repository's secrets, so arbor-gate does not ` +
      "evaluate a fork's code there. Verify forks with mode: verify on pull_request (read-only token), or set allow-forks: true to accept the risk."
    );
  }
  if (mode === 'merge') {
    return (
      `${from}; arbor-gate never merges or pushes a fork's head into trunk unless the workflow sets allow-forks: true. ` +
      'Use mode: verify to judge it without merging.'
    );
  }
  return null;
}

/** The rejection verdict for a refused fork: nothing was evaluated, merged or pushed. */
export function forkRefusedVerdict(
  context: RunContext,
  message: string,
  target: string | null,
  direction: MetricDirection = 'maximize',
): Verdict {
  const pr = context.pullRequest;
  return {
    ...unjudgedVerdict({
      decision: 'rejected',
      node_id: null,
      metric_direction: direction,
      source: { ref: pr ? `${pr.headRepo}:${pr.headRef}` : '', sha: pr?.headSha ?? null },
      requestedTarget: target ?? pr?.baseRef ?? '',
    }),
    reasons: [{ code: 'fork_refused', message }],
  };
}
