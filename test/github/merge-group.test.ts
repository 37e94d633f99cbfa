/**
 * The merge queue's untrusted text, parsed strictly (src/github/merge-group.ts): GitHub's own
 * `merge_group` example payload, a payload whose fields are not what GitHub sends, and queue branch
 * names that try to pass for another base's entry or to carry markup into the verdict's PR number.
 * Also the worst case held against the queue's check timeout (src/gate/merge-group/plan.ts).
 */
import { describe, expect, test } from '@jest/globals';
import { MERGE_GROUP_CHECKS_REQUESTED } from '../helpers/action-runner.js';
import { mergeGroupFrom, queueEntryPr } from '../../src/github/merge-group.js';
import { checkTimeoutWarning } from '../../src/gate/merge-group/plan.js';
import type { MergeGroupEntry } from '../../src/gate/merge-group/entry.js';
import { actionInputName } from '../../src/action/inputs.js';

const checksRequested = MERGE_GROUP_CHECKS_REQUESTED as { merge_group: Record<string, unknown> };
const SHA = 'a'.repeat(40);

function payloadWith(fields: Record<string, unknown>) {
  const payload = structuredClone(checksRequested);
  Object.assign(payload.merge_group, fields);
  return payload;
}

describe('merge_group payload', () => {
  test("GitHub's example gives the entry's head and queue branch and the group's base", () => {
    expect(mergeGroupFrom(checksRequested)).toEqual({
      headSha: '2ffea6db159f6b6c47a24e778fb9ef40cf6b1c7d',
      headBranch: 'gh-readonly-queue/main/pr-104-929f8209d40f77f4abc622a499c93a83babdbe64',
      baseSha: '380387fbc80638b734a49e1be1c4dfec1c01b33c',
      baseBranch: 'main',
    });
    expect(mergeGroupFrom({ pull_request: {} })).toBeNull();
  });

  test.each([
    ['a short head SHA', { head_sha: 'abc123' }],
    ['an option for a base SHA', { base_sha: '--output=/tmp/x' }],
    ['a head ref outside refs/heads', { head_ref: 'refs/tags/v1' }],
    ['a base ref with a newline', { base_ref: 'refs/heads/arbor/trunk\n::warning::forged' }],
    ['a base ref with a space', { base_ref: 'refs/heads/arbor trunk' }],
    ['an empty base branch', { base_ref: 'refs/heads/' }],
  ])('%s is refused', (_what, fields) => {
    expect(() => mergeGroupFrom(payloadWith(fields))).toThrow(/GITHUB_EVENT_PATH: merge_group payload/);
  });
});

describe('queue branch names', () => {
  test('an entry of the base gives its PR number', () => {
    expect(queueEntryPr(`gh-readonly-queue/arbor/trunk/pr-42-${SHA}`, 'arbor/trunk')).toBe(42);
    expect(queueEntryPr(`gh-readonly-queue/arbor/trunk/pr-7-${'b'.repeat(64)}`, 'arbor/trunk')).toBe(7);
  });

  test.each([
    ['another base', `gh-readonly-queue/main/pr-42-${SHA}`],
    ['a base that is a prefix of the trunk', `gh-readonly-queue/arbor/trunk/pr-42-${SHA}`, 'arbor'],
    ['no queue folder', `arbor/trunk/pr-42-${SHA}`],
    ['markup after the number', `gh-readonly-queue/arbor/trunk/pr-42](https://evil.example)-${SHA}`],
    ['a leading zero', `gh-readonly-queue/arbor/trunk/pr-042-${SHA}`],
    ['a PR number past ten digits', `gh-readonly-queue/arbor/trunk/pr-12345678901-${SHA}`],
    ['a short SHA', 'gh-readonly-queue/arbor/trunk/pr-42-abc123'],
    ['more after the SHA', `gh-readonly-queue/arbor/trunk/pr-42-${SHA}/x`],
    ['a trailing newline', `gh-readonly-queue/arbor/trunk/pr-42-${SHA}\n`],
  ])('%s names no entry', (_what, branch, base = 'arbor/trunk') => {
    expect(queueEntryPr(branch, base)).toBeNull();
  });
});

describe("the queue's check timeout", () => {
  const entry = (kind: 'entry' | 'base'): MergeGroupEntry => ({
    pr: 2,
    step: { sha: SHA, kind, pr: kind === 'entry' ? 1 : null },
  });
  const settings = {
    queueWaitMs: 600_000,
    queueCheckTimeoutMs: 60 * 60_000,
    evalTimeoutMs: 600_000,
    evalRetries: 1,
    evalRepeats: 1,
    judgement: {
      rule: 'single' as const,
      confidence: 0.95,
      minPairs: 5,
      maxPairs: 20,
      minEffect: null,
      looks: null,
    },
  };

  test('a worst case inside the timeout gives no warning', () => {
    // 2 runs × 2 attempts × 10 min = 40 min; with the 10 min wait, 50 min.
    expect(checkTimeoutWarning(settings, entry('entry'), actionInputName)).toBeNull();
  });

  test('past it, the warning names the inputs and the worst case', () => {
    const warning = checkTimeoutWarning({ ...settings, evalRepeats: 2 }, entry('entry'), actionInputName);
    expect(warning).toContain('up to 90 min');
    expect(warning).toContain('input queue-wait 600 s + 4 run(s) × 2 attempt(s) × input eval-timeout 600 s');
    expect(warning).toContain('input queue-check-timeout 60 min');
    // The group's first entry lands on its base, which no other run measures: no wait to count.
    const paired = { ...settings, judgement: { ...settings.judgement, rule: 'paired' as const } };
    expect(checkTimeoutWarning(paired, entry('base'), actionInputName)).toContain(
      'input queue-wait 0 s + 40 run(s)',
    );
  });
});
