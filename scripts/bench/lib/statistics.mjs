// What the statistics benches share: the gate's own src/stats compiled with tsc into .bench/<name>
// (inside the project, so that its @stdlib imports resolve from node_modules), and rates reported
// with their Wilson 95% intervals.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Compiles the project into .bench/<name> and returns the path of the build. */
export function compileProject(project, name) {
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
  return build;
}

/** Imports one compiled module of a build. */
export function importBuilt(build, path) {
  return import(pathToFileURL(join(build, path)).href);
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

/** k of n as a percentage with its Wilson 95% interval. */
export function rate(k, n) {
  const [lo, hi] = wilson(k, n);
  return `${pct(k / n)} [${pct(lo)}, ${pct(hi)}]`;
}
