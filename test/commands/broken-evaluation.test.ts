/**
 * The compiled CLI on an evaluation broken on trunk itself (issue 35 item 7, issue 38 item 8): exit 3,
 * the message says the evaluation is broken on trunk itself with trunk's last log lines, and the
 * ledger holds no score of either tree; a failure of the branch alone is still its rejection (exit 1).
 * Under the default isolation (as root: the evaluation account), the command the user would type.
 */
import { compileSource, type CompiledSource } from '../helpers/adversarial-build.js';
import { gateArgs, startCli } from '../helpers/gate-cli.js';
import { createGateRepo, EVAL_CMD, type GateRepo } from '../helpers/gate-repo.js';

const REF = 'refs/notes/arbor-gate';
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

/** The scores of every ledger line (null for a failed run). */
function ledgerScores(): Array<number | null> {
  const list = repo.git(['notes', `--ref=${REF}`, 'list']);
  if (list === '') return [];
  return list.split('\n').flatMap((entry) =>
    repo
      .git(['notes', `--ref=${REF}`, 'show', entry.split(' ')[1] ?? ''])
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => (JSON.parse(line) as { score: number | null }).score),
  );
}

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
    gateArgs(repo, 'verify', 'arbor/n1', [
      '--eval-cmd-test',
      `if grep -qx 7 {cwd}/solution.txt; then ${MISSING_PACKAGE}; exit 1; fi; ${EVAL_CMD}`,
    ]),
    { cwd: repo.work },
  ).exited;
  expect(code).toBe(1);
  expect(stdout).toMatch(/^REJECTED: /);
  expect(stdout).toMatch(
    /- eval_failed: .*arbor\/trunk \([0-9a-f]{12}\) run with the same settings scored 5/,
  );
  expect(stdout).not.toContain('broken on trunk');
});
