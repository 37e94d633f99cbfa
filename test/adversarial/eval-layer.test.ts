/**
 * Adversarial suite, evaluation layer (issue 5, threats 1, 2, 5 and faults 2, 6): the finished runner,
 * score rules, command substitution and environment scrub, attacked the way a hostile branch would.
 * Every case runs real processes; "nothing executed" is proven by marker files that must not exist.
 * The score-gaming and runaway-process cases run unisolated in this process and, as each caller the
 * gate meets, inside the sandbox its isolation gives (test/helpers/caller-runner.ts: another account
 * as root or through sudo, rootless without either), where a setsid escape no longer survives.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { substituteCommand, validateNodeId } from '../../src/eval/command.js';
import { runEvaluation } from '../../src/eval/runner.js';
import { guardCredentials } from '../../src/gate/credential-guard.js';
import type { CompiledSource } from '../helpers/adversarial-build.js';
import { gitExecIn } from '../helpers/adversarial-git.js';
import { callerCliMissing, useCompiledCli } from '../helpers/caller-cli.js';
import { runSandboxed } from '../helpers/caller-runner.js';
import { caller, type CallerKind } from '../helpers/callers.js';
import {
  createEvalSandbox,
  isRunning,
  killIfRunning,
  pidsFrom,
  type EvalSandbox,
} from '../helpers/eval-processes.js';

/** Files named `pwned` anywhere below `dir` (the marker every injection attempt tries to create). */
function markers(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.name === 'pwned')
    .map((e) => join(e.parentPath, e.name));
}

function collect(): { lines: string[]; onLine: (line: string) => void } {
  const lines: string[] = [];
  return { lines, onLine: (line) => lines.push(line) };
}

const HOSTILE = [
  'a;touch${IFS}pwned',
  '$(touch pwned)',
  '`touch pwned`',
  'x"&&touch pwned&&"',
  "x'&&touch pwned&&'",
  '--upload-pack=touch pwned',
  '-rf',
  'a\ntouch pwned',
  'a|touch pwned',
  'a>pwned',
];

let box: EvalSandbox;
beforeEach(() => {
  box = createEvalSandbox();
});
afterEach(() => box.cleanup());

/** Unisolated in this process (the runner alone), or as a caller inside its isolation's sandbox. */
type Place = 'unisolated' | CallerKind;
const PLACES: Place[] = [
  'unisolated',
  ...(['root', 'sudo', 'plain'] as const).filter((kind) => {
    const missing = callerCliMissing(kind);
    if (missing !== null) console.log(`eval-layer suite, the ${kind} caller: skipped (${missing})`);
    return missing === null;
  }),
];
const cli = useCompiledCli(() => true);

/**
 * `command` run in `place`: its score, failure, attempts and output lines, and (in a sandbox) how many
 * processes of the evaluation running `left` are there after it closed.
 */
async function evaluateIn(place: Place, command: string, extra: { timeoutMs?: number; left?: string } = {}) {
  if (place === 'unisolated') {
    const { lines, onLine } = collect();
    const result = await runEvaluation(
      box.request({ command, onLine, timeoutMs: extra.timeoutMs ?? 10_000 }),
    );
    return { ...result, lines, left: null };
  }
  const run = runSandboxed(cli.build as CompiledSource, caller(place), {
    command,
    timeoutMs: extra.timeoutMs ?? 10_000,
    account: 'arbor-eval-layer',
    ...(extra.left === undefined ? {} : { left: extra.left }),
  });
  return { ...run, lines: run.attempts.flatMap((attempt) => attempt.log.split('\n')) };
}

