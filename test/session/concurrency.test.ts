/**
 * Two processes update one tree many times through updateTreeFile: every update must land (the lock)
 * and a reader must never see a torn file (temp file + fsync + rename). The child processes run the
 * real modules, transpiled into a folder under build/ (gitignored) so they resolve node_modules.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { buildSession, buildTree, cleanupTempDirs, PROJECT_ROOT } from '../helpers/session-builder.js';

const run = promisify(execFile);
const UPDATES_PER_WRITER = 40;
let moduleDir: string;

beforeAll(() => {
  mkdirSync(join(PROJECT_ROOT, 'build'), { recursive: true });
  moduleDir = mkdtempSync(join(PROJECT_ROOT, 'build', '.concurrency-test-'));
  for (const file of [
    'errors.ts',
    'util/atomic.ts',
    'util/write-beside.ts',
    'util/regular-file.ts',
    'util/json.ts',
    'util/metric.ts',
    'session/tree.ts',
    'session/json-source.ts',
    'session/tree-layout.ts',
    'util/chunk-reader.ts',
    'session/json-patch.ts',
    'session/py-format.ts',
    'session/tree-markdown.ts',
  ]) {
    const source = readFileSync(join(PROJECT_ROOT, 'src', file), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const out = join(moduleDir, file.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, outputText);
  }
  writeFileSync(
    join(moduleDir, 'writer.mjs'),
    [
      "import { updateTreeFile } from './session/tree.js';",
      'const [path, name, count] = process.argv.slice(2);',
      'for (let i = 0; i < Number(count); i += 1) {',
      '  await updateTreeFile(path, (tree) => {',
      '    tree.meta.counter = (tree.meta.counter ?? 0) + 1;',
      '    tree.meta[name] = (tree.meta[name] ?? 0) + 1;',
      '    tree.nodes.ROOT.insight = `${name} ${i} `.repeat(2000);',
      '  });',
      '}',
    ].join('\n'),
  );
});

afterAll(() => {
  rmSync(moduleDir, { recursive: true, force: true });
  cleanupTempDirs();
});

it('two writers: no update lost, no torn file seen by a reader', async () => {
  const { session } = buildSession({
    tree: buildTree([{ id: 'ROOT' }, { id: '1', parent: 'ROOT', status: 'pending' }]),
  });
  const treePath = join(session, '.coordinator', 'idea_tree.json');
  let reads = 0;
  let torn = 0;
  let done = false;
  const reader = (async () => {
    while (!done) {
      try {
        JSON.parse(readFileSync(treePath, 'utf8'));
      } catch {
        torn += 1;
      }
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  const writer = (name: string) =>
    run(process.execPath, [join(moduleDir, 'writer.mjs'), treePath, name, String(UPDATES_PER_WRITER)]);
  try {
    await Promise.all([writer('a'), writer('b')]);
  } finally {
    // A writer that fails must not leave the reader spinning.
    done = true;
    await reader;
  }
  const tree = JSON.parse(readFileSync(treePath, 'utf8'));
  expect(tree.meta).toMatchObject({
    counter: 2 * UPDATES_PER_WRITER,
    a: UPDATES_PER_WRITER,
    b: UPDATES_PER_WRITER,
  });
  expect(tree.nodes['1'].status).toBe('pending');
  expect(reads).toBeGreaterThan(0);
  expect(torn).toBe(0);
  // idea_tree.md is written again with the tree, under the same lock; no temp or lock file is left.
  expect(readdirSync(dirname(treePath)).sort()).toEqual(['idea_tree.json', 'idea_tree.md']);
});
