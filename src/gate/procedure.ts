/**
 * The merge procedure (DESIGN.md "The merge procedure", spec arbor-merge-eval "Merge Procedure"), one
 * function for both faces: the CLI's `merge`/`verify` and the GitHub Action call `runGate` with a
 * GateInput. git is reached only through the adapter from `deps`; the user's checkout (current branch,
 * index, working files) is never touched: evaluation and merge happen in temporary detached
 * worktrees, and trunk moves by `update-ref` with its expected old value plus a plain push.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { InfraError, UserError } from '../errors.js';
import { substituteCommand, validateNodeId } from '../eval/command.js';
import {
  isolatedFailureNote,
  isolationWarnings,
  resolveIsolation,
  type Isolator,
} from '../eval/isolation/index.js';
import { runEvaluation } from '../eval/runner.js';
import type { EvalRequest, EvalResult } from '../eval/types.js';
import { defaultGitFactory, refuseOptionLike, type GitAdapter, type GitFactory } from '../git/adapter.js';
import { TempWorktree } from '../git/worktree.js';
import { renderVerdictMarkdown } from '../report/verdict.js';
import { formatVerdictScore } from '../util/metric.js';
import { writeGateReport } from '../report/gate-report.js';
import { validateRunName } from '../session/paths.js';
import { createRedactor } from '../util/redact.js';
import { parseTreeJson, serializeTree, updateTreeFile, type IdeaTree } from '../session/tree.js';
import { compareScore, detectDivergence, type Reference } from './compare.js';
import type { GateInput, InputNamer } from './input.js';
import { isCsvPath, submissionFormatProblem } from './outputs.js';
import {
  countChangedPaths,
  findProtectedViolations,
  protectedMatcher,
  symlinksToInspect,
} from './protected.js';
import { recordMerge } from './record.js';
import { branchName, isMainOrMaster, resolveGateSettings, type GateSettings } from './settings.js';
import { guardCredentials } from './credential-guard.js';
import { changedFiles, fingerprintFiles } from './tamper.js';
import { loadLocalTree, loadTrunkTree, type TrustedTree } from './trusted-tree.js';
import { unjudgedVerdict, type Reason, type Verdict } from './verdict.js';

export interface GateDeps {
  /** How each input field is named in messages (`--eval-cmd-test` or `input eval-cmd-test`). */
  name: InputNamer;
  /** Makes the git adapter for a folder (the repository, its temp worktrees). Default: GitAdapter. */
  git?: GitFactory;
  /** The evaluation runner. Default: runEvaluation (src/eval/runner.ts); a test may observe requests through it. */
  evaluate?: (request: EvalRequest) => Promise<EvalResult>;
  /** Human progress lines (one line each, no newline). */
  log?: (line: string) => void;
  /** Live evaluation output hooks (src/eval/progress.ts has the same names). */
  progress?: Pick<EvalRequest, 'onLine' | 'onAttemptStart' | 'onAttemptEnd'>;
  /** Environment the evaluation's environment is derived from (credentials removed). Default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Aborts a running evaluation (its process group is killed). */
  signal?: AbortSignal;
  /** Sleep between retries (tests pass a fast one). */
  sleep?: (ms: number) => Promise<void>;
  /** Random jitter on retry backoff; default true. */
  jitter?: boolean;
  /** Grace between SIGTERM and SIGKILL when an attempt times out; default 5 s. */
  killGraceMs?: number;
  /** Folder for the evaluation logs; default: a fresh temp folder that is kept. */
  logDir?: string;
  /** How many times a merge is re-judged and retried when trunk moved meanwhile; default 3. */
  maxLandAttempts?: number;
}

interface Trunk {
  branch: string;
  sha: string;
}

