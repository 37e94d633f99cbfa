/**
 * The compiled CLI run as the caller without root or sudo (test/helpers/callers.ts `plain`), for the
 * rootless suites: when they can run here, the build and the caller, a repository of the caller's,
 * and a run of the CLI as them.
 */
import { afterAll, beforeAll } from '@jest/globals';
import { existsSync } from 'node:fs';
import { compileSource, type CompiledSource } from './adversarial-build.js';
import { caller, callerMissing, giveTo, type Caller } from './callers.js';
import { startCli } from './gate-cli.js';
import { createGateRepo, type GateRepo } from './gate-repo.js';

/** Why the rootless suites cannot run here (null: they can). */
export const rootlessMissing: string | null =
  callerMissing('plain') ??
  (existsSync('/usr/bin/bwrap') ? null : 'bubblewrap is not installed (apt-get install bubblewrap)');

export interface RootlessCli {
  build: CompiledSource;
  who: Caller;
}

/** Compiles the CLI once for the file (beforeAll) and removes it after; the fields are set by then. */
export function useRootlessCli(): RootlessCli {
  const cli = {} as RootlessCli;
  beforeAll(() => {
    if (rootlessMissing !== null) return;
    cli.build = compileSource();
    cli.who = caller('plain');
  }, 180_000);
  afterAll(() => cli.build?.remove());
  return cli;
}

/** A repository of the caller's, in a folder of its own under /tmp, with a branch `arbor/n1` scoring 7. */
export async function callersRepo(
  who: Caller,
  more: (repo: GateRepo) => void = () => undefined,
): Promise<GateRepo> {
  const repo = await createGateRepo({ score: 5 });
  repo.commit('arbor/n1', { 'solution.txt': '7\n' });
  more(repo);
  giveTo(who, repo.root);
  return repo;
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI as the caller on `repo`, with `env` on top of the caller's, behind `prefix` after theirs. */
export function asCaller(
  cli: RootlessCli,
  repo: GateRepo,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  prefix: string[] = [],
) {
  return startCli(cli.build, args, {
    cwd: repo.work,
    env: { ...cli.who.env, ...env },
    prefix: [...cli.who.prefix, ...prefix],
  });
}

export function verdictOf(run: CliRun): {
  decision: string;
  score: number | null;
  isolation: string;
  end: string;
  attempts: { log: string }[];
} {
  return JSON.parse(run.stdout || '{}');
}
