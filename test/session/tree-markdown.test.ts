/**
 * idea_tree.md in Arbor's two formats: regenerated from a fixture's idea_tree.json it is the fixture's
 * idea_tree.md byte for byte (knn_speedup: the stdlib helper; house_prices: the native IdeaTree), and
 * a tree built here renders as those writers print it (ints and floats apart, `.4g` vs `.1f%`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJsonDocument } from '../../src/session/json-source.js';
import { markdownFormatOf, renderTreeMarkdown } from '../../src/session/tree-markdown.js';
import { describeWithFixtures, FIXTURE_WORKSPACES } from '../helpers/fixtures.js';

/** A tree in Arbor's shape: `1.0` is a float, `2` and `3` are ints, ROOT first. */
const TREE = `{
  "version": 3,
  "meta": {
    "baseline_score": 1.0,
    "trunk_score": 2,
    "test_trunk_score": null
  },
  "root_id": "ROOT",
  "max_depth": 3,
  "nodes": {
    "ROOT": {"id": "ROOT", "parent_id": null, "children_ids": ["1", "2"], "depth": 0,
      "hypothesis": "Task", "status": "done", "insight": "root insight"},
    "1": {"id": "1", "parent_id": "ROOT", "children_ids": ["1.1"], "depth": 1, "hypothesis": "One",
      "status": "merged", "score": 0.12345, "code_ref": "arbor/n1", "result": "r1", "related_work": "see X"},
    "2": {"id": "2", "parent_id": "ROOT", "children_ids": [], "depth": 1, "hypothesis": "Two",
      "status": "pruned", "score": 3, "insight": "bad\\n[Pruned: slow]"},
    "1.1": {"id": "1.1", "parent_id": "1", "children_ids": [], "depth": 2, "hypothesis": "Sub",
      "status": "running", "grounding": "g"}
  }
}`;

/** What arbor_state.py's render_markdown prints for TREE. */
const HELPER_MD = [
  '# Idea Tree',
  '',
  '**Baseline**: 1 | **Trunk**: 2',
  '',
  '## ROOT: Task [DONE]',
  '',
  '**Insight**: root insight',
  '',
  '### 1: One [MERGED] (score: 0.1235)',
  '',
  '**Related work**: see X',
  '',
  '**Result**: r1',
  '',
  '**Branch**: arbor/n1',
  '',
  '#### 1.1: Sub [RUNNING]',
  '',
  '### 2: Two [PRUNED] (score: 3)',
  '',
  '**Insight**: bad',
  '[Pruned: slow]',
  '',
].join('\n');

/** What Arbor's IdeaTree.to_markdown prints for TREE. */
const NATIVE_MD = [
  '# Idea Tree\n',
  '**Baseline**: 1.0% | **Trunk**: 2\n',
  '## ROOT: Task [DONE]\n',
  '**Insight**: root insight\n',
  '### 1: One [MERGED] (score: 0.1%)\n',
  '**Related work**:\n\nsee X\n',
  '**Result**: r1\n',
  '**Branch**: `arbor/n1`\n',
  '#### 1.1: Sub [RUNNING]\n',
  '**Grounding**:\n\ng\n',
  '### 2: Two [PRUNED] (score: 3.0%)\n',
  '**Insight**: bad\n[Pruned: slow]\n',
].join('\n');

