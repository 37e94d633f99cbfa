// The score ledger (issue 18), through dist/cli.js (run `npm run bundle` first), on generated
// repositories with a bare remote:
// - evaluations spent by `verify` then `merge` of one branch (the ledger's reuse: 1, without it 2);
// - a merge whose push is refused because another merge landed meanwhile: the evaluations of the
//   re-judgement, trunk's and the candidate's (trunk's tree was measured when it landed: 0 for trunk);
// - the ledger's lookup and write cost per `verify` on a 10,000-entry ledger, as a ratio of the whole
//   `verify --no-ledger` with a trivial evaluator (interleaved runs, medians, spread);
// - 10 writers x 100 entries (BENCH_WRITERS, BENCH_ENTRIES; a random pause of up to BENCH_PAUSE_MS
//   between two entries) sharing one bare remote: lines on the remote at the end, wall time, tries per
//   push (median, max), how long a sync took (median, 99th percentile, longest: the turn-taking's
//   fairness), syncs that gave up (their lines stay local and ride on the next), writers whose final
//   sync still gave up, load average.
import { Buffer } from 'node:buffer';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRoot } from './lib/bench-root.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 10);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 500);
const here = dirname(fileURLToPath(import.meta.url));
// Absolute: the re-judge bench runs it from inside an evaluation's worktree.
const cli = resolve(process.env.ARBOR_GATE_CLI ?? join(here, '..', '..', 'dist', 'cli.js'));
const { root, env } = benchRoot('arbor-gate-bench-ledger-');
const git = (cwd, ...args) => execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
/** BENCH_ONLY=1,3: only these sections. */
const only = process.env.BENCH_ONLY?.split(',');
const runs = (section) => only === undefined || only.includes(String(section));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const spread = (xs) => `${Math.min(...xs).toFixed(0)}..${Math.max(...xs).toFixed(0)} ms`;

/** A bare remote and a clone with trunk (eval.sh, solution.txt 1) and branch arbor/exp (solution 2). */
function makeRepo(name, evalScript = 'echo "{\\"score\\": $(cat "$(dirname "$0")/solution.txt")}"') {
  const remote = join(root, `${name}.git`);
  const work = join(root, name);
  git(root, 'init', '-q', '--bare', '-b', 'main', remote);
  git(root, 'init', '-q', '-b', 'main', work);
  git(work, 'remote', 'add', 'origin', remote);
  writeFileSync(join(work, 'eval.sh'), `${evalScript}\n`);
  writeFileSync(join(work, 'solution.txt'), '1\n');
  git(work, 'add', '.');
  git(work, 'commit', '-qm', 'initial');
  git(work, 'branch', 'arbor/trunk');
  git(work, 'switch', '-qc', 'arbor/exp');
  writeFileSync(join(work, 'solution.txt'), '2\n');
  git(work, 'commit', '-qam', 'experiment');
  git(work, 'switch', '-q', 'main');
  git(work, 'push', '-q', 'origin', 'main', 'arbor/trunk', 'arbor/exp');
  return { remote, work };
}

function gate(work, mode, evalCmd, extra = []) {
  const args = [cli, mode, '--cwd', work, '--source', 'arbor/exp', '--trunk-branch', 'arbor/trunk'];
  args.push('--eval-cmd-test', evalCmd, '--eval-retries', '0', '--eval-isolation', 'none');
  args.push('--report', join(root, 'REPORT.md'), '--json', ...extra);
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { env, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (run.status !== 0 && run.status !== 1) throw new Error(`${mode} exited ${run.status}: ${run.stderr}`);
  return { ms, verdict: JSON.parse(run.stdout) };
}

const counted = (file) => `echo "$(cat {cwd}/solution.txt)" >> ${file} && sh {cwd}/eval.sh`;
const lines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : []);

console.log(`load average ${load()}, ${availableParallelism()} CPUs`);

// 1. verify then merge.
if (runs(1)) {
  const { work } = makeRepo('verify-merge');
  const log = join(root, 'verify-merge.log');
  gate(work, 'verify', counted(log), ['--test-trunk-score', '1']);
  const merged = gate(work, 'merge', counted(log), ['--test-trunk-score', '1']).verdict;
  const off = join(root, 'verify-merge-off.log');
  const { work: work2 } = makeRepo('verify-merge-off');
  gate(work2, 'verify', counted(off), ['--test-trunk-score', '1', '--no-ledger']);
  gate(work2, 'merge', counted(off), ['--test-trunk-score', '1', '--no-ledger']);
  console.log(
    `verify then merge: ${lines(log).length} evaluation(s) with the ledger (merge ${merged.decision}, reused ${merged.reused.length}), ${lines(off).length} with --no-ledger`,
  );
}

