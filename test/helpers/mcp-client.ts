/**
 * An MCP client from the SDK, talking over stdio to `arbor-gate mcp` in a child process: the bundled
 * `dist/cli.js` (what ships and what CI tests), or `src/cli.ts` through tsx with
 * ARBOR_GATE_MCP_ENTRY=src (faster while developing, no bundle needed). Every message on the server's
 * stdout that is not JSON-RPC reaches the client's `onerror`: `protocolErrors` collects them.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function serverCommand(args: readonly string[]): { command: string; args: string[] } {
  const entry =
    process.env.ARBOR_GATE_MCP_ENTRY === 'src'
      ? [
          '--import',
          pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
          join(ROOT, 'src', 'cli.ts'),
        ]
      : [join(ROOT, 'dist', 'cli.js')];
  return { command: process.execPath, args: [...entry, 'mcp', ...args] };
}

export interface McpSession {
  client: Client;
  /** What the server wrote on stderr so far. */
  stderr: () => string;
  /** Anything on stdout the client could not read as JSON-RPC. */
  protocolErrors: Error[];
  close: () => Promise<void>;
}

export async function startMcpServer(
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<McpSession> {
  const transport = new StdioClientTransport({
    ...serverCommand(args),
    cwd: options.cwd,
    env: { ...(process.env as Record<string, string>), ...options.env },
    stderr: 'pipe',
  });
  const chunks: string[] = [];
  transport.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const client = new Client({ name: 'arbor-gate-test', version: '1.0.0' });
  const protocolErrors: Error[] = [];
  client.onerror = (error) => protocolErrors.push(error);
  await client.connect(transport).catch((error: unknown) => {
    throw new Error(`the server did not start: ${String(error)}\n${chunks.join('')}`);
  });
  return {
    client,
    stderr: () => chunks.join(''),
    protocolErrors,
    close: () => client.close(),
  };
}

/**
 * A server whose settings are pinned by `--trusted-settings` (written to `settings.json` in `dir`),
 * evaluating without isolation, started in `dir` with `dir` as its TMPDIR.
 */
export function startPinnedServer(settings: Record<string, unknown>, dir: string): Promise<McpSession> {
  const file = join(dir, 'settings.json');
  writeFileSync(file, JSON.stringify(settings));
  return startMcpServer(['--trusted-settings', file, '--eval-isolation', 'none'], {
    cwd: dir,
    env: { TMPDIR: dir },
  });
}
