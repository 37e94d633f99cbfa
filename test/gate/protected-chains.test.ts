/**
 * Symlink chains into protected paths (issue 12), on real repositories: a link the branch adds is
 * judged by where the operating system would finally take it in the tree being judged, through links
 * trunk already has and links the branch adds; `..` climbs from where a link led; a loop is refused;
 * and a path beneath a link (written through it by a checkout) is refused. Each attack reads the
 * protected file through the branch's link in a real checkout, to show what the gate would let through
 * if it judged the link's text alone; the evaluation never runs (a marker it would create stays absent).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, EVAL_CMD, TRUNK, type FileChanges, type GateRepo } from '../helpers/gate-repo.js';

const LABELS = 'id,y\n1,0\n2,1\n';
const CI = 'on: push\n';

let repo: GateRepo;
let marker: string;
beforeAll(async () => {
  repo = await createGateRepo({
    score: 5,
    files: {
      'data/test/labels.csv': LABELS,
      'data/train/rows.csv': 'id\n1\n',
      '.github/workflows/ci.yml': CI,
      'docs/guide.md': '# guide\n',
      'notes.txt': 'n\n',
      // Links trunk already has (trusted, never judged themselves): to CI config, to the held-out data
      // folder, and to a harmless file.
      'docs/link': { symlink: '../.github' },
      'lib/d': { symlink: '../data/test' },
      'docs/notes-link': { symlink: '../notes.txt' },
    },
  });
  marker = join(repo.root, 'eval-ran');
});
afterAll(() => repo.cleanup());
beforeEach(() => rmSync(marker, { force: true }));

const input = (branch: string, mode: 'verify' | 'merge' = 'verify') =>
  repo.input(mode, {
    source: branch,
    testTrunkScore: '5',
    protectedPaths: ['eval.sh', 'data/test/**'],
    evalCmdTest: `touch ${marker}; ${EVAL_CMD}`,
  });

async function judge(branch: string, changes: FileChanges) {
  repo.commit(branch, { 'solution.txt': '9\n', ...changes });
  const verdict = await runGate(input(branch), repo.deps());
  return { verdict, ran: existsSync(marker), codes: verdict.reasons.map((r) => r.code) };
}

/** A file's content read through `path` in a real checkout of `ref`: what the link gives the evaluation. */
function readInCheckout(ref: string, path: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'chain-checkout-')), 'wt');
  repo.git(['worktree', 'add', '-q', '--detach', dir, ref]);
  try {
    return readFileSync(join(dir, path), 'utf8');
  } finally {
    repo.git(['worktree', 'remove', '--force', dir]);
  }
}

