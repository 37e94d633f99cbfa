/**
 * The sharded flow through the Action's entry as a runner runs it (issue 20): mode plan outputs a
 * matrix in `fromJSON` shape, each shard job runs mode eval-shard with the plan from the plan job's
 * output (and no token reaching the evaluation), its result folder is laid out as download-artifact
 * with merge-multiple writes it, and mode aggregate lands and pushes. A fresh compile of src/ (not
 * dist/, which the lead rebuilds) is the entry.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { pullRequestPayload, runAction } from '../helpers/action-runner.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { GateRepo, git, TRUNK } from '../helpers/gate-repo.js';
import { openPullRequest } from '../helpers/pull-request.js';

const TOKEN = 'ghs_' + 'Sh4rdT0kenValue0123456789abcdefGHIJKL';
const PR = 3;
const FLOW_MS = 900_000;

let compiled: CompiledSource;
let repo: GateRepo;
let github: FakeGitHub;

beforeAll(() => {
  compiled = compileSource();
}, 300_000);
afterAll(() => compiled.remove());
/** Prints solution-<seed>.txt when the branch has one, else solution.txt: a per-seed score. */
const SEEDED_SH = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
f=solution.txt
[ -f "solution-$ARBOR_SEED.txt" ] && f="solution-$ARBOR_SEED.txt"
echo "{\\"score\\": $(cat "$f")}"
`;

beforeEach(async () => {
  repo = GateRepo.create({ score: 5, files: { 'seeded.sh': { executable: SEEDED_SH } } });
  github = await startFakeGitHub();
});
afterEach(async () => {
  await github.close();
  await repo.cleanup();
});

function step(head: string, inputs: Record<string, string>, extraEnv: Record<string, string> = {}) {
  return runAction({
    entry: join(compiled.dir, 'index.js'),
    eventName: 'pull_request',
    workspace: repo.work,
    apiUrl: github.url,
    payload: pullRequestPayload({
      number: PR,
      headSha: head,
      headRef: 'arbor/better',
      headRepo: 'Codertocat/Hello-World',
      baseRef: TRUNK,
      baseRepo: 'Codertocat/Hello-World',
    }),
    inputs: {
      'github-token': TOKEN,
      'working-directory': repo.work,
      'trunk-branch': TRUNK,
      'eval-isolation': 'none',
      'eval-retries': '0',
      comment: 'false',
      status: 'false',
      ...inputs,
    },
    extraEnv,
  });
}

test(
  'plan -> shards without a token -> aggregate merges and pushes; no second wave once decided',
  async () => {
    const head = openPullRequest(repo, PR, 'arbor/better', { 'solution.txt': '7\n' });
    // The evaluator records its environment outside the shard's temp folders.
    const envDir = join(repo.root, 'env');
    mkdirSync(envDir);
    const evalCmd = `env > ${envDir}/env-{seed}-$$.txt; sh {cwd}/eval.sh`;
    const planned = await step(head, {
      mode: 'plan',
      'eval-cmd-test': evalCmd,
      'protected-paths': 'eval.sh',
      judge: 'paired',
      'min-repeats': '2',
      // A second wave is possible (looks 2, 4); decided at the first look, none is planned.
      'max-repeats': '4',
    });
    expect({ code: planned.exitCode, err: planned.exitCode === 0 ? '' : planned.stdout }).toEqual({
      code: 0,
      err: '',
    });
    const matrix = JSON.parse(planned.outputs.matrix ?? '') as { include: Array<{ id: string }> };
    expect(Object.keys(matrix)).toEqual(['include']);
    expect(matrix.include.map((entry) => entry.id)).toEqual(['t1', 'c1', 'c2', 't2']);
    expect(planned.outputs.shards).toBe('4');

    const artifacts = join(repo.root, 'artifacts');
    const runnerTemp = (id: string) => {
      const dir = join(repo.root, `runner-temp-${id}`);
      mkdirSync(dir);
      return dir;
    };
    for (const entry of matrix.include) {
      // A shard job as gate-sharded.yml runs it: the plan from the plan job's output; a token in its
      // environment too, as a careless workflow would leave it.
      const shard = await step(
        head,
        { mode: 'eval-shard', plan: planned.outputs.plan ?? '', shard: entry.id },
        // RUNNER_TEMP of its own that outlives the step, as the upload step after it sees it.
        { GITHUB_TOKEN: TOKEN, RUNNER_TEMP: runnerTemp(entry.id) },
      );
      expect({ id: entry.id, code: shard.exitCode }).toEqual({ id: entry.id, code: 0 });
      const folder = shard.outputs.results ?? '';
      expect(folder).toMatch(new RegExp(`arbor-gate-shard-${entry.id}$`));
      // download-artifact with merge-multiple: every artifact's files in one folder.
      cpSync(folder, artifacts, { recursive: true });
    }
    const envs = readdirSync(envDir);
    expect(envs).toHaveLength(4);
    for (const file of envs) expect(readFileSync(join(envDir, file), 'utf8')).not.toContain(TOKEN);

    const before = repo.remoteSha(TRUNK);
    const aggregated = await step(head, {
      mode: 'aggregate',
      'aggregate-mode': 'merge',
      plan: planned.outputs.plan ?? '',
      results: artifacts,
    });
    expect({ code: aggregated.exitCode, decision: aggregated.outputs.decision }).toEqual({
      code: 0,
      decision: 'merged',
    });
    expect(aggregated.outputs['next-wave']).toBe('false');
    const after = repo.remoteSha(TRUNK) as string;
    expect(after).not.toBe(before);
    expect(git(repo.remote, ['rev-parse', `${after}^1`]).trim()).toBe(before);
    expect(git(repo.remote, ['rev-parse', `${after}^2`]).trim()).toBe(head);
  },
  FLOW_MS,
);

/** One matrix entry's shard job: its result folder, as download-artifact with merge-multiple lays it out. */
async function shardJob(head: string, plan: string, id: string, artifacts: string): Promise<void> {
  const dir = join(repo.root, `runner-temp-${id}`);
  mkdirSync(dir);
  const shard = await step(head, { ...SEEDED, mode: 'eval-shard', plan, shard: id }, { RUNNER_TEMP: dir });
  expect({ id, code: shard.exitCode }).toEqual({ id, code: 0 });
  cpSync(shard.outputs.results ?? '', artifacts, { recursive: true });
}

const SEEDED = { 'eval-cmd-test': 'sh {cwd}/seeded.sh', 'protected-paths': 'seeded.sh' };

test(
  "an undecided first wave outputs the second wave's matrix; its shards, aggregated, land; reported as merge reports",
  async () => {
    // Differences 2, 1 (undecided at two pairs), then 2, 1.5: decided at four.
    const scores = {
      'solution-1.txt': '7\n',
      'solution-2.txt': '6\n',
      'solution-3.txt': '7\n',
      'solution-4.txt': '6.5\n',
    };
    const head = openPullRequest(repo, PR, 'arbor/better', scores);
    const planned = await step(head, {
      ...SEEDED,
      mode: 'plan',
      judge: 'paired',
      'min-repeats': '2',
      'max-repeats': '4',
      'shard-by': 'seed',
    });
    expect(planned.exitCode).toBe(0);
    const first = JSON.parse(planned.outputs.matrix ?? '') as { include: Array<{ id: string }> };
    expect(first.include.map((entry) => entry.id)).toEqual(['s1', 's2']);
    const artifacts = join(repo.root, 'artifacts');
    for (const { id } of first.include) await shardJob(head, planned.outputs.plan ?? '', id, artifacts);

    const aggregate = (plan: string, inputs: Record<string, string> = {}) =>
      step(head, { mode: 'aggregate', 'aggregate-mode': 'merge', plan, results: artifacts, ...inputs });
    const before = repo.remoteSha(TRUNK);
    const undecided = await aggregate(planned.outputs.plan ?? '');
    expect({ code: undecided.exitCode, next: undecided.outputs['next-wave'] }).toEqual({
      code: 0,
      next: 'true',
    });
    expect(repo.remoteSha(TRUNK)).toBe(before);
    // The second shard job's `strategy.matrix: ${{ fromJSON(needs.aggregate.outputs.next-matrix) }}`.
    const second = JSON.parse(undecided.outputs['next-matrix'] ?? '') as { include: Array<{ id: string }> };
    expect(Object.keys(second)).toEqual(['include']);
    expect(second.include.map((entry) => entry.id)).toEqual(['s3', 's4']);
    const nextPlan = undecided.outputs['next-plan'] ?? '';
    for (const { id } of second.include) await shardJob(head, nextPlan, id, artifacts);

    const decided = await aggregate(nextPlan, { comment: 'true', status: 'true' });
    expect({
      code: decided.exitCode,
      decision: decided.outputs.decision,
      next: decided.outputs['next-wave'],
    }).toEqual({ code: 0, decision: 'merged', next: 'false' });
    const verdict = JSON.parse(decided.outputs.verdict ?? '{}');
    expect(verdict.judgement.pairs).toBe(4);
    const landed = repo.remoteSha(TRUNK) as string;
    expect(git(repo.remote, ['rev-parse', `${landed}^2`]).trim()).toBe(head);
    // The gate's faces: REPORT.md, the job summary, the sticky comment, the commit status.
    expect(readFileSync(verdict.report_path, 'utf8')).toContain(`Merge commit \`${landed}\``);
    expect(decided.summary).toContain(landed);
    expect(github.commentsOn(PR).map((c) => c.body.includes('<!-- arbor-gate:aggregate -->'))).toEqual([
      true,
    ]);
    expect(github.statuses.map((st) => [st.sha, st.state])).toEqual([[head, 'success']]);
  },
  FLOW_MS,
);
