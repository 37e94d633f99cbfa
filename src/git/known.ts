/**
 * Answers of git that do not change while a gate runs, asked once per process and shared by every
 * adapter (a run makes several for the same folder: the report's check, prepare, the tree cache, the
 * credential guard each asked again before):
 * - where a folder is in its repository, and the repository's shared git folder: a folder's repository
 *   does not move under a running gate; only answers are kept (a folder outside a repository is asked
 *   again: it may be made one);
 * - a commit's tree: a commit's id names its content, and the gate's git reads neither replace refs nor
 *   grafts (src/git/invocation.ts), so nothing can give the same commit another tree.
 */

/** The most commit trees kept: a long-lived process (the MCP server) judges branch after branch. */
const MOST_TREES = 10_000;

const trees = new Map<string, string>();

/** The tree of `commit` when it is known. */
export function knownTree(commit: string): string | undefined {
  return trees.get(commit);
}

/** Records that `commit`'s tree is `tree` (read from git, or the tree a commit was just made of). */
export function rememberTree(commit: string, tree: string): string {
  if (trees.size >= MOST_TREES) trees.clear();
  trees.set(commit, tree);
  return tree;
}

const asked = new Map<string, Promise<unknown>>();

/**
 * `ask()`'s answer for `key`, from the first call that had it; a failed or null answer is not kept.
 * `key` names the question and the folder (`common-dir\0/path`).
 */
export function askedOnce<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const known = asked.get(key);
  if (known !== undefined) return known as Promise<T>;
  const answer = ask();
  asked.set(key, answer);
  answer.then(
    (value) => {
      if (value === null) asked.delete(key);
    },
    () => asked.delete(key),
  );
  return answer;
}
