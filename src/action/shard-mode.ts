/**
 * The sharded flow's Action modes (issue 20): `plan` (outputs the plan and the first wave's matrix in
 * `fromJSON` shape), `eval-shard` (one matrix entry evaluated; its result folder is an output for
 * actions/upload-artifact; no token is read or used) and `aggregate` (the results folder judged and,
 * with aggregate-mode merge, landed; an inconclusive wave outputs the next wave's plan and matrix).
 * The plan is read from the `plan` input only, which the workflow fills from the plan job's output
 * through `needs`: never from an artifact a shard job could have uploaded.
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { Verdict } from '../gate/verdict.js';
import type { RunContext } from '../github/context.js';
import { reportedAggregate } from '../run/aggregate.js';
import { planShards } from '../shards/plan.js';
import { plannedInput, type JobInput } from '../shards/planned.js';
import { parsePlanDocument, type MatrixEntry, type PlanDocument } from '../shards/shape.js';
import { evaluateShards, writeResults } from '../shards/shard.js';
import { gateInputForRun, withActionGateDeps, type GateModeIo } from './gate-mode.js';
import type { ActionSettings } from './inputs.js';

/** A shard mode's result: a verdict (plan refused, aggregate judged), or outputs for the next job. */
export type ShardModeResult =
  | { kind: 'verdict'; verdict: Verdict; outputs: Record<string, string> }
  | { kind: 'outputs'; decision: string; outputs: Record<string, string>; summary: string };

function matrixOutputs(
  prefix: string,
  doc: PlanDocument,
  matrix: { include: MatrixEntry[] },
): Record<string, string> {
  return {
    [`${prefix}plan`]: JSON.stringify(doc),
    [`${prefix}matrix`]: JSON.stringify(matrix),
    [`${prefix}shards`]: String(matrix.include.length),
  };
}

function planInput(settings: ActionSettings): PlanDocument {
  const text = settings.shards.plan ?? '';
  if (text.trim() === '')
    throw new UserError(`input plan: required in mode ${settings.mode} (needs.<plan job>.outputs.plan)`);
  const doc = parsePlanDocument(text, 'input plan');
  if ('problem' in doc) throw new UserError(doc.problem);
  return doc;
}

/** This job's own fields of the gate input, from the Action's inputs. */
function jobInput(settings: ActionSettings): Partial<JobInput> {
  const { gate } = settings;
  return {
    cwd: settings.workingDirectory,
    push: gate.push,
    ledgerPush: gate.ledgerPush,
    ...(gate.remote === undefined ? {} : { remote: gate.remote }),
    ...(gate.ledgerKey === undefined ? {} : { ledgerKey: gate.ledgerKey }),
    ...(gate.logDir === undefined ? {} : { logDir: gate.logDir }),
    ...(gate.keepLogs === undefined ? {} : { keepLogs: gate.keepLogs }),
    ...(gate.reportPath === undefined ? {} : { reportPath: gate.reportPath }),
    ...(gate.dryRun ? { dryRun: true } : {}),
  };
}

export async function runShardMode(
  settings: ActionSettings,
  context: RunContext,
  io: GateModeIo,
): Promise<ShardModeResult> {
  if (settings.mode === 'plan') {
    const prepared = await gateInputForRun({ ...settings, mode: 'verify' }, context, io.log);
    if ('refused' in prepared)
      return { kind: 'verdict', verdict: prepared.refused, outputs: { shards: '0' } };
    const outcome = await withActionGateDeps(io, (deps) =>
      planShards(prepared.input, deps, settings.shards.shardBy),
    );
    if (outcome.kind === 'final')
      return { kind: 'verdict', verdict: outcome.verdict, outputs: { shards: '0' } };
    const ids = outcome.matrix.include.map((entry) => entry.id).join(', ');
    return {
      kind: 'outputs',
      decision: 'planned',
      outputs: matrixOutputs('', outcome.document, outcome.matrix),
      summary: `wave 1 of ${outcome.document.plan.looks.length}: ${ids || 'nothing to run (the ledger holds every run)'}`,
    };
  }
  const doc = planInput(settings);
  if (settings.mode === 'eval-shard') {
    const entry = settings.shards.shard ?? '';
    if (entry === '') throw new UserError('input shard: required in mode eval-shard (matrix.id)');
    const results = await withActionGateDeps(io, (deps) =>
      evaluateShards(doc, entry, jobInput(settings), deps, 'input shard'),
    );
    const dir = join(
      io.env.RUNNER_TEMP ?? tmpdir(),
      `arbor-gate-shard-${results[0]?.shard === undefined ? 'none' : entry}`,
    );
    await writeResults(dir, results);
    const failed = results.filter((r) => r.failure !== undefined).map((r) => r.shard);
    return {
      kind: 'outputs',
      decision: 'evaluated',
      outputs: { results: dir },
      summary: `shard ${entry}: ${results.map((r) => `${r.shard} ${r.score ?? 'no score'}`).join(', ')}${
        failed.length > 0 ? ' (a failed evaluation is a result: the aggregate judges it)' : ''
      }`,
    };
  }
  const dir = settings.shards.results ?? '';
  if (dir === '')
    throw new UserError('input results: required in mode aggregate (the download-artifact path)');
  const mode = settings.shards.aggregateMode;
  const input = plannedInput(doc.plan, mode, jobInput(settings));
  // Reported as the gate modes report: REPORT.md here; the summary, comment and status by main.ts.
  const outcome = await withActionGateDeps(io, (deps) =>
    reportedAggregate(doc, resolve(settings.workingDirectory, dir), input, deps),
  );
  if (outcome.kind === 'verdict')
    return { kind: 'verdict', verdict: outcome.verdict, outputs: { 'next-wave': 'false' } };
  const { wave } = outcome;
  return {
    kind: 'outputs',
    decision: 'next_wave',
    outputs: { 'next-wave': 'true', ...matrixOutputs('next-', wave.document, wave.matrix) },
    summary: `wave ${doc.plan.wave} is not decided yet: wave ${wave.document.plan.wave} runs ${wave.matrix.include.map((e) => e.id).join(', ')}`,
  };
}
