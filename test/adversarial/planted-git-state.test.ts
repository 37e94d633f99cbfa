/**
 * Issue 9: after the evaluation the gate trusts nothing the evaluated code could have written for git.
 * Each case is a branch that would be merged on its score (9 > 5) whose evaluation plants something in
 * the shared `.git` or in the gate's own git config files (the gate's HOME is a temp folder here):
 * replace refs, grafts, alternates, shallow, attributes, hooks, a global or XDG config with a
 * `core.fsmonitor` and a `core.hooksPath` that would leave a marker. The branch is rejected naming what
 * changed, nothing of it reaches trunk (local and remote), nothing of it ran, and it is gone afterwards.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, EVAL_CMD, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
let home: string;
let marker: string;
beforeEach(async () => {
  repo = await createGateRepo({
    score: 5,
    session: { tracked: true, meta: { test_trunk_score: 5 }, nodes: [{ id: '1', code_ref: 'arbor/n1' }] },
  });
  home = realpathSync(mkdtempSync(join(tmpdir(), 'gate-home-')));
  marker = join(repo.root, 'PLANTED-RAN');
  // What the planted config points at: a command that leaves the marker, and a hooks folder of the same.
  writeFileSync(join(repo.root, 'fsmonitor.sh'), `#!/bin/sh\necho fsmonitor >> ${marker}\n`);
  chmodSync(join(repo.root, 'fsmonitor.sh'), 0o755);
  mkdirSync(join(repo.root, 'evil-hooks'));
  for (const hook of ['post-commit', 'post-merge', 'pre-push', 'reference-transaction', 'post-checkout']) {
    writeFileSync(join(repo.root, 'evil-hooks', hook), `#!/bin/sh\necho ${hook} >> ${marker}\n`);
    chmodSync(join(repo.root, 'evil-hooks', hook), 0o755);
  }
});
afterEach(async () => {
  await repo.cleanup();
  rmSync(home, { recursive: true, force: true });
});

const GIT_DIR = 'gd=$(git rev-parse --path-format=absolute --git-common-dir)';
/** A tree like trunk's but with solution.txt = 100, made from the evaluation's worktree. */
const FAKE_TREE =
  'fake=$(printf "100\\n" | git hash-object -w --stdin); ' +
  `fakeTree=$(git ls-tree ${TRUNK} | awk -v f="$fake" -F '\\t' '{ if ($2 == "solution.txt") { split($1, a, " "); print a[1] " " a[2] " " f "\\t" $2 } else print }' | git mktree)`;
const EVIL_CONFIG = (): string =>
  `[core]\\n\\tfsmonitor = ${join(repo.root, 'fsmonitor.sh')}\\n\\thooksPath = ${join(repo.root, 'evil-hooks')}\\n`;

interface Plant {
  plant: () => string;
  /** What the reason names. */
  label: () => string;
  /** Proves the plant is gone after the run. */
  gone: () => boolean;
}

const PLANTS: Record<string, Plant> = {
  'a replace ref swapping trunk’s tree for a fake one': {
    plant: () => `${FAKE_TREE}; git replace "$(git rev-parse ${TRUNK}^{tree})" "$fakeTree"`,
    label: () => '.git/refs/replace/',
    gone: () => repo.git(['for-each-ref', 'refs/replace/']) === '',
  },
  'grafts cutting trunk’s history': {
    plant: () => `${GIT_DIR}; git rev-parse ${TRUNK} > "$gd/info/grafts"`,
    label: () => '.git/info/grafts',
    gone: () => !existsSync(join(repo.work, '.git/info/grafts')),
  },
  'an alternates file': {
    plant: () =>
      `${GIT_DIR}; mkdir -p ${repo.root}/evil-objects; echo ${repo.root}/evil-objects > "$gd/objects/info/alternates"`,
    label: () => '.git/objects/info/alternates',
    gone: () => !existsSync(join(repo.work, '.git/objects/info/alternates')),
  },
  'a shallow file': {
    plant: () => `${GIT_DIR}; git rev-parse ${TRUNK} > "$gd/shallow"`,
    label: () => '.git/shallow',
    gone: () => !existsSync(join(repo.work, '.git/shallow')),
  },
  'an attributes file with a merge driver': {
    plant: () => `${GIT_DIR}; echo '* merge=ours' > "$gd/info/attributes"`,
    label: () => '.git/info/attributes',
    gone: () => !existsSync(join(repo.work, '.git/info/attributes')),
  },
  'a hook in the shared hooks folder': {
    plant: () => `${GIT_DIR}; cp ${repo.root}/evil-hooks/post-merge "$gd/hooks/post-merge"`,
    label: () => '.git/hooks',
    gone: () => !existsSync(join(repo.work, '.git/hooks/post-merge')),
  },
  'a global ~/.gitconfig with core.fsmonitor and core.hooksPath': {
    plant: () => `printf '${EVIL_CONFIG()}' > ${join(home, '.gitconfig')}`,
    label: () => join(home, '.gitconfig'),
    gone: () => !existsSync(join(home, '.gitconfig')),
  },
  'an XDG git config with core.fsmonitor and core.hooksPath': {
    plant: () =>
      `mkdir -p ${home}/.config/git; printf '${EVIL_CONFIG()}' > ${join(home, '.config/git/config')}`,
    label: () => join(home, '.config/git/config'),
    gone: () => !existsSync(join(home, '.config/git/config')),
  },
};

