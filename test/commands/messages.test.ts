/**
 * The first-hour messages (issue 38), each once: "did you mean" for a mistyped flag, command or
 * Action input; one line for a Node older than engines; verify "judging against trunk" when its
 * target is a base branch; the standing warnings in at most two lines of 100 columns; a failed session
 * mode's annotation naming its first problem.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { undeclaredInputWarnings } from '../../src/action/inputs.js';
import { pullRequestQueueHead } from '../../src/action/queue-step-origin.js';
import { sessionFailure } from '../../src/action/session-mode.js';
import { main } from '../../src/cli.js';
import { atomicEndWarnings, isolationWarnings, noIsolation } from '../../src/eval/isolation/index.js';
import type { GateContext } from '../../src/gate/context.js';
import { predictableSeedsWarning } from '../../src/gate/judgement/seeds.js';
import { keyInReach } from '../../src/gate/ledger/gate-ledger.js';
import type { InputNamer } from '../../src/gate/input.js';
import type { Verdict } from '../../src/gate/verdict.js';
import { denyListWarnings } from '../../src/gate/paths/editable.js';
import { actionInputName } from '../../src/action/inputs.js';
import { settingFlagName } from '../../src/commands/setting-flags.js';
import { mergeArgumentName } from '../../src/mcp/arguments.js';
import { MIN_NODE_MAJOR, nodeEngineProblem } from '../../src/util/node-engine.js';
import { captureIo } from '../helpers/cli-io.js';
import { createGateRepo, EVAL_CMD, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
beforeAll(async () => {
  repo = await createGateRepo({ score: 5 });
  repo.commit('arbor/up', { 'solution.txt': '7\n' });
});
afterAll(() => repo.cleanup());

test('a mistyped flag and a mistyped command get "did you mean"', async () => {
  const flag = captureIo(repo.work);
  expect(await main(['verify', '--source', 'arbor/up', '--metric-directon', 'maximize'], flag)).toBe(2);
  expect(flag.err()).toContain("Unknown option '--metric-directon' (did you mean --metric-direction?)");
  const command = captureIo(repo.work);
  expect(await main(['verfy'], command)).toBe(2);
  expect(command.err()).toContain('unknown command "verfy" (did you mean verify?)');
  const far = captureIo(repo.work);
  expect(await main(['verify', '--zzzzzz'], far)).toBe(2);
  expect(far.err()).not.toContain('did you mean');
});

test('an input the Action does not declare is named once, with the nearest real one', () => {
  expect(
    undeclaredInputWarnings({
      'INPUT_METRIC-DIRECTON': 'maximise',
      'INPUT_METRIC-DIRECTION': 'maximize',
      INPUT_MODE: 'verify',
      INPUT_NONSENSE_XYZ: '1',
      PATH: '/usr/bin',
    }),
  ).toEqual([
    'input metric-directon is not an input of arbor-gate and was ignored (did you mean metric-direction?)',
    'input nonsense_xyz is not an input of arbor-gate and was ignored',
  ]);
});

test('a Node older than engines gets one line', () => {
  const engines = (
    JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
      engines: { node: string };
    }
  ).engines.node;
  expect(engines).toBe(`>=${MIN_NODE_MAJOR}`);
  expect(nodeEngineProblem('v18.19.1')).toBe(
    'arbor-gate needs Node 20 or later (package.json engines); this is Node v18.19.1',
  );
  expect(nodeEngineProblem('v20.0.0')).toBeNull();
  expect(nodeEngineProblem(process.version)).toBeNull();
});

test('verify with a base branch as target says it judges against trunk (it merges nothing)', async () => {
  const io = captureIo(repo.work);
  const args = ['verify', '--source', 'arbor/up', '--target', 'main', '--trunk-branch', TRUNK];
  expect(await main([...args, '--eval-cmd-test', EVAL_CMD, '--eval-isolation', 'none'], io)).toBe(0);
  expect(io.err()).toContain(`target main is a base branch: judging against trunk ${TRUNK}`);
  expect(io.err()).not.toContain('merging into');
});

test('the standing deny-list warning fits two lines of 100 columns on every face', () => {
  for (const name of ['--editable', 'input editable-paths', 'meta.editable_paths']) {
    const [warning] = denyListWarnings([], name);
    expect(warning!.length).toBeLessThanOrEqual(200);
    expect(warning).toContain(`set ${name} `);
  }
});

/** What the seeds warning reads of a run: its ledger (off, or without a key) and how settings are named. */
const keyless = { key: null };
const seededRun = (ledger: typeof keyless | null, name: InputNamer) =>
  ({ ledger, deps: { name } }) as unknown as GateContext;
const seededVerdict = { attempts: [{ side: 'candidate', seed: 1 }] } as unknown as Verdict;

test('the isolation, atomic-end, ledger-key and seeds warnings fit two lines of 100 columns on every face', () => {
  // The longest reasons this machine's probes give when auto finds nothing that isolates.
  const nothing =
    'the gate is not root and has no passwordless sudo (sudo -n), and bubblewrap (bwrap) is not on PATH';
  for (const name of [settingFlagName, actionInputName, mergeArgumentName]) {
    const setting = name('evalIsolation');
    const warnings = [
      ...isolationWarnings(noIsolation(`${setting} is none`), setting),
      ...isolationWarnings(noIsolation(nothing), setting),
      ...atomicEndWarnings(
        noIsolation(nothing, {
          privilege: null,
          worktreeParent: null,
          noCgroup: 'cgroup2 is mounted read-only at /sys/fs/cgroup',
        }),
        setting,
      ),
      keyInReach(name),
      ...[null, keyless].map((ledger) => predictableSeedsWarning(seededRun(ledger, name), seededVerdict)),
    ];
    expect(warnings).toHaveLength(6);
    for (const warning of warnings) expect(warning?.length).toBeLessThanOrEqual(200);
    expect(warnings[4]).toContain(name('ledger'));
    expect(warnings[5]).toContain(name('ledgerKey'));
    expect(warnings[0]).toContain(`set ${setting} auto`);
    expect(warnings[3]).toContain(name('ledger'));
  }
});

test('the warning for a pull request from a queue-named branch fits two lines', () => {
  const warning = pullRequestQueueHead(`gh-readonly-queue/arbor/trunk/pr-12345-${'f'.repeat(40)}`);
  expect(warning?.length).toBeLessThanOrEqual(200);
  expect(pullRequestQueueHead('arbor/idea')).toBeNull();
});

test("a failed session mode's annotation names its first problem", () => {
  const problems = ['node 2: status "runing" is not a known status', 'REPORT.md is missing'];
  expect(sessionFailure({ mode: 'finalize', exitCode: 1, problems }, 'invalid')).toBe(
    'arbor-gate finalize: invalid (exit 1): node 2: status "runing" is not a known status (and 1 more in the job summary)',
  );
  expect(sessionFailure({ mode: 'check', exitCode: 0, problems: [] }, 'ok')).toBe(
    'arbor-gate check: ok (exit 0)',
  );
});
