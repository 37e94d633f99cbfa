/**
 * Adversarial suite, issue 37 items 1, 2, 3, 8, 9, 10 and 13: the agent (the MCP server's caller) and a
 * shard job are adversaries too. Each attack is made for real through what ships: the MCP server over
 * stdio (test/helpers/mcp-client.ts: dist/cli.js, or src with ARBOR_GATE_MCP_ENTRY=src) with settings
 * pinned by --trusted-settings, and the compiled CLI in a process of its own (test/helpers/gate-cli.ts).
 *
 * The task is a two-phase one in the shape of Arbor's: phase 1 (`train.py`) writes `submission.csv`,
 * phase 2 (`score.py`, protected) scores it against the held-out `labels.csv` (accuracy over the rows
 * submitted). `score.py` imports an optional `scorelib` when one is beside it. Trunk's model gets 6 of
 * 10 rows right (0.6); the branches' honest models get 5 (0.5), so each may merge only by an attack.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Verdict } from '../../src/gate/verdict.js';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { startCli } from '../helpers/gate-cli.js';
import { createGateRepo, TRUNK, type GateRepo } from '../helpers/gate-repo.js';
import { startMcpServer, type McpSession } from '../helpers/mcp-client.js';

const LABELS = `id,y\n${Array.from({ length: 10 }, (_, i) => `${i + 1},1`).join('\n')}\n`;
/** A model that gets the first `right` rows of `rows` right (the rest wrong); with a seed, `seeded` rows. */
const trainPy = (right: number, rows = 10, seeded = right) => `import os
seed = os.environ.get("ARBOR_SEED")
right = ${seeded} if seed else ${right}
rows = ["id,y"] + [f"{i},{1 if i <= right else 0}" for i in range(1, ${rows} + 1)]
open("submission.csv", "w").write("\\n".join(rows) + "\\n")
`;
const SCORE_PY = `import csv, json, os
here = os.path.dirname(os.path.abspath(__file__))
try:
    from scorelib import accuracy
except ImportError:
    def accuracy(got, want):
        return sum(got[k] == want[k] for k in got) / len(got)
want = {r["id"]: r["y"] for r in csv.DictReader(open(os.path.join(here, "labels.csv")))}
got = {r["id"]: r["y"] for r in csv.DictReader(open(os.path.join(here, "submission.csv")))}
print(json.dumps({"score": accuracy(got, want)}))
`;
const FORGED_SCORELIB = 'def accuracy(got, want):\n    return 0.99\n';

const EVAL_CMD = 'cd {cwd} && python3 train.py';
const SCORE_CMD = 'cd {cwd} && python3 score.py';
/** What the operator pins: the two-phase task, its trunk score, nothing else. */
const PINNED = {
  trunk_branch: TRUNK,
  eval_cmd_test: EVAL_CMD,
  score_cmd_test: SCORE_CMD,
  held_out_paths: ['labels.csv'],
  submission_path: 'submission.csv',
  protected_paths: ['score.py'],
  test_trunk_score: 0.6,
  eval_retries: 0,
  // Pinned, so an agent's `judge` is set aside for it (item 10).
  judge: 'single',
};
/** The same settings as the CLI's flags (a person's run). */
const CLI_FLAGS = [
  '--trunk-branch',
  TRUNK,
  '--eval-cmd-test',
  EVAL_CMD,
  '--score-cmd-test',
  SCORE_CMD,
  '--held-out',
  'labels.csv',
  '--submission-path',
  'submission.csv',
  '--protected',
  'score.py',
  '--eval-retries',
  '0',
  '--eval-isolation',
  'none',
  '--json',
];

let shared: string;
let build: CompiledSource;
let server: McpSession;
let repo: GateRepo;

