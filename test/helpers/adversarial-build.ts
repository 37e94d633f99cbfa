/**
 * Compiled JavaScript of src/ for tests that must run the gate in a separate Node process (a memory cap
 * with --max-old-space-size, a real SIGTERM/SIGINT to the CLI, another user). tsc writes into a folder
 * under build/ (gitignored, inside the project so bare imports resolve to node_modules); type errors in
 * files under construction do not stop the emit.
 *
 * One build per state of src/: the folder is named by a hash of src/ and the build settings, so the two
 * dozen test files that need it share one compile instead of each paying for its own. A build is made in
 * a folder of its own and renamed into place; a file that loses the race to another uses the winner's.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILD_ROOT = join(PROJECT_ROOT, 'build');
const SHARED_PREFIX = 'compiled-';

export interface CompiledSource {
  /** Folder holding the compiled tree (cli.js, eval/runner.js, ...). */
  dir: string;
  /** Nothing to do for the shared build (the next state of src/ replaces it). */
  remove(): void;
}

/** A hash of every file under src/ (path and content) and the build settings. */
function sourceHash(): string {
  const hash = createHash('sha256');
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else hash.update(relative(PROJECT_ROOT, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  visit(join(PROJECT_ROOT, 'src'));
  for (const file of ['tsconfig.build.json', 'tsconfig.json'])
    hash.update(readFileSync(join(PROJECT_ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

function compileInto(dir: string): void {
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
}

export function compileSource(): CompiledSource {
  mkdirSync(BUILD_ROOT, { recursive: true });
  const shared = join(BUILD_ROOT, `${SHARED_PREFIX}${sourceHash()}`);
  const built = { dir: shared, remove: () => undefined };
  if (existsSync(join(shared, 'cli.js'))) return built;
  const fresh = mkdtempSync(join(BUILD_ROOT, 'building-'));
  compileInto(fresh);
  // Open to the other accounts the tests run it as (mkdtemp's 0700 would keep them out).
  chmodSync(fresh, 0o755);
  try {
    renameSync(fresh, shared);
  } catch {
    // Another test file put the same build in place first: use it.
    rmSync(fresh, { recursive: true, force: true });
    if (!existsSync(join(shared, 'cli.js'))) throw new Error(`no compiled build at ${shared}`);
  }
  // Builds of earlier states of src/ are not used again.
  for (const name of readdirSync(BUILD_ROOT)) {
    if (name.startsWith(SHARED_PREFIX) && join(BUILD_ROOT, name) !== shared)
      rmSync(join(BUILD_ROOT, name), { recursive: true, force: true });
  }
  return built;
}
