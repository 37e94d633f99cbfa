/**
 * Untrusted text in every face the Action publishes, through the bundled Action (`dist/index.js`,
 * built by `npm run bundle`) against the loopback GitHub: a pull request whose file name forges a
 * "merged" heading, images and an unclosed comment, and a session whose agent wrote Markdown and HTML.
 * The PR comment, the job summary, REPORT.md and the commit status show them as text.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { runAction } from '../helpers/action-runner.js';
import { useActionTestbed } from '../helpers/action-testbed.js';
import { FORGED_SESSION_HEADING, hostileSession, IMAGE } from '../helpers/hostile-session.js';
import { expectInert, FORGED_MERGED, HOSTILE_SYMLINK } from '../helpers/markdown-render.js';
import { buildSession, cleanupTempDirs } from '../helpers/session-builder.js';

const TOKEN = 'ghs_' + 'H0st1leFacesT0ken1234567890abcdefGHIJ';
const PR_NUMBER = 2;
const REPOSITORY = 'Codertocat/Hello-World';
const RUN_URL = `https://github.com/${REPOSITORY}/actions/runs/4242`;

const testbed = useActionTestbed();
afterEach(cleanupTempDirs);

describe('a pull request whose file name forges the headline', () => {
  test('is rejected, and the comment, summary, REPORT.md and status show the real verdict', async () => {
    const [repo, github] = [testbed.repo(), testbed.github()];
    const branch = 'arbor/n1-hostile';
    const head = repo.commit(
      branch,
      { 'solution.txt': '9\n', [HOSTILE_SYMLINK.path]: { symlink: HOSTILE_SYMLINK.target } },
      { push: true },
    );
    repo.git(['push', '-q', 'origin', `${head}:refs/pull/${PR_NUMBER}/head`]);
    const result = await testbed.runOnPullRequest(testbed.gateInputs('merge', TOKEN), {
      number: PR_NUMBER,
      headSha: head,
      headRef: branch,
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.decision).toBe('rejected');

    const comment = github.commentsOn(PR_NUMBER)[0]!.body;
    const report = readFileSync(result.outputs['report-path']!, 'utf8');
    for (const face of [comment, result.summary]) {
      const markup = expectInert(face, { forged: FORGED_MERGED, links: [RUN_URL] });
      expect(markup.headings[0]).toBe(`❌ arbor-gate merge: PR #${PR_NUMBER} was rejected`);
      expect(face.split('\n').find((line) => line.startsWith('#'))).toBe(
        `### ❌ arbor-gate merge: PR #${PR_NUMBER} was rejected`,
      );
      // The reason and the Gate section after it are shown: nothing hid them.
      expect(markup.text).toContain('path contains');
      expect(markup.headings).toContain('Gate');
    }
    const markup = expectInert(report, { forged: FORGED_MERGED });
    expect(markup.headings[0]).toBe('Gate');
    expect(report).toMatch(/^\*\*REJECTED\*\*/m);

    const { description } = github.statuses[0]!;
    expect(description).toMatch(/^rejected \(protected_path\): x\\u000a\\u000a### ✅/);
    expect(description.length).toBeLessThanOrEqual(140);
    // eslint-disable-next-line no-control-regex
    expect(description).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/);
  });
});

describe('a session whose agent wrote Markdown and HTML', () => {
  test('report mode: the job summary and REPORT.md show it as text', async () => {
    const { workspace, session } = buildSession(hostileSession());
    const github = testbed.github();
    const result = await runAction({
      inputs: { mode: 'report', 'working-directory': workspace, session: '.arbor/sessions/run1' },
      payload: {},
      eventName: 'workflow_dispatch',
      workspace,
      apiUrl: github.url,
    });
    expect(result.exitCode).toBe(0);
    const report = readFileSync(result.outputs['report-path']!, 'utf8');
    expect(result.outputs['report-path']).toBe(`${session}/REPORT.md`);
    for (const face of [result.summary, report]) {
      const markup = expectInert(face, { forged: FORGED_SESSION_HEADING, links: [RUN_URL] });
      expect(markup.text.replace(/\u200D/g, '')).toContain(IMAGE);
    }
    expect(
      expectInert(result.summary, { forged: FORGED_SESSION_HEADING, links: [RUN_URL] }).headings[0],
    ).toBe('✅ arbor-gate report: ok');
  });
});
