import { UserError } from '../../src/errors.js';
import { parseObjectLiteral } from '../../src/eval/literal.js';
import {
  compileScoreRegex,
  createScoreScanner,
  extractScore,
  MAX_SCORED_LINE_LENGTH,
  scoreFromFileText,
  WINDOW_OVERLAP,
} from '../../src/eval/score.js';

const score = (output: string, options = {}) => extractScore(output, options).score;

describe('JSON objects in the output', () => {
  it('reads a whole-line object and an object inside a line', () => {
    expect(score('{"score": 0.83, "n": 10}')).toBe(0.83);
    expect(score('result: {"score": 0.5} done')).toBe(0.5);
    expect(extractScore('{"score": 0.83}', {}).source).toBe('json');
  });

  it('takes the LAST object that carries a score key', () => {
    expect(score('{"score": 1e9}\nsome log\n{"score": 0.7}')).toBe(0.7);
    expect(score('{"score": 1e9} {"score": 0.6}')).toBe(0.6);
  });

  it('ignores later objects without a score key', () => {
    expect(score('{"score": 0.7}\n{"epoch": 3}')).toBe(0.7);
  });

  it('yields no score when the last object has NaN, and never falls back to an earlier fake', () => {
    // Python json.dumps writes bare NaN, which JSON.parse rejects.
    const output = '{"score": 1e9}\n{"score": NaN, "n": 100}';
    const reading = extractScore(output, {});
    expect(reading).toMatchObject({ score: null, source: 'json' });
    expect(reading.detail).toMatch(/NaN/);
    expect(score('{"score": 1e9}\n{"score": Infinity}')).toBeNull();
    expect(score('{"score": 1e9}\n{"score": -Infinity}')).toBeNull();
    expect(score('{"score": 5}\n{"score": null}')).toBeNull();
    expect(score('{"score": 5}\n{"score": "n/a"}')).toBeNull();
  });

  it('does not let text fallbacks revive a fake after a NaN object', () => {
    expect(score('score: 99\n{"score": NaN}')).toBeNull();
  });

  it('reads Python print(dict) output, including nan', () => {
    expect(score("{'score': 0.91, 'ok': True, 'x': None}")).toBe(0.91);
    expect(score("{'score': 1e9}\n{'score': nan}")).toBeNull();
  });

  it('uses key precedence score > primary_score > accuracy > acc within an object', () => {
    expect(score('{"acc": 0.5, "primary_score": 3, "score": 7}')).toBe(7);
    expect(score('{"acc": 0.5, "primary_score": 3}')).toBe(3);
    expect(score('{"acc": 0.5, "accuracy": 0.25}')).toBe(25);
  });

  it('scales accuracy/acc in [0,1] to percent, other keys and other ranges as they are', () => {
    expect(score('{"accuracy": 0.83}')).toBeCloseTo(83);
    expect(score('{"acc": 1}')).toBe(100);
    expect(score('{"acc": 83.5}')).toBe(83.5);
    expect(score('{"score": 0.83}')).toBe(0.83);
  });

  it('follows a dotted --score-key, and only that key', () => {
    const output = '{"metrics": {"test": {"f1": 0.42}}, "score": 9}';
    expect(score(output, { key: 'metrics.test.f1' })).toBe(0.42);
    expect(score('{"metrics.f1": 0.3}', { key: 'metrics.f1' })).toBe(0.3);
    expect(score('{"score": 9}', { key: 'metrics.f1' })).toBeNull();
    expect(score('{"acc": 0.5}', { key: 'acc' })).toBe(0.5);
  });

  it('accepts numeric strings as values', () => {
    expect(score('{"score": "0.75"}')).toBe(0.75);
  });
});

