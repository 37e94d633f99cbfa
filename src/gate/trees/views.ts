/**
 * Where each evaluation run's worktree comes from (issue 21): a fresh copy-on-write view of the cached
 * tree (src/eval/trees, mounted by the sandbox: src/eval/isolation/overlay.ts) when the run is isolated
 * and the machine can mount one, else a fresh checkout of its own (src/git/worktree.ts). Either way
 * the run starts from exactly the evaluated tree, at the same kind of path, and nothing it writes is
 * seen by the next run. Either way the submodules the checkout has initialised are in it, at the
 * commits the tree records (src/git/submodules.ts), and each one that is not is said once. The fallback is said once on stderr and in the verdict's warnings.
 */
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { GitAdapter, GitFactory } from '../../git/adapter.js';
import { submodulesOf, writeSubmodules, type Submodule } from '../../git/submodules.js';
import { TempWorktree } from '../../git/worktree.js';
import {
  overlayMissingThisBoot,
  plainPath,
  type Isolator,
  type TreeView,
} from '../../eval/isolation/index.js';
import { gateIds } from '../../eval/isolation/sandbox.js';
import { cacheRoot, TreeCache } from '../../eval/trees/cache.js';
import { registerCleanup } from '../../util/cleanup.js';
import { removeTree } from '../../util/remove-tree.js';

/** One run's worktree: its folder, its path, and the view the sandbox mounts there (absent: checked out). */
export interface RunTree extends AsyncDisposable {
  readonly folder: string;
  readonly path: string;
  readonly view?: TreeView;
  /** The repository's git folder, for the sandbox to hide (a view has no `.git` that names it). */
  readonly gitDir?: string;
}

interface ViewRights {
  privilege: NonNullable<Isolator['viewOwners']>['privilege'];
  account: NonNullable<Isolator['viewOwners']>['account'];
  parent: string;
  gitDir: string;
}

export class EvaluationTrees {
  private readonly caches = new Map<string, Promise<TreeCache | null>>();
  /** Each commit's submodules, looked up once per gate run. */
  private readonly submodules = new Map<string, Promise<Submodule[]>>();
  /** The absent submodules already said (one line each per gate run). */
  private readonly saidAbsent = new Set<string>();

  private constructor(
    private readonly repo: GitAdapter,
    private readonly factory: GitFactory,
    private readonly isolation: Isolator,
    private readonly bound: number,
    private readonly rights: ViewRights | null,
    /** Why runs are checked out instead of viewed (the verdict's warning), or null. */
    readonly fallback: string | null,
    private readonly log: (line: string) => void,
  ) {}

  /** Decides once per gate run whether runs get views (probing one real mount), and says why not. */
  static async open(
    repo: GitAdapter,
    factory: GitFactory,
    isolation: Isolator,
    bound: number,
    treeCacheName: string,
    log: (line: string) => void,
  ): Promise<EvaluationTrees> {
    if (bound === 0) return new EvaluationTrees(repo, factory, isolation, bound, null, null, log);
    // Unisolated and rootless runs cannot be given views at all: that is isolation's matter, which the verdict's
    // `isolation` (and a merge's warning) states and eval-isolation answers, so no tree-cache warning
    // (whose answer, tree-cache 0, would silence a word about isolation).
    if (isolation.viewOwners === null) {
      const why =
        isolation.notIsolatedBecause ??
        `the ${isolation.mode} mode mounts no overlay (bubblewrap's overlay options need 0.11 or later)`;
      log(`evaluation trees: a fresh checkout per run (${why})`);
      return new EvaluationTrees(repo, factory, isolation, bound, null, null, log);
    }
    const found = await EvaluationTrees.missing(repo, isolation);
    if (!('why' in found)) return new EvaluationTrees(repo, factory, isolation, bound, found, null, log);
    const fallback =
      `each evaluation run got a fresh checkout of its own, not a copy-on-write view of a cached tree ` +
      `(${found.why}); set ${treeCacheName} 0 to say that is intended`;
    log(`evaluation trees: ${fallback}`);
    return new EvaluationTrees(repo, factory, isolation, bound, null, fallback, log);
  }

