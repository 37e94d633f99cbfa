import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTreeParts } from '../../src/session/tree-layout.js';
import {
  nodeEntries,
  normalizeTree,
  parseTreeJson,
  readTreeIfPresent,
  type IdeaTree,
} from '../../src/session/tree.js';
import { arborTreeText, buildTree, cleanupTempDirs, tempDir } from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

function file(text: string): string {
  const path = join(tempDir('arbor-gate-tree-layout-'), 'idea_tree.json');
  writeFileSync(path, text);
  return path;
}

/** Python's json.dumps(tree, indent=2) for values JSON.stringify spells alike. */
function arborLayout(tree: object): string {
  return JSON.stringify(tree, null, 2);
}

/** A tree of `count` nodes under ROOT; `text` pads each hypothesis to make nodes of a given size. */
function bigTree(count: number, text = 'x'.repeat(40)): Record<string, unknown> {
  const nodes: Record<string, unknown> = {
    ROOT: { id: 'ROOT', parent_id: null, children_ids: [] as string[], depth: 0, status: 'done' },
  };
  const rootChildren = (nodes.ROOT as { children_ids: string[] }).children_ids;
  for (let i = 1; i <= count; i += 1) {
    const id = `n${i}`;
    rootChildren.push(id);
    nodes[id] = {
      id,
      parent_id: 'ROOT',
      children_ids: [],
      depth: 1,
      hypothesis: `idea ${i} ${text}`,
      status: i % 3 === 0 ? 'merged' : 'done',
      score: i / (count + 1),
    };
  }
  return { version: 3, meta: { metric_direction: 'maximize' }, root_id: 'ROOT', max_depth: null, nodes };
}

/** The view read whole, as before the parts reader: what readTreeIfPresent must equal. */
function wholeView(text: string, path: string): IdeaTree {
  return normalizeTree(parseTreeJson(text, path));
}

async function expectSameAsWhole(text: string): Promise<IdeaTree> {
  const path = file(text);
  const view = await readTreeIfPresent(path);
  const whole = wholeView(text, path);
  expect(view).toEqual(whole);
  expect(nodeEntries(view as IdeaTree)).toEqual(nodeEntries(whole));
  expect(Object.keys(view as IdeaTree)).toEqual(Object.keys(whole));
  return view as IdeaTree;
}

describe('readTreeParts: a tree in Arbor layout, in parts', () => {
  it('reads a tree of many read chunks in parts, equal to reading it whole, nodes in file order', async () => {
    // About 1.3 MB: nodes cross the 256 KB reads, and the runs end at different nodes.
    const text = arborLayout(bigTree(6000));
    const parts = await readTreeParts(file(text));
    expect(parts).not.toBe('other');
    expect(parts === null || parts === 'other' ? 0 : parts.entries.length).toBe(6001);
    await expectSameAsWhole(text);
  });

  it('reads a node larger than one read, non-ASCII text and the meta after the nodes', async () => {
    const tree = bigTree(40, `héllo ✓ 💡 ${'y'.repeat(300 * 1024)}`);
    const { meta, ...rest } = tree;
    const text = arborLayout({ ...rest, meta, trailing: { note: 'après' } });
    expect(await readTreeParts(file(text))).not.toBe('other');
    const view = await expectSameAsWhole(text);
    expect(view.meta).toEqual(meta);
    expect(view.trailing).toEqual({ note: 'après' });
  });

  it('keeps the file order of integer-like ids, a "__proto__" id as data, and NaN scores as Python reads them', async () => {
    const tree = buildTree([
      { id: 'ROOT' },
      { id: '10', parent: 'ROOT', note: 'NAN_HERE' },
      { id: '2', parent: 'ROOT', score: 0.5 },
      { id: 'PROTO_ID', parent: 'ROOT', status: 'pruned' },
    ]);
    const text = arborTreeText(tree)
      .replaceAll('"PROTO_ID"', '"__proto__"')
      .replace('"note": "NAN_HERE"', '"score": NaN');
    const path = file(text);
    expect(await readTreeParts(path)).not.toBe('other');
    const view = await expectSameAsWhole(text);
    expect(nodeEntries(view).map(([id]) => id)).toEqual(['ROOT', '10', '2', '__proto__']);
    expect(Object.getPrototypeOf(view.nodes)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(view.nodes, '__proto__')?.value.status).toBe('pruned');
    expect(Number.isNaN(view.nodes['10']?.score)).toBe(true);
  });
});

