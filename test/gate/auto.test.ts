/**
 * `judge: auto`, the default (issue 36), through the CLI on real repositories with a bare remote and
 * the score ledger on: what it chooses from trunk's runs, and what each choice costs in runs.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeterministicJudgement, PairedJudgement, Verdict } from '../../src/gate/verdict.js';
import { renderVerdictText } from '../../src/report/verdict.js';
import { gateInProcess } from '../helpers/gate-cli.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';

/** Prints solution.txt (a wrong answer, `wrong`, scores 0); records each run's seed and solution. */
const EXACT_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
s=$(cat solution.txt)
echo "$ARBOR_SEED $s" >> "$1"
[ "$s" = wrong ] && s=0
echo "{\\"score\\": $s}"
`;

/** solution.txt plus noise the seed does not set (fresh from the OS on every run); a wrong answer 0. */
const UNSEEDED_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
s=$(cat solution.txt)
echo "$ARBOR_SEED $s" >> "$1"
[ "$s" = wrong ] && { echo '{"score": 0}'; exit 0; }
n=$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')
echo "{\\"score\\": $s.$n}"
`;

/** solution.txt plus a tenth per seed: the seed sets all the noise. */
const SEEDED_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
s=$(cat solution.txt)
echo "$ARBOR_SEED $s" >> "$1"
echo "{\\"score\\": $s.$ARBOR_SEED}"
`;

let repo: GateRepo;
let record: string;
const savedTmp = process.env.TMPDIR;

async function setUp(evaluator: string): Promise<void> {
  repo = await createGateRepo({ score: 5, files: { 'eval.sh': { executable: evaluator } } });
  process.env.TMPDIR = join(repo.root, 'tmp');
  mkdirSync(process.env.TMPDIR);
  record = join(repo.root, 'record.txt');
}

afterEach(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  return repo.cleanup();
});

/** The gate at its defaults (no judgement flag), the ledger on, on `branch`. */
function gate<V extends Verdict['judgement']>(
  mode: 'merge' | 'verify',
  branch: string,
  extra: string[] = [],
) {
  return gateInProcess<Verdict & { judgement: V }>(repo, [
    mode,
    '--source',
    branch,
    '--eval-isolation',
    'none',
    '--eval-cmd-test',
    `sh {cwd}/eval.sh ${record}`,
    ...extra,
  ]);
}

const runs = () => readFileSync(record, 'utf8').trim().split('\n').length;

describe('auto on a deterministic evaluator', () => {
  it('measures trunk twice once, then costs one run per branch and one more per landing', async () => {
    await setUp(EXACT_EVAL);
    repo.commit('arbor/same', { 'solution.txt': '5\n', 'notes.txt': 'a\n' });
    const same = await gate<DeterministicJudgement>('merge', 'arbor/same');
    expect(same.code).toBe(1);
    expect(same.verdict.judgement).toMatchObject({
      rule: 'deterministic',
      trunk: 5,
      candidate: [5],
      evaluations: 3,
      runs: { trunk: { fresh: 2, reused: 0 }, candidate: { fresh: 1, reused: 0 } },
    });
    expect(same.verdict.judgement.chosen_by).toMatch(
      /^auto: deterministic, one run compared exactly: trunk's runs agree exactly \(1 tree\(s\); [0-9a-f]{12}: 5 \(seed 1\), 5 \(seed 2\)\)$/,
    );
    expect(same.verdict.reasons).toEqual([expect.objectContaining({ code: 'not_improved' })]);

    // A gain gets its confirming run, and lands on two that agree.
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    const up = await gate<DeterministicJudgement>('merge', 'arbor/up');
    expect(up.code).toBe(0);
    expect(up.verdict).toMatchObject({ decision: 'merged', score: 7 });
    expect(up.verdict.judgement).toMatchObject({
      rule: 'deterministic',
      candidate: [7, 7],
      // Trunk's side: its tree's two runs, made by the first verify, held by the ledger.
      runs: { trunk: { fresh: 0, reused: 2 }, candidate: { fresh: 2, reused: 0 } },
    });

    // The landed tree's two runs are trunk's re-check: the next branch costs its one run.
    repo.commit('arbor/same-again', { 'solution.txt': '7\n', 'notes.txt': 'b\n' }, { from: 'arbor/up' });
    const next = await gate<DeterministicJudgement>('merge', 'arbor/same-again');
    expect(next.code).toBe(1);
    expect(next.verdict.judgement).toMatchObject({
      trunk: 7,
      runs: { trunk: { fresh: 0, reused: 2 }, candidate: { fresh: 1, reused: 0 } },
    });
    // Three branches, one landing: 1 + (landings + 2) / branches runs per branch.
    expect(runs()).toBe(3 + 3 * ((1 + 2) / 3));
  });

  it('switches to paired, pairs made together, when the confirming run differs', async () => {
    await setUp(EXACT_EVAL);
    // The branch makes its own score noisy: the evaluator is deterministic on trunk only.
    const noisyBranch = EXACT_EVAL.replace(
      'echo "{\\"score\\": $s}"',
      'echo "{\\"score\\": $s.$(od -An -N2 -tu2 /dev/urandom | tr -d \' \')1}"',
    );
    repo.commit('arbor/flaky', { 'solution.txt': '7\n', 'eval.sh': { executable: noisyBranch } });
    const flaky = await gate<PairedJudgement>('verify', 'arbor/flaky');
    expect(flaky.verdict.judgement.rule).toBe('paired');
    expect(flaky.verdict.judgement.chosen_by).toMatch(/but the candidate's two runs differ/);
    expect(flaky.verdict.judgement.together).toBe(true);
    // Trunk twice, the candidate twice, then every pair made fresh on both sides.
    const { pairs } = flaky.verdict.judgement;
    expect(flaky.verdict.judgement.runs).toEqual({
      trunk: { fresh: 2 + pairs, reused: 0 },
      candidate: { fresh: 2 + pairs, reused: 0 },
    });
  });
});

describe('auto on a noisy evaluator', () => {
  it('learns from trunk only: a wrong answer judged first (0 on every run) does not make it deterministic', async () => {
    await setUp(UNSEEDED_EVAL);
    repo.commit('arbor/wrong', { 'solution.txt': 'wrong\n' });
    const wrong = await gate<PairedJudgement>('merge', 'arbor/wrong');
    expect(wrong.code).toBe(1);
    expect(wrong.verdict.judgement.rule).toBe('paired');
    repo.commit('arbor/same', { 'solution.txt': '5\n', 'notes.txt': 'a\n' });
    const same = await gate<PairedJudgement>('merge', 'arbor/same');
    expect(same.verdict.judgement.rule).toBe('paired');
    expect(same.verdict.judgement.chosen_by).toMatch(
      /^auto: paired, pairs made together .*: trunk's runs differ/,
    );
  });

  it('makes pairs together when the seed does not set the noise, and reuses only whole pairs', async () => {
    await setUp(UNSEEDED_EVAL);
    repo.commit('arbor/same', { 'solution.txt': '5\n', 'notes.txt': 'a\n' });
    const first = await gate<PairedJudgement>('verify', 'arbor/same');
    const judged = first.verdict.judgement;
    expect(judged).toMatchObject({ rule: 'paired', together: true });
    expect(judged.chosen_by).toMatch(/two runs on one seed differ/);
    // Trunk's checks (seeds 1 and 2, then seed 1 again), then both sides of every pair run here.
    expect(judged.runs).toEqual({
      trunk: { fresh: 3 + judged.pairs, reused: 0 },
      candidate: { fresh: judged.pairs, reused: 0 },
    });
    // The same judgement again: the pairs made together are reused whole, trunk's other runs are not.
    const again = await gate<PairedJudgement>('verify', 'arbor/same');
    const reused = again.verdict.judgement.runs;
    expect(reused?.trunk.reused).toBe(reused?.candidate.reused);
    expect(reused?.trunk.reused).toBeGreaterThanOrEqual(
      Math.min(judged.pairs, again.verdict.judgement.pairs),
    );
    expect(reused?.trunk.fresh).toBe(reused?.candidate.fresh);
  });

  it("seed-set noise: trunk's side runs on each candidate's drawn seeds, never another candidate's", async () => {
    await setUp(SEEDED_EVAL);
    repo.commit('arbor/same', { 'solution.txt': '5\n', 'notes.txt': 'a\n' });
    const first = await gate<PairedJudgement>('merge', 'arbor/same');
    expect(first.verdict.judgement).toMatchObject({ rule: 'paired', together: false });
    expect(first.verdict.judgement.chosen_by).toMatch(/two runs on one seed agree/);
    // Trunk ran seeds 1, 2 and 1 again before the pairs. The pairs run on seeds drawn for the candidate's
    // tree (docs/every-run-counts.md), so trunk's side of each is its own run: seed-set noise keeps
    // per-seed reuse, but a branch cannot know its seeds, and no two candidates share them.
    expect(first.verdict.judgement.runs?.trunk).toEqual({
      fresh: 3 + first.verdict.judgement.pairs,
      reused: 0,
    });
    repo.commit('arbor/other', { 'solution.txt': '5\n', 'notes.txt': 'b\n' });
    const second = await gate<PairedJudgement>('merge', 'arbor/other');
    expect(second.verdict.judgement.runs?.trunk).toEqual({
      fresh: second.verdict.judgement.pairs,
      reused: 0,
    });
    expect(second.verdict.judgement.seeds).not.toEqual(first.verdict.judgement.seeds);
  });
});

describe('auto on an evaluation that breaks once trunk has a history', () => {
  /** The evaluation's environment (a virtualenv, a cache): the command fails on every tree without it. */
  const environment = () => join(repo.root, 'environment');
  const guarded = () => [
    '--eval-cmd-test',
    `[ -f ${environment()} ] || { echo "ModuleNotFoundError: No module named 'numpy'"; exit 1; }; sh {cwd}/eval.sh ${record}`,
  ];
  const scoredLines = () => repo.ledgerLines().filter((line) => line.score !== null).length;

  it("noisy, pairs made together: trunk's side failing is evaluation_broken, exit 3, no score recorded", async () => {
    await setUp(UNSEEDED_EVAL);
    writeFileSync(environment(), '');
    repo.commit('arbor/same', { 'solution.txt': '5\n', 'notes.txt': 'a\n' });
    const first = await gate<PairedJudgement>('verify', 'arbor/same', guarded());
    expect(first.verdict.judgement).toMatchObject({ rule: 'paired', together: true });
    const scored = scoredLines();

    rmSync(environment());
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    const broken = await gate<PairedJudgement>('verify', 'arbor/up', guarded());
    expect(broken.code).toBe(3);
    expect(broken.verdict).toMatchObject({
      decision: 'error',
      score: null,
      reasons: [
        {
          code: 'evaluation_broken',
          message: expect.stringMatching(/broken on trunk itself.*paired run on seed \d+, trunk/),
        },
      ],
    });
    // The history answered (no check of trunk's first): the first pair's trunk side ran, and failed.
    expect(broken.verdict.judgement.runs).toEqual({
      trunk: { fresh: 1, reused: 0 },
      candidate: { fresh: 0, reused: 0 },
    });
    expect(renderVerdictText(broken.verdict)).toMatch(
      /trunk's log, last lines:\n(?: {4}\| .*\n)* {4}\| ModuleNotFoundError: No module named 'numpy'\n/,
    );
    expect(scoredLines()).toBe(scored);
  });

  it("noisy, the seed's share unknown: trunk's seed check failing is evaluation_broken, no rule chosen", async () => {
    await setUp(UNSEEDED_EVAL);
    writeFileSync(environment(), '');
    repo.commit('arbor/same', { 'solution.txt': '5\n', 'notes.txt': 'a\n' });
    // Trunk's history: two runs on two seeds (single measuring its reference), which differ.
    await gate('verify', 'arbor/same', [...guarded(), '--judge', 'single', '--eval-repeats', '2']);
    const scored = scoredLines();

    rmSync(environment());
    const broken = await gate<PairedJudgement>('verify', 'arbor/same', guarded());
    expect(broken.code).toBe(3);
    expect(broken.verdict.reasons).toEqual([
      {
        code: 'evaluation_broken',
        message: expect.stringMatching(
          /broken on trunk itself.*auto: the run of trunk \([0-9a-f]{12}\) on seed \d+/,
        ),
      },
    ]);
    expect(broken.verdict.judgement.chosen_by).toMatch(
      /^auto: no rule chosen: the run of trunk \([0-9a-f]{12}\) on seed \d+ gave no score while learning the evaluator's noise$/,
    );
    expect(broken.verdict.judgement.runs?.trunk).toEqual({ fresh: 1, reused: 0 });
    expect(scoredLines()).toBe(scored);
  });

  it("deterministic: the branch's run failing, then trunk's run with the same settings, is evaluation_broken", async () => {
    await setUp(EXACT_EVAL);
    writeFileSync(environment(), '');
    repo.commit('arbor/same', { 'solution.txt': '5\n', 'notes.txt': 'a\n' });
    expect((await gate('verify', 'arbor/same', guarded())).verdict.judgement.rule).toBe('deterministic');
    const scored = scoredLines();

    rmSync(environment());
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    const broken = await gate<DeterministicJudgement>('verify', 'arbor/up', guarded());
    expect(broken.code).toBe(3);
    expect(broken.verdict.reasons).toEqual([
      {
        code: 'evaluation_broken',
        message: expect.stringMatching(
          /broken on trunk itself.*run once with the same settings after the branch's run failed, fails too/,
        ),
      },
    ]);
    // The judgement says what ran: no trunk check (the history's two runs answered), the branch's
    // run, trunk's.
    expect(broken.verdict.judgement).toMatchObject({
      rule: 'deterministic',
      trunk: 5,
      candidate: [],
      runs: { trunk: { fresh: 1, reused: 2 }, candidate: { fresh: 1, reused: 0 } },
      evaluations: 2,
    });
    expect(broken.verdict.attempts.map((a) => a.side)).toEqual(['candidate', 'trunk']);
    expect(scoredLines()).toBe(scored);
  });
});

describe("the candidate's seeds", () => {
  const predictable = (verdict: Verdict) =>
    verdict.warnings.filter((w) => w.startsWith('the seeds are 1, 2, 3'));

  it('are drawn for its tree under the ledger key, also for the deterministic run and its confirmation', async () => {
    await setUp(EXACT_EVAL);
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    const up = await gate<DeterministicJudgement>('verify', 'arbor/up');
    expect(up.verdict.judgement.candidate).toEqual([7, 7]);
    const seeds = readFileSync(record, 'utf8')
      .trim()
      .split('\n')
      .filter((line) => line.endsWith(' 7'))
      .map((line) => Number(line.split(' ')[0]));
    expect(seeds).toHaveLength(2);
    expect(seeds.filter((seed) => seed <= 2)).toEqual([]);
    expect(predictable(up.verdict)).toEqual([]);
  });

  it('without a key are 1, 2, 3, ...: one warning, naming the settings that draw them', async () => {
    await setUp(SEEDED_EVAL);
    repo.commit('arbor/same', { 'solution.txt': '5\n', 'notes.txt': 'a\n' });
    const same = await gate<PairedJudgement>('verify', 'arbor/same', ['--no-ledger']);
    expect(same.verdict.judgement.pairs).toBeGreaterThan(1);
    expect(same.verdict.judgement.seeds).toEqual(
      Array.from({ length: same.verdict.judgement.pairs }, (_, i) => i + 1),
    );
    const [warning, ...more] = predictable(same.verdict);
    expect(more).toEqual([]);
    expect(warning).toMatch(/--no-ledger/);
    expect(warning).toMatch(/--ledger-key/);
    expect((warning as string).length).toBeLessThanOrEqual(200);
  });
});

describe('single and paired when asked for', () => {
  it('judge as before: no choice recorded, no counts added to single', async () => {
    await setUp(SEEDED_EVAL);
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    const single = await gate('verify', 'arbor/up', ['--judge', 'single', '--test-trunk-score', '5']);
    expect(single.verdict.judgement).toEqual({ rule: 'single' });
    expect(runs()).toBe(1);
    const paired = await gate<PairedJudgement>('verify', 'arbor/up', ['--judge', 'paired', '--no-ledger']);
    expect(paired.verdict.judgement.rule).toBe('paired');
    expect(paired.verdict.judgement).not.toHaveProperty('chosen_by');
    expect(paired.verdict.judgement).not.toHaveProperty('together');
  });
});
