// Benchmark of `arbor-gate report` on a large session: a 10,000-node tree with 100k and 1M events.
// Reports the report's wall time against a baseline that only reads and JSON.parses every line (in
// this process), and the report's peak RSS (child process) for 100k vs 1M events: it should stay flat.
//
//   node scripts/bench/report.mjs [--cli PATH] [--keep]
//
// PATH defaults to build/cli.js (built with `tsc -p tsconfig.build.json` when missing); pass
// dist/cli.js to measure the bundle.
import { execFileSync, spawn } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';

const args = process.argv.slice(2);
const cliFlag = args.indexOf('--cli');
const cli = resolve(cliFlag === -1 ? 'build/cli.js' : args[cliFlag + 1]);
const keep = args.includes('--keep');
const TREE_NODES = 10_000;

if (!existsSync(cli)) {
  if (cliFlag !== -1) throw new Error(`no CLI at ${cli}`);
  console.log('building build/ with tsc -p tsconfig.build.json ...');
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
    stdio: 'inherit',
  });
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

/** Reads and parses every line, nothing else: the floor for any streaming report. */
async function baseline(path) {
  const start = process.hrtime.bigint();
  let parsed = 0;
  // Same read size as the report's reader (1 MiB), so the difference is the report's own work.
  const input = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
  const lines = createInterface({ input, crlfDelay: Infinity });
  lines.on('line', (line) => {
    try {
      JSON.parse(line);
      parsed += 1;
    } catch {
      // torn line: skipped like the report does
    }
  });
  await once(lines, 'close');
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, parsed };
}

/** Runs the CLI in a child that reports its own peak RSS (process.resourceUsage().maxRSS, KiB). */
function runReport(session, out) {
  const wrapper = `
    process.argv = [process.argv[0], ${JSON.stringify(cli)}, 'report', ${JSON.stringify(session)}, '--out', ${JSON.stringify(out)}];
    process.on('exit', () => process.stderr.write('\\nMAXRSS_KB=' + process.resourceUsage().maxRSS + '\\n'));
    await import(${JSON.stringify(`file://${cli}`)});`;
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
      const rss = Number(/MAXRSS_KB=(\d+)/.exec(stderr)?.[1] ?? NaN);
      if (code !== 0) reject(new Error(`report exited ${code}: ${stderr}`));
      else resolvePromise({ seconds, rssMiB: rss / 1024 });
    });
  });
}

const root = mkdtempSync(join(tmpdir(), 'arbor-gate-bench-'));
try {
  console.log(`generating sessions in ${root} (tree: ${TREE_NODES} nodes) ...`);
  const small = await makeSession(root, 'events100k', 100_000);
  const large = await makeSession(root, 'events1m', 1_000_000);
  const base = await baseline(join(large, 'events.jsonl'));
  const startAt = process.hrtime.bigint();
  execFileSync(process.execPath, [cli, '--help'], { stdio: 'ignore' });
  const startup = Number(process.hrtime.bigint() - startAt) / 1e9;
  const reportSmall = await runReport(small, join(root, 'small.md'));
  const reportLarge = await runReport(large, join(root, 'large.md'));
  const fmt = (n, d = 2) => n.toFixed(d);
  console.log('');
  console.log(`cli: ${cli}`);
  console.log(
    `baseline (read + JSON.parse, 1M lines, in process): ${fmt(base.seconds)} s (${base.parsed} parsed)`,
  );
  console.log(
    `report, 1M events + 10k-node tree (child process):  ${fmt(reportLarge.seconds)} s  ratio ${fmt(reportLarge.seconds / base.seconds)}x`,
  );
  console.log(
    `  of which CLI start-up (node + modules, --help):     ${fmt(startup)} s; ratio without start-up ${fmt((reportLarge.seconds - startup) / base.seconds)}x`,
  );
  console.log(`report, 100k events + 10k-node tree:                ${fmt(reportSmall.seconds)} s`);
  console.log(
    `peak RSS of report: 100k events ${fmt(reportSmall.rssMiB, 1)} MiB, 1M events ${fmt(reportLarge.rssMiB, 1)} MiB`,
  );
} finally {
  if (keep) console.log(`kept ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
