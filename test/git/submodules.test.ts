/** The pure readers of src/git/submodules.ts: git's output in, submodule names and gitlinks out. */
import { parseGitlinks, parseSubmodulePaths, usableName } from '../../src/git/submodules.js';

const SHA = 'a'.repeat(40);

it('maps each path in .gitmodules to its name, dots in names kept', () => {
  const out =
    'submodule.libs/a.b.path\nvendor/a\0submodule.x.url\nhttps://example.invalid/x\0submodule.x.path\nx\0';
  expect([...parseSubmodulePaths(out)]).toEqual([
    ['vendor/a', 'libs/a.b'],
    ['x', 'x'],
  ]);
});

it.each(['..', '../x', 'a/../../b', '/etc', 'a//b', './a', '', 'a\\..\\b', 'a\nb'])(
  'refuses the name %j, which would leave the modules folder or git refuses',
  (name) => expect(usableName(name)).toBe(false),
);

it.each(['sub', 'libs/a.b', 'a..b'])('takes the name %j', (name) => expect(usableName(name)).toBe(true));

it('reads only gitlinks from ls-tree', () => {
  const out = [
    `160000 commit ${SHA}\tsub`,
    `100644 blob ${SHA}\tfile`,
    `160000 commit ${SHA}\tdeep/er`,
    '',
  ].join('\0');
  expect(parseGitlinks(out)).toEqual([
    { path: 'sub', commit: SHA },
    { path: 'deep/er', commit: SHA },
  ]);
});
