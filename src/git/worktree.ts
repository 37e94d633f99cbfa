/**
 * A temporary detached worktree at an exact commit, in a fresh temp folder (inside `parent`: the
 * system temp folder, or the gate-owned folder an evaluation's worktree goes in), removed when disposed
 * (`await using`) or by the signal cleanup registry, whichever comes first. The user's checkout is
 * never involved: all the gate's evaluation and merging happens in these. git adds it empty, and
 * src/git/checkout.ts writes the commit's files (symlinks beside the regular files, not before them).
 *
 * Removal deletes the temp folder first, whatever the evaluated code left in it (unreadable or
 * read-only folders, immutable files: src/util/remove-tree.ts; a worktree folder swapped for a symbolic
 * link is removed as a link, never followed), then has git forget the worktree (even a locked one).
 */
import { mkdtemp, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitAdapter, type GitFactory } from './adapter.js';
import { checkOutWorktree } from './checkout.js';
import { registerCleanup } from '../util/cleanup.js';
import { removeTree } from '../util/remove-tree.js';

export class TempWorktree implements AsyncDisposable {
  private removal: Promise<void> | null = null;
  private readonly unregister: () => void;

  private constructor(
    private readonly repo: GitAdapter,
    /** The temp folder that holds the worktree (an evaluation's own folders go beside it). */
    readonly folder: string,
    /** The worktree's own folder (inside the temp folder). */
    readonly path: string,
    /** An adapter whose commands run inside the worktree. */
    readonly git: GitAdapter,
  ) {
    this.unregister = registerCleanup(() => this.remove());
  }

  /** Adds a detached worktree at `commit`; `label` only names the temp folder. */
  static async create(
    repo: GitAdapter,
    commit: string,
    label: string,
    factory: GitFactory,
    parent: string = tmpdir(),
  ): Promise<TempWorktree> {
    const folder = await realpath(await mkdtemp(join(parent, `arbor-gate-${label}-`)));
    const path = join(folder, 'worktree');
    const git = factory(path);
    try {
      await repo.worktreeAddEmpty(path, commit);
      await checkOutWorktree(git, commit);
    } catch (error) {
      await removeTree(folder);
      await repo.worktreeRemove(path).catch(() => undefined);
      await repo.worktreePrune().catch(() => undefined);
      throw error;
    }
    return new TempWorktree(repo, folder, path, git);
  }

  /** Removes the temp folder and the worktree's entry in the repository; safe to call more than once. */
  remove(): Promise<void> {
    this.removal ??= (async () => {
      let removed = false;
      try {
        await removeTree(this.folder);
        removed = await this.repo.worktreeRemove(this.path);
      } finally {
        // git forgets a worktree whose folder is gone at the next prune; only needed when remove failed.
        if (!removed) await this.repo.worktreePrune().catch(() => undefined);
        this.unregister();
      }
    })();
    return this.removal;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.remove();
  }
}
