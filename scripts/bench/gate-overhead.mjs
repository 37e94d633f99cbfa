// The gate's own overhead: `arbor-gate verify` (the committed bundle) with a trivial evaluator on a
// generated repository of 5,000 files and 2,000 commits, against a shell script doing the same git work
// by hand (worktree add at the SHA, diff of changed paths, the evaluator, worktree remove). All run
// interleaved, several times, in this script; the figures are ratios of the medians. The gate runs with
// its default `eval-isolation: auto` (as root: another user, in its own namespaces) and with `none`, so
// the difference is what isolation costs.
import { Buffer } from 'node:buffer';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILES = 5000;
const COMMITS = 2000;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const cli = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');
const root = mkdtempSync(join(tmpdir(), 'arbor-gate-bench-gate-'));
const repo = join(root, 'repo');
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};
const git = (...args) => execFileSync('git', args, { cwd: repo, env, encoding: 'utf8' }).trim();

// History through git fast-import (each commit on a branch follows the previous one): the first commit
// adds every file, each later one edits one file.
function history() {
  const out = [];
  const blob = (text) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const commit = (n, changes) => {
    out.push(
      `commit refs/heads/arbor/trunk\ncommitter bench <bench@example.invalid> ${1700000000 + n} +0000\n`,
    );
    out.push(blob(`commit ${n}`));
    for (const [path, text] of changes) out.push(`M 100644 inline ${path}\n${blob(text)}`);
    out.push('\n');
  };
  const first = [
    ['eval.sh', 'echo "{\\"score\\": $(cat "$(dirname "$0")/solution.txt")}"\n'],
    ['solution.txt', '1\n'],
  ];
  for (let i = 0; i < FILES - 2; i++) first.push([`src/m${i % 50}/f${i}.txt`, `file ${i}\n`]);
  commit(1, first);
  for (let n = 2; n <= COMMITS; n++) commit(n, [[`src/m${n % 50}/f${n % (FILES - 2)}.txt`, `edit ${n}\n`]]);
  return out.join('');
}

execFileSync('git', ['init', '-q', '-b', 'main', repo], { env });
execFileSync('git', ['fast-import', '--quiet'], { cwd: repo, env, input: history() });
git('branch', 'arbor/exp', 'arbor/trunk');
git('switch', '-q', 'arbor/exp');
writeFileSync(join(repo, 'solution.txt'), '2\n');
git('commit', '-qam', 'experiment');
git('switch', '-q', '--detach');
const sha = git('rev-parse', 'arbor/exp');
console.log(
  `repository: ${git('ls-files').split('\n').length} files, ${git('rev-list', '--count', 'arbor/exp')} commits`,
);

const byHand = join(root, 'by-hand.sh');
writeFileSync(
  byHand,
  `set -e
cd "$1"
wt=$(mktemp -d)/worktree
git worktree add -q --detach "$wt" ${sha}
git diff --raw -z -M "$(git merge-base arbor/trunk ${sha})" ${sha} > /dev/null
sh "$wt/eval.sh" > /dev/null
git worktree remove --force "$wt"
`,
);
const gateArgs = [cli, 'verify', '--cwd', repo, '--source', 'arbor/exp', '--trunk-branch', 'arbor/trunk'];
gateArgs.push(
  '--eval-cmd-test',
  'sh {cwd}/eval.sh',
  '--test-trunk-score',
  '1',
  '--eval-retries',
  '0',
  '--json',
);

const time = (cmd, args, expectStatus) => {
  const start = process.hrtime.bigint();
  const run = spawnSync(cmd, args, { env, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (run.status !== expectStatus)
    throw new Error(`${cmd} ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return ms;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const gate = [];
const unisolated = [];
const hand = [];
for (let i = 0; i < RUNS; i++) {
  hand.push(time('sh', [byHand, repo], 0));
  gate.push(time(process.execPath, gateArgs, 0));
  unisolated.push(time(process.execPath, [...gateArgs, '--eval-isolation', 'none'], 0));
}
const g = median(gate);
const u = median(unisolated);
const h = median(hand);
const isolation = JSON.parse(
  spawnSync(process.execPath, gateArgs, { env, encoding: 'utf8' }).stdout,
).isolation;
console.log(`git work by hand (sh):        median ${h.toFixed(0)} ms over ${RUNS} runs`);
console.log(
  `arbor-gate verify (bundle):   median ${g.toFixed(0)} ms  (${(g / h).toFixed(2)}x the hand-written git work; isolation ${isolation ?? 'none'})`,
);
console.log(
  `  with --eval-isolation none: median ${u.toFixed(0)} ms  (${(u / h).toFixed(2)}x; isolation adds ${(g - u).toFixed(0)} ms)`,
);
rmSync(root, { recursive: true, force: true });
