/**
 * `judge: auto` run (issue 36): reads the runs of trunk's recent trees from the ledger, runs trunk
 * where the rule (auto.ts) asks for more, then judges the candidate deterministically (one run,
 * compared exactly, a confirming run before it is accepted) or by the paired rule (pairs made together
 * when the seed does not set the noise). The verdict's `judgement.chosen_by` says which and from which
 * runs; `judgement.runs` counts each side's fresh and reused runs.
 */
import { formatVerdictScore } from '../../util/metric.js';
import { meanAndSd } from '../../stats/index.js';
import type { Candidate } from '../candidate.js';
import { compareScore } from '../compare.js';
import { reject, type GateContext, type Trunk } from '../context.js';
import type { DeterministicJudgement, Verdict } from '../verdict.js';
import { exactDecision, learnNoise, trunkSeedsToRun, type NoiseFinding, type TreeRuns } from './auto.js';
import { beyondBaseline, judgePaired, type PairedOutcome } from './paired.js';
import { RunSeries, withSeries, type MeasuredRun } from './runs.js';
import { judgementSeeds } from './seeds.js';
import { shownThreshold } from './thresholds.js';

/** How many of trunk's first-parent trees `auto` learns from: enough to span a session's landings. */
const HISTORY = 20;

/** The ledger's scored runs of trunk's recent trees (first-parent, newest first); the first is trunk's own. */
async function trunkHistory(ctx: GateContext, trunkSha: string): Promise<TreeRuns[]> {
  const listed = await ctx.repo.run(['log', '--first-parent', `-n${HISTORY}`, '--format=%T', trunkSha]);
  const trees = [...new Set(listed.split('\n').filter((line) => line !== ''))];
  const { ledger } = ctx;
  // Unauthenticated lines teach nothing: a branch could have written them.
  if (ledger === null || ledger.key === null) return [{ tree: trees[0] as string, runs: [] }];
  await ledger.prefetch(trees);
  return Promise.all(
    trees.map(async (tree) => ({
      tree,
      runs: (await ledger.runs(tree, 'any')).map((line) => ({
        seed: line.seed,
        score: line.score as number,
      })),
    })),
  );
}

/** A run that ended the judgement: tampering, or no score. */
type Stop = { kind: 'tampered' } | { kind: 'failed'; run: MeasuredRun; what: string };

/**
 * Runs trunk where the rule asks (at most three rounds: two seeds, then one seed again) and returns
 * what the runs say, or the run that stopped it.
 */
async function learn(
  ctx: GateContext,
  series: RunSeries,
  trunkSha: string,
  label: string,
): Promise<{ finding: NoiseFinding; current: TreeRuns; fromLedger: number } | Stop> {
  const [own, ...older] = await trunkHistory(ctx, trunkSha);
  let current = own as TreeRuns;
  const fromLedger = current.runs.length;
  let finding = learnNoise([current, ...older]);
  for (let check = 1; ;) {
    const seeds = trunkSeedsToRun(finding, current);
    if (seeds.length === 0) return { finding, current, fromLedger };
    for (const seed of seeds) {
      const run = await series.run(trunkSha, `${label}-trunk-check-${check++}`, seed, 'trunk');
      if (series.tampered.length > 0) return { kind: 'tampered' };
      if (run.score === null)
        return { kind: 'failed', run, what: `trunk (${trunkSha.slice(0, 12)}) on seed ${seed}` };
      current = { ...current, runs: [...current.runs, { seed, score: run.score }] };
    }
    finding = learnNoise([current, ...older]);
  }
}

/**
 * The verdict with the series' runs and the reason a run stopped it (if one did). A run without a
 * score is a rejection here; judge.ts settles whose failure it was (broken-evaluation.ts).
 */
function withRuns(ctx: GateContext, verdict: Verdict, series: RunSeries, stop: Stop | null): Verdict {
  const next = withSeries(ctx, verdict, series);
  if (series.tampered.length > 0 || stop?.kind !== 'failed') return next;
  const failure = stop.run.failure ?? { code: 'eval_failed' as const, message: 'no score' };
  return reject({ ...next, score: null }, [
    { code: failure.code, message: `auto: the run of ${stop.what} gave no score: ${failure.message}` },
  ]);
}

