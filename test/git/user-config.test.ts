/**
 * What the gate's git still takes from the user's global config, which it otherwise ignores: the
 * folders declared safe (a checkout owned by another user, as in a container job) and the committer
 * identity when the repository names none. Read once per process, before the first git command, so
 * this file sets the gate's HOME before any adapter runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultGitFactory, GitAdapter } from '../../src/git/adapter.js';
import { parseScopedConfig, userConfigFrom } from '../../src/git/invocation.js';
import { TempWorktree } from '../../src/git/worktree.js';
import { createGateRepo, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

const isRoot = process.getuid?.() === 0;

describe('parsing the scoped config list', () => {
  it('keeps safe directories (an empty value resets them) and the last identity of the user scopes', () => {
    const out = [
      'system\0safe.directory\n/a',
      'global\0safe.directory\n',
      'global\0safe.directory\n/b',
      'global\0user.name\nHome User',
      'global\0user.email\nhome@example.com',
      'local\0safe.directory\n/ignored',
      'local\0user.email\nlocal@example.com',
      'global\0core.bare',
      '',
    ].join('\0');
    const entries = parseScopedConfig(out);
    expect(entries.at(-1)).toEqual({ scope: 'global', key: 'core.bare', value: null });
    expect(userConfigFrom(entries)).toEqual({
      safeDirectories: ['/b'],
      identity: { name: 'Home User', email: 'home@example.com' },
    });
    expect(userConfigFrom(parseScopedConfig('global\0user.name\nx\0'))).toEqual({
      safeDirectories: [],
      identity: null,
    });
  });
});

(isRoot ? describe : describe.skip)('a checkout owned by another user (runs as root: chown)', () => {
  let repo: GateRepo;
  let home: string;
  let saved: string | undefined;
  beforeAll(async () => {
    repo = await createGateRepo({ score: 5 });
    repo.git(['config', '--unset', 'user.name']);
    repo.git(['config', '--unset', 'user.email']);
    home = realpathSync(mkdtempSync(join(tmpdir(), 'gate-home-')));
    writeFileSync(
      join(home, '.gitconfig'),
      `[safe]\n\tdirectory = ${repo.work}\n[user]\n\tname = Home User\n\temail = home@example.com\n`,
    );
    execFileSync('chown', ['-R', '65534:65534', repo.work]);
    saved = process.env.HOME;
    process.env.HOME = home;
  });
  afterAll(async () => {
    process.env.HOME = saved;
    rmSync(home, { recursive: true, force: true });
    await repo.cleanup();
  });

  it('works where the user declared it safe, and commits as the user when the repository names no one', async () => {
    // Planted for real: git without the user's safe.directory refuses the repository.
    expect(() =>
      execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd: repo.work,
        env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
        stdio: 'pipe',
      }),
    ).toThrow(/dubious ownership/);

    const adapter = new GitAdapter(repo.work);
    expect(await adapter.resolveCommit(TRUNK)).toMatch(/^[0-9a-f]{40}$/);
    await using wt = await TempWorktree.create(adapter, TRUNK, 'test', defaultGitFactory);
    const head = (await wt.git.resolveCommit('HEAD'))!;
    const commit = await wt.git.commitTree(await wt.git.treeOf(head), [head], 'by the user');
    expect(await wt.git.run(['log', '-1', '--format=%an <%ae>|%cn <%ce>', commit])).toBe(
      'Home User <home@example.com>|Home User <home@example.com>\n',
    );
  });
});
