/**
 * A time budget for work that must not run unbounded (the gate's static checks on a huge change). The
 * work gets a signal that aborts when the budget is spent, so whatever it started through an abortable
 * adapter (git processes) is ended, and the caller learns that the budget ran out instead of waiting.
 */
export type Budgeted<T> = { done: true; value: T } | { done: false };

export async function withinBudget<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<Budgeted<T>> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const spent = new Promise<Budgeted<T>>((resolve) => {
    timer = setTimeout(() => {
      resolve({ done: false });
      controller.abort(new Error(`time budget of ${ms} ms spent`));
    }, ms);
  });
  const running = work(controller.signal);
  try {
    return await Promise.race([running.then((value) => ({ done: true as const, value })), spent]);
  } finally {
    clearTimeout(timer);
    // Once the budget is spent the work fails as its processes are ended: expected, and not reported.
    running.catch(() => undefined);
  }
}
