// Benchmark of `arbor-gate report` at scale: a 10,000-idea tree with 50,000 events and a 50,000-idea
// tree with 200,000 events (a sixth of the ideas merged, Arbor's llm.call shapes), each against a bare
// Node loop that reads and JSON.parses the same files (the tree whole, the events line by line with
// node:readline). Targets (issue 22): report <= 1.3x that loop at both sizes; peak RSS at the larger
// <= 1.3x the smaller.
//
// Every measurement is a fresh node process (both sides pay node's start-up; the report also loads the
// CLI's modules), the four cases interleaved in each of BENCH_RUNS rounds (default 5) so machine noise
// hits all alike. Printed: medians, each ratio's spread over the rounds (min-max of the per-round
// ratio) and the load average before and after, since this machine is shared.
//
//   node scripts/bench/report-scale.mjs [--cli PATH] [--keep]
//
// PATH defaults to the committed bundle dist/cli.js; pass build/cli.js after `npm run build` to
// measure the source as it is.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOptions, cliRun, makeSession, measure, median, sessionFilesBaseline } from './lib/sessions.mjs';

const { cli, keep } = benchOptions();
const runs = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = [
  { name: '10k ideas / 50k events', nodes: 10_001, events: 50_000 },
  { name: '50k ideas / 200k events', nodes: 50_001, events: 200_000 },
];
const TARGET = { time: 1.3, rss: 1.3 };

if (!existsSync(cli)) {
  console.error(
    `no CLI at ${cli}: run \`npm run bundle\` (or \`npm run build\` and pass --cli build/cli.js)`,
  );
  process.exit(1);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const root = mkdtempSync(join(tmpdir(), 'arbor-gate-bench-scale-'));
try {
  console.log(`generating sessions in ${root} ...`);
  const cases = [];
  for (const [index, size] of SIZES.entries()) {
    const session = await makeSession(root, `size${index}`, size);
    cases.push({ size, kind: 'baseline', code: sessionFilesBaseline(session) });
    cases.push({
      size,
      kind: 'report',
      code: cliRun(cli, ['report', session, '--out', join(root, `out${index}`, 'REPORT.md')]),
    });
  }
  const loadBefore = load();
  for (const entry of cases) entry.samples = [];
  for (let run = 0; run < runs; run += 1)
    for (const entry of cases) entry.samples.push(await measure(entry.code));

  const of = (size, kind) => cases.find((c) => c.size === size && c.kind === kind).samples;
  const s = (n) => `${n.toFixed(3)} s`;
  const x = (n) => `${n.toFixed(2)}x`;
  console.log(`\nCLI: ${cli}; ${runs} interleaved rounds, each case in a fresh node process`);
  console.log(
    `load average before: ${loadBefore}, after: ${load()} (${process.env.BENCH_NOTE ?? '2 cores, shared'})`,
  );
  let ok = true;
  const rss = [];
  for (const size of SIZES) {
    const base = of(size, 'baseline');
    const report = of(size, 'report');
    const ratios = report.map((r, i) => r.seconds / base[i].seconds);
    const ratio = median(report.map((r) => r.seconds)) / median(base.map((b) => b.seconds));
    ok &&= ratio <= TARGET.time;
    rss.push(median(report.map((r) => r.rssMiB)));
    console.log(
      `${size.name.padEnd(24)} bare loop ${s(median(base.map((b) => b.seconds)))}, report ${s(median(report.map((r) => r.seconds)))}` +
        ` = ${x(ratio)} (per round ${x(Math.min(...ratios))}-${x(Math.max(...ratios))}; target <= ${TARGET.time}x)` +
        `; peak RSS report ${rss.at(-1).toFixed(1)} MiB, bare loop ${median(base.map((b) => b.rssMiB)).toFixed(1)} MiB`,
    );
  }
  const rssRatio = rss[1] / rss[0];
  ok &&= rssRatio <= TARGET.rss;
  console.log(`peak RSS of report, larger / smaller: ${x(rssRatio)} (target <= ${TARGET.rss}x)`);
  console.log(ok ? 'within the targets' : 'OUTSIDE the targets');
} finally {
  if (keep) console.log(`kept ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