beforeAll(async () => {
  shared = mkdtempSync(join(tmpdir(), 'gate-agent-trust-'));
  build = compileSource();
  writeFileSync(join(shared, 'pinned.json'), JSON.stringify(PINNED));
  server = await startMcpServer(
    ['--trusted-settings', join(shared, 'pinned.json'), '--eval-isolation', 'none'],
    { cwd: shared, env: { TMPDIR: shared } },
  );
}, 300_000);
afterAll(async () => {
  await server?.close();
  build?.remove();
  rmSync(shared, { recursive: true, force: true });
});
beforeEach(async () => {
  repo = await createGateRepo({
    parent: shared,
    files: {
      'score.py': SCORE_PY,
      'labels.csv': LABELS,
      'train.py': trainPy(6),
      'submission.csv': 'id,y\n',
    },
  });
});
afterEach(async () => {
  await repo.cleanup();
});

async function call(session: McpSession, name: string, args: Record<string, unknown>): Promise<Verdict> {
  const result = (await session.client.callTool({ name, arguments: { cwd: repo.work, ...args } }, undefined, {
    timeout: 300_000,
  })) as CallToolResult;
  expect(result.isError ?? false).toBe(false);
  return result.structuredContent as unknown as Verdict;
}

/** The compiled CLI in a process of its own on the test repository: its exit code and verdict. */
async function cli(
  args: string[],
): Promise<{ code: number | null; verdict: Verdict | null; stderr: string }> {
  const run = await startCli(build, args, { cwd: repo.work, env: { ...process.env, TMPDIR: shared } }).exited;
  return {
    code: run.code,
    verdict: run.stdout.trim() === '' ? null : JSON.parse(run.stdout),
    stderr: run.stderr,
  };
}

const ATTACK_TIMEOUT = 600_000;

describe('an agent with pinned settings (MCP server over stdio)', () => {
  test(
    "item 1: required_outputs naming the branch's scorelib.py does not put it beside the trusted scorer",
    async () => {
      repo.commit('arbor/lib', { 'train.py': trainPy(5), 'scorelib.py': FORGED_SCORELIB });
      const verdict = await call(server, 'git_merge_branch', {
        source_branch: 'arbor/lib',
        target_branch: TRUNK,
        required_outputs: ['scorelib.py'],
      });
      expect(verdict.score).toBe(0.5);
      expect(verdict.decision).toBe('rejected');
      expect(verdict.warnings.join('\n')).toContain('required_outputs: set aside for the pinned settings');
      expect(repo.remoteSha(TRUNK)).toBe(repo.sha(`origin/${TRUNK}`));
      expect(repo.git(['log', '-1', '--format=%s', `refs/remotes/origin/${TRUNK}`]).trim()).toBe('initial');
    },
    ATTACK_TIMEOUT,
  );

  test(
    'item 3: a gate_verify with a declared output leaves nothing a plain merge reuses',
    async () => {
      repo.commit('arbor/lib', { 'train.py': trainPy(5), 'scorelib.py': FORGED_SCORELIB });
      const probe = await call(server, 'gate_verify', {
        source: 'arbor/lib',
        required_output: ['scorelib.py'],
      });
      expect(probe.score).toBe(0.5);
      expect(probe.warnings.join('\n')).toContain('required_output: set aside for the pinned settings');
      const verdict = await call(server, 'git_merge_branch', {
        source_branch: 'arbor/lib',
        target_branch: TRUNK,
      });
      expect(verdict.score).toBe(0.5);
      expect(verdict.decision).toBe('rejected');
      expect((verdict.reused ?? []).map((line) => line.score)).not.toContain(0.99);
    },
    ATTACK_TIMEOUT,
  );

  test(
    'item 10: trunk draws a paired verify recorded never displace the pinned test_trunk_score',
    async () => {
      // Trunk's model does badly on seeded runs (1 of 10): a paired judgement records such draws of trunk.
      repo.commit('arbor/seed-trap', { 'train.py': trainPy(6, 10, 1) }, { from: 'main' });
      repo.git(['push', '-q', '-f', 'origin', `arbor/seed-trap:${TRUNK}`]);
      repo.git(['branch', '-f', TRUNK, 'arbor/seed-trap']);
      repo.commit('arbor/half', { 'train.py': trainPy(5, 10, 5) }, { from: TRUNK });
      // The agent asks for a paired judgement: set aside, the pinned single rule judges.
      const asked = await call(server, 'gate_verify', {
        source: 'arbor/half',
        judge: 'paired',
        min_repeats: 2,
        max_repeats: 2,
      });
      expect(asked.warnings.join('\n')).toMatch(/judge.*set aside for the pinned settings/);
      expect(asked.judgement.rule).toBe('single');
      // A person's paired verify records trunk's seeded draws (0.1) under the same evaluator and key.
      const person = await cli([
        'verify',
        '--cwd',
        repo.work,
        '--source',
        'arbor/half',
        ...CLI_FLAGS,
        '--judge',
        'paired',
        '--min-repeats',
        '2',
        '--max-repeats',
        '2',
      ]);
      expect(person.verdict?.judgement.rule).toBe('paired');
      // The pinned bar is 0.6: the 0.5 branch does not merge over a 0.1 draw of trunk.
      const verdict = await call(server, 'git_merge_branch', {
        source_branch: 'arbor/half',
        target_branch: TRUNK,
      });
      expect(verdict.reference_source).toBe('meta');
      expect(verdict.references.test_trunk_score).toBe(0.6);
      expect(verdict.reference_ledger ?? null).toBeNull();
      expect(verdict.decision).toBe('rejected');
      // A person's single verify with no reference measures trunk unseeded: no seeded draw is its bar.
      const measured = await cli([
        'verify',
        '--cwd',
        repo.work,
        '--source',
        'arbor/half',
        ...CLI_FLAGS,
        '--judge',
        'single',
      ]);
      expect(measured.verdict?.reference_source).toBe('measured');
      expect(measured.verdict?.reference_measured?.score).toBe(0.6);
    },
    ATTACK_TIMEOUT,
  );
});