describe('threat 1: injection through node ids and the worktree path', () => {
  test.each(HOSTILE)('node id %j is refused before anything runs', (id) => {
    expect(() => validateNodeId(id, '--node-id')).toThrow(/--node-id: .* is not a valid node id/);
    expect(() => substituteCommand('echo {node_id}', { cwd: box.cwd, nodeId: id })).toThrow(
      /not a valid node id/,
    );
  });

  test.each(HOSTILE)(
    'a worktree folder named %j reaches the command as one literal word, nothing runs',
    async (name) => {
      const cwd = join(box.root, name.replace(/\//g, '_'));
      mkdirSync(cwd);
      const command = substituteCommand(`printf '<%s>\\n' {cwd} "$ARBOR_CWD"; echo '{"score": 1}'`, {
        cwd,
        nodeId: '1.2',
      });
      const { lines, onLine } = collect();
      const result = await runEvaluation(
        box.request({ command, cwd, extraEnv: { ARBOR_CWD: cwd, ARBOR_NODE_ID: '1.2' }, onLine }),
      );
      expect(result.score).toBe(1);
      expect(lines.join('\n')).toContain(`<${cwd}>\n<${cwd}>`);
      expect(markers(box.root)).toEqual([]);
    },
  );

  test('a hostile path inside a quoted part of the template is refused, not half-quoted', () => {
    const cwd = join(box.root, '$(touch pwned)');
    for (const template of ['cd "{cwd}" && true', 'echo "$(ls {cwd})"', 'echo `ls {cwd}`']) {
      expect(() => substituteCommand(template, { cwd, nodeId: '1' })).toThrow(
        /inside quotes or a command substitution/,
      );
    }
  });
});

describe.each(PLACES)('threat 2: gaming the score through the real runner (%s)', (place) => {
  const score = (command: string) => evaluateIn(place, command);

  test('a fake {"score": 1e9} printed by the solution before the real result loses', async () => {
    const result = await score(`echo '{"score": 1e9}'; echo 'score: 1e9'; echo '{"score": 0.42}'`);
    expect(result.score).toBe(0.42);
  });

  test.each([
    ['NaN', `echo '{"score": NaN}'`],
    ['Infinity', `echo '{"score": Infinity}'`],
    ['-Infinity', `echo '{"score": -Infinity}'`],
    ['1e999 (overflows to Infinity)', `echo '{"score": 1e999}'`],
    ['null', `echo '{"score": null}'`],
    ['python nan', `echo "{'score': nan}"`],
    ['text nan', `echo 'score: nan'`],
  ])('a fake 1e9 followed by a real result of %s is no score, never the fake', async (_label, real) => {
    const result = await score(`echo '{"score": 1e9}'; echo 'score=1e9'; ${real}`);
    expect(result.score).toBeNull();
    expect(result.failure?.code).toBe('no_score');
  });

  test('a fake JSON score does not beat an evaluator that prints its result as text after it', async () => {
    // DESIGN's rule order (JSON objects before text) lets any earlier JSON object outrank the
    // evaluator's later `score: x` line; the last score-bearing line should decide.
    const result = await score(`echo '{"score": 1e9}'; echo 'score: 0.5'`);
    expect(result.score).toBe(0.5);
  });

  test('a score printed on stderr only is scored: stdout and stderr are one stream (issue 11)', async () => {
    const result = await score(`echo '{"score": 0.9}' >&2; echo 'score: 0.9' >&2; echo done`);
    expect(result.score).toBe(0.9);
  });
});

describe('threat 2: gaming the score file', () => {
  const score = async (command: string, extra: Parameters<EvalSandbox['request']>[0] = {}) =>
    runEvaluation(box.request({ command, ...extra }));

  test('a score file written ahead of time (committed, or a symlink to a fake) is not read', async () => {
    writeFileSync(join(box.cwd, 'result.json'), '{"score": 1e9}');
    const stale = await score('echo evaluated', { score: { file: 'result.json' } });
    expect(stale.score).toBeNull();
    expect(existsSync(join(box.cwd, 'result.json'))).toBe(false);

    writeFileSync(join(box.root, 'fake.json'), '{"score": 1e9}');
    const planted = await score(
      `ln -s ${JSON.stringify(join(box.root, 'fake.json'))} result.json; echo done`,
      {
        score: { file: 'result.json' },
      },
    );
    expect(planted.score).toBeNull();

    const real = await score(`echo '{"score": 0.31}' > result.json`, { score: { file: 'result.json' } });
    expect(real.score).toBe(0.31);
  });
});

describe('threat 5: what the evaluated code can read of the runner', () => {
  const SECRETS = {
    GITHUB_TOKEN: 'ghs_plantedGithubToken000000000000001',
    GH_TOKEN: 'gho_plantedGhToken0000000000000000002',
    'INPUT_GITHUB-TOKEN': 'ghs_plantedInputToken00000000000000003',
    INPUT_SECRET: 'planted-input-value-4',
    ACTIONS_RUNTIME_TOKEN: 'planted-runtime-token-5',
    ACTIONS_RUNTIME_URL: 'https://planted-runtime-url-6.example',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'planted-oidc-token-7',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://planted-oidc-url-8.example',
    ACTIONS_CACHE_URL: 'https://planted-cache-url-9.example',
    ACTIONS_RESULTS_URL: 'https://planted-results-url-10.example',
  };
  const HEADER = `AUTHORIZATION: basic ${Buffer.from('x-access-token:ghs_plantedHeader000000000000011').toString('base64')}`;

  /** A repository with checkout v5's header, and a detached worktree where the evaluator runs. */
  function repoWithHeader(): { work: string; worktree: string } {
    const work = join(box.root, 'repo');
    const worktree = join(box.root, 'wt');
    const git = (cwd: string, args: string[]) =>
      execFileSync('git', args, {
        cwd,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@e',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@e',
        },
      });
    git(box.root, ['init', '-q', '-b', 'main', work]);
    writeFileSync(join(work, 'f'), 'f');
    git(work, ['add', 'f']);
    git(work, ['commit', '-q', '-m', 'f']);
    git(work, ['config', 'http.https://github.com/.extraheader', HEADER]);
    git(work, ['worktree', 'add', '-q', '--detach', worktree, 'HEAD']);
    return { work, worktree };
  }

  const DUMP =
    'env; git config --list; cat "$(git rev-parse --git-common-dir)/config"; echo \'{"score": 1}\'';

  function leaked(text: string): string[] {
    return [...Object.values(SECRETS), HEADER.split(' ').pop() as string].filter((v) => text.includes(v));
  }

  test('env and .git/config dumps show no token, no INPUT_*, no ACTIONS_* credential, no extraheader (guard active)', async () => {
    const { work, worktree } = repoWithHeader();
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...SECRETS };
    // Without the guard the header is there to leak (the test can fail).
    const exposed = await runEvaluation(box.request({ command: DUMP, cwd: worktree, env }));
    expect(readFileSync(exposed.attempts[0]?.log_path as string, 'utf8')).toContain('extraheader');

    await using _guard = await guardCredentials(gitExecIn(work), join(work, '.git'), {
      registerCleanup: () => () => undefined,
    });
    const result = await runEvaluation(box.request({ command: DUMP, cwd: worktree, env }));
    const log = readFileSync(result.attempts[0]?.log_path as string, 'utf8');
    expect(result.score).toBe(1);
    expect(log).toContain('PATH=');
    expect(log).not.toMatch(
      /^(INPUT_|GITHUB_TOKEN|GH_TOKEN|ACTIONS_RUNTIME_|ACTIONS_ID_TOKEN_|ACTIONS_CACHE_URL|ACTIONS_RESULTS_URL)/m,
    );
    expect(log.toLowerCase()).not.toContain('extraheader');
    expect(leaked(log)).toEqual([]);
  });

  // Not defended: the gate process's own environment is readable through /proc/<pid>/environ by any
  // process of the same user (SECURITY.md, "Not defended by arbor-gate alone").
});

