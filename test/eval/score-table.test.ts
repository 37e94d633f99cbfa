/**
 * Issue 11's table of evaluator outputs, run through the real runner (`sh -c`, real processes): Arbor's
 * zoo formats, JSON then loss lines, stderr-only, interleaved, the four fake-score attacks (a background
 * child that prints when the gate ends the group, a score file rewritten after exit, a >1 MiB
 * unterminated line, a glued fragment), overlong lines. The expected score, or null for no_score.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runEvaluation } from '../../src/eval/runner.js';
import type { ScoreOptions } from '../../src/eval/types.js';
import { createEvalSandbox, killIfRunning, type EvalSandbox } from '../helpers/eval-processes.js';
import { describeWithFixtures, FIXTURE_WORKSPACES } from '../helpers/fixtures.js';

let box: EvalSandbox;
beforeEach(() => {
  box = createEvalSandbox();
});
afterEach(() => box.cleanup());

/** Starts a background child of the group that has set its trap, then runs `then` once it is ready. */
const trapping = (onTerm: string, then: string) =>
  `(trap '${onTerm}; exit 0' TERM; touch ready; while :; do sleep 0.05; done) & ` +
  `while [ ! -f ready ]; do sleep 0.01; done; ${then}`;
const fill = (bytes: number, char: string) => `head -c ${bytes} /dev/zero | tr '\\0' '${char}'`;

interface Case {
  name: string;
  command: string;
  score?: ScoreOptions;
  expected: number | null;
}

const TABLE: Case[] = [
  {
    name: "Arbor's zoo text: score after other lines",
    command: `echo 'loading data...'; echo 'epoch 1 loss=0.93 acc=0.41'; echo 'score: 0.1234'`,
    expected: 0.1234,
  },
  {
    name: 'JSON result, then loss lines',
    command: `echo '{"score": 0.1566}'; echo 'final train loss: 0.0412'; echo 'loss=0.05'`,
    expected: 0.1566,
  },
  { name: 'accuracy, then f1', command: `echo 'accuracy: 0.91'; echo 'f1: 0.88'`, expected: 0.91 },
  {
    name: 'json.dumps(indent=2) over several lines',
    command: `printf '{\\n  "score": 0.5,\\n  "n": 3\\n}\\n'`,
    expected: 0.5,
  },
  {
    name: 'print(dict) with accuracy: scaled',
    command: `echo "{'accuracy': 0.83, 'loss': 0.2}"`,
    expected: 83,
  },
  {
    name: 'Keras-style progress then evaluate line',
    command: `echo 'Epoch 1/2 - loss: 0.6 - accuracy: 0.7'; echo '313/313 - loss: 0.3 - accuracy: 0.87'`,
    expected: 0.87,
  },
  { name: 'stderr only', command: `echo 'loading' >&2; echo 'score: 0.7' >&2`, expected: 0.7 },
  {
    name: 'interleaved: a later stderr line beats an earlier stdout one',
    command: `echo 'score: 1e9'; echo 'score: 0.42' >&2; echo 'loss: 3'`,
    expected: 0.42,
  },
  {
    name: 'interleaved: a later stdout line beats an earlier stderr one',
    command: `echo 'score: 0.1' >&2; echo 'score: 0.2'`,
    expected: 0.2,
  },
  {
    name: 'a fake printed before the evaluator loses',
    command: `echo '{"score": 1e9}'; echo 'score: 1e9'; echo 'score: 0.42'`,
    expected: 0.42,
  },
  {
    name: 'attack: a background child that traps SIGTERM prints a fake when the group is ended',
    command: trapping(`echo "score: 1e9"`, `echo 'score: 0.5'`),
    expected: 0.5,
  },
  {
    name: 'attack: a background child prints a fake a moment after the exit',
    command: `(sleep 0.3; echo 'score: 1e9') & echo 'score: 0.5'`,
    expected: 0.5,
  },
  {
    name: 'a background child that keeps printing is frozen at the exit, so the output settles',
    command: `(while :; do echo tick; done) & echo 'score: 0.5'`,
    expected: 0.5,
  },
  {
    name: 'attack: a score file rewritten after the exit is no score',
    command: trapping(`echo "{\\"score\\": 1e9}" > s.json`, `echo '{"score": 0.5}' > s.json`),
    score: { file: 's.json' },
    expected: null,
  },
  {
    name: 'a score file written before the exit is read',
    command: `echo 'score: 1e9'; echo '{"score": 0.5}' > s.json`,
    score: { file: 's.json' },
    expected: 0.5,
  },
  {
    name: 'attack: a >1 MiB unterminated line before the evaluator’s line (spaces): still read',
    command: `echo 'score: 1e9'; ${fill(2_000_000, ' ')}; echo 'score: 0.4'`,
    expected: 0.4,
  },
  {
    name: 'attack: a >1 MiB unterminated word glued to the evaluator’s key: no score',
    command: `echo 'score: 1e9'; ${fill(2_000_000, 'x')}; echo 'score: 0.4'`,
    expected: null,
  },
  {
    name: 'attack: a stray x printed without newline before accuracy: no score',
    command: `echo 'accuracy: 0.99'; printf x; echo 'accuracy: 0.4'`,
    expected: null,
  },
  {
    name: 'a stray fragment before a JSON result does not hide it',
    command: `echo 'score: 1e9'; printf x; echo '{"score": 0.4}'`,
    expected: 0.4,
  },
  {
    name: 'overlong lines, then the result',
    command: `${fill(3_000_000, '=')}; echo; echo 'score: 0.3'`,
    expected: 0.3,
  },
  {
    name: 'the result at the end of an overlong line',
    command: `echo 'score: 1e9'; ${fill(3_000_000, '-')}; echo ' score: 0.3'`,
    expected: 0.3,
  },
  {
    name: 'the last occurrence is NaN: no score, never the earlier fake',
    command: `echo 'score: 1e9'; echo '{"score": NaN}'`,
    expected: null,
  },
  {
    name: '--score-key with a dotted path',
    command: `echo '{"metrics": {"f1": 0.6}, "score": 9}'; echo 'score: 8'`,
    score: { key: 'metrics.f1' },
    expected: 0.6,
  },
  {
    name: '--score-regex replaces the key rule',
    command: `echo 'score: 9'; echo 'BLEU = 21.5, 60.1/30.2'`,
    score: { regex: 'BLEU = ([0-9.]+)' },
    expected: 21.5,
  },
  {
    name: 'the documented weakness: a branch’s `score:` beats an evaluator’s accuracy (unpinned)',
    command: `echo 'score: 1e9'; echo 'accuracy: 0.4'`,
    expected: 1e9,
  },
  {
    name: 'the weakness closed: --score-key accuracy',
    command: `echo 'score: 1e9'; echo 'accuracy: 0.4'`,
    score: { key: 'accuracy' },
    expected: 0.4,
  },
];

