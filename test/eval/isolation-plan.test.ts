/**
 * The pure parts of evaluation isolation (src/eval/isolation): the command lines that enter the account
 * (as root and through sudo, which this machine cannot exercise for real), the ownership plan of a
 * worktree, the folders to hide, the environment, and the account checks.
 */
import { describe, expect, test } from '@jest/globals';
import {
  parsePasswdLine,
  unsafeAccountReason,
  useraddArgv,
  validateAccountName,
} from '../../src/eval/isolation/account.js';
import {
  evalFolderEnvironment,
  evalFolders,
  foldersToHide,
  hiddenCandidates,
} from '../../src/eval/isolation/environment.js';
import { findCgroup2, SUPERVISE_SCRIPT } from '../../src/eval/isolation/cgroup.js';
import {
  dropToAccount,
  evaluationLaunch,
  gateLaunch,
  HIDE_SCRIPT,
  inNamespaces,
  killAllArgv,
} from '../../src/eval/isolation/launch.js';
import { createdShadows } from '../../src/eval/isolation/shadows.js';
import { privateTempBinds, sweepArgv } from '../../src/eval/isolation/temp-folders.js';
import { planOwnership, pycacheFolders, type EntryKind } from '../../src/eval/isolation/ownership.js';
import { statusBelongsTo } from '../../src/eval/isolation/processes.js';
import { privilegedArgv } from '../../src/eval/isolation/tools.js';
import { UserError } from '../../src/errors.js';

const account = { name: 'arbor-eval', uid: 998, gid: 997 };
const SETPRIV = [
  'setpriv',
  '--reuid=998',
  '--regid=997',
  '--clear-groups',
  '--no-new-privs',
  '--inh-caps=-all',
  '--bounding-set=-all',
  '--',
];

