/**
 * The compiled CLI on an evaluation broken on trunk itself (issue 35 item 7, issue 38 item 8): exit 3,
 * the message says the evaluation is broken on trunk itself with trunk's last log lines, and the
 * ledger holds no score of either tree; a failure of the branch alone is still its rejection (exit 1).
 * Under the default isolation (as root: the evaluation account), the command the user would type:
 * under `single` against a given trunk score, and at the judgement's defaults (`auto`, issue 36),
 * where trunk's first measurement is the run that fails.
 */
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { defaultGateArgs, gateArgs, startCli } from '../helpers/gate-cli.js';
import { createGateRepo, EVAL_CMD, type GateRepo } from '../helpers/gate-repo.js';

/** An evaluator whose package the machine lacks: fails on every tree. */
const MISSING_PACKAGE = `/usr/bin/python3 -c 'import notinstalled'`;

let build: CompiledSource;
let repo: GateRepo;

beforeAll(() => {
  build = compileSource();
});
afterAll(() => build.remove());
beforeEach(async () => {
  repo = await createGateRepo({ score: 5 });
  repo.commit('arbor/n1', { 'solution.txt': '7\n' });
});
afterEach(() => repo.cleanup());

/** Every ledger line's score (null for a failed run), in the order of the notes and their lines. */
const ledgerScores = () => repo.ledgerLines().map((line) => line.score);

/** The evaluator of a machine without the package it imports when solution.txt holds 7: only the branch fails. */
const BRANCH_ONLY = `if grep -qx 7 {cwd}/solution.txt; then ${MISSING_PACKAGE}; exit 1; fi; ${EVAL_CMD}`;

/** The compiled CLI's `verify` of arbor/n1 with `args`: its exit code and output. */
const verify = (args: string[]) => startCli(build, args, { cwd: repo.work }).exited;

it('exits 3 saying the evaluation is broken on trunk itself, with trunk log lines; no score in the ledger', async () => {
  const { code, stdout } = await startCli(
    build,
    gateArgs(repo, 'verify', 'arbor/n1', ['--eval-cmd-test', MISSING_PACKAGE]),
    { cwd: repo.work },
  ).exited;
  expect(code).toBe(3);
  expect(stdout).toMatch(/^ERROR: /);
  expect(stdout).toContain(
    '- evaluation_broken: the evaluation is broken on trunk itself, not by this branch',
  );
  expect(stdout).toMatch(
    /trunk's log, last lines:\n(?: {4}\| .*\n)* {4}\| ModuleNotFoundError: No module named 'notinstalled'\n/,
  );
  const scores = ledgerScores();
  expect(scores).toHaveLength(2);
  expect(scores.every((score) => score === null)).toBe(true);
});

it("exits 1 when only the branch's run fails", async () => {
  const { code, stdout } = await startCli(
    build,
    gateArgs(repo, 'verify', 'arbor/n1', ['--eval-cmd-test', BRANCH_ONLY]),
    { cwd: repo.work },
  ).exited;
  expect(code).toBe(1);
  expect(stdout).toMatch(/^REJECTED: /);
  expect(stdout).toMatch(
    /- eval_failed: .*arbor\/trunk \([0-9a-f]{12}\) run with the same settings scored 5/,
  );
  expect(stdout).not.toContain('broken on trunk');
});

describe('at the defaults (judge: auto)', () => {
  it("exits 3 when trunk's first measurement fails, with trunk's log lines; no score in the ledger, nothing reused", async () => {
    const args = defaultGateArgs(repo, 'verify', 'arbor/n1', ['--eval-cmd-test', MISSING_PACKAGE]);
    const { code, stdout } = await verify(args);
    expect(code).toBe(3);
    expect(stdout).toMatch(/^ERROR: /);
    expect(stdout).toMatch(
      /- evaluation_broken: the evaluation is broken on trunk itself, not by this branch: auto: the run of trunk \([0-9a-f]{12}\) on seed 1 gave no score/,
    );
    expect(stdout).toMatch(
      /trunk's log, last lines:\n(?: {4}\| .*\n)* {4}\| ModuleNotFoundError: No module named 'notinstalled'\n/,
    );
    // The judgement says no rule was chosen, and what stopped it: trunk's one run, the branch's none.
    expect(stdout).toContain('auto: no rule chosen: the run of trunk');
    expect(stdout).toContain('runs: trunk 1 fresh + 0 reused, candidate 0 fresh + 0 reused');
    expect(ledgerScores()).toEqual([null]);

    // The failed run is not trunk's history: the next judgement measures trunk again, and fails again.
    const again = await verify(args);
    expect(again.code).toBe(3);
    expect(ledgerScores()).toEqual([null, null]);
  });

  it("exits 1 when only the branch's run fails, saying what trunk scored; its failed run is never reused", async () => {
    const args = defaultGateArgs(repo, 'verify', 'arbor/n1', ['--eval-cmd-test', BRANCH_ONLY]);
    const first = await verify(args);
    expect(first.code).toBe(1);
    expect(first.stdout).toMatch(/^REJECTED: /);
    // Trunk's two runs in this judgement (auto's first measurement) scored: the failure is the branch's.
    expect(first.stdout).toMatch(
      /- eval_failed: auto: the run of the candidate on seed \d+ gave no score: .*; arbor\/trunk \([0-9a-f]{12}\) run with the same settings scored 5 \(the mean of its 2 runs in this judgement\), so the failure is the branch's/,
    );
    expect(first.stdout).toContain('deterministic: trunk 5, the candidate -; 3 evaluation(s)');
    expect(first.stdout).not.toContain('broken on trunk');

    // Again: trunk's runs come from the ledger, the branch runs again (its failed run is not reused),
    // and trunk, not measured in this judgement, is run once with the same settings.
    const second = await verify(args);
    expect(second.code).toBe(1);
    expect(second.stdout).toMatch(
      /- eval_failed: auto: the run of the candidate on seed \d+ gave no score: .*; arbor\/trunk \([0-9a-f]{12}\) run with the same settings scored 5, so the failure is the branch's/,
    );
    const candidateTree = repo.git(['rev-parse', 'arbor/n1^{tree}']);
    const candidateLines = repo.ledgerLines().filter((line) => line.evaluated_tree === candidateTree);
    expect(candidateLines.map((line) => line.score)).toEqual([null, null]);
    expect(ledgerScores().filter((score) => score !== null)).toEqual([5, 5, 5]);
  });
});
