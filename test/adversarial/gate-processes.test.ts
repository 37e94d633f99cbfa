/**
 * Adversarial suite, faults that need real processes (issue 5, faults 1 and 3): three gates racing on
 * one trunk from three clones, and the gate killed by SIGTERM/SIGINT mid-evaluation and mid-merge
 * (while its push waits on the remote). The CLI is compiled from src/ into build/ and run as `node`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { createGateRepo, EVAL_CMD, git, TREE_PATH, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

let build: CompiledSource;
let repo: GateRepo;
beforeAll(() => {
  build = compileSource();
}, 180_000);
afterAll(() => build.remove());
afterEach(() => repo.cleanup());

interface Run {
  pid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout: () => string;
  stderr: () => string;
}

/** Starts the compiled CLI in its own process group (so a signal can reach it the way Ctrl-C does). */
function cli(args: string[], cwd: string): Run {
  const child = spawn(process.execPath, [join(build.dir, 'cli.js'), ...args], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  return {
    pid: child.pid as number,
    exited: new Promise((done) => child.on('exit', (code, signal) => done({ code, signal }))),
    stdout: () => out,
    stderr: () => err,
  };
}

async function waitFor(path: string): Promise<void> {
  for (let i = 0; i < 1200 && !existsSync(path); i++) await new Promise((r) => setTimeout(r, 50));
  if (!existsSync(path)) throw new Error(`${path} never appeared`);
}

function alive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** What must be the same before and after an interrupted run (refs, worktrees, locks, the tree on trunk). */
function withoutNotes(refs: string): string {
  return refs
    .split('\n')
    .filter((line) => !line.startsWith('refs/notes/'))
    .join('\n');
}

function snapshot(r: GateRepo): Record<string, string> {
  const gitDir = join(r.work, '.git');
  return {
    refs: r.git(['for-each-ref', '--format=%(refname) %(objectname)']),
    remoteRefs: git(r.remote, ['for-each-ref', '--format=%(refname) %(objectname)']),
    worktrees: r.git(['worktree', 'list', '--porcelain']),
    worktreeAdmin: existsSync(join(gitDir, 'worktrees'))
      ? readdirSync(join(gitDir, 'worktrees')).join(',')
      : '',
    locks: readdirSync(gitDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.lock'))
      .join(','),
    status: r.git(['status', '--porcelain=v1']),
    tree: r.git(['show', `${TRUNK}:${TREE_PATH}`]),
  };
}

const mergeArgs = (work: string, source: string, evalCmd: string, extra: string[] = []) => [
  'merge',
  '--cwd',
  work,
  '--source',
  source,
  '--trunk-branch',
  TRUNK,
  '--eval-cmd-test',
  evalCmd,
  '--eval-retries',
  '0',
  '--protected',
  'eval.sh',
  '--json',
  // Barriers and pid files live in the test's private folder: unisolated (isolated: isolation.test.ts).
  '--eval-isolation',
  'none',
  ...extra,
];

describe('fault 1: three gates racing on one trunk', () => {
  test('every accepted merge lands, the recorded score only improves, no commit is lost, nothing forced', async () => {
    // Each branch adds its own score file and trunk scores the best one present, so the three merges never
    // conflict with each other: only the race decides what lands.
    repo = await createGateRepo({
      score: 5,
      files: { 'score-0.txt': '5\n' },
      session: {
        tracked: true,
        meta: { test_trunk_score: 5 },
        nodes: [{ id: '1' }, { id: '2' }, { id: '3' }],
      },
    });
    const scores = { 1: 6, 2: 8, 3: 7 } as const;
    for (const [id, score] of Object.entries(scores))
      repo.commit(`arbor/n${id}`, { [`score-${id}.txt`]: `${score}\n` }, { push: true });
    const bestScore = `echo "{\\"score\\": $(cat {cwd}/score-*.txt | sort -n | tail -1)}"`;
    // A barrier: every evaluation waits until all three have started, so all three push at once.
    const barrier = join(repo.root, 'barrier');
    const evalCmd = `touch ${barrier}-$ARBOR_NODE_ID; for i in $(seq 400); do [ -f ${barrier}-1 ] && [ -f ${barrier}-2 ] && [ -f ${barrier}-3 ] && break; sleep 0.05; done; ${bestScore}`;
    const runs = Object.keys(scores).map((id) => {
      const clone = repo.clone(`gate-${id}`);
      git(clone, ['switch', '-q', '--detach']);
      // Each gate in its own clone, as on separate runners.
      return { id, run: cli(mergeArgs(clone, `origin/arbor/n${id}`, evalCmd, ['--node-id', id]), clone) };
    });
    const results = await Promise.all(
      runs.map(async ({ id, run }) => ({
        id,
        exit: await run.exited,
        verdict: JSON.parse(run.stdout() || '{}'),
        stderr: run.stderr(),
      })),
    );
    for (const r of results)
      expect({ id: r.id, code: r.exit.code, stderr: r.exit.code === 3 ? r.stderr : '' }).toEqual({
        id: r.id,
        code: r.verdict.decision === 'merged' ? 0 : 1,
        stderr: '',
      });

    const trunk = repo.remoteSha(TRUNK) as string;
    const merged = results.filter((r) => r.verdict.decision === 'merged');
    expect(merged.map((r) => r.id)).toContain('2'); // the best is always merged
    for (const r of merged) {
      expect(git(repo.remote, ['merge-base', '--is-ancestor', r.verdict.merge_commit, trunk])).toBe('');
      expect(git(repo.remote, ['merge-base', '--is-ancestor', r.verdict.source.sha, trunk])).toBe('');
    }
    for (const r of results.filter((x) => x.verdict.decision !== 'merged')) {
      expect(r.verdict.reasons.map((x: { code: string }) => x.code)).toEqual(
        expect.arrayContaining([expect.stringMatching(/superseded|not_improved/)]),
      );
    }
    // Along trunk's first-parent history the recorded test_trunk_score strictly improves, ending at the best.
    const history = git(repo.remote, ['rev-list', '--first-parent', '--reverse', trunk]).split('\n');
    // history[0] is the initial commit, before the session tree was committed.
    const recorded = history
      .slice(1)
      .map(
        (sha) =>
          JSON.parse(git(repo.remote, ['show', `${sha}:${TREE_PATH}`])).meta.test_trunk_score as number,
      );
    const changes = recorded.filter((s, i) => i === 0 || s !== recorded[i - 1]);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
    expect(new Set(changes).size).toBe(changes.length);
    expect(recorded.at(-1)).toBe(8);
    expect(history).toHaveLength(2 + merged.length); // initial, tree commit, one merge per accepted gate
  }, 180_000);
});

describe('fault 3: the gate killed mid-evaluation and mid-merge', () => {
  beforeEach(async () => {
    repo = await createGateRepo({
      score: 5,
      session: { tracked: true, meta: { test_trunk_score: 5 }, nodes: [{ id: '1', code_ref: 'arbor/n1' }] },
    });
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  });

  test.each(['SIGTERM', 'SIGINT'] as const)(
    '%s mid-evaluation: nothing left behind, the next run merges',
    async (signal) => {
      const before = snapshot(repo);
      const pidFile = join(repo.root, 'eval.pid');
      const wtFile = join(repo.root, 'eval.wt');
      const run = cli(
        mergeArgs(
          repo.work,
          'arbor/n1',
          `pwd > ${wtFile}; echo $$ > ${pidFile}.tmp && mv ${pidFile}.tmp ${pidFile}; sleep 60`,
        ),
        repo.work,
      );
      await waitFor(pidFile);
      const evalPid = Number(readFileSync(pidFile, 'utf8'));
      const worktree = readFileSync(wtFile, 'utf8').trim();
      expect(existsSync(worktree)).toBe(true);
      process.kill(-run.pid, signal);
      expect((await run.exited).code).toBe(signal === 'SIGTERM' ? 143 : 130);
      for (let i = 0; i < 100 && alive(evalPid); i++) await new Promise((r) => setTimeout(r, 50));
      expect(alive(evalPid)).toBe(false);
      expect(existsSync(worktree)).toBe(false);
      expect(snapshot(repo)).toEqual(before);

      const next = cli(mergeArgs(repo.work, 'arbor/n1', EVAL_CMD), repo.work);
      expect((await next.exited).code).toBe(0);
      expect(JSON.parse(next.stdout()).decision).toBe('merged');
    },
    120_000,
  );

  test.each(['SIGTERM', 'SIGINT'] as const)(
    '%s mid-merge (push waiting on the remote): trunk unchanged everywhere, next run merges',
    async (signal) => {
      const pushing = join(repo.root, 'pushing');
      const hook = join(repo.remote, 'hooks', 'pre-receive');
      writeFileSync(hook, `#!/bin/sh\ntouch ${pushing}\nsleep 60\nexit 1\n`);
      chmodSync(hook, 0o755);
      const before = snapshot(repo);
      const run = cli(mergeArgs(repo.work, 'arbor/n1', EVAL_CMD), repo.work);
      await waitFor(pushing);
      process.kill(-run.pid, signal);
      expect((await run.exited).code).toBe(signal === 'SIGTERM' ? 143 : 130);
      // The evaluation finished before the push: its measurement stays in the local score ledger (a
      // real, authenticated run of that tree), and nothing else changed anywhere.
      const after = snapshot(repo);
      expect(after.refs).toMatch(/^refs\/notes\/arbor-gate [0-9a-f]{40}$/m);
      expect({ ...after, refs: withoutNotes(after.refs ?? '') }).toEqual(before);

      writeFileSync(hook, '#!/bin/sh\nexit 0\n');
      const next = cli(mergeArgs(repo.work, 'arbor/n1', EVAL_CMD), repo.work);
      expect((await next.exited).code).toBe(0);
      const verdict = JSON.parse(next.stdout());
      expect(repo.remoteSha(TRUNK)).toBe(verdict.merge_commit);
      // The next run lands the measurement the killed one made, without evaluating again.
      expect({ attempts: verdict.attempts.length, reused: verdict.reused.length }).toEqual({
        attempts: 0,
        reused: 1,
      });
    },
    120_000,
  );
});