/** Everything the judgement needs once inputs are resolved. */
interface Context {
  deps: GateDeps;
  settings: GateSettings;
  repo: GitAdapter;
  factory: GitFactory;
  trusted: TrustedTree;
  location: { cwd: string; prefix: string };
  sourceRef: string;
  sourceSha: string;
  nodeId: string | null;
  /** The value substituted for {node_id}: the node id, or the source commit's short SHA when unknown. */
  evalNodeId: string;
  logDir: string;
  log: (line: string) => void;
  /** Removes the job's secrets from text the evaluated code printed, before any face shows it. */
  redact: (text: string) => string;
  /** How evaluations are isolated in this run (src/eval/isolation). */
  isolation: Isolator;
}

const noop = (): void => undefined;

/** How a change to the repository's git config during the evaluation is named among tampered paths. */
const GIT_CONFIG_LABEL = '.git/config';

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

function reject(verdict: Verdict, reasons: Reason[]): Verdict {
  return { ...verdict, decision: 'rejected', reasons: [...verdict.reasons, ...reasons] };
}

/** The commit a trunk branch is at: the local branch, else the remote-tracking one; null when neither exists. */
async function trunkCommit(repo: GitAdapter, branch: string, remote: string): Promise<string | null> {
  return (
    (await repo.refCommit(`refs/heads/${branch}`)) ??
    (await repo.refCommit(`refs/remotes/${remote}/${branch}`))
  );
}

/**
 * Reads the trusted tree. The trunk branch may itself come from the tree's meta, so: the local tree is
 * read first (CLI mode), the trunk is named by the input or that meta, and trunk's committed copy
 * replaces the local one when trunk tracks it.
 */
async function loadTree(
  repo: GitAdapter,
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
  const requestedTarget = input.target?.trim();
  const trunkHint =
    input.trunkBranch !== undefined && input.trunkBranch.trim() !== ''
      ? branchName(input.trunkBranch, name('trunkBranch'))
      : requestedTarget && !isMainOrMaster(requestedTarget)
        ? branchName(requestedTarget, name('target'))
        : typeof metaTrunk === 'string' && metaTrunk.trim() !== '' && !isMainOrMaster(metaTrunk)
          ? branchName(metaTrunk, `meta.trunk_branch in ${local.label}`)
          : null;
  if (trunkHint === null) return local;
  const commit = await trunkCommit(repo, trunkHint, input.remote ?? 'origin');
  if (commit === null) return local;
  return (
    (await loadTrunkTree(repo, trunkHint, commit, { ...location, runName: runName ?? local.runName })) ??
    local
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
  const match = Object.entries(tree.nodes).find(
    ([, node]) => node.code_ref === branch || node.code_ref === sourceRef,
  );
  if (match === undefined) return null;
  try {
    return validateNodeId(match[0], 'node id in the idea tree');
  } catch {
    return null;
  }
}

function configuredReferences(
  settings: Pick<GateSettings, 'testTrunkScore' | 'testBaselineScore'>,
): Reference[] {
  const refs: Reference[] = [];
  if (settings.testTrunkScore !== null)
    refs.push({ name: 'test_trunk_score', value: settings.testTrunkScore });
  if (settings.testBaselineScore !== null)
    refs.push({ name: 'test_baseline_score', value: settings.testBaselineScore });
  return refs;
}

/** Runs the evaluation command in a fresh worktree at `commit`; `watch` fingerprints these paths around it. */
async function evaluateAt(
  ctx: Context,
  commit: string,
  nodeId: string,
  logSubdir: string,
  watch: readonly string[],
): Promise<{ result: EvalResult; tampered: string[] }> {
  const { settings, deps } = ctx;
  await using worktree = await TempWorktree.create(ctx.repo, commit, logSubdir, ctx.factory);
  const command = substituteCommand(settings.evalCmdTest, { cwd: worktree.path, nodeId });
  const before = await fingerprintFiles(worktree.path, watch);
  await using sandbox = await ctx.isolation.open({
    worktree: worktree.path,
    folder: worktree.folder,
    protectedPaths: watch,
    hidden: { repository: ctx.repo.dir, logDir: ctx.logDir, env: deps.env ?? process.env },
    ...(deps.signal === undefined ? {} : { signal: deps.signal }),
  });
  ctx.log(`evaluating ${logSubdir} at ${commit.slice(0, 12)} in ${worktree.path}`);
  // The worktree shares the repository's git config: hide the job's credentials from the evaluated code,
  // and put the config back before git runs again, so a planted core.fsmonitor or pushurl never runs.
  await using guard = await guardCredentials((args) => ctx.repo.run(args));
  const result = await (deps.evaluate ?? runEvaluation)({
    command,
    cwd: worktree.path,
    extraEnv: { ...sandbox.environment, ARBOR_CWD: worktree.path, ARBOR_NODE_ID: nodeId },
    ...(sandbox.launcher === undefined ? {} : { launcher: sandbox.launcher }),
    timeoutMs: settings.evalTimeoutMs,
    killGraceMs: deps.killGraceMs ?? 5000,
    retry: {
      retries: settings.evalRetries,
      baseDelayMs: settings.evalRetryBaseDelayMs,
      maxDelayMs: settings.evalRetryMaxDelayMs,
      jitter: deps.jitter ?? true,
    },
    repeats: settings.evalRepeats,
    score: settings.score,
    logDir: join(ctx.logDir, logSubdir),
    ...deps.progress,
    ...(deps.env === undefined ? {} : { env: deps.env }),
    ...(deps.signal === undefined ? {} : { signal: deps.signal }),
    ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }),
  });
  const { configTampered } = await guard.restore();
  const after = await fingerprintFiles(worktree.path, watch);
  const failure =
    result.failure === null
      ? null
      : { ...result.failure, message: `${result.failure.message}${isolatedFailureNote(ctx.isolation)}` };
  return {
    result: {
      ...result,
      failure,
      attempts: result.attempts.map((a) => ({ ...a, log: ctx.redact(a.log) })),
    },
    tampered: [...changedFiles(before, after), ...(configTampered ? [GIT_CONFIG_LABEL] : [])],
  };
}

