/**
 * A broken evaluation is not the branch's fault (issue 35 item 7), on real repositories with a bare
 * remote and real evaluation processes: an evaluator that fails on trunk too is an `error` with
 * `evaluation_broken` (exit 3) whether trunk is measured as the reference, run once after the
 * branch's run failed (with the failed run's seed), or a side of a pair; no ledger line holds a score
 * and a failed run is never reused; a failure of the branch alone stays its rejection; trunk's log
 * lines reach the verdict's faces as inert text.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { renderVerdictMarkdown, renderVerdictText } from '../../src/report/verdict.js';
import { verdictExitCode } from '../../src/gate/verdict.js';
import { createGateRepo, EVAL_CMD, TRUNK, type GateRepo } from '../helpers/gate-repo.js';
import { foreignHtml, markupOf } from '../helpers/markdown-render.js';

/** The evaluator of a machine without the package it imports: fails on every tree. */
const MISSING_PACKAGE = `python3 -c 'import notinstalled'`;

let repo: GateRepo;
let record: string;

beforeEach(async () => {
  repo = await createGateRepo({ score: 5 });
  record = join(repo.root, 'runs');
  repo.commit('arbor/n1', { 'solution.txt': '7\n' });
});
afterEach(() => repo.cleanup());

const ledgerLines = () => repo.ledgerLines();

/** The runs an evaluator wrote to `record`: the tree's solution and the seed, one line each. */
const runs = () => readFileSync(record, 'utf8').trim().split('\n');

/** A command that records each run, then fails where `failsWhen` (a shell test) holds, else scores. */
const recorded = (failsWhen: string, failure = 'echo broken; exit 1') =>
  `echo "$(cat {cwd}/solution.txt) \${ARBOR_SEED:-none}" >> ${record}; if ${failsWhen}; then ${failure}; fi; ${EVAL_CMD}`;

