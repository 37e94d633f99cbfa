/**
 * Makes the runner's checkout hold what the gate needs: the full history (a shallow clone has no merge
 * base) and the pull request's exact head commit, fetched when missing (`refs/pull/N/head`, then the
 * SHA itself). The judged commit is always that SHA.
 */
import { InfraError } from '../errors.js';
import { isMainOrMaster } from '../gate/settings.js';
import { GitAdapter, GitCommandError } from '../git/adapter.js';
import type { PullRequestContext } from '../github/context.js';
import { requireNotesRef } from '../git/notes.js';
import { LedgerStore } from '../ledger/store.js';

export interface HeadSource {
  /** What the gate is told to judge: the head branch's name when a local branch can name the exact SHA, else the SHA. */
  source: string;
  sha: string;
}

async function tryRun(git: GitAdapter, args: string[]): Promise<boolean> {
  try {
    await git.run(args);
    return true;
  } catch (error) {
    if (error instanceof GitCommandError) return false;
    throw error;
  }
}

export async function ensureFullHistory(
  git: GitAdapter,
  remote: string,
  log: (line: string) => void,
): Promise<void> {
  if (!(await git.isShallow())) return;
  log(`the checkout is shallow: fetching the full history from ${remote} (use fetch-depth: 0 to skip this)`);
  if (!(await tryRun(git, ['fetch', '--unshallow', '--no-tags', '--quiet', remote]))) {
    throw new InfraError(
      `the checkout is shallow and git fetch --unshallow ${remote} failed; check out with fetch-depth: 0`,
    );
  }
}

/** Makes the head commit present locally, fetching it from the remote when needed. */
export async function ensureHeadCommit(
  git: GitAdapter,
  remote: string,
  pr: Pick<PullRequestContext, 'number' | 'headSha'>,
  log: (line: string) => void,
): Promise<void> {
  if ((await git.resolveCommit(pr.headSha, 'head SHA')) !== null) return;
  log(
    `head ${pr.headSha.slice(0, 12)} of PR #${pr.number} is not in the checkout: fetching it from ${remote}`,
  );
  const attempts = [
    [
      'fetch',
      '--no-tags',
      '--quiet',
      remote,
      `+refs/pull/${pr.number}/head:refs/remotes/${remote}/pr/${pr.number}`,
    ],
    ['fetch', '--no-tags', '--quiet', remote, pr.headSha],
  ];
  for (const args of attempts) {
    if ((await tryRun(git, args)) && (await git.resolveCommit(pr.headSha, 'head SHA')) !== null) return;
  }
  throw new InfraError(
    `head ${pr.headSha} of PR #${pr.number} is not in the checkout and could not be fetched from ${remote}`,
  );
}

/**
 * The source to hand the gate. Arbor's tree names a node's code by its branch (`code_ref`), so a local
 * branch with the head's name, pointing at the exact head SHA, lets the gate find the node and name the
 * branch in the merge commit. It is created only when nothing answers to that name yet (or the branch is
 * already at the SHA), never for a fork (its branch names are not this repository's) and never for a
 * name the gate treats as a target; otherwise the SHA itself is the source.
 */
export async function headSource(
  git: GitAdapter,
  pr: Pick<PullRequestContext, 'headRef' | 'headSha' | 'fork' | 'baseRef'>,
  reservedBranches: readonly (string | null | undefined)[],
): Promise<HeadSource> {
  const bySha = { source: pr.headSha, sha: pr.headSha };
  const reserved = new Set(reservedBranches.filter((b): b is string => !!b).map((b) => b.toLowerCase()));
  if (pr.fork || reserved.has(pr.headRef.toLowerCase()) || isMainOrMaster(pr.headRef)) return bySha;
  if (!(await git.isValidBranchName(pr.headRef))) return bySha;
  const byName = { source: pr.headRef, sha: pr.headSha };
  const existing = await git.refCommit(`refs/heads/${pr.headRef}`);
  // git reads a short name as a tag (or refs/<name>, or a file in .git) before a branch, and the gate
  // resolves the source by that name: it is handed over only when it means the head commit.
  const meaning = await git.resolveCommit(pr.headRef, 'head branch');
  if (existing === pr.headSha) return meaning === pr.headSha ? byName : bySha;
  if (existing !== null || meaning !== null) return bySha;
  // Create-only: no expected old value makes git refuse if the branch appeared meanwhile.
  const created = await git.updateBranch(pr.headRef, pr.headSha, null, 'arbor-gate: pull request head');
  return created ? byName : bySha;
}

/**
 * Makes each named source branch (mode queue's `sources`, a dispatched run's `source`) present as a
 * local branch of that name. A runner's checkout
 * holds only the branch it checked out (actions/checkout: at most `origin/<name>` for the others),
 * and `arbor/a` names no commit there; the gate finds a node by its branch name (`code_ref`) and names
 * the branch in the merge commit, so the branch is fetched from the remote and created locally
 * (create-only, as for a PR head). A source that already names a commit, or is no valid branch name
 * (the gate then refuses it, naming input sources), is left as it is.
 */
export async function ensureSourceBranches(
  git: GitAdapter,
  remote: string,
  sources: readonly string[],
  log: (line: string) => void,
): Promise<void> {
  for (const source of sources.map((ref) => ref.trim())) {
    if (!(await git.isValidBranchName(source)) || (await git.resolveCommit(source)) !== null) continue;
    const tracking = `refs/remotes/${remote}/${source}`;
    if (!(await tryRun(git, ['fetch', '--no-tags', '--quiet', remote, `+refs/heads/${source}:${tracking}`])))
      continue;
    const sha = await git.refCommit(tracking);
    if (sha !== null && (await git.updateBranch(source, sha, null, 'arbor-gate: source branch'))) {
      log(`source ${source} is not a branch of the checkout: fetched from ${remote}`);
    }
  }
}

/** Fetches the score ledger's notes ref and merges it into the local one (actions/checkout fetches no notes). */
export async function ensureLedger(
  git: GitAdapter,
  remote: string,
  ref: string,
  log: (line: string) => void,
): Promise<void> {
  const store = new LedgerStore(git, { ref: requireNotesRef(ref, 'input ledger-ref') });
  await store.repairLocal();
  await store.pull(remote);
  for (const warning of store.takeWarnings()) log(`warning: ${warning}`);
  log(`ledger ${ref} fetched from ${remote}`);
}

/** The workflow run's URL, for the ledger lines it writes; null outside a workflow. */
export function workflowRunUrl(env: NodeJS.ProcessEnv): string | null {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: run } = env;
  return server && repository && run ? `${server}/${repository}/actions/runs/${run}` : null;
}