/** Runs `merge` with the gate's HOME (and XDG folder) in `home`, as the user's own would be. */
async function mergeWithPlant(plant: string) {
  const saved = { HOME: process.env.HOME, XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME };
  process.env.HOME = home;
  process.env.XDG_CONFIG_HOME = join(home, '.config');
  try {
    return await runGate(
      repo.input('merge', { source: 'arbor/n1', evalCmdTest: `(${plant}) >/dev/null; ${EVAL_CMD}` }),
      repo.deps(),
    );
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

describe.each(Object.entries(PLANTS))('%s, written during the evaluation', (_name, plant) => {
  it('rejects the branch naming it; nothing reaches trunk, nothing runs, nothing is left', async () => {
    repo.commit('arbor/n1', { 'solution.txt': '9\n' });
    const trunkBefore = repo.sha(TRUNK);
    const treeBefore = repo.git(['ls-tree', '-r', TRUNK]);
    const hooksBefore = readdirSync(join(repo.work, '.git/hooks')).sort();

    const verdict = await mergeWithPlant(plant.plant());

    expect(verdict.score).toBe(9);
    expect(verdict.decision).toBe('rejected');
    const tamper = verdict.reasons.filter((r) => r.code === 'protected_tamper');
    expect(tamper.map((r) => r.message).join('\n')).toContain(plant.label());
    expect(tamper[0]?.message).toMatch(/the evaluation changed the .+ \(the change was discarded\)/);
    expect([repo.sha(TRUNK), repo.remoteSha(TRUNK)]).toEqual([trunkBefore, trunkBefore]);
    expect(repo.git(['ls-tree', '-r', TRUNK])).toBe(treeBefore);
    expect(repo.git(['cat-file', '-p', `${TRUNK}:solution.txt`])).toBe('5');
    expect(existsSync(marker)).toBe(false);
    expect(plant.gone()).toBe(true);
    expect(readdirSync(join(repo.work, '.git/hooks')).sort()).toEqual(hooksBefore);
  });
});

it('an evaluation that leaves git state alone is merged (the snapshot itself changes nothing)', async () => {
  repo.commit('arbor/n1', { 'solution.txt': '9\n' });
  const verdict = await mergeWithPlant('git status >/dev/null; git log -1 >/dev/null');
  expect(verdict.decision).toBe('merged');
  expect(verdict.reasons).toEqual([]);
  expect(repo.remoteSha(TRUNK)).toBe(verdict.merge_commit);
  expect(existsSync(marker)).toBe(false);
});

it('the evaluation gets an empty HOME of its own: its `git config --global` reaches no config of the user', async () => {
  repo.commit('arbor/n1', { 'solution.txt': '9\n' });
  const verdict = await mergeWithPlant(
    `echo "home=$HOME entries=$(ls -A "$HOME" | wc -l) xdg=$XDG_CONFIG_HOME" >&2; git config --global core.fsmonitor ${repo.root}/fsmonitor.sh`,
  );
  expect(verdict.decision).toBe('merged');
  const log = verdict.attempts[0]?.log ?? '';
  const seen = /home=(\S+) entries=\s*(\d+) xdg=(\S+)/.exec(log);
  expect(seen?.[2]).toBe('0');
  expect(seen?.[1]).not.toBe(home);
  expect(seen?.[3]).toBe(`${seen?.[1]}/.config`);
  expect(existsSync(seen?.[1] as string)).toBe(false);
  expect(existsSync(join(home, '.gitconfig'))).toBe(false);
  expect(existsSync(marker)).toBe(false);
});
