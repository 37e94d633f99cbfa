/**
 * What the npm package gives a user: the CLI (`bin`), the Action's files, no runtime dependencies (they
 * are bundled into dist/ by ncc, so declaring them made `npm i -g arbor-gate` install 49 packages), and
 * no JavaScript entry point that runs the Action when imported. scripts/pack-check.sh installs the
 * packed tarball into a temp prefix and runs it, in CI.
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;

describe('the npm package', () => {
  test('the packed tarball holds the CLI, the Action, the Arbor skill and the docs, nothing else', () => {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: ROOT,
        encoding: 'utf8',
      }),
    ) as { files: { path: string }[] }[];
    expect(packed[0]!.files.map((f) => f.path).sort()).toEqual(
      [
        'LICENSE',
        'README.md',
        'action.yml',
        ...readdirSync(join(ROOT, 'dist')).map((f) => `dist/${f}`),
        'integrations/arbor/SKILL.md',
        'package.json',
      ].sort(),
    );
  });

  test("dist/ holds the two entry points and their chunks (scripts/bundle.mjs's names), nothing else", () => {
    const dist = readdirSync(join(ROOT, 'dist'));
    expect(dist).toEqual(expect.arrayContaining(['cli.js', 'index.js']));
    expect(dist.filter((f) => !/^(?:cli|index)(?:\.\d+)?\.js$/.test(f))).toEqual([]);
  });

  test('declares no runtime dependencies: everything it runs is bundled in dist/', () => {
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'bundleDependencies']) {
      expect({ field, value: manifest[field] ?? null }).toEqual({ field, value: null });
    }
    expect(manifest.bin).toEqual({ 'arbor-gate': 'dist/cli.js' });
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(
      /^MIT License\n\nCopyright \(c\) \d{4} arbor-gate contributors\n/,
    );
  });

  test('importing the package runs nothing: it has no JavaScript entry point, not even by a dist/ path', () => {
    const project = mkdtempSync(join(tmpdir(), 'arbor-gate-importer-'));
    try {
      mkdirSync(join(project, 'node_modules'));
      symlinkSync(ROOT, join(project, 'node_modules', 'arbor-gate'), 'dir');
      for (const specifier of ['arbor-gate', 'arbor-gate/dist/index.js']) {
        const result = spawnSync(
          process.execPath,
          ['--input-type=module', '-e', `await import(${JSON.stringify(specifier)})`],
          { cwd: project, encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } },
        );
        expect({ specifier, code: result.status, stdout: result.stdout }).toEqual({
          specifier,
          code: 1,
          stdout: '',
        });
        expect(result.stderr).toMatch(/ERR_PACKAGE_PATH_NOT_EXPORTED/);
      }
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('the Action module', () => {
  test('importing src/action/main.ts runs nothing; run() is what runs the Action', async () => {
    const exitCode = process.exitCode;
    const written: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => (
      written.push(String(chunk)),
      true
    )) as typeof write;
    try {
      const main = await import('../../src/action/main.js');
      expect(typeof main.run).toBe('function');
    } finally {
      process.stdout.write = write;
    }
    expect(written.join('')).toBe('');
    expect(process.exitCode).toBe(exitCode);
  });

  test('a runner other than Linux is refused with one line saying why and what to use', async () => {
    const { unsupportedPlatform } = await import('../../src/action/main.js');
    expect(unsupportedPlatform('linux')).toBeNull();
    for (const platform of ['darwin', 'win32'] as const) {
      expect(unsupportedPlatform(platform)).toMatch(
        new RegExp(`Linux runners only .*/proc.*this runner is ${platform}: use runs-on: ubuntu-latest`),
      );
    }
  });
});
