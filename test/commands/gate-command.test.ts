/** `arbor-gate merge` / `verify` through the CLI entry: flags, --json, exit codes, messages. */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import { captureIo } from '../helpers/cli-io.js';
import { createGateRepo, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
const savedTmp = process.env.TMPDIR;
beforeEach(async () => {
  repo = await createGateRepo({ score: 5 });
  // the CLI keeps its evaluation logs in a temp folder: keep them inside this test's repository
  process.env.TMPDIR = join(repo.root, 'tmp');
  mkdirSync(process.env.TMPDIR);
  repo.commit('arbor/up', { 'solution.txt': '7\n' });
  repo.commit('arbor/down', { 'solution.txt': '3\n' });
});
afterEach(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  return repo.cleanup();
});

const common = () => [
  '--trunk-branch',
  TRUNK,
  '--eval-cmd-test',
  'sh {cwd}/eval.sh',
  '--eval-retries',
  '0',
  '--report',
  `${repo.root}/REPORT.md`,
];

it('merge --json prints the verdict JSON alone on stdout, human text on stderr, exit 0', async () => {
  const io = captureIo(repo.work);
  const code = await main(
    ['merge', '--source', 'arbor/up', '--test-trunk-score', '5', '--json', ...common()],
    io,
  );
  expect(code).toBe(0);
  const verdict = JSON.parse(io.out());
  expect(verdict).toMatchObject({ decision: 'merged', score: 7 });
  expect(io.err()).toContain('MERGED');
  expect(repo.remoteSha(TRUNK)).toBe(verdict.merge_commit);
});

it('verify exits 1 on a rejection and prints the reasons', async () => {
  const io = captureIo(repo.work);
  const code = await main(['verify', '--source', 'arbor/down', '--test-trunk-score', '5', ...common()], io);
  expect(code).toBe(1);
  expect(io.out()).toContain('REJECTED');
  expect(io.out()).toContain('not_improved');
});

it('a negative number after a numeric flag is its value, as with --flag=-N', async () => {
  for (const flags of [['--test-trunk-score', '-0.35'], ['--test-trunk-score=-0.35']]) {
    const io = captureIo(repo.work);
    // Single's rule: the flag's value is the reference (auto measures trunk instead).
    const single = ['--judge', 'single'];
    expect(
      await main(['verify', '--source', 'arbor/down', ...flags, ...single, '--json', ...common()], io),
    ).toBe(0);
    expect(JSON.parse(io.out())).toMatchObject({
      decision: 'would_merge',
      references: { test_trunk_score: -0.35 },
    });
  }
});

it('--no-push merges locally and leaves the remote alone', async () => {
  const remote = repo.remoteSha(TRUNK);
  const io = captureIo(repo.work);
  expect(
    await main(['merge', '--source', 'arbor/up', '--test-trunk-score', '5', '--no-push', ...common()], io),
  ).toBe(0);
  expect(repo.remoteSha(TRUNK)).toBe(remote);
  expect(repo.sha(TRUNK)).not.toBe(remote);
});

it.each([
  [['--source', 'arbor/up', '--frobnicate'], /Unknown option '--frobnicate'/],
  [
    ['--source', 'arbor/up', '--eval-timeout', 'soon'],
    /--eval-timeout: expected a number of seconds > 0, got "soon"/,
  ],
  [
    ['--source', 'arbor/up', '--metric-direction', 'sideways'],
    /--metric-direction: expected maximize or minimize/,
  ],
  [['--source', 'arbor/up', '--protected', ''], /--protected: expected non-empty glob patterns/],
  [['--source', 'no-such-branch'], /--source: no-such-branch does not name a commit/],
  [
    ['--source', 'arbor/up', '--test-trunk-score', 'abc'],
    /--test-trunk-score: expected a finite number, got "abc"/,
  ],
  [
    ['--source', 'arbor/up', '--test-trunk-score', '-abc'],
    /Option '--test-trunk-score' argument is ambiguous/,
  ],
  [
    ['--source', 'arbor/up', '--min-delta', '-0.5'],
    /--min-delta: expected a number >= 0, or a percentage of trunk's mean such as 5%, got "-0.5"/,
  ],
  [
    ['--source', 'arbor/up', '--trunk-branch', 'Main'],
    /--trunk-branch: the trunk branch must not be main or master/,
  ],
  [
    ['--source', 'arbor/up', '--eval-isolation', 'docker'],
    /--eval-isolation: expected auto, user, rootless, none, got "docker"/,
  ],
  [['--source', 'arbor/up', '--eval-user', 'root:x'], /--eval-user: "root:x" is not a valid account name/],
])('bad input %j exits 2 with one clear line and no stack', async (args, message) => {
  const io = captureIo(repo.work);
  expect(await main(['verify', ...common(), ...args], io)).toBe(2);
  expect(io.err()).toMatch(message);
  expect(io.err()).not.toMatch(/\n\s+at /);
  expect(io.out()).toBe('');
});

