/**
 * GitHub's matrix limits at their edges (issue 20: "the plan refuses 257 shards"): a wave of 256 jobs
 * fans out and one of 257 is refused naming the setting that sizes it, whether the jobs are one per
 * (side, seed) or one per seed (shard-by seed groups both sides of a seed into one job); a matrix
 * over the 1 MB a job output holds is refused too. Pure data: no repository, no evaluation.
 */
import { describe, expect, it } from '@jest/globals';
import { matrixLimitProblem, waveMatrix, type Shard } from '../../src/shards/shape.js';

const SIZED_BY = '--eval-repeats (or --max-repeats)';

function shards(seeds: number, sides: readonly Shard['side'][]): Shard[] {
  return Array.from({ length: seeds }, (_, i) => i + 1).flatMap((seed) =>
    sides.map((side) => ({
      id: `${side === 'trunk' ? 't' : 'c'}${seed}`,
      side,
      tree: (side === 'trunk' ? 'a' : 'b').repeat(40),
      commit: (side === 'trunk' ? 'c' : 'd').repeat(40),
      seed,
      evaluator: 'e'.repeat(64),
    })),
  );
}

describe('a wave fans out up to 256 jobs and is refused at 257', () => {
  it('one job per shard (side-seed): 256 candidate runs pass, 257 are refused naming the setting', () => {
    expect(matrixLimitProblem(waveMatrix(shards(256, ['candidate']), 'side-seed'), SIZED_BY)).toBeNull();
    expect(matrixLimitProblem(waveMatrix(shards(257, ['candidate']), 'side-seed'), SIZED_BY)).toBe(
      `the wave has 257 shards, more than GitHub's 256 jobs of one matrix: lower ${SIZED_BY}`,
    );
  });

  it('one job per seed (shard-by seed): 256 seeds of two sides pass, 257 are refused', () => {
    const sides = ['trunk', 'candidate'] as const;
    const fits = waveMatrix(shards(256, sides), 'seed');
    expect(fits.include).toHaveLength(256);
    expect(matrixLimitProblem(fits, SIZED_BY)).toBeNull();
    expect(matrixLimitProblem(waveMatrix(shards(257, sides), 'seed'), SIZED_BY)).toMatch(
      /^the wave has 257 shards, more than GitHub's 256/,
    );
  });

  it('a matrix over 1 MB is refused even under 256 jobs', () => {
    const wide = shards(200, ['candidate']).map((shard) => ({ ...shard, evaluator: 'e'.repeat(6000) }));
    expect(matrixLimitProblem(waveMatrix(wide, 'side-seed'), SIZED_BY)).toMatch(
      /^the wave's matrix is \d+ bytes, more than the 1048576 a job output holds: lower /,
    );
  });
});
