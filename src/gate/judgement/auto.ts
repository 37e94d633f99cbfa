/**
 * `judge: auto` (issue 36), pure: what the evaluator's noise is, learned from the runs of trunk's
 * trees (the ledger's, and this judgement's), and what that asks for. Only trunk's trees teach: a
 * candidate that fails or prints a constant (a wrong answer) says nothing about the evaluator.
 *
 * - No tree with two runs: unknown; trunk's tree is measured twice, on different seeds.
 * - Every tree's runs agree exactly: deterministic. One run per candidate, compared exactly; a
 *   candidate that would be accepted gets a confirming run (two that differ: judged paired). A new
 *   trunk tree (after a landing) holds two runs before it is trusted, so the check goes on as trunk
 *   moves; the landed candidate's run and its confirmation are those two.
 * - Some tree's runs differ: noisy, the paired judgement. Whether the seed sets the noise is read from
 *   two runs of one tree on one seed: equal, it does (trunk's side may come from the ledger); not
 *   equal, it does not (trunk's side is measured beside the candidate's, pairs made together). With
 *   no such two runs, trunk runs one seed a second time, once per evaluator: one run, and exact (a
 *   share of the noise the seed does not set counts as noise it does not set, which only costs runs).
 */
import { formatVerdictScore, type MetricDirection } from '../../util/metric.js';
import { isImprovement, deltaOver } from '../compare.js';
import type { SettingThreshold } from './settings.js';

/** One scored run of a tree. */
export interface ScoredRun {
  seed: number | null;
  score: number;
}

/** The scored runs of one trunk tree, newest tree first in a history. */
export interface TreeRuns {
  tree: string;
  runs: readonly ScoredRun[];
}

export interface NoiseFinding {
  noise: 'unknown' | 'deterministic' | 'noisy';
  /** Whether the seed sets the noise (`unknown` until one seed ran twice on one tree). */
  seed: 'sets' | 'does_not_set' | 'unknown';
  /** The runs it was learned from, in words for the verdict's `chosen_by`. */
  because: string;
}

const scoresText = (runs: readonly ScoredRun[]) =>
  runs
    .map((run) => `${formatVerdictScore(run.score)}${run.seed === null ? '' : ` (seed ${run.seed})`}`)
    .join(', ');

const short = (tree: string) => tree.slice(0, 12);

/** Two runs of one tree on one seed, the first such pair found that differs, else the first that agrees. */
function sameSeedRuns(
  trees: readonly TreeRuns[],
): { tree: string; runs: ScoredRun[]; differ: boolean } | null {
  let agreeing: { tree: string; runs: ScoredRun[]; differ: boolean } | null = null;
  for (const { tree, runs } of trees) {
    const bySeed = new Map<number, ScoredRun[]>();
    for (const run of runs) {
      if (run.seed === null) continue;
      bySeed.set(run.seed, [...(bySeed.get(run.seed) ?? []), run]);
    }
    for (const same of bySeed.values()) {
      if (same.length < 2) continue;
      const found = {
        tree,
        runs: same.slice(0, 2),
        differ: same.some((run) => run.score !== same[0]?.score),
      };
      if (found.differ) return found;
      agreeing ??= found;
    }
  }
  return agreeing;
}

/** What the runs of trunk's trees (newest first) say about the evaluator's noise. */
export function learnNoise(trees: readonly TreeRuns[]): NoiseFinding {
  const measured = trees.filter((t) => t.runs.length >= 2);
  const differing = measured.find((t) => t.runs.some((run) => run.score !== t.runs[0]?.score));
  if (differing === undefined) {
    const agreeing = measured[0];
    return agreeing === undefined
      ? { noise: 'unknown', seed: 'unknown', because: 'no trunk tree has two runs yet' }
      : {
          noise: 'deterministic',
          seed: 'unknown',
          because: `trunk's runs agree exactly (${measured.length} tree(s); ${short(agreeing.tree)}: ${scoresText(agreeing.runs.slice(0, 3))})`,
        };
  }
  const differ = `trunk's runs differ (${short(differing.tree)}: ${scoresText(differing.runs.slice(0, 3))})`;
  const same = sameSeedRuns(trees);
  if (same === null) return { noise: 'noisy', seed: 'unknown', because: differ };
  return {
    noise: 'noisy',
    seed: same.differ ? 'does_not_set' : 'sets',
    because: `${differ}; two runs on one seed ${same.differ ? 'differ' : 'agree'} (${short(same.tree)}: ${scoresText(same.runs)})`,
  };
}

/**
 * The seeds trunk's current tree is run on before the candidate is judged: two runs in all while the
 * noise is unknown or deterministic (the re-check of a new trunk tree), one seed a second time while
 * noisy with the seed's share unknown, nothing once the rule is known.
 */
export function trunkSeedsToRun(finding: NoiseFinding, current: TreeRuns): number[] {
  if (finding.noise === 'noisy') {
    if (finding.seed !== 'unknown') return [];
    const seeded = current.runs.find((run) => run.seed !== null);
    return seeded === undefined ? [1, 1] : [seeded.seed as number];
  }
  const had = new Set(current.runs.map((run) => run.seed));
  const seeds: number[] = [];
  for (let seed = 1; current.runs.length + seeds.length < 2; seed++) if (!had.has(seed)) seeds.push(seed);
  return seeds;
}

export type ExactDecision = 'reject' | 'confirm' | 'accept' | 'noisy';

/**
 * The deterministic judgement of the candidate's runs (one, or two with the confirming run) against
 * trunk's score: rejected as soon as one run does not beat it, a confirming run asked for when the
 * first does, accepted when the second equals it, and handed to the paired rule when it does not.
 */
export function exactDecision(
  trunk: number,
  candidate: readonly number[],
  direction: MetricDirection,
  minDelta: SettingThreshold,
): ExactDecision {
  const [first, second] = candidate;
  if (first === undefined) throw new Error('internal: an exact decision needs a run');
  const delta = deltaOver({ name: "trunk's score", value: trunk }, minDelta);
  if (!isImprovement(first, trunk, direction, delta)) return 'reject';
  if (second === undefined) return 'confirm';
  return second === first ? 'accept' : 'noisy';
}
