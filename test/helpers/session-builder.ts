/**
 * Builds Arbor sessions in temp folders, in Arbor's own shapes (tree v3 written as Arbor writes it:
 * json.dumps(indent=2), nodes in the order they were added, ROOT first, no trailing newline, with its
 * idea_tree.md beside it; events `{ts, type, data}`, checkpoint schema 1, messages one JSON per line),
 * and copies the shared fixture workspaces when they are there. Tests call `main()` in process
 * through `runCli`.
 */
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli.js';
import type { Io } from '../../src/commands/command.js';
import { parseJsonDocument } from '../../src/session/json-source.js';
import { renderTreeMarkdown } from '../../src/session/tree-markdown.js';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export { FIXTURE_WORKSPACES, FIXTURES_PRESENT } from './fixtures.js';
import { FIXTURE_WORKSPACES } from './fixtures.js';

const tempDirs: string[] = [];

export function tempDir(prefix = 'arbor-gate-session-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Removes every folder made by tempDir (call in afterAll). */
export function cleanupTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A writable copy of one fixture workspace; returns its session folder. */
export function copyFixtureWorkspace(name: 'knn_speedup' | 'house_prices' | 'algotune_demo'): {
  workspace: string;
  session: string;
} {
  const workspace = join(tempDir('arbor-gate-fixture-'), name);
  cpSync(join(FIXTURE_WORKSPACES, name), workspace, { recursive: true });
  // The fixtures are read-only; the copies must not be.
  const walk = (dir: string): void => {
    chmodSync(dir, 0o755);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) chmodSync(path, 0o644);
    }
  };
  walk(workspace);
  const run = { knn_speedup: 'knn_speedup', house_prices: 'house_prices', algotune_demo: 'demo' }[name];
  return { workspace, session: join(workspace, '.arbor', 'sessions', run) };
}

export interface NodeSpec {
  id: string;
  parent?: string | null;
  status?: string;
  score?: number | null;
  test_score?: number | null;
  hypothesis?: string;
  insight?: string;
  [field: string]: unknown;
}

/** The order nodes were given to buildTree in (JavaScript objects put "1" before "ROOT"; Arbor does not). */
const nodeOrder = new WeakMap<object, string[]>();

/** A version-3 tree: children_ids and depth derived from the parents given. */
export function buildTree(nodes: NodeSpec[], meta: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const { id, parent = null, status = 'done', hypothesis, ...rest } of nodes) {
    out[id] = {
      id,
      parent_id: parent,
      children_ids: [],
      depth: 0,
      hypothesis: hypothesis ?? `idea ${id}`,
      status,
      ...rest,
    };
  }
  for (const node of Object.values(out)) {
    const parent = node.parent_id === null ? undefined : out[node.parent_id as string];
    if (parent) (parent.children_ids as string[]).push(node.id as string);
  }
  // Memoized and without recursion: a 10,000-idea session has chains thousands of nodes deep.
  const depths = new Map<string, number>();
  const depthOf = (id: string): number => {
    const chain: string[] = [];
    let at: string | null = id;
    while (at !== null && out[at] !== undefined && !depths.has(at) && !chain.includes(at)) {
      chain.push(at);
      at = out[at]?.parent_id as string | null;
    }
    let depth = at !== null && depths.has(at) ? (depths.get(at) as number) + 1 : 0;
    for (const node of chain.reverse()) depths.set(node, depth++);
    return depths.get(id) as number;
  };
  for (const id of Object.keys(out)) (out[id] as Record<string, unknown>).depth = depthOf(id);
  const root = nodes.find((n) => (n.parent ?? null) === null)?.id ?? 'ROOT';
  nodeOrder.set(
    out,
    nodes.map((n) => n.id),
  );
  return {
    version: 3,
    meta: { metric_direction: 'maximize', ...meta },
    root_id: root,
    max_depth: 5,
    nodes: out,
  };
}

