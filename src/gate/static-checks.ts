/**
 * The judgement's first part, before anything runs: the protected paths on both sides of the merge,
 * what the source commit changed against its merge base and what the candidate (the merge) changes on
 * trunk, so a protected file whose content the merge would change is refused whatever the history
 * (a trunk-side rename into a protected folder, an evaluator trunk fixed after the branch forked); and
 * the outputs the branch must have committed (required files, the submission's format against the
 * sample). Reads git objects only; no checkout.
 */
import { isRegularFile } from '../git/parse.js';
import { applyTreeDelta, readTreeDelta } from '../git/tree-delta.js';
import type { Candidate } from './candidate.js';
import { reject, type GateContext, type Trunk } from './context.js';
import { isCsvPath, submissionFormatProblem } from './outputs/format.js';
import type { RawDiffEntry } from '../git/adapter.js';
import { editableMatcher, outsideEditable, type EditableViolation } from './paths/editable.js';
import {
  checkProtectedPaths,
  countChangedPaths,
  protectedMatcher,
  type ProtectedCheck,
  type ProtectedViolation,
} from './paths/protected.js';
import { DEFAULT_PROTECTED_GLOBS, type GateSettings } from './settings.js';
import type { Reason, Verdict } from './verdict.js';
import { withinBudget } from '../util/budget.js';

/** A changed path refused by the protected paths (and their lookups) or by the editable allow-list. */
type PathViolation = ProtectedViolation | EditableViolation;

/**
 * Both diffs' checks: the branch's own (merge base -> source), then what only the merge changes on
 * trunk (trunk -> candidate), one violation per path and rule, the branch's first. When the source
 * contains trunk the two diffs are one. `protectedFiles` are the candidate's: what the evaluation runs on.
 */
async function pathChecks(
  ctx: GateContext,
  trunk: Trunk,
  candidate: Candidate,
): Promise<{ entries: RawDiffEntry[]; violations: PathViolation[]; protectedFiles: string[] }> {
  const { repo, settings, sourceSha } = ctx;
  const isProtected = protectedMatcher(settings.protectedGlobs, {
    prefix: ctx.location.prefix,
    defaults: DEFAULT_PROTECTED_GLOBS,
  });
  const { editableGlobs } = settings;
  const isEditable = editableMatcher(editableGlobs, declaredOutputs(settings));
  const judged = (check: ProtectedCheck): PathViolation[] =>
    editableGlobs.length === 0
      ? check.violations
      : [...check.violations, ...outsideEditable(check.entries, isEditable, editableGlobs)];
  // One `ls-tree -r` serves both checks: the source's listing is the candidate's plus their diff,
  // O(diff) to read where a second listing is O(tree). The ranges' git reads run together.
  const candidateListing = repo.listTree(candidate.kind === 'source' ? sourceSha : candidate.commit);
  const sourceListing =
    candidate.kind === 'source'
      ? candidateListing
      : Promise.all([candidateListing, readTreeDelta(repo, candidate.commit, sourceSha)]).then(
          ([listing, delta]) => applyTreeDelta(listing, delta),
        );
  const [branch, merge] = await Promise.all([
    checkProtectedPaths(repo, { base: candidate.base, source: sourceSha }, isProtected, sourceListing),
    candidate.kind === 'source'
      ? null
      : checkProtectedPaths(
          repo,
          { base: trunk.sha, source: candidate.commit },
          isProtected,
          candidateListing,
        ),
  ]);
  const violations = judged(branch);
  if (merge === null) return { ...branch, violations };
  const seen = new Set(violations.map((v) => `${v.code} ${v.path}`));
  for (const v of judged(merge)) {
    if (seen.has(`${v.code} ${v.path}`)) continue;
    seen.add(`${v.code} ${v.path}`);
    violations.push({ ...v, message: `${v.message} (by the merge into ${trunk.branch})` });
  }
  return { entries: branch.entries, violations, protectedFiles: merge.protectedFiles };
}

/** The files the branch must commit: the required outputs and the submission. */
function declaredOutputs(settings: GateSettings): string[] {
  return [
    ...new Set([
      ...settings.requiredOutputs,
      ...(settings.submissionPath === null ? [] : [settings.submissionPath]),
    ]),
  ];
}

/** Protected paths, symlinks and required outputs, before anything runs; `protectedFiles` are the candidate's. */
export async function staticChecks(
  ctx: GateContext,
  trunk: Trunk,
  candidate: Candidate,
  verdict: Verdict,
): Promise<{ verdict: Verdict; protectedFiles: string[] }> {
  const { repo, settings, sourceSha } = ctx;
  const { entries, violations, protectedFiles } = await pathChecks(ctx, trunk, candidate);

  const reasons: Reason[] = violations.map((v) => ({ code: v.code, message: v.message }));
  const missing: string[] = [];
  for (const path of declaredOutputs(settings)) {
    const entry = await repo.lsTreeEntry(sourceSha, path);
    if (entry === null || entry.type !== 'blob' || !isRegularFile(entry)) {
      missing.push(path);
      reasons.push({
        code: 'missing_output',
        message: `${path}: required output is not a file committed at the source commit ${sourceSha.slice(0, 12)}`,
      });
    }
  }
  const { submissionPath, sampleSubmissionPath } = settings;
  // Two-phase: phase 2 scores the submission phase 1 wrote, and checks that one (phases/two-phase.ts).
  if (
    settings.twoPhase === null &&
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
    protected_violations: [
      ...new Set(violations.filter((v) => v.code !== 'outside_editable').map((v) => v.path)),
    ],
    missing_outputs: missing,
  };
  return { verdict: reasons.length > 0 ? reject(checked, reasons) : checked, protectedFiles };
}

/** How long the static checks may take before the verdict is `error` (a pathological tree). */
export const STATIC_CHECKS_BUDGET_MS = 300_000;

/**
 * `staticChecks` within the gate's time budget (`GateDeps.staticChecksBudgetMs`, default 300 s): every
 * step that checks a candidate before it runs (verify and merge, a queue's speculation, a sharded plan
 * and its shards) gives up alike, its git processes ended, with `timeout` the error verdict that says so.
 */
export async function budgetedStaticChecks(
  ctx: GateContext,
  trunk: Trunk,
  candidate: Candidate,
  verdict: Verdict,
): Promise<{ verdict: Verdict; protectedFiles: string[] } | { timeout: Verdict }> {
  const budgetMs = ctx.deps.staticChecksBudgetMs ?? STATIC_CHECKS_BUDGET_MS;
  const budgeted = await withinBudget(budgetMs, (signal) =>
    staticChecks({ ...ctx, repo: ctx.repo.abortable(signal) }, trunk, candidate, verdict),
  );
  if (budgeted.done) return budgeted.value;
  const message = `the static checks (protected paths, symlinks, required outputs) did not finish within ${budgetMs / 1000} s; nothing was evaluated`;
  return { timeout: { ...verdict, decision: 'error', reasons: [{ code: 'checks_timeout', message }] } };
}
