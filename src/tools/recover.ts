/** `recover`: restore the best submission snapshot after an emergency timeout (never overwrites). */
import { locateSession, type SessionLocation } from '../session/locate.js';
import { recoverSubmission, type RecoverResult } from '../session/recover.js';
import { readTreeIfPresent } from '../session/tree.js';

export interface RecoverOptions {
  session: SessionLocation;
}

export async function runRecover(opts: RecoverOptions): Promise<RecoverResult> {
  const paths = await locateSession(opts.session);
  return recoverSubmission(paths, await readTreeIfPresent(paths.tree));
}
