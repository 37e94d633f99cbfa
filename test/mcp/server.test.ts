/**
 * `arbor-gate mcp` through an MCP client from the SDK over stdio (test/helpers/mcp-client.ts: the
 * bundled dist/cli.js, or src with ARBOR_GATE_MCP_ENTRY=src), on real repositories with a bare remote.
 * One server serves every test (each passes its repository as `cwd`); its settings are pinned by
 * --trusted-settings, and its evaluator sleeps while a file of this suite says so (cancellation, locks).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createGateRepo, EVAL_CMD, TRUNK, type GateRepo } from '../helpers/gate-repo.js';
import { startMcpServer, startPinnedServer, type McpSession } from '../helpers/mcp-client.js';

let shared: string;
let settingsFile: string;
let server: McpSession;
let repo: GateRepo;

const slowFile = () => join(shared, 'slow');
const sleepPidFile = () => join(shared, 'sleep.pid');
const runLog = () => join(shared, 'evaluations.log');

beforeAll(async () => {
  shared = mkdtempSync(join(tmpdir(), 'gate-mcp-'));
  // Sleeps (a child the gate must end on cancellation) while `slow` holds a number of seconds.
  // Each evaluation also logs its start and end, so a test can see whether two overlapped.
  const evalCmd = `echo start >> ${runLog()}; if [ -f ${slowFile()} ]; then sleep "$(cat ${slowFile()})" & echo $! > ${sleepPidFile()}; wait $!; fi; echo end >> ${runLog()}; ${EVAL_CMD}`;
  settingsFile = join(shared, 'settings.json');
  server = await startPinnedServer(
    {
      trunk_branch: TRUNK,
      eval_cmd_test: evalCmd,
      eval_retries: 0,
      test_trunk_score: 5,
      protected_paths: ['eval.sh'],
      // One run per call: the lock tests count the evaluations' starts and ends.
      judge: 'single',
    },
    shared,
  );
});
afterAll(async () => {
  await server.close();
  rmSync(shared, { recursive: true, force: true });
});
beforeEach(async () => {
  rmSync(slowFile(), { force: true });
  rmSync(sleepPidFile(), { force: true });
  rmSync(runLog(), { force: true });
  repo = await createGateRepo({ score: 5 });
  repo.commit('arbor/up', { 'solution.txt': '7\n' });
  repo.commit('arbor/up-more', { 'solution.txt': '8\n' }, { from: 'arbor/up' });
  repo.commit('arbor/down', { 'solution.txt': '3\n' });
});
afterEach(async () => {
  expect(server.protocolErrors).toEqual([]);
  await repo.cleanup();
});

type Call = { name: string; arguments: Record<string, unknown> };

async function call(
  request: Call,
  options: { session?: McpSession; signal?: AbortSignal; progress?: string[] } = {},
): Promise<CallToolResult> {
  const { progress } = options;
  return (await (options.session ?? server).client.callTool(request, undefined, {
    timeout: 120_000,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(progress === undefined ? {} : { onprogress: (p) => void progress.push(p.message ?? '') }),
  })) as CallToolResult;
}

const merge = (args: Record<string, unknown>): Call => ({
  name: 'git_merge_branch',
  arguments: { cwd: repo.work, target_branch: TRUNK, ...args },
});

type Verdict = {
  decision: string;
  score: number | null;
  reasons: { code: string; message: string }[];
  warnings: string[];
  merge_commit: string | null;
  protected_violations: string[];
  target: { sha_before: string; sha_after: string };
};
const verdictOf = (result: CallToolResult) => result.structuredContent as unknown as Verdict;
const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;

const ARBOR_SIGNATURE = [
  'run_name',
  'node_id',
  'source_branch',
  'target_branch',
  'test_score',
  'protected_paths',
  'required_outputs',
  'commit_message',
  'timeout',
  'dry_run',
  'cwd',
];

it("lists the tools, git_merge_branch in Arbor's signature, every argument described", async () => {
  const { tools } = await server.client.listTools();
  expect(tools.map((t) => t.name)).toEqual([
    'git_merge_branch',
    'gate_verify',
    'generate_report',
    'session_check',
    'session_resume',
    'ledger_show',
  ]);
  const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
  const mergeSchema = byName.git_merge_branch?.inputSchema;
  expect(Object.keys(mergeSchema?.properties ?? {}).sort()).toEqual([...ARBOR_SIGNATURE].sort());
  expect(mergeSchema?.required).toEqual(['source_branch']);
  const verifyArgs = Object.keys(byName.gate_verify?.inputSchema.properties ?? {});
  expect(verifyArgs).toEqual(
    expect.arrayContaining(['source', 'eval_cmd_test', 'protected', 'required_output', 'test_trunk_score']),
  );
  // How this machine runs evaluations is the operator's flag, never an argument.
  expect(verifyArgs).not.toContain('eval_isolation');
  expect(Object.keys(byName.generate_report?.inputSchema.properties ?? {})).toContain('instruction');
  for (const tool of tools) {
    expect(tool.description).toBeTruthy();
    for (const [arg, schema] of Object.entries(tool.inputSchema.properties ?? {}))
      expect([tool.name, arg, (schema as { description?: string }).description]).toEqual([
        tool.name,
        arg,
        expect.stringMatching(/\w/),
      ]);
  }
});

it('merges a better branch: the verdict as structuredContent, one paragraph, progress, the message in the body', async () => {
  const progress: string[] = [];
  const result = await call(
    merge({ source_branch: 'arbor/up', test_score: 0.5, commit_message: 'Speeds up the search.' }),
    { progress },
  );
  expect(result.isError).toBeFalsy();
  const verdict = verdictOf(result);
  expect(verdict).toMatchObject({ decision: 'merged', score: 7 });
  expect(repo.remoteSha(TRUNK)).toBe(verdict.merge_commit);
  expect(textOf(result)).toMatch(/^MERGED: arbor\/up/);
  expect(textOf(result)).not.toContain('\n');
  expect(verdict.warnings.join('\n')).toContain('test_score "0.5" was ignored');
  expect(progress.some((line) => line.includes('attempt 1 finished'))).toBe(true);
  const body = repo.git(['log', '-1', '--format=%B', verdict.merge_commit as string]);
  expect(body.indexOf('Speeds up the search.')).toBeGreaterThan(0);
  expect(body.indexOf('Speeds up the search.')).toBeLessThan(body.indexOf('Arbor-Source:'));
  // The evaluation's output went to stderr, never to stdout (the client read nothing but JSON-RPC).
  expect(server.stderr()).toContain('"score": 7');
});

it("ledger_show gives trunk's history from the ledger: a merge just made, verified under the gate's key", async () => {
  const merged = verdictOf(await call(merge({ source_branch: 'arbor/up' })));
  expect(merged.decision).toBe('merged');
  const result = await call({ name: 'ledger_show', arguments: { trunk_branch: TRUNK, cwd: repo.work } });
  expect(result.isError).toBeFalsy();
  const check = result.structuredContent as { merges: Array<{ status: string; commit: string }> };
  expect(check.merges[0]).toMatchObject({ status: 'verified', commit: merged.merge_commit });
  expect(textOf(result)).toMatch(/^verified /);
  // Any ref names trunk: the remote's (the merge's push moved it) and a commit.
  for (const trunk of [`origin/${TRUNK}`, merged.merge_commit as string]) {
    const other = await call({ name: 'ledger_show', arguments: { trunk_branch: trunk, cwd: repo.work } });
    expect(other.isError ? textOf(other) : other.structuredContent).toEqual(result.structuredContent);
  }
  const bad = await call({
    name: 'ledger_show',
    arguments: { trunk_branch: 'no-such-branch', cwd: repo.work },
  });
  expect(bad.isError).toBe(true);
  expect(textOf(bad)).toContain('trunk_branch: "no-such-branch" names no branch, ref or commit');
});

it('rejects a worse branch that claims test_score 0.99: the gate measures, trunk stays', async () => {
  const before = repo.sha(TRUNK);
  const result = await call(merge({ source_branch: 'arbor/down', test_score: 0.99 }));
  const verdict = verdictOf(result);
  expect(verdict).toMatchObject({ decision: 'rejected', score: 3 });
  expect(verdict.reasons.map((r) => r.code)).toEqual(['not_improved']);
  expect(verdict.warnings.join('\n')).toContain('test_score "0.99" was ignored');
  expect([repo.sha(TRUNK), repo.remoteSha(TRUNK)]).toEqual([before, before]);
});

it('dry_run judges only: would_merge, nothing moves', async () => {
  const before = repo.sha(TRUNK);
  const verdict = verdictOf(await call(merge({ source_branch: 'arbor/up', dry_run: true })));
  expect(verdict).toMatchObject({ decision: 'would_merge', score: 7, merge_commit: null });
  expect([repo.sha(TRUNK), repo.remoteSha(TRUNK)]).toEqual([before, before]);
});

it('a bad argument is a tool error naming it, and the server goes on serving', async () => {
  const bad: [Record<string, unknown>, string][] = [
    [{ source_branch: 'arbor/up', timeout: 'soon' }, 'timeout'],
    [{ source_branch: 'arbor/up', protected_paths: [' '] }, 'protected_paths'],
    [{ source_branch: 'arbor/nope' }, 'source_branch'],
    [{ source_branch: 'arbor/up', run_name: '../x' }, 'run_name'],
    [{ source_branch: 'arbor/up', commit_message: 'fine\nArbor-Score: 99' }, 'commit_message'],
    [{ source_branch: 'arbor/up', commit_message: 'red \u001b[31mtext' }, 'commit_message'],
  ];
  for (const [args, named] of bad) {
    const result = await call(merge(args));
    expect([args, result.isError]).toEqual([args, true]);
    expect(textOf(result)).toContain(named);
  }
  expect(repo.remoteSha(TRUNK)).toBe(repo.sha(TRUNK));
  expect(verdictOf(await call(merge({ source_branch: 'arbor/up' }))).decision).toBe('merged');
});

it('pinned settings win over the arguments: a gate_verify that brings its own evaluator is judged by the pinned one', async () => {
  const result = await call({
    name: 'gate_verify',
    arguments: { cwd: repo.work, source: 'arbor/down', eval_cmd_test: `echo '{"score": 100}'` },
  });
  const verdict = verdictOf(result);
  expect(verdict).toMatchObject({ decision: 'rejected', score: 3 });
  expect(verdict.warnings.join('\n')).toContain('eval_cmd_test: set aside for the pinned settings');
});

it('protected_paths only add: an empty list does not unprotect the pinned eval.sh', async () => {
  repo.commit('arbor/cheat', { 'eval.sh': { executable: 'echo \'{"score": 100}\'\n' } });
  const verdict = verdictOf(await call(merge({ source_branch: 'arbor/cheat', protected_paths: [] })));
  expect(verdict.decision).toBe('rejected');
  expect(verdict.protected_violations).toEqual(['eval.sh']);
  expect(repo.remoteSha(TRUNK)).toBe(repo.sha(TRUNK));
});

it('settings read from an untracked local session tree carry a warning in every result', async () => {
  repo.writeSession({
    tracked: false,
    meta: { trunk_branch: TRUNK, eval_cmd_test: EVAL_CMD, eval_retries: 0, test_trunk_score: 5 },
  });
  const unpinned = await startMcpServer(['--eval-isolation', 'none'], {
    cwd: repo.work,
    env: { TMPDIR: shared },
  });
  try {
    for (const request of [
      { name: 'gate_verify', arguments: { source: 'arbor/up' } },
      { name: 'git_merge_branch', arguments: { source_branch: 'arbor/down' } },
    ]) {
      const verdict = verdictOf(await call(request, { session: unpinned }));
      expect(verdict.warnings.join('\n')).toContain('settings were read from the local session tree');
    }
    expect(unpinned.protocolErrors).toEqual([]);
  } finally {
    await unpinned.close();
  }
});

/** Waits until `ready()` holds (the server works in another process), at most `ms`. */
async function until(ready: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('a cancelled call ends the evaluation and lands nothing: trunk and the worktrees as they were', async () => {
  const before = {
    trunk: repo.sha(TRUNK),
    remote: repo.remoteSha(TRUNK),
    worktrees: repo.leftovers().worktrees,
  };
  writeFileSync(slowFile(), '60');
  const abort = new AbortController();
  const pending = call(merge({ source_branch: 'arbor/up' }), { signal: abort.signal });
  await until(() => existsSync(sleepPidFile()) && readFileSync(sleepPidFile(), 'utf8').trim() !== '');
  const sleeper = Number(readFileSync(sleepPidFile(), 'utf8'));
  expect(alive(sleeper)).toBe(true);
  abort.abort();
  await expect(pending).rejects.toThrow();
  await until(() => !alive(sleeper) && repo.leftovers().worktrees === before.worktrees);
  // Past the point where a cancelled call could still have landed.
  await until(() => /cancelled|aborted/.test(server.stderr()));
  expect({
    trunk: repo.sha(TRUNK),
    remote: repo.remoteSha(TRUNK),
    worktrees: repo.leftovers().worktrees,
  }).toEqual(before);
  rmSync(slowFile());
  expect(verdictOf(await call(merge({ source_branch: 'arbor/up', dry_run: true }))).decision).toBe(
    'would_merge',
  );
});

it("two merges on one repository run one after the other: the second is judged on the first one's trunk", async () => {
  writeFileSync(slowFile(), '2');
  const pending = call(merge({ source_branch: 'arbor/up' }));
  await until(() => existsSync(sleepPidFile()));
  const second = await call(merge({ source_branch: 'arbor/up-more' }));
  const first = await pending;
  expect(verdictOf(first).decision).toBe('merged');
  expect(verdictOf(second).decision).toBe('merged');
  expect(verdictOf(second).target.sha_before).toBe(verdictOf(first).merge_commit);
  expect(repo.remoteSha(TRUNK)).toBe(verdictOf(second).merge_commit);
  // The second evaluation started after the first had ended (and nothing was judged twice).
  expect(readFileSync(runLog(), 'utf8').split('\n').filter(Boolean)).toEqual([
    'start',
    'end',
    'start',
    'end',
  ]);
});

it('a second merge that waited past --lock-wait is a tool error naming the call in progress', async () => {
  writeFileSync(slowFile(), '4');
  const impatient = await startMcpServer(
    ['--trusted-settings', settingsFile, '--eval-isolation', 'none', '--lock-wait', '1'],
    { cwd: shared, env: { TMPDIR: shared } },
  );
  try {
    const pending = call(merge({ source_branch: 'arbor/up' }), { session: impatient });
    await until(() => existsSync(sleepPidFile()));
    const second = await call(merge({ source_branch: 'arbor/up-more' }), { session: impatient });
    const first = await pending;
    expect(verdictOf(first).decision).toBe('merged');
    expect(second.isError).toBe(true);
    expect(textOf(second)).toContain(
      'another call is changing this repository: git_merge_branch of "arbor/up"',
    );
    expect(repo.remoteSha(TRUNK)).toBe(verdictOf(first).merge_commit);
  } finally {
    await impatient.close();
  }
});
