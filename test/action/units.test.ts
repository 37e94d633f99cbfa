import { describe, expect, test } from '@jest/globals';
import { createRequire } from 'node:module';
import { forkRefusal, forkRefusedVerdict } from '../../src/action/fork.js';
import { openCommandLog } from '../../src/action/command-log.js';
import { actionInputName, inputFromEnv, readActionSettings } from '../../src/action/inputs.js';
import { InfraError } from '../../src/errors.js';
import { withInputs } from '../helpers/action-inputs.js';
import { sessionCall } from '../../src/action/session-mode.js';
import {
  referenceScore,
  verdictHeadline,
  verdictOutputs,
  verdictStatusDescription,
  verdictStatusState,
} from '../../src/action/publish.js';
import { runContextFrom } from '../../src/github/context.js';

const require = createRequire(import.meta.url);
const examples = require('@octokit/webhooks-examples') as {
  name: string;
  examples: Record<string, unknown>[];
}[];
const openedPr = structuredClone(
  examples.find((e) => e.name === 'pull_request')!.examples.find((e) => e.action === 'opened')!,
) as {
  number: number;
  pull_request: { head: { repo: { full_name: string } }; base: { repo: { full_name: string } } };
};
const mergeGroup = examples.find((e) => e.name === 'merge_group')!.examples[0]!;

const env = {
  GITHUB_REPOSITORY: 'Codertocat/Hello-World',
  GITHUB_RUN_ID: '42',
  GITHUB_SERVER_URL: 'https://github.com',
};

function forkPayload() {
  const payload = structuredClone(openedPr);
  payload.pull_request.head.repo.full_name = 'mallory/Hello-World';
  return payload;
}

describe('run context', () => {
  test('reads a real pull_request payload', () => {
    const ctx = runContextFrom({ ...env, GITHUB_EVENT_NAME: 'pull_request' }, openedPr);
    expect(ctx.pullRequest).toEqual({
      number: 2,
      headRef: 'changes',
      headSha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
      baseRef: 'master',
      headRepo: 'Codertocat/Hello-World',
      baseRepo: 'Codertocat/Hello-World',
      fork: false,
    });
    expect(ctx.sha).toBe('ec26c3e57ca3a959ca5aad62de7213c562f8c821');
    expect(ctx.runUrl).toBe('https://github.com/Codertocat/Hello-World/actions/runs/42');
  });

  test('a head in another repository is a fork', () => {
    expect(runContextFrom(env, forkPayload()).pullRequest?.fork).toBe(true);
  });

  test('a merge_group payload gives the queue head and the base branch', () => {
    const ctx = runContextFrom({ ...env, GITHUB_EVENT_NAME: 'merge_group' }, mergeGroup);
    expect(ctx.pullRequest).toBeNull();
    expect(ctx.sha).toBe('2ffea6db159f6b6c47a24e778fb9ef40cf6b1c7d');
    expect(ctx.baseRef).toBe('main');
  });

  test('a truncated pull_request payload is a UserError naming GITHUB_EVENT_PATH', () => {
    expect(() => runContextFrom(env, { pull_request: { number: 1 } })).toThrow(/GITHUB_EVENT_PATH/);
  });
});

describe('fork rules', () => {
  const forkCtx = (event: string) => runContextFrom({ ...env, GITHUB_EVENT_NAME: event }, forkPayload());
  test('pull_request_target never evaluates a fork, in any gate mode', () => {
    expect(forkRefusal(forkCtx('pull_request_target'), 'verify', false)).toMatch(
      /pull_request_target.*write token/,
    );
    expect(forkRefusal(forkCtx('pull_request_target'), 'merge', false)).toMatch(/allow-forks: true/);
  });
  test('pull_request may verify a fork but not merge it', () => {
    expect(forkRefusal(forkCtx('pull_request'), 'verify', false)).toBeNull();
    expect(forkRefusal(forkCtx('pull_request'), 'merge', false)).toMatch(/never merges or pushes a fork/);
  });
  test('allow-forks opts in; a same-repository PR is never refused', () => {
    expect(forkRefusal(forkCtx('pull_request_target'), 'merge', true)).toBeNull();
    expect(
      forkRefusal(
        runContextFrom({ ...env, GITHUB_EVENT_NAME: 'pull_request_target' }, openedPr),
        'merge',
        false,
      ),
    ).toBeNull();
  });
  test('the refusal is a rejection with code fork_refused', () => {
    const verdict = forkRefusedVerdict(forkCtx('pull_request'), 'why', null);
    expect(verdict).toMatchObject({
      decision: 'rejected',
      reasons: [{ code: 'fork_refused', message: 'why' }],
    });
    expect(verdictStatusState(verdict)).toBe('failure');
  });
});

/**
 * Runs `read` with these inputs as the runner passes them (`INPUT_<NAME>`, dashes kept) in this
 * process's environment, where `@actions/core` reads them, and no other input.
 */
function settingsFrom(inputs: Record<string, string>, root: string) {
  return withInputs(inputs, () => readActionSettings(inputFromEnv(process.env), (d) => `${root}/${d}`));
}