describe('text key: number', () => {
  it('reads key: number and key=number, case-insensitive, whole word', () => {
    expect(score('Score: 0.5')).toBe(0.5);
    expect(score('SCORE=0.25')).toBe(0.25);
    expect(score('val_score: 9\nf1: 0.4')).toBe(0.4);
    expect(score('accuracy_topk: 0.9')).toBeNull();
    expect(extractScore('loss: 1.5', {}).source).toBe('text');
  });

  it('takes the last occurrence of a key, on one line as across lines', () => {
    expect(score('score: 5\nscore: 6')).toBe(6);
    expect(score('score: 5 score=7')).toBe(7);
  });

  it('yields no score for score: nan after score: 5', () => {
    expect(score('score: 5\nscore: nan')).toBeNull();
    expect(score('score: 5\nscore = inf')).toBeNull();
    expect(score('score: 5\nscore: None')).toBeNull();
  });

  it("uses the first key in Arbor's order among the keys on one line", () => {
    expect(score('mae: 3 loss: 2 val_bpb: 1.1')).toBe(1.1);
    expect(score('rmse=3, loss=2')).toBe(2);
    // Text accuracy/acc is not scaled (Arbor scales JSON values only).
    expect(score('acc: 0.5 f1: 0.9')).toBe(0.5);
    expect(score('epoch 3 loss: 0.3 primary_score: 4 accuracy: 0.9')).toBe(4);
  });

  it('uses --score-key as the text key', () => {
    expect(score('bleu: 31.2\nscore: 1', { key: 'bleu' })).toBe(31.2);
  });
});

describe('the key decides first, then its last occurrence', () => {
  it('lets a later text result beat an earlier JSON object (the fake printed by the branch)', () => {
    const reading = extractScore('{"score": 1e9}\nscore: 0.5', {});
    expect(reading).toMatchObject({ score: 0.5, source: 'text' });
    expect(reading.detail).toMatch(/line 2: "score" as "key: <number>" text, its last occurrence/);
    // The documented weakness: a branch's higher-ranked key beats the evaluator's lower one, unless pinned.
    expect(score("{'score': 1e9}\naccuracy=0.8")).toBe(1e9);
    expect(score("{'score': 1e9}\naccuracy=0.8", { key: 'accuracy' })).toBe(0.8);
  });

  it('lets a later JSON object beat earlier text of the same key, never of a lower key', () => {
    expect(score('score: 1e9\nval_bpb: 3\n{"score": 0.25}')).toBe(0.25);
    expect(score('score: 1e9\nval_bpb: 3\n{"acc": 0.25}')).toBe(1e9);
  });

  it('yields no score when the last line has nan, inf, none or null text after a JSON fake', () => {
    for (const word of ['nan', 'inf', '-Infinity', 'none', 'null']) {
      const reading = extractScore(`{"score": 1e9}\nscore: ${word}`, {});
      expect(reading).toMatchObject({ score: null, source: 'text' });
    }
  });

  it('does not let a later line without a score key (or with another word) count', () => {
    expect(score('score: 0.5\n{"epoch": 3}\nscores: 9\nscore is 7\ndone')).toBe(0.5);
  });

  it('within one line, the later score decides: text after the last scoring object outranks it', () => {
    // A branch prints its fake without a newline; the evaluator's real result lands on the same line.
    expect(extractScore('{"score": 1e9}score: 0.5', {})).toMatchObject({ score: 0.5, source: 'text' });
    expect(extractScore('{"score": 1e9} score: nan', {})).toMatchObject({ score: null, source: 'text' });
    expect(extractScore('score: 1e9{"score": 0.5}', {})).toMatchObject({ score: 0.5, source: 'json' });
  });

  it('on one line too, the key decides first, then the later occurrence', () => {
    expect(score('score: 0.1 {"acc": 0.5}')).toBe(0.1);
    expect(score('score: 0.1 {"score": 0.5}')).toBe(0.5);
    expect(score('{"score": 0.8, "loss": 0.2}')).toBe(0.8);
    expect(score('loss: 0.2 score: 0.1')).toBe(0.1);
  });

  it('does not judge on a loss line that follows the JSON result (issue 11)', () => {
    expect(score('{"score": 0.8}\nloss: 0.3')).toBe(0.8);
    expect(score('{"score": 0.8}\n{"epoch": 3, "loss": 0.2}')).toBe(0.8);
    expect(score('{"score": 0.8}\nloss: 0.3', { key: 'score' })).toBe(0.8);
  });

  it('narrows both JSON and text to --score-key', () => {
    expect(score('{"f1": 0.4}\nscore: 0.9\n{"score": 0.7}', { key: 'f1' })).toBe(0.4);
    expect(score('{"f1": 0.4}\nF1=0.6\nscore: 0.9', { key: 'f1' })).toBe(0.6);
    expect(score('{"f1": 0.4}\nf1: nan\nscore: 0.9', { key: 'f1' })).toBeNull();
  });
});

