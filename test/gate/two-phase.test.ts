/**
 * Two-phase evaluation (issue 24 item 1) through the gate on real repositories, in the shape of Arbor's
 * house_prices task: the branch's code (phase 1, `predict.sh`) writes `submission.csv`; the trusted
 * scorer (phase 2, protected `eval/score.sh`) compares it with the held-out `data/labels.csv`. Each
 * attack is one the branch makes for real; each fails to forge.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../../src/errors.js';
import { evaluatorId } from '../../src/ledger/evaluator.js';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';

const LABELS = 'id,y\n1,3\n2,5\n3,7\n';
/** Lists what phase 2's folder holds, then scores: how many rows of the submission match the labels. */
const SCORE_SH = `cd "$1"
echo "files: $(find . -type f ! -name .git | sort | tr '\\n' ' ')"
awk -F, 'NR==FNR { if (FNR > 1) want[$1] = $2; next } FNR > 1 && want[$1] == $2 { n++ } END { print "score: " (n + 0) }' data/labels.csv submission.csv
`;
/** The honest prediction: two of three right. */
const HONEST = `printf 'id,y\\n1,3\\n2,5\\n3,0\\n' > submission.csv`;
const FORGED = `printf 'id,y\\n1,3\\n2,5\\n3,7\\n'`;

let repo: GateRepo;
let outside: string;

beforeAll(async () => {
  repo = await createGateRepo({
    files: {
      'eval/score.sh': SCORE_SH,
      'data/labels.csv': LABELS,
      'predict.sh': `cd "$(dirname "$0")"\nprintf 'id,y\\n1,0\\n2,0\\n3,0\\n' > submission.csv\n`,
      'submission.csv': 'id,y\n',
    },
  });
  outside = mkdtempSync(join(repo.root, 'labels-outside-'));
  writeFileSync(join(outside, 'labels.csv'), LABELS);
});
afterAll(() => repo.cleanup());

const input = (branch: string, extra: Record<string, unknown> = {}) =>
  repo.input('verify', {
    source: branch,
    testTrunkScore: '0',
    protectedPaths: ['eval/**'],
    heldOut: ['data/labels.csv'],
    submissionPath: 'submission.csv',
    evalCmdTest: 'sh {cwd}/predict.sh',
    scoreCmdTest: 'sh {cwd}/eval/score.sh {cwd}',
    ...extra,
  });

function branchPredicting(name: string, script: string): string {
  repo.commit(name, { 'predict.sh': `cd "$(dirname "$0")"\n${script}\n` });
  return name;
}

describe('two-phase evaluation', () => {
  it('scores only phase 2, from a folder of trunk files and the declared outputs only', async () => {
    const branch = branchPredicting(
      'arbor/honest',
      `${HONEST}\necho "score: 99"\necho 'raise SystemExit' > json.py\nif test -e data/labels.csv; then echo LABELS-SEEN; fi`,
    );
    const verdict = await runGate(input(branch), repo.deps());
    expect(verdict.reasons).toEqual([]);
    expect(verdict.decision).toBe('would_merge');
    expect(verdict.score).toBe(2);
    expect(verdict.attempts.map((a) => [a.n, a.phase, a.score])).toEqual([
      [1, 1, null],
      [2, 2, 2],
    ]);
    expect(verdict.attempts[0]?.log).not.toContain('LABELS-SEEN');
    // Unisolated (eval-isolation none): the committed labels were readable from git, and it says so.
    expect(
      verdict.warnings.filter((w) => w.startsWith('two-phase evaluation without a mount namespace')),
    ).toHaveLength(1);
    expect(verdict.warnings.some((w) => w.startsWith('only a deny-list protects the scorer'))).toBe(false);
    // The session record stays hidden; json.py, predict.sh and the branch's other files are not there.
    expect(verdict.attempts[1]?.log).toContain(
      'files: ./data/labels.csv ./eval/score.sh ./submission.csv \n',
    );
  });

  it('phase 1 that reads the held-out labels into its submission finds none', async () => {
    const branch = branchPredicting(
      'arbor/reads-labels',
      `cp data/labels.csv submission.csv 2>/dev/null || ${HONEST}`,
    );
    const verdict = await runGate(input(branch), repo.deps());
    expect(verdict.score).toBe(2);
  });

  it('a submission that is a symlink to the labels is not given to the scorer', async () => {
    const branch = branchPredicting(
      'arbor/symlinked',
      `rm -f submission.csv; ln -s ${outside}/labels.csv submission.csv`,
    );
    const verdict = await runGate(input(branch, { heldOut: [outside] }), repo.deps());
    // This repository's trunk commits no predictor, so its own run (made once the branch's failed) fails
    // too: the verdict is evaluation_broken, never a score. What counts here is that no score was made.
    expect(verdict.decision).not.toBe('merged');
    expect(verdict.score).toBeNull();
    expect(verdict.warnings).toContain(
      'phase 2 (score-cmd-test) was not given a declared output: submission.csv: not a regular file or folder (a symlink is never followed)',
    );
  });

  it('a process phase 1 leaves behind cannot rewrite the submission after phase 1 ended', async () => {
    const branch = branchPredicting(
      'arbor/late-rewrite',
      `${HONEST}\nsetsid sh -c 'sleep 0.3; i=0; while [ $i -lt 500 ]; do ${FORGED.replace(/'/g, "'\\''")} > s.tmp; mv s.tmp submission.csv; sleep 0.01; i=$((i+1)); done' >/dev/null 2>&1 &\nsleep 0.2`,
    );
    const verdict = await runGate(input(branch), repo.deps());
    expect(verdict.score).toBe(2);
  });

  it('out-of-repository labels are copied for phase 2 and named in ARBOR_HELD_OUT', async () => {
    repo.commit('arbor/outside', {
      'predict.sh': `cd "$(dirname "$0")"\n${HONEST}\n`,
      'eval/score.sh': 'ignored',
    });
    const scorer = `cp "$ARBOR_HELD_OUT" {cwd}/data/labels.csv 2>/dev/null; sh {cwd}/eval/score.sh {cwd}`;
    const branch = branchPredicting('arbor/outside-honest', HONEST);
    const verdict = await runGate(
      input(branch, {
        heldOut: [`${outside}/labels.csv`],
        scoreCmdTest: `sh {cwd}/eval/score.sh {cwd} || ${scorer}`,
      }),
      repo.deps(),
    );
    expect(verdict.attempts.at(-1)?.log).toContain(`./.arbor-held-out${outside}/labels.csv`);
  });

  it('held-out without score-cmd-test is a configuration error naming both', async () => {
    await expect(runGate(input('arbor/honest', { scoreCmdTest: '' }), repo.deps())).rejects.toThrow(
      new UserError('--held-out: held-out paths need a two-phase evaluation: set --score-cmd-test too'),
    );
  });

  it('a branch that changes the held-out labels is refused like any protected path', async () => {
    repo.commit('arbor/new-labels', { 'data/labels.csv': 'id,y\n1,0\n2,0\n3,0\n' });
    const verdict = await runGate(input('arbor/new-labels'), repo.deps());
    expect(verdict.reasons.map((r) => r.code)).toEqual(['protected_path']);
  });
});

