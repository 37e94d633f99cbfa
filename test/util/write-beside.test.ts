/**
 * The temp-file-and-rename write that replaced write-file-atomic keeps its rules: a link at the path is
 * written through, the replaced file keeps its mode and owner, a new file gets the umask's mode, and a
 * failed write leaves no temp file behind.
 */
import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replaceFile, writeFileAtomically } from '../../src/util/atomic.js';
import { writeFileDurably } from '../../src/util/write-beside.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbor-gate-write-beside-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (path: string): number => statSync(path).mode & 0o7777;

test('a new file gets its bytes and 0o666 less the umask; nothing else is left in the folder', async () => {
  const path = join(dir, 'REPORT.md');
  await writeFileDurably(path, 'new text ✓\n');
  expect(readFileSync(path, 'utf8')).toBe('new text ✓\n');
  const umask = process.umask();
  expect(modeOf(path)).toBe(0o666 & ~umask);
  expect(readdirSync(dir)).toEqual(['REPORT.md']);
});

test('the replaced file keeps its mode, past the umask', async () => {
  const path = join(dir, 'run_stats.json');
  writeFileSync(path, 'old');
  chmodSync(path, 0o640);
  await writeFileDurably(path, 'new');
  expect(readFileSync(path, 'utf8')).toBe('new');
  expect(modeOf(path)).toBe(0o640);
  chmodSync(path, 0o777);
  await writeFileDurably(path, 'newer');
  expect(modeOf(path)).toBe(0o777);
});

const asRoot = process.getuid?.() === 0 ? test : test.skip;
asRoot('the replaced file keeps its owner (a root process writing a user’s file)', async () => {
  const path = join(dir, 'idea_tree.json');
  writeFileSync(path, '{}');
  chownSync(path, 4321, 4322);
  await writeFileDurably(path, '{"nodes": {}}');
  const stats = statSync(path);
  expect([stats.uid, stats.gid]).toEqual([4321, 4322]);
});

test('a link at the path is written through: the link stays, its target gets the bytes', async () => {
  const target = join(dir, 'real.md');
  const link = join(dir, 'link.md');
  writeFileSync(target, 'old');
  symlinkSync(target, link);
  await writeFileDurably(link, 'through the link');
  expect(lstatSync(link).isSymbolicLink()).toBe(true);
  expect(readFileSync(target, 'utf8')).toBe('through the link');
  expect(readdirSync(dir).sort()).toEqual(['link.md', 'real.md']);
});

test('a failed write removes its temp file and says why', async () => {
  // A folder where the file should be: the rename over it fails after the temp file is written.
  const path = join(dir, 'REPORT.md');
  mkdirSync(path);
  await expect(writeFileAtomically(path, 'text')).rejects.toThrow(/could not write .*REPORT\.md/);
  expect(readdirSync(dir)).toEqual(['REPORT.md']);
});

test('replaceFile gives the bytes the mode asked for, whatever the file had', async () => {
  const path = join(dir, 'config');
  writeFileSync(path, 'old');
  chmodSync(path, 0o600);
  await replaceFile(path, Buffer.from('[core]\n'), 0o644);
  expect(readFileSync(path, 'utf8')).toBe('[core]\n');
  expect(modeOf(path)).toBe(0o644);
  expect(readdirSync(dir)).toEqual(['config']);
});
