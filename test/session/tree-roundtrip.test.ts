/**
 * Trees the gate and resume rewrite stay as Arbor wrote them: after a merge through the real gate on a
 * real repository (tree tracked on trunk, or only in the checkout's session folder) and after resume,
 * the file is the input byte for byte except the values they own (meta.test_trunk_score and the
 * node's test_score, status, code_ref; resume: statuses), and idea_tree.md is written again, in the
 * format Arbor wrote it in.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Verdict } from '../../src/gate/verdict.js';
import { runGate } from '../../src/run/gate.js';
import { parseJsonDocument } from '../../src/session/json-source.js';
import { renderTreeMarkdown, type TreeMarkdownFormat } from '../../src/session/tree-markdown.js';
import { describeWithFixtures, FIXTURE_WORKSPACES } from '../helpers/fixtures.js';
import { createGateRepo, sessionTree, TREE_PATH, TRUNK, type GateRepo } from '../helpers/gate-repo.js';
import {
  buildSession,
  cleanupTempDirs,
  copyFixtureWorkspace,
  folderSnapshot,
  runCli,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

/**
 * A tree as Arbor's json.dumps(indent=2, ensure_ascii=False) writes it: ROOT before "1" and "10"
 * (JavaScript would reorder them), floats such as `1.0` and `5.0` that JavaScript reads as integers,
 * `1e-05`, text that is not ASCII, no trailing newline.
 */
const TREE_TEXT = `{
  "version": 3,
  "meta": {
    "baseline_score": 1.0,
    "trunk_score": 1.5,
    "test_baseline_score": 1.0,
    "test_trunk_score": 5.0,
    "eval_cmd": "sh {cwd}/eval.sh",
    "eval_cmd_test": "sh {cwd}/eval.sh",
    "eval_retry_base_delay": 5.0,
    "dataset_info": {
      "dev": "data/dev.csv"
    },
    "metric_direction": "maximize",
    "trunk_branch": "arbor/trunk",
    "note": "café — 1.0"
  },
  "root_id": "ROOT",
  "max_depth": 3,
  "nodes": {
    "ROOT": {
      "id": "ROOT",
      "parent_id": null,
      "children_ids": [
        "1",
        "2",
        "10"
      ],
      "depth": 0,
      "hypothesis": "root",
      "status": "done"
    },
    "1": {
      "id": "1",
      "parent_id": "ROOT",
      "children_ids": [],
      "depth": 1,
      "hypothesis": "idea one",
      "status": "done",
      "score": 2.0,
      "code_ref": "arbor/n1",
      "custom": [
        1.0,
        {
          "a": null
        }
      ]
    },
    "2": {
      "id": "2",
      "parent_id": "ROOT",
      "children_ids": [],
      "depth": 1,
      "hypothesis": "idea two",
      "status": "running"
    },
    "10": {
      "id": "10",
      "parent_id": "ROOT",
      "children_ids": [],
      "depth": 1,
      "hypothesis": "idea ten",
      "status": "running",
      "score": 1e-05
    }
  }
}`;

/** TREE_TEXT after the gate merged node 1 at B_test 7: only the values the gate owns differ. */
const MERGED_TEXT = TREE_TEXT.replace('"test_trunk_score": 5.0', '"test_trunk_score": 7.0')
  .replace('"status": "done",\n      "score": 2.0', '"status": "merged",\n      "score": 2.0')
  .replace(
    '          "a": null\n        }\n      ]\n    },',
    '          "a": null\n        }\n      ],\n      "test_score": 7.0\n    },',
  );

const MARKDOWN_PATH = TREE_PATH.replace(/\.json$/, '.md');

const markdownOf = (text: string, format: TreeMarkdownFormat): string =>
  renderTreeMarkdown(parseJsonDocument(text), format) as string;

let repo: GateRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
  repo = undefined;
});

async function mergeNode(
  nodeId: string,
  source: string,
  files: Record<string, string> = {},
): Promise<{ decision: string; text: (ref?: string) => string; verdict: Verdict }> {
  const gate = repo as GateRepo;
  gate.commit(source, { 'solution.txt': '7\n', ...files });
  const verdict = await runGate(gate.input('merge', { source, nodeId }), gate.deps());
  return {
    decision: verdict.decision,
    text: (ref = TRUNK) => gate.git(['show', `${ref}:${TREE_PATH}`]),
    verdict,
  };
}

