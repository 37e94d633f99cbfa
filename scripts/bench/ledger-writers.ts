// One writer of the ledger bench (scripts/bench/ledger.mjs), run with tsx: in its own repository,
// appends ENTRIES signed lines one at a time and shares each with the bare remote, as gate runs do,
// with a random pause of up to PAUSE_MS between two (a gate run's evaluation, shortened: writers that
// write back to back let the last winner, whose notes need no merge, win every round). A sync that
// gives up (PUSH_RETRY.withinMs) keeps its lines local, as a gate run does, and they go with the next;
// a final sync at the end shares what is left. Prints how many tries each of its pushes took, how many
// syncs gave up, how long each sync took (ms: the turn-taking's fairness), and whether the final one
// shared everything (JSON).
import { GitAdapter } from '../../src/git/adapter.js';
import { signLine } from '../../src/ledger/mac.js';
import { LedgerStore } from '../../src/ledger/store.js';

const [dir = '', writer = '0', entries = '100', pauseMs = '500'] = process.argv.slice(2);
const store = new LedgerStore(new GitAdapter(dir), { ref: 'refs/notes/arbor-gate' });
let gaveUp = 0;
const syncMs: number[] = [];
for (let seq = 0; seq < Number(entries); seq++) {
  const tree = String(seq % 7).repeat(40);
  const line = {
    v: 1,
    run_id: `writer-${writer}`,
    seq,
    tree,
    evaluated_tree: tree,
    commit: tree,
    evaluator: 'e',
    seed: null,
    score: seq,
    failure: null,
    exit_code: 0,
    duration_s: 1,
    node_id: null,
    gate_version: 'bench',
    time: new Date().toISOString(),
    run_url: null,
    mac: null,
  };
  await store.append([signLine(line, 'bench-key-0123456789abcdef0123456789')]);
  const start = Date.now();
  if (!(await store.sync('origin')).shared) gaveUp++;
  syncMs.push(Date.now() - start);
  await new Promise((resolve) => setTimeout(resolve, Math.random() * Number(pauseMs)));
}
const final = await store.sync('origin');
console.log(
  `writer ${JSON.stringify({ attempts: store.pushAttempts, gaveUp, syncMs, finalShared: final.shared })}`,
);
