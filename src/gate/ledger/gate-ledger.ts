/**
 * The score ledger as one gate run uses it (src/ledger holds the format, the MACs and the store): the
 * evaluator id of this run's settings, lookups of authenticated runs by key tree (the evaluated tree
 * without `.arbor/**`), and the lines of each evaluation this run made, appended after it ran. The
 * paired judgement wraps its per-run `measure(side, seed)` with `lookup` and `record`.
 */
import { randomUUID } from 'node:crypto';
import type { EvalResult } from '../../eval/types.js';
import type { GitAdapter } from '../../git/adapter.js';
import { requireNotesRef, treesWithoutArbor } from '../../git/notes.js';
import { evaluatorId, type EvaluatorParts } from '../../ledger/evaluator.js';
import { LEDGER_LINE_VERSION, type LedgerLine } from '../../ledger/line.js';
import { signLine } from '../../ledger/mac.js';
import { authenticRuns } from '../../ledger/select.js';
import { keyFromFile, LedgerStore } from '../../ledger/store.js';
import type { GateSettings } from '../settings.js';
import type { InputNamer } from '../input.js';
import { runConditions } from './conditions.js';

/** Where a run came from, for the lines it gets. */
export interface Measured {
  tree: string;
  commit: string;
  nodeId: string | null;
  seed: number | null;
}

export interface GateLedgerOptions {
  repo: GitAdapter;
  settings: GateSettings;
  isolation: string;
  /** The submodules written into the evaluated trees (src/git/submodules.ts): part of the evaluator id. */
  submodules?: readonly string[];
  /** The runtime view's declared paths and toolchain roots (src/gate/runtime); null: none. */
  view?: { read: string[]; toolchain: string[] } | null;
  name: InputNamer;
  /** Whether this run may append lines (not `--dry-run`). */
  writes: boolean;
  /** The settings were an agent's own, nothing pinned: its runs get an id of their own. */
  chosenByAgent: boolean;
  /** The CLI makes a key file when no `ledger-key` is given; the Action does not (nothing is reused without a key). */
  keyFile: boolean;
  gateVersion: string;
  runUrl: string | null;
  sleep?: (ms: number) => Promise<void>;
  jitter?: boolean;
  withinMs?: number;
}

/**
 * What every verdict says when the key file belongs to the account the gate runs as, not root: the gate
 * cannot keep it from an agent with a shell as that account (docs/agent-reach.md).
 */
export function keyInReach(name: InputNamer): string {
  const uid = process.geteuid?.() ?? -1;
  return `the ledger key is this gate's account's (uid ${uid}): an agent in its shell can sign ledger lines; run the gate as another user or pass ${name('ledger')} (docs/agent-reach.md)`;
}

/**
 * The evaluator id of a run's settings and isolation (what a ledger line, a shard and its result
 * name): the commands, the score reading, the scorer and held-out paths, the other run-shaping
 * settings (conditions.ts), the submodules trunk's evaluated tree holds and the runtime view's declared
 * paths and toolchain roots, and whether an agent chose them unpinned.
 */
export function settingsEvaluator(
  settings: GateSettings,
  isolation: string,
  chosenByAgent: boolean,
  runtime: Pick<EvaluatorParts, 'submodules' | 'view'> = {},
): string {
  return evaluatorId({
    command: settings.evalCmdTest,
    score: settings.score,
    isolation,
    version: settings.evaluatorVersion,
    ...runtime,
    ...(settings.twoPhase === null
      ? {}
      : {
          scorer: {
            command: settings.twoPhase.scoreCmdTest,
            heldOut: [...settings.twoPhase.heldOutGlobs, ...settings.twoPhase.heldOutOutside],
          },
        }),
    conditions: runConditions(settings),
    ...(chosenByAgent ? { chosenBy: 'agent' as const } : {}),
  });
}

