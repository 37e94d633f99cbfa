/**
 * The paired judgement (issue 17) through the CLI entry, on real repositories: trunk and the candidate
 * get the same seeds in counterbalanced alternation, every run starts from a clean tree (single mode
 * too), a failed half pair ends the judgement, and the record carries the candidate's mean. The
 * settings that cannot go together are in settings.test.ts.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PairedJudgement, Verdict } from '../../src/gate/verdict.js';
import { gateInProcess } from '../helpers/gate-cli.js';
import { createGateRepo, TRUNK, warningsBesideIsolation, type GateRepo } from '../helpers/gate-repo.js';
import { seedsOf } from '../helpers/seeds.js';

/**
 * Prints solution.txt with the seed as its decimals, and records what it saw: ARBOR_SEED, {seed},
 * solution. With a `fail-second` file, a tree that is not trunk's fails its second run.
 */
const SEEDED_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
s=$(cat solution.txt)
echo "$ARBOR_SEED $1 $s" >> "$2"
[ -f fail-second ] && [ "$s" != 5 ] && [ "$(grep -c " $s$" "$2")" -ge 2 ] && exit 1
echo "{\\"score\\": $s.$1}"
`;

/** Scores 1 on a clean tree, HOME and TMPDIR, 0 when an earlier run left a file in any of them. */
const LEFTOVER_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
s=1
for f in left-behind "$HOME/left-behind" "$TMPDIR/left-behind"; do
  [ -e "$f" ] && s=0
  touch "$f"
done
echo "{\\"score\\": $s}"
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

function gate(args: string[]) {
  return gateInProcess<Verdict & { judgement: PairedJudgement }>(repo, [...args, '--eval-isolation', 'none']);
}

describe('paired', () => {
  it('measures trunk and the candidate on the same seeds, T1 C1, C2 T2, T3 C3, and records the mean', async () => {
    await setUp(SEEDED_EVAL);
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    const { code, verdict, io } = await gate([
      'merge',
      '--source',
      'arbor/up',
      '--judge',
      'paired',
      '--test-trunk-score',
      '9',
      '--eval-cmd-test',
      `sh {cwd}/eval.sh {seed} ${record}`,
    ]);
    expect(code).toBe(0);
    // The candidate's seeds, drawn from the ledger key and its tree; trunk's side runs on them too.
    const [a, b, c] = await seedsOf(repo, 'arbor/up', 3);
    expect(readFileSync(record, 'utf8').trim().split('\n')).toEqual([
      `${a} ${a} 5`,
      `${a} ${a} 7`,
      `${b} ${b} 7`,
      `${b} ${b} 5`,
      `${c} ${c} 5`,
      `${c} ${c} 7`,
    ]);
    const mean = (side: number) =>
      [a, b, c].reduce((sum: number, seed) => sum + Number(`${side}.${String(seed)}`), 0) / 3;
    expect(verdict).toMatchObject({ decision: 'merged', score: expect.closeTo(mean(7), 10) });
    expect(verdict.judgement).toMatchObject({
      rule: 'paired',
      confidence: 0.95,
      pairs: 3,
      seeds: [a, b, c],
      trunk: { mean: expect.closeTo(mean(5), 10) },
      candidate: { mean: expect.closeTo(mean(7), 10) },
      difference: { mean: expect.closeTo(2, 10), lower: expect.closeTo(2, 10), upper: expect.closeTo(2, 10) },
      stopped: 'early',
      evaluations: 6,
    });
    expect(verdict.attempts.map((at) => `${at.side}:${at.seed}`)).toEqual([
      `trunk:${a}`,
      `candidate:${a}`,
      `candidate:${b}`,
      `trunk:${b}`,
      `trunk:${c}`,
      `candidate:${c}`,
    ]);
    // The recorded test_trunk_score (9) is for information only: the paired trunk is the bar.
    expect(verdict.references.test_trunk_score).toBe(9);
    expect(repo.git(['log', '-1', '--format=%B', `origin/${TRUNK}`])).toMatch(/^Arbor-Score: 7\.\d+$/m);
    expect(io.err()).toContain(
      `judgement paired at confidence 0.95: 3 pair(s) on seeds ${a}, ${b}, ${c}, 6 evaluation(s)`,
    );
    const report = readFileSync(join(repo.root, 'REPORT.md'), 'utf8');
    expect(report).toContain('### Paired judgement');
    expect(report).toContain('xychart-beta');
    expect(report).toMatch(/\| candidate \| 7\.\d+ \|/);
  });

  it('beats trunk in pairs but not a stored test_baseline_score: rejected, saying the baseline is one stored number', async () => {
    await setUp(SEEDED_EVAL);
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    const { code, verdict } = await gate([
      'verify',
      '--source',
      'arbor/up',
      '--judge',
      'paired',
      '--test-baseline-score',
      '9',
      '--eval-cmd-test',
      `sh {cwd}/eval.sh {seed} ${record}`,
    ]);
    expect(code).toBe(1);
    expect(verdict.judgement.difference?.lower).toBeGreaterThan(0);
    expect(verdict.reasons).toEqual([
      {
        code: 'not_improved',
        message: expect.stringMatching(
          /^the candidate's mean: .*test_baseline_score.*; test_baseline_score is a stored number, not measured in this judgement, and trunk's runs here vary by sd [0-9.]+: if it was one run, re-measure it or unset it$/,
        ),
      },
    ]);
  });

  it('ends as eval_failed when one run of a pair gives no score: nothing is judged on half a pair', async () => {
    await setUp(SEEDED_EVAL);
    repo.commit('arbor/flaky', { 'solution.txt': '7\n', 'fail-second': '' });
    const { code, verdict } = await gate([
      'verify',
      '--source',
      'arbor/flaky',
      '--judge',
      'paired',
      '--eval-cmd-test',
      `sh {cwd}/eval.sh {seed} ${record}`,
    ]);
    expect(code).toBe(1);
    const [a, b] = await seedsOf(repo, 'arbor/flaky', 2);
    expect(verdict.reasons).toEqual([
      expect.objectContaining({
        code: 'eval_failed',
        message: expect.stringMatching(new RegExp(`seed ${b}, candidate .*half a pair`)),
      }),
    ]);
    expect(verdict.score).toBeNull();
    expect(verdict.judgement).toMatchObject({ pairs: 1, difference: null, evaluations: 3 });
    // Pair 2 starts with the candidate (counterbalanced); its trunk half never ran.
    expect(readFileSync(record, 'utf8').trim().split('\n')).toEqual([
      `${a} ${a} 5`,
      `${a} ${a} 7`,
      `${b} ${b} 7`,
    ]);
  });

  it('starts every run of both sides clean: a file left in the tree, HOME or TMPDIR is not seen again', async () => {
    await setUp(LEFTOVER_EVAL);
    repo.commit('arbor/same', { 'solution.txt': '5\n', 'other.txt': 'x\n' });
    const { verdict } = await gate([
      'verify',
      '--source',
      'arbor/same',
      '--judge',
      'paired',
      '--min-repeats',
      '2',
      '--max-repeats',
      '2',
      '--eval-cmd-test',
      'sh {cwd}/eval.sh',
    ]);
    const [a, b] = await seedsOf(repo, 'arbor/same', 2);
    expect(verdict.judgement.samples).toEqual([
      { seed: a, trunk: 1, candidate: 1 },
      { seed: b, trunk: 1, candidate: 1 },
    ]);
    expect(verdict.reasons).toEqual([expect.objectContaining({ code: 'not_significant' })]);
    expect(verdict.judgement.stopped).toBe('cap');
  });
});

/** `verify` in single mode with three repeats against a recorded trunk score. */
const verifyRepeats = (source: string, reference: string, command: string) =>
  gate([
    'verify',
    '--source',
    source,
    '--test-trunk-score',
    reference,
    '--eval-repeats',
    '3',
    '--judge',
    'single',
    '--eval-cmd-test',
    command,
  ]);

/** Edits itself (a protected file) when it runs on trunk's tree (solution 5), then scores. */
const TAMPERING_ON_TRUNK_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
[ "$(cat solution.txt)" = 5 ] && echo '# edited' >> eval.sh
echo "{\\"score\\": $(cat solution.txt)}"
`;

