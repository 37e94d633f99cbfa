/**
 * One tree-mutating call at a time per repository, as Arbor's skill asks of its agents: a merge moves
 * trunk and writes the idea tree, a resume rewrites the session, a report rewrites REPORT.md. A second
 * such call on the same repository waits for the first (up to `waitMs`), then is refused with the name
 * of the call in progress. Calls that only read (gate_verify, a dry run, session_check) never wait.
 */
import { UserError } from '../errors.js';

interface Held {
  call: string;
  since: number;
  released: Promise<void>;
}

/** Resolves true when `promise` settles within `ms` (false on the timeout or when `signal` aborts). */
function settlesWithin(
  promise: Promise<void>,
  ms: number,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (settled: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(settled);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    signal?.addEventListener('abort', onAbort, { once: true });
    void promise.then(() => done(true));
  });
}

export class RepositoryLocks {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly waitMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `run` holding the lock of `repository`; `call` says what it is, for a call that must wait. */
  async hold<T>(repository: string, call: string, run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const deadline = this.now() + this.waitMs;
    for (
      let current = this.held.get(repository);
      current !== undefined;
      current = this.held.get(repository)
    ) {
      const left = deadline - this.now();
      if (left <= 0 || !(await settlesWithin(current.released, left, signal))) {
        if (signal?.aborted === true)
          throw new UserError('the call was cancelled while it waited for the repository');
        const seconds = Math.round((this.now() - current.since) / 1000);
        throw new UserError(
          `another call is changing this repository: ${current.call}, running for ${seconds} s; waited ${Math.round(this.waitMs / 1000)} s, retry when it has finished`,
        );
      }
    }
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.held.set(repository, { call, since: this.now(), released });
    try {
      return await run();
    } finally {
      this.held.delete(repository);
      release();
    }
  }
}
