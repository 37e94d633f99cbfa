/**
 * A temporary detached worktree at an exact commit, in a fresh temp folder, removed when disposed
 * (`await using`) or by the signal cleanup registry, whichever comes first. The user's checkout is
 * never involved: all the gate's evaluation and merging happens in these.
 */
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitAdapter, type GitFactory } from './adapter.js';
import { registerCleanup } from '../util/cleanup.js';

export class TempWorktree implements AsyncDisposable {
  private removal: Promise<void> | null = null;
  private readonly unregister: () => void;

  private constructor(
    private readonly repo: GitAdapter,
    private readonly folder: string,
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
  ): Promise<TempWorktree> {
    const folder = await realpath(await mkdtemp(join(tmpdir(), `arbor-gate-${label}-`)));
    const path = join(folder, 'worktree');
    try {
      await repo.worktreeAddDetached(path, commit);
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      await repo.worktreeRemove(path).catch(() => undefined);
      await repo.worktreePrune().catch(() => undefined);
      throw error;
    }
    return new TempWorktree(repo, folder, path, factory(path));
  }

  /** Removes the worktree and its temp folder; safe to call more than once. */
  remove(): Promise<void> {
    this.removal ??= (async () => {
      let removed = false;
      try {
        removed = await this.repo.worktreeRemove(this.path);
      } finally {
        await rm(this.folder, { recursive: true, force: true });
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