describe('an agent with a pinned allow-list, single phase (MCP server over stdio)', () => {
  let single: McpSession;
  beforeAll(async () => {
    writeFileSync(
      join(shared, 'single.json'),
      JSON.stringify({
        trunk_branch: TRUNK,
        eval_cmd_test: 'cd {cwd} && python3 evaluate.py',
        editable_paths: ['model.py'],
        test_trunk_score: 5,
        eval_retries: 0,
      }),
    );
    single = await startMcpServer(
      ['--trusted-settings', join(shared, 'single.json'), '--eval-isolation', 'none'],
      { cwd: shared, env: { TMPDIR: shared } },
    );
  }, 120_000);
  afterAll(async () => {
    await single?.close();
  });

  test(
    'item 2: required_outputs naming a root module the evaluator imports does not make it editable',
    async () => {
      repo.commit(
        'arbor/base',
        {
          'evaluate.py': 'import helpers, model\nprint(\'{"score": %s}\' % helpers.score(model.predict()))\n',
          'helpers.py': 'def score(x):\n    return x\n',
          'model.py': 'def predict():\n    return 5\n',
        },
        { from: 'main' },
      );
      repo.git(['push', '-q', '-f', 'origin', `arbor/base:${TRUNK}`]);
      repo.git(['branch', '-f', TRUNK, 'arbor/base']);
      repo.commit('arbor/helpers', { 'helpers.py': 'def score(x):\n    return 99\n' }, { from: TRUNK });
      const verdict = await call(single, 'git_merge_branch', {
        source_branch: 'arbor/helpers',
        target_branch: TRUNK,
        required_outputs: ['helpers.py'],
      });
      expect(verdict.decision).toBe('rejected');
      expect(verdict.reasons.map((r) => r.code)).toEqual(['outside_editable']);
      expect(repo.remoteSha(TRUNK)).toBe(repo.sha('arbor/base'));
    },
    ATTACK_TIMEOUT,
  );
});

