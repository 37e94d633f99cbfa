/**
 * A session that lives in a subfolder of the repository (`--cwd ml`, the Action's `working-directory:
 * ml`): its tree is `ml/.arbor/sessions/<run>/...` on trunk, and the always-on protected globs
 * (`.arbor/**`, `.github/**`) hold there as well as at the repository root, so a branch cannot edit the
 * tree that supplies its own eval command, protected paths and bar (issue 12).
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import type { Io } from '../../src/commands/command.js';
import { runGate } from '../../src/run/gate.js';
import { protectedMatcher } from '../../src/gate/paths/protected.js';
import { DEFAULT_PROTECTED_GLOBS } from '../../src/gate/settings.js';
import {
  createGateRepo,
  EVAL_CMD,
  RUN_NAME,
  sessionTree,
  TRUNK,
  type FileChanges,
  type GateRepo,
} from '../helpers/gate-repo.js';

const SUB_TREE = `ml/.arbor/sessions/${RUN_NAME}/.coordinator/idea_tree.json`;

let repo: GateRepo;
let marker: string;
beforeAll(async () => {
  repo = await createGateRepo({ score: 5, files: { 'ml/README.md': '# the ML project\n' } });
  marker = join(repo.root, 'eval-ran');
  const tree = sessionTree({
    tracked: true,
    meta: { test_trunk_score: 5, eval_cmd_test: `touch ${marker}; ${EVAL_CMD}` },
    nodes: [{ id: '1', code_ref: 'arbor/n1' }],
  });
  repo.commit(TRUNK, { [SUB_TREE]: `${JSON.stringify(tree, null, 2)}\n` }, { push: true });
});
afterAll(() => repo.cleanup());
beforeEach(() => rmSync(marker, { force: true }));

/** The gate run from the subfolder, settings from the subfolder's session on trunk only. */
async function judge(branch: string, changes: FileChanges) {
  repo.commit(branch, { 'solution.txt': '9\n', ...changes });
  const input = repo.input('verify', { source: branch, cwd: join(repo.work, 'ml'), runName: RUN_NAME });
  delete input.evalCmdTest;
  const verdict = await runGate(input, repo.deps());
  return { verdict, ran: existsSync(marker) };
}

describe('a session in a subfolder is protected there', () => {
  it.each<[string, string]>([
    ["the session's own tree (its eval command, protected paths and bar)", SUB_TREE],
    ['another file of the session', `ml/.arbor/sessions/${RUN_NAME}/events.jsonl`],
    ['CI config beside the session', 'ml/.github/workflows/x.yml'],
    ['the same in another letter case', `ml/.ARBOR/sessions/${RUN_NAME}/x.json`],
  ])('%s', async (_label, path) => {
    const branch = `arbor/sub-${path.replace(/[^a-z]+/gi, '-')}`;
    const { verdict, ran } = await judge(branch, { [path]: '{"meta": {"test_trunk_score": 0}}\n' });
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons.map((r) => r.code)).toEqual(['protected_path']);
    expect(verdict.protected_violations).toEqual([path]);
    expect(ran).toBe(false);
  });

  it('a plain change in the subfolder still passes, judged with the subfolder session settings', async () => {
    const { verdict, ran } = await judge('arbor/sub-plain', { 'ml/model.py': 'print(1)\n' });
    expect(verdict.reasons).toEqual([]);
    expect(verdict.decision).toBe('would_merge');
    expect(verdict.references.test_trunk_score).toBe(5);
    expect(ran).toBe(true);
  });

  it('merge through the CLI with --cwd ml refuses the edited tree and leaves trunk alone', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '9\n', [SUB_TREE]: '{}\n' });
    const trunk = repo.sha(TRUNK);
    const out: string[] = [];
    const io: Io = {
      stdout: (t) => out.push(t),
      stderr: (t) => out.push(t),
      interactive: false,
      env: process.env,
      cwd: repo.work,
    };
    const code = await main(
      [
        'merge',
        '--cwd',
        join(repo.work, 'ml'),
        '--source',
        'arbor/n1',
        '--trunk-branch',
        TRUNK,
        '--run-name',
        RUN_NAME,
        '--report',
        join(repo.root, 'R.md'),
      ],
      io,
    );
    expect({ code, out: out.join('') }).toEqual({ code: 1, out: expect.stringContaining('protected_path') });
    expect([repo.sha(TRUNK), repo.remoteSha(TRUNK)]).toEqual([trunk, trunk]);
  });
});

describe('anchoring', () => {
  const isProtected = protectedMatcher(['.github/**', '.arbor/**', 'data/**'], {
    prefix: 'ml/',
    defaults: DEFAULT_PROTECTED_GLOBS,
  });
  it.each(['.arbor/x', 'ml/.arbor/x', 'ML/.Arbor/x', 'ml/.github/w.yml', 'data/x'])('%s is protected', (p) =>
    expect(isProtected(p)).toBe(true),
  );
  it.each(['ml/data/x', 'other/.arbor/x', 'ml/sub/.arbor/x', 'mlx/.arbor/x'])('%s is not', (p) =>
    expect(isProtected(p)).toBe(false),
  );
  it('a prefix with glob characters is taken literally', () => {
    const odd = protectedMatcher([], { prefix: 'a*[b]/', defaults: DEFAULT_PROTECTED_GLOBS });
    expect(odd('a*[b]/.arbor/t.json')).toBe(true);
    expect(odd('axb/.arbor/t.json')).toBe(false);
  });
});
