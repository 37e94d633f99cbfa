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
//   node scripts/bench/report-scale.mjs [--cli PATH] [--before PATH] [--keep]
//
// PATH defaults to the committed bundle dist/cli.js; pass build/cli.js after `npm run build` to
// measure the source as it is. `--before PATH` times an older CLI in the same rounds (keep a copy of
// the bundle before a change, e.g. `cp -r dist /tmp/dist-before`, beside a package.json) and prints
// its ratios and the after/before ratio. Wall time is what the targets are stated in; CPU time (user
// + system of the process) is printed beside it because a shared machine disturbs it less.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOptions, cliRun, makeSession, measure, median, sessionFilesBaseline } from './lib/sessions.mjs';

const { cli, before, keep } = benchOptions();
const runs = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = [
  { name: '10k ideas / 50k events', nodes: 10_001, events: 50_000 },
  { name: '50k ideas / 200k events', nodes: 50_001, events: 200_000 },
];
const TARGET = { time: 1.3, rss: 1.3 };
const CLIS = [{ kind: 'report', path: cli }, ...(before === null ? [] : [{ kind: 'before', path: before }])];

for (const { path } of CLIS) {
  if (!existsSync(path)) {
    console.error(
      `no CLI at ${path}: run \`npm run bundle\` (or \`npm run build\` and pass --cli build/cli.js)`,
    );
    process.exit(1);
  }
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
    for (const { kind, path } of CLIS)
      cases.push({
        size,
        kind,
        code: cliRun(path, ['report', session, '--out', join(root, `${kind}${index}`, 'REPORT.md')]),
      });
  }
  const loadBefore = load();
  for (const entry of cases) entry.samples = [];
  for (let run = 0; run < runs; run += 1)
    for (const entry of cases) entry.samples.push(await measure(entry.code));

  const of = (size, kind) => cases.find((c) => c.size === size && c.kind === kind).samples;
  const med = (samples, field) => median(samples.map((sample) => sample[field]));
  const s = (n) => `${n.toFixed(3)} s`;
  const x = (n) => `${n.toFixed(2)}x`;
  /** The median ratio of `field` and its spread over the rounds (each round's own ratio). */
  const ratioOf = (top, bottom, field) => {
    const perRound = top.map((t, i) => t[field] / bottom[i][field]);
    return `${x(med(top, field) / med(bottom, field))} (per round ${x(Math.min(...perRound))}-${x(Math.max(...perRound))})`;
  };
  console.log(`\nCLI: ${cli}${before === null ? '' : `; before: ${before}`}`);
  console.log(`${runs} interleaved rounds, each case in a fresh node process`);
  console.log(
    `load average before: ${loadBefore}, after: ${load()} (${process.env.BENCH_NOTE ?? '2 cores, shared'})`,
  );
  let ok = true;
  const rss = { report: [], before: [], baseline: [] };
  for (const size of SIZES) {
    const base = of(size, 'baseline');
    const report = of(size, 'report');
    const ratio = med(report, 'seconds') / med(base, 'seconds');
    ok &&= ratio <= TARGET.time;
    for (const kind of Object.keys(rss))
      if (before !== null || kind !== 'before') rss[kind].push(med(of(size, kind), 'rssMiB'));
    console.log(`${size.name}:`);
    console.log(
      `  bare loop ${s(med(base, 'seconds'))} wall, ${s(med(base, 'cpuSeconds'))} CPU, peak RSS ${med(base, 'rssMiB').toFixed(1)} MiB`,
    );
    console.log(
      `  report    ${s(med(report, 'seconds'))} wall, ${s(med(report, 'cpuSeconds'))} CPU, peak RSS ${med(report, 'rssMiB').toFixed(1)} MiB`,
    );
    console.log(`    / bare loop: wall ${ratioOf(report, base, 'seconds')}; target <= ${TARGET.time}x`);
    console.log(`    / bare loop: CPU  ${ratioOf(report, base, 'cpuSeconds')}`);
    if (before !== null) {
      const old = of(size, 'before');
      console.log(
        `  before    ${s(med(old, 'seconds'))} wall, ${s(med(old, 'cpuSeconds'))} CPU, peak RSS ${med(old, 'rssMiB').toFixed(1)} MiB`,
      );
      console.log(
        `    / bare loop: wall ${ratioOf(old, base, 'seconds')}, CPU ${ratioOf(old, base, 'cpuSeconds')}`,
      );
      console.log(
        `  report / before: wall ${ratioOf(report, old, 'seconds')}, CPU ${ratioOf(report, old, 'cpuSeconds')}, RSS ${ratioOf(report, old, 'rssMiB')}`,
      );
    }
  }
  const rssRatio = rss.report[1] / rss.report[0];
  ok &&= rssRatio <= TARGET.rss;
  console.log(`peak RSS of report, larger / smaller: ${x(rssRatio)} (target <= ${TARGET.rss}x)`);
  if (before !== null)
    console.log(`peak RSS of before, larger / smaller: ${x(rss.before[1] / rss.before[0])}`);
  console.log(`peak RSS of the bare loop, larger / smaller: ${x(rss.baseline[1] / rss.baseline[0])}`);
  console.log(ok ? 'within the targets' : 'OUTSIDE the targets');
} finally {
  if (keep) console.log(`kept ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
