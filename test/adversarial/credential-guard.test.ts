/**
 * The credential guard on real repositories: actions/checkout's two ways of persisting the job token
 * (v4/v5 extraheader in .git/config, v6 includeIf of a RUNNER_TEMP credentials file) are set with
 * `git config`, and an "evaluator" in a worktree of the repository must not see them while guarded.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitAdapter } from '../../src/git/adapter.js';
import { gitExecIn } from '../helpers/adversarial-git.js';
import {
  credentialEntries,
  removeEntries,
  guardCredentials,
  parseConfigList,
} from '../../src/gate/credential-guard.js';

const TOKEN_B64 = Buffer.from('x-access-token:ghs_FAKEtokenFAKEtokenFAKEtoken0123').toString('base64');
const HEADER = `AUTHORIZATION: basic ${TOKEN_B64}`;

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@e',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@e',
    },
  });
}

interface Checkout {
  root: string;
  work: string;
  worktree: string;
  runnerTemp: string;
  credentialsFile: string;
}

/** A repository laid out like a runner's checkout, plus a detached worktree where "the evaluation" runs. */
function checkout(): Checkout {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'cred-guard-')));
  const work = join(root, 'workspace');
  const runnerTemp = join(root, 'runner_temp');
  mkdirSync(runnerTemp);
  git(root, ['init', '-q', '-b', 'main', work]);
  writeFileSync(join(work, 'a.txt'), 'a\n');
  git(work, ['add', 'a.txt']);
  git(work, ['commit', '-q', '-m', 'a']);
  const worktree = join(root, 'wt');
  git(work, ['worktree', 'add', '-q', '--detach', worktree, 'HEAD']);
  return {
    root,
    work,
    worktree,
    runnerTemp,
    credentialsFile: join(runnerTemp, 'git-credentials-1b2c3d.config'),
  };
}

/** What the evaluated code can see from its worktree. */
function visibleToEvaluator(c: Checkout): string {
  const list = git(c.worktree, ['config', '--list', '--show-origin']);
  const commonDir = git(c.worktree, ['rev-parse', '--path-format=absolute', '--git-common-dir']).trim();
  const raw = readFileSync(join(commonDir, 'config'), 'utf8');
  const temp = existsSync(c.credentialsFile) ? readFileSync(c.credentialsFile, 'utf8') : '';
  return `${list}\n${raw}\n${temp}`;
}

/** checkout v4/v5: the header in .git/config. */
function persistV5(c: Checkout): void {
  git(c.work, ['config', '--local', 'http.https://github.com/.extraheader', HEADER]);
}

/** checkout v6: the header in a RUNNER_TEMP file, pulled in by includeIf for the repo and its worktrees. */
function persistV6(c: Checkout): void {
  git(c.work, ['config', '--file', c.credentialsFile, 'http.https://github.com/.extraheader', HEADER]);
  execFileSync('chmod', ['600', c.credentialsFile]);
  const gitDir = join(c.work, '.git');
  git(c.work, ['config', '--local', `includeIf.gitdir:${gitDir}.path`, c.credentialsFile]);
  git(c.work, ['config', '--local', `includeIf.gitdir:${gitDir}/worktrees/*.path`, c.credentialsFile]);
  git(c.work, [
    'config',
    '--local',
    'includeIf.gitdir:/github/workspace/.git.path',
    '/github/runner_temp/git-credentials-1b2c3d.config',
  ]);
}

