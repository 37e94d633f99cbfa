// Shared by the judgement benchmarks: the gate's rules as it runs them (src/ compiled with tsc into
// .bench/, inside the project so that its @stdlib imports resolve from node_modules), and rates as
// statistics (a pooled rate with its Wilson 95% interval).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const project = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Compiles src/ into .bench/`name`; returns an importer of a compiled module by its path under src/. */
export function compiledSource(name) {
  const build = join(project, '.bench', name);
  rmSync(build, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      join(project, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      join(project, 'tsconfig.build.json'),
      '--outDir',
      build,
    ],
    { stdio: 'inherit' },
  );
  return (path) => import(pathToFileURL(join(build, path)).href);
}

/** Wilson 95% interval of k successes in n. */
export function wilson(k, n) {
  const z = 1.959964;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

export const pct = (x) => `${(100 * x).toFixed(1)}%`;

/** k of n as a rate with its Wilson interval. */
export function rate(k, n, { counts = false } = {}) {
  const [lo, hi] = wilson(k, n);
  return `${pct(k / n)} [${pct(lo)}, ${pct(hi)}]${counts ? ` (${k}/${n})` : ''}`;
}
