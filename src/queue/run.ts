/**
 * The speculative local queue (`arbor-gate queue`, the Action's `mode: queue`): several branches
 * judged and landed in order, each against the state it lands on. Every entry's candidate is built up
 * front on the candidate of the nearest earlier entry that can still land (plan.ts), and up to
 * `parallel` of them are measured at once, each in a sandbox slot of its own (an evaluation account
 * per slot, so that ending one evaluation never touches another). The head of the queue is then
 * judged and landed by the gate's own procedure (`runGateProcedure`, merge mode): its candidate is
 * rebuilt on the landed previous commit, and the measurement and the trunk reference come from the
 * ledger, so nothing is evaluated twice. A rejected entry's dependants are rebuilt without it.
 */
import { InfraError, UserError } from '../errors.js';
import type { GateDeps } from '../gate/context.js';
import type { GateInput } from '../gate/input.js';
import { type Ready, prepare, type ReportPlace } from '../gate/prepare.js';
import { runGateProcedure } from '../gate/run.js';
import type { Verdict } from '../gate/verdict.js';
import { validateAccountName } from '../eval/isolation/account.js';
import { resolveIsolation, type Isolator } from '../eval/isolation/index.js';
import type { GitAdapter } from '../git/adapter.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { forecastDue, nextWindow, planQueue, type PlanEntry } from './plan.js';
import { buildOn, measureSpeculative, type Speculative } from './speculation.js';
import { forecastAccepted, landsWithoutEvaluating, recordedScore } from './forecast.js';
import { firstReferences } from '../gate/references.js';
import { measureTrunk } from '../gate/judgement/single.js';
import { EvaluationTrees } from '../gate/trees/views.js';
import {
  entryFailureVerdict,
  failureText,
  orThrown,
  queueWideError,
  type EntryFailure,
} from './entry-failure.js';

export interface QueueInput {
  /** The gate's settings for every entry (mode merge; `source` unset). */
  gate: Omit<GateInput, 'mode' | 'source'>;
  /** The branches, in the order they land. */
  sources: readonly string[];
  /** How many evaluations run at once (W), already validated. */
  parallel: number;
}

export interface QueueOutcome extends ReportPlace {
  /** One verdict per source, in the queue's order. */
  verdicts: Verdict[];
  /** The commits that landed on trunk, in order. */
  landed: string[];
  /** The window (how many entries ahead are measured) before each decision, in order. */
  windows: number[];
  /** What the reader should know about the queue as a whole (a report that could not be written). */
  warnings: string[];
}

interface Waiting extends PlanEntry {
  position: number;
  ready: Ready;
  speculative: Speculative | null;
  /** What threw while building or measuring it on `builtOn`: its verdict is then that `error`. */
  failure: EntryFailure | null;
}

/**
 * One sandbox slot: the isolation its evaluations run under, the repository they are checked out from,
 * the trees (views) laid out for its own account, and what its sandboxes hide besides its repository.
 */
interface Slot {
  isolation: Isolator;
  repo: GitAdapter;
  trees: EvaluationTrees;
  hiddenBeside: readonly string[];
  /** It evaluates in the queue's own repository (W = 1), not in a clone of its own. */
  inQueueRepository: boolean;
}

/**
 * The sandbox slots. W > 1: slot k evaluates as account `<eval-user>-k` (ending its evaluation ends
 * only that account's processes) and from a clone of its own that shares the objects (`clone
 * --shared`, in the git folder): every evaluation snapshots and puts back its repository's git state
 * (config, notes refs, hooks), which two evaluations in one repository would undo for each other.
 * W = 1: the entry's own isolation and repository.
 */