/** Protected paths, symlinks and required outputs at the source commit, before anything runs. */
async function staticChecks(
  ctx: Context,
  trunk: Trunk,
  verdict: Verdict,
): Promise<{ verdict: Verdict; protectedFiles: string[] }> {
  const { repo, settings, sourceSha } = ctx;
  const base = await repo.mergeBase(trunk.sha, sourceSha);
  if (base === null) {
    throw new UserError(
      (await repo.isShallow())
        ? `${ctx.sourceRef} and ${trunk.branch} have no common commit in this shallow clone: fetch the full history (e.g. actions/checkout with fetch-depth: 0)`
        : `${ctx.sourceRef} shares no history with ${trunk.branch}: an unrelated branch cannot be judged or merged`,
    );
  }
  const entries = await repo.diffRaw(base, sourceSha);
  const targets = new Map<string, string>();
  for (const entry of symlinksToInspect(entries)) {
    targets.set(entry.path, (await repo.readBlob(entry.newSha)).toString('utf8'));
  }
  const files = await repo.listFiles(sourceSha);
  const violations = findProtectedViolations(entries, settings.protectedGlobs, targets, files);
  const isProtected = protectedMatcher(settings.protectedGlobs);
  const protectedFiles = files.filter(isProtected);

  const reasons: Reason[] = violations.map((v) => ({ code: v.code, message: v.message }));
  const missing: string[] = [];
  const outputs = [
    ...settings.requiredOutputs,
    ...(settings.submissionPath === null ? [] : [settings.submissionPath]),
  ];
  for (const path of [...new Set(outputs)]) {
    const entry = await repo.lsTreeEntry(sourceSha, path);
    if (entry === null || entry.type !== 'blob' || (entry.mode !== '100644' && entry.mode !== '100755')) {
      missing.push(path);
      reasons.push({
        code: 'missing_output',
        message: `${path}: required output is not a file committed at the source commit ${sourceSha.slice(0, 12)}`,
      });
    }
  }
  const { submissionPath, sampleSubmissionPath } = settings;
  if (
    submissionPath !== null &&
    sampleSubmissionPath !== null &&
    isCsvPath(submissionPath) &&
    !missing.includes(submissionPath)
  ) {
    const sample =
      (await repo.showFile(trunk.sha, sampleSubmissionPath)) ??
      (await repo.showFile(sourceSha, sampleSubmissionPath));
    const submission = await repo.showFile(sourceSha, submissionPath);
    const problem =
      sample === null
        ? `${sampleSubmissionPath}: sample submission not found on ${trunk.branch} or at the source commit, so ${submissionPath}'s format cannot be checked`
        : submissionFormatProblem(
            (submission ?? Buffer.alloc(0)).toString('utf8'),
            sample.toString('utf8'),
            submissionPath,
            sampleSubmissionPath,
          );
    if (problem !== null) reasons.push({ code: 'submission_format', message: problem });
  }
  const checked: Verdict = {
    ...verdict,
    changed_paths: countChangedPaths(entries),
    protected_violations: violations.map((v) => v.path),
    missing_outputs: missing,
  };
  return { verdict: reasons.length > 0 ? reject(checked, reasons) : checked, protectedFiles };
}