/** A file on trunk, byte for byte (the repository helper's git() trims what git prints). */
function onTrunk(path: string): string {
  return execFileSync('git', ['cat-file', 'blob', `${TRUNK}:${path}`], {
    cwd: (repo as GateRepo).work,
    encoding: 'utf8',
  });
}

/** The paths in which the landed commit's tree differs from the tree the gate evaluated. */
function pathsChangedByLanding(verdict: Verdict): string[] {
  const evaluated = verdict.evaluated?.tree as string;
  const landed = `${verdict.merge_commit as string}^{tree}`;
  return (repo as GateRepo).git(['diff-tree', '-r', '--name-only', evaluated, landed]).split('\n');
}

describe('merge through the real gate', () => {
  it('a tree tracked on trunk: the merge commit changes only the owned values', async () => {
    repo = await createGateRepo({ score: 5 });
    repo.commit(TRUNK, { [TREE_PATH]: TREE_TEXT }, { message: 'record session tree', push: true });
    const merge = await mergeNode('1', 'arbor/n1');
    expect(merge.decision).toBe('merged');
    expect(merge.text()).toBe(MERGED_TEXT);
    expect(MERGED_TEXT).not.toBe(TREE_TEXT);
  });

  it.each(['helper', 'native'] as const)(
    'a local tree: the file changes only in the owned values; its %s-format idea_tree.md is written again',
    async (format) => {
      repo = await createGateRepo({ score: 5 });
      const markdownPath = TREE_PATH.replace(/\.json$/, '.md');
      repo.writeWorkFile(TREE_PATH, TREE_TEXT);
      repo.writeWorkFile(markdownPath, markdownOf(TREE_TEXT, format));
      const merge = await mergeNode('1', 'arbor/n1');
      expect(merge.decision).toBe('merged');
      expect(readFileSync(join(repo.work, TREE_PATH), 'utf8')).toBe(MERGED_TEXT);
      const markdown = readFileSync(join(repo.work, markdownPath), 'utf8');
      expect(markdown).toBe(markdownOf(MERGED_TEXT, format));
      expect(markdown).toBe(markdownOf(TREE_TEXT, format).replace('idea one [DONE]', 'idea one [MERGED]'));
    },
  );
});

describe('merge into a trunk that tracks the tree: idea_tree.md is rendered again in the landed commit', () => {
  it.each(['helper', 'native'] as const)(
    'its %s-format idea_tree.md is rendered from the recorded JSON; the landed tree differs from the evaluated one only in the two files',
    async (format) => {
      repo = await createGateRepo({ score: 5 });
      const tracked = { [TREE_PATH]: TREE_TEXT, [MARKDOWN_PATH]: markdownOf(TREE_TEXT, format) };
      repo.commit(TRUNK, tracked, { message: 'record session tree', push: true });
      const merge = await mergeNode('1', 'arbor/n1');
      expect(merge.decision).toBe('merged');
      expect(onTrunk(TREE_PATH)).toBe(MERGED_TEXT);
      expect(onTrunk(MARKDOWN_PATH)).toBe(markdownOf(onTrunk(TREE_PATH), format));
      expect(onTrunk(MARKDOWN_PATH)).toBe(
        markdownOf(TREE_TEXT, format).replace('idea one [DONE]', 'idea one [MERGED]'),
      );
      expect(pathsChangedByLanding(merge.verdict)).toEqual([TREE_PATH, MARKDOWN_PATH]);
      expect(repo.git(['log', '-1', '--format=%B', TRUNK])).toContain(
        "differs from it only in the idea tree's files (idea_tree.json and idea_tree.md)",
      );
    },
  );

  it('trunk tracks the JSON only: the landed commit adds idea_tree.md, as Arbor writes it beside the JSON', async () => {
    repo = await createGateRepo({ score: 5 });
    repo.commit(TRUNK, { [TREE_PATH]: TREE_TEXT }, { message: 'record session tree', push: true });
    const merge = await mergeNode('1', 'arbor/n1');
    expect(merge.decision).toBe('merged');
    expect(onTrunk(MARKDOWN_PATH)).toBe(markdownOf(MERGED_TEXT, 'helper'));
    expect(pathsChangedByLanding(merge.verdict)).toEqual([TREE_PATH, MARKDOWN_PATH]);
  });

  it("a tree deeper than Arbor's writer can render (Python's recursion limit) still merges; no idea_tree.md is added", async () => {
    const nodes = Array.from({ length: 5000 }, (_, i) => ({
      id: `d${i}`,
      parent_id: i === 0 ? 'ROOT' : `d${i - 1}`,
    }));
    const deep = JSON.stringify(
      sessionTree({ tracked: true, meta: { test_trunk_score: 5 }, nodes }),
      null,
      2,
    );
    repo = await createGateRepo({ score: 5 });
    repo.commit(TRUNK, { [TREE_PATH]: deep }, { message: 'record session tree', push: true });
    const merge = await mergeNode('d4999', 'arbor/deep');
    expect(merge.decision).toBe('merged');
    expect(JSON.parse(merge.text()).nodes.d4999).toMatchObject({ status: 'merged', test_score: 7 });
    expect(pathsChangedByLanding(merge.verdict)).toEqual([TREE_PATH]);
  });

  it('an idea_tree.md on trunk that is a symbolic link is left as it is', async () => {
    repo = await createGateRepo({ score: 5 });
    const tracked = { [TREE_PATH]: TREE_TEXT, [MARKDOWN_PATH]: { symlink: '../../../../README.md' } };
    repo.commit(TRUNK, tracked, { message: 'record session tree', push: true });
    const link = repo.git(['ls-tree', TRUNK, '--', MARKDOWN_PATH]);
    const merge = await mergeNode('1', 'arbor/n1');
    expect(merge.decision).toBe('merged');
    expect(repo.git(['ls-tree', TRUNK, '--', MARKDOWN_PATH])).toBe(link);
    expect(pathsChangedByLanding(merge.verdict)).toEqual([TREE_PATH]);
  });
});