describe('entering the account', () => {
  test('as root: setpriv drops uid, gid, groups and every capability, then execs sh -c with the env as is', () => {
    const env = { PATH: '/usr/bin:/bin', HOME: '/tmp/x/home' };
    const launch = evaluationLaunch(
      { privilege: 'root', account, pidns: false, hide: [], binds: [], cgroup: null },
      ['sh', '-c', 'python eval.py'],
      env,
    );
    expect([launch.file, ...launch.args]).toEqual([...SETPRIV, 'sh', '-c', 'python eval.py']);
    expect(launch.env).toBe(env);
  });

  test('as root with a PID namespace: unshare, the fixed hide script with the folders as arguments, then setpriv', () => {
    const launch = evaluationLaunch(
      {
        privilege: 'root',
        account,
        pidns: true,
        hide: ['/work/repo', '/runner/temp dir'],
        binds: [],
        cgroup: null,
      },
      ['sh', '-c', 'cmd'],
      { PATH: '/bin' },
    );
    const argv = [launch.file, ...launch.args];
    const unshare = argv.slice(0, argv.indexOf('--'));
    expect(unshare[0]).toBe('unshare');
    for (const option of ['--pid', '--fork', '--kill-child', '--mount-proc'])
      expect(unshare).toContain(option);
    // Then the root-side script with the folders as positional arguments, then the account's command.
    const script = argv.slice(unshare.length + 1);
    expect(script.slice(0, 6)).toEqual([
      'sh',
      '-c',
      HIDE_SCRIPT,
      'arbor-gate-hide',
      '/work/repo',
      '/runner/temp dir',
    ]);
    // No binds given: an empty list of pairs between the two `--`.
    expect(script.slice(6)).toEqual(['--', '--', ...SETPRIV, 'sh', '-c', 'cmd']);
    // The script never contains a folder name.
    expect(HIDE_SCRIPT).not.toContain('/work');
  });

  test('through sudo: sudo -n -k, then env -i with exactly the evaluation environment, then the same command', () => {
    const launch = evaluationLaunch(
      { privilege: 'sudo', account, pidns: true, hide: ['/home/runner'], binds: [], cgroup: null },
      ['sh', '-c', 'cmd'],
      { PATH: '/opt/py/bin:/usr/bin', HOME: '/tmp/w/home', 'BAD=NAME': 'x', '-x': 'y', VALUE: 'a=b c' },
    );
    expect(launch.file).toBe('sudo');
    const [, , , dashes, envCommand, clear, ...rest] = [launch.file, ...launch.args];
    expect([dashes, envCommand, clear]).toEqual(['--', 'env', '-i']);
    expect(launch.args.slice(0, 3)).toEqual(['-n', '-k', '--']);
    expect(rest.slice(0, 3)).toEqual(['PATH=/opt/py/bin:/usr/bin', 'HOME=/tmp/w/home', 'VALUE=a=b c']);
    expect(rest.slice(3, 5)).toEqual(['unshare', '--pid']);
    expect(rest.slice(-3)).toEqual(['sh', '-c', 'cmd']);
    // sudo itself only needs a PATH; the evaluation's variables travel on env's command line.
    expect(launch.env).toEqual({ PATH: '/opt/py/bin:/usr/bin' });
  });

  test('ending every process: a shell that is the account itself sends SIGKILL to -1; through sudo when not root', () => {
    const asAccount = [...dropToAccount(account), 'sh', '-c', 'kill -KILL -1 2>/dev/null; exit 0'];
    expect(killAllArgv({ privilege: 'root', account })).toEqual(asAccount);
    expect(killAllArgv({ privilege: 'sudo', account })).toEqual(['sudo', '-n', '-k', '--', ...asAccount]);
    expect(privilegedArgv('sudo', ['chown', 'a'])).toEqual(['sudo', '-n', '-k', '--', 'chown', 'a']);
  });

  test('useradd makes a system account with its own group, no home and no login', () => {
    const argv = useraddArgv('arbor-eval', '/usr/sbin/nologin');
    expect(argv[0]).toBe('useradd');
    for (const option of ['--system', '--user-group', '--no-create-home']) expect(argv).toContain(option);
    expect(argv.slice(argv.indexOf('--shell'), argv.indexOf('--shell') + 2)).toEqual([
      '--shell',
      '/usr/sbin/nologin',
    ]);
    expect(argv.slice(-2)).toEqual(['--', 'arbor-eval']);
  });
});