/** Measures trunk's own score when no reference is configured (same command, its own worktree). */
async function measureTrunk(ctx: Context, trunk: Trunk): Promise<{ score: number } | { reason: Reason }> {
  ctx.log(`no test_trunk_score or test_baseline_score: measuring ${trunk.branch} first`);
  const { result } = await evaluateAt(ctx, trunk.sha, 'trunk', `trunk-${trunk.sha.slice(0, 8)}`, []);
  if (result.score === null) {
    const failure = result.failure ?? { code: 'no_score' as const, message: 'no score' };
    return {
      reason: {
        code: failure.code,
        message: `no reference: measuring ${trunk.branch} (${trunk.sha.slice(0, 12)}) failed: ${failure.message}`,
      },
    };
  }
  ctx.log(`${trunk.branch} measured: ${formatVerdictScore(result.score)}`);
  return { score: result.score };
}

function mergeMessage(ctx: Context, trunk: Trunk, score: number, references: readonly Reference[]): string {
  const node = ctx.nodeId === null ? '' : `node ${ctx.nodeId} `;
  const refs = references.map((r) => `${r.name} ${formatVerdictScore(r.value)}`).join(', ');
  return [
    `arbor-gate: merge ${node}(${ctx.sourceRef}) into ${trunk.branch}, B_test ${formatVerdictScore(score)}`,
    '',
    `Verified B_test score ${formatVerdictScore(score)} (${ctx.settings.metricDirection}) beats ${refs}.`,
    '',
    ...(ctx.nodeId === null ? [] : [`Arbor-Node: ${ctx.nodeId}`]),
    `Arbor-Source: ${ctx.sourceRef} ${ctx.sourceSha}`,
    `Arbor-Score: ${formatVerdictScore(score)}`,
  ].join('\n');
}

/** `--no-ff` merge of the evaluated SHA onto trunk in a temp worktree; the tracked tree is updated in the same commit. */
async function createMergeCommit(
  ctx: Context,
  trunk: Trunk,
  score: number,
  references: readonly Reference[],
): Promise<{ commit: string } | { conflict: string }> {
  await using worktree = await TempWorktree.create(ctx.repo, trunk.sha, 'merge', ctx.factory);
  const outcome = await worktree.git.mergeNoCommit(ctx.sourceSha);
  if (!outcome.merged) return { conflict: outcome.conflict };
  const { trusted } = ctx;
  if (trusted.origin === 'trunk' && trusted.repoPath !== null) {
    const file = join(worktree.path, trusted.repoPath);
    const tree = parseTreeJson(await readFile(file, 'utf8'), `${trunk.branch}:${trusted.repoPath}`);
    if (!recordMerge(tree, { score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef })) {
      ctx.log(`node ${ctx.nodeId ?? '(unknown)'} is not in the tree: only meta.test_trunk_score is recorded`);
    }
    await writeFile(file, serializeTree(tree));
    await worktree.git.add([trusted.repoPath]);
  }
  return { commit: await worktree.git.commit(mergeMessage(ctx, trunk, score, references)) };
}

type Landing = { landed: true; pushed: boolean } | { landed: false };