export class GateLedger {
  /** The lines this run appended, in order. */
  readonly written: LedgerLine[] = [];
  private readonly runId = randomUUID();
  /**
   * The next line's place in this run. Taken when the lines are made, not from `written` when they
   * are recorded: the queue's parallel slots make lines of one run at once, and two lines with one
   * (run, seq) id would be one line to every reader (a merge's trailer would name the other's run).
   */
  private nextSeq = 0;
  private readonly keys = new Map<string, Promise<string>>();
  /** Lines kept back until the judgement accepts (`holdRecords`); null: each is recorded at once. */
  private held: LedgerLine[] | null = null;
  /** The lines on each key tree as read once in this run (the lookup and the noise check share them). */
  private readonly notes = new Map<string, Promise<LedgerLine[]>>();

  private constructor(
    readonly store: LedgerStore,
    readonly key: string | null,
    readonly evaluator: string,
    private readonly options: GateLedgerOptions,
  ) {}

  /** The ledger of a gate run; null when `ledger` is off. */
  static async open(options: GateLedgerOptions): Promise<GateLedger | null> {
    const { settings, name, repo } = options;
    if (!settings.ledger) return null;
    const ref = requireNotesRef(settings.ledgerRef, name('ledgerRef'));
    const key =
      settings.ledgerKey !== null
        ? settings.ledgerKey
        : options.keyFile
          ? await keyFromFile(await repo.commonDir())
          : null;
    const evaluator = settingsEvaluator(settings, options.isolation, options.chosenByAgent, {
      ...(options.submodules === undefined ? {} : { submodules: options.submodules }),
      ...(options.view ? { view: options.view } : {}),
    });
    const store = new LedgerStore(repo, {
      ref,
      ...(options.sleep === undefined ? {} : { sleep: options.sleep }),
      ...(options.jitter === undefined ? {} : { jitter: options.jitter }),
      ...(options.withinMs === undefined ? {} : { withinMs: options.withinMs }),
    });
    const keyFile = settings.ledgerKey === null && options.keyFile;
    if (keyFile && process.geteuid?.() !== 0) store.warn(keyInReach(name));
    await store.repairLocal();
    return new GateLedger(store, key, evaluator, options);
  }

  /** The key a tree's measurements are under: the tree without its `.arbor` folder. */
  keyTree(tree: string): Promise<string> {
    let key = this.keys.get(tree);
    if (key === undefined) {
      key = treesWithoutArbor(this.options.repo, [tree]).then((keys) => keys.get(tree) ?? tree);
      this.keys.set(tree, key);
    }
    return key;
  }

  /**
   * Reads the notes of these trees in one go before anything runs (their keys in one `cat-file`, their
   * notes in another), for the lookups, the noise check and the records of this run that follow.
   */
  async prefetch(trees: readonly string[]): Promise<void> {
    const unkeyed = [...new Set(trees.filter((tree) => !this.keys.has(tree)))];
    if (unkeyed.length > 0) {
      const keys = treesWithoutArbor(this.options.repo, unkeyed);
      for (const tree of unkeyed)
        this.keys.set(
          tree,
          keys.then((all) => all.get(tree) ?? tree),
        );
    }
    const keyTrees = await Promise.all(trees.map((tree) => this.keyTree(tree)));
    const unread = [...new Set(keyTrees.filter((key) => !this.notes.has(key)))];
    if (unread.length === 0) return;
    const lines = this.store.linesOfMany(unread);
    for (const key of unread)
      this.notes.set(
        key,
        lines.then((all) => all.get(key) ?? []),
      );
    await lines;
  }

  /**
   * Whether a line's seed is one single mode runs: none for one run; for eval-repeats, a seed (repeats
   * run on the seeds drawn for the tree, the same draws a paired judgement of that tree makes, or on
   * 1..N without a key). A seeded draw is no measurement of a single run without a seed.
   */
  private singleSeed(seed: number | null): boolean {
    return this.options.settings.evalRepeats === 1 ? seed === null : seed !== null;
  }