describe.each(PLACES)(
  'fault 2: the evaluator hangs, forks, daemonises, holds stdout, escapes with setsid (%s)',
  (place) => {
    test('every process it started is gone after a timeout: TERM ignored, double fork, nohup, stdout held', async () => {
      const command = [
        `trap '' TERM HUP`,
        `echo "main $$"`,
        `( (trap '' TERM HUP; exec sleep 300) & echo "double $!" ) `,
        `nohup sleep 300 >/dev/null 2>&1 & echo "nohup $!"`,
        `(exec sleep 300) & echo "holder $!"`,
        `while :; do sleep 1; done`,
      ].join('\n');
      const result = await evaluateIn(place, command, { timeoutMs: 1500, left: 'sleep 300' });
      expect(result.attempts[0]).toMatchObject({ timed_out: true });
      const pids = ['main', 'double', 'nohup', 'holder'].flatMap((label) => pidsFrom(result.lines, label));
      expect(pids).toHaveLength(4);
      // In a sandbox the pids are its namespace's: the processes are found by their uid and command line.
      expect(result.left ?? pids.filter(isRunning).length).toBe(0);
    }, 30_000);

    test('a setsid escape is out of reach of the process group (documented in SECURITY.md), not of a sandbox: the runner still returns', async () => {
      const pidFile = join(box.cwd, 'escaped.pid');
      const command =
        `setsid sh -c 'echo $$ > e.tmp && mv e.tmp escaped.pid; exec sleep 60' </dev/null & ` +
        `while [ ! -f escaped.pid ]; do sleep 0.01; done; echo '{"score": 1}'`;
      try {
        const result = await evaluateIn(place, command, { left: 'sleep 60' });
        expect(result.score).toBe(1);
        // Unisolated, the escaped process survives the attempt: only the job's own cleanup (or a
        // container) ends it. A sandbox's end takes it.
        const survived = result.left ?? (isRunning(Number(readFileSync(pidFile, 'utf8'))) ? 1 : 0);
        expect(survived).toBe(place === 'unisolated' ? 1 : 0);
      } finally {
        if (existsSync(pidFile)) killIfRunning(Number(readFileSync(pidFile, 'utf8')));
      }
    }, 30_000);
  },
);