describe('readTreeParts: anything else is read whole, with the same tree or the same error', () => {
  it('says "other" for compact JSON, CRLF line breaks and an empty nodes object, and the view is the same', async () => {
    const tree = bigTree(30);
    for (const text of [
      JSON.stringify(tree),
      arborLayout(tree).replace(/\n/g, '\r\n'),
      arborLayout({ ...tree, nodes: {} }),
    ]) {
      expect(await readTreeParts(file(text))).toBe('other');
      if (text.includes('"n1"')) await expectSameAsWhole(text);
    }
  });

  it('says "other" for a torn tree (Arbor killed mid-write), which reads as the same error as before', async () => {
    const text = arborLayout(bigTree(3000));
    const torn = text.slice(0, Math.floor(text.length * 0.7));
    const path = file(torn);
    expect(await readTreeParts(path)).toBe('other');
    let before = '';
    try {
      parseTreeJson(torn, path);
    } catch (error) {
      before = (error as Error).message;
    }
    expect(before).toMatch(/is not valid JSON/);
    await expect(readTreeIfPresent(path)).rejects.toThrow(before);
  });

  it('reads an id repeated in a later run as Python does (first place, last value), through the whole text', async () => {
    const tree = bigTree(3000);
    const text = arborLayout(tree);
    const last = text.lastIndexOf('\n    }\n  }');
    const repeated = `${text.slice(0, last)}\n    },\n    "n1": {\n      "id": "n1",\n      "parent_id": "ROOT",\n      "children_ids": [],\n      "status": "pruned"${text.slice(last)}`;
    expect(await readTreeParts(file(repeated))).toBe('other');
    const view = await expectSameAsWhole(repeated);
    expect(view.nodes.n1?.status).toBe('pruned');
    expect(nodeEntries(view)[1]?.[0]).toBe('n1');
  });

  it('is not fooled by node-closing lines inside the values of another layout: such a run does not parse', async () => {
    // A hand-laid-out tree whose every node holds an object closed at four spaces, as a node is: the
    // reads end at such lines as often as at a node's end.
    const text = arborLayout(bigTree(6000)).replaceAll(
      '"depth": 1,',
      '"extra": {\n    },\n      "depth": 1,',
    );
    expect(text).toContain('"extra": {\n    },');
    expect(await readTreeParts(file(text))).toBe('other');
    await expectSameAsWhole(text);
  });

  it('says "other" when the nodes marker is inside meta rather than the root', async () => {
    const text = arborLayout({ version: 3, meta: { x: 1 }, root_id: 'ROOT', nodes: {} }).replace(
      '"meta": {\n    "x": 1\n  },',
      '"meta": {\n  "nodes": {\n    "a": {\n      "id": "a"\n    }\n  }\n  },',
    );
    expect(await readTreeParts(file(text))).toBe('other');
    await expect(readTreeIfPresent(file(text))).resolves.toEqual(wholeView(text, 'x'));
  });

  it('is not fooled by nodes laid out inside meta over a root whose own "nodes" is null: the tree stays unreadable', async () => {
    // Read whole, this tree has no nodes (`"nodes": null`), an error; the marker line inside meta
    // must not lend it meta's object as its nodes.
    const text = arborLayout({ version: 3, meta: { x: 1 }, root_id: 'ROOT', nodes: null }).replace(
      '"meta": {\n    "x": 1\n  },',
      '"meta": {\n  "nodes": {\n    "ROOT": {\n      "id": "ROOT"\n    }\n  }\n  },',
    );
    expect(text).toContain('"nodes": null');
    const path = file(text);
    expect(await readTreeParts(path)).toBe('other');
    await expect(readTreeIfPresent(path)).rejects.toThrow('field "nodes" must be an object of nodes by id');
  });

  it('gives null for a missing file', async () => {
    expect(await readTreeParts(join(tempDir('arbor-gate-tree-layout-'), 'none.json'))).toBeNull();
  });
});
