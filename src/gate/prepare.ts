/**
 * Step one of the gate: everything resolved before anything is judged. The repository and the user's
 * folder, the trusted idea tree (from trunk, never from the branch), the settings, the trunk and the
 * source as exact commits, the node, the candidate (the merge of the source into trunk, built in
 * memory), and the first verdict value. Bad input throws here, before any work; a refused target, an
 * already merged source and a merge conflict are verdicts reached before anything runs.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { substituteCommand, validateNodeId } from '../eval/command.js';
import { EvaluationTrees } from './trees/views.js';
import { atomicEndWarnings, isolationWarnings, resolveIsolation } from '../eval/isolation/index.js';
import { planRuntime } from './runtime/plan.js';
import { heldOutWarnings } from './phases/two-phase.js';
import { denyListWarnings } from './paths/editable.js';
import { GateLedger } from './ledger/gate-ledger.js';
import { defaultGitFactory, refuseOptionLike, type GitAdapter, type GitFactory } from '../git/adapter.js';
import { validateRunName } from '../session/paths.js';
import { nodeEntries, type IdeaTree } from '../session/tree.js';
import { createRedactor } from '../util/redact.js';
import { buildCandidate, requireMergeTree, type Candidate } from './candidate.js';
import { isWritingRun, reject, type GateContext, type GateDeps, type Trunk } from './context.js';
import type { GateInput, InputNamer } from './input.js';
import { logsRoot, openRunLogs } from './logs.js';
import { firstReferences, type ReferencePlan } from './references.js';
import {
  branchName,
  isMainOrMaster,
  resolveGateSettings,
  type GateSettings,
  type MetaRank,
} from './settings.js';
import { findTrunkCheckout, requireFollowable } from './trunk-checkout.js';
import { presentPaths } from '../git/submodules.js';
import { loadLocalTree, loadTrunkTree, treeNotFound, type TrustedTree } from './trusted-tree.js';
import { localTrunkWarning, trunkCommits, type TrunkCommit } from './trunk-source.js';
import { unjudgedVerdict, type Reason, type Verdict } from './verdict.js';
import { checkTimeoutWarning } from './merge-group/plan.js';

/** Where a run's REPORT.md goes by default (the caller writes it): the user's folder and the local session folder. */
export interface ReportPlace {
  cwd: string;
  sessionDir: string | null;
}

/** What `judge` starts from: the resolved context, trunk, the candidate built on it, and the verdict so far. */
export interface Ready {
  ctx: GateContext;
  trunk: Trunk;
  /** The merge of the source into `trunk`: its tree is what the evaluation runs on and what lands. */
  candidate: Candidate;
  /** What the candidate's score must beat. */
  references: ReferencePlan;
  /** 0 for the first judgement; n for the n-th after trunk moved (see judge.ts `rejudge`). */
  rejudgement: number;
  /** Merge without --dry-run: the accepted judgement lands. */
  writes: boolean;
  verdict: Verdict;
}

export type Prepared = ReportPlace & ({ kind: 'final'; verdict: Verdict } | ({ kind: 'ready' } & Ready));

const noop = (): void => undefined;

function baseVerdict(input: GateInput, settings: GateSettings): Verdict {
  return {
    ...unjudgedVerdict({
      decision: 'rejected',
      node_id: input.nodeId ?? null,
      metric_direction: settings.metricDirection,
      source: { ref: input.source ?? '', sha: null },
      requestedTarget: input.target ?? settings.trunkBranch ?? '',
      references: {
        test_trunk_score: settings.testTrunkScore,
        test_baseline_score: settings.testBaselineScore,
      },
    }),
    ...(input.dryRun ? { dry_run: true } : {}),
  };
}

/**
 * What the verdict says about the input itself: a claimed score was ignored; an agent's settings came
 * from a tree it can edit (the local session folder, or its own arguments), or were set aside for the
 * pinned ones.
 */
