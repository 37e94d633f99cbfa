/**
 * The judgement's first part, before anything runs: the protected paths on both sides of the merge,
 * what the source commit changed against its merge base and what the candidate (the merge) changes on
 * trunk, so a protected file whose content the merge would change is refused whatever the history
 * (a trunk-side rename into a protected folder, an evaluator trunk fixed after the branch forked); and
 * the outputs the branch must have committed (required files, the submission's format against the
 * sample). Reads git objects only; no checkout.
 */
import { isRegularFile } from '../git/parse.js';
import type { Candidate } from './candidate.js';
import { reject, type GateContext, type Trunk } from './context.js';
import { isCsvPath, submissionFormatProblem } from './outputs.js';
import {
  checkProtectedPaths,
  countChangedPaths,
  protectedMatcher,
  type ProtectedCheck,
} from './protected.js';
import type { Reason, Verdict } from './verdict.js';

/**
 * Both diffs' checks: the branch's own (merge base -> source), then what only the merge changes on
 * trunk (trunk -> candidate), one violation per path, the branch's first. When the source contains
 * trunk the two diffs are one. `protectedFiles` are the candidate's: what the evaluation runs on.
 */
async function protectedChecks(
  ctx: GateContext,
  trunk: Trunk,
  candidate: Candidate,
): Promise<ProtectedCheck> {
  const { repo, settings, sourceSha } = ctx;
  const isProtected = protectedMatcher(settings.protectedGlobs, ctx.location.prefix);
  const branch = await checkProtectedPaths(repo, { base: candidate.base, source: sourceSha }, isProtected);
  if (candidate.kind === 'source') return branch;
  const merge = await checkProtectedPaths(repo, { base: trunk.sha, source: candidate.commit }, isProtected);
  const seen = new Set(branch.violations.map((v) => `${v.code} ${v.path}`));
  const violations = [...branch.violations];
  for (const v of merge.violations) {
    if (seen.has(`${v.code} ${v.path}`)) continue;
    seen.add(`${v.code} ${v.path}`);
    violations.push({ ...v, message: `${v.message} (by the merge into ${trunk.branch})` });
  }
  return { entries: branch.entries, violations, protectedFiles: merge.protectedFiles };
}

/** Protected paths, symlinks and required outputs, before anything runs; `protectedFiles` are the candidate's. */
export async function staticChecks(
  ctx: GateContext,
  trunk: Trunk,
  candidate: Candidate,
  verdict: Verdict,
): Promise<{ verdict: Verdict; protectedFiles: string[] }> {
  const { repo, settings, sourceSha } = ctx;
  const { entries, violations, protectedFiles } = await protectedChecks(ctx, trunk, candidate);

  const reasons: Reason[] = violations.map((v) => ({ code: v.code, message: v.message }));
  const missing: string[] = [];
  const outputs = [
    ...settings.requiredOutputs,
    ...(settings.submissionPath === null ? [] : [settings.submissionPath]),
  ];
  for (const path of [...new Set(outputs)]) {
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
    protected_violations: [...new Set(violations.map((v) => v.path))],
    missing_outputs: missing,
  };
  return { verdict: reasons.length > 0 ? reject(checked, reasons) : checked, protectedFiles };
}
