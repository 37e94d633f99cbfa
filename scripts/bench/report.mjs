// Benchmark of `arbor-gate report` on a large session: a 10,000-node tree with 100k and 1M events.
//
// Figures, each the median of BENCH_RUNS runs (default 3), interleaved so machine noise hits all alike:
// - wall time of `report` on 1M events against a baseline that only reads and JSON.parses every line
//   of the same events.jsonl (node:readline, the ordinary Node way), as a ratio;
// - the same with start-up taken out of both sides (node alone for the baseline, node plus the CLI's
//   modules for the report), and against a tighter floor that splits raw chunks instead of readline;
// - peak RSS of `report` on 100k and on 1M events, and their ratio (it should stay near 1).
// Every measurement runs in a fresh child process, so the baseline and the report pay the same node
// start-up, and neither inherits this process's heap (it just generated 1M events).
//
//   node scripts/bench/report.mjs [--cli PATH] [--keep]
//
// PATH defaults to the committed bundle dist/cli.js (what `npm run bundle` writes and users run);
// pass build/cli.js after `npm run build` to measure the unbundled build.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  benchOptions,
  cliRun,
  makeSession,
  measure,
  median,
  readlineBaseline,
  repo,
} from './lib/sessions.mjs';

const { cli, keep } = benchOptions();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const TREE_NODES = 10_000;

if (!existsSync(cli)) {
  console.error(
    `no CLI at ${cli}: run \`npm run bundle\` (or \`npm run build\` and pass --cli build/cli.js)`,
  );
  process.exit(1);
}

/** Newest modification time under `dir` (ms), to warn when the measured CLI is older than the source. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** A tighter floor: raw chunks split at "\\n" by hand, JSON.parse of every line. */
const splitFloor = (path) => `
  import { createReadStream } from 'node:fs';
  let parsed = 0;
  let rest = '';
  for await (const chunk of createReadStream(${JSON.stringify(path)}, { encoding: 'utf8' })) {
    const text = rest + chunk;
    let start = 0;
    for (let stop = text.indexOf('\\n'); stop !== -1; stop = text.indexOf('\\n', start)) {
      try { JSON.parse(text.slice(start, stop)); parsed += 1; } catch {}
      start = stop + 1;
    }
    rest = text.slice(start);
  }
  if (parsed === 0) throw new Error('floor parsed nothing');`;

const root = mkdtempSync(join(tmpdir(), 'arbor-gate-bench-'));
try {
  console.log(`generating sessions in ${root} (tree: ${TREE_NODES} nodes, 100k and 1M events) ...`);
  const small = await makeSession(root, 'events100k', { nodes: TREE_NODES, events: 100_000 });
  const large = await makeSession(root, 'events1m', { nodes: TREE_NODES, events: 1_000_000 });
  const events = join(large, 'events.jsonl');
  const cases = {
    nodeAlone: '',
    cliStartup: cliRun(cli, ['--help']),
    baseline: readlineBaseline(events),
    floor: splitFloor(events),
    report1m: cliRun(cli, ['report', large, '--out', join(root, 'large', 'R.md')]),
    report100k: cliRun(cli, ['report', small, '--out', join(root, 'small', 'R.md')]),
  };
  const samples = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [name, code] of Object.entries(cases)) samples[name].push(await measure(code));
  }
  const seconds = (name) => median(samples[name].map((s) => s.seconds));
  const rss = (name) => median(samples[name].map((s) => s.rssMiB));
  const s = (n) => `${n.toFixed(2)} s`;
  const x = (n) => `${n.toFixed(2)}x`;
  const mib = (n) => `${n.toFixed(1)} MiB`;
  const [base, report, floor] = [seconds('baseline'), seconds('report1m'), seconds('floor')];
  const [node, startup] = [seconds('nodeAlone'), seconds('cliStartup')];

  console.log('');
  const shown = relative(repo, cli).startsWith('..') ? cli : relative(repo, cli);
  console.log(`CLI: ${shown}; medians of ${runs} runs, each in a fresh node process`);
  if (shown !== cli && newestMtime(join(repo, 'src')) > statSync(cli).mtimeMs) {
    console.log('WARNING: src/ is newer than this CLI; rebuild it (npm run bundle) to measure the source');
  }
  console.log(`baseline, read + JSON.parse of 1M lines (node:readline): ${s(base)}`);
  console.log(
    `report, 1M events + 10k-node tree:                       ${s(report)}  = ${x(report / base)} baseline`,
  );
  console.log(
    `  start-up: node ${s(node)}, node + CLI modules ${s(startup)}; ` +
      `without it on both sides: ${x((report - startup) / (base - node))} baseline`,
  );
  console.log(
    `  tighter floor, raw chunks split by hand + JSON.parse: ${s(floor)}; report = ${x(report / floor)} floor`,
  );
  console.log(`report, 100k events + 10k-node tree:                     ${s(seconds('report100k'))}`);
  console.log(
    `peak RSS of report: 100k events ${mib(rss('report100k'))}, 1M events ${mib(rss('report1m'))}, ` +
      `1M/100k ${x(rss('report1m') / rss('report100k'))} (baseline on 1M: ${mib(rss('baseline'))}, ` +
      `node alone: ${mib(rss('nodeAlone'))})`,
  );
} finally {
  if (keep) console.log(`kept ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