function inputWarnings(input: GateInput, name: InputNamer, trusted: TrustedTree, rank: MetaRank): string[] {
  const warnings: string[] = [...(input.runWarnings ?? [])];
  if (input.claimedTestScore !== undefined) {
    warnings.push(
      `${name('claimedTestScore')} ${JSON.stringify(input.claimedTestScore)} was ignored: the gate measures B_test itself and judges that score alone`,
    );
  }
  if (input.agent === undefined) return warnings;
  if (!rank.pinned) {
    const source =
      trusted.origin === 'local'
        ? `the local session tree ${trusted.label}, which trunk does not track and an agent can edit`
        : "the tool's arguments (no idea tree was found)";
    warnings.push(
      `settings were read from ${source}: pin them with arbor-gate mcp --trusted-settings FILE, or commit the tree on trunk`,
    );
  }
  const overridden = [...(rank.overridden ?? [])];
  if (overridden.length > 0) {
    warnings.push(
      `${overridden.map((field) => name(field)).join(', ')}: set aside for the pinned settings (${input.agent.pinned?.label ?? trusted.label})`,
    );
  }
  return warnings;
}

/**
 * Reads the trusted tree. The trunk branch may itself come from the tree's meta, so: the local tree is
 * read first (CLI mode), the trunk is named by the input or that meta, and trunk's committed copy
 * replaces the local one when trunk tracks it.
 */
async function loadTree(
  repo: GitAdapter,
  trunkCommit: TrunkCommit,
  input: GateInput,
  name: InputNamer,
  location: { cwd: string; prefix: string },
): Promise<TrustedTree> {
  const runName =
    input.runName === undefined || input.runName === ''
      ? null
      : validateRunName(input.runName, name('runName'));
  const local = await loadLocalTree({ ...location, runName });
  const metaTrunk = local.tree?.meta.trunk_branch;
  // A pull request's base was chosen by its author: it never says where the trusted tree is.
  const requestedTarget = input.targetIsPullRequestBase ? undefined : input.target?.trim();
  const trunkHint =
    input.trunkBranch !== undefined && input.trunkBranch.trim() !== ''
      ? branchName(input.trunkBranch, name('trunkBranch'))
      : requestedTarget && !isMainOrMaster(requestedTarget)
        ? branchName(requestedTarget, name('target'))
        : typeof metaTrunk === 'string' && metaTrunk.trim() !== '' && !isMainOrMaster(metaTrunk)
          ? branchName(metaTrunk, `meta.trunk_branch in ${local.label}`)
          : null;
  const notFound = (trunk: string | null) =>
    local.origin === 'none' ? treeNotFound(local, { ...location, runName }, trunk) : local;
  if (trunkHint === null) return notFound(null);
  const commit = await trunkCommit(trunkHint, input.remote ?? 'origin');
  if (commit === null) return notFound(null);
  return (
    (await loadTrunkTree(repo, trunkHint, commit, { ...location, runName: runName ?? local.runName })) ??
    notFound(trunkHint)
  );
}