describe('inputs', () => {
  const read = (inputs: Record<string, string>) => settingsFrom(inputs, '/abs');

  test('runner-style INPUT_ names keep their dashes; lists are one per line', () => {
    const settings = read({
      mode: 'merge',
      'eval-cmd-test': 'sh eval.sh',
      'protected-paths': 'eval.sh\n\n  data/**  \n# comment\n',
    });
    expect(settings.mode).toBe('merge');
    expect(settings.gate.evalCmdTest).toBe('sh eval.sh');
    expect(settings.gate.protectedPaths).toEqual(['eval.sh', 'data/**']);
    expect(settings.statusContext).toBe('arbor-gate/merge');
    expect(settings.workingDirectory).toBe('/abs/.');
    expect(settings.gate.push).toBe(true);
  });
  test('an unknown mode names the input and the choices', () => {
    expect(() => read({ mode: 'deploy' })).toThrow(/input mode must be one of merge, verify, report/);
  });
  test('a bad boolean names the input', () => {
    expect(() => read({ comment: 'maybe' })).toThrow(/input comment must be true or false/);
  });
  test("booleans follow the runner's YAML 1.2 rules, and an empty one is action.yml's default", () => {
    const settings = read({ comment: 'False', status: 'TRUE', 'allow-forks': 'true', push: '' });
    expect(settings).toMatchObject({ comment: false, status: true, allowForks: true, summary: true });
    expect(settings.gate).toMatchObject({ push: true, dryRun: false });
    expect(() => read({ 'dry-run': 'yes' })).toThrow(/input dry-run must be true or false \(got "yes"\)/);
    expect(() => read({ 'require-report': '1' })).toThrow(/input require-report must be true or false/);
  });
  test('gate inputs stay strings, left out when empty so that the tree meta can fill them', () => {
    const settings = read({ 'eval-timeout': ' 60 ', 'score-regex': '', remote: '' });
    expect(settings.gate.evalTimeout).toBe('60');
    expect(settings.gate).not.toHaveProperty('scoreRegex');
    expect(settings.gate).not.toHaveProperty('remote');
    expect(settings.token).toBe('');
  });
  test('messages name the Action input, also where it is spelled unlike the flag', () => {
    expect(actionInputName('cwd')).toBe('input working-directory');
    expect(actionInputName('protectedPaths')).toBe('input protected-paths');
    expect(actionInputName('requiredOutputs')).toBe('input required-outputs');
    expect(actionInputName('reportPath')).toBe('input report-file');
    expect(actionInputName('scoreRegex')).toBe('input score-regex');
  });
  test('inputs are read from the process environment only, where @actions/core looks', () => {
    expect(() => inputFromEnv({ INPUT_MODE: 'merge' })).toThrow(InfraError);
  });
});

const baseVerdict = {
  ...forkRefusedVerdict(runContextFrom(env, openedPr), 'x', 'arbor/trunk'),
  reasons: [],
  decision: 'merged' as const,
  score: 0.83,
  references: { test_trunk_score: 0.8, test_baseline_score: 0.75 },
  merge_commit: 'abcdef0123456789abcdef0123456789abcdef01',
  node_id: '1.2',
  target: {
    requested: 'arbor/trunk',
    resolved: 'arbor/trunk',
    sha_before: 'a',
    sha_after: 'abcdef0123456789',
  },
};