  /**
   * Authenticated successful runs of `tree` under this evaluator, newest first: of that seed, of any
   * seed (what `auto` learns the noise from), or without one of the seeds single mode runs.
   */
  async runs(tree: string, seed?: number | null | 'any'): Promise<LedgerLine[]> {
    const keyTree = await this.keyTree(tree);
    let lines = this.notes.get(keyTree);
    if (lines === undefined) {
      lines = this.store.linesOf(keyTree);
      this.notes.set(keyTree, lines);
    }
    const runs = authenticRuns(await lines, keyTree, this.evaluator, this.key);
    if (seed === 'any') return runs;
    return runs.filter((line) => (seed === undefined ? this.singleSeed(line.seed) : line.seed === seed));
  }

  /**
   * The measurement to use instead of running: every authenticated run of the tree (of one seed, for
   * the paired judgement), never only the newest, so that running again until a lucky draw changes
   * nothing; null when there are fewer than `repeats`, with `--fresh` (which adds runs), or no key.
   */
  async lookup(tree: string, repeats: number, seed?: number | null): Promise<LedgerLine[] | null> {
    if (this.options.settings.fresh || this.key === null) return null;
    const runs = await this.runs(tree, seed);
    return runs.length >= repeats ? runs : null;
  }

  /**
   * Every authenticated run of the tree, whatever `--fresh` says: what a fresh measurement adds to
   * (of `seed` when given, else of the seeds single mode runs).
   */
  async earlierRuns(tree: string, seed?: number): Promise<LedgerLine[]> {
    return this.key === null ? [] : this.runs(tree, seed);
  }

  /** Merges the remote's lines in and forgets what this run read, so the next lookup sees them. */
  async refresh(remote: string): Promise<void> {
    await this.store.pull(remote);
    this.notes.clear();
  }

  /** The lines of one evaluation: one per successful run, or one for a failure. */
  async linesFor(result: EvalResult, at: Measured): Promise<LedgerLine[]> {
    const keyTree = await this.keyTree(at.tree);
    const base = {
      v: LEDGER_LINE_VERSION,
      run_id: this.runId,
      tree: keyTree,
      evaluated_tree: at.tree,
      commit: at.commit,
      evaluator: this.evaluator,
      seed: at.seed,
      node_id: at.nodeId,
      gate_version: this.options.gateVersion,
      run_url: this.options.runUrl,
      mac: null,
    };
    const time = new Date().toISOString();
    const scored = result.attempts.filter((a) => a.score !== null);
    const runs: Array<Pick<LedgerLine, 'score' | 'failure' | 'exit_code' | 'duration_s'>> =
      result.score !== null
        ? scored.map((a) => ({
            score: a.score,
            failure: null,
            exit_code: a.exit_code,
            duration_s: a.duration_s,
          }))
        : [
            {
              score: null,
              failure: result.failure?.code ?? 'no_score',
              exit_code: result.attempts.at(-1)?.exit_code ?? null,
              duration_s: result.attempts.reduce((sum, a) => sum + a.duration_s, 0),
            },
          ];
    const first = this.nextSeq;
    this.nextSeq += runs.length;
    return runs.map((run, index) => signLine({ ...base, ...run, seq: first + index, time }, this.key));
  }

  /**
   * From now on, lines are kept back until `release`: the aggregate's runs are results shard jobs
   * wrote, evidence only of a judgement that accepted them; a rejected aggregate records none.
   */
  holdRecords(): void {
    this.held ??= [];
  }

  /** Records the lines kept back (the judgement accepted). */
  async release(): Promise<void> {
    const lines = this.held ?? [];
    this.held = null;
    await this.record(lines);
  }

  /** Appends lines after their evaluation ran (never during it); nothing in `--dry-run`. */
  async record(lines: readonly LedgerLine[]): Promise<void> {
    if (this.held !== null) {
      this.held.push(...lines);
      return;
    }
    if (!this.options.writes || lines.length === 0) return;
    await this.store.append(lines);
    this.written.push(...lines);
    // The note as read plus what this run appended: what a read now would give, without one.
    for (const line of lines) {
      const read = this.notes.get(line.tree);
      if (read !== undefined)
        this.notes.set(
          line.tree,
          read.then((was) => [...was, line]),
        );
    }
  }
}
