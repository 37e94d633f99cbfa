/**
 * The sharded flow on the CLI (issue 20): plan -> eval-shard per matrix entry -> aggregate, on a real
 * repository with a bare remote. Results are laid out as download-artifact with merge-multiple writes
 * them (every `<id>.json` in one folder). Short evaluators: each run is a fresh worktree and `sh`.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync, copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import { planShards } from '../../src/shards/plan.js';
import { captureIo } from '../helpers/cli-io.js';
import { createGateRepo, git, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

/** Prints solution-<seed>.txt when the branch has one, else solution.txt: a per-seed score. */
const SEEDED_SH = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
f=solution.txt
[ -f "solution-$ARBOR_SEED.txt" ] && f="solution-$ARBOR_SEED.txt"
echo "{\\"score\\": $(cat "$f")}"
`;

interface Doc {
  plan: { wave: number; looks: number[]; candidate_tree: string };
  shards: Array<{ id: string; side: string; seed: number }>;
}

/** Every run is a process's worth of git and a worktree: on a loaded machine a flow takes minutes. */
const FLOW_MS = 600_000;

let repo: GateRepo;

async function newRepo(): Promise<void> {
  repo = await createGateRepo({ files: { 'seeded.sh': { executable: SEEDED_SH } } });
}

function planArgs(source: string, extra: string[] = []): string[] {
  return [
    'plan',
    '--cwd',
    repo.work,
    '--source',
    source,
    '--trunk-branch',
    TRUNK,
    '--eval-cmd-test',
    'sh {cwd}/seeded.sh',
    '--eval-isolation',
    'none',
    '--eval-retries',
    '0',
    '--protected',
    'seeded.sh',
    '--judge',
    'paired',
    '--min-repeats',
    '3',
    '--max-repeats',
    '5',
    '--json',
    ...extra,
  ];
}

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIo(repo.work);
  const code = await main(args, io);
  return { code, out: io.out(), err: io.err() };
}

/** Plans, returns the plan file and its document. */
async function plan(source: string, extra: string[] = []): Promise<{ file: string; doc: Doc }> {
  const run = await cli(planArgs(source, extra));
  expect({ code: run.code, err: run.code === 0 ? '' : run.err }).toEqual({ code: 0, err: '' });
  const file = join(repo.root, `plan-${Date.now()}-${Math.random()}.json`);
  writeFileSync(file, run.out);
  return { file, doc: JSON.parse(run.out) as Doc };
}

/** Runs every shard of the wave (those not yet in `results`) into the results folder. */
async function runShards(planFile: string, ids: readonly string[], results: string): Promise<void> {
  mkdirSync(results, { recursive: true });
  for (const id of ids) {
    const run = await cli([
      'eval-shard',
      '--plan',
      planFile,
      '--shard',
      id,
      '--out',
      join(results, `${id}.json`),
    ]);
    expect({ id, code: run.code, err: run.code === 0 ? '' : run.err }).toEqual({ id, code: 0, err: '' });
  }
}

async function aggregate(planFile: string, results: string, extra: string[] = []) {
  return cli(['aggregate', '--plan', planFile, '--results', results, '--cwd', repo.work, '--json', ...extra]);
}

/** The ledger's lines under `ref` as what a measurement is: tree, evaluator, seed, score (not when or where). */
function ledgerRuns(ref: string): string[] {
  const objects = git(repo.work, ['notes', '--ref', ref, 'list'])
    .trim()
    .split('\n')
    .map((line) => line.split(' ')[1] as string);
  return objects
    .flatMap((object) => git(repo.work, ['notes', '--ref', ref, 'show', object]).split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const { tree, evaluated_tree, evaluator, seed, score, failure } = JSON.parse(line);
      return JSON.stringify({ tree, evaluated_tree, evaluator, seed, score, failure });
    })
    .sort();
}

describe('the flow', () => {
  beforeEach(newRepo);
  afterEach(async () => repo.cleanup());

  it(
    'plans a wave, evaluates its shards apart and merges on the aggregate, ledger recorded and pushed',
    async () => {
      repo.commit('arbor/better', { 'solution.txt': '7\n' }, { push: true });
      const { file, doc } = await plan('arbor/better');
      expect(doc.plan.looks).toEqual([3, 5]);
      expect(doc.shards.map((s) => s.id)).toEqual(['t1', 'c1', 'c2', 't2', 't3', 'c3']);
      const results = join(repo.root, 'results');
      await runShards(
        file,
        doc.shards.map((s) => s.id),
        results,
      );
      const trunkBefore = repo.sha(TRUNK);
      const run = await aggregate(file, results, ['--merge']);
      expect(run.code).toBe(0);
      const verdict = JSON.parse(run.out);
      expect(verdict.decision).toBe('merged');
      expect(verdict.judgement.pairs).toBe(3);
      expect(verdict.judgement.looks).toEqual([3, 5]);
      expect(verdict.evaluated.tree).toBe(doc.plan.candidate_tree);
      // Reported as merge reports: REPORT.md in the git folder (no --report), its path in the verdict.
      expect(verdict.report_path).toBe(join(repo.work, '.git', 'arbor-gate', 'REPORT.md'));
      expect(readFileSync(verdict.report_path, 'utf8')).toContain(doc.plan.candidate_tree.slice(0, 12));
      // Landed and pushed: the remote's trunk is the merge, a child of the planned trunk.
      const remoteTrunk = git(repo.remote, ['rev-parse', `refs/heads/${TRUNK}`]).trim();
      expect(git(repo.remote, ['rev-parse', `${remoteTrunk}^1`]).trim()).toBe(trunkBefore);
      // The ledger holds the six runs, pushed with trunk.
      const notes = git(repo.remote, ['notes', '--ref', 'refs/notes/arbor-gate', 'list']);
      expect(notes.trim()).not.toBe('');
    },
    FLOW_MS,
  );

  it(
    'plans the next wave when the first is inconclusive, and judges the complete set after it',
    async () => {
      repo.commit(
        'arbor/noisy',
        {
          'solution-1.txt': '6\n',
          'solution-2.txt': '4\n',
          'solution-3.txt': '6.5\n',
          'solution-4.txt': '7\n',
          'solution-5.txt': '7\n',
        },
        { push: true },
      );
      const { file, doc } = await plan('arbor/noisy', ['--no-ledger']);
      const results = join(repo.root, 'results');
      await runShards(
        file,
        doc.shards.map((s) => s.id),
        results,
      );
      const first = await aggregate(file, results);
      expect({ code: first.code, err: first.code === 4 ? '' : first.err }).toEqual({ code: 4, err: '' });
      const next = JSON.parse(first.out) as Doc;
      expect(next.plan.wave).toBe(2);
      const added = next.shards.slice(doc.shards.length).map((s) => s.id);
      expect(added).toEqual(['c4', 't4', 't5', 'c5']);
      const nextFile = join(repo.root, 'plan-2.json');
      writeFileSync(nextFile, first.out);
      await runShards(nextFile, added, results);
      const second = await aggregate(nextFile, results);
      const verdict = JSON.parse(second.out);
      expect(verdict.judgement.pairs).toBe(5);
      expect(verdict.judgement.stopped).toBe('cap');
      // The same verdict in one process: verify with the plan's looks.
      const verify = await cli([
        ...planArgs('arbor/noisy', ['--no-ledger', '--looks', '3,5']).map((a) =>
          a === 'plan' ? 'verify' : a,
        ),
      ]);
      const single = JSON.parse(verify.out);
      expect(single.decision).toBe(verdict.decision);
      expect(single.judgement.samples).toEqual(verdict.judgement.samples);
      expect(single.judgement.difference).toEqual(verdict.judgement.difference);
    },
    FLOW_MS,
  );

  it("gives up its static checks at the judge's time budget, as verify does: nothing planned", async () => {
    repo.commit('arbor/better', { 'solution.txt': '7\n' });
    const input = repo.input('verify', { source: 'arbor/better', reportPath: undefined });
    const outcome = await planShards(input, repo.deps({ staticChecksBudgetMs: 0 }), 'side-seed');
    expect(outcome.kind).toBe('final');
    expect(outcome.kind === 'final' && outcome.verdict.reasons.map((r) => r.code)).toEqual([
      'checks_timeout',
    ]);
  });

  it(
    'runs both sides of a seed on one shard, alternating, and reaches the verdict and ledger lines of one verify',
    async () => {
      repo.commit('arbor/better', { 'solution.txt': '7\n' });
      const pairs = ['--min-repeats', '2', '--max-repeats', '2'];
      const { file } = await plan('arbor/better', [
        ...pairs,
        '--ledger-ref',
        'refs/notes/sharded',
        '--shard-by',
        'seed',
      ]);
      const results = join(repo.root, 'results');
      // One matrix entry per seed; its folder gets both sides' results.
      for (const entry of ['s1', 's2']) {
        const run = await cli(['eval-shard', '--plan', file, '--shard', entry, '--out', results]);
        expect({ entry, code: run.code, err: run.code === 0 ? '' : run.err }).toEqual({
          entry,
          code: 0,
          err: '',
        });
      }
      // Alternating as one process pairs them: trunk first on seed 1, the candidate first on seed 2.
      const firstAttempt = (id: string) =>
        JSON.parse(readFileSync(join(results, `${id}.json`), 'utf8')).attempts[0].n as number;
      expect(['t1', 'c1', 'c2', 't2'].map(firstAttempt)).toEqual([1, 2, 1, 2]);
      const sharded = JSON.parse((await aggregate(file, results)).out);
      const verify = await cli(
        planArgs('arbor/better', [...pairs, '--ledger-ref', 'refs/notes/single']).map((a) =>
          a === 'plan' ? 'verify' : a,
        ),
      );
      const single = JSON.parse(verify.out);
      expect([sharded.decision, sharded.judgement.samples]).toEqual([
        single.decision,
        single.judgement.samples,
      ]);
      expect(sharded.decision).toBe('would_merge');
      const lines = ledgerRuns('refs/notes/single');
      expect(lines).toHaveLength(4);
      expect(ledgerRuns('refs/notes/sharded')).toEqual(lines);
    },
    FLOW_MS,
  );

  it(
    'refuses a wave of more than 256 shards, naming the setting',
    async () => {
      repo.commit('arbor/better', { 'solution.txt': '7\n' });
      const run = await cli(
        planArgs('arbor/better', ['--no-ledger'])
          .filter((a, i, all) => a !== '--judge' && all[i - 1] !== '--judge' && a !== '--json')
          .concat([
            '--judge',
            'single',
            '--eval-repeats',
            '129',
            '--eval-cmd-test',
            'sh {cwd}/seeded.sh {seed}',
          ]),
      );
      expect(run.code).toBe(2);
      expect(run.err).toMatch(/258 shards, more than GitHub's 256 .*--eval-repeats/);
    },
    FLOW_MS,
  );
});

describe('a forged or incomplete results folder is an error naming the shard', () => {
  let file: string;
  let results: string;
  let complete: string;

  // One wave evaluated once; each case forges a copy of its results folder.
  beforeAll(async () => {
    await newRepo();
    repo.commit('arbor/better', { 'solution.txt': '7\n' });
    const planned = await plan('arbor/better', ['--no-ledger']);
    file = planned.file;
    complete = join(repo.root, 'complete');
    await runShards(
      file,
      planned.doc.shards.map((s) => s.id),
      complete,
    );
  }, FLOW_MS);
  afterAll(async () => repo.cleanup());
  beforeEach(() => {
    results = join(repo.root, `results-${Math.random()}`);
    cpSync(complete, results, { recursive: true });
  });

  it('the complete folder is judged', async () => {
    const run = await aggregate(file, results);
    expect(JSON.parse(run.out).decision).toBe('would_merge');
  });

  async function expectError(pattern: RegExp): Promise<void> {
    const run = await aggregate(file, results);
    expect(run.code).toBe(3);
    const verdict = JSON.parse(run.out);
    expect(verdict.decision).toBe('error');
    expect(verdict.reasons.map((r: { message: string }) => r.message).join('\n')).toMatch(pattern);
  }

  const edit = (id: string, change: (result: Record<string, unknown>) => void) => {
    const path = join(results, `${id}.json`);
    const result = JSON.parse(readFileSync(path, 'utf8'));
    change(result);
    writeFileSync(path, JSON.stringify(result));
  };

  it('a plan whose candidate does not rebuild here: the shard cannot run, nothing is judged', async () => {
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    const forged = join(repo.root, 'forged-plan.json');
    writeFileSync(
      forged,
      JSON.stringify({ ...doc, plan: { ...doc.plan, candidate_tree: doc.shards[0].tree } }),
    );
    const shard = await cli([
      'eval-shard',
      '--plan',
      forged,
      '--shard',
      'c1',
      '--out',
      join(results, 'c1.json'),
    ]);
    expect(shard.code).toBe(2);
    expect(shard.err).toMatch(/rebuilt here is tree .*not the plan's tree/);
    const redated = { ...doc.plan.candidate, author: doc.plan.candidate.author.replace(/ [0-9]+ /, ' 1 ') };
    writeFileSync(forged, JSON.stringify({ ...doc, plan: { ...doc.plan, candidate: redated } }));
    const run = await aggregate(forged, results);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/the candidate rebuilt here is commit .*not the plan's/);
  });

  it('a missing artifact', async () => {
    rmSync(join(results, 'c2.json'));
    await expectError(/shard c2: no result/);
  });

  it('an extra shard', async () => {
    copyFileSync(join(results, 'c3.json'), join(results, 'c4.json'));
    await expectError(/shard c4 is not in the plan/);
  });

  it('a duplicate in another folder', async () => {
    mkdirSync(join(results, 'again'));
    copyFileSync(join(results, 'c1.json'), join(results, 'again', 'c1.json'));
    await expectError(/shard c1: two results/);
  });

  it('another tree', async () => {
    edit('c1', (r) => {
      r.tree = 'f'.repeat(40);
    });
    await expectError(/shard c1: its tree "f{40}" is not the plan's/);
  });

  it('another seed', async () => {
    edit('c2', (r) => {
      r.seed = 7;
    });
    await expectError(/shard c2: its seed 7 is not the plan's 2/);
  });

  it("another shard's result, its score edited, under this shard's name", async () => {
    const t1 = JSON.parse(readFileSync(join(results, 't1.json'), 'utf8'));
    writeFileSync(join(results, 'c1.json'), JSON.stringify({ ...t1, score: 99 }));
    await expectError(/shard c1 .*holds the result of shard "t1"/);
  });

  it('an edited score with attempts that disagree, or a file not in the shape', async () => {
    edit('c3', (r) => {
      r.score = 'high';
    });
    writeFileSync(join(results, 'notes.txt'), 'x');
    await expectError(/shard c3 .*score is not a finite number[\s\S]*"notes.txt": not a shard result/);
  });
});