describe('--score-regex', () => {
  it('replaces the JSON and text rules and takes the last match', () => {
    const options = { regex: 'BLEU = ([0-9.]+)' };
    expect(score('BLEU = 20.1\n{"score": 5}\nBLEU = 21.5\nscore: 3', options)).toBe(21.5);
    expect(score('{"score": 5}', options)).toBeNull();
    expect(extractScore('{"score": 5}', options).detail).toMatch(/--score-regex/);
  });

  it('yields no score when the last match is not a finite number', () => {
    expect(score('R=5\nR=nan', { regex: 'R=(\\S+)' })).toBeNull();
  });

  it('refuses an invalid pattern or one without exactly one group, naming the flag', () => {
    expect(() => compileScoreRegex('(')).toThrow(UserError);
    expect(() => compileScoreRegex('score')).toThrow(
      /--score-regex: expected exactly one capture group, found 0/,
    );
    expect(() => compileScoreRegex('(a)(b)')).toThrow(/found 2/);
    expect(compileScoreRegex('a|(b)').source).toBe('a|(b)');
  });
});

describe('score file text', () => {
  it('reads the key like an output object and decides even when the value is NaN', () => {
    expect(scoreFromFileText('{"accuracy": 0.5}', undefined, 's.json')).toMatchObject({
      score: 50,
      source: 'file',
    });
    expect(scoreFromFileText('{"m": {"r2": 0.1}}', 'm.r2', 's.json').score).toBe(0.1);
    expect(scoreFromFileText('{"score": NaN}', undefined, 's.json')).toMatchObject({
      score: null,
      source: 'file',
    });
  });

  it('leaves the decision to the output when the file holds no object or no key', () => {
    expect(scoreFromFileText('not json', undefined, 's.json').source).toBeNull();
    expect(scoreFromFileText('{"other": 1}', undefined, 's.json').source).toBeNull();
  });
});

describe('streaming', () => {
  it('gives the same answer line by line as over the whole text', () => {
    const outputs = [
      '{"score": 1e9}\nscore: 4\n{"score": NaN}\n',
      '{"score": 1e9}\nscore: 0.5\n{"epoch": 2}\n',
      'loss: 0.3 acc: 0.9\n{"score": 0.8} loss: 0.1\nrmse=2',
      'loss=0.5\r\nacc: 0.75\r\n',
      'noise {"a": {"b": 1}} {"acc": 0.2}\nval_bpb=1.3',
      '',
    ];
    for (const output of outputs) {
      const scanner = createScoreScanner({});
      for (const line of output.split('\n')) scanner.feed(line.replace(/\r$/, ''));
      expect(scanner.result()).toEqual(extractScore(output, {}));
    }
  });

  it('scans lines longer than the cap too (issue 11): what they hold counts like any line', () => {
    const long = `{"score": 1} ${'x'.repeat(MAX_SCORED_LINE_LENGTH)}`;
    expect(score(`{"score": 2}\n${long}`)).toBe(1);
  });
});

