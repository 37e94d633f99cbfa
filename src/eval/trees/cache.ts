/**
 * The checkout cache (issue 21): one laid-out tree per (tree, account, gate, protected set), in the git
 * folder at `arbor-gate/trees/<key>/`, written once by the gate with the ownership plan isolation uses
 * (ownership.ts), so that each run only mounts a view of it (overlay.ts) instead of checking out and
 * chowning the repository again. A tree whose commit's first parent is cached is written as a layer
 * over that parent's full tree (layer.ts): the candidate over trunk costs its diff.
 *
 * Trust is structural, never a content hash (which would cost the checkout again): the cache root is
 * the gate's, mode 0700 (the account can reach nothing in it), every entry is the gate's, 0700, and
 * holds a stamp, written last, that names its key and tree. A root the account (or anyone but the
 * gate) could have written is discarded whole; an entry whose stamp does not match is discarded; both
 * are rebuilt. Entries are built in a staging folder and renamed into place, so a reader never sees
 * half of one. Bounded (`tree-cache`, a count): eviction.ts.
 */
import { lstat, mkdir, mkdtemp, readdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InfraError } from '../../errors.js';
import type { GitAdapter } from '../../git/adapter.js';
import { parallelCheckout } from '../../git/checkout.js';
import { rememberTree } from '../../git/known.js';
import { writeSubmodules, type Submodule } from '../../git/submodules.js';
import type { Account } from '../isolation/account.js';
import { NO_GIT, ownTree, plainPath, removeAsRoot, type TreeView } from '../isolation/index.js';
import { setOwnerAndMode, type Privilege } from '../isolation/tools.js';
import { evictions, type CachedEntry } from './eviction.js';
import { WHOLE_INDEX, writeLayer } from './layer.js';
import { Pins } from './pins.js';
import { ENTRY_NAME, readStamp, stampText, treeKey, type Stamp } from './stamp.js';

export interface TreeCacheOptions {
  repo: GitAdapter;
  /** Most trees kept (>= 1). */
  bound: number;
  privilege: Privilege;
  account: Account;
  gate: { uid: number; gid: number };
  protectedPaths: readonly string[];
  log: (line: string) => void;
  /**
   * The gitlinks of a commit's tree, present or absent (src/git/submodules.ts): present ones are
   * written in. Default: none.
   */
  submodules?: (commit: string) => Promise<Submodule[]>;
}

/** The cache's folder in the repository's shared git folder. */
export async function cacheRoot(repo: GitAdapter): Promise<string> {
  return join(await repo.commonDir(), 'arbor-gate', 'trees');
}

/** A commit's tree and its first parent (with that parent's tree; null for a root commit). */
export interface Lineage {
  tree: string;
  parent: { commit: string; tree: string } | null;
}

/** Reads `cat-file --batch-check` answers for `c^{tree}`, `c^1^{commit}`, `c^1^{tree}` (pure). */
export function parseLineage(out: string, commit: string): Lineage {
  const [tree, parent, parentTree] = out.split('\n').map((line) => line.trim());
  const sha = (value: string | undefined): string | null =>
    value !== undefined && /^[0-9a-f]{40,64}$/.test(value) ? value : null;
  const found = sha(tree);
  if (found === null) throw new InfraError(`tree cache: no tree for ${commit}: ${JSON.stringify(out)}`);
  const commitOf = sha(parent);
  const treeOf = sha(parentTree);
  return {
    tree: found,
    parent: commitOf === null || treeOf === null ? null : { commit: commitOf, tree: treeOf },
  };
}

/** The tree and first parent of `commit` in one git process (three rev-parses before). */
async function lineageOf(repo: GitAdapter, commit: string): Promise<Lineage> {
  if (!/^[0-9a-f]{40,64}$/.test(commit)) throw new InfraError(`tree cache: not a commit id: ${commit}`);
  const input = `${commit}^{tree}\n${commit}^1^{commit}\n${commit}^1^{tree}\n`;
  const out = await repo.runBytes(['cat-file', '--batch-check=%(objectname)'], { input });
  const lineage = parseLineage(out.toString('utf8'), commit);
  // The judgement asks for both trees again (the candidate's and trunk's): known now, asked of no git.
  rememberTree(commit, lineage.tree);
  if (lineage.parent !== null) rememberTree(lineage.parent.commit, lineage.parent.tree);
  return lineage;
}

/** Lines of /proc/self/mountinfo naming `root`: the overlay mounts whose layers are in the cache. */
async function liveKeys(root: string): Promise<Set<string>> {
  const info = await readFile('/proc/self/mountinfo', 'utf8').catch(() => '');
  const keys = new Set<string>();
  for (const match of info.matchAll(
    new RegExp(`${root.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/([0-9a-f]{64})/`, 'g'),
  )) {
    keys.add(match[1] as string);
  }
  return keys;
}

