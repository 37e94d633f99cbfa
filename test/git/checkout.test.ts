/**
 * Issue 12: the gate's worktree holds exactly what `git worktree add` would write, though its symlinks
 * are written by a second git process beside the one writing the files (src/git/checkout.ts), and no
 * tree can make one of them write through a symlink the other made.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultGitFactory, GitAdapter } from '../../src/git/adapter.js';
import { foldersHolding, parseStagedEntries } from '../../src/git/checkout.js';
import { TempWorktree } from '../../src/git/worktree.js';
import { createGateRepo, TRUNK, type FileChanges, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
let adapter: GitAdapter;
beforeEach(async () => {
  repo = await createGateRepo();
  adapter = new GitAdapter(repo.work);
});
afterEach(() => repo.cleanup());

/** Every entry under `root` but `.git`, as `path kind mode content`, sorted; names as git's bytes. */
function listing(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: Buffer, rel: string): void => {
    for (const name of readdirSync(dir, { encoding: 'buffer' })) {
      const nameText = name.toString('latin1');
      if (rel === '' && nameText === '.git') continue;
      const path = Buffer.concat([dir, Buffer.from('/'), name]);
      const relPath = rel === '' ? nameText : `${rel}/${nameText}`;
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) out.push(`${relPath} link ${readlinkSync(path, 'latin1')}`);
      else if (stat.isDirectory()) {
        out.push(`${relPath} dir`);
        walk(path, relPath);
      } else out.push(`${relPath} file ${(stat.mode & 0o777).toString(8)} ${readFileSync(path, 'latin1')}`);
    }
  };
  walk(Buffer.from(root), '');
  return out.sort();
}

/** What plain `git worktree add` (git's own checkout, serial symlinks) writes for `commit`. */
function gitsOwnCheckout(commit: string): string[] {
  const dir = join(repo.root, `plain-${commit.slice(0, 8)}`);
  repo.git(['worktree', 'add', '-q', '--detach', dir, commit]);
  try {
    return listing(dir);
  } finally {
    repo.git(['worktree', 'remove', '--force', dir]);
  }
}

/** A tree object written from raw entries (names as bytes), as git's plumbing would not make it. */
function rawTree(entries: Array<{ mode: string; name: Buffer; sha: string }>): string {
  const body = Buffer.concat(
    entries.map(({ mode, name, sha }) =>
      Buffer.concat([Buffer.from(`${mode} `), name, Buffer.from([0]), Buffer.from(sha, 'hex')]),
    ),
  );
  return execFileSync('git', ['hash-object', '-t', 'tree', '-w', '--literally', '--stdin'], {
    cwd: repo.work,
    input: body,
    encoding: 'utf8',
  }).trim();
}

function blob(content: string): string {
  return execFileSync('git', ['hash-object', '-w', '--stdin'], {
    cwd: repo.work,
    input: content,
    encoding: 'utf8',
  }).trim();
}

function commitOf(tree: string): string {
  return repo.git(['commit-tree', '-m', 'raw', '-p', repo.sha(TRUNK), tree]);
}

async function gateCheckout(commit: string): Promise<{ listing: string[]; status: string; stale: string }> {
  await using worktree = await TempWorktree.create(adapter, commit, 'test', defaultGitFactory);
  const git = (args: string[]) => execFileSync('git', args, { cwd: worktree.path, encoding: 'utf8' });
  return {
    listing: listing(worktree.path),
    status: git(['status', '--porcelain', '--ignored']),
    // Plumbing that does not refresh the index: an entry without stat data shows here.
    stale: git(['diff-files', '--name-only']),
  };
}

describe('parseStagedEntries and foldersHolding', () => {
  it('reads modes and byte paths, and lists each folder once, after its parent', () => {
    const out = Buffer.concat([
      Buffer.from(`120000 ${'a'.repeat(40)} 0\tb/l\x00100644 ${'b'.repeat(40)} 0\t`),
      Buffer.from([0xe9, 0x2f, 0x66, 0]),
    ]);
    expect(parseStagedEntries(out)).toEqual([
      { mode: '120000', path: 'b/l' },
      { mode: '100644', path: '\u00e9/f' },
    ]);
    expect(foldersHolding(['x/y/z/f', 'x/y/g', 'x/h', 'top', 'a/b/c'])).toEqual([
      'a',
      'a/b',
      'x',
      'x/y',
      'x/y/z',
    ]);
  });
});