/**
 * Moves trunk to the merge commit: plain push first (the remote is the shared truth), then the local
 * branch with its expected old value. A rejected push or a local branch that moved meanwhile means
 * trunk moved: the caller re-judges.
 */
async function land(
  ctx: Context,
  trunk: Trunk,
  mergeCommit: string,
  pushTo: string | null,
): Promise<Landing> {
  const { repo } = ctx;
  if (pushTo !== null) {
    const pushed = await repo.push(pushTo, mergeCommit, trunk.branch);
    if (!pushed.pushed) {
      ctx.log(
        `push to ${pushTo}/${trunk.branch} rejected (trunk moved): ${pushed.message.split('\n')[0] ?? ''}`,
      );
      return { landed: false };
    }
  }
  const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
  const reason = `arbor-gate: merge ${ctx.sourceSha.slice(0, 12)}`;
  if (local === null || local === trunk.sha || (await repo.isAncestor(local, mergeCommit))) {
    const moved = await repo.updateBranch(trunk.branch, mergeCommit, local, reason);
    if (!moved && pushTo === null) return { landed: false };
    if (!moved) ctx.log(`local ${trunk.branch} changed meanwhile: left as it is (the remote has the merge)`);
  } else {
    ctx.log(`local ${trunk.branch} has commits that are not on ${pushTo ?? 'the remote'}: left as it is`);
  }
  return { landed: true, pushed: pushTo !== null };
}

/** After trunk moved: its new commit (fetched when trunk is pushed, else the local branch). */
async function refreshTrunk(ctx: Context, trunk: Trunk, pushTo: string | null): Promise<Trunk> {
  const sha =
    pushTo !== null
      ? await ctx.repo.fetchBranch(pushTo, trunk.branch)
      : await ctx.repo.refCommit(`refs/heads/${trunk.branch}`);
  if (sha === null) throw new InfraError(`trunk branch ${trunk.branch} disappeared while merging`);
  return { branch: trunk.branch, sha };
}

/** The references a re-judgement uses: the first ones plus the moved trunk's recorded score (stricter, never looser). */
async function referencesAfterMove(
  ctx: Context,
  trunk: Trunk,
  first: readonly Reference[],
  measured: boolean,
): Promise<{ refs: Reference[]; measuredScore?: number; recorded?: number } | { reason: Reason }> {
  const runName = ctx.trusted.runName;
  const newTree =
    ctx.trusted.origin === 'trunk'
      ? await loadTrunkTree(ctx.repo, trunk.branch, trunk.sha, { ...ctx.location, runName })
      : ctx.trusted.origin === 'local'
        ? await loadLocalTree({ ...ctx.location, runName })
        : null;
  const recorded = newTree?.tree?.meta.test_trunk_score;
  if (typeof recorded === 'number' && Number.isFinite(recorded)) {
    return {
      refs: [
        ...first,
        { name: `test_trunk_score of ${trunk.branch} at ${trunk.sha.slice(0, 12)}`, value: recorded },
      ],
      recorded,
    };
  }
  if (!measured) return { refs: [...first] };
  const remeasured = await measureTrunk(ctx, trunk);
  if ('reason' in remeasured) return remeasured;
  return {
    refs: [{ name: `measured ${trunk.branch}`, value: remeasured.score }],
    measuredScore: remeasured.score,
  };
}

/** The CLI-mode tree (untracked local session folder) records the merge after it landed. */
async function recordInLocalTree(ctx: Context, score: number): Promise<void> {
  const { trusted } = ctx;
  if (trusted.origin !== 'local' || trusted.sessionDir === null || trusted.repoPath === null) return;
  if (await ctx.repo.isTracked(trusted.repoPath)) {
    ctx.log(`${trusted.label} is tracked by your checkout's branch, not by trunk: left unchanged`);
    return;
  }
  await updateTreeFile(trusted.label, (tree) => {
    recordMerge(tree, { score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef });
  });
  ctx.log(`recorded the merge in ${trusted.label}`);
}

