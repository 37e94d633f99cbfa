/** JSON read with its layout (session/json-source.ts) and written back with the smallest change (session/json-patch.ts). */
import { patchJson } from '../../src/session/json-patch.js';
import { keysInOrder, memberOf, parseJsonDocument, plainValue } from '../../src/session/json-source.js';
import { pyJsonFloat } from '../../src/session/py-format.js';
import type { Loose } from '../helpers/session-builder.js';

/** Python's json.dumps(indent=2) of a tree whose first node is ROOT and whose scores are floats. */
const ARBOR = `{
  "version": 3,
  "meta": {
    "baseline_score": 1.0,
    "test_trunk_score": 2.0,
    "eval_retry_base_delay": 5.0,
    "dataset_info": {"dev": "d.csv"},
    "note": "caf\\u00e9 — ok"
  },
  "root_id": "ROOT",
  "nodes": {
    "ROOT": {
      "id": "ROOT",
      "children_ids": [
        "1",
        "1.1"
      ],
      "status": "done"
    },
    "1": {
      "id": "1",
      "status": "done",
      "score": 1e-05
    }
  }
}`;

function edit(text: string, change: (value: Record<string, Loose>) => void, number = pyJsonFloat): string {
  const value = plainValue(parseJsonDocument(text).root) as Record<string, Loose>;
  change(value);
  return patchJson(text, value, number);
}

describe('JSON read with its layout', () => {
  it('keeps file order and number lexemes that JSON.parse loses', () => {
    const doc = parseJsonDocument(ARBOR);
    expect(Object.keys((JSON.parse(ARBOR) as { nodes: object }).nodes)).toEqual(['1', 'ROOT']);
    expect(keysInOrder(memberOf(doc.root, 'nodes'))).toEqual(['ROOT', '1']);
    const baseline = memberOf(memberOf(doc.root, 'meta'), 'baseline_score');
    expect(baseline).toMatchObject({ kind: 'number', value: 1, float: true });
    expect(memberOf(doc.root, 'version')).toMatchObject({ kind: 'number', float: false });
    expect(plainValue(doc.root)).toEqual(JSON.parse(ARBOR));
  });

  it('reads what Python writes and JSON.parse refuses (NaN, Infinity); a repeated key keeps its first place and last value', () => {
    const value = plainValue(
      parseJsonDocument('{"a": NaN, "b": -Infinity, "a": 2, "__proto__": {"x": 1}}').root,
    );
    expect(Object.keys(value as object)).toEqual(['a', 'b', '__proto__']);
    expect((value as Record<string, unknown>).a).toBe(2);
    expect((value as Record<string, unknown>).b).toBe(Number.NEGATIVE_INFINITY);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it.each(['{"a": 1,}', '{"a" 1}', '[1 2]', '"abc', '{"a": 01}', '{"a": "\u0001"}', '', '{} x', 'nan'])(
    'refuses %j',
    (text) => {
      expect(() => parseJsonDocument(text)).toThrow(SyntaxError);
    },
  );
});

describe('JSON written back with the smallest change', () => {
  it('an unchanged value is the same bytes, whitespace and missing trailing newline included', () => {
    expect(edit(ARBOR, () => undefined)).toBe(ARBOR);
    expect(edit(' {"x" : [ 1 , 2 ] } \n', () => undefined)).toBe(' {"x" : [ 1 , 2 ] } \n');
  });

  it('replaces only the changed values; new numbers are spelled as given', () => {
    const out = edit(ARBOR, (v) => {
      v.meta.test_trunk_score = 7;
      v.nodes['1'].status = 'merged';
    });
    expect(out).toBe(
      ARBOR.replace('"test_trunk_score": 2.0', '"test_trunk_score": 7.0').replace(
        '"status": "done",\n      "score"',
        '"status": "merged",\n      "score"',
      ),
    );
    // An equal number keeps its lexeme: 1.0 stays 1.0, 1e-05 stays 1e-05.
    expect(edit(ARBOR, (v) => (v.meta.baseline_score = 1))).toBe(ARBOR);
  });

  it('adds keys after the last one in the layout of the object, and removes keys with their separator', () => {
    const added = edit(ARBOR, (v) => (v.nodes['1'].test_score = 7.25));
    expect(added).toBe(ARBOR.replace('"score": 1e-05\n', '"score": 1e-05,\n      "test_score": 7.25\n'));
    const removed = edit(ARBOR, (v) => delete v.meta.note);
    expect(removed).toBe(ARBOR.replace(',\n    "note": "caf\\u00e9 — ok"', ''));
    const nested = edit(ARBOR, (v) => (v.meta.extra = { list: [1.5, 'x'], empty: {} }));
    expect(nested).toContain(
      '"note": "caf\\u00e9 — ok",\n    "extra": {\n      "list": [\n        1.5,\n        "x"\n      ],\n      "empty": {}\n    }\n  },',
    );
  });

  it('a one-line document stays on one line, in Python json.dumps spacing', () => {
    const line = '{"role": "user", "content": [{"type": "text", "text": "hi"}]}';
    expect(edit(line, (v) => v.content.push({ type: 'text', text: 'nudge' }), String)).toBe(
      '{"role": "user", "content": [{"type": "text", "text": "hi"}, {"type": "text", "text": "nudge"}]}',
    );
    expect(edit('{"role": "user", "content": "x"}', (v) => (v.content += '\n\nmore'), String)).toBe(
      '{"role": "user", "content": "x\\n\\nmore"}',
    );
  });

  it('an empty container that gets entries is laid out as Python would', () => {
    const out = edit('{\n  "inflight": [],\n  "a": {}\n}', (v) => {
      v.inflight.push({ node_id: '1' });
      v.a.b = true;
    });
    expect(out).toBe(
      '{\n  "inflight": [\n    {\n      "node_id": "1"\n    }\n  ],\n  "a": {\n    "b": true\n  }\n}',
    );
    expect(edit('{\n  "inflight": [\n    1\n  ]\n}', (v) => (v.inflight = []))).toBe(
      '{\n  "inflight": []\n}',
    );
  });
});