// 2. Re-judge after a refused push: another clone's merge lands while this one measures trunk. Its
// tree (trunk + other.txt, scored 1.5) is measured and in the ledger when this merge re-judges.
function rejudge(ledger) {
  const name = ledger ? 'rejudge' : 'rejudge-off';
  const { remote, work } = makeRepo(
    name,
    's=$(cat "$(dirname "$0")/solution.txt"); [ -f "$(dirname "$0")/other.txt" ] && s="$s.5"; echo "{\\"score\\": $s}"',
  );
  const other = join(root, `${name}-other`);
  git(root, 'clone', '-q', remote, other);
  git(other, 'switch', '-qc', 'arbor/other', 'origin/arbor/trunk');
  writeFileSync(join(other, 'other.txt'), 'other\n');
  git(other, 'add', '.');
  git(other, 'commit', '-qm', 'other idea');
  const key = ledger ? ['--ledger-key', 'bench-key-0123456789abcdef0123456789'] : ['--no-ledger'];
  const flag = join(root, `${name}.moved`);
  const log = join(root, `${name}.log`);
  // One command template for both merges (the evaluator id covers it): a wrapper that, in this merge's
  // first evaluation only, runs the other merge first, and logs what this merge evaluates.
  const wrapper = join(root, `${name}.sh`);
  const template = `sh ${wrapper} {cwd}`;
  const otherMerge = [process.execPath, cli, 'merge', '--cwd', other, '--source', 'arbor/other']
    .concat(['--trunk-branch', 'arbor/trunk', '--eval-cmd-test', `'${template}'`, '--eval-isolation', 'none'])
    .concat(key, ['--report', join(root, `${name}-other.md`)])
    .join(' ');
  writeFileSync(
    wrapper,
    [
      `if [ -z "$BENCH_INNER" ] && [ ! -f ${flag} ]; then touch ${flag}; BENCH_INNER=1 ${otherMerge} > ${log}.other 2>&1; fi`,
      `[ -n "$BENCH_INNER" ] || echo "$(cat "$1/solution.txt")$([ -f "$1/other.txt" ] && echo +other)" >> ${log}`,
      'sh "$1/eval.sh"',
      '',
    ].join('\n'),
  );
  const result = gate(work, 'merge', template, [...key, '--max-rejudge', '2']).verdict;
  return { result, evaluated: lines(log) };
}
if (runs(2)) {
  const on = rejudge(true);
  const off = rejudge(false);
  // Trunk's tree after the other merge landed is 1+other: its evaluations are the re-judgement's trunk ones.
  const describe = ({ result, evaluated }) =>
    `${evaluated.filter((e) => e === '1+other').length} trunk evaluation(s) in the re-judgement, ${evaluated.length} in all (what each ran on: ${evaluated.join(', ')}; trunk is 1, then 1+other), ${result.decision}, reference ${result.reference_source}`;
  console.log(`re-judge after a refused push, with the ledger: ${describe(on)}`);
  console.log(`re-judge after a refused push, --no-ledger:     ${describe(off)}`);
}