describe('the account', () => {
  test.each(['arbor-eval', '_eval', 'e1'])('%s is a valid account name', (name) => {
    expect(validateAccountName(name, '--eval-user')).toBe(name);
  });

  test.each(['', 'Root', '-x', 'a b', 'a:b', '../x', 'x'.repeat(33), 'ev$al'])(
    '%j is refused with a message naming the flag',
    (name) => {
      expect(() => validateAccountName(name, '--eval-user')).toThrow(UserError);
      expect(() => validateAccountName(name, '--eval-user')).toThrow(/^--eval-user: /);
    },
  );

  test('getent lines are parsed; anything else is not an entry', () => {
    expect(
      parsePasswdLine('arbor-eval:x:998:997:arbor-gate evaluation:/nonexistent:/usr/sbin/nologin\n'),
    ).toEqual({ name: 'arbor-eval', uid: 998, gid: 997, home: '/nonexistent', shell: '/usr/sbin/nologin' });
    expect(parsePasswdLine('')).toBeNull();
    expect(parsePasswdLine('a:x:y:1:g:/h:/s')).toBeNull();
  });

  test('root, the gate itself, its group and login accounts are refused; a service account is not', () => {
    const gate = { uid: 1001, gid: 1001 };
    const entry = { name: 'e', uid: 998, gid: 997, home: '/nonexistent', shell: '/usr/sbin/nologin' };
    expect(unsafeAccountReason(entry, gate)).toBeNull();
    expect(unsafeAccountReason({ ...entry, uid: 0 }, gate)).toMatch(/root/);
    expect(unsafeAccountReason({ ...entry, gid: 0 }, gate)).toMatch(/root/);
    expect(unsafeAccountReason({ ...entry, uid: 1001 }, gate)).toMatch(/gate's own user/);
    expect(unsafeAccountReason({ ...entry, gid: 1001 }, gate)).toMatch(/gate's own group/);
    expect(unsafeAccountReason({ ...entry, shell: '/bin/bash' }, gate)).toMatch(
      /login shell \(\/bin\/bash\)/,
    );
  });

  test('a process belongs to the account by any of its uids, unless it is a zombie', () => {
    const status = (state: string, uids: string) => `Name:\tx\nState:\t${state} (x)\nUid:\t${uids}\n`;
    expect(statusBelongsTo(status('S', '998\t998\t998\t998'), 998)).toBe(true);
    // A setuid-root program started by the account keeps its real uid.
    expect(statusBelongsTo(status('R', '998\t0\t0\t0'), 998)).toBe(true);
    expect(statusBelongsTo(status('S', '0\t0\t0\t0'), 998)).toBe(false);
    expect(statusBelongsTo(status('Z', '998\t998\t998\t998'), 998)).toBe(false);
    expect(statusBelongsTo('', 998)).toBe(false);
  });
});

describe('the worktree ownership plan', () => {
  const tree = (paths: Record<string, EntryKind>) => new Map(Object.entries(paths));

  test('a protected file at the root: the root becomes gate-owned and sticky, not sealed (the branch owns files there)', () => {
    const plan = planOwnership(
      tree({ '.git': 'file', 'eval.sh': 'file', 'solution.txt': 'file', src: 'dir', 'src/a.py': 'file' }),
      ['eval.sh', '.git'],
    );
    expect(plan).toEqual({ gateFiles: ['eval.sh', '.git'], stickyDirs: [''], sealedDirs: [] });
  });

  test('every folder on the way to a protected file is sealed, whatever else it holds; the root stays sticky', () => {
    const plan = planOwnership(
      tree({
        '.git': 'file',
        'run.sh': 'file',
        bench: 'dir',
        'bench/eval': 'dir',
        'bench/eval/score.py': 'file',
        'bench/eval/data': 'dir',
        'bench/eval/data/test.csv': 'file',
        'bench/notes.md': 'file',
        '.github': 'dir',
        '.github/workflows': 'dir',
        '.github/workflows/ci.yml': 'file',
      }),
      ['.git', 'bench/eval/score.py', 'bench/eval/data/test.csv', '.github/workflows/ci.yml', 'gone.txt'],
    );
    expect(plan.gateFiles).toEqual([
      '.git',
      'bench/eval/score.py',
      'bench/eval/data/test.csv',
      '.github/workflows/ci.yml',
    ]);
    // Every folder on the way is sealed, bench/ too although it holds the branch's notes; the root stays writable.
    expect(plan.sealedDirs.sort()).toEqual([
      '.github',
      '.github/workflows',
      'bench',
      'bench/eval',
      'bench/eval/data',
    ]);
    expect(plan.stickyDirs).toEqual(['']);
  });

  test('protected symlinks are kept by the gate; a protected path that is a folder in the worktree is not chowned as a file', () => {
    const plan = planOwnership(tree({ '.git': 'file', link: 'symlink', sub: 'dir', 'sub/x': 'file' }), [
      '.git',
      'link',
      'sub',
    ]);
    expect(plan.gateFiles).toEqual(['.git', 'link']);
    expect(plan.stickyDirs).toEqual(['']);
    expect(plan.sealedDirs).toEqual([]);
  });
});

describe('what the evaluation sees', () => {
  test('HOME, TMPDIR and the XDG folders point into its own folder; USER and LOGNAME name the account when isolated', () => {
    const folders = evalFolders('/tmp/arbor-gate-source-x');
    expect(evalFolderEnvironment(folders, 'arbor-eval')).toEqual({
      HOME: '/tmp/arbor-gate-source-x/home',
      TMPDIR: '/tmp/arbor-gate-source-x/tmp',
      TMP: '/tmp/arbor-gate-source-x/tmp',
      TEMP: '/tmp/arbor-gate-source-x/tmp',
      XDG_CONFIG_HOME: '/tmp/arbor-gate-source-x/home/.config',
      XDG_CACHE_HOME: '/tmp/arbor-gate-source-x/home/.cache',
      XDG_DATA_HOME: '/tmp/arbor-gate-source-x/home/.local/share',
      XDG_STATE_HOME: '/tmp/arbor-gate-source-x/home/.local/state',
      PYTHONNOUSERSITE: '1',
      XDG_RUNTIME_DIR: '/tmp/arbor-gate-source-x/run',
      USER: 'arbor-eval',
      LOGNAME: 'arbor-eval',
    });
    expect(evalFolderEnvironment(folders, null)).not.toHaveProperty('USER');
  });

  test('hidden: the checkout, its git folder, the logs, RUNNER_TEMP, the file-command folders and HOME', () => {
    const candidates = hiddenCandidates({
      repository: '/home/runner/work/r/r',
      gitDir: '/srv/r.git',
      logDir: '/home/runner/work/_temp/arbor-gate-logs-1',
      env: {
        RUNNER_TEMP: '/home/runner/work/_temp',
        GITHUB_ENV: '/home/runner/work/_temp/_runner_file_commands/set_env_1',
        GITHUB_STEP_SUMMARY: '/elsewhere/summary/step_summary_1',
        HOME: '/home/runner',
        GITHUB_OUTPUT: 'relative/out',
      },
    });
    expect(candidates).toEqual([
      '/home/runner/work/r/r',
      '/srv/r.git',
      '/home/runner/work/_temp/arbor-gate-logs-1',
      '/home/runner/work/_temp',
      '/home/runner/work/_temp/_runner_file_commands',
      '/elsewhere/summary',
      '/home/runner',
    ]);
    // Nested folders collapse into the outermost; / and folders holding the evaluation are never hidden.
    expect(foldersToHide([...candidates, '/', '/tmp'], '/tmp/arbor-gate-source-1')).toEqual([
      '/srv/r.git',
      '/home/runner',
      '/elsewhere/summary',
    ]);
  });
});

describe('issue 24: private temp folders, the cgroup end, run-time shadows (pure parts)', () => {
  test('cgroup2 is found in mountinfo on a hybrid layout; a read-only one or none is said so', () => {
    const hybrid = [
      '30 22 0:27 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755',
      '36 30 0:33 / /sys/fs/cgroup/freezer rw,relatime - cgroup cgroup rw,freezer',
      '40 30 0:37 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
    ].join('\n');
    expect(findCgroup2(hybrid)).toEqual({ path: '/sys/fs/cgroup/unified' });
    expect(findCgroup2('29 23 0:26 / /sys/fs/cgroup ro,nosuid - cgroup2 cgroup rw')).toEqual({
      missing: 'cgroup2 is mounted read-only at /sys/fs/cgroup',
    });
    expect(findCgroup2('40 30 0:37 / /mnt/with\\040space rw - cgroup2 cgroup2 rw')).toEqual({
      path: '/mnt/with space',
    });
    expect(findCgroup2(hybrid.split('\n').slice(0, 2).join('\n'))).toEqual({
      missing: 'cgroup2 is not mounted',
    });
  });

  test('without a PID namespace, the account runs under the root-side supervisor of its cgroup', () => {
    const launch = evaluationLaunch(
      { privilege: 'root', account, pidns: false, hide: [], binds: [], cgroup: '/cg/eval-1' },
      ['sh', '-c', 'cmd'],
      { PATH: '/bin' },
    );
    expect([launch.file, ...launch.args]).toEqual([
      'sh',
      '-c',
      SUPERVISE_SCRIPT,
      'arbor-gate-supervise',
      '/cg/eval-1',
      ...SETPRIV,
      'sh',
      '-c',
      'cmd',
    ]);
    expect(SUPERVISE_SCRIPT).not.toContain('eval-1');
  });

  test('in none mode under sudo the supervisor goes back to the gate: uid, gid and its groups', () => {
    const launch = gateLaunch(
      'sudo',
      '/cg/eval-2',
      { uid: 1001, gid: 1002, groups: [1002, 27] },
      ['sh', '-c', 'c'],
      {
        PATH: '/bin',
      },
    );
    const argv = [launch.file, ...launch.args];
    const supervise = argv.indexOf(SUPERVISE_SCRIPT);
    expect(argv.slice(0, 4)).toEqual(['sudo', '-n', '-k', '--']);
    expect(argv.slice(supervise + 3)).toEqual([
      'setpriv',
      '--reuid=1001',
      '--regid=1002',
      '--groups=1002,27',
      '--',
      'sh',
      '-c',
      'c',
    ]);
    // A root gate's own evaluation stays root, as it always ran.
    const asRoot = gateLaunch('root', '/cg/eval-3', { uid: 0, gid: 0, groups: [] }, ['sh', '-c', 'c'], {});
    expect(asRoot.args.slice(-3)).toEqual(['sh', '-c', 'c']);
    expect(asRoot.args).not.toContain('setpriv');
  });

  test('with a PID namespace the run binds its own folders over /tmp, /var/tmp and /dev/shm, after hiding', () => {
    const binds = privateTempBinds('/var/lib/arbor-gate/worktrees-0/x');
    expect(binds).toEqual([
      { source: '/var/lib/arbor-gate/worktrees-0/x/tmp', target: '/tmp' },
      { source: '/var/lib/arbor-gate/worktrees-0/x/var-tmp', target: '/var/tmp' },
      { source: '/var/lib/arbor-gate/worktrees-0/x/shm', target: '/dev/shm' },
    ]);
    const argv = inNamespaces(['/hidden'], binds, ['true']);
    const script = argv.indexOf(HIDE_SCRIPT);
    expect(argv.slice(script + 2)).toEqual([
      '/hidden',
      '--',
      ...binds.flatMap((bind) => [bind.source, bind.target]),
      '--',
      'true',
    ]);
  });

  test('the sweep of the shared temp folders removes only what the account owns, never across a mount', () => {
    const argv = sweepArgv(account);
    expect(argv.slice(0, 5)).toEqual(['find', '/tmp', '/var/tmp', '/dev/shm', '-xdev']);
    expect(argv.join(' ')).toContain('-user 998 -prune -exec rm -rf --one-file-system -- {} +');
  });

  test('__pycache__ beside each protected Python module, once per folder', () => {
    expect(pycacheFolders(['metric.py', 'eval/a.py', 'eval/b.py', 'eval/data.csv'])).toEqual([
      '__pycache__',
      'eval/__pycache__',
    ]);
  });

  test('run-time shadows at the root: lookup names beside a protected file; outputs pass', () => {
    const entry = (name: string, isPackage = false) => ({ name, package: isPackage });
    const before = [entry('eval.py'), entry('metric.js'), entry('solution.txt')];
    const after = [
      ...before,
      entry('json.py'),
      entry('conftest.py'),
      entry('node_modules'),
      entry('numpy', true),
      entry('outputs'),
      entry('metric'),
      entry('metric.mjs'),
      entry('eval.log'),
      entry('submission.csv'),
      entry('results.json'),
      entry('GNUmakefile'),
      entry('zz.pth'),
    ];
    expect(createdShadows(before, after, ['eval.py', 'metric.js'])).toEqual([
      'GNUmakefile',
      'conftest.py',
      'json.py',
      'metric',
      'metric.mjs',
      'node_modules',
      'numpy',
      'zz.pth',
    ]);
    // Without a protected file at the root, nothing there is a shadow of one.
    expect(createdShadows(before, after, [])).toEqual([]);
  });
});
