/**
 * `eval-shard` (issue 20): one matrix entry of a plan evaluated, exactly as `verify` evaluates a run
 * (evaluate.ts `evaluateAt`: a fresh worktree of the rebuilt commit, the same isolation, credential
 * guard, tamper watch and score rules), and its result written as `<id>.json`. A failed or tampering
 * evaluation is a result (the shard exits 0, so fail-fast does not cancel the others); only a shard
 * that cannot run at all (a plan it cannot rebuild, another evaluator) throws. It writes nothing to
 * the repository, the ledger or the remote, and needs no token.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InfraError, UserError } from '../errors.js';
import type { GateDeps } from '../gate/context.js';
import { evaluateAt } from '../gate/evaluate.js';
import type { GateMode } from '../gate/input.js';
import { budgetedStaticChecks } from '../gate/static-checks.js';
import { preparePlanned, plannedInput, type JobInput } from './planned.js';
import { logDigest, type PlanDocument, type Shard, type ShardResult } from './shape.js';

/** The plan's shards a matrix entry names: one (`t3`, `c3`) or both sides of a seed (`s3`, shard-by seed). */
export function entryShards(doc: PlanDocument, entry: string, label: string): Shard[] {
  const single = doc.shards.find((shard) => shard.id === entry);
  if (single !== undefined) return [single];
  const seed = /^s([0-9]{1,3})$/.exec(entry);
  const sides = seed === null ? [] : doc.shards.filter((shard) => shard.id.slice(1) === seed[1]);
  if (sides.length === 0) throw new UserError(`${label}: the plan has no shard ${JSON.stringify(entry)}`);
  return sides;
}

/** Evaluates the entry's shards (both sides alternately with shard-by seed) and returns their results. */
export async function evaluateShards(
  doc: PlanDocument,
  entry: string,
  job: Partial<JobInput>,
  deps: GateDeps,
  /** How the entry's input is named in messages (`--shard`, `input shard`). */
  label: string,
): Promise<ShardResult[]> {
  const shards = entryShards(doc, entry, label);
  const mode: GateMode = 'verify';
  // A shard writes no ledger: the aggregate records what it accepts as a measurement, with its key.
  const input = { ...plannedInput(doc.plan, mode, job), ledger: false };
  const prepared = await preparePlanned(doc, input, deps, `shard ${entry}`);
  if (prepared.kind === 'final') {
    throw new UserError(
      `shard ${entry}: the plan's settings end here before any evaluation (${prepared.verdict.reasons.map((r) => r.message).join('; ')})`,
    );
  }
  const { ctx, trunk, candidate } = prepared;
  try {
    // The checks only name the files the run's tamper watch guards (the plan passed them), under the same budget.
    const checked = await budgetedStaticChecks(ctx, trunk, candidate, prepared.verdict);
    if ('timeout' in checked)
      throw new InfraError(
        `shard ${entry}: ${checked.timeout.reasons[0]?.message ?? 'static checks timed out'}`,
      );
    const { protectedFiles } = checked;
    const results: ShardResult[] = [];
    let firstAttempt = 1;
    for (const shard of shards) {
      const commit = shard.side === 'trunk' ? trunk.sha : candidate.commit;
      const place = { seed: shard.seed, repeat: results.length + 1, repeats: shards.length, firstAttempt };
      const { result, tampered } = await evaluateAt(
        ctx,
        commit,
        ctx.evalNodeId,
        `shard-${shard.id}`,
        protectedFiles,
        place,
      );
      firstAttempt += result.attempts.length;
      // The log stays with the shard's runner: the log path names a folder on that machine only.
      const attempts = result.attempts.map(({ log_path: _path, ...attempt }) => ({
        ...attempt,
        side: shard.side,
      }));
      results.push({
        shard: shard.id,
        tree: shard.tree,
        commit,
        evaluator: shard.evaluator,
        seed: shard.seed,
        ...(result.score !== null && result.failure === null
          ? { score: result.score }
          : { failure: result.failure ?? { code: 'no_score', message: 'the evaluation printed no score' } }),
        attempts,
        log_digest: logDigest(attempts),
        ...(tampered.length === 0 ? {} : { tampered }),
        score_key: result.scoreKey,
        warnings: result.warnings,
      });
      ctx.log(`shard ${shard.id}: ${result.score === null ? 'no score' : `score ${result.score}`}`);
    }
    return results;
  } finally {
    await ctx.logs.close().catch(() => undefined);
  }
}

/** Writes each result as `<id>.json` into `dir` (the folder uploaded as the shard's artifact). */
export async function writeResults(dir: string, results: readonly ShardResult[]): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const paths: string[] = [];
  for (const result of results) {
    const path = join(dir, `${result.shard}.json`);
    await writeFile(path, `${JSON.stringify(result, null, 2)}\n`);
    paths.push(path);
  }
  return paths;
}
