/**
 * The rootless mode (src/eval/isolation/rootless.ts), for real: the compiled CLI as a non-root caller
 * without sudo (test/helpers/callers.ts), bubblewrap making the namespaces.
 *
 * - `merge` under the default `auto` merges, and the verdict names the mode `rootless`;
 * - a numpy virtualenv under the caller's HOME, given through a RuntimeView, scores as unisolated;
 * - an MCP server started as the caller merges the same way (the attacks: rootless-attacks.test.ts);
 * - where bwrap is missing or user namespaces are refused, `merge` exits 2 in one line naming what is
 *   missing and `--eval-isolation none`.
 */
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { resolveIsolation } from '../../src/eval/isolation/index.js';
import { giveTo } from '../helpers/callers.js';
import { gateArgs } from '../helpers/gate-cli.js';
import { EVAL_CMD, TRUNK } from '../helpers/gate-repo.js';
import { makeNumpyVenv, numpyVenvMissing } from '../helpers/python-env.js';
import {
  asCaller,
  callersRepo,
  rootlessMissing,
  useRootlessCli,
  verdictOf,
} from '../helpers/rootless-cli.js';

const describeRootless = rootlessMissing === null ? describe : describe.skip;
if (rootlessMissing !== null) console.log(`rootless suite skipped: ${rootlessMissing}`);

const cli = useRootlessCli();

