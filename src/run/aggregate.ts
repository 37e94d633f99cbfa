/**
 * The sharded aggregate as both faces run it (`arbor-gate aggregate`, the Action's mode aggregate):
 * judged from the shards' results and reported as verify and merge report theirs (reportedRun:
 * REPORT.md, redaction); an undecided wave's next plan is not a verdict and is not reported.
 */
import type { GateDeps } from '../gate/context.js';
import type { GateInput } from '../gate/input.js';
import { aggregateShards, type AggregateOutcome } from '../shards/aggregate.js';
import type { PlanDocument } from '../shards/shape.js';
import { reportedRun } from './gate.js';

export function reportedAggregate(
  doc: PlanDocument,
  resultsDir: string,
  input: GateInput,
  deps: GateDeps,
): Promise<AggregateOutcome> {
  return reportedRun(
    input,
    deps,
    () => aggregateShards(doc, resultsDir, input, deps),
    (judged) => judged.kind === 'verdict',
  );
}
