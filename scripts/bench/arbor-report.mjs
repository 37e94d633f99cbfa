// Bench-only (CI has no Arbor): `arbor-gate report` beside Arbor's own `report.generator.generate_report`
// on the same generated sessions (10,000 ideas / 50,000 events and 50,000 / 200,000), each in a fresh
// process, interleaved over BENCH_RUNS rounds (default 3). Arbor's generator reads the tree, run stats
// and run info but not the events (its caller passes the StatsCollector's counts). It is timed two
// ways, as issue 22 states its figures:
//   - "generate_report alone": called without event stats. Targets: report <= 1.2x at 10,000 (of
//     1.94x measured before), <= 1.0x at 50,000.
//   - "with StatsCollector": events.jsonl read line by line and parsed the way Arbor's replay
//     (src/cli/replay.py `_parse_events`, not importable here: it needs `rich`) reads it, each event
//     emitted on an EventBus with Arbor's StatsCollector attached (with its recorded timestamp, so
//     the session's duration is the recorded one), then generate_report(event_stats=...), which is
//     what `arbor run` does at its end. Target: report <= 1.0x at 10,000.
//
//   ARBOR_SRC=/path/to/arbor-checkout node scripts/bench/arbor-report.mjs [--cli PATH] [--before PATH]
//
// `--before PATH` also times an older CLI (a copy of the bundle before a change) in the same rounds.
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
const { cli, before } = benchOptions();
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
const GENERATOR_WITH_STATS = [
  'import json, sys',
  'from pathlib import Path',
  'sys.path.insert(0, sys.argv[1])',
  'from src.events.bus import Event, EventBus',
  'from src.events.subscribers.stats_collector import StatsCollector',
  'from src.report.generator import generate_report',
  'session = Path(sys.argv[2])',
  'bus = EventBus()',
  'stats = StatsCollector()',
  'stats.attach(bus)',
  'last_ts = 0.0',
  "with (session / 'events.jsonl').open(encoding='utf-8') as fp:",
  '    for line in fp:',
  '        line = line.strip()',
  '        if not line:',
  '            continue',
  '        try:',
  '            record = json.loads(line)',
  '        except ValueError:',
  '            continue',
  '        if not isinstance(record, dict):',
  '            continue',
  "        etype = record.get('type')",
  '        if not isinstance(etype, str):',
  '            continue',
  "        data = record.get('data')",
  '        if not isinstance(data, dict):',
  '            data = {}',
  "        ts = record.get('ts')",
  '        ts = float(ts) if isinstance(ts, (int, float)) else last_ts',
  '        last_ts = ts',
  // EventBus.emit with the recorded timestamp: the same subscribers, called the way emit calls them.
  '        event = Event(type=etype, data=data, timestamp=ts)',
  '        for cb in bus._collect(etype):',
  '            cb(event)',
  'generate_report(session, event_stats=stats.stats)',
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
    // Arbor writes REPORT.md into the session: its own copies, so no side reads another's output.
    const arborCopy = join(root, `arbor${index}`);
    const arborStatsCopy = join(root, `arbor-stats${index}`);
    cpSync(session, arborCopy, { recursive: true });
    cpSync(session, arborStatsCopy, { recursive: true });
    const sides = {
      arbor: () => timed('python3', ['-c', GENERATOR, arbor, arborCopy]),
      arborStats: () => timed('python3', ['-c', GENERATOR_WITH_STATS, arbor, arborStatsCopy]),
      report: () =>
        timed(process.execPath, [cli, 'report', session, '--out', join(root, `out${index}`, 'REPORT.md')]),
    };
    if (before !== null)
      sides.before = () =>
        timed(process.execPath, [
          before,
          'report',
          session,
          '--out',
          join(root, `before${index}`, 'REPORT.md'),
        ]);
    cases.push({ size, sides, samples: Object.fromEntries(Object.keys(sides).map((k) => [k, []])) });
  }
  const loadBefore = load();
  for (let run = 0; run < runs; run += 1)
    for (const entry of cases)
      for (const [side, time] of Object.entries(entry.sides)) entry.samples[side].push(await time());
  console.log(
    `CLI: ${cli}${before === null ? '' : `; before: ${before}`}; Arbor: ${arbor}; ${runs} interleaved rounds`,
  );
  console.log(`load average before: ${loadBefore}, after: ${load()}`);
  const s = (n) => `${n.toFixed(3)} s`;
  /** The median ratio and its spread over the rounds (each round's own ratio). */
  const ratio = (top, bottom) => {
    const perRound = top.map((t, i) => t / bottom[i]);
    return `${(median(top) / median(bottom)).toFixed(2)}x (per round ${Math.min(...perRound).toFixed(2)}x-${Math.max(...perRound).toFixed(2)}x)`;
  };
  for (const { size, samples } of cases) {
    console.log(`${size.name}:`);
    console.log(
      `  generate_report alone ${s(median(samples.arbor))}, with StatsCollector ${s(median(samples.arborStats))}, report ${s(median(samples.report))}`,
    );
    console.log(`  report / generate_report alone:      ${ratio(samples.report, samples.arbor)}`);
    console.log(`  report / with StatsCollector:        ${ratio(samples.report, samples.arborStats)}`);
    if (before !== null) {
      console.log(
        `  before ${s(median(samples.before))}: / generate_report alone ${ratio(samples.before, samples.arbor)}`,
      );
      console.log(
        `    / with StatsCollector ${ratio(samples.before, samples.arborStats)}; report / before ${ratio(samples.report, samples.before)}`,
      );
    }
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