/** One entry to write: the commit, its tree and key, how it is built and the submodules written in. */
interface EntryPlan {
  commit: string;
  tree: string;
  key: string;
  how: BuildAs;
  submodules: readonly Submodule[];
}

/** The submodules written into a tree, as its key names them (`path@commit`, sorted). */
function writtenSubmodules(submodules: readonly Submodule[]): string[] {
  return submodules
    .filter((s) => s.present)
    .map((s) => `${s.path}@${s.commit}`)
    .sort();
}

/** How an entry is built: as a checkout of its own, or over its first parent (null: a root commit). */
type BuildAs = { checkout: true } | Lineage['parent'];

export class TreeCache {
  /** Keys this gate is using right now (mounted or about to be): never evicted. */
  private readonly inUse = new Map<string, number>();
  /** The same, seen by every gate on this repository (pins.ts). */
  private readonly pins: Pins;

  private constructor(
    private readonly options: TreeCacheOptions,
    readonly root: string,
  ) {
    this.pins = new Pins(root);
  }

  /**
   * Opens the cache, making its root when there is none and discarding one that fails the structural
   * check. Null when its folder cannot stand in a mount's options (the caller falls back).
   */
  static async open(options: TreeCacheOptions): Promise<TreeCache | null> {
    const root = await cacheRoot(options.repo);
    if (!plainPath(root)) return null;
    const cache = new TreeCache(options, root);
    await cache.ensureRoot();
    return cache;
  }

  private async ensureRoot(): Promise<void> {
    const { gate, privilege, log } = this.options;
    const stat = await lstat(this.root).catch(() => null);
    if (stat !== null) {
      const why = !stat.isDirectory()
        ? 'not a folder'
        : stat.uid !== gate.uid
          ? `owned by uid ${stat.uid}, not the gate's ${gate.uid}`
          : (stat.mode & 0o7777) !== 0o700
            ? `mode ${(stat.mode & 0o7777).toString(8)}, not 700`
            : null;
      if (why === null) return;
      log(`tree cache: ${this.root} discarded (${why}: the evaluation account could have written it)`);
      await removeAsRoot(privilege, [this.root]);
    }
    await mkdir(join(this.root, '..'), { recursive: true });
    try {
      await mkdir(this.root, { mode: 0o700 });
    } catch (error) {
      // Another run of this repository (a queue's slot) made it first: check the one it made.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || stat !== null) throw error;
      await this.ensureRoot();
    }
  }

  /** The key of `commit`'s tree (with the submodules it gets) and those submodules. */
  private async keyOf(commit: string, tree: string): Promise<{ key: string; submodules: Submodule[] }> {
    const { account, gate, protectedPaths } = this.options;
    const submodules = (await this.options.submodules?.(commit)) ?? [];
    const written = writtenSubmodules(submodules);
    return { key: treeKey({ tree, account, gate, protectedPaths, submodules: written }), submodules };
  }

  /**
   * How a tree is built when it is not cached: over its first parent's when both get the same
   * submodules written in (the layer shows the base's folders), else as a checkout of its own.
   */
  private async buildAs(lineage: Lineage, submodules: readonly Submodule[]): Promise<BuildAs> {
    const { parent } = lineage;
    if (parent === null) return null;
    const base = (await this.options.submodules?.(parent.commit)) ?? [];
    return writtenSubmodules(base).join('\0') === writtenSubmodules(submodules).join('\0')
      ? parent
      : { checkout: true };
  }

  /** The entry's stamp when the entry is whole and the gate's, else null. */
  private async verified(key: string, tree: string | null): Promise<Stamp | null> {
    const { gate } = this.options;
    const entry = join(this.root, key);
    const [folder, stampStat, layer, index] = await Promise.all(
      ['', 'stamp', 'tree', 'index'].map((name) => lstat(join(entry, name)).catch(() => null)),
    );
    if (folder === null || stampStat === null || layer === null || layer === undefined) return null;
    if (!folder?.isDirectory() || folder.uid !== gate.uid || (folder.mode & 0o7777) !== 0o700) return null;
    if (!stampStat?.isFile() || stampStat.uid !== gate.uid || (stampStat.mode & 0o022) !== 0) return null;
    if (!layer.isDirectory()) return null;
    const stamp = readStamp(await readFile(join(entry, 'stamp'), 'utf8'));
    if (stamp === null || stamp.key !== key || (tree !== null && stamp.tree !== tree)) return null;
    // A full entry keeps its tree's index (layers start from it): without it, it is not whole.
    if (stamp.base === null && (index?.isFile() !== true || index.uid !== gate.uid)) return null;
    if (stamp.base !== null && (await this.verified(stamp.base, null))?.base !== null) return null;
    return stamp;
  }