describe('resume', () => {
  it('changes only the requeued statuses, writes idea_tree.md again, and a second resume changes nothing', async () => {
    const { session } = buildSession({ tree: TREE_TEXT, treeMarkdown: markdownOf(TREE_TEXT, 'native') });
    const result = await runCli(['resume', session, '--json']);
    expect(result.code).toBe(0);
    // File order, not JavaScript's ("10" would come before "2").
    expect(JSON.parse(result.stdout)).toMatchObject({ requeued: ['2', '10'], pending: ['2', '10'] });
    const tree = join(session, '.coordinator', 'idea_tree.json');
    const expected = TREE_TEXT.replace(
      '"hypothesis": "idea two",\n      "status": "running"',
      '"hypothesis": "idea two",\n      "status": "pending"',
    ).replace(
      '"hypothesis": "idea ten",\n      "status": "running"',
      '"hypothesis": "idea ten",\n      "status": "pending"',
    );
    expect(readFileSync(tree, 'utf8')).toBe(expected);
    expect(readFileSync(join(session, '.coordinator', 'idea_tree.md'), 'utf8')).toBe(
      markdownOf(TREE_TEXT, 'native').replaceAll('[RUNNING]', '[PENDING]'),
    );
    const after = folderSnapshot(session);
    expect((await runCli(['resume', session])).code).toBe(0);
    expect(folderSnapshot(session)).toEqual(after);
  });
});

