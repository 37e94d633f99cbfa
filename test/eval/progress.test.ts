import { createEvalProgress, statusLine } from '../../src/eval/progress.js';
import type { Attempt } from '../../src/eval/types.js';

const start = { n: 1, repeat: 1, repeats: 1, atMost: false, scored: true, tryNumber: 1, maxTries: 3 };
const finished: Attempt = {
  n: 1,
  exit_code: 0,
  signal: null,
  timed_out: false,
  duration_s: 1.234,
  score: 0.83,
  log: '',
};

describe('eval progress', () => {
  it('writes plain lines when not interactive', () => {
    const out: string[] = [];
    const progress = createEvalProgress({ write: (t) => out.push(t), interactive: false });
    progress.onAttemptStart(start);
    progress.onLine('epoch 1', 1);
    progress.onLine('\x1b[31mwarn\x1b[0m', 1);
    progress.onAttemptEnd(finished);
    progress.onAttemptEnd({
      ...finished,
      n: 2,
      timed_out: true,
      signal: 'SIGTERM',
      exit_code: null,
      score: null,
    });
    progress.done();
    expect(out.join('')).toBe(
      'eval attempt 1/3 started\nepoch 1\n\x1b[31mwarn\x1b[0m\n' +
        'attempt 1 finished: exit 0 in 1.2s, score 0.83\n' +
        'attempt 2 finished: timed out in 1.2s, no score\n',
    );
  });

  it('redraws one status line in place, at most every redrawMs, on a terminal', () => {
    const out: string[] = [];
    let clock = 0;
    const progress = createEvalProgress({
      write: (t) => out.push(t),
      interactive: true,
      columns: 60,
      now: () => clock,
      redrawMs: 250,
    });
    progress.onAttemptStart({ ...start, repeats: 2 });
    clock = 100;
    progress.onLine('too soon', 1);
    clock = 2600;
    progress.onLine('loss 0.5', 1);
    progress.onAttemptEnd(finished);
    progress.done();
    expect(out).toEqual([
      '\r\x1b[Keval run 1/2, attempt 1/3 | 0s | ',
      '\r\x1b[Keval run 1/2, attempt 1/3 | 2s | loss 0.5',
      '\r\x1b[K',
      'attempt 1 finished: exit 0 in 1.2s, score 0.83\n',
    ]);
  });

  it("a judgement's cap reads as one (paired, auto stop before it); phase 1's clean exit is not 'no score'", () => {
    const out: string[] = [];
    const progress = createEvalProgress({ write: (t) => out.push(t), interactive: false });
    progress.onAttemptStart({ ...start, repeat: 3, repeats: 23, atMost: true, scored: false });
    progress.onAttemptEnd({ ...finished, score: null });
    progress.onAttemptEnd({ ...finished, n: 2, exit_code: 1, score: null });
    progress.onAttemptStart({ ...start, n: 3, repeat: 3, repeats: 23, atMost: true });
    progress.onAttemptEnd({ ...finished, n: 3 });
    expect(out.join('')).toBe(
      'eval run 3 of at most 23, attempt 1/3 started\n' +
        'attempt 1 finished: exit 0 in 1.2s, outputs written for phase 2 to score\n' +
        'attempt 2 finished: exit 1 in 1.2s, no score\n' +
        'eval run 3 of at most 23, attempt 1/3 started\n' +
        'attempt 3 finished: exit 0 in 1.2s, score 0.83\n',
    );
  });

  it('strips escape sequences from the status line and cuts it to the terminal width', () => {
    const line = statusLine('attempt 1/1', 3000, '\x1b[2Kdata\t' + 'x'.repeat(100), 30);
    expect(line).toBe('eval attempt 1/1 | 3s | datax');
    expect(line.length).toBe(29);
  });
});
