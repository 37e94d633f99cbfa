/**
 * Issue 9, "no files in the user's checkout": without a local session folder the gate's REPORT.md (and
 * its evaluation logs) go into the git folder, where `git status` never shows them; and REPORT.md is
 * never read or written through a symbolic link in the checkout, such as one a pull request commits
 * (`REPORT.md -> ../../.git/config`), which would have the report written over the repository's config.
 */
import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import type { Io } from '../../src/commands/command.js';
import { UserError } from '../../src/errors.js';
import { GitAdapter, type GitFactory } from '../../src/git/adapter.js';
import { repositoryPlaces } from '../../src/report/gate-report.js';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, EVAL_CMD, RUN_NAME, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
afterEach(() => repo.cleanup());

const configOf = (): Buffer => readFileSync(join(repo.work, '.git', 'config'));

describe('without a local session folder', () => {
  beforeEach(async () => {
    repo = await createGateRepo({
      score: 5,
      session: { tracked: true, meta: { test_trunk_score: 5 }, nodes: [{ id: '1', code_ref: 'arbor/n1' }] },
    });
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  });

  it('merge writes REPORT.md and its logs inside the git folder; git status stays clean', async () => {
    const before = repo.checkoutState();
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1', reportPath: undefined, logDir: undefined }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('merged');
    const gitDir = join(repo.work, '.git', 'arbor-gate');
    expect(verdict.report_path).toBe(join(gitDir, 'REPORT.md'));
    expect(readFileSync(verdict.report_path as string, 'utf8')).toContain('**MERGED**');
    expect(verdict.logs?.startsWith(join(gitDir, 'logs'))).toBe(true);
    expect(existsSync(join(verdict.logs as string, 'source', 'attempt-1.log'))).toBe(true);
    expect(repo.checkoutState()).toEqual(before);
    expect(existsSync(join(repo.work, '.arbor'))).toBe(false);
  });

  it('verify writes no report, and its logs do not show in git status either', async () => {
    const before = repo.checkoutState();
    const verdict = await runGate(
      repo.input('verify', { source: 'arbor/n1', reportPath: undefined, logDir: undefined }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('would_merge');
    expect(verdict.report_path).toBeNull();
    expect(repo.checkoutState()).toEqual(before);
  });
});

describe('a symbolic link committed on the branch and checked out (the Action checks out the PR head)', () => {
  const ran = (): string => join(repo.root, 'eval-ran');
  beforeEach(async () => {
    repo = await createGateRepo({ score: 5 });
  });

  /** The branch's files are the checkout's, as in the Action; `links` are committed symbolic links. */
  function checkOutBranchWith(links: Record<string, string>): void {
    const changes = Object.fromEntries(Object.entries(links).map(([path, to]) => [path, { symlink: to }]));
    repo.commit('arbor/n1', { 'solution.txt': '7\n', ...changes });
    repo.git(['checkout', '-q', '--detach', 'arbor/n1']);
    for (const path of Object.keys(links))
      expect(lstatSync(join(repo.work, path)).isSymbolicLink()).toBe(true);
  }

  it('the old default place (.arbor/gate/REPORT.md -> ../../.git/config) is not used: .git/config is untouched', async () => {
    checkOutBranchWith({ '.arbor/gate/REPORT.md': '../../.git/config' });
    const config = configOf();
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1', reportPath: undefined }),
      repo.deps(),
    );
    expect(verdict.report_path).toBe(join(repo.work, '.git', 'arbor-gate', 'REPORT.md'));
    expect(readFileSync(verdict.report_path as string, 'utf8')).toContain('## Gate');
    expect(configOf().equals(config)).toBe(true);
    expect(lstatSync(join(repo.work, '.arbor/gate/REPORT.md')).isSymbolicLink()).toBe(true);
  });

  it.each([
    ['the file is a link', { 'out/REPORT.md': '../.git/config' }, 'out/REPORT.md', 'out/REPORT.md'],
    ['a folder on the way is a link', { out: '.git' }, 'out/config', 'out'],
    [
      'the old default place',
      { '.arbor/gate/REPORT.md': '../../.git/config' },
      '.arbor/gate/REPORT.md',
      '.arbor/gate/REPORT.md',
    ],
  ])(
    'an explicit --report where %s: exit 2 before anything runs, nothing written',
    async (_label, links, report, link) => {
      checkOutBranchWith(links);
      const config = configOf();
      const trunk = repo.sha(TRUNK);
      const outcome = await runGate(
        repo.input('merge', {
          source: 'arbor/n1',
          reportPath: report,
          evalCmdTest: `touch ${ran()}; ${EVAL_CMD}`,
        }),
        repo.deps(),
      ).catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(UserError);
      expect((outcome as Error).message).toContain(`${join(repo.work, link)} is a symbolic link`);
      expect(existsSync(ran())).toBe(false);
      expect(configOf().equals(config)).toBe(true);
      expect([repo.sha(TRUNK), repo.remoteSha(TRUNK)]).toEqual([trunk, trunk]);
    },
  );
});

describe('a local session folder whose REPORT.md is a symbolic link', () => {
  const sessionDir = (): string => join(repo.work, '.arbor', 'sessions', RUN_NAME);
  beforeEach(async () => {
    repo = await createGateRepo({
      score: 5,
      session: { tracked: false, meta: { test_trunk_score: 5 }, nodes: [{ id: '1', code_ref: 'arbor/n1' }] },
    });
    symlinkSync('../../../.git/config', join(sessionDir(), 'REPORT.md'));
  });

  it('the gate refuses to read or write through it; the merge stands, with a warning', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
    const config = configOf();
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1', runName: RUN_NAME, reportPath: undefined }),
      repo.deps(),
    );
    // The report is written once trunk moved: a failure then is a warning beside the verdict.
    expect(verdict.decision).toBe('merged');
    expect(verdict.warnings).toContainEqual(
      expect.stringMatching(/^REPORT\.md was not written: .*REPORT\.md is a symbolic link/),
    );
    expect(configOf().equals(config)).toBe(true);
  });

  it('`report` refuses it too (exit 2), and .git/config is untouched', async () => {
    const config = configOf();
    const err: string[] = [];
    const io: Io = {
      stdout: () => undefined,
      stderr: (t) => err.push(t),
      interactive: false,
      env: {},
      cwd: repo.work,
    };
    expect(await main(['report', sessionDir()], io)).toBe(2);
    expect(err.join('')).toContain('is a symbolic link');
    expect(configOf().equals(config)).toBe(true);
  });
});

describe("the report's places", () => {
  beforeEach(async () => {
    repo = await createGateRepo();
  });

  it('are asked of git once per folder, however often a run asks (the check before it runs, its report)', async () => {
    const asked: string[] = [];
    const counting: GitFactory = (dir) => {
      const adapter = new GitAdapter(dir);
      const run = adapter.run.bind(adapter);
      adapter.run = (args, env) => {
        asked.push(args.join(' '));
        return run(args, env);
      };
      return adapter;
    };
    const placesOf = repositoryPlaces(counting);
    const places = await Promise.all([placesOf(repo.work), placesOf(repo.work), placesOf(repo.work)]);
    expect(places).toEqual([0, 1, 2].map(() => ({ top: repo.work, commonDir: join(repo.work, '.git') })));
    expect(asked.filter((args) => args.startsWith('rev-parse'))).toHaveLength(2);
    expect(await placesOf(repo.root)).toBeNull();
  });
});