// 3. Lookup and write cost on a 10,000-entry ledger, as a ratio of a whole verify without the ledger.
if (runs(3)) {
  const { work } = makeRepo('cost');
  // A flat notes tree of 5,000 notes (two lines each) written by fast-import as a plain commit: git
  // notes reads the annotated object's id from each path, and the objects need not exist.
  const stream = [
    'commit refs/notes/arbor-gate',
    'committer bench <b@example.invalid> 1700000000 +0000',
    'data 5',
    'fill',
  ];
  for (let i = 0; i < 5000; i++) {
    const object = i.toString(16).padStart(40, '0');
    const text = [0, 1]
      .map((seq) =>
        JSON.stringify({
          v: 1,
          run_id: `fill-${i}`,
          seq,
          tree: object,
          evaluated_tree: object,
          commit: object,
          evaluator: 'e',
          seed: null,
          score: i,
          failure: null,
          exit_code: 0,
          duration_s: 1,
          node_id: null,
          gate_version: 'bench',
          time: '2026-01-01T00:00:00.000Z',
          run_url: null,
          mac: null,
        }),
      )
      .join('\n');
    stream.push(`M 100644 inline ${object}`, `data ${Buffer.byteLength(text)}`, text);
  }
  execFileSync('git', ['fast-import', '--quiet'], { cwd: work, env, input: `${stream.join('\n')}\n\n` });
  const on = [];
  const off = [];
  for (let i = 0; i < RUNS; i++) {
    on.push(gate(work, 'verify', 'sh {cwd}/eval.sh', ['--test-trunk-score', '1', '--fresh']).ms);
    off.push(gate(work, 'verify', 'sh {cwd}/eval.sh', ['--test-trunk-score', '1', '--no-ledger']).ms);
  }
  const notes = git(work, 'notes', '--ref=refs/notes/arbor-gate', 'list').split('\n').length;
  console.log(
    `${RUNS} interleaved verifies on a ledger of ${notes} notes (10,000+ lines): --fresh with the ledger median ${median(on).toFixed(0)} ms (${spread(on)}), --no-ledger ${median(off).toFixed(0)} ms (${spread(off)}); lookup+write cost ${((median(on) - median(off)) / median(off)).toFixed(2)}x of a whole verify (load ${load()})`,
  );
}

// 4. WRITERS writers x ENTRIES entries against one bare remote, each writer a process of its own.
if (runs(4)) {
  const remote = join(root, 'writers.git');
  git(root, 'init', '-q', '--bare', remote);
  const tsx = join(here, '..', '..', 'node_modules', '.bin', 'tsx');
  const attempts = [];
  const syncMs = [];
  let syncsGaveUp = 0;
  let finalsGaveUp = 0;
  const writer = (w) =>
    new Promise((resolve, reject) => {
      const dir = join(root, `writer-${w}`);
      mkdirSync(dir);
      git(dir, 'init', '-q');
      git(dir, 'remote', 'add', 'origin', remote);
      const child = spawn(
        tsx,
        [join(here, 'ledger-writers.ts'), dir, String(w), String(ENTRIES), String(PAUSE_MS)],
        {
          env,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.on('error', reject);
      child.on('close', (code) => {
        const report = JSON.parse(/^writer (\{.*\})$/m.exec(out)?.[1] ?? '{"attempts":[]}');
        attempts.push(...report.attempts);
        syncMs.push(...(report.syncMs ?? []));
        syncsGaveUp += report.gaveUp ?? 0;
        if (report.finalShared === false) finalsGaveUp++;
        if (code === 0) resolve();
        else reject(new Error(`writer ${w} exited ${code}`));
      });
    });
  const start = process.hrtime.bigint();
  const settled = await Promise.allSettled(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  const failed = settled.filter((s) => s.status === 'rejected').length;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const reader = join(root, 'writers-reader');
  git(root, 'clone', '-q', '--mirror', remote, reader);
  const blobs = git(reader, 'ls-tree', '-r', '--object-only', 'refs/notes/arbor-gate');
  const texts = execFileSync('git', ['cat-file', '--batch=', '--buffer'], {
    cwd: reader,
    env,
    input: `${blobs}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const ids = new Set();
  let count = 0;
  for (const text of texts.split('\n')) {
    if (!text.startsWith('{')) continue;
    const line = JSON.parse(text);
    count++;
    ids.add(`${line.run_id}/${line.seq}`);
  }
  console.log(
    `${WRITERS} writers x ${ENTRIES} entries (pauses up to ${PAUSE_MS} ms): ${count} lines on the remote, ${ids.size} distinct of ${WRITERS * ENTRIES} written (${WRITERS * ENTRIES - ids.size} lost), wall ${seconds.toFixed(0)} s, tries per push median ${median(attempts)} max ${Math.max(...attempts)} over ${attempts.length} pushes, a sync took median ${(median(syncMs) / 1000).toFixed(1)} s, 99th percentile ${(percentile(syncMs, 0.99) / 1000).toFixed(1)} s, longest ${(Math.max(...syncMs) / 1000).toFixed(1)} s, ${syncsGaveUp} sync(s) gave up and rode on a later push, ${finalsGaveUp} writer(s) whose final sync gave up, ${failed} writer(s) failed (load ${load()})`,
  );
}
