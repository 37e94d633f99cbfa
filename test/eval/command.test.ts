import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evalFolderEnvironment, evalFolders } from '../../src/eval/isolation/environment.js';
import { UserError } from '../../src/errors.js';
import {
  evalEnvironment,
  quoteShellWord,
  substituteCommand,
  validateNodeId,
} from '../../src/eval/command.js';

describe('validateNodeId', () => {
  it('accepts Arbor node ids', () => {
    for (const id of ['0', '1.2', 'n1-a_b', 'A'.repeat(128)])
      expect(validateNodeId(id, '--node-id')).toBe(id);
  });

  it('refuses anything else with a UserError naming the flag', () => {
    for (const id of ['', '-x', '.x', 'a b', 'a/b', '$(id)', 'a;b', 'A'.repeat(129), 'é']) {
      expect(() => validateNodeId(id, '--node-id')).toThrow(UserError);
    }
    expect(() => validateNodeId('a b', 'node_id')).toThrow(/^node_id: "a b" is not a valid node id/);
  });
});

describe('substituteCommand', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'arbor-gate-cmd-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  // The marker is relative: sh runs in `root`, so an injected `touch` would create root/pwned.
  const marker = 'pwned';
  const hostile = [
    `it's`,
    `a"b`,
    `$(touch ${marker})`,
    `\`touch ${marker}\``,
    `x; touch ${marker}`,
    `x' ; touch ${marker} ; '`,
    `x" ; touch ${marker} ; "`,
    `a\nb`,
    `\\'$HOME*`,
  ];

  it('quotes values so sh reads them back exactly and runs nothing in them', () => {
    for (const value of hostile) {
      const printed = execFileSync('sh', ['-c', `printf %s ${quoteShellWord(value)}`], {
        cwd: root,
      }).toString();
      expect(printed).toBe(value);
    }
    expect(existsSync(join(root, marker))).toBe(false);
  });

  it('substitutes a hostile cwd as one word, executing nothing', () => {
    for (const name of hostile) {
      const cwd = join(root, name);
      mkdirSync(cwd);
      const command = substituteCommand('cd {cwd} && pwd && echo {node_id}', { cwd, nodeId: 'n1.2' });
      const printed = execFileSync('sh', ['-c', command], { cwd: root }).toString();
      expect(printed).toBe(`${cwd}\nn1.2\n`);
      rmSync(cwd, { recursive: true });
    }
    expect(existsSync(join(root, marker))).toBe(false);
  });

  it('leaves safe values bare, so Arbor templates with "{cwd}" keep working', () => {
    expect(substituteCommand('cd "{cwd}" && run --name {node_id}', { cwd: '/tmp/wt-1', nodeId: '1.2' })).toBe(
      'cd "/tmp/wt-1" && run --name 1.2',
    );
  });

  it('refuses a value that needs quoting where the template quotes the placeholder', () => {
    const cwd = '/tmp/$(touch x)';
    expect(() => substituteCommand('cd "{cwd}"', { cwd, nodeId: '1' })).toThrow(UserError);
    expect(() => substituteCommand("cd '{cwd}'", { cwd, nodeId: '1' })).toThrow(/write \{cwd\} unquoted/);
    expect(() => substituteCommand('echo $(cat {cwd})', { cwd, nodeId: '1' })).toThrow(UserError);
    expect(substituteCommand('echo "a" \'b\' && cd {cwd}', { cwd, nodeId: '1' })).toBe(
      `echo "a" 'b' && cd '/tmp/$(touch x)'`,
    );
  });

  it('refuses an invalid node id', () => {
    expect(() => substituteCommand('x {node_id}', { cwd: '/tmp', nodeId: '1; rm -rf /' })).toThrow(UserError);
  });
});

describe('evalEnvironment', () => {
  it("removes the runner's credentials, sets TERM=dumb and adds the extra variables", () => {
    const env = evalEnvironment(
      {
        PATH: '/usr/bin',
        HOME: '/home/u',
        TERM: 'xterm',
        GITHUB_TOKEN: 't',
        GH_TOKEN: 't',
        INPUT_GITHUB_TOKEN: 't',
        INPUT_EVAL_CMD: 'x',
        ACTIONS_RUNTIME_TOKEN: 't',
        ACTIONS_RUNTIME_URL: 'u',
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: 't',
        ACTIONS_ID_TOKEN_REQUEST_URL: 'u',
        ACTIONS_CACHE_URL: 'u',
        ACTIONS_RESULTS_URL: 'u',
        GITHUB_SHA: 'abc',
        UNSET: undefined,
      },
      { ARBOR_CWD: '/w', ARBOR_NODE_ID: '1.2' },
    );
    expect(env).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/u',
      TERM: 'dumb',
      GITHUB_SHA: 'abc',
      ARBOR_CWD: '/w',
      ARBOR_NODE_ID: '1.2',
    });
    // The runner's file commands are removed too; the evaluation's own folders replace HOME and TMPDIR.
    const fileCommands = {
      GITHUB_ENV: 'e',
      GITHUB_PATH: 'p',
      GITHUB_OUTPUT: 'o',
      GITHUB_STATE: 's',
      GITHUB_STEP_SUMMARY: 'm',
    };
    const fresh = evalFolderEnvironment(evalFolders('/tmp/w'), null);
    expect(
      evalEnvironment({ PATH: '/usr/bin', HOME: '/home/u', TMPDIR: '/t', ...fileCommands }, fresh),
    ).toEqual({
      PATH: '/usr/bin',
      TERM: 'dumb',
      ...fresh,
    });
  });
});
