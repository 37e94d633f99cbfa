/**
 * How a gate command runs on the CLI (merge, verify and the sharded plan, eval-shard, aggregate): the
 * gate's dependencies with Ctrl-C cleanup and the live progress line, and the verdict printed (JSON
 * alone on stdout with --json, human text otherwise; progress always on stderr).
 */
import { createEvalProgress } from '../eval/progress.js';
import type { GateDeps } from '../gate/context.js';
import type { InputNamer } from '../gate/input.js';
import type { Verdict } from '../gate/verdict.js';
import { renderVerdictText } from '../report/verdict.js';
import { withSignalCleanup } from '../util/cleanup.js';
import { packageVersion } from '../util/version.js';
import { boolFlag, type Io, type ParsedArgs } from './command.js';
import { settingFlagName } from './setting-flags.js';

/**
 * Runs `work` with the gate's dependencies for the CLI, Ctrl-C cleanup and the live progress line;
 * `name` names a setting as the command's flags do (the queue's `--source` is its own).
 */
export async function withGateDeps<T>(
  io: Io,
  work: (deps: GateDeps) => Promise<T>,
  name: InputNamer = settingFlagName,
): Promise<T> {
  const progress = createEvalProgress({
    write: io.stderr,
    interactive: io.interactive,
    columns: process.stderr.columns ?? 80,
  });
  const abort = new AbortController();
  try {
    return await withSignalCleanup(abort, () =>
      work({
        name,
        log: (line) => io.stderr(`arbor-gate: ${line}\n`),
        progress,
        env: io.env,
        signal: abort.signal,
        gateVersion: packageVersion(),
      }),
    );
  } finally {
    progress.done();
  }
}

/** The verdict as merge and verify print it: JSON alone on stdout with --json, text otherwise. */
export function printVerdict(verdict: Verdict, args: ParsedArgs, io: Io): void {
  if (boolFlag(args, 'json')) {
    io.stderr(renderVerdictText(verdict));
    io.stdout(`${JSON.stringify(verdict, null, 2)}\n`);
  } else io.stdout(renderVerdictText(verdict));
}