describe('object literal reader', () => {
  it('reads JSON and Python literals and rejects other text', () => {
    expect(parseObjectLiteral('{"a": [1, 2.5e3, -Infinity], "b": {"c": "x\\"y"}}')).toEqual({
      a: [1, 2500, -Infinity],
      b: { c: 'x"y' },
    });
    expect(parseObjectLiteral("{'a': False, 'b': 'it\\'s'}")).toEqual({ a: false, b: "it's" });
    expect(parseObjectLiteral('[1]')).toBeUndefined();
    expect(parseObjectLiteral('{"a": 1} trailing')).toBeUndefined();
    expect(parseObjectLiteral('{"a": 1,}')).toBeUndefined();
    expect(parseObjectLiteral(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`)).toBeUndefined();
  });
});

describe('issue 11: the key decides first, then the position', () => {
  // [output, expected score (null = no score), the key that decided or null]
  const table: Array<[string, string, number | null, string | null]> = [
    ['JSON result then a train-loss line', '{"score": 0.1566}\nfinal train loss: 0.0412', 0.1566, 'score'],
    ['accuracy then f1', 'accuracy: 0.91\nf1: 0.88', 0.91, 'accuracy'],
    [
      "Arbor's zoo text after other lines",
      'loading data...\nepoch 1 loss=0.9\nscore: 0.1234',
      0.1234,
      'score',
    ],
    ['primary_score beats accuracy wherever it is', 'primary_score: 3\naccuracy: 0.9', 3, 'primary_score'],
    ['val_bpb over loss', 'step 100 loss: 3.2\nval_bpb: 1.05\nloss: 2.9', 1.05, 'val_bpb'],
    ['rmse before mae', 'mae: 0.3\nrmse: 0.5', 0.5, 'rmse'],
    ['only the last occurrence of the key counts', 'score: 1e9\nscore: 0.5\nloss: 9', 0.5, 'score'],
    ['a NaN last occurrence is no score', 'score: 0.5\n{"score": NaN}\nloss: 0.1', null, 'score'],
    ['JSON accuracy is scaled, text accuracy is not', '{"accuracy": 0.9}\naccuracy: 0.91', 0.91, 'accuracy'],
    ['quoted accuracy is JSON, scaled', 'x {"m": {"a": 1}, "accuracy": 0.9', 90, 'accuracy'],
    ['no score key at all', 'done\nepoch 3', null, null],
  ];
  test.each(table)('%s', (_label, output, expected, key) => {
    const reading = extractScore(output, {});
    expect(reading.score).toBe(expected);
    expect(reading.key).toBe(key);
  });

  it('names the line the score was read from, shortened and without control characters', () => {
    const reading = extractScore(`a\nb\n\x1b[1mscore: 0.5\x1b[0m ${'y'.repeat(500)}\nc`, {});
    expect(reading).toMatchObject({ score: 0.5, key: 'score', line: { number: 3 } });
    expect(reading.line?.text).toMatch(/^score: 0\.5 y+\.\.\.$/);
    expect(reading.line?.text.length).toBeLessThan(200);
  });

  it('warns when the key was not pinned and the output carries several keys', () => {
    expect(extractScore('{"score": 0.8}\nloss: 0.3', {}).warnings).toEqual([
      expect.stringMatching(/several score keys \(score, loss\); "score" decided .* pin it with --score-key/),
    ]);
    expect(extractScore('score: 1\nscore: 2', {}).warnings).toEqual([]);
    expect(extractScore('{"score": 0.8}\nloss: 0.3', { key: 'loss' }).warnings).toEqual([]);
  });
});

describe('issue 11: keys glued to a preceding fragment', () => {
  it('sees a key glued to an unterminated fragment, and then cannot tell: no score, never the earlier fake', () => {
    const reading = extractScore('accuracy: 0.99\nxaccuracy: 0.4', {});
    expect(reading).toMatchObject({ score: null, key: 'accuracy', line: { number: 2 } });
    expect(reading.detail).toMatch(/glued to the text before it, so the gate cannot tell/);
    expect(score('score: 0.99\n0.5score: 0.4')).toBeNull();
    expect(score('score: 0.99\nval_score: 0.4')).toBeNull();
    expect(score('accuracy: 0.99\nxaccuracy: 0.4', { key: 'accuracy' })).toBeNull();
  });

  it('does not read a number that a key is glued to (`0.99score` is no 0.99)', () => {
    expect(score('score: 0.99score: 0.4')).toBeNull();
    expect(score('score: 0.5.')).toBe(0.5);
    expect(score('score: 0.5, loss: 2')).toBe(0.5);
    expect(score('score: 5abc')).toBeNull();
  });

  it('cannot tell when a glued higher-ranked key follows the decision (it may be the evaluator’s)', () => {
    expect(score('accuracy: 0.99\nxscore: 0.4')).toBeNull();
    // Before the decision it is harmless: the evaluator's later line decides.
    expect(score('xscore: 0.4\naccuracy: 0.9')).toBe(0.9);
    // A glued lower-ranked key changes nothing.
    expect(score('score: 0.5\nval_loss: 0.4')).toBe(0.5);
  });

  it('reads a word that is itself a key as that key, and a whole quoted key as another key', () => {
    expect(score('primary_score: 4')).toBe(4);
    expect(score('{"score": 0.8, "val_score": 0.7}')).toBe(0.8);
    expect(score('x {"m": {"a": 1}, "score": 0.8, "val_score": 0.7')).toBe(0.8);
    expect(score('f1_score: 0.8')).toBeNull();
  });

  it('a key after a non-word fragment is whole: the evaluator’s line decides', () => {
    expect(score('accuracy: 0.99\n- accuracy: 0.4')).toBe(0.4);
    expect(score('score: 0.99\n{"x": 1}score: 0.4')).toBe(0.4);
  });
});

describe('issue 11: lines longer than the in-memory limit', () => {
  const long = (fill: string) => fill.repeat(MAX_SCORED_LINE_LENGTH + 12_345);

  it('finds the evaluator’s score after a >1 MiB unterminated line, in any window', () => {
    expect(extractScore(`score: 0.99\n${long(' ')}score: 0.4`, {})).toMatchObject({
      score: 0.4,
      line: { number: 2 },
    });
    expect(score(`score: 0.99\n${long(' ')}{"score": 0.4} ${long(' ')}`)).toBe(0.4);
    // Around every window edge.
    for (const at of [
      MAX_SCORED_LINE_LENGTH - 5000,
      MAX_SCORED_LINE_LENGTH - 3,
      MAX_SCORED_LINE_LENGTH + 2,
    ]) {
      expect(score(`score: 0.99\n${' '.repeat(at)}score: 0.4 ${long('-')}`)).toBe(0.4);
    }
  });

  it('a >1 MiB fragment glued to the evaluator’s key is no score, never the earlier fake', () => {
    expect(score(`score: 0.99\n${long('x')}score: 0.4`)).toBeNull();
  });

  it('a number too long to read whole in its window is no score', () => {
    const digits = '9'.repeat(WINDOW_OVERLAP * 2);
    const at = MAX_SCORED_LINE_LENGTH - WINDOW_OVERLAP;
    const reading = extractScore(`score: 1\n${' '.repeat(at)}score: ${digits} ${long(' ')}`, {});
    expect(reading.score).toBeNull();
    expect(reading.detail).toMatch(/too long to read whole/);
  });

  it('with --score-regex, an overlong line after the last match means the gate cannot tell', () => {
    const options = { regex: 'R=(\\S+)' };
    expect(score(`R=5\n${long(' ')}R=1\nok`, options)).toBeNull();
    expect(extractScore(`R=5\n${long(' ')}`, options).detail).toMatch(/too long for --score-regex/);
    expect(score(`${long(' ')}\nR=5`, options)).toBe(5);
  });
});
