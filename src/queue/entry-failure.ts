/**
 * A queue entry whose building or measuring threw (issue 37 item 6): that branch's `error` verdict
 * (`measurement_failed`), not the queue's end. A branch can make its own slot throw (a file name the
 * file system cannot hold makes its checkout fail, say), and one branch must not leave every other
 * branch of the queue without a verdict. The entries behind it are built without it, as behind a
 * rejection; the queue exits 3 as for any `error` verdict (queueExitCode), after every branch was
 * judged. A UserError is not the branch's: bad input or configuration ends the queue (exit 2); nor
 * is what threw once the run was cancelled (SIGINT, SIGTERM): the queue stops there.
 */
import { UserError } from '../errors.js';
import type { Verdict } from '../gate/verdict.js';
import { plainLine } from '../util/markdown.js';

/** What threw for one entry: the step, the commit it was built on, and the error. */
export interface EntryFailure {
  step: 'building' | 'measuring';
  base: string;
  error: unknown;
}

/** The error itself when it is not the entry's to carry (bad input, a cancelled run), else null. */
export function queueWideError(error: unknown, signal: AbortSignal | undefined): unknown {
  return error instanceof UserError || signal?.aborted === true ? error : null;
}

/** What `work` gives, or what it threw when that is the entry's to carry (else it is thrown on). */
export async function orThrown<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T | { kind: 'threw'; error: unknown }> {
  try {
    return await work;
  } catch (error) {
    if (queueWideError(error, signal) !== null) throw error;
    return { kind: 'threw', error };
  }
}

/**
 * What failed, on one line with no control characters: a branch controls the error's text (a file
 * name quoted in git's message), and the line goes to the terminal.
 */
export function failureText(failure: EntryFailure): string {
  const error = failure.error instanceof Error ? failure.error.message : String(failure.error);
  return `the gate could not finish ${failure.step} this branch's candidate on ${failure.base.slice(0, 12)}: ${plainLine(error)}`;
}

/** The entry's `error` verdict: its prepared verdict with the one reason, trunk where it stands (`trunk`). */
export function entryFailureVerdict(prepared: Verdict, failure: EntryFailure, trunk: string): Verdict {
  const message = `${failureText(failure)}. Nothing of it was recorded as a score; the other branches of the queue were judged without it`;
  return {
    ...prepared,
    decision: 'error',
    score: null,
    reasons: [{ code: 'measurement_failed', message }],
    target: { ...prepared.target, sha_before: trunk, sha_after: trunk },
    merge_commit: null,
  };
}
