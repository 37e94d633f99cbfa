/**
 * The ledger over one repository: its notes ref read before an evaluation, lines appended after it
 * under a repository lock, and the ref shared with a remote (fetch, `cat_sort_uniq` merge, push with
 * bounded, jittered retries). Every git command is the git adapter's (src/git/notes.ts).
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InfraError } from '../errors.js';
import type { GitAdapter } from '../git/adapter.js';
import {
  appendNote,
  fetchNotes,
  mergeNotes,
  pushNotes,
  readNote,
  readNotes,
  refObject,
  remoteNotesRef,
  resetNotes,
  type LedgerPushOutcome,
} from '../git/notes.js';
import { withFileLock } from '../util/atomic.js';
import { openRegularFile } from '../util/regular-file.js';
import { PUSH_RETRY, PushBackoff } from './backoff.js';
import { noteText, parseNote, type LedgerLine } from './line.js';

/** The folder of the repository's git folder that holds the gate's own files (logs, the ledger key). */
function gateFolder(commonDir: string): string {
  return join(commonDir, 'arbor-gate');
}

/** Where the CLI keeps its ledger key (see keyFromFile). */
export function keyFilePath(commonDir: string): string {
  return join(gateFolder(commonDir), 'ledger-key');
}

/**
 * The CLI's ledger key: `<git folder>/arbor-gate/ledger-key`, 32 random bytes created 0600 at first
 * use, outside any worktree (an evaluation runs in a worktree, and an isolated one cannot read it).
 * Refused (one line naming the file): a link, anything but a regular file, a file open to others (a key
 * others can read authenticates nothing), and a file another account owns (one planted by whoever can
 * write the git folder, who then knows the key: a root gate could read it all the same). The checks are
 * made on the open descriptor, so the file checked is the file read.
 */
export async function keyFromFile(commonDir: string): Promise<string> {
  await mkdir(gateFolder(commonDir), { recursive: true, mode: 0o700 });
  const path = keyFilePath(commonDir);
  await writeFile(path, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw new InfraError(`could not create ${path}: ${error.message}`);
    },
  );
  const file = await openRegularFile(path, constants.O_NOFOLLOW).catch(() => null);
  if (file === null) throw new InfraError(`${path}: the ledger key must be a regular file, not a link`);
  try {
    const stats = await file.stat();
    const uid = process.geteuid?.() ?? stats.uid;
    if (stats.uid !== uid) {
      throw new InfraError(
        `${path}: the ledger key is owned by uid ${stats.uid}, not by this gate's account (uid ${uid}): refused, whoever planted it knows it; remove it and the gate makes a new one`,
      );
    }
    if ((stats.mode & 0o077) !== 0) {
      throw new InfraError(
        `${path}: the ledger key must be a regular file only its owner can read (mode 0600)`,
      );
    }
    const key = (await file.readFile('utf8')).trim();
    if (key.length < 32) throw new InfraError(`${path}: the ledger key is too short`);
    return key;
  } finally {
    await file.close();
  }
}

export interface LedgerStoreOptions {
  ref: string;
  sleep?: (ms: number) => Promise<void>;
  /** Random jitter on the retry backoff; default true. */
  jitter?: boolean;
  /** How long one push keeps trying (default PUSH_RETRY.withinMs). */
  withinMs?: number;
}

