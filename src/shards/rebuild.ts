/**
 * The candidate exists only where it was built: the plan job pins its commit object (author,
 * committer, dates, message), and every shard and the aggregate rebuild it from the plan (merge-tree
 * of the plan's trunk and source, then commit-tree with the pinned identity) and refuse to go on when
 * the rebuilt tree or commit differs. The same tree and commit everywhere is what makes a shard's
 * result a measurement of the plan's candidate.
 */
import { UserError } from '../errors.js';
import type { GitAdapter } from '../git/adapter.js';
import type { Plan, PinnedCandidate } from './shape.js';

/** `Name <email> 1700000000 +0000`: the identity and date of a commit object's author or committer line. */
const IDENTITY = /^(.*) <([^<>\n]*)> ([0-9]+ [+-][0-9]{4})$/;

/** The candidate commit's pinned identity and message, read from its commit object. */
export async function pinCandidate(repo: GitAdapter, commit: string): Promise<PinnedCandidate> {
  const text = await repo.run(['cat-file', 'commit', commit]);
  const split = text.indexOf('\n\n');
  const headers = text.slice(0, split).split('\n');
  const header = (name: string) =>
    headers.find((line) => line.startsWith(`${name} `))?.slice(name.length + 1);
  const author = header('author');
  const committer = header('committer');
  if (author === undefined || committer === undefined) {
    throw new UserError(`internal: the candidate ${commit} has no author or committer`);
  }
  return { commit, author, committer, message: text.slice(split + 2).replace(/\n$/, '') };
}

function identityEnv(role: 'AUTHOR' | 'COMMITTER', line: string, label: string): Record<string, string> {
  const match = IDENTITY.exec(line);
  if (match === null)
    throw new UserError(`${label}: the plan's candidate ${role.toLowerCase()} is not a git identity`);
  return {
    [`GIT_${role}_NAME`]: match[1] as string,
    [`GIT_${role}_EMAIL`]: match[2] as string,
    [`GIT_${role}_DATE`]: `@${match[3] as string}`,
  };
}

/**
 * The plan's candidate, rebuilt in this repository: its commit id, or a UserError (the job could not
 * run) when the merge conflicts or the rebuilt tree or commit is not the plan's.
 */
export async function rebuildCandidate(repo: GitAdapter, plan: Plan, label: string): Promise<string> {
  for (const sha of [plan.trunk_sha, plan.source_sha]) {
    if ((await repo.resolveCommit(sha, label)) === null) {
      throw new UserError(
        `${label}: commit ${sha.slice(0, 12)} of the plan is not in this repository (check out with fetch-depth: 0)`,
      );
    }
  }
  const merged = await repo.mergeTree(plan.trunk_sha, plan.source_sha);
  if (!merged.merged || merged.tree !== plan.candidate_tree) {
    throw new UserError(
      `${label}: the merge of ${plan.source_sha.slice(0, 12)} into ${plan.trunk_sha.slice(0, 12)} rebuilt here is ${
        merged.merged ? `tree ${merged.tree.slice(0, 12)}` : 'a conflict'
      }, not the plan's tree ${plan.candidate_tree.slice(0, 12)}: refusing to evaluate something else`,
    );
  }
  const pinned = plan.candidate;
  const env = {
    ...identityEnv('AUTHOR', pinned.author, label),
    ...identityEnv('COMMITTER', pinned.committer, label),
  };
  const args = ['commit-tree', merged.tree, '-p', plan.trunk_sha, '-p', plan.source_sha, '--no-gpg-sign'];
  const commit = (await repo.run([...args, '-m', pinned.message], env)).trim();
  if (commit !== pinned.commit) {
    throw new UserError(
      `${label}: the candidate rebuilt here is commit ${commit.slice(0, 12)}, not the plan's ${pinned.commit.slice(0, 12)}`,
    );
  }
  return commit;
}
