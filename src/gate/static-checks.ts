/**
 * The judgement's first part, before anything runs: what the source commit changed against its merge
 * base (protected paths, symlinks into them), and the outputs it must have committed (required files,
 * the submission's format against the sample). Reads git objects only; no checkout.
 */
import { UserError } from '../errors.js';
import { reject, type GateContext, type Trunk } from './context.js';
import { isCsvPath, submissionFormatProblem } from './outputs.js';
import { checkProtectedPaths, countChangedPaths, protectedMatcher } from './protected.js';
import type { Reason, Verdict } from './verdict.js';

/** Protected paths, symlinks and required outputs at the source commit, before anything runs. */
export async function staticChecks(
  ctx: GateContext,
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
  const isProtected = protectedMatcher(settings.protectedGlobs, ctx.location.prefix);
  const { entries, violations, protectedFiles } = await checkProtectedPaths(
    repo,
    { base, source: sourceSha },
    isProtected,
  );

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
