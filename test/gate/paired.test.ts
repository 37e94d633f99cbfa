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

/** Prints solution.txt plus a tenth per seed, and records what it saw: ARBOR_SEED, {seed}, solution. */
const SEEDED_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
s=$(cat solution.txt)
echo "$ARBOR_SEED $1 $s" >> "$2"
[ -f fail-on-seed ] && [ "$(cat fail-on-seed)" = "$1" ] && exit 1
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
    expect(readFileSync(record, 'utf8').trim().split('\n')).toEqual([
      '1 1 5',
      '1 1 7',
      '2 2 7',
      '2 2 5',
      '3 3 5',
      '3 3 7',
    ]);
    expect(verdict).toMatchObject({ decision: 'merged', score: 7.2 });
    expect(verdict.judgement).toMatchObject({
      rule: 'paired',
      confidence: 0.95,
      pairs: 3,
      seeds: [1, 2, 3],
      trunk: { mean: 5.2, sd: expect.closeTo(0.1, 10) },
      candidate: { mean: 7.2 },
      difference: { mean: 2, lower: 2, upper: 2 },
      stopped: 'early',
      evaluations: 6,
    });
    expect(verdict.attempts.map((a) => `${a.side}:${a.seed}`)).toEqual([
      'trunk:1',
      'candidate:1',
      'candidate:2',
      'trunk:2',
      'trunk:3',
      'candidate:3',
    ]);
    // The recorded test_trunk_score (9) is for information only: the paired trunk is the bar.
    expect(verdict.references.test_trunk_score).toBe(9);
    expect(repo.git(['log', '-1', '--format=%B', `origin/${TRUNK}`])).toContain('Arbor-Score: 7.2');
    expect(io.err()).toMatch(
      /judgement paired at confidence 0\.95: 3 pair\(s\) on seeds 1, 2, 3, 6 evaluation\(s\)/,
    );
    const report = readFileSync(join(repo.root, 'REPORT.md'), 'utf8');
    expect(report).toContain('### Paired judgement');
    expect(report).toContain('xychart-beta');
    expect(report).toContain('| candidate | 7.2 |');
  });

  it('ends as eval_failed when one run of a pair gives no score: nothing is judged on half a pair', async () => {
    await setUp(SEEDED_EVAL);
    repo.commit('arbor/flaky', { 'solution.txt': '7\n', 'fail-on-seed': '2\n' });
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
    expect(verdict.reasons).toEqual([
      expect.objectContaining({
        code: 'eval_failed',
        message: expect.stringMatching(/seed 2, candidate .*half a pair/),
      }),
    ]);
    expect(verdict.score).toBeNull();
    expect(verdict.judgement).toMatchObject({ pairs: 1, difference: null, evaluations: 3 });
    // Seed 2 starts with the candidate (counterbalanced); its trunk half never ran.
    expect(readFileSync(record, 'utf8').trim().split('\n')).toEqual(['1 1 5', '1 1 7', '2 2 7']);
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
    expect(verdict.judgement.samples).toEqual([
      { seed: 1, trunk: 1, candidate: 1 },
      { seed: 2, trunk: 1, candidate: 1 },
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
  it('gives every repeat a fresh tree, HOME and TMPDIR, and the seeds 1..N', async () => {
    await setUp(LEFTOVER_EVAL);
    repo.commit('arbor/same', { 'solution.txt': '5\n', 'other.txt': 'x\n' });
    const { verdict } = await verifyRepeats('arbor/same', '0', 'sh {cwd}/eval.sh');
    expect(verdict.repeats?.scores).toEqual([1, 1, 1]);
    expect(verdict.judgement).toEqual({ rule: 'single' });
    expect(verdict.attempts.map((a) => a.seed)).toEqual([1, 2, 3]);
  });

  it('warns when the mean of the repeats beats the reference by less than two standard errors', async () => {
    await setUp(SEEDED_EVAL);
    repo.commit('arbor/up', { 'solution.txt': '5\n' });
    const { verdict } = await verifyRepeats('arbor/up', '5.15', `sh {cwd}/eval.sh {seed} ${record}`);
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
