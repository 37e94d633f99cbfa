/**
 * `arbor-gate mcp` on an evaluation broken on trunk itself (issue 35 item 7): the tool's result is the
 * `error` verdict with `evaluation_broken` (a result, not a tool error: the call worked, the
 * evaluation did not), and its paragraph says the evaluation is broken on trunk itself with trunk's
 * last log lines; a failure of the branch alone is still its rejection, saying what trunk scored. At
 * the judgement's defaults (`judge: auto`, issue 36): trunk's first measurement is the run that fails,
 * or the runs that show the failure is the branch's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createGateRepo, EVAL_CMD, TRUNK, type GateRepo } from '../helpers/gate-repo.js';
import { startPinnedServer, type McpSession } from '../helpers/mcp-client.js';

/** An evaluator whose package the machine lacks, on trunk and on the branch in solution.txt's `broken` line. */
const EVALUATOR = `if grep -qx broken {cwd}/solution.txt || [ -f {cwd}/trunk-broken ]; then /usr/bin/python3 -c 'import notinstalled'; exit 1; fi; ${EVAL_CMD}`;

let shared: string;
let server: McpSession;
let repo: GateRepo;

beforeAll(async () => {
  shared = mkdtempSync(join(tmpdir(), 'gate-mcp-broken-'));
  server = await startPinnedServer(
    {
      trunk_branch: TRUNK,
      eval_cmd_test: EVALUATOR,
      eval_retries: 0,
      protected_paths: ['eval.sh'],
    },
    shared,
  );
});
afterAll(async () => {
  await server.close();
  rmSync(shared, { recursive: true, force: true });
});
beforeEach(async () => {
  repo = await createGateRepo({ score: 5 });
});
afterEach(async () => {
  expect(server.protocolErrors).toEqual([]);
  await repo.cleanup();
});

async function verify(source: string): Promise<CallToolResult> {
  return (await server.client.callTool(
    { name: 'gate_verify', arguments: { cwd: repo.work, source } },
    undefined,
    { timeout: 120_000 },
  )) as CallToolResult;
}

const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;

it('says the evaluation is broken on trunk itself, with trunk log lines, as an error verdict', async () => {
  repo.commit(TRUNK, { 'trunk-broken': '' });
  // The gate judges the remote's trunk (a moved local trunk is not trusted): publish the broken one.
  repo.git(['push', '-q', 'origin', TRUNK]);
  repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  const result = await verify('arbor/n1');
  expect(result.isError).toBeFalsy();
  expect(result.structuredContent).toMatchObject({
    decision: 'error',
    score: null,
    reasons: [
      {
        code: 'evaluation_broken',
        message: expect.stringContaining('the evaluation is broken on trunk itself'),
      },
    ],
  });
  const text = textOf(result);
  expect(text).toMatch(/^ERROR: /);
  expect(text).toContain("trunk's log, last lines:");
  expect(text).toContain("| ModuleNotFoundError: No module named 'notinstalled'");
});

it("is the branch's rejection when only the branch's run fails", async () => {
  repo.commit('arbor/n1', { 'solution.txt': 'broken\n' });
  const result = await verify('arbor/n1');
  expect(result.structuredContent).toMatchObject({
    decision: 'rejected',
    reasons: [
      { code: 'eval_failed', message: expect.stringContaining('run with the same settings scored 5') },
    ],
  });
  expect(textOf(result)).not.toContain('broken on trunk');
});
