// npm run bench: runs every benchmark in scripts/bench/ one after another. Each prints its own figures
// as ratios against a baseline measured in the same script, since machines here are noisy.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'bench');
const only = process.argv.slice(2);
let failed = false;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  if (only.length > 0 && !only.some((name) => file.includes(name))) continue;
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--expose-gc', join(dir, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