describe('an agent with nothing pinned (MCP server over stdio)', () => {
  test(
    "its runs are never a person's evidence: a CLI verify with the same settings runs again",
    async () => {
      const { trunk_branch: _trunk, ...meta } = PINNED;
      repo.writeSession({ tracked: false, meta: { ...meta, trunk_branch: TRUNK } });
      repo.commit('arbor/lib', { 'train.py': trainPy(5) });
      const unpinned = await startMcpServer(['--eval-isolation', 'none'], {
        cwd: repo.work,
        env: { TMPDIR: shared },
      });
      try {
        const agent = await call(unpinned, 'gate_verify', { source: 'arbor/lib' });
        expect(agent.score).toBe(0.5);
        expect(agent.warnings.join('\n')).toContain('settings were read from the local session tree');
      } finally {
        await unpinned.close();
      }
      const person = await cli(['verify', '--cwd', repo.work, '--source', 'arbor/lib', ...CLI_FLAGS]);
      expect(person.verdict?.score).toBe(0.5);
      expect(person.verdict?.reused ?? []).toEqual([]);
    },
    ATTACK_TIMEOUT,
  );
});

describe('trusted settings are checked when the server starts', () => {
  test.each([
    ['an unknown key', { ...PINNED, required_output: ['x'] }, /unknown key "required_output"/],
    [
      'a bad number',
      { ...PINNED, min_delta: -1 },
      /meta\.min_delta in --trusted-settings .*expected a number >= 0/,
    ],
    ['a bad rule', { ...PINNED, judge: 'lenient' }, /meta\.judge in --trusted-settings/],
  ])('%s: exit 2 naming it, before serving', async (_what, settings, message) => {
    const file = join(shared, `bad-${Math.random()}.json`);
    writeFileSync(file, JSON.stringify(settings));
    const run = await startCli(build, ['mcp', '--trusted-settings', file], { cwd: shared }).exited;
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });
});