describe('fault 6 and threat 2: huge output keeps memory bounded (separate process, heap capped)', () => {
  /** Runs the compiled runner under a 64 MB heap cap; returns its score and peak RSS (VmHWM, kB). */
  function runCapped(command: string): { score: number | null; hwmKb: number; logBytes: number } {
    const script = join(box.root, 'capped.mjs');
    writeFileSync(
      script,
      `import { readFileSync, statSync } from 'node:fs';
import { runEvaluation } from ${JSON.stringify(pathToFileURL(join(cli.build?.dir ?? '', 'eval', 'runner.js')).href)};
const [cwd, logDir, command] = process.argv.slice(2);
const result = await runEvaluation({ command, cwd, logDir, extraEnv: {}, timeoutMs: 600000, killGraceMs: 200,
  score: {}, retry: { retries: 0, baseDelayMs: 0, maxDelayMs: 0, jitter: false } });
const hwmKb = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
console.log(JSON.stringify({ score: result.score, hwmKb, logBytes: statSync(result.attempts[0].log_path).size }));`,
    );
    const child = spawnSync(
      process.execPath,
      ['--max-old-space-size=64', script, box.cwd, box.logDir, command],
      {
        encoding: 'utf8',
      },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    return JSON.parse(child.stdout.trim().split('\n').pop() as string) as {
      score: number | null;
      hwmKb: number;
      logBytes: number;
    };
  }

  test('a single 100 MB line, then the real result: scored correctly, the line is not held', () => {
    const out = runCapped(
      `head -c 100000000 /dev/zero | tr '\\0' 'x'; echo; echo '{"score": 1e9}' | head -c 0; echo '{"score": 0.77}'`,
    );
    expect(out.score).toBe(0.77);
    expect(out.logBytes).toBeGreaterThan(100_000_000);
    expect(out.hwmKb).toBeLessThan(200 * 1024);
  }, 180_000);

  const spaces = `head -c 100000000 /dev/zero | tr '\\0' ' '`;
  test.each([
    // Issue 11: long lines are scanned, so what one holds counts like any line ...
    [
      'a score at the end of a 100 MB line is read',
      `${spaces}; echo '{"score": 1e9}'; echo 'no result'`,
      1e9,
    ],
    // ... and the evaluator's later line beats a fake hidden there.
    [
      'a fake at the end of a 100 MB line loses to the later result',
      `${spaces}; echo '{"score": 1e9}'; echo 'score: 0.5'`,
      0.5,
    ],
  ])(
    '%s, memory bounded',
    (_name, command, expected) => {
      const out = runCapped(command);
      expect(out.score).toBe(expected);
      expect(out.hwmKb).toBeLessThan(200 * 1024);
    },
    180_000,
  );

  test('500 MB of output in many lines: finishes, memory bounded, full log on disk', () => {
    const line = 'p'.repeat(999);
    const out = runCapped(`yes ${line} | head -c 500000000; echo; echo '{"score": 3}'`);
    expect(out.score).toBe(3);
    expect(out.logBytes).toBeGreaterThan(500_000_000);
    expect(out.hwmKb).toBeLessThan(200 * 1024);
  }, 300_000);
});
