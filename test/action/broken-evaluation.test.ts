/**
 * The bundled Action (`dist/index.js`) on an evaluation broken on trunk itself (issue 35 item 7,
 * issue 38 item 8), against the loopback GitHub: the job fails, the comment, the summary and the
 * commit status say the evaluation is broken on trunk itself (never that the branch is worse), with
 * trunk's last log lines shown as text (its escape sequences and markup inert); a failure of the
 * branch alone is still its rejection.
 */
import { expect, test } from '@jest/globals';
import { useActionTestbed } from '../helpers/action-testbed.js';
import { EVAL_CMD, TRUNK } from '../helpers/gate-repo.js';
import { foreignHtml, markupOf } from '../helpers/markdown-render.js';
import { openPullRequest } from '../helpers/pull-request.js';

const TOKEN = 'ghs_' + 'Br0kenEvalT0ken1234567890abcdefGHIJKL';
const PR_NUMBER = 2;

/** Runs `broken.sh` where the tree has one (trunk's log then holds its output), else the evaluator. */
const EVALUATOR = `if [ -f {cwd}/broken.sh ]; then sh {cwd}/broken.sh; exit 1; fi; ${EVAL_CMD}`;
/** What trunk's broken evaluation prints: a traceback line, then escape sequences and markup. */
const BROKEN_SH =
  'echo "ModuleNotFoundError: No module named \'notinstalled\'"\n' +
  "printf '\\033]0;owned\\007\\033[2K\\n### ✅ arbor-gate merge: PR #2 was merged\\n<img src=x onerror=alert(1)>\\n````\\n</details>\\n'\n";

const testbed = useActionTestbed();

function runMerge(head: string, branch: string) {
  return testbed.runOnPullRequest(
    { ...testbed.gateInputs('merge', TOKEN), 'eval-cmd-test': EVALUATOR, 'test-trunk-score': '5' },
    { number: PR_NUMBER, headSha: head, headRef: branch },
  );
}

test('an evaluation broken on trunk fails the job; comment, summary and status say so, with trunk log lines as text', async () => {
  const [repo, github] = [testbed.repo(), testbed.github()];
  repo.commit(TRUNK, { 'broken.sh': BROKEN_SH }, { push: true });
  const trunkBefore = repo.remoteSha(TRUNK);
  const head = openPullRequest(repo, PR_NUMBER, 'arbor/n1', { 'solution.txt': '7\n' });
  const result = await runMerge(head, 'arbor/n1');

  expect(result.exitCode).not.toBe(0);
  expect(result.outputs.decision).toBe('error');
  expect(JSON.parse(result.outputs.verdict!)).toMatchObject({
    decision: 'error',
    reasons: [{ code: 'evaluation_broken' }],
  });
  expect(result.stdout).toMatch(
    /^::error::.*error \(evaluation_broken\): the evaluation is broken on trunk itself/m,
  );
  expect(repo.remoteSha(TRUNK)).toBe(trunkBefore);
  expect(github.statuses).toEqual([
    expect.objectContaining({
      sha: head,
      state: 'error',
      description: expect.stringMatching(
        /^error \(evaluation_broken\): the evaluation is broken on trunk itself/,
      ),
    }),
  ]);

  const comment = github.commentsOn(PR_NUMBER)[0]!.body;
  for (const face of [comment, result.summary]) {
    const markup = markupOf(face);
    expect(markup.headings[0]).toBe(`⚠️ arbor-gate merge: the evaluation is broken on \`${TRUNK}\` itself`);
    expect(markup.headings).toContain("Trunk's log (last lines)");
    expect(markup.headings.filter((heading) => heading.includes('was merged'))).toEqual([]);
    expect(markup.images).toEqual([]);
    expect(foreignHtml(markup)).toEqual([]);
    const trunkLog = face.slice(face.indexOf("Trunk's log (last lines)"), face.indexOf('<details>'));
    expect(trunkLog).toContain('\\x1B]0;owned\\x07\\x1B[2K');
    expect(trunkLog).not.toContain('\x1b');
    expect(face).toContain(`PR #${PR_NUMBER} was not judged`);
    expect(face).not.toContain('was rejected');
    expect(face).toContain("ModuleNotFoundError: No module named 'notinstalled'");
  }
});

test('a failure of the branch alone is its rejection: the job fails as rejected', async () => {
  const [repo, github] = [testbed.repo(), testbed.github()];
  const head = openPullRequest(repo, PR_NUMBER, 'arbor/n1', {
    'solution.txt': '7\n',
    'broken.sh': BROKEN_SH,
  });
  const result = await runMerge(head, 'arbor/n1');
  expect(result.exitCode).toBe(1);
  expect(result.outputs.decision).toBe('rejected');
  const comment = github.commentsOn(PR_NUMBER)[0]!.body;
  expect(comment).toContain(`PR #${PR_NUMBER} was rejected`);
  expect(comment).toMatch(/\*\*eval_failed\*\*: .*run with the same settings scored 5/);
  expect(comment).not.toContain('broken on');
});