/** The node being judged: --node-id, else the tree node whose code_ref names the source branch. */
function findNodeId(
  input: GateInput,
  name: InputNamer,
  tree: IdeaTree | null,
  sourceRef: string,
): string | null {
  if (input.nodeId !== undefined && input.nodeId !== '') return validateNodeId(input.nodeId, name('nodeId'));
  if (tree === null) return null;
  const branch = sourceRef.replace(/^refs\/heads\//, '');
  // Arbor's order (the file's), not JavaScript's: when two nodes share the branch, the first one wins.
  const match = nodeEntries(tree).find(([, node]) => node.code_ref === branch || node.code_ref === sourceRef);
  if (match === undefined) return null;
  try {
    return validateNodeId(match[0], 'node id in the idea tree');
  } catch {
    return null;
  }
}

/**
 * A pull request's target with no trunk named by the input: refused before any setting is read. The
 * base is its author's choice, and so is every file the checkout holds (for a PR into main too, a tree
 * whose meta.trunk_branch names a branch of the author's): only the workflow names the trunk.
 */
function unconfiguredPullRequestBase(input: GateInput, name: InputNamer): Reason | null {
  const base = input.target?.trim() ?? '';
  if (!input.targetIsPullRequestBase || base === '') return null;
  if ((input.trunkBranch ?? '').trim() !== '') return null;
  return {
    code: 'target_refused',
    message: `${name('trunkBranch')} is not set, so the pull request into ${base} has no trunk to be judged against: only the workflow names the trunk, never a pull request (its base, or a tree in its checkout)`,
  };
}

/**
 * Steps 1-2: main/master (any case, with or without `refs/heads/`) are base branches, never merge
 * targets, and resolve to the configured trunk; any other target must be the trunk itself (or names it
 * when none is configured).
 */
function resolveTarget(
  requested: string,
  configuredTrunk: string | null,
  name: InputNamer,
): { branch: string } | { refused: Reason } {
  if (requested === '') {
    throw new UserError(
      `no trunk branch: pass ${name('trunkBranch')} (or ${name('target')}), or set meta.trunk_branch in the session's idea tree`,
    );
  }
  if (isMainOrMaster(requested)) {
    if (configuredTrunk === null) {
      throw new UserError(
        `${requested} is a base branch, not a merge target, and no trunk branch is configured: pass ${name('trunkBranch')} or set meta.trunk_branch`,
      );
    }
    return { branch: configuredTrunk };
  }
  const branch = branchName(requested, name('target'));
  if (configuredTrunk !== null && configuredTrunk !== branch) {
    return {
      refused: {
        code: 'target_refused',
        message: `target ${requested} is not the trunk branch ${configuredTrunk}; the gate merges only into trunk`,
      },
    };
  }
  return { branch };
}

/** The repository that holds the user's folder, and where in it that folder is. */
async function openRepository(
  input: GateInput,
  name: InputNamer,
  factory: GitFactory,
): Promise<{ repo: GitAdapter; top: string; location: { cwd: string; prefix: string } }> {
  const cwd = resolve(input.cwd ?? process.cwd());
  if (!existsSync(cwd)) throw new UserError(`${name('cwd')}: folder ${cwd} does not exist`);
  const probe = factory(cwd);
  const where = await probe.whereInRepository();
  if (where === null) throw new UserError(`${name('cwd')}: ${cwd} is not inside a git repository`);
  return { repo: factory(where.top), top: where.top, location: { cwd, prefix: where.prefix } };
}

/** The trunk branch the target resolves to, at its current commit. */
async function resolveTrunk(
  trunkCommit: TrunkCommit,
  target: { branch: string },
  requested: string,
  settings: GateSettings,
  deps: GateDeps,
  mode: GateInput['mode'],
): Promise<Trunk> {
  const branch = target.branch;
  if (branch !== requested.replace(/^refs\/heads\//, '')) {
    const how = mode === 'merge' ? `merging into trunk ${branch} instead` : `judging against trunk ${branch}`;
    deps.log?.(`target ${requested} is a base branch: ${how}`);
  }
  const sha = await trunkCommit(branch, settings.remote);
  if (sha === null) {
    throw new UserError(
      `trunk branch ${branch} does not exist (${deps.name('trunkBranch')}); create it from your base branch first, e.g. git branch ${branch} main`,
    );
  }
  return { branch, sha };
}

/**
 * The trunk a judgement is made against: trunk's head, or for a merge-queue entry the step it lands on
 * (the entry ahead of it, or the group's base). Only the Action's verify sets one (input mode merge
 * is refused there: GitHub's queue lands the group).
 */
async function judgedTrunk(repo: GitAdapter, input: GateInput, trunk: Trunk): Promise<Trunk> {
  const entry = input.mergeGroup;
  if (entry === undefined) return trunk;
  if ((await repo.resolveCommit(entry.step.sha, 'queue step')) !== entry.step.sha) {
    throw new UserError(`the merge queue's step ${entry.step.sha} is not a commit of this repository`);
  }
  return { branch: trunk.branch, sha: entry.step.sha };
}

/** Resolves the inputs, the tree, trunk and the source; throws UserError for bad input (exit 2). */
export async function prepare(input: GateInput, deps: GateDeps): Promise<Prepared> {
  const { name } = deps;
  const factory = deps.git ?? defaultGitFactory;
  const { repo, top, location } = await openRepository(input, name, factory);
  await requireMergeTree(repo);

  const sourceRef = input.source?.trim() ?? '';
  if (sourceRef === '')
    throw new UserError(`${name('source')}: required (the experiment branch, ref or commit SHA to evaluate)`);
  refuseOptionLike(sourceRef, name('source'));

  const trunkCommit = trunkCommits(repo, input.push);
  const trusted = await loadTree(repo, trunkCommit, input, name, location);
  const unconfigured = unconfiguredPullRequestBase(input, name);
  if (unconfigured !== null) {
    const verdict = reject(
      unjudgedVerdict({
        decision: 'rejected',
        node_id: input.nodeId ?? null,
        metric_direction: 'maximize',
        source: { ref: sourceRef, sha: null },
        requestedTarget: input.target ?? '',
      }),
      [unconfigured],
    );
    return { cwd: location.cwd, sessionDir: trusted.sessionDir, kind: 'final', verdict };
  }
  const pinned = input.agent?.pinned ?? null;
  const rank: MetaRank = {
    pinned: input.agent !== undefined && (pinned !== null || trusted.origin === 'trunk'),
    overridden: new Set(),
  };
  const settings = resolveGateSettings(
    input,
    pinned?.meta ?? trusted.tree?.meta ?? {},
    name,
    pinned?.label ?? trusted.label,
    rank,
  );
  // REPORT.md goes beside a local session's tree; a tree read from trunk is tracked, so its folder in
  // the checkout is not the place for an untracked file (the report then goes into the git folder).
  const place: ReportPlace = {
    cwd: location.cwd,
    sessionDir: trusted.origin === 'local' ? trusted.sessionDir : null,
  };
  const isolation = await resolveIsolation({
    setting: settings.evalIsolation,
    account: settings.evalUser,
    names: { setting: name('evalIsolation'), account: name('evalUser') },
    merging: input.mode === 'merge',
    log: deps.log ?? noop,
  });
  const runtime = await planRuntime({
    mode: isolation.mode,
    declared: settings.evalRead,
    heldOut: {
      globs: settings.twoPhase?.heldOutGlobs ?? [],
      outside: settings.twoPhase?.heldOutOutside ?? [],
    },
    repository: repo.dir,
    gitDir: await repo.commonDir(),
    env: deps.env ?? process.env,
    names: { read: name('evalRead'), isolation: name('evalIsolation') },
    log: deps.log ?? noop,
  });
  const trees = await EvaluationTrees.open(
    repo,
    factory,
    isolation,
    settings.treeCache,
    name('treeCache'),
    deps.log ?? noop,
  );
  let verdict: Verdict = {
    ...baseVerdict(input, settings),
    isolation: isolation.mode,
    end: isolation.end,
    warnings: [
      ...(input.mode === 'merge'
        ? [
            ...isolationWarnings(isolation, name('evalIsolation')),
            ...atomicEndWarnings(isolation, name('evalIsolation')),
          ]
        : []),
      ...inputWarnings(input, name, trusted, rank),
      // Two-phase: no code of the branch runs in the scorer's sandbox, which is what the deny-list warns of.
      ...(settings.twoPhase === null ? denyListWarnings(settings.editableGlobs, name('editablePaths')) : []),
      ...heldOutWarnings(isolation, settings.twoPhase, {
        heldOut: name('heldOut'),
        isolation: name('evalIsolation'),
      }),
      ...(trees.fallback === null ? [] : [trees.fallback]),
    ],
  };

  const requested = input.target?.trim() || settings.trunkBranch || '';
  const target = resolveTarget(requested, settings.trunkBranch, name);
  if ('refused' in target) {
    const unresolved = { ...verdict.target, requested, resolved: null };
    return { ...place, kind: 'final', verdict: reject({ ...verdict, target: unresolved }, [target.refused]) };
  }
  const trunkHead = (await resolveTrunk(trunkCommit, target, requested, settings, deps, input.mode)).sha;
  const trunk = await judgedTrunk(repo, input, { branch: target.branch, sha: trunkHead });
  if (input.mergeGroup !== undefined) {
    const late = checkTimeoutWarning(settings, input.mergeGroup, name);
    verdict = {
      ...verdict,
      merge_group: input.mergeGroup,
      warnings: late === null ? verdict.warnings : [...verdict.warnings, late],
    };
  }
  const localAhead = await localTrunkWarning(repo, { branch: trunk.branch, sha: trunkHead }, settings.remote);
  verdict = {
    ...verdict,
    target: { requested, resolved: trunk.branch, sha_before: trunk.sha, sha_after: trunk.sha },
    ...(localAhead === null ? {} : { warnings: [...verdict.warnings, localAhead] }),
  };

  // Resolve the source once; everything after uses this exact SHA.
  const sourceSha = await repo.resolveCommit(sourceRef, name('source'));
  if (sourceSha === null)
    throw new UserError(`${name('source')}: ${sourceRef} does not name a commit in ${top}`);
  const nodeId = findNodeId(input, name, trusted.tree, sourceRef);
  const devScore = nodeId === null ? undefined : trusted.tree?.nodes[nodeId]?.score;
  verdict = {
    ...verdict,
    node_id: nodeId,
    source: { ref: sourceRef, sha: sourceSha },
    dev_score: typeof devScore === 'number' && Number.isFinite(devScore) ? devScore : null,
  };
  const writes = isWritingRun(input);
  const pushTo = writes ? await pushRemote(repo, settings, deps) : null;

  const evalNodeId = nodeId ?? sourceSha.slice(0, 12);
  // A template that cannot take the worktree path safely is a configuration error: say so before any work.
  substituteCommand(settings.evalCmdTest, {
    cwd: join(tmpdir(), 'arbor-gate-source-XXXXXX', 'worktree'),
    nodeId: evalNodeId,
    seed: settings.judgement.rule !== 'single' || settings.evalRepeats > 1 ? 1 : null,
  });
  const log = deps.log ?? noop;
  log(
    `source ${sourceRef} = ${sourceSha.slice(0, 12)}, trunk ${trunk.branch} = ${trunk.sha.slice(0, 12)}, tree: ${trusted.label}`,
  );
  // Step 3: the merge is computed before anything runs; a conflict ends here.
  const built = await buildCandidate({ repo, sourceRef, sourceSha, log }, trunk);
  if ('merged' in built)
    return { ...place, kind: 'final', verdict: { ...verdict, decision: 'already_merged' } };
  if ('conflict' in built) return { ...place, kind: 'final', verdict: reject(verdict, [built.conflict]) };
  if (writes) {
    const checkout = await findTrunkCheckout(repo, trunk.branch);
    if (checkout !== null) await requireFollowable(repo, factory, checkout, trunk, built.candidate.commit);
  }
  // Opened last, once nothing before the evaluation can end the run: a run that ends above leaves no folder.
  const logs = await openRunLogs(await logsRoot(repo, settings.logDir, location.cwd), settings.keepLogs);
  const ctx: GateContext = {
    deps,
    settings,
    repo,
    factory,
    trusted,
    location,
    sourceRef,
    sourceSha,
    nodeId,
    pushTo,
    evalNodeId,
    logs,
    log,
    redact: createRedactor(deps.env ?? process.env),
    isolation,
    runtime,
    ...(input.mergeGroup === undefined
      ? {}
      : { mergeGroup: { ...input.mergeGroup, onTrunkHead: input.mergeGroup.step.sha === trunkHead } }),
    trees,
    ledger: await GateLedger.open({
      repo,
      settings,
      isolation: isolation.mode,
      submodules: presentPaths(await trees.submodulesOf(trunk.sha)),
      view: runtime?.identity ?? null,
      name,
      writes: !input.dryRun,
      chosenByAgent: input.agent !== undefined && !rank.pinned,
      keyFile: deps.ledgerKeyFile ?? true,
      gateVersion: deps.gateVersion ?? 'unknown',
      runUrl: deps.runUrl ?? null,
      ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }),
      ...(deps.jitter === undefined ? {} : { jitter: deps.jitter }),
      ...(deps.ledgerPushWithinMs === undefined ? {} : { withinMs: deps.ledgerPushWithinMs }),
    }),
  };
  return {
    ...place,
    kind: 'ready',
    ctx,
    trunk,
    candidate: built.candidate,
    references: firstReferences(settings),
    rejudgement: 0,
    writes,
    verdict,
  };
}

/** Where a merge pushes trunk: the remote when pushing is on and it exists, else nowhere (local only). */
async function pushRemote(repo: GitAdapter, settings: GateSettings, deps: GateDeps): Promise<string | null> {
  if (!settings.push) return null;
  if (await repo.remoteExists(settings.remote)) return settings.remote;
  deps.log?.(`remote ${settings.remote} does not exist: trunk is updated locally only`);
  return null;
}