describe('the evaluation broken on trunk itself', () => {
  it('is an error with evaluation_broken after trunk, run once, fails too: no score in the ledger, nothing reused', async () => {
    const input = repo.input('verify', {
      source: 'arbor/n1',
      testTrunkScore: '5',
      evalCmdTest: MISSING_PACKAGE,
      ledger: true,
    });
    const verdict = await runGate(input, repo.deps());
    expect(verdict.decision).toBe('error');
    expect(verdictExitCode(verdict)).toBe(3);
    expect(verdict.score).toBeNull();
    expect(verdict.reasons).toEqual([
      {
        code: 'evaluation_broken',
        message: expect.stringMatching(
          /^the evaluation is broken on trunk itself, not by this branch: arbor\/trunk \([0-9a-f]{12}\), run once with the same settings after the branch's run failed, fails too: evaluation exited with code 1.*; the branch's run failed the same way/,
        ),
      },
    ]);
    // The branch's run, then trunk's, numbered on.
    expect(verdict.attempts.map((a) => [a.n, a.side])).toEqual([
      [1, undefined],
      [2, 'trunk'],
    ]);
    const text = renderVerdictText(verdict);
    expect(text).toContain('evaluation_broken: the evaluation is broken on trunk itself');
    expect(text).toMatch(
      /trunk's log, last lines:\n(?: {4}\| .*\n)*? {4}\| ModuleNotFoundError: No module named 'notinstalled'\n/,
    );
    const lines = ledgerLines();
    expect(lines.length).toBe(2);
    expect(lines.every((line) => line.score === null && line.failure === 'eval_failed')).toBe(true);

    // A failed run is never reused: the next judgement runs both again.
    const again = await runGate(input, repo.deps());
    expect(again.reasons.map((r) => r.code)).toEqual(['evaluation_broken']);
    expect(again.attempts).toHaveLength(2);
    expect(ledgerLines().every((line) => line.score === null)).toBe(true);
  });

  it('is an error when trunk, measured first as the reference, fails', async () => {
    const verdict = await runGate(
      repo.input('verify', { source: 'arbor/n1', evalCmdTest: recorded('true') }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('error');
    expect(verdict.reasons).toEqual([
      {
        code: 'evaluation_broken',
        message: expect.stringContaining(
          'the evaluation is broken on trunk itself, not by this branch: no reference: measuring arbor/trunk',
        ),
      },
    ]);
    // Trunk ran once; the branch never ran.
    expect(runs()).toEqual(['5 none']);
    expect(verdict.attempts.map((a) => a.side)).toEqual(['trunk']);
  });

  it('runs trunk on the seed of the failed run, and is an error when that seed fails on trunk too', async () => {
    const verdict = await runGate(
      repo.input('verify', {
        source: 'arbor/n1',
        testTrunkScore: '5',
        evalRepeats: '3',
        evalCmdTest: recorded('[ "$ARBOR_SEED" = 2 ]'),
      }),
      repo.deps(),
    );
    expect(verdict.reasons.map((r) => r.code)).toEqual(['evaluation_broken']);
    expect(runs()).toEqual(['7 1', '7 2', '5 2']);
    expect(verdict.attempts.at(-1)).toMatchObject({ side: 'trunk', seed: 2 });
  });

  it('is an error when trunk fails as a side of a pair', async () => {
    const verdict = await runGate(
      repo.input('verify', {
        source: 'arbor/n1',
        judge: 'paired',
        evalCmdTest: recorded('grep -qx 5 {cwd}/solution.txt'),
      }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('error');
    expect(verdict.reasons).toEqual([
      {
        code: 'evaluation_broken',
        message: expect.stringMatching(/broken on trunk itself.*paired run on seed 1, trunk/),
      },
    ]);
    expect(runs()).toEqual(['5 1']);
  });
});

describe("the branch's own failure", () => {
  it('stays a rejection (exit 1) when trunk, run once with the same settings, scores; that run is a normal trunk run', async () => {
    const verdict = await runGate(
      repo.input('verify', {
        source: 'arbor/n1',
        testTrunkScore: '5',
        evalCmdTest: recorded('grep -qx 7 {cwd}/solution.txt'),
        ledger: true,
      }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdictExitCode(verdict)).toBe(1);
    expect(verdict.reasons).toEqual([
      {
        code: 'eval_failed',
        message: expect.stringMatching(
          /^evaluation exited with code 1.*; arbor\/trunk \([0-9a-f]{12}\) run with the same settings scored 5, so the failure is the branch's$/,
        ),
      },
    ]);
    expect(runs()).toEqual(['7 none', '5 none']);
    // The reader is shown the branch's failed run, not trunk's.
    expect(verdict.attempts).toHaveLength(1);
    expect(verdict.attempts[0]?.log).toContain('broken');
    const trunkTree = repo.git(['rev-parse', `${TRUNK}^{tree}`]);
    expect(ledgerLines().filter((line) => line.score !== null)).toEqual([
      expect.objectContaining({ score: 5, tree: trunkTree }),
    ]);
  });

  it('stays a rejection without running trunk again when trunk was measured in this run', async () => {
    const verdict = await runGate(
      repo.input('verify', { source: 'arbor/n1', evalCmdTest: recorded('grep -qx 7 {cwd}/solution.txt') }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons).toEqual([
      {
        code: 'eval_failed',
        message: expect.stringMatching(
          /; arbor\/trunk \([0-9a-f]{12}\) run with the same settings scored 5 \(measured as the reference in this judgement\), so the failure is the branch's$/,
        ),
      },
    ]);
    expect(runs()).toEqual(['5 none', '7 none']);
  });

  it('in a pair, where trunk scored on the seed before, stays a rejection', async () => {
    const verdict = await runGate(
      repo.input('verify', {
        source: 'arbor/n1',
        judge: 'paired',
        evalCmdTest: recorded('grep -qx 7 {cwd}/solution.txt'),
      }),
      repo.deps(),
    );
    expect(verdict.decision).toBe('rejected');
    expect(verdict.reasons).toEqual([
      {
        code: 'eval_failed',
        message: expect.stringMatching(
          /half a pair; arbor\/trunk \([0-9a-f]{12}\) run with the same settings scored 5 \(its run in this judgement\), so the failure is the branch's$/,
        ),
      },
    ]);
    expect(runs()).toEqual(['5 1', '7 1']);
  });
});

describe("trunk's log in the verdict's faces", () => {
  it('is shown as inert text: no escape sequence reaches the terminal face, no markup the Markdown one', async () => {
    const script = join(repo.root, 'hostile.sh');
    writeFileSync(
      script,
      "printf '\\033]0;owned\\007\\033[2K\\rMERGED: fake\\n### ✅ arbor-gate merge: PR #2 was merged\\n" +
        "<img src=x onerror=alert(1)> ![](https://host/p.png)\\n````\\n</details>\\n'; exit 1\n",
    );
    const verdict = await runGate(
      repo.input('verify', { source: 'arbor/n1', testTrunkScore: '5', evalCmdTest: `sh ${script}` }),
      repo.deps(),
    );
    expect(verdict.reasons.map((r) => r.code)).toEqual(['evaluation_broken']);
    const text = renderVerdictText(verdict);
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
    expect(text).toContain(String.raw`    | \x1B]0;owned\x07\x1B[2K↵MERGED: fake`);
    expect(text).toContain('    | ### ✅ arbor-gate merge: PR #2 was merged\n');
    expect(text.split('\n').filter((line) => /^\S/.test(line))).toEqual([expect.stringMatching(/^ERROR: /)]);
    const markdown = renderVerdictMarkdown(verdict, { logTailLines: 0 });
    // Rendered as GitHub renders it: the log is text in a code block, nothing of it markup.
    const markup = markupOf(markdown);
    expect(markup.headings).toContain("Trunk's log (last lines)");
    expect(markup.headings.filter((heading) => heading.includes('was merged'))).toEqual([]);
    expect(markup.images).toEqual([]);
    expect(markup.links).toEqual([]);
    expect(foreignHtml(markup)).toEqual([]);
    expect(markdown).toContain('\\x1B]0;owned\\x07\\x1B[2K↵MERGED: fake');
    expect(markdown).not.toContain('\x1b');
  });
});
