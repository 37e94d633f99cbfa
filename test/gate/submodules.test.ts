/**
 * Submodules in the evaluated tree (issue 35 item 4), on real repositories with bare remotes: a
 * submodule the user's checkout has initialised is in the evaluated tree at the commit the tree
 * records, from the checkout's own `.git/modules/<name>` (without isolation, and under the default
 * isolation as root with the tree cache on and off); one whose recorded commit the checkout lacks is
 * absent, said in one line, and never fetched from the `.gitmodules` URL (which would serve it); the
 * evaluator id changes with the submodules' presence.
 */
import { existsSync, rmSync, statSync, utimesSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, git, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

const REF = 'refs/notes/arbor-gate';
/** Reads the score from the submodule's file: no score unless the submodule is there. */
const EVALUATOR = `echo "{\\"score\\": $(cat {cwd}/sub/data.txt)}"`;
const FILE_PROTOCOL = ['-c', 'protocol.file.allow=always'];

let repo: GateRepo;
/** The submodule's bare remote: the URL `.gitmodules` names. */
let subRemote: string;
/** A clone of the superproject that adds and moves the submodule on trunk. */
let adder: string;

/** Commits `data.txt` in the adder's submodule, pushes it to the submodule's remote, records it on trunk. */
function moveSubmodule(data: string): string {
  const sub = join(adder, 'sub');
  writeFileSync(join(sub, 'data.txt'), data);
  git(sub, ['commit', '-qam', `data ${data.trim()}`]);
  git(sub, ['push', '-q', 'origin', 'HEAD:main']);
  git(adder, ['commit', '-qam', 'move the submodule']);
  git(adder, ['push', '-q', 'origin', `HEAD:${TRUNK}`]);
  return git(sub, ['rev-parse', 'HEAD']);
}

/** The user's checkout follows trunk (main at trunk's commit); `init` initialises its submodule. */
function followTrunk(init: boolean): void {
  repo.git(['fetch', '-q', '--no-recurse-submodules', 'origin']);
  repo.git(['reset', '-q', '--hard', `origin/${TRUNK}`]);
  repo.git(['branch', '-f', TRUNK, `origin/${TRUNK}`]);
  if (init) repo.git([...FILE_PROTOCOL, 'submodule', 'update', '--init', '-q']);
}

beforeEach(async () => {
  repo = await createGateRepo({ score: 5 });
  subRemote = join(repo.root, 'sub.git');
  git(repo.root, ['init', '-q', '--bare', '-b', 'main', subRemote]);
  const subWork = join(repo.root, 'sub-work');
  git(repo.root, ['init', '-q', '-b', 'main', subWork]);
  writeFileSync(join(subWork, 'data.txt'), '42\n');
  git(subWork, ['add', 'data.txt']);
  git(subWork, ['commit', '-qm', 'data 42']);
  git(subWork, ['push', '-q', subRemote, 'HEAD:main']);
  adder = repo.clone('adder');
  git(adder, [...FILE_PROTOCOL, 'submodule', 'add', '-q', subRemote, 'sub']);
  git(adder, ['commit', '-qm', 'add the submodule']);
  git(adder, ['push', '-q', 'origin', `HEAD:${TRUNK}`]);
  followTrunk(true);
  repo.commit('arbor/n1', { 'README.md': '# another idea\n' });
});
afterEach(() => repo.cleanup());

function verify(overrides: Record<string, unknown> = {}) {
  return runGate(
    repo.input('verify', { source: 'arbor/n1', testTrunkScore: '5', evalCmdTest: EVALUATOR, ...overrides }),
    repo.deps(),
  );
}

describe('an initialised submodule', () => {
  it.each([
    ['without isolation', { evalIsolation: 'none' }, false],
    ['under the default isolation, as root, with the tree cache', { evalIsolation: 'auto' }, true],
    [
      'under the default isolation, as root, without the tree cache',
      { evalIsolation: 'auto', treeCache: '0' },
      false,
    ],
  ])('is in the evaluated tree at the commit trunk records, %s', async (_label, overrides, cached) => {
    const deps = repo.deps();
    const verdict = await runGate(
      repo.input('verify', { source: 'arbor/n1', testTrunkScore: '5', evalCmdTest: EVALUATOR, ...overrides }),
      deps,
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.score).toBe(42);
    // A view of the cached tree, or a checkout of its own.
    expect(deps.lines.some((line) => /^tree cache: [0-9a-f]{12} cached/.test(line))).toBe(cached);
  });

  it('is at the commit the tree records, not at the checkout submodule head', async () => {
    moveSubmodule('43\n');
    followTrunk(true);
    // The checkout's submodule is at another commit than the one trunk records.
    git(join(repo.work, 'sub'), ['checkout', '-q', '--detach', 'HEAD~1']);
    repo.commit('arbor/n1', { 'README.md': '# another idea\n' }, { from: TRUNK });
    const verdict = await verify({ evalIsolation: 'none' });
    expect(verdict.score).toBe(43);
  });
});

describe('a submodule whose recorded commit the checkout lacks', () => {
  it('is absent, said in one line, and never fetched from the URL .gitmodules names', async () => {
    const moved = moveSubmodule('99\n');
    followTrunk(false);
    repo.commit('arbor/n1', { 'README.md': '# another idea\n' }, { from: TRUNK });
    const moduleStore = join(repo.work, '.git', 'modules', 'sub');
    expect(() => git(moduleStore, ['cat-file', '-e', `${moved}^{commit}`])).toThrow();
    // relatime updates an access time that is not newer than the modification time: any read shows.
    const head = join(subRemote, 'HEAD');
    const untouched = () => utimesSync(head, new Date('2000-01-01T00:00:00Z'), new Date());
    untouched();
    readFileSync(head);
    expect(statSync(head).atime.getUTCFullYear()).toBeGreaterThan(2000);
    untouched();

    const deps = repo.deps();
    const verdict = await runGate(
      repo.input('verify', {
        source: 'arbor/n1',
        testTrunkScore: '5',
        evalCmdTest: EVALUATOR,
        evalIsolation: 'none',
      }),
      deps,
    );
    expect(verdict.score).toBeNull();
    const said = deps.lines.filter((line) => line.startsWith('submodule sub is absent'));
    expect(said).toEqual([
      `submodule sub is absent from the evaluated tree (an empty folder): its commit ${moved.slice(0, 12)} is not in ${moduleStore}`,
    ]);
    expect(statSync(head).atime.getUTCFullYear()).toBe(2000);
    expect(() => git(moduleStore, ['cat-file', '-e', `${moved}^{commit}`])).toThrow();
  });
});

describe("a branch's .gitmodules", () => {
  it('cannot point a submodule at a folder outside the modules folder: a name git refuses is absent', async () => {
    const gitmodules = `[submodule "../.."]\n\tpath = sub\n\turl = ${subRemote}\n`;
    repo.commit('arbor/n1', { '.gitmodules': gitmodules });
    const deps = repo.deps();
    const verdict = await runGate(
      repo.input('verify', {
        source: 'arbor/n1',
        testTrunkScore: '5',
        evalCmdTest: `cat {cwd}/sub/HEAD {cwd}/sub/config; ${EVALUATOR}`,
        evalIsolation: 'none',
      }),
      deps,
    );
    expect(deps.lines).toContain(
      'submodule sub is absent from the evaluated tree (an empty folder): its name in .gitmodules is not one git accepts',
    );
    expect(verdict.attempts[0]?.log).not.toContain('[core]');
    expect(verdict.score).toBeNull();
  });
});

describe('the evaluator id', () => {
  it('changes with the submodule presence: a run with it is not reused without it', async () => {
    const first = await verify({ evalIsolation: 'none', ledger: true });
    expect(first.score).toBe(42);
    const again = await verify({ evalIsolation: 'none', ledger: true });
    expect(again.reused).toHaveLength(1);

    rmSync(join(repo.work, '.git', 'modules', 'sub'), { recursive: true, force: true });
    expect(existsSync(join(repo.work, '.git', 'modules', 'sub'))).toBe(false);
    const without = await verify({ evalIsolation: 'none', ledger: true });
    expect(without.reused ?? []).toEqual([]);
    expect(without.score).toBeNull();
    const evaluators = new Set(
      repo
        .git(['notes', `--ref=${REF}`, 'list'])
        .split('\n')
        .flatMap((entry) =>
          repo
            .git(['notes', `--ref=${REF}`, 'show', entry.split(' ')[1] ?? ''])
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line) => (JSON.parse(line) as { evaluator: string }).evaluator),
        ),
    );
    expect(evaluators.size).toBe(2);
  });
});