  /**
   * The view of `commit`'s tree, built into the cache when it is not there; `release` when the run's
   * view is unmounted. `evicted` settles when what went past the bound is removed: that removal runs
   * beside the evaluation instead of before it (its error, if any, is the value, for the run's end).
   */
  async viewOf(
    commit: string,
  ): Promise<{ view: TreeView; release: () => void; evicted: Promise<Error | null> }> {
    const lineage = await lineageOf(this.options.repo, commit);
    const { tree } = lineage;
    const { key, submodules } = await this.keyOf(commit, tree);
    const drops: (() => void)[] = [];
    const release = (): void => drops.splice(0).forEach((drop) => drop());
    try {
      let stamp = await this.heldAndVerified(key, tree, drops);
      stamp ??= await this.rebuild({
        commit,
        tree,
        key,
        how: await this.buildAs(lineage, submodules),
        submodules,
      });
      const now = new Date();
      await utimes(join(this.root, key, 'stamp'), now, now);
      const evicted = this.evict().then(
        () => null,
        (error: Error) => error,
      );
      const base = stamp.base;
      const lower = [join(this.root, key, 'tree'), ...(base === null ? [] : [join(this.root, base, 'tree')])];
      return { view: { lower }, release, evicted };
    } catch (error) {
      release();
      throw error;
    }
  }

  /**
   * Holds `key` before verifying it, under the cache's lock: an eviction by another gate either ran
   * before (the entry is then missing and rebuilt) or sees the pin, and keeps the entry and its base.
   */
  private heldAndVerified(key: string, tree: string, drops: (() => void)[]): Promise<Stamp | null> {
    return this.pins.locked(async () => {
      drops.push(await this.hold(key));
      return this.verified(key, tree);
    });
  }

  /** Keeps `key` from eviction, by this gate and every other (pins.ts); resolves to what lets it go. */
  private async hold(key: string): Promise<() => void> {
    const unpin = await this.pins.pin(key);
    this.inUse.set(key, (this.inUse.get(key) ?? 0) + 1);
    let dropped = false;
    return () => {
      if (dropped) return;
      dropped = true;
      unpin();
      const count = (this.inUse.get(key) ?? 1) - 1;
      if (count === 0) this.inUse.delete(key);
      else this.inUse.set(key, count);
    };
  }

  private async discard(key: string): Promise<void> {
    const entry = join(this.root, key);
    if ((await lstat(entry).catch(() => null)) === null) return;
    this.options.log(`tree cache: ${key.slice(0, 12)} discarded (not whole, or not the gate's)`);
    await removeAsRoot(this.options.privilege, [entry]);
  }

  /**
   * The full entry a layer for `commit` goes over: its first parent's tree (trunk, for a candidate),
   * cached as a checkout first when it is not there, so that every later branch from the same trunk
   * costs its diff. Null for a root commit (a checkout of its own).
   */
  private async baseFor(
    parent: NonNullable<Lineage['parent']>,
    drops: (() => void)[],
  ): Promise<{ key: string; tree: string } | null> {
    const { tree } = parent;
    const { key, submodules } = await this.keyOf(parent.commit, tree);
    const stamp =
      (await this.heldAndVerified(key, tree, drops)) ??
      (await this.rebuild({ commit: parent.commit, tree, key, how: { checkout: true }, submodules }));
    if (stamp.base === null) return { key, tree };
    const full = await this.verified(stamp.base, null);
    return full === null ? null : { key: stamp.base, tree: full.tree };
  }

  private async rebuild(entry: EntryPlan): Promise<Stamp> {
    await this.discard(entry.key);
    return this.build(entry);
  }

