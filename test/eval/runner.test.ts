import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { InfraError, UserError } from '../../src/errors.js';
import { substituteCommand } from '../../src/eval/command.js';
import { isTransientOutput } from '../../src/eval/attempt-output.js';
import { backoffDelayMs, runEvaluation } from '../../src/eval/runner.js';
import {
  createEvalSandbox,
  isRunning,
  killIfRunning,
  pidsFrom,
  type EvalSandbox,
} from '../helpers/eval-processes.js';

let box: EvalSandbox;
beforeEach(() => {
  box = createEvalSandbox();
});
afterEach(() => box.cleanup());

/** Collects the lines the runner streams (stdout and stderr are one stream). */
function lineCollector() {
  const lines: string[] = [];
  return { lines, onLine: (line: string) => lines.push(line) };
}

describe('runEvaluation', () => {
  it('runs the command in cwd, streams lines and reads the score', async () => {
    const { lines, onLine } = lineCollector();
    const result = await runEvaluation(
      box.request({ command: `echo started; echo oops >&2; printf '{"score": 0.83}\\n'`, onLine }),
    );
    expect(result).toMatchObject({ score: 0.83, failure: null });
    expect(result.attempts).toHaveLength(1);
    expect(result.attempts[0]).toMatchObject({
      n: 1,
      exit_code: 0,
      signal: null,
      timed_out: false,
      score: 0.83,
    });
    // One stream, in the order written (issue 11).
    expect(lines).toEqual(['started', 'oops', '{"score": 0.83}']);
    const logPath = result.attempts[0]?.log_path as string;
    expect(logPath).toBe(join(box.logDir, 'attempt-1.log'));
    expect(readFileSync(logPath, 'utf8')).toContain('{"score": 0.83}');
  });

  it('scores stderr too: stdout and stderr are one stream (issue 11)', async () => {
    const result = await runEvaluation(box.request({ command: `echo '{"score": 1}' >&2` }));
    expect(result.score).toBe(1);
    const none = await runEvaluation(box.request({ command: `echo 'nothing' >&2` }));
    expect(none.failure?.code).toBe('no_score');
    expect(none.failure?.message).toMatch(/exited 0 but gave no finite score/);
  });

  it('does not retry a non-zero exit without a transient marker', async () => {
    const result = await runEvaluation(
      box.request({ command: 'echo "boom" >&2; exit 4', retry: { ...box.request().retry, retries: 2 } }),
    );
    expect(result.attempts).toHaveLength(1);
    expect(result.failure).toEqual({ code: 'eval_failed', message: 'evaluation exited with code 4' });
    expect(box.sleeps).toEqual([]);
  });

  it('does not retry a missing score without a transient marker', async () => {
    const result = await runEvaluation(
      box.request({ command: 'echo done', retry: { ...box.request().retry, retries: 2 } }),
    );
    expect(result.attempts).toHaveLength(1);
    expect(result.failure?.code).toBe('no_score');
  });

  it('retries a transient failure with capped exponential backoff', async () => {
    const retry = { retries: 3, baseDelayMs: 1000, maxDelayMs: 2500, jitter: false };
    const result = await runEvaluation(
      box.request({ command: 'echo "HTTP 429 Too Many Requests" >&2; exit 1', retry }),
    );
    expect(result.attempts.map((a) => a.n)).toEqual([1, 2, 3, 4]);
    expect(box.sleeps).toEqual([1000, 2000, 2500]);
    expect(result.failure).toEqual({
      code: 'eval_failed',
      message: 'evaluation exited with code 1 (after 4 attempts)',
    });
    expect(readdirSync(box.logDir).sort()).toEqual([
      'attempt-1.log',
      'attempt-2.log',
      'attempt-3.log',
      'attempt-4.log',
    ]);
  });

  it('succeeds on a retry after a transient failure', async () => {
    const command = `if [ -f tried ]; then echo '{"score": 2}'; else touch tried; echo 'Connection reset by peer'; exit 1; fi`;
    const result = await runEvaluation(
      box.request({ command, retry: { ...box.request().retry, retries: 1 } }),
    );
    expect(result).toMatchObject({ score: 2, failure: null });
    expect(result.attempts.map((a) => a.exit_code)).toEqual([1, 0]);
    expect(box.sleeps).toEqual([1000]);
  });

  it('counts a score printed before a transient failure and does not retry it (no second draw)', async () => {
    const command = `echo '{"score": 0.2}'; echo 'HTTP 429 rate limit'; exit 1`;
    const result = await runEvaluation(
      box.request({ command, retry: { ...box.request().retry, retries: 2 } }),
    );
    expect(result).toMatchObject({ score: 0.2, failure: null });
    expect(result.attempts.map((a) => [a.exit_code, a.score])).toEqual([[1, 0.2]]);
    expect(box.sleeps).toEqual([]);
    expect(result.warnings.join('\n')).toMatch(/attempt 1 printed a score and then failed/);
  });

  it('counts a score printed before a timeout; a non-zero exit without a marker stays a failure', async () => {
    const timedOut = await runEvaluation(
      box.request({
        command: `echo '{"score": 0.4}'; sleep 100`,
        timeoutMs: 300,
        retry: { ...box.request().retry, retries: 1 },
      }),
    );
    expect(timedOut).toMatchObject({ score: 0.4, failure: null });
    expect(timedOut.attempts.map((a) => a.timed_out)).toEqual([true]);
    const failed = await runEvaluation(
      box.request({
        command: `echo '{"score": 0.4}'; exit 3`,
        retry: { ...box.request().retry, retries: 1 },
      }),
    );
    expect(failed.score).toBeNull();
    expect(failed.attempts.map((a) => a.score)).toEqual([null]);
    expect(failed.failure?.message).toBe('evaluation exited with code 3');
  });

  it('retries death by signal', async () => {
    const result = await runEvaluation(
      box.request({ command: 'kill -KILL $$', retry: { ...box.request().retry, retries: 1 } }),
    );
    expect(result.attempts.map((a) => a.signal)).toEqual(['SIGKILL', 'SIGKILL']);
    expect(result.failure?.message).toBe('evaluation was killed by SIGKILL (after 2 attempts)');
  });

  it('on timeout kills the command and its background grandchild, and retries', async () => {
    const { lines, onLine } = lineCollector();
    const result = await runEvaluation(
      box.request({
        command: 'sleep 100 & echo "grandchild $!"; wait',
        timeoutMs: 300,
        onLine,
        retry: { ...box.request().retry, retries: 1 },
      }),
    );
    expect(result.attempts.map((a) => a.timed_out)).toEqual([true, true]);
    expect(result.failure).toEqual({
      code: 'eval_failed',
      message: 'evaluation timed out after 0.3s (after 2 attempts)',
    });
    const grandchildren = pidsFrom(lines, 'grandchild');
    expect(grandchildren).toHaveLength(2);
    for (const pid of grandchildren) expect(isRunning(pid)).toBe(false);
  });

  it('kills a command that ignores SIGTERM after the grace period', async () => {
    const result = await runEvaluation(
      box.request({ command: `trap '' TERM; while :; do sleep 0.05; done`, timeoutMs: 300 }),
    );
    expect(result.attempts[0]).toMatchObject({ timed_out: true, signal: 'SIGKILL' });
  });

  it('does not wait for a grandchild that holds stdout open, and ends it', async () => {
    const { lines, onLine } = lineCollector();
    const result = await runEvaluation(
      box.request({ command: `(sleep 30 & echo "grandchild $!") ; echo '{"score":1}'`, onLine }),
    );
    expect(result.score).toBe(1);
    const [pid] = pidsFrom(lines, 'grandchild');
    expect(pid).toBeDefined();
    expect(isRunning(pid as number)).toBe(false);
  }, 15_000);

  it('returns in time even when a grandchild escapes the group with setsid (it is not ended)', async () => {
    // The escaped process keeps stdout open for 30 s; the 15 s test timeout fails if the runner waits.
    const pidFile = join(box.cwd, 'escaped.pid');
    const command =
      `setsid sh -c 'echo $$ > escaped.tmp && mv escaped.tmp escaped.pid; exec sleep 30' & ` +
      `while [ ! -f escaped.pid ]; do sleep 0.01; done; echo '{"score":1}'`;
    try {
      const result = await runEvaluation(box.request({ command }));
      expect(result.score).toBe(1);
      expect(isRunning(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
    } finally {
      if (existsSync(pidFile)) killIfRunning(Number(readFileSync(pidFile, 'utf8')));
    }
  }, 15_000);

  it('stops on abort: kills the group and does not retry', async () => {
    const controller = new AbortController();
    const result = await runEvaluation(
      box.request({
        command: 'echo started; sleep 100',
        signal: controller.signal,
        retry: { ...box.request().retry, retries: 3 },
        onLine: (line) => line === 'started' && controller.abort(),
      }),
    );
    expect(result.attempts).toHaveLength(1);
    expect(result.attempts[0]?.signal).toBe('SIGTERM');
    expect(result.failure).toEqual({ code: 'eval_failed', message: 'evaluation was aborted' });
    expect(box.sleeps).toEqual([]);
  });

  it("removes the runner's credentials from the command's environment", async () => {
    const { lines, onLine } = lineCollector();
    await runEvaluation(
      box.request({
        command: 'env',
        env: {
          PATH: process.env.PATH,
          GITHUB_TOKEN: 'ghs_x',
          INPUT_X: 'y',
          ACTIONS_RUNTIME_TOKEN: 'z',
          KEEP: '1',
        },
        onLine,
      }),
    );
    expect(lines).toEqual(expect.arrayContaining(['KEEP=1', 'TERM=dumb', 'ARBOR_NODE_ID=1.2']));
    expect(lines).toContain(`ARBOR_CWD=${box.cwd}`);
    expect(lines.filter((l) => /^(GITHUB_TOKEN|INPUT_X|ACTIONS_RUNTIME_TOKEN)=/.test(l))).toEqual([]);
  });

  it('runs a substituted command with a hostile cwd without executing anything in it', async () => {
    const hostile = join(box.root, `wt'; touch pwned1; echo '$(touch pwned2)\`touch pwned3\`"`);
    mkdirSync(hostile);
    const command = substituteCommand(`cd {cwd} && echo '{"score": 5}'`, { cwd: hostile, nodeId: 'n1.2' });
    const result = await runEvaluation(box.request({ command }));
    expect(result.score).toBe(5);
    for (const folder of [box.cwd, hostile]) {
      for (const marker of ['pwned1', 'pwned2', 'pwned3'])
        expect(existsSync(join(folder, marker))).toBe(false);
    }
  });

  it('keeps a bounded head and tail of a large output and writes it all to the log file', async () => {
    const { lines, onLine } = lineCollector();
    const command = `echo FIRST; yes 'lorem ipsum dolor' | head -c 5000000; echo; head -c 2000000 /dev/zero | tr '\\0' x; echo; echo '{"score": 7}'`;
    const result = await runEvaluation(box.request({ command, onLine }));
    expect(result.score).toBe(7);
    const attempt = result.attempts[0];
    expect(attempt?.log.length).toBeLessThan(70 * 1024);
    expect(attempt?.log.startsWith('FIRST\n')).toBe(true);
    expect(attempt?.log).toMatch(/\[\.\.\. \d+ bytes omitted \.\.\.\]/);
    expect(attempt?.log.endsWith('{"score": 7}\n')).toBe(true);
    expect(statSync(attempt?.log_path as string).size).toBeGreaterThan(7_000_000);
    const cut = lines.find((line) => line.includes('characters cut'));
    expect(cut).toMatch(/^x+ \[\.\.\. line of 2000000 characters cut \.\.\.\]$/);
  });

  it("is one run: numbers its attempts from the judgement's first and names the run that failed", async () => {
    const command = `echo "$ARBOR_SEED"; exit 1`;
    const result = await runEvaluation(
      box.request({ command, run: { repeat: 2, repeats: 3, firstAttempt: 4 } }),
    );
    expect(result.score).toBeNull();
    expect(result.attempts.map((a) => a.n)).toEqual([4]);
    expect(existsSync(join(box.logDir, 'attempt-4.log'))).toBe(true);
    expect(result.failure?.message).toMatch(/in run 2 of 3$/);
  });

  describe('score file', () => {
    it('removes a committed score file before running, then reads the one the command writes', async () => {
      writeFileSync(join(box.cwd, 'score.json'), '{"score": 99}');
      const stale = await runEvaluation(
        box.request({ command: `echo '{"score": 1}'`, score: { file: 'score.json' } }),
      );
      expect(stale.score).toBe(1);
      const written = await runEvaluation(
        box.request({
          command: `echo '{"score": 1}'; echo '{"accuracy": 0.5}' > score.json`,
          score: { file: 'score.json' },
        }),
      );
      expect(written.score).toBe(50);
    });

    it('decides with the file even when its score is NaN', async () => {
      const result = await runEvaluation(
        box.request({
          command: `echo '{"score": 1e9}'; echo '{"score": NaN}' > s.json`,
          score: { file: 's.json' },
        }),
      );
      expect(result.score).toBeNull();
      expect(result.failure?.message).toMatch(/score file s\.json has "score" = NaN/);
    });

    it('does not read a score file that is a symlink out of the worktree', async () => {
      const outside = join(box.root, 'outside.json');
      writeFileSync(outside, '{"score": 1e9}');
      const result = await runEvaluation(
        box.request({ command: `ln -s ${outside} s.json; echo '{"score": 1}'`, score: { file: 's.json' } }),
      );
      expect(result.score).toBeNull();
      expect(result.failure?.message).toMatch(/symlink that leads outside the worktree/);
    });

    it('does not delete through a committed symlinked folder', async () => {
      const outsideDir = join(box.root, 'elsewhere');
      mkdirSync(outsideDir);
      writeFileSync(join(outsideDir, 'score.json'), 'keep me');
      symlinkSync(outsideDir, join(box.cwd, 'out'));
      await runEvaluation(box.request({ command: `echo '{"score": 1}'`, score: { file: 'out/score.json' } }));
      expect(readFileSync(join(outsideDir, 'score.json'), 'utf8')).toBe('keep me');
    });

    it('refuses a path that escapes the evaluation folder', async () => {
      for (const file of ['../score.json', '/tmp/score.json', 'a/../../score.json']) {
        await expect(runEvaluation(box.request({ score: { file } }))).rejects.toThrow(UserError);
      }
      await expect(runEvaluation(box.request({ score: { file: '../x' } }))).rejects.toThrow(/--score-file/);
    });
  });

  it('throws an InfraError when the command cannot start', async () => {
    await expect(runEvaluation(box.request({ cwd: join(box.root, 'missing') }))).rejects.toThrow(InfraError);
  });

  it('refuses bad options before running anything', async () => {
    await expect(runEvaluation(box.request({ score: { regex: 'no group' } }))).rejects.toThrow(
      /--score-regex/,
    );
    await expect(runEvaluation(box.request({ command: 'echo a\0b' }))).rejects.toThrow(/NUL byte/);
    // Beyond what a timer can hold, the timeout would fire at once (issue 11).
    await expect(runEvaluation(box.request({ timeoutMs: 2 ** 31 }))).rejects.toThrow(
      /eval_timeout: expected a positive duration of at most 2147483647 ms/,
    );
    expect(existsSync(box.logDir)).toBe(false);
  });
});

describe('backoffDelayMs', () => {
  const policy = { retries: 5, baseDelayMs: 5000, maxDelayMs: 30_000, jitter: false };
  it('doubles from the base delay up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, policy))).toEqual([
      5000, 10_000, 20_000, 30_000, 30_000,
    ]);
  });
  it('jitter takes up to a quarter off and never exceeds the cap', () => {
    expect(backoffDelayMs(4, { ...policy, jitter: true }, () => 1)).toBe(22_500);
    expect(backoffDelayMs(4, { ...policy, jitter: true }, () => 0)).toBe(30_000);
  });
});

describe('isTransientOutput', () => {
  it('recognises the transient markers, case-insensitive', () => {
    const transient = [
      'HTTP 429',
      'Rate limit exceeded',
      'rate_limited',
      'Too Many Requests',
      'ReadTimeout: request timeout',
      'operation timed out',
      'Service Temporarily Unavailable',
      'Connection reset by peer',
      'connection aborted',
      '503 Service Unavailable',
      '504 Gateway Timeout',
    ];
    for (const line of transient) expect(isTransientOutput(line)).toBe(true);
    for (const line of ['AssertionError: 4290 != 1', 'score: 0.5', 'Traceback (most recent call last):']) {
      expect(isTransientOutput(line)).toBe(false);
    }
  });
});
