/**
 * The idea tree's record (`.arbor/`, Arbor's own state: node statuses, scores, the session's files) is
 * removed from every run's worktree before any code of the branch starts. Arbor's evaluators never read
 * it, and code that could would learn whether its node is merged yet, behaving well while it is judged
 * and otherwise once it landed. Removed in a view, it is a whiteout in the run's own upper layer; in a
 * checkout, the run's own files. The ledger keys a tree without `.arbor` already, so what is recorded is
 * what ran.
 *
 * In `none` isolation this removes only what the worktree shows: the code runs as the user and can
 * still read the repository's objects and the user's checkout (SECURITY.md).
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/** `prefix`: the user's folder inside the repository (`sub/`, or ''), where Arbor may keep its `.arbor`. */
export async function maskIdeaTreeRecord(worktree: string, prefix: string): Promise<void> {
  const folders = new Set(['.arbor', join(prefix, '.arbor')]);
  for (const folder of folders) await rm(join(worktree, folder), { recursive: true, force: true });
}