describe('publishing a verdict', () => {
  test('outputs', () => {
    expect(verdictOutputs(baseVerdict)).toMatchObject({
      decision: 'merged',
      score: '0.83',
      'reference-score': '0.8',
      merged: 'true',
      'merge-sha': baseVerdict.merge_commit,
      'node-id': '1.2',
    });
    expect(JSON.parse(verdictOutputs(baseVerdict).verdict)).toEqual(baseVerdict);
  });
  test('the reference is the stricter one, in the metric direction', () => {
    expect(referenceScore({ ...baseVerdict, metric_direction: 'minimize' })).toBe(0.75);
    expect(
      referenceScore({
        ...baseVerdict,
        references: { test_trunk_score: null, test_baseline_score: null },
        reference_measured: { sha: 's', score: 0.5 },
      }),
    ).toBe(0.5);
  });
  test('the ledger trunk reference is the reference-score, in place of a configured trunk score', () => {
    const fromLedger = {
      ...baseVerdict,
      references: { test_trunk_score: 0.9, test_baseline_score: null },
      reference_source: 'ledger' as const,
      reference_ledger: { sha: 's', score: 0.7, runs: 3 },
    };
    expect(verdictOutputs(fromLedger)['reference-score']).toBe('0.7');
    const alone = { ...fromLedger, references: { test_trunk_score: null, test_baseline_score: null } };
    expect(verdictOutputs(alone)['reference-score']).toBe('0.7');
  });
  test('a merge says the PR was merged into trunk by a merge commit', () => {
    const headline = verdictHeadline(baseVerdict, 'merge', runContextFrom(env, openedPr));
    expect(headline).toMatch(/PR #2 was merged into `arbor\/trunk`/);
    expect(headline).toMatch(/merge commit `abcdef012345`/);
    expect(verdictStatusDescription(baseVerdict)).toBe('merged into arbor/trunk: B_test 0.83 vs 0.8');
    const paired = {
      ...baseVerdict,
      judgement: {
        rule: 'paired' as const,
        confidence: 0.95,
        min_delta: 0,
        min_effect: null,
        pairs: 4,
        seeds: [1, 2, 3, 4],
        samples: [],
        trunk: { mean: 0.79, sd: 0.01 },
        candidate: { mean: 0.83, sd: 0.01 },
        difference: { mean: 0.03, lower: 0.02, upper: 0.04, level: 0.02, futility_upper: null },
        p: 0.001,
        stopped: 'early' as const,
        evaluations: 8,
      },
    };
    expect(verdictOutputs(paired)['reference-score']).toBe('0.79');
    expect(verdictStatusDescription(paired)).toBe(
      'merged into arbor/trunk: B_test 0.83 (paired: 4 pair(s), gain 0.03 [0.02, 0.04])',
    );
  });
  test('the status and headline say what was evaluated: trunk + this branch, or this branch', () => {
    const evaluated = { kind: 'merge' as const, commit: 'e'.repeat(40), tree: 'f'.repeat(40) };
    expect(verdictStatusDescription({ ...baseVerdict, evaluated })).toBe(
      'merged into arbor/trunk: B_test of trunk + this branch 0.83 vs 0.8',
    );
    expect(
      verdictStatusDescription({
        ...baseVerdict,
        decision: 'would_merge',
        evaluated: { ...evaluated, kind: 'source' },
      }),
    ).toBe('would merge into arbor/trunk: B_test of this branch 0.83 vs 0.8');
    expect(verdictHeadline({ ...baseVerdict, evaluated }, 'merge', runContextFrom(env, openedPr))).toContain(
      'after B_test of trunk + this branch 0.83 vs 0.8',
    );
  });
  test('a rejection lists its reasons', () => {
    const rejected = {
      ...baseVerdict,
      decision: 'rejected' as const,
      reasons: [{ code: 'not_improved' as const, message: '0.7 does not beat 0.8' }],
    };
    expect(verdictHeadline(rejected, 'merge', runContextFrom(env, openedPr))).toMatch(
      /rejected[\s\S]*\*\*not_improved\*\*: 0.7 does not beat 0.8/,
    );
    expect(verdictStatusState(rejected)).toBe('failure');
  });
});

describe('command log', () => {
  test('untrusted lines sit between stop-commands and its resume token', () => {
    const out: string[] = [];
    const log = openCommandLog(
      'Evaluation',
      (t) => out.push(t),
      (t) => t.replace('secret-value', '***'),
    );
    log.write('::set-output name=decision::merged\n');
    log.write('token secret-value');
    log.close();
    log.close();
    const text = out.join('');
    const token = /::stop-commands::(\S+)\n/.exec(text)![1]!;
    expect(token).toMatch(/^arbor-gate-[0-9a-f]{32}$/);
    expect(text).toBe(
      `::group::Evaluation\n::stop-commands::${token}\n::set-output name=decision::merged\ntoken ***\n::${token}::\n::endgroup::\n`,
    );
  });
});

describe('session modes', () => {
  const settingsFor = (inputs: Record<string, string>) => settingsFrom(inputs, '/ws');

  test('each tool gets only the inputs it takes', () => {
    const flags = { 'require-report': 'true', emergency: 'true', 'dry-run': 'true' };
    const env = {};
    const onlyReport = {
      report: true,
      events: false,
      runStats: false,
      experiment: false,
      executorPrompt: false,
      strict: false,
    };
    expect(sessionCall(settingsFor({ mode: 'check', session: 's', ...flags }), env)).toEqual({
      mode: 'check',
      options: { session: { positional: 's', cwd: '/ws/.' }, required: onlyReport, env },
    });
    expect(sessionCall(settingsFor({ mode: 'finalize', session: 's', ...flags }), env)).toEqual({
      mode: 'finalize',
      options: {
        session: { positional: 's', cwd: '/ws/.' },
        required: onlyReport,
        emergency: true,
        smoke: false,
        env,
      },
    });
    expect(sessionCall(settingsFor({ mode: 'resume', 'run-name': 'r', ...flags }), env)).toEqual({
      mode: 'resume',
      options: { session: { cwd: '/ws/.', runName: 'r' }, dryRun: true },
    });
    expect(
      sessionCall(settingsFor({ mode: 'report', session: 's', 'report-file': 'out/R.md' }), env),
    ).toEqual({
      mode: 'report',
      options: { session: { positional: 's', cwd: '/ws/.' }, reportPath: '/ws/out/R.md', env },
    });
  });

  test('no session and no run-name names both inputs', () => {
    expect(() => sessionCall(settingsFor({ mode: 'report' }), {})).toThrow(
      /input session .* or input run-name/,
    );
  });
});
