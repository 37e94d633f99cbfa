import { actionInputName } from '../../src/action/inputs.js';
import { gateFlagName } from '../../src/commands/gate-command.js';
import { UserError } from '../../src/errors.js';
import type { GateInput } from '../../src/gate/input.js';
import {
  branchName,
  isMainOrMaster,
  repoRelativePath,
  resolveGateSettings,
} from '../../src/gate/settings.js';

const input = (over: Partial<GateInput> = {}): GateInput => ({
  mode: 'verify',
  evalCmdTest: 'sh eval.sh',
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
  ...over,
});
const actionName = (field: keyof GateInput) => `input ${String(field)}`;

describe('resolveGateSettings', () => {
  it('uses defaults when neither input nor meta sets a value', () => {
    const s = resolveGateSettings(input(), {}, gateFlagName);
    expect(s).toMatchObject({
      trunkBranch: null,
      metricDirection: 'maximize',
      testTrunkScore: null,
      testBaselineScore: null,
      minDelta: { kind: 'absolute', value: 0 },
      divergenceThreshold: null,
      evalRetries: 1,
      evalRetryBaseDelayMs: 5000,
      evalRetryMaxDelayMs: 30000,
      evalTimeoutMs: 3600000,
      evalRepeats: 1,
      remote: 'origin',
      protectedGlobs: ['.github/**', '.arbor/**'],
      evalIsolation: 'auto',
      evalUser: 'arbor-eval',
    });
    expect(s.judgement).toMatchObject({ rule: 'auto', minEffect: null });
  });

  it('takes min-delta and min-effect in score units or as N% of trunk, labelled where they were set', () => {
    const s = resolveGateSettings(
      input({ minDelta: ' 5 % ' }),
      { min_effect: '2.5%' },
      gateFlagName,
      'tree.json',
    );
    expect(s.minDelta).toEqual({ kind: 'relative', fraction: 0.05, label: '--min-delta' });
    expect(s.judgement.minEffect).toEqual({
      kind: 'relative',
      fraction: 0.025,
      label: 'meta.min_effect in tree.json',
    });
    expect(resolveGateSettings(input({ minEffect: '0.3' }), {}, gateFlagName).judgement.minEffect).toEqual({
      kind: 'absolute',
      value: 0.3,
      label: '--min-effect',
    });
  });

  it('eval isolation comes from the input only (never the tree meta), in any letter case', () => {
    const s = resolveGateSettings(
      input({ evalIsolation: ' USER ', evalUser: 'eval-1' }),
      { eval_isolation: 'none' },
      gateFlagName,
    );
    expect(s).toMatchObject({ evalIsolation: 'user', evalUser: 'eval-1' });
    expect(
      resolveGateSettings(input(), { eval_isolation: 'none', eval_user: 'x' }, gateFlagName),
    ).toMatchObject({
      evalIsolation: 'auto',
      evalUser: 'arbor-eval',
    });
    expect(() => resolveGateSettings(input({ evalIsolation: 'container' }), {}, actionName)).toThrow(
      'input evalIsolation: expected auto, user, rootless, none, got "container"',
    );
  });

  it('prefers explicit input over meta over default', () => {
    const meta = {
      eval_cmd_test: 'meta cmd',
      eval_retries: 3,
      test_trunk_score: 0.5,
      metric_direction: 'minimize',
      trunk_branch: 'arbor/trunk',
      eval_timeout: 10,
    };
    const fromMeta = resolveGateSettings(input({ evalCmdTest: undefined }), meta, gateFlagName);
    expect(fromMeta).toMatchObject({
      evalCmdTest: 'meta cmd',
      evalRetries: 3,
      testTrunkScore: 0.5,
      metricDirection: 'minimize',
      trunkBranch: 'arbor/trunk',
      evalTimeoutMs: 10000,
    });
    const fromInput = resolveGateSettings(
      input({
        evalRetries: '0',
        testTrunkScore: '0.7',
        metricDirection: 'MAXIMIZE',
        trunkBranch: 'refs/heads/t',
      }),
      meta,
      gateFlagName,
    );
    expect(fromInput).toMatchObject({
      evalCmdTest: 'sh eval.sh',
      evalRetries: 0,
      testTrunkScore: 0.7,
      metricDirection: 'maximize',
      trunkBranch: 't',
    });
  });

  it('keeps 0 and 0.0 as real values', () => {
    const s = resolveGateSettings(input({ testBaselineScore: '0.0' }), { test_trunk_score: 0 }, gateFlagName);
    expect(s.testTrunkScore).toBe(0);
    expect(s.testBaselineScore).toBe(0);
  });

  it('merges protected globs from input, meta and defaults', () => {
    const s = resolveGateSettings(
      input({ protectedPaths: ['eval.py'] }),
      { protected_paths: ['data/**', 'eval.py'] },
      gateFlagName,
    );
    expect(s.protectedGlobs).toEqual(['eval.py', 'data/**', '.github/**', '.arbor/**']);
  });

  it.each<[Partial<GateInput>, Record<string, unknown>, RegExp]>([
    [{ evalCmdTest: undefined }, {}, /no evaluation command: pass --eval-cmd-test/],
    [{ metricDirection: 'higher' }, {}, /--metric-direction: expected maximize or minimize/],
    [{}, { metric_direction: 'up' }, /meta\.metric_direction in tree\.json: expected maximize or minimize/],
    [{ testTrunkScore: 'abc' }, {}, /--test-trunk-score: expected a finite number/],
    [{}, { test_trunk_score: 'Infinity' }, /meta\.test_trunk_score in tree\.json: expected a finite number/],
    [{ evalRetries: '-1' }, {}, /--eval-retries: expected an integer >= 0/],
    [{}, { eval_retries: 1.5 }, /meta\.eval_retries in tree\.json: expected an integer >= 0/],
    [{ evalTimeout: '0' }, {}, /--eval-timeout: expected a number of seconds > 0/],
    [{ evalTimeout: '2147484' }, {}, /--eval-timeout: expected at most 2147483 seconds \(about 24\.8 days/],
    [{}, { eval_timeout: 1e10 }, /meta\.eval_timeout in tree\.json: expected at most 2147483 seconds/],
    [{ evalRepeats: '0' }, {}, /--eval-repeats: expected an integer >= 1/],
    [{ judge: 'paired', minRepeats: '0' }, {}, /--min-repeats: expected an integer >= 1/],
    [{ judge: 'paired', minRepeats: '1' }, {}, /--min-repeats: expected an integer >= 2/],
    [{ minRepeats: '4', maxRepeats: '3' }, {}, /--max-repeats: expected at least --min-repeats \(4\), got 3/],
    [
      {},
      { min_repeats: 12 },
      /--max-repeats: expected at least meta\.min_repeats in tree\.json \(12\), got 10/,
    ],
    [{ maxRepeats: '51' }, {}, /--max-repeats: expected at most 50/],
    [{ confidence: '1.5' }, {}, /--confidence: expected a number between 0 and 1/],
    [{ confidence: '0' }, {}, /--confidence: expected a number > 0/],
    [{ minEffect: '0' }, {}, /--min-effect: expected a number > 0/],
    [{ judge: 'paired', evalRepeats: '3' }, {}, /--eval-repeats: does not go with --judge paired/],
    [
      { judge: 'paired' },
      { eval_repeats: 3 },
      /meta\.eval_repeats in tree\.json: does not go with --judge paired/,
    ],
    [
      { evalCmdTest: 'sh {cwd}/eval.sh {seed}', judge: 'single' },
      {},
      /--eval-cmd-test: \{seed\} has no value with a single run/,
    ],
    [{ judge: 'fancy' }, {}, /--judge: expected auto or single or paired/],
    [{ minDelta: '-0.1' }, {}, /--min-delta: expected a number >= 0/],
    [
      { minDelta: '-5%' },
      {},
      /--min-delta: expected a number >= 0, or a percentage of trunk's mean such as 5%, got "-5"/,
    ],
    [{ minEffect: '0%' }, {}, /--min-effect: expected a number > 0, or a percentage/],
    [{ minDelta: 'five%' }, {}, /--min-delta: expected a number >= 0, or a percentage/],
    [{ evalRepeats: '3' }, {}, /--eval-repeats: does not go with --judge auto, which counts its own runs/],
    [{ protectedPaths: [' '] }, {}, /--protected: expected non-empty glob patterns/],
    [{}, { protected_paths: 'eval.py' }, /meta\.protected_paths in tree\.json: expected a list/],
    [{ requiredOutputs: ['/etc/passwd'] }, {}, /--required-output: expected a file path relative/],
    [{ submissionPath: 'a/../../b' }, {}, /--submission-path: expected a file path relative/],
    [{ trunkBranch: 'Master' }, {}, /--trunk-branch: the trunk branch must not be main or master/],
    [
      {},
      { trunk_branch: 'refs/heads/main' },
      /meta\.trunk_branch in tree\.json: the trunk branch must not be main or master/,
    ],
    [{ trunkBranch: '-x' }, {}, /--trunk-branch: "-x" is not a valid branch name/],
    [{ scoreRegex: '(a)(b)' }, {}, /--score-regex: expected exactly one capture group/],
    [{ remote: '--exec=x' }, {}, /--remote: expected a remote name/],
  ])('%j with meta %j is a UserError naming it', (over, meta, message) => {
    const run = () => resolveGateSettings(input(over), meta, gateFlagName, 'tree.json');
    expect(run).toThrow(UserError);
    expect(run).toThrow(message);
  });

  it('a bad regex names where it came from: the flag, the Action input or the meta field', () => {
    const regex =
      (over: Partial<GateInput>, meta: Record<string, unknown>, name = gateFlagName) =>
      () =>
        resolveGateSettings(input(over), meta, name, 'tree.json');
    expect(regex({ scoreRegex: '(a)(b)' }, {})).toThrow(/^--score-regex: expected exactly one capture group/);
    expect(regex({ scoreRegex: '(a)(b)' }, {}, actionInputName)).toThrow(
      /^input score-regex: expected exactly one capture group/,
    );
    expect(regex({}, { score_regex: '(' })).toThrow(
      /^meta\.score_regex in tree\.json: "\(" is not a valid regular expression/,
    );
  });

  it('a bad remote from the tree names the meta field', () => {
    expect(() => resolveGateSettings(input(), { remote: '-x' }, gateFlagName, 'tree.json')).toThrow(
      /^meta\.remote in tree\.json: expected a remote name/,
    );
  });

  it('a negative number is a number: where the setting allows it, it is taken', () => {
    const s = resolveGateSettings(
      input({ testTrunkScore: '-0.35' }),
      { test_baseline_score: -1 },
      gateFlagName,
    );
    expect(s).toMatchObject({ testTrunkScore: -0.35, testBaselineScore: -1 });
  });

  it('names Action inputs with the Action namer', () => {
    expect(() => resolveGateSettings(input({ evalRetries: 'x' }), {}, actionName)).toThrow(
      /input evalRetries/,
    );
  });
});

describe('names and paths', () => {
  it.each(['main', 'MASTER', 'refs/heads/Main', ' master '])('%s is main/master', (b) =>
    expect(isMainOrMaster(b)).toBe(true),
  );
  it.each(['mainline', 'arbor/main', 'refs/heads/arbor/trunk', 'refs/remotes/origin/main'])(
    '%s is not main/master',
    (b) => expect(isMainOrMaster(b)).toBe(false),
  );
  it('normalizes relative paths and refuses escapes', () => {
    expect(repoRelativePath('./out/./sub.csv', 'x')).toBe('out/sub.csv');
    expect(() => repoRelativePath('..', 'x')).toThrow(UserError);
    expect(() => repoRelativePath('C:/x', 'x')).toThrow(UserError);
    expect(branchName('refs/heads/arbor/trunk', 'x')).toBe('arbor/trunk');
    expect(() => branchName('a..b', 'x')).toThrow(UserError);
  });
});