describe('idea_tree.md in Arbor formats', () => {
  const doc = parseJsonDocument(TREE);

  it('renders a tree as the stdlib helper prints it', () => {
    expect(renderTreeMarkdown(doc, 'helper')).toBe(HELPER_MD);
  });

  it('renders a tree as the native IdeaTree prints it', () => {
    expect(renderTreeMarkdown(doc, 'native')).toBe(NATIVE_MD);
  });

  it('knows which writer wrote a Markdown file: the one that reproduces it, else its marks', () => {
    expect(markdownFormatOf(doc, HELPER_MD)).toBe('helper');
    expect(markdownFormatOf(doc, NATIVE_MD)).toBe('native');
    expect(markdownFormatOf(null, '# Idea Tree\n\n### 1: x [DONE]\n\n**Branch**: `b`\n')).toBe('native');
    expect(markdownFormatOf(null, '# Idea Tree\n\n### 1: x [DONE] (score: 0.5)\n')).toBe('helper');
    // No Markdown: the format of the tree's writer. The helper always writes meta.trunk_branch,
    // Arbor's IdeaTree never does; TREE has none. With no tree either, the helper's.
    expect(markdownFormatOf(doc, null)).toBe('native');
    const helperTree = parseJsonDocument(TREE.replace('"test_trunk_score": null', '"trunk_branch": null'));
    expect(markdownFormatOf(helperTree, null)).toBe('helper');
    expect(markdownFormatOf(null, null)).toBe('helper');
  });

  it('prints values with Python str(): None, True, ints as written, floats as repr', () => {
    const odd = parseJsonDocument(
      '{"root_id": "R", "meta": {"baseline_score": true, "trunk_score": "n/a"}, "nodes": {"R": {"id": "R",' +
        ' "hypothesis": null, "status": "done", "insight": ["a", 1.5, {"k": null}], "result": 10000000000000000001}}}',
    );
    expect(renderTreeMarkdown(odd, 'helper')).toBe(
      "# Idea Tree\n\n**Baseline**: 1 | **Trunk**: n/a\n\n## R: None [DONE]\n\n**Insight**: ['a', 1.5, {'k': None}]\n\n**Result**: 10000000000000000001\n",
    );
    expect(renderTreeMarkdown(odd, 'native')).toMatch(
      /^# Idea Tree\n\n\*\*Baseline\*\*: True \| \*\*Trunk\*\*: n\/a\n/,
    );
  });

  it('gives no Markdown where Arbor could not write one (no root, a cycle, a status that is not text)', () => {
    const noRoot = parseJsonDocument('{"root_id": "X", "nodes": {"R": {"id": "R"}}}');
    expect(renderTreeMarkdown(noRoot, 'helper')).toBeNull();
    expect(renderTreeMarkdown(noRoot, 'native')).toBeNull();
    const cycle = parseJsonDocument(
      '{"root_id": "R", "nodes": {"R": {"id": "R", "children_ids": ["a"]}, "a": {"id": "a", "children_ids": ["R"]}}}',
    );
    expect(renderTreeMarkdown(cycle, 'helper')).toBeNull();
    expect(
      renderTreeMarkdown(
        parseJsonDocument('{"root_id": "R", "nodes": {"R": {"id": "R", "status": 1}}}'),
        'native',
      ),
    ).toBeNull();
  });

  it("gives no Markdown for a path from the root past Python's recursion limit, and never overflows the stack", () => {
    /** ROOT and a chain of `length` nodes below it, each the only child of the one before. */
    const chain = (length: number) => {
      const nodes: Record<string, unknown> = { R: { id: 'R', children_ids: ['n0'] } };
      for (let i = 0; i < length; i++) nodes[`n${i}`] = { id: `n${i}`, children_ids: [`n${i + 1}`] };
      return parseJsonDocument(JSON.stringify({ root_id: 'R', nodes }));
    };
    for (const format of ['helper', 'native'] as const) {
      // 1,000 nodes from ROOT down render; 1,001 do not
      expect(renderTreeMarkdown(chain(999), format)).toContain('###### n998: ');
      expect(renderTreeMarkdown(chain(1000), format)).toBeNull();
      expect(renderTreeMarkdown(chain(50_000), format)).toBeNull();
    }
  });
});

describeWithFixtures('idea_tree.md regenerated from the fixtures', () => {
  const coordinator = (workspace: string, run: string): string =>
    join(FIXTURE_WORKSPACES, workspace, '.arbor', 'sessions', run, '.coordinator');

  it.each([
    ['knn_speedup', 'knn_speedup', 'helper'],
    ['house_prices', 'house_prices', 'native'],
  ] as const)(
    '%s: the JSON renders to its idea_tree.md byte for byte (%s format)',
    (workspace, run, format) => {
      const dir = coordinator(workspace, run);
      const doc = parseJsonDocument(readFileSync(join(dir, 'idea_tree.json'), 'utf8'));
      const markdown = readFileSync(join(dir, 'idea_tree.md'), 'utf8');
      expect(renderTreeMarkdown(doc, format)).toBe(markdown);
      expect(markdownFormatOf(doc, markdown)).toBe(format);
    },
  );
});