/** A push that kept being refused for PUSH_RETRY.withinMs: nothing is lost, the lines are still local. */
export class LedgerPushGaveUp extends InfraError {}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class LedgerStore {
  private lockPath: Promise<string> | undefined;
  private readonly backoff = new PushBackoff();
  /** How many tries each `pushRetrying` took, in order (the writers bench reports them). */
  readonly pushAttempts: number[] = [];
  /**
   * While this store's lines are not pushed: the local ref before its first merge of the remote's notes
   * (`own`) and the merge made last (`merged`). Each later pull merges the remote's notes into `own`
   * again instead of into the last merge: stacked merges all go with the next push, each holding a
   * copy of every note it touched, and in the writers bench a writer refused a few hundred times pushed
   * so much (14 s a push at load 20) that it never won. The remote only moves forward, so the new merge
   * holds every line the dropped one did.
   */
  private pending: { own: string; merged: string } | null = null;
  /**
   * The remote's notes ref as last fetched, when it was no notes commit (a blob anyone who can push
   * can put there): the object the next push replaces, so the ledger is repaired, not an outage.
   */
  private unusableRemote: string | null = null;
  /** What the verdict should say about the ledger refs, taken once (takeWarnings). */
  private readonly warnings: string[] = [];

  constructor(
    readonly repo: GitAdapter,
    private readonly options: LedgerStoreOptions,
  ) {}

  get ref(): string {
    return this.options.ref;
  }

  /** The remote's unusable notes ref (its object) that a push now replaces; null: push plainly. */
  get replacing(): string | null {
    return this.unusableRemote;
  }

  /** The notes ref's commit now (null: no ledger yet); the tamper check's "before". */
  head(): Promise<string | null> {
    return this.repo.refCommit(this.ref);
  }

  /** Adds a warning for the verdict (said once however often it is added). */
  warn(warning: string): void {
    if (!this.warnings.includes(warning)) this.warnings.push(warning);
  }

  /** The warnings gathered since the last call (an unusable ref set aside, ignored or replaced). */
  takeWarnings(): string[] {
    return this.warnings.splice(0);
  }

  /**
   * A local notes ref that is no notes commit (git can neither read nor append to it) is deleted, with
   * its expected value: it holds no line, and the remote's lines are merged in again at the next pull.
   */
  async repairLocal(): Promise<void> {
    const local = await refObject(this.repo, this.ref);
    if (local === null || local.type === 'commit') return;
    await this.repo.run(['update-ref', '-d', this.ref, local.object]);
    this.warn(
      `the local ledger ref ${this.ref} pointed at a ${local.type}, not a notes commit: it was removed (no line of it was read) and starts again from the remote's`,
    );
  }

  /** The lines on one key tree (blank and malformed lines skipped). */
  async linesOf(tree: string): Promise<LedgerLine[]> {
    return parseNote(await readNote(this.repo, this.ref, tree)).lines;
  }

  /** The lines on many key trees, read at once (a tree without a note has none). */
  async linesOfMany(trees: readonly string[]): Promise<Map<string, LedgerLine[]>> {
    const notes = await readNotes(this.repo, this.ref, trees);
    return new Map(trees.map((tree) => [tree, parseNote(notes.get(tree) ?? '').lines]));
  }

  /** The repository's ledger lock (`<git dir>/arbor-gate/ledger.lock`), its folder made once. */
  private lock(): Promise<string> {
    this.lockPath ??= (async () => {
      const folder = gateFolder(await this.repo.commonDir());
      await mkdir(folder, { recursive: true, mode: 0o700 });
      return join(folder, 'ledger');
    })();
    return this.lockPath;
  }

  /** Appends lines, grouped by key tree, under the repository's ledger lock (notes commits have no expected old value). */
  async append(lines: readonly LedgerLine[]): Promise<void> {
    if (lines.length === 0) return;
    const byTree = new Map<string, LedgerLine[]>();
    for (const line of lines) byTree.set(line.tree, [...(byTree.get(line.tree) ?? []), line]);
    await withFileLock(await this.lock(), async () => {
      for (const [tree, group] of byTree) await appendNote(this.repo, this.ref, tree, noteText(group));
    });
  }