describe('credential guard (real repositories)', () => {
  let c: Checkout;
  beforeEach(() => {
    c = checkout();
  });
  afterEach(() => {
    rmSync(c.root, { recursive: true, force: true });
  });

  test('the setup really exposes the token to a worktree (the test can fail)', () => {
    persistV5(c);
    persistV6(c);
    expect(visibleToEvaluator(c)).toContain(TOKEN_B64);
    expect(git(c.worktree, ['config', '--get-all', 'http.https://github.com/.extraheader'])).toContain(
      TOKEN_B64,
    );
  });

  test('checkout v5 extraheader: hidden while guarded, restored byte for byte', async () => {
    git(c.work, ['config', '--local', 'remote.origin.url', 'https://github.com/o/r']);
    persistV5(c);
    const before = readFileSync(join(c.work, '.git', 'config'));
    const modeBefore = statSync(join(c.work, '.git', 'config')).mode;
    {
      await using guard = await guardCredentials(gitExecIn(c.work), join(c.work, '.git'), {
        registerCleanup: () => () => undefined,
      });
      expect(guard.hiddenEntries.map((e) => e.key)).toEqual(['http.https://github.com/.extraheader']);
      const seen = visibleToEvaluator(c);
      expect(seen).not.toContain(TOKEN_B64);
      expect(seen.toLowerCase()).not.toContain('extraheader');
      expect(seen).toContain('remote.origin.url=https://github.com/o/r');
    }
    expect(readFileSync(join(c.work, '.git', 'config')).equals(before)).toBe(true);
    expect(statSync(join(c.work, '.git', 'config')).mode).toBe(modeBefore);
  });

  test('checkout v6 includeIf + credentials file: entries and file hidden, both restored', async () => {
    persistV6(c);
    const configBefore = readFileSync(join(c.work, '.git', 'config'));
    const fileBefore = readFileSync(c.credentialsFile);
    // Through the gate's own adapter, as the gate runs it.
    const adapter = new GitAdapter(c.worktree);
    const guard = await guardCredentials((args) => adapter.run(args), await adapter.commonDir(), {
      registerCleanup: () => () => undefined,
    });
    expect(guard.hiddenEntries).toHaveLength(3);
    expect(guard.hiddenFiles).toEqual([c.credentialsFile]);
    const seen = visibleToEvaluator(c);
    expect(seen).not.toContain(TOKEN_B64);
    expect(seen).not.toContain('git-credentials-');
    expect(existsSync(c.credentialsFile)).toBe(false);
    expect(await guard.restore()).toEqual({ configTampered: false, gitState: [] });
    expect(readFileSync(join(c.work, '.git', 'config')).equals(configBefore)).toBe(true);
    expect(readFileSync(c.credentialsFile).equals(fileBefore)).toBe(true);
    expect(statSync(c.credentialsFile).mode & 0o777).toBe(0o600);
    expect(git(c.worktree, ['config', '--get', 'http.https://github.com/.extraheader']).trim()).toBe(HEADER);
  });

  test('an include of a file that sets an extraheader is hidden whatever its name; other includes stay', async () => {
    const custom = join(c.runnerTemp, 'auth.inc');
    const harmless = join(c.runnerTemp, 'aliases.inc');
    git(c.work, ['config', '--file', custom, 'http.https://example.com/.extraheader', HEADER]);
    git(c.work, ['config', '--file', harmless, 'alias.st', 'status']);
    git(c.work, ['config', '--local', '--add', 'include.path', custom]);
    git(c.work, ['config', '--local', '--add', 'include.path', harmless]);
    await using guard = await guardCredentials(gitExecIn(c.work), join(c.work, '.git'), {
      registerCleanup: () => () => undefined,
    });
    expect(guard.hiddenEntries).toEqual([{ key: 'include.path', value: custom }]);
    expect(git(c.worktree, ['config', '--get-all', 'include.path']).trim()).toBe(harmless);
    expect(git(c.worktree, ['config', 'alias.st']).trim()).toBe('status');
  });

  test('restored when the evaluation throws, and config written during the eval is discarded and reported', async () => {
    persistV5(c);
    const before = readFileSync(join(c.work, '.git', 'config'));
    let result: { configTampered: boolean } | null = null;
    await expect(
      (async () => {
        const guard = await guardCredentials(gitExecIn(c.work), join(c.work, '.git'), {
          registerCleanup: () => () => undefined,
        });
        try {
          // The evaluated code plants a command the gate's later git calls would run.
          git(c.worktree, ['config', 'core.fsmonitor', 'touch /tmp/arbor-pwned']);
          throw new Error('evaluation crashed');
        } finally {
          result = await guard.restore();
        }
      })(),
    ).rejects.toThrow('evaluation crashed');
    expect(result).toEqual({ configTampered: true, gitState: [] });
    expect(readFileSync(join(c.work, '.git', 'config')).equals(before)).toBe(true);
  });

  test('the signal cleanup registry restores the credentials', async () => {
    persistV6(c);
    const cleanups: Array<() => Promise<void>> = [];
    await guardCredentials(gitExecIn(c.work), join(c.work, '.git'), {
      registerCleanup: (cleanup) => {
        cleanups.push(cleanup);
        return () => cleanups.splice(cleanups.indexOf(cleanup), 1);
      },
    });
    expect(existsSync(c.credentialsFile)).toBe(false);
    expect(cleanups).toHaveLength(1);
    await cleanups[0]?.();
    expect(existsSync(c.credentialsFile)).toBe(true);
    expect(git(c.work, ['config', '--get', 'http.https://github.com/.extraheader']).trim()).toBe(HEADER);
    expect(cleanups).toHaveLength(0);
  });

  test('a repository without credentials: nothing hidden, config unchanged', async () => {
    const before = readFileSync(join(c.work, '.git', 'config'));
    const guard = await guardCredentials(gitExecIn(c.work), join(c.work, '.git'), {
      registerCleanup: () => () => undefined,
    });
    expect(guard.hiddenEntries).toEqual([]);
    expect(await guard.restore()).toEqual({ configTampered: false, gitState: [] });
    expect(readFileSync(join(c.work, '.git', 'config')).equals(before)).toBe(true);
  });
});

