/**
 * Arbor's helper spellings on the gate's commands (`arbor_state.py merge --source-branch ...
 * --protected-path ... --target-branch ... --timeout ... --test-score ...`), through the CLI entry.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import type { Io } from '../../src/commands/command.js';
import { createGateRepo, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
const savedTmp = process.env.TMPDIR;
beforeEach(async () => {
  repo = await createGateRepo({ score: 5 });
  process.env.TMPDIR = join(repo.root, 'tmp');
  mkdirSync(process.env.TMPDIR);
  repo.commit('arbor/up', { 'solution.txt': '7\n' });
  repo.commit('arbor/down', { 'solution.txt': '3\n' });
  repo.commit('arbor/docs', { 'solution.txt': '9\n', 'docs/guide.md': 'changed\n' });
});
afterEach(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  return repo.cleanup();
});

function captureIo(): Io & { out: () => string; err: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    interactive: false,
    env: process.env,
    cwd: repo.work,
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

const common = () => [
  '--trunk-branch',
  TRUNK,
  '--eval-cmd-test',
  'sh {cwd}/eval.sh',
  '--eval-retries',
  '0',
  '--eval-isolation',
  'none',
  '--test-trunk-score',
  '5',
  '--report',
  `${repo.root}/REPORT.md`,
  '--json',
];

it("merge takes the helper's --source-branch, --target-branch and --timeout", async () => {
  const io = captureIo();
  const args = ['merge', '--source-branch', 'arbor/up', '--target-branch', TRUNK, '--timeout', '30'];
  expect(await main([...args, ...common()], io)).toBe(0);
  const verdict = JSON.parse(io.out());
  expect(verdict).toMatchObject({ decision: 'merged', score: 7, target: { requested: TRUNK } });
  expect(repo.remoteSha(TRUNK)).toBe(verdict.merge_commit);
});

it('a bad --timeout is reported as --eval-timeout, the setting it sets', async () => {
  const io = captureIo();
  expect(await main(['verify', '--source', 'arbor/up', '--timeout', '0', ...common()], io)).toBe(2);
  expect(io.err()).toContain('--eval-timeout');
});

it('--protected-path adds a protected glob like --protected', async () => {
  const io = captureIo();
  const args = ['verify', '--source-branch', 'arbor/docs', '--protected-path', 'docs/**'];
  expect(await main([...args, ...common()], io)).toBe(1);
  expect(JSON.parse(io.out())).toMatchObject({
    decision: 'rejected',
    protected_violations: ['docs/guide.md'],
  });
});

it("the helper's --test-score is accepted, ignored and said to be: a worse branch is still rejected", async () => {
  const io = captureIo();
  const args = ['merge', '--source-branch', 'arbor/down', '--test-score', '0.99'];
  expect(await main([...args, ...common()], io)).toBe(1);
  const verdict = JSON.parse(io.out());
  expect(verdict).toMatchObject({ decision: 'rejected', score: 3 });
  expect(verdict.warnings.join('\n')).toContain('--test-score "0.99" was ignored');
  expect(repo.remoteSha(TRUNK)).toBe(repo.sha(TRUNK));
});

it('two spellings of one setting with different values are refused', async () => {
  const io = captureIo();
  const args = ['verify', '--source', 'arbor/up', '--source-branch', 'arbor/down'];
  expect(await main([...args, ...common()], io)).toBe(2);
  expect(io.err()).toContain('--source and --source-branch are one setting');
});

it('--help names each helper spelling', async () => {
  for (const command of ['merge', 'verify']) {
    const io = captureIo();
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
