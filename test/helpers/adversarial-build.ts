/**
 * Compiled JavaScript of src/ for adversarial tests that must run the gate in a separate Node process
 * (a memory cap with --max-old-space-size, a real SIGTERM/SIGINT to the CLI). tsc writes into a fresh
 * folder under build/ (gitignored, inside the project so bare imports resolve to node_modules); type
 * errors in files under construction do not stop the emit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface CompiledSource {
  /** Folder holding the compiled tree (cli.js, eval/runner.js, ...). */
  dir: string;
  remove(): void;
}

export function compileSource(): CompiledSource {
  mkdirSync(join(PROJECT_ROOT, 'build'), { recursive: true });
  const dir = mkdtempSync(join(PROJECT_ROOT, 'build', 'adversarial-'));
  const tsc = spawnSync(
    process.execPath,
    [
      join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      'tsconfig.build.json',
      '--outDir',
      dir,
      '--sourceMap',
      'false',
    ],
    { cwd: PROJECT_ROOT, encoding: 'utf8' },
  );
  if (!existsSync(join(dir, 'cli.js'))) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`tsc produced no build/…/cli.js:\n${tsc.stdout}\n${tsc.stderr}`);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