async function sandboxSlots(
  first: Ready,
  parallel: number,
  deps: GateDeps,
): Promise<{ slots: Slot[]; folder: string | null }> {
  const { ctx } = first;
  const { isolation, repo, trees } = ctx;
  if (parallel === 1)
    return { slots: [{ isolation, repo, trees, hiddenBeside: [], inQueueRepository: true }], folder: null };
  const commonDir = await ctx.repo.commonDir();
  const folder = await mkdtemp(join(commonDir, 'arbor-gate', 'queue-slots-'));
  const top = (await ctx.repo.topLevel()) ?? ctx.location.cwd;
  const slots: Array<Omit<Slot, 'trees'>> = [];
  // The accounts one after another (creating one edits the system's account files), the clones at once.
  for (let slot = 1; slot <= parallel; slot++) {
    const account = validateAccountName(`${ctx.settings.evalUser}-${slot}`, deps.name('evalUser'));
    const isolation = await resolveIsolation({
      setting: ctx.settings.evalIsolation,
      account,
      names: { setting: deps.name('evalIsolation'), account: deps.name('evalUser') },
      merging: true,
      log: ctx.log,
    });
    const repo = ctx.factory(join(folder, `slot-${slot}`));
    slots.push({ isolation, repo, hiddenBeside: [top, commonDir], inQueueRepository: false });
  }
  await Promise.all(
    slots.map(({ repo }) =>
      ctx.repo.run(['clone', '--quiet', '--shared', '--no-checkout', '--', top, repo.dir]),
    ),
  );
  // Views laid out for the slot's own account, from its own clone: a view laid out for another account
  // is one the slot cannot write and that account's other evaluations can.
  const withTrees = slots.map(async (slot): Promise<Slot> => {
    const name = deps.name('treeCache');
    const trees = await EvaluationTrees.open(
      slot.repo,
      ctx.factory,
      slot.isolation,
      ctx.settings.treeCache,
      name,
      ctx.log,
    );
    return { ...slot, trees };
  });
  return { slots: await Promise.all(withTrees), folder };
}

function refuseQueueInput(input: QueueInput, deps: GateDeps): void {
  const seen = new Set<string>();
  for (const source of input.sources) {
    const ref = source.trim();
    if (ref === '') throw new UserError(`${deps.name('source')}: an empty ref in the queue`);
    if (seen.has(ref)) throw new UserError(`${deps.name('source')}: ${ref} is queued twice`);
    seen.add(ref);
  }
  if (seen.size === 0) throw new UserError(`${deps.name('source')}: the queue needs at least one branch`);
  if (input.gate.ledger === false) {
    throw new UserError(
      `${deps.name('ledger')}: the queue needs the score ledger (it reuses each speculative measurement when the branch lands)`,
    );
  }
  if ((input.gate.testTrunkScore ?? '').trim() !== '') {
    throw new UserError(
      `${deps.name('testTrunkScore')}: not with a queue, where each branch is judged against the state it lands on`,
    );
  }
}

/** `log`, each distinct line about the machine's evaluation setup (`evaluation ...`) said once. */
function onceEach(log: (line: string) => void): (line: string) => void {
  const said = new Set<string>();
  return (line) => {
    if (line.startsWith('evaluation ') && said.has(line)) return;
    said.add(line);
    log(line);
  };
}

/**
 * Runs the queue: every source gets a verdict (merged, already_merged, rejected or error), in order.
 * Throws UserError on bad input (exit 2) and InfraError when git or the system fail (exit 3).
 */