describe('paired, the trunk side', () => {
  it('is watched for protected-file tampering like the candidate', async () => {
    await setUp(TAMPERING_ON_TRUNK_EVAL);
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    const { code, verdict } = await gate([
      'verify',
      '--source',
      'arbor/up',
      '--judge',
      'paired',
      '--protected',
      'eval.sh',
      '--eval-cmd-test',
      'sh {cwd}/eval.sh',
    ]);
    expect(code).toBe(1);
    expect(verdict.reasons).toEqual([expect.objectContaining({ code: 'protected_tamper' })]);
    expect(verdict.protected_violations).toEqual(['eval.sh']);
    expect(verdict.attempts.map((a) => a.side)).toEqual(['trunk']);
  });
});

describe('single', () => {
  it("gives every repeat a fresh tree, HOME and TMPDIR, and the N seeds drawn for the candidate's tree", async () => {
    await setUp(LEFTOVER_EVAL);
    repo.commit('arbor/same', { 'solution.txt': '5\n', 'other.txt': 'x\n' });
    const { verdict } = await verifyRepeats('arbor/same', '0', 'sh {cwd}/eval.sh');
    expect(verdict.repeats?.scores).toEqual([1, 1, 1]);
    expect(verdict.judgement).toEqual({ rule: 'single' });
    expect(verdict.attempts.map((a) => a.seed)).toEqual(await seedsOf(repo, 'arbor/same', 3));
  });

  it('warns when the mean of the repeats beats the reference by less than two standard errors', async () => {
    await setUp(SEEDED_EVAL);
    repo.commit('arbor/up', { 'solution.txt': '5\n' });
    // The repeats run on seeds drawn for the tree, so the score counts the runs instead: 5.1, 5.2, 5.3.
    const nth = `n=$(($(wc -l < ${record} 2>/dev/null || echo 0) + 1)); echo run >> ${record}; echo "{\\"score\\": 5.$n}"`;
    const { verdict } = await verifyRepeats('arbor/up', '5.15', nth);
    // 5.1, 5.2, 5.3: mean 5.2, 0.05 above the reference, two standard errors 0.115.
    expect(verdict.decision).toBe('would_merge');
    // The score ledger, which has just recorded the three runs, says the same from its history.
    expect(warningsBesideIsolation(verdict)).toEqual([
      expect.stringMatching(
        /^the ledger holds 3 runs of the candidate .* the evaluator is noisy; judge with --judge paired$/,
      ),
      expect.stringMatching(/within noise; --judge paired/),
    ]);
  });
});