/** Where REPORT.md goes: --report, else the session folder, else `<cwd>/.arbor/gate/REPORT.md`. */
export function reportPathFor(input: GateInput, sessionDir: string | null, cwd: string): string {
  if (input.reportPath !== undefined && input.reportPath !== '') return resolve(cwd, input.reportPath);
  return sessionDir !== null ? join(sessionDir, 'REPORT.md') : join(cwd, '.arbor', 'gate', 'REPORT.md');
}

/** Only merge without --dry-run writes: refs, the tree, the remote, REPORT.md by default. */
function isWritingRun(input: GateInput): boolean {
  return input.mode === 'merge' && !input.dryRun;
}

async function withReport(
  ctx: { input: GateInput; sessionDir: string | null; cwd: string; redact: (text: string) => string },
  verdict: Verdict,
): Promise<Verdict> {
  const explicit = ctx.input.reportPath !== undefined && ctx.input.reportPath !== '';
  if (!explicit && !isWritingRun(ctx.input)) return verdict;
  const path = reportPathFor(ctx.input, ctx.sessionDir, ctx.cwd);
  const withPath = { ...verdict, report_path: path };
  await writeGateReport(ctx.redact(renderVerdictMarkdown(withPath)), path, ctx.sessionDir);
  return withPath;
}

