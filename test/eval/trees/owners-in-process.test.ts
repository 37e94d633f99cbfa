/**
 * A root gate gives small trees their owners in-process (ownership.ts, IN_PROCESS_ENTRIES) instead of
 * spawning `chown -R -P`: the walk must do what that command does. A symlink in the tree (the branch
 * commits `link -> /somewhere`) is given to the account itself, never what it points at, and a folder
 * it points at is not entered; a tree past the bound takes the `chown -R` path, with the same result.
 * Also the one git process that reads a commit's tree and first parent (cache.ts parseLineage).
 */
import { describe, expect, it } from '@jest/globals';
import { lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chownTree, IN_PROCESS_ENTRIES } from '../../../src/eval/isolation/ownership.js';
import { parseLineage } from '../../../src/eval/trees/cache.js';
import { PROJECT_ROOT } from '../../helpers/session-builder.js';

const ROOT = process.getuid?.() === 0;
const OWNER = { uid: 4242, gid: 4343 };

function tree(files: number): { base: string; tree: string; outside: string } {
  mkdirSync(join(PROJECT_ROOT, 'build'), { recursive: true });
  const base = mkdtempSync(join(PROJECT_ROOT, 'build', 'owners-'));
  const outside = join(base, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.txt'), "not the account's\n");
  const root = join(base, 'tree');
  mkdirSync(join(root, 'src'), { recursive: true });
  for (let i = 0; i < files; i++) writeFileSync(join(root, 'src', `f${i}.txt`), `${i}\n`);
  symlinkSync(outside, join(root, 'link-to-folder'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'src', 'link-to-file'));
  return { base, tree: root, outside };
}

describe('owners set in-process by a root gate', () => {
  for (const [label, files] of [
    ['a small tree (in-process)', 3],
    ['a tree past the bound (chown -R)', IN_PROCESS_ENTRIES + 10],
  ] as const) {
    (ROOT ? it : it.skip)(`gives ${label} to the owner without following a symlink`, async () => {
      const made = tree(files);
      try {
        await chownTree('root', `${OWNER.uid}:${OWNER.gid}`, [made.tree]);
        for (const path of [made.tree, join(made.tree, 'src'), join(made.tree, 'src', 'f0.txt')]) {
          expect(lstatSync(path)).toMatchObject(OWNER);
        }
        expect(lstatSync(join(made.tree, 'link-to-folder'))).toMatchObject(OWNER);
        expect(lstatSync(join(made.tree, 'src', 'link-to-file'))).toMatchObject(OWNER);
        // What the links point at stays the gate's.
        expect(lstatSync(made.outside)).toMatchObject({ uid: 0, gid: 0 });
        expect(lstatSync(join(made.outside, 'secret.txt'))).toMatchObject({ uid: 0, gid: 0 });
      } finally {
        rmSync(made.base, { recursive: true, force: true });
      }
    });
  }

  (ROOT ? it : it.skip)('fails naming the path when a path is missing, as chown does', async () => {
    await expect(chownTree('root', '1:1', [join(PROJECT_ROOT, 'build', 'no-such-folder')])).rejects.toThrow(
      /could not prepare the isolated evaluation: chown .*no-such-folder/,
    );
  });
});

describe('parseLineage', () => {
  const tree = 'a'.repeat(40);
  const parent = 'b'.repeat(40);
  const parentTree = 'c'.repeat(40);
  it('reads a tree and its first parent', () => {
    expect(parseLineage(`${tree}\n${parent}\n${parentTree}\n`, 'x')).toEqual({
      tree,
      parent: { commit: parent, tree: parentTree },
    });
  });
  it('gives a root commit no parent (cat-file says the names are missing)', () => {
    expect(parseLineage(`${tree}\nx^1^{commit} missing\nx^1^{tree} missing\n`, 'x')).toEqual({
      tree,
      parent: null,
    });
  });
  it('refuses an answer without a tree', () => {
    expect(() => parseLineage('x^{tree} missing\n', 'x')).toThrow(/no tree for x/);
  });
});
