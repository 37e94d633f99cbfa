/**
 * No re-rolling (issue 36 item 4), through the CLI entry on real repositories with a bare remote:
 * every authenticated run of a tree counts. `verify --fresh` adds a run and never replaces one, so a
 * merge after lucky re-rolls judges on all of them (single and paired); and an attempt that printed a
 * low score and then a transient marker is not retried into a second draw.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import type { PairedJudgement, Verdict } from '../../src/gate/verdict.js';
import { captureIo } from '../helpers/cli-io.js';
import { DRAWING_EVAL } from '../helpers/drawing-eval.js';
import { gateArgs, gateInProcess } from '../helpers/gate-cli.js';
import { createGateRepo, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

/** The first attempt prints a low score, then a rate limit, and fails; any later attempt prints 9. */
const REROLLING_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
echo run >> "$1"
if [ "$(wc -l < "$1")" -eq 1 ]; then
  echo '{"score": 3}'
  echo 'error: rate limit exceeded, try again later'
  exit 1
fi
echo '{"score": 9}'
`;

let repo: GateRepo;
let counter: string;
let draws: string;

async function setUp(evaluator: string, drawn: number[] = []): Promise<void> {
  repo = await createGateRepo({ score: 5, files: { 'eval.sh': { executable: evaluator } } });
  counter = join(repo.root, 'runs');
  draws = join(repo.root, 'draws');
  writeFileSync(draws, drawn.map((d) => `${d}\n`).join(''));
  repo.commit('arbor/n1', { 'solution.txt': 'draw\n' });
}

afterEach(() => repo.cleanup());

function gate<V extends Verdict = Verdict>(mode: 'verify' | 'merge', extra: string[] = []) {
  return gateInProcess<V>(repo, [
    mode,
    '--source',
    'arbor/n1',
    '--eval-cmd-test',
    `sh {cwd}/eval.sh ${counter} ${draws}`,
    '--eval-isolation',
    'none',
    ...extra,
  ]);
}

const single = ['--judge', 'single', '--test-trunk-score', '5'];

describe('every run of a tree counts', () => {
  it('verify --fresh twice then merge judges on all three runs: the lucky third draw does not land', async () => {
    await setUp(DRAWING_EVAL, [3, 3, 8]);
    const first = await gate('verify', single);
    expect(first.verdict).toMatchObject({ decision: 'rejected', score: 3 });
    const second = await gate('verify', [...single, '--fresh']);
    expect(second.verdict).toMatchObject({ decision: 'rejected', score: 3 });
    expect(second.verdict.reused).toHaveLength(1);
    // The third draw alone (8) beats trunk's 5; the three runs' mean (14/3) does not.
    const third = await gate('verify', [...single, '--fresh']);
    expect(third.verdict.decision).toBe('rejected');
    expect(third.verdict.score).toBeCloseTo(14 / 3, 10);
    expect(third.verdict.repeats?.scores.sort()).toEqual([3, 3, 8]);

    const merged = await gate('merge', single);
    expect(merged.verdict.decision).toBe('rejected');
    expect(merged.verdict.score).toBeCloseTo(14 / 3, 10);
    expect((merged.verdict.reused ?? []).map((r) => r.score).sort()).toEqual([3, 3, 8]);
    expect(merged.verdict.attempts).toEqual([]);
    expect(repo.remoteSha(TRUNK)).toBe(repo.sha(`origin/${TRUNK}`));
  }, 180_000);

  it('a merge that lands names every run of the tree and records their mean', async () => {
    await setUp(DRAWING_EVAL, [6, 4, 8]);
    await gate('verify', single);
    await gate('verify', [...single, '--fresh']);
    const merged = await gate('merge', [...single, '--fresh']);
    expect(merged.verdict).toMatchObject({ decision: 'merged', score: 6 });
    expect(merged.verdict.reused).toHaveLength(2);
    const message = repo.git(['log', '-1', '--format=%B', `origin/${TRUNK}`]);
    expect(message).toMatch(/^Arbor-Score: 6$/m);
    expect(message).toMatch(/^Arbor-Ledger-Lines: \S+ \S+ \S+$/m);
  }, 180_000);

  it('paired: a fresh re-roll is added to the earlier runs on each seed, and the merge judges on both', async () => {
    // Trunk scores 5 on every run; the candidate draws 1 and 1.2 on seeds 1 and 2, then 8 and 8.4.
    await setUp(DRAWING_EVAL, [1, 1.2, 8, 8.4]);
    const paired = ['--judge', 'paired', '--min-repeats', '2', '--max-repeats', '2'];
    const first = await gate('verify', paired);
    expect(first.verdict.decision).toBe('rejected');
    const reroll = await gate<Verdict & { judgement: PairedJudgement }>('verify', [...paired, '--fresh']);
    // Seed 1: (1 + 8) / 2, seed 2: (1.2 + 8.4) / 2; the newest draws alone would beat trunk by 3.
    expect(reroll.verdict.judgement.samples.map((s) => s.candidate)).toEqual([4.5, 4.8]);
    expect(reroll.verdict.decision).toBe('rejected');
    const merged = await gate<Verdict & { judgement: PairedJudgement }>('merge', paired);
    expect(merged.verdict.decision).toBe('rejected');
    expect(merged.verdict.judgement.samples.map((s) => s.candidate)).toEqual([4.5, 4.8]);
    expect(merged.verdict.attempts).toEqual([]);
  }, 240_000);
});

describe('retries', () => {
  it('an attempt that printed a low score and then "rate limit" is not retried into a second draw', async () => {
    await setUp(REROLLING_EVAL);
    const io = captureIo(repo.work);
    const code = await main(
      gateArgs(repo, 'verify', 'arbor/n1', [
        ...single,
        '--eval-cmd-test',
        `sh {cwd}/eval.sh ${counter}`,
        '--eval-isolation',
        'none',
        '--eval-retries',
        '1',
        '--eval-retry-base-delay',
        '0.01',
        '--json',
        '--report',
        join(repo.root, 'REPORT.md'),
      ]),
      io,
    );
    const verdict = JSON.parse(io.out()) as Verdict;
    expect(code).toBe(1);
    expect(verdict).toMatchObject({ decision: 'rejected', score: 3 });
    expect(verdict.attempts.map((a) => [a.exit_code, a.score])).toEqual([[1, 3]]);
    expect(verdict.warnings.join('\n')).toMatch(/printed a score and then failed .*not retried/);
  }, 120_000);
});
