/**
 * What an agent reads of the MCP server, in process over the SDK's in-memory transport: tools/list
 * written in the tools' own terms and short enough to read every session (under 8,000 characters;
 * it was 16,558), the server's instructions, `mcp --help` made from the same tool table, and advice in
 * a result that names only what the calling tool can set.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mcpCommand } from '../../src/commands/mcp.js';
import type { Setting } from '../../src/gate/setting.js';
import { SETTINGS } from '../../src/gate/setting-table.js';
import { RepositoryLocks } from '../../src/mcp/lock.js';
import { createGateServer } from '../../src/mcp/server.js';
import { TOOL_NAMES } from '../../src/mcp/tool-text.js';
import { createGateRepo, EVAL_CMD, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

let client: Client;
let repo: GateRepo;

beforeAll(async () => {
  repo = await createGateRepo({ score: 5 });
  repo.commit('arbor/up', { 'solution.txt': '7\n' });
  const server = createGateServer(
    {
      cwd: repo.work,
      // The operator pins what git_merge_branch takes no argument for.
      operator: {
        pinned: {
          meta: { eval_cmd_test: EVAL_CMD, trunk_branch: TRUNK, protected_paths: ['eval.sh'] },
          label: 'the test',
        },
        values: { evalIsolation: 'none', treeCache: '0' },
      },
      env: process.env,
      stderr: () => undefined,
      signal: new AbortController().signal,
      locks: new RepositoryLocks(1000),
    },
    '0.0.0-test',
  );
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({ name: 'tool-list-test', version: '1.0.0' });
  await client.connect(clientSide);
});
afterAll(async () => {
  await client.close();
  await repo.cleanup();
});

test('the whole tools/list is under 8,000 characters', async () => {
  const size = JSON.stringify(await client.listTools()).length;
  console.log(`tools/list: ${size} characters`);
  expect(size).toBeLessThan(8000);
});

test("every description is in the tool's own terms: snake_case, nothing of the Action or the CLI", async () => {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toEqual([...TOOL_NAMES]);
  const dashed = new Set(
    SETTINGS.flatMap((row): string[] => [row.name, (row as Setting).flag ?? row.name]).filter((n) =>
      n.includes('-'),
    ),
  );
  dashed.delete('held-out'); // the setting's name, and the English of "the held-out split"
  const texts = tools.flatMap((tool): [string, string][] => [
    [tool.name, tool.description ?? ''],
    ...Object.entries(tool.inputSchema.properties ?? {}).map(([arg, schema]): [string, string] => [
      `${tool.name}.${arg}`,
      (schema as { description?: string }).description ?? '',
    ]),
  ]);
  const foreign = texts.filter(
    ([, text]) =>
      text === '' ||
      /\b(?:Action|CLI|inputs?|flags?)\b|--|arbor-gate \w/.test(text) ||
      text.split(/[\s,;:()'"]+/).some((word) => dashed.has(word.replace(/\.$/, ''))),
  );
  expect(foreign).toEqual([]);
  for (const tool of tools)
    for (const arg of Object.keys(tool.inputSchema.properties ?? {}))
      expect(arg).toMatch(/^[a-z][a-z0-9_]*$/);
});

test('the instructions say what the gate is and how to read a verdict', () => {
  const instructions = client.getInstructions() ?? '';
  expect(instructions).toMatch(/held-out/);
  for (const word of ['decision', 'merged', 'would_merge', 'rejected', 'error', 'reasons', 'warnings'])
    expect(instructions).toContain(word);
});

test('mcp --help lists every tool, from the same table', () => {
  const tools = mcpCommand.usage.slice(
    mcpCommand.usage.indexOf('Tools:'),
    mcpCommand.usage.indexOf('Options:'),
  );
  expect(Array.from(tools.matchAll(/^ {2}([a-z_]+) /gm), (m) => m[1])).toEqual([...TOOL_NAMES]);
});

/** The warnings of a call's verdict. */
async function warnings(name: string, args: Record<string, unknown>): Promise<string[]> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError === true ? result.content : 'ok').toBe('ok');
  return (result.structuredContent as { warnings: string[] }).warnings;
}

test("a result's advice names only what the calling tool can set", async () => {
  const verify = await warnings('gate_verify', { source: 'arbor/up' });
  expect(verify.find((w) => w.startsWith('only a deny-list'))).toMatch(/set editable to /);
  const merge = await warnings('git_merge_branch', {
    source_branch: 'arbor/up',
    dry_run: true,
  });
  const denyList = merge.find((w) => w.startsWith('only a deny-list')) ?? '';
  expect(denyList).toMatch(/set meta\.editable_paths to /);
  expect(denyList).not.toMatch(/set editable\b/);
});
