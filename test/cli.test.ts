import { main } from '../src/cli.js';
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
});
