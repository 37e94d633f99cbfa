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
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const cliFlag = args.indexOf('--cli');
const cli = cliFlag === -1 ? join(repo, 'dist', 'cli.js') : resolve(args[cliFlag + 1] ?? '');
const keep = args.includes('--keep');
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

function buildTree(count) {
  const nodes = {
    ROOT: {
      id: 'ROOT',
      parent_id: null,
      children_ids: [],
      depth: 0,
      hypothesis: 'bench task',
      status: 'done',
    },
  };
  const statuses = ['done', 'merged', 'pruned', 'pending', 'needs_retry', 'done'];
  for (let i = 1; i < count; i += 1) {
    const id = `n${i}`;
    const parent = i < 10 ? 'ROOT' : `n${Math.floor(i / 10)}`;
    nodes[id] = {
      id,
      parent_id: parent,
      children_ids: [],
      depth: nodes[parent].depth + 1,
      hypothesis: `hypothesis number ${i} with some descriptive text`,
      status: statuses[i % statuses.length],
      score: 0.5 + ((i * 7919) % 1000) / 2000,
      ...(i % 6 === 1 ? { test_score: 0.5 + ((i * 104729) % 1000) / 2000 } : {}),
    };
    nodes[parent].children_ids.push(id);
  }
  const maxDepth = Math.max(...Object.values(nodes).map((n) => n.depth));
  return {
    version: 3,
    meta: {
      metric_direction: 'maximize',
      baseline_score: 0.5,
      trunk_score: 0.9,
      test_baseline_score: 0.5,
      test_trunk_score: 0.88,
    },
    root_id: 'ROOT',
    max_depth: maxDepth,
    nodes,
  };
}

/** Line `i` of the log: a repeating mix of Arbor's event types, spread over the tree's nodes. */
function eventLine(i) {
  const ts = 1_750_000_000 + i * 0.01;
  const node = `n${1 + (i % (TREE_NODES - 1))}`;
  switch (i % 10) {
    case 0:
      return {
        ts,
        type: 'llm.call',
        data: {
          agent: `sub:${node}`,
          node_id: node,
          model: 'm',
          input_tokens: 9200,
          output_tokens: 540,
          cache_read_tokens: 7544,
        },
      };
    case 1:
      return {
        ts,
        type: 'tool.start',
        data: {
          name: 'Bash',
          args_preview: 'python eval.py --split dev',
          agent: `sub:${node}`,
          node_id: node,
        },
      };
    case 2:
      return {
        ts,
        type: 'tool.end',
        data: { name: 'Bash', ok: true, duration: 6.0, agent: `sub:${node}`, node_id: node },
      };
    case 3:
      return {
        ts,
        type: 'llm.thinking_delta',
        data: {
          agent: `sub:${node}`,
          node_id: node,
          text: 'Reading solver.py and the eval harness to find the hot path.',
        },
      };
    case 4:
      return { ts, type: 'executor.start', data: { node_id: node, branch: `arbor/${node}` } };
    case 5:
      return {
        ts,
        type: 'executor.end',
        data: { node_id: node, score: 0.7, duration: 5, tokens: 41000, status: 'done' },
      };
    case 6:
      return { ts, type: 'cycle.phase', data: { phase: 'dispatch' } };
    case 7:
      return { ts, type: 'idea.proposed', data: { node_id: node, parent_id: 'ROOT', hypothesis: 'an idea' } };
    case 8:
      return i % 1000 === 8
        ? {
            ts,
            type: 'idea.merged',
            data: { node_id: node, from_score: 0.5, to_score: 0.6, branch: `arbor/${node}` },
          }
        : { ts, type: 'progress.heartbeat', data: { cycle: 1, running: 1 } };
    default:
      return { ts, type: 'llm.cache_stat', data: { agent: 'coordinator', hit_ratio: 0.83 } };
  }
}

async function writeEvents(path, count) {
  const out = createWriteStream(path);
  const chunk = [];
  for (let i = 0; i < count; i += 1) {
    chunk.push(JSON.stringify(eventLine(i)));
    if (chunk.length === 10_000) {
      if (!out.write(`${chunk.join('\n')}\n`)) await once(out, 'drain');
      chunk.length = 0;
    }
  }
  if (chunk.length > 0) out.write(`${chunk.join('\n')}\n`);
  out.write('{"ts": 1, "type": "torn\n');
  out.end();
  await once(out, 'finish');
}

async function makeSession(root, name, events) {
  const session = join(root, '.arbor', 'sessions', name);
  mkdirSync(join(session, '.coordinator'), { recursive: true });
  writeFileSync(
    join(session, '.coordinator', 'idea_tree.json'),
    JSON.stringify(buildTree(TREE_NODES), null, 2),
  );
  await writeEvents(join(session, 'events.jsonl'), events);
  return session;
}

/** The baseline: node:readline over the file, JSON.parse of every line, nothing else. */
const readlineBaseline = (path) => `
  import { createReadStream } from 'node:fs';
  import { createInterface } from 'node:readline';
  import { once } from 'node:events';
  const lines = createInterface({ input: createReadStream(${JSON.stringify(path)}), crlfDelay: Infinity });
  let parsed = 0;
  lines.on('line', (line) => { try { JSON.parse(line); parsed += 1; } catch {} });
  await once(lines, 'close');
  if (parsed === 0) throw new Error('baseline parsed nothing');`;

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

/** The CLI with `cliArgs`, imported the way its bin script runs it. */
const cliRun = (cliArgs) => `
  process.argv = [process.argv[0], ${JSON.stringify(cli)}, ...${JSON.stringify(cliArgs)}];
  await import(${JSON.stringify(`file://${cli}`)});`;

/** Runs `code` as an ES module in a fresh node; wall time (s, seen from here) and its peak RSS (MiB). */
function measure(code) {
  const wrapper = `${code}
    process.on('exit', () => process.stderr.write('\\nMAXRSS_KB=' + process.resourceUsage().maxRSS + '\\n'));`;
  return new Promise((resolvePromise, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--input-type=module', '-e', wrapper], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const rssKiB = Number(/MAXRSS_KB=(\d+)/.exec(stderr)?.[1] ?? NaN);
      if (code !== 0) reject(new Error(`child exited ${code}: ${stderr}`));
      else resolvePromise({ seconds, rssMiB: rssKiB / 1024 });
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const root = mkdtempSync(join(tmpdir(), 'arbor-gate-bench-'));
try {
  console.log(`generating sessions in ${root} (tree: ${TREE_NODES} nodes, 100k and 1M events) ...`);
  const small = await makeSession(root, 'events100k', 100_000);
  const large = await makeSession(root, 'events1m', 1_000_000);
  const events = join(large, 'events.jsonl');
  const cases = {
    nodeAlone: '',
    cliStartup: cliRun(['--help']),
    baseline: readlineBaseline(events),
    floor: splitFloor(events),
    report1m: cliRun(['report', large, '--out', join(root, 'large.md')]),
    report100k: cliRun(['report', small, '--out', join(root, 'small.md')]),
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
