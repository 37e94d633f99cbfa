// The MCP face's cost: the same `verify` through a running `arbor-gate mcp` (an SDK client's
// gate_verify call) and through the CLI (`node dist/cli.js verify`, a process per run, as an agent's
// shell would run it), interleaved on one generated repository (test/action/make-self-test-repo.sh),
// reported as the ratio of medians (target <= 1.1x). Also the server's start-up: spawn to the end of
// the MCP handshake, against `node -e 0` (the floor). Evaluations run with eval-isolation none on
// both faces, so the difference is the face. Prints the load average and each series' spread.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = process.env.ARBOR_GATE_CLI ?? join(root, 'dist', 'cli.js');
const work = mkdtempSync(join(tmpdir(), 'arbor-gate-bench-mcp-'));
const env = { ...process.env, TMPDIR: work };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)} ms`;
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

async function startServer() {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [cli, 'mcp', '--cwd', repo, '--eval-isolation', 'none'],
    env,
    stderr: 'ignore',
  });
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  return client;
}

const made = spawnSync('bash', [join(root, 'test', 'action', 'make-self-test-repo.sh'), join(work, 'repo')], {
  encoding: 'utf8',
});
if (made.status !== 0) throw new Error(`make-self-test-repo.sh: ${made.stderr}`);
const repo = join(work, 'repo', 'work');
const verifyFlags = {
  source: 'arbor/n1-improve',
  target: 'arbor/trunk',
  node_id: 'n1',
  eval_cmd_test: 'sh eval.sh',
  test_trunk_score: 0.5,
};
const cliArgs = [
  cli,
  'verify',
  '--cwd',
  repo,
  '--eval-isolation',
  'none',
  '--json',
  ...Object.entries(verifyFlags).flatMap(([flag, value]) => [`--${flag.replace(/_/g, '-')}`, String(value)]),
];

try {
  const client = await startServer();
  const viaCli = [];
  const viaMcp = [];
  const startups = [];
  const floors = [];
  for (let i = 0; i < RUNS + 1; i++) {
    let start = process.hrtime.bigint();
    const run = spawnSync(process.execPath, cliArgs, { env, encoding: 'utf8' });
    const cliMs = ms(start);
    if (run.status !== 0) throw new Error(`cli verify exited ${run.status}: ${run.stderr}`);
    start = process.hrtime.bigint();
    const result = await client.callTool({ name: 'gate_verify', arguments: { cwd: repo, ...verifyFlags } });
    const mcpMs = ms(start);
    if (result.isError || result.structuredContent?.decision !== 'would_merge')
      throw new Error(`gate_verify: ${JSON.stringify(result.content)}`);
    start = process.hrtime.bigint();
    spawnSync(process.execPath, ['-e', '0']);
    const floorMs = ms(start);
    start = process.hrtime.bigint();
    const fresh = await startServer();
    const startupMs = ms(start);
    await fresh.close();
    // The first round warms the file cache for both faces alike and is not counted.
    if (i === 0) continue;
    viaCli.push(cliMs);
    viaMcp.push(mcpMs);
    floors.push(floorMs);
    startups.push(startupMs);
  }
  await client.close();
  const [c, m, f, s] = [median(viaCli), median(viaMcp), median(floors), median(startups)];
  console.log(
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}, ${RUNS} interleaved runs each`,
  );
  console.log(`verify via the CLI:         median ${c.toFixed(0)} ms (${spread(viaCli)})`);
  console.log(`verify via MCP gate_verify: median ${m.toFixed(0)} ms (${spread(viaMcp)})`);
  console.log(`MCP / CLI: ${(m / c).toFixed(2)}x (target <= 1.10x)`);
  console.log(`node -e 0:                  median ${f.toFixed(0)} ms (${spread(floors)})`);
  console.log(
    `server start-up (spawn to handshake): median ${s.toFixed(0)} ms (${spread(startups)}), ${(s / f).toFixed(2)}x the floor`,
  );
  if (m / c > 1.1) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
