/**
 * The judgement's first part, before anything runs: the protected paths on both sides of the merge,
 * what the source commit changed against its merge base and what the candidate (the merge) changes on
 * trunk, so a protected file whose content the merge would change is refused whatever the history
 * (a trunk-side rename into a protected folder, an evaluator trunk fixed after the branch forked); and
 * the outputs the branch must have committed (required files, the submission's format against the
 * sample). Reads git objects only; no checkout.
 */
import type { GitAdapter, RawDiffEntry } from '../git/adapter.js';
import type { Candidate } from './candidate.js';
import { reject, type GateContext, type Trunk } from './context.js';
import { isCsvPath, submissionFormatProblem } from './outputs.js';
import {
  countChangedPaths,
  findProtectedViolations,
  protectedMatcher,
  symlinksToInspect,
  type ProtectedViolation,
} from './protected.js';
import type { Reason, Verdict } from './verdict.js';

/** The protected-path violations of one diff, symlink targets and folder contents read at `commit`. */
async function violationsOf(
  repo: GitAdapter,
  entries: readonly RawDiffEntry[],
  commit: string,
  files: readonly string[],
  globs: readonly string[],
): Promise<ProtectedViolation[]> {
  const targets = new Map<string, string>();
  for (const entry of symlinksToInspect(entries)) {
    targets.set(entry.path, (await repo.readBlob(entry.newSha)).toString('utf8'));
  }
  return findProtectedViolations(entries, globs, targets, files);
}

/**
 * Both diffs' violations, one per path: the branch's own first; a path only the merge changes says so.
 * When the source contains trunk the two diffs are one.
 */
async function protectedViolations(
  ctx: GateContext,
  trunk: Trunk,
  candidate: Candidate,
  branchEntries: readonly RawDiffEntry[],
): Promise<{ violations: ProtectedViolation[]; filesEvaluated: string[] }> {
  const { repo, settings, sourceSha } = ctx;
  const globs = settings.protectedGlobs;
  const sourceFiles = await repo.listFiles(sourceSha);
  const violations = await violationsOf(repo, branchEntries, sourceSha, sourceFiles, globs);
  if (candidate.kind === 'source') return { violations, filesEvaluated: sourceFiles };
  const candidateFiles = await repo.listFiles(candidate.commit);
  const mergeEntries = await repo.diffRaw(trunk.sha, candidate.commit);
  const seen = new Set(violations.map((v) => `${v.code} ${v.path}`));
  for (const v of await violationsOf(repo, mergeEntries, candidate.commit, candidateFiles, globs)) {
    if (seen.has(`${v.code} ${v.path}`)) continue;
    seen.add(`${v.code} ${v.path}`);
    violations.push({ ...v, message: `${v.message} (by the merge into ${trunk.branch})` });
  }
  return { violations, filesEvaluated: candidateFiles };
}

/** Protected paths, symlinks and required outputs, before anything runs; `protectedFiles` are the candidate's. */
export async function staticChecks(
  ctx: GateContext,
  trunk: Trunk,
  candidate: Candidate,
  verdict: Verdict,
): Promise<{ verdict: Verdict; protectedFiles: string[] }> {
  const { repo, settings, sourceSha } = ctx;
  const entries = await repo.diffRaw(candidate.base, sourceSha);
  const { violations, filesEvaluated } = await protectedViolations(ctx, trunk, candidate, entries);
  const isProtected = protectedMatcher(settings.protectedGlobs);
  const protectedFiles = filesEvaluated.filter(isProtected);

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
    protected_violations: [...new Set(violations.map((v) => v.path))],
    missing_outputs: missing,
  };
  return { verdict: reasons.length > 0 ? reject(checked, reasons) : checked, protectedFiles };
}
