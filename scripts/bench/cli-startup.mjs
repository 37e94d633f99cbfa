// Start-up cost of the bundled CLI: `node dist/cli.js --help` against `node -e 0` (the floor), both
// spawned the same number of times in this process, interleaved so machine noise hits both alike.
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');
const runs = Number(process.env.BENCH_RUNS ?? 20);
const time = (args) => {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { stdio: 'ignore' });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited ${run.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const floor = [];
const help = [];
for (let i = 0; i < runs; i++) {
  floor.push(time(['-e', '0']));
  help.push(time([cli, '--help']));
}
const f = median(floor);
const h = median(help);
console.log(`node -e 0:              median ${f.toFixed(1)} ms over ${runs} runs`);
console.log(`node dist/cli.js --help: median ${h.toFixed(1)} ms  (${(h / f).toFixed(2)}x the floor)`);