describeWithFixtures('round trips on the fixtures', () => {
  const knnTree = (): string =>
    readFileSync(
      join(
        FIXTURE_WORKSPACES,
        'knn_speedup',
        '.arbor',
        'sessions',
        'knn_speedup',
        '.coordinator',
        'idea_tree.json',
      ),
      'utf8',
    );

  it('knn_speedup on trunk, merged by the gate: only test_trunk_score, the status and test_score change', async () => {
    const text = knnTree();
    repo = await createGateRepo({ score: 5 });
    repo.commit(TRUNK, { [TREE_PATH]: text }, { message: 'record session tree', push: true });
    // The tree's meta names a submission and its sample: the branch must bring both.
    const merge = await mergeNode('2', 'coordinator/n2-replace-brute-force-search-with--0c3698c3', {
      'submission.csv': 'id,pred\n1,0\n',
      'sample_submission.csv': 'id,pred\n1,1\n',
    });
    expect(merge.decision).toBe('merged');
    const expected = text
      .replace('"test_trunk_score": 2.8800000000000003', '"test_trunk_score": 7.0')
      .replace(
        '"hypothesis": "Replace brute force search with a KD-tree",\n      "status": "done"',
        '"hypothesis": "Replace brute force search with a KD-tree",\n      "status": "merged"',
      )
      .replace(
        '"result": "measured on B_dev"\n    },\n    "3"',
        '"result": "measured on B_dev",\n      "test_score": 7.0\n    },\n    "3"',
      );
    expect(merge.text()).toBe(expected);
  });

  const coordinatorFile = (name: string, file: string): string =>
    readFileSync(join(FIXTURE_WORKSPACES, name, '.arbor', 'sessions', name, '.coordinator', file), 'utf8');

  interface TrackedMerge {
    name: string;
    node: string;
    source: string;
    /** What the branch commits, and what trunk holds besides the tree. */
    files: Record<string, string>;
    trunkFiles: Record<string, string>;
    /** The node's heading in idea_tree.md. */
    heading: string;
  }

  it.each<TrackedMerge>([
    {
      name: 'knn_speedup',
      node: '2',
      source: 'coordinator/n2-replace-brute-force-search-with--0c3698c3',
      // maximize, trunk at 2.88: 7 beats it
      files: { 'submission.csv': 'id,pred\n1,0\n', 'sample_submission.csv': 'id,pred\n1,1\n' },
      trunkFiles: {},
      heading: '### 2: Replace brute force search with a KD-tree [DONE]',
    },
    {
      name: 'house_prices',
      node: '2',
      source: 'arbor/n2-deep-gbt',
      // minimize, trunk at 0.1566; data/** is protected, so the sample is trunk's
      files: { 'solution.txt': '0.1\n', 'submission.csv': 'Id,SalePrice\n1,0\n' },
      trunkFiles: { 'data/sample_submission.csv': 'Id,SalePrice\n1,1\n' },
      heading: '### 2: Gradient-boosted trees with depth 12 [DONE]',
    },
  ])(
    '$name with idea_tree.md tracked on trunk, merged by the gate: the Markdown changes only in the node heading',
    async ({ name, node, source, files, trunkFiles, heading }) => {
      const [json, markdown] = [
        coordinatorFile(name, 'idea_tree.json'),
        coordinatorFile(name, 'idea_tree.md'),
      ];
      expect(markdown).toContain(heading);
      repo = await createGateRepo({ score: 5, files: trunkFiles });
      const tracked = { [TREE_PATH]: json, [MARKDOWN_PATH]: markdown };
      repo.commit(TRUNK, tracked, { message: 'record session tree', push: true });
      const merge = await mergeNode(node, source, files);
      expect(merge.decision).toBe('merged');
      expect(onTrunk(MARKDOWN_PATH)).toBe(markdown.replace(heading, heading.replace('[DONE]', '[MERGED]')));
      const format = name === 'knn_speedup' ? 'helper' : 'native';
      expect(onTrunk(MARKDOWN_PATH)).toBe(markdownOf(onTrunk(TREE_PATH), format));
      expect(pathsChangedByLanding(merge.verdict)).toEqual([TREE_PATH, MARKDOWN_PATH]);
    },
  );

  it.each([
    ['knn_speedup', '1.1'],
    ['house_prices', '1.1'],
  ] as const)(
    '%s resumed: the JSON and idea_tree.md change only in node %s, running -> pending',
    async (name, id) => {
      const { session } = copyFixtureWorkspace(name);
      const tree = join(session, '.coordinator', 'idea_tree.json');
      const markdown = join(session, '.coordinator', 'idea_tree.md');
      const [treeBefore, markdownBefore] = [readFileSync(tree, 'utf8'), readFileSync(markdown, 'utf8')];
      expect((await runCli(['resume', session])).code).toBe(0);
      const running = new RegExp(`("id": "${id.replace('.', '\\.')}",[^}]*"status": )"running"`);
      expect(treeBefore).toMatch(running);
      expect(readFileSync(tree, 'utf8')).toBe(treeBefore.replace(running, '$1"pending"'));
      const heading = new RegExp(`(#### ${id.replace('.', '\\.')}: [^\\n]*)\\[RUNNING\\]`);
      expect(readFileSync(markdown, 'utf8')).toBe(markdownBefore.replace(heading, '$1[PENDING]'));
    },
  );
});
