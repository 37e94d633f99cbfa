/**
 * What every job of the sharded flow starts from: the gate's own `prepare` on the plan's settings
 * (the same trusted tree, settings, isolation and ledger resolution as `verify` and `merge`), then
 * trunk and the candidate taken from the plan, not from this checkout: the candidate rebuilt and
 * compared (rebuild.ts), and this job's evaluator compared with the plan's, so that every result of
 * a verdict measures the same tree with the same command, score rule and isolation.
 */
import { UserError } from '../errors.js';
import type { GateDeps } from '../gate/context.js';
import type { GateInput, GateMode } from '../gate/input.js';
import { prepare, type Prepared, type Ready } from '../gate/prepare.js';
import { settingsEvaluator } from '../gate/ledger/gate-ledger.js';
import type { GateContext } from '../gate/context.js';
import { rebuildCandidate } from './rebuild.js';
import type { Plan, PlanDocument, PlanSettings } from './shape.js';

/** The evaluator id of a run's settings and isolation: what a shard, its result and the ledger name. */
export function evaluatorOf(ctx: GateContext): string {
  return settingsEvaluator(
    ctx.settings,
    ctx.isolation.mode,
    false,
    ctx.runtime?.identity === undefined ? {} : { view: ctx.runtime.identity },
  );
}

/** Fields of the gate input that are this job's, not the plan's: where it runs and what it may write. */
export type JobInput = Pick<
  GateInput,
  | 'cwd'
  | 'dryRun'
  | 'reportPath'
  | 'ledgerKey'
  | 'push'
  | 'remote'
  | 'maxRejudge'
  | 'ledgerPush'
  | 'logDir'
  | 'keepLogs'
>;

/** The gate input a job runs with: the plan's settings, the plan's exact source, this job's own fields. */
export function plannedInput(plan: Plan, mode: GateMode, job: Partial<JobInput>): GateInput {
  const settings: PlanSettings = plan.settings;
  return {
    ...settings,
    ...job,
    mode,
    source: plan.source_sha,
    ...(plan.node_id === null ? {} : { nodeId: plan.node_id }),
  } as GateInput;
}

export type PlannedReady = Ready & { kind: 'ready' };

/**
 * A sharded judgement fixes its runs in its plan, before any of them ran: `auto`, which decides its
 * runs from what trunk's runs show, is judged as `paired` there (every look's pairs planned as shards).
 */
export function shardedRule(prepared: Prepared): Prepared {
  if (prepared.kind === 'final' || prepared.ctx.settings.judgement.rule !== 'auto') return prepared;
  const { settings } = prepared.ctx;
  return {
    ...prepared,
    ctx: { ...prepared.ctx, settings: { ...settings, judgement: { ...settings.judgement, rule: 'paired' } } },
  };
}

/**
 * `prepare` on the plan, with the plan's trunk and rebuilt candidate in place of this checkout's; a
 * final verdict when prepare reached one (a refusal the plan job would have reached too). Throws a
 * UserError when this job's evaluator or candidate is not the plan's: the job cannot run.
 */
export async function preparePlanned(
  doc: PlanDocument,
  input: GateInput,
  deps: GateDeps,
  label: string,
): Promise<Prepared> {
  const { plan } = doc;
  const prepared = shardedRule(await prepare(input, deps));
  if (prepared.kind === 'final') return prepared;
  const { ctx } = prepared;
  try {
    const evaluator = evaluatorOf(ctx);
    if (evaluator !== plan.evaluator) {
      throw new UserError(
        `${label}: this job's evaluator ${evaluator} (its eval command, score rule, ${deps.name('evalIsolation')} ${ctx.isolation.mode}, ${deps.name('evaluatorVersion')}) is not the plan's ${plan.evaluator}`,
      );
    }
    const commit = await rebuildCandidate(ctx.repo, plan, label);
    const trunk = { branch: plan.trunk_branch, sha: plan.trunk_sha };
    const base = (await ctx.repo.mergeBase(plan.trunk_sha, plan.source_sha)) ?? plan.trunk_sha;
    const kind = base === plan.trunk_sha ? ('source' as const) : ('merge' as const);
    return {
      ...prepared,
      ctx: { ...ctx, sourceRef: plan.source_ref },
      trunk,
      candidate: { kind, commit, tree: plan.candidate_tree, base, trunkSha: plan.trunk_sha },
      verdict: {
        ...prepared.verdict,
        source: { ref: plan.source_ref, sha: plan.source_sha },
        target: { ...prepared.verdict.target, sha_before: plan.trunk_sha, sha_after: plan.trunk_sha },
      },
    };
  } catch (error) {
    await ctx.logs.close().catch(() => undefined);
    throw error;
  }
}