describe('a symlink is judged by where its chain ends in the tree being judged', () => {
  it.each<[string, FileChanges, string, string, RegExp]>([
    [
      'through a link trunk has, to a protected file',
      { x: { symlink: 'docs/link/workflows/ci.yml' } },
      'x',
      CI,
      /^x: symlink points into a protected path \("docs\/link\/workflows\/ci.yml" -> \.github\/workflows\/ci\.yml, through docs\/link -> "\.\.\/\.github"\)$/,
    ],
    [
      'through a link trunk has, to a protected folder',
      { y: { symlink: 'docs/link' } },
      'y/workflows/ci.yml',
      CI,
      /^y: symlink points into a protected path \("docs\/link" -> \.github, through docs\/link/,
    ],
    [
      '`..` climbing from where a trunk link led (the text alone says lib/test/labels.csv)',
      { w: { symlink: 'lib/d/../test/labels.csv' } },
      'w',
      LABELS,
      /^w: symlink points into a protected path \(.* -> data\/test\/labels\.csv, through lib\/d -> "\.\.\/data\/test"\)$/,
    ],
    [
      '`..` climbing from where a harmless link the branch adds led',
      { b: { symlink: 'data/train' }, a: { symlink: 'b/../test/labels.csv' } },
      'a',
      LABELS,
      /^a: symlink points into a protected path \(.* -> data\/test\/labels\.csv, through b -> "data\/train"\)$/,
    ],
    [
      'a link in a different letter case, on a case-insensitive checkout',
      { v: { symlink: 'LIB/D/labels.csv' } },
      '',
      '',
      /^v: symlink points into a protected path \("LIB\/D\/labels\.csv" -> data\/test\/labels\.csv, through lib\/d/,
    ],
  ])('%s: rejected, the evaluation never ran', async (label, changes, readPath, content, message) => {
    const branch = `arbor/${label.replace(/[^a-z]+/gi, '-')}`;
    const { verdict, ran, codes } = await judge(branch, changes);
    const link = Object.keys(changes).at(-1) as string;
    expect(codes).toEqual(['protected_symlink']);
    expect(verdict.protected_violations).toEqual([link]);
    expect(verdict.reasons[0]?.message).toMatch(message);
    expect(verdict.decision).toBe('rejected');
    expect(ran).toBe(false);
    // The attack is real: in a checkout (case-sensitive here) the link gives the protected content.
    if (readPath !== '') expect(readInCheckout(branch, readPath)).toBe(content);
  });

  it('a loop of links is refused', async () => {
    const { verdict, ran } = await judge('arbor/loop', {
      l1: { symlink: 'l2' },
      l2: { symlink: 'sub/../l1' },
    });
    expect(verdict.reasons.map((r) => [r.code, r.message.replace(/\(.*/, '')])).toEqual([
      ['protected_symlink', 'l1: symlink chain does not end within 40 links, a loop '],
      ['protected_symlink', 'l2: symlink chain does not end within 40 links, a loop '],
    ]);
    expect(ran).toBe(false);
  });

  it('a chain through links trunk has that ends out of the repository is refused', async () => {
    repo.commit(TRUNK, { 'tools/up': { symlink: '..' } }, { push: true });
    const { verdict } = await judge('arbor/out', { o: { symlink: 'tools/up/../../etc/passwd' } });
    expect(verdict.reasons).toEqual([
      {
        code: 'protected_symlink',
        message:
          'o: symlink points out of the repository ("tools/up/../../etc/passwd", through tools/up -> "..")',
      },
    ]);
  });

  it('a harmless chain through a link trunk has passes, and the evaluation runs', async () => {
    const { verdict, ran } = await judge('arbor/harmless', { n: { symlink: 'docs/notes-link' } });
    expect(verdict.reasons).toEqual([]);
    expect(verdict.decision).toBe('would_merge');
    expect(ran).toBe(true);
  });

  it('the merge is judged in its own tree: a link dangling on the branch that reaches CI config once trunk adds a link', async () => {
    const fork = repo.sha(TRUNK);
    repo.commit('arbor/dangling', { 'solution.txt': '9\n', z: { symlink: 'conf/workflows/ci.yml' } });
    repo.commit(TRUNK, { conf: { symlink: '.github' } }, { push: true });
    const verdict = await runGate(input('arbor/dangling', 'merge'), repo.deps());
    expect(verdict.reasons).toEqual([
      {
        code: 'protected_symlink',
        message:
          'z: symlink points into a protected path ("conf/workflows/ci.yml" -> .github/workflows/ci.yml, through conf -> ".github") (by the merge into arbor/trunk)',
      },
    ]);
    expect(existsSync(marker)).toBe(false);
    expect(repo.sha(TRUNK)).not.toBe(fork);
  });
});

describe('a path beneath a symlink of the tree is refused', () => {
  it('a folder named like a trunk link in another letter case (written through it on a case-insensitive checkout)', async () => {
    const { verdict, ran } = await judge('arbor/case-through', { 'DOCS/LINK/workflows/ci.yml': 'on: pwn\n' });
    expect(verdict.reasons).toEqual([
      {
        code: 'protected_symlink',
        message:
          'DOCS/LINK/workflows/ci.yml: lies beneath docs/link, a symlink of the same tree; a checkout could write it through the link, so it is refused wherever that leads',
      },
    ]);
    expect(ran).toBe(false);
  });

  it('a tree holding both the link and a folder of the same name (duplicate entries, which git mktree accepts)', async () => {
    const trunk = repo.sha(TRUNK);
    const gitInput = (args: string[], text: string) =>
      execFileSync('git', args, { cwd: repo.work, input: text }).toString().trim();
    const mktree = (lines: string[]) => gitInput(['mktree'], `${lines.join('\n')}\n`);
    const blob = gitInput(['hash-object', '-w', '--stdin'], 'on: pwn\n');
    const workflows = mktree([`100644 blob ${blob}\tci.yml`]);
    const linkFolder = mktree([`040000 tree ${workflows}\tworkflows`]);
    const docs = repo.git(['ls-tree', `${trunk}:docs`]).split('\n');
    const withFolder = mktree([...docs, `040000 tree ${linkFolder}\tlink`]);
    const root = repo
      .git(['ls-tree', trunk])
      .split('\n')
      .map((line) => (line.endsWith('\tdocs') ? `040000 tree ${withFolder}\tdocs` : line));
    const tree = mktree(root);
    const commit = repo.git(['commit-tree', tree, '-p', trunk, '-m', 'duplicate entries']);
    repo.git(['update-ref', 'refs/heads/arbor/duplicate', commit]);
    expect(repo.git(['diff', '--name-only', trunk, commit])).toBe('docs/link/workflows/ci.yml');

    const verdict = await runGate(input('arbor/duplicate'), repo.deps());
    expect(verdict.reasons.map((r) => r.code)).toEqual(['protected_symlink']);
    expect(verdict.protected_violations).toEqual(['docs/link/workflows/ci.yml']);
    expect(existsSync(marker)).toBe(false);
  });
});