/** Refuses to move a trunk branch that a checkout has checked out: its files and index would silently go stale. */
async function refuseCheckedOutTrunk(repo: GitAdapter, branch: string): Promise<void> {
  const holder = (await repo.worktreeList()).find((w) => w.branch === `refs/heads/${branch}`);
  if (holder !== undefined) {
    throw new UserError(
      `the trunk branch ${branch} is checked out in ${holder.path}; the gate never moves a checked-out branch ` +
        `under its working files. Switch that checkout to another branch (e.g. git switch --detach) and run again`,
    );
  }
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

/**
 * Judges the source commit and, in merge mode, merges it into trunk (DESIGN.md steps 1-10).
 * Returns the verdict; throws UserError for bad input (exit 2) and InfraError when git or the file
 * system fail (exit 3).
 */
export async function runGate(input: GateInput, deps: GateDeps): Promise<Verdict> {
  const { name } = deps;
  const log = deps.log ?? noop;
  const factory = deps.git ?? defaultGitFactory;
  const cwd = resolve(input.cwd ?? process.cwd());
  if (!existsSync(cwd)) throw new UserError(`${name('cwd')}: folder ${cwd} does not exist`);
  const probe = factory(cwd);
  const top = await probe.topLevel();
  if (top === null) throw new UserError(`${name('cwd')}: ${cwd} is not inside a git repository`);
  const location = { cwd, prefix: await probe.prefix() };
  const repo = factory(top);

  const sourceRef = input.source?.trim() ?? '';
  if (sourceRef === '')
    throw new UserError(`${name('source')}: required (the experiment branch, ref or commit SHA to evaluate)`);
  refuseOptionLike(sourceRef, name('source'));

  const trusted = await loadTree(repo, input, name, location);
  const settings = resolveGateSettings(input, trusted.tree?.meta ?? {}, name, trusted.label);
  const isolation = await resolveIsolation({
    setting: settings.evalIsolation,
    account: settings.evalUser,
    names: { setting: name('evalIsolation'), account: name('evalUser') },
    log,
  });
  let verdict: Verdict = {
    ...baseVerdict(input, settings),
    isolation: isolation.mode,
    warnings: input.mode === 'merge' ? isolationWarnings(isolation, name('evalIsolation')) : [],
  };
  const redact = createRedactor(deps.env ?? process.env);
  const report = (v: Verdict): Promise<Verdict> =>
    withReport({ input, sessionDir: trusted.sessionDir, cwd, redact }, v);

  // Steps 1-2: refuse main/master, resolve the target to the trunk branch.
  const requested = input.target?.trim() || settings.trunkBranch || '';
  const target = resolveTarget(requested, settings.trunkBranch, name);
  if ('refused' in target) {
    return report(
      reject({ ...verdict, target: { ...verdict.target, requested, resolved: null } }, [target.refused]),
    );
  }
  const trunkBranch = target.branch;
  if (trunkBranch !== requested.replace(/^refs\/heads\//, '')) {
    log(`target ${requested} is a base branch: merging into trunk ${trunkBranch} instead`);
  }
  const trunkSha = await trunkCommit(repo, trunkBranch, settings.remote);
  if (trunkSha === null) {
    throw new UserError(
      `trunk branch ${trunkBranch} does not exist (${name('trunkBranch')}); create it from your base branch first, e.g. git branch ${trunkBranch} main`,
    );
  }
  let trunk: Trunk = { branch: trunkBranch, sha: trunkSha };
  verdict = {
    ...verdict,
    target: { requested, resolved: trunkBranch, sha_before: trunkSha, sha_after: trunkSha },
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
  if (writes) await refuseCheckedOutTrunk(repo, trunkBranch);

  const logDir = deps.logDir ?? (await mkdtemp(join(tmpdir(), 'arbor-gate-logs-')));
  const ctx: Context = {
    deps,
    settings,
    repo,
    factory,
    trusted,
    location,
    sourceRef,
    sourceSha,
    nodeId,
    evalNodeId: nodeId ?? sourceSha.slice(0, 12),
    logDir,
    log,
    redact,
    isolation,
  };
  // A template that cannot take the worktree path safely is a configuration error: say so before any work.
  substituteCommand(settings.evalCmdTest, {
    cwd: join(tmpdir(), 'arbor-gate-source-XXXXXX', 'worktree'),
    nodeId: ctx.evalNodeId,
  });
  log(
    `source ${sourceRef} = ${sourceSha.slice(0, 12)}, trunk ${trunkBranch} = ${trunkSha.slice(0, 12)}, tree: ${trusted.label}`,
  );

  if (await repo.isAncestor(sourceSha, trunk.sha)) {
    log(`${sourceRef} is already merged into ${trunkBranch}`);
    return report({ ...verdict, decision: 'already_merged' });
  }

  // Step 8, first: protected paths and required outputs, before anything runs.
  const checked = await staticChecks(ctx, trunk, verdict);
  verdict = checked.verdict;
  log(
    `${verdict.changed_paths} changed path(s); protected: ${verdict.protected_violations.length} violation(s); missing outputs: ${verdict.missing_outputs.length}`,
  );
  if (verdict.reasons.length > 0) return report(verdict);

  // Step 7's reference: configured, or the trunk head measured first.
  let references = configuredReferences(settings);
  let measured = false;
  if (references.length === 0) {
    const trunkScore = await measureTrunk(ctx, trunk);
    if ('reason' in trunkScore) return report(reject(verdict, [trunkScore.reason]));
    references = [{ name: `measured ${trunk.branch}`, value: trunkScore.score }];
    verdict = { ...verdict, reference_measured: { sha: trunk.sha, score: trunkScore.score } };
    measured = true;
  }

  // Steps 3-6: evaluate the exact SHA in its own worktree.
  const { result, tampered } = await evaluateAt(
    ctx,
    sourceSha,
    ctx.evalNodeId,
    'source',
    checked.protectedFiles,
  );
  verdict = {
    ...verdict,
    attempts: result.attempts,
    score: result.score,
    repeats:
      settings.evalRepeats > 1 && result.scores.length > 0
        ? {
            n: result.scores.length,
            scores: result.scores,
            mean: result.score ?? NaN,
            stdev: stdev(result.scores),
          }
        : null,
  };
  if (tampered.length > 0) {
    verdict = {
      ...reject(
        verdict,
        tampered.map((path) => ({
          code: 'protected_tamper',
          message:
            path === GIT_CONFIG_LABEL
              ? `${path}: the evaluation changed the repository's git config (the change was discarded)`
              : `${path}: protected file changed while the evaluation ran`,
        })),
      ),
      protected_violations: [...verdict.protected_violations, ...tampered],
    };
  }
  if (result.score === null) {
    const failure = result.failure ?? {
      code: 'no_score' as const,
      message: 'the evaluation printed no score',
    };
    return report(reject(verdict, [failure]));
  }
  const score = result.score;
  const testReference =
    references.find((r) => r.name === 'test_trunk_score' || r.name.startsWith('measured'))?.value ?? null;
  verdict = {
    ...verdict,
    divergence: detectDivergence({
      devScore: verdict.dev_score,
      trunkDevScore: settings.trunkDevScore,
      testScore: score,
      testReference,
      direction: settings.metricDirection,
      threshold: settings.divergenceThreshold,
    }),
  };
  if (verdict.divergence !== null) log(`divergence: ${verdict.divergence.message}`);
  if (verdict.reasons.length > 0) return report(verdict);

  const comparison = compareScore(score, references, settings.metricDirection, settings.minDelta);
  log(
    `score ${formatVerdictScore(score)} (${settings.metricDirection}) vs ${references.map((r) => `${r.name} ${formatVerdictScore(r.value)}`).join(', ')}: ${comparison.improved ? 'improved' : 'not improved'}`,
  );
  if (!comparison.improved) {
    return report(
      reject(
        verdict,
        comparison.shortfalls.map((message) => ({ code: 'not_improved', message })),
      ),
    );
  }
  if (!writes) return report({ ...verdict, decision: 'would_merge' });

  // Step 9: merge, land, and re-judge when trunk moved meanwhile.
  const pushTo = settings.push && (await repo.remoteExists(settings.remote)) ? settings.remote : null;
  if (settings.push && pushTo === null)
    log(`remote ${settings.remote} does not exist: trunk is updated locally only`);
  const maxAttempts = deps.maxLandAttempts ?? 3;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1 && (await repo.isAncestor(sourceSha, trunk.sha))) {
      return report({
        ...verdict,
        decision: 'already_merged',
        target: { ...verdict.target, sha_after: trunk.sha },
      });
    }
    const merge = await createMergeCommit(ctx, trunk, score, references);
    if ('conflict' in merge) {
      return report(
        reject(verdict, [
          {
            code: 'merge_conflict',
            message: `merging ${sourceRef} into ${trunk.branch} (${trunk.sha.slice(0, 12)}) conflicts: ${
              merge.conflict
                .split('\n')
                .filter((l) => l.startsWith('CONFLICT'))
                .join('; ') || merge.conflict
            }`,
          },
        ]),
      );
    }
    const landing = await land(ctx, trunk, merge.commit, pushTo);
    if (landing.landed) {
      log(
        `merged into ${trunk.branch} as ${merge.commit.slice(0, 12)}${landing.pushed ? ` and pushed to ${pushTo}` : ''}`,
      );
      await recordInLocalTree(ctx, score);
      return report({
        ...verdict,
        decision: 'merged',
        merge_commit: merge.commit,
        target: { ...verdict.target, sha_after: merge.commit },
      });
    }
    trunk = await refreshTrunk(ctx, trunk, pushTo);
    const moved = await referencesAfterMove(ctx, trunk, references, measured);
    if ('reason' in moved) return report(reject(verdict, [moved.reason]));
    references = moved.refs;
    if (moved.recorded !== undefined) {
      verdict = { ...verdict, references: { ...verdict.references, test_trunk_score: moved.recorded } };
    }
    if (moved.measuredScore !== undefined)
      verdict = { ...verdict, reference_measured: { sha: trunk.sha, score: moved.measuredScore } };
    const rejudged = compareScore(score, references, settings.metricDirection, settings.minDelta);
    if (!rejudged.improved) {
      return report(
        reject({ ...verdict, target: { ...verdict.target, sha_after: trunk.sha } }, [
          {
            code: 'superseded',
            message: `${trunk.branch} moved to ${trunk.sha.slice(0, 12)} while evaluating and now scores better: ${rejudged.shortfalls.join('; ')}`,
          },
        ]),
      );
    }
    log(`re-judged against ${trunk.branch} at ${trunk.sha.slice(0, 12)}: still improved, merging again`);
  }
  throw new InfraError(
    `${trunk.branch} kept moving: the merge could not be pushed after ${maxAttempts} attempts`,
  );
}

function stdev(values: readonly number[]): number {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
}