export async function runQueue(input: QueueInput, given: GateDeps): Promise<QueueOutcome> {
  refuseQueueInput(input, given);
  // A line said the same way by every candidate's run (the machine's, not a branch's: how evaluation
  // trees are made, how isolation runs) is said once per queue, not once per branch.
  const log = onceEach(given.log ?? (() => undefined));
  const deps = { ...given, log };
  const verdicts: Array<Verdict | null> = input.sources.map(() => null);
  const waiting: Waiting[] = [];
  let place: ReportPlace | null = null;
  const opened: Ready[] = [];
  try {
    // At once: each is a few git processes. The first alone when it may create the ledger's key file
    // (no key given, and the CLI's key file): two prepares creating it at once could read it half written.
    const prepareOne = (source: string) =>
      prepare({ ...input.gate, mode: 'verify', source: source.trim() }, deps);
    const mayCreateKeyFile = !input.gate.ledgerKey?.trim() && deps.ledgerKeyFile !== false;
    const alone = mayCreateKeyFile ? input.sources.slice(0, 1) : [];
    const settled = [
      ...(await Promise.allSettled(alone.map(prepareOne))),
      ...(await Promise.allSettled(input.sources.slice(alone.length).map(prepareOne))),
    ];
    for (const outcome of settled)
      if (outcome.status === 'fulfilled' && outcome.value.kind === 'ready') opened.push(outcome.value);
    for (const [position, outcome] of settled.entries()) {
      if (outcome.status === 'rejected') throw outcome.reason;
      const prepared = outcome.value;
      place ??= { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
      if (prepared.kind === 'final') {
        verdicts[position] = prepared.verdict;
        continue;
      }
      const entry = { builtOn: null, candidate: null, failed: false, measuring: false, measured: false };
      const none = { speculative: null, failure: null, forecast: false };
      waiting.push({ ...entry, ...none, position, ready: prepared });
    }
    const landed = await drain(input, deps, waiting, verdicts, log);
    return {
      cwd: place?.cwd ?? input.gate.cwd ?? process.cwd(),
      sessionDir: place?.sessionDir ?? null,
      verdicts: verdicts.filter((verdict): verdict is Verdict => verdict !== null),
      landed: landed.commits,
      windows: landed.windows,
      warnings: [],
    };
  } finally {
    for (const ready of opened) await ready.ctx.logs.close().catch(() => undefined);
  }
}

/** The queue's loop: build, measure in the window, decide the head; until every entry is decided. */
async function drain(
  input: QueueInput,
  deps: GateDeps,
  waiting: Waiting[],
  verdicts: Array<Verdict | null>,
  log: (line: string) => void,
): Promise<{ commits: string[]; windows: number[] }> {
  const first = waiting[0];
  if (first === undefined) return { commits: [], windows: [] };
  const { ledger } = first.ready.ctx;
  // One ledger for every entry: a line one writes is seen by the others' next lookup.
  for (const entry of waiting) entry.ready = { ...entry.ready, ctx: { ...entry.ready.ctx, ledger } };
  const { rule } = first.ready.ctx.settings.judgement;
  const limit = rule === 'single' ? input.parallel : 1;
  if (rule !== 'single' && input.parallel > 1) {
    log(
      `${deps.name('judge')} ${rule}: one evaluation at a time (the sides of neighbouring entries share trees, which parallel runs would measure twice)`,
    );
  }
  const { slots, folder } = await sandboxSlots(first.ready, limit, deps);
  try {
    return await drainIn(slots, { input, deps, waiting, verdicts, log, limit });
  } finally {
    if (folder !== null) await rm(folder, { recursive: true, force: true });
  }
}

/** A landing under way beside the measurements; once it ended, its verdict (null: trunk moved under it). */
interface Landing {
  head: Waiting;
  /** The commit the head lands on, as the queue knew it when the landing began. */
  before: string;
  done: Promise<void>;
  verdict?: Verdict | null;
}

interface Drain {
  input: QueueInput;
  deps: GateDeps;
  waiting: Waiting[];
  verdicts: Array<Verdict | null>;
  log: (line: string) => void;
  /** The window's upper bound: W, or 1 in paired mode. */
  limit: number;
}

async function drainIn(
  slots: readonly Slot[],
  queue: Drain,
): Promise<{ commits: string[]; windows: number[] }> {
  const { input, deps, waiting, verdicts, log, limit } = queue;
  const first = waiting[0] as Waiting;
  const { ledger } = first.ready.ctx;
  const commits: string[] = [];
  const windows: number[] = [];
  const free = slots.map((_, slot) => slot);
  const jobs = new Set<Promise<void>>();
  // A landing that threw, or bad configuration met in a slot, stops the queue (else: entry-failure.ts).
  let broken: unknown = null;
  let realTrunk = first.ready.trunk.sha;
  let trunk = realTrunk;
  let window = limit;
  const single = first.ready.ctx.settings.judgement.rule === 'single';

  /** Runs `measure` in a free slot; the queue's loop wakes when it ends. */
  const track = (measure: (slot: Slot) => Promise<void>) => {
    const slot = free.shift() as number;
    const tracked: Promise<void> = measure(slots[slot] as Slot).finally(() => {
      free.push(slot);
      jobs.delete(tracked);
    });
    jobs.add(tracked);
    return slot;
  };

  const start = (entry: Waiting, speculative: Speculative) => {
    entry.measuring = true;
    const label = `queue-${entry.position + 1}-${speculative.candidate.tree.slice(0, 8)}`;
    const slot = track(async ({ isolation, repo, trees, hiddenBeside }) => {
      const ctx = { ...entry.ready.ctx, isolation, repo, trees, hiddenBeside };
      try {
        const ok = await measureSpeculative(entry.ready, ctx, speculative, label);
        // A rebuild while it ran left it stale: its measurement stays in the ledger, the entry is not changed.
        if (entry.speculative !== speculative) return;
        entry.measured = true;
        entry.failed = !ok;
      } catch (error) {
        if (entry.speculative !== speculative) return;
        broken ??= queueWideError(error, deps.signal);
        fail(entry, { step: 'measuring', base: speculative.base, error });
      } finally {
        entry.measuring = entry.speculative !== speculative && entry.measuring;
      }
    });
    log(
      `queue: measuring ${entry.ready.ctx.sourceRef} on ${speculative.base.slice(0, 12)} (slot ${slot + 1})`,
    );
  };

  /** The entry cannot land where it was built: the ones behind it are rebuilt without it. */
  const fail = (entry: Waiting, failure: EntryFailure) => {
    log(`queue: ${entry.ready.ctx.sourceRef}: ${failureText(failure)}`);
    Object.assign(entry, { failure, failed: true, measured: true });
  };

  // Single mode with no configured reference: trunk's tree is measured in a slot beside the first
  // candidates (recorded in the ledger, where the first landing finds it) instead of inside that landing.
  const trunkMeasured = new Set<string>();
  const measureTrunkAhead = async (head: Waiting) => {
    const { ctx } = head.ready;
    if (!single || head.speculative === null || free.length === 0) return;
    if (firstReferences(ctx.settings).kind === 'known' || trunkMeasured.has(trunk)) return;
    trunkMeasured.add(trunk);
    if ((await recordedScore(ctx, trunk)) !== null) return;
    const at = { branch: head.ready.trunk.branch, sha: trunk };
    const { protectedFiles } = head.speculative;
    const slot = track(async ({ isolation, repo, trees, hiddenBeside }) => {
      // A failure here is the first landing's to report: it measures trunk again itself.
      const inSlot = { ...ctx, isolation, repo, trees, hiddenBeside };
      await measureTrunk(inSlot, at, protectedFiles).catch(() => undefined);
    });
    log(`queue: measuring ${at.branch} at ${trunk.slice(0, 12)} (slot ${slot + 1})`);
  };

  // Single mode: an entry whose recorded score does not beat its base's is failing now, so the entries
  // behind it are rebuilt without it at once (its landing still judges it). The window moves on each
  // forecast as on a decision: it halves before anything more is built behind a failing guess.
  // Forecasts go in the queue's order (forecastDue), on the base each entry is expected on.
  const forecast = async () => {
    if (!single) return;
    for (let index = forecastDue(trunk, waiting); index !== null; index = forecastDue(trunk, waiting)) {
      const entry = waiting[index] as Waiting;
      const { candidate, builtOn } = entry as { candidate: string; builtOn: string };
      const accepted = await forecastAccepted(entry.ready.ctx, candidate, builtOn);
      if (accepted === null) return;
      entry.forecast = true;
      window = nextWindow(window, limit, accepted);
      if (!accepted) {
        log(`queue: ${entry.ready.ctx.sourceRef} does not improve on ${builtOn.slice(0, 12)}`);
        entry.failed = true;
      }
    }
  };

  /**
   * A landing, by the gate's own procedure. Beside the slots' running measurements (W > 1, and it
   * will not evaluate: forecast.ts) it runs while the queue goes on building and measuring, and gets
   * no re-judgement: a run snapshots and puts back this repository's git state, which the
   * measurements' ledger lines change. Resolves to null when trunk moved under it (nothing landed).
   */
  const landBeside = async (head: Waiting): Promise<Verdict | null> => {
    const gate = { ...input.gate, mode: 'merge' as const, source: head.ready.ctx.sourceRef };
    const verdict = (await runGateProcedure({ ...gate, maxRejudge: '0' }, deps)).verdict;
    return verdict.reasons.some((reason) => reason.code === 'superseded') ? null : verdict;
  };
  /** A landing that may evaluate: once every running measurement ended, with the configured re-judgements. */
  const landAlone = async (head: Waiting): Promise<Verdict> => {
    await Promise.allSettled([...jobs]);
    if (broken !== null) throw broken;
    const gate = { ...input.gate, mode: 'merge' as const, source: head.ready.ctx.sourceRef };
    return (await runGateProcedure(gate, deps)).verdict;
  };
  /**
   * The head's verdict: the window moves, and the queue follows what landed. `before`: the commit the
   * head was to land on, which the next entry lands on when this one did not land.
   */
  const settle = async (head: Waiting, verdict: Verdict, before: string) => {
    verdicts[head.position] = verdict;
    windows.push(window);
    // A forecast outcome moved the window already; an entry judged with no forecast moves it now.
    if (!head.forecast) window = nextWindow(window, limit, verdict.decision === 'merged');
    if (verdict.decision !== 'merged' || verdict.merge_commit === null) {
      // Trunk moved under the queue (another merge): what is built on the old trunk is rebuilt.
      const now = verdict.target.sha_after;
      if (now !== null && now !== realTrunk) realTrunk = trunk = now;
      else trunk = before;
      return;
    }
    commits.push(verdict.merge_commit);
    realTrunk = verdict.merge_commit;
    // The landed commit is the head's speculative candidate plus the idea-tree record: the entries
    // built on that candidate stay valid. Anything else landed (trunk moved meanwhile): all rebuilt.
    const speculative = head.speculative;
    const same =
      speculative !== null &&
      ledger !== null &&
      (await ledger.keyTree(await head.ready.ctx.repo.treeOf(realTrunk))) ===
        (await ledger.keyTree(speculative.candidate.tree));
    trunk = same ? speculative.candidate.commit : realTrunk;
  };
  // The landing under way beside the measurements, and once it ended, its verdict.
  let landing: Landing | null = null;
  const inQueueRepository = slots.some((slot) => slot.inQueueRepository);

  while (waiting.length > 0 || landing !== null) {
    if (landing !== null && landing.verdict !== undefined) {
      const { head, verdict, before } = landing;
      landing = null;
      await settle(head, verdict ?? (await landAlone(head)), before);
      continue;
    }
    await forecast();
    const plan = planQueue(trunk, waiting, window, free.length);
    for (const index of plan.build) {
      const entry = waiting[index] as Waiting;
      const base = plan.bases[index] as string;
      const built = await orThrown(buildOn(entry.ready, base), deps.signal);
      Object.assign(entry, {
        builtOn: base,
        measuring: false,
        measured: false,
        failed: false,
        forecast: false,
        failure: null,
      });
      if (built.kind === 'threw') {
        Object.assign(entry, { speculative: null, candidate: null });
        fail(entry, { step: 'building', base, error: built.error });
      } else if (built.kind === 'failed') {
        log(`queue: ${entry.ready.ctx.sourceRef} cannot land on ${base.slice(0, 12)}: ${built.why}`);
        Object.assign(entry, { speculative: null, candidate: null, failed: true, measured: true });
      } else {
        Object.assign(entry, {
          speculative: built.speculative,
          candidate: built.speculative.candidate.commit,
          measured: built.measured,
        });
      }
    }
    if (plan.build.length > 0) continue;
    const head = waiting[0] as Waiting | undefined;
    const deciding = head !== undefined && plan.decideHead && landing === null;
    // Free slots are filled before a landing too (in clones of their own, the landing does not wait for them).
    if (head !== undefined && (!deciding || !inQueueRepository)) {
      await measureTrunkAhead(head);
      for (const index of plan.measure) {
        const entry = waiting[index] as Waiting;
        if (free.length === 0) break;
        if (entry.speculative !== null) start(entry, entry.speculative);
      }
    }
    if (!deciding) {
      const pending = [...jobs, ...(landing === null ? [] : [landing.done])];
      if (pending.length === 0) throw new InfraError('internal: the queue has nothing to wait for');
      await Promise.race(pending);
      if (broken !== null) throw broken;
      continue;
    }
    waiting.shift();
    if (head.failure !== null) {
      await settle(head, entryFailureVerdict(head.ready.verdict, head.failure, realTrunk), trunk);
      continue;
    }
    // Its outcome forecast (failing, or accepted on the state it was built on) and nothing to evaluate:
    // it lands beside the measurements, and the queue goes on as if it landed as forecast.
    const beside =
      !inQueueRepository &&
      (head.failed || head.forecast) &&
      (await landsWithoutEvaluating(head.ready, { branch: head.ready.trunk.branch, sha: realTrunk }));
    if (!beside) {
      await settle(head, await landAlone(head), trunk);
      continue;
    }
    const underWay: Landing = {
      head,
      before: trunk,
      done: landBeside(head).then(
        (verdict) => {
          underWay.verdict = verdict;
        },
        (error: unknown) => {
          broken ??= error;
          underWay.verdict = null;
        },
      ),
    };
    landing = underWay;
    if (!head.failed && head.speculative !== null) trunk = head.speculative.candidate.commit;
  }
  await Promise.allSettled(jobs);
  return { commits, windows };
}
