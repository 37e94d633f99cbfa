// The bench's generated repository: `files` files and `commits` commits on arbor/trunk, through git
// fast-import, and an experiment branch arbor/exp forked 10 commits before trunk's head (solution.txt 2).
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// History through git fast-import (each commit on trunk follows the previous one): the first commit
// adds every file, each later one edits one file.
function history(files, commits) {
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

/** A repository at `repo` with trunk and an experiment branch forked 10 commits back; HEAD detached. */
export function historyRepo(repo, env, files, commits) {
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