describeRootless('the rootless mode, as a caller without root or sudo', () => {
  test('merge under the default auto merges, isolated as rootless with its PID namespace as the end', async () => {
    const repo = await callersRepo(cli.who);
    try {
      const run = await asCaller(cli, repo, gateArgs(repo, 'merge', 'arbor/n1', ['--json'])).exited;
      expect({ code: run.code, stderr: run.code === 0 ? '' : run.stderr }).toEqual({ code: 0, stderr: '' });
      expect(verdictOf(run)).toMatchObject({
        decision: 'merged',
        score: 7,
        isolation: 'rootless',
        end: 'pidns',
      });
      expect(run.stderr).toContain('evaluation isolation: rootless, as uid');
      expect(run.stderr).toContain('  isolation: rootless');
    } finally {
      await repo.cleanup();
    }
  }, 120_000);

  test("an MCP server started as the caller: git_merge_branch merges under the server's default auto, rootless", async () => {
    const repo = await callersRepo(cli.who);
    const settings = join(repo.root, 'settings.json');
    writeFileSync(
      settings,
      JSON.stringify({
        trunk_branch: TRUNK,
        eval_cmd_test: EVAL_CMD,
        eval_retries: 0,
        test_trunk_score: 5,
        protected_paths: ['eval.sh'],
      }),
    );
    giveTo(cli.who, settings);
    const transport = new StdioClientTransport({
      command: cli.who.prefix[0] as string,
      args: [
        ...cli.who.prefix.slice(1),
        process.execPath,
        join(cli.build.dir, 'cli.js'),
        'mcp',
        '--trusted-settings',
        settings,
      ],
      cwd: repo.work,
      env: cli.who.env as Record<string, string>,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'arbor-gate-rootless-test', version: '1.0.0' });
    try {
      await client.connect(transport);
      const result = await client.callTool(
        {
          name: 'git_merge_branch',
          arguments: { cwd: repo.work, target_branch: TRUNK, source_branch: 'arbor/n1' },
        },
        undefined,
        { timeout: 120_000 },
      );
      expect(result.isError ?? false).toBe(false);
      expect(result.structuredContent).toMatchObject({
        decision: 'merged',
        score: 7,
        isolation: 'rootless',
        end: 'pidns',
      });
    } finally {
      await client.close();
      await repo.cleanup();
    }
  }, 120_000);

  test('as root, eval-isolation rootless is refused naming the setting that works (auto)', async () => {
    await expect(
      resolveIsolation({
        setting: 'rootless',
        account: 'unused',
        names: { setting: '--eval-isolation', account: '--eval-user' },
        log: () => undefined,
      }),
    ).rejects.toThrow(
      '--eval-isolation rootless: cannot run the evaluation in a user namespace: the gate is root (the rootless mode is for a gate without root); set --eval-isolation auto',
    );
  });

  test('numpy from a venv under the caller HOME, given as a runtime view, gives what it gives unisolated', () => {
    const venvMissing = numpyVenvMissing();
    if (venvMissing !== null) {
      console.log(`numpy part skipped: ${venvMissing}`);
      return;
    }
    const home = mkdtempSync(join(cli.who.home, '.rootless-numpy-'));
    giveTo(cli.who, home);
    try {
      const venv = join(home, 'venv');
      makeNumpyVenv(venv, cli.who);
      const harness = join(home, 'harness.mjs');
      writeFileSync(harness, numpyHarness(cli.build.dir));
      giveTo(cli.who, home);
      const command = 'python -c "import numpy; print(float(numpy.linspace(0, 1, 101).std()))"';
      const run = (mode: string) =>
        spawnSync(
          cli.who.prefix[0] as string,
          [...cli.who.prefix.slice(1), process.execPath, harness, mode, venv, command],
          {
            env: cli.who.env,
            encoding: 'utf8',
          },
        );
      const viewed = run('view');
      const unisolated = run('none');
      const bare = run('no-view');
      expect({ status: unisolated.status, err: unisolated.stderr }).toEqual({ status: 0, err: '' });
      expect(unisolated.stdout).toMatch(/^status 0\n0\.29\d+\n$/);
      expect({ out: viewed.stdout, err: viewed.stderr }).toEqual({ out: unisolated.stdout, err: '' });
      // Without the view the venv under HOME is absent: the same command cannot find its python.
      expect(bare.stdout).toMatch(/^status 127\n/);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }, 120_000);

  test('with bwrap missing from PATH, or user namespaces refused, merge exits 2 naming what is missing and --eval-isolation none', async () => {
    const repo = await callersRepo(cli.who);
    const bin = mkdtempSync(join('/tmp', 'rootless-nobwrap-'));
    try {
      for (const dir of ['/usr/bin', '/usr/sbin']) {
        for (const name of readdirSync(dir)) {
          if (name !== 'bwrap' && !existsSync(join(bin, name))) symlinkSync(join(dir, name), join(bin, name));
        }
      }
      chmodSync(bin, 0o755);
      const args = gateArgs(repo, 'merge', 'arbor/n1', ['--json']);
      const noBwrap = await asCaller(cli, repo, args, { PATH: bin }).exited;
      // The gate inside a user namespace that allows no further one (bubblewrap's own --disable-userns).
      const refused = await asCaller(cli, repo, args, {}, [
        'bwrap',
        '--unshare-user',
        '--disable-userns',
        '--dev-bind',
        '/',
        '/',
        '--',
      ]).exited;
      const line = (what: RegExp) =>
        new RegExp(
          `^arbor-gate: --eval-isolation auto: this machine cannot isolate the evaluation \\(the gate is not root and has no passwordless sudo \\(sudo -n\\), and ${what.source}\\); set --eval-isolation none to merge with the evaluation run as the gate's own user$`,
          'm',
        );
      expect({ code: noBwrap.code, stdout: noBwrap.stdout }).toEqual({ code: 2, stdout: '' });
      expect(noBwrap.stderr).toMatch(line(/bubblewrap \(bwrap\) is not on PATH/));
      expect({ code: refused.code, stdout: refused.stdout }).toEqual({ code: 2, stdout: '' });
      expect(refused.stderr).toMatch(
        line(/bwrap cannot make an unprivileged user namespace here \(bwrap: .+\)/),
      );
      for (const run of [noBwrap, refused]) expect(run.stderr).not.toMatch(/isolation user|sudo where/);
    } finally {
      rmSync(bin, { recursive: true, force: true });
      await repo.cleanup();
    }
  }, 120_000);
});

/**
 * Opens a rootless sandbox as the gate would (the compiled isolation code) and runs `command` in it,
 * with the venv bound read-only and its bin first on PATH (`view`), with no view (`no-view`), or runs
 * it unisolated (`none`); prints `status N` and the output.
 */
function numpyHarness(buildDir: string): string {
  return `
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveIsolation } from '${buildDir}/eval/isolation/index.js';
const [mode, venv, command] = process.argv.slice(2);
const folder = mkdtempSync(join(tmpdir(), 'rootless-numpy-'));
const worktree = join(folder, 'worktree');
mkdirSync(worktree);
const path = venv + '/bin:/usr/bin:/bin';
const isolation = await resolveIsolation({
  setting: mode === 'none' ? 'none' : 'rootless',
  account: 'unused',
  names: { setting: '--eval-isolation', account: '--eval-user' },
  log: () => {},
});
const runtime = mode === 'view'
  ? { readOnly: [{ source: venv, target: venv }], masked: [], devices: [], env: { PATH: path } }
  : { readOnly: [], masked: [], devices: [], env: { PATH: path } };
const sandbox = await isolation.open({
  worktree,
  folder,
  protectedPaths: [],
  hidden: { repository: '/nonexistent', logDir: join(folder, 'logs'), env: process.env },
  runtime,
});
const env = { ...process.env, ...sandbox.environment, PATH: path };
const argv = ['sh', '-c', command];
const launch = sandbox.launcher?.launch(argv, env) ?? { file: argv[0], args: argv.slice(1), env };
const run = spawnSync(launch.file, launch.args, { cwd: worktree, env: launch.env, encoding: 'utf8' });
await sandbox.close();
rmSync(folder, { recursive: true, force: true });
process.stdout.write('status ' + run.status + '\\n' + (mode === 'no-view' ? '' : run.stdout));
process.stderr.write(mode === 'no-view' ? '' : run.stderr);
`;
}
