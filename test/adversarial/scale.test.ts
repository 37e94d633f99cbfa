/**
 * Adversarial suite, scale (issue 5, fault 6): a repository of 100,000 files whose trunk tracks an idea
 * tree of 100,000 nodes and its idea_tree.md. The compiled CLI runs `merge`, then `report` and `check` on that session, each
 * in its own Node process with a capped heap; peak RSS is read from /proc at the end. (An eval printing
 * 500 MB: test/adversarial/eval-layer.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseJsonDocument } from '../../src/session/json-source.js';
import { renderTreeMarkdown } from '../../src/session/tree-markdown.js';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import {
  createGateRepo,
  EVAL_CMD,
  sessionTree,
  TREE_PATH,
  TRUNK,
  type GateRepo,
} from '../helpers/gate-repo.js';

const FILES = 100_000;
const MARKDOWN_PATH = TREE_PATH.replace(/\.json$/, '.md');
const NODES = 100_000;
const HEAP_MB = 384;

let build: CompiledSource;
let repo: GateRepo;
let treeJson = '';
beforeAll(async () => {
  build = compileSource();
  repo = await createGateRepo({ score: 5 });
  const nodes = Array.from({ length: NODES }, (_, i) => ({
    id: `n${i}`,
    parent_id: i < 100 ? null : `n${Math.floor(i / 100) - 1}`,
    score: (i % 1000) / 1000,
    hypothesis: `idea number ${i} about feature ${i % 97}`,
  }));
  const tree = sessionTree({ tracked: true, meta: { test_trunk_score: 5 }, nodes });
  // One fast-import commit on trunk: 100,000 files sharing one blob, plus the tree and its Markdown in
  // Arbor's native format (the gate tells the format by rendering the tree before it renders it again).
  treeJson = `${JSON.stringify(tree)}\n`;
  const treeMarkdown = renderTreeMarkdown(parseJsonDocument(treeJson), 'native') as string;
  const lines = [
    'blob',
    'mark :1',
    'data 2',
    'x',
    'blob',
    'mark :2',
    `data ${Buffer.byteLength(treeJson)}`,
    treeJson,
    'blob',
    'mark :3',
    `data ${Buffer.byteLength(treeMarkdown)}`,
    treeMarkdown,
    `commit refs/heads/${TRUNK}`,
    'committer Gate Test <gate-test@example.com> 1700000000 +0000',
    'data 10',
    'big trunk',
    `from refs/heads/${TRUNK}^0`,
    ...Array.from({ length: FILES }, (_, i) => `M 100644 :1 data/d${i % 100}/f${i}.txt`),
    `M 100644 :2 ${TREE_PATH}`,
    `M 100644 :3 ${MARKDOWN_PATH}`,
    '',
  ];
  const imported = spawnSync('git', ['fast-import', '--quiet'], { cwd: repo.work, input: lines.join('\n') });
  if (imported.status !== 0) throw new Error(imported.stderr.toString());
  repo.git(['push', '-q', 'origin', TRUNK]);
  repo.commit('arbor/n1', { 'solution.txt': '7\n' });
}, 300_000);
afterAll(async () => {
  build.remove();
  await repo.cleanup();
});

/** Runs `arbor-gate <argv>` in a heap-capped process; returns its exit code, stdout and peak RSS (MB). */
function capped(argv: string[]): { code: number; stdout: string; stderr: string; peakMb: number } {
  const script = join(repo.root, 'capped-cli.mjs');
  writeFileSync(
    script,
    `import { readFileSync } from 'node:fs';
import { main } from ${JSON.stringify(pathToFileURL(join(build.dir, 'cli.js')).href)};
let out = '';
const code = await main(process.argv.slice(2), { stdout: (t) => { out += t; }, stderr: (t) => process.stderr.write(t),
  interactive: false, env: process.env, cwd: process.cwd() });
const peakKb = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
process.stdout.write(JSON.stringify({ code, out, peakMb: Math.round(peakKb / 1024) }));`,
  );
  const child = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, script, ...argv], {
    cwd: repo.work,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`exit ${child.status}: ${child.stderr.slice(-2000)}`);
  const result = JSON.parse(child.stdout) as { code: number; out: string; peakMb: number };
  console.log(`${argv[0]}: peak RSS ${result.peakMb} MB (heap capped at ${HEAP_MB} MB)`);
  return { code: result.code, stdout: result.out, stderr: child.stderr, peakMb: result.peakMb };
}

test('merge on a 100,000-file repository whose trunk tracks a 100,000-node tree: finishes, merged, bounded', () => {
  const run = capped([
    'merge',
    '--cwd',
    repo.work,
    '--source',
    'arbor/n1',
    '--trunk-branch',
    TRUNK,
    '--node-id',
    'n5',
    '--eval-cmd-test',
    EVAL_CMD,
    '--eval-retries',
    '0',
    '--json',
  ]);
  expect(run.code).toBe(0);
  expect(JSON.parse(run.stdout).decision).toBe('merged');
  const shown = spawnSync('git', ['show', `${TRUNK}:${TREE_PATH}`], {
    cwd: repo.work,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const recorded = JSON.parse(shown.stdout);
  expect(Object.keys(recorded.nodes)).toHaveLength(NODES + 1);
  expect(recorded.meta.test_trunk_score).toBe(7);
  // and idea_tree.md beside it, rendered again in its format: one heading per node, the node merged
  const markdown = spawnSync('git', ['show', `${TRUNK}:${MARKDOWN_PATH}`], {
    cwd: repo.work,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  }).stdout;
  expect(markdown.match(/^#+ /gm)).toHaveLength(NODES + 2);
  expect(markdown).toContain(
    '### n5: idea number 5 about feature 5 [MERGED] (score: 0.0%)\n\n**Branch**: `arbor/n1`',
  );
  expect(run.peakMb).toBeLessThan(1024);
}, 300_000);

test('report and check on the 100,000-node session finish within the capped heap', () => {
  const session = join(repo.root, 'workspace', '.arbor', 'sessions', 'demo');
  mkdirSync(join(session, '.coordinator'), { recursive: true });
  writeFileSync(join(session, '.coordinator', 'idea_tree.json'), treeJson);
  const report = capped(['report', session]);
  expect(report.code).toBe(0);
  const check = capped(['check', session]);
  expect([0, 1]).toContain(check.code);
  expect(Math.max(report.peakMb, check.peakMb)).toBeLessThan(1024);
}, 300_000);