describe('credentialEntries / parseConfigList / removeEntries (pure)', () => {
  test('removeEntries drops exactly the named entries, in any section spelling, and keeps comments and the rest', () => {
    const text = [
      '[core]',
      '\tbare = false',
      '[http "https://github.com/"]',
      '\textraheader = AUTHORIZATION: basic abc',
      '\tsslVerify = true',
      '[includeIf "gitdir:/w/.git/worktrees/*"]',
      '\tpath = "/rt/git-credentials-1.config" # checkout',
      '[include]',
      '\tpath = other.inc',
      '; a comment',
      '',
    ].join('\n');
    expect(
      removeEntries(text, [
        { key: 'http.https://github.com/.extraheader', value: 'AUTHORIZATION: basic abc' },
        { key: 'includeif.gitdir:/w/.git/worktrees/*.path', value: '/rt/git-credentials-1.config' },
      ]),
    ).toBe(
      [
        '[core]',
        '\tbare = false',
        '[http "https://github.com/"]',
        '\tsslVerify = true',
        '[includeIf "gitdir:/w/.git/worktrees/*"]',
        '[include]',
        '\tpath = other.inc',
        '; a comment',
        '',
      ].join('\n'),
    );
  });

  test('finds extraheaders under any URL and credential includes by name, keeps the rest', () => {
    const list = parseConfigList(
      [
        'core.bare\nfalse',
        'core.sparse',
        'http.extraheader\nX: 1',
        'http.https://GitHub.com/.extraheader\nAUTHORIZATION: basic abc',
        'includeif.gitdir:/w/.git.path\n/tmp/rt/git-credentials-9.config',
        'includeif.onbranch:main.path\nother.inc',
        'url.https://github.com/.insteadof\ngit@github.com:',
      ].join('\0') + '\0',
    );
    expect(list[1]).toEqual({ key: 'core.sparse', value: null });
    expect(credentialEntries(list, '/w/.git/config', () => false).map((e) => e.key)).toEqual([
      'http.extraheader',
      'http.https://GitHub.com/.extraheader',
      'includeif.gitdir:/w/.git.path',
    ]);
    expect(
      credentialEntries(list, '/w/.git/config', (p) => p === '/w/.git/other.inc').map((e) => e.key),
    ).toContain('includeif.onbranch:main.path');
  });
});