  /**
   * Fetches the remote's notes and merges them into the local ref (union of lines): a fetch, and under
   * the lock the ref read before and after one `git notes merge`, with an `update-ref` first when a
   * superseded merge of this store's is dropped (`pending`). A ref that moved since that merge (another
   * gate run here appended) is merged as it is.
   */
  async pull(remote: string): Promise<void> {
    this.unusableRemote = null;
    if (!(await fetchNotes(this.repo, remote, this.ref))) return;
    const fetched = await refObject(this.repo, remoteNotesRef(remote));
    if (fetched !== null && fetched.type !== 'commit') {
      this.unusableRemote = fetched.object;
      const warning = `${remote}'s ledger ref ${this.ref} points at a ${fetched.type}, not a notes commit: its content was ignored, and the next push of the ledger replaces it`;
      this.warn(warning);
      return;
    }
    await withFileLock(await this.lock(), async () => {
      const current = await this.head();
      const superseded = this.pending !== null && current === this.pending.merged ? this.pending : null;
      if (superseded !== null) await resetNotes(this.repo, this.ref, superseded.own, superseded.merged);
      const own = superseded?.own ?? current;
      await mergeNotes(this.repo, this.ref, remoteNotesRef(remote));
      const merged = await this.head();
      this.pending = own === null || merged === null || merged === own ? null : { own, merged };
    });
  }

  /**
   * Pushes `push` (the notes ref alone, or with trunk); when only the notes moved, pauses (PushBackoff),
   * then fetches, merges the remote's notes and tries again at once: the pause comes before the fetch, so
   * fetch, merge and push follow each other as tightly as three git processes can. Tries for
   * PUSH_RETRY.withinMs at most, then throws LedgerPushGaveUp (the lines stay on the local ref and go
   * with its next push). Returns the last outcome: pushed, or trunk moved (for the caller to re-judge).
   */
  async pushRetrying(remote: string, push: () => Promise<LedgerPushOutcome>): Promise<LedgerPushOutcome> {
    const sleep = this.options.sleep ?? defaultSleep;
    const random = (this.options.jitter ?? true) ? Math.random : null;
    // Time spent: the pauses as asked for plus git's time, so an instant test sleep tries as often as a
    // real writer would before giving up.
    let spentMs = 0;
    const timed = async <T>(step: () => Promise<T>): Promise<T> => {
      const start = Date.now();
      try {
        return await step();
      } finally {
        spentMs += Date.now() - start;
      }
    };
    for (let attempt = 1; ; attempt++) {
      const outcome = await timed(push);
      if (outcome.pushed || outcome.moved === 'trunk') {
        if (outcome.pushed) {
          this.backoff.pushed();
          this.pending = null;
        }
        this.pushAttempts.push(attempt);
        return outcome;
      }
      const pause = this.backoff.refused(random);
      if (spentMs + pause > (this.options.withinMs ?? PUSH_RETRY.withinMs)) {
        this.pushAttempts.push(attempt);
        throw new LedgerPushGaveUp(
          `the ledger ${this.ref} could not be pushed to ${remote} in ${Math.round(spentMs / 1000)} s (${attempt} tries; other writers kept moving it); its lines stay on the local ref and go with its next push`,
        );
      }
      spentMs += pause;
      await sleep(pause);
      await timed(() => this.pull(remote));
    }
  }

  /**
   * Shares the local ledger with the remote: fetch and merge the remote's lines, push; while other
   * writers pushed first, merge theirs and push again. The fetch comes first every time, so that every
   * writer's push follows a fetch: one that pushed without (being up to date after its own last push)
   * would win every round against those that must fetch (backoff.ts). Gave up (PUSH_RETRY.withinMs):
   * `shared: false` and why; nothing is lost locally, the next sync pushes these lines too.
   */
  async sync(remote: string): Promise<{ shared: true } | { shared: false; message: string }> {
    await this.pull(remote);
    if ((await this.head()) === null) return { shared: true };
    try {
      await this.pushRetrying(remote, () => pushNotes(this.repo, remote, this.ref, this.replacing));
      return { shared: true };
    } catch (error) {
      if (error instanceof LedgerPushGaveUp) return { shared: false, message: error.message };
      throw error;
    }
  }
}
