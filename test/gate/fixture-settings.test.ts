/** Settings resolved from the meta of trees that Arbor itself wrote (skipped when ../shared/fixtures is absent). */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gateFlagName } from '../../src/commands/gate-command.js';
import { resolveGateSettings } from '../../src/gate/settings.js';
import { readTreeFile } from '../../src/session/tree.js';
import { describeWithFixtures, FIXTURE_WORKSPACES } from '../helpers/fixtures.js';

const FIXTURES = FIXTURE_WORKSPACES;

describeWithFixtures('settings from Arbor-written trees', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gate-fixtures-'));
    cpSync(FIXTURES, dir, { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const input = {
    mode: 'verify' as const,
    protectedPaths: [],
    editablePaths: [],
    heldOut: [],
    evalRead: [],
    requiredOutputs: [],
    push: true,
    dryRun: false,
    ledger: false,
    ledgerPush: false,
    fresh: false,
  };

  it('knn_speedup: trunk, retries, delays, timeout and submission paths come from meta', async () => {
    const tree = await readTreeFile(
      join(dir, 'knn_speedup/.arbor/sessions/knn_speedup/.coordinator/idea_tree.json'),
    );
    const s = resolveGateSettings(input, tree.meta, gateFlagName);
    expect(s).toMatchObject({
      trunkBranch: 'arbor/trunk',
      evalCmdTest: 'cd {cwd} && ./eval_test.sh',
      evalRetries: 2,
      evalRetryBaseDelayMs: 1000,
      evalRetryMaxDelayMs: 8000,
      evalTimeoutMs: 600000,
      testTrunkScore: 2.8800000000000003,
      testBaselineScore: 0.9,
      submissionPath: 'submission.csv',
      sampleSubmissionPath: 'sample_submission.csv',
    });
  });

  it('house_prices: minimize, protected paths from meta plus the defaults, no trunk configured', async () => {
    const tree = await readTreeFile(
      join(dir, 'house_prices/.arbor/sessions/house_prices/.coordinator/idea_tree.json'),
    );
    const s = resolveGateSettings(input, tree.meta, gateFlagName);
    expect(s.metricDirection).toBe('minimize');
    expect(s.trunkBranch).toBeNull();
    expect(s.protectedGlobs).toEqual(['eval.py', 'data/**', '.github/**', '.arbor/**']);
    expect(s.sampleSubmissionPath).toBe('data/sample_submission.csv');
  });
});