describe("the gate's worktree", () => {
  it('holds what git worktree add writes: files, modes, symlinks of every kind, byte names, attributes', async () => {
    const changes: FileChanges = {
      '.gitattributes': '*.crlf text eol=crlf\n',
      'lines.crlf': 'one\ntwo\n',
      'bin/run.sh': { executable: '#!/bin/sh\necho run\n' },
      'deep/a/b/c/file.txt': 'deep\n',
      'deep/a/b/c/link': { symlink: 'file.txt' },
      'links/only/to-folder': { symlink: '../../deep/a' },
      'links/only/absolute': { symlink: '/etc' },
      'links/only/dangling': { symlink: 'no/such/target' },
      'vendor/lib': { submodule: 'a'.repeat(40) },
    };
    const base = repo.commit('arbor/rich', changes);
    // A folder and a file whose names are not UTF-8, with a symlink inside.
    const inner = rawTree([
      { mode: '120000', name: Buffer.from([0x6c, 0xe9]), sha: blob('../README.md') },
      { mode: '100644', name: Buffer.from([0x66, 0xff]), sha: blob('bytes\n') },
    ]);
    const top = repo.git(['ls-tree', base]).split('\n');
    const entries = top.map((line) => {
      const [meta = '', name = ''] = line.split('\t');
      const [mode = '', , sha = ''] = meta.split(' ');
      return { mode: mode === '040000' ? '40000' : mode, name: Buffer.from(name), sha };
    });
    entries.push({ mode: '40000', name: Buffer.from([0xc3, 0x28]), sha: inner });
    entries.sort((a, b) => Buffer.compare(a.name, b.name));
    const commit = commitOf(rawTree(entries));

    const ours = await gateCheckout(commit);
    expect(ours.listing).toEqual(gitsOwnCheckout(commit));
    expect(ours.listing).toContain('lines.crlf file 644 one\r\ntwo\r\n');
    expect(ours.listing).toContain('links/only/absolute link /etc');
    expect(ours.listing).toContain('\u00c3(/l\u00e9 link ../README.md');
    expect(ours.status).toBe('');
    expect(ours.stale).toBe('');
  });

  it('without a symlink, is what git worktree add writes', async () => {
    const commit = repo.commit('arbor/plain', { 'a/b.txt': 'b\n', 'run.sh': { executable: 'echo\n' } });
    const ours = await gateCheckout(commit);
    expect(ours.listing).toEqual(gitsOwnCheckout(commit));
    expect(ours.status).toBe('');
  });

  it('symlinks and files in the same new folders, many of them: every one written', async () => {
    // One fast-import: a helper commit per file would take most of the test's time.
    const lines = [
      `commit refs/heads/arbor/many`,
      'committer t <t@example.com> 1700000000 +0000',
      'data 4',
      'many',
    ];
    lines.push(`from ${repo.sha(TRUNK)}`);
    const inline = (mode: string, path: string, data: string) =>
      lines.push(`M ${mode} inline ${path}`, `data ${Buffer.byteLength(data)}`, data);
    for (let i = 0; i < 400; i++) {
      for (let j = 0; j < 3; j++) inline('100644', `m${i % 10}/d${i}/f${j}.txt`, `${i}.${j}`);
      inline('120000', `m${i % 10}/d${i}/link`, 'f0.txt');
      inline('120000', `m${i % 10}/l${i}`, `d${i}`);
    }
    execFileSync('git', ['fast-import', '--quiet'], { cwd: repo.work, input: `${lines.join('\n')}\n\n` });
    const commit = repo.sha('arbor/many');
    const ours = await gateCheckout(commit);
    expect(ours.listing).toEqual(gitsOwnCheckout(commit));
    expect(ours.listing.filter((line) => line.includes(' link '))).toHaveLength(800);
    expect(ours.stale).toBe('');
  });

  it('a tree naming one path as both a symlink out and a folder writes nothing through the symlink', async () => {
    const outside = join(repo.root, 'outside');
    mkdirSync(outside);
    const folder = rawTree([{ mode: '100644', name: Buffer.from('planted'), sha: blob('pwned\n') }]);
    const entries = [
      { mode: '120000', name: Buffer.from('x'), sha: blob(outside) },
      { mode: '40000', name: Buffer.from('x'), sha: folder },
    ];
    // Enough symlinks elsewhere that the symlinks get their own git process.
    for (let i = 0; i < 20; i++)
      entries.push({ mode: '120000', name: Buffer.from(`y${i}`), sha: blob(outside) });
    const commit = commitOf(rawTree(entries));
    const ours = await gateCheckout(commit);
    expect(readdirSync(outside)).toEqual([]);
    expect(ours.listing).toEqual(gitsOwnCheckout(commit));
    expect(readdirSync(outside)).toEqual([]);
  });

  it('a tree git refuses to read leaves no folder and no worktree behind', async () => {
    const commit = commitOf(
      rawTree([
        { mode: '120000', name: Buffer.from('link'), sha: blob('README.md') },
        { mode: '100644', name: Buffer.from('.GIT'), sha: blob('[core]\n') },
      ]),
    );
    const label = `refused-${process.pid}`;
    const folders = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`arbor-gate-${label}-`));
    const error = await TempWorktree.create(adapter, commit, label, defaultGitFactory).catch(
      (e: unknown) => e,
    );
    expect(String(error)).toMatch(/invalid path '\.GIT'/);
    expect(repo.leftovers().worktrees).toBe(1);
    expect(folders()).toEqual([]);
  });
});
