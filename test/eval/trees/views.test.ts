/**
 * Evaluation trees (issue 21) through the CLI entry, isolated for real (root here): every run sees the
 * evaluated tree through a fresh copy-on-write view of the checkout cache, so what one run writes is
 * never seen by the next (repeats, and both sides of a pair); the cache is the gate's and out of the
 * account's reach; a cache the account could have written is discarded and rebuilt; the cache stays
 * within its bound; and without views (eval-isolation none, tree-cache 0) the verdicts are the same.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Verdict } from '../../../src/gate/verdict.js';
import { PROJECT_ROOT } from '../../helpers/adversarial-build.js';
import { gateInProcess } from '../../helpers/gate-cli.js';
import { createGateRepo, EVAL_CMD, TRUNK, type GateRepo } from '../../helpers/gate-repo.js';

const isRoot = process.geteuid?.() === 0;
const rootOnly = isRoot ? describe : describe.skip;

/**
 * Scores solution.txt on a clean tree, 0 when an earlier run's writes are there: a file at the root,
 * one in a folder, and a folder of the tree renamed (which needs redirect_dir on an overlay).
 */
const LEFTOVER_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
s=1
for f in left-behind lib/left-behind; do [ -e "$f" ] && s=0; touch "$f" || exit 3; done
[ -d lib ] || s=0
[ -d lib-moved ] && s=0
mv lib lib-moved || exit 4
[ "$s" = 1 ] && s=$(cat solution.txt)
echo "{\\"score\\": $s}"
`;

let repo: GateRepo;

beforeEach(async () => {
  repo = await createGateRepo({
    score: 5,
    files: { 'eval.sh': { executable: LEFTOVER_EVAL }, 'lib/code.txt': 'code\n' },
  });
});

afterEach(() => repo.cleanup());

async function gate(args: string[]): Promise<{ code: number; verdict: Verdict; err: string }> {
  const { code, verdict, io } = await gateInProcess(repo, [
    ...args,
    // Single's rule, against the reference below, where no other is asked for: the views are counted under it.
    ...(args.includes('--judge') ? [] : ['--judge', 'single']),
    '--no-ledger',
    '--eval-cmd-test',
    EVAL_CMD,
    '--protected',
    'eval.sh',
    '--test-trunk-score',
    '0.5',
    '--log-dir',
    `${repo.root}/logs`,
  ]);
  return { code, verdict, err: io.err() };
}

/** Every entry below `root` but `.git` and `.arbor`: its type, executable bit, link target or content. */
function treeListing(root: string, rel = ''): string[] {
  const lines: string[] = [];
  for (const name of readdirSync(join(root, rel)).sort()) {
    const path = rel === '' ? name : `${rel}/${name}`;
    if (path === '.git' || path === '.arbor') continue;
    const full = join(root, path);
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) lines.push(`${path} -> ${readlinkSync(full)}`);
    else if (stat.isDirectory()) lines.push(`${path}/`, ...treeListing(root, path));
    else {
      const digest = createHash('sha256').update(readFileSync(full)).digest('hex');
      lines.push(`${path} ${stat.mode & 0o111 ? 'x' : '-'} ${digest}`);
    }
  }
  return lines;
}

function cacheFolder(): string {
  return join(repo.work, '.git', 'arbor-gate', 'trees');
}

function cachedEntries(): string[] {
  return readdirSync(cacheFolder()).filter((name) => /^[0-9a-f]{64}$/.test(name));
}

rootOnly('evaluation trees, isolated', () => {
  it('gives every run a fresh view: repeats and both sides of a pair never see an earlier run', async () => {
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    const paired = await gate([
      'verify',
      '--source',
      'arbor/up',
      '--judge',
      'paired',
      '--eval-isolation',
      'user',
    ]);
    expect(paired.code).toBe(0);
    // No run scored 0: none saw another's files or its renamed folder.
    expect(paired.verdict.attempts.map((a) => `${a.side}:${a.score}`)).toEqual([
      'trunk:5',
      'candidate:7',
      'candidate:7',
      'trunk:5',
      'trunk:5',
      'candidate:7',
    ]);
    expect(paired.verdict.warnings.filter((w) => w.includes('fresh checkout'))).toEqual([]);
    expect(paired.err).toMatch(/tree cache: [0-9a-f]{12} cached as a checkout/);
    expect(paired.err).toMatch(/tree cache: [0-9a-f]{12} cached as its diff over [0-9a-f]{12}/);

    const repeats = await gate([
      'verify',
      '--source',
      'arbor/up',
      '--eval-repeats',
      '3',
      '--eval-isolation',
      'user',
    ]);
    expect(repeats.code).toBe(0);
    expect(repeats.verdict.attempts.map((a) => a.score)).toEqual([7, 7, 7]);
    // The second verdict found both trees cached: nothing was checked out again.
    expect(repeats.err).not.toMatch(/tree cache: .* cached/);
  }, 120_000);

  it("keeps the cache out of the account's reach: writing it as the account fails", async () => {
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    expect((await gate(['verify', '--source', 'arbor/up', '--eval-isolation', 'user'])).code).toBe(0);
    // A checkout's folders are open to every user (the test's temp folder is not, which would hide the cache by itself).
    chmodSync(repo.root, 0o755);
    const [entry] = cachedEntries();
    // The cached tree's files are the account's (the ownership plan), so only the folders above them keep it out.
    const target = join(cacheFolder(), entry as string, 'tree', 'solution.txt');
    expect(statSync(target).uid).not.toBe(0);
    for (const attempt of [`echo 0 > '${target}'`, `touch '${cacheFolder()}/planted'`]) {
      expect(() =>
        execFileSync(
          'setpriv',
          ['--reuid=arbor-eval', '--regid=arbor-eval', '--clear-groups', 'sh', '-c', attempt],
          {
            stdio: 'pipe',
          },
        ),
      ).toThrow(/Permission denied/);
    }
    expect(statSync(cacheFolder()).mode & 0o7777).toBe(0o700);
  }, 120_000);

  it('discards a cache the account could have written, and one whose stamp does not match, and rebuilds them', async () => {
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    const first = await gate(['verify', '--source', 'arbor/up', '--eval-isolation', 'user']);
    expect(first.code).toBe(0);
    chmodSync(cacheFolder(), 0o777);
    const opened = await gate(['verify', '--source', 'arbor/up', '--eval-isolation', 'user']);
    expect(opened.err).toMatch(
      /tree cache: .* discarded \(mode 777, not 700: the evaluation account could have written it\)/,
    );
    expect(opened.err).toMatch(/cached as a checkout/);
    expect({ decision: opened.verdict.decision, score: opened.verdict.score }).toEqual({
      decision: first.verdict.decision,
      score: first.verdict.score,
    });
    for (const entry of cachedEntries()) writeFileSync(join(cacheFolder(), entry, 'stamp'), '{"v":1}\n');
    const stamped = await gate(['verify', '--source', 'arbor/up', '--eval-isolation', 'user']);
    expect(stamped.err).toMatch(/tree cache: [0-9a-f]{12} discarded \(not whole, or not the gate's\)/);
    expect(stamped.verdict.score).toBe(first.verdict.score);
  }, 180_000);

  it('evicts the least recently used tree at its bound, never the base of the tree in use', async () => {
    for (const [i, branch] of ['arbor/a', 'arbor/b', 'arbor/c'].entries()) {
      repo.commit(branch, { 'solution.txt': `${6 + i}\n` });
      const run = await gate(['verify', '--source', branch, '--eval-isolation', 'user', '--tree-cache', '2']);
      expect(run.code).toBe(0);
      expect(cachedEntries().length).toBeLessThanOrEqual(2);
      if (i > 0) expect(run.err).toMatch(/tree cache: 1 tree\(s\) evicted \(bound 2\)/);
    }
  }, 180_000);

  it('writes symlinks, executable bits, submodule entries, case collisions and attributes exactly as git worktree add does', async () => {
    mkdirSync(join(PROJECT_ROOT, 'build'), { recursive: true });
    const loot = mkdtempSync(join(PROJECT_ROOT, 'build', 'trees-loot-'));
    chmodSync(loot, 0o777);
    try {
      const listing = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
tar -cf '${loot}/view.tar' --exclude=./.git --exclude=./.arbor . || exit 3
echo '{"score": 1}'
`;
      const trunk = repo.commit(TRUNK, {
        'eval.sh': { executable: listing },
        'run.sh': { executable: 'echo run\n' },
        'link-to-lib': { symlink: 'lib' },
        'Case.txt': 'upper\n',
        'case.txt': 'lower\n',
        'vendor/sub': { submodule: repo.sha(TRUNK) },
        'out-link': { symlink: '../outside' },
        'gone/a.txt': 'a\n',
        'gone/deep/b.txt': 'b\n',
        'becomes-dir': 'file\n',
        'becomes-file/x.txt': 'x\n',
        'kept/one.txt': '1\n',
        'kept/two.txt': '2\n',
        // Attributes of the tree's own, below the root: a changed file comes out converted as they say.
        'attr/.gitattributes': '*.txt text eol=crlf\n',
        'attr/old.txt': 'a\nb\n',
      });
      repo.git(['push', '-q', 'origin', `${TRUNK}`]);
      repo.commit('arbor/shapes', {
        'gone/a.txt': null,
        'gone/deep/b.txt': null,
        'becomes-dir': null,
        'becomes-dir/inner.txt': 'inner\n',
        'becomes-file/x.txt': null,
        'becomes-file': 'now a file\n',
        'kept/two.txt': null,
        'kept/one.txt': { executable: '1\n' },
        'link-to-lib': { symlink: 'kept' },
        'new-link': { symlink: 'kept/one.txt' },
        'CASE.TXT': 'third\n',
        'attr/new.txt': 'c\nd\n',
      });
      const run = await gate(['verify', '--source', 'arbor/shapes', '--eval-isolation', 'user']);
      expect(run.err).toMatch(/cached as its diff over/);
      const view = join(loot, 'view');
      mkdirSync(view);
      execFileSync('tar', ['-xf', join(loot, 'view.tar'), '-C', view]);
      const checkout = join(loot, 'checkout');
      repo.git(['worktree', 'add', '--detach', '--quiet', checkout, run.verdict.evaluated?.commit ?? '']);
      expect(treeListing(view)).toEqual(treeListing(checkout));
      expect(readFileSync(join(view, 'attr', 'new.txt'), 'utf8')).toBe('c\r\nd\r\n');
      // The cached trunk, a checkout of its own, is trunk's tree exactly too.
      const trunkCheckout = join(loot, 'trunk');
      repo.git(['worktree', 'add', '--detach', '--quiet', trunkCheckout, trunk]);
      const full = cachedEntries()
        .filter(
          (entry) => JSON.parse(readFileSync(join(cacheFolder(), entry, 'stamp'), 'utf8')).base === null,
        )
        .map((entry) => join(cacheFolder(), entry, 'tree'));
      expect(full).toHaveLength(1);
      expect(treeListing(full[0] as string)).toEqual(treeListing(trunkCheckout));
    } finally {
      repo.git(['worktree', 'prune']);
      rmSync(loot, { recursive: true, force: true });
    }
  }, 120_000);

  it("keeps the gate's root files the gate's in a view: the branch's code cannot swap the scorer at the root", async () => {
    const guarded = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
if [ -f attack.sh ]; then out=$(sh attack.sh); [ -n "$out" ] && { echo "$out"; exit 0; }; fi
echo "{\\"score\\": $(cat solution.txt)}"
`;
    repo.commit(TRUNK, { 'eval.sh': { executable: guarded } });
    repo.git(['push', '-q', 'origin', TRUNK]);
    // Swap and restore: the protected scorer renamed away and back, which the tamper check cannot see.
    repo.commit('arbor/swap', {
      'solution.txt': '7\n',
      'attack.sh': `mv eval.sh .stolen 2>/dev/null && mv .stolen eval.sh && echo '{"score": 99}'\n`,
    });
    const run = await gate(['verify', '--source', 'arbor/swap', '--eval-isolation', 'user']);
    expect(run.err).toMatch(/cached as its diff over/);
    expect(run.verdict.score).toBe(7);
  }, 120_000);

  it('gives the same verdicts without views: eval-isolation none (said once) and tree-cache 0 (not said)', async () => {
    repo.commit('arbor/up', { 'solution.txt': '7\n' });
    const args = ['verify', '--source', 'arbor/up', '--eval-repeats', '2'];
    const viewed = await gate([...args, '--eval-isolation', 'user']);
    const none = await gate([...args, '--eval-isolation', 'none']);
    const off = await gate([...args, '--eval-isolation', 'user', '--tree-cache', '0']);
    const summary = (v: Verdict) => ({
      decision: v.decision,
      score: v.score,
      scores: v.attempts.map((a) => a.score),
    });
    expect(summary(none.verdict)).toEqual(summary(viewed.verdict));
    expect(summary(off.verdict)).toEqual(summary(viewed.verdict));
    // Unisolated runs get a checkout each, said once in the log: a matter of isolation (the verdict's
    // isolation: none), not a tree-cache warning that tree-cache 0 would silence.
    const fallback = /fresh checkout/;
    expect(none.verdict.warnings.filter((w) => fallback.test(w))).toEqual([]);
    expect(none.verdict.isolation).toBe('none');
    expect(
      none.err.match(/evaluation trees: a fresh checkout per run \(--eval-isolation is none\)/g),
    ).toHaveLength(1);
    expect(off.verdict.warnings.filter((w) => fallback.test(w))).toEqual([]);
  }, 180_000);
});