  private static async missing(repo: GitAdapter, isolation: Isolator): Promise<ViewRights | { why: string }> {
    const owners = isolation.viewOwners!;
    const parent = isolation.worktreeParent;
    if (parent === null) return { why: 'no gate-owned folder for the runs' };
    const root = await cacheRoot(repo);
    if (!plainPath(parent) || !plainPath(root))
      return { why: `a path that overlayfs's options cannot hold (${parent}, ${root})` };
    const why = await overlayMissingThisBoot(owners.privilege, parent, gateIds().uid);
    return why === null ? { ...owners, parent, gitDir: await repo.commonDir() } : { why };
  }

  /**
   * The submodules of `commit`'s tree (src/git/submodules.ts), each absent one said once: the same
   * for a view and a checkout.
   */
  submodulesOf(commit: string): Promise<Submodule[]> {
    let found = this.submodules.get(commit);
    if (found === undefined) {
      found = submodulesOf(this.repo, commit).then((submodules) => {
        for (const submodule of submodules) {
          if (submodule.present || this.saidAbsent.has(submodule.path)) continue;
          this.saidAbsent.add(submodule.path);
          this.log(
            `submodule ${submodule.path} is absent from the evaluated tree (an empty folder): ${submodule.why}`,
          );
        }
        return submodules;
      });
      this.submodules.set(commit, found);
    }
    return found;
  }

  /** The worktree of one run of `commit` (`label` names its folder; `watch`: the protected paths). */
  async runTree(commit: string, label: string, watch: readonly string[]): Promise<RunTree> {
    const cache = this.rights === null ? null : await this.cacheFor(this.rights, watch);
    if (cache === null || this.rights === null) {
      const worktree = await TempWorktree.create(
        this.repo,
        commit,
        label,
        this.factory,
        this.isolation.worktreeParent ?? undefined,
      );
      try {
        await writeSubmodules(this.repo, await this.submodulesOf(commit), worktree.path, worktree.folder);
      } catch (error) {
        await worktree.remove();
        throw error;
      }
      return worktree;
    }
    const { view, release, evicted } = await cache.viewOf(commit);
    const folder = await realpath(await mkdtemp(join(this.rights.parent, `arbor-gate-${label}-`)));
    const path = join(folder, 'worktree');
    let removal: Promise<void> | null = null;
    const remove = (): Promise<void> =>
      (removal ??= (async () => {
        unregister();
        release();
        await removeRunFolder(folder);
        const failed = await evicted;
        if (failed !== null) throw failed;
      })());
    const unregister = registerCleanup(remove);
    try {
      await mkdir(path, { mode: 0o755 });
    } catch (error) {
      await remove();
      throw error;
    }
    return { folder, path, view, gitDir: this.rights.gitDir, [Symbol.asyncDispose]: remove };
  }

  private cacheFor(rights: ViewRights, watch: readonly string[]): Promise<TreeCache | null> {
    const id = JSON.stringify([...watch].sort());
    let cache = this.caches.get(id);
    if (cache === undefined) {
      cache = TreeCache.open({
        repo: this.repo,
        bound: this.bound,
        privilege: rights.privilege,
        account: rights.account,
        gate: gateIds(),
        protectedPaths: watch,
        log: this.log,
        submodules: (commit) => this.submodulesOf(commit),
      });
      this.caches.set(id, cache);
    }
    return cache;
  }
}

/**
 * The run's folder once its view is unmounted and the sandbox has removed what the account owned in it:
 * empty folders are left, so Node's own removal is enough (no `rm` to spawn); anything it cannot remove
 * goes through removeTree's escalation.
 */
async function removeRunFolder(folder: string): Promise<void> {
  try {
    await rm(folder, { recursive: true, force: true });
  } catch {
    await removeTree(folder);
  }
}