/** The verdict of a judgement stopped while learning the noise: no rule chosen, and why; the runs made. */
function stoppedLearning(ctx: GateContext, verdict: Verdict, series: RunSeries, stop: Stop): Verdict {
  const why = stop.kind === 'failed' ? `the run of ${stop.what} gave no score` : 'a run tampered';
  const judgement = {
    ...verdict.judgement,
    chosen_by: `auto: no rule chosen: ${why} while learning the evaluator's noise`,
    runs: series.counts,
  } as Verdict['judgement'];
  return withRuns(ctx, { ...verdict, judgement }, series, stop);
}

/** Judges the candidate by the rule `auto` learns; the same outcome as the paired judgement's. */
export async function judgeAuto(
  ctx: GateContext,
  trunk: Trunk,
  candidate: Candidate,
  watch: readonly string[],
  label: string,
  verdict: Verdict,
): Promise<PairedOutcome> {
  const { settings } = ctx;
  const series = new RunSeries(ctx, watch, 2 * settings.judgement.maxPairs + 3, true);
  const learned = await learn(ctx, series, candidate.trunkSha, label);
  if ('kind' in learned) return { verdict: stoppedLearning(ctx, verdict, series, learned), accepted: null };
  const { finding, current, fromLedger } = learned;
  ctx.log(`auto: the evaluator is ${finding.noise}: ${finding.because}`);
  if (finding.noise === 'noisy') {
    const together = finding.seed !== 'sets';
    const chosenBy = `auto: paired, ${together ? 'pairs made together (the seed does not set the noise, or it is not known to)' : "trunk's side reused where the ledger holds it (the seed sets the noise)"}: ${finding.because}`;
    return judgePaired(ctx, trunk, candidate, watch, label, verdict, { chosenBy, together, series });
  }

  // Deterministic: trunk's tree holds two runs that agree (trunkSeedsToRun saw to it).
  const trunkScore = (current.runs[0] as { score: number }).score;
  const chosenBy = `auto: deterministic, one run compared exactly: ${finding.because}`;
  const scores: number[] = [];
  // What the verdict shows of the deterministic judgement, also when a run stops it. Trunk's side is
  // its tree's runs: those the ledger held count as reused, beside any made here.
  const judged = (): DeterministicJudgement => ({
    rule: 'deterministic',
    chosen_by: chosenBy,
    runs: {
      ...series.counts,
      trunk: { ...series.counts.trunk, reused: series.counts.trunk.reused + fromLedger },
    },
    min_delta: shownThreshold(settings.minDelta) as number | string,
    trunk: trunkScore,
    candidate: [...scores],
    evaluations: series.attempts.length,
  });
  let decision: ReturnType<typeof exactDecision> = 'confirm';
  // The run and its confirmation on the seeds drawn for the candidate's tree, as a pair's would be:
  // a branch that behaves well only on seeds it expects gains nothing (seeds.ts).
  for (const seed of await judgementSeeds(ctx, candidate.tree, 2)) {
    if (decision !== 'confirm') break;
    const run = await series.measure(candidate.commit, `${label}-candidate-seed-${seed}`, seed, 'candidate');
    const stop: Stop | null =
      series.tampered.length > 0
        ? { kind: 'tampered' }
        : run.score === null
          ? { kind: 'failed', run, what: `the candidate on seed ${seed}` }
          : null;
    if (stop !== null)
      return { verdict: withRuns(ctx, { ...verdict, judgement: judged() }, series, stop), accepted: null };
    scores.push(run.score as number);
    decision = exactDecision(trunkScore, scores, settings.metricDirection, settings.minDelta);
  }
  if (decision === 'noisy') {
    const noisyBy = `auto: paired, pairs made together: ${finding.because}, but the candidate's two runs differ (${scores.map(formatVerdictScore).join(', ')})`;
    ctx.log(noisyBy);
    return judgePaired(ctx, trunk, candidate, watch, label, verdict, {
      chosenBy: noisyBy,
      together: true,
      series,
    });
  }
  const score = meanAndSd(scores).mean;
  const next = withRuns(ctx, { ...verdict, judgement: judged(), score }, series, null);
  const bar = { name: `${trunk.branch}'s runs (deterministic)`, value: trunkScore };
  ctx.log(
    `deterministic: the candidate ${scores.map(formatVerdictScore).join(', ')} against ${trunk.branch} ${formatVerdictScore(trunkScore)}: ${decision}`,
  );
  if (decision === 'accept') return beyondBaseline(ctx, next, score, bar, series.deciding);
  const { shortfalls } = compareScore(score, [bar], settings.metricDirection, settings.minDelta);
  return {
    verdict: reject(
      next,
      shortfalls.map((message) => ({ code: 'not_improved' as const, message: `deterministic: ${message}` })),
    ),
    accepted: null,
  };
}
