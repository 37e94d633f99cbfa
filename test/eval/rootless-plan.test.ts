/** The rootless mode's command line and environment (src/eval/isolation/rootless.ts), pure. */
import { describe, expect, test } from '@jest/globals';
import {
  namespaceInit,
  rootlessArgs,
  rootlessEnvironment,
  rootlessLaunch,
  type RootlessPlan,
} from '../../src/eval/isolation/rootless.js';
import { pinnedFolders } from '../../src/eval/isolation/view-mounts.js';

const plan: RootlessPlan = {
  bwrap: '/usr/bin/bwrap',
  system: [
    { path: '/usr', link: null },
    { path: '/bin', link: 'usr/bin' },
  ],
  tempBinds: [{ source: '/w/f/tmp', target: '/tmp' }],
  writable: ['/w/f/worktree', '/w/f/home'],
  hidden: [{ path: '/usr/src/checkout', kind: 'dir' }],
  view: {
    readOnly: [{ source: '/home/u/venv', target: '/home/u/venv' }],
    masked: ['/home/u/venv/token'],
    devices: ['/dev/nvidia0'],
    env: { PATH: '/home/u/venv/bin:/usr/bin' },
  },
  viewMasks: [{ path: '/home/u/venv/token', kind: 'file' }],
  readOnlyInPlace: ['/w/f/worktree/eval.sh'],
  pinned: [],
  infoFile: '/w/f/bwrap-info.json',
};

describe('rootlessArgs', () => {
  const args = rootlessArgs(plan, ['sh', '-c', 'x']);
  const pairs = (flag: string) =>
    args.flatMap((arg, i) => (arg === flag ? [`${args[i + 1]} ${args[i + 2]}`] : []));

  test('every namespace, no nested user namespace, the end tied to the gate', () => {
    for (const flag of [
      '--unshare-user',
      '--unshare-pid',
      '--unshare-net',
      '--unshare-ipc',
      '--disable-userns',
      '--die-with-parent',
    ])
      expect(args).toContain(flag);
    expect(args.slice(-6)).toEqual(['--info-fd', '3', '--', 'sh', '-c', 'x']);
  });

  test('system folders read-only, merged-/usr links made again, the view applied, devices passed', () => {
    expect(pairs('--ro-bind')).toEqual([
      '/usr /usr',
      '/home/u/venv /home/u/venv',
      '/dev/null /home/u/venv/token',
      '/w/f/worktree/eval.sh /w/f/worktree/eval.sh',
    ]);
    expect(pairs('--symlink')).toEqual(['usr/bin /bin']);
    expect(pairs('--dev-bind')).toEqual(['/dev/nvidia0 /dev/nvidia0']);
  });

  test('writable only the own folders; protected paths after them; masks read-only at the end', () => {
    expect(pairs('--bind')).toEqual(['/w/f/tmp /tmp', '/w/f/worktree /w/f/worktree', '/w/f/home /w/f/home']);
    const at = (value: string) => args.indexOf(value);
    expect(at('/w/f/worktree/eval.sh')).toBeGreaterThan(at('/w/f/worktree'));
    expect(args[at('/usr/src/checkout') - 1]).toBe('--tmpfs');
    expect(args.slice(at('--info-fd') - 4, at('--info-fd'))).toEqual([
      '--remount-ro',
      '/usr/src/checkout',
      '--remount-ro',
      '/',
    ]);
    expect(args[args.lastIndexOf('/usr/src/checkout') - 1]).toBe('--remount-ro');
    expect(args).not.toContain('/run');
  });
});

test('a view target inside the worktree is bound after it, the folders on its way over themselves first', () => {
  const venv = { source: '/c/envs/ml', target: '/w/f/worktree/envs/ml' };
  const view = { ...plan.view, readOnly: [...plan.view.readOnly, venv] };
  const pinned = pinnedFolders(view, '/w/f/worktree');
  expect(pinned).toEqual(['/w/f/worktree/envs']);
  const args = rootlessArgs({ ...plan, view, pinned }, ['true']);
  const at = (flag: string, path: string) => args.findIndex((arg, i) => arg === flag && args[i + 2] === path);
  expect(at('--ro-bind', '/home/u/venv')).toBeLessThan(at('--bind', '/w/f/worktree'));
  expect(at('--bind', '/w/f/worktree')).toBeLessThan(at('--bind', '/w/f/worktree/envs'));
  expect(at('--bind', '/w/f/worktree/envs')).toBeLessThan(at('--ro-bind', '/w/f/worktree/envs/ml'));
});

test('the session variables are dropped and the view sets its own', () => {
  const env = rootlessEnvironment(
    {
      PATH: '/usr/bin',
      SSH_AUTH_SOCK: '/tmp/ssh-x/agent.1',
      DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus',
      DISPLAY: ':0',
      XDG_RUNTIME_DIR: '/w/f/run',
      KEEP: '1',
    },
    plan.view,
  );
  expect(env).toEqual({ PATH: '/home/u/venv/bin:/usr/bin', XDG_RUNTIME_DIR: '/w/f/run', KEEP: '1' });
});

test('the launch opens the info file on fd 3 and execs bwrap by its path', () => {
  const launch = rootlessLaunch(plan, ['true'], {});
  expect(launch.file).toBe('/bin/sh');
  expect(launch.args.slice(0, 4)).toEqual([
    '-c',
    'exec 3>"$0" && exec "$@"',
    '/w/f/bwrap-info.json',
    '/usr/bin/bwrap',
  ]);
});

test("PID 1's pid and namespace from bwrap's info, nothing from anything else", () => {
  expect(namespaceInit('{"child-pid": 4242, "pid-namespace": 4026532177}')).toEqual({
    pid: 4242,
    pidNamespace: 4026532177,
  });
  for (const text of ['', '{', '{"child-pid": 1, "pid-namespace": 5}', '{"child-pid": "42"}'])
    expect(namespaceInit(text)).toBeNull();
});