describe("a person's CLI (compiled, in its own process)", () => {
  test(
    'item 3: a run with a declared output is not reused by a run without it; a declared scorelib.py is refused',
    async () => {
      repo.commit('arbor/lib', { 'train.py': trainPy(5), 'scorelib.py': FORGED_SCORELIB });
      const args = ['--cwd', repo.work, '--source', 'arbor/lib', '--test-trunk-score', '0.6', ...CLI_FLAGS];
      const declared = await cli(['verify', ...args, '--required-output', 'scorelib.py']);
      expect(declared.verdict?.score).toBe(0.5);
      expect(declared.verdict?.warnings.join('\n')).toContain(
        "not given a declared output: scorelib.py: a file of code the scorer's language would import",
      );
      const plain = await cli(['merge', ...args]);
      expect(plain.verdict?.reused ?? []).toEqual([]);
      expect(plain.verdict?.score).toBe(0.5);
      expect(plain.verdict?.decision).toBe('rejected');
    },
    ATTACK_TIMEOUT,
  );

  test(
    'item 8: a sparse 3 GiB declared output is refused as not given, naming it: a verdict, not exit 3',
    async () => {
      repo.commit('arbor/huge', {
        'train.py': `${trainPy(5)}import os\nos.truncate("big.bin", 3 * 1024 ** 3)\n`,
        'big.bin': 'x',
      });
      const run = await cli([
        'verify',
        '--cwd',
        repo.work,
        '--source',
        'arbor/huge',
        '--test-trunk-score',
        '0.6',
        '--required-output',
        'big.bin',
        ...CLI_FLAGS,
      ]);
      expect({ code: run.code, stderr: run.code === 3 ? run.stderr : '' }).toEqual({ code: 1, stderr: '' });
      expect(run.verdict?.warnings.join('\n')).toMatch(
        /phase 2 \(score-cmd-test\) was not given a declared output: big\.bin: 3\.00 GiB, past the 1\.00 GiB/,
      );
      expect(run.verdict?.score).toBe(0.5);
    },
    ATTACK_TIMEOUT,
  );

  test(
    'item 9: the format check reads the submission phase 1 wrote, which phase 2 would score',
    async () => {
      repo.commit('arbor/sample', { 'sample.csv': LABELS.replace(/,1$/gm, ',0') }, { from: 'main' });
      repo.git(['push', '-q', '-f', 'origin', `arbor/sample:${TRUNK}`]);
      repo.git(['branch', '-f', TRUNK, 'arbor/sample']);
      // Committed: a well-formed 10-row submission. Phase 1 writes the 3 rows it is sure of (accuracy 1.0).
      repo.commit(
        'arbor/three-rows',
        { 'train.py': trainPy(3, 3), 'submission.csv': LABELS.replace(/,1$/gm, ',0') },
        { from: TRUNK },
      );
      const run = await cli([
        'verify',
        '--cwd',
        repo.work,
        '--source',
        'arbor/three-rows',
        '--test-trunk-score',
        '0.6',
        '--sample-submission-path',
        'sample.csv',
        ...CLI_FLAGS,
      ]);
      expect(run.verdict?.decision).toBe('rejected');
      expect(run.verdict?.score).toBeNull();
      expect(run.verdict?.warnings.join('\n')).toContain(
        'phase 2 (score-cmd-test) was not given a declared output: submission.csv: 3 data rows, sample.csv has 10',
      );
    },
    ATTACK_TIMEOUT,
  );

  test(
    'item 13: a forged shard result of an aggregate that rejected is not recorded for a later merge',
    async () => {
      repo.commit('arbor/lib', { 'train.py': trainPy(5) });
      // The plan's bar is 1.0, which no score beats: the aggregate rejects whatever a shard says.
      const flags = ['--cwd', repo.work, '--source', 'arbor/lib', ...CLI_FLAGS];
      // One shard per side (single): the forged result decides alone if it is believed.
      const planned = await startCli(
        build,
        ['plan', ...flags, '--test-trunk-score', '1.0', '--judge', 'single'],
        {
          cwd: repo.work,
        },
      ).exited;
      expect({ code: planned.code, stderr: planned.code === 0 ? '' : planned.stderr }).toEqual({
        code: 0,
        stderr: '',
      });
      const planFile = join(repo.root, 'plan.json');
      writeFileSync(planFile, planned.stdout);
      const results = join(repo.root, 'results');
      const { shards } = JSON.parse(planned.stdout) as { shards: Array<{ id: string }> };
      for (const { id } of shards) {
        const out = join(results, `${id}.json`);
        const shard = await startCli(build, ['eval-shard', '--plan', planFile, '--shard', id, '--out', out], {
          cwd: repo.work,
        }).exited;
        expect({ id, code: shard.code }).toEqual({ id, code: 0 });
      }
      // The shard job forges its result: 0.99 for the candidate's run.
      const forgedFile = join(results, `${shards[0]?.id}.json`);
      const forged = JSON.parse(readFileSync(forgedFile, 'utf8'));
      forged.score = 0.99;
      for (const attempt of forged.attempts) if (attempt.score !== null) attempt.score = 0.99;
      writeFileSync(forgedFile, JSON.stringify(forged));
      const aggregated = await cli([
        'aggregate',
        '--plan',
        planFile,
        '--results',
        results,
        '--cwd',
        repo.work,
        '--json',
      ]);
      expect(aggregated.verdict?.decision).toBe('rejected');
      // A later plain merge against the real bar measures the branch itself.
      const merged = await cli(['merge', ...flags, '--test-trunk-score', '0.6']);
      expect(merged.verdict?.reused ?? []).toEqual([]);
      expect(merged.verdict?.score).toBe(0.5);
      expect(merged.verdict?.decision).toBe('rejected');
      expect(repo.remoteSha(TRUNK)).toBe(repo.sha('main'));
    },
    ATTACK_TIMEOUT,
  );
});
