/**
 * The fork rules: a fork's code never runs with a write token (`pull_request_target`) and is never
 * merged or pushed, unless the workflow opts in with `allow-forks: true`. Pure: decides from the
 * run context, the mode and the switch.
 */
import type { RunContext } from '../github/context.js';
import type { MetricDirection, Verdict } from '../gate/verdict.js';

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
    decision: 'rejected',
    reasons: [{ code: 'fork_refused', message }],
    node_id: null,
    metric_direction: direction,
    source: { ref: pr ? `${pr.headRepo}:${pr.headRef}` : '', sha: pr?.headSha ?? null },
    target: { requested: target ?? pr?.baseRef ?? '', resolved: null, sha_before: null, sha_after: null },
    score: null,
    dev_score: null,
    references: { test_trunk_score: null, test_baseline_score: null },
    attempts: [],
    changed_paths: 0,
    protected_violations: [],
    missing_outputs: [],
    divergence: null,
    merge_commit: null,
    report_path: null,
  };
}
