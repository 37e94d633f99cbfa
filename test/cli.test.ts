import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main, processFlagsFor } from '../src/cli.js';
import type { Io } from '../src/commands/command.js';

function captureIo(): Io & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    interactive: false,
    env: {},
    cwd: process.cwd(),
  };
}

describe('cli', () => {
  it('holds the young generation small for the one-pass session readers only', () => {
    expect(processFlagsFor(['report', 'session'])).toEqual(['--semi-space-growth-factor=1']);
    expect(processFlagsFor(['finalize'])).toEqual(['--semi-space-growth-factor=1']);
    for (const argv of [['merge'], ['verify'], ['mcp'], ['queue'], ['help', 'report'], ['--help'], []]) {
      expect(processFlagsFor(argv)).toEqual([]);
    }
  });

  it('prints help and exits 0', async () => {
    const io = captureIo();
    expect(await main(['--help'], io)).toBe(0);
    expect(io.out.join('')).toContain('Usage: arbor-gate <command>');
  });

  it('names an unknown command and exits 2 without a stack trace', async () => {
    const io = captureIo();
    expect(await main(['frobnicate'], io)).toBe(2);
    expect(io.err.join('')).toMatch(/unknown command "frobnicate"/);
    expect(io.err.join('')).not.toMatch(/\n\s+at /);
  });

  it("--version prints this package's version, not the host project's", async () => {
    const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    const io = captureIo();
    const saved = process.env.npm_package_version;
    process.env.npm_package_version = '9.9.9-host';
    try {
      expect(await main(['--version'], io)).toBe(0);
    } finally {
      if (saved === undefined) delete process.env.npm_package_version;
      else process.env.npm_package_version = saved;
    }
    expect(io.out.join('')).toBe(`${version}\n`);
  });

  it('help <command> prints what <command> --help prints', async () => {
    for (const name of ['merge', 'verify', 'report', 'finalize']) {
      const viaHelp = captureIo();
      const viaFlag = captureIo();
      expect(await main(['help', name], viaHelp)).toBe(0);
      expect(await main([name, '--help'], viaFlag)).toBe(0);
      expect(viaHelp.out.join('')).toBe(viaFlag.out.join(''));
      expect(viaHelp.out.join('')).toMatch(new RegExp(`^Usage: arbor-gate ${name}`));
    }
    const unknown = captureIo();
    expect(await main(['help', 'frobnicate'], unknown)).toBe(2);
    expect(unknown.err.join('')).toMatch(/unknown command "frobnicate"/);
  });

  it('the gate help lists every gate flag once, merge options only for merge', async () => {
    const merge = captureIo();
    const verify = captureIo();
    await main(['help', 'merge'], merge);
    await main(['help', 'verify'], verify);
    for (const flag of ['--no-push', '--remote', '--dry-run'])
      expect(verify.out.join('')).not.toContain(`  ${flag} `);
    for (const flag of [
      '--cwd',
      '--protected',
      '--required-output',
      '--report',
      '--no-push',
      '--min-delta',
    ]) {
      expect(merge.out.join('').split(`\n  ${flag} `)).toHaveLength(2);
    }
  });
});
