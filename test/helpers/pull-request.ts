/**
 * An agent's experiment branch opened as a pull request: committed in a clone of its own and pushed to
 * the bare remote as the branch and as GitHub's `refs/pull/N/head`, so a runner's checkout does not have
 * it and must fetch it, as on GitHub.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { git, type GateRepo } from './gate-repo.js';

export function openPullRequest(
  repo: GateRepo,
  number: number,
  branch: string,
  files: Record<string, string>,
): string {
  const agent = repo.clone(`agent-${number}-${Math.random().toString(36).slice(2)}`);
  git(agent, ['checkout', '-q', '-b', branch]);
  for (const [path, content] of Object.entries(files)) {
    execFileSync('sh', [
      '-c',
      'mkdir -p "$(dirname "$1")" && printf %s "$2" > "$1"',
      'sh',
      join(agent, path),
      content,
    ]);
  }
  git(agent, ['add', '-A']);
  git(agent, ['commit', '-q', '-m', `${branch}: experiment`]);
  git(agent, ['push', '-q', 'origin', `HEAD:refs/heads/${branch}`, `HEAD:refs/pull/${number}/head`]);
  return git(agent, ['rev-parse', 'HEAD']);
}