it('merge with no eval command anywhere exits 2 naming the flag and the tree key, and writes nothing', async () => {
  const refs = repo.git(['for-each-ref', '--format=%(refname) %(objectname)']);
  const io = captureIo(repo.work);
  const report = join(repo.root, 'REPORT.md');
  expect(await main(['merge', '--source', 'arbor/up', '--trunk-branch', TRUNK, '--report', report], io)).toBe(
    2,
  );
  const named = captureIo(repo.work);
  const withRun = ['verify', '--source', 'arbor/up', '--trunk-branch', TRUNK, '--run-name', 'my-run'];
  expect(await main(withRun, named)).toBe(2);
  expect(named.err()).toContain(
    `no idea tree at ${TRUNK}:.arbor/sessions/my-run/.coordinator/idea_tree.json or `,
  );
  expect(io.err()).toMatch(/no evaluation command: pass --eval-cmd-test or set meta\.eval_cmd_test/);
  // The missing tree names where it was read: trunk's ref and path, and the local session folder.
  expect(io.err()).toContain(
    `no idea tree at ${TRUNK}:.arbor/sessions/*/.coordinator/idea_tree.json or ${repo.work}/.arbor/sessions/*/.coordinator/idea_tree.json: it is read from the trunk branch, so name it with --trunk-branch and the session with --run-name`,
  );
  expect(io.err().trim().split('\n')).toHaveLength(1);
  expect(existsSync(report)).toBe(false);
  expect(repo.git(['for-each-ref', '--format=%(refname) %(objectname)'])).toBe(refs);
});

it('--help lists the flags', async () => {
  const io = captureIo(repo.work);
  expect(await main(['merge', '--help'], io)).toBe(0);
  for (const flag of [
    '--eval-cmd-test',
    '--test-trunk-score',
    '--protected',
    '--no-push',
    '--dry-run',
    '--report',
    '--score-regex',
    '--eval-isolation',
    '--eval-user',
  ]) {
    expect(io.out()).toContain(flag);
  }
});

describe("Arbor's helper spellings (arbor_state.py merge --source-branch ... --protected-path ...)", () => {
  const helper = () => [...common(), '--eval-isolation', 'none', '--test-trunk-score', '5', '--json'];
  beforeEach(() => {
    repo.commit('arbor/docs', { 'solution.txt': '9\n', 'docs/guide.md': 'changed\n' });
  });

  it("merge takes the helper's --source-branch, --target-branch and --timeout", async () => {
    const io = captureIo(repo.work);
    const args = ['merge', '--source-branch', 'arbor/up', '--target-branch', TRUNK, '--timeout', '30'];
    expect(await main([...args, ...helper()], io)).toBe(0);
    const verdict = JSON.parse(io.out());
    expect(verdict).toMatchObject({ decision: 'merged', score: 7, target: { requested: TRUNK } });
    expect(repo.remoteSha(TRUNK)).toBe(verdict.merge_commit);
  });

  it('a bad --timeout is reported as --eval-timeout, the setting it sets', async () => {
    const io = captureIo(repo.work);
    expect(await main(['verify', '--source', 'arbor/up', '--timeout', '0', ...helper()], io)).toBe(2);
    expect(io.err()).toContain('--eval-timeout');
  });

  it('--protected-path adds a protected glob like --protected', async () => {
    const io = captureIo(repo.work);
    const args = ['verify', '--source-branch', 'arbor/docs', '--protected-path', 'docs/**'];
    expect(await main([...args, ...helper()], io)).toBe(1);
    expect(JSON.parse(io.out())).toMatchObject({
      decision: 'rejected',
      protected_violations: ['docs/guide.md'],
    });
  });

  it("the helper's --test-score is accepted, ignored and said to be: a worse branch is still rejected", async () => {
    const io = captureIo(repo.work);
    const args = ['merge', '--source-branch', 'arbor/down', '--test-score', '0.99'];
    expect(await main([...args, ...helper()], io)).toBe(1);
    const verdict = JSON.parse(io.out());
    expect(verdict).toMatchObject({ decision: 'rejected', score: 3 });
    expect(verdict.warnings.join('\n')).toContain('--test-score "0.99" was ignored');
    expect(repo.remoteSha(TRUNK)).toBe(repo.sha(TRUNK));
  });

  it('two spellings of one setting with different values are refused', async () => {
    const io = captureIo(repo.work);
    const args = ['verify', '--source', 'arbor/up', '--source-branch', 'arbor/down'];
    expect(await main([...args, ...helper()], io)).toBe(2);
    expect(io.err()).toContain('--source and --source-branch are one setting');
  });

  it('--help names each helper spelling', async () => {
    for (const command of ['merge', 'verify']) {
      const io = captureIo(repo.work);
      expect(await main([command, '--help'], io)).toBe(0);
      const help = io.out().replace(/\s+/g, ' ');
      for (const alias of [
        '--source-branch',
        '--target-branch',
        '--protected-path',
        '--timeout',
        '--test-score',
      ])
        expect(help).toContain(alias);
    }
  });
});
