/**
 * What every CLI start evaluates: the modules src/cli.ts imports statically, transitively. The gate,
 * the MCP server (zod, the MCP SDK) and the statistics load only when a command that uses them runs
 * (an `import()` inside its `run`), so `report` does not pay for them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** `import ... from '...'` and `export ... from '...'`, type-only ones excluded (TypeScript erases them). */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    const name = relative(ROOT, file);
    if (seen.has(name)) return;
    seen.add(name);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = (match[1] ?? match[2]) as string;
      if (!specifier.startsWith('.')) {
        seen.add(specifier);
        continue;
      }
      const path = join(dirname(file), specifier.replace(/\.js$/, '.ts'));
      if (existsSync(path)) visit(path);
    }
  };
  visit(join(ROOT, entry));
  return seen;
}

describe('the CLI start', () => {
  const loaded = staticClosure('src/cli.ts');

  test('reads the command table and the settings table', () => {
    expect(loaded).toContain('src/commands/index.ts');
    expect(loaded).toContain('src/gate/setting-table.ts');
  });

  test.each([
    'src/run/gate.ts',
    'src/report/gate-report.ts',
    'src/gate/run.ts',
    'src/tools/report.ts',
    'src/eval/isolation/index.ts',
    'src/tools/check.ts',
    'src/session/check.ts',
    'src/tools/finalize.ts',
    'src/tools/resume.ts',
    'src/tools/recover.ts',
    'src/report/session-facts.ts',
    'src/report/session-markdown.ts',
    'src/tools/ledger.ts',
    'src/mcp/server.ts',
    'src/mcp/arguments.ts',
    'zod',
    '@modelcontextprotocol/sdk/server/mcp.js',
    '@stdlib/stats-base-dists-t-quantile',
    // What only a command's run needs: the gate's CLI run (progress, verdict text), the settings'
    // checks (the evaluation account's, which spawn tools) and the plan's shape (which hashes).
    'src/commands/gate-run.ts',
    'src/gate/settings.ts',
    'src/eval/isolation/account.ts',
    'src/shards/shape.ts',
    'node:child_process',
    'node:crypto',
  ])('does not load %s', (module) => {
    expect(loaded).not.toContain(module);
  });

  test("report's own code does not load the gate either", () => {
    const report = staticClosure('src/tools/report.ts');
    expect(report).not.toContain('src/gate/run.ts');
    expect(report).not.toContain('src/ledger/history.ts');
  });

  test.each(['src/tools/report.ts', 'src/report/session-markdown.ts'])(
    'what report loads (%s) spawns nothing and hashes nothing',
    (entry) => {
      const report = staticClosure(entry);
      expect(report).not.toContain('node:child_process');
      expect(report).not.toContain('node:crypto');
      expect(report).not.toContain('src/eval/isolation/account.ts');
    },
  );

  test('no --help text is composed at start: the commands that build theirs from the settings table do it on read', async () => {
    const { COMMANDS } = await import('../../src/commands/index.js');
    const composed = ['merge', 'verify', 'queue', 'plan'].map((name) => {
      const command = COMMANDS.find((c) => c.name === name);
      return [name, typeof Object.getOwnPropertyDescriptor(command, 'usage')?.get];
    });
    expect(composed).toEqual([
      ['merge', 'function'],
      ['verify', 'function'],
      ['queue', 'function'],
      ['plan', 'function'],
    ]);
  });
});

describe('the bundle split', () => {
  /** Every TypeScript file under src/. */
  const sources = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [join(dir, entry.name)]
          : [],
    );

  test('no dynamic import is eager: each becomes a chunk of its own in dist/, compiled only when loaded', () => {
    // webpack's "eager" mode folds the imported code into dist/cli.js, which every start compiles whole.
    const eager = sources('src').filter((file) =>
      /webpackMode:\s*["']eager["']/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(eager).toEqual([]);
  });

  test("dist/cli.js holds the command table, and report's code is in a chunk beside it", () => {
    const entry = readFileSync(join(ROOT, 'dist', 'cli.js'), 'utf8');
    const chunks = readdirSync(join(ROOT, 'dist')).filter((f) => /^cli\.\d+\.js$/.test(f));
    expect(entry).toMatch(/\bCOMMANDS\b/);
    expect(entry).not.toMatch(/\bfunction deriveSessionReport\b/);
    const holding = chunks.filter((f) =>
      /\bfunction deriveSessionReport\b/.test(readFileSync(join(ROOT, 'dist', f), 'utf8')),
    );
    expect(holding).toHaveLength(1);
  });
});