describe('two-phase with the paired judgement and the ledger', () => {
  it('paired: each side on each seed is a phase 1 then a phase 2 run, seeds reaching both phases', async () => {
    const branch = branchPredicting('arbor/paired', `${HONEST}\necho "seed $ARBOR_SEED"`);
    const verdict = await runGate(
      input(branch, {
        judge: 'paired',
        minRepeats: '2',
        maxRepeats: '2',
        testTrunkScore: '',
        scoreCmdTest: 'echo "scorer seed {seed} $ARBOR_SEED"; sh {cwd}/eval/score.sh {cwd}',
      }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('would_merge');
    // The sides alternate which goes first; each run is its phase 1 followed by its phase 2.
    const runs = verdict.attempts.map((a) => [a.side, a.seed, a.phase, a.score]);
    expect(runs).toHaveLength(8);
    for (let i = 0; i < 8; i += 2) {
      const [side, seed] = runs[i] as [string, number];
      expect([runs[i], runs[i + 1]]).toEqual([
        [side, seed, 1, null],
        [side, seed, 2, side === 'trunk' ? 0 : 2],
      ]);
    }
    expect(runs.map((r) => r[1]).sort()).toEqual([1, 1, 1, 1, 2, 2, 2, 2]);
    expect(verdict.attempts.filter((a) => a.phase === 2).map((a) => a.log.split('\n')[0])).toEqual(
      verdict.attempts.filter((a) => a.phase === 2).map((a) => `scorer seed ${a.seed} ${a.seed}`),
    );
  });

  it('the ledger keeps the two-phase run and reuses it: the second verify runs nothing', async () => {
    const branch = branchPredicting('arbor/ledgered', HONEST);
    const first = await runGate(input(branch, { ledger: true }), repo.deps());
    expect(first.score).toBe(2);
    const second = await runGate(input(branch, { ledger: true }), repo.deps());
    expect(second.attempts).toEqual([]);
    expect(second.reused?.map((line) => line.score)).toEqual([2]);
    // Another scorer is another evaluator: nothing is reused across it.
    const other = await runGate(
      input(branch, { ledger: true, scoreCmdTest: 'true; sh {cwd}/eval/score.sh {cwd}' }),
      repo.deps(),
    );
    expect(other.reused ?? []).toEqual([]);
    expect(other.attempts.map((a) => a.phase)).toEqual([1, 2]);
  });
});

describe('the evaluator id of a two-phase evaluation', () => {
  const parts = { command: 'sh eval.sh', score: {}, isolation: 'user+pidns', version: null };
  it('names the scorer and the held-out paths; single phase keeps its id', () => {
    const single = evaluatorId(parts);
    const two = evaluatorId({ ...parts, scorer: { command: 'sh score.sh', heldOut: ['data/labels.csv'] } });
    const other = evaluatorId({ ...parts, scorer: { command: 'sh score.sh', heldOut: ['/data/labels'] } });
    expect(new Set([single, two, other]).size).toBe(3);
    expect(single).toBe(evaluatorId({ ...parts }));
  });
});