  /**
   * Writes the entry `key` of `commit`'s tree: a checkout (with its present submodules written in), or
   * a layer over its first parent's (baseFor).
   */
  private async build({ commit, tree, key, how, submodules }: EntryPlan): Promise<Stamp> {
    const { privilege, account, gate, protectedPaths, log } = this.options;
    const staging = await mkdtemp(join(this.root, '.building-'));
    const layer = join(staging, 'tree');
    const drops: (() => void)[] = [];
    try {
      const over = how === null || 'checkout' in how ? null : await this.baseFor(how, drops);
      try {
        const base = over === null ? null : await this.layerOver(over, tree, layer, staging);
        if (base === null) {
          await this.checkOut(commit, layer, staging);
          await writeSubmodules(this.options.repo, submodules, layer, staging);
          // Before the ownership plan: `.git` is then the gate's, and so is the root (sticky), which a
          // gate without root could not write into once the account owns it.
          await writeFile(join(layer, '.git'), NO_GIT, { mode: 0o644 });
        }
        await ownTree(privilege, layer, protectedPaths, { gate, account });
        if (base !== null) await mirrorFolders(privilege, layer, join(this.root, base.key, 'tree'));
        const stamp: Stamp = { key, tree, base: base?.key ?? null };
        await writeFile(join(staging, 'stamp'), stampText(stamp), { mode: 0o644 });
        await rename(staging, join(this.root, key)).catch(async (error: NodeJS.ErrnoException) => {
          // Another gate finished the same tree first: theirs is as good.
          if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
          await removeAsRoot(privilege, [staging]);
        });
        log(
          `tree cache: ${tree.slice(0, 12)} cached ${base === null ? 'as a checkout' : `as its diff over ${base.tree.slice(0, 12)}`}`,
        );
        return stamp;
      } finally {
        drops.forEach((drop) => drop());
      }
    } catch (error) {
      await removeAsRoot(privilege, [staging]).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Writes `tree` into `layer` as its diff over the full entry `base`; null (and `layer` gone) when it
   * cannot be (a deleted path mknod cannot name): the tree is then cached as a checkout of its own.
   */
  private async layerOver(
    base: { key: string; tree: string },
    tree: string,
    layer: string,
    staging: string,
  ): Promise<{ key: string; tree: string } | null> {
    try {
      await mkdir(layer);
      const baseIndex = { tree: base.tree, index: join(this.root, base.key, 'index') };
      await writeLayer(this.options.repo, this.options.privilege, baseIndex, tree, layer, staging);
      return base;
    } catch (error) {
      this.options.log(`tree cache: ${tree.slice(0, 12)} not as a diff (${(error as Error).message})`);
      await removeAsRoot(this.options.privilege, [layer]);
      return null;
    }
  }

  /**
   * `commit`'s files written into the empty folder `path` as `git worktree add` writes them, without
   * a worktree (none to register, remove or prune): git's index of the tree in the entry (`scratch`,
   * beside `path`: kept, the index every layer over this tree starts from), then git's own parallel
   * checkout of every entry with `path` as the work tree, so the attributes that apply are the tree's
   * own, as in a worktree.
   */
  private async checkOut(commit: string, path: string, scratch: string): Promise<void> {
    const { repo } = this.options;
    // checkout-index writes into the work tree it runs in: git's folder named, `path` as the work tree.
    const env = {
      GIT_INDEX_FILE: join(scratch, 'index'),
      GIT_DIR: await repo.commonDir(),
      GIT_WORK_TREE: path,
    };
    await mkdir(path);
    await repo.run([...WHOLE_INDEX, 'read-tree', '--end-of-options', commit], env);
    await repo.run(['-C', path, ...parallelCheckout(), 'checkout-index', '--all'], env);
  }

  private async evict(): Promise<void> {
    if ((await readdir(this.root)).filter((name) => ENTRY_NAME.test(name)).length <= this.options.bound)
      return;
    // Under the cache's lock: what is pinned is read and what goes is moved aside in one step (pins.ts).
    const moved = await this.pins.locked(async () => {
      const names = (await readdir(this.root)).filter((name) => ENTRY_NAME.test(name));
      const entries: CachedEntry[] = [];
      for (const name of names) {
        const stamp = await this.verified(name, null);
        const used = (await lstat(join(this.root, name, 'stamp')).catch(() => null))?.mtimeMs ?? 0;
        entries.push({ key: name, base: stamp?.base ?? null, used: stamp === null ? 0 : used });
      }
      const live = new Set([
        ...this.inUse.keys(),
        ...(await this.pins.pinned()),
        ...(await liveKeys(this.root)),
      ]);
      const gone = evictions(entries, live, this.options.bound);
      const aside: string[] = [];
      for (const name of gone) {
        const path = join(this.root, `.evicted-${name}-${process.pid}`);
        await rename(join(this.root, name), path);
        aside.push(path);
      }
      return aside;
    });
    if (moved.length === 0) return;
    this.options.log(`tree cache: ${moved.length} tree(s) evicted (bound ${this.options.bound})`);
    await removeAsRoot(this.options.privilege, moved);
  }
}

/**
 * Gives each folder of the layer that the base also has the base folder's owner and mode: merged, a
 * folder's attributes are the top layer's, so a layer's folder must not open a sealed one of the base.
 */
async function mirrorFolders(privilege: Privilege, layer: string, base: string): Promise<void> {
  const folders = [''];
  const walk = async (rel: string): Promise<void> => {
    for (const entry of await readdir(join(layer, rel), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      folders.push(child);
      await walk(child);
    }
  };
  await walk('');
  for (const rel of folders) {
    const from = await lstat(join(base, rel)).catch(() => null);
    if (from?.isDirectory() !== true) continue;
    await setOwnerAndMode(privilege, join(layer, rel), from, from.mode).catch((error: Error) => {
      throw new InfraError(`tree cache: ${error.message}`);
    });
  }
}
