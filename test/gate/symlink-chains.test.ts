/**
 * Symlink chains through the tree being judged (issue 12), the pure part: walks, loops, links read
 * later, and paths that lie beneath a link. Real repositories: test/gate/protected-chains.test.ts.
 */
import {
  followSymlink,
  MAX_SYMLINK_HOPS,
  symlinkAbove,
  treeSymlinks,
  type SymlinkEnd,
} from '../../src/gate/paths/symlink-chains.js';

/** A tree whose links (path -> target) are all read. */
const tree = (links: Record<string, string>) =>
  treeSymlinks(Object.keys(links), new Map(Object.entries(links)));

const ends = (end: SymlinkEnd) => (end.kind === 'inside' ? end.path : end.kind);

describe('followSymlink', () => {
  it('follows a link through a link that trunk already has to a folder elsewhere', () => {
    const links = tree({ x: 'docs/link/workflows/ci.yml', 'docs/link': '../.github' });
    const end = followSymlink('x', links);
    expect(end).toEqual({
      kind: 'inside',
      path: '.github/workflows/ci.yml',
      hops: [
        { link: 'x', target: 'docs/link/workflows/ci.yml' },
        { link: 'docs/link', target: '../.github' },
      ],
    });
    expect(ends(followSymlink('y', tree({ y: 'docs/link', 'docs/link': '../.github' })))).toBe('.github');
  });

  it('climbs `..` from where a link led, as the operating system does, not from the text', () => {
    expect(ends(followSymlink('a', tree({ a: 'b/../x', b: 'docs/sub' })))).toBe('docs/x');
    expect(ends(followSymlink('a', tree({ a: 'b/../../x', b: 'docs/sub' })))).toBe('x');
    expect(ends(followSymlink('a', tree({ a: 'b/../x' })))).toBe('x');
  });

  it('follows chains of links the branch adds, in any folder', () => {
    const links = tree({ 'p/a': '../q/b', 'q/b': './c', 'q/c': '../data/test.csv' });
    expect(ends(followSymlink('p/a', links))).toBe('data/test.csv');
  });

  it('looks links up with letter case ignored', () => {
    const links = tree({ x: 'DOCS/LINK/ci.yml', 'docs/link': '../.github' });
    expect(ends(followSymlink('x', links))).toBe('.github/ci.yml');
  });

  it('ends out of the repository whichever link leaves it', () => {
    expect(ends(followSymlink('x', tree({ x: 'up/etc', up: '../..' })))).toBe('outside');
    expect(ends(followSymlink('x', tree({ x: 'l/passwd', l: '/etc' })))).toBe('outside');
    expect(ends(followSymlink('x', tree({ x: 'l', l: 'C:\\x' })))).toBe('outside');
    expect(ends(followSymlink('x', tree({ x: 'l', l: '' })))).toBe('outside');
  });

  it('refuses a loop, and a chain longer than the operating system follows', () => {
    expect(ends(followSymlink('a', tree({ a: 'b', b: 'a' })))).toBe('endless');
    expect(ends(followSymlink('a', tree({ a: 'a' })))).toBe('endless');
    expect(ends(followSymlink('a', tree({ a: 'd/a', d: '.' })))).toBe('endless');
    expect(ends(followSymlink('a', tree({ a: 'd/x', d: '.' })))).toBe('x');
    const chain = (length: number) =>
      tree(
        Object.fromEntries(
          Array.from({ length }, (_, i) => [`l${i}`, i === length - 1 ? 'notes.txt' : `l${i + 1}`]),
        ),
      );
    expect(ends(followSymlink('l0', chain(MAX_SYMLINK_HOPS)))).toBe('notes.txt');
    expect(ends(followSymlink('l0', chain(MAX_SYMLINK_HOPS + 1)))).toBe('endless');
  });

  it('stops at a link whose target is not read yet, naming it', () => {
    const links = treeSymlinks(['x', 'docs/link'], new Map([['x', 'docs/link/ci.yml']]));
    expect(followSymlink('x', links)).toMatchObject({ kind: 'unread', link: 'docs/link' });
    expect(followSymlink('docs/link', links)).toMatchObject({ kind: 'unread', link: 'docs/link' });
  });

  it('walks a target of many components (deeper than any link path) to its end', () => {
    const deep = Array.from({ length: 20_000 }, (_, i) => `d${i % 7}`).join('/');
    const end = followSymlink('x', tree({ x: `${deep}/f`, d0: 'real' }));
    expect(ends(end)).toBe(`real/${deep.slice(3)}/f`);
  });
});

describe('symlinkAbove', () => {
  const links = tree({ 'docs/link': '../.github' });
  it.each([
    ['docs/link/workflows/ci.yml', 'docs/link'],
    ['DOCS/LINK/workflows/ci.yml', 'docs/link'],
    ['docs/link', undefined],
    ['docs/linked/x', undefined],
    ['other/docs/link/x', undefined],
  ])('%s -> %s', (path, expected) => expect(symlinkAbove(path, links)).toBe(expected));
});
