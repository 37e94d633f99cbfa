/**
 * Process-level cleanup registry: every temporary worktree registers its removal here, so that a
 * SIGINT/SIGTERM in the middle of a run (Ctrl-C, a cancelled CI job) removes them before the process
 * exits with 130/143, and `git worktree list` never shows a leftover.
 */

type Cleanup = () => Promise<void>;

const pending = new Set<Cleanup>();

/** Registers a cleanup; returns the function that unregisters it (call it once the cleanup ran normally). */
export function registerCleanup(cleanup: Cleanup): () => void {
  pending.add(cleanup);
  return () => {
    pending.delete(cleanup);
  };
}

/** Runs every registered cleanup once (errors are swallowed: the process is going away anyway). */
export async function runAllCleanups(): Promise<void> {
  const all = [...pending];
  pending.clear();
  await Promise.all(all.map((cleanup) => cleanup().catch(() => undefined)));
}

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * Installs SIGINT/SIGTERM handlers for the duration of `run`: on a signal, `abort` is signalled (the
 * evaluation's process group is killed), every registered cleanup runs, and the process exits with
 * 128 + the signal number. The handlers are removed when `run` settles.
 */
export async function withSignalCleanup<T>(abort: AbortController, run: () => Promise<T>): Promise<T> {
  const handlers = Object.entries(SIGNAL_EXIT_CODES).map(([signal, code]) => {
    const handler = (): void => {
      abort.abort(new Error(`interrupted by ${signal}`));
      void runAllCleanups().finally(() => process.exit(code));
    };
    process.once(signal, handler);
    return () => process.removeListener(signal, handler);
  });
  try {
    return await run();
  } finally {
    for (const remove of handlers) remove();
  }
}
