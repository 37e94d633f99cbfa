/**
 * The pure parts of the checkout cache: what a diff layer writes and hides, which trees eviction
 * removes, and the key and stamp that name a cached tree.
 */
import { evictions } from '../../../src/eval/trees/eviction.js';
import { indexInfo, parseDiffTree, planLayer, type DiffRecord } from '../../../src/eval/trees/layer.js';
import { readStamp, stampText, treeKey } from '../../../src/eval/trees/stamp.js';

const rec = (from: string, to: string, status: string, path: string, sha = '0'.repeat(40)): DiffRecord => ({
  from,
  to,
  sha,
  status,
  path,
});

describe('planLayer', () => {
  it('writes changed files, hides deleted ones, hides a gone folder whole, and lets a type change stand', () => {
    const plan = planLayer([
      rec('100644', '100755', 'M', 'run.sh'),
      rec('040000', '000000', 'D', 'gone'),
      rec('100644', '000000', 'D', 'gone/a.txt'),
      rec('100644', '000000', 'D', 'gone/deep/b.txt'),
      rec('100644', '000000', 'D', 'becomes-dir'),
      rec('000000', '040000', 'A', 'becomes-dir'),
      rec('000000', '100644', 'A', 'becomes-dir/inner.txt'),
      rec('040000', '000000', 'D', 'becomes-file'),
      rec('100644', '000000', 'D', 'becomes-file/x.txt'),
      rec('000000', '100644', 'A', 'becomes-file'),
      rec('100644', '000000', 'D', 'kept/two.txt'),
      rec('000000', '160000', 'A', 'vendor/sub'),
      rec('160000', '160000', 'M', 'vendor/old'),
    ]);
    expect(plan).toEqual({
      write: ['run.sh', 'becomes-dir/inner.txt', 'becomes-file'],
      folders: ['vendor/sub'],
      whiteouts: ['gone', 'kept/two.txt'],
    });
  });

  it("reads git's -z records, paths as bytes", () => {
    const out = Buffer.from(
      `:100644 000000 ${'a'.repeat(40)} ${'0'.repeat(40)} D\0caf\u00e9.txt\0:000000 100644 ${'0'.repeat(40)} ${'b'.repeat(40)} A\0new\0`,
      'latin1',
    );
    expect(parseDiffTree(out)).toEqual([
      rec('100644', '000000', 'D', 'caf\u00e9.txt'),
      rec('000000', '100644', 'A', 'new', 'b'.repeat(40)),
    ]);
  });

  it("turns the base's index into the tree's: removals first, then the new entries, no folders", () => {
    const [a, b, c] = ['a', 'b', 'c'].map((x) => x.repeat(40));
    const info = indexInfo([
      rec('100644', '100755', 'M', 'run.sh', a),
      rec('040000', '000000', 'D', 'becomes-file'),
      rec('000000', '100644', 'A', 'becomes-file', b),
      rec('100644', '000000', 'D', 'becomes-file/x.txt'),
      rec('000000', '040000', 'A', 'vendor', c),
      rec('000000', '160000', 'A', 'vendor/sub', c),
    ]);
    expect(info.toString('latin1').split('\0')).toEqual([
      `0 ${'0'.repeat(40)}\tbecomes-file/x.txt`,
      `100755 ${a}\trun.sh`,
      `100644 ${b}\tbecomes-file`,
      `160000 ${c}\tvendor/sub`,
      '',
    ]);
  });
});

describe('evictions', () => {
  const entry = (key: string, used: number, base: string | null = null) => ({ key, used, base });
  it('removes the least recently used first, down to the bound', () => {
    expect(evictions([entry('a', 3), entry('b', 1), entry('c', 2)], new Set(), 1)).toEqual(['b', 'c']);
  });
  it('never removes a live tree or the base of a live diff, and a base goes with its diffs', () => {
    const cached = [entry('trunk', 1), entry('c1', 2, 'trunk'), entry('old', 0), entry('c2', 3, 'old')];
    expect(evictions(cached, new Set(['c1']), 1)).toEqual(['old', 'c2']);
    expect(evictions(cached, new Set(['c1', 'c2']), 0)).toEqual([]);
  });
});

describe('treeKey and the stamp', () => {
  const parts = { tree: 'a'.repeat(40), account: { uid: 995, gid: 994 }, gate: { uid: 0, gid: 0 } };
  it('differs by account and protected set, not by the protected paths order', () => {
    const key = treeKey({ ...parts, protectedPaths: ['eval.sh', 'data/**'] });
    expect(treeKey({ ...parts, protectedPaths: ['data/**', 'eval.sh'] })).toBe(key);
    expect(treeKey({ ...parts, protectedPaths: ['eval.sh'] })).not.toBe(key);
    expect(
      treeKey({ ...parts, account: { uid: 996, gid: 994 }, protectedPaths: ['eval.sh', 'data/**'] }),
    ).not.toBe(key);
  });
  it('reads back what it writes, and nothing malformed', () => {
    const stamp = { key: 'f'.repeat(64), tree: 'a'.repeat(40), base: null };
    expect(readStamp(stampText(stamp))).toEqual(stamp);
    expect(readStamp('{"v":1}')).toBeNull();
    // Version 1's full entries kept no index: read as no stamp, so they are rebuilt.
    expect(readStamp(stampText(stamp).replace('"v":2', '"v":1'))).toBeNull();
    expect(readStamp(stampText({ ...stamp, base: '../x' }))).toBeNull();
    expect(readStamp('not json')).toBeNull();
  });
});