/**
 * A tree's text as Arbor's json.dumps(tree, indent=2) writes it: nodes in the order buildTree got
 * them (nodes added later after them), no trailing newline.
 */
export function arborTreeText(tree: Record<string, unknown>): string {
  const nodes = tree.nodes as Record<string, unknown>;
  const order = nodeOrder.get(nodes) ?? [];
  const given = new Set(order);
  const ids = [
    ...order.filter((id) => Object.hasOwn(nodes, id)),
    ...Object.keys(nodes).filter((id) => !given.has(id)),
  ];
  const placeholder = '\u0000nodes';
  const body = ids
    .map((id) => `    ${JSON.stringify(id)}: ${JSON.stringify(nodes[id], null, 2).replace(/\n/g, '\n    ')}`)
    .join(',\n');
  return JSON.stringify({ ...tree, nodes: placeholder }, null, 2).replace(
    JSON.stringify(placeholder),
    ids.length === 0 ? '{}' : `{\n${body}\n  }`,
  );
}

/** The idea_tree.md Arbor's helper writes for a tree's text (null when it cannot render one). */
function treeMarkdownFor(text: string): string | null {
  try {
    return renderTreeMarkdown(parseJsonDocument(text), 'helper');
  } catch {
    return null;
  }
}

export interface SessionSpec {
  runName?: string;
  tree?: Record<string, unknown> | string;
  /** The idea_tree.md beside the tree: false for none; default: the one Arbor writes for the tree. */
  treeMarkdown?: string | false;
  events?: (Record<string, unknown> | string)[];
  messages?: (Record<string, unknown> | string)[];
  checkpoint?: Record<string, unknown>;
  runStats?: Record<string, unknown>;
  /** Extra files, relative to the session folder. */
  files?: Record<string, string>;
}

function jsonl(lines: (Record<string, unknown> | string)[]): string {
  return lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n';
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Creates `<workspace>/.arbor/sessions/<run>/` with the given files; returns both folders. */
export function buildSession(
  spec: SessionSpec,
  workspace = tempDir(),
): { workspace: string; session: string } {
  const session = join(workspace, '.arbor', 'sessions', spec.runName ?? 'run1');
  mkdirSync(join(session, '.coordinator'), { recursive: true });
  if (spec.tree !== undefined) {
    const text = typeof spec.tree === 'string' ? spec.tree : arborTreeText(spec.tree);
    write(join(session, '.coordinator', 'idea_tree.json'), text);
    const markdown = spec.treeMarkdown === undefined ? treeMarkdownFor(text) : spec.treeMarkdown;
    if (markdown !== false && markdown !== null)
      write(join(session, '.coordinator', 'idea_tree.md'), markdown);
  }
  if (spec.events) write(join(session, 'events.jsonl'), jsonl(spec.events));
  if (spec.messages) write(join(session, '.coordinator', 'messages.jsonl'), jsonl(spec.messages));
  if (spec.checkpoint)
    write(join(session, '.coordinator', 'checkpoint.json'), JSON.stringify(spec.checkpoint, null, 2));
  if (spec.runStats) write(join(session, 'run_stats.json'), JSON.stringify(spec.runStats, null, 2));
  for (const [rel, text] of Object.entries(spec.files ?? {})) write(join(session, rel), text);
  return { workspace, session };
}

export function event(ts: number, type: string, data: Record<string, unknown> = {}): Record<string, unknown> {
  return { ts, type, data };
}

/** Every file under `dir` with its mtime and content: equal snapshots mean nothing was written. */
export function folderSnapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else out[path] = `${statSync(path).mtimeMs}:${readFileSync(path, 'utf8')}`;
    }
  };
  walk(dir);
  return out;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in process, as `arbor-gate <argv>` from `cwd`. */
export async function runCli(
  argv: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    interactive: false,
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
  };
  const code = await main(argv, io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

/** Parsed JSON that tests read and deliberately corrupt, whatever its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;