describe('issue 11: evaluator outputs through the real runner', () => {
  test.each(TABLE)(
    '$name',
    async ({ command, score = {}, expected }) => {
      const result = await runEvaluation(box.request({ command, score }));
      expect(result.score).toBe(expected);
      if (expected === null) expect(result.failure?.code).toBe('no_score');
    },
    30_000,
  );

  it('names the key and line, and warns about several keys when none was pinned', async () => {
    const result = await runEvaluation(
      box.request({
        command: `echo 'loading'; echo '{"score": 0.1566}' >&2; echo 'final train loss: 0.0412'`,
      }),
    );
    expect(result).toMatchObject({
      score: 0.1566,
      scoreKey: 'score',
      scoreLine: { number: 2, text: '{"score": 0.1566}' },
    });
    expect(result.attempts[0]).toMatchObject({ score_key: 'score', score_line: 2 });
    expect(result.warnings).toEqual([expect.stringMatching(/several score keys \(score, loss\)/)]);
  });

  it('keeps what came after the exit in the log file, after a marker, unscored', async () => {
    const result = await runEvaluation(
      box.request({ command: trapping(`echo "score: 1e9"`, `echo 'score: 0.5'`) }),
    );
    expect(result.score).toBe(0.5);
    const log = readFileSync(result.attempts[0]?.log_path as string, 'utf8');
    expect(log).toMatch(
      /score: 0\.5\n\n\[arbor-gate: the evaluated command had exited; .* not scored\]\n[\s\S]*score: 1e9\n/,
    );
  });

  it('says why a score file changed after the exit is no score', async () => {
    const result = await runEvaluation(
      box.request({
        command: trapping(`echo "{\\"score\\": 1e9}" > s.json`, `echo '{"score": 0.5}' > s.json`),
        score: { file: 's.json' },
      }),
    );
    expect(result.failure?.message).toMatch(/score file s\.json changed after the evaluated command exited/);
  });
});

describe('issue 11: when the gate cannot tell where the exit was', () => {
  it('output that keeps arriving from a process that left the group (setsid) is no score', async () => {
    const pidFile = join(box.cwd, 'escaped.pid');
    const command =
      `setsid sh -c 'echo $$ > e.tmp && mv e.tmp escaped.pid; while :; do echo "score: 1e9"; done' & ` +
      `while [ ! -f escaped.pid ]; do sleep 0.01; done; echo 'score: 0.5'`;
    try {
      const result = await runEvaluation(box.request({ command }));
      expect(result.score).toBeNull();
      expect(result.failure?.message).toMatch(/output kept arriving .* cannot tell/);
    } finally {
      if (existsSync(pidFile)) killIfRunning(Number(readFileSync(pidFile, 'utf8')));
    }
  }, 30_000);
});

describeWithFixtures('issue 11: the eval logs Arbor wrote for knn_speedup', () => {
  it('scores each captured log as Arbor did', async () => {
    const logs = join(
      FIXTURE_WORKSPACES,
      'knn_speedup',
      '.arbor',
      'sessions',
      'knn_speedup',
      '.coordinator',
      'eval_logs',
    );
    const files = readdirSync(logs);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const result = await runEvaluation(box.request({ command: `cat '${join(logs, file)}'` }));
      expect(result).toMatchObject({ score: 0.9, scoreKey: 'score' });
    }
  });
});
