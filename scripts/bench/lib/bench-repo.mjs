// A generated repository for the gate's benches (gate-overhead.mjs, tree-cache.mjs) and how they time
// a command: trunk of `commits` commits over `files` files, and an experiment branch forked 10
// commits back whose one commit changes solution.txt; HEAD detached.
import { Buffer } from 'node:buffer';
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// History through git fast-import (each commit on trunk follows the previous one): the first commit
// adds every file, each later one edits one file.
export function history(files, commits) {
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
  for (let i = 0; i < files - 2; i++) first.push([`src/m${i % 50}/f${i}.txt`, `file ${i}\n`]);
  commit(1, first);
  for (let n = 2; n <= commits; n++) commit(n, [[`src/m${n % 50}/f${n % (files - 2)}.txt`, `edit ${n}\n`]]);
  return out.join('');
}

/** A repository with trunk and an experiment branch forked 10 commits back; HEAD detached. */
export function makeBenchRepo(root, env, name, files, commits) {
  const repo = join(root, name);
  const git = (...args) => execFileSync('git', args, { cwd: repo, env, encoding: 'utf8' }).trim();
  execFileSync('git', ['init', '-q', '-b', 'main', repo], { env });
  execFileSync('git', ['fast-import', '--quiet'], { cwd: repo, env, input: history(files, commits) });
  git('branch', 'arbor/exp', 'arbor/trunk~10');
  git('switch', '-q', 'arbor/exp');
  writeFileSync(join(repo, 'solution.txt'), '2\n');
  git('commit', '-qam', 'experiment');
  git('switch', '-q', '--detach');
  return { repo, git, trunk: git('rev-parse', 'arbor/trunk'), sha: git('rev-parse', 'arbor/exp') };
}

/** Runs a command to its end; its wall time in ms (it must exit with `expectStatus`). */
export function timeRun(env, cmd, args, expectStatus, cwd) {
  const start = process.hrtime.bigint();
  const run = spawnSync(cmd, args, { env, encoding: 'utf8', cwd });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (run.status !== expectStatus)
    throw new Error(`${cmd} ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return ms;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The hand-written git work: `merge` true adds the merge into trunk the way Arbor's helper makes it. */
export function handScript(file, sha, merge) {
  writeFileSync(
    file,
    `set -e
cd "$1"
wt=$(mktemp -d)/worktree
git worktree add -q --detach "$wt" ${sha}
sh "$wt/eval.sh" > /dev/null
git worktree remove --force "$wt"
${merge ? `git checkout -q arbor/trunk\ngit merge -q --no-ff --no-edit ${sha}\ngit checkout -q --detach ${sha}\n` : ''}`,
  );
}

/** The CLI's command line for `mode` of `source` on a bench repository (trunk arbor/trunk, score 1). */
export function gateCliArgs(cli, mode, repo, source, reportPath, extra = []) {
  return [
    cli,
    mode,
    '--cwd',
    repo,
    '--source',
    source,
    '--trunk-branch',
    'arbor/trunk',
    '--eval-cmd-test',
    'sh {cwd}/eval.sh',
    '--test-trunk-score',
    '1',
    '--eval-retries',
    '0',
    '--report',
    reportPath,
    '--json',
    ...extra,
  ];
}
