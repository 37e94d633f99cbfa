/**
 * The compiled CLI as each caller the gate meets (test/helpers/callers.ts), for the suites that run
 * the same evaluation as root, as a non-root user with passwordless sudo and as one without (rootless):
 * whether a caller can run here, the isolation its default `auto` gives, one build per file, and a
 * gate run as the caller with the verdict parsed.
 */
import { afterAll, beforeAll } from '@jest/globals';
import { compileSource, type CompiledSource } from './adversarial-build.js';
import { callerMissing, type Caller, type CallerKind } from './callers.js';
import { startCli } from './gate-cli.js';
import { rootlessMissing } from './rootless-cli.js';

/** The isolation `auto` gives each caller: another account (directly, or through sudo), or rootless. */
export const AUTO_ISOLATION: Record<CallerKind, 'user+pidns' | 'rootless'> = {
  root: 'user+pidns',
  sudo: 'user+pidns',
  plain: 'rootless',
};

/** Why the CLI cannot run as `kind` here (null: it can); the rootless caller needs bubblewrap too. */
export function callerCliMissing(kind: CallerKind): string | null {
  return callerMissing(kind) ?? (kind === 'plain' ? rootlessMissing : null);
}

/** Compiles the CLI once for the file when `wanted()` (beforeAll), open to the non-root callers; removed after. */
export function useCompiledCli(wanted: () => boolean): { build: CompiledSource | null } {
  const cli: { build: CompiledSource | null } = { build: null };
  beforeAll(() => {
    if (!wanted()) return;
    cli.build = compileSource();
  }, 300_000);
  afterAll(() => cli.build?.remove());
  return cli;
}

export interface CallerRun {
  code: number | null;
  /** The JSON verdict (`--json`), or {} when none was printed. */
  verdict: Record<string, unknown> & {
    decision?: string;
    score?: number | null;
    isolation?: string;
    attempts?: { log: string; phase?: number; score?: number | null }[];
  };
  stderr: string;
}

/** The CLI as `who` in `cwd` with `args`, `pathFirst` put before the caller's PATH when given. */
export async function runAsCaller(
  build: CompiledSource,
  who: Caller,
  cwd: string,
  args: string[],
  pathFirst: string | null = null,
): Promise<CallerRun> {
  const env = { ...who.env, PATH: pathFirst === null ? who.env.PATH : `${pathFirst}:${who.env.PATH}` };
  const run = await startCli(build, args, { cwd, env, prefix: who.prefix }).exited;
  return { code: run.code, verdict: JSON.parse(run.stdout || '{}'), stderr: run.stderr };
}

/** The log of a run's attempts, joined. */
export function attemptLog(run: CallerRun): string {
  return (run.verdict.attempts ?? []).map((attempt) => attempt.log).join('\n');
}
