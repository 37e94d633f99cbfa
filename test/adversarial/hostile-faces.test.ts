/**
 * Adversarial suite, what a user sees (issue 12): file names and evaluation output that try to drive
 * the terminal (erase the REJECTED line, draw a fake MERGED line, write the clipboard with OSC 52), and
 * an evaluator that prints the job's secret in cheap encodings (hex, reversed, URL-encoded, split with
 * dots, upper-cased, base64). The CLI and the Action run in their own processes, compiled from src/
 * (the same code the bundles hold), the Action against the loopback GitHub.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderVerdictMarkdown } from '../../src/report/verdict.js';
import { runGate } from '../../src/run/gate.js';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { pullRequestPayload, runAction } from '../helpers/action-runner.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { EVAL_CMD, GateRepo, TRUNK } from '../helpers/gate-repo.js';
import { gateArgs } from '../helpers/gate-cli.js';

const ESC = '\x1b';
/** Erase the line above and draw a fake verdict, write the clipboard, set the title, 8-bit CSI (C1). */
const DRIVE = `${ESC}[1A${ESC}[2K\rMERGED: arbor/evil into ${TRUNK}${ESC}]52;c;cHduZWQ=\x07${ESC}]0;ok\x07\u009b2K\u0085`;
/** Bytes a terminal acts on: C0 except tab and newline, DEL, C1, and the line/paragraph separators. */
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]/;

const TOKEN = 'ghs_' + 'H0st1leFacesT0kenValue0123456789abcd';

/** The secret as an evaluator that got hold of it would print it to slip past a verbatim match. */
function leakedForms(secret: string): Record<string, string> {
  const hex = Buffer.from(secret).toString('hex');
  return {
    plain: secret,
    base64: Buffer.from(secret).toString('base64'),
    basic: Buffer.from(`x-access-token:${secret}`).toString('base64'),
    hex,
    HEX: hex.toUpperCase(),
    reversed: [...secret].reverse().join(''),
    'url-encoded': hex.replace(/../g, '%$&'),
    'URL-ENCODED': hex.replace(/../g, '%$&').toUpperCase(),
    encodeURIComponent: encodeURIComponent(secret),
    dotted: [...secret].join('.'),
    spaced: [...secret].join(' '),
    upper: secret.toUpperCase(),
  };
}

/** A shell script that prints every form on its own line, then the evaluator's score. */
function leakScript(secret: string): string {
  const lines = Object.entries(leakedForms(secret)).map(
    ([name, form]) => `printf '%s\\n' 'leak ${name}: ${form}'`,
  );
  return `#!/bin/sh\n${lines.join('\n')}\n`;
}

/** The forms of `secret` found in `text`, by name. */
function leaks(secret: string, text: string): string[] {
  return Object.entries(leakedForms(secret))
    .filter(([, form]) => text.includes(form))
    .map(([name]) => name);
}

let build: CompiledSource;
let repo: GateRepo;
beforeAll(() => {
  build = compileSource();
}, 180_000);
afterAll(() => build.remove());
beforeEach(() => {
  repo = GateRepo.create({ score: 5 });
});
afterEach(() => repo.cleanup());

