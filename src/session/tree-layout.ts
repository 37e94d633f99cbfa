/**
 * Reading a large idea tree without holding its text. Arbor writes the tree with Python's
 * `json.dumps(indent=2)`: the `nodes` object opens on a line of its own, and each node closes on a
 * line that is exactly four spaces and `}`. JSON strings cannot hold a raw line break, so those lines
 * are structure wherever they appear. The file is read in chunks and the nodes are parsed a run of
 * whole nodes at a time, so the 13 MB text of a 50,000-node tree, and the young-generation growth that
 * parsing it at once brings, never exist; only the parsed nodes are kept.
 *
 * Nothing here trusts the layout: every run is parsed as a JSON object of its own, so a cut in the
 * wrong place (a file laid out otherwise that happens to hold such a line) cannot parse, and the rest
 * of the document, everything but the nodes, is parsed whole with a value in the nodes' place, which
 * must come back as the root's own `nodes` (rootAround). Any doubt is `'other'`: the caller reads the text whole, as it
 * does for a tree in any other layout, and so gives the same tree or the same error.
 */
import { isAscii } from 'node:buffer';
import { ChunkReader } from '../util/chunk-reader.js';
import { isObject } from '../util/json.js';
import { openRegularFile } from '../util/regular-file.js';
import { isArrayIndex, objectKeysInOrder, parsePythonJson, setOwn } from './json-source.js';

export interface TreeParts {
  /** The root object as parsed, `nodes` in its place. */
  root: Record<string, unknown>;
  /** The nodes by id, as JSON.parse would give them; each is an object. */
  nodes: Record<string, Record<string, unknown>>;
  /** The nodes as [id, node] in file order. */
  entries: [string, Record<string, unknown>][];
}

type NodesRead = Pick<TreeParts, 'nodes' | 'entries'>;

/** Bytes read at a time; the window grows only to hold one node longer than this. */
const READ_CHUNK_BYTES = 256 * 1024;
const NODES_OPEN = Buffer.from('\n  "nodes": {\n');
/** The end of a node that another follows. */
const NODE_BREAK = Buffer.from('\n    },');
/** The end of the last node and of `nodes`. */
const NODES_CLOSE = Buffer.from('\n    }\n  }');
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

function decode(buffer: Buffer, from: number, to: number): string {
  const region = buffer.subarray(from, to);
  return region.toString(isAscii(region) ? 'latin1' : 'utf8');
}

/**
 * Adds one run of nodes (a JSON object's text) to `parts`; false when it is not an object of objects
 * or repeats an id an earlier run holds (the whole text's reading settles both, as Python does).
 */
function addRun(text: string, parts: NodesRead): boolean {
  let run: unknown;
  try {
    run = parsePythonJson(text);
  } catch {
    return false;
  }
  if (!isObject(run)) return false;
  let keys = Object.keys(run);
  // JavaScript lists integer-like keys first: their file order is in the text.
  if (keys.length > 0 && isArrayIndex(keys[0] as string)) keys = objectKeysInOrder(text);
  const { nodes, entries } = parts;
  for (const key of keys) {
    const node = run[key];
    if (!isObject(node) || Object.hasOwn(nodes, key)) return false;
    setOwn(nodes, key, node);
    entries.push([key, node]);
  }
  return true;
}

/** Reads the nodes from the `{` of `nodes` on; the offset just past their closing `}`, or null. */
async function readNodes(reader: ChunkReader, parts: NodesRead): Promise<number | null> {
  for (;;) {
    const { buffer, start: from, end } = reader;
    // Bytes past `end` are left from earlier reads: a match must end within [from, end).
    const close = buffer.indexOf(NODES_CLOSE, from);
    const last = close !== -1 && close + NODES_CLOSE.length <= end;
    const nodeBreak =
      end - from > NODE_BREAK.length ? buffer.lastIndexOf(NODE_BREAK, end - NODE_BREAK.length) : -1;
    const runEnd = last ? close + NODES_CLOSE.length : nodeBreak + NODE_BREAK.length;
    if (last || nodeBreak > from) {
      // The run's text is the object `{ node, node }`: the byte before it is `{` (the nodes' own, or the
      // comma before the run, overwritten), and the comma that ends it is written over with `}`.
      if (!last) buffer[runEnd - 1] = CLOSE_BRACE;
      if (!addRun(decode(buffer, from, runEnd), parts)) return null;
      if (last) return runEnd;
      buffer[runEnd - 1] = OPEN_BRACE;
      reader.start = runEnd - 1;
    }
    if (reader.atEnd) return null;
    await reader.more();
  }
}

/**
 * The root object of `head` + the nodes + `tail`, its `nodes` not yet set; null unless the nodes read
 * are the root's own `nodes`. Parsed twice, with the nodes as `null` and as `0`: only the root's own
 * member follows the value put in its place (a marker line inside `meta`, with a root whose `nodes` is
 * null itself, would pass a single parse).
 */
function rootAround(head: string, tail: string): Record<string, unknown> | null {
  try {
    const root = parsePythonJson(`${head}null${tail}`);
    const other = parsePythonJson(`${head}0${tail}`);
    return isObject(root) && root.nodes === null && isObject(other) && other.nodes === 0 ? root : null;
  } catch {
    return null;
  }
}

/**
 * The tree at `path` in parts, when it is in Arbor's own layout; `'other'` when it is not (or any part
 * does not parse); null when there is no file. Other read failures are thrown.
 */
export async function readTreeParts(path: string): Promise<TreeParts | 'other' | null> {
  const file = await openRegularFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (file === null) return null;
  try {
    const reader = new ChunkReader(file, READ_CHUNK_BYTES);
    const head: Buffer[] = [];
    let opening = -1;
    for (;;) {
      await reader.more();
      opening = reader.buffer.indexOf(NODES_OPEN);
      if (opening + NODES_OPEN.length > reader.end) opening = -1;
      if (opening !== -1 || reader.atEnd) break;
      // Keep a marker's length unconsumed: it may straddle this read and the next.
      const kept = Math.max(0, reader.end - NODES_OPEN.length);
      head.push(reader.copy(0, kept));
      reader.start = kept;
    }
    if (opening === -1) return 'other';
    // The head ends with `"nodes": `; the nodes start at their `{`.
    const brace = opening + NODES_OPEN.length - 2;
    head.push(reader.copy(0, brace));
    reader.start = brace;
    const parts: NodesRead = { nodes: {}, entries: [] };
    const afterNodes = await readNodes(reader, parts);
    if (afterNodes === null) return 'other';
    const tail = [reader.copy(afterNodes, reader.end)];
    while (!reader.atEnd) {
      reader.start = reader.end;
      await reader.more();
      tail.push(reader.copy(0, reader.end));
    }
    const root = rootAround(Buffer.concat(head).toString('utf8'), Buffer.concat(tail).toString('utf8'));
    if (root === null) return 'other';
    root.nodes = parts.nodes;
    return { root, ...parts };
  } finally {
    await file.close();
  }
}
