// Shared by the report benchmarks: a session in Arbor's shapes of any size, and a way to measure a
// piece of code in a fresh node process (wall time and peak RSS), so every side pays the same start-up
// and none inherits the generator's heap.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The options every report benchmark takes: `--cli PATH` (default: the committed bundle dist/cli.js),
 * `--before PATH` (an older CLI, e.g. a copy of the bundle before a change, timed in the same rounds;
 * null without it) and `--keep` (leave the generated sessions).
 */
export function benchOptions(argv = process.argv.slice(2)) {
  const valueOf = (flag) => {
    const at = argv.indexOf(flag);
    return at === -1 ? null : resolve(argv[at + 1] ?? '');
  };
  return {
    cli: valueOf('--cli') ?? join(repo, 'dist', 'cli.js'),
    before: valueOf('--before'),
    keep: argv.includes('--keep'),
  };
}

export function buildTree(count) {
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

/** Line `i` of the log: a repeating mix of Arbor's event types, spread over the tree's `nodes` nodes. */
function eventLine(i, nodes) {
  const ts = 1_750_000_000 + i * 0.01;
  const node = `n${1 + (i % (nodes - 1))}`;
  switch (i % 10) {
    case 0:
      return {
        ts,
        type: 'llm.call',
        // As Arbor's record_llm_usage writes it: who called is `source` (and the agent's folder).
        data: {
          source: i % 100 === 0 ? 'context_compaction' : 'agent',
          agent_cwd: `/ws/.arbor/worktrees/${node}`,
          turn: i % 40,
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

async function writeEvents(path, count, nodes) {
  const out = createWriteStream(path);
  const chunk = [];
  for (let i = 0; i < count; i += 1) {
    chunk.push(JSON.stringify(eventLine(i, nodes)));
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

/** `<root>/.arbor/sessions/<name>/` with a tree of `nodes` nodes and `events` events; its folder. */
export async function makeSession(root, name, { nodes, events }) {
  const session = join(root, '.arbor', 'sessions', name);
  mkdirSync(join(session, '.coordinator'), { recursive: true });
  writeFileSync(join(session, '.coordinator', 'idea_tree.json'), JSON.stringify(buildTree(nodes), null, 2));
  await writeEvents(join(session, 'events.jsonl'), events, nodes);
  return session;
}

/** The baseline: node:readline over the file, JSON.parse of every line, nothing else. */
export const readlineBaseline = (path) => `
  import { createReadStream } from 'node:fs';
  import { createInterface } from 'node:readline';
  import { once } from 'node:events';
  const lines = createInterface({ input: createReadStream(${JSON.stringify(path)}), crlfDelay: Infinity });
  let parsed = 0;
  lines.on('line', (line) => { try { JSON.parse(line); parsed += 1; } catch {} });
  await once(lines, 'close');
  if (parsed === 0) throw new Error('baseline parsed nothing');`;

/** The bare loop a report is held to: read and JSON.parse the tree, then the readline baseline on the events. */
export const sessionFilesBaseline = (session) => `
  import { readFileSync } from 'node:fs';
  const tree = JSON.parse(readFileSync(${JSON.stringify(join(session, '.coordinator', 'idea_tree.json'))}, 'utf8'));
  if (Object.keys(tree.nodes).length === 0) throw new Error('baseline read no tree');
  ${readlineBaseline(join(session, 'events.jsonl'))}`;

/** The CLI at `cli` with `cliArgs`, imported the way its bin script runs it. */
export const cliRun = (cli, cliArgs) => `
  process.argv = [process.argv[0], ${JSON.stringify(cli)}, ...${JSON.stringify(cliArgs)}];
  await import(${JSON.stringify(`file://${cli}`)});`;

/**
 * Runs `code` as an ES module in a fresh node; wall time (s, seen from here), its CPU time (user +
 * system, s: less disturbed than wall time on a shared machine) and its peak RSS (MiB).
 */
export function measure(code) {
  const wrapper = `${code}
    process.on('exit', () => {
      const usage = process.resourceUsage();
      process.stderr.write('\\nMAXRSS_KB=' + usage.maxRSS + ' CPU_US=' + (usage.userCPUTime + usage.systemCPUTime) + '\\n');
    });`;
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
      const cpuMicros = Number(/CPU_US=(\d+)/.exec(stderr)?.[1] ?? NaN);
      if (code !== 0) reject(new Error(`child exited ${code}: ${stderr}`));
      else resolvePromise({ seconds, cpuSeconds: cpuMicros / 1e6, rssMiB: rssKiB / 1024 });
    });
  });
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
