// Bench-only (CI has no Arbor): `arbor-gate report` beside Arbor's own `report.generator.generate_report`
// on the same generated sessions (10,000 ideas / 50,000 events and 50,000 / 200,000), each in a fresh
// process, interleaved over BENCH_RUNS rounds (default 3). Arbor's generator reads the tree, run stats
// and run info but not the events (its caller passes the StatsCollector's counts): it is called here
// without them, as "generate_report alone" in issue 22. Issue 22's targets against it: <= 1.2x at
// 10,000 (of 1.94x measured before), <= 1.0x at 50,000.
//
//   ARBOR_SRC=/path/to/arbor-checkout node scripts/bench/arbor-report.mjs [--cli PATH]
//
// ARBOR_SRC is a checkout of Arbor whose `src/` package imports without installing anything
// (python3 on PATH). Without it the bench says so and exits 0.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOptions, makeSession, median } from './lib/sessions.mjs';

const arbor = process.env.ARBOR_SRC;
if (arbor === undefined || !existsSync(join(arbor, 'src', 'report', 'generator.py'))) {
  console.log('ARBOR_SRC is not an Arbor checkout with src/report/generator.py: nothing measured');
  process.exit(0);
}
const { cli } = benchOptions();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const SIZES = [
  { name: '10k ideas / 50k events', nodes: 10_001, events: 50_000 },
  { name: '50k ideas / 200k events', nodes: 50_001, events: 200_000 },
];
const GENERATOR = [
  'import sys',
  'from pathlib import Path',
  'sys.path.insert(0, sys.argv[1])',
  'from src.report.generator import generate_report',
  'generate_report(Path(sys.argv[2]))',
].join('\n');

/** Wall seconds of one fresh process. */
function timed(command, args) {
  return new Promise((resolvePromise, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${command} exited ${code}: ${stderr}`));
      else resolvePromise(Number(process.hrtime.bigint() - start) / 1e9);
    });
  });
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const root = mkdtempSync(join(tmpdir(), 'arbor-gate-bench-arbor-'));
try {
  const cases = [];
  for (const [index, size] of SIZES.entries()) {
    const session = await makeSession(root, `size${index}`, size);
    // Arbor writes REPORT.md into the session: its own copy, so neither side reads the other's output.
    const arborCopy = join(root, `arbor${index}`);
    cpSync(session, arborCopy, { recursive: true });
    const out = join(root, `out${index}`, 'REPORT.md');
    cases.push({
      size,
      arbor: () => timed('python3', ['-c', GENERATOR, arbor, arborCopy]),
      report: () => timed(process.execPath, [cli, 'report', session, '--out', out]),
      samples: { arbor: [], report: [] },
    });
  }
  const loadBefore = load();
  for (let run = 0; run < runs; run += 1)
    for (const entry of cases) {
      entry.samples.arbor.push(await entry.arbor());
      entry.samples.report.push(await entry.report());
    }
  console.log(`CLI: ${cli}; Arbor: ${arbor}; ${runs} interleaved rounds`);
  console.log(`load average before: ${loadBefore}, after: ${load()}`);
  for (const { size, samples } of cases) {
    const ratios = samples.report.map((r, i) => r / samples.arbor[i]);
    console.log(
      `${size.name.padEnd(24)} generate_report ${median(samples.arbor).toFixed(3)} s, report ${median(samples.report).toFixed(3)} s` +
        ` = ${(median(samples.report) / median(samples.arbor)).toFixed(2)}x (per round ${Math.min(...ratios).toFixed(2)}x-${Math.max(...ratios).toFixed(2)}x)`,
    );
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
