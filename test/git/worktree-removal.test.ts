/**
 * Issue 9: an evaluation that leaves a tree it cannot remove easily (a folder it made unreadable, a
 * read-only folder full of files, immutable or append-only files when it runs as root) still gives a
 * verdict, and no temp folder or worktree is left behind.
 *
 * Root ignores permissions, so the permission cases are also run as an unprivileged user: the real
 * src/util/remove-tree.ts, transpiled, in a child process under `setpriv` (as root) or as is.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  readdirSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { runGate } from '../../src/run/gate.js';
import { PROJECT_ROOT } from '../helpers/adversarial-build.js';
import { createGateRepo, EVAL_CMD, type GateRepo } from '../helpers/gate-repo.js';

const isRoot = process.getuid?.() === 0;

/** Whether this file system lets root set the immutable flag (containers may not). */
function canSetImmutable(): boolean {
  if (!isRoot) return false;
  const dir = mkdtempSync(join(tmpdir(), 'chattr-probe-'));
  try {
    writeFileSync(join(dir, 'f'), '');
    execFileSync('chattr', ['+i', join(dir, 'f')], { stdio: 'ignore' });
    execFileSync('chattr', ['-i', join(dir, 'f')], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Shell that leaves hard-to-remove things in the worktree, then prints the score. */
const HOSTILE_TREE = [
  'mkdir -p locked/inner ro deep/a/b',
  'echo x > locked/inner/f; echo y > locked/f',
  'echo z > ro/f; chmod 555 ro',
  'echo w > deep/a/b/f; chmod 000 deep/a/b; chmod 000 deep/a',
  'chmod 000 locked/inner locked',
].join('; ');
const IMMUTABLE = 'mkdir -p imm app; echo i > imm/f; echo a > app/f; chattr +i imm/f imm; chattr +a app/f';

describe('an evaluation that leaves a tree hard to remove', () => {
  let repo: GateRepo;
  beforeEach(async () => {
    repo = await createGateRepo({ score: 5 });
    repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  });
  afterEach(() => repo.cleanup());

  async function verifyWith(plant: string) {
    const deps = repo.deps();
    const verdict = await runGate(
      repo.input('verify', {
        source: 'arbor/n1',
        testTrunkScore: '5',
        evalCmdTest: `(cd {cwd} && ${plant}) >/dev/null 2>&1; ${EVAL_CMD}`,
      }),
      deps,
    );
    const line = deps.lines.find((l) => l.startsWith('evaluating source'));
    return { verdict, worktree: (/ in (\S+)$/.exec(line ?? '') ?? [])[1] as string };
  }

  it('unreadable and read-only folders: a verdict, no temp folder, no worktree', async () => {
    const { verdict, worktree } = await verifyWith(HOSTILE_TREE);
    expect(verdict).toMatchObject({ decision: 'would_merge', score: 7 });
    expect(worktree).toMatch(/arbor-gate-source-/);
    expect(existsSync(dirname(worktree))).toBe(false);
    expect(repo.leftovers().worktrees).toBe(1);
    const admin = join(repo.work, '.git', 'worktrees');
    expect(existsSync(admin) ? readdirSync(admin) : []).toEqual([]);
  });

  (canSetImmutable() ? it : it.skip)(
    'immutable and append-only files (as root): a verdict, nothing left',
    async () => {
      const { verdict, worktree } = await verifyWith(`${HOSTILE_TREE}; ${IMMUTABLE}`);
      expect(verdict).toMatchObject({ decision: 'would_merge', score: 7 });
      expect(existsSync(dirname(worktree))).toBe(false);
      expect(repo.leftovers().worktrees).toBe(1);
    },
  );
});

describe('removeTree as an unprivileged user (permissions apply)', () => {
  let box: string;
  beforeAll(() => {
    // The real module, transpiled (no type check) next to what it imports, readable by any user.
    box = realpathSync(mkdtempSync(join(tmpdir(), 'remove-tree-')));
    chmodSync(box, 0o755);
    for (const file of ['util/remove-tree.ts', 'errors.ts']) {
      const source = readFileSync(join(PROJECT_ROOT, 'src', file), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      mkdirSync(dirname(join(box, file)), { recursive: true });
      writeFileSync(join(box, file.replace(/\.ts$/, '.mjs')), outputText.replace(/\.js'/g, ".mjs'"));
    }
    writeFileSync(
      join(box, 'run.mjs'),
      `import { mkdirSync, writeFileSync, chmodSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { removeTree } from './util/remove-tree.mjs';
const [root] = process.argv.slice(2);
const build = (dir) => {
  mkdirSync(join(dir, 'locked/inner'), { recursive: true });
  writeFileSync(join(dir, 'locked/inner/f'), 'x');
  mkdirSync(join(dir, 'ro'));
  writeFileSync(join(dir, 'ro/f'), 'y');
  chmodSync(join(dir, 'ro'), 0o555);
  chmodSync(join(dir, 'locked/inner'), 0o000);
  chmodSync(join(dir, 'locked'), 0o000);
};
build(join(root, 'plain'));
let plainRm = 'removed';
try { rmSync(join(root, 'plain'), { recursive: true, force: true }); } catch (e) { plainRm = e.code; }
build(join(root, 'tree'));
await removeTree(join(root, 'tree'));
console.log(JSON.stringify({ plainRm, left: existsSync(join(root, 'tree')) }));
await removeTree(join(root, 'plain'));`,
    );
  });
  afterAll(() => rmSync(box, { recursive: true, force: true }));

  it('opens up unreadable and read-only folders and removes everything; a plain rm cannot', () => {
    const work = join(box, 'work');
    mkdirSync(work);
    const command = isRoot
      ? [
          'setpriv',
          '--reuid=65534',
          '--regid=65534',
          '--clear-groups',
          process.execPath,
          join(box, 'run.mjs'),
          work,
        ]
      : [process.execPath, join(box, 'run.mjs'), work];
    if (isRoot) execFileSync('chown', ['65534:65534', work]);
    const child = spawnSync(command[0] as string, command.slice(1), { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual({ plainRm: 'EACCES', left: false });
  });
});