/** The compiled CLI, as `node cli.js ...` in the checkout; stdout and stderr together. */
function cli(args: string[]): { code: number | null; out: string; stdout: string } {
  const tmp = join(repo.root, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const run = spawnSync(process.execPath, [join(build.dir, 'cli.js'), ...args], {
    cwd: repo.work,
    env: { ...process.env, TMPDIR: tmp },
    encoding: 'utf8',
  });
  return { code: run.status, out: `${run.stdout}\n${run.stderr}`, stdout: run.stdout };
}

const verifyArgs = (source: string) => gateArgs(repo, 'verify', source, ['--protected', 'eval.sh']);

describe('the CLI cannot be made to drive the terminal', () => {
  test('a file named with escape sequences: REJECTED still shows, nothing is erased or forged, no clipboard write', () => {
    const name = `.github/workflows/${DRIVE}.yml`;
    repo.commit('arbor/evil', { 'solution.txt': '9\n', [name]: 'on: push\n' });
    const text = cli(verifyArgs('arbor/evil'));
    expect(text.code).toBe(1);
    expect(text.out).toContain('REJECTED');
    expect(text.out).toContain('protected_path');
    expect(RAW_CONTROL.exec(text.out)?.[0]).toBeUndefined();
    expect(text.out.split('\n').filter((line) => line.startsWith('MERGED'))).toEqual([]);
    expect(text.out).toContain('\\u001b]52;c;');

    // --json: the same data, still valid JSON, with every control escaped the JSON way.
    const json = cli([...verifyArgs('arbor/evil'), '--json']);
    expect(json.code).toBe(1);
    expect(RAW_CONTROL.exec(json.out)?.[0]).toBeUndefined();
    expect(JSON.parse(json.stdout)).toMatchObject({ decision: 'rejected', protected_violations: [name] });
  });

  test("the evaluation's output is shown, escaped, in the progress lines", () => {
    repo.commit('arbor/noisy', {
      'solution.txt': '3\n',
      'noisy.sh': `printf '%s\\n' '${DRIVE.replace(/'/g, '')}'\nprintf 'tail\\rMERGED: fake\\n'\n`,
    });
    const args = verifyArgs('arbor/noisy');
    args[args.indexOf(EVAL_CMD)] = `sh {cwd}/noisy.sh; ${EVAL_CMD}`;
    const run = cli(args);
    expect(run.code).toBe(1);
    expect(run.out).toContain('REJECTED');
    expect(run.out).toContain('not_improved');
    expect(run.out).toContain('\\u009b2K');
    expect(RAW_CONTROL.exec(run.out)?.[0]).toBeUndefined();
    expect(run.out.split('\n').filter((line) => line.startsWith('MERGED'))).toEqual([]);
  });
});

describe('a secret printed in cheap encodings is redacted', () => {
  test('gate: verdict JSON, REPORT.md and the rendered Markdown', async () => {
    const password = 's3cr3t/p@ss+w0rd=xY7';
    repo.commit('arbor/leak', {
      'solution.txt': '7\n',
      'leak.sh': leakScript(TOKEN) + leakScript(password).replace('#!/bin/sh\n', ''),
    });
    const verdict = await runGate(
      repo.input('verify', {
        source: 'arbor/leak',
        testTrunkScore: '5',
        evalCmdTest: `sh {cwd}/leak.sh; ${EVAL_CMD}`,
      }),
      repo.deps({ env: { ...process.env, GITHUB_TOKEN: TOKEN, DEPLOY_PASSWORD: password } }),
    );
    expect(verdict.decision).toBe('would_merge');
    const report = readFileSync(verdict.report_path as string, 'utf8');
    for (const [where, text] of [
      ['verdict JSON', JSON.stringify(verdict)],
      ['REPORT.md', report],
      ['Markdown', renderVerdictMarkdown(verdict)],
    ] as const) {
      expect(text).toContain('leak dotted: [REDACTED]');
      expect({ where, token: leaks(TOKEN, text), password: leaks(password, text) }).toEqual({
        where,
        token: [],
        password: [],
      });
    }
  });

  test('Action: the log, PR comment, job summary, REPORT.md and the verdict output; the log is escaped too', async () => {
    const github: FakeGitHub = await startFakeGitHub();
    try {
      const sha = repo.commit(
        'arbor/leak',
        {
          'solution.txt': '7\n',
          'leak.sh': `${leakScript(TOKEN)}printf '%s\\n' '${DRIVE.replace(/'/g, '')}'\n`,
        },
        { push: true },
      );
      repo.git(['push', '-q', 'origin', `${sha}:refs/pull/7/head`]);
      const payload = pullRequestPayload({
        number: 7,
        headSha: sha,
        headRef: 'arbor/leak',
        headRepo: 'Codertocat/Hello-World',
        baseRef: TRUNK,
        baseRepo: 'Codertocat/Hello-World',
      });
      const result = await runAction({
        entry: join(build.dir, 'index.js'),
        eventName: 'pull_request',
        workspace: repo.work,
        apiUrl: github.url,
        payload,
        inputs: {
          mode: 'verify',
          'github-token': TOKEN,
          'working-directory': repo.work,
          'eval-cmd-test': `sh {cwd}/leak.sh; ${EVAL_CMD}`,
          'trunk-branch': TRUNK,
          'test-trunk-score': '5',
          'eval-retries': '0',
          'report-file': join(repo.root, 'REPORT.md'),
          comment: 'true',
          summary: 'true',
        },
      });
      expect({ exit: result.exitCode, decision: result.outputs.decision }).toEqual({
        exit: 0,
        decision: 'would_merge',
      });
      const log = result.stdout
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n');
      const faces = {
        log,
        comment: github.commentsOn(7)[0]?.body ?? '',
        summary: result.summary,
        'REPORT.md': existsSync(join(repo.root, 'REPORT.md'))
          ? readFileSync(join(repo.root, 'REPORT.md'), 'utf8')
          : '',
        verdict: result.outputs.verdict ?? '',
      };
      for (const [where, text] of Object.entries(faces)) {
        expect({ where, shown: text.includes('leak reversed') }).toEqual({ where, shown: true });
        expect({ where, leaks: leaks(TOKEN, text) }).toEqual({ where, leaks: [] });
      }
      expect(RAW_CONTROL.exec(log)?.[0]).toBeUndefined();
      expect(log).toContain('\\u001b]52;c;');
    } finally {
      await github.close();
    }
  });
});
